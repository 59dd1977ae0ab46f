/**
 * A multi-step task's decisions as Harbor's trial makes them (trial/multi_step.py:220-286): order,
 * timeouts, tests, early stop, aggregation and the step the bucket names, as tables.
 */
import { describe, expect, it } from "vitest";
import type { ErrorBucket } from "../../../src/events/events.js";
import { aggregate, decideSteps, type StepResult, stepsOf, stopAfter } from "../../../src/runtimes/steps.js";
import { containerPaths, fakeTask } from "../../support/task.js";

const res = (
  name: string,
  rewards: Record<string, number> | null,
  bucket: ErrorBucket | null = null,
  error: string | null = null,
): StepResult => ({
  name,
  reward: rewards ? (rewards.reward ?? null) : null,
  rewards,
  bucket,
  error,
  agent_exec_ms: 1,
  verify_ms: 1,
});

describe("stepsOf", () => {
  const task = fakeTask({
    agentTimeoutSec: 5,
    steps: [
      { name: "one", agentTimeoutSec: 9, verifierTimeoutSec: 30, solution: true },
      { name: "two", tests: false },
    ],
  });
  it("keeps task.toml's order; a step's agent timeout, else the task's; its own verifier timeout", () => {
    expect(stepsOf(task).map((s) => [s.name, s.agentTimeoutSec, s.verifierTimeoutSec])).toEqual([
      ["one", 9, 30],
      ["two", 5, 600],
    ]);
  });
  it("the scenario's agent timeout wins over the step's", () => {
    expect(stepsOf(task, 2).map((s) => s.agentTimeoutSec)).toEqual([2, 2]);
  });
  it("tests go in as the task's then the step's; the solution is the step's, else the task's", () => {
    expect(stepsOf(task).map((s) => [s.instruction, s.tests, s.solution])).toEqual([
      ["do one", ["tests", "steps/one/tests"], "steps/one/solution"],
      ["do two", ["tests"], null],
    ]);
  });
  it("a single-step task is one step named null", () => {
    const one = stepsOf(fakeTask({ solution: true }));
    expect(one.map((s) => [s.name, s.tests, s.solution, s.verifierTimeoutSec])).toEqual([
      [null, ["tests"], "solution", 7],
    ]);
  });
});

describe("stopAfter", () => {
  const plan = (minReward: number | Record<string, number> | null) => ({
    ...stepsOf(fakeTask({ steps: [{ name: "a" }] }))[0]!,
    minReward,
  });
  const rows: [string, number | Record<string, number> | null, StepResult, boolean][] = [
    ["no min_reward: a zero reward goes on", null, res("a", { reward: 0 }), false],
    [
      "a timed-out agent with a verifier result goes on",
      null,
      res("a", { reward: 0 }, "agent_timeout"),
      false,
    ],
    ["no verifier result, an exception: stop", null, res("a", null, "reward_missing"), true],
    ["min_reward met", 1, res("a", { reward: 1 }), false],
    ["min_reward missed", 1, res("a", { reward: 0.5 }), true],
    ["a gated key missing counts -inf", { quality: 0 }, res("a", { reward: 1 }), true],
    ["every gated key met", { reward: 0.5, q: 1 }, res("a", { reward: 0.5, q: 1 }), false],
  ];
  it.each(rows)("%s", (_name, min, r, stop) => {
    expect(stopAfter(plan(min), r)).toBe(stop);
  });
});

describe("aggregate", () => {
  const rows: [string, "mean" | "final", StepResult[], number | null, Record<string, number> | null][] = [
    ["mean of two", "mean", [res("a", { reward: 1 }), res("b", { reward: 0 })], 0.5, { reward: 0.5 }],
    [
      "a missing key counts 0",
      "mean",
      [res("a", { reward: 1, q: 1 }), res("b", { reward: 1 })],
      1,
      { reward: 1, q: 0.5 },
    ],
    [
      "a step without a verifier result is left out",
      "mean",
      [res("a", { reward: 1 }), res("b", null, "reward_missing")],
      1,
      { reward: 1 },
    ],
    ["no result at all", "mean", [res("a", null, "reward_missing")], null, null],
    [
      "final: the last step as it is",
      "final",
      [res("a", { reward: 1 }), res("b", { reward: 0 })],
      0,
      { reward: 0 },
    ],
    [
      "final with no result",
      "final",
      [res("a", { reward: 1 }), res("b", null, "reward_missing")],
      null,
      null,
    ],
  ];
  it.each(rows)("%s", (_name, strategy, results, reward, rewards) => {
    expect(aggregate(strategy, results)).toEqual({ reward, rewards });
  });
});

describe("decideSteps", () => {
  it("passes on the aggregated reward", () => {
    const d = decideSteps("mean", [res("a", { reward: 1 }), res("b", { reward: 1 })], 1);
    expect(d).toMatchObject({ status: "passed", bucket: null, reward: 1 });
  });
  it("the first step that did not pass names the bucket", () => {
    const d = decideSteps(
      "mean",
      [
        res("a", { reward: 1 }),
        res("grade", { reward: 0 }, "task_failed", "reward 0 below the success threshold 1"),
      ],
      1,
    );
    expect(d).toMatchObject({ status: "failed", bucket: "task_failed", reward: 0.5 });
    expect(d.error).toBe("step grade: reward 0 below the success threshold 1");
  });
  it("an errored step makes the session errored, with the step named", () => {
    const d = decideSteps("mean", [res("a", null, "verifier_timeout", "verifier timed out after 30s")], 1);
    expect(d).toMatchObject({
      status: "errored",
      bucket: "verifier_timeout",
      error: "step a: verifier timed out after 30s",
    });
  });
});

describe("a built-in coding agent on a multi-step task", () => {
  it("is launched with the current step's instruction, not the task's (empty) one", async () => {
    const { resolveAgent } = await import("../../../src/runtimes/agents.js");
    const task = fakeTask({ steps: [{ name: "one" }, { name: "two" }] });
    const plan = resolveAgent({ name: "claude-code" }, task);
    const paths = {
      ...containerPaths(),
      codingAgent: () => ({ installDir: "/opt/a", home: "/home/a", node: "node" }),
    };
    const launched = plan.launch?.(paths, { AGENT_INSTRUCTION: "do two", ANTHROPIC_BASE_URL: "http://x" });
    expect(JSON.stringify(launched?.argv)).toContain("do two");
  });
});
