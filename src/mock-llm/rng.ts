/**
 * Seeded randomness for the mock. Every random choice (text, jitter, fault positions, tool
 * arguments) comes from a generator seeded by stable inputs, so outputs do not depend on the
 * order in which concurrent requests arrive.
 */

import { hash32, mulberry32 } from "../rng.js";

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [lo, hi], both inclusive. */
  int(lo: number, hi: number): number;
  pick<T>(items: readonly T[]): T;
}

/** The project's seeded generator with the helpers the mock draws with. */
export function rng(seed: number): Rng {
  const next = mulberry32(seed);
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}

/** Fisher–Yates, in place. */
export function shuffle<T>(items: T[], r: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** A short deterministic hex id, e.g. for `call_…` and `chatcmpl-…`. */
export function hexId(length: number, ...parts: Array<string | number>): string {
  let out = "";
  for (let i = 0; out.length < length; i++)
    out += hash32(i, ...parts)
      .toString(16)
      .padStart(8, "0");
  return out.slice(0, length);
}
