/**
 * `rate`: open loop. Arrivals are precomputed (constant gaps, or seeded exponential gaps rescaled
 * so their total is exact) and each session is dispatched against its absolute deadline on the
 * monotonic clock, whether or not earlier sessions ended: a slow target cannot slow the load
 * down, so latency under load is not understated (coordinated omission). `max_in_flight` caps the
 * sessions in flight; a session that waits for a slot keeps its scheduled time, so the wait shows
 * in `e2e_sched_ms` and `schedule_lag_ms`. Stages with a `rate` each hold their rate for `hold_sec`.
 * Pair `n_concurrent` caps do not apply: the arrival rate is the load.
 */

import type { Clock } from "../clock.js";
import { mulberry32 } from "../rng.js";
import { SessionSource } from "./scheduler.js";
import type { StrategyDeps } from "./strategy.js";

export interface ArrivalSegment {
  /** Arrivals per second. */
  rate: number;
  durationSec: number;
  stage: number | null;
}

export interface Arrival {
  /** ms from the start of the run. */
  at: number;
  stage: number | null;
}

/**
 * The whole run's arrivals, made one at a time. Each segment gets round(rate × duration) arrivals;
 * the first at the segment's start. Poisson gaps are drawn from one seeded PRNG and rescaled so the
 * segment offers exactly its rate (seed-to-seed drift in offered load removed, as vLLM does): a
 * second PRNG of the same seed runs ahead to sum a segment's gaps, so nothing is held per arrival.
 */
export function* arrivals(
  segments: ArrivalSegment[],
  opts: { arrival: "constant" | "poisson"; seed: number },
): Generator<Arrival> {
  const rand = mulberry32(opts.seed);
  const ahead = mulberry32(opts.seed);
  const gap = (r: () => number) => -Math.log(1 - r());
  let offset = 0;
  for (const seg of segments) {
    const n = Math.max(0, Math.round(seg.rate * seg.durationSec));
    const span = (n / seg.rate) * 1000;
    let scale = 1000 / seg.rate;
    if (opts.arrival === "poisson") {
      let sum = 0;
      for (let i = 0; i < n; i++) sum += gap(ahead);
      scale = span / (sum || 1);
    }
    let t = offset;
    for (let i = 0; i < n; i++) {
      yield { at: t, stage: seg.stage };
      t += opts.arrival === "poisson" ? gap(rand) * scale : scale;
    }
    offset += seg.durationSec * 1000;
  }
}

/** Every arrival at once, for tests and small schedules. */
export function arrivalSchedule(
  segments: ArrivalSegment[],
  opts: { arrival: "constant" | "poisson"; seed: number },
): Arrival[] {
  return [...arrivals(segments, opts)];
}

/** How many arrivals the segments offer. */
const arrivalCount = (segments: ArrivalSegment[]) =>
  segments.reduce((a, seg) => a + Math.max(0, Math.round(seg.rate * seg.durationSec)), 0);

/** Lags kept for the p99: a seeded reservoir, so a long schedule keeps a bounded sample. */
const LAG_SAMPLE = 10_000;

/** Segments of a rate scenario; rates are split between shards so their union offers the target. */
export function rateSegments(
  load: StrategyDeps["ctx"]["load"],
  planLength: number,
  shardCount = 1,
): ArrivalSegment[] {
  const staged = load.stages?.every((st) => st.rate !== undefined) ? load.stages : null;
  if (staged) {
    return staged.map((st, i) => ({
      rate: st.rate! / shardCount,
      durationSec: st.hold_sec ?? load.duration_sec ?? (st.sessions ?? planLength) / st.rate!,
      stage: i + 1,
    }));
  }
  const rate = (load.rate ?? 1) / shardCount;
  // Without a duration the plan is offered once at the rate.
  return [{ rate, durationSec: load.duration_sec ?? planLength / rate, stage: null }];
}

/** Late dispatches (ms past the deadline) the generator itself caused, for the run log. */
export interface DispatchStats {
  arrivals: number;
  dispatched: number;
  /** Deadline → dispatch, not counting waits for a max_in_flight slot. */
  lagP99Ms: number;
  queued: number;
}

export async function runRate({ ctx, plan, pool, clock, start, log }: StrategyDeps): Promise<DispatchStats> {
  const { load } = ctx;
  const segments = rateSegments(load, plan.length, ctx.shard?.count ?? 1);
  const schedule = arrivals(segments, { arrival: load.arrival, seed: load.seed });
  const source = new SessionSource(plan, { cycle: true, stride: ctx.planSize, max: load.max_sessions });
  const cap = load.max_in_flight ?? Number.POSITIVE_INFINITY;
  const lags: number[] = [];
  const pick = mulberry32(load.seed + 1);
  let lagsSeen = 0;
  const keepLag = (lag: number) => {
    lagsSeen++;
    if (lags.length < LAG_SAMPLE) lags.push(lag);
    else {
      const j = Math.floor(pick() * lagsSeen);
      if (j < LAG_SAMPLE) lags[j] = lag;
    }
  };
  let queued = 0;
  let dispatched = 0;
  let stage: number | null = null;
  const stageConcurrency = load.max_in_flight ?? 0;
  const closeStage = () => {
    if (stage !== null)
      ctx.write({ type: "stage_end", t: clock.epoch(), stage, concurrency: stageConcurrency, label: "rate" });
  };

  const t0 = clock.now();
  let complete = true;
  for (const a of schedule) {
    const due = t0 + a.at;
    while (clock.now() < due && !ctx.signal.aborted) await sleepUntil(clock, due, ctx.signal);
    if (ctx.signal.aborted || ctx.shouldStop?.()) {
      complete = false;
      break;
    }
    if (a.stage !== stage) {
      closeStage();
      stage = a.stage;
      if (stage !== null) {
        ctx.write({
          type: "stage_start",
          t: clock.epoch(),
          stage,
          concurrency: stageConcurrency,
          label: "rate",
        });
      }
    }
    keepLag(clock.now() - due);
    if (pool.size >= cap) {
      queued++;
      while (pool.size >= cap && !ctx.signal.aborted) await pool.waitAny({ signal: ctx.signal });
      if (ctx.signal.aborted) {
        complete = false;
        break;
      }
    }
    const s = source.take();
    if (!s) {
      log("warn", `rate: max_sessions (${load.max_sessions}) reached after ${dispatched} arrivals`);
      complete = false;
      break;
    }
    dispatched++;
    // The scheduled time on the wall clock, taken now so it shares clock.epoch()'s clock with the start.
    start(s, a.stage, { mono: due, epoch: clock.epoch() - (clock.now() - due) });
  }
  // The schedule lasts its full duration even when its last arrival came earlier.
  const end = t0 + segments.reduce((a, seg) => a + seg.durationSec * 1000, 0);
  while (complete && clock.now() < end && !ctx.signal.aborted) await sleepUntil(clock, end, ctx.signal);
  closeStage();
  await pool.drain();
  lags.sort((a, b) => a - b);
  const stats: DispatchStats = {
    arrivals: arrivalCount(segments),
    dispatched,
    lagP99Ms: lags.length ? lags[Math.min(lags.length - 1, Math.ceil(0.99 * lags.length) - 1)] : 0,
    queued,
  };
  log(
    "info",
    `rate: ${stats.dispatched} of ${stats.arrivals} arrivals dispatched; generator lag p99 ${stats.lagP99Ms.toFixed(1)} ms; ${queued} waited for max_in_flight`,
  );
  return stats;
}

/** Sleeps until the monotonic deadline (or abort). */
function sleepUntil(clock: Clock, deadline: number, signal: AbortSignal): Promise<void> {
  return clock.sleep(Math.max(0, Math.ceil(deadline - clock.now())), signal);
}
