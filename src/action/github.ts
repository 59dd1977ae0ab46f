/** The workflow run the Action is in: repository, pull request, and where the run came from. */
import { github } from "./toolkit.js";

export interface GitHubRun {
  owner: string;
  repo: string;
  /** The pull request to comment on, if any. */
  pr: number | null;
  /** The PR comes from a fork: its token is read-only whatever `permissions:` say. */
  fork: boolean;
  /** Recorded in the run (and so in baselines): commit, ref, CI run. */
  source: Record<string, string>;
  /** The workflow run's page, where the artifact is. */
  runUrl: string | null;
  /** The branch a push or schedule ran on (the base of a baseline PR). */
  branch: string | null;
}

interface Payload {
  pull_request?: { number: number; head?: { sha?: string; repo?: { full_name?: string } | null } };
  issue?: { number: number; pull_request?: unknown };
  workflow_run?: { pull_requests?: { number: number }[] };
}

export function readGitHubRun(prOverride: number | null, env: NodeJS.ProcessEnv = process.env): GitHubRun {
  const ctx = github().context;
  const [owner = "", repo = ""] = (env.GITHUB_REPOSITORY ?? "").split("/");
  const payload = (ctx.payload ?? {}) as Payload;
  const pr =
    prOverride ??
    payload.pull_request?.number ??
    (payload.issue?.pull_request ? payload.issue.number : undefined) ??
    payload.workflow_run?.pull_requests?.[0]?.number ??
    null;
  const headRepo = payload.pull_request?.head?.repo?.full_name;
  const source: Record<string, string> = {};
  const put = (k: string, v: string | number | undefined | null) => {
    if (v != null && v !== "") source[k] = String(v);
  };
  put("sha", env.GITHUB_SHA);
  put("ref", env.GITHUB_REF);
  put("ci_run_id", env.GITHUB_RUN_ID);
  put("ci_run_attempt", env.GITHUB_RUN_ATTEMPT);
  put("repository", env.GITHUB_REPOSITORY);
  put("workflow", env.GITHUB_WORKFLOW);
  put("event", env.GITHUB_EVENT_NAME);
  put("pr", pr);
  put("head_sha", payload.pull_request?.head?.sha);
  const server = env.GITHUB_SERVER_URL || "https://github.com";
  return {
    owner,
    repo,
    pr,
    fork: headRepo != null && headRepo !== env.GITHUB_REPOSITORY,
    source,
    runUrl:
      env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
        ? `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
        : null,
    branch:
      env.GITHUB_REF_TYPE === "branch" || env.GITHUB_REF?.startsWith("refs/heads/")
        ? (env.GITHUB_REF_NAME ?? null)
        : null,
  };
}
