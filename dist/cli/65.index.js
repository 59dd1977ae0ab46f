export const id = 65;
export const ids = [65];
export const modules = {

/***/ 33065:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.serveCommand = serveCommand;
/**
 * `agent-loadtest serve [--host 127.0.0.1] [--port 8080] [--output-dir DIR] [--scenarios GLOB]
 * [--baseline-dir DIR] [--token T]`: the local web console. Every request needs its secret: `--token`,
 * or one drawn at start and printed once in the start URL. Off loopback the user must set it.
 */
const node_path_1 = __webpack_require__(76760);
const errors_js_1 = __webpack_require__(83916);
const secrets_js_1 = __webpack_require__(27194);
const common_js_1 = __webpack_require__(60577);
const flag_tables_js_1 = __webpack_require__(19214);
/** The shortest secret the user may choose: it is all that stands between the port and the host. */
const MIN_TOKEN = 16;
async function serveCommand(argv) {
    const { values, positionals } = (0, common_js_1.parseFlags)("serve", argv, flag_tables_js_1.serveFlags);
    // Loaded here: the console's page and server are of no use to other commands.
    const { isLoopback, startConsole } = await Promise.all(/* import() */[__webpack_require__.e(924), __webpack_require__.e(850), __webpack_require__.e(74), __webpack_require__.e(873), __webpack_require__.e(726), __webpack_require__.e(779), __webpack_require__.e(968)]).then(__webpack_require__.bind(__webpack_require__, 45968));
    if (positionals.length > 0)
        throw new errors_js_1.UserError("takes no arguments", undefined, "agent-loadtest serve");
    const port = Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new errors_js_1.UserError(`expected a port number, got "${values.port}"`, undefined, "--port");
    // An empty value is no token (an unset variable in a workflow): the console draws its own.
    const token = values.token || process.env.AGENT_LOADTEST_TOKEN || null;
    if (token && token.length < MIN_TOKEN)
        throw new errors_js_1.UserError(`a token of ${token.length} characters is guessable: use at least ${MIN_TOKEN} (or none, for one drawn at start)`, undefined, values.token ? "--token" : "AGENT_LOADTEST_TOKEN");
    if (!isLoopback(values.host) && !token)
        throw new errors_js_1.UserError(`binding to ${values.host} exposes the console beyond this machine: set --token or AGENT_LOADTEST_TOKEN`, undefined, "--host");
    const cwd = process.cwd();
    let c;
    try {
        c = await startConsole({
            cwd,
            outputDir: (0, node_path_1.resolve)(cwd, values["output-dir"]),
            baselineDir: (0, node_path_1.resolve)(cwd, values["baseline-dir"]),
            scenarios: values.scenarios,
            token,
            cli: { node: process.execPath, entry: process.argv[1] },
        }, values.host, port);
    }
    catch (e) {
        throw new errors_js_1.InfraError(`cannot listen on ${values.host}:${port}: ${e.message}`);
    }
    // A drawn secret is printed once, in the start URL; one the user chose is theirs and is not echoed.
    console.log(token
        ? `agent-loadtest console: ${c.url} (open it once as ?token=<your token> to log in; scripts send Authorization: Bearer)`
        : `agent-loadtest console: ${c.url}?token=${c.token}`);
    // From here on the secret is masked in everything this process writes (the line above is already out).
    (0, secrets_js_1.rememberSecrets)([c.token]);
    return new Promise((done) => {
        const stop = (code) => () => {
            console.error("stopping: runs started here get SIGTERM and write their reports");
            c.close().then(() => done(code));
        };
        process.once("SIGINT", stop(130));
        process.once("SIGTERM", stop(143));
    });
}


/***/ })

};
