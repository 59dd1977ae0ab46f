/**
 * Fan-out as a cluster runs it, on one machine: three `run --shard i/3` processes of one plan started
 * at once (as an Indexed Job's pods or a matrix's jobs start), each writing into its own folder, then
 * `merge` over the run directories they made. The merged run equals one unsharded run of the same plan
 * by the equality the in-process shard test checks (tests/support/shard-equality.ts), and each metric
 * is exactly the union of the shards' samples. Nothing is timed: only what the sessions decide is compared.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRun } from "../../../src/pipeline/read-run.js";
import { cliEntry, ROOT } from "../../support/cli-entry.js";
import { expectMergedLikeWhole, expectUnionOfShards, type RunView } from "../../support/shard-equality.js";
import { cli } from "../../support/tampered-shard.js";

const SCENARIO = join(ROOT, "tests/fixtures/fanout/fanout.yaml");
const N = 3;
const dir = mkdtempSync(join(tmpdir(), "fanout-"));
let entry: { entry: string; cleanup(): void };

beforeAll(async () => {
  entry = await cliEntry();
}, 120_000);
afterAll(() => {
  entry?.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

/** `agent-loadtest <args>` with this test's baselines, from the run folder. */
const agentLoadtest = (args: string[]) =>
  cli([...args, "--baseline-dir", join(dir, "baselines")], dir, {}, entry.entry);

/** The one run directory a `--out` folder holds, as report.json and the events record it. */
function runIn(out: string): RunView & { dir: string } {
  const runs = readdirSync(out);
  expect(runs).toHaveLength(1);
  const runDir = join(out, runs[0]);
  const report = JSON.parse(readFileSync(join(runDir, "report.json"), "utf8"));
  return { dir: runDir, report, run: readRun(runDir).run };
}

describe("N shard processes at once, then merge", () => {
  it("merges equal to one unsharded run of the plan", async () => {
    const shardOut = (i: number) => join(dir, "results", `shard-${i}-of-${N}`);
    const started = [
      agentLoadtest(["run", SCENARIO, "--out", join(dir, "whole"), "-q"]),
      ...Array.from({ length: N }, (_, k) =>
        agentLoadtest(["run", SCENARIO, "--shard", `${k + 1}/${N}`, "--out", shardOut(k + 1), "-q"]),
      ),
    ];
    for (const r of await Promise.all(started)) expect(r.code, r.out).toBe(0);

    const shards = Array.from({ length: N }, (_, k) => runIn(shardOut(k + 1)));
    expect(shards.map((s) => s.report.sessions.total + s.report.sessions.warmup)).toEqual([4, 4, 4]);
    const m = await agentLoadtest([
      "merge",
      ...shards.map((s) => s.dir),
      "--out",
      join(dir, "merged"),
      "--scenario",
      SCENARIO,
    ]);
    expect(m.code, m.out).toBe(0);

    const whole = runIn(join(dir, "whole"));
    const merged = runIn(join(dir, "merged"));
    // Every duration is this machine's clock; tokens, attempts and outcomes come from the session.
    expectMergedLikeWhole(merged, whole, (name) => name.endsWith("_ms"));
    expectUnionOfShards(merged, shards);
    expect(merged.report.sessions).toMatchObject({ total: 10, passed: 8, failed: 2, warmup: 2 });
    expect(merged.run.metrics.tokens_in).toBeDefined();
    expect(merged.report.verdict).toBe(whole.report.verdict);
    expect(merged.report.notes).toEqual([]);
  }, 240_000);
});
