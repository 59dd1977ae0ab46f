/**
 * Codex's `exec --json`: `thread.started`, then per turn `turn.started` … `item.started` /
 * `item.completed` (agent messages, command executions, file changes, MCP tool calls) … `turn.completed`
 * with the turn's usage, or `turn.failed` / `error`. One turn makes one ATIF agent step.
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

/** The items that are tool calls, and what their arguments and results are. */
const TOOL_ITEMS: Record<
  string,
  (item: Record<string, unknown>) => { args: Record<string, unknown>; out: string }
> = {
  command_execution: (i) => ({ args: { command: i.command }, out: str(i.aggregated_output) }),
  file_change: (i) => ({ args: { changes: i.changes }, out: str(i.status) }),
  mcp_tool_call: (i) => ({
    args: { server: i.server, tool: i.tool, arguments: i.arguments },
    out: str(i.result),
  }),
  web_search: (i) => ({ args: { query: i.query }, out: "" }),
};

function errorOf(message: string): ParsedTrace["error"] {
  return { bucket: classifyApiError(message), message: message.split("\n")[0].slice(0, 300) };
}

export function parseCodexJson(lines: TraceLine[], meta: TraceMeta): ParsedTrace {
  const steps: StepDraft[] = [];
  const spans: Span[] = [];
  const started = new Map<string, number>();
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
  for (const { json, at } of lines) {
    const item = obj(json.item);
    const tool = Object.hasOwn(TOOL_ITEMS, str(item.type)) ? TOOL_ITEMS[str(item.type)] : undefined;
    if (json.type === "thread.started") sessionId = str(json.thread_id) || undefined;
    else if (json.type === "turn.started") step = null;
    else if (json.type === "item.started" && tool && at !== null) started.set(str(item.id), at);
    else if (json.type === "item.completed" && item.type === "agent_message") {
      const s = current();
      s.message = s.message ? `${s.message}\n${str(item.text)}` : str(item.text);
    } else if (json.type === "item.completed" && tool) {
      const s = current();
      const { args, out } = tool(item);
      const id = str(item.id);
      s.tool_calls = [
        ...(s.tool_calls ?? []),
        { tool_call_id: id, function_name: str(item.type), arguments: args },
      ];
      s.observation = { results: [...(s.observation?.results ?? []), { source_call_id: id, content: out }] };
      const from = started.get(id);
      const ok = item.status === "completed" && (item.exit_code == null || item.exit_code === 0);
      if (from !== undefined && at !== null) spans.push(toolSpan(str(item.type), from, at, ok));
    } else if (json.type === "turn.completed") {
      const u = obj(json.usage);
      current().metrics = {
        prompt_tokens: num(u.input_tokens),
        completion_tokens: num(u.output_tokens),
        cached_tokens: num(u.cached_input_tokens),
      };
    } else if (json.type === "turn.failed") error = errorOf(str(obj(json.error).message) || "turn failed");
    else if (json.type === "error") error ??= errorOf(str(json.message) || "error");
  }
  return { trajectory: trajectoryOf(meta, steps, sessionId), spans, error };
}
