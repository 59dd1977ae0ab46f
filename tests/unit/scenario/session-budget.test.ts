/**
 * `sessions: { min, max, step }`: the sequential gate's budget. One that cannot work is refused before
 * anything runs (exit 2, one line naming file, line and field); one that can plans `max` sessions and
 * the looks min, min + step, …, max.
 */
import { describe, expect, it } from "vitest";
import { UserError } from "../../../src/errors.js";
import { sequentialDesign } from "../../../src/pipeline/sequential.js";
import { parseScenario } from "../../../src/scenario/parse.js";
import { budgetLooks } from "../../../src/scenario/schema-parts.js";

const scenario = (sessions: string, extra = "regression: {}\n") =>
  `name: demo\npairs:\n  - agent: { name: oracle }\n    task: tasks/echo\n    sessions: ${sessions}\n${extra}`;

function refusal(text: string): UserError {
  try {
    parseScenario(text, "s.yaml", { env: {} });
  } catch (err) {
    if (err instanceof UserError) return err;
    throw err;
  }
  throw new Error("expected a UserError");
}

describe("a session budget that cannot work is refused, naming the field", () => {
  it.each([
    {
      name: "min above max",
      text: scenario("{ min: 50, max: 20, step: 10 }"),
      field: "pairs[0].sessions.min",
      message: "min (50) is above max (20)",
    },
    {
      name: "a step larger than max − min",
      text: scenario("{ min: 20, max: 40, step: 30 }"),
      field: "pairs[0].sessions.step",
      message: "step (30) is larger than max − min (20): a budget looks at least twice",
    },
    {
      name: "too many looks",
      text: scenario("{ min: 1, max: 200, step: 1 }"),
      field: "pairs[0].sessions.step",
      message: "200 looks; at most 50 (a larger step)",
    },
    {
      name: "a ramp",
      text: scenario(
        "{ min: 20, max: 120, step: 10 }",
        "load:\n  strategy: ramp\n  stages: [{ concurrency: 2, hold_sec: 10 }]\nregression: {}\n",
      ),
      field: "pairs[0].sessions",
      message: "a session budget needs load.strategy fixed or rate; ramp plans its own stages",
    },
    {
      name: "find_max",
      text: scenario(
        "{ min: 20, max: 120, step: 10 }",
        "load:\n  strategy: find_max\n  stages: [{ concurrency: 2 }]\nregression: {}\n",
      ),
      field: "pairs[0].sessions",
      message: "a session budget needs load.strategy fixed or rate; find_max plans its own stages",
    },
    {
      name: "no regression rules to decide",
      text: scenario("{ min: 20, max: 120, step: 10 }", ""),
      field: "pairs[0].sessions",
      message: "a session budget stops when the regression rules decide: add regression",
    },
  ])("$name", ({ text, field, message }) => {
    const err = refusal(text);
    expect(err.exitCode).toBe(2);
    expect(err.field).toBe(field);
    expect(err.message).toBe(message);
    expect(err.where).toMatch(/^s\.yaml:5:\d+$/);
  });

  it("pairs look together: one with a budget and one without, or with other looks, is refused", () => {
    const two = (a: string, b: string) =>
      `name: demo\nmode: multi_agent_multi_session\npairs:\n  - agent: { name: oracle }\n    task: tasks/echo\n    sessions: ${a}\n  - agent: { name: oracle }\n    task: tasks/echo\n    sessions: ${b}\nregression: {}\n`;
    expect(refusal(two("{ min: 20, max: 60, step: 20 }", "10")).message).toBe(
      "pair 0 has a session budget: give every pair one (or none)",
    );
    expect(refusal(two("{ min: 20, max: 60, step: 20 }", "{ min: 10, max: 60, step: 10 }")).field).toBe(
      "pairs[1].sessions",
    );
  });
});

describe("a budget that works", () => {
  it("plans max sessions, looks at min, min + step, …, max, and spends α over the looks", () => {
    const parsed = parseScenario(scenario("{ min: 20, max: 120, step: 10 }"), "s.yaml", { env: {} });
    expect(parsed.scenario.pairs[0].sessions).toEqual({ min: 20, max: 120, step: 10 });
    expect(budgetLooks({ min: 20, max: 120, step: 10 })).toEqual([
      20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120,
    ]);
    // A last step shorter than the others ends at max.
    expect(budgetLooks({ min: 20, max: 45, step: 10 })).toEqual([20, 30, 40, 45]);
    const design = sequentialDesign(parsed.scenario)!;
    expect(design.sizes).toHaveLength(11);
    expect(design.spent.at(-1)).toBeCloseTo(0.05, 12);
    expect(design.nominal[0]).toBeLessThan(0.001);
    expect(design.nominal.at(-1)).toBeGreaterThan(0.035);
    expect(sequentialDesign(parseScenario(scenario("20"), "s.yaml", { env: {} }).scenario)).toBeNull();
  });
});
