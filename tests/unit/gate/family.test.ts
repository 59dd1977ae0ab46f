import { describe, expect, it } from "vitest";
import {
  countBound,
  FAMILY_CLAIMS,
  familyOfThreeContinuous,
  familyWithDiscreteRule,
} from "../../../bench/gate/properties.js";
import { decideFamily, type FamilyMember } from "../../../src/gate/family.js";

const cont = (p: number, beyond = true): FamilyMember => ({ p, beyond });
const discrete = (p: number, sizeAt: (c: number) => number, beyond = true): FamilyMember => ({
  p,
  beyond,
  sizeAt,
});

describe("decideFamily: closed testing with exact charges for discrete rules", () => {
  const cases: Array<[name: string, members: FamilyMember[], fails: boolean[], adjusted: number[]]> = [
    ["one rule: its own level", [cont(0.049)], [true], [0.049]],
    ["one rule above α", [cont(0.051)], [false], [0.051]],
    // Holm (1979): p = 0.03, 0.2 → adjusted 0.06, 0.2.
    ["two continuous: Holm", [cont(0.03), cont(0.2)], [false, false], [0.06, 0.2]],
    // Holm step-down: 0.01 ≤ 0.025 rejects, then 0.04 ≤ 0.05.
    ["step-down", [cont(0.01), cont(0.04)], [true, true], [0.02, 0.04]],
    ["three continuous", [cont(0.01), cont(0.02), cont(0.03)], [true, true, true], [0.03, 0.04, 0.04]],
    // A rule within its tolerance cannot fail, but it is in the family: it still takes its share.
    [
      "not beyond: never fails, still shares α",
      [cont(0.03), cont(0.001, false)],
      [false, false],
      [0.06, 0.002],
    ],
    // A discrete rule that can never fail under "no change" costs nothing.
    ["idle discrete rule", [cont(0.049), discrete(0.5, () => 0)], [true, false], [0.049, 0.5]],
    // sizeAt(c) = c/2: the common threshold solves c + c/2 = α → c = 1/30.
    [
      "half-sized discrete rule, just inside",
      [cont(0.033), discrete(0.5, (c) => c / 2)],
      [true, false],
      [0.0495, 0.5],
    ],
    [
      "half-sized discrete rule, just outside",
      [cont(0.034), discrete(0.5, (c) => c / 2)],
      [false, false],
      [0.051, 0.5],
    ],
    [
      "both discrete, both idle",
      [discrete(0.04, () => 0), discrete(0.04, () => 0)],
      [true, true],
      [0.04, 0.04],
    ],
  ];
  it.each(cases)("%s", (_name, members, fails, adjusted) => {
    const d = decideFamily(members, 0.05);
    expect(d.map((x) => x.fails)).toEqual(fails);
    for (const [i, x] of d.entries()) expect(x.adjusted).toBeCloseTo(adjusted[i], 3);
  });

  it("empty family", () => {
    expect(decideFamily([], 0.05)).toEqual([]);
  });

  it("a liberal discrete test is charged what it really spends, even above c", () => {
    // sizeAt(c) = 1.5c: c + 1.5c ≤ α → c = 0.02.
    const d = decideFamily([cont(0.021), discrete(0.9, (c) => 1.5 * c)], 0.05);
    expect(d[0].fails).toBe(false);
    expect(decideFamily([cont(0.019), discrete(0.9, (c) => 1.5 * c)], 0.05)[0].fails).toBe(true);
  });

  it("beyond seven rules: plain Holm", () => {
    const members = Array.from({ length: 8 }, (_, i) => cont(i === 0 ? 0.006 : 0.5));
    const d = decideFamily(members, 0.05);
    expect(d[0].fails).toBe(true); // 8 × 0.006 = 0.048
    expect(d[0].adjusted).toBeCloseTo(0.048, 6);
  });

  // Monte-Carlo at test size; bench:gate runs the same draws at 10 000 (bench/gate/properties.ts).
  // Each bound is the full-size claim's with the same false-alarm chance at the smaller size.
  it("spends α exactly under the null: a continuous test beside a discrete one that can fail 1% of the time (3000 draws)", () => {
    // The discrete test's p is 0.01 with chance 0.01, else 1: it can fail only then. The common
    // threshold is c = α − 0.01 = 0.04, so the family fails with chance 0.04 + 0.01·0.96 ≈ 0.0496.
    const r = familyWithDiscreteRule(3000);
    expect(r.fails).toBeGreaterThanOrEqual(countBound(FAMILY_CLAIMS.discreteSpendsLow, r.draws));
    expect(r.fails).toBeLessThanOrEqual(countBound(FAMILY_CLAIMS.discreteSpendsHigh, r.draws));
    // Plain Holm leaves about a third of α unspent here.
    expect(r.holmFails).toBeLessThanOrEqual(countBound(FAMILY_CLAIMS.holmLeavesUnspent, r.draws));
  });

  it("three independent continuous rules under the null: family-wise false fails ≤ α (1500 draws)", () => {
    // 1 − (1 − α/3)³ = 0.0492 for independent rules.
    const r = familyOfThreeContinuous(1500);
    expect(r.fails).toBeGreaterThanOrEqual(countBound(FAMILY_CLAIMS.threeContinuousLow, r.draws));
    expect(r.fails).toBeLessThanOrEqual(countBound(FAMILY_CLAIMS.threeContinuousHigh, r.draws));
  });
});
