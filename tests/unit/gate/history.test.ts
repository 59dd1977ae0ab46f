import { describe, expect, it } from "vitest";
import type { Baseline, HistoryEntry } from "../../../src/baseline/schema.js";
import { historyChecks, predictionInterval } from "../../../src/gate/history.js";
import { reasonOf } from "../../support/reasons.js";
import { makeRun, session } from "../../support/run-fixtures.js";

function entry(i: number, e2e_p50: number | null, pass_rate = 0.9): HistoryEntry {
  return {
    time: `2026-01-${String(i + 1).padStart(2, "0")}T00:00:00Z`,
    sha: `sha${i}`,
    run_id: `r${i}`,
    sessions: 50,
    pass_rate,
    e2e_p50,
    e2e_p95: e2e_p50,
    ttft_p95: null,
  };
}

function baselineWith(history: HistoryEntry[]): Baseline {
  return { history } as unknown as Baseline;
}

/** A run whose e2e p50 (and p95: every session takes the same time) is `p50`, pass rate `passRate`. */
function runWith(p50: number, passRate = 0.9) {
  return makeRun(
    Array.from({ length: 10 }, (_, i) =>
      session({ e2e_ms: p50, ...(i < passRate * 10 ? {} : { status: "failed", bucket: "task_failed" }) }),
    ),
  );
}

// Run-to-run wobble of ±2% around 10 s.
const stable = [10000, 10200, 9800, 10100, 9900, 10050, 9950, 10150, 9850, 10000].map((v, i) => entry(i, v));

describe("prediction interval", () => {
  it("is t(1−α/2, n−1) · s · √(1 + 1/n) around the mean", () => {
    const pi = predictionInterval([1, 2, 3, 4, 5], 0.95);
    expect(pi.center).toBe(3);
    expect(pi.half).toBeCloseTo(2.7764451051977987 * Math.sqrt(2.5) * Math.sqrt(1.2), 10);
  });
});

describe("historyChecks: drift beyond run-to-run noise warns, never fails", () => {
  const cases: Array<[name: string, p50: number, passRate: number, e2e: string, pass: string]> = [
    ["a run like the others passes", 10_100, 0.9, "pass", "pass"],
    ["a run 50% slower than every earlier run warns", 15_000, 0.9, "warn", "pass"],
    ["a run much faster warns too (a broken run can look fast)", 5_000, 0.9, "warn", "pass"],
    ["a pass-rate drop beyond the history warns", 10_000, 0.5, "pass", "warn"],
  ];
  it.each(cases)("%s", (_name, p50, passRate, e2e, pass) => {
    const { checks } = historyChecks(runWith(p50, passRate), baselineWith(stable));
    const by = Object.fromEntries(checks.map((c) => [c.metric, c]));
    expect(by.e2e_p50.status).toBe(e2e);
    expect(by.pass_rate.status).toBe(pass);
    for (const c of checks) {
      expect(c.kind).toBe("history");
      expect(c.status).not.toBe("fail");
    }
  });

  it("keeps a pass rate's range within [0, 100%]", () => {
    const perfect = stable.map((e, i) => ({ ...e, pass_rate: i % 3 ? 1 : 0.98 }));
    const c = historyChecks(runWith(10_000, 1), baselineWith(perfect)).checks.find(
      (x) => x.metric === "pass_rate",
    )!;
    expect(c.interval![1]).toBe(1);
    expect(reasonOf(c)).not.toMatch(/10[1-9](\.\d+)?%/);
  });

  it("says where the run falls and over how many runs", () => {
    const c = historyChecks(runWith(15_000), baselineWith(stable)).checks.find(
      (x) => x.metric === "e2e_p50",
    )!;
    expect(reasonOf(c)).toMatch(
      /^e2e p50 15 s is above the run-to-run range \[9\.\d+ s, 10\.\d+ s\] of the last 10 baseline runs: drift beyond run-to-run noise; confirm with a re-run$/,
    );
    expect(c.method).toBe("Student-t prediction interval (95%) on the log scale");
    expect(c.n_baseline).toBe(10);
  });

  it("needs min_runs runs before it checks, but always returns the trend", () => {
    const { checks, trends } = historyChecks(runWith(15_000), baselineWith(stable.slice(0, 4)), {
      min_runs: 5,
    });
    expect(checks).toEqual([]);
    const e2e = trends.find((t) => t.metric === "e2e_p50")!;
    expect(e2e.points.map((p) => p.value)).toEqual([10000, 10200, 9800, 10100]);
    expect(e2e.current).toBe(15_000);
    expect(e2e.interval).toBeNull();
  });

  it("uses only the last `window` runs", () => {
    const slowOld = [
      ...Array.from({ length: 10 }, (_, i) => entry(i, 30_000)),
      ...stable.map((h, i) => ({ ...h, run_id: `n${i}` })),
    ];
    const { checks, trends } = historyChecks(runWith(10_000), baselineWith(slowOld), { window: 10 });
    expect(checks.find((c) => c.metric === "e2e_p50")!.status).toBe("pass");
    expect(trends[0].points).toHaveLength(10);
  });

  it("identical runs do not make any jitter a drift (1% floor)", () => {
    const flat = Array.from({ length: 8 }, (_, i) => entry(i, 10_000));
    expect(
      historyChecks(runWith(10_050), baselineWith(flat)).checks.find((c) => c.metric === "e2e_p50")!.status,
    ).toBe("pass");
    expect(
      historyChecks(runWith(10_300), baselineWith(flat)).checks.find((c) => c.metric === "e2e_p50")!.status,
    ).toBe("warn");
  });

  it("skips statistics the history or the run does not have", () => {
    const { checks } = historyChecks(runWith(10_000), baselineWith(stable));
    expect(checks.map((c) => c.metric).sort()).toEqual(["e2e_p50", "e2e_p95", "pass_rate"]); // no ttft anywhere
  });
});
