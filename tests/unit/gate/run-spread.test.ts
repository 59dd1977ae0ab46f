/**
 * The run-to-run spread prior widens the shown bounds as it widens the test: against a one-run baseline
 * the interval excludes "no change" only when the prior's p-value does, so a WARN "not yet significant"
 * never stands next to bounds that say it is.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priorTest, RUN_SPREAD_PRIOR } from "../../../src/gate/run-spread.js";
import { normalCdf, normalQuantile } from "../../../src/stats/distributions.js";

const session = (estimate: number, se: number) => {
  const q = normalQuantile(0.95) * se;
  const z = estimate / se;
  return {
    estimate,
    se,
    lower: estimate - q,
    upper: estimate + q,
    pUp: 1 - normalCdf(z),
    pDown: normalCdf(z),
    method: "m",
  };
};

describe("priorTest", () => {
  it("a 1.2× p50 on tight sessions: the session bounds exclude 1×, the prior's do not, and p says the same", () => {
    const { comparison: c, spread } = priorTest(session(Math.log(1.2), 0.03), 1, 0.95);
    expect(session(Math.log(1.2), 0.03).lower).toBeGreaterThan(0);
    expect(c.lower).toBeLessThan(0);
    expect(c.pUp).toBeGreaterThan(0.05);
    expect(spread).toEqual({ source: "prior", sigma: RUN_SPREAD_PRIOR, runs: 1 });
  });

  it("a 2× p50: bounds and p both exclude no change", () => {
    const { comparison: c } = priorTest(session(Math.log(2), 0.05), 1, 0.95);
    expect(c.lower).toBeGreaterThan(0);
    expect(c.pUp).toBeLessThan(0.05);
  });

  it("over random comparisons: the lower bound excludes no change exactly when both tests do", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1, max: 1.5, noNaN: true }),
        fc.double({ min: 0.005, max: 0.5, noNaN: true }),
        fc.constantFrom(0.9, 0.95, 0.99),
        (estimate, se, confidence) => {
          const s = session(estimate, se);
          const { comparison: c } = priorTest(s, 1, confidence);
          const alpha = 1 - confidence;
          const sessionSays = s.lower > 0;
          const priorSays = 1 - normalCdf(estimate / Math.sqrt(2 * RUN_SPREAD_PRIOR ** 2 + se * se)) < alpha;
          expect(c.lower > 0).toBe(sessionSays && priorSays);
          expect(c.upper).toBeGreaterThanOrEqual(s.upper);
          expect(c.pUp).toBeGreaterThanOrEqual(s.pUp);
        },
      ),
      { seed: 20, numRuns: 2000 },
    );
  });
});
