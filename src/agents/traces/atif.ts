/**
 * ATIF (Agent Trajectory Interchange Format, v1.7) as the trace parsers build it, and what they return:
 * the trajectory, `tool` spans, and the error the agent reported, as a named bucket.
 */
import type { ErrorBucket, Span } from "../../events/events.js";
import { isRateLimit } from "../../llm-wire/errors.js";

export interface AtifToolCall {
  tool_call_id: string;
  function_name: string;
  arguments: Record<string, unknown>;
}

export interface AtifStep {
  step_id: number;
  timestamp?: string;
  source: "system" | "user" | "agent";
  message: string;
  model_name?: string;
  tool_calls?: AtifToolCall[];
  observation?: { results: { source_call_id?: string; content?: string }[] };
  metrics?: { prompt_tokens?: number; completion_tokens?: number; cached_tokens?: number };
}

/** A step as a trace parser builds it: trajectoryOf numbers the steps. */
export type StepDraft = Omit<AtifStep, "step_id">;

export interface Trajectory {
  schema_version: "ATIF-v1.7";
  session_id?: string;
  agent: { name: string; version: string; model_name?: string };
  steps: AtifStep[];
  final_metrics: {
    total_prompt_tokens: number;
    total_completion_tokens: number;
    total_cached_tokens: number;
    total_steps: number;
  };
}

export interface TraceMeta {
  agent: string;
  version: string;
  model: string;
  instruction: string;
}

/** One line of an agent's trace, with the time (epoch ms) it reached us when that is known. */
export interface TraceLine {
  json: Record<string, unknown>;
  at: number | null;
}

export interface ParsedTrace {
  trajectory: Trajectory;
  spans: Span[];
  /** The API or agent error the trace reports, classified. */
  error: { bucket: ErrorBucket; message: string } | null;
}

/** Reads JSON lines (skipping what is not JSON: banners, warnings) beside their arrival times. */
export function traceLines(text: string, arrivals: string | null): TraceLine[] {
  const times = (arrivals ?? "").split("\n");
  const out: TraceLine[] = [];
  text.split("\n").forEach((line, i) => {
    const at = Number.parseFloat(times[i] ?? "");
    if (!line.trim().startsWith("{")) return;
    try {
      const json = JSON.parse(line);
      if (json && typeof json === "object") out.push({ json, at: Number.isFinite(at) ? at * 1000 : null });
    } catch {
      // a cut-off last line (the agent was killed) is not an event
    }
  });
  return out;
}

/** The bucket of an error message an agent printed: rate limits apart from every other API error. */
export function classifyApiError(message: string): ErrorBucket {
  return isRateLimit(message) ? "llm_rate_limited" : "llm_api_error";
}

function withoutMetrics(step: StepDraft): StepDraft {
  const { metrics: _, ...rest } = step;
  return rest;
}

/** Steps numbered 1..N and totals summed, as ATIF requires; per-step tokens kept only where they add up. */
export function trajectoryOf(
  meta: TraceMeta,
  steps: StepDraft[],
  sessionId?: string,
  totals?: { prompt: number; completion: number; cached: number },
): Trajectory {
  // Per-step counts that do not add up to the agent's own totals are not what it used per step
  // (Claude Code streams partial usage on each message): they are left out, the totals kept.
  const stepSum = (k: "prompt_tokens" | "completion_tokens") =>
    steps.reduce((a, s) => a + (s.metrics?.[k] ?? 0), 0);
  const partial =
    totals !== undefined &&
    (stepSum("prompt_tokens") !== totals.prompt || stepSum("completion_tokens") !== totals.completion);
  const kept: StepDraft[] = partial ? steps.map(withoutMetrics) : steps;
  const numbered = [{ source: "user" as const, message: meta.instruction }, ...kept].map((s, i) => ({
    step_id: i + 1,
    ...s,
  }));
  const sum = (k: "prompt_tokens" | "completion_tokens" | "cached_tokens") =>
    kept.reduce((a, s) => a + (s.metrics?.[k] ?? 0), 0);
  return {
    schema_version: "ATIF-v1.7",
    ...(sessionId ? { session_id: sessionId } : {}),
    agent: { name: meta.agent, version: meta.version, model_name: meta.model },
    steps: numbered,
    final_metrics: {
      total_prompt_tokens: totals?.prompt ?? sum("prompt_tokens"),
      total_completion_tokens: totals?.completion ?? sum("completion_tokens"),
      total_cached_tokens: totals?.cached ?? sum("cached_tokens"),
      total_steps: numbered.length,
    },
  };
}

export function toolSpan(name: string, start: number, end: number, ok: boolean): Span {
  return {
    kind: "tool",
    name,
    start,
    end: Math.max(start, end),
    ok,
    error_class: ok ? null : "tool_error",
    ttft_ms: null,
    tokens_in: null,
    tokens_out: null,
  };
}

/** An ISO timestamp in a trace line → epoch ms. */
export const timeOf = (v: unknown): number | null => {
  const t = typeof v === "string" ? Date.parse(v) : Number.NaN;
  return Number.isFinite(t) ? t : null;
};

const AGENT_ONLY = ["model_name", "reasoning_content", "tool_calls", "metrics"] as const;

/** Why a document is not valid ATIF v1.7 (Harbor's model rules), or nothing when it is. */
export function atifProblems(t: unknown): string[] {
  const doc = obj(t);
  const problems: string[] = [];
  if (!/^ATIF-v1\.[0-7]$/.test(str(doc.schema_version)))
    problems.push("schema_version is not ATIF-v1.0 … v1.7");
  const agent = obj(doc.agent);
  if (!str(agent.name) || !str(agent.version)) problems.push("agent needs a name and a version");
  const steps = Array.isArray(doc.steps) ? doc.steps.map(obj) : [];
  if (steps.length === 0) problems.push("steps needs at least one step");
  return [...problems, ...steps.flatMap((s, i) => stepProblems(s, i))];
}

function stepProblems(s: Record<string, unknown>, i: number): string[] {
  const at = `steps[${i}]`;
  const out: string[] = [];
  if (s.step_id !== i + 1) out.push(`${at}.step_id must be ${i + 1}`);
  if (!["system", "user", "agent"].includes(str(s.source)))
    out.push(`${at}.source must be system, user or agent`);
  if (typeof s.message !== "string" && !Array.isArray(s.message)) out.push(`${at}.message is required`);
  if (s.timestamp !== undefined && timeOf(s.timestamp) === null) out.push(`${at}.timestamp is not ISO-8601`);
  if (s.source !== "agent")
    for (const k of AGENT_ONLY) if (s[k] !== undefined) out.push(`${at}.${k} is for agent steps only`);
  const calls = Array.isArray(s.tool_calls) ? s.tool_calls.map(obj) : [];
  for (const c of calls)
    if (!str(c.tool_call_id) || !str(c.function_name) || typeof c.arguments !== "object")
      out.push(`${at}.tool_calls: each needs tool_call_id, function_name and arguments`);
  const ids = new Set(calls.map((c) => str(c.tool_call_id)));
  const results = Array.isArray(obj(s.observation).results)
    ? (obj(s.observation).results as unknown[]).map(obj)
    : [];
  for (const r of results)
    if (r.source_call_id !== undefined && !ids.has(str(r.source_call_id)))
      out.push(`${at}.observation: source_call_id ${str(r.source_call_id)} matches no tool call of the step`);
  return out;
}

export const str = (v: unknown): string => (typeof v === "string" ? v : v == null ? "" : JSON.stringify(v));
export const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : 0);
export const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
