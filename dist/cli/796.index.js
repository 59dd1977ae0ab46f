export const id = 796;
export const ids = [796];
export const modules = {

/***/ 57403:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.findTool = findTool;
exports.writeCommand = writeCommand;
exports.actionCalls = actionCalls;
/**
 * Portable scripted actions: a script says `shell: "<command>"` or `write: { path, content }`, and
 * the mock turns it into a call of whichever shell or file-writing tool the request offers, found
 * by the tool's name and its parameter schema. So one script drives agents whose tools are called
 * Bash, exec_command, shell, run_shell_command or bash, and Write, write_file or write.
 * Pure: tools in, tool calls (name and arguments) out.
 */
const wire_js_1 = __webpack_require__(26018);
const schema_args_js_1 = __webpack_require__(96363);
/** What makes a tool a shell or a file writer: a name pattern, the parameters that carry the action, known names first. */
const KINDS = {
    shell: {
        name: /bash|shell|exec|command|terminal/i,
        known: ["Bash", "bash", "run_shell_command", "shell_command", "exec_command", "shell"],
        params: { command: ["command", "cmd"] },
    },
    write: {
        name: /write|create/i,
        known: ["Write", "write", "write_file", "create_file"],
        params: {
            path: ["file_path", "filePath", "path", "absolute_path", "filename"],
            content: ["content", "contents", "file_text", "text"],
        },
    },
};
/** The request's tool of this kind, or null: known names in table order first, then any that fits. */
function findTool(kind, tools) {
    const spec = KINDS[kind];
    const rank = (t) => {
        const i = spec.known.indexOf(t.name);
        return i < 0 ? spec.known.length : i;
    };
    const candidates = tools.filter((t) => spec.name.test(t.name)).sort((a, b) => rank(a) - rank(b));
    for (const tool of candidates) {
        const props = (0, wire_js_1.isObj)(tool.parameters) && (0, wire_js_1.isObj)(tool.parameters.properties) ? tool.parameters.properties : {};
        const slots = {};
        for (const [role, names] of Object.entries(spec.params)) {
            const hit = names.find((n) => n in props);
            if (hit)
                slots[role] = hit;
        }
        if (Object.keys(slots).length === Object.keys(spec.params).length)
            return { tool, props, slots };
    }
    return null;
}
/** A command for a parameter that is a string, or an argv array (Codex's `shell`: `["bash", "-lc", cmd]`). */
function commandValue(schema, command) {
    const type = (0, wire_js_1.isObj)(schema) ? schema.type : undefined;
    const isArray = type === "array" || (Array.isArray(type) && type.includes("array") && !type.includes("string"));
    return isArray ? ["bash", "-lc", command] : command;
}
/** Required parameters the action does not fill: their default, false for flags (no background runs), else a fitting value. */
function fillRequired(match, args, r) {
    const schema = match.tool.parameters;
    const required = (0, wire_js_1.isObj)(schema) && Array.isArray(schema.required) ? schema.required : [];
    for (const key of required) {
        if (typeof key !== "string" || key in args)
            continue;
        const p = match.props[key];
        if ((0, wire_js_1.isObj)(p) && "default" in p)
            args[key] = p.default;
        else if ((0, wire_js_1.isObj)(p) && p.type === "boolean")
            args[key] = false;
        else if (/description|justification|reason/i.test(key))
            args[key] = "Scripted action";
        else
            args[key] = (0, schema_args_js_1.valueFor)(p, r);
    }
    return args;
}
function shellCall(match, command, r) {
    const slot = match.slots.command;
    const args = fillRequired(match, { [slot]: commandValue(match.props[slot], command) }, r);
    return { name: match.tool.name, arguments: args };
}
/** `'…'` for sh: every `'` closes, escapes and reopens the quote. */
const quote = (s) => `'${s.replaceAll("'", `'\\''`)}'`;
/** A write as one shell command, for agents whose only way to write a file is their shell (Codex). */
function writeCommand(w) {
    return `mkdir -p -- "$(dirname -- ${quote(w.path)})" && printf '%s' ${quote(w.content)} > ${quote(w.path)}`;
}
/**
 * The calls for a reply's portable actions (the write first, then the shell command). An action
 * no offered tool can carry is dropped: side requests without tools (titles, summaries) get text.
 */
function actionCalls(actions, tools, r) {
    const calls = [];
    const shell = findTool("shell", tools);
    if (actions.write) {
        const writer = findTool("write", tools);
        if (writer) {
            const { path, content } = writer.slots;
            const args = fillRequired(writer, { [path]: actions.write.path, [content]: actions.write.content }, r);
            calls.push({ name: writer.tool.name, arguments: args });
        }
        else if (shell)
            calls.push(shellCall(shell, writeCommand(actions.write), r));
    }
    if (actions.shell !== undefined && shell)
        calls.push(shellCall(shell, actions.shell, r));
    return calls;
}


/***/ }),

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
const rng_js_1 = __webpack_require__(41342);
const rng_js_2 = __webpack_require__(65765);
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
        return (0, rng_js_2.shuffle)(slots, (0, rng_js_2.rng)((0, rng_js_1.hash32)("faults", this.seed, block)));
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
const table_js_1 = __webpack_require__(17579);
const paths_js_1 = __webpack_require__(8431);
const secrets_js_1 = __webpack_require__(27194);
const body_js_1 = __webpack_require__(96574);
const cassette_js_1 = __webpack_require__(35310);
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
    const route = (0, table_js_1.routeOf)(path, new URLSearchParams(query));
    if (!route || "error" in route)
        return false;
    const header = req.headers[session_js_1.SESSION_HEADER];
    const named = m ? m[1] : typeof header === "string" && header ? encodeURIComponent(header) : "unnamed";
    const arrival = node_perf_hooks_1.performance.now();
    const dialect = (0, table_js_1.dialectNamed)(route.api);
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

/***/ 31424:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * What the mock answers, as tokens: from the script when it has an opinion, else a forced tool
 * call with schema-fitting arguments, else `tokens` words of text seeded by the request content.
 * Pure; the wire modules turn a ReplyPlan into each dialect's frames.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.planReply = planReply;
exports.contentUnits = contentUnits;
const table_js_1 = __webpack_require__(17579);
const rng_js_1 = __webpack_require__(41342);
const actions_js_1 = __webpack_require__(57403);
const rng_js_2 = __webpack_require__(65765);
const schema_args_js_1 = __webpack_require__(96363);
const script_js_1 = __webpack_require__(29769);
const tokens_js_1 = __webpack_require__(20076);
function planReply(req, script, d) {
    const r = (0, rng_js_2.rng)((0, rng_js_1.hash32)(d.seed, req.contentHash));
    const scripted = script ? (0, script_js_1.scriptedReply)(script, req) : null;
    const spec = scripted ?? defaultReply(req, d);
    const reasoning = spec.reasoning ? (0, tokens_js_1.tokenize)(spec.reasoning) : [];
    const calls = [...(spec.tool_calls ?? []), ...(0, actions_js_1.actionCalls)(spec, req.tools, r)];
    // A reply whose only actions found no tool to carry them answers in text instead.
    let text = spec.text !== undefined
        ? (0, tokens_js_1.tokenize)(spec.text)
        : calls.length > 0
            ? []
            : (0, tokens_js_1.generateTokens)(spec.tokens ?? d.tokens, r);
    const toolIdPrefix = (0, table_js_1.dialectNamed)(req.api).toolIdPrefix;
    const toolCalls = calls.map((call, i) => {
        const args = typeof call.arguments === "string"
            ? call.arguments
            : JSON.stringify(call.arguments ?? (0, schema_args_js_1.valueFor)(req.tools.find((t) => t.name === call.name)?.parameters, r));
        return {
            id: toolIdPrefix + (0, rng_js_2.hexId)(24, d.seed, req.contentHash, i),
            name: call.name,
            arguments: args,
            fragments: (0, tokens_js_1.tokenize)(args),
        };
    });
    let finishReason = toolCalls.length > 0 ? "tool_calls" : "stop";
    // max_tokens cuts a text answer short, as a real server does; tool calls are left whole.
    if (toolCalls.length === 0 && req.maxTokens !== null && reasoning.length + text.length > req.maxTokens) {
        text = text.slice(0, Math.max(0, req.maxTokens - reasoning.length));
        reasoning.splice(req.maxTokens);
        finishReason = "length";
    }
    const toolTokens = toolCalls.reduce((n, c) => n + 1 + c.fragments.length, 0);
    const counts = req.messages.map((m) => (0, tokens_js_1.countTokens)(m.text));
    // A provider's prompt cache, as the mock keeps it: the conversation up to the model's last answer was
    // sent before, so it is read from the cache; what came after (the new user turn, tool results) is not.
    const lastAnswer = req.messages.findLastIndex((m) => m.role === "assistant");
    return {
        reasoning,
        text,
        toolCalls,
        finishReason,
        promptTokens: sum(counts),
        cachedTokens: d.promptCache ? sum(counts.slice(0, lastAnswer + 1)) : 0,
        completionTokens: reasoning.length + text.length + toolTokens,
        reasoningTokens: reasoning.length,
    };
}
function defaultReply(req, d) {
    if (req.forcedTool !== null) {
        const tool = req.forcedTool === "*" ? req.tools[0] : req.tools.find((t) => t.name === req.forcedTool);
        if (tool)
            return { tool_calls: [{ name: tool.name }] };
    }
    return { tokens: d.tokens };
}
function contentUnits(plan) {
    const units = [];
    for (const text of plan.reasoning)
        units.push({ kind: "reasoning", text });
    for (const text of plan.text)
        units.push({ kind: "text", text });
    plan.toolCalls.forEach((call, tool) => {
        units.push({ kind: "tool_start", tool });
        for (const text of call.fragments)
            units.push({ kind: "tool_args", tool, text });
    });
    return units;
}
const sum = (xs) => xs.reduce((a, b) => a + b, 0);


/***/ }),

/***/ 26033:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.lastUser = lastUser;
exports.pendingToolResults = pendingToolResults;
exports.turnIndex = turnIndex;
/** Text of the last user message, anywhere in the conversation. */
function lastUser(req) {
    for (let i = req.messages.length - 1; i >= 0; i--)
        if (req.messages[i].role === "user")
            return req.messages[i].text;
    return null;
}
/** Tool results the model must answer now: the tool messages ending the conversation, joined. */
function pendingToolResults(req) {
    const out = [];
    for (let i = req.messages.length - 1; i >= 0 && req.messages[i].role === "tool"; i--)
        out.unshift(req.messages[i].text);
    return out.length > 0 ? out.join("\n") : null;
}
/** Assistant turns already in the request: which turn of a scripted conversation this is. */
function turnIndex(req) {
    return req.messages.filter((m) => m.role === "assistant").length;
}


/***/ }),

/***/ 65765:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * Seeded randomness for the mock. Every random choice (text, jitter, fault positions, tool
 * arguments) comes from a generator seeded by stable inputs, so outputs do not depend on the
 * order in which concurrent requests arrive.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.rng = rng;
exports.shuffle = shuffle;
exports.hexId = hexId;
const rng_js_1 = __webpack_require__(41342);
/** The project's seeded generator with the helpers the mock draws with. */
function rng(seed) {
    const next = (0, rng_js_1.mulberry32)(seed);
    return {
        next,
        int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
        pick: (items) => items[Math.floor(next() * items.length)],
    };
}
/** Fisher–Yates, in place. */
function shuffle(items, r) {
    for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(r.next() * (i + 1));
        [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
}
/** A short deterministic hex id, e.g. for `call_…` and `chatcmpl-…`. */
function hexId(length, ...parts) {
    let out = "";
    for (let i = 0; out.length < length; i++)
        out += (0, rng_js_1.hash32)(i, ...parts)
            .toString(16)
            .padStart(8, "0");
    return out.slice(0, length);
}


/***/ }),

/***/ 96363:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.valueFor = valueFor;
const tokens_js_1 = __webpack_require__(20076);
const isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
const MAX_DEPTH = 6;
function valueFor(schema, r, depth = 0) {
    if (!isObj(schema))
        return {};
    if ("const" in schema)
        return schema.const;
    if (Array.isArray(schema.enum) && schema.enum.length > 0)
        return r.pick(schema.enum);
    if ("default" in schema)
        return schema.default;
    const alt = schema.anyOf ?? schema.oneOf;
    if (Array.isArray(alt) && alt.length > 0) {
        return valueFor(alt.find((s) => !(isObj(s) && s.type === "null")) ?? alt[0], r, depth);
    }
    if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
        return valueFor(Object.assign({}, ...schema.allOf.filter(isObj)), r, depth);
    }
    // `type: ["string", "null"]` → the first non-null type.
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    const type = types.find((t) => t !== "null") ?? (schema.properties ? "object" : "string");
    switch (type) {
        case "string":
            return stringFor(schema, r);
        case "integer": {
            const lo = Math.ceil(num(schema.minimum) ?? 0);
            const hi = Math.floor(num(schema.maximum) ?? lo + 100);
            return r.int(lo, Math.max(lo, hi));
        }
        case "number": {
            const lo = num(schema.minimum) ?? 0;
            const hi = num(schema.maximum) ?? lo + 100;
            return Math.round((lo + r.next() * Math.max(0, hi - lo)) * 100) / 100;
        }
        case "boolean":
            return r.next() < 0.5;
        case "null":
            return null;
        case "array": {
            if (depth >= MAX_DEPTH)
                return [];
            const min = num(schema.minItems) ?? 1;
            const max = Math.max(min, num(schema.maxItems) ?? Math.max(min, 3));
            return Array.from({ length: r.int(min, max) }, () => valueFor(schema.items ?? { type: "string" }, r, depth + 1));
        }
        default: {
            if (depth >= MAX_DEPTH)
                return {};
            const props = isObj(schema.properties) ? schema.properties : {};
            const required = Array.isArray(schema.required)
                ? schema.required.filter((k) => typeof k === "string")
                : [];
            // Required properties only, unless none are required: a small, valid object either way.
            const keys = required.length > 0 ? required : Object.keys(props);
            const out = {};
            for (const key of keys)
                out[key] = valueFor(props[key] ?? { type: "string" }, r, depth + 1);
            return out;
        }
    }
}
function stringFor(schema, r) {
    switch (schema.format) {
        case "date-time":
            return "2026-01-01T00:00:00Z";
        case "date":
            return "2026-01-01";
        case "email":
            return "user@example.com";
        case "uri":
        case "url":
            return "https://example.com/";
    }
    const min = num(schema.minLength) ?? 0;
    let s = (0, tokens_js_1.generateTokens)(r.int(1, 3), r).join("").toLowerCase();
    while (s.length < min)
        s += "x";
    const max = num(schema.maxLength);
    return max !== null ? s.slice(0, max) : s;
}
const num = (v) => (typeof v === "number" && Number.isFinite(v) ? v : null);


/***/ }),

/***/ 29769:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MockScriptSchema = void 0;
exports.loadScript = loadScript;
exports.parseScript = parseScript;
exports.scriptedReply = scriptedReply;
/**
 * Scripted answers: a YAML/JSON file that says what the mock replies, either by turn of the
 * conversation or by first matching rule, with a default. Loading validates everything up front
 * (bad script → UserError naming file:line and field); resolving is pure.
 */
const node_fs_1 = __webpack_require__(73024);
const yaml_1 = __webpack_require__(38815);
const zod_1 = __webpack_require__(50924);
const errors_js_1 = __webpack_require__(83916);
const request_js_1 = __webpack_require__(26033);
const ToolCallSchema = zod_1.z.strictObject({
    name: zod_1.z.string().min(1),
    /** An object (serialized as JSON) or the exact arguments string; absent → generated from the tool's schema. */
    arguments: zod_1.z.union([zod_1.z.string(), zod_1.z.record(zod_1.z.string(), zod_1.z.unknown())]).optional(),
});
const ReplySchema = zod_1.z.strictObject({
    text: zod_1.z.string().optional(),
    tool_calls: zod_1.z.array(ToolCallSchema).min(1).optional(),
    /** A portable action: a call of whichever shell tool the request offers (see actions.ts). */
    shell: zod_1.z.string().min(1).optional(),
    /** A portable action: a call of the request's file-writing tool, else a shell command that writes the file. */
    write: zod_1.z.strictObject({ path: zod_1.z.string().min(1), content: zod_1.z.string() }).optional(),
    reasoning: zod_1.z.string().optional(),
    /** Length of generated text when `text` is absent. */
    tokens: zod_1.z.int().min(0).optional(),
});
const Regex = zod_1.z.string().superRefine((s, ctx) => {
    try {
        new RegExp(s);
    }
    catch (err) {
        ctx.addIssue({ code: "custom", message: `invalid regular expression: ${err.message}` });
    }
});
const RuleSchema = zod_1.z.strictObject({
    match: zod_1.z
        .strictObject({
        last_user: Regex.optional(),
        last_tool_result: Regex.optional(),
        has_tools: zod_1.z.boolean().optional(),
    })
        .default({}),
    reply: ReplySchema,
});
exports.MockScriptSchema = zod_1.z
    .strictObject({
    turns: zod_1.z.array(ReplySchema).min(1).optional(),
    rules: zod_1.z.array(RuleSchema).min(1).optional(),
    default: ReplySchema.optional(),
})
    .refine((s) => (s.turns === undefined) !== (s.rules === undefined), "set exactly one of turns or rules");
/** Reads and validates a script file (YAML or JSON). */
function loadScript(file) {
    let text;
    try {
        text = (0, node_fs_1.readFileSync)(file, "utf8");
    }
    catch (err) {
        throw new errors_js_1.UserError(`cannot read the mock script: ${err.message}`, file);
    }
    return parseScript(text, file);
}
function parseScript(text, file = "<script>") {
    const lines = new yaml_1.LineCounter();
    const doc = (0, yaml_1.parseDocument)(text, { lineCounter: lines });
    const at = (offset) => {
        if (offset === undefined)
            return file;
        const p = lines.linePos(offset);
        return `${file}:${p.line}:${p.col}`;
    };
    if (doc.errors.length > 0) {
        throw new errors_js_1.UserError(`invalid YAML: ${doc.errors[0].message.split("\n")[0]}`, at(doc.errors[0].pos[0]));
    }
    const parsed = exports.MockScriptSchema.safeParse(doc.toJS() ?? {});
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const path = issue.path.map((p) => (typeof p === "number" ? p : String(p)));
    if (issue.code === "unrecognized_keys")
        path.push(issue.keys[0]);
    // Point at the deepest node of the path that exists in the file.
    let node;
    for (let n = path.length; n >= 0 && !(0, yaml_1.isNode)(node); n--)
        node = doc.getIn(path.slice(0, n), true);
    const offset = (0, yaml_1.isNode)(node) ? node.range?.[0] : undefined;
    throw new errors_js_1.UserError(issue.message, at(offset), path.join(".") || undefined);
}
/** The script's reply to a request: the turn's, or the first matching rule's, else the default; null → no opinion. */
function scriptedReply(script, req) {
    if (script.turns)
        return script.turns[(0, request_js_1.turnIndex)(req)] ?? script.default ?? null;
    for (const rule of script.rules ?? [])
        if (matches(rule.match, req))
            return rule.reply;
    return script.default ?? null;
}
/** Each pattern compiled once (a script's rules are tried on every request the mock serves). */
const compiled = new Map();
function regex(pattern) {
    let re = compiled.get(pattern);
    if (!re) {
        re = new RegExp(pattern);
        compiled.set(pattern, re);
    }
    return re;
}
function matches(m, req) {
    if (m.has_tools !== undefined && m.has_tools !== req.tools.length > 0)
        return false;
    if (m.last_user !== undefined && !regex(m.last_user).test((0, request_js_1.lastUser)(req) ?? ""))
        return false;
    if (m.last_tool_result !== undefined) {
        const results = (0, request_js_1.pendingToolResults)(req);
        if (results === null || !regex(m.last_tool_result).test(results))
            return false;
    }
    return true;
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
const openai_js_1 = __webpack_require__(42477);
const table_js_1 = __webpack_require__(17579);
const rng_js_1 = __webpack_require__(41342);
const body_js_1 = __webpack_require__(96574);
const capacity_js_1 = __webpack_require__(63666);
const cassette_js_1 = __webpack_require__(35310);
const faults_js_1 = __webpack_require__(71447);
const replay_js_1 = __webpack_require__(17993);
const replay_route_js_1 = __webpack_require__(11861);
const reply_js_1 = __webpack_require__(31424);
const rng_js_2 = __webpack_require__(65765);
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
        promptCache: opts.prompt_cache ?? false,
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
    const model = req.method === "POST" ? (0, table_js_1.routeOf)(path, new URLSearchParams(query)) : null;
    if (model && "error" in model) {
        sendJson(res, 400, (0, openai_js_1.openaiErrorBody)(400, model.error));
    }
    else if (model) {
        handleModel(state, model, req, res).catch((err) => {
            if (!res.headersSent)
                sendJson(res, 500, (0, openai_js_1.openaiErrorBody)(500, `mock-llm: ${err.message}`));
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
        const body = (0, openai_js_1.openaiErrorBody)(404, `no route ${req.method} ${path}`);
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
    tokens_cached: 0,
    tokens_out: 0,
    tool_calls: 0,
    client_closed: false,
});
/** One model request: parse it, draw its fault, wait for a serving slot, then serve. */
async function handleModel(state, route, req, res) {
    const arrival = node_perf_hooks_1.performance.now();
    const dialect = (0, table_js_1.dialectNamed)(route.api);
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
        entry.id = `req_invalid_${(0, rng_js_2.hexId)(8, raw)}`;
        return error(400, "request body is not valid JSON");
    }
    const chat = dialect.parse(body, state.defaultModel, route);
    if ("error" in chat) {
        entry.id = `req_invalid_${(0, rng_js_2.hexId)(8, raw)}`;
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
    const plan = (0, reply_js_1.planReply)(chat, state.script, { seed, tokens: state.tokens, promptCache: state.promptCache });
    const units = (0, reply_js_1.contentUnits)(plan);
    const times = (0, timing_js_1.tokenDeadlines)(units.length, timing, (0, rng_js_2.rng)((0, rng_js_1.hash32)("timing", seed, chat.contentHash)));
    const dialect = (0, table_js_1.dialectNamed)(chat.api);
    const ctx = {
        id: dialect.idPrefix + (0, rng_js_2.hexId)(24, seed, entry.index ?? 0, chat.contentHash),
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


/***/ }),

/***/ 20076:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.tokenize = tokenize;
exports.countTokens = countTokens;
exports.generateTokens = generateTokens;
const TOKEN = /\s*(?:[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_])|\s+$/gu;
function tokenize(text) {
    return text.match(TOKEN) ?? [];
}
function countTokens(text) {
    return tokenize(text).length;
}
const WORDS = ("the agent reads a file and writes an answer model tool call returns result quick brown fox " +
    "jumps over lazy dog load test latency token stream request server task plan step check done").split(" ");
/** `n` tokens of plain text: words, with a period every few words. */
function generateTokens(n, r) {
    const out = [];
    let sinceStop = 0;
    while (out.length < n) {
        const endSentence = sinceStop >= 4 && r.next() < 0.2 && out.length < n - 1;
        if (endSentence) {
            out.push(".");
            sinceStop = 0;
            continue;
        }
        const word = r.pick(WORDS);
        const first = out.length === 0 || out[out.length - 1] === ".";
        const w = first ? word[0].toUpperCase() + word.slice(1) : word;
        out.push(out.length === 0 ? w : ` ${w}`);
        sinceStop++;
    }
    return out;
}


/***/ })

};
