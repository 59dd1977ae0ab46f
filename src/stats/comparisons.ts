/**
 * Comparing two samples for gates at small n (20–2000 sessions): Hodges-Lehmann shifts with
 * Mann-Whitney intervals (Hollander & Wolfe), proportions (Newcombe 1998, method 10), Fisher's exact
 * test, Holm's adjustment, and stratified permutation tests by task. Pure and deterministic given a
 * seed, so a verdict can be reproduced. What only benchmarks and tests use lives in bench/gate/draws.ts.
 */
import { mulberry32 } from "../rng.js";
import { logChoose, normalCdf, normalQuantile } from "./distributions.js";
import { sortNumbers } from "./quantiles.js";

// ---------------------------------------------------------------------------------------------
// Rank-based shift estimates: Hodges-Lehmann with Mann-Whitney intervals

/** Distribution of the Mann-Whitney U (no ties): coefficients of the Gaussian binomial [m+n choose m]_q. */
function mannWhitneyCdfTable(m: number, n: number): Float64Array {
  const [small, big] = m < n ? [m, n] : [n, m];
  const deg = small * big;
  const c = new Float64Array(deg + 1);
  c[0] = 1;
  // prod_{i=1..small} (1 - q^{big+i}) / (1 - q^i): multiply then divide, lowest degrees stay exact.
  for (let i = 1; i <= small; i++) {
    for (let k = deg; k >= big + i; k--) c[k] -= c[k - big - i];
    for (let k = i; k <= deg; k++) c[k] += c[k - i];
  }
  const total = Math.exp(logChoose(m + n, m));
  let acc = 0;
  for (let k = 0; k <= deg; k++) {
    acc += c[k];
    c[k] = Math.min(1, acc / total);
  }
  return c;
}

/** The null distribution of a rank statistic: exact for small samples, normal beyond. */
interface RankNull {
  /** Number of pairwise differences or Walsh averages. */
  count: number;
  /** P(S ≤ s). */
  cdf(s: number): number;
  exact: boolean;
}

const EXACT_MWU_MAX = 20_000;

// Gates call these with the same few sizes over and over; the exact tables are worth keeping.
const tableCache = new Map<string, Float64Array>();
function cachedTable(key: string, make: () => Float64Array): Float64Array {
  let t = tableCache.get(key);
  if (!t) {
    if (tableCache.size >= 32) tableCache.delete(tableCache.keys().next().value!);
    t = make();
    tableCache.set(key, t);
  }
  return t;
}

function mannWhitneyNull(m: number, n: number): RankNull {
  const count = m * n;
  if (count <= EXACT_MWU_MAX) {
    const table = cachedTable(`u:${Math.min(m, n)}:${Math.max(m, n)}`, () => mannWhitneyCdfTable(m, n));
    return { count, exact: true, cdf: (s) => (s < 0 ? 0 : s >= count ? 1 : table[Math.floor(s)]) };
  }
  const mu = count / 2;
  const sd = Math.sqrt((m * n * (m + n + 1)) / 12);
  return { count, exact: false, cdf: (s) => normalCdf((Math.floor(s) + 0.5 - mu) / sd) };
}

/** Largest k (1-based) with P(S ≤ k−1) ≤ α: the k-th smallest difference is a one-sided (1−α) lower bound. 0 = none. */
function criticalRank(nul: RankNull, alpha: number): number {
  let lo = 0;
  let hi = nul.count;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (nul.cdf(mid - 1) <= alpha) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** How many of a set of pairwise values are ≤ t (or < t), in O(n) on sorted inputs. */
type PairCounter = (t: number, strict: boolean) => number;

/** Pairwise differences y_j − x_i. */
function differenceCounter(x: Float64Array, y: Float64Array): PairCounter {
  return (t, strict) => {
    let count = 0;
    let i = 0;
    // y_j − x_i ≤ t ⇔ x_i ≥ y_j − t; the cut-off rises with j, so one pointer sweeps x once.
    for (let j = 0; j < y.length; j++) {
      const v = y[j] - t;
      while (i < x.length && (strict ? x[i] <= v : x[i] < v)) i++;
      count += x.length - i;
    }
    return count;
  };
}

/** k-th smallest (1-based) pairwise value without materializing all of them: bisection on the value. */
function selectPairwise(count: PairCounter, k: number, lo: number, hi: number): number {
  // Invariant: count(lo) < k ≤ count(hi).
  lo -= 1e-9 * Math.max(1, Math.abs(lo));
  for (let it = 0; it < 200; it++) {
    const mid = lo + (hi - lo) / 2;
    if (mid <= lo || mid >= hi || hi - lo <= 1e-14 * Math.max(1, Math.abs(hi))) break;
    if (count(mid, false) >= k) hi = mid;
    else lo = mid;
  }
  return hi;
}

export interface ShiftInterval {
  /** Hodges-Lehmann estimate: median of the pairwise differences (or Walsh averages). */
  estimate: number;
  /** One-sided lower bound at the confidence; −∞ when the sample is too small to bound it. */
  lower: number;
  /** One-sided upper bound at the confidence; +∞ when too small. */
  upper: number;
  /** P-value of H0: shift ≤ null against shift > null. */
  pGreater(nullShift: number): number;
  /** P-value of H0: shift ≥ null against shift < null. */
  pLess(nullShift: number): number;
  exact: boolean;
}

function shiftInterval(
  count: PairCounter,
  nul: RankNull,
  min: number,
  max: number,
  confidence: number,
): ShiftInterval {
  const N = nul.count;
  const kth = (k: number) => selectPairwise(count, k, min, max);
  const estimate = N % 2 === 1 ? kth((N + 1) / 2) : (kth(N / 2) + kth(N / 2 + 1)) / 2;
  const k = criticalRank(nul, 1 - confidence);
  // Greater-than count with ties at the null split half-half, as in the usual mid-rank treatment.
  const above = (t: number) => {
    const le = count(t, false);
    const lt = count(t, true);
    return N - le + (le - lt) / 2;
  };
  return {
    estimate,
    lower: k >= 1 ? kth(k) : Number.NEGATIVE_INFINITY,
    upper: k >= 1 ? kth(N + 1 - k) : Number.POSITIVE_INFINITY,
    // By symmetry of the null, P(S ≥ s) = P(S ≤ N − s); these are exactly dual to the bounds above.
    pGreater: (t) => Math.min(1, nul.cdf(Math.floor(N - above(t) + 1e-9))),
    pLess: (t) => Math.min(1, nul.cdf(Math.floor(above(t) + 1e-9))),
    exact: nul.exact,
  };
}

/**
 * Unpaired: shift of y relative to x (y − x) with the distribution-free Mann-Whitney interval
 * (exact order statistics of the m·n differences; normal approximation of the rank index when m·n is large).
 */
export function hodgesLehmann(x: readonly number[], y: readonly number[], confidence = 0.95): ShiftInterval {
  if (x.length === 0 || y.length === 0) throw new Error("hodgesLehmann needs samples on both sides");
  const xs = sortNumbers(x);
  const ys = sortNumbers(y);
  const min = ys[0] - xs[xs.length - 1];
  const max = ys[ys.length - 1] - xs[0];
  return shiftInterval(
    differenceCounter(xs, ys),
    mannWhitneyNull(xs.length, ys.length),
    min,
    max,
    confidence,
  );
}

// ---------------------------------------------------------------------------------------------
// Proportions

/** Wilson score interval for x successes of n at normal quantile z (two-sided level from z). */
export function wilson(x: number, n: number, z: number): [number, number] {
  if (n === 0) return [0, 1];
  const p = x / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, center - half), Math.min(1, center + half)];
}

/** Newcombe's hybrid score interval (method 10) for p1 − p2, built from the two Wilson intervals. */
export function newcombe(x1: number, n1: number, x2: number, n2: number, z: number): [number, number] {
  const p1 = n1 ? x1 / n1 : 0;
  const p2 = n2 ? x2 / n2 : 0;
  const [l1, u1] = wilson(x1, n1, z);
  const [l2, u2] = wilson(x2, n2, z);
  const d = p1 - p2;
  return [d - Math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2), d + Math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2)];
}

/**
 * P-value of H0: p1 − p2 ≥ margin against p1 − p2 < margin, by inverting the one-sided Newcombe
 * bound: the α at which the upper bound just reaches the margin. Dual to the interval by construction.
 */
export function newcombePLess(x1: number, n1: number, x2: number, n2: number, margin: number): number {
  // f(z) is the one-sided upper bound at z ≥ 0 and the lower bound at −z for z < 0: increasing in z,
  // so the z where it crosses the margin is unique; reject at α ⇔ z(1−α) < z*, hence p = 1 − Φ(z*).
  const f = (z: number) => (z >= 0 ? newcombe(x1, n1, x2, n2, z)[1] : newcombe(x1, n1, x2, n2, -z)[0]);
  let lo = -40;
  let hi = 40;
  if (f(hi) < margin) return normalCdf(-hi);
  if (f(lo) >= margin) return 1;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) < margin) lo = mid;
    else hi = mid;
  }
  return normalCdf(-lo);
}

/** P-value of H0: p1 − p2 ≤ margin against p1 − p2 > margin. */
export function newcombePGreater(x1: number, n1: number, x2: number, n2: number, margin: number): number {
  return newcombePLess(n1 - x1, n1, n2 - x2, n2, -margin);
}

export type Alternative = "greater" | "less" | "two-sided";

/** P(K = k) for K ~ Hypergeometric(population N, successes K in it, draws n). */
export function hypergeometricPmf(k: number, N: number, K: number, n: number): number {
  if (k < Math.max(0, n - (N - K)) || k > Math.min(n, K)) return 0;
  return Math.exp(logChoose(K, k) + logChoose(N - K, n - k) - logChoose(N, n));
}

/**
 * Fisher's exact test on the 2×2 table [[a, b], [c, d]] (rows: groups, columns: event / no event).
 * `greater`: the first row has the higher event odds.
 */
export function fisherExact(
  a: number,
  b: number,
  c: number,
  d: number,
  alternative: Alternative = "two-sided",
): number {
  const r1 = a + b;
  const r2 = c + d;
  const c1 = a + c;
  const n = r1 + r2;
  const lo = Math.max(0, c1 - r2);
  const hi = Math.min(r1, c1);
  // The first row's event count, given the margins.
  const pmf = (k: number) => hypergeometricPmf(k, n, r1, c1);
  let p = 0;
  if (alternative === "greater") for (let k = a; k <= hi; k++) p += pmf(k);
  else if (alternative === "less") for (let k = lo; k <= a; k++) p += pmf(k);
  else {
    const observed = pmf(a) * (1 + 1e-7);
    for (let k = lo; k <= hi; k++) {
      const v = pmf(k);
      if (v <= observed) p += v;
    }
  }
  return Math.min(1, p);
}

// ---------------------------------------------------------------------------------------------
// Multiple comparisons and planning

/** Holm step-down adjusted p-values, in the input order. */
export function holm(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, i) => [p, i] as const).sort((a, b) => a[0] - b[0]);
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach(([p, i], rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[i] = running;
  });
  return adjusted;
}

// ---------------------------------------------------------------------------------------------
// Stratified comparisons (by task): each task is compared with itself, so task-to-task spread
// is not noise. Both functions reduce to the unstratified method for a single stratum.

/** One stratum (a task): the baseline's values `x` and the run's values `y`. */
export interface Stratum {
  x: readonly number[];
  y: readonly number[];
}

export interface ShiftTest extends ShiftInterval {
  /** Standard error of the estimate implied by the interval (normal scale), NaN when unbounded. */
  se: number;
}

/** Σ(t³ − t) over tie groups of a sorted array: the tie correction of a rank variance. */
function tieSum(sorted: Float64Array): number {
  let sum = 0;
  let run = 1;
  for (let i = 1; i <= sorted.length; i++) {
    if (i < sorted.length && sorted[i] === sorted[i - 1]) run++;
    else {
      if (run > 1) sum += run ** 3 - run;
      run = 1;
    }
  }
  return sum;
}

/**
 * The van Elteren statistic at shift t: Σ_s w_s (U_s(t) − m_s n_s / 2) / √Var, w_s = 1/(N_s + 1),
 * U_s(t) = #{y − t > x} + ½ #{y − t = x}, Var with the usual tie correction (Lehmann, Nonparametrics §3.3).
 */
function vanElteren(
  strata: ReadonlyArray<{ xs: Float64Array; ys: Float64Array }>,
  t: number,
): { s: number; v: number; step: number } {
  let s = 0;
  let v = 0;
  let step = Number.POSITIVE_INFINITY;
  for (const { xs, ys } of strata) {
    const m = xs.length;
    const n = ys.length;
    const count = differenceCounter(xs, ys);
    const le = count(t, false);
    const lt = count(t, true);
    const u = m * n - le + (le - lt) / 2;
    const N = m + n;
    const w = 1 / (N + 1);
    const pooled = new Float64Array(N);
    pooled.set(xs);
    for (let j = 0; j < n; j++) pooled[m + j] = ys[j] - t;
    pooled.sort();
    const ties = N > 1 ? tieSum(pooled) / (N * (N - 1)) : 0;
    s += w * (u - (m * n) / 2);
    v += w * w * ((m * n) / 12) * (N + 1 - ties);
    // The smallest step the weighted sum can take: half of it is the continuity correction.
    step = Math.min(step, w / 2);
  }
  return { s, v, step };
}

/** z of the van Elteren statistic moved by `cc` half-steps: the continuity correction (−1 for "greater", +1 for "less"). */
function vanElterenZ(
  strata: ReadonlyArray<{ xs: Float64Array; ys: Float64Array }>,
  t: number,
  cc = 0,
): number {
  const { s, v, step } = vanElteren(strata, t);
  const moved = s + cc * step;
  if (v <= 0) return moved > 0 ? Number.POSITIVE_INFINITY : moved < 0 ? Number.NEGATIVE_INFINITY : 0;
  return moved / Math.sqrt(v);
}

/** Φ(z), also at ±∞ (a zero-variance statistic). */
function cdf(z: number): number {
  return Number.isFinite(z) ? normalCdf(z) : z > 0 ? 1 : 0;
}

/** Largest t in [lo, hi] with f(t) ≥ target for a non-increasing f (bisection on the value). */
function crossing(f: (t: number) => number, target: number, lo: number, hi: number): number {
  if (f(hi) >= target) return hi;
  if (f(lo) < target) return lo;
  for (let i = 0; i < 100 && hi - lo > 1e-12 * Math.max(1, Math.abs(lo), Math.abs(hi)); i++) {
    const mid = lo + (hi - lo) / 2;
    if (f(mid) >= target) lo = mid;
    else hi = mid;
  }
  return lo + (hi - lo) / 2;
}

/**
 * Hodges-Lehmann shift of y over x across strata: the shift that zeroes the van Elteren statistic,
 * with the interval and p-values of that test (normal approximation, ties corrected). A single
 * stratum without ties uses the exact Mann-Whitney distribution instead.
 */
export function stratifiedShift(strata: readonly Stratum[], confidence = 0.95): ShiftTest {
  const used = strata.filter((s) => s.x.length > 0 && s.y.length > 0);
  if (used.length === 0) throw new Error("stratifiedShift needs a stratum with samples on both sides");
  const z = normalQuantile(confidence);
  const sorted = used.map((s) => ({ xs: sortNumbers(s.x), ys: sortNumbers(s.y) }));
  const withSe = (r: ShiftInterval): ShiftTest => ({
    ...r,
    se: Number.isFinite(r.lower) && Number.isFinite(r.upper) ? (r.upper - r.lower) / (2 * z) : Number.NaN,
  });
  if (sorted.length === 1) {
    const both = new Float64Array([...sorted[0].xs, ...sorted[0].ys]).sort();
    if (tieSum(both) === 0) return withSe(hodgesLehmann(used[0].x, used[0].y, confidence));
  }
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const { xs, ys } of sorted) {
    lo = Math.min(lo, ys[0] - xs[xs.length - 1]);
    hi = Math.max(hi, ys[ys.length - 1] - xs[0]);
  }
  const zAt = (t: number) => vanElterenZ(sorted, t);
  const span = Math.max(hi - lo, 1e-9);
  // z(t) falls from + to −; the estimate is where it crosses 0, the bounds where it crosses ±z.
  const estimate =
    (crossing(zAt, 0, lo - span, hi + span) + -crossing((t) => -zAt(-t), 0, -hi - span, -lo + span)) / 2;
  // Bounds from the same continuity-corrected statistic as the p-values, so they agree exactly.
  const lower = crossing((t) => vanElterenZ(sorted, t, -1), z, lo - span, hi + span);
  const upper = -crossing((t) => -vanElterenZ(sorted, -t, 1), z, -hi - span, -lo + span);
  return withSe({
    estimate,
    lower,
    upper,
    // Continuity-corrected, as the normal approximation of a rank test should be.
    pGreater: (t) => cdf(-vanElterenZ(sorted, t, -1)),
    pLess: (t) => cdf(vanElterenZ(sorted, t, 1)),
    exact: false,
  });
}

export type StratifiedStatistic = (sorted: Float64Array) => number;

/** The effect of y over x a resampling test draws: a log ratio, or a plain difference. */
function effectOf(scale: "ratio" | "difference" | undefined): (x: number, y: number) => number {
  return scale === "difference" ? (x, y) => y - x : (x, y) => Math.log(y) - Math.log(x);
}

/** Arithmetic mean of an array. */
export function meanOf(values: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < values.length; i++) s += values[i];
  return values.length === 0 ? Number.NaN : s / values.length;
}

/**
 * One-sided p-value that proportion 1 is below proportion 2 (`less`) or above it (`greater`): the
 * Newcombe hybrid score test at zero difference (`newcombe`, the dual of the interval the report
 * shows), and where an expected count is under 10 — a normal approximation is poor in the tail there,
 * rates near 0 or 1 at CI sample sizes — no smaller than Fisher's exact p. So p ≥ newcombe always,
 * which lets the shown bounds (newcombeAgreeing) be read at a level never narrower than asked.
 */
export function twoProportionTest(
  x1: number,
  n1: number,
  x2: number,
  n2: number,
  alternative: "less" | "greater",
): { p: number; newcombe: number; method: string } {
  const newcombeP =
    alternative === "less" ? newcombePLess(x1, n1, x2, n2, 0) : newcombePGreater(x1, n1, x2, n2, 0);
  const pooled = (x1 + x2) / (n1 + n2);
  const expected = Math.min(n1, n2) * Math.min(pooled, 1 - pooled);
  if (expected < 10) {
    const fisher = fisherExact(x1, n1 - x1, x2, n2 - x2, alternative);
    return {
      p: Math.max(fisher, newcombeP),
      newcombe: newcombeP,
      method: "Fisher exact and Newcombe hybrid score tests",
    };
  }
  return { p: newcombeP, newcombe: newcombeP, method: "Newcombe hybrid score test" };
}

/**
 * Newcombe's bounds of p1 − p2 that agree with the p-value a gate decided with (`decided`, the
 * family-adjusted p of twoProportionTest): the hybrid score interval at the one-sided level
 * γ = α · newcombe / decided, so its bound on the tested side excludes 0 exactly when decided ≤ α
 * (newcombe < γ ⇔ decided < α). decided ≥ newcombe, so γ ≤ α: the bounds are never narrower than the
 * confidence asked for, only wider where Fisher's larger p or the family's correction decided.
 */
export function newcombeAgreeing(
  x1: number,
  n1: number,
  x2: number,
  n2: number,
  newcombeP: number,
  decided: number,
  alpha: number,
): [number, number] {
  const gamma = decided > 0 ? Math.min(alpha, (alpha * newcombeP) / decided) : alpha;
  // The same z range newcombePLess searches: its p and these bounds are one function.
  const z = gamma > 0 ? Math.min(40, -normalQuantile(gamma)) : 40;
  return newcombe(x1, n1, x2, n2, z);
}

/**
 * Sessions per side a re-run needs so a change the size of the observed one is significant with
 * 80% power: n' = n · ((z_α + z_β) · se / effect)², when run-to-run variance (`between`, added to
 * the variance of the difference, does not shrink with n) leaves room; null when it does not.
 * Never below `minimum`, never above 10⁶: always a finite whole number.
 */
export function sessionsToDecide(input: {
  n: number;
  effect: number;
  se: number;
  alpha: number;
  minimum: number;
  between?: number;
  power?: number;
}): number | null {
  const { n, se, alpha, minimum } = input;
  const effect = Math.abs(input.effect);
  const zSum = normalQuantile(1 - alpha) + normalQuantile(input.power ?? 0.8);
  const room = (effect / zSum) ** 2 - (input.between ?? 0);
  if (!(room > 0) || !Number.isFinite(se) || !(n > 0)) return null;
  const within = se * se * n;
  const needed = Math.ceil(Math.min(1e6, Math.max(minimum, n + 1, within / room)));
  return needed;
}

export interface PermutationTest {
  /** Observed effect: log(s_y / s_x) for `ratio`, s_y − s_x for `difference`. */
  estimate: number;
  /** One-sided p-values (B + 1 convention, never 0) of y above x and of y below x. */
  pGreater: number;
  pLess: number;
  /** Standard deviation of the effect under the null (the permutation distribution). */
  se: number;
  /** The shuffles' effects, sorted: the null distribution the bounds are read from. */
  replicates: Float64Array;
}

/**
 * One-sided bounds of the effect by inverting the permutation test (the null distribution shifted
 * to the estimate, Lehmann's test-inversion with a location-shift null): the lower bound is the
 * estimate less the null's upper critical value, so it excludes 0 exactly when pGreater ≤ α, and
 * the upper bound likewise with pLess. A percentile bootstrap of a tail quantile is too narrow at
 * these n (its 95% lower bound excluded "no change" on 11% of identical runs at 20 a side), so
 * the interval shown beside the test is this one: verdict and evidence cannot disagree.
 */
export function permutationBounds(t: PermutationTest, confidence: number): { lower: number; upper: number } {
  const B = t.replicates.length;
  // pGreater = (1 + #{e ≥ est}) / (B + 1) ≤ α  ⇔  #{e ≥ est} ≤ m  ⇔  est > e₍B−m₎ (sorted, 1-based).
  const m = Math.floor((1 - confidence) * (B + 1) + 1e-9) - 1;
  if (m < 0 || B === 0) return { lower: Number.NEGATIVE_INFINITY, upper: Number.POSITIVE_INFINITY };
  return { lower: t.estimate - t.replicates[B - m - 1], upper: t.estimate - t.replicates[m] };
}

/**
 * Task-stratified permutation test of a statistic's ratio (or difference) of y over x: under "no
 * change" the sessions of a task are exchangeable between the runs, so shuffling them within each
 * task and recomputing the effect draws from its exact null distribution — the level holds at any n,
 * for any statistic, ties included (Good, Permutation Tests, §3). Monte-Carlo with B shuffles; the
 * (1 + count)/(B + 1) p-value keeps it exact (Phipson & Smyth 2010).
 */
export function stratifiedPermutation(
  strata: readonly Stratum[],
  stat: StratifiedStatistic,
  opts: { B?: number; seed?: number; scale?: "ratio" | "difference" },
): PermutationTest {
  const B = opts.B ?? 2000;
  const rng = mulberry32(opts.seed ?? 1);
  const effect = effectOf(opts.scale);
  // Sorted once: a shuffle only relabels, so a scan in sorted order yields both sides sorted.
  const all: { v: number; stratum: number; isX: boolean }[] = [];
  strata.forEach((s, k) => {
    for (const v of s.x) all.push({ v, stratum: k, isX: true });
    for (const v of s.y) all.push({ v, stratum: k, isX: false });
  });
  all.sort((a, b) => a.v - b.v);
  const values = Float64Array.from(all, (e) => e.v);
  const label = Uint8Array.from(all, (e) => (e.isX ? 1 : 0));
  const members = strata.map(() => [] as number[]);
  for (const [i, e] of all.entries()) members[e.stratum].push(i);
  const x = new Float64Array(all.filter((e) => e.isX).length);
  const y = new Float64Array(all.length - x.length);
  const measure = () => {
    let i = 0;
    let j = 0;
    for (let a = 0; a < values.length; a++) {
      if (label[a]) x[i++] = values[a];
      else y[j++] = values[a];
    }
    return effect(stat(x), stat(y));
  };
  const observed = measure();
  let ge = 0;
  let le = 0;
  let sum = 0;
  let sumSq = 0;
  const replicates = new Float64Array(B);
  for (let b = 0; b < B; b++) {
    strata.forEach((s, k) => {
      const idx = members[k];
      for (let a = idx.length - 1; a > 0; a--) {
        const r = Math.floor(rng() * (a + 1));
        const t = idx[a];
        idx[a] = idx[r];
        idx[r] = t;
      }
      for (let a = 0; a < idx.length; a++) label[idx[a]] = a < s.x.length ? 1 : 0;
    });
    const e = measure();
    replicates[b] = e;
    // A hair of tolerance: a shuffle that reproduces the observed split counts as "as extreme".
    if (e >= observed - 1e-12) ge++;
    if (e <= observed + 1e-12) le++;
    sum += e;
    sumSq += e * e;
  }
  const mean = sum / B;
  return {
    estimate: observed,
    pGreater: (1 + ge) / (B + 1),
    pLess: (1 + le) / (B + 1),
    se: Math.sqrt(Math.max(0, sumSq / B - mean * mean)),
    replicates: replicates.sort(),
  };
}
