/**
 * The LLM gateway: a pass-through proxy between agents and their LLM provider (the mock, or a real
 * one) that times every call, so agents with no instrumentation still get `llm` spans.
 *
 * Attribution: an agent gets a per-session base URL (`/s/<session-id>/v1`); a long-lived agent
 * service instead forwards the `x-agent-loadtest-session` header it received with the journey.
 * A session name is the agent's data: a call naming one the run did not hand out (or one that has
 * ended, or no safe name) is answered 404 and counted, never forwarded, timed or recorded.
 * It speaks every dialect the mock does (OpenAI chat and Responses, Anthropic, Gemini): the path says which.
 * Per call it records TTFT (first content-bearing chunk, by the one stream parser), inter-chunk gaps,
 * duration, tokens (usage, else counted chunks), status and error class. Bodies are streamed through;
 * with `record` each call is also kept for the session's cassette (recorder.ts). Request headers
 * (Authorization, x-api-key) are forwarded untouched and never logged or recorded.
 */

import {
  createServer,
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { InfraError } from "../../errors.js";
import { MAX_MODEL_CHARS } from "../../events/event-schema.js";
import type { Span } from "../../events/events.js";
import { limit } from "../../limits.js";
import { SESSION_HEADER } from "../../llm-wire/session.js";
import { baseUrlEnv, forwardedApi, replyFacts } from "../../llm-wire/table.js";
import type { WireDialect } from "../../llm-wire/wire.js";
import { round3 } from "../../metrics/histogram.js";
import { REPLAY_MISMATCH_HEADER } from "../../mock-llm/cassette.js";
import { decodedName, SAFE_NAME } from "../../paths.js";
import { StreamParser } from "../http/stream-parser.js";
import { transportBucket } from "../http/transport.js";
import { type CallTap, CassetteRecorder } from "./recorder.js";

export interface GatewayOptions {
  /** Provider origin (plus an optional path prefix), e.g. the mock's URL or https://api.openai.com. */
  upstream: string;
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Upstream connection pool size. Default 1024. */
  maxConnections?: number;
  /** A cassette folder: every call of every session is recorded there. */
  record?: string;
  /** Name the session to the upstream (the header): only for the run's own replaying mock. */
  forwardSession?: boolean;
}

export interface LlmGateway {
  /** `http://host:port`. */
  url: string;
  port: number;
  /** The base URLs an agent of this session uses (OPENAI_BASE_URL, ANTHROPIC_BASE_URL, GOOGLE_GEMINI_BASE_URL). */
  sessionEnv(sessionId: string): Record<string, string>;
  /** The session's `llm` spans recorded so far, removed from the gateway. */
  takeSpans(sessionId: string): Span[];
  /** Calls that named no session (no /s/<id>/ prefix, no session header). */
  unattributedCalls(): number;
  /** Calls that named a session this gateway did not hand out (or no safe name): answered 404, never forwarded nor recorded. */
  refusedCalls(): number;
  /** A session (attempt) starts: its calls are admitted; with `record`, a new conversation for its task. */
  beginSession(sessionId: string, task: string): void;
  /** A session (attempt) ended: its calls are refused from now on; with `record`, its conversation is written. */
  endSession(sessionId: string): void;
  close(): Promise<void>;
}

/** Spans kept per session before the oldest are dropped: a runaway agent must not eat the runner's memory. */
const MAX_SPANS_PER_SESSION = 10_000;
/** Bytes of a non-streaming JSON reply read for its usage block. */
const MAX_JSON_BYTES = limit("gatewayJsonBytes");

/** Hop-by-hop headers (RFC 9110 §7.6.1) are the proxy's own; everything else passes untouched. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "host",
]);

function forwardHeaders(h: IncomingHttpHeaders, drop: string[] = []): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(h)) {
    if (v === undefined || HOP_BY_HOP.has(k) || drop.includes(k)) continue;
    out[k] = v;
  }
  return out;
}

/**
 * `/s/<id>/rest` (or the session header) → the session and the path to forward. A session is a name
 * from the agent: one that does not decode or breaks the safe-name rule is `named` with no session.
 */
export function routeOf(
  url: string,
  header: string | string[] | undefined,
): { session: string | null; named: boolean; path: string } {
  const m = /^\/s\/([^/?]*)(.*)$/.exec(url);
  if (m) return { session: decodedName(m[1]), named: true, path: m[2] || "/" };
  const h = Array.isArray(header) ? header.join(",") : header;
  if (h === undefined || h === "") return { session: null, named: false, path: url };
  return { session: SAFE_NAME.test(h) ? h : null, named: true, path: url };
}

/** Upstream HTTP status → error class of the `llm` span. */
export function statusErrorClass(status: number): string | null {
  if (status === 429) return "llm_rate_limited";
  if (status >= 500) return "llm_server_error";
  if (status >= 400) return "http_4xx";
  return null;
}

/** Where calls go: the upstream's origin and path prefix, through one keep-alive pool. */
interface Upstream {
  base: string;
  agent: HttpAgent | HttpsAgent;
  send: typeof httpRequest;
  recorder: CassetteRecorder | null;
  forwardSession: boolean;
  /** Whether a session was handed out and has not ended. */
  admits: (session: string) => boolean;
}

/** What one call leaves for its span: status, and the stream parser or the JSON reply's bytes. */
class CallRecord {
  status = 0;
  private parser: StreamParser | null = null;
  private json: Buffer[] | null = null;
  private jsonBytes = 0;

  constructor(
    private readonly t0: number,
    private readonly dialect: WireDialect,
    private readonly api: string,
  ) {}

  private replayMismatch = false;

  response(status: number, contentType: string, mismatch = false): void {
    this.status = status;
    this.replayMismatch = mismatch;
    if (contentType.includes("text/event-stream")) {
      // Only timing and token counts become the span: the text itself is not kept.
      this.parser = new StreamParser({
        startMs: this.t0,
        dialect: this.dialect,
        framing: "sse",
        collectText: false,
      });
    } else if (contentType.includes("json")) {
      this.json = [];
    }
  }

  data(chunk: Buffer): void {
    if (this.parser) this.parser.push(chunk, performance.now());
    else if (this.json && this.jsonBytes < MAX_JSON_BYTES) {
      this.json.push(chunk);
      this.jsonBytes += chunk.length;
    }
  }

  span(cls: string | null): Span {
    const end = performance.now();
    const s = this.parser?.end(end) ?? null;
    const reply = !s && this.json ? replyOfJson(Buffer.concat(this.json), this.dialect) : null;
    const usage = s?.usage ?? reply?.usage ?? null;
    const errorClass =
      cls ??
      (this.replayMismatch ? "replay_mismatch" : null) ??
      statusErrorClass(this.status) ??
      s?.error?.bucket ??
      null;
    const model = (s?.model ?? reply?.model ?? null)?.slice(0, MAX_MODEL_CHARS) ?? null;
    const toolCalls = s ? s.toolCalls.length : (reply?.toolCalls ?? null);
    return {
      kind: "llm",
      name: model ? `${this.api} ${model}` : this.api,
      start: performance.timeOrigin + this.t0,
      end: performance.timeOrigin + end,
      ok: errorClass === null,
      error_class: errorClass,
      ttft_ms: s?.ttftMs != null ? round3(s.ttftMs) : null,
      tokens_in: usage?.promptTokens ?? null,
      tokens_out: usage?.completionTokens ?? (s && s.contentTimes.length > 0 ? s.outputTokens : null),
      ...(usage?.cachedTokens != null ? { tokens_cached: usage.cachedTokens } : {}),
      ...(usage?.reasoningTokens != null ? { tokens_reasoning: usage.reasoningTokens } : {}),
      ...(toolCalls != null ? { tool_calls: toolCalls } : {}),
      ...(model ? { model } : {}),
      ...(s && s.gapsMs.length > 0 ? { icl_ms: s.gapsMs.map(round3) } : {}),
    };
  }
}

/** Forwards one call, streaming both ways, and records its span once, however it ends. */
function proxy(
  target: Upstream,
  req: IncomingMessage,
  res: ServerResponse,
  record: (session: string | null, span: Span) => void,
  onRefused: () => void,
): void {
  const { session, named, path } = routeOf(req.url ?? "/", req.headers[SESSION_HEADER]);
  if (named && (session === null || !target.admits(session))) {
    refuse(req, res, onRefused);
    return;
  }
  const { dialect, name } = forwardedApi(path);
  const t0 = performance.now();
  const call = new CallRecord(t0, dialect, name);
  const tap: CallTap | null =
    req.method === "POST" ? (target.recorder?.call(session, path, t0) ?? null) : null;
  let finished = false;
  const finish = (cls: string | null) => {
    if (finished) return;
    finished = true;
    const span = call.span(cls);
    tap?.finish(cls !== null, { tokens_in: span.tokens_in ?? null, tokens_out: span.tokens_out ?? null });
    record(session, span);
  };

  const headers = forwardHeaders(req.headers, [SESSION_HEADER]);
  if (target.forwardSession && session !== null) headers[SESSION_HEADER] = session;
  const up = target.send(`${target.base}${path}`, { method: req.method, headers, agent: target.agent });
  up.on("response", (ur) => {
    const status = ur.statusCode ?? 502;
    res.writeHead(status, forwardHeaders(ur.headers));
    tap?.head(status, ur.headers, performance.now());
    call.response(
      status,
      String(ur.headers["content-type"] ?? ""),
      ur.headers[REPLAY_MISMATCH_HEADER] === "mismatch",
    );
    ur.on("data", (chunk: Buffer) => {
      res.write(chunk);
      tap?.data(chunk, performance.now());
      call.data(chunk);
    });
    ur.on("end", () => {
      res.end();
      finish(null);
    });
    const reset = () => {
      finish("connection_reset");
      res.destroy();
    };
    ur.on("aborted", reset);
    ur.on("error", reset);
  });
  up.on("error", (err) => {
    const cls = transportBucket(err);
    if (!res.headersSent) {
      const head = { "content-type": "application/json" };
      const message = `LLM gateway could not reach the upstream: ${cls}`;
      const body = Buffer.from(JSON.stringify({ error: { type: "gateway_error", message } }));
      res.writeHead(502, head);
      res.end(body);
      // The agent saw a 502: that is what its cassette replays.
      tap?.head(502, head, performance.now());
      tap?.data(body, performance.now());
      tap?.finish(false, null);
    } else {
      res.destroy();
    }
    finish(cls);
  });
  // The agent went away (its own timeout, a kill): stop the upstream call too.
  res.on("close", () => {
    if (!finished && !res.writableFinished) {
      up.destroy();
      finish("connection_reset");
    }
  });
  if (tap) req.on("data", (chunk: Buffer) => tap.request(chunk));
  req.pipe(up);
}

/**
 * A call naming a session the gateway did not hand out: 404, and nothing of it forwarded, timed or
 * recorded. The name is not echoed: it is the agent's, of any length or content.
 */
function refuse(req: IncomingMessage, res: ServerResponse, counted: () => void): void {
  counted();
  const message = "LLM gateway: this session was not handed out by the run (or has ended)";
  res.writeHead(404, { "content-type": "application/json", connection: "close" });
  res.end(JSON.stringify({ error: { type: "unknown_session", message } }));
  // Its body is not read: the connection closes after the answer.
  req.resume();
}

export async function startGateway(opts: GatewayOptions): Promise<LlmGateway> {
  let upstream: URL;
  try {
    upstream = new URL(opts.upstream);
  } catch {
    throw new InfraError(`LLM gateway: upstream "${opts.upstream}" is not a URL`);
  }
  const tls = upstream.protocol === "https:";
  const prefix = upstream.pathname.replace(/\/+$/, "");
  const pool = {
    keepAlive: true,
    maxSockets: opts.maxConnections ?? 1024,
    maxFreeSockets: opts.maxConnections ?? 1024,
  };
  const agent = tls ? new HttpsAgent(pool) : new HttpAgent(pool);
  const send = tls ? httpsRequest : httpRequest;
  const spans = new Map<string, Span[]>();
  // The sessions this gateway handed out (their base URL, or begun) and that have not ended.
  const live = new Set<string>();
  const handOut = (id: string) => {
    if (SAFE_NAME.test(id)) live.add(id);
  };
  let unattributed = 0;
  let refused = 0;

  const record = (session: string | null, span: Span) => {
    if (session === null) {
      unattributed++;
      return;
    }
    // A call still going when its session ended: nobody will take its span.
    if (!live.has(session)) return;
    let list = spans.get(session);
    if (!list) {
      list = [];
      spans.set(session, list);
    }
    if (list.length >= MAX_SPANS_PER_SESSION) list.shift();
    list.push(span);
  };

  const recorder = opts.record ? new CassetteRecorder(opts.record) : null;
  const target: Upstream = {
    base: `${upstream.origin}${prefix}`,
    agent,
    send,
    recorder,
    forwardSession: opts.forwardSession === true,
    admits: (session) => live.has(session),
  };
  const server = createServer((req, res) => proxy(target, req, res, record, () => refused++));
  // LLM streams can run for minutes; the agent's own client decides when to give up.
  server.requestTimeout = 0;
  const host = opts.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", (e) =>
      reject(new InfraError(`LLM gateway: cannot listen on ${host}:${opts.port ?? 0}: ${e.message}`)),
    );
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  return {
    url,
    port,
    sessionEnv(sessionId) {
      handOut(sessionId);
      const base = `${url}/s/${encodeURIComponent(sessionId)}`;
      return baseUrlEnv(base);
    },
    takeSpans(sessionId) {
      const list = spans.get(sessionId) ?? [];
      spans.delete(sessionId);
      return list;
    },
    unattributedCalls: () => unattributed,
    refusedCalls: () => refused,
    beginSession(id, task) {
      handOut(id);
      recorder?.begin(id, task);
    },
    endSession(id) {
      live.delete(id);
      spans.delete(id);
      recorder?.end(id);
    },
    close() {
      recorder?.close();
      return new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      });
    },
  };
}

/** Token counts and model of a non-streaming reply, read as the stream parser reads a stream's. */
function replyOfJson(body: Buffer, dialect: WireDialect): ReturnType<typeof replyFacts> {
  try {
    return replyFacts(dialect, JSON.parse(body.toString("utf8")));
  } catch {
    return null;
  }
}
