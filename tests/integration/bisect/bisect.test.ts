/**
 * `agent-loadtest bisect` on a real git repository: the echo agent (a copy of the example's) solves
 * echo-bench against the mock LLM on the local runtime, and a commit adds a sleep to its tool step.
 * The bisect names that commit in a few probes; names both of two steps; skips a commit whose agent
 * does not start; ends "not reproduced" on a range without a regression; and a bisect stopped
 * mid-search and started again re-runs no finished probe.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { bisect } from "../../../src/action/bisect.js";
import { runScenario } from "../../../src/pipeline/run.js";
import { renderBisect } from "../../../src/report/bisect.js";
import { loadScenario } from "../../../src/scenario/load.js";

const ROOT = resolve(".");
const AGENT = readFileSync(join(ROOT, "examples/agents/echo-agent/agent.mjs"), "utf8");
/** Where the agent runs its tool: a sleep goes right before it. */
const TOOL_STEP = "    const call = tool();";

const SCENARIO = `name: bisect-demo
runtime: local
services:
  mock_llm: { ttft_ms: 20, itl_ms: 2, tokens: 12 }
pairs:
  - agent: { name: echo, command: [node, /agent/agent.mjs], mount: agent }
    task: tasks/echo-bench
    sessions: { min: 10, max: 40, step: 10 }
    n_concurrent: 4
regression:
  min_samples: 10
  metrics:
    e2e_ms: { max_increase: 10%, statistic: p50 }
`;

const git = (dir: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Dev One", "-c", "user.email=dev@example.com", ...args], {
    cwd: dir,
    encoding: "utf8",
  }).trim();

/** The agent with `ms` of sleep in its tool step (0: as shipped); `broken`: it does not even parse. */
const agentWith = (ms: number, broken = false) =>
  broken
    ? `${AGENT}\n)syntax error(\n`
    : AGENT.replace(
        TOOL_STEP,
        ms > 0 ? `    await new Promise((r) => setTimeout(r, ${ms}));\n${TOOL_STEP}` : TOOL_STEP,
      );

/**
 * A repository of 17 commits, c0 … c16: c0 ships the agent, every later one edits a notes file, and
 * `sleeps[k]` (ms) is the sleep commit k leaves in the agent's tool step from then on.
 */
function repository(
  sleeps: Record<number, number>,
  broken: number[] = [],
): { dir: string; commits: string[] } {
  const dir = mkdtempSync(join(tmpdir(), "bisect-repo-"));
  cpSync(join(ROOT, "tasks/echo-bench"), join(dir, "tasks/echo-bench"), { recursive: true });
  mkdirSync(join(dir, "agent"));
  writeFileSync(join(dir, "perf.yaml"), SCENARIO);
  git(dir, "init", "-q", "-b", "main");
  const commits: string[] = [];
  let sleep = 0;
  for (let k = 0; k <= 16; k++) {
    if (sleeps[k] !== undefined) sleep = sleeps[k];
    writeFileSync(join(dir, "agent/agent.mjs"), agentWith(sleep, broken.includes(k)));
    writeFileSync(join(dir, "notes.txt"), `change ${k}\n`);
    git(dir, "add", "-A");
    git(dir, "commit", "-q", "-m", `change ${k}${sleeps[k] ? ": plan the tool call twice" : ""}`);
    commits.push(git(dir, "rev-parse", "HEAD"));
  }
  return { dir, commits };
}

let sessionMs = 0;

describe("agent-loadtest bisect", { timeout: 600_000 }, () => {
  beforeAll(async () => {
    // How long a session takes here, at a probe's load (both arms' sessions in flight), so each
    // slowdown is the share of it the test names.
    const { dir } = repository({});
    const loaded = await loadScenario(join(dir, "perf.yaml"), {
      cwd: dir,
      set: ["pairs[0].sessions=24", "pairs[0].n_concurrent=8", "regression.on_missing=warn"],
    });
    const run = await runScenario(loaded, { outDir: join(dir, "runs"), baselineDir: join(dir, "b") });
    sessionMs = run.report.metrics.e2e_ms.p50;
  }, 120_000);

  it("names the commit that made the agent 40% slower, in at most 6 probes", async () => {
    const { dir, commits } = repository({ 11: Math.round(0.4 * sessionMs) });
    const r = await bisect({
      scenario: "perf.yaml",
      good: commits[0],
      bad: commits[16],
      out: join(dir, "bisect"),
      cwd: dir,
    });
    expect(r.outcome).toBe("found");
    expect(r.culprits.map((c) => c.commit)).toEqual([commits[11]]);
    expect(r.culprits[0]).toMatchObject({
      subject: "change 11: plan the tool call twice",
      author: "Dev One <dev@example.com>",
    });
    expect(r.culprits[0].explains).toBeGreaterThan(0.75);
    expect(r.probes.length).toBeLessThanOrEqual(6);
    expect(renderBisect(r), renderBisect(r)).toContain(
      `**Culprit** \`${commits[11].slice(0, 12)}\`: change 11`,
    );
  });

  it("ends 'not reproduced' on a range without a regression, after the one confirming run", async () => {
    const { dir, commits } = repository({});
    const r = await bisect({
      scenario: "perf.yaml",
      good: commits[0],
      bad: commits[16],
      out: join(dir, "bisect"),
      cwd: dir,
    });
    expect(r.outcome).toBe("not_reproduced");
    expect(r.probes).toHaveLength(1);
    expect(r.culprits).toEqual([]);
  });

  it("names both of two regressions (+20% at commit 5, +25% more at commit 12)", async () => {
    const first = Math.round(0.2 * sessionMs);
    const { dir, commits } = repository({ 5: first, 12: first + Math.round(0.25 * 1.2 * sessionMs) });
    const r = await bisect({
      scenario: "perf.yaml",
      good: commits[0],
      bad: commits[16],
      out: join(dir, "bisect"),
      cwd: dir,
    });
    const named = r.culprits.map((c) => commits.indexOf(c.commit));
    expect(named, renderBisect(r)).toEqual([5, 12]);
    expect(r.culprits[0].explains).toBeLessThan(0.75);
  });

  it("skips a commit whose agent does not start, and a bisect stopped mid-search goes on without re-running a probe", async () => {
    const { dir, commits } = repository({ 11: Math.round(0.4 * sessionMs) }, [8]);
    const out = join(dir, "bisect");
    const stop = new AbortController();
    let probes = 0;
    const first = await bisect({
      scenario: "perf.yaml",
      good: commits[0],
      bad: commits[16],
      out,
      cwd: dir,
      signal: stop.signal,
      log: (line) => {
        if (line.startsWith("probe ") && ++probes === 2) stop.abort();
      },
    });
    expect(first.outcome).toBe("interrupted");
    const kept = first.probes.length;
    expect(kept).toBeGreaterThanOrEqual(2);
    const lines: string[] = [];
    const again = await bisect({
      scenario: "perf.yaml",
      good: commits[0],
      bad: commits[16],
      out,
      cwd: dir,
      log: (line) => lines.push(line),
    });
    expect(again.outcome).toBe("found");
    expect(again.culprits.map((c) => c.commit)).toEqual([commits[11]]);
    // The finished probes were read back, not run again.
    expect(lines.filter((l) => l.includes("(kept from ")).length).toBe(kept);
    // Commit 8's agent does not parse: probed first (the middle), skipped.
    expect(again.probes.find((p) => p.commit === commits[8])?.class).toBe("skip");
  });
});
