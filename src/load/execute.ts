/**
 * Applies the scenario's load model to a plan. Each strategy decides when sessions start;
 * `runOne` runs a session to its end. Stage boundaries are written as events so stage reports
 * rebuild from events.jsonl.
 */

import { realClock } from "../clock.js";
import type { Scenario } from "../scenario/schema.js";
import { runFindMax } from "./find-max.js";
import { runFixed } from "./fixed.js";
import type { SessionPlan } from "./plan.js";
import { runRamp } from "./ramp.js";
import { runRate } from "./rate.js";
import { SessionPool } from "./scheduler.js";
import type { LoadContext, Strategy, StrategyDeps } from "./strategy.js";

/** One row per `load.strategy`. */
const STRATEGIES: Record<Scenario["load"]["strategy"], Strategy> = {
  fixed: runFixed,
  ramp: runRamp,
  find_max: runFindMax,
  rate: runRate,
};

export async function executeLoad(plan: SessionPlan, ctx: LoadContext): Promise<void> {
  const clock = ctx.clock ?? realClock;
  const t0 = clock.now();
  const warmupMs = ctx.load.warmup_sec * 1000;
  const pool = new SessionPool(clock);
  const deps: StrategyDeps = {
    ctx,
    plan,
    pool,
    clock,
    start(s, stage, scheduled) {
      // Warm-up by time: sessions (scheduled to) start within the first warmup_sec seconds.
      const at = scheduled?.mono ?? clock.now();
      const warmup = s.warmup || at - t0 < warmupMs;
      const session = warmup === s.warmup ? s : { ...s, warmup };
      pool.start(session, () => ctx.runOne(session, { stage, scheduledAt: scheduled?.epoch ?? null }));
    },
    log(level, message) {
      ctx.write({ type: "log", t: clock.epoch(), level, message });
    },
  };
  try {
    await STRATEGIES[ctx.load.strategy](deps);
  } finally {
    // Whatever stopped the strategy, sessions already started run to their end.
    await pool.drain().catch(() => {});
  }
  await pool.drain();
}
