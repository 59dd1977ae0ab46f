/**
 * The README's "Try it", as a newcomer runs it: a fresh clone, no `npm ci`, the bundled CLI. Nothing
 * from node_modules is reachable from the clone, so the demo proves it needs no install.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../support/cli-entry.js";
import { runProcess } from "../../support/process.js";

/** The shell lines of the README's first code block under "## Try it". */
function tryItCommands(): string[] {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const section = readme.slice(
    readme.indexOf("## Try it"),
    readme.indexOf("\n## ", readme.indexOf("## Try it") + 1),
  );
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  return block.trim().split("\n");
}

let scratch: string;
let clone: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "try-it-"));
  clone = join(scratch, "agent-loadtest-action");
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", ROOT, clone], { timeout: 120_000 });
}, 130_000);
afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("README: Try it", () => {
  it("is a clone and the bundled CLI's demo, with no install step", () => {
    const lines = tryItCommands();
    expect(lines).toEqual([
      expect.stringMatching(/^git clone \S+ && cd agent-loadtest-action$/),
      "node dist/cli.js demo",
    ]);
    expect(lines.join("\n")).not.toMatch(/npm (ci|i|install)\b/);
  });

  it("runs the demo in a fresh clone with no node_modules anywhere above it", async () => {
    for (let d = clone; ; d = dirname(d)) {
      expect(existsSync(join(d, "node_modules")), d).toBe(false);
      if (dirname(d) === d) break;
    }
    const env = { NODE_PATH: "", NODE_OPTIONS: "" };
    const r = await runProcess(process.execPath, ["dist/cli.js", "demo"], {
      cwd: clone,
      env,
      timeoutMs: 120_000,
    });
    expect(r.code, r.out).toBe(0);
    expect(r.out).toMatch(/^verdict: PASS/m);
    expect(r.out).toMatch(/^run dir: runs\/quickstart__/m);
  }, 130_000);
});
