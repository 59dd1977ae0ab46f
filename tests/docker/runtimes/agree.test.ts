/**
 * The local and the Docker runtime put the same session in the same bucket: one trial lifecycle
 * decides for both. Each row runs once on each runtime, on a task both can run.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { AgentSpec } from "../../../src/agents/types.js";
import type { ErrorBucket, SessionOutcome } from "../../../src/events/events.js";
import { createLocalRuntime } from "../../../src/runtimes/local/index.js";
import type { SessionSpec } from "../../../src/runtimes/types.js";
import { loadTask } from "../../../src/scenario/tasks.js";
import { BUSYBOX, ENGINE, leftovers, runTrial, shAgent } from "../../support/docker.js";

const REWARD_IF_DONE =
  'if [ -f "$work/done" ]; then echo 1 > "$logs/reward.txt"; else echo 0 > "$logs/reward.txt"; fi';

/** A task both runtimes run: the local one says where things are, a container has them at /app and /logs. */
function makeTask(o: { verifier?: string; agentTimeout?: number; verifierTimeout?: number }): string {
  const dir = mkdtempSync(path.join(tmpdir(), "agree-task-"));
  writeFileSync(
    path.join(dir, "task.toml"),
    `schema_version = "1.4"\n[agent]\ntimeout_sec = ${o.agentTimeout ?? 30}\n[verifier]\ntimeout_sec = ${o.verifierTimeout ?? 30}\n[environment]\nworkdir = "/app"\ndocker_image = "${BUSYBOX}"\n`,
  );
  writeFileSync(path.join(dir, "instruction.md"), "Create the file done.\n");
  mkdirSync(path.join(dir, "environment"));
  writeFileSync(path.join(dir, "environment", "README.md"), "Runs on the pinned docker_image.\n");
  mkdirSync(path.join(dir, "tests"));
  writeFileSync(
    path.join(dir, "tests", "test.sh"),
    `#!/bin/sh\nwork="\${AGENT_WORKDIR:-/app}"\nlogs="\${VERIFIER_LOGS_DIR:-/logs/verifier}"\n${o.verifier ?? REWARD_IF_DONE}\n`,
    { mode: 0o755 },
  );
  return dir;
}

async function runLocal(task: string, agent: AgentSpec, abortAfterMs?: number): Promise<SessionOutcome> {
  const abort = new AbortController();
  // An interrupt mid-session, where the case under test asks for one.
  if (abortAfterMs !== undefined) setTimeout(() => abort.abort(), abortAfterMs);
  const spec: SessionSpec = {
    id: "s0",
    index: 0,
    pair: 0,
    agent,
    task: loadTask(task),
    tags: {},
    attempt: 1,
    successRewardThreshold: 1,
  };
  return createLocalRuntime().runSession(spec, {
    dir: mkdtempSync(path.join(tmpdir(), "agree-session-")),
    emit: () => undefined,
    signal: abort.signal,
    env: {},
  });
}

interface Row {
  name: string;
  agent: AgentSpec;
  task?: Parameters<typeof makeTask>[0];
  abortAfterMs?: number;
  bucket: ErrorBucket | null;
}

const rows: Row[] = [
  { name: "the task done", agent: shAgent('touch "$AGENT_WORKDIR/done"'), bucket: null },
  { name: "the task not done", agent: shAgent("true"), bucket: "task_failed" },
  { name: "an agent that crashes", agent: shAgent("exit 3"), bucket: "agent_exit" },
  {
    name: "an agent past its limit",
    agent: shAgent("sleep 30"),
    task: { agentTimeout: 1 },
    bucket: "agent_timeout",
  },
  {
    name: "an install that fails",
    agent: shAgent("true", { install: "exit 1" }),
    bucket: "agent_setup_failed",
  },
  { name: "an agent with no command", agent: { name: "custom" }, bucket: "agent_setup_failed" },
  {
    name: "a verifier past its limit",
    agent: shAgent("true"),
    task: { verifier: "sleep 30", verifierTimeout: 1 },
    bucket: "verifier_timeout",
  },
  {
    name: "a verifier that writes no reward",
    agent: shAgent("true"),
    task: { verifier: "true" },
    bucket: "reward_missing",
  },
  {
    name: "a reward that is no number",
    agent: shAgent("true"),
    task: { verifier: 'echo yes > "$logs/reward.txt"' },
    bucket: "reward_unparsable",
  },
  {
    name: "interrupted while the agent works",
    agent: shAgent("sleep 30"),
    abortAfterMs: 1500,
    bucket: "interrupted",
  },
  {
    name: "interrupted while the verifier runs",
    agent: shAgent("true"),
    task: { verifier: "sleep 30" },
    abortAfterMs: 1500,
    bucket: "interrupted",
  },
];

describe.skipIf(!ENGINE).concurrent("local and docker runtimes agree bucket for bucket", () => {
  it.each(rows)(
    "$name → $bucket on both",
    async (row) => {
      const task = makeTask(row.task ?? {});
      const [local, docker] = await Promise.all([
        runLocal(task, row.agent, row.abortAfterMs),
        runTrial(task, row.agent, { abortAfterMs: row.abortAfterMs }),
      ]);
      expect(local.bucket, local.error ?? "").toBe(row.bucket);
      expect(docker.outcome.bucket, docker.outcome.error ?? "").toBe(row.bucket);
      expect(local.status).toBe(docker.outcome.status);
      expect(await leftovers(docker.runId)).toEqual({ containers: 0, networks: 0 });
    },
    60_000,
  );

  it("a session without a task is env_start on both, never unclassified", async () => {
    const spec: SessionSpec = {
      id: "s0",
      index: 0,
      pair: 0,
      agent: shAgent("true"),
      tags: {},
      attempt: 1,
      successRewardThreshold: 1,
    };
    const io = { dir: mkdtempSync(path.join(tmpdir(), "agree-")), emit: () => undefined, env: {} };
    const local = await createLocalRuntime().runSession(spec, {
      ...io,
      signal: new AbortController().signal,
    });
    expect(local).toMatchObject({ status: "errored", bucket: "env_start" });
    const { createDockerRuntime } = await import("../../../src/runtimes/docker/index.js");
    const rt = createDockerRuntime({ runId: "agree-no-task", runDir: io.dir });
    const docker = await rt.runSession(spec, { ...io, signal: new AbortController().signal });
    expect(docker).toMatchObject({ status: "errored", bucket: "env_start" });
  });
});
