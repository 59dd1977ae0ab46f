/**
 * Runs against a scripted mock, a replayed cassette and a real endpoint are not compared: the gate
 * refuses a baseline of another LLM mode (found, or stale under another hash) with one failing
 * check naming both modes; a baseline without a mode (recorded before it was kept) still compares.
 */
import { describe, expect, it } from "vitest";
import { buildBaseline } from "../../../src/baseline/build.js";
import { judgeBaseline } from "../../../src/baseline/refusal.js";
import type { Baseline } from "../../../src/baseline/schema.js";
import type { RegressionConfig } from "../../../src/gate/types.js";
import { gate } from "../../../src/gate/verdict.js";
import type { RunResult } from "../../../src/metrics/types.js";
import type { LlmMode } from "../../../src/scenario/llm-mode.js";
import { reasonOf } from "../../support/reasons.js";
import { makeRun, session } from "../../support/run-fixtures.js";

const SOURCE = { sha: "base", ref: "main", run_id: "base", time: "2026-01-01T00:00:00Z" };
const sessions = Array.from({ length: 20 }, (_, i) => session({ e2e_ms: 1000 + i, start: i }));
const runIn = (mode?: LlmMode): RunResult => {
  const r = makeRun(sessions);
  return { ...r, scenario: { ...r.scenario, ...(mode ? { llm_mode: mode } : {}) } };
};
const regression: RegressionConfig = { metrics: { e2e_ms: { max_increase: "10%", statistic: "p50" } } };

/** The gate as finalize calls it: the stored baseline judged first (src/baseline/refusal.ts). */
const gateWith = (run: RunResult, stored: Baseline | null) =>
  gate({ run, regression, ...judgeBaseline(stored, { ...run.scenario, workload: null }) });

const modeChecks = (v: ReturnType<typeof gate>) => v.checks.filter((c) => c.rule === "same LLM mode");

describe("LLM mode and the baseline", () => {
  it.each([
    ["replay", "scripted"],
    ["replay", "real"],
    ["scripted", "real"],
    ["none", "scripted"],
    ["real", "none"],
  ] as const)(
    "a %s run against a %s baseline fails one check naming both, and compares nothing",
    (now, recorded) => {
      const v = gateWith(runIn(now), buildBaseline(runIn(recorded), null, SOURCE));
      const [check] = modeChecks(v);
      expect(check.status).toBe("fail");
      expect(reasonOf(check)).toContain(`mode ${recorded}, this run got mode ${now}`);
      expect(v.status).toBe("fail");
      expect(v.checks.filter((c) => c.kind === "regression" && c.metric === "e2e_ms")).toEqual([]);
    },
  );

  it("says so for a stale baseline of another mode instead of asking to refresh it", () => {
    const stale = buildBaseline(runIn("real"), null, SOURCE);
    const v = gateWith(runIn("replay"), { ...stale, scenario: { ...stale.scenario, hash: "another" } });
    expect(modeChecks(v)).toHaveLength(1);
    expect(v.checks.map((c) => c.facts.key).filter((k) => k.startsWith("baseline.changed"))).toEqual([]);
  });

  it.each([
    ["the same mode", "replay", "replay"],
    ["no LLM in either run", "none", "none"],
    ["a baseline recorded before modes were kept", "replay", undefined],
  ] as const)("%s compares as before", (_, now, recorded) => {
    const v = gateWith(runIn(now), buildBaseline(runIn(recorded), null, SOURCE));
    expect(modeChecks(v)).toEqual([]);
    expect(v.checks.some((c) => c.metric === "e2e_ms")).toBe(true);
  });

  it("the baseline keeps the run's mode", () => {
    expect(buildBaseline(runIn("replay"), null, SOURCE).scenario.llm_mode).toBe("replay");
  });
});
