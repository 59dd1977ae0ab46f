/**
 * The capacity model: `capacity` requests are served at once, the rest wait in FIFO order. Queue
 * wait delays the first token, so rising load shows a knee instead of flat latency.
 */
export class CapacityGate {
  private active = 0;
  private peak = 0;
  private readonly waiting: Array<() => void> = [];

  /** 0 or less: unlimited. */
  constructor(private readonly capacity: number) {}

  /** Resolves with a release function once a slot is free; aborting leaves the queue. */
  acquire(signal?: AbortSignal): Promise<() => void> {
    return new Promise((resolve, reject) => {
      const grant = () => {
        this.active++;
        this.peak = Math.max(this.peak, this.active);
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          this.active--;
          this.waiting.shift()?.();
        });
      };
      if (this.capacity <= 0 || this.active < this.capacity) return grant();
      const entry = () => {
        signal?.removeEventListener("abort", onAbort);
        grant();
      };
      const onAbort = () => {
        const i = this.waiting.indexOf(entry);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(signal?.reason ?? new Error("aborted"));
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener("abort", onAbort, { once: true });
      this.waiting.push(entry);
    });
  }

  get inFlight(): number {
    return this.active;
  }
  get maxInFlight(): number {
    return this.peak;
  }
  get queued(): number {
    return this.waiting.length;
  }
}
