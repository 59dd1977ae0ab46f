/**
 * A run replaying a planted cassette: a header value with CR LF, status 42, nesting thousands deep,
 * a FIFO or a link named like a conversation. The cassette is validated whole when the mock starts,
 * before any session: exit 2 with one line naming the file and the field, never exit 3, and no
 * temporary folder left behind.
 */

import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Conversation, chunkOf, type RecordedCall } from "../../../src/mock-llm/cassette.js";
import { cli } from "../../support/cli-main.js";
import { recordedCall } from "../../support/recorded-call.js";

const ROOT = resolve(import.meta.dirname, "../../..");
const scratch: string[] = [];
afterAll(() => {
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});

function call(over: Partial<RecordedCall>): RecordedCall {
  const body = { model: "m", messages: [{ role: "user", content: "x" }] };
  return recordedCall(body, { chunks: [chunkOf(2, Buffer.from("data: [DONE]\n\n"))], ...over });
}
const conv = (calls: RecordedCall[]): Conversation => ({
  version: 1,
  task: "echo-bench",
  session: "0000-echo-bench",
  recorded_at: "2026-01-01T00:00:00Z",
  truncated: false,
  calls,
});

/** A workspace holding the echo agent, its task and a scenario replaying `cassette/`. */
function workspace(): { dir: string; cassette: string; conversation: string } {
  const dir = mkdtempSync(join(tmpdir(), "planted-cassette-"));
  scratch.push(dir);
  cpSync(join(ROOT, "examples/agents/echo-agent"), join(dir, "echo-agent"), { recursive: true });
  cpSync(join(ROOT, "tasks/echo-bench"), join(dir, "echo-bench"), { recursive: true });
  const cassette = join(dir, "cassette");
  mkdirSync(join(cassette, "echo-bench"), { recursive: true });
  writeFileSync(
    join(dir, "scenario.yaml"),
    `name: planted
runtime: local
services:
  mock_llm: { replay: cassette }
pairs:
  - agent: { name: echo-agent, command: [node, /agent/agent.mjs], mount: echo-agent }
    task: echo-bench
    sessions: 2
    n_concurrent: 2
thresholds:
  pass_rate: ["rate>=0.5"]
`,
  );
  return { dir, cassette, conversation: join(cassette, "echo-bench", "0000-echo-bench.json") };
}

const deep = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;

describe("run: a planted cassette is exit 2 before any session", () => {
  it.each([
    [
      "a header value with CR LF",
      (file: string) =>
        writeFileSync(file, JSON.stringify(conv([call({ headers: { "content-type": "a\r\nb" } })]))),
      /: calls\.0\.headers\.content-type: a header value holds only visible characters/,
    ],
    [
      "status 42",
      (file: string) => writeFileSync(file, JSON.stringify(conv([call({ status: 42 })]))),
      /: calls\.0\.status: a status is 0 \(no answer\) or from 200 to 599/,
    ],
    [
      "nesting 50,000 deep",
      (file: string) =>
        writeFileSync(file, JSON.stringify(conv([])).replace('"calls":[]', `"calls":${deep(5e4)}`)),
      /: nested deeper than 128 levels/,
    ],
  ] as [string, (file: string) => void, RegExp][])(
    "%s → exit 2 naming the file and field",
    async (_, plant, want) => {
      const w = workspace();
      plant(w.conversation);
      const temp = join(w.dir, "tmp");
      mkdirSync(temp);
      const was = process.env.TMPDIR;
      process.env.TMPDIR = temp;
      try {
        const { code, lines } = await cli([
          "run",
          join(w.dir, "scenario.yaml"),
          "--out",
          join(w.dir, "runs"),
        ]);
        expect(code).toBe(2);
        const line = lines.find((l) => l.includes(w.conversation)) ?? lines.join("\n");
        expect(line).toMatch(want);
      } finally {
        if (was === undefined) delete process.env.TMPDIR;
        else process.env.TMPDIR = was;
      }
      expect(readdirSync(temp)).toEqual([]);
    },
  );

  it.each([
    ["a FIFO", (file: string) => execFileSync("mkfifo", [file])],
    ["a link to a conversation outside", (file: string, outside: string) => symlinkSync(outside, file)],
  ] as [string, (file: string, outside: string) => void][])(
    "%s named like a conversation is passed over: the run starts and replays nothing",
    async (_, plant) => {
      const w = workspace();
      const outside = join(w.dir, "elsewhere.json");
      writeFileSync(outside, JSON.stringify(conv([call({})])));
      plant(w.conversation, outside);
      const { code, lines } = await cli(["run", join(w.dir, "scenario.yaml"), "--out", join(w.dir, "runs")]);
      // No recording of the task: each session is replay_mismatch, the gate fails (exit 1), nothing hangs.
      expect(code, lines.join("\n")).toBe(1);
      const [run] = readdirSync(join(w.dir, "runs"));
      const report = JSON.parse(readFileSync(join(w.dir, "runs", run, "report.json"), "utf8"));
      expect(report.error_buckets).toEqual({ replay_mismatch: 2 });
    },
  );
});
