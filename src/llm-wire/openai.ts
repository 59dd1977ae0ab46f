/**
 * The OpenAI chat-completions wire (`POST /v1/chat/completions`), as the official API streams it: role
 * prelude, content deltas, a finish chunk with an empty delta, the usage chunk with `choices: []` when
 * `stream_options.include_usage` (every earlier chunk then carries `"usage":null`), `[DONE]`.
 */
import {
  type Accumulator,
  buildRequest,
  type ChatMessage,
  type ChatRequest,
  count,
  type Frame,
  isObj,
  type Json,
  num,
  type ReplyPlan,
  type StreamUsage,
  sse,
  str,
  type ToolDef,
  textOf,
  tokenLimit,
  type Unit,
  type WireContext,
  type WireDialect,
} from "./wire.js";

// ───────────────────────────── request ─────────────────────────────

/** The chat-completions request as the neutral ChatRequest (the Anthropic one shares its checks). */
function parseOpenaiRequest(body: unknown, defaultModel: string): ChatRequest | { error: string } {
  const head = chatHead(body, defaultModel);
  if ("error" in head) return head;
  const messages = openaiMessages(head.body.messages as unknown[]);
  if ("error" in messages) return messages;
  const tools = openaiTools(head.body.tools);
  const streamOptions = isObj(head.body.stream_options) ? head.body.stream_options : {};
  return buildRequest({
    api: "openai",
    model: head.model,
    stream: head.body.stream === true,
    includeUsage: streamOptions.include_usage === true,
    maxTokens: tokenLimit(head.body.max_completion_tokens ?? head.body.max_tokens),
    messages,
    tools,
    forcedTool: tools.length > 0 ? forcedTool(head.body.tool_choice) : null,
  });
}

/** A chat body's object, its non-empty `messages` and its model: what chat-style wires share. */
export function chatHead(
  body: unknown,
  defaultModel: string,
): { body: Json; model: string } | { error: string } {
  if (!isObj(body)) return { error: "request body must be a JSON object" };
  if (!Array.isArray(body.messages) || body.messages.length === 0) {
    return { error: "'messages' must be a non-empty array" };
  }
  return { body, model: typeof body.model === "string" && body.model ? body.model : defaultModel };
}

function openaiMessages(raw: unknown[]): ChatMessage[] | { error: string } {
  const out: ChatMessage[] = [];
  for (const [i, m] of raw.entries()) {
    if (!isObj(m) || typeof m.role !== "string") return { error: `messages[${i}] needs a 'role'` };
    const role = m.role === "developer" ? "system" : m.role === "function" ? "tool" : m.role;
    if (role !== "system" && role !== "user" && role !== "assistant" && role !== "tool") {
      return { error: `messages[${i}].role '${m.role}' is not supported` };
    }
    let text = textOf(m.content);
    if (role === "assistant" && Array.isArray(m.tool_calls)) {
      for (const call of m.tool_calls) {
        const fn = isObj(call) && isObj(call.function) ? call.function : {};
        text += `${fn.name ?? ""}${typeof fn.arguments === "string" ? fn.arguments : ""}`;
      }
    }
    out.push({ role, text });
  }
  return out;
}

function openaiTools(raw: unknown): ToolDef[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((t) => {
    const fn = isObj(t) && isObj(t.function) ? t.function : null;
    return fn && typeof fn.name === "string" ? [{ name: fn.name, parameters: fn.parameters ?? {} }] : [];
  });
}

function forcedTool(choice: unknown): string | null {
  if (choice === "required") return "*";
  if (isObj(choice) && isObj(choice.function) && typeof choice.function.name === "string") {
    return choice.function.name;
  }
  return null;
}

// ───────────────────────────── reply ─────────────────────────────

const FINGERPRINT = "fp_mock";

function usageBody(plan: ReplyPlan) {
  return {
    prompt_tokens: plan.promptTokens,
    completion_tokens: plan.completionTokens,
    total_tokens: plan.promptTokens + plan.completionTokens,
    prompt_tokens_details: { cached_tokens: plan.cachedTokens, audio_tokens: 0 },
    completion_tokens_details: {
      reasoning_tokens: plan.reasoningTokens,
      audio_tokens: 0,
      accepted_prediction_tokens: 0,
      rejected_prediction_tokens: 0,
    },
  };
}

function streamFrames(plan: ReplyPlan, units: Unit[], times: number[], ctx: WireContext): Frame[] {
  const head = {
    id: ctx.id,
    object: "chat.completion.chunk",
    created: ctx.created,
    model: ctx.model,
    system_fingerprint: FINGERPRINT,
  };
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    sse({
      ...head,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
      ...(ctx.includeUsage ? { usage: null } : {}),
    });

  const frames: Frame[] = [{ at: 0, data: chunk({ role: "assistant", content: "", refusal: null }) }];
  units.forEach((u, i) => {
    frames.push({ at: times[i], data: chunk(deltaOf(u, plan)), content: true });
  });
  const end = times.length > 0 ? times[times.length - 1] : 0;
  frames.push({ at: end, data: chunk({}, plan.finishReason) });
  if (ctx.includeUsage) {
    frames.push({ at: end, data: sse({ ...head, choices: [], usage: usageBody(plan) }) });
  }
  frames.push({ at: end, data: "data: [DONE]\n\n" });
  return frames;
}

function deltaOf(u: Unit, plan: ReplyPlan): Record<string, unknown> {
  switch (u.kind) {
    case "reasoning":
      return { reasoning_content: u.text };
    case "text":
      return { content: u.text };
    case "tool_start": {
      const call = plan.toolCalls[u.tool];
      return {
        tool_calls: [
          { index: u.tool, id: call.id, type: "function", function: { name: call.name, arguments: "" } },
        ],
      };
    }
    case "tool_args":
      return { tool_calls: [{ index: u.tool, function: { arguments: u.text } }] };
  }
}

/** A chunk cut off mid-JSON, followed by the blank line that makes clients try to parse it. */
function malformedFrame(ctx: WireContext): string {
  return `data: {"id":"${ctx.id}","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"\n\n`;
}

function complete(plan: ReplyPlan, ctx: WireContext) {
  const text = plan.text.join("");
  const message: Record<string, unknown> = {
    role: "assistant",
    content: plan.toolCalls.length > 0 && text === "" ? null : text,
    refusal: null,
    annotations: [],
  };
  if (plan.reasoning.length > 0) message.reasoning_content = plan.reasoning.join("");
  if (plan.toolCalls.length > 0) {
    message.tool_calls = plan.toolCalls.map((c) => ({
      id: c.id,
      type: "function",
      function: { name: c.name, arguments: c.arguments },
    }));
  }
  return {
    id: ctx.id,
    object: "chat.completion",
    created: ctx.created,
    model: ctx.model,
    choices: [{ index: 0, message, logprobs: null, finish_reason: plan.finishReason }],
    usage: usageBody(plan),
    service_tier: "default",
    system_fingerprint: FINGERPRINT,
  };
}

function openaiError(message: string, type: string, code: string | null) {
  return { error: { message, type, param: null, code } };
}

/** OpenAI error `type` by status (a 429 says `requests`, as the API does). */
const OPENAI_TYPE: Record<number, string> = { 429: "requests", 500: "server_error" };

function codeOf(status: number): string | null {
  return status === 429 ? "rate_limit_exceeded" : status === 400 || status === 413 ? "invalid_request" : null;
}

/** The error body of the OpenAI APIs (chat completions and Responses) for a status. */
export const openaiErrorBody = (status: number, message: string) =>
  openaiError(message, OPENAI_TYPE[status] ?? "invalid_request_error", codeOf(status));

// ───────────────────────────── stream decode ─────────────────────────────

function decode(chunk: Json, _event: string | null, acc: Accumulator): void {
  if ("error" in chunk && chunk.error != null) {
    acc.fail(chunk.error);
    return;
  }
  acc.responseId ??= str(chunk.id);
  acc.model ??= str(chunk.model);
  if (isObj(chunk.usage)) acc.usage = readUsage(chunk.usage);
  // `choices` may be [], null or absent (usage-only chunks from various servers).
  const choices = Array.isArray(chunk.choices) ? chunk.choices : [];
  let bearing = false;
  for (const choice of choices) {
    if (!isObj(choice)) continue;
    // n>1 streams interleave choices; the measured answer is choice 0.
    if ((num(choice.index) ?? 0) !== 0) continue;
    const finish = str(choice.finish_reason);
    if (finish) acc.finishReason = finish;
    const delta = isObj(choice.delta) ? choice.delta : null;
    if (!delta) continue;
    const text = str(delta.content);
    if (text) {
      if (acc.collectText) acc.text += text;
      bearing = true;
    }
    const thought = str(delta.reasoning_content) || str(delta.reasoning);
    if (thought) {
      if (acc.collectText) acc.reasoning += thought;
      bearing = true;
    }
    if (Array.isArray(delta.tool_calls) && delta.tool_calls.length > 0) {
      for (const frag of delta.tool_calls) if (isObj(frag)) toolFragment(frag, acc);
      bearing = true;
    }
  }
  if (bearing) acc.content();
}

function toolFragment(frag: Json, acc: Accumulator): void {
  const wire = num(frag.index) ?? 0;
  const fn = isObj(frag.function) ? frag.function : {};
  const id = str(frag.id);
  let call = acc.toolAt(wire);
  // Some servers (Ollama) reuse index 0 for parallel calls; a new id then opens a new call.
  if (call === undefined || (id && call.id && call.id !== id)) call = acc.openTool(wire, null, "");
  if (id && !call.id) call.id = id;
  const type = str(frag.type);
  if (type) call.type = type;
  const name = str(fn.name);
  if (name && !call.name) call.name = name;
  const args = str(fn.arguments);
  if (args) call.arguments += args;
}

/** Token counts of an OpenAI `usage` object, streamed or not. */
function readUsage(u: Json): StreamUsage {
  const details = isObj(u.completion_tokens_details) ? u.completion_tokens_details : {};
  const prompt = isObj(u.prompt_tokens_details) ? u.prompt_tokens_details : {};
  return {
    promptTokens: count(u.prompt_tokens),
    completionTokens: count(u.completion_tokens),
    totalTokens: count(u.total_tokens),
    reasoningTokens: count(details.reasoning_tokens),
    cachedTokens: count(prompt.cached_tokens),
  };
}

/** Tool calls of choice 0's message. */
function replyToolCalls(body: Json): number {
  const choice = Array.isArray(body.choices) && isObj(body.choices[0]) ? body.choices[0] : {};
  const message = isObj(choice.message) ? choice.message : {};
  return Array.isArray(message.tool_calls) ? message.tool_calls.length : 0;
}

const PATHS = new Set(["/v1/chat/completions", "/chat/completions"]);

export const openai = {
  name: "openai",
  endpoint: "chat.completions",
  route: (path) => (PATHS.has(path) ? { api: "openai" } : null),
  // Every path another row does not claim: OpenAI-compatible servers name their routes freely.
  forwards: () => true,
  wiring: {
    baseUrlVar: "OPENAI_BASE_URL",
    suffix: "/v1",
    keyVar: "OPENAI_API_KEY",
    publicBaseUrl: "https://api.openai.com/v1",
  },
  idPrefix: "chatcmpl-",
  toolIdPrefix: "call_",
  requestIdHeader: "x-request-id",
  parse: (body, model) => parseOpenaiRequest(body, model),
  streamFrames,
  complete,
  malformedFrame,
  error: openaiErrorBody,
  endMarker: "[DONE]",
  decode,
  readUsage,
  replyToolCalls,
} as const satisfies WireDialect;
