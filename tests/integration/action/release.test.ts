/**
 * The release workflow: what must hold before it publishes, and its "move the major tag" step run as
 * written against a real git repository and a bare `origin`.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ROOT } from "../../support/action-harness.js";

interface Step {
  name?: string;
  run?: string;
}
const release = parse(readFileSync(join(ROOT, ".github/workflows/release.yml"), "utf8")) as {
  on: { push: { tags: string[] } };
  jobs: { release: { steps: Step[] } };
};
const steps = release.jobs.release.steps;
const runs = steps.map((s) => s.run ?? "");
const at = (text: string) => runs.findIndex((r) => r.includes(text));

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], {
    cwd,
    encoding: "utf8",
  }).trim();

/** A repository with a bare origin and one commit per tag; returns the sha each tag names. */
function repoWithTags(tags: string[]): { dir: string; origin: string; sha: Record<string, string> } {
  const origin = mkdtempSync(join(tmpdir(), "origin-"));
  git(origin, "init", "-q", "--bare");
  const dir = mkdtempSync(join(tmpdir(), "clone-"));
  git(dir, "init", "-q");
  git(dir, "remote", "add", "origin", origin);
  const sha: Record<string, string> = {};
  for (const tag of tags) {
    git(dir, "commit", "-q", "--allow-empty", "-m", tag);
    git(dir, "tag", tag);
    sha[tag] = git(dir, "rev-parse", "HEAD");
  }
  git(dir, "push", "-q", "origin", "--tags");
  return { dir, origin, sha };
}

function moveMajor(dir: string, tag: string, sha: string): string {
  const script = steps.find((s) => s.name === "Move the major tag")?.run ?? "";
  return execFileSync("bash", ["-eo", "pipefail", "-c", script], {
    cwd: dir,
    env: { ...process.env, TAG: tag, GITHUB_SHA: sha },
    encoding: "utf8",
  });
}

describe("release.yml", () => {
  it("runs on version tags only", () => {
    expect(release.on.push.tags).toEqual(["v[0-9]+.[0-9]+.[0-9]+"]);
  });

  it("installs, checks the version, dist/ and the tests before it publishes, then moves the major tag", () => {
    const order = [
      "npm ci",
      "package.json",
      "scripts/check-dist.mjs",
      "npm test",
      "npm pack",
      "gh release create",
      "git push --force",
    ].map(at);
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("moves v1 to the newest v1 release, creating it the first time", () => {
    const { dir, origin, sha } = repoWithTags(["v1.0.0", "v1.1.0"]);
    moveMajor(dir, "v1.1.0", sha["v1.1.0"]);
    expect(git(origin, "rev-parse", "v1^{commit}")).toBe(sha["v1.1.0"]);
    git(dir, "commit", "-q", "--allow-empty", "-m", "v1.2.0");
    git(dir, "tag", "v1.2.0");
    const next = git(dir, "rev-parse", "HEAD");
    moveMajor(dir, "v1.2.0", next);
    expect(git(origin, "rev-parse", "v1^{commit}")).toBe(next);
  }, 60_000);

  it("leaves v1 alone for a fix to an older line, and v2 apart from v1", () => {
    const { dir, origin, sha } = repoWithTags(["v1.4.0", "v1.3.1", "v2.0.0"]);
    moveMajor(dir, "v1.4.0", sha["v1.4.0"]);
    expect(moveMajor(dir, "v1.3.1", sha["v1.3.1"])).toMatch(/v1\.4\.0 is newer than v1\.3\.1: v1 stays/);
    expect(git(origin, "rev-parse", "v1^{commit}")).toBe(sha["v1.4.0"]);
    moveMajor(dir, "v2.0.0", sha["v2.0.0"]);
    expect(git(origin, "rev-parse", "v2^{commit}")).toBe(sha["v2.0.0"]);
    expect(git(origin, "rev-parse", "v1^{commit}")).toBe(sha["v1.4.0"]);
  }, 60_000);
});
