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
import type { PlannedSession } from "../../../src/load/plan.js";
import type { RunEvent, SessionEvent, Span, TimeBlock } from "../../../src/metrics/events.js";
import { runPlannedSession } from "../../../src/pipeline/session.js";
import { sessionTtft } from "../../../src/runtimes/agent-logs.js";
import type { ExecResult, TrialEnvironment } from "../../../src/runtimes/environment.js";
import { runTrial } from "../../../src/runtimes/trial.js";
import type { Runtime, SessionIO, SessionSpec } from "../../../src/runtimes/types.js";
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
const now = (): number => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface FakeTrial {
  /** How long the environment's start and the agent take, ms. */
  setupMs?: number;
  agentMs?: number;
  timeoutSec?: number;
  /** The gateway's calls, placed relative to the moment the agent was launched. */
  calls: { at: number; ttft: number }[];
}

/** A fake environment that places the gateway's calls around the agent's real launch time. */
function fakeRuntime(f: FakeTrial): Runtime {
  return {
    kind: "docker",
    prepare: async () => {},
    close: async () => {},
    runSession: (spec: SessionSpec, io: SessionIO) => {
      let launched = 0;
      const env: TrialEnvironment = {
        uploadDir: async () => undefined,
        replaceDir: async () => undefined,
        start: async () => {
          if (f.setupMs) await sleep(f.setupMs);
        },
        paths: containerPaths,
        runEnv: (e) => e,
        exec: async () => OK,
        runAgent: async () => {
          launched = now();
          if (f.agentMs) await sleep(f.agentMs);
          return OK;
        },
        verify: async () => OK,
        collectLogs: async () => undefined,
        oomKilled: async () => false,
        gone: async () => null,
        attrs: () => ({}),
        stop: async () => true,
      };
      const lent: SessionIO = { ...io, llmSpans: () => f.calls.map((c) => llm(launched + c.at, c.ttft)) };
      return runTrial(spec, lent, () => env);
    },
  };
}

async function session(f: FakeTrial) {
  const events: RunEvent[] = [];
  const planned: PlannedSession = {
    id: "0001-a",
    index: 0,
    pair: 0,
    agent: { name: "custom", command: ["agent"], ...(f.timeoutSec ? { timeout_sec: f.timeoutSec } : {}) },
    task: fakeTask({ agentTimeoutSec: 5 }),
    taskName: "t",
    tags: {},
    warmup: false,
  };
  await runPlannedSession(planned, {
    runtime: fakeRuntime(f),
    runDir: mkdtempSync(path.join(tmpdir(), "ttft-run-")),
    write: (e) => events.push(e),
    env: {},
    runId: "r",
    signal: new AbortController().signal,
    successRewardThreshold: 1,
    retry: { max_retries: 0, backoff_ms: 0 },
    redact: (t) => t,
  });
  const of = <K extends RunEvent["type"]>(type: K) =>
    events.filter((e): e is Extract<RunEvent, { type: K }> => e.type === type);
  const phase = (name: string) => of("phase").find((p) => p.phase === name) as SessionEvent & TimeBlock;
  const start = of("session_start")[0];
  const end = of("session_end")[0];
  return {
    ttft: end.ttft_ms ?? null,
    e2e: end.t - start.t,
    agent: phase("agent_exec"),
    setup: phase("env_setup"),
  };
}

describe("a trial's TTFT", () => {
  it("is measured from the agent_exec phase's start, not the session's: a slow environment setup is left out", async () => {
    const s = await session({ setupMs: 120, agentMs: 60, calls: [{ at: 0, ttft: 40 }] });
    expect(s.setup.end - s.setup.start).toBeGreaterThanOrEqual(100);
    // The gateway's first token, 40 ms after the agent was launched; the launch itself is a few µs in.
    expect(s.ttft).toBeGreaterThanOrEqual(40);
    expect(s.ttft).toBeLessThan(s.setup.end - s.setup.start);
    expect(s.ttft).toBeLessThanOrEqual(s.e2e);
  });

  it("counts no token past the agent's timeout, though its exec ran longer", async () => {
    // limit 30 ms, the agent's exec 80 ms: a first token 50 ms in came after the agent's time was up
    const late = await session({ timeoutSec: 0.03, agentMs: 80, calls: [{ at: 50, ttft: 0 }] });
    expect(late.agent.end - late.agent.start).toBeGreaterThanOrEqual(50);
    expect(late.ttft).toBeNull();
    const inTime = await session({
      timeoutSec: 0.03,
      agentMs: 80,
      calls: [
        { at: 50, ttft: 0 },
        { at: 5, ttft: 10 },
      ],
    });
    expect(inTime.ttft).toBeGreaterThanOrEqual(15);
    expect(inTime.ttft).toBeLessThanOrEqual(30);
  });

  it("over random gateway calls around the agent: never above the agent's window, its timeout or the E2E", async () => {
    const call = fc.record({ at: fc.integer({ min: -50, max: 100 }), ttft: fc.integer({ min: 0, max: 60 }) });
    await fc.assert(
      fc.asyncProperty(
        fc.array(call, { maxLength: 5 }),
        fc.integer({ min: 0, max: 30 }),
        async (calls, agentMs) => {
          const s = await session({ timeoutSec: 0.02, agentMs, calls });
          if (s.ttft === null) return;
          expect(s.ttft).toBeGreaterThanOrEqual(0);
          expect(s.ttft).toBeLessThanOrEqual(s.agent.end - s.agent.start);
          expect(s.ttft).toBeLessThanOrEqual(20);
          expect(s.ttft).toBeLessThanOrEqual(s.e2e);
        },
      ),
      { numRuns: 25 },
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
