/**
 * The per-step table of a run of multi-step tasks: for each task's step, in the order the steps ran,
 * how many sessions reached it, how many of those passed it, its mean reward and its mean phase times.
 */
import type { SessionRecord } from "../metrics/types.js";

export interface StepSummary {
  task: string;
  step: string;
  /** Sessions that ran the step (a session stopped earlier did not). */
  sessions: number;
  /** Of those, the ones whose step had no bucket. */
  passed: number;
  /** Mean over the sessions whose step had a verifier result; null when none had. */
  reward_mean: number | null;
  agent_exec_ms_mean: number | null;
  verify_ms_mean: number | null;
}

const mean = (values: (number | null)[]): number | null => {
  const got = values.filter((v): v is number => v !== null);
  return got.length ? got.reduce((a, b) => a + b, 0) / got.length : null;
};

/** One row per (task, step), first seen first; empty when no session ran steps. */
export function stepBreakdown(sessions: readonly Pick<SessionRecord, "task" | "steps">[]): StepSummary[] {
  const groups = new Map<string, { task: string; step: string; runs: NonNullable<SessionRecord["steps"]> }>();
  for (const s of sessions)
    for (const step of s.steps ?? []) {
      const name = step.name ?? "";
      const key = JSON.stringify([s.task, name]);
      const g = groups.get(key) ?? { task: s.task, step: name, runs: [] };
      g.runs.push(step);
      groups.set(key, g);
    }
  return [...groups.values()].map((g) => ({
    task: g.task,
    step: g.step,
    sessions: g.runs.length,
    passed: g.runs.filter((r) => r.bucket === null).length,
    reward_mean: mean(g.runs.map((r) => r.reward)),
    agent_exec_ms_mean: mean(g.runs.map((r) => r.agent_exec_ms)),
    verify_ms_mean: mean(g.runs.map((r) => r.verify_ms)),
  }));
}
