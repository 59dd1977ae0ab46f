/**
 * Axis ticks for every chart: round steps (1, 2 or 5 × 10^k) and labels with just enough decimals
 * for that step, in one unit per axis, so no two ticks of an axis read the same.
 */
import type { Lang, MessageKey } from "../../i18n/lang.js";

/** A round step that cuts `span` into about `count` parts. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !Number.isFinite(span)) return 1;
  const raw = span / Math.max(1, count);
  const p = 10 ** Math.floor(Math.log10(raw));
  const m = raw / p;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
}

/** Ticks on round values from `lo` to `hi` (both inside), at most about `count` + 1 of them. */
export function niceTicks(lo: number, hi: number, count = 4): number[] {
  const step = niceStep(hi - lo, count);
  const out: number[] = [];
  const first = Math.ceil(lo / step - 1e-9) * step;
  for (let i = 0; i <= count * 3 && first + i * step <= hi + step * 1e-9; i++) out.push(first + i * step);
  return out;
}

/** A y axis from 0: its top (a whole number of steps at or over `max`) and its ticks, round in `unit`. */
export function zeroAxis(
  max: number,
  count = 4,
  unit: AxisUnit = "number",
): { top: number; ticks: number[] } {
  const scale = unitScale(unit, max)[0];
  const step = niceStep(max > 0 ? max / scale : 1, count) * scale;
  const top = Math.max(step, Math.ceil(max / step - 1e-9) * step);
  const ticks: number[] = [];
  for (let v = 0, i = 0; i <= count * 3 && v <= top + step * 1e-9; i++, v = i * step) ticks.push(v);
  return { top, ticks };
}

/** Decimals that tell ticks `step` apart once divided by `scale`. */
export function stepDigits(step: number, scale = 1): number {
  const d = Math.ceil(-Math.log10(step / scale) - 1e-9);
  return Math.max(0, Math.min(6, d));
}

export type AxisUnit = "ms" | "bytes" | "number" | "percent" | "s" | "usd";

/** The unit an axis up to `hi` counts in: its size in the value's unit, and its symbol (a message or a name). */
function unitScale(unit: AxisUnit, hi: number): [number, string] {
  if (unit === "ms")
    return hi >= 60_000 ? [60_000, "unit.min"] : hi >= 1000 ? [1000, "unit.s"] : [1, "unit.ms"];
  if (unit === "bytes")
    return hi >= 2 ** 30 ? [2 ** 30, "GiB"] : hi >= 2 ** 20 ? [2 ** 20, "MiB"] : [1024, "KiB"];
  return [1, ""];
}

/** The label of each tick of an axis whose largest value is `hi` and step `step`. */
export function tickFormat(unit: AxisUnit, hi: number, step: number, L: Lang): (v: number) => string {
  if (unit === "ms" || unit === "bytes") {
    const [scale, symbol] = unitScale(unit, hi);
    const u = unit === "ms" ? L.t(symbol as MessageKey) : symbol;
    const d = stepDigits(step, scale);
    return (v) => `${L.fixed(v / scale, d)} ${u}`;
  }
  const d = stepDigits(step);
  if (unit === "percent") return (v) => `${L.fixed(v, d)}%`;
  if (unit === "s") return (v) => `${L.fixed(v, d)} ${L.t("unit.s")}`;
  if (unit === "usd") return (v) => `$${L.fixed(v, d)}`;
  return (v) => L.fixed(v, d);
}

export function finite(xs: readonly (number | null | undefined)[]): number[] {
  return xs.filter((v): v is number => v != null && Number.isFinite(v));
}

export function maxOf(xs: readonly (number | null | undefined)[]): number {
  const f = finite(xs);
  return f.length ? Math.max(...f) : 0;
}
