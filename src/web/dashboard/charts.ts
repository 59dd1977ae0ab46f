/** The dashboard's SVG charts: lines over a shared x axis, horizontal bars, a histogram. */
import { type AxisUnit, maxOf, niceTicks, tickFormat, zeroAxis } from "../shared/axis.js";
import { byId, el, sv } from "../shared/dom.js";
import { COLORS, L } from "./context.js";

export interface Series {
  name: string;
  values: (number | null | undefined)[];
  color?: string;
  dash?: string;
}
export interface Marker {
  x: number;
  label: string;
  color: string;
}

export function section(id: string, title: string, note?: string): HTMLElement {
  const s = el("section", { id }, [el("h2", { text: title })]);
  if (note) s.appendChild(el("p", { class: "note", text: note }));
  byId("app").appendChild(s);
  return s;
}

export function chartBox(parent: HTMLElement, title: string): HTMLElement {
  const box = el("figure", { class: "chart" }, [el("figcaption", { text: title })]);
  parent.appendChild(box);
  return box;
}

export function grid(parent: HTMLElement): HTMLElement {
  const g = el("div", { class: "grid2" });
  parent.appendChild(g);
  return g;
}

export function legend(items: [string, string][]): HTMLElement {
  return el(
    "div",
    { class: "legend" },
    items.map(([name, color]) => el("span", null, [el("i", { style: `background:${color}` }), name])),
  );
}

export function plot(box: HTMLElement, w: number, h: number): SVGElement {
  const label = box.firstChild?.textContent ?? "";
  return sv("svg", { viewBox: `0 0 ${w} ${h}`, class: "plot", role: "img", "aria-label": label });
}

/** Tick labels along the bottom, at `xs` placed by `X`. */
export function xTicks(
  g: SVGElement,
  xs: number[],
  X: (x: number) => number,
  y: number,
  f: (v: number) => string,
) {
  xs.forEach((v, i) => {
    const anchor = xs.length > 1 && i === 0 ? "start" : i === xs.length - 1 && i > 0 ? "end" : "middle";
    g.appendChild(sv("text", { x: X(v), y, "text-anchor": anchor, class: "tick x", text: f(v) }));
  });
}

/** Grid lines and labels of a y axis from 0 to `top`. */
export function yTicks(
  g: SVGElement,
  ticks: number[],
  Y: (y: number) => number,
  x: [number, number],
  f: (v: number) => string,
) {
  for (const v of ticks) {
    g.appendChild(sv("line", { x1: x[0], x2: x[1], y1: Y(v), y2: Y(v), class: "grid" }));
    g.appendChild(
      sv("text", { x: x[0] - 4, y: Y(v) + 4, "text-anchor": "end", class: "tick y", text: f(v) }),
    );
  }
}

export interface LineOpts {
  xs: number[];
  series: Series[];
  unit: AxisUnit;
  /** The x axis's unit: seconds of the run, or a plain count (concurrency, run number). */
  xUnit: AxisUnit;
  yMin?: number;
  dots?: boolean;
  markers?: Marker[];
  /** A point's value in its tooltip. */
  fmt: (v: number) => string;
}

/** Lines over a shared x axis; a null value breaks a line. */
export function lineChart(box: HTMLElement, o: LineOpts): void {
  const W = 560,
    H = 220,
    Lm = 62,
    Rm = 14,
    T = 12,
    B = 30;
  const x0 = o.xs.length ? o.xs[0] : 0;
  let x1 = o.xs.length ? o.xs[o.xs.length - 1] : 1;
  if (x1 === x0) x1 = x0 + 1;
  const ay = zeroAxis(Math.max(o.yMin ?? 0, ...o.series.map((s) => maxOf(s.values))), 4, o.unit);
  const X = (x: number) => Lm + ((x - x0) / (x1 - x0)) * (W - Lm - Rm);
  const Y = (y: number) => T + (1 - y / ay.top) * (H - T - B);
  const g = plot(box, W, H);
  yTicks(g, ay.ticks, Y, [Lm, W - Rm], tickFormat(o.unit, ay.top, ay.ticks[1] ?? ay.top, L));
  const xt = niceTicks(x0, x1, 5);
  xTicks(g, xt, X, H - 10, tickFormat(o.xUnit, x1, (xt[1] ?? x1) - (xt[0] ?? 0), L));
  for (const m of o.markers ?? []) {
    g.appendChild(sv("line", { x1: X(m.x), x2: X(m.x), y1: T, y2: H - B, class: "marker", stroke: m.color }));
    g.appendChild(
      sv("text", { x: X(m.x) + 3, y: T + 10, class: "marker-label", fill: m.color, text: m.label }),
    );
  }
  o.series.forEach((s, k) => {
    const color = s.color ?? COLORS[k % COLORS.length];
    let pts: [number, number][] = [];
    const flush = () => {
      if (pts.length === 1)
        g.appendChild(sv("circle", { cx: pts[0][0], cy: pts[0][1], r: 2.5, fill: color, class: "series" }));
      else if (pts.length > 1) {
        const points = pts.map((p) => `${p[0].toFixed(1)},${p[1].toFixed(1)}`).join(" ");
        const attrs = {
          points,
          fill: "none",
          stroke: color,
          "stroke-width": 1.8,
          "stroke-dasharray": s.dash,
        };
        g.appendChild(sv("polyline", { ...attrs, class: "series" }, [sv("title", { text: s.name })]));
      }
      pts = [];
    };
    s.values.forEach((v, i) => {
      if (v == null || !Number.isFinite(v)) flush();
      else pts.push([X(o.xs[i]), Y(v)]);
    });
    flush();
    if (o.dots)
      s.values.forEach((v, i) => {
        if (v == null || !Number.isFinite(v)) return;
        const dot = { cx: X(o.xs[i]), cy: Y(v), r: 3, fill: color };
        g.appendChild(sv("circle", dot, [sv("title", { text: `${s.name}: ${o.fmt(v)}` })]));
      });
  });
  box.appendChild(g);
  box.appendChild(legend(o.series.map((s, k) => [s.name, s.color ?? COLORS[k % COLORS.length]])));
}

export interface BarRow {
  label: string;
  parts: (number | null | undefined)[];
}

/** Horizontal bars, stacked when a row has several parts (named by `keys`). */
export function hbars(box: HTMLElement, rows: BarRow[], keys: string[], fmt: (v: number) => string): void {
  const W = 560,
    Lm = 170,
    Rm = 70,
    rowH = 22;
  const H = rows.length * rowH + 8;
  const total = (r: BarRow) => r.parts.reduce<number>((a, v) => a + (v ?? 0), 0);
  const max = zeroAxis(Math.max(0, ...rows.map(total))).top;
  const g = plot(box, W, H);
  rows.forEach((r, i) => {
    const y = 4 + i * rowH;
    let x = Lm;
    const label = r.label.length > 26 ? `${r.label.slice(0, 25)}…` : r.label;
    const head = { x: Lm - 6, y: y + 14, "text-anchor": "end", class: "tick", text: label };
    g.appendChild(sv("text", head, [sv("title", { text: r.label })]));
    r.parts.forEach((v, k) => {
      const w = ((v ?? 0) / max) * (W - Lm - Rm);
      if (w <= 0) return;
      const bar = { x, y: y + 3, width: w.toFixed(1), height: rowH - 6, fill: COLORS[k % COLORS.length] };
      g.appendChild(
        sv("rect", { ...bar, class: "bar" }, [
          sv("title", { text: `${r.label} · ${keys[k]}: ${fmt(v ?? 0)}` }),
        ]),
      );
      x += w;
    });
    g.appendChild(sv("text", { x: x + 4, y: y + 14, class: "tick", text: fmt(total(r)) }));
  });
  box.appendChild(g);
  if (keys.length > 1) box.appendChild(legend(keys.map((k, i) => [k, COLORS[i % COLORS.length]])));
}

/** Vertical bars of a histogram of durations: edges (n+1), counts (n); round, distinct x ticks. */
export function histogram(
  box: HTMLElement,
  edges: number[],
  counts: number[],
  binTitle: (a: number, b: number, n: number) => string,
): void {
  const W = 560,
    H = 220,
    Lm = 48,
    Rm = 12,
    T = 12,
    B = 30;
  const ay = zeroAxis(maxOf(counts));
  const n = counts.length;
  const lo = edges[0],
    hi = edges[n] > lo ? edges[n] : lo + 1;
  const X = (v: number) => Lm + ((v - lo) / (hi - lo)) * (W - Lm - Rm);
  const Y = (y: number) => T + (1 - y / ay.top) * (H - T - B);
  const g = plot(box, W, H);
  yTicks(g, ay.ticks, Y, [Lm, W - Rm], tickFormat("number", ay.top, ay.ticks[1] ?? 1, L));
  counts.forEach((c, i) => {
    const x = X(edges[i]),
      w = X(edges[i + 1]) - x;
    const bar = { x: (x + 0.5).toFixed(1), y: Y(c).toFixed(1), width: Math.max(0.5, w - 1).toFixed(1) };
    const rect = { ...bar, height: (H - B - Y(c)).toFixed(1), fill: COLORS[0], class: "bar" };
    g.appendChild(sv("rect", rect, [sv("title", { text: binTitle(edges[i], edges[i + 1], c) })]));
  });
  const xt = niceTicks(lo, hi, 6);
  xTicks(g, xt, X, H - 10, tickFormat("ms", hi, (xt[1] ?? hi) - (xt[0] ?? lo), L));
  box.appendChild(g);
}

export type Cell = Node | string | number | null | undefined;

export function table(headers: string[], rows: Cell[][], cls = ""): HTMLTableElement {
  const cell = (c: Cell) =>
    c instanceof Node ? el("td", null, c) : el("td", { text: c == null ? "" : String(c) });
  return el("table", { class: cls }, [
    el(
      "thead",
      null,
      el(
        "tr",
        null,
        headers.map((h) => el("th", { text: h })),
      ),
    ),
    el(
      "tbody",
      null,
      rows.map((r) => el("tr", null, r.map(cell))),
    ),
  ]);
}
