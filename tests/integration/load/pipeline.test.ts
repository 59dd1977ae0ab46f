/**
 * Load models end to end: scenario file → plan → strategy → sessions → events.jsonl → finalize →
 * report.json (and stages.json), on in-process runtimes so the numbers are the scheduler's own.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mergeRuns } from "../../../src/pipeline/merge.js";
import { runScenario } from "../../../src/pipeline/run.js";
import type { Report } from "../../../src/report/schema.js";
import { ECHO_TASK, inProcessRuntime, scenario } from "../../support/pipeline.js";
import { expectMergedLikeWhole, expectUnionOfShards } from "../../support/shard-equality.js";

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));

describe("ramp", () => {
  it("writes each stage with its concurrency, throughput, percentiles and error rate to stages.json", async () => {
    const { loaded, dir } = await scenario(`
name: ramp-probe
pairs:
  - agent: { name: nop }
    task: ${ECHO_TASK}
    sessions: 10
load:
  strategy: ramp
  stages:
    - { concurrency: 1, hold_sec: 0.6 }
    - { concurrency: 4, hold_sec: 0.6 }
    - { concurrency: 8, hold_sec: 0.6 }
    - { concurrency: 2, hold_sec: 0.6 }
`);
    // 40 ms sessions; one in ten errors once concurrency passes 4
    const out = await runScenario(loaded, {
      outDir: dir,
      runtime: inProcessRuntime(
        () => 40,
        (spec) => (spec.index % 10 === 0 ? { status: "errored", bucket: "http_5xx", reward: null } : {}),
      ),
    });
    // The report writer writes stages.json beside report.json, with the same stage report.
    expect(out.files.stagesJson).toBe(join(out.runDir, "stages.json"));
    const st = readJson(out.files.stagesJson!) as NonNullable<Report["stages"]>;
    expect(st).toEqual(out.report.stages);
    expect(st.steps.map((s) => s.concurrency)).toEqual([1, 4, 8, 2]);
    for (const s of st.steps) {
      expect(s.sessions).toBeGreaterThan(0);
      expect(s.duration_s).toBeGreaterThan(0.5);
      expect(s.e2e_ms!.p95).toBeGreaterThanOrEqual(40);
      expect(s.ttft_ms!.p50).toBeGreaterThanOrEqual(20);
      expect(s.error_rate).toBeGreaterThanOrEqual(0);
    }
    expect(st.steps[1].throughput_sps).toBeGreaterThan(st.steps[0].throughput_sps * 2.5);
    expect(st.steps[2].throughput_sps).toBeGreaterThan(st.steps[1].throughput_sps * 1.5);
    const report = readJson(join(out.runDir, "report.json")) as Report;
    expect(report.stages?.steps.length).toBe(4);
    expect(report.sessions.total).toBe(st.steps.reduce((a, s) => a + s.sessions, 0));
  }, 15_000);
});

describe("ramp out of sessions", () => {
  it("says in the report that max_sessions cut the schedule short", async () => {
    const { loaded, dir } = await scenario(`
name: ramp-capped
pairs:
  - agent: { name: nop }
    task: ${ECHO_TASK}
    sessions: 4
load:
  strategy: ramp
  max_sessions: 12
  stages:
    - { concurrency: 2, hold_sec: 5 }
`);
    const out = await runScenario(loaded, { outDir: dir, runtime: inProcessRuntime(() => 20) });
    // The stage ended when its sessions ran out, not after its 5 s hold.
    expect(out.report.stages?.steps).toHaveLength(1);
    expect(out.report.stages!.steps[0].duration_s).toBeLessThan(5);
    expect(out.report.sessions.total).toBe(12);
    expect(out.report.notes).toEqual([
      "ramp stops during stage 1: max_sessions (12) reached; raise it to hold every stage",
    ]);
    expect(readFileSync(out.files.reportMd, "utf8")).toContain(
      "> ⚠️ ramp stops during stage 1: max\\_sessions (12) reached; raise it to hold every stage\n\n",
    );
  }, 15_000);
});

describe("weighted mix", () => {
  it("five journeys weighted 40/25/20/10/5 over 400 sessions land on their weights, each with its own metrics", async () => {
    const weights = [40, 25, 20, 10, 5];
    const pairs = weights
      .map(
        (w, i) => `
  - agent: { name: nop }
    task: ${ECHO_TASK}
    sessions: 80
    weight: ${w}
    n_concurrent: 4
    tags: { scenario: journey-${i} }`,
      )
      .join("");
    const { loaded, dir } = await scenario(`
name: mix
mode: multi_agent_multi_session
pairs:${pairs}
load:
  mix: weighted
  seed: 42
  concurrency: 20
`);
    const out = await runScenario(loaded, {
      outDir: dir,
      runtime: inProcessRuntime((spec) => 2 + spec.pair * 3),
    });
    expect(out.run.counts.total).toBe(400);
    // A fixed load has no stages: no stages.json.
    expect(out.files.stagesJson).toBeNull();
    expect(existsSync(join(out.runDir, "stages.json"))).toBe(false);
    const report = readJson(join(out.runDir, "report.json")) as Report;
    weights.forEach((w, i) => {
      const entry = report.breakdown.scenario[`journey-${i}`];
      expect(Math.abs((entry.sessions / 400) * 100 - w)).toBeLessThanOrEqual(3);
      expect(entry.e2e_ms!.count).toBe(entry.sessions);
      expect(entry.ttft_ms!.p50).toBeGreaterThan(0);
    });
    // slower journeys show it in their own numbers
    expect(report.breakdown.scenario["journey-4"].e2e_ms!.p50).toBeGreaterThan(
      report.breakdown.scenario["journey-0"].e2e_ms!.p50,
    );
  }, 20_000);
});

describe("shards", () => {
  it("three shards merged give exactly the counts and histogram totals of one unsharded run", async () => {
    const { loaded, dir } = await scenario(`
name: sharded
mode: multi_agent_multi_session
pairs:
  - agent: { name: nop }
    task: ${ECHO_TASK}
    sessions: 31
    n_concurrent: 4
    tags: { scenario: a }
  - agent: { name: oracle }
    task: ${ECHO_TASK}
    sessions: 17
    n_concurrent: 4
    tags: { scenario: b }
load:
  warmup_sessions: 3
`);
    // outcome and duration depend only on the session, so any split of the plan records the same samples
    const runtime = () =>
      inProcessRuntime(
        (spec) => 1 + (spec.index % 5),
        (spec) => (spec.index % 7 === 0 ? { status: "failed", bucket: "task_failed", reward: 0 } : {}),
      );
    const whole = await runScenario(loaded, { outDir: join(dir, "whole"), runtime: runtime() });
    const shards: Awaited<ReturnType<typeof runScenario>>[] = [];
    for (const index of [1, 2, 3]) {
      shards.push(
        await runScenario(loaded, {
          outDir: join(dir, `shard-${index}`),
          shard: { index, count: 3 },
          runtime: runtime(),
        }),
      );
    }
    const shardDirs = shards.map((s) => s.runDir);
    const merged = await mergeRuns(shardDirs, join(dir, "merged"), {
      baselineDir: join(dir, "baselines"),
      trusted: loaded,
    });
    // e2e is wall-clock time, different on every run, and a TTFT is capped at its session's e2e; every
    // other sample comes from the session itself
    expectMergedLikeWhole(merged, whole, (name) => name === "e2e_ms" || name === "ttft_ms");
    expectUnionOfShards(merged, shards);
    expect(merged.report.sessions.total).toBe(45);
    expect(merged.report.sessions.warmup).toBe(3);
    expect(Object.keys(merged.report.breakdown.scenario)).toEqual(["a", "b"]);
    expect(merged.report.notes).toEqual([]);
    // What reproduces the merged run is the whole plan, not its first shard.
    expect(merged.report.reproduce).toMatch(/^npx agent-loadtest run \S+$/);

    // Part of the plan: merged, and said so. The same shard twice: refused (its sessions would count twice).
    const partial = await mergeRuns(shardDirs.slice(0, 2), join(dir, "partial"), {
      baselineDir: join(dir, "baselines"),
      trusted: loaded,
    });
    expect(partial.report.notes).toEqual([
      "merged 2 of 3 shards: shard 3 missing, so the report covers part of the plan",
    ]);
    const again = await runScenario(loaded, {
      outDir: join(dir, "shard-2-again"),
      shard: { index: 2, count: 3 },
      runtime: runtime(),
    });
    await expect(
      mergeRuns([...shardDirs, again.runDir], join(dir, "twice"), { baselineDir: dir, trusted: loaded }),
    ).rejects.toThrow(/shard 2\/3 is listed twice/);
  }, 20_000);
});

describe("retries", () => {
  it("records every attempt and counts the session once, with its attempts", async () => {
    const { loaded, dir } = await scenario(`
name: retried
pairs:
  - agent: { name: nop }
    task: ${ECHO_TASK}
    sessions: 6
    n_concurrent: 3
retry: { max_retries: 2, backoff_ms: 5 }
`);
    const attempts = new Map<string, number>();
    const runtime = inProcessRuntime(
      () => 3,
      (spec) => {
        attempts.set(spec.id, spec.attempt);
        // even sessions hit a rate limit on their first attempt
        return spec.index % 2 === 0 && spec.attempt === 1
          ? { status: "errored", bucket: "llm_rate_limited", reward: null, error: "429" }
          : {};
      },
    );
    const out = await runScenario(loaded, { outDir: dir, runtime });
    expect(out.report.sessions).toMatchObject({ total: 6, passed: 6, errored: 0 });
    expect(out.report.error_buckets).toEqual({});
    expect(out.run.sessions.map((s) => s.attempts)).toEqual([2, 1, 2, 1, 2, 1]);
    expect(out.report.metrics.attempts).toMatchObject({ count: 6, max: 2 });
    const events = readFileSync(join(out.runDir, "events.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(events.filter((e) => e.type === "session_start").length).toBe(9);
    expect(events.filter((e) => e.type === "session_end" && e.retrying).length).toBe(3);
  });
});
