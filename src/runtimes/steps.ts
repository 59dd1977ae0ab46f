/**
 * A multi-step task's decisions, as Harbor's trial makes them (trial/multi_step.py), as pure functions:
 * the order of the steps and each one's instruction, timeouts, users and tests; when to stop early;
 * how the steps' rewards become the task's; which step the session's bucket names. The lifecycle
 * (trial.ts) only sequences environment calls around these.
 */
import type { SessionOutcome, StepOutcome } from "../events/events.js";
import type { HealthcheckConfig, Task } from "../scenario/model.js";
import { decideOutcome, type TrialFacts } from "./outcome.js";

/** One step as the lifecycle runs it; a single-step task is one step named null. */
export interface StepPlan {
  index: number;
  name: string | null;
  instruction: string;
  agentTimeoutSec: number | null;
  agentUser: string | null;
  verifierTimeoutSec: number;
  verifierUser: string | null;
  verifierEnv: Record<string, string>;
  /** Test folders relative to the task, in upload order: a later one's files win. */
  tests: string[];
  /** The step's solution folder relative to the task (the oracle's), or null. */
  solution: string | null;
  /** `steps/<name>/workdir` when the step has one (merged into the working directory first), else null. */
  workdir: string | null;
  /** The step's healthcheck, run before its agent. */
  healthcheck: HealthcheckConfig | null;
  minReward: number | Record<string, number> | null;
}

/**
 * The steps in task.toml's order. A step's agent timeout is the scenario's override, else the step's,
 * else the task's; its verifier timeout is the step's own (600 s by default, never the task's).
 */
export function stepsOf(task: Task, agentTimeoutOverride?: number): StepPlan[] {
  const c = task.config;
  if (!c.steps.length)
    return [
      {
        index: 0,
        name: null,
        instruction: task.instruction,
        agentTimeoutSec: agentTimeoutOverride ?? c.agent.timeout_sec,
        agentUser: c.agent.user,
        verifierTimeoutSec: c.verifier.timeout_sec,
        verifierUser: c.verifier.user,
        verifierEnv: c.verifier.env,
        tests: ["tests"],
        solution: task.hasSolution ? "solution" : null,
        workdir: null,
        healthcheck: null,
        minReward: null,
      },
    ];
  return c.steps.map((s, i) => {
    const dir = task.steps[i];
    const own = `steps/${s.name}`;
    return {
      index: i,
      name: s.name,
      instruction: dir?.instruction ?? "",
      agentTimeoutSec: agentTimeoutOverride ?? s.agent.timeout_sec ?? c.agent.timeout_sec,
      agentUser: s.agent.user ?? c.agent.user,
      verifierTimeoutSec: s.verifier.timeout_sec,
      verifierUser: s.verifier.user ?? c.verifier.user,
      verifierEnv: s.verifier.env,
      tests: [...(task.hasTests ? ["tests"] : []), ...(dir?.hasTests ? [`${own}/tests`] : [])],
      solution: dir?.hasSolution ? `${own}/solution` : task.hasSolution ? "solution" : null,
      workdir: dir?.hasWorkdir ? `${own}/workdir` : null,
      healthcheck: s.healthcheck,
      minReward: s.min_reward,
    };
  });
}

/** What one step ended with: the record the trial table keeps (events.ts). */
export type StepResult = StepOutcome;

/** A step's own verdict: the same rule as a session's (outcome.ts), on the step's facts. */
export function judgeStep(
  name: string | null,
  f: TrialFacts,
  ms: { agent_exec_ms: number | null; verify_ms: number | null },
): StepResult {
  const d = decideOutcome(f);
  return { name, reward: d.reward, rewards: d.rewards ?? null, bucket: d.bucket, error: d.error, ...ms };
}

/**
 * Harbor stops after a step with an exception and no verifier result, or one whose reward misses its
 * `min_reward` on any gated key (a missing key is -inf; a number gates `reward`).
 */
export function stopAfter(step: StepPlan, r: StepResult): boolean {
  if (r.rewards === null) return r.bucket !== null;
  if (step.minReward === null) return false;
  const gate = typeof step.minReward === "number" ? { reward: step.minReward } : step.minReward;
  return Object.entries(gate).some(([key, min]) => (r.rewards?.[key] ?? Number.NEGATIVE_INFINITY) < min);
}

/** The scalar of a rewards object, as parseReward reads one: its `reward`, else the mean of its keys. */
const scalar = (rewards: Record<string, number>): number => {
  const values = Object.values(rewards);
  return rewards.reward ?? values.reduce((a, b) => a + b, 0) / values.length;
};

/**
 * The task's rewards from its steps'. `mean`: per key over the steps that have a verifier result, a
 * missing key counting 0; none with a result: null. `final`: the last step that ran, as it is.
 */
export function aggregate(
  strategy: "mean" | "final",
  results: StepResult[],
): { reward: number | null; rewards: Record<string, number> | null } {
  if (strategy === "final") {
    const last = results[results.length - 1];
    return { reward: last?.reward ?? null, rewards: last?.rewards ?? null };
  }
  const scored = results.flatMap((r) => (r.rewards ? [r.rewards] : []));
  if (!scored.length) return { reward: null, rewards: null };
  const keys = [...new Set(scored.flatMap((r) => Object.keys(r)))];
  const rewards = Object.fromEntries(
    keys.map((k) => [k, scored.reduce((sum, r) => sum + (r[k] ?? 0), 0) / scored.length]),
  );
  return { reward: scalar(rewards), rewards };
}

/**
 * The session's verdict from its steps: passed when the aggregated reward reaches the threshold;
 * else the first step that did not pass names the bucket, as `step <name>: <its message>`.
 */
export function decideSteps(
  strategy: "mean" | "final",
  results: StepResult[],
  threshold: number,
): Pick<SessionOutcome, "status" | "reward" | "rewards" | "bucket" | "error"> {
  const { reward, rewards } = aggregate(strategy, results);
  const base = { reward, rewards };
  if (reward !== null && reward >= threshold) return { ...base, status: "passed", bucket: null, error: null };
  const failed = results.find((r) => r.bucket !== null);
  if (!failed)
    return {
      ...base,
      status: "failed",
      bucket: "task_failed",
      error: `reward ${reward} below the success threshold ${threshold}`,
    };
  const status = failed.bucket === "task_failed" ? "failed" : "errored";
  const error = `step ${failed.name}: ${failed.error ?? failed.bucket}`;
  return { ...base, status, bucket: failed.bucket, error };
}
