/**
 * docs/tutorial.md as a new user follows it: in an empty folder, each file it shows is written and
 * each `sh` block is run in order with `npx agent-loadtest` resolving to this checkout's command.
 * A block runs to exit 0 unless an `<!-- exit: N -->` line above it says otherwise.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { cliEntry } from "../../support/cli-entry.js";

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
// The timeouts below bound a hung step, far above a step's length; none asserts speed.

interface Report {
  baseline: { found: boolean };
  metrics: { e2e_ms: { p50: number } };
  gate: { checks: { kind: string; metric: string; status: string; facts?: { key: string } }[] };
}

/** The newest run's report.json of the tutorial's scenario. */
function lastReport(dir: string): Report {
  const runs = readdirSync(join(dir, "runs"))
    .filter((d) => d.startsWith("first-gate__"))
    .sort();
  return JSON.parse(readFileSync(join(dir, "runs", runs.at(-1)!, "report.json"), "utf8")) as Report;
}

/** The failed checks of a report as `kind metric (fact key)`, sorted. */
const failed = (r: Report) =>
  r.gate.checks
    .filter((c) => c.status === "fail")
    .map((c) => `${c.kind} ${c.metric} (${c.facts?.key ?? ""})`)
    .sort();
const label = (s: Step, i: number) =>
  s.kind === "file" ? `${i + 1}. writes ${s.path}` : `${i + 1}. runs ${s.script.trim().split("\n")[0]}`;

describe("docs/tutorial.md", () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;

  let cli: Awaited<ReturnType<typeof cliEntry>>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "tutorial-"));
    cli = await cliEntry();
    // What installing the package leaves: a bin that npx finds before asking any registry.
    const bin = join(dir, "node_modules/.bin/agent-loadtest");
    mkdirSync(dirname(bin), { recursive: true });
    writeFileSync(bin, `#!/bin/sh\nexec "${process.execPath}" "${cli.entry}" "$@"\n`);
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
  afterAll(() => cli?.cleanup());

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
      // The starter can fail at its sizes: no rule that could never decide, at any step.
      expect(`${r.stdout}${r.stderr}`).not.toMatch(/cannot fail at these sizes/);
      if (step.exit === 1) {
        // Failed for the reason the tutorial gives: the pass rate, on its own and against the
        // baseline it was compared with (not a baseline refused for another workload).
        const report = lastReport(dir);
        expect(report.baseline.found).toBe(true);
        expect(failed(report)).toEqual([
          "regression pass_rate (regression.fail)",
          "threshold pass_rate (threshold.fail)",
        ]);
      }
    },
    160_000,
  );

  // Acceptance: the tutorial's project catches an agent twice as slow as its baseline, on the latency rule.
  it("fails an agent 2× slower than the baseline on the latency rule", () => {
    const agent = join(dir, "perf/agent/agent.mjs");
    const code = readFileSync(agent, "utf8");
    const p50 = JSON.parse(readFileSync(join(dir, "baselines/first-gate.json"), "utf8")).summary.metrics
      .e2e_ms.p50 as number;
    // As long again as a session took: the agent waits that long before it starts.
    writeFileSync(agent, `await new Promise((r) => setTimeout(r, ${Math.round(p50)}));\n${code}`);
    try {
      const r = spawnSync("npx", ["agent-loadtest", "run", "perf/scenario.yaml", "--progress", "off"], {
        cwd: dir,
        env,
        encoding: "utf8",
        timeout: 150_000,
      });
      expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(1);
      const report = lastReport(dir);
      expect(report.baseline.found).toBe(true);
      expect(failed(report)).toEqual(["regression e2e_ms (regression.fail)"]);
    } finally {
      writeFileSync(agent, code);
    }
  }, 160_000);

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
