/**
 * Syntax of k6-style thresholds: `p(95)<2500`, `rate>=0.99`, `count==0`, and metric keys with
 * optional tag filters, `e2e_ms{pair:a,task:echo}`. Parsing only; evaluation lives in src/gate.
 */

export const AGGREGATIONS = ["avg", "min", "max", "med", "count", "rate", "value"] as const;
export const OPERATORS = ["<=", ">=", "==", "!=", "<", ">"] as const;
export type ThresholdOperator = (typeof OPERATORS)[number];

export interface ThresholdExpression {
  /** `p` for percentiles, else one of AGGREGATIONS. */
  aggregation: string;
  /** Set when aggregation is `p`: 0 < percentile <= 100. */
  percentile?: number;
  op: ThresholdOperator;
  value: number;
}

export interface MetricKey {
  name: string;
  tags: Record<string, string>;
}

const PERCENTILE = /^p\(\s*([0-9]+(?:\.[0-9]+)?)\s*\)/;
const WORD = /^[a-z][a-z0-9_]*/i;
const NUMBER = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:e[+-]?[0-9]+)?$/i;

/** Parses `agg op number`; throws an Error whose message says what was expected. */
export function parseThresholdExpression(source: string): ThresholdExpression {
  let rest = source.trim();
  if (rest === "") throw new Error("empty threshold expression; expected e.g. p(95)<2500");

  let aggregation: string;
  let percentile: number | undefined;
  const p = PERCENTILE.exec(rest);
  if (p) {
    percentile = Number(p[1]);
    if (!(percentile > 0 && percentile <= 100)) {
      throw new Error(`percentile ${p[1]} is out of range; expected 0 < N <= 100`);
    }
    aggregation = "p";
    rest = rest.slice(p[0].length);
  } else {
    const word = WORD.exec(rest)?.[0] ?? "";
    if (!(AGGREGATIONS as readonly string[]).includes(word)) {
      const found = word || rest.split(/[\s<>=!]/)[0] || rest;
      const percentileHint = /^p[0-9]/.test(found) ? ` (write p(${found.slice(1)}))` : "";
      throw new Error(
        `unknown aggregation "${found}"${percentileHint}; expected p(N), ${AGGREGATIONS.join(", ")}`,
      );
    }
    aggregation = word;
    rest = rest.slice(word.length);
  }

  rest = rest.trimStart();
  const op = OPERATORS.find((o) => rest.startsWith(o));
  if (!op)
    throw new Error(
      `expected an operator (${OPERATORS.join(" ")}) after "${aggregation === "p" ? `p(${percentile})` : aggregation}"`,
    );
  const literal = rest.slice(op.length).trim();
  if (!NUMBER.test(literal)) {
    throw new Error(`expected a number after "${op}", got ${literal === "" ? "nothing" : `"${literal}"`}`);
  }
  return percentile === undefined
    ? { aggregation, op, value: Number(literal) }
    : { aggregation, percentile, op, value: Number(literal) };
}

const METRIC_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
const TAG_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/** Parses `name` or `name{tag:value,...}`; throws an Error on bad syntax. */
export function parseMetricKey(source: string): MetricKey {
  const brace = source.indexOf("{");
  const name = (brace < 0 ? source : source.slice(0, brace)).trim();
  if (!METRIC_NAME.test(name)) {
    throw new Error(`invalid metric name "${name}"; expected letters, digits, "_", "." or "-"`);
  }
  const tags: Record<string, string> = {};
  if (brace < 0) return { name, tags };
  if (!source.trimEnd().endsWith("}")) throw new Error(`tag filter of "${name}" must end with "}"`);
  const body = source.slice(brace + 1, source.trimEnd().length - 1);
  for (const part of body.split(",")) {
    const colon = part.indexOf(":");
    const tag = part.slice(0, colon).trim();
    const value = part.slice(colon + 1).trim();
    if (colon < 0 || !TAG_NAME.test(tag) || value === "" || /[{}]/.test(value)) {
      throw new Error(`invalid tag filter "${part.trim()}" in "${source}"; expected tag:value`);
    }
    tags[tag] = value;
  }
  return { name, tags };
}
