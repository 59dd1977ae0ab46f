/** Files an agent leaves are read up to a bound, and a log's tail without reading the whole log. */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readBounded, readTail } from "../../src/read-bounded.js";

const dir = mkdtempSync(join(tmpdir(), "read-bounded-"));
const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};

describe("readBounded / readTail", () => {
  it.each([
    ["under the bound: whole", "abcdef", 10, "abcdef"],
    ["at the bound: whole", "abcdef", 6, "abcdef"],
    ["past it: the first bytes only", "abcdef", 4, "abcd"],
    ["empty", "", 4, ""],
  ])("%s", async (_, text, max, want) => {
    expect(await readBounded(file(`${max}-${text.length}`, text), max)).toBe(want);
  });

  it("a FIFO or a folder in a file's place is null, without waiting for a writer", async () => {
    const fifo = join(dir, "fifo");
    execFileSync("mkfifo", [fifo]);
    expect(await readBounded(fifo)).toBeNull();
    expect(await readTail(fifo)).toBeNull();
    expect(await readBounded(dir)).toBeNull();
  });

  it("a missing file is null", async () => {
    expect(await readBounded(join(dir, "none"))).toBeNull();
    expect(await readTail(join(dir, "none"))).toBeNull();
  });

  it("the tail is the last bytes", async () => {
    expect(await readTail(file("log", "first\nsecond\nlast line\n"), 10)).toBe("last line\n");
  });
});
