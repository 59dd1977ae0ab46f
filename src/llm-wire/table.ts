/**
 * The LLM wire dialects, one row each (a row is a whole dialect: its module beside this one). The mock
 * routes and answers by it, the LLM gateway names and decodes forwarded calls by it, the stream parser
 * decodes by it, and sessions get their base-URL variables from it. Adding a dialect is its module and
 * one row here; `registerDialect` adds one at run time (a test's toy dialect).
 */
import { anthropic } from "./anthropic.js";
import { gemini } from "./gemini.js";
import { openai } from "./openai.js";
import { responses } from "./responses.js";
import { isObj, type Route, type StreamUsage, str, type WireDialect } from "./wire.js";

/** Built in; OpenAI's row is asked last for a forwarded path, as it takes any path. */
const BUILT_IN = [openai, anthropic, responses, gemini] as const;

export type Dialect = (typeof BUILT_IN)[number]["name"];
/** The API an agent speaks: it decides which base URL and key variables the session gives it. */
export const DIALECTS = BUILT_IN.map((d) => d.name) as [Dialect, ...Dialect[]];

const rows = new Map<string, WireDialect>(BUILT_IN.map((d) => [d.name, d]));
/** Takes any forwarded path no other row claims. */
const FALLBACK: WireDialect = openai;

/** Adds a dialect (its name must be new); the returned function takes it out again. */
export function registerDialect(d: WireDialect): () => void {
  if (rows.has(d.name)) throw new Error(`the LLM wire dialect ${d.name} is already registered`);
  rows.set(d.name, d);
  return () => rows.delete(d.name);
}

export const isDialect = (name: string): boolean => rows.has(name);

/** The row of a dialect a request or a record names. */
export function dialectNamed(name: string): WireDialect {
  const d = rows.get(name);
  if (!d) throw new Error(`no LLM wire dialect is named ${name}`);
  return d;
}

/** The mock's model route of a POST, or null when no dialect serves the path. */
export function routeOf(path: string, query: URLSearchParams): Route | { error: string } | null {
  for (const d of rows.values()) {
    const r = d.route(path, query);
    if (r) return r;
  }
  return null;
}

/**
 * The dialect a forwarded path calls, and the span's name for it: the row's own name (Gemini's method)
 * or the path's (`chat.completions`).
 */
export function forwardedApi(path: string): { dialect: WireDialect; name: string } {
  const bare = path.replace(/\?.*$/, "");
  const dialect = [...rows.values()].find((d) => d !== FALLBACK && d.forwards(bare)) ?? FALLBACK;
  const name =
    dialect.spanName?.(bare) ??
    bare
      .replace(/^\/v\d+\w*\//, "")
      .replace(/^\//, "")
      .replaceAll("/", ".");
  return { dialect, name };
}

/** The base-URL variables every SDK reads, for an LLM server at `root` (an origin plus any path). */
export function baseUrlEnv(root: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const d of rows.values()) env[d.wiring.baseUrlVar] ??= `${root}${d.wiring.suffix}`;
  return env;
}

/** Every dialect's key variable set to `key`: SDKs refuse to start without one, and a mock takes any. */
export function keyEnv(key: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const d of rows.values()) env[d.wiring.keyVar] = key;
  return env;
}

/**
 * The LLM server an environment points at: a base-URL variable without its dialect's suffix
 * (`http://h:p/s/id/v1` → `http://h:p/s/id`), the variables that are the server itself first.
 */
export function serverRootOf(env: Record<string, string>): string | undefined {
  const bySuffix = [...rows.values()].sort((a, b) => a.wiring.suffix.length - b.wiring.suffix.length);
  for (const { wiring: w } of bySuffix) {
    const url = env[w.baseUrlVar]?.replace(/\/+$/, "");
    if (url) return w.suffix && url.endsWith(w.suffix) ? url.slice(0, -w.suffix.length) : url;
  }
  return undefined;
}

/** Token counts and model of a non-streaming reply, as its dialect names them. */
export function replyFacts(
  dialect: WireDialect,
  reply: unknown,
): { usage: StreamUsage | null; model: string | null; toolCalls: number } | null {
  if (!isObj(reply)) return null;
  const usage = reply[dialect.usageField ?? "usage"];
  return {
    usage: isObj(usage) ? dialect.readUsage(usage) : null,
    model: dialect.replyModel ? dialect.replyModel(reply) : str(reply.model),
    toolCalls: dialect.replyToolCalls(reply),
  };
}
