/**
 * k6 threshold expressions (`p(95)<2500`, `rate>=0.99`, `count==0`) on metric keys with tag selectors
 * (`e2e_ms{task:fix-bug}`). Parsing is separate from evaluation so the scenario validator can reject
 * a bad expression before anything runs.
 */

import { UserError } from "../errors.js";
import { ERROR_BUCKETS } from "../metrics/events.js";
import type { SessionTable } from "../metrics/session-table.js";
import type { RunResult, Tags } from "../metrics/types.js";
import { withReason } from "../report/reasons.js";
import {
  COUNTER_METRICS,
  gatedPositions,
  knownMetrics,
  type MetricKind,
  metricKind,
  RATE_METRICS,
  TREND_METRICS,
} from "./run-metrics.js";
import { isTargetMetric, targetDistribution, targetUnit, unknownTargetSeries } from "./target-metrics.js";
import type { CheckFacts, GateCheck, ThresholdRule, ThresholdsConfig } from "./types.js";

export type Aggregation = "p" | "avg" | "min" | "max" | "med" | "count" | "rate" | "value";
export type Operator = "<" | "<=" | ">" | ">=" | "==" | "!=";

export interface Threshold {
  aggregation: Aggregation;
  /** For `p(N)`: N in (0, 100]. */
  percentile?: number;
  op: Operator;
  value: number;
}

export interface MetricKey {
  metric: string;
  tags: Tags;
}

/** A threshold or metric key the user wrote that does not parse; the message quotes it. */
export class ThresholdSyntaxError extends UserError {
  constructor(
    readonly expression: string,
    problem: string,
  ) {
    super(`invalid threshold ${JSON.stringify(expression)}: ${problem}`);
    this.name = "ThresholdSyntaxError";
  }
}

const AGGREGATIONS = ["avg", "min", "max", "med", "count", "rate", "value"] as const;
// Longest first, so `<=` is not read as `<` followed by `=`.
const OPERATORS = ["===", "<=", ">=", "==", "!=", "<", ">"] as const;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

export function parseThreshold(expr: string): Threshold {
  const fail = (problem: string): never => {
    throw new ThresholdSyntaxError(expr, problem);
  };
  let rest = expr.trim();
  if (rest === "") fail("empty expression; expected e.g. p(95)<2500");

  let aggregation: Aggregation;
  let percentile: number | undefined;
  const pct = /^p\s*\(/.exec(rest);
  if (pct) {
    const close = rest.indexOf(")");
    if (close < 0) fail("missing ) after p(");
    const inner = rest.slice(pct[0].length, close).trim();
    if (!NUMBER.test(inner)) fail(`percentile ${JSON.stringify(inner)} is not a number`);
    percentile = Number(inner);
    if (!(percentile > 0 && percentile <= 100)) fail(`percentile ${inner} is outside (0, 100]`);
    aggregation = "p";
    rest = rest.slice(close + 1).trimStart();
  } else {
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest)?.[0] ?? "";
    if (/^p\d/.test(word)) fail(`write percentiles as p(${word.slice(1)}), not ${word}`);
    if (!(AGGREGATIONS as readonly string[]).includes(word)) {
      fail(
        `${word ? `unknown aggregation ${JSON.stringify(word)}` : "expected an aggregation"}; use p(N), ${AGGREGATIONS.join(", ")}`,
      );
    }
    aggregation = word as Aggregation;
    rest = rest.slice(word.length).trimStart();
  }

  const opToken = OPERATORS.find((o) => rest.startsWith(o));
  if (!opToken) fail(`expected an operator (<, <=, >, >=, ==, !=) after ${aggregation}`);
  const op: Operator = opToken === "===" ? "==" : (opToken as Operator);
  rest = rest.slice(opToken!.length).trim();
  if (/^[<>=!]/.test(rest)) fail(`unexpected ${JSON.stringify(rest[0])} after operator ${opToken}`);
  if (rest === "") fail(`missing value after ${opToken}`);
  if (!NUMBER.test(rest)) fail(`value ${JSON.stringify(rest)} is not a number`);
  const value = Number(rest);
  return percentile === undefined ? { aggregation, op, value } : { aggregation, percentile, op, value };
}

/** `e2e_ms{scenario:rag, task:x}` → `{ metric: "e2e_ms", tags: { scenario: "rag", task: "x" } }`. */
export function parseMetricKey(key: string): MetricKey {
  const m = /^\s*([A-Za-z_][A-Za-z0-9_.]*)\s*(?:\{(.*)\})?\s*$/.exec(key);
  if (!m) throw new ThresholdSyntaxError(key, "expected metric or metric{tag:value,...}");
  const tags: Tags = {};
  if (m[2] !== undefined) {
    for (const part of m[2].split(",")) {
      const colon = part.indexOf(":");
      const name = colon < 0 ? "" : part.slice(0, colon).trim();
      const value = colon < 0 ? "" : part.slice(colon + 1).trim();
      if (!name || !value) {
        throw new ThresholdSyntaxError(key, `tag selector ${JSON.stringify(part.trim())} is not tag:value`);
      }
      tags[name] = value;
    }
  }
  return { metric: m[1], tags };
}

/** `"500ms"`, `"10s"`, `"1m30s"`, `"1h"` → milliseconds. */
export function parseDuration(text: string): number {
  const s = text.trim();
  const re = /(\d+(?:\.\d+)?)(ms|s|m|h)/y;
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;
  let total = 0;
  let at = 0;
  while (at < s.length) {
    re.lastIndex = at;
    const m = re.exec(s);
    if (!m) throw new ThresholdSyntaxError(text, "duration must look like 500ms, 10s, 1m or 1m30s");
    total += Number(m[1]) * unit[m[2] as keyof typeof unit];
    at = re.lastIndex;
  }
  if (s === "") throw new ThresholdSyntaxError(text, "empty duration");
  return total;
}

// ---------------------------------------------------------------------------------------------
// Evaluation

const ALLOWED: Record<MetricKind, readonly Aggregation[]> = {
  trend: ["p", "avg", "min", "max", "med", "count"],
  rate: ["rate", "count"],
  counter: ["count", "rate"],
};

function aggName(t: Threshold): string {
  return t.aggregation === "p" ? `p(${t.percentile})` : t.aggregation;
}

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

function ruleExpression(rule: ThresholdRule): string {
  return typeof rule === "string" ? rule : rule.threshold;
}

function asList(rules: ThresholdRule | ThresholdRule[]): ThresholdRule[] {
  return Array.isArray(rules) ? rules : [rules];
}

/** Evaluate one threshold against a run. Never throws: a bad rule is a failed check that says why. */
export function evaluateThreshold(run: RunResult, metricKey: string, rule: ThresholdRule): GateCheck {
  const expr = ruleExpression(rule);
  const check = (
    status: "pass" | "fail",
    facts: CheckFacts,
    observed: number | null = null,
    n?: number,
  ): GateCheck =>
    withReason({
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
  /** The first failing abortOnFail threshold, in one line. */
  reason: string | null;
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
  const first = checks[0];
  return {
    abort: checks.length > 0,
    reason: first ? `threshold ${first.metric} ${first.rule} failed (${first.reason}); abortOnFail` : null,
    checks,
  };
}

export interface ThresholdProblem {
  /** Inside the thresholds object: `["e2e_ms"]` for a key, `["e2e_ms", 1]` for its second rule. */
  path: (string | number)[];
  message: string;
  /** A syntax error (the scenario schema reports those itself); otherwise a metric or aggregation that cannot work. */
  syntax: boolean;
}

/**
 * Static checks for the scenario validator, before anything runs: syntax of keys, expressions and
 * durations; a metric no run records; an error bucket that does not exist; an aggregation that does
 * not apply to the metric's kind.
 */
export function validateThresholds(
  thresholds: ThresholdsConfig,
  /** Series the scenario's evidence declares, for `target.<name>` keys. */
  targetSeries: readonly string[] = [],
): ThresholdProblem[] {
  const problems: ThresholdProblem[] = [];
  for (const [key, rules] of Object.entries(thresholds)) {
    let metric: MetricKey | null = null;
    try {
      metric = parseMetricKey(key);
    } catch (err) {
      problems.push({ path: [key], message: (err as Error).message, syntax: true });
    }
    const target = metric && isTargetMetric(metric.metric);
    const kind = target ? "trend" : metric ? metricKind(metric.metric) : null;
    const unknownTarget = metric && target ? unknownTargetSeries(metric.metric, targetSeries) : null;
    if (unknownTarget) problems.push({ path: [key], message: unknownTarget, syntax: false });
    if (metric && !kind) {
      const known = [...RATE_METRICS, ...COUNTER_METRICS, ...TREND_METRICS].join(", ");
      problems.push({
        path: [key],
        message: `unknown metric ${JSON.stringify(metric.metric)}; known metrics: ${known}`,
        syntax: false,
      });
    }
    const bucket = metric?.tags.bucket;
    if (bucket !== undefined && !(ERROR_BUCKETS as readonly string[]).includes(bucket)) {
      problems.push({
        path: [key],
        message: `unknown error bucket ${JSON.stringify(bucket)}; known: ${ERROR_BUCKETS.join(", ")}`,
        syntax: false,
      });
    }
    asList(rules).forEach((rule, i) => {
      const at = Array.isArray(rules) ? [key, i] : [key];
      try {
        const t = parseThreshold(ruleExpression(rule));
        if (typeof rule !== "string" && rule.delayAbortEval !== undefined) parseDuration(rule.delayAbortEval);
        if (kind && !ALLOWED[kind].includes(t.aggregation)) {
          const allowed = ALLOWED[kind].map((a) => (a === "p" ? "p(N)" : a)).join(", ");
          problems.push({
            path: at,
            message: `${aggName(t)} does not apply to ${kind} metric ${metric!.metric}; use ${allowed}`,
            syntax: false,
          });
        }
      } catch (err) {
        problems.push({ path: at, message: (err as Error).message, syntax: true });
      }
    });
  }
  return problems;
}
