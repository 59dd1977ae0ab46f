/**
 * Quantiles, means and sorting the recorder, the gate and the report share: type 7 and Harrell-Davis
 * (Harrell & Davis 1982) quantiles, selection, and a radix sort of numbers.
 */
import { betaInc } from "./distributions.js";

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

/** Harrell-Davis weights depend only on n and q, so they are computed once per size. */
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

/** Smallest n with a finite one-sided upper bound for the q-quantile: 1 − qⁿ ≥ confidence (29 / 59 / 299 at 95%). */
export function minSamplesForQuantile(q: number, confidence: number): number {
  let n = Math.max(1, Math.ceil(Math.log(1 - confidence) / Math.log(q)) - 1);
  while (1 - q ** n < confidence) n++;
  return n;
}
