/**
 * The smaller promises of `init` and of the help: a wrong answer is re-asked saying what is valid,
 * Ctrl-D ends the questions as the user's choice (exit 2, nothing written), the run folder goes into
 * .gitignore without clobbering or repeating, and a command's help lists only the exit codes it returns.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COMMANDS } from "../../../src/cli/commands.js";
import { commandHelp } from "../../../src/cli/help.js";
import { type Ask, askAnswers, withTerminal } from "../../../src/cli/init.js";
import { SCENARIO_FILE, withIgnored } from "../../../src/cli/init-files.js";
import { main } from "../../../src/cli/main.js";
import { UserError } from "../../../src/errors.js";

const tmp = () => mkdtempSync(join(tmpdir(), "init-"));

async function printed(argv: string[]): Promise<{ code: number; text: string }> {
  const lines: string[] = [];
  vi.spyOn(console, "log").mockImplementation((...a) => void lines.push(a.join(" ")));
  vi.spyOn(console, "error").mockImplementation((...a) => void lines.push(a.join(" ")));
  const code = await main(argv);
  return { code, text: lines.join("\n") };
}

afterEach(() => vi.restoreAllMocks());

describe("a wrong answer is asked again, saying what is valid", () => {
  it.each([
    [["9", "3"], /^"9" is not a valid answer: expected 1, 2 or 3 \(empty: 2\)\.\nWhat runs your agent\?/],
    [
      ["1", "kodex", ""],
      /^"kodex" is not a valid answer: expected one of claude-code, codex, .+ \(empty: claude-code\)\.\nWhich one\?/,
    ],
    [
      ["2", "ftp://x", ""],
      /^"ftp:\/\/x" is not a valid answer: expected an http\(s\) URL, or empty for a stand-in service\.\n/,
    ],
  ])("answers %j", async (answers, again) => {
    const asked: string[] = [];
    const left = [...answers];
    const ask: Ask = async (q) => {
      asked.push(q);
      return left.shift() ?? "";
    };
    await askAnswers({}, ask);
    expect(asked).toHaveLength(answers.length);
    expect(asked.at(-1)).toMatch(again);
    expect(asked.slice(0, -1).some((q) => q.includes("is not a valid answer"))).toBe(false);
  });

  it("gives up after three, naming what was expected", async () => {
    await expect(askAnswers({}, async () => "x")).rejects.toThrow(
      /no valid answer after three tries \(expected 1, 2 or 3/,
    );
  });
});

describe("Ctrl-D at a question", () => {
  /** A terminal whose user answers each prompt from `answers`, then presses Ctrl-D (the input ends). */
  function terminal(answers: string[]) {
    const input = new PassThrough();
    const output = new PassThrough();
    const left = [...answers];
    output.on("data", (d) => {
      if (!String(d).endsWith(": ")) return;
      const a = left.shift();
      if (a === undefined) input.end();
      else input.write(`${a}\n`);
    });
    return { input, output };
  }

  it.each([[[]], [["1"]], [["2"]], [["9"]]])(
    "after %j ends init as the user's choice: exit 2, one line",
    async (answers) => {
      const { input, output } = terminal(answers);
      const asked = withTerminal((ask) => askAnswers({}, ask), input, output);
      await expect(asked).rejects.toThrow(UserError);
      await expect(asked).rejects.toMatchObject({
        exitCode: 2,
        message: "the input ended before an answer (Ctrl-D); nothing was written",
      });
    },
  );

  it("answers on the terminal choose as the script does", async () => {
    const { input, output } = terminal(["9", "1", "codex"]);
    expect(await withTerminal((ask) => askAnswers({}, ask), input, output)).toEqual({
      agent: "codex",
      url: undefined,
    });
  });
});

describe("the run folder in .gitignore", () => {
  const added = "# agent-loadtest: run folders (reports, events, session logs)\nruns/\n";
  it.each([
    [null, added],
    ["node_modules/\n", `node_modules/\n${added}`],
    ["node_modules/", `node_modules/\n${added}`],
    ["runs/\n", null],
    ["/runs\n", null],
    ["dist\nruns\n", null],
  ])("%j becomes %j", (existing, text) => {
    expect(withIgnored(existing)).toBe(text);
  });

  it("init adds it to the project's .gitignore, keeping what is there, once", async () => {
    const dir = tmp();
    writeFileSync(join(dir, ".gitignore"), "node_modules/\n");
    const first = await printed(["init", "--yes", "--agent", "command", "--dir", dir]);
    expect(first.code).toBe(0);
    expect(first.text).toMatch(/^added runs\/ to \.gitignore$/m);
    expect(readFileSync(join(dir, ".gitignore"), "utf8")).toBe(`node_modules/\n${added}`);
    vi.restoreAllMocks();
    const again = await printed(["init", "--yes", "--agent", "command", "--force", "--dir", dir]);
    expect(again.code).toBe(0);
    expect(again.text).not.toMatch(/gitignore/);
    expect(readFileSync(join(dir, ".gitignore"), "utf8")).toBe(`node_modules/\n${added}`);
  });

  it("init writes one where there is none", async () => {
    const dir = tmp();
    const { code, text } = await printed(["init", "--yes", "--dir", dir]);
    expect(code).toBe(0);
    expect(text).toMatch(/^wrote \.gitignore$/m);
    expect(readFileSync(join(dir, ".gitignore"), "utf8")).toBe(added);
    expect(existsSync(join(dir, SCENARIO_FILE))).toBe(true);
  });
});

describe("a command's help lists the exit codes it can return", () => {
  const verdicts = new Set(["run", "report", "merge", "demo"]);
  it.each(COMMANDS.map((c) => [c.name, c] as const))("%s", (name, c) => {
    const codes = commandHelp(c).split("\n").at(-1) ?? "";
    expect(codes).toMatch(/^exit codes: /);
    expect(codes.includes("1 gate failed")).toBe(verdicts.has(name));
  });
});
