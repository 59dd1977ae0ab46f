/** The console's list of runs: filter, sort, pick two to compare, delete. */
import type { DeleteAnswer, RunSummary, RunsAnswer } from "../../report/console-api.js";
import { $, api, esc, fmtClock, fmtMs, fmtPct, fmtTime, input } from "./api.js";

type Col = keyof RunSummary;

let runs: RunSummary[] = [];
let sortKey: Col = "started_at";
let sortDir = -1;
let picked: string[] = [];
const COLS: [Col, string][] = [
  ["scenario", "Scenario"],
  ["started_at", "Started"],
  ["duration_s", "Duration"],
  ["verdict", "Verdict"],
  ["sessions", "Sessions"],
  ["pass_rate", "Pass rate"],
  ["e2e_p95_ms", "e2e p95"],
  ["ttft_p95_ms", "TTFT p95"],
];

export function verdictBadge(v: string | null, state?: string): string {
  const text = state === "running" ? "running" : v || state || "–";
  return `<span class="badge b-${esc(text)}">${esc(text)}</span>`;
}

export function viewRuns(): void {
  api<RunsAnswer>("/api/runs").then((r) => {
    runs = r.ok ? r.data.runs : [];
    drawRuns();
  });
}

function cell(r: RunSummary, k: Col): string {
  if (k === "verdict") return verdictBadge(r.verdict, r.state);
  if (k === "started_at") return esc(fmtTime(r.started_at));
  if (k === "duration_s") return esc(r.duration_s == null ? "–" : fmtClock(r.duration_s));
  if (k === "pass_rate") return esc(fmtPct(r.pass_rate));
  if (k === "e2e_p95_ms" || k === "ttft_p95_ms") return esc(fmtMs(r[k]));
  if (k === "scenario")
    return `<a href="#history/${encodeURIComponent(r.scenario)}" title="baseline history">${esc(r.scenario)}</a>`;
  return esc(r[k] ?? "–");
}

function row(r: RunSummary): string {
  const file = esc(`/runs/${encodeURIComponent(r.id)}/dashboard.html`);
  const dash = r.has_dashboard
    ? `<a class="dash" target="_blank" rel="noopener noreferrer" href="${file}">dashboard</a>`
    : "";
  const pick = `<input type="checkbox" class="pick"${picked.includes(r.id) ? " checked" : ""}>`;
  const cells = COLS.map(([k]) => `<td class="c-${k}">${cell(r, k)}</td>`).join("");
  const acts = `<a class="open" href="#run/${encodeURIComponent(r.id)}">open</a> ${dash} <button class="del" type="button">delete</button>`;
  return `<tr data-id="${esc(r.id)}"><td>${pick}</td>${cells}<td class="acts">${acts}</td></tr>`;
}

export function drawRuns(): void {
  const q = input("#filter").value.toLowerCase();
  const rows = runs.filter(
    (r) => !q || `${r.scenario} ${r.id} ${r.verdict || r.state}`.toLowerCase().includes(q),
  );
  rows.sort((a, b) => {
    const x = a[sortKey];
    const y = b[sortKey];
    if (x == null) return 1;
    if (y == null) return -1;
    return (x < y ? -1 : x > y ? 1 : 0) * sortDir;
  });
  const mark = (k: string) => (k === sortKey ? (sortDir > 0 ? " ▲" : " ▼") : "");
  const head = `<tr><th></th>${COLS.map(([k, name]) => `<th data-sort="${k}">${esc(name + mark(k))}</th>`).join("")}<th></th></tr>`;
  const body = rows.map(row).join("");
  $("#runs-table").innerHTML = head + (body || '<tr><td colspan="10" class="empty">no runs yet</td></tr>');
  $<HTMLButtonElement>("#compare-btn").disabled = picked.length !== 2;
}

export const pickedRuns = () => picked;

export function runsClick(ev: Event): void {
  const t = ev.target as HTMLInputElement;
  const id = t.closest("tr")?.getAttribute("data-id") ?? "";
  if (t.matches("th[data-sort]")) {
    // A header's data-sort is one of COLS' keys (drawRuns writes them).
    const k = (t.getAttribute("data-sort") as Col | null) ?? sortKey;
    sortDir = k === sortKey ? -sortDir : 1;
    sortKey = k;
    drawRuns();
  } else if (t.matches(".pick")) {
    picked = picked.filter((p) => p !== id);
    if (t.checked) picked.push(id);
    if (picked.length > 2) picked.shift();
    drawRuns();
  } else if (t.matches(".del") && confirm(`Delete run ${id} and all its files?`)) {
    api<DeleteAnswer>(`/api/runs/${encodeURIComponent(id)}`, "DELETE").then((r) => {
      if (!r.ok) alert(r.data.error);
      picked = picked.filter((p) => p !== id);
      viewRuns();
    });
  }
}
