/**
 * Fan-out as a cluster runs it, on one machine: the Kubernetes example's shard script
 * (examples/kubernetes/shards-job.yaml) run as three processes at once, one per completion index as an
 * Indexed Job starts its pods, each writing into its own folder of a shared results folder; then the
 * example's merge script (merge-job.yaml) over what they wrote. The merged run equals one unsharded run
 * of the same plan by the equality the in-process shard test checks (tests/support/shard-equality.ts),
 * and each metric is exactly the union of the shards' samples. Nothing is timed: only what the sessions
 * decide is compared, so the machine's speed does not matter.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRun } from "../../../src/pipeline/read-run.js";
import { cliEntry, ROOT } from "../../support/cli-entry.js";
import { podScript } from "../../support/kubernetes-example.js";
import { runProcess } from "../../support/process.js";
import { expectMergedLikeWhole, expectUnionOfShards, type RunView } from "../../support/shard-equality.js";

const SCENARIO = join(ROOT, "tests/fixtures/fanout/fanout.yaml");
const N = 3;
const dir = mkdtempSync(join(tmpdir(), "fanout-"));
const results = join(dir, "results");
let entry: { entry: string; cleanup(): void };

beforeAll(async () => {
  entry = await cliEntry();
  // `agent-loadtest` on PATH, as the example's image has it: the CLI of this checkout.
  mkdirSync(join(dir, "bin"));
  writeFileSync(
    join(dir, "bin", "agent-loadtest"),
    `#!/bin/sh\nexec "${process.execPath}" "${entry.entry}" "$@"\n`,
  );
  chmodSync(join(dir, "bin", "agent-loadtest"), 0o755);
}, 120_000);
afterAll(() => {
  entry?.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

/** A pod's script with the variables its manifest sets, pointed at this test's plan and results folder. */
function pod(file: string, extra: Record<string, string> = {}) {
  const { script } = podScript(file);
  return runProcess("sh", ["-c", script], {
    cwd: dir,
    env: {
      SCENARIO,
      SHARDS: String(N),
      RUN_NAME: "fanout",
      RESULTS: results,
      PATH: `${join(dir, "bin")}:${process.env.PATH}`,
      ...extra,
    },
    timeoutMs: 120_000,
  });
}

/** The one run directory a folder holds, as report.json and the events record it. */
function runIn(out: string): RunView & { dir: string } {
  const runs = readdirSync(out);
  expect(runs).toHaveLength(1);
  const runDir = join(out, runs[0]);
  const report = JSON.parse(readFileSync(join(runDir, "report.json"), "utf8"));
  return { dir: runDir, report, run: readRun(runDir).run };
}

describe("the example's N shard pods at once, then its merge pod", () => {
  it("merge equal to one unsharded run of the plan", async () => {
    const whole = runProcess(
      join(dir, "bin", "agent-loadtest"),
      ["run", SCENARIO, "--out", join(dir, "whole"), "-q"],
      { cwd: dir, timeoutMs: 120_000 },
    );
    // Completion indexes count from 0, as Kubernetes gives them.
    const shardPods = Array.from({ length: N }, (_, k) =>
      pod("shards-job.yaml", { JOB_COMPLETION_INDEX: String(k) }),
    );
    for (const r of await Promise.all([whole, ...shardPods])) expect(r.code, r.out).toBe(0);

    const folders = readdirSync(join(results, "fanout")).sort();
    expect(folders).toEqual(["shard-1-of-3", "shard-2-of-3", "shard-3-of-3"]);
    const shards = folders.map((f) => runIn(join(results, "fanout", f)));
    expect(shards.map((s) => s.report.sessions.total + s.report.sessions.warmup)).toEqual([4, 4, 4]);

    const m = await pod("merge-job.yaml");
    expect(m.code, m.out).toBe(0);
    const merged = runIn(join(results, "fanout", "merged"));
    const unsharded = runIn(join(dir, "whole"));
    // Every duration is this machine's clock; tokens, attempts and outcomes come from the session.
    expectMergedLikeWhole(merged, unsharded, (name) => name.endsWith("_ms"));
    expectUnionOfShards(merged, shards);
    expect(merged.report.sessions).toMatchObject({ total: 10, passed: 8, failed: 2, warmup: 2 });
    expect(merged.run.metrics.tokens_in).toBeDefined();
    expect(merged.report.verdict).toBe(unsharded.report.verdict);
    expect(merged.report.notes).toEqual([]);
  }, 300_000);
});
