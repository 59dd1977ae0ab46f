import { describe, expect, it } from "vitest";
import { DIALECTS, dialectNamed, replyFacts } from "../../../src/llm-wire/table.js";
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
