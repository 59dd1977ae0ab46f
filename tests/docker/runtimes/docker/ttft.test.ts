/**
 * TTFT from the agent's start, on a real engine: an environment that takes seconds to come up, an agent
 * with no timings of its own whose only LLM call the gateway times. The session's ttft_ms is the
 * gateway's first token measured from the agent_exec phase's start, so the slow setup stays out of it.
 */
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runScenario } from "../../../../src/pipeline/run.js";
import { ENGINE, FIXTURES, leftovers } from "../../../support/docker.js";
import { scenario } from "../../../support/pipeline.js";

// biome-ignore lint/suspicious/noExplicitAny: events are read as JSON
type Json = any;
const scratch: string[] = [];
afterAll(() => {
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});

describe.skipIf(!ENGINE)("docker runtime: TTFT from the agent's start", () => {
  it("a 2.5 s environment start is not in ttft_ms; the gateway's first token, from agent_exec, is", async () => {
    const { loaded, dir } = await scenario(`
name: ttft-slow-start
runtime: { type: docker, docker: { network_mode: host } }
services: { mock_llm: { ttft_ms: 300, itl_ms: 5, tokens: 8 }, gateway: { enabled: true } }
pairs:
  - agent: { name: first-token, command: [node, /agent/agent.mjs], mount: ${path.join(FIXTURES, "agents/first-token")} }
    task: ${path.join(FIXTURES, "slow-start")}
    sessions: 2
    n_concurrent: 2
retry: { max_retries: 0 }
thresholds: { pass_rate: ["rate>=1"] }
`);
    scratch.push(dir);
    const out = await runScenario(loaded, {
      outDir: path.join(dir, "out"),
      baselineDir: path.join(dir, "b"),
    });
    const events: Json[] = readFileSync(path.join(out.runDir, "events.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    const report: Json = JSON.parse(readFileSync(path.join(out.runDir, "report.json"), "utf8"));
    expect(report.pass_rate, JSON.stringify(report.error_buckets)).toBe(1);
    const ids = events.filter((e) => e.type === "session_start").map((e) => e.session);
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      const mine = events.filter((e) => e.session === id);
      const phase = (name: string) => mine.find((e) => e.type === "phase" && e.phase === name);
      const [setup, agent] = [phase("env_setup"), phase("agent_exec")];
      const llm = mine.filter((e) => e.type === "span" && e.span.kind === "llm").map((e) => e.span);
      const start = mine.find((e) => e.type === "session_start");
      const end = mine.find((e) => e.type === "session_end");
      expect(setup.end - setup.start, `${id} env_setup`).toBeGreaterThanOrEqual(2400);
      expect(llm, `${id} llm spans`).toHaveLength(1);
      // The first token as the gateway saw it, from the agent's start: what ttft_ms says, to the µs.
      const fromAgent = llm[0].start + llm[0].ttft_ms - agent.start;
      expect(end.ttft_ms, id).toBeCloseTo(fromAgent, 3);
      expect(end.ttft_ms, id).toBeGreaterThanOrEqual(300);
      // From the session's start it would hold the whole environment start as well.
      expect(end.ttft_ms, id).toBeLessThan(llm[0].start + llm[0].ttft_ms - start.t - 2400);
      expect(end.ttft_ms, id).toBeLessThanOrEqual(agent.end - agent.start);
      expect(end.ttft_ms, id).toBeLessThanOrEqual(end.t - start.t);
    }
    expect(report.metrics.ttft_ms.max).toBeLessThan(2400);
    expect(await leftovers(out.runId)).toEqual({ containers: 0, networks: 0 });
  }, 120_000);
});
