/**
 * report.md, the PR comment and the job summary: one model, two sizes. Sections go in order of what
 * a reviewer needs first (verdict, KPIs, failing checks, top buckets); whatever does not fit the
 * budget is cut with a note, so the comment always stays under GitHub's limit.
 */
import { md } from "./escape.js";
import { delta, ms, num, pct } from "./format.js";
import type { Report } from "./schema.js";
import { sparkline } from "./sparkline.js";

/** Hidden marker the Action finds its own comment by. */
export const COMMENT_MARKER = "<!-- agent-loadtest-action:report -->";
export const COMMENT_BUDGET = 60_000;
export const SUMMARY_BUDGET = 1_000_000;

export interface MarkdownOptions {
  /** Character budget of the whole body. */
  budget?: number;
  /** Rows per table before folding the rest away. */
  maxRows?: number;
  marker?: boolean;
  /** Where the dashboard is (an artifact name or a path), for the closing line. */
  dashboard?: string;
  /** The command that reproduces the run. */
  reproduce?: string;
}

const ICON = { pass: "✅", warn: "⚠️", fail: "❌" } as const;

export function renderMarkdown(r: Report, o: MarkdownOptions = {}): string {
  const budget = o.budget ?? SUMMARY_BUDGET;
  const maxRows = o.maxRows ?? 50;
  const sections = [
    headline(r),
    kpis(r),
    trends(r),
    checks(r, maxRows),
    buckets(r, maxRows),
    journeys(r, maxRows),
    stages(r),
    footer(r, o),
  ].filter((s) => s !== "");
  const marker = o.marker === false ? "" : `${COMMENT_MARKER}\n`;
  let body = marker;
  for (const s of sections) {
    const note = `\n_Report cut to fit ${budget.toLocaleString("en-US")} characters; the full report is in report.md and dashboard.html._\n`;
    if (body.length + s.length + note.length + 2 > budget) {
      body += note;
      break;
    }
    body += `${s}\n`;
  }
  return body;
}

function headline(r: Report): string {
  const n = r.sessions;
  const failing = r.gate.checks.filter((c) => c.status === "fail").length;
  const warns = r.gate.checks.filter((c) => c.status === "warn").length;
  const what =
    r.verdict === "pass"
      ? "gate passed"
      : r.verdict === "warn"
        ? `gate passed with ${warns} warning${warns === 1 ? "" : "s"}`
        : `gate failed: ${failing} check${failing === 1 ? "" : "s"} failed`;
  const interrupted = r.interrupted ? " · ⏹️ **interrupted**" : "";
  return `## ${ICON[r.verdict]} agent-loadtest · ${md(r.scenario.name)} — ${what}${interrupted}

${n.total} sessions (${n.passed} passed, ${n.failed} failed, ${n.errored} errored${n.warmup ? `, ${n.warmup} warm-up excluded` : ""}) on the ${md(r.runtime)} runtime in ${num(r.duration_s, 1)} s · scenario \`${r.scenario.hash}\`
`;
}

function kpis(r: Report): string {
  const b = r.baseline?.found ? r.baseline : null;
  const m = r.metrics;
  const bm = b?.metrics ?? {};
  const row = (name: string, value: string, base: string, d: string) =>
    `| ${name} | ${value} | ${base} | ${d} |`;
  const lat = (label: string, metric: string, key: "p50" | "p95" | "p99") =>
    row(
      label,
      ms(m[metric]?.[key]),
      b ? ms(bm[metric]?.[key]) : "",
      b ? delta(m[metric]?.[key], bm[metric]?.[key]) : "",
    );
  return [
    "| KPI | this run | baseline | Δ |",
    "|---|---:|---:|---:|",
    row("sessions", String(r.sessions.total), "", ""),
    row(
      "pass rate",
      pct(r.pass_rate),
      b ? pct(b.pass_rate) : "",
      b ? delta(r.pass_rate, b.pass_rate, false) : "",
    ),
    lat("e2e p50", "e2e_ms", "p50"),
    lat("e2e p95", "e2e_ms", "p95"),
    lat("e2e p99", "e2e_ms", "p99"),
    lat("TTFT p95", "ttft_ms", "p95"),
    row(
      "throughput (stable / peak)",
      `${num(r.throughput.stable_sps)} / ${num(r.throughput.peak_sps)} sessions/s`,
      "",
      "",
    ),
    row("peak concurrency", String(r.throughput.peak_concurrency), "", ""),
    "",
  ].join("\n");
}

function trends(r: Report): string {
  const s = r.series;
  const rows = [
    ["concurrency", sparkline(s.in_flight), `peak ${Math.max(0, ...s.in_flight)}`],
    ["throughput", sparkline(s.completed), `peak ${Math.max(0, ...s.completed)}/s`],
    ["e2e p95", sparkline(s.e2e_p95), ms(r.metrics.e2e_ms?.p95)],
  ];
  const hist = r.baseline?.history ?? [];
  if (hist.length > 1) {
    const p95 = hist.map((h) => (typeof h.e2e_p95 === "number" ? h.e2e_p95 : null));
    rows.push([
      "baseline history e2e p95",
      sparkline([...p95, r.metrics.e2e_ms?.p95 ?? null]),
      `${hist.length} runs + this`,
    ]);
  }
  const lines = rows
    .filter(([, line]) => line !== "")
    .map(([name, line, note]) => `| ${name} | \`${line}\` | ${note} |`);
  if (lines.length === 0) return "";
  return ["| over time | | |", "|---|---|---|", ...lines, ""].join("\n");
}

function checks(r: Report, maxRows: number): string {
  if (r.gate.checks.length === 0) return "";
  const order = { fail: 0, warn: 1, pass: 2 } as const;
  const sorted = [...r.gate.checks].sort((a, b) => order[a.status] - order[b.status]);
  const row = (c: Report["gate"]["checks"][number]) =>
    `| ${ICON[c.status]} | ${md(c.metric)} | ${md(c.rule)} | ${fmtValue(c.metric, c.observed)} | ${fmtValue(c.metric, c.baseline)} | ${c.interval ? `[${num(c.interval[0], 3)}, ${num(c.interval[1], 3)}]` : ""} | ${md(c.reason, 300)} |`;
  const head = [
    "### Gate checks",
    "",
    "| | metric | rule | observed | baseline | interval | reason |",
    "|---|---|---|---:|---:|---|---|",
  ];
  const shown = sorted.filter((c) => c.status !== "pass").slice(0, maxRows);
  const passed = sorted.filter((c) => c.status === "pass");
  const out = [...head, ...shown.map(row)];
  if (passed.length > 0) {
    out.push(
      "",
      `<details><summary>${passed.length} passing check${passed.length === 1 ? "" : "s"}</summary>`,
      "",
      ...head.slice(2),
      ...passed.slice(0, maxRows).map(row),
      "",
      "</details>",
    );
  }
  return `${out.join("\n")}\n`;
}

function fmtValue(metric: string, v: number | null): string {
  if (v == null) return "–";
  return metric.endsWith("_ms") || metric.includes("_ms{") ? ms(v) : num(v, 3);
}

function buckets(r: Report, maxRows: number): string {
  const entries = Object.entries(r.error_buckets).sort(([, a], [, b]) => b - a);
  if (entries.length === 0) return "";
  const lines = entries.slice(0, maxRows).map(([bucket, count]) => {
    const ex = r.error_examples[bucket];
    return `| ${md(bucket)} | ${count} | ${ex ? `\`${md(ex.session)}\`` : ""} | ${md(ex?.message, 160)} |`;
  });
  const more = entries.length > maxRows ? `\n_${entries.length - maxRows} more buckets in report.json._` : "";
  return [
    "### Error buckets",
    "",
    "| bucket | sessions | example | message |",
    "|---|---:|---|---|",
    ...lines,
    more,
    "",
  ].join("\n");
}

function journeys(r: Report, maxRows: number): string {
  const by =
    r.breakdown.scenario ??
    (Object.keys(r.breakdown.task ?? {}).length > 1 ? r.breakdown.task : null) ??
    (Object.keys(r.breakdown.agent ?? {}).length > 1 ? r.breakdown.agent : null);
  if (!by) return "";
  const rows = Object.entries(by)
    .slice(0, maxRows)
    .map(
      ([name, e]) =>
        `| ${md(name)} | ${e.sessions} | ${pct(e.pass_rate)} | ${ms(e.e2e_ms?.p50)} | ${ms(e.e2e_ms?.p95)} | ${ms(e.ttft_ms?.p95)} |`,
    );
  return [
    "<details open><summary>Per journey</summary>",
    "",
    "| journey | sessions | pass rate | e2e p50 | e2e p95 | TTFT p95 |",
    "|---|---:|---:|---:|---:|---:|",
    ...rows,
    "",
    "</details>",
    "",
  ].join("\n");
}

function stages(r: Report): string {
  const st = r.stages;
  if (!st || st.steps.length === 0) return "";
  const rows = st.steps.map(
    (s) =>
      `| ${s.stage} | ${s.concurrency} | ${s.sessions} | ${num(s.throughput_sps)} | ${ms(s.e2e_ms?.p95)} | ${ms(s.ttft_ms?.p95)} | ${pct(s.error_rate)} | ${s.slo ?? ""}${s.knee ? " · knee" : ""}${s.break ? " · break" : ""} |`,
  );
  const max = st.max_sustainable_concurrency;
  return [
    `### Stages (${md(st.strategy)})${max != null ? ` — max sustainable concurrency **${max}**` : ""}${st.breaching_metric ? `, first breach: ${md(st.breaching_metric)}` : ""}`,
    "",
    "| stage | concurrency | sessions | sessions/s | e2e p95 | TTFT p95 | errors | |",
    "|---:|---:|---:|---:|---:|---:|---:|---|",
    ...rows,
    "",
  ].join("\n");
}

function footer(r: Report, o: MarkdownOptions): string {
  const lines = [];
  if (o.reproduce) lines.push(`Reproduce: \`${o.reproduce.replace(/`/g, "")}\``);
  if (o.dashboard) lines.push(`Dashboard: ${md(o.dashboard)}`);
  lines.push(`<sub>run \`${md(r.run_id)}\` · generated ${r.generated_at}</sub>`);
  return `${lines.join(" · ")}\n`;
}
