export const id = 194;
export const ids = [194,395];
export const modules = {

/***/ 91395:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.AgentLayers = void 0;
exports.agentLayerTag = agentLayerTag;
exports.agentInstallMode = agentInstallMode;
exports.existingLayer = existingLayer;
exports.ensureAgentLayer = ensureAgentLayer;
exports.prepareAgentLayers = prepareAgentLayers;
exports.sessionImage = sessionImage;
/**
 * A built-in agent in a session's container at /opt/agents/<name>, one of two ways:
 *  - mount (an engine on this machine): the host install, bind-mounted read-only into every session
 *    container of the task image — nothing is built or copied, and a warm job restores only the install;
 *  - layer (an engine elsewhere, which cannot see this machine's files): one layer `FROM <task image>`
 *    that copies the host install, tagged by the task image's id and the agent's name@version, so later
 *    sessions and runs reuse it. The install folder streams to the daemon through `tar` (hundreds of MB,
 *    never in memory).
 * An image that already carries the agent (`prebuild --agent`, or a layer made earlier) is used as it is.
 */
const node_child_process_1 = __webpack_require__(31421);
const node_crypto_1 = __webpack_require__(77598);
const promises_1 = __webpack_require__(51455);
const node_os_1 = __webpack_require__(48161);
const node_path_1 = __importDefault(__webpack_require__(76760));
const install_js_1 = __webpack_require__(94733);
const session_js_1 = __webpack_require__(82002);
const table_js_1 = __webpack_require__(93690);
const errors_js_1 = __webpack_require__(83916);
const build_js_1 = __webpack_require__(96298);
const images_js_1 = __webpack_require__(79618);
const scripts_install_js_1 = __webpack_require__(60088);
const session_host_js_1 = __webpack_require__(18185);
async function agentLayerTag(docker, baseImage, install) {
    const id = (await docker.getImage(baseImage).inspect()).Id;
    const key = (0, node_crypto_1.createHash)("sha256")
        .update(`${id}\n${install.name}@${install.version}\n`)
        .digest("hex")
        .slice(0, 16);
    return `agent-loadtest/agent-${install.name}:${key}`;
}
/** Streams `<ctx>/Dockerfile` and the install folder (as `agent/`) as one tar. */
function contextStream(ctxDir, install) {
    const parent = node_path_1.default.dirname(install.dir);
    const base = node_path_1.default.basename(install.dir);
    const tar = (0, node_child_process_1.spawn)("tar", [
        "-c",
        "-C",
        ctxDir,
        "Dockerfile",
        "-C",
        parent,
        `--transform=s,^${base.replace(/[.@]/g, "\\$&")},agent,`,
        base,
    ], { stdio: ["ignore", "pipe", "ignore"] });
    return tar.stdout;
}
/**
 * `auto`: mounted when the engine is reached through a local socket, and then only once it shows the
 * install through the mount (mountRefused) — a job container or a pod handed the host's socket sees other
 * paths than the engine does; else layered.
 */
function agentInstallMode(setting, docker) {
    if (setting === "mount" || setting === "layer")
        return setting;
    const modem = docker.modem;
    return modem.socketPath !== undefined && modem.host === undefined ? "mount" : "layer";
}
/**
 * Why the engine cannot show the install at `mount.source` through a mount (it sees other files, or
 * none there), or null when it can: a container created with the mount and never started, asked for
 * the install's marker, then removed.
 */
async function mountRefused(docker, image, mount) {
    let container = null;
    try {
        container = await docker.createContainer({
            Image: image,
            Cmd: ["true"],
            HostConfig: { Mounts: [(0, session_host_js_1.agentBind)(mount)] },
        });
        const stat = (await container.infoArchive({ path: `${mount.target}/${install_js_1.INSTALL_MARKER}` }));
        // The answer is read to its end, or its socket keeps the process alive.
        stat.resume?.();
        return null;
    }
    catch (err) {
        return (0, errors_js_1.errorMessage)(err);
    }
    finally {
        await container?.remove({ force: true }).catch(() => undefined);
    }
}
/**
 * The agent's layer on `baseImage` when it is already there (built by an earlier run, restored from a
 * cache, or the base pinned by `prebuild --agent`), else null: then the agent must be installed and layered.
 */
async function existingLayer(docker, baseImage, agent) {
    const base = await docker.getImage(baseImage).inspect();
    if (base.Config?.Labels?.["agent-loadtest.agent"] === `${agent.name}@${agent.version}`)
        return baseImage;
    const tag = await agentLayerTag(docker, baseImage, agent);
    return (await (0, images_js_1.imageExists)(docker, tag)) ? tag : null;
}
async function ensureAgentLayer(docker, req) {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    const ready = await existingLayer(docker, req.baseImage, req.install);
    if (ready)
        return { ok: true, image: ready, built: false, cached: true, ms: ms() };
    const tag = await agentLayerTag(docker, req.baseImage, req.install);
    const ctxDir = await (0, promises_1.mkdtemp)(node_path_1.default.join((0, node_os_1.tmpdir)(), "agent-layer-"));
    try {
        const target = `${table_js_1.AGENTS_ROOT}/${req.install.name}`;
        await (0, promises_1.writeFile)(node_path_1.default.join(ctxDir, "Dockerfile"), `FROM ${req.baseImage}\nCOPY agent ${target}\n`);
        const result = await (0, build_js_1.buildImage)(docker, {
            contextDir: ctxDir,
            context: () => contextStream(ctxDir, req.install),
            tag,
            buildArgs: {},
            timeoutSec: req.timeoutSec,
            logFile: req.logFile,
            networkMode: req.networkMode,
            platform: req.platform,
            signal: req.signal,
            builder: req.builder,
            labels: {
                "agent-loadtest.image": "agent",
                "agent-loadtest.agent": `${req.install.name}@${req.install.version}`,
                "agent-loadtest.base": req.baseImage,
            },
        });
        return { ...result, cached: false, ms: ms() };
    }
    finally {
        await (0, promises_1.rm)(ctxDir, { recursive: true, force: true });
    }
}
/**
 * The layers of one run, built at most once per (task image, agent@version); install records per agent.
 * An agent whose layer is already there is not installed on the host at all.
 */
class AgentLayers {
    docker;
    setting;
    options;
    layers = new Map();
    installs = new Map();
    /** Says what is being installed or built, for the run's live progress. */
    say = () => { };
    mode;
    /** Whether the engine shows each install folder through a mount (null) or why not: asked once per folder. */
    refusals = new Map();
    constructor(docker, 
    /** `runtime.docker.agent_install`: a refused mount asked for is an error; one chosen by `auto`, a layer. */
    setting, options) {
        this.docker = docker;
        this.setting = setting;
        this.options = options;
        this.mode = agentInstallMode(setting, docker);
    }
    host(use) {
        const key = `${use.def.name}@${use.version}`;
        let pending = this.installs.get(key);
        if (!pending) {
            if (!(0, install_js_1.isInstalled)(use.def, use.version))
                this.say(`installing agent ${key} (npm ${use.def.package})`);
            pending = (0, install_js_1.installOnHost)(use.def, use.version).then((install) => {
                this.say(`agent ${key} ${install.cached ? "found installed" : `installed in ${secs(install.ms)}`}`);
                return install;
            });
            this.installs.set(key, pending);
        }
        return pending;
    }
    /** A recipe with `scripts: true`: installed in a container of the task image, once per image. */
    inImage(baseImage, use) {
        const key = `${baseImage}\n${use.def.name}@${use.version}`;
        let pending = this.installs.get(key);
        if (!pending) {
            this.say(`installing agent ${use.def.name}@${use.version} in ${baseImage} (npm ${use.def.package}, scripts on)`);
            pending = (0, scripts_install_js_1.installInImage)(this.docker, baseImage, use.def, use.version);
            this.installs.set(key, pending);
        }
        return pending;
    }
    layer(baseImage, use) {
        const key = `${baseImage}\n${use.def.name}@${use.version}`;
        let pending = this.layers.get(key);
        if (!pending) {
            pending = this.build(baseImage, use);
            this.layers.set(key, pending);
        }
        return pending;
    }
    async build(baseImage, use) {
        const started = performance.now();
        const agent = { name: use.def.name, version: use.version };
        const ready = await existingLayer(this.docker, baseImage, agent);
        if (ready)
            return { ok: true, image: ready, built: false, cached: true, ms: 0 };
        if (use.def.scripts && this.mode === "layer") {
            const error = `recipe.scripts: the install scripts run in a container with the install folder mounted, and this engine cannot mount this machine's folders (runtime.docker.agent_install: ${this.setting ?? "auto"})`;
            return { ok: false, kind: "start", error, cached: false, ms: 0 };
        }
        const install = use.def.scripts ? await this.inImage(baseImage, use) : await this.host(use);
        if (this.mode === "mount") {
            const mount = { source: install.dir, target: `${table_js_1.AGENTS_ROOT}/${install.name}` };
            let refused = this.refusals.get(install.dir);
            if (!refused) {
                refused = mountRefused(this.docker, baseImage, mount);
                this.refusals.set(install.dir, refused);
            }
            const why = await refused;
            if (!why) {
                const ms = Math.round(performance.now() - started);
                return { ok: true, image: baseImage, built: false, cached: install.cached, ms, mount };
            }
            const error = `runtime.docker.agent_install: mount: the engine cannot mount ${install.dir} (${why})`;
            if (this.setting === "mount")
                return { ok: false, kind: "start", error, cached: false, ms: 0 };
            this.say(`the engine cannot mount ${install.dir} (${why}); the agent is layered`);
        }
        const name = `${install.name}@${install.version}`;
        this.say(`building the ${name} layer on ${baseImage}`);
        const result = await ensureAgentLayer(this.docker, { baseImage, install, ...this.options(name) });
        if (result.ok)
            this.say(`built the ${name} layer on ${baseImage} in ${secs(result.ms)}`);
        const ms = Math.round(performance.now() - started);
        return { ...result, cached: result.cached && install.cached, ms };
    }
}
exports.AgentLayers = AgentLayers;
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
/**
 * prepare(): each built-in coding agent of the plan installed once (when a layer needs it) and layered
 * on every task image it runs on, the agents side by side; one record per agent@version (cached only
 * when nothing had to be installed or built).
 */
async function prepareAgentLayers(layers, agentTasks, taskImage) {
    const byAgent = new Map();
    for (const { agent, tasks, field } of agentTasks) {
        const use = (0, session_js_1.codingAgentOf)(agent);
        if (!use)
            continue;
        const key = `${use.def.name}@${use.version}`;
        const seen = byAgent.get(key);
        byAgent.set(key, { use, tasks: [...(seen?.tasks ?? []), ...tasks], field: seen?.field ?? field });
    }
    const one = async ({ use, tasks, field }) => {
        let ms = 0;
        let cached = true;
        for (const task of tasks) {
            const base = await taskImage(task);
            if (!base.ok)
                continue;
            const layer = await layers.layer(base.image, use).catch((err) => {
                throw (0, install_js_1.installError)(field, err, use.label !== undefined);
            });
            if (!layer.ok)
                throw new errors_js_1.InfraError(`agent ${use.def.name}@${use.version} on ${base.image}: ${layer.error}`);
            ms += layer.ms;
            cached &&= layer.cached;
        }
        return { name: use.def.name, version: use.version, install: { cached, ms } };
    };
    // Every agent's install and layers at once: npm and the daemon overlap instead of queueing.
    const settled = await Promise.allSettled([...byAgent.values()].map(one));
    const failed = settled.find((s) => s.status === "rejected");
    if (failed)
        throw failed.reason;
    return settled.map((s) => s.value);
}
/** The image a session starts: the task's, with its built-in coding agent's layer on top or mounted. */
async function sessionImage(layers, agent, base) {
    const use = (0, session_js_1.codingAgentOf)(agent);
    if (!use || !base.ok)
        return base;
    return layers.layer(base.image, use);
}


/***/ }),

/***/ 18972:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.statValue = statValue;
exports.limitValue = limitValue;
exports.hostCgroup = hostCgroup;
/**
 * A container's cgroup, read from the host's /sys/fs/cgroup when the engine runs on this machine:
 * the cumulative CPU counter (0 when the container started) and memory, at once and exactly, where
 * the Engine's stats call answers only on its next one-second tick. v1 (cgroupfs or systemd driver)
 * and v2 layouts; null when none is readable (a remote engine, Docker Desktop's VM).
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __importDefault(__webpack_require__(76760));
const read = (file) => {
    try {
        return (0, node_fs_1.readFileSync)(file, "utf8");
    }
    catch {
        return null;
    }
};
/** `key value` lines (cpu.stat, memory.stat) → the value of `key`. */
function statValue(text, key) {
    const m = new RegExp(`^${key} (\\d+)$`, "m").exec(text);
    return m ? Number(m[1]) : null;
}
/** A limit file's value: null for "max" (v2) or the "no limit" page-rounded maximum (v1). */
function limitValue(text) {
    const v = Number(text.trim());
    return Number.isFinite(v) && v > 0 && v < 2 ** 60 ? v : null;
}
function v2(dir) {
    if (read(node_path_1.default.join(dir, "cpu.stat")) === null)
        return null;
    return () => {
        const usec = statValue(read(node_path_1.default.join(dir, "cpu.stat")) ?? "", "usage_usec");
        const mem = Number(read(node_path_1.default.join(dir, "memory.current")) ?? Number.NaN);
        if (usec === null || !Number.isFinite(mem))
            return null;
        const cache = statValue(read(node_path_1.default.join(dir, "memory.stat")) ?? "", "inactive_file") ?? 0;
        const limit = read(node_path_1.default.join(dir, "memory.max"));
        return {
            usageNs: usec * 1000,
            memBytes: Math.max(0, mem - cache),
            memLimitBytes: limit === null ? null : limitValue(limit),
        };
    };
}
function v1(cpuDir, memDir) {
    if (read(node_path_1.default.join(cpuDir, "cpuacct.usage")) === null)
        return null;
    return () => {
        const usage = Number(read(node_path_1.default.join(cpuDir, "cpuacct.usage")) ?? Number.NaN);
        const mem = Number(read(node_path_1.default.join(memDir, "memory.usage_in_bytes")) ?? Number.NaN);
        if (!Number.isFinite(usage) || !Number.isFinite(mem))
            return null;
        const cache = statValue(read(node_path_1.default.join(memDir, "memory.stat")) ?? "", "total_inactive_file") ?? 0;
        const limit = read(node_path_1.default.join(memDir, "memory.limit_in_bytes"));
        return {
            usageNs: usage,
            memBytes: Math.max(0, mem - cache),
            memLimitBytes: limit === null ? null : limitValue(limit),
        };
    };
}
/** The container's cgroup reader, or null when this host does not show it. */
function hostCgroup(id, root = "/sys/fs/cgroup") {
    if (!/^[0-9a-f]{12,64}$/.test(id))
        return null;
    const leaves = [`docker/${id}`, `system.slice/docker-${id}.scope`];
    let reader = null;
    for (const leaf of leaves) {
        reader ??= v2(node_path_1.default.join(root, leaf));
        for (const cpu of ["cpuacct", "cpu,cpuacct"])
            reader ??= v1(node_path_1.default.join(root, cpu, leaf), node_path_1.default.join(root, "memory", leaf));
    }
    if (!reader)
        return null;
    const found = reader;
    return () => {
        const r = found();
        return r ? { ...r, atMs: Date.now() } : null;
    };
}


/***/ }),

/***/ 59322:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parseDurationNs = parseDurationNs;
exports.interpolateCompose = interpolateCompose;
exports.parseCompose = parseCompose;
exports.startOrder = startOrder;
/**
 * The subset of `environment/docker-compose.yaml` a Harbor task uses for sidecars: services with
 * `image` or `build`, `environment`, `command`, `expose`, `healthcheck`, `depends_on`, `volumes`, and
 * top-level named `volumes` (made per session, shared by the services that mount them, removed with
 * it). The `main` service is ours (image, command, limits); it may only add `depends_on`,
 * `environment` and `volumes`. Host paths (bind mounts) are refused: a task brings files in its image.
 * Values are interpolated as compose does (`${VAR}`, `${VAR:-default}`, `${VAR-default}`, `$VAR`, `$$`)
 * from the variables Harbor gives compose: the runner's environment and the task's `[environment].env`.
 * Anything else is a UserError naming the file and the key, before a session runs.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __importDefault(__webpack_require__(76760));
const yaml_1 = __webpack_require__(38815);
const errors_js_1 = __webpack_require__(83916);
const SIDECAR_KEYS = new Set([
    "image",
    "build",
    "environment",
    "command",
    "expose",
    "healthcheck",
    "depends_on",
    "volumes",
]);
const MAIN_KEYS = new Set(["depends_on", "environment", "volumes"]);
const HEALTH_KEYS = new Set(["test", "interval", "timeout", "retries", "start_period", "disable"]);
/** Compose durations (`1m30s`, `2s`, `500ms`, `1.5s`) in nanoseconds. */
function parseDurationNs(value, where) {
    if (typeof value === "number")
        return Math.round(value * 1e9);
    if (typeof value !== "string")
        where();
    const re = /(\d+(?:\.\d+)?)(h|ms|m|s|us|ns)/g;
    let total = 0;
    let consumed = 0;
    for (const m of value.matchAll(re)) {
        const n = Number(m[1]);
        const unit = { h: 3.6e12, m: 6e10, s: 1e9, ms: 1e6, us: 1e3, ns: 1 }[m[2]];
        total += n * unit;
        consumed += m[0].length;
    }
    if (consumed !== value.trim().length || consumed === 0)
        where();
    return Math.round(total);
}
function stringMap(value, fail) {
    if (value == null)
        return {};
    if (Array.isArray(value)) {
        const out = {};
        for (const item of value) {
            if (typeof item !== "string")
                fail("environment list items must be strings KEY=VALUE");
            const eq = item.indexOf("=");
            if (eq === -1)
                fail(`environment entry "${item}" needs KEY=VALUE`);
            out[item.slice(0, eq)] = item.slice(eq + 1);
        }
        return out;
    }
    if (typeof value === "object") {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v == null ? "" : String(v)]));
    }
    return fail("must be a map or a list");
}
function dependsOn(value, fail) {
    if (value == null)
        return {};
    if (Array.isArray(value))
        return Object.fromEntries(value.map((v) => [String(v), "service_started"]));
    if (typeof value !== "object")
        return fail("must be a list or a map");
    const out = {};
    for (const [name, cond] of Object.entries(value)) {
        const condition = cond?.condition ?? "service_started";
        if (condition !== "service_started" && condition !== "service_healthy") {
            fail(`${name}.condition "${String(condition)}" is not supported (service_started, service_healthy)`);
        }
        out[name] = condition;
    }
    return out;
}
function command(value, fail) {
    if (value == null)
        return null;
    if (typeof value === "string")
        return ["sh", "-c", value];
    if (Array.isArray(value))
        return value.map(String);
    return fail("must be a string or a list");
}
function healthcheck(value, fail) {
    if (value == null)
        return null;
    if (typeof value !== "object")
        fail("must be a map");
    const hc = value;
    for (const key of Object.keys(hc))
        if (!HEALTH_KEYS.has(key))
            fail(`healthcheck.${key} is not supported`);
    if (hc.disable === true)
        return null;
    let test;
    if (typeof hc.test === "string")
        test = ["CMD-SHELL", hc.test];
    else if (Array.isArray(hc.test) && hc.test.length > 0)
        test = hc.test.map(String);
    else
        return fail("healthcheck.test is required");
    const dur = (key, dflt) => hc[key] == null ? dflt : parseDurationNs(hc[key], () => fail(`healthcheck.${key} is not a duration`));
    return {
        test,
        intervalNs: dur("interval", 30e9),
        timeoutNs: dur("timeout", 30e9),
        retries: hc.retries == null ? 3 : Number(hc.retries),
        startPeriodNs: dur("start_period", 0),
    };
}
const VOLUME_NAME = /^[a-zA-Z0-9][a-zA-Z0-9_.-]*$/;
/** A service's `volumes:` (short `name:/path[:ro]` or long `{type: volume, source, target, read_only}`). */
function volumeMounts(value, known, fail) {
    if (value == null)
        return [];
    if (!Array.isArray(value))
        return fail("volumes must be a list");
    return value.map((item) => {
        let m;
        if (typeof item === "string") {
            const [volume, target, mode, ...rest] = item.split(":");
            if (!target || rest.length > 0 || (mode !== undefined && mode !== "ro" && mode !== "rw"))
                return fail(`volume "${item}" must be <name>:<path>[:ro]`);
            m = { volume, target, readOnly: mode === "ro" };
        }
        else if (item && typeof item === "object") {
            const o = item;
            if ((o.type ?? "volume") !== "volume")
                return fail(`volume type "${String(o.type)}" is not supported (volume)`);
            m = { volume: String(o.source ?? ""), target: String(o.target ?? ""), readOnly: o.read_only === true };
        }
        else
            return fail("volumes entries must be strings or maps");
        if (!VOLUME_NAME.test(m.volume) || !known.has(m.volume))
            return fail(`"${m.volume}" is not a named volume of the top-level volumes (host paths are not mounted)`);
        if (!m.target.startsWith("/"))
            return fail(`volume target "${m.target}" must be an absolute path`);
        return m;
    });
}
/** Top-level `volumes:`: names with no options (local volumes, one per session). */
function namedVolumes(value, file) {
    if (value == null)
        return [];
    if (typeof value !== "object" || Array.isArray(value))
        throw new errors_js_1.UserError("volumes must be a map", file, "volumes");
    for (const [name, opts] of Object.entries(value)) {
        if (!VOLUME_NAME.test(name))
            throw new errors_js_1.UserError("volume names use letters, digits, _ . -", file, `volumes.${name}`);
        if (opts != null && (typeof opts !== "object" || Object.keys(opts).length > 0))
            throw new errors_js_1.UserError("volume options (driver, external, ...) are not supported", file, `volumes.${name}`);
    }
    return Object.keys(value);
}
const COMPOSE_VAR = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;
/** Compose's interpolation of every string value; an unset variable is empty, as compose has it. */
function interpolateCompose(value, vars) {
    if (typeof value === "string")
        return value.replace(COMPOSE_VAR, (whole, braced, op, dflt, bare) => {
            if (whole === "$$")
                return "$";
            const set = vars[braced ?? bare];
            if (op === ":-")
                return set ? set : dflt;
            if (op === "-")
                return set ?? dflt;
            return set ?? "";
        });
    if (Array.isArray(value))
        return value.map((v) => interpolateCompose(v, vars));
    if (value && typeof value === "object")
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateCompose(v, vars)]));
    return value;
}
/**
 * Parses and checks a task's compose file, interpolated with `vars`; `envDir` resolves build contexts.
 */
function parseCompose(file, text = (0, node_fs_1.readFileSync)(file, "utf8"), vars = {}) {
    const envDir = node_path_1.default.dirname(file);
    let doc;
    try {
        doc = interpolateCompose((0, yaml_1.parse)(text), vars);
    }
    catch (err) {
        throw new errors_js_1.UserError(`invalid YAML: ${err.message}`, file);
    }
    const root = (doc ?? {});
    for (const key of Object.keys(root)) {
        if (key !== "services" && key !== "version" && key !== "name" && key !== "volumes") {
            throw new errors_js_1.UserError(`top-level key "${key}" is not supported (services, volumes)`, file, key);
        }
    }
    const volumes = namedVolumes(root.volumes, file);
    const known = new Set(volumes);
    const services = (root.services ?? {});
    const spec = {
        file,
        main: { environment: {}, dependsOn: {}, volumes: [] },
        sidecars: [],
        volumes,
    };
    for (const [name, raw] of Object.entries(services)) {
        const svc = raw ?? {};
        const fail = (msg) => {
            throw new errors_js_1.UserError(msg, file, `services.${name}`);
        };
        const allowed = name === "main" ? MAIN_KEYS : SIDECAR_KEYS;
        for (const key of Object.keys(svc)) {
            if (!allowed.has(key)) {
                throw new errors_js_1.UserError(`key "${key}" is not supported for ${name === "main" ? "the main service" : "a sidecar"} (supported: ${[...allowed].join(", ")})`, file, `services.${name}.${key}`);
            }
        }
        const environment = stringMap(svc.environment, fail);
        const deps = dependsOn(svc.depends_on, fail);
        const mounts = volumeMounts(svc.volumes, known, (msg) => {
            throw new errors_js_1.UserError(msg, file, `services.${name}.volumes`);
        });
        if (name === "main") {
            spec.main = { environment, dependsOn: deps, volumes: mounts };
            continue;
        }
        if (!/^[a-zA-Z0-9][a-zA-Z0-9_.-]*$/.test(name))
            fail("service names use letters, digits, _ . -");
        let build = null;
        if (typeof svc.build === "string")
            build = { context: node_path_1.default.resolve(envDir, svc.build), dockerfile: null, args: {} };
        else if (svc.build && typeof svc.build === "object") {
            const b = svc.build;
            build = {
                context: node_path_1.default.resolve(envDir, String(b.context ?? ".")),
                dockerfile: b.dockerfile ? String(b.dockerfile) : null,
                args: stringMap(b.args, fail),
            };
        }
        const image = svc.image == null ? null : String(svc.image);
        if (!image && !build)
            fail("a sidecar needs `image` or `build`");
        spec.sidecars.push({
            name,
            volumes: mounts,
            image,
            build,
            environment,
            command: command(svc.command, fail),
            healthcheck: healthcheck(svc.healthcheck, fail),
            dependsOn: deps,
        });
    }
    const names = new Set(spec.sidecars.map((s) => s.name));
    for (const [owner, deps] of [
        ["main", spec.main.dependsOn],
        ...spec.sidecars.map((s) => [s.name, s.dependsOn]),
    ]) {
        for (const dep of Object.keys(deps)) {
            if (!names.has(dep))
                throw new errors_js_1.UserError(`depends_on names unknown service "${dep}"`, file, `services.${owner}.depends_on`);
            if (deps[dep] === "service_healthy" && !spec.sidecars.find((s) => s.name === dep)?.healthcheck) {
                throw new errors_js_1.UserError(`"${dep}" has no healthcheck, so service_healthy can never hold`, file, `services.${owner}.depends_on`);
            }
        }
    }
    return spec;
}
/** Sidecars in an order where each comes after the services it depends on. */
function startOrder(spec) {
    const byName = new Map(spec.sidecars.map((s) => [s.name, s]));
    const done = new Set();
    const visiting = new Set();
    const order = [];
    const visit = (s) => {
        if (done.has(s.name))
            return;
        if (visiting.has(s.name))
            throw new errors_js_1.UserError(`depends_on cycle through "${s.name}"`, spec.file);
        visiting.add(s.name);
        for (const dep of Object.keys(s.dependsOn)) {
            const d = byName.get(dep);
            if (d)
                visit(d);
        }
        visiting.delete(s.name);
        done.add(s.name);
        order.push(s);
    };
    for (const s of spec.sidecars)
        visit(s);
    return order;
}


/***/ }),

/***/ 12083:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


/**
 * One session's Docker environment: its main container (sidecars and network for a compose task),
 * driven by the trial lifecycle (../trial.ts). Files travel inside the Engine API calls a trial needs
 * anyway: the session's files on the attach connection as PID 1 starts; then, where the image allows
 * (tar, root), one exec runs the agent and, once the agent has ended, takes the tests on stdin, runs
 * the verifier and sends both log folders back on stdout (single exec); an agent with no command
 * (`nop`) gets the same exec with nothing before the verifier. Otherwise the verifier has an exec of
 * its own: its tests go in through the archive API and the logs come back by collectLogs.
 */
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DockerEnvironment = void 0;
const node_crypto_1 = __webpack_require__(77598);
const promises_1 = __webpack_require__(51455);
const node_path_1 = __importDefault(__webpack_require__(76760));
const node_stream_1 = __webpack_require__(57075);
const table_js_1 = __webpack_require__(93690);
const limits_js_1 = __webpack_require__(30351);
const environment_js_1 = __webpack_require__(21012);
const exec_js_1 = __webpack_require__(40717);
const session_host_js_1 = __webpack_require__(18185);
const tar_js_1 = __webpack_require__(27917);
/** The HOME of a built-in coding agent: its own, fresh in every session container. */
const AGENT_HOME = "/agent-loadtest-home";
const INSTRUCTION_FILE = `${session_host_js_1.AGENT_LOGS}/instruction.md`;
const errText = (err) => (err instanceof Error ? err.message : String(err)).split("\n")[0];
const shortNames = (entries) => entries.every((e) => Buffer.byteLength(e.name) < 99 && Buffer.byteLength(e.linkname ?? "") < 99);
/** The stream's chunks until the budget is spent; past it, the stream is dropped and an error says so. */
async function* withinBudget(stream, budget) {
    for await (const chunk of stream) {
        const buf = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
        budget.left -= buf.length;
        if (budget.left < 0) {
            stream.destroy?.();
            throw new Error(`the step's artifacts are over ${limits_js_1.LIMITS.artifactBytes.value} bytes`);
        }
        yield buf;
    }
}
class DockerEnvironment {
    rt;
    spec;
    task;
    plan;
    io;
    container = null;
    /** A compose session's network, volumes and sidecars, as the runtime makes them. */
    composed = { network: null, volumes: [], sidecars: [] };
    workdir = "/";
    /** The image the main container starts from, with the agent's mount. */
    from = { image: "" };
    prewarmed = false;
    /** The main container has tar, so the verifier's files can travel through its exec. */
    tar = false;
    collected = false;
    held = null;
    stopSampler = async () => undefined;
    /** When this session's own container started (null: a prewarmed one, started before the session). */
    startedAt = null;
    constructor(rt, spec, task, plan, io) {
        this.rt = rt;
        this.spec = spec;
        this.task = task;
        this.plan = plan;
        this.io = io;
    }
    get main() {
        if (!this.container)
            throw new exec_js_1.ContainerGoneError("the session has no container");
        return this.container;
    }
    // ── env_setup ─────────────────────────────────────────────────────────────
    async start(signal) {
        await (0, promises_1.mkdir)(this.io.dir, { recursive: true });
        try {
            await this.setup(signal);
        }
        catch (err) {
            if (err instanceof exec_js_1.ContainerGoneError || (this.container && (0, exec_js_1.isGone)(err)))
                throw new environment_js_1.EnvError("gone", `container gone: ${errText(err)}`);
            throw err;
        }
        this.stopSampler = this.rt.startSampler(this.main, (e) => this.io.emit(e), this.startedAt);
    }
    async setup(signal) {
        const task = this.task;
        const image = await this.rt.sessionImage(this.spec.agent, task);
        if (!image.ok)
            throw new environment_js_1.EnvError(image.kind, image.error);
        this.from = image;
        this.workdir = await this.rt.workdirOf(task, image.image);
        const entries = await this.sessionFiles();
        // Nothing is created once the run is stopping.
        const checkSignal = () => {
            if (signal.aborted)
                throw new Error("interrupted before the container was created");
        };
        checkSignal();
        let network = null;
        if (task.hasCompose)
            network = await this.rt.startCompose(task, this.spec.id, signal, this.composed);
        else
            this.container = await this.rt.takePrewarmed(task, this.from);
        this.prewarmed = this.container !== null;
        checkSignal();
        const unpacked = this.container ? "unknown" : await this.createMain(entries, network, checkSignal);
        this.tar = this.rt.facts(image.image).tar === true;
        if (this.prewarmed)
            this.log(`prewarmed container ${this.main.id.slice(0, 12)}`);
        this.rt.refill(task, this.from);
        if (unpacked !== "ok")
            await (0, exec_js_1.guard)(this.main.putArchive((0, tar_js_1.packTar)(entries), { path: "/" }));
    }
    log(message) {
        this.io.emit({ type: "log", level: "info", message });
    }
    /** The session's files, in one archive: log folders, the instruction, the agent's mounts. */
    async sessionFiles() {
        const entries = [
            { name: "logs", type: "dir", mode: 0o777 },
            { name: "logs/agent", type: "dir", mode: 0o777 },
            { name: "logs/verifier", type: "dir", mode: 0o777 },
            { name: "logs/artifacts", type: "dir", mode: 0o777 },
            (0, tar_js_1.fileEntry)("logs/agent/instruction.md", this.task.instruction, 0o644),
        ];
        if (this.task.config.environment.workdir)
            entries.push({ name: this.workdir.replace(/^\/+/, ""), type: "dir", mode: 0o755 });
        for (const m of this.plan.mounts)
            entries.push({ name: m.name, type: "dir", mode: 0o755 }, ...(await this.rt.tree(m.from, m.name)));
        return entries;
    }
    /** The main container, its files unpacked by PID 1 when the image can; says how that went. */
    async createMain(entries, network, checkSignal) {
        const created = (c) => {
            this.container = c;
        };
        // Long names need pax headers, which not every tar in an image reads.
        const unpack = shortNames(entries) && this.rt.facts(this.from.image).unpacks !== false;
        const files = unpack ? (0, tar_js_1.packTar)(entries) : undefined;
        const made = await this.rt.createMain(this.task, this.from, this.spec.id, network, files, created);
        this.container = made.container;
        this.startedAt = made.startedAt;
        // Interrupted while PID 1 unpacked: no answer to learn from, and no second container.
        checkSignal();
        if (!unpack)
            return made.unpacked;
        const tar = made.unpacked === "no-tar" ? false : made.unpacked === "unknown" ? undefined : true;
        this.rt.learn(this.from.image, {
            unpacks: made.unpacked === "ok",
            ...(tar === undefined ? {} : { tar }),
        });
        if (made.unpacked !== "unknown")
            return made.unpacked;
        // PID 1 never answered (an entrypoint that ignores its command?): a tar it runs later could
        // still write half an archive over the upload, so this container is not used.
        await made.container.remove({ force: true, v: true }).catch(() => undefined);
        this.container = null;
        const again = await this.rt.createMain(this.task, this.from, this.spec.id, network, undefined, created);
        this.container = again.container;
        this.startedAt = again.startedAt;
        return "unknown";
    }
    // ── what the lifecycle runs ───────────────────────────────────────────────
    paths() {
        return {
            workdir: this.workdir,
            agentLogs: session_host_js_1.AGENT_LOGS,
            verifierLogs: session_host_js_1.VERIFIER_LOGS,
            instructionFile: INSTRUCTION_FILE,
            mount: (name) => `/${name}`,
            codingAgent: (name) => ({ installDir: `${table_js_1.AGENTS_ROOT}/${name}`, home: AGENT_HOME, node: "node" }),
        };
    }
    runEnv(env) {
        return this.rt.reachable(env, this.composed.network !== null);
    }
    async exec(req, signal) {
        return (0, exec_js_1.runExec)(this.rt.docker, this.main, {
            cmd: req.argv,
            env: req.env,
            workdir: this.workdir,
            user: req.user,
            timeoutSec: req.timeoutSec,
            stdout: req.stdout,
            stderr: req.stderr,
            signal,
        });
    }
    /** The single exec can carry the verifier: it runs as root, the image has tar and the tests' names fit. */
    async canHold(dirs, user) {
        if (user || !this.tar)
            return false;
        const { entries } = await this.rt.testArchive(dirs);
        return entries.every((e) => Buffer.byteLength(e.name) < 99);
    }
    /** Every test folder the task has (its own and its steps'): the held exec must fit any of them. */
    allTestDirs() {
        const dirs = this.task.steps
            .filter((s) => s.hasTests)
            .map((s) => node_path_1.default.join(this.task.dir, "steps", s.name, "tests"));
        return this.task.hasTests ? [node_path_1.default.join(this.task.dir, "tests"), ...dirs] : dirs;
    }
    async uploadDir(from, to) {
        // Children only: the folder itself keeps its owner and mode (a new one is made 0755 by the engine).
        const entries = await (0, tar_js_1.listTree)(from, to.replace(/^\/+/, ""));
        if (entries.length)
            await (0, exec_js_1.guard)(this.main.putArchive((0, tar_js_1.packTar)(entries), { path: "/" }));
    }
    async replaceDir(from, to) {
        await (0, exec_js_1.runExec)(this.rt.docker, this.main, { cmd: ["rm", "-rf", to], user: "0", timeoutSec: 60 });
        await this.uploadDir(from, to);
    }
    async runAgent(req, signal, next) {
        const staged = (await this.canHold(this.allTestDirs(), next.user))
            ? await this.rt.stagedScript(this.task, this.from.image, Object.keys(req.env), next)
            : null;
        if (!staged)
            return this.exec(req, signal);
        return this.runHeld(req, staged, next.timeoutSec, signal);
    }
    /** Single exec: the agent, then (held until verify() sends the tests) the verifier, on one exec. */
    async runHeld(req, script, verifierTimeoutSec, signal) {
        const logs = this.logsSink();
        const mark = `agent-loadtest:${(0, node_crypto_1.randomBytes)(12).toString("hex")}`;
        let send = () => undefined;
        const input = new Promise((resolve) => {
            send = resolve;
        });
        let marked = () => undefined;
        const agentEnded = new Promise((resolve) => {
            marked = resolve;
        });
        const done = (0, exec_js_1.runStaged)(this.rt.docker, this.main, {
            cmd: ["sh", "-c", script(mark), "sh", String(req.timeoutSec ?? 0), ...req.argv],
            mark,
            env: req.env,
            workdir: this.workdir,
            user: "0",
            first: { timeoutSec: req.timeoutSec, stdout: req.stdout, stderr: req.stderr },
            second: {
                timeoutSec: verifierTimeoutSec,
                stdout: logs.out,
                stderr: node_path_1.default.join(this.io.dir, "verifier.log"),
            },
            between: async (first) => {
                if (first.notes.includes("timeout=1"))
                    this.rt.learn(this.from.image, { gnuTimeout: true });
                else if (first.notes.includes("timeout=0"))
                    this.rt.learn(this.from.image, { gnuTimeout: false });
                marked(first);
                return input;
            },
            signal,
        }).then(async (staged) => {
            logs.out.end();
            return { staged, got: await logs.got };
        });
        done.catch(() => undefined);
        this.held = { send, done };
        const first = await Promise.race([agentEnded, done.then((d) => d.staged.first)]);
        return first;
    }
    async verify(req, signal) {
        if (!this.held)
            await this.holdForVerifier(req, signal);
        const held = this.held;
        this.held = null;
        // Each step's verifier brings its own logs back.
        this.collected = false;
        if (held) {
            const { tar } = await this.rt.testArchive(req.tests);
            // "k": the agent ran out of time, so its leftover processes go before the verifier runs;
            // "c": /tests is emptied before the tests go in.
            const go = `${req.killLeftovers ? "k" : "v"}${req.clearTests ? "c" : ""}\n`;
            held.send(Buffer.concat([Buffer.from(go), tar]));
            const { staged, got } = await held.done;
            if (staged.first.aborted || staged.second?.aborted)
                return { ...staged.first, aborted: true };
            const res = staged.second;
            // The tests did not unpack (nothing ran), or the agent's end never came: the verifier runs on its own.
            if (res && !(got.bytes === 0 && res.exitCode === 125 && !res.timedOut)) {
                await this.settleLogs(got);
                return res;
            }
        }
        // A held exec that did not finish may still be running its script, which would kill or clear what
        // the verifier below starts: everything but PID 1 goes first, as the held script would have done.
        return this.verifyAlone(req, signal, held !== null);
    }
    /**
     * No agent exec carried the verifier (an agent with no command, such as `nop`): the same single exec
     * with nothing before the verifier, so verifying costs one exec, not four Engine API round trips.
     */
    async holdForVerifier(req, signal) {
        if (!(await this.canHold(req.tests, req.user)))
            return;
        const script = await this.rt.stagedScript(this.task, this.from.image, [], req);
        if (script)
            await this.runHeld({ argv: ["true"], env: {}, timeoutSec: null }, script, req.timeoutSec, signal);
    }
    /** The verifier on an exec of its own: the tests in through the archive API, its logs out by collectLogs. */
    async verifyAlone(req, signal, afterHeld) {
        const { tar } = await this.rt.testArchive(req.tests);
        // The agent's leftovers (it ran out of time) go before the verifier runs.
        const kill = req.killLeftovers || afterHeld ? "kill -9 -1 2>/dev/null; " : "";
        const clear = req.clearTests ? "rm -rf /tests; " : "";
        await (0, exec_js_1.runExec)(this.rt.docker, this.main, {
            cmd: ["sh", "-c", `${kill}${clear}${session_host_js_1.CLEAR_VERIFIER}`],
            user: "0",
            timeoutSec: 60,
        });
        await (0, exec_js_1.guard)(this.main.putArchive(tar, { path: "/" }));
        const log = node_path_1.default.join(this.io.dir, "verifier.log");
        return (0, exec_js_1.runExec)(this.rt.docker, this.main, {
            cmd: ["sh", "-c", session_host_js_1.RUN_VERIFIER],
            env: req.env,
            workdir: this.workdir,
            user: req.user ?? "0",
            timeoutSec: req.timeoutSec,
            stdout: log,
            stderr: log,
            signal,
        });
    }
    /** The logs archive from an exec's stdout → <session>/agent, <session>/verifier. */
    logsSink() {
        const out = new node_stream_1.PassThrough();
        out.on("error", () => undefined);
        const got = (0, tar_js_1.extractTarChecked)(out, this.io.dir, 1, ["agent", "verifier"], { symlinks: false }).catch(() => {
            out.resume();
            return { files: 0, complete: false, bytes: -1 };
        });
        return { out, got };
    }
    /** Keeps a whole logs archive; a cut-off one is dropped for the engine's own download. */
    async settleLogs(got) {
        if (got.complete) {
            this.collected = true;
            return;
        }
        await Promise.all(["agent", "verifier"].map((d) => (0, promises_1.rm)(node_path_1.default.join(this.io.dir, d), { recursive: true, force: true })));
    }
    /** One download for both log folders: /logs → <session>/agent, <session>/verifier. */
    async collectLogs() {
        if (this.collected || !this.container)
            return;
        this.collected = true;
        try {
            const stream = await this.container.getArchive({ path: "/logs" });
            await (0, tar_js_1.extractTar)(stream, this.io.dir, 1, ["agent", "verifier"], { symlinks: false });
        }
        catch {
            await (0, promises_1.mkdir)(this.io.dir, { recursive: true }).catch(() => undefined);
        }
    }
    /** Each path as the engine archives it, under `to/<its parent>`; all of them together bounded. */
    async download(paths, to) {
        const budget = { left: limits_js_1.LIMITS.artifactBytes.value };
        const records = [];
        for (const p of paths)
            records.push(await this.downloadOne(p, to, budget));
        return records;
    }
    async downloadOne(p, to, budget) {
        let stream;
        try {
            stream = await this.main.getArchive({ path: p });
        }
        catch (err) {
            if (err.statusCode === 404)
                return { path: p, status: "missing" };
            return { path: p, status: "failed", error: errText(err) };
        }
        try {
            const dest = node_path_1.default.join(to, node_path_1.default.posix.dirname(p));
            const got = await (0, tar_js_1.extractTarChecked)(withinBudget(stream, budget), dest, 0, undefined, {
                symlinks: false,
                linkBudget: budget,
            });
            // A member left out is said, never recorded as copied.
            if (got.refused.length > 0)
                return { path: p, status: "failed", error: `not copied: ${got.refused.join("; ")}` };
            return { path: p, status: "ok" };
        }
        catch (err) {
            return { path: p, status: "failed", error: errText(err) };
        }
    }
    /** Did the kernel's OOM killer act in this container? (Docker's OOMKilled misses exec'd processes.) */
    async oomKilled() {
        const info = await this.main.inspect().catch(() => null);
        if (info?.State?.OOMKilled)
            return true;
        const res = await (0, exec_js_1.execText)(this.rt.docker, this.main, ["sh", "-c", "cat /sys/fs/cgroup/memory.events /sys/fs/cgroup/memory/memory.oom_control 2>/dev/null"], { timeoutSec: 10 }).catch(() => null);
        const match = res?.stdout.match(/oom_kill (\d+)/);
        return match ? Number(match[1]) > 0 : false;
    }
    async gone() {
        try {
            const state = (await (0, exec_js_1.guard)(this.main.inspect())).State;
            if (state.Running || state.OOMKilled)
                return null;
            return `container ${state.Status} during the session (exit ${state.ExitCode})`;
        }
        catch (err) {
            if (err instanceof exec_js_1.ContainerGoneError)
                return `container gone: ${errText(err)}`;
            throw err;
        }
    }
    attrs() {
        return {
            image: this.from.image,
            ...(this.container ? { container: this.container.id.slice(0, 12) } : {}),
            ...(this.prewarmed ? { prewarmed: true } : {}),
        };
    }
    async stop() {
        await this.stopSampler();
        if (this.held) {
            // The lifecycle ended before the verifier (interrupted): the held exec ends without it.
            this.held.send(null);
            await this.held.done.catch(() => undefined);
            this.held = null;
        }
        const { sidecars, network, volumes } = this.composed;
        return this.rt.teardown(this.container, sidecars, network, volumes);
    }
}
exports.DockerEnvironment = DockerEnvironment;


/***/ }),

/***/ 40717:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MarkSplitter = exports.ContainerGoneError = void 0;
exports.isGone = isGone;
exports.guard = guard;
exports.killAll = killAll;
exports.runExec = runExec;
exports.execText = execText;
exports.runStaged = runStaged;
/**
 * Commands inside a session container: no TTY, stdout/stderr demultiplexed and streamed to files,
 * a timeout enforced twice (`timeout -s KILL` in the image when it has one, and a host deadline
 * that kills every process of the container but its keep-alive), exit codes from ExecInspect.
 */
const node_stream_1 = __webpack_require__(57075);
const environment_js_1 = __webpack_require__(21012);
const log_file_js_1 = __webpack_require__(73862);
/** The container disappeared (removed, daemon restarted) while the session used it. */
class ContainerGoneError extends environment_js_1.EnvError {
    constructor(message) {
        super("gone", message);
        this.name = "ContainerGoneError";
    }
}
exports.ContainerGoneError = ContainerGoneError;
function isGone(err) {
    const e = err;
    if (!e)
        return false;
    if (e.statusCode === 404)
        return true;
    if (e.statusCode === 409 && /not running|is paused|restarting/i.test(e.message ?? ""))
        return true;
    return /no such container|is not running/i.test(e.message ?? "");
}
/** Maps Docker's "container vanished" answers to ContainerGoneError; rethrows anything else. */
async function guard(work) {
    try {
        return await work;
    }
    catch (err) {
        if (isGone(err))
            throw new ContainerGoneError(err.message);
        throw err;
    }
}
// Runs argv under GNU `timeout -s KILL N` when the image has it. Busybox's `timeout` is not used:
// its watcher polls once a second and holds the output open, adding up to 1 s to every command.
const TIMEOUT_WRAPPER = 'n=$1; shift; if [ "$n" -gt 0 ] && timeout --version >/dev/null 2>&1; then exec timeout -s KILL "$n" "$@"; fi; exec "$@"';
/**
 * Grace after the limit before the host kills every process of the container itself. An image's own
 * `timeout` ends the command at the limit; its word can reach a loaded host late, and a host kill that
 * fires meanwhile would also kill the verifier the single exec has started since (seen at 0.5 s).
 */
const HOST_DEADLINE_GRACE_MS = 5000;
function envList(env) {
    return Object.entries(env ?? {}).map(([k, v]) => `${k}=${v}`);
}
function sinkFor(target) {
    if (target === undefined) {
        const drop = new node_stream_1.PassThrough();
        drop.resume();
        return { stream: drop, close: async () => void drop.end() };
    }
    if (typeof target !== "string")
        return { stream: target, close: async () => undefined };
    const file = (0, log_file_js_1.boundedLogFile)(target);
    return {
        stream: file,
        close: () => new Promise((resolve) => {
            file.end(() => resolve());
            file.once("error", () => resolve());
        }),
    };
}
/** Kills every process in the container except PID 1 (the keep-alive): the agent's whole tree. */
async function killAll(container) {
    try {
        const exec = await container.exec({
            Cmd: ["sh", "-c", "kill -9 -1 2>/dev/null; true"],
            AttachStdout: true,
            AttachStderr: true,
            User: "0",
        });
        const stream = await exec.start({ hijack: true, stdin: false });
        stream.resume();
        await new Promise((resolve) => {
            stream.once("end", resolve);
            stream.once("close", resolve);
            stream.once("error", () => resolve());
            setTimeout(resolve, 5000).unref();
        });
    }
    catch {
        // The container is gone or stopping: nothing left to kill.
    }
}
async function runExec(docker, container, opts) {
    const started = performance.now();
    const timeoutSec = opts.timeoutSec && opts.timeoutSec > 0 ? Math.ceil(opts.timeoutSec) : 0;
    const cmd = timeoutSec > 0 ? ["sh", "-c", TIMEOUT_WRAPPER, "sh", String(timeoutSec), ...opts.cmd] : opts.cmd;
    const exec = await guard(container.exec({
        Cmd: cmd,
        Env: envList(opts.env),
        WorkingDir: opts.workdir ?? undefined,
        User: opts.user ?? undefined,
        AttachStdin: opts.stdin !== undefined,
        AttachStdout: true,
        AttachStderr: true,
        Tty: false,
    }));
    const out = sinkFor(opts.stdout);
    const err = sinkFor(opts.stderr);
    let hostDeadline = false;
    let aborted = false;
    try {
        const stream = await guard(exec.start({ hijack: true, stdin: opts.stdin !== undefined }));
        docker.modem.demuxStream(stream, out.stream, err.stream);
        // A command that exits before reading all of its input is its own business, not an error here.
        if (opts.stdin !== undefined)
            stream.end(opts.stdin);
        await new Promise((resolve) => {
            let timer;
            const finish = () => {
                if (timer)
                    clearTimeout(timer);
                opts.signal?.removeEventListener("abort", onAbort);
                resolve();
            };
            const stop = () => {
                void killAll(container).finally(() => {
                    stream.destroy?.();
                    finish();
                });
            };
            const onAbort = () => {
                aborted = true;
                stop();
            };
            stream.once("end", finish);
            stream.once("close", finish);
            stream.once("error", finish);
            if (timeoutSec > 0) {
                timer = setTimeout(() => {
                    hostDeadline = true;
                    stop();
                }, timeoutSec * 1000 + HOST_DEADLINE_GRACE_MS);
            }
            if (opts.signal?.aborted)
                onAbort();
            else
                opts.signal?.addEventListener("abort", onAbort, { once: true });
        });
    }
    finally {
        await Promise.all([out.close(), err.close()]);
    }
    const durationMs = performance.now() - started;
    const exitCode = await exitCodeOf(exec, hostDeadline || aborted);
    // SIGKILL from `timeout` once the limit has passed is our timeout, not the agent's doing.
    const atLimit = killedAtLimit(exitCode, timeoutSec, durationMs);
    if (hostDeadline || atLimit) {
        // `timeout` kills only its child: the agent's background processes must not outlive it.
        if (!hostDeadline)
            await killAll(container);
        return { exitCode, timedOut: true, aborted, durationMs };
    }
    return { exitCode, timedOut: false, aborted, durationMs };
}
/** Runs a short command and returns its stdout as text (bounded to 64 KB). */
async function execText(docker, container, cmd, opts = {}) {
    const chunks = [];
    let size = 0;
    const sink = new node_stream_1.PassThrough();
    sink.on("data", (b) => {
        if (size < 65536)
            chunks.push(b);
        size += b.length;
    });
    const res = await runExec(docker, container, {
        cmd,
        user: opts.user ?? "0",
        timeoutSec: opts.timeoutSec ?? 30,
        stdout: sink,
    });
    return { exitCode: res.exitCode, stdout: Buffer.concat(chunks).toString("utf8") };
}
/**
 * An ended exec's exit code (null while it still runs). When the host itself killed the command
 * (deadline, interruption), the container may be gone with it: that is no error here.
 */
async function exitCodeOf(exec, hostKilled) {
    try {
        const info = await guard(exec.inspect());
        return info.Running ? null : info.ExitCode;
    }
    catch (e) {
        if (!(e instanceof ContainerGoneError) || !hostKilled)
            throw e;
        return null;
    }
}
/** Did a command's `timeout -s KILL` fire at its limit (rather than the command dying by itself)? */
function killedAtLimit(exitCode, timeoutSec, durationMs) {
    return timeoutSec > 0 && exitCode === 137 && durationMs >= timeoutSec * 1000 - 250;
}
/**
 * Splits a stdout stream at `\n<mark> <line>\n`: bytes before it go to `before`, after it to `after`.
 * Holds back only as many bytes as could be the start of the mark.
 */
class MarkSplitter extends node_stream_1.Writable {
    before;
    after;
    onMark;
    carry = Buffer.alloc(0);
    found = false;
    needle;
    constructor(mark, before, after, onMark) {
        super();
        this.before = before;
        this.after = after;
        this.onMark = onMark;
        this.needle = Buffer.from(`\n${mark} `);
    }
    _write(chunk, _enc, done) {
        if (this.found) {
            this.after.write(chunk, () => done());
            return;
        }
        const buf = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
        const at = buf.indexOf(this.needle);
        if (at < 0) {
            const keep = Math.min(buf.length, this.needle.length - 1);
            this.carry = Buffer.from(buf.subarray(buf.length - keep));
            this.before.write(buf.subarray(0, buf.length - keep), () => done());
            return;
        }
        const rest = buf.subarray(at + this.needle.length);
        const nl = rest.indexOf(10);
        if (nl < 0 && rest.length < 16) {
            // The exit code's line is still on its way.
            this.carry = Buffer.from(buf.subarray(at));
            this.before.write(buf.subarray(0, at), () => done());
            return;
        }
        this.found = true;
        this.carry = Buffer.alloc(0);
        this.before.write(buf.subarray(0, at));
        this.onMark(rest.subarray(0, Math.max(nl, 0)).toString("latin1"));
        this.after.write(rest.subarray(nl + 1), () => done());
    }
    _final(done) {
        if (!this.found && this.carry.length)
            this.before.write(this.carry, () => done());
        else
            done();
    }
}
exports.MarkSplitter = MarkSplitter;
/**
 * Runs a two-stage command (see StagedOptions) on one exec: one process start instead of two, with
 * each stage timed, limited and its output routed as if it had its own exec. A first stage the host
 * had to kill (no `timeout` in the image) ends the whole command: `marked` is false, `second` null.
 */
async function runStaged(docker, container, opts) {
    const started = performance.now();
    const limit = (sec) => (sec && sec > 0 ? Math.ceil(sec) : 0);
    const firstLimit = limit(opts.first.timeoutSec);
    const secondLimit = limit(opts.second.timeoutSec);
    const exec = await guard(container.exec({
        Cmd: opts.cmd,
        Env: envList(opts.env),
        WorkingDir: opts.workdir ?? undefined,
        User: opts.user ?? undefined,
        AttachStdin: true,
        AttachStdout: true,
        AttachStderr: true,
        Tty: false,
    }));
    const firstOut = sinkFor(opts.first.stdout);
    const firstErr = sinkFor(opts.first.stderr);
    const secondErr = sinkFor(opts.second.stderr);
    const st = {
        started,
        firstLimit,
        secondLimit,
        first: null,
        secondStarted: 0,
        hostDeadline: false,
        aborted: false,
    };
    try {
        const stream = (await guard(exec.start({ hijack: true, stdin: true })));
        await pumpStages(docker, container, stream, opts, st, {
            firstOut: firstOut.stream,
            firstErr: firstErr.stream,
            secondErr: secondErr.stream,
        });
    }
    finally {
        await Promise.all([firstOut.close(), firstErr.close(), secondErr.close()]);
    }
    const { hostDeadline, aborted, secondStarted } = st;
    const exitCode = await exitCodeOf(exec, hostDeadline || aborted);
    const marked = st.first;
    if (!marked || !secondStarted) {
        const durationMs = performance.now() - started;
        return {
            first: marked
                ? { ...marked, aborted }
                : { exitCode, timedOut: hostDeadline, aborted, durationMs, marked: false, notes: [] },
            second: null,
        };
    }
    const durationMs = performance.now() - secondStarted;
    const atLimit = killedAtLimit(exitCode, secondLimit, durationMs);
    if (atLimit && !hostDeadline)
        await killAll(container);
    return { first: marked, second: { exitCode, timedOut: hostDeadline || atLimit, aborted, durationMs } };
}
/** Routes the exec's output at the mark, hands the second stage its input, enforces the deadlines. */
function pumpStages(docker, container, stream, opts, st, sinks) {
    return new Promise((resolve) => {
        let timer;
        let ended = false;
        const finish = () => {
            if (ended)
                return;
            ended = true;
            if (timer)
                clearTimeout(timer);
            opts.signal?.removeEventListener("abort", onAbort);
            resolve();
        };
        const stop = () => {
            void killAll(container).finally(() => {
                stream.destroy?.();
                finish();
            });
        };
        const onAbort = () => {
            st.aborted = true;
            stop();
        };
        const deadline = (sec) => {
            if (timer)
                clearTimeout(timer);
            timer = undefined;
            if (sec > 0)
                timer = setTimeout(() => {
                    st.hostDeadline = true;
                    stop();
                }, sec * 1000 + HOST_DEADLINE_GRACE_MS);
        };
        const onMark = (line) => {
            const durationMs = performance.now() - st.started;
            const [word, ...notes] = line.trim().split(/\s+/);
            const parsed = Number.parseInt(word ?? "", 10);
            const code = Number.isFinite(parsed) ? parsed : null;
            deadline(0);
            st.first = {
                exitCode: code,
                timedOut: killedAtLimit(code, st.firstLimit, durationMs),
                aborted: false,
                durationMs,
                marked: true,
                notes,
            };
            void opts.between(st.first).then((input) => {
                if (ended)
                    return;
                if (input === null)
                    stream.end();
                else {
                    st.secondStarted = performance.now();
                    deadline(st.secondLimit);
                    stream.end(input);
                }
            }, () => stream.end());
        };
        const out = new MarkSplitter(opts.mark, sinks.firstOut, opts.second.stdout, onMark);
        // Stdout and stderr reach the host in no set order between them: each is cut at its own mark.
        const err = new MarkSplitter(opts.mark, sinks.firstErr, sinks.secondErr, () => undefined);
        docker.modem.demuxStream(stream, out, err);
        let closing = false;
        const ends = () => {
            if (closing)
                return;
            closing = true;
            err.end(() => out.end(() => finish()));
        };
        stream.once("end", ends);
        stream.once("close", ends);
        stream.once("error", ends);
        deadline(st.firstLimit);
        if (opts.signal?.aborted)
            onAbort();
        else
            opts.signal?.addEventListener("abort", onAbort, { once: true });
    });
}


/***/ }),

/***/ 24194:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
__webpack_unused_export__ = __webpack_unused_export__ = exports.createDockerRuntime = void 0;
var runtime_js_1 = __webpack_require__(28162);
Object.defineProperty(exports, "createDockerRuntime", ({ enumerable: true, get: function () { return runtime_js_1.createDockerRuntime; } }));
__webpack_unused_export__ = ({ enumerable: true, get: function () { return runtime_js_1.RUN_LABEL; } });
var sweep_js_1 = __webpack_require__(6154);
__webpack_unused_export__ = ({ enumerable: true, get: function () { return sweep_js_1.sweepRun; } });


/***/ }),

/***/ 28162:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DockerRuntime = exports.RUN_LABEL = void 0;
exports.createDockerRuntime = createDockerRuntime;
/**
 * The Docker runtime: one container per session, driven through the Engine API (dockerode).
 * A session is a trial (../trial.ts) in a DockerEnvironment (environment.ts); this class owns what
 * sessions share: preconditions, images, compose files, archives, prewarmed containers, the sweep.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __importDefault(__webpack_require__(76760));
const node_stream_1 = __webpack_require__(57075);
const dockerode_1 = __importDefault(__webpack_require__(39040));
const errors_js_1 = __webpack_require__(83916);
const verifier_mode_js_1 = __webpack_require__(15008);
const secrets_js_1 = __webpack_require__(27194);
const environment_js_1 = __webpack_require__(21012);
const labels_js_1 = __webpack_require__(4322);
const outcome_js_1 = __webpack_require__(28905);
const trial_js_1 = __webpack_require__(86753);
const agent_layer_js_1 = __webpack_require__(91395);
const build_js_1 = __webpack_require__(96298);
const compose_js_1 = __webpack_require__(59322);
const environment_js_2 = __webpack_require__(12083);
const exec_js_1 = __webpack_require__(40717);
const images_js_1 = __webpack_require__(79618);
const sampler_js_1 = __webpack_require__(72310);
const session_host_js_1 = __webpack_require__(18185);
const sweep_js_1 = __webpack_require__(6154);
const tar_js_1 = __webpack_require__(27917);
const verifier_js_1 = __webpack_require__(96938);
var labels_js_2 = __webpack_require__(4322);
Object.defineProperty(exports, "RUN_LABEL", ({ enumerable: true, get: function () { return labels_js_2.RUN_LABEL; } }));
const KEEP_ALIVE_SH = "sleep infinity 2>/dev/null || while :; do sleep 3600; done";
const KEEP_ALIVE = ["sh", "-c", KEEP_ALIVE_SH];
// PID 1 of a fresh session container unpacks the session's files from its stdin, sent over the attach
// connection as the container starts (no archive request, no exec), says how that went, then keeps the
// container alive. Images without tar or whose user cannot write / get the files through putArchive.
const FILES_MARK = "agent-loadtest:files=";
const UNPACK_THEN_KEEP_ALIVE = [
    "sh",
    "-c",
    `if ! command -v tar >/dev/null 2>&1; then echo ${FILES_MARK}no-tar; elif tar -xf - -C / 2>/dev/null; then echo ${FILES_MARK}ok; else echo ${FILES_MARK}failed; fi; exec 0</dev/null; ${KEEP_ALIVE_SH}`,
];
const FILES_MARK_WAIT_MS = 10_000;
const SHELL_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** The PATH Docker gives a process when the image sets none. */
const DEFAULT_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
function envRecord(list) {
    const out = {};
    for (const item of list) {
        const eq = item.indexOf("=");
        if (eq > 0)
            out[item.slice(0, eq)] = item.slice(eq + 1);
    }
    return out;
}
/** A session id as part of a Docker network name. */
function sanitize(name) {
    return name
        .toLowerCase()
        .replace(/[^a-z0-9_.-]+/g, "-")
        .slice(0, 40);
}
const errText = (err) => (err instanceof Error ? err.message : String(err)).split("\n")[0];
function withDeadline(work, ms) {
    let timer;
    return Promise.race([
        work,
        new Promise((resolve) => {
            timer = setTimeout(() => resolve(undefined), ms);
        }),
    ]).finally(() => clearTimeout(timer));
}
class DockerRuntime {
    opts;
    kind = "docker";
    docker;
    images = new images_js_1.ImageCache();
    agentLayers;
    trees = new Map();
    composes = new Map();
    imageConfigs = new Map();
    /** Content-hash tag per build context, dockerfile and args. */
    tags = new Map();
    /** The tests folder of a task, packed once. */
    testArchives = new Map();
    imageFacts = new Map();
    pools = new Map();
    networkMode;
    /** Where containers find the host: `host-gateway` or a concrete gateway IP. */
    hostGateway = "host-gateway";
    hasDefaultBridge = true;
    ctx = null;
    /** Aborted by the run's interruption or close(): image builds and pulls stop waiting. */
    stopping = new AbortController();
    closed = false;
    prewarmSeq = 0;
    warnedLoopback = false;
    constructor(opts) {
        this.opts = opts;
        this.docker = opts.docker ?? new dockerode_1.default();
        this.networkMode = opts.network_mode ?? "bridge";
        this.agentLayers = new agent_layer_js_1.AgentLayers(this.docker, opts.agent_install, (tag) => ({
            logFile: this.buildLog(`agent-${tag}`),
            timeoutSec: 900,
            networkMode: this.buildNetworkMode(),
            platform: this.opts.platform,
            signal: this.stopping.signal,
            builder: this.opts.builder,
        }));
    }
    log(level, message) {
        this.ctx?.log(level, message);
    }
    async prepare(ctx) {
        this.ctx = ctx;
        if (ctx.signal?.aborted)
            this.stopping.abort();
        else
            ctx.signal?.addEventListener("abort", () => this.stopping.abort(), { once: true });
        try {
            await withDeadline(this.docker.ping(), 10_000).then((ok) => {
                if (ok === undefined)
                    throw new Error("no answer within 10s");
            });
        }
        catch (err) {
            throw new errors_js_1.InfraError(`Docker daemon unreachable (${errText(err)}); start Docker or run scripts/docker-setup.sh`);
        }
        const nets = await this.docker.listNetworks().catch(() => []);
        this.hasDefaultBridge = nets.some((n) => n.Name === "bridge");
        if (this.networkMode !== "host" && this.networkMode !== "none") {
            if (this.networkMode === "bridge" && !this.hasDefaultBridge) {
                throw new errors_js_1.InfraError('the Docker daemon has no default "bridge" network; set runtime.docker.network_mode to "host" or a network name');
            }
            if (!this.hasDefaultBridge)
                this.hostGateway = (await this.gatewayOf(this.networkMode)) ?? "host-gateway";
        }
        await (0, sweep_js_1.sweepRun)(this.opts.runId, this.docker, labels_js_1.PROCESS_OWNER);
        for (const task of this.opts.tasks ?? []) {
            if (task.hasCompose)
                this.compose(task);
        }
        // Both environments of a task with a separate verifier are built once, before any session.
        const results = await Promise.all((this.opts.tasks ?? []).flatMap((task) => [
            this.taskImage(task).then((r) => [task, r]),
            ...(0, verifier_mode_js_1.separateVerifiers)(task).map((v) => this.verifierImage(task, v).then((r) => [task, r])),
        ]));
        // Interrupted while building: the run ends as interrupted, not as a failed build.
        if (this.stopping.signal.aborted)
            return;
        for (const [task, result] of results) {
            if (result.ok)
                continue;
            if (this.opts.strict_images)
                throw new errors_js_1.InfraError(`task ${task.name}: ${result.error}`);
            ctx.log("warn", `task ${task.name}: ${result.error}; its sessions end in ${(0, outcome_js_1.bucketOf)(result.kind)}`);
        }
        this.agentLayers.say = (line) => ctx.progress?.(line);
        const installs = await (0, agent_layer_js_1.prepareAgentLayers)(this.agentLayers, this.opts.agent_tasks ?? [], (t) => this.taskImage(t));
        for (const record of installs)
            ctx.agentInstalled?.(record);
    }
    /** The task's image, with the session's built-in coding agent baked in or mounted when it has one. */
    async sessionImage(agent, task) {
        return (0, agent_layer_js_1.sessionImage)(this.agentLayers, agent, await this.taskImage(task));
    }
    async close() {
        this.closed = true;
        this.stopping.abort();
        const pools = [...this.pools.values()].flat();
        this.pools.clear();
        await withDeadline(Promise.allSettled(pools), 10_000);
        if (this.opts.keep_containers) {
            this.log("warn", `keep_containers: containers labelled ${labels_js_1.RUN_LABEL}=${this.opts.runId} are left running`);
            return;
        }
        await withDeadline((0, sweep_js_1.sweepRun)(this.opts.runId, this.docker, labels_js_1.PROCESS_OWNER), 60_000);
    }
    // ── images ────────────────────────────────────────────────────────────────
    buildNetworkMode() {
        if (this.networkMode === "host" || this.networkMode === "none")
            return this.networkMode;
        return this.hasDefaultBridge ? undefined : "host";
    }
    buildLog(tag) {
        return node_path_1.default.join(this.opts.runDir, "logs", `build-${tag.replace(/[/:]/g, "_")}.log`);
    }
    async buildCached(contextDir, dockerfile, args, timeoutSec) {
        // Hashing the build context reads every file: once per context, not once per session.
        const key = JSON.stringify([contextDir, dockerfile, args]);
        let pending = this.tags.get(key);
        if (!pending) {
            pending = (0, images_js_1.taskImageTag)(contextDir, args, dockerfile ?? "Dockerfile");
            this.tags.set(key, pending);
        }
        const tag = await pending;
        return this.images.get(tag, async () => {
            if (await (0, images_js_1.imageExists)(this.docker, tag))
                return { ok: true, image: tag, built: false };
            this.log("info", `building image ${tag} from ${contextDir}`);
            this.ctx?.progress?.(`building image ${tag} from ${contextDir}`);
            const started = performance.now();
            const built = await (0, build_js_1.buildImage)(this.docker, {
                contextDir,
                dockerfile: dockerfile ?? undefined,
                tag,
                buildArgs: args,
                timeoutSec,
                logFile: this.buildLog(tag),
                networkMode: this.buildNetworkMode(),
                platform: this.opts.platform,
                signal: this.stopping.signal,
                builder: this.opts.builder,
            });
            if (built.ok)
                this.ctx?.progress?.(`built image ${tag} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
            return built;
        });
    }
    /** The main image of a task: pinned `docker_image`, else a build of `environment/`. */
    taskImage(task) {
        return this.envImage(task.config.environment, node_path_1.default.join(task.dir, "environment"));
    }
    /** A separate verifier's image: its pinned `docker_image`, else a build of its context. */
    verifierImage(task, verifier) {
        return this.envImage(verifier.config, node_path_1.default.join(task.dir, verifier.context));
    }
    /** An environment's image: pinned `docker_image`, else a build of the folder `contextDir`, cached by content. */
    async envImage(env, contextDir) {
        if (env.docker_image) {
            const name = env.docker_image;
            return this.images.get(`pull:${name}`, () => (0, images_js_1.ensurePulled)(this.docker, name, env.build_timeout_sec, this.opts.platform, this.stopping.signal));
        }
        if (!(0, node_fs_1.existsSync)(node_path_1.default.join(contextDir, "Dockerfile"))) {
            return {
                ok: false,
                kind: "build",
                error: `${contextDir}/Dockerfile is missing and no docker_image is set`,
            };
        }
        const args = this.opts.base_image ? { BASE_IMAGE: this.opts.base_image } : {};
        return this.buildCached(contextDir, null, args, env.build_timeout_sec);
    }
    sidecarImage(task, sidecar) {
        const timeout = task.config.environment.build_timeout_sec;
        if (sidecar.build)
            return this.buildCached(sidecar.build.context, sidecar.build.dockerfile, sidecar.build.args, timeout);
        const name = sidecar.image;
        return this.images.get(`pull:${name}`, () => (0, images_js_1.ensurePulled)(this.docker, name, timeout, this.opts.platform, this.stopping.signal));
    }
    compose(task) {
        let spec = this.composes.get(task.dir);
        if (!spec) {
            const yaml = node_path_1.default.join(task.dir, "environment", "docker-compose.yaml");
            const file = (0, node_fs_1.existsSync)(yaml) ? yaml : node_path_1.default.join(task.dir, "environment", "docker-compose.yml");
            // As Harbor runs compose: the runner's environment with the task's on top — less the runner's own
            // internals (service tokens, the Action's inputs), which a task file never reaches.
            const parsed = (0, compose_js_1.parseCompose)(file, (0, node_fs_1.readFileSync)(file, "utf8"), {
                ...(0, secrets_js_1.withoutRunnerInternals)(process.env),
                ...task.config.environment.env,
            });
            // Ordered once: a cycle or an unknown dependency is refused here, before any session.
            spec = { ...parsed, sidecars: (0, compose_js_1.startOrder)(parsed) };
            this.composes.set(task.dir, spec);
        }
        return spec;
    }
    /** What a session needs from its image's config: working dir, environment, default user. */
    imageConfig(image) {
        let pending = this.imageConfigs.get(image);
        if (!pending) {
            pending = this.docker
                .getImage(image)
                .inspect()
                .then((info) => ({
                workdir: info.Config?.WorkingDir || "/",
                env: envRecord(info.Config?.Env ?? []),
                user: info.Config?.User ?? "",
            }))
                .catch(() => ({ workdir: "/", env: {}, user: "" }));
            this.imageConfigs.set(image, pending);
        }
        return pending;
    }
    async workdirOf(task, image) {
        return task.config.environment.workdir ?? (await this.imageConfig(image)).workdir;
    }
    /** The main container's environment: the compose file's `main` service, then task.toml's. */
    containerEnv(task) {
        const compose = task.hasCompose ? this.compose(task).main.environment : {};
        return { ...compose, ...task.config.environment.env };
    }
    /**
     * Test folders as one `/tests` archive, readable and runnable by any verifier user (`chmod -R a+rx`);
     * a later folder's file wins over an earlier one's of the same name.
     */
    testArchive(dirs) {
        const key = dirs.join("\0");
        let pending = this.testArchives.get(key);
        if (!pending) {
            pending = Promise.all(dirs.map((d) => this.tree(d, "tests"))).then((trees) => {
                const byName = new Map();
                for (const e of trees.flat())
                    byName.set(e.name, e.type === "symlink" ? e : { ...e, mode: e.mode | 0o555 });
                const entries = [{ name: "tests", type: "dir", mode: 0o755 }, ...byName.values()];
                return { entries, tar: (0, tar_js_1.packTar)(entries) };
            });
            this.testArchives.set(key, pending);
        }
        return pending;
    }
    tree(dir, prefix) {
        const key = `${dir}\0${prefix}`;
        let pending = this.trees.get(key);
        if (!pending) {
            pending = (0, tar_js_1.listTree)(dir, prefix);
            this.trees.set(key, pending);
        }
        return pending;
    }
    // ── containers ────────────────────────────────────────────────────────────
    async gatewayOf(network) {
        try {
            const info = await this.docker.getNetwork(network).inspect();
            const gw = (info.IPAM?.Config ?? []).map((c) => c.Gateway).find(Boolean);
            return gw ?? null;
        }
        catch {
            return null;
        }
    }
    /**
     * Creates and starts a session's main container; with `files` (a tar archive), PID 1 unpacks them
     * as it starts. `created` learns of the container before it starts, so a failed start still gets
     * it removed.
     */
    async createMain(task, main, sessionLabel, network, files, created) {
        const env = task.config.environment;
        const networkMode = network?.name ?? this.networkMode;
        const hostAddress = networkMode === "host"
            ? "127.0.0.1"
            : network && !this.hasDefaultBridge
                ? (network.gateway ?? "host-gateway")
                : this.hostGateway;
        const memory = env.memory_mb ? env.memory_mb * 1024 * 1024 : undefined;
        const mounts = [
            // A compose session's named volumes, shared with its sidecars.
            ...(network && task.hasCompose ? volumeMounts(this.compose(task).main.volumes, network.name) : []),
            ...(main.mount ? [(0, session_host_js_1.agentBind)(main.mount)] : []),
        ];
        const container = await this.docker.createContainer({
            Image: main.image,
            Cmd: files ? UNPACK_THEN_KEEP_ALIVE : KEEP_ALIVE,
            OpenStdin: files !== undefined,
            StdinOnce: files !== undefined,
            Labels: {
                [labels_js_1.RUN_LABEL]: this.opts.runId,
                [labels_js_1.OWNER_LABEL]: labels_js_1.PROCESS_OWNER,
                [labels_js_1.SESSION_LABEL]: sessionLabel,
                [labels_js_1.ROLE_LABEL]: "main",
            },
            Env: Object.entries(this.containerEnv(task)).map(([k, v]) => `${k}=${v}`),
            WorkingDir: env.workdir ?? undefined,
            Tty: false,
            HostConfig: {
                NanoCpus: env.cpus ? Math.round(env.cpus * 1e9) : undefined,
                Memory: memory,
                // No swap: a memory limit the agent can page around is no limit.
                MemorySwap: memory,
                PidsLimit: this.opts.pids_limit ?? 512,
                NetworkMode: networkMode,
                ExtraHosts: networkMode === "none" ? [] : [`host.docker.internal:${hostAddress}`],
                Mounts: mounts.length ? mounts : undefined,
            },
            NetworkingConfig: network ? { EndpointsConfig: { [network.name]: { Aliases: ["main"] } } } : undefined,
        });
        created?.(container);
        // Its CPU counter starts at 0 with it: the first sample reads from here.
        const startedAt = Date.now();
        if (!files) {
            await container.start();
            return { container, unpacked: "unknown", startedAt };
        }
        const stream = (await container.attach({
            stream: true,
            stdin: true,
            stdout: true,
            stderr: true,
            hijack: true,
        }));
        try {
            const said = this.unpackAnswer(stream);
            await container.start();
            stream.end(files);
            return { container, unpacked: await said, startedAt };
        }
        finally {
            // Closes PID 1's stdin too (StdinOnce), so a tar still reading gets its end of input.
            stream.destroy();
        }
    }
    /** Reads PID 1's word on the files from the attach stream; "unknown" when it never says. */
    unpackAnswer(stream) {
        return new Promise((resolve) => {
            const out = new node_stream_1.PassThrough();
            let text = "";
            const stop = () => done("unknown");
            const done = (answer) => {
                clearTimeout(timer);
                this.stopping.signal.removeEventListener("abort", stop);
                out.removeAllListeners("data");
                out.resume();
                resolve(answer);
            };
            const timer = setTimeout(() => done("unknown"), FILES_MARK_WAIT_MS);
            // The run stopping does not wait for an answer that may never come.
            this.stopping.signal.addEventListener("abort", stop, { once: true });
            out.on("data", (chunk) => {
                // An image's entrypoint may print first; only the mark matters.
                text = (text + chunk.toString("utf8")).slice(-4096);
                const m = text.match(/agent-loadtest:files=(ok|no-tar|failed)\n/);
                if (m)
                    done(m[1]);
            });
            this.docker.modem.demuxStream(stream, out, out);
            stream.once("end", () => done("unknown"));
            stream.once("close", () => done("unknown"));
            stream.once("error", () => done("unknown"));
        });
    }
    poolKey(task, main) {
        return `${task.dir}\0${main.image}\0${main.mount?.source ?? ""}`;
    }
    /** Keeps `prewarm` started containers ready for the next sessions of this task. */
    refill(task, image) {
        const want = this.opts.prewarm ?? 0;
        if (want <= 0 || task.hasCompose || this.closed || this.stopping.signal.aborted)
            return;
        const key = this.poolKey(task, image);
        const pool = this.pools.get(key) ?? [];
        this.pools.set(key, pool);
        while (pool.length < want) {
            this.prewarmSeq += 1;
            pool.push(this.createMain(task, image, `prewarm-${this.prewarmSeq}`, null).then((r) => r.container, () => null));
        }
    }
    async takePrewarmed(task, image) {
        const pool = this.pools.get(this.poolKey(task, image));
        const next = pool?.shift();
        if (!next)
            return null;
        const container = await next;
        if (!container)
            return null;
        const alive = await container.inspect().then((i) => i.State.Running, () => false);
        return alive ? container : null;
    }
    async startCompose(task, sessionId, signal, own) {
        let compose;
        try {
            compose = this.compose(task);
        }
        catch (err) {
            throw new environment_js_1.EnvError("compose", err instanceof errors_js_1.UserError ? err.line : errText(err));
        }
        const name = `agent-loadtest-${sanitize(sessionId)}-${Math.random().toString(36).slice(2, 8)}`;
        own.network = await this.createNetwork(name, sessionId);
        own.volumes.push(...(await this.createVolumes(compose, name, sessionId)));
        // The gateway is only needed where the daemon has no default bridge to reach the host through.
        const network = { name, gateway: this.hasDefaultBridge ? null : await this.gatewayOf(name) };
        await this.startSidecars(task, compose, sessionId, name, signal, (c) => own.sidecars.push(c));
        return network;
    }
    async startSidecars(task, spec, sessionId, network, signal, started) {
        const byName = new Map();
        const deadline = Date.now() + task.config.environment.build_timeout_sec * 1000;
        const waitFor = async (deps) => {
            for (const [dep, condition] of Object.entries(deps)) {
                if (condition !== "service_healthy")
                    continue;
                const c = byName.get(dep);
                for (;;) {
                    if (signal.aborted)
                        throw new Error("interrupted while waiting for sidecars");
                    const state = (await c?.inspect())?.State;
                    const health = state?.Health?.Status;
                    if (health === "healthy")
                        break;
                    if (health === "unhealthy" || !state?.Running) {
                        throw new environment_js_1.EnvError("unhealthy", `sidecar ${dep} is ${health ?? "not running"}`);
                    }
                    if (Date.now() > deadline)
                        throw new environment_js_1.EnvError("unhealthy", `sidecar ${dep} not healthy in time`);
                    await new Promise((r) => setTimeout(r, 200));
                }
            }
        };
        for (const sidecar of spec.sidecars) {
            const image = await this.sidecarImage(task, sidecar);
            if (!image.ok)
                throw new environment_js_1.EnvError(image.kind, `sidecar ${sidecar.name}: ${image.error}`);
            await waitFor(sidecar.dependsOn);
            const hc = sidecar.healthcheck;
            const container = await this.docker.createContainer({
                Image: image.image,
                Cmd: sidecar.command ?? undefined,
                Env: Object.entries(sidecar.environment).map(([k, v]) => `${k}=${v}`),
                Labels: {
                    [labels_js_1.RUN_LABEL]: this.opts.runId,
                    [labels_js_1.OWNER_LABEL]: labels_js_1.PROCESS_OWNER,
                    [labels_js_1.SESSION_LABEL]: sessionId,
                    [labels_js_1.ROLE_LABEL]: `sidecar:${sidecar.name}`,
                },
                Healthcheck: hc
                    ? {
                        Test: hc.test,
                        Interval: hc.intervalNs,
                        Timeout: hc.timeoutNs,
                        Retries: hc.retries,
                        StartPeriod: hc.startPeriodNs,
                    }
                    : undefined,
                HostConfig: {
                    NetworkMode: network,
                    PidsLimit: this.opts.pids_limit ?? 512,
                    Mounts: volumeMounts(sidecar.volumes, network),
                },
                NetworkingConfig: { EndpointsConfig: { [network]: { Aliases: [sidecar.name] } } },
            });
            started(container);
            byName.set(sidecar.name, container);
            await container.start();
        }
        await waitFor(spec.main.dependsOn);
    }
    // ── the session ───────────────────────────────────────────────────────────
    reachable(env, ownNetwork) {
        return !ownNetwork && this.networkMode === "host" ? { ...env } : this.reachableFromContainers(env);
    }
    /** Loopback URLs in the run's variables, as containers reach the host. */
    reachableFromContainers(env) {
        const external = { ...env };
        for (const [key, value] of Object.entries(external)) {
            if (!/_URL$|_BASE_URL$|_ENDPOINT$/.test(key))
                continue;
            const rewritten = value.replace(/\/\/(127\.0\.0\.1|localhost|\[::1\])(?=[:/]|$)/, "//host.docker.internal");
            if (rewritten !== value && !this.warnedLoopback) {
                this.warnedLoopback = true;
                this.log("warn", `${key} points at loopback; containers reach it as host.docker.internal, so that service must listen beyond 127.0.0.1 (or use network_mode "host")`);
            }
            external[key] = rewritten;
        }
        return external;
    }
    facts(image) {
        return this.imageFacts.get(image) ?? {};
    }
    learn(image, facts) {
        this.imageFacts.set(image, { ...this.imageFacts.get(image), ...facts });
    }
    /** Does the agent run as root here (no user in task.toml, none or root in the image)? */
    async runsAsRoot(task, image) {
        const user = task.config.agent.user ?? (await this.imageConfig(image)).user;
        return user === "" || /^(root|0)(:(root|0))?$/.test(user);
    }
    /**
     * The script of a staged session exec (see runStaged): the agent ("$@" under `timeout` when the image
     * has GNU timeout), the mark with its exit code, then on the host's word the tests from stdin, a fresh
     * /logs/verifier, the verifier in the environment its own exec would have had, and the logs archive.
     * Null when that environment cannot be written as shell assignments (a name sh cannot set).
     */
    async stagedScript(task, image, agentKeys, verifier) {
        const verifierEnv = verifier.env;
        if (![...agentKeys, ...Object.keys(verifierEnv)].every((k) => SHELL_NAME.test(k)))
            return null;
        if (!(await this.runsAsRoot(task, image)))
            return null;
        // What a fresh exec sees: the image's environment, then the task's, then Docker's defaults.
        const base = {
            PATH: DEFAULT_PATH,
            HOME: "/root",
            ...(await this.imageConfig(image)).env,
            ...this.containerEnv(task),
        };
        const q = (v) => `'${v.replaceAll("'", `'\\''`)}'`;
        const restore = agentKeys
            .filter((k) => !(k in verifierEnv))
            .map((k) => (k in base ? `export ${k}=${q(base[k])}` : `unset ${k}`));
        const setVerifier = Object.entries(verifierEnv).map(([k, v]) => `export ${k}=${q(v)}`);
        // GNU timeout in the image enforces the limits in place; once a session said whether the image
        // has it, later scripts skip asking.
        const known = this.facts(image).gnuTimeout;
        const probe = known === undefined ? ["_g=0; timeout --version >/dev/null 2>&1 && _g=1"] : [`_g=${known ? 1 : 0}`];
        const limited = (n, cmd) => known === false
            ? cmd
            : `if [ $_g = 1 ] && [ ${n} -gt 0 ]; then timeout -s KILL ${n} ${cmd}; else ${cmd}; fi`;
        return (mark) => [
            "_n=$1; shift",
            ...probe,
            limited('"$_n"', '"$@" </dev/null'),
            "_rc=$?",
            `printf '\\n%s %s timeout=%s\\n' '${mark}' "$_rc" "$_g"; printf '\\n%s -\\n' '${mark}' >&2`,
            "IFS= read -r _go || exit 124",
            'case "$_go" in k*) kill -9 -1 2>/dev/null ;; esac',
            'case "$_go" in *c) rm -rf /tests ;; esac',
            "tar -xf - -C / || exit 125",
            ...restore,
            ...setVerifier,
            `rm -rf ${session_host_js_1.VERIFIER_LOGS} && mkdir -m 777 -p ${session_host_js_1.VERIFIER_LOGS}`,
            limited(String(Math.ceil(verifier.timeoutSec)), session_host_js_1.RUN_VERIFIER),
            "_rc=$?",
            "tar -cf - -C / logs",
            "exit $_rc",
        ].join("\n");
    }
    startSampler(container, emit, since) {
        return (0, sampler_js_1.startSampler)(container, this.opts.resource_interval_ms ?? 1000, emit, since);
    }
    runSession(spec, io) {
        return (0, trial_js_1.runTrial)(spec, io, (task, plan) => new environment_js_2.DockerEnvironment(this, spec, task, plan, io), {
            agentSetupTimeoutSec: this.opts.agent_setup_timeout_sec,
            verifier: (task, verifier, step) => new verifier_js_1.DockerVerifier(this, spec, task, verifier, step, io),
        });
    }
    /** The session's named volumes (compose `volumes:`), labelled like its containers; named after its network. */
    async createVolumes(spec, network, sessionId) {
        const labels = { [labels_js_1.RUN_LABEL]: this.opts.runId, [labels_js_1.OWNER_LABEL]: labels_js_1.PROCESS_OWNER, [labels_js_1.SESSION_LABEL]: sessionId };
        return Promise.all(spec.volumes.map(async (v) => {
            const name = sessionVolume(network, v);
            await this.docker.createVolume({ Name: name, Labels: labels });
            return this.docker.getVolume(name);
        }));
    }
    createNetwork(name, sessionId) {
        return this.docker.createNetwork({
            Name: name,
            Driver: "bridge",
            CheckDuplicate: true,
            Labels: { [labels_js_1.RUN_LABEL]: this.opts.runId, [labels_js_1.OWNER_LABEL]: labels_js_1.PROCESS_OWNER, [labels_js_1.SESSION_LABEL]: sessionId },
        });
    }
    /** Removes one session's containers and network, bounded in time; true when all went. */
    async teardown(container, sidecars, network, volumes = []) {
        if (this.opts.keep_containers)
            return true;
        const work = async () => {
            const removals = [container, ...sidecars]
                .filter((c) => c !== null)
                .map((c) => c.remove({ force: true, v: true }).then(() => true, (err) => (0, exec_js_1.isGone)(err)));
            const removed = await Promise.all(removals);
            const gone = (err) => err.statusCode === 404;
            const volumesRemoved = await Promise.all(volumes.map((v) => v.remove().then(() => true, gone)));
            let ok = [...removed, ...volumesRemoved].every(Boolean);
            if (network) {
                ok =
                    (await network.remove().then(() => true, (err) => err.statusCode === 404)) && ok;
            }
            return ok;
        };
        const done = await withDeadline(work(), this.opts.teardown_timeout_ms ?? 30_000);
        if (done === undefined)
            this.log("warn", `teardown of container ${container?.id.slice(0, 12) ?? "-"} timed out; close() sweeps it`);
        return done ?? false;
    }
}
exports.DockerRuntime = DockerRuntime;
/** One session's Docker volume for a compose volume: unique per session, as its network is. */
function sessionVolume(network, volume) {
    return `${network}_${volume}`;
}
function volumeMounts(mounts, network) {
    return mounts.map((m) => ({
        Type: "volume",
        Source: sessionVolume(network, m.volume),
        Target: m.target,
        ReadOnly: m.readOnly,
    }));
}
function createDockerRuntime(opts) {
    return new DockerRuntime(opts);
}


/***/ }),

/***/ 72310:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.cpuPctBetween = cpuPctBetween;
exports.readingOfStats = readingOfStats;
exports.startSampler = startSampler;
const cgroup_js_1 = __webpack_require__(18972);
/** CPU between two readings, as a share of one core (100 = one core busy the whole time). */
function cpuPctBetween(a, b) {
    const ms = b.atMs - a.atMs;
    if (!(ms > 0) || !(b.usageNs >= a.usageNs))
        return null;
    return Math.round(((b.usageNs - a.usageNs) / 1e6 / ms) * 10_000) / 100;
}
/** The Engine's stats as a reading: the daemon's time of it, memory without reclaimable page cache. */
function readingOfStats(st) {
    const usage = st.cpu_stats?.cpu_usage?.total_usage;
    const mem = st.memory_stats;
    // Right after start the daemon may have no sample yet.
    if (usage === undefined || mem?.usage === undefined)
        return null;
    const at = st.read ? Date.parse(st.read) : Number.NaN;
    const cache = mem.stats?.total_inactive_file ?? mem.stats?.inactive_file ?? 0;
    return {
        usageNs: usage,
        atMs: Number.isFinite(at) && at > 0 ? at : Date.now(),
        memBytes: Math.max(0, mem.usage - cache),
        memLimitBytes: mem.limit ?? null,
    };
}
async function engineReading(container) {
    try {
        const st = await container.stats({ stream: false, "one-shot": true });
        return readingOfStats(st);
    }
    catch {
        // The container is going away; the session's own steps report that.
        return null;
    }
}
/**
 * Samples `container` every `everyMs` until the returned stop. `since` is when the container started
 * (its counter was 0 then); without it (a container started earlier, for the pool) the first reading
 * is the baseline and the samples cover the session from there.
 */
function startSampler(container, everyMs, emit, since, host = (0, cgroup_js_1.hostCgroup)(container.id)) {
    if (everyMs <= 0)
        return async () => undefined;
    let prev = since === null ? null : { usageNs: 0, atMs: since };
    const take = (cur) => {
        if (!cur)
            return;
        if (prev === null) {
            // The first reading of a container started earlier is the baseline.
            prev = cur;
            return;
        }
        const cpu = cpuPctBetween(prev, cur);
        // A reading older than the last, or a counter that went back: wait for a later one.
        if (cpu === null)
            return;
        emit({
            type: "resource",
            cpu_pct: cpu,
            mem_bytes: cur.memBytes,
            mem_limit_bytes: cur.memLimitBytes,
            interval_ms: cur.atMs - prev.atMs,
        });
        prev = cur;
    };
    let busy = false;
    const tick = async () => {
        if (host)
            return take(host());
        if (busy)
            return;
        busy = true;
        take(await engineReading(container));
        busy = false;
    };
    if (prev === null)
        void tick();
    const timer = setInterval(() => void tick(), everyMs);
    timer.unref();
    return async () => {
        clearInterval(timer);
        if (host)
            take(host());
    };
}


/***/ }),

/***/ 60088:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.installInImage = installInImage;
/**
 * A recipe with `scripts: true`: its package's install scripts are code from the registry, so npm runs
 * them in a throwaway container of the task image — never on the runner — with the install's work
 * folder bind-mounted, this machine's user id (the files stay ours to rename and remove), the host
 * network (to reach the registry the user's npm configuration names) and npm's own environment only.
 * The install is keyed by the task image too: what scripts build belongs to the image they ran in.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __importDefault(__webpack_require__(76760));
const install_js_1 = __webpack_require__(94733);
const npm_env_js_1 = __webpack_require__(7729);
const errors_js_1 = __webpack_require__(83916);
/** Where the work folder and the user's `.npmrc` appear in the install container. */
const PREFIX = "/agent-loadtest-install";
const NPMRC = "/agent-loadtest-npmrc";
/** Installs `def@version` by npm in a container of `image`, scripts on; reused per image. */
async function installInImage(docker, image, def, version, opts = {}) {
    const id = (await docker.getImage(image).inspect()).Id.replace(/^sha256:/, "").slice(0, 16);
    const root = opts.root ?? node_path_1.default.join((0, install_js_1.agentCacheRoot)(), "with-scripts", id);
    return (0, install_js_1.installWith)(def, version, root, inContainer(docker, image, opts));
}
function inContainer(docker, image, opts) {
    return async (prefix, args) => {
        const npmrc = (0, npm_env_js_1.userNpmrc)();
        const hasNpmrc = npmrc !== undefined && (0, node_fs_1.existsSync)(npmrc) && (0, node_fs_1.statSync)(npmrc).isFile();
        const mounts = [{ Type: "bind", Source: prefix, Target: PREFIX, ReadOnly: false }];
        if (hasNpmrc)
            mounts.push({ Type: "bind", Source: npmrc, Target: NPMRC, ReadOnly: true });
        const env = (0, npm_env_js_1.containerNpmEnv)(process.env, hasNpmrc ? NPMRC : undefined);
        const container = await docker.createContainer({
            Image: image,
            Entrypoint: ["npm"],
            Cmd: [...args, "--prefix", PREFIX],
            Env: Object.entries(env).map(([k, v]) => `${k}=${v}`),
            WorkingDir: "/tmp",
            Tty: true,
            ...(process.getuid && process.getgid ? { User: `${process.getuid()}:${process.getgid()}` } : {}),
            Labels: { "agent-loadtest.image": "scripts-install" },
            HostConfig: { Mounts: mounts, NetworkMode: opts.networkMode ?? "host" },
        });
        try {
            await startAndWait(container, image, opts.timeoutMs ?? install_js_1.INSTALL_TIMEOUT_MS);
        }
        finally {
            await container.remove({ force: true }).catch(() => undefined);
        }
    };
}
/** Runs the install container to its end; npm's failure becomes an error with its output as stderr. */
async function startAndWait(container, image, timeoutMs) {
    try {
        await container.start();
    }
    catch (err) {
        throw new Error(`the task image ${image} cannot run npm for the install scripts (${(0, errors_js_1.errorMessage)(err)})`);
    }
    let timer;
    const timedOut = new Promise((_, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error("npm timed out"), { killed: true })), timeoutMs);
    });
    try {
        const { StatusCode } = (await Promise.race([container.wait(), timedOut]));
        if (StatusCode === 0)
            return;
        const log = (await container.logs({ stdout: true, stderr: true, tail: 200 })).toString("utf8");
        throw Object.assign(new Error(`npm exited ${StatusCode} in ${image}`), { stderr: log });
    }
    finally {
        clearTimeout(timer);
    }
}


/***/ }),

/***/ 18185:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RUN_VERIFIER = exports.CLEAR_VERIFIER = exports.VERIFIER_LOGS = exports.AGENT_LOGS = void 0;
exports.agentBind = agentBind;
exports.AGENT_LOGS = "/logs/agent";
exports.VERIFIER_LOGS = "/logs/verifier";
/** An emptied verifier folder any verifier user can write. */
exports.CLEAR_VERIFIER = `rm -rf ${exports.VERIFIER_LOGS} && mkdir -m 777 -p ${exports.VERIFIER_LOGS}`;
exports.RUN_VERIFIER = `/tests/test.sh > ${exports.VERIFIER_LOGS}/test-stdout.txt 2>&1 </dev/null`;
/** The engine's mount of an agent's install: the probe (agent-layer.ts) asks for exactly what sessions get. */
function agentBind(m) {
    return { Type: "bind", Source: m.source, Target: m.target, ReadOnly: true };
}


/***/ }),

/***/ 6154:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.sweepRun = sweepRun;
/**
 * The post step's one job: remove what a run left on Docker. Its own module, so the post step's
 * bundle holds the Docker client and nothing of the run engine.
 */
const dockerode_1 = __importDefault(__webpack_require__(39040));
const labels_js_1 = __webpack_require__(4322);
/**
 * Removes every container, volume and network labelled with the run id (and with `owner`, the process
 * that made them, when known: another process's run may have the same id). Safe to call any time, twice.
 */
async function sweepRun(runId, docker = new dockerode_1.default(), owner) {
    const filters = JSON.stringify({
        label: [`${labels_js_1.RUN_LABEL}=${runId}`, ...(owner ? [`${labels_js_1.OWNER_LABEL}=${owner}`] : [])],
    });
    let containers = 0;
    let networks = 0;
    const list = await docker.listContainers({ all: true, filters }).catch(() => []);
    await Promise.all(list.map(async (c) => {
        await docker
            .getContainer(c.Id)
            .remove({ force: true, v: true })
            .then(() => {
            containers += 1;
        })
            .catch(() => undefined);
    }));
    // Volumes after the containers that mount them.
    const vols = await docker.listVolumes({ filters }).catch(() => ({ Volumes: [] }));
    await Promise.all((vols.Volumes ?? []).map((v) => docker
        .getVolume(v.Name)
        .remove()
        .catch(() => undefined)));
    const nets = await docker.listNetworks({ filters }).catch(() => []);
    await Promise.all(nets.map(async (n) => {
        await docker
            .getNetwork(n.Id)
            .remove()
            .then(() => {
            networks += 1;
        })
            .catch(() => undefined);
    }));
    return { containers, networks };
}


/***/ }),

/***/ 96938:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DockerVerifier = void 0;
exports.verifierTask = verifierTask;
exports.artifactEntries = artifactEntries;
/**
 * A separate verifier's container (Harbor's `environment_mode = "separate"`): started fresh from the
 * verifier's image for one verification, given only the artifacts the trial collected, at their
 * original absolute paths, then removed. Its tests are in its image: none are uploaded.
 */
const promises_1 = __webpack_require__(51455);
const node_path_1 = __importDefault(__webpack_require__(76760));
const environment_js_1 = __webpack_require__(21012);
const exec_js_1 = __webpack_require__(40717);
const session_host_js_1 = __webpack_require__(18185);
const tar_js_1 = __webpack_require__(27917);
const errText = (err) => (err instanceof Error ? err.message : String(err)).split("\n")[0];
/** The task as its separate verifier's container is made: the verifier's environment, no compose. */
function verifierTask(task, verifier) {
    return { ...task, hasCompose: false, config: { ...task.config, environment: verifier.config } };
}
/** `from/<abs path>` → archive entries named by the absolute path; parents are left to the engine (made 0755, existing ones untouched). */
async function artifactEntries(from, paths) {
    const entries = [];
    for (const p of paths) {
        const name = node_path_1.default.posix.normalize(p).replace(/^\/+/, "");
        const host = node_path_1.default.join(from, name);
        const st = await (0, promises_1.lstat)(host).catch(() => null);
        if (st?.isDirectory())
            entries.push({ name, type: "dir", mode: st.mode & 0o7777 }, ...(await (0, tar_js_1.listTree)(host, name)));
        else if (st?.isFile())
            entries.push({ name, type: "file", mode: st.mode & 0o7777, data: await (0, promises_1.readFile)(host) });
    }
    return entries;
}
class DockerVerifier {
    rt;
    spec;
    task;
    verifier;
    step;
    io;
    container = null;
    image = "";
    /** The task as the verifier's container is made from it: its environment is the verifier's. */
    made;
    constructor(rt, spec, task, verifier, 
    /** The step it verifies (null: the task). */
    step, io) {
        this.rt = rt;
        this.spec = spec;
        this.task = task;
        this.verifier = verifier;
        this.step = step;
        this.io = io;
        this.made = verifierTask(task, verifier);
    }
    get main() {
        if (!this.container)
            throw new exec_js_1.ContainerGoneError("the verifier has no container");
        return this.container;
    }
    async start(signal) {
        const image = await this.rt.verifierImage(this.task, this.verifier);
        if (!image.ok)
            throw new environment_js_1.EnvError(image.kind, `verifier image: ${image.error}`);
        this.image = image.image;
        if (signal.aborted)
            throw new Error("interrupted before the verifier's container was created");
        const label = `${this.spec.id}/verifier/${this.step ?? "trial"}`;
        try {
            const made = await this.rt.createMain(this.made, { image: image.image }, label, null, undefined, (c) => {
                this.container = c;
            });
            this.container = made.container;
            await (0, exec_js_1.runExec)(this.rt.docker, this.main, {
                cmd: ["sh", "-c", session_host_js_1.CLEAR_VERIFIER],
                user: "0",
                timeoutSec: 60,
            });
        }
        catch (err) {
            throw new environment_js_1.EnvError("start", `verifier container did not start: ${errText(err)}`);
        }
    }
    async upload(from, paths) {
        const entries = await artifactEntries(from, paths);
        if (entries.length)
            await (0, exec_js_1.guard)(this.main.putArchive((0, tar_js_1.packTar)(entries), { path: "/" }));
    }
    async verify(req, signal) {
        const res = await (0, exec_js_1.runExec)(this.rt.docker, this.main, {
            cmd: ["sh", "-c", session_host_js_1.RUN_VERIFIER],
            env: req.env,
            workdir: await this.rt.workdirOf(this.made, this.image),
            user: req.user ?? "0",
            timeoutSec: req.timeoutSec,
            stdout: node_path_1.default.join(this.io.dir, "verifier.log"),
            stderr: node_path_1.default.join(this.io.dir, "verifier.log"),
            signal,
        });
        try {
            const stream = await this.main.getArchive({ path: session_host_js_1.VERIFIER_LOGS });
            await (0, tar_js_1.extractTar)(stream, this.io.dir, 0, ["verifier"], { symlinks: false });
        }
        catch {
            // No logs folder came back: the reward is missing, which the trial names.
        }
        return res;
    }
    attrs() {
        return {
            verifier_image: this.image,
            ...(this.container ? { verifier_container: this.container.id.slice(0, 12) } : {}),
        };
    }
    stop() {
        return this.rt.teardown(this.container, [], null);
    }
}
exports.DockerVerifier = DockerVerifier;


/***/ })

};
