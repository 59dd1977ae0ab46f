export const id = 927;
export const ids = [927];
export const modules = {

/***/ 49256:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.mockLlmCommand = mockLlmCommand;
exports.parseMockLlmFlags = parseMockLlmFlags;
/**
 * `agent-loadtest mock-llm`: the deterministic mock LLM (OpenAI chat and Responses, Anthropic,
 * Gemini) as a standalone server, running until SIGINT/SIGTERM.
 */
const errors_js_1 = __webpack_require__(83916);
const index_js_1 = __webpack_require__(62796);
const common_js_1 = __webpack_require__(60577);
const flag_tables_js_1 = __webpack_require__(19214);
const NUMERIC = {
    port: { key: "port", min: 0, max: 65535, int: true },
    "ttft-ms": { key: "ttft_ms", min: 0, int: false },
    "itl-ms": { key: "itl_ms", min: 0, int: false },
    "jitter-ms": { key: "jitter_ms", min: 0, int: false },
    "stall-ms": { key: "stall_ms", min: 0, int: false },
    tokens: { key: "tokens", min: 0, int: true },
    capacity: { key: "capacity", min: 0, int: true },
    seed: { key: "seed", min: -(2 ** 31), int: true },
};
async function mockLlmCommand(argv, io = {}) {
    const opts = parseMockLlmFlags(argv);
    const server = await (0, index_js_1.startMockLlm)(opts);
    (io.out ?? console.log)(`mock-llm listening on ${server.url}`);
    await new Promise((resolve) => {
        const stop = () => {
            process.off("SIGINT", stop);
            process.off("SIGTERM", stop);
            io.signal?.removeEventListener("abort", stop);
            resolve();
        };
        process.once("SIGINT", stop);
        process.once("SIGTERM", stop);
        if (io.signal?.aborted)
            stop();
        io.signal?.addEventListener("abort", stop, { once: true });
    });
    await server.close();
    return 0;
}
/** Flags → server options; every bad value is a UserError naming the flag. */
function parseMockLlmFlags(argv) {
    const { values, positionals } = (0, common_js_1.parseFlags)("mock-llm", argv, flag_tables_js_1.mockLlmFlags);
    if (positionals.length > 0) {
        throw new errors_js_1.UserError(`unexpected argument "${positionals[0]}"; it takes flags only (agent-loadtest mock-llm --help)`, undefined, "agent-loadtest mock-llm");
    }
    const v = values;
    // vLLM's default port, so the usual OPENAI_BASE_URL=http://127.0.0.1:8000/v1 works unchanged.
    const opts = { host: v.host ?? "127.0.0.1", port: 8000 };
    for (const [flag, spec] of Object.entries(NUMERIC)) {
        const raw = v[flag];
        if (raw === undefined)
            continue;
        const n = Number(raw);
        const max = "max" in spec ? spec.max : Number.MAX_SAFE_INTEGER;
        if (raw.trim() === "" ||
            !Number.isFinite(n) ||
            (spec.int && !Number.isInteger(n)) ||
            n < spec.min ||
            n > max) {
            const what = spec.int ? "an integer" : "a number";
            throw new errors_js_1.UserError(`expected ${what} ≥ ${spec.min}${"max" in spec ? ` and ≤ ${max}` : ""}, got "${raw}"`, undefined, `--${flag}`);
        }
        opts[spec.key] = n;
    }
    if (v.fault !== undefined)
        opts.faults = (0, index_js_1.parseFaultSpec)(v.fault);
    if (v.script !== undefined)
        opts.script = v.script;
    if (v.model !== undefined)
        opts.model = v.model;
    if (v.log !== undefined)
        opts.log_file = v.log;
    return opts;
}


/***/ }),

/***/ 41342:
/***/ ((__unused_webpack_module, exports) => {


/** The one seeded generator of the project: plans, arrival schedules, resampling and the mock LLM draw from it. */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.mulberry32 = mulberry32;
/** mulberry32: 32-bit state, passes gjrand/PractRand at the sizes a bootstrap needs, and is tiny. */
function mulberry32(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}


/***/ })

};
