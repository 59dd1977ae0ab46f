/** Progress lines of `agent-loadtest run`, through the real CLI with its output piped to a file. */
import { spawn } from "node:child_process";
import { closeSync, cpSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliEntry, ROOT } from "../../support/cli-entry.js";

let dir: string;
let cli: Awaited<ReturnType<typeof cliEntry>>;

/**
 * 16 sessions of over a second each (a long answer) at concurrency 4: a run of several seconds, so a
 * 1 s progress interval prints several lines, from few agent starts (each is a node process).
 */
const SCENARIO = `
name: progress-16
runtime: { type: local }
services:
  mock_llm: { ttft_ms: 150, itl_ms: 15, tokens: 80 }
pairs:
  - agent: { name: echo-agent, command: [node, /agent/agent.mjs], mount: echo-agent }
    task: ${ROOT}/tasks/echo-bench
    sessions: 16
    n_concurrent: 4
thresholds:
  pass_rate: ["rate>=0.99"]
`;

/** Runs the CLI with stdout and stderr both into one file, as `cmd > file 2>&1` does. */
function run(args: string[]): Promise<{ code: number | null; log: string }> {
  const file = join(dir, `out-${args.join("_").replace(/\W+/g, "")}.txt`);
  const fd = openSync(file, "w");
  const child = spawn(process.execPath, [cli.entry, "run", "scenario.yaml", "--out", "runs", ...args], {
    cwd: dir,
    stdio: ["ignore", fd, fd],
    env: { ...process.env, CI: "" },
  });
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 90_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      closeSync(fd);
      done({ code, log: readFileSync(file, "utf8") });
    });
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "progress-cli-"));
  // The agent beside the scenario: a mount outside its folder would need --allow-host-path.
  cpSync(join(ROOT, "examples/agents/echo-agent"), join(dir, "echo-agent"), { recursive: true });
  writeFileSync(join(dir, "scenario.yaml"), SCENARIO);
  cli = await cliEntry();
}, 60_000);
afterAll(() => {
  cli?.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

describe("agent-loadtest run, piped", () => {
  it("prints progress lines before the verdict, each with done/planned, pass rate and e2e p95; --progress=off none", async () => {
    const [on, off] = await Promise.all([
      run(["--progress-interval", "1"]),
      run(["--progress=off", "--progress-interval", "1"]),
    ]);
    expect(on.code).toBe(0);
    expect(off.code).toBe(0);
    const lines = on.log.split("\n");
    const verdictAt = lines.findIndex((l) => l.startsWith("verdict:"));
    const progress = lines.filter((l, i) => l.startsWith("progress ") && i < verdictAt);
    expect(progress.length, on.log).toBeGreaterThanOrEqual(3);
    for (const l of progress) {
      expect(l).toMatch(/ · \d+\/16 done · /);
      expect(l).toMatch(/ · pass (–|\d+\.\d%) · /);
      expect(l).toMatch(/ · e2e p50 (–|[\d.]+ m?s) p95 (–|[\d.]+ m?s) · /);
      // Piped: plain lines, nothing redrawn.
      expect(l).not.toContain("\r");
    }
    // Done counts only grow, and later lines carry measured latencies.
    const done = progress.map((l) => Number(/(\d+)\/16 done/.exec(l)?.[1]));
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(progress.at(-1)).toMatch(/pass 100\.0% · e2e p50 [\d.]+ m?s p95 [\d.]+ m?s/);
    expect(off.log).not.toMatch(/^progress /m);
    expect(off.log).toMatch(/^verdict: PASS/m);
  }, 120_000);

  it("refuses an unknown --progress mode as invalid input", async () => {
    const r = await run(["--progress", "loud"]);
    expect(r.code).toBe(2);
    expect(r.log).toMatch(/--progress: expected one of off, plain, tty, got "loud"/);
  }, 60_000);
});
