/**
 * Statistics for gates at small n (20–2000 sessions): seeded resampling, distribution-free intervals,
 * proportions. Everything is pure and deterministic given a seed, so a verdict can be reproduced.
 * References: Hollander & Wolfe (Hodges-Lehmann, Walsh averages), Newcombe 1998 (method 10),
 * Harrell & Davis 1982, Acklam's inverse normal, Numerical Recipes (incomplete beta and gamma).
 */

import { mulberry32, type Rng } from "../rng.js";

// ---------------------------------------------------------------------------------------------
// Seeded randomness

/** Standard normal draw (Box-Muller), for simulations and tests. */
export function gaussian(rng: Rng): number {
  const u = 1 - rng(); // (0, 1]: log(0) never happens
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

// ---------------------------------------------------------------------------------------------
// Special functions

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const z = x - 1;
  let a = LANCZOS[0];
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += LANCZOS[i] / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

const TINY = 1e-300;

/** Continued fraction of the incomplete beta (modified Lentz). */
function betaCf(x: number, a: number, b: number): number {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 100_000; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return h;
}

/** Regularized incomplete beta I_x(a, b). */
export function betaInc(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const lnFront = logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x);
  if (x < (a + 1) / (a + b + 2)) return (Math.exp(lnFront) * betaCf(x, a, b)) / a;
  return 1 - (Math.exp(lnFront) * betaCf(1 - x, b, a)) / b;
}

/** Regularized lower incomplete gamma P(a, x) by series, upper Q(a, x) by continued fraction. */
function gammaP(a: number, x: number): number {
  if (x <= 0) return 0;
  if (x >= a + 1) return 1 - gammaQ(a, x);
  let sum = 1 / a;
  let del = sum;
  for (let n = 1; n < 10_000; n++) {
    del *= x / (a + n);
    sum += del;
    if (Math.abs(del) < Math.abs(sum) * 1e-16) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
}

function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  if (x < a + 1) return 1 - gammaP(a, x);
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-16) break;
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}

/** erfc with full relative accuracy in the tails (via Q(1/2, x²)), which p-values need. */
export function erfc(x: number): number {
  return x >= 0 ? gammaQ(0.5, x * x) : 1 + gammaP(0.5, x * x);
}

// ---------------------------------------------------------------------------------------------
// Distributions

export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2);
}

const ACKLAM_A = [
  -3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1,
  2.506628277459239,
];
const ACKLAM_B = [
  -5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1,
];
const ACKLAM_C = [
  -7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968,
  2.938163982698783,
];
const ACKLAM_D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];

/** Inverse standard normal CDF: Acklam's rational approximation (1e-9) plus one Halley step (≈1e-15). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) {
    if (p === 0) return Number.NEGATIVE_INFINITY;
    if (p === 1) return Number.POSITIVE_INFINITY;
    return Number.NaN;
  }
  const [a, b, c, d] = [ACKLAM_A, ACKLAM_B, ACKLAM_C, ACKLAM_D];
  const plow = 0.02425;
  let x: number;
  if (p < plow || p > 1 - plow) {
    const q = Math.sqrt(-2 * Math.log(p < plow ? p : 1 - p));
    x =
      (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    if (p > plow) x = -x;
  } else {
    const q = p - 0.5;
    const r = q * q;
    x =
      ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
      (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
  }
  const e = normalCdf(x) - p;
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}

export function studentTCdf(t: number, df: number): number {
  if (!Number.isFinite(df) || df > 1e7) return normalCdf(t);
  const tail = 0.5 * betaInc(df / (df + t * t), df / 2, 0.5);
  return t > 0 ? 1 - tail : tail;
}

function studentTPdf(t: number, df: number): number {
  const lnc = logGamma((df + 1) / 2) - logGamma(df / 2) - 0.5 * Math.log(df * Math.PI);
  return Math.exp(lnc - ((df + 1) / 2) * Math.log1p((t * t) / df));
}

/**
 * Student-t quantile: closed forms for df 1 and 2, else a Cornish-Fisher start refined by safeguarded
 * Newton steps on the exact CDF (incomplete beta), accurate to ~1e-12.
 */
export function studentTQuantile(p: number, df: number): number {
  if (!(p > 0 && p < 1))
    return p === 0 ? Number.NEGATIVE_INFINITY : p === 1 ? Number.POSITIVE_INFINITY : Number.NaN;
  if (!(df > 0)) return Number.NaN;
  if (!Number.isFinite(df) || df > 1e7) return normalQuantile(p);
  if (df === 1) return Math.tan(Math.PI * (p - 0.5));
  if (df === 2) return (2 * p - 1) / Math.sqrt(2 * p * (1 - p));
  const z = normalQuantile(p);
  const z2 = z * z;
  const g1 = ((z2 + 1) * z) / 4;
  const g2 = (((5 * z2 + 16) * z2 + 3) * z) / 96;
  const g3 = ((((3 * z2 + 19) * z2 + 17) * z2 - 15) * z) / 384;
  const g4 = (((((79 * z2 + 776) * z2 + 1482) * z2 - 1920) * z2 - 945) * z) / 92160;
  let t = z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4;
  // Bracket, then Newton with bisection as the fallback when a step leaves the bracket.
  let lo = -1;
  let hi = 1;
  while (studentTCdf(lo, df) > p) lo *= 2;
  while (studentTCdf(hi, df) < p) hi *= 2;
  if (!(t > lo && t < hi)) t = (lo + hi) / 2;
  for (let i = 0; i < 200; i++) {
    const f = studentTCdf(t, df) - p;
    if (f === 0) return t;
    if (f < 0) lo = t;
    else hi = t;
    let next = t - f / studentTPdf(t, df);
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - t) <= 1e-13 * Math.max(1, Math.abs(t))) return next;
    t = next;
  }
  return t;
}

/** P(X ≤ k) for X ~ Binomial(n, p), exact through the incomplete beta. */
export function binomialCdf(k: number, n: number, p: number): number {
  if (k < 0) return 0;
  if (k >= n) return 1;
  return betaInc(1 - p, n - k, k + 1);
}

function logChoose(n: number, k: number): number {
  return logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);
}

// ---------------------------------------------------------------------------------------------
// Quantiles

/** Mean and sample standard deviation (n − 1), for n ≥ 2. */
export function meanSd(values: readonly number[]): { mean: number; sd: number } {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return { mean, sd: Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1)) };
}

/**
 * The value at index k of xs sorted (NaN-free), found in place without sorting it all: Hoare's
 * selection, median of three pivots; xs is left partly ordered. No second buffer, linear on average.
 */
export function selectInPlace(xs: Float64Array, k: number): number {
  let lo = 0;
  let hi = xs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const pivot = Math.max(Math.min(xs[lo], xs[hi]), Math.min(Math.max(xs[lo], xs[hi]), xs[mid]));
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (xs[i] < pivot) i++;
      while (xs[j] > pivot) j--;
      if (i <= j) {
        const t = xs[i];
        xs[i++] = xs[j];
        xs[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return xs[k];
}

/** Hyndman-Fan type 7 (R's default, numpy's linear) on a sorted array; q in [0, 1]. */
export function quantileSorted(sorted: ArrayLike<number>, q: number): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const h = (n - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, n - 1);
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}

export function quantile(values: readonly number[], q: number): number {
  return quantileSorted(sortNumbers(values), q);
}

/** Numbers ascending, as Float64Array.prototype.sort orders them (-0 before +0, NaN last). */
export function sortNumbers(values: ArrayLike<number>): Float64Array {
  return sortInPlace(Float64Array.from(values));
}

/** Below this a typed array's own sort is quicker than the radix sort's four passes (measured: ~8k). */
const RADIX_MIN = 8192;

/**
 * `xs` sorted in place, in the order of Float64Array.prototype.sort: by a radix sort of the IEEE-754
 * bits when long (the built-in sort takes ~0.3 s on a million samples, this ~30 ms), else the built-in.
 */
export function sortInPlace(xs: Float64Array, scratch?: Uint32Array): Float64Array {
  if (!radixSortable(xs)) return xs.sort();
  radixSort(xs, null, scratch);
  return xs;
}

/** Whether the radix passes pay off and give the comparison's order: long enough, and no NaN. */
function radixSortable(xs: Float64Array): boolean {
  if (xs.length < RADIX_MIN) return false;
  for (let i = 0; i < xs.length; i++) if (Number.isNaN(xs[i])) return false;
  return true;
}

/**
 * The positions of `xs` in the order sortInPlace gives their values, equal values in position order;
 * `xs` is sorted in place as well (null when it holds a NaN, or is short: the caller compares then).
 */
export function sortedPositions(xs: Float64Array): Int32Array | null {
  if (!radixSortable(xs)) return null;
  const n = xs.length;
  const rows = new Int32Array(n);
  for (let i = 0; i < n; i++) rows[i] = i;
  return radixSort(xs, rows);
}

/**
 * xs sorted in place by the radix passes, `rows` moved along with it (LSD passes are stable). `scratch`:
 * the passes' second buffer (2 words a value), for a caller sorting many arrays in a row; else one is made.
 */
function radixSort(xs: Float64Array, rows: Int32Array | null, scratch?: Uint32Array): Int32Array | null {
  const n = xs.length;
  // Keys whose unsigned order is the numeric order: flip every bit of a negative, the sign of the rest.
  const keys = new Uint32Array(xs.buffer, xs.byteOffset, n * 2);
  for (let i = 0; i < 2 * n; i += 2) {
    if (keys[i + 1] & 0x80000000) {
      keys[i] = ~keys[i];
      keys[i + 1] = ~keys[i + 1];
    } else keys[i + 1] |= 0x80000000;
  }
  const sorted = radixPasses(keys, n, rows, scratch);
  for (let i = 0; i < 2 * n; i += 2) {
    if (sorted.keys[i + 1] & 0x80000000) sorted.keys[i + 1] &= 0x7fffffff;
    else {
      sorted.keys[i] = ~sorted.keys[i];
      sorted.keys[i + 1] = ~sorted.keys[i + 1];
    }
  }
  if (sorted.keys !== keys) keys.set(sorted.keys);
  return sorted.rows;
}

/** The digit counts of the four passes, reused (1 MB whatever the size): one sort at a time runs in a process. */
const RADIX_COUNTS = new Uint32Array(4 * 65536);

/**
 * LSD radix sort of n 64-bit keys (lo, hi word pairs) by 16-bit digits, `rows` (when given) moved
 * with their keys; a digit all keys share is skipped.
 */
function radixPasses(
  keys: Uint32Array,
  n: number,
  rows: Int32Array | null,
  scratch?: Uint32Array,
): { keys: Uint32Array; rows: Int32Array | null } {
  const counts = RADIX_COUNTS.fill(0);
  for (let i = 0; i < 2 * n; i += 2) {
    const lo = keys[i];
    const hi = keys[i + 1];
    counts[lo & 0xffff]++;
    counts[65536 + (lo >>> 16)]++;
    counts[131072 + (hi & 0xffff)]++;
    counts[196608 + (hi >>> 16)]++;
  }
  let from: Uint32Array = keys;
  // Made per sort unless given: held past it, it would keep the largest sort's size for good.
  let to: Uint32Array =
    scratch && scratch.length >= 2 * n ? scratch.subarray(0, 2 * n) : new Uint32Array(2 * n);
  let fromRows: Int32Array | null = rows;
  let toRows: Int32Array | null = rows ? new Int32Array(n) : null;
  for (let pass = 0; pass < 4; pass++) {
    const base = pass * 65536;
    let sum = 0;
    let skip = false;
    for (let d = 0; d < 65536; d++) {
      const c = counts[base + d];
      if (c === n) skip = true;
      counts[base + d] = sum;
      sum += c;
    }
    if (skip) continue;
    const word = pass >> 1;
    const shift = (pass & 1) * 16;
    for (let i = 0; i < 2 * n; i += 2) {
      const at = 2 * counts[base + ((from[i + word] >>> shift) & 0xffff)]++;
      to[at] = from[i];
      to[at + 1] = from[i + 1];
      if (toRows) toRows[at >> 1] = (fromRows as Int32Array)[i >> 1];
    }
    const t = from;
    from = to;
    to = t;
    const tr = fromRows;
    fromRows = toRows;
    toRows = tr;
  }
  return { keys: from, rows: fromRows };
}

const hdCache = new Map<string, Float64Array>();

/** Harrell-Davis weights depend only on n and q, so a bootstrap computes them once per size. */
function harrellDavisWeights(n: number, q: number): Float64Array {
  const key = `${n}:${q}`;
  let w = hdCache.get(key);
  if (w) return w;
  const a = q * (n + 1);
  const b = (1 - q) * (n + 1);
  w = new Float64Array(n);
  let prev = 0;
  for (let i = 1; i <= n; i++) {
    const cur = betaInc(i / n, a, b);
    w[i - 1] = cur - prev;
    prev = cur;
  }
  if (hdCache.size > 256) hdCache.clear();
  hdCache.set(key, w);
  return w;
}

/** Harrell-Davis quantile: a Beta-weighted average of all order statistics; smoother than type 7 at small n. */
export function harrellDavisSorted(sorted: ArrayLike<number>, q: number): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  if (n === 1) return sorted[0];
  const w = harrellDavisWeights(n, q);
  let s = 0;
  for (let i = 0; i < n; i++) s += w[i] * sorted[i];
  return s;
}

export function harrellDavis(values: readonly number[], q: number): number {
  return harrellDavisSorted(sortNumbers(values), q);
}

/**
 * Distribution-free one-sided bounds for the q-quantile from order statistics: the count of samples
 * below the true quantile is Binomial(n, q). Ranks are 1-based; null when no order statistic is
 * far enough out (e.g. any p95 upper bound with n < 59 at 95%).
 */
export function quantileRanks(
  n: number,
  q: number,
  confidence: number,
): { lower: number | null; upper: number | null } {
  let upper: number | null = null;
  for (let k = 1; k <= n; k++) {
    if (binomialCdf(k - 1, n, q) >= confidence) {
      upper = k;
      break;
    }
  }
  let lower: number | null = null;
  for (let k = n; k >= 1; k--) {
    if (1 - binomialCdf(k - 1, n, q) >= confidence) {
      lower = k;
      break;
    }
  }
  return { lower, upper };
}

export function quantileBounds(
  sorted: ArrayLike<number>,
  q: number,
  confidence: number,
): { lower: number | null; upper: number | null } {
  const r = quantileRanks(sorted.length, q, confidence);
  return {
    lower: r.lower === null ? null : sorted[r.lower - 1],
    upper: r.upper === null ? null : sorted[r.upper - 1],
  };
}

/** Smallest n with a finite one-sided upper bound for the q-quantile: 1 − qⁿ ≥ confidence (29 / 59 / 299 at 95%). */
export function minSamplesForQuantile(q: number, confidence: number): number {
  let n = Math.max(1, Math.ceil(Math.log(1 - confidence) / Math.log(q)) - 1);
  while (1 - q ** n < confidence) n++;
  return n;
}

// ---------------------------------------------------------------------------------------------
// Rank-based shift estimates: Hodges-Lehmann with Mann-Whitney / Wilcoxon intervals

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

/** Distribution of the Wilcoxon signed-rank W+ (no ties, no zeros): coefficients of prod (1 + q^i). */
function signedRankCdfTable(n: number): Float64Array {
  const deg = (n * (n + 1)) / 2;
  const c = new Float64Array(deg + 1);
  c[0] = 1;
  for (let i = 1; i <= n; i++) {
    for (let k = Math.min(deg, (i * (i + 1)) / 2); k >= i; k--) c[k] += c[k - i];
  }
  const total = 2 ** n;
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

const EXACT_MWU_MAX = 20_000; // m·n; the exact table costs min(m,n)·m·n
const EXACT_SIGNED_RANK_MAX = 200;

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

function signedRankNull(n: number): RankNull {
  const count = (n * (n + 1)) / 2;
  if (n <= EXACT_SIGNED_RANK_MAX) {
    const table = cachedTable(`w:${n}`, () => signedRankCdfTable(n));
    return { count, exact: true, cdf: (s) => (s < 0 ? 0 : s >= count ? 1 : table[Math.floor(s)]) };
  }
  const mu = count / 2;
  const sd = Math.sqrt((n * (n + 1) * (2 * n + 1)) / 24);
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

/** Walsh averages (d_i + d_j)/2, i ≤ j. */
function walshCounter(d: Float64Array): PairCounter {
  return (t, strict) => {
    let count = 0;
    let j = d.length - 1;
    for (let i = 0; i < d.length; i++) {
      while (j >= i && (strict ? d[i] + d[j] >= 2 * t : d[i] + d[j] > 2 * t)) j--;
      if (j < i) break;
      count += j - i + 1;
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

/** Paired: location of the differences d via Walsh averages, with the Wilcoxon signed-rank interval. */
export function hodgesLehmannPaired(d: readonly number[], confidence = 0.95): ShiftInterval {
  if (d.length === 0) throw new Error("hodgesLehmannPaired needs at least one difference");
  const ds = sortNumbers(d);
  return shiftInterval(walshCounter(ds), signedRankNull(ds.length), ds[0], ds[ds.length - 1], confidence);
}

// ---------------------------------------------------------------------------------------------
// Bootstrap

export type QuantileEstimator = "type7" | "harrell-davis";

export interface BootstrapOptions {
  /** Quantile in (0, 1). */
  q: number;
  /** Replicates, default 2000. */
  B?: number;
  confidence?: number;
  seed?: number;
  estimator?: QuantileEstimator;
  /**
   * Cluster labels (tasks) per sample on each side. When given, replicates resample clusters and take
   * each chosen cluster's sessions from both sides: the task-paired bootstrap.
   */
  clusters?: { x: readonly string[]; y: readonly string[] };
  /** `ratio` compares log quantiles (relative margins), `difference` raw quantiles (absolute margins). */
  scale?: "ratio" | "difference";
}

export interface BootstrapResult {
  /** Effect on the comparison scale: log(q_y / q_x) for ratio, q_y − q_x for difference. */
  estimate: number;
  lower: number;
  upper: number;
  /** Sorted replicate effects. */
  replicates: Float64Array;
  paired: boolean;
}

/** Fraction of replicates at or below t: the percentile-bootstrap p-value of H0 "effect ≤ t". */
export function bootstrapPGreater(r: BootstrapResult, t: number): number {
  let n = 0;
  for (const v of r.replicates) if (v <= t) n++;
  return n / r.replicates.length;
}

export function bootstrapPLess(r: BootstrapResult, t: number): number {
  let n = 0;
  for (const v of r.replicates) if (v >= t) n++;
  return n / r.replicates.length;
}

/** Percentile bootstrap interval of the quantile ratio (or difference) of y over x. */
export function bootstrapQuantileEffect(
  x: readonly number[],
  y: readonly number[],
  opts: BootstrapOptions,
): BootstrapResult {
  const B = opts.B ?? 2000;
  const confidence = opts.confidence ?? 0.95;
  const rng = mulberry32(opts.seed ?? 1);
  const est = opts.estimator === "harrell-davis" ? harrellDavisSorted : quantileSorted;
  const effect =
    opts.scale === "difference"
      ? (qx: number, qy: number) => qy - qx
      : (qx: number, qy: number) => Math.log(qy) - Math.log(qx);
  const stat = (s: Float64Array) => est(s, opts.q);
  const replicates = new Float64Array(B);
  const xs = sortNumbers(x);
  const ys = sortNumbers(y);
  const estimate = effect(stat(xs), stat(ys));

  if (opts.clusters) {
    const groups = new Map<string, { x: number[]; y: number[] }>();
    const group = (k: string) => {
      let g = groups.get(k);
      if (!g) {
        g = { x: [], y: [] };
        groups.set(k, g);
      }
      return g;
    };
    opts.clusters.x.forEach((k, i) => {
      group(k).x.push(x[i]);
    });
    opts.clusters.y.forEach((k, i) => {
      group(k).y.push(y[i]);
    });
    const list = [...groups.keys()].sort().map((k) => groups.get(k)!);
    for (let b = 0; b < B; b++) {
      const rx: number[] = [];
      const ry: number[] = [];
      for (let i = 0; i < list.length; i++) {
        const g = list[Math.floor(rng() * list.length)];
        for (const v of g.x) rx.push(v);
        for (const v of g.y) ry.push(v);
      }
      replicates[b] =
        rx.length && ry.length ? effect(stat(sortNumbers(rx)), stat(sortNumbers(ry))) : estimate;
    }
  } else {
    // Resampling sorted data by counting draws per position gives the resample already in order: no sort.
    const counts = new Uint32Array(Math.max(xs.length, ys.length));
    const resample = (s: Float64Array) => {
      counts.fill(0, 0, s.length);
      for (let i = 0; i < s.length; i++) counts[Math.floor(rng() * s.length)]++;
      const out = new Float64Array(s.length);
      let k = 0;
      for (let j = 0; j < s.length; j++) for (let c = counts[j]; c > 0; c--) out[k++] = s[j];
      return out;
    };
    for (let b = 0; b < B; b++) replicates[b] = effect(stat(resample(xs)), stat(resample(ys)));
  }
  replicates.sort();
  const alpha = 1 - confidence;
  return {
    estimate,
    lower: quantileSorted(replicates, alpha),
    upper: quantileSorted(replicates, 1 - alpha),
    replicates,
    paired: opts.clusters !== undefined,
  };
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

/**
 * Sessions per side for an interval like the current one to exclude the margin, assuming the spread
 * stays and the interval's half-width shrinks as 1/√n. `halfWidth` is the distance from the estimate
 * to the bound that failed to clear the margin, `distance` the gap from the estimate to the margin.
 * Returns the additional sessions per side, or null when the estimate sits on the margin.
 */
export function samplesNeeded(input: { n: number; halfWidth: number; distance: number }): number | null {
  const { n, halfWidth, distance } = input;
  if (!(distance > 0) || !Number.isFinite(halfWidth) || halfWidth <= 0 || n <= 0) return null;
  const total = Math.ceil(n * (halfWidth / distance) ** 2);
  return Math.max(1, total - n);
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
