/**
 * Loads a scenario file: parse and validate it, resolve its paths against its folder, and read the
 * tasks of every pair. Problems with task folders point at the scenario field that named them.
 */
import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { errorMessage, UserError } from "../errors.js";
import { pathInside } from "../paths.js";
import { envTableSecrets, rememberSecrets } from "../secrets.js";
import { mapPathFields, scenarioFingerprint } from "./fingerprint.js";
import type { LoadedScenario, ResolvedPair, Task } from "./model.js";
import { parseScenario } from "./parse.js";
import { allowedHostPaths, checkHostReach, workspaceOf } from "./reach.js";
import type { HttpTarget, Scenario } from "./schema.js";
import { type Budget, plannedSessions } from "./schema-parts.js";
import {
  discoverDataset,
  loadTask,
  separateVerifierRefusal,
  TaskLayoutError,
  type TaskReadOptions,
  taskEnvTables,
} from "./tasks.js";
import { type FieldPath, formatPath, locate, type YamlSource } from "./yaml-source.js";

export interface LoadOptions {
  /** `--set path=value` overrides. */
  set?: string[];
  env?: NodeJS.ProcessEnv;
  /** Folder the scenario path and the default baseline resolve against; default process.cwd(). */
  cwd?: string;
  /** `--allow-host-path`: folders outside the workspace the scenario's host paths may name. */
  allowHostPaths?: readonly string[];
  /** A folder of the workspace besides the scenario's and the working directory's repositories (GITHUB_WORKSPACE). */
  workspace?: string;
}

export async function loadScenario(file: string, opts: LoadOptions = {}): Promise<LoadedScenario> {
  const cwd = opts.cwd ?? process.cwd();
  const abs = resolve(cwd, file);
  const shown = displayPath(abs, cwd);
  let text: string;
  try {
    text = await readFile(abs, "utf8");
  } catch (err) {
    throw new UserError(`cannot read the scenario file: ${errorMessage(err)}`, shown);
  }
  const dir = dirname(abs);
  const parsed = parseScenario(text, shown, { set: opts.set, env: opts.env });
  // Whatever this process prints from now on (an error, a progress line) is masked too.
  rememberSecrets(parsed.secretValues);
  const scenario = mapPathFields(parsed.scenario, (p) => resolve(dir, p));
  checkReferencedFiles(scenario, parsed.source);
  checkHostReach(scenario, parsed.source, {
    workspace: workspaceOf(dir, cwd, opts.workspace),
    allowed: allowedHostPaths(opts.allowHostPaths ?? [], cwd, "--allow-host-path"),
  });
  const read: TaskReadOptions = { listed: scenario.secrets, hostEnv: opts.env ?? process.env };
  const pairs = scenario.pairs.map((pair, index) => resolvePair(pair, index, parsed.source, scenario, read));
  // A task.toml's credential-named keys are as secret as the scenario's own.
  const secretValues = withTaskSecrets(parsed.secretValues, pairs, read);
  rememberSecrets(secretValues);
  const { hash, workload } = scenarioFingerprint(parsed.raw, dir, parsed.secretValues);
  return {
    file: abs,
    dir,
    scenario,
    hash,
    workload,
    pairs: withReferenceArm(pairs, scenario.regression?.compare_with?.agent),
    secretValues,
    warnings: parsed.warnings,
    baselineFile:
      scenario.regression?.baseline ?? pathInside(join(cwd, "baselines"), `${scenario.name}.json`),
  };
}

/** The tag that tells the two arms of a same-job comparison apart. */
export const ARM_TAG = "arm";

/**
 * `regression.compare_with`: every pair gets a twin running the reference agent on the same tasks
 * and session count. Twins follow their pair in the list, so the planner's round-robin interleaves
 * candidate and reference sessions in time (ABAB) and both arms share whatever the runner was doing.
 */
export function withReferenceArm(
  pairs: ResolvedPair[],
  reference: ResolvedPair["agent"] | undefined,
): ResolvedPair[] {
  if (!reference) return pairs;
  return pairs.flatMap((p) => [
    { ...p, index: 2 * p.index, tags: { ...p.tags, [ARM_TAG]: "candidate" } },
    { ...p, index: 2 * p.index + 1, agent: reference, tags: { ...p.tags, [ARM_TAG]: "reference" } },
  ]);
}

/** The scenario's secret values and those of its tasks' env tables, longest first. */
function withTaskSecrets(own: string[], pairs: ResolvedPair[], read: TaskReadOptions): string[] {
  const tables = pairs.flatMap((p) => p.tasks.flatMap((t) => taskEnvTables(t.config)));
  const all = new Set([...own, ...envTableSecrets(tables, read.hostEnv ?? {}, read.listed)]);
  return [...all].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}

function resolvePair(
  pair: Scenario["pairs"][number],
  index: number,
  source: YamlSource,
  scenario: Scenario,
  read: TaskReadOptions,
): ResolvedPair {
  const http = scenario.runtime.type === "http";
  return {
    index,
    agent: pair.agent,
    tasks: pairTasks(pair, ["pairs", index], source, scenario.runtime.type, read),
    journey: http ? { ...pair.journey, name: journeyName(pair, scenario.runtime.http) } : pair.journey,
    sessions: plannedSessions(pair.sessions),
    ...(typeof pair.sessions === "number" ? {} : { budget: pair.sessions }),
    n_concurrent: pair.n_concurrent,
    weight: pair.weight,
    tags: pair.tags,
  };
}

/**
 * What an HTTP pair's sessions are called in every report: its journey's name, else its `scenario`
 * tag, else the request it sends (`POST /v1/chat`, template segments left out), else the service's host.
 */
export function journeyName(pair: Scenario["pairs"][number], http: HttpTarget | undefined): string {
  if (pair.journey?.name) return pair.journey.name;
  if (pair.tags.scenario) return pair.tags.scenario;
  const request = pair.journey?.request ?? http?.request;
  const raw = (request?.url ?? request?.path ?? "").replace(/[?#].*$/, "");
  const absolute = /^https?:\/\/([^/]*)(.*)$/i.exec(raw);
  const base = pair.journey?.base_url ?? http?.base_url;
  const host = absolute ? absolute[1] : base ? new URL(base).host : "";
  const path = (absolute ? absolute[2] : raw)
    .split("/")
    .filter((segment) => segment !== "" && !segment.includes("{{"))
    .join("/");
  const where = path ? `/${path}` : host && !host.includes("{{") ? host : "/";
  return `${request?.method ?? "POST"} ${where}`;
}

function pairTasks(
  pair: Scenario["pairs"][number],
  at: FieldPath,
  source: YamlSource,
  runtime: string,
  read: TaskReadOptions,
): Task[] {
  // A task this runtime cannot verify as it asks is refused at its own task.toml line.
  const load = (dir: string): Task => {
    const task = loadTask(dir, read);
    const refused = separateVerifierRefusal(task, runtime);
    if (refused) throw refused;
    return task;
  };
  if (pair.task) return [atField(source, [...at, "task"], () => load(pair.task!))];
  const dataset = pair.dataset;
  if (!dataset) return [];
  const { available, tasks } = atField(source, [...at, "dataset", "path"], () =>
    discoverDataset(dataset.path, dataset, undefined, load),
  );
  if (tasks.length === 0) {
    const field = [...at, "dataset"];
    const message =
      available.length === 0
        ? `dataset ${dataset.path} has no task folders (a task folder has task.toml and environment/)`
        : `no task of dataset ${dataset.path} matches the filters; its tasks are: ${available.join(", ")}`;
    throw new UserError(message, locate(source, field), formatPath(field));
  }
  return tasks;
}

/** Folders and files the run will need that are not tasks: fail now rather than mid-run. */
function checkReferencedFiles(scenario: Scenario, source: YamlSource): void {
  const need = (field: FieldPath, path: string | undefined, kind: "folder" | "file") => {
    if (path === undefined) return;
    const ok =
      existsSync(path) && (kind === "folder" ? statSync(path).isDirectory() : statSync(path).isFile());
    if (!ok) throw new UserError(`${kind} ${path} does not exist`, locate(source, field), formatPath(field));
  };
  scenario.pairs.forEach((pair, i) => {
    need(["pairs", i, "agent", "mount"], pair.agent.mount, "folder");
  });
  need(
    ["regression", "compare_with", "agent", "mount"],
    scenario.regression?.compare_with?.agent.mount,
    "folder",
  );
  need(["services", "mock_llm", "script"], scenario.services.mock_llm?.script, "file");
}

/** Runs a task read; a missing folder or file is reported at the scenario field that named it. */
function atField<T>(source: YamlSource, field: FieldPath, read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof TaskLayoutError)
      throw new UserError(err.message, locate(source, field), formatPath(field));
    throw err;
  }
}

function displayPath(abs: string, cwd: string): string {
  const rel = relative(cwd, abs);
  return rel.startsWith("..") || isAbsolute(rel) ? abs : rel;
}

/**
 * The scenario with every session budget played to its end (`max`): a baseline refresh wants all the
 * sessions, not a sequential gate's early verdict. The workload hash does not cover `sessions`, so
 * the baseline it makes is the gated scenario's.
 */
export function withFullBudgets(loaded: LoadedScenario): LoadedScenario {
  if (!loaded.pairs.some((p) => p.budget)) return loaded;
  return withSessions(loaded, plannedSessions);
}

/**
 * The scenario with each pair's `sessions` (a count or a budget) replaced by `f` of it, in the
 * scenario and in its resolved pairs alike (a count drops a budget; a budget plans its `max`).
 */
export function withSessions(
  loaded: LoadedScenario,
  f: (s: number | Budget) => number | Budget,
): LoadedScenario {
  const resolved = (s: number | Budget) =>
    typeof s === "number" ? { sessions: s } : { sessions: plannedSessions(s), budget: s };
  return {
    ...loaded,
    scenario: {
      ...loaded.scenario,
      pairs: loaded.scenario.pairs.map((p) => ({ ...p, sessions: f(p.sessions) })),
    },
    pairs: loaded.pairs.map(({ budget, ...p }) => ({ ...p, ...resolved(f(budget ?? p.sessions)) })),
  };
}
