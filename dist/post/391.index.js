export const id = 391;
export const ids = [391];
export const modules = {

/***/ 2391:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.bO = void 0;
__webpack_unused_export__ = git;
__webpack_unused_export__ = checkoutBase;
exports.removeBase = removeBase;
/**
 * The base commit of `compare-with`, checked out into a temporary git worktree beside the workspace,
 * and taken away again. No scenario code here: the post step (which removes a worktree the main step
 * left) stays the Docker client and little else.
 */
const node_child_process_1 = __webpack_require__(1421);
const node_fs_1 = __webpack_require__(3024);
const node_os_1 = __webpack_require__(8161);
const node_path_1 = __webpack_require__(6760);
const errors_js_1 = __webpack_require__(3916);
exports.bO = "input compare-with";
const GIT_TIMEOUT_MS = 120_000;
const FETCH_HINT = "check out with history: `fetch-depth: 0` on actions/checkout";
/** git with hooks off: checking out the base must run nothing of the repository's. */
function git(cwd, args) {
    return new Promise((done, fail) => {
        (0, node_child_process_1.execFile)("git", ["-c", "core.hooksPath=/dev/null", ...args], { cwd, timeout: GIT_TIMEOUT_MS, maxBuffer: 4 << 20 }, (err, stdout, stderr) => {
            if (err && err.code === "ENOENT")
                return fail(new errors_js_1.InfraError(`compare-with: git is not installed on the runner (${err.message})`));
            done({ ok: !err, stdout: String(stdout).trim(), stderr: String(stderr).trim() });
        });
    });
}
/** The event's base commit (pull_request, pull_request_target, merge_group), else null. */
function eventBase(env) {
    const file = env.GITHUB_EVENT_PATH;
    if (!file || !(0, node_fs_1.existsSync)(file))
        return null;
    try {
        const p = JSON.parse((0, node_fs_1.readFileSync)(file, "utf8"));
        return p.pull_request?.base?.sha ?? p.merge_group?.base_sha ?? null;
    }
    catch {
        return null;
    }
}
/** The commit `compare-with` names: an explicit sha, else the event's base, else origin/<GITHUB_BASE_REF>. */
async function baseCommit(value, repo, env) {
    let rev = value === "base" ? eventBase(env) : value;
    if (!rev && env.GITHUB_BASE_REF)
        rev = `refs/remotes/origin/${env.GITHUB_BASE_REF}`;
    if (!rev)
        throw new errors_js_1.UserError(`\`base\` needs a pull_request event, and this is a ${env.GITHUB_EVENT_NAME || "non-PR"} event: drop compare-with here or name a commit sha`, undefined, exports.bO);
    const found = await git(repo, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]);
    if (!found.ok) {
        const shallow = (await git(repo, ["rev-parse", "--is-shallow-repository"])).stdout === "true";
        throw new errors_js_1.UserError(`the base commit ${rev.replace("refs/remotes/", "").slice(0, 40)} is not in this clone${shallow ? " (a shallow clone)" : ""}: ${FETCH_HINT}`, undefined, exports.bO);
    }
    return found.stdout;
}
/** Checks the base commit out into a fresh temporary worktree of the workspace's repository. */
async function checkoutBase(value, cwd, env = process.env) {
    const top = await git(cwd, ["rev-parse", "--show-toplevel"]);
    if (!top.ok)
        throw new errors_js_1.UserError(`needs a git checkout of the repository, and ${cwd} is not one: ${FETCH_HINT}`, undefined, exports.bO);
    const repo = top.stdout;
    const sha = await baseCommit(value, repo, env);
    const dir = (0, node_fs_1.mkdtempSync)((0, node_path_1.join)(env.RUNNER_TEMP || (0, node_os_1.tmpdir)(), "agent-loadtest-base-"));
    const added = await git(repo, ["worktree", "add", "--detach", dir, sha]);
    if (!added.ok) {
        (0, node_fs_1.rmSync)(dir, { recursive: true, force: true });
        throw new errors_js_1.InfraError(`compare-with: git worktree add of ${sha.slice(0, 12)} failed: ${added.stderr.slice(0, 300)}`);
    }
    return { sha, repo, dir };
}
/** Removes the worktree and its folder; never throws (the post step calls it too). Returns a problem, if any. */
async function removeBase(base) {
    if (!(0, node_fs_1.existsSync)(base.dir))
        return null;
    try {
        const removed = await git(base.repo, ["worktree", "remove", "--force", base.dir]);
        (0, node_fs_1.rmSync)(base.dir, { recursive: true, force: true });
        await git(base.repo, ["worktree", "prune"]);
        return removed.ok || !(0, node_fs_1.existsSync)(base.dir) ? null : removed.stderr.slice(0, 300);
    }
    catch (e) {
        return (0, errors_js_1.errorMessage)(e);
    }
}


/***/ })

};
