/**
 * The statistics the regression gate decides with, against reference values: scipy 1.17
 * (mannwhitneyu asymptotic with continuity and tie correction, fisher_exact, mstats.hdquantiles,
 * norm.ppf) and, for the van Elteren statistic, a direct numpy transcription of Lehmann's formula.
 */
import { describe, expect, it } from "vitest";
import {
  meanOf,
  sessionsToDecide,
  stratifiedShift,
  twoProportionTest,
} from "../../../src/stats/comparisons.js";
import { harrellDavisSorted, sortNumbers } from "../../../src/stats/quantiles.js";
import { stratifiedBootstrap } from "./bootstrap.js";

describe("stratifiedShift (Hodges-Lehmann with the van Elteren test)", () => {
  const tied = { x: [1, 2, 2, 3, 4, 4, 4, 6], y: [2, 4, 5, 5, 6, 7, 7, 8, 9] };
  const cases: Array<
    [name: string, strata: Array<{ x: number[]; y: number[] }>, pGreater: number, pLess?: number]
  > = [
    // One stratum with ties: the normal approximation equals scipy's asymptotic Mann-Whitney.
    [
      "one stratum with ties = scipy mannwhitneyu (asymptotic)",
      [tied],
      0.008598664418157164,
      0.9934254413345515,
    ],
    [
      "two strata = van Elteren by the textbook formula",
      [
        { x: [10, 12, 11, 14, 13], y: [13, 15, 14, 16, 12, 17] },
        { x: [30, 35, 33, 31], y: [34, 38, 36, 33, 40] },
      ],
      0.004657400196391391,
    ],
  ];
  it.each(cases)("%s", (_name, strata, pGreater, pLess) => {
    const t = stratifiedShift(strata);
    expect(t.pGreater(0)).toBeCloseTo(pGreater, 10);
    if (pLess !== undefined) expect(t.pLess(0)).toBeCloseTo(pLess, 10);
    expect(t.lower).toBeLessThan(t.estimate);
    expect(t.upper).toBeGreaterThan(t.estimate);
  });

  it("the estimate zeroes the statistic: a pure shift per stratum is recovered exactly", () => {
    const x1 = [1, 3, 4, 8, 9];
    const x2 = [100, 104, 107, 111];
    const t = stratifiedShift([
      { x: x1, y: x1.map((v) => v + 2.5) },
      { x: x2, y: x2.map((v) => v + 2.5) },
    ]);
    expect(t.estimate).toBeCloseTo(2.5, 8);
    expect(t.pGreater(2.5)).toBeGreaterThan(0.3);
  });

  it("task-to-task spread is not noise: stratified is far more significant than pooled", () => {
    const strata = [0, 5, 10].map((base) => ({
      x: [0.1, 0.4, 0.2, 0.5, 0.3].map((v) => base + v),
      y: [0.3, 0.6, 0.4, 0.7, 0.5].map((v) => base + v),
    }));
    const pooled = stratifiedShift([{ x: strata.flatMap((s) => s.x), y: strata.flatMap((s) => s.y) }]);
    expect(stratifiedShift(strata).pGreater(0)).toBeLessThan(0.01);
    expect(pooled.pGreater(0)).toBeGreaterThan(0.1);
  });

  it.each([
    ["all-equal samples (zero variance)", [{ x: [5, 5, 5, 5], y: [5, 5, 5] }]],
    ["n = 1 on each side", [{ x: [3], y: [3] }]],
  ])("%s: no evidence of change", (_name, strata) => {
    const t = stratifiedShift(strata);
    expect(t.estimate).toBeCloseTo(0, 9);
    expect(t.pGreater(0)).toBeGreaterThanOrEqual(0.5);
    expect(t.pLess(0)).toBeGreaterThanOrEqual(0.5);
  });

  it("refuses strata without samples on both sides", () => {
    expect(() => stratifiedShift([{ x: [], y: [1] }])).toThrow(/both sides/);
  });
});

describe("stratifiedBootstrap", () => {
  const hd95 = (s: Float64Array) => harrellDavisSorted(sortNumbers(s), 0.95);
  it("a pure scaling within every task is exact on the ratio scale", () => {
    const strata = [
      { x: [1, 2, 3, 4, 5, 6], y: [1.3, 2.6, 3.9, 5.2, 6.5, 7.8] },
      { x: [10, 20, 30], y: [13, 26, 39] },
    ];
    const b = stratifiedBootstrap(strata, hd95, { B: 200, seed: 3 });
    expect(Math.exp(b.estimate)).toBeCloseTo(1.3, 10);
  });
  it("all-equal samples: every replicate equals the estimate, se 0", () => {
    const b = stratifiedBootstrap([{ x: [7, 7, 7, 7], y: [7, 7, 7] }], meanOf, { B: 100 });
    expect(b.estimate).toBe(0);
    expect(b.se).toBe(0);
    expect(b.lower).toBe(0);
    expect(b.upper).toBe(0);
  });
  it("is reproducible for a seed and keeps each task's count", () => {
    const strata = [{ x: [1, 5, 2, 8, 3], y: [2, 6, 1, 9, 4] }];
    const a = stratifiedBootstrap(strata, meanOf, { B: 300, seed: 9 });
    const b = stratifiedBootstrap(strata, meanOf, { B: 300, seed: 9 });
    expect([...a.replicates]).toEqual([...b.replicates]);
    expect(a.se).toBeGreaterThan(0);
  });
});

describe("twoProportionTest", () => {
  const cases: Array<[x1: number, n1: number, x2: number, n2: number, p: number, method: RegExp]> = [
    [44, 50, 49, 50, 0.05587480885907363, /Fisher/],
    [45, 50, 50, 50, 0.028142247214412164, /Fisher/],
    [42, 50, 48, 50, 0.045823577644066665, /Fisher/],
  ];
  it.each(cases)("%i/%i vs %i/%i (less): p = %d (scipy fisher_exact)", (x1, n1, x2, n2, p, method) => {
    const r = twoProportionTest(x1, n1, x2, n2, "less");
    expect(r.p).toBeCloseTo(p, 10);
    expect(r.method).toMatch(method);
  });
  it("large counts use the Newcombe score test, which agrees in direction", () => {
    const r = twoProportionTest(80, 100, 95, 100, "less");
    expect(r.method).toMatch(/Newcombe/);
    expect(r.p).toBeLessThan(0.01);
    expect(twoProportionTest(95, 100, 95, 100, "less").p).toBeGreaterThan(0.4);
  });
});

describe("sessionsToDecide (power calculation)", () => {
  const cases: Array<[name: string, input: Parameters<typeof sessionsToDecide>[0], expected: number | null]> =
    [
      // n' = n·se²·((z.95 + z.80) / effect)² = 111.286 (scipy norm.ppf) → 112.
      ["the textbook formula", { n: 50, effect: 0.2, se: 0.12, alpha: 0.05, minimum: 20 }, 112],
      [
        "never below the rule's minimum (p95: 59)",
        { n: 20, effect: 1, se: 0.1, alpha: 0.05, minimum: 59 },
        59,
      ],
      [
        "always more than the sessions already run",
        { n: 80, effect: 1, se: 0.01, alpha: 0.05, minimum: 20 },
        81,
      ],
      ["a tiny effect is capped, finite", { n: 50, effect: 1e-12, se: 0.12, alpha: 0.05, minimum: 20 }, 1e6],
      [
        "run-to-run variance larger than the effect allows: undecidable",
        { n: 50, effect: 0.1, se: 0.1, alpha: 0.05, minimum: 20, between: 0.01 },
        null,
      ],
      [
        "no spread estimate: undecidable",
        { n: 50, effect: 0.1, se: Number.NaN, alpha: 0.05, minimum: 20 },
        null,
      ],
    ];
  it.each(cases)("%s", (_name, input, expected) => {
    const n = sessionsToDecide(input);
    expect(n).toBe(expected);
    if (n !== null) expect(Number.isInteger(n)).toBe(true);
  });
});
