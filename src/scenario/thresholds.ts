/**
 * The gate's language as a scenario writes it: k6 threshold expressions (`p(95)<2500`, `rate>=0.99`,
 * `count==0`) on metric keys with tag selectors (`e2e_ms{task:fix-bug}`), and the metric names rules
 * may use. Parsing is separate from evaluation (gate/thresholds.ts) so the scenario validator rejects
 * a bad expression before anything runs.
 */
import { UserError } from "../errors.js";
import { ERROR_BUCKETS, PHASES, SPAN_KINDS } from "../events/events.js";

/** One k6-style threshold: `"p(95)<2500"` or the object form with abort control. */
export type ThresholdRule =
  | string
  | {
      threshold: string;
      /** Stop the run as soon as this threshold fails (checked between sessions). */
      abortOnFail?: boolean;
      /** Do not abort before this much of the run has elapsed, e.g. `"10s"`, `"500ms"`, `"1m"`. */
      delayAbortEval?: string;
    };

/** `thresholds:` — metric key (with optional `{tag:value}` selectors) → one rule or a list. */
export type ThresholdsConfig = Record<string, ThresholdRule | ThresholdRule[]>;

export type MetricKind = "trend" | "rate" | "counter";

/** A session's efficiency figures (src/metrics/economics.ts defines them): trends the gate tests as latencies. */
export const ECONOMY_METRICS = [
  "llm_calls",
  "tool_calls",
  "tokens_cached",
  "context_tokens_max",
  "cost_usd",
] as const;
export type EconomyMetric = (typeof ECONOMY_METRICS)[number];

/** Distribution metrics every run may record, whether or not this one did (latencies, tokens, attempts). */
export const TREND_METRICS: readonly string[] = [
  "e2e_ms",
  "ttft_ms",
  "tpot_ms",
  "icl_ms",
  "e2e_sched_ms",
  "ttft_sched_ms",
  "schedule_lag_ms",
  "llm_ttft_ms",
  "llm_tpot_ms",
  "llm_tokens_in",
  "llm_tokens_out",
  "tokens_in",
  "tokens_out",
  ...ECONOMY_METRICS,
  "attempts",
  ...PHASES.map((p) => `${p}_ms`),
  ...SPAN_KINDS.map((k) => `${k}_ms`),
];

/** `pass_rate` = passed / total sessions. */
export const RATE_METRICS: readonly string[] = ["pass_rate"];
/** `sessions` counts sessions; `errors` counts failed or errored sessions (tag `bucket`). */
export const COUNTER_METRICS: readonly string[] = ["sessions", "errors"];

/** `recorded`: the run's metric summaries, whose names are trends too; omit it to judge before a run. */
export function metricKind(metric: string, recorded: Record<string, unknown> = {}): MetricKind | null {
  if (RATE_METRICS.includes(metric)) return "rate";
  if (COUNTER_METRICS.includes(metric)) return "counter";
  if (TREND_METRICS.includes(metric) || Object.hasOwn(recorded, metric)) return "trend";
  return null;
}

export const RATE_REGRESSION_METRICS = ["pass_rate", "error_rate"] as const;

export const TARGET_PREFIX = "target.";

export function isTargetMetric(metric: string): boolean {
  return metric.startsWith(TARGET_PREFIX);
}

/** Why a `target.` key cannot work before the run: a series no query or file declares. */
export function unknownTargetSeries(metric: string, declared: readonly string[]): string | null {
  const name = metric.slice(TARGET_PREFIX.length);
  if (declared.includes(name)) return null;
  const known = declared.length
    ? `declared: ${declared.join(", ")}`
    : "declare it under evidence.prometheus or evidence.files";
  return `unknown target series ${JSON.stringify(name)}; ${known}`;
}

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
  tags: Record<string, string>;
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
  const tags: Record<string, string> = {};
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

export const ALLOWED: Record<MetricKind, readonly Aggregation[]> = {
  trend: ["p", "avg", "min", "max", "med", "count"],
  rate: ["rate", "count"],
  counter: ["count", "rate"],
};

export function aggName(t: Threshold): string {
  return t.aggregation === "p" ? `p(${t.percentile})` : t.aggregation;
}

export function ruleExpression(rule: ThresholdRule): string {
  return typeof rule === "string" ? rule : rule.threshold;
}

export function asList(rules: ThresholdRule | ThresholdRule[]): ThresholdRule[] {
  return Array.isArray(rules) ? rules : [rules];
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
