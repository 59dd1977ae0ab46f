/**
 * What a metric name means in a RunResult (the names a user may write are scenario/thresholds.ts'),
 * and how tag selectors pick sessions.
 */
import { type SessionTable, sessionTableOf } from "../metrics/session-table.js";
import { matchesTags as matchesSessionTags } from "../metrics/tags.js";
import { isJudged, type RunResult, type SessionRecord, type Tags } from "../metrics/types.js";
import { COUNTER_METRICS, RATE_METRICS, TREND_METRICS } from "../scenario/thresholds.js";

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
