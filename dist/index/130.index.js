export const id = 130;
export const ids = [130];
export const modules = {

/***/ 42229:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RefusedEntry = void 0;
exports.stage = stage;
exports.restoreEntry = restoreEntry;
exports.saveFolder = saveFolder;
/**
 * One Actions cache entry, moved as untrusted data: whoever can write a cache scope this job reads
 * chooses its bytes. @actions/cache extracts with `tar -P` into the workspace, so its restore is not
 * used: the entry is located and downloaded through the toolkit, then extracted by GNU tar without -P
 * (which refuses `..` members, strips a leading `/` and makes links that point out only at its end)
 * into a fresh staging folder, and taken only when tar said nothing of the kind and the folder holds
 * exactly the entry's folder, made of files, folders and links that stay inside it. Only then does it
 * replace `dir`. Saving names every member relative to the folder's parent (`<folder>/…`), so that a
 * restore needs no -P. One pass of tar over the archive, as the toolkit's own extraction.
 */
const node_child_process_1 = __webpack_require__(31421);
const promises_1 = __webpack_require__(51455);
const node_path_1 = __importDefault(__webpack_require__(76760));
const errors_js_1 = __webpack_require__(83916);
const paths_js_1 = __webpack_require__(8431);
/** An entry that is not what this job saved; `message` says why, for the log. */
class RefusedEntry extends Error {
}
exports.RefusedEntry = RefusedEntry;
/** The entry of `key` (else of the newest prefix match of a restore key), as the toolkit finds it. */
async function locate(paths, key, restoreKeys, method) {
    const { getCacheServiceVersion } = await __webpack_require__.e(/* import() */ 606).then(__webpack_require__.bind(__webpack_require__, 17606));
    const { getCacheVersion } = await __webpack_require__.e(/* import() */ 299).then(__webpack_require__.t.bind(__webpack_require__, 98299, 23));
    const version = getCacheVersion(paths, method);
    if (getCacheServiceVersion() === "v2") {
        const { internalCacheTwirpClient } = await Promise.all(/* import() */[__webpack_require__.e(299), __webpack_require__.e(420), __webpack_require__.e(819), __webpack_require__.e(418)]).then(__webpack_require__.t.bind(__webpack_require__, 96819, 23));
        const r = await internalCacheTwirpClient().GetCacheEntryDownloadURL({ key, restoreKeys, version });
        return r.ok ? { url: r.signedDownloadUrl, key: r.matchedKey } : undefined;
    }
    const { getCacheEntry } = await Promise.all(/* import() */[__webpack_require__.e(830), __webpack_require__.e(299), __webpack_require__.e(112), __webpack_require__.e(860), __webpack_require__.e(171)]).then(__webpack_require__.t.bind(__webpack_require__, 73171, 23));
    const e = await getCacheEntry([key, ...restoreKeys], paths, { compressionMethod: method });
    return e?.archiveLocation ? { url: e.archiveLocation, key: e.cacheKey ?? key } : undefined;
}
/** tar's own arguments for reading the toolkit's archive of `method` (gzip, or zstd with or without long windows). */
const decompress = (method) => method === "gzip" ? ["-z"] : ["--use-compress-program", "unzstd --long=30"];
/** Runs tar; resolves with its first line that tells of a member it changed or refused, or null. */
function extract(archive, method, into) {
    const args = [
        ...["-x", "-f", archive, ...decompress(method), "-C", into],
        ...["--no-same-owner", "--no-same-permissions", "--warning=no-timestamp", "--warning=no-unknown-keyword"],
    ];
    return new Promise((resolve, reject) => {
        // tar's messages in English whatever the runner's locale: "Removing leading" is read below.
        const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", LC_ALL: "C" };
        const child = (0, node_child_process_1.spawn)("tar", args, { stdio: ["ignore", "ignore", "pipe"], env });
        let err = "";
        child.stderr.on("data", (c) => {
            if (err.length < 4000)
                err += c.toString("utf8");
        });
        child.on("error", reject);
        child.on("close", (code) => {
            const lines = err.split("\n").filter(Boolean);
            // "Removing leading `/'": a member named outside the folder, which tar moved in; taken as refused.
            const moved = lines.find((l) => /Removing leading/.test(l));
            if (code !== 0)
                resolve(lines.find((l) => !/Exiting with failure/.test(l)) ?? `tar exit ${code}`);
            else
                resolve(moved ?? null);
        });
    });
}
/** Whether the link at `link` leads to a place inside `root` (real path; a dangling one by its text). */
async function linkInside(root, link) {
    try {
        return (0, paths_js_1.within)(root, await (0, promises_1.realpath)(link));
    }
    catch {
        return (0, paths_js_1.within)(root, node_path_1.default.resolve(node_path_1.default.dirname(link), await (0, promises_1.readlink)(link)));
    }
}
/** Why the staging folder is not exactly the entry's folder `top` of files, folders and inward links, or null. */
async function refusal(staging, top) {
    const names = await (0, promises_1.readdir)(staging, { withFileTypes: true });
    const other = names.find((e) => e.name !== top);
    if (other)
        return `it holds ${JSON.stringify(other.name)} beside its folder`;
    if (!names[0]?.isDirectory())
        return `it holds no folder ${top}`;
    const folder = node_path_1.default.join(staging, top);
    const root = await (0, promises_1.realpath)(folder);
    for (const e of await (0, promises_1.readdir)(folder, { recursive: true, withFileTypes: true })) {
        const at = node_path_1.default.join(e.parentPath, e.name);
        const rel = node_path_1.default.relative(folder, at);
        if (e.isSymbolicLink()) {
            if (!(await linkInside(root, at)))
                return `the link ${JSON.stringify(rel)} leads out of it`;
        }
        else if (!e.isFile() && !e.isDirectory())
            return `${JSON.stringify(rel)} is not a file, a folder or a link`;
    }
    return null;
}
/** Extracts `archive` into a fresh staging folder beside `dir`, checks it, then makes it `dir`. */
async function stage(archive, method, dir) {
    await (0, promises_1.mkdir)(node_path_1.default.dirname(dir), { recursive: true });
    const staging = await (0, promises_1.mkdtemp)(node_path_1.default.join(node_path_1.default.dirname(dir), `.${node_path_1.default.basename(dir)}.staging-`));
    try {
        const why = (await extract(archive, method, staging)) ?? (await refusal(staging, node_path_1.default.basename(dir)));
        if (why)
            throw new RefusedEntry(why);
        await (0, promises_1.rm)(dir, { recursive: true, force: true });
        await (0, promises_1.rename)(node_path_1.default.join(staging, node_path_1.default.basename(dir)), dir);
    }
    finally {
        await (0, promises_1.rm)(staging, { recursive: true, force: true });
    }
}
/**
 * Restores the entry of `key` (or the newest match of `restoreKeys`) into `dir`: the key restored, or
 * undefined — a miss, or an entry refused or failed, which is a warning. Never throws.
 */
async function restoreEntry(dir, key, restoreKeys, log) {
    const utils = await __webpack_require__.e(/* import() */ 299).then(__webpack_require__.t.bind(__webpack_require__, 98299, 23));
    let found;
    let archive = "";
    try {
        const method = await utils.getCompressionMethod();
        found = await locate([dir], key, restoreKeys, method);
        if (!found)
            return undefined;
        archive = node_path_1.default.join(await utils.createTempDirectory(), utils.getCacheFileName(method));
        const { downloadCache } = await Promise.all(/* import() */[__webpack_require__.e(830), __webpack_require__.e(299), __webpack_require__.e(112), __webpack_require__.e(860), __webpack_require__.e(171)]).then(__webpack_require__.t.bind(__webpack_require__, 73171, 23));
        const v2 = (await __webpack_require__.e(/* import() */ 606).then(__webpack_require__.bind(__webpack_require__, 17606))).getCacheServiceVersion() === "v2";
        await downloadCache(found.url, archive, v2 ? { useAzureSdk: true } : {});
        await stage(archive, method, dir);
        return found.key;
    }
    catch (e) {
        const name = found?.key ?? key;
        if (e instanceof RefusedEntry)
            log.warning(`cache: the entry ${name} is refused (${e.message}); it is ignored`);
        else
            log.warning(`cache: restoring ${name} failed (${(0, errors_js_1.errorMessage)(e)})`);
        return undefined;
    }
    finally {
        if (archive)
            await (0, promises_1.rm)(node_path_1.default.dirname(archive), { recursive: true, force: true });
    }
}
/**
 * Saves the folder `dir` as `key`: the toolkit names members relative to GITHUB_WORKSPACE, set here to
 * the folder's parent so that they read `<folder>/…` (the version, from `[dir]`, is the restore's).
 * Saves run one at a time, after the run: nothing else reads the variable meanwhile.
 */
async function saveFolder(cache, dir, key) {
    const before = process.env.GITHUB_WORKSPACE;
    process.env.GITHUB_WORKSPACE = node_path_1.default.dirname(dir);
    try {
        return await cache.saveCache([dir], key);
    }
    finally {
        if (before === undefined)
            delete process.env.GITHUB_WORKSPACE;
        else
            process.env.GITHUB_WORKSPACE = before;
    }
}


/***/ }),

/***/ 27396:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.IMAGE_RECORD = void 0;
exports.layerCount = layerCount;
exports.baseOf = baseOf;
exports.saveImageDir = saveImageDir;
exports.loadImageDir = loadImageDir;
exports.checkImageDir = checkImageDir;
exports.checkLoaded = checkLoaded;
/**
 * One image as a folder the Actions cache can hold: its `docker save` layout, without the layer files
 * of the image below it (its base, or the task image under an agent layer). `docker load` skips every
 * layer the engine already has before it opens that layer's file, so a folder loads whenever the image
 * below is present; it is loaded first. The layers below are then neither stored, fetched, extracted nor
 * copied again, and each image's folder loads on its own, beside the others.
 */
const node_child_process_1 = __webpack_require__(31421);
const node_crypto_1 = __webpack_require__(77598);
const node_fs_1 = __webpack_require__(73024);
const promises_1 = __webpack_require__(51455);
const node_path_1 = __importDefault(__webpack_require__(76760));
const promises_2 = __webpack_require__(46466);
const paths_js_1 = __webpack_require__(8431);
const read_bounded_js_1 = __webpack_require__(67619);
const cache_entry_js_1 = __webpack_require__(42229);
/**
 * Written beside a saved image: what a restore holds the folder to. `id` is the engine's image id,
 * `config` the digest of the config file the manifest names, `tags` the tags saved (none for a base).
 */
exports.IMAGE_RECORD = "agent-loadtest-image.json";
/** Tags a restored image may carry: this product's own namespace, nothing a job pulls or builds FROM. */
const OWN_TAG = /^agent-loadtest\/[a-z0-9][a-z0-9._-]*:[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;
const DIGEST = /^sha256:[0-9a-f]{64}$/;
/** `repo:tag` as docker save writes it: a name without a tag is `:latest`. */
const fullTag = (name) => (/:[^/]*$/.test(name) ? name : `${name}:latest`);
/** Bounds on the JSON files read out of a restored folder (a docker save manifest is a few KB). */
const JSON_BYTES = 1024 * 1024;
/** Runs `tar` with `args`; `input` is piped to its stdin. Rejects with tar's own error line. */
function tar(args, input) {
    return new Promise((resolve, reject) => {
        const child = (0, node_child_process_1.spawn)("tar", args, { stdio: [input ? "pipe" : "ignore", "ignore", "pipe"] });
        let err = "";
        child.stderr?.on("data", (c) => {
            if (err.length < 2000)
                err += c.toString("utf8");
        });
        if (input) {
            input.on("error", (e) => {
                child.kill();
                reject(e);
            });
            input.pipe(child.stdin);
        }
        child.on("error", reject);
        child.on("close", (code) => code === 0 ? resolve() : reject(new Error(`tar: ${err.trim().split("\n")[0] || `exit ${code}`}`)));
    });
}
/** The number of layers of `image` (0 when it is absent). */
async function layerCount(d, image) {
    const info = await d
        .getImage(image)
        .inspect()
        .catch(() => null);
    return info?.RootFS?.Layers?.length ?? 0;
}
/**
 * The image `image` was built on: of the images here, the one whose layers are the longest proper prefix
 * of its own (a build keeps no link to its base), or null: then `image` is saved whole.
 */
async function baseOf(d, image) {
    const own = (await d.getImage(image).inspect()).RootFS?.Layers ?? [];
    let best = null;
    for (const summary of await d.listImages()) {
        const n = best?.layers ?? 0;
        const layers = (await d
            .getImage(summary.Id)
            .inspect()
            .then((i) => i.RootFS?.Layers ?? [])
            .catch(() => []));
        if (layers.length <= n || layers.length >= own.length)
            continue;
        // Its tag only names it in the log: a base is saved and restored by id (warm-cache.ts).
        const name = summary.RepoTags?.find((t) => t !== "<none>:<none>") ?? summary.Id;
        if (layers.every((l, i) => own[i] === l))
            best = { id: summary.Id, name, layers: layers.length };
    }
    return best;
}
/**
 * `docker save` of `names` into `dir`, then the files of each image's first `below` layers removed
 * (they are the image underneath, loaded before this one). `below` 0 keeps every layer.
 */
async function saveImageDir(d, names, below, dir) {
    await (0, promises_1.rm)(dir, { recursive: true, force: true });
    await (0, promises_1.mkdir)(dir, { recursive: true });
    const stream = await d.getImages({ names });
    await tar(["-x", "-C", dir], stream);
    const manifest = JSON.parse(await (0, promises_1.readFile)(node_path_1.default.join(dir, "manifest.json"), "utf8"));
    await writeRecord(d, dir, names, manifest);
    if (below === 0)
        return;
    const drop = new Set(manifest.flatMap((m) => m.Layers.slice(0, below)));
    const keep = new Set(manifest.flatMap((m) => m.Layers.slice(below)));
    for (const file of drop)
        if (!keep.has(file))
            await (0, promises_1.unlink)(node_path_1.default.join(dir, file)).catch(() => undefined);
}
/** `docker load` of a folder `saveImageDir` wrote, streamed through `tar` (never whole in memory). */
async function loadImageDir(d, dir) {
    const { followJsonStream } = await __webpack_require__.e(/* import() */ 618).then(__webpack_require__.bind(__webpack_require__, 79618));
    const child = (0, node_child_process_1.spawn)("tar", ["-c", "-C", dir, "."], { stdio: ["ignore", "pipe", "ignore"] });
    const exited = new Promise((r) => child.on("close", r));
    const stream = await d.loadImage(child.stdout, { quiet: true });
    const loaded = [];
    const error = await followJsonStream(stream, (text) => {
        for (const m of text.matchAll(/^Loaded image(?: ID)?: (\S+)$/gm))
            loaded.push(m[1]);
    });
    const code = await exited;
    if (error)
        throw new Error(error);
    if (code !== 0)
        throw new Error(`tar of ${dir} ended with exit ${code}`);
    return loaded;
}
const sha256 = async (file) => {
    const hash = (0, node_crypto_1.createHash)("sha256");
    await (0, promises_2.pipeline)((0, node_fs_1.createReadStream)(file), hash);
    return `sha256:${hash.digest("hex")}`;
};
function sameTags(a, b) {
    const [x, y] = [[...a].sort(), [...b].sort()];
    return x.length === y.length && x.every((t, i) => t === y[i]);
}
async function writeRecord(d, dir, names, manifest) {
    const record = {
        id: (await d.getImage(names[0]).inspect()).Id,
        config: await sha256(node_path_1.default.join(dir, manifest[0].Config)),
        tags: names.filter((n) => !DIGEST.test(n)).map(fullTag),
    };
    await (0, promises_1.writeFile)(node_path_1.default.join(dir, exports.IMAGE_RECORD), JSON.stringify(record));
}
async function readJson(file, what) {
    const text = await (0, read_bounded_js_1.readBounded)(file, JSON_BYTES);
    if (text === null)
        throw new cache_entry_js_1.RefusedEntry(`it holds no ${what}`);
    try {
        return JSON.parse(text);
    }
    catch {
        throw new cache_entry_js_1.RefusedEntry(`its ${what} is not JSON`);
    }
}
async function readRecord(dir) {
    const r = (await readJson(node_path_1.default.join(dir, exports.IMAGE_RECORD), exports.IMAGE_RECORD));
    const ok = typeof r?.id === "string" &&
        typeof r.config === "string" &&
        DIGEST.test(r.config) &&
        Array.isArray(r.tags) &&
        r.tags.every((t) => typeof t === "string");
    if (!ok)
        throw new cache_entry_js_1.RefusedEntry(`its ${exports.IMAGE_RECORD} is not a record this product writes`);
    return r;
}
/** The image names the `repositories` file and an OCI `index.json` would give on load (docker.io/ dropped). */
async function otherNames(dir) {
    const names = [];
    if ((0, node_fs_1.existsSync)(node_path_1.default.join(dir, "repositories"))) {
        const repos = (await readJson(node_path_1.default.join(dir, "repositories"), "repositories file"));
        for (const [repo, tags] of Object.entries(repos ?? {}))
            for (const tag of Object.keys(tags ?? {}))
                names.push(`${repo}:${tag}`);
    }
    if ((0, node_fs_1.existsSync)(node_path_1.default.join(dir, "index.json"))) {
        const index = (await readJson(node_path_1.default.join(dir, "index.json"), "index.json"));
        for (const m of index?.manifests ?? []) {
            const name = m.annotations?.["io.containerd.image.name"];
            if (name)
                names.push(name.replace(/^docker\.io\/(library\/)?/, ""));
        }
    }
    return names;
}
/**
 * Before `docker load` of a restored folder: it must name exactly `expect.tags` (in this product's
 * namespace) in its manifest, its record and whatever else `docker load` reads names from, and its
 * config must be the one recorded (and its id `expect.id`, when the job knows it). Else a RefusedEntry;
 * nothing has reached the engine.
 */
async function checkImageDir(dir, expected) {
    const expect = { ...expected, tags: expected.tags.map(fullTag) };
    const bad = expect.tags.find((t) => !OWN_TAG.test(t));
    if (bad)
        throw new cache_entry_js_1.RefusedEntry(`${bad} is not a tag of agent-loadtest's own`);
    const record = await readRecord(dir);
    const want = JSON.stringify(expect.tags);
    if (!sameTags(record.tags, expect.tags))
        throw new cache_entry_js_1.RefusedEntry(`it records the tags ${JSON.stringify(record.tags)}, not ${want}`);
    if (expect.id && record.id !== expect.id)
        throw new cache_entry_js_1.RefusedEntry(`it records the image ${record.id}, not ${expect.id}`);
    const manifest = await readJson(node_path_1.default.join(dir, "manifest.json"), "manifest.json");
    if (!Array.isArray(manifest) || manifest.length !== 1)
        throw new cache_entry_js_1.RefusedEntry("its manifest.json holds other than one image");
    const item = manifest[0];
    const tags = item.RepoTags ?? [];
    if (!Array.isArray(tags) || !sameTags(tags, expect.tags))
        throw new cache_entry_js_1.RefusedEntry(`its manifest.json names the tags ${JSON.stringify(tags)}, not ${want}`);
    const extra = (await otherNames(dir)).find((n) => !expect.tags.includes(n));
    if (extra)
        throw new cache_entry_js_1.RefusedEntry(`it names the image ${extra}`);
    const config = typeof item.Config === "string" ? node_path_1.default.join(dir, item.Config) : "";
    if (!config || !(0, paths_js_1.within)(dir, config) || !(0, node_fs_1.existsSync)(config) || (await sha256(config)) !== record.config)
        throw new cache_entry_js_1.RefusedEntry(`its image config is not the one recorded (${record.config})`);
    return record;
}
/**
 * After `docker load`: the engine said it loaded only the recorded tags (or, untagged, the recorded id),
 * and each recorded tag names the recorded image (a base, untagged, is there by id). A name that is not
 * the record's, or a tag that names another image, is removed, so the run builds it, and the load is refused.
 */
async function checkLoaded(d, record, loaded) {
    const idOf = (name) => d
        .getImage(name)
        .inspect()
        .then((i) => i.Id)
        .catch(() => null);
    const stray = loaded.filter((n) => n !== record.id && !record.tags.includes(fullTag(n)));
    if (stray.length > 0) {
        for (const name of stray.filter((n) => !DIGEST.test(n)))
            await d
                .getImage(name)
                .remove({ noprune: true })
                .catch(() => undefined);
        throw new cache_entry_js_1.RefusedEntry(`docker load named ${stray.join(", ")}, which it does not record`);
    }
    if (record.tags.length === 0) {
        if ((await idOf(record.id)) !== record.id)
            throw new cache_entry_js_1.RefusedEntry(`the image ${record.id} did not load`);
        return;
    }
    const wrong = [];
    for (const tag of record.tags)
        if ((await idOf(tag)) !== record.id)
            wrong.push(tag);
    if (wrong.length === 0)
        return;
    for (const tag of wrong)
        await d
            .getImage(tag)
            .remove({ noprune: true })
            .catch(() => undefined);
    throw new cache_entry_js_1.RefusedEntry(`the loaded ${wrong.join(", ")} is not the image ${record.id} recorded`);
}


/***/ }),

/***/ 46130:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.warmPlan = warmPlan;
exports.restoreWarm = restoreWarm;
exports.saveWarm = saveWarm;
/**
 * Warm jobs on fresh runners: through the Actions cache service (@actions/cache), the Action restores
 * before the run and saves after it
 *  - each built-in agent's install folder, keyed by agent@version and the runner's platform;
 *  - each task image, keyed by its content tag, as a `docker save` folder without its base's layers
 *    (image-archive.ts); the base gets an entry of its own, fetched only on a runner that lacks it;
 *  - where agents are layered rather than mounted (an engine on another machine, agent-layer.ts), each
 *    agent's layer on each task image, keyed by that tag and the agent's name@version (the layer's own
 *    tag follows from those), saved without the layers below it.
 * Every entry downloads at once, and each image loads as soon as it and the image below it are in.
 * Restored layers make the agents' installs unnecessary, so a layered agent is restored only when a
 * layer is missing; a mounted one is restored beside the images.
 * The cache is never a reason to fail: a miss, a corrupt entry or a broken service is a warning (or a
 * line) and a cold run. Nothing here throws.
 * An entry is data from whoever can write a cache scope this job reads: it is extracted into a staging
 * folder of its own (cache-entry.ts), and an image folder loads only when it names exactly the tags
 * this job expects, in agent-loadtest's namespace, and the image recorded at its save (image-archive.ts);
 * the base's entry carries no tag at all. Anything else is a warning and a cold run.
 */
const node_crypto_1 = __webpack_require__(77598);
const node_fs_1 = __webpack_require__(73024);
const promises_1 = __webpack_require__(51455);
const node_path_1 = __importDefault(__webpack_require__(76760));
const install_js_1 = __webpack_require__(94733);
const session_js_1 = __webpack_require__(82002);
const errors_js_1 = __webpack_require__(83916);
const cache_entry_js_1 = __webpack_require__(42229);
const image_archive_js_1 = __webpack_require__(27396);
/** In a task image's folder saved without its base's layers: the base's image id and cache key. */
const BASE_FILE = "agent-loadtest-base.json";
const PLATFORM = `${process.platform}-${process.arch}`;
/**
 * The entries' layout (member names relative to the folder's parent, an image record, an untagged
 * base): in every key, so that an entry of another layout is never found, neither by this Action nor
 * by an earlier one, which extracts with `tar -P`.
 */
const FORMAT = "2";
const digest = (...parts) => (0, node_crypto_1.createHash)("sha256")
    .update(JSON.stringify([FORMAT, ...parts]))
    .digest("hex")
    .slice(0, 24);
/** A base image's own entry, keyed by its image id. */
const baseKeyOf = (id) => `agent-loadtest-base-${PLATFORM}-${digest(id)}`;
/** An agent's install entry (not `agent-loadtest-agent-…`, the layout before FORMAT 2, nor a prefix of it). */
const agentKey = (entry) => `agent-loadtest-install-${entry}-${PLATFORM}-f${FORMAT}`;
/** What this scenario's runs would cache: its built-in agents, and on Docker its built task images. */
async function warmPlan(loaded) {
    const root = (0, install_js_1.agentCacheRoot)();
    const agents = new Map();
    for (const pair of loaded.pairs) {
        const use = (0, session_js_1.codingAgentOf)(pair.agent);
        if (!use)
            continue;
        const entry = `${use.def.name}@${use.version}`;
        agents.set(entry, { use, dir: node_path_1.default.join(root, entry), key: agentKey(entry) });
    }
    const sc = loaded.scenario;
    const taskTags = new Set();
    let layered = false;
    if (sc.runtime.type === "docker") {
        const { agentInstallMode } = await Promise.all(/* import() */[__webpack_require__.e(830), __webpack_require__.e(40), __webpack_require__.e(618), __webpack_require__.e(298), __webpack_require__.e(395)]).then(__webpack_require__.t.bind(__webpack_require__, 91395, 23));
        layered = agentInstallMode(sc.runtime.docker?.agent_install, await docker()) === "layer";
        const { taskImageTag } = await __webpack_require__.e(/* import() */ 618).then(__webpack_require__.bind(__webpack_require__, 79618));
        const base = sc.runtime.docker?.base_image;
        const args = base ? { BASE_IMAGE: base } : {};
        for (const pair of loaded.pairs)
            for (const task of pair.tasks) {
                const context = node_path_1.default.join(task.dir, "environment");
                if (task.config.environment.docker_image || !(0, node_fs_1.existsSync)(node_path_1.default.join(context, "Dockerfile")))
                    continue;
                taskTags.add(await taskImageTag(context, args));
            }
    }
    const imagesRoot = node_path_1.default.join(node_path_1.default.dirname(root), "images");
    const entry = (kind, ...parts) => {
        const key = `agent-loadtest-${kind}-${PLATFORM}-${digest(...parts)}`;
        return { key, dir: node_path_1.default.join(imagesRoot, key) };
    };
    const images = [...taskTags].sort().map((task) => ({
        task,
        ...entry("images", task),
        layers: layered
            ? [...agents.entries()].map(([name, agent]) => ({ agent, ...entry("layer", task, name) }))
            : [],
    }));
    return { agents: [...agents.values()], layered, taskTags: images.map((i) => i.task), images, imagesRoot };
}
async function docker() {
    const { default: Docker } = await Promise.all(/* import() */[__webpack_require__.e(830), __webpack_require__.e(40)]).then(__webpack_require__.t.bind(__webpack_require__, 39040, 23));
    return new Docker();
}
async function exists(d, tag) {
    return d
        .getImage(tag)
        .inspect()
        .then(() => true, () => false);
}
/** Every layer tag of the plan's layered agents on its task images; null when an image or a layer is missing. */
async function layerTags(d, plan) {
    const { existingLayer } = await Promise.all(/* import() */[__webpack_require__.e(830), __webpack_require__.e(40), __webpack_require__.e(618), __webpack_require__.e(298), __webpack_require__.e(395)]).then(__webpack_require__.t.bind(__webpack_require__, 91395, 23));
    const out = [];
    for (const img of plan.images) {
        const tag = img.task;
        if (!(await exists(d, tag)))
            return null;
        for (const { agent: a } of img.layers) {
            const layer = await existingLayer(d, tag, { name: a.use.def.name, version: a.use.version });
            if (!layer)
                return null;
            if (layer !== tag)
                out.push(layer);
        }
    }
    return out;
}
/**
 * The cache as this module uses it. An entry's key names a family: the key itself (its first save) and
 * `<key>-r<time>`, a save made beside an entry this job could not use — the service cannot delete one,
 * and every restore that touches an entry keeps it alive, so a corrupt entry would otherwise make every
 * later job cold. A restore asks for the family's newest: a name never saved, then the key as a prefix,
 * which the service answers with the most recently created match. Whether an entry missed or failed is
 * told at the save, by the lookup it makes anyway, not by a second request before the run.
 */
class Entries {
    cache;
    unrestored;
    log;
    /** Keys found at the save although this job's restore got nothing usable: saved beside them. */
    replaced = new Set();
    constructor(cache, unrestored, log) {
        this.cache = cache;
        this.unrestored = unrestored;
        this.log = log;
    }
    /** The key of the entry restored into `dir`, or undefined; a refused or failed entry is a warning. */
    async restore(dir, key) {
        const got = await (0, cache_entry_js_1.restoreEntry)(dir, `${key}-newest`, [key], this.log);
        if (got === undefined)
            this.unrestored.add(key);
        return got;
    }
    /**
     * Whether a save would add nothing: the family's newest entry is there and this job could use it. One
     * there that the restore did not give (or that another job saved meanwhile) is saved beside.
     */
    async present(paths, key) {
        const found = await this.cache.restoreCache(paths, `${key}-newest`, [key], { lookupOnly: true });
        if (found === undefined)
            return false;
        if (!this.unrestored.has(key))
            return true;
        this.replaced.add(key);
        return false;
    }
    /** Saves `paths` as the family's newest entry: the key it took, or null (the toolkit warned why). */
    async save(dir, key) {
        const name = this.replaced.has(key) ? `${key}-r${Date.now().toString(36)}` : key;
        return (await (0, cache_entry_js_1.saveFolder)(this.cache, dir, name)) > 0 ? name : null;
    }
}
const secs = (since) => ((performance.now() - since) / 1000).toFixed(1);
/** `restore` of one image entry, its time logged (the benchmark reads it). */
async function restoreEntry(cache, e, log) {
    const started = performance.now();
    const got = await cache.restore(e.dir, e.key);
    if (got)
        log.info(`cache: restored ${got} in ${secs(started)} s`);
    return got !== undefined;
}
/** `docker load` of an entry's folder, once it names exactly what the job expects; checked again after. */
async function loadEntry(d, e, expect, log) {
    const started = performance.now();
    try {
        const record = await (0, image_archive_js_1.checkImageDir)(e.dir, expect);
        await (0, image_archive_js_1.checkLoaded)(d, record, await (0, image_archive_js_1.loadImageDir)(d, e.dir));
    }
    catch (err) {
        if (err instanceof cache_entry_js_1.RefusedEntry)
            throw new cache_entry_js_1.RefusedEntry(`the entry ${e.key} is refused: ${err.message}`);
        throw err;
    }
    log.info(`cache: docker load of ${e.key} in ${secs(started)} s`);
}
/** A task image saved without its base's layers needs the base: from its own entry when it is not here. */
async function ensureBase(cache, d, img, root, log) {
    const file = node_path_1.default.join(img.dir, BASE_FILE);
    if (!(0, node_fs_1.existsSync)(file))
        return;
    const base = JSON.parse(await (0, promises_1.readFile)(file, "utf8"));
    // The file came out of the cache: data. Its key names a folder removed below, so only a key this
    // module could have written is taken.
    if (typeof base.id !== "string" ||
        !/^sha256:[0-9a-f]{64}$/.test(base.id) ||
        base.key !== baseKeyOf(base.id))
        throw new Error(`${BASE_FILE} in ${img.key} does not name a base image`);
    if (await exists(d, base.id))
        return;
    const entry = { key: base.key, dir: node_path_1.default.join(root, base.key) };
    try {
        if (!(await restoreEntry(cache, entry, log)))
            throw new Error(`the base image's entry ${base.key} is missing`);
        await loadEntry(d, entry, { tags: [], id: base.id }, log);
    }
    finally {
        await (0, promises_1.rm)(entry.dir, { recursive: true, force: true });
    }
}
/**
 * One task image and its layers: every entry fetched at once; the task image loads once its base is
 * here, each layer once the task image is. False (and a line) when an entry is missing.
 */
async function restoreImage(cache, d, img, root, log) {
    const layers = img.layers.map((l) => restoreEntry(cache, l, log));
    const task = (async () => {
        if (!(await restoreEntry(cache, img, log)))
            return false;
        await ensureBase(cache, d, img, root, log);
        await loadEntry(d, img, { tags: [img.task] }, log);
        return true;
    })();
    const loads = img.layers.map(async (l, i) => {
        const [have, under] = await Promise.all([layers[i], task]);
        if (!have || !under)
            return have;
        // The layer's tag follows from the task image just loaded and the agent, never from the entry.
        const { agentLayerTag } = await Promise.all(/* import() */[__webpack_require__.e(830), __webpack_require__.e(40), __webpack_require__.e(618), __webpack_require__.e(298), __webpack_require__.e(395)]).then(__webpack_require__.t.bind(__webpack_require__, 91395, 23));
        const agent = { name: l.agent.use.def.name, version: l.agent.use.version };
        await loadEntry(d, l, { tags: [await agentLayerTag(d, img.task, agent)] }, log);
        return have;
    });
    // Every load settles before the folders are removed; the first failure is the one reported.
    const settled = await Promise.allSettled([task, ...loads]);
    const failed = settled.find((r) => r.status === "rejected");
    if (failed)
        throw failed.reason;
    const missing = [img, ...img.layers].filter((_, i) => !settled[i].value);
    if (missing.length === 0)
        return true;
    log.info(`cache: no images restored for ${missing.map((e) => e.key).join(", ")}; they are built`);
    return false;
}
/** The images: restored, then `docker load`ed; a load that fails is a warning, then the run builds. */
async function restoreImages(cache, plan, log) {
    if (plan.images.length === 0)
        return false;
    const d = await docker();
    if (await layerTags(d, plan)) {
        log.info(`cache: the task images and agent layers are already here`);
        return true;
    }
    const started = performance.now();
    try {
        const hits = await Promise.all(plan.images.map((img) => restoreImage(cache, d, img, plan.imagesRoot, log)));
        if (!hits.every(Boolean))
            return false;
        const loaded = await layerTags(d, plan);
        if (!loaded)
            throw new Error("the entries did not hold every image");
        const keys = plan.images.map((i) => i.key).join(", ");
        const n = plan.taskTags.length + loaded.length;
        log.info(`cache: loaded ${n} image${n === 1 ? "" : "s"} in ${secs(started)} s (${keys})`);
        return true;
    }
    catch (e) {
        // Which entry broke the load is not known: each is saved again.
        for (const img of plan.images)
            for (const e of [img, ...img.layers])
                cache.unrestored.add(e.key);
        log.warning(`cache: the cached images could not be loaded (${(0, errors_js_1.errorMessage)(e)}); they are built`);
        return false;
    }
    finally {
        await (0, promises_1.rm)(plan.imagesRoot, { recursive: true, force: true });
    }
}
/** One agent's install folder; a failed or partial extraction leaves nothing a run would trust. */
async function restoreAgent(cache, a, log) {
    const entry = `${a.use.def.name}@${a.use.version}`;
    if ((0, install_js_1.isInstalled)(a.use.def, a.use.version))
        return true;
    await (0, promises_1.rm)(a.dir, { recursive: true, force: true });
    const started = performance.now();
    const got = await cache.restore(a.dir, a.key);
    if (got) {
        if ((0, install_js_1.isInstalled)(a.use.def, a.use.version)) {
            log.info(`cache: restored ${got} in ${secs(started)} s (agent ${entry})`);
            return true;
        }
        cache.unrestored.add(a.key);
        log.warning(`cache: the cached agent ${entry} is incomplete; it is installed`);
    }
    else
        log.info(`cache: agent ${entry} not in the cache; it is installed`);
    await (0, promises_1.rm)(a.dir, { recursive: true, force: true });
    return false;
}
async function cacheModule(log) {
    const cache = await Promise.all(/* import() */[__webpack_require__.e(830), __webpack_require__.e(299), __webpack_require__.e(420), __webpack_require__.e(112), __webpack_require__.e(860), __webpack_require__.e(171), __webpack_require__.e(819), __webpack_require__.e(116)]).then(__webpack_require__.t.bind(__webpack_require__, 5116, 23));
    if (cache.isFeatureAvailable())
        return cache;
    log.info("cache: no Actions cache service on this runner; a cold start");
    return null;
}
/** Before the run. Never throws: whatever goes wrong, the run starts cold. */
async function restoreWarm(plan, log) {
    const none = { imagesHit: false, agentsHit: new Set(), unrestored: new Set() };
    try {
        const module = await cacheModule(log);
        if (!module)
            return none;
        const cache = new Entries(module, new Set(), log);
        const started = performance.now();
        const images = restoreImages(cache, plan, log).catch((e) => {
            log.warning(`cache: restoring images failed (${(0, errors_js_1.errorMessage)(e)}); they are built`);
            return false;
        });
        const restoreAgents = (agents) => Promise.all(agents.map((a) => restoreAgent(cache, a, log).catch((e) => {
            log.warning(`cache: restoring ${a.key} failed (${(0, errors_js_1.errorMessage)(e)})`);
            return false;
        }))).then((hits) => agents.filter((_, i) => hits[i]).map((a) => a.key));
        // Mounted agents come beside the images; layered ones only when a layer is missing (with every
        // layer in place no agent is installed).
        const mounted = plan.layered ? null : restoreAgents(plan.agents);
        const imagesHit = await images;
        const agents = mounted ?? restoreAgents(imagesHit && plan.taskTags.length > 0 ? [] : plan.agents);
        const agentsHit = new Set(await agents);
        log.info(`cache: restore done in ${secs(started)} s`);
        return { imagesHit, agentsHit, unrestored: cache.unrestored };
    }
    catch (e) {
        log.warning(`cache: restore failed (${(0, errors_js_1.errorMessage)(e)}); a cold start`);
        return none;
    }
}
/** Saves the folder `dir` under `key` unless the cache has it already. */
async function save(cache, dir, key, log) {
    if (await cache.present([dir], key))
        return;
    const saved = await cache.save(dir, key);
    if (saved)
        log.info(`cache: saved ${saved}`);
}
/** Whether the cache already holds `e` (then it is not saved again). */
const cached = (cache, e) => cache.present([e.dir], e.key);
/** Writes an entry's folder with `write`, then saves it (the key it took, or null); the folder is removed either way. */
async function saveEntry(cache, e, write) {
    try {
        await write();
        return await cache.save(e.dir, e.key);
    }
    finally {
        await (0, promises_1.rm)(e.dir, { recursive: true, force: true });
    }
}
/** The task image without its base's layers (and the base in an entry of its own), then each layer on it. */
async function saveImage(cache, d, img, root, log) {
    if (!(await cached(cache, img))) {
        const base = await (0, image_archive_js_1.baseOf)(d, img.task);
        const baseKey = base && baseKeyOf(base.id);
        // The base first: a task image's entry whose base has no entry would not load where the base is missing.
        if (base && baseKey) {
            const e = { key: baseKey, dir: node_path_1.default.join(root, baseKey) };
            const saved = !(await cached(cache, e)) &&
                // By its id alone: a restore never tags a base (a tag outside agent-loadtest's namespace).
                (await saveEntry(cache, e, () => (0, image_archive_js_1.saveImageDir)(d, [base.id], 0, e.dir)));
            if (saved)
                log.info(`cache: saved its base ${base.name} as ${saved}`);
        }
        const saved = await saveEntry(cache, img, async () => {
            await (0, image_archive_js_1.saveImageDir)(d, [img.task], base?.layers ?? 0, img.dir);
            if (base)
                await (0, promises_1.writeFile)(node_path_1.default.join(img.dir, BASE_FILE), JSON.stringify({ id: base.id, key: baseKey }));
        });
        if (saved)
            log.info(`cache: saved ${img.task} as ${saved}`);
    }
    const below = await (0, image_archive_js_1.layerCount)(d, img.task);
    const { existingLayer } = await Promise.all(/* import() */[__webpack_require__.e(830), __webpack_require__.e(40), __webpack_require__.e(618), __webpack_require__.e(298), __webpack_require__.e(395)]).then(__webpack_require__.t.bind(__webpack_require__, 91395, 23));
    for (const l of img.layers) {
        const tag = await existingLayer(d, img.task, {
            name: l.agent.use.def.name,
            version: l.agent.use.version,
        });
        if (!tag || tag === img.task || (await cached(cache, l)))
            continue;
        const saved = await saveEntry(cache, l, () => (0, image_archive_js_1.saveImageDir)(d, [tag], below, l.dir));
        if (saved)
            log.info(`cache: saved the ${l.agent.use.def.name}@${l.agent.use.version} layer as ${saved}`);
    }
}
async function saveImages(cache, plan, log) {
    if (plan.images.length === 0)
        return;
    const d = await docker();
    if (!(await layerTags(d, plan)))
        return;
    for (const img of plan.images)
        await saveImage(cache, d, img, plan.imagesRoot, log);
}
/** After the run: what was neither restored nor there before goes to the cache. Never throws. */
async function saveWarm(plan, restored, log) {
    try {
        const module = await cacheModule(log);
        if (!module)
            return;
        const cache = new Entries(module, restored.unrestored, log);
        if (!restored.imagesHit)
            await saveImages(cache, plan, log).catch((e) => log.warning(`cache: saving the images failed (${(0, errors_js_1.errorMessage)(e)})`));
        for (const a of plan.agents) {
            if (restored.agentsHit.has(a.key) || !(0, install_js_1.isInstalled)(a.use.def, a.use.version))
                continue;
            await save(cache, a.dir, a.key, log).catch((e) => log.warning(`cache: saving ${a.key} failed (${(0, errors_js_1.errorMessage)(e)})`));
        }
    }
    catch (e) {
        log.warning(`cache: save failed (${(0, errors_js_1.errorMessage)(e)})`);
    }
}


/***/ })

};
