/**
 * What a separate verifier is given, as Harbor collects it: the convention folder `/logs/artifacts`,
 * then the task's `artifacts` and the step's, each an absolute path in the agent's environment (a
 * relative one is under its working directory). Pure.
 */
import path from "node:path";
import type { Task } from "../scenario/model.js";

export const CONVENTION_ARTIFACTS = "/logs/artifacts";

/** The paths collected after the task's agent (`step` null) or a step's, in order, each once. */
export function artifactPaths(task: Task, step: number | null, workdir: string): string[] {
  const own = step === null ? [] : task.config.steps[step].artifacts;
  const sources = [...task.config.artifacts, ...own].map((a) => path.posix.resolve(workdir, a.source));
  return [...new Set([CONVENTION_ARTIFACTS, ...sources])];
}
