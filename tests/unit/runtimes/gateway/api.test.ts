import { describe, expect, it } from "vitest";
import { forwardedApi } from "../../../../src/llm-wire/table.js";

describe("gateway: which provider API a path calls", () => {
  it.each([
    ["/v1/chat/completions", "openai", "chat.completions"],
    ["/chat/completions", "openai", "chat.completions"],
    ["/v1/messages?beta=true", "anthropic", "messages"],
    ["/v1/responses", "responses", "responses"],
    ["/v1beta/models/gemini-2.5-pro:streamGenerateContent?alt=sse", "gemini", "streamGenerateContent"],
    ["/v1beta/models/gemini-2.5-pro:generateContent", "gemini", "generateContent"],
    ["/v1/models", "openai", "models"],
  ])("%s → %s dialect, span %s", (path, dialect, name) => {
    const api = forwardedApi(path);
    expect({ dialect: api.dialect.name, name: api.name }).toEqual({ dialect, name });
  });
});
