/** Time series in 1-second buckets and exact peak concurrency: the data behind charts and sparklines. */
import { sortInPlace } from "../stats/quantiles.js";
import { countsForFigures, Figures, roundingOf } from "./figures.js";
import type { SessionTable } from "./session-table.js";
import type { SessionRecord, TimeSeries } from "./types.js";

const STEP_MS = 1000;
/** Long runs fold into coarser buckets so a report stays small whatever the duration. */
const MAX_BUCKETS = 3600;

/** Positions of a table's sessions to read; null: every session. */
type Positions = ArrayLike<number> | null;

/** Sessions' start and end times by position: a session table, or records (timesOf). */
interface Times {
  readonly length: number;
  start(i: number): number;
  end(i: number): number;
}

function timesOf(sessions: readonly Pick<SessionRecord, "start" | "end">[]): Times {
  return { length: sessions.length, start: (i) => sessions[i].start, end: (i) => sessions[i].end };
}

function positionsOf(t: Times, pos: Positions): ArrayLike<number> {
  if (pos) return pos;
  const all = new Int32Array(t.length);
  for (let i = 0; i < all.length; i++) all[i] = i;
  return all;
}

export function buildSeries(sessions: SessionTable, t0: number, t1: number): TimeSeries {
  const span = Math.max(0, t1 - t0);
  const step = Math.max(STEP_MS, Math.ceil(span / MAX_BUCKETS / STEP_MS) * STEP_MS);
  const n = Math.max(1, Math.ceil(span / step) || 1);
  const at = (t: number) => Math.min(n - 1, Math.max(0, Math.floor((t - t0) / step)));
  const started = new Array<number>(n).fill(0);
  const completed = new Array<number>(n).fill(0);
  const failed = new Array<number>(n).fill(0);
  const ended: number[][] = Array.from({ length: n }, () => []);
  // What the judged sessions ending in each bucket cost (the run's economy.cost_usd, spread over time).
  const spent = new Array<number>(n).fill(0);
  let priced = false;
  for (let i = 0; i < sessions.length; i++) {
    started[at(sessions.start(i))]++;
    const b = at(sessions.end(i));
    if (sessions.passed(i)) completed[b]++;
    else failed[b]++;
    if (!countsForFigures({ warmup: sessions.warmup(i), bucket: sessions.bucket(i) })) continue;
    ended[b].push(sessions.e2e(i));
    const usd = sessions.value(i, "cost_usd");
    if (usd !== null) {
      spent[b] += usd;
      priced = true;
    }
  }
  // Peak in flight per bucket: sweep start/end marks in time order.
  const in_flight = new Array<number>(n).fill(0);
  const marks = sortedMarks(sessions);
  let current = 0;
  walk(marks, (t, d) => {
    current += d;
    const b = at(t);
    in_flight[b] = Math.max(in_flight[b], current);
  });
  // A bucket with no mark still has whatever was in flight when it began.
  let carry = 0;
  let b = 0;
  walk(marks, (t, d) => {
    // entering bucket b + 1: what is in flight now was in flight when it began
    while (b < n - 1 && t >= t0 + (b + 1) * step) in_flight[++b] = Math.max(in_flight[b], carry);
    carry += d;
  });
  while (b < n - 1) in_flight[++b] = Math.max(in_flight[b], carry);
  // Each bucket's figures by the run's estimator (src/metrics/figures.ts), over the sessions that count:
  // sorted once for both percentiles.
  const figures = ended.map((xs) => new Figures(xs));
  const pct = (f: Figures, p: number) => (f.count === 0 ? null : f.percentile(p));
  return {
    t0,
    step_ms: step,
    started,
    completed,
    failed,
    in_flight,
    e2e_p50: figures.map((f) => pct(f, 50)),
    e2e_p95: figures.map((f) => pct(f, 95)),
    ...(priced ? { cost_usd: cumulative(spent) } : {}),
  };
}

/** The running total, kept to the unit's steps (src/metrics/figures.ts roundingOf). */
function cumulative(xs: number[]): number[] {
  const usd = roundingOf("cost_usd");
  let sum = 0;
  return xs.map((v) => {
    sum += v;
    return usd(sum);
  });
}

interface Marks {
  starts: Float64Array;
  ends: Float64Array;
}

/** Start and end times, each sorted (the figures' radix sort: no comparator, no tuples). */
function sortedMarks(sessions: Times): Marks {
  const starts = new Float64Array(sessions.length);
  const ends = new Float64Array(sessions.length);
  for (let i = 0; i < sessions.length; i++) {
    starts[i] = sessions.start(i);
    ends[i] = sessions.end(i);
  }
  // One second buffer for both sorts.
  const scratch = new Uint32Array(2 * sessions.length);
  return { starts: sortInPlace(starts, scratch), ends: sortInPlace(ends, scratch) };
}

/** Start (+1) and end (-1) marks in time order; at equal times ends come first. */
function walk({ starts, ends }: Marks, fn: (t: number, delta: 1 | -1) => void): void {
  let i = 0;
  let j = 0;
  while (i < starts.length || j < ends.length) {
    if (j < ends.length && (i >= starts.length || ends[j] <= starts[i])) fn(ends[j++], -1);
    else fn(starts[i++], 1);
  }
}

export function peakConcurrency(sessions: readonly SessionRecord[]): number {
  return peakConcurrencyOf(timesOf(sessions));
}

export function peakConcurrencyOf(sessions: Times): number {
  let current = 0;
  let peak = 0;
  walk(sortedMarks(sessions), (_t, d) => {
    current += d;
    if (current > peak) peak = current;
  });
  return peak;
}

/**
 * Session throughput, both figures from one set of 1-second buckets of session ends (any outcome),
 * counted from the first start, (0, 1 s] being the first, so stable ≤ peak always:
 * - peak: the most sessions that ended in one bucket;
 * - stable: the mean of the whole buckets of the steady window, from the first start to the last start
 *   (ramp-up in; the drain tail, nothing new starting and concurrency only falling, out).
 * A run whose starts all fall inside one second has no whole steady bucket, and one whose sessions
 * outlast the spread of its starts ends none in it: stable is then the mean over every bucket of the
 * run, its last partial one counted as a whole second — a run that ended inside its first second has
 * stable = peak = the sessions it ran, never a rate extrapolated from milliseconds.
 */
export function throughput(sessions: readonly SessionRecord[]): { stable_sps: number; peak_sps: number } {
  return throughputOf(timesOf(sessions), null);
}

/** throughput of the sessions at `pos` (null: all). */
export function throughputOf(t: Times, pos: Positions): { stable_sps: number; peak_sps: number } {
  const at = positionsOf(t, pos);
  if (at.length === 0) return { stable_sps: 0, peak_sps: 0 };
  let firstStart = Number.POSITIVE_INFINITY;
  let lastStart = Number.NEGATIVE_INFINITY;
  for (let j = 0; j < at.length; j++) {
    firstStart = Math.min(firstStart, t.start(at[j]));
    lastStart = Math.max(lastStart, t.start(at[j]));
  }
  // The bucket a session ended in: (0, 1 s] → 0, (1 s, 2 s] → 1, …; an end at the first start is in 0.
  const bucketOf = (end: number) => Math.max(0, Math.ceil((end - firstStart) / STEP_MS) - 1);
  const steady = Math.floor((lastStart - firstStart) / STEP_MS);
  const buckets = new Map<number, number>();
  let peak = 0;
  let last = 0;
  let inSteady = 0;
  for (let j = 0; j < at.length; j++) {
    const b = bucketOf(t.end(at[j]));
    const n = (buckets.get(b) ?? 0) + 1;
    buckets.set(b, n);
    if (n > peak) peak = n;
    if (b > last) last = b;
    if (b < steady) inSteady++;
  }
  const stable = steady >= 1 && inSteady > 0 ? inSteady / steady : at.length / (last + 1);
  return { stable_sps: Math.round(stable * 1000) / 1000, peak_sps: peak };
}
