/**
 * The local runtime runs a built-in coding agent from the same host install as Docker does: opencode
 * (a native binary) solves echo-bench in the session's workspace, its trace becomes a tool span and
 * an ATIF trajectory, and the install is reported once.
 */
import { readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { installName } from "../../../src/agents/recipe.js";
import { atifProblems } from "../../../src/agents/traces/atif.js";
import { runScenario } from "../../../src/pipeline/run.js";
import { scenario } from "../../support/pipeline.js";

const ROOT = resolve(import.meta.dirname, "../../..");
const scratch: string[] = [];
afterAll(() => {
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});

describe("built-in agents on the local runtime", () => {
  it("opencode passes echo-bench with a tool span and a trajectory per session", async () => {
    const { loaded, dir } = await scenario(`
name: agent-local
runtime: { type: local }
services: { mock_llm: { ttft_ms: 20, itl_ms: 2, tokens: 8, script: ${join(ROOT, "tests/fixtures/agents/scripts/echo-answer.yaml")} } }
pairs:
  - agent: { name: opencode }
    task: ${join(ROOT, "tasks/echo-bench")}
    sessions: 2
retry: { max_retries: 0 }
`);
    scratch.push(dir);
    const out = await runScenario(loaded, { outDir: join(dir, "out"), baselineDir: join(dir, "b") });
    expect(out.report.pass_rate, JSON.stringify(out.report.error_buckets)).toBe(1);
    expect(out.report.agents).toEqual([
      {
        name: "opencode",
        version: "1.18.33",
        install: { cached: expect.any(Boolean), ms: expect.any(Number) },
      },
    ]);
    expect(out.report.metrics.tool_ms?.count).toBe(2);
    expect(out.report.metrics.llm_ttft_ms?.count).toBeGreaterThanOrEqual(4);
    for (const s of out.run.sessions) {
      const t = JSON.parse(readFileSync(join(out.runDir, "sessions", s.id, "trajectory.json"), "utf8"));
      expect(atifProblems(t)).toEqual([]);
      expect(t.steps.flatMap((x: { tool_calls?: unknown[] }) => x.tool_calls ?? [])).toHaveLength(1);
    }
  }, 300_000);
});

describe("an agent declared by recipe on the local runtime", () => {
  it("pi (a Node bin, run as the bin itself) passes echo-bench with its shell tool, traced by jsonl", async () => {
    const { loaded, dir } = await scenario(`
name: recipe-local
runtime: { type: local }
services: { mock_llm: { ttft_ms: 20, itl_ms: 2, tokens: 8, script: ${join(ROOT, "tests/fixtures/agents/scripts/echo-answer.yaml")} } }
pairs:
  - agent:
      name: local-pi
      recipe:
        npm: "@mariozechner/pi-coding-agent@0.73.1"
        bin: pi
        dialect: anthropic
        trace: jsonl
        args: [-p, --mode, json, --no-session, --provider, loadtest, --model, "{{model}}", "{{instruction}}"]
        env: { PI_OFFLINE: "1" }
        files:
          - path: .pi/agent/models.json
            content: '{"providers":{"loadtest":{"baseUrl":"{{base_url}}","api":"anthropic-messages","apiKey":"ANTHROPIC_API_KEY","models":[{"id":"{{model}}"}]}}}'
    task: ${join(ROOT, "tasks/echo-bench")}
    sessions: 2
retry: { max_retries: 0 }
`);
    scratch.push(dir);
    const out = await runScenario(loaded, { outDir: join(dir, "out"), baselineDir: join(dir, "b") });
    expect(out.report.pass_rate, JSON.stringify(out.report.error_buckets)).toBe(1);
    expect(out.report.agents?.map((a) => a.name)).toEqual([installName("@mariozechner/pi-coding-agent")]);
    expect(out.report.metrics.tool_ms?.count).toBe(2);
    for (const s of out.run.sessions) {
      const t = JSON.parse(readFileSync(join(out.runDir, "sessions", s.id, "trajectory.json"), "utf8"));
      expect(atifProblems(t)).toEqual([]);
      expect(t.agent.name).toBe("local-pi");
      expect(
        t.steps.flatMap((x: { tool_calls?: { function_name: string }[] }) => x.tool_calls ?? []),
      ).toEqual([expect.objectContaining({ function_name: "bash" })]);
    }
  }, 300_000);
});

describe("an agent whose engines ask for a newer Node than the runner's", () => {
  it("qwen-code (node >= 22) gets the pinned Node from the cache; others run on the runner's", async () => {
    const { codingAgentOf } = await import("../../../src/agents/session.js");
    const { nodeFor } = await import("../../../src/runtimes/local/index.js");
    const { execFileSync } = await import("node:child_process");
    const qwen = codingAgentOf({ name: "qwen-code" });
    const gemini = codingAgentOf({ name: "gemini-cli" });
    if (!qwen || !gemini) throw new Error("built-in agents missing");
    // As on a runner with Node 20 (the tests themselves may run on a newer one).
    const pinned = await nodeFor(qwen, "pairs[0].agent", 20);
    expect(execFileSync(pinned.node, ["--version"], { encoding: "utf8" })).toMatch(/^v22\./);
    expect(pinned.install?.name).toBe("node");
    expect((await nodeFor(gemini, "pairs[0].agent", 20)).node).toBe(process.execPath);
    expect((await nodeFor(qwen, "pairs[0].agent", 22)).node).toBe(process.execPath);
  }, 300_000);

  it("qwen-code passes echo-bench on the local runtime", async () => {
    const { loaded, dir } = await scenario(`
name: agent-local-qwen
runtime: { type: local }
services: { mock_llm: { ttft_ms: 20, itl_ms: 2, tokens: 8, script: ${join(ROOT, "tests/fixtures/agents/scripts/echo-answer.yaml")} } }
pairs:
  - agent: { name: qwen-code }
    task: ${join(ROOT, "tasks/echo-bench")}
    sessions: 1
retry: { max_retries: 0 }
`);
    scratch.push(dir);
    const out = await runScenario(loaded, { outDir: join(dir, "out"), baselineDir: join(dir, "b") });
    expect(out.report.pass_rate, JSON.stringify(out.report.error_buckets)).toBe(1);
    expect(out.report.metrics.tool_ms?.count).toBe(1);
  }, 300_000);
});
