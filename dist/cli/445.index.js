export const id = 445;
export const ids = [445,862,733];
export const modules = {

/***/ 94733:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.INSTALL_TIMEOUT_MS = exports.INSTALL_MARKER = void 0;
exports.agentCacheRoot = agentCacheRoot;
exports.installDir = installDir;
exports.markerText = markerText;
exports.readMarker = readMarker;
exports.isInstalled = isInstalled;
exports.installError = installError;
exports.installOnHost = installOnHost;
exports.installWith = installWith;
/**
 * Installs a built-in agent, a recipe's package (or the Node it needs) once per machine:
 * `npm install <package>@<version>` for linux-x64 into a cache folder keyed by name@version, reused by
 * every later run. The package is untrusted code: npm runs with its lifecycle scripts off and an
 * environment holding only npm's own settings (npm-env.ts); a recipe that needs its scripts
 * (`scripts: true`) is installed in a container of its task image instead (runtimes/docker), never here.
 * The install is made in a folder of its own and renamed into place whole, with a marker naming the
 * exact package, version and the integrity npm recorded, so an interrupted or concurrent install, or a
 * folder of another package, is never an entry a later run trusts.
 * A version the registry does not have, or a registry out of reach, is an InfraError with the cause in one line.
 */
const node_child_process_1 = __webpack_require__(31421);
const node_fs_1 = __webpack_require__(73024);
const promises_1 = __webpack_require__(51455);
const node_os_1 = __webpack_require__(48161);
const node_path_1 = __importDefault(__webpack_require__(76760));
const node_util_1 = __webpack_require__(57975);
const errors_js_1 = __webpack_require__(83916);
const read_bounded_js_1 = __webpack_require__(67619);
const npm_env_js_1 = __webpack_require__(7729);
const run = (0, node_util_1.promisify)(node_child_process_1.execFile);
/** In an install folder once it is whole: the install's identity as JSON. */
exports.INSTALL_MARKER = ".agent-loadtest-installed";
/** A marker is a few hundred bytes; a larger file there is not one of ours. */
const MARKER_MAX_BYTES = 4096;
const VIEW_TIMEOUT_MS = 60_000;
exports.INSTALL_TIMEOUT_MS = 15 * 60_000;
/** A work folder older than the longest install is left from an interrupted one. */
const STALE_MS = exports.INSTALL_TIMEOUT_MS + 60_000;
function agentCacheRoot(env = process.env) {
    return node_path_1.default.join(env.AGENT_LOADTEST_CACHE ?? node_path_1.default.join((0, node_os_1.homedir)(), ".cache", "agent-loadtest"), "agents");
}
const VERSION = /^[0-9A-Za-z.+-]+$/;
/** The folder of `def@version` under `root`; the name is injective per package (recipe.ts installName). */
function installDir(def, version, root = agentCacheRoot()) {
    return node_path_1.default.join(root, `${def.name}@${version}`);
}
/** The marker's text for an install. */
function markerText(id) {
    return `${JSON.stringify(id)}\n`;
}
/** The identity a folder's marker records, or null when it has none we wrote. */
function readMarker(dir) {
    const file = node_path_1.default.join(dir, exports.INSTALL_MARKER);
    try {
        const s = (0, node_fs_1.statSync)(file);
        if (!s.isFile() || s.size > MARKER_MAX_BYTES)
            return null;
        const id = JSON.parse((0, node_fs_1.readFileSync)(file, "utf8"));
        if (typeof id.package !== "string" || typeof id.version !== "string")
            return null;
        const integrity = typeof id.integrity === "string" ? id.integrity : null;
        return { package: id.package, version: id.version, integrity, scripts: id.scripts === true };
    }
    catch {
        return null;
    }
}
/** Whether the folder holds exactly `def`'s package at `version`, installed as `def` asks. */
function holds(dir, def, version) {
    const id = readMarker(dir);
    return (id !== null &&
        id.package === def.package &&
        id.version === version &&
        id.scripts === (def.scripts === true));
}
/**
 * Whether `def@version` is installed whole in the cache: its marker names this package and version
 * (a folder of any other is not this install) and its program is there.
 */
function isInstalled(def, version, root = agentCacheRoot()) {
    const dir = installDir(def, version, root);
    return holds(dir, def, version) && (0, node_fs_1.existsSync)(node_path_1.default.join(dir, def.entry));
}
function firstLine(err) {
    const e = err;
    if (e.killed)
        return "npm gave no answer in time";
    const text = `${e.stderr ?? ""}\n${e.message ?? ""}`;
    const line = text
        .split("\n")
        .find((l) => /npm (error|ERR!) (code|404|network)|E404|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN/.test(l));
    return (line ?? text.split("\n").find((l) => l.trim()) ?? "npm failed")
        .replace(/^npm (error|ERR!) /, "")
        .trim();
}
/** Asks the registry whether the version exists (only when it is not installed yet). */
async function checkVersion(def, version) {
    const label = def.label ?? `agent ${def.name}`;
    let out;
    try {
        out = (await run("npm", ["view", `${def.package}@${version}`, "version", "--json"], {
            timeout: VIEW_TIMEOUT_MS,
            env: (0, npm_env_js_1.npmEnv)(),
        })).stdout;
    }
    catch (err) {
        const why = firstLine(err);
        if (/E404|404/.test(why))
            throw new errors_js_1.InfraError(`${label}: ${def.package}@${version} is not in the npm registry`);
        throw new errors_js_1.InfraError(`${label}: cannot reach the npm registry for ${def.package}@${version} (${why})`);
    }
    if (out.trim() === "")
        throw new errors_js_1.InfraError(`${label}: ${def.package} has no version ${version} in the npm registry`);
}
/** Work folders of interrupted installs of `entry` (`<entry>.tmp-*`), once surely abandoned. */
async function sweepStale(root, entry) {
    const names = await (0, promises_1.readdir)(root).catch(() => []);
    for (const name of names.filter((n) => n.startsWith(`${entry}.tmp-`))) {
        const dir = node_path_1.default.join(root, name);
        const age = await (0, promises_1.stat)(dir).then((s) => Date.now() - s.mtimeMs, () => 0);
        if (age > STALE_MS)
            await (0, promises_1.rm)(dir, { recursive: true, force: true });
    }
}
/**
 * Puts the finished install `tmp` at `dir`. Another process may have put its own there first: a whole
 * one of the same package and version wins and ours is dropped; anything else (no marker, another
 * package's) is never trusted and is replaced.
 */
async function settle(tmp, dir, same) {
    for (let attempt = 0;; attempt++) {
        try {
            await (0, promises_1.rename)(tmp, dir);
            return;
        }
        catch (err) {
            const code = err.code;
            if (code !== "ENOTEMPTY" && code !== "EEXIST")
                throw err;
            if (same(dir)) {
                await (0, promises_1.rm)(tmp, { recursive: true, force: true });
                return;
            }
            if (attempt > 2)
                throw err;
            await (0, promises_1.rm)(dir, { recursive: true, force: true });
        }
    }
}
/**
 * The integrity npm recorded for the package it installed (its hidden lockfile), checking that it
 * installed exactly the version asked for.
 */
async function lockedIntegrity(tmp, def, version) {
    const text = await (0, read_bounded_js_1.readBounded)(node_path_1.default.join(tmp, "node_modules", ".package-lock.json"));
    let entry;
    try {
        entry = text === null ? undefined : JSON.parse(text).packages?.[`node_modules/${def.package}`];
    }
    catch {
        entry = undefined;
    }
    if (!entry)
        throw new Error("npm wrote no lockfile entry for the package");
    if (entry.version !== version)
        throw new Error(`npm installed version ${String(entry.version)}`);
    return typeof entry.integrity === "string" ? entry.integrity : null;
}
/**
 * An install's error as the user reads it: naming the scenario field that chose the version
 * (`agent.version`, or a declared recipe's `agent.recipe.npm`).
 */
function installError(field, err, declared = false) {
    return field ? new errors_js_1.InfraError(`${field}.${declared ? "recipe.npm" : "version"}: ${err.message}`) : err;
}
/** npm on this machine, scripts off, with npm's own environment only. */
const onHost = async (prefix, args) => {
    await run("npm", [...args, "--prefix", prefix, "--ignore-scripts"], {
        timeout: exports.INSTALL_TIMEOUT_MS,
        maxBuffer: 16 << 20,
        env: (0, npm_env_js_1.npmEnv)(),
    });
};
async function installOnHost(def, version, root = agentCacheRoot()) {
    if (def.scripts)
        throw new errors_js_1.InfraError(`${def.label ?? `agent ${def.name}`}: a recipe with scripts: true installs only in a container of its task image (the docker runtime), never on this machine`);
    return installWith(def, version, root, onHost);
}
/**
 * The one install path: reused when whole and of this package, else npm (through `npm`) into a work
 * folder that becomes the install, marker last, only once complete.
 */
async function installWith(def, version, root, npm) {
    const started = performance.now();
    const label = def.label ?? `agent ${def.name}`;
    if (!VERSION.test(version))
        throw new errors_js_1.InfraError(`${label}: "${version}" is not a version`);
    const entry = `${def.name}@${version}`;
    const dir = installDir(def, version, root);
    const done = (cached) => ({
        name: def.name,
        version,
        dir,
        cached,
        ms: Math.round(performance.now() - started),
    });
    if (isInstalled(def, version, root))
        return done(true);
    await checkVersion(def, version);
    await sweepStale(root, entry);
    // A folder of its own (mkdtemp), even for two installs of one process started in the same millisecond.
    await (0, promises_1.mkdir)(root, { recursive: true });
    const tmp = await (0, promises_1.mkdtemp)(`${dir}.tmp-`);
    try {
        // The exact version for the container's platform; npm must not swap it for one whose engines fit the host.
        const args = ["install", "--no-save", "--no-audit", "--no-fund", "--no-package-lock"];
        args.push("--os=linux", "--cpu=x64", "--engine-strict=false", "--loglevel=error");
        await npm(tmp, [...args, `${def.package}@${version}`, ...(def.extras ?? [])]);
        if (!(0, node_fs_1.existsSync)(node_path_1.default.join(tmp, def.entry)))
            throw new Error(`${def.entry} is missing after the install`);
        const integrity = await lockedIntegrity(tmp, def, version);
        const id = { package: def.package, version, integrity, scripts: def.scripts === true };
        await (0, promises_1.writeFile)(node_path_1.default.join(tmp, exports.INSTALL_MARKER), markerText(id));
        await settle(tmp, dir, (d) => holds(d, def, version));
    }
    catch (err) {
        await (0, promises_1.rm)(tmp, { recursive: true, force: true });
        if (err instanceof errors_js_1.InfraError)
            throw err;
        throw new errors_js_1.InfraError(`${label}: installing ${def.package}@${version} failed (${firstLine(err)})`);
    }
    return done(false);
}


/***/ }),

/***/ 82427:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.agentCommand = agentCommand;
exports.shellQuote = shellQuote;
/**
 * The one command that starts a built-in agent in a session: bash writes the recipe's config files under
 * a fresh HOME, runs the agent with stdin closed, and keeps its stdout as the trace with each line's
 * arrival time (bash's $EPOCHREALTIME, no fork per line) beside it. Pure: the runtimes run the result.
 */
const node_path_1 = __importDefault(__webpack_require__(76760));
const table_js_1 = __webpack_require__(93690);
const FILE_VAR = "AGENT_LOADTEST_FILE_";
function agentCommand(def, ctx, place) {
    const launch = def.launch(ctx);
    const program = def.native
        ? [`${place.installDir}/${def.entry}`]
        : [place.node, `${place.installDir}/${def.entry}`];
    const env = { ...ctx.env, ...launch.env, HOME: ctx.home };
    const writes = launch.files.map((f, i) => {
        env[`${FILE_VAR}${i}`] = f.content;
        const target = `"$HOME"/${shellQuote(f.path)}`;
        return `mkdir -p "$(dirname ${target})" && printf '%s' "$${FILE_VAR}${i}" > ${target} && unset ${FILE_VAR}${i}`;
    });
    const logs = shellQuote(place.logsDir);
    // A bin that is a Node script (`#!/usr/bin/env node`) finds the Node chosen for the agent first.
    const nodeDir = place.node.includes("/")
        ? [`export PATH=${shellQuote(node_path_1.default.dirname(place.node))}:"$PATH"`]
        : [];
    const script = [
        "set -o pipefail",
        ...nodeDir,
        'mkdir -p "$HOME"',
        ...writes,
        `"$@" </dev/null 2>${logs}/agent.stderr.log | while IFS= read -r line || [ -n "$line" ]; do`,
        `  printf '%s\\n' "$line" >&3; printf '%s\\n' "$EPOCHREALTIME" >&4`,
        `done 3>${logs}/${table_js_1.TRACE_FILE} 4>${logs}/${table_js_1.ARRIVALS_FILE}`,
    ].join("\n");
    return { cmd: ["bash", "-c", script, def.name, ...program, ...launch.argv], env };
}
function shellQuote(s) {
    return /^[A-Za-z0-9_./:=@-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}


/***/ }),

/***/ 7729:
/***/ ((__unused_webpack_module, exports) => {


/**
 * The environment npm gets when it installs an agent: only what npm needs to find its registry, its
 * configuration and its proxy. npm runs next to the runner's secrets (GITHUB_TOKEN, ACTIONS_RUNTIME_TOKEN,
 * INPUT_*), and a package's install scripts see whatever npm sees, so nothing else is handed on.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.npmEnv = npmEnv;
exports.containerNpmEnv = containerNpmEnv;
exports.userNpmrc = userNpmrc;
/** Host variables npm reads as they are. */
const HOST_KEYS = ["PATH", "HOME", "TMPDIR", "NODE_EXTRA_CA_CERTS"];
/** Proxy settings, in both spellings; npm and its fetcher read either. */
const PROXY_KEYS = ["HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY", "http_proxy", "https_proxy", "no_proxy"];
/**
 * The user's npm configuration (`npm_config_*` in any case), and the token an `.npmrc` written by
 * actions/setup-node names (`${NODE_AUTH_TOKEN}`): npm refuses a config whose variable is unset.
 */
const NPM_CONFIG = /^npm_config_/i;
const NPMRC_TOKEN = "NODE_AUTH_TOKEN";
/**
 * npm settings naming a path of this machine: meaningless in a container, which gets its own
 * (`containerNpmEnv`).
 */
const HOST_PATH_CONFIG = /^npm_config_(userconfig|globalconfig|cache|prefix|local_prefix|global_prefix|tmp|node_gyp|init_module)$/i;
function pick(source, keep) {
    const env = {};
    for (const [key, value] of Object.entries(source))
        if (value !== undefined && keep(key))
            env[key] = value;
    return env;
}
const npmKey = (key) => NPM_CONFIG.test(key) || key === NPMRC_TOKEN || PROXY_KEYS.includes(key);
/** The environment of npm on this machine. */
function npmEnv(source = process.env) {
    return pick(source, (key) => HOST_KEYS.includes(key) || npmKey(key));
}
/**
 * The environment of npm in a task image's container: the image keeps its own PATH; HOME, the cache
 * and the user's `.npmrc` (mounted at `userconfig`, when there is one) are the container's.
 */
function containerNpmEnv(source = process.env, userconfig) {
    const env = pick(source, (key) => npmKey(key) && !HOST_PATH_CONFIG.test(key));
    env.HOME = "/tmp/agent-loadtest-home";
    env.npm_config_cache = "/tmp/agent-loadtest-npm-cache";
    if (userconfig)
        env.npm_config_userconfig = userconfig;
    return env;
}
/** The `.npmrc` npm would read for the user on this machine (`npm_config_userconfig`, else ~/.npmrc). */
function userNpmrc(source = process.env) {
    const key = Object.keys(source).find((k) => /^npm_config_userconfig$/i.test(k));
    const file = key ? source[key] : source.HOME ? `${source.HOME}/.npmrc` : undefined;
    return file || undefined;
}


/***/ }),

/***/ 82002:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.codingAgentOf = codingAgentOf;
exports.modelOf = modelOf;
exports.launchCommand = launchCommand;
exports.harvestTrace = harvestTrace;
/**
 * What a runtime asks of a built-in coding agent in one session: the command that launches it, and
 * afterwards its trace turned into `trajectory.json` and `spans.jsonl` (which the runtime reads as it
 * reads any agent's logs) plus the error the agent reported, as a bucket.
 */
const promises_1 = __webpack_require__(51455);
const node_path_1 = __importDefault(__webpack_require__(76760));
const read_bounded_js_1 = __webpack_require__(67619);
const launch_js_1 = __webpack_require__(82427);
const recipe_js_1 = __webpack_require__(47722);
const table_js_1 = __webpack_require__(93690);
const index_js_1 = __webpack_require__(25369);
/**
 * The coding agent a spec runs: its declared `recipe`, else the built-in row it names (a spec with its
 * own command is a custom agent).
 */
function codingAgentOf(spec) {
    if (spec.recipe) {
        const def = (0, recipe_js_1.recipeDef)(spec.recipe);
        return { def, version: def.version, label: spec.name };
    }
    const def = spec.command ? undefined : (0, table_js_1.codingAgent)(spec.name);
    return def ? { def, version: spec.version ?? def.version } : null;
}
/** The model asked for: the spec's, else the one the mock serves (AGENT_MODEL). */
function modelOf(spec, env) {
    return spec.model ?? env.AGENT_MODEL;
}
function launchCommand(use, spec, env, instruction, place) {
    const ctx = { instruction, model: modelOf(spec, env), home: place.home, env, args: spec.args ?? [] };
    return (0, launch_js_1.agentCommand)(use.def, ctx, place);
}
/**
 * Reads `<agentDir>/trace.jsonl` (+ arrivals), writes the ATIF trajectory to `<agentDir>/trajectory.json`
 * and `<sessionDir>/trajectory.json`, appends the `tool` spans to `<agentDir>/spans.jsonl`.
 * Null when the agent left no trace.
 */
async function harvestTrace(use, meta, agentDir, sessionDir) {
    const read = (name) => (0, read_bounded_js_1.readBounded)(node_path_1.default.join(agentDir, name));
    const text = await read(table_js_1.TRACE_FILE);
    if (text === null)
        return null;
    const parsed = (0, index_js_1.parseTrace)(use.def.trace, text, await read(table_js_1.ARRIVALS_FILE), {
        agent: use.label ?? use.def.name,
        version: use.version,
        model: meta.model ?? "",
        instruction: meta.instruction,
    });
    const json = `${JSON.stringify(parsed.trajectory, null, 2)}\n`;
    await (0, promises_1.writeFile)(node_path_1.default.join(agentDir, "trajectory.json"), json);
    await (0, promises_1.writeFile)(node_path_1.default.join(sessionDir, "trajectory.json"), json);
    const spans = parsed.spans.map((s) => JSON.stringify(s)).join("\n");
    if (spans)
        await (0, promises_1.writeFile)(node_path_1.default.join(agentDir, "spans.jsonl"), `${spans}\n`, { flag: "a" });
    return parsed;
}


/***/ }),

/***/ 90059:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.obj = exports.num = exports.str = exports.timeOf = void 0;
exports.traceLines = traceLines;
exports.classifyApiError = classifyApiError;
exports.trajectoryOf = trajectoryOf;
exports.toolSpan = toolSpan;
exports.atifProblems = atifProblems;
const errors_js_1 = __webpack_require__(89208);
/** Reads JSON lines (skipping what is not JSON: banners, warnings) beside their arrival times. */
function traceLines(text, arrivals) {
    const times = (arrivals ?? "").split("\n");
    const out = [];
    text.split("\n").forEach((line, i) => {
        const at = Number.parseFloat(times[i] ?? "");
        if (!line.trim().startsWith("{"))
            return;
        try {
            const json = JSON.parse(line);
            if (json && typeof json === "object")
                out.push({ json, at: Number.isFinite(at) ? at * 1000 : null });
        }
        catch {
            // a cut-off last line (the agent was killed) is not an event
        }
    });
    return out;
}
/** The bucket of an error message an agent printed: rate limits apart from every other API error. */
function classifyApiError(message) {
    return (0, errors_js_1.isRateLimit)(message) ? "llm_rate_limited" : "llm_api_error";
}
function withoutMetrics(step) {
    const { metrics: _, ...rest } = step;
    return rest;
}
/** Steps numbered 1..N and totals summed, as ATIF requires; per-step tokens kept only where they add up. */
function trajectoryOf(meta, steps, sessionId, totals) {
    // Per-step counts that do not add up to the agent's own totals are not what it used per step
    // (Claude Code streams partial usage on each message): they are left out, the totals kept.
    const stepSum = (k) => steps.reduce((a, s) => a + (s.metrics?.[k] ?? 0), 0);
    const partial = totals !== undefined &&
        (stepSum("prompt_tokens") !== totals.prompt || stepSum("completion_tokens") !== totals.completion);
    const kept = partial ? steps.map(withoutMetrics) : steps;
    const numbered = [{ source: "user", message: meta.instruction }, ...kept].map((s, i) => ({
        step_id: i + 1,
        ...s,
    }));
    const sum = (k) => kept.reduce((a, s) => a + (s.metrics?.[k] ?? 0), 0);
    return {
        schema_version: "ATIF-v1.7",
        ...(sessionId ? { session_id: sessionId } : {}),
        agent: { name: meta.agent, version: meta.version, model_name: meta.model },
        steps: numbered,
        final_metrics: {
            total_prompt_tokens: totals?.prompt ?? sum("prompt_tokens"),
            total_completion_tokens: totals?.completion ?? sum("completion_tokens"),
            total_cached_tokens: totals?.cached ?? sum("cached_tokens"),
            total_steps: numbered.length,
        },
    };
}
function toolSpan(name, start, end, ok) {
    return {
        kind: "tool",
        name,
        start,
        end: Math.max(start, end),
        ok,
        error_class: ok ? null : "tool_error",
        ttft_ms: null,
        tokens_in: null,
        tokens_out: null,
    };
}
/** An ISO timestamp in a trace line → epoch ms. */
const timeOf = (v) => {
    const t = typeof v === "string" ? Date.parse(v) : Number.NaN;
    return Number.isFinite(t) ? t : null;
};
exports.timeOf = timeOf;
const AGENT_ONLY = ["model_name", "reasoning_content", "tool_calls", "metrics"];
/** Why a document is not valid ATIF v1.7 (Harbor's model rules), or nothing when it is. */
function atifProblems(t) {
    const doc = (0, exports.obj)(t);
    const problems = [];
    if (!/^ATIF-v1\.[0-7]$/.test((0, exports.str)(doc.schema_version)))
        problems.push("schema_version is not ATIF-v1.0 … v1.7");
    const agent = (0, exports.obj)(doc.agent);
    if (!(0, exports.str)(agent.name) || !(0, exports.str)(agent.version))
        problems.push("agent needs a name and a version");
    const steps = Array.isArray(doc.steps) ? doc.steps.map(exports.obj) : [];
    if (steps.length === 0)
        problems.push("steps needs at least one step");
    return [...problems, ...steps.flatMap((s, i) => stepProblems(s, i))];
}
function stepProblems(s, i) {
    const at = `steps[${i}]`;
    const out = [];
    if (s.step_id !== i + 1)
        out.push(`${at}.step_id must be ${i + 1}`);
    if (!["system", "user", "agent"].includes((0, exports.str)(s.source)))
        out.push(`${at}.source must be system, user or agent`);
    if (typeof s.message !== "string" && !Array.isArray(s.message))
        out.push(`${at}.message is required`);
    if (s.timestamp !== undefined && (0, exports.timeOf)(s.timestamp) === null)
        out.push(`${at}.timestamp is not ISO-8601`);
    if (s.source !== "agent")
        for (const k of AGENT_ONLY)
            if (s[k] !== undefined)
                out.push(`${at}.${k} is for agent steps only`);
    const calls = Array.isArray(s.tool_calls) ? s.tool_calls.map(exports.obj) : [];
    for (const c of calls)
        if (!(0, exports.str)(c.tool_call_id) || !(0, exports.str)(c.function_name) || typeof c.arguments !== "object")
            out.push(`${at}.tool_calls: each needs tool_call_id, function_name and arguments`);
    const ids = new Set(calls.map((c) => (0, exports.str)(c.tool_call_id)));
    const results = Array.isArray((0, exports.obj)(s.observation).results)
        ? (0, exports.obj)(s.observation).results.map(exports.obj)
        : [];
    for (const r of results)
        if (r.source_call_id !== undefined && !ids.has((0, exports.str)(r.source_call_id)))
            out.push(`${at}.observation: source_call_id ${(0, exports.str)(r.source_call_id)} matches no tool call of the step`);
    return out;
}
const str = (v) => (typeof v === "string" ? v : v == null ? "" : JSON.stringify(v));
exports.str = str;
const num = (v) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
exports.num = num;
const obj = (v) => v && typeof v === "object" && !Array.isArray(v) ? v : {};
exports.obj = obj;


/***/ }),

/***/ 98960:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parseClaudeStream = parseClaudeStream;
const atif_js_1 = __webpack_require__(90059);
/** A message's content blocks; what is not an object (a null, a number) is an empty block. */
const blocks = (v) => (Array.isArray(v) ? v.map((b) => (0, atif_js_1.obj)(b)) : []);
function onAssistant(s, line) {
    const m = (0, atif_js_1.obj)(line.json.message);
    const id = (0, atif_js_1.str)(m.id) || `line-${s.steps.length}`;
    let step = s.byMessage.get(id);
    if (!step) {
        step = { source: "agent", message: "", model_name: (0, atif_js_1.str)(m.model) || undefined };
        s.byMessage.set(id, step);
        s.steps.push(step);
    }
    for (const b of blocks(m.content)) {
        if (b.type === "text")
            step.message += (0, atif_js_1.str)(b.text);
        if (b.type === "tool_use") {
            const call = { tool_call_id: (0, atif_js_1.str)(b.id), function_name: (0, atif_js_1.str)(b.name), arguments: (0, atif_js_1.obj)(b.input) };
            step.tool_calls = [...(step.tool_calls ?? []), call];
            s.calls.set(call.tool_call_id, { step, name: call.function_name, at: line.at });
        }
    }
    const u = (0, atif_js_1.obj)(m.usage);
    if (Object.keys(u).length > 0) {
        const cached = (0, atif_js_1.num)(u.cache_read_input_tokens);
        // ATIF counts every input token in prompt_tokens, cached ones included.
        step.metrics = {
            prompt_tokens: (0, atif_js_1.num)(u.input_tokens) + cached + (0, atif_js_1.num)(u.cache_creation_input_tokens),
            completion_tokens: (0, atif_js_1.num)(u.output_tokens),
            cached_tokens: cached,
        };
    }
}
function onUser(s, line) {
    const content = (0, atif_js_1.obj)(line.json.message).content;
    for (const b of blocks(content)) {
        if (b.type !== "tool_result")
            continue;
        const call = s.calls.get((0, atif_js_1.str)(b.tool_use_id));
        if (!call)
            continue;
        s.calls.delete((0, atif_js_1.str)(b.tool_use_id));
        const text = Array.isArray(b.content)
            ? blocks(b.content)
                .map((p) => (0, atif_js_1.str)(p.text))
                .join("")
            : (0, atif_js_1.str)(b.content);
        const results = call.step.observation?.results ?? [];
        call.step.observation = { results: [...results, { source_call_id: (0, atif_js_1.str)(b.tool_use_id), content: text }] };
        if (call.at !== null && line.at !== null)
            s.spans.push((0, atif_js_1.toolSpan)(call.name, call.at, line.at, b.is_error !== true));
    }
}
function onResult(s, line) {
    const r = line.json;
    const u = (0, atif_js_1.obj)(r.usage);
    if (Object.keys(u).length > 0) {
        const cached = (0, atif_js_1.num)(u.cache_read_input_tokens);
        const prompt = (0, atif_js_1.num)(u.input_tokens) + cached + (0, atif_js_1.num)(u.cache_creation_input_tokens);
        s.totals = { prompt, completion: (0, atif_js_1.num)(u.output_tokens), cached };
    }
    if (r.is_error === true || (typeof r.subtype === "string" && r.subtype.startsWith("error"))) {
        const message = (0, atif_js_1.str)(r.result) || (0, atif_js_1.str)(r.error) || (0, atif_js_1.str)(r.subtype);
        s.error = { bucket: (0, atif_js_1.classifyApiError)(message), message: message.split("\n")[0].slice(0, 300) };
    }
}
function parseClaudeStream(lines, meta) {
    const s = { steps: [], byMessage: new Map(), calls: new Map(), spans: [], error: null };
    for (const raw of lines) {
        // The trace's own timestamps where it has them (Claude Code), else the line's arrival.
        const line = { ...raw, at: (0, atif_js_1.timeOf)(raw.json.timestamp) ?? raw.at };
        const type = line.json.type;
        if (type === "system" && line.json.subtype === "init")
            s.sessionId = (0, atif_js_1.str)(line.json.session_id) || undefined;
        else if (type === "assistant")
            onAssistant(s, line);
        else if (type === "user")
            onUser(s, line);
        else if (type === "result")
            onResult(s, line);
    }
    return { trajectory: (0, atif_js_1.trajectoryOf)(meta, s.steps, s.sessionId, s.totals), spans: s.spans, error: s.error };
}


/***/ }),

/***/ 1610:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parseCodexJson = parseCodexJson;
const atif_js_1 = __webpack_require__(90059);
/** The items that are tool calls, and what their arguments and results are. */
const TOOL_ITEMS = {
    command_execution: (i) => ({ args: { command: i.command }, out: (0, atif_js_1.str)(i.aggregated_output) }),
    file_change: (i) => ({ args: { changes: i.changes }, out: (0, atif_js_1.str)(i.status) }),
    mcp_tool_call: (i) => ({
        args: { server: i.server, tool: i.tool, arguments: i.arguments },
        out: (0, atif_js_1.str)(i.result),
    }),
    web_search: (i) => ({ args: { query: i.query }, out: "" }),
};
function errorOf(message) {
    return { bucket: (0, atif_js_1.classifyApiError)(message), message: message.split("\n")[0].slice(0, 300) };
}
function parseCodexJson(lines, meta) {
    const steps = [];
    const spans = [];
    const started = new Map();
    let step = null;
    let error = null;
    let sessionId;
    const current = () => {
        if (!step) {
            step = { source: "agent", message: "", model_name: meta.model };
            steps.push(step);
        }
        return step;
    };
    for (const { json, at } of lines) {
        const item = (0, atif_js_1.obj)(json.item);
        const tool = Object.hasOwn(TOOL_ITEMS, (0, atif_js_1.str)(item.type)) ? TOOL_ITEMS[(0, atif_js_1.str)(item.type)] : undefined;
        if (json.type === "thread.started")
            sessionId = (0, atif_js_1.str)(json.thread_id) || undefined;
        else if (json.type === "turn.started")
            step = null;
        else if (json.type === "item.started" && tool && at !== null)
            started.set((0, atif_js_1.str)(item.id), at);
        else if (json.type === "item.completed" && item.type === "agent_message") {
            const s = current();
            s.message = s.message ? `${s.message}\n${(0, atif_js_1.str)(item.text)}` : (0, atif_js_1.str)(item.text);
        }
        else if (json.type === "item.completed" && tool) {
            const s = current();
            const { args, out } = tool(item);
            const id = (0, atif_js_1.str)(item.id);
            s.tool_calls = [
                ...(s.tool_calls ?? []),
                { tool_call_id: id, function_name: (0, atif_js_1.str)(item.type), arguments: args },
            ];
            s.observation = { results: [...(s.observation?.results ?? []), { source_call_id: id, content: out }] };
            const from = started.get(id);
            const ok = item.status === "completed" && (item.exit_code == null || item.exit_code === 0);
            if (from !== undefined && at !== null)
                spans.push((0, atif_js_1.toolSpan)((0, atif_js_1.str)(item.type), from, at, ok));
        }
        else if (json.type === "turn.completed") {
            const u = (0, atif_js_1.obj)(json.usage);
            current().metrics = {
                prompt_tokens: (0, atif_js_1.num)(u.input_tokens),
                completion_tokens: (0, atif_js_1.num)(u.output_tokens),
                cached_tokens: (0, atif_js_1.num)(u.cached_input_tokens),
            };
        }
        else if (json.type === "turn.failed")
            error = errorOf((0, atif_js_1.str)((0, atif_js_1.obj)(json.error).message) || "turn failed");
        else if (json.type === "error")
            error ??= errorOf((0, atif_js_1.str)(json.message) || "error");
    }
    return { trajectory: (0, atif_js_1.trajectoryOf)(meta, steps, sessionId), spans, error };
}


/***/ }),

/***/ 1778:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parseGeminiStream = parseGeminiStream;
const atif_js_1 = __webpack_require__(90059);
function parseGeminiStream(lines, meta) {
    const steps = [];
    const spans = [];
    const calls = new Map();
    let step = null;
    let answered = false;
    let error = null;
    let sessionId;
    const current = () => {
        if (!step || answered) {
            step = { source: "agent", message: "", model_name: meta.model };
            steps.push(step);
            answered = false;
        }
        return step;
    };
    for (const { json, at } of lines) {
        const when = (0, atif_js_1.timeOf)(json.timestamp) ?? at;
        if (json.type === "init")
            sessionId = (0, atif_js_1.str)(json.session_id) || undefined;
        else if (json.type === "message" && json.role === "assistant")
            current().message += (0, atif_js_1.str)(json.content);
        else if (json.type === "tool_use") {
            const s = current();
            const call = {
                tool_call_id: (0, atif_js_1.str)(json.tool_id),
                function_name: (0, atif_js_1.str)(json.tool_name),
                arguments: (0, atif_js_1.obj)(json.parameters),
            };
            s.tool_calls = [...(s.tool_calls ?? []), call];
            calls.set(call.tool_call_id, { step: s, name: call.function_name, at: when });
        }
        else if (json.type === "tool_result") {
            const call = calls.get((0, atif_js_1.str)(json.tool_id));
            if (!call)
                continue;
            const ok = json.status === "success";
            const content = ok ? (0, atif_js_1.str)(json.output) : (0, atif_js_1.str)((0, atif_js_1.obj)(json.error).message) || (0, atif_js_1.str)(json.output);
            const results = call.step.observation?.results ?? [];
            call.step.observation = { results: [...results, { source_call_id: (0, atif_js_1.str)(json.tool_id), content }] };
            if (call.at !== null && when !== null)
                spans.push((0, atif_js_1.toolSpan)(call.name, call.at, when, ok));
            answered = true;
        }
        else if (json.type === "result") {
            const stats = (0, atif_js_1.obj)(json.stats);
            // The run's totals only: they go on its last step.
            const last = steps[steps.length - 1];
            if (last) {
                const cached = (0, atif_js_1.num)(stats.cached);
                last.metrics = {
                    prompt_tokens: (0, atif_js_1.num)(stats.input_tokens),
                    completion_tokens: (0, atif_js_1.num)(stats.output_tokens),
                    cached_tokens: cached,
                };
            }
            if (json.status === "error") {
                const message = (0, atif_js_1.str)((0, atif_js_1.obj)(json.error).message) || "the agent reported an error";
                error = { bucket: (0, atif_js_1.classifyApiError)(message), message: message.split("\n")[0].slice(0, 300) };
            }
        }
    }
    return { trajectory: (0, atif_js_1.trajectoryOf)(meta, steps, sessionId), spans, error };
}


/***/ }),

/***/ 25369:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parseTrace = parseTrace;
/** An agent's trace (its stdout, with line arrival times) → ATIF trajectory, `tool` spans, error bucket. */
const event_schema_js_1 = __webpack_require__(857);
const atif_js_1 = __webpack_require__(90059);
const claude_stream_js_1 = __webpack_require__(98960);
const codex_js_1 = __webpack_require__(1610);
const gemini_js_1 = __webpack_require__(1778);
const jsonl_js_1 = __webpack_require__(23135);
const opencode_js_1 = __webpack_require__(9024);
const PARSERS = {
    "claude-stream": claude_stream_js_1.parseClaudeStream,
    "opencode-json": opencode_js_1.parseOpencodeJson,
    "codex-json": codex_js_1.parseCodexJson,
    "gemini-stream": gemini_js_1.parseGeminiStream,
    jsonl: jsonl_js_1.parseJsonl,
};
function parseTrace(format, text, arrivals, meta) {
    const parsed = format === "none" ? (0, jsonl_js_1.parseNone)(text, meta) : PARSERS[format]((0, atif_js_1.traceLines)(text, arrivals), meta);
    // A trace's own clock can say anything (year 275760, a tool that ran for centuries): such a span
    // would make the run's events.jsonl unreadable, so it is left out, as events.jsonl would refuse it.
    return { ...parsed, spans: parsed.spans.filter((s) => (0, event_schema_js_1.spanProblem)(s) === null) };
}


/***/ }),

/***/ 23135:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parseJsonl = parseJsonl;
exports.parseNone = parseNone;
const atif_js_1 = __webpack_require__(90059);
const CALL_TYPES = new Set(["toolCall", "tool_call", "tool_use", "tool-call", "function_call"]);
const callId = (j) => (0, atif_js_1.str)(j.toolCallId ?? j.tool_call_id ?? j.callID ?? j.call_id ?? j.tool_use_id);
/** An assistant message's text and tool calls, as a step. */
function messageStep(message, meta) {
    const parts = Array.isArray(message.content) ? message.content.map(atif_js_1.obj) : [];
    const text = typeof message.content === "string" ? message.content : "";
    const step = {
        source: "agent",
        message: text + parts.map((p) => (p.type === "text" ? (0, atif_js_1.str)(p.text) : "")).join(""),
        model_name: (0, atif_js_1.str)(message.model) || meta.model,
    };
    const calls = parts
        .filter((p) => CALL_TYPES.has((0, atif_js_1.str)(p.type)))
        .map((p) => ({
        tool_call_id: (0, atif_js_1.str)(p.id) || callId(p),
        function_name: (0, atif_js_1.str)(p.name),
        arguments: (0, atif_js_1.obj)(p.arguments ?? p.input ?? p.args),
    }));
    if (calls.length)
        step.tool_calls = calls;
    const usage = (0, atif_js_1.obj)(message.usage);
    const prompt = (0, atif_js_1.num)(usage.input ?? usage.input_tokens ?? usage.prompt_tokens);
    const completion = (0, atif_js_1.num)(usage.output ?? usage.output_tokens ?? usage.completion_tokens);
    if (prompt || completion)
        step.metrics = { prompt_tokens: prompt, completion_tokens: completion };
    return step;
}
/** A tool result's text: a string, or the text parts of a content list. */
function resultText(v) {
    if (typeof v === "string")
        return v;
    const content = (0, atif_js_1.obj)(v).content ?? v;
    return Array.isArray(content) ? content.map((p) => (0, atif_js_1.str)((0, atif_js_1.obj)(p).text)).join("") : (0, atif_js_1.str)(v);
}
function onResult(s, id, content, ok, at) {
    const call = s.calls.get(id);
    if (!call)
        return;
    const results = call.step.observation?.results ?? [];
    if (!results.some((r) => r.source_call_id === id))
        call.step.observation = { results: [...results, { source_call_id: id, content }] };
    if (call.start !== null && at !== null) {
        s.spans.push((0, atif_js_1.toolSpan)(call.name, call.start, at, ok));
        call.start = null;
    }
}
function setError(s, text) {
    s.error = { bucket: (0, atif_js_1.classifyApiError)(text), message: text.split("\n")[0].slice(0, 300) };
}
function onLine(s, json, at, meta) {
    const type = (0, atif_js_1.str)(json.type);
    const message = (0, atif_js_1.obj)(json.message);
    // A message still streaming (its start, updates, deltas) counts once it ends.
    if (message.role === "assistant" && !/start|update|delta/i.test(type)) {
        const key = JSON.stringify(message);
        if (s.seen.has(key))
            return;
        s.seen.add(key);
        const step = messageStep(message, meta);
        s.steps.push(step);
        // An API call that failed ends the message that was to hold its answer (pi's shape).
        if (message.stopReason === "error" && message.errorMessage)
            setError(s, (0, atif_js_1.str)(message.errorMessage));
        for (const c of step.tool_calls ?? [])
            s.calls.set(c.tool_call_id, { step, name: c.function_name, start: null });
        return;
    }
    const id = callId(json);
    if (id && /start/i.test(type)) {
        const call = s.calls.get(id);
        if (call && at !== null)
            call.start = at;
    }
    else if (id && /end|result/i.test(type)) {
        onResult(s, id, resultText(json.result), json.isError !== true, at);
    }
    else if (message.role === "toolResult" && !/start|update|delta/i.test(type)) {
        onResult(s, callId(message), resultText(message), message.isError !== true, at);
    }
    if (type === "error" || json.error) {
        const e = (0, atif_js_1.obj)(json.error);
        setError(s, (0, atif_js_1.str)(e.message) || (0, atif_js_1.str)(json.error) || (0, atif_js_1.str)(json.message) || "the agent reported an error");
    }
}
function parseJsonl(lines, meta) {
    const s = { steps: [], spans: [], seen: new Set(), calls: new Map(), error: null };
    for (const { json, at } of lines)
        onLine(s, json, at, meta);
    const session = lines.find((l) => l.json.type === "session");
    const sessionId = session ? (0, atif_js_1.str)(session.json.id) || undefined : undefined;
    return { trajectory: (0, atif_js_1.trajectoryOf)(meta, s.steps, sessionId), spans: s.spans, error: s.error };
}
/** No trace (`trace: none`): the prompt, and what the agent printed last as its answer. */
function parseNone(text, meta) {
    const tail = text.trim().slice(-4000);
    const steps = tail ? [{ source: "agent", message: tail, model_name: meta.model }] : [];
    return { trajectory: (0, atif_js_1.trajectoryOf)(meta, steps), spans: [], error: null };
}


/***/ }),

/***/ 9024:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parseOpencodeJson = parseOpencodeJson;
const atif_js_1 = __webpack_require__(90059);
function onTool(step, part, spans) {
    const state = (0, atif_js_1.obj)(part.state);
    const id = (0, atif_js_1.str)(part.callID) || (0, atif_js_1.str)(part.id);
    const name = (0, atif_js_1.str)(part.tool);
    step.tool_calls = [
        ...(step.tool_calls ?? []),
        { tool_call_id: id, function_name: name, arguments: (0, atif_js_1.obj)(state.input) },
    ];
    const output = state.status === "error" ? (0, atif_js_1.str)(state.error) : (0, atif_js_1.str)(state.output);
    step.observation = {
        results: [...(step.observation?.results ?? []), { source_call_id: id, content: output }],
    };
    const time = (0, atif_js_1.obj)(state.time);
    if (typeof time.start === "number" && typeof time.end === "number")
        spans.push((0, atif_js_1.toolSpan)(name, time.start, time.end, state.status === "completed"));
}
function parseOpencodeJson(lines, meta) {
    const steps = [];
    const spans = [];
    let step = null;
    let error = null;
    let sessionId;
    const current = () => {
        if (!step) {
            step = { source: "agent", message: "", model_name: meta.model };
            steps.push(step);
        }
        return step;
    };
    for (const { json } of lines) {
        const part = (0, atif_js_1.obj)(json.part);
        sessionId ??= (0, atif_js_1.str)(json.sessionID) || undefined;
        if (json.type === "step_start")
            step = null;
        if (json.type === "text")
            current().message += (0, atif_js_1.str)(part.text);
        if (json.type === "tool_use")
            onTool(current(), part, spans);
        if (json.type === "step_finish") {
            const t = (0, atif_js_1.obj)(part.tokens);
            const cached = (0, atif_js_1.num)((0, atif_js_1.obj)(t.cache).read);
            current().metrics = {
                prompt_tokens: (0, atif_js_1.num)(t.input) + cached,
                completion_tokens: (0, atif_js_1.num)(t.output),
                cached_tokens: cached,
            };
            step = null;
        }
        if (json.type === "error") {
            const e = (0, atif_js_1.obj)(json.error);
            const message = (0, atif_js_1.str)((0, atif_js_1.obj)(e.data).message) || (0, atif_js_1.str)(e.message) || (0, atif_js_1.str)(e.name) || "the agent reported an error";
            error = { bucket: (0, atif_js_1.classifyApiError)(message), message: message.split("\n")[0].slice(0, 300) };
        }
    }
    return { trajectory: (0, atif_js_1.trajectoryOf)(meta, steps, sessionId), spans, error };
}


/***/ }),

/***/ 67619:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.readBounded = readBounded;
exports.readTail = readTail;
/**
 * Reading files an agent wrote (traces, spans, logs) with a bound: an agent cannot make us hold more,
 * and a FIFO or device in a file's place is no file (opened without blocking, then passed over).
 */
const node_fs_1 = __webpack_require__(73024);
const promises_1 = __webpack_require__(51455);
const limits_js_1 = __webpack_require__(30351);
/** The file opened for reading when it is a regular file, else null; never waits on a FIFO. */
async function openRegular(file) {
    const fh = await (0, promises_1.open)(file, node_fs_1.constants.O_RDONLY | node_fs_1.constants.O_NONBLOCK).catch(() => null);
    if (!fh)
        return null;
    const regular = await fh
        .stat()
        .then((s) => s.isFile())
        .catch(() => false);
    if (regular)
        return fh;
    await fh.close();
    return null;
}
/** The file's text up to `max` bytes (what follows is not read), or null when it cannot be read. */
async function readBounded(file, max = (0, limits_js_1.limit)("agentFileBytes")) {
    const fh = await openRegular(file);
    if (!fh)
        return null;
    try {
        const size = (await fh.stat()).size;
        const buf = Buffer.alloc(Math.min(size, max));
        const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
        return buf.toString("utf8", 0, bytesRead);
    }
    catch {
        return null;
    }
    finally {
        await fh.close();
    }
}
/** The last `bytes` bytes of a file as text (its last lines), or null when it cannot be read. */
async function readTail(file, bytes = 64 * 1024) {
    const fh = await openRegular(file);
    if (!fh)
        return null;
    try {
        const size = (await fh.stat()).size;
        const n = Math.min(size, bytes);
        const buf = Buffer.alloc(n);
        const { bytesRead } = await fh.read(buf, 0, n, size - n);
        return buf.toString("utf8", 0, bytesRead);
    }
    catch {
        return null;
    }
    finally {
        await fh.close();
    }
}


/***/ }),

/***/ 21012:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.EnvError = void 0;
/** A failure of the environment, by kind; its message is the one the session's outcome carries. */
class EnvError extends Error {
    kind;
    constructor(kind, message) {
        super(message);
        this.kind = kind;
        this.name = "EnvError";
    }
}
exports.EnvError = EnvError;


/***/ }),

/***/ 4322:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PROCESS_OWNER = exports.OWNER_LABEL = exports.ROLE_LABEL = exports.SESSION_LABEL = exports.RUN_LABEL = void 0;
/** Labels on everything a run starts in Docker, so a sweep (close(), the Action's post step) finds it. */
const node_crypto_1 = __webpack_require__(77598);
exports.RUN_LABEL = "agent-loadtest.run";
exports.SESSION_LABEL = "agent-loadtest.session";
exports.ROLE_LABEL = "agent-loadtest.role";
/**
 * The process that made it. A run id is unique in its output folder only: two runs of one scenario
 * started in the same second on one engine (shards or jobs on one host) share it, so a sweep matches
 * this too and never removes another process's containers.
 */
exports.OWNER_LABEL = "agent-loadtest.owner";
exports.PROCESS_OWNER = (0, node_crypto_1.randomBytes)(6).toString("hex");


/***/ }),

/***/ 73862:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.cutMarker = cutMarker;
exports.boundedLogFile = boundedLogFile;
/**
 * A log file a session's process writes (its stdout, its stderr): kept up to the session log bound, the
 * rest dropped and counted, and a marker line at its end says how much. An agent that prints without
 * end fills no disk, and the session is judged as usual.
 */
const node_fs_1 = __webpack_require__(73024);
const node_stream_1 = __webpack_require__(57075);
const limits_js_1 = __webpack_require__(30351);
/** The line that ends a file cut at its bound. */
function cutMarker(kept, dropped) {
    return `\n[agent-loadtest: cut after ${kept} bytes; ${dropped} more bytes were not copied]\n`;
}
/** Appends to `file` up to `bytes`; an error of the file is this stream's error. */
function boundedLogFile(file, bytes = (0, limits_js_1.limit)("sessionLogFileBytes")) {
    const sink = (0, node_fs_1.createWriteStream)(file, { flags: "a" });
    let kept = 0;
    let dropped = 0;
    const out = new node_stream_1.Writable({
        write(chunk, _encoding, done) {
            const room = Math.max(0, bytes - kept);
            dropped += Math.max(0, chunk.length - room);
            if (room === 0)
                return done();
            const part = chunk.length <= room ? chunk : chunk.subarray(0, room);
            kept += part.length;
            sink.write(part, (e) => done(e ?? null));
        },
        final(done) {
            if (dropped > 0)
                sink.write(cutMarker(kept, dropped));
            sink.end(() => done());
        },
        destroy(e, done) {
            sink.destroy();
            done(e);
        },
    });
    sink.on("error", (e) => out.destroy(e));
    return out;
}


/***/ })

};
