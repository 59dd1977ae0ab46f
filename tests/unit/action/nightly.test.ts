/** When the nightly bisects, and by which metric: what regressed against the stored baseline. */
import { describe, expect, it } from "vitest";
import { bisectTrigger } from "../../../src/action/nightly.js";
import type { Report } from "../../../src/report/schema.js";

type Check = Report["gate"]["checks"][number];
const check = (c: Partial<Check>): Check =>
  ({
    kind: "regression",
    metric: "e2e_ms",
    rule: "p50 max_increase 10%",
    observed: 800,
    baseline: 570,
    interval: [1.2, 1.6],
    status: "fail",
    reason: "ratio 1.40×",
    facts: { key: "regression.fail", params: {} },
    ...c,
  }) as Check;
/** The history's drift check on a run statistic: warned, its value against the interval. */
const drift = (metric: string, observed: number, interval: [number, number]) =>
  check({ kind: "history", metric, status: "warn", observed, interval });
const report = (checks: Check[], found = true) =>
  ({ baseline: { found }, gate: { checks } }) as unknown as Report;

describe("bisectTrigger", () => {
  it("a failed regression rule: its metric, tags dropped", () => {
    expect(
      bisectTrigger(report([check({ metric: "cost_usd{task:a}", rule: "mean max_increase 15%" })])),
    ).toEqual({
      metric: "cost_usd",
      why: expect.stringContaining("cost_usd{task:a} mean max_increase 15%"),
    });
  });

  it("a latency drift above the history's interval, when no rule failed", () => {
    const slower = drift("e2e_p95", 900, [500, 700]);
    expect(bisectTrigger(report([check({ status: "pass" }), slower]))?.metric).toBe("e2e_ms");
    expect(bisectTrigger(report([drift("ttft_p95", 900, [500, 700])]))?.metric).toBe("ttft_ms");
  });

  it("nothing to bisect: a pass, a warning, a faster drift, a pass-rate drift, no stored baseline", () => {
    expect(bisectTrigger(report([check({ status: "pass" }), check({ status: "warn" })]))).toBeNull();
    expect(bisectTrigger(report([drift("e2e_p50", 300, [500, 700])]))).toBeNull();
    expect(bisectTrigger(report([drift("pass_rate", 0.5, [0.8, 1])]))).toBeNull();
    // A failed check without the values it compared (a rule that could not be measured).
    expect(bisectTrigger(report([check({ observed: null })]))).toBeNull();
    // No baseline: the gate's "no data" check fails, but there is no commit to bisect from.
    expect(bisectTrigger(report([check({ observed: null, baseline: null })], false))).toBeNull();
  });
});
