/**
 * A baseline across changes of the scenario: a smaller sample keeps comparing with it; a changed
 * workload is not compared with, the gate fails naming the fields that changed and the way out,
 * every report is still written and says "baseline refused" (not "no baseline"), and `baseline
 * update` of that run replaces the baseline (its history starts over) — unless the run failed its
 * gate, which takes --force.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { readBaselineFile } from "../../../src/baseline/store.js";
import { baselineCommand } from "../../../src/cli/baseline.js";
import { UserError } from "../../../src/errors.js";
import { updateBaseline } from "../../../src/pipeline/baseline-update.js";
import { runScenario } from "../../../src/pipeline/run.js";
import { summaryLines } from "../../../src/report/terminal-summary.js";
import { ECHO_TASK, inProcessRuntime, scenario } from "../../support/pipeline.js";

const SECRET = "sk-live-4f9a8b7c6d5e4f3a2b1c0d9e";
const yaml = (sessions: number, nConcurrent: number, mode = "ok") => `
name: refresh-probe
pairs:
  - agent: { name: nop, env: { MODE: ${mode}, OPENAI_API_KEY: ${SECRET} } }
    task: ${ECHO_TASK}
    sessions: ${sessions}
    n_concurrent: ${nConcurrent}
thresholds: { pass_rate: ["rate>=0.9"] }
regression:
  min_samples: 5
  metrics: { e2e_ms: { max_increase: "50%" } }
`;

describe("a baseline when the scenario changes", () => {
  it("a smaller sample compares; a changed workload fails with the way out; baseline update replaces it", async () => {
    const baselineDir = mkdtempSync(join(tmpdir(), "baselines-"));
    const run = async (sessions: number, nConcurrent: number) => {
      const { loaded, dir } = await scenario(yaml(sessions, nConcurrent));
      return runScenario(loaded, { outDir: dir, baselineDir, runtime: inProcessRuntime(() => 20) });
    };

    const first = await run(12, 2);
    // The first run has no baseline: said once in the terminal (by its check), not twice.
    const firstLines = summaryLines(first.report, { runDir: "r", reportMd: "r.md", reportJson: "r.json" });
    expect(firstLines.filter((l) => /no baseline/.test(l))).toHaveLength(1);
    const recorded = updateBaseline(first.runDir, baselineDir);
    expect(recorded.replacedHash).toBeNull();
    // The baseline keeps the workload it measured, secrets masked.
    const kept = readFileSync(recorded.file, "utf8");
    expect(readBaselineFile(recorded.file)?.scenario.workload?.fields["pairs[0].n_concurrent"]).toBe("2");
    expect(kept).not.toContain(SECRET);

    // Fewer sessions, same workload: compared with the baseline.
    const quick = await run(6, 2);
    expect(quick.report.scenario.hash).toBe(first.report.scenario.hash);
    expect(
      quick.report.gate.checks.filter((c) => c.metric === "e2e_ms" && c.kind === "regression"),
    ).toHaveLength(1);
    expect(quick.report.gate.checks.some((c) => c.metric === "baseline")).toBe(false);

    // Another workload: not compared; the gate says why and how to refresh; the reports are there.
    const changed = await run(12, 4);
    expect(changed.report.scenario.hash).not.toBe(first.report.scenario.hash);
    const stale = changed.report.gate.checks.find((c) => c.metric === "baseline");
    expect(stale).toMatchObject({ kind: "regression", status: "fail", rule: "same scenario hash" });
    expect(stale?.reason).toContain(
      "the scenario changed since it was recorded (pairs[0].n_concurrent: 2 → 4)",
    );
    expect(stale?.reason).toContain(`agent-loadtest baseline update ${changed.runDir}`);
    // refused, not missing, on every surface
    expect(changed.report.baseline).toMatchObject({ found: false, refused: "scenario_changed" });
    const md = readFileSync(changed.files.reportMd, "utf8");
    expect(md).toContain("baseline refused: the scenario changed since it was recorded");
    expect(md).not.toContain("no baseline yet");
    const lines = summaryLines(changed.report, { runDir: "r", reportMd: "r.md", reportJson: "r.json" });
    expect(lines.filter((l) => /refused|no baseline/.test(l))).toHaveLength(1);
    expect(changed.report.gate.checks.some((c) => c.metric === "e2e_ms" && c.kind === "regression")).toBe(
      false,
    );
    expect(changed.report.verdict).toBe("fail");
    expect(changed.exitCode).toBe(1);
    // Every report file is there; a fixed load has no stages.json.
    expect(changed.files.stagesJson).toBeNull();
    for (const f of Object.values(changed.files)) if (f !== null) expect(existsSync(f)).toBe(true);

    const replaced = updateBaseline(changed.runDir, baselineDir);
    expect(replaced.replacedHash).toBe(first.report.scenario.hash);
    expect(replaced.historyLength).toBe(1);
    expect(readBaselineFile(replaced.file)?.scenario.hash).toBe(changed.report.scenario.hash);
    const again = await run(12, 4);
    expect(again.report.gate.checks.some((c) => c.metric === "baseline")).toBe(false);
    expect(again.report.verdict).not.toBe("fail");
  }, 30_000);
});

describe("a refused baseline and a run that failed its gate", () => {
  it("the advice never adopts a failing run; baseline update then needs --force (exit 2 without)", async () => {
    const baselineDir = mkdtempSync(join(tmpdir(), "baselines-"));
    const run = async (mode: string, failing: boolean) => {
      const { loaded, dir } = await scenario(yaml(12, 2, mode));
      const outcome = () =>
        failing ? { status: "failed" as const, reward: 0, bucket: "task_failed" as const } : {};
      return runScenario(loaded, { outDir: dir, baselineDir, runtime: inProcessRuntime(() => 10, outcome) });
    };
    updateBaseline((await run("ok", false)).runDir, baselineDir);

    const broken = await run("broken", true);
    const refused = broken.report.gate.checks.find((c) => c.metric === "baseline")!;
    expect(refused.reason).toContain('pairs[0].agent.env.MODE: "ok" → "broken"');
    expect(refused.reason).toContain("this run failed other checks, so it is no baseline either");
    expect(refused.reason).not.toContain("make this run the new baseline");
    expect(refused.reason).not.toContain(SECRET);

    let thrown: unknown;
    try {
      updateBaseline(broken.runDir, baselineDir);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(UserError);
    expect((thrown as UserError).exitCode).toBe(2);
    expect((thrown as UserError).message).toMatch(
      /the run failed its gate \(pass_rate rate>=0\.9\).*--force/,
    );
    expect((thrown as UserError).message.split("\n")).toHaveLength(1);

    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      expect(await baselineCommand(["update", broken.runDir, "--baseline-dir", baselineDir, "--force"])).toBe(
        0,
      );
      expect(log.mock.calls.map((c) => String(c[0])).join("\n")).toContain(
        "adopted with --force although the run failed its gate (pass_rate rate>=0.9)",
      );
    } finally {
      log.mockRestore();
    }
  }, 30_000);

  it("a baseline from before workloads were kept says so instead of naming fields", async () => {
    const baselineDir = mkdtempSync(join(tmpdir(), "baselines-"));
    const { loaded, dir } = await scenario(yaml(12, 2));
    const first = await runScenario(loaded, {
      outDir: dir,
      baselineDir,
      runtime: inProcessRuntime(() => 10),
    });
    const { file } = updateBaseline(first.runDir, baselineDir);
    const old = JSON.parse(readFileSync(file, "utf8"));
    delete old.scenario.workload;
    writeFileSync(file, JSON.stringify(old));
    const changed = await scenario(yaml(12, 4));
    const again = await runScenario(changed.loaded, {
      outDir: changed.dir,
      baselineDir,
      runtime: inProcessRuntime(() => 10),
    });
    expect(again.report.gate.checks.find((c) => c.metric === "baseline")?.reason).toContain(
      "the scenario changed since the baseline (this baseline predates field-level comparison;",
    );
  }, 30_000);
});

describe("a scenario that names its baseline file", () => {
  it("baseline update writes the file the gate reads", async () => {
    const { loaded, dir } = await scenario(
      `${yaml(6, 2).replace("regression:\n", "regression:\n  baseline: pinned/refresh.json\n")}`,
    );
    const first = await runScenario(loaded, {
      outDir: dir,
      baselineDir: join(dir, "elsewhere"),
      runtime: inProcessRuntime(() => 10),
    });
    const written = updateBaseline(first.runDir, join(dir, "elsewhere"));
    expect(written.file).toBe(join(dir, "pinned", "refresh.json"));
    const again = await runScenario(loaded, {
      outDir: dir,
      baselineDir: join(dir, "elsewhere"),
      runtime: inProcessRuntime(() => 10),
    });
    expect(again.report.baseline).toMatchObject({ found: true, file: written.file });
  }, 30_000);
});
