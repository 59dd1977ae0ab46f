/** `agent-loadtest validate <scenario.yaml>`: schema and preflight; runs nothing, creates nothing. */
import { UserError } from "../errors.js";
import { preflight } from "../pipeline/preflight.js";
import { describeLoad, undecidableRules } from "../pipeline/run.js";
import { loadScenario } from "../scenario/load.js";
import { listFlag, parseFlags } from "./common.js";
import { validateFlags } from "./flag-tables.js";

export async function validateCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseFlags("validate", argv, validateFlags);
  if (positionals.length !== 1)
    throw new UserError("expects exactly one scenario file", undefined, "agent-loadtest validate");
  await validateScenario(positionals[0], listFlag(values.set), listFlag(values["allow-host-path"]));
  return 0;
}

/** Loads and preflights a scenario, prints its warnings and the `ok:` line; throws what `validate` exits on. */
export async function validateScenario(
  file: string,
  set: string[] = [],
  allowHostPaths: string[] = [],
): Promise<void> {
  const loaded = await loadScenario(file, { set, allowHostPaths });
  const warnings = [...(loaded.warnings ?? []), ...(await preflight(loaded)), ...undecidableRules(loaded)];
  for (const w of warnings) console.error(`warning: ${w}`);
  const sessions = loaded.pairs.reduce((a, p) => a + p.sessions, 0);
  const tasks = new Set(loaded.pairs.flatMap((p) => p.tasks.map((t) => t.dir))).size;
  console.log(
    `ok: ${loaded.scenario.name} (${loaded.scenario.mode}, ${loaded.pairs.length} pair${loaded.pairs.length === 1 ? "" : "s"}, ${tasks} task${tasks === 1 ? "" : "s"}, ${describeLoad(
      loaded.scenario.load,
      sessions,
      loaded.pairs.some((p) => p.budget),
    )}, runtime ${loaded.scenario.runtime.type}) · hash ${loaded.hash}`,
  );
}
