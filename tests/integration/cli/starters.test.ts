/**
 * The scenarios `init` writes can fail: run unchanged, a starter passes (a warning allowed: no
 * baseline yet); with its agent made 2× slower than the baseline it recorded, it fails on the
 * latency rule (exit 1). Every example scenario, too, has rules that can decide at its sizes.
 *
 * The built-in coding agents need their real CLI installed in Docker; here their written scenarios
 * are checked with the pure sizing (src/gate/decidable.ts) instead of being run.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { CODING_AGENT_NAMES } from "../../../src/agents/table.js";
import { SCENARIO_FILE } from "../../../src/cli/init-files.js";
import { scenarioRuleSizes } from "../../../src/gate/decidable.js";
import { undecidableRules } from "../../../src/pipeline/run.js";
import { loadScenario } from "../../../src/scenario/load.js";

const ROOT = resolve(".");
const TSX = join(ROOT, "node_modules/.bin/tsx");
const CLI = join(ROOT, "src/cli/index.ts");
const UNDECIDABLE = /cannot fail at these sizes/;

function cli(dir: string, args: string[]) {
  const r = spawnSync(TSX, [CLI, ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: dir },
    encoding: "utf8",
    timeout: 150_000,
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

interface Report {
  metrics: { e2e_ms: { p50: number } };
  baseline: { found: boolean };
  gate: { checks: { kind: string; metric: string; status: string }[] };
}

function lastRun(dir: string): { path: string; report: Report } {
  const runs = readdirSync(join(dir, "runs")).sort();
  const path = join(dir, "runs", runs.at(-1)!);
  return { path, report: JSON.parse(readFileSync(join(path, "report.json"), "utf8")) as Report };
}

const failed = (r: Report) =>
  r.gate.checks
    .filter((c) => c.status === "fail")
    .map((c) => `${c.kind} ${c.metric}`)
    .sort();

/** The file holding the agent's code, and where a wait goes so every session takes `ms` longer. */
const SLOW: Record<string, { file: string; slow: (code: string, ms: number) => string }> = {
  command: {
    file: "agent-perf/agent/agent.mjs",
    slow: (code, ms) => code.replace(/^(#!.*\n)/, `$1await new Promise((r) => setTimeout(r, ${ms}));\n`),
  },
  http: {
    file: "agent-perf/service/server.mjs",
    slow: (code, ms) =>
      code.replace(
        "const body = await readJson(req);",
        `const body = await readJson(req);\n      await new Promise((r) => setTimeout(r, ${ms}));`,
      ),
  },
};

describe.each(["command", "http"])("init --agent %s", (kind) => {
  it("passes unchanged, then fails on the latency rule when its agent is 2× slower than the baseline", () => {
    const dir = mkdtempSync(join(tmpdir(), `starter-${kind}-`));
    const init = cli(dir, ["init", "--yes", "--agent", kind]);
    expect(init.code, init.out).toBe(0);
    expect(init.out).not.toMatch(UNDECIDABLE);

    const first = cli(dir, ["run", SCENARIO_FILE, "--quiet"]);
    expect(first.code, first.out).toBe(0);
    expect(first.out).not.toMatch(UNDECIDABLE);
    const baseline = lastRun(dir);
    expect(cli(dir, ["baseline", "update", baseline.path]).code).toBe(0);

    // As long again as a session took at the baseline: the agent (or service) waits that long first.
    const { file, slow } = SLOW[kind];
    const code = readFileSync(join(dir, file), "utf8");
    const slower = slow(code, Math.round(baseline.report.metrics.e2e_ms.p50));
    expect(slower).not.toBe(code);
    writeFileSync(join(dir, file), slower);
    const second = cli(dir, ["run", SCENARIO_FILE, "--quiet"]);
    expect(second.code, second.out).toBe(1);
    const { report } = lastRun(dir);
    expect(report.baseline.found).toBe(true);
    expect(failed(report)).toContain("regression e2e_ms");
  }, 400_000);
});

describe("init --agent command, gated as its workflow does (compare-with: base)", () => {
  it("fails an agent 2× slower than the base commit's, run beside it in the same job", () => {
    const dir = mkdtempSync(join(tmpdir(), "starter-same-job-"));
    expect(cli(dir, ["init", "--yes", "--agent", "command"]).code).toBe(0);
    const { file, slow } = SLOW.command;
    // The base commit's agent, as the Action checks it out beside the pull request's.
    cpSync(join(dir, "agent-perf/agent"), join(dir, "agent-perf/agent-base"), { recursive: true });
    const code = readFileSync(join(dir, file), "utf8");
    const reference = "{name: base, command: [node, /agent/agent.mjs], mount: agent-perf/agent-base}";
    const set = ["--set", `regression.compare_with.agent=${reference}`];
    expect(cli(dir, ["validate", SCENARIO_FILE, ...set]).out).not.toMatch(UNDECIDABLE);
    // How long a session takes, from a first run (no baseline yet: it passes). Identical arms are not
    // run here: they fail at most α of the time by design, which a test cannot tell from a bug.
    const first = cli(dir, ["run", SCENARIO_FILE, "--quiet"]);
    expect(first.code, first.out).toBe(0);
    writeFileSync(join(dir, file), slow(code, Math.round(lastRun(dir).report.metrics.e2e_ms.p50)));
    const slower = cli(dir, ["run", SCENARIO_FILE, "--quiet", ...set]);
    expect(slower.code, slower.out).toBe(1);
    expect(failed(lastRun(dir).report)).toContain("regression e2e_ms");
  }, 400_000);
});

describe("the built-in agents' starters (not run here: each needs its real CLI installed)", () => {
  it.each(CODING_AGENT_NAMES.map((n) => [n]))(
    "%s: every gated rule can decide at its sizes",
    async (agent) => {
      const dir = mkdtempSync(join(tmpdir(), `starter-${agent}-`));
      const init = cli(dir, ["init", "--yes", "--agent", agent]);
      expect(init.code, init.out).toBe(0);
      expect(init.out).not.toMatch(UNDECIDABLE);
      const loaded = await loadScenario(join(dir, SCENARIO_FILE));
      const sizes = scenarioRuleSizes(loaded, null);
      expect(sizes.map((s) => s.metric)).toEqual(["e2e_ms", "pass_rate"]);
      expect(sizes.every((s) => s.decides)).toBe(true);
      // Its workflow gates against the base commit's agent in the same job: both arms as many.
      const sameJob = await loadScenario(join(dir, SCENARIO_FILE), {
        set: [`regression.compare_with.agent={name: ${agent}}`],
      });
      expect(scenarioRuleSizes(sameJob, null).every((s) => s.decides)).toBe(true);
    },
  );
});

describe("the examples", () => {
  const files = readdirSync(join(ROOT, "examples")).filter((f) => f.endsWith(".yaml"));
  it.each(files.map((f) => [f]))("%s: no regression rule that can never fail", async (file) => {
    const loaded = await loadScenario(join(ROOT, "examples", file));
    expect(undecidableRules(loaded)).toEqual([]);
  });
});

// Interactive init on a real terminal (util-linux `script` gives it one): Ctrl-D at the first
// question ends it as the user's choice, in one line, with nothing written.
describe.skipIf(!existsSync("/usr/bin/script"))("Ctrl-D at init's first question, on a terminal", () => {
  it("exits 2 with one line and writes nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "starter-ctrl-d-"));
    const child = spawn("script", ["-qec", `"${TSX}" "${CLI}" init`, "/dev/null"], {
      cwd: dir,
      env: { PATH: process.env.PATH, HOME: dir, TERM: "dumb" },
    });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      // Ctrl-D once the question is asked: the terminal's input ends.
      if (out.includes("choose 1-3") && child.stdin.writable) child.stdin.write("\u0004");
    });
    const timer = setTimeout(() => child.kill(), 60_000);
    const code = await new Promise<number | null>((done) => child.on("close", done));
    clearTimeout(timer);
    expect(code, out).toBe(2);
    expect(out).toMatch(
      /error: agent-loadtest init: the input ended before an answer \(Ctrl-D\); nothing was written/,
    );
    expect(out).not.toMatch(/internal error|node:internal/);
    expect(readdirSync(dir)).toEqual([]);
  }, 70_000);
});
