import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COMMANDS } from "../../../src/cli/commands.js";
import { parseFlags } from "../../../src/cli/common.js";
import { commandHelp, readmeTable, usageLine } from "../../../src/cli/help.js";
import { main } from "../../../src/cli/main.js";
import { UserError } from "../../../src/errors.js";

const CLI_DOC = fileURLToPath(new URL("../../../docs/cli.md", import.meta.url));
/** The CLI table of docs/cli.md: from its header row to the first line that is not a table row. */
const TABLE = /^\| command \| does \|\n(?:\|.*\|\n)+/m;

async function printed(argv: string[]): Promise<{ code: number; text: string }> {
  const lines: string[] = [];
  vi.spyOn(console, "log").mockImplementation((...a) => void lines.push(a.join(" ")));
  vi.spyOn(console, "error").mockImplementation((...a) => void lines.push(a.join(" ")));
  const code = await main(argv);
  return { code, text: lines.join("\n") };
}

/** An argv that gives every flag of a command once. */
const everyFlag = (flags: (typeof COMMANDS)[number]["flags"]) =>
  Object.entries(flags).flatMap(([name, f]) => (f.type === "boolean" ? [`--${name}`] : [`--${name}`, "x"]));

afterEach(() => vi.restoreAllMocks());

describe("the command table", () => {
  it("is the CLI table of docs/cli.md (UPDATE_DOCS=1 rewrites it)", () => {
    const doc = readFileSync(CLI_DOC, "utf8");
    const table = `${readmeTable(COMMANDS)}\n`;
    if (process.env.UPDATE_DOCS === "1") writeFileSync(CLI_DOC, doc.replace(TABLE, table));
    const current = TABLE.exec(readFileSync(CLI_DOC, "utf8"))?.[0];
    expect(current, "docs/cli.md's CLI table differs from src/cli/commands.ts; run npm run docs").toBe(table);
  });

  it.each([["--version"], ["-V"]])("%s prints the installed package's version, exit 0", async (flag) => {
    const pkg = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8"));
    expect(await printed([flag])).toEqual({ code: 0, text: `agent-loadtest ${pkg.version}` });
  });

  it("names each command once", () => {
    const names = COMMANDS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    [
      "run",
      "run <scenario.yaml> [--out DIR] [--baseline-dir DIR] [--shard i/n] [--set path=value] [--allow-host-path DIR] [-q/--quiet] [--locale en|zh-CN] [--progress off|plain|tty] [--progress-interval SECONDS]",
    ],
    ["validate", "validate <scenario.yaml> [--set path=value] [--allow-host-path DIR]"],
    [
      "merge",
      "merge <run-dir>... --out DIR --scenario FILE [--baseline-dir DIR] [--set path=value] [--allow-host-path DIR]",
    ],
    ["demo", "demo [--out DIR] [--locale en|zh-CN]"],
  ])("%s's usage line", (name, line) => {
    expect(usageLine(COMMANDS.find((c) => c.name === name)!)).toBe(line);
  });
});

describe.each(COMMANDS.map((c) => [c.name, c] as const))("agent-loadtest %s", (name, cmd) => {
  it("--help prints its usage and every flag it accepts, exit 0", async () => {
    const { code, text } = await printed([name, "--help"]);
    expect(code).toBe(0);
    expect(text).toBe(commandHelp(cmd));
    for (const [flag, f] of Object.entries(cmd.flags)) {
      expect(text).toContain(`--${flag}`);
      expect(text).toContain(f.help);
      if (f.short) expect(text).toContain(`-${f.short}, --${flag}`);
    }
  });

  it("accepts every flag its help lists, and refuses one it does not", () => {
    expect(() => parseFlags(name, everyFlag(cmd.flags), cmd.flags)).not.toThrow();
    expect(() => parseFlags(name, ["--not-a-flag"], cmd.flags)).toThrow(UserError);
  });
});

describe("agent-loadtest --help", () => {
  it("lists every command's usage line", async () => {
    const { code, text } = await printed(["--help"]);
    expect(code).toBe(0);
    for (const c of COMMANDS) expect(text).toContain(`  ${usageLine(c)}\n`);
  });

  it("help <command> is <command> --help", async () => {
    expect((await printed(["help", "validate"])).text).toBe((await printed(["validate", "--help"])).text);
  });

  it("refuses a required flag left out, naming it", async () => {
    const { code, text } = await printed(["merge", "a", "b"]);
    expect(code).toBe(2);
    expect(text).toBe("error: --out: is required");
  });
});
