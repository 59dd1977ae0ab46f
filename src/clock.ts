/**
 * The one source of time: the load strategies, the session pool, a trial's lifecycle and its
 * healthcheck read time and sleep through a Clock, so tests drive them on virtual time; runs use
 * the real one.
 */
import { performance } from "node:perf_hooks";

export interface Clock {
  /**
   * Monotonic ms on the epoch's scale (the process's time origin plus the monotonic clock): never
   * goes back, and compares with the times the LLM gateway stamps on its spans.
   */
  now(): number;
  /** Wall-clock epoch ms, for event timestamps. */
  epoch(): number;
  /** Resolves after `ms` (or at once when `signal` aborts). */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const realClock: Clock = {
  now: () => performance.timeOrigin + performance.now(),
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
