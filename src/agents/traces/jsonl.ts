/**
 * Any agent's JSON event lines (a recipe's `trace: jsonl`), read by the shapes most agents share: an
 * assistant `message` whose content holds text and tool-call parts (Anthropic's and pi's shapes), tool
 * executions that start and end with the call's id (timed by the lines' arrival), tool results keyed by
 * that id, and an `error`. Partial messages (start, update, delta events) wait for their end; a message repeated by later events (turn and agent summaries) counts once.
 */
import type { Span } from "../../events/events.js";
import {
  classifyApiError,
  num,
  obj,
  type ParsedTrace,
  type StepDraft,
  str,
  type TraceLine,
  type TraceMeta,
  toolSpan,
  trajectoryOf,
} from "./atif.js";

const CALL_TYPES = new Set(["toolCall", "tool_call", "tool_use", "tool-call", "function_call"]);
const callId = (j: Record<string, unknown>): string =>
  str(j.toolCallId ?? j.tool_call_id ?? j.callID ?? j.call_id ?? j.tool_use_id);

/** An assistant message's text and tool calls, as a step. */
function messageStep(message: Record<string, unknown>, meta: TraceMeta): StepDraft {
  const parts = Array.isArray(message.content) ? message.content.map(obj) : [];
  const text = typeof message.content === "string" ? message.content : "";
  const step: StepDraft = {
    source: "agent",
    message: text + parts.map((p) => (p.type === "text" ? str(p.text) : "")).join(""),
    model_name: str(message.model) || meta.model,
  };
  const calls = parts
    .filter((p) => CALL_TYPES.has(str(p.type)))
    .map((p) => ({
      tool_call_id: str(p.id) || callId(p),
      function_name: str(p.name),
      arguments: obj(p.arguments ?? p.input ?? p.args),
    }));
  if (calls.length) step.tool_calls = calls;
  const usage = obj(message.usage);
  const prompt = num(usage.input ?? usage.input_tokens ?? usage.prompt_tokens);
  const completion = num(usage.output ?? usage.output_tokens ?? usage.completion_tokens);
  if (prompt || completion) step.metrics = { prompt_tokens: prompt, completion_tokens: completion };
  return step;
}

/** A tool result's text: a string, or the text parts of a content list. */
function resultText(v: unknown): string {
  if (typeof v === "string") return v;
  const content = obj(v).content ?? v;
  return Array.isArray(content) ? content.map((p) => str(obj(p).text)).join("") : str(v);
}

interface State {
  steps: StepDraft[];
  spans: Span[];
  seen: Set<string>;
  /** The step that made each tool call, and when its execution started. */
  calls: Map<string, { step: StepDraft; name: string; start: number | null }>;
  error: ParsedTrace["error"];
}

function onResult(s: State, id: string, content: string, ok: boolean, at: number | null): void {
  const call = s.calls.get(id);
  if (!call) return;
  const results = call.step.observation?.results ?? [];
  if (!results.some((r) => r.source_call_id === id))
    call.step.observation = { results: [...results, { source_call_id: id, content }] };
  if (call.start !== null && at !== null) {
    s.spans.push(toolSpan(call.name, call.start, at, ok));
    call.start = null;
  }
}

function setError(s: State, text: string): void {
  s.error = { bucket: classifyApiError(text), message: text.split("\n")[0].slice(0, 300) };
}

function onLine(s: State, json: Record<string, unknown>, at: number | null, meta: TraceMeta): void {
  const type = str(json.type);
  const message = obj(json.message);
  // A message still streaming (its start, updates, deltas) counts once it ends.
  if (message.role === "assistant" && !/start|update|delta/i.test(type)) {
    const key = JSON.stringify(message);
    if (s.seen.has(key)) return;
    s.seen.add(key);
    const step = messageStep(message, meta);
    s.steps.push(step);
    // An API call that failed ends the message that was to hold its answer (pi's shape).
    if (message.stopReason === "error" && message.errorMessage) setError(s, str(message.errorMessage));
    for (const c of step.tool_calls ?? [])
      s.calls.set(c.tool_call_id, { step, name: c.function_name, start: null });
    return;
  }
  const id = callId(json);
  if (id && /start/i.test(type)) {
    const call = s.calls.get(id);
    if (call && at !== null) call.start = at;
  } else if (id && /end|result/i.test(type)) {
    onResult(s, id, resultText(json.result), json.isError !== true, at);
  } else if (message.role === "toolResult" && !/start|update|delta/i.test(type)) {
    onResult(s, callId(message), resultText(message), message.isError !== true, at);
  }
  if (type === "error" || json.error) {
    const e = obj(json.error);
    setError(s, str(e.message) || str(json.error) || str(json.message) || "the agent reported an error");
  }
}

export function parseJsonl(lines: TraceLine[], meta: TraceMeta): ParsedTrace {
  const s: State = { steps: [], spans: [], seen: new Set(), calls: new Map(), error: null };
  for (const { json, at } of lines) onLine(s, json, at, meta);
  const session = lines.find((l) => l.json.type === "session");
  const sessionId = session ? str(session.json.id) || undefined : undefined;
  return { trajectory: trajectoryOf(meta, s.steps, sessionId), spans: s.spans, error: s.error };
}

/** No trace (`trace: none`): the prompt, and what the agent printed last as its answer. */
export function parseNone(text: string, meta: TraceMeta): ParsedTrace {
  const tail = text.trim().slice(-4000);
  const steps: StepDraft[] = tail ? [{ source: "agent", message: tail, model_name: meta.model }] : [];
  return { trajectory: trajectoryOf(meta, steps), spans: [], error: null };
}
