/**
 * How well an open-loop run (strategy rate) kept its schedule: each session's lag behind its scheduled
 * start, split into the wait for a slot under `max_in_flight` (the target's queueing, reported) and the
 * load generator's own delay, which past its budget makes the run invalid as a measurement.
 */
import { round3, SampleDistribution } from "./histogram.js";
import type { SessionTable } from "./session-table.js";
import type { OpenLoopSummary, SessionRecord } from "./types.js";

/** Generator lag past this is a late start: beyond timer jitter and GC pauses, the schedule was not kept. */
const LATE_MS = 100;
/** An open-loop run is invalid past either budget (AIPerf: lag p99 > 500 ms; perf_analyzer: >1 % late). */
const LAG_P99_BUDGET_MS = 500;
const LATE_FRACTION_BUDGET = 0.01;

export function maxInFlight(scenario: unknown): number | null {
  const v = (scenario as { load?: { max_in_flight?: unknown } } | null)?.load?.max_in_flight;
  return typeof v === "number" && v > 0 ? v : null;
}

/**
 * Schedule keeping of an open-loop run. A session whose scheduled time found `max_in_flight`
 * sessions already running waited for the target (client queueing, reported in the lag); any
 * other delay is the generator's own, and only that can invalidate the run.
 */
export function openLoopOf(t: SessionTable, gated: Int32Array, cap: number | null): OpenLoopSummary | null {
  if (!t.anyScheduled()) return null;
  const sched: Scheduled[] = [];
  for (const i of gated) {
    const scheduled = t.scheduled(i);
    if (scheduled != null) sched.push({ scheduled, start: t.start(i), end: t.end(i) });
  }
  return openLoop(sched, cap);
}

type Scheduled = Pick<SessionRecord, "scheduled" | "start" | "end">;

export function openLoop(sessions: readonly Scheduled[], cap: number | null): OpenLoopSummary | null {
  const sched = sessions.filter((s) => s.scheduled != null).sort((a, b) => a.scheduled! - b.scheduled!);
  if (sched.length === 0) return null;
  const lag = (s: Scheduled) => Math.max(0, s.start - s.scheduled!);
  // In flight at each scheduled time: sessions started before it and not yet ended.
  const starts = sched.map((s) => s.start).sort((a, b) => a - b);
  const ends = sched.map((s) => s.end).sort((a, b) => a - b);
  const countBelow = (xs: number[], t: number) => {
    let lo = 0;
    let hi = xs.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (xs[mid] <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const generator: number[] = [];
  let queued = 0;
  // Dispatch is FIFO: an arrival whose predecessor was still waiting for a slot waits behind it,
  // even at the instant between one session's end and the next one's start.
  let prevQueued = false;
  let prevStart = Number.NEGATIVE_INFINITY;
  for (const s of sched) {
    const t = s.scheduled!;
    const inFlight = countBelow(starts, t) - countBelow(ends, t);
    const isQueued: boolean = cap != null && lag(s) > 0 && (inFlight >= cap || (prevQueued && prevStart > t));
    if (isQueued) queued++;
    else generator.push(lag(s));
    prevQueued = isQueued;
    prevStart = s.start;
  }
  const all = new SampleDistribution(sched.map(lag));
  const gen = new SampleDistribution(generator);
  const late = generator.filter((x) => x > LATE_MS).length;
  const rate = (first: number, last: number) =>
    last > first ? round3(((sched.length - 1) * 1000) / (last - first)) : 0;
  const genP99 = gen.count > 0 ? gen.percentile(99) : 0;
  const lateFraction = late / sched.length;
  const reasons: string[] = [];
  if (genP99 > LAG_P99_BUDGET_MS)
    reasons.push(`generator lag p99 ${Math.round(genP99)} ms > ${LAG_P99_BUDGET_MS} ms`);
  if (lateFraction > LATE_FRACTION_BUDGET)
    reasons.push(
      `${late} of ${sched.length} sessions (${(lateFraction * 100).toFixed(1)}%) started over ${LATE_MS} ms late`,
    );
  return {
    sessions: sched.length,
    offered_sps: rate(sched[0].scheduled!, sched[sched.length - 1].scheduled!),
    achieved_sps: rate(starts[0], starts[starts.length - 1]),
    schedule_lag_p50_ms: round3(all.percentile(50)),
    schedule_lag_p99_ms: round3(all.percentile(99)),
    generator_lag_p99_ms: round3(genP99),
    late_sessions: late,
    late_fraction: round3(lateFraction),
    queued_sessions: queued,
    valid: reasons.length === 0,
    invalid_reason: reasons.length === 0 ? null : `the load generator fell behind: ${reasons.join("; ")}`,
  };
}
