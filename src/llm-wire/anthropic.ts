/**
 * The Anthropic messages wire (`POST /v1/messages`): message_start, then per content block (thinking,
 * text, tool_use) content_block_start / content_block_delta… / content_block_stop, a ping after the
 * first block opens, message_delta with stop_reason and output usage, message_stop.
 */
import { chatHead } from "./openai.js";
import {
  type Accumulator,
  argumentsObject,
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

function parseAnthropicRequest(body: unknown, defaultModel: string): ChatRequest | { error: string } {
  const head = chatHead(body, defaultModel);
  if ("error" in head) return head;
  const messages = anthropicMessages(head.body);
  if ("error" in messages) return messages;
  const tools = anthropicTools(head.body.tools);
  return buildRequest({
    api: "anthropic",
    model: head.model,
    stream: head.body.stream === true,
    includeUsage: true,
    maxTokens: tokenLimit(head.body.max_completion_tokens ?? head.body.max_tokens),
    messages,
    tools,
    forcedTool: tools.length > 0 ? forcedTool(head.body.tool_choice) : null,
  });
}

function anthropicMessages(body: Json): ChatMessage[] | { error: string } {
  const out: ChatMessage[] = [];
  const system = textOf(body.system);
  if (system) out.push({ role: "system", text: system });
  for (const [i, m] of (body.messages as unknown[]).entries()) {
    if (!isObj(m) || (m.role !== "user" && m.role !== "assistant" && m.role !== "system")) {
      return { error: `messages[${i}].role must be 'user', 'assistant' or 'system'` };
    }
    // Claude Code sends its reminders as system turns inside `messages`: instructions, not a turn.
    if (m.role !== "user" || !Array.isArray(m.content)) {
      out.push({ role: m.role, text: textOf(m.content) });
      continue;
    }
    // A user turn may carry tool results and text together: they are different messages to us.
    const results = m.content.filter((p) => isObj(p) && p.type === "tool_result");
    const rest = m.content.filter((p) => !(isObj(p) && p.type === "tool_result"));
    for (const r of results) out.push({ role: "tool", text: textOf((r as Json).content) });
    if (rest.length > 0 || results.length === 0) out.push({ role: "user", text: textOf(rest) });
  }
  return out;
}

function anthropicTools(raw: unknown): ToolDef[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((t) =>
    isObj(t) && typeof t.name === "string" ? [{ name: t.name, parameters: t.input_schema ?? {} }] : [],
  );
}

function forcedTool(choice: unknown): string | null {
  if (!isObj(choice)) return null;
  if (choice.type === "any") return "*";
  if (choice.type === "tool" && typeof choice.name === "string") return choice.name;
  return null;
}

// ───────────────────────────── reply ─────────────────────────────

const STOP: Record<ReplyPlan["finishReason"], string> = {
  stop: "end_turn",
  length: "max_tokens",
  tool_calls: "tool_use",
};

const event = (name: string, obj: Record<string, unknown>) =>
  `event: ${name}\ndata: ${JSON.stringify({ type: name, ...obj })}\n\n`;

type BlockKind = "thinking" | "text" | "tool_use";
const blockOf = (u: Unit): BlockKind =>
  u.kind === "reasoning" ? "thinking" : u.kind === "text" ? "text" : "tool_use";

function streamFrames(plan: ReplyPlan, units: Unit[], times: number[], ctx: WireContext): Frame[] {
  const frames: Frame[] = [
    {
      at: 0,
      data: event("message_start", {
        message: {
          id: ctx.id,
          type: "message",
          role: "assistant",
          model: ctx.model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: {
            input_tokens: plan.promptTokens - plan.cachedTokens,
            cache_creation_input_tokens: 0,
            cache_read_input_tokens: plan.cachedTokens,
            output_tokens: 1,
          },
        },
      }),
    },
  ];
  let block = -1;
  let open: { kind: BlockKind; tool: number } | null = null;
  const close = (at: number) => {
    if (!open) return;
    if (open.kind === "thinking") {
      frames.push({
        at,
        data: event("content_block_delta", {
          index: block,
          delta: { type: "signature_delta", signature: "mock-signature" },
        }),
      });
    }
    frames.push({ at, data: event("content_block_stop", { index: block }) });
    open = null;
  };
  const start = (at: number, kind: BlockKind, tool: number) => {
    close(at);
    block++;
    const content_block =
      kind === "thinking"
        ? { type: "thinking", thinking: "", signature: "" }
        : kind === "text"
          ? { type: "text", text: "" }
          : { type: "tool_use", id: plan.toolCalls[tool].id, name: plan.toolCalls[tool].name, input: {} };
    frames.push({ at, data: event("content_block_start", { index: block, content_block }) });
    if (block === 0) frames.push({ at, data: event("ping", {}) });
    open = { kind, tool };
  };

  // The first block opens at once, as the real API does; later ones when their first token is due.
  if (units.length === 0) start(0, "text", -1);
  units.forEach((u, i) => {
    const at = i === 0 ? 0 : times[i];
    const kind = blockOf(u);
    const tool = u.kind === "tool_start" || u.kind === "tool_args" ? u.tool : -1;
    if (!open || open.kind !== kind || open.tool !== tool) start(at, kind, tool);
    if (u.kind === "tool_start") return; // the name travels in content_block_start
    const delta =
      u.kind === "reasoning"
        ? { type: "thinking_delta", thinking: u.text }
        : u.kind === "text"
          ? { type: "text_delta", text: u.text }
          : { type: "input_json_delta", partial_json: u.text };
    frames.push({ at: times[i], data: event("content_block_delta", { index: block, delta }), content: true });
  });
  const end = times.length > 0 ? times[times.length - 1] : 0;
  close(end);
  frames.push({
    at: end,
    data: event("message_delta", {
      delta: { stop_reason: STOP[plan.finishReason], stop_sequence: null },
      usage: { output_tokens: plan.completionTokens },
    }),
  });
  frames.push({ at: end, data: event("message_stop", {}) });
  return frames;
}

function malformedFrame(): string {
  return `event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"\n\n`;
}

function complete(plan: ReplyPlan, ctx: WireContext) {
  const content: Record<string, unknown>[] = [];
  if (plan.reasoning.length > 0) {
    content.push({ type: "thinking", thinking: plan.reasoning.join(""), signature: "mock-signature" });
  }
  if (plan.text.length > 0 || plan.toolCalls.length === 0)
    content.push({ type: "text", text: plan.text.join("") });
  for (const c of plan.toolCalls)
    content.push({ type: "tool_use", id: c.id, name: c.name, input: argumentsObject(c.arguments) });
  return {
    id: ctx.id,
    type: "message",
    role: "assistant",
    model: ctx.model,
    content,
    stop_reason: STOP[plan.finishReason],
    stop_sequence: null,
    usage: {
      input_tokens: plan.promptTokens - plan.cachedTokens,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: plan.cachedTokens,
      output_tokens: plan.completionTokens,
    },
  };
}

function anthropicError(type: string, message: string) {
  return { type: "error", error: { type, message } };
}

const ANTHROPIC_TYPE: Record<number, string> = { 429: "rate_limit_error", 500: "api_error" };

// ───────────────────────────── stream decode ─────────────────────────────

function decode(ev: Json, sseEvent: string | null, acc: Accumulator): void {
  const type = str(ev.type) ?? sseEvent;
  switch (type) {
    case "message_start": {
      const m = isObj(ev.message) ? ev.message : {};
      acc.responseId ??= str(m.id);
      acc.model ??= str(m.model);
      if (isObj(m.usage)) {
        // Output tokens here are a placeholder; the real count arrives in message_delta.
        acc.usage = { ...readUsage(m.usage), completionTokens: null, totalTokens: null };
      }
      return;
    }
    case "content_block_start": {
      const block = isObj(ev.content_block) ? ev.content_block : {};
      if (block.type === "tool_use" || block.type === "server_tool_use") {
        acc.openTool(num(ev.index) ?? acc.tools.length, str(block.id), str(block.name) ?? "");
      }
      return;
    }
    case "content_block_delta": {
      const d = isObj(ev.delta) ? ev.delta : {};
      if (d.type === "text_delta") {
        const t = str(d.text);
        if (t) {
          if (acc.collectText) acc.text += t;
          acc.content();
        }
      } else if (d.type === "thinking_delta") {
        const t = str(d.thinking);
        if (t) {
          if (acc.collectText) acc.reasoning += t;
          acc.content();
        }
      } else if (d.type === "input_json_delta") {
        const call = acc.toolAt(num(ev.index) ?? -1);
        if (call !== undefined) call.arguments += str(d.partial_json) ?? "";
        acc.content();
      }
      return;
    }
    case "message_delta": {
      const d = isObj(ev.delta) ? ev.delta : {};
      const stop = str(d.stop_reason);
      if (stop) acc.finishReason = stop;
      if (isObj(ev.usage)) {
        const u = readUsage(ev.usage);
        const prompt = u.promptTokens ?? acc.usage?.promptTokens ?? null;
        const completion = u.completionTokens;
        const total = prompt !== null && completion !== null ? prompt + completion : null;
        acc.usage = {
          promptTokens: prompt,
          completionTokens: completion,
          totalTokens: total,
          reasoningTokens: null,
          cachedTokens: u.cachedTokens ?? acc.usage?.cachedTokens ?? null,
        };
      }
      return;
    }
    case "message_stop":
      acc.done = true;
      return;
    case "error":
      acc.fail(ev.error);
      return;
    default:
      // ping, content_block_stop, unknown future events: not content.
      return;
  }
}

/** Token counts of an Anthropic `usage` object, cached input counted as prompt tokens. */
function readUsage(u: Json): StreamUsage {
  // ATIF and OpenAI count cached input as prompt tokens; Anthropic reports it separately.
  const parts = [u.input_tokens, u.cache_read_input_tokens, u.cache_creation_input_tokens].map(count);
  const prompt = parts.every((p) => p === null) ? null : parts.reduce<number>((a, p) => a + (p ?? 0), 0);
  return {
    promptTokens: prompt,
    completionTokens: count(u.output_tokens),
    totalTokens: null,
    reasoningTokens: null,
    cachedTokens: count(u.cache_read_input_tokens),
  };
}

const PATHS = new Set(["/v1/messages", "/messages"]);

export const anthropic = {
  name: "anthropic",
  endpoint: "messages",
  route: (path) => (PATHS.has(path) ? { api: "anthropic" } : null),
  forwards: (bare) => /(^|\/)messages$/.test(bare),
  wiring: {
    baseUrlVar: "ANTHROPIC_BASE_URL",
    suffix: "",
    keyVar: "ANTHROPIC_API_KEY",
    publicBaseUrl: "https://api.anthropic.com",
  },
  idPrefix: "msg_",
  toolIdPrefix: "toolu_",
  requestIdHeader: "request-id",
  parse: (body, model) => parseAnthropicRequest(body, model),
  streamFrames,
  complete,
  malformedFrame,
  error: (status, message) => anthropicError(ANTHROPIC_TYPE[status] ?? "invalid_request_error", message),
  decode,
  readUsage,
  replyToolCalls: (body) =>
    countWhere(body.content, (b) => b.type === "tool_use" || b.type === "server_tool_use"),
} as const satisfies WireDialect;
