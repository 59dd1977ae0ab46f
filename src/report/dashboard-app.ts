/**
 * The dashboard's inline script: reads the embedded JSON and draws every chart as SVG, and the
 * sessions table. Plain ES2017 for any browser; text goes in through textContent only, never as HTML,
 * so nothing from an agent can become markup. Kept in a string because it runs in the browser, not Node.
 */
import { TARGET_SCRIPT } from "./dashboard-target.js";

export const DASHBOARD_SCRIPT = String.raw`(function () {
"use strict";
var D = JSON.parse(document.getElementById("data").textContent);
var R = D.report;
var SVGNS = "http://www.w3.org/2000/svg";
var COLORS = ["#2f6fdf", "#e8742c", "#2e9e5b", "#c43c3c", "#8a55c7", "#7a7a7a", "#c7a02e", "#1fa3a3", "#d1559c"];
var STATUS = ["passed", "failed", "errored"];

function el(tag, attrs, kids) {
  var e = document.createElement(tag);
  setAttrs(e, attrs);
  append(e, kids);
  return e;
}
function sv(tag, attrs, kids) {
  var e = document.createElementNS(SVGNS, tag);
  setAttrs(e, attrs);
  append(e, kids);
  return e;
}
function setAttrs(e, attrs) {
  if (!attrs) return;
  Object.keys(attrs).forEach(function (k) {
    if (attrs[k] == null) return;
    if (k === "text") e.textContent = String(attrs[k]);
    else if (k === "onclick" || k === "oninput") e.addEventListener(k.slice(2), attrs[k]);
    else e.setAttribute(k, String(attrs[k]));
  });
}
function append(e, kids) {
  if (kids == null) return;
  (Array.isArray(kids) ? kids : [kids]).forEach(function (k) {
    if (k == null || k === false) return;
    e.appendChild(typeof k === "string" || typeof k === "number" ? document.createTextNode(String(k)) : k);
  });
}
function $(id) { return document.getElementById(id); }
function cut(t, n) { t = t == null ? "" : String(t); return t.length > n ? t.slice(0, n - 1) + "…" : t; }
// The report's language: labels through T() (the catalog's rows for this locale), numbers through Intl.
var I18N = D.i18n;
function T(en, p) {
  var t = I18N.dict[en] != null ? I18N.dict[en] : en;
  return p ? t.replace(/\{(\w+)\}/g, function (m, k) { return k in p ? String(p[k]) : m; }) : t;
}
var FORMATS = {};
function fixed(v, d) {
  var f = FORMATS[d] || (FORMATS[d] = new Intl.NumberFormat(I18N.locale, { minimumFractionDigits: d, maximumFractionDigits: d, useGrouping: false }));
  return f.format(v);
}
function ms(v) {
  if (v == null || !isFinite(v)) return "–";
  if (v >= 60000) return fixed(v / 60000, 1) + " " + T("min");
  if (v >= 10000) return fixed(v / 1000, 1) + " " + T("s");
  if (v >= 1000) return fixed(v / 1000, 2) + " " + T("s");
  if (v >= 100) return fixed(Math.round(v), 0) + " " + T("ms");
  return fixed(v, 1) + " " + T("ms");
}
function pct(v) { return v == null || !isFinite(v) ? "–" : fixed(v * 100, 1) + "%"; }
function num(v, d) {
  if (v == null || !isFinite(v)) return "–";
  return Number.isInteger(v) ? fixed(v, 0) : fixed(v, d == null ? 2 : d);
}
function mib(v) {
  if (v == null || !isFinite(v)) return "–";
  // GiB past 1 GiB, so axis labels stay short enough for the chart's margin.
  return v >= 1073741824 ? (v / 1073741824).toFixed(1) + " GiB" : (v / 1048576).toFixed(0) + " MiB";
}
function niceMax(v) {
  if (!(v > 0)) return 1;
  var p = Math.pow(10, Math.floor(Math.log10(v)));
  var m = v / p;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
}
function finite(xs) { return xs.filter(function (v) { return v != null && isFinite(v); }); }
function maxOf(xs) { var f = finite(xs); return f.length ? Math.max.apply(null, f) : 0; }

function section(id, title, note) {
  var s = el("section", { id: id }, [el("h2", { text: title })]);
  if (note) s.appendChild(el("p", { class: "note", text: note }));
  $("app").appendChild(s);
  return s;
}
function chartBox(parent, title) {
  var box = el("figure", { class: "chart" }, [el("figcaption", { text: title })]);
  parent.appendChild(box);
  return box;
}

/** Lines over a shared x axis; null values break a line. opts: {xs, series:[{name,values,color,dash}], fmt, markers:[{x,label,color}], xLabel} */
function lineChart(box, opts) {
  var W = 560, H = 220, L = 56, Rr = 12, T = 12, B = 30;
  var xs = opts.xs;
  var x0 = xs.length ? xs[0] : 0, x1 = xs.length ? xs[xs.length - 1] : 1;
  if (x1 === x0) x1 = x0 + 1;
  var ymax = niceMax(Math.max.apply(null, opts.series.map(function (s) { return maxOf(s.values); }).concat([opts.yMin || 0])));
  var X = function (x) { return L + ((x - x0) / (x1 - x0)) * (W - L - Rr); };
  var Y = function (y) { return T + (1 - y / ymax) * (H - T - B); };
  var g = sv("svg", { viewBox: "0 0 " + W + " " + H, class: "plot", role: "img", "aria-label": box.firstChild.textContent });
  for (var i = 0; i <= 4; i++) {
    var yv = (ymax * i) / 4;
    g.appendChild(sv("line", { x1: L, x2: W - Rr, y1: Y(yv), y2: Y(yv), class: "grid" }));
    g.appendChild(sv("text", { x: L - 4, y: Y(yv) + 4, "text-anchor": "end", class: "tick", text: opts.fmt(yv) }));
  }
  // Short runs get a decimal so the five ticks stay distinct.
  var xDigits = x1 - x0 < 8 ? 1 : 0;
  for (var j = 0; j <= 4; j++) {
    var xv = x0 + ((x1 - x0) * j) / 4;
    g.appendChild(sv("text", { x: X(xv), y: H - 10, "text-anchor": j === 0 ? "start" : j === 4 ? "end" : "middle", class: "tick", text: num(xv, xDigits) + (opts.xUnit || "") }));
  }
  (opts.markers || []).forEach(function (m) {
    g.appendChild(sv("line", { x1: X(m.x), x2: X(m.x), y1: T, y2: H - B, class: "marker", stroke: m.color }));
    g.appendChild(sv("text", { x: X(m.x) + 3, y: T + 10, class: "marker-label", fill: m.color, text: m.label }));
  });
  opts.series.forEach(function (s, k) {
    var color = s.color || COLORS[k % COLORS.length];
    var pts = [];
    var flush = function () {
      if (pts.length === 1) g.appendChild(sv("circle", { cx: pts[0][0], cy: pts[0][1], r: 2.5, fill: color, class: "series" }));
      else if (pts.length > 1)
        g.appendChild(sv("polyline", { points: pts.map(function (p) { return p[0].toFixed(1) + "," + p[1].toFixed(1); }).join(" "), fill: "none", stroke: color, "stroke-width": 1.8, "stroke-dasharray": s.dash || null, class: "series" }, [sv("title", { text: s.name })]));
      pts = [];
    };
    s.values.forEach(function (v, i) {
      if (v == null || !isFinite(v)) flush();
      else pts.push([X(xs[i]), Y(v)]);
    });
    flush();
    if (opts.dots) s.values.forEach(function (v, i) {
      if (v != null && isFinite(v)) g.appendChild(sv("circle", { cx: X(xs[i]), cy: Y(v), r: 3, fill: color }, [sv("title", { text: s.name + ": " + opts.fmt(v) })]));
    });
  });
  box.appendChild(g);
  box.appendChild(legend(opts.series.map(function (s, k) { return [s.name, s.color || COLORS[k % COLORS.length]]; })));
}
function legend(items) {
  return el("div", { class: "legend" }, items.map(function (it) {
    return el("span", null, [el("i", { style: "background:" + it[1] }), it[0]]);
  }));
}

/** Horizontal bars, optionally stacked: rows [{label, parts:[numbers]}], keys [names]. */
function hbars(box, rows, keys, fmt) {
  var W = 560, L = 170, Rr = 70, rowH = 22;
  var H = rows.length * rowH + 8;
  var total = function (r) { return r.parts.reduce(function (a, v) { return a + (v || 0); }, 0); };
  var max = niceMax(Math.max.apply(null, rows.map(total).concat([0])));
  var g = sv("svg", { viewBox: "0 0 " + W + " " + H, class: "plot", role: "img", "aria-label": box.firstChild.textContent });
  rows.forEach(function (r, i) {
    var y = 4 + i * rowH, x = L;
    g.appendChild(sv("text", { x: L - 6, y: y + 14, "text-anchor": "end", class: "tick", text: r.label.length > 26 ? r.label.slice(0, 25) + "…" : r.label }, [sv("title", { text: r.label })]));
    r.parts.forEach(function (v, k) {
      var w = ((v || 0) / max) * (W - L - Rr);
      if (w <= 0) return;
      g.appendChild(sv("rect", { x: x, y: y + 3, width: w.toFixed(1), height: rowH - 6, fill: COLORS[k % COLORS.length], class: "bar" }, [sv("title", { text: r.label + " · " + keys[k] + ": " + fmt(v) })]));
      x += w;
    });
    g.appendChild(sv("text", { x: x + 4, y: y + 14, class: "tick", text: fmt(total(r)) }));
  });
  box.appendChild(g);
  if (keys.length > 1) box.appendChild(legend(keys.map(function (k, i) { return [k, COLORS[i % COLORS.length]]; })));
}

/** Vertical bars of a histogram: edges (n+1), counts (n). */
function histogram(box, edges, counts, fmt) {
  var W = 560, H = 220, L = 48, Rr = 12, T = 12, B = 30;
  var max = niceMax(maxOf(counts));
  var n = counts.length;
  var bw = (W - L - Rr) / Math.max(1, n);
  var g = sv("svg", { viewBox: "0 0 " + W + " " + H, class: "plot", role: "img", "aria-label": box.firstChild.textContent });
  for (var i = 0; i <= 4; i++) {
    var yv = (max * i) / 4, y = T + (1 - yv / max) * (H - T - B);
    g.appendChild(sv("line", { x1: L, x2: W - Rr, y1: y, y2: y, class: "grid" }));
    g.appendChild(sv("text", { x: L - 4, y: y + 4, "text-anchor": "end", class: "tick", text: num(yv, 0) }));
  }
  counts.forEach(function (c, i) {
    var h = (c / max) * (H - T - B);
    g.appendChild(sv("rect", { x: (L + i * bw + 0.5).toFixed(1), y: (H - B - h).toFixed(1), width: Math.max(0.5, bw - 1).toFixed(1), height: h.toFixed(1), fill: COLORS[0], class: "bar" }, [sv("title", { text: fmt(edges[i]) + " – " + fmt(edges[i + 1]) + ": " + c + " sessions" })]));
  });
  [0, Math.floor(n / 2), n].forEach(function (i) {
    g.appendChild(sv("text", { x: L + i * bw, y: H - 10, "text-anchor": i === 0 ? "start" : i === n ? "end" : "middle", class: "tick", text: fmt(edges[i]) }));
  });
  box.appendChild(g);
}

function table(headers, rows, cls) {
  return el("table", { class: cls || "" }, [
    el("thead", null, el("tr", null, headers.map(function (h) { return el("th", { text: h }); }))),
    el("tbody", null, rows.map(function (r) {
      return el("tr", null, r.map(function (c) { return c instanceof Node ? el("td", null, c) : el("td", { text: c == null ? "" : c }); }));
    })),
  ]);
}

// ---- header and KPIs ----
function header() {
  var icon = { pass: "✅", warn: "⚠️", fail: "❌", interrupted: "⏹️" }[R.verdict];
  var fails = R.gate.checks.filter(function (c) { return c.status === "fail"; }).length;
  var h = $("verdict");
  h.className = "verdict " + R.verdict;
  // verdictText already says "interrupted (… for information …)" for an interrupted run.
  h.textContent = icon + " " + R.scenario.name + " — " + D.i18n.verdict + (R.interrupted && R.verdict !== "interrupted" ? " · " + D.i18n.interrupted : "");
  $("subtitle").textContent = D.i18n.subtitle;
  var b = R.baseline && R.baseline.found ? R.baseline : null;
  var bm = (b && b.metrics) || {};
  var m = R.metrics;
  var k = function (label, value, base) {
    return el("div", { class: "kpi" }, [el("div", { class: "kpi-label", text: label }), el("div", { class: "kpi-value", text: value }), base ? el("div", { class: "kpi-base", text: T("baseline {v}", { v: base }) }) : null]);
  };
  var g = function (name, key) { return m[name] ? m[name][key] : null; };
  var gb = function (name, key) { return bm[name] ? bm[name][key] : null; };
  append($("kpis"), [
    k(T("sessions"), String(R.sessions.total), b && gb("e2e_ms", "count") != null ? String(gb("e2e_ms", "count")) : null),
    k(T("pass rate"), pct(R.pass_rate), b ? pct(b.pass_rate) : null),
    k("e2e p50", ms(g("e2e_ms", "p50")), b ? ms(gb("e2e_ms", "p50")) : null),
    k("e2e p95", ms(g("e2e_ms", "p95")), b ? ms(gb("e2e_ms", "p95")) : null),
    k("e2e p99", ms(g("e2e_ms", "p99")), b ? ms(gb("e2e_ms", "p99")) : null),
    k("TTFT p95", ms(g("ttft_ms", "p95")), b && gb("ttft_ms", "p95") != null ? ms(gb("ttft_ms", "p95")) : null),
    k(T("throughput"), num(R.throughput.stable_sps) + T("/s"), null),
    k(T("peak concurrency"), String(R.throughput.peak_concurrency), null),
  ]);
}

function checksAndFindings() {
  var s = section("checks", T("Gate checks"));
  var order = { fail: 0, warn: 1, pass: 2 };
  var cs = R.gate.checks.slice().sort(function (a, b) { return order[a.status] - order[b.status]; });
  var fmtv = function (metric, v) { return v == null ? "–" : /_ms($|\{)/.test(metric) ? ms(v) : num(v, 3); };
  var heads = [T("status"), T("metric"), T("rule"), T("observed"), T("baseline"), T("interval"), T("reason")];
  var row = function (c) {
    return [el("span", { class: "pill " + c.status, text: I18N.status[c.status] + (c.advisory ? " " + T("(advisory)") : "") }), c.metric, c.rule, fmtv(c.metric, c.observed), fmtv(c.metric, c.baseline), c.interval ? "[" + num(c.interval[0], 3) + ", " + num(c.interval[1], 3) + "]" : "", cut(D.i18n.reasons[R.gate.checks.indexOf(c)], 400)];
  };
  var open = cs.filter(function (c) { return c.status !== "pass"; });
  var passed = cs.filter(function (c) { return c.status === "pass"; });
  if (!cs.length) s.appendChild(el("p", { text: T("No checks configured.") }));
  if (open.length) s.appendChild(table(heads, open.map(row), "checks"));
  if (passed.length) s.appendChild(el("details", open.length ? null : { open: "" }, [el("summary", { text: T("{n} passing checks", { n: passed.length }) }), table(heads, passed.map(row), "checks")]));
  var f = section("findings", T("Diagnosis"));
  if (!R.findings.length) f.appendChild(el("p", { class: "note", text: T("No rule fired.") }));
  R.findings.forEach(function (x) {
    f.appendChild(el("div", { class: "finding " + x.severity }, [
      el("strong", { text: D.i18n.findings[R.findings.indexOf(x)].title }), el("p", { text: D.i18n.findings[R.findings.indexOf(x)].detail }),
      el("ul", { class: "evidence" }, x.evidence.map(function (e) {
        var vals = Object.keys(e.values).map(function (k) { return k + "=" + (e.values[k] == null ? "–" : e.values[k]); }).join(", ");
        return el("li", { text: e.metric + (e.window ? " [" + e.window.from_s + "–" + e.window.to_s + " s]" : "") + ": " + vals });
      })),
    ]));
  });
  if (R.ai_summary && R.ai_summary.text) {
    f.appendChild(el("h3", { text: T("AI summary (advisory, written by {model}; it does not change the verdict)", { model: R.ai_summary.model || T("an LLM") }) }));
    f.appendChild(el("pre", { class: "ai", text: R.ai_summary.text }));
  }
}

function overTime() {
  var S = R.series;
  var step = S.step_ms / 1000;
  var xs = S.in_flight.map(function (_, i) { return i * step; });
  var s = section("over-time", T("Over time"), T("Buckets of {n} s from the run's start.", { n: num(step, 0) }));
  var grid = el("div", { class: "grid2" });
  s.appendChild(grid);
  lineChart(chartBox(grid, T("Concurrency (sessions in flight)")), { xs: xs, xUnit: "s", fmt: function (v) { return num(v, 0); }, series: [{ name: "in flight (peak per bucket)", values: S.in_flight }] });
  lineChart(chartBox(grid, T("Throughput (sessions ended per second)")), { xs: xs, xUnit: "s", fmt: function (v) { return num(v, 1); }, series: [
    { name: "passed/s", values: S.completed.map(function (v) { return v / step; }), color: COLORS[2] },
    { name: "failed/s", values: S.failed.map(function (v) { return v / step; }), color: COLORS[3] },
  ] });
  lineChart(chartBox(grid, T("End-to-end latency percentiles")), { xs: xs, xUnit: "s", fmt: ms, series: [
    { name: "e2e p50", values: S.e2e_p50 }, { name: "e2e p95", values: S.e2e_p95, color: COLORS[1] },
  ] });
  var RS = R.resources.series;
  if (RS) {
    var rx = RS.cpu_pct.map(function (_, i) { return i * RS.step_ms / 1000; });
    lineChart(chartBox(grid, T("CPU over time")), { xs: rx, xUnit: "s", fmt: function (v) { return num(v, 0) + "%"; }, yMin: 100, series: [
      { name: "busiest container CPU %", values: RS.cpu_pct }, { name: "host CPU %", values: RS.host_cpu_pct, color: COLORS[5] },
    ], markers: [] });
    var memSeries = [{ name: "largest container memory", values: RS.mem_bytes, color: COLORS[4] }, { name: "host memory", values: RS.host_mem_bytes, color: COLORS[5] }];
    if (RS.mem_limit_bytes) memSeries.push({ name: "container limit", values: RS.mem_bytes.map(function () { return RS.mem_limit_bytes; }), color: COLORS[3], dash: "4 3" });
    lineChart(chartBox(grid, T("Memory over time")), { xs: rx, xUnit: "s", fmt: mib, series: memSeries });
  } else if (R.resources.cpu_pct || R.resources.mem_bytes) {
    s.appendChild(el("p", { class: "note", text: "Resources: container CPU mean " + num(R.resources.cpu_pct && R.resources.cpu_pct.mean, 1) + "% (max " + num(R.resources.cpu_pct && R.resources.cpu_pct.max, 1) + "%), memory max " + mib(R.resources.mem_bytes && R.resources.mem_bytes.max) + ", OOM kills " + R.resources.oom_kills + "." }));
  }
}

function distribution() {
  var s = section("distribution", T("Latency distribution"));
  var grid = el("div", { class: "grid2" });
  s.appendChild(grid);
  if (D.histogram) histogram(chartBox(grid, T("End-to-end latency (sessions per bin)")), D.histogram.edges, D.histogram.counts, ms);
  if (D.ttftHistogram) histogram(chartBox(grid, T("Time to first token (sessions per bin)")), D.ttftHistogram.edges, D.ttftHistogram.counts, ms);
}

function breakdown() {
  var j = D.journeys;
  if (!j || !j.names.length) return;
  var s = section("journeys", T("Per journey (by {tag})", { tag: j.tag }));
  var grid = el("div", { class: "grid2" });
  s.appendChild(grid);
  var rows = function (kind) {
    return j.names.map(function (n) { var e = j.entries[n]; return { label: n, parts: D.phaseKeys[kind].map(function (k) { return e[kind][k] || 0; }) }; });
  };
  hbars(chartBox(grid, T("Mean time per session in each phase")), rows("phases_ms"), D.phaseKeys.phases_ms, ms);
  hbars(chartBox(grid, T("Mean time per session in each span kind")), rows("spans_ms"), D.phaseKeys.spans_ms, ms);
  s.appendChild(table([T("journey"), T("sessions"), T("pass rate"), "e2e p50", "e2e p95", "TTFT p95", T("errors")], j.names.map(function (n) {
    var e = j.entries[n];
    var errs = Object.keys(e.error_buckets).map(function (b) { return b + " " + e.error_buckets[b]; }).join(", ");
    return [n, e.sessions, pct(e.pass_rate), ms(e.e2e_ms && e.e2e_ms.p50), ms(e.e2e_ms && e.e2e_ms.p95), ms(e.ttft_ms && e.ttft_ms.p95), errs];
  })));
}

// Multi-step tasks: each step's sessions, passes, mean reward and phase times.
function steps() {
  var rows = R.steps || [];
  if (!rows.length) return;
  var s = section("steps", T("Per step ({n} steps of multi-step tasks)", { n: rows.length }));
  s.appendChild(table([T("task"), T("step"), T("sessions"), T("passed"), T("mean reward"), T("agent_exec mean"), T("verify mean")], rows.map(function (x) {
    return [cut(x.task, 60), cut(x.step, 60), String(x.sessions), String(x.passed), x.reward_mean == null ? "–" : num(x.reward_mean, 3), ms(x.agent_exec_ms_mean), ms(x.verify_ms_mean)];
  })));
}

function stages() {
  var st = R.stages;
  if (!st || !st.steps.length) return;
  var found = st.strategy !== "find_max" || st.steps.some(function (x) { return x.slo === "fail"; });
  var max = st.max_sustainable_concurrency == null ? T("none") : found ? String(st.max_sustainable_concurrency) : T("≥ {n} (every stage held; the limit lies beyond)", { n: st.max_sustainable_concurrency });
  var s = section("stages", T("Stages ({strategy}) — max sustainable concurrency {max}", { strategy: st.strategy, max: max }));
  var grid = el("div", { class: "grid2" });
  s.appendChild(grid);
  var xs = st.steps.map(function (x) { return x.concurrency; });
  var markers = [];
  var knee = st.knee_concurrency != null ? st.knee_concurrency : (st.steps.filter(function (x) { return x.knee; })[0] || {}).concurrency;
  var brk = st.break_concurrency != null ? st.break_concurrency : (st.steps.filter(function (x) { return x.break; })[0] || {}).concurrency;
  if (knee != null) markers.push({ x: knee, label: T("knee {n}", { n: knee }), color: "#c7a02e" });
  if (brk != null) markers.push({ x: brk, label: T("break {n}", { n: brk }), color: "#c43c3c" });
  lineChart(chartBox(grid, T("Throughput by concurrency")), { xs: xs, dots: true, fmt: function (v) { return num(v, 1) + "/s"; }, markers: markers, series: [{ name: "sessions/s", values: st.steps.map(function (x) { return x.throughput_sps; }) }] });
  lineChart(chartBox(grid, T("Latency and errors by concurrency")), { xs: xs, dots: true, fmt: ms, markers: markers, series: [
    { name: "e2e p50", values: st.steps.map(function (x) { return x.e2e_ms && x.e2e_ms.p50; }) },
    { name: "e2e p99", values: st.steps.map(function (x) { return x.e2e_ms && x.e2e_ms.p99; }), color: COLORS[1] },
  ] });
  s.appendChild(table([T("stage"), T("concurrency"), T("sessions"), T("sessions/s"), "e2e p95", "TTFT p95", T("errors"), "SLO"], st.steps.map(function (x) {
    return [x.stage, x.concurrency, x.sessions, num(x.throughput_sps), ms(x.e2e_ms && x.e2e_ms.p95), ms(x.ttft_ms && x.ttft_ms.p95), pct(x.error_rate), (x.slo || "") + (x.knee ? " · knee" : "") + (x.break ? " · break" : "") + (x.breaching_metric ? " (" + x.breaching_metric + ")" : "")];
  })));
}

function errors() {
  var names = Object.keys(R.error_buckets).sort(function (a, b) { return R.error_buckets[b] - R.error_buckets[a]; });
  if (!names.length) return;
  var s = section("errors", T("Error buckets ({n})", { n: names.length }));
  var grid = el("div", { class: "grid2" });
  s.appendChild(grid);
  hbars(chartBox(grid, T("Sessions per error bucket")), names.map(function (n) { return { label: n, parts: [R.error_buckets[n]] }; }), [T("sessions")], function (v) { return num(v, 0); });
  s.appendChild(table([T("bucket"), T("sessions"), T("example session"), T("message")], names.map(function (n) {
    var ex = R.error_examples[n] || {};
    var link = ex.session ? el("a", { href: "#", text: ex.session, onclick: function (ev) { ev.preventDefault(); showSession(ex.session); } }) : "";
    return [n, R.error_buckets[n], link, cut(ex.message, 300)];
  })));
}

function baseline() {
  var b = R.baseline;
  var s = section("baseline", T("Baseline comparison"));
  if (!b || !b.found) { s.appendChild(el("p", { class: "note", text: b ? T("No baseline at {file} yet.", { file: b.file }) : T("No baseline configured.") })); return; }
  s.appendChild(el("p", { class: "note", text: T("Baseline {file}", { file: b.file }) + (b.source ? " · " + Object.keys(b.source).map(function (k) { return k + " " + b.source[k]; }).join(" · ") : "") }));
  var grid = el("div", { class: "grid2" });
  s.appendChild(grid);
  var rows = [];
  ["e2e_ms", "ttft_ms", "llm_ms", "tool_ms", "storage_ms", "network_ms"].forEach(function (m) {
    ["p50", "p95", "p99"].forEach(function (q) {
      var cur = R.metrics[m] && R.metrics[m][q], base = b.metrics && b.metrics[m] && b.metrics[m][q];
      if (cur == null && base == null) return;
      if (q === "p99" && m !== "e2e_ms") return;
      rows.push({ label: m.replace(/_ms$/, "") + " " + q, cur: cur, base: base });
    });
  });
  var box = chartBox(grid, T("This run vs baseline"));
  var W = 560, L = 110, rowH = 26, H = rows.length * rowH + 8;
  var max = niceMax(Math.max.apply(null, rows.map(function (r) { return Math.max(r.cur || 0, r.base || 0); }).concat([0])));
  var g = sv("svg", { viewBox: "0 0 " + W + " " + H, class: "plot", role: "img", "aria-label": T("This run vs baseline") });
  rows.forEach(function (r, i) {
    var y = 4 + i * rowH, w = W - L - 120;
    g.appendChild(sv("text", { x: L - 6, y: y + 15, "text-anchor": "end", class: "tick", text: r.label }));
    if (r.base != null) g.appendChild(sv("rect", { x: L, y: y + 2, width: ((r.base / max) * w).toFixed(1), height: 9, fill: COLORS[5], class: "bar" }, [sv("title", { text: T("baseline") + " " + ms(r.base) })]));
    if (r.cur != null) g.appendChild(sv("rect", { x: L, y: y + 12, width: ((r.cur / max) * w).toFixed(1), height: 9, fill: COLORS[0], class: "bar" }, [sv("title", { text: T("this run") + " " + ms(r.cur) })]));
    var d = r.cur != null && r.base ? (r.cur - r.base) / r.base : null;
    g.appendChild(sv("text", { x: W - 110, y: y + 15, class: "tick" + (d != null && d > 0.05 ? " worse" : d != null && d < -0.05 ? " better" : ""), text: ms(r.cur) + (d == null ? "" : " (" + (d > 0 ? "+" : "") + (d * 100).toFixed(1) + "%)") }));
  });
  box.appendChild(g);
  box.appendChild(legend([[T("baseline"), COLORS[5]], [T("this run"), COLORS[0]]]));
  var hist = (b.history || []).map(function (h) { var v = h.e2e_p95 != null ? h.e2e_p95 : h.e2e_ms_p95; return typeof v === "number" ? v : null; });
  if (finite(hist).length) {
    var vals = hist.concat([R.metrics.e2e_ms ? R.metrics.e2e_ms.p95 : null]);
    lineChart(chartBox(grid, T("e2e p95 across baseline history (last point: this run)")), { xs: vals.map(function (_, i) { return i + 1; }), dots: true, fmt: ms, series: [{ name: "e2e p95", values: vals }] });
  }
}

// ---- sessions table ----
var S = D.sessions;
var C = S.columns.reduce(function (o, c, i) { o[c] = i; return o; }, {});
var str = function (i) { return i == null || i < 0 ? "" : D.strings[i]; };
var view = { key: "start_s", dir: 1, filter: "", status: "", page: 0 };
var SHOWN = 500;
var COLS = [
  ["id", T("session"), function (r) { return r[C.id]; }],
  ["journey", T("journey"), function (r) { return str(r[C.journey]); }],
  ["status", T("status"), function (r) { return STATUS[r[C.status]]; }],
  ["bucket", T("bucket"), function (r) { return str(r[C.bucket]); }],
  ["start_s", T("start"), function (r) { return r[C.start_s]; }, function (v) { return num(v, 1) + " s"; }],
  ["e2e_ms", T("e2e"), function (r) { return r[C.e2e_ms]; }, ms],
  ["ttft_ms", T("TTFT"), function (r) { return r[C.ttft_ms]; }, ms],
  ["attempts", T("attempts"), function (r) { return r[C.attempts]; }],
  ["error", T("error"), function (r) { return str(r[C.error]); }],
];
function rowText(r) { return (r[C.id] + " " + str(r[C.journey]) + " " + str(r[C.task]) + " " + str(r[C.agent]) + " " + STATUS[r[C.status]] + " " + str(r[C.bucket]) + " " + str(r[C.error])).toLowerCase(); }
var TEXT = S.rows.map(rowText);
function sessions() {
  var total = S.total == null ? S.rows.length : S.total;
  var s = section("sessions", T("Sessions"), T("{n} sessions; the table shows the first {shown} that match. Click a row for its phases, spans, error and log excerpt.", { n: total, shown: SHOWN }));
  if (total > S.rows.length) s.appendChild(el("p", { id: "sessions-held", class: "note", text: T("This dashboard holds {held} of the run's {n} sessions: the failed and errored first, then the slowest passed.", { held: S.rows.length, n: total }) }));
  var input = el("input", { id: "filter", type: "search", placeholder: T("filter: id, journey, task, status, bucket, error…"), oninput: function (e) { view.filter = e.target.value.toLowerCase(); view.page = 0; renderRows(); } });
  var sel = el("select", { id: "status-filter", oninput: function (e) { view.status = e.target.value; view.page = 0; renderRows(); } }, [el("option", { value: "", text: T("any status") })].concat(STATUS.map(function (x) { return el("option", { value: x, text: T(x) }); })));
  var pager = [
    el("button", { id: "page-prev", type: "button", text: T("previous"), onclick: function () { view.page = Math.max(0, view.page - 1); renderRows(); } }),
    el("span", { id: "page-of" }),
    el("button", { id: "page-next", type: "button", text: T("next"), onclick: function () { view.page++; renderRows(); } }),
  ];
  s.appendChild(el("div", { class: "controls" }, [input, sel, el("span", { id: "session-count" })].concat(pager)));
  var thead = el("thead", null, el("tr", null, COLS.map(function (c) {
    return el("th", { class: "sortable", "data-key": c[0], text: c[1], onclick: function () { view.dir = view.key === c[0] ? -view.dir : 1; view.key = c[0]; view.page = 0; renderRows(); } });
  })));
  s.appendChild(el("div", { class: "scroll" }, el("table", { id: "sessions-table", class: "sessions" }, [thead, el("tbody", { id: "session-rows" })])));
  s.appendChild(el("div", { id: "session-detail", class: "detail" }));
  renderRows();
}
function renderRows() {
  var col = COLS.filter(function (c) { return c[0] === view.key; })[0];
  var idx = [];
  for (var i = 0; i < S.rows.length; i++) {
    if (view.status && STATUS[S.rows[i][C.status]] !== view.status) continue;
    if (view.filter && TEXT[i].indexOf(view.filter) < 0) continue;
    idx.push(i);
  }
  idx.sort(function (a, b) {
    var x = col[2](S.rows[a]), y = col[2](S.rows[b]);
    if (x == null) return 1; if (y == null) return -1;
    return (x < y ? -1 : x > y ? 1 : 0) * view.dir;
  });
  var body = $("session-rows");
  body.textContent = "";
  var frag = document.createDocumentFragment();
  var pages = Math.max(1, Math.ceil(idx.length / SHOWN));
  view.page = Math.min(view.page, pages - 1);
  idx.slice(view.page * SHOWN, (view.page + 1) * SHOWN).forEach(function (i) {
    var r = S.rows[i];
    frag.appendChild(el("tr", { class: STATUS[r[C.status]], onclick: function () { showSession(r[C.id]); } }, COLS.map(function (c) {
      var v = c[2](r);
      var t = c[3] ? c[3](v) : v == null ? "" : String(v);
      return el("td", { text: t.length > 140 ? t.slice(0, 139) + "…" : t });
    })));
  });
  body.appendChild(frag);
  $("session-count").textContent = T("{n} of {total} sessions", { n: idx.length, total: S.rows.length }) + (idx.length > SHOWN ? " " + T("(first {n} shown)", { n: SHOWN }) : "");
  $("page-of").textContent = pages > 1 ? T("page {p} of {pages}", { p: view.page + 1, pages: pages }) : "";
  $("page-prev").disabled = view.page === 0;
  $("page-next").disabled = view.page >= pages - 1;
  document.querySelectorAll("th.sortable").forEach(function (th) { th.setAttribute("aria-sort", th.getAttribute("data-key") === view.key ? (view.dir > 0 ? "ascending" : "descending") : "none"); });
}
function showSession(id) {
  var r = null;
  for (var i = 0; i < S.rows.length; i++) if (S.rows[i][C.id] === id) { r = S.rows[i]; break; }
  var box = $("session-detail");
  box.textContent = "";
  if (!r) { box.appendChild(el("p", { text: T("Session {id} is not in this dashboard.", { id: id }) })); return; }
  var kv = function (o, keys) { return keys.map(function (k, j) { return o[j] == null ? null : [k, ms(o[j])]; }).filter(Boolean); };
  var phases = kv(r[C.phases] || [], D.phaseKeys.phases_ms).concat((r[C.steps] || []).filter(function (p) { return p[1] != null; }).map(function (p) { return [p[0], ms(p[1])]; }));
  var spans = kv(r[C.spans] || [], D.phaseKeys.spans_ms);
  append(box, [
    el("h3", { text: T("Session {id}", { id: r[C.id] }) }),
    table([T("field"), T("value")], [
      [T("journey"), str(r[C.journey])], [T("task"), str(r[C.task])], [T("agent"), str(r[C.agent])],
      [T("status"), T(STATUS[r[C.status]])], [T("bucket"), str(r[C.bucket])], [T("attempts"), r[C.attempts]],
      [T("start"), num(r[C.start_s], 2) + " " + T("s")], ["e2e", ms(r[C.e2e_ms])], ["TTFT", ms(r[C.ttft_ms])],
      [T("tokens in / out"), (r[C.tokens_in] == null ? "–" : r[C.tokens_in]) + " / " + (r[C.tokens_out] == null ? "–" : r[C.tokens_out])],
    ], "kv"),
    phases.length ? el("h4", { text: T("Phases") }) : null, phases.length ? table([T("phase"), T("time")], phases, "kv") : null,
    spans.length ? el("h4", { text: T("Spans (sum per kind)") }) : null, spans.length ? table([T("kind"), T("time")], spans, "kv") : null,
    str(r[C.error]) ? el("h4", { text: T("Error") }) : null, str(r[C.error]) ? el("pre", { text: str(r[C.error]) }) : null,
    D.logs[r[C.id]] ? el("h4", { text: T("Log excerpt") }) : null, D.logs[r[C.id]] ? el("pre", { class: "log", text: D.logs[r[C.id]] }) : null,
  ]);
  box.scrollIntoView({ block: "nearest" });
}

${TARGET_SCRIPT}
[header, checksAndFindings, overTime, targetEvidence, distribution, breakdown, steps, stages, errors, baseline, sessions].forEach(function (f) {
  try { f(); } catch (e) { $("app").appendChild(el("p", { class: "render-error", text: "Could not draw " + f.name + ": " + e })); }
});
})();`;
