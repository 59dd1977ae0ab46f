import { describe, expect, it } from "vitest";
import { dialectNamed, replyFacts } from "../../../../src/llm-wire/table.js";
import { parseStream, type StreamResult } from "../../../../src/runtimes/http/stream-parser.js";

const ev = (type: string, obj: Record<string, unknown>) =>
  `event: ${type}\ndata: ${JSON.stringify({ type, ...obj })}\n\n`;
const gem = (obj: Record<string, unknown>) => `data: ${JSON.stringify(obj)}\r\n\r\n`;

const RESP_USAGE = {
  input_tokens: 40,
  input_tokens_details: { cached_tokens: 32 },
  output_tokens: 9,
  output_tokens_details: { reasoning_tokens: 4 },
  total_tokens: 49,
};

/** (wire, arrival ms) pairs; start is 0. */
type Case = [string, Array<[string, number]>, "responses" | "gemini", Partial<StreamResult>];

const CASES: Case[] = [
  [
    "Responses: text, reasoning summary and a function call; usage with cached and reasoning tokens",
    [
      [ev("response.created", { response: { id: "resp_1", model: "gpt-5", output: [], usage: null } }), 5],
      [ev("response.reasoning_summary_text.delta", { item_id: "rs", output_index: 0, delta: "think" }), 20],
      [
        ev("response.output_text.delta", { item_id: "m", output_index: 1, content_index: 0, delta: "Hi" }),
        30,
      ],
      [
        ev("response.output_item.added", {
          output_index: 2,
          item: { type: "function_call", call_id: "c1", name: "shell", arguments: "" },
        }),
        40,
      ],
      [
        ev("response.function_call_arguments.delta", { item_id: "fc", output_index: 2, delta: '{"cmd":' }),
        45,
      ],
      [
        ev("response.function_call_arguments.delta", { item_id: "fc", output_index: 2, delta: '["ls"]}' }),
        50,
      ],
      [ev("response.function_call_arguments.done", { item_id: "fc", output_index: 2, arguments: "x" }), 50],
      [ev("response.completed", { response: { id: "resp_1", model: "gpt-5", usage: RESP_USAGE } }), 60],
    ],
    "responses",
    {
      ttftMs: 20,
      contentTimes: [20, 30, 40, 45, 50],
      text: "Hi",
      reasoning: "think",
      toolCalls: [{ index: 0, id: "c1", type: "function", name: "shell", arguments: '{"cmd":["ls"]}' }],
      usage: { promptTokens: 40, completionTokens: 9, totalTokens: 49, reasoningTokens: 4, cachedTokens: 32 },
      outputTokens: 9,
      done: true,
      finishReason: "completed",
      model: "gpt-5",
      responseId: "resp_1",
    },
  ],
  [
    "Responses: response.failed is an error event, rate limits their own bucket",
    [
      [ev("response.created", { response: { id: "r", model: "m" } }), 5],
      [
        ev("response.failed", {
          response: { id: "r", error: { code: "rate_limit_exceeded", message: "slow down" } },
        }),
        9,
      ],
    ],
    "responses",
    {
      ttftMs: null,
      done: false,
      error: expect.objectContaining({ kind: "error_event", bucket: "llm_rate_limited" }),
    },
  ],
  [
    "Responses: response.incomplete ends the stream with its reason",
    [
      [ev("response.output_text.delta", { delta: "a" }), 10],
      [ev("response.incomplete", { response: { incomplete_details: { reason: "max_output_tokens" } } }), 11],
    ],
    "responses",
    { done: true, finishReason: "max_output_tokens", text: "a" },
  ],
  [
    "Gemini: thoughts, text and a functionCall; the finishReason chunk ends it; thoughts count as output",
    [
      [
        gem({
          candidates: [{ content: { role: "model", parts: [{ text: "hmm", thought: true }] } }],
          responseId: "g1",
          modelVersion: "gemini-2.5",
        }),
        15,
      ],
      [gem({ candidates: [{ content: { role: "model", parts: [{ text: "Hello" }] } }] }), 25],
      [
        gem({
          candidates: [
            {
              content: {
                role: "model",
                parts: [{ functionCall: { name: "run_shell_command", args: { command: "ls" } } }],
              },
              finishReason: "STOP",
            },
          ],
          usageMetadata: {
            promptTokenCount: 50,
            candidatesTokenCount: 6,
            thoughtsTokenCount: 2,
            cachedContentTokenCount: 30,
            totalTokenCount: 58,
          },
        }),
        40,
      ],
    ],
    "gemini",
    {
      ttftMs: 15,
      contentTimes: [15, 25, 40],
      text: "Hello",
      reasoning: "hmm",
      toolCalls: [
        { index: 0, id: null, type: "function", name: "run_shell_command", arguments: '{"command":"ls"}' },
      ],
      usage: { promptTokens: 50, completionTokens: 8, totalTokens: 58, reasoningTokens: 2, cachedTokens: 30 },
      outputTokens: 8,
      done: true,
      finishReason: "STOP",
      model: "gemini-2.5",
      responseId: "g1",
    },
  ],
  [
    "Gemini: an error object in the stream, in its bucket",
    [[gem({ error: { code: 429, message: "quota", status: "RESOURCE_EXHAUSTED" } }), 8]],
    "gemini",
    {
      ttftMs: null,
      done: false,
      error: expect.objectContaining({ kind: "error_event", bucket: "llm_rate_limited" }),
    },
  ],
  [
    "Gemini: a chunk cut mid-JSON is malformed",
    [[`data: {"candidates":[{"content":{"parts":[{"text":"\r\n\r\n`, 8]],
    "gemini",
    { error: expect.objectContaining({ kind: "malformed", bucket: "stream_parse" }) },
  ],
];

describe("stream parser: Responses API and Gemini dialects", () => {
  it.each(CASES)("%s", (_, reads, dialect, expected) => {
    expect(parseStream(reads, { startMs: 0, dialect })).toMatchObject(expected);
  });

  it("text is not kept when collectText is off, timing and tokens are", () => {
    const [, reads] = CASES[0];
    const s = parseStream(reads, { startMs: 0, dialect: "responses", collectText: false });
    expect(s).toMatchObject({ text: "", reasoning: "", contentTimes: [20, 30, 40, 45, 50], outputTokens: 9 });
  });

  it.each([
    ["responses", { usage: RESP_USAGE }, { promptTokens: 40, cachedTokens: 32, reasoningTokens: 4 }],
    [
      "gemini",
      { usageMetadata: { promptTokenCount: 3, candidatesTokenCount: 2 } },
      { promptTokens: 3, completionTokens: 2 },
    ],
    [
      "openai",
      { usage: { prompt_tokens: 7, prompt_tokens_details: { cached_tokens: 5 } } },
      { cachedTokens: 5 },
    ],
    [
      "anthropic",
      { usage: { input_tokens: 2, cache_read_input_tokens: 8 } },
      { promptTokens: 10, cachedTokens: 8 },
    ],
    ["gemini", { usage: { prompt_tokens: 1 } }, null],
  ] as const)("a non-stream %s reply's usage: %j", (dialect, body, expected) => {
    const u = replyFacts(dialectNamed(dialect), body)?.usage ?? null;
    if (expected === null) expect(u).toBeNull();
    else expect(u).toMatchObject(expected);
  });
});
