export const id = 134;
export const ids = [134];
export const modules = {

/***/ 72427:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.pinDockerImage = pinDockerImage;
exports.prebuildCommand = prebuildCommand;
exports.parseAgentFlag = parseAgentFlag;
/**
 * `agent-loadtest prebuild <task-dir> [--tag NAME] [--base-image IMAGE] [--agent NAME[@VER]]`: build a
 * task's image once (with a built-in coding agent baked in, when asked) and pin it as
 * `[environment].docker_image` in its task.toml, so runs skip the build.
 * The rest of task.toml is kept as written.
 */
const node_fs_1 = __webpack_require__(73024);
const node_os_1 = __webpack_require__(48161);
const node_path_1 = __importDefault(__webpack_require__(76760));
const table_js_1 = __webpack_require__(93690);
const errors_js_1 = __webpack_require__(83916);
const preflight_js_1 = __webpack_require__(48489);
const issues_js_1 = __webpack_require__(8248);
const tasks_js_1 = __webpack_require__(28476);
const common_js_1 = __webpack_require__(60577);
const flag_tables_js_1 = __webpack_require__(19214);
/** task.toml text with `docker_image` set in `[environment]`, everything else untouched. */
function pinDockerImage(text, image) {
    const line = `docker_image = ${JSON.stringify(image)}`;
    const lines = text.split("\n");
    const header = lines.findIndex((l) => /^\s*\[environment\]\s*(#.*)?$/.test(l));
    if (header === -1) {
        const sep = text.length === 0 || text.endsWith("\n") ? "" : "\n";
        return `${text}${sep}\n[environment]\n${line}\n`;
    }
    let end = lines.length;
    for (let i = header + 1; i < lines.length; i++) {
        if (/^\s*\[/.test(lines[i])) {
            end = i;
            break;
        }
    }
    for (let i = header + 1; i < end; i++) {
        if (/^\s*docker_image\s*=/.test(lines[i])) {
            lines[i] = line;
            return lines.join("\n");
        }
    }
    lines.splice(header + 1, 0, line);
    return lines.join("\n");
}
async function prebuildCommand(argv) {
    const { values, positionals } = (0, common_js_1.parseFlags)("prebuild", argv, flag_tables_js_1.prebuildFlags);
    const agent = values.agent === undefined ? null : parseAgentFlag(String(values.agent));
    if (positionals.length !== 1) {
        throw new errors_js_1.UserError("expects exactly one task folder", undefined, "agent-loadtest prebuild");
    }
    const dir = node_path_1.default.resolve(positionals[0]);
    const task = (0, tasks_js_1.loadTask)(dir);
    const envDir = node_path_1.default.join(dir, "environment");
    // Loaded here, not at the top: the command table lists prebuild without pulling in the Docker client.
    const { default: Dockerode } = await __webpack_require__.e(/* import() */ 40).then(__webpack_require__.t.bind(__webpack_require__, 39040, 23));
    const { buildImage, buildNetworkFor, taskImageTag } = await Promise.all(/* import() */[__webpack_require__.e(298), __webpack_require__.e(862)]).then(__webpack_require__.t.bind(__webpack_require__, 96298, 23));
    const buildArgs = values["base-image"]
        ? { BASE_IMAGE: values["base-image"] }
        : {};
    const tag = values.tag ?? (await taskImageTag(envDir, buildArgs));
    const docker = new Dockerode();
    await (0, preflight_js_1.pingDocker)(docker);
    const logFile = node_path_1.default.join((0, node_os_1.tmpdir)(), `agent-loadtest-prebuild-${tag.replace(/[/:]/g, "_")}.log`);
    const result = await buildImage(docker, {
        contextDir: envDir,
        tag,
        buildArgs,
        timeoutSec: task.config.environment.build_timeout_sec,
        logFile,
        networkMode: await buildNetworkFor(docker),
    });
    if (!result.ok)
        throw new errors_js_1.InfraError(`${result.error} (build log: ${logFile})`);
    const image = agent ? await bakeAgent(docker, tag, agent, logFile) : tag;
    const tomlFile = node_path_1.default.join(dir, "task.toml");
    (0, node_fs_1.writeFileSync)(tomlFile, pinDockerImage((0, node_fs_1.readFileSync)(tomlFile, "utf8"), image));
    console.log(`built ${image} and pinned it in ${tomlFile}`);
    return 0;
}
/** `--agent NAME[@VER]`: a built-in coding agent, at its pinned version unless one is given. */
function parseAgentFlag(value) {
    const at = value.lastIndexOf("@");
    const name = at > 0 ? value.slice(0, at) : value;
    const def = (0, table_js_1.codingAgent)(name);
    if (!def) {
        const near = (0, issues_js_1.hint)(name, table_js_1.CODING_AGENT_NAMES);
        throw new errors_js_1.UserError(`unknown agent "${name}"${near} (built in: ${table_js_1.CODING_AGENT_NAMES.join(", ")})`, undefined, "--agent");
    }
    return { def, version: at > 0 ? value.slice(at + 1) : def.version };
}
async function bakeAgent(docker, baseImage, agent, logFile) {
    const { installOnHost } = await __webpack_require__.e(/* import() */ 733).then(__webpack_require__.t.bind(__webpack_require__, 94733, 23));
    const { ensureAgentLayer } = await Promise.all(/* import() */[__webpack_require__.e(40), __webpack_require__.e(445), __webpack_require__.e(298), __webpack_require__.e(395)]).then(__webpack_require__.t.bind(__webpack_require__, 91395, 23));
    const install = await installOnHost(agent.def, agent.version);
    const layer = await ensureAgentLayer(docker, { baseImage, install, logFile, timeoutSec: 900 });
    if (!layer.ok)
        throw new errors_js_1.InfraError(`${layer.error} (build log: ${logFile})`);
    return layer.image;
}


/***/ }),

/***/ 82736:
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

/***/ 48489:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.preflight = preflight;
exports.pingDocker = pingDocker;
/**
 * Checks that need no run: values still holding placeholders, and the things a runtime will need.
 * Returns warnings; throws UserError for what would certainly fail.
 */
const node_fs_1 = __webpack_require__(73024);
const errors_js_1 = __webpack_require__(83916);
const probe_js_1 = __webpack_require__(25588);
const runtime_js_1 = __webpack_require__(48326);
const PLACEHOLDER = /(^|[^a-z])(example\.(com|org)|your[-_]?(api[-_]?)?key|changeme|replace[-_]?me|xxx+|<[^>]+>)([^a-z]|$)/i;
async function preflight(loaded) {
    const warnings = [];
    const sc = loaded.scenario;
    const visit = (v, path) => {
        if (typeof v === "string") {
            if (PLACEHOLDER.test(v)) {
                throw new errors_js_1.UserError(`"${v.length > 60 ? `${v.slice(0, 57)}...` : v}" looks like a placeholder; set a real value`, loaded.file, path);
            }
        }
        else if (Array.isArray(v)) {
            for (const [i, x] of v.entries())
                visit(x, `${path}[${i}]`);
        }
        else if (v && typeof v === "object")
            for (const [k, x] of Object.entries(v))
                visit(x, path ? `${path}.${k}` : k);
    };
    visit({
        runtime: sc.runtime,
        services: sc.services,
        pairs: sc.pairs.map((p) => ({ agent: { env: p.agent.env } })),
        evidence: { prometheus: { url: sc.evidence?.prometheus?.url } },
    }, "");
    for (const p of loaded.pairs) {
        if (p.agent.name === "oracle" && p.tasks.some((t) => !t.hasSolution)) {
            warnings.push(`pairs[${p.index}]: oracle runs solution/solve.sh, which some tasks lack (they will fail)`);
        }
    }
    // Exported files are read when the run ends; one missing now may still be written by then.
    sc.evidence?.files.forEach((f, i) => {
        if (!(0, node_fs_1.existsSync)(f.path))
            warnings.push(`evidence.files[${i}]: ${f.path} does not exist (yet); it is read when the run ends`);
    });
    if (sc.runtime.type === "docker")
        await pingDocker();
    if (sc.runtime.type === "http") {
        const unreachable = await probeHttpTargets(loaded);
        // Said, not refused: in CI the service may start after validate; `run` refuses it (exit 3).
        if (unreachable)
            warnings.push(`${(0, probe_js_1.unreachableSentence)(unreachable)}; a run now would stop before its first session`);
    }
    return warnings;
}
/** One bounded connect per service the journeys name by URL (the started agent service is checked as it starts). */
function probeHttpTargets(loaded) {
    const http = loaded.scenario.runtime.http;
    return (0, probe_js_1.probeTargets)(loaded.pairs.flatMap((p) => (0, runtime_js_1.probeTargetOf)((0, runtime_js_1.resolveTarget)(http, p.journey, p.journey?.name ?? `pair-${p.index}`), p.journey)));
}
/** Docker must answer before anything is planned on it: exit 3 with the cause, not a run of errors. */
async function pingDocker(docker) {
    if (!docker) {
        const { default: Dockerode } = await __webpack_require__.e(/* import() */ 40).then(__webpack_require__.t.bind(__webpack_require__, 39040, 23));
        docker = new Dockerode();
    }
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error("no answer within 10 s")), 10_000).unref());
    try {
        await Promise.race([docker.ping(), timeout]);
    }
    catch (e) {
        throw new errors_js_1.InfraError(`the Docker engine is unreachable (${e instanceof Error ? e.message : String(e)}); start it or set DOCKER_HOST`);
    }
}


/***/ })

};
