/**
 * `compare-with: base` on a real git repository: the PR's base commit is checked out into a temporary
 * worktree and its agent runs as the reference arm, interleaved with the PR's agent in the same job.
 * A PR that makes the agent slower fails the gate; one that leaves it as it was passes; the worktree
 * never outlives the step; a push event or a shallow clone is invalid input naming the input; the PR that
 * adds the scenario runs without a reference arm and says so.
 */
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT, runAction } from "../../support/action-harness.js";

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], {
    cwd,
    encoding: "utf8",
  }).trim();

/**
 * An agent that solves echo-bench after `sleep` seconds: its session time is the wait plus the session's
 * own start. The slower PR's extra 1.95 s stays above the rule's 15 % of a session while the session's own
 * start stays under about 13 s — a loaded runner's 4.5 s sessions included.
 */
const agentScript = (sleep: number) =>
  `#!/bin/sh\nsleep ${sleep}\ncd "\${AGENT_WORKDIR:-/app}" && printf 'echo: the quick brown fox\\n' > answer.txt\n`;

const SCENARIO = `name: perf
runtime: { type: local }
pairs:
  - agent: { name: sleeper, command: [sh, /agent/run.sh], mount: agent }
    task: tasks/echo-bench
    sessions: 20
    n_concurrent: 4
regression:
  metrics:
    e2e_ms: { max_increase: 15%, statistic: p50 }
`;

/**
 * The PR's scenario tries to pick its own (slow) reference: compare-with must replace it with the base's.
 * At 2 s it is slower than the PR's agent, so a run gated against it would pass where the test expects a failure.
 */
const SELF_CHOSEN_REFERENCE = `${SCENARIO}  compare_with:
    agent: { name: chosen-by-the-pr, command: [sh, -c, 'sleep 2; sh /agent/run.sh'], mount: agent }
`;

interface Repo {
  dir: string;
  base: string;
}

/** A repository whose base commit's agent sleeps `baseSleep` s and whose PR commit's sleeps `prSleep` s. */
function repo(baseSleep: number, prSleep: number, prScenario = SCENARIO): Repo {
  const dir = mkdtempSync(join(tmpdir(), "compare-base-repo-"));
  cpSync(join(ROOT, "tasks/echo-bench"), join(dir, "tasks/echo-bench"), { recursive: true });
  mkdirSync(join(dir, "agent"));
  writeFileSync(join(dir, "agent/run.sh"), agentScript(baseSleep));
  writeFileSync(join(dir, "perf.yaml"), SCENARIO);
  git(dir, "init", "-q", "-b", "main");
  git(dir, "add", ".");
  git(dir, "commit", "-q", "-m", "base");
  const base = git(dir, "rev-parse", "HEAD");
  writeFileSync(join(dir, "agent/run.sh"), agentScript(prSleep));
  writeFileSync(join(dir, "perf.yaml"), prScenario);
  git(dir, "commit", "-q", "--allow-empty", "-am", "the pull request");
  return { dir, base };
}

const event = (base: string) => ({
  pull_request: { number: 42, base: { sha: base, ref: "main" }, head: { sha: "x", repo: null } },
});

async function gate(r: Repo, opts: { event?: unknown; cwd?: string } = {}) {
  const cwd = opts.cwd ?? r.dir;
  const run = await runAction({
    inputs: {
      scenario: "perf.yaml",
      "compare-with": "base",
      comment: "never",
      "artifact-name": "",
      "output-dir": join(cwd, "runs"),
    },
    event: opts.event === undefined ? event(r.base) : opts.event,
    cwd,
  });
  const report = run.outputs["report-json"]
    ? (JSON.parse(readFileSync(run.outputs["report-json"], "utf8")) as {
        baseline: { file: string };
        sessions: { total: number };
        gate: { checks: { kind: string; metric: string; status: string; n?: number; n_baseline?: number }[] };
      })
    : null;
  const e2e = report?.gate.checks.find((c) => c.kind === "regression" && c.metric === "e2e_ms");
  return { run, report, e2e };
}

/** No worktree is left registered, and no base folder is left in the runner's temp folder. */
function expectNoWorktree(r: Repo, runnerTemp: string): void {
  expect(git(r.dir, "worktree", "list", "--porcelain").match(/^worktree /gm)).toHaveLength(1);
  expect(readdirSync(runnerTemp).filter((f) => f.startsWith("agent-loadtest-base-"))).toEqual([]);
}

// the tests' timeouts below bound a hung child process, far above a run's length; none asserts speed.
describe("compare-with: base", () => {
  let slower: Repo;
  let equal: Repo;
  beforeAll(() => {
    slower = repo(0.05, 2, SELF_CHOSEN_REFERENCE);
    equal = repo(0.3, 0.3);
  });

  it("fails a PR whose agent is slower than the base commit's, run beside it in the same job", async () => {
    const { run, report, e2e } = await gate(slower);
    expect(run.code, run.visibleLog.slice(-3000)).toBe(1);
    expect(run.visibleLog).toContain(
      `reference arm is sleeper from the base commit ${slower.base.slice(0, 12)}`,
    );
    // The reference is the base commit's agent, not the one the PR's scenario chose for itself.
    expect(report?.baseline.file).toBe("reference arm (sleeper) of this run");
    expect(report?.sessions.total).toBe(20);
    expect(e2e).toMatchObject({ status: "fail", n: 20, n_baseline: 20 });
    expectNoWorktree(slower, run.dir);
  }, 240_000);

  it("passes a PR that leaves the agent as fast as the base commit's", async () => {
    const { run, e2e } = await gate(equal);
    expect(run.code, run.visibleLog.slice(-3000)).toBe(0);
    expect(e2e?.status).toBe("pass");
    expect(e2e?.n_baseline).toBe(20);
    expectNoWorktree(equal, run.dir);
  }, 240_000);

  it("is invalid input on a push event, which has no base", async () => {
    const { run } = await gate(equal, { event: null });
    expect(run.code).toBe(2);
    expect(run.visibleLog).toMatch(
      /::error::invalid input: input compare-with: `base` needs a pull_request event/,
    );
    expect(run.visibleLog).not.toMatch(/reference arm is/);
  }, 60_000);

  it("is invalid input in a shallow clone without the base commit, and says to fetch the history", async () => {
    const shallow = join(mkdtempSync(join(tmpdir(), "compare-base-shallow-")), "clone");
    execFileSync("git", ["clone", "-q", "--depth", "1", `file://${equal.dir}`, shallow]);
    const { run } = await gate(equal, { cwd: shallow });
    expect(run.code).toBe(2);
    const line = run.visibleLog.split("\n").find((l) => l.startsWith("::error::")) ?? "";
    expect(line).toContain("input compare-with: the base commit");
    expect(line).toContain("(a shallow clone)");
    expect(line).toContain("`fetch-depth: 0`");
  }, 60_000);

  it.each([
    [
      "a branch name",
      { "compare-with": "main" },
      /input compare-with: expected `base` or a commit sha, got "main"/,
    ],
    [
      "mode: baseline",
      { mode: "baseline" },
      /input compare-with: runs a reference arm beside the candidate: use it with mode: gate/,
    ],
    ["a shard", { shard: "1/2" }, /input compare-with: .*use it with mode: gate and no shard/],
  ])(
    "is invalid input with %s, before anything runs",
    async (_name, inputs, message) => {
      const run = await runAction({
        inputs: {
          scenario: "perf.yaml",
          "compare-with": "base",
          comment: "never",
          "artifact-name": "",
          ...inputs,
        },
        event: event(equal.base),
        cwd: equal.dir,
      });
      expect(run.code, run.visibleLog.slice(-2000)).toBe(2);
      expect(run.visibleLog).toMatch(message);
      expect(run.visibleLog).not.toMatch(/running \d+ sessions/);
      expectNoWorktree(equal, run.dir);
    },
    60_000,
  );

  /** A pull request that adds `scenario` as new.yaml (its base commit has none), run with compare-with: base. */
  async function addedInThePr(scenario = SCENARIO) {
    const added = repo(0.05, 0.05, scenario);
    git(added.dir, "mv", "perf.yaml", "new.yaml");
    git(added.dir, "commit", "-q", "-m", "the gate is new in this pull request");
    const run = await runAction({
      inputs: { scenario: "new.yaml", "compare-with": "base", comment: "never", "artifact-name": "" },
      event: event(added.base),
      cwd: added.dir,
    });
    return { added, run };
  }

  it("runs the pull request that adds the scenario without a reference arm, and says so in the report", async () => {
    const { added, run } = await addedInThePr();
    expect(run.code, run.visibleLog.slice(-3000)).toBe(0);
    expect(run.visibleLog).not.toMatch(/reference arm is/);
    const md = readFileSync(run.outputs["report-md"], "utf8");
    expect(md).toContain(`the base commit ${added.base.slice(0, 12)} has no new.yaml`);
    expectNoWorktree(added, run.dir);
  }, 240_000);

  it("keeps an on_missing: fail the new scenario wrote: the missing baseline fails the gate", async () => {
    const { added, run } = await addedInThePr(`${SCENARIO}  on_missing: fail\n`);
    expect(run.code, run.visibleLog.slice(-3000)).toBe(1);
    const report = JSON.parse(readFileSync(run.outputs["report-json"], "utf8"));
    const missing = report.gate.checks.find((c: { metric: string }) => c.metric === "baseline");
    expect(missing).toMatchObject({ rule: "on_missing: fail", status: "fail" });
    expectNoWorktree(added, run.dir);
  }, 240_000);

  it("the post step removes a base worktree the main step left behind", async () => {
    const left = mkdtempSync(join(tmpdir(), "agent-loadtest-base-"));
    git(equal.dir, "worktree", "add", "-q", "--detach", left, equal.base);
    expect(existsSync(join(left, "perf.yaml"))).toBe(true);
    const post = await runAction({
      inputs: {},
      entry: "post.js",
      cwd: equal.dir,
      state: { "base-worktree": left, "base-repo": equal.dir },
    });
    expect(post.code).toBe(0);
    expect(existsSync(left)).toBe(false);
    expect(git(equal.dir, "worktree", "list", "--porcelain").match(/^worktree /gm)).toHaveLength(1);
  }, 60_000);
});
