/**
 * Applies the scenario's load model to a plan. Each strategy decides when sessions start;
 * `runOne` runs a session to its end. Stage boundaries are written as events so stage reports
 * rebuild from events.jsonl.
 */
import { performance } from "node:perf_hooks";
import type { RunEvent } from "../metrics/events.js";
import type { RunResult } from "../metrics/types.js";
import type { Scenario } from "../scenario/schema.js";
import { runFindMax } from "./find-max.js";
import type { PlannedSession, Shard } from "./plan.js";
import { runRamp } from "./ramp.js";
import { runRate } from "./rate.js";
import { fillClosedLoop, SessionPool, SessionSource } from "./scheduler.js";

export interface SessionMeta {
  stage: number | null;
  /** Epoch ms the schedule wanted the session to start (open loop), else null. */
  scheduledAt: number | null;
}

export interface LoadContext {
  load: Scenario["load"];
  /** Sum of the pairs' n_concurrent, and each pair's own cap. */
  pairLimits: Map<number, number>;
  signal: AbortSignal;
  write(e: RunEvent): void;
  /** Runs a session; `stage` and `scheduledAt` are recorded with it. */
  runOne(s: PlannedSession, meta: SessionMeta): Promise<void>;
  shouldStop?: () => boolean;
  /** The run so far (sessions ended up to now), for stage SLO checks and the circuit breaker. */
  snapshot?: () => RunResult;
  /** Size of the whole, unsharded plan: strategies that cycle through the plan keep ids unique with it. */
  planSize?: number;
  /** This run's shard: an open-loop rate is split between shards so their union offers the rate. */
  shard?: Shard | null;
}

/** What a strategy gets: a source of sessions, a pool, and `start` that runs one with its stage. */
export interface StrategyDeps {
  ctx: LoadContext;
  plan: PlannedSession[];
  pool: SessionPool;
  /** Starts a session now; `scheduled` is its scheduled monotonic time (open loop). */
  start(s: PlannedSession, stage: number | null, scheduled?: { mono: number; epoch: number }): void;
  log(level: "info" | "warn", message: string): void;
}

export async function executeLoad(plan: PlannedSession[], ctx: LoadContext): Promise<void> {
  const t0 = performance.now();
  const warmupMs = ctx.load.warmup_sec * 1000;
  const pool = new SessionPool();
  const deps: StrategyDeps = {
    ctx,
    plan,
    pool,
    start(s, stage, scheduled) {
      // Warm-up by time: sessions (scheduled to) start within the first warmup_sec seconds.
      const at = scheduled?.mono ?? performance.now();
      const warmup = s.warmup || at - t0 < warmupMs;
      const session = warmup === s.warmup ? s : { ...s, warmup };
      pool.start(session, () => ctx.runOne(session, { stage, scheduledAt: scheduled?.epoch ?? null }));
    },
    log(level, message) {
      ctx.write({ type: "log", t: Date.now(), level, message });
    },
  };
  try {
    switch (ctx.load.strategy) {
      case "ramp":
        await runRamp(deps);
        break;
      case "find_max":
        await runFindMax(deps);
        break;
      case "rate":
        await runRate(deps);
        break;
      default:
        await runFixed(deps);
    }
  } finally {
    // Whatever stopped the strategy, sessions already started run to their end.
    await pool.drain().catch(() => {});
  }
  await pool.drain();
}

/** `fixed`: a closed loop over the plan at min(sum of the pairs' n_concurrent, load.concurrency). */
async function runFixed({ ctx, plan, pool, start }: StrategyDeps): Promise<void> {
  const sumPairs = [...ctx.pairLimits.values()].reduce((a, b) => a + b, 0);
  const concurrency = Math.min(sumPairs || 1, ctx.load.concurrency ?? Number.POSITIVE_INFINITY);
  const source = new SessionSource(plan, { max: ctx.load.max_sessions });
  await fillClosedLoop(source, pool, (s) => start(s, null), {
    concurrency,
    pairLimits: ctx.pairLimits,
    signal: ctx.signal,
    shouldStop: ctx.shouldStop,
  });
}
