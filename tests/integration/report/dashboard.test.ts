import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderDashboard } from "../../../src/report/dashboard.js";
import { renderJunit } from "../../../src/report/junit.js";
import { junitSessions } from "../../../src/report/write.js";
import { type Opened, openFile, skipBrowser } from "../../support/browser.js";
import { baselineFrom, failingChecks, HOSTILE, noise, synthReport } from "../../support/report-synthetic.js";

describe.skipIf(skipBrowser)("dashboard.html in headless Chromium", () => {
  let opened: Opened;
  let withLog = "";
  let junit = "";
  let report: ReturnType<typeof synthReport>["report"];
  beforeAll(async () => {
    const base = synthReport({ sessions: 300, concurrency: 10, journeys: 3 });
    const made = synthReport(
      {
        sessions: 400,
        concurrency: 12,
        journeys: 3,
        buckets: 4,
        fails: (i) => noise(i) < 0.15,
        error: (i) => (i % 2 ? HOSTILE : `plain failure ${i}`),
        taskName: (j) => (j === 2 ? "<b>bold</b> task" : `journey-${j}`),
        cpu: (t) => (t > 5 ? 92 : 30),
        mem: (t) => (100 + t) * 2 ** 20,
        memLimit: 512 * 2 ** 20,
        priced: true,
        duration: (i, j) => 900 + j * 200 + noise(i) * 500 + (i > 300 ? 600 : 0),
      },
      {
        checks: failingChecks(3),
        baseline: baselineFrom(base.run, [{ e2e_p95: 1500 }, { e2e_p95: 1600 }, { e2e_p95: 1550 }]),
        stages: {
          strategy: "find_max",
          steps: [4, 8, 12, 16].map((c, i) => ({
            stage: i,
            concurrency: c,
            sessions: 100,
            duration_s: 30,
            throughput_sps: [4, 7.5, 8, 8.1][i],
            error_rate: [0, 0, 0.02, 0.2][i],
            pass_rate: [1, 1, 0.98, 0.8][i],
            e2e_ms: {
              count: 100,
              min: 500,
              mean: 900,
              p50: 800 + i * 100,
              p90: 1200,
              p95: 1400,
              p99: 1500 + i * i * 400,
              max: 4000,
            },
            ttft_ms: null,
            slo: i < 3 ? ("pass" as const) : ("fail" as const),
            breaching_metric: i === 3 ? "e2e_ms" : null,
            knee: i === 2,
            break: i === 3,
          })),
          max_sustainable_concurrency: 12,
          breaching_metric: "e2e_ms",
          knee_concurrency: 12,
          break_concurrency: 16,
        },
      },
    );
    const run = made.run;
    report = made.report;
    const dir = mkdtempSync(join(tmpdir(), "dash-"));
    const file = join(dir, "dashboard.html");
    const failed = run.sessions.find((s) => s.error === HOSTILE);
    withLog = failed?.id ?? "";
    writeFileSync(
      file,
      renderDashboard(report, run.sessions, {
        logs: failed ? { [failed.id]: `${HOSTILE}\nTraceback: boom` } : {},
      }),
    );
    junit = renderJunit(report, junitSessions(report, run.sessions));
    opened = await openFile(file);
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
  });

  it("loads with no console errors and no network requests", async () => {
    await opened.page.waitForSelector("#session-rows tr");
    expect(opened.consoleErrors).toEqual([]);
    expect(opened.requests.filter((u) => !u.startsWith("file:") && !u.startsWith("data:"))).toEqual([]);
    expect(await opened.page.locator(".render-error").count()).toBe(0);
  });

  it("draws every chart with data", async () => {
    const charts = await opened.page.locator("figure.chart").count();
    expect(charts).toBeGreaterThanOrEqual(10);
    // Runs in the page; a string, since this project's TypeScript has no DOM types.
    const empty = await opened.page.evaluate(`[...document.querySelectorAll("figure.chart")]
      .filter((f) => f.querySelectorAll("svg polyline, svg rect, svg circle").length === 0)
      .map((f) => f.querySelector("figcaption").textContent)`);
    expect(empty).toEqual([]);
    for (const title of [
      "Concurrency",
      "Throughput",
      "latency percentiles",
      "CPU over time",
      "Memory over time",
      "Throughput by concurrency",
      "phase",
      "span kind",
      "error bucket",
      "baseline",
    ]) {
      expect(await opened.page.locator("figcaption", { hasText: title }).count(), title).toBeGreaterThan(0);
    }
    // The run's spend over time, in dollars, rising to report.json's economy.cost_usd.
    const cost = opened.page.locator("figure.chart", { hasText: "LLM calls cost so far" });
    expect(await cost.locator("svg polyline").count()).toBe(1);
    const ticks = await cost.locator("svg text").allTextContents();
    expect(ticks.filter((t) => /^\$\d/.test(t)).length).toBeGreaterThanOrEqual(3);
    expect(report.series.cost_usd?.at(-1)).toBeCloseTo(report.economy!.cost_usd!, 6);
    expect(await opened.page.locator(".marker-label", { hasText: "knee 12" }).count()).toBeGreaterThan(0);
    expect(await opened.page.locator(".marker-label", { hasText: "break 16" }).count()).toBeGreaterThan(0);
  });

  it("links the header only to sections it drew", async () => {
    const { page } = opened;
    const links = await page
      .locator("nav a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    expect(links).toEqual(
      expect.arrayContaining(["#checks", "#stages", "#errors", "#journeys", "#sessions"]),
    );
    for (const href of links) expect(await page.locator(href).count(), href).toBe(1);
  });

  it("labels no axis with the same tick twice", async () => {
    // Runs in the page: each axis's labels (x along the bottom, y up the side), repeats named by chart.
    const repeated = await opened.page.evaluate(`[...document.querySelectorAll("figure.chart")].flatMap((f) =>
      ["text.tick.x", "text.tick.y"].flatMap((sel) => {
        const xs = [...f.querySelectorAll(sel)].map((t) => t.textContent);
        return xs.filter((x, i) => xs.indexOf(x) !== i).map((x) => f.querySelector("figcaption").textContent + ": " + x);
      }))`);
    const axes = await opened.page.locator("text.tick.x").count();
    expect(axes).toBeGreaterThan(20);
    expect(repeated).toEqual([]);
  });

  it("filters and sorts the sessions table", async () => {
    const { page } = opened;
    const rows = () => page.locator("#session-rows tr").count();
    const before = await rows();
    expect(before).toBe(400);
    await page.fill("#filter", "octocat");
    const after = await rows();
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    await page.fill("#filter", "");
    await page.selectOption("#status-filter", "failed");
    expect(await rows()).toBeLessThan(before);
    await page.selectOption("#status-filter", "");
    await page.click('th[data-key="e2e_ms"]');
    await page.click('th[data-key="e2e_ms"]');
    expect(await page.locator('th[data-key="e2e_ms"]').getAttribute("aria-sort")).toBe("descending");
  }, 30_000);

  it("shows a session's detail with phases, spans, error and log excerpt, all inert", async () => {
    const { page } = opened;
    await page.fill("#filter", withLog);
    await page.locator("#session-rows tr").first().click();
    const detail = page.locator("#session-detail");
    await expect
      .poll(() => detail.locator("h4").allTextContents())
      .toEqual(["Phases", "Spans (sum per kind)", "Error", "Log excerpt"]);
    expect(await detail.locator("pre").first().textContent()).toBe(HOSTILE);
    expect(await page.evaluate("typeof window.__pwned")).toBe("undefined");
    expect(await page.locator("img").count()).toBe(0);
    expect(await page.locator("b").count()).toBe(0);
    expect(opened.consoleErrors).toEqual([]);
  });

  it("gets a junit.xml with the same hostile messages that parses as XML", async () => {
    const errors = await opened.page.evaluate(
      `new DOMParser().parseFromString(${JSON.stringify(junit)}, "application/xml").getElementsByTagName("parsererror").length`,
    );
    expect(errors).toBe(0);
  });
});
