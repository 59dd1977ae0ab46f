/** The summary the CLI prints after a run: the buckets and first messages, and every warning report.md shows. */
import { describe, expect, it } from "vitest";
import { lang } from "../../../src/i18n/i18n.js";
import { bucketRows, reportWarnings } from "../../../src/report/digest.js";
import { plain } from "../../../src/report/escape.js";
import { renderMarkdown } from "../../../src/report/markdown.js";
import type { Report } from "../../../src/report/schema.js";
import { summaryLines, TOP_BUCKETS } from "../../../src/report/terminal-summary.js";
import { synthReport } from "../../support/report-synthetic.js";

const PATHS = { runDir: "runs/x", reportMd: "runs/x/report.md", reportJson: "runs/x/report.json" };
const BUCKETS = ["stream_parse", "http_5xx", "timeout", "connect_refused"];

/** 40 sessions, 16 errored across four buckets (8, 4, 2, 2), each bucket's messages numbered. */
function erroredReport(): Report {
  const { report } = synthReport({
    sessions: 40,
    fails: (i) => i < 16,
    bucketOf: (i) => BUCKETS[i < 8 ? 0 : i < 12 ? 1 : i < 14 ? 2 : 3],
    error: (i) => `message of session ${i}\nsecond line \u001b[31mred\u001b[0m`,
  });
  return {
    ...report,
    notes: [
      "target evidence: live queries failed: connect ECONNREFUSED 127.0.0.1:9090",
      "stopped early: pass_rate rate>=0.9 failed",
    ],
    baseline: {
      file: "baselines/synthetic.json",
      found: false,
      source: null,
      metrics: null,
      pass_rate: null,
      history: [],
    },
  };
}

describe("summaryLines", () => {
  it("an errored run names its top buckets, each with its count and first message", () => {
    const r = erroredReport();
    const lines = summaryLines(r, PATHS);
    const at = lines.findIndex((l) => l.startsWith("errors ("));
    expect(lines[at]).toBe("errors (4 buckets, first message of each):");
    const rows = bucketRows(r);
    expect(rows.map((b) => [b.bucket, b.count])).toEqual([
      ["stream_parse", 8],
      ["http_5xx", 4],
      ["connect_refused", 2],
      ["timeout", 2],
    ]);
    expect(lines.slice(at + 1, at + 1 + TOP_BUCKETS)).toEqual(
      rows
        .slice(0, TOP_BUCKETS)
        .map(
          (b) => `  ${b.bucket} ${b.count} — ${plain(b.example?.message)} (session ${b.example?.session})`,
        ),
    );
    // The first session of the bucket, its message on one line with the terminal escape made inert.
    expect(lines[at + 1]).toBe(
      "  stream_parse 8 — message of session 0 second line ␛[31mred␛[0m (session s00000)",
    );
    expect(lines[at + 1 + TOP_BUCKETS]).toBe("  … 1 more bucket in report.md");
    expect(lines.join("\n")).not.toMatch(/\u001b/);
  });

  it("prints every warning report.md shows: the run's notes and no baseline yet", () => {
    const r = erroredReport();
    const lines = summaryLines(r, PATHS);
    const warnings = lines.filter((l) => l.startsWith("warning: "));
    expect(warnings).toEqual([
      "warning: target evidence: live queries failed: connect ECONNREFUSED 127.0.0.1:9090",
      "warning: stopped early: pass_rate rate>=0.9 failed",
      "warning: no baseline yet (baselines/synthetic.json)",
    ]);
    // report.md shows the same list, as Markdown.
    const md = renderMarkdown(r);
    expect(md).toContain("> ⚠️ target evidence: live queries failed: connect ECONNREFUSED 127.0.0.1:9090");
    expect(md).toContain("> ⚠️ stopped early: pass\\_rate rate&gt;=0.9 failed");
    expect(md).toContain("no baseline yet");
    expect(reportWarnings(r)).toHaveLength(warnings.length);
  });

  it("says the warnings in the report's language", () => {
    const r = { ...erroredReport(), locale: "zh-CN" as const, notes: [] };
    const noBaseline = lang("zh-CN").t("headline.no_baseline");
    expect(noBaseline).not.toBe("no baseline yet");
    expect(summaryLines(r, PATHS)).toContain(`warning: ${noBaseline} (baselines/synthetic.json)`);
  });

  it("an open-loop run invalid as a measurement, a baseline from another runner and a critical finding are warnings too", () => {
    const r = erroredReport();
    const runner = { cpu_model: "Xeon", cpu_cores: 2, platform: "linux-x64" };
    const withAll: Report = {
      ...r,
      notes: [],
      open_loop: {
        ...(r.open_loop ?? {}),
        offered_sps: 10,
        achieved_sps: 4,
        schedule_lag_p99_ms: 1500,
        valid: false,
        invalid_reason: "the generator fell behind its schedule",
      } as NonNullable<Report["open_loop"]>,
      baseline: {
        file: "baselines/synthetic.json",
        found: true,
        source: null,
        metrics: null,
        pass_rate: null,
        history: [],
        runner: { baseline: { ...runner, cpu_cores: 16 }, run: runner, same: false },
      },
      findings: [
        {
          rule: "oom_kill",
          severity: "critical",
          title: "2 sessions were OOM-killed",
          detail: "",
          evidence: [],
        },
        {
          rule: "knee",
          severity: "info",
          title: "an info finding stays in the report",
          detail: "",
          evidence: [],
        },
      ],
    };
    const warnings = summaryLines(withAll, PATHS).filter((l) => l.startsWith("warning: "));
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(
      /^warning: Run invalid as a measurement: the generator fell behind its schedule \(offered 10/,
    );
    expect(warnings[1]).toMatch(/^warning: the baseline was recorded on another runner \(/);
    expect(warnings[2]).toBe("warning: 2 sessions were OOM-killed");
  });

  it("a clean run: no error or warning lines, the verdict and the paths", () => {
    const { report } = synthReport({ sessions: 10 });
    expect(summaryLines(report, PATHS)).toEqual([
      "verdict: PASS",
      expect.stringMatching(
        /^sessions: 10 \(passed 10, failed 0, errored 0\) · pass rate 100\.0% · e2e p95 /,
      ),
      "run dir: runs/x",
      "report: runs/x/report.md (json: runs/x/report.json)",
    ]);
  });

  const figures: {
    name: string;
    e2e: number | null;
    ttft: number | null;
    rate: number | null;
    want: string;
  }[] = [
    {
      name: "sub-second p95",
      e2e: 766.152,
      ttft: 41.27,
      rate: 0.7,
      want: "pass rate 70.0% · e2e p95 766 ms · ttft p95 41.3 ms",
    },
    {
      name: "seconds",
      e2e: 12_345.6,
      ttft: 1234,
      rate: 1,
      want: "pass rate 100.0% · e2e p95 12.3 s · ttft p95 1.23 s",
    },
    {
      name: "no TTFT: a bare dash, no unit",
      e2e: 80,
      ttft: null,
      rate: 0,
      want: "pass rate 0.0% · e2e p95 80.0 ms · ttft p95 –",
    },
    {
      name: "nothing measured",
      e2e: null,
      ttft: null,
      rate: null,
      want: "pass rate – · e2e p95 – · ttft p95 –",
    },
  ];
  it.each(figures)("figures read as report.md shows them: $name", ({ e2e, ttft, rate, want }) => {
    const { report } = synthReport({ sessions: 10 });
    const fig = (v: number | null) => (v == null ? undefined : { ...report.metrics.e2e_ms, p95: v });
    const r: Report = {
      ...report,
      pass_rate: rate,
      metrics: { ...report.metrics, e2e_ms: fig(e2e), ttft_ms: fig(ttft) } as Report["metrics"],
    };
    const line = summaryLines(r, PATHS)[1];
    expect(line.endsWith(want)).toBe(true);
    expect(line).not.toMatch(/– (ms|s)\b/);
    // the same strings as the report's KPI table
    const md = renderMarkdown(r);
    for (const v of want.match(/(\d[\d.]* (ms|s)|\d[\d.]*%)/g) ?? []) expect(md).toContain(v);
  });
});
