/**
 * The console page's script: plain browser JavaScript (no framework, no network beyond its own
 * origin), kept as text. It never builds markup from data without esc(), and uses no template
 * literals so this file can hold it as a raw string.
 */
export const CONSOLE_APP = String.raw`
"use strict";
var $ = function (sel, root) { return (root || document).querySelector(sel); };
var $$ = function (sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); };
function esc(s) {
  return String(s == null ? "" : s).replace(/[&<>"']/g, function (c) {
    return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
  });
}
/* The login cookie carries the token; this page alone holds the CSRF token every state change needs. */
var CSRF = document.querySelector('meta[name="csrf-token"]').getAttribute("content");
function api(path, method, body) {
  var headers = {};
  if (method && method !== "GET") headers["x-console-csrf"] = CSRF;
  if (body !== undefined) headers["content-type"] = "application/json";
  if (method && method !== "GET" && body === undefined) { headers["content-type"] = "application/json"; body = {}; }
  return fetch(path, { method: method || "GET", headers: headers, body: body === undefined ? undefined : JSON.stringify(body) })
    .then(function (r) { return r.json().then(function (j) { return { ok: r.ok, status: r.status, data: j }; }); });
}
function fmtMs(x) { return x == null ? "–" : Math.round(x) + " ms"; }
function fmtPct(x) { return x == null ? "–" : (x * 100).toFixed(1) + "%"; }
function fmtClock(s) {
  if (s == null) return "–";
  s = Math.max(0, Math.round(s));
  var m = Math.floor(s / 60), r = s % 60;
  return m + ":" + (r < 10 ? "0" : "") + r;
}
function fmtTime(iso) { return iso ? iso.replace("T", " ").slice(0, 19) : "–"; }
function verdictBadge(v, state) {
  var text = state === "running" ? "running" : v || state || "–";
  return '<span class="badge b-' + esc(text) + '">' + esc(text) + "</span>";
}
function show(view) {
  $$("main > section").forEach(function (s) { s.hidden = s.id !== view; });
  $$("nav a").forEach(function (a) { a.classList.toggle("on", a.getAttribute("href") === "#" + view); });
}
var live = null;
function route() {
  if (live) { live.close(); live = null; }
  var parts = (location.hash.slice(1) || "runs").split("/").map(decodeURIComponent);
  var handlers = { runs: viewRuns, new: viewNew, run: viewRun, compare: viewCompare, history: viewHistory };
  (handlers[parts[0]] || viewRuns).apply(null, parts.slice(1));
}
window.addEventListener("hashchange", route);

/* ---------------------------------------------------------------- runs list */
var runs = [], sortKey = "started_at", sortDir = -1, picked = [];
var COLS = [
  ["scenario", "Scenario"], ["started_at", "Started"], ["duration_s", "Duration"], ["verdict", "Verdict"],
  ["sessions", "Sessions"], ["pass_rate", "Pass rate"], ["e2e_p95_ms", "e2e p95"], ["ttft_p95_ms", "TTFT p95"]
];
function viewRuns() {
  show("runs");
  api("/api/runs").then(function (r) { runs = r.data.runs || []; drawRuns(); });
}
function cell(r, k) {
  if (k === "verdict") return verdictBadge(r.verdict, r.state);
  if (k === "started_at") return esc(fmtTime(r.started_at));
  if (k === "duration_s") return esc(r.duration_s == null ? "–" : fmtClock(r.duration_s));
  if (k === "pass_rate") return esc(fmtPct(r.pass_rate));
  if (k === "e2e_p95_ms" || k === "ttft_p95_ms") return esc(fmtMs(r[k]));
  if (k === "scenario") return '<a href="#history/' + encodeURIComponent(r.scenario) + '" title="baseline history">' + esc(r.scenario) + "</a>";
  return esc(r[k] == null ? "–" : r[k]);
}
function drawRuns() {
  var q = $("#filter").value.toLowerCase();
  var rows = runs.filter(function (r) {
    return !q || (r.scenario + " " + r.id + " " + (r.verdict || r.state)).toLowerCase().indexOf(q) >= 0;
  });
  rows.sort(function (a, b) {
    var x = a[sortKey], y = b[sortKey];
    if (x == null) return 1;
    if (y == null) return -1;
    return (x < y ? -1 : x > y ? 1 : 0) * sortDir;
  });
  var head = "<tr><th></th>" + COLS.map(function (c) {
    var mark = c[0] === sortKey ? (sortDir > 0 ? " ▲" : " ▼") : "";
    return '<th data-sort="' + c[0] + '">' + esc(c[1] + mark) + "</th>";
  }).join("") + "<th></th></tr>";
  var body = rows.map(function (r) {
    var dash = r.has_dashboard ? '<a class="dash" target="_blank" rel="noopener noreferrer" href="' + esc("/runs/" + encodeURIComponent(r.id) + "/dashboard.html") + '">dashboard</a>' : "";
    return '<tr data-id="' + esc(r.id) + '"><td><input type="checkbox" class="pick"' + (picked.indexOf(r.id) >= 0 ? " checked" : "") + "></td>" +
      COLS.map(function (c) { return '<td class="c-' + c[0] + '">' + cell(r, c[0]) + "</td>"; }).join("") +
      '<td class="acts"><a class="open" href="#run/' + encodeURIComponent(r.id) + '">open</a> ' + dash +
      ' <button class="del" type="button">delete</button></td></tr>';
  }).join("");
  $("#runs-table").innerHTML = head + (body || '<tr><td colspan="10" class="empty">no runs yet</td></tr>');
  $("#compare-btn").disabled = picked.length !== 2;
}
function runsClick(ev) {
  var t = ev.target, tr = t.closest("tr"), id = tr && tr.getAttribute("data-id");
  if (t.matches("th[data-sort]")) {
    var k = t.getAttribute("data-sort");
    sortDir = k === sortKey ? -sortDir : 1;
    sortKey = k;
    drawRuns();
  } else if (t.matches(".pick")) {
    picked = picked.filter(function (p) { return p !== id; });
    if (t.checked) picked.push(id);
    if (picked.length > 2) picked.shift();
    drawRuns();
  } else if (t.matches(".del") && confirm("Delete run " + id + " and all its files?")) {
    api("/api/runs/" + encodeURIComponent(id), "DELETE").then(function (r) {
      if (!r.ok) alert(r.data.error);
      picked = picked.filter(function (p) { return p !== id; });
      viewRuns();
    });
  }
}

/* ---------------------------------------------------------------- start a run */
var meta = null;
function viewNew() {
  show("new");
  api("/api/scenarios").then(function (r) {
    meta = r.data;
    // A refreshed list keeps the file already picked (the list may arrive after the pick).
    var file = $("#scenario-file"), chosen = file.value;
    file.innerHTML = meta.scenarios.map(function (f) { return "<option>" + esc(f) + "</option>"; }).join("");
    if (meta.scenarios.indexOf(chosen) >= 0) file.value = chosen;
    $("#f-mode").innerHTML = meta.modes.map(function (m) { return "<option>" + esc(m) + "</option>"; }).join("");
    $("#f-mode").value = "single_agent_multi_session";
    $("#agent-list").innerHTML = meta.agents.map(function (a) { return '<option value="' + esc(a) + '">'; }).join("");
    $("#new-dir").textContent = meta.new_dir;
  });
  loadTemplates();
}
function startFile() {
  var set = $("#scenario-set").value.split("\n").map(function (s) { return s.trim(); }).filter(Boolean);
  $("#start-msg").textContent = "starting…";
  api("/api/start", "POST", { file: $("#scenario-file").value, set: set }).then(function (r) {
    if (r.ok) { location.hash = "#run/" + encodeURIComponent(r.data.id); return; }
    $("#start-msg").textContent = r.data.problem ? r.data.problem.message : r.data.error + (r.data.output ? "\n" + r.data.output : "");
  });
}
function formValue() {
  var v = function (id) { return $("#f-" + id).value; };
  return {
    name: v("name"), description: v("description"), mode: v("mode"), runtime: v("runtime"),
    mock_llm: $("#f-mock_llm").checked,
    agent: { name: v("agent"), command: v("command"), mount: v("mount") },
    target: $("#f-target").value, task: v("task"), dataset: v("dataset"),
    task_names: $$("#task-picker input:checked").map(function (i) { return i.value; }),
    sessions: v("sessions"), n_concurrent: v("n_concurrent"), strategy: v("strategy"),
    stages: v("stages"), rate: v("rate"), duration_sec: v("duration_sec"), thresholds: v("thresholds")
  };
}
function setForm(f) {
  ["name", "description", "mode", "runtime", "task", "dataset", "sessions", "n_concurrent", "strategy", "stages", "rate", "duration_sec", "thresholds"]
    .forEach(function (k) { if (f[k] != null) $("#f-" + k).value = f[k]; });
  $("#f-mock_llm").checked = !!f.mock_llm;
  if (f.agent) { $("#f-agent").value = f.agent.name || ""; $("#f-command").value = f.agent.command || ""; $("#f-mount").value = f.agent.mount || ""; }
  if (f.target) $("#f-target").value = f.target;
}
function showProblem(res) {
  $$(".field.bad").forEach(function (el) { el.classList.remove("bad"); });
  $$(".field .err").forEach(function (el) { el.textContent = ""; });
  var p = res.problem, lines = (res.yaml || "").split("\n");
  $("#yaml").innerHTML = lines.map(function (l, i) {
    var bad = p && p.line === i + 1;
    return '<span class="ln' + (bad ? " bad" : "") + '">' + String(i + 1).padStart(3, " ") + "  " + esc(l) + "</span>";
  }).join("\n");
  $("#form-msg").textContent = p ? p.message : res.saved ? "saved " + res.file : "valid: " + res.file;
  $("#form-msg").className = p ? "msg bad" : "msg ok";
  if (!p || !p.field) return;
  var fields = $$(".field[data-field]");
  var hit = fields.filter(function (el) { return p.field === el.getAttribute("data-field"); })[0] ||
    fields.filter(function (el) { return p.field.indexOf(el.getAttribute("data-field")) === 0; })[0];
  if (hit) { hit.classList.add("bad"); $(".err", hit).textContent = p.message; }
}
function submitForm(save) {
  return api("/api/scenarios", "POST", { form: formValue(), save: save }).then(function (r) {
    if (!r.ok) { $("#form-msg").textContent = r.data.error; $("#form-msg").className = "msg bad"; return null; }
    showProblem(r.data);
    return r.data.problem ? null : r.data;
  });
}
function saveAndRun() {
  submitForm(true).then(function (res) {
    if (!res) return;
    api("/api/start", "POST", { file: res.file, set: [] }).then(function (r) {
      if (r.ok) location.hash = "#run/" + encodeURIComponent(r.data.id);
      else $("#form-msg").textContent = r.data.problem ? r.data.problem.message : r.data.error;
    });
  });
}
function scanDataset() {
  var path = $("#f-dataset").value;
  api("/api/dataset?path=" + encodeURIComponent(path)).then(function (r) {
    $("#task-picker").innerHTML = r.ok
      ? r.data.tasks.map(function (t) { return '<label><input type="checkbox" value="' + esc(t) + '"> ' + esc(t) + "</label>"; }).join("") || "no tasks found"
      : esc(r.data.error);
  });
}
function loadTemplates() {
  api("/api/templates").then(function (r) {
    var ts = r.data.templates || [];
    $("#template").innerHTML = '<option value="">— template —</option>' + ts.map(function (t, i) { return '<option value="' + i + '">' + esc(t.name) + "</option>"; }).join("");
    $("#template").onchange = function () { var t = ts[Number(this.value)]; if (t) setForm(t.form); };
  });
}
function saveTemplate() {
  var name = $("#f-name").value || "template";
  api("/api/templates", "POST", { name: name, form: formValue() }).then(function (r) {
    $("#form-msg").textContent = r.ok ? "template " + name + " saved" : r.data.error;
    loadTemplates();
  });
}

/* ---------------------------------------------------------------- charts */
function chart(title, series, opts) {
  var W = 460, H = 160, L = 44, B = 22, pts = [];
  series.forEach(function (s) { pts = pts.concat(s.points); });
  if (pts.length === 0) return '<figure class="chart"><figcaption>' + esc(title) + '</figcaption><div class="empty">waiting for sessions…</div></figure>';
  var xmax = Math.max.apply(null, pts.map(function (p) { return p[0]; }).concat([1]));
  var ymax = Math.max.apply(null, pts.map(function (p) { return p[1]; }).concat([opts && opts.ymin || 1]));
  var X = function (x) { return L + (x / xmax) * (W - L - 8); };
  var Y = function (y) { return H - B - (y / ymax) * (H - B - 8); };
  var svg = series.map(function (s) {
    if (s.dots) return s.points.map(function (p) { return '<circle r="2" cx="' + X(p[0]).toFixed(1) + '" cy="' + Y(p[1]).toFixed(1) + '" fill="' + s.color + '"/>'; }).join("");
    var d = s.points.map(function (p, i) { return (i ? "L" : "M") + X(p[0]).toFixed(1) + "," + Y(p[1]).toFixed(1); }).join("");
    return '<path d="' + d + '" fill="none" stroke="' + s.color + '" stroke-width="1.6"/>';
  }).join("");
  var axes = '<line x1="' + L + '" y1="' + (H - B) + '" x2="' + W + '" y2="' + (H - B) + '" class="ax"/>' +
    '<text x="' + (L - 4) + '" y="12" text-anchor="end">' + esc(Math.round(ymax)) + "</text>" +
    '<text x="' + (L - 4) + '" y="' + (H - B) + '" text-anchor="end">0</text>' +
    '<text x="' + W + '" y="' + (H - 6) + '" text-anchor="end">' + esc(fmtClock(xmax)) + "</text>";
  var legend = series.map(function (s) { return '<span style="color:' + s.color + '">■</span> ' + esc(s.name); }).join(" ");
  return '<figure class="chart"><figcaption>' + esc(title) + " <small>" + legend + '</small></figcaption><svg viewBox="0 0 ' + W + " " + H + '">' + axes + svg + "</svg></figure>";
}

/* ---------------------------------------------------------------- live run */
function tile(label, value, id) { return '<div class="tile"><div class="k">' + esc(label) + '</div><div class="v" id="' + id + '">' + esc(value) + "</div></div>"; }
function drawProgress(p, extra) {
  var stage = p.stage ? p.stage.index + (p.stage.count ? "/" + p.stage.count : "") + " @" + p.stage.concurrency : "–";
  var errs = Object.keys(p.errors).map(function (k) { return k + " " + p.errors[k]; }).join(", ") || "none";
  $("#tiles").innerHTML = [
    tile("elapsed", fmtClock(p.elapsed_s), "t-elapsed"),
    tile("done", p.strategy === "fixed" ? p.done + "/" + p.planned : String(p.done), "t-done"),
    tile("in flight", String(p.in_flight), "t-inflight"),
    tile("pass rate", fmtPct(p.pass_rate), "t-pass"),
    tile("e2e p50", fmtMs(p.e2e_p50_ms), "t-p50"),
    tile("e2e p95", fmtMs(p.e2e_p95_ms), "t-p95"),
    tile("stage", stage, "t-stage"),
    tile("ETA", p.ended ? "–" : fmtClock(p.eta_s), "t-eta"),
    tile("errors", errs, "t-errors"),
    tile("verdict", extra.verdict || (p.ended ? "writing reports…" : "running"), "t-verdict")
  ].join("");
}
function viewRun(id) {
  show("run");
  $("#run-id").textContent = id;
  $("#run-log").textContent = "";
  $("#tiles").innerHTML = "";
  $("#run-charts").innerHTML = "";
  $("#run-links").innerHTML = "";
  var st = { t0: null, starts: [], ends: [], verdict: null, p: null };
  $("#stop-btn").hidden = false;
  $("#stop-btn").onclick = function () {
    $("#stop-btn").disabled = true;
    api("/api/runs/" + encodeURIComponent(id) + "/stop", "POST").then(function (r) {
      if (!r.ok) { $("#stop-btn").disabled = false; alert(r.data.error); }
    });
  };
  $("#stop-btn").disabled = false;
  var es = new EventSource("/api/runs/" + encodeURIComponent(id) + "/stream");
  live = es;
  var log = function (text) {
    var el = $("#run-log");
    el.textContent += text + "\n";
    el.scrollTop = el.scrollHeight;
  };
  var redraw = 0;
  var on = function (name, fn) { es.addEventListener(name, function (m) { fn(JSON.parse(m.data)); }); };
  on("start", function (d) { if (st.t0 == null) st.t0 = d.t; st.starts.push(d.t); });
  on("end", function (d) { if (st.t0 == null) st.t0 = d.t - d.e2e_ms; st.ends.push(d); });
  on("log", function (d) { log(d.text); });
  on("output", function (d) { log(d.text); });
  on("progress", function (p) {
    st.p = p;
    drawProgress(p, st);
    if (Date.now() - redraw > 900) { redraw = Date.now(); drawRunCharts(st); }
  });
  on("done", function (d) {
    st.verdict = d.verdict || "–";
    es.close();
    $("#stop-btn").hidden = true;
    if (st.p) drawProgress(st.p, st);
    drawRunCharts(st);
    $("#run-links").innerHTML = '<a target="_blank" rel="noopener noreferrer" href="' + esc("/runs/" + encodeURIComponent(id) + "/dashboard.html") + '">open dashboard.html</a> · <a href="#runs">all runs</a>';
  });
  es.onerror = function () { if (es.readyState === 2) $("#stop-btn").hidden = true; };
}
function drawRunCharts(st) {
  if (st.t0 == null) return;
  var rel = function (t) { return (t - st.t0) / 1000; };
  var ev = st.starts.map(function (t) { return [rel(t), 1]; }).concat(st.ends.map(function (e) { return [rel(e.t), -1]; }));
  ev.sort(function (a, b) { return a[0] - b[0]; });
  var n = 0, conc = [[0, 0]];
  ev.forEach(function (e) { conc.push([e[0], n]); n += e[1]; conc.push([e[0], n]); });
  var span = st.ends.length ? rel(st.ends[st.ends.length - 1].t) : 0;
  var bucket = Math.max(1, Math.ceil(span / 30)), tput = {};
  st.ends.forEach(function (e) { var b = Math.floor(rel(e.t) / bucket); tput[b] = (tput[b] || 0) + 1; });
  var last = st.ends.length ? Math.floor(rel(st.ends[st.ends.length - 1].t) / bucket) : 0, tp = [];
  for (var b = 0; b <= last; b++) tp.push([(b + 0.5) * bucket, (tput[b] || 0) / bucket]);
  var ok = st.ends.filter(function (e) { return e.status === "passed"; }).map(function (e) { return [rel(e.t), e.e2e_ms]; });
  var bad = st.ends.filter(function (e) { return e.status !== "passed"; }).map(function (e) { return [rel(e.t), e.e2e_ms]; });
  $("#run-charts").innerHTML =
    chart("concurrency (sessions in flight)", [{ name: "in flight", color: "#4e79a7", points: conc }]) +
    chart("throughput (sessions/s, " + bucket + " s bins)", [{ name: "ended", color: "#59a14f", points: tp }]) +
    chart("e2e latency by session end (ms)", [{ name: "passed", color: "#4e79a7", dots: true, points: ok }, { name: "failed", color: "#e15759", dots: true, points: bad }]);
}

/* ---------------------------------------------------------------- compare and history */
var KPIS = [
  ["verdict", function (r) { return r.verdict; }],
  ["sessions", function (r) { return r.sessions && r.sessions.total; }],
  ["pass rate", function (r) { return fmtPct(r.pass_rate); }],
  ["duration", function (r) { return fmtClock(r.duration_s); }],
  ["stable throughput", function (r) { return r.throughput ? r.throughput.stable_sps + " /s" : "–"; }],
  ["peak concurrency", function (r) { return r.throughput && r.throughput.peak_concurrency; }],
  ["errors", function (r) { return Object.keys(r.error_buckets || {}).map(function (k) { return k + " " + r.error_buckets[k]; }).join(", ") || "none"; }]
];
function distRows(a, b) {
  var metrics = ["e2e_ms", "ttft_ms", "llm_ms", "agent_exec_ms"].filter(function (m) { return (a.metrics || {})[m] || (b.metrics || {})[m]; });
  return metrics.map(function (m) {
    var ps = ["p50", "p90", "p95", "p99", "max"];
    var top = Math.max.apply(null, [a, b].map(function (r) { var x = (r.metrics || {})[m]; return x ? x.max : 0; }).concat([1]));
    var bars = function (r) {
      var x = (r.metrics || {})[m];
      if (!x) return "–";
      return ps.map(function (p) {
        return '<div class="bar"><span class="bk">' + p + '</span><span class="bv" style="width:' + ((x[p] / top) * 100).toFixed(1) + '%"></span><span class="bn">' + esc(fmtMs(x[p])) + "</span></div>";
      }).join("");
    };
    return "<tr><th>" + esc(m) + "</th><td>" + bars(a) + "</td><td>" + bars(b) + "</td></tr>";
  }).join("");
}
function checks(r) {
  var cs = (r.gate && r.gate.checks) || [];
  return cs.map(function (c) { return '<li class="chk-' + esc(c.status) + '">' + esc(c.status.toUpperCase() + " " + c.metric + " " + c.rule + " — " + c.reason) + "</li>"; }).join("") || "<li>none</li>";
}
function viewCompare(a, b) {
  show("compare");
  $("#compare-body").innerHTML = "loading…";
  Promise.all([a, b].map(function (id) { return api("/api/runs/" + encodeURIComponent(id)); })).then(function (rs) {
    if (!rs[0].ok || !rs[1].ok) { $("#compare-body").textContent = (rs[0].ok ? rs[1] : rs[0]).data.error; return; }
    var A = rs[0].data.report || {}, B = rs[1].data.report || {};
    A.verdict = rs[0].data.summary.verdict; B.verdict = rs[1].data.summary.verdict;
    $("#compare-body").innerHTML = '<table class="cmp"><tr><th></th><th>' + esc(a) + "</th><th>" + esc(b) + "</th></tr>" +
      KPIS.map(function (k) { return "<tr><th>" + esc(k[0]) + "</th><td>" + esc(k[1](A)) + "</td><td>" + esc(k[1](B)) + "</td></tr>"; }).join("") +
      distRows(A, B) + '<tr><th>checks</th><td><ul class="checks">' + checks(A) + '</ul></td><td><ul class="checks">' + checks(B) + "</ul></td></tr></table>";
  });
}
function viewHistory(name) {
  show("history");
  $("#history-name").textContent = name;
  api("/api/history/" + encodeURIComponent(name)).then(function (r) {
    if (!r.ok) { $("#history-body").textContent = r.data.error; return; }
    var h = r.data, base = (h.baseline && h.baseline.history) || [];
    var t0 = null, pts = function (list, key, time) {
      return list.filter(function (x) { return x[key] != null; }).map(function (x) {
        var t = Date.parse(x[time]) / 1000;
        if (t0 == null || t < t0) t0 = t;
        return [t, x[key]];
      });
    };
    var runsP95 = pts(h.runs, "e2e_p95_ms", "started_at"), baseP95 = pts(base, "e2e_p95", "time");
    var shift = function (ps) { return ps.map(function (p) { return [p[0] - t0, p[1]]; }).sort(function (x, y) { return x[0] - y[0]; }); };
    var rows = base.map(function (e) { return "<tr><td>" + esc(fmtTime(e.time)) + "</td><td>" + esc(e.sha || "–") + "</td><td>" + esc(e.sessions) + "</td><td>" + esc(fmtPct(e.pass_rate)) + "</td><td>" + esc(fmtMs(e.e2e_p50)) + "</td><td>" + esc(fmtMs(e.e2e_p95)) + "</td></tr>"; }).join("");
    $("#history-body").innerHTML =
      chart("e2e p95 over time (ms)", [{ name: "runs here", color: "#4e79a7", points: shift(runsP95) }, { name: "baseline history", color: "#f28e2b", points: shift(baseP95) }]) +
      "<h3>Baseline history</h3>" + (rows ? '<table><tr><th>time</th><th>commit</th><th>sessions</th><th>pass rate</th><th>e2e p50</th><th>e2e p95</th></tr>' + rows + "</table>" : "<p>no baseline file for this scenario</p>") +
      "<h3>Runs in the output folder</h3><p>" + h.runs.length + " finished runs</p>";
  });
}

/* ---------------------------------------------------------------- wiring */
document.addEventListener("DOMContentLoaded", function () {
  $("#runs-table").addEventListener("click", runsClick);
  $("#filter").addEventListener("input", drawRuns);
  $("#compare-btn").addEventListener("click", function () { location.hash = "#compare/" + picked.map(encodeURIComponent).join("/"); });
  $("#start-file").addEventListener("click", startFile);
  $("#check-form").addEventListener("click", function () { submitForm(false); });
  $("#run-form").addEventListener("click", saveAndRun);
  $("#save-template").addEventListener("click", saveTemplate);
  $("#scan").addEventListener("click", scanDataset);
  route();
});
`;
