import { describe, expect, it } from "vitest";
import type { TargetEvidence } from "../../../src/evidence/types.js";
import { evaluateThreshold } from "../../../src/gate/thresholds.js";
import type { RunResult } from "../../../src/metrics/types.js";
import { validateThresholds } from "../../../src/scenario/thresholds.js";
import { reasonOf } from "../../support/reasons.js";
import { makeRun, session } from "../../support/run-fixtures.js";

const series = (instance: string, values: number[]) => ({
  name: "cpu_busy",
  labels: { instance },
  unit: "ratio",
  role: "cpu" as const,
  limit: 0.85,
  source: "range" as const,
  // One point a second from t=0; the run spans 1000..8000, so the first and the last point fall outside.
  points: values.map((v, i) => [i * 1000, v] as [number, number]),
});

const target: TargetEvidence = {
  series: [
    series("a", [0.99, 0.2, 0.4, 0.6, 0.8, 0.5, 0.3, 0.1, 0.2, 0.99]),
    series("b", [0, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0]),
  ],
  marks: [],
};
const run: RunResult = { ...makeRun([session()]), started_at: 1000, finished_at: 8000, target };

describe("target.<series> thresholds", () => {
  const cases: {
    key: string;
    rule: string;
    status: "pass" | "fail";
    observed: number | null;
    reason: RegExp;
  }[] = [
    {
      key: "target.cpu_busy",
      rule: "max<0.9",
      status: "pass",
      observed: 0.8,
      reason: /^max=0\.8 ratio < 0\.9$/,
    },
    {
      key: "target.cpu_busy",
      rule: "max<0.7",
      status: "fail",
      observed: 0.8,
      reason: /max=0\.8 ratio, not < 0\.7/,
    },
    {
      key: "target.cpu_busy{instance:a}",
      rule: "avg<0.5",
      status: "pass",
      observed: 0.3875,
      reason: /avg=0\.3875/,
    },
    {
      key: "target.cpu_busy{instance:a}",
      rule: "p(95)<0.75",
      status: "fail",
      observed: 0.8,
      reason: /p\(95\)=0\.8/,
    },
    {
      key: "target.cpu_busy{instance:b}",
      rule: "max<=0.1",
      status: "pass",
      observed: 0.1,
      reason: /max=0\.1/,
    },
    { key: "target.cpu_busy", rule: "count>=16", status: "pass", observed: 16, reason: /count=16/ },
    {
      key: "target.cpu_busy{instance:zz}",
      rule: "max<0.9",
      status: "fail",
      observed: null,
      reason: /no samples were recorded for target\.cpu_busy\{instance:zz\}/,
    },
    { key: "target.mem_used", rule: "max<1", status: "fail", observed: null, reason: /no samples/ },
    {
      key: "target.cpu_busy",
      rule: "rate>0.5",
      status: "fail",
      observed: null,
      reason: /rate does not apply to trend metric/,
    },
  ];
  it.each(cases)("$key $rule → $status", ({ key, rule, status, observed, reason }) => {
    const c = evaluateThreshold(run, key, rule);
    expect(c.status).toBe(status);
    if (observed === null) expect(c.observed).toBeNull();
    else expect(c.observed).toBeCloseTo(observed, 9);
    expect(reasonOf(c)).toMatch(reason);
  });

  it("a run without target evidence has no samples: the gate fails, never passes silently", () => {
    const c = evaluateThreshold({ ...run, target: null }, "target.cpu_busy", "max<0.9");
    expect(c.status).toBe("fail");
  });
});

describe("validateThresholds with target series", () => {
  const declared = ["cpu_busy", "queue"];
  const cases: { name: string; thresholds: Record<string, string[]>; expected: string[] }[] = [
    { name: "declared series", thresholds: { "target.cpu_busy": ["max<0.9", "p(95)<0.8"] }, expected: [] },
    { name: "label selector", thresholds: { "target.queue{instance:a}": ["avg<5"] }, expected: [] },
    {
      name: "unknown series names the declared ones",
      thresholds: { "target.cpu": ["max<0.9"] },
      expected: ['unknown target series "cpu"; declared: cpu_busy, queue'],
    },
    {
      name: "an aggregation trends do not have",
      thresholds: { "target.queue": ["rate<1"] },
      expected: ["rate does not apply to trend metric target.queue; use p(N), avg, min, max, med, count"],
    },
  ];
  it.each(cases)("$name", ({ thresholds, expected }) => {
    expect(validateThresholds(thresholds, declared).map((p) => p.message)).toEqual(expected);
  });

  it("without evidence, a target key says where to declare it", () => {
    expect(validateThresholds({ "target.cpu_busy": ["max<1"] }).map((p) => p.message)).toEqual([
      'unknown target series "cpu_busy"; declare it under evidence.prometheus or evidence.files',
    ]);
  });
});
