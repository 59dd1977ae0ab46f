/** The dashboard's histograms: bins from the minimum to the 99.5th percentile, whatever order the values come in. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { histogram } from "../../../src/report/dashboard.js";

/** The definition, on a sorted copy. */
function reference(values: number[], bins = 40) {
  const xs = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const lo = xs[0];
  let hi = xs[Math.min(xs.length - 1, Math.floor(xs.length * 0.995))];
  if (hi <= lo) hi = lo + 1;
  const n = Math.min(bins, Math.max(1, xs.length));
  const w = (hi - lo) / n;
  const edges = Array.from({ length: n + 1 }, (_, i) => Math.round((lo + i * w) * 10) / 10);
  const counts = new Array<number>(n).fill(0);
  for (const v of xs) counts[Math.min(n - 1, Math.max(0, Math.floor((v - lo) / w)))]++;
  return { edges, counts };
}

describe("histogram", () => {
  it.each([
    ["nothing finite", [Number.NaN, Number.POSITIVE_INFINITY], null],
    ["one value", [5], { edges: [5, 6], counts: [1] }],
    ["equal values", [3, 3, 3], { edges: [3, 3.3, 3.7, 4], counts: [3, 0, 0] }],
  ])("%s", (_name, values, expected) => {
    expect(histogram(values)).toEqual(expected);
  });

  it("equals the bins of the sorted values, for any order, repeats and outliers (typed arrays reordered in place)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.double({ min: 0, max: 1e6, noNaN: true })), {
          maxLength: 3000,
        }),
        (values) => {
          expect(histogram(Float64Array.from(values))).toEqual(reference(values));
          expect(histogram(values)).toEqual(reference(values));
        },
      ),
      { numRuns: 200 },
    );
  });
});
