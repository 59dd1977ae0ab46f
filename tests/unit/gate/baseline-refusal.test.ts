/**
 * A stored baseline is compared with, or refused for a reason said in words: the fields of the
 * workload that changed (old → new), or that the baseline predates keeping them, or another LLM
 * mode. The advice adopts this run as the baseline only when it failed nothing else; the same rule
 * decides whether `baseline update` needs --force.
 */
import { describe, expect, it } from "vitest";
import { buildBaseline } from "../../../src/baseline/build.js";
import { changesText, judgeBaseline, recordedWorkload } from "../../../src/baseline/refusal.js";
import type { Baseline } from "../../../src/baseline/schema.js";
import type { GateCheck, RegressionConfig } from "../../../src/gate/types.js";
import { failuresBesidesBaseline, gate, SAME_WORKLOAD_RULE } from "../../../src/gate/verdict.js";
import type { WorkloadFields } from "../../../src/scenario/fingerprint.js";
import { reasonOf } from "../../support/reasons.js";
import { makeRun, session } from "../../support/run-fixtures.js";

const SOURCE = { sha: "base", ref: "main", run_id: "base", time: "2026-01-01T00:00:00Z" };
const w = (fields: Record<string, string>): WorkloadFields => ({ fields, omitted: 0 });
const OLD = w({ "pairs[0].agent.env.MODE": '"ok"', "load.concurrency": "4" });
const NEW = w({ "pairs[0].agent.env.MODE": '"broken"', "load.concurrency": "4" });
const passing = makeRun(Array.from({ length: 20 }, (_, i) => session({ e2e_ms: 1000 + i, start: i })));
const stored = (hash: string, workload: WorkloadFields | null): Baseline => {
  const b = buildBaseline(passing, null, SOURCE, { workload });
  return { ...b, scenario: { ...b.scenario, hash } };
};
const regression: RegressionConfig = { metrics: { e2e_ms: { max_increase: "10%", statistic: "p50" } } };

describe("judgeBaseline", () => {
  it.each([
    ["no file: nothing compared, nothing refused", null, NEW, { compared: false, refusal: null }],
    ["the same hash: compared", stored("h1", OLD), NEW, { compared: true, refusal: null }],
    [
      "another hash: refused, naming what changed",
      stored("h0", OLD),
      NEW,
      {
        compared: false,
        refusal: {
          why: "scenario_changed",
          recorded: "h0",
          now: "h1",
          changes: [{ field: "pairs[0].agent.env.MODE", old: '"ok"', now: '"broken"' }],
        },
      },
    ],
    [
      "another hash, a baseline from before workloads were kept: refused, changes unknown",
      stored("h0", null),
      NEW,
      { compared: false, refusal: { why: "scenario_changed", recorded: "h0", now: "h1", changes: null } },
    ],
    [
      "another hash, a run from before workloads were kept: refused, changes unknown",
      stored("h0", OLD),
      null,
      { compared: false, refusal: { why: "scenario_changed", recorded: "h0", now: "h1", changes: null } },
    ],
  ] as const)("%s", (_, b, workload, expected) => {
    const j = judgeBaseline(b as Baseline | null, {
      hash: "h1",
      workload: workload as WorkloadFields | null,
    });
    expect({ compared: j.baseline !== null, refusal: j.refusal }).toEqual(expected);
  });

  it("another LLM mode is refused first, whatever the hash", () => {
    const b = {
      ...stored("h0", OLD),
      scenario: { ...stored("h0", OLD).scenario, llm_mode: "real" as const },
    };
    expect(judgeBaseline(b, { hash: "h1", llm_mode: "replay", workload: NEW }).refusal).toEqual({
      why: "llm_mode",
      recorded: "real",
      now: "replay",
    });
  });
});

describe("recordedWorkload (a run directory is data)", () => {
  it.each([
    ["absent", { type: "run_start" }, null],
    ["well-formed", { scenario_workload: NEW }, NEW],
    ["not an object", { scenario_workload: "x" }, null],
    ["a value past the limit", { scenario_workload: w({ a: "x".repeat(1000) }) }, null],
  ])("%s", (_, start, expected) => {
    expect(recordedWorkload(start)).toEqual(expected);
  });
});

describe("changesText", () => {
  const ch = (field: string, old: string | null, now: string | null) => ({ field, old, now });
  it.each([
    ["one change", [ch("load.concurrency", "4", "8")], "load.concurrency: 4 → 8"],
    ["a field added shows – for the old side", [ch("env.BROKEN", null, '"1"')], 'env.BROKEN: – → "1"'],
    ["a field removed", [ch("retry.max", "2", null)], "retry.max: 2 → –"],
    [
      "more than four: the first four and …",
      ["a", "b", "c", "d", "e"].map((f) => ch(f, "1", "2")),
      "a: 1 → 2; b: 1 → 2; c: 1 → 2; d: 1 → 2; …",
    ],
    ["a long value is cut", [ch("cmd", `"${"y".repeat(100)}"`, '"z"')], `cmd: "${"y".repeat(58)}… → "z"`],
  ])("%s", (_, changes, text) => {
    expect(changesText(changes)).toBe(text);
  });
});

describe("the refusal check", () => {
  const refusalOf = (b: Baseline, workload: WorkloadFields | null) =>
    judgeBaseline(b, { hash: "h1", workload }).refusal;
  const failingSlo = { pass_rate: ["rate>=0.99"] };
  const run = (failing: boolean) =>
    failing
      ? makeRun(Array.from({ length: 20 }, (_, i) => session({ status: i < 10 ? "failed" : "passed" })))
      : passing;

  it.each([
    ["fields known, nothing else failed", OLD, false, "baseline.changed", true],
    ["fields known, the run failed an SLO", OLD, true, "baseline.changed_failing", false],
    ["a baseline that predates fields, nothing else failed", null, false, "baseline.changed_unlisted", true],
    [
      "a baseline that predates fields, the run failed an SLO",
      null,
      true,
      "baseline.changed_unlisted_failing",
      false,
    ],
  ] as const)("%s → %s", (_, old, failing, key, adopts) => {
    const v = gate({
      run: run(failing),
      thresholds: failing ? failingSlo : {},
      regression,
      refusal: refusalOf(stored("h0", old), NEW),
      baselinePath: "baselines/demo.json",
      runDir: "runs/demo__1",
    });
    const check = v.checks.find((c) => c.metric === "baseline")!;
    expect(check).toMatchObject({ kind: "regression", status: "fail", rule: SAME_WORKLOAD_RULE });
    expect(check.facts.key).toBe(key);
    expect(reasonOf(check)).toContain("baselines/demo.json is refused");
    expect(reasonOf(check).includes("make this run the new baseline")).toBe(adopts);
    expect(reasonOf(check).includes("agent-loadtest baseline update runs/demo__1")).toBe(adopts);
    if (old) expect(reasonOf(check)).toContain('pairs[0].agent.env.MODE: "ok" → "broken"');
    else
      expect(reasonOf(check)).toContain(
        "this baseline predates field-level comparison; scenario hash h0 → h1",
      );
    // nothing is compared with a refused baseline
    expect(v.checks.filter((c) => c.metric === "e2e_ms" && c.kind === "regression")).toEqual([]);
  });

  it("a merged shard of another workload is a data check under the same rule, and blocks adoption", () => {
    const v = gate({
      run: passing,
      regression,
      refusal: refusalOf(stored("h0", OLD), NEW),
      shardWorkloads: [{ label: "shard 2/2", hash: "hX" }],
    });
    const shard = v.checks.find((c) => c.metric === "shards")!;
    expect(shard).toMatchObject({ kind: "data", rule: SAME_WORKLOAD_RULE, status: "fail" });
    expect(reasonOf(shard)).toContain("shard 2/2 ran hX");
    expect(v.checks.find((c) => c.metric === "baseline")?.facts.key).toBe("baseline.changed_failing");
  });
});

describe("failuresBesidesBaseline: what makes a run no baseline", () => {
  const c = (kind: GateCheck["kind"], metric: string, status: GateCheck["status"]) =>
    ({ kind, metric, status }) as const;
  it.each([
    ["nothing failed", [c("threshold", "e2e_ms", "pass")], undefined, 0],
    ["a missing or refused baseline does not count", [c("regression", "baseline", "fail")], undefined, 0],
    ["a failed SLO counts", [c("threshold", "pass_rate", "fail")], undefined, 1],
    ["a regression against the baseline counts", [c("regression", "e2e_ms", "fail")], undefined, 1],
    ["a warning does not", [c("regression", "e2e_ms", "warn")], undefined, 0],
    ["history never fails a verdict", [c("history", "e2e_p95", "fail")], undefined, 0],
    [
      "fail-on slo: a regression does not count (the Action's refresh)",
      [c("regression", "e2e_ms", "fail")],
      ["slo"],
      0,
    ],
    ["fail-on slo: a data check still counts", [c("data", "sessions", "fail")], ["slo"], 1],
  ] as const)("%s", (_, checks, failOn, n) => {
    expect(failuresBesidesBaseline(checks, failOn ? [...failOn] : undefined)).toHaveLength(n);
  });
});
