import { describe, expect, it } from "vitest";
import { UserError } from "../../../src/errors.js";
import type { ChatRequest } from "../../../src/llm-wire/wire.js";
import { parseScript, scriptedReply } from "../../../src/mock-llm/script.js";

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

describe("script", () => {
  const turns = parseScript(`
turns:
  - { tool_calls: [{ name: read, arguments: '{"p":1}' }] }
  - { text: "second" }
default: { text: "after" }
`);
  it.each([
    [[{ role: "user", text: "go" }], { tool_calls: [{ name: "read", arguments: '{"p":1}' }] }],
    [
      [
        { role: "user", text: "go" },
        { role: "assistant", text: "" },
        { role: "tool", text: "ok" },
      ],
      { text: "second" },
    ],
    [
      [
        { role: "user", text: "a" },
        { role: "assistant", text: "" },
        { role: "user", text: "b" },
        { role: "assistant", text: "" },
        { role: "user", text: "c" },
      ],
      { text: "after" },
    ],
  ] as Array<[ChatRequest["messages"], unknown]>)(
    "turns: the reply follows the assistant messages already sent (%#)",
    (messages, reply) => {
      expect(scriptedReply(turns, req(messages))).toEqual(reply);
    },
  );

  const rules = parseScript(
    `
rules:
  - { match: { last_tool_result: "^ok" }, reply: { text: "done" } }
  - { match: { last_user: "(?i)never" }, reply: { text: "x" } }
  - { match: { last_user: "file", has_tools: true }, reply: { tool_calls: [{ name: write }] } }
`.replace("(?i)", ""),
  );
  it.each([
    [
      "tool result pending",
      [
        { role: "user", text: "file" },
        { role: "tool", text: "ok!" },
      ],
      true,
      { text: "done" },
    ],
    [
      "tool result answered already",
      [
        { role: "tool", text: "ok" },
        { role: "assistant", text: "" },
        { role: "user", text: "file" },
      ],
      true,
      { tool_calls: [{ name: "write" }] },
    ],
    ["has_tools false", [{ role: "user", text: "file" }], false, null],
  ] as Array<[string, ChatRequest["messages"], boolean, unknown]>)(
    "rules: %s",
    (_, messages, hasTools, reply) => {
      const tools = hasTools ? [{ name: "write", parameters: {} }] : [];
      expect(scriptedReply(rules, req(messages, { tools }))).toEqual(reply);
    },
  );

  it.each([
    ["turns: []", /at least 1|>=1/, "script.yaml:1:8", "turns"],
    [
      "rules:\n  - match: { last_user: '(' }\n    reply: { text: x }",
      /invalid regular expression/,
      "script.yaml:2:25",
      "rules.0.match.last_user",
    ],
    ["turns: [{ txt: 1 }]", /txt/, "script.yaml:1:16", "turns.0.txt"],
    ["default: { text: x }", /exactly one of turns or rules/, "script.yaml:1:1", undefined],
    ["turns: [", /invalid YAML/, "script.yaml:1:9", undefined],
  ])("%j is refused with file:line and field", (text, message, where, field) => {
    try {
      parseScript(text, "script.yaml");
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(UserError);
      expect((err as UserError).message).toMatch(message);
      expect((err as UserError).where).toBe(where);
      expect((err as UserError).field).toBe(field);
    }
  });
});
