import { describe, expect, it } from "vitest";
import { gaussian } from "../../../bench/gate/draws.js";
import { buildBaseline } from "../../../src/baseline/build.js";
import type { Baseline } from "../../../src/baseline/schema.js";
import { regressionChecks } from "../../../src/gate/regression.js";
import type { GateCheck, RegressionConfig } from "../../../src/gate/types.js";
import { figureSummary } from "../../../src/metrics/figures.js";
import type { RunResult, SessionRecord } from "../../../src/metrics/types.js";
import { mulberry32 } from "../../../src/rng.js";
import { twoProportionTest } from "../../../src/stats/comparisons.js";
import { reasonOf } from "../../support/reasons.js";
import { makeRun, session } from "../../support/run-fixtures.js";

const SOURCE = { sha: "base", ref: "main", run_id: "base", time: "2026-01-01T00:00:00Z" };

/** n sessions over `tasks` tasks; latency = task difficulty × noise × scale, seeded. */
function sessions(
  seed: number,
  n: number,
  opts: { tasks?: number; scale?: number; sigma?: number; over?: Partial<SessionRecord> } = {},
) {
  const rng = mulberry32(seed);
  const difficulty = mulberry32(999); // same task difficulties on every side
  const tasks = opts.tasks ?? 20;
  const effects = Array.from({ length: tasks }, () => Math.exp(0.6 * gaussian(difficulty)));
  return Array.from({ length: n }, (_, i) => {
    const e2e =
      10_000 * effects[i % tasks] * Math.exp((opts.sigma ?? 0.1) * gaussian(rng)) * (opts.scale ?? 1);
    return session({
      task: `t${i % tasks}`,
      e2e_ms: e2e,
      ttft_ms: e2e / 10,
      phases: { agent_exec: e2e * 0.8 },
      start: i,
      ...opts.over,
    });
  });
}

const baselineFrom = (list: SessionRecord[]): Baseline => buildBaseline(makeRun(list), null, SOURCE);

function only(checks: GateCheck[], metric = "e2e_ms"): GateCheck {
  const found = checks.filter((c) => c.metric === metric);
  expect(found).toHaveLength(1);
  return found[0];
}

/** The session-level tests alone: a same-job comparison allows for no run-to-run spread. */
const SAME_JOB = { agent: { name: "nop" } };

function check(run: RunResult, baseline: Baseline, config: RegressionConfig, metric = "e2e_ms"): GateCheck {
  return only(
    regressionChecks(run, baseline, { bootstrap_reps: 500, compare_with: SAME_JOB, ...config }),
    metric,
  );
}

const base60 = baselineFrom(sessions(1, 60));

describe("latency rules: three states from an interval and a margin", () => {
  const cases: Array<
    [name: string, run: SessionRecord[], config: RegressionConfig, status: string, reason: RegExp]
  > = [
    [
      "50% slower, paired by task → fail",
      sessions(2, 60, { scale: 1.5 }),
      { metrics: { e2e_ms: { max_increase: "15%" } } },
      "fail",
      /^p50 .*: ratio 1\.\d\d× \(95% one-sided bounds \[1\.\d\d×, 1\.\d\d×\]\), beyond the 15% increase tolerance and significant \(p /,
    ],
    [
      "same speed → pass",
      sessions(3, 60),
      { metrics: { e2e_ms: { max_increase: "15%" } } },
      "pass",
      /within the 15% increase tolerance$/,
    ],
    [
      "beyond the tolerance, suggestive but not significant (α < p ≤ 2α) → warn, with the sessions that would decide it",
      sessions(17, 30, { scale: 1.2, sigma: 0.5 }),
      { metrics: { e2e_ms: { max_increase: "10%" } } },
      "warn",
      /beyond the 10% increase tolerance but not yet significant \(p = 0\.0[5-9]\d*, needs ≤ 0\.05\); about \d+ more sessions per side \(\d+ per side in all\) would decide it$/,
    ],
    [
      "beyond the tolerance with p > 2α → pass: a noisy estimate is no warning, but the reason says what would decide it",
      sessions(16, 30, { scale: 1.2, sigma: 0.5 }),
      { metrics: { e2e_ms: { max_increase: "10%" } } },
      "pass",
      /beyond the 10% increase tolerance but within noise \(p = 0\.[1-9]\d*; a warning needs ≤ 0\.1\); about \d+ more sessions per side \(\d+ per side in all\) would decide it$/,
    ],
    [
      "absolute margin in ms compares shifts, not ratios",
      sessions(5, 60, { over: {} }).map((s) => ({ ...s, e2e_ms: s.e2e_ms + 3000 })),
      { metrics: { e2e_ms: { max_increase: 1000 } } },
      "fail",
      /shift \+\d.*beyond the 1 s increase tolerance and significant/,
    ],
    [
      "a margin written with its unit is the same amount in ms",
      sessions(5, 60, { over: {} }).map((s) => ({ ...s, e2e_ms: s.e2e_ms + 3000 })),
      { metrics: { e2e_ms: { max_increase: "1s" } } },
      "fail",
      /shift \+\d.*beyond the 1 s increase tolerance and significant/,
    ],
    [
      "max_decrease on latency flags a speed-up beyond the margin",
      sessions(6, 60, { scale: 0.5 }),
      { metrics: { e2e_ms: { max_decrease: "20%" } } },
      "fail",
      /ratio 0\.\d\d× .*beyond the 20% decrease tolerance and significant/,
    ],
    [
      "p95 with 30 sessions per side decides (the permutation test), its interval open above",
      sessions(7, 30, { scale: 2 }),
      { metrics: { e2e_ms: { max_increase: "15%", statistic: "p95" } } },
      "fail",
      /^p95 .*: ratio \d\.\d\d× \(95% one-sided bounds \[\d\.\d\d×, ∞\)\), beyond the 15% increase tolerance and significant/,
    ],
  ];
  it.each(cases)("%s", (_name, list, config, status, reason) => {
    const baseline = _name.startsWith("p95") ? baselineFrom(sessions(1, 30)) : base60;
    const c = check(makeRun(list), baseline, config);
    expect(c.status).toBe(status);
    expect(reasonOf(c)).toMatch(reason);
  });

  it("reports observed, baseline, ratio, interval, p-value, n per side and method", () => {
    const c = check(makeRun(sessions(2, 60, { scale: 1.5 })), base60, {
      metrics: { e2e_ms: { max_increase: "15%" } },
    });
    expect(c).toMatchObject({
      kind: "regression",
      metric: "e2e_ms",
      rule: "p50 max_increase 15%",
      n: 60,
      n_baseline: 60,
    });
    expect(c.ratio).toBeGreaterThan(1.4);
    expect(c.ratio).toBeLessThan(1.6);
    expect(c.interval![0]).toBeGreaterThan(1.15);
    expect(c.interval![0]).toBeLessThanOrEqual(c.ratio!);
    expect(c.interval![1]).toBeGreaterThanOrEqual(c.ratio!);
    expect(c.observed! / c.baseline!).toBeGreaterThan(1.3);
    expect(c.p_value).toBeLessThan(0.05);
    expect(c.method).toBe(
      "Hodges-Lehmann ratio on log latency, van Elteren (task-stratified Wilcoxon) test (20 tasks)",
    );
  });

  it("stratifies by the tasks both sides ran, at any number of them; unstratified when they share none", () => {
    const other = sessions(2, 60, { scale: 1.5 }).map((s) => ({ ...s, task: `other-${s.task}` }));
    const c = check(makeRun(other), base60, { metrics: { e2e_ms: { max_increase: "15%" } } });
    expect(c.method).toBe("Hodges-Lehmann ratio on log latency, Mann-Whitney test, exact");
    const fewer = sessions(2, 60, { scale: 1.5, tasks: 2 });
    const two = check(makeRun(fewer), baselineFrom(sessions(1, 60, { tasks: 2 })), {
      metrics: { e2e_ms: { max_increase: "15%" } },
    });
    expect(two.method).toMatch(/van Elteren .* \(2 tasks\)$/);
    expect(two.status).toBe("fail");
  });

  it("percentile rules: a permutation test within tasks, a bootstrap interval, gated once n allows", () => {
    const base = baselineFrom(sessions(1, 120));
    const c = check(makeRun(sessions(8, 120, { scale: 1.6 })), base, {
      metrics: { e2e_ms: { max_increase: "15%", statistic: "p95" } },
    });
    expect(c.status).toBe("fail");
    expect(c.advisory).toBeUndefined();
    expect(c.method).toBe(
      "permutation test of the Harrell-Davis p95 ratio (sessions shuffled within tasks), bounds by inverting it, B=500 (20 tasks)",
    );
  });

  it("statistic: mean decides on the arithmetic mean, and shows the means it tested", () => {
    // Medians unchanged; one session in ten is 6× slower in the run: the mean rises ~50%.
    const base = baselineFrom(sessions(1, 200, { tasks: 5 }));
    const slowTail = sessions(2, 200, { tasks: 5 }).map((s, i) =>
      i % 10 === 3 ? { ...s, e2e_ms: s.e2e_ms * 6 } : s,
    );
    const run = makeRun(slowTail);
    const mean = check(run, base, { metrics: { e2e_ms: { max_increase: "20%", statistic: "mean" } } });
    expect(mean.status).toBe("fail");
    expect(mean.method).toMatch(/^permutation test of the mean ratio/);
    const avg = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    expect(mean.observed).toBeCloseTo(avg(slowTail.map((s) => s.e2e_ms)), 2);
    expect(mean.baseline).toBeCloseTo(avg(base.samples.map((s) => s.e2e_ms!)), 2);
    expect(mean.ratio).toBeCloseTo(mean.observed! / mean.baseline!, 6);
    expect(reasonOf(mean)).toMatch(/^mean .* beyond the 20% increase tolerance and significant/);
    const median = check(run, base, { metrics: { e2e_ms: { max_increase: "20%" } } });
    expect(median.status).toBe("pass");
  });

  it("is reproducible for a seed", () => {
    const run = makeRun(sessions(9, 120, { scale: 1.2, sigma: 0.4 }));
    const base = baselineFrom(sessions(1, 120, { sigma: 0.4 }));
    const config: RegressionConfig = {
      seed: 7,
      metrics: { e2e_ms: { max_increase: "5%", statistic: "p90" } },
    };
    expect(check(run, base, config)).toEqual(check(run, base, config));
  });

  it("tag selectors filter both sides", () => {
    const c = check(
      makeRun(sessions(2, 60, { scale: 1.5 })),
      base60,
      { metrics: { "e2e_ms{task:t1}": { max_increase: "15%" } } },
      "e2e_ms{task:t1}",
    );
    expect(c.n).toBe(3);
    expect(c.n_baseline).toBe(3);
    expect(c.advisory).toBe(true); // 3 < min_samples
    // Too few to decide: a warning that says how many would, never a silent pass.
    expect(c.status).toBe("warn");
    expect(reasonOf(c)).toMatch(/^advisory: 3 sessions per side, \d+ needed/);
  });

  it("metrics without per-session samples in the baseline are compared through its histogram", () => {
    const c = check(
      makeRun(sessions(2, 60, { scale: 1.5 })),
      base60,
      { metrics: { agent_exec_ms: { max_increase: "15%" } } },
      "agent_exec_ms",
    );
    expect(c.status).toBe("fail");
    expect(c.method).toMatch(/Mann-Whitney test.*baseline from its histogram/);
  });

  it("timed-out and crashed sessions stay in the latency data (the run's figures); interrupted ones do not", () => {
    const run = sessions(3, 60);
    run[0] = { ...run[0], status: "errored", bucket: "agent_timeout" };
    run[1] = { ...run[1], status: "errored", bucket: "env_build" };
    run[2] = { ...run[2], status: "errored", bucket: "interrupted" };
    const c = check(makeRun(run), base60, { metrics: { e2e_ms: { max_increase: "15%" } } });
    expect(c.n).toBe(59);
    expect(c.observed).toBe(figureSummary(run.filter((_, i) => i !== 2).map((s) => s.e2e_ms))!.p50);
  });
});

describe("rules that cannot be evaluated say why", () => {
  const cases: Array<
    [name: string, config: RegressionConfig, metric: string, status: string, reason: RegExp]
  > = [
    [
      "no ttft samples in this run fails",
      { metrics: { ttft_ms: { max_increase: "15%" } } },
      "ttft_ms",
      "fail",
      /no samples were recorded for ttft_ms in this run/,
    ],
    [
      "unknown metric",
      { metrics: { latency: { max_increase: "15%" } } },
      "latency",
      "fail",
      /unknown metric "latency"; regression rules apply to pass_rate, error_rate, e2e_ms/,
    ],
    [
      "bad margin",
      { metrics: { e2e_ms: { max_increase: "fifteen" } } },
      "e2e_ms",
      "fail",
      /"fifteen" is neither a percentage like "15%" nor an amount like "25ms"/,
    ],
    [
      "rate statistic on a latency",
      { metrics: { e2e_ms: { max_increase: "15%", statistic: "rate" } } },
      "e2e_ms",
      "fail",
      /statistic rate applies to pass_rate and error_rate/,
    ],
    [
      "latency statistic on a rate",
      { metrics: { pass_rate: { max_decrease: 0.05, statistic: "p95" } } },
      "pass_rate",
      "fail",
      /statistic p95 does not apply to pass_rate/,
    ],
    [
      "tags on a histogram-only metric",
      { metrics: { "agent_exec_ms{task:t1}": { max_increase: "15%" } } },
      "agent_exec_ms{task:t1}",
      "warn",
      /cannot compare: .* cannot be filtered by tags/,
    ],
    [
      "advisory rule with no data only warns",
      { metrics: { ttft_ms: { max_increase: "15%", advisory: true } } },
      "ttft_ms",
      "warn",
      /no samples/,
    ],
  ];
  it.each(cases)("%s", (_name, config, metric, status, reason) => {
    const run = makeRun(sessions(3, 60).map((s) => ({ ...s, ttft_ms: null })));
    const c = check(run, base60, config, metric);
    expect(c.status).toBe(status);
    expect(reasonOf(c)).toMatch(reason);
  });
});

describe("rate rules: Newcombe interval on the difference", () => {
  /** 100 sessions, `passed` of them pass, `errored` error (agent_exit), the rest fail the task. */
  const outcomes = (passed: number, errored: number, n = 100) =>
    makeRun(
      Array.from({ length: n }, (_, i) =>
        i < passed
          ? session({ task: `t${i % 10}` })
          : i < passed + errored
            ? session({ task: `t${i % 10}`, status: "errored", bucket: "agent_exit" })
            : session({ task: `t${i % 10}`, status: "failed", bucket: "task_failed" }),
      ),
    );
  const base = buildBaseline(outcomes(95, 0), null, SOURCE);
  const cases: Array<
    [name: string, run: RunResult, config: RegressionConfig, metric: string, status: string, reason: RegExp]
  > = [
    [
      "pass rate 95% → 70% fails",
      outcomes(70, 0),
      { metrics: { pass_rate: { max_decrease: 0.05 } } },
      "pass_rate",
      "fail",
      /^pass_rate 70% \(70\/100\) vs 95% \(95\/100\): −25 points \(95% one-sided bounds \[−\d+(\.\d)? points, −\d+(\.\d)? points\]\), beyond the 5 points decrease tolerance and significant \(p /,
    ],
    [
      "pass rate unchanged passes",
      outcomes(95, 0),
      { metrics: { pass_rate: { max_decrease: 0.1 } } },
      "pass_rate",
      "pass",
      /within the 10 points decrease tolerance$/,
    ],
    [
      "a relative margin is relative to the baseline rate",
      outcomes(89, 0),
      { metrics: { pass_rate: { max_decrease: "5%" } } },
      "pass_rate",
      "warn",
      /beyond the 5% \(4\.8 points\) decrease tolerance but not yet significant/,
    ],
    [
      "error rate 0% → 20% fails",
      outcomes(75, 20),
      { metrics: { error_rate: { max_increase: 0.05 } } },
      "error_rate",
      "fail",
      /^error_rate 20% .* beyond the 5 points increase tolerance and significant/,
    ],
  ];
  it.each(cases)("%s", (_name, run, config, metric, status, reason) => {
    const c = check(run, base, config, metric);
    expect(c.status).toBe(status);
    expect(reasonOf(c)).toMatch(reason);
    expect(c.method).toMatch(
      /^(Fisher exact and Newcombe hybrid score tests|Newcombe hybrid score test) of the difference, Newcombe hybrid score bounds at the level it decided$/,
    );
  });

  it("the family is every gated rule: each is charged its exact chance to fail, advisory ones stay out", () => {
    // Outcomes whose one-sided p-values both fall in (α/2, α]: significant alone, not after Holm.
    const inBand = (p: number) => p > 0.025 && p <= 0.05;
    let found: [number, number] | null = null;
    for (let errored = 1; errored < 15 && !found; errored++) {
      for (let passed = 95 - errored; passed > 60 && !found; passed--) {
        const pPass = twoProportionTest(passed, 100, 95, 100, "less").p;
        const pErr = twoProportionTest(errored, 100, 0, 100, "greater").p;
        if (inBand(pPass) && inBand(pErr)) found = [passed, errored];
      }
    }
    expect(found).not.toBeNull();
    const run = outcomes(found![0], found![1]);
    const both = regressionChecks(run, base, {
      metrics: { pass_rate: { max_decrease: 0 }, error_rate: { max_increase: 0 } },
      new_error_buckets: "ignore",
    });
    // Both tests are discrete: under "no change" the error-rate test can fail at α/2 with only
    // the chance its few possible counts allow, so most of α is left for the pass-rate rule and
    // the common threshold sits well above α/2 — both fail, the family's bound still ≤ α.
    expect(both.map((c) => c.status)).toEqual(["fail", "fail"]);
    expect(reasonOf(both[0])).toMatch(/significant \(p = 0\.0\d+, adjusted over 2 gated rules\)/);
    for (const c of both) expect(c.p_value).toBeLessThanOrEqual(0.05);
    // A rule that no count can breach (50 points) is never charged: the other keeps all of α.
    const idle = regressionChecks(run, base, {
      metrics: { pass_rate: { max_decrease: 0 }, error_rate: { max_increase: 0.5 } },
      new_error_buckets: "ignore",
    });
    expect(idle.map((c) => c.status)).toEqual(["fail", "pass"]);
    expect(idle[0].p_value).toBeCloseTo(twoProportionTest(found![0], 100, 95, 100, "less").p, 6);
    // Advisory rules stay out of the family too.
    const withAdvisory = regressionChecks(run, base, {
      metrics: { pass_rate: { max_decrease: 0 }, error_rate: { max_increase: 0, advisory: true } },
      new_error_buckets: "ignore",
    });
    expect(withAdvisory.map((c) => c.status)).toEqual(["fail", "warn"]);
  });

  it("two continuous latency rules split α as Holm does", () => {
    const base = baselineFrom(sessions(1, 200, { sigma: 0.3 }));
    const run = makeRun(sessions(3, 200, { sigma: 0.3, scale: 1.1 }));
    const config = { bootstrap_reps: 400, new_error_buckets: "ignore" as const, compare_with: SAME_JOB };
    const alone = check(run, base, { ...config, metrics: { e2e_ms: { max_increase: "0%" } } });
    const checks = regressionChecks(run, base, {
      ...config,
      metrics: { e2e_ms: { max_increase: "0%" }, ttft_ms: { max_increase: "0%" } },
    });
    const [e2e, ttft] = [only(checks, "e2e_ms"), only(checks, "ttft_ms")];
    // ttft is e2e / 10 here: the same test twice, so each adjusted p-value is twice the raw one.
    expect(alone.p_value).toBeLessThan(0.5);
    expect(e2e.p_value! / alone.p_value!).toBeCloseTo(2, 3);
    expect(ttft.p_value).toBeCloseTo(e2e.p_value!, 9);
    expect(reasonOf(e2e)).toMatch(/adjusted over 2 gated rules/);
  });
});

describe("new error buckets", () => {
  const base = baselineFrom(sessions(1, 60));
  const run = makeRun([
    ...sessions(2, 57),
    ...Array.from({ length: 8 }, () => session({ status: "errored", bucket: "agent_oom" })),
  ]);
  it.each([
    ["warn", "warn"],
    ["fail", "fail"],
  ] as const)("new_error_buckets: %s → %s", (policy, status) => {
    const c = only(regressionChecks(run, base, { new_error_buckets: policy }), "errors{bucket:agent_oom}");
    expect(c.status).toBe(status);
    expect(reasonOf(c)).toMatch(
      /^new error bucket agent_oom: 8 of 65 sessions, none in 60 baseline sessions \(Fisher exact p = 0\.\d+\): more than chance explains$/,
    );
  });
  it("a new bucket as rare as chance allows passes, whatever the policy", () => {
    const one = makeRun([...sessions(2, 59), session({ status: "errored", bucket: "agent_oom" })]);
    const c = only(regressionChecks(one, base, { new_error_buckets: "fail" }), "errors{bucket:agent_oom}");
    expect(c.status).toBe("pass");
    expect(reasonOf(c)).toMatch(/within what chance gives a bucket this rare$/);
  });
  it("ignore → no check", () => {
    expect(
      regressionChecks(run, base, { new_error_buckets: "ignore" }).filter((c) =>
        c.metric.startsWith("errors"),
      ),
    ).toEqual([]);
  });
  it("no new bucket → one passing check", () => {
    const c = only(regressionChecks(makeRun(sessions(2, 60)), base, {}), "errors");
    expect(c.status).toBe("pass");
  });
});

describe("defaults", () => {
  it.each([
    ["absent", {}],
    ["empty", { metrics: {} }],
  ])("metrics %s: e2e_ms +15%% (p50) and pass_rate −0.05", (_name, config: RegressionConfig) => {
    const checks = regressionChecks(makeRun(sessions(3, 60)), base60, config);
    expect(checks.map((c) => [c.metric, c.rule])).toEqual([
      ["e2e_ms", "p50 max_increase 15%"],
      ["pass_rate", "rate max_decrease 0.05"],
      ["errors", "new_error_buckets: warn"],
    ]);
  });
});

describe("tail rules decide at PR sizes", () => {
  const p95 = { metrics: { e2e_ms: { max_increase: "10%", statistic: "p95" as const } } };

  it("at 20 sessions a side a 2× p95 slowdown fails, the interval open above (no order statistic bounds it)", () => {
    const c = check(
      makeRun(sessions(2, 20, { scale: 2, tasks: 5 })),
      baselineFrom(sessions(1, 20, { tasks: 5 })),
      p95,
    );
    expect(c.status).toBe("fail");
    expect(c.advisory).toBeUndefined();
    expect(c.interval).toBeNull();
    expect(c.facts.params.upper).toBeNull();
    expect(c.facts.params.lower).toBeGreaterThan(1.1);
    expect(reasonOf(c)).toMatch(/one-sided bounds \[\d\.\d\d×, ∞\)\)/);
    expect(c.method).toMatch(/upper bound open/);
  });

  it("at 60 a side the interval is closed again", () => {
    const c = check(
      makeRun(sessions(2, 60, { scale: 2, tasks: 5 })),
      baselineFrom(sessions(1, 60, { tasks: 5 })),
      p95,
    );
    expect(c.interval).not.toBeNull();
    expect(c.facts.params.upper).toBeGreaterThan(c.ratio!);
  });

  it("below the permutation floor (10 a side) a p95 rule is advisory whatever min_samples says", () => {
    const c = check(makeRun(sessions(2, 8, { scale: 3 })), baselineFrom(sessions(1, 8)), {
      ...p95,
      min_samples: 2,
    });
    expect(c.advisory).toBe(true);
    expect(c.facts.params.minimum).toBe(10);
    expect(reasonOf(c)).toMatch(/^advisory: 8 sessions per side, 10 needed to gate p95/);
  });

  it("the shown bounds agree with the test: they exclude no change exactly when p ≤ α, and every FAIL has them", () => {
    let fails = 0;
    for (let seed = 0; seed < 40; seed++) {
      const base = baselineFrom(sessions(2000 + seed, 20, { tasks: 5, sigma: 0.6 }));
      const run = makeRun(sessions(6000 + seed, 20, { tasks: 5, sigma: 0.6, scale: 1.6 }));
      const c = check(run, base, { ...p95, bootstrap_reps: 199, seed });
      const lower = c.facts.params.lower as number;
      expect(lower > 1).toBe(c.p_value! <= 0.05);
      if (c.status === "fail") {
        fails++;
        expect(lower).toBeGreaterThan(1);
      }
    }
    expect(fails).toBeGreaterThan(5);
  });

  it("a tail max_decrease below the order-statistic bound warns: its open bounds [x, ∞) hold no change", () => {
    const faster = { metrics: { e2e_ms: { max_decrease: "10%", statistic: "p95" as const } } };
    const at = (n: number) =>
      check(
        makeRun(sessions(2, n, { scale: 0.5, tasks: 5 })),
        baselineFrom(sessions(1, n, { tasks: 5 })),
        faster,
      );
    const small = at(20);
    expect(small.p_value!).toBeLessThanOrEqual(0.05);
    expect(small.status).toBe("warn");
    expect(small.facts.key).toBe("regression.unshown");
    expect(reasonOf(small)).toMatch(/≤ 0\.05, but its bounds still hold no change, so it does not fail/);
    const large = at(60);
    expect(large.status).toBe("fail");
    expect(large.facts.params.upper).toBeLessThan(1);
  });

  it("identical runs at 20 a side fail at most α (the permutation test's level is exact)", () => {
    let fails = 0;
    for (let seed = 0; seed < 120; seed++) {
      const base = baselineFrom(sessions(1000 + seed, 20, { tasks: 5, sigma: 0.6 }));
      const run = makeRun(sessions(5000 + seed, 20, { tasks: 5, sigma: 0.6 }));
      if (check(run, base, { ...p95, bootstrap_reps: 200, seed }).status === "fail") fails++;
    }
    expect(fails / 120).toBeLessThanOrEqual(0.08);
  });
});

describe("run-to-run spread against a stored baseline", () => {
  const p50 = { metrics: { e2e_ms: { max_increase: "15%" } }, bootstrap_reps: 200 };
  const stored = (run: RunResult, base: Baseline, config: RegressionConfig = p50) =>
    only(regressionChecks(run, base, config));

  it("a one-run baseline uses the prior, and the check says so", () => {
    const c = stored(makeRun(sessions(2, 60, { scale: 2 })), base60);
    expect(c.run_spread).toEqual({ source: "prior", sigma: 0.15, runs: 1 });
    expect(c.facts.params.run_spread).toEqual(c.run_spread);
    expect(c.status).toBe("fail");
    expect(reasonOf(c)).toMatch(
      /run-to-run spread σ 0\.15 assumed \(the baseline's history holds 1 run; 5 measure it\)$/,
    );
  });

  it("a 1.25× change that the session test alone calls significant is not a failure under the prior", () => {
    const run = makeRun(sessions(2, 200, { scale: 1.25 }));
    const base = baselineFrom(sessions(1, 200));
    expect(check(run, base, p50).status).toBe("fail"); // same job: no run spread
    const c = stored(run, base);
    expect(c.status).not.toBe("fail");
    expect(c.status).toBe(c.p_value! <= 0.1 ? "warn" : "pass");
    expect(c.p_value).toBeGreaterThan(0.05);
    // More sessions cannot shrink run-to-run noise: the hint says to compare in the same job.
    expect(c.facts.params.undecidable).toBe("run_spread");
  });

  it("with ≥ 5 history runs the history's spread is used instead", () => {
    let base = baselineFrom(sessions(1, 60));
    for (let h = 2; h <= 5; h++)
      base = buildBaseline(makeRun(sessions(h, 60)), base, { ...SOURCE, run_id: `base-${h}` });
    expect(base.history).toHaveLength(5);
    const c = stored(makeRun(sessions(9, 60, { scale: 2 })), base);
    expect(c.run_spread?.source).toBe("history");
    expect(c.run_spread?.runs).toBe(5);
    expect(c.method).toMatch(/prediction t-test, 4 df/);
    expect(reasonOf(c)).toMatch(/against the run-to-run spread of 5 baseline runs \(σ [\d.]+\)$/);
  });

  it("identical runs on a drifting runner (run factor σ 0.13 on both arms) rarely fail; without the prior they often do", () => {
    let withPrior = 0;
    let sameJob = 0;
    const reps = 150;
    for (let seed = 0; seed < reps; seed++) {
      const rng = mulberry32(77_000 + seed);
      const f1 = Math.exp(0.13 * gaussian(rng));
      const f2 = Math.exp(0.13 * gaussian(rng));
      const base = baselineFrom(sessions(10_000 + seed, 50, { tasks: 5, sigma: 0.6, scale: f1 }));
      const run = makeRun(sessions(20_000 + seed, 50, { tasks: 5, sigma: 0.6, scale: f2 }));
      if (stored(run, base).status === "fail") withPrior++;
      if (check(run, base, p50).status === "fail") sameJob++;
    }
    expect(withPrior / reps).toBeLessThanOrEqual(0.06);
    expect(sameJob / reps).toBeGreaterThan(0.15);
  });
});
