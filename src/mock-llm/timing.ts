/**
 * When each token leaves, as offsets from the moment the request got a serving slot. Deadlines
 * are absolute (token i at ttft + i·itl), never accumulated sleeps, so timer lateness never
 * compounds into drift.
 */
import type { Rng } from "./rng.js";

export interface TimingConfig {
  ttft_ms: number;
  itl_ms: number;
  /** Seeded jitter, ms: TTFT moves by up to ±jitter, each later token by up to +min(jitter, itl). */
  jitter_ms: number;
}

export function tokenDeadlines(count: number, t: TimingConfig, r: Rng): number[] {
  const ttft = Math.max(0, t.ttft_ms + (t.jitter_ms > 0 ? (2 * r.next() - 1) * t.jitter_ms : 0));
  // Bounded by itl so token order and spacing stay monotone.
  const spread = Math.min(t.jitter_ms, t.itl_ms);
  return Array.from(
    { length: count },
    (_, i) => ttft + i * t.itl_ms + (i > 0 && spread > 0 ? r.next() * spread : 0),
  );
}
