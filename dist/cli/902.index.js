export const id = 902;
export const ids = [902];
export const modules = {

/***/ 49256:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.mockLlmCommand = mockLlmCommand;
exports.parseMockLlmFlags = parseMockLlmFlags;
/**
 * `agent-loadtest mock-llm`: the deterministic mock LLM (OpenAI chat and Responses, Anthropic,
 * Gemini) as a standalone server, running until SIGINT/SIGTERM.
 */
const errors_js_1 = __webpack_require__(83916);
const index_js_1 = __webpack_require__(62796);
const common_js_1 = __webpack_require__(60577);
const flag_tables_js_1 = __webpack_require__(19214);
const NUMERIC = {
    port: { key: "port", min: 0, max: 65535, int: true },
    "ttft-ms": { key: "ttft_ms", min: 0, int: false },
    "itl-ms": { key: "itl_ms", min: 0, int: false },
    "jitter-ms": { key: "jitter_ms", min: 0, int: false },
    "stall-ms": { key: "stall_ms", min: 0, int: false },
    tokens: { key: "tokens", min: 0, int: true },
    capacity: { key: "capacity", min: 0, int: true },
    seed: { key: "seed", min: -(2 ** 31), int: true },
};
async function mockLlmCommand(argv, io = {}) {
    const opts = parseMockLlmFlags(argv);
    const server = await (0, index_js_1.startMockLlm)(opts);
    (io.out ?? console.log)(`mock-llm listening on ${server.url}`);
    await new Promise((resolve) => {
        const stop = () => {
            process.off("SIGINT", stop);
            process.off("SIGTERM", stop);
            io.signal?.removeEventListener("abort", stop);
            resolve();
        };
        process.once("SIGINT", stop);
        process.once("SIGTERM", stop);
        if (io.signal?.aborted)
            stop();
        io.signal?.addEventListener("abort", stop, { once: true });
    });
    await server.close();
    return 0;
}
/** Flags → server options; every bad value is a UserError naming the flag. */
function parseMockLlmFlags(argv) {
    const { values, positionals } = (0, common_js_1.parseFlags)("mock-llm", argv, flag_tables_js_1.mockLlmFlags);
    if (positionals.length > 0) {
        throw new errors_js_1.UserError(`unexpected argument "${positionals[0]}"; it takes flags only (agent-loadtest mock-llm --help)`, undefined, "agent-loadtest mock-llm");
    }
    const v = values;
    // vLLM's default port, so the usual OPENAI_BASE_URL=http://127.0.0.1:8000/v1 works unchanged.
    const opts = { host: v.host ?? "127.0.0.1", port: 8000 };
    for (const [flag, spec] of Object.entries(NUMERIC)) {
        const raw = v[flag];
        if (raw === undefined)
            continue;
        const n = Number(raw);
        const max = "max" in spec ? spec.max : Number.MAX_SAFE_INTEGER;
        if (raw.trim() === "" ||
            !Number.isFinite(n) ||
            (spec.int && !Number.isInteger(n)) ||
            n < spec.min ||
            n > max) {
            const what = spec.int ? "an integer" : "a number";
            throw new errors_js_1.UserError(`expected ${what} ≥ ${spec.min}${"max" in spec ? ` and ≤ ${max}` : ""}, got "${raw}"`, undefined, `--${flag}`);
        }
        opts[spec.key] = n;
    }
    if (v.fault !== undefined)
        opts.faults = (0, index_js_1.parseFaultSpec)(v.fault);
    if (v.script !== undefined)
        opts.script = v.script;
    if (v.model !== undefined)
        opts.model = v.model;
    if (v.log !== undefined)
        opts.log_file = v.log;
    return opts;
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
