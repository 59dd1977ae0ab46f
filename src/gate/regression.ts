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
 */
import { decodeHistogram } from "../baseline/histograms.js";
import type { Baseline, BaselineSample } from "../baseline/schema.js";
import { figureOf, figureStatistic, isSessionMetric, sessionSample } from "../metrics/figures.js";
import type { RunResult, Tags } from "../metrics/types.js";
import { parseMetricKey, RATE_REGRESSION_METRICS, TREND_METRICS } from "../scenario/thresholds.js";
import {
  fisherExact,
  hypergeometricPmf,
  newcombe,
  newcombeAgreeing,
  permutationBounds,
  type Stratum,
  sessionsToDecide,
  stratifiedPermutation,
  stratifiedShift,
  twoProportionTest,
} from "../stats/comparisons.js";
import { normalQuantile } from "../stats/distributions.js";
import { minSamplesForQuantile, sortNumbers } from "../stats/quantiles.js";
import { decideFamily, type FamilyDecision } from "./family.js";
import { gatedPositions } from "./run-metrics.js";
import { type LogComparison, withRunSpread } from "./run-spread.js";
import { formatValue } from "./thresholds.js";
import type {
  CheckFacts,
  CheckStatus,
  FactValue,
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

/** Metrics without per-session samples are compared through their histogram, expanded to this many values. */
const HISTOGRAM_VALUES = 2000;
/** Latencies are compared on the log scale; a floor keeps log() finite for a 0 ms span. */
const LOG_FLOOR_MS = 1e-3;
/**
 * Sessions per side below which a permutation-tested rule (p90/p95/p99/mean) is advisory whatever
 * `min_samples` says: its level is exact at any n, but below this a shuffle has too few splits.
 */
export const PERMUTATION_FLOOR = 10;
/** `regression.min_samples` when the scenario leaves it out (the schema's default). */
export const DEFAULT_MIN_SAMPLES = 20;

export type Direction = "increase" | "decrease";

interface Margin {
  relative: boolean;
  /** Fraction (relative) or absolute amount in the metric's unit. */
  amount: number;
  text: string;
}

function parseMargin(value: string | number): Margin | string {
  if (typeof value === "number") {
    return Number.isFinite(value) && value >= 0
      ? { relative: false, amount: value, text: formatValue(value) }
      : "must be ≥ 0";
  }
  const m = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(value);
  if (m) return { relative: true, amount: Number(m[1]) / 100, text: `${m[1]}%` };
  // A latency tolerance with its unit, as the schema takes it: "25ms", "2s" (held in ms).
  const t = /^\s*(\d+(?:\.\d+)?)\s*(ms|s)\s*$/.exec(value);
  if (!t) return `${JSON.stringify(value)} is neither a percentage like "15%" nor an amount like "25ms"`;
  const ms = Number(t[1]) * (t[2] === "s" ? 1000 : 1);
  return { relative: false, amount: ms, text: `${formatValue(ms)} ms` };
}

type BaseCheck = Omit<GateCheck, "status" | "reason" | "facts">;
type FactParams = Record<string, FactValue>;

/** One rule measured, before the family-wise correction decides its status. */
interface Assessment {
  check: BaseCheck;
  /** Set when the rule could not be evaluated (no data, bad rule): final. */
  fixed?: { status: CheckStatus; facts: CheckFacts };
  /** `advisory: true` in the rule ("rule"), or a sample too small to gate on ("min_samples"). */
  advisory?: "rule" | "min_samples";
  /** The estimate is beyond the tolerance: the rule can fail. */
  beyond: boolean;
  /**
   * The shown one-sided interval excludes "no change" in the regressing direction: a FAIL needs it
   * too, so a verdict never contradicts the evidence printed beside it (`[0.97×, ∞)`).
   */
  shown: boolean;
  /** One-sided p-value of a change in the regressing direction. */
  pChange: number;
  /** A rate rule's chance of failing under "no change" at threshold c (its test is discrete). */
  sizeAt?: (c: number) => number;
  /** A rate rule's shown bounds, read at the p the gate decided with so they agree with the verdict. */
  boundsAt?: (decided: number, alpha: number) => [number, number];
  /** The facts the rule measured; decide() adds the verdict's (p, family, hint). */
  facts: FactParams;
  /** For the "more sessions would decide it" hint; `run` and `base` are each side's own sessions, so it names the short one. */
  power: {
    n: number;
    effect: number;
    se: number;
    minimum: number;
    between: number;
    run?: number;
    base?: number;
  };
}

function fixed(check: BaseCheck, status: CheckStatus, key: string, params: FactParams): Assessment {
  return {
    check,
    fixed: { status, facts: { key: `regression.${key}`, params } },
    beyond: false,
    shown: false,
    pChange: 1,
    facts: {},
    power: { n: 0, effect: 0, se: Number.NaN, minimum: 0, between: 0 },
  };
}

// ---------------------------------------------------------------------------------------------
// Samples on each side

interface Side {
  values: number[];
  tasks: string[];
}

/** This run's samples of the metric: the ones its figures are made of (src/metrics/figures.ts). */
function runLatency(run: RunResult, metric: string, tags: Tags): Side {
  if (!isSessionMetric(metric)) {
    // Per-span and per-call samples carry no task; their baseline side is a histogram without one.
    return { values: Array.from(run.distribution(metric, tags)?.sorted ?? []), tasks: [] };
  }
  const side: Side = { values: [], tasks: [] };
  // Read by column from the run's session table: a number and a task name per session, no record.
  const { table: t, at } = gatedPositions(run, tags);
  for (const i of at) {
    const v = sessionSample(
      { warmup: t.warmup(i), bucket: t.bucket(i), e2e_ms: t.e2e(i), ttft_ms: t.ttft(i) },
      metric,
    );
    if (v === null) continue;
    side.values.push(v);
    side.tasks.push(t.task(i));
  }
  return side;
}

function sampleTags(s: BaselineSample): Tags {
  const status = s.pass ? "passed" : s.bucket === "task_failed" ? "failed" : "errored";
  return { ...(s.tags ?? {}), pair: String(s.pair), task: s.task, status };
}

function sampleMatches(s: BaselineSample, tags: Tags): boolean {
  const own = sampleTags(s);
  return Object.entries(tags).every(([k, v]) => own[k] === v);
}

export function baselineLatency(
  b: Baseline,
  metric: string,
  tags: Tags,
): { side: Side; from: "samples" | "histogram" } | { why: "tags_unsupported" | "no_histogram" } {
  if (isSessionMetric(metric)) {
    const side: Side = { values: [], tasks: [] };
    for (const s of b.samples) {
      if (!sampleMatches(s, tags)) continue;
      const v = sessionSample({ warmup: false, ...s }, metric);
      if (v === null) continue;
      side.values.push(v);
      side.tasks.push(s.task);
    }
    return { side, from: "samples" };
  }
  const encoded = b.histograms[metric];
  if (Object.keys(tags).length > 0) {
    return { why: "tags_unsupported" };
  }
  if (!encoded) return { why: "no_histogram" };
  return {
    side: { values: decodeHistogram(encoded).values(HISTOGRAM_VALUES), tasks: [] },
    from: "histogram",
  };
}

/** Strata = the tasks both sides ran (any number of them); one stratum when they share none. */
function strataOf(run: Side, base: Side): { strata: Stratum[]; tasks: number; left: number } {
  const runTasks = new Set(run.tasks);
  const shared = new Set(base.tasks.filter((t) => runTasks.has(t)));
  if (run.tasks.length === 0 || base.tasks.length === 0 || shared.size === 0) {
    return { strata: [{ x: base.values, y: run.values }], tasks: 0, left: 0 };
  }
  const byTask = new Map<string, { x: number[]; y: number[] }>();
  for (const t of [...shared].sort()) byTask.set(t, { x: [], y: [] });
  let left = 0;
  base.values.forEach((v, i) => {
    const g = byTask.get(base.tasks[i]);
    if (g) g.x.push(v);
    else left++;
  });
  run.values.forEach((v, i) => {
    const g = byTask.get(run.tasks[i]);
    if (g) g.y.push(v);
    else left++;
  });
  return { strata: [...byTask.values()], tasks: shared.size, left };
}

// ---------------------------------------------------------------------------------------------
// Latency rules

interface LatencyRuleInput {
  run: RunResult;
  baseline: Baseline;
  metricKey: string;
  metric: string;
  tags: Tags;
  statistic: Exclude<RegressionStatistic, "rate">;
  direction: Direction;
  margin: Margin;
  confidence: number;
  minSamples: number;
  bootstrapReps: number;
  seed: number;
  advisory: boolean;
  /** A same-job comparison (`compare_with`): both arms share the runner, no run-to-run spread. */
  sameJob: boolean;
}

const QUANTILE: Record<string, number> = { p50: 0.5, p90: 0.9, p95: 0.95, p99: 0.99 };

/** The comparison itself: estimate, bounds, se and one-sided p-values of "up" and "down" at 0. */
type Comparison = LogComparison;

function compareLatency(x: LatencyRuleInput, strata: Stratum[]): Comparison {
  const relative = x.margin.relative;
  const scale = relative ? "ratio" : "shift";
  if (x.statistic === "p50") {
    const tf = (v: number) => (relative ? Math.log(Math.max(v, LOG_FLOOR_MS)) : v);
    const t = stratifiedShift(
      strata.map((s) => ({ x: s.x.map(tf), y: s.y.map(tf) })),
      x.confidence,
    );
    return {
      estimate: t.estimate,
      lower: t.lower,
      upper: t.upper,
      se: t.se,
      pUp: t.pGreater(0),
      pDown: t.pLess(0),
      method: `Hodges-Lehmann ${scale}${relative ? " on log latency" : ""}, ${strata.length > 1 ? "van Elteren (task-stratified Wilcoxon) test" : `Mann-Whitney test${t.exact ? ", exact" : ""}`}`,
    };
  }
  const floored = strata.map((s) => ({
    x: s.x.map((v) => Math.max(v, LOG_FLOOR_MS)),
    y: s.y.map((v) => Math.max(v, LOG_FLOOR_MS)),
  }));
  const stat = figureStatistic(x.statistic);
  const opts = { B: x.bootstrapReps, seed: x.seed, scale: relative ? "ratio" : "difference" } as const;
  // The p-value from a permutation test (exact under "no change"), the bounds from inverting it:
  // a percentile bootstrap of a tail quantile is too narrow at these n (src/stats/comparisons.ts).
  const t = stratifiedPermutation(floored, stat, { ...opts, seed: opts.seed ^ 0x5bd1e995 });
  const bounds = permutationBounds(t, x.confidence);
  const what = x.statistic === "mean" ? "mean" : `Harrell-Davis ${x.statistic}`;
  const within = strata.length > 1 ? " within tasks" : "";
  return {
    estimate: t.estimate,
    lower: bounds.lower,
    upper: bounds.upper,
    se: t.se,
    pUp: t.pGreater,
    pDown: t.pLess,
    method: `permutation test of the ${what} ${relative ? "ratio" : "difference"} (sessions shuffled${within}), bounds by inverting it, B=${x.bootstrapReps}`,
  };
}

/** Below the rule's minimum sample the rule is advisory; a permutation-tested one never below the floor. */
export function minimumFor(statistic: Exclude<RegressionStatistic, "rate">, minSamples: number): number {
  return statistic === "p50" ? minSamples : Math.max(minSamples, PERMUTATION_FLOOR);
}

function latencyMinimum(x: LatencyRuleInput): number {
  return minimumFor(x.statistic, x.minSamples);
}

/** Sessions a side from which a tail quantile's upper bound closes (59 for p95 at 95%); null for p50 and mean. */
export function closedBoundFrom(statistic: RegressionStatistic, confidence: number): number | null {
  const q = QUANTILE[statistic];
  return q !== undefined && q !== 0.5 ? minSamplesForQuantile(q, confidence) : null;
}

/**
 * The interval's upper end stays open where no order statistic bounds the quantile from above at
 * this n (59 a side for p95 at 95%): a resampled upper end there is an artefact of the largest
 * sessions. The test decides all the same: its level does not rest on the interval.
 */
function oneSided(x: LatencyRuleInput, nPerSide: number): boolean {
  const from = closedBoundFrom(x.statistic, x.confidence);
  return from !== null && nPerSide < from;
}

function assessLatency(x: LatencyRuleInput, base: BaseCheck): Assessment {
  const runSide = runLatency(x.run, x.metric, x.tags);
  const fromBase = baselineLatency(x.baseline, x.metric, x.tags);
  const check: BaseCheck = { ...base, n: runSide.values.length };
  const metric = x.metricKey;
  if (runSide.values.length === 0)
    return fixed(check, x.advisory ? "warn" : "fail", "no_samples", { metric });
  if ("why" in fromBase) return fixed(check, "warn", fromBase.why, { metric: x.metric });
  const baseSide = fromBase.side;
  check.n_baseline = baseSide.values.length;
  if (baseSide.values.length === 0) return fixed(check, "warn", "baseline_no_samples", { metric });

  const relative = x.margin.relative;
  const up = x.direction === "increase";
  const threshold = relative
    ? Math.log(1 + (up ? 1 : -1) * x.margin.amount)
    : (up ? 1 : -1) * x.margin.amount;
  const { strata, tasks, left } = strataOf(runSide, baseSide);
  const nPerSide = Math.min(runSide.values.length, baseSide.values.length);
  const session = compareLatency(x, strata);
  const spread = relative ? withRunSpread(session, { ...x, sameJob: x.sameJob }) : null;
  const c = spread?.comparison ?? session;
  const minimum = latencyMinimum(x);
  // The figures under the statistic's name: the run's equals its summary (report.json `metrics`).
  const observed = figureOf(sortNumbers(runSide.values), x.statistic);
  const baselineValue = figureOf(sortNumbers(baseSide.values), x.statistic);
  const back = relative ? Math.exp : (v: number) => v;
  const open = oneSided(x, nPerSide);
  const upper = open ? Number.POSITIVE_INFINITY : back(c.upper);
  const strataNote =
    tasks > 1
      ? ` (${tasks} tasks${left > 0 ? `; ${left} sessions of tasks only one side ran left out` : ""})`
      : "";
  const advisory = x.advisory ? "rule" : nPerSide < minimum ? "min_samples" : undefined;
  const between = spread?.between ?? 0;
  return {
    check: {
      ...check,
      observed,
      baseline: baselineValue,
      interval: [back(c.lower), upper],
      ratio: back(c.estimate),
      method: `${c.method}${strataNote}${fromBase.from === "histogram" ? ", baseline from its histogram" : ""}${open ? "; upper bound open: no order statistic bounds the quantile at this n" : ""}`,
      ...(spread ? { run_spread: spread.spread } : {}),
    },
    ...(advisory ? { advisory } : {}),
    beyond: up ? c.estimate > threshold : c.estimate < threshold,
    // The open upper end is ∞: a decrease is then never shown, and such a rule warns.
    shown: up ? c.lower > 0 : !open && c.upper < 0,
    pChange: up ? c.pUp : c.pDown,
    facts: {
      metric: x.metricKey,
      statistic: x.statistic,
      scale: relative ? "ratio" : "shift",
      direction: x.direction,
      observed,
      baseline: baselineValue,
      estimate: back(c.estimate),
      lower: back(c.lower),
      upper: open ? null : back(c.upper),
      confidence: x.confidence,
      tolerance: x.margin.amount,
      tolerance_relative: relative,
      minimum,
      ...(spread ? { run_spread: spread.spread } : {}),
    },
    power: {
      n: nPerSide,
      effect: c.estimate,
      se: c.se,
      minimum,
      between,
      run: runSide.values.length,
      base: baseSide.values.length,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Rate rules

interface Proportion {
  x: number;
  n: number;
}

function isError(bucket: string | null): boolean {
  return bucket !== null && bucket !== "task_failed";
}

function runProportion(run: RunResult, metric: string, tags: Tags): Proportion {
  const { table: t, at } = gatedPositions(run, tags);
  let x = 0;
  for (const i of at) if (metric === "pass_rate" ? t.passed(i) : isError(t.bucket(i))) x++;
  return { x, n: at.length };
}

export function baselineProportion(b: Baseline, metric: string, tags: Tags): Proportion {
  if (Object.keys(tags).length > 0) {
    const samples = b.samples.filter((s) => sampleMatches(s, tags));
    const hit = (s: BaselineSample) => (metric === "pass_rate" ? s.pass : isError(s.bucket));
    return { x: samples.filter(hit).length, n: samples.length };
  }
  // Untagged rates use the full summary, not the capped samples.
  const n = b.summary.sessions;
  if (metric === "pass_rate") return { x: Math.round((b.summary.pass_rate ?? 0) * n), n };
  const errors = Object.entries(b.summary.error_buckets).reduce((s, [k, v]) => s + (isError(k) ? v : 0), 0);
  return { x: errors, n };
}

/**
 * The chance that a rate rule fails at threshold c when nothing changed: given both runs' sessions
 * and their total count of hits, the run's count is hypergeometric under "no change"; sum it over
 * the counts whose test would fail (p ≤ c and beyond the tolerance). Exact, and well below c for a
 * discrete test at CI sample sizes: the family spends only that much of α on the rule.
 */
function rateSizeAt(r: Proportion, b: Proportion, up: boolean, marginAt: (p: number) => number) {
  const total = r.x + b.x;
  const failing: { pmf: number; p: number }[] = [];
  for (let k = Math.max(0, total - b.n); k <= Math.min(total, r.n); k++) {
    const pb = (total - k) / b.n;
    const d = k / r.n - pb;
    if (!(up ? d > marginAt(pb) : d < -marginAt(pb))) continue;
    const pmf = hypergeometricPmf(k, r.n + b.n, total, r.n);
    if (pmf < 1e-15) continue;
    failing.push({ pmf, p: twoProportionTest(k, r.n, total - k, b.n, up ? "greater" : "less").p });
  }
  failing.sort((a, b) => a.p - b.p);
  const cumulative: number[] = [];
  for (const [i, f] of failing.entries()) cumulative.push((cumulative[i - 1] ?? 0) + f.pmf);
  return (c: number) => {
    let lo = 0;
    let hi = failing.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (failing[mid].p <= c) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? 0 : cumulative[lo - 1];
  };
}

interface RateRuleInput {
  run: RunResult;
  baseline: Baseline;
  metricKey: string;
  metric: string;
  tags: Tags;
  direction: Direction;
  margin: Margin;
  confidence: number;
  advisory: boolean;
}

function assessRate(x: RateRuleInput, base: BaseCheck): Assessment {
  const r = runProportion(x.run, x.metric, x.tags);
  const b = baselineProportion(x.baseline, x.metric, x.tags);
  const check = { ...base, n: r.n, n_baseline: b.n };
  const metric = x.metricKey;
  if (r.n === 0) return fixed(check, x.advisory ? "warn" : "fail", "no_sessions", { metric });
  if (b.n === 0) return fixed(check, "warn", "baseline_no_sessions", { metric });
  const pr = r.x / r.n;
  const pb = b.x / b.n;
  const marginAt = (p: number) => (x.margin.relative ? x.margin.amount * p : x.margin.amount);
  const m = marginAt(pb);
  const up = x.direction === "increase";
  const z = normalQuantile(x.confidence);
  const [lower, upper] = newcombe(r.x, r.n, b.x, b.n, z);
  const estimate = pr - pb;
  const test = twoProportionTest(r.x, r.n, b.x, b.n, up ? "greater" : "less");
  // The bounds shown are the deciding test's: read at its (family-adjusted) p, they exclude "no
  // change" exactly when the rule is significant — never Newcombe bounds beside a Fisher p that disagree.
  const boundsAt = (decided: number, alpha: number) =>
    newcombeAgreeing(r.x, r.n, b.x, b.n, test.newcombe, decided, alpha);
  return {
    check: {
      ...check,
      observed: pr,
      baseline: pb,
      interval: [lower, upper],
      ratio: estimate,
      method: `${test.method} of the difference, Newcombe hybrid score bounds at the level it decided`,
    },
    ...(x.advisory ? { advisory: "rule" as const } : {}),
    beyond: up ? estimate > m : estimate < -m,
    // Left to the test: its exact size (sizeAt) is what the family charges for a rate rule.
    shown: true,
    pChange: test.p,
    sizeAt: rateSizeAt(r, b, up, marginAt),
    boundsAt,
    facts: {
      metric: x.metric,
      statistic: "rate",
      scale: "points",
      direction: x.direction,
      observed: pr,
      baseline: pb,
      x: r.x,
      n: r.n,
      x_baseline: b.x,
      n_baseline: b.n,
      estimate,
      lower,
      upper,
      confidence: x.confidence,
      tolerance: x.margin.amount,
      tolerance_relative: x.margin.relative,
      tolerance_points: m,
      minimum: 0,
    },
    power: {
      n: Math.min(r.n, b.n),
      effect: estimate,
      se: (upper - lower) / (2 * z),
      minimum: 0,
      between: 0,
      run: r.n,
      base: b.n,
    },
  };
}

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
  const status: CheckStatus = !a.beyond ? "pass" : d?.fails ? "fail" : "warn";
  const needed =
    status === "warn" ? sessionsToDecide({ ...a.power, alpha: alpha / Math.max(1, family) }) : undefined;
  // p ≤ α but the shown bounds hold "no change": said so, not "not yet significant".
  const unshown = status === "warn" && !a.shown && !a.advisory && p <= alpha;
  const key = !a.beyond ? "within" : a.advisory ? "advisory" : unshown ? "unshown" : status;
  const params: FactParams = {
    ...a.facts,
    ...(bounds ? { lower: bounds[0], upper: bounds[1] } : {}),
    beyond: a.beyond,
    p,
    alpha,
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
    ...(needed ? { sessions_needed: needed } : {}),
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
  return checks.map(finiteOnly);
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
