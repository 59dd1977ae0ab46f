import { describe, expect, it } from "vitest";
import { executeLoad } from "../../../src/load/execute.js";
import type { PlannedSession } from "../../../src/load/plan.js";
import { VirtualClock } from "../../support/clock.js";
import { load } from "../../support/load.js";

const plan = (pairs: number[]): PlannedSession[] =>
  pairs.map((pair, index) => ({
    id: `s${index}`,
    index,
    pair,
    agent: { name: "a" },
    taskName: "t",
    tags: {},
    warmup: false,
  }));

/** Each session takes `SESSION_MS` of virtual time. */
const SESSION_MS = 5;

async function measure(p: PlannedSession[], concurrency: number, pairLimits = new Map<number, number>()) {
  let now = 0;
  let peak = 0;
  const perPair = new Map<number, number>();
  const peakPair = new Map<number, number>();
  const order: string[] = [];
  const r = await runFixed(p, concurrency, pairLimits, async (s, clock) => {
    order.push(s.id);
    now++;
    perPair.set(s.pair, (perPair.get(s.pair) ?? 0) + 1);
    peak = Math.max(peak, now);
    peakPair.set(s.pair, Math.max(peakPair.get(s.pair) ?? 0, perPair.get(s.pair) ?? 0));
    await clock.sleep(SESSION_MS);
    now--;
    perPair.set(s.pair, (perPair.get(s.pair) ?? 1) - 1);
  });
  return { ...r, peak, peakPair, order };
}

/**
 * The `fixed` strategy through executeLoad, as runs use it, on a virtual clock the sessions sleep on;
 * counts the sessions it started and the run's time.
 */
async function runFixed(
  p: PlannedSession[],
  concurrency: number,
  pairLimits: Map<number, number>,
  runOne: (s: PlannedSession, clock: VirtualClock) => Promise<void>,
  signal = new AbortController().signal,
) {
  let started = 0;
  const clock = new VirtualClock();
  const t0 = clock.now();
  const limits = pairLimits.size > 0 ? pairLimits : new Map([[0, concurrency]]);
  await executeLoad(p, {
    load: load({ strategy: "fixed", concurrency }),
    pairLimits: limits,
    signal,
    clock,
    write: () => {},
    runOne: async (s) => {
      started++;
      await runOne(s, clock);
    },
  });
  return { started, stopped: signal.aborted, ms: clock.now() - t0 };
}

describe("fixed strategy", () => {
  it("keeps exactly `concurrency` sessions in flight and runs every one", async () => {
    const r = await measure(plan(Array(20).fill(0)), 4);
    expect(r.started).toBe(20);
    expect(r.peak).toBe(4);
    // five waves of four, back to back
    expect(r.ms).toBe(5 * SESSION_MS);
    expect(r.order).toEqual(plan(Array(20).fill(0)).map((s) => s.id));
  });

  it("holds each pair to its own n_concurrent", async () => {
    const r = await measure(
      plan([0, 0, 0, 0, 1, 1, 1, 1]),
      8,
      new Map([
        [0, 1],
        [1, 3],
      ]),
    );
    expect(r.peakPair.get(0)).toBe(1);
    expect(r.peakPair.get(1)).toBe(3);
    expect(r.started).toBe(8);
    // pair 0 one at a time (4 × 5 ms) beside pair 1 three at a time (2 × 5 ms)
    expect(r.ms).toBe(4 * SESSION_MS);
  });

  it("stops starting sessions once aborted", async () => {
    const ctl = new AbortController();
    let n = 0;
    const r = await runFixed(
      plan(Array(10).fill(0)),
      1,
      new Map(),
      async (_s, clock) => {
        if (++n === 2) ctl.abort();
        await clock.sleep(2);
      },
      ctl.signal,
    );
    expect(r.stopped).toBe(true);
    expect(r.started).toBe(2);
    // the session running when the run stopped still ran to its end
    expect(r.ms).toBe(4);
  });
});
