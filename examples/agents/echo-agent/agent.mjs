#!/usr/bin/env node
// echo-agent: the smallest useful agent for agent-loadtest, with no dependencies.
// It asks an OpenAI-compatible model (the mock, in CI) for a plan, measures the call from the
// stream itself, then solves echo-bench: write the phrase the instruction asks for into a file.
// What it reports: one JSON line per span in $AGENT_LOGS_DIR/spans.jsonl, and an ATIF
// trajectory.json next to it. Times in spans are epoch seconds.
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const env = process.env;
const baseUrl = (env.OPENAI_BASE_URL ?? "http://127.0.0.1:8000/v1").replace(/\/+$/, "");
const model = env.AGENT_MODEL || "mock-1";
const logsDir = env.AGENT_LOGS_DIR || "/logs/agent";
const workDir = env.AGENT_WORKDIR || process.cwd();
const timeoutMs = Number(env.AGENT_LLM_TIMEOUT_MS || 60_000);

const now = () => Date.now() / 1000;
const span = (s) => appendFileSync(join(logsDir, "spans.jsonl"), `${JSON.stringify(s)}\n`);

/** A failure with the error bucket it belongs to, e.g. llm_rate_limited. */
class AgentError extends Error {
  constructor(errorClass, message) {
    super(message);
    this.errorClass = errorClass;
  }
}

function readInstruction() {
  if (env.AGENT_INSTRUCTION_FILE) return readFileSync(env.AGENT_INSTRUCTION_FILE, "utf8");
  if (env.AGENT_INSTRUCTION) return env.AGENT_INSTRUCTION;
  throw new AgentError("agent_exit", "no instruction: set AGENT_INSTRUCTION or AGENT_INSTRUCTION_FILE");
}

/** One streamed chat completion. TTFT = first chunk that carries content, reasoning or a tool call. */
async function chat(messages) {
  const started = performance.now();
  const headers = { "content-type": "application/json" };
  if (env.OPENAI_API_KEY) headers.authorization = `Bearer ${env.OPENAI_API_KEY}`;
  let res;
  try {
    res = await fetch(`${baseUrl}/chat/completions`, {
      method: "POST",
      headers,
      body: JSON.stringify({ model, messages, stream: true, stream_options: { include_usage: true } }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    if (err.name === "TimeoutError") throw new AgentError("timeout", `no response in ${timeoutMs} ms`);
    throw new AgentError("connect_refused", `cannot reach ${baseUrl}: ${err.cause?.code ?? err.message}`);
  }
  if (res.status === 429) throw new AgentError("llm_rate_limited", "HTTP 429");
  if (res.status >= 500) throw new AgentError("llm_server_error", `HTTP ${res.status}`);
  if (!res.ok) throw new AgentError("http_4xx", `HTTP ${res.status}`);

  let text = "";
  let ttftMs = null;
  let chunks = 0;
  let usage = null;
  let done = false;
  let buffer = "";
  const decoder = new TextDecoder();
  try {
    for await (const bytes of res.body) {
      buffer += decoder.decode(bytes, { stream: true });
      const events = buffer.split(/\r?\n\r?\n/);
      buffer = events.pop(); // an incomplete event waits for the next read
      for (const event of events) {
        const data = event
          .split(/\r?\n/)
          .filter((l) => l.startsWith("data:"))
          .map((l) => l.slice(5).replace(/^ /, ""))
          .join("\n");
        if (!data) continue; // comments and keep-alives
        if (data === "[DONE]") {
          done = true;
          continue;
        }
        let chunk;
        try {
          chunk = JSON.parse(data);
        } catch {
          throw new AgentError("stream_parse", `malformed chunk: ${data.slice(0, 60)}`);
        }
        if (chunk.error)
          throw new AgentError("llm_server_error", `stream error: ${chunk.error.message ?? "unknown"}`);
        if (chunk.usage) usage = chunk.usage;
        const delta = chunk.choices?.[0]?.delta ?? {};
        if (delta.content || delta.reasoning_content || delta.reasoning || delta.tool_calls?.length) {
          ttftMs ??= performance.now() - started;
          chunks++;
          text += delta.content ?? "";
        }
      }
    }
  } catch (err) {
    if (err instanceof AgentError) throw err;
    if (err.name === "TimeoutError") throw new AgentError("timeout", `stream stalled past ${timeoutMs} ms`);
    throw new AgentError("connection_reset", `stream broke: ${err.cause?.code ?? err.message}`);
  }
  if (!done) throw new AgentError("connection_reset", "stream ended before [DONE]");
  return {
    text,
    ttftMs,
    tokensIn: usage?.prompt_tokens ?? null,
    tokensOut: usage?.completion_tokens ?? chunks,
  };
}

/** echo-bench: the file name is the backticked *.txt, the content the line starting with "echo:". */
function parseTask(instruction) {
  const file = instruction.match(/`([^`\s]+\.txt)`/)?.[1];
  const phrase = instruction.match(/^\s*(echo:.*?)\s*$/m)?.[1];
  if (!file || !phrase)
    throw new AgentError("agent_exit", "instruction names no `*.txt` file or no `echo:` line");
  return { file, phrase };
}

async function main() {
  mkdirSync(logsDir, { recursive: true });
  const instruction = readInstruction();
  const startedAt = new Date().toISOString();
  const messages = [
    { role: "system", content: "You are echo-agent. Plan the file edit the user asks for." },
    { role: "user", content: instruction },
  ];

  const llmStart = now();
  const llmSpan = (ok, errorClass, r) =>
    span({
      kind: "llm",
      name: "chat.completions",
      start: llmStart,
      end: now(),
      ok,
      error_class: errorClass,
      ttft_ms: r?.ttftMs ?? null,
      tokens_in: r?.tokensIn ?? null,
      tokens_out: r?.tokensOut ?? null,
    });
  let reply;
  try {
    reply = await chat(messages);
  } catch (err) {
    llmSpan(false, err.errorClass ?? "agent_exit");
    throw err;
  }
  llmSpan(true, null, reply);
  const { ttftMs, tokensIn, tokensOut } = reply;

  // The tool step: the mock's words are not the answer; the instruction is.
  const toolStart = now();
  const { file, phrase } = parseTask(instruction);
  const storageStart = now();
  const target = join(workDir, file);
  writeFileSync(target, `${phrase}\n`);
  const toolEnd = now();
  span({ kind: "storage", name: "fs.write", start: storageStart, end: toolEnd, ok: true, error_class: null });
  span({ kind: "tool", name: "write_file", start: toolStart, end: toolEnd, ok: true, error_class: null });

  const trajectory = {
    schema_version: "ATIF-v1.7",
    agent: { name: "echo-agent", version: "1.0.0", model_name: model },
    steps: [
      { step_id: 1, timestamp: startedAt, source: "user", message: instruction },
      {
        step_id: 2,
        timestamp: new Date(llmStart * 1000).toISOString(),
        source: "agent",
        model_name: model,
        message: reply.text,
        tool_calls: [
          {
            tool_call_id: "write_1",
            function_name: "write_file",
            arguments: { path: file, content: `${phrase}\n` },
          },
        ],
        observation: { results: [{ source_call_id: "write_1", content: `wrote ${target}` }] },
        metrics: { prompt_tokens: tokensIn ?? 0, completion_tokens: tokensOut },
      },
    ],
    final_metrics: { total_prompt_tokens: tokensIn ?? 0, total_completion_tokens: tokensOut, total_steps: 2 },
  };
  writeFileSync(join(logsDir, "trajectory.json"), `${JSON.stringify(trajectory, null, 2)}\n`);
  console.log(`echo-agent: wrote ${target} (ttft ${ttftMs?.toFixed(1)} ms, ${tokensOut} tokens)`);
}

main().catch((err) => {
  console.error(`${err.errorClass ?? "agent_exit"}: ${err.message}`);
  process.exit(1);
});
