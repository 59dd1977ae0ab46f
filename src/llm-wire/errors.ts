/**
 * What an LLM provider's error says, as facts the classifiers read: whether it is a rate limit (a 429,
 * a quota, too many requests), whatever the dialect's words for it.
 */
import { isObj, str } from "./wire.js";

const RATE_LIMITED = /\b429\b|rate.?limit|too.?many|quota/i;

/** Whether an error's words (a message, or an error object's type, code and status) say rate limit. */
export function isRateLimit(err: unknown): boolean {
  if (typeof err === "string") return RATE_LIMITED.test(err);
  const e = isObj(err) ? err : {};
  return RATE_LIMITED.test(`${e.type ?? ""} ${e.code ?? ""} ${e.status ?? ""}`);
}

/** An error's message: its `message`, or the error itself as text. */
export function errorMessage(err: unknown): string {
  if (isObj(err)) {
    const m = str(err.message);
    if (m) return m;
  }
  return typeof err === "string" ? err : JSON.stringify(err);
}
