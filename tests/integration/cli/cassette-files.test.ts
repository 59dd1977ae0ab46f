/**
 * `cassette` opens only regular files inside its folder: a FIFO, a device, a folder or a link named
 * like a conversation or a task is passed over by `list`, `diff` and `prune` (never opened, never
 * followed out, never deleted), and refused with the file named when read directly. A regression
 * that opened a FIFO would block; a writer opened on each FIFO after a while turns that into a
 * wrong answer instead of a hung suite.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { UserError } from "../../../src/errors.js";
import { type Conversation, readConversation, writeConversation } from "../../../src/mock-llm/cassette.js";
import { cli } from "../../support/cli-main.js";
import { conversation } from "../../support/recorded-call.js";

const scratch: string[] = [];
const watchdogs: ChildProcess[] = [];
afterEach(() => {
  for (const w of watchdogs.splice(0)) {
    try {
      if (w.pid) process.kill(-w.pid, "SIGKILL");
    } catch {
      // it already opened its FIFO and ended
    }
  }
});
afterAll(() => {
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});

const conv = (task: string, session: string): Conversation => conversation(task, session);

/** A FIFO at `path`, and a writer that opens it after a while so a blocked reader would wake. */
function fifo(path: string): void {
  execFileSync("mkfifo", [path]);
  const w = spawn("sh", ["-c", 'sleep 20; : > "$1"', "sh", path], { detached: true, stdio: "ignore" });
  watchdogs.push(w);
}

/** A cassette holding `a/0000-a.json`, and beside it (outside) a folder of valid conversations. */
function setup(): { dir: string; outside: string } {
  const root = mkdtempSync(join(tmpdir(), "cassette-files-"));
  scratch.push(root);
  const dir = join(root, "cassette");
  const outside = join(root, "outside");
  writeConversation(dir, "0000-a", conv("a", "0000-a"));
  writeConversation(outside, "0009-x", conv("x", "0009-x"));
  return { dir, outside };
}

describe("cassette list: only regular files inside the folder", () => {
  it.each([
    ["a FIFO named like a conversation", ({ dir }) => fifo(join(dir, "a", "0001-a.json"))],
    ["a FIFO named like a task folder", ({ dir }) => fifo(join(dir, "b"))],
    [
      "a link to a conversation outside",
      ({ dir, outside }) => symlinkSync(join(outside, "x", "0009-x.json"), join(dir, "a", "0002-a.json")),
    ],
    [
      "a link to a task folder outside",
      ({ dir, outside }) => symlinkSync(join(outside, "x"), join(dir, "x")),
    ],
    ["a link to a device", ({ dir }) => symlinkSync("/dev/zero", join(dir, "a", "0003-a.json"))],
    ["a link to itself", ({ dir }) => symlinkSync("0004-a.json", join(dir, "a", "0004-a.json"))],
    ["a folder named like a conversation", ({ dir }) => mkdirSync(join(dir, "a", "0005-a.json"))],
  ] as [string, (p: { dir: string; outside: string }) => void][])(
    "%s: passed over, exit 0",
    async (_, plant) => {
      const paths = setup();
      plant(paths);
      const { code, lines } = await cli(["cassette", "list", paths.dir]);
      expect({ code, lines: lines.map((l) => l.replace(/\d+ bytes/, "N bytes")) }).toEqual({
        code: 0,
        lines: [
          "a: 1 conversation(s), 0 call(s), 0 tool call(s), N bytes",
          `1 task(s), N bytes in ${paths.dir}`,
        ],
      });
    },
  );

  it("diff passes them over too; prune deletes neither a link nor what it points at", async () => {
    const { dir, outside } = setup();
    const target = join(outside, "x", "0009-x.json");
    symlinkSync(target, join(dir, "a", "0002-a.json"));
    fifo(join(dir, "a", "0001-a.json"));
    expect(await cli(["cassette", "diff", dir, dir])).toEqual({ code: 0, lines: ["no differences"] });
    const pruned = await cli(["cassette", "prune", dir, "--keep", "0"]);
    expect(pruned.code).toBe(0);
    expect(pruned.lines[0]).toMatch(/^removed a\/0000-a /);
    expect(pruned.lines).toHaveLength(2);
    expect(existsSync(join(dir, "a", "0002-a.json"))).toBe(true);
    expect(existsSync(target)).toBe(true);
  });
});

describe("a conversation read directly", () => {
  it.each([
    ["a FIFO", (dir: string) => fifo(join(dir, "c.json")), /a recorded conversation is a regular file/],
    ["a link", (dir: string) => symlinkSync("/etc/hostname", join(dir, "c.json")), /it is a link/],
    [
      "a folder",
      (dir: string) => mkdirSync(join(dir, "c.json")),
      /a recorded conversation is a regular file/,
    ],
    ["a device", () => "/dev/zero", /a recorded conversation is a regular file/],
  ] as [string, (dir: string) => string | undefined, RegExp][])(
    "%s: refused (exit 2) naming it, without blocking or reading it",
    (_, plant, why) => {
      const dir = setup().dir;
      const file = plant(dir) ?? join(dir, "c.json");
      let err: unknown = null;
      try {
        readConversation(file);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(UserError);
      expect((err as UserError).exitCode).toBe(2);
      expect((err as UserError).line).toContain(file);
      expect((err as UserError).line).toMatch(why);
    },
  );
});
