/**
 * Trace → data, from output captured by running each agent against the mock (tests/fixtures/agents/traces):
 * every trace becomes valid ATIF with its one tool call and the call's result, `tool` spans timed from
 * the trace or the lines' arrival, token counts; an error the agent reports lands in a named bucket.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { atifProblems, classifyApiError, traceLines } from "../../../src/agents/traces/atif.js";
import { parseTrace } from "../../../src/agents/traces/index.js";
import type { TraceFormat } from "../../../src/agents/types.js";

const FIXTURES = resolve(import.meta.dirname, "../../fixtures/agents/traces");
const meta = (agent: string) => ({
  agent,
  version: "1",
  model: "mock-1",
  instruction: "write /app/hello.txt",
});
const captured = (agent: string) => ({
  text: readFileSync(join(FIXTURES, agent, "trace.jsonl"), "utf8"),
  arrivals: readFileSync(join(FIXTURES, agent, "trace.arrivals"), "utf8"),
});

const CAPTURED: {
  agent: string;
  format: TraceFormat;
  tool: string;
  result: RegExp;
  steps: number;
  tokensIn: number;
  tokensOut: number;
}[] = [
  {
    agent: "claude-code",
    format: "claude-stream",
    tool: "Write",
    result: /File created/,
    steps: 3,
    tokensIn: 7622,
    tokensOut: 38,
  },
  {
    agent: "qwen-code",
    format: "claude-stream",
    tool: "write_file",
    result: /Successfully created/,
    steps: 3,
    tokensIn: 16107,
    tokensOut: 38,
  },
  {
    agent: "codex",
    format: "codex-json",
    tool: "command_execution",
    result: /^$/,
    steps: 2,
    tokensIn: 8624,
    tokensOut: 38,
  },
  {
    agent: "gemini-cli",
    format: "gemini-stream",
    tool: "write_file",
    result: /^$/,
    steps: 3,
    tokensIn: 13028,
    tokensOut: 38,
  },
  {
    agent: "opencode",
    format: "opencode-json",
    tool: "write",
    result: /Wrote file/,
    steps: 3,
    tokensIn: 4082,
    tokensOut: 38,
  },
  {
    agent: "kilo",
    format: "opencode-json",
    tool: "write",
    result: /Wrote file/,
    steps: 3,
    tokensIn: 5738,
    tokensOut: 40,
  },
  {
    agent: "pi",
    format: "jsonl",
    tool: "write",
    result: /Successfully wrote 21 bytes/,
    steps: 3,
    tokensIn: 1144,
    tokensOut: 40,
  },
];

describe("captured traces → ATIF, tool spans, tokens", () => {
  it("jsonl: a message's streaming events and its repeats in turn and agent summaries count once", () => {
    const { text, arrivals } = captured("pi");
    expect(text.split("\n").filter((l) => l.includes('"role":"assistant"')).length).toBeGreaterThan(10);
    const t = parseTrace("jsonl", text, arrivals, meta("pi")).trajectory;
    expect(t.steps.map((s) => s.source)).toEqual(["user", "agent", "agent"]);
    expect(t.steps[2].message).toBe("Done: /app/hello.txt holds the line.");
  });

  it("none: the prompt, and what the agent printed last as its answer", () => {
    const parsed = parseTrace("none", "starting\nall done\n", null, meta("x"));
    expect(atifProblems(parsed.trajectory)).toEqual([]);
    expect(parsed.trajectory.steps.map((s) => [s.source, s.message])).toEqual([
      ["user", "write /app/hello.txt"],
      ["agent", "starting\nall done"],
    ]);
    expect(parsed.spans).toEqual([]);
  });

  it("claude-code streams partial usage per message: its steps carry no token counts, the totals the result's", () => {
    const { text, arrivals } = captured("claude-code");
    const t = parseTrace("claude-stream", text, arrivals, meta("claude-code")).trajectory;
    expect(t.steps.map((s) => s.metrics)).toEqual(t.steps.map(() => undefined));
    expect(t.final_metrics.total_completion_tokens).toBeGreaterThan(t.steps.length);
  });

  it.each(CAPTURED)("$agent", ({ agent, format, tool, result, steps, tokensIn, tokensOut }) => {
    const { text, arrivals } = captured(agent);
    const parsed = parseTrace(format, text, arrivals, meta(agent));
    const t = parsed.trajectory;
    expect(atifProblems(t)).toEqual([]);
    expect(t.steps).toHaveLength(steps);
    expect(t.steps[0]).toMatchObject({ step_id: 1, source: "user", message: "write /app/hello.txt" });
    const calls = t.steps.flatMap((s) => s.tool_calls ?? []);
    expect(calls.map((c) => c.function_name)).toEqual([tool]);
    const withCall = t.steps.find((s) => s.tool_calls?.length);
    expect(withCall?.observation?.results).toEqual([
      { source_call_id: calls[0].tool_call_id, content: expect.stringMatching(result) },
    ]);
    expect(t.final_metrics).toMatchObject({
      total_prompt_tokens: tokensIn,
      total_completion_tokens: tokensOut,
    });
    // Per-step tokens are what the trace says per step, or absent: where present they add up to the totals.
    const counted = t.steps.filter((s) => s.metrics);
    if (counted.length > 0) {
      const sum = (k: "prompt_tokens" | "completion_tokens") =>
        counted.reduce((a, s) => a + (s.metrics?.[k] ?? 0), 0);
      expect([sum("prompt_tokens"), sum("completion_tokens")]).toEqual([tokensIn, tokensOut]);
    }
    expect(parsed.spans).toHaveLength(1);
    const [span] = parsed.spans;
    expect(span).toMatchObject({ kind: "tool", ok: true });
    // Epoch ms of this year, a tool call well under a minute.
    expect(span.start).toBeGreaterThan(Date.parse("2026-01-01"));
    expect(span.end - span.start).toBeGreaterThanOrEqual(0);
    expect(span.end - span.start).toBeLessThan(60_000);
    expect(parsed.error).toBeNull();
  });
});

// One row per way an agent says an API call failed, in the shape of its own trace.
const ERRORS: {
  name: string;
  format: TraceFormat;
  lines: object[];
  bucket: string | null;
  message?: RegExp;
}[] = [
  {
    name: "claude-code: rate limited",
    format: "claude-stream",
    lines: [
      { type: "result", subtype: "success", is_error: true, result: "API Error: 429 rate_limit_error" },
    ],
    bucket: "llm_rate_limited",
    message: /429/,
  },
  {
    name: "claude-code: server error",
    format: "claude-stream",
    lines: [
      { type: "result", subtype: "error_during_execution", is_error: true, result: "API Error: 500 boom" },
    ],
    bucket: "llm_api_error",
  },
  {
    name: "claude-code: success",
    format: "claude-stream",
    lines: [{ type: "result", subtype: "success", is_error: false, result: "ok" }],
    bucket: null,
  },
  {
    name: "codex: turn failed",
    format: "codex-json",
    lines: [
      { type: "turn.started" },
      { type: "turn.failed", error: { message: "unexpected status 400 Bad Request" } },
    ],
    bucket: "llm_api_error",
    message: /400/,
  },
  {
    name: "codex: a warning item is no error",
    format: "codex-json",
    lines: [
      { type: "item.completed", item: { id: "item_0", type: "error", message: "Model metadata not found" } },
    ],
    bucket: null,
  },
  {
    name: "codex: stream error, too many requests",
    format: "codex-json",
    lines: [{ type: "error", message: "exceeded retry limit, last status: 429 Too Many Requests" }],
    bucket: "llm_rate_limited",
  },
  {
    name: "gemini-cli: error result",
    format: "gemini-stream",
    lines: [
      { type: "result", status: "error", error: { type: "Error", message: "[API Error: quota exceeded]" } },
    ],
    bucket: "llm_rate_limited",
  },
  {
    name: "opencode: error event",
    format: "opencode-json",
    lines: [
      { type: "error", error: { name: "APIError", data: { message: "Bad Request: model not found" } } },
    ],
    bucket: "llm_api_error",
    message: /model not found/,
  },
  {
    name: "jsonl: error event",
    format: "jsonl",
    lines: [{ type: "error", error: { message: "429 Too Many Requests" } }],
    bucket: "llm_rate_limited",
  },
  {
    name: "jsonl: a message ended by a failed call (pi)",
    format: "jsonl",
    lines: [
      {
        type: "message_end",
        message: { role: "assistant", content: [], stopReason: "error", errorMessage: "500 upstream failed" },
      },
    ],
    bucket: "llm_api_error",
    message: /500 upstream/,
  },
  {
    name: "jsonl: a finished message is no error",
    format: "jsonl",
    lines: [{ type: "message_end", message: { role: "assistant", content: [{ type: "text", text: "ok" }] } }],
    bucket: null,
  },
];

describe("errors an agent reports → named buckets", () => {
  it.each(ERRORS)("$name", ({ format, lines, bucket, message }) => {
    const text = lines.map((l) => JSON.stringify(l)).join("\n");
    const parsed = parseTrace(format, text, null, meta("a"));
    expect(parsed.error?.bucket ?? null).toBe(bucket);
    if (message) expect(parsed.error?.message).toMatch(message);
    expect(atifProblems(parsed.trajectory)).toEqual([]);
  });
});

describe("trace lines", () => {
  it.each([
    { name: "banner lines are skipped", text: 'Loading...\n{"a":1}\n', arrivals: "1.5\n2.5\n", at: [2500] },
    { name: "a cut-off last line is dropped", text: '{"a":1}\n{"a":', arrivals: "1\n2\n", at: [1000] },
    { name: "no arrivals: times unknown", text: '{"a":1}\n', arrivals: null, at: [null] },
  ])("$name", ({ text, arrivals, at }) => {
    expect(traceLines(text, arrivals).map((l) => l.at)).toEqual(at);
  });

  it.each([
    ['API Error: 429 {"type":"rate_limit_error"}', "llm_rate_limited"],
    ["Rate limit reached for requests", "llm_rate_limited"],
    ["You exceeded your current quota", "llm_rate_limited"],
    ["API Error: 500 Internal Server Error", "llm_api_error"],
    ["Connection error.", "llm_api_error"],
  ])("%s → %s", (message, bucket) => {
    expect(classifyApiError(message)).toBe(bucket);
  });
});

describe("ATIF rules", () => {
  const ok = {
    schema_version: "ATIF-v1.7",
    agent: { name: "a", version: "1" },
    steps: [{ step_id: 1, source: "user", message: "hi" }],
  };
  it.each([
    { name: "a minimal document", doc: ok, problems: [] },
    { name: "no steps", doc: { ...ok, steps: [] }, problems: [/at least one step/] },
    {
      name: "step ids out of order",
      doc: { ...ok, steps: [{ ...ok.steps[0], step_id: 2 }] },
      problems: [/step_id must be 1/],
    },
    {
      name: "tool calls on a user step",
      doc: { ...ok, steps: [{ ...ok.steps[0], tool_calls: [] }] },
      problems: [/tool_calls is for agent steps only/],
    },
    {
      name: "a result of no call",
      doc: {
        ...ok,
        steps: [
          ok.steps[0],
          { step_id: 2, source: "agent", message: "", observation: { results: [{ source_call_id: "x" }] } },
        ],
      },
      problems: [/matches no tool call/],
    },
    { name: "unknown version", doc: { ...ok, schema_version: "ATIF-v2.0" }, problems: [/schema_version/] },
  ])("$name", ({ doc, problems }) => {
    const got = atifProblems(doc);
    expect(got).toHaveLength(problems.length);
    problems.forEach((p, i) => {
      expect(got[i]).toMatch(p);
    });
  });
});
