import { describe, expect, it } from "vitest";
import type { ScenarioForm } from "../../../src/report/console-api.js";
import { parseScenario } from "../../../src/scenario/parse.js";
import { scenarioFromForm, scenarioYaml } from "../../../src/serve/form.js";

const rel = (p: string) => `../${p}`;
const base: ScenarioForm = {
  name: "made",
  agent: { name: "oracle" },
  task: "tasks/echo-bench",
  sessions: "4",
  n_concurrent: "2",
  thresholds: "pass_rate: rate>=0.99\ne2e_ms: p(95)<10000, p(50)<5000",
};

describe("scenarioFromForm", () => {
  it.each<[string, ScenarioForm, Record<string, unknown>]>([
    [
      "a task, numbers from text, thresholds by line, paths relative to the file",
      base,
      {
        name: "made",
        mode: "single_agent_multi_session",
        runtime: { type: "local" },
        pairs: [{ agent: { name: "oracle" }, task: "../tasks/echo-bench", sessions: 4, n_concurrent: 2 }],
        load: { strategy: "fixed" },
        thresholds: { pass_rate: ["rate>=0.99"], e2e_ms: ["p(95)<10000", "p(50)<5000"] },
      },
    ],
    [
      "a custom agent with a command and a mount, a dataset with picked tasks, the mock LLM",
      {
        ...base,
        agent: { name: "echo", command: "node  /agent/agent.mjs", mount: "examples/agents/echo-agent" },
        target: "dataset",
        dataset: "tasks",
        task_names: ["echo-bench", "tool-heavy"],
        mock_llm: true,
      },
      {
        services: { mock_llm: {} },
        pairs: [
          {
            agent: {
              name: "echo",
              command: ["node", "/agent/agent.mjs"],
              mount: "../examples/agents/echo-agent",
            },
            dataset: { path: "../tasks", task_names: ["echo-bench", "tool-heavy"] },
            sessions: 4,
            n_concurrent: 2,
          },
        ],
      },
    ],
    [
      "ramp stages as concurrency x seconds",
      { ...base, strategy: "ramp", stages: "2x30, 4 x 60s" },
      {
        load: {
          strategy: "ramp",
          stages: [
            { concurrency: 2, hold_sec: 30 },
            { concurrency: 4, hold_sec: 60 },
          ],
        },
      },
    ],
    [
      "find_max stages as concurrencies; rate and duration",
      { ...base, strategy: "find_max", stages: "1,2,4", rate: "3", duration_sec: "20" },
      {
        load: {
          strategy: "find_max",
          stages: [{ concurrency: 1 }, { concurrency: 2 }, { concurrency: 4 }],
          rate: 3,
          duration_sec: 20,
        },
      },
    ],
    [
      "text that is no number stays text, for the schema to refuse",
      { ...base, sessions: "many" },
      {
        pairs: [
          { agent: { name: "oracle" }, task: "../tasks/echo-bench", sessions: "many", n_concurrent: 2 },
        ],
      },
    ],
  ])("%s", (_, form, expected) => {
    expect(scenarioFromForm(form, rel)).toMatchObject(expected);
  });

  it.each([
    ["sessions 0", "pairs[0].sessions", { sessions: "0" }, "sessions: 0"],
    ["sessions as words", "pairs[0].sessions", { sessions: "many" }, "sessions: many"],
    ["a bad threshold", "thresholds.e2e_ms[0]", { thresholds: "e2e_ms: p95<10" }, "- p95<10"],
    ["an unknown strategy", "load.strategy", { strategy: "spike" }, "strategy: spike"],
    ["no name", "name", { name: "" }, 'name: ""'],
  ])("%s: the scenario schema names %s at its line", (_, field, over, lineText) => {
    const yaml = scenarioYaml(scenarioFromForm({ ...base, ...over }, rel));
    let error: { field?: string; where?: string } = {};
    try {
      parseScenario(yaml, "scenarios/made.yaml", { env: {} });
    } catch (e) {
      error = e as typeof error;
    }
    expect(error.field).toBe(field);
    const line = Number(/:(\d+):\d+$/.exec(error.where ?? "")?.[1]);
    expect(yaml.split("\n")[line - 1]).toContain(lineText);
  });

  it("a valid form parses as a scenario", () => {
    const yaml = scenarioYaml(scenarioFromForm(base, rel));
    expect(parseScenario(yaml, "made.yaml", { env: {} }).scenario.pairs[0].sessions).toBe(4);
  });
});
