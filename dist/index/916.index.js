export const id = 916;
export const ids = [916];
export const modules = {

/***/ 38916:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.globDirs = globDirs;
exports.shardRunDirs = shardRunDirs;
/**
 * `merge-from`: a glob (or several, one a line) naming shard run directories, for example the folders
 * actions/download-artifact made. A match that is not a run directory itself is searched one level
 * down, since an artifact folder may hold the run directory or be it.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const picomatch_1 = __importDefault(__webpack_require__(14006));
const errors_js_1 = __webpack_require__(83916);
const isDir = (p) => (0, node_fs_1.statSync)(p, { throwIfNoEntry: false })?.isDirectory() ?? false;
const isRunDir = (p) => (0, node_fs_1.existsSync)((0, node_path_1.join)(p, "events.jsonl"));
/** The folders under `cwd` that the patterns match, sorted. */
function globDirs(patterns, cwd) {
    const found = new Set();
    for (const raw of patterns) {
        const pattern = raw.trim().replace(/\/+$/, "");
        if (pattern === "")
            continue;
        const abs = (0, node_path_1.isAbsolute)(pattern) ? pattern : (0, node_path_1.join)(cwd, pattern);
        if (!picomatch_1.default.scan(abs).isGlob) {
            if (isDir(abs))
                found.add((0, node_path_1.resolve)(abs));
            continue;
        }
        const { base, glob } = picomatch_1.default.scan(abs);
        const root = base === "" ? cwd : base;
        if (!isDir(root))
            continue;
        const match = (0, picomatch_1.default)(abs, { dot: true });
        const depth = glob.includes("**") ? Number.POSITIVE_INFINITY : glob.split("/").length;
        walk(root, root.split(node_path_1.sep).length, depth, (dir) => {
            if (match(dir))
                found.add((0, node_path_1.resolve)(dir));
        });
    }
    return [...found].sort();
}
function walk(dir, rootDepth, maxDepth, visit) {
    if (dir.split(node_path_1.sep).length - rootDepth >= maxDepth)
        return;
    let entries;
    try {
        entries = (0, node_fs_1.readdirSync)(dir, { withFileTypes: true });
    }
    catch {
        return;
    }
    for (const e of entries) {
        if (!e.isDirectory() || e.name === "node_modules" || e.name === ".git")
            continue;
        const child = (0, node_path_1.join)(dir, e.name);
        visit(child);
        walk(child, rootDepth, maxDepth, visit);
    }
}
/** Run directories from `merge-from`; a UserError when there are none. */
function shardRunDirs(mergeFrom, cwd) {
    const patterns = mergeFrom.split(/\r?\n/).filter((l) => l.trim() !== "");
    const runs = new Set();
    for (const dir of globDirs(patterns, cwd)) {
        if (isRunDir(dir)) {
            runs.add(dir);
            continue;
        }
        for (const e of (0, node_fs_1.readdirSync)(dir, { withFileTypes: true })) {
            if (e.isDirectory() && isRunDir((0, node_path_1.join)(dir, e.name)))
                runs.add((0, node_path_1.join)(dir, e.name));
        }
    }
    // A pattern broad enough to match a run and its sessions/ folder must not count the run twice.
    const list = [...runs].sort();
    const top = list.filter((d) => !list.some((o) => o !== d && d.startsWith(o + node_path_1.sep)));
    if (top.length === 0) {
        throw new errors_js_1.UserError(`matches no run directory (a folder holding events.jsonl) under ${(0, node_path_1.relative)(process.cwd(), cwd) || "."}`, undefined, "input merge-from");
    }
    return top;
}


/***/ })

};
