/**
 * Names that become cassette paths: a session or task name passes the safe-name rule and its path
 * stays inside the cassette folder, in the store (`conversationPath`, `writeConversation`) and in
 * the gateway's recorder, which records nothing for a name it cannot store. Links planted in the
 * cassette are never written through.
 */
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { UserError } from "../../../src/errors.js";
import {
  type Conversation,
  conversationPath,
  taskOfSession,
  writeConversation,
} from "../../../src/mock-llm/cassette.js";
import { CassetteRecorder } from "../../../src/runtimes/gateway/recorder.js";
import { conversation } from "../../support/recorded-call.js";

const scratch: string[] = [];
afterAll(() => {
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});
/** A root holding `cassette/`; what lands under the root is what the test lists. */
function root(): { root: string; cassette: string } {
  const r = mkdtempSync(join(tmpdir(), "cassette-names-"));
  scratch.push(r);
  return { root: r, cassette: join(r, "cassette") };
}
const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((d) => relative(dir, join(d.parentPath, d.name)))
    .sort();

const conv = (task: string, session: string): Conversation => conversation(task, session);

const HOSTILE = ["..", ".", "../up", "a/b", "/etc/passwd", "a\u0000b", "a".repeat(300), "", ".hidden", "a b"];

describe("the store: names that become paths", () => {
  it("a safe task and session: <dir>/<task>/<session>.json", () => {
    expect(conversationPath("/c", "hello-file", "0007-hello-file")).toBe(
      "/c/hello-file/0007-hello-file.json",
    );
  });

  it.each(HOSTILE)("task %j: refused (exit 2), field task", (task) => {
    const err = (() => {
      try {
        conversationPath("/c", task, "0001-a");
      } catch (e) {
        return e as UserError;
      }
    })();
    expect(err).toBeInstanceOf(UserError);
    expect(err?.field).toBe("task");
  });

  it.each(HOSTILE)("session %j: refused (exit 2), field session", (session) => {
    expect(() => conversationPath("/c", "a", session)).toThrow(UserError);
  });

  it("a task folder planted as a link out of the cassette: refused, nothing written through it", () => {
    const { root: r, cassette } = root();
    mkdirSync(join(r, "elsewhere"));
    mkdirSync(cassette);
    symlinkSync(join(r, "elsewhere"), join(cassette, "a"));
    expect(() => writeConversation(cassette, "0001-a", conv("a", "0001-a"))).toThrow(
      /leads out of the cassette/,
    );
    expect(readdirSync(join(r, "elsewhere"))).toEqual([]);
  });

  it("links planted at the conversation's name and its temporary name are replaced, not followed", () => {
    const { root: r, cassette } = root();
    const victim = join(r, "victim.json");
    writeFileSync(victim, "kept\n");
    mkdirSync(join(cassette, "a"), { recursive: true });
    const path = conversationPath(cassette, "a", "0001-a");
    symlinkSync(victim, path);
    symlinkSync(victim, `${path}.tmp-${process.pid}`);
    writeConversation(cassette, "0001-a", conv("a", "0001-a"));
    expect(readFileSync(victim, "utf8")).toBe("kept\n");
    expect(lstatSync(path).isFile()).toBe(true);
    expect(JSON.parse(readFileSync(path, "utf8")).session).toBe("0001-a");
    expect(() => readlinkSync(`${path}.tmp-${process.pid}`)).toThrow();
  });
});

describe("the recorder: a name it cannot store is not recorded", () => {
  it.each([
    // session,          task,    what is written under the root
    ["0001-a", "a", ["cassette", "cassette/a", "cassette/a/0001-a.json"]],
    ["../../escaped", "a", []],
    ["0001-a", "../..", []],
    ["/tmp/abs", "a", []],
    ["a\u0000b", "a", []],
    ["a".repeat(96), "a", []],
    ["0002-..", "..", []],
  ])("session %j of task %j", (session, task, want) => {
    const { root: r, cassette } = root();
    const rec = new CassetteRecorder(cassette);
    rec.begin(session, task);
    expect(rec.call(session, "/v1/chat/completions", 0) === null).toBe(want.length === 0);
    rec.end(session);
    rec.close();
    expect(files(r)).toEqual(want);
  });

  it.each([
    ["0007-hello-file", "hello-file"],
    ["hello", "hello"],
    ["0002-..", "session"],
    ["0003-", "session"],
    ["0004-.x", "session"],
  ])("a session no runner announced, %j, records under task %j", (session, task) => {
    expect(taskOfSession(session)).toBe(task);
  });
});
