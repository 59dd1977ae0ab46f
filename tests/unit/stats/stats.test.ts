import { describe, expect, it } from "vitest";
import { binomialCdf, gaussian } from "../../../bench/gate/draws.js";
import { mulberry32 } from "../../../src/rng.js";
import {
  fisherExact,
  hodgesLehmann,
  holm,
  newcombe,
  newcombePGreater,
  newcombePLess,
  wilson,
} from "../../../src/stats/comparisons.js";
import {
  betaInc,
  normalCdf,
  normalQuantile,
  studentTCdf,
  studentTQuantile,
} from "../../../src/stats/distributions.js";
import {
  harrellDavisSorted,
  minSamplesForQuantile,
  quantile,
  sortNumbers,
} from "../../../src/stats/quantiles.js";

// Reference values below come from scipy 1.17 (stats.norm, stats.t, special.betainc, mstats.hdquantiles,
// mannwhitneyu/wilcoxon with method="exact", fisher_exact) and from Newcombe (1998), Table II.

describe("seeded PRNG", () => {
  it("is reproducible per seed and differs across seeds", () => {
    const a = mulberry32(1);
    const b = mulberry32(1);
    const c = mulberry32(2);
    const xs = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(xs);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });
  it("draws standard normals (mean 0, sd 1 over 20k draws)", () => {
    const rng = mulberry32(7);
    const z = Array.from({ length: 20_000 }, () => gaussian(rng));
    const mean = z.reduce((s, v) => s + v, 0) / z.length;
    const sd = Math.sqrt(z.reduce((s, v) => s + (v - mean) ** 2, 0) / (z.length - 1));
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(sd - 1)).toBeLessThan(0.02);
  });
});

describe("distributions", () => {
  it.each([
    [0.5, 0],
    [0.9, 1.2815515655446004],
    [0.95, 1.6448536269514722],
    [0.975, 1.959963984540054],
    [0.999, 3.090232306167813],
    [1e-10, -6.361340902404056],
  ])("normalQuantile(%d) = %d", (p, z) => {
    expect(normalQuantile(p)).toBeCloseTo(z, 12);
  });
  it.each([
    [-8, 6.22096057427174e-16],
    [-3, 0.0013498980316300933],
    [0, 0.5],
    [1.96, 0.9750021048517795],
    [5, 0.9999997133484281],
  ])("normalCdf(%d) = %d (relative accuracy in the tails)", (z, p) => {
    expect(Math.abs(normalCdf(z) - p) / p).toBeLessThan(1e-10);
  });

  const tTable: Array<[number, number[]]> = [
    [1, [3.0776835371752544, 6.313751514675037, 12.706204736174694, 63.656741162871526, -31.82051595377396]],
    [2, [1.8856180831641272, 2.9199855803537242, 4.302652729749462, 9.924843200918287, -6.964556734283274]],
    [3, [1.637744353696209, 2.3533634348018233, 3.1824463052837078, 5.840909309733355, -4.5407028585681335]],
    [5, [1.4758840488244815, 2.0150483733330233, 2.5705818356363146, 4.032142983555228, -3.364929998907218]],
    [10, [1.372183641110336, 1.8124611228116756, 2.228138851986274, 3.16927267261695, -2.763769458112696]],
    [
      30,
      [1.3104150253913955, 1.697260886593957, 2.0422724563012378, 2.7499956535672254, -2.4572615424005915],
    ],
    [
      100,
      [1.290074761346516, 1.6602343260853392, 1.9839715185235518, 2.6258905214380173, -2.3642173662384818],
    ],
  ];
  it.each(tTable)("studentTQuantile, df=%d", (df, expected) => {
    [0.9, 0.95, 0.975, 0.995, 0.01].forEach((p, i) => {
      expect(studentTQuantile(p, df)).toBeCloseTo(expected[i], 9);
      expect(studentTCdf(expected[i], df)).toBeCloseTo(p, 12);
    });
  });

  it.each([
    [0.4, 2, 3, 0.5247999999999999],
    [0.45, 50, 70, 0.7717610017525626],
    [0.01, 0.5, 0.5, 0.06376856085851985],
  ])("betaInc(%d; %d, %d) = %d", (x, a, b, v) => {
    expect(betaInc(x, a, b)).toBeCloseTo(v, 12);
  });
  it.each([
    [3, 20, 0.3, 0.10708680450373087],
    [95, 100, 0.95, 0.5640186993142888],
    [20, 20, 0.3, 1],
    [-1, 20, 0.3, 0],
  ])("binomialCdf(%d; %d, %d) = %d", (k, n, p, v) => {
    expect(binomialCdf(k, n, p)).toBeCloseTo(v, 12);
  });
});

describe("quantiles", () => {
  const x = [3.1, 1.2, 5.5, 2.2, 8.9, 4.4, 7.0, 6.1, 2.9, 10.5, 0.7];
  it.each([
    [0, 0.7],
    [0.5, 4.4],
    [0.9, 8.9],
    [0.95, 9.7],
    [1, 10.5],
  ])("type 7 quantile(%d) = %d", (q, v) => {
    expect(quantile(x, q)).toBeCloseTo(v, 12);
  });
  it.each([
    [0.5, 4.4102997468901535],
    [0.9, 9.457756776330248],
    [0.95, 10.11315028849145],
  ])("Harrell-Davis quantile(%d) = %d", (q, v) => {
    expect(harrellDavisSorted(sortNumbers(x), q)).toBeCloseTo(v, 10);
  });

  it.each([
    [0.9, 0.95, 29],
    [0.95, 0.95, 59],
    [0.99, 0.95, 299],
    [0.9, 0.99, 44],
    [0.95, 0.99, 90],
    [0.99, 0.99, 459],
  ])("a finite upper bound on the %d-quantile at %d needs n ≥ %d", (q, c, n) => {
    expect(minSamplesForQuantile(q, c)).toBe(n);
    // The largest of n samples is above the q-quantile with probability 1 − qⁿ.
    expect(1 - q ** n).toBeGreaterThanOrEqual(c);
    expect(1 - q ** (n - 1)).toBeLessThan(c);
  });
});

/** All pairwise differences y_j − x_i, sorted: the brute-force definition. */
function differences(x: number[], y: number[]): number[] {
  return y.flatMap((b) => x.map((a) => b - a)).sort((p, q) => p - q);
}
function median(sorted: number[]): number {
  const n = sorted.length;
  return n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

describe("Hodges-Lehmann with Mann-Whitney interval (unpaired)", () => {
  const a = [1.83, 0.5, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.3];
  const b = [0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29];

  it("estimate is the median of all pairwise differences", () => {
    const hl = hodgesLehmann(b, a);
    expect(hl.estimate).toBeCloseTo(median(differences(b, a)), 9);
    expect(hl.exact).toBe(true);
  });
  it("p-value matches the exact Mann-Whitney test (scipy: 0.06796)", () => {
    expect(hodgesLehmann(b, a).pGreater(0)).toBeCloseTo(0.06795557383792677, 9);
  });
  it("bounds are order statistics of the differences, dual to the test", () => {
    const hl = hodgesLehmann(b, a, 0.95);
    const d = differences(b, a);
    expect(d.some((v) => Math.abs(v - hl.lower) < 1e-9)).toBe(true);
    expect(d.some((v) => Math.abs(v - hl.upper) < 1e-9)).toBe(true);
    // lower > t ⇔ the test rejects "shift ≤ t" at 5%
    for (const t of [-1, -0.5, -0.2, 0, 0.1, hl.lower - 1e-6, hl.lower + 1e-6, 0.5, 1]) {
      expect(hl.lower > t).toBe(hl.pGreater(t) <= 0.05);
      expect(hl.upper < t).toBe(hl.pLess(t) <= 0.05);
    }
  });
  it("normal approximation for large samples agrees with the brute force rank index", () => {
    const rng = mulberry32(3);
    const x = Array.from({ length: 180 }, () => gaussian(rng));
    const y = Array.from({ length: 150 }, () => gaussian(rng) + 0.3);
    const hl = hodgesLehmann(x, y, 0.95);
    expect(hl.exact).toBe(false);
    const d = differences(x, y);
    expect(hl.estimate).toBeCloseTo(median(d), 9);
    const mu = (180 * 150) / 2;
    const sd = Math.sqrt((180 * 150 * (180 + 150 + 1)) / 12);
    const k = Math.floor(mu - 1.6448536269514722 * sd + 0.5);
    expect(hl.lower).toBeCloseTo(d[k - 1], 9);
    expect(hl.upper).toBeCloseTo(d[d.length - k], 9);
  });
  it("is unbounded when the samples are too small for the confidence", () => {
    const hl = hodgesLehmann([1, 2], [3], 0.95);
    expect(hl.lower).toBe(Number.NEGATIVE_INFINITY);
    expect(hl.upper).toBe(Number.POSITIVE_INFINITY);
  });
  it("covers the true shift in about 95% of samples", () => {
    const rng = mulberry32(11);
    let covered = 0;
    const trials = 400;
    for (let t = 0; t < trials; t++) {
      const x = Array.from({ length: 30 }, () => gaussian(rng));
      const y = Array.from({ length: 25 }, () => gaussian(rng) + 0.5);
      if (hodgesLehmann(x, y, 0.95).lower <= 0.5) covered++;
    }
    expect(covered / trials).toBeGreaterThan(0.92);
    expect(covered / trials).toBeLessThan(0.98);
  });
});

describe("proportions", () => {
  it.each([
    // Newcombe (1998) Table I, Wilson score interval
    [81, 263, [0.2553, 0.3662]],
    [15, 148, [0.0624, 0.1605]],
    [0, 20, [0, 0.1611]],
    [1, 29, [0.0061, 0.1718]],
  ])("wilson(%d/%d) ≈ %j", (x, n, [lo, hi]) => {
    const [l, u] = wilson(x, n, 1.959963984540054);
    expect(l).toBeCloseTo(lo, 4);
    expect(u).toBeCloseTo(hi, 4);
  });
  it.each([
    // Newcombe (1998) Table II, method 10
    [56, 70, 48, 80, [0.0524, 0.3339]],
    [9, 10, 3, 10, [0.1705, 0.809]],
    [6, 7, 2, 7, [0.0582, 0.8062]],
    [5, 56, 0, 29, [-0.0381, 0.1926]],
    [10, 10, 0, 20, [0.6791, 1]],
    [0, 10, 0, 20, [-0.1611, 0.2775]],
  ])("newcombe(%d/%d − %d/%d) ≈ %j", (x1, n1, x2, n2, [lo, hi]) => {
    const [l, u] = newcombe(x1, n1, x2, n2, 1.959963984540054);
    expect(l).toBeCloseTo(lo, 4);
    expect(u).toBeCloseTo(hi, 4);
  });
  it("Newcombe p-values are dual to the one-sided bounds", () => {
    const z = normalQuantile(0.95);
    const [lo, hi] = newcombe(80, 100, 95, 100, z);
    for (const m of [-0.3, -0.2, hi - 1e-6, hi + 1e-6, 0]) {
      expect(hi < m).toBe(newcombePLess(80, 100, 95, 100, m) < 0.05);
    }
    for (const m of [-0.3, lo - 1e-6, lo + 1e-6, 0]) {
      expect(lo > m).toBe(newcombePGreater(80, 100, 95, 100, m) < 0.05);
    }
  });
  it.each([
    [[8, 2, 1, 5], "two-sided", 0.034965034965034975],
    [[8, 2, 1, 5], "greater", 0.024475524475524483],
    [[8, 2, 1, 5], "less", 0.9991258741258742],
    [[30, 70, 10, 90], "greater", 0.0003252053538017104],
  ] as const)("fisherExact(%j, %s) = %d", (t, alt, p) => {
    expect(fisherExact(t[0], t[1], t[2], t[3], alt)).toBeCloseTo(p, 12);
  });
});

describe("Holm and planning", () => {
  it.each([
    [
      [0.01, 0.04, 0.03],
      [0.03, 0.06, 0.06],
    ],
    [[0.5], [0.5]],
    [
      [0.001, 0.2, 0.01, 0.04],
      [0.004, 0.2, 0.03, 0.08],
    ],
  ])("holm(%j) = %j", (p, adj) => {
    for (const [i, v] of holm(p).entries()) expect(v).toBeCloseTo(adj[i], 12);
  });
});
