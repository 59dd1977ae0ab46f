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
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DockerSessionHost = exports.RUN_VERIFIER = exports.CLEAR_VERIFIER = exports.VERIFIER_LOGS = exports.AGENT_LOGS = void 0;
exports.agentBind = agentBind;
exports.withDeadline = withDeadline;
exports.sessionVolume = sessionVolume;
exports.volumeMounts = volumeMounts;
/**
 * Every session's host: the half of the Docker runtime its sessions use. `SessionHost` is what a
 * session's environment (environment.ts) and a separate verifier (verifier.ts) call; DockerSessionHost
 * implements it: the main container (created with its files, prewarmed, torn down), what sessions learn
 * of an image (its config, `facts`), the test archives, the single exec's script, sampling. The image
 * and compose half (images, compose files, a compose session's network and sidecars) is DockerRuntime's
 * (runtime.ts), which extends it.
 */
const node_stream_1 = __webpack_require__(57075);
const dockerode_1 = __importDefault(__webpack_require__(39040));
const labels_js_1 = __webpack_require__(4322);
const exec_js_1 = __webpack_require__(40717);
const sampler_js_1 = __webpack_require__(72310);
const tar_js_1 = __webpack_require__(27917);
exports.AGENT_LOGS = "/logs/agent";
exports.VERIFIER_LOGS = "/logs/verifier";
/** An emptied verifier folder any verifier user can write. */
exports.CLEAR_VERIFIER = `rm -rf ${exports.VERIFIER_LOGS} && mkdir -m 777 -p ${exports.VERIFIER_LOGS}`;
exports.RUN_VERIFIER = `/tests/test.sh > ${exports.VERIFIER_LOGS}/test-stdout.txt 2>&1 </dev/null`;
/** The engine's mount of an agent's install: the probe (agent-layer.ts) asks for exactly what sessions get. */
function agentBind(m) {
    return { Type: "bind", Source: m.source, Target: m.target, ReadOnly: true };
}
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
/** The work's result, or undefined once `ms` have passed. */
function withDeadline(work, ms) {
    let timer;
    return Promise.race([
        work,
        new Promise((resolve) => {
            timer = setTimeout(() => resolve(undefined), ms);
        }),
    ]).finally(() => clearTimeout(timer));
}
/**
 * The session-facing half of the Docker runtime, and the state both halves share (the engine, the
 * network sessions join, the run's stop); the runtime (runtime.ts) gives it images and compose files.
 */
class DockerSessionHost {
    opts;
    docker;
    trees = new Map();
    imageConfigs = new Map();
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
    }
    log(level, message) {
        this.ctx?.log(level, message);
    }
    // ── images as sessions see them ───────────────────────────────────────────
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
            ...(main.mount ? [agentBind(main.mount)] : []),
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
            `rm -rf ${exports.VERIFIER_LOGS} && mkdir -m 777 -p ${exports.VERIFIER_LOGS}`,
            limited(String(Math.ceil(verifier.timeoutSec)), exports.RUN_VERIFIER),
            "_rc=$?",
            "tar -cf - -C / logs",
            "exit $_rc",
        ].join("\n");
    }
    startSampler(container, emit, since) {
        return (0, sampler_js_1.startSampler)(container, this.opts.resource_interval_ms ?? 1000, emit, since);
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
exports.DockerSessionHost = DockerSessionHost;
/** One session's Docker volume for a compose volume: unique per session, as its network is. */
function sessionVolume(network, volume) {
    return `${network}_${volume}`;
}
/** A service's compose volumes as the engine mounts them: the session's own volumes. */
function volumeMounts(mounts, network) {
    return mounts.map((m) => ({
        Type: "volume",
        Source: sessionVolume(network, m.volume),
        Target: m.target,
        ReadOnly: m.readOnly,
    }));
}


/***/ })

};
