/**
 * The dashboard's target section: the load and each target series on one time axis with two y axes,
 * stages and diagnosis windows shaded, slow target events as marks, and a table of the slowest.
 */
import type { AxisUnit } from "../shared/axis.js";
import { maxOf, niceTicks, tickFormat, zeroAxis } from "../shared/axis.js";
import { cut, el, sv } from "../shared/dom.js";
import { chartBox, grid, legend, plot, section, table, xTicks, yTicks } from "./charts.js";
import { COLORS, fmtBytes, fmtMs, fmtNum, L, R, t } from "./context.js";

interface Line {
  name: string;
  pts: [number, number | null][];
  color?: string;
  dash?: string;
}
interface Band {
  from: number;
  to: number;
  fill: string;
  label: string;
  rule?: string;
}
interface Dual {
  x0: number;
  x1: number;
  left: Line[];
  right: Line[];
  lunit: AxisUnit;
  lmin?: number;
  bands: Band[];
  marks: { x: number; title: string }[];
}

/** A target series' unit as an axis unit and a value formatter. */
function unitOf(unit: string | null | undefined): [AxisUnit, (v: number | null | undefined) => string] {
  if (unit === "bytes") return ["bytes", fmtBytes];
  if (unit === "bytes/s") return ["bytes", (v) => `${fmtBytes(v)}/s`];
  if (unit === "ratio")
    return ["number", (v) => (v == null || !Number.isFinite(v) ? "–" : `${fmtNum(v * 100, 0)}%`)];
  if (unit === "s") return ["s", (v) => fmtMs(v == null ? v : v * 1000)];
  return ["number", (v) => fmtNum(v, v != null && Math.abs(v) >= 100 ? 0 : 2)];
}

/** Two y axes over one time axis. */
function dualChart(box: HTMLElement, o: Dual): void {
  const W = 560,
    H = 230,
    Lm = 62,
    Rm = 62,
    T = 14,
    B = 30;
  const top = (list: Line[], floor: number, unit: AxisUnit) =>
    zeroAxis(Math.max(floor, ...list.map((s) => maxOf(s.pts.map((p) => p[1])))), 4, unit);
  const la = top(o.left, o.lmin ?? 0, o.lunit),
    ra = top(o.right, 0, "ms");
  const X = (x: number) => Lm + ((x - o.x0) / (o.x1 - o.x0 || 1)) * (W - Lm - Rm);
  const Y = (y: number, m: number) => T + (1 - y / m) * (H - T - B);
  const g = plot(box, W, H);
  for (const b of o.bands) {
    const a = X(Math.max(o.x0, b.from));
    let z = X(Math.min(o.x1, b.to));
    if (!(z > a)) z = a + 2;
    const rect = {
      x: a.toFixed(1),
      y: T,
      width: (z - a).toFixed(1),
      height: H - T - B,
      fill: b.fill,
      class: "band",
    };
    g.appendChild(sv("rect", rect, [sv("title", { text: b.label })]));
  }
  yTicks(
    g,
    la.ticks,
    (y) => Y(y, la.top),
    [Lm, W - Rm],
    tickFormat(o.lunit, la.top, la.ticks[1] ?? la.top, L),
  );
  if (o.right.length) {
    const f = tickFormat("ms", ra.top, ra.ticks[1] ?? ra.top, L);
    for (const v of ra.ticks)
      g.appendChild(
        sv("text", {
          x: W - Rm + 4,
          y: Y(v, ra.top) + 4,
          "text-anchor": "start",
          class: "tick right",
          text: f(v),
        }),
      );
  }
  const xt = niceTicks(o.x0, o.x1, 5);
  xTicks(g, xt, X, H - 10, tickFormat("s", o.x1, (xt[1] ?? o.x1) - (xt[0] ?? 0), L));
  const draw = (s: Line, k: number, m: number, side: string) => {
    const pts = s.pts.filter((p): p is [number, number] => p[1] != null && Number.isFinite(p[1]));
    const color = s.color ?? COLORS[k % COLORS.length];
    if (pts.length === 1)
      g.appendChild(
        sv("circle", { cx: X(pts[0][0]), cy: Y(pts[0][1], m), r: 2.5, fill: color, class: `series ${side}` }),
      );
    else if (pts.length > 1) {
      const points = pts.map((p) => `${X(p[0]).toFixed(1)},${Y(p[1], m).toFixed(1)}`).join(" ");
      const line = { points, fill: "none", stroke: color, "stroke-width": 1.8, "stroke-dasharray": s.dash };
      g.appendChild(sv("polyline", { ...line, class: `series ${side}` }, [sv("title", { text: s.name })]));
    }
  };
  o.left.forEach((s, k) => {
    draw(s, k, la.top, "left");
  });
  o.right.forEach((s, k) => {
    draw(s, k + o.left.length, ra.top, "right");
  });
  for (const mk of o.marks) {
    const line = {
      x1: X(mk.x),
      x2: X(mk.x),
      y1: H - B,
      y2: H - B - 10,
      stroke: "#c43c3c",
      "stroke-width": 1.5,
    };
    g.appendChild(sv("line", { ...line, class: "mark" }, [sv("title", { text: mk.title })]));
  }
  box.appendChild(g);
  const items = [...o.left, ...o.right].map((s, k): [string, string] => [
    k >= o.left.length ? t("dash.right_axis", { name: s.name }) : s.name,
    s.color ?? COLORS[k % COLORS.length],
  ]);
  box.appendChild(legend(items));
}

const labelsOf = (labels: Record<string, string>) => {
  const lab = Object.entries(labels)
    .map(([k, v]) => `${k}=${v}`)
    .join(",");
  return lab ? `{${lab}}` : "";
};

function bandsOf(): Band[] {
  const bands: Band[] = [];
  let at = 0;
  (R.stages?.steps ?? []).forEach((st, i) => {
    const label = t("dash.tg_stage", { stage: st.stage, c: st.concurrency });
    bands.push({
      from: at,
      to: at + st.duration_s,
      fill: i % 2 ? "rgba(47,111,223,0.06)" : "rgba(47,111,223,0.12)",
      label,
    });
    at += st.duration_s;
  });
  for (const f of R.findings)
    for (const e of f.evidence) {
      const w = e.window;
      if (w && !bands.some((b) => b.rule === f.rule && b.from === w.from_s))
        bands.push({
          rule: f.rule,
          from: w.from_s,
          to: w.to_s,
          fill: "rgba(196,60,60,0.14)",
          label: `${f.rule}: ${f.title}`,
        });
    }
  return bands;
}

export function target(): void {
  const TG = R.target;
  if (!TG || (!TG.series.length && !TG.marks.length)) return;
  const S = R.series;
  const step = S.step_ms / 1000;
  const sx = (ms: number) => (ms - S.t0) / 1000;
  let x0 = 0;
  let x1 = Math.max(R.duration_s, S.in_flight.length * step);
  for (const s of TG.series)
    for (const p of s.points) {
      x0 = Math.min(x0, sx(p[0]));
      x1 = Math.max(x1, sx(p[0]));
    }
  const buckets = (xs: (number | null)[]) =>
    xs.map((v, i): [number, number | null] => [i * step + step / 2, v]);
  const base = {
    x0,
    x1,
    bands: bandsOf(),
    marks: TG.marks.map((m) => ({ x: sx(m.t), title: `${m.log} · ${m.label} · ${fmtMs(m.duration_ms)}` })),
  };
  const p95: Line = { name: "e2e p95", pts: buckets(S.e2e_p95), color: "#7a7a7a", dash: "4 3" };
  const s = section("target", t("dash.tg_title"), t("dash.tg_note"));
  const g = grid(s);
  const load = (title: string, name: string, values: (number | null)[], color: string) =>
    dualChart(chartBox(g, title), {
      ...base,
      lunit: "number",
      left: [{ name, pts: buckets(values), color }],
      right: [p95],
    });
  load(t("dash.tg_load_conc"), t("dash.tg_in_flight"), S.in_flight, COLORS[0]);
  load(
    t("dash.tg_load_tput"),
    t("dash.tg_ended"),
    S.completed.map((v, i) => (v + S.failed[i]) / step),
    COLORS[2],
  );
  const names = [...new Set(TG.series.map((x) => x.name))];
  for (const name of names) {
    const group = TG.series.filter((x) => x.name === name);
    const { unit, limit } = group[0];
    const [axis, fmt] = unitOf(unit);
    const left: Line[] = group.map((x) => ({
      name: name + labelsOf(x.labels),
      pts: x.points.map((p): [number, number | null] => [sx(p[0]), p[1]]),
    }));
    if (limit != null)
      left.push({
        name: t("dash.tg_limit", { v: fmt(limit) }),
        pts: [
          [x0, limit],
          [x1, limit],
        ],
        color: "#c43c3c",
        dash: "2 3",
      });
    const title = t("dash.tg_vs_p95", { name: `target.${name}${unit ? ` (${unit})` : ""}` });
    dualChart(chartBox(g, title), { ...base, lunit: axis, lmin: limit ?? 0, left, right: [p95] });
  }
  targetTables(s);
}

function targetTables(s: HTMLElement): void {
  const TG = R.target!;
  if (TG.series.length) {
    const heads = [
      t("dash.tg_series"),
      t("dash.tg_source"),
      t("dash.tg_points"),
      t("dash.tg_mean"),
      "p95",
      t("dash.tg_max"),
      t("dash.tg_limit_col"),
    ];
    const rows = TG.series.map((x) => {
      const fmt = unitOf(x.unit)[1];
      const sum = (k: "mean" | "p95" | "max") => (x.summary ? fmt(x.summary[k]) : "–");
      return [
        x.name + labelsOf(x.labels),
        x.source,
        x.points.length,
        sum("mean"),
        sum("p95"),
        sum("max"),
        x.limit == null ? "" : fmt(x.limit),
      ];
    });
    s.appendChild(table(heads, rows, "target-series"));
  }
  if (TG.top_marks.length) {
    s.appendChild(
      el("h3", { text: t("dash.tg_slowest", { n: TG.top_marks.length, total: TG.marks.length }) }),
    );
    const heads = [
      t("dash.tg_log"),
      t("dash.tg_event"),
      t("dash.tg_count"),
      t("dash.tg_total"),
      t("dash.tg_max"),
    ];
    const rows = TG.top_marks.map((m) => [
      m.log,
      cut(m.label, 300),
      m.count,
      fmtMs(m.total_ms),
      fmtMs(m.max_ms),
    ]);
    s.appendChild(table(heads, rows, "target-marks"));
  }
}
