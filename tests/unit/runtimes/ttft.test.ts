/**
 * TTFT as docs/reports.md defines it: from the agent's start (a trial's `agent_exec` phase) to the first
 * token of an LLM call inside the agent's window, cut at its time limit. Never above the window, so
 * never above the session's E2E or the agent's timeout, whatever the environment setup took.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RunEvent, SessionEvent, Span, TimeBlock } from "../../../src/events/events.js";
import { runPlannedSession } from "../../../src/pipeline/session.js";
import { sessionTtft } from "../../../src/runtimes/agent-logs.js";
import type { ExecResult, TrialEnvironment } from "../../../src/runtimes/environment.js";
import { runTrial } from "../../../src/runtimes/trial.js";
import type { Runtime, SessionIO, SessionSpec } from "../../../src/runtimes/types.js";
import { VirtualClock } from "../../support/clock.js";
import { containerPaths, fakeTask } from "../../support/task.js";

const llm = (start: number, ttft: number | null, kind: Span["kind"] = "llm"): Span => ({
  kind,
  name: "chat",
  start,
  end: start + (ttft ?? 0) + 10,
  ok: true,
  ttft_ms: ttft,
});

describe("sessionTtft: the first token inside the agent's window, from its start", () => {
  const W: TimeBlock = { start: 1000, end: 2000 };
  it.each([
    ["no spans", [], null],
    ["one call", [llm(1100, 50)], 150],
    ["the earliest first token of several calls", [llm(1500, 10), llm(1100, 300), llm(1200, 50)], 250],
    [
      "a token stamped before the start (a clock in whole seconds) reads 0",
      [llm(900, 50), llm(1200, 100)],
      0,
    ],
    ["a token after the agent ended is not its own", [llm(1900, 200)], null],
    ["a token at the window's end counts", [llm(1900, 100)], 1000],
    ["calls without a first token are skipped", [llm(1100, null), llm(1300, 5)], 305],
    ["only llm spans count", [llm(1100, 5, "tool"), llm(1300, 5)], 305],
  ] as const)("%s", (_name, spans, want) => {
    expect(sessionTtft([...spans], W)).toBe(want);
  });

  it("over random spans and windows: null or within [0, window], the earliest token up to its end", () => {
    const span = fc.record({
      start: fc.double({ min: 0, max: 10_000, noNaN: true }),
      ttft: fc.option(fc.double({ min: 0, max: 5000, noNaN: true })),
    });
    fc.assert(
      fc.property(
        fc.array(span, { maxLength: 8 }),
        fc.double({ min: 0, max: 8000, noNaN: true }),
        fc.double({ min: 0, max: 8000, noNaN: true }),
        (raw, start, length) => {
          const w = { start, end: start + length };
          const spans = raw.map((r) => llm(r.start, r.ttft));
          const got = sessionTtft(spans, w);
          const inside = raw
            .filter((r) => r.ttft !== null && r.start + r.ttft <= w.end)
            .map((r) => Math.max(0, r.start + (r.ttft as number) - w.start));
          if (inside.length === 0) {
            expect(got).toBeNull();
            return;
          }
          expect(got).toBe(Math.min(...inside));
          expect(got).toBeGreaterThanOrEqual(0);
          expect(got).toBeLessThanOrEqual(length);
        },
      ),
      { numRuns: 300 },
    );
  });
});

const OK: ExecResult = { exitCode: 0, timedOut: false, aborted: false };

interface FakeTrial {
  /** How long the environment's start and the agent take, ms of virtual time. */
  setupMs?: number;
  agentMs?: number;
  timeoutSec?: number;
  /** The gateway's calls, placed relative to the moment the agent was launched. */
  calls: { at: number; ttft: number }[];
}

/**
 * One trial on a virtual clock, in a fake environment whose start and agent take their time on it; the
 * gateway's calls are placed around the agent's launch. `span` is the trial's own time, first phase's
 * start to teardown's end: the session's E2E holds all of it.
 */
async function trial(f: FakeTrial) {
  const clock = new VirtualClock();
  let launched = 0;
  const env: TrialEnvironment = {
    uploadDir: async () => undefined,
    replaceDir: async () => undefined,
    start: async () => {
      if (f.setupMs) await clock.sleep(f.setupMs);
    },
    paths: containerPaths,
    runEnv: (e) => e,
    exec: async () => OK,
    runAgent: async () => {
      launched = clock.now();
      if (f.agentMs) await clock.sleep(f.agentMs);
      return OK;
    },
    verify: async () => OK,
    collectLogs: async () => undefined,
    oomKilled: async () => false,
    gone: async () => null,
    attrs: () => ({}),
    stop: async () => true,
  };
  const spec: SessionSpec = {
    id: "0001-a",
    index: 0,
    pair: 0,
    agent: { name: "custom", command: ["agent"], ...(f.timeoutSec ? { timeout_sec: f.timeoutSec } : {}) },
    task: fakeTask({ agentTimeoutSec: 5 }),
    tags: {},
    attempt: 1,
    successRewardThreshold: 1,
  };
  const events: SessionEvent[] = [];
  const io: SessionIO = {
    dir: mkdtempSync(path.join(tmpdir(), "ttft-trial-")),
    emit: (e) => events.push(e),
    signal: new AbortController().signal,
    env: {},
    llmSpans: () => f.calls.map((c) => llm(launched + c.at, c.ttft)),
  };
  const outcome = await runTrial(spec, io, () => env, { clock });
  const phases = events.filter((e): e is Extract<SessionEvent, { type: "phase" }> => e.type === "phase");
  const phase = (name: string) => phases.find((p) => p.phase === name) as TimeBlock;
  const took = (b: TimeBlock) => b.end - b.start;
  return {
    ttft: outcome.ttft_ms ?? null,
    span: Math.max(...phases.map((p) => p.end)) - Math.min(...phases.map((p) => p.start)),
    agent: took(phase("agent_exec")),
    setup: took(phase("env_setup")),
    /** From the trial's first phase to the agent's launch. */
    launchedAt: launched - Math.min(...phases.map((p) => p.start)),
  };
}

/** The model of the figure: the earliest first token inside the agent's window, from its start, at least 0. */
function expectedTtft(calls: FakeTrial["calls"], windowMs: number): number | null {
  const inside = calls.map((c) => c.at + c.ttft).filter((t) => t <= windowMs);
  return inside.length ? Math.max(0, Math.min(...inside)) : null;
}

describe("a trial's TTFT", () => {
  it("is measured from the agent_exec phase's start, not the session's: a slow environment setup is left out", async () => {
    const s = await trial({ setupMs: 120, agentMs: 60, calls: [{ at: 0, ttft: 40 }] });
    expect(s).toEqual({ ttft: 40, span: 180, agent: 60, setup: 120, launchedAt: 120 });
  });

  it("counts no token past the agent's timeout, though its exec ran longer", async () => {
    // limit 30 ms, the agent's exec 80 ms: a first token 50 ms in came after the agent's time was up
    const late = await trial({ timeoutSec: 0.03, agentMs: 80, calls: [{ at: 50, ttft: 0 }] });
    expect(late).toMatchObject({ ttft: null, agent: 80 });
    const inTime = await trial({
      timeoutSec: 0.03,
      agentMs: 80,
      calls: [
        { at: 50, ttft: 0 },
        { at: 5, ttft: 10 },
      ],
    });
    expect(inTime.ttft).toBe(15);
  });

  it("over random gateway calls around the agent: the model's figure, never above the agent's window, its timeout or the trial", async () => {
    const call = fc.record({ at: fc.integer({ min: -50, max: 100 }), ttft: fc.integer({ min: 0, max: 60 }) });
    await fc.assert(
      fc.asyncProperty(
        fc.array(call, { maxLength: 5 }),
        fc.integer({ min: 0, max: 30 }),
        async (calls, agentMs) => {
          const s = await trial({ timeoutSec: 0.02, agentMs, calls });
          expect(s.agent).toBe(agentMs);
          expect(s.ttft).toBe(expectedTtft(calls, Math.min(agentMs, 20)));
          if (s.ttft === null) return;
          expect(s.ttft).toBeGreaterThanOrEqual(0);
          expect(s.ttft).toBeLessThanOrEqual(s.agent);
          expect(s.ttft).toBeLessThanOrEqual(20);
          expect(s.ttft).toBeLessThanOrEqual(s.span);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("a runtime's TTFT above its session's E2E (clock rounding) is cut to the E2E", async () => {
    const events: RunEvent[] = [];
    const runtime: Runtime = {
      kind: "http",
      prepare: async () => {},
      close: async () => {},
      runSession: async () => ({ status: "passed", reward: 1, bucket: null, error: null, ttft_ms: 60_000 }),
    };
    await runPlannedSession(
      { id: "0001-a", index: 0, pair: 0, agent: { name: "a" }, taskName: "j", tags: {}, warmup: false },
      {
        runtime,
        runDir: mkdtempSync(path.join(tmpdir(), "ttft-run-")),
        write: (e) => events.push(e),
        env: {},
        runId: "r",
        signal: new AbortController().signal,
        successRewardThreshold: 1,
        retry: { max_retries: 0, backoff_ms: 0 },
        redact: (t) => t,
      },
    );
    const [start, end] = [events[0], events[events.length - 1]] as [
      Extract<RunEvent, { type: "session_start" }>,
      Extract<RunEvent, { type: "session_end" }>,
    ];
    expect(end.ttft_ms).toBe(end.t - start.t);
  });
});
