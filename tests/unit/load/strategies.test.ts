import { describe, expect, it } from "vitest";
import { executeLoad } from "../../../src/load/execute.js";
import { arrivalSchedule, rateSegments } from "../../../src/load/rate.js";
import { computeStages } from "../../../src/report/stages.js";
import { driver, load, plan } from "../../support/load.js";

describe("fixed", () => {
  it("runs the plan once at min(sum of n_concurrent, load.concurrency)", async () => {
    const d = driver(load({ concurrency: 3 }), () => ({ ms: 5 }), {
      pairLimits: new Map([
        [0, 4],
        [1, 4],
      ]),
    });
    await executeLoad(
      plan(12, (i) => i % 2),
      d.ctx,
    );
    const run = d.finish();
    expect(run.counts.total).toBe(12);
    expect(d.peak()).toBe(3);
    expect(run.sessions.every((s) => s.stage === null && s.scheduled === null)).toBe(true);
  });

  it("marks sessions starting within warmup_sec as warm-up and keeps them out of the metrics", async () => {
    const d = driver(load({ concurrency: 1, warmup_sec: 0.25 }), () => ({ ms: 100 }));
    await executeLoad(plan(6), d.ctx);
    const run = d.finish();
    // one at a time, 100 ms each on the virtual clock: starts at 0, 100, 200 ms fall inside 250 ms
    expect(run.counts.warmup).toBe(3);
    expect(run.counts.total).toBe(3);
    expect(run.metrics.e2e_ms.count).toBe(run.counts.total);
    expect(d.events.filter((e) => e.type === "session_start" && e.warmup).length).toBe(run.counts.warmup);
  });
});

describe("ramp", () => {
  it("follows the stages' concurrency up and down, cycling the plan, with stage events", async () => {
    const l = load({
      strategy: "ramp",
      stages: [
        { concurrency: 2, hold_sec: 0.3 },
        { concurrency: 6, hold_sec: 0.3 },
        { concurrency: 1, hold_sec: 0.3 },
      ],
    });
    const d = driver(l, () => ({ ms: 30 }), { planSize: 5 });
    await executeLoad(plan(5), d.ctx);
    const run = d.finish();
    expect(d.peakByStage.get(1)).toBe(2);
    expect(d.peakByStage.get(2)).toBe(6);
    // stage 3 starts one at a time while stage 2's sessions drain
    expect([...d.peakByStage.keys()].sort()).toEqual([1, 2, 3]);
    expect(run.counts.total).toBeGreaterThan(5 * 3); // the plan of 5 was cycled
    expect(new Set(run.sessions.map((s) => s.id)).size).toBe(run.sessions.length);
    const stageEvents = d.events.filter((e) => e.type === "stage_start" || e.type === "stage_end");
    expect(stageEvents.map((e) => `${e.type}:${"stage" in e ? e.stage : ""}`)).toEqual([
      "stage_start:1",
      "stage_end:1",
      "stage_start:2",
      "stage_end:2",
      "stage_start:3",
      "stage_end:3",
    ]);
    expect(run.stages?.map((w) => w.concurrency)).toEqual([2, 6, 1]);
    const st = computeStages(run, l)!;
    expect(st.steps.map((s) => s.concurrency)).toEqual([2, 6, 1]);
    // virtual time: 300 ms / 30 ms = 10 waves per stage, of 2, 6 and 1 sessions
    expect(st.steps.map((s) => s.sessions)).toEqual([20, 60, 10]);
    expect(st.steps.map((s) => s.duration_s)).toEqual([0.3, 0.3, 0.3]);
    // ended inside each window (edges count in both): 20, 2 + 60, 6 + 10 per 0.3 s
    expect(st.steps.map((s) => s.throughput_sps)).toEqual([66.667, 206.667, 53.333]);
    expect(run.counts.total).toBe(90);
  });

  it("stops starting sessions at max_sessions", async () => {
    const l = load({ strategy: "ramp", max_sessions: 7, stages: [{ concurrency: 2, hold_sec: 5 }] });
    const d = driver(l, () => ({ ms: 5 }));
    await executeLoad(plan(3), d.ctx);
    expect(d.finish().counts.total).toBe(7);
    // 7 sessions of 5 ms two at a time end at 20 ms: the 5 s hold was not waited out
    expect(d.elapsed()).toBe(20);
    expect(
      d.events.some((e) => e.type === "log" && /ramp stops during stage 1: max_sessions/.test(e.message)),
    ).toBe(true);
  });

  it("circuit breaker: a stage over circuit_breaker_error_rate ends the ramp", async () => {
    const l = load({
      strategy: "ramp",
      circuit_breaker_error_rate: 0.3,
      stages: [
        { concurrency: 2, sessions: 10 },
        { concurrency: 4, sessions: 10 },
        { concurrency: 8, sessions: 10 },
      ],
    });
    const d = driver(l, (_s, meta) =>
      meta.stage === 2 ? { ms: 2, status: "errored", bucket: "http_5xx" } : { ms: 2 },
    );
    await executeLoad(plan(10), d.ctx);
    const run = d.finish();
    expect(run.stages?.map((s) => s.stage)).toEqual([1, 2]);
    const st = computeStages(run, l)!;
    expect(st.steps[1]).toMatchObject({
      error_rate: 1,
      break: true,
      slo: "fail",
      breaching_metric: "error_rate",
    });
    expect(st.break_concurrency).toBe(4);
    expect(d.events.some((e) => e.type === "log" && /circuit breaker/.test(e.message))).toBe(true);
  });
});

/** A target with `slots` servers: TTFT grows with the queue once more sessions than slots are in flight. */
const capacityModel =
  (slots: number, base = 10) =>
  (_s: unknown, _m: unknown, inFlight: number) => {
    const waves = Math.ceil(inFlight / slots);
    return { ms: base * waves, ttft_ms: base * waves };
  };

describe("find_max", () => {
  const stages = [2, 4, 8, 16, 32].map((concurrency) => ({ concurrency, sessions: 3 * concurrency }));

  it("stops at the first stage that breaks the SLO and names the breaching metric", async () => {
    const l = load({ strategy: "find_max", stages, slo: { ttft_ms: "p(95)<15" } });
    const d = driver(l, capacityModel(8));
    await executeLoad(plan(10), d.ctx);
    const run = d.finish();
    const st = computeStages(run, l)!;
    expect(st.steps.map((s) => [s.concurrency, s.slo])).toEqual([
      [2, "pass"],
      [4, "pass"],
      [8, "pass"],
      [16, "fail"],
    ]);
    expect(st.max_sustainable_concurrency).toBe(8);
    expect(st.breaching_metric).toBe("ttft_ms");
    expect(st.steps[3].breaching_metric).toBe("ttft_ms");
    expect(st.steps.map((s) => s.sessions)).toEqual([6, 12, 24, 48]);
  });

  it("bisects between the last pass and the first fail", async () => {
    const l = load({ strategy: "find_max", stages, bisect: true, slo: { ttft_ms: "p(95)<15" } });
    const d = driver(l, capacityModel(10));
    await executeLoad(plan(10), d.ctx);
    const run = d.finish();
    const st = computeStages(run, l)!;
    // probes 2, 4, 8 pass, 16 fails; bisect 12 (fail), 10 (pass), 11 (fail)
    expect(st.steps.map((s) => s.concurrency)).toEqual([2, 4, 8, 16, 12, 10, 11]);
    expect(st.max_sustainable_concurrency).toBe(10);
    expect(run.stages?.slice(4).every((w) => w.label === "bisect")).toBe(true);
  });

  it("without stages doubles concurrency from load.concurrency", async () => {
    const l = load({ strategy: "find_max", concurrency: 1, slo: { ttft_ms: "p(95)<15" } });
    const d = driver(l, capacityModel(4, 5));
    await executeLoad(plan(4), d.ctx);
    const st = computeStages(d.finish(), l)!;
    // 4 slots at 5 ms: 8 in flight wait one turn (10 ms), 16 wait three (20 ms)
    expect(st.steps.map((s) => s.concurrency)).toEqual([1, 2, 4, 8, 16]);
    expect(st.max_sustainable_concurrency).toBe(8);
  });

  it("checks pass rate and error rate SLOs on the stage's own sessions", async () => {
    const l = load({
      strategy: "find_max",
      stages,
      slo: { pass_rate: "rate>=0.9", error_rate: "rate<0.05" },
    });
    const d = driver(l, (_s, meta) =>
      (meta.stage ?? 0) >= 3 ? { ms: 1, status: "failed", bucket: "task_failed" } : { ms: 1 },
    );
    await executeLoad(plan(4), d.ctx);
    const st = computeStages(d.finish(), l)!;
    expect(st.max_sustainable_concurrency).toBe(4);
    expect(st.breaching_metric).toBe("pass_rate");
  });
});

describe("rate schedule", () => {
  it.each([
    ["constant", 10, 1, [0, 100, 200, 300, 400, 500, 600, 700, 800, 900]],
    ["constant", 4, 0.5, [0, 250]],
  ] as const)("%s at %i/s for %ss", (arrival, rate, durationSec, want) => {
    const a = arrivalSchedule([{ rate, durationSec, stage: null }], { arrival, seed: 1 });
    expect(a.map((x) => Math.round(x.at))).toEqual(want);
  });

  it("poisson arrivals are seeded and offer exactly rate × duration", () => {
    const seg = [{ rate: 50, durationSec: 20, stage: null }];
    const a = arrivalSchedule(seg, { arrival: "poisson", seed: 5 });
    const b = arrivalSchedule(seg, { arrival: "poisson", seed: 5 });
    const c = arrivalSchedule(seg, { arrival: "poisson", seed: 6 });
    expect(a.length).toBe(1000);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    const gaps = a.slice(1).map((x, i) => x.at - a[i].at);
    const mean = gaps.reduce((x, y) => x + y, 0) / gaps.length;
    expect(mean).toBeCloseTo(20, 0);
    // exponential gaps: coefficient of variation near 1 (constant gaps have 0)
    const sd = Math.sqrt(gaps.reduce((x, g) => x + (g - mean) ** 2, 0) / gaps.length);
    expect(sd / mean).toBeGreaterThan(0.8);
    expect(a[a.length - 1].at).toBeLessThan(20_000);
  });

  it("stages with a rate each hold their rate; shards split it", () => {
    const l = load({
      strategy: "rate",
      stages: [
        { concurrency: 1, rate: 10, hold_sec: 1 },
        { concurrency: 1, rate: 20, hold_sec: 1 },
      ],
    });
    const segs = rateSegments(l, 100, 2);
    expect(segs).toEqual([
      { rate: 5, durationSec: 1, stage: 1 },
      { rate: 10, durationSec: 1, stage: 2 },
    ]);
    const a = arrivalSchedule(segs, { arrival: "constant", seed: 1 });
    expect(a.filter((x) => x.stage === 1).length).toBe(5);
    expect(a.filter((x) => x.stage === 2)[0].at).toBe(1000);
  });
});

describe("rate", () => {
  it("dispatches on schedule regardless of slow sessions and records scheduled starts", async () => {
    const l = load({ strategy: "rate", rate: 100, duration_sec: 1 });
    const d = driver(l, () => ({ ms: 150 }));
    await executeLoad(plan(10), d.ctx);
    const run = d.finish();
    expect(run.counts.total).toBe(100);
    // open loop: a 150 ms session every 10 ms keeps 15 in flight, not capped by latency
    expect(d.peak()).toBe(15);
    expect(run.sessions.every((s) => s.scheduled !== null)).toBe(true);
    expect(run.open_loop).toMatchObject({ sessions: 100, valid: true, queued_sessions: 0 });
    expect(run.open_loop!.offered_sps).toBeCloseTo(100, 0);
    expect(run.open_loop!.achieved_sps).toBe(100);
    // on the virtual clock the generator is never late
    expect(run.metrics.schedule_lag_ms.p99).toBe(0);
    expect(run.open_loop!.generator_lag_p99_ms).toBe(0);
  });

  it("max_in_flight queues sessions; latency from the schedule shows the wait", async () => {
    const l = load({ strategy: "rate", rate: 100, duration_sec: 0.5, max_in_flight: 2 });
    const d = driver(l, () => ({ ms: 50 }));
    await executeLoad(plan(10), d.ctx);
    const run = d.finish();
    expect(d.peak()).toBe(2);
    expect(run.counts.total).toBe(50);
    expect(run.metrics.e2e_sched_ms.p95).toBeGreaterThan(run.metrics.e2e_ms.p95 * 3);
    // the wait was the target's (all slots busy), not the generator's: the run stays valid
    // 2 slots of 50 ms serve 40/s of the 100/s offered: all but the first two arrivals wait
    expect(run.open_loop!.queued_sessions).toBe(48);
    expect(run.open_loop!.generator_lag_p99_ms).toBe(0);
    expect(run.open_loop!.valid).toBe(true);
    expect(run.open_loop!.schedule_lag_p99_ms).toBeGreaterThan(500);
  });
});
