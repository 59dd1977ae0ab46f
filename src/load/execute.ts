/**
 * Applies the scenario's load model to a plan. Each strategy decides when sessions start;
 * `runOne` runs a session to its end. Stage boundaries are written as events so stage reports
 * rebuild from events.jsonl.
 */
import type { RunEvent } from "../metrics/events.js";
import type { Scenario } from "../scenario/schema.js";
import type { PlannedSession } from "./plan.js";
import { runFixed } from "./scheduler.js";

export interface LoadContext {
  load: Scenario["load"];
  /** Sum of the pairs' n_concurrent, and each pair's own cap. */
  pairLimits: Map<number, number>;
  signal: AbortSignal;
  write(e: RunEvent): void;
  /** Runs a session; `stage` and `scheduledAt` are recorded with it. */
  runOne(s: PlannedSession, meta: { stage: number | null; scheduledAt: number | null }): Promise<void>;
  shouldStop?: () => boolean;
}

export async function executeLoad(plan: PlannedSession[], ctx: LoadContext): Promise<void> {
  const sumPairs = [...ctx.pairLimits.values()].reduce((a, b) => a + b, 0);
  const concurrency = Math.min(sumPairs, ctx.load.concurrency ?? Number.POSITIVE_INFINITY);
  await runFixed(plan, (s) => ctx.runOne(s, { stage: null, scheduledAt: null }), {
    concurrency,
    pairLimits: ctx.pairLimits,
    signal: ctx.signal,
    shouldStop: ctx.shouldStop,
  });
}
