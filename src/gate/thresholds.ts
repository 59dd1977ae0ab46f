/**
 * k6 threshold expressions evaluated on a run: each rule a check with its facts. The expressions'
 * grammar and the metric names are the scenario's (scenario/thresholds.ts).
 */
import { ERROR_BUCKETS } from "../events/events.js";
import type { SessionTable } from "../metrics/session-table.js";
import type { RunResult, Tags } from "../metrics/types.js";
import {
  ALLOWED,
  aggName,
  asList,
  isTargetMetric,
  type MetricKey,
  type MetricKind,
  metricKind,
  type Operator,
  parseDuration,
  parseMetricKey,
  parseThreshold,
  ruleExpression,
  type Threshold,
  type ThresholdRule,
  type ThresholdsConfig,
} from "../scenario/thresholds.js";
import { gatedPositions, knownMetrics } from "./run-metrics.js";
import { targetDistribution, targetUnit } from "./target-metrics.js";
import type { CheckFacts, GateCheck } from "./types.js";

function compare(op: Operator, a: number, b: number): boolean {
  switch (op) {
    case "<":
      return a < b;
    case "<=":
      return a <= b;
    case ">":
      return a > b;
    case ">=":
      return a >= b;
    case "==":
      return a === b;
    case "!=":
      return a !== b;
  }
}

export function formatValue(v: number): string {
  return Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(4)));
}

interface Observation {
  value: number | null;
  n: number;
  /** Why there is no value. */
  missing?: CheckFacts;
  unit?: string;
}

/** How many judged sessions match the selector, and how many of those `hit` (by table position). */
function countMatching(run: RunResult, tags: Tags, hit: (t: SessionTable, i: number) => boolean) {
  const { table, at } = gatedPositions(run, tags);
  let hits = 0;
  for (const i of at) if (hit(table, i)) hits++;
  return { n: at.length, hits };
}

function observe(run: RunResult, key: MetricKey, kind: MetricKind, t: Threshold): Observation {
  const { metric, tags } = key;
  const label = displayKey(key);
  const noSamples = { key: "threshold.no_samples", params: { metric: label } };
  if (kind === "trend") {
    const target = isTargetMetric(metric);
    const dist = target
      ? targetDistribution(run, metric, tags)
      : run.distribution(metric, Object.keys(tags).length > 0 ? tags : undefined);
    const count = dist?.count ?? 0;
    if (t.aggregation === "count") return { value: count, n: count };
    if (!dist || count === 0) return { value: null, n: 0, missing: noSamples };
    const value =
      t.aggregation === "p"
        ? dist.percentile(t.percentile!)
        : t.aggregation === "med"
          ? dist.percentile(50)
          : t.aggregation === "avg"
            ? dist.mean
            : t.aggregation === "min"
              ? dist.min
              : dist.max;
    return { value, n: count, unit: target ? targetUnit(run, metric) : "ms" };
  }
  if (metric === "pass_rate") {
    const { n, hits: passed } = countMatching(run, tags, (table, i) => table.passed(i));
    if (t.aggregation === "count") return { value: passed, n };
    if (n === 0) return { value: null, n: 0, missing: noSamples };
    return { value: passed / n, n };
  }
  if (metric === "sessions") {
    const matched = gatedPositions(run, tags).at.length;
    if (t.aggregation === "count") return { value: matched, n: matched };
    const total = gatedPositions(run).at.length;
    if (total === 0) return { value: null, n: 0, missing: noSamples };
    return { value: matched / total, n: total };
  }
  // errors: failed or errored sessions, optionally in one bucket, among the sessions the other tags select.
  const bucket = tags.bucket;
  if (bucket !== undefined && !(ERROR_BUCKETS as readonly string[]).includes(bucket)) {
    return {
      value: null,
      n: 0,
      missing: {
        key: "threshold.unknown_bucket",
        params: { bucket: JSON.stringify(bucket), known: ERROR_BUCKETS.join(", ") },
      },
    };
  }
  const { n, hits: errors } = countMatching(run, tags, (table, i) => {
    const b = table.bucket(i);
    return b !== null && (bucket === undefined || b === bucket);
  });
  if (t.aggregation === "count") return { value: errors, n };
  if (n === 0) return { value: null, n: 0, missing: noSamples };
  return { value: errors / n, n };
}

function displayKey(key: MetricKey): string {
  const tags = Object.entries(key.tags);
  return tags.length === 0 ? key.metric : `${key.metric}{${tags.map(([k, v]) => `${k}:${v}`).join(",")}}`;
}

/** Evaluate one threshold against a run. Never throws: a bad rule is a failed check that says why. */
export function evaluateThreshold(run: RunResult, metricKey: string, rule: ThresholdRule): GateCheck {
  const expr = ruleExpression(rule);
  const check = (
    status: "pass" | "fail",
    facts: CheckFacts,
    observed: number | null = null,
    n?: number,
  ): GateCheck => ({
    kind: "threshold",
    metric: metricKey,
    rule: expr,
    observed,
    baseline: null,
    interval: null,
    status,
    facts,
    ...(n === undefined ? {} : { n }),
  });
  const config = (message: string) => check("fail", { key: "config", params: { message } });
  let key: MetricKey;
  let t: Threshold;
  try {
    key = parseMetricKey(metricKey);
    t = parseThreshold(expr);
  } catch (err) {
    return config((err as Error).message);
  }
  const kind = isTargetMetric(key.metric) ? "trend" : metricKind(key.metric, run.metrics);
  if (kind === null) {
    const params = { metric: JSON.stringify(key.metric), known: knownMetrics(run).join(", ") };
    return check("fail", { key: "threshold.unknown_metric", params });
  }
  if (!ALLOWED[kind].includes(t.aggregation)) {
    const allowed = ALLOWED[kind].map((a) => (a === "p" ? "p(N)" : a)).join(", ");
    const params = { aggregation: aggName(t), kind, metric: key.metric, allowed };
    return check("fail", { key: "threshold.not_applicable", params });
  }
  const obs = observe(run, key, kind, t);
  if (obs.value === null) return check("fail", obs.missing!, null, obs.n);
  const ok = compare(t.op, obs.value, t.value);
  const params = {
    aggregation: aggName(t),
    value: obs.value,
    unit: obs.unit ?? "",
    op: t.op,
    limit: t.value,
  };
  return check(ok ? "pass" : "fail", { key: `threshold.${ok ? "pass" : "fail"}`, params }, obs.value, obs.n);
}

/** Every threshold of the scenario, in the order written. */
export function evaluateThresholds(run: RunResult, thresholds: ThresholdsConfig): GateCheck[] {
  return Object.entries(thresholds).flatMap(([key, rules]) =>
    asList(rules).map((rule) => evaluateThreshold(run, key, rule)),
  );
}

export interface AbortDecision {
  abort: boolean;
  /** The failing abortOnFail thresholds, in the scenario's order (the report says the first: abortReason). */
  checks: GateCheck[];
}

/**
 * For the scheduler, between sessions: stop the run once an `abortOnFail` threshold already fails
 * and its `delayAbortEval` has elapsed. A metric with no samples yet is not a reason to abort:
 * the run has not measured it so far (the final gate still fails it if it never does).
 */
export function shouldAbort(
  thresholds: ThresholdsConfig,
  partial: RunResult,
  elapsedMs: number,
): AbortDecision {
  const checks: GateCheck[] = [];
  for (const [key, rules] of Object.entries(thresholds)) {
    for (const rule of asList(rules)) {
      if (typeof rule === "string" || !rule.abortOnFail) continue;
      let delay = 0;
      try {
        delay = rule.delayAbortEval ? parseDuration(rule.delayAbortEval) : 0;
      } catch {
        continue;
      }
      if (elapsedMs < delay) continue;
      const check = evaluateThreshold(partial, key, rule);
      if (check.status === "fail" && check.observed !== null) checks.push(check);
    }
  }
  return { abort: checks.length > 0, checks };
}
