/** `agent-loadtest demo`: the quickstart scenario on the embedded default — mock LLM, example agent, no Docker. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { InfraError } from "../errors.js";
import { runScenario } from "../pipeline/run.js";
import { DEFAULT_OUTPUT_DIR } from "../scenario/defaults.js";
import { loadScenario } from "../scenario/load.js";
import { parseFlags } from "./common.js";
import { demoFlags } from "./flag-tables.js";
import { printOutcome } from "./outcome.js";
import { packageRoot } from "./package.js";
import { withLocale, withSignals } from "./run.js";

export async function demoCommand(argv: string[]): Promise<number> {
  const { values } = parseFlags("demo", argv, demoFlags);
  const file = join(packageRoot(), "examples", "quickstart.yaml");
  if (!existsSync(file))
    throw new InfraError(`the quickstart scenario is missing at ${file}: reinstall the package`);
  const loaded = await loadScenario(file, { set: withLocale([], values.locale) });
  console.error(`demo: ${loaded.scenario.description ?? loaded.scenario.name}`);
  const out = await withSignals((signal) =>
    runScenario(loaded, {
      outDir: values.out ?? DEFAULT_OUTPUT_DIR,
      signal,
      log: (l) => console.error(l),
      // The scenario lives inside the package: the command that reruns it anywhere is the demo itself.
      reproduce: `npx agent-loadtest demo${values.locale ? ` --locale ${values.locale}` : ""}`,
    }),
  );
  printOutcome(out.result);
  return out.exitCode ?? out.result.exitCode;
}
