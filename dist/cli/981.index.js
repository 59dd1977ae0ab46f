export const id = 981;
export const ids = [981];
export const modules = {

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

/***/ 28929:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MAX_LATENCY_MS = void 0;
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
const events_js_1 = __webpack_require__(98408);
const num = zod_1.z.number().refine(Number.isFinite, "expected a finite number");
const optNum = num.nullable().optional();
/** Past this a latency (31 years) is no measurement, and the histograms could not hold it. */
exports.MAX_LATENCY_MS = (0, limits_js_1.limit)("latencyMs");
/** Times are epoch ms: within this of 1970 (year ±33,000), so a difference of two is a finite number. */
const MAX_TIME_MS = (0, limits_js_1.limit)("timeMs");
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

/***/ 98408:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MAX_ERROR_CHARS = exports.ERROR_BUCKETS = exports.SPAN_KINDS = exports.PHASES = void 0;
exports.capError = capError;
/**
 * The run's source of truth: every line of `events.jsonl` is one RunEvent.
 * Times are epoch milliseconds (fractional) so reports rebuild offline from the file alone.
 */
/** Named phases of a session, timed into `{start, end}` blocks as in a Harbor trial. */
exports.PHASES = ["env_setup", "agent_setup", "agent_exec", "verify", "teardown"];
/** Span kinds an agent (or the LLM gateway) reports. */
exports.SPAN_KINDS = ["llm", "tool", "storage", "network"];
/**
 * Error buckets: every failed or errored session lands in exactly one.
 * `unclassified` exists only so a bug shows up in the report; it must stay at 0.
 */
exports.ERROR_BUCKETS = [
    // the task was attempted and the verifier said no
    "task_failed",
    // agent side
    "agent_exit",
    "agent_timeout",
    "agent_setup_failed",
    "agent_oom",
    // verifier side
    "verifier_timeout",
    "verifier_failed",
    "reward_missing",
    "reward_unparsable",
    // environment side
    "env_build",
    "env_start",
    "image_missing",
    "container_gone",
    // HTTP agent services
    "http_4xx",
    "http_5xx",
    "timeout",
    "connect_refused",
    "connection_reset",
    // the agent service broke HTTP/1.1 framing (bad or conflicting Content-Length, bad chunk, huge head)
    "protocol_error",
    "stream_parse",
    "business_failed",
    // LLM calls seen by the gateway or the agent
    "llm_rate_limited",
    "llm_server_error",
    // an LLM API error an agent reported in its own trace (other than a rate limit)
    "llm_api_error",
    // a replayed session sent a request its recorded conversation does not hold
    "replay_mismatch",
    // the run was stopped before this session ended
    "interrupted",
    "unclassified",
];
/** A session's error is a one-line reason: an agent that prints megabytes keeps its first 2,000 characters. */
exports.MAX_ERROR_CHARS = 2000;
function capError(error) {
    return error !== null && error.length > exports.MAX_ERROR_CHARS ? `${error.slice(0, exports.MAX_ERROR_CHARS - 1)}…` : error;
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


/***/ })

};
