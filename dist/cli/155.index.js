export const id = 155;
export const ids = [155,175];
export const modules = {

/***/ 71155:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.demoCommand = demoCommand;
/** `agent-loadtest demo`: the quickstart scenario on the embedded default — mock LLM, example agent, no Docker. */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
const run_js_1 = __webpack_require__(319);
const defaults_js_1 = __webpack_require__(45734);
const load_js_1 = __webpack_require__(9256);
const common_js_1 = __webpack_require__(60577);
const flag_tables_js_1 = __webpack_require__(19214);
const outcome_js_1 = __webpack_require__(76358);
const package_js_1 = __webpack_require__(55598);
const run_js_2 = __webpack_require__(94175);
async function demoCommand(argv) {
    const { values } = (0, common_js_1.parseFlags)("demo", argv, flag_tables_js_1.demoFlags);
    const file = (0, node_path_1.join)((0, package_js_1.packageRoot)(), "examples", "quickstart.yaml");
    if (!(0, node_fs_1.existsSync)(file))
        throw new errors_js_1.InfraError(`the quickstart scenario is missing at ${file}: reinstall the package`);
    const loaded = await (0, load_js_1.loadScenario)(file, { set: (0, run_js_2.withLocale)([], values.locale) });
    console.error(`demo: ${loaded.scenario.description ?? loaded.scenario.name}`);
    const out = await (0, run_js_2.withSignals)((signal) => (0, run_js_1.runScenario)(loaded, {
        outDir: values.out ?? defaults_js_1.DEFAULT_OUTPUT_DIR,
        signal,
        log: (l) => console.error(l),
        // The scenario lives inside the package: the command that reruns it anywhere is the demo itself.
        reproduce: `npx agent-loadtest demo${values.locale ? ` --locale ${values.locale}` : ""}`,
    }));
    (0, outcome_js_1.printOutcome)(out.result);
    return out.exitCode ?? out.result.exitCode;
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
