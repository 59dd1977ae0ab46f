/**
 * find_max end to end against the real mock LLM on 127.0.0.1: the mock serves 8 streams at once and
 * queues the rest, so TTFT jumps once concurrency passes 8. The agent is an in-process streaming
 * client (one chat call per session), light enough that the mock, not the client, sets the limit.
 * The SLO sits 700 ms above an unqueued TTFT (1 s), so a loaded runner's stalls do not breach it
 * below the knee; a queued TTFT waits a whole stream (~1.06 s) more, and load only adds to that.
 * Past the first (which also holds the warm-up), each stage is two waves of its concurrency.
 */
import { describe, expect, it } from "vitest";
import { runScenario } from "../../../src/pipeline/run.js";
import { ECHO_TASK, scenario, streamingAgentRuntime } from "../../support/pipeline.js";

describe("find_max against the mock LLM", () => {
  it("finds the concurrency the mock's 8 slots sustain under a TTFT p95 SLO, and names the breaching metric", async () => {
    const { loaded, dir } = await scenario(`
name: capacity-probe
pairs:
  - agent: { name: nop }
    task: ${ECHO_TASK}
    sessions: 16
services:
  mock_llm: { ttft_ms: 1000, itl_ms: 10, tokens: 6, capacity: 8 }
load:
  strategy: find_max
  bisect: true
  warmup_sessions: 4
  stages:
    - { concurrency: 2, sessions: 8 }
    - { concurrency: 4, sessions: 8 }
    - { concurrency: 8, sessions: 16 }
    - { concurrency: 12, sessions: 24 }
    - { concurrency: 16, sessions: 32 }
  slo:
    ttft_ms: "p(95)<1700"
`);
    const out = await runScenario(loaded, { outDir: dir, runtime: streamingAgentRuntime() });
    const st = out.report.stages!;
    expect(st.strategy).toBe("find_max");
    expect(st.max_sustainable_concurrency).toBeGreaterThanOrEqual(6);
    expect(st.max_sustainable_concurrency).toBeLessThanOrEqual(10);
    expect(st.breaching_metric).toBe("ttft_ms");
    const failed = st.steps.filter((s) => s.slo === "fail");
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((s) => s.concurrency > st.max_sustainable_concurrency!)).toBe(true);
    // queueing behind 8 slots pushes TTFT up past the knee
    const at = (c: number) => st.steps.find((s) => s.concurrency === c)!;
    expect(failed[0].ttft_ms!.p95).toBeGreaterThan(at(4).ttft_ms!.p95 + 50);
    expect(out.run.metrics.icl_ms.count).toBeGreaterThan(0);
  }, 90_000);
});
