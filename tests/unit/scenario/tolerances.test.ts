/**
 * A regression tolerance says its unit where one matters: a bare number on a latency could be ms or a
 * misread percentage, so it is refused (exit 2, one line naming file, line and field); with its unit
 * it loads, and the gate reads "2s" as 2000 ms.
 */
import { describe, expect, it } from "vitest";
import { UserError } from "../../../src/errors.js";
import { parseScenario } from "../../../src/scenario/parse.js";

const scenario = (rules: string) =>
  `name: demo\npairs:\n  - agent: { name: oracle }\n    task: tasks/echo\nregression:\n  metrics:\n${rules}`;

function load(rules: string) {
  return parseScenario(scenario(rules), "s.yaml", { env: {} }).scenario.regression?.metrics;
}

function refusal(rules: string): UserError {
  try {
    load(rules);
  } catch (err) {
    if (err instanceof UserError) return err;
    throw err;
  }
  throw new Error("expected a UserError");
}

describe("ambiguous tolerances are refused", () => {
  it.each([
    {
      rules: "    e2e_ms: { max_increase: 25 }\n",
      where: "s.yaml:7:29",
      field: "regression.metrics.e2e_ms.max_increase",
      message: "e2e_ms is a time: write 25% or 25ms",
    },
    {
      rules: '    "ttft_ms{task:a}": { max_decrease: 0.5 }\n',
      where: "s.yaml:7:40",
      field: 'regression.metrics["ttft_ms{task:a}"].max_decrease',
      message: "ttft_ms is a time: write 0.5% or 0.5ms",
    },
    {
      rules: "    pass_rate: { max_decrease: 5 }\n",
      where: "s.yaml:7:32",
      field: "regression.metrics.pass_rate.max_decrease",
      message: "pass_rate is a share from 0 to 1: write 0.05 (points) or 5% (of the baseline's)",
    },
    {
      rules: "    tokens_out: { max_increase: 30ms }\n",
      where: "s.yaml:7:33",
      field: "regression.metrics.tokens_out.max_increase",
      message: 'tokens_out is not a time: write a percentage like "15%" or an amount in its unit',
    },
  ])("$rules", ({ rules, where, field, message }) => {
    const err = refusal(rules);
    expect({ where: err.where, field: err.field, message: err.message, exit: err.exitCode }).toEqual({
      where,
      field,
      message,
      exit: 2,
    });
    expect(err.line).not.toContain("\n");
  });
});

describe("tolerances with their unit load as written", () => {
  it.each([
    ["    e2e_ms: { max_increase: 25% }\n", { e2e_ms: { max_increase: "25%" } }],
    ["    e2e_ms: { max_increase: 25ms }\n", { e2e_ms: { max_increase: "25ms" } }],
    ["    e2e_ms: { max_increase: 2s }\n", { e2e_ms: { max_increase: "2s" } }],
    ["    pass_rate: { max_decrease: 0.05 }\n", { pass_rate: { max_decrease: 0.05 } }],
    ["    pass_rate: { max_decrease: 1 }\n", { pass_rate: { max_decrease: 1 } }],
    ["    tokens_out: { max_increase: 200 }\n", { tokens_out: { max_increase: 200 } }],
  ])("%s", (rules, metrics) => {
    expect(load(rules)).toEqual(metrics);
  });
});
