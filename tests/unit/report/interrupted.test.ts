/**
 * An interrupted run, from its events to every report: the verdict is `interrupted`, the sessions cut
 * off are counted apart, and the checks on the finished sessions are shown as information.
 */
import { describe, expect, it } from "vitest";
import type { RunEvent } from "../../../src/events/events.js";
import { gate } from "../../../src/gate/verdict.js";
import { recordEvents } from "../../../src/metrics/recorder.js";
import { buildReport } from "../../../src/report/build.js";
import { renderJunit } from "../../../src/report/junit.js";
import { renderComment, renderMarkdown } from "../../../src/report/markdown.js";
import { ReportSchema } from "../../../src/report/schema.js";

const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);

/** Three sessions finished (two passed), two cut off by the interrupt. */
function events(): RunEvent[] {
  const out: RunEvent[] = [
    {
      type: "run_start",
      t: T0,
      run_id: "run-cut",
      scenario: { name: "cut", runtime: { type: "local" } },
      scenario_name: "cut",
      scenario_hash: "abc",
      planned_sessions: 10,
      environment: {},
    } as RunEvent,
  ];
  const ends: [string, "passed" | "failed" | "errored", string | null][] = [
    ["s0", "passed", null],
    ["s1", "passed", null],
    ["s2", "failed", "task_failed"],
    ["s3", "errored", "interrupted"],
    ["s4", "errored", "interrupted"],
  ];
  ends.forEach(([id, status, bucket], i) => {
    out.push({
      type: "session_start",
      t: T0 + i,
      session: id,
      pair: 0,
      task: "t",
      agent: "a",
      tags: {},
      attempt: 1,
    } as RunEvent);
    out.push({
      type: "session_end",
      t: T0 + (bucket === "interrupted" ? 9000 : 100 + i),
      session: id,
      attempt: 1,
      status,
      reward: status === "errored" ? null : status === "passed" ? 1 : 0,
      bucket,
      error: bucket ? "why" : null,
    } as RunEvent);
  });
  out.push({ type: "run_end", t: T0 + 9000, interrupted: true, reason: "interrupted by a signal" });
  return out;
}

describe("an interrupted run's reports", () => {
  const run = recordEvents(events());
  const verdict = gate({
    run,
    thresholds: { pass_rate: ["rate>=0.99"], errors: ["count<=1"] },
    interrupted: run.interrupted,
  });
  const report = buildReport({ run, verdict, baseline: null, generatedAt: new Date(T0) });

  it("report.json: verdict interrupted, cut-off sessions apart, checks kept as information", () => {
    expect(ReportSchema.parse(report)).toBeTruthy();
    expect(report.verdict).toBe("interrupted");
    expect(report.gate.status).toBe("fail");
    expect(report.sessions).toMatchObject({ total: 3, passed: 2, failed: 1, errored: 0, interrupted: 2 });
    expect(report.pass_rate).toBeCloseTo(2 / 3);
    expect(report.error_buckets).toEqual({ task_failed: 1 });
    expect(report.metrics.e2e_ms.count).toBe(3);
    expect(report.metrics.e2e_ms.max).toBeLessThan(1000);
    expect(report.gate.checks.find((c) => c.metric === "errors")?.status).toBe("pass");
  });

  it("report.md and the PR comment say interrupted, and the checks are information", () => {
    for (const text of [renderMarkdown(report), renderComment(report)]) {
      expect(text).toMatch(
        /^## ⏹️ agent-loadtest · cut — \*\*interrupted\*\* \(on the 3 finished sessions, for information: gate failed: 1 check failed\)/m,
      );
      expect(text).toMatch(/2 cut off by the interrupt, not counted/);
      expect(text).not.toMatch(/^## ❌/m);
    }
  });

  it("junit: cut-off sessions are skipped, not errors", () => {
    const xml = renderJunit(
      report,
      run.sessions.map((s) => ({ ...s, journey: "t" })),
    );
    expect(xml).toMatch(/<testsuite name="sessions: cut" tests="3" failures="1" errors="0" skipped="2"/);
    expect(xml.match(/<skipped message="interrupted" \/>/g)).toHaveLength(2);
  });

  it("the same run, not interrupted, is judged by its checks", () => {
    expect(gate({ run, thresholds: { pass_rate: ["rate>=0.99"] } }).status).toBe("fail");
  });
});
