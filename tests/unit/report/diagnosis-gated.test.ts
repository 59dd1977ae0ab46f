/**
 * Diagnosis speaks only when the gate's statistics back it, names the layer it can see, writes its
 * evidence in words with units, and says so when every session failed.
 */
import { describe, expect, it } from "vitest";
import { buildBaseline } from "../../../src/baseline/build.js";
import { regressionChecks } from "../../../src/gate/regression.js";
import type { GateCheck, RegressionConfig } from "../../../src/gate/types.js";
import { lang } from "../../../src/i18n/i18n.js";
import { dashboardI18n } from "../../../src/report/dashboard.js";
import { diagnose, spanLayer } from "../../../src/report/diagnosis.js";
import { evidenceText } from "../../../src/report/format.js";
import type { Report } from "../../../src/report/schema.js";
import { baselineFrom, type SynthOptions, synthReport } from "../../support/report-synthetic.js";

const BASE: SynthOptions = { sessions: 1500, concurrency: 10, journeys: 2 };
const baselineRun = synthReport(BASE).run;
const baseline = baselineFrom(baselineRun);
const stored = buildBaseline(baselineRun, null, {
  sha: "base",
  ref: "main",
  run_id: "base",
  time: "2026-01-01T00:00:00Z",
});
const RULES_10: RegressionConfig = {
  metrics: { e2e_ms: { max_increase: "10%" }, ttft_ms: { max_increase: "10%" } },
  new_error_buckets: "ignore",
};
const SAME_JOB = { ...RULES_10, compare_with: { agent: { name: "nop" } } };

const slower = { duration: (i: number, j: number) => (800 + j * 150 + ((i * 37) % 400)) * 1.5 };
const toolHeavy = {
  toolMs: () => 700,
  duration: (i: number, j: number) => 1400 + j * 150 + ((i * 37) % 400),
};

function reportWith(opts: Partial<SynthOptions>, config: RegressionConfig | null): Report {
  const { run } = synthReport({ ...BASE, ...opts });
  const checks: GateCheck[] = config ? regressionChecks(run, stored, config) : [];
  return synthReport({ ...BASE, ...opts }, { baseline, checks }).report;
}

const attribution = (r: Report) =>
  r.findings
    .filter((f) => f.rule === "ttft_e2e_attribution" || f.rule === "span_attribution")
    .map((f) => f.rule);

describe("latency attribution needs the gate's significance, not a point delta", () => {
  const cases: {
    name: string;
    opts: Partial<SynthOptions>;
    config: RegressionConfig | null;
    want: string[];
  }[] = [
    { name: "50% slower, no regression rule: nothing to back it", opts: slower, config: null, want: [] },
    {
      name: "50% slower against a stored baseline, not yet significant with the run-to-run spread",
      opts: slower,
      config: RULES_10,
      want: [],
    },
    {
      name: "50% slower against the reference arm: significant",
      opts: slower,
      config: SAME_JOB,
      want: ["ttft_e2e_attribution"],
    },
    { name: "unchanged agent, gate passed", opts: {}, config: SAME_JOB, want: [] },
    {
      name: "tool spans 600 ms longer, significant: both name it",
      opts: toolHeavy,
      config: SAME_JOB,
      want: ["span_attribution", "ttft_e2e_attribution"],
    },
  ];
  it.each(cases)("$name", ({ opts, config, want }) => {
    expect(attribution(reportWith(opts, config)).sort()).toEqual(want);
  });

  it("an unchanged agent whose p95 reads +25% against the baseline, its gate passed: no 'End-to-end got worse'", () => {
    const r = reportWith({}, SAME_JOB);
    expect(r.gate.checks.every((c) => c.status === "pass")).toBe(true);
    // The baseline's p95 a fifth lower: the old point-delta rule called this a regression.
    const e2e = baseline?.metrics?.e2e_ms;
    if (!e2e || !baseline?.metrics) throw new Error("baseline has e2e");
    const shifted: Report = {
      ...r,
      baseline: { ...baseline, metrics: { ...baseline.metrics, e2e_ms: { ...e2e, p95: e2e.p95 / 1.25 } } },
    };
    expect(
      diagnose(shifted)
        .map((f) => f.title)
        .join("\n"),
    ).not.toMatch(/End-to-end got worse/);
  });
});

describe("the layer a span kind measures", () => {
  it.each([
    ["network", "http", "request"],
    ["network", "docker", "network"],
    ["network", "local", "network"],
    ["tool", "http", "tool"],
    ["llm", "http", "llm"],
  ])("%s spans over the %s runtime are %s", (kind, runtime, name) => {
    expect(spanLayer(kind, runtime).name).toBe(name);
  });

  it("a slower service behind the http runtime is blamed on the request, never on the network", () => {
    const r = reportWith(toolHeavy, SAME_JOB);
    // The same growth as the http runtime records it: one client-side request span per session.
    const asRequest = (m: Record<string, unknown> | null | undefined) => {
      const { tool_ms, ...rest } = (m ?? {}) as Record<string, unknown>;
      return { ...rest, network_ms: tool_ms } as Report["metrics"];
    };
    const http: Report = {
      ...r,
      runtime: "http",
      metrics: asRequest(r.metrics),
      baseline: r.baseline ? { ...r.baseline, metrics: asRequest(r.baseline.metrics) } : null,
    };
    const f = diagnose(http).find((x) => x.rule === "span_attribution");
    expect(f?.title).toMatch(/^Time in request spans grew most/);
    expect(f?.detail).toMatch(
      /HTTP requests as the client timed them \(the service's own work and the network together\)/,
    );
    expect(f?.title).not.toMatch(/network/);
    expect(Object.keys(f?.evidence[0].values ?? {}).join(" ")).not.toMatch(/network/);
  });
});

describe("evidence in words with units", () => {
  const L = lang("en");
  const cases: { name: string; e: Parameters<typeof evidenceText>[0]; want: string }[] = [
    {
      name: "a burst window",
      e: {
        metric: "error_rate",
        window: { from_s: 60, to_s: 100 },
        values: { failed: 4, ended: 40, error_rate: 0.1 },
      },
      want: "error_rate, 60–100 s: failed 4, ended 40, error rate 10.0%",
    },
    {
      name: "latencies and a change",
      e: {
        metric: "ttft_ms, e2e_ms",
        window: null,
        values: { e2e_p50_ms: 1611.07, e2e_p50_baseline_ms: 1083.4, e2e_change: 0.487 },
      },
      want: "ttft_ms, e2e_ms: e2e p50 1.61 s, e2e p50 baseline 1.08 s, e2e change 48.7%",
    },
    {
      name: "a millisecond metric's bare values, and a missing one",
      e: {
        metric: "e2e_p95_ms",
        window: { from_s: 12.5, to_s: 40 },
        values: { before_window: 420, in_window: null },
      },
      want: "e2e_p95_ms, 12.5–40 s: before window 420 ms, in window –",
    },
    {
      name: "CPU, memory and throughput",
      e: {
        metric: "resources",
        window: null,
        values: { peak_pct: 95, mem_limit_bytes: 512 * 2 ** 20, throughput: 8.5, seconds: 90 },
      },
      want: "resources: peak 95.0%, mem limit 512.0 MiB, throughput 8.50 sessions/s, seconds 90 s",
    },
  ];
  it.each(cases)("$name", ({ e, want }) => {
    expect(evidenceText(e, L)).toBe(want);
  });

  it("no finding's evidence reads as key=value, in report.md's words or the dashboard's", () => {
    const r = reportWith(toolHeavy, SAME_JOB);
    expect(r.findings.length).toBeGreaterThan(0);
    const page = dashboardI18n(r).findings;
    r.findings.forEach((f, i) => {
      const lines = f.evidence.map((e) => evidenceText(e, L));
      expect(page[i].evidence).toEqual(lines);
      for (const line of lines) expect(line).not.toMatch(/\w=/);
    });
  });
});

describe("a run where every session failed says so", () => {
  const cases: { name: string; opts: Partial<SynthOptions>; title: RegExp | null }[] = [
    {
      name: "every session failed its task",
      opts: { sessions: 20, fails: () => true, bucketOf: () => "task_failed" },
      title: /^All 20 sessions failed \(pass rate 0%\): task_failed 20$/,
    },
    {
      name: "every connection refused",
      opts: { sessions: 20, fails: () => true, bucketOf: () => "connect_refused" },
      title: /^All 20 sessions failed \(pass rate 0%\): connect_refused 20$/,
    },
    {
      name: "two buckets, the larger first",
      opts: { sessions: 20, fails: () => true, bucketOf: (i) => (i % 4 === 0 ? "timeout" : "task_failed") },
      title: /^All 20 sessions failed \(pass rate 0%\): task_failed 15, timeout 5$/,
    },
    {
      name: "one session passed",
      opts: { sessions: 20, fails: (i) => i > 0, bucketOf: () => "task_failed" },
      title: null,
    },
  ];
  it.each(cases)("$name", ({ opts, title }) => {
    const { report } = synthReport({ ...BASE, ...opts });
    const f = report.findings.find((x) => x.rule === "sessions_failed");
    if (!title) return expect(f).toBeUndefined();
    expect(f?.severity).toBe("critical");
    expect(f?.title).toMatch(title);
    expect(f?.detail).toMatch(/^No session passed/);
  });

  it("names the verifier for task_failed, and the first message", () => {
    const { report } = synthReport({
      ...BASE,
      sessions: 20,
      fails: () => true,
      bucketOf: () => "task_failed",
      error: () => "reward 0 < 1",
    });
    const f = report.findings.find((x) => x.rule === "sessions_failed");
    expect(f?.detail).toMatch(/verifier gave a reward below success_reward_threshold/);
    expect(f?.detail).toMatch(/The first task_failed session said: reward 0 < 1/);
  });
});
