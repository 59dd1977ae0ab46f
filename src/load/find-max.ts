/**
 * `find_max`: SLO-driven capacity search. Each stage runs `sessions` sessions at `concurrency`
 * (closed loop, drained before the next stage so every session of a stage ran at its level),
 * then `load.slo` is checked on that stage's sessions. The search stops at the first failing
 * stage; with `bisect: true` it then halves the gap between the last passing and the first
 * failing concurrency until they are adjacent. Without stages it doubles concurrency from
 * `load.concurrency` (default 1). The circuit breaker ends it on a stage's error rate alone.
 */

import { fillClosedLoop, SessionSource } from "./scheduler.js";
import { findMaxPlan } from "./stage-plan.js";
import { evaluateStage, type StageVerdict } from "./stages.js";
import type { StrategyDeps } from "./strategy.js";

export interface FindMaxOutcome {
  /** Highest concurrency that held the SLO below the lowest that did not; 0 when none held. */
  lastPass: number;
  firstFail: number | null;
  breaching: string | null;
  stages: number;
}

export async function runFindMax({
  ctx,
  plan,
  pool,
  clock,
  start,
  log,
}: StrategyDeps): Promise<FindMaxOutcome> {
  const { load } = ctx;
  const source = new SessionSource(plan, { cycle: true, stride: ctx.planSize, max: load.max_sessions });
  const { probes } = findMaxPlan(load, plan.length);
  let stage = 0;
  let stopped = false;

  const runStage = async (concurrency: number, sessions: number, label: string): Promise<StageVerdict> => {
    stage++;
    ctx.write({ type: "stage_start", t: clock.epoch(), stage, concurrency, label });
    const r = await fillClosedLoop(source, pool, (s) => start(s, stage), {
      concurrency,
      sessions,
      signal: ctx.signal,
      shouldStop: ctx.shouldStop,
    });
    await pool.drain();
    ctx.write({ type: "stage_end", t: clock.epoch(), stage, concurrency, label });
    stopped = r.stopped || source.exhausted();
    const snapshot = ctx.snapshot?.();
    const v: StageVerdict = snapshot
      ? evaluateStage(snapshot, stage, load)
      : { slo: null, breaching_metric: null, error_rate: 0, sessions: r.started };
    log(
      "info",
      `find_max stage ${stage} (${label}) at concurrency ${concurrency}: ${v.sessions} sessions, SLO ${v.slo ?? "none"}${v.breaching_metric ? ` (breached: ${v.breaching_metric})` : ""}, error rate ${v.error_rate.toFixed(3)}`,
    );
    return v;
  };
  // A stage passes when it holds the SLO (if any) and stays under the circuit breaker.
  const passes = (v: StageVerdict) => v.sessions > 0 && v.slo !== "fail";

  let lastPass = 0;
  let firstFail: number | null = null;
  let breaching: string | null = null;
  let failSessions = plan.length;
  for (const p of probes) {
    if (stopped || ctx.signal.aborted) break;
    const sessions = p.sessions;
    const v = await runStage(p.concurrency, sessions, "probe");
    if (passes(v)) {
      lastPass = p.concurrency;
      continue;
    }
    firstFail = p.concurrency;
    failSessions = sessions;
    breaching = v.breaching_metric;
    if (breaching === "error_rate") {
      log(
        "warn",
        `circuit breaker: error rate ${v.error_rate.toFixed(3)} > ${load.circuit_breaker_error_rate}`,
      );
    }
    break;
  }
  if (load.bisect && firstFail !== null) {
    while (!stopped && !ctx.signal.aborted && firstFail - lastPass > 1) {
      const mid = Math.floor((lastPass + firstFail) / 2);
      const v = await runStage(mid, failSessions, "bisect");
      if (passes(v)) lastPass = mid;
      else {
        firstFail = mid;
        breaching = v.breaching_metric ?? breaching;
      }
    }
  }
  log(
    "info",
    firstFail === null
      ? `find_max: every stage held; max sustainable concurrency >= ${lastPass}`
      : `find_max: max sustainable concurrency ${lastPass || "none"}; ${firstFail} breached ${breaching ?? "the SLO"}`,
  );
  return { lastPass, firstFail, breaching, stages: stage };
}
