/** A mistyped command or flag: one line with the closest name, exit 2, never a stack trace. */
import { describe, expect, it } from "vitest";
import { COMMANDS } from "../../../src/cli/commands.js";
import { cli } from "../../support/cli-main.js";

describe("a mistyped command", () => {
  it.each([
    [["rnu"], 'error: unknown command "rnu" — did you mean "run"?'],
    [["vaildate", "x.yaml"], 'error: unknown command "vaildate" — did you mean "validate"?'],
    [["serv"], 'error: unknown command "serv" — did you mean "serve"?'],
    [["valid"], 'error: unknown command "valid" — did you mean "validate"?'],
    [["Demo"], 'error: unknown command "Demo" — did you mean "demo"?'],
    [["frobnicate"], `error: unknown command "frobnicate"; one of ${COMMANDS.map((c) => c.name).join(", ")}`],
    [["run", "--quite", "x.yaml"], "error: agent-loadtest run: unknown flag --quite — did you mean --quiet?"],
    [
      ["run", "--progres=off", "x.yaml"],
      "error: agent-loadtest run: unknown flag --progres — did you mean --progress?",
    ],
    [
      ["run", "--frobnicate", "x.yaml"],
      "error: agent-loadtest run: unknown flag --frobnicate; --help lists the flags",
    ],
    [["run", "-z", "x.yaml"], "error: agent-loadtest run: unknown flag -z; --help lists the flags"],
  ])("%j", async (argv, line) => {
    const { code, lines } = await cli(argv);
    expect(code).toBe(2);
    expect(lines).toEqual([line]);
  });
});
