/**
 * Everything after the sessions: record events.jsonl, gate against thresholds and the baseline,
 * write every report. `agent-loadtest report <run-dir>` calls exactly this, so a rebuilt report
 * equals the live one apart from its generation time.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { readBaselineFor } from "../baseline/store.js";
import { EXIT, UserError } from "../errors.js";
import { gate } from "../gate/verdict.js";
import { computeStages, writeStagesJson } from "../load/stages.js";
import { recordEvents } from "../metrics/recorder.js";
import type { RunResult } from "../metrics/types.js";
import { summarizeFindings, withAiSummary } from "../report/ai-summary.js";
import { buildReport } from "../report/build.js";
import { resourceSeries } from "../report/resources.js";
import type { Report } from "../report/schema.js";
import { type ReportFiles, writeReports } from "../report/write.js";
import type { Scenario } from "../scenario/schema.js";
import { referenceBaseline, splitArms } from "./compare.js";
import { readEvents } from "./event-log.js";

export interface Finalized {
  report: Report;
  run: RunResult;
  exitCode: number;
  files: ReportFiles & { events: string };
}

export interface FinalizeOptions {
  baselineDir: string;
  failOn?: ("slo" | "regression")[];
  now?: Date;
}

export async function finalizeRun(runDir: string, opts: FinalizeOptions): Promise<Finalized> {
  const eventsFile = join(runDir, "events.jsonl");
  if (!existsSync(eventsFile)) throw new UserError("no events.jsonl here: not a run directory", runDir);
  const events = readEvents(eventsFile);
  const start = events.find((e) => e.type === "run_start");
  if (!start) throw new UserError("events.jsonl has no run_start event", eventsFile);
  const compareWith = (start.scenario as Scenario).regression?.compare_with;
  const arms = compareWith ? splitArms(events) : null;
  const run = recordEvents(arms ? arms.candidate : events);
  const sc = run.scenarioConfig as Scenario;

  const baselinePath = compareWith
    ? `reference arm (${compareWith.agent.name}) of this run`
    : resolve(sc.regression?.baseline ?? join(opts.baselineDir, `${run.scenario.name}.json`));
  const found = arms
    ? { baseline: referenceBaseline(arms.reference, run.run_id, compareWith!.agent.name), stale: null }
    : readBaselineFor(baselinePath, run.scenario);
  const baseline = found.baseline;
  const verdict = gate({
    run,
    thresholds: sc.thresholds ?? {},
    regression: sc.regression,
    baseline,
    baselinePath,
    ...(found.stale
      ? { staleBaseline: { recorded: found.stale.scenario.hash, now: run.scenario.hash, runDir } }
      : {}),
    failOn: opts.failOn,
  });
  const stages = computeStages(run, sc.load);
  const report = buildReport({
    run,
    verdict,
    baseline: {
      file: baselinePath,
      found: baseline != null,
      source: baseline ? definedOnly(baseline.source) : null,
      metrics: baseline?.summary.metrics ?? null,
      pass_rate: baseline?.summary.pass_rate ?? null,
      history: baseline?.history ?? [],
    },
    stages,
    // Resource samples over time, on the same 1-s grid as the other series.
    resourceSeries: resourceSeries(arms ? arms.candidate : events, {
      t0: run.series.t0,
      step_ms: run.series.step_ms,
      buckets: run.series.in_flight.length,
    }),
    generatedAt: opts.now,
  });
  writeStagesJson(runDir, stages);
  let files = { ...writeReports(runDir, report, run), events: eventsFile };
  // The optional AI summary reads the findings (made while writing) and never changes the verdict.
  const summary = await summarizeFindings(report, sc, process.env);
  const model = sc.diagnosis?.llm?.model_env ? (process.env[sc.diagnosis.llm.model_env] ?? null) : null;
  const final = withAiSummary(report, summary, model);
  if (final !== report) files = { ...writeReports(runDir, final, run), events: eventsFile };
  const exitCode = final.verdict === "fail" ? EXIT.gateFailed : EXIT.pass;
  return { report: final, run, exitCode, files };
}

function definedOnly(o: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(Object.entries(o).filter((e): e is [string, string] => e[1] != null));
}
