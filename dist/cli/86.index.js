export const id = 86;
export const ids = [86];
export const modules = {

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

/***/ 91086:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.reportCommand = reportCommand;
/** `agent-loadtest report <run-dir> [--baseline-dir DIR]`: rebuild every report and the verdict from events.jsonl. */
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
const finalize_js_1 = __webpack_require__(43882);
const common_js_1 = __webpack_require__(60577);
const flag_tables_js_1 = __webpack_require__(19214);
const outcome_js_1 = __webpack_require__(76358);
async function reportCommand(argv) {
    const { values, positionals } = (0, common_js_1.parseFlags)("report", argv, flag_tables_js_1.reportFlags);
    if (positionals.length !== 1)
        throw new errors_js_1.UserError("expects exactly one run directory", undefined, "agent-loadtest report");
    const runDir = (0, node_path_1.resolve)(positionals[0]);
    const fin = await (0, finalize_js_1.finalizeRun)(runDir, { baselineDir: (0, node_path_1.resolve)(values["baseline-dir"] ?? "baselines") });
    (0, outcome_js_1.printOutcome)({ ...fin, runDir, runId: fin.report.run_id });
    return fin.exitCode;
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
