/**
 * The gate: thresholds (SLOs), regression against the baseline, drift against its history, and
 * the data checks that keep a gate with no data from passing. One verdict, every check listed.
 */
import type { Baseline } from "../baseline/schema.js";
import type { RunResult } from "../metrics/types.js";
import { withReason } from "../report/reasons.js";
import type { LlmMode } from "../scenario/llm-mode.js";
import { historyChecks } from "./history.js";
import { regressionChecks } from "./regression.js";
import { gatedPositions } from "./run-metrics.js";
import { evaluateThresholds } from "./thresholds.js";
import type { CheckStatus, FailOn, GateCheck, RegressionConfig, ThresholdsConfig, Verdict } from "./types.js";

export interface GateInput {
  run: RunResult;
  thresholds?: ThresholdsConfig;
  /** Regression is off when absent. */
  regression?: RegressionConfig;
  /** The baseline read for this scenario; null when there is none yet. */
  baseline?: Baseline | null;
  /** Where the baseline was looked for, for the "no baseline" message. */
  baselinePath?: string;
  /**
   * The baseline found was recorded for another scenario hash (the workload changed): it is not
   * compared with, and the gate says how to refresh it.
   */
  staleBaseline?: { recorded: string; now: string; runDir?: string; llmMode?: LlmMode };
  /** Which kinds of failure fail the verdict, default both. */
  failOn?: FailOn[];
  /**
   * The run was cut short by a signal: the verdict is `interrupted`, whatever the checks on the
   * sessions that finished say (they are kept, as information).
   */
  interrupted?: boolean;
}

function category(check: GateCheck): FailOn | "data" | "history" {
  if (check.kind === "threshold") return "slo";
  if (check.kind === "regression") return "regression";
  return check.kind;
}

/** fail if a failing check counts (data always does), warn if anything else is off, else pass. */
export function verdictStatus(
  checks: readonly GateCheck[],
  failOn: readonly FailOn[] = ["slo", "regression"],
): CheckStatus {
  const counts = (c: GateCheck) => {
    const cat = category(c);
    return cat === "data" || (cat !== "history" && failOn.includes(cat));
  };
  if (checks.some((c) => c.status === "fail" && counts(c))) return "fail";
  if (checks.some((c) => c.status !== "pass")) return "warn";
  return "pass";
}

function dataCheck(
  status: CheckStatus,
  rule: string,
  key: string,
  observed: number | null = null,
): GateCheck {
  const facts = { key: `data.${key}`, params: {} };
  return withReason({
    kind: "data",
    metric: "sessions",
    rule,
    observed,
    baseline: null,
    interval: null,
    status,
    facts,
  });
}

/** The baseline's and the run's LLM modes when both are known and differ; null otherwise. */
function otherLlmMode(
  run: RunResult,
  recorded: LlmMode | undefined,
): { recorded: LlmMode; now: LlmMode } | null {
  const now = run.scenario.llm_mode;
  return recorded && now && recorded !== now ? { recorded, now } : null;
}

export function gate(input: GateInput): Verdict {
  const { run, thresholds = {}, regression } = input;
  const checks: GateCheck[] = [];
  const sessions = gatedPositions(run).at.length;
  if (sessions === 0) {
    checks.push(dataCheck("fail", "at least one session", "no_sessions", 0));
  }
  if (Object.keys(thresholds).length === 0 && !regression) {
    checks.push(dataCheck("warn", "something to gate on", "nothing_to_gate"));
  }
  checks.push(...evaluateThresholds(run, thresholds));

  let trends: Verdict["trends"];
  if (regression) {
    const baseline = input.baseline ?? null;
    const stale = input.staleBaseline;
    const modes = otherLlmMode(run, baseline?.scenario.llm_mode ?? stale?.llmMode);
    if (modes) {
      // A replay, a script and a real endpoint answer differently: no statistic bridges them.
      const params = { where: input.baselinePath ?? "the baseline", ...modes };
      checks.push(
        withReason({
          kind: "regression",
          metric: "baseline",
          rule: "same LLM mode",
          observed: null,
          baseline: null,
          interval: null,
          status: "fail",
          facts: { key: "baseline.llm_mode", params },
        }),
      );
    } else if (stale) {
      const params = {
        where: input.baselinePath ?? "the baseline",
        recorded: stale.recorded,
        now: stale.now,
        run_dir: stale.runDir ?? "<run-dir>",
      };
      checks.push(
        withReason({
          kind: "regression",
          metric: "baseline",
          rule: "same scenario hash",
          observed: null,
          baseline: null,
          interval: null,
          status: "fail",
          facts: { key: "baseline.stale", params },
        }),
      );
    } else if (!baseline) {
      const onMissing = regression.on_missing ?? "fail";
      const where = input.baselinePath ?? regression.baseline ?? "the baseline directory";
      checks.push(
        withReason({
          kind: "regression",
          metric: "baseline",
          rule: `on_missing: ${onMissing}`,
          observed: null,
          baseline: null,
          interval: null,
          status: onMissing,
          facts: { key: "baseline.missing", params: { where } },
        }),
      );
    } else {
      checks.push(...regressionChecks(run, baseline, regression));
      const history = historyChecks(run, baseline, {
        ...regression.history,
        ...(regression.confidence !== undefined ? { confidence: regression.confidence } : {}),
      });
      checks.push(...history.checks);
      trends = history.trends;
    }
  }
  const checksStatus = verdictStatus(checks, input.failOn);
  const status = input.interrupted ? "interrupted" : checksStatus;
  return trends ? { status, checksStatus, checks, trends } : { status, checksStatus, checks };
}
