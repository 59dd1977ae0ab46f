export const id = 446;
export const ids = [446];
export const modules = {

/***/ 84446:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.validateCommand = validateCommand;
exports.validateScenario = validateScenario;
/** `agent-loadtest validate <scenario.yaml>`: schema and preflight; runs nothing, creates nothing. */
const errors_js_1 = __webpack_require__(83916);
const preflight_js_1 = __webpack_require__(48489);
const run_js_1 = __webpack_require__(319);
const load_js_1 = __webpack_require__(9256);
const common_js_1 = __webpack_require__(60577);
const flag_tables_js_1 = __webpack_require__(19214);
async function validateCommand(argv) {
    const { values, positionals } = (0, common_js_1.parseFlags)("validate", argv, flag_tables_js_1.validateFlags);
    if (positionals.length !== 1)
        throw new errors_js_1.UserError("expects exactly one scenario file", undefined, "agent-loadtest validate");
    await validateScenario(positionals[0], (0, common_js_1.listFlag)(values.set), (0, common_js_1.listFlag)(values["allow-host-path"]));
    return 0;
}
/** Loads and preflights a scenario, prints its warnings and the `ok:` line; throws what `validate` exits on. */
async function validateScenario(file, set = [], allowHostPaths = []) {
    const loaded = await (0, load_js_1.loadScenario)(file, { set, allowHostPaths });
    const warnings = [...(loaded.warnings ?? []), ...(await (0, preflight_js_1.preflight)(loaded)), ...(0, run_js_1.undecidableRules)(loaded)];
    for (const w of warnings)
        console.error(`warning: ${w}`);
    const sessions = loaded.pairs.reduce((a, p) => a + p.sessions, 0);
    const tasks = new Set(loaded.pairs.flatMap((p) => p.tasks.map((t) => t.dir))).size;
    console.log(`ok: ${loaded.scenario.name} (${loaded.scenario.mode}, ${loaded.pairs.length} pair${loaded.pairs.length === 1 ? "" : "s"}, ${tasks} task${tasks === 1 ? "" : "s"}, ${(0, run_js_1.describeLoad)(loaded.scenario.load, sessions, loaded.pairs.some((p) => p.budget))}, runtime ${loaded.scenario.runtime.type}) · hash ${loaded.hash}`);
}


/***/ }),

/***/ 48489:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.preflight = preflight;
exports.pingDocker = pingDocker;
/**
 * Checks that need no run: values still holding placeholders, and the things a runtime will need.
 * Returns warnings; throws UserError for what would certainly fail.
 */
const node_fs_1 = __webpack_require__(73024);
const errors_js_1 = __webpack_require__(83916);
const probe_js_1 = __webpack_require__(25588);
const runtime_js_1 = __webpack_require__(48326);
const PLACEHOLDER = /(^|[^a-z])(example\.(com|org)|your[-_]?(api[-_]?)?key|changeme|replace[-_]?me|xxx+|<[^>]+>)([^a-z]|$)/i;
async function preflight(loaded) {
    const warnings = [];
    const sc = loaded.scenario;
    const visit = (v, path) => {
        if (typeof v === "string") {
            if (PLACEHOLDER.test(v)) {
                throw new errors_js_1.UserError(`"${v.length > 60 ? `${v.slice(0, 57)}...` : v}" looks like a placeholder; set a real value`, loaded.file, path);
            }
        }
        else if (Array.isArray(v)) {
            for (const [i, x] of v.entries())
                visit(x, `${path}[${i}]`);
        }
        else if (v && typeof v === "object")
            for (const [k, x] of Object.entries(v))
                visit(x, path ? `${path}.${k}` : k);
    };
    visit({
        runtime: sc.runtime,
        services: sc.services,
        pairs: sc.pairs.map((p) => ({ agent: { env: p.agent.env } })),
        evidence: { prometheus: { url: sc.evidence?.prometheus?.url } },
    }, "");
    for (const p of loaded.pairs) {
        if (p.agent.name === "oracle" && p.tasks.some((t) => !t.hasSolution)) {
            warnings.push(`pairs[${p.index}]: oracle runs solution/solve.sh, which some tasks lack (they will fail)`);
        }
    }
    // Exported files are read when the run ends; one missing now may still be written by then.
    sc.evidence?.files.forEach((f, i) => {
        if (!(0, node_fs_1.existsSync)(f.path))
            warnings.push(`evidence.files[${i}]: ${f.path} does not exist (yet); it is read when the run ends`);
    });
    if (sc.runtime.type === "docker")
        await pingDocker();
    if (sc.runtime.type === "http") {
        const unreachable = await probeHttpTargets(loaded);
        // Said, not refused: in CI the service may start after validate; `run` refuses it (exit 3).
        if (unreachable)
            warnings.push(`${(0, probe_js_1.unreachableSentence)(unreachable)}; a run now would stop before its first session`);
    }
    return warnings;
}
/** One bounded connect per service the journeys name by URL (the started agent service is checked as it starts). */
function probeHttpTargets(loaded) {
    const http = loaded.scenario.runtime.http;
    return (0, probe_js_1.probeTargets)(loaded.pairs.flatMap((p) => (0, runtime_js_1.probeTargetOf)((0, runtime_js_1.resolveTarget)(http, p.journey, p.journey?.name ?? `pair-${p.index}`), p.journey)));
}
/** Docker must answer before anything is planned on it: exit 3 with the cause, not a run of errors. */
async function pingDocker(docker) {
    if (!docker) {
        const { default: Dockerode } = await __webpack_require__.e(/* import() */ 40).then(__webpack_require__.t.bind(__webpack_require__, 39040, 23));
        docker = new Dockerode();
    }
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error("no answer within 10 s")), 10_000).unref());
    try {
        await Promise.race([docker.ping(), timeout]);
    }
    catch (e) {
        throw new errors_js_1.InfraError(`the Docker engine is unreachable (${e instanceof Error ? e.message : String(e)}); start it or set DOCKER_HOST`);
    }
}


/***/ })

};
