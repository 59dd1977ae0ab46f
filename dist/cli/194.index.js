export const id = 194;
export const ids = [194];
export const modules = {

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
 * A session is a trial (../trial.ts) in a DockerEnvironment (environment.ts); this class owns the image
 * and compose half of what sessions share: preconditions, images (task, verifier, sidecar and agent
 * layers), compose files and a compose session's network, volumes and sidecars, the sweep. The half
 * sessions call (containers, archives, the single exec's script, teardown) is DockerSessionHost's
 * (session-host.ts), which it extends.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __importDefault(__webpack_require__(76760));
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
const images_js_1 = __webpack_require__(79618);
const session_host_js_1 = __webpack_require__(18185);
const sweep_js_1 = __webpack_require__(6154);
const verifier_js_1 = __webpack_require__(96938);
var labels_js_2 = __webpack_require__(4322);
Object.defineProperty(exports, "RUN_LABEL", ({ enumerable: true, get: function () { return labels_js_2.RUN_LABEL; } }));
/** A session id as part of a Docker network name. */
function sanitize(name) {
    return name
        .toLowerCase()
        .replace(/[^a-z0-9_.-]+/g, "-")
        .slice(0, 40);
}
const errText = (err) => (err instanceof Error ? err.message : String(err)).split("\n")[0];
class DockerRuntime extends session_host_js_1.DockerSessionHost {
    opts;
    kind = "docker";
    images = new images_js_1.ImageCache();
    agentLayers;
    composes = new Map();
    /** Content-hash tag per build context, dockerfile and args. */
    tags = new Map();
    constructor(opts) {
        super(opts);
        this.opts = opts;
        this.agentLayers = new agent_layer_js_1.AgentLayers(this.docker, opts.agent_install, (tag) => ({
            logFile: this.buildLog(`agent-${tag}`),
            timeoutSec: 900,
            networkMode: this.buildNetworkMode(),
            platform: this.opts.platform,
            signal: this.stopping.signal,
            builder: this.opts.builder,
        }));
    }
    async prepare(ctx) {
        this.ctx = ctx;
        if (ctx.signal?.aborted)
            this.stopping.abort();
        else
            ctx.signal?.addEventListener("abort", () => this.stopping.abort(), { once: true });
        try {
            await (0, session_host_js_1.withDeadline)(this.docker.ping(), 10_000).then((ok) => {
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
        await (0, session_host_js_1.withDeadline)(Promise.allSettled(pools), 10_000);
        if (this.opts.keep_containers) {
            this.log("warn", `keep_containers: containers labelled ${labels_js_1.RUN_LABEL}=${this.opts.runId} are left running`);
            return;
        }
        await (0, session_host_js_1.withDeadline)((0, sweep_js_1.sweepRun)(this.opts.runId, this.docker, labels_js_1.PROCESS_OWNER), 60_000);
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
    // ── compose sessions ──────────────────────────────────────────────────────
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
                    Mounts: (0, session_host_js_1.volumeMounts)(sidecar.volumes, network),
                },
                NetworkingConfig: { EndpointsConfig: { [network]: { Aliases: [sidecar.name] } } },
            });
            started(container);
            byName.set(sidecar.name, container);
            await container.start();
        }
        await waitFor(spec.main.dependsOn);
    }
    /** The session's named volumes (compose `volumes:`), labelled like its containers; named after its network. */
    async createVolumes(spec, network, sessionId) {
        const labels = { [labels_js_1.RUN_LABEL]: this.opts.runId, [labels_js_1.OWNER_LABEL]: labels_js_1.PROCESS_OWNER, [labels_js_1.SESSION_LABEL]: sessionId };
        return Promise.all(spec.volumes.map(async (v) => {
            const name = (0, session_host_js_1.sessionVolume)(network, v);
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
    // ── the session ───────────────────────────────────────────────────────────
    runSession(spec, io) {
        return (0, trial_js_1.runTrial)(spec, io, (task, plan) => new environment_js_2.DockerEnvironment(this, spec, task, plan, io), {
            agentSetupTimeoutSec: this.opts.agent_setup_timeout_sec,
            verifier: (task, verifier, step) => new verifier_js_1.DockerVerifier(this, spec, task, verifier, step, io),
        });
    }
}
exports.DockerRuntime = DockerRuntime;
function createDockerRuntime(opts) {
    return new DockerRuntime(opts);
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
