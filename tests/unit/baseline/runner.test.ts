/**
 * The baseline records the runner it was measured on (CPU model, cores, OS-arch), and a report
 * against a baseline from another runner kind says so: a field in report.json and a warning line in
 * report.md, in each locale. Baselines from before runners were recorded still load, and say nothing.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  hostRunner,
  matchRunners,
  parseBaseline,
  type Runner,
  runnerOf,
} from "../../../src/baseline/index.js";
import { updateBaseline } from "../../../src/pipeline/baseline-update.js";
import { runScenario } from "../../../src/pipeline/run.js";
import type { Report } from "../../../src/report/schema.js";
import { ECHO_TASK, inProcessRuntime, scenario } from "../../support/pipeline.js";

const OTHER: Runner = { cpu_model: "Other CPU 2.00GHz", cpu_cores: 64, platform: "linux-arm64" };

describe("matchRunners", () => {
  const a: Runner = { cpu_model: "X", cpu_cores: 4, platform: "linux-x64" };
  it.each([
    ["the same kind", a, a, true],
    ["another CPU model", a, { ...a, cpu_model: "Y" }, false],
    ["other core counts", a, { ...a, cpu_cores: 2 }, false],
    ["another OS-arch", a, { ...a, platform: "darwin-arm64" }, false],
    ["an unknown baseline runner", null, a, null],
  ] as const)("%s: same = %s", (_name, baseline, run, same) => {
    expect(matchRunners(baseline, run).same).toBe(same);
  });

  it("reads a runner from a run's environment, and none from an environment without one", () => {
    expect(runnerOf({ cpu_model: "X", cpu_cores: "4", platform: "linux-x64" })).toEqual(a);
    expect(runnerOf({ host: "vm", platform: "linux-x64" })).toBeNull();
    expect(runnerOf({ cpu_model: "X", cpu_cores: "four" })).toBeNull();
  });
});

describe("a baseline from another runner", () => {
  let dir: string;
  let baselineDir: string;
  let file: string;
  let loaded: Awaited<ReturnType<typeof scenario>>["loaded"];
  const yaml = (locale: string) => `
name: runner-kind
pairs:
  - agent: { name: oracle }
    task: ${ECHO_TASK}
    sessions: 4
    n_concurrent: 2
regression: { on_missing: pass }
report: { locale: ${locale} }
`;
  const run = async (l = loaded) => {
    const out = await runScenario(l, {
      outDir: join(dir, "runs"),
      baselineDir,
      runtime: inProcessRuntime(() => 2),
    });
    const report = JSON.parse(readFileSync(out.files.reportJson, "utf8")) as Report;
    return { report, md: readFileSync(out.files.reportMd, "utf8"), runDir: out.runDir };
  };
  const editBaseline = (edit: (b: Record<string, unknown>) => void) => {
    const b = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    edit(b);
    writeFileSync(file, JSON.stringify(b));
  };

  beforeAll(async () => {
    const s = await scenario(yaml("en"));
    dir = s.dir;
    loaded = s.loaded;
    baselineDir = join(dir, "baselines");
    const first = await run();
    file = updateBaseline(first.runDir, baselineDir).file;
  }, 30_000);

  it("is recorded with the runner the run was measured on", () => {
    const b = parseBaseline(readFileSync(file, "utf8"), file);
    expect(b.runner).toEqual(hostRunner());
  });

  it("on the same runner kind: the same, and no warning", async () => {
    const { report, md } = await run();
    expect(report.baseline?.runner).toEqual({ baseline: hostRunner(), run: hostRunner(), same: true });
    expect(md).not.toContain("another runner");
  });

  it("on another runner kind: report.json says so and report.md warns, naming both", async () => {
    editBaseline((b) => {
      b.runner = OTHER;
    });
    const { report, md } = await run();
    expect(report.baseline?.runner).toMatchObject({ baseline: OTHER, run: hostRunner(), same: false });
    const line = md.split("\n").find((l) => l.includes("another runner")) ?? "";
    expect(line).toContain("Other CPU 2.00GHz ×64, linux-arm64");
    expect(line).toContain(`${hostRunner().cpu_model} ×${hostRunner().cpu_cores}`);
    expect(line).toContain("compare-with: base");
  });

  it("in Chinese too, from the zh-CN catalog", async () => {
    const zh = await scenario(yaml("zh-CN"));
    const { md } = await run(zh.loaded);
    const line = md.split("\n").find((l) => l.includes("另一种运行机器")) ?? "";
    expect(line).toContain("Other CPU 2.00GHz ×64");
    expect(md).not.toContain("another runner");
  });

  it("a baseline from before runners were recorded loads and says nothing", async () => {
    editBaseline((b) => {
      delete b.runner;
    });
    const { report, md } = await run();
    expect(report.baseline?.found).toBe(true);
    expect(report.baseline?.runner).toMatchObject({ baseline: null, same: null });
    expect(md).not.toContain("another runner");
  });
});
