/** The pages' browser code speaks through message ids, and the page carries each message it names. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CATALOGS, type MessageKey } from "../../../src/i18n/i18n.js";
import { dashboardI18n } from "../../../src/report/dashboard.js";
import type { Report } from "../../../src/report/schema.js";
import { synthReport } from "../../support/report-synthetic.js";

const DASHBOARD = fileURLToPath(new URL("../../../src/web/dashboard/", import.meta.url));
const code = readdirSync(DASHBOARD)
  .map((f) => readFileSync(join(DASHBOARD, f), "utf8"))
  .join("\n");
const { report } = synthReport({ sessions: 10 });

describe("the dashboard's messages", () => {
  const named = [...new Set([...code.matchAll(/"((?:dash|unit|status)\.[\w.]+)"/g)].map((m) => m[1]))];

  it("are named by id in its code, each a catalog key", () => {
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((k) => !(k in CATALOGS.en))).toEqual([]);
  });

  it.each(["en", "zh-CN"] as const)("arrive with the page in %s, each in the locale's words", (locale) => {
    const { messages } = dashboardI18n({ ...report, locale } as Report);
    for (const k of [...named, "status.pass", "status.warn", "status.fail"] as MessageKey[])
      expect(messages[k], k).toBe(CATALOGS[locale][k]);
  });

  it("carries no English text as a key", () => {
    expect(code).not.toMatch(/\bt\("[^"]*[ A-Z][^"]*"/);
  });
});
