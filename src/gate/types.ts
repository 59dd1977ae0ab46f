/**
 * The gate's inputs and outputs. The input types mirror the scenario's `thresholds:` and
 * `regression:` blocks structurally, so the gate does not depend on the scenario loader.
 */

export type RegressionStatistic = "p50" | "p90" | "p95" | "p99" | "mean" | "rate";

export interface RegressionMetricRule {
  /** `"15%"` is relative to the baseline; a number is absolute in the metric's unit (ms, or a proportion). */
  max_increase?: string | number;
  max_decrease?: string | number;
  /** Default: `p50` for latency metrics, `rate` for `pass_rate` / `error_rate`. */
  statistic?: RegressionStatistic;
  /** Reported, never fails the gate, and kept out of the multiple-comparison family. */
  advisory?: boolean;
}

export interface RegressionConfig {
  baseline?: string;
  on_missing?: "fail" | "warn" | "pass";
  /** One-sided confidence of every interval, default 0.95. */
  confidence?: number;
  /** Seed of the bootstrap, so a verdict is reproducible from the same data. */
  seed?: number;
  /** Below this many sessions per side a latency rule is advisory, default 20 (a p90/p95/p99/mean rule never below 10). */
  min_samples?: number;
  /** Bootstrap replicates, default 2000. */
  bootstrap_reps?: number;
  metrics?: Record<string, RegressionMetricRule>;
  new_error_buckets?: "fail" | "warn" | "ignore";
  history?: { window?: number; min_runs?: number };
  /** Used by the pipeline (same-job A/B); the gate reads only that it is set: no run-to-run spread then. */
  compare_with?: unknown;
}

export type CheckStatus = "pass" | "warn" | "fail";

/** `threshold` = SLO; `regression` = against the baseline; `history` = drift (never fails); `data` = missing data. */
export type CheckKind = "threshold" | "regression" | "history" | "data";

/**
 * How much run-to-run spread a latency rule allowed for: measured from ≥ 5 runs of the baseline's
 * history, a documented prior below that (src/gate/run-spread.ts), or none in a same-job comparison.
 */
export interface RunSpread {
  source: "prior" | "history" | "same_job";
  /** σ of a run's log speed between runs. */
  sigma: number;
  /** Runs in the baseline's history. */
  runs: number;
}

/** One fact of a check: a number, a word the renderer looks up, or the run-to-run spread. */
export type FactValue = string | number | boolean | null | RunSpread;

/**
 * What a check decided on, as data: the renderer (src/report/reasons.ts) writes the reason from it in
 * any locale. `key` names the sentence, `params` its values (numbers unformatted).
 */
export interface CheckFacts {
  key: string;
  params: Record<string, FactValue>;
}

export interface GateCheck {
  kind: CheckKind;
  /** Metric key as configured, tags included: `e2e_ms{task:x}`. */
  metric: string;
  /** The rule as the user wrote it: `p(95)<2500`, `p95 max_increase 15%`. */
  rule: string;
  observed: number | null;
  baseline: number | null;
  /** Ratio (relative rules) or difference (absolute rules), one-sided bounds at the configured confidence each. */
  interval: [number, number] | null;
  status: CheckStatus;
  /** What the check decided on; the report renders its reason from them (src/report/reasons.ts). */
  facts: CheckFacts;
  advisory?: boolean;
  /** Samples in this run behind the check. */
  n?: number;
  n_baseline?: number;
  /** Statistical method, named so a reader can look it up. */
  method?: string;
  /** Point estimate of the ratio run/baseline (relative rules) or of the difference (absolute rules). */
  ratio?: number;
  /** One-sided p-value of a change in the regressing direction, adjusted over the gated rules (closed testing). */
  p_value?: number;
  /** Sessions per side a re-run needs to decide a warning (a power calculation; ≥ the rule's minimum). */
  sessions_needed?: number;
  /** The run-to-run spread a relative latency rule allowed for against a stored baseline. */
  run_spread?: RunSpread;
}

/** One run-level statistic over the baseline's history, for sparklines. */
export interface HistoryTrend {
  metric: "e2e_p50" | "e2e_p95" | "ttft_p95" | "pass_rate";
  points: Array<{ time: string; sha: string | null; run_id: string; value: number | null }>;
  /** This run's value, null when it has none. */
  current: number | null;
  /** Prediction interval for one more run, null when the history is too short. */
  interval: [number, number] | null;
}

/** The run's verdict: its checks', or `interrupted` when a signal cut the run short. */
export type VerdictStatus = CheckStatus | "interrupted";

export interface Verdict {
  status: VerdictStatus;
  /** What the checks alone say; for an interrupted run, information on the sessions that finished. */
  checksStatus: CheckStatus;
  checks: GateCheck[];
  trends?: HistoryTrend[];
}

/** Which check kinds may fail the verdict; `data` failures always do. */
export type FailOn = "slo" | "regression";
