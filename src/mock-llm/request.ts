/**
 * Where a request stands in its conversation: the last user turn, the tool results the model must
 * answer now, and which assistant turn this is. Each wire parses into the neutral ChatRequest
 * (src/llm-wire/); the mock's script and reply planning read it through these.
 */
import type { ChatRequest } from "../llm-wire/wire.js";

/** Text of the last user message, anywhere in the conversation. */
export function lastUser(req: ChatRequest): string | null {
  for (let i = req.messages.length - 1; i >= 0; i--)
    if (req.messages[i].role === "user") return req.messages[i].text;
  return null;
}

/** Tool results the model must answer now: the tool messages ending the conversation, joined. */
export function pendingToolResults(req: ChatRequest): string | null {
  const out: string[] = [];
  for (let i = req.messages.length - 1; i >= 0 && req.messages[i].role === "tool"; i--)
    out.unshift(req.messages[i].text);
  return out.length > 0 ? out.join("\n") : null;
}

/** Assistant turns already in the request: which turn of a scripted conversation this is. */
export function turnIndex(req: ChatRequest): number {
  return req.messages.filter((m) => m.role === "assistant").length;
}
