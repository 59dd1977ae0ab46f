/**
 * "More sessions would decide it" names the side that is short: this run (add sessions), the stored
 * baseline (record it again from that many), or both; in the same job both arms grow together.
 */
import { describe, expect, it } from "vitest";
import { buildBaseline } from "../../../src/baseline/build.js";
import { regressionChecks } from "../../../src/gate/regression.js";
import type { RegressionConfig } from "../../../src/gate/types.js";
import { lang } from "../../../src/i18n/i18n.js";
import { renderReason } from "../../../src/report/reasons.js";
import { reasonOf } from "../../support/reasons.js";
import { makeRun, session } from "../../support/run-fixtures.js";

const SOURCE = { sha: "b", ref: "main", run_id: "b", time: "2026-01-01T00:00:00Z" };
/** `n` sessions, a fifth of them failing their task: a pass-rate drop too small to show at these sizes. */
const runOf = (n: number, failing: number) =>
  makeRun(
    Array.from({ length: n }, (_, i) =>
      session({ status: i < failing ? "failed" : "passed", e2e_ms: 1000 + i, start: i }),
    ),
  );
const rules: RegressionConfig = { metrics: { pass_rate: { max_decrease: 0.1 } } };

describe("the more-sessions hint names the short side", () => {
  it.each([
    [
      "the run is short",
      10,
      2,
      30,
      {},
      "run",
      /; about \d+ more sessions in this run \(\d+ in all\) would decide it/,
    ],
    [
      "the baseline is short (a 10-session baseline vs a 30-session run)",
      30,
      6,
      10,
      {},
      "baseline",
      /; the baseline is the short side \(10 sessions\): recorded again from \d+ or more sessions, it would decide this/,
    ],
    [
      "both are short",
      20,
      4,
      10,
      {},
      "both",
      /; about (\d+) sessions on each side would decide it: this run has 20 and the baseline 10, so run \1 or more and record the baseline again from \1 or more/,
    ],
    [
      "in the same job both arms run together",
      20,
      4,
      20,
      { compare_with: { agent: { name: "ref" } } },
      "per_side",
      /; about \d+ more sessions per side \(\d+ per side in all\) would decide it/,
    ],
  ] as const)("%s", (_, nRun, failing, nBase, extra, side, text) => {
    const baseline = buildBaseline(runOf(nBase, 0), null, SOURCE);
    const [check] = regressionChecks(runOf(nRun, failing), baseline, {
      ...rules,
      ...extra,
    } as RegressionConfig);
    // Beyond the tolerance without failing: a warning when p ≤ 2α, within noise otherwise; both give the hint.
    expect(check.status).toBe((check.p_value as number) <= 0.1 ? "warn" : "pass");
    expect(["regression.warn", "regression.noise"]).toContain(check.facts.key);
    expect(check.facts.params).toMatchObject({ short_side: side, n_run: nRun, n_base: nBase });
    expect(reasonOf(check)).toMatch(text);
    // never "add N more to this run" when the run is not the short side
    if (side === "baseline") expect(reasonOf(check)).not.toMatch(/more sessions (in this run|per side)/);
  });

  it("says it in Chinese too", () => {
    const baseline = buildBaseline(runOf(10, 0), null, SOURCE);
    const [check] = regressionChecks(runOf(30, 6), baseline, rules);
    expect(renderReason(check, lang("zh-CN"))).toContain("会话不足的一侧是基线（10 个会话）");
  });
});
