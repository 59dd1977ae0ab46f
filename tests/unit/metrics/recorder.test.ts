import { describe, expect, it } from "vitest";
import type { RunEvent, Span } from "../../../src/events/events.js";
import { MetricHistogram } from "../../../src/metrics/histogram.js";
import { Recorder, recordEvents } from "../../../src/metrics/recorder.js";
import { throughput } from "../../../src/metrics/series.js";
import type { SessionRecord } from "../../../src/metrics/types.js";

const T0 = 1_700_000_000_000;

function runStart(planned: number): RunEvent {
  return {
    type: "run_start",
    t: T0,
    run_id: "r1",
    scenario: { name: "s" },
    scenario_name: "s",
    scenario_hash: "abc",
    planned_sessions: planned,
    environment: {},
  };
}

/** A session that starts at `start` ms after T0 and lasts `dur` ms. */
function session(
  id: string,
  start: number,
  dur: number,
  o: Partial<Extract<RunEvent, { type: "session_end" }>> & {
    tags?: Record<string, string>;
    warmup?: boolean;
  } = {},
): RunEvent[] {
  const { tags = {}, warmup = false, ...end } = o;
  return [
    {
      type: "session_start",
      t: T0 + start,
      session: id,
      pair: 0,
      task: "t1",
      agent: "a",
      tags,
      attempt: 1,
      warmup,
    },
    {
      type: "phase",
      t: T0 + start + dur,
      session: id,
      phase: "agent_exec",
      start: T0 + start,
      end: T0 + start + dur / 2,
      ok: true,
    },
    {
      type: "span",
      t: T0 + start + dur,
      session: id,
      span: {
        kind: "llm",
        name: "c",
        start: T0 + start,
        end: T0 + start + 10,
        ok: true,
        ttft_ms: 4,
        tokens_in: 3,
        tokens_out: 5,
      },
    },
    {
      type: "session_end",
      t: T0 + start + dur,
      session: id,
      attempt: 1,
      status: "passed",
      reward: 1,
      bucket: null,
      error: null,
      ...end,
    },
  ];
}

describe("Recorder", () => {
  it("counts sessions by status and computes pass rate over gated sessions", () => {
    const r = recordEvents([
      runStart(4),
      ...session("a", 0, 100),
      ...session("b", 0, 200, { status: "failed", reward: 0, bucket: "task_failed" }),
      ...session("c", 50, 300, { status: "errored", reward: null, bucket: "agent_exit", error: "boom" }),
      ...session("w", 0, 50, { warmup: true }),
      { type: "run_end", t: T0 + 400, interrupted: false },
    ]);
    expect(r.counts).toEqual({
      total: 3,
      completed: 2,
      passed: 1,
      failed: 1,
      errored: 1,
      warmup: 1,
      interrupted: 0,
    });
    expect(r.pass_rate).toBeCloseTo(1 / 3);
    expect(r.error_buckets).toEqual({ task_failed: 1, agent_exit: 1 });
    expect(r.metrics.e2e_ms.count).toBe(3);
    expect(r.metrics.e2e_ms.min).toBe(100);
    expect(r.metrics.e2e_ms.max).toBe(300);
    expect(r.metrics.agent_exec_ms.count).toBe(3);
    expect(r.metrics.llm_ms.mean).toBe(10);
    expect(r.metrics.llm_ttft_ms.p50).toBe(4);
    expect(r.sessions.find((s) => s.id === "a")?.tokens_out).toBe(5);
    expect(r.interrupted).toBe(false);
  });

  it("counts a retried session once, with its attempts", () => {
    const first = session("a", 0, 10, { status: "errored", bucket: "llm_rate_limited", retrying: true });
    const second = session("a", 20, 10).map((e) =>
      "attempt" in e && e.type === "session_start" ? { ...e, attempt: 2 } : e,
    );
    const r = recordEvents([
      runStart(1),
      ...first,
      ...second,
      { type: "run_end", t: T0 + 40, interrupted: false },
    ]);
    expect(r.counts.total).toBe(1);
    expect(r.sessions[0].attempts).toBe(2);
    expect(r.sessions[0].status).toBe("passed");
    expect(r.error_buckets).toEqual({});
  });

  it("closes sessions still open at the end as interrupted", () => {
    const open = session("x", 0, 100).slice(0, 2);
    const r = recordEvents([runStart(2), ...open, { type: "run_end", t: T0 + 500, interrupted: true }]);
    expect(r.interrupted).toBe(true);
    expect(r.sessions[0]).toMatchObject({ status: "errored", bucket: "interrupted" });
    expect(r.counts).toMatchObject({ total: 0, interrupted: 1 });
    expect(r.pass_rate).toBeNull();
  });

  it("counts interrupted sessions apart: in no pass rate, error bucket or latency", () => {
    const r = recordEvents([
      runStart(3),
      ...session("a", 0, 100),
      ...session("b", 0, 200, { status: "failed", reward: 0, bucket: "task_failed" }),
      ...session("i", 0, 5000, { status: "errored", reward: null, bucket: "interrupted", error: "stop" }),
      { type: "run_end", t: T0 + 6000, interrupted: true },
    ]);
    expect(r.counts).toMatchObject({ total: 2, passed: 1, failed: 1, errored: 0, interrupted: 1 });
    expect(r.pass_rate).toBe(0.5);
    expect(r.error_buckets).toEqual({ task_failed: 1 });
    expect(r.metrics.e2e_ms.count).toBe(2);
    expect(r.metrics.e2e_ms.max).toBeLessThan(1000);
    expect(r.sessions.map((s) => s.id).sort()).toEqual(["a", "b", "i"]);
  });

  it("fails nothing silently: a run with no sessions has no pass rate", () => {
    const r = recordEvents([runStart(0), { type: "run_end", t: T0 + 1, interrupted: false }]);
    expect(r.pass_rate).toBeNull();
    expect(r.metrics).toEqual({});
    expect(r.distribution("e2e_ms")).toBeUndefined();
  });

  it("breaks metrics down by tag, one tag from a histogram and several from sessions", () => {
    const r = recordEvents([
      runStart(3),
      ...session("a", 0, 100, { tags: { scenario: "rag" } }),
      ...session("b", 0, 300, { tags: { scenario: "rag" } }),
      ...session("c", 0, 1000, { tags: { scenario: "plan" } }),
    ]);
    expect(r.distribution("e2e_ms", { scenario: "rag" })?.max).toBe(300);
    expect(r.distribution("e2e_ms", { scenario: "plan" })?.count).toBe(1);
    expect(r.distribution("e2e_ms", { scenario: "rag", task: "t1" })?.count).toBe(2);
    expect(r.distribution("e2e_ms", { scenario: "none" })).toBeUndefined();
  });

  it("answers every selector the gate knows, status included", () => {
    const r = recordEvents([
      runStart(3),
      ...session("a", 0, 100, { tags: { scenario: "rag" } }),
      ...session("b", 0, 300, { status: "failed", bucket: "task_failed", reward: 0 }),
      ...session("c", 0, 1000, { tags: { scenario: "plan" } }),
    ]);
    expect(r.distribution("e2e_ms", { status: "passed" })?.count).toBe(2);
    expect(r.distribution("e2e_ms", { status: "failed" })?.max).toBe(300);
    expect(r.distribution("e2e_ms", { status: "passed", scenario: "plan" })?.max).toBe(1000);
  });

  it("measures peak concurrency exactly and series in 1-second buckets", () => {
    const r = recordEvents([
      runStart(3),
      ...session("a", 0, 1500),
      ...session("b", 100, 500),
      ...session("c", 700, 1000),
      { type: "run_end", t: T0 + 2500, interrupted: false },
    ]);
    expect(r.throughput.peak_concurrency).toBe(2);
    expect(r.series.step_ms).toBe(1000);
    expect(r.series.started).toEqual([3, 0, 0]);
    expect(r.series.completed).toEqual([1, 2, 0]);
    expect(r.series.in_flight[0]).toBe(2);
    expect(r.series.in_flight[1]).toBe(2);
  });

  it("merges events of several shard runs into exact totals", () => {
    const shard = (id: string) => [
      runStart(1),
      ...session(id, 0, 100),
      { type: "run_end", t: T0 + 200, interrupted: false } as RunEvent,
    ];
    const r = recordEvents([...shard("a"), ...shard("b"), ...shard("c")]);
    expect(r.planned).toBe(3);
    expect(r.counts.total).toBe(3);
    expect(r.metrics.e2e_ms.count).toBe(3);
  });
});

describe("MetricHistogram", () => {
  it.each([
    { values: [1], p50: 1, p99: 1 },
    { values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], p50: 5, p99: 10 },
    { values: [0.25, 0.5, 0.75], p50: 0.5, p99: 0.75 },
    { values: [120_000, 1, 5], p50: 5, p99: 120_000 },
  ])("percentiles of $values stay within 0.1%", ({ values, p50, p99 }) => {
    const h = new MetricHistogram();
    for (const v of values) h.record(v);
    expect(h.percentile(50)).toBeCloseTo(p50, Math.max(0, 3 - Math.ceil(Math.log10(p50 + 1))));
    expect(Math.abs(h.percentile(99) - p99) / p99).toBeLessThan(0.001);
    expect(h.min).toBe(Math.min(...values));
    expect(h.max).toBe(Math.max(...values));
  });

  it("ignores values that are not durations", () => {
    const h = new MetricHistogram();
    for (const v of [Number.NaN, -1, Number.POSITIVE_INFINITY]) h.record(v);
    expect(h.count).toBe(0);
    expect(Number.isNaN(h.percentile(50))).toBe(true);
  });

  it("merges exactly", () => {
    const a = new MetricHistogram();
    const b = new MetricHistogram();
    for (let i = 1; i <= 100; i++) (i % 2 ? a : b).record(i);
    a.merge(b);
    expect(a.count).toBe(100);
    expect(a.mean).toBe(50.5);
    expect(a.percentile(50)).toBeCloseTo(50, 0);
  });
});

describe("Recorder: what a session records", () => {
  const start = (id: string, t: number, extra: Partial<Extract<RunEvent, { type: "session_start" }>> = {}) =>
    ({
      type: "session_start",
      t: T0 + t,
      session: id,
      pair: 0,
      task: "t1",
      agent: "a",
      tags: { scenario: "chat" },
      attempt: 1,
      ...extra,
    }) as RunEvent;
  const end = (id: string, t: number, extra: Partial<Extract<RunEvent, { type: "session_end" }>> = {}) =>
    ({
      type: "session_end",
      t: T0 + t,
      session: id,
      attempt: 1,
      status: "passed",
      reward: 1,
      bucket: null,
      error: null,
      ...extra,
    }) as RunEvent;
  const llm = (id: string, t: number, span: Partial<Span>) =>
    ({
      type: "span",
      t: T0 + t,
      session: id,
      span: { kind: "llm", name: "chat", start: T0, end: T0 + 100, ok: true, ...span },
    }) as RunEvent;

  it("records tokens, TPOT, inter-chunk gaps, phases and span kinds", () => {
    const r = recordEvents([
      runStart(1),
      start("a", 0),
      llm("a", 100, {
        start: T0,
        end: T0 + 100,
        ttft_ms: 20,
        tokens_in: 50,
        tokens_out: 9,
        icl_ms: [10, 10, 12],
      }),
      llm("a", 300, { start: T0 + 200, end: T0 + 300, ttft_ms: 40, tokens_in: 70, tokens_out: 5 }),
      {
        type: "span",
        t: T0 + 150,
        session: "a",
        span: { kind: "tool", name: "grep", start: T0 + 100, end: T0 + 130, ok: true },
      },
      // An agent service's own stream to its user: its gaps count too.
      {
        type: "span",
        t: T0 + 160,
        session: "a",
        span: { kind: "network", name: "POST /chat", start: T0, end: T0 + 160, ok: true, icl_ms: [30, 40] },
      },
      { type: "phase", t: T0 + 310, session: "a", phase: "verify", start: T0 + 300, end: T0 + 310, ok: true },
      end("a", 320),
    ]);
    expect(r.sessions[0]).toMatchObject({ tokens_in: 120, tokens_out: 14, tpot_ms: null });
    expect(r.metrics.tokens_in).toMatchObject({ count: 1, max: 120 });
    expect(r.metrics.llm_tokens_out).toMatchObject({ count: 2, min: 5, max: 9 });
    // per-call TPOT = (duration - TTFT) / (tokens - 1): (100-20)/8 = 10, (100-40)/4 = 15
    expect(r.metrics.tpot_ms).toMatchObject({ count: 2, min: 10, max: 15 });
    expect(r.metrics.llm_tpot_ms.count).toBe(2);
    expect(r.metrics.icl_ms).toMatchObject({ count: 5, max: 40 });
    expect(r.metrics.llm_ms.count).toBe(2);
    expect(r.metrics.tool_ms.max).toBe(30);
    expect(r.metrics.verify_ms.max).toBe(10);
    expect(r.metrics.attempts.max).toBe(1);
  });

  it("prefers the session's own TPOT (its stream) over its calls'", () => {
    const r = recordEvents([
      runStart(1),
      start("a", 0),
      llm("a", 100, { ttft_ms: 20, tokens_out: 9 }),
      end("a", 120, { tpot_ms: 7 }),
    ]);
    expect(r.metrics.tpot_ms).toMatchObject({ count: 1, max: 7 });
  });

  it("a retried session counts once: latency from its first attempt, every attempt's work", () => {
    const r = recordEvents([
      runStart(1),
      start("a", 0, { scheduled_t: T0 }),
      llm("a", 50, { tokens_out: 3 }),
      end("a", 50, { status: "errored", bucket: "llm_rate_limited", retrying: true }),
      start("a", 150, { attempt: 2, scheduled_t: T0 }),
      llm("a", 250, { tokens_out: 4 }),
      end("a", 250, { attempt: 2 }),
    ]);
    expect(r.counts).toMatchObject({ total: 1, passed: 1, errored: 0 });
    expect(r.sessions[0]).toMatchObject({ attempts: 2, e2e_ms: 250, tokens_out: 7 });
    expect(r.metrics.attempts.max).toBe(2);
    expect(r.metrics.llm_ms.count).toBe(2);
    expect(r.error_buckets).toEqual({});
  });

  it("keeps a histogram per stage, and answers several tags at once from the samples", () => {
    const r = recordEvents([
      runStart(3),
      start("a", 0, { stage: 1 }),
      end("a", 100, { ttft_ms: 10 }),
      start("b", 0, { stage: 2, tags: { scenario: "rag" } }),
      end("b", 300, { ttft_ms: 30 }),
      start("c", 0, { stage: 2 }),
      end("c", 200, { ttft_ms: 20 }),
    ]);
    expect(r.distribution("ttft_ms", { stage: "2" })?.count).toBe(2);
    expect(r.distribution("ttft_ms", { stage: "2", scenario: "chat" })?.max).toBe(20);
    expect(r.distribution("e2e_ms", { stage: "1", scenario: "rag" })).toBeUndefined();
  });

  it("a snapshot leaves sessions in flight out instead of closing them", () => {
    const rec = new Recorder();
    for (const e of [runStart(2), start("a", 0), end("a", 10), start("b", 5)]) rec.add(e);
    expect(rec.snapshot().counts.total).toBe(1);
    rec.add(end("b", 40));
    const r = rec.result();
    expect(r.counts).toMatchObject({ total: 2, passed: 2 });
  });

  it("stable throughput leaves out the drain tail; peak is the busiest second", () => {
    // 4 in flight, 1 s each, 12 sessions: starts at 0, 1, 2 s; the last wave drains from 2 to 3 s
    const events: RunEvent[] = [runStart(12)];
    for (let i = 0; i < 12; i++) {
      const at = Math.floor(i / 4) * 1000;
      events.push(start(`s${i}`, at), end(`s${i}`, at + 1000));
    }
    const r = recordEvents(events);
    expect(r.throughput.stable_sps).toBe(4);
    expect(r.throughput.peak_sps).toBe(4);
    expect(r.throughput.peak_concurrency).toBe(4);
  });

  it("open loop: lag from the schedule, and the run stays valid when only the target was slow", () => {
    const events: RunEvent[] = [runStart(10)];
    for (let i = 0; i < 10; i++)
      events.push(start(`s${i}`, i * 100 + 2, { scheduled_t: T0 + i * 100 }), end(`s${i}`, i * 100 + 50));
    const r = recordEvents(events);
    expect(r.metrics.schedule_lag_ms.max).toBe(2);
    expect(r.metrics.e2e_sched_ms.min).toBe(50);
    expect(r.open_loop).toMatchObject({
      sessions: 10,
      offered_sps: 10,
      achieved_sps: 10,
      valid: true,
      late_sessions: 0,
    });
  });

  it("open loop: a generator that fell behind invalidates the run", () => {
    const events: RunEvent[] = [runStart(100)];
    // every tenth session starts 600 ms late with nothing else in flight: the generator's fault
    for (let i = 0; i < 100; i++) {
      const late = i % 10 === 0 ? 600 : 0;
      events.push(
        start(`s${i}`, i * 1000 + late, { scheduled_t: T0 + i * 1000 }),
        end(`s${i}`, i * 1000 + late + 10),
      );
    }
    const r = recordEvents(events);
    expect(r.open_loop?.valid).toBe(false);
    expect(r.open_loop?.late_sessions).toBe(10);
    expect(r.open_loop?.invalid_reason).toMatch(
      /generator fell behind: generator lag p99 600 ms > 500 ms; 10 of 100/,
    );
  });
});

describe("throughput", () => {
  it("handles runs far larger than an argument list", () => {
    const sessions = Array.from(
      { length: 300_000 },
      (_, i) => ({ start: i, end: i + 10, warmup: false }) as SessionRecord,
    );
    const t = throughput(sessions);
    expect(t.stable_sps).toBeCloseTo(1000, -1);
    expect(t.peak_sps).toBe(1000);
  });
});

describe("per-span samples", () => {
  it("keep every value exactly, whole ms first and then ones float32 cannot hold, past several chunks", () => {
    const events: RunEvent[] = [runStart(3)];
    const durations: number[] = [];
    for (let i = 0; i < 3; i++) {
      const id = `s${i}`;
      events.push({
        type: "session_start",
        t: T0,
        session: id,
        pair: 0,
        task: "t1",
        agent: "a",
        tags: {},
        attempt: 1,
      });
      // 700 tool spans a session: whole ms for the first 1,000 in all, then 0.1 ms steps, then 2^25 + 1 ms.
      for (let k = 0; k < 700; k++) {
        const n = i * 700 + k;
        const d = n < 1000 ? n : n < 2000 ? n + 0.1 : 2 ** 25 + n;
        durations.push(d);
        events.push({
          type: "span",
          t: T0 + 1,
          session: id,
          span: { kind: "tool", name: "x", start: T0, end: T0 + d, ok: true },
        });
      }
      events.push({
        type: "session_end",
        t: T0 + 2 ** 26,
        session: id,
        attempt: 1,
        status: "passed",
        reward: 1,
        bucket: null,
        error: null,
      });
    }
    const run = recordEvents(events);
    const got = Array.from(run.distribution("tool_ms")?.sorted ?? []);
    // Each duration as the recorder computes it (end - start of epoch-ms times).
    expect(got).toEqual(durations.map((d) => T0 + d - T0).sort((a, b) => a - b));
    expect(got.some((v) => Math.fround(v) !== v)).toBe(true);
  });
});

describe("open sessions", () => {
  it("keep their events across thousands of ends; one started again after it ended counts as it last ended", () => {
    const start = (id: string, at: number): RunEvent => ({
      type: "session_start",
      t: T0 + at,
      session: id,
      pair: 0,
      task: "t1",
      agent: "a",
      tags: {},
      attempt: 1,
    });
    const events: RunEvent[] = [runStart(3002), start("long", 0)];
    // 3000 sessions end while "long" stays open: the ended ones are swept more than once meanwhile.
    for (let i = 0; i < 3000; i++) events.push(...session(`s${i}`, 1 + i, 5));
    events.push(...session("again", 4000, 5), start("again", 4000));
    events.push({
      type: "phase",
      t: T0 + 5000,
      session: "long",
      phase: "verify",
      start: T0 + 4900,
      end: T0 + 5000,
      ok: true,
    });
    events.push({ type: "run_end", t: T0 + 6000, interrupted: true });
    const run = recordEvents(events);
    expect(run.sessions.length).toBe(3002);
    const long = run.sessions.find((s) => s.id === "long");
    expect(long).toMatchObject({ bucket: "interrupted", phases: { verify: 100 }, end: T0 + 6000 });
    const again = run.sessions.filter((s) => s.id === "again");
    expect(again.map((s) => s.bucket)).toEqual(["interrupted"]);
  });
});
