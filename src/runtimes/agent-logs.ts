/**
 * What an agent leaves in its logs folder (`/logs/agent`): `spans.jsonl` (one span a line, times in
 * epoch seconds) and an ATIF `trajectory.json`. Parsing is pure; runtimes read the files.
 */

import { MAX_MODEL_CHARS, spanProblem } from "../events/event-schema.js";
import { SPAN_KINDS, type Span, type SpanKind, type TimeBlock } from "../events/events.js";
import { fieldsOf, jsonLines, NOT_JSON } from "../jsonl.js";

export interface AgentLogs {
  spans: Span[];
  /** Lines that were not valid spans, with why, so a broken agent log shows up in the run log. */
  rejected: string[];
  tokens_in: number | null;
  tokens_out: number | null;
  steps: number | null;
  tool_calls: number | null;
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** Epoch seconds (what agents write) or milliseconds (what the gateway writes) → ms. */
function toMs(v: number): number {
  return v < 1e11 ? v * 1000 : v;
}

export function parseSpans(text: string): { spans: Span[]; rejected: string[] } {
  const spans: Span[] = [];
  const rejected: string[] = [];
  for (const [i, value] of jsonLines(text)) {
    if (value === NOT_JSON) {
      rejected.push(`spans.jsonl:${i}: not JSON`);
      continue;
    }
    const o = fieldsOf(value);
    const start = num(o.start);
    const end = num(o.end);
    if (!SPAN_KINDS.includes(o.kind as SpanKind) || start == null || end == null || end < start) {
      rejected.push(`spans.jsonl:${i}: needs kind (${SPAN_KINDS.join("|")}), start <= end`);
      continue;
    }
    const icl = Array.isArray(o.icl_ms) ? o.icl_ms.filter((x): x is number => num(x) != null) : undefined;
    const [cached, toolCalls] = [num(o.tokens_cached), num(o.tool_calls)];
    const span: Span = {
      kind: o.kind as SpanKind,
      name: typeof o.name === "string" ? o.name : String(o.kind),
      start: toMs(start),
      end: toMs(end),
      ok: o.ok !== false,
      error_class: typeof o.error_class === "string" ? o.error_class : null,
      ttft_ms: num(o.ttft_ms),
      tokens_in: num(o.tokens_in),
      tokens_out: num(o.tokens_out),
      ...(cached != null ? { tokens_cached: cached } : {}),
      ...(toolCalls != null ? { tool_calls: toolCalls } : {}),
      ...(typeof o.model === "string" ? { model: o.model.slice(0, MAX_MODEL_CHARS) } : {}),
      ...(icl ? { icl_ms: icl } : {}),
    };
    // What events.jsonl would refuse (a negative TTFT or gap) is left out here, said, and the run goes on.
    const bad = spanProblem(span);
    if (bad) rejected.push(`spans.jsonl:${i}: ${bad.field}: ${bad.message}`);
    else spans.push(span);
  }
  return { spans, rejected };
}

/** Token totals and step counts from an ATIF trajectory (final_metrics first, else summed steps). */
export function parseTrajectory(
  text: string,
): Pick<AgentLogs, "tokens_in" | "tokens_out" | "steps" | "tool_calls"> {
  const none = { tokens_in: null, tokens_out: null, steps: null, tool_calls: null };
  let t: { steps?: unknown; final_metrics?: Record<string, unknown> };
  try {
    t = JSON.parse(text);
  } catch {
    return none;
  }
  if (!t || typeof t !== "object") return none;
  const steps = Array.isArray(t.steps) ? (t.steps as Record<string, unknown>[]) : [];
  let tin = 0;
  let tout = 0;
  let calls = 0;
  for (const s of steps) {
    const m = (s.metrics ?? {}) as Record<string, unknown>;
    tin += num(m.prompt_tokens) ?? 0;
    tout += num(m.completion_tokens) ?? 0;
    if (Array.isArray(s.tool_calls)) calls += s.tool_calls.length;
  }
  const fm = t.final_metrics ?? {};
  return {
    tokens_in: num(fm.total_prompt_tokens) ?? (steps.length ? tin : null),
    tokens_out: num(fm.total_completion_tokens) ?? (steps.length ? tout : null),
    steps: num(fm.total_steps) ?? (steps.length || null),
    tool_calls: steps.length ? calls : null,
  };
}

/**
 * Time to first token, ms: from the start of the agent's work (a trial's `agent_exec` phase, a journey's
 * send) to the first token of an LLM call in that window. A token after the window's end was never the
 * agent's (it had ended or run out of time), so a TTFT never exceeds its window: never the session's
 * E2E, never the agent's timeout. A token stamped before the start (an agent's own clock in whole
 * seconds) reads 0.
 */
export function sessionTtft(spans: Span[], window: TimeBlock): number | null {
  let first = Number.POSITIVE_INFINITY;
  for (const s of spans) {
    if (s.kind !== "llm" || s.ttft_ms == null) continue;
    const at = s.start + s.ttft_ms;
    if (at <= window.end && at < first) first = at;
  }
  return first === Number.POSITIVE_INFINITY ? null : Math.max(0, first - window.start);
}

/**
 * Everything an agent's logs folder says, from the text of its two files (null when absent):
 * spans, and token counts from the trajectory or, failing that, summed over its LLM spans.
 */
export function readAgentLogs(spansText: string | null, trajectoryText: string | null): AgentLogs {
  const { spans, rejected } = parseSpans(spansText ?? "");
  const traj = parseTrajectory(trajectoryText ?? "null");
  const llm = spans.filter((s) => s.kind === "llm");
  const sum = (key: "tokens_in" | "tokens_out"): number | null =>
    llm.some((s) => s[key] != null) ? llm.reduce((a, s) => a + (s[key] ?? 0), 0) : null;
  return {
    spans,
    rejected,
    tokens_in: traj.tokens_in ?? sum("tokens_in"),
    tokens_out: traj.tokens_out ?? sum("tokens_out"),
    steps: traj.steps,
    tool_calls: traj.tool_calls,
  };
}
