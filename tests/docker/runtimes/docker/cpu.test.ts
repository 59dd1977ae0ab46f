/**
 * Container CPU on a real engine: a session whose agent burns one core for 3 s. Its samples (from the
 * cgroup's cumulative counter, the first from the container's start, the last at its stop) account
 * for the CPU time the burner itself was given, and the report's container CPU is their mean over
 * the time they cover. On an idle runner that is one core: ≈ 100 % for the burn.
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runScenario } from "../../../../src/pipeline/run.js";
import { COREUTILS, ENGINE, leftovers, onImage } from "../../../support/docker.js";
import { scenario } from "../../../support/pipeline.js";

// biome-ignore lint/suspicious/noExplicitAny: events are read as JSON
type Json = any;
const scratch: string[] = [];
afterAll(() => {
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});

/** CPU ms a process was given, from its /proc/<pid>/stat line (utime + stime, 100 ticks a second). */
function cpuMsOfStat(line: string): number {
  const fields = line.slice(line.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

// One core for 3 s; the burner's own CPU time is the truth the samples must add up to.
const BURN = `sh -c 'while :; do :; done' & b=$!; sleep 3; read -r st < /proc/$b/stat; kill $b; echo "$st" > "$AGENT_LOGS_DIR/burn.stat"; touch /app/done`;

describe.skipIf(!ENGINE)("docker runtime: container CPU", () => {
  it("a container burning one core for 3 s: its samples account for the burner's CPU time (± 15 %)", async () => {
    const task = onImage("basic", COREUTILS);
    const { loaded, dir } = await scenario(`
name: cpu-burn
runtime: { type: docker, docker: { network_mode: host } }
pairs:
  - agent: { name: burner, command: [sh, -c, ${JSON.stringify(BURN)}] }
    task: ${task}
    sessions: 1
retry: { max_retries: 0 }
thresholds: { pass_rate: ["rate>=1"] }
`);
    scratch.push(dir, task);
    const out = await runScenario(loaded, {
      outDir: path.join(dir, "out"),
      baselineDir: path.join(dir, "b"),
    });
    const events: Json[] = readFileSync(path.join(out.runDir, "events.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    const report: Json = JSON.parse(readFileSync(path.join(out.runDir, "report.json"), "utf8"));
    expect(report.pass_rate, JSON.stringify(report.error_buckets)).toBe(1);
    const [id] = readdirSync(path.join(out.runDir, "sessions"));
    const burnt = cpuMsOfStat(
      readFileSync(path.join(out.runDir, "sessions", id, "agent", "burn.stat"), "utf8"),
    );
    const samples = events.filter((e) => e.type === "resource" && e.session === id);
    expect(samples.length).toBeGreaterThanOrEqual(3);
    // No sample reads 0 for want of a previous one: the first counts from the container's start.
    expect(samples[0].cpu_pct).toBeGreaterThan(0);
    const covered = samples.reduce((a: number, s: Json) => a + s.interval_ms, 0);
    const accounted = samples.reduce((a: number, s: Json) => a + (s.cpu_pct / 100) * s.interval_ms, 0);
    // The samples cover the container's life: from its start in env_setup to its stop in teardown.
    const phase = (name: string) =>
      events.find((e) => e.type === "phase" && e.session === id && e.phase === name);
    expect(covered).toBeGreaterThanOrEqual(phase("teardown").start - phase("env_setup").end);
    expect(covered).toBeLessThanOrEqual(phase("teardown").end - phase("env_setup").start + 50);
    // The burner's CPU time (10 ms ticks), everything else the container ran is a few ms more.
    expect(Math.abs(accounted - burnt), `accounted ${accounted} ms, burnt ${burnt} ms`).toBeLessThanOrEqual(
      0.15 * burnt + 30,
    );
    // The report's container CPU: the samples' mean over the time they cover.
    expect(report.resources.cpu_pct.mean).toBeCloseTo((accounted / covered) * 100, 1);
    expect(await leftovers(out.runId)).toEqual({ containers: 0, networks: 0 });
  }, 120_000);
});
