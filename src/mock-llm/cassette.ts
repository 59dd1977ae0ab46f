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
  constants,
  type Dir,
  type Dirent,
  fstatSync,
  lstatSync,
  mkdirSync,
  opendirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { z } from "zod";
import { UserError } from "../errors.js";
import { limit } from "../limits.js";
import { dialectNamed, isDialect, routeOf } from "../llm-wire/table.js";
import { checkName, pathInside, realWithin, SAFE_NAME } from "../paths.js";

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

/**
 * A header value Node will write (RFC 9110 field-value: visible characters, obs-text, space and tab):
 * no CR, LF or NUL, so a planted value cannot split the response or make replay throw.
 */
const HeaderValue = z
  .string()
  .max(200)
  .regex(/^[\t\x20-\x7e\x80-\xff]*$/, "a header value holds only visible characters, space and tab");

const HeadersSchema = z
  .partialRecord(z.enum(REPLAYED_HEADERS), HeaderValue)
  .refine((h) => h["content-length"] === undefined || /^\d{1,15}$/.test(h["content-length"]), {
    message: "content-length is a whole number",
    path: ["content-length"],
  });

const CallSchema = z
  .strictObject({
    api: z.string().refine(isDialect, "not an LLM wire dialect"),
    path: z.string().max(2000),
    /** Null when the request did not parse: its hash is then over the raw body. */
    request: NormalRequestSchema.nullable(),
    hash: z.string().regex(/^[0-9a-f]{16}$/),
    /**
     * 0: the upstream could not be reached or reset before answering; else the final HTTP status (a
     * 1xx is informational, never an answer: replayed, it would leave the client waiting for one).
     */
    status: z
      .int()
      .refine((s) => s === 0 || (s >= 200 && s <= 599), "a status is 0 (no answer) or from 200 to 599"),
    headers: HeadersSchema,
    head_at: z.number().min(0).max(limit("latencyMs")),
    chunks: z.array(ChunkSchema),
    /** The connection died after the last chunk (a disconnect mid-response). */
    cut: z.boolean(),
    tool_ids: z.array(ToolId),
    usage: z.strictObject({ tokens_in: z.number().nullable(), tokens_out: z.number().nullable() }).nullable(),
  })
  // A length the body does not have would leave the replayed client waiting for bytes that never come.
  .refine(
    (c) =>
      c.cut ||
      c.headers["content-length"] === undefined ||
      Number(c.headers["content-length"]) === bodyBytes(c),
    {
      message: "content-length is not the length of the recorded body",
      path: ["headers", "content-length"],
    },
  );
export type RecordedCall = z.infer<typeof CallSchema>;

const ConversationSchema = z.strictObject({
  version: z.literal(CASSETTE_VERSION),
  task: z.string().regex(SAFE_NAME),
  session: z.string().regex(SAFE_NAME),
  recorded_at: z.string().max(64),
  /** Calls past the size limit were not stored. */
  truncated: z.boolean(),
  calls: z.array(CallSchema),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** A request as a replay sees it: which wire, its normalised form and the hash it is matched by. */
export interface NormalCall {
  api: string;
  request: NormalRequest | null;
  hash: string;
}

/**
 * The task a session id names (`0007-hello-file` → `hello-file`), for sessions no runner announced;
 * `session` when what is left is no safe name (it becomes a folder).
 */
export function taskOfSession(session: string): string {
  const task = session.replace(/^\d+-/, "");
  return SAFE_NAME.test(task) ? task : "session";
}

/**
 * What changes between runs of the same conversation: in a tool's result every word holding a digit
 * (wall times, sizes, timestamps, chunk and process ids) and the word an `ID` labels (a random hex
 * chunk id can hold no digit: `Chunk ID: fbeadc`), in any other message a date or time of day (an
 * agent's `current_date`). They are matched as `#`; every other word (a test that now fails, another
 * file, another prompt) still has to match.
 */
const WITH_DIGIT = /[A-Za-z0-9_.:+-]*\d[A-Za-z0-9_.:+-]*/g;
const LABELLED_ID = /\b(id[ \t]*[:=]?[ \t]*)[A-Za-z0-9_.+-]+/gi;
const DATE_TIME =
  /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b|\b\d{2}:\d{2}:\d{2}\b/g;

const toolResult = (text: string) => text.replace(WITH_DIGIT, "#").replace(LABELLED_ID, "$1#");

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
  const chat = parsed === undefined ? null : dialectNamed(route.api).parse(parsed, "", route);
  if (!chat || "error" in chat) return { api: route.api, request: null, hash: sha16(`raw\0${redact(body)}`) };
  const request: NormalRequest = {
    model: redact(chat.model),
    stream: chat.stream,
    messages: chat.messages.map((m) => ({
      role: m.role,
      text: redact(m.role === "tool" ? toolResult(m.text) : m.text.replace(DATE_TIME, "#")),
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

function bodyBytes(call: { chunks: { at: number; text?: string; b64?: string }[] }): number {
  return call.chunks.reduce((n, c) => n + chunkBytes(c).length, 0);
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

/**
 * Where a conversation is stored: `<dir>/<task>/<file>.json`. Both names become paths: each is held
 * to the safe-name rule and the result proven inside the cassette folder.
 */
export function conversationPath(dir: string, task: string, file: string): string {
  const folder = pathInside(dir, checkName(task, dir, "task"), "task");
  return pathInside(folder, `${checkName(file, dir, "session")}.json`, "session");
}

/**
 * Writes a conversation whole (a temporary file renamed over), so a reader never sees half of one.
 * A task folder that is a link leading out of the cassette is refused; the temporary file is
 * created new (`wx`), so no planted link is written through, and the rename replaces a link at the
 * final name rather than following it.
 */
export function writeConversation(dir: string, file: string, conv: Conversation): string {
  const path = conversationPath(dir, conv.task, file);
  const folder = pathInside(dir, conv.task, "task");
  mkdirSync(folder, { recursive: true });
  if (!realWithin(dir, folder))
    throw new UserError("the task folder leads out of the cassette folder", folder, "task");
  const tmp = `${path}.tmp-${process.pid}`;
  // A leftover of a killed writer (or a planted link) goes first: the new one is created, never followed.
  rmSync(tmp, { force: true });
  writeFileSync(tmp, `${JSON.stringify(conv)}\n`, { flag: "wx" });
  renameSync(tmp, path);
  return path;
}

/**
 * A conversation file's bytes: a regular file only (a link is not followed, a FIFO or device is
 * refused without blocking on it), at most `max` bytes.
 */
function readRegularFile(path: string, max: number): Buffer {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (e) {
    const why = (e as NodeJS.ErrnoException).code === "ELOOP" ? "it is a link" : (e as Error).message;
    throw new UserError(`cannot read the recorded conversation: ${why}`, path);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new UserError("a recorded conversation is a regular file", path);
    if (st.size > max) throw new UserError(`a recorded conversation is over ${max} bytes (see Limits)`, path);
    const buf = Buffer.alloc(st.size);
    let got = 0;
    while (got < buf.length) {
      const n = readSync(fd, buf, got, buf.length - got, got);
      if (n === 0) break;
      got += n;
    }
    return buf.subarray(0, got);
  } finally {
    closeSync(fd);
  }
}

/**
 * How deep arrays and objects nest in a JSON text (strings skipped), counted before it is parsed:
 * a planted document nested past the limit would exhaust the stack of whatever walks it later.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** One conversation file, bounded and validated; a UserError naming the file and field otherwise. */
export function readConversation(path: string): Conversation {
  const text = readRegularFile(path, limit("cassetteConversationBytes")).toString("utf8");
  if (jsonDepth(text) > limit("cassetteJsonDepth"))
    throw new UserError(`nested deeper than ${limit("cassetteJsonDepth")} levels (see Limits)`, path);
  let json: unknown;
  try {
    json = JSON.parse(text);
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

/**
 * The entries of a folder that pass `keep` (by their own type: links are not followed), in name
 * order; more than `max` kept is a UserError. Read entry by entry, so a huge folder is not held whole.
 */
function entriesOf(dir: string, keep: (d: Dirent) => boolean, max: number, field: string): string[] {
  const names: string[] = [];
  let handle: Dir;
  try {
    handle = opendirSync(dir);
  } catch (e) {
    throw new UserError(`cannot read the cassette folder: ${(e as Error).message}`, dir, field);
  }
  try {
    for (let d = handle.readSync(); d !== null; d = handle.readSync()) {
      if (!keep(d)) continue;
      names.push(d.name);
      if (names.length > max) {
        const most = limit("cassetteConversations");
        throw new UserError(`more than ${most} conversations (see Limits)`, dir, field);
      }
    }
  } finally {
    handle.closeSync();
  }
  return names.sort();
}

const isConversationFile = (d: Dirent) => d.isFile() && d.name.endsWith(".json") && SAFE_NAME.test(d.name);

/**
 * The conversation files of a cassette, task by task, in name order; bounded in count. Only task
 * folders and regular `*.json` files with safe names count: a link (to a folder or a file), a FIFO
 * or a device is passed over, so nothing outside the cassette is read and nothing blocks.
 */
export function listConversations(dir: string, field = "cassette"): { task: string; file: string }[] {
  const max = limit("cassetteConversations");
  const tasks = entriesOf(dir, (d) => d.isDirectory() && SAFE_NAME.test(d.name), max, field);
  const out: { task: string; file: string }[] = [];
  for (const task of tasks) {
    const folder = pathInside(dir, task, field);
    for (const f of entriesOf(folder, isConversationFile, max - out.length, field)) {
      out.push({ task, file: pathInside(folder, f, field) });
    }
  }
  return out;
}

/** The size of a conversation file listConversations returned (its own, not a link's target). */
export const conversationBytes = (file: string): number => lstatSync(file).size;

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
