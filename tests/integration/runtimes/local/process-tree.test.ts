/**
 * Whole process trees on the local runtime, with real processes: an agent that starts a grandchild
 * which leaves the group (`setsid`), is re-parented to init (double fork) and ignores TERM — that
 * grandchild is gone within the kill grace after the session ends, whether the agent exited, timed
 * out or the run was aborted.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalRuntime } from "../../../../src/runtimes/local/index.js";
import { KILL_GRACE_MS } from "../../../../src/runtimes/local/process.js";
import type { SessionSpec } from "../../../../src/runtimes/types.js";
import { loadTask } from "../../../../src/scenario/tasks.js";

function makeTask(agentTimeout: number): string {
  const dir = mkdtempSync(join(tmpdir(), "tree-task-"));
  writeFileSync(
    join(dir, "task.toml"),
    `schema_version = "1.4"\n[agent]\ntimeout_sec = ${agentTimeout}\n[verifier]\ntimeout_sec = 10\n[environment]\n`,
  );
  writeFileSync(join(dir, "instruction.md"), "do nothing\n");
  mkdirSync(join(dir, "environment"));
  writeFileSync(join(dir, "environment", "Dockerfile"), "FROM scratch\n");
  mkdirSync(join(dir, "tests"));
  writeFileSync(join(dir, "tests", "test.sh"), '#!/bin/sh\necho 0 > "$VERIFIER_LOGS_DIR/reward.txt"\n');
  return dir;
}

/** Processes whose command line holds the marker. */
function withMarker(marker: string): number[] {
  const found: number[] = [];
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const state = readFileSync(`/proc/${d}/stat`, "latin1");
      if (/\) [ZX] /.test(state)) continue; // a zombie is dead; its parent reaps it
      if (readFileSync(`/proc/${d}/cmdline`, "latin1").includes(marker)) found.push(Number(d));
    } catch {
      // gone while we looked
    }
  }
  return found;
}

const markers: string[] = [];
afterAll(() => {
  for (const m of markers) for (const pid of withMarker(m)) process.kill(pid, "SIGKILL");
});

/** The agent: a setsid, double-forked grandchild that ignores TERM, then `then` (exit or sleep). */
function agentScript(marker: string, then: string): string {
  // A shell loop keeps the marker in its command line (`$0`) for as long as it lives.
  const grandchild = `trap '' TERM HUP; while :; do sleep 1; done`;
  return `setsid sh -c "(sh -c \\"${grandchild}\\" ${marker} &) ; sleep 0.1" ; sleep 0.3; ${then}`;
}

/** Runs one session; `abort` interrupts the run once the grandchild is seen running. */
async function session(then: string, agentTimeout: number, abort = false) {
  const marker = `tree-marker-${process.pid}-${markers.length}`;
  markers.push(marker);
  const spec: SessionSpec = {
    id: "s1",
    index: 0,
    pair: 0,
    agent: { name: "custom", command: ["sh", "-c", agentScript(marker, then)] },
    task: loadTask(makeTask(agentTimeout)),
    tags: {},
    attempt: 1,
    successRewardThreshold: 1,
  };
  const controller = new AbortController();
  let seenAlive = 0;
  // Samples the grandchild every 50 ms while the session runs.
  const watch = setInterval(() => {
    seenAlive = Math.max(seenAlive, withMarker(marker).length);
    if (abort && seenAlive > 0) controller.abort();
  }, 50);
  const outcome = await createLocalRuntime().runSession(spec, {
    dir: mkdtempSync(join(tmpdir(), "tree-session-")),
    emit: () => {},
    signal: controller.signal,
    env: {},
  });
  clearInterval(watch);
  // The subject is the product's kill grace: the grandchild must be gone within it. Counted from
  // the session's end, after the product's own grace already ran, so a loaded runner has slack.
  const endedAt = Date.now();
  let left = withMarker(marker);
  while (left.length > 0 && Date.now() - endedAt < KILL_GRACE_MS) {
    await new Promise((r) => setTimeout(r, 20));
    left = withMarker(marker);
  }
  return { outcome, seenAlive, left };
}

describe("local runtime: whole process trees", () => {
  const rows: [string, string, number, boolean, string | null][] = [
    ["the agent exits and leaves the grandchild behind", "exit 0", 20, false, "task_failed"],
    ["the agent times out", "sleep 300", 1, false, "agent_timeout"],
    ["the run is aborted mid-session", "sleep 300", 20, true, "interrupted"],
  ];
  for (const [name, then, timeout, abort, bucket] of rows) {
    it(`${name}: the setsid grandchild that ignores TERM is gone within the kill grace`, async () => {
      const r = await session(then, timeout, abort);
      expect(r.seenAlive).toBeGreaterThan(0); // the grandchild did run
      expect(r.left).toEqual([]);
      expect(r.outcome.bucket).toBe(bucket);
    }, 30_000);
  }
});
