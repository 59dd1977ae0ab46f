import { mkdtempSync } from "node:fs";
import { type AddressInfo, createServer as createNetServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionEvent, Span, SpanEvent } from "../../../../src/events/events.js";
import { createHttpRuntime } from "../../../../src/runtimes/http/index.js";
import type { HttpTarget } from "../../../../src/scenario/schema.js";
import {
  closedPort,
  readBody,
  runOne,
  sleep,
  spec,
  startServer,
  type TestServer,
} from "../../../support/http-server.js";

const line = (o: unknown) => `${JSON.stringify(o)}\n`;

/** A faulty agent service: each path misbehaves in one way. */
let svc: TestServer;
const seen: { headers: Record<string, unknown>; body: string }[] = [];
const jobs = new Map<string, number>();
/** The /timed server's true timing of each request, from its arrival. */
const timed: { ttft: number; e2e: number; spread: boolean }[] = [];

beforeAll(async () => {
  svc = await startServer(async (req, res) => {
    const body = await readBody(req);
    const path = new URL(req.url ?? "/", "http://x").pathname;
    seen.push({ headers: req.headers, body });
    const ndjson = () => res.writeHead(200, { "content-type": "application/x-ndjson" });
    switch (path) {
      case "/ok": {
        ndjson();
        res.write(line({ type: "status", status: "planning" }));
        res.write(line({ type: "token", text: "hi" }));
        res.write(line({ type: "token", text: " there" }));
        res.end(line({ type: "done", status: "succeeded" }));
        return;
      }
      case "/404":
        res.writeHead(404, { "content-type": "application/json" }).end('{"error":"no such journey"}');
        return;
      case "/503":
        res.writeHead(503).end("overloaded");
        return;
      case "/hang":
        return; // never answers
      case "/reset":
        ndjson();
        res.write(line({ type: "token", text: "a" }));
        // A reset mid-stream, after the first token has left: the subject of the test.
        setTimeout(() => req.socket.destroy(), 20);
        return;
      case "/malformed":
        ndjson();
        res.write(line({ type: "token", text: "a" }));
        res.end('{"type":"token", "text": \n');
        return;
      case "/truncated":
        ndjson();
        res.end(line({ type: "token", text: "a" }));
        return;
      case "/business-failed":
        ndjson();
        res.write(line({ type: "token", text: "a" }));
        res.end(line({ type: "done", status: "failed" }));
        return;
      case "/degraded":
        ndjson();
        res.write(line({ type: "token", text: "a" }));
        res.end(line({ type: "done", status: "degraded" }));
        return;
      case "/error-event":
        ndjson();
        res.write(line({ type: "status", status: "calling_llm" }));
        res.end(line({ type: "error", error: { message: "LLM said 429", bucket: "llm_rate_limited" } }));
        return;
      case "/error-plain":
        ndjson();
        res.end(line({ type: "error", error: "tool crashed" }));
        return;
      case "/timed": {
        // first token at 50 ms, then 20 tokens 5 ms apart (deadline-scheduled); true times recorded
        ndjson();
        const t0 = performance.now();
        const writes: number[] = [];
        // A loaded host may wake past several deadlines at once; then those tokens go out together.
        let spread = false;
        for (let i = 0; i < 20; i++) {
          const wait = t0 + 50 + i * 5 - performance.now();
          if (wait > 0) {
            await sleep(wait);
            spread ||= i > 0;
          }
          writes.push(performance.now());
          res.write(line({ type: "token", text: `t${i}` }));
        }
        const end = performance.now();
        res.end(line({ type: "done", status: "succeeded" }));
        timed.push({ ttft: writes[0] - t0, e2e: end - t0, spread });
        return;
      }
      case "/sse":
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.write(": ping\n\n");
        res.write('event: progress\ndata: {"stage":"retrieving"}\n\n');
        res.write('event: delta\ndata: {"content":"x"}\n\n');
        res.write('event: delta\ndata: {"content":"y"}\n\n');
        res.end('event: end\ndata: {"stage":"complete"}\n\n');
        return;
      case "/jobs": {
        const id = `job-${jobs.size + 1}`;
        jobs.set(id, 0);
        res
          .writeHead(202, { "content-type": "application/json" })
          .end(JSON.stringify({ id, status: "queued" }));
        return;
      }
      default: {
        const m = /^\/jobs\/(.+)$/.exec(path);
        if (m && jobs.has(m[1])) {
          const n = (jobs.get(m[1]) ?? 0) + 1;
          jobs.set(m[1], n);
          const status = n < 2 ? "queued" : n < 4 ? "running" : "succeeded";
          res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ status }));
          return;
        }
        res.writeHead(404).end();
      }
    }
  });
});
afterAll(() => svc.close());

const target = (over: Partial<HttpTarget> & { path?: string }): HttpTarget => {
  const { path, ...rest } = over;
  return {
    base_url: svc.url,
    request: { method: "POST", path: path ?? "/ok", body: { q: "hello" } },
    stream: { format: "ndjson" },
    success: { status_in: ["succeeded", "degraded"] },
    timeout_sec: 5,
    ...rest,
  };
};

describe("HTTP runtime: every failure lands in its bucket", () => {
  it.each([
    // path,              bucket,              status,     error mentions
    ["/ok", null, "passed", null],
    ["/degraded", null, "passed", null],
    ["/404", "http_4xx", "errored", "HTTP 404"],
    ["/503", "http_5xx", "errored", "HTTP 503"],
    ["/reset", "connection_reset", "errored", "closed"],
    ["/malformed", "stream_parse", "errored", "malformed JSON"],
    ["/truncated", "stream_parse", "errored", "without the done event"],
    ["/business-failed", "business_failed", "failed", "status failed"],
    ["/error-event", "llm_rate_limited", "errored", "LLM said 429"],
    ["/error-plain", "business_failed", "failed", "tool crashed"],
  ] as const)("%s → %s", async (path, bucket, status, mention) => {
    const rt = createHttpRuntime({ defaults: target({ path }) });
    await rt.prepare({ runId: "r", runDir: "/tmp", log: () => {} });
    const { outcome } = await runOne(rt);
    await rt.close();
    expect(outcome.bucket).toBe(bucket);
    expect(outcome.status).toBe(status);
    if (mention) expect(outcome.error).toContain(mention);
    else expect(outcome.error).toBeNull();
  });

  it("a service breaking HTTP framing → protocol_error, and the next session on the pool passes", async () => {
    const done = line({ type: "done", status: "succeeded" });
    const head = (h: string) => `HTTP/1.1 200 OK\r\ncontent-type: application/x-ndjson\r\n${h}\r\n`;
    const replies = [
      `${head("content-length: abc\r\n")}${done}`,
      `${head(`content-length: ${done.length}\r\ncontent-length: ${done.length}\r\n`)}${done}`,
      `${head(`content-length: ${done.length - 5}\r\n`)}${done}`,
    ];
    let n = 0;
    const sockets = new Set<Socket>();
    const raw = createNetServer((sock) => {
      sock.on("data", (d) => {
        // Connections that carried a request (prepare's reachability probe carries none).
        sockets.add(sock);
        if (!d.includes("\r\n\r\n")) return;
        // Odd requests get a broken reply, even ones a good one.
        const i = n++;
        sock.write(i % 2 === 0 ? replies[i / 2] : `${head(`content-length: ${done.length}\r\n`)}${done}`);
      });
    });
    await new Promise<void>((r) => raw.listen(0, "127.0.0.1", r));
    const base_url = `http://127.0.0.1:${(raw.address() as AddressInfo).port}`;
    const rt = createHttpRuntime({ defaults: { ...target({}), base_url }, maxConnections: 1 });
    await rt.prepare({ runId: "r", runDir: "/tmp", log: () => {} });
    const got: (string | null)[] = [];
    for (let i = 0; i < 6; i++) got.push((await runOne(rt)).outcome.bucket);
    await rt.close();
    raw.close();
    expect(got).toEqual(["protocol_error", null, "protocol_error", null, "protocol_error", null]);
    // Every broken reply's connection was closed: one connection per broken reply, plus the first.
    expect(sockets.size).toBe(4);
  });

  it("a service that never answers → timeout, at the configured time", async () => {
    const rt = createHttpRuntime({ defaults: target({ path: "/hang", timeout_sec: 0.3 }) });
    const t0 = performance.now();
    const { outcome } = await runOne(rt);
    await rt.close();
    expect(outcome.bucket).toBe("timeout");
    // The subject is the 0.3 s timeout against a service that never answers: not before it, and
    // bounded (10x slack for a loaded runner).
    expect(performance.now() - t0).toBeGreaterThanOrEqual(290);
    expect(performance.now() - t0).toBeLessThan(3000);
  });

  it("nobody listening → connect_refused", async () => {
    const port = await closedPort();
    const rt = createHttpRuntime({ defaults: { ...target({}), base_url: `http://127.0.0.1:${port}` } });
    const { outcome } = await runOne(rt);
    await rt.close();
    expect(outcome.bucket).toBe("connect_refused");
    expect(outcome.error).toContain("ECONNREFUSED");
  });

  it("an interrupted run → interrupted, promptly", async () => {
    const rt = createHttpRuntime({ defaults: target({ path: "/hang", timeout_sec: 30 }) });
    const ac = new AbortController();
    // An interrupt while the session waits on the service: the subject of the test.
    setTimeout(() => ac.abort(), 50);
    const { outcome } = await runOne(rt, {}, {}, ac.signal);
    await rt.close();
    expect(outcome.bucket).toBe("interrupted");
  });
});

describe("HTTP runtime: measurement", () => {
  it("TTFT and E2E are never ahead of a server's true timing, and TTFT is the first token's (first token ~50 ms, 20 tokens ~5 ms apart)", async () => {
    // How close they come (TTFT error p50/p99 against the same truth) is load-dependent: bench:http
    // measures it. What holds under any load: the client sees a write only after it happened, and reads
    // the first token before the server's next timer writes the second (one process, one event loop).
    const rt = createHttpRuntime({ defaults: target({ path: "/timed" }) });
    timed.length = 0;
    for (let i = 0; i < 7; i++) {
      const { outcome, events } = await runOne(rt);
      expect(outcome.status).toBe("passed");
      expect(outcome.tokens_out).toBe(20);
      const truth = timed[i];
      const ttft = outcome.ttft_ms as number;
      const e2e = outcome.attrs?.e2e_from_send_ms as number;
      expect(ttft).toBeGreaterThanOrEqual(truth.ttft);
      expect(e2e).toBeGreaterThanOrEqual(truth.e2e);
      // A later token went out on a later turn of the loop: the first was read before it.
      if (truth.spread) expect(ttft).toBeLessThan(e2e);
      else expect(ttft).toBeLessThanOrEqual(e2e);
      const span = (events.find((e) => e.type === "span") as SpanEvent).span;
      expect(span.kind).toBe("network");
      expect(span.icl_ms).toHaveLength(19);
      expect(span.ttft_ms).toBe(outcome.ttft_ms);
    }
    await rt.close();
  });

  it("fills templates, sends traceparent, the session header and the configured trace header", async () => {
    seen.length = 0;
    const rt = createHttpRuntime({
      defaults: target({
        trace_header: "X-Request-Id",
        headers: { "x-case": "{{case_id}}" },
        request: {
          method: "POST",
          path: "/ok?journey={{journey}}",
          body: {
            session: "{{session_id}}",
            trace: "{{trace_id}}",
            n: "{{index}}",
            text: "case {{case_id}}",
          },
        },
      }),
      pairTags: [{ scenario: "rag" }],
    });
    await rt.prepare({ runId: "r", runDir: "/tmp", log: () => {} });
    const { outcome } = await runOne(rt, {
      id: "0007-rag",
      index: 7,
      tags: { scenario: "rag", case_id: "c42" },
    });
    await rt.close();
    expect(outcome.status).toBe("passed");
    const req = seen[0];
    const body = JSON.parse(req.body);
    expect(body).toEqual({ session: "0007-rag", trace: outcome.attrs?.trace_id, n: 7, text: "case c42" });
    expect(req.headers.traceparent).toMatch(new RegExp(`^00-${outcome.attrs?.trace_id}-[0-9a-f]{16}-01$`));
    expect(req.headers["x-request-id"]).toBe(outcome.attrs?.trace_id);
    expect(req.headers["x-agent-loadtest-session"]).toBe("0007-rag");
    expect(req.headers["x-case"]).toBe("c42");
    expect(outcome.attrs?.journey).toBe("rag");
  });

  it("refuses an unknown template variable before any session", async () => {
    const rt = createHttpRuntime({
      defaults: target({ request: { method: "POST", path: "/ok", body: { x: "{{sesion_id}}" } } }),
    });
    await expect(rt.prepare({ runId: "r", runDir: "/tmp", log: () => {} })).rejects.toThrow(/sesion_id/);
  });

  it("maps SSE events by name and field, and reports expected states", async () => {
    const rt = createHttpRuntime({
      defaults: target({
        path: "/sse",
        stream: { format: "sse", token_event: "event=delta", done_event: "event=end", status_path: "stage" },
        success: { status_in: ["complete"] },
        expected_states: ["retrieving", "reranking"],
      }),
    });
    const { outcome } = await runOne(rt);
    await rt.close();
    expect(outcome.status).toBe("passed");
    expect(outcome.tokens_out).toBe(2);
    expect(outcome.attrs).toMatchObject({
      states_seen: "retrieving,complete",
      final_status: "complete",
      expected_states_seen: 1,
      expected_states_missing: "reranking",
    });
  });

  it("polls a status URL to a terminal state", async () => {
    const rt = createHttpRuntime({
      defaults: target({
        path: "/jobs",
        stream: {
          format: "poll",
          poll: { url: "/jobs/{{response.id}}", interval_ms: 20, terminal_states: ["succeeded", "failed"] },
        },
        success: { status_in: ["succeeded"], http_status: [202] },
        expected_states: ["queued", "running"],
      }),
    });
    await rt.prepare({ runId: "r", runDir: "/tmp", log: () => {} });
    const { outcome } = await runOne(rt);
    await rt.close();
    expect(outcome.status).toBe("passed");
    expect(outcome.attrs).toMatchObject({
      polls: 4,
      states_seen: "queued,running,succeeded",
      expected_states_missing: "",
    });
    expect(outcome.attrs?.e2e_from_send_ms).toBeGreaterThanOrEqual(80);
  });

  it("a journey with no token of its own: TTFT is the gateway's first token from the request's send, within the journey", async () => {
    const rt = createHttpRuntime({
      defaults: target({
        path: "/jobs",
        stream: {
          format: "poll",
          poll: { url: "/jobs/{{response.id}}", interval_ms: 20, terminal_states: ["succeeded", "failed"] },
        },
        success: { status_in: ["succeeded"], http_status: [202] },
      }),
    });
    await rt.prepare({ runId: "r", runDir: "/tmp", log: () => {} });
    const events: SessionEvent[] = [];
    let token = 0;
    const llm = (start: number, ttft: number): Span => ({
      kind: "llm",
      name: "chat",
      start,
      end: start + ttft,
      ok: true,
      ttft_ms: ttft,
    });
    const outcome = await rt.runSession(spec(), {
      dir: mkdtempSync(join(tmpdir(), "http-test-")),
      emit: (e) => events.push(e),
      signal: new AbortController().signal,
      env: {},
      // Read once the journey ended (≥ 80 ms of polls): one first token 30 ms before, one after its end.
      llmSpans: () => {
        const now = performance.timeOrigin + performance.now();
        token = now - 30;
        return [llm(now + 500, 5), llm(token - 10, 10)];
      },
    });
    await rt.close();
    const journey = events.find((e): e is SpanEvent => e.type === "span" && e.span.kind === "network");
    expect(outcome.ttft_ms).toBeCloseTo(token - (journey?.span.start ?? 0), 2);
    expect(outcome.ttft_ms).toBeLessThanOrEqual(outcome.attrs?.e2e_from_send_ms as number);
    // The journey's own span keeps the stream's TTFT: it had none.
    expect(journey?.span.ttft_ms).toBeNull();
  });
});
