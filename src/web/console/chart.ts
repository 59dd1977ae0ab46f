/**
 * The console's charts: lines or dots over time, with round ticks on both axes. The x axis is the run's
 * elapsed time (m:ss) or a calendar date, and the svg keeps its drawn size, so labels stay as small as
 * the page's text however wide the page is.
 */
import { type AxisUnit, tickFormat, zeroAxis } from "../shared/axis.js";
import { esc, fmtClock, L } from "./api.js";

export interface Line {
  name: string;
  color: string;
  points: [number, number][];
  dots?: boolean;
}
export type XAxis = "elapsed" | "date";

const W = 460,
  H = 170,
  Lm = 52,
  Rm = 14,
  T = 10,
  B = 36;

/** Round steps in seconds: on the elapsed axis and the calendar one alike. */
const STEPS = [
  1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 10800, 21600, 43200, 86400, 172800, 604800,
];

function xLabels(x0: number, x1: number, kind: XAxis): { v: number; text: string }[] {
  const step = STEPS.find((s) => (x1 - x0) / s <= 5) ?? 2_592_000;
  const text = (v: number) => {
    if (kind === "elapsed") return fmtClock(v);
    const iso = new Date(v * 1000).toISOString();
    return step >= 86_400 ? iso.slice(5, 10) : `${iso.slice(5, 10)} ${iso.slice(11, 16)}`;
  };
  const out: { v: number; text: string }[] = [];
  for (let v = Math.ceil(x0 / step) * step, i = 0; v <= x1 && i < 12; v += step, i++)
    out.push({ v, text: text(v) });
  return out;
}

/** A chart as markup (each value escaped); y values in `unit` (ms read as s or min past a second or minute). */
export function chart(
  title: string,
  series: Line[],
  kind: XAxis,
  unit: AxisUnit,
  empty = "waiting for sessions…",
): string {
  const pts = series.flatMap((s) => s.points);
  if (pts.length === 0)
    return `<figure class="chart"><figcaption>${esc(title)}</figcaption><div class="empty">${esc(empty)}</div></figure>`;
  let x0 = Math.min(...pts.map((p) => p[0]));
  let x1 = Math.max(...pts.map((p) => p[0]));
  if (kind === "elapsed") x0 = 0;
  if (x1 <= x0) x1 = x0 + 1;
  // Dates span an hour at least, so ticks fall on distinct minutes.
  if (kind === "date" && x1 - x0 < 3600) [x0, x1] = [(x0 + x1) / 2 - 1800, (x0 + x1) / 2 + 1800];
  const ay = zeroAxis(Math.max(...pts.map((p) => p[1])), 4, unit);
  const X = (x: number) => Lm + ((x - x0) / (x1 - x0)) * (W - Lm - Rm);
  const Y = (y: number) => T + (1 - y / ay.top) * (H - T - B);
  const label = tickFormat(unit, ay.top, ay.ticks[1] ?? ay.top, L);
  const grid = ay.ticks
    .map(
      (v) =>
        `<line x1="${Lm}" x2="${W - Rm}" y1="${Y(v).toFixed(1)}" y2="${Y(v).toFixed(1)}" class="ax"/>` +
        `<text x="${Lm - 4}" y="${(Y(v) + 3).toFixed(1)}" text-anchor="end">${esc(label(v))}</text>`,
    )
    .join("");
  const xs = xLabels(x0, x1, kind)
    .map((l) => `<text x="${X(l.v).toFixed(1)}" y="${H - B + 14}" text-anchor="middle">${esc(l.text)}</text>`)
    .join("");
  const names = `<text x="${Lm}" y="${H - 4}">${esc(kind === "elapsed" ? "elapsed (m:ss)" : "date (UTC)")}</text>`;
  const lines = series
    .map((s) => {
      if (s.dots || s.points.length === 1)
        return s.points
          .map(
            (p) => `<circle r="2" cx="${X(p[0]).toFixed(1)}" cy="${Y(p[1]).toFixed(1)}" fill="${s.color}"/>`,
          )
          .join("");
      const path = s.points
        .map((p, i) => `${i ? "L" : "M"}${X(p[0]).toFixed(1)},${Y(p[1]).toFixed(1)}`)
        .join("");
      return `<path d="${path}" fill="none" stroke="${s.color}" stroke-width="1.6"/>`;
    })
    .join("");
  const legend = series.map((s) => `<span style="color:${s.color}">■</span> ${esc(s.name)}`).join(" ");
  return `<figure class="chart"><figcaption>${esc(title)} <small>${legend}</small></figcaption><svg viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${grid}${xs}${names}${lines}</svg></figure>`;
}
