/**
 * The base commit of `compare-with`, checked out into a temporary git worktree beside the workspace,
 * and taken away again. No scenario code here: the post step (which removes a worktree the main step
 * left) stays the Docker client and little else.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { errorMessage, InfraError, UserError } from "../errors.js";

export const INPUT = "input compare-with";
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

export interface Git {
  ok: boolean;
  stdout: string;
  stderr: string;
}

/** git with hooks off: checking out the base must run nothing of the repository's. */
export function git(cwd: string, args: string[]): Promise<Git> {
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
