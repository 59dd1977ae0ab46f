import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { limit } from "../../../src/limits.js";
import { readEventLog } from "../../../src/pipeline/event-log.js";

const dir = mkdtempSync(join(tmpdir(), "event-log-"));
const start = JSON.stringify({
  type: "run_start",
  t: 1,
  run_id: "r",
  scenario: {},
  scenario_name: "s",
  scenario_hash: "h",
  planned_sessions: 1,
  environment: {},
});
const end = JSON.stringify({ type: "run_end", t: 2, interrupted: false });

function read(text: string | Buffer) {
  const file = join(dir, `${Math.random()}.jsonl`);
  writeFileSync(file, text);
  return readEventLog(file, "events.jsonl");
}

describe("readEventLog", () => {
  it.each<[string, string | Buffer, number, number]>([
    ["clean", `${start}\n${end}\n`, 2, 0],
    ["no final newline", `${start}\n${end}`, 2, 0],
    ["blank lines", `\n${start}\n\n${end}\n\n`, 2, 0],
    ["cut last line", `${start}\n${end.slice(0, 10)}`, 1, 10],
    [
      "cut inside a multi-byte character",
      Buffer.concat([Buffer.from(`${start}\n{"m":"`), Buffer.from("é").subarray(0, 1)]),
      1,
      7,
    ],
    ["an event of a newer version", `${start}\n{"type":"future","t":3}\n`, 2, 0],
  ])("%s → %i events, %i bytes dropped", (_, text, events, dropped) => {
    const r = read(text);
    expect(r.events).toHaveLength(events);
    expect(r.droppedBytes).toBe(dropped);
  });

  it.each<[string, string, RegExp]>([
    ["a torn line before the end", `${end.slice(0, 9)}\n${start}\n`, /^events\.jsonl:1: not a JSON event$/],
    [
      "a JSON value that is not an object",
      `${start}\n42\n`,
      /^events\.jsonl:2: \(line\): expected a JSON object$/,
    ],
    [
      "a wrong type",
      `${start}\n{"type":"run_end","t":"soon","interrupted":false}\n`,
      /^events\.jsonl:2: t: /,
    ],
    [
      "an unknown bucket",
      `${start}\n{"type":"session_end","t":3,"session":"a","attempt":1,"status":"failed","reward":0,"bucket":"nope","error":null}\n`,
      /^events\.jsonl:2: bucket: /,
    ],
    [
      "a huge number",
      `${start}\n{"type":"run_end","t":1e999,"interrupted":false}\n`,
      /^events\.jsonl:2: t: /,
    ],
  ])("%s → exit 2 naming line and field", (_, text, message) => {
    expect(() => read(text)).toThrow(
      expect.objectContaining({ exitCode: 2, line: expect.stringMatching(message) }),
    );
  });
});

// Lines of 64 MiB: bounded generously, since a loaded runner reads them several times slower.
describe("readEventLog: the line limit", { timeout: 60_000 }, () => {
  const long = `{"type":"log","t":1,"level":"info","message":"${"x".repeat(limit("eventLineBytes"))}"}`;

  it("refuses a line past LIMITS.eventLineBytes, naming it, without holding it", () => {
    expect(() => read(`${start}\n${long}\n${end}\n`)).toThrow(
      expect.objectContaining({
        where: "events.jsonl:2",
        message: expect.stringMatching(/longer than 67108864 bytes/),
      }),
    );
  });

  it("with onInvalid, counts it and reads every other line", () => {
    const file = join(dir, "long.jsonl");
    writeFileSync(file, `${start}\n${long}\n${end}\n`);
    const bad: number[] = [];
    const log = readEventLog(file, "events.jsonl", (b) => bad.push(b.line));
    expect(bad).toEqual([2]);
    expect(log.lines).toEqual([1, 3]);
  });

  it("a line just under the limit, split over many reads, is read whole", () => {
    const message = "y".repeat(3 * 1024 * 1024 + 7);
    const log = read(`${start}\n{"type":"log","t":1,"level":"info","message":"${message}"}\n${end}`);
    expect(log.lines).toEqual([1, 2, 3]);
    expect((log.events[1] as { message: string }).message).toBe(message);
  });
});
