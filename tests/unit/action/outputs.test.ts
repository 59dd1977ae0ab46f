/** The Action's pure parts, as tables: comment markers and size, secret scrubbing, shard discovery, fail-on. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { blockingChecks, failClasses } from "../../../src/action/outputs.js";
import type { GateCheck, Report } from "../../../src/report/schema.js";

const _tmp = () => mkdtempSync(join(tmpdir(), "action-unit-"));

describe("fail-on", () => {
  const check = (kind: GateCheck["kind"], status: GateCheck["status"]): GateCheck => ({
    kind,
    metric: "e2e_ms",
    rule: "p(95)<1",
    observed: 2,
    baseline: null,
    interval: null,
    status,
    reason: "",
    facts: { key: "config", params: { message: "" } },
  });
  it.each([
    ["threshold", ["slo"]],
    ["regression", ["regression"]],
    ["history", ["regression"]],
    ["data", ["slo", "regression"]],
  ] as const)("a failing %s check belongs to %j", (kind, classes) => {
    expect(failClasses(check(kind, "fail"))).toEqual(classes);
  });

  it.each([
    [
      ["slo", "regression"],
      ["threshold", "regression"],
    ],
    [["slo"], ["threshold"]],
    [["regression"], ["regression"]],
    [[], []],
  ] as const)("fail-on %j blocks on %j", (failOn, kinds) => {
    const report = {
      gate: {
        status: "fail",
        checks: [check("threshold", "fail"), check("regression", "fail"), check("history", "warn")],
      },
    } as unknown as Report;
    expect(blockingChecks(report, [...failOn]).map((c) => c.kind)).toEqual(kinds);
  });
});
