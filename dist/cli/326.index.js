export const id = 326;
export const ids = [326];
export const modules = {

/***/ 86897:
/***/ ((__unused_webpack_module, exports) => {


/** JSON Lines as files from outside hold them: blank lines skipped, each other line parsed on its own. */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.fieldsOf = exports.NOT_JSON = void 0;
exports.jsonLines = jsonLines;
/** What a line that does not parse as JSON is read as. */
exports.NOT_JSON = Symbol("not JSON");
/** A line's value as an object of fields; any other JSON (`null`, `42`, a list) has none. */
const fieldsOf = (value) => typeof value === "object" && value !== null && !Array.isArray(value)
    ? value
    : {};
exports.fieldsOf = fieldsOf;
/** Each non-blank line: its number (from 1) and its value, or NOT_JSON. */
function* jsonLines(text) {
    const lines = text.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
        if (lines[i].trim() === "")
            continue;
        let value;
        try {
            value = JSON.parse(lines[i]);
        }
        catch {
            value = exports.NOT_JSON;
        }
        yield [i + 1, value];
    }
}


/***/ }),

/***/ 89208:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isRateLimit = isRateLimit;
exports.errorMessage = errorMessage;
/**
 * What an LLM provider's error says, as facts the classifiers read: whether it is a rate limit (a 429,
 * a quota, too many requests), whatever the dialect's words for it.
 */
const wire_js_1 = __webpack_require__(26018);
const RATE_LIMITED = /\b429\b|rate.?limit|too.?many|quota/i;
/** Whether an error's words (a message, or an error object's type, code and status) say rate limit. */
function isRateLimit(err) {
    if (typeof err === "string")
        return RATE_LIMITED.test(err);
    const e = (0, wire_js_1.isObj)(err) ? err : {};
    return RATE_LIMITED.test(`${e.type ?? ""} ${e.code ?? ""} ${e.status ?? ""}`);
}
/** An error's message: its `message`, or the error itself as text. */
function errorMessage(err) {
    if ((0, wire_js_1.isObj)(err)) {
        const m = (0, wire_js_1.str)(err.message);
        if (m)
            return m;
    }
    return typeof err === "string" ? err : JSON.stringify(err);
}


/***/ }),

/***/ 62091:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SESSION_HEADER = void 0;
/**
 * The header that names the session a call belongs to: the HTTP runtime sends it with every journey
 * request, so the LLM gateway attributes the call's spans and a replaying mock picks the session's
 * recorded conversation.
 */
exports.SESSION_HEADER = "x-agent-loadtest-session";


/***/ }),

/***/ 22898:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * What an agent leaves in its logs folder (`/logs/agent`): `spans.jsonl` (one span a line, times in
 * epoch seconds) and an ATIF `trajectory.json`. Parsing is pure; runtimes read the files.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parseSpans = parseSpans;
exports.parseTrajectory = parseTrajectory;
exports.sessionTtft = sessionTtft;
exports.readAgentLogs = readAgentLogs;
const event_schema_js_1 = __webpack_require__(857);
const events_js_1 = __webpack_require__(82736);
const jsonl_js_1 = __webpack_require__(86897);
const num = (v) => (typeof v === "number" && Number.isFinite(v) ? v : null);
/** Epoch seconds (what agents write) or milliseconds (what the gateway writes) → ms. */
function toMs(v) {
    return v < 1e11 ? v * 1000 : v;
}
function parseSpans(text) {
    const spans = [];
    const rejected = [];
    for (const [i, value] of (0, jsonl_js_1.jsonLines)(text)) {
        if (value === jsonl_js_1.NOT_JSON) {
            rejected.push(`spans.jsonl:${i}: not JSON`);
            continue;
        }
        const o = (0, jsonl_js_1.fieldsOf)(value);
        const start = num(o.start);
        const end = num(o.end);
        if (!events_js_1.SPAN_KINDS.includes(o.kind) || start == null || end == null || end < start) {
            rejected.push(`spans.jsonl:${i}: needs kind (${events_js_1.SPAN_KINDS.join("|")}), start <= end`);
            continue;
        }
        const icl = Array.isArray(o.icl_ms) ? o.icl_ms.filter((x) => num(x) != null) : undefined;
        const [cached, toolCalls] = [num(o.tokens_cached), num(o.tool_calls)];
        const span = {
            kind: o.kind,
            name: typeof o.name === "string" ? o.name : String(o.kind),
            start: toMs(start),
            end: toMs(end),
            ok: o.ok !== false,
            error_class: typeof o.error_class === "string" ? o.error_class : null,
            ttft_ms: num(o.ttft_ms),
            tokens_in: num(o.tokens_in),
            tokens_out: num(o.tokens_out),
            ...(cached != null ? { tokens_cached: cached } : {}),
            ...(toolCalls != null ? { tool_calls: toolCalls } : {}),
            ...(typeof o.model === "string" ? { model: o.model.slice(0, event_schema_js_1.MAX_MODEL_CHARS) } : {}),
            ...(icl ? { icl_ms: icl } : {}),
        };
        // What events.jsonl would refuse (a negative TTFT or gap) is left out here, said, and the run goes on.
        const bad = (0, event_schema_js_1.spanProblem)(span);
        if (bad)
            rejected.push(`spans.jsonl:${i}: ${bad.field}: ${bad.message}`);
        else
            spans.push(span);
    }
    return { spans, rejected };
}
/** Token totals and step counts from an ATIF trajectory (final_metrics first, else summed steps). */
function parseTrajectory(text) {
    const none = { tokens_in: null, tokens_out: null, steps: null, tool_calls: null };
    let t;
    try {
        t = JSON.parse(text);
    }
    catch {
        return none;
    }
    if (!t || typeof t !== "object")
        return none;
    const steps = Array.isArray(t.steps) ? t.steps : [];
    let tin = 0;
    let tout = 0;
    let calls = 0;
    for (const s of steps) {
        const m = (s.metrics ?? {});
        tin += num(m.prompt_tokens) ?? 0;
        tout += num(m.completion_tokens) ?? 0;
        if (Array.isArray(s.tool_calls))
            calls += s.tool_calls.length;
    }
    const fm = t.final_metrics ?? {};
    return {
        tokens_in: num(fm.total_prompt_tokens) ?? (steps.length ? tin : null),
        tokens_out: num(fm.total_completion_tokens) ?? (steps.length ? tout : null),
        steps: num(fm.total_steps) ?? (steps.length || null),
        tool_calls: steps.length ? calls : null,
    };
}
/**
 * Time to first token, ms: from the start of the agent's work (a trial's `agent_exec` phase, a journey's
 * send) to the first token of an LLM call in that window. A token after the window's end was never the
 * agent's (it had ended or run out of time), so a TTFT never exceeds its window: never the session's
 * E2E, never the agent's timeout. A token stamped before the start (an agent's own clock in whole
 * seconds) reads 0.
 */
function sessionTtft(spans, window) {
    let first = Number.POSITIVE_INFINITY;
    for (const s of spans) {
        if (s.kind !== "llm" || s.ttft_ms == null)
            continue;
        const at = s.start + s.ttft_ms;
        if (at <= window.end && at < first)
            first = at;
    }
    return first === Number.POSITIVE_INFINITY ? null : Math.max(0, first - window.start);
}
/**
 * Everything an agent's logs folder says, from the text of its two files (null when absent):
 * spans, and token counts from the trajectory or, failing that, summed over its LLM spans.
 */
function readAgentLogs(spansText, trajectoryText) {
    const { spans, rejected } = parseSpans(spansText ?? "");
    const traj = parseTrajectory(trajectoryText ?? "null");
    const llm = spans.filter((s) => s.kind === "llm");
    const sum = (key) => llm.some((s) => s[key] != null) ? llm.reduce((a, s) => a + (s[key] ?? 0), 0) : null;
    return {
        spans,
        rejected,
        tokens_in: traj.tokens_in ?? sum("tokens_in"),
        tokens_out: traj.tokens_out ?? sum("tokens_out"),
        steps: traj.steps,
        tool_calls: traj.tool_calls,
    };
}


/***/ }),

/***/ 18971:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.epochMs = exports.MeasuringClient = void 0;
/**
 * The measuring HTTP client: HTTP/1.1 over node:net / node:tls with an explicitly sized keep-alive
 * pool (no silent connection cap, unlike a default agent pool), every read of the body timestamped on the
 * monotonic clock as it comes off the socket, and transport failures named as error buckets.
 *
 * Why not node:http: its ClientRequest / IncomingMessage / stream machinery costs more CPU per
 * session than the whole measurement (bench/http-bench.ts), and a load generator that saturates its
 * own core measures itself. The protocol subset is small: one request in flight per connection,
 * Content-Length or chunked bodies (or read-to-close), 1xx skipped, keep-alive honoured.
 *
 * This module is the client: calls, their deadlines and aborts, and the request as written. The
 * response is read in exchange.ts, connections are kept in pool.ts, and the call's types live in
 * transport.ts (re-exported here: they are the client's API).
 */
const node_perf_hooks_1 = __webpack_require__(643);
const errors_js_1 = __webpack_require__(83916);
const exchange_js_1 = __webpack_require__(54069);
const pool_js_1 = __webpack_require__(21558);
const proxy_js_1 = __webpack_require__(15734);
/** How often deadlines are checked: one timer per client, not one per call. */
const SWEEP_MS = 20;
class MeasuringClient {
    maxConnections;
    pools = new Map();
    /** One listener per abort signal, however many calls are in flight on it. */
    inflight = new WeakMap();
    env;
    constructor(opts = {}) {
        this.maxConnections = opts.maxConnections ?? 1024;
        this.env = opts.env ?? process.env;
        // A proxy URL that cannot be used is the user's to fix, before any session.
        for (const name of ["http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY"]) {
            const v = this.env[name]?.trim();
            if (!v)
                continue;
            try {
                (0, proxy_js_1.parseProxyUrl)(v);
            }
            catch (e) {
                throw new errors_js_1.UserError(e.message, undefined, `environment variable ${name}`);
            }
        }
    }
    timed = new Set();
    sweeper = null;
    /** Fails calls past their deadline; runs only while some call has one. */
    sweep() {
        if (this.sweeper)
            return;
        this.sweeper = setInterval(() => {
            const now = node_perf_hooks_1.performance.now();
            for (const t of this.timed) {
                if (t.deadline <= now)
                    t.handle.fail("timeout", "no complete response within the timeout");
            }
            if (this.timed.size === 0 && this.sweeper) {
                clearInterval(this.sweeper);
                this.sweeper = null;
            }
        }, SWEEP_MS);
        this.sweeper.unref();
    }
    /** Each URL's pool, kept while its href is unchanged: the origin is not rebuilt per call. */
    poolOf = new WeakMap();
    pool(url) {
        const hit = this.poolOf.get(url);
        if (hit !== undefined && hit.href === url.href && this.pools.get(hit.pool.key) === hit.pool)
            return hit.pool;
        const p = this.originPool(url);
        this.poolOf.set(url, { href: url.href, pool: p });
        return p;
    }
    originPool(url) {
        const key = `${url.protocol}//${url.host}`;
        let p = this.pools.get(key);
        if (!p) {
            p = new pool_js_1.Pool(url, this.maxConnections, key, (0, proxy_js_1.proxyFor)(url, this.env));
            this.pools.set(key, p);
        }
        return p;
    }
    track(signal) {
        let set = this.inflight.get(signal);
        if (!set) {
            const calls = new Set();
            set = calls;
            this.inflight.set(signal, calls);
            signal.addEventListener("abort", () => {
                for (const c of [...calls])
                    c.fail("interrupted", "the run was interrupted");
            }, { once: true });
        }
        return set;
    }
    call(o) {
        return new Promise((resolve) => {
            let sendMs = node_perf_hooks_1.performance.now();
            let settled = false;
            let timed = null;
            let conn = null;
            const calls = o.signal ? this.track(o.signal) : null;
            const finish = (error) => {
                if (settled)
                    return;
                settled = true;
                if (timed)
                    this.timed.delete(timed);
                calls?.delete(handle);
                resolve({
                    status: ex.status,
                    headers: ex.headers,
                    sendMs,
                    headersMs: ex.headersMs,
                    endMs: node_perf_hooks_1.performance.now(),
                    body: ex.body(),
                    error,
                });
            };
            const ex = new exchange_js_1.Exchange(o, finish);
            const handle = {
                fail: (bucket, message) => {
                    if (settled)
                        return;
                    finish({ bucket, message });
                    // The exchange is cut short: the connection cannot be reused.
                    if (conn && conn.current === ex) {
                        conn.current = null;
                        conn.destroy();
                    }
                },
            };
            if (o.signal?.aborted) {
                handle.fail("interrupted", "the run was interrupted");
                return;
            }
            calls?.add(handle);
            if (o.deadline !== undefined) {
                timed = { deadline: o.deadline, handle };
                this.timed.add(timed);
                this.sweep();
            }
            const start = (c) => {
                if (settled) {
                    // Timed out or aborted while waiting for a connection: hand it on unused.
                    this.pool(o.url).release(c);
                    return;
                }
                let head;
                try {
                    head = requestHead(o, c);
                }
                catch (e) {
                    this.pool(o.url).release(c);
                    handle.fail("connection_reset", e.message);
                    return;
                }
                conn = c;
                c.current = ex;
                sendMs = node_perf_hooks_1.performance.now();
                c.send(head);
            };
            const got = this.pool(o.url).acquire();
            if (got instanceof Promise)
                got.then(start);
            else
                start(got);
        });
    }
    close() {
        if (this.sweeper)
            clearInterval(this.sweeper);
        this.sweeper = null;
        for (const p of this.pools.values())
            p.close();
        this.pools.clear();
    }
}
exports.MeasuringClient = MeasuringClient;
/** The request line's target and host header of a URL, kept while its href is unchanged. */
const targets = new WeakMap();
function targetOf(url) {
    const hit = targets.get(url);
    if (hit !== undefined && hit.href === url.href)
        return hit.text;
    const text = ` ${url.pathname}${url.search} HTTP/1.1\r\nhost: ${url.host}\r\n`;
    targets.set(url, { href: url.href, text });
    return text;
}
/** Through a forward proxy the request line names the whole URL (RFC 9112 §3.2.2). */
function absoluteTargetOf(url) {
    return ` ${url.protocol}//${url.host}${url.pathname}${url.search} HTTP/1.1\r\nhost: ${url.host}\r\n`;
}
/** The whole request as one write: request line, headers, body. */
function requestHead(o, c) {
    const body = o.body ?? null;
    const len = body === null ? 0 : typeof body === "string" ? Buffer.byteLength(body) : body.length;
    let head = o.method + (c.absoluteForm ? absoluteTargetOf(o.url) : targetOf(o.url));
    if (c.proxyAuth)
        head += `proxy-authorization: ${c.proxyAuth}\r\n`;
    for (const name in o.headers) {
        if (name === "host" || name === "content-length")
            continue;
        const v = o.headers[name];
        if (v.indexOf("\r") >= 0 || v.indexOf("\n") >= 0)
            throw new Error(`header ${name} contains a line break`);
        head += `${name}: ${v}\r\n`;
    }
    if (body !== null || o.method === "POST" || o.method === "PUT" || o.method === "PATCH") {
        head += `content-length: ${len}\r\n`;
    }
    head += "\r\n";
    if (body === null)
        return head;
    return typeof body === "string" ? head + body : Buffer.concat([Buffer.from(head, "latin1"), body]);
}
/** Monotonic ms → epoch ms, for events and spans. */
const epochMs = (monotonicMs) => TIME_ORIGIN + monotonicMs;
exports.epochMs = epochMs;
/** Read once: the getter asks the platform on every call. */
const TIME_ORIGIN = node_perf_hooks_1.performance.timeOrigin;


/***/ }),

/***/ 54069:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Exchange = exports.MAX_HEAD_BYTES = exports.CRLF2 = exports.DEFAULT_IDLE_MS = void 0;
exports.parseResponseHead = parseResponseHead;
exports.framingError = framingError;
/**
 * Reading one response off the bytes: the head (status line and headers, parsed where they lie),
 * then the body as Content-Length, chunked or read-to-close, each read handed to the caller with
 * its arrival time. Framing the server gets wrong (RFC 9112 §6.3: a bad or conflicting
 * Content-Length, Content-Length beside chunked, a bad chunk, a head past MAX_HEAD_BYTES, bytes past
 * the declared body) is `protocol_error` and the connection is closed: bytes of unknown meaning
 * would poison the next exchange on it. Pure over bytes: no socket here (pool.ts owns those).
 */
const limits_js_1 = __webpack_require__(30351);
/** An idle connection older than this is closed rather than reused (servers drop idle sockets at ~5 s). */
exports.DEFAULT_IDLE_MS = 4000;
exports.CRLF2 = Buffer.from("\r\n\r\n");
/** A response head (status line and headers) larger than this is refused, as servers refuse requests. */
exports.MAX_HEAD_BYTES = (0, limits_js_1.limit)("responseHeadBytes");
/** A chunk-size or trailer line longer than this is not HTTP. */
const MAX_LINE = 4096;
/** A chunk size: hex digits (at most 12: 256 TiB), then optional `;extensions`. */
const CHUNK_LINE = /^([0-9a-fA-F]{1,12})[ \t]*(;.*)?$/;
/** Byte → hex digit value, -1 for anything else. */
const HEX = new Int8Array(256).fill(-1);
for (let c = 0; c < 10; c++)
    HEX[48 + c] = c;
for (let c = 0; c < 6; c++)
    HEX[97 + c] = HEX[65 + c] = 10 + c;
const isDigit = (b) => b >= 48 && b <= 57;
/** The whitespace String.prototype.trim removes, as latin1 bytes. */
const isSpace = (b) => (b >= 9 && b <= 13) || b === 32 || b === 160;
/**
 * The response head in buf[start, end) (the blank line excluded), read from the bytes: the status
 * line `HTTP/d.d ddd`, then `name: value` lines split on CRLF; lines without a name are skipped.
 */
function parseResponseHead(buf, start, end) {
    let eol = start;
    while (eol < end && !(buf[eol] === 13 && eol + 1 < end && buf[eol + 1] === 10))
        eol++;
    const b = start;
    const http = eol - b >= 12 &&
        buf[b] === 72 && // H
        buf[b + 1] === 84 &&
        buf[b + 2] === 84 &&
        buf[b + 3] === 80 &&
        buf[b + 4] === 47 && // /
        isDigit(buf[b + 5]) &&
        buf[b + 6] === 46 && // .
        isDigit(buf[b + 7]) &&
        buf[b + 8] === 32 &&
        isDigit(buf[b + 9]) &&
        isDigit(buf[b + 10]) &&
        isDigit(buf[b + 11]);
    const version = http ? (buf[b + 5] - 48) * 10 + (buf[b + 7] - 48) : null;
    const status = http ? (buf[b + 9] - 48) * 100 + (buf[b + 10] - 48) * 10 + (buf[b + 11] - 48) : 0;
    const headers = {};
    let at = eol + 2;
    while (at < end) {
        let next = at;
        let colon = -1;
        while (next < end && !(buf[next] === 13 && next + 1 < end && buf[next + 1] === 10)) {
            if (colon < 0 && buf[next] === 58)
                colon = next;
            next++;
        }
        if (colon > at) {
            let ns = at;
            let ne = colon;
            while (ns < ne && isSpace(buf[ns]))
                ns++;
            while (ne > ns && isSpace(buf[ne - 1]))
                ne--;
            let vs = colon + 1;
            let ve = next;
            while (vs < ve && isSpace(buf[vs]))
                vs++;
            while (ve > vs && isSpace(buf[ve - 1]))
                ve--;
            const name = buf.toString("latin1", ns, ne).toLowerCase();
            const value = buf.toString("latin1", vs, ve);
            const prior = headers[name];
            headers[name] = prior === undefined && !(name in headers) ? value : `${prior}, ${value}`;
        }
        at = next + 2;
    }
    return { version, status, headers };
}
/**
 * RFC 9112 §6.3: a Content-Length that is not one decimal number (`abc`, a repeated header joined to
 * `10, 10`), or one beside chunked, leaves the body's end unknown (the request-smuggling shapes).
 */
function framingError(headers) {
    const cl = headers["content-length"];
    if (cl !== undefined && headers["transfer-encoding"] !== undefined)
        return "both Content-Length and Transfer-Encoding";
    if (cl !== undefined && !/^[0-9]{1,15}$/.test(cl))
        return `invalid Content-Length ${JSON.stringify(cl.slice(0, 40))}`;
    return null;
}
var Body;
(function (Body) {
    Body[Body["Head"] = 0] = "Head";
    Body[Body["Fixed"] = 1] = "Fixed";
    Body[Body["ChunkSize"] = 2] = "ChunkSize";
    Body[Body["ChunkData"] = 3] = "ChunkData";
    Body[Body["ChunkCrlf"] = 4] = "ChunkCrlf";
    Body[Body["Trailers"] = 5] = "Trailers";
    Body[Body["UntilClose"] = 6] = "UntilClose";
    Body[Body["Done"] = 7] = "Done";
})(Body || (Body = {}));
/** One request/response exchange on a connection. */
class Exchange {
    o;
    finish;
    status = null;
    headers = {};
    headersMs = null;
    state = Body.Head;
    head = null;
    remaining = 0;
    line = "";
    parts = [];
    kept = 0;
    keep = 0;
    /** The caller stopped reading; the body is drained so the connection can be reused. */
    stopped = false;
    /** A timer bounds the drain of a stopped exchange. */
    drainGuarded = false;
    /** The caller wants the connection closed, not drained. */
    dropped = false;
    keepAlive = true;
    idleMs = exports.DEFAULT_IDLE_MS;
    bytesIn = 0;
    constructor(o, finish) {
        this.o = o;
        this.finish = finish;
    }
    get complete() {
        return this.state === Body.Done;
    }
    get readsToClose() {
        return this.state === Body.UntilClose;
    }
    body() {
        return this.parts.length > 0 ? Buffer.concat(this.parts) : this.keep > 0 ? Buffer.alloc(0) : null;
    }
    /** Feed one socket read. Returns true when the response is complete. */
    feed(buf, t, len = buf.length) {
        this.bytesIn += len;
        let at = 0;
        while (at < len && this.state !== Body.Done) {
            switch (this.state) {
                case Body.Head: {
                    const next = this.readHead(buf, at, len, t);
                    if (next < 0)
                        return false;
                    at = next;
                    break;
                }
                case Body.Fixed: {
                    const n = Math.min(this.remaining, len - at);
                    this.deliver(buf.subarray(at, at + n), t);
                    at += n;
                    this.remaining -= n;
                    if (this.remaining === 0)
                        this.state = Body.Done;
                    break;
                }
                case Body.UntilClose:
                    this.deliver(buf.subarray(at, len), t);
                    at = len;
                    break;
                case Body.ChunkSize:
                case Body.Trailers: {
                    // The usual line — hex digits (or nothing, ending the trailers) and CRLF, all in this
                    // read — is read from the bytes; anything else (extensions, a split line) as text below.
                    if (this.line === "") {
                        let i = at;
                        let size = 0;
                        for (; i < len && i - at < 12; i++) {
                            const d = HEX[buf[i]];
                            if (d < 0)
                                break;
                            size = size * 16 + d;
                        }
                        if (i + 1 < len && buf[i] === 13 && buf[i + 1] === 10) {
                            const empty = i === at;
                            if (this.state === Body.Trailers ? empty : !empty) {
                                at = i + 2;
                                if (this.state === Body.Trailers)
                                    this.state = Body.Done;
                                else if (size === 0)
                                    this.state = Body.Trailers;
                                else {
                                    this.remaining = size;
                                    this.state = Body.ChunkData;
                                }
                                break;
                            }
                        }
                    }
                    const nl = buf.indexOf(10, at);
                    if (nl < 0 || nl >= len) {
                        this.line += buf.toString("latin1", at, len);
                        if (this.line.length > MAX_LINE)
                            return this.protocolError(`a chunk line over ${MAX_LINE} bytes`);
                        return false;
                    }
                    const text = (this.line + buf.toString("latin1", at, nl)).replace(/\r$/, "");
                    this.line = "";
                    at = nl + 1;
                    if (this.state === Body.Trailers) {
                        if (text === "")
                            this.state = Body.Done;
                    }
                    else {
                        const hex = CHUNK_LINE.exec(text);
                        if (!hex)
                            return this.protocolError(`invalid chunk size ${JSON.stringify(text.slice(0, 40))}`);
                        const size = Number.parseInt(hex[1], 16);
                        if (size === 0)
                            this.state = Body.Trailers;
                        else {
                            this.remaining = size;
                            this.state = Body.ChunkData;
                        }
                    }
                    break;
                }
                case Body.ChunkData: {
                    const n = Math.min(this.remaining, len - at);
                    this.deliver(buf.subarray(at, at + n), t);
                    at += n;
                    this.remaining -= n;
                    if (this.remaining === 0) {
                        this.state = Body.ChunkCrlf;
                        this.remaining = 2;
                    }
                    break;
                }
                case Body.ChunkCrlf: {
                    // The CRLF that ends a chunk's data: anything else means the chunk was longer than its size.
                    const want = this.remaining === 2 ? 13 : 10;
                    if (buf[at] !== want)
                        return this.protocolError("a chunk longer than its declared size");
                    at++;
                    this.remaining--;
                    if (this.remaining === 0)
                        this.state = Body.ChunkSize;
                    break;
                }
            }
        }
        // One request in flight per connection: bytes past the response's end are not ours to read.
        if (this.state === Body.Done && at < len)
            return this.protocolError(`${len - at} bytes past the end of the response (a body longer than declared)`);
        return this.state === Body.Done;
    }
    /**
     * The response head from buf[at, len): where the body starts, or -1 while the head is incomplete.
     * Broken framing ends the exchange (protocolError is true) and the rest of the read is skipped (len).
     */
    readHead(buf, at, len, t) {
        const tooLong = `a response head over ${exports.MAX_HEAD_BYTES} bytes`;
        if (this.head === null) {
            // The usual case: the whole head is in this read, parsed where it lies.
            const end = buf.indexOf(exports.CRLF2, at);
            if (end < 0 || end + 4 > len) {
                if (len - at > exports.MAX_HEAD_BYTES)
                    return this.protocolError(tooLong) && len;
                this.head = Buffer.from(buf.subarray(at, len));
                return -1;
            }
            const bad = this.parseHead(parseResponseHead(buf, at, end), t, end - at);
            return bad ? this.protocolError(bad) && len : end + 4;
        }
        const data = Buffer.concat([this.head, buf.subarray(at, len)]);
        const end = data.indexOf(exports.CRLF2);
        if (end < 0) {
            if (data.length > exports.MAX_HEAD_BYTES)
                return this.protocolError(tooLong) && len;
            this.head = data;
            return -1;
        }
        const consumed = end + 4 - this.head.length;
        this.head = null;
        const bad = this.parseHead(parseResponseHead(data, 0, end), t, end);
        return bad ? this.protocolError(bad) && len : at + consumed;
    }
    /** The framing is broken: the exchange fails as protocol_error and its connection is not reused. */
    protocolError(message) {
        this.state = Body.Done;
        this.keepAlive = false;
        this.finish({ bucket: "protocol_error", message });
        return true;
    }
    /** Reads the head; returns what is wrong with its framing, or null. */
    parseHead(h, t, bytes) {
        const { status, headers } = h;
        if (bytes > exports.MAX_HEAD_BYTES)
            return `a response head over ${exports.MAX_HEAD_BYTES} bytes`;
        if (status >= 100 && status < 200 && status !== 101)
            return null; // 100 Continue, 103 Early Hints: wait on
        const framing = framingError(headers);
        if (framing)
            return framing;
        this.status = status;
        this.headers = headers;
        this.headersMs = t;
        const keep = this.o.keepBody ?? 0;
        this.keep = typeof keep === "number" ? keep : keep(status);
        const conn = (headers.connection ?? "").toLowerCase();
        this.keepAlive = h.version !== null && (h.version === 11 ? conn !== "close" : conn === "keep-alive");
        const kaHeader = headers["keep-alive"];
        const ka = kaHeader === undefined ? null : /timeout=(\d+)/.exec(kaHeader);
        if (ka)
            this.idleMs = Math.max(0, Number(ka[1]) * 1000 - 500);
        this.o.onHeaders?.(status);
        const te = (headers["transfer-encoding"] ?? "").toLowerCase();
        if (this.o.method === "HEAD" || status === 204 || status === 304)
            this.state = Body.Done;
        else if (te.includes("chunked"))
            this.state = Body.ChunkSize;
        else if (headers["content-length"] !== undefined) {
            this.remaining = Number(headers["content-length"]);
            this.state = this.remaining > 0 ? Body.Fixed : Body.Done;
        }
        else {
            this.state = Body.UntilClose;
            this.keepAlive = false;
        }
        return null;
    }
    deliver(chunk, t) {
        if (chunk.length === 0 || this.stopped)
            return;
        const keep = this.keep;
        if (this.kept < keep) {
            // Copy: the socket's buffer may be reused once this read returns.
            this.parts.push(Buffer.from(chunk.subarray(0, keep - this.kept)));
            this.kept += Math.min(chunk.length, keep - this.kept);
        }
        const stop = this.o.onData?.(chunk, t);
        if (stop === true || stop === "drop") {
            this.stopped = true;
            this.dropped = stop === "drop";
            if (this.dropped)
                this.keepAlive = false;
            this.finish(null);
        }
    }
}
exports.Exchange = Exchange;


/***/ }),

/***/ 90772:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.NdjsonFramer = exports.SseFramer = exports.LineSplitter = exports.MAX_MESSAGE_CHARS = void 0;
/**
 * The stream parser's framing layer: decoded text → messages. Lines split on LF, CRLF or CR (a pair
 * split across reads included), then framed as server-sent events or NDJSON lines, each message
 * with its character offset and index. Bounded: a line or event past MAX_MESSAGE_CHARS is never
 * assembled; it is reported once and the stream is dead from there. Knows no dialect or timing
 * (stream-parser.ts does).
 */
const limits_js_1 = __webpack_require__(30351);
/** The most characters a line or an SSE event may hold (LIMITS.streamMessageBytes: a character is at least a byte). */
exports.MAX_MESSAGE_CHARS = (0, limits_js_1.limit)("streamMessageBytes");
/**
 * Splits decoded text into lines on LF, CRLF or CR, even when a CRLF pair is split across reads.
 * A line past `max` characters is never assembled: the splitter reports it once and takes no more.
 */
class LineSplitter {
    onLine;
    max;
    onOverflow;
    buf = "";
    bufOffset = 0;
    /** The last text ended with CR: an LF that starts the next one belongs to it. */
    pendingCR = false;
    consumed = 0;
    /** A line outgrew `max`: nothing more is split. */
    dead = false;
    constructor(onLine, max = exports.MAX_MESSAGE_CHARS, onOverflow = () => { }) {
        this.onLine = onLine;
        this.max = max;
        this.onOverflow = onOverflow;
    }
    /** Held memory stays under `max`: a line that would outgrow it is dropped and reported. */
    overflow() {
        this.dead = true;
        this.buf = "";
        this.onOverflow(this.bufOffset);
    }
    push(text) {
        if (text.length === 0 || this.dead)
            return; // a read that ended mid-character decodes to ""
        let start = 0;
        let i = 0;
        if (this.pendingCR && text.startsWith("\n")) {
            // The LF of a CRLF whose CR ended the previous read.
            start = i = 1;
            this.consumed += 1;
            this.bufOffset = this.consumed;
        }
        this.pendingCR = false;
        for (; i < text.length; i++) {
            const c = text.charCodeAt(i);
            if (c !== 10 && c !== 13)
                continue;
            if (this.buf.length + (i - start) > this.max) {
                this.overflow();
                return;
            }
            const line = this.buf + text.slice(start, i);
            const lineOffset = this.bufOffset;
            this.buf = "";
            let next = i + 1;
            if (c === 13) {
                if (next < text.length) {
                    if (text.charCodeAt(next) === 10)
                        next++;
                }
                else {
                    this.pendingCR = true;
                }
            }
            this.consumed += next - start;
            this.bufOffset = this.consumed;
            start = next;
            i = next - 1;
            this.onLine(line, lineOffset);
            if (this.dead)
                return;
        }
        if (start < text.length) {
            if (this.buf.length + (text.length - start) > this.max) {
                this.overflow();
                return;
            }
            this.buf += text.slice(start);
            this.consumed += text.length - start;
        }
    }
    /** The unterminated last line, if any. */
    rest() {
        return this.buf.length > 0 ? { line: this.buf, offset: this.bufOffset } : null;
    }
    /** No partial line is held: the next character starts a line (after an LF owed to a CR). */
    get atLineStart() {
        return this.buf.length === 0;
    }
    /** Account for `chars` characters of whole lines (terminators included) taken without push(). */
    advance(chars, endsWithCR) {
        this.consumed += chars;
        this.bufOffset = this.consumed;
        this.pendingCR = endsWithCR;
    }
}
exports.LineSplitter = LineSplitter;
/** WHATWG server-sent events framing (https://html.spec.whatwg.org/#event-stream-interpretation). */
class SseFramer {
    sink;
    max;
    onOverflow;
    lines;
    data = [];
    /** Characters of the event's data so far: an event is bounded as a line is. */
    dataChars = 0;
    event = "";
    eventOffset = -1;
    index = 0;
    constructor(sink, max = exports.MAX_MESSAGE_CHARS, onOverflow = () => { }) {
        this.sink = sink;
        this.max = max;
        this.onOverflow = onOverflow;
        this.lines = new LineSplitter((line, offset) => this.line(line, offset), max, onOverflow);
    }
    push(text) {
        this.lines.push(text);
    }
    end() {
        // Per spec, an event without its terminating blank line is discarded.
    }
    line(line, offset) {
        if (line === "") {
            this.dispatch();
            return;
        }
        if (line.charCodeAt(0) === 58 /* : */)
            return; // comment, e.g. keep-alive `: ping`
        if (this.eventOffset < 0)
            this.eventOffset = offset;
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        let value = colon < 0 ? "" : line.slice(colon + 1);
        if (value.charCodeAt(0) === 32)
            value = value.slice(1);
        if (field === "data") {
            this.dataChars += value.length + 1;
            if (this.dataChars > this.max) {
                // Dead from here, as a line past the limit is.
                this.lines.dead = true;
                this.data = [];
                this.onOverflow(this.eventOffset);
                return;
            }
            this.data.push(value);
        }
        else if (field === "event")
            this.event = value.slice(0, 256);
        // `id`, `retry` and unknown fields do not matter for measuring.
    }
    dispatch() {
        const offset = this.eventOffset;
        const data = this.data;
        const event = this.event;
        this.data = [];
        this.dataChars = 0;
        this.event = "";
        this.eventOffset = -1;
        if (data.length === 0)
            return;
        this.sink({ event: event || null, data: data.join("\n"), offset, index: this.index++ });
    }
}
exports.SseFramer = SseFramer;
/** Newline-delimited JSON: one message per non-blank line. */
class NdjsonFramer {
    sink;
    lines;
    index = 0;
    constructor(sink, max = exports.MAX_MESSAGE_CHARS, onOverflow = () => { }) {
        this.sink = sink;
        this.lines = new LineSplitter((line, offset) => this.line(line, offset), max, onOverflow);
    }
    push(text) {
        this.lines.push(text);
    }
    end() {
        if (this.lines.dead)
            return;
        const rest = this.lines.rest();
        if (rest)
            this.line(rest.line, rest.offset);
    }
    line(line, offset) {
        if (line.trim() === "")
            return;
        this.sink({ event: null, data: line, offset, index: this.index++ });
    }
    /** A message was taken without framing (the token fast path): it still has its index. */
    skipMessage() {
        this.index++;
    }
}
exports.NdjsonFramer = NdjsonFramer;


/***/ }),

/***/ 16400:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parseSelector = parseSelector;
exports.tokenShapeOf = tokenShapeOf;
exports.tokenText = tokenText;
exports.errorEventBucket = errorEventBucket;
exports.errorEventMessage = errorEventMessage;
exports.compileMapping = compileMapping;
/**
 * Event mapping: what an agent service's stream events mean. Selectors such as `type=token`,
 * `kind=status|progress` or `delta` (present and not empty) pick events by a JSON field; for SSE,
 * `event=NAME` also matches the SSE event name. The mapping becomes the stream parser's classifier
 * and collects the business facts (states, final status, error) the parser does not keep.
 */
const events_js_1 = __webpack_require__(82736);
const template_js_1 = __webpack_require__(34342);
const present = (v) => v !== undefined && v !== null && v !== "" && v !== false;
/** `path=v1|v2` matches when the field equals one of the values; `path` when it is present and not empty. */
function parseSelector(text) {
    const eq = text.indexOf("=");
    if (eq < 0) {
        const steps = text.trim().split(".");
        return (json) => present((0, template_js_1.getSteps)(json, steps));
    }
    const path = text.slice(0, eq).trim();
    const steps = path.split(".");
    const values = new Set(text
        .slice(eq + 1)
        .split("|")
        .map((s) => s.trim()));
    return (json, sseEvent) => {
        const v = (0, template_js_1.getSteps)(json, steps);
        if (v === undefined && path === "event" && sseEvent !== null)
            return values.has(sseEvent);
        return v !== undefined && v !== null && values.has(String(v));
    };
}
/**
 * The selector as a token shape for the parser's fast path, when it tests one top-level field
 * (`type=token`, `delta`); null for nested paths. Equivalent by construction: parseSelector's test of
 * a string field, and tokenText's fields.
 */
function tokenShapeOf(text) {
    const eq = text.indexOf("=");
    const field = (eq < 0 ? text : text.slice(0, eq)).trim();
    if (field.includes("."))
        return null;
    const values = eq < 0
        ? null
        : text
            .slice(eq + 1)
            .split("|")
            .map((s) => s.trim());
    return { field, values, textFields: TEXT_FIELDS };
}
const KNOWN_BUCKETS = new Set(events_js_1.ERROR_BUCKETS);
/** Fields where a token event's text may be. */
const TEXT_FIELDS = ["text", "content", "delta", "token"];
function tokenText(json) {
    if (json === null || typeof json !== "object")
        return typeof json === "string" ? json : undefined;
    for (const f of TEXT_FIELDS) {
        const v = json[f];
        if (typeof v === "string")
            return v;
    }
    return undefined;
}
/**
 * The bucket an error event names (`bucket`, `error.bucket`, `error.code` when it is a known bucket),
 * else `business_failed`: the service said the journey failed.
 */
function errorEventBucket(event, err) {
    for (const c of [(0, template_js_1.getPath)(err, "bucket"), (0, template_js_1.getPath)(event, "bucket"), (0, template_js_1.getPath)(err, "code")]) {
        if (typeof c === "string" && KNOWN_BUCKETS.has(c) && c !== "unclassified")
            return c;
    }
    return "business_failed";
}
function errorEventMessage(err) {
    if (typeof err === "string")
        return err;
    const m = (0, template_js_1.getPath)(err, "message");
    return typeof m === "string" ? m : JSON.stringify(err).slice(0, 200);
}
/** Compiles the mapping once (per journey); each call of the result starts one session's classifier. */
function compileMapping(spec) {
    const isToken = parseSelector(spec.token_event ?? "type=token");
    const tokenShape = tokenShapeOf(spec.token_event ?? "type=token");
    const isDone = parseSelector(spec.done_event ?? "type=done");
    const isErrorType = parseSelector("type=error");
    const statusPath = (spec.status_path ?? "status").split(".");
    const errorPath = (spec.error_path ?? "error").split(".");
    return () => {
        const facts = { states: [], finalStatus: null };
        const noteStatus = (json) => {
            const s = (0, template_js_1.getSteps)(json, statusPath);
            if (typeof s !== "string" || s === "")
                return null;
            if (!facts.states.includes(s))
                facts.states.push(s);
            facts.finalStatus = s;
            return s;
        };
        const classify = (msg) => {
            const json = msg.json;
            if (json === undefined)
                return "ignore";
            if (isToken(json, msg.event)) {
                const text = tokenText(json);
                return text === undefined ? "token" : { kind: "token", text };
            }
            const err = (0, template_js_1.getSteps)(json, errorPath);
            if (present(err) || isErrorType(json, msg.event)) {
                noteStatus(json);
                const e = present(err) ? err : json;
                return { kind: "error", bucket: errorEventBucket(json, e), message: errorEventMessage(e) };
            }
            if (isDone(json, msg.event)) {
                noteStatus(json);
                return "done";
            }
            const s = noteStatus(json);
            return s === null ? "ignore" : { kind: "status", text: s };
        };
        return { classify, facts, tokenShape };
    };
}


/***/ }),

/***/ 21558:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Pool = exports.Connection = void 0;
/**
 * Connections and the keep-alive pool: one socket per connection (node:net, node:tls, or through a
 * proxy: absolute-form requests or a CONNECT tunnel), one exchange in flight on it, reads fed to the
 * exchange as they come off the socket, and a pool per origin explicitly sized (no silent
 * connection cap) that hands idle connections on and opens one when a slot frees.
 */
const node_net_1 = __webpack_require__(77030);
const node_perf_hooks_1 = __webpack_require__(643);
const node_tls_1 = __webpack_require__(41692);
const exchange_js_1 = __webpack_require__(54069);
const transport_js_1 = __webpack_require__(60343);
/** Shared by every plain-TCP connection's reads; 64 KiB so long replies come in few reads (§6.6). */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);
function describe(err) {
    const code = err.code;
    return code && !err.message.startsWith(code) ? `${code}: ${err.message}` : err.message;
}
class Connection {
    socket;
    pool;
    current = null;
    idleSince = 0;
    idleMs = exchange_js_1.DEFAULT_IDLE_MS;
    closed = false;
    /** Through a forward proxy: requests name the whole URL (absolute form) and carry its credentials. */
    proxyAuth = null;
    absoluteForm = false;
    /** A CONNECT tunnel not yet open: the request waits here, the proxy's answer collects here. */
    tunnel = null;
    constructor(socket, pool, viaOnread) {
        this.socket = socket;
        this.pool = pool;
        socket.setNoDelay(true);
        // Plain TCP reads arrive through `onread` (see Pool.connect); TLS through data events.
        if (!viaOnread)
            socket.on("data", (buf) => this.read(buf));
        this.watch(socket);
    }
    watch(socket) {
        socket.on("error", (err) => this.fail((0, transport_js_1.transportBucket)(err), describe(err)));
        socket.on("close", () => {
            const ex = this.current;
            if (ex?.readsToClose) {
                ex.feed(Buffer.alloc(0), node_perf_hooks_1.performance.now());
                this.current = null;
                ex.finish(null);
            }
            this.fail("connection_reset", ex?.status == null ? "the connection closed before a response" : "the connection closed mid-body");
        });
    }
    /**
     * An https target behind a proxy: ask it to CONNECT, and once it says 2xx, speak TLS to the
     * target through the tunnel (`open` wraps the raw socket).
     */
    startTunnel(authority, open) {
        this.tunnel = { pending: [], head: Buffer.alloc(0), open };
        const auth = this.proxyAuth ? `proxy-authorization: ${this.proxyAuth}\r\n` : "";
        this.socket.write(`CONNECT ${authority} HTTP/1.1\r\nhost: ${authority}\r\n${auth}\r\n`);
    }
    /** The proxy's answer to CONNECT: on 2xx the tunnel opens and the waiting request goes out. */
    readTunnel(buf, len) {
        const tunnel = this.tunnel;
        tunnel.head = Buffer.concat([tunnel.head, buf.subarray(0, len)]);
        const end = tunnel.head.indexOf(exchange_js_1.CRLF2);
        if (end < 0) {
            if (tunnel.head.length > exchange_js_1.MAX_HEAD_BYTES)
                this.fail("protocol_error", "the proxy's answer to CONNECT is too long");
            return;
        }
        const { status } = (0, exchange_js_1.parseResponseHead)(tunnel.head, 0, end);
        if (status < 200 || status > 299 || end + 4 < tunnel.head.length) {
            this.fail("connect_refused", `the proxy answered CONNECT with ${status || "no HTTP status"}`);
            return;
        }
        this.tunnel = null;
        const raw = this.socket;
        raw.removeAllListeners("data");
        this.socket = tunnel.open(raw);
        this.socket.on("data", (b) => this.read(b));
        this.watch(this.socket);
        for (const w of tunnel.pending)
            this.socket.write(w);
    }
    send(data) {
        if (this.tunnel)
            this.tunnel.pending.push(data);
        else
            this.socket.write(data);
    }
    /** One read off the socket; the buffer may be reused once this returns. */
    read(buf, len = buf.length) {
        if (this.tunnel) {
            this.readTunnel(buf, len);
            return;
        }
        const t = node_perf_hooks_1.performance.now();
        const ex = this.current;
        // Bytes on an idle connection answer nothing we asked: it is not reused.
        if (!ex) {
            if (len > 0)
                this.destroy();
            return;
        }
        if (ex.feed(buf, t, len))
            this.done(ex);
        else if (ex.dropped) {
            this.current = null;
            this.destroy();
        }
        else if (ex.stopped && !ex.drainGuarded) {
            // Usually the rest of the body came in the same read; only a still-busy connection needs a timer.
            ex.drainGuarded = true;
            drainGuard(this, ex);
        }
    }
    done(ex) {
        this.current = null;
        ex.finish(null);
        if (ex.keepAlive && !this.closed) {
            this.idleMs = ex.idleMs;
            this.pool.release(this);
        }
        else
            this.destroy();
    }
    fail(bucket, message) {
        const ex = this.current;
        this.current = null;
        ex?.finish({ bucket, message });
        this.destroy();
    }
    destroy() {
        if (this.closed)
            return;
        this.closed = true;
        this.socket.destroy();
        this.pool.forget(this);
    }
}
exports.Connection = Connection;
class Pool {
    url;
    max;
    key;
    proxy;
    idle = [];
    open = 0;
    waiters = [];
    constructor(url, max, key, proxy = null) {
        this.url = url;
        this.max = max;
        this.key = key;
        this.proxy = proxy;
    }
    acquire() {
        const now = node_perf_hooks_1.performance.now();
        while (this.idle.length > 0) {
            const c = this.idle.pop();
            if (!c.closed && now - c.idleSince < c.idleMs)
                return c;
            c.destroy();
        }
        if (this.open < this.max)
            return this.connect();
        return new Promise((resolve) => this.waiters.push(resolve));
    }
    connect() {
        this.open++;
        const tls = this.url.protocol === "https:";
        const port = Number(this.url.port) || (tls ? 443 : 80);
        const host = this.url.hostname.replace(/^\[|\]$/g, "");
        if (this.proxy)
            return this.viaProxy(host, port, tls);
        if (tls) {
            const socket = (0, node_tls_1.connect)({ host, port, servername: host, ALPNProtocols: ["http/1.1"] });
            return new Connection(socket, this, false);
        }
        // Reads land in one shared buffer and go straight to the parser: no stream machinery and no
        // allocation per read (callbacks are synchronous, so one buffer serves every connection).
        let conn = null;
        const socket = (0, node_net_1.connect)({
            host,
            port,
            onread: {
                buffer: READ_BUFFER,
                callback: (n, buf) => {
                    conn?.read(buf, n);
                    return true;
                },
            },
        });
        conn = new Connection(socket, this, true);
        return conn;
    }
    /** http: requests go to the proxy in absolute form; https: through a CONNECT tunnel, TLS end to end. */
    viaProxy(host, port, tls) {
        const proxy = this.proxy;
        const pPort = Number(proxy.port) || (proxy.protocol === "https:" ? 443 : 80);
        const pHost = proxy.hostname.replace(/^\[|\]$/g, "");
        const socket = proxy.protocol === "https:"
            ? (0, node_tls_1.connect)({ host: pHost, port: pPort, servername: pHost })
            : (0, node_net_1.connect)({ host: pHost, port: pPort });
        const conn = new Connection(socket, this, false);
        if (proxy.username)
            conn.proxyAuth = `Basic ${Buffer.from(`${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`).toString("base64")}`;
        if (!tls) {
            conn.absoluteForm = true;
            return conn;
        }
        conn.startTunnel(`${host.includes(":") ? `[${host}]` : host}:${port}`, (raw) => (0, node_tls_1.connect)({ socket: raw, servername: host, ALPNProtocols: ["http/1.1"] }));
        return conn;
    }
    release(c) {
        const w = this.waiters.shift();
        if (w)
            w(c);
        else {
            c.idleSince = node_perf_hooks_1.performance.now();
            this.idle.push(c);
        }
    }
    forget(c) {
        this.open--;
        const i = this.idle.indexOf(c);
        if (i >= 0)
            this.idle.splice(i, 1);
        // A slot opened: a waiting call gets a fresh connection.
        const w = this.waiters.shift();
        if (w)
            w(this.connect());
    }
    close() {
        for (const c of [...this.idle])
            c.destroy();
    }
}
exports.Pool = Pool;
/** Bytes after the caller stopped reading are drained for reuse, but not forever (an endless SSE stream). */
const DRAIN_MS = 5000;
function drainGuard(conn, ex) {
    setTimeout(() => {
        if (conn.current === ex) {
            conn.current = null;
            conn.destroy();
        }
    }, DRAIN_MS).unref();
}


/***/ }),

/***/ 25588:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PROBE_TIMEOUT_MS = void 0;
exports.unreachableSentence = unreachableSentence;
exports.fixedOrigin = fixedOrigin;
exports.probeTargets = probeTargets;
exports.probeOrigin = probeOrigin;
/**
 * Before the first journey: can a TCP connection reach each service the journeys call? A target
 * where nothing listens would fail every session as `connect_refused`, which is the runner's
 * problem (exit 3), not the agent's verdict. One bounded connect per distinct origin, through the
 * proxy when the client would use one.
 */
const node_net_1 = __webpack_require__(77030);
const proxy_js_1 = __webpack_require__(15734);
/** Enough for a connect on any network that can carry the load; the run's "≤ 10 s to a cause" holds. */
exports.PROBE_TIMEOUT_MS = 5000;
/** The one sentence for a service the journeys cannot reach, and its fix. */
function unreachableSentence(r) {
    const { field } = r.target;
    return `${r.problem} (${field}): start the agent service before the run, or point ${field} at where it listens`;
}
/** The origin a journey's URL names, when it is fixed (no template in the scheme, host or port). */
function fixedOrigin(url) {
    const m = /^https?:\/\/[^/?#]+/i.exec(url);
    if (!m || m[0].includes("{"))
        return null;
    try {
        return new URL(m[0]);
    }
    catch {
        return null;
    }
}
/** Probes every distinct origin at once; the first problem found, in target order, or null. */
async function probeTargets(targets, env = process.env, timeoutMs = exports.PROBE_TIMEOUT_MS) {
    const seen = new Map();
    for (const t of targets) {
        const origin = fixedOrigin(t.url);
        if (origin && !seen.has(origin.origin))
            seen.set(origin.origin, t);
    }
    const results = await Promise.all([...seen].map(async ([origin, target]) => {
        const problem = await probeOrigin(new URL(origin), env, timeoutMs);
        return problem ? { target, problem } : null;
    }));
    return results.find((r) => r !== null) ?? null;
}
/** One connect to where the client would connect (the target, or its proxy); the reason it failed. */
async function probeOrigin(origin, env, timeoutMs) {
    let proxy = null;
    try {
        proxy = (0, proxy_js_1.proxyFor)(origin, env);
    }
    catch {
        return null; // an unusable proxy setting is the client's to report, per session
    }
    const to = proxy ?? origin;
    const port = Number(to.port) || (to.protocol === "https:" ? 443 : 80);
    const host = to.hostname.replace(/^\[|\]$/g, "");
    const code = await tcpConnect(host, port, timeoutMs);
    if (code === null)
        return null;
    const at = proxy ? `${proxy.origin} (the proxy for ${origin.origin})` : origin.origin;
    if (code === "ECONNREFUSED")
        return `nothing listens at ${at}`;
    if (code === "ENOTFOUND" || code === "EAI_AGAIN")
        return `the host ${host} of ${at} does not resolve`;
    if (code === "ETIMEDOUT")
        return `${at} accepted no connection within ${timeoutMs / 1000} s`;
    return `cannot connect to ${at} (${code})`;
}
/** null when the connection opened; else the error code (ETIMEDOUT past the deadline). */
function tcpConnect(host, port, timeoutMs) {
    return new Promise((resolve) => {
        const socket = (0, node_net_1.connect)({ host, port });
        const done = (code) => {
            clearTimeout(timer);
            socket.destroy();
            resolve(code);
        };
        const timer = setTimeout(() => done("ETIMEDOUT"), timeoutMs);
        socket.once("connect", () => done(null));
        socket.once("error", (e) => done(e.code ?? e.message));
    });
}


/***/ }),

/***/ 15734:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.proxyFor = proxyFor;
exports.parseProxyUrl = parseProxyUrl;
/**
 * Which proxy an agent service is reached through: `HTTP_PROXY` / `HTTPS_PROXY` by the target's
 * scheme (lower-case names first, as curl reads them), unless `NO_PROXY` lists its host. Loopback
 * targets never go through a proxy (as Go's net/http decides): a service on this runner is here.
 */
const node_net_1 = __webpack_require__(77030);
function proxyFor(target, env) {
    const https = target.protocol === "https:";
    const raw = https ? (env.https_proxy ?? env.HTTPS_PROXY) : (env.http_proxy ?? env.HTTP_PROXY);
    if (!raw || raw.trim() === "")
        return null;
    const host = target.hostname.replace(/^\[|\]$/g, "").toLowerCase();
    if (isLoopback(host) || bypassed(host, target.port || (https ? "443" : "80"), env.no_proxy ?? env.NO_PROXY))
        return null;
    return parseProxyUrl(raw.trim());
}
/** `proxy:3128` means `http://proxy:3128`; anything unparsable is an error the user can fix. */
function parseProxyUrl(raw) {
    let url;
    try {
        url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`);
    }
    catch {
        throw new Error(`the proxy URL ${JSON.stringify(raw)} is not a URL`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:")
        throw new Error(`the proxy URL ${JSON.stringify(url.href)} is not http: or https:`);
    return url;
}
function isLoopback(host) {
    if (host === "localhost" || host.endsWith(".localhost"))
        return true;
    if ((0, node_net_1.isIP)(host) === 4)
        return host.startsWith("127.");
    return host === "::1";
}
/** NO_PROXY: `*`, or entries `host`, `.domain`, `*.domain`, `host:port`, separated by commas or spaces. */
function bypassed(host, port, noProxy) {
    if (!noProxy)
        return false;
    for (const item of noProxy.toLowerCase().split(/[\s,]+/)) {
        if (item === "")
            continue;
        if (item === "*")
            return true;
        const m = /^(.*?)(?::(\d+))?$/.exec(item.replace(/^\[(.*)\]/, "$1"));
        const name = m[1].replace(/^\*?\./, "");
        if (m[2] && m[2] !== port)
            continue;
        if (host === name || host.endsWith(`.${name}`))
            return true;
    }
    return false;
}


/***/ }),

/***/ 48326:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


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
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.AGENT_SERVICE_URL_ENV = void 0;
exports.resolveTarget = resolveTarget;
exports.createHttpRuntime = createHttpRuntime;
exports.probeTargetOf = probeTargetOf;
const node_crypto_1 = __webpack_require__(77598);
const node_events_1 = __webpack_require__(78474);
const node_perf_hooks_1 = __webpack_require__(643);
const errors_js_1 = __webpack_require__(83916);
const limits_js_1 = __webpack_require__(30351);
const session_js_1 = __webpack_require__(62091);
const histogram_js_1 = __webpack_require__(85835);
const agent_logs_js_1 = __webpack_require__(22898);
const client_js_1 = __webpack_require__(18971);
const mapping_js_1 = __webpack_require__(16400);
const probe_js_1 = __webpack_require__(25588);
const stream_parser_js_1 = __webpack_require__(84778);
const template_js_1 = __webpack_require__(34342);
/** Where the run's own agent service is, when the scenario starts one (services.agent_service). */
exports.AGENT_SERVICE_URL_ENV = "AGENT_SERVICE_URL";
const DEFAULT_TIMEOUT_SEC = 120;
/** Bytes of an error reply kept for the session's message. */
const ERROR_BODY_BYTES = (0, limits_js_1.limit)("errorBodyBytes");
/** Bytes of a JSON reply kept for status and error fields (format none, poll). */
const JSON_BODY_BYTES = (0, limits_js_1.limit)("responseBodyBytes");
function resolveTarget(defaults, journey, fallbackName) {
    const d = defaults ?? {};
    const j = journey ?? {};
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
function createHttpRuntime(opts = {}) {
    const client = new client_js_1.MeasuringClient({ maxConnections: opts.maxConnections });
    const targets = new Map();
    const quiet = new WeakSet();
    const target = (pair) => {
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
            for (let p = 0; p < pairs; p++)
                checkTarget(target(p), p);
            const probe = [...Array(pairs).keys()].flatMap((p) => probeTargetOf(target(p), opts.journeys?.[p]));
            const unreachable = await (0, probe_js_1.probeTargets)(probe);
            if (unreachable)
                throw new errors_js_1.InfraError((0, probe_js_1.unreachableSentence)(unreachable));
        },
        runSession: (spec, io) => {
            // Every in-flight journey listens on the run's one abort signal; that is not a leak.
            if (!quiet.has(io.signal)) {
                quiet.add(io.signal);
                (0, node_events_1.setMaxListeners)(0, io.signal);
            }
            return runJourney(client, target(spec.pair), spec, io, opts.runId ?? "");
        },
        async close() {
            client.close();
        },
    };
}
/** The URL a pair's journeys call and the field that set it; none when it is the started agent service's. */
function probeTargetOf(t, journey) {
    const field = (key, own) => own ? `the ${key} of journey ${t.name}` : `runtime.http.${key}`;
    if (t.url)
        return [{ url: t.url, field: field("request.url", journey?.request?.url !== undefined) }];
    if (t.path && /^https?:\/\//i.test(t.path))
        return [{ url: t.path, field: field("request.path", journey?.request?.path !== undefined) }];
    return t.baseUrl ? [{ url: t.baseUrl, field: field("base_url", journey?.base_url !== undefined) }] : [];
}
/** Template variables outside the known set are typos; say so before any session runs. */
function checkTarget(t, pair) {
    const known = new Set(template_js_1.TEMPLATE_VARIABLES);
    const where = `pairs[${pair}].journey (${t.name})`;
    const used = (0, template_js_1.placeholders)([t.path, t.url, t.headers, t.body]);
    for (const name of used) {
        if (!known.has(name)) {
            throw new errors_js_1.UserError(`unknown template variable {{${name}}}; known: ${[...known].map((k) => `{{${k}}}`).join(", ")}`, undefined, where);
        }
    }
    if (t.poll) {
        for (const name of (0, template_js_1.placeholders)(t.poll.url)) {
            if (!known.has(name) && !name.startsWith("response.")) {
                throw new errors_js_1.UserError(`unknown template variable {{${name}}} in the poll url; use a known variable or {{response.<field>}} of the submit reply`, undefined, where);
            }
        }
    }
}
/** Trace and span ids from a pooled random buffer: one getrandom call per 170 sessions, not two each. */
const RANDOM_POOL = 4096;
let pool = Buffer.alloc(0);
let poolAt = RANDOM_POOL;
function hex(bytes) {
    if (poolAt + bytes > pool.length) {
        pool = (0, node_crypto_1.randomBytes)(RANDOM_POOL);
        poolAt = 0;
    }
    poolAt += bytes;
    return pool.toString("hex", poolAt - bytes, poolAt);
}
async function runJourney(client, t, spec, io, runId) {
    const traceId = hex(16);
    const vars = {
        session_id: spec.id,
        trace_id: traceId,
        case_id: spec.tags.case_id ?? String(spec.index),
        journey: t.name,
        run_id: runId || (io.env.AGENT_RUN_ID ?? ""),
        attempt: spec.attempt,
        index: spec.index,
    };
    const base = t.baseUrl ?? io.env[exports.AGENT_SERVICE_URL_ENV] ?? null;
    const fixed = fixedParts(t, base);
    let url;
    try {
        url =
            fixed.url ??
                (t.url
                    ? new URL((0, template_js_1.renderString)(t.url, vars))
                    : new URL(joinPath(base, (0, template_js_1.renderString)(t.path ?? "/", vars))));
    }
    catch (e) {
        return finalOutcome(t, spec, null, {
            bucket: "connect_refused",
            error: `no usable URL for journey ${t.name}: ${e.message}`,
        });
    }
    const body = fixed.body !== undefined ? fixed.body : fixed.renderBody(vars);
    const headers = { ...fixed.headers };
    for (const [k, v] of fixed.templated)
        headers[k] = (0, template_js_1.renderString)(v, vars);
    headers.traceparent = `00-${traceId}-${hex(8)}-01`;
    headers[session_js_1.SESSION_HEADER] = spec.id;
    if (t.traceHeader)
        headers[t.traceHeader.toLowerCase()] = traceId;
    const deadline = node_perf_hooks_1.performance.now() + t.timeoutMs;
    const m = t.format === "poll"
        ? await pollJourney(client, t, url, headers, body, vars, deadline, io.signal)
        : await streamJourney(client, t, url, headers, body, deadline, io.signal);
    const s = m.stream;
    const n = s?.contentTimes.length ?? 0;
    const first = n > 0 ? s.contentTimes[0] : null;
    const last = n > 0 ? s.contentTimes[n - 1] : null;
    const streamTtft = first === null ? null : first - m.sendMs;
    const span = {
        kind: "network",
        name: `journey ${t.name}`,
        start: (0, client_js_1.epochMs)(m.sendMs),
        end: (0, client_js_1.epochMs)(m.endMs),
        ok: m.bucket === null,
        error_class: m.bucket,
        ttft_ms: streamTtft === null ? null : (0, histogram_js_1.round3)(streamTtft),
        tokens_out: s ? n : null,
    };
    if (s && s.gapsMs.length > 0)
        span.icl_ms = s.gapsMs.map(histogram_js_1.round3);
    io.emit({ type: "span", span });
    const missing = t.expectedStates.filter((st) => !m.facts.states.includes(st));
    const attrs = {
        journey: t.name,
        trace_id: traceId,
        http_status: m.httpStatus,
        e2e_from_send_ms: (0, histogram_js_1.round3)(m.endMs - m.sendMs),
        ttfb_ms: s?.ttfbMs != null ? (0, histogram_js_1.round3)(s.ttfbMs) : null,
        final_status: m.facts.finalStatus,
        states_seen: m.facts.states.join(","),
    };
    if (t.expectedStates.length > 0) {
        attrs.expected_states_seen = t.expectedStates.length - missing.length;
        attrs.expected_states_missing = missing.join(",");
    }
    if (t.format === "poll")
        attrs.polls = m.polls;
    // No token in the service's own stream (a poll or JSON journey): the model's first token, as the
    // gateway saw it, measured from the same send.
    const ttft = streamTtft ?? (0, agent_logs_js_1.sessionTtft)(io.llmSpans?.() ?? [], { start: (0, client_js_1.epochMs)(m.sendMs), end: (0, client_js_1.epochMs)(m.endMs) });
    return finalOutcome(t, spec, m, {
        bucket: m.bucket,
        error: m.error,
        ttft_ms: ttft === null ? null : (0, histogram_js_1.round3)(ttft),
        tpot_ms: n >= 2 && first !== null && last !== null ? (0, histogram_js_1.round3)((last - first) / (n - 1)) : null,
        tokens_out: s ? n : null,
        attrs,
    });
}
function finalOutcome(t, _spec, m, o) {
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
    const out = o;
    out.bucket = bucket;
    out.error = error;
    out.status = status;
    out.reward = status === "passed" ? 1 : status === "failed" ? 0 : null;
    return out;
}
function acceptFor(format) {
    if (format === "sse")
        return "text/event-stream";
    if (format === "ndjson")
        return "application/x-ndjson, application/json";
    return "application/json";
}
function joinPath(base, path) {
    if (!base)
        throw new Error("no base_url and no agent service started by the scenario");
    if (/^https?:\/\//.test(path))
        return path;
    return `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}
function httpBucket(status) {
    return status >= 500 ? "http_5xx" : "http_4xx";
}
function accepted(t, status) {
    return t.httpStatus ? t.httpStatus.includes(status) : status >= 200 && status < 300;
}
function httpError(method, url, r) {
    const text = r.body ? r.body.toString("utf8").replace(/\s+/g, " ").trim().slice(0, 200) : "";
    return `HTTP ${r.status} from ${method} ${url.pathname}${text ? `: ${text}` : ""}`;
}
/** What does not change between sessions of a journey, computed once. */
const fixedCache = new WeakMap();
function fixedParts(t, base) {
    const hit = fixedCache.get(t);
    if (hit && hit.base === base)
        return hit.parts;
    const raw = t.url ?? t.path ?? "/";
    let url = null;
    if (!raw.includes("{{")) {
        try {
            url = t.url ? new URL(t.url) : new URL(joinPath(base, raw));
        }
        catch {
            url = null; // reported per session, with the reason
        }
    }
    const body = t.body === undefined ? null : (0, template_js_1.placeholders)(t.body).size === 0 ? JSON.stringify(t.body) : undefined;
    const headers = {
        accept: acceptFor(t.format),
        ...(t.body !== undefined ? { "content-type": "application/json" } : {}),
    };
    const templated = [];
    for (const [k, v] of Object.entries(t.headers)) {
        if (v.includes("{{"))
            templated.push([k.toLowerCase(), v]);
        else
            headers[k.toLowerCase()] = v;
    }
    const renderBody = body === undefined ? (0, template_js_1.compileJsonBody)(t.body) : null;
    const parts = { url, body, renderBody, headers, templated };
    fixedCache.set(t, { base, parts });
    return parts;
}
const mappings = new WeakMap();
function mappingOf(t) {
    let m = mappings.get(t);
    if (!m) {
        m = (0, mapping_js_1.compileMapping)(t.mapping);
        mappings.set(t, m);
    }
    return m;
}
/** Not async: the call's one promise carries the journey, without a second hand-off per session. */
function streamJourney(client, t, url, headers, body, deadline, signal) {
    const streaming = t.format === "ndjson" || t.format === "sse";
    const { classify, facts, tokenShape } = mappingOf(t)();
    // Arrival times are absolute; TTFT is taken against the call's own send time below. The journey
    // never reads the assembled text, so token text is not decoded.
    const parser = streaming
        ? new stream_parser_js_1.StreamParser({
            startMs: 0,
            dialect: "generic",
            framing: t.format,
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
                if (!ok)
                    return false;
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
        const m = {
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
            if (s.ttfbMs !== null)
                s.ttfbMs -= r.sendMs;
        }
        if (r.status !== null && !accepted(t, r.status)) {
            return { ...m, bucket: httpBucket(r.status), error: httpError(t.method, url, r) };
        }
        const s = m.stream;
        // Broken framing is the cause of whatever the stream parser then made of the bytes.
        const framing = r.error?.bucket === "protocol_error";
        if (s?.error && !framing)
            return { ...m, bucket: s.error.bucket, error: s.error.message };
        if (r.error)
            return { ...m, bucket: r.error.bucket, error: `${t.method} ${url.pathname}: ${r.error.message}` };
        if (s && !s.done) {
            return {
                ...m,
                bucket: "stream_parse",
                error: `the ${t.format} stream ended after ${s.messages} events without the done event`,
            };
        }
        if (!streaming)
            m.json = judgeJson(t, r, m);
        return m;
    });
}
const submitTargets = new WeakMap();
/** A poll journey's submit: the same target read as one JSON reply, made once so its mapping is compiled once. */
function submitTarget(t) {
    let submit = submitTargets.get(t);
    if (!submit) {
        submit = { ...t, format: "none" };
        submitTargets.set(t, submit);
    }
    return submit;
}
/** Status and error fields of a JSON reply (format none, poll). */
function judgeJson(t, r, m) {
    const text = r.body?.toString("utf8") ?? "";
    let json;
    try {
        json = text.trim() === "" ? null : JSON.parse(text);
    }
    catch (e) {
        m.bucket = "stream_parse";
        m.error = `the reply is not JSON: ${e.message}`;
        return undefined;
    }
    const statusPath = t.successStatusPath ?? t.mapping.status_path ?? "status";
    const st = (0, template_js_1.getPath)(json, statusPath);
    if (typeof st === "string" && st !== "") {
        if (!m.facts.states.includes(st))
            m.facts.states.push(st);
        m.facts.finalStatus = st;
    }
    const err = (0, template_js_1.getPath)(json, t.mapping.error_path ?? "error");
    if (err !== undefined && err !== null && err !== "" && err !== false && m.bucket === null) {
        m.bucket = (0, mapping_js_1.errorEventBucket)(json, err);
        m.error = (0, mapping_js_1.errorEventMessage)(err);
    }
    return json;
}
async function pollJourney(client, t, url, headers, body, vars, deadline, signal) {
    const poll = t.poll;
    const submit = await streamJourney(client, submitTarget(t), url, headers, body, deadline, signal);
    if (submit.bucket !== null)
        return submit;
    const m = submit;
    const pollVars = { ...vars, response: m.json };
    let pollUrl;
    try {
        pollUrl = new URL((0, template_js_1.renderString)(poll.url, pollVars), url);
    }
    catch (e) {
        return { ...m, bucket: "business_failed", error: `poll url: ${e.message}` };
    }
    const pollHeaders = { ...headers };
    delete pollHeaders["content-type"];
    const terminal = new Set(poll.terminal_states);
    // Polls run on absolute deadlines so a slow reply does not stretch the interval.
    let next = node_perf_hooks_1.performance.now() + poll.interval_ms;
    while (m.facts.finalStatus === null || !terminal.has(m.facts.finalStatus)) {
        const wait = next - node_perf_hooks_1.performance.now();
        if (wait > 0)
            await sleep(wait, signal);
        next += poll.interval_ms;
        if (signal.aborted)
            return { ...m, endMs: node_perf_hooks_1.performance.now(), bucket: "interrupted", error: "the run was interrupted" };
        if (node_perf_hooks_1.performance.now() >= deadline) {
            return {
                ...m,
                endMs: node_perf_hooks_1.performance.now(),
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
        if (m.bucket !== null)
            return m;
    }
    return m;
}
function sleep(ms, signal) {
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


/***/ }),

/***/ 84778:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.StreamParser = void 0;
exports.parseStream = parseStream;
/**
 * The one incremental stream parser every measuring client uses (HTTP runtime, LLM gateway, tests).
 *
 * Pure: bytes and their arrival times in, a StreamResult out. Three layers, each replaceable:
 *   bytes ──TextDecoder(stream)──▶ text ──framer (SSE | NDJSON)──▶ messages ──dialect──▶ StreamResult
 * The framers are framing.ts's; this module decodes, hands messages to the dialect and keeps the times.
 * Dialects: every LLM wire of src/llm-wire/ (each decodes its own messages into this parser's
 * accumulator), or `generic` (a caller's classifier, for agent services).
 * One shortcut, exact or declined: generic NDJSON with a `tokenShape` takes whole token lines straight
 * from the bytes (token-scan.ts); every other line goes the way above.
 * TTFT is the first *content-bearing* message (as vLLM bench and AIPerf count it): role preludes, usage-only chunks,
 * comments, pings and [DONE] never count.
 */
const node_util_1 = __webpack_require__(57975);
const errors_js_1 = __webpack_require__(89208);
const table_js_1 = __webpack_require__(17579);
const wire_js_1 = __webpack_require__(26018);
const framing_js_1 = __webpack_require__(90772);
const token_scan_js_1 = __webpack_require__(59253);
/** Rate limits get their own bucket; every other in-stream error is the server's. */
const errorBucket = (err) => (0, errors_js_1.isRateLimit)(err) ? "llm_rate_limited" : "llm_server_error";
// ───────────────────────────── the parser ─────────────────────────────
class StreamParser {
    /** Created on first use; the BOM is handled here so bytes the fast path takes count as seen. */
    decoder = null;
    bomPossible = true;
    framer;
    /** Set for generic NDJSON with a token shape. */
    fast = null;
    lines = null;
    /** The decoder holds no partial character and the line splitter no partial line. */
    clean = true;
    /** The LLM wire that decodes messages; null for generic. */
    wire;
    classify;
    startMs;
    now = 0;
    firstByte = null;
    ended = null;
    contentTimes = [];
    acc;
    error = null;
    errorCount = 0;
    messages = 0;
    statuses = [];
    /** The message being decoded, for an error the wire reports. */
    current = null;
    constructor(opts) {
        this.startMs = opts.startMs;
        const dialect = opts.dialect ?? "openai";
        this.wire = typeof dialect !== "string" ? dialect : dialect === "generic" ? null : (0, table_js_1.dialectNamed)(dialect);
        this.classify = opts.classify;
        if (!this.wire && !this.classify)
            throw new Error("generic dialect needs a classify function");
        this.acc = new Accumulated(opts.collectText ?? true, () => this.contentTimes.push(this.now), (err) => this.fail(this.current, "error_event", errorBucket(err), (0, errors_js_1.errorMessage)(err)));
        const sink = (m) => this.message(m);
        const max = opts.maxMessageChars ?? framing_js_1.MAX_MESSAGE_CHARS;
        const over = (offset) => this.overflow(offset, max);
        if (opts.framing === "ndjson") {
            const framer = new framing_js_1.NdjsonFramer(sink, max, over);
            this.framer = framer;
            if (!this.wire && opts.tokenShape) {
                this.fast = scannerFor(opts.tokenShape);
                this.lines = this.fast && framer.lines;
            }
        }
        else
            this.framer = new framing_js_1.SseFramer(sink, max, over);
    }
    /** A line or event past the limit: protocol_error, and the caller drops the connection (`tooLarge`). */
    overflow(offset, max) {
        this.tooLarge = true;
        const msg = { event: null, data: "", offset, index: this.messages };
        this.fail(msg, "too_large", "protocol_error", `a stream line or event longer than ${max} characters`);
    }
    /** A line or event outgrew the limit: nothing more of the stream is read; drop its connection. */
    tooLarge = false;
    /** Feed one read as it arrived at `tMs`. */
    push(chunk, tMs) {
        if (chunk.length === 0 || this.tooLarge)
            return;
        this.now = tMs;
        if (this.firstByte === null)
            this.firstByte = tMs;
        if (typeof chunk === "string")
            this.framer.push(chunk);
        else if (this.fast)
            this.pushLines(chunk);
        else
            this.framer.push(this.decode(chunk, true));
    }
    /** The body ended (or the caller gave up) at `tMs`. */
    end(tMs) {
        if (this.ended === null) {
            this.now = tMs;
            this.ended = tMs;
            if (this.decoder) {
                const tail = this.decode(null, false);
                if (tail)
                    this.framer.push(tail);
            }
            this.framer.end();
        }
        return this.result();
    }
    /** Streaming UTF-8 decode; a BOM is dropped only as the stream's first character. */
    decode(bytes, stream) {
        this.decoder ??= new node_util_1.TextDecoder("utf-8", { ignoreBOM: true });
        let text = bytes ? this.decoder.decode(bytes, { stream }) : this.decoder.decode();
        if (this.bomPossible && text.length > 0) {
            this.bomPossible = false;
            if (text.charCodeAt(0) === 0xfeff)
                text = text.slice(1);
        }
        return text;
    }
    /**
     * Whole lines (ending with their terminator) while the stream decoder holds nothing: decoding them
     * on their own gives the same text, and ASCII needs no decoder at all.
     */
    decodeLines(buf, start, end) {
        let ascii = true;
        for (let i = start; i < end; i++) {
            if (buf[i] >= 0x80) {
                ascii = false;
                break;
            }
        }
        if (ascii) {
            this.bomPossible = false;
            return asBuffer(buf).toString("latin1", start, end);
        }
        let text = LINE_DECODER.decode(buf.subarray(start, end));
        if (this.bomPossible) {
            this.bomPossible = false;
            if (text.charCodeAt(0) === 0xfeff)
                text = text.slice(1);
        }
        return text;
    }
    /**
     * Generic NDJSON with a token shape: whole lines that are token events are taken from the bytes;
     * everything else (and any line begun in an earlier read) goes through the decoder and the framer.
     */
    pushLines(buf) {
        const lines = this.lines;
        const fast = this.fast;
        const n = buf.length;
        let at = 0;
        while (at < n) {
            if (!this.clean) {
                // Finish the line the framer holds, up to and with its terminator.
                const eol = lineEnd(buf, at);
                if (eol < 0) {
                    this.framer.push(this.decode(buf.subarray(at), true));
                    return;
                }
                const next = afterTerminator(buf, eol);
                this.framer.push(this.decode(buf.subarray(at, next), true));
                at = next;
                this.clean = true;
                continue;
            }
            if (lines.pendingCR && buf[at] === 10) {
                lines.advance(1, false); // the LF of a CRLF split across reads
                this.bomPossible = false;
                at++;
                continue;
            }
            const eol = lineEnd(buf, at);
            if (eol >= 0 && fast.match(buf, at, eol)) {
                const next = afterTerminator(buf, eol);
                lines.advance(fast.chars + next - eol, buf[next - 1] === 13);
                this.bomPossible = false;
                this.framer.skipMessage();
                this.messages++;
                if (this.acc.collectText) {
                    const text = fast.text(buf);
                    if (text)
                        this.acc.text += text;
                }
                this.contentTimes.push(this.now);
                at = next;
                continue;
            }
            // Not a whole token line: the framer takes it as it takes any line.
            if (eol < 0) {
                this.framer.push(this.decode(buf.subarray(at), true));
                this.clean = false;
                return;
            }
            const next = afterTerminator(buf, eol);
            this.framer.push(this.decodeLines(buf, at, next));
            at = next;
        }
    }
    /** Seen the end marker, or dead past the limit: the caller reads no more. */
    get isDone() {
        return this.acc.done || this.tooLarge;
    }
    /** A snapshot; valid mid-stream too. */
    result() {
        const times = this.contentTimes;
        const gapsMs = [];
        for (let i = 1; i < times.length; i++)
            gapsMs.push(times[i] - times[i - 1]);
        const acc = this.acc;
        const fromUsage = acc.usage?.completionTokens != null;
        const outputTokens = fromUsage ? acc.usage?.completionTokens : times.length;
        const decodeMs = times.length > 0 ? times[times.length - 1] - times[0] : 0;
        return {
            ttftMs: times.length > 0 ? times[0] - this.startMs : null,
            ttfbMs: this.firstByte === null ? null : this.firstByte - this.startMs,
            contentTimes: [...times],
            gapsMs,
            lastContentMs: times.length > 0 ? times[times.length - 1] - this.startMs : null,
            tpotMs: times.length > 0 && outputTokens >= 2 ? decodeMs / (outputTokens - 1) : null,
            endMs: this.ended === null ? null : this.ended - this.startMs,
            text: acc.text,
            reasoning: acc.reasoning,
            toolCalls: acc.tools.map((t) => ({ ...t })),
            finishReason: acc.finishReason,
            usage: acc.usage ? { ...acc.usage } : null,
            outputTokens,
            outputTokensSource: fromUsage ? "usage" : "chunks",
            done: acc.done,
            error: this.error,
            errorCount: this.errorCount,
            messages: this.messages,
            statuses: [...this.statuses],
            model: acc.model,
            responseId: acc.responseId,
        };
    }
    // ── message handling ──
    message(msg) {
        this.messages++;
        const wire = this.wire;
        if (!wire) {
            this.generic(msg);
            return;
        }
        const data = msg.data.trim();
        if (wire.endMarker !== undefined && data === wire.endMarker) {
            this.acc.done = true;
            return;
        }
        let json;
        try {
            json = JSON.parse(data);
        }
        catch (err) {
            this.fail(msg, "malformed", "stream_parse", `malformed JSON: ${err.message}`);
            return;
        }
        if (!(0, wire_js_1.isObj)(json)) {
            this.fail(msg, "malformed", "stream_parse", "message is not a JSON object");
            return;
        }
        this.current = msg;
        wire.decode(json, msg.event, this.acc);
    }
    fail(msg, kind, bucket, message) {
        this.errorCount++;
        if (this.error)
            return;
        const where = `message ${msg.index} at char ${msg.offset}`;
        this.error = {
            kind,
            bucket,
            message: `${message} (${where})`,
            offset: msg.offset,
            messageIndex: msg.index,
        };
    }
    generic(msg) {
        // The OpenAI-style end of stream, whatever the service's own event names.
        if (msg.data.trim() === "[DONE]") {
            this.acc.done = true;
            return;
        }
        let json;
        try {
            json = JSON.parse(msg.data);
        }
        catch (err) {
            // NDJSON lines must be JSON; SSE data of agent services may be plain text, but data that
            // opens like JSON and does not parse is a broken chunk, not text.
            if (this.framer instanceof framing_js_1.NdjsonFramer || /^\s*[[{]/.test(msg.data)) {
                this.fail(msg, "malformed", "stream_parse", `malformed JSON: ${err.message}`);
                return;
            }
        }
        const raw = this.classify({ ...msg, json });
        const v = typeof raw === "string" ? { kind: raw } : raw;
        switch (v.kind) {
            case "token":
                if (v.text && this.acc.collectText)
                    this.acc.text += v.text;
                this.contentTimes.push(this.now);
                return;
            case "done":
                this.acc.done = true;
                return;
            case "status":
                this.statuses.push({ tMs: this.now, text: v.text ?? null });
                return;
            case "error":
                this.fail(msg, "error_event", v.bucket ?? "business_failed", v.message ?? msg.data.slice(0, 200));
                return;
            default:
                return;
        }
    }
}
exports.StreamParser = StreamParser;
/** What the wire decoders write: the answer's text, tool calls, usage and end, one per response. */
class Accumulated {
    collectText;
    content;
    fail;
    text = "";
    reasoning = "";
    tools = [];
    /** Slot in `tools` for each wire index (OpenAI tool_calls[].index or Anthropic block index). */
    slots = null;
    finishReason = null;
    usage = null;
    done = false;
    model = null;
    responseId = null;
    constructor(collectText, content, fail) {
        this.collectText = collectText;
        this.content = content;
        this.fail = fail;
    }
    openTool(wire, id, name) {
        const slot = this.tools.length;
        const call = { index: slot, id, type: "function", name, arguments: "" };
        this.tools.push(call);
        this.slots ??= new Map();
        this.slots.set(wire, slot);
        return call;
    }
    toolAt(wire) {
        const slot = this.slots?.get(wire);
        return slot === undefined ? undefined : this.tools[slot];
    }
}
/** Stateless: decodes whole lines only (a terminator ends any partial character). */
const LINE_DECODER = new node_util_1.TextDecoder("utf-8", { ignoreBOM: true });
const asBuffer = (b) => Buffer.isBuffer(b) ? b : Buffer.from(b.buffer, b.byteOffset, b.byteLength);
/** One scanner per shape (a journey's mapping): scans are synchronous, so sessions share it. */
const scanners = new WeakMap();
function scannerFor(shape) {
    let s = scanners.get(shape);
    if (s === undefined) {
        s = (0, token_scan_js_1.scannable)(shape) ? new token_scan_js_1.TokenScanner(shape) : null;
        scanners.set(shape, s);
    }
    return s;
}
/** Index of the first CR or LF at or after `from`, or -1. */
function lineEnd(buf, from) {
    for (let i = from; i < buf.length; i++) {
        const c = buf[i];
        if (c === 10 || c === 13)
            return i;
    }
    return -1;
}
/** Index after the line terminator at `eol` (CRLF counts as one when both are in this read). */
function afterTerminator(buf, eol) {
    return buf[eol] === 13 && eol + 1 < buf.length && buf[eol + 1] === 10 ? eol + 2 : eol + 1;
}
/** Parse a whole recorded stream: `reads` are (chunk, arrival ms) in order; `endMs` defaults to the last read. */
function parseStream(reads, opts, endMs) {
    const p = new StreamParser(opts);
    for (const [chunk, t] of reads)
        p.push(chunk, t);
    return p.end(endMs ?? (reads.length > 0 ? reads[reads.length - 1][1] : opts.startMs));
}


/***/ }),

/***/ 34342:
/***/ ((__unused_webpack_module, exports) => {


/**
 * Request templates: `{{name}}` placeholders in the URL, headers and JSON body, filled per session.
 * Pure. A string that is exactly one placeholder takes the value's type (a number stays a number).
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.TEMPLATE_VARIABLES = void 0;
exports.getPath = getPath;
exports.getSteps = getSteps;
exports.renderString = renderString;
exports.renderJson = renderJson;
exports.placeholders = placeholders;
exports.compileJsonBody = compileJsonBody;
/** The variables every journey request can use. */
exports.TEMPLATE_VARIABLES = [
    "session_id",
    "trace_id",
    "case_id",
    "journey",
    "run_id",
    "attempt",
    "index",
];
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}/g;
const WHOLE = /^\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}$/;
/** `a.b.0.c` in a JSON value; undefined when any step is missing. */
function getPath(value, path) {
    if (path === "" || path === ".")
        return value;
    return getSteps(value, path.split("."));
}
/** getPath with the path already split, for hot loops. */
function getSteps(value, steps) {
    let cur = value;
    for (const key of steps) {
        if (cur === null || typeof cur !== "object")
            return undefined;
        cur = cur[key];
    }
    return cur;
}
function lookup(vars, name) {
    return name in vars ? vars[name] : getPath(vars, name);
}
function renderString(text, vars) {
    if (!text.includes("{{"))
        return text;
    return text.replace(PLACEHOLDER, (whole, name) => {
        const v = lookup(vars, name);
        if (v === undefined)
            return whole;
        return typeof v === "string" ? v : JSON.stringify(v);
    });
}
/** Fills placeholders in every string of a JSON value. */
function renderJson(value, vars) {
    if (typeof value === "string") {
        const m = WHOLE.exec(value);
        if (m) {
            const v = lookup(vars, m[1]);
            return v === undefined ? value : v;
        }
        return renderString(value, vars);
    }
    if (Array.isArray(value))
        return value.map((v) => renderJson(v, vars));
    if (value !== null && typeof value === "object") {
        const out = {};
        for (const [k, v] of Object.entries(value))
            out[k] = renderJson(v, vars);
        return out;
    }
    return value;
}
/** Placeholder names used anywhere in a JSON value (strings only). */
function placeholders(value, into = new Set()) {
    if (typeof value === "string") {
        for (const m of value.matchAll(PLACEHOLDER))
            into.add(m[1]);
    }
    else if (Array.isArray(value)) {
        for (const v of value)
            placeholders(v, into);
    }
    else if (value !== null && typeof value === "object") {
        for (const v of Object.values(value))
            placeholders(v, into);
    }
    return into;
}
/**
 * `JSON.stringify(renderJson(value, vars))` as a function of the variables, with everything
 * outside placeholders serialized once. Values it cannot lay out ahead (anything but JSON
 * strings, numbers, booleans, null, arrays and plain objects; a `__proto__` key) keep the full path.
 */
function compileJsonBody(value) {
    const parts = [];
    if (!layOut(value, parts))
        return (vars) => JSON.stringify(renderJson(value, vars));
    const merged = [];
    for (const p of parts) {
        const last = merged.length - 1;
        if (typeof p === "string" && last >= 0 && typeof merged[last] === "string")
            merged[last] += p;
        else
            merged.push(p);
    }
    return (vars) => {
        let out = "";
        for (const p of merged)
            out += typeof p === "string" ? p : p(vars);
        return out;
    };
}
function layOut(value, parts) {
    if (typeof value === "string") {
        parts.push(value.includes("{{")
            ? (vars) => JSON.stringify(renderJson(value, vars)) ?? "null"
            : JSON.stringify(value));
        return true;
    }
    if (value === null || typeof value === "number" || typeof value === "boolean") {
        parts.push(JSON.stringify(value));
        return true;
    }
    if (Array.isArray(value)) {
        parts.push("[");
        for (let i = 0; i < value.length; i++) {
            if (i > 0)
                parts.push(",");
            if (!(i in value) || !layOut(value[i], parts))
                return false;
        }
        parts.push("]");
        return true;
    }
    if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
        parts.push("{");
        let first = true;
        for (const [k, v] of Object.entries(value)) {
            if (k === "__proto__")
                return false;
            if (!first)
                parts.push(",");
            first = false;
            parts.push(`${JSON.stringify(k)}:`);
            if (!layOut(v, parts))
                return false;
        }
        parts.push("}");
        return true;
    }
    return false;
}


/***/ }),

/***/ 59253:
/***/ ((__unused_webpack_module, exports) => {


/**
 * The token fast path: recognises an agent service's token event from its bytes, without JSON.parse,
 * when the mapping's token selector is one top-level field (`type=token`, or `delta` = present and not
 * empty). Token events are most of a stream, and parsing each into an object is most of the client's
 * CPU and garbage per session.
 *
 * The scan is exact or it declines: it accepts only a line that is a complete, valid JSON object
 * (strict grammar, well-formed UTF-8, no duplicate of the fields it reads, the selected field a string
 * without escapes in its name) and decides exactly what JSON.parse followed by the selector would.
 * Anything else — nested doubt, escapes in a name, a number where a string is tested, malformed
 * input — is left to the full parse, which then reports it as before.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.TokenScanner = void 0;
exports.scannable = scannable;
const QUOTE = 34;
const BACKSLASH = 92;
/** Nesting deeper than this is left to JSON.parse. */
const MAX_DEPTH = 32;
const utf8 = (s) => Buffer.from(s, "utf8");
/** A shape is usable only when its strings survive a UTF-8 round trip (no lone surrogates). */
function scannable(shape) {
    const all = [shape.field, ...(shape.values ?? []), ...shape.textFields];
    return all.every((s) => Buffer.from(s, "utf8").toString("utf8") === s);
}
function equalBytes(buf, start, end, want) {
    if (end - start !== want.length)
        return false;
    for (let i = 0; i < want.length; i++)
        if (buf[start + i] !== want[i])
            return false;
    return true;
}
/** String value found by the last scan: where its content is, and whether it has escapes. */
const ABSENT = 0;
const STRING = 1;
const OTHER = 2;
class TokenScanner {
    field;
    values;
    valueStrings;
    textFields;
    /** Per text field: kind, content start/end, escaped (reused between scans, no allocation). */
    textKind;
    textAt;
    textEnd;
    textEsc;
    /** UTF-16 length of the last accepted line. */
    chars = 0;
    /** UTF-16 units fewer than bytes in the line so far (multi-byte characters). */
    short = 0;
    /** Set by str(): the string had a backslash escape. */
    esc = false;
    constructor(shape) {
        this.field = utf8(shape.field);
        this.values = shape.values ? shape.values.map(utf8) : null;
        this.valueStrings = shape.values ? new Set(shape.values) : null;
        this.textFields = shape.textFields.map(utf8);
        const n = this.textFields.length;
        this.textKind = new Int32Array(n);
        this.textAt = new Int32Array(n);
        this.textEnd = new Int32Array(n);
        this.textEsc = new Uint8Array(n);
    }
    /**
     * Is buf[start, end) — one line without its terminator — a token event? On true, `chars` is the
     * line's UTF-16 length and text() reads the token's text.
     */
    match(buf, start, end) {
        this.short = 0;
        for (let f = 0; f < this.textKind.length; f++)
            this.textKind[f] = ABSENT;
        let fieldKind = ABSENT;
        let fieldAt = 0;
        let fieldEnd = 0;
        let fieldEsc = false;
        let i = ws(buf, start, end);
        if (i >= end || buf[i] !== 123 /* { */)
            return false;
        i = ws(buf, i + 1, end);
        if (i >= end)
            return false;
        if (buf[i] !== 125 /* } */) {
            for (;;) {
                if (i >= end || buf[i] !== QUOTE)
                    return false;
                const keyAt = i + 1;
                i = this.str(buf, keyAt, end);
                if (i < 0 || this.esc)
                    return false; // an escaped name might spell a field we read
                const keyEnd = i - 1;
                i = ws(buf, i, end);
                if (i >= end || buf[i] !== 58 /* : */)
                    return false;
                i = ws(buf, i + 1, end);
                if (i >= end)
                    return false;
                const valAt = i;
                const isString = buf[i] === QUOTE;
                i = this.value(buf, i, end, 1);
                if (i < 0)
                    return false;
                const valEsc = this.esc;
                if (equalBytes(buf, keyAt, keyEnd, this.field)) {
                    if (fieldKind !== ABSENT)
                        return false; // duplicate: JSON.parse keeps the last
                    fieldKind = isString ? STRING : OTHER;
                    fieldAt = valAt + 1;
                    fieldEnd = i - 1;
                    fieldEsc = isString && valEsc;
                }
                for (let f = 0; f < this.textFields.length; f++) {
                    if (!equalBytes(buf, keyAt, keyEnd, this.textFields[f]))
                        continue;
                    if (this.textKind[f] !== ABSENT)
                        return false;
                    this.textKind[f] = isString ? STRING : OTHER;
                    this.textAt[f] = valAt + 1;
                    this.textEnd[f] = i - 1;
                    this.textEsc[f] = isString && valEsc ? 1 : 0;
                }
                i = ws(buf, i, end);
                if (i >= end)
                    return false;
                if (buf[i] === 44 /* , */) {
                    i = ws(buf, i + 1, end);
                    continue;
                }
                if (buf[i] !== 125)
                    return false;
                break;
            }
        }
        if (ws(buf, i + 1, end) !== end)
            return false;
        // The selector: a string field equal to one of the values, or (no values) a non-empty string.
        if (fieldKind !== STRING)
            return false;
        if (this.values === null) {
            if (fieldEnd === fieldAt)
                return false;
        }
        else if (fieldEsc) {
            if (!this.valueStrings.has(jsonString(buf, fieldAt, fieldEnd)))
                return false;
        }
        else {
            let hit = false;
            for (const v of this.values) {
                if (equalBytes(buf, fieldAt, fieldEnd, v)) {
                    hit = true;
                    break;
                }
            }
            if (!hit)
                return false;
        }
        this.chars = end - start - this.short;
        return true;
    }
    /** The accepted token's text, as tokenText(JSON.parse(line)) gives it; undefined when none. */
    text(buf) {
        for (let f = 0; f < this.textFields.length; f++) {
            if (this.textKind[f] !== STRING)
                continue;
            const at = this.textAt[f];
            const end = this.textEnd[f];
            return this.textEsc[f] === 1 ? jsonString(buf, at, end) : utf8Slice(buf, at, end);
        }
        return undefined;
    }
    /** Any JSON value at buf[i]; the index after it, or -1. */
    value(buf, i, end, depth) {
        this.esc = false;
        const c = buf[i];
        if (c === QUOTE)
            return this.str(buf, i + 1, end);
        if (c === 123 || c === 91 /* { [ */) {
            if (depth >= MAX_DEPTH)
                return -1;
            const close = c === 123 ? 125 : 93;
            i = ws(buf, i + 1, end);
            if (i < end && buf[i] === close)
                return i + 1;
            for (;;) {
                if (i >= end)
                    return -1;
                if (c === 123) {
                    if (buf[i] !== QUOTE)
                        return -1;
                    i = this.str(buf, i + 1, end);
                    if (i < 0)
                        return -1;
                    i = ws(buf, i, end);
                    if (i >= end || buf[i] !== 58)
                        return -1;
                    i = ws(buf, i + 1, end);
                    if (i >= end)
                        return -1;
                }
                i = this.value(buf, i, end, depth + 1);
                if (i < 0)
                    return -1;
                i = ws(buf, i, end);
                if (i >= end)
                    return -1;
                if (buf[i] === close) {
                    this.esc = false;
                    return i + 1;
                }
                if (buf[i] !== 44)
                    return -1;
                i = ws(buf, i + 1, end);
            }
        }
        if (c === 116)
            return literal(buf, i, end, TRUE);
        if (c === 102)
            return literal(buf, i, end, FALSE);
        if (c === 110)
            return literal(buf, i, end, NULL);
        return number(buf, i, end);
    }
    /**
     * A string's content from buf[i] (just after the opening quote): the index after the closing
     * quote, or -1 for anything JSON.parse would reject or whose decoding might differ (ill-formed UTF-8).
     */
    str(buf, i, end) {
        this.esc = false;
        while (i < end) {
            const c = buf[i];
            if (c === QUOTE)
                return i + 1;
            if (c < 0x20)
                return -1;
            if (c === BACKSLASH) {
                this.esc = true;
                if (i + 1 >= end)
                    return -1;
                const e = buf[i + 1];
                if (e === 117 /* u */) {
                    if (i + 6 > end)
                        return -1;
                    for (let k = i + 2; k < i + 6; k++)
                        if (!isHex(buf[k]))
                            return -1;
                    i += 6;
                }
                else if (e === QUOTE ||
                    e === BACKSLASH ||
                    e === 47 ||
                    e === 98 ||
                    e === 102 ||
                    e === 110 ||
                    e === 114 ||
                    e === 116) {
                    i += 2;
                }
                else
                    return -1;
                continue;
            }
            if (c < 0x80) {
                i++;
                continue;
            }
            const n = utf8Length(buf, i, end);
            if (n === 0)
                return -1;
            // 2 and 3 bytes are one UTF-16 unit, 4 bytes a surrogate pair.
            this.short += n === 4 ? 2 : n - 1;
            i += n;
        }
        return -1;
    }
}
exports.TokenScanner = TokenScanner;
const TRUE = utf8("true");
const FALSE = utf8("false");
const NULL = utf8("null");
function ws(buf, i, end) {
    while (i < end) {
        const c = buf[i];
        if (c !== 32 && c !== 9 && c !== 10 && c !== 13)
            break;
        i++;
    }
    return i;
}
function literal(buf, i, end, word) {
    if (i + word.length > end)
        return -1;
    for (let k = 0; k < word.length; k++)
        if (buf[i + k] !== word[k])
            return -1;
    return i + word.length;
}
const isDigit = (c) => c >= 48 && c <= 57;
const isHex = (c) => isDigit(c) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
/** JSON number grammar: -?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)? */
function number(buf, i, end) {
    if (i < end && buf[i] === 45)
        i++;
    if (i >= end)
        return -1;
    if (buf[i] === 48)
        i++;
    else if (buf[i] >= 49 && buf[i] <= 57)
        while (i < end && isDigit(buf[i]))
            i++;
    else
        return -1;
    if (i < end && buf[i] === 46) {
        i++;
        if (i >= end || !isDigit(buf[i]))
            return -1;
        while (i < end && isDigit(buf[i]))
            i++;
    }
    if (i < end && (buf[i] === 101 || buf[i] === 69)) {
        i++;
        if (i < end && (buf[i] === 43 || buf[i] === 45))
            i++;
        if (i >= end || !isDigit(buf[i]))
            return -1;
        while (i < end && isDigit(buf[i]))
            i++;
    }
    return i;
}
/** Length of the well-formed UTF-8 sequence at buf[i] (Unicode table 3-7), 0 when ill-formed. */
function utf8Length(buf, i, end) {
    const c = buf[i];
    const cont = (k, lo = 0x80, hi = 0xbf) => i + k < end && buf[i + k] >= lo && buf[i + k] <= hi;
    if (c >= 0xc2 && c <= 0xdf)
        return cont(1) ? 2 : 0;
    if (c === 0xe0)
        return cont(1, 0xa0) && cont(2) ? 3 : 0;
    if ((c >= 0xe1 && c <= 0xec) || c === 0xee || c === 0xef)
        return cont(1) && cont(2) ? 3 : 0;
    if (c === 0xed)
        return cont(1, 0x80, 0x9f) && cont(2) ? 3 : 0;
    if (c === 0xf0)
        return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
    if (c >= 0xf1 && c <= 0xf3)
        return cont(1) && cont(2) && cont(3) ? 4 : 0;
    if (c === 0xf4)
        return cont(1, 0x80, 0x8f) && cont(2) && cont(3) ? 4 : 0;
    return 0;
}
/** A JSON string's content with escapes, decoded exactly as JSON.parse does. */
function jsonString(buf, at, end) {
    return JSON.parse(utf8Slice(buf, at - 1, end + 1));
}
function utf8Slice(buf, at, end) {
    const b = Buffer.isBuffer(buf) ? buf : Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
    return b.toString("utf8", at, end);
}


/***/ }),

/***/ 60343:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.transportBucket = transportBucket;
/** Socket error codes → buckets. Anything not named here that breaks a socket is a reset. */
const CODE_BUCKET = {
    ECONNREFUSED: "connect_refused",
    ENOTFOUND: "connect_refused",
    EAI_AGAIN: "connect_refused",
    EHOSTUNREACH: "connect_refused",
    ENETUNREACH: "connect_refused",
    EADDRNOTAVAIL: "connect_refused",
    ETIMEDOUT: "timeout",
    ECONNRESET: "connection_reset",
    EPIPE: "connection_reset",
    ECONNABORTED: "connection_reset",
    ERR_STREAM_PREMATURE_CLOSE: "connection_reset",
};
function transportBucket(err) {
    const code = err?.code ?? "";
    return CODE_BUCKET[code] ?? "connection_reset";
}


/***/ })

};
