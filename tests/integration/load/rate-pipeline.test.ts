/** Open-loop rate end to end: 500 sessions offered over 10 s, measured from events.jsonl.
 * Ten seconds give the throughput nine whole steady buckets; longer runs only repeat them. */
import { describe, expect, it } from "vitest";
import { runScenario } from "../../../src/pipeline/run.js";
import { ECHO_TASK, inProcessRuntime, scenario } from "../../support/pipeline.js";

describe("rate", () => {
  it("holds 50 sessions/s for 10 s within 5 % and reports schedule lag", async () => {
    const { loaded, dir } = await scenario(`
name: open-loop
pairs:
  - agent: { name: nop }
    task: ${ECHO_TASK}
    sessions: 50
load:
  strategy: rate
  rate: 50
  duration_sec: 10
  arrival: poisson
  seed: 11
`);
    const out = await runScenario(loaded, { outDir: dir, runtime: inProcessRuntime(() => 30) });
    const run = out.run;
    expect(run.counts.total).toBe(500);
    const ol = run.open_loop!;
    expect(ol.offered_sps).toBeCloseTo(50, -1);
    expect(Math.abs(ol.achieved_sps - 50) / 50).toBeLessThan(0.05);
    expect(Math.abs(run.throughput.stable_sps - 50) / 50).toBeLessThan(0.05);
    // The lag is reported, ordered; how small it is on this machine is bench:timing's figure.
    expect(ol.schedule_lag_p50_ms).toBeGreaterThanOrEqual(0);
    expect(ol.schedule_lag_p99_ms).toBeGreaterThanOrEqual(ol.schedule_lag_p50_ms);
    expect(ol.schedule_lag_p99_ms).toBeGreaterThan(0);
    // How many start late (over 100 ms) depends on the machine; the report judges it itself: past
    // its budgets (1 % late, generator lag p99 500 ms) the run is marked invalid, saying why.
    if (ol.valid) expect(ol.late_fraction).toBeLessThanOrEqual(0.01);
    else expect(ol.invalid_reason).toMatch(/^the load generator fell behind: /);
    expect(out.report.metrics.schedule_lag_ms.count).toBe(500);
    expect(out.report.metrics.e2e_sched_ms.p50).toBeGreaterThanOrEqual(out.report.metrics.e2e_ms.p50);
  }, 30_000);
});
