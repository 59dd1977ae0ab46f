/**
 * The one small interface every runtime (local, docker, http) implements.
 * The scheduler knows nothing else about them: run one session, emit events, return its outcome.
 */
import type { AgentInstallRecord, AgentSpec } from "../agents/types.js";
import type { SessionEvent, SessionOutcome, Span } from "../events/events.js";
import type { Task } from "../scenario/model.js";

export interface SessionSpec {
  id: string;
  /** Position in the plan (0-based), stable across shards. */
  index: number;
  pair: number;
  agent: AgentSpec;
  /** Absent for HTTP journeys. */
  task?: Task;
  tags: Record<string, string>;
  attempt: number;
  /** Reward at or above which a completed session passes. */
  successRewardThreshold: number;
}

export interface SessionIO {
  /** `sessions/<id>/` in the run directory: logs, trajectory, spans land here. */
  dir: string;
  emit(event: SessionEvent): void;
  /** Aborted when the run is interrupted: stop work, clean up, return. */
  signal: AbortSignal;
  /** Variables every agent gets: service URLs (OPENAI_BASE_URL, ...), run and session ids. */
  env: Record<string, string>;
  /** The `llm` spans the LLM gateway recorded for this session so far (an agent with no timings of its own). */
  llmSpans?(): Span[];
}

export interface RunContext {
  runId: string;
  runDir: string;
  /** Emit a run-level event (host resource samples, logs). */
  log(level: "info" | "warn" | "error", message: string): void;
  /** Aborted when the run is interrupted: one-time work (image builds, pulls) stops waiting. */
  signal?: AbortSignal;
  /** A built-in coding agent was installed (or found installed) for this run: once per agent@version. */
  agentInstalled?(record: AgentInstallRecord): void;
  /** One line for the user's live progress while prepare() works: what is being installed or built. */
  progress?(line: string): void;
}

export interface Runtime {
  readonly kind: "local" | "docker" | "http";
  /** Preconditions and one-time work (image builds); throws InfraError or UserError before any session. */
  prepare(ctx: RunContext): Promise<void>;
  runSession(spec: SessionSpec, io: SessionIO): Promise<SessionOutcome>;
  /** Remove everything the runtime started; bounded in time; safe to call twice. */
  close(): Promise<void>;
}
