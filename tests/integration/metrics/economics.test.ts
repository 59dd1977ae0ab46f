/**
 * What an agent costs, counted on both sides: an agent service calls the mock LLM through the LLM
 * gateway (one to three calls a session, the first asking for a tool), and report.json's model calls,
 * tool calls, tokens and dollars equal what the mock served, priced by the scenario's `pricing:`.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startMockLlm } from "../../../src/mock-llm/index.js";
import { runScenario } from "../../../src/pipeline/run.js";
import { freePort } from "../../../src/runtimes/http/service.js";
import { loadScenario } from "../../../src/scenario/load.js";

const hasPromtool = spawnSync("promtool", ["--version"]).status === 0;

/** Calls per session from its id: 1, 2 or 3; the first call forces a tool call. Writes what it did. */
const SERVICE = `
import { appendFileSync } from "node:fs";
import { createServer } from "node:http";
const LLM = process.env.OPENAI_BASE_URL;
const tool = { type: "function", function: { name: "lookup", parameters: { type: "object", properties: { q: { type: "string" } }, required: ["q"] } } };
createServer(async (req, res) => {
  for await (const _ of req);
  const session = req.headers["x-agent-loadtest-session"];
  if (!session) return res.end("ok"); // the health check
  const calls = 1 + ([...session].reduce((a, c) => a + c.charCodeAt(0), 0) % 3);
  res.writeHead(200, { "content-type": "application/x-ndjson" });
  const history = [];
  for (let i = 0; i < calls; i++) {
    const r = await fetch(LLM + "/chat/completions", {
      method: "POST",
      headers: { "content-type": "application/json", "x-agent-loadtest-session": session },
      body: JSON.stringify({
        model: "acme-1",
        stream: true,
        stream_options: { include_usage: true },
        // Each call carries the conversation so far: what a prompt cache serves again.
        messages: history.concat([{ role: "user", content: "step " + i + " of " + session }]),
        ...(i === 0 ? { tools: [tool], tool_choice: "required" } : {}),
      }),
    });
    await r.text();
    history.push({ role: "user", content: "step " + i + " of " + session }, { role: "assistant", content: "done " + i });
    res.write(JSON.stringify({ type: "token", text: "." }) + "\\n");
  }
  appendFileSync(process.env.CALLS_FILE, JSON.stringify({ session, calls }) + "\\n");
  res.end(JSON.stringify({ type: "done", status: "succeeded" }) + "\\n");
}).listen(Number(process.env.PORT), "127.0.0.1");
`;

describe("what an agent costs, counted where the model answers", () => {
  it("model calls, tool calls, tokens and dollars per session equal what the mock served", async () => {
    const out = mkdtempSync(join(tmpdir(), "economics-"));
    const callsFile = join(out, "calls.jsonl");
    writeFileSync(join(out, "service.mjs"), SERVICE);
    const mock = await startMockLlm({
      ttft_ms: 2,
      itl_ms: 0,
      tokens: 12,
      seed: 4,
      model: "acme-1",
      prompt_cache: true,
    });
    try {
      writeFileSync(
        join(out, "cost.yaml"),
        `name: cost
mode: single_agent_multi_session
runtime:
  type: http
  http:
    request: { path: /journey }
    stream: { format: ndjson, token_event: type=token, done_event: type=done }
services:
  gateway: { enabled: true, upstream: "${mock.url}" }
  agent_service:
    command: [node, service.mjs]
    port: ${await freePort()}
    env: { CALLS_FILE: "${callsFile}" }
load: { concurrency: 3 }
pairs:
  - agent: { name: svc }
    journey: { name: ask }
    sessions: 9
pricing:
  acme-1: { input: 3, cached_input: 0.3, output: 15 }
thresholds:
  llm_calls: ["max<=3"]
  cost_usd: ["p(95)<0.01"]
retry: { max_retries: 0 }
`,
      );
      const loaded = await loadScenario(join(out, "cost.yaml"), { cwd: out });
      const run = await runScenario(loaded, { outDir: out, baselineDir: join(out, "baselines") });
      const report = JSON.parse(readFileSync(join(run.runDir, "report.json"), "utf8"));
      const served = mock.requests();
      const did = readFileSync(callsFile, "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l));

      expect(report.sessions.passed).toBe(9);
      expect(served).toHaveLength(did.reduce((n, d) => n + d.calls, 0));
      // Per session: the calls the service made are the session's model calls.
      const events = readFileSync(join(run.runDir, "events.jsonl"), "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l));
      const llm = events.filter((e) => e.type === "span" && e.span.kind === "llm");
      for (const d of did) expect(llm.filter((e) => e.session === d.session)).toHaveLength(d.calls);
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      expect(report.metrics.llm_calls.count).toBe(9);
      expect(report.metrics.llm_calls.max).toBe(Math.max(...did.map((d) => d.calls)));
      expect(report.economy.llm_calls).toBe(served.length);
      // Tool calls: one per session (the forced first call); tokens as the mock counted them.
      expect(sum(served.map((r) => r.tool_calls))).toBe(9);
      expect(report.metrics.tool_calls).toMatchObject({ count: 9, min: 1, max: 1 });
      expect(sum(llm.map((e) => e.span.tokens_in))).toBe(sum(served.map((r) => r.tokens_in)));
      expect(sum(llm.map((e) => e.span.tokens_out))).toBe(sum(served.map((r) => r.tokens_out)));
      expect(llm.every((e) => e.span.model === "acme-1")).toBe(true);
      // Cached prompt tokens: the conversation before each later call's last turn, as the mock served it.
      expect(sum(served.map((r) => r.tokens_cached))).toBeGreaterThan(0);
      expect(sum(llm.map((e) => e.span.tokens_cached ?? 0))).toBe(sum(served.map((r) => r.tokens_cached)));
      expect(report.metrics.context_tokens_max.max).toBe(Math.max(...served.map((r) => r.tokens_in)));
      // Dollars: the hand computation over what the mock served, to the millionth.
      const usd = sum(
        served.map(
          (r) => ((r.tokens_in - r.tokens_cached) * 3 + r.tokens_cached * 0.3 + r.tokens_out * 15) / 1e6,
        ),
      );
      expect(report.economy.cost_usd).toBeCloseTo(usd, 6);
      expect(report.economy.cost_per_pass_usd).toBeCloseTo(usd / 9, 6);
      expect(report.economy.unpriced_models).toEqual([]);
      expect(
        report.gate.checks.filter((c: { metric: string }) => /llm_calls|cost_usd/.test(c.metric)),
      ).toHaveLength(2);
      expect(report.verdict).toBe("pass");
      expect(readFileSync(join(run.runDir, "report.md"), "utf8")).toMatch(
        /cost \/ passed task \| \$0\.\d{4}/,
      );
      const prom = readFileSync(join(run.runDir, "metrics.prom"), "utf8");
      const gauge = /agent_loadtest_cost_usd\{[^}]*per="run"\} ([\d.e-]+)/.exec(prom)?.[1];
      expect(Number(gauge)).toBeCloseTo(usd, 6);
      expect(prom).toMatch(/agent_loadtest_session_llm_calls_count\{[^}]*\} 9/);
      if (hasPromtool) {
        const check = spawnSync("promtool", ["check", "metrics"], { input: prom, encoding: "utf8" });
        expect(`${check.stdout}${check.stderr}`.trim()).toBe("");
      }
      // JUnit carries the run's cost as the gate suite's properties, the same values as report.json.
      const junit = readFileSync(join(run.runDir, "junit.xml"), "utf8");
      const prop = (name: string) =>
        new RegExp(`<property name="${name}" value="([^"]+)"/>`).exec(junit)?.[1];
      expect(Number(prop("cost_usd"))).toBe(report.economy.cost_usd);
      expect(Number(prop("cost_per_pass_usd"))).toBe(report.economy.cost_per_pass_usd);
      expect(Number(prop("llm_calls"))).toBe(report.economy.llm_calls);
    } finally {
      await mock.close();
    }
  }, 60_000);
});
