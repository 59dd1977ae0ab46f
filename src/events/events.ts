import type { TargetEvent } from "../evidence/types.js";

/**
 * The run's source of truth: every line of `events.jsonl` is one RunEvent.
 * Times are epoch milliseconds (fractional) so reports rebuild offline from the file alone.
 */

/** Named phases of a session, timed into `{start, end}` blocks as in a Harbor trial. */
export const PHASES = ["env_setup", "agent_setup", "agent_exec", "verify", "teardown"] as const;
export type PhaseName = (typeof PHASES)[number];

/** Span kinds an agent (or the LLM gateway) reports. */
export const SPAN_KINDS = ["llm", "tool", "storage", "network"] as const;
export type SpanKind = (typeof SPAN_KINDS)[number];

/**
 * Error buckets: every failed or errored session lands in exactly one.
 * `unclassified` exists only so a bug shows up in the report; it must stay at 0.
 */
export const ERROR_BUCKETS = [
  // the task was attempted and the verifier said no
  "task_failed",
  // agent side
  "agent_exit",
  "agent_timeout",
  "agent_setup_failed",
  "agent_oom",
  // verifier side
  "verifier_timeout",
  "verifier_failed",
  "reward_missing",
  "reward_unparsable",
  // environment side
  "env_build",
  "env_start",
  "image_missing",
  "container_gone",
  // HTTP agent services
  "http_4xx",
  "http_5xx",
  "timeout",
  "connect_refused",
  "connection_reset",
  // the agent service broke HTTP/1.1 framing (bad or conflicting Content-Length, bad chunk, huge head)
  "protocol_error",
  "stream_parse",
  "business_failed",
  // LLM calls seen by the gateway or the agent
  "llm_rate_limited",
  "llm_server_error",
  // an LLM API error an agent reported in its own trace (other than a rate limit)
  "llm_api_error",
  // a replayed session sent a request its recorded conversation does not hold
  "replay_mismatch",
  // the run was stopped before this session ended
  "interrupted",
  "unclassified",
] as const;
export type ErrorBucket = (typeof ERROR_BUCKETS)[number];

/** A session's error is a one-line reason: an agent that prints megabytes keeps its first 2,000 characters. */
export const MAX_ERROR_CHARS = 2000;
export function capError(error: string | null): string | null {
  return error !== null && error.length > MAX_ERROR_CHARS ? `${error.slice(0, MAX_ERROR_CHARS - 1)}…` : error;
}

export type SessionStatus = "passed" | "failed" | "errored";

export interface TimeBlock {
  start: number;
  end: number;
}

export interface Span {
  kind: SpanKind;
  name: string;
  start: number;
  end: number;
  ok: boolean;
  error_class?: string | null;
  /** For `llm` spans: time to first content-bearing token of this call, ms. */
  ttft_ms?: number | null;
  tokens_in?: number | null;
  tokens_out?: number | null;
  /** For `llm` spans: prompt tokens the provider served from its cache (part of tokens_in). */
  tokens_cached?: number | null;
  /** For `llm` spans: reasoning tokens (part of tokens_out). */
  tokens_reasoning?: number | null;
  /** For `llm` spans: tool calls the model asked for in its answer. */
  tool_calls?: number | null;
  /** For `llm` spans: the model that answered, as the provider named it. */
  model?: string | null;
  /** Gaps between content-bearing chunks of an LLM stream, ms. */
  icl_ms?: number[];
}

/** What a runtime reports for one session (the pipeline adds identity and timing). */
export interface SessionOutcome {
  status: SessionStatus;
  reward: number | null;
  rewards?: Record<string, number> | null;
  bucket: ErrorBucket | null;
  /** One-line reason, as the agent or runtime said it (escaped at render time). */
  error: string | null;
  exit_code?: number | null;
  /** Time from the start of the agent's work to its first token, ms, when measured. */
  ttft_ms?: number | null;
  /** Decode time per output token, ms, when measured (HTTP streams). */
  tpot_ms?: number | null;
  tokens_in?: number | null;
  tokens_out?: number | null;
  /** Business outcome or other small facts worth keeping. */
  attrs?: Record<string, string | number | boolean | null>;
  /** A multi-step task's steps that ran, in order (absent for a single-step task). */
  steps?: StepOutcome[];
}

/** One step of a multi-step task: its verifier's reward, its own bucket, and its phase times. */
export interface StepOutcome {
  name: string | null;
  /** The verifier's result; null when it gave none. */
  reward: number | null;
  rewards: Record<string, number> | null;
  bucket: ErrorBucket | null;
  error: string | null;
  agent_exec_ms: number | null;
  verify_ms: number | null;
}

export interface RunStartEvent {
  type: "run_start";
  t: number;
  run_id: string;
  /** The resolved scenario with secret values redacted: enough to gate and report again. */
  scenario: unknown;
  scenario_name: string;
  scenario_hash: string;
  /** The hashed workload's fields (src/scenario/fingerprint.ts), for a baseline to keep. */
  scenario_workload?: { fields: Record<string, string>; omitted: number };
  planned_sessions: number;
  shard?: { index: number; count: number } | null;
  environment: Record<string, string>;
  source?: Record<string, string>;
  /** The command that runs this scenario again. */
  reproduce?: string | null;
  /**
   * A merged run: each shard it holds and the scenario hash that shard measured. A hash other
   * than `scenario_hash` (the trusted scenario's) fails the gate: that shard ran another workload.
   */
  merged_from?: { run_id: string; shard: { index: number; count: number } | null; scenario_hash: string }[];
}
export interface SessionStartEvent {
  type: "session_start";
  t: number;
  session: string;
  pair: number;
  task: string;
  agent: string;
  tags: Record<string, string>;
  attempt: number;
  /** When the load schedule wanted the session to start (open loop), epoch ms. */
  scheduled_t?: number | null;
  stage?: number | null;
  warmup?: boolean;
}
export interface PhaseEvent {
  type: "phase";
  t: number;
  session: string;
  phase: PhaseName;
  start: number;
  end: number;
  ok: boolean;
  /** The step of a multi-step task this phase belongs to. */
  step?: string;
}
export interface SpanEvent {
  type: "span";
  t: number;
  session: string;
  span: Span;
}
export interface ResourceEvent {
  type: "resource";
  t: number;
  /** Absent for host-wide samples. */
  session?: string | null;
  cpu_pct: number;
  mem_bytes: number;
  mem_limit_bytes?: number | null;
  /** The time `cpu_pct` is the mean over, ms (a container's sample: since its previous one). */
  interval_ms?: number | null;
}
export interface LogEvent {
  type: "log";
  t: number;
  session?: string | null;
  level: "info" | "warn" | "error";
  message: string;
}
export interface SessionEndEvent extends SessionOutcome {
  type: "session_end";
  t: number;
  session: string;
  attempt: number;
  /** Will this session be tried again? Then this attempt is not its final word. */
  retrying?: boolean;
}
export interface StageEvent {
  type: "stage_start" | "stage_end";
  t: number;
  stage: number;
  concurrency: number;
  label?: string;
}
/** A built-in coding agent installed for the run (or found in the cache), once per agent@version. */
export interface AgentInstallEvent {
  type: "agent_install";
  t: number;
  name: string;
  version: string;
  install: { cached: boolean; ms: number };
}
export interface RunEndEvent {
  type: "run_end";
  t: number;
  interrupted: boolean;
  reason?: string | null;
}

export type RunEvent =
  | RunStartEvent
  | SessionStartEvent
  | PhaseEvent
  | SpanEvent
  | ResourceEvent
  | LogEvent
  | SessionEndEvent
  | StageEvent
  | AgentInstallEvent
  | RunEndEvent
  | TargetEvent;

/** Events a runtime emits while a session runs; the pipeline stamps `t` and `session`. */
export type SessionEvent =
  | Omit<PhaseEvent, "t" | "session">
  | Omit<SpanEvent, "t" | "session">
  | Omit<ResourceEvent, "t" | "session">
  | Omit<LogEvent, "t" | "session">;
