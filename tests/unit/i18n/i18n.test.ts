import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CATALOGS, LOCALES, lang, type MessageKey } from "../../../src/i18n/i18n.js";
import { ms, num, pct } from "../../../src/report/format.js";
import { renderMarkdown } from "../../../src/report/markdown.js";
import type { Report } from "../../../src/report/schema.js";
import { baselineFrom, failingChecks, synthReport } from "../../support/report-synthetic.js";

const REPORT_SRC = fileURLToPath(new URL("../../../src/report/", import.meta.url));
const WEB_SRC = fileURLToPath(new URL("../../../src/web/", import.meta.url));
const KEYS = Object.keys(CATALOGS.en) as MessageKey[];
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const sources = (dir: string, recursive: boolean) =>
  readdirSync(dir, { recursive })
    .map(String)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".generated.ts"))
    .map((f) => readFileSync(join(dir, f), "utf8"));
/** The report layer's code, without the catalogs themselves (in locales/), and the pages' browser code. */
const code = [...sources(REPORT_SRC, false), ...sources(WEB_SRC, true)].join("\n");

/** A key is used when the code names it, names its plural base, or builds it from its prefix. */
function used(key: MessageKey): boolean {
  const base = key.replace(/\.(one|other)$/, "");
  const prefix = key.slice(0, key.lastIndexOf("."));
  return code.includes(`"${key}"`) || code.includes(`"${base}"`) || code.includes(`\`${prefix}.\${`);
}

describe("the message catalogs", () => {
  it.each(LOCALES)("%s has every key, each with text and the same placeholders as English", (locale) => {
    const catalog = CATALOGS[locale];
    expect(Object.keys(catalog).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) {
      expect(catalog[key].trim(), key).not.toBe("");
      expect(placeholders(catalog[key]), key).toEqual(placeholders(CATALOGS.en[key]));
    }
  });

  it("has no key the code never uses", () => {
    expect(KEYS.filter((k) => !used(k))).toEqual([]);
    // and the check can fail
    expect(used("not.a.key" as MessageKey)).toBe(false);
  });

  it("translates every label: zh-CN differs from English except where the text is a name", () => {
    const same = KEYS.filter((k) => CATALOGS["zh-CN"][k] === CATALOGS.en[k]);
    // metric and unit symbols read the same in both
    // and the reasons' placeholders-only sentences and metric labels
    expect(same.sort()).toEqual([
      "dash.e2e",
      "dash.ttft",
      "history.e2e_p50",
      "history.e2e_p95",
      "history.ttft_p95",
      "reason.config",
      "reason.regression.p",
      "stages.slo",
    ]);
  });
});

describe("numbers and units for the locale (Intl)", () => {
  const en = lang("en");
  const zh = lang("zh-CN");
  it.each([
    [ms(1234.5, en), "1.23 s"],
    [ms(1234.5, zh), "1.23 秒"],
    [ms(87.25, zh), "87.3 毫秒"],
    [ms(90_000, zh), "1.5 分钟"],
    [pct(0.987, 1, zh), "98.7%"],
    [num(12345.678, 2, en), "12345.68"],
    [num(7, 2, zh), "7"],
  ])("%s = %s", (got, want) => {
    expect(got).toBe(want);
  });

  it("a locale with a decimal comma gets one (the formatter is Intl's, not toFixed)", () => {
    expect(new Intl.NumberFormat("de-DE", { minimumFractionDigits: 2 }).format(1.5)).toBe("1,50");
  });
});

describe("report.md in zh-CN", () => {
  const base = synthReport({ sessions: 40, journeys: 3, buckets: 2, fails: (i) => i % 9 === 0 });
  const { report } = synthReport(
    { sessions: 60, journeys: 3, buckets: 3, fails: (i) => i % 7 === 0 },
    { checks: failingChecks(3), baseline: baselineFrom(base.run, [{ e2e_p95: 1500 }]) },
  );
  const zh = renderMarkdown({ ...report, locale: "zh-CN" } as Report);
  const en = renderMarkdown({ ...report, locale: "en" } as Report);

  it("leaves no English label: no English text of the catalog appears in it", () => {
    const fragments = KEYS.filter((k) => !k.startsWith("dash.") && CATALOGS["zh-CN"][k] !== CATALOGS.en[k])
      .flatMap((k) => CATALOGS.en[k].split(/\{\w+\}/))
      .map((f) => f.trim().replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, ""))
      .filter(
        (f) =>
          /[a-z]{3}/.test(f) && !/^(e2e|TTFT|report\.json|events\.jsonl|dashboard\.html|report\.md)/.test(f),
      );
    expect(fragments.length).toBeGreaterThan(50);
    // words that are also data (a bucket's message, a tag name) may appear as data
    const data = JSON.stringify(report);
    expect(fragments.filter((f) => zh.includes(f) && !data.includes(f))).toEqual([]);
    // and the English report does have them, so the check can fail
    expect(fragments.filter((f) => en.includes(f)).length).toBeGreaterThan(20);
  });

  it("keeps data as data: metric names, bucket names, rules and the scenario hash", () => {
    // (Markdown escapes _ and <)
    const text = zh.replaceAll("\\", "").replaceAll("&lt;", "<");
    for (const bucket of Object.keys(report.error_buckets)) expect(text).toContain(bucket);
    expect(text).toContain("e2e_ms{scenario:journey-1}");
    expect(text).toContain("p(95)<1000");
    expect(zh).toContain(report.scenario.hash);
  });

  it("headings and check reasons in Chinese", () => {
    expect(zh).toMatch(/— 门禁未通过：3 项检查失败/);
    expect(zh).toContain("### 门禁检查");
    expect(zh).toMatch(/p\(95\)=1235 毫秒，不满足 &lt; 1000/);
    expect(zh).toMatch(/超出容差（增加 15%），且变化显著（p = 0\.001）/);
  });
});
