/**
 * The sequential gate with a real agent in Docker: the echo agent against the mock LLM, beside a
 * reference arm of itself in the same job (as `compare-with: base` runs it), with a budget of 10 to
 * 40 sessions a side. Unchanged code passes within 60% of the budget in at least 4 of 5 runs; an
 * agent slowed 2× (it runs twice) fails before the budget ends.
 */
import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runScenario } from "../../../src/pipeline/run.js";
import { loadScenario } from "../../../src/scenario/load.js";
import { ENGINE, leftovers } from "../../support/docker.js";

const ROOT = resolve(import.meta.dirname, "../../..");
let dir: string;
const runIds: string[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "sequential-docker-"));
  cpSync(join(ROOT, "tasks/echo-bench"), join(dir, "tasks/echo-bench"), { recursive: true });
  cpSync(join(ROOT, "examples/agents/echo-agent"), join(dir, "agent"), { recursive: true });
});

const ECHO = "[node, /agent/agent.mjs]";
/** Twice the agent's work: its whole exec, run again. */
const TWICE = "[sh, -c, 'node /agent/agent.mjs && node /agent/agent.mjs']";

async function run(label: string, command: string) {
  const file = join(dir, `${label}.yaml`);
  writeFileSync(
    file,
    `name: sequential-docker-${label}
runtime:
  type: docker
  docker: { network_mode: host }
services:
  mock_llm: { ttft_ms: 40, itl_ms: 5, tokens: 24 }
pairs:
  - agent: { name: echo-agent, command: ${command}, mount: agent }
    task: tasks/echo-bench
    sessions: { min: 10, max: 40, step: 5 }
    n_concurrent: 2
regression:
  compare_with:
    agent: { name: echo-agent, command: ${ECHO}, mount: agent }
  metrics:
    e2e_ms: { max_increase: 25%, statistic: p50 }
    pass_rate: { max_decrease: 0.15 }
`,
  );
  const loaded = await loadScenario(file);
  const out = await runScenario(loaded, { outDir: join(dir, "runs"), baselineDir: join(dir, "baselines") });
  runIds.push(out.runId);
  return { out, used: out.report.sequential!.looks.at(-1)!.planned };
}

describe.skipIf(!ENGINE)("the sequential gate with the echo agent in Docker", { timeout: 600_000 }, () => {
  afterAll(async () => {
    // A run that stopped early left no container or network behind.
    for (const id of runIds) expect(await leftovers(id)).toEqual({ containers: 0, networks: 0 });
  });

  it("unchanged code passes within 60% of the budget in at least 4 of 5 runs", async () => {
    const runs = [];
    for (let i = 0; i < 5; i++) runs.push(await run(`same-${i}`, ECHO));
    for (const r of runs) expect(r.out.report.verdict).not.toBe("fail");
    const early = runs.filter((r) => r.out.report.sequential!.decision === "pass" && r.used <= 0.6 * 40);
    const used = runs.map((r) => r.used);
    console.info(`sessions a side used by 5 unchanged runs: ${used.join(", ")} of 40`);
    expect(early.length, JSON.stringify(used)).toBeGreaterThanOrEqual(4);
  });

  it("an agent slowed 2× fails before the budget ends", async () => {
    const r = await run("twice", TWICE);
    expect(r.out.report.sequential!.decision).toBe("fail");
    expect(r.used).toBeLessThan(40);
    expect(r.out.exitCode).toBe(1);
    console.info(`2× slower: failed at ${r.used} of 40 sessions a side`);
  });
});
