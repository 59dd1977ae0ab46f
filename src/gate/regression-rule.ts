/**
 * What every regression rule is made of, whichever test decides it: its direction and tolerance
 * (`max_increase: "15%"`, `"25ms"`, `0.05`), the check it names, the assessment it yields before the
 * family-wise decision (src/gate/regression.ts) gives it a status, and which baseline sessions its
 * {tag:value} selector picks. Shared by the latency and rate rules, so neither depends on the other.
 */
import type { BaselineSample } from "../baseline/schema.js";
import type { Tags } from "../metrics/types.js";
import { formatValue } from "./thresholds.js";
import type { CheckFacts, CheckStatus, FactValue, GateCheck } from "./types.js";

export type Direction = "increase" | "decrease";

export interface Margin {
  relative: boolean;
  /** Fraction (relative) or absolute amount in the metric's unit. */
  amount: number;
  text: string;
}

export function parseMargin(value: string | number): Margin | string {
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

export type BaseCheck = Omit<GateCheck, "status" | "reason" | "facts">;
export type FactParams = Record<string, FactValue>;

/** One rule measured, before the family-wise correction decides its status. */
export interface Assessment {
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
    /** The estimate, and the tolerance as an effect on its scale, in the regressing direction (> 0). */
    effect: number;
    bar: number;
    se: number;
    minimum: number;
    between: number;
    run?: number;
    base?: number;
  };
}

export function fixed(check: BaseCheck, status: CheckStatus, key: string, params: FactParams): Assessment {
  return {
    check,
    fixed: { status, facts: { key: `regression.${key}`, params } },
    beyond: false,
    shown: false,
    pChange: 1,
    facts: {},
    power: { n: 0, effect: 0, bar: 0, se: Number.NaN, minimum: 0, between: 0 },
  };
}

function sampleTags(s: BaselineSample): Tags {
  const status = s.pass ? "passed" : s.bucket === "task_failed" ? "failed" : "errored";
  return { ...(s.tags ?? {}), pair: String(s.pair), task: s.task, status };
}

export function sampleMatches(s: BaselineSample, tags: Tags): boolean {
  const own = sampleTags(s);
  return Object.entries(tags).every(([k, v]) => own[k] === v);
}
