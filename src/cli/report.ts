/** `agent-loadtest report <run-dir> [--baseline-dir DIR]`: rebuild every report and the verdict from events.jsonl. */
import { resolve } from "node:path";
import { UserError } from "../errors.js";
import { finalizeRun } from "../pipeline/finalize.js";
import { parseFlags } from "./common.js";
import { reportFlags } from "./flag-tables.js";
import { printOutcome } from "./outcome.js";

export async function reportCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseFlags("report", argv, reportFlags);
  if (positionals.length !== 1)
    throw new UserError("expects exactly one run directory", undefined, "agent-loadtest report");
  const runDir = resolve(positionals[0]);
  const fin = await finalizeRun(runDir, { baselineDir: resolve(values["baseline-dir"] ?? "baselines") });
  printOutcome({ ...fin, runDir, runId: fin.report.run_id });
  return fin.exitCode;
}
