/**
 * A stage's verdict (ramp, find_max, staged rate): its SLO and circuit breaker on its sessions. The same
 * `evaluateStage` judges a stage while find_max runs and when the report is rebuilt from events.jsonl
 * (report/stages.ts), so the two always agree.
 */
import { evaluateThreshold } from "../gate/thresholds.js";
import { tallySessions } from "../metrics/tally.js";
import type { RunResult } from "../metrics/types.js";
import type { Scenario } from "../scenario/schema.js";
import type { ThresholdRule } from "../scenario/thresholds.js";

type Load = Scenario["load"];

/** Metric names the stage SLO accepts besides the gate's own: `error_rate` reads as `errors`' rate. */
const SLO_ALIASES: Record<string, string> = { error_rate: "errors" };

/** The run seen through one stage: its sessions, and distributions of their samples only. */
export function stageView(run: RunResult, stage: number): RunResult {
  const sessions = run.sessions.filter((s) => s.stage === stage);
  return {
    ...run,
    sessions,
    ...tallySessions(sessions),
    distribution: (metric, tags) => run.distribution(metric, { ...tags, stage: String(stage) }),
  };
}

export interface StageVerdict {
  /** null when the load model has no SLO. */
  slo: "pass" | "fail" | null;
  /** The first metric key (as written in `load.slo`) that failed. */
  breaching_metric: string | null;
  /** Errored sessions / sessions of the stage. */
  error_rate: number;
  sessions: number;
}

/**
 * Checks `load.slo` on one stage's sessions. A stage whose error rate is over the circuit breaker
 * fails too, SLO or not, with `error_rate` as the breaching metric. A stage without sessions fails
 * its SLO: no data never passes.
 */
export function evaluateStage(
  run: RunResult,
  stage: number,
  load: Pick<Load, "slo" | "circuit_breaker_error_rate">,
): StageVerdict {
  return evaluateView(stageView(run, stage), load);
}

/** evaluateStage on a stage's view already made. */
export function evaluateView(
  view: RunResult,
  load: Pick<Load, "slo" | "circuit_breaker_error_rate">,
): StageVerdict {
  const n = view.counts.total;
  const error_rate = n === 0 ? 0 : view.counts.errored / n;
  const verdict = (slo: StageVerdict["slo"], breaching_metric: string | null): StageVerdict => ({
    slo,
    breaching_metric,
    error_rate,
    sessions: n,
  });
  for (const [key, rules] of Object.entries(load.slo ?? {})) {
    const metricKey = SLO_ALIASES[key] ?? key;
    for (const rule of Array.isArray(rules) ? rules : [rules]) {
      if (evaluateThreshold(view, metricKey, rule as ThresholdRule).status === "fail")
        return verdict("fail", key);
    }
  }
  if (n > 0 && error_rate > load.circuit_breaker_error_rate) return verdict("fail", "error_rate");
  return verdict(load.slo && Object.keys(load.slo).length > 0 ? "pass" : null, null);
}
