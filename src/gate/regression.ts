/**
 * Regression rules against a stored baseline: "did this run get slower, or fail more, than the
 * baseline by more than the margin the user cares about?" Each rule gives a three-state answer from
 * an interval (docs: reference notes §4.3): FAIL when the whole interval is beyond the margin, PASS
 * when it is wholly within, otherwise WARN as inconclusive with how many sessions would decide it.
 * Gated rules are Holm-corrected together so adding rules does not add false alarms.
 */
import { decodeHistogram } from "../baseline/histograms.js";
import { countsForLatency, sessionValue } from "../baseline/samples.js";
import type { Baseline, BaselineSample } from "../baseline/schema.js";
import type { RunResult, SessionRecord, Tags } from "../metrics/types.js";
import { gatedSessions, matchesTags, TREND_METRICS } from "./run-metrics.js";
import {
  bootstrapPGreater,
  bootstrapPLess,
  bootstrapQuantileEffect,
  fisherExact,
  hodgesLehmann,
  hodgesLehmannPaired,
  holm,
  minSamplesForQuantile,
  newcombe,
  newcombePGreater,
  newcombePLess,
  normalQuantile,
  quantile,
  samplesNeeded,
} from "./stats.js";
import { formatValue, parseMetricKey } from "./thresholds.js";
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

export const RATE_REGRESSION_METRICS = ["pass_rate", "error_rate"] as const;

/** Fewer tasks than this leave a paired interval nearly unbounded; unpaired then uses every session. */
const PAIRED_MIN_TASKS = 8;
/** Metrics without per-session samples are compared through their histogram, expanded to this many values. */
const HISTOGRAM_VALUES = 2000;
/** Latencies are compared on the log scale; a floor keeps log() finite for a 0 ms span. */
const LOG_FLOOR_MS = 1e-3;

type Direction = "increase" | "decrease";

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
  if (!m) return `${JSON.stringify(value)} is neither a percentage like "15%" nor a number`;
  return { relative: true, amount: Number(m[1]) / 100, text: `${m[1]}%` };
}

/** The result of one rule before the family-wise correction decides its status. */
interface Assessment {
  check: Omit<GateCheck, "status" | "reason">;
  /** Set when the rule could not be evaluated (no data, bad rule): final. */
  fixed?: { status: CheckStatus; reason: string };
  advisory: boolean;
  advisoryWhy?: string;
  /** One-sided p-value of "not beyond the margin" (fail side) and of "beyond it" (pass side). */
  pFail?: number;
  pPass?: number;
  /** Phrases for the reason. */
  effect?: string;
  bounds?: string;
  marginText?: string;
  /** "about N more sessions per side would decide it". */
  decideHint?: string;
  failBound?: string;
}

// ---------------------------------------------------------------------------------------------
// Samples on each side

interface Side {
  values: number[];
  tasks: string[];
}

function runLatency(run: RunResult, metric: string, tags: Tags): Side {
  const side: Side = { values: [], tasks: [] };
  for (const s of gatedSessions(run)) {
    if (!matchesTags(s, tags) || !countsForLatency(s.bucket)) continue;
    const v = sessionValue(s, metric);
    if (v === null || !Number.isFinite(v)) continue;
    side.values.push(v);
    side.tasks.push(s.task);
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

function baselineLatency(
  b: Baseline,
  metric: string,
  tags: Tags,
): { side: Side; from: "samples" | "histogram" } | { why: string } {
  if (metric === "e2e_ms" || metric === "ttft_ms") {
    const side: Side = { values: [], tasks: [] };
    for (const s of b.samples) {
      if (!sampleMatches(s, tags) || !countsForLatency(s.bucket)) continue;
      const v = metric === "e2e_ms" ? s.e2e_ms : s.ttft_ms;
      if (v === null) continue;
      side.values.push(v);
      side.tasks.push(s.task);
    }
    return { side, from: "samples" };
  }
  const encoded = b.histograms[metric];
  if (Object.keys(tags).length > 0) {
    return {
      why: `the baseline keeps per-session samples only for e2e_ms and ttft_ms; ${metric} cannot be filtered by tags`,
    };
  }
  if (!encoded) return { why: `the baseline has no ${metric} histogram` };
  return {
    side: { values: decodeHistogram(encoded).values(HISTOGRAM_VALUES), tasks: [] },
    from: "histogram",
  };
}

/** Pair by task when both sides ran the same task set, with enough tasks to bound an interval. */
function samePairableTasks(a: Side, b: Side): string[] | null {
  if (a.tasks.length === 0 || b.tasks.length === 0) return null;
  const ta = new Set(a.tasks);
  const tb = new Set(b.tasks);
  if (ta.size !== tb.size || ta.size < PAIRED_MIN_TASKS) return null;
  for (const t of ta) if (!tb.has(t)) return null;
  return [...ta].sort();
}

// ---------------------------------------------------------------------------------------------
// Formatting

function fmtMs(v: number): string {
  return Math.abs(v) >= 1000 ? `${formatValue(v / 1000)} s` : `${formatValue(v)} ms`;
}

function fmtRatio(logValue: number): string {
  if (!Number.isFinite(logValue)) return logValue > 0 ? "∞" : "0";
  return `${Math.exp(logValue).toFixed(2)}×`;
}

function fmtPct(p: number): string {
  return `${formatValue(Math.round(p * 1000) / 10)}%`;
}

function fmtPoints(d: number): string {
  const sign = d > 0 ? "+" : d < 0 ? "−" : "±";
  return `${sign}${formatValue(Math.round(Math.abs(d) * 1000) / 10)} points`;
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
}

function quantileOf(statistic: string): number | null {
  return { p50: 0.5, p90: 0.9, p95: 0.95, p99: 0.99 }[statistic] ?? null;
}

function assessLatency(x: LatencyRuleInput, base: Omit<GateCheck, "status" | "reason">): Assessment {
  const runSide = runLatency(x.run, x.metric, x.tags);
  const fromBase = baselineLatency(x.baseline, x.metric, x.tags);
  const check = { ...base, n: runSide.values.length };
  if (runSide.values.length === 0) {
    return {
      check,
      advisory: x.advisory,
      fixed: {
        status: x.advisory ? "warn" : "fail",
        reason: `no samples were recorded for ${x.metricKey} in this run`,
      },
    };
  }
  if ("why" in fromBase)
    return {
      check,
      advisory: x.advisory,
      fixed: { status: "warn", reason: `cannot compare: ${fromBase.why}` },
    };
  const baseSide = fromBase.side;
  check.n_baseline = baseSide.values.length;
  if (baseSide.values.length === 0) {
    return {
      check,
      advisory: x.advisory,
      fixed: { status: "warn", reason: `the baseline has no samples for ${x.metricKey}` },
    };
  }

  const relative = x.margin.relative;
  const tf = relative ? (v: number) => Math.log(Math.max(v, LOG_FLOOR_MS)) : (v: number) => v;
  // Threshold on the comparison scale: log(1 ± δ) for relative margins, ±δ ms for absolute ones.
  const sign = x.direction === "increase" ? 1 : -1;
  const threshold = relative ? Math.log(1 + sign * x.margin.amount) : sign * x.margin.amount;
  const q = quantileOf(x.statistic);
  const nPerSide = Math.min(runSide.values.length, baseSide.values.length);
  const tasks = fromBase.from === "samples" ? samePairableTasks(runSide, baseSide) : null;

  let estimate: number;
  let lower: number;
  let upper: number;
  let pGreater: (t: number) => number;
  let pLess: (t: number) => number;
  let method: string;
  let needed = x.minSamples;

  if (x.statistic === "p50" || x.statistic === "mean") {
    // Typical-session shift: Hodges-Lehmann, which is robust to the long tails agent sessions have.
    let hl: ReturnType<typeof hodgesLehmann>;
    if (tasks) {
      const byTask = (side: Side) => {
        const acc = new Map<string, { sum: number; n: number }>();
        side.values.forEach((v, i) => {
          const a = acc.get(side.tasks[i]) ?? { sum: 0, n: 0 };
          a.sum += tf(v);
          a.n++;
          acc.set(side.tasks[i], a);
        });
        return acc;
      };
      const r = byTask(runSide);
      const b = byTask(baseSide);
      const d = tasks.map((t) => r.get(t)!.sum / r.get(t)!.n - b.get(t)!.sum / b.get(t)!.n);
      hl = hodgesLehmannPaired(d, x.confidence);
      method = `Hodges-Lehmann ${relative ? "ratio" : "shift"}, Wilcoxon signed-rank interval, paired by task (${tasks.length} tasks${hl.exact ? "" : ", normal approximation"})`;
    } else {
      hl = hodgesLehmann(baseSide.values.map(tf), runSide.values.map(tf), x.confidence);
      method = `Hodges-Lehmann ${relative ? "ratio" : "shift"}, Mann-Whitney interval, unpaired${hl.exact ? "" : " (normal approximation)"}${fromBase.from === "histogram" ? ", baseline from its histogram" : ""}`;
    }
    ({ estimate, lower, upper } = hl);
    pGreater = hl.pGreater;
    pLess = hl.pLess;
  } else {
    const boot = bootstrapQuantileEffect(baseSide.values, runSide.values, {
      q: q!,
      B: x.bootstrapReps,
      confidence: x.confidence,
      seed: x.seed,
      scale: relative ? "ratio" : "difference",
      ...(tasks ? { clusters: { x: baseSide.tasks, y: runSide.tasks } } : {}),
    });
    ({ estimate, lower, upper } = boot);
    pGreater = (t) => bootstrapPGreater(boot, t);
    pLess = (t) => bootstrapPLess(boot, t);
    method = `percentile bootstrap of the ${x.statistic} ${relative ? "ratio" : "difference"}, ${tasks ? `task-paired (${tasks.length} tasks)` : "unpaired"}, B=${x.bootstrapReps}${fromBase.from === "histogram" ? ", baseline from its histogram" : ""}`;
    needed = Math.max(x.minSamples, minSamplesForQuantile(q!, x.confidence));
  }

  const stat = (values: number[]) =>
    x.statistic === "mean" ? values.reduce((s, v) => s + v, 0) / values.length : quantile(values, q!);
  const observed = stat(runSide.values);
  const baselineValue = stat(baseSide.values);
  const back = relative ? Math.exp : (v: number) => v;
  const show = relative ? fmtRatio : (v: number) => `${v >= 0 ? "+" : ""}${fmtMs(v)}`;

  const advisoryBySize = nPerSide < needed;
  const up = x.direction === "increase";
  // Distance from the estimate to the margin, and the half-width of the bound that has to clear it.
  const within = up ? estimate < threshold : estimate > threshold;
  const halfWidth = boundHalfWidth(up, within, estimate, lower, upper);
  const more = samplesNeeded({ n: nPerSide, halfWidth, distance: Math.abs(threshold - estimate) });
  const decideHint = Number.isFinite(halfWidth)
    ? more === null
      ? "the estimate sits on the margin; no practical number of sessions would decide it"
      : `about ${more} more sessions per side would decide it`
    : `at least ${needed} sessions per side are needed to bound it`;

  return {
    check: {
      ...check,
      observed,
      baseline: baselineValue,
      interval: [back(lower), back(upper)],
      ratio: back(estimate),
      method,
    },
    advisory: x.advisory || advisoryBySize,
    ...(advisoryBySize && !x.advisory
      ? { advisoryWhy: `advisory: ${nPerSide} sessions per side, ${needed} needed to gate ${x.statistic}` }
      : {}),
    pFail: up ? pGreater(threshold) : pLess(threshold),
    pPass: up ? pLess(threshold) : pGreater(threshold),
    effect: `${x.statistic} ${fmtMs(observed)} vs ${fmtMs(baselineValue)} (${relative ? "ratio" : "shift"} ${show(estimate)})`,
    bounds: `${fmtPct(x.confidence)} bounds [${show(lower)}, ${show(upper)}]`,
    marginText: `the ${relative ? x.margin.text : fmtMs(x.margin.amount)} ${x.direction} margin`,
    failBound: up ? `lower bound ${show(lower)}` : `upper bound ${show(upper)}`,
    decideHint,
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
  const sessions = gatedSessions(run).filter((s) => matchesTags(s, tags));
  const hit = (s: SessionRecord) => (metric === "pass_rate" ? s.status === "passed" : isError(s.bucket));
  return { x: sessions.filter(hit).length, n: sessions.length };
}

function baselineProportion(b: Baseline, metric: string, tags: Tags): Proportion {
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

function assessRate(
  run: RunResult,
  baseline: Baseline,
  metricKey: string,
  metric: string,
  tags: Tags,
  direction: Direction,
  margin: Margin,
  confidence: number,
  advisory: boolean,
  base: Omit<GateCheck, "status" | "reason">,
): Assessment {
  const r = runProportion(run, metric, tags);
  const b = baselineProportion(baseline, metric, tags);
  const check = { ...base, n: r.n, n_baseline: b.n };
  if (r.n === 0) {
    return {
      check,
      advisory,
      fixed: { status: advisory ? "warn" : "fail", reason: `no sessions for ${metricKey} in this run` },
    };
  }
  if (b.n === 0)
    return {
      check,
      advisory,
      fixed: { status: "warn", reason: `the baseline has no sessions for ${metricKey}` },
    };
  const pr = r.x / r.n;
  const pb = b.x / b.n;
  const m = margin.relative ? margin.amount * pb : margin.amount;
  const up = direction === "increase";
  const threshold = up ? m : -m;
  const [lower, upper] = newcombe(r.x, r.n, b.x, b.n, normalQuantile(confidence));
  const estimate = pr - pb;
  const pGreater = newcombePGreater(r.x, r.n, b.x, b.n, threshold);
  const pLess = newcombePLess(r.x, r.n, b.x, b.n, threshold);
  const within = up ? estimate < threshold : estimate > threshold;
  const halfWidth = boundHalfWidth(up, within, estimate, lower, upper);
  const more = samplesNeeded({ n: Math.min(r.n, b.n), halfWidth, distance: Math.abs(threshold - estimate) });
  return {
    check: {
      ...check,
      observed: pr,
      baseline: pb,
      interval: [lower, upper],
      ratio: estimate,
      method: "Newcombe hybrid score interval of the difference",
    },
    advisory,
    pFail: up ? pGreater : pLess,
    pPass: up ? pLess : pGreater,
    effect: `${metric} ${fmtPct(pr)} (${r.x}/${r.n}) vs ${fmtPct(pb)} (${b.x}/${b.n}), ${fmtPoints(estimate)}`,
    bounds: `${fmtPct(confidence)} bounds [${fmtPoints(lower)}, ${fmtPoints(upper)}]`,
    marginText: `the ${margin.relative ? `${margin.text} (${fmtPoints(m).slice(1)})` : fmtPoints(m).slice(1)} ${direction} margin`,
    failBound: up ? `lower bound ${fmtPoints(lower)}` : `upper bound ${fmtPoints(upper)}`,
    decideHint:
      more === null
        ? "the estimate sits on the margin; no practical number of sessions would decide it"
        : `about ${more} more sessions per side would decide it`,
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

function plan(run: RunResult, baseline: Baseline, config: RegressionConfig): Assessment[] {
  const confidence = config.confidence ?? 0.95;
  const out: Assessment[] = [];
  // The scenario schema defaults `metrics` to {}: no listed metric means the defaults, never "gate nothing".
  const metrics =
    config.metrics && Object.keys(config.metrics).length > 0 ? config.metrics : DEFAULT_REGRESSION_METRICS;
  for (const [metricKey, rule] of Object.entries(metrics)) {
    const directions: Array<[Direction, string | number]> = [];
    if (rule.max_increase !== undefined) directions.push(["increase", rule.max_increase]);
    if (rule.max_decrease !== undefined) directions.push(["decrease", rule.max_decrease]);
    for (const [direction, raw] of directions) {
      const isRate = (RATE_REGRESSION_METRICS as readonly string[]).includes(
        metricKey.replace(/\{.*$/, "").trim(),
      );
      const statistic: RegressionStatistic = rule.statistic ?? (isRate ? "rate" : "p50");
      const ruleText = `${statistic} max_${direction} ${typeof raw === "number" ? formatValue(raw) : raw}`;
      const base = {
        kind: "regression" as const,
        metric: metricKey,
        rule: ruleText,
        observed: null,
        baseline: null,
        interval: null,
      };
      const advisory = rule.advisory === true;
      const bad = (reason: string): Assessment => ({
        check: base,
        advisory,
        fixed: { status: "fail", reason },
      });
      let key: ReturnType<typeof parseMetricKey>;
      try {
        key = parseMetricKey(metricKey);
      } catch (err) {
        out.push(bad((err as Error).message));
        continue;
      }
      const margin = parseMargin(raw);
      if (typeof margin === "string") {
        out.push(bad(`max_${direction} ${margin}`));
        continue;
      }
      if (isRate) {
        if (statistic !== "rate") {
          out.push(bad(`statistic ${statistic} does not apply to ${key.metric}; use rate`));
          continue;
        }
        out.push(
          assessRate(
            run,
            baseline,
            metricKey,
            key.metric,
            key.tags,
            direction,
            margin,
            confidence,
            advisory,
            base,
          ),
        );
        continue;
      }
      if (
        !(
          TREND_METRICS.includes(key.metric) ||
          key.metric in run.metrics ||
          key.metric in baseline.histograms
        )
      ) {
        out.push(
          bad(
            `unknown metric ${JSON.stringify(key.metric)}; regression rules apply to ${[...RATE_REGRESSION_METRICS, ...TREND_METRICS].join(", ")}`,
          ),
        );
        continue;
      }
      if (statistic === "rate") {
        out.push(
          bad(
            `statistic rate applies to ${RATE_REGRESSION_METRICS.join(" and ")}; use p50, p90, p95, p99 or mean`,
          ),
        );
        continue;
      }
      if (margin.relative && direction === "decrease" && margin.amount >= 1) {
        out.push(bad("a relative max_decrease must be below 100%"));
        continue;
      }
      out.push(
        assessLatency(
          {
            run,
            baseline,
            metricKey,
            metric: key.metric,
            tags: key.tags,
            statistic,
            direction,
            margin,
            confidence,
            minSamples: config.min_samples ?? 20,
            bootstrapReps: config.bootstrap_reps ?? 2000,
            seed: hashSeed(config.seed ?? 1, `${metricKey}|${ruleText}`),
            advisory,
          },
          base,
        ),
      );
    }
  }
  return out;
}

function decide(a: Assessment, adjusted: number | undefined, familySize: number, alpha: number): GateCheck {
  if (a.fixed) return { ...a.check, ...a.fixed, ...(a.advisory ? { advisory: true } : {}) };
  const pFail = a.pFail!;
  const failsAlone = pFail <= alpha;
  const failsFamily = adjusted !== undefined && adjusted <= alpha;
  const passes = a.pPass! <= alpha;
  const prefix = a.advisory ? `${a.advisoryWhy ?? "advisory"}: ` : "";
  let status: CheckStatus;
  let reason: string;
  if (failsFamily) {
    status = "fail";
    reason = `${a.effect}; ${a.failBound} is beyond ${a.marginText} (${a.bounds})`;
  } else if (failsAlone) {
    status = "warn";
    reason = a.advisory
      ? `${prefix}${a.effect}; ${a.failBound} is beyond ${a.marginText} (${a.bounds})`
      : `${a.effect}; ${a.failBound} is beyond ${a.marginText} on its own, but not after Holm correction across ${familySize} gated checks (adjusted p=${formatValue(adjusted!)})`;
  } else if (passes) {
    status = "pass";
    reason = `${prefix}${a.effect}; within ${a.marginText} (${a.bounds})`;
  } else {
    // Undecided, advisory or not: a warning that says what would decide it.
    status = "warn";
    reason = `${prefix}inconclusive: ${a.effect}, ${a.bounds} straddle ${a.marginText}; ${a.decideHint}`;
  }
  return {
    ...a.check,
    status,
    reason,
    p_value: adjusted ?? pFail,
    ...(a.advisory ? { advisory: true } : {}),
  };
}

function newErrorBucketChecks(run: RunResult, baseline: Baseline, policy: "fail" | "warn"): GateCheck[] {
  const gated = gatedSessions(run);
  const counts = new Map<string, number>();
  for (const s of gated) if (s.bucket) counts.set(s.bucket, (counts.get(s.bucket) ?? 0) + 1);
  const fresh = [...counts.entries()].filter(([b]) => !(baseline.summary.error_buckets[b] > 0)).sort();
  const nb = baseline.summary.sessions;
  const rule = `new_error_buckets: ${policy}`;
  if (fresh.length === 0) {
    return [
      {
        kind: "regression",
        metric: "errors",
        rule,
        observed: 0,
        baseline: null,
        interval: null,
        status: "pass",
        reason: "no error bucket that the baseline did not have",
      },
    ];
  }
  return fresh.map(([bucket, count]) => {
    const p = fisherExact(count, gated.length - count, 0, nb, "greater");
    return {
      kind: "regression",
      metric: `errors{bucket:${bucket}}`,
      rule,
      observed: count,
      baseline: 0,
      interval: null,
      status: policy,
      reason: `new error bucket ${bucket}: ${count} of ${gated.length} sessions, none in ${nb} baseline sessions (Fisher exact p=${formatValue(p)})`,
      n: gated.length,
      n_baseline: nb,
      method: "Fisher exact test, one-sided",
      p_value: p,
    };
  });
}

/** Every regression check of a run against its baseline. */
export function regressionChecks(run: RunResult, baseline: Baseline, config: RegressionConfig): GateCheck[] {
  const alpha = 1 - (config.confidence ?? 0.95);
  const assessments = plan(run, baseline, config);
  // Holm family: gated (non-advisory) rules that produced a p-value.
  const family = assessments.map((a, i) => [a, i] as const).filter(([a]) => !a.fixed && !a.advisory);
  const adjusted = holm(family.map(([a]) => a.pFail!));
  const adjustedByIndex = new Map(family.map(([, i], k) => [i, adjusted[k]]));
  const checks = assessments.map((a, i) => decide(a, adjustedByIndex.get(i), family.length, alpha));
  const policy = config.new_error_buckets ?? "warn";
  if (policy !== "ignore") checks.push(...newErrorBucketChecks(run, baseline, policy));
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

/**
 * The half-width of the bound that has to clear the margin: the upper bound when the estimate is
 * within it (a pass needs the upper bound inside), the lower one when past it (a fail needs it past).
 */
function boundHalfWidth(
  up: boolean,
  within: boolean,
  estimate: number,
  lower: number,
  upper: number,
): number {
  return up === within ? upper - estimate : estimate - lower;
}
