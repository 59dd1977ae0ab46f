import { GoogleGenAI } from "@google/genai";
import OpenAI from "openai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type MockLlm, type MockLlmOptions, parseScript, startMockLlm } from "../../../src/mock-llm/index.js";
import { startGateway } from "../../../src/runtimes/gateway/index.js";
import { call } from "../../support/mock-llm.js";

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((c) => c()));
});
async function mock(opts: MockLlmOptions = {}): Promise<MockLlm> {
  const m = await startMockLlm({ host: "127.0.0.1", ttft_ms: 5, itl_ms: 1, ...opts });
  cleanup.push(() => m.close());
  return m;
}

const openai = (baseURL: string) => new OpenAI({ baseURL, apiKey: "test", maxRetries: 0, timeout: 10_000 });
const genai = (baseUrl: string) =>
  new GoogleGenAI({
    apiKey: "test",
    httpOptions: { baseUrl, timeout: 10_000, retryOptions: { attempts: 1 } },
  });

const SCRIPT = parseScript(`
rules:
  - match: { last_tool_result: "sunny" }
    reply: { text: "It is sunny in Paris." }
  - match: { has_tools: true }
    reply:
      reasoning: "call the tool"
      tool_calls: [{ name: get_weather, arguments: { city: "Paris" } }]
default: { text: "Hello there, friend." }
`);

const WEATHER = {
  type: "object",
  properties: { city: { type: "string" } },
  required: ["city"],
  additionalProperties: false,
};

describe("mock-llm: Responses API with the official openai client", () => {
  it("responses.create streamed: events the SDK assembles into the scripted function call and usage", async () => {
    const m = await mock({ script: SCRIPT });
    const stream = await openai(`${m.url}/v1`).responses.create({
      model: "gpt-mock",
      instructions: "You are a coding agent.",
      input: [{ role: "user", content: "weather in Paris?" }],
      tools: [{ type: "function", name: "get_weather", parameters: WEATHER, strict: true }],
      stream: true,
    });
    const types: string[] = [];
    let args = "";
    let final: OpenAI.Responses.Response | null = null;
    for await (const ev of stream) {
      types.push(ev.type);
      if (ev.type === "response.function_call_arguments.delta") args += ev.delta;
      if (ev.type === "response.completed") final = ev.response;
    }
    expect(types.slice(0, 3)).toEqual([
      "response.created",
      "response.in_progress",
      "response.output_item.added",
    ]);
    expect(types).toContain("response.function_call_arguments.done");
    expect(types.at(-1)).toBe("response.completed");
    expect(args).toBe('{"city":"Paris"}');
    const call = final?.output.find((o) => o.type === "function_call");
    expect(call).toMatchObject({ type: "function_call", name: "get_weather", arguments: '{"city":"Paris"}' });
    expect(final?.usage?.output_tokens_details.reasoning_tokens).toBe(3);
    expect(final?.usage?.input_tokens_details.cached_tokens).toBe(0);
    expect(final?.usage?.total_tokens).toBe(
      (final?.usage?.input_tokens ?? 0) + (final?.usage?.output_tokens ?? 0),
    );
  });

  it("responses.create not streamed: output_text, and the follow-up with function_call_output", async () => {
    const m = await mock({ script: SCRIPT });
    const client = openai(`${m.url}/v1`);
    const plain = await client.responses.create({ model: "gpt-mock", input: "hi" });
    expect(plain.output_text).toBe("Hello there, friend.");
    expect(plain).toMatchObject({ object: "response", status: "completed", model: "gpt-mock" });
    const follow = await client.responses.create({
      model: "gpt-mock",
      input: [
        { role: "user", content: "weather in Paris?" },
        { type: "function_call", call_id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' },
        { type: "function_call_output", call_id: "call_1", output: "sunny, 21C" },
      ],
      tools: [{ type: "function", name: "get_weather", parameters: WEATHER, strict: true }],
    });
    expect(follow.output_text).toBe("It is sunny in Paris.");
  });

  it("an injected 429 reaches the SDK as a RateLimitError", async () => {
    const m = await mock({ faults: { rate_429: 1 } });
    await expect(openai(`${m.url}/v1`).responses.create({ model: "x", input: "hi" })).rejects.toBeInstanceOf(
      OpenAI.RateLimitError,
    );
  });
});

describe("mock-llm: one portable script through the SDKs", () => {
  const PORTABLE = parseScript(`
turns:
  - write: { path: /app/hello.txt, content: "hello" }
  - text: "Wrote it."
`);
  it("Responses with Codex's shell tool (argv command): the write becomes bash -lc, then the text turn", async () => {
    const m = await mock({ script: PORTABLE });
    const client = openai(`${m.url}/v1`);
    const shell = {
      type: "function" as const,
      name: "shell",
      strict: false,
      parameters: {
        type: "object",
        properties: { command: { type: "array", items: { type: "string" } } },
        required: ["command"],
      },
    };
    const first = await client.responses.create({
      model: "gpt-mock",
      input: "write hello",
      tools: [shell, { type: "custom", name: "apply_patch" }],
    });
    const call = first.output.find((o) => o.type === "function_call");
    expect(call?.type === "function_call" && call.name).toBe("shell");
    const argv = JSON.parse(call?.type === "function_call" ? call.arguments : "{}").command;
    expect(argv.slice(0, 2)).toEqual(["bash", "-lc"]);
    expect(argv[2]).toContain("/app/hello.txt");
    const title = await client.responses.create({ model: "gpt-mock", input: "Summarize: write hello" });
    expect(title.output.some((o) => o.type === "function_call")).toBe(false);
    const second = await client.responses.create({
      model: "gpt-mock",
      input: [
        { role: "user", content: "write hello" },
        {
          type: "function_call",
          call_id: "c1",
          name: "shell",
          arguments: call?.type === "function_call" ? call.arguments : "",
        },
        { type: "function_call_output", call_id: "c1", output: "" },
      ],
      tools: [shell],
    });
    expect(second.output_text).toBe("Wrote it.");
  });

  it("Gemini with Gemini CLI's write_file: the write is a functionCall of write_file", async () => {
    const m = await mock({ script: PORTABLE });
    const res = await genai(m.url).models.generateContent({
      model: "gemini-mock",
      contents: "write hello",
      config: {
        tools: [
          {
            functionDeclarations: [
              {
                name: "write_file",
                parametersJsonSchema: {
                  type: "object",
                  properties: { file_path: { type: "string" }, content: { type: "string" } },
                  required: ["file_path", "content"],
                },
              },
            ],
          },
        ],
      },
    });
    expect(res.functionCalls).toEqual([
      { id: expect.any(String), name: "write_file", args: { file_path: "/app/hello.txt", content: "hello" } },
    ]);
  });
});

describe("mock-llm: Gemini with the official @google/genai client", () => {
  const config = {
    systemInstruction: "You are a coding agent.",
    tools: [{ functionDeclarations: [{ name: "get_weather", parametersJsonSchema: WEATHER }] }],
  };

  it("generateContentStream: the scripted functionCall, thoughts apart, usageMetadata at the end", async () => {
    const m = await mock({ script: SCRIPT });
    const stream = await genai(m.url).models.generateContentStream({
      model: "gemini-mock",
      contents: [{ role: "user", parts: [{ text: "weather in Paris?" }] }],
      config,
    });
    const calls: unknown[] = [];
    let thoughts = "";
    let usage: unknown = null;
    let chunks = 0;
    for await (const chunk of stream) {
      chunks++;
      calls.push(...(chunk.functionCalls ?? []));
      for (const p of chunk.candidates?.[0]?.content?.parts ?? []) if (p.thought) thoughts += p.text;
      usage = chunk.usageMetadata ?? usage;
    }
    expect(chunks).toBe(4); // three thought tokens, one whole call
    expect(thoughts).toBe("call the tool");
    expect(calls).toEqual([
      { id: expect.stringMatching(/^call_/), name: "get_weather", args: { city: "Paris" } },
    ]);
    expect(usage).toMatchObject({ thoughtsTokenCount: 3, promptTokenCount: expect.any(Number) });
  });

  it("generateContent: text, and the follow-up with a functionResponse", async () => {
    const m = await mock({ script: SCRIPT });
    const client = genai(m.url);
    const plain = await client.models.generateContent({ model: "gemini-mock", contents: "hi" });
    expect(plain.text).toBe("Hello there, friend.");
    expect(plain.usageMetadata?.totalTokenCount).toBeGreaterThan(0);
    const follow = await client.models.generateContent({
      model: "gemini-mock",
      contents: [
        { role: "user", parts: [{ text: "weather in Paris?" }] },
        { role: "model", parts: [{ functionCall: { name: "get_weather", args: { city: "Paris" } } }] },
        {
          role: "user",
          parts: [{ functionResponse: { name: "get_weather", response: { output: "sunny" } } }],
        },
      ],
      config,
    });
    expect(follow.text).toBe("It is sunny in Paris.");
    expect(m.requests().map((r) => [r.endpoint, r.model])).toEqual([
      ["generateContent", "gemini-mock"],
      ["generateContent", "gemini-mock"],
    ]);
  });

  it("an injected 500 reaches the SDK as an error with Gemini's status", async () => {
    const m = await mock({ faults: { rate_500: 1 } });
    await expect(genai(m.url).models.generateContent({ model: "g", contents: "hi" })).rejects.toThrow(
      /INTERNAL|500/,
    );
  });
});

describe("mock-llm: stream faults in the new dialects", () => {
  const bodies = {
    responses: ["/v1/responses", { model: "m", input: "hi", stream: true }],
    gemini: ["/v1beta/models/g:streamGenerateContent?alt=sse", { contents: [{ parts: [{ text: "hi" }] }] }],
  } as const;
  it.each([
    ["responses", "malformed"],
    ["gemini", "malformed"],
    ["responses", "disconnect"],
    ["gemini", "disconnect"],
  ] as const)("%s: a %s fault is seen by the client as that failure", async (dialect, fault) => {
    const m = await mock({ tokens: 6, faults: { [`rate_${fault}`]: 1 } });
    const [path, body] = bodies[dialect];
    const r = await call(`${m.url}${path}`, body, { dialect });
    expect(r.status).toBe(200);
    if (fault === "malformed")
      expect(r.stream?.error).toMatchObject({ kind: "malformed", bucket: "stream_parse" });
    else expect(r.aborted || r.stream?.done === false).toBe(true);
    // The mock logs a request when its side of the socket closes, which may follow the client's view.
    await vi.waitFor(() => expect(m.requests().length).toBeGreaterThan(0), { timeout: 30_000, interval: 10 });
    expect(m.requests()[0]).toMatchObject({
      fault,
      endpoint: dialect === "gemini" ? "generateContent" : "responses",
    });
  });

  it("a Gemini stream without alt=sse is refused with the fix in the message", async () => {
    const m = await mock();
    const r = await call(`${m.url}/v1beta/models/g:streamGenerateContent`, bodies.gemini[1]);
    expect(r.status).toBe(400);
    expect(r.body).toMatch(/alt=sse/);
  });
});

describe("LLM gateway: Responses API and Gemini calls become llm spans", () => {
  it("TTFT, gaps and tokens (incl. reasoning and cached) for both dialects, streamed and not", async () => {
    const m = await mock({ script: SCRIPT, ttft_ms: 40, itl_ms: 3 });
    const g = await startGateway({ upstream: m.url });
    cleanup.push(() => g.close());
    const env = g.sessionEnv("0007-dialects");
    const tools = [{ type: "function" as const, name: "get_weather", parameters: WEATHER, strict: true }];
    const stream = await openai(env.OPENAI_BASE_URL).responses.create({
      model: "gpt-mock",
      input: "x",
      tools,
      stream: true,
    });
    for await (const _ of stream);
    await openai(env.OPENAI_BASE_URL).responses.create({ model: "gpt-mock", input: "x" });
    const gem = genai(env.GOOGLE_GEMINI_BASE_URL);
    const gs = await gem.models.generateContentStream({ model: "gemini-mock", contents: "hi" });
    for await (const _ of gs);
    await gem.models.generateContent({ model: "gemini-mock", contents: "hi" });

    const spans = g.takeSpans("0007-dialects");
    const log = m.requests();
    expect(spans.map((s) => s.name)).toEqual([
      "responses gpt-mock",
      "responses gpt-mock",
      "streamGenerateContent gemini-mock",
      "generateContent gemini-mock",
    ]);
    expect(spans.every((s) => s.kind === "llm" && s.ok)).toBe(true);
    expect(spans.map((s) => s.tokens_out)).toEqual(log.map((r) => r.tokens_out));
    expect(spans.map((s) => s.tokens_in)).toEqual(log.map((r) => r.tokens_in));
    expect(spans[0]).toMatchObject({ tokens_reasoning: 3, tokens_cached: 0 });
    expect(spans[1].tokens_cached).toBe(0);
    for (const i of [0, 2]) {
      expect(spans[i].ttft_ms).toBeGreaterThanOrEqual(39);
      // Not early is exact; the upper bound only catches a TTFT that is not the first token's (10x
      // the idle noise, for a loaded runner).
      expect(spans[i].ttft_ms).toBeLessThan(40 + 400);
      expect(spans[i].icl_ms?.length).toBeGreaterThan(0);
    }
    expect(spans[1].ttft_ms).toBeNull();
  });
});
