/** `cassette list|prune|diff`: what each says of a cassette written as the gateway writes one. */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cassetteCommand, diffLines, listLines, pruneLines } from "../../../src/cli/cassette.js";
import { UserError } from "../../../src/errors.js";
import {
  type Conversation,
  chunkOf,
  conversationPath,
  normaliseCall,
  type RecordedCall,
  writeConversation,
} from "../../../src/mock-llm/cassette.js";

const scratch: string[] = [];
afterAll(() => {
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});

function call(prompt: string, status = 200, ids: string[] = [], last = 100): RecordedCall {
  const n = normaliseCall(
    "/v1/chat/completions",
    "",
    JSON.stringify({ model: "m", messages: [{ role: "user", content: prompt }] }),
    (t) => t,
  );
  if (!n) throw new Error("no route");
  return {
    api: n.api,
    path: "/v1/chat/completions",
    request: n.request,
    hash: n.hash,
    status,
    headers: {},
    head_at: 1,
    chunks: [chunkOf(last, Buffer.from("data: {}\n\n"))],
    cut: false,
    tool_ids: ids,
    usage: null,
  };
}

function cassette(convs: [task: string, session: string, at: string, calls: RecordedCall[]][]): string {
  const dir = mkdtempSync(join(tmpdir(), "cassette-cli-"));
  scratch.push(dir);
  for (const [task, session, at, calls] of convs) {
    const c: Conversation = { version: 1, task, session, recorded_at: at, truncated: false, calls };
    writeConversation(dir, session, c);
  }
  return dir;
}

describe("cassette", () => {
  it("list: per task, conversations, calls and tool calls", () => {
    const dir = cassette([
      ["a", "0000-a", "2026-01-01T00:00:00Z", [call("x", 200, ["call_1"]), call("y")]],
      ["a", "0001-a", "2026-01-02T00:00:00Z", [call("x")]],
      ["b", "0002-b", "2026-01-01T00:00:00Z", [call("z")]],
    ]);
    const lines = listLines(dir);
    expect(lines[0]).toMatch(/^a: 2 conversation\(s\), 3 call\(s\), 1 tool call\(s\), \d+ bytes$/);
    expect(lines[1]).toMatch(/^b: 1 conversation\(s\), 1 call\(s\), 0 tool call\(s\)/);
    expect(lines[2]).toMatch(/^2 task\(s\), \d+ bytes in /);
  });

  it("prune: keeps each task's newest; --dry-run deletes nothing", () => {
    const dir = cassette([
      ["a", "0000-a", "2026-01-01T00:00:00Z", [call("x")]],
      ["a", "0001-a", "2026-01-03T00:00:00Z", [call("x")]],
      ["a", "0002-a", "2026-01-02T00:00:00Z", [call("x")]],
    ]);
    expect(pruneLines(dir, 1, true)[0]).toMatch(/^would remove a\/0002-a/);
    expect(existsSync(conversationPath(dir, "a", "0000-a"))).toBe(true);
    const lines = pruneLines(dir, 1, false);
    expect(lines.slice(0, 2)).toEqual([
      expect.stringMatching(/^removed a\/0002-a/),
      expect.stringMatching(/^removed a\/0000-a/),
    ]);
    expect(existsSync(conversationPath(dir, "a", "0001-a"))).toBe(true);
    expect(existsSync(conversationPath(dir, "a", "0002-a"))).toBe(false);
    expect(existsSync(conversationPath(dir, "a", "0000-a"))).toBe(false);
  });

  it("diff: the first request field, status, tool calls and a moved last byte, call by call", () => {
    const at = "2026-01-01T00:00:00Z";
    const a = cassette([
      ["t", "0000-t", at, [call("x"), call("y", 200, ["call_1"]), call("z", 200, [], 100)]],
    ]);
    const b = cassette([
      ["t", "0000-t", at, [call("x2"), call("y", 429), call("z", 200, [], 300)]],
      ["u", "0001-u", at, []],
    ]);
    expect(diffLines(a, b)).toEqual([
      "t/0000-t ↔ 0000-t call 1: request differs at messages[0].text",
      "t/0000-t ↔ 0000-t call 2: status 200 → 429",
      "t/0000-t ↔ 0000-t call 2: 1 tool call(s) → 0",
      "t/0000-t ↔ 0000-t call 3: last byte at 100 ms → 300 ms",
      "u: 0 conversation(s) → 1",
    ]);
    expect(diffLines(a, a)).toEqual(["no differences"]);
  });

  it.each([[["list"]], [["prune", "d", "--keep", "-1"]], [["nope", "d"]]])(
    "refuses %j with a usage error",
    async (argv) => {
      await expect(cassetteCommand(argv)).rejects.toBeInstanceOf(UserError);
    },
  );
});
