/**
 * `agent-loadtest merge <run-dir>... --out DIR --scenario FILE [--baseline-dir DIR] [--set path=value]`:
 * merge shard runs, then gate and report with the trusted scenario's settings (never the shards').
 */
import { resolve } from "node:path";
import { UserError } from "../errors.js";
import { mergeRuns } from "../pipeline/merge.js";
import { loadScenario } from "../scenario/load.js";
import { listFlag, parseFlags } from "./common.js";
import { mergeFlags } from "./flag-tables.js";
import { printOutcome } from "./outcome.js";

export async function mergeCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseFlags("merge", argv, mergeFlags);
  if (positionals.length === 0)
    throw new UserError("expects one or more run directories", undefined, "agent-loadtest merge");
  const trusted = await loadScenario(values.scenario as string, {
    set: listFlag(values.set),
    allowHostPaths: listFlag(values["allow-host-path"]),
  });
  const merged = await mergeRuns(
    positionals.map((p) => resolve(p)),
    resolve(values.out as string),
    { baselineDir: resolve(values["baseline-dir"] ?? "baselines"), trusted },
  );
  printOutcome({ ...merged, runId: merged.report.run_id });
  return merged.exitCode;
}
