/**
 * `agent.recipe`: a declared npm agent loads into the spec the runtimes read; every bad recipe is one
 * UserError (exit 2) at the offending node's line, naming the field.
 */
import { describe, expect, it } from "vitest";
import { installError } from "../../../src/agents/install.js";
import { installName } from "../../../src/agents/recipe.js";
import { codingAgentOf } from "../../../src/agents/session.js";
import { EXIT, UserError } from "../../../src/errors.js";
import { parseScenario } from "../../../src/scenario/parse.js";

const yaml = (recipe: string, agent = "name: my-agent") =>
  `name: demo\npairs:\n  - agent:\n      ${agent}\n      recipe:\n${recipe
    .trim()
    .split("\n")
    .map((l) => `        ${l}`)
    .join("\n")}\n    task: t\n`;

const GOOD = `
npm: "@acme/agent-cli@1.2.3"
bin: acme
args: [run, "{{instruction}}"]
env: { ACME_URL: "{{base_url}}" }
trace: jsonl
dialect: anthropic`;

function errorOf(text: string): UserError {
  try {
    parseScenario(text, "s.yaml", { env: {} });
  } catch (err) {
    if (err instanceof UserError) return err;
    throw err;
  }
  throw new Error("expected a UserError");
}

describe("agent.recipe", () => {
  it("loads into a coding agent named after its package, the scenario's name on its trajectory", () => {
    const s = parseScenario(yaml(GOOD), "s.yaml", { env: {} });
    const use = codingAgentOf(s.scenario.pairs[0].agent);
    expect(use).toMatchObject({
      def: {
        name: installName("@acme/agent-cli"),
        package: "@acme/agent-cli",
        version: "1.2.3",
        trace: "jsonl",
      },
      version: "1.2.3",
      label: "my-agent",
    });
  });

  const many = (n: number) => `[${Array.from({ length: n }, (_, i) => `a${i}`).join(", ")}]`;
  it.each([
    {
      name: "a version range is not pinned",
      recipe: GOOD.replace("1.2.3", "^1.2.3"),
      line: 6,
      field: "pairs[0].agent.recipe.npm",
      message: /<package>@<exact version>/,
    },
    {
      name: "a tag is not pinned",
      recipe: GOOD.replace("@1.2.3", "@latest"),
      line: 6,
      field: "pairs[0].agent.recipe.npm",
      message: /exact version/,
    },
    {
      name: "bin is a path",
      recipe: GOOD.replace("bin: acme", "bin: ../../bin/sh"),
      line: 7,
      field: "pairs[0].agent.recipe.bin",
      message: /plain program name/,
    },
    {
      name: "unknown placeholder",
      recipe: GOOD.replace("{{base_url}}", "{{secret}}"),
      line: 9,
      field: "pairs[0].agent.recipe.env.ACME_URL",
      message: /unknown placeholder \{\{secret\}\}/,
    },
    {
      name: "the instruction outside args",
      recipe: GOOD.replace("{{base_url}}", "{{instruction}}"),
      line: 9,
      field: "pairs[0].agent.recipe.env.ACME_URL",
      message: /unknown placeholder \{\{instruction\}\}/,
    },
    {
      name: "too many args",
      recipe: GOOD.replace('[run, "{{instruction}}"]', many(65)),
      line: 8,
      field: "pairs[0].agent.recipe.args",
      message: /at most 64/,
    },
    {
      name: "an unknown dialect",
      recipe: GOOD.replace("dialect: anthropic", "dialect: cohere"),
      line: 11,
      field: "pairs[0].agent.recipe.dialect",
      message: /openai/,
    },
    {
      name: "a file outside HOME",
      recipe: `${GOOD}\nfiles: [{ path: ../etc/x, content: "" }]`,
      line: 12,
      field: "pairs[0].agent.recipe.files[0].path",
      message: /under HOME/,
    },
  ])("$name", ({ recipe, line, field, message }) => {
    const err = errorOf(yaml(recipe));
    expect(err.exitCode).toBe(EXIT.invalidInput);
    expect({ line: err.where?.split(":")[1], field: err.field }).toEqual({ line: String(line), field });
    expect(err.message).toMatch(message);
  });

  it.each([
    ["a built-in's name", "name: kilo", "pairs[0].agent.name", /is built in/],
    ["a version beside it", "name: x\n      version: 1.0.0", "pairs[0].agent.version", /recipe.npm/],
    ["a command beside it", "name: x\n      command: [x]", "pairs[0].agent.command", /no command/],
  ])("refuses %s", (_, agent, field, message) => {
    const err = errorOf(yaml(GOOD, agent));
    expect(err.field).toBe(field);
    expect(err.message).toMatch(message);
  });

  it("an install that fails names the recipe's npm field, a built-in's its version", () => {
    const err = new Error("@acme/agent-cli@9.9.9 is not in the npm registry");
    expect(installError("pairs[0].agent", err, true).message).toBe(
      "pairs[0].agent.recipe.npm: @acme/agent-cli@9.9.9 is not in the npm registry",
    );
    expect(installError("pairs[0].agent", err).message).toMatch(/^pairs\[0\]\.agent\.version: /);
  });
});
