/** The sequential gate's one-line trace names the rule the gate failed, not any rule that was significant. */
import { describe, expect, it } from "vitest";
import { lang } from "../../../src/i18n/i18n.js";
import type { Report } from "../../../src/report/schema.js";
import { sequentialTrace } from "../../../src/report/sequential.js";

type Sequential = NonNullable<Report["sequential"]>;
type Rule = Sequential["looks"][number]["rules"][number];

const rule = (metric: string, status: Rule["status"]): Rule => ({
  metric,
  rule: "p50 max_increase 10%",
  scale: "ratio",
  estimate: 1.04,
  lower: 1.01,
  upper: 1.08,
  // Both significant at the look's level; only one beyond its tolerance too.
  p: 0.001,
  status,
  power_by_end: null,
});

describe("sequentialTrace", () => {
  it("names the failed rule, not a significant one within its tolerance", () => {
    const s: Sequential = {
      budget: { min: 20, max: 60, step: 10 },
      alpha: 0.05,
      spending: "HSD",
      futility_power: 0.1,
      decision: "fail",
      looks: [
        {
          look: 2,
          planned: 30,
          ended: { candidate: 30 },
          alpha: 0.01,
          alpha_spent: 0.012,
          decision: "fail",
          rules: [rule("ttft_ms", "pass"), rule("e2e_ms", "fail")],
        },
      ],
    };
    const text = sequentialTrace(s, lang("en"));
    expect(text).toContain("FAIL on `e2e_ms p50 max_increase 10%`");
    expect(text).not.toContain("ttft_ms");
    expect(text).toContain("p = 0.001");
  });
});
