/**
 * report.md, the PR comment and the job summary: one model, two sizes. Sections go in order of what
 * a reviewer needs first (verdict, KPIs, failing checks, top buckets); a section that does not fit the
 * budget is retried with fewer rows, then left out with a note, so the body always fits GitHub's limits.
 */

import { type Lang, lang, type MessageKey } from "../i18n/i18n.js";
import {
  type BucketRow,
  bucketRows,
  displayPaths,
  displayRoot,
  findingText,
  openLoopRates,
  reportWarnings,
  type WarningKind,
} from "./digest.js";
import { htmlLine, md, mdLines, mdProse } from "./escape.js";
import { delta, deltaPoints, evidenceText, kneeSentence, ms, num, pct, usd } from "./format.js";
import { intervalText, renderReason, shortReason } from "./reasons.js";
import type { Finding, GateCheck, Report } from "./schema.js";
import { sequentialTrace } from "./sequential.js";
import { sparkline } from "./sparkline.js";
import { targetSection } from "./target-markdown.js";

/** Hidden marker the Action finds its own comment by. */
export const COMMENT_MARKER = "<!-- agent-loadtest-action:report -->";
/** GitHub refuses comments over 65,536 characters; this leaves room for the Action's own lines. */
export const COMMENT_BUDGET = 60_000;
/** The job summary's limit is 1 MiB per step. */
export const SUMMARY_BUDGET = 1_000_000;

export interface MarkdownOptions {
  /** Budget of the whole body in UTF-8 bytes (never fewer than its characters). */
  budget?: number;
  /** Rows per table before folding the rest away. */
  maxRows?: number;
  marker?: boolean;
  /** Where the dashboard is (an artifact name or a path), for the closing line. */
  dashboard?: string;
  /** The command that reproduces the run. */
  reproduce?: string;
  /**
   * The folder paths are shown relative to (the repository); null shows them as recorded. Default:
   * the workspace in the Action (GITHUB_WORKSPACE), else the working directory.
   */
  root?: string | null;
}

const ICON = { pass: "✅", warn: "⚠️", fail: "❌", interrupted: "⏹️" } as const;
const SEVERITY = { info: "ℹ️", warn: "⚠️", critical: "🛑" } as const;

type Section = (r: Report, rows: number, L: Lang) => string;

/** The PR comment: under 60,000 characters whatever the run's size, with the hidden marker. */
export function renderComment(r: Report, o: Omit<MarkdownOptions, "budget" | "marker"> = {}): string {
  return renderMarkdown(r, { maxRows: 15, ...o, budget: COMMENT_BUDGET, marker: true });
}

/** The job summary: under 1 MiB, more rows. */
export function renderSummary(r: Report, o: Omit<MarkdownOptions, "budget"> = {}): string {
  return renderMarkdown(r, { maxRows: 200, marker: false, ...o, budget: SUMMARY_BUDGET });
}

export function renderMarkdown(report: Report, o: MarkdownOptions = {}): string {
  const r = displayPaths(report, o.root === undefined ? displayRoot(process.env, process.cwd()) : o.root);
  const budget = o.budget ?? SUMMARY_BUDGET;
  // A comment-sized budget gets short tables by default; the cut below still guards any size.
  const maxRows = o.maxRows ?? (budget <= COMMENT_BUDGET ? 15 : 50);
  const L = lang(r.locale);
  const sections: [MessageKey, Section][] = [
    ["section.verdict", headline],
    ["section.kpis", kpis],
    ["section.trends", trends],
    ["section.checks", checks],
    ["section.buckets", buckets],
    ["section.diagnosis", findings],
    ["section.target", targetSection],
    ["section.ai", aiSummary],
    ["section.journeys", journeys],
    ["section.steps", steps],
    ["section.stages", stages],
  ];
  const marker = o.marker === false ? "" : `${COMMENT_MARKER}\n`;
  const end = footer(r, o, L);
  const size = (s: string) => Buffer.byteLength(s, "utf8");
  const left: string[] = [];
  const note = (names: string[]) =>
    `\n_${L.t("cut.note", { budget: new Intl.NumberFormat(L.locale).format(budget), names: names.join(", ") })}_\n`;
  const reserve = size(end) + size(note(sections.slice(5).map(([name]) => L.t(name)))) + 16;
  let body = marker;
  for (const [name, section] of sections) {
    let text = "";
    // Fewer rows before nothing: the top rows of a long table are the ones a reviewer needs.
    for (const rows of [maxRows, 10, 3]) {
      text = section(r, Math.min(rows, maxRows), L);
      if (size(body) + size(text) + reserve <= budget) break;
      text = "";
    }
    if (text === "" && section(r, 3, L) !== "") left.push(L.t(name));
    if (text !== "") body += `${text}\n`;
  }
  if (left.length > 0) body += note(left);
  return body + end;
}

/** The verdict in words: `gate passed`, `gate failed: 2 checks failed`, in the report's language. */
export function verdictText(r: Report, L: Lang = lang(r.locale)): string {
  const failing = r.gate.checks.filter((c) => c.status === "fail").length;
  const warns = r.gate.checks.filter((c) => c.status === "warn").length;
  const checks =
    r.gate.status === "pass"
      ? L.t("verdict.pass")
      : r.gate.status === "warn"
        ? L.plural("verdict.warn", warns)
        : L.plural("verdict.fail", failing);
  // An interrupted run has no verdict of its own: its checks on the finished sessions are information.
  return r.verdict === "interrupted"
    ? L.t("verdict.interrupted_run", { n: r.sessions.total, checks })
    : checks;
}

function headline(r: Report, _rows: number, L: Lang): string {
  const n = r.sessions;
  const interrupted =
    r.interrupted && r.verdict !== "interrupted" ? ` · ⏹️ **${L.t("verdict.interrupted")}**` : "";
  const base = r.baseline?.found
    ? ` · ${L.t("headline.baseline", { ref: md(r.baseline.source?.commit ?? r.baseline.source?.sha ?? r.baseline.file, 60) })}`
    : r.baseline
      ? ` · ${L.t(r.baseline.refused ? `headline.baseline_refused.${r.baseline.refused}` : "headline.no_baseline")}`
      : "";
  const sessions = L.t("headline.sessions", {
    total: n.total,
    passed: n.passed,
    failed: n.failed,
    errored: n.errored,
    warmup:
      (n.warmup ? L.t("headline.warmup", { n: n.warmup }) : "") +
      (n.interrupted ? L.t("headline.cut_off", { n: n.interrupted }) : ""),
    runtime: md(r.runtime),
    duration: `${num(r.duration_s, 1, L)} ${L.t("unit.s")}`,
  });
  const llm = r.scenario.llm_mode ? ` · ${L.t(`headline.llm.${r.scenario.llm_mode}`)}` : "";
  return `## ${ICON[r.verdict]} agent-loadtest · ${md(r.scenario.name)} — ${verdictText(r, L)}${interrupted}

${sessions} \`${r.scenario.hash.replace(/`/g, "")}\`${llm}${base}
${
  r.sequential ? `\n${mdProse(sequentialTrace(r.sequential, L), 600)}\n` : ""
}${openLoop(r, L)}${otherRunner(r, L)}${runNotes(r, L)}`;
}

/** The report's warnings of one kind (digest.ts holds the one list the terminal prints too). */
const warningsOf = (r: Report, L: Lang, kind: WarningKind) =>
  reportWarnings(r, L).filter((w) => w.kind === kind);

/** A baseline from another machine kind: latency moved with the machine as much as with the change. */
function otherRunner(r: Report, L: Lang): string {
  return warningsOf(r, L, "runner")
    .map((w) => `\n> ⚠️ ${w.text((s) => md(s, 120))}\n`)
    .join("");
}

/** What the run warned about while it ran (a stage cut short, a breaker, an early stop), a few lines at most. */
function runNotes(r: Report, L: Lang): string {
  const notes = warningsOf(r, L, "note");
  const shown = notes.slice(0, 5).map((w) => `> ⚠️ ${w.text((s) => mdProse(s, 200))}\n`);
  const more =
    notes.length > shown.length ? `> ${L.t("notes.more", { n: notes.length - shown.length })}\n` : "";
  return shown.length ? `\n${shown.join("")}${more}` : "";
}

/** Open-loop runs say whether the load generator kept its schedule; if not, the latencies are not the target's. */
function openLoop(r: Report, L: Lang): string {
  if (!r.open_loop) return "";
  if (r.open_loop.valid) return `\n${L.t("open_loop.valid", { rates: openLoopRates(r, L) })}\n`;
  return warningsOf(r, L, "open_loop")
    .map((w) => `\n> [!WARNING]\n> **${w.lead}** ${w.text((s) => md(s, 300))}.\n`)
    .join("");
}

function kpis(r: Report, _rows: number, L: Lang): string {
  const b = r.baseline?.found ? r.baseline : null;
  const m = r.metrics;
  const bm = b?.metrics ?? {};
  const gated = gatedFigures(r);
  // 🔴/🟢 say "worse/better" where a rule decides on the figure; elsewhere the arrow alone tells the way.
  const marked = (figure: string, d: string) => (gated.has(figure) ? d : d.replace(/^(🔴|🟢) /u, ""));
  /** A figure of the run beside the baseline's, in its unit (milliseconds unless `show` says). */
  const lat = (
    label: string,
    metric: string,
    key: "mean" | "p50" | "p95" | "p99",
    show = (v: number | undefined) => ms(v, L),
  ) => [
    label,
    show(m[metric]?.[key]),
    b ? show(bm[metric]?.[key]) : "",
    b ? marked(`${metric}:${key}`, delta(m[metric]?.[key], bm[metric]?.[key], true, L)) : "",
  ];
  const rows = [
    [L.t("kpi.sessions"), String(r.sessions.total), b ? String(bm.e2e_ms?.count ?? "") : "", ""],
    [
      L.t("kpi.pass_rate"),
      pct(r.pass_rate, 1, L),
      b ? pct(b.pass_rate, 1, L) : "",
      b ? marked("pass_rate", deltaPoints(r.pass_rate, b.pass_rate, false, L)) : "",
    ],
    lat("e2e p50", "e2e_ms", "p50"),
    lat("e2e p95", "e2e_ms", "p95"),
    lat("e2e p99", "e2e_ms", "p99"),
  ];
  if (m.ttft_ms || bm.ttft_ms) rows.push(lat("TTFT p95", "ttft_ms", "p95"));
  if (r.economy) {
    // Cost and model use beside pass rate: per session, per passed task, calls, tokens.
    const count = (v: number | undefined) => num(v, 1, L);
    rows.push(
      lat(L.t("kpi.cost_session"), "cost_usd", "mean", (v) => usd(v, L)),
      [L.t("kpi.cost_pass"), usd(r.economy.cost_per_pass_usd, L), "", ""],
      lat(L.t("kpi.llm_calls"), "llm_calls", "p50", count),
      [L.t("kpi.tokens"), `${count(m.tokens_in?.p50)} / ${count(m.tokens_out?.p50)}`, "", ""],
    );
  }
  rows.push(
    [
      L.t("kpi.throughput"),
      `${num(r.throughput.stable_sps, 2, L)} / ${num(r.throughput.peak_sps, 2, L)} ${L.t("unit.sessions_per_s")}`,
      "",
      "",
    ],
    [L.t("kpi.peak_concurrency"), String(r.throughput.peak_concurrency), "", ""],
  );
  if (r.stages?.max_sustainable_concurrency != null)
    rows.push([L.t("kpi.max_sustainable"), maxSustainable(r.stages, L), "", ""]);
  const cols = [
    col(L.t("kpi.header")),
    col(L.t("kpi.this_run"), "r"),
    col(L.t("kpi.baseline"), "r"),
    col("Δ", "r"),
  ];
  return `${table(cols, rows).join("\n")}\n`;
}

/** The KPI figures a gating rule decides on (`e2e_ms:p95`, `pass_rate`): the rows whose change is marked. */
function gatedFigures(r: Report): Set<string> {
  const out = new Set<string>();
  const AGGREGATION: Record<string, string> = { med: "p50", rate: "rate" };
  for (const c of r.gate.checks) {
    if (c.advisory || c.metric.includes("{")) continue;
    const p = c.facts?.params ?? {};
    const history = /^(e2e|ttft)_(p\d+)$/.exec(c.metric);
    const [metric, stat] = history
      ? [`${history[1]}_ms`, history[2]]
      : [
          c.metric,
          typeof p.statistic === "string"
            ? p.statistic
            : typeof p.aggregation === "string"
              ? (AGGREGATION[p.aggregation] ?? p.aggregation.replace(/^p\((\d+)\)$/, "p$1"))
              : "",
        ];
    out.add(metric === "pass_rate" ? "pass_rate" : `${metric}:${stat}`);
  }
  return out;
}

interface Column {
  head: string;
  align: "l" | "r";
}
const col = (head: string, align: "l" | "r" = "l"): Column => ({ head, align });
/** A cell that shows nothing: empty, or the dash of a missing value. */
const blank = (cell: string) => cell.trim() === "" || cell === "–";

/** A GFM table without the columns no row fills: a column of blanks says nothing and costs width. */
function table(cols: Column[], rows: string[][]): string[] {
  const used = cols.map((_, i) => rows.some((row) => !blank(row[i] ?? "")));
  const pick = <T>(xs: T[]) => xs.filter((_, i) => used[i]);
  return [
    `| ${pick(cols.map((c) => c.head)).join(" | ")} |`,
    `|${pick(cols.map((c) => (c.align === "r" ? "---:" : "---"))).join("|")}|`,
    ...rows.map((row) => `| ${pick(row).join(" | ")} |`),
  ];
}

function trends(r: Report, _rows: number, L: Lang): string {
  const s = r.series;
  const stepS = s.step_ms / 1000;
  const peakSps = num(Math.max(0, ...s.completed.map((c, i) => (c + s.failed[i]) / stepS)), 2, L);
  const rows: [string, string, string][] = [
    [L.t("trend.concurrency"), sparkline(s.in_flight), L.t("trend.peak", { v: Math.max(0, ...s.in_flight) })],
    [
      L.t("trend.throughput"),
      sparkline(s.completed.map((c, i) => (c + s.failed[i]) / stepS)),
      L.t("trend.peak", { v: `${peakSps}${L.t("unit.per_s")}` }),
    ],
    ["e2e p95", sparkline(s.e2e_p95), ms(r.metrics.e2e_ms?.p95, L)],
  ];
  const hist = r.baseline?.history ?? [];
  const p95 = hist.map((h) => (typeof h.e2e_p95 === "number" ? h.e2e_p95 : null));
  if (p95.some((v) => v != null)) {
    rows.push([
      L.t("trend.history"),
      sparkline([...p95, r.metrics.e2e_ms?.p95 ?? null]),
      L.plural("trend.history_note", hist.length),
    ]);
  }
  const lines = rows
    .filter(([, line]) => line.trim() !== "")
    .map(([name, line, note]) => [name, `\`${line}\``, note]);
  if (lines.length === 0) return "";
  return [...table([col(L.t("trend.header")), col(""), col("")], lines), ""].join("\n");
}

function checks(r: Report, maxRows: number, L: Lang): string {
  if (r.gate.checks.length === 0) return "";
  const order = { fail: 0, warn: 1, pass: 2 } as const;
  const sorted = [...r.gate.checks].sort((a, b) => order[a.status] - order[b.status]);
  // Status by its icon, metric over rule: a comment is ~900 px wide, and every column costs its padding.
  const row = (c: GateCheck) => [
    `${ICON[c.status]} ${L.t(`status.${c.status}`)}${c.advisory ? ` ${L.t("checks.advisory")}` : ""}`,
    `${md(c.metric, 80)}<br>${md(c.rule, 80)}`,
    checkValue(c, c.observed, L),
    checkValue(c, c.baseline, L),
    intervalText(c, L),
    mdProse(shortReason(c, L), 400, true),
  ];
  const cols = [
    col(L.t("checks.status")),
    col(`${L.t("checks.metric")} · ${L.t("checks.rule")}`),
    col(L.t("checks.observed"), "r"),
    col(L.t("checks.baseline"), "r"),
    col(L.t("checks.interval")),
    col(L.t("checks.reason")),
  ];
  const notPassing = sorted.filter((c) => c.status !== "pass");
  const passed = sorted.filter((c) => c.status === "pass");
  const shown = notPassing.slice(0, maxRows);
  const rows = shown.map(row);
  if (notPassing.length === 0)
    rows.push([`${ICON.pass} ${L.t("status.pass")}`, L.t("checks.all"), "", "", "", ""]);
  const out = [`### ${L.t("checks.title")}`, "", ...table(cols, rows), ...fullReasons(shown, L)];
  const more = (n: number) => `_${L.t("more.in_report", { n })}_`;
  if (notPassing.length > maxRows) out.push("", more(notPassing.length - maxRows));
  if (passed.length > 0) {
    const kept = passed.slice(0, maxRows);
    out.push(
      "",
      `<details><summary>${L.plural("checks.passing", passed.length)}</summary>`,
      "",
      ...table(cols, kept.map(row)),
      ...fullReasons(kept, L),
      "",
      passed.length > maxRows ? `${more(passed.length - maxRows)}\n` : "",
      "</details>",
    );
  }
  return `${out.join("\n")}\n`;
}

/** Below a table, the whole reason of each check whose cell shows it short, folded under the check's name. */
function fullReasons(shown: GateCheck[], L: Lang): string[] {
  const out: string[] = [];
  for (const c of shown) {
    const full = renderReason(c, L);
    if (shortReason(c, L) === full) continue;
    out.push(
      "",
      `<details><summary>${ICON[c.status]} ${htmlLine(c.metric, 80)} · ${htmlLine(c.rule, 80)}</summary>`,
      "",
      mdProse(full, 2000),
      "",
      "</details>",
    );
  }
  return out;
}

/** A check's observed or baseline value in its metric's unit: a duration, a rate in percent, else a number. */
function checkValue(c: GateCheck, v: number | null, L: Lang): string {
  if (v == null) return "–";
  const p = c.facts?.params ?? {};
  if (p.aggregation === "count") return num(v, 3, L);
  if (p.unit === "ms" || /_ms($|\{)/.test(c.metric)) return ms(v, L);
  if (p.unit === "rate" || p.scale === "points" || /^pass_rate($|\{)/.test(c.metric)) return pct(v, 1, L);
  return num(v, 3, L);
}

function buckets(r: Report, maxRows: number, L: Lang): string {
  const entries = bucketRows(r);
  if (entries.length === 0) return "";
  const total = Math.max(1, r.sessions.total);
  const row = ({ bucket, count, example: ex }: BucketRow) => [
    md(bucket, 60),
    String(count),
    pct(count / total, 1, L),
    md(ex?.session, 80),
    md(ex?.message, 160),
  ];
  const cols = [
    col(L.t("buckets.bucket")),
    col(L.t("buckets.sessions"), "r"),
    col(L.t("buckets.share"), "r"),
    col(L.t("buckets.example")),
    col(L.t("buckets.message")),
  ];
  const top = Math.min(maxRows, 5);
  const out = [
    `### ${L.t("buckets.title", { n: entries.length })}`,
    "",
    ...table(cols, entries.slice(0, top).map(row)),
  ];
  const rest = entries.slice(top, maxRows);
  const more = (n: number) => `_${L.t("more.in_report", { n })}_`;
  if (rest.length === 0 && entries.length > top) out.push("", more(entries.length - top));
  if (rest.length > 0) {
    out.push(
      "",
      `<details><summary>${L.plural("buckets.more", entries.length - top)}</summary>`,
      "",
      ...table(cols, rest.map(row)),
      "",
      entries.length > maxRows ? `${more(entries.length - maxRows)}\n` : "",
      "</details>",
    );
  }
  return `${out.join("\n")}\n`;
}

function evidenceLine(f: Finding, L: Lang): string {
  return f.evidence.map((e) => md(evidenceText(e, L), 300)).join("; ");
}

export { findingText };

function findings(r: Report, maxRows: number, L: Lang): string {
  if (r.findings.length === 0) return "";
  const order = { critical: 0, warn: 1, info: 2 } as const;
  const sorted = [...r.findings].sort((a, b) => order[a.severity] - order[b.severity]);
  const lines = sorted.slice(0, maxRows).map((f) => {
    const { title, detail } = findingText(f, L);
    return `- ${SEVERITY[f.severity]} **${md(title, 200)}**${detail ? ` — ${md(detail, 400)}` : ""}\n  <sub>${L.t("findings.evidence")}: ${evidenceLine(f, L)}</sub>`;
  });
  if (sorted.length > maxRows) lines.push(`- _${L.t("more.in_report", { n: sorted.length - maxRows })}_`);
  return [`### ${L.t("findings.title")}`, "", ...lines, ""].join("\n");
}

function aiSummary(r: Report, maxRows: number, L: Lang): string {
  const s = r.ai_summary;
  if (!s?.text) return "";
  return [
    `<details${maxRows >= 10 ? " open" : ""}><summary>🤖 ${L.t("ai.summary", { model: s.model ? htmlLine(s.model, 60) : L.t("ai.an_llm") })}</summary>`,
    "",
    mdLines(s.text, maxRows >= 10 ? 60 : 10),
    "",
    "</details>",
    "",
  ].join("\n");
}

/** The tag sessions are grouped into journeys by: the pair's scenario tag, else task, else agent. */
export function journeyBreakdown(r: Report): { tag: string; entries: Report["breakdown"][string] } | null {
  if (r.breakdown.scenario) return { tag: "scenario", entries: r.breakdown.scenario };
  for (const tag of ["journey", "task", "agent"]) {
    const e = r.breakdown[tag];
    if (e && Object.keys(e).length > 1) return { tag, entries: e };
  }
  return null;
}

function journeys(r: Report, maxRows: number, L: Lang): string {
  const j = journeyBreakdown(r);
  if (!j) return "";
  const all = Object.entries(j.entries).sort(([, a], [, b]) => b.sessions - a.sessions);
  const rows = all.slice(0, maxRows).map(([name, e]) => {
    const top = Object.entries(e.error_buckets).sort(([, a], [, b]) => b - a)[0];
    return [
      md(name, 80),
      String(e.sessions),
      pct(e.pass_rate, 1, L),
      ms(e.e2e_ms?.p50, L),
      ms(e.e2e_ms?.p95, L),
      ms(e.ttft_ms?.p95, L),
      top ? `${md(top[0], 40)} (${top[1]})` : "",
    ];
  });
  const cols = [
    col(L.t("journeys.journey")),
    col(L.t("kpi.sessions"), "r"),
    col(L.t("kpi.pass_rate"), "r"),
    col("e2e p50", "r"),
    col("e2e p95", "r"),
    col("TTFT p95", "r"),
    col(L.t("journeys.top_bucket")),
  ];
  return detailsTable(
    L.t("journeys.title", { n: all.length, tag: htmlLine(j.tag) }),
    table(cols, rows),
    all.length - maxRows,
    L,
  );
}

/** An open <details> block holding a table, with a "more in the report" line for `hidden` > 0 rows left out. */
function detailsTable(summary: string, lines: string[], hidden: number, L: Lang): string {
  return [
    `<details open><summary>${summary}</summary>`,
    "",
    ...lines,
    hidden > 0 ? `\n_${L.t("more.in_report", { n: hidden })}_` : "",
    "",
    "</details>",
    "",
  ].join("\n");
}

/** Multi-step tasks: each step's sessions, passes, mean reward and phase times. */
function steps(r: Report, maxRows: number, L: Lang): string {
  const all = r.steps ?? [];
  if (!all.length) return "";
  const rows = all
    .slice(0, maxRows)
    .map((s) => [
      md(s.task, 60),
      md(s.step, 60),
      String(s.sessions),
      String(s.passed),
      num(s.reward_mean, 3, L),
      ms(s.agent_exec_ms_mean, L),
      ms(s.verify_ms_mean, L),
    ]);
  const cols = [
    col(L.t("steps.task")),
    col(L.t("steps.step")),
    col(L.t("kpi.sessions"), "r"),
    col(L.t("steps.passed"), "r"),
    col(L.t("steps.reward"), "r"),
    col(L.t("steps.agent_exec"), "r"),
    col(L.t("steps.verify"), "r"),
  ];
  return detailsTable(L.t("steps.title", { n: all.length }), table(cols, rows), all.length - maxRows, L);
}

function stages(r: Report, maxRows: number, L: Lang): string {
  const st = r.stages;
  if (!st || st.steps.length === 0) return "";
  const rows = st.steps
    .slice(0, Math.max(maxRows, 10))
    .map((s) => [
      String(s.stage),
      String(s.concurrency),
      String(s.sessions),
      num(s.throughput_sps, 2, L),
      ms(s.e2e_ms?.p95, L),
      ms(s.ttft_ms?.p95, L),
      pct(s.error_rate, 1, L),
      `${s.slo ? L.t(`status.${s.slo}`) : ""}${s.knee ? ` · ${L.t("stages.knee")}` : ""}${s.break ? ` · ${L.t("stages.break")}` : ""}${s.breaching_metric ? ` (${md(s.breaching_metric, 40)})` : ""}`,
    ]);
  const extra = [
    // A report from before the knee said why: its knee, unexplained.
    !st.knee_why && st.knee_concurrency != null ? L.t("stages.knee_at", { n: st.knee_concurrency }) : "",
    st.break_concurrency != null ? L.t("stages.break_at", { n: st.break_concurrency }) : "",
    st.breaching_metric ? L.t("stages.first_breach", { metric: md(st.breaching_metric) }) : "",
  ].filter(Boolean);
  const cols = [
    ...[
      L.t("stages.stage"),
      L.t("stages.concurrency"),
      L.t("kpi.sessions"),
      L.t("unit.sessions_per_s"),
      "e2e p95",
      "TTFT p95",
      L.t("journeys.errors"),
    ].map((h) => col(h, "r")),
    col(L.t("stages.slo")),
  ];
  return [
    `### ${L.t("stages.title", { strategy: md(st.strategy) })} **${maxSustainable(st, L)}**${extra.map((e) => `, ${e}`).join("")}`,
    "",
    ...(st.knee_why ? [kneeSentence(st.knee_why, L), ""] : []),
    ...table(cols, rows),
    "",
  ].join("\n");
}

function footer(r: Report, o: MarkdownOptions, L: Lang): string {
  const lines = [];
  const reproduce = o.reproduce ?? r.reproduce;
  if (reproduce) lines.push(`${L.t("footer.reproduce")}: \`${reproduce.replace(/[`\r\n]/g, " ")}\``);
  if (o.dashboard) lines.push(`${L.t("footer.dashboard")}: ${md(o.dashboard)}`);
  lines.push(`<sub>${L.t("footer.run", { id: md(r.run_id), at: md(r.generated_at) })}</sub>`);
  return `${lines.join(" · ")}\n`;
}

/**
 * find_max's answer: a stage that held below one that breached, or, when every stage held, a floor
 * (the limit lies beyond the last stage) rather than a ceiling the run never found.
 */
export function maxSustainable(st: NonNullable<Report["stages"]>, L: Lang = lang()): string {
  const max = st.max_sustainable_concurrency;
  if (max == null) return L.t("kpi.none");
  const found = st.strategy !== "find_max" || st.steps.some((s) => s.slo === "fail");
  return found ? String(max) : L.t("kpi.floor", { n: max });
}
