/**
 * `ramp`: a closed loop whose concurrency follows the stages, up and down. A stage with `hold_sec`
 * lasts that long, sessions starting (cycling through the plan, at most `max_sessions`) until it
 * ends; one with `sessions` instead starts that many. Sessions in flight at a stage change run to
 * their end and keep the stage they started in. The circuit breaker stops further stages once a
 * stage's error rate goes over `circuit_breaker_error_rate`.
 */
import { fillClosedLoop, SessionSource } from "./scheduler.js";
import { evaluateStage } from "./stages.js";
import type { StrategyDeps } from "./strategy.js";

export async function runRamp({ ctx, plan, pool, clock, start, log }: StrategyDeps): Promise<void> {
  const { load } = ctx;
  const stages = load.stages ?? [{ concurrency: load.concurrency ?? 1 }];
  const source = new SessionSource(plan, { cycle: true, stride: ctx.planSize, max: load.max_sessions });
  for (const [i, st] of stages.entries()) {
    const stage = i + 1;
    ctx.write({ type: "stage_start", t: clock.epoch(), stage, concurrency: st.concurrency, label: "ramp" });
    const timed = st.hold_sec !== undefined;
    const until = timed ? clock.now() + st.hold_sec! * 1000 : undefined;
    const r = await fillClosedLoop(source, pool, (s) => start(s, stage), {
      concurrency: st.concurrency,
      signal: ctx.signal,
      shouldStop: ctx.shouldStop,
      until,
      sessions: timed ? undefined : (st.sessions ?? plan.length),
    });
    // A stage by session count lasts until its sessions are done.
    if (!timed) await pool.drain();
    // Out of sessions before the schedule's end: a stage cut short, or stages never run.
    const cutShort = until !== undefined && clock.now() < until - 100;
    if (!r.stopped && source.exhausted() && (i < stages.length - 1 || cutShort)) {
      log(
        "warn",
        `ramp stops ${cutShort ? "during" : "after"} stage ${stage}: max_sessions (${load.max_sessions}) reached; raise it to hold every stage`,
      );
    }
    ctx.write({ type: "stage_end", t: clock.epoch(), stage, concurrency: st.concurrency, label: "ramp" });
    if (r.stopped || source.exhausted()) break;
    const snapshot = ctx.snapshot?.();
    if (snapshot) {
      const v = evaluateStage(snapshot, stage, load);
      if (v.sessions > 0 && v.error_rate > load.circuit_breaker_error_rate) {
        log(
          "warn",
          `circuit breaker: stage ${stage} (concurrency ${st.concurrency}) error rate ${v.error_rate.toFixed(3)} > ${load.circuit_breaker_error_rate}; no further stages`,
        );
        break;
      }
    }
  }
}
