export const id = 733;
export const ids = [733];
export const modules = {

/***/ 94733:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.INSTALL_MARKER = void 0;
exports.agentCacheRoot = agentCacheRoot;
exports.isInstalled = isInstalled;
exports.installError = installError;
exports.installOnHost = installOnHost;
/**
 * Installs a built-in agent (or the Node it needs) once per machine: `npm install <package>@<version>`
 * for linux-x64 into a cache folder keyed by name@version, reused by every later run. The install is
 * made in a folder of its own and renamed into place whole, marker included, so an interrupted or
 * concurrent install never leaves an entry a later run trusts.
 * A version the registry does not have, or a registry out of reach, is an InfraError with the cause in one line.
 */
const node_child_process_1 = __webpack_require__(31421);
const node_fs_1 = __webpack_require__(73024);
const promises_1 = __webpack_require__(51455);
const node_os_1 = __webpack_require__(48161);
const node_path_1 = __importDefault(__webpack_require__(76760));
const node_util_1 = __webpack_require__(57975);
const errors_js_1 = __webpack_require__(83916);
const run = (0, node_util_1.promisify)(node_child_process_1.execFile);
/** In an install folder once it is whole. */
exports.INSTALL_MARKER = ".agent-loadtest-installed";
const VIEW_TIMEOUT_MS = 60_000;
const INSTALL_TIMEOUT_MS = 15 * 60_000;
/** A work folder older than the longest install is left from an interrupted one. */
const STALE_MS = INSTALL_TIMEOUT_MS + 60_000;
function agentCacheRoot(env = process.env) {
    return node_path_1.default.join(env.AGENT_LOADTEST_CACHE ?? node_path_1.default.join((0, node_os_1.homedir)(), ".cache", "agent-loadtest"), "agents");
}
const VERSION = /^[0-9A-Za-z.+-]+$/;
/** Whether `def@version` is installed whole in the cache (its marker and its program are there). */
function isInstalled(def, version, root = agentCacheRoot()) {
    const dir = node_path_1.default.join(root, `${def.name}@${version}`);
    return (0, node_fs_1.existsSync)(node_path_1.default.join(dir, exports.INSTALL_MARKER)) && (0, node_fs_1.existsSync)(node_path_1.default.join(dir, def.entry));
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
 * one (marker) wins and ours is dropped; a folder without the marker is never trusted and is replaced.
 */
async function settle(tmp, dir) {
    for (let attempt = 0;; attempt++) {
        try {
            await (0, promises_1.rename)(tmp, dir);
            return;
        }
        catch (err) {
            const code = err.code;
            if (code !== "ENOTEMPTY" && code !== "EEXIST")
                throw err;
            if ((0, node_fs_1.existsSync)(node_path_1.default.join(dir, exports.INSTALL_MARKER))) {
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
 * An install's error as the user reads it: naming the scenario field that chose the version
 * (`agent.version`, or a declared recipe's `agent.recipe.npm`).
 */
function installError(field, err, declared = false) {
    return field ? new errors_js_1.InfraError(`${field}.${declared ? "recipe.npm" : "version"}: ${err.message}`) : err;
}
async function installOnHost(def, version, root = agentCacheRoot()) {
    const started = performance.now();
    const label = def.label ?? `agent ${def.name}`;
    if (!VERSION.test(version))
        throw new errors_js_1.InfraError(`${label}: "${version}" is not a version`);
    const entry = `${def.name}@${version}`;
    const dir = node_path_1.default.join(root, entry);
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
        const args = ["install", "--prefix", tmp, "--no-save", "--no-audit", "--no-fund", "--no-package-lock"];
        args.push("--os=linux", "--cpu=x64", "--engine-strict=false", "--loglevel=error");
        await run("npm", [...args, `${def.package}@${version}`, ...(def.extras ?? [])], {
            timeout: INSTALL_TIMEOUT_MS,
            maxBuffer: 16 << 20,
        });
        if (!(0, node_fs_1.existsSync)(node_path_1.default.join(tmp, def.entry)))
            throw new Error(`${def.entry} is missing after the install`);
        await (0, promises_1.writeFile)(node_path_1.default.join(tmp, exports.INSTALL_MARKER), `${def.package}@${version}\n`);
        await settle(tmp, dir);
    }
    catch (err) {
        await (0, promises_1.rm)(tmp, { recursive: true, force: true });
        if (err instanceof errors_js_1.InfraError)
            throw err;
        throw new errors_js_1.InfraError(`${label}: installing ${def.package}@${version} failed (${firstLine(err)})`);
    }
    return done(false);
}


/***/ })

};
