/**
 * Docker trials through the CLI as users run it (`agent-loadtest run`, a subprocess) on a real engine:
 * a clean run measures every phase, a fault matrix puts each failure in its named bucket, and SIGTERM
 * mid-run still writes an interrupted report and leaves no container or network of the run behind.
 * Never skipped in CI: without an engine the helpers fail there.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINE, leftovers } from "../../support/docker.js";

const ROOT = resolve(import.meta.dirname, "../../..");
const FIXTURES = join(ROOT, "tests/fixtures/e2e-docker");
const PHASES_WITH_INSTALL = ["env_setup", "agent_setup", "agent_exec", "verify", "teardown"];

// biome-ignore lint/suspicious/noExplicitAny: events and reports are read as JSON
type Json = any;

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  runDir: string;
  runId: string;
  events: Json[];
  report: Json;
  /** ms from the signal to the process exit, when one was sent. */
  exitAfterSignalMs: number | null;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const f of readdirSync(dir, { recursive: true })) {
    const st = statSync(join(dir, String(f)));
    if (st.isFile()) newest = Math.max(newest, st.mtimeMs);
  }
  return newest;
}

/**
 * The CLI under test: dist/cli.js when it was built from the current src/ (committed together, which
 * CI's check-dist guarantees, or built after the last source edit); otherwise a bundle of src/ made
 * here, so the test never passes on stale code.
 */
async function cliEntry(): Promise<{ entry: string; why: string }> {
  const dist = join(ROOT, "dist/cli.js");
  const distIndex = join(ROOT, "dist/cli/index.js");
  let clean = false;
  try {
    clean = execFileSync("git", ["status", "--porcelain", "--", "src", "dist"], { cwd: ROOT }).length === 0;
  } catch {
    // not a git checkout: decide by file times alone
  }
  if (existsSync(distIndex)) {
    if (clean) return { entry: dist, why: "dist/ and src/ committed together" };
    if (statSync(distIndex).mtimeMs >= newestMtime(join(ROOT, "src")))
      return { entry: dist, why: "dist/ built after the last source edit" };
  }
  const out = join(ROOT, ".tmp", `e2e-cli-${process.pid}`);
  scratch.push(out);
  const { build } = await import("rolldown");
  await build({
    input: join(ROOT, "src/cli/index.ts"),
    platform: "node",
    external: [/^[^./]/],
    logLevel: "silent",
    output: { dir: out, format: "esm", entryFileNames: "cli.mjs" },
  });
  return { entry: join(out, "cli.mjs"), why: "dist/ is older than src/: bundled src/ for this test" };
}

function readJsonl(file: string): Json[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .flatMap((l) => {
      try {
        return [JSON.parse(l)];
      } catch {
        return []; // a line still being written
      }
    });
}

let CLI = "";
const scratch: string[] = [];

/**
 * `agent-loadtest run <scenario> --out <fresh dir>`; `signalWhen` is polled against the events
 * written so far and, once true, the process gets SIGTERM.
 */
async function runCli(
  scenario: string,
  opts: { signalWhen?: (events: Json[]) => boolean; timeoutMs?: number } = {},
): Promise<CliRun> {
  const out = mkdtempSync(join(tmpdir(), "e2e-docker-"));
  scratch.push(out);
  const child: ChildProcess = spawn(process.execPath, [CLI, "run", join(FIXTURES, scenario), "--out", out], {
    cwd: out,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (b) => {
    stdout += b;
  });
  child.stderr?.on("data", (b) => {
    stderr += b;
  });
  const runDirNow = (): string | null => {
    const dirs = readdirSync(out);
    return dirs.length === 1 ? join(out, dirs[0]) : null;
  };
  let signalledAt: number | null = null;
  // The child tells its progress only in events.jsonl: read it every 50 ms for the signal's cue.
  const poll = opts.signalWhen
    ? setInterval(() => {
        const dir = runDirNow();
        if (signalledAt !== null || !dir) return;
        if (opts.signalWhen?.(readJsonl(join(dir, "events.jsonl")))) {
          signalledAt = performance.now();
          child.kill("SIGTERM");
        }
      }, 50)
    : null;
  // A safety net for a hung CLI, not a bound under test: room for a loaded runner.
  const killer = setTimeout(() => child.kill("SIGKILL"), opts.timeoutMs ?? 240_000);
  const code = await new Promise<number | null>((done) => child.once("exit", (c) => done(c)));
  const exitedAt = performance.now();
  clearTimeout(killer);
  if (poll) clearInterval(poll);
  const runDir = runDirNow();
  if (!runDir) throw new Error(`no run directory (exit ${code}):\n${stderr}`);
  const reportFile = join(runDir, "report.json");
  return {
    code,
    stdout,
    stderr,
    runDir,
    runId: runDir.slice(runDir.lastIndexOf("/") + 1),
    events: readJsonl(join(runDir, "events.jsonl")),
    report: existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, "utf8")) : null,
    exitAfterSignalMs: signalledAt === null ? null : exitedAt - signalledAt,
  };
}

/** session id → its final session_end event and the task it ran. */
function sessionsOf(events: Json[]): Map<string, { task: string; end: Json | null; phases: Json[] }> {
  const out = new Map<string, { task: string; end: Json | null; phases: Json[] }>();
  for (const e of events) {
    if (e.type === "session_start") out.set(e.session, { task: e.task, end: null, phases: [] });
    else if (e.type === "session_end" && !e.retrying) {
      const s = out.get(e.session);
      if (s) s.end = e;
    } else if (e.type === "phase") out.get(e.session)?.phases.push(e);
  }
  return out;
}

describe.skipIf(!ENGINE)("docker runtime through `agent-loadtest run`", () => {
  beforeAll(async () => {
    const cli = await cliEntry();
    CLI = cli.entry;
    console.info(`CLI under test: ${CLI} (${cli.why})`);
  }, 60_000);
  afterAll(() => {
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });

  it("runs 20 echo-agent sessions four at a time: all pass, every phase timed and reported", async () => {
    const run = await runCli("smoke.yaml");
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^verdict: PASS/m);
    const r = run.report;
    expect(r.sessions).toMatchObject({ total: 20, passed: 20, failed: 0, errored: 0 });
    expect(r.pass_rate).toBe(1);
    expect(r.interrupted).toBe(false);
    expect(r.throughput.peak_concurrency).toBe(4);

    const sessions = sessionsOf(run.events);
    expect(sessions.size).toBe(20);
    expect(new Set([...sessions.values()].map((s) => s.task.split("/").at(-1)))).toEqual(
      new Set(["echo-bench", "tool-heavy"]),
    );
    for (const [id, s] of sessions) {
      expect(s.end?.status, `${id}: ${s.end?.error}`).toBe("passed");
      expect(
        s.phases.map((p) => p.phase),
        id,
      ).toEqual(PHASES_WITH_INSTALL);
      for (const p of s.phases) {
        expect(p.ok, `${id} ${p.phase}`).toBe(true);
        expect(p.end).toBeGreaterThanOrEqual(p.start);
      }
    }
    for (const phase of PHASES_WITH_INSTALL) {
      const m = r.metrics[`${phase}_ms`];
      expect(m?.count, phase).toBe(20);
      expect(m.p50, phase).toBeGreaterThan(0);
      expect(m.max, phase).toBeGreaterThanOrEqual(m.p95);
    }
    expect(r.metrics.e2e_ms.count).toBe(20);
    expect(r.metrics.ttft_ms.count).toBe(20);
    expect(await leftovers(run.runId)).toEqual({ containers: 0, networks: 0 });
  }, 300_000);

  it("puts every session of a fault matrix in its named bucket, in one run, and leaves nothing behind", async () => {
    const run = await runCli("faults.yaml");
    // A run that ends as planned exits 0 or 1 by its gate; this one asks for nothing.
    expect(run.code, run.stderr).toBe(0);
    const expected: Record<string, [status: string, bucket: string | null]> = {
      solved: ["passed", null],
      "agent-crash": ["errored", "agent_exit"],
      "agent-timeout": ["errored", "agent_timeout"],
      "agent-oom": ["errored", "agent_oom"],
      "verifier-timeout": ["errored", "verifier_timeout"],
      "reward-missing": ["errored", "reward_missing"],
      "reward-unparsable": ["errored", "reward_unparsable"],
      // The agent planted reward 1 in /logs/verifier; the verifier starts from an empty folder.
      "reward-forged": ["failed", "task_failed"],
    };
    const sessions = sessionsOf(run.events);
    expect(sessions.size).toBe(16);
    const got = [...sessions.values()].map((s) => [s.task, s.end?.status, s.end?.bucket ?? null]);
    expect(got.sort()).toEqual(
      Object.entries(expected)
        .flatMap(([task, [status, bucket]]) => [
          [task, status, bucket],
          [task, status, bucket],
        ])
        .sort(),
    );
    expect(run.report.error_buckets).toEqual({
      agent_exit: 2,
      agent_timeout: 2,
      agent_oom: 2,
      verifier_timeout: 2,
      reward_missing: 2,
      reward_unparsable: 2,
      task_failed: 2,
    });
    expect(run.report.error_buckets.unclassified ?? 0).toBe(0);
    for (const [id, s] of sessions) {
      if (s.task !== "reward-forged") continue;
      const verifier = join(run.runDir, "sessions", id, "verifier");
      expect(readFileSync(join(verifier, "reward.txt"), "utf8").trim()).toBe("0");
      expect(existsSync(join(verifier, "reward.json"))).toBe(false);
    }
    expect(await leftovers(run.runId)).toEqual({ containers: 0, networks: 0 });
  }, 300_000);

  describe("SIGTERM mid-run", () => {
    const expectInterrupted = async (run: CliRun): Promise<void> => {
      expect(run.code, run.stderr).toBe(143);
      expect(run.stderr).toMatch(/SIGTERM: stopping/);
      expect(run.report?.interrupted).toBe(true);
      expect(run.events.at(-1)).toMatchObject({ type: "run_end", interrupted: true });
      // Sessions in flight end as interrupted, not as failures of the agent; none is left unended.
      const sessions = [...sessionsOf(run.events).values()];
      expect(sessions.every((s) => s.end !== null)).toBe(true);
      expect(sessions.some((s) => s.end?.bucket === "interrupted")).toBe(true);
      expect(run.report.error_buckets.unclassified ?? 0).toBe(0);
      expect(run.report.sessions.total).toBeLessThan(8);
      // A real deadline: well inside the few seconds a CI runner waits between SIGTERM and SIGKILL.
      expect(run.exitAfterSignalMs).toBeLessThan(5_000);
      expect(await leftovers(run.runId)).toEqual({ containers: 0, networks: 0 });
    };

    it("while the image builds: exit 143 at once, an interrupted report with no session, the build cancelled", async () => {
      const run = await runCli("slow-build.yaml", {
        signalWhen: (events) =>
          events.some((e) => e.type === "log" && /building image/.test(String(e.message))),
      });
      expect(run.code, run.stderr).toBe(143);
      expect(run.report?.interrupted).toBe(true);
      expect(run.report.sessions.total).toBe(0);
      expect(run.events.at(-1)).toMatchObject({ type: "run_end", interrupted: true });
      // Not a failed build: the run was stopped.
      expect(run.stderr).not.toMatch(/env_build|image build failed/);
      // A real deadline: inside the few seconds a CI runner waits between SIGTERM and SIGKILL.
      expect(run.exitAfterSignalMs).toBeLessThan(5_000);
      expect(await leftovers(run.runId)).toEqual({ containers: 0, networks: 0 });
    }, 60_000);

    it("while the first containers start: exit 143, an interrupted report, no container or network left", async () => {
      const run = await runCli("slow.yaml", {
        signalWhen: (events) => events.some((e) => e.type === "session_start"),
      });
      await expectInterrupted(run);
    }, 60_000);

    it("while agents work: exit 143, an interrupted report, no container or network left", async () => {
      const run = await runCli("slow.yaml", {
        // Both first sessions have their containers and their agents are running.
        signalWhen: (events) =>
          events.filter((e) => e.type === "phase" && e.phase === "env_setup").length >= 2,
      });
      await expectInterrupted(run);
    }, 60_000);

    it("while sessions time out: exit 143, an interrupted report, no container or network left", async () => {
      const run = await runCli("slow-timeout.yaml", {
        signalWhen: (events) => events.some((e) => e.type === "session_end" && e.bucket === "agent_timeout"),
      });
      await expectInterrupted(run);
      const ended = [...sessionsOf(run.events).values()].map((s) => s.end?.bucket);
      expect(ended).toContain("agent_timeout");
      expect(ended.every((b) => b === "agent_timeout" || b === "interrupted")).toBe(true);
    }, 60_000);
  });
});
