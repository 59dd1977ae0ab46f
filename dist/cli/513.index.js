export const id = 513;
export const ids = [513];
export const modules = {

/***/ 91513:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.promExportCommand = promExportCommand;
/** `agent-loadtest prom-export <run-dir> [--output FILE]`: a run's metrics in Prometheus text format, to stdout or a file. */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
const prometheus_js_1 = __webpack_require__(38720);
const write_js_1 = __webpack_require__(1693);
const common_js_1 = __webpack_require__(60577);
const flag_tables_js_1 = __webpack_require__(19214);
async function promExportCommand(argv) {
    const { values, positionals } = (0, common_js_1.parseFlags)("prom-export", argv, flag_tables_js_1.promExportFlags);
    if (positionals.length !== 1)
        throw new errors_js_1.UserError("expects exactly one run directory", undefined, "agent-loadtest prom-export");
    const text = (0, prometheus_js_1.renderPrometheus)((0, write_js_1.readRunReport)((0, node_path_1.resolve)(positionals[0])));
    if (values.output) {
        const out = (0, node_path_1.resolve)(values.output);
        (0, node_fs_1.writeFileSync)(out, text);
        console.error(`metrics: ${out}`);
    }
    else
        process.stdout.write(text);
    return errors_js_1.EXIT.pass;
}


/***/ })

};
