/**
 * The trial with a separate verifier, over fake environments that record their calls: the agent runs
 * on a plain exec (no verifier can follow it there), the artifacts are collected from the agent's
 * environment and only the copied ones go in, the verifier's environment is always stopped, and each
 * fault ends in its bucket. Steps × verifier modes × faults, as a table.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ErrorBucket, SessionEvent, SessionOutcome } from "../../../src/events/events.js";
import {
  type ArtifactRecord,
  EnvError,
  type ExecResult,
  type TrialEnvironment,
  type VerifierEnvironment,
} from "../../../src/runtimes/environment.js";
import { runTrial, type TrialOptions } from "../../../src/runtimes/trial.js";
import type { Task } from "../../../src/scenario/model.js";
import { containerPaths, fakeTask } from "../../support/task.js";

const OK: ExecResult = { exitCode: 0, timedOut: false, aborted: false };
const TIMED_OUT: ExecResult = { exitCode: 137, timedOut: true, aborted: false };

interface Fake {
  /** Per verification, in order: what the verifier's start throws, its result, the reward it leaves. */
  verifiers?: { start?: Error; verify?: ExecResult | "interrupt"; reward?: string | null }[];
  /** What the agent's environment has: paths the download finds. */
  present?: string[];
  /** No verifier factory: a runtime without separate verifiers. */
  noFactory?: boolean;
}

/** A task with a separate verifier (single step), or the given modes per step. */
function separateTask(steps: ("shared" | "separate")[] = []): Task {
  const task = fakeTask({ steps: steps.map((_, i) => ({ name: `s${i + 1}`, minReward: 1 })) });
  task.config.artifacts = [{ source: "/tmp/out.txt", destination: null, exclude: [], service: null }];
  if (!steps.length) task.config.verifier.environment_mode = "separate";
  steps.forEach((mode, i) => {
    task.config.steps[i].verifier.environment_mode = mode;
    task.config.steps[i].artifacts = [
      { source: `rel-${i + 1}`, destination: null, exclude: [], service: null },
    ];
  });
  return task;
}

async function trial(task: Task, fake: Fake) {
  const dir = mkdtempSync(path.join(tmpdir(), "trial-separate-"));
  const ac = new AbortController();
  const calls: string[] = [];
  const uploads: string[][] = [];
  const events: SessionEvent[] = [];
  let verifications = 0;
  const present = new Set(fake.present ?? ["/logs/artifacts", "/tmp/out.txt", "/app/rel-1", "/app/rel-2"]);
  const reward = (text: string | null | undefined) => {
    mkdirSync(path.join(dir, "verifier"), { recursive: true });
    if (text != null) writeFileSync(path.join(dir, "verifier", "reward.txt"), text);
  };
  const env: TrialEnvironment = {
    start: async () => void calls.push("start"),
    paths: containerPaths,
    runEnv: (e) => e,
    exec: async (req) => {
      calls.push(req.stdout.endsWith("step-setup.log") ? "instruction" : "agent:exec");
      return OK;
    },
    replaceDir: async () => undefined,
    uploadDir: async () => undefined,
    runAgent: async () => {
      calls.push("agent:held");
      return OK;
    },
    verify: async () => {
      calls.push("verify:here");
      reward("1");
      return OK;
    },
    download: async (paths, to): Promise<ArtifactRecord[]> => {
      calls.push(`download ${paths.join(",")}`);
      return paths.map((p) => {
        if (!present.has(p)) return { path: p, status: "missing" };
        mkdirSync(path.dirname(path.join(to, p)), { recursive: true });
        writeFileSync(path.join(to, p), p);
        return { path: p, status: "ok" };
      });
    },
    collectLogs: async () => void calls.push("logs"),
    oomKilled: async () => false,
    gone: async () => null,
    attrs: () => ({ image: "agent-image" }),
    stop: async () => {
      calls.push("stop");
      return true;
    },
  };
  const verifier = (step: string | null): VerifierEnvironment => {
    const own = fake.verifiers?.[verifications++] ?? {};
    return {
      start: async () => {
        calls.push(`v:start ${step}`);
        if (own.start) throw own.start;
      },
      upload: async (from, paths) => {
        calls.push("v:upload");
        for (const p of paths) expect(readFileSync(path.join(from, p), "utf8")).toBe(p);
        uploads.push(paths);
      },
      verify: async () => {
        calls.push("v:verify");
        if (own.verify === "interrupt") {
          ac.abort();
          return { ...OK, aborted: true };
        }
        reward(own.reward === undefined ? "1" : own.reward);
        return own.verify ?? OK;
      },
      attrs: () => ({ verifier_image: "verifier-image" }),
      stop: async () => {
        calls.push("v:stop");
        return true;
      },
    };
  };
  const opts: TrialOptions = fake.noFactory ? {} : { verifier: (_t, _v, step) => verifier(step) };
  const outcome = await runTrial(
    {
      id: "s1",
      index: 0,
      pair: 0,
      agent: { name: "custom", command: ["agent"] },
      task,
      tags: {},
      attempt: 1,
      successRewardThreshold: 1,
    },
    { dir, emit: (e) => events.push(e), signal: ac.signal, env: {} },
    () => env,
    opts,
  );
  return { outcome, calls, uploads, events, dir };
}

interface Row {
  name: string;
  task: () => Task;
  fake: Fake;
  status: SessionOutcome["status"];
  bucket: ErrorBucket | null;
  error?: string;
  calls: string[];
  uploads?: string[][];
}

/** The last verification: the agent's environment gives its logs and stops before the verifier starts. */
const SINGLE_CALLS = [
  "start",
  "agent:exec",
  "download /logs/artifacts,/tmp/out.txt",
  "logs",
  "stop",
  "v:start null",
  "v:upload",
  "v:verify",
  "v:stop",
];

const ROWS: Row[] = [
  {
    name: "single step: passes; only what was copied goes in",
    task: () => separateTask(),
    fake: { present: ["/tmp/out.txt"] },
    status: "passed",
    bucket: null,
    calls: SINGLE_CALLS,
    uploads: [["/tmp/out.txt"]],
  },
  {
    name: "single step: the verifier's image does not build → env_build, its environment still stopped",
    task: () => separateTask(),
    fake: { verifiers: [{ start: new EnvError("build", "verifier image: tests/Dockerfile:2: bad") }] },
    status: "errored",
    bucket: "env_build",
    error: "verifier image: tests/Dockerfile:2: bad",
    calls: [
      "start",
      "agent:exec",
      "download /logs/artifacts,/tmp/out.txt",
      "logs",
      "stop",
      "v:start null",
      "v:stop",
    ],
  },
  {
    name: "single step: the verifier times out → verifier_timeout",
    task: () => separateTask(),
    fake: { verifiers: [{ verify: TIMED_OUT, reward: null }] },
    status: "errored",
    bucket: "verifier_timeout",
    error: "verifier timed out after 7s",
    calls: SINGLE_CALLS,
  },
  {
    name: "single step: no reward left → reward_missing",
    task: () => separateTask(),
    fake: { verifiers: [{ reward: null }] },
    status: "errored",
    bucket: "reward_missing",
    calls: SINGLE_CALLS,
  },
  {
    name: "single step: interrupted while verifying → interrupted, both environments stopped",
    task: () => separateTask(),
    fake: { verifiers: [{ verify: "interrupt" }] },
    status: "errored",
    bucket: "interrupted",
    calls: SINGLE_CALLS,
  },
  {
    name: "a runtime without separate verifiers → env_start, nothing verified",
    task: () => separateTask(),
    fake: { noFactory: true },
    status: "errored",
    bucket: "env_start",
    error: "this runtime has no separate verifier environments",
    calls: ["start", "agent:exec", "logs", "stop"],
  },
  {
    name: "steps shared then separate: the first verifier follows its agent, the second gets its own step's artifacts",
    task: () => separateTask(["shared", "separate"]),
    fake: {},
    status: "passed",
    bucket: null,
    calls: [
      "start",
      "instruction",
      "agent:held",
      "verify:here",
      "logs",
      "instruction",
      "agent:exec",
      "download /logs/artifacts,/tmp/out.txt,/app/rel-2",
      "logs",
      "stop",
      "v:start s2",
      "v:upload",
      "v:verify",
      "v:stop",
    ],
    uploads: [["/logs/artifacts", "/tmp/out.txt", "/app/rel-2"]],
  },
  {
    name: "steps both separate: a step that misses min_reward stops the trial and is named",
    task: () => separateTask(["separate", "separate"]),
    fake: { verifiers: [{ reward: "0" }] },
    status: "failed",
    bucket: "task_failed",
    error: "step s1: reward 0 below the success threshold 1",
    calls: [
      "start",
      "instruction",
      "agent:exec",
      "download /logs/artifacts,/tmp/out.txt,/app/rel-1",
      "v:start s1",
      "v:upload",
      "v:verify",
      "v:stop",
      "logs",
      "stop",
    ],
  },
];

describe("trial: separate verifier environments", () => {
  it.each(ROWS.map((r) => [r.name, r] as const))("%s", async (_name, row) => {
    const t = await trial(row.task(), row.fake);
    expect(t.outcome).toMatchObject({ status: row.status, bucket: row.bucket });
    if (row.error) expect(t.outcome.error).toBe(row.error);
    expect(t.calls).toEqual(row.calls);
    if (row.uploads) expect(t.uploads).toEqual(row.uploads);
  });

  it("the agent's environment stopped early is torn down once, its teardown before the verification", async () => {
    const t = await trial(separateTask(), {});
    const phases = t.events.flatMap((e) => (e.type === "phase" ? [e.phase] : []));
    expect(phases.filter((p) => p === "teardown")).toHaveLength(1);
    expect(phases.indexOf("teardown")).toBeLessThan(phases.indexOf("verify"));
    expect(t.calls.filter((c) => c === "stop")).toHaveLength(1);
  });

  it("records what was collected beside the artifacts, and says which copy failed", async () => {
    const task = separateTask();
    const t = await trial(task, { present: ["/logs/artifacts"] });
    expect(JSON.parse(readFileSync(path.join(t.dir, "artifacts.json"), "utf8"))).toEqual([
      { path: "/logs/artifacts", status: "ok" },
      { path: "/tmp/out.txt", status: "missing" },
    ]);
    expect(existsSync(path.join(t.dir, "artifacts", "logs", "artifacts"))).toBe(true);
    expect(t.outcome.attrs).toMatchObject({ image: "agent-image", verifier_image: "verifier-image" });
  });

  it("a multi-step task's artifacts are kept per step", async () => {
    const t = await trial(separateTask(["separate", "separate"]), {});
    for (const s of ["s1", "s2"]) {
      const records = JSON.parse(readFileSync(path.join(t.dir, "steps", s, "artifacts.json"), "utf8"));
      expect(records.map((r: ArtifactRecord) => r.path)).toContain(`/app/rel-${s.slice(1)}`);
    }
    expect(t.outcome.steps?.map((s) => [s.name, s.reward])).toEqual([
      ["s1", 1],
      ["s2", 1],
    ]);
  });
});
