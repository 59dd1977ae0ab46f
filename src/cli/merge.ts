/** `agent-loadtest merge <run-dir>... --out DIR [--baseline-dir DIR]`: merge shard runs, then gate and report. */
import { resolve } from "node:path";
import { UserError } from "../errors.js";
import { mergeRuns } from "../pipeline/merge.js";
import { parseFlags } from "./common.js";
import { printOutcome } from "./run.js";

export async function mergeCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseFlags("merge", argv, {
    out: { type: "string" },
    "baseline-dir": { type: "string" },
  });
  if (positionals.length === 0)
    throw new UserError("expects one or more run directories", undefined, "agent-loadtest merge");
  if (!values.out) throw new UserError("is required", undefined, "--out");
  const merged = await mergeRuns(
    positionals.map((p) => resolve(p)),
    resolve(values.out),
    { baselineDir: resolve(values["baseline-dir"] ?? "baselines") },
  );
  printOutcome({ ...merged, runId: merged.report.run_id });
  return merged.exitCode;
}
