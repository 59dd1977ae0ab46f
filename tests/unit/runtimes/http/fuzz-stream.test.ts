/**
 * Fuzz: the stream parsers of the HTTP runtime and the LLM gateway — the line splitter, SSE and
 * NDJSON framing, every dialect, the generic classifier and its token fast path. A valid stream of
 * each dialect is mutated (a payload's field retyped, bytes spliced, line endings changed, binary
 * and split UTF-8 inserted) and fed in seeded random reads. No case throws; every figure the
 * parser returns is possible (TTFT, gaps, TPOT finite and >= 0); and how the bytes were split into
 * reads never changes what was parsed. Inputs are small, so a case is bounded by its size.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NdjsonFramer, SseFramer, type StreamMessage } from "../../../../src/runtimes/http/framing.js";
import { compileMapping } from "../../../../src/runtimes/http/mapping.js";
import {
  parseStream,
  type StreamDialect,
  type StreamParserOptions,
} from "../../../../src/runtimes/http/stream-parser.js";
import { anyValue, mutateJson } from "../../../support/json-mutations.js";
import { FUZZ_SEED } from "../../../support/scenario-mutations.js";

const sse = (obj: unknown, event?: string) =>
  `${event ? `event: ${event}\n` : ""}data: ${JSON.stringify(obj)}\n\n`;
const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  sse({
    id: "c1",
    object: "chat.completion.chunk",
    model: "m",
    choices: [{ index: 0, delta, finish_reason: null }],
    ...extra,
  });

/** One valid stream per dialect and framing: the seeds every case mutates. */
const WIRES: {
  name: string;
  opts: Omit<StreamParserOptions, "startMs">;
  payloads: unknown[];
  wire: (p: unknown[]) => string;
}[] = [
  {
    name: "openai",
    opts: { dialect: "openai" },
    payloads: [
      { delta: { role: "assistant" } },
      { delta: { content: "Hel" } },
      { delta: { content: "lo é 💥" } },
      {
        delta: {
          tool_calls: [
            { index: 0, id: "t1", type: "function", function: { name: "sh", arguments: '{"a":' } },
          ],
        },
      },
      { delta: { tool_calls: [{ index: 0, function: { arguments: "1}" } }] } },
      { delta: {}, finish: "stop", usage: { prompt_tokens: 5, completion_tokens: 3, total_tokens: 8 } },
    ],
    wire: (ps) =>
      `${ps
        .map((p) => {
          const { delta, finish, usage } = (p ?? {}) as {
            delta?: Record<string, unknown>;
            finish?: string;
            usage?: unknown;
          };
          return chunk(delta ?? {}, {
            ...(usage ? { usage } : {}),
            ...(finish ? { choices: [{ index: 0, delta: {}, finish_reason: finish }] } : {}),
          });
        })
        .join("")}: keep-alive\n\ndata: [DONE]\n\n`,
  },
  {
    name: "anthropic",
    opts: { dialect: "anthropic" },
    payloads: [
      {
        type: "message_start",
        message: { id: "m1", model: "claude", usage: { input_tokens: 7, output_tokens: 1 } },
      },
      { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } },
      { type: "ping" },
      { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "Hi" } },
      {
        type: "content_block_start",
        index: 1,
        content_block: { type: "tool_use", id: "tu", name: "sh", input: {} },
      },
      { type: "content_block_delta", index: 1, delta: { type: "input_json_delta", partial_json: '{"x":1}' } },
      { type: "message_delta", delta: { stop_reason: "end_turn" }, usage: { output_tokens: 4 } },
      { type: "message_stop" },
    ],
    wire: (ps) => ps.map((p) => sse(p, (p as { type?: unknown })?.type as string | undefined)).join(""),
  },
  {
    name: "responses",
    opts: { dialect: "responses" },
    payloads: [
      { type: "response.created", response: { id: "r1", model: "gpt", output: [] } },
      { type: "response.output_text.delta", item_id: "m", output_index: 0, content_index: 0, delta: "Hi" },
      {
        type: "response.output_item.added",
        output_index: 1,
        item: { type: "function_call", call_id: "c", name: "sh", arguments: "" },
      },
      { type: "response.function_call_arguments.delta", item_id: "fc", output_index: 1, delta: "{}" },
      {
        type: "response.completed",
        response: { id: "r1", usage: { input_tokens: 3, output_tokens: 2, total_tokens: 5 } },
      },
    ],
    wire: (ps) => ps.map((p) => sse(p, (p as { type?: unknown })?.type as string | undefined)).join(""),
  },
  {
    name: "gemini",
    opts: { dialect: "gemini" },
    payloads: [
      { candidates: [{ content: { parts: [{ text: "Hi" }], role: "model" } }] },
      { candidates: [{ content: { parts: [{ functionCall: { name: "sh", args: { a: 1 } } }] } }] },
      {
        candidates: [{ content: { parts: [{ text: "!" }] }, finishReason: "STOP" }],
        usageMetadata: { promptTokenCount: 4, candidatesTokenCount: 2 },
      },
    ],
    wire: (ps) => ps.map((p) => `data: ${JSON.stringify(p)}\r\n\r\n`).join(""),
  },
  ...[true, false].map((fast) => ({
    name: `generic ndjson${fast ? " (token fast path)" : ""}`,
    opts: (() => {
      const { classify, tokenShape } = compileMapping({
        token_event: "type=token",
        done_event: "type=done",
      })();
      return {
        dialect: "generic" as StreamDialect,
        framing: "ndjson" as const,
        classify,
        ...(fast && tokenShape ? { tokenShape } : {}),
      };
    })(),
    payloads: [
      { type: "status", status: "queued" },
      { type: "token", text: "He" },
      { type: "token", text: "llo" },
      { type: "error", error: { message: "soft" } },
      { type: "done", status: "ok" },
    ],
    wire: (ps: unknown[]) => `${ps.map((p) => JSON.stringify(p) ?? "null").join("\n")}\n`,
  })),
];

/** A wire of one dialect: its payloads with one field mutated, then its text edited. */
const wireCase = fc
  .record({
    which: fc.nat({ max: WIRES.length - 1 }),
    mutate: fc.option(fc.tuple(fc.nat(), fc.nat(), anyValue), { freq: 2 }),
    edit: fc.option(
      fc.tuple(
        fc.nat(),
        fc.nat({ max: 24 }),
        fc.oneof(
          fc.string({ unit: "binary", maxLength: 8 }),
          fc.constantFrom(
            "\r",
            "\n",
            "\r\n",
            "\n\n",
            "data:",
            "event: error\n",
            ":",
            "\ufeff",
            "data: [DONE]\n\n",
            "{",
            '"',
          ),
        ),
      ),
      { freq: 2 },
    ),
    eol: fc.constantFrom("\n", "\r\n", "\r"),
    cuts: fc.array(fc.nat(), { maxLength: 12 }),
    bom: fc.boolean(),
  })
  .map(({ which, mutate, edit, eol, cuts, bom }) => {
    const w = WIRES[which];
    const payloads = mutate
      ? w.payloads.map((p, i) =>
          i === mutate[0] % w.payloads.length ? mutateJson(p, mutate[1], mutate[2]) : p,
        )
      : w.payloads;
    let text = w.wire(payloads).replace(/\r?\n/g, eol);
    if (edit) {
      const at = edit[0] % (text.length + 1);
      text = text.slice(0, at) + edit[2] + text.slice(at + edit[1]);
    }
    const bytes = Buffer.concat([bom ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0), Buffer.from(text)]);
    // Read boundaries anywhere, inside a UTF-8 character or a CRLF pair included.
    const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
    const reads: [Uint8Array, number][] = [];
    let from = 0;
    at.forEach((to, i) => {
      reads.push([bytes.subarray(from, to), 10 + i]);
      from = to;
    });
    reads.push([bytes.subarray(from), 10 + at.length]);
    return { w, bytes, reads };
  });

const possible = (v: number | null) => v === null || (Number.isFinite(v) && v >= 0);

describe("fuzz: stream parsers (SSE, NDJSON, every dialect, the token fast path)", () => {
  it("5,000 mutated streams in random reads: no throw, possible figures, the same parse however split", () => {
    fc.assert(
      fc.property(wireCase, ({ w, bytes, reads }) => {
        const opts = { startMs: 0, ...w.opts };
        const r = parseStream(reads, opts, 100);
        expect(possible(r.ttftMs), `ttft ${r.ttftMs}`).toBe(true);
        expect(possible(r.tpotMs), `tpot ${r.tpotMs}`).toBe(true);
        expect(r.gapsMs.every((g) => possible(g))).toBe(true);
        expect(r.outputTokens).toBeGreaterThanOrEqual(0);
        expect(r.errorCount).toBeGreaterThanOrEqual(r.error ? 1 : 0);
        // What was parsed does not depend on where the reads split the bytes.
        const whole = parseStream([[bytes, 10 + reads.length - 1]], opts, 100);
        const facts = (x: typeof r) => ({
          text: x.text,
          reasoning: x.reasoning,
          toolCalls: x.toolCalls,
          usage: x.usage,
          done: x.done,
          finishReason: x.finishReason,
          messages: x.messages,
          contentCount: x.contentTimes.length,
          error: x.error && { kind: x.error.kind, bucket: x.error.bucket, offset: x.error.offset },
          errorCount: x.errorCount,
          model: x.model,
        });
        expect(facts(r)).toEqual(facts(whole));
      }),
      { seed: FUZZ_SEED + 20, numRuns: 5000, endOnFailure: true },
    );
  }, 60_000);

  it("1,000 random texts through SSE and NDJSON framing in random pieces: offsets in order, no throw", () => {
    const piece = fc.oneof(
      fc.string({ unit: "binary", maxLength: 16 }),
      fc.constantFrom("\r", "\n", "\r\n", "data: x", "event: e", ": c", "id: 1", "retry: 5", "data:", "\n\n"),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
        for (const Framer of [SseFramer, NdjsonFramer]) {
          const got: StreamMessage[] = [];
          const f = new Framer((m) => got.push(m));
          for (const p of pieces) f.push(p);
          f.end();
          const text = pieces.join("");
          got.forEach((m, i) => {
            expect(m.index).toBe(i);
            expect(m.offset).toBeGreaterThanOrEqual(i === 0 ? 0 : got[i - 1].offset);
            expect(m.offset).toBeLessThanOrEqual(text.length);
          });
        }
      }),
      { seed: FUZZ_SEED + 21, numRuns: 1000, endOnFailure: true },
    );
  });
});
