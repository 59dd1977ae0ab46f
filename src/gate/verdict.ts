/**
 * The gate: thresholds (SLOs), regression against the baseline, drift against its history, and
 * the data checks that keep a gate with no data from passing. One verdict, every check listed.
 */
import { type BaselineRefusal, changesText } from "../baseline/refusal.js";
import type { Baseline } from "../baseline/schema.js";
import type { RunResult } from "../metrics/types.js";
import type { ThresholdsConfig } from "../scenario/thresholds.js";
import { historyChecks } from "./history.js";
import { regressionChecks } from "./regression.js";
import { gatedPositions } from "./run-metrics.js";
import { evaluateThresholds } from "./thresholds.js";
import type { CheckStatus, FailOn, GateCheck, RegressionConfig, Verdict } from "./types.js";

export interface GateInput {
  run: RunResult;
  thresholds?: ThresholdsConfig;
  /** Regression is off when absent. */
  regression?: RegressionConfig;
  /** The baseline this run is compared with (src/baseline/refusal.ts judges it); null when none. */
  baseline?: Baseline | null;
  /** Where the baseline was looked for, for the "no baseline" message. */
  baselinePath?: string;
  /** The stored baseline was refused, and why: one failing check says so, and nothing is compared. */
  refusal?: BaselineRefusal | null;
  /** The run's directory, for the `baseline update` command a refusal may suggest. */
  runDir?: string;
  /** Shards of a merged run that measured another workload than the trusted scenario (merge.ts). */
  shardWorkloads?: { label: string; hash: string }[];
  /** Which kinds of failure fail the verdict, default both. */
  failOn?: FailOn[];
  /**
   * The run was cut short by a signal: the verdict is `interrupted`, whatever the checks on the
   * sessions that finished say (they are kept, as information).
   */
  interrupted?: boolean;
  /**
   * The regression checks of the sequential gate's deciding look (src/pipeline/sequential.ts), in
   * place of the rules tested once on the whole run.
   */
  sequentialChecks?: GateCheck[];
}

function category(check: Pick<GateCheck, "kind">): FailOn | "data" | "history" {
  if (check.kind === "threshold") return "slo";
  if (check.kind === "regression") return "regression";
  return check.kind;
}

const DEFAULT_FAIL_ON: readonly FailOn[] = ["slo", "regression"];

/** A failing check of this kind fails the verdict: data always, history never, the rest by `failOn`. */
function counts(c: Pick<GateCheck, "kind">, failOn: readonly FailOn[]): boolean {
  const cat = category(c);
  return cat === "data" || (cat !== "history" && failOn.includes(cat));
}

/** fail if a failing check counts (data always does), warn if anything else is off, else pass. */
export function verdictStatus(
  checks: readonly GateCheck[],
  failOn: readonly FailOn[] = DEFAULT_FAIL_ON,
): CheckStatus {
  if (checks.some((c) => c.status === "fail" && counts(c, failOn))) return "fail";
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
  return {
    kind: "data",
    metric: "sessions",
    rule,
    observed,
    baseline: null,
    interval: null,
    status,
    facts,
  };
}

/** The rule of every check that a run measured the scenario's own workload (a baseline's, a shard's). */
export const SAME_WORKLOAD_RULE = "same scenario hash";

/**
 * The failing checks that fail the verdict, apart from the ones about the baseline itself (missing,
 * refused): a run with any of them is no baseline, and `baseline update` asks for --force to adopt it.
 */
export function failuresBesidesBaseline<C extends Pick<GateCheck, "kind" | "metric" | "status">>(
  checks: readonly C[],
  failOn: readonly FailOn[] = DEFAULT_FAIL_ON,
): C[] {
  return checks.filter(
    (c) => c.status === "fail" && counts(c, failOn) && !(c.kind === "regression" && c.metric === "baseline"),
  );
}

/** The one failing check of a refused baseline; it suggests adopting this run only when nothing else failed. */
function refusalCheck(
  refusal: BaselineRefusal,
  where: string,
  input: GateInput,
  adoptable: boolean,
): GateCheck {
  const check = {
    kind: "regression",
    metric: "baseline",
    observed: null,
    baseline: null,
    interval: null,
    status: "fail",
  } as const;
  if (refusal.why === "llm_mode") {
    const params = { where, recorded: refusal.recorded, now: refusal.now };
    return { ...check, rule: "same LLM mode", facts: { key: "baseline.llm_mode", params } };
  }
  const listed = refusal.changes !== null;
  const key = `baseline.${listed ? "changed" : "changed_unlisted"}${adoptable ? "" : "_failing"}`;
  const changes =
    refusal.changes && refusal.changes.length > 0
      ? changesText(refusal.changes)
      : `scenario hash ${refusal.recorded} → ${refusal.now}`;
  const params = {
    where,
    recorded: refusal.recorded,
    now: refusal.now,
    run_dir: input.runDir ?? "<run-dir>",
    ...(listed ? { changes } : {}),
  };
  return { ...check, rule: SAME_WORKLOAD_RULE, facts: { key, params } };
}

/** A merged run whose shard measured another workload (hash or name) than the trusted one fails: those sessions say nothing about it. */
function shardWorkloadCheck(shards: { label: string; hash: string }[], hash: string): GateCheck {
  const list = shards
    .map((s) => `${s.label} ran ${s.hash}`)
    .join("; ")
    .slice(0, 400);
  return {
    kind: "data",
    metric: "shards",
    rule: SAME_WORKLOAD_RULE,
    observed: shards.length,
    baseline: null,
    interval: null,
    status: "fail",
    facts: { key: "data.shard_workloads", params: { count: shards.length, hash, list } },
  };
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
  if (input.shardWorkloads && input.shardWorkloads.length > 0)
    checks.push(shardWorkloadCheck(input.shardWorkloads, run.scenario.hash));

  let trends: Verdict["trends"];
  if (regression) {
    const baseline = input.baseline ?? null;
    if (input.refusal) {
      const adoptable = failuresBesidesBaseline(checks, input.failOn).length === 0;
      checks.push(refusalCheck(input.refusal, input.baselinePath ?? "the baseline", input, adoptable));
    } else if (!baseline) {
      const onMissing = regression.on_missing ?? "fail";
      const where = input.baselinePath ?? regression.baseline ?? "the baseline directory";
      checks.push({
        kind: "regression",
        metric: "baseline",
        rule: `on_missing: ${onMissing}`,
        observed: null,
        baseline: null,
        interval: null,
        status: onMissing,
        facts: { key: "baseline.missing", params: { where } },
      });
    } else {
      checks.push(...(input.sequentialChecks ?? regressionChecks(run, baseline, regression)));
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
