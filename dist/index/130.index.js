export const id = 130;
export const ids = [130];
export const modules = {

/***/ 27396:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.layerCount = layerCount;
exports.baseOf = baseOf;
exports.saveImageDir = saveImageDir;
exports.loadImageDir = loadImageDir;
/**
 * One image as a folder the Actions cache can hold: its `docker save` layout, without the layer files
 * of the image below it (its base, or the task image under an agent layer). `docker load` skips every
 * layer the engine already has before it opens that layer's file, so a folder loads whenever the image
 * below is present; it is loaded first. The layers below are then neither stored, fetched, extracted nor
 * copied again, and each image's folder loads on its own, beside the others.
 */
const node_child_process_1 = __webpack_require__(31421);
const promises_1 = __webpack_require__(51455);
const node_path_1 = __importDefault(__webpack_require__(76760));
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
        // Saved by a tag when it has one, so the runner it is restored on has that tag too.
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
    if (below === 0)
        return;
    const manifest = JSON.parse(await (0, promises_1.readFile)(node_path_1.default.join(dir, "manifest.json"), "utf8"));
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
    const error = await followJsonStream(stream, null);
    const code = await exited;
    if (error)
        throw new Error(error);
    if (code !== 0)
        throw new Error(`tar of ${dir} ended with exit ${code}`);
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
 */
const node_crypto_1 = __webpack_require__(77598);
const node_fs_1 = __webpack_require__(73024);
const promises_1 = __webpack_require__(51455);
const node_path_1 = __importDefault(__webpack_require__(76760));
const install_js_1 = __webpack_require__(94733);
const session_js_1 = __webpack_require__(82002);
const errors_js_1 = __webpack_require__(83916);
const image_archive_js_1 = __webpack_require__(27396);
/** In a task image's folder saved without its base's layers: the base's image id and cache key. */
const BASE_FILE = "agent-loadtest-base.json";
const PLATFORM = `${process.platform}-${process.arch}`;
/** A base image's own entry, keyed by its image id. */
const baseKeyOf = (id) => `agent-loadtest-base-${PLATFORM}-${id.slice(7, 31)}`;
/** What this scenario's runs would cache: its built-in agents, and on Docker its built task images. */
async function warmPlan(loaded) {
    const root = (0, install_js_1.agentCacheRoot)();
    const agents = new Map();
    for (const pair of loaded.pairs) {
        const use = (0, session_js_1.codingAgentOf)(pair.agent);
        if (!use)
            continue;
        const entry = `${use.def.name}@${use.version}`;
        agents.set(entry, { use, dir: node_path_1.default.join(root, entry), key: `agent-loadtest-agent-${entry}-${PLATFORM}` });
    }
    const sc = loaded.scenario;
    const taskTags = new Set();
    let layered = false;
    if (sc.runtime.type === "docker") {
        const { agentInstallMode } = await Promise.all(/* import() */[__webpack_require__.e(298), __webpack_require__.e(395)]).then(__webpack_require__.t.bind(__webpack_require__, 91395, 23));
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
        const digest = (0, node_crypto_1.createHash)("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 24);
        const key = `agent-loadtest-${kind}-${PLATFORM}-${digest}`;
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
    const { existingLayer } = await Promise.all(/* import() */[__webpack_require__.e(298), __webpack_require__.e(395)]).then(__webpack_require__.t.bind(__webpack_require__, 91395, 23));
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
    /** Keys found at the save although this job's restore got nothing usable: saved beside them. */
    replaced = new Set();
    constructor(cache, unrestored) {
        this.cache = cache;
        this.unrestored = unrestored;
    }
    /** The key of the entry restored, or undefined; the toolkit reports its own failures, as warnings. */
    async restore(paths, key) {
        const got = await this.cache.restoreCache(paths, `${key}-newest`, [key]);
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
    async save(paths, key) {
        const name = this.replaced.has(key) ? `${key}-r${Date.now().toString(36)}` : key;
        return (await this.cache.saveCache(paths, name)) > 0 ? name : null;
    }
}
const secs = (since) => ((performance.now() - since) / 1000).toFixed(1);
/** `restore` of one image entry, its time logged (the benchmark reads it). */
async function restoreEntry(cache, e, log) {
    const started = performance.now();
    const got = await cache.restore([e.dir], e.key);
    if (got)
        log.info(`cache: restored ${got} in ${secs(started)} s`);
    return got !== undefined;
}
async function loadEntry(d, e, log) {
    const started = performance.now();
    await (0, image_archive_js_1.loadImageDir)(d, e.dir);
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
        await loadEntry(d, entry, log);
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
        await loadEntry(d, img, log);
        return true;
    })();
    const loads = img.layers.map(async (l, i) => {
        const [have, under] = await Promise.all([layers[i], task]);
        if (have && under)
            await loadEntry(d, l, log);
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
    const got = await cache.restore([a.dir], a.key);
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
    const cache = await Promise.all(/* import() */[__webpack_require__.e(830), __webpack_require__.e(544), __webpack_require__.e(860), __webpack_require__.e(116)]).then(__webpack_require__.t.bind(__webpack_require__, 5116, 23));
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
        const cache = new Entries(module, new Set());
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
/** Saves `paths` under `key` unless the cache has it already. */
async function save(cache, paths, key, log) {
    if (await cache.present(paths, key))
        return;
    const saved = await cache.save(paths, key);
    if (saved)
        log.info(`cache: saved ${saved}`);
}
/** Whether the cache already holds `e` (then it is not saved again). */
const cached = (cache, e) => cache.present([e.dir], e.key);
/** Writes an entry's folder with `write`, then saves it (the key it took, or null); the folder is removed either way. */
async function saveEntry(cache, e, write) {
    try {
        await write();
        return await cache.save([e.dir], e.key);
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
                (await saveEntry(cache, e, () => (0, image_archive_js_1.saveImageDir)(d, [base.name], 0, e.dir)));
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
    const { existingLayer } = await Promise.all(/* import() */[__webpack_require__.e(298), __webpack_require__.e(395)]).then(__webpack_require__.t.bind(__webpack_require__, 91395, 23));
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
        const cache = new Entries(module, restored.unrestored);
        if (!restored.imagesHit)
            await saveImages(cache, plan, log).catch((e) => log.warning(`cache: saving the images failed (${(0, errors_js_1.errorMessage)(e)})`));
        for (const a of plan.agents) {
            if (restored.agentsHit.has(a.key) || !(0, install_js_1.isInstalled)(a.use.def, a.use.version))
                continue;
            await save(cache, [a.dir], a.key, log).catch((e) => log.warning(`cache: saving ${a.key} failed (${(0, errors_js_1.errorMessage)(e)})`));
        }
    }
    catch (e) {
        log.warning(`cache: save failed (${(0, errors_js_1.errorMessage)(e)})`);
    }
}


/***/ })

};
