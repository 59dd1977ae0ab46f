/**
 * The trial lifecycle with a fake environment: every bucket, timeout and interrupt path, as a table.
 * The fake does what a runtime's environment does (files land in the session folder) and records the
 * calls, so each row also says which steps ran.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { AgentSpec } from "../../../src/agents/types.js";
import type { ErrorBucket, SessionEvent, SessionOutcome } from "../../../src/events/events.js";
import {
  EnvError,
  type EnvErrorKind,
  type ExecRequest,
  type ExecResult,
  type NextVerifier,
  type TrialEnvironment,
  type VerifyRequest,
} from "../../../src/runtimes/environment.js";
import { runTrial } from "../../../src/runtimes/trial.js";
import type { SessionSpec } from "../../../src/runtimes/types.js";
import type { Task } from "../../../src/scenario/model.js";
import { containerPaths, fakeTask } from "../../support/task.js";

const OK: ExecResult = { exitCode: 0, timedOut: false, aborted: false };
const exit = (code: number): ExecResult => ({ ...OK, exitCode: code });
const TIMED_OUT: ExecResult = { exitCode: 137, timedOut: true, aborted: false };
const ABORTED: ExecResult = { exitCode: null, timedOut: false, aborted: true };

/** What the fake does at each step: a result, a throw, or the run interrupted while the step runs. */
type Step = ExecResult | Error | "interrupt";

/**
 * An environment names what failed by kind (its message is the one the Docker environment writes);
 * the trial alone turns the kind into a bucket, and the message reaches the outcome as it was.
 */
const ENV_ERRORS: [EnvErrorKind, string, ErrorBucket][] = [
  ["build", "image build failed: The command '/bin/sh -c false' returned a non-zero code: 1", "env_build"],
  [
    "buildkit",
    "environment/Dockerfile:3: COPY --chmod needs BuildKit (docker buildx); this runner has none",
    "env_build",
  ],
  ["pull", "image ubuntu:22.04 is not present and could not be pulled: pull access denied", "image_missing"],
  ["compose", "environment/docker-compose.yaml:4: services.db.image: expected a string", "env_start"],
  ["unhealthy", "sidecar db is unhealthy", "env_start"],
  ["start", "container create failed: no space left", "env_start"],
  ["gone", "container gone: no such container", "container_gone"],
];

function envErrorRows(): Row[] {
  return ENV_ERRORS.map(([kind, message, bucket]) => ({
    name: `environment start fails: ${kind}`,
    fake: { start: new EnvError(kind, message) },
    status: "errored",
    bucket,
    error: new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    calls: ["open", "start", "stop"],
    phases: ["env_setup:fail", "teardown:ok"],
  }));
}

interface Fake {
  start?: Step | null;
  install?: Step;
  agent?: Step;
  verify?: Step;
  /** What the verifier leaves: reward.txt's text, reward.json's, or nothing. */
  reward?: { txt?: string; json?: string };
  oom?: boolean;
  gone?: string | null;
  /** Written to the agent's logs folder as spans.jsonl. */
  spans?: string;
  /** Per step of a multi-step task, in order: the agent's result and the reward its verifier leaves. */
  steps?: { agent?: Step; reward?: string | null; verify?: Step }[];
  /** What putting a step's instruction in place gives (an exec). */
  instruction?: Step;
}

async function trial(
  fake: Fake,
  o: { agent?: AgentSpec; task?: Task | null; abortFirst?: boolean } = {},
): Promise<{
  outcome: SessionOutcome;
  events: SessionEvent[];
  calls: string[];
  verifyReq: VerifyRequest | null;
  verifyReqs: VerifyRequest[];
  execs: ExecRequest[];
  agentReqs: ExecRequest[];
  nexts: NextVerifier[];
  dir: string;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), "trial-session-"));
  const ac = new AbortController();
  if (o.abortFirst) ac.abort();
  const events: SessionEvent[] = [];
  const calls: string[] = [];
  let verifyReq: VerifyRequest | null = null;
  const verifyReqs: VerifyRequest[] = [];
  const execs: ExecRequest[] = [];
  const agentReqs: ExecRequest[] = [];
  const nexts: NextVerifier[] = [];
  let agents = 0;
  const step = async (name: string, s: Step | undefined): Promise<ExecResult> => {
    calls.push(name);
    if (s instanceof Error) throw s;
    if (s === "interrupt") {
      ac.abort();
      return ABORTED;
    }
    return s ?? OK;
  };
  const env: TrialEnvironment = {
    paths: containerPaths,
    runEnv: (e) => e,
    exec: (req: ExecRequest) => {
      execs.push(req);
      return req.stdout.endsWith("step-setup.log")
        ? step("instruction", fake.instruction)
        : step("install", fake.install);
    },
    uploadDir: async () => undefined,
    replaceDir: async (from, to) => {
      calls.push(`replace ${path.relative(o.task?.dir ?? "", from)} ${to}`);
    },
    runAgent: async (req: ExecRequest, _signal, next) => {
      agentReqs.push(req);
      nexts.push(next);
      const own = fake.steps?.[agents++];
      if (own) return step("agent", own.agent);
      if (fake.spans) {
        mkdirSync(path.join(dir, "agent"), { recursive: true });
        writeFileSync(path.join(dir, "agent", "spans.jsonl"), fake.spans);
      }
      return step("agent", fake.agent);
    },
    verify: async (req) => {
      verifyReq = req;
      verifyReqs.push(req);
      mkdirSync(path.join(dir, "verifier"), { recursive: true });
      const own = fake.steps?.[verifyReqs.length - 1];
      if (own) {
        const r = await step("verify", own.verify);
        if (own.reward != null) writeFileSync(path.join(dir, "verifier", "reward.txt"), own.reward);
        return r;
      }
      const r = await step("verify", fake.verify);
      if (fake.reward?.txt != null) writeFileSync(path.join(dir, "verifier", "reward.txt"), fake.reward.txt);
      if (fake.reward?.json != null)
        writeFileSync(path.join(dir, "verifier", "reward.json"), fake.reward.json);
      return r;
    },
    collectLogs: async () => undefined,
    oomKilled: async () => fake.oom ?? false,
    gone: async () => fake.gone ?? null,
    attrs: () => ({ image: "fake" }),
    stop: async () => {
      calls.push("stop");
      return true;
    },
  };
  if (fake.start !== null)
    env.start = async () => {
      await step("start", fake.start ?? undefined);
    };
  const spec: SessionSpec = {
    id: "s1",
    index: 0,
    pair: 0,
    agent: o.agent ?? { name: "custom", command: ["agent"] },
    task: o.task === null ? undefined : (o.task ?? fakeTask()),
    tags: {},
    attempt: 1,
    successRewardThreshold: 1,
  };
  const outcome = await runTrial(
    spec,
    { dir, emit: (e) => events.push(e), signal: ac.signal, env: {} },
    () => {
      calls.push("open");
      return env;
    },
  );
  return { outcome, events, calls, verifyReq, verifyReqs, execs, agentReqs, nexts, dir };
}

const phases = (events: SessionEvent[]): string[] =>
  events.flatMap((e) => (e.type === "phase" ? [`${e.phase}:${e.ok ? "ok" : "fail"}`] : []));

const pass = { reward: { txt: "1" } };

interface Row {
  name: string;
  fake: Fake;
  agent?: AgentSpec;
  status: SessionOutcome["status"];
  bucket: ErrorBucket | null;
  error?: RegExp;
  /** The steps that ran, in order. */
  calls: string[];
  phases?: string[];
}

const ALL = ["open", "start", "agent", "verify", "stop"];

const rows: Row[] = [
  {
    name: "reward at the threshold passes",
    fake: pass,
    status: "passed",
    bucket: null,
    calls: ALL,
    phases: ["env_setup:ok", "agent_exec:ok", "verify:ok", "teardown:ok"],
  },
  {
    name: "reward below it fails the task",
    fake: { reward: { txt: "0" } },
    status: "failed",
    bucket: "task_failed",
    error: /below/,
    calls: ALL,
  },
  {
    name: "reward.json wins over reward.txt",
    fake: { reward: { json: '{"reward": 1}', txt: "0" } },
    status: "passed",
    bucket: null,
    calls: ALL,
  },
  { name: "no reward file", fake: {}, status: "errored", bucket: "reward_missing", calls: ALL },
  {
    name: "a reward that is no number",
    fake: { reward: { txt: "yes" } },
    status: "errored",
    bucket: "reward_unparsable",
    calls: ALL,
  },
  {
    name: "a reward.json that is not flat",
    fake: { reward: { json: '{"a": "b"}' } },
    status: "errored",
    bucket: "reward_unparsable",
    calls: ALL,
  },
  ...envErrorRows(),
  {
    name: "any other start failure",
    fake: { start: new Error("boom") },
    status: "errored",
    bucket: "env_start",
    error: /boom/,
    calls: ["open", "start", "stop"],
  },
  {
    name: "interrupted while the environment starts",
    fake: { start: "interrupt" },
    status: "errored",
    bucket: "interrupted",
    calls: ["open", "start", "stop"],
  },
  {
    name: "install fails",
    fake: { install: exit(2), ...pass },
    agent: { name: "custom", command: ["a"], install: "false" },
    status: "errored",
    bucket: "agent_setup_failed",
    error: /install exited with 2/,
    calls: ["open", "start", "install", "stop"],
    phases: ["env_setup:ok", "agent_setup:fail", "teardown:ok"],
  },
  {
    name: "install times out",
    fake: { install: TIMED_OUT },
    agent: { name: "custom", command: ["a"], install: "sleep 9" },
    status: "errored",
    bucket: "agent_setup_failed",
    error: /timed out/,
    calls: ["open", "start", "install", "stop"],
  },
  {
    name: "interrupted during install",
    fake: { install: "interrupt" },
    agent: { name: "custom", command: ["a"], install: "sleep 9" },
    status: "errored",
    bucket: "interrupted",
    calls: ["open", "start", "install", "stop"],
  },
  {
    name: "agent without a command",
    fake: pass,
    agent: { name: "custom" },
    status: "errored",
    bucket: "agent_setup_failed",
    error: /no command/,
    calls: ["open", "start", "stop"],
  },
  {
    name: "oracle without a solution",
    fake: pass,
    agent: { name: "oracle" },
    status: "errored",
    bucket: "agent_setup_failed",
    error: /solve\.sh is missing/,
    calls: ["open", "start", "stop"],
  },
  {
    name: "agent exits non-zero",
    fake: { agent: exit(3), reward: { txt: "0" } },
    status: "errored",
    bucket: "agent_exit",
    error: /exited with 3/,
    calls: ALL,
  },
  {
    name: "agent cannot start",
    fake: { agent: { ...exit(127), spawnError: "ENOENT" }, reward: { txt: "0" } },
    status: "errored",
    bucket: "agent_exit",
    error: /could not start: ENOENT/,
    calls: ALL,
  },
  {
    name: "agent times out",
    fake: { agent: TIMED_OUT, reward: { txt: "0" } },
    status: "errored",
    bucket: "agent_timeout",
    error: /after 5s/,
    calls: ALL,
  },
  {
    name: "agent killed by the OOM killer",
    fake: { agent: exit(137), oom: true, reward: { txt: "0" } },
    status: "errored",
    bucket: "agent_oom",
    error: /256 MB/,
    calls: ALL,
  },
  {
    name: "agent killed, but not for memory",
    fake: { agent: exit(137), reward: { txt: "0" } },
    status: "errored",
    bucket: "agent_exit",
    calls: ALL,
  },
  {
    name: "interrupted while the agent works",
    fake: { agent: "interrupt", ...pass },
    status: "errored",
    bucket: "interrupted",
    calls: ["open", "start", "agent", "stop"],
    phases: ["env_setup:ok", "agent_exec:fail", "teardown:ok"],
  },
  {
    name: "verifier times out",
    fake: { verify: TIMED_OUT, ...pass },
    status: "errored",
    bucket: "verifier_timeout",
    error: /after 7s/,
    calls: ALL,
  },
  {
    name: "interrupted while the verifier runs: interrupted, not a missing reward",
    fake: { verify: "interrupt" },
    status: "errored",
    bucket: "interrupted",
    calls: ALL,
    phases: ["env_setup:ok", "agent_exec:ok", "verify:fail", "teardown:ok"],
  },
  {
    name: "container removed under a failing session",
    fake: { agent: exit(1), gone: "container exited", reward: { txt: "0" } },
    status: "errored",
    bucket: "container_gone",
    error: /exited/,
    calls: ALL,
  },
  {
    name: "container gone during verify",
    fake: { verify: new EnvError("gone", "no such container") },
    status: "errored",
    bucket: "container_gone",
    calls: ALL,
  },
  {
    name: "any other error after start",
    fake: { verify: new Error("socket hang up") },
    status: "errored",
    bucket: "container_gone",
    error: /socket hang up/,
    calls: ALL,
  },
  {
    name: "a passing reward with the agent failing still passes",
    fake: { agent: exit(1), ...pass },
    status: "passed",
    bucket: null,
    calls: ALL,
  },
  {
    name: "nop runs nothing and the verifier decides",
    fake: { reward: { txt: "0" } },
    agent: { name: "nop" },
    status: "failed",
    bucket: "task_failed",
    calls: ["open", "start", "verify", "stop"],
  },
];

describe("trial lifecycle", () => {
  it.each(rows)("$name → $bucket", async (row) => {
    const r = await trial(row.fake, { agent: row.agent });
    expect(r.outcome.status).toBe(row.status);
    expect(r.outcome.bucket).toBe(row.bucket);
    if (row.error) expect(r.outcome.error).toMatch(row.error);
    expect(r.calls).toEqual(row.calls);
    if (row.phases) expect(phases(r.events)).toEqual(row.phases);
  });

  it("an environment with nothing to start times no env_setup", async () => {
    const r = await trial({ start: null, ...pass });
    expect(r.outcome.bucket).toBe(null);
    expect(phases(r.events)).toEqual(["agent_exec:ok", "verify:ok", "teardown:ok"]);
  });

  it("a session without a task is env_start, and nothing is opened", async () => {
    const r = await trial(pass, { task: null });
    expect(r.outcome).toMatchObject({ status: "errored", bucket: "env_start" });
    expect(r.calls).toEqual([]);
  });

  it("a session that begins after the interrupt opens no environment", async () => {
    const r = await trial(pass, { abortFirst: true });
    expect(r.outcome).toMatchObject({ status: "errored", bucket: "interrupted" });
    expect(r.calls).toEqual([]);
  });

  it("an agent that ran out of time has its leftovers killed before the verifier", async () => {
    expect((await trial({ agent: TIMED_OUT, ...pass })).verifyReq?.killLeftovers).toBe(true);
    expect((await trial(pass)).verifyReq?.killLeftovers).toBe(false);
  });

  it("the oracle's exit code does not count: the reward decides", async () => {
    const task = fakeTask({ solution: true });
    const r = await trial({ agent: exit(1), ...pass }, { agent: { name: "oracle" }, task });
    expect(r.outcome).toMatchObject({ status: "passed", bucket: null, exit_code: 1 });
  });

  it("harvests the agent's spans as events and tokens, even for a failed session", async () => {
    const now = Date.now();
    const spans = `${JSON.stringify({ kind: "llm", name: "c", start: now, end: now + 5, ok: true, tokens_in: 3, tokens_out: 4 })}\nnot json\n`;
    const r = await trial({ spans, reward: { txt: "0" } });
    expect(r.outcome).toMatchObject({ bucket: "task_failed", tokens_in: 3, tokens_out: 4 });
    expect(r.events.filter((e) => e.type === "span")).toHaveLength(1);
    expect(r.events.some((e) => e.type === "log" && /spans.jsonl:2/.test(e.message))).toBe(true);
    expect(r.outcome.attrs).toMatchObject({ image: "fake", verifier_exit_code: 0 });
  });
});

describe("multi-step trial (shared verifiers)", () => {
  const two = (o: Parameters<typeof fakeTask>[0] = {}) =>
    fakeTask({
      steps: [{ name: "one", solution: true, minReward: 1 }, { name: "two" }],
      solution: true,
      ...o,
    });
  const stepPhases = (events: SessionEvent[]): string[] =>
    events.flatMap((e) =>
      e.type === "phase" && e.step ? [`${e.step}/${e.phase}:${e.ok ? "ok" : "fail"}`] : [],
    );

  it("runs the steps in order in one environment; each verify gets its own tests on an emptied /tests", async () => {
    const task = two();
    const r = await trial({ steps: [{ reward: "1" }, { reward: "1" }] }, { task, agent: { name: "oracle" } });
    expect(r.outcome).toMatchObject({ status: "passed", reward: 1, bucket: null });
    expect(r.calls).toEqual([
      "open",
      "start",
      "instruction",
      "agent",
      "verify",
      "instruction",
      "replace solution /solution",
      "agent",
      "verify",
      "stop",
    ]);
    expect(
      r.verifyReqs.map((v) => [v.tests.map((d) => path.relative(task.dir, d)), v.clearTests, v.timeoutSec]),
    ).toEqual([
      [["tests", "steps/one/tests"], true, 600],
      [["tests", "steps/two/tests"], true, 600],
    ]);
    expect(r.agentReqs.map((a) => a.env.AGENT_INSTRUCTION)).toEqual(["do one", "do two"]);
    // The agent's exec is told the verifier that follows it, as that verify asks for it.
    expect(r.nexts).toEqual(
      r.verifyReqs.map((v) => ({ timeoutSec: v.timeoutSec, env: v.env, user: v.user })),
    );
    expect(stepPhases(r.events)).toEqual([
      "one/agent_exec:ok",
      "one/verify:ok",
      "two/agent_exec:ok",
      "two/verify:ok",
    ]);
    expect(r.outcome.steps?.map((s) => [s.name, s.reward, s.bucket])).toEqual([
      ["one", 1, null],
      ["two", 1, null],
    ]);
  });

  it("a timed-out agent step is still verified, and the next step runs (no min_reward)", async () => {
    const task = fakeTask({ steps: [{ name: "one", agentTimeoutSec: 3 }, { name: "two" }] });
    const r = await trial({ steps: [{ agent: TIMED_OUT, reward: "1" }, { reward: "1" }] }, { task });
    expect(r.calls.filter((c) => c === "agent" || c === "verify")).toEqual([
      "agent",
      "verify",
      "agent",
      "verify",
    ]);
    expect(r.agentReqs.map((a) => a.timeoutSec)).toEqual([3, 5]);
    expect(r.verifyReqs[0]?.killLeftovers).toBe(true);
    expect(r.outcome).toMatchObject({ status: "passed", reward: 1 });
    expect(r.outcome.steps?.[0]?.bucket).toBe(null);
  });

  it("a step below its min_reward stops the trial; the bucket names it", async () => {
    const r = await trial({ steps: [{ reward: "0" }, { reward: "1" }] }, { task: two() });
    expect(r.calls.filter((c) => c === "verify")).toHaveLength(1);
    expect(r.outcome).toMatchObject({ status: "failed", bucket: "task_failed", reward: 0 });
    expect(r.outcome.error).toMatch(/^step one: reward 0 below/);
    expect(r.outcome.steps?.map((s) => s.name)).toEqual(["one"]);
  });

  it("a step with no verifier result stops the trial and is left out of the mean", async () => {
    const task = fakeTask({ steps: [{ name: "one" }, { name: "two" }, { name: "three" }] });
    const r = await trial({ steps: [{ reward: "1" }, { reward: null }, { reward: "1" }] }, { task });
    expect(r.calls.filter((c) => c === "verify")).toHaveLength(2);
    expect(r.outcome).toMatchObject({ status: "passed", reward: 1 });
  });

  it("mean over the steps fails the task when one step failed", async () => {
    const task = fakeTask({ steps: [{ name: "one" }, { name: "grade" }] });
    const r = await trial({ steps: [{ reward: "1" }, { reward: "0" }] }, { task });
    expect(r.outcome).toMatchObject({ status: "failed", bucket: "task_failed", reward: 0.5 });
    expect(r.outcome.error).toMatch(/^step grade: /);
  });

  it("final takes the last step's reward", async () => {
    const task = fakeTask({ steps: [{ name: "one" }, { name: "two" }], strategy: "final" });
    const r = await trial({ steps: [{ reward: "0" }, { reward: "1" }] }, { task });
    expect(r.outcome).toMatchObject({ status: "passed", reward: 1 });
  });

  it("a verifier timeout in a step is that step's bucket", async () => {
    const task = fakeTask({ steps: [{ name: "one", verifierTimeoutSec: 30 }, { name: "two" }] });
    const r = await trial({ steps: [{ verify: TIMED_OUT }, { reward: "1" }] }, { task });
    expect(r.outcome).toMatchObject({ status: "errored", bucket: "verifier_timeout" });
    expect(r.outcome.error).toBe("step one: verifier timed out after 30s");
    expect(r.calls.filter((c) => c === "verify")).toHaveLength(1);
  });

  it("interrupted mid-step is interrupted", async () => {
    const r = await trial({ steps: [{ reward: "1" }, { agent: "interrupt" }] }, { task: two() });
    expect(r.outcome).toMatchObject({ status: "errored", bucket: "interrupted" });
    expect(r.calls.at(-1)).toBe("stop");
  });

  it("each step's verifier output is archived under steps/<name>/verifier", async () => {
    const r = await trial(
      { steps: [{ reward: "1" }, { reward: "0.5" }] },
      { task: two({ steps: [{ name: "one" }, { name: "two" }] }) },
    );
    const { readFileSync } = await import("node:fs");
    expect(readFileSync(path.join(r.dir, "steps", "two", "verifier", "reward.txt"), "utf8")).toBe("0.5");
    expect(readFileSync(path.join(r.dir, "steps", "one", "verifier", "reward.txt"), "utf8")).toBe("1");
  });

  it("a step whose instruction cannot be put in place skips its agent and verifier, and stops the trial", async () => {
    const r = await trial({ instruction: exit(1), steps: [{ reward: "1" }] }, { task: two() });
    expect(r.calls).toEqual(["open", "start", "instruction", "stop"]);
    expect(r.outcome).toMatchObject({ status: "errored", bucket: "agent_setup_failed", reward: null });
    expect(r.outcome.error).toMatch(/^step one: writing the step's instruction exited with 1/);
  });
});
