#!/usr/bin/env node
// echo-agent: the smallest useful agent for agent-loadtest, with no dependencies.
// Before each tool step it asks an OpenAI-compatible model (the mock, in CI) for a plan, measuring
// the call from the stream itself; it solves echo-bench (one step) and tool-heavy (several).
// What it reports: one JSON line per span in $AGENT_LOGS_DIR/spans.jsonl, and an ATIF
// trajectory.json next to it. Times in spans are epoch seconds.
import { appendFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

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
  let answeredBy = null;
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
        answeredBy ??= typeof chunk.model === "string" ? chunk.model : null;
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
    model: answeredBy,
    tokensOut: usage?.completion_tokens ?? chunks,
  };
}

/**
 * The tool steps the instruction calls for. echo-bench: write the `echo:` line into the backticked
 * *.txt file. tool-heavy: reconcile the ledgers, one tool call per step.
 */
function planTools(instruction) {
  const ledgers = instruction.match(/ledgers in (\/\S+?)\.?\s/)?.[1];
  if (ledgers) return planLedgers(ledgers, instruction);
  const file = instruction.match(/`([^`\s]+\.txt)`/)?.[1];
  const phrase = instruction.match(/^\s*(echo:.*?)\s*$/m)?.[1];
  if (!file || !phrase)
    throw new AgentError("agent_exit", "instruction names no `*.txt` file or no `echo:` line");
  return [() => writeTool(join(workDir, file), `${phrase}\n`)];
}

function planLedgers(dir, instruction) {
  const root = dirname(dir);
  const totalFile = instruction.match(/total[^/]*?(\/\S+\.txt)/)?.[1] ?? join(root, "total.txt");
  const reportFile = instruction.match(/(\/\S+\.md)/)?.[1] ?? join(root, "report.md");
  const files = readdirSync(dir).sort();
  const amounts = new Map();
  return [
    () => ({ name: "list_files", args: { path: dir }, result: files.join("\n") }),
    ...files.map((f) => () => {
      const text = storage("fs.read", () => readFileSync(join(dir, f), "utf8"));
      amounts.set(f, Number(text.match(/^amount (\d+)/m)?.[1] ?? 0));
      return { name: "read_file", args: { path: join(dir, f) }, result: text };
    }),
    () => writeTool(totalFile, `${[...amounts.values()].reduce((a, b) => a + b, 0)}\n`),
    () => writeTool(reportFile, files.map((f) => `${f}: ${amounts.get(f)}`).join("\n")),
  ];
}

function storage(name, fn) {
  const start = now();
  const out = fn();
  span({ kind: "storage", name, start, end: now(), ok: true, error_class: null });
  return out;
}

function writeTool(path, content) {
  storage("fs.write", () => writeFileSync(path, content));
  return { name: "write_file", args: { path, content }, result: `wrote ${path}` };
}

/** One model call, measured from its own stream and reported as an `llm` span. */
async function llmStep(messages) {
  const start = now();
  const record = (ok, errorClass, r) =>
    span({
      kind: "llm",
      name: "chat.completions",
      start,
      end: now(),
      ok,
      error_class: errorClass,
      ttft_ms: r?.ttftMs ?? null,
      tokens_in: r?.tokensIn ?? null,
      tokens_out: r?.tokensOut ?? null,
      model: r?.model ?? null,
    });
  try {
    const reply = await chat(messages);
    record(true, null, reply);
    return { ...reply, start };
  } catch (err) {
    record(false, err.errorClass ?? "agent_exit");
    throw err;
  }
}

async function main() {
  mkdirSync(logsDir, { recursive: true });
  const instruction = readInstruction();
  const messages = [
    { role: "system", content: "You are echo-agent. Plan the next tool call for the user's task." },
    { role: "user", content: instruction },
  ];
  const steps = [{ step_id: 1, timestamp: new Date().toISOString(), source: "user", message: instruction }];
  let tokensIn = 0;
  let tokensOut = 0;
  let firstTtft = null;
  // The mock's words are not the answer (the instruction is), but every step asks the model first,
  // as a real agent does: one LLM call, then one tool call.
  for (const [i, tool] of planTools(instruction).entries()) {
    const reply = await llmStep(messages);
    firstTtft ??= reply.ttftMs;
    tokensIn += reply.tokensIn ?? 0;
    tokensOut += reply.tokensOut ?? 0;
    const toolStart = now();
    const call = tool();
    span({ kind: "tool", name: call.name, start: toolStart, end: now(), ok: true, error_class: null });
    const id = `call_${i + 1}`;
    steps.push({
      step_id: steps.length + 1,
      timestamp: new Date(reply.start * 1000).toISOString(),
      source: "agent",
      model_name: model,
      message: reply.text,
      tool_calls: [{ tool_call_id: id, function_name: call.name, arguments: call.args }],
      observation: { results: [{ source_call_id: id, content: call.result }] },
      metrics: { prompt_tokens: reply.tokensIn ?? 0, completion_tokens: reply.tokensOut },
    });
    messages.push(
      { role: "assistant", content: reply.text },
      { role: "user", content: `tool ${call.name}: ${call.result}` },
    );
  }
  const trajectory = {
    schema_version: "ATIF-v1.7",
    agent: { name: "echo-agent", version: "1.1.0", model_name: model },
    steps,
    final_metrics: {
      total_prompt_tokens: tokensIn,
      total_completion_tokens: tokensOut,
      total_steps: steps.length,
    },
  };
  writeFileSync(join(logsDir, "trajectory.json"), `${JSON.stringify(trajectory, null, 2)}\n`);
  console.log(
    `echo-agent: ${steps.length - 1} tool steps (first ttft ${firstTtft?.toFixed(1)} ms, ${tokensOut} tokens)`,
  );
}

main().catch((err) => {
  console.error(`${err.errorClass ?? "agent_exit"}: ${err.message}`);
  process.exit(1);
});
