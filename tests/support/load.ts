/** Test doubles for load models: plans, load blocks with the schema's defaults, and a fake session driver. */

import type { RunEvent, SessionOutcome } from "../../src/events/events.js";
import type { PlannedSession } from "../../src/load/plan.js";
import type { LoadContext, SessionMeta } from "../../src/load/strategy.js";
import { Recorder } from "../../src/metrics/recorder.js";
import type { Scenario } from "../../src/scenario/schema.js";
import { VirtualClock } from "./clock.js";

export type Load = Scenario["load"];

export const plan = (n: number, pairOf: (i: number) => number = () => 0): PlannedSession[] =>
  Array.from({ length: n }, (_, index) => ({
    id: `s${String(index).padStart(4, "0")}`,
    index,
    pair: pairOf(index),
    agent: { name: "a" },
    taskName: "t",
    tags: {},
    warmup: false,
  }));

/** A load block as the scenario schema fills it in. */
export const load = (over: Partial<Load> = {}): Load => ({
  strategy: "fixed",
  warmup_sessions: 0,
  warmup_sec: 0,
  arrival: "constant",
  mix: "sequential",
  seed: 1,
  bisect: false,
  knee_gain: 0.1,
  break_error_rate: 0.1,
  circuit_breaker_error_rate: 0.3,
  ...over,
});

export interface FakeSession {
  /** How long the session takes, ms. */
  ms: number;
  ttft_ms?: number | null;
  status?: SessionOutcome["status"];
  bucket?: SessionOutcome["bucket"];
}

/**
 * Drives executeLoad without a runtime, on a VirtualClock (time advances only while every session
 * and the strategy wait, so timings are exact whatever the machine's speed): each session writes its start and end events to a live
 * Recorder; `behave` decides its duration and outcome from the sessions in flight when it starts.
 */
export function driver(
  l: Load,
  behave: (s: PlannedSession, meta: SessionMeta, inFlight: number) => FakeSession,
  extra: Partial<LoadContext> = {},
) {
  const clock = new VirtualClock();
  const recorder = new Recorder();
  const events: RunEvent[] = [];
  const write = (e: RunEvent) => {
    events.push(e);
    recorder.add(e);
  };
  write({
    type: "run_start",
    t: clock.epoch(),
    run_id: "r",
    scenario: { load: l },
    scenario_name: "s",
    scenario_hash: "h",
    planned_sessions: 0,
    environment: {},
  });
  let inFlight = 0;
  let peak = 0;
  const peakByStage = new Map<number | null, number>();
  const ctx: LoadContext = {
    load: l,
    pairLimits: new Map([[0, 1_000_000]]),
    signal: new AbortController().signal,
    write,
    snapshot: () => recorder.snapshot(),
    clock,
    ...extra,
    async runOne(s, meta) {
      inFlight++;
      peak = Math.max(peak, inFlight);
      peakByStage.set(meta.stage, Math.max(peakByStage.get(meta.stage) ?? 0, inFlight));
      const b = behave(s, meta, inFlight);
      write({
        type: "session_start",
        t: clock.epoch(),
        session: s.id,
        pair: s.pair,
        task: s.taskName,
        agent: s.agent.name,
        tags: s.tags,
        attempt: 1,
        scheduled_t: meta.scheduledAt,
        stage: meta.stage,
        warmup: s.warmup,
      });
      await clock.sleep(b.ms);
      inFlight--;
      write({
        type: "session_end",
        t: clock.epoch(),
        session: s.id,
        attempt: 1,
        status: b.status ?? "passed",
        reward: 1,
        bucket: b.bucket ?? null,
        error: null,
        ttft_ms: b.ttft_ms ?? null,
      });
    },
  };
  const t0 = clock.now();
  return {
    ctx,
    events,
    recorder,
    peak: () => peak,
    peakByStage,
    clock,
    /** Virtual ms since the driver was made. */
    elapsed: () => clock.now() - t0,
    finish() {
      write({ type: "run_end", t: clock.epoch(), interrupted: false });
      return recorder.result();
    },
  };
}
