export const id = 726;
export const ids = [726];
export const modules = {

/***/ 857:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MAX_MODEL_CHARS = exports.MAX_LATENCY_MS = void 0;
exports.spanProblem = spanProblem;
exports.checkEvent = checkEvent;
exports.checkEventBySchema = checkEventBySchema;
/**
 * What a line of events.jsonl must hold before the recorder reads it. The file may come from an
 * artifact or a hand edit: a line that is not a RunEvent is an error naming its field, never a crash.
 * Objects are loose (newer fields pass), but every field the recorder reads has its type checked,
 * and every measurement a line holds alone is possible: latencies finite and >= 0, a span or phase
 * that ends after it starts, a passed session without an error bucket and a failed one with one.
 */
const zod_1 = __webpack_require__(50924);
const limits_js_1 = __webpack_require__(30351);
const events_js_1 = __webpack_require__(82736);
const num = zod_1.z.number().refine(Number.isFinite, "expected a finite number");
const optNum = num.nullable().optional();
/** Past this a latency (31 years) is no measurement, and the histograms could not hold it. */
exports.MAX_LATENCY_MS = (0, limits_js_1.limit)("latencyMs");
/** Times are epoch ms: within this of 1970 (year ±33,000), so a difference of two is a finite number. */
const MAX_TIME_MS = (0, limits_js_1.limit)("timeMs");
/** A model name as a provider sends it: longer is not a name. */
exports.MAX_MODEL_CHARS = 200;
/** A duration in ms: what a percentile of a latency is made of. */
const ms = num.refine((v) => v >= 0 && v <= exports.MAX_LATENCY_MS, {
    message: `expected a latency: a number from 0 to ${exports.MAX_LATENCY_MS} ms`,
    params: { kind: "latency" },
});
const optMs = ms.nullable().optional();
const time = num.refine((v) => Math.abs(v) <= MAX_TIME_MS, {
    message: `expected a time in epoch ms, within ${MAX_TIME_MS} of 1970`,
    params: { kind: "latency" },
});
const str = zod_1.z.string();
const endsAfterStart = [
    (o) => o.end >= o.start && o.end - o.start <= exports.MAX_LATENCY_MS,
    {
        message: `expected end - start from 0 to ${exports.MAX_LATENCY_MS} ms: a negative or impossible duration`,
        path: ["end"],
        params: { kind: "latency" },
    },
];
const span = zod_1.z
    .looseObject({
    kind: zod_1.z.enum(events_js_1.SPAN_KINDS),
    name: str,
    start: time,
    end: time,
    ok: zod_1.z.boolean(),
    ttft_ms: optMs,
    tokens_in: optNum,
    tokens_out: optNum,
    tokens_cached: optNum,
    tool_calls: optNum,
    model: zod_1.z.string().max(exports.MAX_MODEL_CHARS).nullable().optional(),
    icl_ms: zod_1.z.array(ms).optional(),
})
    .refine(...endsAfterStart);
/** Fields a latency is made of or taken from: a NaN or infinity there is an impossible latency. */
const LATENCY_FIELDS = new Set(["t", "start", "end", "ttft_ms", "tpot_ms", "icl_ms"]);
const base = { t: time };
/** A step's name is a folder name under steps/. */
const stepName = zod_1.z.string().min(1).max((0, limits_js_1.limit)("stepNameChars"));
const stepOutcome = zod_1.z.looseObject({
    name: stepName.nullable(),
    reward: num.nullable(),
    bucket: zod_1.z.enum(events_js_1.ERROR_BUCKETS).nullable(),
    error: str.nullable(),
    agent_exec_ms: optMs,
    verify_ms: optMs,
});
const RUN_EVENT = zod_1.z.discriminatedUnion("type", [
    zod_1.z.looseObject({
        type: zod_1.z.literal("run_start"),
        ...base,
        run_id: str,
        scenario: zod_1.z.unknown(),
        scenario_name: str,
        scenario_hash: str,
        planned_sessions: zod_1.z.int().min(0),
        shard: zod_1.z
            .looseObject({ index: zod_1.z.int().min(1), count: zod_1.z.int().min(1) })
            .refine((s) => s.index <= s.count, {
            message: "expected index <= count",
            path: ["index"],
            params: { kind: "count" },
        })
            .nullable()
            .optional(),
        environment: zod_1.z.record(str, str),
        source: zod_1.z.record(str, str).optional(),
        reproduce: str.nullable().optional(),
        merged_from: zod_1.z.array(zod_1.z.looseObject({ run_id: str, scenario_hash: str })).optional(),
    }),
    zod_1.z.looseObject({
        type: zod_1.z.literal("session_start"),
        ...base,
        session: str,
        pair: zod_1.z.int().min(0),
        task: str,
        agent: str,
        tags: zod_1.z.record(str, str),
        attempt: zod_1.z.int().min(0),
        scheduled_t: time.nullable().optional(),
        stage: zod_1.z.int().nullable().optional(),
        warmup: zod_1.z.boolean().optional(),
    }),
    zod_1.z
        .looseObject({
        type: zod_1.z.literal("phase"),
        ...base,
        session: str,
        phase: zod_1.z.enum(events_js_1.PHASES),
        start: time,
        end: time,
        step: stepName.optional(),
    })
        .refine(...endsAfterStart),
    zod_1.z.looseObject({ type: zod_1.z.literal("span"), ...base, session: str, span }),
    zod_1.z.looseObject({
        type: zod_1.z.literal("resource"),
        ...base,
        session: str.nullable().optional(),
        cpu_pct: num,
        mem_bytes: num,
        interval_ms: optNum,
    }),
    zod_1.z.looseObject({
        type: zod_1.z.literal("log"),
        ...base,
        session: str.nullable().optional(),
        level: zod_1.z.enum(["info", "warn", "error"]),
        message: str,
    }),
    zod_1.z
        .looseObject({
        type: zod_1.z.literal("session_end"),
        ...base,
        session: str,
        attempt: zod_1.z.int().min(0),
        status: zod_1.z.enum(["passed", "failed", "errored"]),
        reward: num.nullable(),
        bucket: zod_1.z.enum(events_js_1.ERROR_BUCKETS).nullable(),
        error: str.nullable(),
        ttft_ms: optMs,
        tpot_ms: optMs,
        tokens_in: optNum,
        tokens_out: optNum,
        retrying: zod_1.z.boolean().optional(),
        steps: zod_1.z.array(stepOutcome).max((0, limits_js_1.limit)("taskSteps")).optional(),
    })
        // Error buckets add up to the sessions that did not pass: one bucket each, none for a pass.
        .refine((e) => (e.status === "passed") === (e.bucket === null), {
        message: "expected a bucket exactly when the session did not pass",
        path: ["bucket"],
        params: { kind: "count" },
    }),
    zod_1.z.looseObject({
        type: zod_1.z.enum(["stage_start", "stage_end"]),
        ...base,
        stage: zod_1.z.int(),
        concurrency: zod_1.z.int().min(0),
    }),
    zod_1.z.looseObject({
        type: zod_1.z.literal("run_end"),
        ...base,
        interrupted: zod_1.z.boolean(),
        reason: str.nullable().optional(),
    }),
]);
/** What every event has, known to this version or not. */
const ANY_EVENT = zod_1.z.looseObject({ type: str, ...base });
const KNOWN = new Set([
    "run_start",
    "session_start",
    "phase",
    "span",
    "resource",
    "log",
    "session_end",
    "stage_start",
    "stage_end",
    "run_end",
]);
/** A span as an agent or the gateway reports it: the path and message of its first bad field, or null. */
function spanProblem(value) {
    const r = span.safeParse(value);
    return r.success ? null : firstIssue(r.error);
}
function firstIssue(error) {
    const issue = error.issues[0];
    const path = issue?.path.map(String) ?? [];
    const own = issue?.code === "custom" ? issue.params?.kind : undefined;
    const received = issue?.received;
    const nonFinite = received === "Infinity" || received === "NaN" || (issue?.code === "custom" && !own);
    const latency = nonFinite && path.some((p) => LATENCY_FIELDS.has(p));
    return {
        field: path.join(".") || "(line)",
        message: issue?.message ?? "invalid",
        kind: own ?? (latency ? "latency" : "malformed"),
    };
}
/** The event, or the path and message of its first bad field. */
function checkEvent(value) {
    if (typeof value !== "object" || value === null || Array.isArray(value))
        return { ok: false, field: "(line)", message: "expected a JSON object", kind: "malformed" };
    // The common shapes, checked by hand (a long run holds millions); anything else is the schema's to say.
    if (plainValid(value))
        return { ok: true };
    return checkEventBySchema(value);
}
/** checkEvent by the schema alone: the one answer and message for any line the hand check does not pass. */
function checkEventBySchema(value) {
    if (typeof value !== "object" || value === null || Array.isArray(value))
        return { ok: false, field: "(line)", message: "expected a JSON object", kind: "malformed" };
    // A type this version does not know is skipped by the recorder, as a newer writer's would be.
    const type = value.type;
    // It still has a time: every event's `t` sets the run's window.
    const r = (typeof type === "string" && !KNOWN.has(type) ? ANY_EVENT : RUN_EVENT).safeParse(value);
    return r.success ? { ok: true } : { ok: false, ...firstIssue(r.error) };
}
/*
 * A hand-written check of the events a long run is made of (session_start, phase, span, resource,
 * session_end) that accepts only what RUN_EVENT accepts: it says yes to a plain well-formed line and
 * leaves everything else (any optional field it does not look at, any doubt) to the schema, whose
 * answer and message stay the only ones. tests/unit/metrics/event-fast-check.test.ts holds the two equal.
 */
const PHASE_SET = new Set(events_js_1.PHASES);
const SPAN_SET = new Set(events_js_1.SPAN_KINDS);
const BUCKET_SET = new Set(events_js_1.ERROR_BUCKETS);
const STATUS_SET = new Set(["passed", "failed", "errored"]);
const isNum = (v) => typeof v === "number" && Number.isFinite(v);
const isTime = (v) => isNum(v) && Math.abs(v) <= MAX_TIME_MS;
const isMs = (v) => isNum(v) && v >= 0 && v <= exports.MAX_LATENCY_MS;
const optMsOk = (v) => v === undefined || v === null || isMs(v);
const optNumOk = (v) => v === undefined || v === null || isNum(v);
const countOk = (v) => Number.isSafeInteger(v) && v >= 0;
const spanOk = (start, end) => isTime(start) && isTime(end) && end >= start && end - start <= exports.MAX_LATENCY_MS;
function plainValid(e) {
    if (!isTime(e.t))
        return false;
    switch (e.type) {
        case "session_start":
            return (typeof e.session === "string" &&
                countOk(e.pair) &&
                typeof e.task === "string" &&
                typeof e.agent === "string" &&
                stringRecord(e.tags) &&
                countOk(e.attempt) &&
                (e.scheduled_t === undefined || e.scheduled_t === null || isTime(e.scheduled_t)) &&
                (e.stage === undefined || e.stage === null || Number.isSafeInteger(e.stage)) &&
                (e.warmup === undefined || typeof e.warmup === "boolean"));
        case "phase":
            return (typeof e.session === "string" &&
                typeof e.phase === "string" &&
                PHASE_SET.has(e.phase) &&
                spanOk(e.start, e.end) &&
                e.step === undefined);
        case "span":
            return typeof e.session === "string" && plainSpan(e.span);
        case "resource":
            return ((e.session === undefined || e.session === null || typeof e.session === "string") &&
                isNum(e.cpu_pct) &&
                isNum(e.mem_bytes) &&
                optNumOk(e.interval_ms));
        case "session_end":
            return plainEnd(e);
        default:
            return false;
    }
}
function plainSpan(v) {
    if (typeof v !== "object" || v === null || Array.isArray(v))
        return false;
    const s = v;
    return (typeof s.kind === "string" &&
        SPAN_SET.has(s.kind) &&
        typeof s.name === "string" &&
        spanOk(s.start, s.end) &&
        typeof s.ok === "boolean" &&
        optMsOk(s.ttft_ms) &&
        optNumOk(s.tokens_in) &&
        optNumOk(s.tokens_out) &&
        optNumOk(s.tokens_cached) &&
        optNumOk(s.tool_calls) &&
        (s.model == null || (typeof s.model === "string" && s.model.length <= exports.MAX_MODEL_CHARS)) &&
        s.icl_ms === undefined);
}
function plainEnd(e) {
    const bucketOk = e.bucket === null || (typeof e.bucket === "string" && BUCKET_SET.has(e.bucket));
    return (typeof e.session === "string" &&
        countOk(e.attempt) &&
        typeof e.status === "string" &&
        STATUS_SET.has(e.status) &&
        (e.reward === null || isNum(e.reward)) &&
        bucketOk &&
        (e.error === null || typeof e.error === "string") &&
        optMsOk(e.ttft_ms) &&
        optMsOk(e.tpot_ms) &&
        optNumOk(e.tokens_in) &&
        optNumOk(e.tokens_out) &&
        (e.retrying === undefined || typeof e.retrying === "boolean") &&
        e.steps === undefined &&
        (e.status === "passed") === (e.bucket === null));
}
function stringRecord(v) {
    if (typeof v !== "object" ||
        v === null ||
        Array.isArray(v) ||
        Object.getPrototypeOf(v) !== Object.prototype)
        return false;
    for (const k in v)
        if (typeof v[k] !== "string")
            return false;
    return true;
}


/***/ }),

/***/ 30351:
/***/ ((__unused_webpack_module, exports) => {


/**
 * Every limit an input meets, in one table: the code reads its value from here and docs/limits.md's
 * "Limits" table is rendered from it (a unit test holds the two equal). Past a limit the input gets
 * a named outcome — a bucket, or exit 2 naming the field — never a crash or an unbounded allocation.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.limit = exports.LIMITS = void 0;
exports.limitsTable = limitsTable;
const MiB = 1024 * 1024;
exports.LIMITS = {
    streamMessageBytes: {
        value: 8 * MiB,
        unit: "bytes",
        what: "one line or SSE event of a stream (agent service, LLM through the gateway)",
        past: "the session is `protocol_error` and its connection dropped; no more of the line is held",
    },
    responseHeadBytes: {
        value: 64 * 1024,
        unit: "bytes",
        what: "an HTTP response head from the agent service",
        past: "`protocol_error`, connection closed",
    },
    responseBodyBytes: {
        value: 4 * MiB,
        unit: "bytes",
        what: "a JSON reply an HTTP journey judges (non-stream, poll)",
        past: "the rest is not kept; a reply cut there is not JSON: `stream_parse`",
    },
    errorBodyBytes: {
        value: 2048,
        unit: "bytes",
        what: "an error reply kept for its message",
        past: "cut there",
    },
    gatewayJsonBytes: {
        value: MiB,
        unit: "bytes",
        what: "a non-stream LLM reply the gateway reads for tokens",
        past: "read no further; its tokens are not counted",
    },
    consoleBodyBytes: {
        value: MiB,
        unit: "bytes",
        what: "a request body to the web console's API",
        past: "HTTP 413",
    },
    mockLlmBodyBytes: {
        value: 16 * MiB,
        unit: "bytes",
        what: "a request body to the mock LLM",
        past: "HTTP 413",
    },
    cassetteConversationBytes: {
        value: 64 * MiB,
        unit: "bytes",
        what: "one recorded conversation of an LLM cassette (a session's calls: normalised requests, response chunks)",
        past: "recording: later calls of that session are not stored and the file says `truncated`; replay: exit 2 naming the file",
    },
    cassetteConversations: {
        value: 10_000,
        unit: "count",
        what: "conversation files a cassette folder holds (read by replay and `cassette`)",
        past: "exit 2 naming the folder",
    },
    cassetteJsonDepth: {
        value: 128,
        unit: "count",
        what: "nesting of arrays and objects in one recorded conversation (a tool's parameters included)",
        past: "replay and `cassette` exit 2 naming the file",
    },
    agentFileBytes: {
        value: 64 * MiB,
        unit: "bytes",
        what: "a file an agent leaves that is parsed: its trace, `spans.jsonl`, `trajectory.json`, a reward",
        past: "read up to there; what follows is not parsed",
    },
    artifactBytes: {
        value: 64 * MiB,
        unit: "bytes",
        what: "the artifacts of one step copied from the agent's environment to its separate verifier's",
        past: "the artifact that crosses it, and any after it, are `failed` in `artifacts.json` and not copied; the verifier runs without them. A hard link is copied as a file of its own and counts its size; one past the bound, or to a file the archive did not carry, makes its artifact `failed`, naming it",
    },
    sessionLogFileBytes: {
        value: 64 * MiB,
        unit: "bytes",
        what: "one file of a session's logs: what the agent and the verifier print (`agent.stdout.log`, `agent.stderr.log`, `verifier.log`) and each file copied back from its environment (`/logs/agent`, `/logs/verifier`, a separate verifier's)",
        past: "the copy stops there and ends with a marker line saying how much was left out; the session is judged as usual",
    },
    sessionLogBytes: {
        value: 256 * MiB,
        unit: "bytes",
        what: "all the files of one log folder copied back from a session's environment together (`/logs/agent`, `/logs/verifier`, a separate verifier's): many files each under `sessionLogFileBytes` (sparse ones cost the agent nothing); one folder never takes another's",
        past: "every file from there on is cut as a file past `sessionLogFileBytes` is, down to its marker line; the session is judged as usual",
    },
    eventLineBytes: {
        value: 64 * MiB,
        unit: "bytes",
        what: "one line of `events.jsonl` (report, merge, baseline update)",
        past: "exit 2 naming `events.jsonl:<line>`",
    },
    sessions: {
        value: 100_000_000,
        unit: "sessions",
        what: "the sessions a scenario plans: the pairs' `sessions` in all, a stage's `sessions`, `max_sessions`, `warmup_sessions`, a rate stage's arrivals",
        past: "`validate` and `run` exit 2 naming file, line and field",
    },
    stages: {
        value: 1000,
        unit: "stages",
        what: "`load.stages` entries",
        past: "exit 2 naming `load.stages`",
    },
    taskSteps: {
        value: 100,
        unit: "count",
        what: "`[[steps]]` and `artifacts` entries of one task.toml (task and each step)",
        past: "exit 2 naming the task.toml line and field",
    },
    stepNameChars: {
        value: 200,
        unit: "count",
        what: "characters of a `[[steps]]` name (its folder under steps/), and of a step named in events",
        past: "exit 2 naming the task.toml line and field; an events line past it is refused",
    },
    recipeEntries: {
        value: 64,
        unit: "count",
        what: "entries of each list and map of an `agent.recipe` (`args`, `model_args`, `env`, `files`)",
        past: "exit 2 naming the scenario line and field",
    },
    recipeTextBytes: {
        value: 64 * 1024,
        unit: "bytes",
        what: "one text of an `agent.recipe`: an argument, an env value, a file's content",
        past: "exit 2 naming the scenario line and field",
    },
    concurrency: {
        value: 100_000,
        unit: "sessions",
        what: "sessions in flight: `concurrency`, `n_concurrent`, `max_in_flight`",
        past: "exit 2 naming the field",
    },
    shards: {
        value: 100_000_000,
        unit: "shards",
        what: "`--shard i/n` and a merged shard's `shard.count`: at most the trusted plan's sessions, and equal in every shard",
        past: "exit 2 naming `--shard` or `shard.count`",
    },
    missingShardsListed: {
        value: 10,
        unit: "shards",
        what: "missing shards a merge warning names",
        past: "the rest are counted (`and N more`)",
    },
    latencyMs: {
        value: 1e12,
        unit: "ms",
        what: "a latency or duration in an event: from 0 to this",
        past: "the line is refused: exit 2 naming line and field",
    },
    buildLogBytes: {
        value: 16 * MiB,
        unit: "bytes",
        what: "one image build's log in the run folder (`logs/build-<tag>.log`)",
        past: "the log says where it was cut and keeps no more; the build goes on",
    },
    timeMs: {
        value: 1e15,
        unit: "ms",
        what: "an event's time: epoch ms within this of 1970",
        past: "the line is refused: exit 2 naming line and field",
    },
};
/** A limit's value. */
const limit = (name) => exports.LIMITS[name].value;
exports.limit = limit;
function shown(l) {
    if (l.unit === "bytes") {
        if (l.value % MiB === 0)
            return `${l.value / MiB} MiB`;
        if (l.value % 1024 === 0)
            return `${l.value / 1024} KiB`;
        return `${l.value} bytes`;
    }
    const n = l.value >= 1e12 ? `1e${Math.round(Math.log10(l.value))}` : l.value.toLocaleString("en-US");
    return `${n} ${l.unit}`;
}
/** The table of docs/limits.md. */
function limitsTable() {
    const rows = Object.entries(exports.LIMITS).map(([name, l]) => `| \`${name}\` | ${shown(l)} | ${l.what} | ${l.past} |`);
    return ["| limit | value | what | past it |", "|---|---|---|---|", ...rows].join("\n");
}


/***/ }),

/***/ 85835:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SampleDistribution = exports.MetricHistogram = void 0;
exports.round3 = round3;
/**
 * One metric's distribution in constant memory: an HDR histogram (3 significant digits) of
 * microseconds, plus exact count, sum, min and max. What baselines store and the progress line reads
 * while a run runs; the run's figures themselves are exact (src/metrics/figures.ts).
 */
const hdr = __importStar(__webpack_require__(32960));
const SCALE = 1000; // ms → µs: sub-millisecond values keep their digits in an integer histogram
class MetricHistogram {
    h = hdr.build({
        bitBucketSize: 32,
        numberOfSignificantValueDigits: 3,
        useWebAssembly: false,
    });
    count = 0;
    sum = 0;
    min = Number.POSITIVE_INFINITY;
    max = Number.NEGATIVE_INFINITY;
    record(ms) {
        if (!Number.isFinite(ms) || ms < 0)
            return;
        this.h.recordValue(Math.round(ms * SCALE));
        this.count++;
        this.sum += ms;
        if (ms < this.min)
            this.min = ms;
        if (ms > this.max)
            this.max = ms;
    }
    get mean() {
        return this.count === 0 ? Number.NaN : this.sum / this.count;
    }
    percentile(p) {
        if (this.count === 0)
            return Number.NaN;
        if (p <= 0)
            return this.min;
        if (p >= 100)
            return this.max;
        // HDR answers with the bucket's highest equivalent value; clamp into the exact range seen.
        const v = this.h.getValueAtPercentile(p) / SCALE;
        return Math.min(this.max, Math.max(this.min, v));
    }
    merge(other) {
        if (other.count === 0)
            return;
        this.h.add(other.h);
        this.count += other.count;
        this.sum += other.sum;
        this.min = Math.min(this.min, other.min);
        this.max = Math.max(this.max, other.max);
    }
    /** Compressed base64 HDR encoding (values in µs), as baselines store it. */
    encode() {
        return hdr.encodeIntoCompressedBase64(this.h);
    }
    destroy() {
        this.h.destroy();
    }
}
exports.MetricHistogram = MetricHistogram;
/** An exact distribution over a small array, for tag combinations no histogram was kept for. */
class SampleDistribution {
    sorted;
    constructor(values) {
        this.sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
    }
    get count() {
        return this.sorted.length;
    }
    get min() {
        return this.sorted[0] ?? Number.NaN;
    }
    get max() {
        return this.sorted[this.sorted.length - 1] ?? Number.NaN;
    }
    get mean() {
        return this.sorted.length === 0
            ? Number.NaN
            : this.sorted.reduce((a, b) => a + b, 0) / this.sorted.length;
    }
    /** Nearest-rank percentile, the definition HDR histograms approximate. */
    percentile(p) {
        const n = this.sorted.length;
        if (n === 0)
            return Number.NaN;
        const rank = Math.min(n, Math.max(1, Math.ceil((p / 100) * n)));
        return this.sorted[rank - 1];
    }
}
exports.SampleDistribution = SampleDistribution;
/** Milliseconds to the microsecond (and any other figure to three decimals), as every report shows them. */
function round3(v) {
    return Math.round(v * 1000) / 1000;
}


/***/ }),

/***/ 8431:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SAFE_NAME_HINT = exports.SAFE_NAME = void 0;
exports.checkName = checkName;
exports.decodedName = decodedName;
exports.within = within;
exports.realWithin = realWithin;
exports.pathInside = pathInside;
/**
 * Names that become paths. A scenario name (from YAML, `--set`, events.jsonl or an Action input) is
 * checked where it enters, and every path built from one is resolved and proven to stay in its folder.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
/** Letters, digits, '.', '_' and '-', at most 100, starting with a letter or digit (so never `.` or `..`). */
exports.SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
exports.SAFE_NAME_HINT = "expected 1 to 100 letters, digits, '.', '_' or '-', starting with a letter or digit";
/** The name itself, or a UserError naming where it came from. */
function checkName(name, where, field) {
    if (typeof name === "string" && exports.SAFE_NAME.test(name))
        return name;
    throw new errors_js_1.UserError(`${exports.SAFE_NAME_HINT}, got ${JSON.stringify(name)?.slice(0, 60)}`, where, field);
}
/**
 * A name an outside party sent URL-encoded (a session in `/s/<id>/…`), decoded and held to the
 * safe-name rule; null when it does not decode or is no safe name.
 */
function decodedName(encoded) {
    let name;
    try {
        name = decodeURIComponent(encoded);
    }
    catch {
        return null;
    }
    return exports.SAFE_NAME.test(name) ? name : null;
}
/** True when `path` is `folder` itself or below it, both resolved: the one containment rule. */
function within(folder, path) {
    const rel = (0, node_path_1.relative)((0, node_path_1.resolve)(folder), (0, node_path_1.resolve)(path));
    return rel === "" || (!rel.startsWith(`..${node_path_1.sep}`) && rel !== ".." && !(0, node_path_1.isAbsolute)(rel));
}
/** within() on real paths (every link resolved): false when either is missing or a link leads out. */
function realWithin(folder, path) {
    try {
        return within((0, node_fs_1.realpathSync)(folder), (0, node_fs_1.realpathSync)(path));
    }
    catch {
        return false;
    }
}
/** `folder/leaf`, resolved; a leaf that would land outside `folder` (or on it) is refused. */
function pathInside(folder, leaf, field = "name") {
    const root = (0, node_path_1.resolve)(folder);
    const path = (0, node_path_1.resolve)(root, leaf);
    if (path === root || !within(root, path))
        throw new errors_js_1.UserError(`${JSON.stringify(leaf)} would leave the folder ${root}`, undefined, field);
    return path;
}


/***/ }),

/***/ 28476:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.TaskLayoutError = void 0;
exports.resolveHostTemplate = resolveHostTemplate;
exports.parseTaskToml = parseTaskToml;
exports.taskEnvTables = taskEnvTables;
exports.toMegabytes = toMegabytes;
exports.tomlLine = tomlLine;
exports.stripCanary = stripCanary;
exports.loadTask = loadTask;
exports.readTask = readTask;
exports.unsupportedFeature = unsupportedFeature;
exports.separateVerifierRefusal = separateVerifierRefusal;
exports.selectTaskNames = selectTaskNames;
exports.discoverDataset = discoverDataset;
exports.datasetTaskNames = datasetTaskNames;
/**
 * Harbor task folders and local datasets, as Harbor lays them out (see docs/agents.md, "Agents and tasks").
 * task.toml is read in the current shape (`schema_version`, `memory_mb`) and the legacy Terminal-Bench
 * shape (`version`, `memory = "4G"`, `allow_internet`).
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const picomatch_1 = __importDefault(__webpack_require__(14006));
const smol_toml_1 = __webpack_require__(27106);
const zod_1 = __webpack_require__(50924);
const errors_js_1 = __webpack_require__(83916);
const limits_js_1 = __webpack_require__(30351);
const paths_js_1 = __webpack_require__(8431);
const secrets_js_1 = __webpack_require__(27194);
const issues_js_1 = __webpack_require__(8248);
const verifier_mode_js_1 = __webpack_require__(15008);
/** A task folder lacks something Harbor requires; the loader re-points it at the scenario field. */
class TaskLayoutError extends errors_js_1.UserError {
    name = "TaskLayoutError";
}
exports.TaskLayoutError = TaskLayoutError;
const TomlEnv = zod_1.z.record(zod_1.z.string(), zod_1.z.union([zod_1.z.string(), zod_1.z.number(), zod_1.z.boolean()]).transform(String));
const User = zod_1.z
    .union([zod_1.z.string(), zod_1.z.int()])
    .transform(String)
    .optional()
    .transform((u) => u ?? null);
const Size = zod_1.z
    .string()
    .regex(/^\s*[0-9]+(\.[0-9]+)?\s*[GMK]i?B?\s*$/i, 'expected a size like "4G", "512M" or "1024K"');
/** Harbor's HealthcheckConfig: a command retried until it succeeds (src/runtimes/healthcheck.ts). */
const Healthcheck = zod_1.z.looseObject({
    command: zod_1.z.string().min(1),
    interval_sec: zod_1.z.number().positive().default(5),
    timeout_sec: zod_1.z.number().positive().default(30),
    start_period_sec: zod_1.z.number().nonnegative().default(0),
    start_interval_sec: zod_1.z.number().positive().default(5),
    retries: zod_1.z.int().nonnegative().default(3),
});
const EnvironmentSchema = zod_1.z.looseObject({
    build_timeout_sec: zod_1.z.number().positive().default(600),
    docker_image: zod_1.z.string().optional(),
    cpus: zod_1.z.number().positive().optional(),
    memory_mb: zod_1.z.int().positive().optional(),
    storage_mb: zod_1.z.int().positive().optional(),
    memory: Size.optional(),
    storage: Size.optional(),
    env: TomlEnv.default({}),
    workdir: zod_1.z.string().optional(),
    network_mode: zod_1.z.string().optional(),
    allow_internet: zod_1.z.boolean().optional(),
    healthcheck: Healthcheck.optional(),
});
const Artifacts = zod_1.z
    .array(zod_1.z.union([
    zod_1.z.string().min(1),
    zod_1.z.looseObject({
        source: zod_1.z.string().min(1),
        destination: zod_1.z.string().min(1).optional(),
        exclude: zod_1.z.array(zod_1.z.string()).max((0, limits_js_1.limit)("taskSteps")).default([]),
        service: zod_1.z.string().min(1).optional(),
    }),
]))
    .max((0, limits_js_1.limit)("taskSteps"))
    .default([]);
const VerifierSchema = zod_1.z.looseObject({
    timeout_sec: zod_1.z.number().positive().default(600),
    env: TomlEnv.default({}),
    user: User,
    environment_mode: zod_1.z.enum(["shared", "separate"]).optional(),
    environment: EnvironmentSchema.optional(),
});
const AgentSchema = zod_1.z.looseObject({ timeout_sec: zod_1.z.number().positive().optional(), user: User });
const StepSchema = zod_1.z.looseObject({
    // A step's name is its folder under steps/.
    name: zod_1.z
        .string()
        .min(1)
        .max((0, limits_js_1.limit)("stepNameChars"))
        .regex(/^(?!\.\.?$)[^/\\\u0000-\u001f]+$/, "expected a folder name (no /, not . or ..)"),
    agent: AgentSchema.prefault({}),
    verifier: VerifierSchema.prefault({}),
    min_reward: zod_1.z
        .union([zod_1.z.number(), zod_1.z.record(zod_1.z.string(), zod_1.z.number())], {
        error: "expected a number, or a table of numbers by reward key",
    })
        .optional(),
    healthcheck: Healthcheck.optional(),
    artifacts: Artifacts,
});
// Loose: Harbor's fields this tool does not read (gpus, mcp_servers, …) are accepted; every field
// it does not run yet but that changes the result is parsed and refused by name (unsupportedFeature).
const TaskTomlSchema = zod_1.z.looseObject({
    schema_version: zod_1.z.string().optional(),
    version: zod_1.z.string().optional(),
    task: zod_1.z.looseObject({ name: zod_1.z.string().min(1).optional() }).optional(),
    metadata: zod_1.z.record(zod_1.z.string(), zod_1.z.unknown()).default({}),
    agent: AgentSchema.prefault({}),
    verifier: VerifierSchema.prefault({}),
    environment: EnvironmentSchema.prefault({}),
    solution: zod_1.z.looseObject({ env: TomlEnv.default({}) }).prefault({}),
    artifacts: Artifacts,
    steps: zod_1.z.array(StepSchema).min(1).max((0, limits_js_1.limit)("taskSteps")).optional(),
    multi_step_reward_strategy: zod_1.z.enum(["mean", "final"]).optional(),
});
/** A whole value `${VAR}` or `${VAR:-default}`; anything else is a literal (Harbor's resolve_env_vars). */
const HOST_TEMPLATE = /^\$\{([^}:]+)(?::-(.*))?\}$/s;
/**
 * Harbor's env templates: the runner's value when the variable is set (even empty), else the default.
 * A runner internal is refused unless the scenario's `secrets:` (`listed`) names it.
 */
function resolveHostTemplate(value, hostEnv, listed = []) {
    const m = HOST_TEMPLATE.exec(value);
    if (!m)
        return value;
    const refused = (0, secrets_js_1.runnerInternalRefusal)(m[1], listed);
    if (refused)
        throw new Error(refused);
    const set = hostEnv[m[1]];
    if (set !== undefined)
        return set;
    if (m[2] !== undefined)
        return m[2];
    throw new Error(`environment variable ${m[1]} is not set (use \${${m[1]}:-default} for a fallback)`);
}
/**
 * Parses task.toml text into a normalized TaskConfig. `file` names it in errors (`file:line:col`).
 * Unset values keep Harbor's current defaults: verifier and build 600 s, no agent timeout, no limits.
 */
function parseTaskToml(text, file, hostEnv = process.env, listed = []) {
    let raw;
    try {
        raw = (0, smol_toml_1.parse)(text);
    }
    catch (err) {
        if (!(err instanceof smol_toml_1.TomlError))
            throw err;
        throw new errors_js_1.UserError(`invalid TOML: ${err.message.split("\n")[0]}`, `${file}:${err.line}:${err.column}`);
    }
    const parsed = TaskTomlSchema.safeParse(raw, { reportInput: true });
    if (!parsed.success) {
        const { issue, path } = (0, issues_js_1.pinpoint)(parsed.error.issues[0], []);
        const line = tomlLine(text, path);
        throw new errors_js_1.UserError((0, issues_js_1.describeIssue)(issue, path), line ? `${file}:${line}` : file, fieldName(path));
    }
    const t = parsed.data;
    const at = (path) => {
        const line = tomlLine(text, path);
        return line ? `${file}:${line}` : file;
    };
    // Env tables may name the runner's variables, as Harbor resolves them when it loads a task.
    const resolve = (table, path) => Object.fromEntries(Object.entries(table).map(([k, v]) => {
        try {
            return [k, resolveHostTemplate(v, hostEnv, listed)];
        }
        catch (err) {
            throw new errors_js_1.UserError(err.message, at([...path, k]), fieldName([...path, k]));
        }
    }));
    const config = normalize(t, resolve);
    checkConfig(config, at);
    return config;
}
/** Every env table of a task (its environment, verifier, solution, and each step's): what reaches its containers. */
function taskEnvTables(config) {
    const verifier = (v) => [v.env, ...(v.environment ? [v.environment.env] : [])];
    return [
        config.environment.env,
        config.solution.env,
        ...verifier(config.verifier),
        ...config.steps.flatMap((s) => verifier(s.verifier)),
    ];
}
function normalize(t, resolve) {
    const steps = (t.steps ?? []).map((s, i) => ({
        name: s.name,
        agent: { timeout_sec: s.agent.timeout_sec ?? null, user: s.agent.user },
        verifier: verifierConfig(s.verifier, ["steps", i, "verifier"], resolve),
        min_reward: s.min_reward ?? null,
        healthcheck: s.healthcheck ?? null,
        artifacts: s.artifacts.map(artifactConfig),
    }));
    return {
        schema_version: t.schema_version ?? t.version ?? "1.0",
        name: t.task?.name ?? null,
        metadata: t.metadata,
        agent: { timeout_sec: t.agent.timeout_sec ?? null, user: t.agent.user },
        verifier: verifierConfig(t.verifier, ["verifier"], resolve),
        environment: environmentConfig(t.environment, ["environment"], resolve),
        solution: { env: resolve(t.solution.env, ["solution", "env"]) },
        artifacts: t.artifacts.map(artifactConfig),
        steps,
        multi_step_reward_strategy: steps.length ? (t.multi_step_reward_strategy ?? "mean") : null,
    };
}
function verifierConfig(v, path, resolve) {
    return {
        timeout_sec: v.timeout_sec,
        env: resolve(v.env, [...path, "env"]),
        user: v.user,
        environment_mode: v.environment_mode ?? null,
        environment: v.environment ? environmentConfig(v.environment, [...path, "environment"], resolve) : null,
    };
}
function environmentConfig(env, path, resolve) {
    return {
        build_timeout_sec: env.build_timeout_sec,
        docker_image: env.docker_image ?? null,
        cpus: env.cpus ?? null,
        memory_mb: env.memory_mb ?? (env.memory ? toMegabytes(env.memory) : null),
        storage_mb: env.storage_mb ?? (env.storage ? toMegabytes(env.storage) : null),
        env: resolve(env.env, [...path, "env"]),
        workdir: env.workdir ?? null,
        healthcheck: env.healthcheck ?? null,
        // `allow_internet` is deprecated in favour of network_mode
        network_mode: env.network_mode ??
            (env.allow_internet === undefined ? null : env.allow_internet ? "public" : "no-network"),
    };
}
function artifactConfig(a) {
    if (typeof a === "string")
        return { source: a, destination: null, exclude: [], service: null };
    return {
        source: a.source,
        destination: a.destination ?? null,
        exclude: a.exclude,
        service: a.service ?? null,
    };
}
/** What Harbor's validators refuse beyond the shape: a shared verifier with an environment table, a step name twice. */
function checkConfig(config, at) {
    const conflict = (v, path) => {
        const why = (0, verifier_mode_js_1.modeConflict)(v);
        const field = [...path, "environment_mode"];
        if (why)
            throw new errors_js_1.UserError(why, at(field), fieldName(field));
    };
    conflict(config.verifier, ["verifier"]);
    const seen = new Set();
    config.steps.forEach((step, i) => {
        conflict(step.verifier, ["steps", i, "verifier"]);
        const field = ["steps", i, "name"];
        if (seen.has(step.name))
            throw new errors_js_1.UserError(`step "${step.name}" is named twice`, at(field), fieldName(field));
        seen.add(step.name);
    });
}
/** `steps[1].verifier.environment_mode`, as the scenario's fields are named. */
function fieldName(path) {
    return path.map((p, i) => (typeof p === "number" ? `[${p}]` : i ? `.${p}` : p)).join("");
}
const UNIT_MB = { G: 1024, M: 1, K: 1 / 1024 };
/** `"4G"` → 4096; `"512M"` → 512; `"1024K"` → 1. */
function toMegabytes(size) {
    const m = /([0-9.]+)\s*([GMK])/i.exec(size);
    return Math.round(Number(m[1]) * UNIT_MB[m[2].toUpperCase()]);
}
/**
 * Line of the value at `path` (`["steps", 1, "min_reward"]`): its `key =` line, else its own table's
 * header, else its parent table's header; a path not found is tried without its last part.
 */
function tomlLine(text, path) {
    for (let n = path.length; n > 0; n--) {
        const line = lineOf(text, path.slice(0, n).map(String));
        if (line)
            return line;
    }
    return undefined;
}
function lineOf(text, path) {
    const table = path.slice(0, -1).join(".");
    const key = path[path.length - 1];
    const arrays = new Map();
    let current = "";
    let own;
    let parent;
    for (const [i, line] of text.split("\n").entries()) {
        const h = /^\s*(\[\[?)\s*([^\]]+?)\s*\]/.exec(line);
        if (h) {
            current = tableName(h[2], h[1] === "[[", arrays);
            // `[[steps]]` is also the header of `steps` itself
            if (current === path.join(".") || h[2].trim() === path.join("."))
                own ??= i + 1;
            if (current === table)
                parent ??= i + 1;
            continue;
        }
        const k = /^\s*"?([A-Za-z0-9_-]+)"?\s*=/.exec(line);
        if (k && current === table && k[1] === key)
            return i + 1;
    }
    return own ?? parent;
}
/** A header's table as a path: `[[steps]]` the second time is `steps.1`, and `[steps.agent]` after it `steps.1.agent`. */
function tableName(header, isArray, arrays) {
    const parts = header.split(".").map((p) => p.trim().replace(/^"(.*)"$/, "$1"));
    const out = [];
    parts.forEach((part, j) => {
        out.push(part);
        const prefix = parts.slice(0, j + 1).join(".");
        if (isArray && j === parts.length - 1)
            arrays.set(prefix, (arrays.get(prefix) ?? -1) + 1);
        if (arrays.has(prefix))
            out.push(String(arrays.get(prefix)));
    });
    return out.join(".");
}
const CANARY = /^(<!--.*canary.*-->|#.*canary.*)$/i;
/** Drops leading canary lines, then leading blank lines, as Harbor's strip_canary does. */
function stripCanary(text) {
    const lines = text.split("\n");
    let i = 0;
    while (i < lines.length && CANARY.test(lines[i].trimEnd()))
        i++;
    while (i < lines.length && lines[i].trim() === "")
        i++;
    return lines.slice(i).join("\n");
}
const isDir = (p) => (0, node_fs_1.existsSync)(p) && (0, node_fs_1.statSync)(p).isDirectory();
/** ` (did you mean "echo-bench"?)` when a folder beside the missing one has a close name. */
function nearFolder(dir) {
    const parent = (0, node_path_1.dirname)(dir);
    let siblings;
    try {
        siblings = (0, node_fs_1.readdirSync)(parent, { withFileTypes: true })
            .filter((d) => d.isDirectory() || (d.isSymbolicLink() && isDir((0, node_path_1.join)(parent, d.name))))
            .map((d) => d.name);
    }
    catch {
        return ""; // the parent is missing too: nothing near to name
    }
    return (0, issues_js_1.hint)((0, node_path_1.basename)(dir), siblings);
}
const isFile = (p) => (0, node_fs_1.existsSync)(p) && (0, node_fs_1.statSync)(p).isFile();
/** A dataset member, as Harbor's Task.is_valid_dir: task.toml and environment/. */
function looksLikeTask(dir) {
    return isFile((0, node_path_1.join)(dir, "task.toml")) && isDir((0, node_path_1.join)(dir, "environment"));
}
/**
 * Reads a task folder for a run: the model, then a refusal of what this version does not run yet.
 * Throws TaskLayoutError for missing parts, UserError for a bad or not yet supported task.toml.
 */
function loadTask(dir, opts = {}) {
    const { task, text, file } = readTaskFolder(dir, opts);
    const refused = unsupportedFeature(task, text, file);
    if (refused)
        throw refused;
    return task;
}
/** The task folder as the model, every Harbor feature included, whether or not a runtime runs it. */
function readTask(dir) {
    return readTaskFolder(dir).task;
}
function readTaskFolder(dir, opts = {}) {
    if (!isDir(dir))
        throw new TaskLayoutError(`task folder ${dir} does not exist${nearFolder(dir)}`);
    if (!isFile((0, node_path_1.join)(dir, "task.toml")))
        throw new TaskLayoutError(`task ${dir} has no task.toml`);
    if (!isDir((0, node_path_1.join)(dir, "environment")))
        throw new TaskLayoutError(`task ${dir} has no environment/`);
    const file = (0, node_path_1.join)(dir, "task.toml");
    const text = (0, node_fs_1.readFileSync)(file, "utf8");
    const config = parseTaskToml(text, file, opts.hostEnv ?? process.env, opts.listed ?? []);
    const missing = missingPart(dir, config);
    if (missing)
        throw new TaskLayoutError(`task ${dir} has no ${missing}`);
    const instruction = (f) => stripCanary((0, node_fs_1.readFileSync)((0, node_path_1.join)(dir, f), "utf8"));
    const task = {
        name: config.name ?? (0, node_path_1.basename)(dir),
        dir,
        config,
        // A multi-step task's instructions are its steps'; Harbor reads no top-level one.
        instruction: config.steps.length ? "" : instruction("instruction.md"),
        hasSolution: isFile((0, node_path_1.join)(dir, "solution", "solve.sh")),
        hasCompose: ["docker-compose.yaml", "docker-compose.yml"].some((f) => isFile((0, node_path_1.join)(dir, "environment", f))),
        hasTests: isDir((0, node_path_1.join)(dir, "tests")),
        steps: config.steps.map((s) => ({
            name: s.name,
            instruction: instruction((0, node_path_1.join)("steps", s.name, "instruction.md")),
            hasSolution: isFile((0, node_path_1.join)(dir, "steps", s.name, "solution", "solve.sh")),
            hasTests: isDir((0, node_path_1.join)(dir, "steps", s.name, "tests")),
            hasWorkdir: isDir((0, node_path_1.join)(dir, "steps", s.name, "workdir")),
        })),
    };
    return { task, text, file };
}
/**
 * The first file Harbor requires that the folder lacks (Task's validity check): a single-step task
 * needs instruction.md and, unless its verifier is separate, tests/test.sh; a multi-step task needs
 * each step's instruction.md and, for a step verified in the agent's environment, its own
 * tests/test.sh or the task's.
 */
function missingPart(dir, config) {
    const has = (f) => isFile((0, node_path_1.join)(dir, f));
    if (!config.steps.length) {
        if (!has("instruction.md"))
            return "instruction.md";
        return (0, verifier_mode_js_1.taskVerifierMode)(config.verifier) === "shared" && !has("tests/test.sh") ? "tests/test.sh" : null;
    }
    for (const step of config.steps) {
        const own = `steps/${step.name}`;
        if (!has(`${own}/instruction.md`))
            return `${own}/instruction.md`;
        const shared = (0, verifier_mode_js_1.stepVerifierMode)(config.verifier, step.verifier) === "shared";
        if (shared && !has(`${own}/tests/test.sh`) && !has("tests/test.sh"))
            return `${own}/tests/test.sh (nor tests/test.sh)`;
    }
    return null;
}
/** Where task.toml asks for a separate verifier first: the task's mode or table, else a step's; null: none. */
function separateAt(config) {
    const v = config.verifier;
    if (!config.steps.length) {
        if ((0, verifier_mode_js_1.taskVerifierMode)(v) === "shared")
            return null;
        return v.environment_mode === "separate"
            ? { path: ["verifier", "environment_mode"], field: "[verifier] environment_mode" }
            : { path: ["verifier", "environment"], field: "[verifier.environment]" };
    }
    const i = config.steps.findIndex((s) => (0, verifier_mode_js_1.stepVerifierMode)(v, s.verifier) === "separate");
    return i < 0 ? null : { path: ["steps", i, "name"], field: `steps[${i}].verifier` };
}
/** A task.toml's line and field as `file:line`, for a refusal. */
function locator(text, file) {
    return (path) => {
        const line = tomlLine(text, path);
        return line ? `${file}:${line}` : file;
    };
}
/**
 * What this version parses but does not run yet, or cannot build, as the one line naming task.toml's
 * line and field; null when the task runs. Refused up front: running it would verify wrongly, silently.
 */
function unsupportedFeature(task, text, file) {
    return unsupportedSeparate(task, locator(text, file));
}
/** Of a separate verifier: an image with nothing to build it from, or artifacts it cannot copy as asked. */
function unsupportedSeparate(task, at) {
    const where = separateAt(task.config);
    if (!where)
        return null;
    for (const separate of (0, verifier_mode_js_1.separateVerifiers)(task)) {
        if (separate.config.docker_image || isFile((0, node_path_1.join)(task.dir, separate.context, "Dockerfile")))
            continue;
        return new errors_js_1.UserError(`a separate verifier's image is built from ${separate.context}/Dockerfile, which is missing, and no docker_image is set`, at(where.path), where.field);
    }
    const lists = [
        [["artifacts"], task.config.artifacts],
        ...task.config.steps.map((s, i) => [
            ["steps", i, "artifacts"],
            s.artifacts,
        ]),
    ];
    for (const [path, list] of lists)
        for (const [k, a] of list.entries()) {
            const key = a.exclude.length ? "exclude" : a.service ? "service" : null;
            if (key)
                return new errors_js_1.UserError(`an artifact's ${key} is not run yet by this version (its separate verifier would get other files)`, at([...path, k, key]), `${fieldName(path)}[${k}].${key}`);
        }
    return null;
}
/**
 * A task the runtime cannot verify as asked: a separate verifier needs an environment of its own,
 * which only the docker runtime makes. One line naming task.toml's line and field.
 */
function separateVerifierRefusal(task, runtime) {
    const where = runtime === "docker" ? null : separateAt(task.config);
    if (!where)
        return null;
    const file = (0, node_path_1.join)(task.dir, "task.toml");
    return new errors_js_1.UserError(`a separate verifier environment needs the docker runtime (this scenario's runtime is ${runtime})`, locator((0, node_fs_1.readFileSync)(file, "utf8"), file)(where.path), where.field);
}
/** Task folder names in selection order: include globs, exclude globs, then the first n_tasks. */
function selectTaskNames(names, filter) {
    const include = filter.task_names?.length ? (0, picomatch_1.default)([...filter.task_names]) : () => true;
    const exclude = filter.exclude_task_names?.length ? (0, picomatch_1.default)([...filter.exclude_task_names]) : () => false;
    const kept = names.filter((n) => include(n) && !exclude(n));
    return filter.n_tasks === undefined ? kept : kept.slice(0, filter.n_tasks);
}
/** The folder and the files loadTask reads stay inside root once every link is resolved (a missing one is loadTask's to report). */
const taskWithin = (root, task) => ["", "task.toml", "instruction.md", "tests", "tests/test.sh", "steps"].every((f) => !(0, node_fs_1.existsSync)((0, node_path_1.join)(task, f)) || (0, paths_js_1.realWithin)(root, (0, node_path_1.join)(task, f)));
/**
 * Direct subfolders of `dir` that are tasks, sorted by name, then filtered. With `root`, a task
 * reached through a link out of root is none: a scan of a project lists nothing outside it.
 */
function discoverDataset(dir, filter = {}, root, load = loadTask) {
    const available = datasetTaskNames(dir, root);
    return { available, tasks: selectTaskNames(available, filter).map((name) => load((0, node_path_1.join)(dir, name))) };
}
/** The task folders of a dataset, sorted by name, none read: listing a dataset refuses no task. */
function datasetTaskNames(dir, root) {
    if (!isDir(dir))
        throw new TaskLayoutError(`dataset folder ${dir} does not exist${nearFolder(dir)}`);
    return (0, node_fs_1.readdirSync)(dir)
        .filter((name) => looksLikeTask((0, node_path_1.join)(dir, name)) && (root === undefined || taskWithin(root, (0, node_path_1.join)(dir, name))))
        .sort();
}


/***/ }),

/***/ 15008:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.modeConflict = modeConflict;
exports.taskVerifierMode = taskVerifierMode;
exports.stepVerifierMode = stepVerifierMode;
exports.verifierPlan = verifierPlan;
exports.separateVerifiers = separateVerifiers;
/** Harbor refuses `shared` next to an environment table: that table only means a separate verifier. */
function modeConflict(v) {
    return v.environment_mode === "shared" && v.environment
        ? 'environment_mode = "shared" cannot have a verifier environment table (that table is for a separate verifier)'
        : null;
}
/** A task's mode: the explicit one, else separate when it has `[verifier.environment]`, else shared. */
function taskVerifierMode(task) {
    return task.environment_mode ?? (task.environment ? "separate" : "shared");
}
/** A step's mode: its explicit one, else separate when it has its own environment table, else the task's. */
function stepVerifierMode(task, step) {
    if (step.environment_mode)
        return step.environment_mode;
    if (step.environment)
        return "separate";
    return taskVerifierMode(task);
}
/**
 * The verifier of the task (`step` null) or of its step at that index. A separate verifier's config is
 * the step's table, else the task's, else a copy of `[environment]`; its context is the step's tests/,
 * else the task's tests/, else the task's environment/.
 */
function verifierPlan(task, step) {
    const top = task.config.verifier;
    const own = step === null ? null : task.config.steps[step].verifier;
    const mode = own ? stepVerifierMode(top, own) : taskVerifierMode(top);
    if (mode === "shared")
        return { mode, separate: null };
    const [config, from] = own?.environment
        ? [own.environment, "step"]
        : top.environment
            ? [top.environment, "task"]
            : [structuredClone(task.config.environment), "environment"];
    const name = step === null ? null : task.config.steps[step].name;
    const context = name !== null && task.steps[step]?.hasTests
        ? `steps/${name}/tests`
        : task.hasTests
            ? "tests"
            : "environment";
    return { mode, separate: { config, from, context } };
}
/** Every separate verifier a task has (its own, its steps'), once per config and context. */
function separateVerifiers(task) {
    const plans = task.config.steps.length
        ? task.config.steps.map((_, i) => verifierPlan(task, i))
        : [verifierPlan(task, null)];
    const byKey = new Map();
    for (const p of plans)
        if (p.separate)
            byKey.set(JSON.stringify(p.separate), p.separate);
    return [...byKey.values()];
}


/***/ })

};
