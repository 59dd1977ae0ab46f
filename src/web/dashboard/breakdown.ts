/** The dashboard's per-journey, per-step, per-stage, error and baseline sections. */
import { finite, maxOf, zeroAxis } from "../shared/axis.js";
import { cut, el, sv } from "../shared/dom.js";
import { chartBox, grid, hbars, legend, lineChart, type Marker, plot, section, table } from "./charts.js";
import { COLORS, D, fmtMs, fmtNum, fmtPct, fmtUsd, R, t } from "./context.js";
import { showSession } from "./sessions.js";

export function journeys(): void {
  const j = D.journeys;
  if (!j?.names.length) return;
  const s = section("journeys", t("dash.per_journey", { tag: j.tag }));
  const g = grid(s);
  const rows = (kind: "phases_ms" | "spans_ms") =>
    j.names.map((n) => ({
      label: n,
      parts: D.phaseKeys[kind].map((k) => (j.entries[n][kind] as Record<string, number>)[k] ?? 0),
    }));
  hbars(chartBox(g, t("dash.chart_phases")), rows("phases_ms"), [...D.phaseKeys.phases_ms], fmtMs);
  hbars(chartBox(g, t("dash.chart_spans")), rows("spans_ms"), [...D.phaseKeys.spans_ms], fmtMs);
  const costs = j.names.some((n) => j.entries[n].cost_usd_mean != null);
  const heads = [
    t("dash.journey"),
    t("dash.sessions_kpi"),
    t("dash.pass_rate"),
    "e2e p50",
    "e2e p95",
    "TTFT p95",
    // What a session of the journey cost, where the run priced its LLM calls (docs/cost.md).
    ...(costs ? [t("dash.cost_session")] : []),
    t("dash.errors"),
  ];
  const body = j.names.map((n) => {
    const e = j.entries[n];
    const errs = Object.entries(e.error_buckets)
      .map(([b, c]) => `${b} ${c}`)
      .join(", ");
    return [
      n,
      e.sessions,
      fmtPct(e.pass_rate),
      fmtMs(e.e2e_ms?.p50),
      fmtMs(e.e2e_ms?.p95),
      fmtMs(e.ttft_ms?.p95),
      ...(costs ? [fmtUsd(e.cost_usd_mean)] : []),
      errs,
    ];
  });
  s.appendChild(table(heads, body));
}

/** Multi-step tasks: each step's sessions, passes, mean reward and phase times. */
export function steps(): void {
  const rows = R.steps ?? [];
  if (!rows.length) return;
  const s = section("steps", t("dash.steps", { n: rows.length }));
  const heads = [
    t("dash.task"),
    t("dash.step"),
    t("dash.sessions_kpi"),
    t("dash.passed"),
    t("dash.step_reward"),
    t("dash.step_agent_exec"),
    t("dash.step_verify"),
  ];
  const body = rows.map((x) => [
    cut(x.task, 60),
    cut(x.step, 60),
    String(x.sessions),
    String(x.passed),
    x.reward_mean == null ? "–" : fmtNum(x.reward_mean, 3),
    fmtMs(x.agent_exec_ms_mean),
    fmtMs(x.verify_ms_mean),
  ]);
  s.appendChild(table(heads, body));
}

export function stages(): void {
  const st = R.stages;
  if (!st?.steps.length) return;
  const found = st.strategy !== "find_max" || st.steps.some((x) => x.slo === "fail");
  const msc = st.max_sustainable_concurrency;
  const max = msc == null ? t("dash.none") : found ? String(msc) : t("dash.floor", { n: msc });
  const s = section("stages", t("dash.stages", { strategy: st.strategy, max }));
  const g = grid(s);
  const xs = st.steps.map((x) => x.concurrency);
  const markers: Marker[] = [];
  const knee = st.knee_concurrency ?? st.steps.find((x) => x.knee)?.concurrency;
  const brk = st.break_concurrency ?? st.steps.find((x) => x.break)?.concurrency;
  if (knee != null) markers.push({ x: knee, label: t("dash.knee", { n: knee }), color: "#c7a02e" });
  if (brk != null) markers.push({ x: brk, label: t("dash.break", { n: brk }), color: "#c43c3c" });
  lineChart(chartBox(g, t("dash.chart_tp_by_conc")), {
    xs,
    xUnit: "number",
    unit: "number",
    dots: true,
    fmt: (v) => fmtNum(v, 1) + t("dash.per_s"),
    markers,
    series: [{ name: t("dash.sps"), values: st.steps.map((x) => x.throughput_sps) }],
  });
  lineChart(chartBox(g, t("dash.chart_lat_by_conc")), {
    xs,
    xUnit: "number",
    unit: "ms",
    dots: true,
    fmt: fmtMs,
    markers,
    series: [
      { name: "e2e p50", values: st.steps.map((x) => x.e2e_ms?.p50) },
      { name: "e2e p99", values: st.steps.map((x) => x.e2e_ms?.p99), color: COLORS[1] },
    ],
  });
  const heads = [
    t("dash.stage"),
    t("dash.concurrency"),
    t("dash.sessions_kpi"),
    t("dash.sps"),
    "e2e p95",
    "TTFT p95",
    t("dash.errors"),
    "SLO",
  ];
  const body = st.steps.map((x) => {
    const slo = [x.slo ?? "", x.knee ? t("dash.slo_knee") : "", x.break ? t("dash.slo_break") : ""]
      .filter(Boolean)
      .join(" · ");
    const why = x.breaching_metric ? ` (${x.breaching_metric})` : "";
    return [
      x.stage,
      x.concurrency,
      x.sessions,
      fmtNum(x.throughput_sps),
      fmtMs(x.e2e_ms?.p95),
      fmtMs(x.ttft_ms?.p95),
      fmtPct(x.error_rate),
      slo + why,
    ];
  });
  s.appendChild(table(heads, body));
}

export function errors(): void {
  const eb = R.error_buckets;
  const names = Object.keys(eb).sort((a, b) => eb[b] - eb[a]);
  if (!names.length) return;
  const s = section("errors", t("dash.error_buckets", { n: names.length }));
  const g = grid(s);
  const rows = names.map((n) => ({ label: n, parts: [eb[n]] }));
  hbars(chartBox(g, t("dash.chart_buckets")), rows, [t("dash.sessions_kpi")], (v) => fmtNum(v, 0));
  const heads = [t("dash.bucket"), t("dash.sessions_kpi"), t("dash.example"), t("dash.message")];
  const body = names.map((n) => {
    const ex = R.error_examples[n];
    const go = (ev: Event) => {
      ev.preventDefault();
      if (ex?.session) showSession(ex.session);
    };
    const link = ex?.session ? el("a", { href: "#", text: ex.session, onclick: go }) : "";
    return [n, eb[n], link, cut(ex?.message, 300)];
  });
  s.appendChild(table(heads, body));
}

interface VsRow {
  label: string;
  cur: number | null;
  base: number | null;
}

function baselineRows(metrics: Record<string, Record<string, number> | undefined>): VsRow[] {
  const rows: VsRow[] = [];
  for (const m of ["e2e_ms", "ttft_ms", "llm_ms", "tool_ms", "storage_ms", "network_ms"])
    for (const q of ["p50", "p95", "p99"]) {
      const cur = (R.metrics[m] as Record<string, number> | undefined)?.[q] ?? null;
      const base = metrics[m]?.[q] ?? null;
      if ((cur == null && base == null) || (q === "p99" && m !== "e2e_ms")) continue;
      rows.push({ label: `${m.replace(/_ms$/, "")} ${q}`, cur, base });
    }
  return rows;
}

function vsChart(box: HTMLElement, rows: VsRow[]): void {
  const W = 560,
    Lm = 110,
    rowH = 26,
    H = rows.length * rowH + 8,
    w = W - Lm - 120;
  const max = zeroAxis(Math.max(0, ...rows.map((r) => Math.max(r.cur ?? 0, r.base ?? 0)))).top;
  const g = plot(box, W, H);
  rows.forEach((r, i) => {
    const y = 4 + i * rowH;
    g.appendChild(sv("text", { x: Lm - 6, y: y + 15, "text-anchor": "end", class: "tick", text: r.label }));
    const bar = (v: number, dy: number, color: string, name: string) =>
      sv(
        "rect",
        { x: Lm, y: y + dy, width: ((v / max) * w).toFixed(1), height: 9, fill: color, class: "bar" },
        [sv("title", { text: `${name} ${fmtMs(v)}` })],
      );
    if (r.base != null) g.appendChild(bar(r.base, 2, COLORS[5], t("dash.baseline_word")));
    if (r.cur != null) g.appendChild(bar(r.cur, 12, COLORS[0], t("dash.this_run")));
    const d = r.cur != null && r.base ? (r.cur - r.base) / r.base : null;
    const cls = d != null && d > 0.05 ? " worse" : d != null && d < -0.05 ? " better" : "";
    const change = d == null ? "" : ` (${d > 0 ? "+" : ""}${fmtNum(d * 100, 1)}%)`;
    g.appendChild(sv("text", { x: W - 110, y: y + 15, class: `tick${cls}`, text: fmtMs(r.cur) + change }));
  });
  box.appendChild(g);
  box.appendChild(
    legend([
      [t("dash.baseline_word"), COLORS[5]],
      [t("dash.this_run"), COLORS[0]],
    ]),
  );
}

export function baseline(): void {
  const b = R.baseline;
  const s = section("baseline", t("dash.baseline_comparison"));
  if (!b?.found) {
    const text = !b
      ? t("dash.no_baseline")
      : b.refused
        ? t(`dash.baseline_refused.${b.refused}`, { file: b.file })
        : t("dash.no_baseline_at", { file: b.file });
    s.appendChild(el("p", { class: "note", text }));
    return;
  }
  const source = b.source
    ? ` · ${Object.entries(b.source)
        .map(([k, v]) => `${k} ${v}`)
        .join(" · ")}`
    : "";
  s.appendChild(el("p", { class: "note", text: t("dash.baseline_file", { file: b.file }) + source }));
  const g = grid(s);
  vsChart(
    chartBox(g, t("dash.chart_vs_baseline")),
    baselineRows((b.metrics ?? {}) as Record<string, Record<string, number>>),
  );
  const hist = (b.history ?? []).map((h) => (typeof h.e2e_p95 === "number" ? h.e2e_p95 : null));
  if (!finite(hist).length) return;
  const vals = [...hist, R.metrics.e2e_ms?.p95 ?? null];
  lineChart(chartBox(g, t("dash.chart_history")), {
    xs: vals.map((_, i) => i + 1),
    xUnit: "number",
    unit: "ms",
    yMin: maxOf(vals) > 0 ? 0 : 1,
    dots: true,
    fmt: fmtMs,
    series: [{ name: "e2e p95", values: vals }],
  });
}
