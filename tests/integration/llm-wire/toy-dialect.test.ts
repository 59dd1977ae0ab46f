/**
 * A fifth LLM wire dialect is one WireDialect row: registered here (a test may; a built-in one is a row
 * of src/llm-wire/table.ts), the mock serves it, the LLM gateway forwards, decodes and attributes its
 * calls, sessions get its base-URL variable, and the HTTP runtime measures journeys that call it.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerDialect } from "../../../src/llm-wire/table.js";
import {
  buildRequest,
  isObj,
  type Json,
  type StreamUsage,
  sse,
  type WireDialect,
} from "../../../src/llm-wire/wire.js";
import { startMockLlm } from "../../../src/mock-llm/index.js";
import { runScenario } from "../../../src/pipeline/run.js";
import { freePort } from "../../../src/runtimes/http/service.js";
import { loadScenario } from "../../../src/scenario/load.js";

/** `{"prompt": …}` in; `data: {"t": word}` per token, then `data: {"end": true, "usage": …}`. */
const usageOf = (u: unknown): StreamUsage | null =>
  isObj(u) && typeof u.in === "number" && typeof u.out === "number"
    ? {
        promptTokens: u.in,
        completionTokens: u.out,
        totalTokens: u.in + u.out,
        reasoningTokens: null,
        cachedTokens: null,
      }
    : null;

const toy: WireDialect = {
  name: "toy",
  endpoint: "toy.generate",
  route: (path) => (path === "/toy/generate" ? { api: "toy" } : null),
  forwards: (bare) => bare.endsWith("/toy/generate"),
  wiring: {
    baseUrlVar: "TOY_BASE_URL",
    suffix: "/toy",
    keyVar: "TOY_KEY",
    publicBaseUrl: "https://toy.invalid",
  },
  idPrefix: "toy-",
  toolIdPrefix: "tc-",
  requestIdHeader: "x-request-id",
  parse: (body, model) =>
    isObj(body) && typeof body.prompt === "string"
      ? buildRequest({
          api: "toy",
          model: typeof body.model === "string" ? body.model : model,
          stream: body.stream === true,
          includeUsage: true,
          maxTokens: null,
          messages: [{ role: "user", text: body.prompt }],
          tools: [],
          forcedTool: null,
        })
      : { error: "'prompt' must be text" },
  streamFrames: (plan, units, times, ctx) => [
    ...units.flatMap((u, i) =>
      u.kind === "text" ? [{ at: times[i], data: sse({ t: u.text }), content: true }] : [],
    ),
    {
      at: times.at(-1) ?? 0,
      data: sse({
        end: true,
        model: ctx.model,
        usage: { in: plan.promptTokens, out: plan.completionTokens },
      }),
    },
  ],
  complete: (plan, ctx) => ({
    text: plan.text.join(""),
    model: ctx.model,
    usage: { in: plan.promptTokens, out: plan.completionTokens },
  }),
  malformedFrame: () => 'data: {"t":\n\n',
  error: (status, message) => ({ toy_error: message, status }),
  decode(json: Json, _event, acc) {
    if (typeof json.toy_error === "string") acc.fail({ message: json.toy_error, status: json.status });
    else if (typeof json.t === "string") {
      if (acc.collectText) acc.text += json.t;
      acc.content();
    } else if (json.end === true) {
      acc.model = typeof json.model === "string" ? json.model : null;
      acc.usage = usageOf(json.usage);
      acc.done = true;
    }
  },
  readUsage: (u) =>
    usageOf(u) ?? {
      promptTokens: null,
      completionTokens: null,
      totalTokens: null,
      reasoningTokens: null,
      cachedTokens: null,
    },
  replyToolCalls: () => 0,
};

/** An agent service whose journeys call the toy LLM at TOY_BASE_URL and stream its tokens on as NDJSON. */
const SERVICE = `
import { createServer } from "node:http";
const LLM = process.env.TOY_BASE_URL;
createServer(async (req, res) => {
  for await (const _ of req);
  res.writeHead(200, { "content-type": "application/x-ndjson" });
  const r = await fetch(LLM + "/generate", {
    method: "POST",
    headers: { "content-type": "application/json", "x-agent-loadtest-session": req.headers["x-agent-loadtest-session"] },
    body: JSON.stringify({ prompt: "say something", stream: true }),
  });
  const text = await r.text();
  for (const line of text.split("\\n")) {
    if (!line.startsWith("data: ")) continue;
    const ev = JSON.parse(line.slice(6));
    if (ev.t) res.write(JSON.stringify({ type: "token", text: ev.t }) + "\\n");
  }
  res.end(JSON.stringify({ type: "done", status: r.ok ? "succeeded" : "failed" }) + "\\n");
}).listen(Number(process.env.PORT), "127.0.0.1");
`;

let unregister: () => void = () => {};
beforeAll(() => {
  unregister = registerDialect(toy);
});
afterAll(() => unregister());

describe("a toy LLM wire dialect, registered as one row", () => {
  it("the mock serves it: a whole answer and a stream, in its own shapes", async () => {
    const mock = await startMockLlm({ tokens: 6, ttft_ms: 5, itl_ms: 1, seed: 3 });
    try {
      const whole = await fetch(`${mock.url}/toy/generate`, {
        method: "POST",
        body: JSON.stringify({ prompt: "hi" }),
      });
      const body = (await whole.json()) as { text: string; usage: { in: number; out: number } };
      expect(body.usage.out).toBe(6);
      expect(body.text.length).toBeGreaterThan(0);
      const stream = await fetch(`${mock.url}/toy/generate`, {
        method: "POST",
        body: JSON.stringify({ prompt: "hi", stream: true }),
      });
      const lines = (await stream.text()).split("\n").filter((l) => l.startsWith("data: "));
      expect(lines).toHaveLength(7);
      expect(JSON.parse(lines[6].slice(6))).toMatchObject({ end: true, usage: { out: 6 } });
      const bad = await fetch(`${mock.url}/toy/generate`, {
        method: "POST",
        body: JSON.stringify({ nope: 1 }),
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ toy_error: expect.stringMatching(/prompt/) });
    } finally {
      await mock.close();
    }
  });

  it("a run of the HTTP runtime: the gateway records each journey's toy call as an llm span with its usage", async () => {
    const out = mkdtempSync(join(tmpdir(), "toy-dialect-"));
    writeFileSync(join(out, "service.mjs"), SERVICE);
    const port = await freePort();
    writeFileSync(
      join(out, "toy.yaml"),
      `name: toy-dialect
mode: single_agent_multi_session
runtime:
  type: http
  http:
    request: { path: /journey }
    stream: { format: ndjson, token_event: type=token, done_event: type=done }
services:
  mock_llm: { ttft_ms: 20, itl_ms: 2, tokens: 8, seed: 5 }
  gateway: { enabled: true }
  agent_service: { command: [node, service.mjs], port: ${port} }
load: { concurrency: 2 }
pairs:
  - agent: { name: svc }
    journey: { name: ask }
    sessions: 6
retry: { max_retries: 0 }
`,
    );
    const loaded = await loadScenario(join(out, "toy.yaml"), { cwd: out });
    const run = await runScenario(loaded, { outDir: out, baselineDir: join(out, "baselines") });
    const report = JSON.parse(readFileSync(join(run.runDir, "report.json"), "utf8"));
    const events = readFileSync(join(run.runDir, "events.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    const llm = events.filter((e) => e.type === "span" && e.span.kind === "llm");
    expect(report.sessions.passed).toBe(6);
    // One call per session, attributed to it, named by the row's path, decoded by the row.
    expect(new Set(llm.map((e) => e.session)).size).toBe(6);
    expect(llm).toHaveLength(6);
    for (const e of llm) {
      expect(e.span.name).toMatch(/^toy\.generate/);
      expect(e.span.ok).toBe(true);
      expect(e.span.tokens_out).toBe(8);
      expect(e.span.ttft_ms).toBeGreaterThanOrEqual(19);
    }
    expect(report.metrics.llm_ms.count).toBe(6);
    // The journey's own TTFT: the first token the service streamed on.
    expect(report.metrics.ttft_ms.count).toBe(6);
  }, 60_000);
});
