/**
 * The wires the mock speaks, one row each: which URL, how a request becomes the neutral ChatRequest,
 * how a ReplyPlan goes back out (streamed frames, the whole answer, a cut-off frame), and the
 * provider's error body. Timing, faults, capacity and scripts are the same for every row.
 */
import {
  anthropicError,
  anthropicMalformedFrame,
  anthropicMessage,
  anthropicStreamFrames,
} from "./anthropic.js";
import {
  type GeminiRoute,
  geminiError,
  geminiMalformedFrame,
  geminiResponse,
  geminiStreamFrames,
  parseGeminiRequest,
} from "./gemini.js";
import {
  openaiCompletion,
  openaiError,
  openaiMalformedFrame,
  openaiStreamFrames,
  type WireContext,
} from "./openai.js";
import type { ReplyPlan, Unit } from "./reply.js";
import { type Api, type ChatRequest, normalizeRequest } from "./request.js";
import {
  parseResponsesRequest,
  responsesMalformedFrame,
  responsesObject,
  responsesStreamFrames,
} from "./responses.js";
import type { Frame } from "./timing.js";

export type Endpoint = "chat.completions" | "messages" | "responses" | "generateContent";

/** What the URL decided: the dialect, and for Gemini the model and whether to stream. */
export interface Route {
  api: Api;
  gemini?: GeminiRoute;
}

export interface Dialect {
  endpoint: Endpoint;
  /** Prefix of response ids. */
  idPrefix: string;
  requestIdHeader: string;
  parse(body: unknown, defaultModel: string, route: Route): ChatRequest | { error: string };
  streamFrames(plan: ReplyPlan, units: Unit[], times: number[], ctx: WireContext): Frame[];
  /** The whole answer of a non-stream request. */
  complete(plan: ReplyPlan, ctx: WireContext): unknown;
  malformedFrame(ctx: WireContext): string;
  error(status: number, message: string): unknown;
}

/** OpenAI error `type` by status (a 429 says `requests`, as the API does). */
const OPENAI_TYPE: Record<number, string> = { 429: "requests", 500: "server_error" };
const ANTHROPIC_TYPE: Record<number, string> = { 429: "rate_limit_error", 500: "api_error" };

function codeOf(status: number): string | null {
  return status === 429 ? "rate_limit_exceeded" : status === 400 || status === 413 ? "invalid_request" : null;
}

export const openaiErrorBody = (status: number, message: string) =>
  openaiError(message, OPENAI_TYPE[status] ?? "invalid_request_error", codeOf(status));

export const DIALECTS: Record<Api, Dialect> = {
  openai: {
    endpoint: "chat.completions",
    idPrefix: "chatcmpl-",
    requestIdHeader: "x-request-id",
    parse: (body, model) => normalizeRequest("openai", body, model),
    streamFrames: openaiStreamFrames,
    complete: openaiCompletion,
    malformedFrame: openaiMalformedFrame,
    error: openaiErrorBody,
  },
  anthropic: {
    endpoint: "messages",
    idPrefix: "msg_",
    requestIdHeader: "request-id",
    parse: (body, model) => normalizeRequest("anthropic", body, model),
    streamFrames: anthropicStreamFrames,
    complete: anthropicMessage,
    malformedFrame: anthropicMalformedFrame,
    error: (status, message) => anthropicError(ANTHROPIC_TYPE[status] ?? "invalid_request_error", message),
  },
  responses: {
    endpoint: "responses",
    idPrefix: "resp_",
    requestIdHeader: "x-request-id",
    parse: (body, model) => parseResponsesRequest(body, model),
    streamFrames: responsesStreamFrames,
    complete: responsesObject,
    malformedFrame: responsesMalformedFrame,
    error: openaiErrorBody,
  },
  gemini: {
    endpoint: "generateContent",
    idPrefix: "",
    requestIdHeader: "x-request-id",
    parse: (body, model, route) => parseGeminiRequest(body, route.gemini ?? { model, stream: false }),
    streamFrames: geminiStreamFrames,
    complete: geminiResponse,
    malformedFrame: geminiMalformedFrame,
    error: geminiError,
  },
};

const PATHS: Record<string, Api> = {
  "/v1/chat/completions": "openai",
  "/chat/completions": "openai",
  "/v1/messages": "anthropic",
  "/messages": "anthropic",
  "/v1/responses": "responses",
  "/responses": "responses",
};

const GEMINI_PATH = /^\/(?:v1|v1beta|v1alpha)\/models\/([^/:]+):(generateContent|streamGenerateContent)$/;

/**
 * The model route of a POST, or null. Gemini streams only as SSE (`alt=sse`, what its SDK and CLI
 * ask for); the JSON-array stream is refused rather than answered in a shape the client cannot read.
 */
export function routeOf(path: string, query: URLSearchParams): Route | { error: string } | null {
  const api = PATHS[path];
  if (api) return { api };
  const m = GEMINI_PATH.exec(path);
  if (!m) return null;
  const stream = m[2] === "streamGenerateContent";
  if (stream && query.get("alt") !== "sse") {
    return { error: "mock-llm streams Gemini responses as server-sent events only: add ?alt=sse" };
  }
  let model: string;
  try {
    model = decodeURIComponent(m[1]);
  } catch {
    return { error: "the model in the path is not URL-encoded text" };
  }
  return { api: "gemini", gemini: { model, stream } };
}
