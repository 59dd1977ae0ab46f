import { describe, expect, it } from "vitest";
import type { LiveView } from "../../../src/metrics/live-view.js";
import { Recorder } from "../../../src/metrics/recorder.js";
import { clock, formatProgress, progressState } from "../../../src/report/progress.js";

const T0 = 1_700_000_000_000;

function view(over: Partial<LiveView> = {}): LiveView {
  return {
    startedAt: T0,
    planned: 60,
    scenario: { load: { strategy: "fixed" } },
    inFlight: 4,
    passed: 0,
    failed: 0,
    errored: 0,
    warmup: 0,
    interrupted: 0,
    buckets: {},
    e2e: null,
    figures: () => null,
    stage: null,
    stagesSeen: 0,
    ended: false,
    ...over,
  };
}

const dist = (p50: number, p95: number) => ({
  count: 10,
  min: 0,
  max: p95,
  mean: p50,
  percentile: (p: number) => (p <= 50 ? p50 : p95),
});

describe("formatProgress(progressState(view, now))", () => {
  it.each([
    {
      name: "nothing ended yet",
      v: view(),
      at: 3_000,
      line: "progress 0:03 · 0/60 done · 4 in flight · pass – · e2e p50 – p95 – · errors none",
    },
    {
      name: "a fixed run a third through: ETA from the rate so far",
      v: view({
        passed: 18,
        failed: 1,
        errored: 1,
        buckets: { task_failed: 1, agent_timeout: 1 },
        e2e: dist(812.4, 1490.6),
      }),
      at: 10_000,
      line: "progress 0:10 · 20/60 done · 4 in flight · pass 90.0% · e2e p50 812 ms p95 1.49 s · errors agent_timeout 1, task_failed 1 · ETA 0:20",
    },
    {
      name: "warm-up sessions count as done, not in the pass rate",
      v: view({ passed: 3, warmup: 2, e2e: dist(100, 200) }),
      at: 5_000,
      line: "progress 0:05 · 5/60 done · 4 in flight · pass 100.0% · e2e p50 100 ms p95 200 ms · errors none · ETA 0:55",
    },
    {
      name: "a ramp: its stage, the schedule and the time left",
      v: view({
        scenario: {
          load: {
            strategy: "ramp",
            stages: [
              { concurrency: 2, hold_sec: 30 },
              { concurrency: 8, hold_sec: 90 },
            ],
          },
        },
        passed: 51,
        stage: { stage: 2, concurrency: 8, label: "ramp", start: T0 + 30_000, end: Number.NaN },
        stagesSeen: 2,
      }),
      at: 34_000,
      line: "progress 0:34 · stage 2/2 (concurrency 8) · 0:34 of 2:00 · 51 done · 4 in flight · pass 100.0% · e2e p50 – p95 – · errors none · ETA 1:26",
    },
    {
      name: "a rate run bounded by duration_sec",
      v: view({ scenario: { load: { strategy: "rate", rate: 5, duration_sec: 60 } }, passed: 100 }),
      at: 20_000,
      line: "progress 0:20 · 0:20 of 1:00 · 100 done · 4 in flight · pass 100.0% · e2e p50 – p95 – · errors none · ETA 0:40",
    },
    {
      name: "find_max: no schedule length, no ETA",
      v: view({
        scenario: {
          load: {
            strategy: "find_max",
            stages: [{ concurrency: 1 }, { concurrency: 2 }, { concurrency: 4 }],
          },
        },
        passed: 7,
        stage: { stage: 3, concurrency: 4, label: "step", start: T0, end: Number.NaN },
      }),
      at: 61_000,
      line: "progress 1:01 · stage 3 of up to 3 (concurrency 4) · 7 done · 4 in flight · pass 100.0% · e2e p50 – p95 – · errors none",
    },
    {
      // 1/2/4/8/16 breached at 8: bisection between 4 and 8 is stage 6, never "6/5"
      name: "find_max bisecting: the stage among those planned, bisection said apart",
      v: view({
        scenario: {
          load: {
            strategy: "find_max",
            bisect: true,
            stages: [1, 2, 4, 8, 16].map((concurrency) => ({ concurrency })),
          },
        },
        passed: 70,
        stage: { stage: 6, concurrency: 6, label: "bisect", start: T0, end: Number.NaN },
      }),
      at: 61_000,
      line: "progress 1:01 · stage 6 (bisection) of up to 5 + 3 bisection (concurrency 6) · 70 done · 4 in flight · pass 100.0% · e2e p50 – p95 – · errors none",
    },
    {
      name: "before run_start",
      v: view({ startedAt: null, planned: 0 }),
      at: 1_000,
      line: "progress 0:00 · 0/0 done · 4 in flight · pass – · e2e p50 – p95 – · errors none",
    },
  ])("$name", ({ v, at, line }) => {
    expect(formatProgress(progressState(v, T0 + at))).toBe(line);
  });

  it.each([
    [0, "0:00"],
    [59.4, "0:59"],
    [61, "1:01"],
    [3599, "59:59"],
    [3661, "1:01:01"],
    [-5, "0:00"],
  ])("clock(%s) is %s", (s, text) => {
    expect(clock(s)).toBe(text);
  });
});

describe("Recorder.live()", () => {
  it("keeps running totals as events arrive, the open session in flight, the running stage", () => {
    const r = new Recorder();
    r.add({
      type: "run_start",
      t: T0,
      run_id: "r",
      scenario: { load: { strategy: "ramp" } },
      scenario_name: "s",
      scenario_hash: "h",
      planned_sessions: 3,
      environment: {},
    });
    r.add({ type: "stage_start", t: T0, stage: 1, concurrency: 2 });
    const start = (id: string, t: number, warmup = false) =>
      r.add({
        type: "session_start",
        t,
        session: id,
        pair: 0,
        task: "x",
        agent: "a",
        tags: {},
        attempt: 1,
        warmup,
      });
    start("w", T0, true);
    start("a", T0 + 1);
    start("b", T0 + 2);
    start("c", T0 + 3);
    const end = (id: string, t: number, status: "passed" | "errored", bucket: "timeout" | null = null) =>
      r.add({ type: "session_end", t, session: id, attempt: 1, status, reward: null, bucket, error: null });
    end("w", T0 + 50, "passed");
    end("a", T0 + 101, "passed");
    end("b", T0 + 302, "errored", "timeout");
    const v = r.live();
    expect(v).toMatchObject({
      planned: 3,
      inFlight: 1,
      passed: 1,
      errored: 1,
      warmup: 1,
      buckets: { timeout: 1 },
    });
    expect(v.stage?.stage).toBe(1);
    expect(v.e2e?.count).toBe(2);
    r.add({ type: "stage_end", t: T0 + 400, stage: 1, concurrency: 2 });
    expect(r.live().stage).toBeNull();
    expect(r.live().stagesSeen).toBe(1);
  });

  it("counts a session cut off by an interrupt as done, apart from passes and errors, as the report does", () => {
    const r = new Recorder();
    r.add({
      type: "run_start",
      t: T0,
      run_id: "r",
      scenario: {},
      scenario_name: "s",
      scenario_hash: "h",
      planned_sessions: 2,
      environment: {},
    });
    for (const [id, status, bucket] of [
      ["a", "passed", null],
      ["b", "errored", "interrupted"],
    ] as const) {
      r.add({
        type: "session_start",
        t: T0,
        session: id,
        pair: 0,
        task: "x",
        agent: "a",
        tags: {},
        attempt: 1,
        warmup: false,
      });
      r.add({
        type: "session_end",
        t: T0 + 10,
        session: id,
        attempt: 1,
        status,
        reward: null,
        bucket,
        error: null,
      });
    }
    const v = r.live();
    // Interrupted is no error: not among the buckets, said apart on the line.
    expect(v).toMatchObject({ passed: 1, errored: 0, interrupted: 1, buckets: {} });
    const p = progressState(v, T0 + 1000);
    expect(p).toMatchObject({ done: 2, pass_rate: 1, interrupted: 1 });
    expect(formatProgress(p)).toContain(" · interrupted 1 · errors none");
  });
});
