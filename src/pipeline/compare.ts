/**
 * Same-job comparison (`regression.compare_with`): a run holds two arms, the candidate and a
 * reference agent, interleaved on the same tasks. The reference arm becomes the baseline the
 * candidate is gated against — the soundest comparison when a stored baseline is too noisy,
 * because both arms saw the same runner, the same upstream and the same moment.
 */
import type { Baseline } from "../baseline/index.js";
import { buildBaseline } from "../baseline/index.js";
import type { RunEvent } from "../events/events.js";
import { recordEvents } from "../metrics/recorder.js";
import { ARM_TAG } from "../scenario/load.js";

export interface Arms {
  candidate: RunEvent[];
  reference: RunEvent[];
}

/** Splits the events by arm; run-level events go to both, each arm planned half the sessions. */
export function splitArms(events: readonly RunEvent[]): Arms {
  const reference = new Set(
    events
      .filter((e) => e.type === "session_start" && e.tags[ARM_TAG] === "reference")
      .map((e) => (e as { session: string }).session),
  );
  const candidate: RunEvent[] = [];
  const ref: RunEvent[] = [];
  for (const e of events) {
    if (e.type === "run_start") {
      const half = { ...e, planned_sessions: Math.ceil(e.planned_sessions / 2) };
      candidate.push(half);
      ref.push(half);
    } else if ("session" in e && typeof e.session === "string") {
      (reference.has(e.session) ? ref : candidate).push(e);
    } else {
      candidate.push(e);
      ref.push(e);
    }
  }
  return { candidate, reference: ref };
}

/** The reference arm as an in-memory baseline, so the usual regression statistics apply (paired by task when they can be). */
export function referenceBaseline(reference: RunEvent[], runId: string, agent: string): Baseline {
  const run = recordEvents(reference);
  return buildBaseline(run, null, {
    sha: null,
    ref: `reference arm: ${agent}`,
    run_id: runId,
    time: new Date(run.finished_at).toISOString(),
  });
}
