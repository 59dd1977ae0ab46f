/**
 * The family-wise decision over a run's gated regression rules (every rule that is neither advisory
 * nor without data — never a selection by the data, which would let each rule spend all of α).
 *
 * Closed testing (Marcus, Peritz & Gabriel 1976): a rule fails only when every intersection of rules
 * containing it is rejected at level α. An intersection is tested with one threshold c for all its
 * rules, as high as the union bound allows: Σ P(rule i fails at c | no change) ≤ α. A continuous
 * test fails with chance c there; a rate rule's test is discrete and can fail only with the chance
 * its outcomes allow (computed exactly, conditional on the counts), often far below c (Tarone 1990).
 * With k continuous rules c = α/k, Holm's procedure; a pass-rate rule at n = 100 that can fail with
 * ~1% chance leaves the latency rule beside it c ≈ 4% instead of 2.5%, and a rate rule whose
 * tolerance no count can pass costs nothing — while the family's false fails stay ≤ α.
 */
import { holm } from "../stats/comparisons.js";

export interface FamilyMember {
  /** One-sided p-value of a change in the regressing direction. */
  p: number;
  /** The estimate is beyond the tolerance: only then can the rule fail. */
  beyond: boolean;
  /** A discrete test's exact probability of failing (p ≤ c and beyond) under "no change". */
  sizeAt?: (c: number) => number;
}

export interface FamilyDecision {
  fails: boolean;
  /** The smallest α at which the rule would fail (its adjusted p-value), beyond or not. */
  adjusted: number;
}

/** Enumerating every intersection is cheap up to here; larger families use plain Holm. */
const MAX_CLOSED = 6;

/** The intersection's common threshold: the largest c ≤ α whose summed failure chances stay ≤ α. */
function commonThreshold(members: readonly FamilyMember[], subset: number[], alpha: number): number {
  // A discrete test's exact chance is charged as it is, even where it exceeds c (a test can be a
  // little liberal at some counts): the bound must hold, not the test's nominal level.
  const spent = (c: number) => subset.reduce((s, i) => s + (members[i].sizeAt?.(c) ?? c), 0);
  let lo = 0;
  let hi = alpha;
  if (spent(hi) <= alpha) return hi;
  for (let k = 0; k < 40; k++) {
    const mid = (lo + hi) / 2;
    if (spent(mid) <= alpha) lo = mid;
    else hi = mid;
  }
  return lo;
}

function intersectionRejected(members: readonly FamilyMember[], subset: number[], alpha: number): boolean {
  const c = commonThreshold(members, subset, alpha);
  return subset.some((i) => members[i].beyond && members[i].p <= c);
}

function failsAt(members: readonly FamilyMember[], alpha: number): boolean[] {
  const m = members.length;
  if (m > MAX_CLOSED) {
    const adjusted = holm(members.map((x) => x.p));
    return members.map((x, i) => x.beyond && adjusted[i] <= alpha);
  }
  const rejected = new Array<boolean>(1 << m);
  for (let mask = 1; mask < 1 << m; mask++) {
    const subset = [...members.keys()].filter((i) => mask & (1 << i));
    rejected[mask] = intersectionRejected(members, subset, alpha);
  }
  return members.map((_, i) => {
    for (let mask = 1; mask < 1 << m; mask++) if (mask & (1 << i) && !rejected[mask]) return false;
    return true;
  });
}

/** Which rules fail at α, and each rule's adjusted p-value (bisection on α). */
export function decideFamily(members: readonly FamilyMember[], alpha: number): FamilyDecision[] {
  const fails = failsAt(members, alpha);
  return members.map((x, i) => {
    const probe = members.map((y, j) => (j === i ? { ...y, beyond: true } : y));
    let lo = Math.min(1, x.p);
    let hi = 1;
    if (failsAt(probe, lo)[i]) hi = lo;
    for (let k = 0; k < 30 && hi - lo > 1e-6 * hi; k++) {
      const mid = (lo + hi) / 2;
      if (failsAt(probe, mid)[i]) hi = mid;
      else lo = mid;
    }
    return { fails: fails[i], adjusted: Math.max(x.p, hi) };
  });
}
