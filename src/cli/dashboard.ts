/** `agent-loadtest dashboard <run-dir> [--output FILE]`: (re)write a run's dashboard.html from report.json and events.jsonl. */
import { existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { EXIT, UserError } from "../errors.js";
import { readRun } from "../pipeline/read-run.js";
import { readRunReport, renderRunDashboard } from "../report/write.js";
import { parseFlags } from "./common.js";
import { dashboardFlags } from "./flag-tables.js";

export async function dashboardCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseFlags("dashboard", argv, dashboardFlags);
  if (positionals.length !== 1)
    throw new UserError("expects exactly one run directory", undefined, "agent-loadtest dashboard");
  const runDir = resolve(positionals[0]);
  const report = readRunReport(runDir);
  // Without events.jsonl the charts still draw from report.json; only the sessions table is empty.
  const run = existsSync(join(runDir, "events.jsonl"))
    ? readRun(runDir).run
    : { sessions: [], scenarioConfig: null };
  const out = resolve(values.output ?? join(runDir, "dashboard.html"));
  writeFileSync(out, renderRunDashboard(runDir, report, run));
  console.log(`dashboard: ${out}`);
  return EXIT.pass;
}
