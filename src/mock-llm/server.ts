/**
 * The mock LLM server: node:http routing, the capacity gate, fault draws and deadline-timed
 * emission of the frames the pure modules plan. Everything random is seeded; see rng.ts.
 */
import { createWriteStream, type WriteStream } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { InfraError, UserError } from "../errors.js";
import { limit } from "../limits.js";
import { openaiErrorBody } from "../llm-wire/openai.js";
import { dialectNamed, routeOf } from "../llm-wire/table.js";
import type { ChatRequest, Frame, Route, WireContext } from "../llm-wire/wire.js";
import { hash32 } from "../rng.js";
import { readBody } from "./body.js";
import { CapacityGate } from "./capacity.js";
import { readCassette } from "./cassette.js";
import { applyStreamFault, FAULT_KINDS, type FaultKind, FaultPlan, type FaultRates } from "./faults.js";
import { parseReplayTiming, ReplayBook, type ReplayTiming } from "./replay.js";
import { replayRoute } from "./replay-route.js";
import { contentUnits, planReply } from "./reply.js";
import { hexId, rng } from "./rng.js";
import { loadScript, type MockScript } from "./script.js";
import { tokenDeadlines } from "./timing.js";

/** Same keys as the scenario's `services.mock_llm`, plus a few knobs for tests. */
export interface MockLlmOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: a free port. */
  port?: number;
  ttft_ms?: number;
  itl_ms?: number;
  /** Output tokens when the script does not decide. Default 16. */
  tokens?: number;
  jitter_ms?: number;
  seed?: number;
  /** Requests served at once; the rest queue FIFO. Unset or 0: unlimited. */
  capacity?: number;
  /** A script file path (YAML/JSON) or an already parsed script. */
  script?: string | MockScript;
  faults?: FaultRates;
  /** Model named in /v1/models and used when a request names none. Default mock-1. */
  model?: string;
  /** How long a `stall` fault holds the stream. Default 30 000 ms. */
  stall_ms?: number;
  /** `retry-after` of injected 429s, seconds. Default 1. */
  retry_after_s?: number;
  /** Append one JSON line per request here. */
  log_file?: string;
  /** A cassette folder: serve its recorded conversations instead of scripted answers. */
  replay?: string;
  /** Replay timing: `recorded` (default), `scaled(<factor>)` or `fixed` (ttft_ms, itl_ms). */
  timing?: string;
  /** Report the conversation before the model's last answer as cached prompt tokens, as a provider's prompt cache would. */
  prompt_cache?: boolean;
}

export interface RequestLogEntry {
  id: string;
  /** Position among model requests (the fault draw's index); null for requests refused as invalid. */
  index: number | null;
  /** Arrival, epoch ms. */
  t: number;
  endpoint: string;
  model: string | null;
  stream: boolean;
  status: number;
  fault: FaultKind | null;
  queue_wait_ms: number;
  /** Arrival to the write of the first content-bearing chunk, ms. */
  ttft_ms: number | null;
  duration_ms: number;
  tokens_in: number;
  /** Of tokens_in, those reported as read from the prompt cache (`prompt_cache`). */
  tokens_cached: number;
  tokens_out: number;
  tool_calls: number;
  /** The client went away before the response ended. */
  client_closed: boolean;
}

export interface MockLlmStats {
  /** Model requests received (the fault draw's count). */
  requests: number;
  completed: number;
  faults: Record<FaultKind, number>;
  in_flight: number;
  max_in_flight: number;
  queued: number;
}

export interface MockLlm {
  /** `http://host:port`; OpenAI clients use `${url}/v1` as base URL, Anthropic and Gemini clients `url`. */
  url: string;
  port: number;
  close(): Promise<void>;
  requests(): RequestLogEntry[];
  stats(): MockLlmStats;
  /** Replay: a session (attempt) starts on the next recording of its task. */
  beginSession(sessionId: string, task: string): void;
  /** Replay: the session ended; the mismatch that a request of it met, if any. */
  endSession(sessionId: string): string | null;
}

const MAX_BODY = limit("mockLlmBodyBytes");
const MAX_LOG = 100_000;

/** What one running mock holds: its configuration, its counters and its request log. */
interface MockState {
  seed: number;
  defaultModel: string;
  timing: { ttft_ms: number; itl_ms: number; jitter_ms: number };
  tokens: number;
  promptCache: boolean;
  stallMs: number;
  retryAfter: number;
  script: MockScript | null;
  faults: FaultPlan;
  gate: CapacityGate;
  faultCounts: Record<FaultKind, number>;
  received: number;
  completed: number;
  log: RequestLogEntry[];
  logFile: WriteStream | null;
  replay: { book: ReplayBook; timing: ReplayTiming } | null;
}

export async function startMockLlm(opts: MockLlmOptions = {}): Promise<MockLlm> {
  const host = opts.host ?? "127.0.0.1";
  const seed = opts.seed ?? 1;
  const state: MockState = {
    seed,
    defaultModel: opts.model ?? "mock-1",
    timing: { ttft_ms: opts.ttft_ms ?? 50, itl_ms: opts.itl_ms ?? 10, jitter_ms: opts.jitter_ms ?? 0 },
    tokens: opts.tokens ?? 16,
    promptCache: opts.prompt_cache ?? false,
    stallMs: opts.stall_ms ?? 30_000,
    retryAfter: opts.retry_after_s ?? 1,
    script: typeof opts.script === "string" ? loadScript(opts.script) : (opts.script ?? null),
    faults: new FaultPlan(opts.faults ?? {}, seed),
    gate: new CapacityGate(opts.capacity ?? 0),
    faultCounts: Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])) as Record<FaultKind, number>,
    received: 0,
    completed: 0,
    log: [],
    logFile: opts.log_file ? createWriteStream(opts.log_file, { flags: "a" }) : null,
    replay: opts.replay ? replayOf(opts.replay, opts.timing ?? "recorded") : null,
  };
  const server = createServer({ noDelay: true, keepAliveTimeout: 65_000 }, (req, res) =>
    route(state, req, res),
  );

  await new Promise<void>((resolve, reject) => {
    server.once("error", (err: NodeJS.ErrnoException) => reject(bindError(err, host, opts.port ?? 0)));
    server.listen({ host, port: opts.port ?? 0 }, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = host.includes(":") ? `[${host}]` : host;

  let closing: Promise<void> | null = null;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    requests: () => [...state.log],
    stats: () => stats(state),
    beginSession: (id, task) => state.replay?.book.begin(id, task),
    endSession: (id) => state.replay?.book.end(id) ?? null,
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Streams in flight (and stalled ones) must not hold the close; their timers die with them.
        server.closeAllConnections();
      }).then(() => new Promise<void>((resolve) => (state.logFile ? state.logFile.end(resolve) : resolve())));
      return closing;
    },
  };
}

function replayOf(dir: string, timing: string): MockState["replay"] {
  const t = parseReplayTiming(timing);
  if (!t)
    throw new UserError(`timing ${JSON.stringify(timing)}: expected recorded, fixed or scaled(<factor>)`);
  return { book: new ReplayBook(readCassette(dir, "services.mock_llm.replay")), timing: t };
}

function stats(state: MockState): MockLlmStats {
  return {
    requests: state.received,
    completed: state.completed,
    faults: { ...state.faultCounts },
    in_flight: state.gate.inFlight,
    max_in_flight: state.gate.maxInFlight,
    queued: state.gate.queued,
  };
}

function record(state: MockState, entry: RequestLogEntry): void {
  state.completed++;
  state.log.push(entry);
  if (state.log.length > MAX_LOG) state.log.splice(0, state.log.length - MAX_LOG);
  state.logFile?.write(`${JSON.stringify(entry)}\n`);
}

function route(state: MockState, req: IncomingMessage, res: ServerResponse): void {
  if (state.replay && replayRoute(state.replay, state.timing, req, res)) return;
  const [path, query = ""] = (req.url ?? "/").split("?", 2);
  const model = req.method === "POST" ? routeOf(path, new URLSearchParams(query)) : null;
  if (model && "error" in model) {
    sendJson(res, 400, openaiErrorBody(400, model.error));
  } else if (model) {
    handleModel(state, model, req, res).catch((err) => {
      if (!res.headersSent) sendJson(res, 500, openaiErrorBody(500, `mock-llm: ${(err as Error).message}`));
      else res.destroy();
    });
  } else if (req.method === "GET" && path === "/health") {
    sendJson(res, 200, { status: "ok" });
  } else if (req.method === "GET" && (path === "/v1/models" || path === "/models")) {
    const data = [
      { id: state.defaultModel, object: "model", created: 1_700_000_000, owned_by: "agent-loadtest" },
    ];
    sendJson(res, 200, { object: "list", data });
  } else if (req.method === "GET" && path === "/_mock/stats") {
    sendJson(res, 200, stats(state));
  } else if (req.method === "GET" && path === "/_mock/requests") {
    sendJson(res, 200, state.log);
  } else {
    const body = openaiErrorBody(404, `no route ${req.method} ${path}`);
    sendJson(res, 404, { error: { ...body.error, code: "not_found" } });
  }
}

const newEntry = (endpoint: string): RequestLogEntry => ({
  id: "req_invalid",
  index: null,
  t: Date.now(),
  endpoint,
  model: null,
  stream: false,
  status: 0,
  fault: null,
  queue_wait_ms: 0,
  ttft_ms: null,
  duration_ms: 0,
  tokens_in: 0,
  tokens_cached: 0,
  tokens_out: 0,
  tool_calls: 0,
  client_closed: false,
});

/** One model request: parse it, draw its fault, wait for a serving slot, then serve. */
async function handleModel(
  state: MockState,
  route: Route,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const arrival = performance.now();
  const dialect = dialectNamed(route.api);
  const entry = newEntry(dialect.endpoint);
  const error = (status: number, message: string, headers: Record<string, string> = {}) => {
    sendJson(res, status, dialect.error(status, message), headers);
    entry.status = status;
    entry.duration_ms = performance.now() - arrival;
    record(state, entry);
  };

  const raw = await readBody(req);
  if (raw === null) return error(413, `request body over ${MAX_BODY} bytes`);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    entry.id = `req_invalid_${hexId(8, raw)}`;
    return error(400, "request body is not valid JSON");
  }
  const chat = dialect.parse(body, state.defaultModel, route);
  if ("error" in chat) {
    entry.id = `req_invalid_${hexId(8, raw)}`;
    return error(400, chat.error);
  }

  const index = state.received++;
  const fault = state.faults.draw(index);
  if (fault) state.faultCounts[fault]++;
  Object.assign(entry, {
    id: `req_${String(index).padStart(6, "0")}`,
    index,
    model: chat.model,
    stream: chat.stream,
    fault,
  });

  if (fault === "429") {
    const headers = { "retry-after": String(state.retryAfter), "x-ratelimit-remaining-requests": "0" };
    return error(429, `Rate limit reached for ${chat.model} (injected by mock-llm)`, headers);
  }
  if (fault === "500") return error(500, "The server had an error (injected by mock-llm)");

  const gone = new AbortController();
  res.on("close", () => gone.abort());
  let release: () => void;
  try {
    release = await state.gate.acquire(gone.signal);
  } catch {
    entry.client_closed = true;
    entry.duration_ms = performance.now() - arrival;
    return record(state, entry);
  }
  const start = performance.now();
  entry.queue_wait_ms = start - arrival;
  if (gone.signal.aborted) {
    // The client left in the instant its slot was granted.
    release();
    entry.client_closed = true;
    entry.duration_ms = start - arrival;
    return record(state, entry);
  }
  const frames = planFrames(state, chat, fault, entry);
  if (chat.stream) {
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache",
      connection: "keep-alive",
      "x-accel-buffering": "no",
      [dialect.requestIdHeader]: entry.id,
    });
    res.flushHeaders();
  }
  emit(state, { ...frames, stream: chat.stream, res, entry, start, arrival, release });
}

/** The response as timed frames (with the fault applied), and whether the socket dies after them. */
function planFrames(
  state: MockState,
  chat: ChatRequest,
  fault: FaultKind | null,
  entry: RequestLogEntry,
): { frames: Frame[]; cut: boolean } {
  const { seed, timing, stallMs } = state;
  const plan = planReply(chat, state.script, { seed, tokens: state.tokens, promptCache: state.promptCache });
  const units = contentUnits(plan);
  const times = tokenDeadlines(units.length, timing, rng(hash32("timing", seed, chat.contentHash)));
  const dialect = dialectNamed(chat.api);
  const ctx: WireContext = {
    id: dialect.idPrefix + hexId(24, seed, entry.index ?? 0, chat.contentHash),
    created: Math.floor(Date.now() / 1000),
    model: chat.model,
    includeUsage: chat.includeUsage,
  };
  Object.assign(entry, {
    tokens_in: plan.promptTokens,
    tokens_cached: plan.cachedTokens,
    tokens_out: plan.completionTokens,
    tool_calls: plan.toolCalls.length,
  });
  if (chat.stream) {
    const frames = dialect.streamFrames(plan, units, times, ctx);
    if (fault === "stall" || fault === "disconnect" || fault === "malformed") {
      return applyStreamFault(frames, fault, stallMs, dialect.malformedFrame(ctx));
    }
    return { frames, cut: false };
  }
  // A non-stream answer arrives when the last token would have.
  const done =
    (times.length > 0 ? times[times.length - 1] : timing.ttft_ms) + (fault === "stall" ? stallMs : 0);
  const json = JSON.stringify(dialect.complete(plan, ctx));
  const data = fault === "malformed" ? json.slice(0, Math.floor(json.length / 2)) : json;
  return { frames: [{ at: done, data, content: true }], cut: fault === "disconnect" };
}

interface Emission {
  frames: Frame[];
  cut: boolean;
  stream: boolean;
  res: ServerResponse;
  entry: RequestLogEntry;
  /** When the slot was granted: frame deadlines count from here. */
  start: number;
  arrival: number;
  release: () => void;
}

/** Writes the frames on their deadlines; logs the request when the response ends or the client leaves. */
function emit(state: MockState, e: Emission): void {
  const { frames, res, entry } = e;
  let next = 0;
  let timer: NodeJS.Timeout | null = null;
  let finished = false;
  const finish = (clientClosed: boolean) => {
    if (finished) return;
    finished = true;
    if (timer) clearTimeout(timer);
    e.release();
    entry.status = res.headersSent ? res.statusCode : 0;
    entry.client_closed = clientClosed;
    entry.duration_ms = performance.now() - e.arrival;
    record(state, entry);
  };
  res.on("close", () => finish(!res.writableFinished && !(e.cut && next >= frames.length)));

  const pump = () => {
    timer = null;
    if (res.destroyed) return finish(true);
    const now = performance.now() - e.start;
    let out = "";
    while (next < frames.length && frames[next].at <= now) {
      if (frames[next].content && entry.ttft_ms === null) entry.ttft_ms = performance.now() - e.arrival;
      out += frames[next++].data;
    }
    if (next >= frames.length) {
      if (e.cut) {
        // Disconnect fault: what was planned goes out, then the socket dies mid-response.
        if (out) res.write(out);
        res.destroy();
      } else if (e.stream) {
        res.end(out);
      } else {
        sendBody(res, out);
      }
      return;
    }
    if (out) res.write(out);
    timer = setTimeout(pump, Math.max(0, Math.ceil(frames[next].at - now)));
  };
  pump();
}

function bindError(err: NodeJS.ErrnoException, host: string, port: number): InfraError {
  const why =
    err.code === "EADDRINUSE"
      ? "the port is already in use"
      : err.code === "EACCES"
        ? "permission denied"
        : err.code === "EADDRNOTAVAIL"
          ? "the address is not available on this machine"
          : err.message;
  return new InfraError(`mock-llm cannot listen on ${host}:${port}: ${why}`);
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendBody(res, JSON.stringify(body), status, headers);
}

function sendBody(
  res: ServerResponse,
  text: string,
  status = 200,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}
