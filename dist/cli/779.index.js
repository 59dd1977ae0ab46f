export const id = 779;
export const ids = [779];
export const modules = {

/***/ 68959:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RECIPE_TRACES = void 0;
/**
 * A recipe's `trace`: `stream-json` is Claude Code's (Qwen Code prints it too), `jsonl` any JSON event
 * lines (read by their common shapes), `none` no trace (the trajectory holds the prompt and the output);
 * the other agents' own formats by name.
 */
exports.RECIPE_TRACES = [
    "stream-json",
    "jsonl",
    "none",
    "codex-json",
    "opencode-json",
    "gemini-stream",
];


/***/ }),

/***/ 78583:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DEFAULT_MAX_HISTORY = exports.DEFAULT_MAX_SAMPLES = void 0;
exports.speedIndex = speedIndex;
exports.speedIndexOfTable = speedIndexOfTable;
exports.historyEntryOf = historyEntryOf;
exports.buildBaseline = buildBaseline;
/** Build a baseline from a run: pure, so `baseline update` and tests share one definition. */
const errors_js_1 = __webpack_require__(83916);
const figures_js_1 = __webpack_require__(39536);
const histograms_js_1 = __webpack_require__(2492);
const runner_js_1 = __webpack_require__(11121);
const samples_js_1 = __webpack_require__(89708);
const schema_js_1 = __webpack_require__(3224);
exports.DEFAULT_MAX_SAMPLES = 2000;
exports.DEFAULT_MAX_HISTORY = 30;
/**
 * A run's speed index: the mean over tasks of each task's mean log e2e (tasks weigh equally, so
 * task-to-task spread does not enter), and the sampling variance of that index.
 */
function speedIndex(sessions) {
    return speedIndexOf(sessions.length, (i) => sessions[i].task, (i) => (0, figures_js_1.sessionSample)(sessions[i], "e2e_ms"));
}
/** speedIndex of the sessions at `at` in a session table, read by column. */
function speedIndexOfTable(t, at) {
    return speedIndexOf(at.length, (j) => t.task(at[j]), (j) => (0, figures_js_1.sessionSample)({ warmup: t.warmup(at[j]), bucket: t.bucket(at[j]), e2e_ms: t.e2e(at[j]), ttft_ms: null }, "e2e_ms"));
}
function speedIndexOf(n, taskOf, e2eOf) {
    const byTask = new Map();
    for (let i = 0; i < n; i++) {
        const e2e = e2eOf(i);
        if (e2e === null || !(e2e > 0))
            continue;
        const task = taskOf(i);
        const list = byTask.get(task) ?? [];
        list.push(Math.log(e2e));
        byTask.set(task, list);
    }
    const tasks = [...byTask.values()].filter((l) => l.length >= 2);
    if (tasks.length === 0)
        return null;
    let index = 0;
    let variance = 0;
    for (const l of tasks) {
        const mean = l.reduce((a, v) => a + v, 0) / l.length;
        index += mean;
        variance += l.reduce((a, v) => a + (v - mean) ** 2, 0) / (l.length - 1) / l.length;
    }
    return { index: index / tasks.length, variance: variance / tasks.length ** 2 };
}
/** The baseline's own run as a history entry. */
function historyEntryOf(b, speed = null, costPerPass) {
    const m = b.summary.metrics;
    return {
        time: b.source.time,
        sha: b.source.sha,
        run_id: b.source.run_id,
        sessions: b.summary.sessions,
        pass_rate: b.summary.pass_rate,
        e2e_p50: m.e2e_ms?.p50 ?? null,
        e2e_p95: m.e2e_ms?.p95 ?? null,
        ttft_p95: m.ttft_ms?.p95 ?? null,
        ...(speed ? { e2e_log_index: speed.index, e2e_log_index_var: speed.variance } : {}),
        ...(costPerPass !== undefined ? { cost_per_pass_usd: costPerPass } : {}),
    };
}
function buildBaseline(run, previous, source, opts = {}) {
    // Warm-up sessions are recorded but never gated, so they are not part of the baseline either
    // (the run's counts, pass rate and buckets already leave them out).
    const gated = run.sessions.filter((s) => !s.warmup);
    const metrics = run.metrics;
    // A baseline of errors alone would pass every later rule vacuously (nothing left to slow down or fail).
    if (!metrics.e2e_ms || run.counts.completed === 0) {
        throw new errors_js_1.UserError(`run ${run.run_id} has no latency samples of a completed session (none passed or failed: every session errored or none ran); a baseline needs at least one`, "events.jsonl", "sessions");
    }
    // Histograms hold every sample behind the run's figures (src/metrics/figures.ts), not the capped sample.
    const histograms = {};
    const judged = gated.filter(figures_js_1.countsForFigures);
    // The efficiency figures among them (docs/cost.md): a rule on model calls or cost reads their histogram on an older baseline.
    for (const metric of (0, samples_js_1.sessionMetricNames)(judged)) {
        const values = (0, figures_js_1.isSessionMetric)(metric)
            ? judged.map((s) => (0, figures_js_1.sessionSample)(s, metric)).filter((v) => v !== null)
            : Array.from(run.distribution(metric)?.sorted ?? []);
        if (values.length > 0)
            histograms[metric] = (0, histograms_js_1.encodeHistogram)(values, metric);
    }
    const summary = {
        sessions: run.counts.total,
        pass_rate: run.pass_rate,
        error_buckets: { ...run.error_buckets },
        metrics,
    };
    // History spans scenario versions only while the scenario hash stays: other hashes measured something else.
    const carried = previous && previous.scenario.hash === run.scenario.hash ? previous.history : [];
    const own = historyEntryOf({ source, summary }, speedIndex(gated), run.economy?.cost_per_pass_usd);
    const history = [...carried.filter((h) => h.run_id !== source.run_id), own].slice(-(opts.maxHistory ?? exports.DEFAULT_MAX_HISTORY));
    const runner = (0, runner_js_1.runnerOf)(run.environment);
    return {
        schemaVersion: schema_js_1.BASELINE_SCHEMA_VERSION,
        scenario: {
            name: run.scenario.name,
            hash: run.scenario.hash,
            ...(run.scenario.llm_mode ? { llm_mode: run.scenario.llm_mode } : {}),
            ...(opts.workload ? { workload: opts.workload } : {}),
        },
        source,
        labels: opts.labels ?? previous?.labels ?? {},
        environment: run.environment,
        ...(runner ? { runner } : {}),
        summary,
        samples: (0, samples_js_1.downsample)(gated, opts.maxSamples ?? exports.DEFAULT_MAX_SAMPLES).map(samples_js_1.toSample),
        histograms,
        history,
        ...(run.economy ? { price_table: run.economy.price_table } : {}),
    };
}


/***/ }),

/***/ 2492:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.encodeHistogram = encodeHistogram;
exports.decodeHistogram = decodeHistogram;
/**
 * HDR histograms of per-session values, stored compressed in the baseline so metrics without
 * per-session samples can still be compared. Values are recorded as integers at 3 significant digits, in
 * the steps of their metric's unit (`unitSteps`: latencies in microseconds, as milliseconds would lose
 * sub-ms resolution of fast spans; dollars in millionths).
 */
const hdr = __importStar(__webpack_require__(32960));
const figures_js_1 = __webpack_require__(39536);
/** The metric's values, in its unit's steps (figures.ts `unitSteps`, the one place that knows them). */
function encodeHistogram(values, metric) {
    const scale = (0, figures_js_1.unitSteps)(metric);
    const h = hdr.build({ numberOfSignificantValueDigits: 3, lowestDiscernibleValue: 1, autoResize: true });
    for (const v of values)
        if (Number.isFinite(v) && v >= 0)
            h.recordValue(Math.round(v * scale));
    const encoded = hdr.encodeIntoCompressedBase64(h);
    h.destroy();
    return encoded;
}
function decodeHistogram(encoded, metric) {
    const scale = (0, figures_js_1.unitSteps)(metric);
    const h = hdr.decodeFromCompressedBase64(encoded);
    const count = h.totalCount;
    const percentile = (p) => h.getValueAtPercentile(p) / scale;
    return {
        count,
        percentile,
        values: (max) => {
            const k = Math.min(count, max);
            return Array.from({ length: k }, (_, i) => percentile((100 * (i + 0.5)) / k));
        },
    };
}


/***/ }),

/***/ 12150:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.baselineV0Schema = void 0;
exports.migrateV0 = migrateV0;
/**
 * Older baseline files, upgraded on read so a user never has to regenerate a baseline after an
 * upgrade. Each step takes version N to N+1; readBaseline applies them in order.
 *
 * v0 (agent-loadtest 0.0.x): flat, no labels, no histograms, no history:
 *   { schemaVersion: 0, scenario: "<name>", scenario_hash, commit, ref?, run_id, created_at,
 *     sessions, pass_rate, error_buckets?, metrics: { <name>: MetricSummary },
 *     samples?: [{ task, e2e_ms, ttft_ms?, passed, bucket? }] }
 */
const zod_1 = __webpack_require__(50924);
const build_js_1 = __webpack_require__(78583);
const histograms_js_1 = __webpack_require__(2492);
const schema_js_1 = __webpack_require__(3224);
exports.baselineV0Schema = zod_1.z.object({
    schemaVersion: zod_1.z.literal(0),
    scenario: zod_1.z.string().min(1),
    scenario_hash: zod_1.z.string().min(1),
    commit: zod_1.z.string().nullable().optional(),
    ref: zod_1.z.string().nullable().optional(),
    run_id: zod_1.z.string(),
    created_at: zod_1.z.string(),
    sessions: zod_1.z.number().int().nonnegative(),
    pass_rate: zod_1.z.number().min(0).max(1).nullable(),
    error_buckets: zod_1.z.record(zod_1.z.string(), zod_1.z.number().int().nonnegative()).optional(),
    metrics: zod_1.z.record(zod_1.z.string(), schema_js_1.metricSummarySchema),
    samples: zod_1.z
        .array(zod_1.z.object({
        task: zod_1.z.string(),
        e2e_ms: zod_1.z.number().nonnegative(),
        ttft_ms: zod_1.z.number().nonnegative().nullable().optional(),
        passed: zod_1.z.boolean(),
        bucket: zod_1.z.string().nullable().optional(),
    }))
        .optional(),
});
/** v0 → v1: nest scenario and source, rename fields, rebuild e2e/ttft histograms from the samples, seed the history. */
function migrateV0(v0) {
    const samples = (v0.samples ?? []).map((s) => ({
        task: s.task,
        pair: 0,
        e2e_ms: s.e2e_ms,
        ttft_ms: s.ttft_ms ?? null,
        pass: s.passed,
        bucket: s.bucket ?? (s.passed ? null : "task_failed"),
    }));
    const histograms = {};
    if (samples.length > 0) {
        histograms.e2e_ms = (0, histograms_js_1.encodeHistogram)(samples.map((s) => s.e2e_ms), "e2e_ms");
        const ttft = samples.map((s) => s.ttft_ms).filter((v) => v !== null);
        if (ttft.length > 0)
            histograms.ttft_ms = (0, histograms_js_1.encodeHistogram)(ttft, "ttft_ms");
    }
    const sha = v0.commit ?? null;
    const migrated = {
        schemaVersion: 1,
        scenario: { name: v0.scenario, hash: v0.scenario_hash },
        source: { sha, ref: v0.ref ?? null, run_id: v0.run_id, time: v0.created_at },
        labels: {},
        environment: {},
        summary: {
            sessions: v0.sessions,
            pass_rate: v0.pass_rate,
            error_buckets: v0.error_buckets ?? {},
            metrics: v0.metrics,
        },
        samples,
        histograms,
    };
    return { ...migrated, history: [(0, build_js_1.historyEntryOf)(migrated)] };
}


/***/ }),

/***/ 89708:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.sessionMetricNames = sessionMetricNames;
exports.toSample = toSample;
exports.downsample = downsample;
const thresholds_js_1 = __webpack_require__(92800);
/** Names of the per-session metrics present in these sessions. */
function sessionMetricNames(sessions) {
    const names = new Set();
    for (const s of sessions) {
        names.add("e2e_ms");
        if (s.ttft_ms !== null)
            names.add("ttft_ms");
        if (s.tpot_ms !== null)
            names.add("tpot_ms");
        for (const p of Object.keys(s.phases))
            names.add(`${p}_ms`);
        for (const k of Object.keys(s.spans))
            names.add(`${k}_ms`);
        if (s.economy)
            for (const m of thresholds_js_1.ECONOMY_METRICS)
                if (s.economy[m] != null)
                    names.add(m);
    }
    return [...names].sort();
}
function toSample(s) {
    return {
        task: s.task,
        pair: s.pair,
        ...(Object.keys(s.tags).length > 0 ? { tags: s.tags } : {}),
        e2e_ms: s.e2e_ms,
        ttft_ms: s.ttft_ms,
        pass: s.status === "passed",
        bucket: s.bucket,
        ...(s.economy ? { economy: s.economy } : {}),
    };
}
/**
 * At most `cap` sessions, deterministic, keeping every task represented as evenly as the run allows
 * (water-filling: small tasks keep all their sessions, large ones share the rest), and within a task
 * spread evenly over the run's time so early and late sessions both stay.
 */
function downsample(sessions, cap) {
    if (sessions.length <= cap)
        return [...sessions];
    const byTask = new Map();
    for (const s of sessions) {
        const list = byTask.get(s.task) ?? [];
        list.push(s);
        byTask.set(s.task, list);
    }
    const tasks = [...byTask.keys()].sort();
    const size = (t) => byTask.get(t).length;
    // Water level: the largest per-task allowance whose total fits the cap.
    const total = (level) => tasks.reduce((sum, t) => sum + Math.min(size(t), level), 0);
    let lo = 0;
    let hi = Math.max(...tasks.map(size));
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (total(mid) <= cap)
            lo = mid;
        else
            hi = mid - 1;
    }
    const quota = new Map(tasks.map((t) => [t, Math.min(size(t), lo)]));
    // What the level leaves over goes one per task, in name order, to tasks that still have sessions.
    let remaining = cap - total(lo);
    for (const t of tasks) {
        if (remaining > 0 && quota.get(t) < size(t)) {
            quota.set(t, quota.get(t) + 1);
            remaining--;
        }
    }
    const out = [];
    for (const t of tasks) {
        const list = byTask.get(t).sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        const q = quota.get(t);
        for (let i = 0; i < q; i++)
            out.push(list[Math.floor(((i + 0.5) * list.length) / q)]);
    }
    return out;
}


/***/ }),

/***/ 3224:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * `baselines/<scenario>.json`: what a later run is compared with. Versioned with `schemaVersion`;
 * older versions are migrated on read (migrate.ts), newer ones refused.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.baselineSchema = exports.historyEntrySchema = exports.baselineSampleSchema = exports.metricSummarySchema = exports.workloadSchema = exports.BASELINE_SCHEMA_VERSION = void 0;
exports.baselineJsonSchema = baselineJsonSchema;
const zod_1 = __webpack_require__(50924);
const fingerprint_js_1 = __webpack_require__(93162);
const llm_mode_js_1 = __webpack_require__(11201);
const runner_js_1 = __webpack_require__(11121);
exports.BASELINE_SCHEMA_VERSION = 1;
/** Bounded where it is read too: a hand-edited file cannot make a refusal message unbounded. */
exports.workloadSchema = zod_1.z
    .object({
    fields: zod_1.z
        .record(zod_1.z.string().max(fingerprint_js_1.WORKLOAD_LIMITS.pathChars), zod_1.z.string().max(fingerprint_js_1.WORKLOAD_LIMITS.valueChars))
        .refine((f) => Object.keys(f).length <= fingerprint_js_1.WORKLOAD_LIMITS.fields, {
        message: `at most ${fingerprint_js_1.WORKLOAD_LIMITS.fields} fields`,
    }),
    omitted: zod_1.z.number().int().nonnegative(),
})
    .meta({ description: "The hashed workload's leaf fields, path → JSON value, secrets masked." });
const count = zod_1.z.number().int().nonnegative();
const ms = zod_1.z.number().nonnegative();
const sessionEconomySchema = zod_1.z.object({
    llm_calls: count.nullable(),
    tool_calls: count.nullable(),
    tokens_cached: count.nullable(),
    context_tokens_max: count.nullable(),
    cost_usd: zod_1.z.number().nonnegative().nullable(),
});
exports.metricSummarySchema = zod_1.z.object({
    count,
    min: zod_1.z.number(),
    mean: zod_1.z.number(),
    p50: zod_1.z.number(),
    p90: zod_1.z.number(),
    p95: zod_1.z.number(),
    p99: zod_1.z.number(),
    max: zod_1.z.number(),
});
exports.baselineSampleSchema = zod_1.z
    .object({
    task: zod_1.z.string(),
    pair: count,
    tags: zod_1.z.record(zod_1.z.string(), zod_1.z.string()).optional(),
    e2e_ms: ms,
    ttft_ms: ms.nullable(),
    pass: zod_1.z.boolean(),
    /** Error bucket of a failed or errored session, null when it passed. */
    bucket: zod_1.z.string().nullable(),
    /** Its efficiency figures (docs/cost.md), when its LLM calls were seen: what cost and call rules compare by task. */
    economy: sessionEconomySchema.optional(),
})
    .meta({ description: "One gated session of the baseline run." });
exports.historyEntrySchema = zod_1.z
    .object({
    time: zod_1.z.string(),
    sha: zod_1.z.string().nullable(),
    run_id: zod_1.z.string(),
    sessions: count,
    pass_rate: zod_1.z.number().min(0).max(1).nullable(),
    e2e_p50: ms.nullable(),
    e2e_p95: ms.nullable(),
    ttft_p95: ms.nullable(),
    /**
     * Run speed index: the mean over tasks of each task's mean log e2e, and its sampling variance;
     * their spread over runs is the run-to-run variance the gate adds to its tests.
     */
    e2e_log_index: zod_1.z.number().nullable().optional(),
    e2e_log_index_var: zod_1.z.number().nonnegative().nullable().optional(),
    /** What the run's LLM calls cost per passed session, USD; absent when it saw none (docs/cost.md). */
    cost_per_pass_usd: zod_1.z.number().nonnegative().nullable().optional(),
})
    .meta({ description: "Run-level statistics of one baseline run." });
exports.baselineSchema = zod_1.z
    .object({
    schemaVersion: zod_1.z.literal(exports.BASELINE_SCHEMA_VERSION),
    scenario: zod_1.z.object({
        name: zod_1.z.string().min(1),
        hash: zod_1.z.string().min(1),
        /** What the LLM answers came from; absent in baselines recorded before it was kept. */
        llm_mode: zod_1.z.enum(llm_mode_js_1.LLM_MODES).optional(),
        /**
         * The workload the hash covers, as leaf fields (path → JSON value, secrets masked, bounded):
         * what a refusal for another hash compares field by field. Absent in baselines recorded
         * before it was kept; such a refusal says only that the scenario changed.
         */
        workload: exports.workloadSchema.optional(),
    }),
    source: zod_1.z.object({
        sha: zod_1.z.string().nullable(),
        ref: zod_1.z.string().nullable(),
        run_id: zod_1.z.string(),
        /** ISO 8601. */
        time: zod_1.z.string(),
    }),
    /** Model, prompt and dataset versions the baseline was recorded with. */
    labels: zod_1.z.record(zod_1.z.string(), zod_1.z.string()),
    environment: zod_1.z.record(zod_1.z.string(), zod_1.z.string()),
    /** The machine kind it was recorded on; absent in baselines recorded before it was kept. */
    runner: runner_js_1.runnerSchema.optional(),
    summary: zod_1.z.object({
        sessions: count,
        pass_rate: zod_1.z.number().min(0).max(1).nullable(),
        error_buckets: zod_1.z.record(zod_1.z.string(), count),
        /** Milliseconds. */
        metrics: zod_1.z.record(zod_1.z.string(), exports.metricSummarySchema),
    }),
    /** Per-session samples, capped with task balance kept. */
    samples: zod_1.z.array(exports.baselineSampleSchema),
    /** HDR histograms of per-session values in microseconds, compressed base64 (hdr-histogram-js). */
    histograms: zod_1.z.record(zod_1.z.string(), zod_1.z.string()),
    /** Earlier runs and this one (newest last), bounded. */
    history: zod_1.z.array(exports.historyEntrySchema),
    /** The price catalog its costs come from (docs/cost.md); absent when its run saw no LLM call. */
    price_table: zod_1.z.string().max(200).optional(),
})
    .meta({
    title: "agent-loadtest baseline",
    description: "Stored baseline of a scenario: summary, per-session samples, histograms and run history.",
});
/** The JSON Schema published as `schemas/baseline.schema.json`. */
function baselineJsonSchema() {
    return zod_1.z.toJSONSchema(exports.baselineSchema, { target: "draft-2020-12" });
}


/***/ }),

/***/ 54494:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parseBaseline = parseBaseline;
exports.readBaselineFile = readBaselineFile;
exports.readBaseline = readBaseline;
exports.readBaselineFor = readBaselineFor;
exports.serializeBaseline = serializeBaseline;
exports.writeBaseline = writeBaseline;
/**
 * Reading and writing baseline files. The only I/O of the core: a read that refuses what it cannot
 * trust, and an atomic write (temp file in the same directory, fsync, rename) so a run killed
 * mid-write leaves the previous baseline intact.
 */
const node_crypto_1 = __webpack_require__(77598);
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
const yaml_source_js_1 = __webpack_require__(31837);
const histograms_js_1 = __webpack_require__(2492);
const migrate_js_1 = __webpack_require__(12150);
const schema_js_1 = __webpack_require__(3224);
/** The JSON path of the first bad field, as `summary.metrics["e2e_ms"].p95` or `samples[3].pass`. */
function firstIssue(error) {
    const issue = error.issues[0];
    const path = (issue?.path ?? []).map((k) => (typeof k === "number" ? k : String(k)));
    return { field: (0, yaml_source_js_1.formatPath)(path) || "(root)", message: issue?.message ?? "invalid" };
}
/** A histogram that does not decode would fail the gate mid-way; it is refused where it is read. */
function checkHistograms(b, file) {
    for (const [metric, encoded] of Object.entries(b.histograms)) {
        try {
            (0, histograms_js_1.decodeHistogram)(encoded, metric);
        }
        catch {
            throw new errors_js_1.UserError("not an encoded histogram", file, (0, yaml_source_js_1.formatPath)(["histograms", metric]));
        }
    }
}
/**
 * Parse a baseline file's text: JSON → migrate older versions → validate. Pure; `file` only names
 * the source in errors.
 */
function parseBaseline(text, file) {
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch (err) {
        throw new errors_js_1.UserError(`invalid JSON in baseline: ${err.message}`, file);
    }
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
        throw new errors_js_1.UserError("a baseline must be a JSON object", file);
    }
    const version = raw.schemaVersion;
    if (version === undefined)
        throw new errors_js_1.UserError("missing schemaVersion; not an agent-loadtest baseline", file, "schemaVersion");
    if (typeof version !== "number" || !Number.isInteger(version) || version < 0) {
        throw new errors_js_1.UserError(`unknown schemaVersion ${JSON.stringify(version)}`, file, "schemaVersion");
    }
    if (version > schema_js_1.BASELINE_SCHEMA_VERSION) {
        throw new errors_js_1.UserError(`schemaVersion ${version} is newer than this agent-loadtest understands (${schema_js_1.BASELINE_SCHEMA_VERSION}); upgrade agent-loadtest`, file, "schemaVersion");
    }
    if (version === 0) {
        const v0 = migrate_js_1.baselineV0Schema.safeParse(raw);
        if (!v0.success) {
            const { field, message } = firstIssue(v0.error);
            throw new errors_js_1.UserError(`${message} (schemaVersion 0 baseline)`, file, field);
        }
        raw = (0, migrate_js_1.migrateV0)(v0.data);
    }
    const parsed = schema_js_1.baselineSchema.safeParse(raw);
    if (!parsed.success) {
        const { field, message } = firstIssue(parsed.error);
        throw new errors_js_1.UserError(message, file, field);
    }
    checkHistograms(parsed.data, file);
    return parsed.data;
}
/** Read a baseline without checking which scenario it belongs to (for `baseline update` across a scenario change). */
function readBaselineFile(path) {
    let text;
    try {
        text = (0, node_fs_1.readFileSync)(path, "utf8");
    }
    catch (err) {
        if (err.code === "ENOENT")
            return null;
        throw new errors_js_1.UserError(`cannot read baseline: ${err.message}`, path);
    }
    return parseBaseline(text, path);
}
/**
 * The baseline for this scenario, or null when there is none yet. A baseline recorded for another
 * scenario (name or hash) is refused: comparing with it would gate against something else.
 */
function readBaseline(path, expected) {
    const found = readBaselineFor(path, expected);
    if (found.stale) {
        throw new errors_js_1.UserError(`baseline was recorded for scenario hash ${found.stale.scenario.hash}, but the scenario now hashes to ${expected.hash}; ` +
            "refresh it with `agent-loadtest baseline update <run-dir>`", path, "scenario.hash");
    }
    return found.baseline;
}
/**
 * The baseline for this scenario, or, when the file holds one recorded for another scenario hash
 * (the workload changed since), that one as `stale`; `stored` is either (refusal.ts judges it).
 * Another scenario's name is refused: that is a wrong path, not a change.
 */
function readBaselineFor(path, expected) {
    const b = readBaselineFile(path);
    if (!b)
        return { baseline: null, stale: null, stored: null };
    if (b.scenario.name !== expected.name) {
        throw new errors_js_1.UserError(`baseline is for scenario ${JSON.stringify(b.scenario.name)}, not ${JSON.stringify(expected.name)}`, path, "scenario.name");
    }
    return b.scenario.hash === expected.hash
        ? { baseline: b, stale: null, stored: b }
        : { baseline: null, stale: b, stored: b };
}
/** Records (labels, metrics, histograms, tags) with sorted keys; objects keep the schema's key order. */
function sortKeys(record) {
    return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
/** Stable text: same baseline, same bytes, so baseline diffs in a PR show only what changed. */
function serializeBaseline(b) {
    const v = schema_js_1.baselineSchema.parse(b); // key order of the schema, unknown keys dropped
    const stable = {
        ...v,
        labels: sortKeys(v.labels),
        environment: sortKeys(v.environment),
        summary: {
            ...v.summary,
            error_buckets: sortKeys(v.summary.error_buckets),
            metrics: sortKeys(v.summary.metrics),
        },
        samples: v.samples.map((s) => (s.tags ? { ...s, tags: sortKeys(s.tags) } : s)),
        histograms: sortKeys(v.histograms),
    };
    return `${JSON.stringify(stable, null, 2)}\n`;
}
/**
 * Write atomically: the new content goes to a temp file in the same directory (same file system,
 * so rename is atomic), is fsynced, then renamed over the target. A crash before the rename leaves
 * the old file untouched; after it, the new file is complete.
 */
function writeBaseline(path, baseline, hooks = {}) {
    const text = serializeBaseline(baseline);
    const dir = (0, node_path_1.dirname)(path);
    (0, node_fs_1.mkdirSync)(dir, { recursive: true });
    // Random suffix: a temp file left by a killed run (pids repeat in containers) never blocks this one.
    const temp = (0, node_path_1.join)(dir, `.${(0, node_path_1.basename)(path)}.${process.pid}.${(0, node_crypto_1.randomBytes)(6).toString("hex")}.tmp`);
    const fd = (0, node_fs_1.openSync)(temp, "wx", 0o644);
    try {
        try {
            const bytes = Buffer.from(text, "utf8");
            for (let off = 0; off < bytes.length;)
                off += (0, node_fs_1.writeSync)(fd, bytes, off, bytes.length - off);
            (0, node_fs_1.fsyncSync)(fd);
        }
        finally {
            (0, node_fs_1.closeSync)(fd);
        }
        hooks.beforeRename?.(temp);
        (0, node_fs_1.renameSync)(temp, path);
    }
    catch (err) {
        try {
            (0, node_fs_1.unlinkSync)(temp);
        }
        catch {
            // already gone
        }
        throw err;
    }
    // Make the rename itself durable; not every platform lets us open a directory.
    try {
        const dfd = (0, node_fs_1.openSync)(dir, "r");
        try {
            (0, node_fs_1.fsyncSync)(dfd);
        }
        finally {
            (0, node_fs_1.closeSync)(dfd);
        }
    }
    catch {
        // best effort
    }
}


/***/ }),

/***/ 89087:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.TargetCollector = exports.MAX_MARKS = exports.MAX_POINTS = exports.MAX_SERIES = void 0;
exports.seriesKey = seriesKey;
exports.targetValues = targetValues;
/** Bounds on what a report carries, so a noisy target cannot bloat it. */
exports.MAX_SERIES = 60;
exports.MAX_POINTS = 2000;
exports.MAX_MARKS = 2000;
function seriesKey(name, labels) {
    const parts = Object.keys(labels)
        .sort()
        .map((k) => `${k}=${JSON.stringify(labels[k])}`);
    return `${name}{${parts.join(",")}}`;
}
class TargetCollector {
    series = new Map();
    marks = [];
    add(e) {
        if (e.type === "target_mark") {
            if (this.marks.length < exports.MAX_MARKS)
                this.marks.push({ t: e.t, log: e.log, label: e.label, duration_ms: e.duration_ms });
            return;
        }
        const key = seriesKey(e.name, e.labels);
        let acc = this.series.get(key);
        if (!acc) {
            if (this.series.size >= exports.MAX_SERIES)
                return;
            acc = { head: e, full: new Map(), instant: new Map(), fullSource: null };
            this.series.set(key, acc);
        }
        const into = e.source === "instant" ? acc.instant : acc.full;
        if (e.source !== "instant") {
            acc.fullSource = e.source;
            acc.head = { ...e, points: [] };
        }
        for (const [t, v] of e.points)
            if (Number.isFinite(t) && Number.isFinite(v))
                into.set(t, v);
    }
    result() {
        if (this.series.size === 0 && this.marks.length === 0)
            return null;
        const series = [];
        // By name, then labels: a name's label sets stay together (`db_cpu` before `db_cpu_json`).
        const order = (x) => [x.head.name, seriesKey("", x.head.labels)];
        const byName = [...this.series.values()].sort((a, b) => {
            const [an, al] = order(a);
            const [bn, bl] = order(b);
            return an < bn ? -1 : an > bn ? 1 : al < bl ? -1 : al > bl ? 1 : 0;
        });
        for (const acc of byName) {
            const use = acc.full.size > 0 ? acc.full : acc.instant;
            const points = [...use].sort((a, b) => a[0] - b[0]);
            const h = acc.head;
            series.push({
                name: h.name,
                labels: h.labels,
                unit: h.unit ?? null,
                role: h.role ?? null,
                limit: h.limit ?? null,
                source: acc.full.size > 0 ? (acc.fullSource ?? "range") : "instant",
                points: thin(points, exports.MAX_POINTS),
            });
        }
        const marks = [...this.marks].sort((a, b) => a.t - b.t);
        return { series, marks };
    }
}
exports.TargetCollector = TargetCollector;
/** Every n-th point past the cap, keeping the last, so the shape survives and the size is bounded. */
function thin(points, cap) {
    if (points.length <= cap)
        return points;
    const every = Math.ceil(points.length / cap);
    const out = points.filter((_, i) => i % every === 0);
    if (out[out.length - 1] !== points[points.length - 1])
        out.push(points[points.length - 1]);
    return out;
}
/** Values of the series named `name` whose labels include `labels`, within [from, to] (epoch ms). */
function targetValues(evidence, name, labels, from, to) {
    const out = [];
    for (const s of evidence?.series ?? []) {
        if (s.name !== name)
            continue;
        if (!Object.entries(labels).every(([k, v]) => s.labels[k] === v))
            continue;
        for (const [t, v] of s.points)
            if (t >= from && t <= to)
                out.push(v);
    }
    return out;
}


/***/ }),

/***/ 96985:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PRESET_NAMES = exports.PRESETS = void 0;
exports.expandPreset = expandPreset;
exports.targetQueries = targetQueries;
exports.targetSeriesNames = targetSeriesNames;
const NODE = [
    {
        name: "cpu_busy",
        promql: '1 - avg by (instance) (rate(node_cpu_seconds_total{job={job},mode="idle"}[{window}]))',
        unit: "ratio",
        role: "cpu",
        limit: 0.85,
    },
    {
        name: "mem_used",
        promql: "node_memory_MemTotal_bytes{job={job}} - node_memory_MemAvailable_bytes{job={job}}",
        unit: "bytes",
        role: "memory",
    },
    { name: "load1", promql: "node_load1{job={job}}", unit: "count" },
    {
        name: "net_rx",
        promql: 'sum by (instance) (rate(node_network_receive_bytes_total{job={job},device!="lo"}[{window}]))',
        unit: "bytes/s",
    },
    {
        name: "net_tx",
        promql: 'sum by (instance) (rate(node_network_transmit_bytes_total{job={job},device!="lo"}[{window}]))',
        unit: "bytes/s",
    },
    {
        name: "disk_read",
        promql: "sum by (instance) (rate(node_disk_read_bytes_total{job={job}}[{window}]))",
        unit: "bytes/s",
    },
    {
        name: "disk_write",
        promql: "sum by (instance) (rate(node_disk_written_bytes_total{job={job}}[{window}]))",
        unit: "bytes/s",
    },
];
const CADVISOR = [
    {
        name: "container_cpu",
        promql: 'sum by (name) (rate(container_cpu_usage_seconds_total{job={job},name!=""}[{window}]))',
        unit: "cores",
    },
    {
        name: "container_mem",
        promql: 'sum by (name) (container_memory_working_set_bytes{job={job},name!=""})',
        unit: "bytes",
        role: "memory",
    },
    {
        name: "container_net_rx",
        promql: 'sum by (name) (rate(container_network_receive_bytes_total{job={job},name!=""}[{window}]))',
        unit: "bytes/s",
    },
    {
        name: "container_net_tx",
        promql: 'sum by (name) (rate(container_network_transmit_bytes_total{job={job},name!=""}[{window}]))',
        unit: "bytes/s",
    },
];
const TTFT = (q) => `histogram_quantile(${q}, sum by (le, instance) (rate(vllm:time_to_first_token_seconds_bucket{job={job}}[{window}])))`;
const VLLM = [
    {
        name: "vllm_running",
        promql: "sum by (instance) (vllm:num_requests_running{job={job}})",
        unit: "count",
        role: "running",
    },
    {
        name: "vllm_waiting",
        promql: "sum by (instance) (vllm:num_requests_waiting{job={job}})",
        unit: "count",
        role: "queue",
    },
    {
        name: "vllm_kv_cache",
        promql: "avg by (instance) (vllm:gpu_cache_usage_perc{job={job}})",
        unit: "ratio",
        limit: 0.95,
    },
    { name: "vllm_ttft_p50", promql: TTFT(0.5), unit: "s" },
    { name: "vllm_ttft_p95", promql: TTFT(0.95), unit: "s", role: "ttft" },
];
exports.PRESETS = { node_exporter: NODE, cadvisor: CADVISOR, vllm: VLLM };
exports.PRESET_NAMES = Object.keys(exports.PRESETS);
/** The preset's queries by series name, with the job label and rate window filled in. */
function expandPreset(use) {
    const job = JSON.stringify(use.job);
    const window = use.rate_window ?? "1m";
    const out = {};
    for (const { name, promql, ...rest } of exports.PRESETS[use.preset]) {
        out[`${use.prefix ?? ""}${name}`] = {
            promql: promql.replaceAll("{job}", job).replaceAll("{window}", window),
            ...rest,
        };
    }
    return out;
}
/** Every query of an `evidence.prometheus` block by series name: presets first, written queries win. */
function targetQueries(p) {
    if (!p)
        return {};
    const out = {};
    for (const use of p.presets ?? [])
        Object.assign(out, expandPreset(use));
    return Object.assign(out, p.queries ?? {});
}
/** Series names a threshold may use as `target.<name>`: every query and every imported series file. */
function targetSeriesNames(e) {
    const names = new Set(Object.keys(targetQueries(e?.prometheus)));
    for (const f of e?.files ?? [])
        if ("name" in f)
            names.add(f.name);
    return [...names].sort();
}


/***/ }),

/***/ 26132:
/***/ ((__unused_webpack_module, exports) => {


/**
 * Target-side evidence: what the system under test reported about itself (Prometheus series, exported
 * files, slow-query logs), as events in events.jsonl so every report rebuilds it offline.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SERIES_ROLES = void 0;
/** What a series means to the diagnosis rules; presets set it, a custom query may. */
exports.SERIES_ROLES = ["cpu", "memory", "queue", "running", "ttft"];


/***/ }),

/***/ 64175:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.EconomyTally = exports.SessionCalls = void 0;
const figures_js_1 = __webpack_require__(39536);
const histogram_js_1 = __webpack_require__(85835);
const pricing_js_1 = __webpack_require__(77727);
/**
 * A session's LLM calls, added as its spans are walked: the tokens the session's figures sum, and its
 * efficiency figures. The recorder adds them in the walk it makes anyway.
 */
class SessionCalls {
    pricer;
    calls = 0;
    tools = null;
    cached = null;
    context = null;
    cost = 0;
    tokensIn = null;
    tokensOut = null;
    constructor(pricer) {
        this.pricer = pricer;
    }
    /** An `llm` span. */
    add(sp) {
        this.calls++;
        if (sp.tokens_in != null)
            this.tokensIn = (this.tokensIn ?? 0) + sp.tokens_in;
        if (sp.tokens_out != null)
            this.tokensOut = (this.tokensOut ?? 0) + sp.tokens_out;
        if (sp.tool_calls != null)
            this.tools = (this.tools ?? 0) + sp.tool_calls;
        if (sp.tokens_cached != null)
            this.cached = (this.cached ?? 0) + sp.tokens_cached;
        if (sp.tokens_in != null)
            this.context = Math.max(this.context ?? 0, sp.tokens_in);
        const usd = this.pricer.cost(sp);
        this.cost = this.cost === null || usd === null ? null : this.cost + usd;
    }
    economy() {
        if (this.calls === 0)
            return null;
        return {
            llm_calls: this.calls,
            tool_calls: this.tools,
            tokens_cached: this.cached,
            context_tokens_max: this.context,
            cost_usd: this.cost,
        };
    }
}
exports.SessionCalls = SessionCalls;
class EconomyTally {
    sessions = 0;
    priced = 0;
    usd = 0;
    calls = 0;
    tokens = 0;
    passed = 0;
    /** A judged session: its economy (null when no call was seen), tokens and status. */
    add(e, tokens, passed) {
        if (passed)
            this.passed++;
        if (tokens != null)
            this.tokens += tokens;
        if (!e)
            return;
        this.sessions++;
        this.calls += e.llm_calls ?? 0;
        if (e.cost_usd != null) {
            this.priced++;
            this.usd += e.cost_usd;
        }
    }
    result(pricer) {
        if (this.sessions === 0)
            return null;
        const usd = (0, figures_js_1.roundingOf)("cost_usd");
        const cost = this.priced === this.sessions ? usd(this.usd) : null;
        return {
            price_table: pricing_js_1.PRICE_TABLE,
            unpriced_models: [...pricer.unpriced].sort(),
            sessions: this.sessions,
            priced_sessions: this.priced,
            cost_usd: cost,
            cost_per_pass_usd: cost !== null && this.passed > 0 ? usd(this.usd / this.passed) : null,
            tokens_per_pass: this.passed > 0 ? (0, histogram_js_1.round3)(this.tokens / this.passed) : null,
            llm_calls: this.calls,
        };
    }
}
exports.EconomyTally = EconomyTally;


/***/ }),

/***/ 39536:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SESSION_METRICS = exports.unitSteps = exports.Figures = exports.FIGURE_QUANTILES = void 0;
exports.countsForFigures = countsForFigures;
exports.isSample = isSample;
exports.figureQuantileSorted = figureQuantileSorted;
exports.figureStatistic = figureStatistic;
exports.figureSummary = figureSummary;
exports.figureOf = figureOf;
exports.roundingOf = roundingOf;
exports.isSessionMetric = isSessionMetric;
exports.sessionSample = sessionSample;
/**
 * The summary figures of a run — count, min, mean, p50/p90/p95/p99, max of every trend metric
 * (`e2e_ms`, `ttft_ms`, phases, span kinds, …) — from one definition that every check and every
 * surface reads, so the p95 a threshold tests is the p95 the report, the comment, the dashboard,
 * the console, the progress line, the Action's outputs, JUnit and Prometheus show.
 *
 * Which samples count: every sample a judged session recorded (warm-up and interrupted sessions
 * are never judged) — passed, failed, errored and timed-out sessions alike, as k6 counts failed
 * requests in `http_req_duration`. A session that crashed after 60 s kept its user waiting 60 s,
 * and leaving failures out would let a change that turns slow successes into failures look faster;
 * the pass rate and error checks judge the failures themselves, and `{status:passed}` selects the
 * passed sessions alone. A session without the measurement (no token, no such phase) adds nothing.
 *
 * Which estimator: Harrell-Davis (a Beta-weighted average of all order statistics: steadier than
 * one order statistic at CI sample sizes, and the statistic the regression rules test), type-7
 * interpolation above HD_MAX_N samples, where the two agree. Figures are kept to the microsecond.
 */
const thresholds_js_1 = __webpack_require__(92800);
const comparisons_js_1 = __webpack_require__(38521);
const quantiles_js_1 = __webpack_require__(37461);
const histogram_js_1 = __webpack_require__(85835);
const types_js_1 = __webpack_require__(97032);
const HD_MAX_N = 5000;
/** The quantile of each summary statistic. */
exports.FIGURE_QUANTILES = { p50: 0.5, p90: 0.9, p95: 0.95, p99: 0.99 };
/** Does this session's sample count for the run's figures? */
function countsForFigures(s) {
    return (0, types_js_1.isJudged)(s);
}
/** Is this a sample at all (a measured, non-negative, finite value)? */
function isSample(v) {
    return v != null && Number.isFinite(v) && v >= 0;
}
/** The q-quantile of sorted samples by the figures' estimator, unrounded (the regression rules resample it). */
function figureQuantileSorted(sorted, q) {
    return sorted.length <= HD_MAX_N ? (0, quantiles_js_1.harrellDavisSorted)(sorted, q) : (0, quantiles_js_1.quantileSorted)(sorted, q);
}
/** A regression statistic on sorted samples: `mean` or a quantile, unrounded. */
function figureStatistic(statistic) {
    if (statistic === "mean")
        return comparisons_js_1.meanOf;
    const q = exports.FIGURE_QUANTILES[statistic];
    if (q === undefined)
        throw new Error(`no figure statistic ${statistic}`);
    return (sorted) => figureQuantileSorted(sorted, q);
}
/** A metric's figures over its samples: what thresholds ask and summaries show, each value rounded once. */
class Figures {
    round;
    sorted;
    memo = new Map();
    /**
     * `presorted`: `samples` is a Float64Array of samples only, already in sortInPlace's order, and is
     * taken as is. `round`: how finely each figure is kept (roundingOf the metric).
     */
    constructor(samples, presorted = false, round = histogram_js_1.round3) {
        this.round = round;
        this.sorted = presorted ? samples : sortedSamples(samples);
    }
    get count() {
        return this.sorted.length;
    }
    get min() {
        return this.count === 0 ? Number.NaN : this.round(this.sorted[0]);
    }
    get max() {
        return this.count === 0 ? Number.NaN : this.round(this.sorted[this.count - 1]);
    }
    get mean() {
        return this.count === 0 ? Number.NaN : this.round((0, comparisons_js_1.meanOf)(this.sorted));
    }
    /** p in [0, 100]; p(0) is the min and p(100) the max. */
    percentile(p) {
        if (this.count === 0)
            return Number.NaN;
        if (p <= 0)
            return this.min;
        if (p >= 100)
            return this.max;
        let v = this.memo.get(p);
        if (v === undefined) {
            v = this.round(figureQuantileSorted(this.sorted, p / 100));
            this.memo.set(p, v);
        }
        return v;
    }
    summary() {
        if (this.count === 0)
            return null;
        return {
            count: this.count,
            min: this.min,
            mean: this.mean,
            p50: this.percentile(50),
            p90: this.percentile(90),
            p95: this.percentile(95),
            p99: this.percentile(99),
            max: this.max,
        };
    }
}
exports.Figures = Figures;
/** The samples (isSample) of a list, sorted. */
function sortedSamples(samples) {
    const kept = new Float64Array(samples.length);
    let n = 0;
    for (let i = 0; i < samples.length; i++) {
        const v = samples[i];
        if (isSample(v))
            kept[n++] = v;
    }
    return (0, quantiles_js_1.sortInPlace)(n === kept.length ? kept : kept.slice(0, n));
}
/** The summary of a list of samples; null when none counts. */
function figureSummary(samples) {
    return new Figures(samples).summary();
}
/**
 * A statistic's figure of sorted samples (`mean`, `p50`, …), to the microsecond: the value a
 * regression rule shows, equal to the summary's value under the same name.
 */
function figureOf(sorted, statistic, metric = "") {
    return roundingOf(metric)(figureStatistic(statistic)(sorted));
}
/**
 * How many steps a unit of the metric is kept to: dollars (`*_usd`) to the millionth (a session often
 * costs a fraction of a cent), the rest to the thousandth (ms to the µs). Figures round to it, and the
 * baseline's histograms record integers of it.
 */
const unitSteps = (metric) => (metric.endsWith("_usd") ? 1e6 : 1000);
exports.unitSteps = unitSteps;
/** Rounds a figure of the metric to its unit's steps. */
function roundingOf(metric) {
    const steps = (0, exports.unitSteps)(metric);
    return steps === 1000 ? histogram_js_1.round3 : (v) => Math.round(v * steps) / steps;
}
/**
 * Metrics a session records once, whose samples keep their session (its task, for task-stratified
 * tests, in the run and in the baseline's samples): its times and its efficiency figures.
 */
exports.SESSION_METRICS = ["e2e_ms", "ttft_ms", ...thresholds_js_1.ECONOMY_METRICS];
function isSessionMetric(metric) {
    return exports.SESSION_METRICS.includes(metric);
}
/** The session's own value of a per-session metric, whether or not it counts. */
function sessionValue(s, metric) {
    return metric === "e2e_ms" || metric === "ttft_ms" ? s[metric] : s.economy?.[metric];
}
/** The session's sample of `metric` when it counts for the run's figures, else null. */
function sessionSample(s, metric) {
    if (!countsForFigures(s))
        return null;
    const v = sessionValue(s, metric);
    return isSample(v) ? v : null;
}


/***/ }),

/***/ 38732:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.maxInFlight = maxInFlight;
exports.openLoopOf = openLoopOf;
exports.openLoop = openLoop;
/**
 * How well an open-loop run (strategy rate) kept its schedule: each session's lag behind its scheduled
 * start, split into the wait for a slot under `max_in_flight` (the target's queueing, reported) and the
 * load generator's own delay, which past its budget makes the run invalid as a measurement.
 */
const histogram_js_1 = __webpack_require__(85835);
/** Generator lag past this is a late start: beyond timer jitter and GC pauses, the schedule was not kept. */
const LATE_MS = 100;
/** An open-loop run is invalid past either budget (AIPerf: lag p99 > 500 ms; perf_analyzer: >1 % late). */
const LAG_P99_BUDGET_MS = 500;
const LATE_FRACTION_BUDGET = 0.01;
function maxInFlight(scenario) {
    const v = scenario?.load?.max_in_flight;
    return typeof v === "number" && v > 0 ? v : null;
}
/**
 * Schedule keeping of an open-loop run. A session whose scheduled time found `max_in_flight`
 * sessions already running waited for the target (client queueing, reported in the lag); any
 * other delay is the generator's own, and only that can invalidate the run.
 */
function openLoopOf(t, gated, cap) {
    if (!t.anyScheduled())
        return null;
    const sched = [];
    for (const i of gated) {
        const scheduled = t.scheduled(i);
        if (scheduled != null)
            sched.push({ scheduled, start: t.start(i), end: t.end(i) });
    }
    return openLoop(sched, cap);
}
function openLoop(sessions, cap) {
    const sched = sessions.filter((s) => s.scheduled != null).sort((a, b) => a.scheduled - b.scheduled);
    if (sched.length === 0)
        return null;
    const lag = (s) => Math.max(0, s.start - s.scheduled);
    // In flight at each scheduled time: sessions started before it and not yet ended.
    const starts = sched.map((s) => s.start).sort((a, b) => a - b);
    const ends = sched.map((s) => s.end).sort((a, b) => a - b);
    const countBelow = (xs, t) => {
        let lo = 0;
        let hi = xs.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (xs[mid] <= t)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    };
    const generator = [];
    let queued = 0;
    // Dispatch is FIFO: an arrival whose predecessor was still waiting for a slot waits behind it,
    // even at the instant between one session's end and the next one's start.
    let prevQueued = false;
    let prevStart = Number.NEGATIVE_INFINITY;
    for (const s of sched) {
        const t = s.scheduled;
        const inFlight = countBelow(starts, t) - countBelow(ends, t);
        const isQueued = cap != null && lag(s) > 0 && (inFlight >= cap || (prevQueued && prevStart > t));
        if (isQueued)
            queued++;
        else
            generator.push(lag(s));
        prevQueued = isQueued;
        prevStart = s.start;
    }
    const all = new histogram_js_1.SampleDistribution(sched.map(lag));
    const gen = new histogram_js_1.SampleDistribution(generator);
    const late = generator.filter((x) => x > LATE_MS).length;
    const rate = (first, last) => last > first ? (0, histogram_js_1.round3)(((sched.length - 1) * 1000) / (last - first)) : 0;
    const genP99 = gen.count > 0 ? gen.percentile(99) : 0;
    const lateFraction = late / sched.length;
    const reasons = [];
    if (genP99 > LAG_P99_BUDGET_MS)
        reasons.push(`generator lag p99 ${Math.round(genP99)} ms > ${LAG_P99_BUDGET_MS} ms`);
    if (lateFraction > LATE_FRACTION_BUDGET)
        reasons.push(`${late} of ${sched.length} sessions (${(lateFraction * 100).toFixed(1)}%) started over ${LATE_MS} ms late`);
    return {
        sessions: sched.length,
        offered_sps: rate(sched[0].scheduled, sched[sched.length - 1].scheduled),
        achieved_sps: rate(starts[0], starts[starts.length - 1]),
        schedule_lag_p50_ms: (0, histogram_js_1.round3)(all.percentile(50)),
        schedule_lag_p99_ms: (0, histogram_js_1.round3)(all.percentile(99)),
        generator_lag_p99_ms: (0, histogram_js_1.round3)(genP99),
        late_sessions: late,
        late_fraction: (0, histogram_js_1.round3)(lateFraction),
        queued_sessions: queued,
        valid: reasons.length === 0,
        invalid_reason: reasons.length === 0 ? null : `the load generator fell behind: ${reasons.join("; ")}`,
    };
}


/***/ }),

/***/ 99127:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.OpenSessions = void 0;
/**
 * Sessions started and not yet ended, by id. An ended one is blanked and the blanks swept in batches:
 * deleting each as it ends makes V8 shrink and regrow the map's table over and over when the sessions
 * in flight hover near a quarter of its capacity (64 in flight: most of the recorder's time).
 */
class OpenSessions {
    byId = new Map();
    size = 0;
    blanks = 0;
    get(id) {
        return this.byId.get(id);
    }
    /** A session not open now (one that ended may start again: a repeated id). */
    start(id, s) {
        // A blank keeps its old place: deleted first, so the session is last in order, as a new one is.
        if (this.byId.delete(id))
            this.blanks--;
        this.byId.set(id, s);
        this.size++;
    }
    end(id) {
        this.byId.set(id, undefined);
        this.size--;
        if (++this.blanks > this.size + 1024)
            this.sweep();
    }
    /** The open sessions in the order they started. */
    *entries() {
        for (const [id, s] of this.byId)
            if (s)
                yield [id, s];
    }
    sweep() {
        const kept = new Map();
        for (const [id, s] of this.byId)
            if (s)
                kept.set(id, s);
        this.byId = kept;
        this.blanks = 0;
    }
}
exports.OpenSessions = OpenSessions;


/***/ }),

/***/ 77727:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Pricer = exports.PRICE_TABLE = void 0;
exports.pricingOf = pricingOf;
/**
 * What an LLM call costs, in USD, from the tokens it reported: the scenario's `pricing:` for a model it
 * names (USD per million tokens), else the maintained catalog @pydantic/genai-prices (dated, tiered and
 * cache-aware prices of the major providers, shipped in the bundle: no network). A model neither knows
 * costs null, never 0, and the run says which. Cached input is priced as cache reads; the cache writes
 * Anthropic reports separately are counted as input at the input price.
 */
const genai_prices_1 = __webpack_require__(78074);
/** The catalog's name and version: report.json and the baseline keep it, so a repricing is seen. */
exports.PRICE_TABLE = "@pydantic/genai-prices@0.1.8";
/** Prices calls; remembers the models it found no price for. */
class Pricer {
    pricing;
    unpriced = new Set();
    constructor(pricing = new Map()) {
        this.pricing = pricing;
    }
    /** USD of one call, or null (no model, no token counts, or no price for the model). */
    cost(c) {
        const { model, tokens_in: input, tokens_out: output } = c;
        if (!model || input == null || output == null)
            return null;
        const cached = Math.min(Math.max(0, c.tokens_cached ?? 0), input);
        const own = this.pricing.get(model);
        if (own) {
            const usd = (input - cached) * own.input + cached * (own.cached_input ?? own.input) + output * own.output;
            return usd / 1e6;
        }
        if (this.unpriced.has(model))
            return null;
        // At the call's own time: a report made again later prices it as the live run did.
        const when = c.start === undefined ? {} : { timestamp: new Date(c.start) };
        const usage = { input_tokens: input, cache_read_tokens: cached, output_tokens: output };
        const found = (0, genai_prices_1.calcPrice)(usage, model, when);
        if (found)
            return found.total_price;
        this.unpriced.add(model);
        return null;
    }
}
exports.Pricer = Pricer;
/** The `pricing:` of a recorded scenario: each model's prices that are numbers, nothing else. */
function pricingOf(scenario) {
    const raw = scenario?.pricing;
    const out = new Map();
    if (typeof raw !== "object" || raw === null)
        return out;
    for (const [model, p] of Object.entries(raw)) {
        const { input, cached_input, output } = (p ?? {});
        if (!isPrice(input) || !isPrice(output))
            continue;
        out.set(model, { input, output, ...(isPrice(cached_input) ? { cached_input } : {}) });
    }
    return out;
}
const isPrice = (v) => typeof v === "number" && Number.isFinite(v) && v >= 0;


/***/ }),

/***/ 16367:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * Turns a stream of RunEvents into a RunResult. Pure: the same code records a live run and
 * rebuilds one offline from events.jsonl, so a report made later equals the one made live.
 * Its parts are beside it: sessions in flight (open-sessions.ts), sample storage (sample-columns.ts),
 * schedule keeping of an open loop (open-loop.ts) and the counts (tally.ts).
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Recorder = exports.MAX_NOTES = void 0;
exports.recordEvents = recordEvents;
const events_js_1 = __webpack_require__(82736);
const collect_js_1 = __webpack_require__(89087);
const llm_mode_js_1 = __webpack_require__(11201);
const thresholds_js_1 = __webpack_require__(92800);
const quantiles_js_1 = __webpack_require__(37461);
const economics_js_1 = __webpack_require__(64175);
const figures_js_1 = __webpack_require__(39536);
const histogram_js_1 = __webpack_require__(85835);
const open_loop_js_1 = __webpack_require__(38732);
const open_sessions_js_1 = __webpack_require__(99127);
const pricing_js_1 = __webpack_require__(77727);
const sample_columns_js_1 = __webpack_require__(63909);
const series_js_1 = __webpack_require__(93028);
const session_table_js_1 = __webpack_require__(96108);
const tally_js_1 = __webpack_require__(13907);
const types_js_1 = __webpack_require__(97032);
/** Run warnings kept for the report; past this many the rest are in events.jsonl. */
exports.MAX_NOTES = 20;
const SPAN_METRIC = Object.fromEntries(events_js_1.SPAN_KINDS.map((k) => [k, `${k}_ms`]));
/** Session rows made at run_start for the sessions it plans, at most (past it the table grows by doubling). */
const RESERVED_SESSIONS = 1 << 20;
function selectorKey(metric, tags) {
    const parts = Object.keys(tags)
        .sort()
        .map((k) => `${k}=${tags[k]}`);
    return `${metric}{${parts.join(",")}}`;
}
class Recorder {
    runStart = null;
    runEnd = null;
    open = new open_sessions_js_1.OpenSessions();
    /** Every ended session, as columns (src/metrics/session-table.ts): no object per session is kept. */
    done = new session_table_js_1.SessionColumns();
    /** metric → every gated sample, with its session's tag set. */
    samples = new Map();
    /** Selector → the figures of its samples (src/metrics/figures.ts), valid while its column has `length` samples. */
    selected = new Map();
    /** e2e in constant memory for the progress line while the run runs (approximate; the final line reads the figures). */
    liveE2e = new histogram_js_1.MetricHistogram();
    stageWindows = new Map();
    hostCpu = [];
    hostMem = [];
    sessCpu = [];
    /** How long each container sample's CPU covers, ms (1 each for logs from before samples said). */
    sessCpuMs = [];
    sessMem = [];
    notes = new Set();
    target = new collect_js_1.TargetCollector();
    agents = [];
    firstT = Number.POSITIVE_INFINITY;
    lastT = 0;
    /** Kept as sessions end, so a progress line costs O(1), not a snapshot. */
    tally = { passed: 0, failed: 0, errored: 0, warmup: 0, interrupted: 0 };
    buckets = {};
    /** Prices LLM calls by the scenario's `pricing:` (read at run_start) and the catalog. */
    pricer = new pricing_js_1.Pricer();
    economy = new economics_js_1.EconomyTally();
    add(e) {
        // Target events carry the target's own times (a slow query before the run), not the run's clock.
        if (e.type === "target" || e.type === "target_mark") {
            this.target.add(e);
            return;
        }
        this.firstT = Math.min(this.firstT, e.t);
        this.lastT = Math.max(this.lastT, e.t);
        switch (e.type) {
            case "run_start":
                if (!this.runStart) {
                    this.runStart = e;
                    this.pricer = new pricing_js_1.Pricer((0, pricing_js_1.pricingOf)(e.scenario));
                }
                else
                    this.runStart = {
                        ...this.runStart,
                        planned_sessions: this.runStart.planned_sessions + e.planned_sessions,
                    };
                // Bounded: a plan is a claim, and a run may end long before it.
                this.done.reserve(Math.min(this.runStart.planned_sessions, RESERVED_SESSIONS));
                break;
            case "run_end":
                this.runEnd = this.runEnd ? { ...e, interrupted: this.runEnd.interrupted || e.interrupted } : e;
                break;
            case "session_start": {
                const prev = this.open.get(e.session);
                if (prev)
                    prev.attempts++;
                else
                    this.open.start(e.session, {
                        first: e,
                        attempts: 1,
                        phases: {},
                        spans: [],
                        cpuPeak: null,
                        memPeak: null,
                    });
                break;
            }
            case "phase": {
                const s = this.open.get(e.session);
                if (s)
                    s.phases[e.phase] = (s.phases[e.phase] ?? 0) + (e.end - e.start);
                break;
            }
            case "span": {
                this.open.get(e.session)?.spans.push(e.span);
                break;
            }
            case "resource": {
                if (e.session) {
                    const s = this.open.get(e.session);
                    if (s) {
                        s.cpuPeak = Math.max(s.cpuPeak ?? 0, e.cpu_pct);
                        s.memPeak = Math.max(s.memPeak ?? 0, e.mem_bytes);
                    }
                    this.sessCpu.push(e.cpu_pct);
                    this.sessCpuMs.push(e.interval_ms != null && e.interval_ms > 0 ? e.interval_ms : 1);
                    this.sessMem.push(e.mem_bytes);
                }
                else {
                    this.hostCpu.push(e.cpu_pct);
                    this.hostMem.push(e.mem_bytes);
                }
                break;
            }
            case "session_end":
                if (!e.retrying)
                    this.finish(e);
                break;
            case "stage_start":
            case "stage_end":
                this.stage(e);
                break;
            case "agent_install":
                this.agents.push({ name: e.name, version: e.version, install: e.install });
                break;
            case "log":
                // The run's own warnings (a schedule cut short, a circuit breaker, a loopback URL), once each.
                if (!e.session && e.level !== "info" && this.notes.size < exports.MAX_NOTES)
                    this.notes.add(e.message);
                break;
            default:
                break;
        }
    }
    stage(e) {
        const w = this.stageWindows.get(e.stage);
        if (e.type === "stage_end" && w) {
            w.end = e.t;
            return;
        }
        // A stage_end without its start (a truncated log) still says the stage ran, and ended then.
        this.stageWindows.set(e.stage, {
            stage: e.stage,
            concurrency: e.concurrency,
            label: e.label ?? null,
            start: e.t,
            end: e.type === "stage_end" ? e.t : Number.NaN,
        });
    }
    finish(e) {
        const s = this.open.get(e.session);
        if (!s)
            return;
        this.open.end(e.session);
        const spanSums = {};
        const calls = new economics_js_1.SessionCalls(this.pricer);
        for (const sp of s.spans) {
            spanSums[sp.kind] = (spanSums[sp.kind] ?? 0) + Math.max(0, sp.end - sp.start);
            if (sp.kind === "llm")
                calls.add(sp);
        }
        const start = s.first.t;
        const rec = {
            id: e.session,
            pair: s.first.pair,
            task: s.first.task,
            agent: s.first.agent,
            tags: this.done.tagSets.internPairTags(s.first.pair, s.first.tags),
            attempts: s.attempts,
            status: e.status,
            reward: e.reward,
            bucket: e.bucket,
            error: (0, events_js_1.capError)(e.error),
            start,
            end: e.t,
            scheduled: s.first.scheduled_t ?? null,
            warmup: s.first.warmup ?? false,
            stage: s.first.stage ?? null,
            e2e_ms: e.t - start,
            ttft_ms: e.ttft_ms ?? null,
            tpot_ms: e.tpot_ms ?? null,
            tokens_in: e.tokens_in ?? calls.tokensIn,
            tokens_out: e.tokens_out ?? calls.tokensOut,
            phases: s.phases,
            spans: spanSums,
            cpu_peak_pct: s.cpuPeak,
            mem_peak_bytes: s.memPeak,
        };
        // Set apart, not spread into the literal: a spread makes every session's record the slow way.
        if (e.steps?.length)
            rec.steps = e.steps;
        const economy = calls.economy();
        if (economy)
            rec.economy = economy;
        const row = this.done.append(rec);
        this.count(rec);
        if (!(0, types_js_1.isJudged)(rec))
            return;
        const set = this.done.set.data[row];
        this.putRow("e2e_ms", rec.e2e_ms);
        if (rec.scheduled != null) {
            const lag = Math.max(0, rec.start - rec.scheduled);
            this.put(set, "e2e_sched_ms", e.t - rec.scheduled);
            this.put(set, "schedule_lag_ms", lag);
            if (rec.ttft_ms != null)
                this.put(set, "ttft_sched_ms", rec.ttft_ms + lag);
        }
        this.putRow("ttft_ms", rec.ttft_ms);
        this.putRow("tokens_in", rec.tokens_in);
        this.putRow("tokens_out", rec.tokens_out);
        this.putRow("attempts", rec.attempts);
        for (const p in rec.phases)
            this.putRow(sample_columns_js_1.PHASE_METRIC[p], rec.phases[p]);
        // TPOT is the session's own when its stream reported one, else each LLM call's.
        this.put(set, "tpot_ms", rec.tpot_ms);
        for (const sp of s.spans) {
            const dur = sp.end - sp.start;
            this.put(set, SPAN_METRIC[sp.kind], dur);
            // Any stream's gaps: an LLM call's, or an agent service's stream to its user (network span).
            for (const gap of sp.icl_ms ?? [])
                this.put(set, "icl_ms", gap);
            if (sp.kind !== "llm")
                continue;
            this.put(set, "llm_ttft_ms", sp.ttft_ms);
            this.put(set, "llm_tokens_in", sp.tokens_in);
            this.put(set, "llm_tokens_out", sp.tokens_out);
            const callTpot = sp.ttft_ms != null && sp.tokens_out != null && sp.tokens_out >= 2
                ? (dur - sp.ttft_ms) / (sp.tokens_out - 1)
                : null;
            this.put(set, "llm_tpot_ms", callTpot);
            if (rec.tpot_ms == null)
                this.put(set, "tpot_ms", callTpot);
        }
        if (economy)
            for (const m of thresholds_js_1.ECONOMY_METRICS)
                this.putRow(m, economy[m]);
        const tokens = rec.tokens_in == null && rec.tokens_out == null ? null : (rec.tokens_in ?? 0) + (rec.tokens_out ?? 0);
        this.economy.add(economy, tokens, rec.status === "passed");
    }
    count(rec) {
        // The same split as the report's counts: an interrupted session is neither a pass nor an error.
        if (rec.warmup)
            this.tally.warmup++;
        else if (!(0, types_js_1.isJudged)(rec))
            this.tally.interrupted++;
        else
            this.tally[rec.status]++;
        // Interrupted is counted apart and never an error bucket, as in tallySessions.
        if (!rec.warmup && (0, types_js_1.isJudged)(rec) && rec.bucket)
            this.buckets[rec.bucket] = (this.buckets[rec.bucket] ?? 0) + 1;
    }
    /** What a progress line shows, without building a snapshot: cheap enough to read every second. */
    live() {
        const rs = this.runStart;
        let stage = null;
        for (const w of this.stageWindows.values())
            if (!stage || w.stage > stage.stage)
                stage = w;
        return {
            startedAt: rs?.t ?? null,
            planned: rs?.planned_sessions ?? 0,
            scenario: rs?.scenario ?? null,
            inFlight: this.open.size,
            ...this.tally,
            buckets: { ...this.buckets },
            e2e: this.liveE2e.count > 0 ? this.liveE2e : null,
            figures: (metric) => this.distribution(metric) ?? null,
            stage: stage && Number.isNaN(stage.end) ? { ...stage } : null,
            stagesSeen: this.stageWindows.size,
            ended: this.runEnd != null,
        };
    }
    put(set, metric, v) {
        if (v == null || !Number.isFinite(v) || v < 0)
            return;
        let col = this.samples.get(metric);
        if (!col) {
            col = new sample_columns_js_1.SampleColumn();
            this.samples.set(metric, col);
        }
        col.push(set, v);
    }
    /** A sample the session's row holds (ROW_READERS reads it back): counted, not stored again. */
    putRow(metric, v) {
        if (v == null || !Number.isFinite(v) || v < 0)
            return;
        let col = this.samples.get(metric);
        if (!col) {
            col = new sample_columns_js_1.RowColumn(this.done, sample_columns_js_1.ROW_READERS[metric]);
            this.samples.set(metric, col);
        }
        col.length++;
        if (metric === "e2e_ms")
            this.liveE2e.record(v);
    }
    /** A metric's summary, read once per report: from the cached figures, else computed in `buf` and dropped. */
    summaryOf(metric, buf) {
        const col = this.samples.get(metric);
        if (!col)
            return undefined;
        const cached = this.selected.get(selectorKey(metric, {}));
        if (cached && cached.length === col.length)
            return cached.dist.summary() ?? undefined;
        buf.fit(col.length);
        const values = this.collect(col, null, buf.values);
        // The figures are dropped here with their samples: a million sessions' sorted samples for every
        // metric would outweigh the rest of the run.
        return new figures_js_1.Figures((0, quantiles_js_1.sortInPlace)(values, buf.radix), true, (0, figures_js_1.roundingOf)(metric)).summary() ?? undefined;
    }
    /** Any metric's figures, with an optional tag filter, over the matching samples (cached until more arrive). */
    distribution(metric, tags = {}) {
        const col = this.samples.get(metric);
        if (!col)
            return undefined;
        const key = selectorKey(metric, tags);
        const cached = this.selected.get(key);
        if (cached && cached.length === col.length)
            return cached.dist.count > 0 ? cached.dist : undefined;
        const all = Object.keys(tags).length === 0;
        // The selector is tested once per tag set; each sample then costs one lookup by its session's set.
        const match = all ? null : this.done.tagSets.matching(tags);
        // Counted first when filtered, so the kept samples are exactly as long as the selection.
        let n = col.length;
        if (match) {
            n = 0;
            col.forEach((set) => {
                if (match[set])
                    n++;
            });
        }
        const values = this.collect(col, match, new Float64Array(n));
        const dist = new figures_js_1.Figures((0, quantiles_js_1.sortInPlace)(values.length === n ? values : values.slice()), true, (0, figures_js_1.roundingOf)(metric));
        this.selected.set(key, { length: col.length, dist });
        return dist.count > 0 ? dist : undefined;
    }
    /** The column's samples of the matching tag sets, into `into` (grown if short): every value a column holds is a sample. */
    collect(col, match, into) {
        let values = into;
        let n = 0;
        col.forEach((set, v) => {
            if (match && !match[set])
                return;
            if (n === values.length)
                values = grown(values);
            values[n++] = v;
        });
        return values.subarray(0, n);
    }
    /**
     * The run so far, for decisions while it runs (stage SLOs, the circuit breaker): sessions still
     * in flight are left out rather than closed.
     */
    snapshot() {
        return this.build();
    }
    /** The finished run: sessions still open when it ended were cut short and count, as interrupted. */
    result() {
        for (const [id, s] of this.open.entries()) {
            this.finish({
                type: "session_end",
                t: this.runEnd?.t ?? this.lastT,
                session: id,
                attempt: s.attempts,
                status: "errored",
                reward: null,
                bucket: "interrupted",
                error: "the run ended before this session did",
            });
        }
        return this.build();
    }
    build() {
        const rs = this.runStart;
        const sessions = this.done.table();
        const tally = (0, tally_js_1.tallyTable)(sessions);
        const gated = sessions.judgedPositions();
        const startedAt = rs?.t ?? this.firstT;
        const finishedAt = this.runEnd?.t ?? this.lastT;
        const series = (0, series_js_1.buildSeries)(sessions, startedAt, finishedAt);
        const stages = [...this.stageWindows.values()]
            .map((w) => ({ ...w, end: Number.isNaN(w.end) ? finishedAt : w.end }))
            .sort((a, b) => a.stage - b.stage);
        return withRecords(sessions, {
            run_id: rs?.run_id ?? "unknown",
            scenario: {
                name: rs?.scenario_name ?? "unknown",
                hash: rs?.scenario_hash ?? "",
                llm_mode: (0, llm_mode_js_1.llmModeOf)(rs?.scenario),
            },
            scenarioConfig: rs?.scenario ?? null,
            environment: rs?.environment ?? {},
            source: rs?.source ?? {},
            reproduce: rs?.reproduce ?? null,
            started_at: startedAt,
            finished_at: finishedAt,
            interrupted: this.runEnd?.interrupted ?? true,
            notes: [...this.notes],
            planned: rs?.planned_sessions ?? sessions.length,
            ...tally,
            // Every column holds at least one sample, so every name has its figures.
            metrics: lazyFigures([...this.samples.keys()].sort(), (m, buf) => this.summaryOf(m, buf)),
            distribution: (metric, tags) => this.distribution(metric, tags),
            series,
            throughput: {
                ...(0, series_js_1.throughputOf)(sessions, gated),
                peak_concurrency: (0, series_js_1.peakConcurrencyOf)(sessions),
                duration_s: (0, histogram_js_1.round3)((finishedAt - startedAt) / 1000),
            },
            resources: this.resources(sessions),
            stages,
            open_loop: (0, open_loop_js_1.openLoopOf)(sessions, gated, (0, open_loop_js_1.maxInFlight)(rs?.scenario)),
            economy: this.economy.result(this.pricer),
            target: this.target.result(),
            agents: [...this.agents],
        });
    }
    resources(sessions) {
        const stat = (xs) => {
            if (xs.length === 0)
                return null;
            let sum = 0;
            let max = Number.NEGATIVE_INFINITY;
            for (const x of xs) {
                sum += x;
                if (x > max)
                    max = x;
            }
            return { mean: (0, histogram_js_1.round3)(sum / xs.length), max };
        };
        const host = stat(this.hostCpu);
        const cpu = stat(this.sessCpu);
        return {
            samples: this.sessCpu.length + this.hostCpu.length,
            // Containers' CPU over the time their samples cover: a short tail sample weighs what it lasted.
            cpu_pct: cpu && { ...cpu, mean: (0, histogram_js_1.round3)(weightedMean(this.sessCpu, this.sessCpuMs)) },
            mem_bytes: stat(this.sessMem),
            host: host ? { cpu_pct: host, mem_bytes: stat(this.hostMem) ?? { mean: 0, max: 0 } } : null,
            oom_kills: countWhere(sessions, (i) => sessions.bucket(i) === "agent_oom"),
        };
    }
}
exports.Recorder = Recorder;
/**
 * Each metric's figures computed when first read: a snapshot taken between sessions (abortOnFail,
 * stage SLOs) asks one metric's figures, not every metric's. Enumerable, so reports serialize them all.
 * The metrics share one pair of sort buffers, let go once every metric's figures are made.
 */
function lazyFigures(names, summaryOf) {
    const metrics = {};
    let buf = new SortBuffers();
    let left = names.length;
    for (const m of names) {
        let summary;
        let made = false;
        Object.defineProperty(metrics, m, {
            enumerable: true,
            get: () => {
                if (made)
                    return summary;
                summary = summaryOf(m, buf ?? new SortBuffers());
                made = true;
                if (--left === 0)
                    buf = null;
                return summary;
            },
        });
    }
    return metrics;
}
/** A run's samples of one metric and the radix sort's second buffer, grown to the longest column asked for. */
class SortBuffers {
    values = new Float64Array(0);
    radix = new Uint32Array(0);
    fit(n) {
        if (this.values.length >= n)
            return;
        this.values = new Float64Array(n);
        this.radix = new Uint32Array(2 * n);
    }
}
function grown(xs) {
    const out = new Float64Array(Math.max(16, xs.length * 2));
    out.set(xs);
    return out;
}
function weightedMean(xs, ws) {
    let sum = 0;
    let weight = 0;
    for (let i = 0; i < xs.length; i++) {
        sum += xs[i] * ws[i];
        weight += ws[i];
    }
    return sum / weight;
}
/** Record a whole list of events. */
function recordEvents(events) {
    const r = new Recorder();
    for (const e of events)
        r.add(e);
    return r.result();
}
function countWhere(t, pred) {
    let n = 0;
    for (let i = 0; i < t.length; i++)
        if (pred(i))
            n++;
    return n;
}
/**
 * The run with its table, and `sessions` made from it when first read: a consumer that reads the
 * table (sessionTableOf: report, gate, junit) never makes a million records; one that reads
 * `sessions` gets them all, once.
 */
function withRecords(table, run) {
    let records = null;
    // Kept by identity: a copy made with other sessions ({ ...run, sessions }) does not carry this table.
    (0, session_table_js_1.attachSessionTable)(run, table);
    return Object.defineProperty(run, "sessions", {
        enumerable: true,
        configurable: true,
        get: () => {
            records ??= table.records();
            return records;
        },
        set: (v) => {
            records = v;
        },
    });
}


/***/ }),

/***/ 63909:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RowColumn = exports.ROW_READERS = exports.SampleColumn = exports.PHASE_METRIC = void 0;
/**
 * Where a recorder keeps each metric's gated samples, with the tag set of the session each came from:
 * a compact typed-array column for per-span and per-call samples, or, for a metric a session records
 * at most once, a view that reads them back from the session table's rows instead of storing them twice.
 */
const events_js_1 = __webpack_require__(82736);
const thresholds_js_1 = __webpack_require__(92800);
exports.PHASE_METRIC = Object.fromEntries(events_js_1.PHASES.map((p) => [p, `${p}_ms`]));
/**
 * Every sample of one metric with the session it came from, in typed-array chunks: what a tag selector
 * reads. Per-tag histograms are built from it when asked for, not kept for every tag of every session,
 * so recording stays one histogram update and one append per sample. A chunk holds its values as
 * float32 and its tag sets as uint16 while every one fits exactly (whole milliseconds and token counts
 * do), 6 bytes a sample instead of 12, and is widened in place the first time one does not.
 */
class SampleColumn {
    /** Filled in order; a full chunk is never copied or freed, so a long run does not churn memory. */
    chunks = [];
    last = null;
    fill = 0;
    length = 0;
    /** `owner`: the tag set of the sample's session. */
    push(owner, v) {
        let c = this.last;
        if (!c || this.fill === c.values.length) {
            const size = Math.min(65_536, c ? c.values.length * 2 : 256);
            c = this.last = { values: new Float32Array(size), owners: new Uint16Array(size) };
            this.chunks.push(c);
            this.fill = 0;
        }
        if (c.values instanceof Float32Array && Math.fround(v) !== v)
            c.values = Float64Array.from(c.values);
        if (c.owners instanceof Uint16Array && owner > 0xffff)
            c.owners = Int32Array.from(c.owners);
        c.values[this.fill] = v;
        c.owners[this.fill] = owner;
        this.fill++;
        this.length++;
    }
    forEach(fn) {
        let left = this.length;
        for (const c of this.chunks) {
            const n = Math.min(left, c.values.length);
            const { values, owners } = c;
            for (let i = 0; i < n; i++)
                fn(owners[i], values[i]);
            left -= n;
        }
    }
}
exports.SampleColumn = SampleColumn;
/**
 * A metric a judged session records at most once (e2e, TTFT, tokens, attempts, each phase's time),
 * read from the session's row of the session table when asked for rather than kept a second time.
 */
exports.ROW_READERS = {
    e2e_ms: (d) => d.e2e.data,
    ttft_ms: (d) => d.optional.get("ttft")?.data,
    tokens_in: (d) => d.optional.get("tokens_in")?.data,
    tokens_out: (d) => d.optional.get("tokens_out")?.data,
    attempts: (d) => d.attempts.data,
    ...Object.fromEntries(thresholds_js_1.ECONOMY_METRICS.map((m) => [m, (d) => d.optional.get(m)?.data])),
    ...Object.fromEntries(events_js_1.PHASES.map((p) => [exports.PHASE_METRIC[p], (d) => d.optional.get(`phase:${p}`)?.data])),
};
class RowColumn {
    done;
    column;
    /** The samples recorded (the rows whose value is a sample). */
    length = 0;
    constructor(done, 
    /** The column, looked up once per pass (it is replaced as it grows). */
    column) {
        this.done = done;
        this.column = column;
    }
    forEach(fn) {
        const d = this.done;
        const col = this.column(d);
        if (!col)
            return;
        const sets = d.set.data;
        for (let row = 0; row < d.length; row++) {
            if (!d.judgedRow(row))
                continue;
            const v = col[row];
            if (Number.isFinite(v) && v >= 0)
                fn(sets[row], v);
        }
    }
}
exports.RowColumn = RowColumn;


/***/ }),

/***/ 93028:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.buildSeries = buildSeries;
exports.peakConcurrency = peakConcurrency;
exports.peakConcurrencyOf = peakConcurrencyOf;
exports.throughput = throughput;
exports.throughputOf = throughputOf;
/** Time series in 1-second buckets and exact peak concurrency: the data behind charts and sparklines. */
const quantiles_js_1 = __webpack_require__(37461);
const figures_js_1 = __webpack_require__(39536);
const STEP_MS = 1000;
/** Long runs fold into coarser buckets so a report stays small whatever the duration. */
const MAX_BUCKETS = 3600;
function timesOf(sessions) {
    return { length: sessions.length, start: (i) => sessions[i].start, end: (i) => sessions[i].end };
}
function positionsOf(t, pos) {
    if (pos)
        return pos;
    const all = new Int32Array(t.length);
    for (let i = 0; i < all.length; i++)
        all[i] = i;
    return all;
}
function buildSeries(sessions, t0, t1) {
    const span = Math.max(0, t1 - t0);
    const step = Math.max(STEP_MS, Math.ceil(span / MAX_BUCKETS / STEP_MS) * STEP_MS);
    const n = Math.max(1, Math.ceil(span / step) || 1);
    const at = (t) => Math.min(n - 1, Math.max(0, Math.floor((t - t0) / step)));
    const started = new Array(n).fill(0);
    const completed = new Array(n).fill(0);
    const failed = new Array(n).fill(0);
    const ended = Array.from({ length: n }, () => []);
    // What the judged sessions ending in each bucket cost (the run's economy.cost_usd, spread over time).
    const spent = new Array(n).fill(0);
    let priced = false;
    for (let i = 0; i < sessions.length; i++) {
        started[at(sessions.start(i))]++;
        const b = at(sessions.end(i));
        if (sessions.passed(i))
            completed[b]++;
        else
            failed[b]++;
        if (!(0, figures_js_1.countsForFigures)({ warmup: sessions.warmup(i), bucket: sessions.bucket(i) }))
            continue;
        ended[b].push(sessions.e2e(i));
        const usd = sessions.value(i, "cost_usd");
        if (usd !== null) {
            spent[b] += usd;
            priced = true;
        }
    }
    // Peak in flight per bucket: sweep start/end marks in time order.
    const in_flight = new Array(n).fill(0);
    const marks = sortedMarks(sessions);
    let current = 0;
    walk(marks, (t, d) => {
        current += d;
        const b = at(t);
        in_flight[b] = Math.max(in_flight[b], current);
    });
    // A bucket with no mark still has whatever was in flight when it began.
    let carry = 0;
    let b = 0;
    walk(marks, (t, d) => {
        // entering bucket b + 1: what is in flight now was in flight when it began
        while (b < n - 1 && t >= t0 + (b + 1) * step)
            in_flight[++b] = Math.max(in_flight[b], carry);
        carry += d;
    });
    while (b < n - 1)
        in_flight[++b] = Math.max(in_flight[b], carry);
    // Each bucket's figures by the run's estimator (src/metrics/figures.ts), over the sessions that count:
    // sorted once for both percentiles.
    const figures = ended.map((xs) => new figures_js_1.Figures(xs));
    const pct = (f, p) => (f.count === 0 ? null : f.percentile(p));
    return {
        t0,
        step_ms: step,
        started,
        completed,
        failed,
        in_flight,
        e2e_p50: figures.map((f) => pct(f, 50)),
        e2e_p95: figures.map((f) => pct(f, 95)),
        ...(priced ? { cost_usd: cumulative(spent) } : {}),
    };
}
/** The running total, kept to the unit's steps (src/metrics/figures.ts roundingOf). */
function cumulative(xs) {
    const usd = (0, figures_js_1.roundingOf)("cost_usd");
    let sum = 0;
    return xs.map((v) => {
        sum += v;
        return usd(sum);
    });
}
/** Start and end times, each sorted (the figures' radix sort: no comparator, no tuples). */
function sortedMarks(sessions) {
    const starts = new Float64Array(sessions.length);
    const ends = new Float64Array(sessions.length);
    for (let i = 0; i < sessions.length; i++) {
        starts[i] = sessions.start(i);
        ends[i] = sessions.end(i);
    }
    // One second buffer for both sorts.
    const scratch = new Uint32Array(2 * sessions.length);
    return { starts: (0, quantiles_js_1.sortInPlace)(starts, scratch), ends: (0, quantiles_js_1.sortInPlace)(ends, scratch) };
}
/** Start (+1) and end (-1) marks in time order; at equal times ends come first. */
function walk({ starts, ends }, fn) {
    let i = 0;
    let j = 0;
    while (i < starts.length || j < ends.length) {
        if (j < ends.length && (i >= starts.length || ends[j] <= starts[i]))
            fn(ends[j++], -1);
        else
            fn(starts[i++], 1);
    }
}
function peakConcurrency(sessions) {
    return peakConcurrencyOf(timesOf(sessions));
}
function peakConcurrencyOf(sessions) {
    let current = 0;
    let peak = 0;
    walk(sortedMarks(sessions), (_t, d) => {
        current += d;
        if (current > peak)
            peak = current;
    });
    return peak;
}
/**
 * Session throughput, both figures from one set of 1-second buckets of session ends (any outcome),
 * counted from the first start, (0, 1 s] being the first, so stable ≤ peak always:
 * - peak: the most sessions that ended in one bucket;
 * - stable: the mean of the whole buckets of the steady window, from the first start to the last start
 *   (ramp-up in; the drain tail, nothing new starting and concurrency only falling, out).
 * A run whose starts all fall inside one second has no whole steady bucket, and one whose sessions
 * outlast the spread of its starts ends none in it: stable is then the mean over every bucket of the
 * run, its last partial one counted as a whole second — a run that ended inside its first second has
 * stable = peak = the sessions it ran, never a rate extrapolated from milliseconds.
 */
function throughput(sessions) {
    return throughputOf(timesOf(sessions), null);
}
/** throughput of the sessions at `pos` (null: all). */
function throughputOf(t, pos) {
    const at = positionsOf(t, pos);
    if (at.length === 0)
        return { stable_sps: 0, peak_sps: 0 };
    let firstStart = Number.POSITIVE_INFINITY;
    let lastStart = Number.NEGATIVE_INFINITY;
    for (let j = 0; j < at.length; j++) {
        firstStart = Math.min(firstStart, t.start(at[j]));
        lastStart = Math.max(lastStart, t.start(at[j]));
    }
    // The bucket a session ended in: (0, 1 s] → 0, (1 s, 2 s] → 1, …; an end at the first start is in 0.
    const bucketOf = (end) => Math.max(0, Math.ceil((end - firstStart) / STEP_MS) - 1);
    const steady = Math.floor((lastStart - firstStart) / STEP_MS);
    const buckets = new Map();
    let peak = 0;
    let last = 0;
    let inSteady = 0;
    for (let j = 0; j < at.length; j++) {
        const b = bucketOf(t.end(at[j]));
        const n = (buckets.get(b) ?? 0) + 1;
        buckets.set(b, n);
        if (n > peak)
            peak = n;
        if (b > last)
            last = b;
        if (b < steady)
            inSteady++;
    }
    const stable = steady >= 1 && inSteady > 0 ? inSteady / steady : at.length / (last + 1);
    return { stable_sps: Math.round(stable * 1000) / 1000, peak_sps: peak };
}


/***/ }),

/***/ 13907:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.tallySessions = tallySessions;
exports.tallyTable = tallyTable;
const session_table_js_1 = __webpack_require__(96108);
/** Counts, pass rate and error buckets of a set of sessions; warm-up sessions are counted apart and never gated. */
function tallySessions(sessions) {
    return tallyTable(session_table_js_1.SessionColumns.of(sessions));
}
function tallyTable(t) {
    let passed = 0;
    let failed = 0;
    let errored = 0;
    let warmup = 0;
    let interrupted = 0;
    const buckets = {};
    for (let i = 0; i < t.length; i++) {
        if (t.warmup(i)) {
            warmup++;
            continue;
        }
        if (!t.judged(i)) {
            interrupted++;
            continue;
        }
        const status = t.status(i);
        if (status === "passed")
            passed++;
        else if (status === "failed")
            failed++;
        else
            errored++;
        const bucket = t.bucket(i);
        if (bucket)
            buckets[bucket] = (buckets[bucket] ?? 0) + 1;
    }
    const total = passed + failed + errored;
    return {
        counts: { total, completed: passed + failed, passed, failed, errored, warmup, interrupted },
        pass_rate: total === 0 ? null : passed / total,
        error_buckets: buckets,
    };
}


/***/ }),

/***/ 12547:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.AgentSpecSchema = exports.AgentRecipeSchema = void 0;
/**
 * `agent:` in the scenario: the agent under test (a built-in, a custom command, or an npm recipe),
 * and the recipe's own schema — what it installs, how it is launched, what it prints and which API
 * it speaks. Used by the pairs and by regression.compare_with's reference arm alike.
 */
const zod_1 = __webpack_require__(50924);
const recipe_js_1 = __webpack_require__(47722);
const types_js_1 = __webpack_require__(68959);
const limits_js_1 = __webpack_require__(30351);
const table_js_1 = __webpack_require__(17579);
const schema_parts_js_1 = __webpack_require__(41200);
const RECIPE_TEXT = (0, limits_js_1.limit)("recipeTextBytes");
const RECIPE_ENTRIES = (0, limits_js_1.limit)("recipeEntries");
/** A recipe's text: bounded, and only the placeholders a launch fills (`{{instruction}}` in args only). */
const recipeText = (args) => zod_1.z
    .string()
    .refine((t) => Buffer.byteLength(t) <= RECIPE_TEXT, `at most ${RECIPE_TEXT} bytes (see Limits)`)
    .superRefine((t, ctx) => {
    for (const [, key] of t.matchAll(/\{\{(\w+)\}\}/g)) {
        const known = args ? recipe_js_1.PLACEHOLDERS : recipe_js_1.PLACEHOLDERS.filter((k) => k !== "instruction" && k !== "args");
        if (!known.includes(key))
            ctx.addIssue({
                code: "custom",
                message: `unknown placeholder {{${key}}} (known: ${known.join(", ")})`,
            });
    }
});
const recipeList = (item) => zod_1.z.array(item).max(RECIPE_ENTRIES, { error: `at most ${RECIPE_ENTRIES} entries (see Limits)` });
exports.AgentRecipeSchema = zod_1.z
    .strictObject({
    npm: zod_1.z
        .string()
        .max(300)
        .regex(/^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*@\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/, "expected <package>@<exact version>, e.g. @kilocode/cli@7.7.7 (a range or tag is not pinned)")
        .describe("The npm package and its exact version, e.g. `@kilocode/cli@7.7.7`."),
    bin: zod_1.z
        .string()
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, "expected a plain program name, e.g. kilo")
        .describe("The program the package installs in node_modules/.bin."),
    args: recipeList(recipeText(true))
        .default([])
        .describe("The headless command's arguments; `{{instruction}}` is the task's prompt, `{{args}}` where model_args and agent.args go (else at the end)."),
    model_args: recipeList(recipeText(false))
        .optional()
        .describe('Arguments added only when a model is known, e.g. ["--model", "{{model}}"].'),
    env: zod_1.z
        .record(zod_1.z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "expected a variable name"), recipeText(false))
        .refine((e) => Object.keys(e).length <= RECIPE_ENTRIES, `at most ${RECIPE_ENTRIES} variables (see Limits)`)
        .optional()
        .describe("Variables for the agent; `{{base_url}}`, `{{model}}` and `{{home}}` are filled in."),
    files: recipeList(zod_1.z.strictObject({
        path: zod_1.z
            .string()
            .regex(/^(?!.*(^|\/)\.\.(\/|$))[A-Za-z0-9._-][A-Za-z0-9._/-]{0,199}$/, "expected a path under HOME, no ..")
            .describe("Relative to the session's HOME."),
        content: recipeText(false).describe("The file's text, placeholders filled in; name keys by their variable, not their value."),
    }))
        .optional()
        .describe("Config files written under the session's HOME before the agent starts."),
    trace: zod_1.z
        .enum(types_js_1.RECIPE_TRACES)
        .describe("What the agent prints on stdout: `stream-json` (Claude Code's), `jsonl` (JSON event lines), `none`, or a built-in's format (`codex-json`, `opencode-json`, `gemini-stream`)."),
    dialect: zod_1.z
        .enum(table_js_1.DIALECTS)
        .describe("The API it speaks: decides the base URL and key variables it is given (OpenAI, Anthropic, Responses, Gemini)."),
    scripts: zod_1.z
        .boolean()
        .default(false)
        .describe("Run the package's install scripts (off by default). Then it installs in a container of the task's image (docker runtime), never on the runner."),
})
    .describe("An npm-distributed agent installed and run like the built-ins (see docs/agent-recipes.md).");
exports.AgentSpecSchema = zod_1.z
    .strictObject({
    name: zod_1.z
        .string()
        .min(1)
        .describe("Agent name; `oracle`, `nop`, `claude-code`, `codex`, `gemini-cli`, `qwen-code`, `opencode`, `kilo` and `pi` are built in and need no command; with a `recipe`, any name of your own."),
    version: zod_1.z
        .string()
        .regex(/^[0-9A-Za-z.+-]+$/, "expected an npm version, e.g. 0.24.4")
        .optional()
        .describe("Version of a built-in coding agent's npm package (default: the pinned one)."),
    args: zod_1.z
        .array(zod_1.z.string())
        .optional()
        .describe("Extra flags for a built-in coding agent's or a recipe's headless command."),
    command: schema_parts_js_1.Argv.optional()
        .describe("argv of a custom agent, run in the task workspace.")
        .meta({ examples: [["node", "/agent/agent.mjs"]] }),
    mount: zod_1.z
        .string()
        .optional()
        .describe("Folder copied into the session's workspace as /agent. It must resolve (links followed) inside the scenario's repository or the one the run starts in, unless the run admits it with --allow-host-path (the Action's allow-host-path)."),
    env: schema_parts_js_1.EnvMap.optional().describe("Variables the agent gets, over the run's own (LLM base URLs, AGENT_INSTRUCTION, …); a key named like a credential is secret."),
    install: zod_1.z
        .string()
        .optional()
        .describe("Shell command run once per session before the agent, timed as agent_setup."),
    model: zod_1.z
        .string()
        .optional()
        .describe("Model a built-in coding agent asks for (default: the mock LLM's model)."),
    timeout_sec: zod_1.z
        .number()
        .positive()
        .optional()
        .describe("Seconds the agent may run; overrides the task's [agent] timeout_sec (and a step's)."),
    recipe: exports.AgentRecipeSchema.optional(),
})
    .describe("The agent under test.");


/***/ }),

/***/ 31533:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.EvidenceSchema = void 0;
/**
 * `evidence:` in the scenario: where the target's own metrics come from (a Prometheus the runner can
 * query, files exported where it cannot) and what each series means to the diagnosis.
 */
const zod_1 = __webpack_require__(50924);
const presets_js_1 = __webpack_require__(96985);
const types_js_1 = __webpack_require__(26132);
const SERIES_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const SeriesName = zod_1.z
    .string()
    .regex(SERIES_NAME, "expected a series name: letters, digits and _")
    .describe("Series name: target.<name> in thresholds and the report.");
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const PROM_DURATION = /^(\d+(ms|s|m|h|d|w|y))+$/;
/** How a series reads in the report and the diagnosis: shared by queries and imported series files. */
const seriesMeaning = {
    unit: zod_1.z.string().optional().describe("ratio, bytes, bytes/s, s, count, … (shown in the report)."),
    role: zod_1.z.enum(types_js_1.SERIES_ROLES).optional().describe("What the diagnosis rules read the series as."),
    limit: zod_1.z.number().optional().describe("Saturation line: above it for evidence.sustain_sec is a finding."),
};
const QuerySchema = zod_1.z.strictObject({
    promql: zod_1.z
        .string()
        .min(1)
        .describe("The PromQL query; each series it returns is one series of the report.")
        .meta({ examples: ['sum(pg_stat_activity_count{job="db"})'] }),
    labels: zod_1.z.array(zod_1.z.string()).optional().describe("Label names kept on each series (default all)."),
    ...seriesMeaning,
});
const PresetSchema = zod_1.z.strictObject({
    preset: zod_1.z.enum(presets_js_1.PRESET_NAMES).describe("Ready-made queries: node_exporter, cadvisor or vllm."),
    job: zod_1.z.string().min(1).describe("The job label the exporter is scraped under."),
    prefix: zod_1.z
        .string()
        .regex(/^[A-Za-z0-9_]*$/)
        .optional()
        .describe("Prefix of the preset's series names, to keep two presets of one kind apart."),
    rate_window: zod_1.z
        .string()
        .regex(PROM_DURATION, "expected a PromQL duration such as 1m")
        .optional()
        .describe("Window of the preset's rate() queries, a PromQL duration (default 1m)."),
});
const PrometheusSchema = zod_1.z.strictObject({
    url: zod_1.z
        .url({ protocol: /^https?$/, error: "expected an http(s) URL" })
        .describe("Base URL of a Prometheus the runner can reach; only queried, never written to."),
    step_sec: zod_1.z.number().positive().default(5).describe("Resolution of the range query and live polling."),
    timeout_sec: zod_1.z
        .number()
        .positive()
        .max(60)
        .default(5)
        .describe("Per query; a slow Prometheus is a warning."),
    headers_env: zod_1.z
        .record(zod_1.z.string().min(1), zod_1.z.string().regex(ENV_NAME, "expected an environment variable name"))
        .optional()
        .describe("Header name → environment variable holding its value (a secret, never recorded).")
        .meta({ examples: [{ Authorization: "PROMETHEUS_AUTH" }] }),
    queries: zod_1.z
        .record(SeriesName, QuerySchema.describe("One query and how its series reads."))
        .default({})
        .describe("Named PromQL queries."),
    presets: zod_1.z
        .array(PresetSchema.describe("A preset and the job it reads."))
        .default([])
        .describe("Ready-made query sets."),
});
const SeriesFileSchema = zod_1.z.strictObject({
    path: zod_1.z.string().min(1).describe("Prometheus CSV (time, then one column per series) or query_range JSON."),
    name: SeriesName,
    label: zod_1.z.string().default("series").describe("Label a CSV column header becomes."),
    ...seriesMeaning,
});
const EventLogSchema = zod_1.z.strictObject({
    path: zod_1.z.string().min(1).describe("JSONL, one event a line, e.g. a slow-query log."),
    log: SeriesName.describe("Name of the log in the report, e.g. slow_query."),
    time_field: zod_1.z
        .string()
        .default("time")
        .describe("Field holding the event's time (epoch s or ms, or ISO 8601)."),
    duration_field: zod_1.z.string().default("duration_ms").describe("Field holding the event's duration."),
    duration_unit: zod_1.z.enum(["ms", "s"]).default("ms").describe("Unit of duration_field."),
    label_field: zod_1.z.string().default("digest").describe("Field the top-10 table groups events by."),
});
exports.EvidenceSchema = zod_1.z
    .strictObject({
    prometheus: PrometheusSchema.optional().describe("A Prometheus to read the target's metrics from."),
    files: zod_1.z
        .array(zod_1.z
        .union([SeriesFileSchema, EventLogSchema], { error: "expected { path, name } or { path, log }" })
        .describe("A series file ({ path, name }) or an event log ({ path, log })."))
        .default([])
        .describe("Files exported where the runner cannot query, read when the run ends."),
    margin_sec: zod_1.z
        .number()
        .min(0)
        .max(3600)
        .default(10)
        .describe("Seconds of context kept each side of the run."),
    sustain_sec: zod_1.z
        .number()
        .positive()
        .default(60)
        .describe("How long a series stays over its limit to count."),
})
    .describe("Target-side evidence: the system under test's own metrics, aligned with the load.");


/***/ }),

/***/ 93162:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WORKLOAD_LIMITS = void 0;
exports.mapPathFields = mapPathFields;
exports.relativeToScenario = relativeToScenario;
exports.scenarioHash = scenarioHash;
exports.scenarioFingerprint = scenarioFingerprint;
exports.workloadFields = workloadFields;
exports.workloadChanges = workloadChanges;
exports.maskSecrets = maskSecrets;
exports.canonicalJson = canonicalJson;
/**
 * The scenario hash a baseline is tied to, and the file-path fields a scenario resolves.
 *
 * The hash covers what defines the workload (agents, tasks, runtime, services, load, retries), as written
 * after `${VAR}` and `--set`: not the gate (thresholds, regression), labels or reporting, so tightening a
 * threshold or bumping a model label keeps the baseline; not how many sessions a pair runs (a sample
 * size, not a workload: a quick PR gate compares with a larger nightly baseline); and not zod's
 * defaults, so a release that adds a
 * defaulted field does not orphan every stored baseline; not `services.gateway.record` (recording the
 * calls changes nothing they do). Secret values are masked and paths made relative
 * to the scenario folder, so the same file hashes equally on every machine.
 *
 * A baseline keeps that hashed workload as its leaf fields (bounded), so a baseline refused for
 * another hash can say which fields changed, old → new, instead of only that something did.
 */
const node_crypto_1 = __webpack_require__(77598);
const node_path_1 = __webpack_require__(76760);
const secrets_js_1 = __webpack_require__(27194);
const yaml_source_js_1 = __webpack_require__(31837);
const WORKLOAD_KEYS = [
    "name",
    "mode",
    "pairs",
    "runtime",
    "services",
    "load",
    "retry",
    "success_reward_threshold",
];
/** Fields holding file paths, relative to the scenario folder; `*` is every item of a list. */
const PATH_FIELDS = [
    ["pairs", "*", "task"],
    ["pairs", "*", "dataset", "path"],
    ["pairs", "*", "agent", "mount"],
    ["regression", "compare_with", "agent", "mount"],
    ["regression", "baseline"],
    ["services", "mock_llm", "script"],
    ["services", "mock_llm", "replay"],
    ["services", "gateway", "record"],
    ["services", "agent_service", "dockerfile"],
    ["services", "agent_service", "context"],
    ["evidence", "files", "*", "path"],
];
/** A deep copy of `scenario` with every path field passed through `fn`. */
function mapPathFields(scenario, fn) {
    const copy = structuredClone(scenario);
    for (const field of PATH_FIELDS)
        mapAt(copy, field, fn);
    return copy;
}
function mapAt(node, field, fn) {
    if (node === null || typeof node !== "object")
        return;
    const [head, ...rest] = field;
    const obj = node;
    if (head === "*") {
        if (Array.isArray(node))
            for (const item of node)
                mapAt(item, rest, fn);
    }
    else if (rest.length > 0) {
        mapAt(obj[head], rest, fn);
    }
    else if (typeof obj[head] === "string") {
        obj[head] = fn(obj[head]);
    }
}
/** Path as seen from the scenario folder, with `/` separators on every OS. */
function relativeToScenario(dir, path) {
    const rel = (0, node_path_1.relative)(dir, (0, node_path_1.resolve)(dir, path)) || ".";
    return (0, node_path_1.isAbsolute)(rel) ? rel : rel.split(node_path_1.sep).join("/");
}
/** A baseline file stays small whatever the scenario: fields kept, and characters of one value. */
exports.WORKLOAD_LIMITS = { fields: 400, valueChars: 160, pathChars: 400 };
function scenarioHash(raw, dir, secretValues) {
    return scenarioFingerprint(raw, dir, secretValues).hash;
}
/** The scenario hash and the workload it covers, as a baseline keeps it. */
function scenarioFingerprint(raw, dir, secretValues) {
    const workload = Object.fromEntries(WORKLOAD_KEYS.filter((k) => k in raw).map((k) => [k, raw[k]]));
    if (Array.isArray(workload.pairs))
        workload.pairs = workload.pairs.map((p) => {
            if (p === null || typeof p !== "object")
                return p;
            const { sessions: _, ...rest } = p;
            return rest;
        });
    // Recording a run's calls does not change what it runs: a recording run keeps its baseline.
    const gateway = workload.services?.gateway;
    if (gateway && typeof gateway === "object" && "record" in gateway) {
        const { record: _, ...rest } = gateway;
        workload.services = { ...workload.services, gateway: rest };
    }
    const portable = mapPathFields(workload, (p) => relativeToScenario(dir, p));
    const masked = maskSecrets(portable, secretValues);
    const hash = (0, node_crypto_1.createHash)("sha256").update(canonicalJson(masked)).digest("hex").slice(0, 16);
    return { hash, workload: workloadFields(masked) };
}
/**
 * The leaves of a masked workload in canonical order, at most WORKLOAD_LIMITS.fields of them. A
 * field named like a credential is masked here too, whatever its value; a long value keeps its
 * start and a digest, so a change to it still shows.
 */
function workloadFields(masked) {
    const fields = {};
    let kept = 0;
    let omitted = 0;
    const walk = (v, path) => {
        const key = path.at(-1);
        if (typeof key === "string" && secrets_js_1.SECRET_NAME.test(key) && !secrets_js_1.NOT_SECRET_FIELDS.has(key) && v !== null) {
            leaf(JSON.stringify(secrets_js_1.SECRET_MASK), path);
        }
        else if (Array.isArray(v) && v.length > 0) {
            for (const [i, x] of v.entries())
                walk(x, [...path, i]);
        }
        else if (v !== null && typeof v === "object" && Object.keys(v).length > 0) {
            const entries = Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
            for (const [k, x] of entries)
                walk(x, [...path, k]);
        }
        else {
            leaf(JSON.stringify(v) ?? "null", path);
        }
    };
    const leaf = (json, path) => {
        const name = (0, yaml_source_js_1.formatPath)(path);
        if (kept >= exports.WORKLOAD_LIMITS.fields || name.length > exports.WORKLOAD_LIMITS.pathChars)
            return void omitted++;
        fields[name] = boundedValue(json);
        kept++;
    };
    walk(masked, []);
    return { fields, omitted };
}
function boundedValue(json) {
    if (json.length <= exports.WORKLOAD_LIMITS.valueChars)
        return json;
    const digest = (0, node_crypto_1.createHash)("sha256").update(json).digest("hex").slice(0, 12);
    return `${json.slice(0, exports.WORKLOAD_LIMITS.valueChars - 40)}… (${json.length} chars, sha256 ${digest})`;
}
/** The fields that differ between a baseline's workload and this run's, in field order. */
function workloadChanges(old, now) {
    const names = [...new Set([...Object.keys(old.fields), ...Object.keys(now.fields)])].sort();
    const out = [];
    for (const field of names) {
        const a = old.fields[field] ?? null;
        const b = now.fields[field] ?? null;
        if (a !== b)
            out.push({ field, old: a, now: b });
    }
    return out;
}
/**
 * The document with secrets masked by the one redactor (inside strings, in every form), and a number
 * or flag that is itself a secret (`PIN: ${PIN}` read as YAML) replaced whole, so no hash carries one.
 */
function maskSecrets(value, secretValues) {
    const redact = (0, secrets_js_1.makeRedactor)(secretValues);
    const whole = new Set(secretValues);
    const walk = (v) => {
        if (typeof v === "string")
            return redact(v);
        if (typeof v === "number" || typeof v === "boolean")
            return whole.has(String(v)) ? secrets_js_1.SECRET_MASK : v;
        if (Array.isArray(v))
            return v.map(walk);
        if (v !== null && typeof v === "object")
            return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
        return v;
    };
    return walk(value);
}
/** JSON with object keys sorted at every level. */
function canonicalJson(value) {
    return JSON.stringify(value, (_key, v) => v !== null && typeof v === "object" && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : v);
}


/***/ }),

/***/ 87471:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RegressionSchema = exports.ThresholdsSchema = void 0;
/**
 * What the gate judges a run by: `thresholds:` (k6-style expressions per metric) and `regression:`
 * (tolerances against a stored baseline or a same-job reference arm). Their metric keys and
 * expressions are checked here by the gate's parser; which metrics exist is checked in schema.ts.
 */
const zod_1 = __webpack_require__(50924);
const agent_schema_js_1 = __webpack_require__(12547);
const schema_parts_js_1 = __webpack_require__(41200);
const ThresholdEntry = zod_1.z.union([
    (0, schema_parts_js_1.expression)("threshold"),
    zod_1.z.strictObject({
        threshold: (0, schema_parts_js_1.expression)("threshold").describe("The expression, e.g. p(95)<2500."),
        abortOnFail: zod_1.z.boolean().optional().describe("Stop the run early once the threshold fails."),
        delayAbortEval: zod_1.z
            .string()
            .optional()
            .describe('Wait this long into the run before abortOnFail may stop it, e.g. "30s".'),
    }),
], {
    error: "expected a threshold expression such as p(95)<2500, or { threshold, abortOnFail?, delayAbortEval? }",
});
exports.ThresholdsSchema = zod_1.z
    .record(schema_parts_js_1.MetricKeySchema, zod_1.z
    .union([(0, schema_parts_js_1.expression)("threshold"), zod_1.z.array(ThresholdEntry)])
    .describe("One expression or a list of expressions and { threshold, abortOnFail, delayAbortEval }."))
    .describe("k6-style thresholds: metric (optionally {tag:value}) to expressions like p(95)<2500.")
    .meta({
    examples: [
        {
            pass_rate: ["rate>=0.95"],
            e2e_ms: ["p(95)<15000"],
            "e2e_ms{task:agent-loadtest/tool-heavy}": ["p(95)<20000"],
        },
    ],
});
const Change = zod_1.z.union([zod_1.z.string().regex(/^[0-9]+(\.[0-9]+)?(%|ms|s)$/), zod_1.z.number().min(0)], {
    error: 'expected a percentage like "15%", a time like "25ms", or an amount in the metric\'s unit',
});
exports.RegressionSchema = zod_1.z
    .strictObject({
    baseline: zod_1.z
        .string()
        .optional()
        .describe("Baseline file; default baselines/<name>.json from the working folder."),
    // Left absent when unwritten (the gate reads absent as "fail"), so a written "fail" stays the user's word.
    on_missing: zod_1.z
        .enum(["fail", "warn", "pass"])
        .optional()
        .meta({ default: "fail" })
        .describe("What the gate says when there is no baseline to compare with."),
    confidence: zod_1.z
        .number()
        .gt(0)
        .lt(1)
        .default(0.95)
        .describe("1 − α shared by the gated rules: identical runs fail the gate at most α of the time."),
    seed: zod_1.z.int().default(1).describe("Seed of the permutation tests."),
    min_samples: (0, schema_parts_js_1.count)(1)
        .default(20)
        .describe("Sessions a side below which a latency rule only warns (a percentile rule: at least 10)."),
    metrics: zod_1.z
        .record(schema_parts_js_1.MetricKeySchema, zod_1.z
        .strictObject({
        max_increase: Change.optional()
            .describe('Tolerated rise: "15%" of the baseline, or an amount — "25ms"/"2s" on a latency, a share (0.05) on a rate.')
            .meta({ examples: ["25%"] }),
        max_decrease: Change.optional().describe('Tolerated drop, written as max_increase is: "20%", "25ms", or 0.05 on a rate.'),
        statistic: zod_1.z
            .enum(["p50", "p90", "p95", "p99", "mean", "rate"])
            .optional()
            .describe("What is compared (default: p50 for a latency, rate for pass_rate and error_rate)."),
        advisory: zod_1.z.boolean().optional().describe("Report the rule, never fail the gate on it."),
    })
        .describe("A rule on one metric (optionally {tag:value})."))
        .default({})
        .describe("Rules per metric; none listed means e2e_ms max_increase 15% and pass_rate max_decrease 0.05.")
        .meta({
        examples: [{ e2e_ms: { max_increase: "25%", statistic: "p50" }, pass_rate: { max_decrease: 0.15 } }],
    }),
    new_error_buckets: zod_1.z
        .enum(["fail", "warn", "ignore"])
        .default("warn")
        .describe("What an error bucket the baseline never saw does, when its count is more than chance."),
    history: zod_1.z
        .strictObject({
        window: (0, schema_parts_js_1.count)(1).default(20).describe("Latest baseline runs the drift check reads."),
        min_runs: (0, schema_parts_js_1.count)(1).default(5).describe("Runs the history needs before the drift check applies."),
    })
        .optional()
        .describe("The drift check against the baseline's history of earlier runs."),
    // A reference agent run in the same job, interleaved with the candidate on the same tasks, as the baseline.
    compare_with: zod_1.z
        .strictObject({ agent: agent_schema_js_1.AgentSpecSchema })
        .optional()
        .describe("A reference agent run in the same job, interleaved with the pairs' on the same tasks, compared with instead of a stored baseline."),
})
    .describe("Regression rules against a baseline: a stored file, or a reference arm run in the same job.");


/***/ }),

/***/ 42249:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.interpolateString = interpolateString;
exports.interpolateDocument = interpolateDocument;
exports.literalCredentials = literalCredentials;
/**
 * `${VAR}` and `${VAR:-default}` in scenario string values, from the environment, before validation.
 * `$${` writes a literal `${`. Every substitution is recorded so values of secret variables can be redacted.
 */
const yaml_1 = __webpack_require__(38815);
const errors_js_1 = __webpack_require__(83916);
const secrets_js_1 = __webpack_require__(27194);
const yaml_source_js_1 = __webpack_require__(31837);
const VAR_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Expands one string; throws an Error naming the variable when it is undefined and has no default. */
function interpolateString(text, env) {
    const uses = [];
    let value = "";
    let at = 0;
    while (at < text.length) {
        const dollar = text.indexOf("$", at);
        if (dollar < 0)
            break;
        value += text.slice(at, dollar);
        if (text.startsWith("$${", dollar)) {
            value += "${";
            at = dollar + 3;
            continue;
        }
        if (!text.startsWith("${", dollar)) {
            value += "$";
            at = dollar + 1;
            continue;
        }
        const close = text.indexOf("}", dollar + 2);
        if (close < 0)
            throw new Error(`unterminated "\${" (write "$\${" for a literal "\${")`);
        const inner = text.slice(dollar + 2, close);
        const sep = inner.indexOf(":-");
        const variable = sep < 0 ? inner : inner.slice(0, sep);
        if (!VAR_NAME.test(variable))
            throw new Error(`invalid variable name "${variable}" in "\${${inner}}"`);
        const set = env[variable];
        // as in the shell, `:-` also replaces an empty value
        const resolved = sep < 0 ? set : set ? set : inner.slice(sep + 2);
        if (resolved === undefined) {
            throw new Error(`environment variable ${variable} is not set (use \${${variable}:-default} for a fallback)`);
        }
        uses.push({ variable, value: resolved });
        value += resolved;
        at = close + 1;
    }
    return { value: value + text.slice(at), uses };
}
/**
 * Expands every string value of the document in place. A plain (unquoted) scalar is re-read as YAML
 * after expansion, so `port: ${PORT:-8080}` is a number; quoted scalars stay strings. A runner
 * internal (`runnerInternal`) the document's `secrets:` does not name is refused at its line.
 */
function interpolateDocument(src, env) {
    const uses = [];
    const listed = listedSecrets(src);
    (0, yaml_source_js_1.walkScalars)(src.doc.contents, (scalar, path) => {
        if (typeof scalar.value !== "string" || !scalar.value.includes("$"))
            return;
        let expanded;
        try {
            expanded = interpolateString(scalar.value, env);
            for (const u of expanded.uses) {
                const refused = (0, secrets_js_1.runnerInternalRefusal)(u.variable, listed);
                if (refused)
                    throw new Error(refused);
            }
        }
        catch (err) {
            throw new errors_js_1.UserError(err.message, (0, yaml_source_js_1.locate)(src, path), (0, yaml_source_js_1.formatPath)(path));
        }
        uses.push(...expanded.uses.map((u) => ({ ...u, path })));
        scalar.value = scalar.type === yaml_1.Scalar.PLAIN ? retype(expanded.value) : expanded.value;
    });
    return uses;
}
/** `secrets:` as written: read before expansion, since it decides which variables may expand. */
function listedSecrets(src) {
    const node = src.doc.get("secrets", true);
    if (!(0, yaml_1.isSeq)(node))
        return [];
    return node.items.flatMap((item) => {
        const value = item instanceof yaml_1.Scalar ? item.value : item;
        return typeof value === "string" ? [value] : [];
    });
}
function retype(text) {
    try {
        const value = (0, yaml_1.parse)(text);
        return typeof value === "number" || typeof value === "boolean" ? value : text;
    }
    catch {
        return text;
    }
}
/**
 * Credentials written into the file itself (not through `${VAR}`): a warning each, at its line. Read
 * before interpolation, so a value that came from the environment is not the file's.
 */
function literalCredentials(src) {
    const out = [];
    (0, yaml_source_js_1.walkScalars)(src.doc.contents, (scalar, path) => {
        if (typeof scalar.value !== "string" ||
            (0, secrets_js_1.credentialsIn)(scalar.value.replace(/\$\{[^}]*\}/g, "")).length === 0)
            return;
        out.push(`${(0, yaml_source_js_1.locate)(src, path)}: ${(0, yaml_source_js_1.formatPath)(path)}: a credential written into the scenario; pass it through \${VAR} from a CI secret`);
    });
    return out;
}


/***/ }),

/***/ 86758:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.LoadSchema = void 0;
/**
 * `load:` in the scenario: how hard the run drives the agents — the strategy (fixed, ramp, find_max,
 * rate), its schedule of stages, warm-up, the weighted mix, and the SLO find_max holds each stage to.
 */
const zod_1 = __webpack_require__(50924);
const limits_js_1 = __webpack_require__(30351);
const schema_parts_js_1 = __webpack_require__(41200);
const SloSchema = zod_1.z.record(schema_parts_js_1.MetricKeySchema, zod_1.z
    .union([(0, schema_parts_js_1.expression)("SLO"), zod_1.z.array((0, schema_parts_js_1.expression)("SLO"))])
    .describe("One expression or a list, e.g. p(95)<5000."));
exports.LoadSchema = zod_1.z.strictObject({
    strategy: zod_1.z
        .enum(["fixed", "ramp", "find_max", "rate"])
        .default("fixed")
        .describe("fixed: a closed loop until the plan is done; ramp: concurrency follows stages; find_max: stages until load.slo breaks; rate: an open loop of arrivals per second."),
    concurrency: (0, schema_parts_js_1.inFlight)()
        .optional()
        .describe("Cap on sessions in flight for strategy fixed (default: the pairs' n_concurrent summed)."),
    stages: zod_1.z
        .array(zod_1.z
        .strictObject({
        concurrency: (0, schema_parts_js_1.inFlight)().describe("Sessions in flight during the stage."),
        hold_sec: zod_1.z.number().min(0).optional().describe("Seconds the stage lasts (ramp, rate)."),
        sessions: (0, schema_parts_js_1.sessionCount)(1).optional().describe("Sessions the stage runs (find_max)."),
        rate: zod_1.z.number().positive().optional().describe("Arrivals per second during the stage (rate)."),
    })
        .describe("One step of the schedule."))
        .min(1)
        .max((0, limits_js_1.limit)("stages"), { error: `at most ${(0, limits_js_1.limit)("stages")} stages (see Limits)` })
        .optional()
        .describe("The schedule of ramp, find_max and a staged rate, in order.")
        .meta({
        examples: [
            [
                { concurrency: 2, hold_sec: 30 },
                { concurrency: 8, hold_sec: 30 },
            ],
        ],
    }),
    warmup_sessions: (0, schema_parts_js_1.sessionCount)(0)
        .default(0)
        .describe("First sessions of the plan run as warm-up: recorded, never gated."),
    warmup_sec: zod_1.z
        .number()
        .min(0)
        .default(0)
        .describe("Sessions that start in the run's first seconds are warm-up: recorded, never gated."),
    duration_sec: zod_1.z.number().positive().optional().describe("Seconds strategy rate offers arrivals for."),
    rate: zod_1.z.number().positive().optional().describe("Session arrivals per second (strategy rate)."),
    arrival: zod_1.z
        .enum(["constant", "poisson"])
        .default("constant")
        .describe("Arrival process of strategy rate: evenly spaced, or seeded Poisson."),
    max_in_flight: (0, schema_parts_js_1.inFlight)().optional().describe("Cap on sessions in flight under strategy rate."),
    mix: zod_1.z
        .enum(["weighted", "sequential"])
        .default("sequential")
        .describe("How pairs share the plan: take turns (sequential), or by weight in a seeded order (weighted)."),
    seed: zod_1.z.int().default(1).describe("Seed of the weighted mix and the Poisson arrivals."),
    slo: SloSchema.optional()
        .describe("Limits find_max holds each step to, same grammar as thresholds.")
        .meta({ examples: [{ e2e_ms: ["p(95)<20000"], errors: ["rate<0.05"] }] }),
    bisect: zod_1.z
        .boolean()
        .default(false)
        .describe("find_max: after the first breach, bisect between the last good and the breaching stage."),
    knee_gain: zod_1.z
        .number()
        .positive()
        .default(0.1)
        .describe("Throughput growth (0.1 = 10%) a later stage must show for the knee to move past a stage."),
    break_error_rate: schema_parts_js_1.Fraction.default(0.1).describe("Error rate that marks a stage as the break point."),
    circuit_breaker_error_rate: schema_parts_js_1.Fraction.default(0.3).describe("Error rate of a stage past which ramp and find_max run no further stages."),
    max_sessions: (0, schema_parts_js_1.sessionCount)(1)
        .optional()
        .describe("Most sessions the run starts in all; ramp and rate cycle through the plan up to it."),
});


/***/ }),

/***/ 9256:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ARM_TAG = void 0;
exports.loadScenario = loadScenario;
exports.withReferenceArm = withReferenceArm;
exports.journeyName = journeyName;
exports.withFullBudgets = withFullBudgets;
exports.withSessions = withSessions;
/**
 * Loads a scenario file: parse and validate it, resolve its paths against its folder, and read the
 * tasks of every pair. Problems with task folders point at the scenario field that named them.
 */
const node_fs_1 = __webpack_require__(73024);
const promises_1 = __webpack_require__(51455);
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
const paths_js_1 = __webpack_require__(8431);
const secrets_js_1 = __webpack_require__(27194);
const fingerprint_js_1 = __webpack_require__(93162);
const parse_js_1 = __webpack_require__(39541);
const reach_js_1 = __webpack_require__(4753);
const schema_parts_js_1 = __webpack_require__(41200);
const tasks_js_1 = __webpack_require__(28476);
const yaml_source_js_1 = __webpack_require__(31837);
async function loadScenario(file, opts = {}) {
    const cwd = opts.cwd ?? process.cwd();
    const abs = (0, node_path_1.resolve)(cwd, file);
    const shown = displayPath(abs, cwd);
    let text;
    try {
        text = await (0, promises_1.readFile)(abs, "utf8");
    }
    catch (err) {
        throw new errors_js_1.UserError(`cannot read the scenario file: ${(0, errors_js_1.errorMessage)(err)}`, shown);
    }
    const dir = (0, node_path_1.dirname)(abs);
    const parsed = (0, parse_js_1.parseScenario)(text, shown, { set: opts.set, env: opts.env });
    // Whatever this process prints from now on (an error, a progress line) is masked too.
    (0, secrets_js_1.rememberSecrets)(parsed.secretValues);
    const scenario = (0, fingerprint_js_1.mapPathFields)(parsed.scenario, (p) => (0, node_path_1.resolve)(dir, p));
    checkReferencedFiles(scenario, parsed.source);
    (0, reach_js_1.checkHostReach)(scenario, parsed.source, {
        workspace: (0, reach_js_1.workspaceOf)(dir, cwd, opts.workspace),
        allowed: (0, reach_js_1.allowedHostPaths)(opts.allowHostPaths ?? [], cwd, "--allow-host-path"),
    });
    const read = { listed: scenario.secrets, hostEnv: opts.env ?? process.env };
    const pairs = scenario.pairs.map((pair, index) => resolvePair(pair, index, parsed.source, scenario, read));
    // A task.toml's credential-named keys are as secret as the scenario's own.
    const secretValues = withTaskSecrets(parsed.secretValues, pairs, read);
    (0, secrets_js_1.rememberSecrets)(secretValues);
    const { hash, workload } = (0, fingerprint_js_1.scenarioFingerprint)(parsed.raw, dir, parsed.secretValues);
    return {
        file: abs,
        dir,
        scenario,
        hash,
        workload,
        pairs: withReferenceArm(pairs, scenario.regression?.compare_with?.agent),
        secretValues,
        warnings: parsed.warnings,
        baselineFile: scenario.regression?.baseline ?? (0, paths_js_1.pathInside)((0, node_path_1.join)(cwd, "baselines"), `${scenario.name}.json`),
    };
}
/** The tag that tells the two arms of a same-job comparison apart. */
exports.ARM_TAG = "arm";
/**
 * `regression.compare_with`: every pair gets a twin running the reference agent on the same tasks
 * and session count. Twins follow their pair in the list, so the planner's round-robin interleaves
 * candidate and reference sessions in time (ABAB) and both arms share whatever the runner was doing.
 */
function withReferenceArm(pairs, reference) {
    if (!reference)
        return pairs;
    return pairs.flatMap((p) => [
        { ...p, index: 2 * p.index, tags: { ...p.tags, [exports.ARM_TAG]: "candidate" } },
        { ...p, index: 2 * p.index + 1, agent: reference, tags: { ...p.tags, [exports.ARM_TAG]: "reference" } },
    ]);
}
/** The scenario's secret values and those of its tasks' env tables, longest first. */
function withTaskSecrets(own, pairs, read) {
    const tables = pairs.flatMap((p) => p.tasks.flatMap((t) => (0, tasks_js_1.taskEnvTables)(t.config)));
    const all = new Set([...own, ...(0, secrets_js_1.envTableSecrets)(tables, read.hostEnv ?? {}, read.listed)]);
    return [...all].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}
function resolvePair(pair, index, source, scenario, read) {
    const http = scenario.runtime.type === "http";
    return {
        index,
        agent: pair.agent,
        tasks: pairTasks(pair, ["pairs", index], source, scenario.runtime.type, read),
        journey: http ? { ...pair.journey, name: journeyName(pair, scenario.runtime.http) } : pair.journey,
        sessions: (0, schema_parts_js_1.plannedSessions)(pair.sessions),
        ...(typeof pair.sessions === "number" ? {} : { budget: pair.sessions }),
        n_concurrent: pair.n_concurrent,
        weight: pair.weight,
        tags: pair.tags,
    };
}
/**
 * What an HTTP pair's sessions are called in every report: its journey's name, else its `scenario`
 * tag, else the request it sends (`POST /v1/chat`, template segments left out), else the service's host.
 */
function journeyName(pair, http) {
    if (pair.journey?.name)
        return pair.journey.name;
    if (pair.tags.scenario)
        return pair.tags.scenario;
    const request = pair.journey?.request ?? http?.request;
    const raw = (request?.url ?? request?.path ?? "").replace(/[?#].*$/, "");
    const absolute = /^https?:\/\/([^/]*)(.*)$/i.exec(raw);
    const base = pair.journey?.base_url ?? http?.base_url;
    const host = absolute ? absolute[1] : base ? new URL(base).host : "";
    const path = (absolute ? absolute[2] : raw)
        .split("/")
        .filter((segment) => segment !== "" && !segment.includes("{{"))
        .join("/");
    const where = path ? `/${path}` : host && !host.includes("{{") ? host : "/";
    return `${request?.method ?? "POST"} ${where}`;
}
function pairTasks(pair, at, source, runtime, read) {
    // A task this runtime cannot verify as it asks is refused at its own task.toml line.
    const load = (dir) => {
        const task = (0, tasks_js_1.loadTask)(dir, read);
        const refused = (0, tasks_js_1.separateVerifierRefusal)(task, runtime);
        if (refused)
            throw refused;
        return task;
    };
    if (pair.task)
        return [atField(source, [...at, "task"], () => load(pair.task))];
    const dataset = pair.dataset;
    if (!dataset)
        return [];
    const { available, tasks } = atField(source, [...at, "dataset", "path"], () => (0, tasks_js_1.discoverDataset)(dataset.path, dataset, undefined, load));
    if (tasks.length === 0) {
        const field = [...at, "dataset"];
        const message = available.length === 0
            ? `dataset ${dataset.path} has no task folders (a task folder has task.toml and environment/)`
            : `no task of dataset ${dataset.path} matches the filters; its tasks are: ${available.join(", ")}`;
        throw new errors_js_1.UserError(message, (0, yaml_source_js_1.locate)(source, field), (0, yaml_source_js_1.formatPath)(field));
    }
    return tasks;
}
/** Folders and files the run will need that are not tasks: fail now rather than mid-run. */
function checkReferencedFiles(scenario, source) {
    const need = (field, path, kind) => {
        if (path === undefined)
            return;
        const ok = (0, node_fs_1.existsSync)(path) && (kind === "folder" ? (0, node_fs_1.statSync)(path).isDirectory() : (0, node_fs_1.statSync)(path).isFile());
        if (!ok)
            throw new errors_js_1.UserError(`${kind} ${path} does not exist`, (0, yaml_source_js_1.locate)(source, field), (0, yaml_source_js_1.formatPath)(field));
    };
    scenario.pairs.forEach((pair, i) => {
        need(["pairs", i, "agent", "mount"], pair.agent.mount, "folder");
    });
    need(["regression", "compare_with", "agent", "mount"], scenario.regression?.compare_with?.agent.mount, "folder");
    need(["services", "mock_llm", "script"], scenario.services.mock_llm?.script, "file");
}
/** Runs a task read; a missing folder or file is reported at the scenario field that named it. */
function atField(source, field, read) {
    try {
        return read();
    }
    catch (err) {
        if (err instanceof tasks_js_1.TaskLayoutError)
            throw new errors_js_1.UserError(err.message, (0, yaml_source_js_1.locate)(source, field), (0, yaml_source_js_1.formatPath)(field));
        throw err;
    }
}
function displayPath(abs, cwd) {
    const rel = (0, node_path_1.relative)(cwd, abs);
    return rel.startsWith("..") || (0, node_path_1.isAbsolute)(rel) ? abs : rel;
}
/**
 * The scenario with every session budget played to its end (`max`): a baseline refresh wants all the
 * sessions, not a sequential gate's early verdict. The workload hash does not cover `sessions`, so
 * the baseline it makes is the gated scenario's.
 */
function withFullBudgets(loaded) {
    if (!loaded.pairs.some((p) => p.budget))
        return loaded;
    return withSessions(loaded, schema_parts_js_1.plannedSessions);
}
/**
 * The scenario with each pair's `sessions` (a count or a budget) replaced by `f` of it, in the
 * scenario and in its resolved pairs alike (a count drops a budget; a budget plans its `max`).
 */
function withSessions(loaded, f) {
    const resolved = (s) => typeof s === "number" ? { sessions: s } : { sessions: (0, schema_parts_js_1.plannedSessions)(s), budget: s };
    return {
        ...loaded,
        scenario: {
            ...loaded.scenario,
            pairs: loaded.scenario.pairs.map((p) => ({ ...p, sessions: f(p.sessions) })),
        },
        pairs: loaded.pairs.map(({ budget, ...p }) => ({ ...p, ...resolved(f(budget ?? p.sessions)) })),
    };
}


/***/ }),

/***/ 20123:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.applyOverrides = applyOverrides;
exports.overrideAt = overrideAt;
/**
 * `--set path=value` overrides, applied to the parsed document before validation so they are checked
 * like the file itself. Paths must name a field of the schema; values are read as YAML (`8`, `true`, `[a, b]`).
 */
const yaml_1 = __webpack_require__(38815);
const errors_js_1 = __webpack_require__(83916);
const issues_js_1 = __webpack_require__(8248);
const schema_path_js_1 = __webpack_require__(43307);
const yaml_source_js_1 = __webpack_require__(31837);
function applyOverrides(src, sets, schema) {
    return sets.map((set) => {
        const eq = set.indexOf("=");
        if (eq <= 0)
            throw new errors_js_1.UserError(`expected path=value, got "${set}"`, "--set");
        const pathText = set.slice(0, eq).trim();
        let path;
        try {
            path = (0, yaml_source_js_1.parsePath)(pathText);
        }
        catch (err) {
            throw new errors_js_1.UserError(err.message, "--set", pathText);
        }
        const where = `--set ${(0, yaml_source_js_1.formatPath)(path)}`;
        checkPathExists(src, path, schema, where);
        src.doc.setIn(path, src.doc.createNode(readValue(set.slice(eq + 1))));
        return { path, where };
    });
}
/** `--set` location of the override that wrote `path` (or one of its parents), if any. */
function overrideAt(overrides, path) {
    // the last override of a path wins, so it is the one to blame
    for (const o of [...overrides].reverse()) {
        if (o.path.length <= path.length && o.path.every((seg, i) => seg === path[i]))
            return o.where;
    }
    return undefined;
}
function checkPathExists(src, path, schema, where) {
    for (let i = 0; i < path.length; i++) {
        const seg = path[i];
        const prefix = path.slice(0, i + 1);
        if (typeof seg === "number") {
            const list = src.doc.getIn(path.slice(0, i), true);
            const length = (0, yaml_1.isSeq)(list) ? list.items.length : 0;
            if (seg >= length) {
                throw new errors_js_1.UserError(`index ${seg} is out of range (the list has ${length} item(s))`, where, (0, yaml_source_js_1.formatPath)(prefix));
            }
        }
        if ((0, schema_path_js_1.schemasAt)(schema, prefix).length === 0) {
            const parent = path.slice(0, i);
            const allowed = (0, schema_path_js_1.allowedKeys)(schema, parent);
            const known = allowed.length ? `; expected one of: ${allowed.join(", ")}` : "";
            throw new errors_js_1.UserError(`unknown field "${String(seg)}"${(0, issues_js_1.hint)(String(seg), allowed)}${known}`, where, (0, yaml_source_js_1.formatPath)(prefix));
        }
    }
}
function readValue(text) {
    if (text === "")
        return "";
    try {
        return (0, yaml_1.parse)(text);
    }
    catch {
        return text;
    }
}


/***/ }),

/***/ 39541:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parseScenario = parseScenario;
/**
 * Scenario text → validated Scenario, without touching the file system:
 * YAML (with positions) → `${VAR}` → shorthands → `--set` → zod, every failure one UserError at `file:line:col`.
 */
const errors_js_1 = __webpack_require__(83916);
const secrets_js_1 = __webpack_require__(27194);
const interpolate_js_1 = __webpack_require__(42249);
const issues_js_1 = __webpack_require__(8248);
const overrides_js_1 = __webpack_require__(20123);
const schema_js_1 = __webpack_require__(2135);
const shorthands_js_1 = __webpack_require__(43448);
const yaml_source_js_1 = __webpack_require__(31837);
/** Aliases expand here: the library's alias budget (a billion-laughs document) becomes the user's error. */
function toJS(source) {
    try {
        return source.doc.toJS({ maxAliasCount: 100 });
    }
    catch (e) {
        if (e instanceof ReferenceError || e instanceof RangeError)
            throw new errors_js_1.UserError(`YAML aliases expand too far (${e.message.toLowerCase()})`, source.file);
        throw e;
    }
}
/** `file` names the scenario in messages. */
function parseScenario(text, file, opts = {}) {
    const env = opts.env ?? process.env;
    const source = (0, yaml_source_js_1.parseYamlSource)(text, file);
    const warnings = (0, interpolate_js_1.literalCredentials)(source);
    const uses = (0, interpolate_js_1.interpolateDocument)(source, env);
    (0, shorthands_js_1.expandShorthands)(source);
    const overrides = (0, overrides_js_1.applyOverrides)(source, opts.set ?? [], schema_js_1.ScenarioSchema);
    const raw = toJS(source);
    const result = schema_js_1.ScenarioSchema.safeParse(raw, { reportInput: true });
    if (!result.success) {
        throw (0, issues_js_1.issuesToUserError)(result.error.issues, {
            src: source,
            schema: schema_js_1.ScenarioSchema,
            overriddenAt: (path) => (0, overrides_js_1.overrideAt)(overrides, path),
        });
    }
    // Variables the schema names as holding credentials: the target Prometheus' headers, the diagnosis key.
    const keyEnv = result.data.diagnosis?.llm?.key_env;
    const listed = [
        ...result.data.secrets,
        ...Object.values(result.data.evidence?.prometheus?.headers_env ?? {}),
        ...(keyEnv ? [keyEnv] : []),
    ];
    const secretValues = (0, secrets_js_1.decideSecrets)({ doc: raw, uses, listed, env });
    return { scenario: result.data, raw, source, secretValues, warnings };
}


/***/ }),

/***/ 4753:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.reachFields = reachFields;
exports.realPath = realPath;
exports.repositoryOf = repositoryOf;
exports.workspaceOf = workspaceOf;
exports.allowedHostPaths = allowedHostPaths;
exports.checkHostReach = checkHostReach;
/**
 * What of the host a scenario may hand to the agent. A folder a scenario names is copied whole into
 * the agent's container or its service's image (`agent.mount`, the agent service's build context and
 * Dockerfile), so it must resolve — every link followed — inside the workspace: the repository holding
 * the scenario file (its folder when it is in none) and the one the command runs in (the Action's
 * GITHUB_WORKSPACE). A run admits a folder outside it only when started with `--allow-host-path DIR`
 * (the Action's `allow-host-path`). Task folders, mock scripts and cassettes are not on this list: they
 * reach the agent only as the files of their own layout (a task's environment/, tests/, solution/) or
 * as parsed replies.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
const paths_js_1 = __webpack_require__(8431);
const yaml_source_js_1 = __webpack_require__(31837);
/** The fields whose folder or file is copied whole to the agent's side, with their values. */
function reachFields(scenario) {
    const out = [
        ...scenario.pairs.map((p, i) => ({ field: ["pairs", i, "agent", "mount"], path: p.agent.mount })),
        {
            field: ["regression", "compare_with", "agent", "mount"],
            path: scenario.regression?.compare_with?.agent.mount,
        },
        { field: ["services", "agent_service", "context"], path: scenario.services.agent_service?.context },
        { field: ["services", "agent_service", "dockerfile"], path: scenario.services.agent_service?.dockerfile },
    ];
    return out.filter((f) => f.path !== undefined);
}
/** A path with every link resolved; the part that does not exist yet is kept as written. */
function realPath(path) {
    const abs = (0, node_path_1.resolve)(path);
    if ((0, node_fs_1.existsSync)(abs))
        return (0, node_fs_1.realpathSync)(abs);
    const parent = (0, node_path_1.dirname)(abs);
    return parent === abs ? abs : (0, node_path_1.join)(realPath(parent), (0, node_path_1.basename)(abs));
}
/** The repository a folder is in (the nearest folder up with `.git`), or null. Reads no git config. */
function repositoryOf(folder) {
    for (let at = realPath(folder);; at = (0, node_path_1.dirname)(at)) {
        if ((0, node_fs_1.existsSync)((0, node_path_1.join)(at, ".git")))
            return at;
        if ((0, node_path_1.dirname)(at) === at)
            return null;
    }
}
/** The workspace of a scenario in `scenarioDir`, run from `cwd`; `workspace` (GITHUB_WORKSPACE) is added. */
function workspaceOf(scenarioDir, cwd, workspace) {
    const roots = [repositoryOf(scenarioDir) ?? realPath(scenarioDir)];
    const here = repositoryOf(cwd);
    if (here)
        roots.push(here);
    if (workspace)
        roots.push(realPath((0, node_path_1.resolve)(cwd, workspace)));
    return [...new Set(roots)];
}
/** `--allow-host-path` values: real paths; a value that is not a folder is the user's error. */
function allowedHostPaths(values, cwd, flag) {
    return values.map((v) => {
        const abs = (0, node_path_1.resolve)(cwd, v);
        if (!(0, node_fs_1.existsSync)(abs) || !(0, node_fs_1.statSync)(abs).isDirectory())
            throw new errors_js_1.UserError(`${abs} is not a folder`, undefined, flag);
        return (0, node_fs_1.realpathSync)(abs);
    });
}
/** Refuses, at its line, the first field whose path leads out of the workspace and every allowed folder. */
function checkHostReach(scenario, source, reach) {
    for (const { field, path } of reachFields(scenario)) {
        const real = realPath(path);
        if ([...reach.workspace, ...reach.allowed].some((root) => (0, paths_js_1.within)(root, real)))
            continue;
        const via = real === (0, node_path_1.resolve)(path) ? "" : ` (through a link, ${real})`;
        throw new errors_js_1.UserError(`${path}${via} is outside the workspace (${reach.workspace.join(", ")}); a run admits it only when started with --allow-host-path ${real} (the Action's allow-host-path input)`, (0, yaml_source_js_1.locate)(source, field), (0, yaml_source_js_1.formatPath)(field));
    }
}


/***/ }),

/***/ 48812:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ServicesSchema = exports.RuntimeSchema = exports.JourneySchema = exports.HttpTargetSchema = void 0;
/**
 * Where sessions run and what they talk to: `runtime:` (local, docker, or http with the journey's
 * request, stream and success rules, shared by `runtime.http` and each pair's `journey`) and
 * `services:`, the servers the run starts beside the agents (mock LLM, gateway, agent service).
 */
const zod_1 = __webpack_require__(50924);
const schema_parts_js_1 = __webpack_require__(41200);
const NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]*$/;
const RequestTemplateSchema = zod_1.z
    .strictObject({
    method: zod_1.z.enum(["GET", "POST", "PUT", "PATCH", "DELETE"]).default("POST").describe("HTTP method."),
    path: zod_1.z
        .string()
        .optional()
        .describe("Path appended to base_url; may hold {{session_id}}, {{trace_id}}, {{case_id}}, {{journey}}."),
    url: zod_1.z.string().optional().describe("Absolute URL, instead of path."),
    headers: schema_parts_js_1.StringMap.optional().describe("Request headers; values may hold {{…}} placeholders."),
    body: zod_1.z
        .unknown()
        .optional()
        .describe("JSON body; strings in it may hold {{…}} placeholders.")
        .meta({ examples: [{ input: "{{case_id}}", session: "{{session_id}}" }] }),
})
    .refine((r) => (r.path === undefined) !== (r.url === undefined), {
    message: "set exactly one of path or url",
    ...schema_parts_js_1.whenValid,
})
    .describe("The request that starts a journey: exactly one of path or url.");
const StreamSchema = zod_1.z
    .strictObject({
    format: zod_1.z
        .enum(["ndjson", "sse", "poll", "none"])
        .describe("How the reply is read: an NDJSON or SSE stream, a JSON reply then polling (poll), or one JSON reply (none)."),
    token_event: zod_1.z
        .string()
        .optional()
        .describe('Selector of content-bearing events (default "type=token"); `field=a|b` matches either value.'),
    done_event: zod_1.z
        .string()
        .optional()
        .describe('Selector of the event that ends the stream (default "type=done").'),
    status_path: zod_1.z
        .string()
        .optional()
        .describe('Dotted path of the business status in an event or reply (default "status").'),
    error_path: zod_1.z
        .string()
        .optional()
        .describe('Dotted path of an error in an event or reply (default "error"); one present fails the session.'),
    poll: zod_1.z
        .strictObject({
        url: zod_1.z
            .string()
            .describe("URL polled after the first reply, relative to the request's; may use {{response.<field>}}."),
        interval_ms: zod_1.z.number().positive().describe("Milliseconds between polls."),
        terminal_states: zod_1.z
            .array(zod_1.z.string())
            .min(1)
            .describe("Statuses that end polling; the journey's timeout_sec bounds the wait."),
    })
        .optional()
        .describe("With format poll: where and how often to poll."),
})
    .refine((s) => s.format !== "poll" || s.poll !== undefined, {
    message: "format poll needs a poll: { url, interval_ms, terminal_states } block",
    path: ["poll"],
    ...schema_parts_js_1.whenValid,
})
    .describe("How the service's reply is read: stream format and event mapping.");
const SuccessSchema = zod_1.z
    .strictObject({
    status_in: zod_1.z
        .array(zod_1.z.string())
        .optional()
        .describe("Business statuses that pass; another (or none) is business_failed.")
        .meta({ examples: [["succeeded", "degraded"]] }),
    status_path: zod_1.z
        .string()
        .optional()
        .describe("Dotted path of the status status_in reads (default: stream.status_path, else status)."),
    http_status: zod_1.z
        .array(zod_1.z.int().min(100).max(599))
        .optional()
        .describe("HTTP statuses that pass (default: any 2xx)."),
})
    .describe("What makes a journey a success beyond a complete reply.");
const httpTargetFields = {
    base_url: zod_1.z
        .url({ protocol: /^https?$/, error: "expected an http(s) URL" })
        .optional()
        .describe("The service's URL; default: the URL of services.agent_service."),
    request: RequestTemplateSchema.optional(),
    stream: StreamSchema.optional(),
    success: SuccessSchema.optional(),
    timeout_sec: zod_1.z
        .number()
        .positive()
        .optional()
        .describe("Seconds a journey may take, polling included (default 120); past it: timeout."),
    headers: schema_parts_js_1.StringMap.optional().describe("Headers sent with every request, under the request's own."),
    expected_states: zod_1.z
        .array(zod_1.z.string())
        .optional()
        .describe("Statuses a journey should pass through; the ones missed are recorded per session."),
    trace_header: zod_1.z
        .string()
        .optional()
        .describe("A header that also carries the trace id, besides traceparent."),
};
/** An agent service reached over HTTP: how to call it, read its stream and judge success. */
exports.HttpTargetSchema = zod_1.z.strictObject(httpTargetFields);
/** A named HTTP journey of one pair; unset fields fall back to `runtime.http`. */
exports.JourneySchema = zod_1.z
    .strictObject({
    name: zod_1.z.string().regex(NAME).describe("The journey's name in the report ({{journey}} in templates)."),
    ...httpTargetFields,
})
    .describe("This pair's HTTP journey (runtime http); unset fields fall back to runtime.http. Without one, its sessions are named after the pair's scenario tag, else the request (POST /v1/chat).");
const RuntimeType = zod_1.z.enum(["local", "docker", "http"]);
const RuntimeObject = zod_1.z.strictObject({
    type: RuntimeType.default("local").describe("local: the agent as a child process; docker: one container per session; http: journeys against an agent service."),
    docker: zod_1.z
        .strictObject({
        network_mode: zod_1.z
            .string()
            .default("bridge")
            .describe("Session containers' network: bridge, host, none or a network name."),
        pids_limit: (0, schema_parts_js_1.count)(1).default(512).describe("Most processes a session container may hold."),
        prewarm: (0, schema_parts_js_1.count)(0)
            .default(0)
            .describe("Containers created ahead per task, so env_setup leaves the measured path."),
        keep_containers: zod_1.z.boolean().optional().describe("Leave session containers in place, for debugging."),
        base_image: zod_1.z
            .string()
            .optional()
            .describe("Build argument BASE_IMAGE for task Dockerfiles that declare ARG BASE_IMAGE."),
        platform: zod_1.z.string().optional().describe('Platform of image builds and pulls, e.g. "linux/amd64".'),
        agent_install: zod_1.z
            .enum(["auto", "mount", "layer"])
            .default("auto")
            .describe("How a built-in agent's install reaches session containers: mount (read-only from this machine's agent cache, nothing built), layer (copied into an image built on the task's, for an engine on another machine), auto (mount when the engine is reached through a local socket, else layer)."),
    })
        .optional()
        .describe("Settings of the docker runtime."),
    http: exports.HttpTargetSchema.optional().describe("The agent service (runtime http): every pair's journey defaults, or the one journey."),
});
/** `runtime: docker` is `runtime: { type: docker }` (see shorthands.ts, which expands it in the file). */
// The mapping first: a wrong field inside it is the error worth reporting, not "not a word".
exports.RuntimeSchema = zod_1.z
    .union([RuntimeObject, RuntimeType.transform((type) => RuntimeObject.parse({ type }))])
    .describe("Where sessions run: `runtime: docker` is short for `runtime: { type: docker }`.");
exports.ServicesSchema = zod_1.z.strictObject({
    mock_llm: zod_1.z
        .strictObject({
        host: zod_1.z.string().default("127.0.0.1").describe("Address the mock LLM listens on."),
        port: schema_parts_js_1.Port.default(0).describe("Port the mock LLM listens on; 0 picks a free port."),
        ttft_ms: zod_1.z.number().min(0).default(50).describe("Milliseconds before the first token."),
        itl_ms: zod_1.z.number().min(0).default(10).describe("Milliseconds between later tokens."),
        tokens: (0, schema_parts_js_1.count)(1).default(16).describe("Output tokens of a reply the script does not decide."),
        jitter_ms: zod_1.z
            .number()
            .min(0)
            .default(0)
            .describe("Seeded jitter: TTFT moves by up to ±jitter_ms, each later token by up to +min(jitter_ms, itl_ms)."),
        seed: zod_1.z.int().default(1).describe("Seed of the jitter, the generated text and the fault draw."),
        prompt_cache: zod_1.z
            .boolean()
            .optional()
            .describe("Report the conversation before the model's last answer as cached prompt tokens, as a provider's prompt cache would (default: nothing cached)."),
        capacity: (0, schema_parts_js_1.count)(1)
            .optional()
            .describe("Requests served at once; the rest queue in order (default: unlimited)."),
        script: zod_1.z
            .string()
            .optional()
            .describe("YAML or JSON script answering by turn or by rule (relative to the scenario)."),
        faults: zod_1.z
            .strictObject({
            rate_429: schema_parts_js_1.Fraction.optional().describe("Share of requests answered 429 (with retry-after)."),
            rate_500: schema_parts_js_1.Fraction.optional().describe("Share of requests answered 500."),
            rate_stall: schema_parts_js_1.Fraction.optional().describe("Share of streams that stall mid-reply (30 s)."),
            rate_disconnect: schema_parts_js_1.Fraction.optional().describe("Share of streams cut mid-reply."),
            rate_malformed: schema_parts_js_1.Fraction.optional().describe("Share of streams with a malformed chunk."),
        })
            .optional()
            .describe("Injected faults, exact shares of model requests, seeded."),
        model: zod_1.z
            .string()
            .default("mock-1")
            .describe("Model named in /v1/models and used when a request names none."),
        replay: zod_1.z
            .string()
            .optional()
            .describe("A cassette folder (recorded by services.gateway.record): each session replays a recorded conversation of its task instead of scripted answers; a request that does not match is bucket replay_mismatch."),
        timing: zod_1.z
            .string()
            .regex(/^(recorded|fixed|scaled\(\s*\d+(\.\d+)?\s*\))$/, "expected recorded, fixed or scaled(<factor>)")
            .optional()
            .describe("Replay timing: recorded (default), scaled(<factor>) (every offset times the factor), or fixed (ttft_ms, itl_ms)."),
    })
        .refine((m) => m.timing === undefined || m.replay !== undefined, {
        message: "timing applies to replay: set replay too",
        path: ["timing"],
        ...schema_parts_js_1.whenValid,
    })
        .optional()
        .describe("A deterministic LLM server for the run; agents get OPENAI_BASE_URL, ANTHROPIC_BASE_URL and GOOGLE_GEMINI_BASE_URL pointing at it."),
    gateway: zod_1.z
        .strictObject({
        upstream: zod_1.z
            .string()
            .optional()
            .describe("URL of the LLM the gateway forwards to (default: the mock LLM)."),
        record: zod_1.z
            .string()
            .optional()
            .describe("A cassette folder: every call of every session is recorded there (normalised request, response chunks with their timing; never keys or headers), one file per session under its task."),
        enabled: zod_1.z
            .boolean()
            .optional()
            .describe("Default: on with record, and for built-in coding agents against the mock; else off."),
    })
        .optional()
        .describe("A recording proxy between agents and their LLM: every call becomes an llm span with TTFT and tokens."),
    agent_service: zod_1.z
        .strictObject({
        command: schema_parts_js_1.Argv.optional()
            .describe("argv of the service, run in the scenario's folder; it listens on $PORT (127.0.0.1).")
            .meta({ examples: [["node", "service.mjs"]] }),
        image: zod_1.z.string().optional().describe("Image run as the service, on the host network."),
        dockerfile: zod_1.z
            .string()
            .optional()
            .describe("Dockerfile built (cached by content) and run as the service."),
        context: zod_1.z.string().optional().describe("Build context of dockerfile (default: its folder)."),
        port: schema_parts_js_1.Port.optional().describe("Port the service listens on, given to it as PORT (default: a free port for a command, 8080 for a container)."),
        health_path: zod_1.z
            .string()
            .default("/health")
            .describe("Path polled until it answers 2xx; the run starts then."),
        env: schema_parts_js_1.EnvMap.optional().describe("Variables the service gets, over the LLM base URLs; PORT and AGENT_RUN_ID are always set."),
        startup_timeout_sec: zod_1.z
            .number()
            .positive()
            .default(60)
            .describe("Seconds the service has to become healthy (an image build or pull gets ten times this)."),
    })
        .refine((s) => s.command !== undefined || s.image !== undefined || s.dockerfile !== undefined, {
        message: "set command, image or dockerfile",
        ...schema_parts_js_1.whenValid,
    })
        .optional()
        .describe("The agent service the run starts for its journeys (runtime http): a command, an image or a Dockerfile, once per run."),
});


/***/ }),

/***/ 41200:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MetricKeySchema = exports.plannedSessions = exports.SessionBudget = exports.MAX_LOOKS = exports.Fraction = exports.Port = exports.Argv = exports.StringMap = exports.EnvMap = exports.whenValid = exports.inFlight = exports.sessionCount = exports.count = void 0;
exports.budgetLooks = budgetLooks;
exports.expression = expression;
/**
 * The building blocks the scenario's sub-schemas share: counts bounded by the limits, env and string
 * maps, argv, ports and fractions, and the metric keys and threshold expressions the gate's own
 * parser checks — one definition each, so every section of the file reads a field the same way.
 */
const zod_1 = __webpack_require__(50924);
const limits_js_1 = __webpack_require__(30351);
const thresholds_js_1 = __webpack_require__(92800);
const count = (min) => zod_1.z.int().min(min);
exports.count = count;
/** A session count: at most the sessions limit (src/limits.ts), so no plan outgrows the runner. */
const sessionCount = (min) => (0, exports.count)(min).max((0, limits_js_1.limit)("sessions"), { error: `at most ${(0, limits_js_1.limit)("sessions")} sessions (see Limits)` });
exports.sessionCount = sessionCount;
/** Sessions in flight at once. */
const inFlight = () => (0, exports.count)(1).max((0, limits_js_1.limit)("concurrency"), { error: `at most ${(0, limits_js_1.limit)("concurrency")} in flight (see Limits)` });
exports.inFlight = inFlight;
/** Object-level rules run only once the object's own fields are valid, so a misspelt key is reported first. */
exports.whenValid = { when: (payload) => payload.issues.length === 0 };
/** YAML writes `PORT: 8080` as a number; env values are strings, so scalars are taken as written. */
const EnvValue = zod_1.z
    .union([zod_1.z.string(), zod_1.z.number(), zod_1.z.boolean()], { error: "expected a string" })
    .transform(String);
exports.EnvMap = zod_1.z.record(zod_1.z.string(), EnvValue);
exports.StringMap = zod_1.z.record(zod_1.z.string(), zod_1.z.string());
exports.Argv = zod_1.z.array(zod_1.z.string()).min(1, "expected a non-empty argv list, e.g. [python, agent.py]");
exports.Port = zod_1.z.int().min(0).max(65535);
exports.Fraction = zod_1.z.number().min(0).max(1);
/** Looks a session budget may plan at most: past this many the boundaries' numerical integration is no cheaper than the gain. */
exports.MAX_LOOKS = 50;
/**
 * `sessions: { min, max, step }`: a budget the sequential gate (docs/gate.md) spends only until its
 * verdict is known — `min` first, a look after each `step` more, `max` at most.
 */
exports.SessionBudget = zod_1.z
    .strictObject({
    min: (0, exports.sessionCount)(1).describe("Sessions before the first look."),
    max: (0, exports.sessionCount)(1).describe("Most sessions the pair runs: the last look."),
    step: (0, exports.sessionCount)(1).describe("Sessions between looks."),
})
    .superRefine(({ min, max, step }, ctx) => {
    const issue = (path, message) => ctx.addIssue({ code: "custom", path: [path], message });
    if (min > max)
        issue("min", `min (${min}) is above max (${max})`);
    else if (step > max - min)
        issue("step", `step (${step}) is larger than max − min (${max - min}): a budget looks at least twice`);
    else if (Math.ceil((max - min) / step) + 1 > exports.MAX_LOOKS)
        issue("step", `${Math.ceil((max - min) / step) + 1} looks; at most ${exports.MAX_LOOKS} (a larger step)`);
})
    .describe("A session budget for the sequential gate: start with min, look after each step, stop by max.")
    .meta({ examples: [{ min: 20, max: 120, step: 10 }] });
/** The sessions a pair plans: its count, or its budget's max. */
const plannedSessions = (s) => (typeof s === "number" ? s : s.max);
exports.plannedSessions = plannedSessions;
/** A budget's looks: the sessions per pair at each, min, min + step, …, max. */
function budgetLooks(b) {
    const looks = [];
    for (let n = b.min; n < b.max; n += b.step)
        looks.push(n);
    looks.push(b.max);
    return looks;
}
/** Runs the k6 threshold parser as a zod check so bad expressions fail at load time. */
function expression(what) {
    return zod_1.z.string().superRefine((value, ctx) => {
        try {
            (0, thresholds_js_1.parseThreshold)(value);
        }
        catch (err) {
            ctx.addIssue({
                code: "custom",
                message: err.message.replace(/^invalid threshold/, `invalid ${what}`),
            });
        }
    });
}
exports.MetricKeySchema = zod_1.z.string().superRefine((value, ctx) => {
    try {
        (0, thresholds_js_1.parseMetricKey)(value);
    }
    catch (err) {
        ctx.addIssue({ code: "custom", message: err.message });
    }
});


/***/ }),

/***/ 2135:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * The scenario file, as zod schemas. Objects are strict: a misspelt key is an error, not a silent default.
 * This module is the file's top level and its pairs; each section has its own module beside it
 * (agent-schema, runtime-schema, load-schema, gate-schema, evidence; shared fields in schema-parts).
 * Cross-field rules (mode, pair targets, load strategy) are in `checkScenario` at the end.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ScenarioSchema = exports.MODES = exports.BUILTIN_AGENTS = void 0;
const zod_1 = __webpack_require__(50924);
const table_js_1 = __webpack_require__(93690);
const events_js_1 = __webpack_require__(82736);
const presets_js_1 = __webpack_require__(96985);
const i18n_js_1 = __webpack_require__(65430);
// One grammar for thresholds: the gate's parser validates them here, before anything runs.
const limits_js_1 = __webpack_require__(30351);
const paths_js_1 = __webpack_require__(8431);
const agent_schema_js_1 = __webpack_require__(12547);
const defaults_js_1 = __webpack_require__(45734);
const evidence_js_1 = __webpack_require__(31533);
const gate_schema_js_1 = __webpack_require__(87471);
const issues_js_1 = __webpack_require__(8248);
const load_schema_js_1 = __webpack_require__(86758);
const runtime_schema_js_1 = __webpack_require__(48812);
const schema_parts_js_1 = __webpack_require__(41200);
const thresholds_js_1 = __webpack_require__(92800);
/** Agents that need no command: the two of Harbor's harness and the real coding agents (src/agents). */
exports.BUILTIN_AGENTS = ["oracle", "nop", ...table_js_1.CODING_AGENT_NAMES];
exports.MODES = [
    "single_agent_single_task",
    "single_agent_multi_session",
    "multi_agent_single_task",
    "multi_agent_multi_session",
];
/** A host variable's name or a scenario key (an env key, a header name such as x-api-key). */
const SECRET_REF = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
const DatasetSchema = zod_1.z
    .strictObject({
    path: zod_1.z.string().min(1).describe("Folder whose direct subfolders are Harbor tasks."),
    task_names: zod_1.z
        .array(zod_1.z.string())
        .optional()
        .describe("Globs on task folder names to include.")
        .meta({ examples: [["echo-*", "tool-heavy"]] }),
    exclude_task_names: zod_1.z.array(zod_1.z.string()).optional().describe("Globs on task folder names to exclude."),
    n_tasks: (0, schema_parts_js_1.count)(1).optional().describe("Keep the first N tasks after filtering."),
})
    .describe("A folder of Harbor tasks, instead of one task.");
const PairSchema = zod_1.z.strictObject({
    agent: agent_schema_js_1.AgentSpecSchema,
    task: zod_1.z
        .string()
        .min(1)
        .optional()
        .describe("Path of a Harbor task folder.")
        .meta({ examples: ["../tasks/echo-bench"] }),
    dataset: DatasetSchema.optional(),
    journey: runtime_schema_js_1.JourneySchema.optional(),
    sessions: zod_1.z
        .union([(0, schema_parts_js_1.sessionCount)(1), schema_parts_js_1.SessionBudget])
        .default(1)
        .describe("Sessions this pair runs (a same-job reference arm runs as many), or a budget { min, max, step } the sequential gate stops early within."),
    n_concurrent: (0, schema_parts_js_1.inFlight)()
        .default(1)
        .describe("Sessions of this pair in flight at once (capped by load.concurrency)."),
    weight: zod_1.z.number().positive().default(1).describe("Share of sessions under load.mix weighted."),
    tags: schema_parts_js_1.StringMap.default({})
        .describe("Tags on this pair's sessions, for selectors like e2e_ms{scenario:x}.")
        .meta({ examples: [{ scenario: "echo" }] }),
});
const UsdPerMillion = zod_1.z.number().min(0).max(100_000);
/** USD per million tokens of the models a scenario's agents call: added to the price catalog, or over it. */
const PricingSchema = zod_1.z
    .record(zod_1.z.string().min(1).max(200), zod_1.z.strictObject({
    input: UsdPerMillion.describe("USD per million input (prompt) tokens."),
    cached_input: UsdPerMillion.optional().describe("USD per million input tokens read from the provider's prompt cache (default: the input price)."),
    output: UsdPerMillion.describe("USD per million output tokens (reasoning included)."),
}))
    .describe("Prices of models by the name the provider answers with, USD per million tokens; a model here is priced by this, others by the bundled catalog (@pydantic/genai-prices). A model neither knows costs null.")
    .meta({ examples: [{ "qwen3-coder-plus": { input: 1, cached_input: 0.1, output: 5 } }] });
const SamplingSchema = zod_1.z
    .strictObject({
    resource_interval_ms: zod_1.z
        .int()
        .positive()
        .default(1000)
        .describe("Milliseconds between CPU and memory samples of the host and each session container."),
    keep_logs: zod_1.z
        .enum(["all", "failed", "none"])
        .default("all")
        .describe("Reserved: accepted, not read by this version (every session's logs are kept)."),
    log_excerpt_bytes: (0, schema_parts_js_1.count)(0).default(4096).describe("Reserved: accepted, not read by this version."),
})
    .describe("Resource sampling.");
const RetrySchema = zod_1.z
    .strictObject({
    max_retries: (0, schema_parts_js_1.count)(0).default(0).describe("Retries of a session that failed in a retryable bucket."),
    backoff_ms: zod_1.z
        .number()
        .min(0)
        .default(1000)
        .describe("Milliseconds before the first retry, doubled for each later one."),
    on_buckets: zod_1.z
        .array(zod_1.z.enum(events_js_1.ERROR_BUCKETS))
        .optional()
        .describe("Buckets retried (default: llm_rate_limited, llm_server_error, connect_refused, http_5xx, container_gone)."),
})
    .describe("Retries of upstream hiccups; a session counts once, with its attempts.");
const ScenarioFields = zod_1.z.strictObject({
    $schema: zod_1.z
        .string()
        .optional()
        .describe("Path or URL of scenario.schema.json, for editors; ignored by runs."),
    // It names the run folder and the baseline file: never a path (see paths.ts).
    name: zod_1.z
        .string()
        .regex(paths_js_1.SAFE_NAME, paths_js_1.SAFE_NAME_HINT)
        .describe("The scenario's name: it names the run folder and the baseline file.")
        .meta({ examples: ["pr-smoke"] }),
    description: zod_1.z.string().optional().describe("One line for people, recorded in report.json."),
    mode: zod_1.z
        .enum(exports.MODES)
        .default("single_agent_multi_session")
        .describe("single_agent_*: exactly one pair; multi_agent_*: two or more; *_single_task: one session per pair."),
    pairs: zod_1.z
        .array(PairSchema.describe("An agent and what it works on: a task, a dataset or an HTTP journey."))
        .min(1, "expected at least one pair")
        .describe("What runs: each pair is an agent and its task, dataset or journey."),
    runtime: runtime_schema_js_1.RuntimeSchema.prefault({}),
    services: runtime_schema_js_1.ServicesSchema.prefault({}).describe("Servers the run starts beside the agents."),
    load: load_schema_js_1.LoadSchema.prefault({}).describe("How hard: the load strategy and its schedule."),
    thresholds: gate_schema_js_1.ThresholdsSchema.default({}),
    // Absent means no regression gate; present, a missing baseline fails unless on_missing says otherwise.
    regression: gate_schema_js_1.RegressionSchema.optional(),
    pricing: PricingSchema.optional(),
    labels: schema_parts_js_1.StringMap.default({})
        .describe("Versions recorded with the baseline: model, prompt, dataset.")
        .meta({ examples: [{ model: "gpt-x-2025-01", prompt: "v3" }] }),
    sampling: SamplingSchema.prefault({}),
    retry: RetrySchema.prefault({}),
    output_dir: zod_1.z
        .string()
        .default(defaults_js_1.DEFAULT_OUTPUT_DIR)
        .describe("Folder run directories are made in, from the working folder (run --out overrides it)."),
    report: zod_1.z
        .strictObject({
        locale: zod_1.z
            .enum(i18n_js_1.LOCALES)
            .default("en")
            .describe("Language of report.md, the PR comment, the job summary and the dashboard."),
    })
        .prefault({})
        .describe("How the reports are written."),
    success_reward_threshold: zod_1.z
        .number()
        .default(1.0)
        .describe("Reward a session needs to pass (the verifier's reward.txt, or reward.json's reward)."),
    secrets: zod_1.z
        .array(zod_1.z.string().regex(SECRET_REF, "expected a variable name or a scenario key, e.g. PROD_CRED or x-api-key"))
        .default([])
        .describe("Names whose values are secret besides those named like one: host variables (`${VAR}`) and scenario keys (env keys, header names).")
        .meta({ examples: [["PROD_CRED_A", "x-tenant"]] }),
    evidence: evidence_js_1.EvidenceSchema.optional(),
    diagnosis: zod_1.z
        .strictObject({
        llm: zod_1.z
            .strictObject({
            url_env: zod_1.z
                .string()
                .describe("Variable holding the OpenAI-compatible endpoint's URL; unset, no summary."),
            key_env: zod_1.z.string().optional().describe("Variable holding its API key (secret, never recorded)."),
            model_env: zod_1.z.string().optional().describe("Variable holding the model name."),
        })
            .optional()
            .describe("An LLM that writes an optional summary of the diagnosis' findings."),
    })
        .optional()
        .describe("The report's diagnosis of what went wrong."),
});
exports.ScenarioSchema = ScenarioFields.superRefine((s, ctx) => checkScenario(s, ctx), {
    ...schema_parts_js_1.whenValid,
});
function fail(ctx, path, message) {
    ctx.addIssue({ code: "custom", path, message });
}
function checkScenario(s, ctx) {
    checkMode(s, ctx);
    s.pairs.forEach((pair, i) => {
        checkPair(s, pair, i, ctx);
    });
    const compare = s.regression?.compare_with;
    if (compare)
        checkAgent(s, compare.agent, ["regression", "compare_with", "agent"], ctx);
    checkLoad(s, ctx);
    checkGateMetrics(s, ctx);
    checkTolerances(s, ctx);
    checkBudgets(s, ctx);
}
/**
 * A session budget is the sequential gate's (docs/gate.md): it needs regression rules to decide, a
 * load that runs the plan's sessions (fixed, rate), and the same looks on every pair, so one look
 * sees every pair at its own step.
 */
function checkBudgets(s, ctx) {
    const budgets = s.pairs.map((p) => (typeof p.sessions === "number" ? null : p.sessions));
    const first = budgets.findIndex((b) => b !== null);
    if (first < 0)
        return;
    const at = ["pairs", first, "sessions"];
    if (s.load.strategy === "ramp" || s.load.strategy === "find_max") {
        fail(ctx, at, `a session budget needs load.strategy fixed or rate; ${s.load.strategy} plans its own stages`);
        return;
    }
    if (!s.regression) {
        fail(ctx, at, "a session budget stops when the regression rules decide: add regression");
        return;
    }
    const looks = (0, schema_parts_js_1.budgetLooks)(budgets[first]).length;
    budgets.forEach((b, i) => {
        if (b === null)
            fail(ctx, ["pairs", i, "sessions"], `pair ${first} has a session budget: give every pair one (or none)`);
        else if ((0, schema_parts_js_1.budgetLooks)(b).length !== looks)
            fail(ctx, ["pairs", i, "sessions"], `${(0, schema_parts_js_1.budgetLooks)(b).length} looks where pair ${first} has ${looks}: every pair's budget looks as often`);
    });
}
/**
 * A tolerance says its unit where one matters: `max_increase: 25` on a latency could be 25 ms or a
 * misread 25%, so a latency takes "25%" or "25ms"; a rate's bare amount is a share (0.05), never 5.
 */
function checkTolerances(s, ctx) {
    for (const [key, rule] of Object.entries(s.regression?.metrics ?? {})) {
        let metric;
        try {
            metric = (0, thresholds_js_1.parseMetricKey)(key).metric;
        }
        catch {
            continue; // the key's own check reported it
        }
        for (const field of ["max_increase", "max_decrease"]) {
            const v = rule[field];
            const at = ["regression", "metrics", key, field];
            if (v === undefined)
                continue;
            const time = typeof v === "string" && /[0-9]m?s$/.test(v);
            if (metric.endsWith("_ms") && typeof v === "number")
                fail(ctx, at, `${metric} is a time: write ${v}% or ${v}ms`);
            else if (!metric.endsWith("_ms") && time)
                fail(ctx, at, `${metric} is not a time: write a percentage like "15%" or an amount in its unit`);
            else if (thresholds_js_1.RATE_REGRESSION_METRICS.includes(metric) &&
                typeof v === "number" &&
                v > 1)
                fail(ctx, at, `${metric} is a share from 0 to 1: write ${v / 100} (points) or ${v}% (of the baseline's)`);
        }
    }
}
/** A metric no run records, an unknown bucket or an aggregation that cannot apply fails now, not after the load. */
function checkGateMetrics(s, ctx) {
    // Target series are gated over the whole run, not per stage: a stage SLO cannot name one.
    const sets = [
        [["thresholds"], s.thresholds, (0, presets_js_1.targetSeriesNames)(s.evidence)],
        [["load", "slo"], s.load.slo, []],
    ];
    for (const [at, rules, targets] of sets) {
        for (const p of (0, thresholds_js_1.validateThresholds)(rules ?? {}, targets))
            if (!p.syntax)
                fail(ctx, [...at, ...p.path], withMetricHint(p.message, p.path));
    }
    checkRegressionMetrics(s, ctx);
}
/** Every metric a threshold may name (target series aside), as the gate's validator knows them. */
const THRESHOLD_METRICS = [...thresholds_js_1.RATE_METRICS, ...thresholds_js_1.COUNTER_METRICS, ...thresholds_js_1.TREND_METRICS];
/** Every metric a regression rule may compare. */
const REGRESSION_METRICS = [...thresholds_js_1.RATE_REGRESSION_METRICS, ...thresholds_js_1.TREND_METRICS];
/** A misspelt metric gets the name it was probably meant to be, beside the name as written. */
function withMetricHint(message, path) {
    const metric = path.length === 1 ? unknownMetric(String(path[0]), THRESHOLD_METRICS) : null;
    if (metric === null)
        return message;
    const near = (0, issues_js_1.hint)(metric, THRESHOLD_METRICS);
    const named = `unknown metric ${JSON.stringify(metric)}`;
    return message.startsWith(named) ? `${named}${near}${message.slice(named.length)}` : `${message}${near}`;
}
/** The metric a gate key names when it is not one of `known` (target series are checked with the evidence), else null. */
function unknownMetric(key, known) {
    let metric;
    try {
        metric = (0, thresholds_js_1.parseMetricKey)(key).metric;
    }
    catch {
        return null; // the key's own check reports it
    }
    return (0, thresholds_js_1.isTargetMetric)(metric) || known.includes(metric) ? null : metric;
}
/** A regression rule on a metric no run records can never decide: refused now, not after the load. */
function checkRegressionMetrics(s, ctx) {
    for (const key of Object.keys(s.regression?.metrics ?? {})) {
        const metric = unknownMetric(key, REGRESSION_METRICS);
        if (metric === null)
            continue;
        fail(ctx, ["regression", "metrics", key], `unknown metric ${JSON.stringify(metric)}${(0, issues_js_1.hint)(metric, REGRESSION_METRICS)}; regression rules apply to ${REGRESSION_METRICS.join(", ")}`);
    }
}
function checkMode(s, ctx) {
    const single = s.mode.startsWith("single_agent");
    if (single && s.pairs.length !== 1) {
        const several = `; to compare agents use mode multi_agent_${s.mode.endsWith("single_task") ? "single_task" : "multi_session"}`;
        fail(ctx, ["pairs"], `mode ${s.mode} takes exactly one pair, got ${s.pairs.length}${several}`);
    }
    if (!single && s.pairs.length < 2) {
        fail(ctx, ["pairs"], `mode ${s.mode} takes at least two pairs, got ${s.pairs.length}`);
    }
    if (s.mode.endsWith("single_task")) {
        s.pairs.forEach((pair, i) => {
            if (pair.sessions !== 1) {
                fail(ctx, ["pairs", i, "sessions"], `mode ${s.mode} runs one session per pair, got ${JSON.stringify(pair.sessions)}`);
            }
        });
    }
}
function checkPair(s, pair, i, ctx) {
    const at = ["pairs", i];
    const targets = ["task", "dataset", "journey"].filter((k) => pair[k] !== undefined);
    if (s.runtime.type === "http") {
        for (const k of targets.filter((t) => t !== "journey")) {
            fail(ctx, [...at, k], `runtime http calls an agent service; a pair takes a journey, not a ${k}`);
        }
        if (!pair.journey?.request && !s.runtime.http?.request) {
            fail(ctx, [...at, "journey"], "runtime http needs a journey with a request here, or runtime.http.request");
        }
        // A service the scenario starts gives its own URL (on a free port unless one is set).
        if (!pair.journey?.base_url && !s.runtime.http?.base_url && !s.services.agent_service) {
            fail(ctx, ["runtime", "http", "base_url"], "runtime http needs a base_url, or a services.agent_service to start");
        }
    }
    else if (targets.includes("journey")) {
        fail(ctx, [...at, "journey"], `a journey needs runtime.type http (runtime is ${s.runtime.type})`);
    }
    else if (targets.length !== 1) {
        const message = targets.length === 0 ? "set one of task or dataset" : "set only one of task or dataset, got both";
        fail(ctx, targets.length === 0 ? at : [...at, "dataset"], message);
    }
    checkAgent(s, pair.agent, [...at, "agent"], ctx);
}
function checkAgent(s, agent, at, ctx) {
    if (agent.recipe) {
        checkRecipeAgent(agent, at, ctx);
        if (agent.recipe.scripts && s.runtime.type !== "docker")
            fail(ctx, [...at, "recipe", "scripts"], `a recipe's install scripts run only in a container of the task's image: runtime docker (runtime is ${s.runtime.type})`);
        return;
    }
    const builtin = exports.BUILTIN_AGENTS.includes(agent.name);
    if (!builtin && !agent.command && s.runtime.type !== "http") {
        const near = (0, issues_js_1.hint)(agent.name, exports.BUILTIN_AGENTS);
        fail(ctx, [...at, near ? "name" : "command"], near
            ? `unknown agent "${agent.name}"${near}; a custom agent needs a command`
            : `agent "${agent.name}" needs a command (built in: ${exports.BUILTIN_AGENTS.join(", ")})`);
    }
    const coding = table_js_1.CODING_AGENT_NAMES.includes(agent.name);
    for (const k of ["version", "args"]) {
        if (agent[k] !== undefined && (!coding || agent.command))
            fail(ctx, [...at, k], `${k} applies to the built-in coding agents (${table_js_1.CODING_AGENT_NAMES.join(", ")}) and recipes only`);
    }
}
/** A declared recipe is the agent: its own name, its version in `npm`, no command beside it. */
function checkRecipeAgent(agent, at, ctx) {
    if (exports.BUILTIN_AGENTS.includes(agent.name))
        fail(ctx, [...at, "name"], `"${agent.name}" is built in; a recipe agent needs a name of its own`);
    if (agent.command)
        fail(ctx, [...at, "command"], "an agent with a recipe takes no command");
    if (agent.version !== undefined)
        fail(ctx, [...at, "version"], "a recipe pins its version in recipe.npm (<package>@<version>)");
}
/**
 * The plan as a whole stays within the sessions limit: the pairs' sessions in all (twice with a
 * same-job reference arm), and the arrivals a rate schedule offers.
 */
function checkPlanSize(s, ctx) {
    const max = (0, limits_js_1.limit)("sessions");
    const arms = s.regression?.compare_with ? 2 : 1;
    let total = 0;
    for (const [i, pair] of s.pairs.entries()) {
        total += (0, schema_parts_js_1.plannedSessions)(pair.sessions) * arms;
        if (total > max) {
            fail(ctx, ["pairs", i, "sessions"], `the pairs plan ${total} sessions or more; at most ${max} (see Limits)`);
            return;
        }
    }
    const load = s.load;
    if (load.strategy !== "rate")
        return;
    const arrivals = (rate, sec, at) => {
        const n = sec === undefined ? 0 : Math.round(rate * sec);
        if (n > max)
            fail(ctx, at, `offers ${n} arrivals; at most ${max} sessions (see Limits)`);
    };
    if (load.stages?.every((st) => st.rate !== undefined))
        for (const [i, st] of load.stages.entries())
            arrivals(st.rate, st.hold_sec ?? load.duration_sec, ["load", "stages", i, "rate"]);
    else if (load.rate !== undefined)
        arrivals(load.rate, load.duration_sec, ["load", "rate"]);
}
function checkLoad(s, ctx) {
    checkPlanSize(s, ctx);
    const load = s.load;
    if (load.strategy === "ramp" && !load.stages) {
        fail(ctx, ["load", "stages"], "strategy ramp needs stages: [{ concurrency, hold_sec }]");
    }
    if (load.strategy === "rate" &&
        load.rate === undefined &&
        !load.stages?.every((st) => st.rate !== undefined)) {
        fail(ctx, ["load", "rate"], "strategy rate needs load.rate (sessions per second) or a rate on every stage");
    }
}


/***/ }),

/***/ 43448:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SHORTHANDS = void 0;
exports.expandShorthands = expandShorthands;
/** Scalars that stand for a mapping, as users write them: `runtime: docker` is `runtime: { type: docker }`. */
const yaml_1 = __webpack_require__(38815);
/** One row per shorthand: where the scalar may stand, and the key it fills. */
exports.SHORTHANDS = [{ path: ["runtime"], key: "type" }];
/**
 * Rewrites each shorthand in the document into its mapping, before `--set` and validation, so
 * `--set runtime.type=local` works on `runtime: docker` and both spellings hash alike. The scalar node
 * itself moves into the mapping, so an error still points at the word the user wrote.
 */
function expandShorthands(src) {
    for (const { path, key } of exports.SHORTHANDS) {
        const node = src.doc.getIn(path, true);
        if (!(0, yaml_1.isScalar)(node) || typeof node.value !== "string")
            continue;
        // made by the document, so later `--set` paths can grow below it
        const map = src.doc.createNode({});
        map.add(new yaml_1.Pair(new yaml_1.Scalar(key), node));
        src.doc.setIn(path, map);
    }
}


/***/ }),

/***/ 38521:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.hodgesLehmann = hodgesLehmann;
exports.wilson = wilson;
exports.newcombe = newcombe;
exports.newcombePLess = newcombePLess;
exports.newcombePGreater = newcombePGreater;
exports.hypergeometricPmf = hypergeometricPmf;
exports.fisherExact = fisherExact;
exports.holm = holm;
exports.stratifiedShift = stratifiedShift;
exports.meanOf = meanOf;
exports.twoProportionTest = twoProportionTest;
exports.newcombeAgreeing = newcombeAgreeing;
exports.sessionsToDecide = sessionsToDecide;
exports.permutationBounds = permutationBounds;
exports.stratifiedPermutation = stratifiedPermutation;
/**
 * Comparing two samples for gates at small n (20–2000 sessions): Hodges-Lehmann shifts with
 * Mann-Whitney intervals (Hollander & Wolfe), proportions (Newcombe 1998, method 10), Fisher's exact
 * test, Holm's adjustment, and stratified permutation tests by task. Pure and deterministic given a
 * seed, so a verdict can be reproduced. What only benchmarks and tests use lives in bench/gate/draws.ts.
 */
const rng_js_1 = __webpack_require__(41342);
const distributions_js_1 = __webpack_require__(99808);
const quantiles_js_1 = __webpack_require__(37461);
// ---------------------------------------------------------------------------------------------
// Rank-based shift estimates: Hodges-Lehmann with Mann-Whitney intervals
/** Distribution of the Mann-Whitney U (no ties): coefficients of the Gaussian binomial [m+n choose m]_q. */
function mannWhitneyCdfTable(m, n) {
    const [small, big] = m < n ? [m, n] : [n, m];
    const deg = small * big;
    const c = new Float64Array(deg + 1);
    c[0] = 1;
    // prod_{i=1..small} (1 - q^{big+i}) / (1 - q^i): multiply then divide, lowest degrees stay exact.
    for (let i = 1; i <= small; i++) {
        for (let k = deg; k >= big + i; k--)
            c[k] -= c[k - big - i];
        for (let k = i; k <= deg; k++)
            c[k] += c[k - i];
    }
    const total = Math.exp((0, distributions_js_1.logChoose)(m + n, m));
    let acc = 0;
    for (let k = 0; k <= deg; k++) {
        acc += c[k];
        c[k] = Math.min(1, acc / total);
    }
    return c;
}
const EXACT_MWU_MAX = 20_000;
// Gates call these with the same few sizes over and over; the exact tables are worth keeping.
const tableCache = new Map();
function cachedTable(key, make) {
    let t = tableCache.get(key);
    if (!t) {
        if (tableCache.size >= 32)
            tableCache.delete(tableCache.keys().next().value);
        t = make();
        tableCache.set(key, t);
    }
    return t;
}
function mannWhitneyNull(m, n) {
    const count = m * n;
    if (count <= EXACT_MWU_MAX) {
        const table = cachedTable(`u:${Math.min(m, n)}:${Math.max(m, n)}`, () => mannWhitneyCdfTable(m, n));
        return { count, exact: true, cdf: (s) => (s < 0 ? 0 : s >= count ? 1 : table[Math.floor(s)]) };
    }
    const mu = count / 2;
    const sd = Math.sqrt((m * n * (m + n + 1)) / 12);
    return { count, exact: false, cdf: (s) => (0, distributions_js_1.normalCdf)((Math.floor(s) + 0.5 - mu) / sd) };
}
/** Largest k (1-based) with P(S ≤ k−1) ≤ α: the k-th smallest difference is a one-sided (1−α) lower bound. 0 = none. */
function criticalRank(nul, alpha) {
    let lo = 0;
    let hi = nul.count;
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (nul.cdf(mid - 1) <= alpha)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}
/** Pairwise differences y_j − x_i. */
function differenceCounter(x, y) {
    return (t, strict) => {
        let count = 0;
        let i = 0;
        // y_j − x_i ≤ t ⇔ x_i ≥ y_j − t; the cut-off rises with j, so one pointer sweeps x once.
        for (let j = 0; j < y.length; j++) {
            const v = y[j] - t;
            while (i < x.length && (strict ? x[i] <= v : x[i] < v))
                i++;
            count += x.length - i;
        }
        return count;
    };
}
/** k-th smallest (1-based) pairwise value without materializing all of them: bisection on the value. */
function selectPairwise(count, k, lo, hi) {
    // Invariant: count(lo) < k ≤ count(hi).
    lo -= 1e-9 * Math.max(1, Math.abs(lo));
    for (let it = 0; it < 200; it++) {
        const mid = lo + (hi - lo) / 2;
        if (mid <= lo || mid >= hi || hi - lo <= 1e-14 * Math.max(1, Math.abs(hi)))
            break;
        if (count(mid, false) >= k)
            hi = mid;
        else
            lo = mid;
    }
    return hi;
}
function shiftInterval(count, nul, min, max, confidence) {
    const N = nul.count;
    const kth = (k) => selectPairwise(count, k, min, max);
    const estimate = N % 2 === 1 ? kth((N + 1) / 2) : (kth(N / 2) + kth(N / 2 + 1)) / 2;
    const k = criticalRank(nul, 1 - confidence);
    // Greater-than count with ties at the null split half-half, as in the usual mid-rank treatment.
    const above = (t) => {
        const le = count(t, false);
        const lt = count(t, true);
        return N - le + (le - lt) / 2;
    };
    return {
        estimate,
        lower: k >= 1 ? kth(k) : Number.NEGATIVE_INFINITY,
        upper: k >= 1 ? kth(N + 1 - k) : Number.POSITIVE_INFINITY,
        // By symmetry of the null, P(S ≥ s) = P(S ≤ N − s); these are exactly dual to the bounds above.
        pGreater: (t) => Math.min(1, nul.cdf(Math.floor(N - above(t) + 1e-9))),
        pLess: (t) => Math.min(1, nul.cdf(Math.floor(above(t) + 1e-9))),
        exact: nul.exact,
    };
}
/**
 * Unpaired: shift of y relative to x (y − x) with the distribution-free Mann-Whitney interval
 * (exact order statistics of the m·n differences; normal approximation of the rank index when m·n is large).
 */
function hodgesLehmann(x, y, confidence = 0.95) {
    if (x.length === 0 || y.length === 0)
        throw new Error("hodgesLehmann needs samples on both sides");
    const xs = (0, quantiles_js_1.sortNumbers)(x);
    const ys = (0, quantiles_js_1.sortNumbers)(y);
    const min = ys[0] - xs[xs.length - 1];
    const max = ys[ys.length - 1] - xs[0];
    return shiftInterval(differenceCounter(xs, ys), mannWhitneyNull(xs.length, ys.length), min, max, confidence);
}
// ---------------------------------------------------------------------------------------------
// Proportions
/** Wilson score interval for x successes of n at normal quantile z (two-sided level from z). */
function wilson(x, n, z) {
    if (n === 0)
        return [0, 1];
    const p = x / n;
    const z2 = z * z;
    const denom = 1 + z2 / n;
    const center = (p + z2 / (2 * n)) / denom;
    const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
    return [Math.max(0, center - half), Math.min(1, center + half)];
}
/** Newcombe's hybrid score interval (method 10) for p1 − p2, built from the two Wilson intervals. */
function newcombe(x1, n1, x2, n2, z) {
    const p1 = n1 ? x1 / n1 : 0;
    const p2 = n2 ? x2 / n2 : 0;
    const [l1, u1] = wilson(x1, n1, z);
    const [l2, u2] = wilson(x2, n2, z);
    const d = p1 - p2;
    return [d - Math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2), d + Math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2)];
}
/**
 * P-value of H0: p1 − p2 ≥ margin against p1 − p2 < margin, by inverting the one-sided Newcombe
 * bound: the α at which the upper bound just reaches the margin. Dual to the interval by construction.
 */
function newcombePLess(x1, n1, x2, n2, margin) {
    // f(z) is the one-sided upper bound at z ≥ 0 and the lower bound at −z for z < 0: increasing in z,
    // so the z where it crosses the margin is unique; reject at α ⇔ z(1−α) < z*, hence p = 1 − Φ(z*).
    const f = (z) => (z >= 0 ? newcombe(x1, n1, x2, n2, z)[1] : newcombe(x1, n1, x2, n2, -z)[0]);
    let lo = -40;
    let hi = 40;
    if (f(hi) < margin)
        return (0, distributions_js_1.normalCdf)(-hi);
    if (f(lo) >= margin)
        return 1;
    for (let i = 0; i < 100; i++) {
        const mid = (lo + hi) / 2;
        if (f(mid) < margin)
            lo = mid;
        else
            hi = mid;
    }
    return (0, distributions_js_1.normalCdf)(-lo);
}
/** P-value of H0: p1 − p2 ≤ margin against p1 − p2 > margin. */
function newcombePGreater(x1, n1, x2, n2, margin) {
    return newcombePLess(n1 - x1, n1, n2 - x2, n2, -margin);
}
/** P(K = k) for K ~ Hypergeometric(population N, successes K in it, draws n). */
function hypergeometricPmf(k, N, K, n) {
    if (k < Math.max(0, n - (N - K)) || k > Math.min(n, K))
        return 0;
    return Math.exp((0, distributions_js_1.logChoose)(K, k) + (0, distributions_js_1.logChoose)(N - K, n - k) - (0, distributions_js_1.logChoose)(N, n));
}
/**
 * Fisher's exact test on the 2×2 table [[a, b], [c, d]] (rows: groups, columns: event / no event).
 * `greater`: the first row has the higher event odds.
 */
function fisherExact(a, b, c, d, alternative = "two-sided") {
    const r1 = a + b;
    const r2 = c + d;
    const c1 = a + c;
    const n = r1 + r2;
    const lo = Math.max(0, c1 - r2);
    const hi = Math.min(r1, c1);
    // The first row's event count, given the margins.
    const pmf = (k) => hypergeometricPmf(k, n, r1, c1);
    let p = 0;
    if (alternative === "greater")
        for (let k = a; k <= hi; k++)
            p += pmf(k);
    else if (alternative === "less")
        for (let k = lo; k <= a; k++)
            p += pmf(k);
    else {
        const observed = pmf(a) * (1 + 1e-7);
        for (let k = lo; k <= hi; k++) {
            const v = pmf(k);
            if (v <= observed)
                p += v;
        }
    }
    return Math.min(1, p);
}
// ---------------------------------------------------------------------------------------------
// Multiple comparisons and planning
/** Holm step-down adjusted p-values, in the input order. */
function holm(pValues) {
    const m = pValues.length;
    const order = pValues.map((p, i) => [p, i]).sort((a, b) => a[0] - b[0]);
    const adjusted = new Array(m);
    let running = 0;
    order.forEach(([p, i], rank) => {
        running = Math.max(running, Math.min(1, (m - rank) * p));
        adjusted[i] = running;
    });
    return adjusted;
}
/** Σ(t³ − t) over tie groups of a sorted array: the tie correction of a rank variance. */
function tieSum(sorted) {
    let sum = 0;
    let run = 1;
    for (let i = 1; i <= sorted.length; i++) {
        if (i < sorted.length && sorted[i] === sorted[i - 1])
            run++;
        else {
            if (run > 1)
                sum += run ** 3 - run;
            run = 1;
        }
    }
    return sum;
}
/**
 * The van Elteren statistic at shift t: Σ_s w_s (U_s(t) − m_s n_s / 2) / √Var, w_s = 1/(N_s + 1),
 * U_s(t) = #{y − t > x} + ½ #{y − t = x}, Var with the usual tie correction (Lehmann, Nonparametrics §3.3).
 */
function vanElteren(strata, t) {
    let s = 0;
    let v = 0;
    let step = Number.POSITIVE_INFINITY;
    for (const { xs, ys } of strata) {
        const m = xs.length;
        const n = ys.length;
        const count = differenceCounter(xs, ys);
        const le = count(t, false);
        const lt = count(t, true);
        const u = m * n - le + (le - lt) / 2;
        const N = m + n;
        const w = 1 / (N + 1);
        const pooled = new Float64Array(N);
        pooled.set(xs);
        for (let j = 0; j < n; j++)
            pooled[m + j] = ys[j] - t;
        pooled.sort();
        const ties = N > 1 ? tieSum(pooled) / (N * (N - 1)) : 0;
        s += w * (u - (m * n) / 2);
        v += w * w * ((m * n) / 12) * (N + 1 - ties);
        // The smallest step the weighted sum can take: half of it is the continuity correction.
        step = Math.min(step, w / 2);
    }
    return { s, v, step };
}
/** z of the van Elteren statistic moved by `cc` half-steps: the continuity correction (−1 for "greater", +1 for "less"). */
function vanElterenZ(strata, t, cc = 0) {
    const { s, v, step } = vanElteren(strata, t);
    const moved = s + cc * step;
    if (v <= 0)
        return moved > 0 ? Number.POSITIVE_INFINITY : moved < 0 ? Number.NEGATIVE_INFINITY : 0;
    return moved / Math.sqrt(v);
}
/** Φ(z), also at ±∞ (a zero-variance statistic). */
function cdf(z) {
    return Number.isFinite(z) ? (0, distributions_js_1.normalCdf)(z) : z > 0 ? 1 : 0;
}
/** Largest t in [lo, hi] with f(t) ≥ target for a non-increasing f (bisection on the value). */
function crossing(f, target, lo, hi) {
    if (f(hi) >= target)
        return hi;
    if (f(lo) < target)
        return lo;
    for (let i = 0; i < 100 && hi - lo > 1e-12 * Math.max(1, Math.abs(lo), Math.abs(hi)); i++) {
        const mid = lo + (hi - lo) / 2;
        if (f(mid) >= target)
            lo = mid;
        else
            hi = mid;
    }
    return lo + (hi - lo) / 2;
}
/**
 * Hodges-Lehmann shift of y over x across strata: the shift that zeroes the van Elteren statistic,
 * with the interval and p-values of that test (normal approximation, ties corrected). A single
 * stratum without ties uses the exact Mann-Whitney distribution instead.
 */
function stratifiedShift(strata, confidence = 0.95) {
    const used = strata.filter((s) => s.x.length > 0 && s.y.length > 0);
    if (used.length === 0)
        throw new Error("stratifiedShift needs a stratum with samples on both sides");
    const z = (0, distributions_js_1.normalQuantile)(confidence);
    const sorted = used.map((s) => ({ xs: (0, quantiles_js_1.sortNumbers)(s.x), ys: (0, quantiles_js_1.sortNumbers)(s.y) }));
    const withSe = (r) => ({
        ...r,
        se: Number.isFinite(r.lower) && Number.isFinite(r.upper) ? (r.upper - r.lower) / (2 * z) : Number.NaN,
    });
    if (sorted.length === 1) {
        const both = new Float64Array([...sorted[0].xs, ...sorted[0].ys]).sort();
        if (tieSum(both) === 0)
            return withSe(hodgesLehmann(used[0].x, used[0].y, confidence));
    }
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    for (const { xs, ys } of sorted) {
        lo = Math.min(lo, ys[0] - xs[xs.length - 1]);
        hi = Math.max(hi, ys[ys.length - 1] - xs[0]);
    }
    const zAt = (t) => vanElterenZ(sorted, t);
    const span = Math.max(hi - lo, 1e-9);
    // z(t) falls from + to −; the estimate is where it crosses 0, the bounds where it crosses ±z.
    const estimate = (crossing(zAt, 0, lo - span, hi + span) + -crossing((t) => -zAt(-t), 0, -hi - span, -lo + span)) / 2;
    // Bounds from the same continuity-corrected statistic as the p-values, so they agree exactly.
    const lower = crossing((t) => vanElterenZ(sorted, t, -1), z, lo - span, hi + span);
    const upper = -crossing((t) => -vanElterenZ(sorted, -t, 1), z, -hi - span, -lo + span);
    return withSe({
        estimate,
        lower,
        upper,
        // Continuity-corrected, as the normal approximation of a rank test should be.
        pGreater: (t) => cdf(-vanElterenZ(sorted, t, -1)),
        pLess: (t) => cdf(vanElterenZ(sorted, t, 1)),
        exact: false,
    });
}
/** The effect of y over x a resampling test draws: a log ratio, or a plain difference. */
function effectOf(scale) {
    return scale === "difference" ? (x, y) => y - x : (x, y) => Math.log(y) - Math.log(x);
}
/** Arithmetic mean of an array. */
function meanOf(values) {
    let s = 0;
    for (let i = 0; i < values.length; i++)
        s += values[i];
    return values.length === 0 ? Number.NaN : s / values.length;
}
/**
 * One-sided p-value that proportion 1 is below proportion 2 (`less`) or above it (`greater`): the
 * Newcombe hybrid score test at zero difference (`newcombe`, the dual of the interval the report
 * shows), and where an expected count is under 10 — a normal approximation is poor in the tail there,
 * rates near 0 or 1 at CI sample sizes — no smaller than Fisher's exact p. So p ≥ newcombe always,
 * which lets the shown bounds (newcombeAgreeing) be read at a level never narrower than asked.
 */
function twoProportionTest(x1, n1, x2, n2, alternative) {
    const newcombeP = alternative === "less" ? newcombePLess(x1, n1, x2, n2, 0) : newcombePGreater(x1, n1, x2, n2, 0);
    const pooled = (x1 + x2) / (n1 + n2);
    const expected = Math.min(n1, n2) * Math.min(pooled, 1 - pooled);
    if (expected < 10) {
        const fisher = fisherExact(x1, n1 - x1, x2, n2 - x2, alternative);
        return {
            p: Math.max(fisher, newcombeP),
            newcombe: newcombeP,
            method: "Fisher exact and Newcombe hybrid score tests",
        };
    }
    return { p: newcombeP, newcombe: newcombeP, method: "Newcombe hybrid score test" };
}
/**
 * Newcombe's bounds of p1 − p2 that agree with the p-value a gate decided with (`decided`, the
 * family-adjusted p of twoProportionTest): the hybrid score interval at the one-sided level
 * γ = α · newcombe / decided, so its bound on the tested side excludes 0 exactly when decided ≤ α
 * (newcombe < γ ⇔ decided < α). decided ≥ newcombe, so γ ≤ α: the bounds are never narrower than the
 * confidence asked for, only wider where Fisher's larger p or the family's correction decided.
 */
function newcombeAgreeing(x1, n1, x2, n2, newcombeP, decided, alpha) {
    const gamma = decided > 0 ? Math.min(alpha, (alpha * newcombeP) / decided) : alpha;
    // The same z range newcombePLess searches: its p and these bounds are one function.
    const z = gamma > 0 ? Math.min(40, -(0, distributions_js_1.normalQuantile)(gamma)) : 40;
    return newcombe(x1, n1, x2, n2, z);
}
/**
 * Sessions per side a re-run needs so a change the size of the observed one is significant with
 * 80% power: n' = n · ((z_α + z_β) · se / effect)², when run-to-run variance (`between`, added to
 * the variance of the difference, does not shrink with n) leaves room; null when it does not.
 * Never below `minimum`, never above 10⁶: always a finite whole number.
 */
function sessionsToDecide(input) {
    const { n, se, alpha, minimum } = input;
    const effect = Math.abs(input.effect);
    const zSum = (0, distributions_js_1.normalQuantile)(1 - alpha) + (0, distributions_js_1.normalQuantile)(input.power ?? 0.8);
    const room = (effect / zSum) ** 2 - (input.between ?? 0);
    if (!(room > 0) || !Number.isFinite(se) || !(n > 0))
        return null;
    const within = se * se * n;
    const needed = Math.ceil(Math.min(1e6, Math.max(minimum, n + 1, within / room)));
    return needed;
}
/**
 * One-sided bounds of the effect by inverting the permutation test (the null distribution shifted
 * to the estimate, Lehmann's test-inversion with a location-shift null): the lower bound is the
 * estimate less the null's upper critical value, so it excludes 0 exactly when pGreater ≤ α, and
 * the upper bound likewise with pLess. A percentile bootstrap of a tail quantile is too narrow at
 * these n (its 95% lower bound excluded "no change" on 11% of identical runs at 20 a side), so
 * the interval shown beside the test is this one: verdict and evidence cannot disagree.
 */
function permutationBounds(t, confidence) {
    const B = t.replicates.length;
    // pGreater = (1 + #{e ≥ est}) / (B + 1) ≤ α  ⇔  #{e ≥ est} ≤ m  ⇔  est > e₍B−m₎ (sorted, 1-based).
    const m = Math.floor((1 - confidence) * (B + 1) + 1e-9) - 1;
    if (m < 0 || B === 0)
        return { lower: Number.NEGATIVE_INFINITY, upper: Number.POSITIVE_INFINITY };
    return { lower: t.estimate - t.replicates[B - m - 1], upper: t.estimate - t.replicates[m] };
}
/**
 * Task-stratified permutation test of a statistic's ratio (or difference) of y over x: under "no
 * change" the sessions of a task are exchangeable between the runs, so shuffling them within each
 * task and recomputing the effect draws from its exact null distribution — the level holds at any n,
 * for any statistic, ties included (Good, Permutation Tests, §3). Monte-Carlo with B shuffles; the
 * (1 + count)/(B + 1) p-value keeps it exact (Phipson & Smyth 2010).
 */
function stratifiedPermutation(strata, stat, opts) {
    const B = opts.B ?? 2000;
    const rng = (0, rng_js_1.mulberry32)(opts.seed ?? 1);
    const effect = effectOf(opts.scale);
    // Sorted once: a shuffle only relabels, so a scan in sorted order yields both sides sorted.
    const all = [];
    strata.forEach((s, k) => {
        for (const v of s.x)
            all.push({ v, stratum: k, isX: true });
        for (const v of s.y)
            all.push({ v, stratum: k, isX: false });
    });
    all.sort((a, b) => a.v - b.v);
    const values = Float64Array.from(all, (e) => e.v);
    const label = Uint8Array.from(all, (e) => (e.isX ? 1 : 0));
    const members = strata.map(() => []);
    for (const [i, e] of all.entries())
        members[e.stratum].push(i);
    const x = new Float64Array(all.filter((e) => e.isX).length);
    const y = new Float64Array(all.length - x.length);
    const measure = () => {
        let i = 0;
        let j = 0;
        for (let a = 0; a < values.length; a++) {
            if (label[a])
                x[i++] = values[a];
            else
                y[j++] = values[a];
        }
        return effect(stat(x), stat(y));
    };
    const observed = measure();
    let ge = 0;
    let le = 0;
    let sum = 0;
    let sumSq = 0;
    const replicates = new Float64Array(B);
    for (let b = 0; b < B; b++) {
        strata.forEach((s, k) => {
            const idx = members[k];
            for (let a = idx.length - 1; a > 0; a--) {
                const r = Math.floor(rng() * (a + 1));
                const t = idx[a];
                idx[a] = idx[r];
                idx[r] = t;
            }
            for (let a = 0; a < idx.length; a++)
                label[idx[a]] = a < s.x.length ? 1 : 0;
        });
        const e = measure();
        replicates[b] = e;
        // A hair of tolerance: a shuffle that reproduces the observed split counts as "as extreme".
        if (e >= observed - 1e-12)
            ge++;
        if (e <= observed + 1e-12)
            le++;
        sum += e;
        sumSq += e * e;
    }
    const mean = sum / B;
    return {
        estimate: observed,
        pGreater: (1 + ge) / (B + 1),
        pLess: (1 + le) / (B + 1),
        se: Math.sqrt(Math.max(0, sumSq / B - mean * mean)),
        replicates: replicates.sort(),
    };
}


/***/ })

};
