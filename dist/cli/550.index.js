export const id = 550;
export const ids = [550];
export const modules = {

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


/***/ })

};
