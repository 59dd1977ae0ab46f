/** The progress line at a terminal's width: least important fields first out, never wider than the width. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fitProgress,
  formatProgress,
  type ProgressField,
  type ProgressState,
  progressFields,
} from "../../../src/report/progress.js";
import { cutToWidth, displayWidth } from "../../../src/terminal.js";

function state(over: Partial<ProgressState> = {}): ProgressState {
  return {
    elapsed_s: 23,
    strategy: "fixed",
    planned: 60,
    done: 32,
    in_flight: 8,
    passed: 30,
    failed: 1,
    errored: 1,
    interrupted: 0,
    pass_rate: 30 / 32,
    e2e_p50_ms: 4956.2,
    e2e_p95_ms: 5550.4,
    errors: { stream_parse: 1, task_failed: 1 },
    stage: null,
    schedule_s: null,
    eta_s: 20,
    ended: false,
    ...over,
  };
}

const ramp = state({
  strategy: "ramp",
  stage: { index: 2, count: 4, bisect: 0, concurrency: 8, label: "ramp" },
  schedule_s: 120,
  eta_s: 97,
  errors: {},
});

describe("formatProgress(state, width)", () => {
  it.each([
    {
      name: "a fixed run with errors",
      p: state(),
      lines: {
        40: "32/60 pass 93.8% p95 5.55s errors 2",
        80: "0:23 · 32/60 done · pass 93.8% · e2e p95 5.55 s · errors stream_parse 1 +1 more",
        120: "progress 0:23 · 32/60 done · 8 in flight · pass 93.8% · e2e p95 5.55 s · errors stream_parse 1, task_failed 1 · ETA 0:20",
      },
    },
    {
      name: "a ramp: the stage outlasts in flight and the schedule",
      p: ramp,
      lines: {
        40: "32 done · pass 93.8% · e2e p95 5.55 s",
        80: "progress 0:23 · stage 2/4 · 32 done · pass 93.8% · e2e p95 5.55 s · ETA 1:37",
        120: "progress 0:23 · stage 2/4 (concurrency 8) · 0:23 of 2:00 · 32 done · pass 93.8% · e2e p95 5.55 s · ETA 1:37",
      },
    },
    {
      name: "after an interrupt: the cut sessions said apart, never among the errors",
      p: state({ interrupted: 4, errors: {}, eta_s: null, ended: true }),
      lines: {
        40: "32/60 pass 93.8% p95 5.55s interrupted 4",
        80: "progress 0:23 · 32/60 done · pass 93.8% · e2e p95 5.55 s · interrupted 4",
        120: "progress 0:23 · 32/60 done · 8 in flight · pass 93.8% · e2e p50 4.96 s p95 5.55 s · interrupted 4 · errors none",
      },
    },
  ])("$name", ({ p, lines }) => {
    for (const [width, line] of Object.entries(lines)) {
      const got = formatProgress(p, Number(width));
      expect(got, `at ${width}`).toBe(line);
      expect(displayWidth(got)).toBeLessThanOrEqual(Number(width));
    }
  });

  it("without a width, every field in full (plain lines for logs)", () => {
    expect(formatProgress(state())).toBe(
      "progress 0:23 · 32/60 done · 8 in flight · pass 93.8% · e2e p50 4.96 s p95 5.55 s · errors stream_parse 1, task_failed 1 · ETA 0:20",
    );
  });

  it("a long error list shortens to its largest bucket before the ETA goes", () => {
    const p = state({ errors: { stream_parse: 9, http_5xx: 3, connection_reset: 2, timeout: 1 } });
    expect(formatProgress(p, 100)).toBe(
      "progress 0:23 · 32/60 done · pass 93.8% · e2e p95 5.55 s · errors stream_parse 9 +3 more · ETA 0:20",
    );
  });

  const arbState = fc.record({
    elapsed_s: fc.double({ min: 0, max: 100_000, noNaN: true }),
    strategy: fc.constantFrom("fixed", "ramp", "rate", "find_max"),
    planned: fc.nat(100_000),
    done: fc.nat(100_000),
    in_flight: fc.nat(10_000),
    passed: fc.nat(),
    failed: fc.nat(),
    errored: fc.nat(),
    interrupted: fc.nat(10_000),
    pass_rate: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
    e2e_p50_ms: fc.option(fc.double({ min: 0, max: 1e7, noNaN: true })),
    e2e_p95_ms: fc.option(fc.double({ min: 0, max: 1e7, noNaN: true })),
    errors: fc.dictionary(
      fc.constantFrom("stream_parse", "http_5xx", "agent_timeout", "connect_refused", "llm_rate_limited"),
      fc.nat(100_000),
    ),
    stage: fc.option(
      fc.record({
        index: fc.nat(50),
        count: fc.option(fc.nat(50)),
        bisect: fc.nat(5),
        concurrency: fc.nat(10_000),
        label: fc.option(fc.constantFrom("ramp", "bisect", "step")),
      }),
    ),
    schedule_s: fc.option(fc.double({ min: 0, max: 100_000, noNaN: true })),
    eta_s: fc.option(fc.double({ min: 0, max: 100_000, noNaN: true })),
    ended: fc.boolean(),
  }) as fc.Arbitrary<ProgressState>;

  it("is never wider than the width, and keeps done, pass and p95 from 60 columns up", () => {
    fc.assert(
      fc.property(arbState, fc.integer({ min: 1, max: 240 }), (p, width) => {
        const line = formatProgress(p, width);
        expect(displayWidth(line)).toBeLessThanOrEqual(width);
        expect(line).not.toMatch(/[\r\n\u001b]/);
        if (width >= 60) {
          expect(line).toContain(p.strategy === "fixed" ? `${p.done}/${p.planned}` : `${p.done}`);
          expect(line).toMatch(/pass /);
          expect(line).toMatch(/p95 /);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("fitProgress counts display columns", () => {
  // Two columns per CJK character: a line that fits by string length may not fit the terminal.
  const cjk: ProgressField[] = [
    { key: "elapsed", forms: ["进度 0:23", "0:23", ""] },
    { key: "done", forms: ["32/60 已完成", "32/60"] },
    { key: "in_flight", forms: ["8 进行中", ""] },
    { key: "pass", forms: ["通过 93.8%"] },
    { key: "e2e", forms: ["e2e p50 4956 ms p95 5550 ms", "e2e p95 5550 ms", "p95 5550ms"] },
  ];

  it.each([
    [120, "进度 0:23 · 32/60 已完成 · 8 进行中 · 通过 93.8% · e2e p50 4956 ms p95 5550 ms"],
    // With "8 进行中" the line is 56 characters, fits 60 by length, but takes 66 columns: it goes.
    [60, "进度 0:23 · 32/60 已完成 · 通过 93.8% · e2e p95 5550 ms"],
    [40, "32/60 已完成 · 通过 93.8% · p95 5550ms"],
    [30, "32/60 通过 93.8% p95 5550ms"],
    [20, "32/60 通过 93.8% p9…"],
  ])("at %i columns", (width, line) => {
    const got = fitProgress(cjk, width);
    expect(got).toBe(line);
    expect(displayWidth(got)).toBeLessThanOrEqual(width);
  });

  it("progressFields keeps the display order whatever the width", () => {
    expect(progressFields(ramp).map((f) => f.key)).toEqual([
      "elapsed",
      "stage",
      "schedule",
      "done",
      "in_flight",
      "pass",
      "e2e",
      "errors",
      "eta",
    ]);
  });
});

describe("displayWidth and cutToWidth", () => {
  it.each([
    ["progress", 8],
    ["进度", 4],
    ["ｆｕｌｌ", 8],
    ["한글", 4],
    ["e\u0301", 1], // a combining accent takes no column
    ["✅ pass", 7],
    ["a\u200bb", 2], // a zero-width space
    ["·–…", 3],
    ["\u001b[2K", 3], // ESC itself takes none; "[2K" is printed text
  ])("%j takes %i columns", (text, width) => {
    expect(displayWidth(text)).toBe(width);
  });

  it.each([
    ["进度进度进度", 5, "进度…"],
    ["进度进度进度", 6, "进度…"],
    ["进度进度进度", 12, "进度进度进度"],
    ["abcdef", 4, "abc…"],
    ["abcdef", 0, ""],
  ])("cutToWidth(%j, %i) is %j: a wide character is never split", (text, width, cut) => {
    expect(cutToWidth(text, width)).toBe(cut);
    expect(displayWidth(cutToWidth(text, width))).toBeLessThanOrEqual(width);
  });
});
