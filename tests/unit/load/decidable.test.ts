import { describe, expect, it } from "vitest";
import { buildBaseline } from "../../../src/baseline/build.js";
import { regressionChecks } from "../../../src/gate/regression.js";
import type { RegressionConfig } from "../../../src/gate/types.js";
import { lang } from "../../../src/i18n/i18n.js";
import { type PlannedGroup, plannedGroups, ruleSizes } from "../../../src/load/decidable.js";
import { planSessions } from "../../../src/load/plan.js";
import { sizeWarnings } from "../../../src/report/size-warnings.js";
import type { ResolvedPair } from "../../../src/scenario/model.js";
import { makeRun, session } from "../../support/run-fixtures.js";

const SOURCE = { sha: "base", ref: "main", run_id: "base", time: "2026-01-01T00:00:00Z" };
const P50 = { e2e_ms: { max_increase: "25%", statistic: "p50" as const } };
const PASS = { pass_rate: { max_decrease: 0.2 } };

/** One pair of `n` sessions over `tasks` tasks (and its reference arm, for a same-job comparison). */
function plan(n: number, tasks = 1, sameJob = false): PlannedGroup[] {
  const arms = sameJob ? ["candidate", "reference"] : [undefined];
  return arms.flatMap((arm, a) =>
    Array.from({ length: tasks }, (_, t) => ({
      tags: { pair: String(a), agent: "a", task: `t${t}`, ...(arm ? { arm } : {}) },
      n: Math.floor(n / tasks) + (t < n % tasks ? 1 : 0),
    })),
  );
}

const baselineOf = (n: number) =>
  buildBaseline(makeRun(Array.from({ length: n }, (_, i) => session({ e2e_ms: 100 + i }))), null, SOURCE);

type Row = [
  string,
  { metrics: RegressionConfig["metrics"]; min_samples?: number },
  PlannedGroup[],
  { sameJob?: boolean; baseline?: number },
  { metric: string; needed: number; why: string; run: number; baseline: number; decides: boolean }[],
];

describe("can each gated rule reach a verdict at the plan's sizes", () => {
  it.each<Row>([
    [
      "p50 below min_samples: the tutorial's old 10 sessions",
      { metrics: P50 },
      plan(10),
      {},
      [{ metric: "e2e_ms", needed: 20, why: "min_samples", run: 10, baseline: 10, decides: false }],
    ],
    [
      "p50 at min_samples",
      { metrics: P50 },
      plan(20),
      {},
      [{ metric: "e2e_ms", needed: 20, why: "min_samples", run: 20, baseline: 20, decides: true }],
    ],
    [
      "min_samples lowered to the plan's size",
      { metrics: P50, min_samples: 12 },
      plan(12),
      {},
      [{ metric: "e2e_ms", needed: 12, why: "min_samples", run: 12, baseline: 12, decides: true }],
    ],
    [
      "20 sessions against a 10-session stored baseline: the baseline is the short side",
      { metrics: P50 },
      plan(20),
      { baseline: 10 },
      [{ metric: "e2e_ms", needed: 20, why: "min_samples", run: 20, baseline: 10, decides: false }],
    ],
    [
      "a same-job comparison at 12 a side (init's old compare-with starter)",
      { metrics: P50 },
      plan(12, 1, true),
      { sameJob: true, baseline: 40 },
      [{ metric: "e2e_ms", needed: 20, why: "min_samples", run: 12, baseline: 12, decides: false }],
    ],
    [
      "a same-job comparison at 20 a side ignores the stored file",
      { metrics: P50 },
      plan(20, 1, true),
      { sameJob: true, baseline: 5 },
      [{ metric: "e2e_ms", needed: 20, why: "min_samples", run: 20, baseline: 20, decides: true }],
    ],
    [
      "a percentile rule never gates below the permutation floor",
      { metrics: { e2e_ms: { max_increase: "25%", statistic: "p95" } }, min_samples: 5 },
      plan(8),
      {},
      [{ metric: "e2e_ms", needed: 10, why: "permutation_floor", run: 8, baseline: 8, decides: false }],
    ],
    [
      "a drop on p95 needs the sessions that close its upper bound",
      { metrics: { ttft_ms: { max_decrease: "10%", statistic: "p95" } } },
      plan(30),
      {},
      [{ metric: "ttft_ms", needed: 59, why: "quantile_bound", run: 30, baseline: 30, decides: false }],
    ],
    [
      "a rule on one task of two counts that task's sessions",
      { metrics: { "e2e_ms{task:t0}": { max_increase: "25%" } } },
      plan(30, 2),
      {},
      [{ metric: "e2e_ms{task:t0}", needed: 20, why: "min_samples", run: 15, baseline: 15, decides: false }],
    ],
    [
      "a pass-rate rule that even all-failing sessions cannot make significant",
      { metrics: { ...P50, ...PASS } },
      plan(3),
      {},
      [
        { metric: "e2e_ms", needed: 20, why: "min_samples", run: 3, baseline: 3, decides: false },
        { metric: "pass_rate", needed: 4, why: "rate_extreme", run: 3, baseline: 3, decides: false },
      ],
    ],
    [
      "an advisory rule is not gated",
      { metrics: { e2e_ms: { max_increase: "25%", advisory: true } } },
      plan(3),
      {},
      [],
    ],
    [
      "a rule on a span metric is sized by the run, not the plan",
      { metrics: { llm_ms: { max_increase: "25%" } } },
      plan(3),
      {},
      [],
    ],
  ])("%s", (_, config, planned, opts, expected) => {
    const baseline = opts.baseline === undefined ? null : baselineOf(opts.baseline);
    const sizes = ruleSizes({ config, planned, sameJob: opts.sameJob === true, baseline });
    expect(
      sizes.map(({ metric, needed, why, run, baseline, decides }) => ({
        metric,
        needed,
        why,
        run,
        baseline,
        decides,
      })),
    ).toEqual(expected);
  });

  it("leaves a schedule by time (ramp, rate, find_max) to the run", () => {
    expect(ruleSizes({ config: { metrics: P50 }, planned: null, sameJob: false, baseline: null })).toEqual(
      [],
    );
  });

  it("counts the plan's gated sessions: warm-up left out, each pair's tasks and arms apart", () => {
    const pair = (index: number, tags: Record<string, string>): ResolvedPair => ({
      index,
      agent: { name: "a" },
      tasks: [],
      sessions: 6,
      n_concurrent: 1,
      weight: 1,
      tags,
    });
    const groups = plannedGroups(
      planSessions([pair(0, { arm: "candidate" }), pair(1, { arm: "reference" })], { warmupSessions: 2 }),
    );
    expect(groups.map((g) => [g.tags.arm, g.n])).toEqual([
      ["candidate", 5],
      ["reference", 5],
    ]);
  });
});

describe("what the gate does where the sizes say it can or cannot decide", () => {
  // A 2× slowdown, same job (no run-to-run spread): it fails exactly where the rule can decide.
  it.each([12, 20])("%i sessions a side", (n) => {
    const side = (scale: number, arm: string) =>
      Array.from({ length: n }, (_, i) => session({ e2e_ms: scale * (1000 + 10 * i), tags: { arm } }));
    const config: RegressionConfig = { metrics: P50, compare_with: {} };
    const reference = buildBaseline(makeRun(side(1, "reference")), null, SOURCE);
    const check = regressionChecks(makeRun(side(2, "candidate")), reference, config).find(
      (c) => c.metric === "e2e_ms",
    );
    const [sizes] = ruleSizes({ config, planned: plan(n, 1, true), sameJob: true, baseline: null });
    expect(check?.status === "fail").toBe(sizes.decides);
  });
});

describe("the warning", () => {
  const L = lang("en");
  it.each([
    [
      { metrics: P50 },
      plan(12),
      null,
      "regression rule e2e_ms p50 max_increase 25% cannot fail at these sizes: it needs 20 sessions a side (regression.min_samples), and the run plans 12. Fix: sessions: 20 or more on the pairs it gates (or regression.min_samples: 12, to gate from 12 a side)",
    ],
    [
      { metrics: P50 },
      plan(20),
      10,
      "regression rule e2e_ms p50 max_increase 25% cannot fail at these sizes: it needs 20 sessions a side (regression.min_samples), and the stored baseline holds 10. Fix: record the baseline again from a run of 20 or more sessions (agent-loadtest baseline update)",
    ],
    [
      { metrics: P50 },
      plan(4),
      4,
      "regression rule e2e_ms p50 max_increase 25% cannot fail at these sizes: it needs 20 sessions a side (regression.min_samples), and the run plans 4, the stored baseline holds 4. Fix: sessions: 20 or more on the pairs it gates, then record the baseline again from such a run (agent-loadtest baseline update)",
    ],
  ])("%j at %j against a baseline of %s sessions", (config, planned, stored, text) => {
    const baseline = stored === null ? null : baselineOf(stored);
    expect(sizeWarnings(ruleSizes({ config, planned, sameJob: false, baseline }), L)).toEqual([text]);
  });

  it("is said in every locale, and not at all when every rule can decide", () => {
    const sizes = ruleSizes({ config: { metrics: P50 }, planned: plan(12), sameJob: false, baseline: null });
    expect(sizeWarnings(sizes, lang("zh-CN"))[0]).toMatch(/^回归规则 e2e_ms p50 max_increase 25%.*20/);
    expect(
      sizeWarnings(
        ruleSizes({ config: { metrics: P50 }, planned: plan(20), sameJob: false, baseline: null }),
        L,
      ),
    ).toEqual([]);
  });
});
