/**
 * `mode: baseline` with `bisect-on-regression: true`, the way a scheduled workflow runs it, on a real git
 * repository (the echo agent on the local runtime, tests/support/bisect-repo.ts) against the GitHub API
 * stand-in. The first nightly records the baseline; the next, after a commit that made the agent twice
 * as slow, regresses against it, bisects the commits since, opens one issue naming that commit and
 * comments on the pull request it came through; the one after, regressing again, updates that issue
 * instead of opening another.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeGitHub, ROOT, runAction } from "../../support/action-harness.js";
import { checkout, commitSleep, repository, sessionMsHere } from "../../support/bisect-repo.js";

/** Each nightly and each probe: 10 sessions a side, plenty for a step twice a session's time. */
const nightly = (api: FakeGitHub, dir: string, sha: string, bisect = "true") =>
  runAction({
    api,
    cwd: dir,
    event: null,
    eventName: "schedule",
    env: { GITHUB_SHA: sha },
    inputs: {
      scenario: "perf.yaml",
      mode: "baseline",
      "bisect-on-regression": bisect,
      "bisect-minutes": "20",
      "artifact-name": "",
      cache: "false",
      "output-dir": join(dir, "runs"),
      set: "pairs[0].sessions=10",
    },
  });

describe("the nightly bisect", { timeout: 600_000 }, () => {
  let api: FakeGitHub;
  beforeAll(async () => {
    api = await new FakeGitHub().start();
  });
  afterAll(async () => {
    await api.stop();
  });

  it("opens one issue naming the commit that made the agent slower, then updates it", async () => {
    // A whole session's time more: far past the noise of 10-session looks on a loaded machine.
    const step = Math.round(await sessionMsHere());
    const { dir, commits } = repository({ 2: step }, [], 5);
    api.commitPulls.set(commits[2], [{ number: 7, merged_at: "2026-12-01T00:00:00Z" }]);

    checkout(dir, commits[0]);
    const first = await nightly(api, dir, commits[0]);
    expect(first.code, first.visibleLog.slice(-3000)).toBe(0);
    expect(first.visibleLog).toContain("does not regress against the stored baseline; no bisect");
    expect(first.outputs["bisect-culprit"]).toBe("");

    checkout(dir, commits[4]);
    const second = await nightly(api, dir, commits[4]);
    // A refresh accepts a regression: the step passes, the baseline moves, the bisect reports.
    expect(second.code, second.visibleLog.slice(-3000)).toBe(0);
    expect(second.outputs["bisect-culprit"], second.visibleLog.slice(-4000)).toBe(commits[2]);
    expect(api.issues).toHaveLength(1);
    const issue = api.issues[0];
    expect(second.outputs["bisect-issue-url"]).toBe(issue.html_url);
    expect(issue.title).toContain(`culprit ${commits[2].slice(0, 12)} change 2: plan the tool call twice`);
    expect(issue.body).toContain(`**Culprit** \`${commits[2].slice(0, 12)}\`: change 2`);
    expect(issue.body).toContain("regressed against the baseline recorded at");
    expect(issue.labels.map((l) => l.name)).toEqual(["agent-loadtest"]);
    // The culprit's pull request is told, once.
    const onPr = api.comments.filter((c) => c.issue === 7);
    expect(onPr).toHaveLength(1);
    expect(onPr[0].body).toContain(`names \`${commits[2].slice(0, 12)}\` of this pull request`);
    expect(onPr[0].body).toContain(issue.html_url);
    // The bisect's folder is in the run directory (and so in the artifact), and its summary in the job's.
    const report = JSON.parse(readFileSync(join(second.outputs["run-dir"], "bisect/report.json"), "utf8"));
    expect(report.culprits.map((c: { commit: string }) => c.commit)).toEqual([commits[2]]);
    expect(readFileSync(join(second.outputs["run-dir"], "bisect/dashboard.html"), "utf8")).toContain(
      "◀ culprit",
    );
    expect(second.summary).toContain("## agent-loadtest bisect");

    // The next nightly regresses again, by a commit after the refreshed baseline's: the same issue.
    const later = commitSleep(dir, 2 * step, "change 5: retry every tool call");
    const third = await nightly(api, dir, later);
    expect(third.code, third.visibleLog.slice(-3000)).toBe(0);
    expect(third.outputs["bisect-culprit"], third.visibleLog.slice(-4000)).toBe(later);
    expect(api.issues).toHaveLength(1);
    expect(api.issues[0].title).toContain(`culprit ${later.slice(0, 12)} change 5`);
    expect(third.outputs["bisect-issue-url"]).toBe(issue.html_url);
    expect(api.callsTo("PATCH", /\/issues\/\d+$/)).toHaveLength(1);
  });
});

describe("the nightly bisect with a token that may not write issues", { timeout: 600_000 }, () => {
  it("warns and still refreshes, reports and names the culprit in its outputs and summary", async () => {
    const api = await new FakeGitHub({ readOnly: true }).start();
    try {
      const { dir, commits } = repository({ 1: Math.round(await sessionMsHere()) }, [], 2);
      checkout(dir, commits[0]);
      expect((await nightly(api, dir, commits[0])).code).toBe(0);
      checkout(dir, commits[1]);
      const run = await nightly(api, dir, commits[1]);
      expect(run.code, run.visibleLog.slice(-3000)).toBe(0);
      expect(run.outputs["bisect-culprit"]).toBe(commits[1]);
      expect(run.outputs["bisect-issue-url"]).toBe("");
      expect(run.visibleLog).toMatch(
        /::warning::bisect-on-regression: the issue failed \(HTTP 403: .*give the job `permissions: issues: write`/,
      );
      expect(run.outputs["baseline-file"]).not.toBe("");
      expect(run.summary).toContain(`**Culprit** \`${commits[1].slice(0, 12)}\``);
      expect(api.issues).toEqual([]);
    } finally {
      await api.stop();
    }
  });
});

describe("bisect-on-regression's inputs", () => {
  it.each([
    [
      { mode: "gate", "bisect-on-regression": "true" },
      /input bisect-on-regression: .*use it with mode: baseline \(got mode: gate\)/,
    ],
    [
      { mode: "baseline", "bisect-on-regression": "yes" },
      /input bisect-on-regression: expected true or false/,
    ],
    [
      { mode: "baseline", "bisect-minutes": "0" },
      /input bisect-minutes: expected minutes above 0 and at most 360/,
    ],
    [{ mode: "baseline", "bisect-minutes": "361" }, /input bisect-minutes: expected minutes above 0/],
    [{ mode: "baseline", "bisect-minutes": "soon" }, /input bisect-minutes: expected minutes above 0/],
  ])("%j is invalid input (exit 2), before anything runs", async (inputs, message) => {
    const run = await runAction({
      event: null,
      inputs: { scenario: join(ROOT, "examples/quickstart.yaml"), ...inputs },
    });
    expect(run.code, run.visibleLog.slice(-2000)).toBe(2);
    expect(run.visibleLog).toMatch(message);
    expect(run.visibleLog).not.toMatch(/running \d+ sessions/);
  });
});
