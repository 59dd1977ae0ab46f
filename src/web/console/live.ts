/** A run as it goes: progress tiles, three charts and its log, from the server's event stream. */
import type { RunAnswer, StopAnswer, StreamEvents } from "../../report/console-api.js";
import type { ProgressState } from "../../report/progress.js";
import { $, api, esc, fmtClock, fmtMs, fmtPct } from "./api.js";
import { chart } from "./chart.js";
import { checks } from "./compare.js";

interface Live {
  t0: number | null;
  starts: number[];
  ends: StreamEvents["end"][];
  verdict: string | null;
  p: ProgressState | null;
}

let stream: EventSource | null = null;

/** Ends the stream of the run shown before, when the view changes. */
export function leaveRun(): void {
  stream?.close();
  stream = null;
}

const tile = (label: string, value: string, id: string) =>
  `<div class="tile"><div class="k">${esc(label)}</div><div class="v" id="${id}">${esc(value)}</div></div>`;

function drawProgress(p: ProgressState, st: Live): void {
  const stage = p.stage
    ? `${p.stage.index}${p.stage.count ? `/${p.stage.count}` : ""} @${p.stage.concurrency}`
    : "–";
  const errs =
    Object.entries(p.errors)
      .map(([k, n]) => `${k} ${n}`)
      .join(", ") || "none";
  $("#tiles").innerHTML = [
    tile("elapsed", fmtClock(p.elapsed_s), "t-elapsed"),
    tile("done", p.strategy === "fixed" ? `${p.done}/${p.planned}` : String(p.done), "t-done"),
    tile("in flight", String(p.in_flight), "t-inflight"),
    tile("pass rate", fmtPct(p.pass_rate), "t-pass"),
    tile("e2e p50", fmtMs(p.e2e_p50_ms), "t-p50"),
    tile("e2e p95", fmtMs(p.e2e_p95_ms), "t-p95"),
    tile("stage", stage, "t-stage"),
    tile("ETA", p.ended ? "–" : fmtClock(p.eta_s), "t-eta"),
    tile("errors", errs, "t-errors"),
    tile("verdict", st.verdict || (p.ended ? "writing reports…" : "running"), "t-verdict"),
  ].join("");
}

function stopButton(id: string): void {
  const stop = $<HTMLButtonElement>("#stop-btn");
  stop.hidden = false;
  stop.disabled = false;
  stop.onclick = () => {
    stop.disabled = true;
    api<StopAnswer>(`/api/runs/${encodeURIComponent(id)}/stop`, "POST").then((r) => {
      if (r.ok) return;
      stop.disabled = false;
      alert(r.data.error);
    });
  };
}

/**
 * A run started elsewhere (the CLI, or a console since stopped) has no output here: say where its
 * records are instead of showing an empty log. Its own log lines, if events.jsonl holds any, still show.
 */
function originNote(id: string): void {
  api<RunAnswer>(`/api/runs/${encodeURIComponent(id)}`).then((r) => {
    if (!r.ok || r.data.summary?.started_here !== false || $("#run-id").textContent !== id) return;
    const note = $("#run-note");
    note.textContent = `This run was started from the CLI, not from this console: its terminal output is not kept; what it recorded is in ${r.data.dir}/ (events.jsonl, report.md).`;
    note.hidden = false;
  });
}

/** The finished run's gate checks, from its report.json (none while it has no report). */
function drawChecks(id: string): void {
  api<RunAnswer>(`/api/runs/${encodeURIComponent(id)}`).then((r) => {
    const report = r.ok ? r.data.report : null;
    if (!report?.gate || $("#run-id").textContent !== id) return;
    $("#run-checks").innerHTML = checks(report);
    $("#run-checks-box").hidden = false;
  });
}

export function viewRun(id: string): void {
  $("#run-id").textContent = id;
  for (const sel of ["#run-log", "#tiles", "#run-charts", "#run-links", "#run-checks", "#run-note"])
    $(sel).textContent = "";
  for (const sel of ["#run-log-box", "#run-checks-box", "#run-note"]) $(sel).hidden = true;
  const st: Live = { t0: null, starts: [], ends: [], verdict: null, p: null };
  stopButton(id);
  originNote(id);
  const es = new EventSource(`/api/runs/${encodeURIComponent(id)}/stream`);
  stream = es;
  const log = (text: string) => {
    $("#run-log-box").hidden = false;
    const el = $("#run-log");
    el.textContent += `${text}\n`;
    el.scrollTop = el.scrollHeight;
  };
  let redraw = 0;
  const on = <K extends keyof StreamEvents>(name: K, fn: (d: StreamEvents[K]) => void) =>
    es.addEventListener(name, (m) => {
      const data: unknown = JSON.parse((m as MessageEvent<string>).data);
      fn(data as StreamEvents[K]);
    });
  on("start", (d) => {
    if (st.t0 == null) st.t0 = d.t;
    st.starts.push(d.t);
  });
  on("end", (d) => {
    if (st.t0 == null) st.t0 = d.t - d.e2e_ms;
    st.ends.push(d);
  });
  on("log", (d) => log(d.text));
  on("output", (d) => log(d.text));
  on("progress", (p) => {
    st.p = p;
    drawProgress(p, st);
    if (Date.now() - redraw > 900) {
      redraw = Date.now();
      drawRunCharts(st);
    }
  });
  on("done", (d) => {
    st.verdict = d.verdict || "–";
    es.close();
    $("#stop-btn").hidden = true;
    if (st.p) drawProgress(st.p, st);
    drawRunCharts(st);
    const file = esc(`/runs/${encodeURIComponent(id)}/dashboard.html`);
    $("#run-links").innerHTML =
      `<a target="_blank" rel="noopener noreferrer" href="${file}">open dashboard.html</a> · <a href="#runs">all runs</a>`;
    drawChecks(id);
  });
  es.onerror = () => {
    if (es.readyState === 2) $("#stop-btn").hidden = true;
  };
}

function drawRunCharts(st: Live): void {
  const t0 = st.t0;
  if (t0 == null) return;
  const rel = (t: number) => (t - t0) / 1000;
  const ev: [number, number][] = [
    ...st.starts.map((t): [number, number] => [rel(t), 1]),
    ...st.ends.map((e): [number, number] => [rel(e.t), -1]),
  ];
  ev.sort((a, b) => a[0] - b[0]);
  let n = 0;
  const conc: [number, number][] = [[0, 0]];
  for (const e of ev) {
    conc.push([e[0], n]);
    n += e[1];
    conc.push([e[0], n]);
  }
  const lastEnd = st.ends.length ? rel(st.ends[st.ends.length - 1].t) : 0;
  const bucket = Math.max(1, Math.ceil(lastEnd / 30));
  const tput = new Map<number, number>();
  for (const e of st.ends) {
    const b = Math.floor(rel(e.t) / bucket);
    tput.set(b, (tput.get(b) ?? 0) + 1);
  }
  const tp: [number, number][] = [];
  for (let b = 0; b <= Math.floor(lastEnd / bucket); b++)
    tp.push([(b + 0.5) * bucket, (tput.get(b) ?? 0) / bucket]);
  const by = (ok: boolean) =>
    st.ends.filter((e) => (e.status === "passed") === ok).map((e): [number, number] => [rel(e.t), e.e2e_ms]);
  $("#run-charts").innerHTML =
    chart(
      "concurrency (sessions in flight)",
      [{ name: "in flight", color: "#4e79a7", points: conc }],
      "elapsed",
      "number",
    ) +
    chart(
      `throughput (sessions/s, ${bucket} s bins)`,
      [{ name: "ended", color: "#59a14f", points: tp }],
      "elapsed",
      "number",
    ) +
    chart(
      "e2e latency by session end",
      [
        { name: "passed", color: "#4e79a7", dots: true, points: by(true) },
        { name: "failed", color: "#e15759", dots: true, points: by(false) },
      ],
      "elapsed",
      "ms",
    );
}
