import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { RunEvent, Span } from "../../../../src/events/events.js";
import type { PlannedSession } from "../../../../src/load/plan.js";
import { runScenario } from "../../../../src/pipeline/run.js";
import { runPlannedSession } from "../../../../src/pipeline/session.js";
import { freePort } from "../../../../src/runtimes/http/service.js";
import type { Runtime } from "../../../../src/runtimes/types.js";
import { loadScenario } from "../../../../src/scenario/load.js";

const planned: PlannedSession = {
  id: "0001-a",
  index: 0,
  pair: 0,
  agent: { name: "a" },
  taskName: "j",
  tags: {},
  warmup: false,
};

describe("session runner ↔ LLM gateway", () => {
  it("gives the agent its session's base URLs, lends the runtime the gateway's spans, writes each once before session_end", async () => {
    let seenEnv: Record<string, string> = {};
    const begun = Date.now();
    const span = (at: number): Span => ({
      kind: "llm",
      name: "chat.completions m",
      start: begun + at,
      end: begun + at + 400,
      ok: true,
      ttft_ms: 120,
    });
    // The gateway recorded one call while the agent ran and another after the runtime last looked.
    const queue = [[span(30)], [], [span(500)]];
    const lent: number[] = [];
    const runtime: Runtime = {
      kind: "http",
      prepare: async () => {},
      close: async () => {},
      runSession: async (_spec, io) => {
        seenEnv = io.env;
        lent.push(io.llmSpans?.().length ?? -1, io.llmSpans?.().length ?? -1);
        return { status: "passed", reward: 1, bucket: null, error: null };
      },
    };
    const events: RunEvent[] = [];
    await runPlannedSession(planned, {
      runtime,
      runDir: mkdtempSync(join(tmpdir(), "hook-")),
      write: (e) => events.push(e),
      env: { OPENAI_BASE_URL: "http://gw/v1" },
      runId: "r",
      signal: new AbortController().signal,
      successRewardThreshold: 1,
      retry: { max_retries: 0, backoff_ms: 0 },
      redact: (t) => t,
      sessionEnv: (id) => ({ OPENAI_BASE_URL: `http://gw/s/${id}/v1` }),
      takeSpans: (id) => (id === "0001-a" ? (queue.shift() ?? []) : []),
    });
    expect(seenEnv.OPENAI_BASE_URL).toBe("http://gw/s/0001-a/v1");
    // Read twice, the first call is still there the second time.
    expect(lent).toEqual([1, 1]);
    expect(events.map((e) => e.type)).toEqual(["session_start", "span", "span", "session_end"]);
    expect(events[1]).toMatchObject({ session: "0001-a", span: span(30) });
    expect(events[2]).toMatchObject({ session: "0001-a", span: span(500) });
    // TTFT is the runtime's to measure from its agent's start: the session runner adds none.
    const end = events[3] as Extract<RunEvent, { type: "session_end" }>;
    expect(end.ttft_ms).toBeUndefined();
  });

  it("examples/gateway.yaml end to end: llm spans per session, injected 429s as llm_rate_limited", async () => {
    const out = mkdtempSync(join(tmpdir(), "gateway-run-"));
    const file = fileURLToPath(new URL("../../../../examples/gateway.yaml", import.meta.url));
    const loaded = await loadScenario(file, {
      cwd: out,
      env: { ...process.env, AGENT_SERVICE_PORT: String(await freePort()) },
    });
    const run = await runScenario(loaded, { outDir: out, baselineDir: join(out, "baselines") });
    const report = JSON.parse(readFileSync(join(run.runDir, "report.json"), "utf8"));
    const events = readFileSync(join(run.runDir, "events.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    const llm = events.filter((e) => e.type === "span" && e.span.kind === "llm");
    // 40 sessions × 2 calls (draft, revision), minus revisions never made after a rate-limited draft
    const limited = llm.filter((e) => e.span.error_class === "llm_rate_limited").length;
    // 5 % of up to 80 calls, one per block of 20: whole blocks get exactly one each
    expect(limited).toBeGreaterThanOrEqual(Math.floor(llm.length / 20));
    expect(limited).toBeLessThanOrEqual(Math.ceil(llm.length / 20));
    expect(llm.length).toBeGreaterThanOrEqual(80 - limited);
    expect(new Set(llm.map((e) => e.session)).size).toBe(40);
    expect(report.metrics.llm_ms.count).toBe(llm.length);
    expect(report.metrics.llm_ttft_ms.p50).toBeGreaterThanOrEqual(59);
    // the agent service reports the 429 it got, so each rate-limited session lands in the same bucket
    expect(report.error_buckets).toEqual({ llm_rate_limited: limited });
  }, 60_000);

  it("examples/gateway.yaml is a valid scenario", async () => {
    const file = fileURLToPath(new URL("../../../../examples/gateway.yaml", import.meta.url));
    const loaded = await loadScenario(file, { cwd: tmpdir() });
    expect(loaded.scenario.services.gateway?.enabled).toBe(true);
  });
});
