/**
 * Group-sequential testing: how much of α each look at the data may spend, and what the data must
 * show at that look, so that looking K times fails identical runs no more often than looking once.
 *
 * α is spent by the Hwang-Shih-DeCani family (Hwang, Shih & DeCani 1990), α(t) = α(1 − e^(−γt)) /
 * (1 − e^(−γ)) at information fraction t: γ = −4 spends little early, like O'Brien-Fleming, so the
 * last look keeps nearly all of α and a fixed design's power. Each look's boundary is the z the
 * cumulative crossing probability of a standardised statistic with independent increments (Brownian
 * motion on the information scale, the joint law of any asymptotically normal test repeated on growing
 * data) reaches α(t_k) at, found by the recursive numerical integration of Armitage, McPherson and
 * Rowe (1969), as Jennison and Turnbull (2000, ch. 19) give it. A test at a look rejects when its own
 * one-sided p is at most that boundary's nominal level 1 − Φ(z_k): an exact test keeps its exactness
 * at each look, and the boundaries make the looks together spend α.
 */
import { normalCdf, normalQuantile } from "./distributions.js";

/** α spent by information fraction t (0 < t ≤ 1). */
export function hsdSpent(t: number, alpha: number, gamma: number): number {
  if (t >= 1) return alpha;
  if (t <= 0) return 0;
  if (gamma === 0) return alpha * t;
  return (alpha * (1 - Math.exp(-gamma * t))) / (1 - Math.exp(-gamma));
}

export interface Boundaries {
  /** Each look's boundary on the z scale (Infinity where the look spends nothing). */
  z: number[];
  /** Each look's nominal one-sided level: a test whose p is at most it rejects there. */
  nominal: number[];
  /** α spent up to and including each look. */
  spent: number[];
}

/** Grid points per look (odd: Simpson's rule), and how far below 0 the lower end lies, in sd of S_k. */
const GRID = 301;
const LOWER_SD = 8;
/** A z past which nothing is left to cross. */
const Z_CAP = 40;

interface Density {
  /** Points on the score scale S = Z·√I and the density of S_k there (continuing paths only). */
  s: Float64Array;
  f: Float64Array;
  /** Simpson weights times the spacing. */
  w: Float64Array;
}

/** Simpson's points and weights over [lo, hi]. */
function simpson(lo: number, hi: number): { s: Float64Array; w: Float64Array } {
  const s = new Float64Array(GRID);
  const w = new Float64Array(GRID);
  const h = (hi - lo) / (GRID - 1);
  for (let i = 0; i < GRID; i++) {
    s[i] = lo + i * h;
    w[i] = ((i === 0 || i === GRID - 1 ? 1 : i % 2 === 1 ? 4 : 2) * h) / 3;
  }
  return { s, w };
}

const phi = (x: number) => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);

/** Probability a path still going at the last look crosses `b` (z scale) at information `I`. */
function crossing(d: Density, lastI: number, I: number, b: number): number {
  const sd = Math.sqrt(I - lastI);
  const edge = b * Math.sqrt(I);
  let p = 0;
  for (let i = 0; i < d.s.length; i++) p += d.w[i] * d.f[i] * (1 - normalCdf((edge - d.s[i]) / sd));
  return p;
}

/** The z at which crossing at this look has probability `target` (bisection: crossing falls as z rises). */
function solve(cross: (z: number) => number, target: number): number {
  if (!(target > 1e-15)) return Number.POSITIVE_INFINITY;
  let lo = -Z_CAP;
  let hi = Z_CAP;
  if (cross(hi) >= target) return hi;
  for (let it = 0; it < 100 && hi - lo > 1e-9; it++) {
    const mid = (lo + hi) / 2;
    if (cross(mid) > target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The density of S_k on its continuation region (−8 sd, b_k·√I_k), from the last look's. */
function advance(prev: Density | null, lastI: number, I: number, b: number): Density {
  const top = Math.min(b, Z_CAP) * Math.sqrt(I);
  const { s, w } = simpson(-LOWER_SD * Math.sqrt(I), top);
  const f = new Float64Array(GRID);
  if (!prev) {
    for (let i = 0; i < GRID; i++) f[i] = phi(s[i] / Math.sqrt(I)) / Math.sqrt(I);
    return { s, f, w };
  }
  const sd = Math.sqrt(I - lastI);
  for (let i = 0; i < GRID; i++) {
    let v = 0;
    for (let j = 0; j < GRID; j++) v += prev.w[j] * prev.f[j] * phi((s[i] - prev.s[j]) / sd);
    f[i] = v / sd;
  }
  return { s, f, w };
}

/**
 * Boundaries of looks at increasing information fractions (the last one 1), one-sided level α, spent
 * by the HSD(γ) function. Independent of scale: only the fractions matter.
 */
export function groupSequentialBounds(fractions: readonly number[], alpha: number, gamma = -4): Boundaries {
  const z: number[] = [];
  const spent: number[] = [];
  let density: Density | null = null;
  let lastI = 0;
  let before = 0;
  for (const t of fractions) {
    const total = hsdSpent(t, alpha, gamma);
    const target = total - before;
    const b = density
      ? solve((x) => crossing(density!, lastI, t, x), target)
      : target > 1e-15
        ? normalQuantile(1 - target)
        : Number.POSITIVE_INFINITY;
    z.push(b);
    spent.push(total);
    density = advance(density, lastI, t, b);
    lastI = t;
    before = total;
  }
  return { z, nominal: z.map((b) => (Number.isFinite(b) ? 1 - normalCdf(b) : 0)), spent };
}

/**
 * Chance the final look fails, given the estimate so far and that the rest of the sessions behave
 * like these (the current trend), on the effect scale in the bad direction: the final estimate is
 * normal around today's with the spread of what the remaining sessions add, and fails beyond `bar`.
 */
export function conditionalPower(x: { effect: number; bar: number; sdRemaining: number }): number {
  if (!(x.sdRemaining > 0)) return x.effect > x.bar ? 1 : 0;
  return 1 - normalCdf((x.bar - x.effect) / x.sdRemaining);
}
