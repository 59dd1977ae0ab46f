/** Runs one planned session through a runtime, with retries, and records it as events and result.json. */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { errorMessage } from "../errors.js";
import {
  capError,
  ERROR_BUCKETS,
  type ErrorBucket,
  type RunEvent,
  type SessionOutcome,
  type Span,
} from "../events/events.js";
import type { PlannedSession } from "../load/plan.js";
import { taskOfSession } from "../mock-llm/cassette.js";
import type { Runtime } from "../runtimes/types.js";

/** Failures worth another attempt by default: the upstream hiccuped, not the agent. */
const RETRYABLE: ErrorBucket[] = [
  "llm_rate_limited",
  "llm_server_error",
  "connect_refused",
  "http_5xx",
  "container_gone",
];

export interface SessionRunnerDeps {
  runtime: Runtime;
  runDir: string;
  write(e: RunEvent): void;
  env: Record<string, string>;
  runId: string;
  signal: AbortSignal;
  successRewardThreshold: number;
  retry: { max_retries: number; backoff_ms: number; on_buckets?: string[] };
  stage?: number | null;
  scheduledAt?: (s: PlannedSession) => number | null;
  redact: (text: string) => string;
  /** Per-session variables from the services (the LLM gateway's base URLs for this session). */
  sessionEnv?: (sessionId: string) => Record<string, string>;
  /** Spans recorded outside the agent (the LLM gateway's `llm` spans), drained after each attempt. */
  takeSpans?: (sessionId: string) => Span[];
  /** An attempt starts (the LLM services open its recording or pick its replayed conversation). */
  beginSession?: (sessionId: string, task: string) => void;
  /** An attempt ended: the replay mismatch one of its LLM requests met, if any. */
  endSession?: (sessionId: string) => string | null;
}

/**
 * An agent that exits non-zero right after a failed LLM call failed because of that call: the
 * session is bucketed by the call's error class (from its own spans or the gateway's), so the report
 * names the upstream cause rather than a bare exit code.
 */
export function withRootCause(outcome: SessionOutcome, spans: Span[]): SessionOutcome {
  if (outcome.bucket !== "agent_exit") return outcome;
  const failed = spans
    .filter((sp) => !sp.ok && sp.kind === "llm" && sp.error_class)
    .sort((a, b) => b.end - a.end)[0];
  const bucket = failed?.error_class as ErrorBucket | undefined;
  if (!bucket || !(ERROR_BUCKETS as readonly string[]).includes(bucket) || bucket === "unclassified")
    return outcome;
  return { ...outcome, bucket };
}

/**
 * A replayed session that sent a request the recording does not hold did not run what was recorded:
 * whatever the agent and verifier made of the error, it is `replay_mismatch` (only an interrupt wins).
 */
export function withReplayMismatch(outcome: SessionOutcome, mismatch: string | null): SessionOutcome {
  if (mismatch === null || outcome.bucket === "interrupted") return outcome;
  return { ...outcome, status: "errored", bucket: "replay_mismatch", error: `replay: ${mismatch}` };
}

export async function runPlannedSession(s: PlannedSession, d: SessionRunnerDeps): Promise<SessionOutcome> {
  const dir = join(d.runDir, "sessions", s.id);
  const retryOn = (d.retry.on_buckets as ErrorBucket[] | undefined) ?? RETRYABLE;
  for (let attempt = 1; ; attempt++) {
    const attemptDir = attempt === 1 ? dir : join(dir, `attempt-${attempt}`);
    mkdirSync(attemptDir, { recursive: true });
    const started = Date.now();
    d.write({
      type: "session_start",
      t: started,
      session: s.id,
      pair: s.pair,
      task: s.taskName,
      agent: s.agent.name,
      tags: s.tags,
      attempt,
      scheduled_t: d.scheduledAt?.(s) ?? null,
      stage: d.stage ?? null,
      warmup: s.warmup,
    });
    let outcome: SessionOutcome;
    d.beginSession?.(s.id, taskOfSession(s.id));
    const spans: Span[] = [];
    // The gateway's spans of this attempt: the runtime reads them for TTFT, all are written at its end.
    const recorded: Span[] = [];
    const llmSpans = (): Span[] => {
      recorded.push(...(d.takeSpans?.(s.id) ?? []));
      return [...recorded];
    };
    try {
      outcome = await d.runtime.runSession(
        {
          id: s.id,
          index: s.index,
          pair: s.pair,
          agent: s.agent,
          task: s.task,
          tags: s.tags,
          attempt,
          successRewardThreshold: d.successRewardThreshold,
        },
        {
          dir: attemptDir,
          signal: d.signal,
          env: { ...d.env, ...d.sessionEnv?.(s.id), AGENT_SESSION_ID: s.id, AGENT_RUN_ID: d.runId },
          emit: (e) => {
            if (e.type === "span") spans.push(e.span);
            d.write({ ...e, t: Date.now(), session: s.id } as RunEvent);
          },
          llmSpans,
        },
      );
    } catch (e) {
      // A runtime that throws has a bug or lost its infrastructure: the session still gets a bucket.
      outcome = {
        status: "errored",
        reward: null,
        bucket: d.signal.aborted ? "interrupted" : "unclassified",
        error: errorMessage(e),
      };
    }
    for (const span of llmSpans()) {
      spans.push(span);
      d.write({ type: "span", t: Date.now(), session: s.id, span });
    }
    outcome = withReplayMismatch(withRootCause(outcome, spans), d.endSession?.(s.id) ?? null);
    if (outcome.error) outcome = { ...outcome, error: capError(outcome.error) };
    const retrying =
      outcome.status === "errored" &&
      outcome.bucket != null &&
      retryOn.includes(outcome.bucket) &&
      attempt <= d.retry.max_retries &&
      !d.signal.aborted;
    const end = Date.now();
    // Runtimes time TTFT on the monotonic clock inside the session, E2E is whole wall-clock ms around
    // it: only rounding or clock slew can put one above the other, and a TTFT never exceeds its E2E.
    if (outcome.ttft_ms != null && outcome.ttft_ms > end - started)
      outcome = { ...outcome, ttft_ms: end - started };
    d.write({ type: "session_end", t: end, session: s.id, attempt, retrying, ...outcome });
    writeFileSync(
      join(attemptDir, "result.json"),
      `${d.redact(
        JSON.stringify(
          {
            id: s.id,
            task_name: s.taskName,
            agent: s.agent.name,
            pair: s.pair,
            tags: s.tags,
            attempt,
            started_at: new Date(started).toISOString(),
            finished_at: new Date(end).toISOString(),
            ...outcome,
          },
          null,
          2,
        ),
      )}\n`,
    );
    if (!retrying) return outcome;
    // An interrupt during the backoff ends the session there: no new attempt starts on a stopping run.
    if (!(await backoff(d.retry.backoff_ms * 2 ** (attempt - 1), d.signal))) {
      const cut: SessionOutcome = {
        status: "errored",
        reward: null,
        bucket: "interrupted",
        error: INTERRUPTED,
      };
      d.write({ type: "session_end", t: Date.now(), session: s.id, attempt, retrying: false, ...cut });
      return cut;
    }
  }
}

const INTERRUPTED = "the run was interrupted before the next attempt";

/** Waits `ms`; false when the signal aborted first. */
function backoff(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      signal.removeEventListener("abort", onAbort);
      resolve(ok);
    };
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
