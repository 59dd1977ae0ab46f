/**
 * A run of multi-step tasks in dashboard.html, in headless Chromium: the per-step table, and each
 * session's phases per step (`step:<name>/<phase>`) in its detail.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StepOutcome } from "../../../src/events/events.js";
import { recordEvents } from "../../../src/metrics/recorder.js";
import { buildReport } from "../../../src/report/build.js";
import { renderDashboard } from "../../../src/report/dashboard.js";
import { type Opened, openFile, skipBrowser } from "../../support/browser.js";
import { synthEvents } from "../../support/report-synthetic.js";

const step = (name: string, reward: number, ms: number): StepOutcome => ({
  name,
  reward,
  rewards: { reward },
  bucket: reward >= 1 ? null : "task_failed",
  error: reward >= 1 ? null : "reward 0 below the success threshold 1",
  agent_exec_ms: ms,
  verify_ms: ms / 4,
});

describe.skipIf(skipBrowser)("dashboard.html of a multi-step run in headless Chromium", () => {
  let opened: Opened;
  beforeAll(async () => {
    const events = synthEvents({ sessions: 6, buckets: 0 });
    let i = 0;
    for (const e of events)
      if (e.type === "session_end")
        e.steps = i++ === 0 ? [step("build", 0, 500)] : [step("build", 1, 400), step("grade", 1, 800)];
    const run = recordEvents(events);
    const report = buildReport({ run, verdict: { status: "pass", checks: [] }, baseline: null });
    const dir = mkdtempSync(join(tmpdir(), "dash-steps-"));
    const file = join(dir, "dashboard.html");
    writeFileSync(file, renderDashboard(report, run.sessions));
    opened = await openFile(file);
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
  });

  it("shows the per-step table, with no console error", async () => {
    const { page } = opened;
    await page.waitForSelector("#session-rows tr");
    expect(opened.consoleErrors).toEqual([]);
    const rows = await page.locator("#steps tbody tr").allTextContents();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/build.*6.*5/);
    expect(rows[1]).toMatch(/grade.*5.*5/);
    // The header links to the sections drawn: the steps, and no stages or errors this run lacks.
    const links = await page.locator("nav a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links).toContain("#steps");
    expect(links).not.toContain("#stages");
    for (const href of links) expect(await page.locator(href ?? "").count(), href ?? "").toBe(1);
  });

  it("a session's detail lists its phases per step", async () => {
    const { page } = opened;
    await page.locator("#session-rows tr").first().click();
    const detail = page.locator("#session-detail");
    await expect.poll(() => detail.textContent()).toContain("step:build/agent_exec");
    expect(await detail.textContent()).toContain("step:build/verify");
    expect(opened.consoleErrors).toEqual([]);
  });
});
