export const id = 130;
export const ids = [130];
export const modules = {

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
 *  - the task images and the agents' layers on them, as one `docker save` archive keyed by the tasks'
 *    content tags and the agents' name@version (a layer's own tag follows from those).
 * Restored layers make the agents' installs unnecessary, so an agent is restored only when a layer is missing.
 * The cache is never a reason to fail: a miss, a corrupt entry or a broken service is a warning (or a
 * line) and a cold run. Nothing here throws.
 */
const node_crypto_1 = __webpack_require__(77598);
const node_fs_1 = __webpack_require__(73024);
const promises_1 = __webpack_require__(51455);
const node_path_1 = __importDefault(__webpack_require__(76760));
const promises_2 = __webpack_require__(46466);
const install_js_1 = __webpack_require__(94733);
const session_js_1 = __webpack_require__(82002);
const errors_js_1 = __webpack_require__(83916);
const PLATFORM = `${process.platform}-${process.arch}`;
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
    if (sc.runtime.type === "docker") {
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
    const tags = [...taskTags].sort();
    const names = [...agents.keys()].sort();
    const digest = (0, node_crypto_1.createHash)("sha256")
        .update(JSON.stringify([tags, names]))
        .digest("hex")
        .slice(0, 24);
    return {
        agents: [...agents.values()],
        taskTags: tags,
        archive: node_path_1.default.join(node_path_1.default.dirname(root), "images", "images.tar"),
        imagesKey: tags.length > 0 ? `agent-loadtest-images-${PLATFORM}-${digest}` : null,
    };
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
/** Every layer tag of the plan's agents on its task images; null when a task image or a layer is missing. */
async function layerTags(d, plan) {
    const { existingLayer } = await Promise.all(/* import() */[__webpack_require__.e(298), __webpack_require__.e(395)]).then(__webpack_require__.t.bind(__webpack_require__, 91395, 23));
    const out = [];
    for (const tag of plan.taskTags) {
        if (!(await exists(d, tag)))
            return null;
        for (const a of plan.agents) {
            const layer = await existingLayer(d, tag, { name: a.use.def.name, version: a.use.version });
            if (!layer)
                return null;
            if (layer !== tag)
                out.push(layer);
        }
    }
    return out;
}
/** `cache.restoreCache`, as true on a hit; its own failures it reports itself, as warnings. */
async function restore(cache, paths, key) {
    return (await cache.restoreCache(paths, key)) === key;
}
/** The images archive: restored, then `docker load`ed; a load that fails is a warning, then the run builds. */
async function restoreImages(cache, plan, log) {
    if (!plan.imagesKey)
        return false;
    const d = await docker();
    if (await layerTags(d, plan)) {
        log.info(`cache: the task images and agent layers are already here`);
        return true;
    }
    await (0, promises_1.mkdir)(node_path_1.default.dirname(plan.archive), { recursive: true });
    try {
        if (!(await restore(cache, [plan.archive], plan.imagesKey))) {
            log.info(`cache: no images restored for ${plan.imagesKey}; they are built`);
            return false;
        }
        const { followJsonStream } = await __webpack_require__.e(/* import() */ 618).then(__webpack_require__.bind(__webpack_require__, 79618));
        const started = performance.now();
        const stream = await d.loadImage((0, node_fs_1.createReadStream)(plan.archive), { quiet: true });
        const error = await followJsonStream(stream, null);
        if (error)
            throw new Error(error);
        const loaded = await layerTags(d, plan);
        if (!loaded)
            throw new Error("the archive did not hold every image");
        const s = ((performance.now() - started) / 1000).toFixed(1);
        log.info(`cache: loaded ${plan.taskTags.length + loaded.length} images in ${s} s (${plan.imagesKey})`);
        return true;
    }
    catch (e) {
        log.warning(`cache: the cached images could not be loaded (${(0, errors_js_1.errorMessage)(e)}); they are built`);
        return false;
    }
    finally {
        await (0, promises_1.rm)(plan.archive, { force: true });
    }
}
/** One agent's install folder; a failed or partial extraction leaves nothing a run would trust. */
async function restoreAgent(cache, a, log) {
    const entry = `${a.use.def.name}@${a.use.version}`;
    if ((0, install_js_1.isInstalled)(a.use.def, a.use.version))
        return true;
    await (0, promises_1.rm)(a.dir, { recursive: true, force: true });
    if (await restore(cache, [a.dir], a.key)) {
        if ((0, install_js_1.isInstalled)(a.use.def, a.use.version)) {
            log.info(`cache: restored agent ${entry}`);
            return true;
        }
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
    const none = { imagesHit: false, agentsHit: new Set() };
    try {
        const cache = await cacheModule(log);
        if (!cache)
            return none;
        const imagesHit = await restoreImages(cache, plan, log).catch((e) => {
            log.warning(`cache: restoring images failed (${(0, errors_js_1.errorMessage)(e)}); they are built`);
            return false;
        });
        // With every layer in place no agent is installed, so none is restored.
        const agents = imagesHit && plan.taskTags.length > 0 ? [] : plan.agents;
        const hits = await Promise.all(agents.map((a) => restoreAgent(cache, a, log).catch((e) => {
            log.warning(`cache: restoring ${a.key} failed (${(0, errors_js_1.errorMessage)(e)})`);
            return false;
        })));
        return { imagesHit, agentsHit: new Set(agents.filter((_, i) => hits[i]).map((a) => a.key)) };
    }
    catch (e) {
        log.warning(`cache: restore failed (${(0, errors_js_1.errorMessage)(e)}); a cold start`);
        return none;
    }
}
/** Saves `paths` under `key` unless the cache has it already. */
async function save(cache, paths, key, log) {
    if ((await cache.restoreCache(paths, key, [], { lookupOnly: true })) === key)
        return;
    const id = await cache.saveCache(paths, key);
    if (id > 0)
        log.info(`cache: saved ${key}`);
}
async function saveImages(cache, plan, log) {
    if (!plan.imagesKey)
        return;
    const d = await docker();
    const layers = await layerTags(d, plan);
    if (!layers)
        return;
    if ((await cache.restoreCache([plan.archive], plan.imagesKey, [], { lookupOnly: true })) === plan.imagesKey)
        return;
    await (0, promises_1.mkdir)(node_path_1.default.dirname(plan.archive), { recursive: true });
    try {
        const names = [...plan.taskTags, ...layers];
        const stream = await d.getImages({ names });
        await (0, promises_2.pipeline)(stream, (0, node_fs_1.createWriteStream)(plan.archive));
        const id = await cache.saveCache([plan.archive], plan.imagesKey);
        if (id > 0)
            log.info(`cache: saved ${names.length} images as ${plan.imagesKey}`);
    }
    finally {
        await (0, promises_1.rm)(plan.archive, { force: true });
    }
}
/** After the run: what was neither restored nor there before goes to the cache. Never throws. */
async function saveWarm(plan, restored, log) {
    try {
        const cache = await cacheModule(log);
        if (!cache)
            return;
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
