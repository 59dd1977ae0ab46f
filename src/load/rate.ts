/**
 * `rate`: open loop. Arrivals are precomputed (constant gaps, or seeded exponential gaps rescaled
 * so their total is exact) and each session is dispatched against its absolute deadline on the
 * monotonic clock, whether or not earlier sessions ended: a slow target cannot slow the load
 * down, so latency under load is not understated (coordinated omission). `max_in_flight` caps the
 * sessions in flight; a session that waits for a slot keeps its scheduled time, so the wait shows
 * in `e2e_sched_ms` and `schedule_lag_ms`. Stages with a `rate` each hold their rate for `hold_sec`.
 * Pair `n_concurrent` caps do not apply: the arrival rate is the load.
 */
import { mulberry32 } from "../rng.js";
import type { Clock } from "./clock.js";
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
 * The whole run's arrivals. Each segment gets round(rate × duration) arrivals; the first at the
 * segment's start. Poisson gaps are drawn from one seeded PRNG and rescaled so the segment offers
 * exactly its rate (seed-to-seed drift in offered load removed, as vLLM does).
 */
export function arrivalSchedule(
  segments: ArrivalSegment[],
  opts: { arrival: "constant" | "poisson"; seed: number },
): Arrival[] {
  const rand = mulberry32(opts.seed);
  const out: Arrival[] = [];
  let offset = 0;
  for (const seg of segments) {
    const n = Math.max(0, Math.round(seg.rate * seg.durationSec));
    const span = (n / seg.rate) * 1000;
    let gaps: number[];
    if (opts.arrival === "poisson") {
      gaps = Array.from({ length: n }, () => -Math.log(1 - rand()));
      const sum = gaps.reduce((a, b) => a + b, 0) || 1;
      gaps = gaps.map((g) => (g / sum) * span);
    } else {
      gaps = new Array<number>(n).fill(1000 / seg.rate);
    }
    let t = offset;
    for (let i = 0; i < n; i++) {
      out.push({ at: t, stage: seg.stage });
      t += gaps[i];
    }
    offset += seg.durationSec * 1000;
  }
  return out;
}

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
  const arrivals = arrivalSchedule(segments, { arrival: load.arrival, seed: load.seed });
  const source = new SessionSource(plan, { cycle: true, stride: ctx.planSize, max: load.max_sessions });
  const cap = load.max_in_flight ?? Number.POSITIVE_INFINITY;
  const lags: number[] = [];
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
  for (const a of arrivals) {
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
    lags.push(clock.now() - due);
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
    arrivals: arrivals.length,
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
