export const id = 395;
export const ids = [395];
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


/***/ })

};
