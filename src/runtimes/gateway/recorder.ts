/**
 * The gateway's cassette recorder (`services.gateway.record`): per session, every model call as it
 * went by — the request normalised and masked, the response's status, safe headers and body chunks
 * with their arrival offsets — written as one conversation file when the session ends.
 * Headers of the request (Authorization, x-api-key, cookies) and its query (Gemini's `key=`) are never
 * read into a call; the redactor masks every secret the process knows and anything credential-shaped.
 */
import type { IncomingHttpHeaders } from "node:http";
import { limit } from "../../limits.js";
import {
  CASSETTE_VERSION,
  type Conversation,
  chunkBytes,
  chunkOf,
  normaliseCall,
  REPLAYED_HEADERS,
  type RecordedCall,
  taskOfSession,
  toolIdsIn,
  writeConversation,
} from "../../mock-llm/cassette.js";
import { SAFE_NAME } from "../../paths.js";
import { knownRedactor } from "../../secrets.js";

const MAX_CONVERSATION = limit("cassetteConversationBytes");
const MAX_REQUEST = limit("mockLlmBodyBytes");

interface Open {
  task: string;
  file: string;
  next: number;
  bytes: number;
  truncated: boolean;
  calls: Map<number, RecordedCall>;
}

export class CassetteRecorder {
  private readonly open = new Map<string, Open>();
  private readonly attempts = new Map<string, number>();
  /** Sessions begun with a name that cannot be stored: their calls are not recorded. */
  private readonly unrecorded = new Set<string>();

  constructor(private readonly dir: string) {}

  /**
   * A new conversation for the session (a retried session records its attempt beside the first).
   * Names become paths: a session, task or file name outside the safe-name rule is not recorded.
   */
  begin(session: string, task: string): void {
    this.flush(session);
    const n = (this.attempts.get(session) ?? 0) + 1;
    const file = n === 1 ? session : `${session}.attempt-${n}`;
    if (![session, task, `${file}.json`].every((name) => SAFE_NAME.test(name))) {
      this.unrecorded.add(session);
      return;
    }
    this.unrecorded.delete(session);
    this.attempts.set(session, n);
    this.open.set(session, { task, file, next: 0, bytes: 0, truncated: false, calls: new Map() });
  }

  /** Writes the session's conversation; calls still in flight are left out. */
  end(session: string): void {
    this.flush(session);
  }

  /** Writes every conversation still open (the gateway is closing). */
  close(): void {
    for (const session of [...this.open.keys()]) this.flush(session);
  }

  /** A tap for one call, or null when the session has no conversation to add to. */
  call(session: string | null, path: string, t0: number): CallTap | null {
    if (session === null || this.unrecorded.has(session)) return null;
    if (!this.open.has(session)) this.begin(session, taskOfSession(session));
    const conv = this.open.get(session);
    if (!conv) return null;
    const position = conv.next++;
    return new CallTap(path, t0, (call) => this.add(conv, position, call));
  }

  private add(conv: Open, position: number, call: RecordedCall): void {
    const size = JSON.stringify(call).length;
    if (conv.truncated || conv.bytes + size > MAX_CONVERSATION) {
      conv.truncated = true;
      return;
    }
    conv.bytes += size;
    conv.calls.set(position, call);
  }

  private flush(session: string): void {
    const conv = this.open.get(session);
    if (!conv) return;
    this.open.delete(session);
    const positions = [...conv.calls.keys()].sort((a, b) => a - b);
    const out: Conversation = {
      version: CASSETTE_VERSION,
      task: conv.task,
      session,
      recorded_at: new Date().toISOString(),
      truncated: conv.truncated,
      calls: positions.map((p) => conv.calls.get(p) as RecordedCall),
    };
    writeConversation(this.dir, conv.file, out);
  }
}

/** What one proxied call leaves for its cassette entry. */
export class CallTap {
  private readonly body: Buffer[] = [];
  private bodyBytes = 0;
  private status = 0;
  private headAt = 0;
  private headers: RecordedCall["headers"] = {};
  private readonly chunks: { at: number; data: Buffer }[] = [];
  private done = false;

  constructor(
    private readonly path: string,
    private readonly t0: number,
    private readonly add: (call: RecordedCall) => void,
  ) {}

  request(data: Buffer): void {
    this.bodyBytes += data.length;
    if (this.bodyBytes <= MAX_REQUEST) this.body.push(data);
  }

  head(status: number, headers: IncomingHttpHeaders, now: number): void {
    this.status = status;
    this.headAt = now - this.t0;
    for (const name of REPLAYED_HEADERS) {
      const v = headers[name];
      if (typeof v === "string") this.headers[name] = v.slice(0, 200);
    }
  }

  data(chunk: Buffer, now: number): void {
    this.chunks.push({ at: now - this.t0, data: chunk });
  }

  /** The call ended (`cut`: the connection died); usage from its span. */
  finish(cut: boolean, usage: RecordedCall["usage"]): void {
    if (this.done) return;
    this.done = true;
    const [bare, query = ""] = this.path.split("?", 2);
    const redact = knownRedactor();
    const norm = normaliseCall(bare, query, Buffer.concat(this.body).toString("utf8"), redact);
    if (!norm) return;
    const raw = Buffer.concat(this.chunks.map((c) => c.data));
    // A secret in a response is masked; the chunks then carry the masked body at their offsets.
    const masked = redact.bytes(raw);
    if (masked) delete this.headers["content-length"];
    const chunks = masked
      ? [chunkOf(round(this.chunks.at(-1)?.at ?? this.headAt), masked)]
      : this.chunks.map((c) => chunkOf(round(c.at), c.data));
    const body = chunks.map(chunkBytes);
    this.add({
      api: norm.api,
      path: bare,
      request: norm.request,
      hash: norm.hash,
      status: this.status,
      headers: this.headers,
      head_at: round(this.headAt),
      chunks,
      cut,
      tool_ids: toolIdsIn(Buffer.concat(body).toString("utf8")),
      usage,
    });
  }
}

const round = (ms: number) => Math.round(Math.max(0, ms) * 1000) / 1000;
