/** `run`, `demo` and `serve` agree on the run folder with no flags: the console lists what the others wrote. */
import { describe, expect, it } from "vitest";
import { serveFlags } from "../../../src/cli/flag-tables.js";
import { DEFAULT_OUTPUT_DIR } from "../../../src/scenario/defaults.js";
import { parseScenario } from "../../../src/scenario/parse.js";

describe("the default run folder", () => {
  it("is a scenario's output_dir and serve's (demo writes there too)", () => {
    const { scenario } = parseScenario(
      "name: x\npairs:\n  - agent: { name: nop }\n    task: t\n",
      "s.yaml",
      {},
    );
    expect(scenario.output_dir).toBe(DEFAULT_OUTPUT_DIR);
    expect(serveFlags["output-dir"].default).toBe(DEFAULT_OUTPUT_DIR);
  });
});
