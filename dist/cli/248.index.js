export const id = 248;
export const ids = [248];
export const modules = {

/***/ 36288:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.writeBaseline = exports.serializeBaseline = exports.readBaselineFor = exports.readBaselineFile = exports.readBaseline = exports.parseBaseline = exports.baselineSchema = exports.baselineJsonSchema = exports.BASELINE_SCHEMA_VERSION = exports.downsample = exports.runnerSchema = exports.runnerOf = exports.runnerLabel = exports.runnerEnvironment = exports.matchRunners = exports.hostRunner = exports.encodeHistogram = exports.decodeHistogram = exports.historyEntryOf = exports.DEFAULT_MAX_SAMPLES = exports.DEFAULT_MAX_HISTORY = exports.buildBaseline = void 0;
var build_js_1 = __webpack_require__(78583);
Object.defineProperty(exports, "buildBaseline", ({ enumerable: true, get: function () { return build_js_1.buildBaseline; } }));
Object.defineProperty(exports, "DEFAULT_MAX_HISTORY", ({ enumerable: true, get: function () { return build_js_1.DEFAULT_MAX_HISTORY; } }));
Object.defineProperty(exports, "DEFAULT_MAX_SAMPLES", ({ enumerable: true, get: function () { return build_js_1.DEFAULT_MAX_SAMPLES; } }));
Object.defineProperty(exports, "historyEntryOf", ({ enumerable: true, get: function () { return build_js_1.historyEntryOf; } }));
var histograms_js_1 = __webpack_require__(2492);
Object.defineProperty(exports, "decodeHistogram", ({ enumerable: true, get: function () { return histograms_js_1.decodeHistogram; } }));
Object.defineProperty(exports, "encodeHistogram", ({ enumerable: true, get: function () { return histograms_js_1.encodeHistogram; } }));
var runner_js_1 = __webpack_require__(11121);
Object.defineProperty(exports, "hostRunner", ({ enumerable: true, get: function () { return runner_js_1.hostRunner; } }));
Object.defineProperty(exports, "matchRunners", ({ enumerable: true, get: function () { return runner_js_1.matchRunners; } }));
Object.defineProperty(exports, "runnerEnvironment", ({ enumerable: true, get: function () { return runner_js_1.runnerEnvironment; } }));
Object.defineProperty(exports, "runnerLabel", ({ enumerable: true, get: function () { return runner_js_1.runnerLabel; } }));
Object.defineProperty(exports, "runnerOf", ({ enumerable: true, get: function () { return runner_js_1.runnerOf; } }));
Object.defineProperty(exports, "runnerSchema", ({ enumerable: true, get: function () { return runner_js_1.runnerSchema; } }));
var samples_js_1 = __webpack_require__(89708);
Object.defineProperty(exports, "downsample", ({ enumerable: true, get: function () { return samples_js_1.downsample; } }));
var schema_js_1 = __webpack_require__(3224);
Object.defineProperty(exports, "BASELINE_SCHEMA_VERSION", ({ enumerable: true, get: function () { return schema_js_1.BASELINE_SCHEMA_VERSION; } }));
Object.defineProperty(exports, "baselineJsonSchema", ({ enumerable: true, get: function () { return schema_js_1.baselineJsonSchema; } }));
Object.defineProperty(exports, "baselineSchema", ({ enumerable: true, get: function () { return schema_js_1.baselineSchema; } }));
var store_js_1 = __webpack_require__(54494);
Object.defineProperty(exports, "parseBaseline", ({ enumerable: true, get: function () { return store_js_1.parseBaseline; } }));
Object.defineProperty(exports, "readBaseline", ({ enumerable: true, get: function () { return store_js_1.readBaseline; } }));
Object.defineProperty(exports, "readBaselineFile", ({ enumerable: true, get: function () { return store_js_1.readBaselineFile; } }));
Object.defineProperty(exports, "readBaselineFor", ({ enumerable: true, get: function () { return store_js_1.readBaselineFor; } }));
Object.defineProperty(exports, "serializeBaseline", ({ enumerable: true, get: function () { return store_js_1.serializeBaseline; } }));
Object.defineProperty(exports, "writeBaseline", ({ enumerable: true, get: function () { return store_js_1.writeBaseline; } }));


/***/ }),

/***/ 66589:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.reportFatal = reportFatal;
exports.onFatal = onFatal;
const listeners = new Set();
function reportFatal(e) {
    for (const l of [...listeners])
        l(e);
}
/** Listens while a run runs; returns the unlisten. */
function onFatal(l) {
    listeners.add(l);
    return () => listeners.delete(l);
}


/***/ }),

/***/ 39371:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.decideFamily = decideFamily;
/**
 * The family-wise decision over a run's gated regression rules (every rule that is neither advisory
 * nor without data — never a selection by the data, which would let each rule spend all of α).
 *
 * Closed testing (Marcus, Peritz & Gabriel 1976): a rule fails only when every intersection of rules
 * containing it is rejected at level α. An intersection is tested with one threshold c for all its
 * rules, as high as the union bound allows: Σ P(rule i fails at c | no change) ≤ α. A continuous
 * test fails with chance c there; a rate rule's test is discrete and can fail only with the chance
 * its outcomes allow (computed exactly, conditional on the counts), often far below c (Tarone 1990).
 * With k continuous rules c = α/k, Holm's procedure; a pass-rate rule at n = 100 that can fail with
 * ~1% chance leaves the latency rule beside it c ≈ 4% instead of 2.5%, and a rate rule whose
 * tolerance no count can pass costs nothing — while the family's false fails stay ≤ α.
 */
const comparisons_js_1 = __webpack_require__(38521);
/** Enumerating every intersection is cheap up to here; larger families use plain Holm. */
const MAX_CLOSED = 6;
/** The intersection's common threshold: the largest c ≤ α whose summed failure chances stay ≤ α. */
function commonThreshold(members, subset, alpha) {
    // A discrete test's exact chance is charged as it is, even where it exceeds c (a test can be a
    // little liberal at some counts): the bound must hold, not the test's nominal level.
    const spent = (c) => subset.reduce((s, i) => s + (members[i].sizeAt?.(c) ?? c), 0);
    let lo = 0;
    let hi = alpha;
    if (spent(hi) <= alpha)
        return hi;
    for (let k = 0; k < 40; k++) {
        const mid = (lo + hi) / 2;
        if (spent(mid) <= alpha)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}
function intersectionRejected(members, subset, alpha) {
    const c = commonThreshold(members, subset, alpha);
    return subset.some((i) => members[i].beyond && members[i].p <= c);
}
function failsAt(members, alpha) {
    const m = members.length;
    if (m > MAX_CLOSED) {
        const adjusted = (0, comparisons_js_1.holm)(members.map((x) => x.p));
        return members.map((x, i) => x.beyond && adjusted[i] <= alpha);
    }
    const rejected = new Array(1 << m);
    for (let mask = 1; mask < 1 << m; mask++) {
        const subset = [...members.keys()].filter((i) => mask & (1 << i));
        rejected[mask] = intersectionRejected(members, subset, alpha);
    }
    return members.map((_, i) => {
        for (let mask = 1; mask < 1 << m; mask++)
            if (mask & (1 << i) && !rejected[mask])
                return false;
        return true;
    });
}
/** Which rules fail at α, and each rule's adjusted p-value (bisection on α). */
function decideFamily(members, alpha) {
    const fails = failsAt(members, alpha);
    return members.map((x, i) => {
        const probe = members.map((y, j) => (j === i ? { ...y, beyond: true } : y));
        let lo = Math.min(1, x.p);
        let hi = 1;
        if (failsAt(probe, lo)[i])
            hi = lo;
        for (let k = 0; k < 30 && hi - lo > 1e-6 * hi; k++) {
            const mid = (lo + hi) / 2;
            if (failsAt(probe, mid)[i])
                hi = mid;
            else
                lo = mid;
        }
        return { fails: fails[i], adjusted: Math.max(x.p, hi) };
    });
}


/***/ }),

/***/ 69349:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PERMUTATION_FLOOR = void 0;
exports.baselineLatency = baselineLatency;
exports.minimumFor = minimumFor;
exports.closedBoundFrom = closedBoundFrom;
exports.assessLatency = assessLatency;
/**
 * Latency rules (p50, p90/p95/p99, mean on e2e_ms and the other times): each side's samples, by task
 * where both runs ran common tasks, compared by the test src/gate/regression.ts describes — the
 * Hodges-Lehmann shift with the van Elteren test for p50, a task-stratified permutation test for the
 * rest — and measured into an assessment, with the minimum sample below which such a rule only warns.
 */
const histograms_js_1 = __webpack_require__(2492);
const figures_js_1 = __webpack_require__(39536);
const comparisons_js_1 = __webpack_require__(38521);
const quantiles_js_1 = __webpack_require__(37461);
const regression_rule_js_1 = __webpack_require__(98697);
const run_metrics_js_1 = __webpack_require__(26858);
const run_spread_js_1 = __webpack_require__(26932);
/** Metrics without per-session samples are compared through their histogram, expanded to this many values. */
const HISTOGRAM_VALUES = 2000;
/** Latencies are compared on the log scale; a floor keeps log() finite for a 0 ms span. */
const LOG_FLOOR_MS = 1e-3;
/**
 * Sessions per side below which a permutation-tested rule (p90/p95/p99/mean) is advisory whatever
 * `min_samples` says: its level is exact at any n, but below this a shuffle has too few splits.
 */
exports.PERMUTATION_FLOOR = 10;
/** This run's samples of the metric: the ones its figures are made of (src/metrics/figures.ts). */
function runLatency(run, metric, tags) {
    if (!(0, figures_js_1.isSessionMetric)(metric)) {
        // Per-span and per-call samples carry no task; their baseline side is a histogram without one.
        return { values: Array.from(run.distribution(metric, tags)?.sorted ?? []), tasks: [] };
    }
    const side = { values: [], tasks: [] };
    // Read by column from the run's session table: a number and a task name per session, no record.
    const { table: t, at } = (0, run_metrics_js_1.gatedPositions)(run, tags);
    for (const i of at) {
        const v = t.value(i, metric);
        if (!(0, figures_js_1.isSample)(v) || !(0, figures_js_1.countsForFigures)({ warmup: t.warmup(i), bucket: t.bucket(i) }))
            continue;
        side.values.push(v);
        side.tasks.push(t.task(i));
    }
    return side;
}
function baselineLatency(b, metric, tags) {
    if ((0, figures_js_1.isSessionMetric)(metric)) {
        const side = { values: [], tasks: [] };
        for (const s of b.samples) {
            if (!(0, regression_rule_js_1.sampleMatches)(s, tags))
                continue;
            const v = (0, figures_js_1.sessionSample)({ warmup: false, ...s }, metric);
            if (v === null)
                continue;
            side.values.push(v);
            side.tasks.push(s.task);
        }
        // A baseline recorded before its samples kept the efficiency figures has their histogram alone.
        const older = side.values.length === 0 && !b.samples.some((s) => s.economy) && metric in b.histograms;
        if (!older)
            return { side, from: "samples" };
    }
    const encoded = b.histograms[metric];
    if (Object.keys(tags).length > 0) {
        return { why: "tags_unsupported" };
    }
    if (!encoded)
        return { why: "no_histogram" };
    return {
        side: { values: (0, histograms_js_1.decodeHistogram)(encoded, metric).values(HISTOGRAM_VALUES), tasks: [] },
        from: "histogram",
    };
}
/** Strata = the tasks both sides ran (any number of them); one stratum when they share none. */
function strataOf(run, base) {
    const runTasks = new Set(run.tasks);
    const shared = new Set(base.tasks.filter((t) => runTasks.has(t)));
    if (run.tasks.length === 0 || base.tasks.length === 0 || shared.size === 0) {
        return { strata: [{ x: base.values, y: run.values }], tasks: 0, left: 0 };
    }
    const byTask = new Map();
    for (const t of [...shared].sort())
        byTask.set(t, { x: [], y: [] });
    let left = 0;
    base.values.forEach((v, i) => {
        const g = byTask.get(base.tasks[i]);
        if (g)
            g.x.push(v);
        else
            left++;
    });
    run.values.forEach((v, i) => {
        const g = byTask.get(run.tasks[i]);
        if (g)
            g.y.push(v);
        else
            left++;
    });
    return { strata: [...byTask.values()], tasks: shared.size, left };
}
const QUANTILE = { p50: 0.5, p90: 0.9, p95: 0.95, p99: 0.99 };
function compareLatency(x, strata) {
    const relative = x.margin.relative;
    const scale = relative ? "ratio" : "shift";
    if (x.statistic === "p50") {
        const tf = (v) => (relative ? Math.log(Math.max(v, LOG_FLOOR_MS)) : v);
        const t = (0, comparisons_js_1.stratifiedShift)(strata.map((s) => ({ x: s.x.map(tf), y: s.y.map(tf) })), x.confidence);
        return {
            estimate: t.estimate,
            lower: t.lower,
            upper: t.upper,
            se: t.se,
            pUp: t.pGreater(0),
            pDown: t.pLess(0),
            method: `Hodges-Lehmann ${scale}${relative ? " on log latency" : ""}, ${strata.length > 1 ? "van Elteren (task-stratified Wilcoxon) test" : `Mann-Whitney test${t.exact ? ", exact" : ""}`}`,
        };
    }
    const floored = strata.map((s) => ({
        x: s.x.map((v) => Math.max(v, LOG_FLOOR_MS)),
        y: s.y.map((v) => Math.max(v, LOG_FLOOR_MS)),
    }));
    const stat = (0, figures_js_1.figureStatistic)(x.statistic);
    const opts = { B: x.bootstrapReps, seed: x.seed, scale: relative ? "ratio" : "difference" };
    // The p-value from a permutation test (exact under "no change"), the bounds from inverting it:
    // a percentile bootstrap of a tail quantile is too narrow at these n (src/stats/comparisons.ts).
    const t = (0, comparisons_js_1.stratifiedPermutation)(floored, stat, { ...opts, seed: opts.seed ^ 0x5bd1e995 });
    const bounds = (0, comparisons_js_1.permutationBounds)(t, x.confidence);
    const what = x.statistic === "mean" ? "mean" : `Harrell-Davis ${x.statistic}`;
    const within = strata.length > 1 ? " within tasks" : "";
    return {
        estimate: t.estimate,
        lower: bounds.lower,
        upper: bounds.upper,
        se: t.se,
        pUp: t.pGreater,
        pDown: t.pLess,
        method: `permutation test of the ${what} ${relative ? "ratio" : "difference"} (sessions shuffled${within}), bounds by inverting it, B=${x.bootstrapReps}`,
    };
}
/** Below the rule's minimum sample the rule is advisory; a permutation-tested one never below the floor. */
function minimumFor(statistic, minSamples) {
    return statistic === "p50" ? minSamples : Math.max(minSamples, exports.PERMUTATION_FLOOR);
}
function latencyMinimum(x) {
    return minimumFor(x.statistic, x.minSamples);
}
/** Sessions a side from which a tail quantile's upper bound closes (59 for p95 at 95%); null for p50 and mean. */
function closedBoundFrom(statistic, confidence) {
    const q = QUANTILE[statistic];
    return q !== undefined && q !== 0.5 ? (0, quantiles_js_1.minSamplesForQuantile)(q, confidence) : null;
}
/**
 * The interval's upper end stays open where no order statistic bounds the quantile from above at
 * this n (59 a side for p95 at 95%): a resampled upper end there is an artefact of the largest
 * sessions. The test decides all the same: its level does not rest on the interval.
 */
function oneSided(x, nPerSide) {
    const from = closedBoundFrom(x.statistic, x.confidence);
    return from !== null && nPerSide < from;
}
function assessLatency(x, base) {
    const runSide = runLatency(x.run, x.metric, x.tags);
    const fromBase = baselineLatency(x.baseline, x.metric, x.tags);
    const check = { ...base, n: runSide.values.length };
    const metric = x.metricKey;
    if (runSide.values.length === 0)
        return (0, regression_rule_js_1.fixed)(check, x.advisory ? "warn" : "fail", "no_samples", { metric });
    if ("why" in fromBase)
        return (0, regression_rule_js_1.fixed)(check, "warn", fromBase.why, { metric: x.metric });
    const baseSide = fromBase.side;
    check.n_baseline = baseSide.values.length;
    if (baseSide.values.length === 0)
        return (0, regression_rule_js_1.fixed)(check, "warn", "baseline_no_samples", { metric });
    const relative = x.margin.relative;
    const up = x.direction === "increase";
    const threshold = relative
        ? Math.log(1 + (up ? 1 : -1) * x.margin.amount)
        : (up ? 1 : -1) * x.margin.amount;
    const { strata, tasks, left } = strataOf(runSide, baseSide);
    const nPerSide = Math.min(runSide.values.length, baseSide.values.length);
    const session = compareLatency(x, strata);
    const spread = relative ? (0, run_spread_js_1.withRunSpread)(session, { ...x, sameJob: x.sameJob }) : null;
    const c = spread?.comparison ?? session;
    const minimum = latencyMinimum(x);
    // The figures under the statistic's name: the run's equals its summary (report.json `metrics`).
    const observed = (0, figures_js_1.figureOf)((0, quantiles_js_1.sortNumbers)(runSide.values), x.statistic, x.metric);
    const baselineValue = (0, figures_js_1.figureOf)((0, quantiles_js_1.sortNumbers)(baseSide.values), x.statistic, x.metric);
    const back = relative ? Math.exp : (v) => v;
    const open = oneSided(x, nPerSide);
    const upper = open ? Number.POSITIVE_INFINITY : back(c.upper);
    const strataNote = tasks > 1
        ? ` (${tasks} tasks${left > 0 ? `; ${left} sessions of tasks only one side ran left out` : ""})`
        : "";
    const advisory = x.advisory ? "rule" : nPerSide < minimum ? "min_samples" : undefined;
    const between = spread?.between ?? 0;
    return {
        check: {
            ...check,
            observed,
            baseline: baselineValue,
            interval: [back(c.lower), upper],
            ratio: back(c.estimate),
            method: `${c.method}${strataNote}${fromBase.from === "histogram" ? ", baseline from its histogram" : ""}${open ? "; upper bound open: no order statistic bounds the quantile at this n" : ""}`,
            ...(spread ? { run_spread: spread.spread } : {}),
        },
        ...(advisory ? { advisory } : {}),
        beyond: up ? c.estimate > threshold : c.estimate < threshold,
        // The open upper end is ∞: a decrease is then never shown, and such a rule warns.
        shown: up ? c.lower > 0 : !open && c.upper < 0,
        pChange: up ? c.pUp : c.pDown,
        facts: {
            metric: x.metricKey,
            statistic: x.statistic,
            scale: relative ? "ratio" : "shift",
            direction: x.direction,
            observed,
            baseline: baselineValue,
            estimate: back(c.estimate),
            lower: back(c.lower),
            upper: open ? null : back(c.upper),
            confidence: x.confidence,
            tolerance: x.margin.amount,
            tolerance_relative: relative,
            minimum,
            ...(spread ? { run_spread: spread.spread } : {}),
        },
        power: {
            n: nPerSide,
            effect: up ? c.estimate : -c.estimate,
            bar: Math.abs(threshold),
            se: c.se,
            minimum,
            between,
            run: runSide.values.length,
            base: baseSide.values.length,
        },
    };
}


/***/ }),

/***/ 79549:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.baselineProportion = baselineProportion;
exports.assessRate = assessRate;
const comparisons_js_1 = __webpack_require__(38521);
const distributions_js_1 = __webpack_require__(99808);
const regression_rule_js_1 = __webpack_require__(98697);
const run_metrics_js_1 = __webpack_require__(26858);
function isError(bucket) {
    return bucket !== null && bucket !== "task_failed";
}
function runProportion(run, metric, tags) {
    const { table: t, at } = (0, run_metrics_js_1.gatedPositions)(run, tags);
    let x = 0;
    for (const i of at)
        if (metric === "pass_rate" ? t.passed(i) : isError(t.bucket(i)))
            x++;
    return { x, n: at.length };
}
function baselineProportion(b, metric, tags) {
    if (Object.keys(tags).length > 0) {
        const samples = b.samples.filter((s) => (0, regression_rule_js_1.sampleMatches)(s, tags));
        const hit = (s) => (metric === "pass_rate" ? s.pass : isError(s.bucket));
        return { x: samples.filter(hit).length, n: samples.length };
    }
    // Untagged rates use the full summary, not the capped samples.
    const n = b.summary.sessions;
    if (metric === "pass_rate")
        return { x: Math.round((b.summary.pass_rate ?? 0) * n), n };
    const errors = Object.entries(b.summary.error_buckets).reduce((s, [k, v]) => s + (isError(k) ? v : 0), 0);
    return { x: errors, n };
}
/**
 * The chance that a rate rule fails at threshold c when nothing changed: given both runs' sessions
 * and their total count of hits, the run's count is hypergeometric under "no change"; sum it over
 * the counts whose test would fail (p ≤ c and beyond the tolerance). Exact, and well below c for a
 * discrete test at CI sample sizes: the family spends only that much of α on the rule.
 */
function rateSizeAt(r, b, up, marginAt) {
    const total = r.x + b.x;
    const failing = [];
    for (let k = Math.max(0, total - b.n); k <= Math.min(total, r.n); k++) {
        const pb = (total - k) / b.n;
        const d = k / r.n - pb;
        if (!(up ? d > marginAt(pb) : d < -marginAt(pb)))
            continue;
        const pmf = (0, comparisons_js_1.hypergeometricPmf)(k, r.n + b.n, total, r.n);
        if (pmf < 1e-15)
            continue;
        failing.push({ pmf, p: (0, comparisons_js_1.twoProportionTest)(k, r.n, total - k, b.n, up ? "greater" : "less").p });
    }
    failing.sort((a, b) => a.p - b.p);
    const cumulative = [];
    for (const [i, f] of failing.entries())
        cumulative.push((cumulative[i - 1] ?? 0) + f.pmf);
    return (c) => {
        let lo = 0;
        let hi = failing.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (failing[mid].p <= c)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo === 0 ? 0 : cumulative[lo - 1];
    };
}
function assessRate(x, base) {
    const r = runProportion(x.run, x.metric, x.tags);
    const b = baselineProportion(x.baseline, x.metric, x.tags);
    const check = { ...base, n: r.n, n_baseline: b.n };
    const metric = x.metricKey;
    if (r.n === 0)
        return (0, regression_rule_js_1.fixed)(check, x.advisory ? "warn" : "fail", "no_sessions", { metric });
    if (b.n === 0)
        return (0, regression_rule_js_1.fixed)(check, "warn", "baseline_no_sessions", { metric });
    const pr = r.x / r.n;
    const pb = b.x / b.n;
    const marginAt = (p) => (x.margin.relative ? x.margin.amount * p : x.margin.amount);
    const m = marginAt(pb);
    const up = x.direction === "increase";
    const z = (0, distributions_js_1.normalQuantile)(x.confidence);
    const [lower, upper] = (0, comparisons_js_1.newcombe)(r.x, r.n, b.x, b.n, z);
    const estimate = pr - pb;
    const test = (0, comparisons_js_1.twoProportionTest)(r.x, r.n, b.x, b.n, up ? "greater" : "less");
    // The bounds shown are the deciding test's: read at its (family-adjusted) p, they exclude "no
    // change" exactly when the rule is significant — never Newcombe bounds beside a Fisher p that disagree.
    const boundsAt = (decided, alpha) => (0, comparisons_js_1.newcombeAgreeing)(r.x, r.n, b.x, b.n, test.newcombe, decided, alpha);
    return {
        check: {
            ...check,
            observed: pr,
            baseline: pb,
            interval: [lower, upper],
            ratio: estimate,
            method: `${test.method} of the difference, Newcombe hybrid score bounds at the level it decided`,
        },
        ...(x.advisory ? { advisory: "rule" } : {}),
        beyond: up ? estimate > m : estimate < -m,
        // Left to the test: its exact size (sizeAt) is what the family charges for a rate rule.
        shown: true,
        pChange: test.p,
        sizeAt: rateSizeAt(r, b, up, marginAt),
        boundsAt,
        facts: {
            metric: x.metric,
            statistic: "rate",
            scale: "points",
            direction: x.direction,
            observed: pr,
            baseline: pb,
            x: r.x,
            n: r.n,
            x_baseline: b.x,
            n_baseline: b.n,
            estimate,
            lower,
            upper,
            confidence: x.confidence,
            tolerance: x.margin.amount,
            tolerance_relative: x.margin.relative,
            tolerance_points: m,
            minimum: 0,
        },
        power: {
            n: Math.min(r.n, b.n),
            effect: up ? estimate : -estimate,
            bar: m,
            se: (upper - lower) / (2 * z),
            minimum: 0,
            between: 0,
            run: r.n,
            base: b.n,
        },
    };
}


/***/ }),

/***/ 98697:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parseMargin = parseMargin;
exports.fixed = fixed;
exports.sampleMatches = sampleMatches;
const thresholds_js_1 = __webpack_require__(89695);
function parseMargin(value) {
    if (typeof value === "number") {
        return Number.isFinite(value) && value >= 0
            ? { relative: false, amount: value, text: (0, thresholds_js_1.formatValue)(value) }
            : "must be ≥ 0";
    }
    const m = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(value);
    if (m)
        return { relative: true, amount: Number(m[1]) / 100, text: `${m[1]}%` };
    // A latency tolerance with its unit, as the schema takes it: "25ms", "2s" (held in ms).
    const t = /^\s*(\d+(?:\.\d+)?)\s*(ms|s)\s*$/.exec(value);
    if (!t)
        return `${JSON.stringify(value)} is neither a percentage like "15%" nor an amount like "25ms"`;
    const ms = Number(t[1]) * (t[2] === "s" ? 1000 : 1);
    return { relative: false, amount: ms, text: `${(0, thresholds_js_1.formatValue)(ms)} ms` };
}
function fixed(check, status, key, params) {
    return {
        check,
        fixed: { status, facts: { key: `regression.${key}`, params } },
        beyond: false,
        shown: false,
        pChange: 1,
        facts: {},
        power: { n: 0, effect: 0, bar: 0, se: Number.NaN, minimum: 0, between: 0 },
    };
}
function sampleTags(s) {
    const status = s.pass ? "passed" : s.bucket === "task_failed" ? "failed" : "errored";
    return { ...(s.tags ?? {}), pair: String(s.pair), task: s.task, status };
}
function sampleMatches(s, tags) {
    const own = sampleTags(s);
    return Object.entries(tags).every(([k, v]) => own[k] === v);
}


/***/ }),

/***/ 50446:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.FUTILITY_FROM = exports.FUTILITY_POWER = exports.SUGGESTIVE_ALPHAS = exports.ruleTextOf = exports.statisticOf = exports.isRateMetric = exports.DEFAULT_MIN_SAMPLES = exports.DEFAULT_REGRESSION_METRICS = void 0;
exports.regressionChecks = regressionChecks;
exports.regressionLook = regressionLook;
const thresholds_js_1 = __webpack_require__(92800);
const comparisons_js_1 = __webpack_require__(38521);
const distributions_js_1 = __webpack_require__(99808);
const sequential_js_1 = __webpack_require__(87308);
const family_js_1 = __webpack_require__(39371);
const regression_latency_js_1 = __webpack_require__(69349);
const regression_rate_js_1 = __webpack_require__(79549);
const regression_rule_js_1 = __webpack_require__(98697);
const run_metrics_js_1 = __webpack_require__(26858);
const thresholds_js_2 = __webpack_require__(89695);
/** What a scenario gets when it turns regression on without listing metrics. */
exports.DEFAULT_REGRESSION_METRICS = {
    e2e_ms: { max_increase: "15%" },
    pass_rate: { max_decrease: 0.05 },
};
/** `regression.min_samples` when the scenario leaves it out (the schema's default). */
exports.DEFAULT_MIN_SAMPLES = 20;
// ---------------------------------------------------------------------------------------------
// Putting rules together
/** FNV-1a: a per-rule seed, so adding a rule never changes another rule's bootstrap. */
function hashSeed(seed, text) {
    let h = 0x811c9dc5 ^ seed;
    for (let i = 0; i < text.length; i++)
        h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return h >>> 0;
}
/** `pass_rate`, `error_rate{…}`: a metric the rate test decides. */
const isRateMetric = (metricKey) => thresholds_js_1.RATE_REGRESSION_METRICS.includes(metricKey.replace(/\{.*$/, "").trim());
exports.isRateMetric = isRateMetric;
/** What a rule compares: its `statistic`, else p50 for a latency and rate for pass_rate and error_rate. */
const statisticOf = (metricKey, rule) => rule.statistic ?? ((0, exports.isRateMetric)(metricKey) ? "rate" : "p50");
exports.statisticOf = statisticOf;
/** The rule as checks name it: `p50 max_increase 25%`. */
const ruleTextOf = (statistic, direction, raw) => `${statistic} max_${direction} ${typeof raw === "number" ? (0, thresholds_js_2.formatValue)(raw) : raw}`;
exports.ruleTextOf = ruleTextOf;
/** One direction of one rule: parse it, refuse what cannot apply, measure the rest. */
function assessRule(run, baseline, config, metricKey, rule, direction, raw) {
    const isRate = (0, exports.isRateMetric)(metricKey);
    const statistic = (0, exports.statisticOf)(metricKey, rule);
    const ruleText = (0, exports.ruleTextOf)(statistic, direction, raw);
    const base = {
        kind: "regression",
        metric: metricKey,
        rule: ruleText,
        observed: null,
        baseline: null,
        interval: null,
    };
    const bad = (message) => (0, regression_rule_js_1.fixed)(base, "fail", "config", { message });
    let key;
    try {
        key = (0, thresholds_js_1.parseMetricKey)(metricKey);
    }
    catch (err) {
        return bad(err.message);
    }
    const margin = (0, regression_rule_js_1.parseMargin)(raw);
    if (typeof margin === "string")
        return bad(`max_${direction} ${margin}`);
    const confidence = config.confidence ?? 0.95;
    const advisory = rule.advisory === true;
    const common = {
        run,
        baseline,
        metricKey,
        metric: key.metric,
        tags: key.tags,
        direction,
        margin,
        confidence,
        advisory,
    };
    if (isRate) {
        if (statistic !== "rate")
            return bad(`statistic ${statistic} does not apply to ${key.metric}; use rate`);
        return (0, regression_rate_js_1.assessRate)(common, base);
    }
    if (!(thresholds_js_1.TREND_METRICS.includes(key.metric) || key.metric in run.metrics || key.metric in baseline.histograms)) {
        return bad(`unknown metric ${JSON.stringify(key.metric)}; regression rules apply to ${[...thresholds_js_1.RATE_REGRESSION_METRICS, ...thresholds_js_1.TREND_METRICS].join(", ")}`);
    }
    if (statistic === "rate")
        return bad(`statistic rate applies to ${thresholds_js_1.RATE_REGRESSION_METRICS.join(" and ")}; use p50, p90, p95, p99 or mean`);
    if (margin.relative && direction === "decrease" && margin.amount >= 1)
        return bad("a relative max_decrease must be below 100%");
    return (0, regression_latency_js_1.assessLatency)({
        ...common,
        statistic,
        minSamples: config.min_samples ?? exports.DEFAULT_MIN_SAMPLES,
        bootstrapReps: config.bootstrap_reps ?? 2000,
        seed: hashSeed(config.seed ?? 1, `${metricKey}|${ruleText}`),
        sameJob: config.compare_with != null,
    }, base);
}
function plan(run, baseline, config) {
    // The scenario schema defaults `metrics` to {}: no listed metric means the defaults, never "gate nothing".
    const metrics = config.metrics && Object.keys(config.metrics).length > 0 ? config.metrics : exports.DEFAULT_REGRESSION_METRICS;
    const out = [];
    for (const [metricKey, rule] of Object.entries(metrics)) {
        if (rule.max_increase !== undefined)
            out.push(assessRule(run, baseline, config, metricKey, rule, "increase", rule.max_increase));
        if (rule.max_decrease !== undefined)
            out.push(assessRule(run, baseline, config, metricKey, rule, "decrease", rule.max_decrease));
    }
    return out;
}
/**
 * Which side more sessions must come from: in the same job both arms run together ("per_side");
 * against a stored baseline, the run, the baseline (recorded again), or both.
 */
function shortSide(a, needed, sameJob) {
    if (sameJob)
        return "per_side";
    const run = (a.power.run ?? a.power.n) < needed;
    const base = (a.power.base ?? a.power.n) < needed;
    return run && base ? "both" : base ? "baseline" : "run";
}
/**
 * A rule beyond its tolerance that does not fail warns only when its evidence is suggestive: p ≤ 2α
 * (0.10 at the default confidence). A noisy estimate past the tolerance with a larger p passes, its
 * reason saying so and what would decide it: under "no change" p is uniform, so identical runs warn
 * at most α of the time beside the α they fail, instead of whenever the estimate wanders.
 */
exports.SUGGESTIVE_ALPHAS = 2;
const suggestive = (p, alpha) => p <= exports.SUGGESTIVE_ALPHAS * alpha;
/** The verdict's facts: the rule's own, with p, the family and the hint the decision added. */
function decide(a, d, family, alpha, sameJob = false) {
    const advisory = a.advisory ? { advisory: true } : {};
    if (a.fixed)
        return { ...a.check, ...a.fixed, ...advisory };
    const p = d?.adjusted ?? a.pChange;
    const bounds = a.boundsAt?.(p, alpha);
    const check = bounds ? { ...a.check, interval: bounds } : a.check;
    // p ≤ α but the shown bounds hold "no change": said so, not "not yet significant".
    const unshown = a.beyond && !d?.fails && !a.shown && !a.advisory && p <= alpha;
    const status = !a.beyond
        ? "pass"
        : d?.fails
            ? "fail"
            : unshown || suggestive(p, alpha)
                ? "warn"
                : "pass";
    // Beyond the tolerance: what a re-run would need, whether it warned or was within noise.
    const needed = a.beyond && status !== "fail"
        ? (0, comparisons_js_1.sessionsToDecide)({ ...a.power, alpha: alpha / Math.max(1, family) })
        : undefined;
    const key = !a.beyond
        ? "within"
        : status === "pass"
            ? "noise"
            : a.advisory
                ? "advisory"
                : unshown
                    ? "unshown"
                    : status;
    const params = {
        ...a.facts,
        ...(bounds ? { lower: bounds[0], upper: bounds[1] } : {}),
        beyond: a.beyond,
        p,
        alpha,
        warn_at: exports.SUGGESTIVE_ALPHAS * alpha,
        family: d !== undefined ? family : null,
        advisory: a.advisory ?? null,
        n_side: a.power.n,
        sessions_needed: needed ?? null,
        ...(needed
            ? {
                short_side: shortSide(a, needed, sameJob),
                n_run: a.power.run ?? a.power.n,
                n_base: a.power.base ?? a.power.n,
            }
            : {}),
        undecidable: needed === null ? (a.power.between > 0 ? "run_spread" : "more_sessions") : null,
    };
    return {
        ...check,
        status,
        facts: { key: `regression.${key}`, params },
        p_value: p,
        ...(needed && status === "warn" ? { sessions_needed: needed } : {}),
        ...advisory,
    };
}
function newErrorBucketChecks(run, baseline, policy, alpha) {
    const { table: t, at: gated } = (0, run_metrics_js_1.gatedPositions)(run);
    const counts = new Map();
    for (const i of gated) {
        const bucket = t.bucket(i);
        if (bucket)
            counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    }
    const fresh = [...counts.entries()].filter(([b]) => !(baseline.summary.error_buckets[b] > 0)).sort();
    const nb = baseline.summary.sessions;
    const rule = `new_error_buckets: ${policy}`;
    if (fresh.length === 0) {
        const none = { key: "bucket.none", params: {} };
        const check = { kind: "regression", metric: "errors", rule, observed: 0, baseline: null };
        return [{ ...check, interval: null, status: "pass", facts: none }];
    }
    return fresh.map(([bucket, count]) => {
        // Is this many sessions in a bucket the baseline never saw more than chance gives a rare bucket?
        const p = (0, comparisons_js_1.fisherExact)(count, gated.length - count, 0, nb, "greater");
        const unlikely = p <= alpha;
        const params = { bucket, count, n: gated.length, n_baseline: nb, p, alpha };
        return {
            kind: "regression",
            metric: `errors{bucket:${bucket}}`,
            rule,
            observed: count,
            baseline: 0,
            interval: null,
            status: unlikely ? policy : "pass",
            facts: { key: unlikely ? "bucket.unlikely" : "bucket.chance", params },
            n: gated.length,
            n_baseline: nb,
            method: "Fisher exact test, one-sided",
            p_value: p,
        };
    });
}
/**
 * Every regression check of a run against its baseline. The family is every gated rule (not
 * advisory, with data), whatever its estimate: choosing the family by the data would let each rule
 * spend all of α. src/gate/family.ts decides it.
 */
function regressionChecks(run, baseline, config) {
    return evaluate(run, baseline, config).checks;
}
function evaluate(run, baseline, config) {
    const alpha = 1 - (config.confidence ?? 0.95);
    const assessments = plan(run, baseline, config);
    const family = assessments.map((a, i) => [a, i]).filter(([a]) => !a.fixed && !a.advisory);
    const decisions = (0, family_js_1.decideFamily)(
    // A rule whose shown interval holds "no change" cannot fail, so it rejects no intersection either.
    family.map(([a]) => ({
        p: a.pChange,
        beyond: a.beyond && a.shown,
        ...(a.sizeAt ? { sizeAt: a.sizeAt } : {}),
    })), alpha);
    const byIndex = new Map(family.map(([, i], k) => [i, decisions[k]]));
    const sameJob = config.compare_with != null;
    const checks = assessments.map((a, i) => decide(a, byIndex.get(i), family.length, alpha, sameJob));
    const policy = config.new_error_buckets ?? "warn";
    if (policy !== "ignore")
        checks.push(...newErrorBucketChecks(run, baseline, policy, alpha));
    return { assessments, checks: checks.map(finiteOnly) };
}
// ---------------------------------------------------------------------------------------------
// A look of the sequential gate (docs/gate.md, src/pipeline/sequential.ts)
/**
 * A look stops for PASS when every gated rule's chance of failing by the budget's end, if the rest
 * of the sessions behave like these, is below FUTILITY_POWER — from FUTILITY_FROM of the budget on:
 * the first sessions of a moderate change often look like nothing, and stopping on them lost a
 * tenth of the 30% slowdowns the full budget catches (bench/README.md).
 */
exports.FUTILITY_POWER = 0.1;
exports.FUTILITY_FROM = 1 / 3;
/**
 * The gate at one look: every rule tested at the look's nominal level (its boundary), FAIL when one
 * fails; at the last look the verdict as a fixed design would give it at that level; before it, PASS
 * when no gated rule can still fail by the budget's end (conditional power under the current
 * estimate below FUTILITY_POWER: a non-binding bound, so it never adds a false fail), else continue.
 */
function regressionLook(run, baseline, config, look) {
    const { assessments, checks } = evaluate(run, baseline, { ...config, confidence: 1 - look.alpha });
    const sameJob = config.compare_with != null;
    const power = assessments.map((a) => a.fixed || a.advisory === "rule" ? null : powerByEnd(a, look, sameJob));
    const failed = checks.some((c) => c.status === "fail");
    const gated = power.filter((p) => p !== null);
    const decision = failed
        ? "fail"
        : look.last
            ? "budget"
            : look.n >= exports.FUTILITY_FROM * look.nLast && gated.length > 0 && gated.every((p) => p < exports.FUTILITY_POWER)
                ? "pass"
                : "continue";
    return { checks, decision, power };
}
/**
 * The chance this rule fails at the last look if the sessions still to come behave like these: the
 * final estimate is normal around today's, with the spread the remaining sessions add, and fails past
 * the larger of its tolerance and the last boundary's significance bar. A stored baseline's side does
 * not grow; a same-job reference arm does.
 */
function powerByEnd(a, look, sameJob) {
    const { se, effect, bar, between } = a.power;
    const run = a.power.run ?? a.power.n;
    const base = a.power.base ?? a.power.n;
    if (!(se > 0) || !(run > 0) || !(base > 0))
        return 1;
    const grow = Math.max(1, look.nLast / Math.max(1, look.n));
    const runLast = run * grow;
    const baseLast = sameJob ? base * grow : base;
    // Per-session variance from today's session-level standard error; the run-to-run part does not shrink.
    const perSession = (se * se) / (1 / run + 1 / base);
    const seLast = Math.sqrt(perSession * (1 / runLast + 1 / baseLast) + between);
    // What the remaining sessions add to the final estimate, around today's (the current trend).
    const sdRemaining = Math.sqrt(perSession * ((runLast - run) / runLast ** 2 + (baseLast - base) / baseLast ** 2));
    const significant = (0, distributions_js_1.normalQuantile)(1 - look.alphaLast) * seLast;
    return (0, sequential_js_1.conditionalPower)({ effect, bar: Math.max(bar, significant), sdRemaining });
}
/**
 * A check as report.json can carry it: JSON has no Infinity or NaN (they would turn into null where
 * a number is due), so an unbounded interval is none and a non-finite estimate is left out.
 */
function finiteOnly(c) {
    const out = { ...c };
    if (out.interval && !out.interval.every(Number.isFinite))
        out.interval = null;
    if (out.observed !== null && !Number.isFinite(out.observed))
        out.observed = null;
    if (out.baseline !== null && !Number.isFinite(out.baseline))
        out.baseline = null;
    if (out.ratio !== undefined && !Number.isFinite(out.ratio))
        delete out.ratio;
    if (out.p_value !== undefined && !Number.isFinite(out.p_value))
        delete out.p_value;
    return out;
}


/***/ }),

/***/ 26858:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.knownMetrics = knownMetrics;
exports.gatedSessions = gatedSessions;
exports.gatedPositions = gatedPositions;
exports.matchesTags = matchesTags;
/**
 * What a metric name means in a RunResult (the names a user may write are scenario/thresholds.ts'),
 * and how tag selectors pick sessions.
 */
const session_table_js_1 = __webpack_require__(96108);
const tags_js_1 = __webpack_require__(81760);
const types_js_1 = __webpack_require__(97032);
const thresholds_js_1 = __webpack_require__(92800);
function knownMetrics(run) {
    const trends = new Set([...thresholds_js_1.TREND_METRICS, ...Object.keys(run.metrics)]);
    return [...thresholds_js_1.RATE_METRICS, ...thresholds_js_1.COUNTER_METRICS, ...[...trends].sort()];
}
/** Sessions the gate judges: warm-up and interrupted sessions are recorded but never gated. */
function gatedSessions(run) {
    return run.sessions.filter(types_js_1.isJudged);
}
/**
 * The judged sessions matching every selector, as positions in the run's session table (read by
 * column, no record made); `bucket` is left to the caller (only `errors` has it).
 */
function gatedPositions(run, tags = {}) {
    const table = (0, session_table_js_1.sessionTableOf)(run);
    const { bucket: _, ...rest } = tags;
    // The selector is tested once per tag set; each session then costs one lookup by its set.
    const match = Object.keys(rest).length > 0 ? table.tagSets.matching(rest) : null;
    const at = new Int32Array(table.length);
    let n = 0;
    for (let i = 0; i < table.length; i++)
        if (table.judged(i) && (!match || match[table.setId(i)]))
            at[n++] = i;
    return { table, at: at.subarray(0, n) };
}
/** Does the session match every selector? `bucket` is left to the caller (only `errors` has it). */
function matchesTags(s, tags) {
    const { bucket: _, ...rest } = tags;
    return (0, tags_js_1.matchesTags)(s, rest);
}


/***/ }),

/***/ 26932:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MIN_HISTORY_RUNS = exports.RUN_SPREAD_PRIOR = void 0;
exports.priorTest = priorTest;
exports.withRunSpread = withRunSpread;
/**
 * Run-to-run spread of a latency rule against a stored baseline. Sessions of one run share its
 * runner's speed and the upstream's load, so a session-level test sees none of the noise between
 * two runs: identical runs on a drifting runner fail it. The baseline's history measures that noise
 * once it holds ≥ 5 runs (a prediction t-test of this run's speed index, k − 1 df). Below that the
 * rule assumes a prior: σ of a run's log speed between runs, RUN_SPREAD_PRIOR. Measured on a loaded
 * CI-like machine (a built-in agent against the mock, one task, 20 sessions a run): σ of log p50
 * between runs ≈ 0.13; the prior rounds it up to 0.15, so identical runs there fail ≲ α.
 *
 * With the prior the change must stand out from run noise: the run's log ratio against a one-run
 * baseline varies by N(0, 2σ²) on top of its sampling variance se², so the rule's p-value is also
 * 1 − Φ(estimate / √(2σ² + se²)) and the larger of it and the session-level p-value decides (valid
 * under either model). A same-job comparison (`compare_with`, interleaved) has no run-to-run spread.
 */
const build_js_1 = __webpack_require__(78583);
const distributions_js_1 = __webpack_require__(99808);
const quantiles_js_1 = __webpack_require__(37461);
const run_metrics_js_1 = __webpack_require__(26858);
/** σ of log latency between runs assumed while the history is too short to measure it. */
exports.RUN_SPREAD_PRIOR = 0.15;
/** Runs of history needed before their spread is trusted as run-to-run variance. */
exports.MIN_HISTORY_RUNS = 5;
/**
 * The bounds widened by the run-to-run spread (each one-sided at `confidence`, half-width `q·sd`):
 * the shown interval then excludes "no change" only when the spread's p-value does too, so a
 * verdict and its interval agree.
 */
function widened(c, halfWidth) {
    if (!Number.isFinite(halfWidth))
        return { lower: c.lower, upper: c.upper };
    return {
        lower: Math.min(c.lower, c.estimate - halfWidth),
        upper: Math.max(c.upper, c.estimate + halfWidth),
    };
}
function historyRuns(b) {
    return b.history.filter((h) => typeof h.e2e_log_index === "number");
}
/**
 * Run-to-run variance of log latency from ≥ 5 history runs, for the hint only: the spread of their
 * speed indices less what sampling alone gives an index, taken median-unbiased ((k − 1)s² /
 * χ²₀.₅(k − 1)) — from 5 runs the mean-unbiased s² falls below the truth more often than not.
 */
function measuredBetween(b) {
    const runs = b.history.filter((h) => typeof h.e2e_log_index === "number" && typeof h.e2e_log_index_var === "number");
    const k = runs.length;
    if (k < exports.MIN_HISTORY_RUNS)
        return 0;
    const { sd } = (0, quantiles_js_1.meanSd)(runs.map((h) => h.e2e_log_index));
    const sampling = runs.reduce((s, h) => s + h.e2e_log_index_var, 0) / k;
    const df = k - 1;
    const chiMedian = df * (1 - 2 / (9 * df)) ** 3;
    return Math.max(0, (sd * sd * df) / chiMedian - sampling);
}
/** The history's prediction t-test of this run's speed index; null when it cannot apply. */
function historyTest(c, run, b, confidence) {
    const runs = historyRuns(b);
    const k = runs.length;
    const { table, at } = (0, run_metrics_js_1.gatedPositions)(run);
    const own = (0, build_js_1.speedIndexOfTable)(table, at);
    if (!own || k < exports.MIN_HISTORY_RUNS)
        return null;
    const { mean, sd } = (0, quantiles_js_1.meanSd)(runs.map((h) => h.e2e_log_index));
    if (!(sd > 0))
        return null;
    const t = (own.index - mean) / (sd * Math.sqrt(1 + 1 / k));
    return {
        comparison: {
            ...c,
            ...widened(c, (0, distributions_js_1.studentTQuantile)(confidence, k - 1) * sd * Math.sqrt(1 + 1 / k)),
            pUp: Math.max(c.pUp, 1 - (0, distributions_js_1.studentTCdf)(t, k - 1)),
            pDown: Math.max(c.pDown, (0, distributions_js_1.studentTCdf)(t, k - 1)),
            method: `${c.method}; and against the spread of ${k} baseline runs (prediction t-test, ${k - 1} df)`,
        },
        spread: { source: "history", sigma: sd, runs: k },
        between: 2 * measuredBetween(b),
    };
}
/** The prior: the log ratio's variance grows by 2σ² (one run on each side). */
function priorTest(c, runs, confidence, sigma = exports.RUN_SPREAD_PRIOR) {
    const between = 2 * sigma * sigma;
    const sd = Math.sqrt(between + (Number.isFinite(c.se) ? c.se * c.se : 0));
    const z = c.estimate / sd;
    return {
        comparison: {
            ...c,
            ...widened(c, (0, distributions_js_1.normalQuantile)(confidence) * sd),
            pUp: Math.max(c.pUp, 1 - (0, distributions_js_1.normalCdf)(z)),
            pDown: Math.max(c.pDown, (0, distributions_js_1.normalCdf)(z)),
            method: `${c.method}; and against a prior run-to-run spread σ ${sigma} (normal, √(2σ² + se²))`,
        },
        spread: { source: "prior", sigma, runs },
        between,
    };
}
/**
 * A relative latency rule's comparison with run-to-run spread allowed for: the history's t-test
 * (e2e_ms with ≥ 5 runs), else the prior; nothing in a same-job comparison.
 */
function withRunSpread(c, x) {
    const runs = x.baseline.history.length;
    if (x.sameJob)
        return { comparison: c, spread: { source: "same_job", sigma: 0, runs }, between: 0 };
    const measured = x.metric === "e2e_ms" ? historyTest(c, x.run, x.baseline, x.confidence) : null;
    return measured ?? priorTest(c, runs, x.confidence);
}


/***/ }),

/***/ 514:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.targetDistribution = targetDistribution;
exports.targetUnit = targetUnit;
/**
 * `target.<series>` threshold keys: the target's own series (evidence), gated like a trend over the
 * points inside the run's window. Label selectors pick series: `target.cpu_busy{instance:db-1}`.
 */
const collect_js_1 = __webpack_require__(89087);
const histogram_js_1 = __webpack_require__(85835);
const thresholds_js_1 = __webpack_require__(92800);
/** The series' points within the run as a distribution; undefined when it has none there. */
function targetDistribution(run, metric, tags) {
    const name = metric.slice(thresholds_js_1.TARGET_PREFIX.length);
    const values = (0, collect_js_1.targetValues)(run.target, name, tags, run.started_at, run.finished_at);
    return values.length > 0 ? new histogram_js_1.SampleDistribution(values) : undefined;
}
/** The unit the series declared, for the check's reason. */
function targetUnit(run, metric) {
    const name = metric.slice(thresholds_js_1.TARGET_PREFIX.length);
    return run.target?.series.find((s) => s.name === name)?.unit ?? undefined;
}


/***/ }),

/***/ 89695:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.formatValue = formatValue;
exports.evaluateThreshold = evaluateThreshold;
exports.evaluateThresholds = evaluateThresholds;
exports.shouldAbort = shouldAbort;
/**
 * k6 threshold expressions evaluated on a run: each rule a check with its facts. The expressions'
 * grammar and the metric names are the scenario's (scenario/thresholds.ts).
 */
const events_js_1 = __webpack_require__(82736);
const thresholds_js_1 = __webpack_require__(92800);
const run_metrics_js_1 = __webpack_require__(26858);
const target_metrics_js_1 = __webpack_require__(514);
function compare(op, a, b) {
    switch (op) {
        case "<":
            return a < b;
        case "<=":
            return a <= b;
        case ">":
            return a > b;
        case ">=":
            return a >= b;
        case "==":
            return a === b;
        case "!=":
            return a !== b;
    }
}
function formatValue(v) {
    return Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(4)));
}
/** How many judged sessions match the selector, and how many of those `hit` (by table position). */
function countMatching(run, tags, hit) {
    const { table, at } = (0, run_metrics_js_1.gatedPositions)(run, tags);
    let hits = 0;
    for (const i of at)
        if (hit(table, i))
            hits++;
    return { n: at.length, hits };
}
function observe(run, key, kind, t) {
    const { metric, tags } = key;
    const label = displayKey(key);
    const noSamples = { key: "threshold.no_samples", params: { metric: label } };
    if (kind === "trend") {
        const target = (0, thresholds_js_1.isTargetMetric)(metric);
        const dist = target
            ? (0, target_metrics_js_1.targetDistribution)(run, metric, tags)
            : run.distribution(metric, Object.keys(tags).length > 0 ? tags : undefined);
        const count = dist?.count ?? 0;
        if (t.aggregation === "count")
            return { value: count, n: count };
        if (!dist || count === 0)
            return { value: null, n: 0, missing: noSamples };
        const value = t.aggregation === "p"
            ? dist.percentile(t.percentile)
            : t.aggregation === "med"
                ? dist.percentile(50)
                : t.aggregation === "avg"
                    ? dist.mean
                    : t.aggregation === "min"
                        ? dist.min
                        : dist.max;
        return { value, n: count, unit: target ? (0, target_metrics_js_1.targetUnit)(run, metric) : "ms" };
    }
    if (metric === "pass_rate") {
        const { n, hits: passed } = countMatching(run, tags, (table, i) => table.passed(i));
        if (t.aggregation === "count")
            return { value: passed, n };
        if (n === 0)
            return { value: null, n: 0, missing: noSamples };
        return { value: passed / n, n };
    }
    if (metric === "sessions") {
        const matched = (0, run_metrics_js_1.gatedPositions)(run, tags).at.length;
        if (t.aggregation === "count")
            return { value: matched, n: matched };
        const total = (0, run_metrics_js_1.gatedPositions)(run).at.length;
        if (total === 0)
            return { value: null, n: 0, missing: noSamples };
        return { value: matched / total, n: total };
    }
    // errors: failed or errored sessions, optionally in one bucket, among the sessions the other tags select.
    const bucket = tags.bucket;
    if (bucket !== undefined && !events_js_1.ERROR_BUCKETS.includes(bucket)) {
        return {
            value: null,
            n: 0,
            missing: {
                key: "threshold.unknown_bucket",
                params: { bucket: JSON.stringify(bucket), known: events_js_1.ERROR_BUCKETS.join(", ") },
            },
        };
    }
    const { n, hits: errors } = countMatching(run, tags, (table, i) => {
        const b = table.bucket(i);
        return b !== null && (bucket === undefined || b === bucket);
    });
    if (t.aggregation === "count")
        return { value: errors, n };
    if (n === 0)
        return { value: null, n: 0, missing: noSamples };
    return { value: errors / n, n };
}
function displayKey(key) {
    const tags = Object.entries(key.tags);
    return tags.length === 0 ? key.metric : `${key.metric}{${tags.map(([k, v]) => `${k}:${v}`).join(",")}}`;
}
/** Evaluate one threshold against a run. Never throws: a bad rule is a failed check that says why. */
function evaluateThreshold(run, metricKey, rule) {
    const expr = (0, thresholds_js_1.ruleExpression)(rule);
    const check = (status, facts, observed = null, n) => ({
        kind: "threshold",
        metric: metricKey,
        rule: expr,
        observed,
        baseline: null,
        interval: null,
        status,
        facts,
        ...(n === undefined ? {} : { n }),
    });
    const config = (message) => check("fail", { key: "config", params: { message } });
    let key;
    let t;
    try {
        key = (0, thresholds_js_1.parseMetricKey)(metricKey);
        t = (0, thresholds_js_1.parseThreshold)(expr);
    }
    catch (err) {
        return config(err.message);
    }
    const kind = (0, thresholds_js_1.isTargetMetric)(key.metric) ? "trend" : (0, thresholds_js_1.metricKind)(key.metric, run.metrics);
    if (kind === null) {
        const params = { metric: JSON.stringify(key.metric), known: (0, run_metrics_js_1.knownMetrics)(run).join(", ") };
        return check("fail", { key: "threshold.unknown_metric", params });
    }
    if (!thresholds_js_1.ALLOWED[kind].includes(t.aggregation)) {
        const allowed = thresholds_js_1.ALLOWED[kind].map((a) => (a === "p" ? "p(N)" : a)).join(", ");
        const params = { aggregation: (0, thresholds_js_1.aggName)(t), kind, metric: key.metric, allowed };
        return check("fail", { key: "threshold.not_applicable", params });
    }
    const obs = observe(run, key, kind, t);
    if (obs.value === null)
        return check("fail", obs.missing, null, obs.n);
    const ok = compare(t.op, obs.value, t.value);
    const params = {
        aggregation: (0, thresholds_js_1.aggName)(t),
        value: obs.value,
        unit: obs.unit ?? "",
        op: t.op,
        limit: t.value,
    };
    return check(ok ? "pass" : "fail", { key: `threshold.${ok ? "pass" : "fail"}`, params }, obs.value, obs.n);
}
/** Every threshold of the scenario, in the order written. */
function evaluateThresholds(run, thresholds) {
    return Object.entries(thresholds).flatMap(([key, rules]) => (0, thresholds_js_1.asList)(rules).map((rule) => evaluateThreshold(run, key, rule)));
}
/**
 * For the scheduler, between sessions: stop the run once an `abortOnFail` threshold already fails
 * and its `delayAbortEval` has elapsed. A metric with no samples yet is not a reason to abort:
 * the run has not measured it so far (the final gate still fails it if it never does).
 */
function shouldAbort(thresholds, partial, elapsedMs) {
    const checks = [];
    for (const [key, rules] of Object.entries(thresholds)) {
        for (const rule of (0, thresholds_js_1.asList)(rules)) {
            if (typeof rule === "string" || !rule.abortOnFail)
                continue;
            let delay = 0;
            try {
                delay = rule.delayAbortEval ? (0, thresholds_js_1.parseDuration)(rule.delayAbortEval) : 0;
            }
            catch {
                continue;
            }
            if (elapsedMs < delay)
                continue;
            const check = evaluateThreshold(partial, key, rule);
            if (check.status === "fail" && check.observed !== null)
                checks.push(check);
        }
    }
    return { abort: checks.length > 0, checks };
}


/***/ }),

/***/ 27529:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.splitArms = splitArms;
exports.referenceBaseline = referenceBaseline;
const index_js_1 = __webpack_require__(36288);
const recorder_js_1 = __webpack_require__(16367);
const load_js_1 = __webpack_require__(9256);
/** Splits the events by arm; run-level events go to both, each arm planned half the sessions. */
function splitArms(events) {
    const reference = new Set(events
        .filter((e) => e.type === "session_start" && e.tags[load_js_1.ARM_TAG] === "reference")
        .map((e) => e.session));
    const candidate = [];
    const ref = [];
    for (const e of events) {
        if (e.type === "run_start") {
            const half = { ...e, planned_sessions: Math.ceil(e.planned_sessions / 2) };
            candidate.push(half);
            ref.push(half);
        }
        else if ("session" in e && typeof e.session === "string") {
            (reference.has(e.session) ? ref : candidate).push(e);
        }
        else {
            candidate.push(e);
            ref.push(e);
        }
    }
    return { candidate, reference: ref };
}
/** The reference arm as an in-memory baseline, so the usual regression statistics apply (paired by task when they can be). */
function referenceBaseline(reference, runId, agent) {
    const run = (0, recorder_js_1.recordEvents)(reference);
    return (0, index_js_1.buildBaseline)(run, null, {
        sha: null,
        ref: `reference arm: ${agent}`,
        run_id: runId,
        time: new Date(run.finished_at).toISOString(),
    });
}


/***/ }),

/***/ 76785:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.EventLog = void 0;
exports.readEventLog = readEventLog;
exports.streamEventLog = streamEventLog;
exports.readEvents = readEvents;
/** events.jsonl: appended as things happen (one line per event, secrets masked), and read back. */
const node_fs_1 = __webpack_require__(73024);
const errors_js_1 = __webpack_require__(83916);
const event_schema_js_1 = __webpack_require__(857);
const fatal_js_1 = __webpack_require__(66589);
const limits_js_1 = __webpack_require__(30351);
class EventLog {
    file;
    redact;
    listeners;
    fd;
    closed = false;
    /** The write that failed (disk full): nothing is written after it, so no line is torn in the middle. */
    failure = null;
    constructor(file, redact, listeners = []) {
        this.file = file;
        this.redact = redact;
        this.listeners = listeners;
        this.fd = (0, node_fs_1.openSync)(file, "a");
    }
    write(e) {
        if (this.closed || this.failure)
            return;
        // Written synchronously: a run killed mid-way still leaves every event it saw.
        try {
            (0, node_fs_1.writeSync)(this.fd, `${this.redact(JSON.stringify(e))}\n`);
        }
        catch (err) {
            // Never thrown into whoever wrote the event: the run hears it and ends with exit 3.
            this.failure = (0, errors_js_1.ioError)(err, this.file);
            (0, fatal_js_1.reportFatal)(this.failure);
            return;
        }
        for (const l of this.listeners)
            l(e);
    }
    close() {
        if (this.closed)
            return;
        this.closed = true;
        try {
            (0, node_fs_1.closeSync)(this.fd);
        }
        catch {
            // a close that fails (EIO) loses nothing more than the failed write did
        }
    }
}
exports.EventLog = EventLog;
/**
 * Every complete event of the file. Only the last line may be cut (a killed run): it is dropped and
 * counted. Any other line that is not a RunEvent is a UserError naming its line and field — or, with
 * `onInvalid` (merge counts every bad line of a shard before it refuses it), handed to it and skipped.
 */
function readEventLog(file, shown = file, onInvalid) {
    const out = { events: [], lines: [], droppedBytes: 0 };
    out.droppedBytes = streamEventLog(file, (e, line) => {
        out.events.push(e);
        out.lines.push(line);
    }, shown, onInvalid);
    return out;
}
/**
 * readEventLog one event at a time, none held: `each` gets every complete event with its line number.
 * Returns the bytes of a cut last line left out (0 when the file ends cleanly).
 */
function streamEventLog(file, each, shown = file, onInvalid) {
    let droppedBytes = 0;
    const refuse = (line, message, field = "(line)") => {
        if (!onInvalid)
            throw new errors_js_1.UserError(message, `${shown}:${line}`, field === "(line)" ? undefined : field);
        onInvalid({ line, field, message, kind: "malformed" });
    };
    forEachLine(file, (bytes, from, to, n, last, tooLong) => {
        if (tooLong)
            return refuse(n, `a line longer than ${MAX_LINE_BYTES} bytes (see Limits)`);
        const line = bytes.toString("utf8", from, to);
        if (line.trim() === "")
            return;
        let value;
        try {
            value = JSON.parse(line);
        }
        catch {
            // Counted on the bytes: a cut inside a UTF-8 character decodes to more than was written.
            if (last)
                droppedBytes = to - from;
            else
                refuse(n, "not a JSON event");
            return;
        }
        const ok = (0, event_schema_js_1.checkEvent)(value);
        if (!ok.ok) {
            if (!onInvalid)
                throw new errors_js_1.UserError(ok.message, `${shown}:${n}`, ok.field);
            onInvalid({ line: n, field: ok.field, message: ok.message, kind: ok.kind });
            return;
        }
        each(value, n);
    });
    return droppedBytes;
}
/** The most bytes one line of events.jsonl may hold (LIMITS.eventLineBytes). */
const MAX_LINE_BYTES = (0, limits_js_1.limit)("eventLineBytes");
const CHUNK = 1 << 20;
/**
 * Calls `each` with every line of the file, as bytes[from, to) (1-based number; `last`: no newline after
 * it), read in chunks so no file size and no line past MAX_LINE_BYTES is ever held whole (it comes as
 * `tooLong`). A line inside one chunk is read in place, not copied: its bytes are valid only during its call.
 */
function forEachLine(file, each) {
    const fd = (0, node_fs_1.openSync)(file, "r");
    const buf = Buffer.allocUnsafe(CHUNK);
    const none = Buffer.alloc(0);
    let parts = [];
    let held = 0;
    let tooLong = false;
    let n = 1;
    try {
        for (let got = (0, node_fs_1.readSync)(fd, buf, 0, CHUNK, null); got > 0; got = (0, node_fs_1.readSync)(fd, buf, 0, CHUNK, null)) {
            let at = 0;
            for (let eol = buf.indexOf(10, at); eol >= 0 && eol < got; eol = buf.indexOf(10, at)) {
                if (!tooLong && held + eol - at > MAX_LINE_BYTES)
                    tooLong = true;
                if (tooLong)
                    each(none, 0, 0, n++, false, true);
                else if (parts.length === 0)
                    each(buf, at, eol, n++, false, false);
                else {
                    const line = Buffer.concat([...parts, buf.subarray(at, eol)]);
                    each(line, 0, line.length, n++, false, false);
                }
                parts = [];
                held = 0;
                tooLong = false;
                at = eol + 1;
            }
            if (at < got && !tooLong) {
                if (held + got - at > MAX_LINE_BYTES) {
                    tooLong = true;
                    parts = [];
                }
                else
                    parts.push(Buffer.from(buf.subarray(at, got)));
                held += got - at;
            }
            else if (at < got)
                held += got - at;
        }
        if (held > 0) {
            const line = tooLong ? none : Buffer.concat(parts);
            each(line, 0, line.length, n, true, tooLong);
        }
    }
    finally {
        (0, node_fs_1.closeSync)(fd);
    }
}
function readEvents(file) {
    return readEventLog(file).events;
}


/***/ }),

/***/ 83248:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.readRun = readRun;
exports.readRunEvents = readRunEvents;
exports.baselinePathFor = baselinePathFor;
/**
 * A run directory as every command after the run reads it: its events, and the run they record —
 * for a same-job comparison (`regression.compare_with`), the candidate arm, with the reference arm
 * beside it. The file is data: the scenario it replays is parsed with the schema, its name checked.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
const recorder_js_1 = __webpack_require__(16367);
const paths_js_1 = __webpack_require__(8431);
const schema_js_1 = __webpack_require__(2135);
const compare_js_1 = __webpack_require__(27529);
const event_log_js_1 = __webpack_require__(76785);
const sequential_js_1 = __webpack_require__(36667);
/** A session's own events: recorded, not kept once the recorder has them. */
function sessionScoped(e) {
    return (e.type === "session_start" ||
        e.type === "session_end" ||
        e.type === "phase" ||
        e.type === "span" ||
        (e.type === "log" && typeof e.session === "string"));
}
/**
 * The run of a directory, read in one pass over events.jsonl: each event goes to the recorder as it
 * is read, so memory follows what the run's figures need, not the file. A same-job comparison holds
 * its events, to split them by arm.
 */
function readRun(runDir) {
    const eventsFile = (0, node_path_1.join)(runDir, "events.jsonl");
    if (!(0, node_fs_1.existsSync)(eventsFile))
        throw new errors_js_1.UserError("no events.jsonl here: not a run directory", runDir);
    const recorder = new recorder_js_1.Recorder();
    const kept = [];
    /** Events before run_start (none in a file a run wrote), then everything when arms must be split. */
    let held = [];
    let found = null;
    const take = (e) => {
        if (held)
            return void held.push(e);
        recorder.add(e);
        if (!sessionScoped(e))
            kept.push(e);
    };
    const dropped = (0, event_log_js_1.streamEventLog)(eventsFile, (e, line) => {
        if (!found && e.type === "run_start") {
            const scenario = recordedScenario(e, `${eventsFile}:${line}`);
            const early = held ?? [];
            found = { start: e, scenario, index: early.length };
            held = scenario.regression?.compare_with || (0, sequential_js_1.hasBudget)(scenario) ? early : null;
            for (const x of early)
                if (!held)
                    take(x);
        }
        take(e);
    });
    if (!found)
        throw new errors_js_1.UserError("events.jsonl has no run_start event", eventsFile);
    const { start, scenario, index } = found;
    const cut = dropped > 0 ? cutLineWarning(start, dropped) : null;
    const compareWith = scenario.regression?.compare_with;
    if (held) {
        const all = held;
        if (cut)
            all.splice(index + 1, 0, cut);
        const ordered = (0, sequential_js_1.hasBudget)(scenario) ? all : null;
        if (!compareWith) {
            const run = Object.assign((0, recorder_js_1.recordEvents)(all), { scenarioConfig: scenario });
            return { eventsFile, events: all, run, scenario, compareWith, arms: null, ordered };
        }
        const arms = (0, compare_js_1.splitArms)(all);
        const run = Object.assign((0, recorder_js_1.recordEvents)(arms.candidate), { scenarioConfig: scenario });
        return { eventsFile, events: arms.candidate, run, scenario, compareWith, arms, ordered };
    }
    if (cut)
        kept.splice(kept.indexOf(start) + 1, 0, cut);
    // The recorded scenario as the schema parsed it (defaults filled in), for every reader after this.
    // Assigned, not spread: a spread would make every session's record the run's table spares it.
    const run = Object.assign(recorder.result(), { scenarioConfig: scenario });
    // A cut line leads the notes however many warnings the run had, as if logged right after run_start.
    if (cut)
        run.notes = [cut.message, ...run.notes.filter((n) => n !== cut.message)].slice(0, recorder_js_1.MAX_NOTES);
    return { eventsFile, events: kept, run, scenario, compareWith, arms: null, ordered: null };
}
function cutLineWarning(start, droppedBytes) {
    return {
        type: "log",
        t: start.t,
        level: "warn",
        message: `events.jsonl ended in a cut line (the run was killed mid-write): ${droppedBytes} bytes dropped, the report is built from the complete lines`,
    };
}
/** The scenario a run_start replays, parsed by the schema, its name checked; `at` names the line. */
function recordedScenario(start, at) {
    (0, paths_js_1.checkName)(start.scenario_name, at, "scenario_name");
    const parsed = schema_js_1.ScenarioSchema.safeParse(start.scenario);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = ["scenario", ...(issue?.path.map(String) ?? [])].join(".");
        throw new errors_js_1.UserError(`the recorded scenario is not valid: ${issue?.message ?? "invalid"}`, at, field);
    }
    if (parsed.data.name !== start.scenario_name)
        throw new errors_js_1.UserError(`names scenario ${parsed.data.name}, not ${start.scenario_name}`, at, "scenario.name");
    return parsed.data;
}
/**
 * The events of one file, its run_start and the scenario it replays. A cut last line (a killed run)
 * is dropped and said as a warning, so the report's notes carry it.
 */
function readRunEvents(eventsFile) {
    const log = (0, event_log_js_1.readEventLog)(eventsFile);
    const i = log.events.findIndex((e) => e.type === "run_start");
    if (i < 0)
        throw new errors_js_1.UserError("events.jsonl has no run_start event", eventsFile);
    const start = log.events[i];
    const scenario = recordedScenario(start, `${eventsFile}:${log.lines[i]}`);
    const events = [...log.events];
    // Right after run_start, so it leads the report's notes however many warnings the run had.
    if (log.droppedBytes > 0)
        events.splice(i + 1, 0, cutLineWarning(start, log.droppedBytes));
    return { events, start, scenario };
}
/** Where a scenario's baseline lives: `regression.baseline`, else `<baselineDir>/<name>.json`. */
function baselinePathFor(sc, name, baselineDir) {
    return sc?.regression?.baseline
        ? (0, node_path_1.resolve)(sc.regression.baseline)
        : (0, paths_js_1.pathInside)(baselineDir, `${(0, paths_js_1.checkName)(name, undefined, "scenario name")}.json`);
}


/***/ }),

/***/ 36667:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SequentialLooks = exports.LookCounter = exports.hasBudget = void 0;
exports.sequentialDesign = sequentialDesign;
exports.looksFor = looksFor;
exports.sequentialReport = sequentialReport;
const regression_js_1 = __webpack_require__(50446);
const recorder_js_1 = __webpack_require__(16367);
const types_js_1 = __webpack_require__(97032);
const load_js_1 = __webpack_require__(9256);
const schema_parts_js_1 = __webpack_require__(41200);
const sequential_js_1 = __webpack_require__(87308);
const compare_js_1 = __webpack_require__(27529);
const budgetsOf = (sc) => sc.pairs.map((p) => p.sessions).filter((s) => typeof s !== "number");
/** Whether the scenario's pairs have a session budget: cheap, unlike the design's boundaries. */
const hasBudget = (sc) => sc.regression != null && budgetsOf(sc).length > 0;
exports.hasBudget = hasBudget;
/** The scenario's design, or null when no pair has a budget (a fixed design). */
function sequentialDesign(sc) {
    const budgets = budgetsOf(sc);
    if (budgets.length === 0 || !sc.regression)
        return null;
    const looks = budgets.map(schema_parts_js_1.budgetLooks);
    const sizes = looks[0].map((_, k) => looks.reduce((a, l) => a + l[k], 0));
    const alpha = 1 - (sc.regression.confidence ?? 0.95);
    const bounds = (0, sequential_js_1.groupSequentialBounds)(sizes.map((n) => n / sizes.at(-1)), alpha);
    const sum = (f) => budgets.reduce((a, b) => a + f(b), 0);
    return {
        sizes,
        nominal: bounds.nominal,
        spent: bounds.spent,
        alpha,
        budget: { min: sum((b) => b.min), max: sum((b) => b.max), step: sum((b) => b.step) },
    };
}
/**
 * The looks of a run of this scenario, live or replayed: null without a budget, or without a baseline
 * to look against (a stored one, or the run's own reference arm).
 */
function looksFor(sc, stored) {
    const design = sequentialDesign(sc);
    const compareWith = sc.regression?.compare_with;
    const gated = gatedBy(compareWith ? null : stored, compareWith);
    return design && gated && sc.regression ? new SequentialLooks(design, gated, sc.regression) : null;
}
/** The gate of a prefix: against a stored baseline, or the prefix's own reference arm (same job). */
function gatedBy(stored, compareWith) {
    if (compareWith)
        return (prefix) => {
            const arms = (0, compare_js_1.splitArms)(prefix);
            const run = (0, recorder_js_1.recordEvents)(arms.candidate);
            return { run, baseline: (0, compare_js_1.referenceBaseline)(arms.reference, run.run_id, compareWith.agent.name) };
        };
    return stored ? (prefix) => ({ run: (0, recorder_js_1.recordEvents)(prefix), baseline: stored }) : null;
}
/**
 * Which sessions each look sees: per arm, the first sessions in the order they started, once every
 * one of them has ended, as many as the look plans judged (warm-up and interrupted ones never count).
 * By start order, not end order: the first sessions to end are the fast ones, and a look at them would
 * see a run faster than it is; the first started are the sample a fixed design of that size draws.
 */
class LookCounter {
    arm = new Map();
    byName = new Map();
    constructor(arms) {
        for (const a of arms)
            this.byName.set(a, { starts: [], ended: new Map(), done: 0, judged: [0] });
    }
    add(e) {
        if (e.type === "session_start") {
            if (e.warmup)
                return;
            const name = this.byName.size === 1 || e.tags[load_js_1.ARM_TAG] !== "reference" ? "candidate" : "reference";
            const arm = this.byName.get(name);
            arm.starts.push(e.session);
            this.arm.set(e.session, arm);
        }
        else if (e.type === "session_end") {
            const arm = this.arm.get(e.session);
            if (!arm)
                return;
            arm.ended.set(e.session, (0, types_js_1.isJudged)({ warmup: false, bucket: e.bucket ?? null }));
            // The leading run of ended sessions, and how many of them are judged.
            while (arm.done < arm.starts.length && arm.ended.has(arm.starts[arm.done])) {
                const judged = arm.ended.get(arm.starts[arm.done]) ? 1 : 0;
                arm.judged.push(arm.judged[arm.done] + judged);
                arm.done++;
            }
        }
    }
    /** The sessions a look of `n` a side sees, or null while some arm's first `n` have not all ended. */
    reached(n) {
        // Asked after every event: a constant-time no until each arm has the look's sessions.
        for (const arm of this.byName.values())
            if (arm.judged[arm.done] < n)
                return null;
        const seen = new Set();
        for (const arm of this.byName.values()) {
            // The fewest leading sessions holding n judged ones: once a look, as the set below is.
            const lead = arm.judged.findIndex((j) => j >= n);
            for (let i = 0; i < lead; i++)
                seen.add(arm.starts[i]);
        }
        return seen;
    }
    /** Judged sessions each arm has ended in start order, so far. */
    ended() {
        return Object.fromEntries([...this.byName].map(([name, a]) => [name, a.judged[a.done]]));
    }
}
exports.LookCounter = LookCounter;
/** The arms a look counts: both in a same-job comparison, the run alone against a stored baseline. */
const armsOf = (sameJob) => (sameJob ? ["candidate", "reference"] : ["candidate"]);
/** The boundary's name, as report.json and docs/gate.md give it. */
const SPENDING = "Hwang-Shih-DeCani α-spending, γ = −4";
/** What report.json keeps of the looks. */
function sequentialReport(o) {
    return {
        budget: o.design.budget,
        alpha: o.design.alpha,
        spending: SPENDING,
        futility_power: regression_js_1.FUTILITY_POWER,
        decision: o.decision === "fail" ? "fail" : o.decision === "continue" ? "ended" : o.decision,
        looks: o.looks,
    };
}
/** One look at a prefix: the gate at the look's level, and the record report.json keeps. */
function takeLook(prefix, k, design, gated, config, ended) {
    const last = k === design.sizes.length - 1;
    const { run, baseline } = gated(prefix);
    const result = (0, regression_js_1.regressionLook)(run, baseline, config, {
        alpha: design.nominal[k],
        alphaLast: design.nominal.at(-1),
        n: design.sizes[k],
        nLast: design.sizes.at(-1),
        last,
    });
    const rules = result.checks
        .map((c, i) => ({ c, power: result.power[i] ?? null }))
        .filter(({ c }) => c.kind === "regression" && c.facts.key.startsWith("regression."))
        .map(({ c, power }) => ({
        metric: c.metric,
        rule: c.rule,
        scale: typeof c.facts.params.scale === "string" ? c.facts.params.scale : null,
        estimate: num(c.facts.params.estimate),
        lower: num(c.facts.params.lower),
        upper: num(c.facts.params.upper),
        p: num(c.p_value),
        status: c.status,
        power_by_end: power,
    }));
    const record = {
        look: k + 1,
        planned: design.sizes[k],
        ended,
        alpha: design.nominal[k],
        alpha_spent: design.spent[k],
        decision: result.decision,
        rules,
    };
    return { record, result };
}
const num = (v) => (typeof v === "number" && Number.isFinite(v) ? v : null);
/** A look's events: the run-level ones up to `end`, and those of the sessions it sees. */
function prefixOf(events, end, seen) {
    const out = [];
    for (let i = 0; i <= end; i++) {
        const e = events[i];
        const session = "session" in e && typeof e.session === "string" ? e.session : null;
        if (session === null || seen.has(session))
            out.push(e);
    }
    return out;
}
/**
 * The looks of a run as its events come, in the order written: `feed` takes the events so far and
 * returns the looks they completed; `decided` is set once one decides. The live run feeds it as it
 * goes, and `report` (finalize.ts) feeds it the whole file: the same looks at the same events.
 */
class SequentialLooks {
    design;
    gated;
    config;
    counter;
    read = 0;
    looks = [];
    decided = null;
    constructor(design, gated, config) {
        this.design = design;
        this.gated = gated;
        this.config = config;
        this.counter = new LookCounter(armsOf(config.compare_with != null));
    }
    feed(events) {
        const taken = [];
        const { design } = this;
        for (; this.read < events.length && !this.decided; this.read++) {
            this.counter.add(events[this.read]);
            // One event (a long session's end) can complete several looks; the next is looks.length.
            for (let seen = this.next(); seen && !this.decided;) {
                const prefix = prefixOf(events, this.read, seen);
                const { record, result } = takeLook(prefix, this.looks.length, design, this.gated, this.config, this.counter.ended());
                this.looks.push(record);
                taken.push(record);
                if (result.decision !== "continue")
                    this.decided = { design, looks: this.looks, checks: result.checks, decision: result.decision };
                else
                    seen = this.next();
            }
        }
        return taken;
    }
    /** The sessions the next look sees, once they have all ended; null before, or after the last look. */
    next() {
        const n = this.design.sizes[this.looks.length];
        return n === undefined ? null : this.counter.reached(n);
    }
    /** Short of a decision at the end of the run: the whole run, judged at the last look's level. */
    end(events) {
        if (this.decided)
            return this.decided;
        const last = this.design.sizes.length - 1;
        const { record, result } = takeLook(events, last, this.design, this.gated, this.config, this.counter.ended());
        const decision = result.decision === "fail" ? "fail" : "ended";
        this.looks.push({ ...record, look: this.looks.length + 1, decision });
        return { design: this.design, looks: this.looks, checks: result.checks, decision };
    }
}
exports.SequentialLooks = SequentialLooks;


/***/ }),

/***/ 87308:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.hsdSpent = hsdSpent;
exports.groupSequentialBounds = groupSequentialBounds;
exports.conditionalPower = conditionalPower;
/**
 * Group-sequential testing: how much of α each look at the data may spend, and what the data must
 * show at that look, so that looking K times fails identical runs no more often than looking once.
 *
 * α is spent by the Hwang-Shih-DeCani family (Hwang, Shih & DeCani 1990), α(t) = α(1 − e^(−γt)) /
 * (1 − e^(−γ)) at information fraction t: γ = −4 spends little early, like O'Brien-Fleming, so the
 * last look keeps nearly all of α and a fixed design's power. Each look's boundary is the z the
 * cumulative crossing probability of a standardised statistic with independent increments (Brownian
 * motion on the information scale, the joint law of any asymptotically normal test repeated on growing
 * data) reaches α(t_k) at, found by the recursive numerical integration of Armitage, McPherson and
 * Rowe (1969), as Jennison and Turnbull (2000, ch. 19) give it. A test at a look rejects when its own
 * one-sided p is at most that boundary's nominal level 1 − Φ(z_k): an exact test keeps its exactness
 * at each look, and the boundaries make the looks together spend α.
 */
const distributions_js_1 = __webpack_require__(99808);
/** α spent by information fraction t (0 < t ≤ 1). */
function hsdSpent(t, alpha, gamma) {
    if (t >= 1)
        return alpha;
    if (t <= 0)
        return 0;
    if (gamma === 0)
        return alpha * t;
    return (alpha * (1 - Math.exp(-gamma * t))) / (1 - Math.exp(-gamma));
}
/** Grid points per look (odd: Simpson's rule), and how far below 0 the lower end lies, in sd of S_k. */
const GRID = 301;
const LOWER_SD = 8;
/** A z past which nothing is left to cross. */
const Z_CAP = 40;
/** Simpson's points and weights over [lo, hi]. */
function simpson(lo, hi) {
    const s = new Float64Array(GRID);
    const w = new Float64Array(GRID);
    const h = (hi - lo) / (GRID - 1);
    for (let i = 0; i < GRID; i++) {
        s[i] = lo + i * h;
        w[i] = ((i === 0 || i === GRID - 1 ? 1 : i % 2 === 1 ? 4 : 2) * h) / 3;
    }
    return { s, w };
}
const phi = (x) => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
/** Probability a path still going at the last look crosses `b` (z scale) at information `I`. */
function crossing(d, lastI, I, b) {
    const sd = Math.sqrt(I - lastI);
    const edge = b * Math.sqrt(I);
    let p = 0;
    for (let i = 0; i < d.s.length; i++)
        p += d.w[i] * d.f[i] * (1 - (0, distributions_js_1.normalCdf)((edge - d.s[i]) / sd));
    return p;
}
/** The z at which crossing at this look has probability `target` (bisection: crossing falls as z rises). */
function solve(cross, target) {
    if (!(target > 1e-15))
        return Number.POSITIVE_INFINITY;
    let lo = -Z_CAP;
    let hi = Z_CAP;
    if (cross(hi) >= target)
        return hi;
    for (let it = 0; it < 100 && hi - lo > 1e-9; it++) {
        const mid = (lo + hi) / 2;
        if (cross(mid) > target)
            lo = mid;
        else
            hi = mid;
    }
    return (lo + hi) / 2;
}
/** The density of S_k on its continuation region (−8 sd, b_k·√I_k), from the last look's. */
function advance(prev, lastI, I, b) {
    const top = Math.min(b, Z_CAP) * Math.sqrt(I);
    const { s, w } = simpson(-LOWER_SD * Math.sqrt(I), top);
    const f = new Float64Array(GRID);
    if (!prev) {
        for (let i = 0; i < GRID; i++)
            f[i] = phi(s[i] / Math.sqrt(I)) / Math.sqrt(I);
        return { s, f, w };
    }
    const sd = Math.sqrt(I - lastI);
    for (let i = 0; i < GRID; i++) {
        let v = 0;
        for (let j = 0; j < GRID; j++)
            v += prev.w[j] * prev.f[j] * phi((s[i] - prev.s[j]) / sd);
        f[i] = v / sd;
    }
    return { s, f, w };
}
/**
 * Boundaries of looks at increasing information fractions (the last one 1), one-sided level α, spent
 * by the HSD(γ) function. Independent of scale: only the fractions matter.
 */
function groupSequentialBounds(fractions, alpha, gamma = -4) {
    const z = [];
    const spent = [];
    let density = null;
    let lastI = 0;
    let before = 0;
    for (const t of fractions) {
        const total = hsdSpent(t, alpha, gamma);
        const target = total - before;
        const b = density
            ? solve((x) => crossing(density, lastI, t, x), target)
            : target > 1e-15
                ? (0, distributions_js_1.normalQuantile)(1 - target)
                : Number.POSITIVE_INFINITY;
        z.push(b);
        spent.push(total);
        density = advance(density, lastI, t, b);
        lastI = t;
        before = total;
    }
    return { z, nominal: z.map((b) => (Number.isFinite(b) ? 1 - (0, distributions_js_1.normalCdf)(b) : 0)), spent };
}
/**
 * Chance the final look fails, given the estimate so far and that the rest of the sessions behave
 * like these (the current trend), on the effect scale in the bad direction: the final estimate is
 * normal around today's with the spread of what the remaining sessions add, and fails beyond `bar`.
 */
function conditionalPower(x) {
    if (!(x.sdRemaining > 0))
        return x.effect > x.bar ? 1 : 0;
    return 1 - (0, distributions_js_1.normalCdf)((x.bar - x.effect) / x.sdRemaining);
}


/***/ })

};
