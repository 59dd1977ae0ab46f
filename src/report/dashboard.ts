/**
 * dashboard.html: one self-contained file that opens offline. The report model and a compact sessions
 * table are embedded as JSON; the inline script (src/web/dashboard/, bundled) draws SVG charts, the
 * table and the header's links to the sections it drew.
 * A Content-Security-Policy allows only that script and no network at all, so a string that slipped
 * past escaping still could not run or call home.
 */
import { createHash } from "node:crypto";
import { PHASES, SPAN_KINDS } from "../events/events.js";
import { CATALOGS, lang, type MessageKey } from "../i18n/i18n.js";
import type { SessionList } from "../metrics/session-table.js";
import type { SessionRecord } from "../metrics/types.js";
import { selectInPlace } from "../stats/quantiles.js";
import { DASHBOARD_SCRIPT } from "./bundles.generated.js";
import { html, scriptJson } from "./escape.js";
import { evidenceText, num } from "./format.js";
import { findingText, journeyBreakdown, verdictText } from "./markdown.js";
import { renderReason } from "./reasons.js";
import type { Report } from "./schema.js";

export interface DashboardOptions {
  /** Log excerpts by session id (already capped by the reader). */
  logs?: Record<string, string>;
  /** Characters of an error message kept per session. */
  maxErrorChars?: number;
  /** Sessions the table holds (shownSessions); the rest are counted. */
  maxRows?: number;
  /** shownSessions(sessions, maxRows), when the caller has it already. */
  shown?: SessionRecord[];
}

/** Sessions a dashboard's table holds: past this the file would grow with the run. */
export const DASHBOARD_ROWS = 5000;

/**
 * The sessions a dashboard shows, a bounded number: every judged-or-not session that is not a warm-up
 * when they fit, else the failed and errored first (in start order), then the slowest passed ones.
 * The log excerpts are read for these only.
 */
export function shownSessions(sessions: SessionList, max = DASHBOARD_ROWS): SessionRecord[] {
  // Passes over the sessions rather than filtered copies: a million-session run holds no second list.
  let gated = 0;
  let passed = 0;
  for (const x of sessions) {
    if (x.warmup) continue;
    gated++;
    if (x.status === "passed") passed++;
  }
  if (gated <= max) {
    const all: SessionRecord[] = [];
    for (const x of sessions) if (!x.warmup) all.push(x);
    return all;
  }
  const bad: SessionRecord[] = [];
  for (const x of sessions) if (bad.length < max && !x.warmup && x.status !== "passed") bad.push(x);
  const room = max - bad.length;
  if (room <= 0) return bad;
  const isPassed = (x: SessionRecord) => !x.warmup && x.status === "passed";
  // The room-th slowest e2e (selected, not sorted: no second buffer): sessions at or above it fill the
  // rest, first in start order.
  const e2e = new Float64Array(passed);
  let k = 0;
  for (const x of sessions) if (isPassed(x)) e2e[k++] = x.e2e_ms;
  const cut = selectInPlace(e2e, Math.max(0, e2e.length - room));
  const slow: SessionRecord[] = [];
  for (const x of sessions) if (isPassed(x) && x.e2e_ms > cut) slow.push(x);
  for (const x of sessions) if (slow.length < room && isPassed(x) && x.e2e_ms === cut) slow.push(x);
  return [...bad, ...slow.sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : 1))];
}

const COLUMNS = [
  "id",
  "journey",
  "task",
  "agent",
  "status",
  "bucket",
  "error",
  "start_s",
  "e2e_ms",
  "ttft_ms",
  "attempts",
  "tokens_in",
  "tokens_out",
  "phases",
  "spans",
  "steps",
] as const;
const STATUS = ["passed", "failed", "errored"] as const;

/** Catalog rows the page's script shows, sent as data by message id. */
const PAGE_MESSAGES = ["dash.", "unit.", "status."];

/**
 * What the inline script needs to speak the report's language: the messages it shows (by id, from
 * the locale's catalog), and the texts the report layer renders itself.
 */
export function dashboardI18n(r: Report) {
  const L = lang(r.locale);
  const messages: Partial<Record<MessageKey, string>> = {};
  for (const key of Object.keys(CATALOGS.en) as MessageKey[])
    if (PAGE_MESSAGES.some((p) => key.startsWith(p))) messages[key] = L.t(key);
  return {
    locale: L.locale,
    messages,
    verdict: verdictText(r, L),
    interrupted: L.t("verdict.interrupted"),
    subtitle: L.t("dash.subtitle", {
      sessions: r.sessions.total,
      runtime: r.runtime,
      duration: `${num(r.duration_s, 1, L)} ${L.t("unit.s")}`,
      run: r.run_id,
      hash: r.scenario.hash,
      at: r.generated_at,
    }),
    reasons: r.gate.checks.map((c) => renderReason(c, L)),
    // Evidence as words with units (format.ts evidenceText), the same lines report.md writes.
    findings: r.findings.map((f) => ({
      ...findingText(f, L),
      evidence: f.evidence.map((e) => evidenceText(e, L)),
    })),
  };
}

export function renderDashboard(r: Report, sessions: SessionList, o: DashboardOptions = {}): string {
  const data = dashboardData(r, sessions, o);
  const hash = createHash("sha256").update(DASHBOARD_SCRIPT).digest("base64");
  const csp = `default-src 'none'; script-src 'sha256-${hash}'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'`;
  const L = lang(r.locale);
  const title = `agent-loadtest · ${r.scenario.name} — ${verdictText(r, L)}`;
  return `<!doctype html>
<html lang="${L.locale}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${html(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1 id="verdict" class="verdict ${r.verdict}">${html(title)}</h1>
<p id="subtitle" class="note"></p>
<div id="kpis" class="kpis"></div>
<nav id="nav"></nav>
</header>
<main id="app"><noscript><p>${html(L.t("dash.noscript"))}</p></noscript></main>
<footer class="note">${html(L.t("dash.footer", { v: r.schemaVersion }))}</footer>
<script type="application/json" id="data">${scriptJson(data)}</script>
<script>${DASHBOARD_SCRIPT}</script>
</body>
</html>
`;
}

/**
 * The embedded data: the report, histograms over every session, and the shown sessions (a bounded
 * number, see shownSessions) as rows with strings deduplicated.
 */
export type DashboardData = ReturnType<typeof dashboardData>;

export function dashboardData(r: Report, sessions: SessionList, o: DashboardOptions = {}) {
  const maxError = o.maxErrorChars ?? 300;
  const strings: string[] = [];
  const index = new Map<string, number>();
  const s = (v: string | null | undefined): number => {
    if (v == null || v === "") return -1;
    const cut = v.length > maxError ? `${v.slice(0, maxError - 1)}…` : v;
    let i = index.get(cut);
    if (i === undefined) {
      i = strings.length;
      strings.push(cut);
      index.set(cut, i);
    }
    return i;
  };
  const j = journeyBreakdown(r);
  const journeyOf = (x: SessionRecord) =>
    j?.tag === "task" ? x.task : j?.tag === "agent" ? x.agent : (x.tags[j?.tag ?? "scenario"] ?? x.task);
  const r1 = (v: number | null | undefined) => (v == null ? null : Math.round(v * 10) / 10);
  const shown = o.shown ?? shownSessions(sessions, o.maxRows);
  const t0 = r.series.t0;
  const rows = shown.map((x) => [
    x.id,
    s(journeyOf(x)),
    s(x.task),
    s(x.agent),
    STATUS.indexOf(x.status),
    s(x.bucket),
    s(x.error),
    Math.round((x.start - t0) / 100) / 10,
    r1(x.e2e_ms),
    r1(x.ttft_ms),
    x.attempts,
    x.tokens_in,
    x.tokens_out,
    trimNulls(PHASES.map((p) => r1(x.phases[p]))),
    trimNulls(SPAN_KINDS.map((k) => r1(x.spans[k]))),
    // A multi-step session's phases per step, as `step:<name>/<phase>`.
    (x.steps ?? []).flatMap((st) => [
      [`step:${st.name ?? ""}/agent_exec`, r1(st.agent_exec_ms)],
      [`step:${st.name ?? ""}/verify`, r1(st.verify_ms)],
    ]),
  ]);
  // Every non-warm-up session's e2e, then its TTFT, in one typed array: each histogram is made before
  // the next pass fills it again.
  const values = new Float64Array(sessions.length);
  let total = 0;
  for (const x of sessions) if (!x.warmup) values[total++] = x.e2e_ms;
  const e2eHistogram = histogram(values.subarray(0, total));
  let timed = 0;
  for (const x of sessions) {
    const t = x.warmup ? null : x.ttft_ms;
    if (t != null) values[timed++] = t;
  }
  const ttftHistogram = histogram(values.subarray(0, timed));
  const names = j ? Object.keys(j.entries).sort((a, b) => j.entries[b].sessions - j.entries[a].sessions) : [];
  return {
    report: r,
    i18n: dashboardI18n(r),
    journeys: j ? { tag: j.tag, names: names.slice(0, 40), entries: j.entries } : null,
    phaseKeys: { phases_ms: PHASES, spans_ms: SPAN_KINDS },
    histogram: e2eHistogram,
    ttftHistogram,
    sessions: { columns: COLUMNS, rows, total },
    strings,
    logs: o.logs ?? {},
  };
}

function trimNulls<T>(xs: (T | null)[]): (T | null)[] | null {
  let n = xs.length;
  while (n > 0 && xs[n - 1] == null) n--;
  return n === 0 ? null : xs.slice(0, n);
}

/** The finite values; a Float64Array is compacted in place (the caller's own, made to be binned). */
function finiteOnly(values: ArrayLike<number>): Float64Array {
  const xs = values instanceof Float64Array ? values : new Float64Array(values.length);
  let n = 0;
  for (let i = 0; i < values.length; i++) if (Number.isFinite(values[i])) xs[n++] = values[i];
  return n === xs.length ? xs : xs.subarray(0, n);
}

/**
 * Bins from the minimum to the 99.5th percentile; slower outliers fold into the last bin. A Float64Array
 * is reordered in place: the percentile's order statistic is selected, so no sorted copy is made.
 */
export function histogram(
  values: ArrayLike<number>,
  bins = 40,
): { edges: number[]; counts: number[] } | null {
  const xs = finiteOnly(values);
  if (xs.length === 0) return null;
  let lo = xs[0];
  for (let i = 1; i < xs.length; i++) if (xs[i] < lo) lo = xs[i];
  let hi = selectInPlace(xs, Math.min(xs.length - 1, Math.floor(xs.length * 0.995)));
  if (hi <= lo) hi = lo + 1;
  const n = Math.min(bins, Math.max(1, xs.length));
  const w = (hi - lo) / n;
  const edges = Array.from({ length: n + 1 }, (_, i) => Math.round((lo + i * w) * 10) / 10);
  const counts = new Array<number>(n).fill(0);
  for (const v of xs) counts[Math.min(n - 1, Math.max(0, Math.floor((v - lo) / w)))]++;
  return { edges, counts };
}

const STYLE = `
:root{--fg:#1d2330;--muted:#5f6b7a;--line:#e3e7ee;--bg:#fff;--panel:#f7f9fc;--pass:#2e9e5b;--warn:#c7a02e;--fail:#c43c3c}
*{box-sizing:border-box}body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:var(--fg);background:var(--bg);margin:0 auto;max-width:1240px;padding:16px 24px}
h1{font-size:22px;margin:8px 0}h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid var(--line);padding-bottom:4px}h3{font-size:15px}h4{margin:12px 0 4px}
.verdict.pass{color:var(--pass)}.verdict.warn{color:var(--warn)}.verdict.fail{color:var(--fail)}.verdict.interrupted{color:var(--muted)}
.note{color:var(--muted);font-size:13px}nav{font-size:13px;margin:8px 0}a{color:#2f6fdf}
.kpis{display:flex;flex-wrap:wrap;gap:10px;margin:12px 0}.kpi{background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:8px 12px;min-width:120px}
.kpi-label{font-size:12px;color:var(--muted)}.kpi-value{font-size:20px;font-weight:600}.kpi-base{font-size:12px;color:var(--muted)}
.grid2{display:grid;grid-template-columns:repeat(auto-fill,minmax(520px,1fr));gap:16px}
figure.chart{margin:0;background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:8px}figcaption{font-weight:600;font-size:13px;margin-bottom:4px}
svg.plot{width:100%;height:auto;display:block}.grid{stroke:var(--line)}.tick{font-size:10px;fill:var(--muted)}.tick.worse{fill:var(--fail)}.tick.better{fill:var(--pass)}
.marker{stroke-dasharray:4 3;stroke-width:1.5}.marker-label{font-size:10px}
.legend{font-size:12px;color:var(--muted);display:flex;flex-wrap:wrap;gap:12px;margin-top:4px}.legend i{display:inline-block;width:10px;height:10px;margin-right:4px;border-radius:2px}
table{border-collapse:collapse;width:100%;font-size:13px;margin:8px 0}th,td{border-bottom:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top;overflow-wrap:break-word}td:last-child{overflow-wrap:anywhere;min-width:12em}
th{background:var(--panel);position:sticky;top:0}th.sortable{cursor:pointer;user-select:none}th[aria-sort=ascending]::after{content:" ▲"}th[aria-sort=descending]::after{content:" ▼"}
table.kv{width:auto}.scroll{max-height:560px;overflow:auto;border:1px solid var(--line);border-radius:6px}
table.sessions tbody tr{cursor:pointer}table.sessions tr.failed td:nth-child(3){color:var(--fail)}table.sessions tr.errored td:nth-child(3){color:#8a55c7}table.sessions tbody tr:hover{background:var(--panel)}
.pill{padding:1px 8px;border-radius:10px;white-space:nowrap;color:#fff;font-size:12px}.pill.pass{background:var(--pass)}.pill.warn{background:var(--warn)}.pill.fail{background:var(--fail)}
.finding{border-left:4px solid var(--muted);padding:4px 12px;margin:8px 0;background:var(--panel)}.finding.warn{border-color:var(--warn)}.finding.critical{border-color:var(--fail)}.finding p{margin:4px 0}
.evidence{font-size:12px;color:var(--muted);margin:4px 0;padding-left:18px}
.controls{display:flex;gap:8px;align-items:center;margin:8px 0}.controls input{flex:1;padding:6px 8px;font:inherit}
pre{background:var(--panel);border:1px solid var(--line);padding:8px;white-space:pre-wrap;overflow-wrap:anywhere;max-height:360px;overflow:auto;font-size:12px}
.detail{margin-top:12px}.render-error{color:var(--fail)}
`;
