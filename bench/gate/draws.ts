/**
 * Reference draws and distributions the gate's benchmarks and property tests build data and
 * expectations from; the gate itself uses neither.
 */
import type { Rng } from "../../src/rng.js";
import { betaInc } from "../../src/stats/distributions.js";

/** Standard normal draw (Box-Muller). */
export function gaussian(rng: Rng): number {
  const u = 1 - rng(); // (0, 1]: log(0) never happens
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

/** P(X ≤ k) for X ~ Binomial(n, p), exact through the incomplete beta. */
export function binomialCdf(k: number, n: number, p: number): number {
  if (k < 0) return 0;
  if (k >= n) return 1;
  return betaInc(1 - p, n - k, k + 1);
}
