/** Number formatting shared by every report. */
export function ms(v: number | null | undefined): string {
  if (v == null || !Number.isFinite(v)) return "–";
  if (v >= 60_000) return `${(v / 60_000).toFixed(1)} min`;
  if (v >= 10_000) return `${(v / 1000).toFixed(1)} s`;
  if (v >= 1000) return `${(v / 1000).toFixed(2)} s`;
  if (v >= 100) return `${Math.round(v)} ms`;
  return `${v.toFixed(1)} ms`;
}

export function pct(v: number | null | undefined, digits = 1): string {
  if (v == null || !Number.isFinite(v)) return "–";
  return `${(v * 100).toFixed(digits)}%`;
}

export function num(v: number | null | undefined, digits = 2): string {
  if (v == null || !Number.isFinite(v)) return "–";
  return Number.isInteger(v) ? String(v) : v.toFixed(digits);
}

/**
 * Signed relative change with its direction (▲ up, ▼ down) and whether that is worse (🔴) or better (🟢),
 * so a reader need not know which way is good for each metric.
 */
export function delta(
  current: number | null | undefined,
  base: number | null | undefined,
  lowerIsBetter = true,
): string {
  if (current == null || base == null || !Number.isFinite(current) || !Number.isFinite(base) || base === 0)
    return "";
  const d = (current - base) / Math.abs(base);
  if (Math.abs(d) < 0.005) return "±0%";
  return `${mark(d, lowerIsBetter)} ${d > 0 ? "+" : "−"}${Math.abs(d * 100).toFixed(1)}%`;
}

/** Change of a proportion in percentage points (pass rate 98% → 95% is −3.0 pp, not −3.1%). */
export function deltaPoints(
  current: number | null | undefined,
  base: number | null | undefined,
  lowerIsBetter = false,
): string {
  if (current == null || base == null || !Number.isFinite(current) || !Number.isFinite(base)) return "";
  const d = current - base;
  if (Math.abs(d) < 0.0005) return "±0 pp";
  return `${mark(d, lowerIsBetter)} ${d > 0 ? "+" : "−"}${Math.abs(d * 100).toFixed(1)} pp`;
}

function mark(d: number, lowerIsBetter: boolean): string {
  const worse = lowerIsBetter ? d > 0 : d < 0;
  return `${worse ? "🔴" : "🟢"} ${d > 0 ? "▲" : "▼"}`;
}

/** Bytes in binary units. */
export function bytes(v: number | null | undefined): string {
  if (v == null || !Number.isFinite(v)) return "–";
  if (v >= 2 ** 30) return `${(v / 2 ** 30).toFixed(2)} GiB`;
  if (v >= 2 ** 20) return `${(v / 2 ** 20).toFixed(1)} MiB`;
  if (v >= 2 ** 10) return `${(v / 2 ** 10).toFixed(1)} KiB`;
  return `${v} B`;
}
