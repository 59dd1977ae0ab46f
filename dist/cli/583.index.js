export const id = 583;
export const ids = [583];
export const modules = {

/***/ 41583:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.baselineCommand = baselineCommand;
/** `agent-loadtest baseline update <run-dir> [--baseline-dir DIR] [--force]`: write or refresh baselines/<scenario>.json. */
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
const baseline_update_js_1 = __webpack_require__(71329);
const common_js_1 = __webpack_require__(60577);
const flag_tables_js_1 = __webpack_require__(19214);
async function baselineCommand(argv) {
    const { values, positionals } = (0, common_js_1.parseFlags)("baseline", argv, flag_tables_js_1.baselineFlags);
    const [action, runDir, ...rest] = positionals;
    if (action !== "update" || !runDir || rest.length > 0) {
        throw new errors_js_1.UserError("usage: baseline update <run-dir> [--baseline-dir DIR] [--force]", undefined, "agent-loadtest baseline");
    }
    const r = (0, baseline_update_js_1.updateBaseline)((0, node_path_1.resolve)(runDir), (0, node_path_1.resolve)(values["baseline-dir"] ?? "baselines"), {
        force: values.force === true,
    });
    if (r.forcedOver.length > 0)
        console.log(`adopted with --force although the run failed its gate (${r.forcedOver.join("; ")})`);
    if (r.replacedHash)
        console.log(`the workload changed since the last baseline (scenario hash ${r.replacedHash}): it is replaced and its history starts over`);
    console.log(`baseline: ${(0, node_path_1.relative)(process.cwd(), r.file)} (${r.sessions} sessions; history of ${r.historyLength} run${r.historyLength === 1 ? "" : "s"}, this one included)`);
    return 0;
}


/***/ }),

/***/ 71329:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.sourceFromEnv = sourceFromEnv;
exports.failedChecks = failedChecks;
exports.updateBaseline = updateBaseline;
/**
 * `baseline update`: turn a finished run into `baselines/<scenario>.json`, keeping the previous
 * baseline's summary in the bounded history. A baseline of another scenario hash (the workload
 * changed) is replaced, its history with it: earlier runs measured another workload. A run whose
 * gate failed (report.json) is no baseline unless the user says so with `force`: every later run
 * would be gated against that failure.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const index_js_1 = __webpack_require__(36288);
const refusal_js_1 = __webpack_require__(41115);
const errors_js_1 = __webpack_require__(83916);
const verdict_js_1 = __webpack_require__(15950);
const write_js_1 = __webpack_require__(1693);
const read_run_js_1 = __webpack_require__(83248);
/** Where a run came from: the CI's variables when present, else what the run recorded. */
function sourceFromEnv(env = process.env) {
    const out = {};
    if (env.GITHUB_SHA)
        out.sha = env.GITHUB_SHA;
    if (env.GITHUB_REF)
        out.ref = env.GITHUB_REF;
    if (env.GITHUB_RUN_ID)
        out.ci_run_id = env.GITHUB_RUN_ID;
    if (env.GITHUB_REPOSITORY)
        out.repository = env.GITHUB_REPOSITORY;
    return out;
}
/**
 * The checks that make this run no baseline, as `metric rule` — judged from its report.json, the
 * verdict the user saw; a missing or refused baseline is what the update fixes, so it does not count.
 * A run directory without report.json was never judged: nothing to hold against it.
 */
function failedChecks(runDir, failOn) {
    if (!(0, node_fs_1.existsSync)((0, node_path_1.join)(runDir, "report.json")))
        return [];
    const report = (0, write_js_1.readRunReport)(runDir);
    return (0, verdict_js_1.failuresBesidesBaseline)(report.gate.checks, failOn).map((c) => `${c.metric} ${c.rule}`);
}
function updateBaseline(runDir, baselineDir, opts = {}) {
    // A same-job comparison's baseline is its candidate arm: the reference arm is not this scenario's agent.
    const { run, scenario, events } = (0, read_run_js_1.readRun)(runDir);
    if (run.counts.total === 0)
        throw new errors_js_1.UserError("the run has no sessions to make a baseline of", runDir);
    if (run.interrupted)
        throw new errors_js_1.UserError("the run was interrupted; a baseline needs a complete run", runDir);
    const failed = failedChecks(runDir, opts.failOn);
    if (failed.length > 0 && !opts.force)
        throw new errors_js_1.UserError(`the run failed its gate (${failed.slice(0, 3).join("; ")}${failed.length > 3 ? "; …" : ""}): every later run would be gated against that; fix it and record a passing run, or pass --force to adopt this one`, runDir);
    // Where the gate reads it: `regression.baseline` when the scenario names one.
    const file = (0, read_run_js_1.baselinePathFor)(scenario, run.scenario.name, baselineDir);
    const { baseline: previous, stale } = (0, index_js_1.readBaselineFor)(file, run.scenario);
    const src = { ...sourceFromEnv(), ...run.source };
    const baseline = (0, index_js_1.buildBaseline)(run, previous, {
        sha: src.sha ?? null,
        ref: src.ref ?? null,
        run_id: run.run_id,
        time: (opts.now ?? new Date()).toISOString(),
    }, { workload: (0, refusal_js_1.recordedWorkload)(events.find((e) => e.type === "run_start")) });
    (0, index_js_1.writeBaseline)(file, baseline);
    return {
        file,
        sessions: run.counts.total,
        historyLength: baseline.history.length,
        replacedHash: stale?.scenario.hash ?? null,
        forcedOver: failed,
    };
}


/***/ })

};
