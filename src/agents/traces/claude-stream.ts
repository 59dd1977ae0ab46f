/**
 * Claude Code's `--output-format stream-json` (also Qwen Code's `-o stream-json`): `system` init,
 * `assistant` messages (text, `tool_use` blocks, usage), `user` messages carrying `tool_result`s, and a
 * closing `result`. Lines of one assistant message (same message id) make one ATIF step.
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
  timeOf,
  toolSpan,
  trajectoryOf,
} from "./atif.js";

type Block = Record<string, unknown>;

interface State {
  steps: StepDraft[];
  byMessage: Map<string, StepDraft>;
  /** Open tool calls: their step, name and the time the call was seen. */
  calls: Map<string, { step: StepDraft; name: string; at: number | null }>;
  spans: Span[];
  error: ParsedTrace["error"];
  sessionId?: string;
  /** The closing result's usage: the run's true totals (streamed messages carry partial counts). */
  totals?: { prompt: number; completion: number; cached: number };
}

/** A message's content blocks; what is not an object (a null, a number) is an empty block. */
const blocks = (v: unknown): Block[] => (Array.isArray(v) ? v.map((b) => obj(b) as Block) : []);

function onAssistant(s: State, line: TraceLine): void {
  const m = obj(line.json.message);
  const id = str(m.id) || `line-${s.steps.length}`;
  let step = s.byMessage.get(id);
  if (!step) {
    step = { source: "agent", message: "", model_name: str(m.model) || undefined };
    s.byMessage.set(id, step);
    s.steps.push(step);
  }
  for (const b of blocks(m.content)) {
    if (b.type === "text") step.message += str(b.text);
    if (b.type === "tool_use") {
      const call = { tool_call_id: str(b.id), function_name: str(b.name), arguments: obj(b.input) };
      step.tool_calls = [...(step.tool_calls ?? []), call];
      s.calls.set(call.tool_call_id, { step, name: call.function_name, at: line.at });
    }
  }
  const u = obj(m.usage);
  if (Object.keys(u).length > 0) {
    const cached = num(u.cache_read_input_tokens);
    // ATIF counts every input token in prompt_tokens, cached ones included.
    step.metrics = {
      prompt_tokens: num(u.input_tokens) + cached + num(u.cache_creation_input_tokens),
      completion_tokens: num(u.output_tokens),
      cached_tokens: cached,
    };
  }
}

function onUser(s: State, line: TraceLine): void {
  const content = obj(line.json.message).content;
  for (const b of blocks(content)) {
    if (b.type !== "tool_result") continue;
    const call = s.calls.get(str(b.tool_use_id));
    if (!call) continue;
    s.calls.delete(str(b.tool_use_id));
    const text = Array.isArray(b.content)
      ? blocks(b.content)
          .map((p) => str(p.text))
          .join("")
      : str(b.content);
    const results = call.step.observation?.results ?? [];
    call.step.observation = { results: [...results, { source_call_id: str(b.tool_use_id), content: text }] };
    if (call.at !== null && line.at !== null)
      s.spans.push(toolSpan(call.name, call.at, line.at, b.is_error !== true));
  }
}

function onResult(s: State, line: TraceLine): void {
  const r = line.json;
  const u = obj(r.usage);
  if (Object.keys(u).length > 0) {
    const cached = num(u.cache_read_input_tokens);
    const prompt = num(u.input_tokens) + cached + num(u.cache_creation_input_tokens);
    s.totals = { prompt, completion: num(u.output_tokens), cached };
  }
  if (r.is_error === true || (typeof r.subtype === "string" && r.subtype.startsWith("error"))) {
    const message = str(r.result) || str(r.error) || str(r.subtype);
    s.error = { bucket: classifyApiError(message), message: message.split("\n")[0].slice(0, 300) };
  }
}

export function parseClaudeStream(lines: TraceLine[], meta: TraceMeta): ParsedTrace {
  const s: State = { steps: [], byMessage: new Map(), calls: new Map(), spans: [], error: null };
  for (const raw of lines) {
    // The trace's own timestamps where it has them (Claude Code), else the line's arrival.
    const line = { ...raw, at: timeOf(raw.json.timestamp) ?? raw.at };
    const type = line.json.type;
    if (type === "system" && line.json.subtype === "init")
      s.sessionId = str(line.json.session_id) || undefined;
    else if (type === "assistant") onAssistant(s, line);
    else if (type === "user") onUser(s, line);
    else if (type === "result") onResult(s, line);
  }
  return { trajectory: trajectoryOf(meta, s.steps, s.sessionId, s.totals), spans: s.spans, error: s.error };
}
