export const id = 476;
export const ids = [476];
export const modules = {

/***/ 28476:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.TaskLayoutError = void 0;
exports.resolveHostTemplate = resolveHostTemplate;
exports.parseTaskToml = parseTaskToml;
exports.taskEnvTables = taskEnvTables;
exports.toMegabytes = toMegabytes;
exports.tomlLine = tomlLine;
exports.stripCanary = stripCanary;
exports.loadTask = loadTask;
exports.readTask = readTask;
exports.unsupportedFeature = unsupportedFeature;
exports.separateVerifierRefusal = separateVerifierRefusal;
exports.selectTaskNames = selectTaskNames;
exports.discoverDataset = discoverDataset;
exports.datasetTaskNames = datasetTaskNames;
/**
 * Harbor task folders and local datasets, as Harbor lays them out (see docs/agents.md, "Agents and tasks").
 * task.toml is read in the current shape (`schema_version`, `memory_mb`) and the legacy Terminal-Bench
 * shape (`version`, `memory = "4G"`, `allow_internet`).
 */
const node_fs_1 = __webpack_require__(73024);
const node_path_1 = __webpack_require__(76760);
const picomatch_1 = __importDefault(__webpack_require__(14006));
const smol_toml_1 = __webpack_require__(27106);
const zod_1 = __webpack_require__(50924);
const errors_js_1 = __webpack_require__(83916);
const limits_js_1 = __webpack_require__(30351);
const paths_js_1 = __webpack_require__(8431);
const secrets_js_1 = __webpack_require__(27194);
const issues_js_1 = __webpack_require__(8248);
const verifier_mode_js_1 = __webpack_require__(15008);
/** A task folder lacks something Harbor requires; the loader re-points it at the scenario field. */
class TaskLayoutError extends errors_js_1.UserError {
    name = "TaskLayoutError";
}
exports.TaskLayoutError = TaskLayoutError;
const TomlEnv = zod_1.z.record(zod_1.z.string(), zod_1.z.union([zod_1.z.string(), zod_1.z.number(), zod_1.z.boolean()]).transform(String));
const User = zod_1.z
    .union([zod_1.z.string(), zod_1.z.int()])
    .transform(String)
    .optional()
    .transform((u) => u ?? null);
const Size = zod_1.z
    .string()
    .regex(/^\s*[0-9]+(\.[0-9]+)?\s*[GMK]i?B?\s*$/i, 'expected a size like "4G", "512M" or "1024K"');
/** Harbor's HealthcheckConfig: a command retried until it succeeds (src/runtimes/healthcheck.ts). */
const Healthcheck = zod_1.z.looseObject({
    command: zod_1.z.string().min(1),
    interval_sec: zod_1.z.number().positive().default(5),
    timeout_sec: zod_1.z.number().positive().default(30),
    start_period_sec: zod_1.z.number().nonnegative().default(0),
    start_interval_sec: zod_1.z.number().positive().default(5),
    retries: zod_1.z.int().nonnegative().default(3),
});
const EnvironmentSchema = zod_1.z.looseObject({
    build_timeout_sec: zod_1.z.number().positive().default(600),
    docker_image: zod_1.z.string().optional(),
    cpus: zod_1.z.number().positive().optional(),
    memory_mb: zod_1.z.int().positive().optional(),
    storage_mb: zod_1.z.int().positive().optional(),
    memory: Size.optional(),
    storage: Size.optional(),
    env: TomlEnv.default({}),
    workdir: zod_1.z.string().optional(),
    network_mode: zod_1.z.string().optional(),
    allow_internet: zod_1.z.boolean().optional(),
    healthcheck: Healthcheck.optional(),
});
const Artifacts = zod_1.z
    .array(zod_1.z.union([
    zod_1.z.string().min(1),
    zod_1.z.looseObject({
        source: zod_1.z.string().min(1),
        destination: zod_1.z.string().min(1).optional(),
        exclude: zod_1.z.array(zod_1.z.string()).max((0, limits_js_1.limit)("taskSteps")).default([]),
        service: zod_1.z.string().min(1).optional(),
    }),
]))
    .max((0, limits_js_1.limit)("taskSteps"))
    .default([]);
const VerifierSchema = zod_1.z.looseObject({
    timeout_sec: zod_1.z.number().positive().default(600),
    env: TomlEnv.default({}),
    user: User,
    environment_mode: zod_1.z.enum(["shared", "separate"]).optional(),
    environment: EnvironmentSchema.optional(),
});
const AgentSchema = zod_1.z.looseObject({ timeout_sec: zod_1.z.number().positive().optional(), user: User });
const StepSchema = zod_1.z.looseObject({
    // A step's name is its folder under steps/.
    name: zod_1.z
        .string()
        .min(1)
        .max((0, limits_js_1.limit)("stepNameChars"))
        .regex(/^(?!\.\.?$)[^/\\\u0000-\u001f]+$/, "expected a folder name (no /, not . or ..)"),
    agent: AgentSchema.prefault({}),
    verifier: VerifierSchema.prefault({}),
    min_reward: zod_1.z
        .union([zod_1.z.number(), zod_1.z.record(zod_1.z.string(), zod_1.z.number())], {
        error: "expected a number, or a table of numbers by reward key",
    })
        .optional(),
    healthcheck: Healthcheck.optional(),
    artifacts: Artifacts,
});
// Loose: Harbor's fields this tool does not read (gpus, mcp_servers, …) are accepted; every field
// it does not run yet but that changes the result is parsed and refused by name (unsupportedFeature).
const TaskTomlSchema = zod_1.z.looseObject({
    schema_version: zod_1.z.string().optional(),
    version: zod_1.z.string().optional(),
    task: zod_1.z.looseObject({ name: zod_1.z.string().min(1).optional() }).optional(),
    metadata: zod_1.z.record(zod_1.z.string(), zod_1.z.unknown()).default({}),
    agent: AgentSchema.prefault({}),
    verifier: VerifierSchema.prefault({}),
    environment: EnvironmentSchema.prefault({}),
    solution: zod_1.z.looseObject({ env: TomlEnv.default({}) }).prefault({}),
    artifacts: Artifacts,
    steps: zod_1.z.array(StepSchema).min(1).max((0, limits_js_1.limit)("taskSteps")).optional(),
    multi_step_reward_strategy: zod_1.z.enum(["mean", "final"]).optional(),
});
/** A whole value `${VAR}` or `${VAR:-default}`; anything else is a literal (Harbor's resolve_env_vars). */
const HOST_TEMPLATE = /^\$\{([^}:]+)(?::-(.*))?\}$/s;
/**
 * Harbor's env templates: the runner's value when the variable is set (even empty), else the default.
 * A runner internal is refused unless the scenario's `secrets:` (`listed`) names it.
 */
function resolveHostTemplate(value, hostEnv, listed = []) {
    const m = HOST_TEMPLATE.exec(value);
    if (!m)
        return value;
    const refused = (0, secrets_js_1.runnerInternalRefusal)(m[1], listed);
    if (refused)
        throw new Error(refused);
    const set = hostEnv[m[1]];
    if (set !== undefined)
        return set;
    if (m[2] !== undefined)
        return m[2];
    throw new Error(`environment variable ${m[1]} is not set (use \${${m[1]}:-default} for a fallback)`);
}
/**
 * Parses task.toml text into a normalized TaskConfig. `file` names it in errors (`file:line:col`).
 * Unset values keep Harbor's current defaults: verifier and build 600 s, no agent timeout, no limits.
 */
function parseTaskToml(text, file, hostEnv = process.env, listed = []) {
    let raw;
    try {
        raw = (0, smol_toml_1.parse)(text);
    }
    catch (err) {
        if (!(err instanceof smol_toml_1.TomlError))
            throw err;
        throw new errors_js_1.UserError(`invalid TOML: ${err.message.split("\n")[0]}`, `${file}:${err.line}:${err.column}`);
    }
    const parsed = TaskTomlSchema.safeParse(raw, { reportInput: true });
    if (!parsed.success) {
        const { issue, path } = (0, issues_js_1.pinpoint)(parsed.error.issues[0], []);
        const line = tomlLine(text, path);
        throw new errors_js_1.UserError((0, issues_js_1.describeIssue)(issue, path), line ? `${file}:${line}` : file, fieldName(path));
    }
    const t = parsed.data;
    const at = (path) => {
        const line = tomlLine(text, path);
        return line ? `${file}:${line}` : file;
    };
    // Env tables may name the runner's variables, as Harbor resolves them when it loads a task.
    const resolve = (table, path) => Object.fromEntries(Object.entries(table).map(([k, v]) => {
        try {
            return [k, resolveHostTemplate(v, hostEnv, listed)];
        }
        catch (err) {
            throw new errors_js_1.UserError(err.message, at([...path, k]), fieldName([...path, k]));
        }
    }));
    const config = normalize(t, resolve);
    checkConfig(config, at);
    return config;
}
/** Every env table of a task (its environment, verifier, solution, and each step's): what reaches its containers. */
function taskEnvTables(config) {
    const verifier = (v) => [v.env, ...(v.environment ? [v.environment.env] : [])];
    return [
        config.environment.env,
        config.solution.env,
        ...verifier(config.verifier),
        ...config.steps.flatMap((s) => verifier(s.verifier)),
    ];
}
function normalize(t, resolve) {
    const steps = (t.steps ?? []).map((s, i) => ({
        name: s.name,
        agent: { timeout_sec: s.agent.timeout_sec ?? null, user: s.agent.user },
        verifier: verifierConfig(s.verifier, ["steps", i, "verifier"], resolve),
        min_reward: s.min_reward ?? null,
        healthcheck: s.healthcheck ?? null,
        artifacts: s.artifacts.map(artifactConfig),
    }));
    return {
        schema_version: t.schema_version ?? t.version ?? "1.0",
        name: t.task?.name ?? null,
        metadata: t.metadata,
        agent: { timeout_sec: t.agent.timeout_sec ?? null, user: t.agent.user },
        verifier: verifierConfig(t.verifier, ["verifier"], resolve),
        environment: environmentConfig(t.environment, ["environment"], resolve),
        solution: { env: resolve(t.solution.env, ["solution", "env"]) },
        artifacts: t.artifacts.map(artifactConfig),
        steps,
        multi_step_reward_strategy: steps.length ? (t.multi_step_reward_strategy ?? "mean") : null,
    };
}
function verifierConfig(v, path, resolve) {
    return {
        timeout_sec: v.timeout_sec,
        env: resolve(v.env, [...path, "env"]),
        user: v.user,
        environment_mode: v.environment_mode ?? null,
        environment: v.environment ? environmentConfig(v.environment, [...path, "environment"], resolve) : null,
    };
}
function environmentConfig(env, path, resolve) {
    return {
        build_timeout_sec: env.build_timeout_sec,
        docker_image: env.docker_image ?? null,
        cpus: env.cpus ?? null,
        memory_mb: env.memory_mb ?? (env.memory ? toMegabytes(env.memory) : null),
        storage_mb: env.storage_mb ?? (env.storage ? toMegabytes(env.storage) : null),
        env: resolve(env.env, [...path, "env"]),
        workdir: env.workdir ?? null,
        healthcheck: env.healthcheck ?? null,
        // `allow_internet` is deprecated in favour of network_mode
        network_mode: env.network_mode ??
            (env.allow_internet === undefined ? null : env.allow_internet ? "public" : "no-network"),
    };
}
function artifactConfig(a) {
    if (typeof a === "string")
        return { source: a, destination: null, exclude: [], service: null };
    return {
        source: a.source,
        destination: a.destination ?? null,
        exclude: a.exclude,
        service: a.service ?? null,
    };
}
/** What Harbor's validators refuse beyond the shape: a shared verifier with an environment table, a step name twice. */
function checkConfig(config, at) {
    const conflict = (v, path) => {
        const why = (0, verifier_mode_js_1.modeConflict)(v);
        const field = [...path, "environment_mode"];
        if (why)
            throw new errors_js_1.UserError(why, at(field), fieldName(field));
    };
    conflict(config.verifier, ["verifier"]);
    const seen = new Set();
    config.steps.forEach((step, i) => {
        conflict(step.verifier, ["steps", i, "verifier"]);
        const field = ["steps", i, "name"];
        if (seen.has(step.name))
            throw new errors_js_1.UserError(`step "${step.name}" is named twice`, at(field), fieldName(field));
        seen.add(step.name);
    });
}
/** `steps[1].verifier.environment_mode`, as the scenario's fields are named. */
function fieldName(path) {
    return path.map((p, i) => (typeof p === "number" ? `[${p}]` : i ? `.${p}` : p)).join("");
}
const UNIT_MB = { G: 1024, M: 1, K: 1 / 1024 };
/** `"4G"` → 4096; `"512M"` → 512; `"1024K"` → 1. */
function toMegabytes(size) {
    const m = /([0-9.]+)\s*([GMK])/i.exec(size);
    return Math.round(Number(m[1]) * UNIT_MB[m[2].toUpperCase()]);
}
/**
 * Line of the value at `path` (`["steps", 1, "min_reward"]`): its `key =` line, else its own table's
 * header, else its parent table's header; a path not found is tried without its last part.
 */
function tomlLine(text, path) {
    for (let n = path.length; n > 0; n--) {
        const line = lineOf(text, path.slice(0, n).map(String));
        if (line)
            return line;
    }
    return undefined;
}
function lineOf(text, path) {
    const table = path.slice(0, -1).join(".");
    const key = path[path.length - 1];
    const arrays = new Map();
    let current = "";
    let own;
    let parent;
    for (const [i, line] of text.split("\n").entries()) {
        const h = /^\s*(\[\[?)\s*([^\]]+?)\s*\]/.exec(line);
        if (h) {
            current = tableName(h[2], h[1] === "[[", arrays);
            // `[[steps]]` is also the header of `steps` itself
            if (current === path.join(".") || h[2].trim() === path.join("."))
                own ??= i + 1;
            if (current === table)
                parent ??= i + 1;
            continue;
        }
        const k = /^\s*"?([A-Za-z0-9_-]+)"?\s*=/.exec(line);
        if (k && current === table && k[1] === key)
            return i + 1;
    }
    return own ?? parent;
}
/** A header's table as a path: `[[steps]]` the second time is `steps.1`, and `[steps.agent]` after it `steps.1.agent`. */
function tableName(header, isArray, arrays) {
    const parts = header.split(".").map((p) => p.trim().replace(/^"(.*)"$/, "$1"));
    const out = [];
    parts.forEach((part, j) => {
        out.push(part);
        const prefix = parts.slice(0, j + 1).join(".");
        if (isArray && j === parts.length - 1)
            arrays.set(prefix, (arrays.get(prefix) ?? -1) + 1);
        if (arrays.has(prefix))
            out.push(String(arrays.get(prefix)));
    });
    return out.join(".");
}
const CANARY = /^(<!--.*canary.*-->|#.*canary.*)$/i;
/** Drops leading canary lines, then leading blank lines, as Harbor's strip_canary does. */
function stripCanary(text) {
    const lines = text.split("\n");
    let i = 0;
    while (i < lines.length && CANARY.test(lines[i].trimEnd()))
        i++;
    while (i < lines.length && lines[i].trim() === "")
        i++;
    return lines.slice(i).join("\n");
}
const isDir = (p) => (0, node_fs_1.existsSync)(p) && (0, node_fs_1.statSync)(p).isDirectory();
/** ` (did you mean "echo-bench"?)` when a folder beside the missing one has a close name. */
function nearFolder(dir) {
    const parent = (0, node_path_1.dirname)(dir);
    let siblings;
    try {
        siblings = (0, node_fs_1.readdirSync)(parent, { withFileTypes: true })
            .filter((d) => d.isDirectory() || (d.isSymbolicLink() && isDir((0, node_path_1.join)(parent, d.name))))
            .map((d) => d.name);
    }
    catch {
        return ""; // the parent is missing too: nothing near to name
    }
    return (0, issues_js_1.hint)((0, node_path_1.basename)(dir), siblings);
}
const isFile = (p) => (0, node_fs_1.existsSync)(p) && (0, node_fs_1.statSync)(p).isFile();
/** A dataset member, as Harbor's Task.is_valid_dir: task.toml and environment/. */
function looksLikeTask(dir) {
    return isFile((0, node_path_1.join)(dir, "task.toml")) && isDir((0, node_path_1.join)(dir, "environment"));
}
/**
 * Reads a task folder for a run: the model, then a refusal of what this version does not run yet.
 * Throws TaskLayoutError for missing parts, UserError for a bad or not yet supported task.toml.
 */
function loadTask(dir, opts = {}) {
    const { task, text, file } = readTaskFolder(dir, opts);
    const refused = unsupportedFeature(task, text, file);
    if (refused)
        throw refused;
    return task;
}
/** The task folder as the model, every Harbor feature included, whether or not a runtime runs it. */
function readTask(dir) {
    return readTaskFolder(dir).task;
}
function readTaskFolder(dir, opts = {}) {
    if (!isDir(dir))
        throw new TaskLayoutError(`task folder ${dir} does not exist${nearFolder(dir)}`);
    if (!isFile((0, node_path_1.join)(dir, "task.toml")))
        throw new TaskLayoutError(`task ${dir} has no task.toml`);
    if (!isDir((0, node_path_1.join)(dir, "environment")))
        throw new TaskLayoutError(`task ${dir} has no environment/`);
    const file = (0, node_path_1.join)(dir, "task.toml");
    const text = (0, node_fs_1.readFileSync)(file, "utf8");
    const config = parseTaskToml(text, file, opts.hostEnv ?? process.env, opts.listed ?? []);
    const missing = missingPart(dir, config);
    if (missing)
        throw new TaskLayoutError(`task ${dir} has no ${missing}`);
    const instruction = (f) => stripCanary((0, node_fs_1.readFileSync)((0, node_path_1.join)(dir, f), "utf8"));
    const task = {
        name: config.name ?? (0, node_path_1.basename)(dir),
        dir,
        config,
        // A multi-step task's instructions are its steps'; Harbor reads no top-level one.
        instruction: config.steps.length ? "" : instruction("instruction.md"),
        hasSolution: isFile((0, node_path_1.join)(dir, "solution", "solve.sh")),
        hasCompose: ["docker-compose.yaml", "docker-compose.yml"].some((f) => isFile((0, node_path_1.join)(dir, "environment", f))),
        hasTests: isDir((0, node_path_1.join)(dir, "tests")),
        steps: config.steps.map((s) => ({
            name: s.name,
            instruction: instruction((0, node_path_1.join)("steps", s.name, "instruction.md")),
            hasSolution: isFile((0, node_path_1.join)(dir, "steps", s.name, "solution", "solve.sh")),
            hasTests: isDir((0, node_path_1.join)(dir, "steps", s.name, "tests")),
            hasWorkdir: isDir((0, node_path_1.join)(dir, "steps", s.name, "workdir")),
        })),
    };
    return { task, text, file };
}
/**
 * The first file Harbor requires that the folder lacks (Task's validity check): a single-step task
 * needs instruction.md and, unless its verifier is separate, tests/test.sh; a multi-step task needs
 * each step's instruction.md and, for a step verified in the agent's environment, its own
 * tests/test.sh or the task's.
 */
function missingPart(dir, config) {
    const has = (f) => isFile((0, node_path_1.join)(dir, f));
    if (!config.steps.length) {
        if (!has("instruction.md"))
            return "instruction.md";
        return (0, verifier_mode_js_1.taskVerifierMode)(config.verifier) === "shared" && !has("tests/test.sh") ? "tests/test.sh" : null;
    }
    for (const step of config.steps) {
        const own = `steps/${step.name}`;
        if (!has(`${own}/instruction.md`))
            return `${own}/instruction.md`;
        const shared = (0, verifier_mode_js_1.stepVerifierMode)(config.verifier, step.verifier) === "shared";
        if (shared && !has(`${own}/tests/test.sh`) && !has("tests/test.sh"))
            return `${own}/tests/test.sh (nor tests/test.sh)`;
    }
    return null;
}
/** Where task.toml asks for a separate verifier first: the task's mode or table, else a step's; null: none. */
function separateAt(config) {
    const v = config.verifier;
    if (!config.steps.length) {
        if ((0, verifier_mode_js_1.taskVerifierMode)(v) === "shared")
            return null;
        return v.environment_mode === "separate"
            ? { path: ["verifier", "environment_mode"], field: "[verifier] environment_mode" }
            : { path: ["verifier", "environment"], field: "[verifier.environment]" };
    }
    const i = config.steps.findIndex((s) => (0, verifier_mode_js_1.stepVerifierMode)(v, s.verifier) === "separate");
    return i < 0 ? null : { path: ["steps", i, "name"], field: `steps[${i}].verifier` };
}
/** A task.toml's line and field as `file:line`, for a refusal. */
function locator(text, file) {
    return (path) => {
        const line = tomlLine(text, path);
        return line ? `${file}:${line}` : file;
    };
}
/**
 * What this version parses but does not run yet, or cannot build, as the one line naming task.toml's
 * line and field; null when the task runs. Refused up front: running it would verify wrongly, silently.
 */
function unsupportedFeature(task, text, file) {
    return unsupportedSeparate(task, locator(text, file));
}
/** Of a separate verifier: an image with nothing to build it from, or artifacts it cannot copy as asked. */
function unsupportedSeparate(task, at) {
    const where = separateAt(task.config);
    if (!where)
        return null;
    for (const separate of (0, verifier_mode_js_1.separateVerifiers)(task)) {
        if (separate.config.docker_image || isFile((0, node_path_1.join)(task.dir, separate.context, "Dockerfile")))
            continue;
        return new errors_js_1.UserError(`a separate verifier's image is built from ${separate.context}/Dockerfile, which is missing, and no docker_image is set`, at(where.path), where.field);
    }
    const lists = [
        [["artifacts"], task.config.artifacts],
        ...task.config.steps.map((s, i) => [
            ["steps", i, "artifacts"],
            s.artifacts,
        ]),
    ];
    for (const [path, list] of lists)
        for (const [k, a] of list.entries()) {
            const key = a.exclude.length ? "exclude" : a.service ? "service" : null;
            if (key)
                return new errors_js_1.UserError(`an artifact's ${key} is not run yet by this version (its separate verifier would get other files)`, at([...path, k, key]), `${fieldName(path)}[${k}].${key}`);
        }
    return null;
}
/**
 * A task the runtime cannot verify as asked: a separate verifier needs an environment of its own,
 * which only the docker runtime makes. One line naming task.toml's line and field.
 */
function separateVerifierRefusal(task, runtime) {
    const where = runtime === "docker" ? null : separateAt(task.config);
    if (!where)
        return null;
    const file = (0, node_path_1.join)(task.dir, "task.toml");
    return new errors_js_1.UserError(`a separate verifier environment needs the docker runtime (this scenario's runtime is ${runtime})`, locator((0, node_fs_1.readFileSync)(file, "utf8"), file)(where.path), where.field);
}
/** Task folder names in selection order: include globs, exclude globs, then the first n_tasks. */
function selectTaskNames(names, filter) {
    const include = filter.task_names?.length ? (0, picomatch_1.default)([...filter.task_names]) : () => true;
    const exclude = filter.exclude_task_names?.length ? (0, picomatch_1.default)([...filter.exclude_task_names]) : () => false;
    const kept = names.filter((n) => include(n) && !exclude(n));
    return filter.n_tasks === undefined ? kept : kept.slice(0, filter.n_tasks);
}
/** The folder and the files loadTask reads stay inside root once every link is resolved (a missing one is loadTask's to report). */
const taskWithin = (root, task) => ["", "task.toml", "instruction.md", "tests", "tests/test.sh", "steps"].every((f) => !(0, node_fs_1.existsSync)((0, node_path_1.join)(task, f)) || (0, paths_js_1.realWithin)(root, (0, node_path_1.join)(task, f)));
/**
 * Direct subfolders of `dir` that are tasks, sorted by name, then filtered. With `root`, a task
 * reached through a link out of root is none: a scan of a project lists nothing outside it.
 */
function discoverDataset(dir, filter = {}, root, load = loadTask) {
    const available = datasetTaskNames(dir, root);
    return { available, tasks: selectTaskNames(available, filter).map((name) => load((0, node_path_1.join)(dir, name))) };
}
/** The task folders of a dataset, sorted by name, none read: listing a dataset refuses no task. */
function datasetTaskNames(dir, root) {
    if (!isDir(dir))
        throw new TaskLayoutError(`dataset folder ${dir} does not exist${nearFolder(dir)}`);
    return (0, node_fs_1.readdirSync)(dir)
        .filter((name) => looksLikeTask((0, node_path_1.join)(dir, name)) && (root === undefined || taskWithin(root, (0, node_path_1.join)(dir, name))))
        .sort();
}


/***/ }),

/***/ 15008:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.modeConflict = modeConflict;
exports.taskVerifierMode = taskVerifierMode;
exports.stepVerifierMode = stepVerifierMode;
exports.verifierPlan = verifierPlan;
exports.separateVerifiers = separateVerifiers;
/** Harbor refuses `shared` next to an environment table: that table only means a separate verifier. */
function modeConflict(v) {
    return v.environment_mode === "shared" && v.environment
        ? 'environment_mode = "shared" cannot have a verifier environment table (that table is for a separate verifier)'
        : null;
}
/** A task's mode: the explicit one, else separate when it has `[verifier.environment]`, else shared. */
function taskVerifierMode(task) {
    return task.environment_mode ?? (task.environment ? "separate" : "shared");
}
/** A step's mode: its explicit one, else separate when it has its own environment table, else the task's. */
function stepVerifierMode(task, step) {
    if (step.environment_mode)
        return step.environment_mode;
    if (step.environment)
        return "separate";
    return taskVerifierMode(task);
}
/**
 * The verifier of the task (`step` null) or of its step at that index. A separate verifier's config is
 * the step's table, else the task's, else a copy of `[environment]`; its context is the step's tests/,
 * else the task's tests/, else the task's environment/.
 */
function verifierPlan(task, step) {
    const top = task.config.verifier;
    const own = step === null ? null : task.config.steps[step].verifier;
    const mode = own ? stepVerifierMode(top, own) : taskVerifierMode(top);
    if (mode === "shared")
        return { mode, separate: null };
    const [config, from] = own?.environment
        ? [own.environment, "step"]
        : top.environment
            ? [top.environment, "task"]
            : [structuredClone(task.config.environment), "environment"];
    const name = step === null ? null : task.config.steps[step].name;
    const context = name !== null && task.steps[step]?.hasTests
        ? `steps/${name}/tests`
        : task.hasTests
            ? "tests"
            : "environment";
    return { mode, separate: { config, from, context } };
}
/** Every separate verifier a task has (its own, its steps'), once per config and context. */
function separateVerifiers(task) {
    const plans = task.config.steps.length
        ? task.config.steps.map((_, i) => verifierPlan(task, i))
        : [verifierPlan(task, null)];
    const byKey = new Map();
    for (const p of plans)
        if (p.separate)
            byKey.set(JSON.stringify(p.separate), p.separate);
    return [...byKey.values()];
}


/***/ })

};
