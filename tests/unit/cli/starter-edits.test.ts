/**
 * The edits that make a starter's agent 2× slower or broken (tests/support/starters.ts, run end to end
 * by tests/e2e/cli/starters.test.ts and bench:starters) apply to the files `init` writes for every kind,
 * and do what they say: for a built-in agent, the edited mock script has the model close with an answer
 * that streams as long again, or never ask for the answer at all.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { INIT_AGENT_KINDS, planInit } from "../../../src/cli/init-files.js";
import type { ChatRequest, ToolDef } from "../../../src/llm-wire/wire.js";
import { parseScript, scriptedReply } from "../../../src/mock-llm/script.js";
import { agentEdit } from "../../support/starters.js";

const ROOT = resolve(import.meta.dirname, "../../..");

/** The text `init` writes at `path` for this kind. */
function written(kind: string, path: string): string {
  const file = planInit({ agent: kind, actionRepo: "o/r" }, ROOT).find((f) => f.path === path);
  if (!file) throw new Error(`init --agent ${kind} writes no ${path}`);
  return "text" in file ? file.text : readFileSync(join(ROOT, file.copy), "utf8");
}

const BASH: ToolDef = {
  name: "Bash",
  parameters: { type: "object", properties: { command: { type: "string" } } },
};
const req = (messages: ChatRequest["messages"]): ChatRequest => ({
  api: "openai",
  model: "m",
  stream: true,
  includeUsage: true,
  maxTokens: null,
  messages,
  tools: [BASH],
  forcedTool: null,
  contentHash: 1,
});
const ask = req([{ role: "user", text: "write /app/hello.txt" }]);
const afterTool = req([
  { role: "user", text: "write /app/hello.txt" },
  { role: "assistant", text: "" },
  { role: "tool", text: "written" },
]);

describe.each([...INIT_AGENT_KINDS])("init --agent %s: the starter's agent edits", (kind) => {
  const edit = agentEdit(kind);
  const original = written(kind, edit.file);

  it("2× slower and broken both apply, to different texts", () => {
    const slower = edit.slower(original, 1500);
    const broken = edit.broken(original);
    expect(slower).not.toBe(original);
    expect(broken).not.toBe(original);
    expect(broken).not.toBe(slower);
    expect(slower).toMatch(/1500|300/);
  });
});

describe("a built-in agent's mock script, edited", () => {
  const original = written("claude-code", "agent-perf/mock-llm.yaml");
  const edit = agentEdit("claude-code");

  it("unchanged: the model asks for the write, then closes", () => {
    const script = parseScript(original);
    expect(scriptedReply(script, ask)).toEqual({
      write: { path: "/app/hello.txt", content: "hello from the agent\n" },
    });
    expect(scriptedReply(script, afterTool)).toMatchObject({ text: expect.stringMatching(/^Done/) });
  });

  it("2× slower: the model closes with an answer that streams as long again as a session took", () => {
    const script = parseScript(edit.slower(original, 10_764));
    // The tool step is the same; the closing answer is 10.764 s of tokens at the starter's 5 ms apart.
    expect(scriptedReply(script, ask)).toEqual(scriptedReply(parseScript(original), ask));
    expect(scriptedReply(script, afterTool)).toEqual({ tokens: 2153 });
  });

  it("broken: the model never asks for the answer to be written", () => {
    const reply = scriptedReply(parseScript(edit.broken(original)), ask);
    expect(reply).toEqual({ text: "I will not write the file." });
  });

  it("a starter whose script changed shape makes the edit fail, not pass silently", () => {
    expect(() => edit.slower("rules: []", 100)).toThrow(/no longer holds/);
    expect(() => edit.broken("rules: []")).toThrow(/no longer holds/);
  });
});
