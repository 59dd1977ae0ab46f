/**
 * The metrics engine at scale, no I/O:
 * - recording 1,000,000 samples across 20 tag sets (50,000 sessions × 20 samples: e2e, TTFT, tokens,
 *   attempts, one LLM call with its TPOT and 10 inter-chunk gaps): RSS growth and time. Target: <= 100 MB.
 * - merging 16 shard results (the union of their events, recorded into one run, as `merge` does).
 *   Target: <= 1 s.
 * Run: npx vitest run --config bench/metrics.vitest.config.ts
 */
import { performance } from "node:perf_hooks";
import { expect, it } from "vitest";
import type { RunEvent } from "../src/events/events.js";
import { Recorder, recordEvents } from "../src/metrics/recorder.js";

const gc = (globalThis as { gc?: () => void }).gc;
const MB = 1024 * 1024;
const T0 = 1_700_000_000_000;
const TAG_SETS = 20;

/** Events of one session: 20 samples (e2e, TTFT, TPOT, tokens in/out, attempts; the call's time, TTFT, tokens, TPOT; 10 gaps). */
function* sessionEvents(n: number, prefix: string, t: number): Generator<RunEvent> {
  const set = n % TAG_SETS;
  const d = 200 + ((n * 7919) % 5000);
  const id = `${prefix}${n}`;
  yield {
    type: "session_start",
    t,
    session: id,
    pair: set,
    task: `task-${set % 4}`,
    agent: "agent",
    tags: { scenario: `journey-${set % 5}` },
    attempt: 1,
  };
  yield {
    type: "span",
    t: t + d,
    session: id,
    span: {
      kind: "llm",
      name: "chat",
      start: t,
      end: t + d,
      ok: true,
      ttft_ms: d / 4,
      tokens_out: 11,
      icl_ms: Array.from({ length: 10 }, (_, k) => 5 + ((n + k) % 20)),
    },
  };
  yield {
    type: "session_end",
    t: t + d,
    session: id,
    attempt: 1,
    status: n % 50 === 0 ? "failed" : "passed",
    reward: 1,
    bucket: n % 50 === 0 ? "task_failed" : null,
    error: null,
    ttft_ms: d / 4,
    tokens_in: 100 + (n % 50),
  };
}

const runStart = (planned: number): RunEvent => ({
  type: "run_start",
  t: T0,
  run_id: "bench",
  scenario: {},
  scenario_name: "bench",
  scenario_hash: "h",
  planned_sessions: planned,
  environment: {},
});

const rss = () => {
  gc?.();
  gc?.();
  return process.memoryUsage().rss;
};
/** Live JS heap and typed-array buffers, after a full collection. */
const live = () => {
  gc?.();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

it("records 1,000,000 samples across 20 tag sets", () => {
  const SESSIONS = 50_000;
  // The events exist before recording starts (finalize reads events.jsonl whole): growth is the recorder's.
  const events: RunEvent[] = [runStart(SESSIONS)];
  for (let n = 0; n < SESSIONS; n++) events.push(...sessionEvents(n, "s", T0 + n * 10));
  events.push({ type: "run_end", t: T0 + SESSIONS * 10 + 6000, interrupted: false });
  // Warm up (JIT, heap pages) on a tenth of the run, so the numbers are steady-state ones.
  const warm = new Recorder();
  for (const e of events.slice(0, events.length / 10)) warm.add(e);
  warm.result();

  const rssBefore = rss();
  const liveBefore = live();
  const t0 = performance.now();
  const rec = new Recorder();
  for (const e of events) rec.add(e);
  const run = rec.result();
  const ms = performance.now() - t0;
  const rssGrowth = (rss() - rssBefore) / MB;
  const liveGrowth = (live() - liveBefore) / MB;
  const samples = Object.values(run.metrics).reduce((a, m) => a + m.count, 0);
  // selectors still answer: one tag, and two tags at once
  const one = run.distribution("icl_ms", { scenario: "journey-1" })!;
  const two = run.distribution("ttft_ms", { scenario: "journey-1", task: "task-1" })!;
  console.log(
    [
      `record: ${samples.toLocaleString("en")} samples (${SESSIONS.toLocaleString("en")} sessions, ${TAG_SETS} tag sets, ${Object.keys(run.metrics).length} metrics) in ${ms.toFixed(0)} ms (${((ms * 1e6) / samples).toFixed(0)} ns/sample)`,
      `record: RSS growth ${rssGrowth.toFixed(1)} MB (live heap + buffers ${liveGrowth.toFixed(1)} MB; gc ${gc ? "forced" : "not exposed"}), target <= 100 MB: ${rssGrowth <= 100 ? "HOLDS" : "MISSED"} (${(100 / Math.max(rssGrowth, 0.1)).toFixed(1)}x under)`,
      `record: icl_ms{scenario:journey-1} n=${one.count} p99=${one.percentile(99)} ms; ttft_ms{scenario:journey-1,task:task-1} n=${two.count}`,
    ].join("\n"),
  );
  expect(events.length).toBe(SESSIONS * 3 + 2); // the events stay alive through the measurement
  expect(samples).toBe(SESSIONS * 20);
  expect(rssGrowth).toBeLessThanOrEqual(100);
});

it("merges 16 shard results", () => {
  const SHARDS = 16;
  const PER_SHARD = 2_000;
  const shards: RunEvent[][] = Array.from({ length: SHARDS }, (_, i) => {
    const events: RunEvent[] = [runStart(PER_SHARD)];
    for (let k = 0; k < PER_SHARD; k++) {
      const n = k * SHARDS + i; // shards partition the plan by index
      events.push(...sessionEvents(n, "s", T0 + k * 10 + i));
    }
    events.push({ type: "run_end", t: T0 + PER_SHARD * 10 + 6000, interrupted: false });
    return events;
  });
  const t0 = performance.now();
  const all = shards.flat().sort((a, b) => a.t - b.t);
  const merged = recordEvents(all);
  const ms = performance.now() - t0;
  // the merge must equal one unsharded run of the same plan
  const whole = recordEvents([
    runStart(SHARDS * PER_SHARD),
    ...shards.flatMap((s) => s.slice(1, -1)).sort((a, b) => a.t - b.t),
    { type: "run_end", t: T0 + PER_SHARD * 10 + 6000, interrupted: false },
  ]);
  console.log(
    `merge: ${SHARDS} shards × ${PER_SHARD.toLocaleString("en")} sessions (${all.length.toLocaleString("en")} events, ${(SHARDS * PER_SHARD * 20).toLocaleString("en")} samples) in ${ms.toFixed(0)} ms, target <= 1000 ms: ${ms <= 1000 ? "HOLDS" : "MISSED"} (${(1000 / ms).toFixed(1)}x under)`,
  );
  expect(merged.counts).toEqual(whole.counts);
  expect(merged.metrics).toEqual(whole.metrics);
  expect(merged.planned).toBe(SHARDS * PER_SHARD);
  expect(ms).toBeLessThanOrEqual(1000);
});
