/**
 * Harbor task folders and local datasets, as Harbor lays them out (see docs/agents.md, "Agents and tasks").
 * task.toml is read in the current shape (`schema_version`, `memory_mb`) and the legacy Terminal-Bench
 * shape (`version`, `memory = "4G"`, `allow_internet`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import picomatch from "picomatch";
import { parse as parseToml, TomlError } from "smol-toml";
import { z } from "zod";
import { UserError } from "../errors.js";
import { limit } from "../limits.js";
import { realWithin } from "../paths.js";
import { runnerInternalRefusal } from "../secrets.js";
import { describeIssue, hint, pinpoint } from "./issues.js";
import type {
  ArtifactConfig,
  EnvironmentConfig,
  StepConfig,
  Task,
  TaskConfig,
  VerifierConfig,
} from "./model.js";
import { modeConflict, separateVerifiers, stepVerifierMode, taskVerifierMode } from "./verifier-mode.js";

/** A task folder lacks something Harbor requires; the loader re-points it at the scenario field. */
export class TaskLayoutError extends UserError {
  override name = "TaskLayoutError";
}

const TomlEnv = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String));
const User = z
  .union([z.string(), z.int()])
  .transform(String)
  .optional()
  .transform((u) => u ?? null);
const Size = z
  .string()
  .regex(/^\s*[0-9]+(\.[0-9]+)?\s*[GMK]i?B?\s*$/i, 'expected a size like "4G", "512M" or "1024K"');

/** Harbor's HealthcheckConfig: a command retried until it succeeds (src/runtimes/healthcheck.ts). */
const Healthcheck = z.looseObject({
  command: z.string().min(1),
  interval_sec: z.number().positive().default(5),
  timeout_sec: z.number().positive().default(30),
  start_period_sec: z.number().nonnegative().default(0),
  start_interval_sec: z.number().positive().default(5),
  retries: z.int().nonnegative().default(3),
});

const EnvironmentSchema = z.looseObject({
  build_timeout_sec: z.number().positive().default(600),
  docker_image: z.string().optional(),
  cpus: z.number().positive().optional(),
  memory_mb: z.int().positive().optional(),
  storage_mb: z.int().positive().optional(),
  memory: Size.optional(),
  storage: Size.optional(),
  env: TomlEnv.default({}),
  workdir: z.string().optional(),
  network_mode: z.string().optional(),
  allow_internet: z.boolean().optional(),
  healthcheck: Healthcheck.optional(),
});

const Artifacts = z
  .array(
    z.union([
      z.string().min(1),
      z.looseObject({
        source: z.string().min(1),
        destination: z.string().min(1).optional(),
        exclude: z.array(z.string()).max(limit("taskSteps")).default([]),
        service: z.string().min(1).optional(),
      }),
    ]),
  )
  .max(limit("taskSteps"))
  .default([]);

const VerifierSchema = z.looseObject({
  timeout_sec: z.number().positive().default(600),
  env: TomlEnv.default({}),
  user: User,
  environment_mode: z.enum(["shared", "separate"]).optional(),
  environment: EnvironmentSchema.optional(),
});

const AgentSchema = z.looseObject({ timeout_sec: z.number().positive().optional(), user: User });

const StepSchema = z.looseObject({
  // A step's name is its folder under steps/.
  name: z
    .string()
    .min(1)
    .max(limit("stepNameChars"))
    .regex(/^(?!\.\.?$)[^/\\\u0000-\u001f]+$/, "expected a folder name (no /, not . or ..)"),
  agent: AgentSchema.prefault({}),
  verifier: VerifierSchema.prefault({}),
  min_reward: z
    .union([z.number(), z.record(z.string(), z.number())], {
      error: "expected a number, or a table of numbers by reward key",
    })
    .optional(),
  healthcheck: Healthcheck.optional(),
  artifacts: Artifacts,
});

// Loose: Harbor's fields this tool does not read (gpus, mcp_servers, …) are accepted; every field
// it does not run yet but that changes the result is parsed and refused by name (unsupportedFeature).
const TaskTomlSchema = z.looseObject({
  schema_version: z.string().optional(),
  version: z.string().optional(),
  task: z.looseObject({ name: z.string().min(1).optional() }).optional(),
  metadata: z.record(z.string(), z.unknown()).default({}),
  agent: AgentSchema.prefault({}),
  verifier: VerifierSchema.prefault({}),
  environment: EnvironmentSchema.prefault({}),
  solution: z.looseObject({ env: TomlEnv.default({}) }).prefault({}),
  artifacts: Artifacts,
  steps: z.array(StepSchema).min(1).max(limit("taskSteps")).optional(),
  multi_step_reward_strategy: z.enum(["mean", "final"]).optional(),
});

type RawToml = z.infer<typeof TaskTomlSchema>;

/** A whole value `${VAR}` or `${VAR:-default}`; anything else is a literal (Harbor's resolve_env_vars). */
const HOST_TEMPLATE = /^\$\{([^}:]+)(?::-(.*))?\}$/s;

/**
 * Harbor's env templates: the runner's value when the variable is set (even empty), else the default.
 * A runner internal is refused unless the scenario's `secrets:` (`listed`) names it.
 */
export function resolveHostTemplate(
  value: string,
  hostEnv: Record<string, string | undefined>,
  listed: readonly string[] = [],
): string {
  const m = HOST_TEMPLATE.exec(value);
  if (!m) return value;
  const refused = runnerInternalRefusal(m[1], listed);
  if (refused) throw new Error(refused);
  const set = hostEnv[m[1]];
  if (set !== undefined) return set;
  if (m[2] !== undefined) return m[2];
  throw new Error(`environment variable ${m[1]} is not set (use \${${m[1]}:-default} for a fallback)`);
}

/**
 * Parses task.toml text into a normalized TaskConfig. `file` names it in errors (`file:line:col`).
 * Unset values keep Harbor's current defaults: verifier and build 600 s, no agent timeout, no limits.
 */
export function parseTaskToml(
  text: string,
  file: string,
  hostEnv: Record<string, string | undefined> = process.env,
  listed: readonly string[] = [],
): TaskConfig {
  let raw: unknown;
  try {
    raw = parseToml(text);
  } catch (err) {
    if (!(err instanceof TomlError)) throw err;
    throw new UserError(`invalid TOML: ${err.message.split("\n")[0]}`, `${file}:${err.line}:${err.column}`);
  }
  const parsed = TaskTomlSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) {
    const { issue, path } = pinpoint(parsed.error.issues[0], []);
    const line = tomlLine(text, path);
    throw new UserError(
      describeIssue(issue, path as string[]),
      line ? `${file}:${line}` : file,
      fieldName(path),
    );
  }
  const t = parsed.data;
  const at = (path: (string | number)[]) => {
    const line = tomlLine(text, path);
    return line ? `${file}:${line}` : file;
  };
  // Env tables may name the runner's variables, as Harbor resolves them when it loads a task.
  const resolve = (table: Record<string, string>, path: (string | number)[]): Record<string, string> =>
    Object.fromEntries(
      Object.entries(table).map(([k, v]) => {
        try {
          return [k, resolveHostTemplate(v, hostEnv, listed)];
        } catch (err) {
          throw new UserError((err as Error).message, at([...path, k]), fieldName([...path, k]));
        }
      }),
    );
  const config = normalize(t, resolve);
  checkConfig(config, at);
  return config;
}

/** Every env table of a task (its environment, verifier, solution, and each step's): what reaches its containers. */
export function taskEnvTables(config: TaskConfig): Record<string, string>[] {
  const verifier = (v: VerifierConfig) => [v.env, ...(v.environment ? [v.environment.env] : [])];
  return [
    config.environment.env,
    config.solution.env,
    ...verifier(config.verifier),
    ...config.steps.flatMap((s) => verifier(s.verifier)),
  ];
}

type Resolve = (table: Record<string, string>, path: (string | number)[]) => Record<string, string>;

function normalize(t: RawToml, resolve: Resolve): TaskConfig {
  const steps = (t.steps ?? []).map(
    (s, i): StepConfig => ({
      name: s.name,
      agent: { timeout_sec: s.agent.timeout_sec ?? null, user: s.agent.user },
      verifier: verifierConfig(s.verifier, ["steps", i, "verifier"], resolve),
      min_reward: s.min_reward ?? null,
      healthcheck: s.healthcheck ?? null,
      artifacts: s.artifacts.map(artifactConfig),
    }),
  );
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

function verifierConfig(v: RawToml["verifier"], path: (string | number)[], resolve: Resolve): VerifierConfig {
  return {
    timeout_sec: v.timeout_sec,
    env: resolve(v.env, [...path, "env"]),
    user: v.user,
    environment_mode: v.environment_mode ?? null,
    environment: v.environment ? environmentConfig(v.environment, [...path, "environment"], resolve) : null,
  };
}

function environmentConfig(
  env: RawToml["environment"],
  path: (string | number)[],
  resolve: Resolve,
): EnvironmentConfig {
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
    network_mode:
      env.network_mode ??
      (env.allow_internet === undefined ? null : env.allow_internet ? "public" : "no-network"),
  };
}

function artifactConfig(a: RawToml["artifacts"][number]): ArtifactConfig {
  if (typeof a === "string") return { source: a, destination: null, exclude: [], service: null };
  return {
    source: a.source,
    destination: a.destination ?? null,
    exclude: a.exclude,
    service: a.service ?? null,
  };
}

/** What Harbor's validators refuse beyond the shape: a shared verifier with an environment table, a step name twice. */
function checkConfig(config: TaskConfig, at: (path: (string | number)[]) => string): void {
  const conflict = (v: VerifierConfig, path: (string | number)[]) => {
    const why = modeConflict(v);
    const field = [...path, "environment_mode"];
    if (why) throw new UserError(why, at(field), fieldName(field));
  };
  conflict(config.verifier, ["verifier"]);
  const seen = new Set<string>();
  config.steps.forEach((step, i) => {
    conflict(step.verifier, ["steps", i, "verifier"]);
    const field = ["steps", i, "name"];
    if (seen.has(step.name))
      throw new UserError(`step "${step.name}" is named twice`, at(field), fieldName(field));
    seen.add(step.name);
  });
}

/** `steps[1].verifier.environment_mode`, as the scenario's fields are named. */
function fieldName(path: (string | number)[]): string {
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : i ? `.${p}` : p)).join("");
}

const UNIT_MB = { G: 1024, M: 1, K: 1 / 1024 } as const;

/** `"4G"` → 4096; `"512M"` → 512; `"1024K"` → 1. */
export function toMegabytes(size: string): number {
  const m = /([0-9.]+)\s*([GMK])/i.exec(size)!;
  return Math.round(Number(m[1]) * UNIT_MB[m[2].toUpperCase() as keyof typeof UNIT_MB]);
}

/**
 * Line of the value at `path` (`["steps", 1, "min_reward"]`): its `key =` line, else its own table's
 * header, else its parent table's header; a path not found is tried without its last part.
 */
export function tomlLine(text: string, path: readonly (string | number)[]): number | undefined {
  for (let n = path.length; n > 0; n--) {
    const line = lineOf(text, path.slice(0, n).map(String));
    if (line) return line;
  }
  return undefined;
}

function lineOf(text: string, path: string[]): number | undefined {
  const table = path.slice(0, -1).join(".");
  const key = path[path.length - 1];
  const arrays = new Map<string, number>();
  let current = "";
  let own: number | undefined;
  let parent: number | undefined;
  for (const [i, line] of text.split("\n").entries()) {
    const h = /^\s*(\[\[?)\s*([^\]]+?)\s*\]/.exec(line);
    if (h) {
      current = tableName(h[2], h[1] === "[[", arrays);
      // `[[steps]]` is also the header of `steps` itself
      if (current === path.join(".") || h[2].trim() === path.join(".")) own ??= i + 1;
      if (current === table) parent ??= i + 1;
      continue;
    }
    const k = /^\s*"?([A-Za-z0-9_-]+)"?\s*=/.exec(line);
    if (k && current === table && k[1] === key) return i + 1;
  }
  return own ?? parent;
}

/** A header's table as a path: `[[steps]]` the second time is `steps.1`, and `[steps.agent]` after it `steps.1.agent`. */
function tableName(header: string, isArray: boolean, arrays: Map<string, number>): string {
  const parts = header.split(".").map((p) => p.trim().replace(/^"(.*)"$/, "$1"));
  const out: string[] = [];
  parts.forEach((part, j) => {
    out.push(part);
    const prefix = parts.slice(0, j + 1).join(".");
    if (isArray && j === parts.length - 1) arrays.set(prefix, (arrays.get(prefix) ?? -1) + 1);
    if (arrays.has(prefix)) out.push(String(arrays.get(prefix)));
  });
  return out.join(".");
}

const CANARY = /^(<!--.*canary.*-->|#.*canary.*)$/i;

/** Drops leading canary lines, then leading blank lines, as Harbor's strip_canary does. */
export function stripCanary(text: string): string {
  const lines = text.split("\n");
  let i = 0;
  while (i < lines.length && CANARY.test(lines[i].trimEnd())) i++;
  while (i < lines.length && lines[i].trim() === "") i++;
  return lines.slice(i).join("\n");
}

const isDir = (p: string) => existsSync(p) && statSync(p).isDirectory();

/** ` (did you mean "echo-bench"?)` when a folder beside the missing one has a close name. */
function nearFolder(dir: string): string {
  const parent = dirname(dir);
  let siblings: string[];
  try {
    siblings = readdirSync(parent, { withFileTypes: true })
      .filter((d) => d.isDirectory() || (d.isSymbolicLink() && isDir(join(parent, d.name))))
      .map((d) => d.name);
  } catch {
    return ""; // the parent is missing too: nothing near to name
  }
  return hint(basename(dir), siblings);
}
const isFile = (p: string) => existsSync(p) && statSync(p).isFile();

/** A dataset member, as Harbor's Task.is_valid_dir: task.toml and environment/. */
function looksLikeTask(dir: string): boolean {
  return isFile(join(dir, "task.toml")) && isDir(join(dir, "environment"));
}

/**
 * Reads a task folder for a run: the model, then a refusal of what this version does not run yet.
 * Throws TaskLayoutError for missing parts, UserError for a bad or not yet supported task.toml.
 */
export function loadTask(dir: string, opts: TaskReadOptions = {}): Task {
  const { task, text, file } = readTaskFolder(dir, opts);
  const refused = unsupportedFeature(task, text, file);
  if (refused) throw refused;
  return task;
}

/** The task folder as the model, every Harbor feature included, whether or not a runtime runs it. */
export function readTask(dir: string): Task {
  return readTaskFolder(dir).task;
}

export interface TaskReadOptions {
  /** The scenario's `secrets:`: runner internals its `${VAR}` templates may name. */
  listed?: readonly string[];
  hostEnv?: Record<string, string | undefined>;
}

function readTaskFolder(dir: string, opts: TaskReadOptions = {}): { task: Task; text: string; file: string } {
  if (!isDir(dir)) throw new TaskLayoutError(`task folder ${dir} does not exist${nearFolder(dir)}`);
  if (!isFile(join(dir, "task.toml"))) throw new TaskLayoutError(`task ${dir} has no task.toml`);
  if (!isDir(join(dir, "environment"))) throw new TaskLayoutError(`task ${dir} has no environment/`);
  const file = join(dir, "task.toml");
  const text = readFileSync(file, "utf8");
  const config = parseTaskToml(text, file, opts.hostEnv ?? process.env, opts.listed ?? []);
  const missing = missingPart(dir, config);
  if (missing) throw new TaskLayoutError(`task ${dir} has no ${missing}`);
  const instruction = (f: string) => stripCanary(readFileSync(join(dir, f), "utf8"));
  const task: Task = {
    name: config.name ?? basename(dir),
    dir,
    config,
    // A multi-step task's instructions are its steps'; Harbor reads no top-level one.
    instruction: config.steps.length ? "" : instruction("instruction.md"),
    hasSolution: isFile(join(dir, "solution", "solve.sh")),
    hasCompose: ["docker-compose.yaml", "docker-compose.yml"].some((f) =>
      isFile(join(dir, "environment", f)),
    ),
    hasTests: isDir(join(dir, "tests")),
    steps: config.steps.map((s) => ({
      name: s.name,
      instruction: instruction(join("steps", s.name, "instruction.md")),
      hasSolution: isFile(join(dir, "steps", s.name, "solution", "solve.sh")),
      hasTests: isDir(join(dir, "steps", s.name, "tests")),
      hasWorkdir: isDir(join(dir, "steps", s.name, "workdir")),
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
function missingPart(dir: string, config: TaskConfig): string | null {
  const has = (f: string) => isFile(join(dir, f));
  if (!config.steps.length) {
    if (!has("instruction.md")) return "instruction.md";
    return taskVerifierMode(config.verifier) === "shared" && !has("tests/test.sh") ? "tests/test.sh" : null;
  }
  for (const step of config.steps) {
    const own = `steps/${step.name}`;
    if (!has(`${own}/instruction.md`)) return `${own}/instruction.md`;
    const shared = stepVerifierMode(config.verifier, step.verifier) === "shared";
    if (shared && !has(`${own}/tests/test.sh`) && !has("tests/test.sh"))
      return `${own}/tests/test.sh (nor tests/test.sh)`;
  }
  return null;
}

/** Where task.toml asks for a separate verifier first: the task's mode or table, else a step's; null: none. */
function separateAt(config: TaskConfig): { path: (string | number)[]; field: string } | null {
  const v = config.verifier;
  if (!config.steps.length) {
    if (taskVerifierMode(v) === "shared") return null;
    return v.environment_mode === "separate"
      ? { path: ["verifier", "environment_mode"], field: "[verifier] environment_mode" }
      : { path: ["verifier", "environment"], field: "[verifier.environment]" };
  }
  const i = config.steps.findIndex((s) => stepVerifierMode(v, s.verifier) === "separate");
  return i < 0 ? null : { path: ["steps", i, "name"], field: `steps[${i}].verifier` };
}

/** A task.toml's line and field as `file:line`, for a refusal. */
function locator(text: string, file: string) {
  return (path: (string | number)[]) => {
    const line = tomlLine(text, path);
    return line ? `${file}:${line}` : file;
  };
}

/**
 * What this version parses but does not run yet, or cannot build, as the one line naming task.toml's
 * line and field; null when the task runs. Refused up front: running it would verify wrongly, silently.
 */
export function unsupportedFeature(task: Task, text: string, file: string): UserError | null {
  return unsupportedSeparate(task, locator(text, file));
}

/** Of a separate verifier: an image with nothing to build it from, or artifacts it cannot copy as asked. */
function unsupportedSeparate(task: Task, at: (path: (string | number)[]) => string): UserError | null {
  const where = separateAt(task.config);
  if (!where) return null;
  for (const separate of separateVerifiers(task)) {
    if (separate.config.docker_image || isFile(join(task.dir, separate.context, "Dockerfile"))) continue;
    return new UserError(
      `a separate verifier's image is built from ${separate.context}/Dockerfile, which is missing, and no docker_image is set`,
      at(where.path),
      where.field,
    );
  }
  const lists: [(string | number)[], ArtifactConfig[]][] = [
    [["artifacts"], task.config.artifacts],
    ...task.config.steps.map((s, i): [(string | number)[], ArtifactConfig[]] => [
      ["steps", i, "artifacts"],
      s.artifacts,
    ]),
  ];
  for (const [path, list] of lists)
    for (const [k, a] of list.entries()) {
      const key = a.exclude.length ? "exclude" : a.service ? "service" : null;
      if (key)
        return new UserError(
          `an artifact's ${key} is not run yet by this version (its separate verifier would get other files)`,
          at([...path, k, key]),
          `${fieldName(path)}[${k}].${key}`,
        );
    }
  return null;
}

/**
 * A task the runtime cannot verify as asked: a separate verifier needs an environment of its own,
 * which only the docker runtime makes. One line naming task.toml's line and field.
 */
export function separateVerifierRefusal(task: Task, runtime: string): UserError | null {
  const where = runtime === "docker" ? null : separateAt(task.config);
  if (!where) return null;
  const file = join(task.dir, "task.toml");
  return new UserError(
    `a separate verifier environment needs the docker runtime (this scenario's runtime is ${runtime})`,
    locator(readFileSync(file, "utf8"), file)(where.path),
    where.field,
  );
}

export interface DatasetFilter {
  task_names?: readonly string[];
  exclude_task_names?: readonly string[];
  n_tasks?: number;
}

/** Task folder names in selection order: include globs, exclude globs, then the first n_tasks. */
export function selectTaskNames(names: readonly string[], filter: DatasetFilter): string[] {
  const include = filter.task_names?.length ? picomatch([...filter.task_names]) : () => true;
  const exclude = filter.exclude_task_names?.length ? picomatch([...filter.exclude_task_names]) : () => false;
  const kept = names.filter((n) => include(n) && !exclude(n));
  return filter.n_tasks === undefined ? kept : kept.slice(0, filter.n_tasks);
}

export interface Dataset {
  /** Every task folder of the dataset, sorted by name. */
  available: string[];
  /** The tasks left after filtering, in the same order. */
  tasks: Task[];
}

/** The folder and the files loadTask reads stay inside root once every link is resolved (a missing one is loadTask's to report). */
const taskWithin = (root: string, task: string) =>
  ["", "task.toml", "instruction.md", "tests", "tests/test.sh", "steps"].every(
    (f) => !existsSync(join(task, f)) || realWithin(root, join(task, f)),
  );

/**
 * Direct subfolders of `dir` that are tasks, sorted by name, then filtered. With `root`, a task
 * reached through a link out of root is none: a scan of a project lists nothing outside it.
 */
export function discoverDataset(
  dir: string,
  filter: DatasetFilter = {},
  root?: string,
  load: (dir: string) => Task = loadTask,
): Dataset {
  const available = datasetTaskNames(dir, root);
  return { available, tasks: selectTaskNames(available, filter).map((name) => load(join(dir, name))) };
}

/** The task folders of a dataset, sorted by name, none read: listing a dataset refuses no task. */
export function datasetTaskNames(dir: string, root?: string): string[] {
  if (!isDir(dir)) throw new TaskLayoutError(`dataset folder ${dir} does not exist${nearFolder(dir)}`);
  return readdirSync(dir)
    .filter(
      (name) => looksLikeTask(join(dir, name)) && (root === undefined || taskWithin(root, join(dir, name))),
    )
    .sort();
}
