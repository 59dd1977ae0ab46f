import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { startMockLlm } from "../../../../src/mock-llm/index.js";
import {
  type LlmGateway,
  routeOf,
  startGateway,
  statusErrorClass,
} from "../../../../src/runtimes/gateway/index.js";
import { closedPort, readBody, startServer, type TestServer } from "../../../support/http-server.js";

const run = promisify(execFile);
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((c) => c()));
});
async function gateway(upstream: string): Promise<LlmGateway> {
  const g = await startGateway({ upstream });
  cleanup.push(() => g.close());
  return g;
}
async function mock(opts: Parameters<typeof startMockLlm>[0]) {
  const m = await startMockLlm({ host: "127.0.0.1", ...opts });
  cleanup.push(() => m.close());
  return m;
}

describe("routing and error classes", () => {
  it.each([
    // url,                              header,   session,   named, forwarded path
    ["/s/0001-a/v1/chat/completions", undefined, "0001-a", true, "/v1/chat/completions"],
    ["/s/0001-a/v1/messages?beta=true", undefined, "0001-a", true, "/v1/messages?beta=true"],
    ["/s/0001%2Da/v1/models", undefined, "0001-a", true, "/v1/models"],
    ["/s/x%2Fy/v1/models", undefined, null, true, "/v1/models"],
    ["/s/%E0%A4%A/v1/models", undefined, null, true, "/v1/models"],
    ["/s//v1/models", undefined, null, true, "/v1/models"],
    ["/v1/chat/completions", "0002-b", "0002-b", true, "/v1/chat/completions"],
    ["/v1/chat/completions", "../b", null, true, "/v1/chat/completions"],
    ["/v1/chat/completions", undefined, null, false, "/v1/chat/completions"],
  ] as const)("%s (header %s) → session %s (named %s), path %s", (url, header, session, named, path) => {
    expect(routeOf(url, header)).toEqual({ session, named, path });
  });

  it.each([
    [200, null],
    [400, "http_4xx"],
    [401, "http_4xx"],
    [429, "llm_rate_limited"],
    [500, "llm_server_error"],
    [503, "llm_server_error"],
  ] as const)("upstream HTTP %i → %s", (status, cls) => {
    expect(statusErrorClass(status)).toBe(cls);
  });
});

describe("LLM gateway", () => {
  it("gives an uninstrumented OpenAI SDK agent llm spans with TTFT, gaps and tokens", async () => {
    const m = await mock({ ttft_ms: 60, itl_ms: 5, tokens: 12 });
    const g = await gateway(m.url);
    await run(process.execPath, [fixture("openai-agent.mjs")], {
      env: { ...process.env, ...g.sessionEnv("0003-plan"), OPENAI_API_KEY: "sk-test" },
      timeout: 20_000,
    });
    const spans = g.takeSpans("0003-plan");
    expect(spans).toHaveLength(2);
    const [streamed, plain] = spans;
    expect(streamed).toMatchObject({ kind: "llm", ok: true, error_class: null, tokens_out: 12 });
    expect(streamed.name).toBe("chat.completions mock-1");
    expect(streamed.tokens_in).toBeGreaterThan(0);
    // The mock's log says when the request reached it and when it wrote the first content chunk
    // (≈60 ms later). The gateway's TTFT is that plus the hop from the gateway to the mock.
    const [first] = m.requests();
    const truth = first.t - streamed.start + (first.ttft_ms as number);
    expect(first.ttft_ms).toBeGreaterThanOrEqual(59);
    // Never ahead of the mock; what the hop adds is the runner's, measured by bench:timing.
    expect(streamed.ttft_ms as number).toBeGreaterThan(truth - 10);
    expect(streamed.icl_ms).toHaveLength(11);
    expect(streamed.end - streamed.start).toBeGreaterThanOrEqual(110);
    expect(plain).toMatchObject({ kind: "llm", ok: true, ttft_ms: null, tokens_out: 12 });
    expect(g.takeSpans("0003-plan")).toEqual([]);
    expect(g.unattributedCalls()).toBe(0);
  }, 30_000); // a real SDK agent process: room for a loaded runner's start-up

  it("does the same for the Anthropic SDK through ANTHROPIC_BASE_URL", async () => {
    const m = await mock({ ttft_ms: 30, itl_ms: 2, tokens: 8 });
    const g = await gateway(m.url);
    await run(process.execPath, [fixture("anthropic-agent.mjs")], {
      env: { ...process.env, ...g.sessionEnv("0004-review"), ANTHROPIC_API_KEY: "sk-ant-test" },
      timeout: 20_000,
    });
    const [span] = g.takeSpans("0004-review");
    expect(span).toMatchObject({ kind: "llm", ok: true, tokens_out: 8, name: "messages mock-1" });
    expect(span.ttft_ms).toBeGreaterThanOrEqual(29);
  }, 30_000);

  it("forwards keys and bodies untouched, strips only hop-by-hop and its own session header", async () => {
    let got: { headers: Record<string, unknown>; url: string; body: string } | null = null;
    const up: TestServer = await startServer(async (req, res) => {
      got = { headers: req.headers, url: req.url ?? "", body: await readBody(req) };
      res.writeHead(200, { "content-type": "application/json", "x-request-id": "up-1" });
      res.end('{"usage":{"prompt_tokens":3,"completion_tokens":4}}');
    });
    cleanup.push(() => up.close());
    const g = await gateway(`${up.url}/prefix`);
    g.beginSession("0005-h", "h");
    const res = await fetch(`${g.url}/v1/chat/completions?x=1`, {
      method: "POST",
      headers: {
        authorization: "Bearer sk-secret",
        "x-api-key": "k-secret",
        "x-agent-loadtest-session": "0005-h",
        "content-type": "application/json",
      },
      body: '{"model":"m","messages":[]}',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBe("up-1");
    expect(await res.json()).toEqual({ usage: { prompt_tokens: 3, completion_tokens: 4 } });
    const seen = got as unknown as { headers: Record<string, unknown>; url: string; body: string };
    expect(seen.url).toBe("/prefix/v1/chat/completions?x=1");
    expect(seen.body).toBe('{"model":"m","messages":[]}');
    expect(seen.headers.authorization).toBe("Bearer sk-secret");
    expect(seen.headers["x-api-key"]).toBe("k-secret");
    expect(seen.headers["x-agent-loadtest-session"]).toBeUndefined();
    const [span] = g.takeSpans("0005-h");
    expect(span).toMatchObject({ tokens_in: 3, tokens_out: 4, ok: true });
    expect(JSON.stringify(span)).not.toContain("secret");
  });

  it("answers 502 and records connect_refused when the upstream is down", async () => {
    const g = await gateway(`http://127.0.0.1:${await closedPort()}`);
    g.beginSession("0006-d", "d");
    const res = await fetch(`${g.url}/s/0006-d/v1/chat/completions`, { method: "POST", body: "{}" });
    expect(res.status).toBe(502);
    expect(g.takeSpans("0006-d")).toMatchObject([{ ok: false, error_class: "connect_refused" }]);
  });

  it("fault injection at known rates on the mock → error classes match the injected counts", {
    timeout: 30_000,
  }, async () => {
    const m = await mock({
      ttft_ms: 5,
      itl_ms: 1,
      tokens: 6,
      seed: 7,
      faults: { rate_429: 0.1, rate_500: 0.1, rate_disconnect: 0.05, rate_malformed: 0.05 },
    });
    const g = await gateway(m.url);
    const N = 40; // two whole fault blocks of 20
    for (const sid of ["s0", "s1", "s2", "s3"]) g.beginSession(sid, "t");
    await Promise.all(
      Array.from({ length: N }, async (_, i) => {
        const sid = `s${i % 4}`;
        try {
          const res = await fetch(`${g.url}/s/${sid}/v1/chat/completions`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              model: "mock-1",
              stream: true,
              messages: [{ role: "user", content: `q${i}` }],
            }),
          });
          await res.text();
        } catch {
          // a disconnect fault breaks the response for the client too
        }
      }),
    );
    const spans = ["s0", "s1", "s2", "s3"].flatMap((s) => g.takeSpans(s));
    expect(spans).toHaveLength(N);
    const counts: Record<string, number> = {};
    for (const s of spans) if (s.error_class) counts[s.error_class] = (counts[s.error_class] ?? 0) + 1;
    const injected = m.stats().faults;
    expect(injected).toMatchObject({ "429": 4, "500": 4, disconnect: 2, malformed: 2 });
    expect(counts).toEqual({
      llm_rate_limited: injected["429"],
      llm_server_error: injected["500"],
      connection_reset: injected.disconnect,
      stream_parse: injected.malformed,
    });
  });
});
