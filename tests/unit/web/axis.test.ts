/** The charts' axes: round ticks, and labels that tell every tick apart in the report's language. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lang } from "../../../src/i18n/i18n.js";
import { niceTicks, tickFormat, zeroAxis } from "../../../src/web/shared/axis.js";

const distinct = (xs: string[]) => new Set(xs).size === xs.length;

describe("chart axes", () => {
  it("a narrow span of durations gets distinct labels (a TTFT histogram of 1000–1004 ms)", () => {
    const ticks = niceTicks(1000, 1004, 6);
    const label = tickFormat("ms", 1004, ticks[1] - ticks[0], lang("en"));
    expect(ticks.map(label)).toEqual(["1.000 s", "1.001 s", "1.002 s", "1.003 s", "1.004 s"]);
  });

  it("a y axis from 0 ends on a round top at or over the largest value", () => {
    expect(zeroAxis(2)).toEqual({ top: 2, ticks: [0, 0.5, 1, 1.5, 2] });
    expect(zeroAxis(0).top).toBeGreaterThan(0);
    // In binary units for bytes: 256 MiB rounds to 300 MiB in steps of 100 MiB, not of 10^8 bytes.
    expect(
      zeroAxis(2 ** 28, 4, "bytes").ticks.map(tickFormat("bytes", 2 ** 28, 100 * 2 ** 20, lang("en"))),
    ).toEqual(["0 MiB", "100 MiB", "200 MiB", "300 MiB"]);
  });

  it("never repeats a label, for any span and unit, in either language", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        // Spans down to a hundred-thousandth of the values (and 0.01): finer than any run's jitter.
        fc.double({ min: 1e-5, max: 10, noNaN: true }),
        fc.constantFrom("ms" as const, "number" as const, "s" as const, "percent" as const),
        fc.constantFrom("en" as const, "zh-CN" as const),
        (lo, rel, unit, locale) => {
          const span = Math.max(0.01, lo * rel);
          const ticks = niceTicks(lo, lo + span, 5);
          expect(ticks.length).toBeGreaterThanOrEqual(2);
          const labels = ticks.map(tickFormat(unit, lo + span, ticks[1] - ticks[0], lang(locale)));
          expect(distinct(labels), labels.join(" | ")).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
