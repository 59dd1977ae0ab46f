import { describe, expect, it } from "vitest";
import { dialectNamed } from "../../../src/llm-wire/table.js";
import type { ChatRequest } from "../../../src/llm-wire/wire.js";
import { contentUnits, planReply } from "../../../src/mock-llm/reply.js";
import { turnIndex } from "../../../src/mock-llm/request.js";

const normalizeRequest = (api: "openai" | "anthropic", body: unknown, model: string) =>
  dialectNamed(api).parse(body, model, { api });

import { rng } from "../../../src/mock-llm/rng.js";
import { valueFor } from "../../../src/mock-llm/schema-args.js";
import { parseScript } from "../../../src/mock-llm/script.js";

const req = (messages: ChatRequest["messages"], extra: Partial<ChatRequest> = {}): ChatRequest => ({
  api: "openai",
  model: "m",
  stream: true,
  includeUsage: true,
  maxTokens: null,
  messages,
  tools: [],
  forcedTool: null,
  contentHash: 1,
  ...extra,
});

describe("request normalization and reply plans", () => {
  it("an Anthropic turn with tool results and text becomes tool + user messages", () => {
    const r = normalizeRequest(
      "anthropic",
      {
        system: [{ type: "text", text: "be brief" }],
        messages: [
          { role: "user", content: "hi" },
          { role: "assistant", content: [{ type: "tool_use", id: "t", name: "f", input: { a: 1 } }] },
          {
            role: "user",
            content: [
              { type: "tool_result", tool_use_id: "t", content: [{ type: "text", text: "42" }] },
              { type: "text", text: "and?" },
            ],
          },
        ],
        tool_choice: { type: "tool", name: "f" },
        tools: [{ name: "f", input_schema: {} }],
      },
      "mock-1",
    ) as ChatRequest;
    expect(r.messages).toEqual([
      { role: "system", text: "be brief" },
      { role: "user", text: "hi" },
      { role: "assistant", text: '{"a":1}' },
      { role: "tool", text: "42" },
      { role: "user", text: "and?" },
    ]);
    expect(r).toMatchObject({ model: "mock-1", forcedTool: "f", includeUsage: true });
  });

  it("Anthropic system turns inside messages are instructions, not assistant turns", () => {
    const r = normalizeRequest(
      "anthropic",
      {
        system: "top",
        messages: [
          { role: "user", content: "hi" },
          { role: "system", content: [{ type: "text", text: "reminder" }] },
          { role: "user", content: "go" },
        ],
      },
      "m",
    ) as ChatRequest;
    expect(r.messages).toEqual([
      { role: "system", text: "top" },
      { role: "user", text: "hi" },
      { role: "system", text: "reminder" },
      { role: "user", text: "go" },
    ]);
    expect(turnIndex(r)).toBe(0);
    const bad = normalizeRequest("anthropic", { messages: [{ role: "tool", content: "x" }] }, "m");
    expect((bad as { error: string }).error).toMatch(/messages\[0\]\.role must be/);
  });

  it.each([
    [{}, /messages/],
    [{ messages: [] }, /messages/],
    [{ messages: [{ role: "wizard", content: "x" }] }, /not supported/],
  ])("%j is a client error", (body, message) => {
    expect((normalizeRequest("openai", body, "m") as { error: string }).error).toMatch(message);
  });

  it("completion tokens count one per content chunk: reasoning, text, and per tool its name and fragments", () => {
    const script = parseScript(
      `turns: [{ reasoning: "think hard", text: "ok", tool_calls: [{ name: f, arguments: { a: 1 } }] }]`,
    );
    const plan = planReply(req([{ role: "user", text: "two words" }]), script, { seed: 1, tokens: 4 });
    expect(plan).toMatchObject({ promptTokens: 2, reasoningTokens: 2, finishReason: "tool_calls" });
    expect(plan.toolCalls[0].fragments.join("")).toBe('{"a":1}');
    expect(plan.completionTokens).toBe(contentUnits(plan).length);
  });

  it.each([
    [{ type: "string", enum: ["a", "b"] }, (v: unknown) => v === "a" || v === "b"],
    [{ type: ["integer", "null"], minimum: 3, maximum: 3 }, (v: unknown) => v === 3],
    [{ anyOf: [{ type: "null" }, { type: "boolean" }] }, (v: unknown) => typeof v === "boolean"],
    [
      { type: "array", items: { type: "number" }, minItems: 2, maxItems: 2 },
      (v: unknown) => Array.isArray(v) && v.length === 2,
    ],
    [{ type: "string", format: "date" }, (v: unknown) => v === "2026-01-01"],
    [{ properties: { a: { const: 1 } } }, (v: unknown) => JSON.stringify(v) === '{"a":1}'],
  ])("schema %j gets a fitting value", (schema, ok) => {
    expect(ok(valueFor(schema, rng(3)))).toBe(true);
  });
});
