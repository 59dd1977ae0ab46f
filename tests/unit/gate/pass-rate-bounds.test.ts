/**
 * The pass-rate rule's shown bounds come from the test that decides: read at the (family-adjusted)
 * p the gate decided with, they exclude "no change" exactly when the rule is significant — never
 * Newcombe bounds excluding 0 beside "not yet significant (p = 0.11)" from a Fisher test. And the
 * rule's false fails on identical pass rates stay within α.
 */
import { describe, expect, it } from "vitest";
import {
  ALPHA,
  boundsExclude,
  countBound,
  outcomes,
  PASS_RATE_CLAIM,
  passRateCheck,
  passRateOnIdenticalRates,
} from "../../../bench/gate/properties.js";
import type { RegressionConfig } from "../../../src/gate/types.js";
import { newcombe, twoProportionTest } from "../../../src/stats/comparisons.js";
import { normalQuantile } from "../../../src/stats/distributions.js";
import { reasonOf } from "../../support/reasons.js";

describe("pass-rate bounds agree with the decision", () => {
  // [run passed/n, baseline passed/n]
  const cases: { name: string; run: [number, number]; base: [number, number]; status: string }[] = [
    { name: "a clear drop fails, its bounds below 0", run: [14, 20], base: [20, 20], status: "fail" },
    { name: "no change passes", run: [19, 20], base: [19, 20], status: "pass" },
    // Beyond the tolerance, p just above 2α: within noise, no warning.
    { name: "a drop at the edge of significance", run: [7, 10], base: [10, 10], status: "noise" },
    { name: "a small drop at CI sizes", run: [16, 20], base: [19, 20], status: "noise" },
    { name: "a suggestive drop at CI sizes", run: [15, 20], base: [19, 20], status: "warn" },
    { name: "a large sample, a real drop", run: [80, 100], base: [95, 100], status: "fail" },
    { name: "an improvement passes", run: [20, 20], base: [15, 20], status: "pass" },
  ];
  it.each(cases)("$name: bounds exclude 0 ⇔ p ≤ α ⇔ FAIL", ({ run, base, status }) => {
    const c = passRateCheck(outcomes(run[0], run[1]), outcomes(base[0], base[1]));
    const significant = (c.p_value as number) <= ALPHA;
    expect(boundsExclude(c)).toBe(significant);
    expect(c.status === "fail").toBe(significant && c.facts.params.beyond === true);
    if (status === "noise") expect(c.facts.key).toBe("regression.noise");
    else if (status !== "pass") expect(c.status).toBe(status);
    // Beyond the tolerance without failing, it warns only on suggestive evidence (p ≤ 2α).
    if (c.facts.params.beyond === true && !significant)
      expect(c.status).toBe((c.p_value as number) <= 2 * ALPHA ? "warn" : "pass");
    // report.json's interval is the same pair the reason prints
    expect(c.interval).toEqual([c.facts.params.lower, c.facts.params.upper]);
  });

  it("where Fisher's p is not significant, Newcombe's nominal bounds would say otherwise; the shown ones do not", () => {
    // Find the shape: nominal Newcombe bounds below 0 beside a Fisher p above α.
    let found: [number, number] | null = null;
    for (let n = 6; n <= 20 && !found; n++)
      for (let x = n - 1; x >= 0 && !found; x--) {
        const [, upper] = newcombe(x, n, n, n, normalQuantile(1 - ALPHA));
        if (upper < 0 && twoProportionTest(x, n, n, n, "less").p > ALPHA) found = [x, n];
      }
    expect(found).not.toBeNull();
    const [x, n] = found as [number, number];
    const c = passRateCheck(outcomes(x, n), outcomes(n, n));
    expect(c.status).toBe("warn");
    expect(c.p_value).toBeGreaterThan(ALPHA);
    expect(boundsExclude(c)).toBe(false);
    expect(reasonOf(c)).toMatch(/not yet significant/);
    expect(reasonOf(c)).toMatch(/one-sided bounds \[−[\d.]+ points, \+[\d.]+ points\]/);
  });

  it("calibration: identical pass rates fail at most α-ish, and bounds and decision agree on every case (300 runs; 1200 in bench:gate)", () => {
    // 3 rates × 4 sizes × 25 seeds; the bound is the full-size claim's (≤ 6.5% of 1200) at 300 runs.
    const r = passRateOnIdenticalRates(25);
    expect(r.runs).toBe(300);
    expect(r.disagreements).toEqual([]);
    expect(r.fails).toBeLessThanOrEqual(countBound(PASS_RATE_CLAIM, r.runs));
    expect(r.significant).toBe(r.fails);
  });

  it("with a second gated rule the family's adjusted p decides, and the bounds follow it", () => {
    // A latency rule beside it: continuous, so the family charges it its full threshold.
    const config: RegressionConfig = {
      metrics: {
        pass_rate: { max_decrease: 0 },
        e2e_ms: { max_increase: "10%" },
        error_rate: { max_increase: 0 },
      },
      new_error_buckets: "ignore",
    };
    let disagreements = 0;
    let adjustedAway = 0;
    for (let passed = 60; passed <= 100; passed++) {
      for (const errored of [0, 3, 8]) {
        if (passed + errored > 100) continue;
        const run = outcomes(passed, 100, errored);
        const c = passRateCheck(run, outcomes(95, 100), config);
        const raw = twoProportionTest(passed, 100, 95, 100, "less").p;
        if (raw <= ALPHA && (c.p_value as number) > ALPHA) adjustedAway++;
        if (boundsExclude(c) !== (c.p_value as number) <= ALPHA) disagreements++;
      }
    }
    expect(disagreements).toBe(0);
    // the family did move some decisions, and the bounds moved with them
    expect(adjustedAway).toBeGreaterThan(0);
  });
});
