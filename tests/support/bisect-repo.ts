/**
 * A git repository for `agent-loadtest bisect` (tests/integration/bisect, bench/bisect): the example
 * echo agent solving echo-bench against the mock LLM on the local runtime, 17 commits, and a sleep in
 * the agent's tool step from the commits that say so.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type BisectOptions, bisect } from "../../src/action/bisect.js";
import { runScenario } from "../../src/pipeline/run.js";
import { loadScenario } from "../../src/scenario/load.js";

const ROOT = resolve(import.meta.dirname, "../..");
const AGENT = readFileSync(join(ROOT, "examples/agents/echo-agent/agent.mjs"), "utf8");
/** Where the agent runs its tool: a sleep goes right before it. */
const TOOL_STEP = "    const call = tool();";

export const SCENARIO = `name: bisect-demo
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

/**
 * A tool step's own time in every commit: the session is mostly the agent's work, so a step's share
 * of it holds when a loaded machine stretches the rest (process starts, the verifier).
 */
const TOOL_MS = 300;

/**
 * The agent with `ms` more sleep in its tool step than TOOL_MS; `broken`: it does not even parse;
 * `twice`: it asks the model a second time before the tool step (one more LLM call a step).
 */
const agentWith = (extra: number, broken = false, twice = false) =>
  agentSleeping(TOOL_MS + extra, broken, twice);
const agentSleeping = (ms: number, broken = false, twice = false) =>
  broken
    ? `${AGENT}\n)syntax error(\n`
    : AGENT.replace(
        TOOL_STEP,
        `${twice ? "    await llmStep(messages);\n" : ""}${ms > 0 ? `    await new Promise((r) => setTimeout(r, ${ms}));\n` : ""}${TOOL_STEP}`,
      );

/**
 * A repository of `size` commits (17: c0 … c16): c0 ships the agent, every later one edits a notes
 * file, and `sleeps[k]` (ms) is the sleep commit k leaves in the agent's tool step from then on;
 * from commit `twiceFrom` on, the agent asks the model twice a step.
 */
export function repository(
  sleeps: Record<number, number>,
  broken: number[] = [],
  size = 17,
  twiceFrom = Number.POSITIVE_INFINITY,
): { dir: string; commits: string[] } {
  const dir = mkdtempSync(join(tmpdir(), "bisect-repo-"));
  cpSync(join(ROOT, "tasks/echo-bench"), join(dir, "tasks/echo-bench"), { recursive: true });
  mkdirSync(join(dir, "agent"));
  writeFileSync(join(dir, "perf.yaml"), SCENARIO);
  git(dir, "init", "-q", "-b", "main");
  const commits: string[] = [];
  let sleep = 0;
  for (let k = 0; k < size; k++) {
    if (sleeps[k] !== undefined) sleep = sleeps[k];
    writeFileSync(join(dir, "agent/agent.mjs"), agentWith(sleep, broken.includes(k), k >= twiceFrom));
    writeFileSync(join(dir, "notes.txt"), `change ${k}\n`);
    git(dir, "add", "-A");
    const what = sleeps[k] ? ": plan the tool call twice" : k === twiceFrom ? ": ask the model again" : "";
    git(dir, "commit", "-q", "-m", `change ${k}${what}`);
    commits.push(git(dir, "rev-parse", "HEAD"));
  }
  return { dir, commits };
}

/** One more commit on top: the agent's tool step sleeps `extra` ms past TOOL_MS from then on. */
export function commitSleep(dir: string, extra: number, subject: string): string {
  writeFileSync(join(dir, "agent/agent.mjs"), agentWith(extra));
  git(dir, "commit", "-q", "-am", subject);
  return git(dir, "rev-parse", "HEAD");
}

export const checkout = (dir: string, rev: string) => git(dir, "checkout", "-q", rev);

/** How long a session takes here at a probe's load (both arms' sessions in flight): the slowdowns are shares of it. */
export async function sessionMsHere(): Promise<number> {
  const { dir } = repository({});
  const loaded = await loadScenario(join(dir, "perf.yaml"), {
    cwd: dir,
    set: ["pairs[0].sessions=24", "pairs[0].n_concurrent=8", "regression.on_missing=warn"],
  });
  const run = await runScenario(loaded, { outDir: join(dir, "runs"), baselineDir: join(dir, "b") });
  return run.report.metrics.e2e_ms.p50;
}

/** The bisect of a whole repository from c0 to c16, its report under `<dir>/bisect`. */
export function bisectAll(repo: { dir: string; commits: string[] }, more: Partial<BisectOptions> = {}) {
  const { dir, commits } = repo;
  return bisect({
    scenario: "perf.yaml",
    good: commits[0],
    bad: commits[16],
    out: join(dir, "bisect"),
    cwd: dir,
    ...more,
  });
}
