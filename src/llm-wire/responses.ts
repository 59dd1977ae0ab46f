/**
 * The OpenAI Responses API (`POST /v1/responses`), the wire Codex speaks: `instructions` and
 * `input` items in; out, output items (reasoning, message, function_call) streamed as
 * response.created, response.in_progress, per item output_item.added, its deltas and
 * output_item.done, then response.completed (or response.incomplete) carrying the usage.
 */
import { openai, openaiErrorBody } from "./openai.js";
import {
  type Accumulator,
  buildRequest,
  type ChatMessage,
  type ChatRequest,
  count,
  countWhere,
  type Frame,
  isObj,
  type Json,
  num,
  type ReplyPlan,
  type StreamUsage,
  str,
  type ToolDef,
  textOf,
  tokenLimit,
  type Unit,
  type WireContext,
  type WireDialect,
} from "./wire.js";

// ───────────────────────────── request ─────────────────────────────

const ROLES: Record<string, ChatMessage["role"]> = {
  user: "user",
  system: "system",
  developer: "system",
  assistant: "assistant",
};

/** Input item types that are the model's own output (one assistant turn may span several). */
const ASSISTANT_ITEMS = new Set(["function_call", "custom_tool_call", "local_shell_call"]);
/** Input item types that carry a tool's result back. */
const RESULT_ITEMS = new Set(["function_call_output", "custom_tool_call_output", "local_shell_call_output"]);

export function parseResponsesRequest(body: unknown, defaultModel: string): ChatRequest | { error: string } {
  if (!isObj(body)) return { error: "request body must be a JSON object" };
  const messages: ChatMessage[] = [];
  const instructions = textOf(body.instructions);
  if (instructions) messages.push({ role: "system", text: instructions });
  if (typeof body.input === "string") messages.push({ role: "user", text: body.input });
  else if (Array.isArray(body.input) && body.input.length > 0) {
    const items = inputMessages(body.input);
    if ("error" in items) return items;
    messages.push(...items);
  } else return { error: "'input' must be a string or a non-empty array" };
  const tools = responsesTools(body.tools);
  return buildRequest({
    api: "responses",
    model: typeof body.model === "string" && body.model ? body.model : defaultModel,
    stream: body.stream === true,
    includeUsage: true,
    maxTokens: tokenLimit(body.max_output_tokens),
    messages,
    tools,
    forcedTool: tools.length > 0 ? forcedTool(body.tool_choice) : null,
  });
}

/** Input items → messages; consecutive assistant items (text, calls) are one assistant turn. */
function inputMessages(input: unknown[]): ChatMessage[] | { error: string } {
  const out: ChatMessage[] = [];
  const push = (role: ChatMessage["role"], text: string) => {
    const last = out[out.length - 1];
    if (role === "assistant" && last?.role === "assistant") last.text += text;
    else out.push({ role, text });
  };
  for (const [i, item] of input.entries()) {
    if (!isObj(item)) return { error: `input[${i}] must be an object` };
    const type = typeof item.type === "string" ? item.type : "message";
    if (type === "message") {
      const role = typeof item.role === "string" ? ROLES[item.role] : undefined;
      if (!role) return { error: `input[${i}].role '${String(item.role)}' is not supported` };
      push(role, textOf(item.content));
    } else if (ASSISTANT_ITEMS.has(type)) {
      const args = item.arguments ?? item.input ?? item.action;
      push("assistant", `${item.name ?? ""}${typeof args === "string" ? args : JSON.stringify(args ?? "")}`);
    } else if (RESULT_ITEMS.has(type)) {
      push("tool", textOf(item.output));
    }
    // reasoning, item_reference and types to come carry nothing the answer depends on.
  }
  return out;
}

/** Function tools only: Codex's `local_shell`, `custom` (freeform) and hosted tools are not ours to call. */
function responsesTools(raw: unknown): ToolDef[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((t) =>
    isObj(t) && t.type === "function" && typeof t.name === "string"
      ? [{ name: t.name, parameters: t.parameters ?? {} }]
      : [],
  );
}

function forcedTool(choice: unknown): string | null {
  if (choice === "required") return "*";
  if (isObj(choice) && choice.type === "function" && typeof choice.name === "string") return choice.name;
  return null;
}

// ───────────────────────────── reply ─────────────────────────────

function usageBody(plan: ReplyPlan) {
  return {
    input_tokens: plan.promptTokens,
    // Clients (Codex) read the field even when nothing was cached.
    input_tokens_details: { cached_tokens: plan.cachedTokens },
    output_tokens: plan.completionTokens,
    output_tokens_details: { reasoning_tokens: plan.reasoningTokens },
    total_tokens: plan.promptTokens + plan.completionTokens,
  };
}

type ItemKind = "reasoning" | "message" | "function_call";
interface Item {
  kind: ItemKind;
  id: string;
  /** Tool index for function calls. */
  tool: number;
}

const itemOf = (u: Unit): ItemKind =>
  u.kind === "reasoning" ? "reasoning" : u.kind === "text" ? "message" : "function_call";

/** The output items of a plan, in stream order, with stable ids derived from the response id. */
function itemsOf(plan: ReplyPlan, ctx: WireContext): Item[] {
  const tail = ctx.id.replace(/^resp_/, "");
  const items: Item[] = [];
  if (plan.reasoning.length > 0) items.push({ kind: "reasoning", id: `rs_${tail}`, tool: -1 });
  if (plan.text.length > 0 || plan.toolCalls.length === 0)
    items.push({ kind: "message", id: `msg_${tail}`, tool: -1 });
  plan.toolCalls.forEach((_, tool) => {
    items.push({ kind: "function_call", id: `fc_${tail}_${tool}`, tool });
  });
  return items;
}

/** An output item as it stands when done (`final`) or when added (empty, in progress). */
function itemBody(item: Item, plan: ReplyPlan, final: boolean): Json {
  const status = final ? "completed" : "in_progress";
  if (item.kind === "reasoning") {
    const text = plan.reasoning.join("");
    return {
      id: item.id,
      type: "reasoning",
      summary: [],
      content: final ? [{ type: "reasoning_text", text }] : [],
      status,
    };
  }
  if (item.kind === "message") {
    return {
      id: item.id,
      type: "message",
      status,
      role: "assistant",
      content: final ? [outputText(plan.text.join(""))] : [],
    };
  }
  const call = plan.toolCalls[item.tool];
  return {
    id: item.id,
    type: "function_call",
    status,
    call_id: call.id,
    name: call.name,
    arguments: final ? call.arguments : "",
  };
}

const outputText = (text: string) => ({ type: "output_text", text, annotations: [], logprobs: [] });

function responseBody(plan: ReplyPlan, ctx: WireContext, final: boolean): Json {
  const incomplete = final && plan.finishReason === "length";
  return {
    id: ctx.id,
    object: "response",
    created_at: ctx.created,
    status: final ? (incomplete ? "incomplete" : "completed") : "in_progress",
    error: null,
    incomplete_details: incomplete ? { reason: "max_output_tokens" } : null,
    instructions: null,
    max_output_tokens: null,
    model: ctx.model,
    output: final ? itemsOf(plan, ctx).map((it) => itemBody(it, plan, true)) : [],
    parallel_tool_calls: true,
    previous_response_id: null,
    reasoning: { effort: null, summary: null },
    store: false,
    temperature: 1,
    text: { format: { type: "text" } },
    tool_choice: "auto",
    tools: [],
    top_p: 1,
    truncation: "disabled",
    usage: final ? usageBody(plan) : null,
    metadata: {},
  };
}

function complete(plan: ReplyPlan, ctx: WireContext): Json {
  return responseBody(plan, ctx, true);
}

function streamFrames(plan: ReplyPlan, units: Unit[], times: number[], ctx: WireContext): Frame[] {
  const frames: Frame[] = [];
  let seq = 0;
  const emit = (at: number, type: string, obj: Json, content = false) => {
    const data = `event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: seq++, ...obj })}\n\n`;
    frames.push(content ? { at, data, content } : { at, data });
  };
  emit(0, "response.created", { response: responseBody(plan, ctx, false) });
  emit(0, "response.in_progress", { response: responseBody(plan, ctx, false) });

  const items = itemsOf(plan, ctx);
  let open = -1;
  const close = (at: number) => {
    if (open < 0) return;
    closeItem(items[open], open, plan, at, emit);
    open = -1;
  };
  const start = (at: number, index: number) => {
    close(at);
    open = index;
    const item = items[index];
    // A function call's name is content (the tool_start unit), as in OpenAI chat streams.
    emit(
      at,
      "response.output_item.added",
      { output_index: index, item: itemBody(item, plan, false) },
      item.kind === "function_call",
    );
    if (item.kind === "message") {
      emit(at, "response.content_part.added", { ...at0(item, index), part: outputText("") });
    }
  };
  const indexOf = (u: Unit) =>
    items.findIndex((it) => it.kind === itemOf(u) && (it.kind !== "function_call" || it.tool === toolOf(u)));

  if (units.length === 0) start(0, 0);
  units.forEach((u, i) => {
    const index = indexOf(u);
    if (index !== open) start(times[i], index);
    if (u.kind === "tool_start") return; // travelled in output_item.added
    const item = items[index];
    const type =
      u.kind === "reasoning"
        ? "response.reasoning_text.delta"
        : u.kind === "text"
          ? "response.output_text.delta"
          : "response.function_call_arguments.delta";
    const extra = u.kind === "text" ? { logprobs: [] } : {};
    const where =
      item.kind === "function_call" ? { item_id: item.id, output_index: index } : at0(item, index);
    emit(times[i], type, { ...where, delta: u.text, ...extra }, true);
  });
  const end = times.length > 0 ? times[times.length - 1] : 0;
  close(end);
  const last = plan.finishReason === "length" ? "response.incomplete" : "response.completed";
  emit(end, last, { response: responseBody(plan, ctx, true) });
  return frames;
}

const toolOf = (u: Unit) => (u.kind === "tool_start" || u.kind === "tool_args" ? u.tool : -1);
const at0 = (item: Item, index: number) => ({ item_id: item.id, output_index: index, content_index: 0 });

type Emit = (at: number, type: string, obj: Json, content?: boolean) => void;

/** The done events of one item: its text's done, the part's done, output_item.done. */
function closeItem(item: Item, index: number, plan: ReplyPlan, at: number, emit: Emit): void {
  if (item.kind === "reasoning") {
    emit(at, "response.reasoning_text.done", { ...at0(item, index), text: plan.reasoning.join("") });
  } else if (item.kind === "message") {
    const text = plan.text.join("");
    emit(at, "response.output_text.done", { ...at0(item, index), text, logprobs: [] });
    emit(at, "response.content_part.done", { ...at0(item, index), part: outputText(text) });
  } else {
    const call = plan.toolCalls[item.tool];
    emit(at, "response.function_call_arguments.done", {
      item_id: item.id,
      output_index: index,
      name: call.name,
      arguments: call.arguments,
    });
  }
  emit(at, "response.output_item.done", { output_index: index, item: itemBody(item, plan, true) });
}

function malformedFrame(): string {
  return `event: response.output_text.delta\ndata: {"type":"response.output_text.delta","delta":"\n\n`;
}

// ───────────────────────────── stream decode ─────────────────────────────

/** Events: deltas of text, reasoning and function-call arguments are content. */
function decode(ev: Json, sseEvent: string | null, acc: Accumulator): void {
  const type = str(ev.type) ?? sseEvent;
  const response = isObj(ev.response) ? ev.response : null;
  if (response) {
    acc.responseId ??= str(response.id);
    acc.model ??= str(response.model);
    if (isObj(response.usage)) acc.usage = readUsage(response.usage);
  }
  switch (type) {
    case "response.output_text.delta":
    case "response.reasoning_text.delta":
    case "response.reasoning_summary_text.delta":
    case "response.refusal.delta": {
      const t = str(ev.delta);
      if (!t) return;
      if (acc.collectText) {
        if (type === "response.output_text.delta" || type === "response.refusal.delta") acc.text += t;
        else acc.reasoning += t;
      }
      acc.content();
      return;
    }
    case "response.output_item.added": {
      const item = isObj(ev.item) ? ev.item : {};
      if (item.type !== "function_call" && item.type !== "custom_tool_call") return;
      // The call's name arrives here: content, as an OpenAI chat tool-call prelude is.
      const call = acc.openTool(
        num(ev.output_index) ?? acc.tools.length,
        str(item.call_id),
        str(item.name) ?? "",
      );
      call.arguments = str(item.arguments) ?? str(item.input) ?? "";
      acc.content();
      return;
    }
    case "response.function_call_arguments.delta":
    case "response.custom_tool_call_input.delta": {
      const call = acc.toolAt(num(ev.output_index) ?? -1);
      if (call !== undefined) call.arguments += str(ev.delta) ?? "";
      acc.content();
      return;
    }
    case "response.completed":
    case "response.incomplete":
      acc.finishReason = type === "response.completed" ? "completed" : incompleteReason(response);
      acc.done = true;
      return;
    case "response.failed":
    case "error":
      acc.fail(response && isObj(response.error) ? response.error : isObj(ev.error) ? ev.error : ev);
      return;
    default:
      // created, in_progress, content_part.*, *.done, unknown future events: not content.
      return;
  }
}

const incompleteReason = (response: Json | null): string => {
  const d = response && isObj(response.incomplete_details) ? response.incomplete_details : {};
  return str(d.reason) ?? "incomplete";
};

/** Token counts of a Responses API `usage` object. */
function readUsage(u: Json): StreamUsage {
  const input = isObj(u.input_tokens_details) ? u.input_tokens_details : {};
  const output = isObj(u.output_tokens_details) ? u.output_tokens_details : {};
  return {
    promptTokens: count(u.input_tokens),
    completionTokens: count(u.output_tokens),
    totalTokens: count(u.total_tokens),
    reasoningTokens: count(output.reasoning_tokens),
    cachedTokens: count(input.cached_tokens),
  };
}

const PATHS = new Set(["/v1/responses", "/responses"]);

export const responses = {
  name: "responses",
  endpoint: "responses",
  route: (path) => (PATHS.has(path) ? { api: "responses" } : null),
  forwards: (bare) => /(^|\/)responses$/.test(bare),
  // The OpenAI SDKs' base URL: the endpoint is the agent's choice.
  wiring: openai.wiring,
  idPrefix: "resp_",
  toolIdPrefix: "call_",
  requestIdHeader: "x-request-id",
  parse: (body, model) => parseResponsesRequest(body, model),
  streamFrames,
  complete,
  malformedFrame,
  error: openaiErrorBody,
  decode,
  readUsage,
  replyToolCalls: (body) =>
    countWhere(body.output, (item) => item.type === "function_call" || item.type === "custom_tool_call"),
} as const satisfies WireDialect;
