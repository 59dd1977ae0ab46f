/**
 * What of the host a scenario may hand to the agent. A folder a scenario names is copied whole into
 * the agent's container or its service's image (`agent.mount`, the agent service's build context and
 * Dockerfile), so it must resolve — every link followed — inside the workspace: the repository holding
 * the scenario file (its folder when it is in none) and the one the command runs in (the Action's
 * GITHUB_WORKSPACE). A run admits a folder outside it only when started with `--allow-host-path DIR`
 * (the Action's `allow-host-path`). Task folders, mock scripts and cassettes are not on this list: they
 * reach the agent only as the files of their own layout (a task's environment/, tests/, solution/) or
 * as parsed replies.
 */
import { existsSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { UserError } from "../errors.js";
import { within } from "../paths.js";
import type { Scenario } from "./schema.js";
import { type FieldPath, formatPath, locate, type YamlSource } from "./yaml-source.js";

export interface HostReach {
  /** Folders the scenario's host paths may resolve in (real paths). */
  workspace: string[];
  /** `--allow-host-path` folders, each resolved against the working directory (real paths). */
  allowed: string[];
}

/** The fields whose folder or file is copied whole to the agent's side, with their values. */
export function reachFields(scenario: Scenario): { field: FieldPath; path: string }[] {
  const out: { field: FieldPath; path: string | undefined }[] = [
    ...scenario.pairs.map((p, i) => ({ field: ["pairs", i, "agent", "mount"], path: p.agent.mount })),
    {
      field: ["regression", "compare_with", "agent", "mount"],
      path: scenario.regression?.compare_with?.agent.mount,
    },
    { field: ["services", "agent_service", "context"], path: scenario.services.agent_service?.context },
    { field: ["services", "agent_service", "dockerfile"], path: scenario.services.agent_service?.dockerfile },
  ];
  return out.filter((f): f is { field: FieldPath; path: string } => f.path !== undefined);
}

/** A path with every link resolved; the part that does not exist yet is kept as written. */
export function realPath(path: string): string {
  const abs = resolve(path);
  if (existsSync(abs)) return realpathSync(abs);
  const parent = dirname(abs);
  return parent === abs ? abs : join(realPath(parent), basename(abs));
}

/** The repository a folder is in (the nearest folder up with `.git`), or null. Reads no git config. */
export function repositoryOf(folder: string): string | null {
  for (let at = realPath(folder); ; at = dirname(at)) {
    if (existsSync(join(at, ".git"))) return at;
    if (dirname(at) === at) return null;
  }
}

/** The workspace of a scenario in `scenarioDir`, run from `cwd`; `workspace` (GITHUB_WORKSPACE) is added. */
export function workspaceOf(scenarioDir: string, cwd: string, workspace?: string): string[] {
  const roots = [repositoryOf(scenarioDir) ?? realPath(scenarioDir)];
  const here = repositoryOf(cwd);
  if (here) roots.push(here);
  if (workspace) roots.push(realPath(resolve(cwd, workspace)));
  return [...new Set(roots)];
}

/** `--allow-host-path` values: real paths; a value that is not a folder is the user's error. */
export function allowedHostPaths(values: readonly string[], cwd: string, flag: string): string[] {
  return values.map((v) => {
    const abs = resolve(cwd, v);
    if (!existsSync(abs) || !statSync(abs).isDirectory())
      throw new UserError(`${abs} is not a folder`, undefined, flag);
    return realpathSync(abs);
  });
}

/** Refuses, at its line, the first field whose path leads out of the workspace and every allowed folder. */
export function checkHostReach(scenario: Scenario, source: YamlSource, reach: HostReach): void {
  for (const { field, path } of reachFields(scenario)) {
    const real = realPath(path);
    if ([...reach.workspace, ...reach.allowed].some((root) => within(root, real))) continue;
    const via = real === resolve(path) ? "" : ` (through a link, ${real})`;
    throw new UserError(
      `${path}${via} is outside the workspace (${reach.workspace.join(", ")}); a run admits it only when started with --allow-host-path ${real} (the Action's allow-host-path input)`,
      locate(source, field),
      formatPath(field),
    );
  }
}
