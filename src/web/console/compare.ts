/** Two runs side by side, and a scenario's history: its runs here and its baseline file's entries. */

import type { HistoryEntry } from "../../baseline/schema.js";
import type { HistoryAnswer, RunAnswer, RunDetail, RunSummary } from "../../report/console-api.js";
import { $, api, esc, fmtClock, fmtMs, fmtPct, fmtTime } from "./api.js";
import { chart } from "./chart.js";

/** One side of a comparison: the run's report detail (none while it has no report) and its listed verdict. */
type Side = Partial<Omit<RunDetail, "verdict">> & { verdict: string | null };

const KPIS: [string, (r: Side) => unknown][] = [
  ["verdict", (r) => r.verdict],
  ["sessions", (r) => r.sessions?.total],
  ["pass rate", (r) => fmtPct(r.pass_rate)],
  ["duration", (r) => fmtClock(r.duration_s)],
  ["stable throughput", (r) => (r.throughput ? `${r.throughput.stable_sps} /s` : "–")],
  ["peak concurrency", (r) => r.throughput?.peak_concurrency],
  [
    "errors",
    (r) =>
      Object.entries(r.error_buckets ?? {})
        .map(([k, n]) => `${k} ${n}`)
        .join(", ") || "none",
  ],
];

function distRows(a: Side, b: Side): string {
  const metrics = ["e2e_ms", "ttft_ms", "llm_ms", "agent_exec_ms"].filter(
    (m) => a.metrics?.[m] || b.metrics?.[m],
  );
  return metrics
    .map((m) => {
      const top = Math.max(1, ...[a, b].map((r) => r.metrics?.[m]?.max ?? 0));
      const bars = (r: Side) => {
        const x = r.metrics?.[m];
        if (!x) return "–";
        return (["p50", "p90", "p95", "p99", "max"] as const)
          .map(
            (p) =>
              `<div class="bar"><span class="bk">${p}</span><span class="bv" style="width:${((x[p] / top) * 100).toFixed(1)}%"></span><span class="bn">${esc(fmtMs(x[p]))}</span></div>`,
          )
          .join("");
      };
      return `<tr><th>${esc(m)}</th><td>${bars(a)}</td><td>${bars(b)}</td></tr>`;
    })
    .join("");
}

/** A report's gate checks as list items, in the report's order. */
export function checks(r: Pick<Side, "gate">): string {
  const cs = r.gate?.checks ?? [];
  const item = (c: (typeof cs)[number]) =>
    `<li class="chk-${esc(c.status)}">${esc(`${c.status.toUpperCase()} ${c.metric} ${c.rule} — ${c.reason}`)}</li>`;
  return cs.map(item).join("") || "<li>none</li>";
}

export function viewCompare(a: string, b: string): void {
  $("#compare-body").innerHTML = "loading…";
  Promise.all([a, b].map((id) => api<RunAnswer>(`/api/runs/${encodeURIComponent(id)}`))).then(([ra, rb]) => {
    if (!ra.ok || !rb.ok) {
      $("#compare-body").textContent = !ra.ok ? ra.data.error : !rb.ok ? rb.data.error : "";
      return;
    }
    const side = (d: RunAnswer): Side => ({ ...(d.report ?? {}), verdict: d.summary?.verdict ?? null });
    const A = side(ra.data);
    const B = side(rb.data);
    const kpis = KPIS.map(
      ([k, f]) => `<tr><th>${esc(k)}</th><td>${esc(f(A))}</td><td>${esc(f(B))}</td></tr>`,
    ).join("");
    $("#compare-body").innerHTML =
      `<table class="cmp"><tr><th></th><th>${esc(a)}</th><th>${esc(b)}</th></tr>${kpis}${distRows(A, B)}` +
      `<tr><th>checks</th><td><ul class="checks">${checks(A)}</ul></td><td><ul class="checks">${checks(B)}</ul></td></tr></table>`;
  });
}

/** [seconds since the epoch, value] of each entry that has the value. */
function points<T>(
  list: readonly T[],
  value: (x: T) => number | null,
  time: (x: T) => string | null,
): [number, number][] {
  return list
    .flatMap((x): [number, number][] => {
      const v = value(x);
      return v == null ? [] : [[Date.parse(String(time(x))) / 1000, v]];
    })
    .sort((x, y) => x[0] - y[0]);
}

export function viewHistory(name: string): void {
  $("#history-name").textContent = name;
  api<HistoryAnswer>(`/api/history/${encodeURIComponent(name)}`).then((r) => {
    if (!r.ok) {
      $("#history-body").textContent = r.data.error;
      return;
    }
    const h = r.data;
    const base = h.baseline?.history ?? [];
    const rows = base
      .map((e) => [
        fmtTime(e.time),
        e.sha || "–",
        e.sessions,
        fmtPct(e.pass_rate),
        fmtMs(e.e2e_p50),
        fmtMs(e.e2e_p95),
      ])
      .map((cells) => `<tr>${cells.map((c) => `<td>${esc(c)}</td>`).join("")}</tr>`)
      .join("");
    const head =
      "<tr><th>time</th><th>commit</th><th>sessions</th><th>pass rate</th><th>e2e p50</th><th>e2e p95</th></tr>";
    // One figure over time: the runs in the output folder beside the baseline's history.
    const over = (run: (x: RunSummary) => number | null, entry: (e: HistoryEntry) => number | null) => [
      { name: "runs here", color: "#4e79a7", dots: true, points: points(h.runs, run, (x) => x.started_at) },
      { name: "baseline history", color: "#f28e2b", points: points(base, entry, (x) => x.time) },
    ];
    const series = over(
      (x) => x.e2e_p95_ms,
      (x) => x.e2e_p95,
    );
    const cost = over(
      (x) => x.cost_per_pass_usd,
      (x) => x.cost_per_pass_usd ?? null,
    );
    // Cost only where a run saw LLM calls: a history without any keeps its one chart.
    const costChart = cost.some((s) => s.points.length > 0)
      ? chart("cost per passed task by date", cost, "date", "usd", "")
      : "";
    $("#history-body").innerHTML =
      chart("e2e p95 by date", series, "date", "ms", "no finished run or baseline entry yet") +
      costChart +
      `<h3>Baseline history</h3>${rows ? `<table>${head}${rows}</table>` : "<p>no baseline file for this scenario</p>"}` +
      `<h3>Runs in the output folder</h3><p>${esc(h.runs.length)} finished runs</p>`;
  });
}
