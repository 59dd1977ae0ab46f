/**
 * opencode's `run --format json`: `step_start` … `step_finish` (with the step's tokens) around `text`
 * and `tool_use` parts; a tool part carries its input, output and its own start/end times (epoch ms).
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

function onTool(step: StepDraft, part: Record<string, unknown>, spans: Span[]): void {
  const state = obj(part.state);
  const id = str(part.callID) || str(part.id);
  const name = str(part.tool);
  step.tool_calls = [
    ...(step.tool_calls ?? []),
    { tool_call_id: id, function_name: name, arguments: obj(state.input) },
  ];
  const output = state.status === "error" ? str(state.error) : str(state.output);
  step.observation = {
    results: [...(step.observation?.results ?? []), { source_call_id: id, content: output }],
  };
  const time = obj(state.time);
  if (typeof time.start === "number" && typeof time.end === "number")
    spans.push(toolSpan(name, time.start, time.end, state.status === "completed"));
}

export function parseOpencodeJson(lines: TraceLine[], meta: TraceMeta): ParsedTrace {
  const steps: StepDraft[] = [];
  const spans: Span[] = [];
  let step: StepDraft | null = null;
  let error: ParsedTrace["error"] = null;
  let sessionId: string | undefined;
  const current = (): StepDraft => {
    if (!step) {
      step = { source: "agent", message: "", model_name: meta.model };
      steps.push(step);
    }
    return step;
  };
  for (const { json } of lines) {
    const part = obj(json.part);
    sessionId ??= str(json.sessionID) || undefined;
    if (json.type === "step_start") step = null;
    if (json.type === "text") current().message += str(part.text);
    if (json.type === "tool_use") onTool(current(), part, spans);
    if (json.type === "step_finish") {
      const t = obj(part.tokens);
      const cached = num(obj(t.cache).read);
      current().metrics = {
        prompt_tokens: num(t.input) + cached,
        completion_tokens: num(t.output),
        cached_tokens: cached,
      };
      step = null;
    }
    if (json.type === "error") {
      const e = obj(json.error);
      const message =
        str(obj(e.data).message) || str(e.message) || str(e.name) || "the agent reported an error";
      error = { bucket: classifyApiError(message), message: message.split("\n")[0].slice(0, 300) };
    }
  }
  return { trajectory: trajectoryOf(meta, steps, sessionId), spans, error };
}
