/**
 * Closed-loop scheduler: keeps up to `concurrency` sessions in flight (and each pair within its own
 * `n_concurrent`), starting the next planned session as soon as one ends. Knows nothing about
 * runtimes: it calls `runOne` and waits.
 */
import type { PlannedSession } from "./plan.js";

export interface FixedOptions {
  concurrency: number;
  /** Per-pair cap; a pair at its cap lets later sessions of other pairs go first. */
  pairLimits: Map<number, number>;
  signal: AbortSignal;
  /** Checked before each start: a truthy answer stops the run (abortOnFail thresholds). */
  shouldStop?: () => boolean;
}

export async function runFixed(
  plan: PlannedSession[],
  runOne: (s: PlannedSession) => Promise<void>,
  opts: FixedOptions,
): Promise<{ started: number; stopped: boolean }> {
  const queue = [...plan];
  const inFlight = new Map<number, number>();
  const running = new Set<Promise<void>>();
  let started = 0;
  let stopped = false;
  const limit = Math.max(1, opts.concurrency);

  const nextStartable = () =>
    queue.findIndex(
      (s) => (inFlight.get(s.pair) ?? 0) < (opts.pairLimits.get(s.pair) ?? Number.POSITIVE_INFINITY),
    );

  while (queue.length > 0) {
    if (opts.signal.aborted || opts.shouldStop?.()) {
      stopped = true;
      break;
    }
    const i = running.size < limit ? nextStartable() : -1;
    if (i < 0) {
      await Promise.race(running);
      continue;
    }
    const [s] = queue.splice(i, 1);
    inFlight.set(s.pair, (inFlight.get(s.pair) ?? 0) + 1);
    started++;
    const p = runOne(s).finally(() => {
      inFlight.set(s.pair, (inFlight.get(s.pair) ?? 1) - 1);
      running.delete(p);
    });
    running.add(p);
  }
  await Promise.all(running);
  return { started, stopped };
}
