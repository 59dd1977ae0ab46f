/**
 * A run whose output folder is a small tmpfs that fills up: exit 3 with one line naming ENOSPC and
 * the file, every agent process gone (a setsid grandchild included: found by a marker in its command
 * line under /proc), and once there is room `report <run-dir>` rebuilds the reports.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliEntry } from "../../support/cli-entry.js";

const scratch = mkdtempSync(join(tmpdir(), "disk-full-"));
const mnt = join(scratch, "mnt");
const MARKER = `disk-full-marker-${process.pid}`;
let mounted = false;
let refused = "";
let cli: { entry: string; cleanup(): void };

beforeAll(async () => {
  cli = await cliEntry();
  mkdirSync(mnt);
  const r = spawnSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", mnt], { encoding: "utf8" });
  mounted = r.status === 0;
  refused = `${r.error?.message ?? ""}${r.stderr ?? ""}`.trim();
}, 60_000);

afterAll(() => {
  for (const pid of withMarker()) process.kill(pid, "SIGKILL");
  if (mounted) spawnSync("umount", ["-l", mnt]);
  cli?.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

/** Live processes whose command line holds the marker. */
function withMarker(): number[] {
  const found: number[] = [];
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (/\) [ZX] /.test(readFileSync(`/proc/${d}/stat`, "latin1"))) continue;
      if (readFileSync(`/proc/${d}/cmdline`, "latin1").includes(MARKER)) found.push(Number(d));
    } catch {
      // gone while we looked
    }
  }
  return found;
}

function cliRun(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [cli.entry, ...args], {
    cwd: scratch,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (b) => {
    stderr += b;
  });
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, stderr })));
}

describe("a full disk under the run directory", () => {
  it("is exit 3 naming ENOSPC and the file, leaves no agent process, and report rebuilds later", async (ctx) => {
    if (!mounted) ctx.skip(`mount -t tmpfs refused: ${refused}`);
    const task = join(scratch, "task");
    mkdirSync(join(task, "environment"), { recursive: true });
    mkdirSync(join(task, "tests"));
    writeFileSync(
      join(task, "task.toml"),
      'schema_version = "1.4"\n[agent]\ntimeout_sec = 60\n[verifier]\ntimeout_sec = 10\n',
    );
    writeFileSync(join(task, "instruction.md"), "print a lot\n");
    writeFileSync(join(task, "environment", "Dockerfile"), "FROM scratch\n");
    writeFileSync(join(task, "tests", "test.sh"), '#!/bin/sh\necho 1 > "$VERIFIER_LOGS_DIR/reward.txt"\n');
    // Each agent leaves a setsid grandchild that ignores TERM, waits, then prints 4 MB into its log.
    const grandchild = `trap '' TERM HUP; while :; do sleep 1; done`;
    const agent = `setsid sh -c "(sh -c \\"${grandchild}\\" ${MARKER} &)"; sleep 0.5; head -c 4000000 /dev/zero | tr '\\\\0' x; sleep 60`;
    const scenario = join(scratch, "full.yaml");
    writeFileSync(
      scenario,
      [
        "name: disk-full",
        "runtime: { type: local }",
        "pairs:",
        `  - agent: { name: printer, command: [sh, -c, ${JSON.stringify(agent)}] }`,
        `    task: ${task}`,
        "    sessions: 4",
        "    n_concurrent: 2",
      ].join("\n"),
    );
    let seen = 0;
    const watch = setInterval(() => {
      seen = Math.max(seen, withMarker().length);
    }, 50);
    const r = await cliRun(["run", scenario, "--out", mnt, "-q"]);
    clearInterval(watch);
    const lines = r.stderr.trim().split("\n");
    // What the run said and what filled the folder, should it ever end otherwise (it once ran its
    // sessions to their 60 s end with exit 0 under the whole suite's load; never alone).
    const df = spawnSync("df", ["-k", mnt], { encoding: "utf8" }).stdout;
    expect(r.code, `${r.stderr.slice(-1500)}\n${df}\nseen ${seen}`).toBe(3);
    const line = lines.find((l) => l.includes("ENOSPC")) ?? "";
    expect(line).toMatch(new RegExp(`^infrastructure: ENOSPC: no space left writing ${mnt}/\\S+$`));
    expect(r.stderr).not.toMatch(/\n\s+at |internal error/);
    // No agent process outlives the run: the grandchildren did start, and are gone.
    expect(seen).toBeGreaterThan(0);
    expect(withMarker()).toEqual([]);
    // With room again, `report` rebuilds every report from events.jsonl.
    expect(spawnSync("mount", ["-o", "remount,size=64m", mnt]).status).toBe(0);
    const runDir = join(mnt, readdirSync(mnt)[0]);
    const rebuilt = await cliRun(["report", runDir]);
    expect([0, 1]).toContain(rebuilt.code);
    for (const f of ["report.json", "report.md", "dashboard.html", "junit.xml", "metrics.prom"])
      expect(existsSync(join(runDir, f))).toBe(true);
    const report = JSON.parse(readFileSync(join(runDir, "report.json"), "utf8"));
    expect(report.verdict).toBe("interrupted");
  }, 120_000);
});
