/**
 * One PR comment per scenario, updated in place. Found by its hidden markers among ALL the PR's
 * comments (100 per page, every page), and only among comments written by the token's own identity,
 * so another bot's comment carrying a similar marker is never touched.
 */
import type { getOctokit } from "@actions/github";
import { COMMENT_MARKER } from "../report/markdown.js";

export type Octokit = ReturnType<typeof getOctokit>;

/** GitHub refuses issue comments longer than this. */
export const GITHUB_COMMENT_LIMIT = 65_536;
/** Who GITHUB_TOKEN (an installation token, for which GET /user fails) writes as. */
export const ACTIONS_BOT = "github-actions[bot]";

export interface PullRequestRef {
  owner: string;
  repo: string;
  number: number;
}

export interface UpsertResult {
  action: "created" | "updated";
  id: number;
  url: string;
}

/** The second marker: one comment per scenario, so two gates in one workflow do not fight over one. */
export function scenarioMarker(scenario: string): string {
  return `<!-- agent-loadtest-action:scenario=${scenario.replace(/[^A-Za-z0-9._-]/g, "_")} -->`;
}

export function isOurs(body: string | null | undefined, scenario: string): boolean {
  return (body?.includes(COMMENT_MARKER) && body.includes(scenarioMarker(scenario))) ?? false;
}

/** A comment or issue this token's identity wrote, carrying our markers for the scenario. */
export function writtenByUs(
  item: { body?: string | null; user: { login: string } | null },
  scenario: string,
  login: string,
): boolean {
  return item.user?.login?.toLowerCase() === login.toLowerCase() && isOurs(item.body, scenario);
}

/**
 * Keeps the markers and stays under GitHub's limit. A body past it is cut at the end of a line (a
 * table row, a reason stays whole) where one ends in its last quarter, and never inside a surrogate pair.
 */
export function fitComment(body: string, scenario: string): string {
  const tail = `\n${scenarioMarker(scenario)}\n`;
  const withMarkers = body.includes(COMMENT_MARKER) ? body : `${COMMENT_MARKER}\n${body}`;
  if (withMarkers.length + tail.length <= GITHUB_COMMENT_LIMIT) return withMarkers + tail;
  const note =
    "\n\n_Comment cut to fit GitHub's limit; the job summary and the artifact hold the full report._\n";
  let cut = GITHUB_COMMENT_LIMIT - tail.length - note.length;
  const line = withMarkers.lastIndexOf("\n", cut);
  if (line > cut * 0.75) cut = line;
  const code = withMarkers.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
  return withMarkers.slice(0, cut) + note + tail;
}

/**
 * The login comments by this token show: GET /user for a PAT; an installation token (GITHUB_TOKEN)
 * cannot call it, and then writes as github-actions[bot].
 */
export async function tokenLogin(octokit: Octokit): Promise<string> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    if (data?.login) return data.login;
  } catch {
    // 403 "Resource not accessible by integration" for installation tokens
  }
  return ACTIONS_BOT;
}

interface IssueComment {
  id: number;
  body?: string | null;
  html_url: string;
  user: { login: string; type?: string } | null;
  created_at: string;
}

/** Every comment of ours on the PR, oldest first. */
async function findOurs(
  octokit: Octokit,
  pr: PullRequestRef,
  scenario: string,
  login: string,
): Promise<IssueComment[]> {
  const ours: IssueComment[] = [];
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: pr.owner,
    repo: pr.repo,
    issue_number: pr.number,
    per_page: 100,
  });
  for await (const { data } of pages) {
    for (const c of data as IssueComment[]) {
      if (writtenByUs(c, scenario, login)) ours.push(c);
    }
  }
  return ours.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

export async function upsertComment(
  octokit: Octokit,
  pr: PullRequestRef,
  opts: { body: string; scenario: string; login: string; createIfMissing: boolean },
): Promise<UpsertResult | null> {
  const body = fitComment(opts.body, opts.scenario);
  const base = { owner: pr.owner, repo: pr.repo };
  const existing = await findOurs(octokit, pr, opts.scenario, opts.login);
  if (existing.length > 0) {
    const { data } = await octokit.rest.issues.updateComment({ ...base, comment_id: existing[0].id, body });
    return { action: "updated", id: data.id, url: data.html_url };
  }
  if (!opts.createIfMissing) return null;
  const { data } = await octokit.rest.issues.createComment({ ...base, issue_number: pr.number, body });
  // Two jobs racing on one PR may both create: the oldest wins, the newer ones are removed.
  const after = await findOurs(octokit, pr, opts.scenario, opts.login);
  const oldest = after[0];
  if (oldest && oldest.id !== data.id) {
    await octokit.rest.issues.updateComment({ ...base, comment_id: oldest.id, body });
    await octokit.rest.issues.deleteComment({ ...base, comment_id: data.id }).catch(() => undefined);
    return { action: "updated", id: oldest.id, url: oldest.html_url };
  }
  return { action: "created", id: data.id, url: data.html_url };
}

/** 403/404 on a comment call: the token cannot write here (fork PR, missing `pull-requests: write`). */
export function isPermissionError(e: unknown): boolean {
  const status = (e as { status?: number })?.status;
  return status === 403 || status === 404;
}
