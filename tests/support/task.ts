/**
 * A task as the loader returns it, in a fresh temp folder, for tests that drive the trial over a fake
 * environment: the defaults Harbor's task.toml gives, with the agent's timeout and a solution as asked.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { EnvironmentPaths } from "../../src/runtimes/environment.js";
import type { Task } from "../../src/scenario/model.js";
import { parseTaskToml } from "../../src/scenario/tasks.js";

/** A step of a multi-step fake task: its folder has instruction.md, and tests/ and solution/ as asked. */
export interface FakeStep {
  name: string;
  agentTimeoutSec?: number | null;
  verifierTimeoutSec?: number;
  minReward?: number | Record<string, number> | null;
  tests?: boolean;
  solution?: boolean;
}

export function fakeTask(
  opts: {
    solution?: boolean;
    agentTimeoutSec?: number;
    steps?: FakeStep[];
    strategy?: "mean" | "final";
    tests?: boolean;
  } = {},
): Task {
  const dir = mkdtempSync(path.join(tmpdir(), "fake-task-"));
  const script = (d: string) => {
    mkdirSync(path.join(dir, d), { recursive: true });
    writeFileSync(path.join(dir, d, "solve.sh"), "#!/bin/sh\n");
  };
  if (opts.solution) script("solution");
  const steps = opts.steps ?? [];
  for (const s of steps) if (s.solution) script(`steps/${s.name}/solution`);
  const task = singleTask(dir, opts);
  task.hasTests = opts.tests ?? true;
  task.steps = steps.map((s) => ({
    name: s.name,
    instruction: `do ${s.name}`,
    hasSolution: s.solution ?? false,
    hasTests: s.tests ?? true,
    hasWorkdir: false,
  }));
  task.config.steps = steps.map((s) => ({
    name: s.name,
    agent: { timeout_sec: s.agentTimeoutSec ?? null, user: null },
    verifier: {
      timeout_sec: s.verifierTimeoutSec ?? 600,
      env: {},
      user: null,
      environment_mode: null,
      environment: null,
    },
    min_reward: s.minReward ?? null,
    healthcheck: null,
    artifacts: [],
  }));
  if (steps.length) {
    task.instruction = "";
    task.config.multi_step_reward_strategy = opts.strategy ?? "mean";
  }
  return task;
}

function singleTask(dir: string, opts: { solution?: boolean; agentTimeoutSec?: number }): Task {
  return {
    name: "t",
    dir,
    instruction: "do it",
    hasSolution: opts.solution ?? false,
    hasCompose: false,
    hasTests: true,
    steps: [],
    // Harbor's defaults (parseTaskToml), with a small task's limits.
    config: parseTaskToml(
      `schema_version = "1.4"\n[agent]\ntimeout_sec = ${opts.agentTimeoutSec ?? 5}\n[verifier]\ntimeout_sec = 7\n` +
        "[environment]\nbuild_timeout_sec = 60\nmemory_mb = 256",
      "task.toml",
    ),
  };
}

/** The container paths a fake trial environment reports (the Docker runtime's layout). */
export function containerPaths(): EnvironmentPaths {
  return {
    workdir: "/app",
    agentLogs: "/logs/agent",
    verifierLogs: "/logs/verifier",
    instructionFile: "/logs/agent/instruction.md",
    mount: (name) => `/${name}`,
  };
}
