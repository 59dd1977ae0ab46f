/**
 * HTTP runtime: one session = one user journey against an agent service. Send the templated request,
 * read the answer as it streams (NDJSON or SSE) or poll a status URL to a terminal state, map events
 * to tokens, states and errors, and judge the business outcome.
 *
 * Measured on the monotonic clock from the moment the request is handed to the socket layer:
 * ttft_ms (first token event), tpot_ms ((last token − first token)/(n − 1)), e2e from send (attrs).
 * Inter-chunk gaps go on a `network` span, not an `llm` span: this client sees the service's stream,
 * not the model's, and `llm` spans come from the gateway or the agent (no double counting).
 */

import { randomBytes } from "node:crypto";
import { setMaxListeners } from "node:events";
import { performance } from "node:perf_hooks";
import { InfraError, UserError } from "../../errors.js";
import type { ErrorBucket, SessionOutcome, Span } from "../../events/events.js";
import { limit } from "../../limits.js";
import { SESSION_HEADER } from "../../llm-wire/session.js";
import { round3 } from "../../metrics/histogram.js";
import type { HttpTarget, Journey } from "../../scenario/schema.js";
import { sessionTtft } from "../agent-logs.js";
import type { Runtime, SessionIO, SessionSpec } from "../types.js";
import { type CallResult, epochMs, MeasuringClient } from "./client.js";
import { type BusinessFacts, compileMapping, errorEventBucket, errorEventMessage } from "./mapping.js";
import { type ProbeTarget, probeTargets, unreachableSentence } from "./probe.js";
import { StreamParser, type StreamResult } from "./stream-parser.js";
import { compileJsonBody, getPath, placeholders, renderString, TEMPLATE_VARIABLES } from "./template.js";

/** Where the run's own agent service is, when the scenario starts one (services.agent_service). */
export const AGENT_SERVICE_URL_ENV = "AGENT_SERVICE_URL";

const DEFAULT_TIMEOUT_SEC = 120;
/** Bytes of an error reply kept for the session's message. */
const ERROR_BODY_BYTES = limit("errorBodyBytes");
/** Bytes of a JSON reply kept for status and error fields (format none, poll). */
const JSON_BODY_BYTES = limit("responseBodyBytes");

export interface HttpRuntimeOptions {
  /** `runtime.http`: what every journey falls back to. */
  defaults?: HttpTarget;
  /** Each pair's journey, by pair index. */
  journeys?: ReadonlyArray<Journey | undefined>;
  /** Each pair's tags, by pair index (the journey name falls back to `tags.scenario`). */
  pairTags?: ReadonlyArray<Record<string, string> | undefined>;
  /** Connection pool size; size it to the run's peak concurrency. */
  maxConnections?: number;
  runId?: string;
}

/** A pair's journey with runtime.http defaults filled in. */
export interface ResolvedTarget {
  name: string;
  baseUrl: string | null;
  method: string;
  path: string | null;
  url: string | null;
  headers: Record<string, string>;
  body: unknown;
  format: "ndjson" | "sse" | "poll" | "none";
  mapping: { token_event?: string; done_event?: string; status_path?: string; error_path?: string };
  poll: { url: string; interval_ms: number; terminal_states: string[] } | null;
  statusIn: string[] | null;
  successStatusPath: string | null;
  httpStatus: number[] | null;
  timeoutMs: number;
  expectedStates: string[];
  traceHeader: string | null;
}

export function resolveTarget(
  defaults: HttpTarget | undefined,
  journey: Journey | undefined,
  fallbackName: string,
): ResolvedTarget {
  const d = defaults ?? {};
  const j = journey ?? ({} as Partial<Journey>);
  const request = j.request ?? d.request;
  const stream = j.stream ?? d.stream;
  const success = j.success ?? d.success;
  return {
    name: j.name ?? fallbackName,
    baseUrl: j.base_url ?? d.base_url ?? null,
    method: request?.method ?? "POST",
    path: request?.path ?? null,
    url: request?.url ?? null,
    headers: { ...(d.headers ?? {}), ...(j.headers ?? {}), ...(request?.headers ?? {}) },
    body: request?.body,
    format: stream?.format ?? "none",
    mapping: {
      token_event: stream?.token_event,
      done_event: stream?.done_event,
      status_path: stream?.status_path,
      error_path: stream?.error_path,
    },
    poll: stream?.poll ?? null,
    statusIn: success?.status_in ?? null,
    successStatusPath: success?.status_path ?? null,
    httpStatus: success?.http_status ?? null,
    timeoutMs: (j.timeout_sec ?? d.timeout_sec ?? DEFAULT_TIMEOUT_SEC) * 1000,
    expectedStates: j.expected_states ?? d.expected_states ?? [],
    traceHeader: j.trace_header ?? d.trace_header ?? null,
  };
}

export function createHttpRuntime(opts: HttpRuntimeOptions = {}): Runtime {
  const client = new MeasuringClient({ maxConnections: opts.maxConnections });
  const targets = new Map<number, ResolvedTarget>();
  const quiet = new WeakSet<AbortSignal>();
  const target = (pair: number): ResolvedTarget => {
    let t = targets.get(pair);
    if (!t) {
      const tags = opts.pairTags?.[pair];
      t = resolveTarget(opts.defaults, opts.journeys?.[pair], tags?.scenario ?? `pair-${pair}`);
      targets.set(pair, t);
    }
    return t;
  };
  return {
    kind: "http",
    async prepare() {
      const pairs = Math.max(opts.journeys?.length ?? 0, opts.pairTags?.length ?? 0, 1);
      for (let p = 0; p < pairs; p++) checkTarget(target(p), p);
      const probe = [...Array(pairs).keys()].flatMap((p) => probeTargetOf(target(p), opts.journeys?.[p]));
      const unreachable = await probeTargets(probe);
      if (unreachable) throw new InfraError(unreachableSentence(unreachable));
    },
    runSession: (spec, io) => {
      // Every in-flight journey listens on the run's one abort signal; that is not a leak.
      if (!quiet.has(io.signal)) {
        quiet.add(io.signal);
        setMaxListeners(0, io.signal);
      }
      return runJourney(client, target(spec.pair), spec, io, opts.runId ?? "");
    },
    async close() {
      client.close();
    },
  };
}

/** The URL a pair's journeys call and the field that set it; none when it is the started agent service's. */
export function probeTargetOf(t: ResolvedTarget, journey: Journey | undefined): ProbeTarget[] {
  const field = (key: "request.url" | "request.path" | "base_url", own: boolean) =>
    own ? `the ${key} of journey ${t.name}` : `runtime.http.${key}`;
  if (t.url) return [{ url: t.url, field: field("request.url", journey?.request?.url !== undefined) }];
  if (t.path && /^https?:\/\//i.test(t.path))
    return [{ url: t.path, field: field("request.path", journey?.request?.path !== undefined) }];
  return t.baseUrl ? [{ url: t.baseUrl, field: field("base_url", journey?.base_url !== undefined) }] : [];
}

/** Template variables outside the known set are typos; say so before any session runs. */
function checkTarget(t: ResolvedTarget, pair: number): void {
  const known = new Set<string>(TEMPLATE_VARIABLES);
  const where = `pairs[${pair}].journey (${t.name})`;
  const used = placeholders([t.path, t.url, t.headers, t.body]);
  for (const name of used) {
    if (!known.has(name)) {
      throw new UserError(
        `unknown template variable {{${name}}}; known: ${[...known].map((k) => `{{${k}}}`).join(", ")}`,
        undefined,
        where,
      );
    }
  }
  if (t.poll) {
    for (const name of placeholders(t.poll.url)) {
      if (!known.has(name) && !name.startsWith("response.")) {
        throw new UserError(
          `unknown template variable {{${name}}} in the poll url; use a known variable or {{response.<field>}} of the submit reply`,
          undefined,
          where,
        );
      }
    }
  }
}

// ───────────────────────────── one journey ─────────────────────────────

interface Measure {
  bucket: ErrorBucket | null;
  error: string | null;
  httpStatus: number | null;
  sendMs: number;
  endMs: number;
  stream: StreamResult | null;
  facts: BusinessFacts;
  polls: number;
  /** The JSON reply (format none, and the submit of a poll journey). */
  json?: unknown;
}

/** Trace and span ids from a pooled random buffer: one getrandom call per 170 sessions, not two each. */
const RANDOM_POOL = 4096;
let pool = Buffer.alloc(0);
let poolAt = RANDOM_POOL;
function hex(bytes: number): string {
  if (poolAt + bytes > pool.length) {
    pool = randomBytes(RANDOM_POOL);
    poolAt = 0;
  }
  poolAt += bytes;
  return pool.toString("hex", poolAt - bytes, poolAt);
}

async function runJourney(
  client: MeasuringClient,
  t: ResolvedTarget,
  spec: SessionSpec,
  io: SessionIO,
  runId: string,
): Promise<SessionOutcome> {
  const traceId = hex(16);
  const vars: Record<string, unknown> = {
    session_id: spec.id,
    trace_id: traceId,
    case_id: spec.tags.case_id ?? String(spec.index),
    journey: t.name,
    run_id: runId || (io.env.AGENT_RUN_ID ?? ""),
    attempt: spec.attempt,
    index: spec.index,
  };
  const base = t.baseUrl ?? io.env[AGENT_SERVICE_URL_ENV] ?? null;
  const fixed = fixedParts(t, base);
  let url: URL;
  try {
    url =
      fixed.url ??
      (t.url
        ? new URL(renderString(t.url, vars))
        : new URL(joinPath(base, renderString(t.path ?? "/", vars))));
  } catch (e) {
    return finalOutcome(t, spec, null, {
      bucket: "connect_refused",
      error: `no usable URL for journey ${t.name}: ${(e as Error).message}`,
    });
  }
  const body = fixed.body !== undefined ? fixed.body : (fixed.renderBody as (v: typeof vars) => string)(vars);
  const headers: Record<string, string> = { ...fixed.headers };
  for (const [k, v] of fixed.templated) headers[k] = renderString(v, vars);
  headers.traceparent = `00-${traceId}-${hex(8)}-01`;
  headers[SESSION_HEADER] = spec.id;
  if (t.traceHeader) headers[t.traceHeader.toLowerCase()] = traceId;

  const deadline = performance.now() + t.timeoutMs;
  const m =
    t.format === "poll"
      ? await pollJourney(client, t, url, headers, body, vars, deadline, io.signal)
      : await streamJourney(client, t, url, headers, body, deadline, io.signal);

  const s = m.stream;
  const n = s?.contentTimes.length ?? 0;
  const first = n > 0 ? (s as StreamResult).contentTimes[0] : null;
  const last = n > 0 ? (s as StreamResult).contentTimes[n - 1] : null;
  const streamTtft = first === null ? null : first - m.sendMs;
  const span: Span = {
    kind: "network",
    name: `journey ${t.name}`,
    start: epochMs(m.sendMs),
    end: epochMs(m.endMs),
    ok: m.bucket === null,
    error_class: m.bucket,
    ttft_ms: streamTtft === null ? null : round3(streamTtft),
    tokens_out: s ? n : null,
  };
  if (s && s.gapsMs.length > 0) span.icl_ms = s.gapsMs.map(round3);
  io.emit({ type: "span", span });

  const missing = t.expectedStates.filter((st) => !m.facts.states.includes(st));
  const attrs: Record<string, string | number | null> = {
    journey: t.name,
    trace_id: traceId,
    http_status: m.httpStatus,
    e2e_from_send_ms: round3(m.endMs - m.sendMs),
    ttfb_ms: s?.ttfbMs != null ? round3(s.ttfbMs) : null,
    final_status: m.facts.finalStatus,
    states_seen: m.facts.states.join(","),
  };
  if (t.expectedStates.length > 0) {
    attrs.expected_states_seen = t.expectedStates.length - missing.length;
    attrs.expected_states_missing = missing.join(",");
  }
  if (t.format === "poll") attrs.polls = m.polls;
  // No token in the service's own stream (a poll or JSON journey): the model's first token, as the
  // gateway saw it, measured from the same send.
  const ttft =
    streamTtft ?? sessionTtft(io.llmSpans?.() ?? [], { start: epochMs(m.sendMs), end: epochMs(m.endMs) });
  return finalOutcome(t, spec, m, {
    bucket: m.bucket,
    error: m.error,
    ttft_ms: ttft === null ? null : round3(ttft),
    tpot_ms: n >= 2 && first !== null && last !== null ? round3((last - first) / (n - 1)) : null,
    tokens_out: s ? n : null,
    attrs,
  });
}

function finalOutcome(
  t: ResolvedTarget,
  _spec: SessionSpec,
  m: Measure | null,
  o: Partial<SessionOutcome> & { bucket: ErrorBucket | null; error: string | null },
): SessionOutcome {
  let bucket = o.bucket;
  let error = o.error;
  if (bucket === null && m && t.statusIn) {
    const st = m.facts.finalStatus;
    if (st === null || !t.statusIn.includes(st)) {
      bucket = "business_failed";
      error =
        st === null
          ? `journey ${t.name} ended without a business status (expected one of ${t.statusIn.join(", ")})`
          : `journey ${t.name} ended with status ${st}, not one of ${t.statusIn.join(", ")}`;
    }
  }
  const status = bucket === null ? "passed" : bucket === "business_failed" ? "failed" : "errored";
  // `o` is each caller's own fresh literal: completed in place, keys in the same order as a copy.
  const out = o as SessionOutcome;
  out.bucket = bucket;
  out.error = error;
  out.status = status;
  out.reward = status === "passed" ? 1 : status === "failed" ? 0 : null;
  return out;
}

function acceptFor(format: ResolvedTarget["format"]): string {
  if (format === "sse") return "text/event-stream";
  if (format === "ndjson") return "application/x-ndjson, application/json";
  return "application/json";
}

function joinPath(base: string | null, path: string): string {
  if (!base) throw new Error("no base_url and no agent service started by the scenario");
  if (/^https?:\/\//.test(path)) return path;
  return `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

function httpBucket(status: number): ErrorBucket {
  return status >= 500 ? "http_5xx" : "http_4xx";
}

function accepted(t: ResolvedTarget, status: number): boolean {
  return t.httpStatus ? t.httpStatus.includes(status) : status >= 200 && status < 300;
}

function httpError(method: string, url: URL, r: CallResult): string {
  const text = r.body ? r.body.toString("utf8").replace(/\s+/g, " ").trim().slice(0, 200) : "";
  return `HTTP ${r.status} from ${method} ${url.pathname}${text ? `: ${text}` : ""}`;
}

interface FixedParts {
  /** The URL when it has no placeholders (and the base is the same), else null. */
  url: URL | null;
  /** The JSON body when it has no placeholders (null: no body), else undefined. */
  body: string | null | undefined;
  /** The body with placeholders, laid out once and filled per session. */
  renderBody: ((vars: Record<string, unknown>) => string) | null;
  /** Headers without placeholders, lower-case names. */
  headers: Record<string, string>;
  /** Headers to fill per session. */
  templated: [string, string][];
}

/** What does not change between sessions of a journey, computed once. */
const fixedCache = new WeakMap<ResolvedTarget, { base: string | null; parts: FixedParts }>();
function fixedParts(t: ResolvedTarget, base: string | null): FixedParts {
  const hit = fixedCache.get(t);
  if (hit && hit.base === base) return hit.parts;
  const raw = t.url ?? t.path ?? "/";
  let url: URL | null = null;
  if (!raw.includes("{{")) {
    try {
      url = t.url ? new URL(t.url) : new URL(joinPath(base, raw));
    } catch {
      url = null; // reported per session, with the reason
    }
  }
  const body =
    t.body === undefined ? null : placeholders(t.body).size === 0 ? JSON.stringify(t.body) : undefined;
  const headers: Record<string, string> = {
    accept: acceptFor(t.format),
    ...(t.body !== undefined ? { "content-type": "application/json" } : {}),
  };
  const templated: [string, string][] = [];
  for (const [k, v] of Object.entries(t.headers)) {
    if (v.includes("{{")) templated.push([k.toLowerCase(), v]);
    else headers[k.toLowerCase()] = v;
  }
  const renderBody = body === undefined ? compileJsonBody(t.body) : null;
  const parts = { url, body, renderBody, headers, templated };
  fixedCache.set(t, { base, parts });
  return parts;
}

const mappings = new WeakMap<ResolvedTarget, ReturnType<typeof compileMapping>>();
function mappingOf(t: ResolvedTarget): ReturnType<typeof compileMapping> {
  let m = mappings.get(t);
  if (!m) {
    m = compileMapping(t.mapping);
    mappings.set(t, m);
  }
  return m;
}

/** Not async: the call's one promise carries the journey, without a second hand-off per session. */
function streamJourney(
  client: MeasuringClient,
  t: ResolvedTarget,
  url: URL,
  headers: Record<string, string>,
  body: string | null,
  deadline: number,
  signal: AbortSignal,
): Promise<Measure> {
  const streaming = t.format === "ndjson" || t.format === "sse";
  const { classify, facts, tokenShape } = mappingOf(t)();
  // Arrival times are absolute; TTFT is taken against the call's own send time below. The journey
  // never reads the assembled text, so token text is not decoded.
  const parser = streaming
    ? new StreamParser({
        startMs: 0,
        dialect: "generic",
        framing: t.format as "ndjson" | "sse",
        classify,
        tokenShape: tokenShape ?? undefined,
        collectText: false,
      })
    : null;
  let ok = false;
  const call = client.call({
    method: t.method,
    url,
    headers,
    body,
    signal,
    deadline,
    // A stream's body is parsed as it arrives; only an error reply is kept, for the message.
    keepBody: streaming ? (status) => (accepted(t, status) ? 0 : ERROR_BODY_BYTES) : JSON_BODY_BYTES,
    onData: parser
      ? (chunk, tMs) => {
          if (!ok) return false;
          parser.push(chunk, tMs);
          // A line past the limit: the rest of the stream is not read, and its connection not reused.
          return parser.tooLarge ? "drop" : parser.isDone;
        }
      : undefined,
    onHeaders: (status) => {
      ok = accepted(t, status);
    },
  });
  return call.then((r) => {
    const m: Measure = {
      bucket: null,
      error: null,
      httpStatus: r.status,
      sendMs: r.sendMs,
      endMs: r.endMs,
      stream: null,
      facts,
      polls: 0,
    };
    if (parser) {
      const s = parser.end(r.endMs);
      m.stream = s;
      if (s.ttfbMs !== null) s.ttfbMs -= r.sendMs;
    }
    if (r.status !== null && !accepted(t, r.status)) {
      return { ...m, bucket: httpBucket(r.status), error: httpError(t.method, url, r) };
    }
    const s = m.stream;
    // Broken framing is the cause of whatever the stream parser then made of the bytes.
    const framing = r.error?.bucket === "protocol_error";
    if (s?.error && !framing) return { ...m, bucket: s.error.bucket, error: s.error.message };
    if (r.error)
      return { ...m, bucket: r.error.bucket, error: `${t.method} ${url.pathname}: ${r.error.message}` };
    if (s && !s.done) {
      return {
        ...m,
        bucket: "stream_parse",
        error: `the ${t.format} stream ended after ${s.messages} events without the done event`,
      };
    }
    if (!streaming) m.json = judgeJson(t, r, m);
    return m;
  });
}

const submitTargets = new WeakMap<ResolvedTarget, ResolvedTarget>();

/** A poll journey's submit: the same target read as one JSON reply, made once so its mapping is compiled once. */
function submitTarget(t: ResolvedTarget): ResolvedTarget {
  let submit = submitTargets.get(t);
  if (!submit) {
    submit = { ...t, format: "none" };
    submitTargets.set(t, submit);
  }
  return submit;
}

/** Status and error fields of a JSON reply (format none, poll). */
function judgeJson(t: ResolvedTarget, r: CallResult, m: Measure): unknown {
  const text = r.body?.toString("utf8") ?? "";
  let json: unknown;
  try {
    json = text.trim() === "" ? null : JSON.parse(text);
  } catch (e) {
    m.bucket = "stream_parse";
    m.error = `the reply is not JSON: ${(e as Error).message}`;
    return undefined;
  }
  const statusPath = t.successStatusPath ?? t.mapping.status_path ?? "status";
  const st = getPath(json, statusPath);
  if (typeof st === "string" && st !== "") {
    if (!m.facts.states.includes(st)) m.facts.states.push(st);
    m.facts.finalStatus = st;
  }
  const err = getPath(json, t.mapping.error_path ?? "error");
  if (err !== undefined && err !== null && err !== "" && err !== false && m.bucket === null) {
    m.bucket = errorEventBucket(json, err);
    m.error = errorEventMessage(err);
  }
  return json;
}

async function pollJourney(
  client: MeasuringClient,
  t: ResolvedTarget,
  url: URL,
  headers: Record<string, string>,
  body: string | null,
  vars: Record<string, unknown>,
  deadline: number,
  signal: AbortSignal,
): Promise<Measure> {
  const poll = t.poll as NonNullable<ResolvedTarget["poll"]>;
  const submit = await streamJourney(client, submitTarget(t), url, headers, body, deadline, signal);
  if (submit.bucket !== null) return submit;
  const m = submit;
  const pollVars = { ...vars, response: m.json };
  let pollUrl: URL;
  try {
    pollUrl = new URL(renderString(poll.url, pollVars), url);
  } catch (e) {
    return { ...m, bucket: "business_failed", error: `poll url: ${(e as Error).message}` };
  }
  const pollHeaders = { ...headers };
  delete pollHeaders["content-type"];
  const terminal = new Set(poll.terminal_states);
  // Polls run on absolute deadlines so a slow reply does not stretch the interval.
  let next = performance.now() + poll.interval_ms;
  while (m.facts.finalStatus === null || !terminal.has(m.facts.finalStatus)) {
    const wait = next - performance.now();
    if (wait > 0) await sleep(wait, signal);
    next += poll.interval_ms;
    if (signal.aborted)
      return { ...m, endMs: performance.now(), bucket: "interrupted", error: "the run was interrupted" };
    if (performance.now() >= deadline) {
      return {
        ...m,
        endMs: performance.now(),
        bucket: "timeout",
        error: `journey ${t.name} did not reach a terminal state (${poll.terminal_states.join(", ")}) in time; last status ${m.facts.finalStatus ?? "none"}`,
      };
    }
    const r = await client.call({
      method: "GET",
      url: pollUrl,
      headers: pollHeaders,
      signal,
      deadline,
      keepBody: JSON_BODY_BYTES,
    });
    m.polls++;
    m.endMs = r.endMs;
    m.httpStatus = r.status;
    if (r.error)
      return { ...m, bucket: r.error.bucket, error: `GET ${pollUrl.pathname}: ${r.error.message}` };
    if (r.status !== null && (r.status < 200 || r.status >= 300)) {
      return { ...m, bucket: httpBucket(r.status), error: httpError("GET", pollUrl, r) };
    }
    judgeJson(t, r, m);
    if (m.bucket !== null) return m;
  }
  return m;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}
