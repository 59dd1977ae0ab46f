import { describe, expect, it } from "vitest";
import { gaussian } from "../../../bench/gate/draws.js";
import { mulberry32 } from "../../../src/rng.js";
import {
  hypergeometricPmf,
  meanOf,
  permutationBounds,
  stratifiedPermutation,
} from "../../../src/stats/comparisons.js";
import { harrellDavisSorted } from "../../../src/stats/quantiles.js";
import { stratifiedBootstrap } from "./bootstrap.js";

const mean = (s: ArrayLike<number>) => meanOf(s);
const p95 = (s: ArrayLike<number>) => harrellDavisSorted(s, 0.95);

describe("hypergeometricPmf", () => {
  // scipy.stats.hypergeom(M, n, N).pmf(k) with M = population, n = successes, N = draws.
  it.each([
    [1, 10, 4, 3, 0.5],
    [0, 10, 4, 3, 1 / 6],
    [3, 10, 4, 3, 1 / 30],
    [5, 20, 10, 10, 63504 / 184756],
    [0, 5, 0, 3, 1],
    [4, 10, 4, 3, 0], // more successes drawn than drawn
    [0, 10, 8, 3, 0], // fewer than the failures allow
  ])("P(K = %d | N %d, K %d, n %d) = %f", (k, N, K, n, expected) => {
    expect(hypergeometricPmf(k, N, K, n)).toBeCloseTo(expected, 9);
  });
  it("sums to 1", () => {
    let s = 0;
    for (let k = 0; k <= 100; k++) s += hypergeometricPmf(k, 200, 190, 100);
    expect(s).toBeCloseTo(1, 9);
  });
});

describe("stratifiedPermutation", () => {
  it("matches the exact permutation p-value: 1 of C(6,3) = 20 splits is as extreme", () => {
    const r = stratifiedPermutation([{ x: [1, 2, 3], y: [4, 5, 6] }], mean, {
      B: 20_000,
      seed: 3,
      scale: "difference",
    });
    expect(r.estimate).toBe(3);
    expect(r.pGreater).toBeGreaterThan(0.045);
    expect(r.pGreater).toBeLessThan(0.055);
    expect(r.pLess).toBe(1);
  });

  it.each([
    ["all equal: every shuffle ties, p = 1 both ways", [{ x: [5, 5, 5], y: [5, 5, 5] }], 1, 1],
    ["n = 1 a side: two splits, each as likely", [{ x: [1], y: [2] }], 0.5, 1],
    [
      "zero variance inside each task, tasks apart",
      [
        { x: [1, 1], y: [1, 1] },
        { x: [9, 9], y: [9, 9] },
      ],
      1,
      1,
    ],
  ])("%s", (_name, strata, pGreater, pLess) => {
    const r = stratifiedPermutation(strata, mean, { B: 4000, seed: 1, scale: "ratio" });
    expect(r.pGreater).toBeCloseTo(pGreater, 1);
    expect(r.pLess).toBeCloseTo(pLess, 1);
  });

  it("ties with the observed split count as extreme (the p-value is never below 1/(B+1))", () => {
    const r = stratifiedPermutation([{ x: [1, 2], y: [1, 2] }], mean, {
      B: 999,
      seed: 2,
      scale: "difference",
    });
    expect(r.estimate).toBe(0);
    expect(r.pGreater).toBeGreaterThan(0.5);
    expect(r.pLess).toBeGreaterThan(0.5);
    const apart = stratifiedPermutation(
      [{ x: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], y: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20] }],
      mean,
      {
        B: 999,
        seed: 2,
      },
    );
    expect(apart.pGreater).toBe(1 / 1000);
  });

  it("shuffles only within a task: a between-task difference is no evidence", () => {
    // The run ran the slow task more often; within each task nothing changed.
    const strata = [
      { x: [10, 11, 12, 13], y: [10, 11, 12, 13] },
      { x: [100, 101], y: [100, 101, 102, 103, 99, 98] },
    ];
    const r = stratifiedPermutation(strata, mean, { B: 2000, seed: 4 });
    expect(r.estimate).toBeGreaterThan(Math.log(1.5)); // the pooled mean moved a lot
    // …but every within-task shuffle moves it as much: no evidence of a change.
    expect(r.pGreater).toBeGreaterThan(0.2);
  });

  it("holds its level for a tail quantile at small n (log-normal σ 0.6, 5 tasks, n = 30 a side)", () => {
    const rng = mulberry32(21);
    const reps = 300;
    let rejections = 0;
    for (let i = 0; i < reps; i++) {
      const strata = [6, 8, 10, 12, 15].map((m) => ({
        x: Array.from({ length: 6 }, () => m * Math.exp(0.6 * gaussian(rng))),
        y: Array.from({ length: 6 }, () => m * Math.exp(0.6 * gaussian(rng))),
      }));
      if (stratifiedPermutation(strata, p95, { B: 199, seed: i }).pGreater <= 0.05) rejections++;
    }
    // Exact level 5%: 15 expected of 300; the binomial 99.9% upper bound is 29.
    expect(rejections).toBeLessThanOrEqual(29);
    expect(rejections).toBeGreaterThan(3);
  });

  it("detects a 2× slowdown of the tail quantile", () => {
    const rng = mulberry32(8);
    const strata = [6, 8, 10].map((m) => ({
      x: Array.from({ length: 40 }, () => m * Math.exp(0.3 * gaussian(rng))),
      y: Array.from({ length: 40 }, () => 2 * m * Math.exp(0.3 * gaussian(rng))),
    }));
    const r = stratifiedPermutation(strata, p95, { B: 999, seed: 1 });
    expect(r.estimate).toBeGreaterThan(Math.log(1.6));
    expect(r.pGreater).toBe(1 / 1000);
    expect(r.se).toBeGreaterThan(0);
  });
});

describe("permutationBounds: the test inverted", () => {
  /** Five tasks, log-normal σ 0.6, `n` sessions a side, the candidate `scale`× slower. */
  function draw(rng: () => number, n: number, scale = 1) {
    return [6, 8, 10, 12, 15].map((m) => ({
      x: Array.from({ length: n / 5 }, () => m * Math.exp(0.6 * gaussian(rng))),
      y: Array.from({ length: n / 5 }, () => scale * m * Math.exp(0.6 * gaussian(rng))),
    }));
  }

  it("its lower bound excludes 0 exactly when pGreater ≤ α, its upper bound exactly when pLess ≤ α", () => {
    const rng = mulberry32(5);
    let both = 0;
    for (let i = 0; i < 150; i++) {
      const t = stratifiedPermutation(draw(rng, 20, i % 3 === 0 ? 1.8 : 1), p95, {
        B: 199,
        seed: i,
        scale: "ratio",
      });
      const b = permutationBounds(t, 0.95);
      expect(b.lower > 0).toBe(t.pGreater <= 0.05);
      expect(b.upper < 0).toBe(t.pLess <= 0.05);
      expect(b.lower).toBeLessThanOrEqual(t.estimate);
      expect(b.upper).toBeGreaterThanOrEqual(t.estimate);
      if (b.lower > 0) both++;
    }
    expect(both).toBeGreaterThan(10); // the slower third rejects often: the equivalence was tested both ways
  });

  it("covers a known ratio at its level at 20 a side, where the percentile bootstrap does not", () => {
    const rng = mulberry32(33);
    const reps = 300;
    let permMiss = 0;
    let bootMiss = 0;
    const truth = Math.log(1.5);
    for (let i = 0; i < reps; i++) {
      const strata = draw(rng, 20, 1.5);
      const t = stratifiedPermutation(strata, p95, { B: 199, seed: i, scale: "ratio" });
      if (permutationBounds(t, 0.95).lower > truth) permMiss++;
      const b = stratifiedBootstrap(strata, p95, { B: 199, seed: i, scale: "ratio", confidence: 0.95 });
      if (b.lower > truth) bootMiss++;
    }
    // 5% expected of 300 = 15; the binomial 99.9% upper bound is 29. The bootstrap misses ~2× as often.
    expect(permMiss).toBeLessThanOrEqual(29);
    expect(bootMiss).toBeGreaterThan(permMiss);
  });

  it("is unbounded when B is too small to reach the level", () => {
    const t = stratifiedPermutation([{ x: [1, 2, 3], y: [4, 5, 6] }], mean, { B: 10, seed: 1 });
    expect(permutationBounds(t, 0.95)).toEqual({
      lower: Number.NEGATIVE_INFINITY,
      upper: Number.POSITIVE_INFINITY,
    });
  });
});
