/** `agent-loadtest demo`: the quickstart scenario on the embedded default — mock LLM, example agent, no Docker. */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { InfraError } from "../errors.js";
import { runScenario } from "../pipeline/run.js";
import { loadScenario } from "../scenario/load.js";
import { DEFAULT_OUTPUT_DIR } from "../scenario/schema.js";
import { parseFlags } from "./common.js";
import type { FlagTable } from "./flags.js";
import { printOutcome, runFlags, withLocale, withSignals } from "./run.js";

/** The package root: two levels above both src/cli/demo.ts and the bundle in dist/cli/. */
export function packageRoot(): string {
  return join(dirname(fileURLToPath(import.meta.url)), "..", "..");
}

export const demoFlags = {
  out: { type: "string", value: "DIR", help: "folder the run directory is made in (default: runs)" },
  locale: runFlags.locale,
} as const satisfies FlagTable;

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
