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

/***/ 39206:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.bisect = bisect;
/**
 * `agent-loadtest bisect`: which commit made the agent slower. It first checks that the bad commit's
 * agent regresses against the good one's (same job, interleaved, the sequential gate where the
 * scenario has a budget), then probes commits in between as `git bisect` does: each probe checks a
 * commit out into a temporary worktree (as `compare-with: base` does) and runs its agent beside the
 * good commit's. A probe is bad when the metric's rule fails, good when it passes; an inconclusive
 * one runs again with twice the sessions; a commit whose agent does not build or start is skipped.
 * When the bad commit still regresses against the culprit's agent, there is another step after it,
 * and the search goes on from the culprit.
 *
 * Every probe keeps its run folder under `<out>/probes/`, and `<out>/state.json` its verdict, so a
 * killed bisect started again with the same arguments re-runs no finished probe.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
const bisect_search_js_1 = __webpack_require__(45362);
const run_js_1 = __webpack_require__(319);
const load_js_1 = __webpack_require__(9256);
const thresholds_js_1 = __webpack_require__(92800);
const base_worktree_js_1 = __webpack_require__(32391);
const compare_base_js_1 = __webpack_require__(93191);
/** base-worktree.ts's git (hooks off), its output or a thrown error with what git said. */
async function git(cwd, args) {
    const r = await (0, base_worktree_js_1.git)(cwd, args);
    if (!r.ok)
        throw new Error(r.stderr.slice(0, 300));
    return r.stdout;
}
async function commitOf(repo, rev, flag) {
    try {
        return await git(repo, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]);
    }
    catch {
        throw new errors_js_1.UserError(`${rev} is not a commit of ${repo}`, undefined, flag);
    }
}
/** Commits after `good` up to and including `bad`, oldest first, on the path between them. */
async function range(repo, good, bad) {
    const out = await git(repo, ["rev-list", "--ancestry-path", "--reverse", `${good}..${bad}`]);
    const commits = out ? out.split("\n") : [];
    if (commits.length === 0 || commits.at(-1) !== bad)
        throw new errors_js_1.UserError(`${bad.slice(0, 12)} does not descend from ${good.slice(0, 12)}`, undefined, "--bad");
    return commits;
}
async function bisect(o) {
    const log = o.log ?? (() => { });
    const cwd = (0, node_path_1.resolve)(o.cwd ?? process.cwd());
    let repo;
    try {
        repo = await git(cwd, ["rev-parse", "--show-toplevel"]);
    }
    catch {
        throw new errors_js_1.UserError(`${cwd} is not a git checkout: bisect probes the repository's commits`, undefined, "bisect");
    }
    const rel = (0, node_path_1.relative)(repo, (0, node_path_1.resolve)(cwd, o.scenario));
    if (rel.startsWith("..") || (0, node_path_1.isAbsolute)(rel))
        throw new errors_js_1.UserError(`the scenario is outside the repository ${repo}`, o.scenario, "scenario");
    // The scenario as this checkout has it, with the overrides: a mistake in either is the user's to
    // fix now (exit 2), not a reason to skip every probe.
    const here = await (0, load_js_1.loadScenario)((0, node_path_1.resolve)(cwd, o.scenario), { cwd, set: o.set ?? [] });
    if (here.scenario.runtime.type === "http")
        throw new errors_js_1.UserError("bisect runs each commit's agent beside the good one's, and an http runtime starts no agent", o.scenario, "runtime.type");
    const good = await commitOf(repo, o.good, "--good");
    const bad = await commitOf(repo, o.bad, "--bad");
    const commits = await range(repo, good, bad);
    const metric = o.metric ?? "e2e_ms";
    const out = (0, node_path_1.resolve)(o.out);
    const result = {
        good,
        bad,
        metric,
        commits: commits.length,
        outcome: "dry_run",
        effect: null,
        culprits: [],
        probes: [],
        sessions: 0,
        minutes: 0,
    };
    log(`bisect ${good.slice(0, 12)}..${bad.slice(0, 12)}: ${commits.length} commits, ${metric}; a confirming run, then about ${bisect_search_js_1.BisectSearch.probesFor(commits.length)} probes`);
    if (o.dryRun) {
        for (const c of commits)
            log(`  ${c.slice(0, 12)} ${await subjectOf(repo, c)}`);
        return result;
    }
    (0, node_fs_1.mkdirSync)((0, node_path_1.join)(out, "probes"), { recursive: true });
    const state = readState(out, `${rel}|${good}|${bad}|${metric}|${(o.set ?? []).join(",")}`);
    const started = Date.now();
    const deadline = started + (o.minutes ?? 60) * 60_000;
    const probe = (commit, reference) => classified(commit, reference, { o, repo, rel, metric, out, state, log });
    let reference = good;
    let left = commits;
    let confirm = await probe(bad, reference);
    result.effect = confirm.effect;
    if (confirm.verdict === "interrupted") {
        result.outcome = "interrupted";
        return finish(result, state, started);
    }
    if (confirm.class !== "bad") {
        result.outcome = "not_reproduced";
        return finish(result, state, started);
    }
    result.outcome = "found";
    while (left.length > 0) {
        const search = new bisect_search_js_1.BisectSearch(left.length);
        const byIndex = new Map([[left.length - 1, confirm]]);
        for (let i = search.next(); i !== null; i = search.next()) {
            if (Date.now() > deadline || o.signal?.aborted) {
                result.outcome = o.signal?.aborted ? "interrupted" : "out_of_time";
                return finish(result, state, started);
            }
            const p = await probe(left[i], reference);
            if (p.verdict === "interrupted") {
                result.outcome = "interrupted";
                return finish(result, state, started);
            }
            byIndex.set(i, p);
            search.record(i, p.class === "inconclusive" ? "good" : p.class);
        }
        const found = search.result();
        const culprit = left[found.culprit];
        const own = byIndex.get(found.culprit) ?? null;
        const explains = share(own?.effect ?? null, result.effect);
        result.culprits.push({
            commit: culprit,
            subject: await subjectOf(repo, culprit),
            author: await git(repo, ["log", "-1", "--format=%an <%ae>", culprit]),
            effect: own?.effect ?? null,
            explains,
            candidates: found.candidates.map((i) => left[i]),
        });
        // Another step later on? The bad commit against the culprit says: regressing still, search again from it.
        if (found.culprit === left.length - 1)
            break;
        reference = culprit;
        left = left.slice(found.culprit + 1);
        confirm = await probe(bad, reference);
        if (confirm.verdict === "interrupted") {
            result.outcome = "interrupted";
            return finish(result, state, started);
        }
        if (confirm.class !== "bad")
            break;
    }
    return finish(result, state, started);
}
/** The share of the whole effect a step explains, on the log scale (a ratio's); null when unknown. */
function share(step, whole) {
    if (step === null || whole === null || !(step > 0) || !(whole > 0) || whole === 1)
        return null;
    return Math.log(step) / Math.log(whole);
}
/** A probe, and once more with twice the sessions when the first was inconclusive. */
async function classified(commit, reference, ctx) {
    const first = await probeOnce(commit, reference, 1, ctx);
    if (first.class !== "inconclusive")
        return first;
    return probeOnce(commit, reference, 2, ctx);
}
async function probeOnce(commit, reference, attempt, ctx) {
    const done = ctx.state.probes.find((p) => p.commit === commit && p.reference === reference && p.attempt === attempt);
    if (done) {
        ctx.log(`probe ${commit.slice(0, 12)} vs ${reference.slice(0, 12)}: ${done.class} (kept from ${done.run_dir})`);
        return done;
    }
    const p = await runProbe(commit, reference, attempt, ctx);
    // A probe cut short by a signal is not kept: started again, the bisect runs it again.
    if (p.verdict === "interrupted")
        return p;
    ctx.state.probes.push(p);
    (0, node_fs_1.writeFileSync)(ctx.state.file, `${JSON.stringify({ key: ctx.state.key, probes: ctx.state.probes }, null, 1)}\n`);
    ctx.log(`probe ${commit.slice(0, 12)} vs ${reference.slice(0, 12)}${attempt > 1 ? " (again, twice the sessions)" : ""}: ${p.class}${p.effect !== null ? `, ${ctx.metric} ×${p.effect.toFixed(3)}` : ""} over ${p.sessions} sessions${p.note ? ` (${p.note})` : ""}`);
    return p;
}
async function runProbe(commit, reference, attempt, ctx) {
    const base = {
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
    const cand = await (0, base_worktree_js_1.checkoutBase)(commit, ctx.repo);
    const ref = await (0, base_worktree_js_1.checkoutBase)(reference, ctx.repo);
    try {
        let loaded;
        try {
            loaded = await (0, load_js_1.loadScenario)((0, node_path_1.join)(cand.dir, ctx.rel), { cwd: cand.dir, set: ctx.o.set ?? [] });
            // The reference arm is the reference commit's agent, from its own copy of the scenario.
            const referenced = await (0, compare_base_js_1.withBaseReference)(loaded, { ...ref, repo: cand.dir });
            loaded = onlyMetric(twiceWhen(attempt, referenced.loaded), ctx.metric);
        }
        catch (e) {
            // A commit whose scenario or agent cannot load: skipped, as `git bisect skip` would.
            if (e instanceof errors_js_1.UserError)
                return { ...base, note: e.message.slice(0, 200) };
            throw e;
        }
        const run = await (0, run_js_1.runScenario)(loaded, {
            outDir: (0, node_path_1.join)(ctx.out, "probes"),
            baselineDir: (0, node_path_1.join)(ctx.out, "baselines"),
            ...(ctx.o.signal ? { signal: ctx.o.signal } : {}),
        });
        const r = run.report;
        const check = r.gate.checks.find((c) => c.kind === "regression" && parseMetricKeySafe(c.metric) === ctx.metric);
        const f = check?.facts.params ?? {};
        const num = (v) => (typeof v === "number" && Number.isFinite(v) ? v : null);
        const judged = r.sessions.passed + r.sessions.failed;
        const klass = judged === 0
            ? "skip"
            : check?.status === "fail"
                ? "bad"
                : check?.status === "warn"
                    ? "inconclusive"
                    : "good";
        return {
            ...base,
            class: klass,
            verdict: r.verdict,
            effect: num(f.estimate),
            lower: num(f.lower),
            upper: num(f.upper),
            p: num(check?.p_value),
            sessions: r.sessions.total,
            seconds: r.duration_s,
            run_dir: run.runDir,
            note: judged === 0 ? "no session of its agent passed or failed: it did not build or start" : null,
        };
    }
    finally {
        await (0, base_worktree_js_1.removeBase)(cand);
        await (0, base_worktree_js_1.removeBase)(ref);
    }
}
const parseMetricKeySafe = (key) => {
    try {
        return (0, thresholds_js_1.parseMetricKey)(key).metric;
    }
    catch {
        return null;
    }
};
/** The metric's own rules alone (a default one when the scenario has none): a probe answers one question. */
function onlyMetric(loaded, metric) {
    const reg = loaded.scenario.regression;
    if (!reg)
        return loaded;
    const own = Object.entries(reg.metrics ?? {}).filter(([k]) => parseMetricKeySafe(k) === metric);
    const metrics = own.length > 0 ? Object.fromEntries(own) : { [metric]: { max_increase: "10%" } };
    return { ...loaded, scenario: { ...loaded.scenario, regression: { ...reg, metrics } } };
}
/** A second attempt runs twice the sessions (twice a budget's max, min and step alike). */
function twiceWhen(attempt, loaded) {
    if (attempt === 1)
        return loaded;
    const twice = (s) => typeof s === "number" ? 2 * s : { min: 2 * s.min, max: 2 * s.max, step: 2 * s.step };
    return {
        ...loaded,
        scenario: {
            ...loaded.scenario,
            pairs: loaded.scenario.pairs.map((p) => ({ ...p, sessions: twice(p.sessions) })),
        },
        pairs: loaded.pairs.map((p) => ({
            ...p,
            sessions: 2 * p.sessions,
            ...(p.budget ? { budget: twice(p.budget) } : {}),
        })),
    };
}
async function subjectOf(repo, commit) {
    return (await git(repo, ["log", "-1", "--format=%s", commit])).slice(0, 200);
}
function readState(out, key) {
    const file = (0, node_path_1.join)(out, "state.json");
    if ((0, node_fs_1.existsSync)(file)) {
        try {
            const s = JSON.parse((0, node_fs_1.readFileSync)(file, "utf8"));
            if (s.key === key && Array.isArray(s.probes))
                return { key, probes: s.probes, file };
        }
        catch {
            // A state file that does not parse is started over.
        }
    }
    return { key, probes: [], file };
}
function finish(result, state, started) {
    // One row per probe, the last kept (a state file only ever appends).
    const byId = new Map(state.probes.map((p) => [`${p.commit}|${p.reference}|${p.attempt}`, p]));
    result.probes = [...byId.values()];
    result.sessions = result.probes.reduce((a, p) => a + p.sessions, 0);
    result.minutes = Math.round(((Date.now() - started) / 60_000) * 10) / 10;
    return result;
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
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const bisect_js_1 = __webpack_require__(39206);
const errors_js_1 = __webpack_require__(83916);
const bisect_js_2 = __webpack_require__(24974);
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
    if (!(minutes > 0))
        throw new errors_js_1.UserError(`expected a number of minutes above 0, got ${values.minutes}`, undefined, "--minutes");
    const out = (0, node_path_1.resolve)(values.out ?? "bisect");
    const outcome = await (0, run_js_1.withSignals)((signal) => (0, bisect_js_1.bisect)({
        scenario: positionals[0],
        good: values.good,
        bad: values.bad,
        ...(values.metric ? { metric: values.metric } : {}),
        out,
        set: (0, common_js_1.listFlag)(values.set),
        minutes,
        dryRun: values["dry-run"] === true,
        signal,
        log: (line) => console.error(line),
    }));
    const text = (0, bisect_js_2.renderBisect)(outcome.result);
    if (!values["dry-run"]) {
        (0, node_fs_1.mkdirSync)(out, { recursive: true });
        (0, node_fs_1.writeFileSync)((0, node_path_1.join)(out, "report.json"), `${JSON.stringify(outcome.result, null, 1)}\n`);
        (0, node_fs_1.writeFileSync)((0, node_path_1.join)(out, "report.md"), text);
    }
    console.log(text);
    return outcome.exitCode ?? errors_js_1.EXIT.pass;
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

/***/ 24974:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * What `agent-loadtest bisect` found, as data (`<out>/report.json`) and in words (`<out>/report.md`):
 * the range, each probe's commit, class, effect and bounds, the culprits with their commit message and
 * author and the share of the good→bad effect each explains, and the sessions and minutes spent.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.renderBisect = renderBisect;
const escape_js_1 = __webpack_require__(14031);
const short = (sha) => sha.slice(0, 12);
const ratio = (v) => (v === null ? "–" : `${v.toFixed(2)}×`);
const pct = (v) => (v === null ? "–" : `${Math.round(v * 100)}%`);
const OUTCOME = {
    found: "found",
    not_reproduced: "not reproduced: the bad commit's agent does not regress against the good one's here",
    out_of_time: "stopped: its time ran out before the search ended; the probes so far are below",
    interrupted: "interrupted: run the same command again to go on from the probes below",
    dry_run: "plan only (--dry-run)",
};
function renderBisect(r) {
    const lines = [
        `## agent-loadtest bisect · ${(0, escape_js_1.md)(r.metric)} · ${short(r.good)}..${short(r.bad)}`,
        "",
        `${r.commits} commits; the bad commit against the good one: ${ratio(r.effect)}. Outcome: ${OUTCOME[r.outcome]}. ${r.probes.length} probes, ${r.sessions} sessions, ${r.minutes} min.`,
        "",
    ];
    for (const c of r.culprits) {
        const maybe = c.candidates.length > 1
            ? ` (or one of ${c.candidates.map(short).join(", ")}: skipped commits before it)`
            : "";
        const text = `\`${short(c.commit)}\`${maybe}: ${c.subject}, by ${c.author}. ${r.metric} ${ratio(c.effect)} against its reference, ${pct(c.explains)} of the good→bad effect.`;
        lines.push(`**Culprit** ${(0, escape_js_1.mdProse)(text, 800)}`, "");
    }
    lines.push("| commit | against | class | effect | bounds | p | sessions | run |", "|---|---|---|---|---|---|---|---|");
    for (const p of r.probes)
        lines.push(`| \`${short(p.commit)}\` | \`${short(p.reference)}\` | ${p.class}${p.attempt > 1 ? " (again)" : ""} | ${ratio(p.effect)} | [${ratio(p.lower)}, ${p.upper === null ? "∞" : ratio(p.upper)}] | ${p.p === null ? "–" : p.p.toPrecision(2)} | ${p.sessions} | ${p.run_dir ? (0, escape_js_1.md)(p.run_dir.split("/").pop() ?? "", 100) : (0, escape_js_1.md)(p.note ?? "", 120)} |`);
    return `${lines.join("\n")}\n`;
}


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
