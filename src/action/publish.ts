/**
 * After the run: scrub secrets from the run directory, outputs, annotations, the baseline (mode
 * baseline), the PR comment, the job summary, the artifact — then the step's verdict. Publishing
 * problems (a read-only token, an artifact service hiccup) are warnings; only the gate fails a step.
 */
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { basename, join, relative, resolve, sep } from "node:path";
import { EXIT, errorMessage } from "../errors.js";
import type { FailOn } from "../gate/types.js";
import { updateBaseline } from "../pipeline/baseline-update.js";
import { scrubDir } from "../pipeline/redact.js";
import type { RunOutcome } from "../pipeline/run.js";
import { bisectTitle, renderBisect, renderBisectIssue, renderCulpritComment } from "../report/bisect.js";
import { renderComment, renderMarkdown, SUMMARY_BUDGET } from "../report/markdown.js";
import type { Redactor } from "../secrets.js";
import { artifactName, uploadRunDir } from "./artifact.js";
import { openBaselinePr } from "./baseline-pr.js";
import { commentOnCulprit, pullRequestOf, upsertIssue } from "./bisect-issue.js";
import { isPermissionError, tokenLogin, upsertComment } from "./comment.js";
import type { GitHubRun } from "./github.js";
import type { ActionInputs } from "./inputs.js";
import type { Log } from "./log.js";
import type { NightlyBisect } from "./nightly.js";
import { annotate, blockingChecks, checkLine, setOutputs, writeSummary } from "./outputs.js";
import { core, github } from "./toolkit.js";

export interface PublishInput {
  inputs: ActionInputs;
  outcome: RunOutcome;
  gh: GitHubRun;
  log: Log;
  redact: Redactor;
  token: string;
  /** bisect-on-regression: the bisect this nightly ran, or null. */
  bisected?: NightlyBisect | null;
}

export async function publish(p: PublishInput): Promise<void> {
  scrubRunDir(p);
  announce(p);
  const notes: string[] = [];
  core().setOutput("baseline-file", p.inputs.mode === "baseline" ? await refreshBaseline(p, notes) : "");
  if (p.inputs.bisectOnRegression) await reportBisect(p, notes);
  const where = placesOf(p);
  const commentUrl = await comment(p, () =>
    p.redact(renderComment(p.outcome.report, { dashboard: where.dashboard }) + where.links),
  );
  if (commentUrl) notes.push(`PR comment: ${commentUrl}`);
  core().setOutput("comment-url", commentUrl ?? "");
  await summarize(p, where.dashboard, notes);
  await upload(p, where.artifact);
  conclude(p);
}

/** Secrets out of every file of the run directory before anything leaves the job. */
function scrubRunDir({ outcome, gh, redact, log }: PublishInput): void {
  const scrubbed = scrubDir(outcome.runDir, redact);
  if (scrubbed.length > 0)
    log.info(`masked secret values in ${scrubbed.length} file(s) of the run directory`);
  if (gh.pr != null) writeFileSync(join(outcome.runDir, "pr-number"), `${gh.pr}\n`);
}

/** Step outputs, the verdict line and the check annotations. */
function announce({ outcome, log, redact }: PublishInput): void {
  const { report, runDir } = outcome;
  setOutputs(
    report,
    { runDir, reportJson: outcome.files.reportJson, reportMd: outcome.files.reportMd },
    redact,
  );
  log.info(
    `verdict ${report.verdict} · ${report.sessions.total} sessions · pass rate ${report.pass_rate ?? "–"} · e2e p95 ${report.metrics.e2e_ms?.p95 ?? "–"} ms`,
  );
  annotate(report, redact, report.scenario.name);
}

/** Which checks fail the step: in baseline mode a regression against the old baseline is what a refresh accepts. */
function enforced(inputs: ActionInputs): FailOn[] {
  return inputs.mode === "baseline" ? inputs.failOn.filter((f) => f === "slo") : inputs.failOn;
}

/** mode baseline: writes the refreshed baseline (unless the run breaks its SLOs); returns its path or "". */
async function refreshBaseline(p: PublishInput, notes: string[]): Promise<string> {
  const { inputs, outcome, log } = p;
  const sloBroken = blockingChecks(outcome.report, ["slo"]);
  if (sloBroken.length > 0) {
    log.warning(`the run breaks its SLOs (${checkLine(sloBroken[0])}); the baseline was not refreshed`);
    notes.push("The baseline was **not** refreshed: the run breaks its SLOs.");
    return "";
  }
  // A regression against the old baseline is what a refresh accepts; a broken SLO was refused above.
  const file = updateBaseline(outcome.runDir, resolve(inputs.baselineDir), { failOn: enforced(inputs) }).file;
  log.info(`baseline written: ${file}`);
  // The artifact carries it too, for workflows that commit it themselves.
  mkdirSync(join(outcome.runDir, "baseline"), { recursive: true });
  copyFileSync(file, join(outcome.runDir, "baseline", basename(file)));
  notes.push(`Baseline refreshed: \`${relative(process.cwd(), file)}\`.`);
  if (inputs.baselinePr) notes.push(await baselinePr(p, file, outcome.report.verdict));
  return file;
}

/** Where the reader finds the dashboard and the workflow run, as the comment and summary say it. */
function placesOf({ inputs, gh }: PublishInput): {
  artifact: string | null;
  dashboard: string;
  links: string;
} {
  const artifact = inputs.artifactName === "" ? null : artifactName(inputs.artifactName, inputs.shard);
  const dashboard = artifact
    ? `dashboard.html in the artifact ${artifact}`
    : "dashboard.html in the run directory";
  const links = gh.runUrl ? `\n[Workflow run, job summary and artifact](${gh.runUrl})\n` : "";
  return { artifact, dashboard, links };
}

async function summarize(p: PublishInput, dashboard: string, notes: string[]): Promise<void> {
  const { outcome, log, redact } = p;
  const bisect = p.bisected ? `\n${renderBisect(p.bisected.result)}` : "";
  const noteText = (notes.length > 0 ? `\n${notes.map((n) => `- ${n}`).join("\n")}\n` : "") + bisect;
  await writeSummary(
    (budget) =>
      redact(renderMarkdown(outcome.report, { budget: budget - noteText.length, marker: false, dashboard })) +
      redact(noteText),
    SUMMARY_BUDGET,
  ).catch((e) => log.warning(`job summary not written: ${errorMessage(e)}`));
}

/** The run directory as an artifact; its id and URL as outputs ("" when none was uploaded). */
async function upload({ inputs, outcome, log }: PublishInput, artifact: string | null): Promise<void> {
  const up = artifact ? await uploadRunDir(artifact, outcome.runDir, log, inputs.retentionDays) : null;
  if (up) log.info(`artifact ${up.name}: ${up.files} files${up.url ? ` · ${up.url}` : ""}`);
  core().setOutput("artifact-id", up?.id == null ? "" : String(up.id));
  core().setOutput("artifact-url", up?.url ?? "");
}

/** The step's verdict: failed when a check that fail-on enforces failed. */
function conclude({ inputs, outcome, log, redact }: PublishInput): void {
  const failOn = enforced(inputs);
  const blocking = blockingChecks(outcome.report, failOn);
  // The exit code is set, not left to setFailed: tools that run the Action outside the runner
  // (@github/local-action) report it as the step's result.
  process.exitCode = outcome.report.verdict === "fail" && blocking.length > 0 ? EXIT.gateFailed : EXIT.pass;
  if (outcome.report.verdict === "fail" && blocking.length > 0) {
    core().setFailed(
      redact(
        `agent-loadtest gate failed: ${blocking.length} check${blocking.length === 1 ? "" : "s"} (${checkLine(blocking[0])})`,
      ),
    );
  } else if (outcome.report.verdict === "fail") {
    log.notice(`the gate failed on checks that fail-on (${failOn.join(",") || "empty"}) does not enforce`);
  } else if (outcome.report.verdict === "interrupted") {
    core().setFailed(
      "agent-loadtest: the run was interrupted; its checks on the finished sessions are information only",
    );
    process.exitCode = EXIT.interrupted;
  }
}

async function comment(p: PublishInput, render: () => string): Promise<string | null> {
  const { inputs, gh, log, report } = { ...p, report: p.outcome.report };
  if (inputs.comment === "never") return null;
  if (gh.pr == null) {
    log.info("not a pull request: no PR comment (the job summary holds the report)");
    return null;
  }
  if (inputs.shard) {
    log.info("a shard run does not comment; the merge job comments once for all shards");
    return null;
  }
  if (p.token === "") {
    log.warning("no github-token: the PR comment was skipped");
    return null;
  }
  const octokit = github().getOctokit(p.token);
  try {
    const login = await tokenLogin(octokit);
    const result = await upsertComment(
      octokit,
      { owner: gh.owner, repo: gh.repo, number: gh.pr },
      {
        body: render(),
        scenario: report.scenario.name,
        login,
        // on-failure: a passing run only updates a comment an earlier failure left, never adds one.
        createIfMissing: inputs.comment === "always" || report.verdict === "fail",
      },
    );
    if (result) log.info(`PR comment ${result.action}: ${result.url}`);
    return result?.url ?? null;
  } catch (e) {
    if (isPermissionError(e)) {
      log.warning(
        `cannot write the PR comment (${httpText(e)}).${gh.fork ? " Pull requests from forks get a read-only token;" : " Give the job `permissions: pull-requests: write`;"} the job summary and the artifact hold the report, and a workflow_run workflow can post it (see docs/action.md, "Pull requests from forks").`,
      );
    } else {
      log.warning(`the PR comment failed (${httpText(e)})`);
    }
    return null;
  }
}

async function baselinePr(p: PublishInput, file: string, verdict: string): Promise<string> {
  const { gh, log } = p;
  if (p.token === "") {
    log.warning("baseline-pr needs a github-token with contents and pull-requests write");
    return "No baseline PR: no github-token.";
  }
  const path = relative(process.env.GITHUB_WORKSPACE || process.cwd(), file)
    .split(sep)
    .join("/");
  if (path.startsWith("..")) {
    log.warning(`the baseline file ${file} is outside the repository; no baseline PR`);
    return "No baseline PR: the baseline file is outside the repository.";
  }
  try {
    const pr = await openBaselinePr(github().getOctokit(p.token), {
      owner: gh.owner,
      repo: gh.repo,
      path,
      file,
      scenario: p.outcome.report.scenario.name,
      base: gh.branch,
      body: [
        `Refreshes \`${path}\` from ${gh.runUrl ? `[this workflow run](${gh.runUrl})` : "a workflow run"} (verdict: ${verdict}).`,
        "",
        "Merge it to make this run the baseline PR gates compare with.",
      ].join("\n"),
    });
    core().setOutput("baseline-pr-url", pr.url);
    log.info(`baseline PR ${pr.action}: ${pr.url}`);
    return `Baseline PR ${pr.action}: ${pr.url}`;
  } catch (e) {
    log.warning(
      `the baseline PR failed (${errorMessage(e)}); the refreshed file is in the workspace and in the artifact (baseline/)`,
    );
    return "The baseline PR failed; the refreshed file is in the workspace and in the artifact (baseline/).";
  }
}

/**
 * bisect-on-regression: its outputs, and the issue naming the culprit (opened, or updated by the next
 * nightly) with a comment on the culprit's pull request. A token that may not write them is a warning.
 */
async function reportBisect(p: PublishInput, notes: string[]): Promise<void> {
  const { gh, log, redact, bisected } = p;
  const culprit = bisected?.result.culprits[0] ?? null;
  core().setOutput("bisect-culprit", culprit?.commit ?? "");
  core().setOutput("bisect-issue-url", "");
  // An issue names a culprit, or the commits it is among; a regression not reproduced has neither.
  if (!bisected || !["found", "out_of_time"].includes(bisected.result.outcome)) return;
  if (p.token === "") {
    log.warning("bisect-on-regression: no github-token, so no issue; the job summary holds the bisect");
    return;
  }
  const octokit = github().getOctokit(p.token);
  const repo = { owner: gh.owner, repo: gh.repo };
  const scenario = p.outcome.report.scenario.name;
  const login = await tokenLogin(octokit);
  let issueUrl: string | null = null;
  try {
    const body = redact(
      renderBisectIssue(bisected.result, { scenario, why: bisected.trigger.why, runUrl: gh.runUrl }),
    );
    const title = redact(bisectTitle(bisected.result, scenario));
    const issue = await upsertIssue(octokit, repo, { title, body, scenario, login });
    issueUrl = issue.url;
    core().setOutput("bisect-issue-url", issue.url);
    log.info(`bisect issue ${issue.action}: ${issue.url}`);
    notes.push(`Bisect issue ${issue.action}: ${issue.url}`);
  } catch (e) {
    log.warning(`bisect-on-regression: the issue failed (${failure(e, "issues: write")})`);
    return;
  }
  if (p.inputs.comment === "never") return;
  for (const c of bisected.result.culprits) {
    // One culprit's pull request refusing a comment does not keep the others from theirs.
    try {
      const pr = await pullRequestOf(octokit, repo, c.commit);
      if (pr === null) continue;
      const text = redact(renderCulpritComment(bisected.result, c, issueUrl));
      const url = await commentOnCulprit(octokit, { ...repo, number: pr }, { body: text, scenario, login });
      if (url) log.info(`culprit's pull request #${pr}: ${url}`);
    } catch (e) {
      log.warning(
        `bisect-on-regression: the comment for ${c.commit.slice(0, 12)} failed (${failure(e, "pull-requests: write")})`,
      );
    }
  }
}

/** A failed GitHub call: its HTTP status when it has one, and what it said. */
function httpText(e: unknown): string {
  const status = (e as { status?: number }).status;
  return `${status ? `HTTP ${status}: ` : ""}${errorMessage(e)}`;
}

/** A failed call of the bisect's in one clause: what GitHub said, and the permission to give. */
function failure(e: unknown, permission: string): string {
  const hint = isPermissionError(e) ? `; give the job \`permissions: ${permission}\`` : "";
  return `${httpText(e)}${hint}; the job summary and the artifact hold the bisect`;
}
