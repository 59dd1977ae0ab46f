import { describe, expect, it } from "vitest";
import type { ChatRequest } from "../../../src/llm-wire/wire.js";
import { rng } from "../../../src/mock-llm/rng.js";
import { tokenDeadlines } from "../../../src/mock-llm/timing.js";

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

describe("deadlines", () => {
  it("token i is due at ttft + i·itl, without jitter", () => {
    expect(tokenDeadlines(4, { ttft_ms: 50, itl_ms: 10, jitter_ms: 0 }, rng(1))).toEqual([50, 60, 70, 80]);
  });
  it("jitter stays within bounds and keeps tokens in order", () => {
    const t = tokenDeadlines(50, { ttft_ms: 50, itl_ms: 10, jitter_ms: 5 }, rng(9));
    expect(t[0]).toBeGreaterThanOrEqual(45);
    expect(t[0]).toBeLessThanOrEqual(55);
    for (let i = 1; i < t.length; i++) expect(t[i]).toBeGreaterThanOrEqual(t[i - 1]);
  });
});
