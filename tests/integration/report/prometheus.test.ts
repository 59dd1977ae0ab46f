import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { renderPrometheus } from "../../../src/report/prometheus.js";
import { failingChecks, noise, synthReport } from "../../support/report-synthetic.js";
import { needTool } from "../../support/tools.js";

const hasPromtool = spawnSync("promtool", ["--version"]).status === 0;
const skipPromtool = needTool("promtool", hasPromtool);

const { report } = synthReport(
  {
    sessions: 500,
    journeys: 3,
    buckets: 4,
    fails: (i) => noise(i) < 0.1,
    cpu: () => 50,
    mem: () => 2 ** 28,
    taskName: (j) => `journey "${j}" \\ odd`,
  },
  { checks: failingChecks(2) },
);
const text = renderPrometheus({ ...report, run_id: 'run "quoted"\nline' });

describe("metrics.prom", () => {
  it("has HELP and TYPE for every family and run/scenario labels on every sample", () => {
    const lines = text.trim().split("\n");
    const families = new Set(lines.filter((l) => l.startsWith("# TYPE ")).map((l) => l.split(" ")[2]));
    const helps = new Set(lines.filter((l) => l.startsWith("# HELP ")).map((l) => l.split(" ")[2]));
    expect(helps).toEqual(families);
    for (const l of lines.filter((x) => !x.startsWith("#"))) {
      expect(l).toMatch(/^agent_loadtest_[a-z0-9_]+\{run="run \\"quoted\\"\\nline",scenario="synthetic"/);
    }
  });

  it.each([
    ['agent_loadtest_verdict{run="run \\"quoted\\"\\nline",scenario="synthetic",verdict="fail"} 1'],
    ['agent_loadtest_pass_ratio{run="run \\"quoted\\"\\nline",scenario="synthetic"} '],
    [
      'agent_loadtest_session_e2e_seconds{run="run \\"quoted\\"\\nline",scenario="synthetic",quantile="0.95"} ',
    ],
    ['agent_loadtest_session_e2e_seconds_count{run="run \\"quoted\\"\\nline",scenario="synthetic"} '],
    ['agent_loadtest_errors_total{run="run \\"quoted\\"\\nline",scenario="synthetic",bucket="bucket_00"} '],
    [
      'agent_loadtest_span_seconds{run="run \\"quoted\\"\\nline",scenario="synthetic",kind="llm",quantile="0.5"} ',
    ],
    [
      'agent_loadtest_phase_seconds{run="run \\"quoted\\"\\nline",scenario="synthetic",phase="agent_exec",quantile="0.99"} ',
    ],
    [
      'agent_loadtest_throughput_sessions_per_second{run="run \\"quoted\\"\\nline",scenario="synthetic",window="stable"} ',
    ],
    [
      'agent_loadtest_container_memory_bytes{run="run \\"quoted\\"\\nline",scenario="synthetic",stat="max"} 268435456',
    ],
  ])("has %s", (prefix) => {
    expect(text).toContain(prefix);
  });

  it("reports latency in seconds", () => {
    const p95 = text.match(/agent_loadtest_session_e2e_seconds\{[^}]*quantile="0.95"\} ([\d.]+)/)?.[1];
    expect(Number(p95)).toBeCloseTo((report.metrics.e2e_ms.p95 ?? 0) / 1000, 5);
  });

  const clean = renderPrometheus(synthReport({ sessions: 50 }).report);
  it.skipIf(skipPromtool).each([
    ["a failing run with resources and findings", text],
    ["a clean run with no errors, resources or findings", clean],
  ])("passes `promtool check metrics` with no findings: %s", (_, input) => {
    const r = spawnSync("promtool", ["check", "metrics"], { input, encoding: "utf8" });
    expect(`${r.stdout}${r.stderr}`.trim()).toBe("");
    expect(r.status).toBe(0);
  });
});
