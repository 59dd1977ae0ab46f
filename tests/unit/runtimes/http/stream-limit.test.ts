/** A line or SSE event past the limit: protocol_error, nothing more read, and never held whole. */
import { describe, expect, it } from "vitest";
import { LineSplitter } from "../../../../src/runtimes/http/framing.js";
import { parseStream } from "../../../../src/runtimes/http/stream-parser.js";

const MAX = 64;
const opts = (framing: "sse" | "ndjson") => ({
  startMs: 0,
  dialect: "generic" as const,
  framing,
  classify: () => "token" as const,
  maxMessageChars: MAX,
});

describe("stream limits", () => {
  const rows: [string, "sse" | "ndjson", string[], { error: boolean; messages: number }][] = [
    ["an SSE line at the limit", "sse", [`data: ${"a".repeat(MAX - 6)}\n\n`], { error: false, messages: 1 }],
    [
      "an SSE line past it, in one read",
      "sse",
      [`data: ${"a".repeat(MAX)}\n\n`],
      { error: true, messages: 0 },
    ],
    [
      "an SSE line past it, over many reads",
      "sse",
      ["data: ", ..."a".repeat(MAX).split("")],
      { error: true, messages: 0 },
    ],
    [
      "an SSE event of many short data lines",
      "sse",
      ["data: aaaaaaaaaa\n".repeat(8), "\n"],
      { error: true, messages: 0 },
    ],
    [
      "NDJSON lines before the long one still count",
      "ndjson",
      ["{}\n{}\n", "b".repeat(MAX + 1)],
      { error: true, messages: 2 },
    ],
    [
      "an NDJSON last line without newline within the limit",
      "ndjson",
      ["{}\n", "{}"],
      { error: false, messages: 2 },
    ],
  ];
  for (const [name, framing, reads, want] of rows) {
    it(name, () => {
      const r = parseStream(
        reads.map((c, i) => [c, i] as const),
        opts(framing),
      );
      expect(r.messages).toBe(want.messages);
      expect(r.error?.bucket ?? null).toBe(want.error ? "protocol_error" : null);
      if (want.error) expect(r.error?.kind).toBe("too_large");
    });
  }

  it("the splitter holds at most the limit and reports the overflow once", () => {
    const lines: string[] = [];
    const overflows: number[] = [];
    const s = new LineSplitter(
      (l) => lines.push(l),
      10,
      (at) => overflows.push(at),
    );
    s.push("ok\n");
    for (let i = 0; i < 100; i++) s.push("xxxx");
    s.push("\nafter\n");
    expect(lines).toEqual(["ok"]);
    expect(overflows).toEqual([3]);
    expect(s.rest()).toBeNull();
  });
});
