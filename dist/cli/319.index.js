export const id = 319;
export const ids = [319];
export const modules = {

/***/ 99373:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.realClock = void 0;
/**
 * The one source of time: the load strategies, the session pool, a trial's lifecycle and its
 * healthcheck read time and sleep through a Clock, so tests drive them on virtual time; runs use
 * the real one.
 */
const node_perf_hooks_1 = __webpack_require__(643);
exports.realClock = {
    now: () => node_perf_hooks_1.performance.timeOrigin + node_perf_hooks_1.performance.now(),
    epoch: () => Date.now(),
    sleep(ms, signal) {
        return new Promise((resolve) => {
            if (signal?.aborted)
                return resolve();
            const done = () => {
                clearTimeout(timer);
                signal?.removeEventListener("abort", done);
                resolve();
            };
            const timer = setTimeout(done, Math.max(0, ms));
            signal?.addEventListener("abort", done, { once: true });
        });
    },
};


/***/ }),

/***/ 17850:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.EvidenceFormatError = void 0;
exports.parseTime = parseTime;
exports.parsePromResult = parsePromResult;
exports.parseSeriesCsv = parseSeriesCsv;
exports.parseEventLog = parseEventLog;
/**
 * Parsers of the target's exported evidence, text in, points out (no I/O): Prometheus API JSON
 * (`query_range` matrix or instant vector), Prometheus CSV exports, and JSONL event logs.
 */
const jsonl_js_1 = __webpack_require__(86897);
/** A file the user pointed at that does not parse; the message names the line when there is one. */
class EvidenceFormatError extends Error {
}
exports.EvidenceFormatError = EvidenceFormatError;
/** Seconds, milliseconds or an ISO date → epoch ms; NaN when none of them. */
function parseTime(v) {
    if (typeof v === "number")
        return v < 1e11 ? v * 1000 : v;
    if (typeof v !== "string" || v.trim() === "")
        return Number.NaN;
    const s = v.trim();
    if (/^[+-]?\d+(\.\d+)?$/.test(s))
        return parseTime(Number(s));
    return Date.parse(s);
}
function sample(pair) {
    if (!Array.isArray(pair) || pair.length < 2)
        return null;
    const t = parseTime(pair[0]);
    const v = Number(pair[1]);
    return Number.isFinite(t) && Number.isFinite(v) ? [t, v] : null;
}
function keepLabels(metric, keep) {
    const out = {};
    if (!metric || typeof metric !== "object")
        return out;
    for (const [k, v] of Object.entries(metric)) {
        if (k === "__name__" || typeof v !== "string")
            continue;
        if (!keep || keep.includes(k))
            out[k] = v;
    }
    return out;
}
/**
 * A Prometheus HTTP API answer (`{status, data: {resultType, result}}`, or its `data` alone): one entry
 * per result series; NaN and ±Inf samples are dropped (a histogram quantile with no traffic).
 */
function parsePromResult(body, keep) {
    const root = body;
    if (root?.status === "error")
        throw new EvidenceFormatError(`Prometheus said: ${String(root.error ?? "error")}`);
    const data = (root && "data" in root ? root.data : root);
    if (!data || !Array.isArray(data.result))
        throw new EvidenceFormatError("expected a Prometheus API answer with data.result");
    if (data.resultType === "scalar") {
        const p = sample(data.result);
        return p ? [{ labels: {}, points: [p] }] : [];
    }
    return data.result.map((r) => {
        const raw = Array.isArray(r.values) ? r.values : r.value ? [r.value] : [];
        const points = raw.map(sample).filter((p) => p !== null);
        return { labels: keepLabels(r.metric, keep), points };
    });
}
/** `a,"b,c",d` → cells; doubled quotes inside quotes are one quote (RFC 4180). */
function csvCells(line) {
    const cells = [];
    let cur = "";
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (quoted) {
            if (c === '"' && line[i + 1] === '"') {
                cur += '"';
                i++;
            }
            else if (c === '"')
                quoted = false;
            else
                cur += c;
        }
        else if (c === '"')
            quoted = true;
        else if (c === ",") {
            cells.push(cur);
            cur = "";
        }
        else
            cur += c;
    }
    cells.push(cur);
    return cells.map((x) => x.trim());
}
/**
 * A wide CSV as Prometheus and Grafana export it: the first column is the time (epoch s, ms or ISO),
 * every other column one series, named by its header cell under `label`. Empty cells are gaps.
 */
function parseSeriesCsv(text, label) {
    const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "" && !l.startsWith("#"));
    if (lines.length === 0)
        throw new EvidenceFormatError("empty CSV; expected a header row: time,<series>...");
    const header = csvCells(lines[0]);
    if (header.length < 2)
        throw new EvidenceFormatError("line 1: expected a time column and at least one series");
    const out = header.slice(1).map((h, i) => ({
        labels: { [label]: h || `column_${i + 2}` },
        points: [],
    }));
    lines.slice(1).forEach((line, i) => {
        const cells = csvCells(line);
        const t = parseTime(cells[0]);
        if (!Number.isFinite(t))
            throw new EvidenceFormatError(`line ${i + 2}: ${JSON.stringify(cells[0])} is not a time`);
        out.forEach((s, j) => {
            const cell = cells[j + 1];
            if (cell === undefined || cell === "")
                return;
            const v = Number(cell);
            if (Number.isFinite(v))
                s.points.push([t, v]);
        });
    });
    for (const s of out)
        s.points.sort((a, b) => a[0] - b[0]);
    return out;
}
/** A JSONL event log (slow queries: time, duration, statement digest); a line without a time is an error. */
function parseEventLog(text, f) {
    const out = [];
    for (const [line, value] of (0, jsonl_js_1.jsonLines)(text)) {
        if (value === jsonl_js_1.NOT_JSON)
            throw new EvidenceFormatError(`line ${line}: not JSON`);
        const o = (0, jsonl_js_1.fieldsOf)(value);
        const t = parseTime(o[f.time_field]);
        if (!Number.isFinite(t))
            throw new EvidenceFormatError(`line ${line}: no time in field ${f.time_field}`);
        const d = Number(o[f.duration_field]);
        const label = o[f.label_field];
        out.push({
            t,
            label: typeof label === "string" ? label : label == null ? "" : JSON.stringify(label),
            duration_ms: Number.isFinite(d) && o[f.duration_field] != null ? (f.duration_unit === "s" ? d * 1000 : d) : null,
        });
    }
    return out;
}


/***/ }),

/***/ 87953:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ruleSizes = ruleSizes;
exports.plannedGroups = plannedGroups;
exports.scenarioRuleSizes = scenarioRuleSizes;
const regression_js_1 = __webpack_require__(50446);
const regression_latency_js_1 = __webpack_require__(69349);
const regression_rate_js_1 = __webpack_require__(79549);
const figures_js_1 = __webpack_require__(39536);
const thresholds_js_1 = __webpack_require__(92800);
const comparisons_js_1 = __webpack_require__(38521);
const plan_js_1 = __webpack_require__(31641);
/** The tag of a same-job comparison's arms (src/scenario/load.ts ARM_TAG): `candidate`, `reference`. */
const ARM_TAG = "arm";
/** Selector keys only the run knows (a session's status, its stage): they narrow nothing here. */
const RUN_KEYS = new Set(["bucket", "status", "stage"]);
/** Gated sessions matching the selector: an upper bound where it names what only the run knows. */
function plannedFor(planned, selector) {
    const known = Object.entries(selector).filter(([k]) => !RUN_KEYS.has(k));
    let n = 0;
    for (const g of planned)
        if (known.every(([k, v]) => g.tags[k] === v))
            n += g.n;
    return n;
}
/** The smallest p a rate rule can reach at these sizes: every session of the run gone the wrong way. */
function extremeRateP(direction, n) {
    return direction === "decrease"
        ? (0, comparisons_js_1.twoProportionTest)(0, n, n, n, "less").p
        : (0, comparisons_js_1.twoProportionTest)(n, n, 0, n, "greater").p;
}
/** Sessions a side from which a rate rule's extreme outcome reaches `level` (bounded search). */
function rateNeeded(direction, level) {
    const most = 1000;
    for (let n = 1; n < most; n++)
        if (extremeRateP(direction, n) <= level)
            return n;
    return most;
}
/** Every gated rule, one per direction; advisory rules and rules the gate refuses left out. */
function draftRules(config) {
    const metrics = config.metrics && Object.keys(config.metrics).length > 0 ? config.metrics : regression_js_1.DEFAULT_REGRESSION_METRICS;
    const out = [];
    for (const [metric, rule] of Object.entries(metrics)) {
        if (rule.advisory === true)
            continue;
        let selector;
        try {
            selector = (0, thresholds_js_1.parseMetricKey)(metric).tags;
        }
        catch {
            continue; // the gate refuses it itself, as a failed check naming the syntax
        }
        const statistic = (0, regression_js_1.statisticOf)(metric, rule);
        for (const direction of ["increase", "decrease"]) {
            const raw = direction === "increase" ? rule.max_increase : rule.max_decrease;
            if (raw !== undefined)
                out.push({ metric, selector, statistic, direction, rule: (0, regression_js_1.ruleTextOf)(statistic, direction, raw) });
        }
    }
    return out;
}
/** The stored baseline's own sessions for the rule, as the gate counts them; null when it has none to count. */
function storedSize(b, d) {
    const { metric, tags } = (0, thresholds_js_1.parseMetricKey)(d.metric);
    if ((0, regression_js_1.isRateMetric)(d.metric))
        return (0, regression_rate_js_1.baselineProportion)(b, metric, tags).n;
    const side = (0, regression_latency_js_1.baselineLatency)(b, metric, tags);
    return "side" in side ? side.side.values.length : null;
}
/** A latency rule's minimum a side and why; a rate rule's at Bonferroni's share of α, the least closed testing gives it. */
function need(d, config, family) {
    const confidence = config.confidence ?? 0.95;
    if (d.statistic === "rate")
        return { needed: rateNeeded(d.direction, (1 - confidence) / Math.max(1, family)), why: "rate_extreme" };
    const minSamples = config.min_samples ?? regression_js_1.DEFAULT_MIN_SAMPLES;
    const minimum = (0, regression_latency_js_1.minimumFor)(d.statistic, minSamples);
    const closed = d.direction === "decrease" ? (0, regression_latency_js_1.closedBoundFrom)(d.statistic, confidence) : null;
    if (closed !== null && closed > minimum)
        return { needed: closed, why: "quantile_bound" };
    return { needed: minimum, why: minimum > minSamples ? "permutation_floor" : "min_samples" };
}
/**
 * Every gated regression rule (one per direction) with the sessions a side it needs and has. Rules
 * on metrics sampled per span or call, and plans whose schedule decides the count, are left out:
 * their sizes are known only once the run is.
 */
function ruleSizes(x) {
    const planned = x.planned;
    if (planned === null)
        return [];
    const drafts = draftRules(x.config);
    const arm = (name) => planned.filter((g) => g.tags[ARM_TAG] === name);
    const out = [];
    for (const d of drafts) {
        if (d.statistic !== "rate" && !(0, figures_js_1.isSessionMetric)((0, thresholds_js_1.parseMetricKey)(d.metric).metric))
            continue;
        const run = plannedFor(x.sameJob ? arm("candidate") : planned, d.selector);
        const stored = !x.sameJob && x.baseline !== null ? storedSize(x.baseline, d) : null;
        if (!x.sameJob && x.baseline !== null && stored === null)
            continue;
        const baseline = x.sameJob ? plannedFor(arm("reference"), d.selector) : (stored ?? run);
        const { needed, why } = need(d, x.config, drafts.length);
        const { metric, rule, statistic, direction } = d;
        const decides = Math.min(run, baseline) >= needed;
        out.push({
            metric,
            rule,
            statistic,
            direction,
            needed,
            why,
            run,
            baseline,
            stored: stored !== null,
            decides,
        });
    }
    return out;
}
/** The plan's gated sessions (warm-up left out) by their own tags: pair, agent, task and the pair's tags. */
function plannedGroups(plan) {
    const groups = new Map();
    for (const s of plan) {
        if (s.warmup)
            continue;
        const tags = { ...s.tags, pair: String(s.pair), agent: s.agent.name, task: s.taskName };
        const id = JSON.stringify(tags);
        const g = groups.get(id);
        if (g)
            g.n++;
        else
            groups.set(id, { tags, n: 1 });
    }
    return [...groups.values()];
}
/** The plan's sizes of every gated rule of a loaded scenario, against its stored baseline if any. */
function scenarioRuleSizes(loaded, baseline) {
    const { regression, load } = loaded.scenario;
    if (!regression)
        return [];
    const sameJob = regression.compare_with != null;
    // A schedule by time (ramp, rate, find_max) runs as many sessions as its clock allows.
    const planned = load.strategy === "fixed" ? plannedGroups((0, plan_js_1.sessionsOf)((0, plan_js_1.scenarioPlan)(loaded))) : null;
    return ruleSizes({ config: regression, planned, sameJob, baseline: sameJob ? null : baseline });
}


/***/ }),

/***/ 40011:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * Applies the scenario's load model to a plan. Each strategy decides when sessions start;
 * `runOne` runs a session to its end. Stage boundaries are written as events so stage reports
 * rebuild from events.jsonl.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.executeLoad = executeLoad;
const clock_js_1 = __webpack_require__(99373);
const find_max_js_1 = __webpack_require__(43482);
const fixed_js_1 = __webpack_require__(64066);
const ramp_js_1 = __webpack_require__(86750);
const rate_js_1 = __webpack_require__(44332);
const scheduler_js_1 = __webpack_require__(44597);
/** One row per `load.strategy`. */
const STRATEGIES = {
    fixed: fixed_js_1.runFixed,
    ramp: ramp_js_1.runRamp,
    find_max: find_max_js_1.runFindMax,
    rate: rate_js_1.runRate,
};
async function executeLoad(plan, ctx) {
    const clock = ctx.clock ?? clock_js_1.realClock;
    const t0 = clock.now();
    const warmupMs = ctx.load.warmup_sec * 1000;
    const pool = new scheduler_js_1.SessionPool(clock);
    const deps = {
        ctx,
        plan,
        pool,
        clock,
        start(s, stage, scheduled) {
            // Warm-up by time: sessions (scheduled to) start within the first warmup_sec seconds.
            const at = scheduled?.mono ?? clock.now();
            const warmup = s.warmup || at - t0 < warmupMs;
            const session = warmup === s.warmup ? s : { ...s, warmup };
            pool.start(session, () => ctx.runOne(session, { stage, scheduledAt: scheduled?.epoch ?? null }));
        },
        log(level, message) {
            ctx.write({ type: "log", t: clock.epoch(), level, message });
        },
    };
    try {
        await STRATEGIES[ctx.load.strategy](deps);
    }
    finally {
        // Whatever stopped the strategy, sessions already started run to their end.
        await pool.drain().catch(() => { });
    }
    await pool.drain();
}


/***/ }),

/***/ 43482:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * `find_max`: SLO-driven capacity search. Each stage runs `sessions` sessions at `concurrency`
 * (closed loop, drained before the next stage so every session of a stage ran at its level),
 * then `load.slo` is checked on that stage's sessions. The search stops at the first failing
 * stage; with `bisect: true` it then halves the gap between the last passing and the first
 * failing concurrency until they are adjacent. Without stages it doubles concurrency from
 * `load.concurrency` (default 1). The circuit breaker ends it on a stage's error rate alone.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.runFindMax = runFindMax;
const scheduler_js_1 = __webpack_require__(44597);
const stage_plan_js_1 = __webpack_require__(48992);
const stages_js_1 = __webpack_require__(41865);
async function runFindMax({ ctx, plan, pool, clock, start, log, }) {
    const { load } = ctx;
    const source = new scheduler_js_1.SessionSource(plan, { cycle: true, stride: ctx.planSize, max: load.max_sessions });
    const { probes } = (0, stage_plan_js_1.findMaxPlan)(load, plan.length);
    let stage = 0;
    let stopped = false;
    const runStage = async (concurrency, sessions, label) => {
        stage++;
        ctx.write({ type: "stage_start", t: clock.epoch(), stage, concurrency, label });
        const r = await (0, scheduler_js_1.fillClosedLoop)(source, pool, (s) => start(s, stage), {
            concurrency,
            sessions,
            signal: ctx.signal,
            shouldStop: ctx.shouldStop,
        });
        await pool.drain();
        ctx.write({ type: "stage_end", t: clock.epoch(), stage, concurrency, label });
        stopped = r.stopped || source.exhausted();
        const snapshot = ctx.snapshot?.();
        const v = snapshot
            ? (0, stages_js_1.evaluateStage)(snapshot, stage, load)
            : { slo: null, breaching_metric: null, error_rate: 0, sessions: r.started };
        log("info", `find_max stage ${stage} (${label}) at concurrency ${concurrency}: ${v.sessions} sessions, SLO ${v.slo ?? "none"}${v.breaching_metric ? ` (breached: ${v.breaching_metric})` : ""}, error rate ${v.error_rate.toFixed(3)}`);
        return v;
    };
    // A stage passes when it holds the SLO (if any) and stays under the circuit breaker.
    const passes = (v) => v.sessions > 0 && v.slo !== "fail";
    let lastPass = 0;
    let firstFail = null;
    let breaching = null;
    let failSessions = plan.length;
    for (const p of probes) {
        if (stopped || ctx.signal.aborted)
            break;
        const sessions = p.sessions;
        const v = await runStage(p.concurrency, sessions, "probe");
        if (passes(v)) {
            lastPass = p.concurrency;
            continue;
        }
        firstFail = p.concurrency;
        failSessions = sessions;
        breaching = v.breaching_metric;
        if (breaching === "error_rate") {
            log("warn", `circuit breaker: error rate ${v.error_rate.toFixed(3)} > ${load.circuit_breaker_error_rate}`);
        }
        break;
    }
    if (load.bisect && firstFail !== null) {
        while (!stopped && !ctx.signal.aborted && firstFail - lastPass > 1) {
            const mid = Math.floor((lastPass + firstFail) / 2);
            const v = await runStage(mid, failSessions, "bisect");
            if (passes(v))
                lastPass = mid;
            else {
                firstFail = mid;
                breaching = v.breaching_metric ?? breaching;
            }
        }
    }
    log("info", firstFail === null
        ? `find_max: every stage held; max sustainable concurrency >= ${lastPass}`
        : `find_max: max sustainable concurrency ${lastPass || "none"}; ${firstFail} breached ${breaching ?? "the SLO"}`);
    return { lastPass, firstFail, breaching, stages: stage };
}


/***/ }),

/***/ 64066:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.runFixed = runFixed;
/** `fixed`: a closed loop over the plan, the next session starting as one ends. */
const scheduler_js_1 = __webpack_require__(44597);
/** Concurrency is min(sum of the pairs' n_concurrent, load.concurrency). */
async function runFixed({ ctx, plan, pool, start }) {
    const sumPairs = [...ctx.pairLimits.values()].reduce((a, b) => a + b, 0);
    const concurrency = Math.min(sumPairs || 1, ctx.load.concurrency ?? Number.POSITIVE_INFINITY);
    const source = new scheduler_js_1.SessionSource(plan, { max: ctx.load.max_sessions });
    await (0, scheduler_js_1.fillClosedLoop)(source, pool, (s) => start(s, null), {
        concurrency,
        pairLimits: ctx.pairLimits,
        signal: ctx.signal,
        shouldStop: ctx.shouldStop,
    });
}


/***/ }),

/***/ 31641:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * Plans a run: which sessions, in which order, with which agent and task. Pure and deterministic,
 * so shards of the same plan partition it exactly and a rerun plans the same sessions.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parseShard = parseShard;
exports.sessionPlan = sessionPlan;
exports.sessionsOf = sessionsOf;
exports.planSessions = planSessions;
exports.scenarioPlan = scenarioPlan;
exports.seededPermutation = seededPermutation;
exports.weightedCounts = weightedCounts;
exports.cycled = cycled;
const limits_js_1 = __webpack_require__(30351);
const rng_js_1 = __webpack_require__(41342);
function parseShard(s) {
    const m = /^(\d+)\/(\d+)$/.exec(s.trim());
    const index = m ? Number(m[1]) : Number.NaN;
    const count = m ? Number(m[2]) : Number.NaN;
    if (!m || count < 1 || index < 1 || index > count) {
        throw new Error(`shard must be i/n with 1 <= i <= n, got "${s}"`);
    }
    if (count > (0, limits_js_1.limit)("shards"))
        throw new Error(`shard i/n: at most ${(0, limits_js_1.limit)("shards")} shards (see Limits)`);
    return { index, count };
}
const slug = (s) => s
    .replace(/^.*\//, "")
    .replace(/[^a-zA-Z0-9._-]+/g, "-")
    .slice(0, 40) || "session";
const sessionId = (index, taskName) => `${String(index).padStart(4, "0")}-${slug(taskName)}`;
/**
 * Sequential mix: pairs take turns (round-robin) so a multi-agent run interleaves its agents in
 * time; within a pair, sessions cycle through its tasks in order.
 *
 * Weighted mix: the plan has as many sessions as the pairs' `sessions` add up to, split between
 * pairs in proportion to `weight` (largest remainder, so the split is exact to one session) and
 * put in a seeded random order (a seeded permutation of positions, computed per position). The
 * whole plan is ordered before sharding, so shards partition it.
 */
function sessionPlan(pairs, opts = {}) {
    const total = pairs.reduce((a, p) => a + p.sessions, 0);
    const slot = opts.mix === "weighted" ? weightedSlots(pairs, total, opts.seed ?? 1) : roundRobinSlots(pairs);
    const make = (index) => {
        const { pair: p, k } = slot(index);
        const task = p.tasks.length > 0 ? p.tasks[k % p.tasks.length] : undefined;
        const taskName = task?.name ?? p.journey?.name ?? p.tags.scenario ?? `pair-${p.index}`;
        return {
            id: sessionId(index, taskName),
            index,
            pair: p.index,
            agent: p.agent,
            task,
            taskName,
            tags: p.tags,
            warmup: index < (opts.warmupSessions ?? 0),
        };
    };
    const shard = opts.shard;
    const length = shard ? Math.max(0, Math.floor((total - shard.index) / shard.count) + 1) : total;
    const position = (i) => (shard ? i * shard.count + shard.index - 1 : i);
    return {
        length: Math.min(length, total),
        at: (i) => (Number.isInteger(i) && i >= 0 && i < Math.min(length, total) ? make(position(i)) : undefined),
    };
}
/** Every session of a plan, in order (for plans known to be small: tests, listings). */
function* sessionsOf(plan) {
    for (let i = 0; i < plan.length; i++)
        yield plan.at(i);
}
/** The plan as an array: what tests and small callers read. */
function planSessions(pairs, opts = {}) {
    return [...sessionsOf(sessionPlan(pairs, opts))];
}
/** The plan of a scenario (or of one shard of it): what `run` executes and what `merge` checks shards against. */
function scenarioPlan(loaded, shard) {
    const { load } = loaded.scenario;
    return sessionPlan(loaded.pairs, {
        warmupSessions: load.warmup_sessions,
        mix: load.mix,
        seed: load.seed,
        shard,
    });
}
/**
 * Round r of the round-robin gives one session to every pair with more than r sessions, in pair
 * order. Rounds between two distinct session counts have the same pairs: one segment each.
 */
function roundRobinSlots(pairs) {
    const levels = [...new Set(pairs.map((p) => p.sessions).filter((n) => n > 0))].sort((a, b) => a - b);
    const segments = [];
    let start = 0;
    let lo = 0;
    for (const hi of levels) {
        const active = pairs.filter((p) => p.sessions >= hi);
        segments.push({ start, lo, active });
        start += (hi - lo) * active.length;
        lo = hi;
    }
    return (index) => {
        let seg = segments[0];
        for (const s of segments)
            if (s.start <= index)
                seg = s;
        const o = index - seg.start;
        return { pair: seg.active[o % seg.active.length], k: seg.lo + Math.floor(o / seg.active.length) };
    };
}
/** Pair of every plan position: counts exact to the weights, positions permuted by a seeded bijection. */
function weightedSlots(pairs, total, seed) {
    const counts = weightedCounts(pairs.map((p) => p.weight), total);
    const starts = [];
    let acc = 0;
    for (const c of counts) {
        starts.push(acc);
        acc += c;
    }
    const permute = seededPermutation(total, seed);
    return (index) => {
        const slot = permute(index);
        // The last pair whose range starts at or before the slot (and holds sessions).
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
            const mid = Math.ceil((lo + hi) / 2);
            if (starts[mid] <= slot)
                lo = mid;
            else
                hi = mid - 1;
        }
        while (counts[lo] === 0)
            lo--;
        return { pair: pairs[lo], k: slot - starts[lo] };
    };
}
/**
 * A seeded bijection of [0, n): a four-round Feistel network on the smallest even-bit domain that
 * holds n, walked until it lands inside (fewer than four steps on average). O(1) memory for any n.
 */
function seededPermutation(n, seed) {
    let bits = 2;
    while (2 ** bits < n)
        bits += 2;
    const half = bits / 2;
    const mask = 2 ** half - 1;
    const rand = (0, rng_js_1.mulberry32)(seed);
    const keys = [0, 1, 2, 3].map(() => Math.floor(rand() * 2 ** 32) >>> 0);
    const round = (x, key) => {
        let h = Math.imul(x ^ key, 0x9e3779b1) >>> 0;
        h = Math.imul(h ^ (h >>> 15), 0x85ebca6b) >>> 0;
        return (h ^ (h >>> 13)) & mask;
    };
    const once = (x) => {
        let l = Math.floor(x / 2 ** half);
        let r = x % 2 ** half;
        for (const key of keys)
            [l, r] = [r, (l ^ round(r, key)) & mask];
        return l * 2 ** half + r;
    };
    return (i) => {
        let x = once(i);
        while (x >= n)
            x = once(x);
        return x;
    };
}
/** Splits `total` in proportion to `weights`: floors first, then the largest remainders (ties: first). */
function weightedCounts(weights, total) {
    const sum = weights.reduce((a, b) => a + b, 0);
    const exact = weights.map((w) => (sum > 0 ? (w / sum) * total : 0));
    const counts = exact.map(Math.floor);
    let left = total - counts.reduce((a, b) => a + b, 0);
    const byRemainder = exact
        .map((x, i) => [x - Math.floor(x), i])
        .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
    for (const [, i] of byRemainder) {
        if (left <= 0)
            break;
        counts[i]++;
        left--;
    }
    return counts;
}
/**
 * The same planned session on a later pass through the plan (time-based strategies keep cycling).
 * `stride` is the size of the whole, unsharded plan, so cycled ids stay unique across shards.
 */
function cycled(s, cycle, stride) {
    if (cycle === 0)
        return s;
    const index = cycle * stride + s.index;
    return { ...s, index, id: sessionId(index, s.taskName), warmup: false };
}


/***/ }),

/***/ 86750:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.runRamp = runRamp;
/**
 * `ramp`: a closed loop whose concurrency follows the stages, up and down. A stage with `hold_sec`
 * lasts that long, sessions starting (cycling through the plan, at most `max_sessions`) until it
 * ends; one with `sessions` instead starts that many. Sessions in flight at a stage change run to
 * their end and keep the stage they started in. The circuit breaker stops further stages once a
 * stage's error rate goes over `circuit_breaker_error_rate`.
 */
const scheduler_js_1 = __webpack_require__(44597);
const stages_js_1 = __webpack_require__(41865);
async function runRamp({ ctx, plan, pool, clock, start, log }) {
    const { load } = ctx;
    const stages = load.stages ?? [{ concurrency: load.concurrency ?? 1 }];
    const source = new scheduler_js_1.SessionSource(plan, { cycle: true, stride: ctx.planSize, max: load.max_sessions });
    for (const [i, st] of stages.entries()) {
        const stage = i + 1;
        ctx.write({ type: "stage_start", t: clock.epoch(), stage, concurrency: st.concurrency, label: "ramp" });
        const timed = st.hold_sec !== undefined;
        const until = timed ? clock.now() + st.hold_sec * 1000 : undefined;
        const r = await (0, scheduler_js_1.fillClosedLoop)(source, pool, (s) => start(s, stage), {
            concurrency: st.concurrency,
            signal: ctx.signal,
            shouldStop: ctx.shouldStop,
            until,
            sessions: timed ? undefined : (st.sessions ?? plan.length),
        });
        // A stage by session count lasts until its sessions are done.
        if (!timed)
            await pool.drain();
        // Out of sessions before the schedule's end: a stage cut short, or stages never run.
        const cutShort = until !== undefined && clock.now() < until - 100;
        if (!r.stopped && source.exhausted() && (i < stages.length - 1 || cutShort)) {
            log("warn", `ramp stops ${cutShort ? "during" : "after"} stage ${stage}: max_sessions (${load.max_sessions}) reached; raise it to hold every stage`);
        }
        ctx.write({ type: "stage_end", t: clock.epoch(), stage, concurrency: st.concurrency, label: "ramp" });
        if (r.stopped || source.exhausted())
            break;
        const snapshot = ctx.snapshot?.();
        if (snapshot) {
            const v = (0, stages_js_1.evaluateStage)(snapshot, stage, load);
            if (v.sessions > 0 && v.error_rate > load.circuit_breaker_error_rate) {
                log("warn", `circuit breaker: stage ${stage} (concurrency ${st.concurrency}) error rate ${v.error_rate.toFixed(3)} > ${load.circuit_breaker_error_rate}; no further stages`);
                break;
            }
        }
    }
}


/***/ }),

/***/ 44332:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * `rate`: open loop. Arrivals are precomputed (constant gaps, or seeded exponential gaps rescaled
 * so their total is exact) and each session is dispatched against its absolute deadline on the
 * monotonic clock, whether or not earlier sessions ended: a slow target cannot slow the load
 * down, so latency under load is not understated (coordinated omission). `max_in_flight` caps the
 * sessions in flight; a session that waits for a slot keeps its scheduled time, so the wait shows
 * in `e2e_sched_ms` and `schedule_lag_ms`. Stages with a `rate` each hold their rate for `hold_sec`.
 * Pair `n_concurrent` caps do not apply: the arrival rate is the load.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.arrivals = arrivals;
exports.arrivalSchedule = arrivalSchedule;
exports.rateSegments = rateSegments;
exports.runRate = runRate;
const rng_js_1 = __webpack_require__(41342);
const scheduler_js_1 = __webpack_require__(44597);
/**
 * The whole run's arrivals, made one at a time. Each segment gets round(rate × duration) arrivals;
 * the first at the segment's start. Poisson gaps are drawn from one seeded PRNG and rescaled so the
 * segment offers exactly its rate (seed-to-seed drift in offered load removed, as vLLM does): a
 * second PRNG of the same seed runs ahead to sum a segment's gaps, so nothing is held per arrival.
 */
function* arrivals(segments, opts) {
    const rand = (0, rng_js_1.mulberry32)(opts.seed);
    const ahead = (0, rng_js_1.mulberry32)(opts.seed);
    const gap = (r) => -Math.log(1 - r());
    let offset = 0;
    for (const seg of segments) {
        const n = Math.max(0, Math.round(seg.rate * seg.durationSec));
        const span = (n / seg.rate) * 1000;
        let scale = 1000 / seg.rate;
        if (opts.arrival === "poisson") {
            let sum = 0;
            for (let i = 0; i < n; i++)
                sum += gap(ahead);
            scale = span / (sum || 1);
        }
        let t = offset;
        for (let i = 0; i < n; i++) {
            yield { at: t, stage: seg.stage };
            t += opts.arrival === "poisson" ? gap(rand) * scale : scale;
        }
        offset += seg.durationSec * 1000;
    }
}
/** Every arrival at once, for tests and small schedules. */
function arrivalSchedule(segments, opts) {
    return [...arrivals(segments, opts)];
}
/** How many arrivals the segments offer. */
const arrivalCount = (segments) => segments.reduce((a, seg) => a + Math.max(0, Math.round(seg.rate * seg.durationSec)), 0);
/** Lags kept for the p99: a seeded reservoir, so a long schedule keeps a bounded sample. */
const LAG_SAMPLE = 10_000;
/** Segments of a rate scenario; rates are split between shards so their union offers the target. */
function rateSegments(load, planLength, shardCount = 1) {
    const staged = load.stages?.every((st) => st.rate !== undefined) ? load.stages : null;
    if (staged) {
        return staged.map((st, i) => ({
            rate: st.rate / shardCount,
            durationSec: st.hold_sec ?? load.duration_sec ?? (st.sessions ?? planLength) / st.rate,
            stage: i + 1,
        }));
    }
    const rate = (load.rate ?? 1) / shardCount;
    // Without a duration the plan is offered once at the rate.
    return [{ rate, durationSec: load.duration_sec ?? planLength / rate, stage: null }];
}
async function runRate({ ctx, plan, pool, clock, start, log }) {
    const { load } = ctx;
    const segments = rateSegments(load, plan.length, ctx.shard?.count ?? 1);
    const schedule = arrivals(segments, { arrival: load.arrival, seed: load.seed });
    const source = new scheduler_js_1.SessionSource(plan, { cycle: true, stride: ctx.planSize, max: load.max_sessions });
    const cap = load.max_in_flight ?? Number.POSITIVE_INFINITY;
    const lags = [];
    const pick = (0, rng_js_1.mulberry32)(load.seed + 1);
    let lagsSeen = 0;
    const keepLag = (lag) => {
        lagsSeen++;
        if (lags.length < LAG_SAMPLE)
            lags.push(lag);
        else {
            const j = Math.floor(pick() * lagsSeen);
            if (j < LAG_SAMPLE)
                lags[j] = lag;
        }
    };
    let queued = 0;
    let dispatched = 0;
    let stage = null;
    const stageConcurrency = load.max_in_flight ?? 0;
    const closeStage = () => {
        if (stage !== null)
            ctx.write({ type: "stage_end", t: clock.epoch(), stage, concurrency: stageConcurrency, label: "rate" });
    };
    const t0 = clock.now();
    let complete = true;
    for (const a of schedule) {
        const due = t0 + a.at;
        while (clock.now() < due && !ctx.signal.aborted)
            await sleepUntil(clock, due, ctx.signal);
        if (ctx.signal.aborted || ctx.shouldStop?.()) {
            complete = false;
            break;
        }
        if (a.stage !== stage) {
            closeStage();
            stage = a.stage;
            if (stage !== null) {
                ctx.write({
                    type: "stage_start",
                    t: clock.epoch(),
                    stage,
                    concurrency: stageConcurrency,
                    label: "rate",
                });
            }
        }
        keepLag(clock.now() - due);
        if (pool.size >= cap) {
            queued++;
            while (pool.size >= cap && !ctx.signal.aborted)
                await pool.waitAny({ signal: ctx.signal });
            if (ctx.signal.aborted) {
                complete = false;
                break;
            }
        }
        const s = source.take();
        if (!s) {
            log("warn", `rate: max_sessions (${load.max_sessions}) reached after ${dispatched} arrivals`);
            complete = false;
            break;
        }
        dispatched++;
        // The scheduled time on the wall clock, taken now so it shares clock.epoch()'s clock with the start.
        start(s, a.stage, { mono: due, epoch: clock.epoch() - (clock.now() - due) });
    }
    // The schedule lasts its full duration even when its last arrival came earlier.
    const end = t0 + segments.reduce((a, seg) => a + seg.durationSec * 1000, 0);
    while (complete && clock.now() < end && !ctx.signal.aborted)
        await sleepUntil(clock, end, ctx.signal);
    closeStage();
    await pool.drain();
    lags.sort((a, b) => a - b);
    const stats = {
        arrivals: arrivalCount(segments),
        dispatched,
        lagP99Ms: lags.length ? lags[Math.min(lags.length - 1, Math.ceil(0.99 * lags.length) - 1)] : 0,
        queued,
    };
    log("info", `rate: ${stats.dispatched} of ${stats.arrivals} arrivals dispatched; generator lag p99 ${stats.lagP99Ms.toFixed(1)} ms; ${queued} waited for max_in_flight`);
    return stats;
}
/** Sleeps until the monotonic deadline (or abort). */
function sleepUntil(clock, deadline, signal) {
    return clock.sleep(Math.max(0, Math.ceil(deadline - clock.now())), signal);
}


/***/ }),

/***/ 44597:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SessionPool = exports.SessionSource = void 0;
exports.fillClosedLoop = fillClosedLoop;
/**
 * The parts every load model shares: a source of sessions (the plan, cycled when a strategy runs by
 * time), a pool that keeps track of sessions in flight, and the closed loop that keeps the pool
 * filled. Knows nothing about runtimes: it calls `runOne` and waits.
 */
const clock_js_1 = __webpack_require__(99373);
const plan_js_1 = __webpack_require__(31641);
/** Sessions a per-pair cap may pass over while it looks for a startable one: the look-ahead is bounded. */
const LOOK_AHEAD = 1024;
/**
 * Hands out planned sessions in plan order, reading the plan by position (never copying it); with
 * `cycle`, starts the plan over when it runs out. A session a pair cap passes over waits, in order,
 * in a bounded look-ahead; a pass ends only when every session of it was taken.
 */
class SessionSource {
    plan;
    opts;
    /** Next position of the current pass. */
    next = 0;
    cycle = 0;
    taken = 0;
    /** Sessions of this pass passed over (their pair at its cap), in plan order. */
    skipped = [];
    stride;
    constructor(plan, opts = {}) {
        this.plan = plan;
        this.opts = opts;
        this.stride = opts.stride ?? plan.length;
    }
    get started() {
        return this.taken;
    }
    /** The first session `ok` accepts (per-pair caps), or null: none startable now, or none left. */
    take(ok = () => true) {
        if (this.exhausted())
            return null;
        if (this.next >= this.plan.length && this.skipped.length === 0)
            this.refill();
        const i = this.skipped.findIndex(ok);
        if (i >= 0)
            return this.hand(this.skipped.splice(i, 1)[0]);
        while (this.next < this.plan.length && this.skipped.length < LOOK_AHEAD) {
            const s = (0, plan_js_1.cycled)(this.plan.at(this.next++), this.cycle, this.stride);
            if (ok(s))
                return this.hand(s);
            this.skipped.push(s);
        }
        return null;
    }
    exhausted() {
        if (this.taken >= (this.opts.max ?? Number.POSITIVE_INFINITY))
            return true;
        const passDone = this.next >= this.plan.length && this.skipped.length === 0;
        return passDone && !(this.opts.cycle && this.plan.length > 0);
    }
    hand(s) {
        this.taken++;
        return s;
    }
    refill() {
        if (!this.opts.cycle || this.plan.length === 0)
            return;
        this.cycle++;
        this.next = 0;
    }
}
exports.SessionSource = SessionSource;
/** Sessions in flight, counted overall and per pair; wakes waiters whenever one ends. */
class SessionPool {
    clock;
    running = new Set();
    perPair = new Map();
    waiters = new Set();
    failure = null;
    constructor(clock = clock_js_1.realClock) {
        this.clock = clock;
    }
    get size() {
        return this.running.size;
    }
    inFlight(pair) {
        return this.perPair.get(pair) ?? 0;
    }
    start(s, run) {
        this.perPair.set(s.pair, this.inFlight(s.pair) + 1);
        const p = run()
            .catch((e) => {
            this.failure ??= e;
        })
            .finally(() => {
            this.perPair.set(s.pair, this.inFlight(s.pair) - 1);
            this.running.delete(p);
            for (const w of [...this.waiters])
                w();
        });
        this.running.add(p);
    }
    /**
     * Resolves when a session ends, the monotonic time `until` passes, or `signal` aborts; throws
     * what a session threw (the runtime lost its infrastructure).
     */
    async waitAny(opts = {}) {
        this.throwIfFailed();
        if (opts.signal?.aborted)
            return;
        if (this.running.size === 0 && opts.until === undefined)
            return;
        // Whichever comes first (a session's end, the deadline, the abort) cancels the others.
        const wake = new AbortController();
        const stop = () => wake.abort();
        opts.signal?.addEventListener("abort", stop, { once: true });
        const ended = new Promise((resolve) => {
            const done = () => {
                this.waiters.delete(done);
                resolve();
            };
            this.waiters.add(done);
            wake.signal.addEventListener("abort", done, { once: true });
        });
        const deadline = opts.until === undefined
            ? null
            : this.clock.sleep(Math.max(0, opts.until - this.clock.now()), wake.signal);
        await Promise.race(deadline ? [ended, deadline] : [ended]);
        stop();
        opts.signal?.removeEventListener("abort", stop);
        this.throwIfFailed();
    }
    async drain() {
        while (this.running.size > 0)
            await Promise.all([...this.running]);
        this.throwIfFailed();
    }
    throwIfFailed() {
        if (this.failure !== null)
            throw this.failure;
    }
}
exports.SessionPool = SessionPool;
/**
 * Keeps up to `concurrency` sessions in the pool until the source runs dry, the count or the
 * deadline is reached, or the run is stopped. Does not wait for the sessions it started.
 */
async function fillClosedLoop(source, pool, start, opts) {
    const limit = Math.max(1, opts.concurrency);
    const caps = opts.pairLimits;
    const startable = (s) => !caps || pool.inFlight(s.pair) < (caps.get(s.pair) ?? Number.POSITIVE_INFINITY);
    let started = 0;
    for (;;) {
        if (opts.signal.aborted || opts.shouldStop?.())
            return { started, stopped: true };
        if (opts.until !== undefined && pool.clock.now() >= opts.until)
            break;
        if (started >= (opts.sessions ?? Number.POSITIVE_INFINITY) || source.exhausted())
            break;
        const s = pool.size < limit ? source.take(startable) : null;
        if (!s) {
            await pool.waitAny({ until: opts.until, signal: opts.signal });
            continue;
        }
        started++;
        start(s);
    }
    return { started, stopped: false };
}


/***/ }),

/***/ 48992:
/***/ ((__unused_webpack_module, exports) => {


/**
 * find_max's stages as planned, before anything runs: the probes it may run (it stops at the first
 * breach) and the most stages bisection may add after them. The startup line, `validate` and the
 * live progress all say it from here, so none counts a bisection stage past the plan.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MAX_DOUBLINGS = void 0;
exports.findMaxPlan = findMaxPlan;
/** Doubling probes tried when a find_max scenario lists no stages. */
exports.MAX_DOUBLINGS = 12;
function findMaxPlan(load, planSize) {
    const base = load.concurrency ?? 1;
    const listed = load.stages ?? Array.from({ length: exports.MAX_DOUBLINGS }, (_, i) => ({ concurrency: base * 2 ** i }));
    // A stage needs enough sessions to load every slot a few times.
    const probes = listed.map((p) => ({
        concurrency: p.concurrency,
        sessions: p.sessions ?? Math.max(planSize, 4 * p.concurrency),
    }));
    // Bisection halves the gap between the last probe that held (0 before the first) and the first
    // that broke, until they are adjacent: ceil(log2(gap)) stages for the widest such gap.
    let bisect = 0;
    let worst = 0;
    if (load.bisect) {
        probes.forEach((p, i) => {
            const gap = p.concurrency - (i === 0 ? 0 : probes[i - 1].concurrency);
            const steps = gap > 1 ? Math.ceil(Math.log2(gap)) : 0;
            if (steps > bisect)
                bisect = steps;
            if (steps > 0)
                worst = Math.max(worst, p.sessions);
        });
    }
    const total = probes.reduce((a, p) => a + p.sessions, 0) + bisect * worst;
    return { probes, bisect, sessions: load.max_sessions ? Math.min(load.max_sessions, total) : total };
}


/***/ }),

/***/ 82943:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.cpuPercent = cpuPercent;
exports.sampleHost = sampleHost;
/**
 * Samples the host's CPU and memory while a run is under way, as resource events without a session:
 * the runner itself is part of what a load test measures (a saturated runner explains slow sessions).
 */
const node_os_1 = __webpack_require__(48161);
function cpuTimes() {
    let busy = 0;
    let total = 0;
    for (const c of (0, node_os_1.cpus)()) {
        const t = c.times;
        const all = t.user + t.nice + t.sys + t.idle + t.irq;
        busy += all - t.idle;
        total += all;
    }
    return { busy, total };
}
/** CPU use between two readings, as a percentage of all cores (100 = every core busy). */
function cpuPercent(a, b) {
    const total = b.total - a.total;
    return total <= 0 ? 0 : Math.round(((b.busy - a.busy) / total) * 1000) / 10;
}
/** Starts sampling every `intervalMs`; the returned function stops it. */
function sampleHost(intervalMs, write) {
    if (intervalMs <= 0)
        return () => { };
    let last = cpuTimes();
    const timer = setInterval(() => {
        const now = cpuTimes();
        write({
            type: "resource",
            t: Date.now(),
            session: null,
            cpu_pct: cpuPercent(last, now),
            mem_bytes: (0, node_os_1.totalmem)() - (0, node_os_1.freemem)(),
            mem_limit_bytes: (0, node_os_1.totalmem)(),
        });
        last = now;
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
}


/***/ }),

/***/ 62171:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RESIZE_SETTLE_MS = exports.CLEAR_LINE = exports.DEFAULT_INTERVAL_MS = exports.PROGRESS_MODES = void 0;
exports.startProgress = startProgress;
exports.lineWidth = lineWidth;
const progress_js_1 = __webpack_require__(18991);
const terminal_js_1 = __webpack_require__(65459);
exports.PROGRESS_MODES = ["off", "plain", "tty"];
/** Plain lines in CI logs and files every 10 s; a terminal line redrawn every second. */
exports.DEFAULT_INTERVAL_MS = {
    plain: 10_000,
    tty: 1_000,
};
/** Erase the terminal line, so a log line or the next redraw starts clean. */
exports.CLEAR_LINE = "\r\x1b[2K";
/** A resize settles this long before the line is redrawn: dragging a window's edge sends many. */
exports.RESIZE_SETTLE_MS = 150;
function startProgress(view, opts, now = Date.now) {
    if (!opts || opts.mode === "off")
        return { stop() { } };
    const mode = opts.mode;
    const interval = Math.max(100, opts.intervalMs ?? exports.DEFAULT_INTERVAL_MS[mode]);
    // Stage changes are seen by polling the same cheap view; a second is soon enough for a new stage.
    const poll = Math.min(1000, interval);
    let last = now();
    let stages = view().stagesSeen;
    const tty = ttyLine(opts);
    const print = (final = false) => {
        last = now();
        const state = (0, progress_js_1.progressState)(view(), last, final);
        if (mode === "plain")
            opts.write(`${(0, progress_js_1.formatProgress)(state)}\n`);
        else
            tty.draw((width) => (0, progress_js_1.formatProgress)(state, width));
    };
    opts.open?.();
    const offResize = mode === "tty" ? tty.watchResize(() => print()) : undefined;
    const timer = setInterval(() => {
        const v = view();
        if (tty.resizing())
            return;
        if (v.stagesSeen !== stages) {
            stages = v.stagesSeen;
            print();
        }
        else if (now() - last >= interval - poll / 2)
            print();
    }, poll);
    // A progress timer must never keep the process alive.
    timer.unref();
    return {
        stop() {
            clearInterval(timer);
            offResize?.();
            // The last state stays on its own line above the verdict, with the run's figures: a run shorter
            // than the interval says it too.
            print(true);
            if (mode === "tty")
                opts.write("\n");
            opts.close?.();
        },
    };
}
/**
 * The one line redrawn in place, never wider than the terminal. After the terminal narrowed under it,
 * a terminal that reflows has put the old line on two rows, and erasing the last would leave a
 * half-line: the new line starts on a row of its own below it instead.
 */
function ttyLine(opts) {
    let drawn = 0;
    let fresh = false;
    let settling = null;
    const settle = () => {
        const columns = opts.columns?.();
        if (columns && drawn >= columns)
            fresh = true;
    };
    return {
        draw(render) {
            if (settling) {
                clearTimeout(settling);
                settling = null;
                settle();
            }
            const line = render(lineWidth(opts.columns?.()));
            opts.write(`${fresh ? "\n" : ""}${exports.CLEAR_LINE}${line}`);
            fresh = false;
            drawn = (0, terminal_js_1.displayWidth)(line);
        },
        resizing: () => settling != null,
        watchResize(redraw) {
            const off = opts.onResize?.(() => {
                if (settling)
                    clearTimeout(settling);
                settling = setTimeout(redraw, exports.RESIZE_SETTLE_MS);
                settling.unref?.();
            });
            return () => {
                off?.();
                if (settling)
                    clearTimeout(settling);
            };
        },
    };
}
/**
 * The columns a redrawn line may take: one less than the terminal's, so the cursor never rests in
 * the last column (where some terminals wrap at once).
 */
function lineWidth(columns) {
    return columns && columns > 1 ? columns - 1 : undefined;
}


/***/ }),

/***/ 67990:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.shownUrl = shownUrl;
exports.prometheusClient = prometheusClient;
/**
 * The target's Prometheus, read-only: only the query API (`/api/v1/query`, `/api/v1/query_range`) is
 * called, each with a bounded timeout. Failures are errors with a one-line reason, never with headers.
 */
const files_js_1 = __webpack_require__(17850);
/** The URL as messages show it: no user:password part, no query string. */
function shownUrl(url) {
    try {
        const u = new URL(url);
        return `${u.protocol}//${u.host}${u.pathname.replace(/\/$/, "")}`;
    }
    catch {
        return "(invalid URL)";
    }
}
function prometheusClient(baseUrl, headers, timeoutMs) {
    // fetch refuses a URL with user:password (and echoes it); send them as Basic auth instead.
    const parsed = new URL(baseUrl);
    const auth = parsed.username || parsed.password
        ? `Basic ${Buffer.from(`${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`).toString("base64")}`
        : null;
    parsed.username = "";
    parsed.password = "";
    const base = parsed.toString().replace(/\/+$/, "");
    const sent = auth && !Object.keys(headers).some((h) => h.toLowerCase() === "authorization")
        ? { ...headers, Authorization: auth }
        : headers;
    const get = async (path, params, keep) => {
        const url = `${base}${path}?${new URLSearchParams(params)}`;
        let res;
        try {
            res = await fetch(url, { headers: sent, signal: AbortSignal.timeout(timeoutMs), redirect: "error" });
        }
        catch (e) {
            const err = e;
            const why = err.name === "TimeoutError"
                ? `no answer within ${timeoutMs} ms`
                : causeOf(err).replaceAll(url, "(query URL)");
            throw new Error(`${shownUrl(baseUrl)}: ${why}`);
        }
        const text = await res.text();
        let body;
        try {
            body = JSON.parse(text);
        }
        catch {
            throw new Error(`${shownUrl(baseUrl)}: HTTP ${res.status}, not a Prometheus API answer`);
        }
        if (!res.ok) {
            const msg = body?.error;
            throw new Error(`${shownUrl(baseUrl)}: HTTP ${res.status}${msg ? `: ${msg}` : ""}`);
        }
        return (0, files_js_1.parsePromResult)(body, keep);
    };
    const sec = (ms) => (ms / 1000).toFixed(3);
    return {
        instant: (promql, at, keep) => get("/api/v1/query", { query: promql, time: sec(at) }, keep),
        range: (promql, from, to, stepSec, keep) => get("/api/v1/query_range", { query: promql, start: sec(from), end: sec(to), step: String(stepSec) }, keep),
    };
}
function causeOf(e) {
    const cause = e.cause;
    return cause?.code ?? cause?.message ?? e.message;
}


/***/ }),

/***/ 34981:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.scrubDir = scrubDir;
exports.listFiles = listFiles;
/**
 * What agents and services wrote themselves (logs, spans, trajectories, gzip files in the run
 * directory) is scrubbed of secret values with the one redactor; events are masked as they are written.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const secrets_js_1 = __webpack_require__(27194);
/**
 * Rewrites files under `dir` that hold a secret (as bytes: logs need not be UTF-8; .gz unpacked);
 * returns the paths it changed. `skip` names files already masked as written.
 */
function scrubDir(dir, secrets, skip = new Set()) {
    const redact = typeof secrets === "function" ? secrets : (0, secrets_js_1.makeRedactor)(secrets);
    const changed = [];
    for (const rel of listFiles(dir)) {
        if (skip.has(rel))
            continue;
        const file = (0, node_path_1.join)(dir, rel);
        const masked = (0, secrets_js_1.redactFile)(redact, rel, (0, node_fs_1.readFileSync)(file));
        if (masked) {
            (0, node_fs_1.writeFileSync)(file, masked);
            changed.push(rel);
        }
    }
    return changed;
}
/** Regular files under `dir`, relative, symlinks not followed. */
function listFiles(dir) {
    if (!(0, node_fs_1.existsSync)(dir))
        return [];
    return (0, node_fs_1.readdirSync)(dir, { recursive: true })
        .map(String)
        .filter((rel) => (0, node_fs_1.lstatSync)((0, node_path_1.join)(dir, rel), { throwIfNoEntry: false })?.isFile() ?? false)
        .sort();
}


/***/ }),

/***/ 47073:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.runDirName = runDirName;
exports.createRunDir = createRunDir;
/** Run directories: `<output>/<scenario>__<UTC yyyy-mm-dd__HH-MM-SS>[-N]`, never overwritten. */
const node_fs_1 = __webpack_require__(73024);
const paths_js_1 = __webpack_require__(8431);
function runDirName(scenario, at) {
    const iso = at.toISOString(); // 2026-11-30T02:49:21.123Z
    return `${scenario}__${iso.slice(0, 10)}__${iso.slice(11, 19).replaceAll(":", "-")}`;
}
/** Creates the folder atomically: a name another run took in the same second gets -1, -2, ... */
function createRunDir(outputDir, scenario, at = new Date()) {
    (0, node_fs_1.mkdirSync)(outputDir, { recursive: true });
    // The name is checked again here: every caller, whatever the name's source, gets a folder under outputDir.
    const base = (0, paths_js_1.pathInside)(outputDir, runDirName((0, paths_js_1.checkName)(scenario, undefined, "scenario name"), at));
    for (let n = 0;; n++) {
        const dir = n === 0 ? base : `${base}-${n}`;
        try {
            (0, node_fs_1.mkdirSync)(dir);
            return dir;
        }
        catch (e) {
            if (e.code !== "EEXIST")
                throw e;
        }
    }
}


/***/ }),

/***/ 319:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.runScenario = runScenario;
exports.undecidableRules = undecidableRules;
exports.describeLoad = describeLoad;
/**
 * The run pipeline, shared by the CLI and the Action:
 * plan → start services → run sessions on the runtime (events to events.jsonl) → finalize (gate, reports).
 */
const node_os_1 = __webpack_require__(48161);
const node_path_1 = __webpack_require__(76760);
const runner_js_1 = __webpack_require__(11121);
const store_js_1 = __webpack_require__(54494);
const errors_js_1 = __webpack_require__(83916);
const fatal_js_1 = __webpack_require__(66589);
const thresholds_js_1 = __webpack_require__(89695);
const i18n_js_1 = __webpack_require__(65430);
const decidable_js_1 = __webpack_require__(87953);
const execute_js_1 = __webpack_require__(40011);
const plan_js_1 = __webpack_require__(31641);
const stage_plan_js_1 = __webpack_require__(48992);
const recorder_js_1 = __webpack_require__(16367);
const reasons_js_1 = __webpack_require__(67063);
const sequential_js_1 = __webpack_require__(22279);
const size_warnings_js_1 = __webpack_require__(54715);
const secrets_js_1 = __webpack_require__(27194);
const event_log_js_1 = __webpack_require__(76785);
const finalize_js_1 = __webpack_require__(43882);
const host_sampler_js_1 = __webpack_require__(82943);
const progress_js_1 = __webpack_require__(62171);
const read_run_js_1 = __webpack_require__(83248);
const redact_js_1 = __webpack_require__(34981);
const run_dir_js_1 = __webpack_require__(47073);
const runtimes_js_1 = __webpack_require__(6917);
const sequential_js_2 = __webpack_require__(36667);
const services_js_1 = __webpack_require__(96840);
const session_js_1 = __webpack_require__(35058);
const target_evidence_js_1 = __webpack_require__(99911);
async function runScenario(loaded, opts = {}) {
    const run = openRun(loaded, opts);
    writeRunStart(run, loaded, opts);
    // Read once: the size warnings and the sequential gate's looks both ask it.
    const stored = loaded.scenario.regression ? storedBaseline(loaded, opts.baselineDir) : null;
    for (const message of [...(opts.warnings ?? []), ...undecidableRules(loaded, stored)])
        run.write({ type: "log", t: Date.now(), level: "warn", message });
    const stopOnSignal = () => run.controller.abort();
    opts.signal?.addEventListener("abort", stopOnSignal, { once: true });
    // A failure underneath (disk full under a log): every session stops, and the run ends with it.
    const offFatal = (0, fatal_js_1.onFatal)((e) => {
        run.fatal ??= e;
        run.controller.abort();
    });
    const held = {
        runtime: null,
        services: null,
        stopHostSampling: () => { },
        stopProgress: () => { },
        target: null,
    };
    const finalize = () => (0, finalize_js_1.finalizeRun)(run.runDir, { baselineDir: (0, node_path_1.resolve)(opts.baselineDir ?? "baselines"), failOn: opts.failOn });
    try {
        await runSessions(run, loaded, opts, held, stored);
        if (run.controller.signal.aborted)
            run.reason = run.fatal?.message ?? "interrupted by a signal";
    }
    catch (e) {
        // A file the run could not write is the machine's failure: exit 3 with it, in one line.
        run.fatal ??= (0, errors_js_1.isIoError)(e) ? (0, errors_js_1.ioError)(e) : null;
        run.reason = e instanceof Error ? e.message : String(e);
        if (!run.fatal)
            throw e;
    }
    finally {
        opts.signal?.removeEventListener("abort", stopOnSignal);
        await closeRun(run, held);
        offFatal();
    }
    if (run.fatal) {
        // Whatever reports still fit; `report <run-dir>` rebuilds the rest once there is room.
        await finalize().catch(() => { });
        throw run.fatal;
    }
    const fin = await finalize();
    return { ...fin, runDir: run.runDir, runId: run.runId };
}
function openRun(loaded, opts) {
    const sc = loaded.scenario;
    if (opts.shard && (0, sequential_js_2.hasBudget)(sc))
        throw new errors_js_1.UserError("a session budget decides from every session of the run as it goes; a shard sees only its own: give the pairs a fixed number of sessions to shard", loaded.file, "pairs[0].sessions");
    const plan = (0, plan_js_1.scenarioPlan)(loaded, opts.shard);
    const runDir = (0, run_dir_js_1.createRunDir)((0, node_path_1.resolve)(opts.outDir ?? sc.output_dir), sc.name);
    const redact = (0, secrets_js_1.makeRedactor)(loaded.secretValues);
    // A live view of the run for load decisions (stage SLOs, circuit breaker); finalize re-reads the file.
    const live = new recorder_js_1.Recorder();
    const ordered = (0, sequential_js_2.hasBudget)(sc) ? [] : null;
    const taps = [(e) => live.add(e), ...(ordered ? [(e) => void ordered.push(e)] : [])];
    const events = new event_log_js_1.EventLog((0, node_path_1.join)(runDir, "events.jsonl"), redact, taps);
    return {
        sc,
        plan,
        planSize: loaded.pairs.reduce((a, p) => a + p.sessions, 0),
        runDir,
        runId: runDir.slice(runDir.lastIndexOf("/") + 1),
        redact,
        live,
        events,
        ordered,
        write: (e) => events.write(e),
        controller: new AbortController(),
        log: opts.log ?? (() => { }),
        reason: null,
        fatal: null,
    };
}
function writeRunStart(run, loaded, opts) {
    const { sc } = run;
    run.write({
        type: "run_start",
        t: Date.now(),
        run_id: run.runId,
        scenario: JSON.parse(run.redact(JSON.stringify(sc))),
        scenario_name: sc.name,
        scenario_hash: loaded.hash,
        ...(loaded.workload ? { scenario_workload: loaded.workload } : {}),
        planned_sessions: run.plan.length,
        shard: opts.shard ?? null,
        environment: {
            host: (0, node_os_1.hostname)(),
            platform: `${process.platform}-${process.arch}`,
            node: process.version,
            runtime: sc.runtime.type,
            ...(0, runner_js_1.runnerEnvironment)((0, runner_js_1.hostRunner)()),
        },
        source: opts.source ?? {},
        reproduce: opts.reproduce ??
            `npx agent-loadtest run ${(0, node_path_1.relative)(process.cwd(), loaded.file) || loaded.file}${opts.shard ? ` --shard ${opts.shard.index}/${opts.shard.count}` : ""}`,
    });
}
/** Services up, runtime prepared, then the load strategy runs every planned session. */
async function runSessions(run, loaded, opts, held, stored) {
    const { sc, write, controller } = run;
    const startedAt = Date.now();
    const services = await (0, services_js_1.startServices)(loaded, { runId: run.runId, runDir: run.runDir });
    held.services = services;
    const runtime = opts.runtime ?? (await (0, runtimes_js_1.createRuntime)(loaded, run.runId, run.runDir));
    held.runtime = runtime;
    await runtime.prepare({
        runId: run.runId,
        runDir: run.runDir,
        log: (level, message) => write({ type: "log", t: Date.now(), level, message }),
        signal: controller.signal,
        agentInstalled: (a) => write({ type: "agent_install", t: Date.now(), ...a }),
        progress: (line) => run.log(line),
    });
    run.log(`running ${describeLoad(sc.load, run.plan.length, run.ordered !== null)} on the ${runtime.kind} runtime`);
    held.stopHostSampling = (0, host_sampler_js_1.sampleHost)(sc.sampling.resource_interval_ms, write);
    held.target = (0, target_evidence_js_1.watchTarget)(loaded, write);
    held.stopProgress = (0, progress_js_1.startProgress)(() => run.live.live(), opts.progress).stop;
    const stopEarly = (why) => {
        run.reason = `stopped early: ${why}`;
        write({ type: "log", t: Date.now(), level: "warn", message: run.reason });
        run.log(run.reason);
    };
    await (0, execute_js_1.executeLoad)(run.plan, {
        load: sc.load,
        pairLimits: new Map(loaded.pairs.map((p) => [p.index, p.n_concurrent])),
        signal: controller.signal,
        write,
        snapshot: () => run.live.snapshot(),
        shouldStop: eitherStops(abortWatch(sc.thresholds, () => run.live.snapshot(), startedAt, stopEarly), sequentialWatch(run, stored)),
        planSize: run.planSize,
        shard: opts.shard,
        runOne: async (s, meta) => {
            await (0, session_js_1.runPlannedSession)(s, {
                runtime,
                runDir: run.runDir,
                write,
                env: services.env,
                runId: run.runId,
                signal: controller.signal,
                successRewardThreshold: sc.success_reward_threshold,
                retry: sc.retry,
                redact: run.redact,
                stage: meta.stage,
                scheduledAt: () => meta.scheduledAt,
                sessionEnv: services.sessionEnv,
                takeSpans: services.takeSpans,
                beginSession: services.beginSession,
                endSession: services.endSession,
            });
        },
    });
}
/** Stops what the run started, ends the event log, and scrubs what agents wrote themselves. */
async function closeRun(run, held) {
    held.stopHostSampling();
    await held.target?.stop();
    held.stopProgress();
    await held.runtime?.close().catch(() => { });
    for (const message of held.services?.warnings() ?? [])
        run.write({ type: "log", t: Date.now(), level: "warn", message });
    await held.services?.close().catch(() => { });
    run.write({
        type: "run_end",
        t: Date.now(),
        interrupted: run.controller.signal.aborted,
        reason: run.reason,
    });
    run.events.close();
    // What agents and services wrote themselves (logs, spans, trajectories) may echo a key they were
    // given; events.jsonl was masked line by line as it was written.
    try {
        (0, redact_js_1.scrubDir)(run.runDir, run.redact, new Set(["events.jsonl"]));
    }
    catch (e) {
        run.fatal ??= (0, errors_js_1.ioError)(e);
    }
}
/**
 * k6's abortOnFail: between session starts, at most once a second (a snapshot costs O(sessions)),
 * thresholds marked abortOnFail are checked on the run so far; a breach stops scheduling.
 */
/** Stops when either watch says so; each is asked every time, so both see every poll. */
function eitherStops(a, b) {
    if (!a || !b)
        return a ?? b;
    return () => {
        const x = a();
        const y = b();
        return x || y;
    };
}
/**
 * The sequential gate as the run goes (src/pipeline/sequential.ts): each look the events so far
 * complete is printed and logged, and one that decides stops the run from starting more sessions
 * (those in flight finish; the report decides at the same look, replayed from events.jsonl).
 */
function sequentialWatch(run, stored) {
    const { sc, ordered } = run;
    if (!ordered)
        return undefined;
    const looks = (0, sequential_js_2.looksFor)(sc, sc.regression?.compare_with ? null : stored);
    const say = (level, message) => {
        run.write({ type: "log", t: Date.now(), level, message });
        run.log(message);
    };
    if (!looks) {
        say("warn", "the sequential gate has no baseline to look against: the run plays its whole budget");
        return undefined;
    }
    const L = (0, i18n_js_1.lang)(sc.report.locale);
    return () => {
        if (looks.decided)
            return true;
        for (const look of looks.feed(ordered))
            say("info", (0, sequential_js_1.lookLine)(look, looks.design.sizes.length, L));
        return looks.decided !== null;
    };
}
/** The stored baseline this scenario compares with, when it can be read and matches; else null. */
function storedBaseline(loaded, baselineDir = "baselines") {
    const sc = loaded.scenario;
    try {
        return (0, store_js_1.readBaselineFor)((0, read_run_js_1.baselinePathFor)(sc, sc.name, (0, node_path_1.resolve)(baselineDir)), {
            name: sc.name,
            hash: loaded.hash,
        }).baseline;
    }
    catch {
        // A baseline the gate cannot read is the gate's to report, with its own message.
        return null;
    }
}
function abortWatch(thresholds, snapshot, startedAt, onAbort) {
    const watched = Object.values(thresholds).some((rules) => (Array.isArray(rules) ? rules : [rules]).some((r) => typeof r !== "string" && r.abortOnFail));
    if (!watched)
        return undefined;
    let stopped = false;
    let last = 0;
    return () => {
        if (stopped)
            return true;
        const now = Date.now();
        if (now - last < 1000)
            return false;
        last = now;
        const decision = (0, thresholds_js_1.shouldAbort)(thresholds, snapshot(), now - startedAt);
        if (decision.abort) {
            stopped = true;
            onAbort((0, reasons_js_1.abortReason)(decision.checks[0]));
        }
        return stopped;
    };
}
/**
 * Gated rules that can never fail at the plan's sizes (src/gate/decidable.ts), said once before the
 * first session: against the stored baseline's own size when there is one this scenario compares with.
 */
function undecidableRules(loaded, stored) {
    const sc = loaded.scenario;
    if (!sc.regression)
        return [];
    const baseline = stored === undefined ? storedBaseline(loaded) : stored;
    return (0, size_warnings_js_1.sizeWarnings)((0, decidable_js_1.scenarioRuleSizes)(loaded, baseline), (0, i18n_js_1.lang)(sc.report.locale));
}
/** What the run is about to do, as the startup line says it: sessions for a fixed plan, the schedule otherwise. */
function describeLoad(load, planned, budgeted = false) {
    // find_max stops at the first breach: its stages and sessions are upper bounds (stage-plan.ts).
    const stages = load.stages ?? [];
    const peak = Math.max(0, ...stages.map((s) => s.concurrency));
    const cap = load.max_sessions ? `, at most ${load.max_sessions} sessions` : "";
    switch (load.strategy) {
        case "ramp":
            return `a ramp over ${stages.length} stages up to concurrency ${peak} (${stages.reduce((a, s) => a + (s.hold_sec ?? 0), 0)} s${cap}), cycling through ${planned} planned sessions`;
        case "find_max": {
            const fm = (0, stage_plan_js_1.findMaxPlan)(load, planned);
            const top = Math.max(...fm.probes.map((p) => p.concurrency));
            const more = fm.bisect > 0 ? `, bisection may add ${fm.bisect}` : "";
            return `find_max over up to ${fm.probes.length} stages up to concurrency ${top}${more}, up to ${fm.sessions} sessions, cycling through ${planned} planned sessions`;
        }
        case "rate":
            return `${load.rate ? `${load.rate} sessions/s` : `${stages.length} rate stages`}${load.duration_sec ? ` for ${load.duration_sec} s` : ""}${cap}, cycling through ${planned} planned sessions`;
        default:
            // A budget plans its max; the sequential gate may stop well before.
            return budgeted ? `up to ${planned} sessions (fixed, a session budget)` : `${planned} sessions (fixed)`;
    }
}


/***/ }),

/***/ 6917:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.createRuntime = createRuntime;
/** Picks the runtime a scenario asks for. */
const index_js_1 = __webpack_require__(50262);
const index_js_2 = __webpack_require__(19045);
const load_js_1 = __webpack_require__(9256);
/** The scenario field a pair's agent came from: a same-job comparison's reference twin has its own. */
function agentField(pair) {
    if (pair.tags[load_js_1.ARM_TAG] === "reference")
        return "regression.compare_with.agent";
    const index = pair.tags[load_js_1.ARM_TAG] === "candidate" ? pair.index / 2 : pair.index;
    return `pairs[${index}].agent`;
}
async function createRuntime(loaded, runId, runDir) {
    const sc = loaded.scenario;
    switch (sc.runtime.type) {
        case "local":
            return (0, index_js_2.createLocalRuntime)(loaded.pairs.map((p) => ({ agent: p.agent, field: agentField(p) })));
        case "http":
            return (0, index_js_1.createHttpRuntimeForScenario)(loaded, runId);
        case "docker": {
            // Loaded on demand: the Docker client is heavy and most commands never need it.
            const { createDockerRuntime } = await Promise.all(/* import() */[__webpack_require__.e(40), __webpack_require__.e(298), __webpack_require__.e(395), __webpack_require__.e(194)]).then(__webpack_require__.bind(__webpack_require__, 24194));
            const tasks = new Map();
            for (const p of loaded.pairs)
                for (const t of p.tasks)
                    tasks.set(t.dir, t);
            return createDockerRuntime({
                runId,
                runDir,
                ...sc.runtime.docker,
                resource_interval_ms: sc.sampling.resource_interval_ms,
                tasks: [...tasks.values()],
                agent_tasks: loaded.pairs.map((p) => ({ agent: p.agent, tasks: p.tasks, field: agentField(p) })),
                // The contract: an image that cannot be built is an infrastructure failure (exit 3), before any session.
                strict_images: true,
            });
        }
    }
}


/***/ }),

/***/ 96840:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.startServices = startServices;
/**
 * What a scenario starts for the agents it tests — the mock LLM, the LLM gateway in front of it (or
 * of a real provider), the agent service its journeys call — and the variables that point at them.
 */
const node_fs_1 = __webpack_require__(73024);
const node_os_1 = __webpack_require__(48161);
const node_path_1 = __webpack_require__(76760);
const recipe_js_1 = __webpack_require__(47722);
const session_js_1 = __webpack_require__(82002);
const errors_js_1 = __webpack_require__(83916);
const table_js_1 = __webpack_require__(17579);
const index_js_1 = __webpack_require__(62796);
const index_js_2 = __webpack_require__(17476);
const runtime_js_1 = __webpack_require__(48326);
const service_js_1 = __webpack_require__(42649);
function usesCodingAgent(loaded) {
    return loaded.pairs.some((p) => (0, session_js_1.codingAgentOf)(p.agent) !== null);
}
async function startServices(loaded, opts = {}) {
    const closers = [];
    const warnings = [];
    const env = {};
    const services = loaded.scenario.services ?? {};
    const mock = services.mock_llm;
    let sessionEnv = () => ({});
    let takeSpans = () => [];
    const begins = [];
    const ends = [];
    try {
        let llmUrl = null;
        if (mock) {
            const server = await (0, index_js_1.startMockLlm)({ ...mock, script: mock.script });
            closers.push(() => server.close());
            llmUrl = server.url;
            if (mock.replay) {
                begins.push(server.beginSession);
                ends.push(server.endSession);
                // Without the gateway the agent names its session in the path, as it would to the gateway.
                sessionEnv = (id) => (0, table_js_1.baseUrlEnv)(`${server.url}/s/${encodeURIComponent(id)}`);
            }
            // SDKs refuse to start without a key; the mock ignores it.
            Object.assign(env, (0, table_js_1.keyEnv)(recipe_js_1.MOCK_KEY));
            env.AGENT_MODEL = mock.model;
        }
        // Built-in coding agents print no LLM timings of their own: against the mock the gateway records them.
        const recording = services.gateway?.record !== undefined;
        if (services.gateway?.enabled ?? (recording || (mock !== undefined && usesCodingAgent(loaded)))) {
            const upstream = services.gateway?.upstream ?? llmUrl;
            if (!upstream) {
                throw new errors_js_1.UserError("the LLM gateway needs an upstream, or services.mock_llm to stand in front of");
            }
            const gateway = await (0, index_js_2.startGateway)({
                upstream,
                record: services.gateway?.record,
                // The replaying mock serves each session its own recording: it must know whose call it is.
                forwardSession: mock?.replay !== undefined && upstream === llmUrl,
            });
            closers.push(() => gateway.close());
            warnings.push(() => refusedWarning(gateway.refusedCalls()));
            begins.push(gateway.beginSession);
            ends.push((id) => {
                gateway.endSession(id);
                return null;
            });
            // Without a session in the URL (an agent service shared by all sessions), calls are
            // attributed by the x-agent-loadtest-session header the service forwards.
            llmUrl = gateway.url;
            sessionEnv = (id) => gateway.sessionEnv(id);
            takeSpans = (id) => gateway.takeSpans(id);
        }
        if (llmUrl)
            Object.assign(env, (0, table_js_1.baseUrlEnv)(llmUrl));
        if (services.agent_service) {
            const svc = await (0, service_js_1.startAgentService)(services.agent_service, {
                cwd: loaded.dir,
                runId: opts.runId ?? "run",
                logDir: opts.runDir ? (0, node_path_1.join)(opts.runDir, "services") : (0, node_fs_1.mkdtempSync)((0, node_path_1.join)((0, node_os_1.tmpdir)(), "agent-service-")),
                env: { ...env },
            });
            closers.push(() => svc.close());
            env[runtime_js_1.AGENT_SERVICE_URL_ENV] = svc.url;
        }
    }
    catch (e) {
        await Promise.allSettled(closers.reverse().map((c) => c()));
        throw e;
    }
    return {
        env,
        sessionEnv,
        takeSpans,
        beginSession: (id, task) => {
            for (const begin of begins)
                begin(id, task);
        },
        endSession: (id) => ends.map((end) => end(id)).find((m) => m !== null) ?? null,
        warnings: () => warnings.map((w) => w()).filter((w) => w !== null),
        async close() {
            await Promise.allSettled(closers.reverse().map((c) => c()));
        },
    };
}
/** Calls for a session the run never handed out are refused, not lost quietly: the run says how many. */
function refusedWarning(n) {
    if (n === 0)
        return null;
    return `the LLM gateway refused ${n} ${n === 1 ? "call" : "calls"} naming a session this run did not hand out (HTTP 404, not forwarded or recorded)`;
}


/***/ }),

/***/ 35058:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.withRootCause = withRootCause;
exports.withReplayMismatch = withReplayMismatch;
exports.runPlannedSession = runPlannedSession;
/** Runs one planned session through a runtime, with retries, and records it as events and result.json. */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
const events_js_1 = __webpack_require__(82736);
const cassette_js_1 = __webpack_require__(35310);
/** Failures worth another attempt by default: the upstream hiccuped, not the agent. */
const RETRYABLE = [
    "llm_rate_limited",
    "llm_server_error",
    "connect_refused",
    "http_5xx",
    "container_gone",
];
/**
 * An agent that exits non-zero right after a failed LLM call failed because of that call: the
 * session is bucketed by the call's error class (from its own spans or the gateway's), so the report
 * names the upstream cause rather than a bare exit code.
 */
function withRootCause(outcome, spans) {
    if (outcome.bucket !== "agent_exit")
        return outcome;
    const failed = spans
        .filter((sp) => !sp.ok && sp.kind === "llm" && sp.error_class)
        .sort((a, b) => b.end - a.end)[0];
    const bucket = failed?.error_class;
    if (!bucket || !events_js_1.ERROR_BUCKETS.includes(bucket) || bucket === "unclassified")
        return outcome;
    return { ...outcome, bucket };
}
/**
 * A replayed session that sent a request the recording does not hold did not run what was recorded:
 * whatever the agent and verifier made of the error, it is `replay_mismatch` (only an interrupt wins).
 */
function withReplayMismatch(outcome, mismatch) {
    if (mismatch === null || outcome.bucket === "interrupted")
        return outcome;
    return { ...outcome, status: "errored", bucket: "replay_mismatch", error: `replay: ${mismatch}` };
}
async function runPlannedSession(s, d) {
    const dir = (0, node_path_1.join)(d.runDir, "sessions", s.id);
    const retryOn = d.retry.on_buckets ?? RETRYABLE;
    for (let attempt = 1;; attempt++) {
        const attemptDir = attempt === 1 ? dir : (0, node_path_1.join)(dir, `attempt-${attempt}`);
        (0, node_fs_1.mkdirSync)(attemptDir, { recursive: true });
        const started = Date.now();
        d.write({
            type: "session_start",
            t: started,
            session: s.id,
            pair: s.pair,
            task: s.taskName,
            agent: s.agent.name,
            tags: s.tags,
            attempt,
            scheduled_t: d.scheduledAt?.(s) ?? null,
            stage: d.stage ?? null,
            warmup: s.warmup,
        });
        let outcome;
        d.beginSession?.(s.id, (0, cassette_js_1.taskOfSession)(s.id));
        const spans = [];
        // The gateway's spans of this attempt: the runtime reads them for TTFT, all are written at its end.
        const recorded = [];
        const llmSpans = () => {
            recorded.push(...(d.takeSpans?.(s.id) ?? []));
            return [...recorded];
        };
        try {
            outcome = await d.runtime.runSession({
                id: s.id,
                index: s.index,
                pair: s.pair,
                agent: s.agent,
                task: s.task,
                tags: s.tags,
                attempt,
                successRewardThreshold: d.successRewardThreshold,
            }, {
                dir: attemptDir,
                signal: d.signal,
                env: { ...d.env, ...d.sessionEnv?.(s.id), AGENT_SESSION_ID: s.id, AGENT_RUN_ID: d.runId },
                emit: (e) => {
                    if (e.type === "span")
                        spans.push(e.span);
                    d.write({ ...e, t: Date.now(), session: s.id });
                },
                llmSpans,
            });
        }
        catch (e) {
            // A runtime that throws has a bug or lost its infrastructure: the session still gets a bucket.
            outcome = {
                status: "errored",
                reward: null,
                bucket: d.signal.aborted ? "interrupted" : "unclassified",
                error: (0, errors_js_1.errorMessage)(e),
            };
        }
        for (const span of llmSpans()) {
            spans.push(span);
            d.write({ type: "span", t: Date.now(), session: s.id, span });
        }
        outcome = withReplayMismatch(withRootCause(outcome, spans), d.endSession?.(s.id) ?? null);
        if (outcome.error)
            outcome = { ...outcome, error: (0, events_js_1.capError)(outcome.error) };
        const retrying = outcome.status === "errored" &&
            outcome.bucket != null &&
            retryOn.includes(outcome.bucket) &&
            attempt <= d.retry.max_retries &&
            !d.signal.aborted;
        const end = Date.now();
        // Runtimes time TTFT on the monotonic clock inside the session, E2E is whole wall-clock ms around
        // it: only rounding or clock slew can put one above the other, and a TTFT never exceeds its E2E.
        if (outcome.ttft_ms != null && outcome.ttft_ms > end - started)
            outcome = { ...outcome, ttft_ms: end - started };
        d.write({ type: "session_end", t: end, session: s.id, attempt, retrying, ...outcome });
        (0, node_fs_1.writeFileSync)((0, node_path_1.join)(attemptDir, "result.json"), `${d.redact(JSON.stringify({
            id: s.id,
            task_name: s.taskName,
            agent: s.agent.name,
            pair: s.pair,
            tags: s.tags,
            attempt,
            started_at: new Date(started).toISOString(),
            finished_at: new Date(end).toISOString(),
            ...outcome,
        }, null, 2))}\n`);
        if (!retrying)
            return outcome;
        // An interrupt during the backoff ends the session there: no new attempt starts on a stopping run.
        if (!(await backoff(d.retry.backoff_ms * 2 ** (attempt - 1), d.signal))) {
            const cut = {
                status: "errored",
                reward: null,
                bucket: "interrupted",
                error: INTERRUPTED,
            };
            d.write({ type: "session_end", t: Date.now(), session: s.id, attempt, retrying: false, ...cut });
            return cut;
        }
    }
}
const INTERRUPTED = "the run was interrupted before the next attempt";
/** Waits `ms`; false when the signal aborted first. */
function backoff(ms, signal) {
    return new Promise((resolve) => {
        if (signal.aborted)
            return resolve(false);
        const done = (ok) => {
            clearTimeout(timer);
            signal.removeEventListener("abort", onAbort);
            resolve(ok);
        };
        const onAbort = () => done(false);
        const timer = setTimeout(() => done(true), ms);
        signal.addEventListener("abort", onAbort, { once: true });
    });
}


/***/ }),

/***/ 99911:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.watchTarget = watchTarget;
/**
 * The run's target-side evidence step: while the load runs, instant queries every `step_sec` (live
 * progress); when it stops, one `query_range` per series over the run's window and the imported files.
 * Everything lands in events.jsonl as `target` events. A failing or slow Prometheus, or a bad file,
 * is a warning in the report's notes: the run and its verdict never depend on it.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const files_js_1 = __webpack_require__(17850);
const presets_js_1 = __webpack_require__(96985);
const prometheus_client_js_1 = __webpack_require__(67990);
/** Prometheus refuses range queries past 11,000 points per series. */
const MAX_RANGE_POINTS = 11_000;
function watchTarget(loaded, write, env = process.env) {
    const evidence = loaded.scenario.evidence;
    if (!evidence)
        return { stop: async () => { } };
    const startedAt = Date.now();
    const warned = new Set();
    const warn = (message) => {
        if (warned.has(message))
            return;
        warned.add(message);
        write({ type: "log", t: Date.now(), level: "warn", message: `target evidence: ${message}` });
    };
    const prom = evidence.prometheus;
    const client = prom ? clientFor(prom, env, warn) : null;
    const live = prom && client ? pollLive(prom, client, write, warn) : null;
    return {
        async stop() {
            const endedAt = Date.now();
            await live?.stop();
            const margin = evidence.margin_sec * 1000;
            if (prom && client)
                await recordRange(prom, client, startedAt - margin, endedAt, write, warn);
            const window = { from: startedAt - margin, to: endedAt + margin };
            for (const f of evidence.files)
                importFile(f, loaded.dir, window, write, warn);
        },
    };
}
function clientFor(prom, env, warn) {
    const headers = {};
    for (const [header, name] of Object.entries(prom.headers_env ?? {})) {
        const value = env[name];
        if (value)
            headers[header] = value;
        else
            warn(`header ${header}: environment variable ${name} is not set; querying without it`);
    }
    return (0, prometheus_client_js_1.prometheusClient)(prom.url, headers, prom.timeout_sec * 1000);
}
function seriesEvent(name, q, source) {
    return (s) => ({
        type: "target",
        t: Date.now(),
        name,
        labels: s.labels,
        unit: q.unit ?? null,
        role: q.role ?? null,
        limit: q.limit ?? null,
        source,
        points: s.points,
    });
}
/** Instant queries every step, one round at a time (a slow Prometheus skips rounds, never piles them up). */
function pollLive(prom, client, write, warn) {
    const queries = Object.entries((0, presets_js_1.targetQueries)(prom));
    let round = null;
    const tick = () => {
        if (round)
            return;
        const at = Date.now();
        round = Promise.all(queries.map(([name, q]) => client.instant(q.promql, at, q.labels).then((found) => {
            for (const s of found)
                write(seriesEvent(name, q, "instant")(s));
        }, 
        // One line per cause: an unreachable Prometheus fails every query the same way.
        (e) => warn(`live queries failed: ${e.message}`)))).finally(() => {
            round = null;
        });
    };
    const timer = setInterval(tick, prom.step_sec * 1000);
    timer.unref();
    return {
        async stop() {
            clearInterval(timer);
            await round;
        },
    };
}
async function recordRange(prom, client, from, to, write, warn) {
    const step = Math.max(prom.step_sec, Math.ceil((to - from) / 1000 / MAX_RANGE_POINTS));
    const failed = new Map();
    const empty = [];
    await Promise.all(Object.entries((0, presets_js_1.targetQueries)(prom)).map(async ([name, q]) => {
        try {
            const found = await client.range(q.promql, from, to, step, q.labels);
            if (found.every((s) => s.points.length === 0))
                empty.push(name);
            for (const s of found)
                if (s.points.length > 0)
                    write(seriesEvent(name, q, "range")(s));
        }
        catch (e) {
            const why = e.message;
            failed.set(why, [...(failed.get(why) ?? []), name]);
        }
    }));
    for (const [why, names] of failed)
        warn(`${plural(names, "query", "queries")} ${names.sort().join(", ")} failed: ${why}`);
    if (empty.length)
        warn(`${plural(empty, "query", "queries")} ${empty.sort().join(", ")} returned no data over the run`);
}
function plural(xs, one, many) {
    return xs.length === 1 ? one : many;
}
/** One file of `evidence.files`, clipped to the run's window (plus margin). */
function importFile(f, dir, window, write, warn) {
    const inWindow = (t) => t >= window.from && t <= window.to;
    let text;
    try {
        text = (0, node_fs_1.readFileSync)((0, node_path_1.resolve)(dir, f.path), "utf8");
    }
    catch (e) {
        warn(`cannot read ${f.path}: ${e.code ?? e.message}`);
        return;
    }
    try {
        if ("log" in f) {
            const marks = (0, files_js_1.parseEventLog)(text, f);
            const kept = marks.filter((m) => inWindow(m.t));
            if (marks.length > 0 && kept.length === 0)
                warn(`${f.path}: none of its ${marks.length} events fall in the run`);
            for (const m of kept)
                write({ type: "target_mark", log: f.log, ...m });
            return;
        }
        const parsed = /\.json$/i.test(f.path)
            ? (0, files_js_1.parsePromResult)(JSON.parse(text))
            : (0, files_js_1.parseSeriesCsv)(text, f.label);
        const q = { promql: "", unit: f.unit, role: f.role, limit: f.limit };
        let kept = 0;
        for (const s of parsed) {
            const points = s.points.filter(([t]) => inWindow(t));
            kept += points.length;
            if (points.length > 0)
                write(seriesEvent(f.name, q, "file")({ labels: s.labels, points }));
        }
        if (kept === 0)
            warn(`${f.path}: no points fall in the run`);
    }
    catch (e) {
        warn(`${f.path}: ${e.message}`);
    }
}


/***/ }),

/***/ 18991:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * Progress of a run while it runs: the live recorder's totals → a plain-data state (what the CLI,
 * the Action and the web console show) → one line of text. Pure: time comes in as an argument.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.progressState = progressState;
exports.clock = clock;
exports.progressFields = progressFields;
exports.fitProgress = fitProgress;
exports.formatProgress = formatProgress;
const i18n_js_1 = __webpack_require__(65430);
const stage_plan_js_1 = __webpack_require__(48992);
const terminal_js_1 = __webpack_require__(65459);
const format_js_1 = __webpack_require__(12011);
function loadOf(scenario) {
    const load = scenario?.load;
    return load && typeof load === "object" ? load : {};
}
/** Seconds the schedule lasts when time bounds it: a ramp's holds, a rate run's duration. */
function scheduleSeconds(load) {
    if (load.strategy === "rate" && load.duration_sec)
        return load.duration_sec;
    if (load.strategy === "ramp" || load.strategy === "rate") {
        const holds = (load.stages ?? []).map((s) => s.hold_sec ?? 0);
        const total = holds.reduce((a, b) => a + b, 0);
        return total > 0 ? total : null;
    }
    return null;
}
function finite(x) {
    return x != null && Number.isFinite(x) ? x : null;
}
/**
 * `final`: the run's last line, which shows the run's figures (the values the report shows and the
 * checks test); before that the line reads the approximate running histogram, cheap every second.
 * A view whose run has ended is final.
 */
function progressState(v, now, final = v.ended) {
    const load = loadOf(v.scenario);
    const strategy = load.strategy ?? "fixed";
    const elapsed = v.startedAt == null ? 0 : Math.max(0, (now - v.startedAt) / 1000);
    const done = v.passed + v.failed + v.errored + v.warmup + v.interrupted;
    const gated = v.passed + v.failed + v.errored;
    const schedule = scheduleSeconds(load);
    let eta = null;
    if (v.ended)
        eta = 0;
    else if (schedule != null)
        eta = Math.max(0, schedule - elapsed);
    else if (strategy === "fixed" && done > 0 && v.planned > 0)
        eta = (elapsed / done) * (v.planned - done);
    const source = final ? v.figures("e2e_ms") : v.e2e;
    const e2e = source && source.count > 0 ? source : null;
    return {
        elapsed_s: elapsed,
        strategy,
        planned: v.planned,
        done,
        in_flight: v.inFlight,
        passed: v.passed,
        failed: v.failed,
        errored: v.errored,
        interrupted: v.interrupted,
        pass_rate: gated === 0 ? null : v.passed / gated,
        e2e_p50_ms: finite(e2e?.percentile(50)),
        e2e_p95_ms: finite(e2e?.percentile(95)),
        errors: v.buckets,
        stage: v.stage
            ? {
                index: v.stage.stage,
                ...stageCount(load, v.planned),
                concurrency: v.stage.concurrency,
                label: v.stage.label,
            }
            : null,
        schedule_s: schedule,
        eta_s: eta,
        ended: v.ended,
    };
}
/** `m:ss`, or `h:mm:ss` past an hour. */
function clock(seconds) {
    const s = Math.max(0, Math.round(seconds));
    const h = Math.floor(s / 3600);
    const mm = String(Math.floor((s % 3600) / 60));
    const ss = String(s % 60).padStart(2, "0");
    return h > 0 ? `${h}:${mm.padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
}
// The report's one duration format, so the live line and the summary print the same figure alike.
const EN = (0, i18n_js_1.lang)("en");
const ms = (x) => (0, format_js_1.ms)(x, EN);
/** Error buckets by count, largest first (interrupted sessions are no error: the recorder counts them apart). */
function errorRows(errors) {
    const rows = Object.entries(errors)
        .filter(([, n]) => (n ?? 0) > 0)
        .map(([k, n]) => [k, n ?? 0]);
    return rows.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}
/** The errors field's forms: every bucket, the largest and how many more, the total. */
function errorForms(errors) {
    const rows = errorRows(errors);
    if (rows.length === 0)
        return ["errors none", ""];
    const all = `errors ${rows.map(([k, n]) => `${k} ${n}`).join(", ")}`;
    const total = `errors ${rows.reduce((a, [, n]) => a + n, 0)}`;
    if (rows.length === 1)
        return [all, total];
    return [all, `errors ${rows[0][0]} ${rows[0][1]} +${rows.length - 1} more`, total];
}
/** The stages as planned: find_max's probes and what bisection may add (stage-plan.ts), else the list. */
function stageCount(load, planned) {
    if (load.strategy !== "find_max")
        return { count: load.stages?.length ?? null, bisect: 0 };
    const plan = (0, stage_plan_js_1.findMaxPlan)(load, planned);
    return { count: plan.probes.length + plan.bisect, bisect: plan.bisect };
}
function stageForms(p) {
    const st = p.stage;
    if (!st)
        return [];
    const at = `(concurrency ${st.concurrency})`;
    const short = `stage ${st.index}${st.count && p.strategy !== "find_max" ? `/${st.count}` : ""}`;
    if (p.strategy !== "find_max" || !st.count)
        return [`${short} ${at}`, short, ""];
    // find_max stops at the first breach: its stage count is a bound, the bisection part said apart.
    const probes = st.count - st.bisect;
    const bound = st.bisect > 0 ? `up to ${probes} + ${st.bisect} bisection` : `up to ${probes}`;
    return [`stage ${st.index}${st.label === "bisect" ? " (bisection)" : ""} of ${bound} ${at}`, short, ""];
}
/** The line's pieces in the order they are shown: elapsed, stage, schedule, done, in flight, pass, e2e, errors, ETA. */
function progressFields(p) {
    const f = (key, ...forms) => ({ key, forms });
    const at = clock(p.elapsed_s);
    const p95 = ms(p.e2e_p95_ms);
    const fields = [f("elapsed", `progress ${at}`, at, "")];
    const stage = stageForms(p);
    if (stage.length)
        fields.push(f("stage", ...stage));
    if (p.schedule_s != null)
        fields.push(f("schedule", `${clock(Math.min(p.elapsed_s, p.schedule_s))} of ${clock(p.schedule_s)}`, ""));
    const done = p.strategy === "fixed" ? `${p.done}/${p.planned}` : `${p.done}`;
    fields.push(f("done", `${done} done`, ...(p.strategy === "fixed" ? [done] : [])), f("in_flight", `${p.in_flight} in flight`, ""), f("pass", `pass ${p.pass_rate == null ? "–" : `${(p.pass_rate * 100).toFixed(1)}%`}`), f("e2e", `e2e p50 ${ms(p.e2e_p50_ms)} p95 ${p95}`, `e2e p95 ${p95}`, `p95 ${p95.replace(" ", "")}`));
    // Cut off by an interrupt: said apart, never as an error.
    if (p.interrupted > 0)
        fields.push(f("interrupted", `interrupted ${p.interrupted}`));
    fields.push(f("errors", ...errorForms(p.errors)));
    if (p.eta_s != null && !p.ended)
        fields.push(f("eta", `ETA ${clock(p.eta_s)}`, ""));
    return fields;
}
/**
 * When the line is wider than the terminal, the next field to shorten, least important first: what
 * stays longest is done/planned, the pass rate, e2e p95, the interrupted count and the errors' total.
 */
const SHRINK = [
    "e2e", // p50 out
    "errors", // "errors none" out; a long list to its largest bucket
    "in_flight",
    "schedule",
    "stage", // the stage without its concurrency
    "eta",
    "elapsed", // without the word "progress"
    "errors", // the total only
    "stage",
    "elapsed",
    "e2e", // "p95 812ms"
    "done", // "20/60"
];
const SEPARATOR = " · ";
/** The fields on one line of at most `width` display columns (no limit: every field in full). */
function fitProgress(fields, width = Number.POSITIVE_INFINITY) {
    const form = new Map();
    const line = (sep) => fields
        .map((f) => f.forms[form.get(f.key) ?? 0])
        .filter(Boolean)
        .join(sep);
    const fits = (text) => (0, terminal_js_1.displayWidth)(text) <= width;
    if (fits(line(SEPARATOR)))
        return line(SEPARATOR);
    for (const key of SHRINK) {
        const field = fields.find((f) => f.key === key);
        if (!field)
            continue;
        form.set(key, Math.min((form.get(key) ?? 0) + 1, field.forms.length - 1));
        if (fits(line(SEPARATOR)))
            return line(SEPARATOR);
    }
    // Narrower still: plain spaces between the fields, then cut.
    return (0, terminal_js_1.cutToWidth)(line(" "), width);
}
/**
 * One progress line: elapsed, done/planned (or the schedule), in flight, pass rate, e2e, errors, stage,
 * ETA; at most `width` display columns, dropping the least important fields first.
 */
function formatProgress(p, width) {
    return fitProgress(progressFields(p), width);
}


/***/ }),

/***/ 54715:
/***/ ((__unused_webpack_module, exports) => {


/**
 * The sentence `validate` and `run` say for a gated regression rule that can never fail at the plan's
 * sizes (src/gate/decidable.ts measures them): the rule, what it needs, the short side and the fix.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.sizeWarnings = sizeWarnings;
/** Below this many sessions a side, lowering min_samples is not offered as a fix: too few for a rank test to show a change. */
const MIN_SAMPLES_OFFERED = 10;
/** One sentence per rule that cannot decide: the rule, what it needs, the short side and the fix. */
function sizeWarnings(sizes, L) {
    return sizes
        .filter((s) => !s.decides)
        .map((s) => {
        const runShort = s.run < s.needed;
        const baseShort = s.stored && s.baseline < s.needed;
        const have = Math.min(s.run, s.baseline);
        const short = L.t(runShort && baseShort
            ? "decidable.short.both"
            : baseShort
                ? "decidable.short.baseline"
                : "decidable.short.run", {
            n: baseShort && !runShort ? s.baseline : s.run,
            n_baseline: s.baseline,
        });
        // Fewer sessions can gate when the user lowers min_samples, as long as a rank test still has room.
        const lower = s.why === "min_samples" && have >= MIN_SAMPLES_OFFERED && !baseShort;
        const fix = L.t(runShort && baseShort
            ? "decidable.fix.both"
            : baseShort
                ? "decidable.fix.baseline"
                : "decidable.fix.sessions", {
            needed: s.needed,
        }) + (lower ? L.t("decidable.fix.min_samples", { n: have }) : "");
        return L.t("decidable.warning", {
            rule: `${s.metric} ${s.rule}`,
            needed: s.needed,
            why: L.t(`decidable.why.${s.why}`, { statistic: s.statistic }),
            short,
            fix,
        });
    });
}


/***/ }),

/***/ 25483:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.AGENT_KINDS = void 0;
exports.resolveAgent = resolveAgent;
/**
 * The agent step of a trial, as data: what an agent needs put in the environment, what it runs with
 * which variables, whether its exit code counts, and how its logs become spans and a trajectory.
 * One row per agent kind in AGENT_KINDS; the lifecycle (trial.ts) and the environments know no agent
 * by name, so a new built-in agent is a new row.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __importDefault(__webpack_require__(76760));
const session_js_1 = __webpack_require__(82002);
const table_js_1 = __webpack_require__(93690);
const read_bounded_js_1 = __webpack_require__(67619);
const readIf = (file) => (0, read_bounded_js_1.readBounded)(file);
/** The files every agent may leave: `spans.jsonl` and `trajectory.json`. */
async function ownLogs(dir) {
    return {
        spans: await readIf(node_path_1.default.join(dir, "spans.jsonl")),
        trajectory: await readIf(node_path_1.default.join(dir, "trajectory.json")),
    };
}
const base = (agent) => ({
    mounts: agent.mount ? [{ name: "agent", from: agent.mount }] : [],
    install: agent.install ?? null,
    argv: null,
    env: { ...(agent.env ?? {}) },
    exitCounts: true,
    stdout: "agent.stdout.log",
    stderr: "agent.stderr.log",
    readLogs: ownLogs,
});
// The oracle runs the task's own solution; what it prints and its exit code land in the agent's logs.
const ORACLE_SH = 'chmod +x "$1" 2>/dev/null; "$1" > "$2/oracle.txt" 2>&1; rc=$?; echo $rc > "$2/exit-code.txt"; exit $rc';
/** The agent kinds: a new built-in agent is one row. Anything else is a custom agent (its `command`). */
exports.AGENT_KINDS = {
    nop: base,
    oracle: (agent, task) => {
        // A step's own solution/, else the task's (as Harbor's oracle); the first step's goes in at start.
        const dirs = task.steps.length
            ? task.steps.map((s) => node_path_1.default.join(task.dir, ...(s.hasSolution ? ["steps", s.name] : []), "solution"))
            : [node_path_1.default.join(task.dir, "solution")];
        const missing = dirs.map((d) => node_path_1.default.join(d, "solve.sh")).find((f) => !(0, node_fs_1.existsSync)(f));
        if (missing)
            return { ...base(agent), error: `oracle: ${missing} is missing` };
        return {
            ...base(agent),
            mounts: [...base(agent).mounts, { name: "solution", from: dirs[0] }],
            ...(task.steps.length ? { stepMount: "solution" } : {}),
            argv: (p) => ["sh", "-c", ORACLE_SH, "sh", `${p.mount("solution")}/solve.sh`, p.agentLogs],
            env: { DEBIAN_FRONTEND: "noninteractive", ...(agent.env ?? {}), ...task.config.solution.env },
            exitCounts: false,
        };
    },
};
/** A built-in coding agent (src/agents): installed in the environment, launched headless, its trace read. */
function codingKind(use) {
    return (agent, task) => {
        let model;
        return {
            ...base(agent),
            argv: null,
            launch: (p, env) => {
                const where = p.codingAgent?.(use.def.name);
                if (!where)
                    throw new Error(`this runtime cannot run the built-in agent ${use.def.name}`);
                model = (0, session_js_1.modelOf)(agent, env);
                const logsDir = p.agentLogs;
                // A multi-step task's instruction is the current step's, which the lifecycle puts in the variables.
                const cmd = (0, session_js_1.launchCommand)(use, agent, env, env.AGENT_INSTRUCTION ?? task.instruction, {
                    ...where,
                    logsDir,
                });
                return { argv: cmd.cmd, env: cmd.env };
            },
            trace: async (agentDir, sessionDir) => {
                const parsed = await (0, session_js_1.harvestTrace)(use, { instruction: task.instruction, model }, agentDir, sessionDir);
                return parsed?.error ?? null;
            },
        };
    };
}
const custom = (agent) => {
    const command = agent.command;
    if (!command?.length)
        return { ...base(agent), error: `agent ${agent.name} has no command` };
    return { ...base(agent), argv: () => command };
};
function resolveAgent(agent, task) {
    const use = agent.recipe || table_js_1.CODING_AGENT_NAMES.includes(agent.name) ? (0, session_js_1.codingAgentOf)(agent) : null;
    if (use)
        return codingKind(use)(agent, task);
    return (exports.AGENT_KINDS[agent.name] ?? custom)(agent, task);
}


/***/ }),

/***/ 66806:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.CONVENTION_ARTIFACTS = void 0;
exports.artifactPaths = artifactPaths;
/**
 * What a separate verifier is given, as Harbor collects it: the convention folder `/logs/artifacts`,
 * then the task's `artifacts` and the step's, each an absolute path in the agent's environment (a
 * relative one is under its working directory). Pure.
 */
const node_path_1 = __importDefault(__webpack_require__(76760));
exports.CONVENTION_ARTIFACTS = "/logs/artifacts";
/** The paths collected after the task's agent (`step` null) or a step's, in order, each once. */
function artifactPaths(task, step, workdir) {
    const own = step === null ? [] : task.config.steps[step].artifacts;
    const sources = [...task.config.artifacts, ...own].map((a) => node_path_1.default.posix.resolve(workdir, a.source));
    return [...new Set([exports.CONVENTION_ARTIFACTS, ...sources])];
}


/***/ }),

/***/ 76630:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * The LLM gateway: a pass-through proxy between agents and their LLM provider (the mock, or a real
 * one) that times every call, so agents with no instrumentation still get `llm` spans.
 *
 * Attribution: an agent gets a per-session base URL (`/s/<session-id>/v1`); a long-lived agent
 * service instead forwards the `x-agent-loadtest-session` header it received with the journey.
 * A session name is the agent's data: a call naming one the run did not hand out (or one that has
 * ended, or no safe name) is answered 404 and counted, never forwarded, timed or recorded.
 * It speaks every dialect the mock does (OpenAI chat and Responses, Anthropic, Gemini): the path says which.
 * Per call it records TTFT (first content-bearing chunk, by the one stream parser), inter-chunk gaps,
 * duration, tokens (usage, else counted chunks), status and error class. Bodies are streamed through;
 * with `record` each call is also kept for the session's cassette (recorder.ts). Request headers
 * (Authorization, x-api-key) are forwarded untouched and never logged or recorded.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.routeOf = routeOf;
exports.statusErrorClass = statusErrorClass;
exports.startGateway = startGateway;
const node_http_1 = __webpack_require__(37067);
const node_https_1 = __webpack_require__(44708);
const node_perf_hooks_1 = __webpack_require__(643);
const errors_js_1 = __webpack_require__(83916);
const event_schema_js_1 = __webpack_require__(857);
const limits_js_1 = __webpack_require__(30351);
const session_js_1 = __webpack_require__(62091);
const table_js_1 = __webpack_require__(17579);
const histogram_js_1 = __webpack_require__(85835);
const cassette_js_1 = __webpack_require__(35310);
const paths_js_1 = __webpack_require__(8431);
const stream_parser_js_1 = __webpack_require__(84778);
const transport_js_1 = __webpack_require__(60343);
const recorder_js_1 = __webpack_require__(97280);
/** Spans kept per session before the oldest are dropped: a runaway agent must not eat the runner's memory. */
const MAX_SPANS_PER_SESSION = 10_000;
/** Bytes of a non-streaming JSON reply read for its usage block. */
const MAX_JSON_BYTES = (0, limits_js_1.limit)("gatewayJsonBytes");
/** Hop-by-hop headers (RFC 9110 §7.6.1) are the proxy's own; everything else passes untouched. */
const HOP_BY_HOP = new Set([
    "connection",
    "keep-alive",
    "proxy-connection",
    "proxy-authenticate",
    "proxy-authorization",
    "te",
    "trailer",
    "transfer-encoding",
    "upgrade",
    "host",
]);
function forwardHeaders(h, drop = []) {
    const out = {};
    for (const [k, v] of Object.entries(h)) {
        if (v === undefined || HOP_BY_HOP.has(k) || drop.includes(k))
            continue;
        out[k] = v;
    }
    return out;
}
/**
 * `/s/<id>/rest` (or the session header) → the session and the path to forward. A session is a name
 * from the agent: one that does not decode or breaks the safe-name rule is `named` with no session.
 */
function routeOf(url, header) {
    const m = /^\/s\/([^/?]*)(.*)$/.exec(url);
    if (m)
        return { session: (0, paths_js_1.decodedName)(m[1]), named: true, path: m[2] || "/" };
    const h = Array.isArray(header) ? header.join(",") : header;
    if (h === undefined || h === "")
        return { session: null, named: false, path: url };
    return { session: paths_js_1.SAFE_NAME.test(h) ? h : null, named: true, path: url };
}
/** Upstream HTTP status → error class of the `llm` span. */
function statusErrorClass(status) {
    if (status === 429)
        return "llm_rate_limited";
    if (status >= 500)
        return "llm_server_error";
    if (status >= 400)
        return "http_4xx";
    return null;
}
/** What one call leaves for its span: status, and the stream parser or the JSON reply's bytes. */
class CallRecord {
    t0;
    dialect;
    api;
    status = 0;
    parser = null;
    json = null;
    jsonBytes = 0;
    constructor(t0, dialect, api) {
        this.t0 = t0;
        this.dialect = dialect;
        this.api = api;
    }
    replayMismatch = false;
    response(status, contentType, mismatch = false) {
        this.status = status;
        this.replayMismatch = mismatch;
        if (contentType.includes("text/event-stream")) {
            // Only timing and token counts become the span: the text itself is not kept.
            this.parser = new stream_parser_js_1.StreamParser({
                startMs: this.t0,
                dialect: this.dialect,
                framing: "sse",
                collectText: false,
            });
        }
        else if (contentType.includes("json")) {
            this.json = [];
        }
    }
    data(chunk) {
        if (this.parser)
            this.parser.push(chunk, node_perf_hooks_1.performance.now());
        else if (this.json && this.jsonBytes < MAX_JSON_BYTES) {
            this.json.push(chunk);
            this.jsonBytes += chunk.length;
        }
    }
    span(cls) {
        const end = node_perf_hooks_1.performance.now();
        const s = this.parser?.end(end) ?? null;
        const reply = !s && this.json ? replyOfJson(Buffer.concat(this.json), this.dialect) : null;
        const usage = s?.usage ?? reply?.usage ?? null;
        const errorClass = cls ??
            (this.replayMismatch ? "replay_mismatch" : null) ??
            statusErrorClass(this.status) ??
            s?.error?.bucket ??
            null;
        const model = (s?.model ?? reply?.model ?? null)?.slice(0, event_schema_js_1.MAX_MODEL_CHARS) ?? null;
        const toolCalls = s ? s.toolCalls.length : (reply?.toolCalls ?? null);
        return {
            kind: "llm",
            name: model ? `${this.api} ${model}` : this.api,
            start: node_perf_hooks_1.performance.timeOrigin + this.t0,
            end: node_perf_hooks_1.performance.timeOrigin + end,
            ok: errorClass === null,
            error_class: errorClass,
            ttft_ms: s?.ttftMs != null ? (0, histogram_js_1.round3)(s.ttftMs) : null,
            tokens_in: usage?.promptTokens ?? null,
            tokens_out: usage?.completionTokens ?? (s && s.contentTimes.length > 0 ? s.outputTokens : null),
            ...(usage?.cachedTokens != null ? { tokens_cached: usage.cachedTokens } : {}),
            ...(usage?.reasoningTokens != null ? { tokens_reasoning: usage.reasoningTokens } : {}),
            ...(toolCalls != null ? { tool_calls: toolCalls } : {}),
            ...(model ? { model } : {}),
            ...(s && s.gapsMs.length > 0 ? { icl_ms: s.gapsMs.map(histogram_js_1.round3) } : {}),
        };
    }
}
/** Forwards one call, streaming both ways, and records its span once, however it ends. */
function proxy(target, req, res, record, onRefused) {
    const { session, named, path } = routeOf(req.url ?? "/", req.headers[session_js_1.SESSION_HEADER]);
    if (named && (session === null || !target.admits(session))) {
        refuse(req, res, onRefused);
        return;
    }
    const { dialect, name } = (0, table_js_1.forwardedApi)(path);
    const t0 = node_perf_hooks_1.performance.now();
    const call = new CallRecord(t0, dialect, name);
    const tap = req.method === "POST" ? (target.recorder?.call(session, path, t0) ?? null) : null;
    let finished = false;
    const finish = (cls) => {
        if (finished)
            return;
        finished = true;
        const span = call.span(cls);
        tap?.finish(cls !== null, { tokens_in: span.tokens_in ?? null, tokens_out: span.tokens_out ?? null });
        record(session, span);
    };
    const headers = forwardHeaders(req.headers, [session_js_1.SESSION_HEADER]);
    if (target.forwardSession && session !== null)
        headers[session_js_1.SESSION_HEADER] = session;
    const up = target.send(`${target.base}${path}`, { method: req.method, headers, agent: target.agent });
    up.on("response", (ur) => {
        const status = ur.statusCode ?? 502;
        res.writeHead(status, forwardHeaders(ur.headers));
        tap?.head(status, ur.headers, node_perf_hooks_1.performance.now());
        call.response(status, String(ur.headers["content-type"] ?? ""), ur.headers[cassette_js_1.REPLAY_MISMATCH_HEADER] === "mismatch");
        ur.on("data", (chunk) => {
            res.write(chunk);
            tap?.data(chunk, node_perf_hooks_1.performance.now());
            call.data(chunk);
        });
        ur.on("end", () => {
            res.end();
            finish(null);
        });
        const reset = () => {
            finish("connection_reset");
            res.destroy();
        };
        ur.on("aborted", reset);
        ur.on("error", reset);
    });
    up.on("error", (err) => {
        const cls = (0, transport_js_1.transportBucket)(err);
        if (!res.headersSent) {
            const head = { "content-type": "application/json" };
            const message = `LLM gateway could not reach the upstream: ${cls}`;
            const body = Buffer.from(JSON.stringify({ error: { type: "gateway_error", message } }));
            res.writeHead(502, head);
            res.end(body);
            // The agent saw a 502: that is what its cassette replays.
            tap?.head(502, head, node_perf_hooks_1.performance.now());
            tap?.data(body, node_perf_hooks_1.performance.now());
            tap?.finish(false, null);
        }
        else {
            res.destroy();
        }
        finish(cls);
    });
    // The agent went away (its own timeout, a kill): stop the upstream call too.
    res.on("close", () => {
        if (!finished && !res.writableFinished) {
            up.destroy();
            finish("connection_reset");
        }
    });
    if (tap)
        req.on("data", (chunk) => tap.request(chunk));
    req.pipe(up);
}
/**
 * A call naming a session the gateway did not hand out: 404, and nothing of it forwarded, timed or
 * recorded. The name is not echoed: it is the agent's, of any length or content.
 */
function refuse(req, res, counted) {
    counted();
    const message = "LLM gateway: this session was not handed out by the run (or has ended)";
    res.writeHead(404, { "content-type": "application/json", connection: "close" });
    res.end(JSON.stringify({ error: { type: "unknown_session", message } }));
    // Its body is not read: the connection closes after the answer.
    req.resume();
}
async function startGateway(opts) {
    let upstream;
    try {
        upstream = new URL(opts.upstream);
    }
    catch {
        throw new errors_js_1.InfraError(`LLM gateway: upstream "${opts.upstream}" is not a URL`);
    }
    const tls = upstream.protocol === "https:";
    const prefix = upstream.pathname.replace(/\/+$/, "");
    const pool = {
        keepAlive: true,
        maxSockets: opts.maxConnections ?? 1024,
        maxFreeSockets: opts.maxConnections ?? 1024,
    };
    const agent = tls ? new node_https_1.Agent(pool) : new node_http_1.Agent(pool);
    const send = tls ? node_https_1.request : node_http_1.request;
    const spans = new Map();
    // The sessions this gateway handed out (their base URL, or begun) and that have not ended.
    const live = new Set();
    const handOut = (id) => {
        if (paths_js_1.SAFE_NAME.test(id))
            live.add(id);
    };
    let unattributed = 0;
    let refused = 0;
    const record = (session, span) => {
        if (session === null) {
            unattributed++;
            return;
        }
        // A call still going when its session ended: nobody will take its span.
        if (!live.has(session))
            return;
        let list = spans.get(session);
        if (!list) {
            list = [];
            spans.set(session, list);
        }
        if (list.length >= MAX_SPANS_PER_SESSION)
            list.shift();
        list.push(span);
    };
    const recorder = opts.record ? new recorder_js_1.CassetteRecorder(opts.record) : null;
    const target = {
        base: `${upstream.origin}${prefix}`,
        agent,
        send,
        recorder,
        forwardSession: opts.forwardSession === true,
        admits: (session) => live.has(session),
    };
    const server = (0, node_http_1.createServer)((req, res) => proxy(target, req, res, record, () => refused++));
    // LLM streams can run for minutes; the agent's own client decides when to give up.
    server.requestTimeout = 0;
    const host = opts.host ?? "127.0.0.1";
    await new Promise((resolve, reject) => {
        server.once("error", (e) => reject(new errors_js_1.InfraError(`LLM gateway: cannot listen on ${host}:${opts.port ?? 0}: ${e.message}`)));
        server.listen(opts.port ?? 0, host, () => resolve());
    });
    const port = server.address().port;
    const url = `http://${host}:${port}`;
    return {
        url,
        port,
        sessionEnv(sessionId) {
            handOut(sessionId);
            const base = `${url}/s/${encodeURIComponent(sessionId)}`;
            return (0, table_js_1.baseUrlEnv)(base);
        },
        takeSpans(sessionId) {
            const list = spans.get(sessionId) ?? [];
            spans.delete(sessionId);
            return list;
        },
        unattributedCalls: () => unattributed,
        refusedCalls: () => refused,
        beginSession(id, task) {
            handOut(id);
            recorder?.begin(id, task);
        },
        endSession(id) {
            live.delete(id);
            spans.delete(id);
            recorder?.end(id);
        },
        close() {
            recorder?.close();
            return new Promise((resolve) => {
                server.closeAllConnections();
                server.close(() => resolve());
                agent.destroy();
            });
        },
    };
}
/** Token counts and model of a non-streaming reply, read as the stream parser reads a stream's. */
function replyOfJson(body, dialect) {
    try {
        return (0, table_js_1.replyFacts)(dialect, JSON.parse(body.toString("utf8")));
    }
    catch {
        return null;
    }
}


/***/ }),

/***/ 17476:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.statusErrorClass = exports.startGateway = exports.routeOf = void 0;
/** The LLM gateway the run starts when `services.gateway.enabled`. */
var gateway_js_1 = __webpack_require__(76630);
Object.defineProperty(exports, "routeOf", ({ enumerable: true, get: function () { return gateway_js_1.routeOf; } }));
Object.defineProperty(exports, "startGateway", ({ enumerable: true, get: function () { return gateway_js_1.startGateway; } }));
Object.defineProperty(exports, "statusErrorClass", ({ enumerable: true, get: function () { return gateway_js_1.statusErrorClass; } }));


/***/ }),

/***/ 97280:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.CallTap = exports.CassetteRecorder = void 0;
const limits_js_1 = __webpack_require__(30351);
const cassette_js_1 = __webpack_require__(35310);
const paths_js_1 = __webpack_require__(8431);
const secrets_js_1 = __webpack_require__(27194);
const MAX_CONVERSATION = (0, limits_js_1.limit)("cassetteConversationBytes");
const MAX_REQUEST = (0, limits_js_1.limit)("mockLlmBodyBytes");
class CassetteRecorder {
    dir;
    open = new Map();
    attempts = new Map();
    /** Sessions begun with a name that cannot be stored: their calls are not recorded. */
    unrecorded = new Set();
    constructor(dir) {
        this.dir = dir;
    }
    /**
     * A new conversation for the session (a retried session records its attempt beside the first).
     * Names become paths: a session, task or file name outside the safe-name rule is not recorded.
     */
    begin(session, task) {
        this.flush(session);
        const n = (this.attempts.get(session) ?? 0) + 1;
        const file = n === 1 ? session : `${session}.attempt-${n}`;
        if (![session, task, `${file}.json`].every((name) => paths_js_1.SAFE_NAME.test(name))) {
            this.unrecorded.add(session);
            return;
        }
        this.unrecorded.delete(session);
        this.attempts.set(session, n);
        this.open.set(session, { task, file, next: 0, bytes: 0, truncated: false, calls: new Map() });
    }
    /** Writes the session's conversation; calls still in flight are left out. */
    end(session) {
        this.flush(session);
    }
    /** Writes every conversation still open (the gateway is closing). */
    close() {
        for (const session of [...this.open.keys()])
            this.flush(session);
    }
    /** A tap for one call, or null when the session has no conversation to add to. */
    call(session, path, t0) {
        if (session === null || this.unrecorded.has(session))
            return null;
        if (!this.open.has(session))
            this.begin(session, (0, cassette_js_1.taskOfSession)(session));
        const conv = this.open.get(session);
        if (!conv)
            return null;
        const position = conv.next++;
        return new CallTap(path, t0, (call) => this.add(conv, position, call));
    }
    add(conv, position, call) {
        const size = JSON.stringify(call).length;
        if (conv.truncated || conv.bytes + size > MAX_CONVERSATION) {
            conv.truncated = true;
            return;
        }
        conv.bytes += size;
        conv.calls.set(position, call);
    }
    flush(session) {
        const conv = this.open.get(session);
        if (!conv)
            return;
        this.open.delete(session);
        const positions = [...conv.calls.keys()].sort((a, b) => a - b);
        const out = {
            version: cassette_js_1.CASSETTE_VERSION,
            task: conv.task,
            session,
            recorded_at: new Date().toISOString(),
            truncated: conv.truncated,
            calls: positions.map((p) => conv.calls.get(p)),
        };
        (0, cassette_js_1.writeConversation)(this.dir, conv.file, out);
    }
}
exports.CassetteRecorder = CassetteRecorder;
/** What one proxied call leaves for its cassette entry. */
class CallTap {
    path;
    t0;
    add;
    body = [];
    bodyBytes = 0;
    status = 0;
    headAt = 0;
    headers = {};
    chunks = [];
    done = false;
    constructor(path, t0, add) {
        this.path = path;
        this.t0 = t0;
        this.add = add;
    }
    request(data) {
        this.bodyBytes += data.length;
        if (this.bodyBytes <= MAX_REQUEST)
            this.body.push(data);
    }
    head(status, headers, now) {
        this.status = status;
        this.headAt = now - this.t0;
        for (const name of cassette_js_1.REPLAYED_HEADERS) {
            const v = headers[name];
            if (typeof v === "string")
                this.headers[name] = v.slice(0, 200);
        }
    }
    data(chunk, now) {
        this.chunks.push({ at: now - this.t0, data: chunk });
    }
    /** The call ended (`cut`: the connection died); usage from its span. */
    finish(cut, usage) {
        if (this.done)
            return;
        this.done = true;
        const [bare, query = ""] = this.path.split("?", 2);
        const redact = (0, secrets_js_1.knownRedactor)();
        const norm = (0, cassette_js_1.normaliseCall)(bare, query, Buffer.concat(this.body).toString("utf8"), redact);
        if (!norm)
            return;
        const raw = Buffer.concat(this.chunks.map((c) => c.data));
        // A secret in a response is masked; the chunks then carry the masked body at their offsets.
        const masked = redact.bytes(raw);
        if (masked)
            delete this.headers["content-length"];
        const chunks = masked
            ? [(0, cassette_js_1.chunkOf)(round(this.chunks.at(-1)?.at ?? this.headAt), masked)]
            : this.chunks.map((c) => (0, cassette_js_1.chunkOf)(round(c.at), c.data));
        const body = chunks.map(cassette_js_1.chunkBytes);
        this.add({
            api: norm.api,
            path: bare,
            request: norm.request,
            hash: norm.hash,
            status: this.status,
            headers: this.headers,
            head_at: round(this.headAt),
            chunks,
            cut,
            tool_ids: (0, cassette_js_1.toolIdsIn)(Buffer.concat(body).toString("utf8")),
            usage,
        });
    }
}
exports.CallTap = CallTap;
const round = (ms) => Math.round(Math.max(0, ms) * 1000) / 1000;


/***/ }),

/***/ 20531:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.awaitHealthy = awaitHealthy;
/**
 * Harbor's healthcheck loop (environments/base.py `run_healthcheck`): the command, until it succeeds.
 * A failure within the start period (counted from the first try) does not count and waits
 * `start_interval_sec`; any other failure counts and waits `interval_sec`; `retries` failures in a row
 * end it. Each try is bounded by `timeout_sec`: a try past it is a failure here (Harbor ends the trial
 * then), so the loop is bounded by the start period plus `retries` tries. The clock is given, so the
 * decisions are tested without waiting.
 */
const clock_js_1 = __webpack_require__(99373);
/** Null once the command succeeded; else why it is unhealthy. `tryOnce` says whether one try succeeded. */
async function awaitHealthy(hc, tryOnce, signal, clock = clock_js_1.realClock) {
    const startEnd = clock.now() + hc.start_period_sec * 1000;
    let failures = 0;
    for (;;) {
        if (signal.aborted)
            return "interrupted";
        const inStart = clock.now() < startEnd;
        if (await tryOnce())
            return null;
        if (inStart) {
            await clock.sleep(hc.start_interval_sec * 1000, signal);
            continue;
        }
        failures += 1;
        if (failures >= hc.retries)
            return `healthcheck failed after ${hc.retries} consecutive retries: ${hc.command}`;
        await clock.sleep(hc.interval_sec * 1000, signal);
    }
}


/***/ }),

/***/ 50262:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.createHttpRuntime = exports.AGENT_SERVICE_URL_ENV = void 0;
exports.createHttpRuntimeForScenario = createHttpRuntimeForScenario;
const runtime_js_1 = __webpack_require__(48326);
var runtime_js_2 = __webpack_require__(48326);
Object.defineProperty(exports, "AGENT_SERVICE_URL_ENV", ({ enumerable: true, get: function () { return runtime_js_2.AGENT_SERVICE_URL_ENV; } }));
Object.defineProperty(exports, "createHttpRuntime", ({ enumerable: true, get: function () { return runtime_js_2.createHttpRuntime; } }));
/** Headroom over the planned peak, so the pool never becomes a hidden client-side queue. */
const POOL_HEADROOM = 16;
/** The runtime for a loaded scenario: its journeys, and a pool sized to the run's peak concurrency. */
function createHttpRuntimeForScenario(loaded, runId) {
    const sc = loaded.scenario;
    const load = sc.load;
    const peak = Math.max(loaded.pairs.reduce((a, p) => a + p.n_concurrent, 0), load.concurrency ?? 0, load.max_in_flight ?? 0, ...(load.stages ?? []).map((s) => s.concurrency));
    return (0, runtime_js_1.createHttpRuntime)({
        defaults: sc.runtime.http,
        journeys: loaded.pairs.map((p) => p.journey),
        pairTags: loaded.pairs.map((p) => p.tags),
        maxConnections: peak + POOL_HEADROOM,
        runId,
    });
}


/***/ }),

/***/ 42649:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.freePort = freePort;
exports.startAgentService = startAgentService;
/**
 * The agent service a scenario starts for its journeys (`services.agent_service`): a local command,
 * or a container from an image or a Dockerfile. Started once per run, ready when its health path
 * answers 2xx, stopped at the end. Its base URL goes to the HTTP runtime.
 */
const node_child_process_1 = __webpack_require__(31421);
const node_fs_1 = __webpack_require__(73024);
const node_net_1 = __webpack_require__(77030);
const node_path_1 = __webpack_require__(76760);
const children_js_1 = __webpack_require__(51700);
const errors_js_1 = __webpack_require__(83916);
const labels_js_1 = __webpack_require__(4322);
const DEFAULT_CONTAINER_PORT = 8080;
const STOP_GRACE_MS = 5000;
async function freePort() {
    const srv = (0, node_net_1.createServer)();
    await new Promise((r) => srv.listen(0, "127.0.0.1", r));
    const port = srv.address().port;
    await new Promise((r) => srv.close(() => r()));
    return port;
}
async function startAgentService(spec, ctx) {
    (0, node_fs_1.mkdirSync)(ctx.logDir, { recursive: true });
    return spec.command ? startCommand(spec, ctx) : startContainer(spec, ctx);
}
async function startCommand(spec, ctx) {
    const port = spec.port || (await freePort());
    const url = `http://127.0.0.1:${port}`;
    const argv = spec.command;
    const logFile = (0, node_path_1.join)(ctx.logDir, "agent-service.log");
    const log = (0, node_fs_1.createWriteStream)(logFile, { flags: "a" });
    const tail = [];
    const mark = (0, children_js_1.newMark)();
    const child = (0, node_child_process_1.spawn)(argv[0], argv.slice(1), {
        cwd: ctx.cwd,
        env: {
            PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin",
            HOME: process.env.HOME ?? ctx.cwd,
            LANG: process.env.LANG ?? "C.UTF-8",
            ...ctx.env,
            ...(spec.env ?? {}),
            PORT: String(port),
            AGENT_RUN_ID: ctx.runId,
            [children_js_1.PROC_MARK]: mark,
        },
        stdio: ["ignore", "pipe", "pipe"],
        // Its own process group, so stopping it stops whatever it spawned too.
        detached: true,
    });
    // The exit paths end it too (killAllChildren), with whatever it started.
    const tree = child.pid ? (0, children_js_1.newTree)(child.pid, mark) : null;
    const untrack = tree ? (0, children_js_1.trackTree)(tree) : () => { };
    log.on("error", () => { }); // a full disk loses the service's log, not the run
    const keep = (b) => {
        log.write(b);
        tail.push(b.toString("utf8"));
        if (tail.length > 20)
            tail.shift();
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    let exited = null;
    const exit = new Promise((resolve) => {
        child.on("exit", (code, signal) => {
            exited = signal ? `killed by ${signal}` : `exited with code ${code}`;
            resolve();
        });
        child.on("error", (e) => {
            exited = `could not start: ${e.message}`;
            resolve();
        });
    });
    const stop = async () => {
        if (exited === null && child.pid) {
            signalGroup(child.pid, "SIGTERM");
            const killer = setTimeout(() => child.pid && signalGroup(child.pid, "SIGKILL"), STOP_GRACE_MS);
            await exit;
            clearTimeout(killer);
        }
        if (tree)
            (0, children_js_1.killTree)(tree);
        untrack();
        await new Promise((r) => log.end(() => r()));
    };
    try {
        await waitHealthy(`${url}${spec.health_path}`, spec.startup_timeout_sec, () => exited);
    }
    catch (e) {
        await stop();
        const out = tail.join("").trim().split("\n").slice(-5).join(" | ");
        throw new errors_js_1.InfraError(`agent service ${argv.join(" ")}: ${e.message}${out ? ` — last output: ${out}` : ""} (log: ${logFile})`);
    }
    return { url, close: stop };
}
function signalGroup(pid, signal) {
    try {
        process.kill(-pid, signal);
    }
    catch {
        // already gone
    }
}
async function waitHealthy(url, timeoutSec, exited) {
    const deadline = Date.now() + timeoutSec * 1000;
    let last = "no answer";
    while (Date.now() < deadline) {
        const gone = exited();
        if (gone)
            throw new Error(`${gone} before it was healthy`);
        try {
            const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
            await res.arrayBuffer();
            if (res.ok)
                return;
            last = `HTTP ${res.status}`;
        }
        catch (e) {
            last = e.cause?.code ?? e.message;
        }
        await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`not healthy at ${url} within ${timeoutSec}s (last: ${last})`);
}
/**
 * A container on the host network: 127.0.0.1 means the same thing inside and out, so the mock LLM
 * and the gateway need no extra routing. Docker is imported only when a scenario asks for it.
 */
async function startContainer(spec, ctx) {
    const { default: Dockerode } = await __webpack_require__.e(/* import() */ 40).then(__webpack_require__.t.bind(__webpack_require__, 39040, 23));
    const { buildImage, ensurePulled, imageExists, serviceImageTag } = await __webpack_require__.e(/* import() */ 298).then(__webpack_require__.t.bind(__webpack_require__, 96298, 23));
    const docker = new Dockerode();
    try {
        await docker.ping();
    }
    catch (e) {
        throw new errors_js_1.InfraError(`agent service: Docker is not reachable: ${e.message}`);
    }
    const port = spec.port || DEFAULT_CONTAINER_PORT;
    let image = spec.image ?? "";
    if (spec.dockerfile) {
        const contextDir = spec.context ?? (0, node_path_1.dirname)(spec.dockerfile);
        const dockerfile = spec.dockerfile.startsWith(contextDir)
            ? spec.dockerfile.slice(contextDir.length).replace(/^\/+/, "")
            : spec.dockerfile;
        // Tagged by content, as task images are: the next run reuses it, and runs leave no tag each.
        const tag = await serviceImageTag(contextDir, dockerfile);
        if (!(await imageExists(docker, tag))) {
            const r = await buildImage(docker, {
                contextDir,
                dockerfile,
                tag,
                buildArgs: {},
                timeoutSec: spec.startup_timeout_sec * 10,
                logFile: (0, node_path_1.join)(ctx.logDir, "agent-service-build.log"),
                networkMode: "host",
            });
            if (!r.ok)
                throw new errors_js_1.InfraError(`agent service: ${r.error}`);
        }
        image = tag;
    }
    else {
        const r = await ensurePulled(docker, image, spec.startup_timeout_sec * 10);
        if (!r.ok)
            throw new errors_js_1.InfraError(`agent service: ${r.error}`);
    }
    const env = { ...ctx.env, ...(spec.env ?? {}), PORT: String(port), AGENT_RUN_ID: ctx.runId };
    const container = await docker.createContainer({
        Image: image,
        Env: Object.entries(env).map(([k, v]) => `${k}=${v}`),
        Labels: { [labels_js_1.RUN_LABEL]: ctx.runId, [labels_js_1.ROLE_LABEL]: "agent-service" },
        HostConfig: { NetworkMode: "host", AutoRemove: false },
    });
    const stop = async () => {
        await container.stop({ t: Math.ceil(STOP_GRACE_MS / 1000) }).catch(() => { });
        await container.remove({ force: true }).catch(() => { });
    };
    try {
        await container.start();
        let state = "";
        const exited = () => state || null;
        const poll = setInterval(() => {
            container
                .inspect()
                .then((i) => {
                if (!i.State.Running)
                    state = `exited with code ${i.State.ExitCode}`;
            })
                .catch(() => {
                state = "container gone";
            });
        }, 500);
        try {
            await waitHealthy(`http://127.0.0.1:${port}${spec.health_path}`, spec.startup_timeout_sec, exited);
        }
        finally {
            clearInterval(poll);
        }
    }
    catch (e) {
        await stop();
        throw new errors_js_1.InfraError(`agent service ${image}: ${e.message}`);
    }
    return { url: `http://127.0.0.1:${port}`, close: stop };
}


/***/ }),

/***/ 19045:
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
exports.LocalEnvironment = exports.AGENT_MOUNT = void 0;
exports.nodeFor = nodeFor;
exports.refuseForeignHost = refuseForeignHost;
exports.createLocalRuntime = createLocalRuntime;
/**
 * Local runtime: one session = the agent as a child process in a fresh temp workspace, with the
 * Harbor paths mapped into the session folder (`/logs/agent` → sessions/<id>/agent, `/logs/verifier`
 * → sessions/<id>/verifier), tests copied in only after the agent finished, then `tests/test.sh`.
 * The steps and their buckets are the trial lifecycle's (../trial.ts); this is its environment.
 */
const node_fs_1 = __webpack_require__(73024);
const node_os_1 = __webpack_require__(48161);
const node_path_1 = __importStar(__webpack_require__(76760));
const install_js_1 = __webpack_require__(94733);
const session_js_1 = __webpack_require__(82002);
const table_js_1 = __webpack_require__(93690);
const errors_js_1 = __webpack_require__(83916);
const trial_js_1 = __webpack_require__(86753);
const process_js_1 = __webpack_require__(76924);
/** The folder an agent's `mount` appears at, in every runtime. */
exports.AGENT_MOUNT = "/agent";
const HOST_NODE_MAJOR = Number(process.versions.node.split(".")[0]);
/**
 * The node for an agent: this process's, or the pinned NODE_RUNTIME (npm's linux-x64 build) installed
 * beside the agents when the agent's `engines` ask for more.
 */
async function nodeFor(use, field, hostMajor = HOST_NODE_MAJOR) {
    const need = use.def.nodeMajor;
    if (use.def.native || !need || need <= hostMajor)
        return { node: process.execPath, install: null };
    const label = `node ${table_js_1.NODE_RUNTIME.major} for ${use.def.name}`;
    const node = await (0, install_js_1.installOnHost)({ ...table_js_1.NODE_RUNTIME, label }, table_js_1.NODE_RUNTIME.version).catch((err) => {
        throw new errors_js_1.InfraError(`${field}.name: ${err.message}`);
    });
    return { node: node_path_1.default.join(node.dir, table_js_1.NODE_RUNTIME.entry), install: node };
}
/**
 * Built-in agents are installed as npm's linux-x64 build (what task containers run); on another host
 * their native parts cannot run, so the local runtime refuses them before any session.
 */
function refuseForeignHost(use, field, host = `${process.platform}-${process.arch}`) {
    if (host !== "linux-x64")
        throw new errors_js_1.InfraError(`${field}.name: ${use.def.name} is installed as its linux-x64 build, which cannot run on this ${host} runner; use the docker runtime`);
}
/**
 * `agents`: the plan's agents, each with the scenario field it came from; built-in coding agents among
 * them are installed on the host in prepare(), before any session.
 */
function createLocalRuntime(agents = []) {
    const installs = new Map();
    return {
        kind: "local",
        async prepare(ctx) {
            const uses = new Map();
            for (const { agent, field = "agent" } of agents) {
                const use = (0, session_js_1.codingAgentOf)(agent);
                const key = use && `${use.def.name}@${use.version}`;
                if (!use || !key || uses.has(key))
                    continue;
                refuseForeignHost(use, field);
                uses.set(key, { use, field });
            }
            // The agents install side by side; the first failure is the run's.
            const settled = await Promise.allSettled([...uses].map(async ([key, { use, field }]) => {
                ctx.progress?.(`installing agent ${key} (npm ${use.def.package})`);
                const host = await (0, install_js_1.installOnHost)(use.def, use.version).catch((err) => {
                    throw (0, install_js_1.installError)(field, err, use.label !== undefined);
                });
                const { node, install } = await nodeFor(use, field);
                installs.set(key, { dir: host.dir, node });
                const ms = host.ms + (install?.ms ?? 0);
                ctx.progress?.(`agent ${key} ${host.cached ? "found installed" : `installed in ${(ms / 1000).toFixed(1)} s`}`);
                // The Node an agent needs is part of its install.
                return {
                    name: host.name,
                    version: host.version,
                    install: { cached: host.cached && (install?.cached ?? true), ms },
                };
            }));
            const failed = settled.find((s) => s.status === "rejected");
            if (failed)
                throw failed.reason;
            for (const s of settled)
                if (s.status === "fulfilled")
                    ctx.agentInstalled?.(s.value);
        },
        runSession: (spec, io) => {
            const use = (0, session_js_1.codingAgentOf)(spec.agent);
            const install = use ? installs.get(`${use.def.name}@${use.version}`) : undefined;
            return (0, trial_js_1.runTrial)(spec, io, (task, plan) => new LocalEnvironment(task, plan, io, install));
        },
        async close() { },
    };
}
/** A temp folder on the host: the workspace (`app/`), the tests once the agent ended, the solution. */
class LocalEnvironment {
    agentInstall;
    root = (0, node_fs_1.mkdtempSync)((0, node_path_1.join)((0, node_os_1.tmpdir)(), "agent-loadtest-"));
    ws = (0, node_path_1.join)(this.root, "app");
    agentLogs;
    verifierLogs;
    agentDir;
    /** What every process starts from, as a container's own environment would be. */
    base;
    constructor(task, plan, io, 
    /** The host install of the session's built-in coding agent, when it has one. */
    agentInstall) {
        this.agentInstall = agentInstall;
        this.agentLogs = (0, node_path_1.join)(io.dir, "agent");
        this.verifierLogs = (0, node_path_1.join)(io.dir, "verifier");
        for (const d of [this.ws, this.agentLogs, this.verifierLogs])
            (0, node_fs_1.mkdirSync)(d, { recursive: true });
        (0, node_fs_1.writeFileSync)((0, node_path_1.join)(this.agentLogs, "instruction.md"), task.instruction);
        // The agent's folder is used where it is; the solution is copied, as the oracle makes it executable.
        this.agentDir = plan.mounts.find((m) => m.name === "agent")?.from ?? null;
        const solution = plan.mounts.find((m) => m.name === "solution");
        if (solution)
            (0, node_fs_1.cpSync)(solution.from, (0, node_path_1.join)(this.root, "solution"), { recursive: true });
        this.base = {
            PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin",
            HOME: process.env.HOME ?? this.root,
            LANG: process.env.LANG ?? "C.UTF-8",
            ...task.config.environment.env,
        };
    }
    paths() {
        return {
            workdir: this.ws,
            agentLogs: this.agentLogs,
            verifierLogs: this.verifierLogs,
            instructionFile: (0, node_path_1.join)(this.agentLogs, "instruction.md"),
            mount: (name) => (name === "agent" ? (this.agentDir ?? exports.AGENT_MOUNT) : (0, node_path_1.join)(this.root, "solution")),
            ...(this.agentInstall
                ? {
                    codingAgent: () => ({
                        installDir: this.agentInstall.dir,
                        home: (0, node_path_1.join)(this.root, "home"),
                        node: this.agentInstall.node,
                    }),
                }
                : {}),
        };
    }
    runEnv(env) {
        return env;
    }
    exec(req, signal) {
        return (0, process_js_1.runProcess)({
            argv: mapMount(req.argv, this.agentDir),
            cwd: this.ws,
            env: { ...this.base, ...req.env },
            timeoutMs: req.timeoutSec == null ? null : req.timeoutSec * 1000,
            stdoutFile: req.stdout,
            stderrFile: req.stderr,
            signal,
        });
    }
    runAgent(req, signal) {
        return this.exec(req, signal);
    }
    async uploadDir(from, to) {
        (0, node_fs_1.cpSync)(from, to, { recursive: true });
    }
    async replaceDir(from, to) {
        (0, node_fs_1.rmSync)(to, { recursive: true, force: true });
        await this.uploadDir(from, to);
    }
    /** The verifier folder is emptied first so an agent can never plant its own reward. */
    verify(req, signal) {
        (0, node_fs_1.rmSync)(this.verifierLogs, { recursive: true, force: true });
        (0, node_fs_1.mkdirSync)(this.verifierLogs, { recursive: true });
        const tests = (0, node_path_1.join)(this.root, "tests");
        if (req.clearTests)
            (0, node_fs_1.rmSync)(tests, { recursive: true, force: true });
        for (const dir of req.tests)
            (0, node_fs_1.cpSync)(dir, tests, { recursive: true });
        const script = (0, node_path_1.join)(tests, "test.sh");
        (0, node_fs_1.chmodSync)(script, 0o755);
        const out = (0, node_path_1.join)(this.verifierLogs, "test-stdout.txt");
        return (0, process_js_1.runProcess)({
            argv: ["sh", script],
            cwd: this.ws,
            env: { ...this.base, ...req.agentEnv, ...req.env, TESTS_DIR: tests },
            timeoutMs: req.timeoutSec * 1000,
            stdoutFile: out,
            stderrFile: out,
            signal,
        });
    }
    async collectLogs() { }
    async oomKilled() {
        return false;
    }
    async gone() {
        return null;
    }
    attrs() {
        return {};
    }
    async stop() {
        (0, node_fs_1.rmSync)(this.root, { recursive: true, force: true });
        return true;
    }
}
exports.LocalEnvironment = LocalEnvironment;
/** `/agent/...` arguments point into the agent's mounted folder, wherever the runtime put it. */
function mapMount(argv, mount) {
    if (!mount)
        return argv;
    return argv.map((a) => a === exports.AGENT_MOUNT || a.startsWith(`${exports.AGENT_MOUNT}/`) ? mount + a.slice(exports.AGENT_MOUNT.length) : a);
}


/***/ }),

/***/ 76924:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.KILL_GRACE_MS = void 0;
exports.runProcess = runProcess;
/**
 * Runs one command as its own process group, streaming stdout/stderr to files (never buffered),
 * and kills the whole tree (group plus sweep, ../../children.ts) on timeout, abort and exit, so
 * nothing an agent started outlives its phase — a `setsid` grandchild that ignores TERM included.
 */
const node_child_process_1 = __webpack_require__(31421);
const children_js_1 = __webpack_require__(51700);
const errors_js_1 = __webpack_require__(83916);
const fatal_js_1 = __webpack_require__(66589);
const log_file_js_1 = __webpack_require__(73862);
/** Every process of a session's phase is gone this long after its end, timeout or abort. */
exports.KILL_GRACE_MS = 2000;
function runProcess(p) {
    return new Promise((resolve) => {
        const out = (0, log_file_js_1.boundedLogFile)(p.stdoutFile);
        const err = p.stderrFile === p.stdoutFile ? out : (0, log_file_js_1.boundedLogFile)(p.stderrFile);
        let timedOut = false;
        let aborted = false;
        let spawnError = null;
        const mark = (0, children_js_1.newMark)();
        const child = (0, node_child_process_1.spawn)(p.argv[0], p.argv.slice(1), {
            cwd: p.cwd,
            env: { ...p.env, [children_js_1.PROC_MARK]: mark },
            detached: true,
            stdio: ["ignore", "pipe", "pipe"],
        });
        const tree = child.pid === undefined ? null : (0, children_js_1.newTree)(child.pid, mark);
        const untrack = tree ? (0, children_js_1.trackTree)(tree) : () => { };
        // A sweep reads every process's stat and repeats until none is left: done once per phase — at its
        // limit, abort or write error, else when the agent exits — not again at exit or close.
        let swept = false;
        const end = () => {
            if (swept)
                return;
            swept = true;
            if (tree)
                (0, children_js_1.killTree)(tree);
        };
        // A full disk under a log file: the run cannot go on (exit 3); this phase ends now.
        const onWriteError = (file) => (e) => {
            end();
            (0, fatal_js_1.reportFatal)((0, errors_js_1.ioError)(e, file));
        };
        out.on("error", onWriteError(p.stdoutFile));
        if (err !== out)
            err.on("error", onWriteError(p.stderrFile));
        const timer = p.timeoutMs != null
            ? setTimeout(() => {
                timedOut = true;
                end();
            }, p.timeoutMs)
            : null;
        const onAbort = () => {
            aborted = true;
            end();
        };
        if (p.signal.aborted)
            onAbort();
        else
            p.signal.addEventListener("abort", onAbort, { once: true });
        child.stdout.pipe(out, { end: false });
        child.stderr.pipe(err, { end: false });
        child.on("error", (e) => {
            spawnError = e.message;
        });
        // The agent is done: what it left running (holding its pipes open, or not) ends with it.
        child.on("exit", end);
        child.on("close", (code, sig) => {
            if (timer)
                clearTimeout(timer);
            p.signal.removeEventListener("abort", onAbort);
            end();
            untrack();
            const done = () => resolve({ exitCode: code, signal: sig, timedOut, aborted, spawnError });
            if (err !== out)
                err.end();
            // A log stream that failed (disk full) has nothing left to flush.
            if (out.destroyed)
                done();
            else
                out.end(done);
        });
    });
}


/***/ }),

/***/ 28905:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.bucketOf = void 0;
exports.decideOutcome = decideOutcome;
exports.parseReward = parseReward;
exports.failedOutcome = failedOutcome;
/** The bucket of each kind of environment failure: the one place an environment's failure becomes a bucket. */
const ENV_ERROR_BUCKETS = {
    build: "env_build",
    buildkit: "env_build",
    pull: "image_missing",
    compose: "env_start",
    unhealthy: "env_start",
    start: "env_start",
    gone: "container_gone",
};
const bucketOf = (kind) => ENV_ERROR_BUCKETS[kind];
exports.bucketOf = bucketOf;
function decideOutcome(f) {
    const base = { reward: f.reward, rewards: f.rewards ?? null };
    if (f.reward != null && f.reward >= f.threshold)
        return { ...base, status: "passed", bucket: null, error: null };
    if (f.agentBucket)
        return { ...base, status: "errored", bucket: f.agentBucket, error: f.agentError ?? null };
    if (f.verifierBucket)
        return { ...base, status: "errored", bucket: f.verifierBucket, error: f.verifierError ?? null };
    return {
        ...base,
        status: "failed",
        bucket: "task_failed",
        error: `reward ${f.reward} below the success threshold ${f.threshold}`,
    };
}
/** Reward files as Harbor reads them: reward.json (flat object of numbers) first, then reward.txt. */
function parseReward(json, txt) {
    if (json != null) {
        try {
            const o = JSON.parse(json);
            if (o && typeof o === "object" && !Array.isArray(o)) {
                const entries = Object.entries(o);
                if (entries.length > 0 && entries.every(([, v]) => typeof v === "number" && Number.isFinite(v))) {
                    const rewards = Object.fromEntries(entries);
                    const reward = rewards.reward ?? Object.values(rewards).reduce((a, b) => a + b, 0) / entries.length;
                    return { reward, rewards };
                }
            }
        }
        catch {
            // fall through to the message below
        }
        return { bucket: "reward_unparsable", error: "reward.json is not a flat object of numbers" };
    }
    if (txt != null) {
        const s = txt.trim();
        const v = Number(s);
        if (s === "" || !Number.isFinite(v)) {
            return {
                bucket: "reward_unparsable",
                error: `reward.txt holds ${JSON.stringify(s.slice(0, 40))}, not a number`,
            };
        }
        return { reward: v, rewards: { reward: v } };
    }
    return { bucket: "reward_missing", error: "the verifier wrote neither reward.json nor reward.txt" };
}
/** A session that ended before a reward could decide it. */
function failedOutcome(bucket, error) {
    return { status: bucket === "task_failed" ? "failed" : "errored", reward: null, bucket, error };
}


/***/ }),

/***/ 43918:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.stepsOf = stepsOf;
exports.judgeStep = judgeStep;
exports.stopAfter = stopAfter;
exports.aggregate = aggregate;
exports.decideSteps = decideSteps;
const outcome_js_1 = __webpack_require__(28905);
/**
 * The steps in task.toml's order. A step's agent timeout is the scenario's override, else the step's,
 * else the task's; its verifier timeout is the step's own (600 s by default, never the task's).
 */
function stepsOf(task, agentTimeoutOverride) {
    const c = task.config;
    if (!c.steps.length)
        return [
            {
                index: 0,
                name: null,
                instruction: task.instruction,
                agentTimeoutSec: agentTimeoutOverride ?? c.agent.timeout_sec,
                agentUser: c.agent.user,
                verifierTimeoutSec: c.verifier.timeout_sec,
                verifierUser: c.verifier.user,
                verifierEnv: c.verifier.env,
                tests: ["tests"],
                solution: task.hasSolution ? "solution" : null,
                workdir: null,
                healthcheck: null,
                minReward: null,
            },
        ];
    return c.steps.map((s, i) => {
        const dir = task.steps[i];
        const own = `steps/${s.name}`;
        return {
            index: i,
            name: s.name,
            instruction: dir?.instruction ?? "",
            agentTimeoutSec: agentTimeoutOverride ?? s.agent.timeout_sec ?? c.agent.timeout_sec,
            agentUser: s.agent.user ?? c.agent.user,
            verifierTimeoutSec: s.verifier.timeout_sec,
            verifierUser: s.verifier.user ?? c.verifier.user,
            verifierEnv: s.verifier.env,
            tests: [...(task.hasTests ? ["tests"] : []), ...(dir?.hasTests ? [`${own}/tests`] : [])],
            solution: dir?.hasSolution ? `${own}/solution` : task.hasSolution ? "solution" : null,
            workdir: dir?.hasWorkdir ? `${own}/workdir` : null,
            healthcheck: s.healthcheck,
            minReward: s.min_reward,
        };
    });
}
/** A step's own verdict: the same rule as a session's (outcome.ts), on the step's facts. */
function judgeStep(name, f, ms) {
    const d = (0, outcome_js_1.decideOutcome)(f);
    return { name, reward: d.reward, rewards: d.rewards ?? null, bucket: d.bucket, error: d.error, ...ms };
}
/**
 * Harbor stops after a step with an exception and no verifier result, or one whose reward misses its
 * `min_reward` on any gated key (a missing key is -inf; a number gates `reward`).
 */
function stopAfter(step, r) {
    if (r.rewards === null)
        return r.bucket !== null;
    if (step.minReward === null)
        return false;
    const gate = typeof step.minReward === "number" ? { reward: step.minReward } : step.minReward;
    return Object.entries(gate).some(([key, min]) => (r.rewards?.[key] ?? Number.NEGATIVE_INFINITY) < min);
}
/** The scalar of a rewards object, as parseReward reads one: its `reward`, else the mean of its keys. */
const scalar = (rewards) => {
    const values = Object.values(rewards);
    return rewards.reward ?? values.reduce((a, b) => a + b, 0) / values.length;
};
/**
 * The task's rewards from its steps'. `mean`: per key over the steps that have a verifier result, a
 * missing key counting 0; none with a result: null. `final`: the last step that ran, as it is.
 */
function aggregate(strategy, results) {
    if (strategy === "final") {
        const last = results[results.length - 1];
        return { reward: last?.reward ?? null, rewards: last?.rewards ?? null };
    }
    const scored = results.flatMap((r) => (r.rewards ? [r.rewards] : []));
    if (!scored.length)
        return { reward: null, rewards: null };
    const keys = [...new Set(scored.flatMap((r) => Object.keys(r)))];
    const rewards = Object.fromEntries(keys.map((k) => [k, scored.reduce((sum, r) => sum + (r[k] ?? 0), 0) / scored.length]));
    return { reward: scalar(rewards), rewards };
}
/**
 * The session's verdict from its steps: passed when the aggregated reward reaches the threshold;
 * else the first step that did not pass names the bucket, as `step <name>: <its message>`.
 */
function decideSteps(strategy, results, threshold) {
    const { reward, rewards } = aggregate(strategy, results);
    const base = { reward, rewards };
    if (reward !== null && reward >= threshold)
        return { ...base, status: "passed", bucket: null, error: null };
    const failed = results.find((r) => r.bucket !== null);
    if (!failed)
        return {
            ...base,
            status: "failed",
            bucket: "task_failed",
            error: `reward ${reward} below the success threshold ${threshold}`,
        };
    const status = failed.bucket === "task_failed" ? "failed" : "errored";
    const error = `step ${failed.name}: ${failed.error ?? failed.bucket}`;
    return { ...base, status, bucket: failed.bucket, error };
}


/***/ }),

/***/ 86753:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


/**
 * The one lifecycle of a task session (a Harbor trial), for every runtime that runs tasks:
 * env_setup → agent_setup → agent_exec → verify → harvest → teardown, each phase timed as an event.
 * It owns the order of the steps and every bucket rule; a runtime only provides the environment
 * (environment.ts) the steps run in, and an agent only says what to run (agents.ts).
 */
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.runTrial = runTrial;
const node_fs_1 = __webpack_require__(73024);
const promises_1 = __webpack_require__(51455);
const node_path_1 = __importDefault(__webpack_require__(76760));
const clock_js_1 = __webpack_require__(99373);
const read_bounded_js_1 = __webpack_require__(67619);
const verifier_mode_js_1 = __webpack_require__(15008);
const agent_logs_js_1 = __webpack_require__(22898);
const agents_js_1 = __webpack_require__(25483);
const artifacts_js_1 = __webpack_require__(66806);
const environment_js_1 = __webpack_require__(21012);
const healthcheck_js_1 = __webpack_require__(20531);
const outcome_js_1 = __webpack_require__(28905);
const steps_js_1 = __webpack_require__(43918);
const SETUP_TIMEOUT_SEC = 360;
/** Ends the trial early with a bucket; `interrupted` when the run is stopping. */
class Stop extends Error {
    bucket;
    constructor(bucket, message) {
        super(message);
        this.bucket = bucket;
    }
}
const INTERRUPTED = "the run was interrupted";
const errText = (err) => (err instanceof Error ? err.message : String(err)).split("\n")[0];
const readIf = (file) => (0, read_bounded_js_1.readBounded)(file);
/**
 * Runs one session of `spec` in the environment `open` makes for its task. Never throws: every way a
 * session can end is an outcome with a bucket.
 */
async function runTrial(spec, io, open, opts = {}) {
    const task = spec.task;
    if (!task)
        return (0, outcome_js_1.failedOutcome)("env_start", "this runtime runs tasks; this session has none");
    // Nothing is started for a session that begins after the run was interrupted.
    if (io.signal.aborted)
        return (0, outcome_js_1.failedOutcome)("interrupted", INTERRUPTED);
    const plan = (0, agents_js_1.resolveAgent)(spec.agent, task);
    let env;
    try {
        env = open(task, plan);
    }
    catch (err) {
        return (0, outcome_js_1.failedOutcome)("env_start", `environment start failed: ${errText(err)}`);
    }
    return new Trial(spec, task, io, plan, env, opts).run();
}
class Trial {
    spec;
    task;
    io;
    plan;
    env;
    opts;
    exitCode = null;
    /** Where the agent's work ran (agent_exec, cut at its time limit): the window its TTFT is measured in. */
    agentWindow = null;
    agentBucket = null;
    agentError = null;
    /**
     * Set once the agent's environment was stopped before a last separate verifier (as Harbor does): what
     * `gone()` said just before, since a stopped environment reads as gone.
     */
    stoppedEarly = null;
    attrs = {};
    clock;
    constructor(spec, task, io, plan, env, opts) {
        this.spec = spec;
        this.task = task;
        this.io = io;
        this.plan = plan;
        this.env = env;
        this.opts = opts;
        this.clock = opts.clock ?? clock_js_1.realClock;
    }
    async run() {
        let outcome;
        let stage = "setup";
        try {
            await this.setup();
            stage = "session";
            outcome = await this.session();
        }
        catch (err) {
            outcome = this.fromError(err, stage);
        }
        try {
            const harvested = await this.harvest();
            outcome = { ...outcome, ...harvested, attrs: { ...this.attrs, ...outcome.attrs, ...harvested.attrs } };
        }
        finally {
            if (!this.stoppedEarly)
                await this.stopEnv();
        }
        return outcome;
    }
    /** teardown: the agent's environment stopped (its logs collected by the caller first). */
    async stopEnv() {
        const t = this.clock.now();
        const ok = await this.env.stop().catch(() => false);
        this.phase("teardown", t, ok);
    }
    /** Emits the phase (of a step, when it has a name) and says how long it took, ms. */
    phase(name, start, ok, step = null) {
        const end = this.clock.now();
        this.io.emit({ type: "phase", phase: name, start, end, ok, ...(step !== null ? { step } : {}) });
        return end - start;
    }
    checkSignal() {
        if (this.io.signal.aborted)
            throw new Stop("interrupted", INTERRUPTED);
    }
    /** The bucket of a step that threw. The run stopping explains any failure that comes with it. */
    fromError(err, stage) {
        const fail = (bucket, error) => ({
            ...(0, outcome_js_1.failedOutcome)(bucket, error),
            exit_code: this.exitCode,
            attrs: this.attrs,
        });
        if (this.io.signal.aborted)
            return fail("interrupted", INTERRUPTED);
        if (err instanceof Stop)
            return fail(err.bucket, err.message);
        if (err instanceof environment_js_1.EnvError)
            return fail((0, outcome_js_1.bucketOf)(err.kind), err.message);
        if (stage === "setup")
            return fail("env_start", `environment start failed: ${errText(err)}`);
        return fail("container_gone", `environment lost during the session: ${errText(err)}`);
    }
    /** env_setup: the environment started, then the task's healthcheck (inside the phase, as its readiness). */
    async setup() {
        const hc = this.task.config.environment.healthcheck;
        if (!this.env.start && !hc)
            return;
        const t = this.clock.now();
        try {
            await this.env.start?.(this.io.signal);
            const unhealthy = hc ? await this.healthcheck(hc, null) : null;
            if (unhealthy)
                throw new Stop("env_start", unhealthy);
        }
        catch (err) {
            this.phase("env_setup", t, false);
            throw err;
        }
        this.phase("env_setup", t, true);
        Object.assign(this.attrs, this.env.attrs());
    }
    async session() {
        this.checkSignal();
        // An agent that cannot run fails after the environment did, so a broken environment is named first.
        if (this.plan.error)
            throw new Stop("agent_setup_failed", this.plan.error);
        const env = this.agentEnv();
        await this.install(env);
        const steps = (0, steps_js_1.stepsOf)(this.task, this.spec.agent.timeout_sec);
        if (!this.task.config.steps.length)
            return this.single(env, steps[0]);
        return this.multi(env, steps);
    }
    async single(env, step) {
        await this.runAgent(env, step);
        this.checkSignal();
        const verdict = await this.verify(step, false);
        await this.readTrace();
        // A container killed under the session fails its steps in many ways; none is the agent's doing.
        if (this.agentBucket || verdict.bucket)
            await this.checkGone();
        const decided = (0, outcome_js_1.decideOutcome)(this.facts(verdict));
        if (decided.status === "passed" && this.agentBucket)
            this.attrs.agent_bucket = this.agentBucket;
        return { ...decided, exit_code: this.exitCode, attrs: this.attrs };
    }
    async checkGone() {
        const gone = this.stoppedEarly ? this.stoppedEarly.gone : await this.env.gone();
        if (gone)
            throw new Stop("container_gone", gone);
    }
    /** A multi-step task: its steps in order in this one environment, stopping early as Harbor does. */
    async multi(env, steps) {
        const results = [];
        for (const step of steps) {
            this.checkSignal();
            const result = await this.runStep(env, step);
            results.push(result);
            if ((0, steps_js_1.stopAfter)(step, result))
                break;
        }
        await this.readTrace();
        if (results.some((r) => r.bucket !== null && r.bucket !== "task_failed"))
            await this.checkGone();
        const strategy = this.task.config.multi_step_reward_strategy ?? "mean";
        const decided = (0, steps_js_1.decideSteps)(strategy, results, this.spec.successRewardThreshold);
        return { ...decided, exit_code: this.exitCode, attrs: this.attrs, steps: results };
    }
    async runStep(env, step) {
        [this.agentBucket, this.agentError] = [null, null];
        const stepEnv = { ...env, AGENT_INSTRUCTION: step.instruction };
        const prepared = await this.prepareStep(stepEnv, step);
        if (prepared)
            return (0, steps_js_1.judgeStep)(step.name, prepared, { agent_exec_ms: null, verify_ms: null });
        const agentMs = await this.runAgent(stepEnv, step);
        this.checkSignal();
        const t = this.clock.now();
        const verdict = await this.verify(step, true);
        const verifyMs = this.clock.now() - t;
        await this.archiveStep(step);
        return (0, steps_js_1.judgeStep)(step.name, this.facts(verdict), { agent_exec_ms: agentMs, verify_ms: verifyMs });
    }
    /** The facts a session's or a step's verdict is decided on: the agent's side and the verifier's. */
    facts(verdict) {
        return {
            reward: verdict.reward,
            rewards: verdict.rewards,
            agentBucket: this.agentBucket,
            agentError: this.agentError,
            verifierBucket: verdict.bucket,
            verifierError: verdict.error,
            threshold: this.spec.successRewardThreshold,
        };
    }
    /**
     * The step's instruction in the agent's instruction file, for the oracle the step's solution in place,
     * then as Harbor prepares a step: its `workdir/` merged into the working directory, its `setup.sh`, its
     * healthcheck. A failure is the step's exception: its agent and verifier are skipped (as Harbor).
     */
    async prepareStep(env, step) {
        const p = this.env.paths();
        const log = node_path_1.default.join(this.io.dir, "step-setup.log");
        const fail = (bucket, why) => ({
            reward: null,
            agentBucket: bucket,
            agentError: why,
            threshold: this.spec.successRewardThreshold,
        });
        const r = await this.command(["sh", "-c", 'rm -f "$1" && printf %s "$AGENT_INSTRUCTION" > "$1"', "sh", p.instructionFile], { env, user: step.agentUser, timeoutSec: 60, log });
        if (r)
            return fail("agent_setup_failed", await describe("writing the step's instruction", r, log));
        if (this.plan.stepMount && step.index > 0 && step.solution)
            await this.env.replaceDir(node_path_1.default.join(this.task.dir, step.solution), p.mount(this.plan.stepMount));
        if (step.workdir) {
            const from = node_path_1.default.join(this.task.dir, step.workdir);
            await this.env.uploadDir(from, p.workdir);
            const setup = (0, node_fs_1.existsSync)(node_path_1.default.join(from, "setup.sh"))
                ? await this.command(withBash([`${p.workdir.replace(/\/+$/, "")}/setup.sh`]), {
                    env: {},
                    user: step.agentUser,
                    timeoutSec: this.opts.agentSetupTimeoutSec ?? SETUP_TIMEOUT_SEC,
                    log,
                })
                : null;
            if (setup)
                return fail("env_start", await describe("workdir/setup.sh", setup, log));
        }
        const unhealthy = step.healthcheck ? await this.healthcheck(step.healthcheck, step.agentUser) : null;
        return unhealthy ? fail("env_start", unhealthy) : null;
    }
    /** A command of the lifecycle's own: null when it succeeded, else its result; the run stopping stops the trial. */
    async command(argv, o) {
        const r = await this.env.exec({ argv, env: o.env, user: o.user, timeoutSec: o.timeoutSec, stdout: o.log, stderr: o.log }, this.io.signal);
        if (r.aborted)
            throw new Stop("interrupted", INTERRUPTED);
        return r.exitCode !== 0 || r.timedOut || r.spawnError ? r : null;
    }
    /** Harbor's healthcheck (the task's after env_setup, a step's before its agent): null when healthy, else why. */
    async healthcheck(hc, user) {
        const log = node_path_1.default.join(this.io.dir, "healthcheck.log");
        const timeoutSec = Math.max(1, Math.ceil(hc.timeout_sec));
        const why = await (0, healthcheck_js_1.awaitHealthy)(hc, async () => (await this.command(withBash(["-c", hc.command]), { env: {}, user, timeoutSec, log })) === null, this.io.signal, this.clock);
        this.checkSignal();
        return why;
    }
    /** `<session>/verifier` → `<session>/steps/<name>/verifier`: the next step's verifier starts empty. */
    async archiveStep(step) {
        const to = node_path_1.default.join(this.io.dir, "steps", step.name ?? String(step.index));
        await (0, promises_1.mkdir)(to, { recursive: true });
        await (0, promises_1.rename)(node_path_1.default.join(this.io.dir, "verifier"), node_path_1.default.join(to, "verifier")).catch(() => undefined);
    }
    /** The variables every agent command gets: where things are, the agent's own, then the run's. */
    agentEnv() {
        const p = this.env.paths();
        const agent = this.spec.agent;
        return {
            AGENT_WORKDIR: p.workdir,
            AGENT_LOGS_DIR: p.agentLogs,
            VERIFIER_LOGS_DIR: p.verifierLogs,
            AGENT_INSTRUCTION: this.task.instruction,
            AGENT_INSTRUCTION_FILE: p.instructionFile,
            ...(agent.model ? { AGENT_MODEL: agent.model } : {}),
            ...(agent.mount ? { AGENT_DIR: p.mount("agent") } : {}),
            ...this.plan.env,
            ...this.env.runEnv(this.io.env),
        };
    }
    async install(env) {
        if (!this.plan.install)
            return;
        const t = this.clock.now();
        const log = node_path_1.default.join(this.io.dir, "agent-setup.log");
        const timeoutSec = this.opts.agentSetupTimeoutSec ?? SETUP_TIMEOUT_SEC;
        const r = await this.command(["sh", "-c", this.plan.install], {
            env,
            user: this.task.config.agent.user,
            timeoutSec,
            log,
        }).catch((err) => {
            this.phase("agent_setup", t, false);
            throw err;
        });
        this.phase("agent_setup", t, r === null);
        if (!r)
            return;
        this.exitCode = r.exitCode;
        throw new Stop("agent_setup_failed", await describe("agent install", r, log));
    }
    /** The agent's work on a step; says how long it took, ms. */
    async runAgent(env, step) {
        const start = this.clock.now();
        const launched = this.plan.launch?.(this.env.paths(), env);
        const argv = launched?.argv ?? this.plan.argv?.(this.env.paths());
        if (!argv)
            return this.phase("agent_exec", start, true, step.name);
        const timeoutSec = step.agentTimeoutSec;
        const stderr = node_path_1.default.join(this.io.dir, this.plan.stderr);
        const req = {
            argv,
            env: launched?.env ?? env,
            user: step.agentUser,
            timeoutSec,
            stdout: node_path_1.default.join(this.io.dir, this.plan.stdout),
            stderr,
        };
        // Only a verifier in this environment can follow the agent on its exec.
        const r = this.separateOf(step)
            ? await this.env.exec(req, this.io.signal)
            : await this.env.runAgent(req, this.io.signal, {
                timeoutSec: step.verifierTimeoutSec,
                env: step.verifierEnv,
                user: step.verifierUser,
            });
        const end = this.clock.now();
        this.agentWindow = { start, end: timeoutSec ? Math.min(end, start + timeoutSec * 1000) : end };
        if (r.aborted) {
            this.phase("agent_exec", start, false, step.name);
            throw new Stop("interrupted", INTERRUPTED);
        }
        this.exitCode = r.exitCode;
        const failure = await this.agentFailure(r, timeoutSec, stderr);
        if (failure)
            [this.agentBucket, this.agentError] = failure;
        return this.phase("agent_exec", start, failure === null, step.name);
    }
    /** What went wrong with the agent's command, if anything. */
    async agentFailure(r, timeoutSec, stderr) {
        if (r.timedOut)
            return ["agent_timeout", `agent timed out after ${timeoutSec}s and was killed`];
        if (r.spawnError)
            return ["agent_exit", `agent could not start: ${r.spawnError}`];
        if (r.exitCode === 137 && (await this.env.oomKilled())) {
            const mb = this.task.config.environment.memory_mb;
            return ["agent_oom", `agent killed by the OOM killer (memory limit ${mb} MB)`];
        }
        // The oracle's exit code does not count: the reward decides.
        if (r.exitCode !== 0 && this.plan.exitCounts)
            return ["agent_exit", await describe("agent", r, stderr)];
        return null;
    }
    /** The separate verifier of this step (of the task when it has no steps), or null: this environment verifies. */
    separateOf(step) {
        return (0, verifier_mode_js_1.verifierPlan)(this.task, this.stepIndex(step)).separate;
    }
    /** Whether no step follows this one. */
    isLast(step) {
        return step.index >= this.task.config.steps.length - 1;
    }
    /** The step's index in task.toml's `[[steps]]`; null for a single-step task (its one step is the task). */
    stepIndex(step) {
        return this.task.config.steps.length ? step.index : null;
    }
    /** The step's verifier (`clearTests`: a multi-step task's, on an emptied /tests), and its verdict. */
    async verify(step, clearTests) {
        const t = this.clock.now();
        const separate = this.separateOf(step);
        let r;
        try {
            r = separate ? await this.verifyApart(step, separate) : await this.verifyHere(step, clearTests);
        }
        catch (err) {
            if (!(err instanceof environment_js_1.EnvError) || this.io.signal.aborted)
                throw err;
            this.phase("verify", t, false, step.name);
            return { reward: null, rewards: null, bucket: (0, outcome_js_1.bucketOf)(err.kind), error: err.message };
        }
        if (r.aborted || this.io.signal.aborted) {
            this.phase("verify", t, false, step.name);
            throw new Stop("interrupted", INTERRUPTED);
        }
        this.attrs.verifier_exit_code = r.exitCode;
        const verdict = r.timedOut
            ? {
                bucket: "verifier_timeout",
                error: `verifier timed out after ${step.verifierTimeoutSec}s`,
            }
            : await this.readReward();
        this.phase("verify", t, !("bucket" in verdict), step.name);
        return "bucket" in verdict
            ? { reward: null, rewards: null, bucket: verdict.bucket, error: verdict.error }
            : { ...verdict, bucket: null, error: null };
    }
    /** In the agent's environment, on the step's tests; both log folders come back. */
    async verifyHere(step, clearTests) {
        const r = await this.env.verify({
            timeoutSec: step.verifierTimeoutSec,
            env: step.verifierEnv,
            user: step.verifierUser,
            killLeftovers: this.agentBucket === "agent_timeout",
            agentEnv: this.agentEnv(),
            tests: step.tests.map((d) => node_path_1.default.join(this.task.dir, d)),
            clearTests,
        }, this.io.signal);
        if (!r.aborted)
            await this.env.collectLogs();
        return r;
    }
    /**
     * In a fresh environment of the verifier's own, as Harbor does: the artifacts are collected from the
     * agent's (recorded in `artifacts.json` beside them), only those go in, at their original paths.
     */
    async verifyApart(step, separate) {
        const open = this.opts.verifier;
        if (!open || !this.env.download)
            throw new environment_js_1.EnvError("start", "this runtime has no separate verifier environments");
        const base = step.name === null ? this.io.dir : node_path_1.default.join(this.io.dir, "steps", step.name);
        const dir = node_path_1.default.join(base, "artifacts");
        const records = await this.env.download((0, artifacts_js_1.artifactPaths)(this.task, this.stepIndex(step), this.env.paths().workdir), dir);
        await (0, promises_1.mkdir)(base, { recursive: true });
        await (0, promises_1.writeFile)(node_path_1.default.join(base, "artifacts.json"), `${JSON.stringify(records, null, 2)}\n`);
        for (const a of records)
            if (a.status === "failed")
                this.io.emit({ type: "log", level: "warn", message: `artifact ${a.path}: ${a.error ?? "failed"}` });
        // The last verification: the agent's environment is done, and does not run beside the verifier.
        if (this.isLast(step)) {
            await this.env.collectLogs().catch(() => undefined);
            this.stoppedEarly = { gone: await this.env.gone().catch(() => null) };
            await this.stopEnv();
        }
        const verifier = open(this.task, separate, step.name);
        try {
            await verifier.start(this.io.signal);
            Object.assign(this.attrs, verifier.attrs());
            const copied = records.filter((a) => a.status === "ok").map((a) => a.path);
            await verifier.upload(dir, copied);
            return await verifier.verify({ timeoutSec: step.verifierTimeoutSec, env: step.verifierEnv, user: step.verifierUser }, this.io.signal);
        }
        finally {
            await verifier.stop().catch(() => false);
        }
    }
    /** The agent's own trace (built-in coding agents): an API error it reported names the bucket. */
    async readTrace() {
        const error = await this.plan.trace?.(node_path_1.default.join(this.io.dir, "agent"), this.io.dir);
        if (error && this.agentBucket !== "agent_timeout" && this.agentBucket !== "agent_oom")
            [this.agentBucket, this.agentError] = [error.bucket, error.message];
    }
    async readReward() {
        const dir = node_path_1.default.join(this.io.dir, "verifier");
        return (0, outcome_js_1.parseReward)(await readIf(node_path_1.default.join(dir, "reward.json")), await readIf(node_path_1.default.join(dir, "reward.txt")));
    }
    /**
     * What the agent reported about itself: spans become events; tokens, steps and TTFT the outcome's.
     * TTFT reads the agent's own `llm` spans and the gateway's, both inside the agent's window.
     */
    async harvest() {
        if (!this.stoppedEarly)
            await this.env.collectLogs().catch(() => undefined);
        const own = await this.plan.readLogs(node_path_1.default.join(this.io.dir, "agent"));
        const logs = (0, agent_logs_js_1.readAgentLogs)(own.spans, own.trajectory);
        for (const span of logs.spans)
            this.io.emit({ type: "span", span });
        for (const why of logs.rejected)
            this.io.emit({ type: "log", level: "warn", message: why });
        const out = { tokens_in: logs.tokens_in, tokens_out: logs.tokens_out };
        const llm = [...logs.spans, ...(this.io.llmSpans?.() ?? [])];
        const ttft = this.agentWindow ? (0, agent_logs_js_1.sessionTtft)(llm, this.agentWindow) : null;
        if (ttft !== null)
            out.ttft_ms = ttft;
        const attrs = {};
        if (logs.steps !== null)
            attrs.steps = logs.steps;
        if (logs.tool_calls !== null)
            attrs.tool_calls = logs.tool_calls;
        out.attrs = attrs;
        return out;
    }
}
/** `bash <args>` where the environment has bash (what Harbor runs), else `sh <args>`. */
function withBash(args) {
    return [
        "sh",
        "-c",
        'if command -v bash >/dev/null 2>&1; then exec bash "$@"; fi; exec sh "$@"',
        "sh",
        ...args,
    ];
}
/** One line on how a command ended, with the last line it wrote to `log`. */
async function describe(what, r, log) {
    if (r.spawnError)
        return `${what} could not start: ${r.spawnError}`;
    if (r.timedOut)
        return `${what} timed out and was killed`;
    const lines = ((await (0, read_bounded_js_1.readTail)(log)) ?? "").trim().split(/\r?\n/);
    const tail = (lines[lines.length - 1] ?? "").slice(0, 300);
    const how = r.signal ? `was killed by ${r.signal}` : `exited with ${r.exitCode}`;
    return tail ? `${what} ${how}: ${tail}` : `${what} ${how}`;
}


/***/ }),

/***/ 65459:
/***/ ((__unused_webpack_module, exports) => {


/**
 * Text on a terminal is measured in display columns, not in string length: a CJK character or an
 * emoji takes two columns, a combining mark none. What fits a width is cut by columns.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.displayWidth = displayWidth;
exports.cutToWidth = cutToWidth;
/** Ranges of East Asian Wide and Fullwidth code points (UAX #11), the common blocks. */
const WIDE = [
    [0x1100, 0x115f], // Hangul Jamo
    [0x2e80, 0x303e], // CJK radicals, Kangxi, CJK symbols and punctuation
    [0x3041, 0x33ff], // Hiragana, Katakana, Bopomofo, CJK compatibility
    [0x3400, 0x4dbf], // CJK extension A
    [0x4e00, 0x9fff], // CJK unified ideographs
    [0xa000, 0xa4cf], // Yi
    [0xa960, 0xa97f], // Hangul Jamo extended A
    [0xac00, 0xd7a3], // Hangul syllables
    [0xf900, 0xfaff], // CJK compatibility ideographs
    [0xfe10, 0xfe19], // vertical forms
    [0xfe30, 0xfe6f], // CJK compatibility forms, small forms
    [0xff00, 0xff60], // fullwidth forms
    [0xffe0, 0xffe6],
    [0x1f300, 0x1f64f], // pictographs, emoticons
    [0x1f900, 0x1f9ff],
    [0x20000, 0x2fffd], // CJK extensions B and beyond
    [0x30000, 0x3fffd],
];
/** Combining marks, variation selectors and format characters (zero-width space, joiners). */
const ZERO = /^[\p{Mn}\p{Me}\p{Cf}]$/u;
const EMOJI = /^\p{Emoji_Presentation}$/u;
function codePointWidth(ch) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0))
        return 0;
    if (cp < 0x300)
        return 1;
    if (ZERO.test(ch))
        return 0;
    if (EMOJI.test(ch))
        return 2;
    for (const [lo, hi] of WIDE)
        if (cp >= lo && cp <= hi)
            return 2;
    return 1;
}
/** Columns the text takes on a terminal (control characters take none). */
function displayWidth(text) {
    let w = 0;
    for (const ch of text)
        w += codePointWidth(ch);
    return w;
}
/** The text cut to at most `width` columns, ending in "…" when cut; never splits a wide character. */
function cutToWidth(text, width) {
    if (displayWidth(text) <= width)
        return text;
    if (width <= 0)
        return "";
    let out = "";
    let w = 0;
    for (const ch of text) {
        const cw = codePointWidth(ch);
        if (w + cw > width - 1)
            break;
        out += ch;
        w += cw;
    }
    return `${out}…`;
}


/***/ })

};
