/** What every command that ends in a verdict prints: `run`, `demo`, `report`, `merge`. */
import { relative } from "node:path";
import type { RunOutcome } from "../pipeline/run.js";
import { summaryLines } from "../report/terminal-summary.js";

/** The run's summary on stdout (src/report/terminal-summary.ts), paths relative to where the user is. */
export function printOutcome(o: RunOutcome): void {
  const rel = (p: string) => relative(process.cwd(), p) || ".";
  const lines = summaryLines(o.report, {
    runDir: rel(o.runDir),
    reportMd: rel(o.files.reportMd),
    reportJson: rel(o.files.reportJson),
  });
  for (const line of lines) console.log(line);
}
