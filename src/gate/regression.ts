/**
 * Regression rules against a stored baseline: "did this run get slower, or fail more, than the
 * baseline, by more than the tolerance the user wrote?" A rule FAILS when the change is significant
 * (one-sided test of "no change", at the family's level) and its estimate is beyond the tolerance;
 * it WARNS when the estimate is beyond the tolerance without that evidence yet (or below the rule's
 * minimum sample), saying how many sessions would decide it; otherwise it PASSES.
 *
 * Tests, each chosen so its false-fail rate on identical runs is what α says at CI sample sizes:
 * - p50: Hodges-Lehmann shift on log latency with the van Elteren (task-stratified Wilcoxon)
 *   test whenever both runs ran common tasks: task-to-task spread is not noise. Rank-based, so a
 *   few very slow sessions do not swamp it.
 * - p90/p95/p99 and mean: the p-value from a task-stratified permutation test of the Harrell-Davis
 *   quantile (or arithmetic mean) ratio — the statistic the report shows. Under "no change" a task's
 *   sessions are exchangeable between the runs, so the level is exact at any n. The bounds shown are
 *   that test inverted (src/stats/comparisons.ts `permutationBounds`): a percentile bootstrap of a quantile
 *   ratio is too narrow at these n (it excluded "no change" on 11% of identical runs at 20 a side
 *   where its level said 5%), so beside a WARN it showed evidence the test did not find. The test
 *   decides from PERMUTATION_FLOOR sessions a side; below the n where an order statistic can bound
 *   the quantile (59 a side for p95 at 95%) only the interval's upper end is left open.
 * - rates: Newcombe's hybrid score test, no smaller than Fisher's exact p at small expected counts;
 *   the bounds shown are Newcombe's read at the p the gate decided with (family-adjusted), so they
 *   exclude "no change" exactly when the rule is significant.
 * The family (src/gate/family.ts) is every gated rule, not the ones whose estimate moved (choosing
 * by the data let each rule spend all of α, so the pass-rate rule's false fails came on top of the
 * latency rule's); closed testing with a common threshold per intersection, a rate rule charged its
 * exact chance to fail there, keeps the whole gate's false fails ≤ α and leaves the latency rule
 * what a discrete rate test cannot use. A relative latency rule must also stand out from run-to-run
 * spread (src/gate/run-spread.ts): the history's, measured, from 5 runs; a prior below that.
 * A FAIL also needs its shown one-sided bounds to exclude "no change", so a verdict never says one
 * thing and its interval another (the family counts such a rule as one that cannot fail).
 * Every check carries its facts; src/report/reasons.ts writes the reason from them.
 * This module plans the rules and decides them as a family; each rule is measured beside it
 * (regression-latency.ts, regression-rate.ts), in the vocabulary of regression-rule.ts.
 */
import type { Baseline } from "../baseline/schema.js";
import type { RunResult } from "../metrics/types.js";
import { parseMetricKey, RATE_REGRESSION_METRICS, TREND_METRICS } from "../scenario/thresholds.js";
import { fisherExact, sessionsToDecide } from "../stats/comparisons.js";
import { normalQuantile } from "../stats/distributions.js";
import { conditionalPower } from "../stats/sequential.js";
import { decideFamily, type FamilyDecision } from "./family.js";
import { assessLatency } from "./regression-latency.js";
import { assessRate } from "./regression-rate.js";
import {
  type Assessment,
  type BaseCheck,
  type Direction,
  type FactParams,
  fixed,
  parseMargin,
} from "./regression-rule.js";
import { gatedPositions } from "./run-metrics.js";
import { formatValue } from "./thresholds.js";
import type {
  CheckStatus,
  GateCheck,
  RegressionConfig,
  RegressionMetricRule,
  RegressionStatistic,
} from "./types.js";

/** What a scenario gets when it turns regression on without listing metrics. */
export const DEFAULT_REGRESSION_METRICS: Record<string, RegressionMetricRule> = {
  e2e_ms: { max_increase: "15%" },
  pass_rate: { max_decrease: 0.05 },
};

/** `regression.min_samples` when the scenario leaves it out (the schema's default). */
export const DEFAULT_MIN_SAMPLES = 20;

// ---------------------------------------------------------------------------------------------
// Putting rules together

/** FNV-1a: a per-rule seed, so adding a rule never changes another rule's bootstrap. */
function hashSeed(seed: number, text: string): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** `pass_rate`, `error_rate{…}`: a metric the rate test decides. */
export const isRateMetric = (metricKey: string): boolean =>
  (RATE_REGRESSION_METRICS as readonly string[]).includes(metricKey.replace(/\{.*$/, "").trim());

/** What a rule compares: its `statistic`, else p50 for a latency and rate for pass_rate and error_rate. */
export const statisticOf = (metricKey: string, rule: RegressionMetricRule): RegressionStatistic =>
  rule.statistic ?? (isRateMetric(metricKey) ? "rate" : "p50");

/** The rule as checks name it: `p50 max_increase 25%`. */
export const ruleTextOf = (
  statistic: RegressionStatistic,
  direction: Direction,
  raw: string | number,
): string => `${statistic} max_${direction} ${typeof raw === "number" ? formatValue(raw) : raw}`;

/** One direction of one rule: parse it, refuse what cannot apply, measure the rest. */
function assessRule(
  run: RunResult,
  baseline: Baseline,
  config: RegressionConfig,
  metricKey: string,
  rule: RegressionMetricRule,
  direction: Direction,
  raw: string | number,
): Assessment {
  const isRate = isRateMetric(metricKey);
  const statistic = statisticOf(metricKey, rule);
  const ruleText = ruleTextOf(statistic, direction, raw);
  const base: BaseCheck = {
    kind: "regression",
    metric: metricKey,
    rule: ruleText,
    observed: null,
    baseline: null,
    interval: null,
  };
  const bad = (message: string) => fixed(base, "fail", "config", { message });
  let key: ReturnType<typeof parseMetricKey>;
  try {
    key = parseMetricKey(metricKey);
  } catch (err) {
    return bad((err as Error).message);
  }
  const margin = parseMargin(raw);
  if (typeof margin === "string") return bad(`max_${direction} ${margin}`);
  const confidence = config.confidence ?? 0.95;
  const advisory = rule.advisory === true;
  const common = {
    run,
    baseline,
    metricKey,
    metric: key.metric,
    tags: key.tags,
    direction,
    margin,
    confidence,
    advisory,
  };
  if (isRate) {
    if (statistic !== "rate") return bad(`statistic ${statistic} does not apply to ${key.metric}; use rate`);
    return assessRate(common, base);
  }
  if (
    !(TREND_METRICS.includes(key.metric) || key.metric in run.metrics || key.metric in baseline.histograms)
  ) {
    return bad(
      `unknown metric ${JSON.stringify(key.metric)}; regression rules apply to ${[...RATE_REGRESSION_METRICS, ...TREND_METRICS].join(", ")}`,
    );
  }
  if (statistic === "rate")
    return bad(
      `statistic rate applies to ${RATE_REGRESSION_METRICS.join(" and ")}; use p50, p90, p95, p99 or mean`,
    );
  if (margin.relative && direction === "decrease" && margin.amount >= 1)
    return bad("a relative max_decrease must be below 100%");
  return assessLatency(
    {
      ...common,
      statistic,
      minSamples: config.min_samples ?? DEFAULT_MIN_SAMPLES,
      bootstrapReps: config.bootstrap_reps ?? 2000,
      seed: hashSeed(config.seed ?? 1, `${metricKey}|${ruleText}`),
      sameJob: config.compare_with != null,
    },
    base,
  );
}

function plan(run: RunResult, baseline: Baseline, config: RegressionConfig): Assessment[] {
  // The scenario schema defaults `metrics` to {}: no listed metric means the defaults, never "gate nothing".
  const metrics =
    config.metrics && Object.keys(config.metrics).length > 0 ? config.metrics : DEFAULT_REGRESSION_METRICS;
  const out: Assessment[] = [];
  for (const [metricKey, rule] of Object.entries(metrics)) {
    if (rule.max_increase !== undefined)
      out.push(assessRule(run, baseline, config, metricKey, rule, "increase", rule.max_increase));
    if (rule.max_decrease !== undefined)
      out.push(assessRule(run, baseline, config, metricKey, rule, "decrease", rule.max_decrease));
  }
  return out;
}

/**
 * Which side more sessions must come from: in the same job both arms run together ("per_side");
 * against a stored baseline, the run, the baseline (recorded again), or both.
 */
function shortSide(a: Assessment, needed: number, sameJob: boolean): string {
  if (sameJob) return "per_side";
  const run = (a.power.run ?? a.power.n) < needed;
  const base = (a.power.base ?? a.power.n) < needed;
  return run && base ? "both" : base ? "baseline" : "run";
}

/**
 * A rule beyond its tolerance that does not fail warns only when its evidence is suggestive: p ≤ 2α
 * (0.10 at the default confidence). A noisy estimate past the tolerance with a larger p passes, its
 * reason saying so and what would decide it: under "no change" p is uniform, so identical runs warn
 * at most α of the time beside the α they fail, instead of whenever the estimate wanders.
 */
export const SUGGESTIVE_ALPHAS = 2;
const suggestive = (p: number, alpha: number): boolean => p <= SUGGESTIVE_ALPHAS * alpha;

/** The verdict's facts: the rule's own, with p, the family and the hint the decision added. */
function decide(
  a: Assessment,
  d: FamilyDecision | undefined,
  family: number,
  alpha: number,
  sameJob = false,
): GateCheck {
  const advisory = a.advisory ? { advisory: true } : {};
  if (a.fixed) return { ...a.check, ...a.fixed, ...advisory };
  const p = d?.adjusted ?? a.pChange;
  const bounds = a.boundsAt?.(p, alpha);
  const check = bounds ? { ...a.check, interval: bounds } : a.check;
  // p ≤ α but the shown bounds hold "no change": said so, not "not yet significant".
  const unshown = a.beyond && !d?.fails && !a.shown && !a.advisory && p <= alpha;
  const status: CheckStatus = !a.beyond
    ? "pass"
    : d?.fails
      ? "fail"
      : unshown || suggestive(p, alpha)
        ? "warn"
        : "pass";
  // Beyond the tolerance: what a re-run would need, whether it warned or was within noise.
  const needed =
    a.beyond && status !== "fail"
      ? sessionsToDecide({ ...a.power, alpha: alpha / Math.max(1, family) })
      : undefined;
  const key = !a.beyond
    ? "within"
    : status === "pass"
      ? "noise"
      : a.advisory
        ? "advisory"
        : unshown
          ? "unshown"
          : status;
  const params: FactParams = {
    ...a.facts,
    ...(bounds ? { lower: bounds[0], upper: bounds[1] } : {}),
    beyond: a.beyond,
    p,
    alpha,
    warn_at: SUGGESTIVE_ALPHAS * alpha,
    family: d !== undefined ? family : null,
    advisory: a.advisory ?? null,
    n_side: a.power.n,
    sessions_needed: needed ?? null,
    ...(needed
      ? {
          short_side: shortSide(a, needed, sameJob),
          n_run: a.power.run ?? a.power.n,
          n_base: a.power.base ?? a.power.n,
        }
      : {}),
    undecidable: needed === null ? (a.power.between > 0 ? "run_spread" : "more_sessions") : null,
  };
  return {
    ...check,
    status,
    facts: { key: `regression.${key}`, params },
    p_value: p,
    ...(needed && status === "warn" ? { sessions_needed: needed } : {}),
    ...advisory,
  };
}

function newErrorBucketChecks(
  run: RunResult,
  baseline: Baseline,
  policy: "fail" | "warn",
  alpha: number,
): GateCheck[] {
  const { table: t, at: gated } = gatedPositions(run);
  const counts = new Map<string, number>();
  for (const i of gated) {
    const bucket = t.bucket(i);
    if (bucket) counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  const fresh = [...counts.entries()].filter(([b]) => !(baseline.summary.error_buckets[b] > 0)).sort();
  const nb = baseline.summary.sessions;
  const rule = `new_error_buckets: ${policy}`;
  if (fresh.length === 0) {
    const none = { key: "bucket.none", params: {} };
    const check = { kind: "regression", metric: "errors", rule, observed: 0, baseline: null } as const;
    return [{ ...check, interval: null, status: "pass", facts: none }];
  }
  return fresh.map(([bucket, count]) => {
    // Is this many sessions in a bucket the baseline never saw more than chance gives a rare bucket?
    const p = fisherExact(count, gated.length - count, 0, nb, "greater");
    const unlikely = p <= alpha;
    const params = { bucket, count, n: gated.length, n_baseline: nb, p, alpha };
    return {
      kind: "regression",
      metric: `errors{bucket:${bucket}}`,
      rule,
      observed: count,
      baseline: 0,
      interval: null,
      status: unlikely ? policy : "pass",
      facts: { key: unlikely ? "bucket.unlikely" : "bucket.chance", params },
      n: gated.length,
      n_baseline: nb,
      method: "Fisher exact test, one-sided",
      p_value: p,
    };
  });
}

/**
 * Every regression check of a run against its baseline. The family is every gated rule (not
 * advisory, with data), whatever its estimate: choosing the family by the data would let each rule
 * spend all of α. src/gate/family.ts decides it.
 */
export function regressionChecks(run: RunResult, baseline: Baseline, config: RegressionConfig): GateCheck[] {
  return evaluate(run, baseline, config).checks;
}

function evaluate(
  run: RunResult,
  baseline: Baseline,
  config: RegressionConfig,
): { assessments: Assessment[]; checks: GateCheck[] } {
  const alpha = 1 - (config.confidence ?? 0.95);
  const assessments = plan(run, baseline, config);
  const family = assessments.map((a, i) => [a, i] as const).filter(([a]) => !a.fixed && !a.advisory);
  const decisions = decideFamily(
    // A rule whose shown interval holds "no change" cannot fail, so it rejects no intersection either.
    family.map(([a]) => ({
      p: a.pChange,
      beyond: a.beyond && a.shown,
      ...(a.sizeAt ? { sizeAt: a.sizeAt } : {}),
    })),
    alpha,
  );
  const byIndex = new Map(family.map(([, i], k) => [i, decisions[k]]));
  const sameJob = config.compare_with != null;
  const checks = assessments.map((a, i) => decide(a, byIndex.get(i), family.length, alpha, sameJob));
  const policy = config.new_error_buckets ?? "warn";
  if (policy !== "ignore") checks.push(...newErrorBucketChecks(run, baseline, policy, alpha));
  return { assessments, checks: checks.map(finiteOnly) };
}

// ---------------------------------------------------------------------------------------------
// A look of the sequential gate (docs/gate.md, src/pipeline/sequential.ts)

/**
 * A look stops for PASS when every gated rule's chance of failing by the budget's end, if the rest
 * of the sessions behave like these, is below FUTILITY_POWER — from FUTILITY_FROM of the budget on:
 * the first sessions of a moderate change often look like nothing, and stopping on them lost a
 * tenth of the 30% slowdowns the full budget catches (bench/README.md).
 */
export const FUTILITY_POWER = 0.1;
export const FUTILITY_FROM = 1 / 3;

export interface Look {
  /** This look's nominal one-sided level (its boundary, src/stats/sequential.ts), and the last look's. */
  alpha: number;
  alphaLast: number;
  /** Sessions a side planned at this look and at the last; a same-job reference arm grows with the run. */
  n: number;
  nLast: number;
  last: boolean;
}

export interface LookResult {
  checks: GateCheck[];
  decision: "fail" | "pass" | "continue" | "budget";
  /** Each gated rule's chance of failing by the last look, in check order (null: not gated here). */
  power: (number | null)[];
}

/**
 * The gate at one look: every rule tested at the look's nominal level (its boundary), FAIL when one
 * fails; at the last look the verdict as a fixed design would give it at that level; before it, PASS
 * when no gated rule can still fail by the budget's end (conditional power under the current
 * estimate below FUTILITY_POWER: a non-binding bound, so it never adds a false fail), else continue.
 */
export function regressionLook(
  run: RunResult,
  baseline: Baseline,
  config: RegressionConfig,
  look: Look,
): LookResult {
  const { assessments, checks } = evaluate(run, baseline, { ...config, confidence: 1 - look.alpha });
  const sameJob = config.compare_with != null;
  const power = assessments.map((a) =>
    a.fixed || a.advisory === "rule" ? null : powerByEnd(a, look, sameJob),
  );
  const failed = checks.some((c) => c.status === "fail");
  const gated = power.filter((p): p is number => p !== null);
  const decision = failed
    ? "fail"
    : look.last
      ? "budget"
      : look.n >= FUTILITY_FROM * look.nLast && gated.length > 0 && gated.every((p) => p < FUTILITY_POWER)
        ? "pass"
        : "continue";
  return { checks, decision, power };
}

/**
 * The chance this rule fails at the last look if the sessions still to come behave like these: the
 * final estimate is normal around today's, with the spread the remaining sessions add, and fails past
 * the larger of its tolerance and the last boundary's significance bar. A stored baseline's side does
 * not grow; a same-job reference arm does.
 */
function powerByEnd(a: Assessment, look: Look, sameJob: boolean): number {
  const { se, effect, bar, between } = a.power;
  const run = a.power.run ?? a.power.n;
  const base = a.power.base ?? a.power.n;
  if (!(se > 0) || !(run > 0) || !(base > 0)) return 1;
  const grow = Math.max(1, look.nLast / Math.max(1, look.n));
  const runLast = run * grow;
  const baseLast = sameJob ? base * grow : base;
  // Per-session variance from today's session-level standard error; the run-to-run part does not shrink.
  const perSession = (se * se) / (1 / run + 1 / base);
  const seLast = Math.sqrt(perSession * (1 / runLast + 1 / baseLast) + between);
  // What the remaining sessions add to the final estimate, around today's (the current trend).
  const sdRemaining = Math.sqrt(
    perSession * ((runLast - run) / runLast ** 2 + (baseLast - base) / baseLast ** 2),
  );
  const significant = normalQuantile(1 - look.alphaLast) * seLast;
  return conditionalPower({ effect, bar: Math.max(bar, significant), sdRemaining });
}

/**
 * A check as report.json can carry it: JSON has no Infinity or NaN (they would turn into null where
 * a number is due), so an unbounded interval is none and a non-finite estimate is left out.
 */
function finiteOnly(c: GateCheck): GateCheck {
  const out: GateCheck = { ...c };
  if (out.interval && !out.interval.every(Number.isFinite)) out.interval = null;
  if (out.observed !== null && !Number.isFinite(out.observed)) out.observed = null;
  if (out.baseline !== null && !Number.isFinite(out.baseline)) out.baseline = null;
  if (out.ratio !== undefined && !Number.isFinite(out.ratio)) delete out.ratio;
  if (out.p_value !== undefined && !Number.isFinite(out.p_value)) delete out.p_value;
  return out;
}
