import { describe, expect, it } from "vitest";
import type { RunEvent } from "../../../src/events/events.js";
import { evaluateStage } from "../../../src/load/stages.js";
import { recordEvents } from "../../../src/metrics/recorder.js";
import { computeStages } from "../../../src/report/stages.js";
import { load } from "../../support/load.js";

const T0 = 1_700_000_000_000;

interface StageSpec {
  concurrency: number;
  /** Sessions that ended inside the stage's 10-second window. */
  sessions: number;
  errored?: number;
  ttft?: number;
}

/** A run of 10-second stages; each stage's sessions are spread evenly over its window. */
function stagedRun(stages: StageSpec[]): RunEvent[] {
  const events: RunEvent[] = [
    {
      type: "run_start",
      t: T0,
      run_id: "r",
      scenario: {},
      scenario_name: "s",
      scenario_hash: "h",
      planned_sessions: 0,
      environment: {},
    },
  ];
  stages.forEach((st, i) => {
    const stage = i + 1;
    const from = T0 + i * 10_000;
    events.push({ type: "stage_start", t: from, stage, concurrency: st.concurrency });
    for (let k = 0; k < st.sessions; k++) {
      const start = from + (k * 10_000) / st.sessions;
      const errored = k < (st.errored ?? 0);
      const session = `st${stage}-${k}`;
      events.push(
        {
          type: "session_start",
          t: start,
          session,
          pair: 0,
          task: "t",
          agent: "a",
          tags: {},
          attempt: 1,
          stage,
        },
        {
          type: "session_end",
          t: start + 5,
          session,
          attempt: 1,
          status: errored ? "errored" : "passed",
          reward: errored ? null : 1,
          bucket: errored ? "http_5xx" : null,
          error: null,
          ttft_ms: st.ttft ?? 10,
        },
      );
    }
    events.push({ type: "stage_end", t: from + 10_000, stage, concurrency: st.concurrency });
  });
  events.push({ type: "run_end", t: T0 + stages.length * 10_000, interrupted: false });
  return events.sort((a, b) => a.t - b.t);
}

describe("computeStages", () => {
  it("is null for unstaged load models", () => {
    const run = recordEvents(stagedRun([{ concurrency: 1, sessions: 1 }]));
    expect(computeStages(run, load({ strategy: "fixed" }))).toBeNull();
    expect(computeStages(run, undefined)).toBeNull();
  });

  it("reports each stage's concurrency, throughput, percentiles and error rate", () => {
    const run = recordEvents(
      stagedRun([
        { concurrency: 2, sessions: 20, ttft: 30 },
        { concurrency: 4, sessions: 40, errored: 4, ttft: 60 },
      ]),
    );
    const st = computeStages(run, load({ strategy: "ramp" }))!;
    expect(st.strategy).toBe("ramp");
    expect(st.steps[0]).toMatchObject({
      stage: 1,
      concurrency: 2,
      sessions: 20,
      duration_s: 10,
      throughput_sps: 2,
      error_rate: 0,
      pass_rate: 1,
      slo: null,
    });
    expect(st.steps[1]).toMatchObject({ concurrency: 4, throughput_sps: 4, error_rate: 0.1, pass_rate: 0.9 });
    expect(st.steps[1].ttft_ms?.p95).toBe(60);
    expect(st.steps[0].e2e_ms?.p50).toBe(5);
  });

  // knee: where throughput stopped growing by knee_gain (default 10 %) for good as concurrency rose —
  // a later stage that grows by it over the knee moves the knee up; a top stage still growing means none
  it.each([
    ["throughput keeps growing", [2, 4, 8], [20, 40, 80], null, "growing"],
    ["flat after 4", [2, 4, 8], [20, 40, 42], 4, "flat"],
    ["drops after 8", [2, 4, 8, 16], [20, 40, 80, 60], 8, "flat"],
    ["ramp down does not count", [2, 4, 2], [20, 40, 20], null, "growing"],
    // 0.50 / 0.75 / 0.75 / 1.16 sessions/s: the flat step at 2→4 is outgrown by 8 (+55 %)
    [
      "a flat step, then 55 % more at the top: still growing",
      [1, 2, 4, 8],
      [50, 75, 75, 116],
      null,
      "growing",
    ],
    [
      "a flat step, then growth, then flat: the knee moves up",
      [1, 2, 4, 8, 16],
      [50, 75, 75, 116, 118],
      8,
      "flat",
    ],
    ["growth spread over flat-looking steps adds up", [1, 2, 4, 8], [50, 100, 105, 112], 4, "flat"],
    ["a dip that recovers past the line is not a knee", [2, 4, 8, 16], [20, 40, 30, 60], null, "growing"],
    ["one stage: nothing to compare", [4], [40], null, "few_stages"],
  ])("knee: %s", (_name, conc, sessions, knee, why) => {
    const run = recordEvents(stagedRun(conc.map((c, i) => ({ concurrency: c, sessions: sessions[i] }))));
    const st = computeStages(run, load({ strategy: "ramp" }))!;
    expect(st.knee_concurrency).toBe(knee);
    expect(st.steps.filter((s) => s.knee).map((s) => s.concurrency)).toEqual(knee === null ? [] : [knee]);
    expect(st.knee_why?.key).toBe(why);
  });

  it("says why: the knee's throughput and the best stage after it, or the top stage's growth", () => {
    const ramp = (sessions: number[]) =>
      computeStages(
        recordEvents(stagedRun([1, 2, 4, 8].map((c, i) => ({ concurrency: c, sessions: sessions[i] })))),
        load({ strategy: "ramp" }),
      )!;
    expect(ramp([50, 75, 75, 116]).knee_why).toEqual({
      key: "growing",
      params: {
        from_concurrency: 4,
        from_throughput_sps: 7.5,
        to_concurrency: 8,
        to_throughput_sps: 11.6,
        gain: 0.547,
        knee_gain: 0.1,
      },
    });
    expect(ramp([50, 75, 80, 78]).knee_why).toEqual({
      key: "flat",
      params: {
        concurrency: 2,
        throughput_sps: 7.5,
        best_after_concurrency: 4,
        best_after_throughput_sps: 8,
        gain: 0.067,
        knee_gain: 0.1,
      },
    });
  });

  // break: the first stage whose error rate goes over break_error_rate (default 0.1)
  it.each([
    ["no errors", [0, 0, 0], null],
    ["at the line is not over it", [0, 2, 2], null],
    ["crosses at the third stage", [0, 1, 5], 8],
    ["first crossing wins", [3, 0, 5], 2],
  ])("break: %s", (_name, errored, brk) => {
    const run = recordEvents(
      stagedRun([2, 4, 8].map((c, i) => ({ concurrency: c, sessions: 20, errored: errored[i] }))),
    );
    expect(computeStages(run, load({ strategy: "ramp" }))!.break_concurrency).toBe(brk);
  });

  it("max sustainable concurrency: the highest that held the SLO below the lowest that broke it", () => {
    const run = recordEvents(
      stagedRun([
        { concurrency: 2, sessions: 20, ttft: 50 },
        { concurrency: 8, sessions: 20, ttft: 300 },
        { concurrency: 4, sessions: 20, ttft: 80 },
        { concurrency: 6, sessions: 20, ttft: 150 },
      ]),
    );
    const l = load({ strategy: "find_max", slo: { ttft_ms: "p(95)<100", pass_rate: "rate>=0.9" } });
    const st = computeStages(run, l)!;
    expect(st.steps.map((s) => s.slo)).toEqual(["pass", "fail", "pass", "fail"]);
    expect(st.max_sustainable_concurrency).toBe(4);
    expect(st.breaching_metric).toBe("ttft_ms");
  });

  it("a stage with no data fails its SLO", () => {
    const run = recordEvents(stagedRun([{ concurrency: 2, sessions: 0 }]));
    expect(evaluateStage(run, 1, load({ slo: { e2e_ms: "p(95)<100" } }))).toMatchObject({
      slo: "fail",
      breaching_metric: "e2e_ms",
    });
  });
});
