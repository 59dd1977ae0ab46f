/**
 * The run's summary as the CLI prints it after the run: the verdict, the sessions and the figures the
 * gate tested, the checks that did not pass, the top error buckets with the first message of each,
 * every warning report.md shows (digest.ts, the one list), and where the files are.
 */

import { lang } from "../i18n/i18n.js";
import { bucketRows, reportWarnings } from "./digest.js";
import { plain } from "./escape.js";
import { ms, pct } from "./format.js";
import type { Report } from "./schema.js";

/** Buckets named in the terminal; report.md lists the rest. */
export const TOP_BUCKETS = 3;

export interface SummaryPaths {
  runDir: string;
  reportMd: string;
  reportJson: string;
}

export function summaryLines(r: Report, paths: SummaryPaths): string[] {
  // The report's own formatters, so a figure reads the same here as in report.md ("766 ms", a bare "–").
  const L = lang(r.locale);
  const icon = {
    pass: "PASS",
    warn: "PASS (with warnings)",
    fail: "FAIL",
    interrupted: `INTERRUPTED (checks on the finished sessions, for information: ${r.gate.status})`,
  }[r.verdict];
  const s = r.sessions;
  const lines = [
    `verdict: ${icon}`,
    `sessions: ${s.total} (passed ${s.passed}, failed ${s.failed}, errored ${s.errored}${s.interrupted ? `; ${s.interrupted} interrupted, not counted` : ""}) · pass rate ${pct(r.pass_rate, 1, L)} · e2e p95 ${ms(r.metrics.e2e_ms?.p95, L)} · ttft p95 ${ms(r.metrics.ttft_ms?.p95, L)}`,
  ];
  for (const c of r.gate.checks.filter((c) => c.status !== "pass"))
    lines.push(`  ${c.status.toUpperCase()} ${c.metric} ${c.rule}: ${c.reason}`);
  lines.push(...bucketLines(r), ...warningLines(r));
  lines.push(`run dir: ${paths.runDir}`, `report: ${paths.reportMd} (json: ${paths.reportJson})`);
  return lines;
}

/** `errors: stream_parse 8 — <first message> (session <id>)`, the largest buckets first. */
function bucketLines(r: Report): string[] {
  const rows = bucketRows(r);
  if (rows.length === 0) return [];
  const lines = rows.slice(0, TOP_BUCKETS).map(({ bucket, count, example }) => {
    const first = example?.message ? ` — ${plain(example.message, 200)}` : "";
    const session = example ? ` (session ${plain(example.session, 80)})` : "";
    return `  ${plain(bucket, 60)} ${count}${first}${session}`;
  });
  const more = rows.length - TOP_BUCKETS;
  if (more > 0) lines.push(`  … ${more} more bucket${more === 1 ? "" : "s"} in report.md`);
  return [`errors (${rows.length} bucket${rows.length === 1 ? "" : "s"}, first message of each):`, ...lines];
}

function warningLines(r: Report): string[] {
  const L = lang(r.locale);
  return reportWarnings(r, L).map((w) => {
    const text = w.text((s) => plain(s, 300));
    return `warning: ${w.lead ? `${w.lead} ${text}` : text}`;
  });
}
