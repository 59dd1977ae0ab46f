/**
 * The scenarios `init` writes can fail: run unchanged, a starter passes (a warning allowed: no
 * baseline yet); with its agent made 2× slower than the baseline it recorded, it fails on the
 * latency rule, and broken (it stops writing its answer) on the pass-rate rule (exit 1 both).
 * Every example scenario, too, has rules that can decide at its sizes.
 *
 * The built-in coding agents' starters run 20 sessions of the real CLI in Docker three times each, the
 * better part of an hour for the seven: `npm run bench:starters` runs their first gates the same way
 * (tests/support/starters.ts). Here their written scenarios are checked with the pure sizing
 * (src/gate/decidable.ts), and the edits that slow or break them in tests/unit/cli/starter-edits.test.ts.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { CODING_AGENT_NAMES } from "../../../src/agents/table.js";
import { SCENARIO_FILE } from "../../../src/cli/init-files.js";
import { scenarioRuleSizes } from "../../../src/load/decidable.js";
import { undecidableRules } from "../../../src/pipeline/run.js";
import { loadScenario } from "../../../src/scenario/load.js";
import {
  agentEdit,
  CLI_ENTRY,
  cli,
  failedChecks,
  firstGate,
  firstGateProblems,
  lastRun,
} from "../../support/starters.js";
import { needTool } from "../../support/tools.js";

const ROOT = resolve(".");
const UNDECIDABLE = /cannot fail at these sizes/;

describe.each(["command", "http"])("init --agent %s", (kind) => {
  it("passes unchanged; fails on the latency rule 2× slower, and on the pass-rate rule broken", () => {
    const gate = firstGate(kind, 150_000);
    expect(gate.init.code, gate.init.out).toBe(0);
    expect(gate.init.out).not.toMatch(UNDECIDABLE);
    expect(gate.unchanged.out).not.toMatch(UNDECIDABLE);
    expect(firstGateProblems(gate), JSON.stringify(gate, null, 1).slice(0, 4000)).toEqual([]);
    // Against the baseline the first run recorded, not refused for another workload.
    expect(gate.slower.baselineFound).toBe(true);
    expect(gate.broken.baselineFound).toBe(true);
    expect(gate.broken.failed).toContain("threshold pass_rate");
  }, 500_000);
});

describe("init --agent command, gated as its workflow does (compare-with: base)", () => {
  it("fails an agent 2× slower than the base commit's, run beside it in the same job", () => {
    const dir = mkdtempSync(join(tmpdir(), "starter-same-job-"));
    expect(cli(dir, ["init", "--yes", "--agent", "command"]).code).toBe(0);
    const edit = agentEdit("command");
    // The base commit's agent, as the Action checks it out beside the pull request's.
    cpSync(join(dir, "agent-perf/agent"), join(dir, "agent-perf/agent-base"), { recursive: true });
    const code = readFileSync(join(dir, edit.file), "utf8");
    const reference = "{name: base, command: [node, /agent/agent.mjs], mount: agent-perf/agent-base}";
    const set = ["--set", `regression.compare_with.agent=${reference}`];
    expect(cli(dir, ["validate", SCENARIO_FILE, ...set]).out).not.toMatch(UNDECIDABLE);
    // How long a session takes, from a first run (no baseline yet: it passes). Identical arms are not
    // run here: they fail at most α of the time by design, which a test cannot tell from a bug.
    const first = cli(dir, ["run", SCENARIO_FILE, "--quiet"]);
    expect(first.code, first.out).toBe(0);
    writeFileSync(
      join(dir, edit.file),
      edit.slower(code, Math.round(lastRun(dir).report.metrics.e2e_ms.p50)),
    );
    const slower = cli(dir, ["run", SCENARIO_FILE, "--quiet", ...set]);
    expect(slower.code, slower.out).toBe(1);
    expect(failedChecks(lastRun(dir).report)).toContain("regression e2e_ms");
  }, 400_000);
});

describe("the built-in agents' starters (run by bench:starters: each needs its real CLI, 60 sessions)", () => {
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
    // a bound on a hung `init`, not a measure
    60_000,
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
const skipScript = needTool("script (util-linux)", "/usr/bin/script");
describe.skipIf(skipScript)("Ctrl-D at init's first question, on a terminal", () => {
  it("exits 2 with one line and writes nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "starter-ctrl-d-"));
    const child = spawn("script", ["-qec", `"${process.execPath}" "${CLI_ENTRY}" init`, "/dev/null"], {
      cwd: dir,
      env: { PATH: process.env.PATH, HOME: dir, TERM: "dumb" },
    });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      // Ctrl-D once the question is asked: the terminal's input ends.
      if (out.includes("choose 1-3") && child.stdin.writable) child.stdin.write("\u0004");
    });
    // a bound on an init that never reads the end of its input
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
