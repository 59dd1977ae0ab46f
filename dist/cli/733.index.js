export const id = 733;
export const ids = [733];
export const modules = {

/***/ 94733:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.INSTALL_TIMEOUT_MS = exports.INSTALL_MARKER = void 0;
exports.agentCacheRoot = agentCacheRoot;
exports.installDir = installDir;
exports.markerText = markerText;
exports.readMarker = readMarker;
exports.isInstalled = isInstalled;
exports.installError = installError;
exports.installOnHost = installOnHost;
exports.installWith = installWith;
/**
 * Installs a built-in agent, a recipe's package (or the Node it needs) once per machine:
 * `npm install <package>@<version>` for linux-x64 into a cache folder keyed by name@version, reused by
 * every later run. The package is untrusted code: npm runs with its lifecycle scripts off and an
 * environment holding only npm's own settings (npm-env.ts); a recipe that needs its scripts
 * (`scripts: true`) is installed in a container of its task image instead (runtimes/docker), never here.
 * The install is made in a folder of its own and renamed into place whole, with a marker naming the
 * exact package, version and the integrity npm recorded, so an interrupted or concurrent install, or a
 * folder of another package, is never an entry a later run trusts.
 * A version the registry does not have, or a registry out of reach, is an InfraError with the cause in one line.
 */
const node_child_process_1 = __webpack_require__(31421);
const node_fs_1 = __webpack_require__(73024);
const promises_1 = __webpack_require__(51455);
const node_os_1 = __webpack_require__(48161);
const node_path_1 = __importDefault(__webpack_require__(76760));
const node_util_1 = __webpack_require__(57975);
const errors_js_1 = __webpack_require__(83916);
const read_bounded_js_1 = __webpack_require__(67619);
const npm_env_js_1 = __webpack_require__(7729);
const run = (0, node_util_1.promisify)(node_child_process_1.execFile);
/** In an install folder once it is whole: the install's identity as JSON. */
exports.INSTALL_MARKER = ".agent-loadtest-installed";
/** A marker is a few hundred bytes; a larger file there is not one of ours. */
const MARKER_MAX_BYTES = 4096;
const VIEW_TIMEOUT_MS = 60_000;
exports.INSTALL_TIMEOUT_MS = 15 * 60_000;
/** A work folder older than the longest install is left from an interrupted one. */
const STALE_MS = exports.INSTALL_TIMEOUT_MS + 60_000;
function agentCacheRoot(env = process.env) {
    return node_path_1.default.join(env.AGENT_LOADTEST_CACHE ?? node_path_1.default.join((0, node_os_1.homedir)(), ".cache", "agent-loadtest"), "agents");
}
const VERSION = /^[0-9A-Za-z.+-]+$/;
/** The folder of `def@version` under `root`; the name is injective per package (recipe.ts installName). */
function installDir(def, version, root = agentCacheRoot()) {
    return node_path_1.default.join(root, `${def.name}@${version}`);
}
/** The marker's text for an install. */
function markerText(id) {
    return `${JSON.stringify(id)}\n`;
}
/** The identity a folder's marker records, or null when it has none we wrote. */
function readMarker(dir) {
    const file = node_path_1.default.join(dir, exports.INSTALL_MARKER);
    try {
        const s = (0, node_fs_1.statSync)(file);
        if (!s.isFile() || s.size > MARKER_MAX_BYTES)
            return null;
        const id = JSON.parse((0, node_fs_1.readFileSync)(file, "utf8"));
        if (typeof id.package !== "string" || typeof id.version !== "string")
            return null;
        const integrity = typeof id.integrity === "string" ? id.integrity : null;
        return { package: id.package, version: id.version, integrity, scripts: id.scripts === true };
    }
    catch {
        return null;
    }
}
/** Whether the folder holds exactly `def`'s package at `version`, installed as `def` asks. */
function holds(dir, def, version) {
    const id = readMarker(dir);
    return (id !== null &&
        id.package === def.package &&
        id.version === version &&
        id.scripts === (def.scripts === true));
}
/**
 * Whether `def@version` is installed whole in the cache: its marker names this package and version
 * (a folder of any other is not this install) and its program is there.
 */
function isInstalled(def, version, root = agentCacheRoot()) {
    const dir = installDir(def, version, root);
    return holds(dir, def, version) && (0, node_fs_1.existsSync)(node_path_1.default.join(dir, def.entry));
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
            env: (0, npm_env_js_1.npmEnv)(),
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
 * one of the same package and version wins and ours is dropped; anything else (no marker, another
 * package's) is never trusted and is replaced.
 */
async function settle(tmp, dir, same) {
    for (let attempt = 0;; attempt++) {
        try {
            await (0, promises_1.rename)(tmp, dir);
            return;
        }
        catch (err) {
            const code = err.code;
            if (code !== "ENOTEMPTY" && code !== "EEXIST")
                throw err;
            if (same(dir)) {
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
 * The integrity npm recorded for the package it installed (its hidden lockfile), checking that it
 * installed exactly the version asked for.
 */
async function lockedIntegrity(tmp, def, version) {
    const text = await (0, read_bounded_js_1.readBounded)(node_path_1.default.join(tmp, "node_modules", ".package-lock.json"));
    let entry;
    try {
        entry = text === null ? undefined : JSON.parse(text).packages?.[`node_modules/${def.package}`];
    }
    catch {
        entry = undefined;
    }
    if (!entry)
        throw new Error("npm wrote no lockfile entry for the package");
    if (entry.version !== version)
        throw new Error(`npm installed version ${String(entry.version)}`);
    return typeof entry.integrity === "string" ? entry.integrity : null;
}
/**
 * An install's error as the user reads it: naming the scenario field that chose the version
 * (`agent.version`, or a declared recipe's `agent.recipe.npm`).
 */
function installError(field, err, declared = false) {
    return field ? new errors_js_1.InfraError(`${field}.${declared ? "recipe.npm" : "version"}: ${err.message}`) : err;
}
/** npm on this machine, scripts off, with npm's own environment only. */
const onHost = async (prefix, args) => {
    await run("npm", [...args, "--prefix", prefix, "--ignore-scripts"], {
        timeout: exports.INSTALL_TIMEOUT_MS,
        maxBuffer: 16 << 20,
        env: (0, npm_env_js_1.npmEnv)(),
    });
};
async function installOnHost(def, version, root = agentCacheRoot()) {
    if (def.scripts)
        throw new errors_js_1.InfraError(`${def.label ?? `agent ${def.name}`}: a recipe with scripts: true installs only in a container of its task image (the docker runtime), never on this machine`);
    return installWith(def, version, root, onHost);
}
/**
 * The one install path: reused when whole and of this package, else npm (through `npm`) into a work
 * folder that becomes the install, marker last, only once complete.
 */
async function installWith(def, version, root, npm) {
    const started = performance.now();
    const label = def.label ?? `agent ${def.name}`;
    if (!VERSION.test(version))
        throw new errors_js_1.InfraError(`${label}: "${version}" is not a version`);
    const entry = `${def.name}@${version}`;
    const dir = installDir(def, version, root);
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
        const args = ["install", "--no-save", "--no-audit", "--no-fund", "--no-package-lock"];
        args.push("--os=linux", "--cpu=x64", "--engine-strict=false", "--loglevel=error");
        await npm(tmp, [...args, `${def.package}@${version}`, ...(def.extras ?? [])]);
        if (!(0, node_fs_1.existsSync)(node_path_1.default.join(tmp, def.entry)))
            throw new Error(`${def.entry} is missing after the install`);
        const integrity = await lockedIntegrity(tmp, def, version);
        const id = { package: def.package, version, integrity, scripts: def.scripts === true };
        await (0, promises_1.writeFile)(node_path_1.default.join(tmp, exports.INSTALL_MARKER), markerText(id));
        await settle(tmp, dir, (d) => holds(d, def, version));
    }
    catch (err) {
        await (0, promises_1.rm)(tmp, { recursive: true, force: true });
        if (err instanceof errors_js_1.InfraError)
            throw err;
        throw new errors_js_1.InfraError(`${label}: installing ${def.package}@${version} failed (${firstLine(err)})`);
    }
    return done(false);
}


/***/ }),

/***/ 7729:
/***/ ((__unused_webpack_module, exports) => {


/**
 * The environment npm gets when it installs an agent: only what npm needs to find its registry, its
 * configuration and its proxy. npm runs next to the runner's secrets (GITHUB_TOKEN, ACTIONS_RUNTIME_TOKEN,
 * INPUT_*), and a package's install scripts see whatever npm sees, so nothing else is handed on.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.npmEnv = npmEnv;
exports.containerNpmEnv = containerNpmEnv;
exports.userNpmrc = userNpmrc;
/** Host variables npm reads as they are. */
const HOST_KEYS = ["PATH", "HOME", "TMPDIR", "NODE_EXTRA_CA_CERTS"];
/** Proxy settings, in both spellings; npm and its fetcher read either. */
const PROXY_KEYS = ["HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY", "http_proxy", "https_proxy", "no_proxy"];
/**
 * The user's npm configuration (`npm_config_*` in any case), and the token an `.npmrc` written by
 * actions/setup-node names (`${NODE_AUTH_TOKEN}`): npm refuses a config whose variable is unset.
 */
const NPM_CONFIG = /^npm_config_/i;
const NPMRC_TOKEN = "NODE_AUTH_TOKEN";
/**
 * npm settings naming a path of this machine: meaningless in a container, which gets its own
 * (`containerNpmEnv`).
 */
const HOST_PATH_CONFIG = /^npm_config_(userconfig|globalconfig|cache|prefix|local_prefix|global_prefix|tmp|node_gyp|init_module)$/i;
function pick(source, keep) {
    const env = {};
    for (const [key, value] of Object.entries(source))
        if (value !== undefined && keep(key))
            env[key] = value;
    return env;
}
const npmKey = (key) => NPM_CONFIG.test(key) || key === NPMRC_TOKEN || PROXY_KEYS.includes(key);
/** The environment of npm on this machine. */
function npmEnv(source = process.env) {
    return pick(source, (key) => HOST_KEYS.includes(key) || npmKey(key));
}
/**
 * The environment of npm in a task image's container: the image keeps its own PATH; HOME, the cache
 * and the user's `.npmrc` (mounted at `userconfig`, when there is one) are the container's.
 */
function containerNpmEnv(source = process.env, userconfig) {
    const env = pick(source, (key) => npmKey(key) && !HOST_PATH_CONFIG.test(key));
    env.HOME = "/tmp/agent-loadtest-home";
    env.npm_config_cache = "/tmp/agent-loadtest-npm-cache";
    if (userconfig)
        env.npm_config_userconfig = userconfig;
    return env;
}
/** The `.npmrc` npm would read for the user on this machine (`npm_config_userconfig`, else ~/.npmrc). */
function userNpmrc(source = process.env) {
    const key = Object.keys(source).find((k) => /^npm_config_userconfig$/i.test(k));
    const file = key ? source[key] : source.HOME ? `${source.HOME}/.npmrc` : undefined;
    return file || undefined;
}


/***/ }),

/***/ 67619:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.readBounded = readBounded;
exports.readTail = readTail;
/**
 * Reading files an agent wrote (traces, spans, logs) with a bound: an agent cannot make us hold more,
 * and a FIFO or device in a file's place is no file (opened without blocking, then passed over).
 */
const node_fs_1 = __webpack_require__(73024);
const promises_1 = __webpack_require__(51455);
const limits_js_1 = __webpack_require__(30351);
/** The file opened for reading when it is a regular file, else null; never waits on a FIFO. */
async function openRegular(file) {
    const fh = await (0, promises_1.open)(file, node_fs_1.constants.O_RDONLY | node_fs_1.constants.O_NONBLOCK).catch(() => null);
    if (!fh)
        return null;
    const regular = await fh
        .stat()
        .then((s) => s.isFile())
        .catch(() => false);
    if (regular)
        return fh;
    await fh.close();
    return null;
}
/** The file's text up to `max` bytes (what follows is not read), or null when it cannot be read. */
async function readBounded(file, max = (0, limits_js_1.limit)("agentFileBytes")) {
    const fh = await openRegular(file);
    if (!fh)
        return null;
    try {
        const size = (await fh.stat()).size;
        const buf = Buffer.alloc(Math.min(size, max));
        const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
        return buf.toString("utf8", 0, bytesRead);
    }
    catch {
        return null;
    }
    finally {
        await fh.close();
    }
}
/** The last `bytes` bytes of a file as text (its last lines), or null when it cannot be read. */
async function readTail(file, bytes = 64 * 1024) {
    const fh = await openRegular(file);
    if (!fh)
        return null;
    try {
        const size = (await fh.stat()).size;
        const n = Math.min(size, bytes);
        const buf = Buffer.alloc(n);
        const { bytesRead } = await fh.read(buf, 0, n, size - n);
        return buf.toString("utf8", 0, bytesRead);
    }
    catch {
        return null;
    }
    finally {
        await fh.close();
    }
}


/***/ })

};
