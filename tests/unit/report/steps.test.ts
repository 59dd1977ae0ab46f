/**
 * The per-step table of a run of multi-step tasks: from the session_end events' steps to report.json,
 * report.md and the dashboard's catalog, in English and Chinese.
 */
import { describe, expect, it } from "vitest";
import type { StepOutcome } from "../../../src/events/events.js";
import { recordEvents } from "../../../src/metrics/recorder.js";
import { buildReport } from "../../../src/report/build.js";
import { dashboardData, dashboardI18n } from "../../../src/report/dashboard.js";
import { renderMarkdown } from "../../../src/report/markdown.js";
import { ReportSchema } from "../../../src/report/schema.js";
import { synthEvents } from "../../support/report-synthetic.js";

const step = (
  name: string,
  reward: number | null,
  ms: number,
  bucket: StepOutcome["bucket"] = null,
): StepOutcome => ({
  name,
  reward,
  rewards: reward === null ? null : { reward },
  bucket,
  error: bucket ? `${bucket} here` : null,
  agent_exec_ms: ms,
  verify_ms: ms / 10,
});

/** Four sessions; the second stopped after a failed first step. */
function report() {
  const events = synthEvents({ sessions: 4, buckets: 0 });
  let i = 0;
  for (const e of events)
    if (e.type === "session_end")
      e.steps = i++ === 1 ? [step("one", 0, 300, "task_failed")] : [step("one", 1, 100), step("two", 1, 200)];
  const run = recordEvents(events);
  return buildReport({ run, verdict: { status: "pass", checks: [] }, baseline: null });
}

function sessions() {
  const events = synthEvents({ sessions: 2, buckets: 0 });
  for (const e of events) if (e.type === "session_end") e.steps = [step("one", 1, 100), step("two", 1, 200)];
  return recordEvents(events).sessions;
}

describe("per-step report", () => {
  it("report.json: per task and step, sessions that ran it, passes, mean reward and phase times", () => {
    const r = report();
    expect(ReportSchema.parse(r).steps).toBeDefined();
    const task = r.steps?.[0]?.task;
    expect(r.steps).toEqual([
      {
        task,
        step: "one",
        sessions: 4,
        passed: 3,
        reward_mean: 0.75,
        agent_exec_ms_mean: 150,
        verify_ms_mean: 15,
      },
      {
        task,
        step: "two",
        sessions: 3,
        passed: 3,
        reward_mean: 1,
        agent_exec_ms_mean: 200,
        verify_ms_mean: 20,
      },
    ]);
  });

  it("a run without steps has no steps in report.json and no table in report.md", () => {
    const run = recordEvents(synthEvents({ sessions: 3, buckets: 0 }));
    const r = buildReport({ run, verdict: { status: "pass", checks: [] }, baseline: null });
    expect(r.steps).toBeUndefined();
    expect(renderMarkdown(r)).not.toContain("Per step");
  });

  it("report.md shows the table, in the report's language", () => {
    const r = report();
    const en = renderMarkdown(r);
    expect(en).toContain("Per step (2 steps of multi-step tasks)");
    expect(en).toMatch(/\| one \| 4 \| 3 \| 0\.750 \| 150(\.0)? ms \| 15(\.0)? ms \|/);
    const zh = renderMarkdown({ ...r, locale: "zh-CN" });
    expect(zh).toContain("按步骤（多步骤任务的 2 个步骤）");
    expect(zh).toContain("平均奖励");
  });

  it("the dashboard's catalog carries the table's labels in the report's language", () => {
    const messages = dashboardI18n({ ...report(), locale: "zh-CN" }).messages;
    expect(messages["dash.steps"]).toBe("按步骤（多步骤任务的 {n} 个步骤）");
    expect(messages["dash.step_reward"]).toBe("平均奖励");
  });

  it("the dashboard: each session's phases per step as step:<name>/<phase>", () => {
    const r = report();
    const d = dashboardData(r, sessions());
    const col = d.sessions.columns.indexOf("steps");
    expect(d.sessions.rows[0]?.[col]).toEqual([
      ["step:one/agent_exec", 100],
      ["step:one/verify", 10],
      ["step:two/agent_exec", 200],
      ["step:two/verify", 20],
    ]);
  });
});
