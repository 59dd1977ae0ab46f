import { describe, expect, it } from "vitest";
import {
  baseUrlEnv,
  DIALECTS,
  dialectNamed,
  keyEnv,
  replyFacts,
  serverRootOf,
} from "../../../src/llm-wire/table.js";
import type { ReplyPlan } from "../../../src/llm-wire/wire.js";
import { readBack } from "../../support/wire.js";

const call = (id: string, name: string) => ({
  id,
  name,
  arguments: '{"q":"x"}',
  fragments: ['{"q":', '"x"}'],
});
const plan: ReplyPlan = {
  reasoning: [],
  text: ["ok"],
  toolCalls: [call("c1", "lookup"), call("c2", "grep")],
  finishReason: "tool_calls",
  promptTokens: 40,
  cachedTokens: 10,
  completionTokens: 7,
  reasoningTokens: 0,
};
const ctx = { id: "r1", created: 1, model: "m-9", includeUsage: true };

describe("what a reply says of itself, in every dialect", () => {
  it.each(DIALECTS)(
    "%s: the model, the usage and the tool calls asked for, whole or streamed alike",
    (name) => {
      const { whole, streamed: s } = readBack(name, plan, ctx);
      expect(whole).toMatchObject({
        model: "m-9",
        toolCalls: 2,
        usage: { promptTokens: 40, cachedTokens: 10 },
      });
      expect(s.toolCalls.map((c) => c.name)).toEqual(["lookup", "grep"]);
      expect(s.model).toBe("m-9");
      expect(s.usage).toMatchObject({ promptTokens: 40, cachedTokens: 10 });
    },
  );

  it("a reply that is not an object says nothing", () => {
    expect(replyFacts(dialectNamed("openai"), [1, 2])).toBeNull();
    expect(replyFacts(dialectNamed("gemini"), { candidates: "x" })).toMatchObject({
      toolCalls: 0,
      usage: null,
    });
  });
});

describe("the variables an agent is pointed with", () => {
  it("every dialect's key, and the server behind any base-URL variable, its suffix taken off", () => {
    expect(keyEnv("k")).toEqual({ OPENAI_API_KEY: "k", ANTHROPIC_API_KEY: "k", GEMINI_API_KEY: "k" });
    const env = baseUrlEnv("http://h:1/s/a");
    expect(serverRootOf(env)).toBe("http://h:1/s/a");
    expect(serverRootOf({ OPENAI_BASE_URL: "http://h:1/v1/" })).toBe("http://h:1");
    expect(serverRootOf({ OPENAI_BASE_URL: "http://h:1/v1", ANTHROPIC_BASE_URL: "http://other/" })).toBe(
      "http://other",
    );
    expect(serverRootOf({})).toBeUndefined();
  });
});
