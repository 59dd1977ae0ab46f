export const id = 764;
export const ids = [764];
export const modules = {

/***/ 51764:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.cassetteCommand = cassetteCommand;
exports.listLines = listLines;
exports.pruneLines = pruneLines;
exports.diffLines = diffLines;
/**
 * `agent-loadtest cassette list|prune|diff`: look after recorded LLM conversations (see
 * docs/record-replay.md). A cassette is data: every file is read bounded and validated; only regular
 * files inside the folder are opened (no link followed, no FIFO waited on); nothing in one decides
 * what is deleted beyond its own folder.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
const cassette_js_1 = __webpack_require__(35310);
const common_js_1 = __webpack_require__(60577);
const flag_tables_js_1 = __webpack_require__(19214);
const USAGE = "usage: cassette list <dir> | cassette prune <dir> [--keep N] [--dry-run] | cassette diff <dir> <dir>";
async function cassetteCommand(argv) {
    const { values, positionals } = (0, common_js_1.parseFlags)("cassette", argv, flag_tables_js_1.cassetteFlags);
    const [action, ...dirs] = positionals;
    if (action === "list" && dirs.length === 1)
        return print(listLines((0, node_path_1.resolve)(dirs[0])));
    if (action === "diff" && dirs.length === 2)
        return print(diffLines((0, node_path_1.resolve)(dirs[0]), (0, node_path_1.resolve)(dirs[1])));
    if (action === "prune" && dirs.length === 1) {
        const keep = values.keep === undefined ? 10 : Number(values.keep);
        if (!Number.isInteger(keep) || keep < 0)
            throw new errors_js_1.UserError("expected a whole number ≥ 0", undefined, "--keep");
        return print(pruneLines((0, node_path_1.resolve)(dirs[0]), keep, values["dry-run"] === true));
    }
    throw new errors_js_1.UserError(USAGE, undefined, "agent-loadtest cassette");
}
function print(lines) {
    for (const l of lines)
        console.log(l);
    return 0;
}
/** Every conversation of the folder, validated: only regular files inside it are opened (cassette.ts). */
function entries(dir) {
    return (0, cassette_js_1.listConversations)(dir).map(({ task, file }) => {
        const conv = (0, cassette_js_1.readConversation)(file);
        return { task, file, bytes: (0, cassette_js_1.conversationBytes)(file), conv };
    });
}
const toolCalls = (c) => c.tool_ids.filter((id) => !/^fc_/.test(id)).length;
const lastAt = (c) => c.chunks.at(-1)?.at ?? c.head_at;
/** One line per task: conversations, calls, tool calls, bytes; then the total. */
function listLines(dir) {
    const byTask = new Map();
    for (const e of entries(dir))
        byTask.set(e.task, [...(byTask.get(e.task) ?? []), e]);
    const lines = [];
    let bytes = 0;
    for (const [task, list] of byTask) {
        const calls = list.flatMap((e) => e.conv.calls);
        const size = list.reduce((s, e) => s + e.bytes, 0);
        bytes += size;
        const cut = list.filter((e) => e.conv.truncated).length;
        lines.push(`${task}: ${list.length} conversation(s), ${calls.length} call(s), ${calls.reduce((s, c) => s + toolCalls(c), 0)} tool call(s), ${size} bytes${cut ? `, ${cut} truncated` : ""}`);
    }
    lines.push(`${byTask.size} task(s), ${bytes} bytes in ${dir}`);
    return lines;
}
/** Keeps the newest `keep` conversations of each task (by recording time), removes the rest. */
function pruneLines(dir, keep, dryRun) {
    const byTask = new Map();
    for (const e of entries(dir))
        byTask.set(e.task, [...(byTask.get(e.task) ?? []), e]);
    const lines = [];
    let freed = 0;
    for (const list of byTask.values()) {
        const old = [...list].sort((a, b) => b.conv.recorded_at.localeCompare(a.conv.recorded_at)).slice(keep);
        for (const e of old) {
            if (!dryRun)
                (0, node_fs_1.rmSync)(e.file);
            freed += e.bytes;
            lines.push(`${dryRun ? "would remove" : "removed"} ${e.task}/${e.conv.session} (${e.bytes} bytes)`);
        }
    }
    lines.push(`${dryRun ? "would free" : "freed"} ${freed} bytes`);
    return lines;
}
/**
 * Conversation by conversation (each task's in order), where two cassettes part: calls added or
 * missing, the first request field that differs, another status, another number of tool calls, and
 * how the last byte's time moved.
 */
function diffLines(a, b) {
    const left = groupByTask(entries(a));
    const right = groupByTask(entries(b));
    const lines = [];
    for (const task of [...new Set([...left.keys(), ...right.keys()])].sort()) {
        const l = left.get(task) ?? [];
        const r = right.get(task) ?? [];
        if (l.length !== r.length)
            lines.push(`${task}: ${l.length} conversation(s) → ${r.length}`);
        for (let i = 0; i < Math.min(l.length, r.length); i++)
            lines.push(...diffConversation(task, l[i], r[i]));
    }
    return lines.length > 0 ? lines : ["no differences"];
}
function groupByTask(list) {
    const out = new Map();
    for (const e of list)
        out.set(e.task, [...(out.get(e.task) ?? []), e.conv]);
    return out;
}
function diffConversation(task, l, r) {
    const at = `${task}/${l.session} ↔ ${r.session}`;
    const lines = [];
    if (l.calls.length !== r.calls.length)
        lines.push(`${at}: ${l.calls.length} call(s) → ${r.calls.length}`);
    for (let i = 0; i < Math.min(l.calls.length, r.calls.length); i++) {
        const x = l.calls[i];
        const y = r.calls[i];
        const field = (0, cassette_js_1.firstDifference)(x, { api: y.api, request: y.request, hash: y.hash });
        if (field)
            lines.push(`${at} call ${i + 1}: request differs at ${field}`);
        if (x.status !== y.status)
            lines.push(`${at} call ${i + 1}: status ${x.status} → ${y.status}`);
        if (toolCalls(x) !== toolCalls(y))
            lines.push(`${at} call ${i + 1}: ${toolCalls(x)} tool call(s) → ${toolCalls(y)}`);
        const dt = lastAt(y) - lastAt(x);
        if (Math.abs(dt) > Math.max(10, 0.1 * lastAt(x)))
            lines.push(`${at} call ${i + 1}: last byte at ${lastAt(x).toFixed(0)} ms → ${lastAt(y).toFixed(0)} ms`);
    }
    return lines;
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

/***/ 35310:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.conversationBytes = exports.REPLAYED_HEADERS = exports.REPLAY_MISMATCH_HEADER = exports.CASSETTE_VERSION = void 0;
exports.taskOfSession = taskOfSession;
exports.normaliseCall = normaliseCall;
exports.firstDifference = firstDifference;
exports.chunkOf = chunkOf;
exports.chunkBytes = chunkBytes;
exports.toolIdsIn = toolIdsIn;
exports.conversationPath = conversationPath;
exports.writeConversation = writeConversation;
exports.jsonDepth = jsonDepth;
exports.readConversation = readConversation;
exports.listConversations = listConversations;
exports.readCassette = readCassette;
/**
 * LLM cassettes: the conversations the gateway records against a real endpoint and the mock replays.
 * A cassette is a folder, one subfolder per task, one JSON file per recorded session (conversation).
 * A call holds its request normalised as the mock parses it (model, stream, messages, tools — never
 * headers, keys or the query), the hash the replay matches on, and the response exactly as it
 * arrived: status, a few safe headers, the body chunks with their arrival offsets.
 *
 * A cassette is data from a file: read with bounds, validated with zod, never executed.
 */
const node_crypto_1 = __webpack_require__(77598);
const node_fs_1 = __webpack_require__(73024);
const zod_1 = __webpack_require__(50924);
const errors_js_1 = __webpack_require__(83916);
const limits_js_1 = __webpack_require__(30351);
const table_js_1 = __webpack_require__(17579);
const paths_js_1 = __webpack_require__(8431);
exports.CASSETTE_VERSION = 1;
/** The header a replaying mock sets (`mismatch`) on its answer to a request it could not match. */
exports.REPLAY_MISMATCH_HEADER = "x-agent-loadtest-replay";
/** Response headers a replay may serve: what a client reads, nothing that identifies the caller. */
exports.REPLAYED_HEADERS = [
    "content-type",
    "content-length",
    "retry-after",
    "cache-control",
    "x-ratelimit-remaining-requests",
];
/** A tool-call id as providers write them; anything else is refused, so a rewrite stays byte-safe. */
const ToolId = zod_1.z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/);
const NormalRequestSchema = zod_1.z.strictObject({
    model: zod_1.z.string(),
    stream: zod_1.z.boolean(),
    messages: zod_1.z.array(zod_1.z.strictObject({ role: zod_1.z.enum(["system", "user", "assistant", "tool"]), text: zod_1.z.string() })),
    tools: zod_1.z.array(zod_1.z.strictObject({ name: zod_1.z.string(), parameters: zod_1.z.unknown() })),
});
const ChunkSchema = zod_1.z
    .strictObject({
    at: zod_1.z.number().min(0).max((0, limits_js_1.limit)("latencyMs")),
    /** UTF-8 text when the chunk is whole UTF-8, else base64. */
    text: zod_1.z.string().optional(),
    b64: zod_1.z.string().optional(),
})
    .refine((c) => (c.text === undefined) !== (c.b64 === undefined), "a chunk holds text or b64");
/**
 * A header value Node will write (RFC 9110 field-value: visible characters, obs-text, space and tab):
 * no CR, LF or NUL, so a planted value cannot split the response or make replay throw.
 */
const HeaderValue = zod_1.z
    .string()
    .max(200)
    .regex(/^[\t\x20-\x7e\x80-\xff]*$/, "a header value holds only visible characters, space and tab");
const HeadersSchema = zod_1.z
    .partialRecord(zod_1.z.enum(exports.REPLAYED_HEADERS), HeaderValue)
    .refine((h) => h["content-length"] === undefined || /^\d{1,15}$/.test(h["content-length"]), {
    message: "content-length is a whole number",
    path: ["content-length"],
});
const CallSchema = zod_1.z
    .strictObject({
    api: zod_1.z.string().refine(table_js_1.isDialect, "not an LLM wire dialect"),
    path: zod_1.z.string().max(2000),
    /** Null when the request did not parse: its hash is then over the raw body. */
    request: NormalRequestSchema.nullable(),
    hash: zod_1.z.string().regex(/^[0-9a-f]{16}$/),
    /**
     * 0: the upstream could not be reached or reset before answering; else the final HTTP status (a
     * 1xx is informational, never an answer: replayed, it would leave the client waiting for one).
     */
    status: zod_1.z
        .int()
        .refine((s) => s === 0 || (s >= 200 && s <= 599), "a status is 0 (no answer) or from 200 to 599"),
    headers: HeadersSchema,
    head_at: zod_1.z.number().min(0).max((0, limits_js_1.limit)("latencyMs")),
    chunks: zod_1.z.array(ChunkSchema),
    /** The connection died after the last chunk (a disconnect mid-response). */
    cut: zod_1.z.boolean(),
    tool_ids: zod_1.z.array(ToolId),
    usage: zod_1.z.strictObject({ tokens_in: zod_1.z.number().nullable(), tokens_out: zod_1.z.number().nullable() }).nullable(),
})
    // A length the body does not have would leave the replayed client waiting for bytes that never come.
    .refine((c) => c.cut ||
    c.headers["content-length"] === undefined ||
    Number(c.headers["content-length"]) === bodyBytes(c), {
    message: "content-length is not the length of the recorded body",
    path: ["headers", "content-length"],
});
const ConversationSchema = zod_1.z.strictObject({
    version: zod_1.z.literal(exports.CASSETTE_VERSION),
    task: zod_1.z.string().regex(paths_js_1.SAFE_NAME),
    session: zod_1.z.string().regex(paths_js_1.SAFE_NAME),
    recorded_at: zod_1.z.string().max(64),
    /** Calls past the size limit were not stored. */
    truncated: zod_1.z.boolean(),
    calls: zod_1.z.array(CallSchema),
});
/**
 * The task a session id names (`0007-hello-file` → `hello-file`), for sessions no runner announced;
 * `session` when what is left is no safe name (it becomes a folder).
 */
function taskOfSession(session) {
    const task = session.replace(/^\d+-/, "");
    return paths_js_1.SAFE_NAME.test(task) ? task : "session";
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
const DATE_TIME = /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b|\b\d{2}:\d{2}:\d{2}\b/g;
const toolResult = (text) => text.replace(WITH_DIGIT, "#").replace(LABELLED_ID, "$1#");
const sha16 = (text) => (0, node_crypto_1.createHash)("sha256").update(text).digest("hex").slice(0, 16);
/**
 * A model request (path without the session prefix, query, body) normalised, secrets masked by
 * `redact`; null when the path is no model route (the call is not recorded, nor replayed).
 */
function normaliseCall(path, query, body, redact) {
    const route = (0, table_js_1.routeOf)(path, new URLSearchParams(query));
    if (!route || "error" in route)
        return null;
    let parsed;
    try {
        parsed = JSON.parse(body);
    }
    catch {
        parsed = undefined;
    }
    const chat = parsed === undefined ? null : (0, table_js_1.dialectNamed)(route.api).parse(parsed, "", route);
    if (!chat || "error" in chat)
        return { api: route.api, request: null, hash: sha16(`raw\0${redact(body)}`) };
    const request = {
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
function redactJson(value, redact) {
    const text = JSON.stringify(value ?? {});
    const masked = redact(text);
    return masked === text ? (value ?? {}) : JSON.parse(masked);
}
/** The first field where a request differs from the recorded one, e.g. `messages[2].text`; null when equal. */
function firstDifference(recorded, got) {
    if (recorded.api !== got.api)
        return "api";
    const a = recorded.request;
    const b = got.request;
    if (!a || !b)
        return a === b && recorded.hash === got.hash ? null : "body";
    if (a.model !== b.model)
        return "model";
    if (a.stream !== b.stream)
        return "stream";
    const n = Math.min(a.messages.length, b.messages.length);
    for (let i = 0; i < n; i++) {
        if (a.messages[i].role !== b.messages[i].role)
            return `messages[${i}].role`;
        if (a.messages[i].text !== b.messages[i].text)
            return `messages[${i}].text`;
    }
    if (a.messages.length !== b.messages.length)
        return `messages[${n}]`;
    const m = Math.min(a.tools.length, b.tools.length);
    for (let i = 0; i < m; i++) {
        if (a.tools[i].name !== b.tools[i].name)
            return `tools[${i}].name`;
        if (JSON.stringify(a.tools[i].parameters) !== JSON.stringify(b.tools[i].parameters))
            return `tools[${i}].parameters`;
    }
    if (a.tools.length !== b.tools.length)
        return `tools[${m}]`;
    return recorded.hash === got.hash ? null : "hash";
}
/** A response chunk for the file: text when it is whole UTF-8 (readable in a diff), else base64. */
function chunkOf(at, data) {
    const text = data.toString("utf8");
    return Buffer.from(text, "utf8").equals(data) ? { at, text } : { at, b64: data.toString("base64") };
}
function chunkBytes(c) {
    return c.text !== undefined ? Buffer.from(c.text, "utf8") : Buffer.from(c.b64 ?? "", "base64");
}
function bodyBytes(call) {
    return call.chunks.reduce((n, c) => n + chunkBytes(c).length, 0);
}
/**
 * Tool-call ids in a response body (SSE events or one JSON document): `call_id`s, and the `id` of
 * an object that names a tool (`name`, `function`) or is a tool call by `type`.
 */
function toolIdsIn(body) {
    const ids = new Set();
    const walk = (v) => {
        if (Array.isArray(v)) {
            for (const item of v)
                walk(item);
            return;
        }
        if (v === null || typeof v !== "object")
            return;
        const o = v;
        if (typeof o.call_id === "string")
            ids.add(o.call_id);
        const toolish = "name" in o || "function" in o || /tool|function|call/.test(String(o.type ?? ""));
        if (typeof o.id === "string" && toolish)
            ids.add(o.id);
        for (const child of Object.values(o))
            walk(child);
    };
    const docs = body.includes("data:")
        ? body.split(/\r?\n/).flatMap((l) => (l.startsWith("data:") ? [l.slice(5).trim()] : []))
        : [body];
    for (const doc of docs) {
        try {
            walk(JSON.parse(doc));
        }
        catch {
            // a cut-off or [DONE] event carries no id we could rewrite
        }
    }
    return [...ids].filter((id) => ToolId.safeParse(id).success);
}
/**
 * Where a conversation is stored: `<dir>/<task>/<file>.json`. Both names become paths: each is held
 * to the safe-name rule and the result proven inside the cassette folder.
 */
function conversationPath(dir, task, file) {
    const folder = (0, paths_js_1.pathInside)(dir, (0, paths_js_1.checkName)(task, dir, "task"), "task");
    return (0, paths_js_1.pathInside)(folder, `${(0, paths_js_1.checkName)(file, dir, "session")}.json`, "session");
}
/**
 * Writes a conversation whole (a temporary file renamed over), so a reader never sees half of one.
 * A task folder that is a link leading out of the cassette is refused; the temporary file is
 * created new (`wx`), so no planted link is written through, and the rename replaces a link at the
 * final name rather than following it.
 */
function writeConversation(dir, file, conv) {
    const path = conversationPath(dir, conv.task, file);
    const folder = (0, paths_js_1.pathInside)(dir, conv.task, "task");
    (0, node_fs_1.mkdirSync)(folder, { recursive: true });
    if (!(0, paths_js_1.realWithin)(dir, folder))
        throw new errors_js_1.UserError("the task folder leads out of the cassette folder", folder, "task");
    const tmp = `${path}.tmp-${process.pid}`;
    // A leftover of a killed writer (or a planted link) goes first: the new one is created, never followed.
    (0, node_fs_1.rmSync)(tmp, { force: true });
    (0, node_fs_1.writeFileSync)(tmp, `${JSON.stringify(conv)}\n`, { flag: "wx" });
    (0, node_fs_1.renameSync)(tmp, path);
    return path;
}
/**
 * A conversation file's bytes: a regular file only (a link is not followed, a FIFO or device is
 * refused without blocking on it), at most `max` bytes.
 */
function readRegularFile(path, max) {
    let fd;
    try {
        fd = (0, node_fs_1.openSync)(path, node_fs_1.constants.O_RDONLY | node_fs_1.constants.O_NOFOLLOW | node_fs_1.constants.O_NONBLOCK);
    }
    catch (e) {
        const why = e.code === "ELOOP" ? "it is a link" : e.message;
        throw new errors_js_1.UserError(`cannot read the recorded conversation: ${why}`, path);
    }
    try {
        const st = (0, node_fs_1.fstatSync)(fd);
        if (!st.isFile())
            throw new errors_js_1.UserError("a recorded conversation is a regular file", path);
        if (st.size > max)
            throw new errors_js_1.UserError(`a recorded conversation is over ${max} bytes (see Limits)`, path);
        const buf = Buffer.alloc(st.size);
        let got = 0;
        while (got < buf.length) {
            const n = (0, node_fs_1.readSync)(fd, buf, got, buf.length - got, got);
            if (n === 0)
                break;
            got += n;
        }
        return buf.subarray(0, got);
    }
    finally {
        (0, node_fs_1.closeSync)(fd);
    }
}
/**
 * How deep arrays and objects nest in a JSON text (strings skipped), counted before it is parsed:
 * a planted document nested past the limit would exhaust the stack of whatever walks it later.
 */
function jsonDepth(text) {
    let depth = 0;
    let deepest = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (inString) {
            if (c === 0x5c)
                i++;
            else if (c === 0x22)
                inString = false;
        }
        else if (c === 0x22)
            inString = true;
        else if (c === 0x5b || c === 0x7b)
            deepest = Math.max(deepest, ++depth);
        else if (c === 0x5d || c === 0x7d)
            depth--;
    }
    return deepest;
}
/** One conversation file, bounded and validated; a UserError naming the file and field otherwise. */
function readConversation(path) {
    const text = readRegularFile(path, (0, limits_js_1.limit)("cassetteConversationBytes")).toString("utf8");
    if (jsonDepth(text) > (0, limits_js_1.limit)("cassetteJsonDepth"))
        throw new errors_js_1.UserError(`nested deeper than ${(0, limits_js_1.limit)("cassetteJsonDepth")} levels (see Limits)`, path);
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        throw new errors_js_1.UserError("not a JSON cassette conversation", path);
    }
    const parsed = ConversationSchema.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new errors_js_1.UserError(issue.message, path, issue.path.join(".") || undefined);
    }
    return parsed.data;
}
/**
 * The entries of a folder that pass `keep` (by their own type: links are not followed), in name
 * order; more than `max` kept is a UserError. Read entry by entry, so a huge folder is not held whole.
 */
function entriesOf(dir, keep, max, field) {
    const names = [];
    let handle;
    try {
        handle = (0, node_fs_1.opendirSync)(dir);
    }
    catch (e) {
        throw new errors_js_1.UserError(`cannot read the cassette folder: ${e.message}`, dir, field);
    }
    try {
        for (let d = handle.readSync(); d !== null; d = handle.readSync()) {
            if (!keep(d))
                continue;
            names.push(d.name);
            if (names.length > max) {
                const most = (0, limits_js_1.limit)("cassetteConversations");
                throw new errors_js_1.UserError(`more than ${most} conversations (see Limits)`, dir, field);
            }
        }
    }
    finally {
        handle.closeSync();
    }
    return names.sort();
}
const isConversationFile = (d) => d.isFile() && d.name.endsWith(".json") && paths_js_1.SAFE_NAME.test(d.name);
/**
 * The conversation files of a cassette, task by task, in name order; bounded in count. Only task
 * folders and regular `*.json` files with safe names count: a link (to a folder or a file), a FIFO
 * or a device is passed over, so nothing outside the cassette is read and nothing blocks.
 */
function listConversations(dir, field = "cassette") {
    const max = (0, limits_js_1.limit)("cassetteConversations");
    const tasks = entriesOf(dir, (d) => d.isDirectory() && paths_js_1.SAFE_NAME.test(d.name), max, field);
    const out = [];
    for (const task of tasks) {
        const folder = (0, paths_js_1.pathInside)(dir, task, field);
        for (const f of entriesOf(folder, isConversationFile, max - out.length, field)) {
            out.push({ task, file: (0, paths_js_1.pathInside)(folder, f, field) });
        }
    }
    return out;
}
/** The size of a conversation file listConversations returned (its own, not a link's target). */
const conversationBytes = (file) => (0, node_fs_1.lstatSync)(file).size;
exports.conversationBytes = conversationBytes;
/** Every conversation of a cassette by task, each task's in file-name order. */
function readCassette(dir, field = "cassette") {
    const byTask = new Map();
    for (const { task, file } of listConversations(dir, field)) {
        const conv = readConversation(file);
        const list = byTask.get(task) ?? [];
        list.push(conv);
        byTask.set(task, list);
    }
    return byTask;
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
