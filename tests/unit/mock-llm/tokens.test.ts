import { describe, expect, it } from "vitest";
import type { ChatRequest } from "../../../src/llm-wire/wire.js";
import { rng } from "../../../src/mock-llm/rng.js";
import { generateTokens, tokenize } from "../../../src/mock-llm/tokens.js";

const _req = (messages: ChatRequest["messages"], extra: Partial<ChatRequest> = {}): ChatRequest => ({
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

describe("tokenizer", () => {
  it.each([
    ["Hello, world!", ["Hello", ",", " world", "!"]],
    ["  two  spaces ", ["  two", "  spaces", " "]],
    ['{"q":"a\\"b"}', ["{", '"', "q", '"', ":", '"', "a", "\\", '"', "b", '"', "}"]],
    ["héllo 🌍", ["héllo", " 🌍"]],
    ["", []],
  ])("%j → %j, and the tokens join back to the text", (text, tokens) => {
    expect(tokenize(text)).toEqual(tokens);
    expect(tokenize(text).join("")).toBe(text);
  });

  it("generated text has exactly the asked number of tokens by the same tokenizer", () => {
    for (const n of [0, 1, 5, 64]) {
      const toks = generateTokens(n, rng(n));
      expect(toks).toHaveLength(n);
      expect(tokenize(toks.join(""))).toEqual(toks);
    }
  });
});
