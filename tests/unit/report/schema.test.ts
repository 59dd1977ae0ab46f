import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { buildBaseline } from "../../../src/baseline/build.js";
import { regressionChecks } from "../../../src/gate/regression.js";
import { recordEvents } from "../../../src/metrics/recorder.js";
import { buildReport } from "../../../src/report/build.js";
import { resourceSeries } from "../../../src/report/resources.js";
import { ReportSchema, reportJsonSchemaText } from "../../../src/report/schema.js";
import { readRunReport, writeReports } from "../../../src/report/write.js";
import {
  baselineFrom,
  failingChecks,
  noise,
  synthEvents,
  synthReport,
} from "../../support/report-synthetic.js";

const committed = fileURLToPath(new URL("../../../schemas/report.schema.json", import.meta.url));

/** A run directory as the pipeline leaves it: events.jsonl and session logs, then every report written. */
function writtenRun() {
  const dir = mkdtempSync(join(tmpdir(), "run-"));
  const events = synthEvents({
    sessions: 1500,
    concurrency: 10,
    journeys: 2,
    fails: (i) => noise(i) < 0.05,
    cpu: (t) => (t > 10 ? 97 : 20),
    mem: () => 300 * 2 ** 20,
    memLimit: 512 * 2 ** 20,
  });
  writeFileSync(join(dir, "events.jsonl"), `${events.map((e) => JSON.stringify(e)).join("\n")}\n`);
  const run = recordEvents(events);
  const failed = run.sessions.find((s) => s.status === "failed");
  if (!failed) throw new Error("fixture has no failed session");
  mkdirSync(join(dir, "sessions", failed.id), { recursive: true });
  process.env.REPORT_TEST_API_TOKEN = "tok-3f9a8b7c6d5e";
  writeFileSync(
    join(dir, "sessions", failed.id, "agent.stderr.log"),
    `${"x".repeat(5000)}\nusing tok-3f9a8b7c6d5e\nTraceback: AssertionError\n`,
  );
  // As finalize does: resource samples over time on the run's 1-s grid go into the model.
  const grid = { t0: run.series.t0, step_ms: run.series.step_ms, buckets: run.series.in_flight.length };
  const report = buildReport({
    run,
    resourceSeries: resourceSeries(events, grid),
    verdict: { status: "fail", checks: failingChecks(2) },
    baseline: baselineFrom(synthReport({ sessions: 200 }).run, [{ e2e_p95: 1500, sha: "abc" }]),
  });
  const files = writeReports(dir, report, run);
  return { dir, report, run, files, failed };
}

describe("schemas/report.schema.json", () => {
  it("matches the zod schema", () => {
    const generated = reportJsonSchemaText();
    if (process.env.UPDATE_SCHEMA === "1") writeFileSync(committed, generated);
    let current = "";
    try {
      current = readFileSync(committed, "utf8");
    } catch {}
    expect(
      current === generated,
      "schemas/report.schema.json is stale; regenerate it with UPDATE_SCHEMA=1 npx vitest run tests/report/schema.test.ts",
    ).toBe(true);
  });

  describe("a run directory written by writeReports", () => {
    const w = writtenRun();
    const json = JSON.parse(readFileSync(w.files.reportJson, "utf8"));

    it("has report.json valid against the committed JSON Schema (ajv) and the zod schema", () => {
      const validate = new Ajv2020({ strict: false, allErrors: true }).compile(
        JSON.parse(readFileSync(committed, "utf8")),
      );
      expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
      expect(ReportSchema.safeParse(json).success).toBe(true);
    });

    it("stays valid with the checks the regression gate really makes (every field they carry)", () => {
      const base = synthReport({ sessions: 200 });
      const source = { sha: "base", ref: "main", run_id: "base", time: "2026-01-01T00:00:00Z" };
      const checks = regressionChecks(w.run, buildBaseline(base.run, null, source), {
        bootstrap_reps: 200,
        metrics: {
          e2e_ms: { max_increase: "15%" },
          ttft_ms: { statistic: "p95", max_increase: "20%" },
          pass_rate: { max_decrease: 0.05 },
        },
        new_error_buckets: "warn",
      });
      // And from a run too small to bound anything (intervals without finite ends).
      const tiny = synthReport({ sessions: 2 });
      checks.push(
        ...regressionChecks(tiny.run, buildBaseline(base.run, null, source), {
          bootstrap_reps: 200,
          metrics: { e2e_ms: { max_increase: "15%" }, pass_rate: { max_decrease: 0.05 } },
        }),
      );
      expect(checks.some((c) => "p_value" in c && "ratio" in c)).toBe(true);
      const dir = mkdtempSync(join(tmpdir(), "run-"));
      const report = buildReport({
        run: w.run,
        verdict: { status: "warn", checks },
        baseline: baselineFrom(base.run, []),
      });
      const files = writeReports(dir, report, w.run);
      const written = JSON.parse(readFileSync(files.reportJson, "utf8"));
      const validate = new Ajv2020({ strict: false, allErrors: true }).compile(
        JSON.parse(readFileSync(committed, "utf8")),
      );
      expect(validate(written), JSON.stringify(validate.errors)).toBe(true);
      // What `dashboard` and `prom-export` read back.
      expect(readRunReport(dir).gate.checks).toHaveLength(checks.length);
    });

    it("carries resource samples over time and diagnoses them", () => {
      expect(json.resources.series.cpu_pct.length).toBe(json.series.in_flight.length);
      expect(json.findings.map((f: { rule: string }) => f.rule)).toContain("cpu_saturation");
      // the caller's model is the file's model
      expect(w.report.findings).toEqual(json.findings);
    });

    it("writes report.md, dashboard.html, metrics.prom and junit.xml", () => {
      expect(readFileSync(w.files.reportMd, "utf8")).toMatch(/^## ❌ agent-loadtest · synthetic/);
      expect(readFileSync(w.files.metricsProm, "utf8")).toContain("# TYPE agent_loadtest_pass_ratio gauge");
      const junit = readFileSync(w.files.junitXml, "utf8");
      expect(junit).toMatch(/<testsuite name="tasks: synthetic" tests="\d+" failures="[1-9]/);
      expect(junit).toContain(`name="${w.failed.id}"`);
      expect(junit).toMatch(/<failure type="threshold" message="p\(95\)=123\d ms, not &lt; 1000/);
    });

    it("embeds the end of a failed session's log in the dashboard, capped, secrets masked", () => {
      const html = readFileSync(w.files.dashboard, "utf8");
      expect(html).toContain("Traceback: AssertionError");
      expect(html).not.toContain("x".repeat(2100));
      expect(html).toContain("using ***");
      expect(html).not.toContain("tok-3f9a8b7c6d5e");
    });
  });
});
