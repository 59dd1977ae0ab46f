/**
 * How the trial readies an environment and a step, as Harbor does, over a fake environment that
 * records its calls: the task's healthcheck inside env_setup; per step, `workdir/` merged into the
 * working directory, its `setup.sh`, the step's healthcheck — and a failure of any is the step's
 * exception (env_start, the step named), its agent and verifier skipped, the trial stopped.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { SessionEvent } from "../../../src/events/events.js";
import type { ExecRequest, ExecResult, TrialEnvironment } from "../../../src/runtimes/environment.js";
import { runTrial } from "../../../src/runtimes/trial.js";
import type { HealthcheckConfig, Task } from "../../../src/scenario/model.js";
import { containerPaths, fakeTask } from "../../support/task.js";

const OK: ExecResult = { exitCode: 0, timedOut: false, aborted: false };
const FAILED: ExecResult = { exitCode: 3, timedOut: false, aborted: false };
const hc = (command: string): HealthcheckConfig => ({
  command,
  interval_sec: 0.001,
  timeout_sec: 5,
  start_period_sec: 0,
  start_interval_sec: 0.001,
  retries: 2,
});

/** A two-step task; step 1 has `workdir/` (with setup.sh when asked) and the healthcheck given. */
function task(o: { setup?: boolean; stepHc?: HealthcheckConfig; taskHc?: HealthcheckConfig } = {}): Task {
  const t = fakeTask({ steps: [{ name: "one" }, { name: "two" }] });
  const wd = path.join(t.dir, "steps", "one", "workdir");
  mkdirSync(wd, { recursive: true });
  writeFileSync(path.join(wd, "data.txt"), "x");
  if (o.setup) writeFileSync(path.join(wd, "setup.sh"), "echo ready\n");
  t.steps[0].hasWorkdir = true;
  t.config.steps[0].healthcheck = o.stepHc ?? null;
  t.config.environment.healthcheck = o.taskHc ?? null;
  return t;
}

/** What each command gives: by a word its argv holds (setup.sh, a healthcheck's command). */
async function trial(t: Task, answers: Record<string, ExecResult[]> = {}) {
  const calls: string[] = [];
  const events: SessionEvent[] = [];
  const dir = path.join(t.dir, "session");
  const pick = (req: ExecRequest): string => {
    const text = req.argv.join(" ");
    return Object.keys(answers).find((k) => text.includes(k)) ?? "";
  };
  const env: TrialEnvironment = {
    start: async () => void calls.push("start"),
    paths: containerPaths,
    runEnv: (e) => e,
    exec: async (req) => {
      const key = pick(req);
      if (!key) return OK;
      calls.push(`exec ${key} as ${req.user ?? "default"}`);
      return answers[key].shift() ?? OK;
    },
    uploadDir: async (from, to) => void calls.push(`upload ${path.relative(t.dir, from)} → ${to}`),
    replaceDir: async () => undefined,
    runAgent: async () => {
      calls.push("agent");
      return OK;
    },
    verify: async () => {
      calls.push("verify");
      mkdirSync(path.join(dir, "verifier"), { recursive: true });
      writeFileSync(path.join(dir, "verifier", "reward.txt"), "1");
      return OK;
    },
    collectLogs: async () => undefined,
    oomKilled: async () => false,
    gone: async () => null,
    attrs: () => ({}),
    stop: async () => true,
  };
  const outcome = await runTrial(
    {
      id: "s1",
      index: 0,
      pair: 0,
      agent: { name: "custom", command: ["agent"] },
      task: t,
      tags: {},
      attempt: 1,
      successRewardThreshold: 1,
    },
    { dir, emit: (e) => events.push(e), signal: new AbortController().signal, env: {} },
    () => env,
  );
  const phases = events.flatMap((e) =>
    e.type === "phase" && !e.step ? [`${e.phase}:${e.ok ? "ok" : "fail"}`] : [],
  );
  return { outcome, calls, phases };
}

describe("trial: readying the environment and each step", () => {
  it("a step's workdir is merged into the working directory before its agent, then setup.sh runs as the step's user", async () => {
    const t = await trial(task({ setup: true }), { "setup.sh": [OK] });
    expect(t.outcome).toMatchObject({ status: "passed", reward: 1 });
    expect(t.calls).toEqual([
      "start",
      "upload steps/one/workdir → /app",
      "exec setup.sh as default",
      "agent",
      "verify",
      "agent",
      "verify",
    ]);
  });

  it("setup.sh failing is the step's exception: env_start naming the step, agent and verifier skipped, trial stopped", async () => {
    const t = await trial(task({ setup: true }), { "setup.sh": [FAILED] });
    expect(t.outcome).toMatchObject({ status: "errored", bucket: "env_start" });
    expect(t.outcome.error).toBe("step one: workdir/setup.sh exited with 3");
    expect(t.calls).toEqual(["start", "upload steps/one/workdir → /app", "exec setup.sh as default"]);
    expect(t.outcome.steps?.map((s) => [s.name, s.bucket])).toEqual([["one", "env_start"]]);
  });

  it("a step healthcheck retried until healthy, then the agent", async () => {
    const t = await trial(task({ stepHc: hc("probe-one") }), { "probe-one": [FAILED, OK] });
    expect(t.outcome.status).toBe("passed");
    expect(t.calls.slice(0, 5)).toEqual([
      "start",
      "upload steps/one/workdir → /app",
      "exec probe-one as default",
      "exec probe-one as default",
      "agent",
    ]);
  });

  it("a step healthcheck never healthy: env_start naming the step and the command", async () => {
    const t = await trial(task({ stepHc: hc("probe-one") }), { "probe-one": [FAILED, FAILED] });
    expect(t.outcome).toMatchObject({ status: "errored", bucket: "env_start" });
    expect(t.outcome.error).toBe("step one: healthcheck failed after 2 consecutive retries: probe-one");
    expect(t.calls).not.toContain("agent");
  });

  it("the task's healthcheck runs inside env_setup; never healthy, the session is env_start before any agent", async () => {
    const ok = await trial(task({ taskHc: hc("probe-task") }), { "probe-task": [OK] });
    expect(ok.calls.slice(0, 2)).toEqual(["start", "exec probe-task as default"]);
    expect(ok.phases[0]).toBe("env_setup:ok");
    const bad = await trial(task({ taskHc: hc("probe-task") }), { "probe-task": [FAILED, FAILED] });
    expect(bad.outcome).toMatchObject({ status: "errored", bucket: "env_start" });
    expect(bad.outcome.error).toBe("healthcheck failed after 2 consecutive retries: probe-task");
    expect(bad.phases).toEqual(["env_setup:fail", "teardown:ok"]);
    expect(bad.calls).toEqual(["start", "exec probe-task as default", "exec probe-task as default"]);
  });
});
