export const id = 646;
export const ids = [646,446];
export const modules = {

/***/ 17784:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.STARTER_MOCK = exports.GITIGNORE_LINES = exports.INIT_AGENT_KINDS = exports.WORKFLOW_FILE = exports.SCENARIO_FILE = void 0;
exports.checkAgentKind = checkAgentKind;
exports.planInit = planInit;
exports.withIgnored = withIgnored;
/**
 * What `agent-loadtest init` writes, as data: the file plan for each kind of agent. Texts are made
 * here; files the package already ships (a task, the stand-in agent or service, the mock's script)
 * are copied from it, so the starter always matches what the demo runs.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const table_js_1 = __webpack_require__(93690);
const errors_js_1 = __webpack_require__(83916);
const defaults_js_1 = __webpack_require__(45734);
exports.SCENARIO_FILE = "agent-perf.yaml";
exports.WORKFLOW_FILE = ".github/workflows/agent-perf.yml";
/** Every file the starter adds besides the scenario and the workflow lives under this folder. */
const HOME = "agent-perf";
exports.INIT_AGENT_KINDS = ["http", "command", ...table_js_1.CODING_AGENT_NAMES];
/** `--agent`'s value, checked: a kind, or a built-in coding agent's name. */
function checkAgentKind(value) {
    if (exports.INIT_AGENT_KINDS.includes(value))
        return value;
    throw new errors_js_1.UserError(`expected http, command or one of ${table_js_1.CODING_AGENT_NAMES.join(", ")}`, undefined, "--agent");
}
/** The files `init` writes for these answers; `pkg` is the package root the copies come from. */
function planInit(a, pkg) {
    const copies = (from, to) => (0, node_fs_1.readdirSync)((0, node_path_1.join)(pkg, from), { recursive: true, encoding: "utf8" })
        .filter((rel) => (0, node_fs_1.statSync)((0, node_path_1.join)(pkg, from, rel)).isFile())
        .sort()
        .map((rel) => ({ path: (0, node_path_1.join)(to, rel), copy: (0, node_path_1.join)(from, rel) }));
    const kind = a.agent === "http" || a.agent === "command" ? a.agent : "builtin";
    const own = kind === "http"
        ? a.url
            ? []
            : [{ path: `${HOME}/service/server.mjs`, copy: "examples/agents/agent-service/server.mjs" }]
        : kind === "command"
            ? [
                { path: `${HOME}/agent/agent.mjs`, copy: "examples/agents/echo-agent/agent.mjs" },
                ...copies("tasks/echo-bench", `${HOME}/tasks/echo-bench`),
            ]
            : [
                { path: `${HOME}/mock-llm.yaml`, copy: "examples/scripts/hello-file.yaml" },
                ...copies("tasks/hello-file", `${HOME}/tasks/hello-file`),
            ];
    return [
        { path: exports.SCENARIO_FILE, text: scenarioText(a) },
        ...own,
        { path: exports.WORKFLOW_FILE, text: workflowText(a) },
        { path: "baselines/README.md", text: BASELINES_README },
    ];
}
/** What `init` keeps out of git: the folder runs are written to (output_dir's default). */
exports.GITIGNORE_LINES = [`${defaults_js_1.DEFAULT_OUTPUT_DIR}/`];
/**
 * The project's .gitignore with the starter's lines: appended to what is there (a line already
 * present, with or without its slash, is not repeated); null when nothing is missing.
 */
function withIgnored(existing) {
    const have = new Set((existing ?? "").split(/\r?\n/).map((l) => l.trim().replace(/^\/|\/$/g, "")));
    const missing = exports.GITIGNORE_LINES.filter((l) => !have.has(l.replace(/^\/|\/$/g, "")));
    if (missing.length === 0)
        return null;
    const head = existing && !existing.endsWith("\n") ? `${existing}\n` : (existing ?? "");
    return `${head}# agent-loadtest: run folders (reports, events, session logs)\n${missing.join("\n")}\n`;
}
const BASELINES_README = `# Baselines

\`agent-loadtest baseline update <run-dir>\` writes \`<scenario>.json\` here, and the nightly job in
\`${exports.WORKFLOW_FILE}\` proposes a refreshed one as a pull request. A run gates against the file named after
its scenario; with none yet, the regression checks only warn.
`;
/** The SLOs and regression rules, loose enough for a first run on a busy machine: tighten them after. */
const gate = (e2eMs, ttftMs) => `# Starting points that a first run passes on a busy machine: tighten them once you know your numbers.
thresholds:
  pass_rate: ["rate>=0.95"]
  e2e_ms: ["p(95)<${e2eMs}"]
  ttft_ms: ["p(95)<${ttftMs}"]
  errors: ["count==0"]
regression:
  # No baseline yet (the first runs): the regression checks warn instead of failing.
  on_missing: warn
  # The latency rule gates from 20 sessions a side (min_samples); with fewer it only warns, and
  # \`agent-loadtest validate\` says so. Keep each pair's sessions (and the baseline's) at 20 or more.
  metrics:
    e2e_ms: { max_increase: 25%, statistic: p50 }
    pass_rate: { max_decrease: 0.2 }
`;
/** The starters' embedded mock LLM: how soon it answers, how fast it streams, how long a default answer is. */
exports.STARTER_MOCK = { ttft_ms: 40, itl_ms: 5, tokens: 24 };
const MOCK = `  # The embedded mock LLM: deterministic, offline, free. Drop it to call a real model.
  mock_llm:
    ttft_ms: ${exports.STARTER_MOCK.ttft_ms}
    itl_ms: ${exports.STARTER_MOCK.itl_ms}
    tokens: ${exports.STARTER_MOCK.tokens}
`;
function scenarioText(a) {
    if (a.agent === "http")
        return httpScenario(a.url);
    if (a.agent === "command")
        return commandScenario();
    return builtinScenario(a.agent);
}
function httpScenario(url) {
    const target = url
        ? `# It calls your service at ${url}; the service must be running when the scenario runs (in CI too).`
        : `# As written it starts a stand-in (${HOME}/service/server.mjs, the reference agent service) that calls
# the embedded mock LLM, so the first run works offline. Make it yours: set agent_service.command to
# how your service starts — it gets PORT to listen on and OPENAI_BASE_URL, the mock LLM's URL — or drop
# agent_service and set runtime.http.base_url to where your service runs.`;
    return `# Agent performance scenario (written by \`agent-loadtest init\`): an agent service under load over HTTP.
${target}
# Each session sends the request below and reads the service's event stream; set request, stream and
# success to your service's API (stream.format: ndjson, sse, poll or none).
# Run it: npx agent-loadtest run ${exports.SCENARIO_FILE}
name: agent-perf
description: an agent service over HTTP, 20 sessions at concurrency 4
mode: single_agent_multi_session
runtime:
  type: http
  http:
${url ? `    base_url: ${JSON.stringify(url)}\n` : ""}    request:
      method: POST
      path: /v1/journeys/short_planning
      body:
        session_id: "{{session_id}}"
        input: "case {{case_id}}: help me with my order"
    stream:
      format: ndjson
      token_event: type=token
      done_event: type=done
      status_path: status
      error_path: error
    success:
      status_in: [succeeded, degraded]
    timeout_sec: 30
${url
        ? ""
        : `services:
${MOCK}  agent_service:
    command: [node, ${HOME}/service/server.mjs]
    health_path: /health
    startup_timeout_sec: 20
`}load:
  concurrency: 4
pairs:
  - agent: { name: my-service }
    sessions: 20
    n_concurrent: 4
${gate(15_000, 5_000)}`;
}
function commandScenario() {
    return `# Agent performance scenario (written by \`agent-loadtest init\`): an agent run as a command, one
# session per task attempt, on this machine (runtime local; \`runtime: docker\` runs each in a container).
# As written, the agent is a stand-in (${HOME}/agent/agent.mjs) that asks the embedded mock LLM for a plan
# and solves ${HOME}/tasks/echo-bench, so the first run works offline. Make it yours: set agent.command
# to your agent's argv (files of agent.mount appear under /agent) and point task at your own Harbor
# task folder (instruction.md, task.toml, tests/test.sh writing the reward).
# Run it: npx agent-loadtest run ${exports.SCENARIO_FILE}
name: agent-perf
description: an agent command on echo-bench against the mock LLM, 20 to 60 sessions at concurrency 4
mode: single_agent_multi_session
runtime: local
services:
${MOCK}pairs:
  - agent:
      name: my-agent
      command: [node, /agent/agent.mjs]
      mount: ${HOME}/agent
    task: ${HOME}/tasks/echo-bench
    # A budget: the gate looks after 20 sessions and every 10 more, and stops once its verdict is
    # known (docs/gate.md, "The sequential gate"); the nightly baseline runs all 60.
    sessions: { min: 20, max: 60, step: 10 }
    n_concurrent: 4
${gate(15_000, 5_000)}`;
}
function builtinScenario(agent) {
    return `# Agent performance scenario (written by \`agent-loadtest init\`): ${agent} solving a task in containers
# on the machine's Docker. ${agent} is installed once (cached), launched headless, and talks to the
# embedded mock LLM, which a script (${HOME}/mock-llm.yaml) drives through one file-writing tool call.
# Make it real: drop services.mock_llm and give the agent its key and endpoint in agent.env, and a
# model; point task at your own Harbor task folder.
# Run it: npx agent-loadtest run ${exports.SCENARIO_FILE}
name: agent-perf
description: ${agent} on hello-file in Docker against the mock LLM, 20 to 40 sessions at concurrency 2
mode: single_agent_multi_session
runtime:
  type: docker
  docker:
    # The agent reaches the mock LLM on the machine's loopback.
    network_mode: host
services:
${MOCK}    script: ${HOME}/mock-llm.yaml
pairs:
  - agent: { name: ${agent} }
    task: ${HOME}/tasks/hello-file
    # A budget: the gate looks after 20 sessions and every 10 more, and stops once its verdict is
    # known (docs/gate.md, "The sequential gate"); the nightly baseline runs all 40.
    sessions: { min: 20, max: 40, step: 10 }
    n_concurrent: 2
${gate(60_000, 20_000)}`;
}
/** The PR gate and the nightly baseline refresh, in one workflow file. */
function workflowText(a) {
    const sameJob = a.agent !== "http";
    const compare = sameJob
        ? `      # compare-with: base runs the base commit's agent beside this PR's, interleaved in this job, and
      # gates against it; the pull request that adds ${exports.SCENARIO_FILE} runs without it and says so.
`
        : `      # An HTTP service is gated against the stored baseline (baselines/), which the nightly job refreshes.
`;
    return `# Agent performance (written by \`agent-loadtest init\`): on every pull request, run ${exports.SCENARIO_FILE}
# and fail the check on an SLO or regression breach, with one PR comment kept up to date; every night
# (and on demand), run it on the default branch and propose the result as the new baseline in a PR
# (needs "Allow GitHub Actions to create and approve pull requests" in the repository's settings).
name: agent perf
on:
  pull_request:
  schedule:
    - cron: "17 3 * * *"
  workflow_dispatch:
permissions:
  contents: read
jobs:
  gate:
    if: github.event_name == 'pull_request'
    runs-on: ubuntu-latest
    timeout-minutes: 20
    permissions:
      contents: read
      pull-requests: write
    # a newer push cancels the older run, so two runs never race on the comment
    concurrency:
      group: agent-perf-\${{ github.event.pull_request.number }}
      cancel-in-progress: true
    steps:
      - uses: actions/checkout@v5
        with:
          fetch-depth: 0
${compare}      - uses: ${a.actionRepo}@v1
        with:
          scenario: ${exports.SCENARIO_FILE}
${sameJob ? "          compare-with: base\n" : ""}          comment: always
  baseline:
    if: github.event_name != 'pull_request'
    runs-on: ubuntu-latest
    timeout-minutes: 30
    permissions:
      contents: write
      pull-requests: write
    concurrency:
      group: agent-perf-baseline
      cancel-in-progress: false
    steps:
      - uses: actions/checkout@v5
      - uses: ${a.actionRepo}@v1
        with:
          scenario: ${exports.SCENARIO_FILE}
          mode: baseline
          baseline-pr: true
`;
}


/***/ }),

/***/ 87646:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ACTION_PLACEHOLDER = void 0;
exports.initCommand = initCommand;
exports.askAnswers = askAnswers;
exports.withTerminal = withTerminal;
exports.refuseExisting = refuseExisting;
exports.writePlan = writePlan;
exports.actionRepo = actionRepo;
/**
 * `agent-loadtest init`: a starter in the user's project — a scenario, a task when the agent needs one,
 * the PR gate and nightly baseline workflow, `baselines/` — validated, with the next command printed.
 * Asks on a terminal; takes flags otherwise. Never overwrites a file without `--force`.
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const promises_1 = __webpack_require__(26848);
const table_js_1 = __webpack_require__(93690);
const errors_js_1 = __webpack_require__(83916);
const common_js_1 = __webpack_require__(60577);
const flag_tables_js_1 = __webpack_require__(19214);
const init_files_js_1 = __webpack_require__(17784);
const package_js_1 = __webpack_require__(55598);
const validate_js_1 = __webpack_require__(84446);
/** The `uses:` owner/name when the package does not say where it is published: the one placeholder. */
exports.ACTION_PLACEHOLDER = "org/agent-loadtest-action";
async function initCommand(argv) {
    const { values, positionals } = (0, common_js_1.parseFlags)("init", argv, flag_tables_js_1.initFlags);
    if (positionals.length)
        throw new errors_js_1.UserError("takes no arguments", undefined, "agent-loadtest init");
    const dir = (0, node_path_1.resolve)(values.dir ?? ".");
    const interactive = !values.yes && process.stdin.isTTY === true && process.stdout.isTTY === true;
    const given = checkGiven(values);
    const chosen = interactive ? await withTerminal((ask) => askAnswers(given, ask)) : given;
    const answers = { agent: chosen.agent ?? "http", url: chosen.url, actionRepo: actionRepo() };
    const plan = (0, init_files_js_1.planInit)(answers, (0, package_js_1.packageRoot)());
    refuseExisting(dir, plan, values.force === true);
    writePlan(dir, plan, (0, package_js_1.packageRoot)());
    for (const f of plan)
        console.log(`wrote ${f.path}`);
    ignoreRuns(dir);
    await validateWritten((0, node_path_1.join)(dir, init_files_js_1.SCENARIO_FILE));
    printNext(dir, answers);
    return 0;
}
function checkGiven(values) {
    const agent = values.agent === undefined ? undefined : (0, init_files_js_1.checkAgentKind)(values.agent);
    if (values.url === undefined)
        return { agent };
    if (agent !== undefined && agent !== "http")
        throw new errors_js_1.UserError(`applies to --agent http only, not ${agent}`, undefined, "--url");
    const url = httpUrl(values.url);
    if (url === undefined)
        throw new errors_js_1.UserError(`expected an http(s) URL, got "${values.url}"`, undefined, "--url");
    return { agent: "http", url };
}
/** The URL as the WHATWG parser writes it (no control characters, no spaces), if it is http(s). */
function httpUrl(text) {
    if (!URL.canParse(text))
        return undefined;
    const url = new URL(text);
    return /^https?:$/.test(url.protocol) ? url.href : undefined;
}
/** The questions a flag did not answer; a choice asked three times without an answer is an error. */
async function askAnswers(given, ask) {
    const kinds = ["builtin", "http", "command"];
    const kind = given.agent === undefined
        ? await choose(ask, "What runs your agent?\n  1) a built-in coding agent\n  2) an HTTP service\n  3) a command\nchoose 1-3 [2]: ", "1, 2 or 3 (empty: 2)", (a) => kinds[(a === "" ? 2 : Number(a)) - 1])
        : given.agent;
    const agent = kind === "builtin"
        ? await choose(ask, `Which one? ${table_js_1.CODING_AGENT_NAMES.join(", ")} [${table_js_1.CODING_AGENT_NAMES[0]}]: `, `one of ${table_js_1.CODING_AGENT_NAMES.join(", ")} (empty: ${table_js_1.CODING_AGENT_NAMES[0]})`, (a) => (a === "" ? table_js_1.CODING_AGENT_NAMES[0] : table_js_1.CODING_AGENT_NAMES.find((n) => n === a)))
        : kind;
    if (agent !== "http" || given.url !== undefined)
        return { agent, url: given.url };
    const url = await choose(ask, "Your service's URL (empty: start a stand-in service) []: ", "an http(s) URL, or empty for a stand-in service", (a) => (a === "" ? a : httpUrl(a)));
    return { agent, url: url || undefined };
}
/** Asks until an answer is a choice (three times at most), saying what is valid after a wrong one. */
async function choose(ask, question, valid, pick) {
    let prompt = question;
    for (let i = 0; i < 3; i++) {
        const answer = (await ask(prompt)).trim();
        const picked = pick(answer);
        if (picked !== undefined)
            return picked;
        prompt = `${JSON.stringify(answer.slice(0, 80))} is not a valid answer: expected ${valid}.\n${question}`;
    }
    throw new errors_js_1.UserError(`no valid answer after three tries (expected ${valid})`, undefined, "agent-loadtest init");
}
/** The input ended before an answer (Ctrl-D): init stops with nothing written, as a user's choice. */
const inputEnded = () => new errors_js_1.UserError("the input ended before an answer (Ctrl-D); nothing was written", undefined, "agent-loadtest init");
/** Questions on a terminal (or any pair of streams): each answer is a line; the input ending is the user leaving. */
async function withTerminal(f, input = process.stdin, output = process.stdout) {
    const rl = (0, promises_1.createInterface)({ input, output });
    let closed = false;
    const ended = new Promise((_, reject) => rl.once("close", () => {
        closed = true;
        reject(inputEnded());
    }));
    ended.catch(() => { }); // said by the question that waits on it
    const ask = async (q) => {
        if (closed)
            throw inputEnded();
        try {
            return await Promise.race([rl.question(q), ended]);
        }
        catch (e) {
            throw closed ? inputEnded() : e;
        }
    };
    try {
        return await f(ask);
    }
    finally {
        rl.close();
    }
}
/** Adds the run folder to the project's .gitignore (made if missing), never rewriting what is there. */
function ignoreRuns(dir) {
    const file = (0, node_path_1.join)(dir, ".gitignore");
    const existing = (0, node_fs_1.existsSync)(file) ? (0, node_fs_1.readFileSync)(file, "utf8") : null;
    const text = (0, init_files_js_1.withIgnored)(existing);
    if (text === null)
        return;
    (0, node_fs_1.writeFileSync)(file, text);
    console.log(existing === null ? "wrote .gitignore" : `added ${init_files_js_1.GITIGNORE_LINES.join(", ")} to .gitignore`);
}
/** Before anything is written: a file that exists stops the whole plan, naming the file. */
function refuseExisting(dir, plan, force) {
    if (force)
        return;
    const taken = plan.find((f) => (0, node_fs_1.existsSync)((0, node_path_1.join)(dir, f.path)));
    if (taken)
        throw new errors_js_1.UserError("exists; pass --force to overwrite it (nothing was written)", (0, node_path_1.join)(dir, taken.path));
}
function writePlan(dir, plan, pkg) {
    for (const f of plan) {
        const to = (0, node_path_1.join)(dir, f.path);
        (0, node_fs_1.mkdirSync)((0, node_path_1.dirname)(to), { recursive: true });
        if ("text" in f)
            (0, node_fs_1.writeFileSync)(to, f.text);
        else {
            (0, node_fs_1.copyFileSync)((0, node_path_1.join)(pkg, f.copy), to);
            // A task's test.sh and solve.sh stay executable.
            (0, node_fs_1.chmodSync)(to, (0, node_fs_1.statSync)((0, node_path_1.join)(pkg, f.copy)).mode & 0o777);
        }
    }
}
/** What was written is checked like `validate` does; a Docker that is not up yet is no reason to fail. */
async function validateWritten(file) {
    try {
        await (0, validate_js_1.validateScenario)(file);
    }
    catch (e) {
        if (!(e instanceof errors_js_1.InfraError))
            throw e;
        console.error(`warning: written, but not fully checked: ${e.message}`);
    }
}
function printNext(dir, a) {
    const rel = (0, node_path_1.relative)(process.cwd(), dir);
    const at = rel.startsWith("..") ? dir : rel;
    console.log(`next: ${at ? `cd ${at} && ` : ""}npx agent-loadtest run ${init_files_js_1.SCENARIO_FILE}`);
    if (a.actionRepo === exports.ACTION_PLACEHOLDER)
        console.log(`then: in .github/workflows/agent-perf.yml, replace "org" in ${exports.ACTION_PLACEHOLDER} with the Action's GitHub owner`);
}
/** `owner/name` from the package's `repository` (set where it is published), else the placeholder. */
function actionRepo(pkg = (0, package_js_1.packageRoot)()) {
    try {
        const { repository } = (0, package_js_1.packageJson)(pkg);
        const url = typeof repository === "string" ? repository : repository?.url;
        const m = /github(?:\.com[/:]|:)([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(String(url ?? ""));
        return m ? m[1] : exports.ACTION_PLACEHOLDER;
    }
    catch {
        return exports.ACTION_PLACEHOLDER;
    }
}


/***/ }),

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
