/**
 * Fuzz: a planted cassette. A valid recorded conversation (streamed and plain answers, tool ids, a
 * 429, a cut and an unanswered call, a base64 chunk) is mutated — a field retyped or set to a hostile
 * header value or status, a header name added, nesting thousands deep, bytes spliced, the file cut
 * short — and goes through what a run and `cassette` do with it: read and validate, then replay
 * every call over real HTTP. Every case either replays or is a UserError (exit 2) naming the file;
 * nothing else throws, in the reader or later in the replaying server.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Agent, createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listLines } from "../../../src/cli/cassette.js";
import { EXIT, UserError } from "../../../src/errors.js";
import {
  type Conversation,
  chunkOf,
  type RecordedCall,
  readCassette,
} from "../../../src/mock-llm/cassette.js";
import { ReplayBook, replaySchedule, serveRecorded } from "../../../src/mock-llm/replay.js";
import { anyValue, jsonLinesMutation, mutateJson } from "../../support/json-mutations.js";
import { recordedCall } from "../../support/recorded-call.js";
import { FUZZ_SEED } from "../../support/scenario-mutations.js";

function call(prompt: string, over: Partial<RecordedCall>): RecordedCall {
  const body = {
    model: "m",
    stream: true,
    messages: [{ role: "user", content: prompt }],
    tools: [{ type: "function", function: { name: "w", parameters: { type: "object", properties: {} } } }],
  };
  return recordedCall(body, { usage: { tokens_in: 3, tokens_out: 2 }, ...over });
}

const SSE = 'data: {"choices":[{"delta":{"tool_calls":[{"id":"call_ab12","function":{"name":"w"}}]}}]}\n\n';
const VALID: Conversation = {
  version: 1,
  task: "t",
  session: "0000-t",
  recorded_at: "2026-01-01T00:00:00Z",
  truncated: false,
  calls: [
    call("a", {
      chunks: [chunkOf(2, Buffer.from(SSE)), chunkOf(3, Buffer.from("data: [DONE]\n\n"))],
      tool_ids: ["call_ab12"],
    }),
    call("b", {
      status: 429,
      headers: { "content-type": "application/json", "retry-after": "1", "content-length": "2" },
      chunks: [chunkOf(1, Buffer.from("{}"))],
    }),
    call("c", { chunks: [chunkOf(2, Buffer.from([0xff, 0xfe, 0x00]))], cut: true }),
    call("d", { status: 0, headers: {}, chunks: [], usage: null }),
  ],
};

/** What a hostile writer puts in a header or a status, beside the generic wrong values. */
const hostile = fc.oneof(
  anyValue,
  fc.constantFrom("a\r\nset-cookie: x", "a\nb", "a\rb", "a\u0000b", "\u0100", "é", "\t ok ", "x".repeat(201)),
  fc.constantFrom(42, 99, 100, 101, 103, 199, 204, 304, 599, 600, 1000, 0, -200, 200.5),
  fc.constantFrom(
    { "content-type": "a\r\nb" },
    { "retry-after": "\u0000" },
    { "content-length": "abc" },
    { "content-length": "99999999999999999999" },
    { "set-cookie": "x" },
    { "Content-Type": "text/plain" },
    { "content-type\r\nx": "1" },
    { "": "1" },
  ),
  fc.constantFrom("__DEEP__"),
);

/** Arrays `n` deep, as text (no JSON.stringify could write it without walking it). */
const deep = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;

/** A field anywhere, or one of a call's wire fields (status, headers, timing, chunks) set to `hostile`. */
const CALL_FIELDS = [
  "status",
  "headers",
  "head_at",
  "chunks",
  "tool_ids",
  "cut",
  "usage",
  "path",
  "api",
  "hash",
];
const fieldCase = fc
  .tuple(fc.boolean(), fc.nat(), fc.nat(), hostile, fc.integer({ min: 1, max: 20_000 }))
  .map(([wire, pick, i, to, depth]) => {
    let value: unknown;
    if (wire) {
      const copy = structuredClone(VALID) as unknown as { calls: Record<string, unknown>[] };
      const c = copy.calls[i % copy.calls.length];
      const key = CALL_FIELDS[pick % CALL_FIELDS.length];
      if (to === undefined) delete c[key];
      else c[key] = to;
      value = copy;
    } else {
      value = mutateJson(VALID, pick, to);
    }
    return (JSON.stringify(value) ?? "null").replace('"__DEEP__"', deep(depth));
  });

const caseText = fc.oneof(
  { weight: 3, arbitrary: fieldCase },
  { weight: 1, arbitrary: jsonLinesMutation(`${JSON.stringify(VALID)}\n`) },
);

/** One real server whose answer is the call the case is replaying. */
let server: Server;
let port: number;
/** The calls of the case being replayed: `/<i>` is served the i-th. */
let serving: { call: RecordedCall; ids: Map<string, string> }[] = [];
const agent = new Agent({ keepAlive: true });
const scratch = mkdtempSync(join(tmpdir(), "cassette-fuzz-"));

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    const s = serving[Number(req.url?.slice(1))];
    const schedule = replaySchedule(s.call, { kind: "scaled", factor: 0 }, { ttft_ms: 0, itl_ms: 0 });
    serveRecorded(res, s.call, s.ids, schedule, performance.now());
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(scratch, { recursive: true, force: true });
});

/** The client's side of one replayed call: settles however the answer ends (whole, cut, refused). */
function fetchOnce(i: number): Promise<void> {
  return new Promise((resolve) => {
    const req = request({ port, host: "127.0.0.1", method: "POST", path: `/${i}`, agent });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve());
      res.on("error", () => resolve());
      res.on("close", () => resolve());
    });
    req.on("error", () => resolve());
    req.end("{}");
  });
}

/** Replays each call of each conversation as the mock would: matched by its own request, then served. */
async function replayAll(cassette: Map<string, Conversation[]>): Promise<void> {
  const book = new ReplayBook(cassette);
  serving = [];
  for (const [task, convs] of cassette) {
    for (const [n, conv] of convs.entries()) {
      const session = `${String(n).padStart(4, "0")}-${task}`;
      book.begin(session, task);
      for (const rec of conv.calls) {
        const found = book.next(session, task, { api: rec.api, request: rec.request, hash: rec.hash });
        if ("mismatch" in found) throw new Error(`its own request did not match: ${found.mismatch}`);
        serving.push(found);
      }
      book.end(session);
    }
  }
  await Promise.all(serving.map((_, i) => fetchOnce(i)));
}
let caseNo = 0;
describe("fuzz: planted cassettes", () => {
  it("the unmutated conversation replays every call", async () => {
    const dir = join(scratch, "valid");
    mkdirSync(join(dir, "t"), { recursive: true });
    writeFileSync(join(dir, "t", "0000-t.json"), JSON.stringify(VALID));
    const cassette = readCassette(dir);
    expect(cassette.get("t")?.[0].calls).toHaveLength(4);
    await replayAll(cassette);
  });

  it("2,000 mutations: each replays or is a UserError (exit 2) naming the file; nothing else throws", async () => {
    const outcomes = { replayed: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(caseText, async (text) => {
        const dir = join(scratch, `c${caseNo++}`);
        const file = join(dir, "t", "0000-t.json");
        mkdirSync(join(dir, "t"), { recursive: true });
        writeFileSync(file, text);
        let cassette: Map<string, Conversation[]>;
        try {
          cassette = readCassette(dir);
        } catch (e) {
          expect(e).toBeInstanceOf(UserError);
          expect((e as UserError).exitCode).toBe(EXIT.invalidInput);
          expect((e as UserError).line).toContain(file);
          // `cassette list` reads the same file the same way.
          expect(() => listLines(dir)).toThrow(UserError);
          outcomes.refused++;
          return;
        }
        expect(listLines(dir).at(-1)).toMatch(/^1 task\(s\), \d+ bytes in /);
        await replayAll(cassette);
        outcomes.replayed++;
        rmSync(dir, { recursive: true, force: true });
      }),
      { seed: FUZZ_SEED + 33, numRuns: 2000, endOnFailure: true },
    );
    // Both outcomes are exercised, so the cases reach replay and not only the reader.
    expect(outcomes.replayed).toBeGreaterThan(100);
    expect(outcomes.refused).toBeGreaterThan(100);
  }, 180_000);
});
