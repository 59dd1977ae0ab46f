/**
 * A Monte-Carlo claim at test size: the count bound with the same false-alarm chance as the claim's
 * own bound at full size (bench/gate/properties.ts), so a smaller sample is not a looser claim.
 */
import { describe, expect, it } from "vitest";
import { binomialCdf } from "../../../bench/gate/draws.js";
import {
  countBound,
  FAMILY_CLAIMS,
  meets,
  PASS_RATE_CLAIM,
  type RateClaim,
} from "../../../bench/gate/properties.js";

const upperTail = (k: number, n: number, p: number) => 1 - binomialCdf(k, n, p);
const lowerTail = (k: number, n: number, p: number) => binomialCdf(k - 1, n, p);
const tailOf = (c: RateClaim, k: number, n: number) =>
  c.op === "≤" ? upperTail(k, n, c.expected) : lowerTail(k, n, c.expected);

describe("countBound: a claim's bound at another size", () => {
  // [claim, draws, count bound]
  const cases: Array<[name: string, claim: RateClaim, draws: number, bound: number]> = [
    ["at full size: the claim's own number (≤ 6.5% of 1200)", PASS_RATE_CLAIM, 1200, 78],
    ["at full size: ≥ 4.4% of 10 000", FAMILY_CLAIMS.discreteSpendsLow, 10_000, 440],
    ["at full size: ≤ 5.6% of 10 000", FAMILY_CLAIMS.discreteSpendsHigh, 10_000, 560],
    ["a quarter of the runs: ≤ 8.3% of 300", PASS_RATE_CLAIM, 300, 25],
    ["3000 draws: ≥ 3.9%", FAMILY_CLAIMS.discreteSpendsLow, 3000, 118],
    ["3000 draws: ≤ 6.2%", FAMILY_CLAIMS.discreteSpendsHigh, 3000, 185],
    ["3000 draws: Holm ≤ 4.5%", FAMILY_CLAIMS.holmLeavesUnspent, 3000, 134],
    ["1500 draws: ≥ 3.6%", FAMILY_CLAIMS.threeContinuousLow, 1500, 54],
    ["1500 draws: ≤ 6.2%", FAMILY_CLAIMS.threeContinuousHigh, 1500, 93],
  ];
  it.each(cases)("%s", (_name, claim, draws, bound) => {
    expect(countBound(claim, draws)).toBe(bound);
  });

  it.each(cases)(
    "%s: the tightest count whose false-alarm chance is no larger than at full size",
    (_n, claim, draws) => {
      const full = tailOf(claim, countBound(claim, claim.draws), claim.draws);
      const k = countBound(claim, draws);
      expect(tailOf(claim, k, draws)).toBeLessThanOrEqual(full);
      // one count tighter would alarm more often than the full-size claim does
      expect(tailOf(claim, claim.op === "≤" ? k - 1 : k + 1, draws)).toBeGreaterThan(full);
    },
  );

  it("meets: the count on the right side of the bound", () => {
    expect(meets(PASS_RATE_CLAIM, 25, 300)).toBe(true);
    expect(meets(PASS_RATE_CLAIM, 26, 300)).toBe(false);
    expect(meets(FAMILY_CLAIMS.discreteSpendsLow, 118, 3000)).toBe(true);
    expect(meets(FAMILY_CLAIMS.discreteSpendsLow, 117, 3000)).toBe(false);
  });
});
