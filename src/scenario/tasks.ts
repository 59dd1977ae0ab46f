/**
 * Harbor task folders and local datasets, as Harbor lays them out (see the README, "Agents and tasks").
 * task.toml is read in the current shape (`schema_version`, `memory_mb`) and the legacy Terminal-Bench
 * shape (`version`, `memory = "4G"`, `allow_internet`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import picomatch from "picomatch";
import { parse as parseToml, TomlError } from "smol-toml";
import { z } from "zod";
import { UserError } from "../errors.js";
import { realWithin } from "../paths.js";
import { describeIssue } from "./issues.js";
import type { Task, TaskConfig } from "./model.js";

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

const TaskTomlSchema = z.looseObject({
  schema_version: z.string().optional(),
  version: z.string().optional(),
  task: z.looseObject({ name: z.string().min(1).optional() }).optional(),
  metadata: z.record(z.string(), z.unknown()).default({}),
  agent: z.looseObject({ timeout_sec: z.number().positive().optional(), user: User }).prefault({}),
  verifier: z
    .looseObject({ timeout_sec: z.number().positive().default(600), env: TomlEnv.default({}), user: User })
    .prefault({}),
  environment: z
    .looseObject({
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
    })
    .prefault({}),
  solution: z.looseObject({ env: TomlEnv.default({}) }).prefault({}),
});

/** A whole value `${VAR}` or `${VAR:-default}`; anything else is a literal (Harbor's resolve_env_vars). */
const HOST_TEMPLATE = /^\$\{([^}:]+)(?::-(.*))?\}$/s;

/** Harbor's env templates: the runner's value when the variable is set (even empty), else the default. */
export function resolveHostTemplate(value: string, hostEnv: Record<string, string | undefined>): string {
  const m = HOST_TEMPLATE.exec(value);
  if (!m) return value;
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
    const issue = parsed.error.issues[0];
    const path = issue.path.map(String);
    const line = tomlLine(text, path);
    throw new UserError(
      describeIssue(issue, issue.path as string[]),
      line ? `${file}:${line}` : file,
      path.join("."),
    );
  }
  const t = parsed.data;
  const env = t.environment;
  // Env tables may name the runner's variables, as Harbor resolves them when it loads a task.
  const resolve = (table: Record<string, string>, at: string[]): Record<string, string> =>
    Object.fromEntries(
      Object.entries(table).map(([k, v]) => {
        try {
          return [k, resolveHostTemplate(v, hostEnv)];
        } catch (err) {
          const line = tomlLine(text, [...at, k]);
          throw new UserError((err as Error).message, line ? `${file}:${line}` : file, [...at, k].join("."));
        }
      }),
    );
  return {
    schema_version: t.schema_version ?? t.version ?? "1.0",
    name: t.task?.name ?? null,
    metadata: t.metadata,
    agent: { timeout_sec: t.agent.timeout_sec ?? null, user: t.agent.user },
    verifier: {
      timeout_sec: t.verifier.timeout_sec,
      env: resolve(t.verifier.env, ["verifier", "env"]),
      user: t.verifier.user,
    },
    environment: {
      build_timeout_sec: env.build_timeout_sec,
      docker_image: env.docker_image ?? null,
      cpus: env.cpus ?? null,
      memory_mb: env.memory_mb ?? (env.memory ? toMegabytes(env.memory) : null),
      storage_mb: env.storage_mb ?? (env.storage ? toMegabytes(env.storage) : null),
      env: resolve(env.env, ["environment", "env"]),
      workdir: env.workdir ?? null,
      // `allow_internet` is deprecated in favour of network_mode
      network_mode:
        env.network_mode ??
        (env.allow_internet === undefined ? null : env.allow_internet ? "public" : "no-network"),
    },
    solution: { env: resolve(t.solution.env, ["solution", "env"]) },
  };
}

const UNIT_MB = { G: 1024, M: 1, K: 1 / 1024 } as const;

/** `"4G"` → 4096; `"512M"` → 512; `"1024K"` → 1. */
export function toMegabytes(size: string): number {
  const m = /([0-9.]+)\s*([GMK])/i.exec(size)!;
  return Math.round(Number(m[1]) * UNIT_MB[m[2].toUpperCase() as keyof typeof UNIT_MB]);
}

/** Line of `key =` inside the `[table]` named by path, or of the table header; undefined if not found. */
function tomlLine(text: string, path: string[]): number | undefined {
  const table = path.slice(0, -1).join(".");
  const key = path[path.length - 1];
  let current = "";
  let header: number | undefined;
  for (const [i, line] of text.split("\n").entries()) {
    const h = /^\s*\[+\s*([^\]]+?)\s*\]+/.exec(line);
    if (h) {
      current = h[1];
      if (current === table || current === path.join(".")) header ??= i + 1;
      continue;
    }
    const k = /^\s*"?([A-Za-z0-9_-]+)"?\s*=/.exec(line);
    if (k && current === table && k[1] === key) return i + 1;
  }
  return header;
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
const isFile = (p: string) => existsSync(p) && statSync(p).isFile();

/** A dataset member, as Harbor's Task.is_valid_dir: task.toml and environment/. */
function looksLikeTask(dir: string): boolean {
  return isFile(join(dir, "task.toml")) && isDir(join(dir, "environment"));
}

/** Reads a task folder; throws TaskLayoutError for missing parts, UserError for a bad task.toml. */
export function loadTask(dir: string): Task {
  if (!isDir(dir)) throw new TaskLayoutError(`task folder ${dir} does not exist`);
  for (const [part, ok] of [
    ["task.toml", isFile],
    ["environment/", isDir],
    ["instruction.md", isFile],
    ["tests/test.sh", isFile],
  ] as const) {
    if (!ok(join(dir, part))) throw new TaskLayoutError(`task ${dir} has no ${part}`);
  }
  const tomlFile = join(dir, "task.toml");
  const config = parseTaskToml(readFileSync(tomlFile, "utf8"), tomlFile);
  return {
    name: config.name ?? basename(dir),
    dir,
    config,
    instruction: stripCanary(readFileSync(join(dir, "instruction.md"), "utf8")),
    hasSolution: isFile(join(dir, "solution", "solve.sh")),
    hasCompose: ["docker-compose.yaml", "docker-compose.yml"].some((f) =>
      isFile(join(dir, "environment", f)),
    ),
  };
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
  ["", "task.toml", "instruction.md", "tests/test.sh"].every(
    (f) => !existsSync(join(task, f)) || realWithin(root, join(task, f)),
  );

/**
 * Direct subfolders of `dir` that are tasks, sorted by name, then filtered. With `root`, a task
 * reached through a link out of root is none: a scan of a project lists nothing outside it.
 */
export function discoverDataset(dir: string, filter: DatasetFilter = {}, root?: string): Dataset {
  if (!isDir(dir)) throw new TaskLayoutError(`dataset folder ${dir} does not exist`);
  const available = readdirSync(dir)
    .filter(
      (name) => looksLikeTask(join(dir, name)) && (root === undefined || taskWithin(root, join(dir, name))),
    )
    .sort();
  return { available, tasks: selectTaskNames(available, filter).map((name) => loadTask(join(dir, name))) };
}
