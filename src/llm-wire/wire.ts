/**
 * What every LLM wire dialect is written against: the neutral request a dialect parses into, the
 * reply plan it renders, the accumulator its stream decoder fills, and the row (`WireDialect`) that
 * the mock, the LLM gateway, the recorder and replay, the stream parser and the agent recipes read.
 * A dialect is one module beside this one plus one row of table.ts. Pure: no I/O here or in a dialect.
 */
import { hash32 } from "../rng.js";

export type Json = Record<string, unknown>;
export const isObj = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
export const str = (v: unknown): string | null => (typeof v === "string" ? v : null);
export const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
/** How many objects of a list (a field that may be anything) pass `test`. */
export const countWhere = (list: unknown, test: (o: Json) => boolean): number =>
  Array.isArray(list) ? list.filter((o) => isObj(o) && test(o)).length : 0;

/** A token count as a server reports it: a negative or non-finite one is no count at all. */
export const count = (v: unknown): number | null => {
  const n = num(v);
  return n !== null && n >= 0 ? n : null;
};

// ───────────────────────────── requests ─────────────────────────────

export interface ChatMessage {
  role: "system" | "user" | "assistant" | "tool";
  text: string;
}

export interface ToolDef {
  name: string;
  /** JSON schema of the arguments. */
  parameters: unknown;
}

export interface ChatRequest {
  /** The dialect's name. */
  api: string;
  model: string;
  stream: boolean;
  /** OpenAI `stream_options.include_usage`; Anthropic streams always carry usage. */
  includeUsage: boolean;
  maxTokens: number | null;
  messages: ChatMessage[];
  tools: ToolDef[];
  /** A tool the caller forces: its name, `*` for any tool, null when the model may answer in text. */
  forcedTool: string | null;
  /** Hash of what the answer depends on (messages, tools), so equal requests get equal answers. */
  contentHash: number;
}

/** What a dialect's parser decides; the content hash is derived here, the same way for all. */
export type RequestFields = Omit<ChatRequest, "contentHash">;

export function buildRequest(fields: RequestFields): ChatRequest {
  const { messages, tools } = fields;
  return { ...fields, contentHash: hash32(JSON.stringify(messages), JSON.stringify(tools)) };
}

/** A positive whole token limit, or null. */
export const tokenLimit = (max: unknown): number | null =>
  typeof max === "number" && max > 0 ? Math.floor(max) : null;

/** Text of a content field: a string, or an array of parts whose text we join. */
export function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return content == null ? "" : JSON.stringify(content);
  return content
    .map((part) => {
      if (!isObj(part)) return "";
      if (typeof part.text === "string") return part.text;
      if (part.type === "tool_result") return textOf(part.content);
      if (part.type === "tool_use") return JSON.stringify(part.input ?? {});
      return "";
    })
    .join("");
}

/** What the URL decided: the dialect, and where the URL carries them (Gemini), the model and streaming. */
export interface Route {
  api: string;
  model?: string;
  stream?: boolean;
}

// ───────────────────────────── replies ─────────────────────────────

export interface PlannedToolCall {
  id: string;
  name: string;
  arguments: string;
  /** The argument string split into streamed fragments (the mock's tokens, so split mid-JSON). */
  fragments: string[];
}

export interface ReplyPlan {
  reasoning: string[];
  text: string[];
  toolCalls: PlannedToolCall[];
  finishReason: "stop" | "length" | "tool_calls";
  promptTokens: number;
  /** Prompt tokens served from the prompt cache (part of promptTokens): what a provider would have cached. */
  cachedTokens: number;
  /** Reasoning + text + per tool call its name and argument fragments: one per content chunk. */
  completionTokens: number;
  reasoningTokens: number;
}

/** One content-bearing emission: what the client counts as a chunk, timed as one token. */
export type Unit =
  | { kind: "reasoning" | "text"; text: string }
  | { kind: "tool_start"; tool: number }
  | { kind: "tool_args"; tool: number; text: string };

/** Scripts may give arguments that are not JSON; wires that send an object need one. */
export function argumentsObject(args: string): unknown {
  try {
    return JSON.parse(args || "{}");
  } catch {
    return { _raw: args };
  }
}

/** A piece of the response body due at `at` ms after service start. */
export interface Frame {
  at: number;
  data: string;
  /** Carries a content-bearing token (for measuring TTFT at the server). */
  content?: boolean;
}

export interface WireContext {
  id: string;
  created: number;
  model: string;
  includeUsage: boolean;
}

export const sse = (obj: unknown) => `data: ${JSON.stringify(obj)}\n\n`;

// ───────────────────────────── decoding ─────────────────────────────

export interface ToolCallResult {
  index: number;
  id: string | null;
  type: string;
  name: string;
  /** Concatenated argument fragments, as sent (not validated as JSON). */
  arguments: string;
}

export interface StreamUsage {
  promptTokens: number | null;
  completionTokens: number | null;
  totalTokens: number | null;
  reasoningTokens: number | null;
  /** Prompt tokens served from the provider's prompt cache (included in promptTokens). */
  cachedTokens: number | null;
}

/** What a dialect's stream decoder writes into, one per response. */
export interface Accumulator {
  readonly collectText: boolean;
  text: string;
  reasoning: string;
  readonly tools: ToolCallResult[];
  finishReason: string | null;
  usage: StreamUsage | null;
  /** Saw the dialect's end of stream. */
  done: boolean;
  model: string | null;
  responseId: string | null;
  /** The message being decoded bears content (a token, a reasoning step, a tool-call fragment). */
  content(): void;
  /** A new tool call, keyed by the wire's index for it. */
  openTool(wire: number, id: string | null, name: string): ToolCallResult;
  /** The tool call the wire's index names, if one is open. */
  toolAt(wire: number): ToolCallResult | undefined;
  /** The provider reported an error inside the stream. */
  fail(err: unknown): void;
}

// ───────────────────────────── the row ─────────────────────────────

/** How an agent is pointed at a dialect's server: the variables its SDK reads. */
export interface Wiring {
  /** The base-URL variable (`OPENAI_BASE_URL`); dialects may share one. */
  baseUrlVar: string;
  /** Appended to the server's origin for that variable (`/v1` for OpenAI's SDKs). */
  suffix: string;
  keyVar: string;
  /** The provider's own base URL, for an agent run against it. */
  publicBaseUrl: string;
}

export interface WireDialect {
  name: string;
  /** Endpoint name the mock reports in its log and counters. */
  endpoint: string;
  /** The mock's route of an exact POST path, null when the path is not this dialect's, or a client error. */
  route(path: string, query: URLSearchParams): Route | { error: string } | null;
  /** Whether a forwarded path (any prefix, `/s/<id>` gone) calls this dialect; the gateway asks in table order. */
  forwards(bare: string): boolean;
  /** The span name of a forwarded call, when not the path's own (`chat.completions`). */
  spanName?(bare: string): string;
  wiring: Wiring;
  /** Prefix of response ids and of tool-call ids the mock makes. */
  idPrefix: string;
  toolIdPrefix: string;
  requestIdHeader: string;

  parse(body: unknown, defaultModel: string, route: Route): ChatRequest | { error: string };
  streamFrames(plan: ReplyPlan, units: Unit[], times: number[], ctx: WireContext): Frame[];
  /** The whole answer of a non-stream request. */
  complete(plan: ReplyPlan, ctx: WireContext): unknown;
  malformedFrame(ctx: WireContext): string;
  error(status: number, message: string): unknown;

  /** A data line that ends the stream by itself (`[DONE]`). */
  endMarker?: string;
  /** One stream message, already a JSON object. */
  decode(json: Json, sseEvent: string | null, acc: Accumulator): void;
  /** Token counts of a usage object, streamed or not. */
  readUsage(u: Json): StreamUsage;
  /** The field of a non-stream reply that holds its usage; default `usage`. */
  usageField?: string;
  /** The model a non-stream reply names, when not its `model` field. */
  replyModel?(body: Json): string | null;
  /** Tool calls a non-stream reply asks for. */
  replyToolCalls(body: Json): number;
}
