export const id = 0;
export const ids = [0];
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


/***/ }),

/***/ 98408:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MAX_ERROR_CHARS = exports.ERROR_BUCKETS = exports.SPAN_KINDS = exports.PHASES = void 0;
exports.capError = capError;
/**
 * The run's source of truth: every line of `events.jsonl` is one RunEvent.
 * Times are epoch milliseconds (fractional) so reports rebuild offline from the file alone.
 */
/** Named phases of a session, timed into `{start, end}` blocks as in a Harbor trial. */
exports.PHASES = ["env_setup", "agent_setup", "agent_exec", "verify", "teardown"];
/** Span kinds an agent (or the LLM gateway) reports. */
exports.SPAN_KINDS = ["llm", "tool", "storage", "network"];
/**
 * Error buckets: every failed or errored session lands in exactly one.
 * `unclassified` exists only so a bug shows up in the report; it must stay at 0.
 */
exports.ERROR_BUCKETS = [
    // the task was attempted and the verifier said no
    "task_failed",
    // agent side
    "agent_exit",
    "agent_timeout",
    "agent_setup_failed",
    "agent_oom",
    // verifier side
    "verifier_timeout",
    "verifier_failed",
    "reward_missing",
    "reward_unparsable",
    // environment side
    "env_build",
    "env_start",
    "image_missing",
    "container_gone",
    // HTTP agent services
    "http_4xx",
    "http_5xx",
    "timeout",
    "connect_refused",
    "connection_reset",
    // the agent service broke HTTP/1.1 framing (bad or conflicting Content-Length, bad chunk, huge head)
    "protocol_error",
    "stream_parse",
    "business_failed",
    // LLM calls seen by the gateway or the agent
    "llm_rate_limited",
    "llm_server_error",
    // an LLM API error an agent reported in its own trace (other than a rate limit)
    "llm_api_error",
    // a replayed session sent a request its recorded conversation does not hold
    "replay_mismatch",
    // the run was stopped before this session ended
    "interrupted",
    "unclassified",
];
/** A session's error is a one-line reason: an agent that prints megabytes keeps its first 2,000 characters. */
exports.MAX_ERROR_CHARS = 2000;
function capError(error) {
    return error !== null && error.length > exports.MAX_ERROR_CHARS ? `${error.slice(0, exports.MAX_ERROR_CHARS - 1)}…` : error;
}


/***/ })

};
