/**
 * The sequential gate on a real run: an agent on the local runtime whose latency has a seeded
 * log-normal spread (σ 0.3: the run's own overhead adds more), beside a reference arm of the same agent, with a budget of 20 to 120 sessions a
 * side. A 3× slowdown and identical code stop early, a 1.2× change runs on; the looks report.json
 * keeps are the lines the run printed; `report` rebuilds the same looks; SIGINT between looks keeps
 * every session that finished.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { UserError } from "../../../src/errors.js";
import { lang } from "../../../src/i18n/i18n.js";
import { finalizeRun } from "../../../src/pipeline/finalize.js";
import { runScenario } from "../../../src/pipeline/run.js";
import { lookLine } from "../../../src/report/sequential.js";
import { loadScenario } from "../../../src/scenario/load.js";

let dir: string;
const AGENT = resolve("tests/fixtures/agents/lognormal/agent.mjs");

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "sequential-"));
  cpSync("tasks/echo-bench", join(dir, "task"), { recursive: true });
});

/** Each run draws its own latencies (LOGNORMAL_SEED), σ 0.3 of log latency around 700 ms. */
const agent = (name: string, slower: number, seed: string) =>
  `{ name: ${name}, command: [node, ${JSON.stringify(AGENT)}], env: { LATENCY_MS: "700", SIGMA: "0.3", SLOWER: "${slower}", LOGNORMAL_SEED: ${seed} } }`;

async function run(label: string, slower: number, signal?: AbortSignal, onLine?: (line: string) => void) {
  const file = join(dir, `${label}.yaml`);
  writeFileSync(
    file,
    `name: sequential-${label}
runtime: local
pairs:
  - agent: ${agent("candidate", slower, label)}
    task: task
    sessions: { min: 20, max: 120, step: 10 }
    n_concurrent: 6
regression:
  compare_with:
    agent: ${agent("reference", 1, label)}
  metrics:
    # A tight tolerance: the run's own overhead (process starts, the verifier) dilutes a 1.2× agent
    # on a loaded machine, and a 1.2× change must stay an unclear one here, not a clear pass.
    e2e_ms: { max_increase: 5%, statistic: p50 }
`,
  );
  const lines: string[] = [];
  const loaded = await loadScenario(file);
  const out = await runScenario(loaded, {
    outDir: join(dir, "runs"),
    baselineDir: join(dir, "baselines"),
    log: (line) => {
      lines.push(line);
      onLine?.(line);
    },
    ...(signal ? { signal } : {}),
  });
  return { out, lines: lines.filter((l) => l.startsWith("sequential look")) };
}

const used = (r: Awaited<ReturnType<typeof run>>) => r.out.report.sequential!.looks.at(-1)!.planned;

describe("the sequential gate on a real run", { timeout: 180_000 }, () => {
  let slow: Awaited<ReturnType<typeof run>>;
  let same: Awaited<ReturnType<typeof run>>;

  it("a 3× slowdown fails at an early look, and the run stops starting sessions", async () => {
    slow = await run("slow", 3);
    const seq = slow.out.report.sequential!;
    expect(seq.decision).toBe("fail");
    expect(slow.out.exitCode).toBe(1);
    expect(used(slow)).toBeLessThanOrEqual(40);
    // Sessions in flight at the stop finish; none is started after it.
    expect(slow.out.report.sessions.total).toBeLessThan(120);
    // report.json's looks are the lines the run printed, one for one.
    const L = lang("en");
    expect(slow.lines).toEqual(seq.looks.map((l) => lookLine(l, 11, L)));
    expect(slow.out.report.gate.checks.find((c) => c.metric === "e2e_ms")?.status).toBe("fail");
  });

  it("identical code passes before its budget ends", async () => {
    same = await run("same", 1);
    const seq = same.out.report.sequential!;
    expect(seq.decision).toBe("pass");
    expect(same.out.exitCode).toBe(0);
    expect(used(same)).toBeLessThan(120);
    expect(same.lines).toHaveLength(seq.looks.length);
  });

  it("a 1.2× change runs to more sessions than either", async () => {
    const mid = await run("mid", 1.2);
    expect(used(mid)).toBeGreaterThan(Math.max(used(slow), 40));
    expect(mid.lines).toHaveLength(mid.out.report.sequential!.looks.length);
  });

  it("`report` rebuilds the same looks from events.jsonl", async () => {
    for (const r of [slow, same]) {
      const again = await finalizeRun(r.out.runDir, { baselineDir: join(dir, "baselines") });
      expect(again.report.sequential).toEqual(r.out.report.sequential);
      expect(again.report.verdict).toBe(r.out.report.verdict);
    }
  });

  it("a shard refuses a budget before anything runs (exit 2): it would see only its own sessions", async () => {
    const file = join(dir, "sharded.yaml");
    writeFileSync(
      file,
      `name: sharded\nruntime: local\npairs:\n  - agent: ${agent("c", 1, "s")}\n    task: task\n    sessions: { min: 20, max: 120, step: 10 }\nregression: {}\n`,
    );
    const loaded = await loadScenario(file);
    const err = await runScenario(loaded, { outDir: join(dir, "runs"), shard: { index: 1, count: 2 } }).catch(
      (e: unknown) => e as UserError,
    );
    expect(err).toBeInstanceOf(UserError);
    expect((err as UserError).exitCode).toBe(2);
    expect((err as UserError).field).toBe("pairs[0].sessions");
    expect((err as UserError).message).toMatch(/a shard sees only its own/);
  });

  it("SIGINT between looks keeps every session that finished", async () => {
    const stop = new AbortController();
    const r = await run("interrupted", 1.2, stop.signal, (line) => {
      if (line.startsWith("sequential look 1 ")) stop.abort();
    });
    expect(r.out.report.verdict).toBe("interrupted");
    const results = readdirSync(join(r.out.runDir, "sessions"))
      .map((s) => join(r.out.runDir, "sessions", s, "result.json"))
      .filter((f) => existsSync(f))
      .map((f) => JSON.parse(readFileSync(f, "utf8")) as { tags: { arm: string }; bucket: string | null });
    const finished = results.filter((x) => x.tags.arm === "candidate" && x.bucket !== "interrupted");
    // Every candidate session that finished is in the report, none lost.
    const n = r.out.report.sessions;
    expect(n.total).toBe(finished.length);
    expect(n.total).toBeGreaterThanOrEqual(20);
    expect(r.out.report.sequential?.looks[0]).toMatchObject({ look: 1, planned: 20 });
  });
});
