/**
 * `compare-with: base`: the pull request's base commit, checked out into a temporary git worktree,
 * runs its own agent as the reference arm of a same-job comparison (`regression.compare_with`),
 * interleaved with the candidate on the same tasks, so both arms share the runner.
 *
 * Trust: the base commit's scenario is the trusted side's. The reference agent is its agent (name,
 * version, command, mount, env, install, model, args), the mount resolved inside the worktree; the
 * PR's scenario brings the workload (tasks, runtime, services, load) and the rules, and cannot name
 * or replace the reference. Nothing of the PR's `set:` overrides reaches the base scenario.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { isAbsolute, join, relative, sep } from "node:path";
import { errorMessage, InfraError, UserError } from "../errors.js";
import { loadScenario, withReferenceArm } from "../scenario/load.js";
import type { AgentSpec, LoadedScenario } from "../scenario/model.js";
import { ScenarioSchema } from "../scenario/schema.js";

const INPUT = "input compare-with";
const GIT_TIMEOUT_MS = 120_000;
const FETCH_HINT = "check out with history: `fetch-depth: 0` on actions/checkout";

/** A base commit checked out beside the workspace; `removeBase` takes it away again. */
export interface BaseCheckout {
  sha: string;
  /** The repository's top folder (the workspace's work tree). */
  repo: string;
  /** The temporary worktree holding the base commit. */
  dir: string;
}

interface Payload {
  pull_request?: { base?: { sha?: string } };
  merge_group?: { base_sha?: string };
}

interface Git {
  ok: boolean;
  stdout: string;
  stderr: string;
}

/** git with hooks off: checking out the base must run nothing of the repository's. */
function git(cwd: string, args: string[]): Promise<Git> {
  return new Promise((done, fail) => {
    execFile(
      "git",
      ["-c", "core.hooksPath=/dev/null", ...args],
      { cwd, timeout: GIT_TIMEOUT_MS, maxBuffer: 4 << 20 },
      (err, stdout, stderr) => {
        if (err && (err as NodeJS.ErrnoException).code === "ENOENT")
          return fail(new InfraError(`compare-with: git is not installed on the runner (${err.message})`));
        done({ ok: !err, stdout: String(stdout).trim(), stderr: String(stderr).trim() });
      },
    );
  });
}

/** The event's base commit (pull_request, pull_request_target, merge_group), else null. */
function eventBase(env: NodeJS.ProcessEnv): string | null {
  const file = env.GITHUB_EVENT_PATH;
  if (!file || !existsSync(file)) return null;
  try {
    const p = JSON.parse(readFileSync(file, "utf8")) as Payload;
    return p.pull_request?.base?.sha ?? p.merge_group?.base_sha ?? null;
  } catch {
    return null;
  }
}

/** The commit `compare-with` names: an explicit sha, else the event's base, else origin/<GITHUB_BASE_REF>. */
async function baseCommit(value: string, repo: string, env: NodeJS.ProcessEnv): Promise<string> {
  let rev = value === "base" ? eventBase(env) : value;
  if (!rev && env.GITHUB_BASE_REF) rev = `refs/remotes/origin/${env.GITHUB_BASE_REF}`;
  if (!rev)
    throw new UserError(
      `\`base\` needs a pull_request event, and this is a ${env.GITHUB_EVENT_NAME || "non-PR"} event: drop compare-with here or name a commit sha`,
      undefined,
      INPUT,
    );
  const found = await git(repo, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]);
  if (!found.ok) {
    const shallow = (await git(repo, ["rev-parse", "--is-shallow-repository"])).stdout === "true";
    throw new UserError(
      `the base commit ${rev.replace("refs/remotes/", "").slice(0, 40)} is not in this clone${shallow ? " (a shallow clone)" : ""}: ${FETCH_HINT}`,
      undefined,
      INPUT,
    );
  }
  return found.stdout;
}

/** Checks the base commit out into a fresh temporary worktree of the workspace's repository. */
export async function checkoutBase(
  value: string,
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<BaseCheckout> {
  const top = await git(cwd, ["rev-parse", "--show-toplevel"]);
  if (!top.ok)
    throw new UserError(
      `needs a git checkout of the repository, and ${cwd} is not one: ${FETCH_HINT}`,
      undefined,
      INPUT,
    );
  const repo = top.stdout;
  const sha = await baseCommit(value, repo, env);
  const dir = mkdtempSync(join(env.RUNNER_TEMP || tmpdir(), "agent-loadtest-base-"));
  const added = await git(repo, ["worktree", "add", "--detach", dir, sha]);
  if (!added.ok) {
    rmSync(dir, { recursive: true, force: true });
    throw new InfraError(
      `compare-with: git worktree add of ${sha.slice(0, 12)} failed: ${added.stderr.slice(0, 300)}`,
    );
  }
  return { sha, repo, dir };
}

/** Removes the worktree and its folder; never throws (the post step calls it too). Returns a problem, if any. */
export async function removeBase(base: Pick<BaseCheckout, "repo" | "dir">): Promise<string | null> {
  if (!existsSync(base.dir)) return null;
  try {
    const removed = await git(base.repo, ["worktree", "remove", "--force", base.dir]);
    rmSync(base.dir, { recursive: true, force: true });
    await git(base.repo, ["worktree", "prune"]);
    return removed.ok || !existsSync(base.dir) ? null : removed.stderr.slice(0, 300);
  } catch (e) {
    return errorMessage(e);
  }
}

export interface BaseReference {
  loaded: LoadedScenario;
  agent: AgentSpec;
  secretValues: string[];
  note: string;
}

/**
 * The candidate scenario with the base commit's agent as its reference arm. Any reference the PR's
 * scenario named itself is replaced: the base side is the base commit's to say.
 */
export async function withBaseReference(loaded: LoadedScenario, base: BaseCheckout): Promise<BaseReference> {
  const short = base.sha.slice(0, 12);
  const rel = relative(base.repo, loaded.file);
  if (rel.startsWith("..") || isAbsolute(rel))
    throw new UserError(
      `the scenario ${loaded.file} is outside the repository ${base.repo}`,
      undefined,
      INPUT,
    );
  if (loaded.scenario.runtime.type === "http")
    throw new UserError(
      "runs the base commit's agent, and an http runtime starts no agent: compare two services with regression.compare_with",
      undefined,
      INPUT,
    );
  const baseFile = join(base.dir, rel);
  if (!existsSync(baseFile))
    throw new UserError(
      `the base commit ${short} has no ${rel} (a scenario new in this PR): run without compare-with until it lands`,
      undefined,
      INPUT,
    );
  const baseLoaded = await loadBaseScenario(baseFile, base, short);
  const agent = baseAgent(baseLoaded, base, short, rel);
  const candidates = loaded.scenario.regression?.compare_with
    ? loaded.pairs.filter((p) => p.tags.arm === "candidate").map((p) => ({ ...p, index: p.index / 2 }))
    : loaded.pairs;
  const parsed = ScenarioSchema.safeParse({
    ...loaded.scenario,
    regression: { ...(loaded.scenario.regression ?? {}), compare_with: { agent } },
  });
  if (!parsed.success)
    throw new UserError(
      `the base commit's agent cannot run in this scenario: ${parsed.error.issues[0]?.message ?? "invalid"}`,
      undefined,
      INPUT,
    );
  return {
    loaded: { ...loaded, scenario: parsed.data, pairs: withReferenceArm(candidates, agent) },
    agent,
    secretValues: baseLoaded.secretValues,
    note: `compare-with: the reference arm is ${agent.name} from the base commit ${short} (${rel})`,
  };
}

/** The base scenario as the base commit has it; its errors point at `<sha>:<path>`, not the temp folder. */
async function loadBaseScenario(file: string, base: BaseCheckout, short: string): Promise<LoadedScenario> {
  try {
    return await loadScenario(file, { cwd: base.dir });
  } catch (e) {
    if (!(e instanceof UserError)) throw e;
    const where = (e.where ?? file).split(base.dir + sep).join(`${short}:`);
    throw new UserError(`in the base commit's scenario: ${e.message}`, where, e.field);
  }
}

/** The base commit's one agent; a mount outside its worktree would read files that are not the base's. */
function baseAgent(baseLoaded: LoadedScenario, base: BaseCheckout, short: string, rel: string): AgentSpec {
  const agents = baseLoaded.scenario.pairs.map((p) => p.agent);
  if (new Set(agents.map((a) => JSON.stringify(a))).size !== 1)
    throw new UserError(
      `the base commit's ${rel} runs ${agents.length} different agents; compare-with takes one reference agent`,
      undefined,
      INPUT,
    );
  const agent = agents[0];
  if (agent.mount !== undefined) {
    const inside = relative(base.dir, agent.mount);
    if (inside.startsWith("..") || isAbsolute(inside))
      throw new UserError(
        `the base commit's agent mounts ${agent.mount}, outside its checkout: a reference reads the base commit's files only`,
        `${short}:${rel}`,
        "pairs[0].agent.mount",
      );
  }
  return agent;
}
