/**
 * `baseline-pr: true`: the refreshed baseline goes to its own branch, one commit on top of the base
 * branch, and a PR is opened (or its title and body updated) — through the REST API only, so the job
 * needs no git credentials on disk. Needs `contents: write` and `pull-requests: write`.
 */
import { readFileSync } from "node:fs";
import type { Octokit } from "./comment.js";

export interface BaselinePrInput {
  owner: string;
  repo: string;
  /** Path of the baseline file inside the repository, `/`-separated. */
  path: string;
  /** Local file to commit. */
  file: string;
  scenario: string;
  /** Branch the PR targets; the repository's default branch when null. */
  base: string | null;
  body: string;
}

export interface BaselinePr {
  url: string;
  number: number;
  branch: string;
  action: "created" | "updated";
}

export function baselineBranch(scenario: string): string {
  return `agent-loadtest/baseline/${scenario.replace(/[^A-Za-z0-9._-]/g, "-")}`;
}

const status = (e: unknown) => (e as { status?: number })?.status;

export async function openBaselinePr(octokit: Octokit, input: BaselinePrInput): Promise<BaselinePr> {
  const repo = { owner: input.owner, repo: input.repo };
  const base = input.base ?? (await octokit.rest.repos.get(repo)).data.default_branch;
  const branch = baselineBranch(input.scenario);
  const baseSha = (await octokit.rest.git.getRef({ ...repo, ref: `heads/${base}` })).data.object.sha;

  // The branch restarts from the base each time, so the PR is always one fresh commit.
  try {
    await octokit.rest.git.getRef({ ...repo, ref: `heads/${branch}` });
    await octokit.rest.git.updateRef({ ...repo, ref: `heads/${branch}`, sha: baseSha, force: true });
  } catch (e) {
    if (status(e) !== 404) throw e;
    await octokit.rest.git.createRef({ ...repo, ref: `refs/heads/${branch}`, sha: baseSha });
  }

  let sha: string | undefined;
  try {
    const { data } = await octokit.rest.repos.getContent({ ...repo, path: input.path, ref: branch });
    if (!Array.isArray(data) && data.type === "file") sha = data.sha;
  } catch (e) {
    if (status(e) !== 404) throw e;
  }
  await octokit.rest.repos.createOrUpdateFileContents({
    ...repo,
    path: input.path,
    branch,
    sha,
    message: `Refresh the ${input.scenario} performance baseline`,
    content: readFileSync(input.file).toString("base64"),
  });

  const title = `Refresh the ${input.scenario} performance baseline`;
  const open = await octokit.rest.pulls.list({
    ...repo,
    state: "open",
    head: `${input.owner}:${branch}`,
    base,
    per_page: 10,
  });
  if (open.data.length > 0) {
    const pr = open.data[0];
    await octokit.rest.pulls.update({ ...repo, pull_number: pr.number, title, body: input.body });
    return { url: pr.html_url, number: pr.number, branch, action: "updated" };
  }
  const { data } = await octokit.rest.pulls.create({ ...repo, head: branch, base, title, body: input.body });
  return { url: data.html_url, number: data.number, branch, action: "created" };
}
