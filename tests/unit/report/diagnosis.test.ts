import { describe, expect, it } from "vitest";
import { buildBaseline } from "../../../src/baseline/build.js";
import { regressionChecks } from "../../../src/gate/regression.js";
import type { GateCheck } from "../../../src/gate/types.js";
import { diagnose, RULES } from "../../../src/report/diagnosis.js";
import { maxSustainable, renderMarkdown } from "../../../src/report/markdown.js";
import type { FindingRule, Report, StageReport } from "../../../src/report/schema.js";
import { baselineFrom, type SynthOptions, synthReport } from "../../support/report-synthetic.js";

/** ~170 s of closed-loop load at concurrency 10. */
const BASE: SynthOptions = { sessions: 1500, concurrency: 10, journeys: 2 };
const baselineRun = synthReport(BASE).run;
const baseline = baselineFrom(baselineRun);
const storedBaseline = buildBaseline(baselineRun, null, {
  sha: "base",
  ref: "main",
  run_id: "base",
  time: "2026-01-01T00:00:00Z",
});

/**
 * The gate's regression checks of a synthetic run against a reference arm run in the same job (no
 * run-to-run spread to allow for): e2e and TTFT p50, 10%.
 */
function gateChecks(opts: Partial<SynthOptions>): GateCheck[] {
  const { run } = synthReport({ ...BASE, ...opts });
  return regressionChecks(run, storedBaseline, {
    metrics: { e2e_ms: { max_increase: "10%" }, ttft_ms: { max_increase: "10%" } },
    new_error_buckets: "ignore",
    compare_with: { agent: { name: "nop" } },
  });
}

function stage(
  i: number,
  concurrency: number,
  o: Partial<StageReport> & { p50?: number; p99?: number } = {},
): StageReport {
  const { p50 = 1000, p99 = 2000, ...rest } = o;
  return {
    stage: i,
    concurrency,
    sessions: 100,
    duration_s: 30,
    throughput_sps: concurrency,
    error_rate: 0,
    pass_rate: 1,
    e2e_ms: { count: 100, min: p50 / 2, mean: p50, p50, p90: p99 * 0.8, p95: p99 * 0.9, p99, max: p99 * 1.2 },
    ttft_ms: null,
    slo: "pass",
    breaching_metric: null,
    knee: false,
    break: false,
    ...rest,
  };
}

function stages(steps: StageReport[]): Report["stages"] {
  return {
    strategy: "find_max",
    steps,
    max_sustainable_concurrency: steps.filter((s) => s.slo === "pass").at(-1)?.concurrency ?? null,
    breaching_metric: null,
    knee_concurrency: null,
    break_concurrency: null,
  };
}

const cleanStages = stages([stage(0, 4), stage(1, 8), stage(2, 16), stage(3, 32)]);
const rules = (r: Report) => r.findings.map((f) => f.rule).sort();

describe("diagnosis rules", () => {
  it("stay silent on a clean run with a baseline, clean stages and resources far from limits", () => {
    const { report } = synthReport(
      { ...BASE, cpu: () => 40, mem: () => 200 * 2 ** 20, memLimit: 1024 * 2 ** 20 },
      { baseline, stages: cleanStages },
    );
    expect(report.resources.series).not.toBeNull();
    expect(report.findings).toEqual([]);
  });

  const cases: {
    name: string;
    rule: FindingRule;
    opts?: Partial<SynthOptions>;
    stages?: Report["stages"];
    only?: boolean;
    /** Give the report the gate's regression checks (the attribution rules speak only with them). */
    gate?: boolean;
  }[] = [
    {
      name: "throughput stops growing as concurrency doubles",
      rule: "knee",
      stages: stages([
        stage(0, 4),
        // As the stage view flags it (load.knee_gain): the last step where more load still paid.
        stage(1, 8, { knee: true }),
        stage(2, 16, { throughput_sps: 8.4 }),
        stage(3, 32, { throughput_sps: 8.5 }),
      ]),
      only: true,
    },
    {
      name: "a stage's error rate crosses the break line",
      rule: "break",
      stages: stages([
        stage(0, 4),
        stage(1, 8),
        stage(2, 16),
        stage(3, 32, { error_rate: 0.25, slo: "fail", break: true }),
      ]),
      only: true,
    },
    {
      name: "p99/p50 widens stage after stage",
      rule: "tail_divergence",
      stages: stages([
        stage(0, 4, { p99: 1500 }),
        stage(1, 8, { p99: 2200 }),
        stage(2, 16, { p99: 3500 }),
        stage(3, 32, { p99: 6000 }),
      ]),
      only: true,
    },
    {
      name: "10% of sessions fail for 40 s in the middle of the run",
      rule: "error_burst",
      opts: { fails: (i, t) => t > 60 && t < 100 && i % 10 === 0 },
      only: true,
    },
    {
      name: "TTFT grows by half while sessions take as long as before",
      rule: "ttft_e2e_attribution",
      opts: { ttft: (i) => (120 + ((i * 7) % 60)) * 1.6 },
      only: true,
      gate: true,
    },
    {
      name: "sessions take 50% longer while TTFT is unchanged",
      rule: "ttft_e2e_attribution",
      opts: { duration: (i, j) => (800 + j * 150 + ((i * 37) % 400)) * 1.5 },
      only: true,
      gate: true,
    },
    {
      name: "tool spans take 600 ms more per session",
      rule: "span_attribution",
      opts: { toolMs: () => 700, duration: (i, j) => 1400 + j * 150 + ((i * 37) % 400) },
      gate: true,
    },
    {
      name: "containers run at 95% CPU for 90 s",
      rule: "cpu_saturation",
      opts: { cpu: (t) => (t >= 20 && t < 110 ? 95 : 30) },
      only: true,
    },
    {
      name: "a container reaches 95% of its memory limit",
      rule: "memory_pressure",
      opts: { mem: (t) => (t === 50 ? 0.95 : 0.5) * 512 * 2 ** 20, memLimit: 512 * 2 ** 20 },
      only: true,
    },
    {
      name: "sessions are OOM-killed",
      rule: "oom_kill",
      opts: { fails: (i) => i % 500 === 5, bucketOf: () => "agent_oom" },
      only: true,
    },
  ];

  it.each(cases)("$rule fires when $name", ({ rule, opts, stages: st, only, gate }) => {
    const checks = gate ? gateChecks(opts ?? {}) : [];
    const { report } = synthReport({ ...BASE, ...opts }, { baseline, stages: st ?? cleanStages, checks });
    if (only) expect(rules(report)).toEqual([rule]);
    else expect(rules(report)).toContain(rule);
    const f = report.findings.find((x) => x.rule === rule);
    expect(f?.evidence.length).toBeGreaterThan(0);
    expect(Object.keys(f?.evidence[0].values ?? {}).length).toBeGreaterThan(0);
  });

  it("reads knee and break from the stage view alone, and calls an SLO breach without errors that", () => {
    const st = stages([
      stage(0, 4),
      stage(1, 8),
      // Flat throughput the stage view did not flag (its knee_gain is lower): no knee finding.
      stage(2, 16, { throughput_sps: 8.4 }),
      stage(3, 32, { throughput_sps: 8.5, slo: "fail", breaching_metric: "ttft_ms" }),
    ]);
    const { report } = synthReport(BASE, { baseline, stages: st });
    expect(rules(report)).toEqual(["break"]);
    expect(report.findings[0].title).toBe("SLO breached at concurrency 32");
    expect(report.findings[0].detail).toContain("SLO on ttft_ms breached at 0.0% errors");
  });

  it("names the span kind that grew and says TTFT-flat slowdowns point at tools or decode", () => {
    const opts = { toolMs: () => 700, duration: (i: number, j: number) => 1400 + j * 150 + ((i * 37) % 400) };
    const { report } = synthReport({ ...BASE, ...opts }, { baseline, checks: gateChecks(opts) });
    expect(report.findings.find((f) => f.rule === "span_attribution")?.title).toMatch(
      /^Time in tool spans grew most/,
    );
    expect(report.findings.find((f) => f.rule === "ttft_e2e_attribution")?.title).toMatch(/tools or decode/);
  });

  it("says TTFT-only slowdowns point at queueing or prefill", () => {
    const opts = { ttft: (i: number) => (120 + ((i * 7) % 60)) * 1.6 };
    const { report } = synthReport({ ...BASE, ...opts }, { baseline, checks: gateChecks(opts) });
    expect(report.findings[0].title).toMatch(/queueing or prefill/);
    expect(report.findings[0].evidence[0].values.ttft_change).toBeGreaterThan(RULES.worse);
    expect(report.findings[0].detail).toMatch(/TTFT p50 .* ms → .* ms \(\+\d+\.\d%, significant, p = /);
  });

  it("puts the burst's window in the evidence", () => {
    const { report } = synthReport({ ...BASE, fails: (i, t) => t > 60 && t < 100 && i % 10 === 0 });
    const w = report.findings[0].evidence[0].window;
    expect(w?.from_s).toBeGreaterThanOrEqual(30);
    expect(w?.to_s).toBeLessThanOrEqual(135);
  });

  it("does not call a short run's errors a burst", () => {
    const { report } = synthReport({ sessions: 100, concurrency: 10, fails: () => true });
    expect(diagnose(report).map((f) => f.rule)).not.toContain("error_burst");
  });
});

describe("max sustainable concurrency as the report says it", () => {
  it("is a floor, not a ceiling, when every find_max stage held", () => {
    const held = stages([stage(0, 4), stage(1, 8), stage(2, 16)])!;
    expect(maxSustainable(held)).toBe("≥ 16 (every stage held; the limit lies beyond)");
    const breached = stages([stage(0, 4), stage(1, 8), stage(2, 16, { slo: "fail" })])!;
    expect(maxSustainable(breached)).toBe("8");
    expect(maxSustainable({ ...held, strategy: "ramp" })).toBe("16");
    expect(maxSustainable({ ...held, max_sustainable_concurrency: null })).toBe("none");
  });
});

describe("the knee as the report says it, from the stage view's facts", () => {
  // ramp 1/2/4/8 at 0.50/0.75/0.75/1.16 sessions/s: the flat step is outgrown by the top stage
  const ramp = (sps: number[], why: NonNullable<Report["stages"]>["knee_why"], knee: number | null) => ({
    ...stages(sps.map((t, i) => stage(i + 1, 2 ** i, { throughput_sps: t, knee: 2 ** i === knee })))!,
    strategy: "ramp",
    knee_concurrency: knee,
    knee_why: why,
  });
  const growing = ramp(
    [0.5, 0.75, 0.75, 1.16],
    {
      key: "growing",
      params: {
        from_concurrency: 4,
        from_throughput_sps: 0.75,
        to_concurrency: 8,
        to_throughput_sps: 1.16,
        gain: 0.547,
        knee_gain: 0.1,
      },
    },
    null,
  );
  const flat = ramp(
    [0.5, 0.75, 0.78, 0.77],
    {
      key: "flat",
      params: {
        concurrency: 2,
        throughput_sps: 0.75,
        best_after_concurrency: 4,
        best_after_throughput_sps: 0.78,
        gain: 0.04,
        knee_gain: 0.1,
      },
    },
    2,
  );

  it.each([
    [
      "en",
      growing,
      "Knee: none, still growing (concurrency 4 → 8: 0.75 → 1.16 sessions/s, +54.7%, at least 10%)",
    ],
    ["zh-CN", growing, "拐点：无，仍在增长（并发 4 → 8：0.75 → 1.16 会话/秒，+54.7%，至少 10%）"],
    [
      "en",
      flat,
      "Knee at 2: 0.75 sessions/s there, and no stage after it grew that by 10% or more (best after it: 0.78 at concurrency 4, +4.0%)",
    ],
  ] as const)("%s: %s", (locale, st, sentence) => {
    const { report } = synthReport({ sessions: 40, concurrency: 2 }, { stages: st });
    expect(renderMarkdown({ ...report, locale })).toContain(sentence);
  });

  it("a knee finding carries the same why; a ramp still growing has none", () => {
    const finding = (st: Report["stages"]) =>
      diagnose(synthReport({ sessions: 40, concurrency: 2 }, { stages: st }).report).find(
        (f) => f.rule === "knee",
      );
    expect(finding(growing)).toBeUndefined();
    expect(finding(flat)?.detail).toContain("no stage after it grew that by 10% or more");
    expect(finding(flat)?.evidence[0].values).toMatchObject({
      concurrency: 2,
      concurrency_after: 4,
      gain: 0.04,
    });
  });
});
