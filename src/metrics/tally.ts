/**
 * A run's counts, pass rate and error buckets from its sessions, split as the report counts them
 * (warm-up apart, an interrupted session neither a pass nor an error): from the recorder's session
 * table, or from a list of records such as one stage's sessions.
 */
import type { ErrorBucket } from "../events/events.js";
import { SessionColumns, type SessionTable } from "./session-table.js";
import type { RunResult, SessionRecord } from "./types.js";

/** Counts, pass rate and error buckets of a set of sessions; warm-up sessions are counted apart and never gated. */
export function tallySessions(
  sessions: readonly SessionRecord[],
): Pick<RunResult, "counts" | "pass_rate" | "error_buckets"> {
  return tallyTable(SessionColumns.of(sessions));
}

export function tallyTable(t: SessionTable): Pick<RunResult, "counts" | "pass_rate" | "error_buckets"> {
  let passed = 0;
  let failed = 0;
  let errored = 0;
  let warmup = 0;
  let interrupted = 0;
  const buckets: Partial<Record<ErrorBucket, number>> = {};
  for (let i = 0; i < t.length; i++) {
    if (t.warmup(i)) {
      warmup++;
      continue;
    }
    if (!t.judged(i)) {
      interrupted++;
      continue;
    }
    const status = t.status(i);
    if (status === "passed") passed++;
    else if (status === "failed") failed++;
    else errored++;
    const bucket = t.bucket(i);
    if (bucket) buckets[bucket] = (buckets[bucket] ?? 0) + 1;
  }
  const total = passed + failed + errored;
  return {
    counts: { total, completed: passed + failed, passed, failed, errored, warmup, interrupted },
    pass_rate: total === 0 ? null : passed / total,
    error_buckets: buckets,
  };
}
