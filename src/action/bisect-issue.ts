/**
 * What the nightly bisect tells the repository: one issue per scenario naming the culprit, found by its
 * markers among the open issues this token's identity opened and updated in place by the next nightly,
 * and a comment on the culprit's pull request when it came through one. Needs `issues: write`, and
 * `pull-requests: write` for the comment.
 */
import { fitComment, type Octokit, upsertComment, writtenByUs } from "./comment.js";

/** The label the issue carries: the open issues listed to find it are this label's. */
export const BISECT_LABEL = "agent-loadtest";

/** The markers' scenario key: the bisect's issue and comment are not the PR gate's comment. */
export const bisectKey = (scenario: string) => `bisect.${scenario}`;

export interface RepoRef {
  owner: string;
  repo: string;
}

export interface IssueResult {
  action: "created" | "updated";
  number: number;
  url: string;
}

interface ListedIssue {
  number: number;
  html_url: string;
  body?: string | null;
  user: { login: string } | null;
  pull_request?: unknown;
}

/** Our open issue for the scenario: the label's issues first, then (labels dropped) the latest updated. */
async function findIssue(
  octokit: Octokit,
  repo: RepoRef,
  key: string,
  login: string,
): Promise<ListedIssue | null> {
  const ours = (i: ListedIssue) => !i.pull_request && writtenByUs(i, key, login);
  const labelled = octokit.paginate.iterator(octokit.rest.issues.listForRepo, {
    ...repo,
    state: "open",
    labels: BISECT_LABEL,
    per_page: 100,
  });
  for await (const { data } of labelled) {
    const found = (data as ListedIssue[]).find(ours);
    if (found) return found;
  }
  // A token that may not set labels opens the issue without one: the 100 open issues updated last.
  const { data } = await octokit.rest.issues.listForRepo({
    ...repo,
    state: "open",
    sort: "updated",
    direction: "desc",
    per_page: 100,
  });
  return (data as ListedIssue[]).find(ours) ?? null;
}

export async function upsertIssue(
  octokit: Octokit,
  repo: RepoRef,
  o: { title: string; body: string; scenario: string; login: string },
): Promise<IssueResult> {
  const { title } = o;
  const key = bisectKey(o.scenario);
  const body = fitComment(o.body, key);
  const existing = await findIssue(octokit, repo, key, o.login);
  if (existing) {
    const { data } = await octokit.rest.issues.update({
      ...repo,
      issue_number: existing.number,
      title,
      body,
    });
    return { action: "updated", number: data.number, url: data.html_url };
  }
  const { data } = await octokit.rest.issues.create({ ...repo, title, body, labels: [BISECT_LABEL] });
  return { action: "created", number: data.number, url: data.html_url };
}

/** The merged pull request a commit came in through, or null. */
export async function pullRequestOf(octokit: Octokit, repo: RepoRef, sha: string): Promise<number | null> {
  const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
    ...repo,
    commit_sha: sha,
    per_page: 10,
  });
  // Merged only: an open pull request that merely contains the commit did not bring it in.
  return data.find((p) => p.merged_at)?.number ?? null;
}

/** One comment per scenario on the culprit's pull request, updated when a later nightly names it again. */
export async function commentOnCulprit(
  octokit: Octokit,
  pr: RepoRef & { number: number },
  o: { body: string; scenario: string; login: string },
): Promise<string | null> {
  const r = await upsertComment(octokit, pr, {
    body: o.body,
    scenario: bisectKey(o.scenario),
    login: o.login,
    createIfMissing: true,
  });
  return r?.url ?? null;
}
