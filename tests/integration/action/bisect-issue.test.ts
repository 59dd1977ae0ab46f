/**
 * The nightly bisect's issue against the GitHub API stand-in: one per scenario, found again by its
 * markers among the open issues the token's identity opened — with or without its label — and never
 * another author's issue, a closed one, or another scenario's.
 */
import { getOctokit } from "@actions/github";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bisectKey, upsertIssue } from "../../../src/action/bisect-issue.js";
import { fitComment } from "../../../src/action/comment.js";
import { FakeGitHub, OWNER, REPO } from "../../support/action-harness.js";

const repo = { owner: OWNER, repo: REPO };
const BOT = "github-actions[bot]";
let api: FakeGitHub;

async function nightly(scenario: string, title: string) {
  const octokit = getOctokit("ghs_test", { baseUrl: api.url });
  return upsertIssue(octokit, repo, { title, body: `culprit ${title}`, scenario, login: BOT });
}

describe("the bisect's issue", () => {
  beforeEach(async () => {
    api = await new FakeGitHub({ dropLabels: true }).start();
  });
  afterEach(async () => {
    await api.stop();
  });

  it("is opened once and updated by the next nightly, even when its label was dropped", async () => {
    const first = await nightly("perf", "c11");
    expect(first.action).toBe("created");
    expect(api.issues[0].labels).toEqual([]);
    const second = await nightly("perf", "c17");
    expect(second).toEqual({ ...first, action: "updated" });
    expect(api.issues).toHaveLength(1);
    expect(api.issues[0]).toMatchObject({ title: "c17", body: expect.stringContaining("culprit c17") });
  });

  it("is not another author's issue with the same markers, a closed one, or another scenario's", async () => {
    const marked = fitComment("copied", bisectKey("perf"));
    api.addIssue("someone", "copied markers", marked);
    api.addIssue(BOT, "closed last month", marked, "closed");
    await nightly("other", "other scenario");
    const r = await nightly("perf", "c11");
    expect(r.action).toBe("created");
    expect(api.issues.map((i) => i.title)).toEqual([
      "copied markers",
      "closed last month",
      "other scenario",
      "c11",
    ]);
    expect(api.issues[0].body).toBe(marked);
  });
});
