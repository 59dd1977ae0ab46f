import { describe, expect, it } from "vitest";
import { parseSpans } from "../../../src/runtimes/agent-logs.js";

describe("an agent's spans.jsonl", () => {
  it("keeps the good lines and names every other one by its line, whatever JSON it holds", () => {
    const text = [
      '{"kind":"tool","name":"grep","start":1,"end":2}',
      "",
      "null",
      "42",
      "{not json",
      '{"kind":"nope","start":1,"end":2}',
      '{"kind":"llm","start":5,"end":4}',
      '{"kind":"llm","name":"chat","start":1700000000,"end":1700000001,"ttft_ms":120}',
    ].join("\n");
    const { spans, rejected } = parseSpans(text);
    expect(spans.map((s) => [s.kind, s.name, s.start, s.end])).toEqual([
      ["tool", "grep", 1000, 2000],
      ["llm", "chat", 1_700_000_000_000, 1_700_000_001_000],
    ]);
    expect(rejected.map((r) => r.split(": ")[0])).toEqual([
      "spans.jsonl:3",
      "spans.jsonl:4",
      "spans.jsonl:5",
      "spans.jsonl:6",
      "spans.jsonl:7",
    ]);
    expect(rejected[2]).toMatch(/not JSON/);
  });

  it("keeps what an LLM call cost: its model, cached tokens and the tool calls it asked for", () => {
    const line = {
      kind: "llm",
      name: "c",
      start: 1,
      end: 2,
      model: "m".repeat(300),
      tokens_cached: 7,
      tool_calls: 2,
    };
    const [span] = parseSpans(JSON.stringify(line)).spans;
    expect(span).toMatchObject({ tokens_cached: 7, tool_calls: 2 });
    expect(span.model).toHaveLength(200);
  });
});
