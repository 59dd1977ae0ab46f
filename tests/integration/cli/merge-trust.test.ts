/**
 * The fork-PR merge, attacked: a shard's events.jsonl names its scenario `../../escaped`, empties its
 * thresholds and points `diagnosis.llm` at a listener. Merged by the real CLI with the trusted
 * scenario, the run stays under --out, the trusted thresholds decide, and the listener hears nothing.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli, listener, tamper, trustedScenario } from "../../support/tampered-shard.js";

let dir: string;
let shards: string[];
let ear: Awaited<ReturnType<typeof listener>>;
const env = () => ({ EVIL_URL: ear.url, TRUSTED_JOB_KEY: "trusted-job-key-value" });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "merge-trust-"));
  ear = await listener();
  const scenario = trustedScenario(dir, '  e2e_ms: ["p(95)<60000"]');
  shards = [];
  for (const i of [1, 2]) {
    const r = await cli(["run", scenario, "--shard", `${i}/2`, "--out", join(dir, `shard-${i}`), "-q"], dir);
    expect(r.code, r.out).toBe(0);
    const [run] = readdirSync(join(dir, `shard-${i}`));
    shards.push(join(dir, `shard-${i}`, run));
  }
  tamper(shards[0], "../../escaped", "EVIL_URL");
}, 120_000);
afterAll(() => ear.server.close());

describe("merge of a tampered shard with the trusted scenario (CLI)", async () => {
  it("stays under --out, gates on the trusted p(95)<1, fails the foreign workload, reads no artifact endpoint", async () => {
    const strict = trustedScenario(join(dir), '  e2e_ms: ["p(95)<1"]');
    const out = join(dir, "out", "a", "b");
    const r = await cli(["merge", ...shards, "--out", out, "--scenario", strict], dir, env());
    expect(r.code, r.out).toBe(1);
    expect(r.out).not.toMatch(/\n\s+at /); // no stack trace
    expect(readdirSync(join(dir, "out"))).toEqual(["a"]);
    expect(readdirSync(join(dir, "out", "a"))).toEqual(["b"]);
    const [run] = readdirSync(out);
    expect(run).toMatch(/^trusted-smoke__/);
    const report = JSON.parse(readFileSync(join(out, run, "report.json"), "utf8"));
    expect(report.scenario.name).toBe("trusted-smoke");
    expect(report.sessions.total).toBe(4);
    const check = (rule: string) => report.gate.checks.find((c: { rule: string }) => c.rule === rule);
    expect(check("p(95)<1")).toMatchObject({ metric: "e2e_ms", status: "fail" });
    expect(check("same scenario hash")).toMatchObject({ metric: "shards", status: "fail" });
    expect(check("same scenario hash").reason).toContain("shard 1/2");
    expect(report.notes.join("\n")).toMatch(/shard 1\/2 measured scenario "\.\.\/\.\.\/escaped"/);
    // The baseline is looked for where the trusted scenario says, inside the baseline folder.
    expect(report.baseline.file).toBe(join(dir, "baselines", "trusted-smoke.json"));
    expect(report.ai_summary).toBeUndefined();
    expect(ear.hits).toEqual([]);
    expect(existsSync(join(dir, "escaped"))).toBe(false);
  }, 60_000);

  it("the same endpoint is reached when a run's own scenario names it (the listener is live)", async () => {
    const own = join(dir, "own");
    const r0 = await cli(["run", trustedScenario(dir, '  e2e_ms: ["p(95)<60000"]'), "--out", own, "-q"], dir);
    expect(r0.code, r0.out).toBe(0);
    const [run] = readdirSync(own);
    tamper(join(own, run), "trusted-smoke", "EVIL_URL");
    const r = await cli(["report", join(own, run)], dir, env());
    expect(r.code, r.out).toBe(0);
    expect(ear.hits).toHaveLength(1);
    expect(ear.hits[0]).toContain("Bearer trusted-job-key-value");
    ear.hits.length = 0;
  }, 60_000);

  it("report on the tampered shard itself is refused: its scenario name is not a name", async () => {
    const r = await cli(["report", shards[0]], dir, env());
    expect(r.code, r.out).toBe(2);
    expect(r.out.trim().split("\n")).toHaveLength(1);
    expect(r.out).toMatch(/events\.jsonl:1: scenario_name: expected 1 to 100 letters/);
    expect(ear.hits).toEqual([]);
  }, 30_000);

  it.each<[string, (e: Record<string, unknown>) => Record<string, unknown>, RegExp]>([
    [
      "a claimed shard.count of 1e7",
      (e) => (e.type === "run_start" ? { ...e, shard: { index: 2, count: 1e7 } } : e),
      /events\.jsonl:1: shard\.count: shard 2\/10000000: 10000000 shards, but the trusted scenario plans 4 sessions: at most 4 shards; merge refused 1 of 1 shard: 1 count that does not add up$/,
    ],
    [
      "a negative TTFT",
      (e) => (e.type === "session_end" ? { ...e, ttft_ms: -1e12 } : e),
      /events\.jsonl:\d+: ttft_ms: shard 2\/2: expected a latency: .*; merge refused 1 of 1 shard: 2 impossible latencies \(negative, NaN or infinite\)$/,
    ],
    [
      "errored sessions relabelled interrupted",
      (e) => (e.type === "session_end" ? { ...e, status: "errored", bucket: "interrupted" } : e),
      /events\.jsonl:\d+: bucket: shard 2\/2: session "\d+-echo-bench" is interrupted, but the shard's run_end says its run was not; merge refused 1 of 1 shard: 2 `interrupted` in shards that were not interrupted$/,
    ],
  ])(
    "%s in a shard: exit 2, one line naming the shard's file, line and field",
    async (_, edit, message) => {
      const copy = join(dir, `edited-${Math.random().toString(36).slice(2)}`);
      cpSync(shards[1], copy, { recursive: true });
      const file = join(copy, "events.jsonl");
      const lines = readFileSync(file, "utf8").trimEnd().split("\n");
      writeFileSync(file, `${lines.map((l) => JSON.stringify(edit(JSON.parse(l)))).join("\n")}\n`);
      const out = join(dir, "refused");
      const strict = trustedScenario(dir, '  e2e_ms: ["p(95)<60000"]');
      // Shard 2/2 alone (shard 1/2 was renamed above): a missing shard is only a warning, the edit is refused.
      const r = await cli(["merge", copy, "--out", out, "--scenario", strict], dir);
      expect(r.code, r.out).toBe(2);
      expect(r.out.trim().split("\n")).toHaveLength(1);
      expect(r.out.trim()).toMatch(message);
      expect(existsSync(out)).toBe(false);
    },
    30_000,
  );

  it("merge without --scenario is invalid input", async () => {
    const r = await cli(["merge", ...shards, "--out", join(dir, "x")], dir);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/--scenario: is required/);
    expect(existsSync(join(dir, "x"))).toBe(false);
  }, 30_000);
});
