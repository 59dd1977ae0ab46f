import { describe, expect, it } from "vitest";
import { buildBaseline } from "../../../src/baseline/build.js";
import type { GateCheck } from "../../../src/gate/types.js";
import { gate, verdictStatus } from "../../../src/gate/verdict.js";
import { reasonOf } from "../../support/reasons.js";
import { makeRun, session } from "../../support/run-fixtures.js";

const SOURCE = { sha: "base", ref: "main", run_id: "base", time: "2026-01-01T00:00:00Z" };
const run = makeRun(
  Array.from({ length: 30 }, (_, i) => session({ task: `t${i % 10}`, e2e_ms: 1000 + i, start: i })),
);
const baseline = buildBaseline(run, null, SOURCE);

const c = (kind: GateCheck["kind"], status: GateCheck["status"]): GateCheck => ({
  kind,
  status,
  metric: "m",
  rule: "r",
  observed: null,
  baseline: null,
  interval: null,
  facts: { key: "config", params: { message: "" } },
});

describe("verdictStatus", () => {
  const cases: Array<[string, GateCheck[], ("slo" | "regression")[] | undefined, string]> = [
    ["all pass → pass", [c("threshold", "pass"), c("regression", "pass")], undefined, "pass"],
    ["no checks → pass", [], undefined, "pass"],
    ["a warning → warn", [c("threshold", "pass"), c("regression", "warn")], undefined, "warn"],
    ["a failing SLO → fail", [c("threshold", "fail")], undefined, "fail"],
    ["a failing regression → fail", [c("regression", "fail")], undefined, "fail"],
    ["failing SLO, fail-on regression only → warn", [c("threshold", "fail")], ["regression"], "warn"],
    ["failing regression, fail-on slo only → warn", [c("regression", "fail")], ["slo"], "warn"],
    ["missing data fails whatever fail-on says", [c("data", "fail")], [], "fail"],
    ["history drift only warns", [c("history", "warn")], undefined, "warn"],
  ];
  it.each(cases)("%s", (_name, checks, failOn, status) => {
    expect(verdictStatus(checks, failOn)).toBe(status);
  });
});

describe("gate", () => {
  it("a run with no gated sessions fails, even with only warm-up sessions", () => {
    const empty = makeRun([session({ warmup: true })]);
    const v = gate({ run: empty, thresholds: { e2e_ms: "p(95)<5000" }, failOn: [] });
    expect(v.status).toBe("fail");
    expect(v.checks[0]).toMatchObject({ kind: "data", status: "fail" });
    expect(reasonOf(v.checks[0])).toMatch(/^no sessions completed/);
    expect(v.checks[1]).toMatchObject({ kind: "threshold", status: "fail" });
    expect(reasonOf(v.checks[1])).toBe("no samples were recorded for e2e_ms");
  });

  it("thresholds are SLO checks", () => {
    const v = gate({ run, thresholds: { e2e_ms: ["p(95)<5000", "max<1010"] } });
    expect(v.status).toBe("fail");
    expect(v.checks.map((x) => [x.kind, x.status])).toEqual([
      ["threshold", "pass"],
      ["threshold", "fail"],
    ]);
    expect(gate({ run, thresholds: { e2e_ms: "max<1010" }, failOn: ["regression"] }).status).toBe("warn");
  });

  it.each([
    ["fail", "fail"],
    ["warn", "warn"],
    ["pass", "pass"],
  ] as const)("no baseline with on_missing: %s → %s, naming where it looked", (onMissing, status) => {
    const v = gate({
      run,
      regression: { on_missing: onMissing },
      baseline: null,
      baselinePath: "baselines/demo.json",
    });
    expect(v.status).toBe(status);
    expect(v.checks[0]).toMatchObject({
      kind: "regression",
      metric: "baseline",
      rule: `on_missing: ${onMissing}`,
      status,
    });
    expect(reasonOf(v.checks[0])).toMatch(/^no baseline at baselines\/demo\.json/);
  });

  it("on_missing defaults to fail", () => {
    expect(gate({ run, regression: {} }).status).toBe("fail");
  });

  it("compares with the baseline and its history, and returns trends", () => {
    const v = gate({
      run,
      thresholds: { pass_rate: "rate>=0.9" },
      regression: { metrics: { e2e_ms: { max_increase: "15%" } } },
      baseline,
    });
    expect(v.status).toBe("pass");
    expect(v.checks.map((x) => `${x.kind}:${x.metric}:${x.status}`)).toEqual([
      "threshold:pass_rate:pass",
      "regression:e2e_ms:pass",
      "regression:errors:pass",
    ]);
    expect(v.trends?.map((t) => t.metric)).toEqual(["e2e_p50", "e2e_p95", "ttft_p95", "pass_rate"]);
  });

  it("with nothing configured it warns rather than passing silently", () => {
    const v = gate({ run });
    expect(v.status).toBe("warn");
    expect(reasonOf(v.checks[0])).toMatch(/nothing to gate on/);
  });
});

describe("an interrupted run", () => {
  it.each([
    ["checks that pass", "p(95)<100000", "pass"],
    ["checks that fail", "p(95)<1", "fail"],
  ] as const)("is interrupted whatever its %s say; they stay as information", (_n, rule, checks) => {
    const thresholds = { e2e_ms: [rule] };
    const v = gate({ run, thresholds, interrupted: true });
    expect(v.status).toBe("interrupted");
    expect(v.checksStatus).toBe(checks);
    expect(v.checks.some((x) => x.metric === "e2e_ms")).toBe(true);
    expect(gate({ run, thresholds }).status).toBe(checks);
  });

  it("judges only the sessions that finished: cut-off sessions fail no pass rate or error count", () => {
    const cut = Array.from({ length: 5 }, (_, i) =>
      session({ id: `cut${i}`, status: "errored", bucket: "interrupted", reward: null, e2e_ms: 99_999 }),
    );
    const mixed = makeRun([...run.sessions, ...cut]);
    const v = gate({
      run: mixed,
      thresholds: { pass_rate: ["rate>=0.99"], errors: ["count==0"] },
      interrupted: true,
    });
    expect(v.status).toBe("interrupted");
    expect(v.checks.filter((x) => x.status !== "pass")).toEqual([]);
  });
});
