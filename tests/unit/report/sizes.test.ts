import { describe, expect, it } from "vitest";
import { DASHBOARD_ROWS, dashboardData, renderDashboard } from "../../../src/report/dashboard.js";
import { JUNIT_SESSIONS, renderJunit } from "../../../src/report/junit.js";
import {
  COMMENT_BUDGET,
  COMMENT_MARKER,
  renderComment,
  renderMarkdown,
  renderSummary,
} from "../../../src/report/markdown.js";
import { junitSessions } from "../../../src/report/write.js";
import { failingChecks, noise, synthReport } from "../../support/report-synthetic.js";

describe("a 10,000-session run with 30 error buckets and 5 journeys", () => {
  const { run, report } = synthReport(
    {
      sessions: 10_000,
      concurrency: 50,
      journeys: 5,
      buckets: 30,
      fails: (i) => noise(i + 11) < 0.12,
      error: (i) => `step ${i % 13} failed: ${"the agent said something long and unhelpful ".repeat(8)}`,
    },
    { checks: [...failingChecks(40), ...failingChecks(60).map((c) => ({ ...c, status: "pass" as const }))] },
  );
  const comment = renderComment(report, {
    dashboard: "artifact agent-loadtest (dashboard.html)",
    reproduce: "npx agent-loadtest run scenario.yaml",
  });
  const summary = renderSummary(report, { dashboard: "dashboard.html" });
  const dashboard = renderDashboard(report, run.sessions);

  it("has 30 buckets and 5 journeys", () => {
    expect(Object.keys(report.error_buckets)).toHaveLength(30);
    expect(Object.keys(report.breakdown.scenario)).toHaveLength(5);
  });

  it("keeps the PR comment under 60,000 characters with verdict, KPIs, failing checks and top buckets", () => {
    expect(comment.length).toBeLessThan(60_000);
    expect(comment.startsWith(COMMENT_MARKER)).toBe(true);
    expect(comment).toContain("gate failed: 40 checks failed");
    expect(comment).toContain("| e2e p95 |");
    expect(comment).toContain("| TTFT p95 |");
    expect(comment).toContain("### Gate checks");
    expect(comment).toMatch(/\| ❌ fail \| e2e\\_ms<br>/);
    expect(comment).toContain("### Error buckets (30)");
    const top = Object.entries(report.error_buckets).sort(([, a], [, b]) => b - a)[0][0];
    expect(comment).toContain(top.replace(/_/g, "\\_"));
    expect(comment).toContain("Reproduce: `npx agent-loadtest run scenario.yaml`");
  });

  it("keeps the job summary under 1 MiB", () => {
    expect(Buffer.byteLength(summary)).toBeLessThan(1024 * 1024);
    expect(summary).not.toContain(COMMENT_MARKER);
  });

  it("keeps the dashboard under 3 MB: every failed session, then the slowest passed, the rest counted", () => {
    expect(Buffer.byteLength(dashboard)).toBeLessThan(3_000_000);
    const data = dashboardData(report, run.sessions);
    expect(data.sessions.total).toBe(10_000);
    expect(data.sessions.rows).toHaveLength(DASHBOARD_ROWS);
    const ids = new Set(data.sessions.rows.map((r) => r[0]));
    const bad = run.sessions.filter((x) => x.status !== "passed");
    for (const x of bad) expect(ids.has(x.id)).toBe(true);
    const passed = run.sessions.filter((x) => x.status === "passed").map((x) => x.e2e_ms);
    const slowestLeft = Math.max(...run.sessions.filter((x) => !ids.has(x.id)).map((x) => x.e2e_ms));
    const fastestShown = Math.min(
      ...run.sessions.filter((x) => x.status === "passed" && ids.has(x.id)).map((x) => x.e2e_ms),
    );
    expect(passed.length).toBeGreaterThan(DASHBOARD_ROWS);
    expect(fastestShown).toBeGreaterThanOrEqual(slowestLeft);
  });

  it("keeps junit.xml bounded: a case per check and task, failed sessions up to a cap, the rest counted", () => {
    const xml = renderJunit(report, junitSessions(report, run.sessions));
    const bad = run.sessions.filter((x) => x.status !== "passed").length;
    expect(bad).toBeGreaterThan(JUNIT_SESSIONS);
    expect(xml).toContain(`<testsuite name="tasks: synthetic" tests="5"`);
    expect(xml.match(/classname="session\./g)).toHaveLength(JUNIT_SESSIONS);
    expect(xml).toContain(`name="${bad - JUNIT_SESSIONS} more sessions"`);
    expect(Buffer.byteLength(xml)).toBeLessThan(1024 * 1024);
  });

  it.each([2_500, 4_000, 8_000])(
    "cuts whole sections with a note to fit a %i-byte budget, verdict and KPIs first",
    (budget) => {
      const body = renderMarkdown(report, { budget, reproduce: "npx agent-loadtest run scenario.yaml" });
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(budget);
      expect(body).toContain("gate failed: 40 checks failed");
      expect(body).toContain("| e2e p95 |");
      if (budget < 3_000) expect(body).toMatch(/_Cut to fit [\d,]+ bytes: .+ left out\./);
      else expect(body).toMatch(/_\d+ more in report.json._/);
      expect(body).toContain("Reproduce: `npx agent-loadtest run scenario.yaml`");
    },
  );

  it("fits the comment budget when called as the Action does, with default rows", () => {
    expect(renderMarkdown(report, { budget: COMMENT_BUDGET, marker: true }).length).toBeLessThan(60_000);
  });
});
