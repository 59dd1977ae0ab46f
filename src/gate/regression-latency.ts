/**
 * Latency rules (p50, p90/p95/p99, mean on e2e_ms and the other times): each side's samples, by task
 * where both runs ran common tasks, compared by the test src/gate/regression.ts describes — the
 * Hodges-Lehmann shift with the van Elteren test for p50, a task-stratified permutation test for the
 * rest — and measured into an assessment, with the minimum sample below which such a rule only warns.
 */
import { decodeHistogram } from "../baseline/histograms.js";
import type { Baseline } from "../baseline/schema.js";
import {
  countsForFigures,
  figureOf,
  figureStatistic,
  isSample,
  isSessionMetric,
  sessionSample,
} from "../metrics/figures.js";
import type { RunResult, Tags } from "../metrics/types.js";
import {
  permutationBounds,
  type Stratum,
  stratifiedPermutation,
  stratifiedShift,
} from "../stats/comparisons.js";
import { minSamplesForQuantile, sortNumbers } from "../stats/quantiles.js";
import {
  type Assessment,
  type BaseCheck,
  type Direction,
  fixed,
  type Margin,
  sampleMatches,
} from "./regression-rule.js";
import { gatedPositions } from "./run-metrics.js";
import { type LogComparison, withRunSpread } from "./run-spread.js";
import type { RegressionStatistic } from "./types.js";

/** Metrics without per-session samples are compared through their histogram, expanded to this many values. */
const HISTOGRAM_VALUES = 2000;
/** Latencies are compared on the log scale; a floor keeps log() finite for a 0 ms span. */
const LOG_FLOOR_MS = 1e-3;
/**
 * Sessions per side below which a permutation-tested rule (p90/p95/p99/mean) is advisory whatever
 * `min_samples` says: its level is exact at any n, but below this a shuffle has too few splits.
 */
export const PERMUTATION_FLOOR = 10;

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
    const v = t.value(i, metric);
    if (!isSample(v) || !countsForFigures({ warmup: t.warmup(i), bucket: t.bucket(i) })) continue;
    side.values.push(v);
    side.tasks.push(t.task(i));
  }
  return side;
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
    // A baseline recorded before its samples kept the efficiency figures has their histogram alone.
    const older = side.values.length === 0 && !b.samples.some((s) => s.economy) && metric in b.histograms;
    if (!older) return { side, from: "samples" };
  }
  const encoded = b.histograms[metric];
  if (Object.keys(tags).length > 0) {
    return { why: "tags_unsupported" };
  }
  if (!encoded) return { why: "no_histogram" };
  return {
    side: { values: decodeHistogram(encoded, metric).values(HISTOGRAM_VALUES), tasks: [] },
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

export function assessLatency(x: LatencyRuleInput, base: BaseCheck): Assessment {
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
  const observed = figureOf(sortNumbers(runSide.values), x.statistic, x.metric);
  const baselineValue = figureOf(sortNumbers(baseSide.values), x.statistic, x.metric);
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
      effect: up ? c.estimate : -c.estimate,
      bar: Math.abs(threshold),
      se: c.se,
      minimum,
      between,
      run: runSide.values.length,
      base: baseSide.values.length,
    },
  };
}
