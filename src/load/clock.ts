/**
 * The one source of time for src/load: strategies and the pool read time and sleep through a
 * Clock, so tests can drive a run on virtual time; runs use the real one.
 */
import { performance } from "node:perf_hooks";

export interface Clock {
  /** Monotonic ms. */
  now(): number;
  /** Wall-clock epoch ms, for event timestamps. */
  epoch(): number;
  /** Resolves after `ms` (or at once when `signal` aborts). */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const realClock: Clock = {
  now: () => performance.now(),
  epoch: () => Date.now(),
  sleep(ms, signal) {
    return new Promise((resolve) => {
      if (signal?.aborted) return resolve();
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      signal?.addEventListener("abort", done, { once: true });
    });
  },
};
