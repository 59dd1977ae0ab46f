/**
 * Replay's pure parts: the timing grammar, matching by position and hash with the first differing
 * field named, sessions cycling through their task's recordings, tool-call ids rewritten
 * consistently and byte for byte, schedules; and the cassette reader refusing hostile files.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { UserError } from "../../../src/errors.js";
import {
  type Conversation,
  chunkOf,
  normaliseCall,
  type RecordedCall,
  readCassette,
  readConversation,
  toolIdsIn,
  writeConversation,
} from "../../../src/mock-llm/cassette.js";
import {
  parseReplayTiming,
  ReplayBook,
  replayedChunks,
  replaySchedule,
  rewrittenIds,
} from "../../../src/mock-llm/replay.js";

const same = (t: string) => t;
const chat = (text: string, model = "m") =>
  normaliseCall(
    "/v1/chat/completions",
    "",
    JSON.stringify({ model, messages: [{ role: "user", content: text }] }),
    same,
  ) as NonNullable<ReturnType<typeof normaliseCall>>;

function call(text: string, body = "data: {}\n\n", ids: string[] = []): RecordedCall {
  const n = chat(text);
  return {
    api: n.api,
    path: "/v1/chat/completions",
    request: n.request,
    hash: n.hash,
    status: 200,
    headers: { "content-type": "text/event-stream" },
    head_at: 5,
    chunks: [chunkOf(10, Buffer.from(body))],
    cut: false,
    tool_ids: ids,
    usage: null,
  };
}

const conv = (session: string, calls: RecordedCall[]): Conversation => ({
  version: 1,
  task: "t",
  session,
  recorded_at: "2026-01-01T00:00:00Z",
  truncated: false,
  calls,
});

const scratch: string[] = [];
afterAll(() => {
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), "cassette-unit-"));
  scratch.push(d);
  return d;
};

describe("timing", () => {
  it.each([
    ["recorded", { kind: "recorded" }],
    ["fixed", { kind: "fixed" }],
    ["scaled(0.5)", { kind: "scaled", factor: 0.5 }],
    ["scaled( 2 )", { kind: "scaled", factor: 2 }],
    ["scaled(-1)", null],
    ["scaled()", null],
    ["fast", null],
  ])("%s → %j", (text, want) => {
    expect(parseReplayTiming(text)).toEqual(want);
  });

  it("scales the recorded offsets, or puts chunks on the fixed ttft/itl grid", () => {
    const c = { ...call("a"), chunks: [chunkOf(10, Buffer.from("a")), chunkOf(30, Buffer.from("b"))] };
    const fixed = { ttft_ms: 100, itl_ms: 7 };
    expect(replaySchedule(c, { kind: "recorded" }, fixed)).toEqual({ head: 5, chunks: [10, 30] });
    expect(replaySchedule(c, { kind: "scaled", factor: 0.5 }, fixed)).toEqual({ head: 2.5, chunks: [5, 15] });
    expect(replaySchedule(c, { kind: "fixed" }, fixed)).toEqual({ head: 0, chunks: [100, 107] });
  });
});

describe("matching", () => {
  it("serves the recording request by request, and names the first differing field otherwise", () => {
    const book = new ReplayBook(new Map([["t", [conv("0000-t", [call("hi"), call("more")])]]]));
    book.begin("s1", "t");
    expect("call" in book.next("s1", "t", chat("hi"))).toBe(true);
    const m = book.next("s1", "t", chat("less"));
    expect(m).toEqual({
      mismatch: "request 2 differs from the recording 0000-t at messages[0].text (field: messages[0].text)",
    });
    expect(book.next("s1", "t", chat("x"))).toEqual({
      mismatch: "request 3: the recording 0000-t ends after 2 (field: position)",
    });
    // The first mismatch is the session's.
    expect(book.end("s1")).toMatch(/request 2 .* messages\[0\]\.text/);
    expect(book.end("s1")).toBeNull();
  });

  it.each([
    ["model", chat("hi", "other")],
    [
      "messages[1]",
      normaliseCall(
        "/v1/chat/completions",
        "",
        JSON.stringify({
          model: "m",
          messages: [
            { role: "user", content: "hi" },
            { role: "user", content: "again" },
          ],
        }),
        same,
      ),
    ],
    [
      "api",
      normaliseCall(
        "/v1/messages",
        "",
        JSON.stringify({ model: "m", messages: [{ role: "user", content: "hi" }] }),
        same,
      ),
    ],
  ])("a request differing in %s is named by it", (field, got) => {
    const book = new ReplayBook(new Map([["t", [conv("0000-t", [call("hi")])]]]));
    const m = book.next("s", "t", got as NonNullable<typeof got>);
    expect(m).toEqual({ mismatch: expect.stringContaining(`(field: ${field})`) });
  });

  it("a task with no recording is a mismatch naming the task", () => {
    const book = new ReplayBook(new Map());
    expect(book.next("s", "nothing", chat("hi"))).toEqual({
      mismatch: expect.stringContaining("field: task"),
    });
  });

  it("sessions take their task's recordings by plan index: 5 sessions over 2 recordings, a retry the same", () => {
    const book = new ReplayBook(new Map([["t", [conv("r0", [call("a")]), conv("r1", [call("b")])]]]));
    const served = ["0000-t", "0001-t", "0002-t", "0013-t", "0013-t"].map((id) => {
      book.begin(id, "t");
      const a = book.next(id, "t", chat("a"));
      book.end(id);
      return "call" in a ? "r0" : "r1";
    });
    expect(served).toEqual(["r0", "r1", "r0", "r1", "r1"]);
  });

  it("sessions with no plan index take the recordings in turn", () => {
    const book = new ReplayBook(new Map([["t", [conv("r0", [call("a")]), conv("r1", [call("b")])]]]));
    const served: string[] = [];
    for (let i = 0; i < 5; i++) {
      book.begin(`s${i}`, "t");
      const a = book.next(`s${i}`, "t", chat("a"));
      served.push("call" in a ? "r0" : "r1");
      book.end(`s${i}`);
    }
    expect(served).toEqual(["r0", "r1", "r0", "r1", "r0"]);
  });
});

describe("tool-call ids", () => {
  it("finds them in every dialect's shape", () => {
    const sse = [
      {
        choices: [{ delta: { tool_calls: [{ index: 0, id: "call_abc", type: "function", function: {} }] } }],
      },
      { type: "content_block_start", content_block: { type: "tool_use", id: "toolu_x1", name: "w" } },
      { type: "response.output_item.added", item: { type: "function_call", id: "fc_9", call_id: "call_r" } },
      { candidates: [{ content: { parts: [{ functionCall: { id: "call_g", name: "w", args: {} } }] } }] },
      { id: "chatcmpl-1", object: "chat.completion.chunk" },
    ]
      .map((o) => `data: ${JSON.stringify(o)}\n\n`)
      .join("");
    expect(toolIdsIn(sse).sort()).toEqual(["call_abc", "call_g", "call_r", "fc_9", "toolu_x1"]);
  });

  it("rewrites them per session, keeping prefix and length, the same way every time", () => {
    const a = rewrittenIds(["call_abc123", "toolu_01"], "s1");
    const b = rewrittenIds(["call_abc123", "toolu_01"], "s2");
    expect(a.get("call_abc123")).toMatch(/^call_[0-9a-f]{6}$/);
    expect(a.get("toolu_01")).toMatch(/^toolu_[0-9a-f]{2}$/);
    expect(a.get("call_abc123")).not.toBe(b.get("call_abc123"));
    expect(rewrittenIds(["call_abc123"], "s1").get("call_abc123")).toBe(a.get("call_abc123"));
  });

  it("rewrites an id split across two chunks and keeps the chunk boundaries", () => {
    const c = {
      ...call("a"),
      chunks: [chunkOf(1, Buffer.from('{"id":"call_a')), chunkOf(2, Buffer.from('bc"}'))],
    };
    const ids = new Map([["call_abc", "call_xyz"]]);
    const out = replayedChunks(c, ids).map((b) => b.toString());
    expect(out).toEqual(['{"id":"call_x', 'yz"}']);
  });
});

describe("cassette files are data", () => {
  it("round-trips a conversation; non-UTF-8 chunks as base64", () => {
    const dir = tmp();
    const c = conv("0000-t", [{ ...call("a"), chunks: [chunkOf(1, Buffer.from([0xe2, 0x82]))] }]);
    expect(c.calls[0].chunks[0]).toEqual({ at: 1, b64: "4oI=" });
    writeConversation(dir, "0000-t", c);
    expect(readCassette(dir).get("t")).toEqual([c]);
  });

  it.each([
    ["not JSON", "{", /not a JSON cassette/],
    ["another version", JSON.stringify({ ...conv("x", []), version: 2 }), /: version: /],
    ["a task that is a path", JSON.stringify({ ...conv("x", []), task: "../up" }), /: task: /],
    [
      "a tool id that could break the bytes",
      JSON.stringify(conv("x", [{ ...call("a"), tool_ids: ['a"b'] }])),
      /: calls\.0\.tool_ids\.0: /,
    ],
    [
      "a header outside the allowed ones",
      JSON.stringify(
        conv("x", [{ ...call("a"), headers: { "set-cookie": "x" } as RecordedCall["headers"] }]),
      ),
      /: calls\.0\.headers: /,
    ],
    [
      "a header value with CR LF",
      JSON.stringify(conv("x", [{ ...call("a"), headers: { "content-type": "a\r\nset-cookie: x" } }])),
      /: calls\.0\.headers\.content-type: a header value holds only visible characters/,
    ],
    [
      "a header value with NUL",
      JSON.stringify(conv("x", [{ ...call("a"), headers: { "retry-after": "1\u0000" } }])),
      /: calls\.0\.headers\.retry-after: /,
    ],
    [
      "a header value past Latin-1",
      JSON.stringify(conv("x", [{ ...call("a"), headers: { "cache-control": "\u0100" } }])),
      /: calls\.0\.headers\.cache-control: /,
    ],
    [
      "a content-length that is no number",
      JSON.stringify(conv("x", [{ ...call("a"), headers: { "content-length": "1, 2" } }])),
      /: calls\.0\.headers\.content-length: content-length is a whole number/,
    ],
    [
      "a content-length the body does not have",
      JSON.stringify(conv("x", [{ ...call("a"), headers: { "content-length": "99" } }])),
      /: calls\.0\.headers\.content-length: content-length is not the length of the recorded body/,
    ],
    [
      "status 42",
      JSON.stringify(conv("x", [{ ...call("a"), status: 42 }])),
      /: calls\.0\.status: a status is 0/,
    ],
    ["status 100", JSON.stringify(conv("x", [{ ...call("a"), status: 100 }])), /: calls\.0\.status: /],
    ["status 600", JSON.stringify(conv("x", [{ ...call("a"), status: 600 }])), /: calls\.0\.status: /],
    [
      "nesting 129 deep",
      JSON.stringify(conv("x", [])).replace('"calls":[]', `"calls":${"[".repeat(129)}${"]".repeat(129)}`),
      /nested deeper than 128 levels/,
    ],
    [
      "nesting 100,000 deep in a tool's parameters",
      JSON.stringify(conv("x", [call("a")])).replace(
        '"tools":[]',
        `"tools":[{"name":"w","parameters":${"[".repeat(1e5)}${"]".repeat(1e5)}}]`,
      ),
      /nested deeper than 128 levels/,
    ],
    [
      "a recording time of 100 characters",
      JSON.stringify({ ...conv("x", []), recorded_at: "9".repeat(100) }),
      /: recorded_at: /,
    ],
  ])("refuses %s with the file and field", (_, text, want) => {
    const file = join(tmp(), "c.json");
    writeFileSync(file, text);
    let line = "";
    try {
      readConversation(file);
    } catch (e) {
      line = (e as UserError).line;
    }
    expect(line).toContain(file);
    expect(line).toMatch(want);
  });
});

describe("normalising", () => {
  it("keeps model, stream, messages and tools; masks secrets; ignores keys in the query", () => {
    const body = JSON.stringify({
      messages: [{ role: "user", content: "key sk-abcdefghijklmnopqrstu here" }],
      tools: [{ functionDeclarations: [{ name: "w", parameters: { type: "object" } }] }],
      contents: [{ role: "user", parts: [{ text: "key sk-abcdefghijklmnopqrstu here" }] }],
    });
    const n = normaliseCall("/v1beta/models/g-1:generateContent", "key=sk-abcdefghijklmnopqrstu", body, (t) =>
      t.replaceAll("sk-abcdefghijklmnopqrstu", "***"),
    );
    expect(n?.request).toEqual({
      model: "g-1",
      stream: false,
      messages: [{ role: "user", text: "key *** here" }],
      tools: [{ name: "w", parameters: { type: "object" } }],
    });
    expect(JSON.stringify(n)).not.toContain("sk-abc");
  });

  it("matches a tool's result with its numbers masked: its words still count", () => {
    const withResult = (out: string) =>
      normaliseCall(
        "/v1/responses",
        "",
        JSON.stringify({ input: [{ type: "function_call_output", call_id: "c", output: out }] }),
        same,
      )?.hash;
    expect(withResult("Chunk ID: 5f3a2b\nWall time: 0.12 seconds")).toBe(
      withResult("Chunk ID: e2c91d\nWall time: 3 seconds"),
    );
    // A random hex id need not hold a digit (1 in 360 of Codex's six-letter chunk ids holds none).
    expect(withResult("Chunk ID: fbeadc\nWall time: 0.1 seconds")).toBe(
      withResult("Chunk ID: 5f3a2b\nWall time: 2 seconds"),
    );
    expect(withResult("1 passed")).not.toBe(withResult("1 failed"));
    expect(withResult("the id field is a string")).not.toBe(withResult("the id field is a number"));
  });

  it("matches other messages with their dates and times masked, every other word kept", () => {
    const prompt = (text: string) => chat(text).hash;
    expect(prompt("<current_date>2026-12-02</current_date> at 07:10:17")).toBe(
      prompt("<current_date>2027-01-30</current_date> at 23:00:00"),
    );
    expect(prompt("write 2 files")).not.toBe(prompt("write 3 files"));
  });

  it("is null for what is no model route", () => {
    expect(normaliseCall("/v1/models", "", "", same)).toBeNull();
  });
});
