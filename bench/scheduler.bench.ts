/**
 * Scheduler overhead: 100,000 sessions at concurrency 1,000 with a no-op runtime, so the time is the
 * load model's own (source, pool, bookkeeping); then again with the live recorder that stage SLO
 * checks read. Target: <= 1 ms per session.
 * Run: npx vitest run --config bench/metrics.vitest.config.ts
 */
import { performance } from "node:perf_hooks";
import { expect, it } from "vitest";
import { executeLoad } from "../src/load/execute.js";
import type { PlannedSession } from "../src/load/plan.js";
import { Recorder } from "../src/metrics/recorder.js";
import type { Scenario } from "../src/scenario/schema.js";

const SESSIONS = 100_000;
const CONCURRENCY = 1_000;
const TARGET_MS = 1;

const plan: PlannedSession[] = Array.from({ length: SESSIONS }, (_, index) => ({
  id: `s${index}`,
  index,
  pair: index % 4,
  agent: { name: "nop" },
  taskName: "t",
  tags: { scenario: `j${index % 4}` },
  warmup: false,
}));

const load = {
  strategy: "fixed",
  concurrency: CONCURRENCY,
  warmup_sessions: 0,
  warmup_sec: 0,
  arrival: "constant",
  mix: "sequential",
  seed: 1,
  bisect: false,
  knee_gain: 0.1,
  break_error_rate: 0.1,
  circuit_breaker_error_rate: 0.3,
} as Scenario["load"];

async function perSessionMs(withRecorder: boolean): Promise<{ ms: number; peak: number }> {
  const rec = new Recorder();
  let peak = 0;
  let inFlight = 0;
  const t0 = performance.now();
  await executeLoad(plan, {
    load,
    pairLimits: new Map([0, 1, 2, 3].map((p) => [p, CONCURRENCY])),
    signal: new AbortController().signal,
    write: (e) => rec.add(e),
    async runOne(s, meta) {
      inFlight++;
      peak = Math.max(peak, inFlight);
      if (withRecorder) {
        rec.add({
          type: "session_start",
          t: Date.now(),
          session: s.id,
          pair: s.pair,
          task: s.taskName,
          agent: s.agent.name,
          tags: s.tags,
          attempt: 1,
          stage: meta.stage,
        });
      }
      // The session yields (a timer turn, as any I/O-bound session does) before it ends.
      await new Promise((r) => setImmediate(r));
      inFlight--;
      if (withRecorder) {
        rec.add({
          type: "session_end",
          t: Date.now(),
          session: s.id,
          attempt: 1,
          status: "passed",
          reward: 1,
          bucket: null,
          error: null,
        });
      }
    },
  });
  return { ms: (performance.now() - t0) / SESSIONS, peak };
}

it("scheduler overhead per session at concurrency 1,000", async () => {
  await perSessionMs(false); // warm the JIT
  const lines: string[] = [];
  let worst = 0;
  for (const [label, withRecorder] of [
    ["no-op runtime", false],
    ["no-op runtime + live recorder", true],
  ] as const) {
    const { ms, peak } = await perSessionMs(withRecorder);
    worst = Math.max(worst, ms);
    lines.push(
      `scheduler overhead, ${label}: ${(ms * 1000).toFixed(1)} µs/session over ${SESSIONS} sessions (peak in flight ${peak}); target <= ${TARGET_MS} ms: ${ms <= TARGET_MS ? "HOLDS" : "MISSED"} (${(TARGET_MS / ms).toFixed(0)}x under)`,
    );
    expect(peak).toBe(CONCURRENCY);
  }
  console.log(lines.join("\n"));
  expect(worst).toBeLessThanOrEqual(TARGET_MS);
});
