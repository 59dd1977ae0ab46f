export const id = 882;
export const ids = [882];
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

/***/ 41865:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.stageView = stageView;
exports.evaluateStage = evaluateStage;
exports.evaluateView = evaluateView;
/**
 * A stage's verdict (ramp, find_max, staged rate): its SLO and circuit breaker on its sessions. The same
 * `evaluateStage` judges a stage while find_max runs and when the report is rebuilt from events.jsonl
 * (report/stages.ts), so the two always agree.
 */
const thresholds_js_1 = __webpack_require__(89695);
const tally_js_1 = __webpack_require__(13907);
/** Metric names the stage SLO accepts besides the gate's own: `error_rate` reads as `errors`' rate. */
const SLO_ALIASES = { error_rate: "errors" };
/** The run seen through one stage: its sessions, and distributions of their samples only. */
function stageView(run, stage) {
    const sessions = run.sessions.filter((s) => s.stage === stage);
    return {
        ...run,
        sessions,
        ...(0, tally_js_1.tallySessions)(sessions),
        distribution: (metric, tags) => run.distribution(metric, { ...tags, stage: String(stage) }),
    };
}
/**
 * Checks `load.slo` on one stage's sessions. A stage whose error rate is over the circuit breaker
 * fails too, SLO or not, with `error_rate` as the breaching metric. A stage without sessions fails
 * its SLO: no data never passes.
 */
function evaluateStage(run, stage, load) {
    return evaluateView(stageView(run, stage), load);
}
/** evaluateStage on a stage's view already made. */
function evaluateView(view, load) {
    const n = view.counts.total;
    const error_rate = n === 0 ? 0 : view.counts.errored / n;
    const verdict = (slo, breaching_metric) => ({
        slo,
        breaching_metric,
        error_rate,
        sessions: n,
    });
    for (const [key, rules] of Object.entries(load.slo ?? {})) {
        const metricKey = SLO_ALIASES[key] ?? key;
        for (const rule of Array.isArray(rules) ? rules : [rules]) {
            if ((0, thresholds_js_1.evaluateThreshold)(view, metricKey, rule).status === "fail")
                return verdict("fail", key);
        }
    }
    if (n > 0 && error_rate > load.circuit_breaker_error_rate)
        return verdict("fail", "error_rate");
    return verdict(load.slo && Object.keys(load.slo).length > 0 ? "pass" : null, null);
}


/***/ }),

/***/ 43882:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * Everything after the sessions: record events.jsonl, gate against thresholds and the baseline,
 * write every report. `agent-loadtest report <run-dir>` calls exactly this, so a rebuilt report
 * equals the live one apart from its generation time.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.finalizeRun = finalizeRun;
const refusal_js_1 = __webpack_require__(41115);
const runner_js_1 = __webpack_require__(11121);
const store_js_1 = __webpack_require__(54494);
const errors_js_1 = __webpack_require__(83916);
const verdict_js_1 = __webpack_require__(15950);
const ai_summary_js_1 = __webpack_require__(36779);
const build_js_1 = __webpack_require__(95066);
const resources_js_1 = __webpack_require__(43211);
const stages_js_1 = __webpack_require__(71139);
const write_js_1 = __webpack_require__(1693);
const compare_js_1 = __webpack_require__(27529);
const read_run_js_1 = __webpack_require__(83248);
const sequential_js_1 = __webpack_require__(36667);
/** By the checks: an interrupted `run` exits 130/143 from its signal, a rebuilt report by what its checks say. */
const CHECKS_EXIT = {
    pass: errors_js_1.EXIT.pass,
    warn: errors_js_1.EXIT.pass,
    fail: errors_js_1.EXIT.gateFailed,
};
async function finalizeRun(runDir, opts) {
    const { eventsFile, events, run, scenario: sc, compareWith, arms, ordered } = (0, read_run_js_1.readRun)(runDir);
    const baselinePath = compareWith
        ? `reference arm (${compareWith.agent.name}) of this run`
        : (0, read_run_js_1.baselinePathFor)(sc, run.scenario.name, opts.baselineDir);
    const { baseline, refusal } = arms
        ? { baseline: (0, compare_js_1.referenceBaseline)(arms.reference, run.run_id, compareWith.agent.name), refusal: null }
        : (0, refusal_js_1.judgeBaseline)((0, store_js_1.readBaselineFor)(baselinePath, run.scenario).stored, {
            ...run.scenario,
            workload: (0, refusal_js_1.recordedWorkload)(events.find((e) => e.type === "run_start")),
        });
    const sequential = sequentialOf(ordered, sc, baseline);
    const verdict = (0, verdict_js_1.gate)({
        run,
        thresholds: sc.thresholds ?? {},
        regression: sc.regression,
        baseline,
        baselinePath,
        refusal,
        runDir,
        shardWorkloads: otherShardWorkloads(events, run.scenario.hash),
        failOn: opts.failOn,
        interrupted: run.interrupted,
        ...(sequential ? { sequentialChecks: sequential.checks } : {}),
    });
    const stages = (0, stages_js_1.computeStages)(run, sc.load);
    const report = (0, build_js_1.buildReport)({
        run,
        verdict,
        baseline: {
            file: baselinePath,
            found: baseline != null,
            ...(refusal ? { refused: refusal.why } : {}),
            source: baseline ? definedOnly(baseline.source) : null,
            metrics: baseline?.summary.metrics ?? null,
            pass_rate: baseline?.summary.pass_rate ?? null,
            history: baseline?.history ?? [],
            ...(baseline ? { runner: (0, runner_js_1.matchRunners)(baseline.runner ?? null, (0, runner_js_1.runnerOf)(run.environment)) } : {}),
            ...(baseline?.price_table ? { price_table: baseline.price_table } : {}),
        },
        stages,
        // Resource samples over time, on the same 1-s grid as the other series.
        resourceSeries: (0, resources_js_1.resourceSeries)(events, {
            t0: run.series.t0,
            step_ms: run.series.step_ms,
            buckets: run.series.in_flight.length,
        }),
        generatedAt: opts.now,
        ...(sequential ? { sequential: (0, sequential_js_1.sequentialReport)(sequential) } : {}),
    });
    // The optional AI summary reads the report's findings and never changes the verdict; then one write.
    const summary = await (0, ai_summary_js_1.summarizeFindings)(report, sc, process.env);
    const model = sc.diagnosis?.llm?.model_env ? (process.env[sc.diagnosis.llm.model_env] ?? null) : null;
    const final = (0, ai_summary_js_1.withAiSummary)(report, summary, model);
    const files = { ...(0, write_js_1.writeReports)(runDir, final, run), events: eventsFile };
    const exitCode = CHECKS_EXIT[final.gate.status];
    return { report: final, run, exitCode, files };
}
/** Every look the run took, replayed from its events until one decided (the live run's, look for look). */
function sequentialOf(ordered, sc, stored) {
    const looks = ordered && (0, sequential_js_1.looksFor)(sc, stored);
    if (!looks)
        return null;
    looks.feed(ordered);
    return looks.end(ordered);
}
/** The shards of a merged run that measured another scenario (hash or name) than the trusted one. */
function otherShardWorkloads(events, hash) {
    const start = events.find((e) => e.type === "run_start");
    return (start?.merged_from ?? [])
        .filter((s) => s.scenario_hash !== hash)
        .map((s) => ({
        label: s.shard ? `shard ${s.shard.index}/${s.shard.count}` : s.run_id,
        hash: s.scenario_hash,
    }));
}
function definedOnly(o) {
    return Object.fromEntries(Object.entries(o).filter((e) => e[1] != null));
}


/***/ }),

/***/ 36779:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * Optional AI summary of the diagnosis: when the scenario names an OpenAI-compatible endpoint under
 * `diagnosis.llm`, the findings and the run's numbers (never secrets, never raw logs or agent text)
 * are sent to it and its answer goes into the report under a labelled heading. Advisory only: it never
 * changes the verdict, and any failure simply leaves it out.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.summaryPrompt = summaryPrompt;
exports.summarizeFindings = summarizeFindings;
exports.withAiSummary = withAiSummary;
const secrets_js_1 = __webpack_require__(27194);
const MAX_ANSWER = 4000;
/** What the model gets: numbers and our own rule texts only. */
function summaryPrompt(r) {
    const m = (k) => {
        const s = r.metrics[k];
        return s ? { p50: s.p50, p95: s.p95, p99: s.p99, count: s.count } : null;
    };
    const bm = r.baseline?.found ? r.baseline.metrics : null;
    const facts = {
        verdict: r.verdict,
        sessions: r.sessions,
        pass_rate: r.pass_rate,
        baseline_pass_rate: r.baseline?.found ? r.baseline.pass_rate : null,
        latency_ms: { e2e: m("e2e_ms"), ttft: m("ttft_ms"), llm_span: m("llm_ms"), tool_span: m("tool_ms") },
        baseline_latency_ms: bm
            ? {
                e2e: bm.e2e_ms ?? null,
                ttft: bm.ttft_ms ?? null,
                llm_span: bm.llm_ms ?? null,
                tool_span: bm.tool_ms ?? null,
            }
            : null,
        throughput: r.throughput,
        error_buckets: r.error_buckets,
        failing_checks: r.gate.checks
            .filter((c) => c.status !== "pass")
            .map((c) => ({
            metric: c.metric,
            rule: c.rule,
            observed: c.observed,
            baseline: c.baseline,
            status: c.status,
        })),
        stages: r.stages
            ? {
                max_sustainable_concurrency: r.stages.max_sustainable_concurrency,
                knee_concurrency: r.stages.knee_concurrency,
                break_concurrency: r.stages.break_concurrency,
            }
            : null,
        findings: r.findings.map((f) => ({
            rule: f.rule,
            severity: f.severity,
            title: f.title,
            evidence: f.evidence,
        })),
    };
    return {
        system: "You are a performance engineer reviewing a load test of an AI agent. Using only the facts given, write at most 8 short bullet points: the most likely cause of any regression or failure, and what to check next. Do not invent numbers. Plain text, no HTML.",
        user: JSON.stringify(facts),
    };
}
function chatUrl(base) {
    const b = base.replace(/\/+$/, "");
    if (b.endsWith("/chat/completions"))
        return b;
    if (/\/v\d+$/.test(b))
        return `${b}/chat/completions`;
    return `${b}/v1/chat/completions`;
}
/**
 * Asks the scenario's diagnosis LLM to summarize the findings. Null when not configured, when the URL
 * variable is unset, or on any failure (the report goes out without it).
 */
async function summarizeFindings(report, scenario, env, o = {}) {
    const cfg = scenario?.diagnosis?.llm;
    if (!cfg)
        return null;
    const url = env[cfg.url_env];
    if (!url)
        return null;
    const key = cfg.key_env ? env[cfg.key_env] : undefined;
    const model = (cfg.model_env ? env[cfg.model_env] : undefined) || "default";
    const { system, user } = summaryPrompt(report);
    // Belt and braces: no value of a secret-looking variable leaves, even if one slipped into a name.
    const scrub = (0, secrets_js_1.makeRedactor)([...(0, secrets_js_1.knownSecrets)(), ...(0, secrets_js_1.secretValuesOf)(env, cfg.key_env ? [cfg.key_env] : [])]);
    try {
        const res = await (o.fetch ?? fetch)(chatUrl(url), {
            method: "POST",
            headers: { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
            body: JSON.stringify({
                model,
                stream: false,
                temperature: 0,
                max_tokens: 600,
                messages: [
                    { role: "system", content: system },
                    { role: "user", content: scrub(user) },
                ],
            }),
            signal: AbortSignal.timeout(o.timeoutMs ?? 30_000),
        });
        if (!res.ok)
            return null;
        const body = (await res.json());
        const text = body.choices?.[0]?.message?.content;
        if (typeof text !== "string" || text.trim() === "")
            return null;
        const t = scrub(text.trim());
        return t.length > MAX_ANSWER ? `${t.slice(0, MAX_ANSWER - 1)}…` : t;
    }
    catch {
        return null;
    }
}
/** The report with the summary attached under its advisory heading; the verdict is untouched. */
function withAiSummary(report, text, model = null) {
    if (!text)
        return report;
    return { ...report, ai_summary: { model, text } };
}


/***/ }),

/***/ 95066:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/** Builds report.json from a RunResult and its verdict. Pure: the same inputs give the same report. */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.buildReport = buildReport;
const events_js_1 = __webpack_require__(82736);
const i18n_js_1 = __webpack_require__(65430);
const figures_js_1 = __webpack_require__(39536);
const session_table_js_1 = __webpack_require__(96108);
const quantiles_js_1 = __webpack_require__(37461);
const diagnosis_js_1 = __webpack_require__(12471);
const reasons_js_1 = __webpack_require__(67063);
const schema_js_1 = __webpack_require__(91327);
const steps_js_1 = __webpack_require__(70021);
const target_js_1 = __webpack_require__(47318);
function buildReport({ run, verdict, baseline, stages = null, resourceSeries = null, generatedAt = new Date(), sequential, }) {
    const sc = (run.scenarioConfig ?? {});
    // The judged sessions, read by column from the run's table (no record per session).
    const table = (0, session_table_js_1.sessionTableOf)(run);
    const gated = table.judgedPositions();
    const report = {
        schemaVersion: schema_js_1.REPORT_SCHEMA_VERSION,
        generated_at: generatedAt.toISOString(),
        run_id: run.run_id,
        scenario: {
            name: run.scenario.name,
            hash: run.scenario.hash,
            description: sc.description ?? null,
            ...(run.scenario.llm_mode ? { llm_mode: run.scenario.llm_mode } : {}),
        },
        verdict: verdict.status,
        locale: (0, i18n_js_1.isLocale)(sc.report?.locale) ? sc.report.locale : "en",
        interrupted: run.interrupted,
        notes: run.notes,
        runtime: sc.runtime?.type ?? run.environment.runtime ?? "unknown",
        started_at: new Date(run.started_at).toISOString(),
        finished_at: new Date(run.finished_at).toISOString(),
        duration_s: run.throughput.duration_s,
        sessions: { planned: run.planned, ...run.counts },
        pass_rate: run.pass_rate,
        // Every metric's figures, as the gate tests them (src/metrics/figures.ts).
        metrics: run.metrics,
        breakdown: breakdown(table, gated, run.economy != null),
        error_buckets: run.error_buckets,
        error_examples: errorExamples(table, gated),
        throughput: run.throughput,
        open_loop: run.open_loop ?? null,
        resources: { ...run.resources, series: resourceSeries },
        target: (0, target_js_1.targetReport)(run),
        agents: run.agents ?? [],
        // Only when an LLM call was seen: a run without any keeps its report as it was.
        ...(sequential ? { sequential } : {}),
        ...(run.economy ? { economy: run.economy } : {}),
        ...withSteps(table, gated),
        stages,
        series: run.series,
        // Interrupted: the checks on the sessions that finished are information, not the verdict.
        gate: {
            status: verdict.checksStatus ?? (verdict.status === "interrupted" ? "warn" : verdict.status),
            checks: verdict.checks.map(reasons_js_1.withReason),
        },
        baseline,
        labels: sc.labels ?? {},
        environment: run.environment,
        source: run.source,
        reproduce: run.reproduce,
    };
    return withFindings(report);
}
/** The per-step table, only when some session ran steps (a single-step run's report is as before). */
function withSteps(t, at) {
    const ran = [];
    for (const i of at) {
        const steps = t.steps(i);
        if (steps)
            ran.push({ task: t.task(i), steps });
    }
    const steps = (0, steps_js_1.stepBreakdown)(ran);
    return steps.length ? { steps } : {};
}
/** The report with its diagnosis (re)computed, e.g. once resource samples over time are known. */
function withFindings(report) {
    const { ai_summary, ...rest } = report;
    const out = { ...rest, findings: (0, diagnosis_js_1.diagnose)(rest) };
    if (ai_summary !== undefined)
        out.ai_summary = ai_summary;
    return out;
}
/** A breakdown cell's timed parts: each phase, then each span kind. */
const TIMES = [
    ...events_js_1.PHASES.map((phase) => ({ phase })),
    ...events_js_1.SPAN_KINDS.map((span) => ({ span })),
];
const newGroup = () => ({
    sessions: 0,
    passed: 0,
    buckets: {},
    sets: [],
    times: TIMES.map(() => 0),
    seen: TIMES.map(() => false),
    cost: 0,
    priced: 0,
});
/**
 * Samples kept by tag set. A cell's figures sort the samples of the sets it is made of at once: a radix
 * sort has no branch on the data, where merging sorted sets mispredicts about one a sample a level.
 */
class SamplesBySet {
    sizes;
    values = [];
    counts = [];
    /** One buffer for every cell's samples and one for their sort, sized for the largest cell: a cell's figures are numbers, kept after it is reused. */
    all = new Float64Array(0);
    scratch = new Uint32Array(0);
    /** `sizes`: the sessions of each set, the most samples it can get (each array made once, that long). */
    constructor(sizes) {
        this.sizes = sizes;
    }
    add(set, v) {
        if (v === null)
            return;
        const n = this.counts[set] ?? 0;
        this.values[set] ??= new Float64Array(this.sizes[set]);
        this.values[set][n] = v;
        this.counts[set] = n + 1;
    }
    /** The figures of the samples of these sets. */
    summary(sets) {
        let n = 0;
        for (const set of sets)
            n += this.counts[set] ?? 0;
        if (this.all.length < n) {
            this.all = new Float64Array(n);
            this.scratch = new Uint32Array(2 * n);
        }
        const all = this.all.subarray(0, n);
        let at = 0;
        for (const set of sets) {
            const k = this.counts[set] ?? 0;
            if (k > 0)
                all.set(this.values[set].subarray(0, k), at);
            at += k;
        }
        return new figures_js_1.Figures((0, quantiles_js_1.sortInPlace)(all, this.scratch), true).summary();
    }
}
/**
 * Sessions broken down by each tag (scenario/journey, agent, task, pair, and any pair tag), read by
 * column from the run's session table. The groups of a session are found once per tag set (sessions
 * sharing a set share them), so the per-session work is a few additions; sums are added in run order.
 * `economy`: the run saw LLM calls, so each group gets its mean cost per session (null when none priced).
 */
function breakdown(t, at, economy) {
    const groups = new Map();
    const bySet = [];
    // A set's sessions share their tags, agent, task and pair: the set's groups are found at its first session.
    const groupsOf = (i) => {
        const lists = [];
        const tags = {
            ...t.tags(i),
            agent: t.agent(i),
            task: t.task(i),
            pair: String(t.pair(i)),
        };
        for (const [k, v] of Object.entries(tags)) {
            const byValue = groups.get(k) ?? new Map();
            groups.set(k, byValue);
            const g = byValue.get(v) ?? newGroup();
            byValue.set(v, g);
            g.sets.push(t.setId(i));
            lists.push(g);
        }
        bySet[t.setId(i)] = lists;
        return lists;
    };
    // Each phase's and span kind's column read by row (t.phase / t.span without a lookup per session),
    // those some session has.
    const times = [];
    TIMES.forEach((of, k) => {
        const col = t.timesByRow(of);
        if (col)
            times.push({ k, col });
    });
    const cost = economy ? t.valuesByRow("cost_usd") : null;
    const perSet = [];
    for (const i of at)
        perSet[t.setId(i)] = (perSet[t.setId(i)] ?? 0) + 1;
    const e2e = new SamplesBySet(perSet);
    const ttft = new SamplesBySet(perSet);
    for (const i of at) {
        const set = t.setId(i);
        const gs = bySet[set] ?? groupsOf(i);
        // The figures a threshold with this tag selector tests (src/metrics/figures.ts): `at` holds judged
        // sessions only, so each of their samples counts.
        e2e.add(set, sample(t.e2e(i)));
        ttft.add(set, sample(t.ttft(i)));
        const passed = t.passed(i);
        const bucket = t.bucket(i);
        for (const g of gs) {
            g.sessions++;
            if (passed)
                g.passed++;
            if (bucket)
                g.buckets[bucket] = (g.buckets[bucket] ?? 0) + 1;
        }
        // Each group's sums get their sessions' times in run order, whatever the grouping.
        const row = t.order[i];
        for (const { k, col } of times)
            addTo(gs, k, col[row]);
        const usd = cost ? cost[row] : Number.NaN;
        if (!Number.isNaN(usd))
            for (const g of gs) {
                g.cost += usd;
                g.priced++;
            }
    }
    const out = {};
    for (const [tag, byValue] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
        out[tag] = {};
        for (const [value, g] of [...byValue].sort(([a], [b]) => a.localeCompare(b)))
            out[tag][value] = economy
                ? { ...breakdownEntry(g, e2e, ttft), cost_usd_mean: g.priced > 0 ? usd(g.cost / g.priced) : null }
                : breakdownEntry(g, e2e, ttft);
    }
    return out;
}
const sample = (v) => ((0, figures_js_1.isSample)(v) ? v : null);
const usd = (0, figures_js_1.roundingOf)("cost_usd");
function addTo(gs, k, v) {
    if (Number.isNaN(v))
        return;
    for (const g of gs) {
        g.times[k] += v;
        g.seen[k] = true;
    }
}
function breakdownEntry(g, e2e, ttft) {
    return {
        sessions: g.sessions,
        passed: g.passed,
        pass_rate: g.sessions ? g.passed / g.sessions : null,
        e2e_ms: e2e.summary(g.sets),
        ttft_ms: ttft.summary(g.sets),
        error_buckets: g.buckets,
        phases_ms: meanPer(events_js_1.PHASES, 0, g, g.sessions),
        spans_ms: meanPer(events_js_1.SPAN_KINDS, events_js_1.PHASES.length, g, g.sessions),
    };
}
/** The mean of each of `keys`, whose sums are a group's TIMES from `from` on. */
function meanPer(keys, from, g, n) {
    const out = {};
    keys.forEach((k, i) => {
        if (g.seen[from + i])
            out[k] = Math.round((g.times[from + i] / n) * 1000) / 1000;
    });
    return out;
}
/** The first judged session of each error bucket, in run order. */
function errorExamples(t, at) {
    const out = {};
    for (const i of at) {
        const bucket = t.bucket(i);
        if (bucket && !out[bucket])
            out[bucket] = { session: t.id(i), message: t.error(i) };
    }
    return out;
}


/***/ }),

/***/ 12471:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RULES = void 0;
exports.diagnose = diagnose;
exports.gateSide = gateSide;
exports.spanLayer = spanLayer;
/**
 * Diagnosis: rule-based findings from a report's numbers, each with the evidence it rests on.
 * Pure and deterministic. Rules read only the report model, so a rebuilt report diagnoses the same way.
 */
const events_js_1 = __webpack_require__(82736);
const i18n_js_1 = __webpack_require__(65430);
const format_js_1 = __webpack_require__(12011);
const target_diagnosis_js_1 = __webpack_require__(88713);
/** Thresholds of the rules, named so the report and the tests speak of the same numbers. */
exports.RULES = {
    burstErrorRate: 0.02,
    burstWindowS: 30,
    /** Fewer sessions ending in a window than this say nothing about its error rate. */
    burstMinSessions: 10,
    /** p99/p50 at the last stage this many times the first stage's ratio. */
    tailGrowth: 1.5,
    /** Relative change counted as worse, and the band counted as flat. */
    worse: 0.2,
    flat: 0.1,
    /** Span time per session that grew this much (relative) and by this share of baseline e2e. */
    spanGrowth: 0.2,
    spanShareOfE2e: 0.1,
    cpuPct: 85,
    cpuForS: 60,
    memRatio: 0.9,
};
function diagnose(r) {
    return [
        ...sessionsFailed(r),
        ...knee(r),
        ...breakPoint(r),
        ...errorBurst(r),
        ...tailDivergence(r),
        ...ttftVsE2e(r),
        ...spanAttribution(r),
        ...cpuSaturation(r),
        ...memoryPressure(r),
        ...oomKills(r),
        ...(0, target_diagnosis_js_1.diagnoseTarget)(r),
    ];
}
const round = (v, d = 3) => Math.round(v * 10 ** d) / 10 ** d;
const fmtPct = (v) => `${(v * 100).toFixed(1)}%`;
const fmtMs = (v) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`);
// Knee and break come from the stage view (load.knee_gain, load.break_error_rate): one definition,
// so the report, stages.json and the dashboard never disagree.
/** The knee, as the stage view explains it: no later stage grew throughput by knee_gain over it. */
function kneeFinding(k, why) {
    const p = why.params;
    return {
        rule: "knee",
        severity: "info",
        title: `Throughput stops growing past concurrency ${k.concurrency}`,
        detail: `${(0, format_js_1.kneeSentence)(why, (0, i18n_js_1.lang)("en"))}: more load past this point mostly adds queueing.`,
        evidence: [
            {
                metric: "throughput_sps",
                window: null,
                values: {
                    concurrency: p.concurrency,
                    throughput: p.throughput_sps,
                    concurrency_after: p.best_after_concurrency,
                    throughput_after: p.best_after_throughput_sps,
                    gain: p.gain,
                    knee_gain: p.knee_gain,
                },
            },
        ],
    };
}
function knee(r) {
    const steps = r.stages?.steps ?? [];
    const i = steps.findIndex((s) => s.knee);
    if (i < 0)
        return [];
    const k = steps[i];
    const why = r.stages?.knee_why;
    if (why?.key === "flat")
        return [kneeFinding(k, why)];
    // A report from before the knee said why: the next step up shows it stopped paying.
    const next = steps.slice(i + 1).find((s) => s.sessions > 0 && s.concurrency > k.concurrency) ?? null;
    const gain = next && k.throughput_sps > 0 ? (next.throughput_sps - k.throughput_sps) / k.throughput_sps : null;
    return [
        {
            rule: "knee",
            severity: "info",
            title: `Throughput stops growing past concurrency ${k.concurrency}`,
            detail: `From concurrency ${k.concurrency} to ${next?.concurrency ?? "–"} throughput went from ${k.throughput_sps} to ${next?.throughput_sps ?? "–"} sessions/s${gain != null ? ` (${gain >= 0 ? "+" : ""}${fmtPct(gain)})` : ""}: more load past this point mostly adds queueing.`,
            evidence: [
                {
                    metric: "throughput_sps",
                    window: null,
                    values: {
                        concurrency: k.concurrency,
                        throughput: k.throughput_sps,
                        concurrency_after: next?.concurrency ?? null,
                        throughput_after: next?.throughput_sps ?? null,
                        gain: gain == null ? null : round(gain),
                    },
                },
            ],
        },
    ];
}
function breakPoint(r) {
    const steps = r.stages?.steps ?? [];
    const broken = steps.find((s) => s.break);
    const b = broken ?? steps.find((s) => s.slo === "fail");
    if (!b)
        return [];
    const why = broken
        ? `error rate ${fmtPct(b.error_rate)}, past the break line`
        : `SLO on ${b.breaching_metric ?? "a limit"} breached at ${fmtPct(b.error_rate)} errors`;
    return [
        {
            rule: "break",
            severity: "warn",
            title: broken
                ? `Breaks at concurrency ${b.concurrency}`
                : `SLO breached at concurrency ${b.concurrency}`,
            detail: `Stage ${b.stage} at concurrency ${b.concurrency}: ${why}. Max sustainable concurrency: ${r.stages?.max_sustainable_concurrency ?? "none found"}.`,
            evidence: [
                {
                    metric: broken ? "error_rate" : (b.breaching_metric ?? "error_rate"),
                    window: null,
                    values: {
                        stage: b.stage,
                        concurrency: b.concurrency,
                        error_rate: round(b.error_rate),
                        e2e_p95_ms: b.e2e_ms?.p95 ?? null,
                        max_sustainable_concurrency: r.stages?.max_sustainable_concurrency ?? null,
                    },
                },
            ],
        },
    ];
}
function errorBurst(r) {
    const s = r.series;
    const stepS = s.step_ms / 1000;
    const w = Math.max(1, Math.round(exports.RULES.burstWindowS / stepS));
    const n = s.failed.length;
    if (n < w)
        return [];
    const bursts = [];
    let cur = null;
    for (let i = 0; i + w <= n; i++) {
        let failed = 0;
        let ended = 0;
        for (let j = i; j < i + w; j++) {
            failed += s.failed[j];
            ended += s.failed[j] + s.completed[j];
        }
        const rate = ended > 0 ? failed / ended : 0;
        if (ended >= exports.RULES.burstMinSessions && rate > exports.RULES.burstErrorRate) {
            if (cur && i <= cur.to) {
                cur.to = i + w;
                cur.peak = Math.max(cur.peak, rate);
            }
            else {
                cur = { from: i, to: i + w, failed: 0, ended: 0, peak: rate };
                bursts.push(cur);
            }
        }
    }
    return bursts.map((b) => {
        for (let j = b.from; j < b.to; j++) {
            b.failed += s.failed[j];
            b.ended += s.failed[j] + s.completed[j];
        }
        const from = round(b.from * stepS, 1);
        const to = round(b.to * stepS, 1);
        const rate = b.failed / b.ended;
        return {
            rule: "error_burst",
            severity: rate > 0.1 ? "critical" : "warn",
            title: `Error rate above ${fmtPct(exports.RULES.burstErrorRate)} for ${round(to - from, 0)} s (${from}–${to} s): ${fmtPct(rate)} of sessions failed`,
            detail: `${b.failed} of ${b.ended} sessions ending in this window failed; the worst ${exports.RULES.burstWindowS} s reached ${fmtPct(b.peak)} (rule: above ${fmtPct(exports.RULES.burstErrorRate)} for ${exports.RULES.burstWindowS} s).`,
            evidence: [
                {
                    metric: "error_rate",
                    window: { from_s: from, to_s: to },
                    values: {
                        failed: b.failed,
                        ended: b.ended,
                        error_rate: round(rate),
                        peak_window_rate: round(b.peak),
                    },
                },
            ],
        };
    });
}
function tailDivergence(r) {
    const steps = (r.stages?.steps ?? []).filter((s) => s.e2e_ms && s.e2e_ms.p50 > 0);
    if (steps.length < 2)
        return [];
    const ratios = steps.map((s) => (s.e2e_ms?.p99 ?? 0) / (s.e2e_ms?.p50 ?? 1));
    let rises = 0;
    for (let i = 1; i < ratios.length; i++)
        if (ratios[i] > ratios[i - 1])
            rises++;
    const first = ratios[0];
    const last = ratios[ratios.length - 1];
    if (last < first * exports.RULES.tailGrowth || rises < (ratios.length - 1) / 2)
        return [];
    const values = {};
    steps.forEach((s, i) => {
        values[`c${s.concurrency}_p99_over_p50`] = round(ratios[i], 2);
    });
    return [
        {
            rule: "tail_divergence",
            severity: "warn",
            title: `Tail latency diverges: p99/p50 grows from ${first.toFixed(1)}× to ${last.toFixed(1)}× across stages`,
            detail: `The slowest sessions slow down faster than the median as concurrency rises from ${steps[0].concurrency} to ${steps[steps.length - 1].concurrency}: a sign of contention (queues, locks, rate limits) rather than uniform slowdown.`,
            evidence: [{ metric: "e2e_ms p99/p50", window: null, values }],
        },
    ];
}
function gateSide(r, metric) {
    const checks = r.gate.checks.filter((c) => c.kind === "regression" &&
        c.metric === metric &&
        c.facts.params.direction === "increase" &&
        typeof c.facts.params.p === "number" &&
        c.observed != null &&
        c.baseline != null &&
        c.baseline > 0);
    const significant = (c) => c.facts.params.p <= c.facts.params.alpha &&
        c.facts.params.beyond === true &&
        c.facts.key !== "regression.unshown";
    const c = checks.find(significant) ?? checks[0];
    if (c) {
        const [before, after] = [c.baseline, c.observed];
        const worse = significant(c) && after > before;
        const statistic = String(c.facts.params.statistic ?? "p50");
        return {
            statistic,
            before,
            after,
            change: after / before - 1,
            p: c.facts.params.p,
            worse,
            flat: !worse,
        };
    }
    const now = r.metrics[metric];
    const base = r.baseline?.found ? r.baseline.metrics?.[metric] : undefined;
    if (!now || !base || !(base.p95 > 0))
        return null;
    const change = now.p95 / base.p95 - 1;
    return {
        statistic: "p95",
        before: base.p95,
        after: now.p95,
        change,
        p: null,
        worse: false,
        flat: Math.abs(change) < exports.RULES.flat,
    };
}
/** `E2E p50 1.20 s → 1.45 s (+20.8%, p = 0.003)`: a side as the finding says it. */
function sideText(label, x) {
    const sign = x.change >= 0 ? "+" : "";
    const p = x.p == null
        ? ""
        : `, ${x.worse ? "significant, " : "not significant, "}p = ${Number(x.p.toPrecision(2))}`;
    return `${label} ${x.statistic} ${fmtMs(x.before)} → ${fmtMs(x.after)} (${sign}${fmtPct(x.change)}${p})`;
}
function sideValues(prefix, x) {
    return {
        [`${prefix}_${x.statistic}_ms`]: x.after,
        [`${prefix}_${x.statistic}_baseline_ms`]: x.before,
        [`${prefix}_change`]: round(x.change),
        [`${prefix}_p`]: x.p == null ? null : Number(x.p.toPrecision(3)),
    };
}
function ttftVsE2e(r) {
    const e = gateSide(r, "e2e_ms");
    const t = gateSide(r, "ttft_ms");
    // Only a change the gate found significant is worth a sentence; noise stays silent.
    if (!e || !t || !(e.worse || t.worse))
        return [];
    const values = { ...sideValues("ttft", t), ...sideValues("e2e", e) };
    const evidence = [{ metric: "ttft_ms, e2e_ms", window: null, values }];
    const change = `${sideText("TTFT", t)}; ${sideText("E2E", e)}`;
    if (t.worse && e.flat)
        return [
            {
                rule: "ttft_e2e_attribution",
                severity: "warn",
                title: "Time to first token got worse while end-to-end did not: look at queueing or prefill",
                detail: `${change}. Requests wait longer before the model starts answering (queueing at the LLM endpoint, longer prompts or prefill), but the sessions as a whole are not shown slower.`,
                evidence,
            },
        ];
    if (e.worse && t.flat)
        return [
            {
                rule: "ttft_e2e_attribution",
                severity: "warn",
                title: "End-to-end got worse while time to first token did not: look at tools or decode",
                detail: `${change}. The model starts answering as fast as before; the extra time is spent after the first token (tool calls, more steps, longer outputs or slower decode).`,
                evidence,
            },
        ];
    if (e.worse && t.worse) {
        const share = (t.after - t.before) / Math.max(1e-9, e.after - e.before);
        return [
            {
                rule: "ttft_e2e_attribution",
                severity: "warn",
                title: "Both time to first token and end-to-end got worse",
                detail: `${change}. The TTFT increase accounts for about ${fmtPct(Math.min(1, Math.max(0, share)))} of the E2E increase.`,
                evidence,
            },
        ];
    }
    return [];
}
/**
 * The layer a span kind measures, as the run saw it. Over the http runtime the only `network` span
 * is the client's own HTTP request — send to last byte — so it holds the service's work and the
 * network together: "request", never "network".
 */
function spanLayer(kind, runtime) {
    if (kind === "network" && runtime === "http")
        return {
            name: "request",
            what: "HTTP requests as the client timed them (the service's own work and the network together)",
        };
    return { name: kind, what: `${kind} spans` };
}
/** Span time per session by kind against the baseline, naming the kind that grew most — only to explain an E2E regression the gate found. */
function spanAttribution(r) {
    const bm = r.baseline?.found ? r.baseline.metrics : null;
    const baseE2e = bm?.e2e_ms;
    const nowN = r.metrics.e2e_ms?.count ?? 0;
    if (!bm || !baseE2e || baseE2e.count === 0 || nowN === 0)
        return [];
    if (!gateSide(r, "e2e_ms")?.worse)
        return [];
    const perSession = (m, sessions) => m ? (m.mean * m.count) / sessions : 0;
    const rows = events_js_1.SPAN_KINDS.map((k) => {
        const now = perSession(r.metrics[`${k}_ms`], nowN);
        const base = perSession(bm[`${k}_ms`], baseE2e.count);
        return { kind: k, now, base, delta: now - base };
    }).filter((x) => x.now > 0 || x.base > 0);
    if (rows.length === 0)
        return [];
    const top = [...rows].sort((a, b) => b.delta - a.delta)[0];
    const rel = top.base > 0 ? top.delta / top.base : Number.POSITIVE_INFINITY;
    if (top.delta < exports.RULES.spanShareOfE2e * baseE2e.mean || rel < exports.RULES.spanGrowth)
        return [];
    const values = {};
    for (const x of rows) {
        const layer = spanLayer(x.kind, r.runtime).name;
        values[`${layer}_ms_per_session`] = round(x.now, 1);
        values[`${layer}_ms_per_session_baseline`] = round(x.base, 1);
    }
    const layer = spanLayer(top.kind, r.runtime);
    return [
        {
            rule: "span_attribution",
            severity: "warn",
            title: `Time in ${layer.name} spans grew most against the baseline: +${fmtMs(top.delta)} per session`,
            detail: `The gate found end-to-end slower; of the span kinds, time in ${layer.what} per session grew most, from ${fmtMs(top.base)} to ${fmtMs(top.now)}${Number.isFinite(rel) ? ` (+${fmtPct(rel)})` : ""}, ${fmtPct(top.delta / baseE2e.mean)} of the baseline's mean session.`,
            evidence: [{ metric: `${top.kind}_ms`, window: null, values }],
        },
    ];
}
/**
 * Every session failed: the diagnosis says so, with the buckets and the first message, rather than
 * nothing (no other rule fires on a run with no success to compare).
 */
function sessionsFailed(r) {
    const n = r.sessions.total;
    if (n === 0 || r.sessions.passed > 0)
        return [];
    const buckets = Object.entries(r.error_buckets)
        .filter(([, c]) => c > 0)
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const list = buckets.map(([b, c]) => `${b} ${c}`).join(", ");
    const top = buckets[0]?.[0];
    const example = top ? r.error_examples[top]?.message : null;
    const first = example ? ` The first ${top} session said: ${example.slice(0, 200)}` : "";
    return [
        {
            rule: "sessions_failed",
            severity: "critical",
            title: `All ${n} session${n === 1 ? "" : "s"} failed (pass rate 0%)${list ? `: ${list}` : ""}`,
            detail: `No session passed, so latency and throughput describe failures, not the agent at work.${top === "task_failed" ? " task_failed: the agent ran, but the task's verifier gave a reward below success_reward_threshold." : ""}${first}`,
            evidence: [
                {
                    metric: "sessions",
                    window: null,
                    values: { sessions: n, passed: 0, pass_rate: 0, ...Object.fromEntries(buckets) },
                },
            ],
        },
    ];
}
/** Longest run of consecutive buckets above a level, in seconds. */
function longestAbove(xs, level, stepS) {
    let best = { from: 0, to: 0, peak: 0 };
    let start = -1;
    let peak = 0;
    for (let i = 0; i <= xs.length; i++) {
        const v = i < xs.length ? xs[i] : null;
        if (v != null && v > level) {
            if (start < 0) {
                start = i;
                peak = v;
            }
            else
                peak = Math.max(peak, v);
        }
        else if (start >= 0) {
            if (i - start > best.to - best.from)
                best = { from: start, to: i, peak };
            start = -1;
        }
    }
    return {
        from_s: best.from * stepS,
        to_s: best.to * stepS,
        seconds: (best.to - best.from) * stepS,
        peak: best.peak,
    };
}
function cpuSaturation(r) {
    const s = r.resources.series;
    if (!s)
        return [];
    const stepS = s.step_ms / 1000;
    const out = [];
    for (const [metric, xs, who] of [
        ["container_cpu_pct", s.cpu_pct, "Agent containers"],
        ["host_cpu_pct", s.host_cpu_pct, "The runner host"],
    ]) {
        const run = longestAbove(xs, exports.RULES.cpuPct, stepS);
        if (run.seconds < exports.RULES.cpuForS)
            continue;
        out.push({
            rule: "cpu_saturation",
            severity: "warn",
            title: `${who} ran above ${exports.RULES.cpuPct}% CPU for ${Math.round(run.seconds)} s`,
            detail: `${who} stayed above ${exports.RULES.cpuPct}% CPU from ${run.from_s} s to ${run.to_s} s (peak ${run.peak.toFixed(0)}%): latency in this window may measure the runner, not the agent.`,
            evidence: [
                {
                    metric,
                    window: { from_s: run.from_s, to_s: run.to_s },
                    values: { peak_pct: round(run.peak, 1), seconds: run.seconds, level_pct: exports.RULES.cpuPct },
                },
            ],
        });
    }
    return out;
}
function memoryPressure(r) {
    const s = r.resources.series;
    if (!s || s.mem_limit_bytes == null)
        return [];
    let peak = 0;
    let at = -1;
    s.mem_ratio.forEach((v, i) => {
        if (v != null && v > peak) {
            peak = v;
            at = i;
        }
    });
    if (peak < exports.RULES.memRatio)
        return [];
    const t = (at * s.step_ms) / 1000;
    return [
        {
            rule: "memory_pressure",
            severity: "warn",
            title: `Container memory reached ${fmtPct(peak)} of its limit`,
            detail: `At ${t} s a container used ${fmtPct(peak)} of its ${(s.mem_limit_bytes / 2 ** 20).toFixed(0)} MiB limit: close to being OOM-killed.`,
            evidence: [
                {
                    metric: "container_mem_ratio",
                    window: { from_s: t, to_s: t + s.step_ms / 1000 },
                    values: {
                        peak_ratio: round(peak),
                        mem_limit_bytes: s.mem_limit_bytes,
                        level_ratio: exports.RULES.memRatio,
                    },
                },
            ],
        },
    ];
}
function oomKills(r) {
    const n = r.resources.oom_kills;
    if (n <= 0)
        return [];
    return [
        {
            rule: "oom_kill",
            severity: "critical",
            title: `${n} session${n === 1 ? " was" : "s were"} OOM-killed`,
            detail: `The kernel killed the agent for exceeding its memory limit in ${n} session${n === 1 ? "" : "s"} (bucket agent_oom). Raise the limit or find what grows.`,
            evidence: [
                {
                    metric: "oom_kills",
                    window: null,
                    values: { oom_kills: n, mem_peak_bytes: r.resources.mem_bytes?.max ?? null },
                },
            ],
        },
    ];
}


/***/ }),

/***/ 43211:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.resourceSeries = resourceSeries;
function resourceSeries(events, grid) {
    const n = Math.max(1, grid.buckets);
    const cpu = new Array(n).fill(null);
    const mem = new Array(n).fill(null);
    const ratio = new Array(n).fill(null);
    const hostCpu = Array.from({ length: n }, () => []);
    const hostMem = Array.from({ length: n }, () => []);
    let limit = null;
    let seen = 0;
    const at = (t) => Math.min(n - 1, Math.max(0, Math.floor((t - grid.t0) / grid.step_ms)));
    const max = (a, b) => (a == null ? b : Math.max(a, b));
    for (const e of events) {
        if (e.type !== "resource")
            continue;
        const r = e;
        if (!Number.isFinite(r.cpu_pct) || !Number.isFinite(r.mem_bytes))
            continue;
        seen++;
        const b = at(r.t);
        if (r.session) {
            cpu[b] = max(cpu[b], r.cpu_pct);
            mem[b] = max(mem[b], r.mem_bytes);
            if (r.mem_limit_bytes && r.mem_limit_bytes > 0) {
                ratio[b] = max(ratio[b], r.mem_bytes / r.mem_limit_bytes);
                limit = limit == null ? r.mem_limit_bytes : Math.min(limit, r.mem_limit_bytes);
            }
        }
        else {
            hostCpu[b].push(r.cpu_pct);
            hostMem[b].push(r.mem_bytes);
        }
    }
    if (seen === 0)
        return null;
    const mean = (xs) => (xs.length === 0 ? null : round(xs.reduce((a, v) => a + v, 0) / xs.length));
    return {
        t0: grid.t0,
        step_ms: grid.step_ms,
        cpu_pct: cpu.map((v) => (v == null ? null : round(v))),
        mem_bytes: mem,
        mem_ratio: ratio.map((v) => (v == null ? null : round(v))),
        host_cpu_pct: hostCpu.map(mean),
        host_mem_bytes: hostMem.map(mean),
        mem_limit_bytes: limit,
    };
}
function round(v) {
    return Math.round(v * 1000) / 1000;
}


/***/ }),

/***/ 71139:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.computeStages = computeStages;
exports.findKnee = findKnee;
/**
 * Stage reports (ramp, find_max, staged rate): pure, from the run's sessions, its stage windows and
 * the scenario's load model; each stage judged by load/stages.ts `evaluateView`, as it was while the
 * run went.
 */
const stages_js_1 = __webpack_require__(41865);
const histogram_js_1 = __webpack_require__(85835);
const series_js_1 = __webpack_require__(93028);
const STAGED = new Set(["ramp", "find_max", "rate"]);
/**
 * Each stage with its throughput, latency and verdict; the knee (where throughput stopped growing
 * by `knee_gain` for good while concurrency grew, see findKnee) and why, the break (the first stage whose error
 * rate went over `break_error_rate`) and, with an SLO, the highest concurrency that held it below
 * the lowest that did not.
 */
function computeStages(run, load) {
    if (!load || !STAGED.has(load.strategy))
        return null;
    const windows = stageWindows(run);
    if (windows.length === 0)
        return null;
    const steps = windows.map((w) => {
        const view = (0, stages_js_1.stageView)(run, w.stage);
        const v = (0, stages_js_1.evaluateView)(view, load);
        const durationMs = Math.max(1, w.end - w.start);
        // Throughput at this level: sessions (of any stage) that ended inside the stage's window.
        const ended = run.sessions.filter((s) => !s.warmup && s.end >= w.start && s.end <= w.end).length;
        return {
            stage: w.stage,
            // An open-loop stage sets a rate, not a concurrency: report the concurrency it reached.
            concurrency: load.strategy === "rate" ? (0, series_js_1.peakConcurrency)(view.sessions) : w.concurrency,
            sessions: view.counts.total,
            duration_s: (0, histogram_js_1.round3)(durationMs / 1000),
            throughput_sps: (0, histogram_js_1.round3)((ended * 1000) / durationMs),
            error_rate: (0, histogram_js_1.round3)(v.error_rate),
            pass_rate: view.pass_rate == null ? null : (0, histogram_js_1.round3)(view.pass_rate),
            e2e_ms: summary(view.distribution("e2e_ms")),
            ttft_ms: summary(view.distribution("ttft_ms")),
            slo: v.slo,
            breaching_metric: v.breaching_metric,
            knee: false,
            break: false,
        };
    });
    const { index: kneeAt, why: kneeWhy } = findKnee(steps, load.knee_gain);
    if (kneeAt >= 0)
        steps[kneeAt].knee = true;
    const breakAt = steps.findIndex((s) => s.sessions > 0 && s.error_rate > load.break_error_rate);
    if (breakAt >= 0)
        steps[breakAt].break = true;
    const failing = steps.filter((s) => s.slo === "fail");
    const lowestFail = failing.reduce((lo, s) => (lo === null || s.concurrency < lo.concurrency ? s : lo), null);
    // find_max searches with or without an SLO (the circuit breaker still fails stages).
    const held = (s) => s.sessions > 0 && (s.slo === "pass" || (s.slo === null && load.strategy === "find_max"));
    const passing = steps.filter((s) => held(s) && (lowestFail === null || s.concurrency < lowestFail.concurrency));
    const maxPass = passing.length === 0 ? null : Math.max(...passing.map((s) => s.concurrency));
    return {
        strategy: load.strategy,
        steps,
        max_sustainable_concurrency: maxPass,
        breaching_metric: lowestFail?.breaching_metric ?? null,
        knee_concurrency: kneeAt >= 0 ? steps[kneeAt].concurrency : null,
        knee_why: kneeWhy,
        break_concurrency: breakAt >= 0 ? steps[breakAt].concurrency : null,
    };
}
/**
 * The knee: the first stage after which throughput never again grew by `kneeGain` over it, as
 * concurrency rose — so a flat step followed by a stage that grows moves it up, and a top stage
 * still growing means there is none. Ramp-down stages (lower concurrency) are not compared.
 * Returns the knee's index (-1 for none) and why, as facts the report renders.
 */
function findKnee(steps, kneeGain) {
    const rising = [];
    for (let i = 0; i < steps.length; i++) {
        if (steps[i].sessions === 0)
            continue;
        const top = rising[rising.length - 1];
        if (top === undefined || steps[i].concurrency > steps[top].concurrency)
            rising.push(i);
    }
    // Relative growth; null from a stage that finished nothing (any throughput after it is growth).
    const gain = (from, to) => steps[from].throughput_sps > 0
        ? (0, histogram_js_1.round3)((steps[to].throughput_sps - steps[from].throughput_sps) / steps[from].throughput_sps)
        : null;
    const grew = (from, to) => {
        const g = gain(from, to);
        return g === null ? steps[to].throughput_sps > 0 : g >= kneeGain;
    };
    const pct = (0, histogram_js_1.round3)(kneeGain);
    if (rising.length < 2)
        return { index: -1, why: { key: "few_stages", params: { stages: rising.length } } };
    for (let k = 0; k < rising.length - 1; k++) {
        const later = rising.slice(k + 1);
        const best = later.reduce((a, b) => (steps[b].throughput_sps > steps[a].throughput_sps ? b : a));
        if (grew(rising[k], best))
            continue;
        const knee = steps[rising[k]];
        return {
            index: rising[k],
            why: {
                key: "flat",
                params: {
                    concurrency: knee.concurrency,
                    throughput_sps: knee.throughput_sps,
                    best_after_concurrency: steps[best].concurrency,
                    best_after_throughput_sps: steps[best].throughput_sps,
                    gain: gain(rising[k], best),
                    knee_gain: pct,
                },
            },
        };
    }
    // Every stage was outgrown by a later one: the top stage itself still grew over the one before it.
    const [from, to] = rising.slice(-2);
    return {
        index: -1,
        why: {
            key: "growing",
            params: {
                from_concurrency: steps[from].concurrency,
                from_throughput_sps: steps[from].throughput_sps,
                to_concurrency: steps[to].concurrency,
                to_throughput_sps: steps[to].throughput_sps,
                gain: gain(from, to),
                knee_gain: pct,
            },
        },
    };
}
/** Stage windows from stage events, else (an older log) from the stages' sessions. */
function stageWindows(run) {
    if (run.stages && run.stages.length > 0)
        return run.stages;
    const byStage = new Map();
    for (const s of run.sessions) {
        if (s.stage == null)
            continue;
        const list = byStage.get(s.stage) ?? [];
        byStage.set(s.stage, list);
        list.push(s);
    }
    return [...byStage]
        .sort(([a], [b]) => a - b)
        .map(([stage, list]) => ({
        stage,
        concurrency: 0,
        label: null,
        start: Math.min(...list.map((s) => s.start)),
        end: Math.max(...list.map((s) => s.end)),
    }));
}
function summary(d) {
    return d?.summary() ?? null;
}


/***/ }),

/***/ 70021:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.stepBreakdown = stepBreakdown;
const mean = (values) => {
    const got = values.filter((v) => v !== null);
    return got.length ? got.reduce((a, b) => a + b, 0) / got.length : null;
};
/** One row per (task, step), first seen first; empty when no session ran steps. */
function stepBreakdown(sessions) {
    const groups = new Map();
    for (const s of sessions)
        for (const step of s.steps ?? []) {
            const name = step.name ?? "";
            const key = JSON.stringify([s.task, name]);
            const g = groups.get(key) ?? { task: s.task, step: name, runs: [] };
            g.runs.push(step);
            groups.set(key, g);
        }
    return [...groups.values()].map((g) => ({
        task: g.task,
        step: g.step,
        sessions: g.runs.length,
        passed: g.runs.filter((r) => r.bucket === null).length,
        reward_mean: mean(g.runs.map((r) => r.reward)),
        agent_exec_ms_mean: mean(g.runs.map((r) => r.agent_exec_ms)),
        verify_ms_mean: mean(g.runs.map((r) => r.verify_ms)),
    }));
}


/***/ }),

/***/ 88713:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.TARGET_RULES = void 0;
exports.diagnoseTarget = diagnoseTarget;
exports.TARGET_RULES = {
    /** Latency during a window this much above before it counts as risen. */
    latencyRise: 0.2,
    /** Memory up this much (relative) from the run's first quarter to its last, and kept. */
    memGrowth: 0.1,
    /** Of the rise, at least this share still held at the end: not released. */
    memKept: 0.8,
    /** CPU p95 under this share of its limit (or of 1 for a ratio without one) is a target at ease. */
    idleShare: 0.5,
    /** Client errors (timeouts, 5xx, refused, reset) past this share of sessions. */
    clientErrorRate: 0.02,
    /** Waiting requests or TTFT this much higher in the last third than the first. */
    queueGrowth: 0.5,
    ttftGrowth: 0.2,
};
const CLIENT_ERRORS = ["timeout", "http_5xx", "connect_refused", "connection_reset"];
function diagnoseTarget(r) {
    const t = r.target;
    if (!t || t.series.length === 0)
        return [];
    return [...saturation(r, t), ...memoryGrowth(r, t), ...idleWithErrors(r, t), ...llmQueueing(r, t)];
}
const round = (v, d = 3) => Math.round(v * 10 ** d) / 10 ** d;
const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
const labelText = (s) => {
    const l = Object.entries(s.labels).map(([k, v]) => `${k}=${v}`);
    return l.length ? `${s.name}{${l.join(",")}}` : s.name;
};
function runWindow(r) {
    const t0 = r.series.t0;
    return { t0, from: Date.parse(r.started_at), to: Date.parse(r.finished_at) };
}
function inRun(r, s) {
    const { from, to } = runWindow(r);
    return s.points.filter(([t]) => t >= from && t <= to);
}
const sec = (r, t) => round((t - r.series.t0) / 1000, 1);
/** Mean of the per-bucket e2e p95 within [a, b) (epoch ms), or null without sessions there. */
function latency(r, a, b) {
    const s = r.series;
    const xs = [];
    s.e2e_p95.forEach((v, i) => {
        const t = s.t0 + i * s.step_ms;
        if (v != null && t >= a && t < b)
            xs.push(v);
    });
    const m = mean(xs);
    return m == null ? null : round(m, 1);
}
/** Longest stretch of consecutive points above `level`; its length counts to the next point. */
function longestAbove(points, level) {
    let best = null;
    let cur = null;
    for (let i = 0; i < points.length; i++) {
        const [t, v] = points[i];
        const next = points[i + 1]?.[0] ?? t;
        if (v <= level) {
            cur = null;
            continue;
        }
        cur = cur ? { from: cur.from, to: next, peak: Math.max(cur.peak, v) } : { from: t, to: next, peak: v };
        if (!best || cur.to - cur.from > best.to - best.from)
            best = cur;
    }
    return best;
}
function saturation(r, t) {
    const out = [];
    for (const s of t.series) {
        if (s.limit == null)
            continue;
        const run = longestAbove(inRun(r, s), s.limit);
        if (!run || run.to - run.from < t.sustain_s * 1000)
            continue;
        const { from } = runWindow(r);
        const before = latency(r, from, run.from);
        const during = latency(r, run.from, run.to + 1);
        const rose = before != null && during != null && during > before * (1 + exports.TARGET_RULES.latencyRise);
        const window = { from_s: sec(r, run.from), to_s: sec(r, run.to) };
        const name = labelText(s);
        const counter = before == null || during == null
            ? "No sessions ended before the window, so there is no latency to compare with."
            : rose
                ? `Client e2e p95 rose from ${before} ms before the window to ${during} ms in it.`
                : `Client e2e p95 held (${before} ms before, ${during} ms in it): the target absorbed it so far.`;
        out.push({
            rule: "target_saturation",
            severity: rose ? "warn" : "info",
            title: `${name} stayed above ${s.limit} for ${Math.round((run.to - run.from) / 1000)} s (${window.from_s}–${window.to_s} s)${rose ? " while latency rose" : ""}`,
            detail: `The target's ${name} ran over its limit ${s.limit}${s.unit ? ` ${s.unit}` : ""} (peak ${round(run.peak)}) for at least ${t.sustain_s} s. ${counter}`,
            evidence: [
                {
                    metric: `target.${s.name}`,
                    window,
                    values: { peak: round(run.peak), limit: s.limit, seconds: round((run.to - run.from) / 1000, 1) },
                },
                { metric: "e2e_p95_ms", window, values: { before_window: before, in_window: during } },
            ],
        });
    }
    return out;
}
function quarters(points) {
    const q = Math.max(1, Math.floor(points.length / 4));
    return {
        first: mean(points.slice(0, q).map((p) => p[1])),
        last: mean(points.slice(-q).map((p) => p[1])),
    };
}
function memoryGrowth(r, t) {
    const out = [];
    for (const s of t.series) {
        if (s.role !== "memory")
            continue;
        const pts = inRun(r, s);
        if (pts.length < 4)
            continue;
        const { first, last } = quarters(pts);
        if (!(first > 0) || (last - first) / first < exports.TARGET_RULES.memGrowth)
            continue;
        // Released? The last point known, after the load too (the window's margin), against the rise.
        const peak = pts.reduce((a, p) => (p[1] > a[1] ? p : a), pts[0]);
        const end = s.points[s.points.length - 1];
        const kept = (end[1] - first) / (peak[1] - first || 1);
        if (kept < exports.TARGET_RULES.memKept)
            continue;
        const window = { from_s: sec(r, pts[0][0]), to_s: sec(r, end[0]) };
        out.push({
            rule: "target_memory_growth",
            severity: "warn",
            title: `${labelText(s)} grew ${((last / first - 1) * 100).toFixed(0)}% over the run and was not released`,
            detail: `From a mean of ${round(first)} in the run's first quarter to ${round(last)} in its last (peak ${round(peak[1])} at ${sec(r, peak[0])} s); at the last sample (${sec(r, end[0])} s) ${Math.round(kept * 100)}% of the rise was still held: look for a leak or an unbounded cache.`,
            evidence: [
                {
                    metric: `target.${s.name}`,
                    window,
                    values: {
                        first_quarter: round(first),
                        last_quarter: round(last),
                        peak: round(peak[1]),
                        at_end: round(end[1]),
                        rise_kept: round(kept),
                    },
                },
            ],
        });
    }
    return out;
}
function idleWithErrors(r, t) {
    const errors = CLIENT_ERRORS.reduce((a, b) => a + (r.error_buckets[b] ?? 0), 0);
    const total = r.sessions.total;
    if (errors === 0 || total === 0 || errors / total < exports.TARGET_RULES.clientErrorRate)
        return [];
    const cpu = t.series.filter((s) => s.role === "cpu" && s.summary && (s.limit != null || s.unit === "ratio"));
    if (cpu.length === 0)
        return [];
    const busiest = cpu.reduce((a, s) => s.summary.p95 / (s.limit ?? 1) > a.summary.p95 / (a.limit ?? 1) ? s : a);
    const level = exports.TARGET_RULES.idleShare * (busiest.limit ?? 1);
    if (busiest.summary.p95 >= level)
        return [];
    const { from, to } = runWindow(r);
    const byBucket = Object.fromEntries(CLIENT_ERRORS.map((b) => [b, r.error_buckets[b] ?? 0]));
    return [
        {
            rule: "target_idle_errors",
            severity: "warn",
            title: `${errors} client timeouts or 5xx while the target's CPU stayed low (p95 ${round(busiest.summary.p95)})`,
            detail: `${errors} of ${total} sessions ended in ${CLIENT_ERRORS.filter((b) => byBucket[b] > 0).join(", ")}, yet the busiest target series ${labelText(busiest)} never came near saturation (p95 ${round(busiest.summary.p95)}, max ${round(busiest.summary.max)}, under ${round(level)}): the requests likely stalled before the target did the work — look at the gateway, a connection pool or a downstream.`,
            evidence: [
                {
                    metric: "errors",
                    window: { from_s: sec(r, from), to_s: sec(r, to) },
                    values: { ...byBucket, sessions: total },
                },
                {
                    metric: `target.${busiest.name}`,
                    window: { from_s: sec(r, from), to_s: sec(r, to) },
                    values: { p95: round(busiest.summary.p95), max: round(busiest.summary.max), level: round(level) },
                },
            ],
        },
    ];
}
/** Mean of the first and last thirds of the points in the run. */
function thirds(points) {
    const n = Math.max(1, Math.floor(points.length / 3));
    return {
        first: mean(points.slice(0, n).map((p) => p[1])) ?? 0,
        last: mean(points.slice(-n).map((p) => p[1])) ?? 0,
    };
}
function llmQueueing(r, t) {
    const queue = t.series.find((s) => s.role === "queue" && inRun(r, s).length >= 3);
    const ttft = t.series.find((s) => s.role === "ttft" && inRun(r, s).length >= 3);
    if (!queue || !ttft)
        return [];
    const qp = inRun(r, queue);
    const q = thirds(qp);
    const f = thirds(inRun(r, ttft));
    const queueGrew = q.last >= 1 && q.last > q.first * (1 + exports.TARGET_RULES.queueGrowth);
    const ttftRose = f.first > 0 && f.last > f.first * (1 + exports.TARGET_RULES.ttftGrowth);
    if (!queueGrew || !ttftRose)
        return [];
    const running = t.series.find((s) => s.role === "running" && s.summary);
    const start = qp.find(([, v]) => v > q.first)?.[0] ?? qp[0][0];
    const window = { from_s: sec(r, start), to_s: sec(r, qp[qp.length - 1][0]) };
    const cap = running?.summary
        ? ` Running requests peaked at ${round(running.summary.max)} (mean ${round(running.summary.mean)}): the server ran at its batch limit and queued the rest.`
        : " No running-requests series to check whether the server was at its batch limit.";
    return [
        {
            rule: "llm_queueing",
            severity: "warn",
            title: `LLM server queueing: waiting requests grew from ${round(q.first, 1)} to ${round(q.last, 1)} while TTFT rose ${Math.round((f.last / f.first - 1) * 100)}%`,
            detail: `${labelText(queue)} grew across the run while ${labelText(ttft)} went from ${round(f.first)} to ${round(f.last)}${ttft.unit ? ` ${ttft.unit}` : ""}: time to first token is spent waiting for a slot, not in prefill.${cap}`,
            evidence: [
                {
                    metric: `target.${queue.name}`,
                    window,
                    values: { first_third: round(q.first), last_third: round(q.last) },
                },
                {
                    metric: `target.${ttft.name}`,
                    window,
                    values: { first_third: round(f.first), last_third: round(f.last) },
                },
                ...(running?.summary
                    ? [
                        {
                            metric: `target.${running.name}`,
                            window,
                            values: { max: round(running.summary.max), mean: round(running.summary.mean) },
                        },
                    ]
                    : []),
            ],
        },
    ];
}


/***/ }),

/***/ 47318:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.TOP_MARKS = void 0;
exports.targetReport = targetReport;
/** The report's target section from the run's target evidence. Pure. */
const histogram_js_1 = __webpack_require__(85835);
/** Rows of the slow-event table. */
exports.TOP_MARKS = 10;
const DEFAULT_SUSTAIN_S = 60;
function targetReport(run) {
    const ev = run.target;
    if (!ev)
        return null;
    const sustain = run.scenarioConfig?.evidence
        ?.sustain_sec;
    return {
        sustain_s: sustain ?? DEFAULT_SUSTAIN_S,
        series: ev.series.map((s) => ({
            ...s,
            summary: summary(s.points.filter(([t]) => t >= run.started_at && t <= run.finished_at).map(([, v]) => v)),
        })),
        marks: ev.marks,
        top_marks: topMarks(ev.marks),
    };
}
function summary(values) {
    if (values.length === 0)
        return null;
    const d = new histogram_js_1.SampleDistribution(values);
    return {
        count: d.count,
        min: (0, histogram_js_1.round3)(d.min),
        mean: (0, histogram_js_1.round3)(d.mean),
        p95: (0, histogram_js_1.round3)(d.percentile(95)),
        max: (0, histogram_js_1.round3)(d.max),
        last: (0, histogram_js_1.round3)(values[values.length - 1]),
    };
}
function topMarks(marks) {
    const groups = new Map();
    for (const m of marks) {
        const key = `${m.log}\u0000${m.label}`;
        const g = groups.get(key) ?? { log: m.log, label: m.label, count: 0, total_ms: 0, max_ms: null };
        g.count++;
        if (m.duration_ms != null) {
            g.total_ms = (0, histogram_js_1.round3)(g.total_ms + m.duration_ms);
            g.max_ms = Math.max(g.max_ms ?? 0, m.duration_ms);
        }
        groups.set(key, g);
    }
    return [...groups.values()]
        .sort((a, b) => b.total_ms - a.total_ms || b.count - a.count || (a.label < b.label ? -1 : 1))
        .slice(0, exports.TOP_MARKS);
}


/***/ })

};
