/**
 * docs/tutorial.md as a new user follows it: in an empty folder, each file it shows is written and
 * each `sh` block is run in order with `npx agent-loadtest` resolving to this checkout's command.
 * A block runs to exit 0 unless an `<!-- exit: N -->` line above it says otherwise.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";

const ROOT = join(import.meta.dirname, "../../..");
const TUTORIAL = join(ROOT, "docs/tutorial.md");

type Step = { kind: "file"; path: string; text: string } | { kind: "sh"; script: string; exit: number };

/** The tutorial's steps: fenced blocks marked as files, and unmarked `sh` blocks, in reading order. */
function tutorialSteps(markdown: string): Step[] {
  const steps: Step[] = [];
  const fence = /^(<!-- (file|exit): ([^\s]+) -->\n)?```([\w-]*)\n([\s\S]*?)^```$/gm;
  for (const m of markdown.matchAll(fence)) {
    const [, , marker, value, lang, body] = m;
    if (marker === "file") steps.push({ kind: "file", path: value, text: body });
    else if (lang === "sh")
      steps.push({ kind: "sh", script: body, exit: marker === "exit" ? Number(value) : 0 });
  }
  return steps;
}

const steps = tutorialSteps(readFileSync(TUTORIAL, "utf8"));
const label = (s: Step, i: number) =>
  s.kind === "file" ? `${i + 1}. writes ${s.path}` : `${i + 1}. runs ${s.script.trim().split("\n")[0]}`;

describe("docs/tutorial.md", () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "tutorial-"));
    // What installing the package leaves: a bin that npx finds before asking any registry.
    const bin = join(dir, "node_modules/.bin/agent-loadtest");
    mkdirSync(dirname(bin), { recursive: true });
    const tsx = join(ROOT, "node_modules/.bin/tsx");
    writeFileSync(bin, `#!/bin/sh\nexec "${tsx}" "${join(ROOT, "src/cli/index.ts")}" "$@"\n`);
    chmodSync(bin, 0o755);
    env = {
      PATH: process.env.PATH,
      HOME: dir,
      npm_config_offline: "true",
      npm_config_update_notifier: "false",
      GIT_AUTHOR_NAME: "dev",
      GIT_AUTHOR_EMAIL: "dev@example.com",
      GIT_COMMITTER_NAME: "dev",
      GIT_COMMITTER_EMAIL: "dev@example.com",
    };
  });

  it("shows files and runs commands, a failing gate among them", () => {
    expect(steps.filter((s) => s.kind === "file").length).toBeGreaterThanOrEqual(6);
    expect(steps.filter((s) => s.kind === "sh").length).toBeGreaterThanOrEqual(5);
    expect(steps.some((s) => s.kind === "sh" && s.exit === 1)).toBe(true);
  });

  // In order: each step needs the files and runs of the ones before it.
  it.each(steps.map((s, i) => [label(s, i), s] as const))(
    "%s",
    (_, step) => {
      if (step.kind === "file") {
        mkdirSync(dirname(join(dir, step.path)), { recursive: true });
        writeFileSync(join(dir, step.path), step.text);
        return;
      }
      const r = spawnSync("bash", ["-eo", "pipefail", "-c", step.script], {
        cwd: dir,
        env,
        encoding: "utf8",
        timeout: 150_000,
      });
      expect(r.status, `${step.script}\n${r.stdout}\n${r.stderr}`).toBe(step.exit);
      // Exit 1 is the gate's verdict and nothing else: the run says so.
      if (step.exit === 1) expect(r.stdout).toMatch(/^verdict: FAIL/m);
    },
    160_000,
  );

  it("gates with the inputs action.yml declares", () => {
    const action = parse(readFileSync(join(ROOT, "action.yml"), "utf8")) as {
      inputs: Record<string, unknown>;
    };
    const workflow = parse(readFileSync(join(dir, ".github/workflows/agent-perf.yml"), "utf8")) as {
      jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>;
    };
    const gate = Object.values(workflow.jobs)
      .flatMap((j) => j.steps)
      .find((s) => s.uses?.endsWith("/agent-loadtest-action@v1"));
    expect(gate?.with?.scenario).toBe("perf/scenario.yaml");
    for (const input of Object.keys(gate?.with ?? {})) expect(Object.keys(action.inputs)).toContain(input);
  });
});
