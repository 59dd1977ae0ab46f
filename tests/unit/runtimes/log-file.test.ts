import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { finished } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { boundedLogFile, cutMarker } from "../../../src/runtimes/log-file.js";

async function written(chunks: string[], bytes: number): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), "log-file-")), "out.log");
  const log = boundedLogFile(file, bytes);
  for (const c of chunks) log.write(Buffer.from(c));
  log.end();
  await finished(log);
  return readFileSync(file, "utf8");
}

describe("a session's log file under its bound", () => {
  it.each([
    { chunks: ["abc", "def"], bytes: 10, file: "abcdef" },
    { chunks: ["abcdefghij"], bytes: 10, file: "abcdefghij" },
    { chunks: ["abcdefghijkl"], bytes: 10, file: `abcdefghij${cutMarker(10, 2)}` },
    { chunks: ["abcdef", "ghijkl", "mn"], bytes: 10, file: `abcdefghij${cutMarker(10, 4)}` },
    { chunks: ["", "x"], bytes: 0, file: cutMarker(0, 1) },
  ])("$chunks at $bytes bytes", async ({ chunks, bytes, file }) => {
    expect(await written(chunks, bytes)).toBe(file);
  });
});
