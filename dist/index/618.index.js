export const id = 618;
export const ids = [618];
export const modules = {

/***/ 79618:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ImageCache = void 0;
exports.contentHash = contentHash;
exports.imageExists = imageExists;
exports.followJsonStream = followJsonStream;
exports.whenAborted = whenAborted;
exports.withTimeout = withTimeout;
exports.ensurePulled = ensurePulled;
exports.buildNetworkFor = buildNetworkFor;
exports.serviceImageTag = serviceImageTag;
exports.taskImageTag = taskImageTag;
/**
 * Task images: a pinned `docker_image` is used as is (pulled when missing), otherwise the task's
 * `environment/` is built (build.ts) and tagged by its content hash, so sessions of one task
 * share one build. One build per tag at a time; the outcome (tag or failure) is remembered for the run.
 */
const node_crypto_1 = __webpack_require__(77598);
const tar_js_1 = __webpack_require__(27917);
/** sha256 of a folder's files (paths, modes, contents) plus extra inputs, first 16 hex chars. */
async function contentHash(dir, extra = {}) {
    const hash = (0, node_crypto_1.createHash)("sha256");
    for (const entry of await (0, tar_js_1.listTree)(dir)) {
        hash.update(`${entry.type}\0${entry.name}\0${entry.mode & 0o111 ? "x" : "-"}\0`);
        if (entry.data)
            hash.update(entry.data);
        if (entry.linkname)
            hash.update(entry.linkname);
        hash.update("\0");
    }
    for (const key of Object.keys(extra).sort())
        hash.update(`${key}=${extra[key]}\0`);
    return hash.digest("hex").slice(0, 16);
}
async function imageExists(docker, name) {
    try {
        await docker.getImage(name).inspect();
        return true;
    }
    catch {
        return false;
    }
}
/**
 * Reads a progress stream of JSON lines, writing `stream` text to `log`; resolves to the first error.
 * A BuildKit build's progress (`moby.buildkit.trace`) is rendered through `trace`.
 */
function followJsonStream(stream, log, trace) {
    return new Promise((resolve) => {
        let rest = "";
        let error = null;
        const line = (text) => {
            if (!text.trim())
                return;
            try {
                const msg = JSON.parse(text);
                if (msg.id === "moby.buildkit.trace") {
                    if (trace && typeof msg.aux === "string")
                        log?.(trace.render(msg.aux));
                }
                else if (msg.stream)
                    log?.(msg.stream);
                else if (msg.status)
                    log?.(`${msg.status}\n`);
                if (msg.error || msg.errorDetail) {
                    error ??= msg.errorDetail?.message ?? msg.error ?? "build failed";
                    log?.(`ERROR: ${error}\n`);
                }
            }
            catch {
                log?.(`${text}\n`);
            }
        };
        stream.on("data", (chunk) => {
            rest += chunk.toString("utf8");
            const lines = rest.split("\n");
            rest = lines.pop() ?? "";
            for (const l of lines)
                line(l);
        });
        stream.on("end", () => {
            line(rest);
            resolve(error);
        });
        stream.on("close", () => resolve(error));
        stream.on("error", (e) => resolve(error ?? e.message));
    });
}
/** Calls `fn` once `signal` aborts, or now when it already has (the request may outlive the wait). */
function whenAborted(signal, fn) {
    if (signal.aborted)
        fn();
    else
        signal.addEventListener("abort", fn, { once: true });
}
/** Runs `work` until it ends, `ms` pass, or `stop` aborts (the run is interrupted); `cancel` tells it to give up. */
function withTimeout(work, ms, what, stop) {
    const ctl = new AbortController();
    let timer;
    let onStop = () => undefined;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => {
            ctl.abort();
            reject(new Error(`${what} timed out after ${Math.round(ms / 1000)}s`));
        }, ms);
        onStop = () => {
            ctl.abort();
            reject(new Error(`${what} stopped: the run was interrupted`));
        };
        if (stop?.aborted)
            onStop();
        else
            stop?.addEventListener("abort", onStop, { once: true });
    });
    return Promise.race([work(ctl.signal), timeout]).finally(() => {
        clearTimeout(timer);
        stop?.removeEventListener("abort", onStop);
    });
}
/** Uses a named image, pulling it when missing locally; a failed pull is kind `pull`. */
async function ensurePulled(docker, name, timeoutSec, platform, signal) {
    if (await imageExists(docker, name))
        return { ok: true, image: name, built: false };
    try {
        const error = await withTimeout(async (cancel) => {
            const stream = (await docker.pull(name, platform ? { platform } : {}));
            whenAborted(cancel, () => stream.destroy?.());
            return followJsonStream(stream, null);
        }, timeoutSec * 1000, `pull of ${name}`, signal);
        if (!error && (await imageExists(docker, name)))
            return { ok: true, image: name, built: false };
        return {
            ok: false,
            kind: "pull",
            error: `image ${name} is not present and could not be pulled: ${error}`,
        };
    }
    catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        return {
            ok: false,
            kind: "pull",
            error: `image ${name} is not present and could not be pulled: ${message}`,
        };
    }
}
/** Remembers one result per key and runs at most one resolution per key at a time (per process). */
class ImageCache {
    results = new Map();
    get(key, resolve) {
        let pending = this.results.get(key);
        if (!pending) {
            pending = resolve();
            this.results.set(key, pending);
        }
        return pending;
    }
}
exports.ImageCache = ImageCache;
/** The network RUN steps use: the daemon default, or "host" where it has no default bridge. */
async function buildNetworkFor(docker, networkMode) {
    if (networkMode === "host" || networkMode === "none")
        return networkMode;
    const nets = await docker.listNetworks().catch(() => []);
    return nets.some((n) => n.Name === "bridge") ? undefined : "host";
}
/** The content-hash tag a task's `environment/` builds to (build args are part of the content). */
/** The content-hash tag an agent service's build context builds to. */
async function serviceImageTag(contextDir, dockerfile = "Dockerfile") {
    return `agent-loadtest/agent-service-${await contentHash(contextDir, { dockerfile })}`;
}
async function taskImageTag(envDir, buildArgs, dockerfile = "Dockerfile") {
    return `agent-loadtest/task-${await contentHash(envDir, { ...buildArgs, dockerfile })}`;
}


/***/ }),

/***/ 27917:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.listTree = listTree;
exports.packTar = packTar;
exports.fileEntry = fileEntry;
exports.extractTar = extractTar;
exports.extractTarChecked = extractTarChecked;
/**
 * A small tar writer and streaming reader (ustar + pax paths) for the Docker archive API:
 * build contexts and uploads are packed in memory (they are small: task folders), downloads
 * are extracted as they stream so large agent logs never sit in memory whole.
 */
const node_fs_1 = __webpack_require__(73024);
const promises_1 = __webpack_require__(51455);
const node_path_1 = __importDefault(__webpack_require__(76760));
const limits_js_1 = __webpack_require__(30351);
const log_file_js_1 = __webpack_require__(73862);
const BLOCK = 512;
/** Files under `dir` in a stable (sorted) order, with `prefix` prepended to each archive path. */
async function listTree(dir, prefix = "") {
    const entries = [];
    async function walk(abs, rel) {
        const names = (await (0, promises_1.readdir)(abs)).sort();
        for (const name of names) {
            const childAbs = node_path_1.default.join(abs, name);
            const childRel = rel ? `${rel}/${name}` : name;
            const st = await (0, promises_1.lstat)(childAbs);
            const archiveName = prefix ? `${prefix}/${childRel}` : childRel;
            if (st.isSymbolicLink()) {
                entries.push({ name: archiveName, type: "symlink", mode: 0o777, linkname: await (0, promises_1.readlink)(childAbs) });
            }
            else if (st.isDirectory()) {
                entries.push({ name: archiveName, type: "dir", mode: st.mode & 0o7777 });
                await walk(childAbs, childRel);
            }
            else if (st.isFile()) {
                entries.push({
                    name: archiveName,
                    type: "file",
                    mode: st.mode & 0o7777,
                    data: await (0, promises_1.readFile)(childAbs),
                });
            }
        }
    }
    await walk(dir, "");
    return entries;
}
function octal(value, width) {
    return `${value.toString(8).padStart(width - 1, "0")}\0`;
}
function header(name, type, mode, size, linkname = "") {
    const buf = Buffer.alloc(BLOCK, 0);
    buf.write(name, 0, 100, "utf8");
    buf.write(octal(mode, 8), 100, "ascii");
    buf.write(octal(0, 8), 108, "ascii");
    buf.write(octal(0, 8), 116, "ascii");
    buf.write(octal(size, 12), 124, "ascii");
    buf.write(octal(0, 12), 136, "ascii");
    buf.write("        ", 148, "ascii");
    buf.write(type, 156, "ascii");
    buf.write(linkname, 157, 100, "utf8");
    buf.write("ustar\0", 257, "ascii");
    buf.write("00", 263, "ascii");
    let sum = 0;
    for (const byte of buf)
        sum += byte;
    buf.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
    return buf;
}
function padding(size) {
    const rest = size % BLOCK;
    return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest, 0);
}
function paxRecord(key, value) {
    const body = ` ${key}=${value}\n`;
    let len = Buffer.byteLength(body) + 1;
    while (Buffer.byteLength(`${len}${body}`) !== len)
        len += 1;
    return `${len}${body}`;
}
/** A complete tar archive (with end-of-archive blocks) of the given entries. */
function packTar(entries) {
    const parts = [];
    for (const entry of entries) {
        const name = entry.type === "dir" && !entry.name.endsWith("/") ? `${entry.name}/` : entry.name;
        const linkname = entry.linkname ?? "";
        if (Buffer.byteLength(name) > 99 || Buffer.byteLength(linkname) > 99) {
            let pax = paxRecord("path", name);
            if (linkname)
                pax += paxRecord("linkpath", linkname);
            const body = Buffer.from(pax, "utf8");
            parts.push(header("PaxHeader", "x", 0o644, body.length), body, padding(body.length));
        }
        const shortName = name.slice(0, 99);
        if (entry.type === "file") {
            const data = entry.data ?? Buffer.alloc(0);
            parts.push(header(shortName, "0", entry.mode, data.length), data, padding(data.length));
        }
        else if (entry.type === "dir") {
            parts.push(header(shortName, "5", entry.mode, 0));
        }
        else {
            parts.push(header(shortName, "2", entry.mode, 0, linkname.slice(0, 99)));
        }
    }
    parts.push(Buffer.alloc(BLOCK * 2, 0));
    return Buffer.concat(parts);
}
/** One file's content as an archive entry (for uploads of generated files). */
function fileEntry(name, content, mode = 0o644) {
    return {
        name,
        type: "file",
        mode,
        data: Buffer.isBuffer(content) ? content : Buffer.from(content, "utf8"),
    };
}
function readString(buf, start, len) {
    const slice = buf.subarray(start, start + len);
    const end = slice.indexOf(0);
    return slice.subarray(0, end === -1 ? slice.length : end).toString("utf8");
}
function readOctal(buf, start, len) {
    const text = readString(buf, start, len).trim();
    return text ? Number.parseInt(text, 8) : 0;
}
function parsePax(body) {
    const out = {};
    let at = 0;
    while (at < body.length) {
        const space = body.indexOf(0x20, at);
        if (space === -1)
            break;
        const len = Number.parseInt(body.subarray(at, space).toString("ascii"), 10);
        if (!Number.isFinite(len) || len <= 0)
            break;
        const kv = body.subarray(space + 1, at + len - 1).toString("utf8");
        const eq = kv.indexOf("=");
        if (eq > 0)
            out[kv.slice(0, eq)] = kv.slice(eq + 1);
        at += len;
    }
    return out;
}
/** A path from an archive, made safe: no absolute paths, no `..` escaping `root`. */
function safeJoin(root, name) {
    const target = node_path_1.default.resolve(root, name.replace(/^\/+/, ""));
    const rel = node_path_1.default.relative(root, target);
    if (rel.startsWith("..") || node_path_1.default.isAbsolute(rel))
        return null;
    return target;
}
/**
 * Extracts a tar stream into `dest`, writing file data as it arrives.
 * `stripComponents` drops leading path parts (getArchive of `/logs/agent` yields `agent/...`).
 */
async function extractTar(stream, dest, stripComponents = 0, 
/** Top-level names (after stripping) to keep; everything else in the archive is skipped. */
only, opts = {}) {
    return (await extract(stream, dest, stripComponents, only, opts)).files;
}
/** As extractTar, and also says whether the archive was whole (its end blocks arrived) and its size. */
async function extractTarChecked(stream, dest, stripComponents = 0, only, opts = {}) {
    return extract(stream, dest, stripComponents, only, opts);
}
async function extract(stream, dest, stripComponents, only, opts) {
    dest = node_path_1.default.resolve(dest);
    await (0, promises_1.mkdir)(dest, { recursive: true });
    const x = new Extractor(dest, stripComponents, only, opts);
    let bytes = 0;
    for await (const chunk of stream) {
        bytes += chunk.length;
        if (!x.ended)
            await x.feed(Buffer.from(chunk));
    }
    await x.closeSink();
    return { files: x.files, complete: x.ended, bytes, refused: x.refused };
}
/** The state of one extraction, fed chunk by chunk. */
class Extractor {
    dest;
    stripComponents;
    only;
    opts;
    files = 0;
    ended = false;
    refused = [];
    /** Regular files this archive wrote: the only ones a hard link may be copied from. */
    written = new Set();
    fileBytes;
    folderBytes;
    folderLeft = new Map();
    budget = { left: 0 };
    linkBudget;
    kept = 0;
    // The bound of the file being written: bytes it may still take, bytes dropped past it.
    fileLeft = 0;
    dropped = 0;
    // Archives made inside a container are the agent's to shape: nothing may be written through a
    // symlink the same archive created, nor any path taken twice.
    links = new Set();
    seen = new Set();
    pending = Buffer.alloc(0);
    // State of the entry whose data is being read.
    remaining = 0;
    pad = 0;
    sink = null;
    collect = null;
    collectKind = null;
    nextName = null;
    nextLink = null;
    constructor(dest, stripComponents, only, opts) {
        this.dest = dest;
        this.stripComponents = stripComponents;
        this.only = only;
        this.opts = opts;
        this.fileBytes = opts.fileBytes ?? (0, limits_js_1.limit)("sessionLogFileBytes");
        this.folderBytes = opts.folderBytes ?? (0, limits_js_1.limit)("sessionLogBytes");
        this.linkBudget = opts.linkBudget ?? { left: (0, limits_js_1.limit)("artifactBytes") };
    }
    async closeSink() {
        if (!this.sink)
            return;
        const s = this.sink;
        this.sink = null;
        await new Promise((resolve, reject) => {
            s.on("error", reject);
            s.end(() => resolve());
        });
    }
    /** What is left of the budget of the top folder `out` is in. */
    folderBudget(out) {
        const top = node_path_1.default.relative(this.dest, out).split(node_path_1.default.sep)[0] ?? "";
        const budget = this.folderLeft.get(top) ?? { left: this.folderBytes };
        this.folderLeft.set(top, budget);
        return budget;
    }
    throughLink(p) {
        for (let at = p; at !== this.dest && at.length > this.dest.length; at = node_path_1.default.dirname(at))
            if (this.links.has(at))
                return true;
        return false;
    }
    target(name) {
        const parts = name.split("/").filter((p) => p !== "" && p !== ".");
        const kept = parts.slice(this.stripComponents);
        if (kept.length === 0)
            return null;
        if (this.only && !this.only.includes(kept[0]))
            return null;
        return safeJoin(this.dest, kept.join("/"));
    }
    async feed(chunk) {
        this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
        for (;;) {
            if (this.remaining > 0 && !(await this.readData()))
                return;
            if (this.pad > 0) {
                const take = Math.min(this.pad, this.pending.length);
                this.pending = this.pending.subarray(take);
                this.pad -= take;
                if (this.pad > 0)
                    return;
            }
            if (this.pending.length < BLOCK)
                return;
            const block = this.pending.subarray(0, BLOCK);
            this.pending = this.pending.subarray(BLOCK);
            if (block.every((b) => b === 0)) {
                this.ended = true;
                return;
            }
            await this.header(block);
        }
    }
    /** The current entry's data; false while more of it is to come. */
    async readData() {
        if (this.pending.length === 0)
            return false;
        const take = Math.min(this.remaining, this.pending.length);
        const data = this.pending.subarray(0, take);
        const sink = this.sink;
        if (sink)
            await this.writeBounded(sink, data);
        else if (this.collect)
            this.collect.push(Buffer.from(data));
        this.pending = this.pending.subarray(take);
        this.remaining -= take;
        if (this.remaining > 0)
            return false;
        if (this.sink && this.dropped > 0)
            this.sink.write((0, log_file_js_1.cutMarker)(this.kept, this.dropped));
        await this.closeSink();
        if (this.collect) {
            const body = Buffer.concat(this.collect);
            if (this.collectKind === "pax") {
                const pax = parsePax(body);
                if (pax.path)
                    this.nextName = pax.path;
                if (pax.linkpath)
                    this.nextLink = pax.linkpath;
            }
            else if (this.collectKind === "longname") {
                this.nextName = readString(body, 0, body.length);
            }
            this.collect = null;
            this.collectKind = null;
        }
        return true;
    }
    /** Up to the file's bound; what is past it is counted, not kept. */
    async writeBounded(sink, data) {
        const keep = data.subarray(0, Math.max(0, Math.min(data.length, this.fileLeft)));
        this.fileLeft -= keep.length;
        this.budget.left -= keep.length;
        this.kept += keep.length;
        this.dropped += data.length - keep.length;
        if (keep.length > 0 && !sink.write(Buffer.from(keep)))
            await new Promise((resolve) => sink.once("drain", () => resolve()));
    }
    async header(block) {
        const prefix = readString(block, 345, 155);
        const rawName = readString(block, 0, 100);
        const name = this.nextName ?? (prefix ? `${prefix}/${rawName}` : rawName);
        const linkname = this.nextLink ?? readString(block, 157, 100);
        const type = String.fromCharCode(block[156] || 48);
        const size = readOctal(block, 124, 12);
        const mode = readOctal(block, 100, 8);
        this.remaining = size;
        this.pad = size % BLOCK === 0 ? 0 : BLOCK - (size % BLOCK);
        if (type === "x" || type === "g" || type === "L" || type === "K") {
            this.collect = type === "x" || type === "L" ? [] : null;
            this.collectKind = type === "x" ? "pax" : type === "L" ? "longname" : null;
            if (type === "K")
                this.nextLink = null;
            return;
        }
        this.nextName = null;
        this.nextLink = null;
        let out = this.target(name);
        if (out && (this.throughLink(out) || (type !== "5" && this.seen.has(out))))
            out = null;
        if (!out)
            return;
        this.seen.add(out);
        await this.write(out, type, mode, size, linkname);
    }
    async write(out, type, mode, size, linkname) {
        if (type === "5") {
            await (0, promises_1.mkdir)(out, { recursive: true });
        }
        else if (type === "0" || type === "\0" || type === "7") {
            await (0, promises_1.mkdir)(node_path_1.default.dirname(out), { recursive: true });
            this.sink = (0, node_fs_1.createWriteStream)(out, { mode: mode & 0o777 || 0o644 });
            this.files += 1;
            this.written.add(out);
            this.budget = this.folderBudget(out);
            this.fileLeft = Math.min(this.fileBytes, this.budget.left);
            this.kept = 0;
            this.dropped = 0;
            if (size === 0)
                await this.closeSink();
        }
        else if (type === "1") {
            await this.copyLink(out, linkname);
        }
        else if (type === "2" && this.opts.symlinks !== false) {
            await (0, promises_1.mkdir)(node_path_1.default.dirname(out), { recursive: true });
            await (0, promises_1.symlink)(linkname, out).then(() => this.links.add(out), () => undefined);
        }
        // Devices, fifos: skipped; logs never need them.
    }
    /** A hard link becomes a copy of the file it names, if this archive wrote it and the budget holds it. */
    async copyLink(out, linkname) {
        const from = this.target(linkname);
        const shown = node_path_1.default.relative(this.dest, out);
        if (!from || !this.written.has(from)) {
            this.refused.push(`${shown}: a hard link to ${linkname}, which the archive did not carry`);
            return;
        }
        const size = (await (0, promises_1.stat)(from)).size;
        if (size > this.linkBudget.left) {
            this.refused.push(`${shown}: a hard link to ${linkname}, ${size} bytes past the bound of the copy`);
            return;
        }
        this.linkBudget.left -= size;
        await (0, promises_1.mkdir)(node_path_1.default.dirname(out), { recursive: true });
        await (0, promises_1.copyFile)(from, out);
        this.written.add(out);
        this.files += 1;
    }
}


/***/ })

};
