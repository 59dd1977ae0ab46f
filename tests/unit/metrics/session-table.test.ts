import { describe, expect, it } from "vitest";
import type { ErrorBucket, RunEvent } from "../../../src/events/events.js";
import { gate } from "../../../src/gate/verdict.js";
import { figureSummary, sessionSample } from "../../../src/metrics/figures.js";
import { recordEvents } from "../../../src/metrics/recorder.js";
import {
  F64Column,
  I32Column,
  Interner,
  SessionColumns,
  sessionTableOf,
} from "../../../src/metrics/session-table.js";
import { TagSets } from "../../../src/metrics/tags.js";
import { isJudged, type RunResult, type SessionRecord } from "../../../src/metrics/types.js";
import { buildReport } from "../../../src/report/build.js";
import { mulberry32 } from "../../../src/rng.js";

const T0 = 1_700_000_000_000;

function record(i: number, o: Partial<SessionRecord> = {}): SessionRecord {
  return {
    id: `s${String(i).padStart(6, "0")}`,
    pair: i % 3,
    task: `task-${i % 5}`,
    agent: `agent-${i % 2}`,
    tags: { scenario: `j${i % 2}` },
    attempts: 1 + (i % 2),
    status: i % 7 === 0 ? "failed" : "passed",
    reward: i % 7 === 0 ? 0 : 1,
    bucket: i % 7 === 0 ? "task_failed" : null,
    error: i % 7 === 0 ? `boom ${i}` : null,
    start: T0 + i * 10,
    end: T0 + i * 10 + 100 + i,
    scheduled: null,
    warmup: false,
    stage: null,
    e2e_ms: 100 + i,
    ttft_ms: i % 4 === 0 ? null : 20 + i,
    tpot_ms: null,
    tokens_in: 50,
    tokens_out: null,
    phases: { agent_exec: 80 + i },
    spans: i >= 3000 ? { llm: 5 + i } : {},
    cpu_peak_pct: null,
    mem_peak_bytes: null,
    ...o,
  };
}

describe("typed columns", () => {
  it("grow by doubling past their first capacity and keep every value", () => {
    const f = new F64Column();
    const n = new I32Column();
    const first = f.data.length;
    for (let i = 0; i < first * 4 + 3; i++) {
      f.set(i, i + 0.5);
      n.set(i, -i);
    }
    expect(f.data.length).toBe(first * 8);
    expect(n.data.length).toBe(first * 8);
    expect(f.data[first * 4 + 2]).toBe(first * 4 + 2.5);
    expect(n.data[first * 4 + 2]).toBe(-(first * 4 + 2));
    expect(f.data[17]).toBe(17.5);
  });

  it("an optional column reads NaN where never set, across growth", () => {
    const f = new F64Column(true);
    f.set(5000, 1);
    expect(Number.isNaN(f.data[4999])).toBe(true);
    expect(Number.isNaN(f.data[f.data.length - 1])).toBe(true);
    expect(f.data[5000]).toBe(1);
  });

  it("an optional column holds float32 while values fit it exactly, and widens keeping every value", () => {
    const f = new F64Column(true);
    f.set(0, 160);
    f.set(1, 0.5);
    expect(f.data).toBeInstanceOf(Float32Array);
    f.set(3, 0.1);
    f.set(4, 1_767_225_600_015);
    expect(f.data).toBeInstanceOf(Float64Array);
    expect([f.data[0], f.data[1], f.data[3], f.data[4]]).toEqual([160, 0.5, 0.1, 1_767_225_600_015]);
    expect(Number.isNaN(f.data[2])).toBe(true);
  });

  it("a whole-number column is as narrow as its values and widens keeping every value", () => {
    const n = new I32Column();
    n.set(0, -1);
    n.set(1, 127);
    expect(n.data).toBeInstanceOf(Int8Array);
    n.set(2, 300);
    expect(n.data).toBeInstanceOf(Int16Array);
    n.set(3, -70_000);
    n.set(5000, 2 ** 31 - 1);
    expect(n.data).toBeInstanceOf(Int32Array);
    expect([n.data[0], n.data[1], n.data[2], n.data[3], n.data[5000]]).toEqual([
      -1,
      127,
      300,
      -70_000,
      2 ** 31 - 1,
    ]);
  });

  it("a pair's tags are the one object internTags gives, key order and values told apart as JSON does", () => {
    const sets = new TagSets();
    const a = sets.internPairTags(0, { scenario: "x", tier: "1" });
    expect(sets.internPairTags(0, { scenario: "x", tier: "1" })).toBe(a);
    expect(sets.internTags({ scenario: "x", tier: "1" })).toBe(a);
    const reordered = sets.internPairTags(0, { tier: "1", scenario: "x" });
    expect(reordered).not.toBe(a);
    expect(Object.keys(reordered)).toEqual(["tier", "scenario"]);
    expect(sets.internPairTags(0, { scenario: "y", tier: "1" })).toEqual({ scenario: "y", tier: "1" });
    expect(sets.internPairTags(1, { scenario: "x", tier: "1" })).toBe(a);
    expect(sets.internPairTags(0, { scenario: "x" })).not.toBe(a);
  });

  it("a session's tag set is found by its fields whichever session of its pair came before", () => {
    const sets = new TagSets();
    const tags = sets.internTags({ scenario: "x" });
    const s = (status: "passed" | "failed", stage: number | null, task = "t") =>
      sets.id({ tags, pair: 0, agent: "a", task, status, stage });
    const ids = [s("passed", null), s("passed", null), s("failed", null), s("passed", null), s("passed", 1)];
    expect(ids).toEqual([0, 0, 1, 0, 2]);
    expect([s("failed", null), s("passed", 1), s("passed", null, "u")]).toEqual([1, 2, 3]);
    expect(sets.own[2]).toEqual({
      scenario: "x",
      pair: "0",
      agent: "a",
      task: "t",
      status: "passed",
      stage: "1",
    });
  });

  it("interns each value once", () => {
    const s = new Interner<string>();
    const ids = ["a", "b", "a", "c", "b"].map((v) => s.id(v));
    expect(ids).toEqual([0, 1, 0, 2, 1]);
    expect(s.values).toEqual(["a", "b", "c"]);
  });
});

describe("SessionColumns / SessionTable", () => {
  it("gives back every record it was given, past several growths, fields made late included", () => {
    const records = Array.from({ length: 5000 }, (_, i) => record(i));
    const t = SessionColumns.of(records);
    expect(t.length).toBe(5000);
    const back = t.records();
    for (let i = 0; i < records.length; i += 97) expect(back[i]).toEqual(records[i]);
    expect(back[4999]).toEqual(records[4999]);
    // The span column first appears at row 3000: rows before it have none.
    expect(t.span(2999, "llm")).toBeNull();
    expect(t.span(3000, "llm")).toBe(3005);
    expect(t.phase(10, "verify")).toBeNull();
  });

  it("reserved for a planned run, holds the same records, grows past the reservation, and late fields read null", () => {
    const records = Array.from({ length: 5000 }, (_, i) => record(i));
    const cols = new SessionColumns();
    cols.reserve(4000);
    expect(cols.start.data.length).toBe(4000);
    for (const r of records) cols.append({ ...r, tags: cols.tagSets.internTags(r.tags) });
    expect(cols.start.data.length).toBeGreaterThanOrEqual(5000);
    // The span column is made at row 3000, after the reservation: made as long as reserved, NaN before.
    expect(cols.optional.get("span:llm")?.data.length).toBeGreaterThanOrEqual(5000);
    const t = cols.table();
    const plain = SessionColumns.of(records);
    for (let i = 0; i < 5000; i += 83) expect(t.record(i)).toEqual(plain.record(i));
    expect(t.span(2999, "llm")).toBeNull();
    expect(t.span(3000, "llm")).toBe(3005);
  });

  it("keeps each task, agent and tags object once, shared by the sessions that have it", () => {
    const records = Array.from({ length: 3000 }, (_, i) => record(i, { tags: { scenario: `j${i % 2}` } }));
    const t = SessionColumns.of(records);
    const tagObjects = new Set(Array.from({ length: t.length }, (_, i) => t.tags(i)));
    expect(tagObjects.size).toBe(2);
    expect(new Set(Array.from({ length: t.length }, (_, i) => t.taskId(i))).size).toBe(5);
    expect(t.task(7)).toBe("task-2");
    expect(t.record(0).tags).toBe(t.record(2).tags);
  });

  it("reads in run order (start, then id); a session ended twice is one, as it last ended", () => {
    const cols = new SessionColumns();
    const tags = cols.tagSets.internTags({});
    cols.append(record(2, { tags, start: T0 + 5 }));
    cols.append(record(1, { tags, start: T0 + 5 }));
    cols.append(record(0, { tags, start: T0 + 9, status: "passed", bucket: null }));
    cols.append(record(0, { tags, start: T0 + 9, status: "failed", bucket: "agent_exit" }));
    const t = cols.table();
    expect(Array.from({ length: t.length }, (_, i) => t.id(i))).toEqual(["s000001", "s000002", "s000000"]);
    expect(t.bucket(2)).toBe("agent_exit");
  });

  it("a long run (the radix path) reads in the same order as one comparator sort: start, then id, then row", () => {
    const rand = mulberry32(7);
    const cols = new SessionColumns();
    const tags = cols.tagSets.internTags({});
    // Few distinct starts and ids, so runs of equal starts are long and hold repeated ids.
    for (let i = 0; i < 20_000; i++) {
      const id = Math.floor(rand() * 5000);
      cols.append(record(id, { tags, start: T0 + Math.floor(rand() * 300), error: `row ${i}` }));
    }
    const t = cols.table();
    const rows = Array.from({ length: cols.length }, (_, i) => i);
    const start = cols.start.data;
    const ids = cols.ids;
    rows.sort((a, b) => start[a] - start[b] || (ids[a] < ids[b] ? -1 : ids[a] > ids[b] ? 1 : a - b));
    const kept = rows.filter(
      (r, j) => !(j + 1 < rows.length && ids[rows[j + 1]] === ids[r] && start[rows[j + 1]] === start[r]),
    );
    expect(t.length).toBe(kept.length);
    expect(Array.from({ length: t.length }, (_, i) => t.error(i))).toEqual(kept.map((r) => `row ${r}`));
  });

  it("views read the same fields as records and serialize as them", () => {
    const t = SessionColumns.of(Array.from({ length: 50 }, (_, i) => record(i)));
    const views = t.views();
    const records = t.records();
    for (const k of Object.keys(records[7]) as (keyof SessionRecord)[])
      expect(views[7][k]).toEqual(records[7][k]);
    expect(JSON.parse(JSON.stringify(views[7]))).toEqual(JSON.parse(JSON.stringify(records[7])));
  });
});

/** A random run's events: tasks, agents, failures, warm-ups, retries, interrupted sessions, spans. */
function randomRun(seed: number, n: number): RunEvent[] {
  const rnd = mulberry32(seed);
  const buckets: ErrorBucket[] = ["task_failed", "agent_exit", "agent_timeout"];
  const events: RunEvent[] = [
    {
      type: "run_start",
      t: T0,
      run_id: `r${seed}`,
      scenario: { name: "s" },
      scenario_name: "s",
      scenario_hash: "h",
      planned_sessions: n,
      environment: {},
    },
  ];
  for (let i = 0; i < n; i++) {
    const start = T0 + Math.floor(rnd() * 10_000);
    const dur = Math.floor(rnd() * 5000) + 1;
    const id = `s${i}`;
    const task = `task-${Math.floor(rnd() * 4)}`;
    events.push({
      type: "session_start",
      t: start,
      session: id,
      pair: i % 3,
      task,
      agent: `agent-${i % 2}`,
      tags: rnd() < 0.5 ? { scenario: task } : { scenario: task, tier: "gold" },
      attempt: 1,
      warmup: rnd() < 0.05,
    });
    events.push({
      type: "phase",
      t: start + dur,
      session: id,
      phase: "agent_exec",
      start,
      end: start + dur,
      ok: true,
    });
    if (rnd() < 0.7)
      events.push({
        type: "span",
        t: start + 5,
        session: id,
        span: { kind: "llm", name: "c", start, end: start + 5, ok: true, ttft_ms: rnd() * 3, tokens_out: 4 },
      });
    if (rnd() < 0.03) continue; // never ends: interrupted at the run's end
    const failed = rnd() < 0.2;
    events.push({
      type: "session_end",
      t: start + dur,
      session: id,
      attempt: 1,
      status: failed ? "failed" : "passed",
      reward: failed ? 0 : 1,
      bucket: failed ? buckets[Math.floor(rnd() * buckets.length)] : null,
      error: failed ? "no" : null,
      ttft_ms: rnd() < 0.8 ? rnd() * 100 : undefined,
    });
  }
  events.push({ type: "run_end", t: T0 + 20_000, interrupted: false });
  return events;
}

/** The same run with its sessions as plain objects: what every reader read before the table. */
function asObjects(run: RunResult): RunResult {
  return { ...run, sessions: run.sessions.map((s) => ({ ...s })) };
}

describe("figures from the table equal figures from session objects", () => {
  for (const seed of [1, 2, 3, 4]) {
    it(`random run ${seed}`, () => {
      const run = recordEvents(randomRun(seed, 400 + seed * 150));
      const objects = asObjects(run);
      // The copy's readers make a table of its records; the run's own is the recorder's.
      expect(sessionTableOf(objects)).not.toBe(sessionTableOf(run));
      const judged = run.sessions.filter(isJudged);
      // The recorder's figures equal figures over the records' samples.
      expect(run.metrics.e2e_ms).toEqual(
        figureSummary(judged.map((s) => sessionSample(s, "e2e_ms") ?? Number.NaN)),
      );
      for (const task of ["task-0", "task-3"])
        expect(run.distribution("ttft_ms", { task })?.summary()).toEqual(
          figureSummary(judged.filter((s) => s.task === task).map((s) => s.ttft_ms ?? Number.NaN)),
        );
      expect(run.counts.total).toBe(judged.length);
      expect(run.counts.warmup).toBe(run.sessions.filter((s) => s.warmup).length);
      // report.json and the gate read the table; from plain objects they say the same.
      const verdict = { status: "pass" as const, checks: [] };
      const at = new Date(0);
      const a = buildReport({ run, verdict, baseline: null, generatedAt: at });
      const b = buildReport({ run: objects, verdict, baseline: null, generatedAt: at });
      expect(a).toEqual(b);
      expect(a.breakdown.task["task-1"].sessions).toBe(judged.filter((s) => s.task === "task-1").length);
      const thresholds = {
        e2e_ms: ["p(95)<3000"],
        "pass_rate{task:task-2}": ["rate>0.5"],
        "errors{bucket:agent_exit}": ["count<5"],
        "sessions{tier:gold}": ["count>1"],
      };
      const checks = gate({ run, thresholds }).checks;
      expect(checks.filter((c) => c.observed != null)).toHaveLength(4);
      expect(checks).toEqual(gate({ run: objects, thresholds }).checks);
    });
  }
});
