/**
 * The parts every load model shares: a source of sessions (the plan, cycled when a strategy runs by
 * time), a pool that keeps track of sessions in flight, and the closed loop that keeps the pool
 * filled. Knows nothing about runtimes: it calls `runOne` and waits.
 */
import { type Clock, realClock } from "../clock.js";
import { cycled, type PlannedSession, type SessionPlan } from "./plan.js";

/** Sessions a per-pair cap may pass over while it looks for a startable one: the look-ahead is bounded. */
const LOOK_AHEAD = 1024;

/**
 * Hands out planned sessions in plan order, reading the plan by position (never copying it); with
 * `cycle`, starts the plan over when it runs out. A session a pair cap passes over waits, in order,
 * in a bounded look-ahead; a pass ends only when every session of it was taken.
 */
export class SessionSource {
  /** Next position of the current pass. */
  private next = 0;
  private cycle = 0;
  private taken = 0;
  /** Sessions of this pass passed over (their pair at its cap), in plan order. */
  private readonly skipped: PlannedSession[] = [];
  private readonly stride: number;

  constructor(
    private readonly plan: SessionPlan,
    private readonly opts: {
      /** Keep going past the end of the plan. */
      cycle?: boolean;
      /** Size of the unsharded plan, so cycled session ids stay unique across shards. */
      stride?: number;
      /** Sessions handed out at most (load.max_sessions). */
      max?: number;
    } = {},
  ) {
    this.stride = opts.stride ?? plan.length;
  }

  get started(): number {
    return this.taken;
  }

  /** The first session `ok` accepts (per-pair caps), or null: none startable now, or none left. */
  take(ok: (s: PlannedSession) => boolean = () => true): PlannedSession | null {
    if (this.exhausted()) return null;
    if (this.next >= this.plan.length && this.skipped.length === 0) this.refill();
    const i = this.skipped.findIndex(ok);
    if (i >= 0) return this.hand(this.skipped.splice(i, 1)[0]);
    while (this.next < this.plan.length && this.skipped.length < LOOK_AHEAD) {
      const s = cycled(this.plan.at(this.next++) as PlannedSession, this.cycle, this.stride);
      if (ok(s)) return this.hand(s);
      this.skipped.push(s);
    }
    return null;
  }

  exhausted(): boolean {
    if (this.taken >= (this.opts.max ?? Number.POSITIVE_INFINITY)) return true;
    const passDone = this.next >= this.plan.length && this.skipped.length === 0;
    return passDone && !(this.opts.cycle && this.plan.length > 0);
  }

  private hand(s: PlannedSession): PlannedSession {
    this.taken++;
    return s;
  }

  private refill(): void {
    if (!this.opts.cycle || this.plan.length === 0) return;
    this.cycle++;
    this.next = 0;
  }
}

/** Sessions in flight, counted overall and per pair; wakes waiters whenever one ends. */
export class SessionPool {
  private readonly running = new Set<Promise<void>>();
  private readonly perPair = new Map<number, number>();
  private readonly waiters = new Set<() => void>();
  private failure: unknown = null;

  constructor(readonly clock: Clock = realClock) {}

  get size(): number {
    return this.running.size;
  }

  inFlight(pair: number): number {
    return this.perPair.get(pair) ?? 0;
  }

  start(s: PlannedSession, run: () => Promise<void>): void {
    this.perPair.set(s.pair, this.inFlight(s.pair) + 1);
    const p: Promise<void> = run()
      .catch((e) => {
        this.failure ??= e;
      })
      .finally(() => {
        this.perPair.set(s.pair, this.inFlight(s.pair) - 1);
        this.running.delete(p);
        for (const w of [...this.waiters]) w();
      });
    this.running.add(p);
  }

  /**
   * Resolves when a session ends, the monotonic time `until` passes, or `signal` aborts; throws
   * what a session threw (the runtime lost its infrastructure).
   */
  async waitAny(opts: { until?: number; signal?: AbortSignal } = {}): Promise<void> {
    this.throwIfFailed();
    if (opts.signal?.aborted) return;
    if (this.running.size === 0 && opts.until === undefined) return;
    // Whichever comes first (a session's end, the deadline, the abort) cancels the others.
    const wake = new AbortController();
    const stop = () => wake.abort();
    opts.signal?.addEventListener("abort", stop, { once: true });
    const ended = new Promise<void>((resolve) => {
      const done = () => {
        this.waiters.delete(done);
        resolve();
      };
      this.waiters.add(done);
      wake.signal.addEventListener("abort", done, { once: true });
    });
    const deadline =
      opts.until === undefined
        ? null
        : this.clock.sleep(Math.max(0, opts.until - this.clock.now()), wake.signal);
    await Promise.race(deadline ? [ended, deadline] : [ended]);
    stop();
    opts.signal?.removeEventListener("abort", stop);
    this.throwIfFailed();
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
    this.throwIfFailed();
  }

  private throwIfFailed(): void {
    if (this.failure !== null) throw this.failure;
  }
}

export interface ClosedLoopOptions {
  /** Sessions in flight at most. */
  concurrency: number;
  /** Per-pair cap; a pair at its cap lets later sessions of other pairs go first. */
  pairLimits?: Map<number, number>;
  signal: AbortSignal;
  /** Stop starting sessions at this monotonic time (the pool's clock). */
  until?: number;
  /** Start at most this many sessions. */
  sessions?: number;
  /** Checked before each start: a truthy answer stops the run (abortOnFail thresholds). */
  shouldStop?: () => boolean;
}

/**
 * Keeps up to `concurrency` sessions in the pool until the source runs dry, the count or the
 * deadline is reached, or the run is stopped. Does not wait for the sessions it started.
 */
export async function fillClosedLoop(
  source: SessionSource,
  pool: SessionPool,
  start: (s: PlannedSession) => void,
  opts: ClosedLoopOptions,
): Promise<{ started: number; stopped: boolean }> {
  const limit = Math.max(1, opts.concurrency);
  const caps = opts.pairLimits;
  const startable = (s: PlannedSession) =>
    !caps || pool.inFlight(s.pair) < (caps.get(s.pair) ?? Number.POSITIVE_INFINITY);
  let started = 0;
  for (;;) {
    if (opts.signal.aborted || opts.shouldStop?.()) return { started, stopped: true };
    if (opts.until !== undefined && pool.clock.now() >= opts.until) break;
    if (started >= (opts.sessions ?? Number.POSITIVE_INFINITY) || source.exhausted()) break;
    const s = pool.size < limit ? source.take(startable) : null;
    if (!s) {
      await pool.waitAny({ until: opts.until, signal: opts.signal });
      continue;
    }
    started++;
    start(s);
  }
  return { started, stopped: false };
}
