/**
 * Which environment verifies a task or a step, as Harbor resolves it (models/task/verifier_mode.py):
 * the mode, the environment config a separate verifier starts from, and that config's build context.
 * Pure: the facts about folders come from the Task the loader read.
 */
import type { EnvironmentConfig, Task, VerifierConfig, VerifierMode } from "./model.js";

type ModeFields = Pick<VerifierConfig, "environment_mode" | "environment">;

/** Harbor refuses `shared` next to an environment table: that table only means a separate verifier. */
export function modeConflict(v: ModeFields): string | null {
  return v.environment_mode === "shared" && v.environment
    ? 'environment_mode = "shared" cannot have a verifier environment table (that table is for a separate verifier)'
    : null;
}

/** A task's mode: the explicit one, else separate when it has `[verifier.environment]`, else shared. */
export function taskVerifierMode(task: ModeFields): VerifierMode {
  return task.environment_mode ?? (task.environment ? "separate" : "shared");
}

/** A step's mode: its explicit one, else separate when it has its own environment table, else the task's. */
export function stepVerifierMode(task: ModeFields, step: ModeFields): VerifierMode {
  if (step.environment_mode) return step.environment_mode;
  if (step.environment) return "separate";
  return taskVerifierMode(task);
}

/** Where a separate verifier's config came from. */
export type VerifierConfigSource = "step" | "task" | "environment";

export interface VerifierPlan {
  mode: VerifierMode;
  /** The separate verifier's environment; null when the agent's environment verifies. */
  separate: {
    config: EnvironmentConfig;
    from: VerifierConfigSource;
    /** Build context, relative to the task folder: `steps/<name>/tests`, `tests` or `environment`. */
    context: string;
  } | null;
}

/** A separate verifier, resolved. */
export type SeparateVerifier = NonNullable<VerifierPlan["separate"]>;

/**
 * The verifier of the task (`step` null) or of its step at that index. A separate verifier's config is
 * the step's table, else the task's, else a copy of `[environment]`; its context is the step's tests/,
 * else the task's tests/, else the task's environment/.
 */
export function verifierPlan(task: Task, step: number | null): VerifierPlan {
  const top = task.config.verifier;
  const own = step === null ? null : task.config.steps[step].verifier;
  const mode = own ? stepVerifierMode(top, own) : taskVerifierMode(top);
  if (mode === "shared") return { mode, separate: null };
  const [config, from]: [EnvironmentConfig, VerifierConfigSource] = own?.environment
    ? [own.environment, "step"]
    : top.environment
      ? [top.environment, "task"]
      : [structuredClone(task.config.environment), "environment"];
  const name = step === null ? null : task.config.steps[step].name;
  const context =
    name !== null && task.steps[step!]?.hasTests
      ? `steps/${name}/tests`
      : task.hasTests
        ? "tests"
        : "environment";
  return { mode, separate: { config, from, context } };
}

/** Every separate verifier a task has (its own, its steps'), once per config and context. */
export function separateVerifiers(task: Task): SeparateVerifier[] {
  const plans = task.config.steps.length
    ? task.config.steps.map((_, i) => verifierPlan(task, i))
    : [verifierPlan(task, null)];
  const byKey = new Map<string, SeparateVerifier>();
  for (const p of plans) if (p.separate) byKey.set(JSON.stringify(p.separate), p.separate);
  return [...byKey.values()];
}
