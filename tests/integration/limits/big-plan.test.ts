/**
 * Plans at the sessions limit cost memory by their pairs, not their sessions: `run` with 1e8
 * planned sessions starts its first session with the CLI's resident memory under a budget no
 * per-session array fits in (1e8 sessions × even 8 bytes is 800 MB), and SIGINT then ends it (130).
 * Past the limit, `validate` refuses the plan with exit 2 naming the field.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliEntry, ROOT } from "../../support/cli-entry.js";

/** The CLI's whole resident memory while it runs a 1e8-session plan. */
const RSS_BUDGET_KB = 250 * 1024;
const scratch = mkdtempSync(join(tmpdir(), "big-plan-"));
let cli: { entry: string; cleanup(): void };

beforeAll(async () => {
  cli = await cliEntry();
}, 60_000);
afterAll(() => {
  cli?.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

function scenario(name: string, sessions: number, extra: string[] = []): string {
  const file = join(scratch, `${name}.yaml`);
  writeFileSync(
    file,
    [
      `name: ${name}`,
      "runtime: { type: local }",
      "pairs:",
      "  - agent: { name: nop }",
      `    task: ${join(ROOT, "tasks/echo-bench")}`,
      `    sessions: ${sessions}`,
      "  - agent: { name: nop }",
      `    task: ${join(ROOT, "tasks/echo-bench")}`,
      "    sessions: 1",
      "mode: multi_agent_multi_session",
      ...extra,
    ].join("\n"),
  );
  return file;
}

function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

const started = (out: string): boolean => {
  const dirs = existsSync(out) ? readdirSync(out) : [];
  const events = dirs.length === 1 ? join(out, dirs[0], "events.jsonl") : "";
  return events !== "" && existsSync(events) && readFileSync(events, "utf8").includes('"session_start"');
};

describe("a plan at the sessions limit", () => {
  const rows: [string, string[]][] = [
    ["sequential mix", []],
    ["weighted mix", ["load: { mix: weighted, seed: 3 }"]],
  ];
  for (const [name, extra] of rows) {
    it(`${name}: 1e8 sessions start within the memory budget, and SIGINT ends the run`, async () => {
      const file = scenario(`big-${name.split(" ")[0]}`, 99_999_999, extra);
      const out = join(scratch, `runs-${name.split(" ")[0]}`);
      const child: ChildProcess = spawn(process.execPath, [cli.entry, "run", file, "--out", out, "-q"], {
        stdio: ["ignore", "ignore", "pipe"],
      });
      let peak = 0;
      const code = new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)));
      for (let i = 0; i < 600 && !started(out); i++) {
        peak = Math.max(peak, rssKb(child.pid as number));
        // A sampling interval, not a wait: the peak RSS is read every 50 ms while the plan is built.
        await new Promise((r) => setTimeout(r, 50));
      }
      peak = Math.max(peak, rssKb(child.pid as number));
      expect(started(out)).toBe(true);
      const signalled = Date.now();
      child.kill("SIGINT");
      expect(await code).toBe(130);
      console.log(
        `${name}: peak RSS ${(peak / 1024).toFixed(1)} MB, exit ${Date.now() - signalled} ms after SIGINT`,
      );
      expect(peak).toBeLessThan(RSS_BUDGET_KB);
    }, 60_000);
  }

  it("past it, validate refuses 1e9 sessions with exit 2 naming file, line and field", () => {
    const file = scenario("too-big", 1_000_000_000);
    const r = spawnSync(process.execPath, [cli.entry, "validate", file], { encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toMatch(
      new RegExp(`^error: ${file}:6:\\d+: pairs\\[0\\]\\.sessions: .*100000000`),
    );
  }, 30_000);

  it("the pairs' sessions in all count against it too", () => {
    const file = scenario("sum-too-big", 100_000_000);
    const r = spawnSync(process.execPath, [cli.entry, "validate", file], { encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toMatch(
      /pairs\[1\]\.sessions: the pairs plan 100000001 sessions or more; at most 100000000/,
    );
  }, 30_000);
});
