import { describe, expect, it } from "vitest";
import type { ChatRequest } from "../../../src/llm-wire/wire.js";
import { planReply } from "../../../src/mock-llm/reply.js";
import { readBack } from "../../support/wire.js";

const ctx = { id: "x", created: 1, model: "m-1", includeUsage: true };
const request = (api: string): ChatRequest => ({
  api,
  model: "m-1",
  stream: false,
  includeUsage: true,
  maxTokens: null,
  messages: [
    { role: "system", text: "you are terse" },
    { role: "user", text: "first question here" },
    { role: "assistant", text: "first answer" },
    { role: "user", text: "and now the second one" },
  ],
  tools: [],
  forcedTool: null,
  contentHash: 7,
});

describe("the mock's prompt cache", () => {
  it.each(["openai", "anthropic", "responses", "gemini"])(
    "%s: the conversation up to the last answer is reported cached, in the dialect's own field, whole and streamed",
    (api) => {
      const req = request(api);
      const cold = planReply(req, null, { seed: 1, tokens: 4 });
      const warm = planReply(req, null, { seed: 1, tokens: 4, promptCache: true });
      expect(cold.cachedTokens).toBe(0);
      // system + first question + first answer: 3 + 3 + 2 words, the new question not
      expect(warm.cachedTokens).toBe(8);
      expect(warm.promptTokens).toBe(cold.promptTokens);
      const { whole, streamed } = readBack(api, warm, ctx);
      expect(whole?.usage).toMatchObject({ promptTokens: warm.promptTokens, cachedTokens: 8 });
      expect(streamed.usage).toMatchObject({ promptTokens: warm.promptTokens, cachedTokens: 8 });
    },
  );
});
