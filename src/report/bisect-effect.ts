/**
 * How a bisect writes a probe's effect, for its report, its page and the console's view alike (no
 * dependency, so the console's bundle takes it): a relative rule's estimate is a ratio (`1.40×`), an
 * absolute one's a difference in the metric's own unit (`+25`, `−3.5`).
 */
export type EffectScale = "ratio" | "difference";

export function effectText(v: number | null, scale: EffectScale): string {
  if (v === null || !Number.isFinite(v)) return "–";
  if (scale === "ratio") return `${v.toFixed(2)}×`;
  const size = Math.abs(v);
  return `${v < 0 ? "−" : "+"}${Number.isInteger(size) ? size : Number(size.toPrecision(3))}`;
}

/** A probe's bounds: `[1.20×, ∞]` when the upper one is open. */
export function boundsText(lower: number | null, upper: number | null, scale: EffectScale): string {
  return `[${effectText(lower, scale)}, ${upper === null ? "∞" : effectText(upper, scale)}]`;
}

export const shortSha = (sha: string) => sha.slice(0, 12);
