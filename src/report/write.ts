/** Writes every report of a run directory from one Report model. */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { RunResult } from "../metrics/types.js";
import { renderMarkdown } from "./markdown.js";
import type { Report } from "./schema.js";

export interface ReportFiles {
  reportJson: string;
  reportMd: string;
}

export function writeReports(runDir: string, report: Report, run: RunResult): ReportFiles {
  void run;
  const files = { reportJson: join(runDir, "report.json"), reportMd: join(runDir, "report.md") };
  writeFileSync(files.reportJson, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(files.reportMd, renderMarkdown(report, { marker: false, dashboard: "dashboard.html" }));
  return files;
}
