/**
 * Fuzz: the agent trace parsers (each built-in agent's stdout → ATIF, tool spans, error bucket) and
 * the agent's own spans.jsonl. Captured traces are mutated (fields retyped, infinities, spliced
 * bytes, lines moved or dropped, arrival times broken). No case throws, and every span they yield
 * is one events.jsonl accepts (the event schema's own check), so a strange agent never makes its
 * run's events unreadable.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseTrace } from "../../../src/agents/traces/index.js";
import type { TraceFormat } from "../../../src/agents/types.js";
import { spanProblem } from "../../../src/events/event-schema.js";
import { ERROR_BUCKETS } from "../../../src/events/events.js";
import { readAgentLogs } from "../../../src/runtimes/agent-logs.js";
import { jsonLinesMutation, spliceText, textEdit } from "../../support/json-mutations.js";
import { FUZZ_SEED } from "../../support/scenario-mutations.js";

const FIXTURES = resolve(import.meta.dirname, "../../fixtures/agents/traces");
const AGENTS: [string, TraceFormat][] = [
  ["claude-code", "claude-stream"],
  ["qwen-code", "claude-stream"],
  ["codex", "codex-json"],
  ["gemini-cli", "gemini-stream"],
  ["opencode", "opencode-json"],
  ["kilo", "opencode-json"],
  ["pi", "jsonl"],
];
const meta = { agent: "fuzz", version: "1", model: "mock-1", instruction: "write /app/hello.txt" };

const traceCase = fc.oneof(
  ...AGENTS.map(([agent, format]) => {
    const text = readFileSync(join(FIXTURES, agent, "trace.jsonl"), "utf8");
    const arrivals = readFileSync(join(FIXTURES, agent, "trace.arrivals"), "utf8");
    return fc.record({
      format: fc.constant(format),
      text: jsonLinesMutation(text),
      arrivals: fc.oneof(
        fc.constant(arrivals),
        fc.constant(null),
        textEdit.map((e) => spliceText(arrivals, e)),
        fc.constantFrom("", "NaN\n1e999\n-5\n", "x\ny\n"),
      ),
    });
  }),
);

const bad = (spans: unknown[]) => spans.map(spanProblem).find((p) => p !== null) ?? null;

describe("fuzz: agent traces and spans.jsonl", () => {
  it("2,000 mutated traces of every built-in agent: no throw, spans events.jsonl accepts, a named bucket", () => {
    fc.assert(
      fc.property(traceCase, ({ format, text, arrivals }) => {
        const parsed = parseTrace(format, text, arrivals, meta);
        expect(bad(parsed.spans)).toBeNull();
        if (parsed.error) expect(ERROR_BUCKETS).toContain(parsed.error.bucket);
        expect(Array.isArray(parsed.trajectory.steps)).toBe(true);
      }),
      { seed: FUZZ_SEED + 30, numRuns: 2000, endOnFailure: true },
    );
  }, 60_000);

  const SPANS = [
    {
      kind: "llm",
      name: "chat",
      start: 1796126645.1,
      end: 1796126646.2,
      ok: true,
      ttft_ms: 120,
      tokens_in: 10,
      tokens_out: 4,
      icl_ms: [3, 4],
    },
    {
      kind: "tool",
      name: "sh",
      start: 1796126646.3,
      end: 1796126646.9,
      ok: false,
      error_class: "tool_error",
    },
    { kind: "network", name: "fetch", start: 1796126647000, end: 1796126647100, ok: true },
  ]
    .map((s) => `${JSON.stringify(s)}\n`)
    .join("");

  it("1,000 mutated spans.jsonl files: no throw, every span kept is one events.jsonl accepts, the rest said", () => {
    fc.assert(
      fc.property(jsonLinesMutation(SPANS), (text) => {
        const logs = readAgentLogs(text, null);
        expect(bad(logs.spans)).toBeNull();
        for (const r of logs.rejected) expect(r).toMatch(/^spans\.jsonl:\d+: /);
        expect(logs.spans.length + logs.rejected.length).toBeLessThanOrEqual(text.split(/\r?\n/).length);
      }),
      { seed: FUZZ_SEED + 31, numRuns: 1000, endOnFailure: true },
    );
  });
});
