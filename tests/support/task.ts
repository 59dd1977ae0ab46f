/**
 * A task as the loader returns it, in a fresh temp folder, for tests that drive the trial over a fake
 * environment: the defaults Harbor's task.toml gives, with the agent's timeout and a solution as asked.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Task } from "../../src/scenario/model.js";

export function fakeTask(opts: { solution?: boolean; agentTimeoutSec?: number } = {}): Task {
  const dir = mkdtempSync(path.join(tmpdir(), "fake-task-"));
  if (opts.solution) {
    mkdirSync(path.join(dir, "solution"));
    writeFileSync(path.join(dir, "solution", "solve.sh"), "#!/bin/sh\n");
  }
  return {
    name: "t",
    dir,
    instruction: "do it",
    hasSolution: opts.solution ?? false,
    hasCompose: false,
    hasTests: true,
    steps: [],
    config: {
      schema_version: "1.4",
      name: null,
      metadata: {},
      agent: { timeout_sec: opts.agentTimeoutSec ?? 5, user: null },
      verifier: { timeout_sec: 7, env: {}, user: null, environment_mode: null, environment: null },
      environment: {
        build_timeout_sec: 60,
        docker_image: null,
        cpus: null,
        memory_mb: 256,
        storage_mb: null,
        env: {},
        workdir: null,
        network_mode: null,
      },
      solution: { env: {} },
      artifacts: [],
      steps: [],
      multi_step_reward_strategy: null,
    },
  };
}
