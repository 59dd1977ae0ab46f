/**
 * What a metric name means in a RunResult: its kind (trend, rate, counter), the names a user may
 * write, and how tag selectors pick sessions.
 */
import { PHASES, SPAN_KINDS } from "../metrics/events.js";
import { type SessionTable, sessionTableOf } from "../metrics/session-table.js";
import { matchesTags as matchesSessionTags } from "../metrics/tags.js";
import { isJudged, type RunResult, type SessionRecord, type Tags } from "../metrics/types.js";

export type MetricKind = "trend" | "rate" | "counter";

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

export function knownMetrics(run: RunResult): string[] {
  const trends = new Set([...TREND_METRICS, ...Object.keys(run.metrics)]);
  return [...RATE_METRICS, ...COUNTER_METRICS, ...[...trends].sort()];
}

/** Sessions the gate judges: warm-up and interrupted sessions are recorded but never gated. */
export function gatedSessions(run: RunResult): SessionRecord[] {
  return run.sessions.filter(isJudged);
}

/**
 * The judged sessions matching every selector, as positions in the run's session table (read by
 * column, no record made); `bucket` is left to the caller (only `errors` has it).
 */
export function gatedPositions(run: RunResult, tags: Tags = {}): { table: SessionTable; at: Int32Array } {
  const table = sessionTableOf(run);
  const { bucket: _, ...rest } = tags;
  // The selector is tested once per tag set; each session then costs one lookup by its set.
  const match = Object.keys(rest).length > 0 ? table.tagSets.matching(rest) : null;
  const at = new Int32Array(table.length);
  let n = 0;
  for (let i = 0; i < table.length; i++)
    if (table.judged(i) && (!match || match[table.setId(i)])) at[n++] = i;
  return { table, at: at.subarray(0, n) };
}

/** Does the session match every selector? `bucket` is left to the caller (only `errors` has it). */
export function matchesTags(s: SessionRecord, tags: Tags): boolean {
  const { bucket: _, ...rest } = tags;
  return matchesSessionTags(s, rest);
}
