/**
 * The stratified percentile bootstrap the gate used before its permutation bounds: kept here only as
 * the baseline the permutation tests compare their coverage against (src does not use it).
 */

import { mulberry32 } from "../../../src/rng.js";
import type { StratifiedStatistic, Stratum } from "../../../src/stats/comparisons.js";
import { quantileSorted, sortNumbers } from "../../../src/stats/quantiles.js";

function effectOf(scale: "ratio" | "difference" | undefined): (x: number, y: number) => number {
  return scale === "difference" ? (x, y) => y - x : (x, y) => Math.log(y) - Math.log(x);
}

export interface StratifiedBootstrap {
  /** Effect on the comparison scale: log(s_y / s_x) for `ratio`, s_y − s_x for `difference`. */
  estimate: number;
  lower: number;
  upper: number;
  /** Standard deviation of the replicates. */
  se: number;
  replicates: Float64Array;
}

/**
 * Percentile bootstrap of a statistic's ratio (or difference) of y over x, resampling each side
 * within each stratum so every replicate keeps the observed number of sessions per task.
 */
export function stratifiedBootstrap(
  strata: readonly Stratum[],
  stat: StratifiedStatistic,
  opts: { B?: number; seed?: number; confidence?: number; scale?: "ratio" | "difference" },
): StratifiedBootstrap {
  const B = opts.B ?? 2000;
  const rng = mulberry32(opts.seed ?? 1);
  const effect = effectOf(opts.scale);
  const xs = strata.map((s) => sortNumbers(s.x));
  const ys = strata.map((s) => sortNumbers(s.y));
  const pooled = (parts: Float64Array[]) => {
    const out = new Float64Array(parts.reduce((n, p) => n + p.length, 0));
    let k = 0;
    for (const p of parts) {
      out.set(p, k);
      k += p.length;
    }
    return out.sort();
  };
  const estimate = effect(stat(pooled(xs)), stat(pooled(ys)));
  const resample = (parts: Float64Array[]) => {
    const out = new Float64Array(parts.reduce((n, p) => n + p.length, 0));
    let k = 0;
    for (const p of parts) for (let i = 0; i < p.length; i++) out[k++] = p[Math.floor(rng() * p.length)];
    return out.sort();
  };
  const replicates = new Float64Array(B);
  for (let b = 0; b < B; b++) replicates[b] = effect(stat(resample(xs)), stat(resample(ys)));
  replicates.sort();
  const finite = replicates.filter(Number.isFinite);
  const mean = finite.reduce((s, v) => s + v, 0) / (finite.length || 1);
  const se = Math.sqrt(finite.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, finite.length - 1));
  const alpha = 1 - (opts.confidence ?? 0.95);
  return {
    estimate,
    lower: quantileSorted(replicates, alpha),
    upper: quantileSorted(replicates, 1 - alpha),
    se,
    replicates,
  };
}
