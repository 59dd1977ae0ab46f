export const id = 310;
export const ids = [310];
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
const request_js_1 = __webpack_require__(26033);
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
        const props = (0, request_js_1.isObj)(tool.parameters) && (0, request_js_1.isObj)(tool.parameters.properties) ? tool.parameters.properties : {};
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
    const type = (0, request_js_1.isObj)(schema) ? schema.type : undefined;
    const isArray = type === "array" || (Array.isArray(type) && type.includes("array") && !type.includes("string"));
    return isArray ? ["bash", "-lc", command] : command;
}
/** Required parameters the action does not fill: their default, false for flags (no background runs), else a fitting value. */
function fillRequired(match, args, r) {
    const schema = match.tool.parameters;
    const required = (0, request_js_1.isObj)(schema) && Array.isArray(schema.required) ? schema.required : [];
    for (const key of required) {
        if (typeof key !== "string" || key in args)
            continue;
        const p = match.props[key];
        if ((0, request_js_1.isObj)(p) && "default" in p)
            args[key] = p.default;
        else if ((0, request_js_1.isObj)(p) && p.type === "boolean")
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

/***/ 61080:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * The Anthropic messages wire format: message_start, then per content block (thinking, text,
 * tool_use) content_block_start / content_block_delta… / content_block_stop, a ping after the
 * first block opens, message_delta with stop_reason and output usage, message_stop.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.anthropicStreamFrames = anthropicStreamFrames;
exports.anthropicMalformedFrame = anthropicMalformedFrame;
exports.anthropicMessage = anthropicMessage;
exports.anthropicError = anthropicError;
const reply_js_1 = __webpack_require__(31424);
const STOP = {
    stop: "end_turn",
    length: "max_tokens",
    tool_calls: "tool_use",
};
const event = (name, obj) => `event: ${name}\ndata: ${JSON.stringify({ type: name, ...obj })}\n\n`;
const blockOf = (u) => u.kind === "reasoning" ? "thinking" : u.kind === "text" ? "text" : "tool_use";
function anthropicStreamFrames(plan, units, times, ctx) {
    const frames = [
        {
            at: 0,
            data: event("message_start", {
                message: {
                    id: ctx.id,
                    type: "message",
                    role: "assistant",
                    model: ctx.model,
                    content: [],
                    stop_reason: null,
                    stop_sequence: null,
                    usage: {
                        input_tokens: plan.promptTokens,
                        cache_creation_input_tokens: 0,
                        cache_read_input_tokens: 0,
                        output_tokens: 1,
                    },
                },
            }),
        },
    ];
    let block = -1;
    let open = null;
    const close = (at) => {
        if (!open)
            return;
        if (open.kind === "thinking") {
            frames.push({
                at,
                data: event("content_block_delta", {
                    index: block,
                    delta: { type: "signature_delta", signature: "mock-signature" },
                }),
            });
        }
        frames.push({ at, data: event("content_block_stop", { index: block }) });
        open = null;
    };
    const start = (at, kind, tool) => {
        close(at);
        block++;
        const content_block = kind === "thinking"
            ? { type: "thinking", thinking: "", signature: "" }
            : kind === "text"
                ? { type: "text", text: "" }
                : { type: "tool_use", id: plan.toolCalls[tool].id, name: plan.toolCalls[tool].name, input: {} };
        frames.push({ at, data: event("content_block_start", { index: block, content_block }) });
        if (block === 0)
            frames.push({ at, data: event("ping", {}) });
        open = { kind, tool };
    };
    // The first block opens at once, as the real API does; later ones when their first token is due.
    if (units.length === 0)
        start(0, "text", -1);
    units.forEach((u, i) => {
        const at = i === 0 ? 0 : times[i];
        const kind = blockOf(u);
        const tool = u.kind === "tool_start" || u.kind === "tool_args" ? u.tool : -1;
        if (!open || open.kind !== kind || open.tool !== tool)
            start(at, kind, tool);
        if (u.kind === "tool_start")
            return; // the name travels in content_block_start
        const delta = u.kind === "reasoning"
            ? { type: "thinking_delta", thinking: u.text }
            : u.kind === "text"
                ? { type: "text_delta", text: u.text }
                : { type: "input_json_delta", partial_json: u.text };
        frames.push({ at: times[i], data: event("content_block_delta", { index: block, delta }), content: true });
    });
    const end = times.length > 0 ? times[times.length - 1] : 0;
    close(end);
    frames.push({
        at: end,
        data: event("message_delta", {
            delta: { stop_reason: STOP[plan.finishReason], stop_sequence: null },
            usage: { output_tokens: plan.completionTokens },
        }),
    });
    frames.push({ at: end, data: event("message_stop", {}) });
    return frames;
}
function anthropicMalformedFrame() {
    return `event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"\n\n`;
}
function anthropicMessage(plan, ctx) {
    const content = [];
    if (plan.reasoning.length > 0) {
        content.push({ type: "thinking", thinking: plan.reasoning.join(""), signature: "mock-signature" });
    }
    if (plan.text.length > 0 || plan.toolCalls.length === 0)
        content.push({ type: "text", text: plan.text.join("") });
    for (const c of plan.toolCalls)
        content.push({ type: "tool_use", id: c.id, name: c.name, input: (0, reply_js_1.argumentsObject)(c.arguments) });
    return {
        id: ctx.id,
        type: "message",
        role: "assistant",
        model: ctx.model,
        content,
        stop_reason: STOP[plan.finishReason],
        stop_sequence: null,
        usage: {
            input_tokens: plan.promptTokens,
            cache_creation_input_tokens: 0,
            cache_read_input_tokens: 0,
            output_tokens: plan.completionTokens,
        },
    };
}
function anthropicError(type, message) {
    return { type: "error", error: { type, message } };
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
const paths_js_1 = __webpack_require__(8431);
const dialects_js_1 = __webpack_require__(73181);
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
    api: zod_1.z.enum(["openai", "anthropic", "responses", "gemini"]),
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
    const route = (0, dialects_js_1.routeOf)(path, new URLSearchParams(query));
    if (!route || "error" in route)
        return null;
    let parsed;
    try {
        parsed = JSON.parse(body);
    }
    catch {
        parsed = undefined;
    }
    const chat = parsed === undefined ? null : dialects_js_1.DIALECTS[route.api].parse(parsed, "", route);
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

/***/ 73181:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DIALECTS = exports.openaiErrorBody = void 0;
exports.routeOf = routeOf;
/**
 * The wires the mock speaks, one row each: which URL, how a request becomes the neutral ChatRequest,
 * how a ReplyPlan goes back out (streamed frames, the whole answer, a cut-off frame), and the
 * provider's error body. Timing, faults, capacity and scripts are the same for every row.
 */
const anthropic_js_1 = __webpack_require__(61080);
const gemini_js_1 = __webpack_require__(20649);
const openai_js_1 = __webpack_require__(88532);
const request_js_1 = __webpack_require__(26033);
const responses_js_1 = __webpack_require__(31908);
/** OpenAI error `type` by status (a 429 says `requests`, as the API does). */
const OPENAI_TYPE = { 429: "requests", 500: "server_error" };
const ANTHROPIC_TYPE = { 429: "rate_limit_error", 500: "api_error" };
function codeOf(status) {
    return status === 429 ? "rate_limit_exceeded" : status === 400 || status === 413 ? "invalid_request" : null;
}
const openaiErrorBody = (status, message) => (0, openai_js_1.openaiError)(message, OPENAI_TYPE[status] ?? "invalid_request_error", codeOf(status));
exports.openaiErrorBody = openaiErrorBody;
exports.DIALECTS = {
    openai: {
        endpoint: "chat.completions",
        idPrefix: "chatcmpl-",
        requestIdHeader: "x-request-id",
        parse: (body, model) => (0, request_js_1.normalizeRequest)("openai", body, model),
        streamFrames: openai_js_1.openaiStreamFrames,
        complete: openai_js_1.openaiCompletion,
        malformedFrame: openai_js_1.openaiMalformedFrame,
        error: exports.openaiErrorBody,
    },
    anthropic: {
        endpoint: "messages",
        idPrefix: "msg_",
        requestIdHeader: "request-id",
        parse: (body, model) => (0, request_js_1.normalizeRequest)("anthropic", body, model),
        streamFrames: anthropic_js_1.anthropicStreamFrames,
        complete: anthropic_js_1.anthropicMessage,
        malformedFrame: anthropic_js_1.anthropicMalformedFrame,
        error: (status, message) => (0, anthropic_js_1.anthropicError)(ANTHROPIC_TYPE[status] ?? "invalid_request_error", message),
    },
    responses: {
        endpoint: "responses",
        idPrefix: "resp_",
        requestIdHeader: "x-request-id",
        parse: (body, model) => (0, responses_js_1.parseResponsesRequest)(body, model),
        streamFrames: responses_js_1.responsesStreamFrames,
        complete: responses_js_1.responsesObject,
        malformedFrame: responses_js_1.responsesMalformedFrame,
        error: exports.openaiErrorBody,
    },
    gemini: {
        endpoint: "generateContent",
        idPrefix: "",
        requestIdHeader: "x-request-id",
        parse: (body, model, route) => (0, gemini_js_1.parseGeminiRequest)(body, route.gemini ?? { model, stream: false }),
        streamFrames: gemini_js_1.geminiStreamFrames,
        complete: gemini_js_1.geminiResponse,
        malformedFrame: gemini_js_1.geminiMalformedFrame,
        error: gemini_js_1.geminiError,
    },
};
const PATHS = {
    "/v1/chat/completions": "openai",
    "/chat/completions": "openai",
    "/v1/messages": "anthropic",
    "/messages": "anthropic",
    "/v1/responses": "responses",
    "/responses": "responses",
};
const GEMINI_PATH = /^\/(?:v1|v1beta|v1alpha)\/models\/([^/:]+):(generateContent|streamGenerateContent)$/;
/**
 * The model route of a POST, or null. Gemini streams only as SSE (`alt=sse`, what its SDK and CLI
 * ask for); the JSON-array stream is refused rather than answered in a shape the client cannot read.
 */
function routeOf(path, query) {
    const api = PATHS[path];
    if (api)
        return { api };
    const m = GEMINI_PATH.exec(path);
    if (!m)
        return null;
    const stream = m[2] === "streamGenerateContent";
    if (stream && query.get("alt") !== "sse") {
        return { error: "mock-llm streams Gemini responses as server-sent events only: add ?alt=sse" };
    }
    let model;
    try {
        model = decodeURIComponent(m[1]);
    }
    catch {
        return { error: "the model in the path is not URL-encoded text" };
    }
    return { api: "gemini", gemini: { model, stream } };
}


/***/ }),

/***/ 20649:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parseGeminiRequest = parseGeminiRequest;
exports.lowerTypes = lowerTypes;
exports.geminiUsage = geminiUsage;
exports.geminiResponse = geminiResponse;
exports.geminiStreamFrames = geminiStreamFrames;
exports.geminiMalformedFrame = geminiMalformedFrame;
exports.geminiError = geminiError;
const reply_js_1 = __webpack_require__(31424);
const request_js_1 = __webpack_require__(26033);
function parseGeminiRequest(body, route) {
    if (!(0, request_js_1.isObj)(body))
        return { error: "request body must be a JSON object" };
    if (!Array.isArray(body.contents) || body.contents.length === 0) {
        return { error: "'contents' must be a non-empty array" };
    }
    const messages = [];
    const system = (0, request_js_1.isObj)(body.systemInstruction)
        ? (0, request_js_1.textOf)(body.systemInstruction.parts)
        : (0, request_js_1.textOf)(body.systemInstruction);
    if (system)
        messages.push({ role: "system", text: system });
    for (const [i, content] of body.contents.entries()) {
        if (!(0, request_js_1.isObj)(content) || !Array.isArray(content.parts))
            return { error: `contents[${i}].parts must be an array` };
        const role = content.role ?? "user";
        if (role !== "user" && role !== "model" && role !== "function") {
            return { error: `contents[${i}].role must be 'user' or 'model'` };
        }
        messages.push(...contentMessages(role === "model", content.parts));
    }
    const tools = geminiTools(body.tools);
    const generation = (0, request_js_1.isObj)(body.generationConfig) ? body.generationConfig : {};
    return (0, request_js_1.buildRequest)({
        api: "gemini",
        model: route.model,
        stream: route.stream,
        includeUsage: true,
        maxTokens: (0, request_js_1.tokenLimit)(generation.maxOutputTokens),
        messages,
        tools,
        forcedTool: tools.length > 0 ? forcedTool(body.toolConfig) : null,
    });
}
/** One content → messages: a model turn is one assistant message; function responses are tool results. */
function contentMessages(model, parts) {
    const objs = parts.filter(request_js_1.isObj);
    if (model) {
        const text = objs
            .filter((p) => p.thought !== true)
            .map((p) => (0, request_js_1.isObj)(p.functionCall)
            ? `${p.functionCall.name ?? ""}${JSON.stringify(p.functionCall.args ?? {})}`
            : typeof p.text === "string"
                ? p.text
                : "")
            .join("");
        return [{ role: "assistant", text }];
    }
    const out = [];
    for (const p of objs) {
        if ((0, request_js_1.isObj)(p.functionResponse))
            out.push({ role: "tool", text: responseText(p.functionResponse.response) });
    }
    const rest = objs.filter((p) => !(0, request_js_1.isObj)(p.functionResponse));
    if (rest.length > 0 || out.length === 0)
        out.push({ role: "user", text: (0, request_js_1.textOf)(rest) });
    return out;
}
/** Gemini CLI wraps a tool's result as `{ output: "..." }`; anything else is matched as its JSON. */
function responseText(response) {
    if ((0, request_js_1.isObj)(response) && typeof response.output === "string")
        return response.output;
    return typeof response === "string" ? response : JSON.stringify(response ?? {});
}
function geminiTools(raw) {
    if (!Array.isArray(raw))
        return [];
    return raw.flatMap((t) => (0, request_js_1.isObj)(t) && Array.isArray(t.functionDeclarations)
        ? t.functionDeclarations.flatMap((f) => (0, request_js_1.isObj)(f) && typeof f.name === "string"
            ? [{ name: f.name, parameters: f.parametersJsonSchema ?? lowerTypes(f.parameters ?? {}) }]
            : [])
        : []);
}
/** Gemini's OpenAPI-style schemas spell types in capitals (`OBJECT`); JSON schema spells them lower. */
function lowerTypes(schema) {
    if (Array.isArray(schema))
        return schema.map(lowerTypes);
    if (!(0, request_js_1.isObj)(schema))
        return schema;
    const out = {};
    for (const [k, v] of Object.entries(schema)) {
        out[k] = k === "type" && typeof v === "string" ? v.toLowerCase() : lowerTypes(v);
    }
    return out;
}
function forcedTool(config) {
    const fc = (0, request_js_1.isObj)(config) && (0, request_js_1.isObj)(config.functionCallingConfig) ? config.functionCallingConfig : {};
    if (fc.mode !== "ANY")
        return null;
    const allowed = Array.isArray(fc.allowedFunctionNames) ? fc.allowedFunctionNames : [];
    return allowed.length === 1 && typeof allowed[0] === "string" ? allowed[0] : "*";
}
// ───────────────────────────── reply ─────────────────────────────
const FINISH = {
    stop: "STOP",
    length: "MAX_TOKENS",
    tool_calls: "STOP",
};
function geminiUsage(plan) {
    return {
        promptTokenCount: plan.promptTokens,
        candidatesTokenCount: plan.completionTokens - plan.reasoningTokens,
        totalTokenCount: plan.promptTokens + plan.completionTokens,
        ...(plan.reasoningTokens > 0 ? { thoughtsTokenCount: plan.reasoningTokens } : {}),
    };
}
const functionCall = (plan, tool) => {
    const call = plan.toolCalls[tool];
    return { functionCall: { id: call.id, name: call.name, args: (0, reply_js_1.argumentsObject)(call.arguments) } };
};
function response(parts, plan, ctx, last) {
    return {
        candidates: [
            {
                content: { role: "model", parts },
                ...(last ? { finishReason: FINISH[plan.finishReason] } : {}),
                index: 0,
            },
        ],
        ...(last ? { usageMetadata: geminiUsage(plan) } : {}),
        modelVersion: ctx.model,
        responseId: ctx.id,
    };
}
function geminiResponse(plan, ctx) {
    const parts = [];
    if (plan.reasoning.length > 0)
        parts.push({ text: plan.reasoning.join(""), thought: true });
    if (plan.text.length > 0 || plan.toolCalls.length === 0)
        parts.push({ text: plan.text.join("") });
    plan.toolCalls.forEach((_, tool) => {
        parts.push(functionCall(plan, tool));
    });
    return response(parts, plan, ctx, true);
}
function geminiStreamFrames(plan, units, times, ctx) {
    // One chunk per text or thought token; a call's chunk when its last unit is due.
    const chunks = [];
    units.forEach((u, i) => {
        if (u.kind === "tool_start" || u.kind === "tool_args") {
            if (i + 1 >= units.length || toolOf(units[i + 1]) !== u.tool) {
                chunks.push({ at: times[i], part: functionCall(plan, u.tool) });
            }
        }
        else
            chunks.push({
                at: times[i],
                part: u.kind === "reasoning" ? { text: u.text, thought: true } : { text: u.text },
            });
    });
    if (chunks.length === 0)
        chunks.push({ at: 0, part: { text: "" } });
    return chunks.map((c, i) => ({
        at: c.at,
        data: `data: ${JSON.stringify(response([c.part], plan, ctx, i === chunks.length - 1))}\r\n\r\n`,
        content: true,
    }));
}
const toolOf = (u) => (u.kind === "tool_start" || u.kind === "tool_args" ? u.tool : -1);
function geminiMalformedFrame() {
    return `data: {"candidates":[{"content":{"role":"model","parts":[{"text":"\r\n\r\n`;
}
const STATUS = {
    400: "INVALID_ARGUMENT",
    404: "NOT_FOUND",
    413: "INVALID_ARGUMENT",
    429: "RESOURCE_EXHAUSTED",
    500: "INTERNAL",
};
function geminiError(status, message) {
    return { error: { code: status, message, status: STATUS[status] ?? "UNKNOWN" } };
}


/***/ }),

/***/ 88532:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.openaiUsage = openaiUsage;
exports.openaiStreamFrames = openaiStreamFrames;
exports.openaiMalformedFrame = openaiMalformedFrame;
exports.openaiCompletion = openaiCompletion;
exports.openaiError = openaiError;
const FINGERPRINT = "fp_mock";
function openaiUsage(plan) {
    return {
        prompt_tokens: plan.promptTokens,
        completion_tokens: plan.completionTokens,
        total_tokens: plan.promptTokens + plan.completionTokens,
        prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
        completion_tokens_details: {
            reasoning_tokens: plan.reasoningTokens,
            audio_tokens: 0,
            accepted_prediction_tokens: 0,
            rejected_prediction_tokens: 0,
        },
    };
}
const sse = (obj) => `data: ${JSON.stringify(obj)}\n\n`;
function openaiStreamFrames(plan, units, times, ctx) {
    const head = {
        id: ctx.id,
        object: "chat.completion.chunk",
        created: ctx.created,
        model: ctx.model,
        system_fingerprint: FINGERPRINT,
    };
    const chunk = (delta, finish = null) => sse({
        ...head,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
        ...(ctx.includeUsage ? { usage: null } : {}),
    });
    const frames = [{ at: 0, data: chunk({ role: "assistant", content: "", refusal: null }) }];
    units.forEach((u, i) => {
        frames.push({ at: times[i], data: chunk(deltaOf(u, plan)), content: true });
    });
    const end = times.length > 0 ? times[times.length - 1] : 0;
    frames.push({ at: end, data: chunk({}, plan.finishReason) });
    if (ctx.includeUsage) {
        frames.push({ at: end, data: sse({ ...head, choices: [], usage: openaiUsage(plan) }) });
    }
    frames.push({ at: end, data: "data: [DONE]\n\n" });
    return frames;
}
function deltaOf(u, plan) {
    switch (u.kind) {
        case "reasoning":
            return { reasoning_content: u.text };
        case "text":
            return { content: u.text };
        case "tool_start": {
            const call = plan.toolCalls[u.tool];
            return {
                tool_calls: [
                    { index: u.tool, id: call.id, type: "function", function: { name: call.name, arguments: "" } },
                ],
            };
        }
        case "tool_args":
            return { tool_calls: [{ index: u.tool, function: { arguments: u.text } }] };
    }
}
/** A chunk cut off mid-JSON, followed by the blank line that makes clients try to parse it. */
function openaiMalformedFrame(ctx) {
    return `data: {"id":"${ctx.id}","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"\n\n`;
}
function openaiCompletion(plan, ctx) {
    const text = plan.text.join("");
    const message = {
        role: "assistant",
        content: plan.toolCalls.length > 0 && text === "" ? null : text,
        refusal: null,
        annotations: [],
    };
    if (plan.reasoning.length > 0)
        message.reasoning_content = plan.reasoning.join("");
    if (plan.toolCalls.length > 0) {
        message.tool_calls = plan.toolCalls.map((c) => ({
            id: c.id,
            type: "function",
            function: { name: c.name, arguments: c.arguments },
        }));
    }
    return {
        id: ctx.id,
        object: "chat.completion",
        created: ctx.created,
        model: ctx.model,
        choices: [{ index: 0, message, logprobs: null, finish_reason: plan.finishReason }],
        usage: openaiUsage(plan),
        service_tier: "default",
        system_fingerprint: FINGERPRINT,
    };
}
function openaiError(message, type, code) {
    return { error: { message, type, param: null, code } };
}


/***/ }),

/***/ 31424:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.planReply = planReply;
exports.contentUnits = contentUnits;
exports.argumentsObject = argumentsObject;
/**
 * What the mock answers, as tokens: from the script when it has an opinion, else a forced tool
 * call with schema-fitting arguments, else `tokens` words of text seeded by the request content.
 * Pure; the wire modules turn a ReplyPlan into each dialect's frames.
 */
const actions_js_1 = __webpack_require__(57403);
const rng_js_1 = __webpack_require__(65765);
const schema_args_js_1 = __webpack_require__(96363);
const script_js_1 = __webpack_require__(29769);
const tokens_js_1 = __webpack_require__(20076);
/** Tool-call ids look like each provider's own. */
const TOOL_ID_PREFIX = {
    openai: "call_",
    anthropic: "toolu_",
    responses: "call_",
    gemini: "call_",
};
function planReply(req, script, d) {
    const r = (0, rng_js_1.rng)((0, rng_js_1.hash32)(d.seed, req.contentHash));
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
    const toolCalls = calls.map((call, i) => {
        const args = typeof call.arguments === "string"
            ? call.arguments
            : JSON.stringify(call.arguments ?? (0, schema_args_js_1.valueFor)(req.tools.find((t) => t.name === call.name)?.parameters, r));
        return {
            id: TOOL_ID_PREFIX[req.api] + (0, rng_js_1.hexId)(24, d.seed, req.contentHash, i),
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
    return {
        reasoning,
        text,
        toolCalls,
        finishReason,
        promptTokens: req.messages.reduce((n, m) => n + (0, tokens_js_1.countTokens)(m.text), 0),
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
/** Scripts may give arguments that are not JSON; wires that send an object need one. */
function argumentsObject(args) {
    try {
        return JSON.parse(args || "{}");
    }
    catch {
        return { _raw: args };
    }
}


/***/ }),

/***/ 26033:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.tokenLimit = exports.isObj = void 0;
exports.buildRequest = buildRequest;
exports.textOf = textOf;
exports.normalizeRequest = normalizeRequest;
exports.lastUser = lastUser;
exports.pendingToolResults = pendingToolResults;
exports.turnIndex = turnIndex;
/**
 * The neutral request every dialect is parsed into, and the OpenAI chat-completions and Anthropic
 * messages parsers (responses.ts and gemini.ts parse theirs). Pure: a parsed JSON body in, a
 * ChatRequest or a client error out.
 */
const rng_js_1 = __webpack_require__(65765);
const isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
exports.isObj = isObj;
function buildRequest(fields) {
    const { messages, tools } = fields;
    return { ...fields, contentHash: (0, rng_js_1.hash32)(JSON.stringify(messages), JSON.stringify(tools)) };
}
/** A positive whole token limit, or null. */
const tokenLimit = (max) => typeof max === "number" && max > 0 ? Math.floor(max) : null;
exports.tokenLimit = tokenLimit;
/** Text of a content field: a string, or an array of parts whose text we join. */
function textOf(content) {
    if (typeof content === "string")
        return content;
    if (!Array.isArray(content))
        return content == null ? "" : JSON.stringify(content);
    return content
        .map((part) => {
        if (!(0, exports.isObj)(part))
            return "";
        if (typeof part.text === "string")
            return part.text;
        if (part.type === "tool_result")
            return textOf(part.content);
        if (part.type === "tool_use")
            return JSON.stringify(part.input ?? {});
        return "";
    })
        .join("");
}
function normalizeRequest(api, body, defaultModel) {
    if (!(0, exports.isObj)(body))
        return { error: "request body must be a JSON object" };
    if (!Array.isArray(body.messages) || body.messages.length === 0) {
        return { error: "'messages' must be a non-empty array" };
    }
    const messages = api === "openai" ? openaiMessages(body.messages) : anthropicMessages(body);
    if ("error" in messages)
        return messages;
    const tools = api === "openai" ? openaiTools(body.tools) : anthropicTools(body.tools);
    const model = typeof body.model === "string" && body.model ? body.model : defaultModel;
    const streamOptions = (0, exports.isObj)(body.stream_options) ? body.stream_options : {};
    return buildRequest({
        api,
        model,
        stream: body.stream === true,
        includeUsage: api === "anthropic" || streamOptions.include_usage === true,
        maxTokens: (0, exports.tokenLimit)(body.max_completion_tokens ?? body.max_tokens),
        messages,
        tools,
        forcedTool: tools.length > 0 ? forcedTool(api, body.tool_choice) : null,
    });
}
function openaiMessages(raw) {
    const out = [];
    for (const [i, m] of raw.entries()) {
        if (!(0, exports.isObj)(m) || typeof m.role !== "string")
            return { error: `messages[${i}] needs a 'role'` };
        const role = m.role === "developer" ? "system" : m.role === "function" ? "tool" : m.role;
        if (role !== "system" && role !== "user" && role !== "assistant" && role !== "tool") {
            return { error: `messages[${i}].role '${m.role}' is not supported` };
        }
        let text = textOf(m.content);
        if (role === "assistant" && Array.isArray(m.tool_calls)) {
            for (const call of m.tool_calls) {
                const fn = (0, exports.isObj)(call) && (0, exports.isObj)(call.function) ? call.function : {};
                text += `${fn.name ?? ""}${typeof fn.arguments === "string" ? fn.arguments : ""}`;
            }
        }
        out.push({ role, text });
    }
    return out;
}
function anthropicMessages(body) {
    const out = [];
    const system = textOf(body.system);
    if (system)
        out.push({ role: "system", text: system });
    for (const [i, m] of body.messages.entries()) {
        if (!(0, exports.isObj)(m) || (m.role !== "user" && m.role !== "assistant" && m.role !== "system")) {
            return { error: `messages[${i}].role must be 'user', 'assistant' or 'system'` };
        }
        // Claude Code sends its reminders as system turns inside `messages`: instructions, not a turn.
        if (m.role !== "user" || !Array.isArray(m.content)) {
            out.push({ role: m.role, text: textOf(m.content) });
            continue;
        }
        // A user turn may carry tool results and text together: they are different messages to us.
        const results = m.content.filter((p) => (0, exports.isObj)(p) && p.type === "tool_result");
        const rest = m.content.filter((p) => !((0, exports.isObj)(p) && p.type === "tool_result"));
        for (const r of results)
            out.push({ role: "tool", text: textOf(r.content) });
        if (rest.length > 0 || results.length === 0)
            out.push({ role: "user", text: textOf(rest) });
    }
    return out;
}
function openaiTools(raw) {
    if (!Array.isArray(raw))
        return [];
    return raw.flatMap((t) => {
        const fn = (0, exports.isObj)(t) && (0, exports.isObj)(t.function) ? t.function : null;
        return fn && typeof fn.name === "string" ? [{ name: fn.name, parameters: fn.parameters ?? {} }] : [];
    });
}
function anthropicTools(raw) {
    if (!Array.isArray(raw))
        return [];
    return raw.flatMap((t) => (0, exports.isObj)(t) && typeof t.name === "string" ? [{ name: t.name, parameters: t.input_schema ?? {} }] : []);
}
function forcedTool(api, choice) {
    if (api === "openai") {
        if (choice === "required")
            return "*";
        if ((0, exports.isObj)(choice) && (0, exports.isObj)(choice.function) && typeof choice.function.name === "string") {
            return choice.function.name;
        }
        return null;
    }
    if (!(0, exports.isObj)(choice))
        return null;
    if (choice.type === "any")
        return "*";
    if (choice.type === "tool" && typeof choice.name === "string")
        return choice.name;
    return null;
}
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

/***/ 31908:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parseResponsesRequest = parseResponsesRequest;
exports.responsesUsage = responsesUsage;
exports.responsesObject = responsesObject;
exports.responsesStreamFrames = responsesStreamFrames;
exports.responsesMalformedFrame = responsesMalformedFrame;
const request_js_1 = __webpack_require__(26033);
// ───────────────────────────── request ─────────────────────────────
const ROLES = {
    user: "user",
    system: "system",
    developer: "system",
    assistant: "assistant",
};
/** Input item types that are the model's own output (one assistant turn may span several). */
const ASSISTANT_ITEMS = new Set(["function_call", "custom_tool_call", "local_shell_call"]);
/** Input item types that carry a tool's result back. */
const RESULT_ITEMS = new Set(["function_call_output", "custom_tool_call_output", "local_shell_call_output"]);
function parseResponsesRequest(body, defaultModel) {
    if (!(0, request_js_1.isObj)(body))
        return { error: "request body must be a JSON object" };
    const messages = [];
    const instructions = (0, request_js_1.textOf)(body.instructions);
    if (instructions)
        messages.push({ role: "system", text: instructions });
    if (typeof body.input === "string")
        messages.push({ role: "user", text: body.input });
    else if (Array.isArray(body.input) && body.input.length > 0) {
        const items = inputMessages(body.input);
        if ("error" in items)
            return items;
        messages.push(...items);
    }
    else
        return { error: "'input' must be a string or a non-empty array" };
    const tools = responsesTools(body.tools);
    return (0, request_js_1.buildRequest)({
        api: "responses",
        model: typeof body.model === "string" && body.model ? body.model : defaultModel,
        stream: body.stream === true,
        includeUsage: true,
        maxTokens: (0, request_js_1.tokenLimit)(body.max_output_tokens),
        messages,
        tools,
        forcedTool: tools.length > 0 ? forcedTool(body.tool_choice) : null,
    });
}
/** Input items → messages; consecutive assistant items (text, calls) are one assistant turn. */
function inputMessages(input) {
    const out = [];
    const push = (role, text) => {
        const last = out[out.length - 1];
        if (role === "assistant" && last?.role === "assistant")
            last.text += text;
        else
            out.push({ role, text });
    };
    for (const [i, item] of input.entries()) {
        if (!(0, request_js_1.isObj)(item))
            return { error: `input[${i}] must be an object` };
        const type = typeof item.type === "string" ? item.type : "message";
        if (type === "message") {
            const role = typeof item.role === "string" ? ROLES[item.role] : undefined;
            if (!role)
                return { error: `input[${i}].role '${String(item.role)}' is not supported` };
            push(role, (0, request_js_1.textOf)(item.content));
        }
        else if (ASSISTANT_ITEMS.has(type)) {
            const args = item.arguments ?? item.input ?? item.action;
            push("assistant", `${item.name ?? ""}${typeof args === "string" ? args : JSON.stringify(args ?? "")}`);
        }
        else if (RESULT_ITEMS.has(type)) {
            push("tool", (0, request_js_1.textOf)(item.output));
        }
        // reasoning, item_reference and types to come carry nothing the answer depends on.
    }
    return out;
}
/** Function tools only: Codex's `local_shell`, `custom` (freeform) and hosted tools are not ours to call. */
function responsesTools(raw) {
    if (!Array.isArray(raw))
        return [];
    return raw.flatMap((t) => (0, request_js_1.isObj)(t) && t.type === "function" && typeof t.name === "string"
        ? [{ name: t.name, parameters: t.parameters ?? {} }]
        : []);
}
function forcedTool(choice) {
    if (choice === "required")
        return "*";
    if ((0, request_js_1.isObj)(choice) && choice.type === "function" && typeof choice.name === "string")
        return choice.name;
    return null;
}
// ───────────────────────────── reply ─────────────────────────────
function responsesUsage(plan) {
    return {
        input_tokens: plan.promptTokens,
        // The mock caches nothing; the field is there because clients (Codex) read it.
        input_tokens_details: { cached_tokens: 0 },
        output_tokens: plan.completionTokens,
        output_tokens_details: { reasoning_tokens: plan.reasoningTokens },
        total_tokens: plan.promptTokens + plan.completionTokens,
    };
}
const itemOf = (u) => u.kind === "reasoning" ? "reasoning" : u.kind === "text" ? "message" : "function_call";
/** The output items of a plan, in stream order, with stable ids derived from the response id. */
function itemsOf(plan, ctx) {
    const tail = ctx.id.replace(/^resp_/, "");
    const items = [];
    if (plan.reasoning.length > 0)
        items.push({ kind: "reasoning", id: `rs_${tail}`, tool: -1 });
    if (plan.text.length > 0 || plan.toolCalls.length === 0)
        items.push({ kind: "message", id: `msg_${tail}`, tool: -1 });
    plan.toolCalls.forEach((_, tool) => {
        items.push({ kind: "function_call", id: `fc_${tail}_${tool}`, tool });
    });
    return items;
}
/** An output item as it stands when done (`final`) or when added (empty, in progress). */
function itemBody(item, plan, final) {
    const status = final ? "completed" : "in_progress";
    if (item.kind === "reasoning") {
        const text = plan.reasoning.join("");
        return {
            id: item.id,
            type: "reasoning",
            summary: [],
            content: final ? [{ type: "reasoning_text", text }] : [],
            status,
        };
    }
    if (item.kind === "message") {
        return {
            id: item.id,
            type: "message",
            status,
            role: "assistant",
            content: final ? [outputText(plan.text.join(""))] : [],
        };
    }
    const call = plan.toolCalls[item.tool];
    return {
        id: item.id,
        type: "function_call",
        status,
        call_id: call.id,
        name: call.name,
        arguments: final ? call.arguments : "",
    };
}
const outputText = (text) => ({ type: "output_text", text, annotations: [], logprobs: [] });
function responseBody(plan, ctx, final) {
    const incomplete = final && plan.finishReason === "length";
    return {
        id: ctx.id,
        object: "response",
        created_at: ctx.created,
        status: final ? (incomplete ? "incomplete" : "completed") : "in_progress",
        error: null,
        incomplete_details: incomplete ? { reason: "max_output_tokens" } : null,
        instructions: null,
        max_output_tokens: null,
        model: ctx.model,
        output: final ? itemsOf(plan, ctx).map((it) => itemBody(it, plan, true)) : [],
        parallel_tool_calls: true,
        previous_response_id: null,
        reasoning: { effort: null, summary: null },
        store: false,
        temperature: 1,
        text: { format: { type: "text" } },
        tool_choice: "auto",
        tools: [],
        top_p: 1,
        truncation: "disabled",
        usage: final ? responsesUsage(plan) : null,
        metadata: {},
    };
}
function responsesObject(plan, ctx) {
    return responseBody(plan, ctx, true);
}
function responsesStreamFrames(plan, units, times, ctx) {
    const frames = [];
    let seq = 0;
    const emit = (at, type, obj, content = false) => {
        const data = `event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: seq++, ...obj })}\n\n`;
        frames.push(content ? { at, data, content } : { at, data });
    };
    emit(0, "response.created", { response: responseBody(plan, ctx, false) });
    emit(0, "response.in_progress", { response: responseBody(plan, ctx, false) });
    const items = itemsOf(plan, ctx);
    let open = -1;
    const close = (at) => {
        if (open < 0)
            return;
        closeItem(items[open], open, plan, at, emit);
        open = -1;
    };
    const start = (at, index) => {
        close(at);
        open = index;
        const item = items[index];
        // A function call's name is content (the tool_start unit), as in OpenAI chat streams.
        emit(at, "response.output_item.added", { output_index: index, item: itemBody(item, plan, false) }, item.kind === "function_call");
        if (item.kind === "message") {
            emit(at, "response.content_part.added", { ...at0(item, index), part: outputText("") });
        }
    };
    const indexOf = (u) => items.findIndex((it) => it.kind === itemOf(u) && (it.kind !== "function_call" || it.tool === toolOf(u)));
    if (units.length === 0)
        start(0, 0);
    units.forEach((u, i) => {
        const index = indexOf(u);
        if (index !== open)
            start(times[i], index);
        if (u.kind === "tool_start")
            return; // travelled in output_item.added
        const item = items[index];
        const type = u.kind === "reasoning"
            ? "response.reasoning_text.delta"
            : u.kind === "text"
                ? "response.output_text.delta"
                : "response.function_call_arguments.delta";
        const extra = u.kind === "text" ? { logprobs: [] } : {};
        const where = item.kind === "function_call" ? { item_id: item.id, output_index: index } : at0(item, index);
        emit(times[i], type, { ...where, delta: u.text, ...extra }, true);
    });
    const end = times.length > 0 ? times[times.length - 1] : 0;
    close(end);
    const last = plan.finishReason === "length" ? "response.incomplete" : "response.completed";
    emit(end, last, { response: responseBody(plan, ctx, true) });
    return frames;
}
const toolOf = (u) => (u.kind === "tool_start" || u.kind === "tool_args" ? u.tool : -1);
const at0 = (item, index) => ({ item_id: item.id, output_index: index, content_index: 0 });
/** The done events of one item: its text's done, the part's done, output_item.done. */
function closeItem(item, index, plan, at, emit) {
    if (item.kind === "reasoning") {
        emit(at, "response.reasoning_text.done", { ...at0(item, index), text: plan.reasoning.join("") });
    }
    else if (item.kind === "message") {
        const text = plan.text.join("");
        emit(at, "response.output_text.done", { ...at0(item, index), text, logprobs: [] });
        emit(at, "response.content_part.done", { ...at0(item, index), part: outputText(text) });
    }
    else {
        const call = plan.toolCalls[item.tool];
        emit(at, "response.function_call_arguments.done", {
            item_id: item.id,
            output_index: index,
            name: call.name,
            arguments: call.arguments,
        });
    }
    emit(at, "response.output_item.done", { output_index: index, item: itemBody(item, plan, true) });
}
function responsesMalformedFrame() {
    return `event: response.output_text.delta\ndata: {"type":"response.output_text.delta","delta":"\n\n`;
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
exports.hash32 = hash32;
exports.rng = rng;
exports.shuffle = shuffle;
exports.hexId = hexId;
const rng_js_1 = __webpack_require__(41342);
/** FNV-1a over the parts' string forms: a stable 32-bit hash. */
function hash32(...parts) {
    let h = 0x811c9dc5;
    for (const part of parts) {
        const s = `${part}\u0000`;
        for (let i = 0; i < s.length; i++) {
            h ^= s.charCodeAt(i);
            h = Math.imul(h, 0x01000193);
        }
    }
    return h >>> 0;
}
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
        out += hash32(i, ...parts)
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
