import { describe, expect, it } from "vitest";
import { gaussian } from "../../../bench/gate/draws.js";
import { buildBaseline } from "../../../src/baseline/build.js";
import type { GateCheck } from "../../../src/gate/types.js";
import { gate } from "../../../src/gate/verdict.js";
import { lang } from "../../../src/i18n/i18n.js";
import { mdProse } from "../../../src/report/escape.js";
import { renderMarkdown } from "../../../src/report/markdown.js";
import { renderReason } from "../../../src/report/reasons.js";
import type { Report } from "../../../src/report/schema.js";
import { mulberry32 } from "../../../src/rng.js";
import { reasonOf } from "../../support/reasons.js";
import { synthReport } from "../../support/report-synthetic.js";
import { makeRun, session } from "../../support/run-fixtures.js";

const SOURCE = { sha: "base", ref: "main", run_id: "base", time: "2026-01-01T00:00:00Z" };
const zh = lang("zh-CN");
const en = lang("en");

function sessions(seed: number, n: number, scale = 1, over: (i: number) => object = () => ({})) {
  const rng = mulberry32(seed);
  return Array.from({ length: n }, (_, i) =>
    session({
      task: `t${i % 5}`,
      e2e_ms: 10_000 * (1 + (i % 5) / 4) * Math.exp(0.3 * gaussian(rng)) * scale,
      ttft_ms: 1000 * (1 + (i % 5) / 4) * Math.exp(0.3 * gaussian(rng)) * scale,
      start: i,
      ...over(i),
    }),
  );
}

/** A baseline with six runs of history, so the history checks run too. */
function storedBaseline() {
  let b = buildBaseline(makeRun(sessions(1, 100)), null, SOURCE);
  for (let h = 2; h <= 6; h++)
    b = buildBaseline(makeRun(sessions(h, 100)), b, { ...SOURCE, run_id: `base-${h}` });
  return b;
}

/** One failing run: slower (p50 and p95), fewer passes, a new error bucket, a broken SLO. */
function failingRun(): GateCheck[] {
  const run = makeRun(
    sessions(9, 40, 1.8, (i) =>
      i % 5 === 0
        ? { status: "failed", bucket: "task_failed" }
        : i % 13 === 0
          ? { status: "errored", bucket: "agent_oom" }
          : {},
    ),
  );
  return gate({
    run,
    thresholds: { e2e_ms: "p(95)<12000", pass_rate: "rate>=0.9" },
    regression: {
      bootstrap_reps: 300,
      metrics: {
        e2e_ms: { max_increase: "15%" },
        "e2e_ms{task:t1}": { max_increase: "15%", statistic: "p95" },
        ttft_ms: { max_increase: "10%", statistic: "p95" },
        pass_rate: { max_decrease: 0.05 },
      },
    },
    baseline: storedBaseline(),
  }).checks;
}

describe("reasons from facts: a zh-CN and an English report of the same failing run", () => {
  const checks = failingRun();
  const { report } = synthReport({ sessions: 40 }, { checks });
  const mdZh = renderMarkdown({ ...report, locale: "zh-CN" } as Report, { budget: 1e6 });
  const mdEn = renderMarkdown({ ...report, locale: "en" } as Report, { budget: 1e6 });

  it("has checks of every kind, some failing", () => {
    const kinds = new Set(checks.map((c) => c.facts.key.split(".")[0]));
    for (const k of ["threshold", "regression", "bucket", "history"]) expect(kinds).toContain(k);
    expect(checks.some((c) => c.status === "fail")).toBe(true);
    expect(checks.every((c) => c.facts && typeof c.facts.key === "string")).toBe(true);
  });

  it("prints each check's reason, rendered by the one renderer, in both reports", () => {
    checks.forEach((c, i) => {
      // The whole reason, in the table or under it when the table's cell shows it short.
      expect(mdEn).toContain(mdProse(renderReason(c, en), 2000));
      expect(mdZh).toContain(mdProse(renderReason(c, zh), 2000));
      // report.json's reason is the English rendering of the same facts.
      expect(report.gate.checks[i].facts).toEqual(c.facts);
      expect(renderReason(c, en)).toBe(report.gate.checks[i].reason);
      expect(renderReason(c, zh)).not.toBe(report.gate.checks[i].reason);
    });
  });

  it("carries the same facts per check: both locales' reasons write the same values", () => {
    for (const c of checks) {
      const [a, b] = [renderReason(c, en), renderReason(c, zh)];
      // The digits of both sentences are the params' values, in the same order (zh-CN words differ).
      const digits = (s: string) => s.match(/\d+(\.\d+)?/g) ?? [];
      expect(digits(b).sort(), `${c.metric} ${c.rule}`).toEqual(digits(a).sort());
    }
    const e2e = checks.find((c) => c.metric === "e2e_ms" && c.kind === "regression")!;
    expect(e2e.status).toBe("fail");
    const ratio = (e2e.facts.params.estimate as number).toFixed(2);
    expect(renderReason(e2e, en)).toContain(`ratio ${ratio}×`);
    expect(renderReason(e2e, zh)).toContain(`比值 ${ratio}×`);
    expect(renderReason(e2e, zh)).toContain("容差（增加 15%）");
    expect(renderReason(e2e, zh)).toMatch(/变化显著（p (< 0\.0001|= [\d.]+)/);
    // The prior's spread is a fact too, in both.
    expect(renderReason(e2e, en)).toMatch(/run-to-run spread of 6 baseline runs/);
    expect(renderReason(e2e, zh)).toMatch(/对照 6 次基线运行的运行间波动/);
  });

  it("renders from the params, not from the rule's text", () => {
    for (const c of checks) {
      const renamed = { ...c, rule: "something else entirely 99%" };
      expect(renderReason(renamed, zh)).toBe(renderReason(c, zh));
      expect(renderReason(renamed, en)).toBe(renderReason(c, en));
    }
    const e2e = checks.find((c) => c.metric === "e2e_ms" && c.kind === "regression")!;
    const moved = {
      ...e2e,
      facts: { ...e2e.facts, params: { ...e2e.facts.params, estimate: 3.21, tolerance: 0.4 } },
    };
    expect(renderReason(moved, zh)).toContain("比值 3.21×");
    expect(renderReason(moved, zh)).toContain("容差（增加 40%）");
    expect(renderReason(moved, en)).toContain("ratio 3.21×");
    expect(renderReason(moved, en)).toContain("the 40% increase tolerance");
  });

  it("a tail rule below the order-statistic bound shows its interval open above, in both", () => {
    const tail = checks.find((c) => c.metric === "ttft_ms")!;
    expect(tail.advisory).toBeUndefined();
    expect(tail.facts.params.upper).toBeNull();
    // The history measures e2e_ms only: ttft_ms assumes the prior, and says why.
    expect(tail.run_spread).toEqual({ source: "prior", sigma: 0.15, runs: 6 });
    expect(reasonOf(tail)).toMatch(/σ 0\.15 assumed \(the baseline's history measures it for e2e_ms only\)$/);
    expect(renderReason(tail, en)).toMatch(/one-sided bounds \[\d\.\d\d×, ∞\)/);
    expect(renderReason(tail, zh)).toMatch(/单侧界 \[\d\.\d\d×, ∞\)/);
  });

  it("a check without facts (an older report.json) keeps its own reason", () => {
    const { facts: _, ...old } = report.gate.checks[0];
    expect(renderReason(old, zh)).toBe(report.gate.checks[0].reason);
  });
});
