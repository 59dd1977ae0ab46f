import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 6546:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.runIdsToSweep = runIdsToSweep;
exports.cleanup = cleanup;
/** What the post step does: find this step's run ids and sweep their Docker resources, in bounded time. */
const node_fs_1 = __nccwpck_require__(3024);
const node_path_1 = __nccwpck_require__(6760);
const errors_js_1 = __nccwpck_require__(3916);
const state_js_1 = __nccwpck_require__(3175);
/** The whole post step stays under this, so a hung Docker daemon cannot hold the job. */
const DEADLINE_MS = 90_000;
/**
 * The run ids to sweep: the one the main step saved, plus every run directory begun under the
 * output folder since the step started (the main step may have died before saving its id). A run
 * id is its directory's name.
 */
function runIdsToSweep(state) {
    const ids = new Set();
    const saved = state(state_js_1.STATE.runId);
    if (saved)
        ids.add(saved);
    const outDir = state(state_js_1.STATE.outputDir);
    const since = Number(state(state_js_1.STATE.startedAt));
    if (outDir && Number.isFinite(since) && (0, node_fs_1.existsSync)(outDir)) {
        for (const e of (0, node_fs_1.readdirSync)(outDir, { withFileTypes: true })) {
            if (!e.isDirectory())
                continue;
            const dir = (0, node_path_1.join)(outDir, e.name);
            const t = startedAt((0, node_path_1.join)(dir, "events.jsonl")) ?? (0, node_fs_1.statSync)(dir).mtimeMs;
            if (t >= since - 1000)
                ids.add(e.name);
        }
    }
    return [...ids];
}
/** When a run began, from its first event. */
function startedAt(events) {
    try {
        const fd = (0, node_fs_1.openSync)(events, "r");
        const buf = Buffer.alloc(64 * 1024);
        const n = (0, node_fs_1.readSync)(fd, buf, 0, buf.length, 0);
        (0, node_fs_1.closeSync)(fd);
        const first = buf.subarray(0, n).toString("utf8").split("\n", 1)[0];
        const e = JSON.parse(first);
        return e.type === "run_start" && typeof e.t === "number" ? e.t : null;
    }
    catch {
        return null;
    }
}
/**
 * What the post step needs of the runner: the state the main step saved and two log lines, in the
 * workflow-command syntax @actions/core writes. Without the toolkit (and its HTTP client) the post
 * bundle holds the Docker client and little else.
 */
const escapeData = (s) => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
const core = {
    getState: (name) => process.env[`STATE_${name}`] ?? "",
    info: (m) => void process.stdout.write(`${m}\n`),
    warning: (m) => void process.stdout.write(`::warning::${escapeData(m)}\n`),
};
async function cleanup() {
    await removeBaseWorktree();
    const ids = runIdsToSweep((n) => core.getState(n));
    if (ids.length === 0)
        return;
    let timer;
    const deadline = new Promise((r) => {
        timer = setTimeout(() => r("timeout"), DEADLINE_MS);
    });
    try {
        const work = sweepAll(ids, core.getState(state_js_1.STATE.owner) || undefined, core);
        const res = await Promise.race([work, deadline]);
        if (res === "timeout")
            core.warning(`cleanup of run ${ids.join(", ")} did not finish in ${DEADLINE_MS / 1000}s`);
    }
    catch (e) {
        core.warning(`cleanup of run ${ids.join(", ")} failed: ${(0, errors_js_1.errorMessage)(e)}`);
    }
    finally {
        clearTimeout(timer);
    }
}
/** `compare-with`: the base commit's worktree, when the main step died before removing it. */
async function removeBaseWorktree() {
    const dir = core.getState(state_js_1.STATE.baseWorktree);
    const repo = core.getState(state_js_1.STATE.baseRepo);
    if (!dir || !repo || !(0, node_fs_1.existsSync)(dir))
        return;
    const { removeBase } = await __nccwpck_require__.e(/* import() */ 391).then(__nccwpck_require__.bind(__nccwpck_require__, 2391));
    const problem = await removeBase({ dir, repo });
    if (problem)
        core.warning(`could not remove the base worktree ${dir}: ${problem}`);
    else
        core.info(`removed the base worktree ${dir}`);
}
/** `owner`: the main step's process, as its containers are labelled (absent from a main step that saved none). */
async function sweepAll(ids, owner, log) {
    const { sweepRun } = await Promise.all(/* import() */[__nccwpck_require__.e(40), __nccwpck_require__.e(154)]).then(__nccwpck_require__.t.bind(__nccwpck_require__, 6154, 23));
    for (const id of ids) {
        const r = await sweepRun(id, undefined, owner);
        if (r.containers + r.networks > 0)
            log.info(`removed ${r.containers} container(s) and ${r.networks} network(s) of run ${id}`);
    }
}


/***/ }),

/***/ 7718:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.run = run;
/**
 * The post step (post-if: always()): whatever happened in the main step — a crash, a cancel, a
 * timeout — no container or network of this step's runs outlives the job. It never fails the job.
 * `run()` is what the bundle's entry (post-index.ts) and @github/local-action's `--post` call.
 */
const cleanup_js_1 = __nccwpck_require__(6546);
async function run() {
    await (0, cleanup_js_1.cleanup)().catch(() => undefined);
    process.exitCode = 0;
}


/***/ }),

/***/ 3175:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.STATE = void 0;
/** What the main step leaves the post step (core.saveState → GITHUB_STATE → STATE_<name>). */
exports.STATE = {
    /** The run id once known: containers and networks carry it as `agent-loadtest.run=<id>`. */
    runId: "run-id",
    /** The main step's process as Docker labels know it (`agent-loadtest.owner`): sweep its runs only. */
    owner: "owner",
    /** Where run directories are made, so a run that died before reporting its id is still found. */
    outputDir: "output-dir",
    /** Epoch ms before the run started: run directories begun after it belong to this step. */
    startedAt: "started-at",
    /** `compare-with`: the temporary worktree of the base commit and its repository, removed by the post step too. */
    baseWorktree: "base-worktree",
    baseRepo: "base-repo",
};


/***/ }),

/***/ 3916:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.InfraError = exports.UserError = exports.EXIT = void 0;
exports.oneLine = oneLine;
exports.errorCode = errorCode;
exports.isIoError = isIoError;
exports.ioError = ioError;
exports.errorMessage = errorMessage;
/** Exit codes of the contract, shared by the CLI and the Action. */
exports.EXIT = { pass: 0, gateFailed: 1, invalidInput: 2, infrastructure: 3, interrupted: 130 };
/** Bad input the user can fix: scenario, task, baseline, flags. Exit 2, nothing runs. */
class UserError extends Error {
    where;
    field;
    exitCode = exports.EXIT.invalidInput;
    constructor(message, 
    /** Where: `file:line:col` when known. */
    where, 
    /** The field path, e.g. `pairs[0].agent.command`. */
    field) {
        super(message);
        this.where = where;
        this.field = field;
        this.name = "UserError";
    }
    /** The one line the user sees: control characters from the input (a key with a newline) shown escaped. */
    get line() {
        const at = this.where ? `${this.where}: ` : "";
        const field = this.field ? `${this.field}: ` : "";
        return oneLine(`${at}${field}${this.message}`);
    }
}
exports.UserError = UserError;
/** The machine failed us: Docker unreachable, image build failed, port in use. Exit 3. */
class InfraError extends Error {
    exitCode = exports.EXIT.infrastructure;
    constructor(message) {
        super(message);
        this.name = "InfraError";
    }
}
exports.InfraError = InfraError;
/** C0 controls and DEL as JSON-style escapes, so a message stays one line on any terminal. */
function oneLine(text) {
    return text.replace(/[\u0000-\u001f\u007f]/g, (c) => JSON.stringify(c).slice(1, -1));
}
/** What a file-system error code means, as the one line says it. */
const IO_CAUSE = {
    ENOSPC: "no space left",
    EDQUOT: "disk quota exceeded",
    EROFS: "read-only file system",
    EIO: "I/O error",
    EACCES: "permission denied",
    EPERM: "operation not permitted",
    EMFILE: "too many open files",
    ENFILE: "too many open files in the system",
};
/** The code of a Node system error (`ENOSPC`), or null. */
function errorCode(err) {
    const code = err?.code;
    return typeof code === "string" && /^E[A-Z0-9]+$/.test(code) ? code : null;
}
/** A file the tool could not write or read for a reason of the machine's (a full disk, a read-only mount). */
function isIoError(err) {
    const code = errorCode(err);
    return code !== null && code in IO_CAUSE;
}
/**
 * A file-system failure as exit 3 with its cause in one line: `ENOSPC: no space left writing <path>`.
 * `path` is the file being written when the error does not name one itself (a write on an fd).
 */
function ioError(err, path) {
    if (err instanceof InfraError)
        return err;
    const code = errorCode(err);
    const file = err?.path;
    const where = typeof file === "string" ? file : path;
    const cause = code
        ? `${code}: ${IO_CAUSE[code] ?? errorMessage(err).replace(/^E[A-Z0-9]+: /, "")}`
        : errorMessage(err);
    return new InfraError(oneLine(where ? `${cause} writing ${where}` : cause));
}
function errorMessage(err) {
    return err instanceof Error ? err.message : String(err);
}


/***/ }),

/***/ 6506:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
// ssh2 (pulled in by dockerode) reads __dirname at load time; an ESM bundle has none.
// Every entry imports this module first so the bundle runs on Node 20 and 24.
const node_path_1 = __nccwpck_require__(6760);
const node_url_1 = __nccwpck_require__(3136);
const g = globalThis;
if (g.__filename === undefined)
    g.__filename = (0, node_url_1.fileURLToPath)(import.meta.url);
if (g.__dirname === undefined)
    g.__dirname = (0, node_path_1.dirname)(g.__filename);


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 9140:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 2250:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("dns");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 8056:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http2");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 3480:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("querystring");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 2018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 7016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 3106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};
// This entry need to be wrapped in an IIFE because it uses a non-standard name for the exports (exports).
(() => {
var exports = __webpack_exports__;

Object.defineProperty(exports, "B", ({ value: true }));
__nccwpck_require__(6506);
const post_js_1 = __nccwpck_require__(7718);
void (0, post_js_1.run)();

})();

var __webpack_exports___esModule = __webpack_exports__.B;
export { __webpack_exports___esModule as __esModule };
