export const id = 796;
export const ids = [796];
export const modules = {

/***/ 96574:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.readBody = readBody;
const limits_js_1 = __webpack_require__(30351);
/** The body as text; null when it is over the limit (the rest is read and dropped). */
function readBody(req) {
    return new Promise((resolve, reject) => {
        const parts = [];
        let size = 0;
        req.on("data", (b) => {
            size += b.length;
            if (size <= (0, limits_js_1.limit)("mockLlmBodyBytes"))
                parts.push(b);
        });
        req.on("end", () => resolve(size > (0, limits_js_1.limit)("mockLlmBodyBytes") ? null : Buffer.concat(parts).toString("utf8")));
        req.on("error", reject);
        // A client that hangs up mid-body may end the request without 'end' or 'error'.
        req.on("close", () => {
            if (!req.complete)
                reject(new Error("client closed the connection while sending"));
        });
    });
}


/***/ }),

/***/ 63666:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.CapacityGate = void 0;
/**
 * The capacity model: `capacity` requests are served at once, the rest wait in FIFO order. Queue
 * wait delays the first token, so rising load shows a knee instead of flat latency.
 */
class CapacityGate {
    capacity;
    active = 0;
    peak = 0;
    waiting = [];
    /** 0 or less: unlimited. */
    constructor(capacity) {
        this.capacity = capacity;
    }
    /** Resolves with a release function once a slot is free; aborting leaves the queue. */
    acquire(signal) {
        return new Promise((resolve, reject) => {
            const grant = () => {
                this.active++;
                this.peak = Math.max(this.peak, this.active);
                let released = false;
                resolve(() => {
                    if (released)
                        return;
                    released = true;
                    this.active--;
                    this.waiting.shift()?.();
                });
            };
            if (this.capacity <= 0 || this.active < this.capacity)
                return grant();
            const entry = () => {
                signal?.removeEventListener("abort", onAbort);
                grant();
            };
            const onAbort = () => {
                const i = this.waiting.indexOf(entry);
                if (i >= 0)
                    this.waiting.splice(i, 1);
                reject(signal?.reason ?? new Error("aborted"));
            };
            if (signal?.aborted)
                return onAbort();
            signal?.addEventListener("abort", onAbort, { once: true });
            this.waiting.push(entry);
        });
    }
    get inFlight() {
        return this.active;
    }
    get maxInFlight() {
        return this.peak;
    }
    get queued() {
        return this.waiting.length;
    }
}
exports.CapacityGate = CapacityGate;


/***/ }),

/***/ 71447:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.FaultPlan = exports.FAULT_KINDS = void 0;
exports.parseFaultSpec = parseFaultSpec;
exports.checkRates = checkRates;
exports.applyStreamFault = applyStreamFault;
/**
 * Injected faults. The draw is a function of (seed, request index) only, and exact: requests are
 * taken in blocks of B (the smallest B that makes every rate × B whole, at most 10 000), and in
 * each block exactly rate × B requests get each fault, at seeded-shuffled positions. So over any
 * whole number of blocks the injected counts are known in advance, e.g. 429:0.1 over 100 requests
 * → exactly 10.
 */
const errors_js_1 = __webpack_require__(83916);
const rng_js_1 = __webpack_require__(65765);
exports.FAULT_KINDS = ["429", "500", "stall", "disconnect", "malformed"];
const MAX_BLOCK = 10_000;
const rateOf = (rates, kind) => rates[`rate_${kind}`] ?? 0;
/** `429:0.1,500:0.05,stall:0.01,disconnect:0.01,malformed:0.01` → FaultRates. */
function parseFaultSpec(spec) {
    const rates = {};
    for (const part of spec
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)) {
        const [kind, value, extra] = part.split(":");
        if (!exports.FAULT_KINDS.includes(kind) || value === undefined || extra !== undefined) {
            throw new errors_js_1.UserError(`--fault: "${part}" is not KIND:RATE with KIND one of ${exports.FAULT_KINDS.join(", ")}`);
        }
        const rate = Number(value);
        if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
            throw new errors_js_1.UserError(`--fault: rate of ${kind} must be a number in [0, 1], got "${value}"`);
        }
        rates[`rate_${kind}`] = rate;
    }
    checkRates(rates, "--fault");
    return rates;
}
function checkRates(rates, where) {
    const total = exports.FAULT_KINDS.reduce((sum, k) => sum + rateOf(rates, k), 0);
    if (total > 1 + 1e-9)
        throw new errors_js_1.UserError(`${where}: fault rates add up to ${total}, more than 1`);
}
class FaultPlan {
    seed;
    blockSize;
    perBlock;
    cached = null;
    constructor(rates, seed) {
        this.seed = seed;
        checkRates(rates, "faults");
        this.blockSize = blockSizeFor(exports.FAULT_KINDS.map((k) => rateOf(rates, k)));
        this.perBlock = exports.FAULT_KINDS.map((k) => [k, Math.round(rateOf(rates, k) * this.blockSize)]);
    }
    /** The fault of the `index`-th model request (0-based), or null. */
    draw(index) {
        const block = Math.floor(index / this.blockSize);
        if (this.cached?.block !== block)
            this.cached = { block, slots: this.slots(block) };
        return this.cached.slots[index % this.blockSize];
    }
    slots(block) {
        const slots = [];
        for (const [kind, n] of this.perBlock)
            for (let i = 0; i < n; i++)
                slots.push(kind);
        while (slots.length < this.blockSize)
            slots.push(null);
        return (0, rng_js_1.shuffle)(slots, (0, rng_js_1.rng)((0, rng_js_1.hash32)("faults", this.seed, block)));
    }
}
exports.FaultPlan = FaultPlan;
/** Smallest B ≤ 10 000 with every rate × B whole; rates finer than 1/10 000 are rounded. */
function blockSizeFor(rates) {
    const active = rates.filter((r) => r > 0);
    if (active.length === 0)
        return 1;
    for (let b = 1; b <= MAX_BLOCK; b++) {
        if (active.every((r) => Math.abs(r * b - Math.round(r * b)) < 1e-6))
            return b;
    }
    return MAX_BLOCK;
}
/**
 * A mid-stream fault applied to a planned stream (pure). It strikes after the third token, or
 * after the last one when there are fewer. `cut`: the server destroys the socket after the frames.
 */
function applyStreamFault(frames, fault, stallMs, malformed) {
    const content = frames.flatMap((f, i) => (f.content ? [i] : []));
    const after = content.length > 0 ? content[Math.min(2, content.length - 1)] : 0;
    switch (fault) {
        case "stall":
            return { frames: frames.map((f, i) => (i > after ? { ...f, at: f.at + stallMs } : f)), cut: false };
        case "disconnect":
            return { frames: frames.slice(0, after + 1), cut: true };
        case "malformed": {
            const bad = { at: frames[after].at, data: malformed };
            return { frames: [...frames.slice(0, after + 1), bad, ...frames.slice(after + 1)], cut: false };
        }
    }
}


/***/ }),

/***/ 62796:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.startMockLlm = exports.parseScript = exports.loadScript = exports.parseFaultSpec = exports.FAULT_KINDS = void 0;
/** The mock LLM: an OpenAI- and Anthropic-compatible deterministic server for self-tests and demos. */
var faults_js_1 = __webpack_require__(71447);
Object.defineProperty(exports, "FAULT_KINDS", ({ enumerable: true, get: function () { return faults_js_1.FAULT_KINDS; } }));
Object.defineProperty(exports, "parseFaultSpec", ({ enumerable: true, get: function () { return faults_js_1.parseFaultSpec; } }));
var script_js_1 = __webpack_require__(29769);
Object.defineProperty(exports, "loadScript", ({ enumerable: true, get: function () { return script_js_1.loadScript; } }));
Object.defineProperty(exports, "parseScript", ({ enumerable: true, get: function () { return script_js_1.parseScript; } }));
var server_js_1 = __webpack_require__(93381);
Object.defineProperty(exports, "startMockLlm", ({ enumerable: true, get: function () { return server_js_1.startMockLlm; } }));


/***/ }),

/***/ 11861:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.replayRoute = replayRoute;
const node_perf_hooks_1 = __webpack_require__(643);
const session_js_1 = __webpack_require__(62091);
const paths_js_1 = __webpack_require__(8431);
const secrets_js_1 = __webpack_require__(27194);
const body_js_1 = __webpack_require__(96574);
const cassette_js_1 = __webpack_require__(35310);
const dialects_js_1 = __webpack_require__(73181);
const replay_js_1 = __webpack_require__(17993);
/** Handles the request when it is a model call (true); anything else is left to the plain routes. */
function replayRoute(replay, fixed, req, res) {
    const m = /^\/s\/([^/?]+)(\/[^?]*)?(?:\?(.*))?$/.exec(req.url ?? "/");
    const [path, query = ""] = m ? [m[2] ?? "/", m[3] ?? ""] : (req.url ?? "/").split("?", 2);
    if (req.method !== "POST") {
        if (m)
            req.url = `${path}${query ? `?${query}` : ""}`;
        return false;
    }
    const route = (0, dialects_js_1.routeOf)(path, new URLSearchParams(query));
    if (!route || "error" in route)
        return false;
    const header = req.headers[session_js_1.SESSION_HEADER];
    const named = m ? m[1] : typeof header === "string" && header ? encodeURIComponent(header) : "unnamed";
    const arrival = node_perf_hooks_1.performance.now();
    const dialect = dialects_js_1.DIALECTS[route.api];
    const refuse = (status, message) => {
        const body = JSON.stringify(dialect.error(status, message));
        res.writeHead(status, { "content-type": "application/json", [cassette_js_1.REPLAY_MISMATCH_HEADER]: "mismatch" });
        res.end(body);
    };
    // The session is the agent's name for itself: held to the safe-name rule before it keys anything.
    const session = (0, paths_js_1.decodedName)(named);
    if (session === null) {
        req.resume();
        refuse(404, "replay_mismatch: the session is no safe name (field: session)");
        return true;
    }
    (0, body_js_1.readBody)(req).then((raw) => {
        const got = (0, cassette_js_1.normaliseCall)(path, query, raw ?? "", (0, secrets_js_1.knownRedactor)());
        if (raw === null || !got)
            return refuse(413, "replay_mismatch: request body over the mock's limit");
        const found = replay.book.next(session, (0, cassette_js_1.taskOfSession)(session), got);
        if ("mismatch" in found)
            return refuse(400, `replay_mismatch: ${found.mismatch}`);
        (0, replay_js_1.serveRecorded)(res, found.call, found.ids, (0, replay_js_1.replaySchedule)(found.call, replay.timing, fixed), arrival);
    }, () => res.destroy());
    return true;
}


/***/ }),

/***/ 17993:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ReplayBook = void 0;
exports.parseReplayTiming = parseReplayTiming;
exports.rewrittenIds = rewrittenIds;
exports.replayedChunks = replayedChunks;
exports.replaySchedule = replaySchedule;
exports.serveRecorded = serveRecorded;
const node_perf_hooks_1 = __webpack_require__(643);
const cassette_js_1 = __webpack_require__(35310);
const rng_js_1 = __webpack_require__(65765);
/** `recorded`, `fixed` or `scaled(<factor>)`; null for anything else. */
function parseReplayTiming(text) {
    if (text === "recorded" || text === "fixed")
        return { kind: text };
    const m = /^scaled\(\s*(\d+(?:\.\d+)?)\s*\)$/.exec(text);
    const factor = m ? Number(m[1]) : Number.NaN;
    return Number.isFinite(factor) && factor >= 0 && factor <= 1000 ? { kind: "scaled", factor } : null;
}
class ReplayBook {
    cassette;
    turns = new Map();
    sessions = new Map();
    constructor(cassette) {
        this.cassette = cassette;
    }
    /**
     * The session (attempt) starts over on its recording: the one at its plan index (`0012-…` is the
     * 13th), modulo the task's count, so a retry replays the same one; else the task's next in turn.
     */
    begin(session, task) {
        const list = this.cassette.get(task) ?? [];
        const index = /^(\d+)-/.exec(session);
        const turn = index ? Number(index[1]) : (this.turns.get(task) ?? 0);
        if (!index)
            this.turns.set(task, turn + 1);
        const conv = list.length > 0 ? list[turn % list.length] : null;
        this.sessions.set(session, { conv, task, position: 0, mismatch: null });
    }
    /** The session ended: its mismatch, if a request of it found none. */
    end(session) {
        const p = this.sessions.get(session);
        this.sessions.delete(session);
        return p?.mismatch ?? null;
    }
    /** The recorded answer to this request of the session, or why there is none. */
    next(session, task, got) {
        if (!this.sessions.has(session))
            this.begin(session, task);
        const p = this.sessions.get(session);
        const position = p.position++;
        const why = mismatchOf(p, position, got);
        if (why) {
            p.mismatch ??= why;
            return { mismatch: why };
        }
        const call = p.conv.calls[position];
        return { call, ids: rewrittenIds(call.tool_ids, session) };
    }
}
exports.ReplayBook = ReplayBook;
function mismatchOf(p, position, got) {
    const n = position + 1;
    if (!p.conv)
        return `no recorded conversation of task ${JSON.stringify(p.task)} (field: task)`;
    const rec = p.conv.calls[position];
    if (!rec)
        return `request ${n}: the recording ${p.conv.session} ends after ${p.conv.calls.length} (field: position)`;
    const field = (0, cassette_js_1.firstDifference)(rec, got);
    return field
        ? `request ${n} differs from the recording ${p.conv.session} at ${field} (field: ${field})`
        : null;
}
/**
 * Fresh tool-call ids for a session, consistent within it: the provider's prefix kept, the rest
 * replaced by as many hex digits, so every byte count (content-length, chunk splits) stays.
 */
function rewrittenIds(ids, session) {
    const out = new Map();
    for (const id of ids) {
        const prefix = /^[A-Za-z]+[_-]/.exec(id)?.[0] ?? "";
        const rest = id.length - prefix.length;
        out.set(id, prefix + (0, rng_js_1.hexId)(rest, "replay", session, id));
    }
    return out;
}
/** The recorded chunks with ids rewritten, cut at the recorded byte offsets. */
function replayedChunks(call, ids) {
    const parts = call.chunks.map(cassette_js_1.chunkBytes);
    if (ids.size === 0)
        return parts;
    let body = Buffer.concat(parts).toString("latin1");
    for (const [from, to] of ids)
        body = body.split(from).join(to);
    const whole = Buffer.from(body, "latin1");
    const out = [];
    let at = 0;
    for (const p of parts) {
        out.push(whole.subarray(at, at + p.length));
        at += p.length;
    }
    return out;
}
/** When each part goes out, ms after the request arrived: head first, then each chunk. */
function replaySchedule(call, timing, fixed) {
    if (timing.kind === "fixed") {
        return { head: 0, chunks: call.chunks.map((_, i) => fixed.ttft_ms + i * fixed.itl_ms) };
    }
    const f = timing.kind === "scaled" ? timing.factor : 1;
    return { head: call.head_at * f, chunks: call.chunks.map((c) => Math.max(c.at, call.head_at) * f) };
}
/** Serves a recorded answer on its schedule (absolute deadlines from `arrival`, so no drift). */
function serveRecorded(res, call, ids, schedule, arrival) {
    const parts = replayedChunks(call, ids);
    let next = -1;
    let timer = null;
    res.on("close", () => {
        if (timer)
            clearTimeout(timer);
    });
    const step = () => {
        timer = null;
        if (res.destroyed)
            return;
        if (next === -1) {
            if (call.status === 0)
                return void res.destroy();
            // The cassette was validated on load; a head Node still refuses ends this response, not the mock.
            try {
                res.writeHead(call.status, { ...call.headers });
            }
            catch {
                return void res.destroy();
            }
            res.flushHeaders();
            next = 0;
        }
        const now = node_perf_hooks_1.performance.now() - arrival;
        while (next < parts.length && schedule.chunks[next] <= now)
            res.write(parts[next++]);
        if (next >= parts.length) {
            if (call.cut)
                res.destroy();
            else
                res.end();
            return;
        }
        timer = setTimeout(step, Math.max(0, Math.ceil(schedule.chunks[next] - now)));
    };
    timer = setTimeout(step, Math.max(0, schedule.head - (node_perf_hooks_1.performance.now() - arrival)));
}


/***/ }),

/***/ 93381:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.startMockLlm = startMockLlm;
/**
 * The mock LLM server: node:http routing, the capacity gate, fault draws and deadline-timed
 * emission of the frames the pure modules plan. Everything random is seeded; see rng.ts.
 */
const node_fs_1 = __webpack_require__(73024);
const node_http_1 = __webpack_require__(37067);
const node_perf_hooks_1 = __webpack_require__(643);
const errors_js_1 = __webpack_require__(83916);
const limits_js_1 = __webpack_require__(30351);
const body_js_1 = __webpack_require__(96574);
const capacity_js_1 = __webpack_require__(63666);
const cassette_js_1 = __webpack_require__(35310);
const dialects_js_1 = __webpack_require__(73181);
const faults_js_1 = __webpack_require__(71447);
const replay_js_1 = __webpack_require__(17993);
const replay_route_js_1 = __webpack_require__(11861);
const reply_js_1 = __webpack_require__(31424);
const rng_js_1 = __webpack_require__(65765);
const script_js_1 = __webpack_require__(29769);
const timing_js_1 = __webpack_require__(26048);
const MAX_BODY = (0, limits_js_1.limit)("mockLlmBodyBytes");
const MAX_LOG = 100_000;
async function startMockLlm(opts = {}) {
    const host = opts.host ?? "127.0.0.1";
    const seed = opts.seed ?? 1;
    const state = {
        seed,
        defaultModel: opts.model ?? "mock-1",
        timing: { ttft_ms: opts.ttft_ms ?? 50, itl_ms: opts.itl_ms ?? 10, jitter_ms: opts.jitter_ms ?? 0 },
        tokens: opts.tokens ?? 16,
        stallMs: opts.stall_ms ?? 30_000,
        retryAfter: opts.retry_after_s ?? 1,
        script: typeof opts.script === "string" ? (0, script_js_1.loadScript)(opts.script) : (opts.script ?? null),
        faults: new faults_js_1.FaultPlan(opts.faults ?? {}, seed),
        gate: new capacity_js_1.CapacityGate(opts.capacity ?? 0),
        faultCounts: Object.fromEntries(faults_js_1.FAULT_KINDS.map((k) => [k, 0])),
        received: 0,
        completed: 0,
        log: [],
        logFile: opts.log_file ? (0, node_fs_1.createWriteStream)(opts.log_file, { flags: "a" }) : null,
        replay: opts.replay ? replayOf(opts.replay, opts.timing ?? "recorded") : null,
    };
    const server = (0, node_http_1.createServer)({ noDelay: true, keepAliveTimeout: 65_000 }, (req, res) => route(state, req, res));
    await new Promise((resolve, reject) => {
        server.once("error", (err) => reject(bindError(err, host, opts.port ?? 0)));
        server.listen({ host, port: opts.port ?? 0 }, () => resolve());
    });
    const port = server.address().port;
    const shownHost = host.includes(":") ? `[${host}]` : host;
    let closing = null;
    return {
        url: `http://${shownHost}:${port}`,
        port,
        requests: () => [...state.log],
        stats: () => stats(state),
        beginSession: (id, task) => state.replay?.book.begin(id, task),
        endSession: (id) => state.replay?.book.end(id) ?? null,
        close: () => {
            closing ??= new Promise((resolve) => {
                server.close(() => resolve());
                // Streams in flight (and stalled ones) must not hold the close; their timers die with them.
                server.closeAllConnections();
            }).then(() => new Promise((resolve) => (state.logFile ? state.logFile.end(resolve) : resolve())));
            return closing;
        },
    };
}
function replayOf(dir, timing) {
    const t = (0, replay_js_1.parseReplayTiming)(timing);
    if (!t)
        throw new errors_js_1.UserError(`timing ${JSON.stringify(timing)}: expected recorded, fixed or scaled(<factor>)`);
    return { book: new replay_js_1.ReplayBook((0, cassette_js_1.readCassette)(dir, "services.mock_llm.replay")), timing: t };
}
function stats(state) {
    return {
        requests: state.received,
        completed: state.completed,
        faults: { ...state.faultCounts },
        in_flight: state.gate.inFlight,
        max_in_flight: state.gate.maxInFlight,
        queued: state.gate.queued,
    };
}
function record(state, entry) {
    state.completed++;
    state.log.push(entry);
    if (state.log.length > MAX_LOG)
        state.log.splice(0, state.log.length - MAX_LOG);
    state.logFile?.write(`${JSON.stringify(entry)}\n`);
}
function route(state, req, res) {
    if (state.replay && (0, replay_route_js_1.replayRoute)(state.replay, state.timing, req, res))
        return;
    const [path, query = ""] = (req.url ?? "/").split("?", 2);
    const model = req.method === "POST" ? (0, dialects_js_1.routeOf)(path, new URLSearchParams(query)) : null;
    if (model && "error" in model) {
        sendJson(res, 400, (0, dialects_js_1.openaiErrorBody)(400, model.error));
    }
    else if (model) {
        handleModel(state, model, req, res).catch((err) => {
            if (!res.headersSent)
                sendJson(res, 500, (0, dialects_js_1.openaiErrorBody)(500, `mock-llm: ${err.message}`));
            else
                res.destroy();
        });
    }
    else if (req.method === "GET" && path === "/health") {
        sendJson(res, 200, { status: "ok" });
    }
    else if (req.method === "GET" && (path === "/v1/models" || path === "/models")) {
        const data = [
            { id: state.defaultModel, object: "model", created: 1_700_000_000, owned_by: "agent-loadtest" },
        ];
        sendJson(res, 200, { object: "list", data });
    }
    else if (req.method === "GET" && path === "/_mock/stats") {
        sendJson(res, 200, stats(state));
    }
    else if (req.method === "GET" && path === "/_mock/requests") {
        sendJson(res, 200, state.log);
    }
    else {
        const body = (0, dialects_js_1.openaiErrorBody)(404, `no route ${req.method} ${path}`);
        sendJson(res, 404, { error: { ...body.error, code: "not_found" } });
    }
}
const newEntry = (endpoint) => ({
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
    tokens_out: 0,
    tool_calls: 0,
    client_closed: false,
});
/** One model request: parse it, draw its fault, wait for a serving slot, then serve. */
async function handleModel(state, route, req, res) {
    const arrival = node_perf_hooks_1.performance.now();
    const dialect = dialects_js_1.DIALECTS[route.api];
    const entry = newEntry(dialect.endpoint);
    const error = (status, message, headers = {}) => {
        sendJson(res, status, dialect.error(status, message), headers);
        entry.status = status;
        entry.duration_ms = node_perf_hooks_1.performance.now() - arrival;
        record(state, entry);
    };
    const raw = await (0, body_js_1.readBody)(req);
    if (raw === null)
        return error(413, `request body over ${MAX_BODY} bytes`);
    let body;
    try {
        body = JSON.parse(raw);
    }
    catch {
        entry.id = `req_invalid_${(0, rng_js_1.hexId)(8, raw)}`;
        return error(400, "request body is not valid JSON");
    }
    const chat = dialect.parse(body, state.defaultModel, route);
    if ("error" in chat) {
        entry.id = `req_invalid_${(0, rng_js_1.hexId)(8, raw)}`;
        return error(400, chat.error);
    }
    const index = state.received++;
    const fault = state.faults.draw(index);
    if (fault)
        state.faultCounts[fault]++;
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
    if (fault === "500")
        return error(500, "The server had an error (injected by mock-llm)");
    const gone = new AbortController();
    res.on("close", () => gone.abort());
    let release;
    try {
        release = await state.gate.acquire(gone.signal);
    }
    catch {
        entry.client_closed = true;
        entry.duration_ms = node_perf_hooks_1.performance.now() - arrival;
        return record(state, entry);
    }
    const start = node_perf_hooks_1.performance.now();
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
function planFrames(state, chat, fault, entry) {
    const { seed, timing, stallMs } = state;
    const plan = (0, reply_js_1.planReply)(chat, state.script, { seed, tokens: state.tokens });
    const units = (0, reply_js_1.contentUnits)(plan);
    const times = (0, timing_js_1.tokenDeadlines)(units.length, timing, (0, rng_js_1.rng)((0, rng_js_1.hash32)("timing", seed, chat.contentHash)));
    const dialect = dialects_js_1.DIALECTS[chat.api];
    const ctx = {
        id: dialect.idPrefix + (0, rng_js_1.hexId)(24, seed, entry.index ?? 0, chat.contentHash),
        created: Math.floor(Date.now() / 1000),
        model: chat.model,
        includeUsage: chat.includeUsage,
    };
    Object.assign(entry, {
        tokens_in: plan.promptTokens,
        tokens_out: plan.completionTokens,
        tool_calls: plan.toolCalls.length,
    });
    if (chat.stream) {
        const frames = dialect.streamFrames(plan, units, times, ctx);
        if (fault === "stall" || fault === "disconnect" || fault === "malformed") {
            return (0, faults_js_1.applyStreamFault)(frames, fault, stallMs, dialect.malformedFrame(ctx));
        }
        return { frames, cut: false };
    }
    // A non-stream answer arrives when the last token would have.
    const done = (times.length > 0 ? times[times.length - 1] : timing.ttft_ms) + (fault === "stall" ? stallMs : 0);
    const json = JSON.stringify(dialect.complete(plan, ctx));
    const data = fault === "malformed" ? json.slice(0, Math.floor(json.length / 2)) : json;
    return { frames: [{ at: done, data, content: true }], cut: fault === "disconnect" };
}
/** Writes the frames on their deadlines; logs the request when the response ends or the client leaves. */
function emit(state, e) {
    const { frames, res, entry } = e;
    let next = 0;
    let timer = null;
    let finished = false;
    const finish = (clientClosed) => {
        if (finished)
            return;
        finished = true;
        if (timer)
            clearTimeout(timer);
        e.release();
        entry.status = res.headersSent ? res.statusCode : 0;
        entry.client_closed = clientClosed;
        entry.duration_ms = node_perf_hooks_1.performance.now() - e.arrival;
        record(state, entry);
    };
    res.on("close", () => finish(!res.writableFinished && !(e.cut && next >= frames.length)));
    const pump = () => {
        timer = null;
        if (res.destroyed)
            return finish(true);
        const now = node_perf_hooks_1.performance.now() - e.start;
        let out = "";
        while (next < frames.length && frames[next].at <= now) {
            if (frames[next].content && entry.ttft_ms === null)
                entry.ttft_ms = node_perf_hooks_1.performance.now() - e.arrival;
            out += frames[next++].data;
        }
        if (next >= frames.length) {
            if (e.cut) {
                // Disconnect fault: what was planned goes out, then the socket dies mid-response.
                if (out)
                    res.write(out);
                res.destroy();
            }
            else if (e.stream) {
                res.end(out);
            }
            else {
                sendBody(res, out);
            }
            return;
        }
        if (out)
            res.write(out);
        timer = setTimeout(pump, Math.max(0, Math.ceil(frames[next].at - now)));
    };
    pump();
}
function bindError(err, host, port) {
    const why = err.code === "EADDRINUSE"
        ? "the port is already in use"
        : err.code === "EACCES"
            ? "permission denied"
            : err.code === "EADDRNOTAVAIL"
                ? "the address is not available on this machine"
                : err.message;
    return new errors_js_1.InfraError(`mock-llm cannot listen on ${host}:${port}: ${why}`);
}
function sendJson(res, status, body, headers = {}) {
    sendBody(res, JSON.stringify(body), status, headers);
}
function sendBody(res, text, status = 200, headers = {}) {
    res.writeHead(status, {
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(text)),
        ...headers,
    });
    res.end(text);
}


/***/ }),

/***/ 26048:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.tokenDeadlines = tokenDeadlines;
function tokenDeadlines(count, t, r) {
    const ttft = Math.max(0, t.ttft_ms + (t.jitter_ms > 0 ? (2 * r.next() - 1) * t.jitter_ms : 0));
    // Bounded by itl so token order and spacing stay monotone.
    const spread = Math.min(t.jitter_ms, t.itl_ms);
    return Array.from({ length: count }, (_, i) => ttft + i * t.itl_ms + (i > 0 && spread > 0 ? r.next() * spread : 0));
}


/***/ })

};
