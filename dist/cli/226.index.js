export const id = 226;
export const ids = [226,175];
export const modules = {

/***/ 32391:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.INPUT = void 0;
exports.git = git;
exports.checkoutBase = checkoutBase;
exports.removeBase = removeBase;
/**
 * The base commit of `compare-with`, checked out into a temporary git worktree beside the workspace,
 * and taken away again. No scenario code here: the post step (which removes a worktree the main step
 * left) stays the Docker client and little else.
 */
const node_child_process_1 = __webpack_require__(31421);
const node_fs_1 = __webpack_require__(73024);
const node_os_1 = __webpack_require__(48161);
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
exports.INPUT = "input compare-with";
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
        throw new errors_js_1.UserError(`\`base\` needs a pull_request event, and this is a ${env.GITHUB_EVENT_NAME || "non-PR"} event: drop compare-with here or name a commit sha`, undefined, exports.INPUT);
    const found = await git(repo, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]);
    if (!found.ok) {
        const shallow = (await git(repo, ["rev-parse", "--is-shallow-repository"])).stdout === "true";
        throw new errors_js_1.UserError(`the base commit ${rev.replace("refs/remotes/", "").slice(0, 40)} is not in this clone${shallow ? " (a shallow clone)" : ""}: ${FETCH_HINT}`, undefined, exports.INPUT);
    }
    return found.stdout;
}
/** Checks the base commit out into a fresh temporary worktree of the workspace's repository. */
async function checkoutBase(value, cwd, env = process.env) {
    const top = await git(cwd, ["rev-parse", "--show-toplevel"]);
    if (!top.ok)
        throw new errors_js_1.UserError(`needs a git checkout of the repository, and ${cwd} is not one: ${FETCH_HINT}`, undefined, exports.INPUT);
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


/***/ }),

/***/ 10089:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ProbeState = exports.kept = void 0;
exports.metricRule = metricRule;
exports.scaleOf = scaleOf;
exports.classified = classified;
exports.budgetSets = budgetSets;
/**
 * One probe of `agent-loadtest bisect`: a commit's agent run beside a reference commit's, each checked
 * out into a temporary worktree (as `compare-with: base` does), and classified by the metric's one
 * regression rule: bad when it fails, good when it passes, inconclusive when it warns (then once more
 * with twice the sessions), skipped when the commit's scenario or agent does not load or start.
 * `<out>/state.json` keeps every finished probe, so a bisect started again runs none of them twice.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
const regression_rule_js_1 = __webpack_require__(98697);
const run_js_1 = __webpack_require__(319);
const bisect_js_1 = __webpack_require__(24974);
const bisect_effect_js_1 = __webpack_require__(6858);
const load_js_1 = __webpack_require__(9256);
const thresholds_js_1 = __webpack_require__(92800);
const secrets_js_1 = __webpack_require__(27194);
const base_worktree_js_1 = __webpack_require__(32391);
const compare_base_js_1 = __webpack_require__(93191);
/** Text from the repository or a run (a subject, an error): masked first, then cut to its bound. */
const kept = (text, max) => (0, secrets_js_1.knownRedactor)()(text).slice(0, max);
exports.kept = kept;
const metricOf = (key) => {
    try {
        return (0, thresholds_js_1.parseMetricKey)(key).metric;
    }
    catch {
        return null;
    }
};
/**
 * The one rule a probe answers to: the scenario's first for the metric, else +10% on the p50 (on the
 * mean for calls, tokens and dollars: docs/cost.md says why).
 */
function metricRule(loaded, metric) {
    const own = Object.entries(loaded.scenario.regression?.metrics ?? {}).find(([k]) => metricOf(k) === metric);
    if (own)
        return own;
    const economy = thresholds_js_1.ECONOMY_METRICS.includes(metric);
    return [metric, economy ? { max_increase: "10%", statistic: "mean" } : { max_increase: "10%" }];
}
/** A relative rule's effect is a ratio; an absolute one's a difference in the metric's unit. */
function scaleOf(rule) {
    const margin = (0, regression_rule_js_1.parseMargin)(rule.max_increase ?? rule.max_decrease ?? "10%");
    return typeof margin !== "string" && !margin.relative ? "difference" : "ratio";
}
/** A probe, and once more with twice the sessions when the first was inconclusive and there is time. */
async function classified(commit, reference, s) {
    const first = await probeOnce(commit, reference, 1, s);
    if (first.class !== "inconclusive" || Date.now() > s.deadline || s.signal?.aborted)
        return first;
    return probeOnce(commit, reference, 2, s);
}
async function probeOnce(commit, reference, attempt, s) {
    const pair = `${commit.slice(0, 12)} vs ${reference.slice(0, 12)}`;
    const done = s.state.find(commit, reference, attempt);
    if (done) {
        s.log(`probe ${pair}: ${done.class} (kept from ${done.run_dir})`);
        return done;
    }
    const p = await runProbe(commit, reference, attempt, s);
    // A probe cut short by a signal is not kept: started again, the bisect runs it again.
    if (p.verdict === "interrupted")
        return p;
    s.state.add(p);
    const again = attempt > 1 ? " (again, twice the sessions)" : "";
    const effect = p.effect !== null ? `, ${s.metric} ${(0, bisect_effect_js_1.effectText)(p.effect, s.scale)}` : "";
    s.log(`probe ${pair}${again}: ${p.class}${effect} over ${p.sessions} sessions${p.note ? ` (${p.note})` : ""}`);
    return p;
}
async function runProbe(commit, reference, attempt, s) {
    const skipped = {
        commit,
        reference,
        attempt,
        class: "skip",
        verdict: "skipped",
        effect: null,
        lower: null,
        upper: null,
        p: null,
        sessions: 0,
        seconds: 0,
        run_dir: null,
        note: null,
    };
    const cand = await (0, base_worktree_js_1.checkoutBase)(commit, s.repo);
    const ref = await (0, base_worktree_js_1.checkoutBase)(reference, s.repo);
    try {
        let loaded;
        try {
            loaded = await probeScenario(cand.dir, s);
            // The reference arm is the reference commit's agent, from its own copy of the scenario.
            const referenced = await (0, compare_base_js_1.withBaseReference)(loaded, { ...ref, repo: cand.dir });
            s.secrets?.([...loaded.secretValues, ...referenced.secretValues]);
            if (!referenced.agent)
                return { ...skipped, note: (0, exports.kept)(`${reference.slice(0, 12)} has no ${s.rel}`, 400) };
            loaded = onlyMetric(twiceWhen(attempt, referenced.loaded), s.metric);
        }
        catch (e) {
            // A commit whose scenario or agent cannot load: skipped, as `git bisect skip` would.
            if (e instanceof errors_js_1.UserError)
                return { ...skipped, note: (0, exports.kept)(e.message, 400) };
            throw e;
        }
        const run = await (0, run_js_1.runScenario)(loaded, {
            outDir: (0, node_path_1.join)(s.out, "probes"),
            baselineDir: (0, node_path_1.join)(s.out, "baselines"),
            ...(s.signal ? { signal: s.signal } : {}),
        });
        return { ...skipped, ...classOf(run.report, s.metric), run_dir: run.runDir };
    }
    finally {
        await (0, base_worktree_js_1.removeBase)(cand);
        await (0, base_worktree_js_1.removeBase)(ref);
    }
}
/** The commit's scenario with the overrides, and the budget on its own pairs (however many it has). */
function probeScenario(dir, s) {
    const opts = {
        cwd: dir,
        allowHostPaths: s.allowHostPaths,
        ...(s.workspace ? { workspace: s.workspace } : {}),
    };
    return loadBudgeted((0, node_path_1.join)(dir, s.rel), opts, s.set, s.budget);
}
/** A scenario with `--set` overrides and `--budget` as every pair's `sessions` (budgetSets). */
async function loadBudgeted(file, opts, set, budget) {
    const loaded = await (0, load_js_1.loadScenario)(file, { ...opts, set });
    return budget ? (0, load_js_1.loadScenario)(file, { ...opts, set: [...set, ...budgetSets(loaded, budget)] }) : loaded;
}
/**
 * `--budget` as `--set` lines, so the scenario's own budget rules check it, written for the pairs this
 * copy of the scenario has.
 */
function budgetSets(loaded, b) {
    return loaded.scenario.pairs.map((_, i) => `pairs[${i}].sessions={min: ${b.min}, max: ${b.max}, step: ${b.step}}`);
}
/** A finished probe's class from its run: the metric's rule's check, or skipped when it tells nothing. */
function classOf(r, metric) {
    const check = r.gate.checks.find((c) => c.kind === "regression" && metricOf(c.metric) === metric);
    const judged = r.sessions.passed + r.sessions.failed;
    const num = (v) => (typeof v === "number" && Number.isFinite(v) ? v : null);
    const f = check?.facts.params ?? {};
    const measured = {
        verdict: r.verdict,
        sessions: r.sessions.total,
        seconds: r.duration_s,
        effect: num(f.estimate),
        lower: num(f.lower),
        upper: num(f.upper),
        p: num(check?.p_value),
    };
    if (judged === 0)
        return {
            ...measured,
            class: "skip",
            note: "no session of its agent passed or failed: it did not build or start",
        };
    if (!check || measured.effect === null)
        return {
            ...measured,
            class: "skip",
            note: (0, exports.kept)(`the run has no estimate of ${metric}: it measured none`, 400),
        };
    const klass = check.status === "fail" ? "bad" : check.status === "warn" ? "inconclusive" : "good";
    return { ...measured, class: klass };
}
/** The metric's one rule alone: a probe answers one question. */
function onlyMetric(loaded, metric) {
    const reg = loaded.scenario.regression;
    if (!reg)
        return loaded;
    const [key, rule] = metricRule(loaded, metric);
    return { ...loaded, scenario: { ...loaded.scenario, regression: { ...reg, metrics: { [key]: rule } } } };
}
/** A second attempt runs twice the sessions (twice a budget's max, min and step alike). */
function twiceWhen(attempt, loaded) {
    if (attempt === 1)
        return loaded;
    return (0, load_js_1.withSessions)(loaded, (s) => typeof s === "number" ? 2 * s : { min: 2 * s.min, max: 2 * s.max, step: 2 * s.step });
}
/**
 * `<out>/state.json`: every finished probe, under a key of the bisect's arguments (another bisect in
 * the same folder starts over). The file is data: a probe that does not read as one is not kept.
 */
class ProbeState {
    key;
    probes = [];
    file;
    constructor(out, key) {
        this.key = key;
        this.file = (0, node_path_1.join)(out, "state.json");
        if (!(0, node_fs_1.existsSync)(this.file))
            return;
        try {
            const s = JSON.parse((0, node_fs_1.readFileSync)(this.file, "utf8"));
            if (s.key !== key || !Array.isArray(s.probes))
                return;
            for (const p of s.probes) {
                const r = bisect_js_1.probeSchema.safeParse(p);
                if (r.success)
                    this.probes.push(r.data);
            }
        }
        catch {
            // A state file that does not parse is started over.
        }
    }
    find(commit, reference, attempt) {
        return this.probes.find((p) => p.commit === commit && p.reference === reference && p.attempt === attempt);
    }
    add(p) {
        this.probes.push(p);
        (0, node_fs_1.writeFileSync)(this.file, `${JSON.stringify({ key: this.key, probes: this.probes }, null, 1)}\n`);
    }
    /** One row per probe, the last kept. */
    all() {
        return [...new Map(this.probes.map((p) => [`${p.commit}|${p.reference}|${p.attempt}`, p])).values()];
    }
}
exports.ProbeState = ProbeState;


/***/ }),

/***/ 39206:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.commitIn = commitIn;
exports.bisect = bisect;
/**
 * `agent-loadtest bisect`: which commit made the agent slower (or costlier). It first checks that the
 * bad commit's agent regresses against the good one's (same job, interleaved, the sequential gate where
 * the scenario has a budget), then probes commits in between as `git bisect` does (each probe:
 * bisect-probe.ts). When the bad commit still regresses against the culprit's agent, there is another
 * step after it, and the search goes on from the culprit. No probe starts after `minutes`; the report
 * then says which commits the next culprit is among.
 *
 * Every probe keeps its run folder under `<out>/probes/`, and `<out>/state.json` its verdict, so a
 * killed bisect started again with the same arguments re-runs no finished probe.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
const bisect_search_js_1 = __webpack_require__(45362);
const bisect_js_1 = __webpack_require__(24974);
const load_js_1 = __webpack_require__(9256);
const base_worktree_js_1 = __webpack_require__(32391);
const bisect_probe_js_1 = __webpack_require__(10089);
/** base-worktree.ts's git (hooks off), its output or a thrown error with what git said. */
async function git(cwd, args) {
    const r = await (0, base_worktree_js_1.git)(cwd, args);
    if (!r.ok)
        throw new Error(r.stderr.slice(0, 300));
    return r.stdout;
}
/** The commit a revision names in the checkout at `cwd`, or null when it names none there. */
async function commitIn(cwd, rev) {
    const r = await (0, base_worktree_js_1.git)(cwd, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]);
    return r.ok ? r.stdout : null;
}
async function commitOf(repo, rev, flag) {
    const commit = await commitIn(repo, rev);
    if (commit === null)
        throw new errors_js_1.UserError(`${rev} is not a commit of ${repo}`, undefined, flag);
    return commit;
}
/** Commits after `good` up to and including `bad`, oldest first, on the path between them. */
async function range(repo, good, bad) {
    if (good === bad)
        throw new errors_js_1.UserError(`is the good commit itself (${good.slice(0, 12)})`, undefined, "--bad");
    const out = await git(repo, ["rev-list", "--ancestry-path", "--reverse", `${good}..${bad}`]);
    const commits = out ? out.split("\n") : [];
    if (commits.length === 0 || commits.at(-1) !== bad)
        throw new errors_js_1.UserError(`${bad.slice(0, 12)} does not descend from ${good.slice(0, 12)}`, undefined, "--bad");
    return commits;
}
async function plan(o) {
    const cwd = (0, node_path_1.resolve)(o.cwd ?? process.cwd());
    const repo = await git(cwd, ["rev-parse", "--show-toplevel"]).catch(() => {
        throw new errors_js_1.UserError(`${cwd} is not a git checkout: bisect probes the repository's commits`, undefined, "bisect");
    });
    const rel = (0, node_path_1.relative)(repo, (0, node_path_1.resolve)(cwd, o.scenario));
    if (rel.startsWith("..") || (0, node_path_1.isAbsolute)(rel))
        throw new errors_js_1.UserError(`the scenario is outside the repository ${repo}`, o.scenario, "scenario");
    const set = o.set ?? [];
    const allowHostPaths = o.allowHostPaths ?? [];
    const here = await scenarioHere(cwd, o, set, allowHostPaths);
    if (here.scenario.runtime.type === "http")
        throw new errors_js_1.UserError("bisect runs each commit's agent beside the good one's, and an http runtime starts no agent", o.scenario, "runtime.type");
    const good = await commitOf(repo, o.good, "--good");
    const bad = await commitOf(repo, o.bad, "--bad");
    const commits = await range(repo, good, bad);
    // The good commit's agent is every probe's first reference: its scenario must be there.
    if (!(await (0, base_worktree_js_1.git)(repo, ["cat-file", "-e", `${good}:${rel.split("\\").join("/")}`])).ok)
        throw new errors_js_1.UserError(`${o.good} has no ${rel}: its agent is the reference every probe runs beside`, undefined, "--good");
    const metric = o.metric ?? "e2e_ms";
    const scale = (0, bisect_probe_js_1.scaleOf)((0, bisect_probe_js_1.metricRule)(here, metric)[1]);
    const setup = {
        repo,
        rel,
        metric,
        set,
        ...(o.budget ? { budget: o.budget } : {}),
        allowHostPaths,
        ...(o.workspace ? { workspace: o.workspace } : {}),
        ...(o.signal ? { signal: o.signal } : {}),
        ...(o.secrets ? { secrets: o.secrets } : {}),
        scale,
    };
    return { repo, rel, good, bad, commits, metric, setup };
}
/** The scenario as this checkout has it, with the overrides and the budget: checked now. */
async function scenarioHere(cwd, o, set, allowHostPaths) {
    const opts = { cwd, allowHostPaths, ...(o.workspace ? { workspace: o.workspace } : {}) };
    const file = (0, node_path_1.resolve)(cwd, o.scenario);
    const here = await (0, load_js_1.loadScenario)(file, { ...opts, set });
    if (!o.budget)
        return here;
    try {
        return await (0, load_js_1.loadScenario)(file, { ...opts, set: [...set, ...(0, bisect_probe_js_1.budgetSets)(here, o.budget)] });
    }
    catch (e) {
        // The scenario's own budget rules decide; the flag is what to change.
        throw e instanceof errors_js_1.UserError
            ? new errors_js_1.UserError(e.field ? `${e.field}: ${e.message}` : e.message, e.where, "--budget")
            : e;
    }
}
async function bisect(o) {
    const log = o.log ?? (() => { });
    const p = await plan(o);
    const result = {
        schemaVersion: bisect_js_1.BISECT_SCHEMA_VERSION,
        good: p.good,
        bad: p.bad,
        metric: p.metric,
        scale: p.setup.scale,
        commits: p.commits.length,
        outcome: "dry_run",
        effect: null,
        culprits: [],
        probes: [],
        sessions: 0,
        minutes: 0,
    };
    log(`bisect ${p.good.slice(0, 12)}..${p.bad.slice(0, 12)}: ${p.commits.length} commits, ${p.metric}; a confirming run, then about ${bisect_search_js_1.BisectSearch.probesFor(p.commits.length)} probes`);
    if (o.dryRun) {
        for (const c of p.commits)
            log(`  ${c.slice(0, 12)} ${await subjectOf(p.repo, c)}`);
        return result;
    }
    const out = (0, node_path_1.resolve)(o.out);
    (0, node_fs_1.mkdirSync)((0, node_path_1.join)(out, "probes"), { recursive: true });
    const started = Date.now();
    const state = new bisect_probe_js_1.ProbeState(out, `${p.rel}|${p.good}|${p.bad}|${p.metric}|${[...p.setup.set, JSON.stringify(o.budget ?? null)].join(",")}`);
    const setup = { ...p.setup, out, log, state, deadline: started + (o.minutes ?? 60) * 60_000 };
    result.outcome = await search(p, setup, result);
    result.probes = state.all();
    result.sessions = result.probes.reduce((a, x) => a + x.sessions, 0);
    result.minutes = Math.round(((Date.now() - started) / 60_000) * 10) / 10;
    return result;
}
/** The outcome of the search, the culprits and (out of time) the narrowed range written into `result`. */
async function search(p, s, result) {
    let reference = p.good;
    let left = p.commits;
    for (;;) {
        // Does the bad commit regress against the reference? First the good commit, then each culprit.
        const confirm = await (0, bisect_probe_js_1.classified)(p.bad, reference, s);
        if (reference === p.good)
            result.effect = confirm.effect;
        if (confirm.verdict === "interrupted")
            return "interrupted";
        // Inconclusive and not tried again: the time ran out before its re-test.
        if (confirm.class === "inconclusive" && confirm.attempt === 1)
            return outOfTime(result, reference, left);
        if (confirm.class !== "bad")
            return reference === p.good ? "not_reproduced" : "found";
        const step = await searchStep(left, reference, confirm, s);
        if (step.outcome === "interrupted")
            return "interrupted";
        if (step.outcome === "out_of_time")
            return outOfTime(result, step.after, step.candidates);
        result.culprits.push(await culpritOf(p, result, left, step));
        if (step.culprit === left.length - 1)
            return "found";
        reference = left[step.culprit];
        left = left.slice(step.culprit + 1);
        if (Date.now() > s.deadline)
            return outOfTime(result, reference, left);
    }
}
/** One `git bisect` over `left` against `reference`, the bad commit (last) known bad. */
async function searchStep(left, reference, confirm, s) {
    const search = new bisect_search_js_1.BisectSearch(left.length);
    const byIndex = new Map([[left.length - 1, confirm]]);
    const narrowed = () => {
        const { candidates } = search.result();
        return {
            outcome: "out_of_time",
            after: candidates[0] > 0 ? left[candidates[0] - 1] : reference,
            candidates: candidates.map((i) => left[i]),
        };
    };
    for (let i = search.next(); i !== null; i = search.next()) {
        if (s.signal?.aborted)
            return { outcome: "interrupted" };
        if (Date.now() > s.deadline)
            return narrowed();
        const probe = await (0, bisect_probe_js_1.classified)(left[i], reference, s);
        if (probe.verdict === "interrupted")
            return { outcome: "interrupted" };
        // Not tried again for want of time: recorded as good it could misplace the range.
        if (probe.class === "inconclusive" && probe.attempt === 1)
            return narrowed();
        byIndex.set(i, probe);
        search.record(i, probe.class === "inconclusive" ? "good" : probe.class);
    }
    const found = search.result();
    return { outcome: "found", ...found, own: byIndex.get(found.culprit) ?? null };
}
function outOfTime(result, after, candidates) {
    result.narrowed = { after, upto: candidates.at(-1) ?? result.bad, commits: Math.max(1, candidates.length) };
    return "out_of_time";
}
async function culpritOf(p, result, left, step) {
    const commit = left[step.culprit];
    const effect = step.own?.effect ?? null;
    return {
        commit,
        subject: await subjectOf(p.repo, commit),
        author: (0, bisect_probe_js_1.kept)(await git(p.repo, ["log", "-1", "--format=%an <%ae>", commit]), 400),
        effect,
        explains: share(effect, result.effect, result.scale),
        candidates: step.candidates.map((i) => left[i]),
    };
}
/** The share of the whole effect a step explains: on the log scale for ratios; null when unknown. */
function share(step, whole, scale) {
    if (step === null || whole === null)
        return null;
    if (scale === "difference")
        return whole > 0 ? step / whole : null;
    if (!(step > 0) || !(whole > 0) || whole === 1)
        return null;
    return Math.log(step) / Math.log(whole);
}
async function subjectOf(repo, commit) {
    return (0, bisect_probe_js_1.kept)(await git(repo, ["log", "-1", "--format=%s", commit]), 200);
}


/***/ }),

/***/ 93191:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.withBaseReference = withBaseReference;
/**
 * `compare-with: base`: the pull request's base commit, checked out into a temporary git worktree,
 * runs its own agent as the reference arm of a same-job comparison (`regression.compare_with`),
 * interleaved with the candidate on the same tasks, so both arms share the runner.
 *
 * Trust: the base commit's scenario is the trusted side's. The reference agent is its agent (name,
 * version, command, mount, env, install, model, args), the mount resolved inside the worktree; the
 * PR's scenario brings the workload (tasks, runtime, services, load) and the rules, and cannot name
 * or replace the reference. Nothing of the PR's `set:` overrides reaches the base scenario.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
const load_js_1 = __webpack_require__(9256);
const schema_js_1 = __webpack_require__(2135);
const base_worktree_js_1 = __webpack_require__(32391);
/**
 * The candidate scenario with the base commit's agent as its reference arm. Any reference the PR's
 * scenario named itself is replaced: the base side is the base commit's to say.
 */
async function withBaseReference(loaded, base) {
    const short = base.sha.slice(0, 12);
    const rel = (0, node_path_1.relative)(base.repo, loaded.file);
    if (rel.startsWith("..") || (0, node_path_1.isAbsolute)(rel))
        throw new errors_js_1.UserError(`the scenario ${loaded.file} is outside the repository ${base.repo}`, undefined, base_worktree_js_1.INPUT);
    if (loaded.scenario.runtime.type === "http")
        throw new errors_js_1.UserError("runs the base commit's agent, and an http runtime starts no agent: compare two services with regression.compare_with", undefined, base_worktree_js_1.INPUT);
    const baseFile = (0, node_path_1.join)(base.dir, rel);
    // The pull request that adds the gate has nothing to compare with: it runs, and says so.
    if (!(0, node_fs_1.existsSync)(baseFile))
        return {
            loaded: withoutReference(loaded),
            agent: null,
            secretValues: [],
            note: `compare-with: the base commit ${short} has no ${rel} (a scenario new in this PR): no reference arm this time; the thresholds gate, and a stored baseline if there is one (a missing one warns)`,
        };
    const baseLoaded = await loadBaseScenario(baseFile, base, short);
    const agent = baseAgent(baseLoaded, base, short, rel);
    const candidates = loaded.scenario.regression?.compare_with
        ? loaded.pairs.filter((p) => p.tags.arm === "candidate").map((p) => ({ ...p, index: p.index / 2 }))
        : loaded.pairs;
    const parsed = schema_js_1.ScenarioSchema.safeParse({
        ...loaded.scenario,
        regression: { ...(loaded.scenario.regression ?? {}), compare_with: { agent } },
    });
    if (!parsed.success)
        throw new errors_js_1.UserError(`the base commit's agent cannot run in this scenario: ${parsed.error.issues[0]?.message ?? "invalid"}`, undefined, base_worktree_js_1.INPUT);
    return {
        loaded: { ...loaded, scenario: parsed.data, pairs: (0, load_js_1.withReferenceArm)(candidates, agent) },
        agent,
        secretValues: baseLoaded.secretValues,
        note: `compare-with: the reference arm is ${agent.name} from the base commit ${short} (${rel})`,
    };
}
/**
 * A new gate has nothing to regress against yet: this once, a missing baseline warns instead of
 * failing by default. An `on_missing` the scenario wrote is kept.
 */
function withoutReference(loaded) {
    const regression = loaded.scenario.regression;
    if (!regression || regression.on_missing !== undefined)
        return loaded;
    return { ...loaded, scenario: { ...loaded.scenario, regression: { ...regression, on_missing: "warn" } } };
}
/** The base scenario as the base commit has it; its errors point at `<sha>:<path>`, not the temp folder. */
async function loadBaseScenario(file, base, short) {
    try {
        return await (0, load_js_1.loadScenario)(file, { cwd: base.dir });
    }
    catch (e) {
        if (!(e instanceof errors_js_1.UserError))
            throw e;
        const where = (e.where ?? file).split(base.dir + node_path_1.sep).join(`${short}:`);
        throw new errors_js_1.UserError(`in the base commit's scenario: ${e.message}`, where, e.field);
    }
}
/** The base commit's one agent; a mount outside its worktree would read files that are not the base's. */
function baseAgent(baseLoaded, base, short, rel) {
    const agents = baseLoaded.scenario.pairs.map((p) => p.agent);
    if (new Set(agents.map((a) => JSON.stringify(a))).size !== 1)
        throw new errors_js_1.UserError(`the base commit's ${rel} runs ${agents.length} different agents; compare-with takes one reference agent`, undefined, base_worktree_js_1.INPUT);
    const agent = agents[0];
    if (agent.mount !== undefined) {
        const inside = (0, node_path_1.relative)(base.dir, agent.mount);
        if (inside.startsWith("..") || (0, node_path_1.isAbsolute)(inside))
            throw new errors_js_1.UserError(`the base commit's agent mounts ${agent.mount}, outside its checkout: a reference reads the base commit's files only`, `${short}:${rel}`, "pairs[0].agent.mount");
    }
    return agent;
}


/***/ }),

/***/ 46226:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.bisectCommand = bisectCommand;
/** `agent-loadtest bisect <scenario.yaml> --good REV --bad REV`: the commit that made the agent slower (docs/bisect.md). */
const node_path_1 = __webpack_require__(76760);
const bisect_js_1 = __webpack_require__(39206);
const errors_js_1 = __webpack_require__(83916);
const bisect_js_2 = __webpack_require__(24974);
const write_js_1 = __webpack_require__(1693);
const common_js_1 = __webpack_require__(60577);
const flag_tables_js_1 = __webpack_require__(19214);
const run_js_1 = __webpack_require__(94175);
async function bisectCommand(argv) {
    const { values, positionals } = (0, common_js_1.parseFlags)("bisect", argv, flag_tables_js_1.bisectFlags);
    if (positionals.length !== 1)
        throw new errors_js_1.UserError("expects exactly one scenario file", undefined, "agent-loadtest bisect");
    for (const flag of ["good", "bad"])
        if (!values[flag])
            throw new errors_js_1.UserError("is required: a commit, branch or tag", undefined, `--${flag}`);
    const minutes = values.minutes === undefined ? 60 : Number(values.minutes);
    if (!(minutes > 0 && minutes <= 1440))
        throw new errors_js_1.UserError(`expected a number of minutes above 0 and at most 1440 (a day), got ${values.minutes}`, undefined, "--minutes");
    const out = (0, node_path_1.resolve)(values.out ?? "bisect");
    const budget = values.budget === undefined ? undefined : budgetFlag(values.budget);
    const outcome = await (0, run_js_1.withSignals)((signal) => (0, bisect_js_1.bisect)({
        scenario: positionals[0],
        good: values.good,
        bad: values.bad,
        ...(values.metric ? { metric: values.metric } : {}),
        out,
        set: (0, common_js_1.listFlag)(values.set),
        allowHostPaths: (0, common_js_1.listFlag)(values["allow-host-path"]),
        ...(budget ? { budget } : {}),
        minutes,
        dryRun: values["dry-run"] === true,
        signal,
        log: (line) => console.error(line),
    }));
    if (!values["dry-run"])
        (0, write_js_1.writeBisect)(out, outcome.result);
    console.log((0, bisect_js_2.renderBisect)(outcome.result));
    return outcome.exitCode ?? errors_js_1.EXIT.pass;
}
/** `MIN:MAX:STEP`, whole numbers; whether they make a budget the scenario's own check says. */
function budgetFlag(text) {
    const m = /^(\d{1,7}):(\d{1,7}):(\d{1,7})$/.exec(text.trim());
    if (!m)
        throw new errors_js_1.UserError(`expected MIN:MAX:STEP, whole numbers of sessions a side (20:60:10), got "${text.slice(0, 40)}"`, undefined, "--budget");
    return { min: Number(m[1]), max: Number(m[2]), step: Number(m[3]) };
}


/***/ }),

/***/ 76358:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.printOutcome = printOutcome;
/** What every command that ends in a verdict prints: `run`, `demo`, `report`, `merge`. */
const node_path_1 = __webpack_require__(76760);
const terminal_summary_js_1 = __webpack_require__(43837);
/** The run's summary on stdout (src/report/terminal-summary.ts), paths relative to where the user is. */
function printOutcome(o) {
    const rel = (p) => (0, node_path_1.relative)(process.cwd(), p) || ".";
    const lines = (0, terminal_summary_js_1.summaryLines)(o.report, {
        runDir: rel(o.runDir),
        reportMd: rel(o.files.reportMd),
        reportJson: rel(o.files.reportJson),
    });
    for (const line of lines)
        console.log(line);
}


/***/ }),

/***/ 9851:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.progressOptions = progressOptions;
exports.logLine = logLine;
/** `--progress off|plain|tty` and `--progress-interval SECONDS` for commands that run sessions. */
const errors_js_1 = __webpack_require__(83916);
const progress_js_1 = __webpack_require__(62171);
/** Default: redrawn in place on a terminal, plain lines when piped or in CI. */
function defaultMode() {
    return process.stderr.isTTY && !process.env.CI ? "tty" : "plain";
}
function progressOptions(values) {
    const mode = (values.progress ?? defaultMode());
    if (!progress_js_1.PROGRESS_MODES.includes(mode))
        throw new errors_js_1.UserError(`expected one of ${progress_js_1.PROGRESS_MODES.join(", ")}, got "${mode}"`, undefined, "--progress");
    let intervalMs;
    if (values["progress-interval"] !== undefined) {
        const s = Number(values["progress-interval"]);
        if (!Number.isFinite(s) || s < 0.1)
            throw new errors_js_1.UserError("expected a number of seconds, at least 0.1", undefined, "--progress-interval");
        intervalMs = s * 1000;
    }
    const err = process.stderr;
    return {
        mode,
        intervalMs,
        write: (text) => err.write(text),
        columns: () => err.columns,
        onResize(redraw) {
            err.on("resize", redraw);
            return () => err.off("resize", redraw);
        },
    };
}
/** A log line on stderr that does not collide with a progress line being redrawn there. */
function logLine(progress) {
    const prefix = progress.mode === "tty" ? progress_js_1.CLEAR_LINE : "";
    return (line) => process.stderr.write(`${prefix}${line}\n`);
}


/***/ }),

/***/ 94175:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.runCommand = runCommand;
exports.withLocale = withLocale;
exports.withSignals = withSignals;
/** `agent-loadtest run <scenario.yaml>`: run, record, gate, report (flags: runFlags in flag-tables.ts). */
const errors_js_1 = __webpack_require__(83916);
const plan_js_1 = __webpack_require__(31641);
const progress_js_1 = __webpack_require__(62171);
const run_js_1 = __webpack_require__(319);
const load_js_1 = __webpack_require__(9256);
const common_js_1 = __webpack_require__(60577);
const flag_tables_js_1 = __webpack_require__(19214);
const outcome_js_1 = __webpack_require__(76358);
const progress_js_2 = __webpack_require__(9851);
async function runCommand(argv) {
    const { values, positionals } = (0, common_js_1.parseFlags)("run", argv, flag_tables_js_1.runFlags);
    if (positionals.length !== 1)
        throw new errors_js_1.UserError("expects exactly one scenario file", undefined, "agent-loadtest run");
    let shard = null;
    if (values.shard) {
        try {
            shard = (0, plan_js_1.parseShard)(values.shard);
        }
        catch (e) {
            throw new errors_js_1.UserError(e.message, undefined, "--shard");
        }
    }
    const progress = values.quiet ? undefined : (0, progress_js_2.progressOptions)(values);
    const loaded = await (0, load_js_1.loadScenario)(positionals[0], {
        set: withLocale((0, common_js_1.listFlag)(values.set), values.locale),
        allowHostPaths: (0, common_js_1.listFlag)(values["allow-host-path"]),
    });
    const outcome = await withSignals((signal) => (0, run_js_1.runScenario)(loaded, {
        outDir: values.out,
        baselineDir: values["baseline-dir"],
        shard,
        signal,
        log: progress && (0, progress_js_2.logLine)(progress),
        progress,
        reproduce: [
            "npx agent-loadtest run",
            positionals[0],
            ...(0, common_js_1.listFlag)(values.set).map((v) => `--set '${v.replaceAll("'", "'\\''")}'`),
            ...(0, common_js_1.listFlag)(values["allow-host-path"]).map((v) => `--allow-host-path '${v.replaceAll("'", "'\\''")}'`),
            ...(values.shard ? [`--shard ${values.shard}`] : []),
            ...(values.locale ? [`--locale ${values.locale}`] : []),
        ].join(" "),
    }));
    (0, outcome_js_1.printOutcome)(outcome.result);
    return outcome.exitCode ?? outcome.result.exitCode;
}
/** `--locale X` is `--set report.locale=X`, so the scenario schema checks it like any other value. */
function withLocale(sets, locale) {
    return locale === undefined ? sets : [...sets, `report.locale=${locale}`];
}
/** SIGINT/SIGTERM stop scheduling and tear down; the reports still get written, marked interrupted. */
async function withSignals(fn) {
    const controller = new AbortController();
    let exitCode = null;
    // Teardown is what keeps containers from leaking, so a second signal does not cut it short;
    // only a third leaves at once (the Action's post step still sweeps what is left).
    let received = 0;
    // On a terminal the line holds the echoed "^C" and maybe a progress line: erased, so the message starts clean.
    const say = (line) => process.stderr.write(`${process.stderr.isTTY ? progress_js_1.CLEAR_LINE : ""}${line}\n`);
    const on = (sig, code) => {
        const h = () => {
            received++;
            if (received >= 3)
                process.exit(code);
            if (received === 2) {
                say(`${sig}: still tearing down; send it once more to leave now`);
                return;
            }
            say(`${sig}: stopping, tearing down, writing reports`);
            exitCode = code;
            controller.abort();
        };
        process.on(sig, h);
        return () => process.off(sig, h);
    };
    const offs = [on("SIGINT", 130), on("SIGTERM", 143)];
    try {
        const result = await fn(controller.signal);
        return { result, exitCode };
    }
    finally {
        for (const off of offs)
            off();
    }
}


/***/ }),

/***/ 45362:
/***/ ((__unused_webpack_module, exports) => {


/**
 * The search of `agent-loadtest bisect` (docs/bisect.md), with no I/O: commits between a good and a
 * bad one, oldest first, the bad one last; each probe's class (good, bad, or skipped: its agent did
 * not build or start) narrows the range, as `git bisect` does, until one commit is the first bad one.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.BisectSearch = void 0;
class BisectSearch {
    size;
    /** Index of the last known good commit (-1: the good one itself) and the first known bad one. */
    lo = -1;
    hi;
    skipped = new Set();
    constructor(size) {
        this.size = size;
        if (size < 1)
            throw new Error("a bisect range holds at least the bad commit");
        this.hi = size - 1;
    }
    /** The commit to probe next (the untried one nearest the middle), or null when the search is over. */
    next() {
        const mid = (this.lo + this.hi) / 2;
        let best = null;
        for (let i = this.lo + 1; i < this.hi; i++) {
            if (this.skipped.has(i))
                continue;
            if (best === null || Math.abs(i - mid) < Math.abs(best - mid))
                best = i;
        }
        return best;
    }
    record(index, c) {
        if (c === "skip")
            this.skipped.add(index);
        else if (c === "bad")
            this.hi = Math.min(this.hi, index);
        else
            this.lo = Math.max(this.lo, index);
    }
    /**
     * Once next() is null: the first bad commit, or the candidates it may be when skipped commits sit
     * right before it (their agents could not tell).
     */
    result() {
        const candidates = [];
        for (let i = this.lo + 1; i <= this.hi; i++)
            candidates.push(i);
        return { culprit: this.hi, candidates };
    }
    /** ⌈log₂ N⌉: the probes a range of N commits needs with no skips and no re-tests. */
    static probesFor(size) {
        return size <= 1 ? 0 : Math.ceil(Math.log2(size));
    }
}
exports.BisectSearch = BisectSearch;


/***/ }),

/***/ 43837:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * The run's summary as the CLI prints it after the run: the verdict, the sessions and the figures the
 * gate tested, the checks that did not pass, the top error buckets with the first message of each,
 * every warning report.md shows (digest.ts, the one list), and where the files are.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.TOP_BUCKETS = void 0;
exports.summaryLines = summaryLines;
const i18n_js_1 = __webpack_require__(65430);
const digest_js_1 = __webpack_require__(67252);
const escape_js_1 = __webpack_require__(14031);
const format_js_1 = __webpack_require__(12011);
/** Buckets named in the terminal; report.md lists the rest. */
exports.TOP_BUCKETS = 3;
function summaryLines(r, paths) {
    // The report's own formatters, so a figure reads the same here as in report.md ("766 ms", a bare "–").
    const L = (0, i18n_js_1.lang)(r.locale);
    const icon = {
        pass: "PASS",
        warn: "PASS (with warnings)",
        fail: "FAIL",
        interrupted: `INTERRUPTED (checks on the finished sessions, for information: ${r.gate.status})`,
    }[r.verdict];
    const s = r.sessions;
    const lines = [
        `verdict: ${icon}`,
        `sessions: ${s.total} (passed ${s.passed}, failed ${s.failed}, errored ${s.errored}${s.interrupted ? `; ${s.interrupted} interrupted, not counted` : ""}) · pass rate ${(0, format_js_1.pct)(r.pass_rate, 1, L)} · e2e p95 ${(0, format_js_1.ms)(r.metrics.e2e_ms?.p95, L)} · ttft p95 ${(0, format_js_1.ms)(r.metrics.ttft_ms?.p95, L)}`,
    ];
    for (const c of r.gate.checks.filter((c) => c.status !== "pass"))
        lines.push(`  ${c.status.toUpperCase()} ${c.metric} ${c.rule}: ${c.reason}`);
    lines.push(...bucketLines(r), ...warningLines(r));
    lines.push(`run dir: ${paths.runDir}`, `report: ${paths.reportMd} (json: ${paths.reportJson})`);
    return lines;
}
/** `errors: stream_parse 8 — <first message> (session <id>)`, the largest buckets first. */
function bucketLines(r) {
    const rows = (0, digest_js_1.bucketRows)(r);
    if (rows.length === 0)
        return [];
    const lines = rows.slice(0, exports.TOP_BUCKETS).map(({ bucket, count, example }) => {
        const first = example?.message ? ` — ${(0, escape_js_1.plain)(example.message, 200)}` : "";
        const session = example ? ` (session ${(0, escape_js_1.plain)(example.session, 80)})` : "";
        return `  ${(0, escape_js_1.plain)(bucket, 60)} ${count}${first}${session}`;
    });
    const more = rows.length - exports.TOP_BUCKETS;
    if (more > 0)
        lines.push(`  … ${more} more bucket${more === 1 ? "" : "s"} in report.md`);
    return [`errors (${rows.length} bucket${rows.length === 1 ? "" : "s"}, first message of each):`, ...lines];
}
function warningLines(r) {
    const L = (0, i18n_js_1.lang)(r.locale);
    return (0, digest_js_1.reportWarnings)(r, L).map((w) => {
        const text = w.text((s) => (0, escape_js_1.plain)(s, 300));
        return `warning: ${w.lead ? `${w.lead} ${text}` : text}`;
    });
}


/***/ })

};
