#!/usr/bin/env node
// A small reference agent service (Node, no dependencies) with the five journeys of a real agent
// product. Each journey plans, calls the LLM at OPENAI_BASE_URL with streaming, calls simulated
// tools with latency, and streams NDJSON events to the caller:
//   {"type":"status","status":"planning"}  {"type":"tool","name":"retrieve","ms":60}
//   {"type":"token","text":"..."}          {"type":"done","status":"succeeded"|"degraded"}
//   {"type":"error","error":{"message":"...","bucket":"llm_rate_limited"}}
// POST /v1/journeys/<name> streams; POST /v1/jobs + GET /v1/jobs/<id> is the same work, polled.
// The x-agent-loadtest-session and traceparent headers are passed on to the LLM, so an LLM gateway
// can attribute every call to the journey that made it.
import { createHash, randomUUID } from "node:crypto";
import { createServer } from "node:http";

const PORT = Number(process.env.PORT ?? 8080);
const LLM = (process.env.OPENAI_BASE_URL ?? "http://127.0.0.1:11434/v1").replace(/\/+$/, "");
const KEY = process.env.OPENAI_API_KEY ?? "none";
const MODEL = process.env.AGENT_MODEL ?? "mock-1";
const FORWARD = ["x-agent-loadtest-session", "traceparent"];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Deterministic per case: the same case degrades on every run. */
const roll = (caseId, salt) => createHash("sha256").update(`${salt}:${caseId}`).digest()[0] / 256;

class LlmError extends Error {
  constructor(message, bucket) {
    super(message);
    this.bucket = bucket;
  }
}

/** One streaming chat completion; `onToken` gets each content delta. Returns the text. */
async function chat(ctx, { system, user, maxTokens }, onToken) {
  let res;
  try {
    res = await fetch(`${LLM}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${KEY}`, ...ctx.forward },
      body: JSON.stringify({
        model: MODEL,
        stream: true,
        stream_options: { include_usage: true },
        max_tokens: maxTokens,
        messages: [
          { role: "system", content: system },
          { role: "user", content: user },
        ],
      }),
    });
  } catch (e) {
    throw new LlmError(`LLM unreachable: ${e.cause?.code ?? e.message}`, "llm_server_error");
  }
  if (res.status === 429) throw new LlmError("LLM rate limited (429)", "llm_rate_limited");
  if (!res.ok) throw new LlmError(`LLM answered HTTP ${res.status}`, "llm_server_error");
  let text = "";
  let buf = "";
  const decoder = new TextDecoder();
  try {
    for await (const chunk of res.body) {
      buf += decoder.decode(chunk, { stream: true });
      let nl = buf.indexOf("\n");
      while (nl >= 0) {
        const line = buf.slice(0, nl).trim();
        buf = buf.slice(nl + 1);
        nl = buf.indexOf("\n");
        if (!line.startsWith("data:")) continue;
        const data = line.slice(5).trim();
        if (data === "[DONE]") return text;
        let msg;
        try {
          msg = JSON.parse(data);
        } catch {
          throw new LlmError("LLM sent a malformed stream chunk", "llm_server_error");
        }
        if (msg.error) throw new LlmError(`LLM error: ${msg.error.message ?? "unknown"}`, "llm_server_error");
        const delta = msg.choices?.[0]?.delta?.content;
        if (delta) {
          text += delta;
          onToken?.(delta);
        }
      }
    }
  } catch (e) {
    if (e instanceof LlmError) throw e;
    throw new LlmError(`LLM stream broke: ${e.cause?.code ?? e.message}`, "llm_server_error");
  }
  return text;
}

async function tool(ctx, name, ms) {
  ctx.emit({ type: "tool", name, ms });
  await sleep(ms);
}

/** The five journeys. Each returns the final business status. */
const JOURNEYS = {
  async short_planning(ctx) {
    ctx.status("planning");
    await chat(ctx, { system: "Plan briefly.", user: ctx.input, maxTokens: 24 }, ctx.token);
    return "succeeded";
  },
  async rag_answer(ctx) {
    ctx.status("retrieving");
    await tool(ctx, "retrieve", 60);
    await tool(ctx, "rerank", 20);
    // Some questions find no documents: the answer still comes, marked degraded.
    const found = roll(ctx.caseId, "rag") > 0.1;
    ctx.status("answering");
    await chat(ctx, { system: "Answer from the documents.", user: ctx.input, maxTokens: 48 }, ctx.token);
    return found ? "succeeded" : "degraded";
  },
  async tool_heavy(ctx) {
    ctx.status("planning");
    await chat(ctx, { system: "Plan the tool calls.", user: ctx.input, maxTokens: 16 });
    ctx.status("calling_tools");
    for (const [name, ms] of [
      ["search", 40],
      ["fetch", 80],
      ["calculate", 10],
      ["write_file", 30],
    ]) {
      await tool(ctx, name, ms);
    }
    ctx.status("answering");
    await chat(ctx, { system: "Report what the tools did.", user: ctx.input, maxTokens: 32 }, ctx.token);
    return "succeeded";
  },
  async long_context_review(ctx) {
    ctx.status("reading");
    const diff = `${ctx.input}\n${"+ const value = compute(input);\n".repeat(400)}`;
    await tool(ctx, "load_context", 40);
    ctx.status("reviewing");
    await chat(ctx, { system: "Review this diff.", user: diff, maxTokens: 96 }, ctx.token);
    return "succeeded";
  },
  async interactive_revision(ctx) {
    ctx.status("drafting");
    const draft = await chat(ctx, { system: "Draft a reply.", user: ctx.input, maxTokens: 32 });
    ctx.status("revising");
    await chat(
      ctx,
      { system: "Revise the draft.", user: `${ctx.input}\n\nDraft:\n${draft}`, maxTokens: 32 },
      ctx.token,
    );
    return "succeeded";
  },
};

/** Runs a journey, reporting events through `emit`; never throws. */
async function runJourney(name, body, headers, emit) {
  const journey = JOURNEYS[name];
  if (!journey) {
    emit({ type: "error", error: { message: `unknown journey ${name}` } });
    return "failed";
  }
  const forward = {};
  for (const h of FORWARD) if (headers[h]) forward[h] = headers[h];
  const ctx = {
    input: String(body.input ?? "help me"),
    caseId: String(body.case_id ?? randomUUID()),
    forward,
    emit,
    status: (status) => emit({ type: "status", status }),
    token: (text) => emit({ type: "token", text }),
  };
  try {
    const status = await journey(ctx);
    emit({ type: "done", status });
    return status;
  } catch (e) {
    emit({
      type: "error",
      status: "failed",
      error: { message: e.message, bucket: e.bucket ?? "business_failed" },
    });
    return "failed";
  }
}

async function readJson(req) {
  const parts = [];
  for await (const c of req) parts.push(c);
  const text = Buffer.concat(parts).toString("utf8");
  return text ? JSON.parse(text) : {};
}

const jobs = new Map();

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  try {
    if (req.method === "GET" && url.pathname === "/health") {
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
      return;
    }
    const stream = /^\/v1\/journeys\/([a-z_]+)$/.exec(url.pathname);
    if (req.method === "POST" && stream) {
      const body = await readJson(req);
      res.writeHead(200, { "content-type": "application/x-ndjson", "cache-control": "no-cache" });
      await runJourney(stream[1], body, req.headers, (e) => res.write(`${JSON.stringify(e)}\n`));
      res.end();
      return;
    }
    if (req.method === "POST" && url.pathname === "/v1/jobs") {
      const body = await readJson(req);
      const id = randomUUID();
      const job = { id, status: "queued", error: null };
      jobs.set(id, job);
      runJourney(String(body.journey ?? ""), body, req.headers, (e) => {
        if (e.type === "status" || e.type === "done") job.status = e.status;
        if (e.type === "error") Object.assign(job, { status: "failed", error: e.error });
      }).finally(() => setTimeout(() => jobs.delete(id), 60_000).unref());
      res.writeHead(202, { "content-type": "application/json" }).end(JSON.stringify(job));
      return;
    }
    const poll = /^\/v1\/jobs\/([0-9a-f-]+)$/.exec(url.pathname);
    if (req.method === "GET" && poll && jobs.has(poll[1])) {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(jobs.get(poll[1])));
      return;
    }
    res.writeHead(404, { "content-type": "application/json" }).end('{"error":"not found"}');
  } catch (e) {
    if (!res.headersSent) res.writeHead(400, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { message: e.message } }));
  }
});
server.keepAliveTimeout = 30_000;
server.listen(PORT, "127.0.0.1", () => process.stdout.write(`agent service on http://127.0.0.1:${PORT}\n`));
for (const sig of ["SIGTERM", "SIGINT"]) {
  process.on(sig, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
