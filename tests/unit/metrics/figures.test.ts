import { describe, expect, it } from "vitest";
import { Figures, figureOf, figureSummary, sessionSample } from "../../../src/metrics/figures.js";
import { session } from "../../support/run-fixtures.js";

describe("figureSummary: one estimator for every figure", () => {
  it("Harrell-Davis percentiles = scipy mstats.hdquantiles", () => {
    const s = figureSummary([3.1, 1.2, 5.5, 2.2, 9.8, 4.4, 7.7, 6.1, 2.9, 8.8])!;
    expect(s.p50).toBeCloseTo(4.9, 3);
    expect(s.p90).toBeCloseTo(9.204, 3);
    expect(s.p95).toBeCloseTo(9.584, 3);
    expect(s.p99).toBeCloseTo(9.771, 3);
    expect([s.count, s.min, s.max, s.mean]).toEqual([10, 1.2, 9.8, 5.17]);
  });
  it.each([
    ["n = 1", [42], 42],
    ["all equal", [5, 5, 5, 5], 5],
  ])("%s: every percentile is the value", (_n, values, v) => {
    const s = figureSummary(values)!;
    expect([s.p50, s.p90, s.p95, s.p99]).toEqual([v, v, v, v]);
  });
  it("no samples (or only non-samples: NaN, negative, infinite): no summary", () => {
    expect(figureSummary([])).toBeNull();
    expect(figureSummary([Number.NaN, -1, Number.POSITIVE_INFINITY])).toBeNull();
  });
  it("a regression statistic's figure is the summary's value under that name", () => {
    const values = Array.from({ length: 37 }, (_, i) => 100 + ((i * 7919) % 101) * 3.3);
    const f = new Figures(values);
    const s = f.summary()!;
    for (const k of ["p50", "p90", "p95", "p99", "mean"] as const) expect(figureOf(f.sorted, k)).toBe(s[k]);
    expect(f.percentile(95)).toBe(s.p95);
  });
  it("above 5000 samples: type-7 interpolation", () => {
    const values = Array.from({ length: 5001 }, (_, i) => i);
    expect(figureSummary(values)!.p95).toBe(4750);
  });
});

describe("sessionSample: which sessions count", () => {
  it.each([
    ["passed", session({ status: "passed", e2e_ms: 900 }), 900],
    ["failed", session({ status: "failed", e2e_ms: 800 }), 800],
    [
      "errored (a crash still kept its user waiting)",
      session({ status: "errored", bucket: "env_start", e2e_ms: 60_000 }),
      60_000,
    ],
    ["timed out", session({ status: "errored", bucket: "agent_timeout", e2e_ms: 30_000 }), 30_000],
    ["interrupted (counted apart)", session({ status: "errored", bucket: "interrupted", e2e_ms: 5 }), null],
    ["warm-up (never judged)", session({ warmup: true, e2e_ms: 5 }), null],
  ])("%s", (_name, s, expected) => {
    expect(sessionSample(s, "e2e_ms")).toBe(expected);
  });
  it("a session without the measurement adds nothing", () => {
    expect(sessionSample(session({ ttft_ms: null }), "ttft_ms")).toBeNull();
  });
});
