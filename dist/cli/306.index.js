export const id = 306;
export const ids = [306];
export const modules = {

/***/ 65306:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.mergeCommand = mergeCommand;
/**
 * `agent-loadtest merge <run-dir>... --out DIR --scenario FILE [--baseline-dir DIR] [--set path=value]`:
 * merge shard runs, then gate and report with the trusted scenario's settings (never the shards').
 */
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
const merge_js_1 = __webpack_require__(5210);
const load_js_1 = __webpack_require__(9256);
const common_js_1 = __webpack_require__(60577);
const flag_tables_js_1 = __webpack_require__(19214);
const outcome_js_1 = __webpack_require__(76358);
async function mergeCommand(argv) {
    const { values, positionals } = (0, common_js_1.parseFlags)("merge", argv, flag_tables_js_1.mergeFlags);
    if (positionals.length === 0)
        throw new errors_js_1.UserError("expects one or more run directories", undefined, "agent-loadtest merge");
    const trusted = await (0, load_js_1.loadScenario)(values.scenario, {
        set: (0, common_js_1.listFlag)(values.set),
        allowHostPaths: (0, common_js_1.listFlag)(values["allow-host-path"]),
    });
    const merged = await (0, merge_js_1.mergeRuns)(positionals.map((p) => (0, node_path_1.resolve)(p)), (0, node_path_1.resolve)(values.out), { baselineDir: (0, node_path_1.resolve)(values["baseline-dir"] ?? "baselines"), trusted });
    (0, outcome_js_1.printOutcome)({ ...merged, runId: merged.report.run_id });
    return merged.exitCode;
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

/***/ 5210:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.mergeRuns = mergeRuns;
exports.checkedShards = checkedShards;
exports.missingShards = missingShards;
/**
 * Merges shard runs of one plan into one run directory: the union of their sessions and
 * measurements, then the usual finalize. Counts and histograms come out exactly as if the plan had
 * run unsharded. A shard is data (in the fork-PR flow the PR's own code wrote it): everything that
 * decides the verdict or touches this job's environment — thresholds, regression rules, baseline
 * path, diagnosis endpoint, secrets, the run folder's name — comes from the trusted scenario.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
const limits_js_1 = __webpack_require__(30351);
const plan_js_1 = __webpack_require__(31641);
const secrets_js_1 = __webpack_require__(27194);
const event_log_js_1 = __webpack_require__(76785);
const finalize_js_1 = __webpack_require__(43882);
const run_dir_js_1 = __webpack_require__(47073);
const shard_audit_js_1 = __webpack_require__(78376);
async function mergeRuns(runDirs, outDir, opts) {
    if (runDirs.length === 0)
        throw new errors_js_1.UserError("no run directories to merge", undefined, "merge");
    const { trusted } = opts;
    const shards = checkedShards(runDirs, trusted);
    const events = [];
    for (const shard of shards) {
        for (const e of shard.events)
            if (e.type !== "run_start")
                events.push(e);
        const t = shard.start.t;
        if (shard.droppedBytes > 0)
            events.push(warn(t, `${shard.label}: its events.jsonl ended in a cut line, ${shard.droppedBytes} bytes dropped`));
        if (!shard.sameWorkload)
            events.push(warn(t, mismatchNote(shard.label, shard.start, trusted)));
        if (!shard.events.some((e) => e.type === "run_end"))
            events.push(...cutShort(shard));
    }
    const starts = shards.map((s) => s.start);
    const missing = missingShards(starts.map(shard_audit_js_1.shardOf));
    if (missing)
        events.push(warn(lastT(events, starts), missing));
    const runDir = (0, run_dir_js_1.createRunDir)(outDir, trusted.scenario.name);
    const redact = (0, secrets_js_1.makeRedactor)(trusted.secretValues);
    const head = trustedStart(trusted, starts, (0, node_path_1.basename)(runDir), redact);
    // Stable by time, so the trusted run_start leads and the latest run_end closes.
    const all = [head, ...events.sort((a, b) => a.t - b.t)];
    (0, node_fs_1.writeFileSync)((0, node_path_1.join)(runDir, "events.jsonl"), all.map((e) => `${redact(JSON.stringify(e))}\n`).join(""));
    for (const dir of runDirs)
        copySessions((0, node_path_1.join)(dir, "sessions"), (0, node_path_1.join)(runDir, "sessions"));
    return { ...(await (0, finalize_js_1.finalizeRun)(runDir, opts)), runDir };
}
/**
 * The shards' events once every one is checked against the trusted plan; any tampering refuses the
 * whole merge (exit 2) with one line that names the first thing refused and counts each kind.
 */
function checkedShards(runDirs, trusted) {
    const shards = readShards(runDirs, trusted);
    const refusals = (0, shard_audit_js_1.auditShards)(shards, {
        plan: (0, plan_js_1.scenarioPlan)(trusted),
        load: trusted.scenario.load,
        maxRetries: trusted.scenario.retry.max_retries,
    });
    if (refusals.length > 0)
        throw refused(refusals, shards.length);
    return shards;
}
/** Each run directory's events, every bad line kept for the audit; the same shard twice is refused. */
function readShards(runDirs, trusted) {
    const seen = new Set();
    return runDirs.map((dir) => {
        const file = (0, node_path_1.join)(dir, "events.jsonl");
        if (!(0, node_fs_1.existsSync)(file))
            throw new errors_js_1.UserError("not a run directory (no events.jsonl)", dir);
        // Its events only: the scenario it recorded is never read, let alone obeyed.
        const invalid = [];
        const log = (0, event_log_js_1.readEventLog)(file, file, (bad) => invalid.push(bad));
        const i = log.events.findIndex((e) => e.type === "run_start");
        if (i < 0) {
            const bad = invalid[0];
            if (bad)
                throw new errors_js_1.UserError(bad.message, `${file}:${bad.line}`, bad.field);
            throw new errors_js_1.UserError("events.jsonl has no run_start event", file);
        }
        const start = log.events[i];
        const label = start.shard ? `shard ${start.shard.index}/${start.shard.count}` : `run ${start.run_id}`;
        // Two runs of one shard hold the same sessions: merged, they would count twice.
        const key = start.shard ? label : "an unsharded run (the whole plan)";
        if (seen.has(key))
            throw new errors_js_1.UserError(`${key} is listed twice`, dir);
        seen.add(key);
        return {
            label,
            file,
            start,
            startLine: log.lines[i],
            events: log.events,
            lines: log.lines,
            invalid,
            sameWorkload: sameWorkload(start, trusted),
            droppedBytes: log.droppedBytes,
        };
    });
}
/** One line for the whole refusal: the first thing refused, where, and how many of each kind. */
function refused(refusals, shards) {
    const first = refusals[0];
    const inShards = new Set(refusals.map((r) => r.where.slice(0, r.where.lastIndexOf(":")))).size;
    return new errors_js_1.UserError(`${first.message}; merge refused ${inShards} of ${shards} shard${shards === 1 ? "" : "s"}: ${(0, shard_audit_js_1.refusalTally)(refusals)}`, first.where, first.field);
}
/** A shard without run_end was killed: its run counts as interrupted, so no cut-off session passes unseen. */
function cutShort(shard) {
    let t = shard.start.t;
    for (const e of shard.events)
        if (e.t > t)
            t = e.t;
    const reason = `${shard.label} has no run_end: its run was cut short, so the merged run counts as interrupted`;
    return [warn(t, reason), { type: "run_end", t, interrupted: true, reason }];
}
/** The merged run's run_start: the trusted scenario, and what each shard said it measured. */
function trustedStart(trusted, starts, runId, redact) {
    const first = starts.reduce((a, b) => (b.t < a.t ? b : a));
    const merged_from = starts.map((s) => ({
        run_id: s.run_id,
        shard: s.shard ?? null,
        // A shard of another name measured another scenario, whatever hash it claims.
        scenario_hash: s.scenario_name === trusted.scenario.name
            ? s.scenario_hash
            : `${s.scenario_hash} (scenario ${JSON.stringify(s.scenario_name).slice(0, 60)})`,
    }));
    return {
        type: "run_start",
        t: first.t,
        run_id: runId,
        scenario: JSON.parse(redact(JSON.stringify(trusted.scenario))),
        scenario_name: trusted.scenario.name,
        scenario_hash: trusted.hash,
        ...(trusted.workload ? { scenario_workload: trusted.workload } : {}),
        planned_sessions: starts.reduce((n, s) => n + s.planned_sessions, 0),
        shard: null,
        environment: first.environment,
        source: first.source ?? {},
        // The merged run is the whole plan: what reproduces it is the trusted scenario without --shard.
        reproduce: `npx agent-loadtest run ${(0, node_path_1.relative)(process.cwd(), trusted.file) || trusted.file}`,
        merged_from,
    };
}
function sameWorkload(start, trusted) {
    return start.scenario_hash === trusted.hash && start.scenario_name === trusted.scenario.name;
}
function mismatchNote(key, start, trusted) {
    const name = JSON.stringify(start.scenario_name).slice(0, 60);
    return `${key} measured scenario ${name} hash ${start.scenario_hash}, but the trusted scenario is ${trusted.scenario.name} hash ${trusted.hash}: its sessions ran another workload`;
}
function warn(t, message) {
    return { type: "log", t, level: "warn", message };
}
function lastT(events, starts) {
    // A loop, not Math.max(...): a spread of a large shard's events overflows the stack.
    let t = Number.NEGATIVE_INFINITY;
    for (const e of events)
        if (e.t > t)
            t = e.t;
    for (const s of starts)
        if (s.t > t)
            t = s.t;
    return t;
}
/** Session folders, files and folders only: a symlink in an artifact could point anywhere on this runner. */
function copySessions(from, to) {
    if (!(0, node_fs_1.existsSync)(from) || (0, node_fs_1.lstatSync)(from).isSymbolicLink())
        return;
    (0, node_fs_1.cpSync)(from, to, {
        recursive: true,
        filter: (src) => {
            const st = (0, node_fs_1.lstatSync)(src);
            return st.isDirectory() || st.isFile();
        },
    });
}
/** Shard numbers a warning lists at most; the rest are counted. */
const MISSING_LISTED = (0, limits_js_1.limit)("missingShardsListed");
/** Which shards of the plan the merge lacks, said as a warning for the report; null when none. */
function missingShards(shards) {
    if (shards.length === 0)
        return null;
    let count = 0;
    for (const s of shards)
        count = Math.max(count, s.count);
    const have = new Set(shards.map((s) => s.index));
    const lackingCount = count - have.size;
    // The first few gaps, in at most have.size + MISSING_LISTED steps: no walk over a claimed count.
    const lacking = [];
    for (let i = 1; i <= count && lacking.length < Math.min(lackingCount, MISSING_LISTED); i++)
        if (!have.has(i))
            lacking.push(i);
    if (lackingCount === 0)
        return null;
    const more = lackingCount > lacking.length ? ` and ${lackingCount - lacking.length} more` : "";
    return `merged ${have.size} of ${count} shards: shard${lackingCount > 1 ? "s" : ""} ${lacking.join(", ")}${more} missing, so the report covers part of the plan`;
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

/***/ 78376:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


/**
 * What merge checks in each shard before it counts one of its sessions. A shard is data a PR's own
 * code may have written, so what it claims is held against what the trusted scenario plans: its
 * shard count and share of the plan, every session's id, pair, task, agent, tags and warm-up flag,
 * attempts that follow one another, sessions that all end, and `interrupted` only in a shard whose
 * own run_end says it was interrupted. Per-line values (latencies, buckets) are the event schema's.
 * Pure: shards and the trusted plan in, refusals out; nothing here allocates by a claimed count.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.shardOf = void 0;
exports.shareSize = shareSize;
exports.auditShards = auditShards;
exports.refusalTally = refusalTally;
const plan_js_1 = __webpack_require__(31641);
/** Slack on `warmup_sec`: a session's start is stamped by the wall clock, the warm-up by a monotonic one. */
const WARMUP_SLACK_MS = 1000;
/** The shard a run claims to be; an unsharded run is the one shard of its plan. */
const shardOf = (start) => start.shard ?? { index: 1, count: 1 };
exports.shardOf = shardOf;
/** How many sessions of a plan of `size` fall to shard i/n (positions p with p % n == i - 1). */
function shareSize(size, s) {
    return s.index > size ? 0 : Math.floor((size - s.index) / s.count) + 1;
}
function auditShards(shards, trusted) {
    const out = [];
    const count = (0, exports.shardOf)(shards[0].start).count;
    for (const shard of shards) {
        const at = (line) => `${shard.file}:${line}`;
        const refuse = (kind, line, field, message) => out.push({ kind, where: at(line), field, message: `${shard.label}: ${message}` });
        for (const bad of shard.invalid)
            refuse(bad.kind, bad.line, bad.field, bad.message);
        const claimed = (0, exports.shardOf)(shard.start);
        const size = trusted.plan.length;
        let share = false;
        if (claimed.count !== count)
            refuse("count", shard.startLine, "shard.count", `${claimed.count} shards, but ${shards[0].label} says ${count}: shards of one plan share its count`);
        else if (claimed.count > Math.max(1, size))
            refuse("count", shard.startLine, "shard.count", `${claimed.count} shards, but the trusted scenario plans ${size} sessions: at most ${Math.max(1, size)} shards`);
        else if (shard.sameWorkload) {
            share = true;
            const want = shareSize(size, claimed);
            if (shard.start.planned_sessions !== want)
                refuse("count", shard.startLine, "planned_sessions", `${shard.start.planned_sessions} sessions, but the trusted scenario plans ${want} for this shard`);
            auditPlan(shard, claimed, trusted, refuse);
        }
        // A refused line leaves a hole in its session's story: what follows from the hole is not counted again.
        auditSessions(shard, trusted, refuse, { sequence: shard.invalid.length === 0, share });
    }
    return out;
}
/** Every session is one the trusted plan gives this shard, as the plan describes it. */
function auditPlan(shard, claimed, trusted, refuse) {
    const size = trusted.plan.length;
    const cycles = trusted.load.strategy !== "fixed";
    shard.events.forEach((e, i) => {
        if (e.type !== "session_start")
            return;
        const line = shard.lines[i];
        const m = /^(\d{1,15})-/.exec(e.session);
        const index = m ? Number(m[1]) : -1;
        const p = size > 0 && index >= 0 ? index % size : -1;
        if (p < 0 || (!cycles && index >= size) || p % claimed.count !== claimed.index - 1) {
            refuse("plan", line, "session", `session ${JSON.stringify(e.session.slice(0, 60))} is not one the trusted scenario plans for ${shard.label}`);
            return;
        }
        const want = (0, plan_js_1.cycled)(trusted.plan.at(p), Math.floor(index / size), size);
        const wrong = planMismatch(e, want, shard.start, trusted);
        if (wrong)
            refuse("plan", line, wrong, `session ${want.id}: ${wrong} differs from what the trusted scenario plans`);
    });
}
function planMismatch(e, want, start, trusted) {
    if (e.session !== want.id)
        return "session";
    if (e.pair !== want.pair)
        return "pair";
    if (e.task !== want.taskName)
        return "task";
    if (e.agent !== want.agent.name)
        return "agent";
    if (!sameTags(e.tags, want.tags))
        return "tags";
    if (e.attempt > trusted.maxRetries + 1)
        return "attempt";
    const warmup = e.warmup ?? false;
    // Warm-up by time (warmup_sec) marks more sessions than the plan does, never fewer.
    const byTime = e.t - start.t <= trusted.load.warmup_sec * 1000 + WARMUP_SLACK_MS && trusted.load.warmup_sec > 0;
    if (warmup !== want.warmup && !(warmup && byTime))
        return "warmup";
    return null;
}
function sameTags(a, b) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
}
/**
 * Counts that add up: attempts 1, 2, … each started once and ended once, a session that ends after it
 * started, every session ended unless the shard was interrupted, `interrupted` only then, and a
 * `fixed` shard that ran to its end ran its whole share.
 */
function auditSessions(shard, trusted, refuse, check) {
    const ends = shard.events.filter((e) => e.type === "run_end");
    // No run_end: the shard's run was killed, and merge counts it as interrupted.
    const interrupted = ends.length === 0 || ends.some((e) => e.interrupted);
    const sessions = new Map();
    let ended = 0;
    shard.events.forEach((e, i) => {
        const line = shard.lines[i];
        if (e.type === "run_start" && line !== shard.startLine)
            refuse("count", line, "type", "a second run_start: one run, one plan");
        if (e.type === "session_end" && e.bucket === "interrupted" && !interrupted)
            refuse("interrupted", line, "bucket", `session ${short(e.session)} is interrupted, but the shard's run_end says its run was not`);
        if (!check.sequence)
            return;
        if (e.type === "session_start") {
            const s = sessions.get(e.session);
            const wrong = startProblem(s, e.attempt);
            if (wrong)
                refuse("count", line, "attempt", `session ${short(e.session)} ${wrong}`);
            sessions.set(e.session, {
                attempt: e.attempt,
                first: s?.first ?? e.t,
                line,
                ended: false,
                final: false,
            });
            return;
        }
        if (e.type !== "session_end")
            return;
        const s = sessions.get(e.session);
        if (!s || s.ended || s.attempt !== e.attempt) {
            refuse("count", line, "attempt", `session ${short(e.session)} ends attempt ${e.attempt}, which did not start`);
            return;
        }
        if (e.t < s.first)
            refuse("latency", line, "t", `session ${short(e.session)} ends ${Math.round(s.first - e.t)} ms before it started: a negative e2e`);
        s.ended = true;
        s.final = !e.retrying;
        if (s.final)
            ended++;
    });
    if (interrupted || !check.sequence)
        return;
    for (const [id, s] of sessions)
        if (!s.final)
            refuse("count", s.line, "session", `session ${short(id)} never ended, though the shard's run ended uninterrupted`);
    if (check.share)
        expectWholeShare(shard, trusted, ends[0], ended, refuse);
}
function startProblem(s, attempt) {
    if (s?.final)
        return `starts attempt ${attempt} after its final end`;
    if (s && !s.ended)
        return `starts attempt ${attempt} before attempt ${s.attempt} ended`;
    const due = s ? s.attempt + 1 : 1;
    return attempt === due ? null : `starts attempt ${attempt} where attempt ${due} was due`;
}
/** A `fixed` run that neither was interrupted nor stopped early ran every session of its share. */
function expectWholeShare(shard, trusted, runEnd, ended, refuse) {
    if (trusted.load.strategy !== "fixed" || runEnd.reason)
        return;
    const share = Math.min(shareSize(trusted.plan.length, (0, exports.shardOf)(shard.start)), trusted.load.max_sessions ?? Number.POSITIVE_INFINITY);
    if (ended !== share)
        refuse("count", shard.startLine, "sessions", `${ended} sessions ended, but the trusted scenario plans ${share} for this shard and its run neither stopped early nor was interrupted`);
}
const short = (id) => JSON.stringify(id.slice(0, 60));
const KIND_WORDS = {
    latency: [
        "impossible latency (negative, NaN or infinite)",
        "impossible latencies (negative, NaN or infinite)",
    ],
    count: ["count that does not add up", "counts that do not add up"],
    plan: ["session outside the trusted plan", "sessions outside the trusted plan"],
    interrupted: [
        "`interrupted` in a shard that was not interrupted",
        "`interrupted` in shards that were not interrupted",
    ],
    malformed: ["malformed event", "malformed events"],
};
/** How many of each kind were refused, for the one line merge ends with: "2 impossible latencies, 1 …". */
function refusalTally(refusals) {
    const n = new Map();
    for (const r of refusals)
        n.set(r.kind, (n.get(r.kind) ?? 0) + 1);
    return Object.keys(KIND_WORDS)
        .filter((k) => n.has(k))
        .map((k) => `${n.get(k)} ${KIND_WORDS[k][n.get(k) === 1 ? 0 : 1]}`)
        .join(", ");
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
