import { describe, expect, it } from "vitest";
import { lowerTypes, parseGeminiRequest } from "../../../src/llm-wire/gemini.js";
import { parseResponsesRequest } from "../../../src/llm-wire/responses.js";
import { dialectNamed, routeOf } from "../../../src/llm-wire/table.js";
import type { ChatRequest, WireContext } from "../../../src/llm-wire/wire.js";
import { contentUnits, planReply } from "../../../src/mock-llm/reply.js";
import { turnIndex } from "../../../src/mock-llm/request.js";
import { parseScript } from "../../../src/mock-llm/script.js";
import { parseStream } from "../../../src/runtimes/http/stream-parser.js";

type Api = "openai" | "anthropic" | "responses" | "gemini";

const TOOL = { type: "object", properties: { city: { type: "string" } }, required: ["city"] };

describe("Responses API requests", () => {
  it.each([
    [
      "plain string input with instructions",
      { model: "gpt-x", instructions: "be brief", input: "hi", max_output_tokens: 7 },
      {
        model: "gpt-x",
        maxTokens: 7,
        messages: [
          { role: "system", text: "be brief" },
          { role: "user", text: "hi" },
        ],
      },
    ],
    [
      "message items with content parts, developer as system",
      {
        input: [
          { role: "developer", content: "rules" },
          { type: "message", role: "user", content: [{ type: "input_text", text: "go" }] },
        ],
      },
      {
        model: "mock-1",
        messages: [
          { role: "system", text: "rules" },
          { role: "user", text: "go" },
        ],
      },
    ],
    [
      "a turn of reasoning, text and two calls is one assistant message; outputs are tool results",
      {
        input: [
          { role: "user", content: "weather?" },
          { type: "reasoning", id: "rs_1", summary: [] },
          { type: "message", role: "assistant", content: [{ type: "output_text", text: "ok" }] },
          { type: "function_call", call_id: "c1", name: "get", arguments: '{"a":1}' },
          { type: "function_call", call_id: "c2", name: "put", arguments: "{}" },
          { type: "function_call_output", call_id: "c1", output: "sunny" },
          { type: "function_call_output", call_id: "c2", output: [{ type: "input_text", text: "done" }] },
        ],
      },
      {
        messages: [
          { role: "user", text: "weather?" },
          { role: "assistant", text: 'okget{"a":1}put{}' },
          { role: "tool", text: "sunny" },
          { role: "tool", text: "done" },
        ],
      },
    ],
  ])("%s", (_, body, expected) => {
    expect(parseResponsesRequest(body, "mock-1")).toMatchObject(expected);
  });

  it.each([
    ["required", [{ type: "function", name: "f", parameters: TOOL }], "*"],
    [{ type: "function", name: "f" }, [{ type: "function", name: "f", parameters: TOOL }], "f"],
    ["auto", [{ type: "function", name: "f", parameters: TOOL }], null],
    // Only function tools are ours to call: local_shell, custom and hosted tools are ignored.
    [
      "required",
      [{ type: "local_shell" }, { type: "custom", name: "apply_patch" }, { type: "web_search" }],
      null,
    ],
  ])("tool_choice %j with tools %j forces %j", (choice, tools, forced) => {
    const r = parseResponsesRequest({ input: "x", tools, tool_choice: choice }, "m") as ChatRequest;
    expect(r.forcedTool).toBe(forced);
    expect(r.tools.every((t) => t.name === "f")).toBe(true);
  });

  it.each([
    [{ input: [] }, /'input' must be/],
    [{}, /'input' must be/],
    [{ input: [{ role: "wizard", content: "x" }] }, /input\[0\]\.role 'wizard'/],
    [{ input: ["x"] }, /input\[0\] must be an object/],
  ])("%j is a client error", (body, message) => {
    expect((parseResponsesRequest(body, "m") as { error: string }).error).toMatch(message);
  });
});

describe("Gemini requests", () => {
  const route = { model: "gemini-x", stream: true };
  it("contents, systemInstruction, functionCall and functionResponse become the neutral request", () => {
    const r = parseGeminiRequest(
      {
        systemInstruction: { parts: [{ text: "sys" }] },
        contents: [
          { role: "user", parts: [{ text: "list files" }] },
          {
            role: "model",
            parts: [
              { text: "thinking", thought: true },
              { functionCall: { name: "run_shell_command", args: { command: "ls" } } },
            ],
          },
          {
            role: "user",
            parts: [{ functionResponse: { name: "run_shell_command", response: { output: "a.txt" } } }],
          },
        ],
        tools: [
          {
            functionDeclarations: [
              { name: "run_shell_command", parametersJsonSchema: TOOL },
              { name: "old_style", parameters: { type: "OBJECT", properties: { n: { type: "INTEGER" } } } },
            ],
          },
        ],
        toolConfig: { functionCallingConfig: { mode: "ANY", allowedFunctionNames: ["old_style"] } },
        generationConfig: { maxOutputTokens: 9 },
      },
      route,
    ) as ChatRequest;
    expect(r).toMatchObject({
      api: "gemini",
      model: "gemini-x",
      stream: true,
      maxTokens: 9,
      forcedTool: "old_style",
    });
    expect(r.messages).toEqual([
      { role: "system", text: "sys" },
      { role: "user", text: "list files" },
      { role: "assistant", text: 'run_shell_command{"command":"ls"}' },
      { role: "tool", text: "a.txt" },
    ]);
    expect(turnIndex(r)).toBe(1);
    expect(r.tools[1].parameters).toEqual({ type: "object", properties: { n: { type: "integer" } } });
  });

  it.each([
    [{ contents: [] }, /'contents' must be/],
    [{ contents: [{ role: "user" }] }, /contents\[0\]\.parts/],
    [{ contents: [{ role: "system", parts: [] }] }, /contents\[0\]\.role/],
  ])("%j is a client error", (body, message) => {
    expect((parseGeminiRequest(body, route) as { error: string }).error).toMatch(message);
  });

  it("lowerTypes leaves everything but type names alone", () => {
    expect(lowerTypes({ type: "ARRAY", items: { type: "STRING", enum: ["A"] } })).toEqual({
      type: "array",
      items: { type: "string", enum: ["A"] },
    });
  });
});

describe("routes", () => {
  it.each([
    ["/v1/responses", "", { api: "responses" }],
    [
      "/v1beta/models/gemini-2.5-pro:generateContent",
      "",
      { api: "gemini", model: "gemini-2.5-pro", stream: false },
    ],
    ["/v1beta/models/g:streamGenerateContent", "alt=sse", { api: "gemini", model: "g", stream: true }],
    ["/v1beta/models/g:streamGenerateContent", "", { error: expect.stringMatching(/alt=sse/) }],
    ["/v1beta/models/g:embedContent", "", null],
    ["/v1/messages", "", { api: "anthropic" }],
  ])("%s?%s → %j", (path, query, route) => {
    expect(routeOf(path, new URLSearchParams(query))).toEqual(route);
  });
});

// ───────────────────────────── replies on the wire ─────────────────────────────

const SCRIPT = parseScript(`
turns:
  - reasoning: "plan it"
    text: "Calling."
    tool_calls:
      - { name: get_weather, arguments: { city: "Paris" } }
      - { name: get_time, arguments: { tz: "UTC" } }
  - text: "It is sunny."
`);

const ctx = (api: Api): WireContext => ({
  id: `${dialectNamed(api).idPrefix}abc`,
  created: 1,
  model: "m-1",
  includeUsage: true,
});

function render(api: Api, req: ChatRequest) {
  const plan = planReply(req, SCRIPT, { seed: 1, tokens: 4 });
  const units = contentUnits(plan);
  const times = units.map((_, i) => 100 + 10 * i);
  const frames = dialectNamed(api).streamFrames(plan, units, times, ctx(api));
  return { plan, units, frames };
}

const respReq = (input: unknown) =>
  parseResponsesRequest({ model: "m-1", input, stream: true }, "m") as ChatRequest;
const gemReq = (contents: unknown) =>
  parseGeminiRequest({ contents }, { model: "m-1", stream: true }) as ChatRequest;

describe("Responses API stream", () => {
  it("events in order, every one numbered, items with their deltas, usage in response.completed", () => {
    const { plan, frames } = render("responses", respReq("hi"));
    const events = frames.map((f) => JSON.parse(f.data.split("\ndata: ")[1]));
    expect(frames.every((f, i) => f.data.startsWith(`event: ${events[i].type}\n`))).toBe(true);
    expect(events.map((e) => e.sequence_number)).toEqual(events.map((_, i) => i));
    const kinds = events.map((e) => e.type).filter((t, i, a) => t !== a[i - 1]);
    expect(kinds).toEqual([
      "response.created",
      "response.in_progress",
      "response.output_item.added",
      "response.reasoning_text.delta",
      "response.reasoning_text.done",
      "response.output_item.done",
      "response.output_item.added",
      "response.content_part.added",
      "response.output_text.delta",
      "response.output_text.done",
      "response.content_part.done",
      "response.output_item.done",
      "response.output_item.added",
      "response.function_call_arguments.delta",
      "response.function_call_arguments.done",
      "response.output_item.done",
      "response.output_item.added",
      "response.function_call_arguments.delta",
      "response.function_call_arguments.done",
      "response.output_item.done",
      "response.completed",
    ]);
    const done = events.at(-1).response;
    expect(done.status).toBe("completed");
    expect(done.usage).toEqual({
      input_tokens: plan.promptTokens,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: plan.completionTokens,
      output_tokens_details: { reasoning_tokens: 2 },
      total_tokens: plan.promptTokens + plan.completionTokens,
    });
    expect(done.output.map((o: { type: string }) => o.type)).toEqual([
      "reasoning",
      "message",
      "function_call",
      "function_call",
    ]);
    expect(done.output[2]).toMatchObject({
      name: "get_weather",
      arguments: '{"city":"Paris"}',
      status: "completed",
    });
    expect(done.output[2].call_id).toMatch(/^call_/);
  });

  it("our parser reads back text, reasoning, calls and usage; one content time per planned unit", () => {
    const { plan, units, frames } = render("responses", respReq("hi"));
    const s = parseStream(
      frames.map((f) => [f.data, f.at] as const),
      { startMs: 0, dialect: "responses" },
    );
    expect(s).toMatchObject({
      text: "Calling.",
      reasoning: "plan it",
      done: true,
      finishReason: "completed",
    });
    expect(s.toolCalls.map((c) => [c.name, c.arguments])).toEqual([
      ["get_weather", '{"city":"Paris"}'],
      ["get_time", '{"tz":"UTC"}'],
    ]);
    expect(s.usage).toMatchObject({
      completionTokens: plan.completionTokens,
      reasoningTokens: 2,
      cachedTokens: 0,
    });
    expect(s.contentTimes).toHaveLength(units.length);
    expect(s.ttftMs).toBe(100);
  });

  it("the second turn (after function_call_output) is the script's second reply; max tokens → incomplete", () => {
    const input = [
      { role: "user", content: "hi" },
      { type: "function_call", call_id: "c1", name: "get_weather", arguments: "{}" },
      { type: "function_call_output", call_id: "c1", output: "sunny" },
    ];
    const { frames } = render("responses", respReq(input));
    expect(
      parseStream(
        frames.map((f) => [f.data, f.at] as const),
        { startMs: 0, dialect: "responses" },
      ).text,
    ).toBe("It is sunny.");
    const cut = parseResponsesRequest({ input, max_output_tokens: 2 }, "m") as ChatRequest;
    const plan = planReply(cut, SCRIPT, { seed: 1, tokens: 4 });
    const body = dialectNamed("responses").complete(plan, ctx("responses")) as Record<string, unknown>;
    expect(body).toMatchObject({ status: "incomplete", incomplete_details: { reason: "max_output_tokens" } });
  });
});

describe("Gemini stream", () => {
  it("a chunk per text or thought token, a whole functionCall per call, the last with finishReason and usage", () => {
    const { plan, frames } = render("gemini", gemReq([{ role: "user", parts: [{ text: "hi" }] }]));
    expect(frames.every((f) => f.data.startsWith("data: ") && f.data.endsWith("\r\n\r\n") && f.content)).toBe(
      true,
    );
    const chunks = frames.map((f) => JSON.parse(f.data.slice(6)));
    const parts = chunks.map((c) => c.candidates[0].content.parts[0]);
    expect(
      parts
        .filter((p) => p.thought)
        .map((p) => p.text)
        .join(""),
    ).toBe("plan it");
    expect(
      parts
        .filter((p) => p.text !== undefined && !p.thought)
        .map((p) => p.text)
        .join(""),
    ).toBe("Calling.");
    expect(parts.filter((p) => p.functionCall).map((p) => p.functionCall)).toEqual([
      { id: expect.stringMatching(/^call_/), name: "get_weather", args: { city: "Paris" } },
      { id: expect.stringMatching(/^call_/), name: "get_time", args: { tz: "UTC" } },
    ]);
    expect(chunks.slice(0, -1).some((c) => c.usageMetadata || c.candidates[0].finishReason)).toBe(false);
    expect(chunks.at(-1)).toMatchObject({
      candidates: [{ finishReason: "STOP" }],
      usageMetadata: {
        promptTokenCount: plan.promptTokens,
        candidatesTokenCount: plan.completionTokens - 2,
        thoughtsTokenCount: 2,
        totalTokenCount: plan.promptTokens + plan.completionTokens,
      },
      modelVersion: "m-1",
    });
    // A call's chunk leaves when its last argument token is due.
    const last = frames.at(-1) as { at: number };
    expect(last.at).toBe(100 + 10 * (contentUnits(plan).length - 1));
  });

  it("our parser reads it back; the follow-up after a functionResponse is the second turn", () => {
    const { plan, frames } = render("gemini", gemReq([{ role: "user", parts: [{ text: "hi" }] }]));
    const s = parseStream(
      frames.map((f) => [f.data, f.at] as const),
      { startMs: 0, dialect: "gemini" },
    );
    expect(s).toMatchObject({ text: "Calling.", reasoning: "plan it", done: true, finishReason: "STOP" });
    expect(s.toolCalls.map((c) => [c.name, c.arguments])).toEqual([
      ["get_weather", '{"city":"Paris"}'],
      ["get_time", '{"tz":"UTC"}'],
    ]);
    expect(s.usage).toMatchObject({ completionTokens: plan.completionTokens, reasoningTokens: 2 });
    const follow = render(
      "gemini",
      gemReq([
        { role: "user", parts: [{ text: "hi" }] },
        { role: "model", parts: [{ functionCall: { name: "get_weather", args: {} } }] },
        {
          role: "user",
          parts: [{ functionResponse: { name: "get_weather", response: { output: "sunny" } } }],
        },
      ]),
    );
    const body = dialectNamed("gemini").complete(follow.plan, ctx("gemini"));
    expect(body).toMatchObject({
      candidates: [{ content: { role: "model", parts: [{ text: "It is sunny." }] }, finishReason: "STOP" }],
    });
  });

  it.each([
    [429, "RESOURCE_EXHAUSTED"],
    [500, "INTERNAL"],
    [400, "INVALID_ARGUMENT"],
  ])("error %i has Gemini's status %s", (code, status) => {
    expect(dialectNamed("gemini").error(code, "x")).toEqual({ error: { code, message: "x", status } });
  });
});
