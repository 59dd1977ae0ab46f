/**
 * A virtual Clock: time moves only when everything in the run (or the trial) is waiting on it,
 * straight to the earliest sleep's deadline, so durations, throughput, warm-up counts and a trial's
 * phases are exact on any machine. Its monotonic and wall clocks are one: `now()` equals `epoch()`.
 */
import type { Clock } from "../../src/clock.js";

interface Timer {
  at: number;
  seq: number;
  wake: () => void;
}

export class VirtualClock implements Clock {
  private t = 0;
  private seq = 0;
  private readonly timers: Timer[] = [];
  private ticking = false;

  constructor(private readonly epochBase = 1_700_000_000_000) {}

  now(): number {
    return this.epochBase + this.t;
  }

  epoch(): number {
    return this.epochBase + this.t;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (signal?.aborted) return resolve();
      const timer: Timer = {
        at: this.t + Math.max(0, ms),
        seq: this.seq++,
        wake: () => {
          signal?.removeEventListener("abort", cancel);
          resolve();
        },
      };
      const cancel = () => {
        const i = this.timers.indexOf(timer);
        if (i >= 0) this.timers.splice(i, 1);
        timer.wake();
      };
      signal?.addEventListener("abort", cancel, { once: true });
      this.timers.push(timer);
      this.schedule();
    });
  }

  // setImmediate runs after every pending promise reaction: the run is idle, waiting on time.
  private schedule(): void {
    if (this.ticking) return;
    this.ticking = true;
    setImmediate(() => this.tick());
  }

  private tick(): void {
    this.ticking = false;
    if (this.timers.length === 0) return;
    this.timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
    const next = this.timers.shift()!;
    this.t = Math.max(this.t, next.at);
    next.wake();
    if (this.timers.length > 0) this.schedule();
  }
}
