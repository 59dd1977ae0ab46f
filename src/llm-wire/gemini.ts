/**
 * The Gemini API (`/v1beta/models/<model>:generateContent` and `:streamGenerateContent?alt=sse`),
 * the wire Gemini CLI speaks: `contents` of `parts` (text, functionCall, functionResponse),
 * `systemInstruction`, `tools[].functionDeclarations`. Streamed, every event is a whole
 * GenerateContentResponse; a function call arrives whole (Gemini does not stream arguments), when
 * its last argument token is due; the last chunk carries finishReason and usageMetadata.
 */
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
  type ReplyPlan,
  type Route,
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

const GEMINI_PATH = /^\/(?:v1|v1beta|v1alpha)\/models\/([^/:]+):(generateContent|streamGenerateContent)$/;

/**
 * What the URL says: `models/<model>:<method>`. Gemini streams only as SSE (`alt=sse`, what its SDK and
 * CLI ask for); the JSON-array stream is refused rather than answered in a shape the client cannot read.
 */
function route(path: string, query: URLSearchParams): Route | { error: string } | null {
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
  return { api: "gemini", model, stream };
}

export function parseGeminiRequest(
  body: unknown,
  route: Omit<Route, "api">,
): ChatRequest | { error: string } {
  if (!isObj(body)) return { error: "request body must be a JSON object" };
  if (!Array.isArray(body.contents) || body.contents.length === 0) {
    return { error: "'contents' must be a non-empty array" };
  }
  const messages: ChatMessage[] = [];
  const system = isObj(body.systemInstruction)
    ? textOf(body.systemInstruction.parts)
    : textOf(body.systemInstruction);
  if (system) messages.push({ role: "system", text: system });
  for (const [i, content] of body.contents.entries()) {
    if (!isObj(content) || !Array.isArray(content.parts))
      return { error: `contents[${i}].parts must be an array` };
    const role = content.role ?? "user";
    if (role !== "user" && role !== "model" && role !== "function") {
      return { error: `contents[${i}].role must be 'user' or 'model'` };
    }
    messages.push(...contentMessages(role === "model", content.parts));
  }
  const tools = geminiTools(body.tools);
  const generation = isObj(body.generationConfig) ? body.generationConfig : {};
  return buildRequest({
    api: "gemini",
    model: route.model ?? "",
    stream: route.stream ?? false,
    includeUsage: true,
    maxTokens: tokenLimit(generation.maxOutputTokens),
    messages,
    tools,
    forcedTool: tools.length > 0 ? forcedTool(body.toolConfig) : null,
  });
}

/** One content → messages: a model turn is one assistant message; function responses are tool results. */
function contentMessages(model: boolean, parts: unknown[]): ChatMessage[] {
  const objs = parts.filter(isObj);
  if (model) {
    const text = objs
      .filter((p) => p.thought !== true)
      .map((p) =>
        isObj(p.functionCall)
          ? `${p.functionCall.name ?? ""}${JSON.stringify(p.functionCall.args ?? {})}`
          : typeof p.text === "string"
            ? p.text
            : "",
      )
      .join("");
    return [{ role: "assistant", text }];
  }
  const out: ChatMessage[] = [];
  for (const p of objs) {
    if (isObj(p.functionResponse))
      out.push({ role: "tool", text: responseText(p.functionResponse.response) });
  }
  const rest = objs.filter((p) => !isObj(p.functionResponse));
  if (rest.length > 0 || out.length === 0) out.push({ role: "user", text: textOf(rest) });
  return out;
}

/** Gemini CLI wraps a tool's result as `{ output: "..." }`; anything else is matched as its JSON. */
function responseText(response: unknown): string {
  if (isObj(response) && typeof response.output === "string") return response.output;
  return typeof response === "string" ? response : JSON.stringify(response ?? {});
}

function geminiTools(raw: unknown): ToolDef[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((t) =>
    isObj(t) && Array.isArray(t.functionDeclarations)
      ? t.functionDeclarations.flatMap((f) =>
          isObj(f) && typeof f.name === "string"
            ? [{ name: f.name, parameters: f.parametersJsonSchema ?? lowerTypes(f.parameters ?? {}) }]
            : [],
        )
      : [],
  );
}

/** Gemini's OpenAPI-style schemas spell types in capitals (`OBJECT`); JSON schema spells them lower. */
export function lowerTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(lowerTypes);
  if (!isObj(schema)) return schema;
  const out: Json = {};
  for (const [k, v] of Object.entries(schema)) {
    out[k] = k === "type" && typeof v === "string" ? v.toLowerCase() : lowerTypes(v);
  }
  return out;
}

function forcedTool(config: unknown): string | null {
  const fc = isObj(config) && isObj(config.functionCallingConfig) ? config.functionCallingConfig : {};
  if (fc.mode !== "ANY") return null;
  const allowed = Array.isArray(fc.allowedFunctionNames) ? fc.allowedFunctionNames : [];
  return allowed.length === 1 && typeof allowed[0] === "string" ? allowed[0] : "*";
}

// ───────────────────────────── reply ─────────────────────────────

const FINISH: Record<ReplyPlan["finishReason"], string> = {
  stop: "STOP",
  length: "MAX_TOKENS",
  tool_calls: "STOP",
};

function usageBody(plan: ReplyPlan) {
  return {
    promptTokenCount: plan.promptTokens,
    candidatesTokenCount: plan.completionTokens - plan.reasoningTokens,
    totalTokenCount: plan.promptTokens + plan.completionTokens,
    ...(plan.reasoningTokens > 0 ? { thoughtsTokenCount: plan.reasoningTokens } : {}),
    ...(plan.cachedTokens > 0 ? { cachedContentTokenCount: plan.cachedTokens } : {}),
  };
}

const functionCall = (plan: ReplyPlan, tool: number) => {
  const call = plan.toolCalls[tool];
  return { functionCall: { id: call.id, name: call.name, args: argumentsObject(call.arguments) } };
};

function response(parts: Json[], plan: ReplyPlan, ctx: WireContext, last: boolean): Json {
  return {
    candidates: [
      {
        content: { role: "model", parts },
        ...(last ? { finishReason: FINISH[plan.finishReason] } : {}),
        index: 0,
      },
    ],
    ...(last ? { usageMetadata: usageBody(plan) } : {}),
    modelVersion: ctx.model,
    responseId: ctx.id,
  };
}

function complete(plan: ReplyPlan, ctx: WireContext): Json {
  const parts: Json[] = [];
  if (plan.reasoning.length > 0) parts.push({ text: plan.reasoning.join(""), thought: true });
  if (plan.text.length > 0 || plan.toolCalls.length === 0) parts.push({ text: plan.text.join("") });
  plan.toolCalls.forEach((_, tool) => {
    parts.push(functionCall(plan, tool));
  });
  return response(parts, plan, ctx, true);
}

function streamFrames(plan: ReplyPlan, units: Unit[], times: number[], ctx: WireContext): Frame[] {
  // One chunk per text or thought token; a call's chunk when its last unit is due.
  const chunks: Array<{ at: number; part: Json }> = [];
  units.forEach((u, i) => {
    if (u.kind === "tool_start" || u.kind === "tool_args") {
      if (i + 1 >= units.length || toolOf(units[i + 1]) !== u.tool) {
        chunks.push({ at: times[i], part: functionCall(plan, u.tool) });
      }
    } else
      chunks.push({
        at: times[i],
        part: u.kind === "reasoning" ? { text: u.text, thought: true } : { text: u.text },
      });
  });
  if (chunks.length === 0) chunks.push({ at: 0, part: { text: "" } });
  return chunks.map((c, i) => ({
    at: c.at,
    data: `data: ${JSON.stringify(response([c.part], plan, ctx, i === chunks.length - 1))}\r\n\r\n`,
    content: true,
  }));
}

const toolOf = (u: Unit) => (u.kind === "tool_start" || u.kind === "tool_args" ? u.tool : -1);

function malformedFrame(): string {
  return `data: {"candidates":[{"content":{"role":"model","parts":[{"text":"\r\n\r\n`;
}

const STATUS: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  404: "NOT_FOUND",
  413: "INVALID_ARGUMENT",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
};

function geminiError(status: number, message: string) {
  return { error: { code: status, message, status: STATUS[status] ?? "UNKNOWN" } };
}

// ───────────────────────────── stream decode ─────────────────────────────

/** GenerateContentResponse chunks: each part with text, a thought or a functionCall is content. */
function decode(chunk: Json, _event: string | null, acc: Accumulator): void {
  if (isObj(chunk.error)) {
    acc.fail(chunk.error);
    return;
  }
  acc.responseId ??= str(chunk.responseId);
  acc.model ??= str(chunk.modelVersion);
  if (isObj(chunk.usageMetadata)) acc.usage = readUsage(chunk.usageMetadata);
  const candidate = Array.isArray(chunk.candidates) && isObj(chunk.candidates[0]) ? chunk.candidates[0] : {};
  const content = isObj(candidate.content) ? candidate.content : {};
  let bearing = false;
  for (const part of Array.isArray(content.parts) ? content.parts : []) {
    if (!isObj(part)) continue;
    const t = str(part.text);
    if (t) {
      if (acc.collectText) {
        if (part.thought === true) acc.reasoning += t;
        else acc.text += t;
      }
      bearing = true;
    }
    if (isObj(part.functionCall)) {
      const fc = part.functionCall;
      const call = acc.openTool(acc.tools.length, str(fc.id), str(fc.name) ?? "");
      call.arguments = JSON.stringify(fc.args ?? {});
      bearing = true;
    }
  }
  const finish = str(candidate.finishReason);
  if (finish) {
    acc.finishReason = finish;
    // Gemini has no end marker: the chunk with a finish reason is the last.
    acc.done = true;
  }
  if (bearing) acc.content();
}

/** Token counts of Gemini `usageMetadata`: thoughts are output tokens, as other providers count them. */
function readUsage(u: Json): StreamUsage {
  const candidates = count(u.candidatesTokenCount);
  const thoughts = count(u.thoughtsTokenCount);
  return {
    promptTokens: count(u.promptTokenCount),
    completionTokens: candidates === null && thoughts === null ? null : (candidates ?? 0) + (thoughts ?? 0),
    totalTokens: count(u.totalTokenCount),
    reasoningTokens: thoughts,
    cachedTokens: count(u.cachedContentTokenCount),
  };
}

export const gemini = {
  name: "gemini",
  endpoint: "generateContent",
  route,
  forwards: (bare) => /\/models\/[^/:]+:\w+$/.test(bare),
  spanName: (bare) => /:(\w+)$/.exec(bare)?.[1] ?? bare,
  wiring: {
    baseUrlVar: "GOOGLE_GEMINI_BASE_URL",
    suffix: "",
    keyVar: "GEMINI_API_KEY",
    publicBaseUrl: "https://generativelanguage.googleapis.com",
  },
  idPrefix: "",
  toolIdPrefix: "call_",
  requestIdHeader: "x-request-id",
  parse: (body, model, r) =>
    parseGeminiRequest(body, r.model === undefined ? { ...r, model, stream: false } : r),
  streamFrames,
  complete,
  malformedFrame,
  error: geminiError,
  decode,
  readUsage,
  usageField: "usageMetadata",
  replyModel: (body) => str(body.model) ?? str(body.modelVersion),
  replyToolCalls: (body) => {
    const candidate = Array.isArray(body.candidates) && isObj(body.candidates[0]) ? body.candidates[0] : {};
    const content = isObj(candidate.content) ? candidate.content : {};
    return countWhere(content.parts, (part) => isObj(part.functionCall));
  },
} as const satisfies WireDialect;
