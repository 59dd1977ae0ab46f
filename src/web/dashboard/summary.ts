/** The dashboard's header, gate checks, diagnosis, series over time and latency distribution. */
import { append, byId, cut, el } from "../shared/dom.js";
import { chartBox, grid, histogram, lineChart, section, table } from "./charts.js";
import { COLORS, D, fmtBytes, fmtMs, fmtNum, fmtPct, fmtUsd, L, R, t } from "./context.js";

export function header(): void {
  const icon = { pass: "✅", warn: "⚠️", fail: "❌", interrupted: "⏹️" }[R.verdict];
  const h = byId("verdict");
  h.className = `verdict ${R.verdict}`;
  // verdictText already says "interrupted (… for information …)" for an interrupted run.
  const extra = R.interrupted && R.verdict !== "interrupted" ? ` · ${D.i18n.interrupted}` : "";
  h.textContent = `${icon} ${R.scenario.name} — ${D.i18n.verdict}${extra}`;
  byId("subtitle").textContent = D.i18n.subtitle;
  const b = R.baseline?.found ? R.baseline : null;
  const bm = b?.metrics ?? {};
  const m = R.metrics;
  const k = (label: string, value: string, base: string | null) =>
    el("div", { class: "kpi" }, [
      el("div", { class: "kpi-label", text: label }),
      el("div", { class: "kpi-value", text: value }),
      base ? el("div", { class: "kpi-base", text: t("dash.kpi_baseline", { v: base }) }) : null,
    ]);
  const g = (name: string, key: "p50" | "p95" | "p99" | "count") => m[name]?.[key] ?? null;
  const gb = (name: string, key: "p50" | "p95" | "p99" | "count") => bm[name]?.[key] ?? null;
  const e2eCount = gb("e2e_ms", "count");
  append(byId("kpis"), [
    k(t("dash.sessions_kpi"), String(R.sessions.total), b && e2eCount != null ? String(e2eCount) : null),
    k(t("dash.pass_rate"), fmtPct(R.pass_rate), b ? fmtPct(b.pass_rate) : null),
    k("e2e p50", fmtMs(g("e2e_ms", "p50")), b ? fmtMs(gb("e2e_ms", "p50")) : null),
    k("e2e p95", fmtMs(g("e2e_ms", "p95")), b ? fmtMs(gb("e2e_ms", "p95")) : null),
    k("e2e p99", fmtMs(g("e2e_ms", "p99")), b ? fmtMs(gb("e2e_ms", "p99")) : null),
    k(
      "TTFT p95",
      fmtMs(g("ttft_ms", "p95")),
      b && gb("ttft_ms", "p95") != null ? fmtMs(gb("ttft_ms", "p95")) : null,
    ),
    k(t("dash.throughput"), fmtNum(R.throughput.stable_sps) + t("dash.per_s"), null),
    k(t("dash.peak_concurrency"), String(R.throughput.peak_concurrency), null),
  ]);
}

export function checks(): void {
  const s = section("checks", t("dash.gate_checks"));
  const order = { fail: 0, warn: 1, pass: 2 };
  const cs = R.gate.checks.slice().sort((a, b) => order[a.status] - order[b.status]);
  const fmtv = (metric: string, v: number | null | undefined) =>
    v == null ? "–" : /_ms($|\{)/.test(metric) ? fmtMs(v) : fmtNum(v, 3);
  const heads = [
    t("dash.col_status"),
    t("dash.col_metric"),
    t("dash.col_rule"),
    t("dash.col_observed"),
    t("dash.baseline_word"),
    t("dash.col_interval"),
    t("dash.col_reason"),
  ];
  const row = (c: (typeof cs)[number]) => {
    const status = L.t(`status.${c.status}`) + (c.advisory ? ` ${t("dash.advisory")}` : "");
    const interval = c.interval ? `[${fmtNum(c.interval[0], 3)}, ${fmtNum(c.interval[1], 3)}]` : "";
    const reason = cut(D.i18n.reasons[R.gate.checks.indexOf(c)], 400);
    const pill = el("span", { class: `pill ${c.status}`, text: status });
    return [pill, c.metric, c.rule, fmtv(c.metric, c.observed), fmtv(c.metric, c.baseline), interval, reason];
  };
  const open = cs.filter((c) => c.status !== "pass");
  const passed = cs.filter((c) => c.status === "pass");
  if (!cs.length) s.appendChild(el("p", { text: t("dash.no_checks") }));
  if (open.length) s.appendChild(table(heads, open.map(row), "checks"));
  if (passed.length) {
    const summary = el("summary", { text: t("dash.passing_checks", { n: passed.length }) });
    s.appendChild(el("details", { open: !open.length }, [summary, table(heads, passed.map(row), "checks")]));
  }
}

export function findings(): void {
  const f = section("findings", t("dash.diagnosis"));
  if (!R.findings.length) f.appendChild(el("p", { class: "note", text: t("dash.no_rule") }));
  R.findings.forEach((x, i) => {
    const evidence = x.evidence.map((e) => {
      const vals = Object.entries(e.values)
        .map(([k, v]) => `${k}=${v == null ? "–" : v}`)
        .join(", ");
      const window = e.window ? ` [${e.window.from_s}–${e.window.to_s} s]` : "";
      return el("li", { text: `${e.metric}${window}: ${vals}` });
    });
    f.appendChild(
      el("div", { class: `finding ${x.severity}` }, [
        el("strong", { text: D.i18n.findings[i].title }),
        el("p", { text: D.i18n.findings[i].detail }),
        el("ul", { class: "evidence" }, evidence),
      ]),
    );
  });
  const ai = R.ai_summary;
  if (ai?.text) {
    f.appendChild(el("h3", { text: t("dash.ai_summary", { model: ai.model || t("dash.an_llm") }) }));
    f.appendChild(el("pre", { class: "ai", text: ai.text }));
  }
}

export function overTime(): void {
  const S = R.series;
  const step = S.step_ms / 1000;
  const xs = S.in_flight.map((_, i) => i * step);
  const s = section("over-time", t("dash.over_time"), t("dash.buckets_of", { n: fmtNum(step, 0) }));
  const g = grid(s);
  const count = (v: number) => fmtNum(v, 1);
  lineChart(chartBox(g, t("dash.chart_concurrency")), {
    xs,
    xUnit: "s",
    unit: "number",
    fmt: count,
    series: [{ name: t("dash.lg_in_flight"), values: S.in_flight }],
  });
  lineChart(chartBox(g, t("dash.chart_throughput")), {
    xs,
    xUnit: "s",
    unit: "number",
    fmt: count,
    series: [
      { name: t("dash.lg_passed_ps"), values: S.completed.map((v) => v / step), color: COLORS[2] },
      { name: t("dash.lg_failed_ps"), values: S.failed.map((v) => v / step), color: COLORS[3] },
    ],
  });
  lineChart(chartBox(g, t("dash.chart_latency")), {
    xs,
    xUnit: "s",
    unit: "ms",
    fmt: fmtMs,
    series: [
      { name: "e2e p50", values: S.e2e_p50 },
      { name: "e2e p95", values: S.e2e_p95, color: COLORS[1] },
    ],
  });
  if (S.cost_usd)
    lineChart(chartBox(g, t("dash.chart_cost")), {
      xs,
      xUnit: "s",
      unit: "usd",
      fmt: fmtUsd,
      series: [{ name: t("dash.lg_spent"), values: S.cost_usd, color: COLORS[2] }],
    });
  resources(s, g);
}

function resources(s: HTMLElement, g: HTMLElement): void {
  const res = R.resources;
  const RS = res.series;
  if (RS) {
    const rx = RS.cpu_pct.map((_, i) => (i * RS.step_ms) / 1000);
    lineChart(chartBox(g, t("dash.chart_cpu")), {
      xs: rx,
      xUnit: "s",
      unit: "percent",
      yMin: 100,
      fmt: (v) => `${fmtNum(v, 0)}%`,
      series: [
        { name: t("dash.lg_cpu_container"), values: RS.cpu_pct },
        { name: t("dash.lg_cpu_host"), values: RS.host_cpu_pct, color: COLORS[5] },
      ],
    });
    const mem = [
      { name: t("dash.lg_mem_container"), values: RS.mem_bytes, color: COLORS[4] },
      { name: t("dash.lg_mem_host"), values: RS.host_mem_bytes, color: COLORS[5] },
    ];
    const limit = RS.mem_limit_bytes;
    if (limit)
      mem.push({
        name: t("dash.lg_mem_limit"),
        values: RS.mem_bytes.map(() => limit),
        color: COLORS[3],
        dash: "4 3",
      } as (typeof mem)[number]);
    lineChart(chartBox(g, t("dash.chart_memory")), {
      xs: rx,
      xUnit: "s",
      unit: "bytes",
      fmt: fmtBytes,
      series: mem,
    });
  } else if (res.cpu_pct || res.mem_bytes) {
    const text = t("dash.resources_note", {
      mean: fmtNum(res.cpu_pct?.mean, 1),
      max: fmtNum(res.cpu_pct?.max, 1),
      mem: fmtBytes(res.mem_bytes?.max),
      oom: res.oom_kills,
    });
    s.appendChild(el("p", { class: "note", text }));
  }
}

export function distribution(): void {
  if (!D.histogram && !D.ttftHistogram) return;
  const s = section("distribution", t("dash.distribution"));
  const g = grid(s);
  const bin = (a: number, b: number, n: number) => t("dash.hist_bin", { from: fmtMs(a), to: fmtMs(b), n });
  if (D.histogram)
    histogram(chartBox(g, t("dash.chart_e2e_hist")), D.histogram.edges, D.histogram.counts, bin);
  if (D.ttftHistogram)
    histogram(chartBox(g, t("dash.chart_ttft_hist")), D.ttftHistogram.edges, D.ttftHistogram.counts, bin);
}
