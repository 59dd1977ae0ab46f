/** The dashboard in each report language, in Chromium: every label from the locale's catalog. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGS, type Locale, type MessageKey } from "../../../src/i18n/i18n.js";
import { renderDashboard } from "../../../src/report/dashboard.js";
import type { Report } from "../../../src/report/schema.js";
import { type Opened, openFile, skipBrowser } from "../../support/browser.js";
import { baselineFrom, failingChecks, synthReport } from "../../support/report-synthetic.js";

const base = synthReport({ sessions: 40, journeys: 3, buckets: 2, fails: (i) => i % 9 === 0 });
const { report, run } = synthReport(
  { sessions: 80, journeys: 3, buckets: 3, fails: (i) => i % 7 === 0, cpu: () => 50, mem: () => 2 ** 28 },
  { checks: failingChecks(3), baseline: baselineFrom(base.run, [{ e2e_p95: 1500 }, { e2e_p95: 1400 }]) },
);

/** Text the page shows as labels: headings, captions, table heads, KPI labels, links, summaries. */
const LABELS =
  "h1, h2, h3, figcaption, th, .kpi-label, .kpi-base, nav a, summary, option, .legend span, .pill, footer";

/** English label texts of the catalog (placeholders cut out), where the translation differs. */
function englishFragments(): string[] {
  return (Object.keys(CATALOGS.en) as MessageKey[])
    .filter((k) => CATALOGS["zh-CN"][k] !== CATALOGS.en[k])
    .flatMap((k) => CATALOGS.en[k].split(/\{\w+\}/))
    .map((f) => f.trim().replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, ""))
    .filter((f) => /[a-z]{3}/.test(f));
}

describe.skipIf(skipBrowser).each<Locale>(["en", "zh-CN"])("dashboard.html in %s", (locale) => {
  let opened: Opened;
  let labels: string[];

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), `dash-${locale}-`));
    const file = join(dir, "dashboard.html");
    writeFileSync(file, renderDashboard({ ...report, locale } as Report, run.sessions));
    opened = await openFile(file);
    await opened.page.waitForSelector("#session-rows tr");
    // a session's detail panel has labels too
    await opened.page.locator("#session-rows tr").first().click();
    labels = await opened.page.evaluate(
      `[...document.querySelectorAll(${JSON.stringify(`${LABELS}, #session-detail td:first-child, #session-detail h4`)})].map((e) => e.textContent.trim()).filter(Boolean)`,
    );
  }, 60_000);

  afterAll(async () => {
    await opened?.close();
  });

  it("draws every section without an error, offline", async () => {
    expect(opened.consoleErrors).toEqual([]);
    expect(await opened.page.locator(".render-error").count()).toBe(0);
    expect(await opened.page.locator("figure.chart").count()).toBeGreaterThan(5);
    expect(await opened.page.evaluate("document.documentElement.lang")).toBe(locale);
  });

  it("shows its labels in the locale's words", () => {
    const t = (k: MessageKey) => CATALOGS[locale][k].replace(/\{\w+\}.*$/, "").trim();
    for (const k of [
      "dash.gate_checks",
      "dash.diagnosis",
      "dash.over_time",
      "dash.chart_latency",
      "dash.sessions",
    ] as const)
      expect(labels, k).toContain(t(k));
    expect(labels.some((l) => l.includes(t("dash.error_buckets")))).toBe(true);
  });

  it(
    locale === "en" ? "English labels are there (the check below can fail)" : "leaves no English label",
    () => {
      const data = JSON.stringify(report);
      const english = englishFragments().filter((f) => !data.includes(f));
      const found = labels.filter((l) => english.some((f) => l.includes(f)));
      if (locale === "en") expect(found.length).toBeGreaterThan(20);
      else expect(found).toEqual([]);
    },
  );

  it("names every chart's series in the locale's words", async () => {
    const legends = await opened.page.locator(".legend span").allTextContents();
    expect(legends.length).toBeGreaterThan(8);
    const lg = (l: Locale) =>
      (Object.keys(CATALOGS.en) as MessageKey[])
        .filter((k) => k.startsWith("dash.lg_"))
        .map((k) => CATALOGS[l][k]);
    expect(legends.filter((s) => lg(locale).includes(s)).length).toBeGreaterThan(3);
    if (locale !== "en") expect(legends.filter((s) => lg("en").includes(s))).toEqual([]);
  });

  it("formats the verdict and numbers for the locale", async () => {
    const h1 = await opened.page.locator("h1").textContent();
    expect(h1).toContain(locale === "en" ? "gate failed: 3 checks failed" : "门禁未通过：3 项检查失败");
    const kpi = await opened.page.locator(".kpi-value").allTextContents();
    expect(kpi.join(" ")).toMatch(locale === "en" ? / s\b/ : /秒/);
  });
});
