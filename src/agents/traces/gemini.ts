/**
 * Gemini CLI's `-o stream-json`: `init`, `message` (the user's, then the assistant's in deltas),
 * `tool_use` / `tool_result` (each with its own timestamp), and a closing `result` with the run's token
 * stats. A model turn ends at its tool results: the next assistant text or call opens a new ATIF step.
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

export function parseGeminiStream(lines: TraceLine[], meta: TraceMeta): ParsedTrace {
  const steps: StepDraft[] = [];
  const spans: Span[] = [];
  const calls = new Map<string, { step: StepDraft; name: string; at: number | null }>();
  let step: StepDraft | null = null;
  let answered = false;
  let error: ParsedTrace["error"] = null;
  let sessionId: string | undefined;
  const current = (): StepDraft => {
    if (!step || answered) {
      step = { source: "agent", message: "", model_name: meta.model };
      steps.push(step);
      answered = false;
    }
    return step;
  };
  for (const { json, at } of lines) {
    const when = timeOf(json.timestamp) ?? at;
    if (json.type === "init") sessionId = str(json.session_id) || undefined;
    else if (json.type === "message" && json.role === "assistant") current().message += str(json.content);
    else if (json.type === "tool_use") {
      const s = current();
      const call = {
        tool_call_id: str(json.tool_id),
        function_name: str(json.tool_name),
        arguments: obj(json.parameters),
      };
      s.tool_calls = [...(s.tool_calls ?? []), call];
      calls.set(call.tool_call_id, { step: s, name: call.function_name, at: when });
    } else if (json.type === "tool_result") {
      const call = calls.get(str(json.tool_id));
      if (!call) continue;
      const ok = json.status === "success";
      const content = ok ? str(json.output) : str(obj(json.error).message) || str(json.output);
      const results = call.step.observation?.results ?? [];
      call.step.observation = { results: [...results, { source_call_id: str(json.tool_id), content }] };
      if (call.at !== null && when !== null) spans.push(toolSpan(call.name, call.at, when, ok));
      answered = true;
    } else if (json.type === "result") {
      const stats = obj(json.stats);
      // The run's totals only: they go on its last step.
      const last = steps[steps.length - 1];
      if (last) {
        const cached = num(stats.cached);
        last.metrics = {
          prompt_tokens: num(stats.input_tokens),
          completion_tokens: num(stats.output_tokens),
          cached_tokens: cached,
        };
      }
      if (json.status === "error") {
        const message = str(obj(json.error).message) || "the agent reported an error";
        error = { bucket: classifyApiError(message), message: message.split("\n")[0].slice(0, 300) };
      }
    }
  }
  return { trajectory: trajectoryOf(meta, steps, sessionId), spans, error };
}
