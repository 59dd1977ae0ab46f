export const id = 583;
export const ids = [583];
export const modules = {

/***/ 41115:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.CHANGES_SHOWN = void 0;
exports.judgeBaseline = judgeBaseline;
exports.recordedWorkload = recordedWorkload;
exports.changesText = changesText;
/**
 * Whether the stored baseline is compared with a run, and if not, why: the one place that decides.
 * A baseline recorded against other LLM answers (scripted, replayed, real) or for another scenario
 * hash (the workload changed) is refused; a refusal for another hash names the fields that changed,
 * old → new, from the workload the baseline kept (secrets masked where it was hashed).
 */
const fingerprint_js_1 = __webpack_require__(93162);
const schema_js_1 = __webpack_require__(3224);
/** `stored` is whatever the baseline file holds for this scenario's name, any hash, or null. */
function judgeBaseline(stored, run) {
    if (!stored)
        return { baseline: null, refusal: null };
    const recordedMode = stored.scenario.llm_mode;
    // A replay, a script and a real endpoint answer differently: no statistic bridges them.
    if (recordedMode && run.llm_mode && recordedMode !== run.llm_mode)
        return { baseline: null, refusal: { why: "llm_mode", recorded: recordedMode, now: run.llm_mode } };
    if (stored.scenario.hash === run.hash)
        return { baseline: stored, refusal: null };
    const old = stored.scenario.workload;
    const changes = old && run.workload ? (0, fingerprint_js_1.workloadChanges)(old, run.workload) : null;
    return {
        baseline: null,
        refusal: { why: "scenario_changed", recorded: stored.scenario.hash, now: run.hash, changes },
    };
}
/** The workload a run_start recorded, when it is well-formed; a run dir is data, read with care. */
function recordedWorkload(start) {
    const value = start?.scenario_workload;
    if (value === undefined)
        return null;
    const parsed = schema_js_1.workloadSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
}
/** Changes shown in one message; the rest is a "…". */
exports.CHANGES_SHOWN = 4;
/** Characters of one old or new value in a message. */
const VALUE_SHOWN = 60;
/**
 * The changed fields as one line: `pairs[0].agent.env.MODE: "ok" → "broken"; load.concurrency: 4 → 8`,
 * `–` for a field absent on that side, at most CHANGES_SHOWN of them.
 */
function changesText(changes) {
    const value = (v) => v === null ? "–" : v.length > VALUE_SHOWN ? `${v.slice(0, VALUE_SHOWN - 1)}…` : v;
    const shown = changes.slice(0, exports.CHANGES_SHOWN).map((c) => `${c.field}: ${value(c.old)} → ${value(c.now)}`);
    return changes.length > exports.CHANGES_SHOWN ? `${shown.join("; ")}; …` : shown.join("; ");
}


/***/ }),

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

/***/ 63719:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.predictionInterval = predictionInterval;
exports.historyChecks = historyChecks;
const distributions_js_1 = __webpack_require__(99808);
const quantiles_js_1 = __webpack_require__(37461);
const thresholds_js_1 = __webpack_require__(89695);
const STATISTICS = [
    {
        metric: "e2e_p50",
        of: (h) => h.e2e_p50,
        current: (_r, m) => m.e2e_ms?.p50 ?? null,
        log: true,
    },
    {
        metric: "e2e_p95",
        of: (h) => h.e2e_p95,
        current: (_r, m) => m.e2e_ms?.p95 ?? null,
        log: true,
    },
    {
        metric: "ttft_p95",
        of: (h) => h.ttft_p95,
        current: (_r, m) => m.ttft_ms?.p95 ?? null,
        log: true,
    },
    {
        metric: "pass_rate",
        of: (h) => h.pass_rate,
        current: (r) => r.pass_rate,
        log: false,
        bounds: [0, 1],
    },
];
/** Identical runs would give a zero-width interval and flag any jitter; these floors stand for measurement resolution. */
const MIN_HALF_WIDTH = { log: Math.log(1.01), linear: 0.01 };
/** Prediction interval for one more observation from a sample, on the given scale. */
function predictionInterval(values, confidence) {
    const n = values.length;
    const { mean, sd } = (0, quantiles_js_1.meanSd)(values);
    return {
        center: mean,
        half: (0, distributions_js_1.studentTQuantile)(1 - (1 - confidence) / 2, n - 1) * sd * Math.sqrt(1 + 1 / n),
    };
}
function historyChecks(run, baseline, opts = {}) {
    const window = baseline.history.slice(-(opts.window ?? 20));
    const minRuns = Math.max(2, opts.min_runs ?? 5);
    const confidence = opts.confidence ?? 0.95;
    const checks = [];
    const trends = [];
    // The same headline figures the report shows and the baseline's history recorded.
    const metrics = run.metrics;
    for (const st of STATISTICS) {
        const points = window.map((h) => ({ time: h.time, sha: h.sha, run_id: h.run_id, value: st.of(h) }));
        const current = st.current(run, metrics);
        const values = points.map((p) => p.value).filter((v) => v !== null && (!st.log || v > 0));
        if (values.length < minRuns || current === null || (st.log && current <= 0)) {
            trends.push({ metric: st.metric, points, current, interval: null });
            continue;
        }
        const tf = st.log ? Math.log : (v) => v;
        const back = st.log ? Math.exp : (v) => v;
        const pi = predictionInterval(values.map(tf), confidence);
        const half = Math.max(pi.half, st.log ? MIN_HALF_WIDTH.log : MIN_HALF_WIDTH.linear);
        // A proportion's interval stays within [0, 1].
        const [lo, hi] = st.bounds ?? [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
        const interval = [
            Math.max(lo, back(pi.center - half)),
            Math.min(hi, back(pi.center + half)),
        ];
        trends.push({ metric: st.metric, points, current, interval });
        const inside = current >= interval[0] && current <= interval[1];
        const where = inside ? "inside" : current > interval[1] ? "above" : "below";
        const params = {
            metric: st.metric,
            unit: st.log ? "ms" : "rate",
            observed: current,
            lower: interval[0],
            upper: interval[1],
            runs: values.length,
        };
        checks.push({
            kind: "history",
            metric: st.metric,
            rule: `within the run-to-run range of the last ${values.length} baseline runs`,
            observed: current,
            baseline: back(pi.center),
            interval,
            status: inside ? "pass" : "warn",
            facts: { key: `history.${where}`, params },
            n_baseline: values.length,
            method: `Student-t prediction interval (${(0, thresholds_js_1.formatValue)(confidence * 100)}%)${st.log ? " on the log scale" : ""}`,
        });
    }
    return { checks, trends };
}


/***/ }),

/***/ 15950:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SAME_WORKLOAD_RULE = void 0;
exports.verdictStatus = verdictStatus;
exports.failuresBesidesBaseline = failuresBesidesBaseline;
exports.gate = gate;
/**
 * The gate: thresholds (SLOs), regression against the baseline, drift against its history, and
 * the data checks that keep a gate with no data from passing. One verdict, every check listed.
 */
const refusal_js_1 = __webpack_require__(41115);
const history_js_1 = __webpack_require__(63719);
const regression_js_1 = __webpack_require__(50446);
const run_metrics_js_1 = __webpack_require__(26858);
const thresholds_js_1 = __webpack_require__(89695);
function category(check) {
    if (check.kind === "threshold")
        return "slo";
    if (check.kind === "regression")
        return "regression";
    return check.kind;
}
const DEFAULT_FAIL_ON = ["slo", "regression"];
/** A failing check of this kind fails the verdict: data always, history never, the rest by `failOn`. */
function counts(c, failOn) {
    const cat = category(c);
    return cat === "data" || (cat !== "history" && failOn.includes(cat));
}
/** fail if a failing check counts (data always does), warn if anything else is off, else pass. */
function verdictStatus(checks, failOn = DEFAULT_FAIL_ON) {
    if (checks.some((c) => c.status === "fail" && counts(c, failOn)))
        return "fail";
    if (checks.some((c) => c.status !== "pass"))
        return "warn";
    return "pass";
}
function dataCheck(status, rule, key, observed = null) {
    const facts = { key: `data.${key}`, params: {} };
    return {
        kind: "data",
        metric: "sessions",
        rule,
        observed,
        baseline: null,
        interval: null,
        status,
        facts,
    };
}
/** The rule of every check that a run measured the scenario's own workload (a baseline's, a shard's). */
exports.SAME_WORKLOAD_RULE = "same scenario hash";
/**
 * The failing checks that fail the verdict, apart from the ones about the baseline itself (missing,
 * refused): a run with any of them is no baseline, and `baseline update` asks for --force to adopt it.
 */
function failuresBesidesBaseline(checks, failOn = DEFAULT_FAIL_ON) {
    return checks.filter((c) => c.status === "fail" && counts(c, failOn) && !(c.kind === "regression" && c.metric === "baseline"));
}
/** The one failing check of a refused baseline; it suggests adopting this run only when nothing else failed. */
function refusalCheck(refusal, where, input, adoptable) {
    const check = {
        kind: "regression",
        metric: "baseline",
        observed: null,
        baseline: null,
        interval: null,
        status: "fail",
    };
    if (refusal.why === "llm_mode") {
        const params = { where, recorded: refusal.recorded, now: refusal.now };
        return { ...check, rule: "same LLM mode", facts: { key: "baseline.llm_mode", params } };
    }
    const listed = refusal.changes !== null;
    const key = `baseline.${listed ? "changed" : "changed_unlisted"}${adoptable ? "" : "_failing"}`;
    const changes = refusal.changes && refusal.changes.length > 0
        ? (0, refusal_js_1.changesText)(refusal.changes)
        : `scenario hash ${refusal.recorded} → ${refusal.now}`;
    const params = {
        where,
        recorded: refusal.recorded,
        now: refusal.now,
        run_dir: input.runDir ?? "<run-dir>",
        ...(listed ? { changes } : {}),
    };
    return { ...check, rule: exports.SAME_WORKLOAD_RULE, facts: { key, params } };
}
/** A merged run whose shard measured another workload (hash or name) than the trusted one fails: those sessions say nothing about it. */
function shardWorkloadCheck(shards, hash) {
    const list = shards
        .map((s) => `${s.label} ran ${s.hash}`)
        .join("; ")
        .slice(0, 400);
    return {
        kind: "data",
        metric: "shards",
        rule: exports.SAME_WORKLOAD_RULE,
        observed: shards.length,
        baseline: null,
        interval: null,
        status: "fail",
        facts: { key: "data.shard_workloads", params: { count: shards.length, hash, list } },
    };
}
function gate(input) {
    const { run, thresholds = {}, regression } = input;
    const checks = [];
    const sessions = (0, run_metrics_js_1.gatedPositions)(run).at.length;
    if (sessions === 0) {
        checks.push(dataCheck("fail", "at least one session", "no_sessions", 0));
    }
    if (Object.keys(thresholds).length === 0 && !regression) {
        checks.push(dataCheck("warn", "something to gate on", "nothing_to_gate"));
    }
    checks.push(...(0, thresholds_js_1.evaluateThresholds)(run, thresholds));
    if (input.shardWorkloads && input.shardWorkloads.length > 0)
        checks.push(shardWorkloadCheck(input.shardWorkloads, run.scenario.hash));
    let trends;
    if (regression) {
        const baseline = input.baseline ?? null;
        if (input.refusal) {
            const adoptable = failuresBesidesBaseline(checks, input.failOn).length === 0;
            checks.push(refusalCheck(input.refusal, input.baselinePath ?? "the baseline", input, adoptable));
        }
        else if (!baseline) {
            const onMissing = regression.on_missing ?? "fail";
            const where = input.baselinePath ?? regression.baseline ?? "the baseline directory";
            checks.push({
                kind: "regression",
                metric: "baseline",
                rule: `on_missing: ${onMissing}`,
                observed: null,
                baseline: null,
                interval: null,
                status: onMissing,
                facts: { key: "baseline.missing", params: { where } },
            });
        }
        else {
            checks.push(...(input.sequentialChecks ?? (0, regression_js_1.regressionChecks)(run, baseline, regression)));
            const history = (0, history_js_1.historyChecks)(run, baseline, {
                ...regression.history,
                ...(regression.confidence !== undefined ? { confidence: regression.confidence } : {}),
            });
            checks.push(...history.checks);
            trends = history.trends;
        }
    }
    const checksStatus = verdictStatus(checks, input.failOn);
    const status = input.interrupted ? "interrupted" : checksStatus;
    return trends ? { status, checksStatus, checks, trends } : { status, checksStatus, checks };
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
