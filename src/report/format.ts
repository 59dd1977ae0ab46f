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

/** Signed relative change, marked so a reader sees direction at a glance. */
export function delta(
  current: number | null | undefined,
  base: number | null | undefined,
  lowerIsBetter = true,
): string {
  if (current == null || base == null || !Number.isFinite(current) || !Number.isFinite(base) || base === 0)
    return "";
  const d = (current - base) / Math.abs(base);
  if (Math.abs(d) < 0.005) return "±0%";
  const worse = lowerIsBetter ? d > 0 : d < 0;
  return `${worse ? "🔺" : "🔻"} ${d > 0 ? "+" : ""}${(d * 100).toFixed(1)}%`;
}
