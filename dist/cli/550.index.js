export const id = 550;
export const ids = [550];
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

/***/ 54550:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.dashboardCommand = dashboardCommand;
/** `agent-loadtest dashboard <run-dir> [--output FILE]`: (re)write a run's dashboard.html from report.json and events.jsonl. */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
const read_run_js_1 = __webpack_require__(83248);
const write_js_1 = __webpack_require__(1693);
const common_js_1 = __webpack_require__(60577);
const flag_tables_js_1 = __webpack_require__(19214);
async function dashboardCommand(argv) {
    const { values, positionals } = (0, common_js_1.parseFlags)("dashboard", argv, flag_tables_js_1.dashboardFlags);
    if (positionals.length !== 1)
        throw new errors_js_1.UserError("expects exactly one run directory", undefined, "agent-loadtest dashboard");
    const runDir = (0, node_path_1.resolve)(positionals[0]);
    const report = (0, write_js_1.readRunReport)(runDir);
    // Without events.jsonl the charts still draw from report.json; only the sessions table is empty.
    const run = (0, node_fs_1.existsSync)((0, node_path_1.join)(runDir, "events.jsonl"))
        ? (0, read_run_js_1.readRun)(runDir).run
        : { sessions: [], scenarioConfig: null };
    const out = (0, node_path_1.resolve)(values.output ?? (0, node_path_1.join)(runDir, "dashboard.html"));
    (0, node_fs_1.writeFileSync)(out, (0, write_js_1.renderRunDashboard)(runDir, report, run));
    console.log(`dashboard: ${out}`);
    return errors_js_1.EXIT.pass;
}


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
            held = scenario.regression?.compare_with ? early : null;
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
        const arms = (0, compare_js_1.splitArms)(all);
        const run = Object.assign((0, recorder_js_1.recordEvents)(arms.candidate), { scenarioConfig: scenario });
        return { eventsFile, events: arms.candidate, run, scenario, compareWith, arms };
    }
    if (cut)
        kept.splice(kept.indexOf(start) + 1, 0, cut);
    // The recorded scenario as the schema parsed it (defaults filled in), for every reader after this.
    // Assigned, not spread: a spread would make every session's record the run's table spares it.
    const run = Object.assign(recorder.result(), { scenarioConfig: scenario });
    // A cut line leads the notes however many warnings the run had, as if logged right after run_start.
    if (cut)
        run.notes = [cut.message, ...run.notes.filter((n) => n !== cut.message)].slice(0, recorder_js_1.MAX_NOTES);
    return { eventsFile, events: kept, run, scenario, compareWith, arms: null };
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


/***/ })

};
