export const id = 298;
export const ids = [298];
export const modules = {

/***/ 96298:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.taskImageTag = exports.serviceImageTag = exports.imageExists = exports.ensurePulled = exports.buildNetworkFor = void 0;
exports.chooseBuilder = chooseBuilder;
exports.engineHasBuildKit = engineHasBuildKit;
exports.runnerProbe = runnerProbe;
exports.builderFor = builderFor;
exports.buildxArgs = buildxArgs;
exports.buildImage = buildImage;
/**
 * Image builds, through the best builder the runner has, chosen once per Docker client:
 * - `buildx`: `docker buildx build --load` when `docker buildx version` answers (GitHub's runners);
 * - `buildkit`: the Engine API with `version=2` when the daemon builds with BuildKit that way;
 * - `classic`: the Engine API's classic builder. A Dockerfile that needs BuildKit fails here before the
 *   build, with one line naming the file, line and instruction (dockerfile-syntax.ts).
 * Every builder gets the same context tar, the same limits (build timeout, the run's interruption) and
 * writes one bounded build log.
 */
const node_child_process_1 = __webpack_require__(31421);
const node_fs_1 = __webpack_require__(73024);
const promises_1 = __webpack_require__(51455);
const node_path_1 = __importDefault(__webpack_require__(76760));
const node_stream_1 = __webpack_require__(57075);
const children_js_1 = __webpack_require__(51700);
const limits_js_1 = __webpack_require__(30351);
const buildkit_trace_js_1 = __webpack_require__(85896);
const dockerfile_syntax_js_1 = __webpack_require__(33796);
const images_js_1 = __webpack_require__(79618);
const tar_js_1 = __webpack_require__(27917);
/** For the lazy build sites (prebuild, HTTP services): one import, so the bundle holds images.ts once. */
var images_js_2 = __webpack_require__(79618);
Object.defineProperty(exports, "buildNetworkFor", ({ enumerable: true, get: function () { return images_js_2.buildNetworkFor; } }));
Object.defineProperty(exports, "ensurePulled", ({ enumerable: true, get: function () { return images_js_2.ensurePulled; } }));
Object.defineProperty(exports, "imageExists", ({ enumerable: true, get: function () { return images_js_2.imageExists; } }));
Object.defineProperty(exports, "serviceImageTag", ({ enumerable: true, get: function () { return images_js_2.serviceImageTag; } }));
Object.defineProperty(exports, "taskImageTag", ({ enumerable: true, get: function () { return images_js_2.taskImageTag; } }));
const PROBE_MS = 10_000;
/** The first builder the runner has, in order of preference. */
async function chooseBuilder(probe) {
    if (await probe.buildx())
        return "buildx";
    if (await probe.engineBuildKit())
        return "buildkit";
    return "classic";
}
/**
 * The CLI's environment: it must load images into the daemon this client talks to, so a client on a unix
 * socket names it in DOCKER_HOST unless the user already set one (the CLI's context could name another).
 */
async function cliEnv(docker) {
    const modem = docker.modem;
    const socket = process.env.DOCKER_HOST ? undefined : await modem.getSocketPath?.().catch(() => undefined);
    if (typeof socket !== "string" || socket.startsWith("//./pipe/"))
        return { ...process.env };
    return { ...process.env, DOCKER_HOST: `unix://${socket}` };
}
/** Exit status of `cli args`, or null when it cannot run or outlives `ms`; its output is discarded. */
function exitCodeOf(cli, args, env, ms) {
    return new Promise((resolve) => {
        const child = (0, node_child_process_1.spawn)(cli, args, { stdio: "ignore", env });
        const timer = setTimeout(() => child.kill("SIGKILL"), ms);
        child.on("error", () => resolve(null));
        child.on("exit", (code) => {
            clearTimeout(timer);
            resolve(code);
        });
    });
}
/**
 * Does this daemon build with BuildKit through the API? A `version=2` build of `FROM scratch` + `COPY
 * --chmod` of a file that is not there: BuildKit answers with its progress messages first (and then fails,
 * so no image is left); a daemon without it ignores the parameter and the classic builder answers.
 */
async function engineHasBuildKit(docker) {
    const dockerfile = "FROM scratch\nCOPY --chmod=755 absent /absent\n";
    const context = node_stream_1.Readable.from([(0, tar_js_1.packTar)([(0, tar_js_1.fileEntry)("Dockerfile", dockerfile)])]);
    try {
        return await (0, images_js_1.withTimeout)(async (cancel) => {
            const stream = (await docker.buildImage(context, {
                version: "2",
            }));
            (0, images_js_1.whenAborted)(cancel, () => stream.destroy?.());
            return await new Promise((resolve) => {
                let seen = "";
                const decide = (answer) => {
                    stream.destroy?.();
                    resolve(answer);
                };
                stream.on("data", (chunk) => {
                    seen += chunk.toString("utf8");
                    if (seen.includes('"moby.buildkit.trace"'))
                        decide(true);
                    else if (seen.length > 64 * 1024)
                        decide(false);
                });
                stream.on("end", () => decide(false));
                stream.on("error", () => decide(false));
            });
        }, PROBE_MS, "BuildKit probe");
    }
    catch {
        return false;
    }
}
/** The probes against the real CLI and daemon. */
function runnerProbe(docker, cli = "docker") {
    return {
        buildx: async () => (await exitCodeOf(cli, ["buildx", "version"], await cliEnv(docker), PROBE_MS)) === 0,
        engineBuildKit: () => engineHasBuildKit(docker),
    };
}
const chosen = new WeakMap();
/** The builder of this Docker client, probed on its first build and remembered. */
function builderFor(docker, cli) {
    let pending = chosen.get(docker);
    if (!pending) {
        pending = chooseBuilder(runnerProbe(docker, cli));
        chosen.set(docker, pending);
    }
    return pending;
}
/** A build log that stops growing at its limit, and says so once. */
function boundedLog(file) {
    const stream = (0, node_fs_1.createWriteStream)(file, { flags: "a" });
    stream.on("error", () => undefined);
    const max = (0, limits_js_1.limit)("buildLogBytes");
    let written = 0;
    return {
        // A cancelled build's stream may still deliver a chunk after the log is closed: dropped, never a crash.
        write: (text) => {
            if (stream.writableEnded || written > max)
                return;
            written += Buffer.byteLength(text);
            stream.write(written > max ? `\n# build log cut at ${max} bytes\n` : text);
        },
        end: () => new Promise((resolve) => stream.end(() => resolve())),
    };
}
/** The context the builder reads: the caller's stream, or `contextDir` packed. */
async function contextOf(req) {
    if (req.context)
        return req.context();
    return node_stream_1.Readable.from([(0, tar_js_1.packTar)(await (0, tar_js_1.listTree)(req.contextDir))]);
}
/** On the classic builder, the one line a Dockerfile that needs BuildKit fails with (null: none needed). */
async function classicRefusal(req) {
    const file = node_path_1.default.join(req.contextDir, req.dockerfile ?? "Dockerfile");
    const text = await (0, promises_1.readFile)(file, "utf8").catch(() => null);
    return text === null ? null : (0, dockerfile_syntax_js_1.needsBuildKit)(file, text);
}
/** One build through the Engine API; `version` "2" asks for BuildKit. Resolves to the build's error. */
async function engineBuild(docker, req, kind, write, cancel) {
    const stream = (await docker.buildImage((await contextOf(req)), {
        t: req.tag,
        dockerfile: req.dockerfile ?? "Dockerfile",
        buildargs: req.buildArgs,
        rm: true,
        forcerm: true,
        networkmode: req.networkMode,
        platform: req.platform,
        labels: req.labels ?? { "agent-loadtest.image": "task" },
        ...(kind === "buildkit" ? { version: "2" } : {}),
    }));
    // Closing the request makes the daemon cancel the build.
    (0, images_js_1.whenAborted)(cancel, () => stream.destroy?.());
    return (0, images_js_1.followJsonStream)(stream, write, kind === "buildkit" ? new buildkit_trace_js_1.BuildKitTrace() : undefined);
}
/** The arguments of `docker buildx build` for a request; the context comes as a tar on stdin. */
function buildxArgs(req) {
    const args = ["buildx", "build", "--load", "--progress=plain", "-t", req.tag];
    if (req.dockerfile && req.dockerfile !== "Dockerfile")
        args.push("-f", req.dockerfile);
    for (const [k, v] of Object.entries(req.buildArgs))
        args.push("--build-arg", `${k}=${v}`);
    for (const [k, v] of Object.entries(req.labels ?? { "agent-loadtest.image": "task" }))
        args.push("--label", `${k}=${v}`);
    if (req.platform)
        args.push("--platform", req.platform);
    if (req.networkMode === "host")
        args.push("--network", "host", "--allow", "network.host");
    else if (req.networkMode)
        args.push("--network", req.networkMode);
    args.push("-");
    return args;
}
/** One build through `docker buildx build --load`, its process tree ended on cancel. Resolves to its error. */
async function buildxBuild(docker, cli, req, write, cancel) {
    const context = await contextOf(req);
    const env = await cliEnv(docker);
    const mark = (0, children_js_1.newMark)();
    const child = (0, node_child_process_1.spawn)(cli, buildxArgs(req), {
        env: { ...env, [children_js_1.PROC_MARK]: mark },
        stdio: ["pipe", "pipe", "pipe"],
        detached: true,
    });
    const tree = child.pid ? (0, children_js_1.newTree)(child.pid, mark) : null;
    const untrack = tree ? (0, children_js_1.trackTree)(tree) : () => { };
    let last = "";
    const keep = (chunk) => {
        const text = chunk.toString("utf8");
        write(text);
        last = (last + text).slice(-4096);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.stdin.on("error", () => undefined);
    context.pipe(child.stdin);
    (0, images_js_1.whenAborted)(cancel, () => tree && (0, children_js_1.killTree)(tree));
    const code = await new Promise((resolve) => {
        child.on("error", (e) => resolve(`could not start ${cli}: ${e.message}`));
        child.on("close", (c, signal) => resolve(c ?? `killed by ${signal}`));
    });
    untrack();
    if (code === 0)
        return null;
    if (typeof code === "string")
        return code;
    const lines = last.split("\n").filter((l) => l.trim());
    const error = lines.reverse().find((l) => l.startsWith("ERROR:"));
    return error?.replace(/^ERROR:\s*/, "") ?? `docker buildx build exited with code ${code}`;
}
/** Builds one image; the build log streams to `req.logFile`. A failure is `env_build` with its cause. */
async function buildImage(docker, req) {
    await (0, promises_1.mkdir)(node_path_1.default.dirname(req.logFile), { recursive: true });
    const log = boundedLog(req.logFile);
    try {
        const kind = req.builder ?? (await builderFor(docker, req.cli));
        log.write(`# build ${req.tag} from ${req.contextDir} (builder: ${kind})\n`);
        const refusal = kind === "classic" ? await classicRefusal(req) : null;
        if (refusal) {
            log.write(`ERROR: ${refusal}\n`);
            return { ok: false, kind: "buildkit", error: refusal };
        }
        const error = await (0, images_js_1.withTimeout)((cancel) => kind === "buildx"
            ? buildxBuild(docker, req.cli ?? "docker", req, log.write, cancel)
            : engineBuild(docker, req, kind, log.write, cancel), req.timeoutSec * 1000, `image build of ${req.tag}`, req.signal);
        if (error)
            return { ok: false, kind: "build", error: `image build failed: ${error.trim()}` };
        if (!(await (0, images_js_1.imageExists)(docker, req.tag))) {
            return { ok: false, kind: "build", error: `image build of ${req.tag} produced no image` };
        }
        return { ok: true, image: req.tag, built: true };
    }
    catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        log.write(`ERROR: ${message}\n`);
        return { ok: false, kind: "build", error: message };
    }
    finally {
        await log.end();
    }
}


/***/ }),

/***/ 85896:
/***/ ((__unused_webpack_module, exports) => {


/**
 * The progress a BuildKit build through the Engine API streams as `{"id":"moby.buildkit.trace","aux":
 * "<base64>"}`: a protobuf `moby.buildkit.v1.StatusResponse`. Only the fields a build log needs are read
 * (vertex name, cached, completed, error; log output), rendered like `--progress=plain` so a failed
 * build's log says which step failed and what it printed. Unknown fields are skipped.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.BuildKitTrace = void 0;
function varint(buf, at) {
    let value = 0;
    let scale = 1;
    for (let i = at; i < buf.length && i < at + 10; i++) {
        value += (buf[i] & 0x7f) * scale;
        scale *= 128;
        if ((buf[i] & 0x80) === 0)
            return [value, i + 1];
    }
    throw new Error("truncated varint");
}
/** The top-level fields of one protobuf message. Throws on a malformed one. */
function fields(buf) {
    const out = [];
    let at = 0;
    while (at < buf.length) {
        const [key, next] = varint(buf, at);
        at = next;
        const no = Math.floor(key / 8);
        const wire = key % 8;
        if (wire === 0) {
            const [int, after] = varint(buf, at);
            out.push({ no, int });
            at = after;
        }
        else if (wire === 2) {
            const [len, after] = varint(buf, at);
            if (after + len > buf.length)
                throw new Error("truncated field");
            out.push({ no, bytes: buf.subarray(after, after + len) });
            at = after + len;
        }
        else if (wire === 1)
            at += 8;
        else if (wire === 5)
            at += 4;
        else
            throw new Error(`unsupported wire type ${wire}`);
    }
    return out;
}
const text = (f) => f?.bytes?.toString("utf8") ?? "";
/** Turns trace messages into build-log text; one instance per build (it numbers the steps). */
class BuildKitTrace {
    vertices = new Map();
    state(digest) {
        let v = this.vertices.get(digest);
        if (!v) {
            v = { n: this.vertices.size + 1, named: false, cached: false, done: false };
            this.vertices.set(digest, v);
        }
        return v;
    }
    vertex(msg) {
        const f = fields(msg);
        const digest = text(f.find((x) => x.no === 1));
        const v = this.state(digest);
        let out = "";
        const name = text(f.find((x) => x.no === 3));
        if (!v.named && name) {
            v.named = true;
            out += `#${v.n} ${name}\n`;
        }
        if (!v.cached && f.some((x) => x.no === 4 && x.int === 1)) {
            v.cached = true;
            out += `#${v.n} CACHED\n`;
        }
        const error = text(f.find((x) => x.no === 7));
        const completed = f.some((x) => x.no === 6);
        if (!v.done && (error || completed)) {
            v.done = true;
            out += error ? `#${v.n} ERROR: ${error}\n` : `#${v.n} DONE\n`;
        }
        return out;
    }
    log(msg) {
        const f = fields(msg);
        const v = this.state(text(f.find((x) => x.no === 1)));
        const body = text(f.find((x) => x.no === 4));
        return body
            .split("\n")
            .filter((line, i, all) => line !== "" || i < all.length - 1)
            .map((line) => `#${v.n} ${line}\n`)
            .join("");
    }
    /** The log text of one `aux` payload (base64 StatusResponse); a payload that does not decode says so. */
    render(aux) {
        try {
            let out = "";
            for (const f of fields(Buffer.from(aux, "base64"))) {
                if (!f.bytes)
                    continue;
                if (f.no === 1)
                    out += this.vertex(f.bytes);
                else if (f.no === 3)
                    out += this.log(f.bytes);
            }
            return out;
        }
        catch (err) {
            return `# (a progress message did not decode: ${err.message})\n`;
        }
    }
}
exports.BuildKitTrace = BuildKitTrace;


/***/ }),

/***/ 33796:
/***/ ((__unused_webpack_module, exports) => {


/**
 * Dockerfile syntax only BuildKit understands, found before a build on a runner without BuildKit, so the
 * user gets one line naming the instruction, the file and its line instead of the classic builder's
 * confusion (it refuses some flags, and reads a heredoc's body as instructions). Pure: text in, findings out.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.buildKitUses = buildKitUses;
exports.needsBuildKit = needsBuildKit;
/** Flags per instruction that the classic builder does not know. */
const BUILDKIT_FLAGS = {
    COPY: ["chmod", "link", "parents", "exclude"],
    ADD: ["chmod", "link", "checksum", "parents", "exclude", "keep-git-dir"],
    RUN: ["mount", "network", "security"],
};
const HEREDOC_INSTRUCTIONS = new Set(["RUN", "COPY", "ADD"]);
const HEREDOC = /<<(-?)(["']?)([A-Za-z_][A-Za-z0-9_]*)\2/;
const DIRECTIVE = /^#\s*([A-Za-z]+)\s*=\s*(.*?)\s*$/;
/** The parser directives at the top of the file (`# syntax=`, `# escape=`), lowercased keys. */
function directives(lines) {
    const found = new Map();
    for (let i = 0; i < lines.length; i++) {
        const m = DIRECTIVE.exec(lines[i].trim());
        if (!m)
            break;
        const key = m[1].toLowerCase();
        if (found.has(key))
            break;
        found.set(key, { value: m[2], line: i + 1 });
    }
    return found;
}
/** The heredoc an instruction opens, if any (its body is not instructions). */
function heredocOf(ins) {
    return HEREDOC_INSTRUCTIONS.has(ins.keyword) ? HEREDOC.exec(unquoted(ins.args)) : null;
}
/** Logical instructions: continuation lines joined, comment lines and heredoc bodies skipped. */
function instructions(lines, escapeChar) {
    const out = [];
    let current = null;
    let bodyEnd = null;
    for (let i = 0; i < lines.length; i++) {
        const trimmed = lines[i].replace(/\r$/, "").trim();
        if (bodyEnd !== null) {
            if (trimmed === bodyEnd)
                bodyEnd = null;
            continue;
        }
        if (current === null && (trimmed === "" || trimmed.startsWith("#")))
            continue;
        if (current !== null && trimmed.startsWith("#"))
            continue;
        const continued = trimmed.endsWith(escapeChar);
        const text = continued ? trimmed.slice(0, -escapeChar.length) : trimmed;
        if (current === null) {
            const m = /^(\S+)\s*(.*)$/.exec(text);
            current = { line: i + 1, keyword: (m?.[1] ?? "").toUpperCase(), args: m?.[2] ?? "" };
        }
        else
            current.args += ` ${text}`;
        if (!continued) {
            out.push(current);
            bodyEnd = heredocOf(current)?.[3] ?? null;
            current = null;
        }
    }
    if (current)
        out.push(current);
    return out;
}
/** The leading `--flag[=value]` words of an instruction's arguments. */
function flagsOf(args) {
    const flags = [];
    for (const word of args.trim().split(/\s+/)) {
        if (!word.startsWith("--"))
            break;
        flags.push(word.slice(2).split("=")[0].toLowerCase());
    }
    return flags;
}
/** The text outside quotes, so `echo "<<EOF"` is not a heredoc (a quoted heredoc delimiter stays). */
function unquoted(text) {
    return text.replace(/(?<!<<-?)"(?:[^"\\]|\\.)*"|(?<!<<-?)'[^']*'/g, "");
}
/** Every use of BuildKit-only syntax in a Dockerfile's text, in file order. */
function buildKitUses(text) {
    const lines = text.split("\n");
    const top = directives(lines);
    const uses = [];
    const syntax = top.get("syntax");
    if (syntax)
        uses.push({ line: syntax.line, what: `# syntax=${syntax.value}`, blocking: false });
    const escapeChar = top.get("escape")?.value === "`" ? "`" : "\\";
    for (const ins of instructions(lines, escapeChar)) {
        for (const flag of flagsOf(ins.args)) {
            if (BUILDKIT_FLAGS[ins.keyword]?.includes(flag))
                uses.push({ line: ins.line, what: `${ins.keyword} --${flag}`, blocking: true });
        }
        const heredoc = heredocOf(ins);
        if (heredoc)
            uses.push({ line: ins.line, what: `${ins.keyword} ${heredoc[0]}`, blocking: true });
    }
    return uses;
}
/** The one line a build without BuildKit fails with, or null when nothing in the file needs BuildKit. */
function needsBuildKit(file, text) {
    const use = buildKitUses(text).find((u) => u.blocking);
    if (!use)
        return null;
    return `${file}:${use.line}: ${use.what} needs BuildKit (docker buildx or an engine with BuildKit); this runner has neither`;
}


/***/ })

};
