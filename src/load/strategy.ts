/** What every load strategy is given and what it must do: the shared types of src/load. */

import type { Clock } from "../clock.js";
import type { RunEvent } from "../events/events.js";
import type { RunResult } from "../metrics/types.js";
import type { Scenario } from "../scenario/schema.js";
import type { PlannedSession, SessionPlan, Shard } from "./plan.js";
import type { SessionPool } from "./scheduler.js";

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
  /** Time source; the real clock unless a test drives the run on virtual time. */
  clock?: Clock;
}

/** What a strategy gets: a source of sessions, a pool, and `start` that runs one with its stage. */
export interface StrategyDeps {
  ctx: LoadContext;
  plan: SessionPlan;
  pool: SessionPool;
  clock: Clock;
  /** Starts a session now; `scheduled` is its scheduled monotonic time (open loop). */
  start(s: PlannedSession, stage: number | null, scheduled?: { mono: number; epoch: number }): void;
  log(level: "info" | "warn", message: string): void;
}

/** A load strategy decides when sessions start; it returns once it starts no more (what it returns is for its tests). */
export type Strategy = (deps: StrategyDeps) => Promise<unknown>;
