/**
 * LLM cassettes: the conversations the gateway records against a real endpoint and the mock replays.
 * A cassette is a folder, one subfolder per task, one JSON file per recorded session (conversation).
 * A call holds its request normalised as the mock parses it (model, stream, messages, tools — never
 * headers, keys or the query), the hash the replay matches on, and the response exactly as it
 * arrived: status, a few safe headers, the body chunks with their arrival offsets.
 *
 * A cassette is data from a file: read with bounds, validated with zod, never executed.
 */
import { createHash } from "node:crypto";
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { UserError } from "../errors.js";
import { limit } from "../limits.js";
import { SAFE_NAME } from "../paths.js";
import { DIALECTS, routeOf } from "./dialects.js";
import type { Api } from "./request.js";

export const CASSETTE_VERSION = 1;

/** The header a replaying mock sets (`mismatch`) on its answer to a request it could not match. */
export const REPLAY_MISMATCH_HEADER = "x-agent-loadtest-replay";

/** Response headers a replay may serve: what a client reads, nothing that identifies the caller. */
export const REPLAYED_HEADERS = [
  "content-type",
  "content-length",
  "retry-after",
  "cache-control",
  "x-ratelimit-remaining-requests",
] as const;

/** A tool-call id as providers write them; anything else is refused, so a rewrite stays byte-safe. */
const ToolId = z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/);

const NormalRequestSchema = z.strictObject({
  model: z.string(),
  stream: z.boolean(),
  messages: z.array(
    z.strictObject({ role: z.enum(["system", "user", "assistant", "tool"]), text: z.string() }),
  ),
  tools: z.array(z.strictObject({ name: z.string(), parameters: z.unknown() })),
});
export type NormalRequest = z.infer<typeof NormalRequestSchema>;

const ChunkSchema = z
  .strictObject({
    at: z.number().min(0).max(limit("latencyMs")),
    /** UTF-8 text when the chunk is whole UTF-8, else base64. */
    text: z.string().optional(),
    b64: z.string().optional(),
  })
  .refine((c) => (c.text === undefined) !== (c.b64 === undefined), "a chunk holds text or b64");

const CallSchema = z.strictObject({
  api: z.enum(["openai", "anthropic", "responses", "gemini"]),
  path: z.string().max(2000),
  /** Null when the request did not parse: its hash is then over the raw body. */
  request: NormalRequestSchema.nullable(),
  hash: z.string().regex(/^[0-9a-f]{16}$/),
  /** 0: the upstream could not be reached or reset before answering. */
  status: z.int().min(0).max(599),
  headers: z.partialRecord(z.enum(REPLAYED_HEADERS), z.string().max(200)),
  head_at: z.number().min(0).max(limit("latencyMs")),
  chunks: z.array(ChunkSchema),
  /** The connection died after the last chunk (a disconnect mid-response). */
  cut: z.boolean(),
  tool_ids: z.array(ToolId),
  usage: z.strictObject({ tokens_in: z.number().nullable(), tokens_out: z.number().nullable() }).nullable(),
});
export type RecordedCall = z.infer<typeof CallSchema>;

const ConversationSchema = z.strictObject({
  version: z.literal(CASSETTE_VERSION),
  task: z.string().regex(SAFE_NAME),
  session: z.string().regex(SAFE_NAME),
  recorded_at: z.string(),
  /** Calls past the size limit were not stored. */
  truncated: z.boolean(),
  calls: z.array(CallSchema),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** A request as a replay sees it: which wire, its normalised form and the hash it is matched by. */
export interface NormalCall {
  api: Api;
  request: NormalRequest | null;
  hash: string;
}

/** The task a session id names (`0007-hello-file` → `hello-file`), for sessions no runner announced. */
export const taskOfSession = (session: string) => session.replace(/^\d+-/, "") || "session";

/**
 * What changes between runs of the same conversation: in a tool's result every word holding a digit
 * (wall times, sizes, timestamps, chunk and process ids), in any other message a date or time of day
 * (an agent's `current_date`). They are matched as `#`; every other word (a test that now fails,
 * another file, another prompt) still has to match.
 */
const WITH_DIGIT = /[A-Za-z0-9_.:+-]*\d[A-Za-z0-9_.:+-]*/g;
const DATE_TIME =
  /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b|\b\d{2}:\d{2}:\d{2}\b/g;

const sha16 = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/**
 * A model request (path without the session prefix, query, body) normalised, secrets masked by
 * `redact`; null when the path is no model route (the call is not recorded, nor replayed).
 */
export function normaliseCall(
  path: string,
  query: string,
  body: string,
  redact: (text: string) => string,
): NormalCall | null {
  const route = routeOf(path, new URLSearchParams(query));
  if (!route || "error" in route) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  const chat = parsed === undefined ? null : DIALECTS[route.api].parse(parsed, "", route);
  if (!chat || "error" in chat) return { api: route.api, request: null, hash: sha16(`raw\0${redact(body)}`) };
  const request: NormalRequest = {
    model: redact(chat.model),
    stream: chat.stream,
    messages: chat.messages.map((m) => ({
      role: m.role,
      text: redact(m.role === "tool" ? m.text.replace(WITH_DIGIT, "#") : m.text.replace(DATE_TIME, "#")),
    })),
    tools: chat.tools.map((t) => ({ name: redact(t.name), parameters: redactJson(t.parameters, redact) })),
  };
  return { api: route.api, request, hash: sha16(JSON.stringify([route.api, request])) };
}

function redactJson(value: unknown, redact: (text: string) => string): unknown {
  const text = JSON.stringify(value ?? {});
  const masked = redact(text);
  return masked === text ? (value ?? {}) : JSON.parse(masked);
}

/** The first field where a request differs from the recorded one, e.g. `messages[2].text`; null when equal. */
export function firstDifference(recorded: RecordedCall, got: NormalCall): string | null {
  if (recorded.api !== got.api) return "api";
  const a = recorded.request;
  const b = got.request;
  if (!a || !b) return a === b && recorded.hash === got.hash ? null : "body";
  if (a.model !== b.model) return "model";
  if (a.stream !== b.stream) return "stream";
  const n = Math.min(a.messages.length, b.messages.length);
  for (let i = 0; i < n; i++) {
    if (a.messages[i].role !== b.messages[i].role) return `messages[${i}].role`;
    if (a.messages[i].text !== b.messages[i].text) return `messages[${i}].text`;
  }
  if (a.messages.length !== b.messages.length) return `messages[${n}]`;
  const m = Math.min(a.tools.length, b.tools.length);
  for (let i = 0; i < m; i++) {
    if (a.tools[i].name !== b.tools[i].name) return `tools[${i}].name`;
    if (JSON.stringify(a.tools[i].parameters) !== JSON.stringify(b.tools[i].parameters))
      return `tools[${i}].parameters`;
  }
  if (a.tools.length !== b.tools.length) return `tools[${m}]`;
  return recorded.hash === got.hash ? null : "hash";
}

/** A response chunk for the file: text when it is whole UTF-8 (readable in a diff), else base64. */
export function chunkOf(at: number, data: Buffer): RecordedCall["chunks"][number] {
  const text = data.toString("utf8");
  return Buffer.from(text, "utf8").equals(data) ? { at, text } : { at, b64: data.toString("base64") };
}

export function chunkBytes(c: RecordedCall["chunks"][number]): Buffer {
  return c.text !== undefined ? Buffer.from(c.text, "utf8") : Buffer.from(c.b64 ?? "", "base64");
}

/**
 * Tool-call ids in a response body (SSE events or one JSON document): `call_id`s, and the `id` of
 * an object that names a tool (`name`, `function`) or is a tool call by `type`.
 */
export function toolIdsIn(body: string): string[] {
  const ids = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) {
      for (const item of v) walk(item);
      return;
    }
    if (v === null || typeof v !== "object") return;
    const o = v as Record<string, unknown>;
    if (typeof o.call_id === "string") ids.add(o.call_id);
    const toolish = "name" in o || "function" in o || /tool|function|call/.test(String(o.type ?? ""));
    if (typeof o.id === "string" && toolish) ids.add(o.id);
    for (const child of Object.values(o)) walk(child);
  };
  const docs = body.includes("data:")
    ? body.split(/\r?\n/).flatMap((l) => (l.startsWith("data:") ? [l.slice(5).trim()] : []))
    : [body];
  for (const doc of docs) {
    try {
      walk(JSON.parse(doc));
    } catch {
      // a cut-off or [DONE] event carries no id we could rewrite
    }
  }
  return [...ids].filter((id) => ToolId.safeParse(id).success);
}

/** Where a conversation is stored: `<dir>/<task>/<file>.json`. */
export function conversationPath(dir: string, task: string, file: string): string {
  return join(dir, task, `${file}.json`);
}

/** Writes a conversation whole (a temporary file renamed over), so a reader never sees half of one. */
export function writeConversation(dir: string, file: string, conv: Conversation): string {
  const path = conversationPath(dir, conv.task, file);
  mkdirSync(join(dir, conv.task), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, `${JSON.stringify(conv)}\n`);
  renameSync(tmp, path);
  return path;
}

/** One conversation file, bounded and validated; a UserError naming the file and field otherwise. */
export function readConversation(path: string): Conversation {
  const max = limit("cassetteConversationBytes");
  let size: number;
  try {
    size = statSync(path).size;
  } catch (e) {
    throw new UserError(`cannot read the recorded conversation: ${(e as Error).message}`, path);
  }
  if (size > max) throw new UserError(`a recorded conversation is over ${max} bytes (see Limits)`, path);
  const buf = Buffer.alloc(size);
  const fd = openSync(path, "r");
  try {
    readSync(fd, buf, 0, size, 0);
  } finally {
    closeSync(fd);
  }
  let json: unknown;
  try {
    json = JSON.parse(buf.toString("utf8"));
  } catch {
    throw new UserError("not a JSON cassette conversation", path);
  }
  const parsed = ConversationSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UserError(issue.message, path, issue.path.join(".") || undefined);
  }
  return parsed.data;
}

/** The conversation files of a cassette, task by task, in name order; bounded in count. */
export function listConversations(dir: string, field = "cassette"): { task: string; file: string }[] {
  let tasks: string[];
  try {
    tasks = readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && SAFE_NAME.test(d.name))
      .map((d) => d.name)
      .sort();
  } catch (e) {
    throw new UserError(`cannot read the cassette folder: ${(e as Error).message}`, dir, field);
  }
  const out: { task: string; file: string }[] = [];
  for (const task of tasks) {
    const files = readdirSync(join(dir, task))
      .filter((f) => f.endsWith(".json") && SAFE_NAME.test(f))
      .sort();
    for (const f of files) out.push({ task, file: join(dir, task, f) });
    if (out.length > limit("cassetteConversations")) {
      throw new UserError(
        `more than ${limit("cassetteConversations")} conversations (see Limits)`,
        dir,
        field,
      );
    }
  }
  return out;
}

/** Every conversation of a cassette by task, each task's in file-name order. */
export function readCassette(dir: string, field = "cassette"): Map<string, Conversation[]> {
  const byTask = new Map<string, Conversation[]>();
  for (const { task, file } of listConversations(dir, field)) {
    const conv = readConversation(file);
    const list = byTask.get(task) ?? [];
    list.push(conv);
    byTask.set(task, list);
  }
  return byTask;
}
