/**
 * Everything after the sessions: record events.jsonl, gate against thresholds and the baseline,
 * write every report. `agent-loadtest report <run-dir>` calls exactly this, so a rebuilt report
 * equals the live one apart from its generation time.
 */

import { judgeBaseline, recordedWorkload } from "../baseline/refusal.js";
import { matchRunners, runnerOf } from "../baseline/runner.js";
import type { Baseline } from "../baseline/schema.js";
import { readBaselineFor } from "../baseline/store.js";
import { EXIT } from "../errors.js";
import type { RunEvent } from "../events/events.js";
import { gate } from "../gate/verdict.js";
import type { RunResult } from "../metrics/types.js";
import { summarizeFindings, withAiSummary } from "../report/ai-summary.js";
import { buildReport } from "../report/build.js";
import { resourceSeries } from "../report/resources.js";
import type { Report } from "../report/schema.js";
import { computeStages } from "../report/stages.js";
import { type ReportFiles, writeReports } from "../report/write.js";
import type { Scenario } from "../scenario/schema.js";
import { referenceBaseline } from "./compare.js";
import { baselinePathFor, readRun } from "./read-run.js";
import { looksFor, type SequentialOutcome, sequentialReport } from "./sequential.js";

export interface Finalized {
  report: Report;
  run: RunResult;
  exitCode: number;
  files: ReportFiles & { events: string };
}

/** By the checks: an interrupted `run` exits 130/143 from its signal, a rebuilt report by what its checks say. */
const CHECKS_EXIT: Record<Report["gate"]["status"], number> = {
  pass: EXIT.pass,
  warn: EXIT.pass,
  fail: EXIT.gateFailed,
};

export interface FinalizeOptions {
  baselineDir: string;
  failOn?: ("slo" | "regression")[];
  now?: Date;
}

export async function finalizeRun(runDir: string, opts: FinalizeOptions): Promise<Finalized> {
  const { eventsFile, events, run, scenario: sc, compareWith, arms, ordered } = readRun(runDir);

  const baselinePath = compareWith
    ? `reference arm (${compareWith.agent.name}) of this run`
    : baselinePathFor(sc, run.scenario.name, opts.baselineDir);
  const { baseline, refusal } = arms
    ? { baseline: referenceBaseline(arms.reference, run.run_id, compareWith!.agent.name), refusal: null }
    : judgeBaseline(readBaselineFor(baselinePath, run.scenario).stored, {
        ...run.scenario,
        workload: recordedWorkload(events.find((e) => e.type === "run_start")),
      });
  const sequential = sequentialOf(ordered, sc, baseline);
  const verdict = gate({
    run,
    thresholds: sc.thresholds ?? {},
    regression: sc.regression,
    baseline,
    baselinePath,
    refusal,
    runDir,
    shardWorkloads: otherShardWorkloads(events, run.scenario.hash),
    failOn: opts.failOn,
    interrupted: run.interrupted,
    ...(sequential ? { sequentialChecks: sequential.checks } : {}),
  });
  const stages = computeStages(run, sc.load);
  const report = buildReport({
    run,
    verdict,
    baseline: {
      file: baselinePath,
      found: baseline != null,
      ...(refusal ? { refused: refusal.why } : {}),
      source: baseline ? definedOnly(baseline.source) : null,
      metrics: baseline?.summary.metrics ?? null,
      pass_rate: baseline?.summary.pass_rate ?? null,
      history: baseline?.history ?? [],
      ...(baseline ? { runner: matchRunners(baseline.runner ?? null, runnerOf(run.environment)) } : {}),
      ...(baseline?.price_table ? { price_table: baseline.price_table } : {}),
    },
    stages,
    // Resource samples over time, on the same 1-s grid as the other series.
    resourceSeries: resourceSeries(events, {
      t0: run.series.t0,
      step_ms: run.series.step_ms,
      buckets: run.series.in_flight.length,
    }),
    generatedAt: opts.now,
    ...(sequential ? { sequential: sequentialReport(sequential) } : {}),
  });
  // The optional AI summary reads the report's findings and never changes the verdict; then one write.
  const summary = await summarizeFindings(report, sc, process.env);
  const model = sc.diagnosis?.llm?.model_env ? (process.env[sc.diagnosis.llm.model_env] ?? null) : null;
  const final = withAiSummary(report, summary, model);
  const files = { ...writeReports(runDir, final, run), events: eventsFile };
  const exitCode = CHECKS_EXIT[final.gate.status];
  return { report: final, run, exitCode, files };
}

/** Every look the run took, replayed from its events until one decided (the live run's, look for look). */
function sequentialOf(
  ordered: RunEvent[] | null,
  sc: Scenario,
  stored: Baseline | null,
): SequentialOutcome | null {
  const looks = ordered && looksFor(sc, stored);
  if (!looks) return null;
  looks.feed(ordered);
  return looks.end(ordered);
}

/** The shards of a merged run that measured another scenario (hash or name) than the trusted one. */
function otherShardWorkloads(events: readonly RunEvent[], hash: string): { label: string; hash: string }[] {
  const start = events.find((e) => e.type === "run_start");
  return (start?.merged_from ?? [])
    .filter((s) => s.scenario_hash !== hash)
    .map((s) => ({
      label: s.shard ? `shard ${s.shard.index}/${s.shard.count}` : s.run_id,
      hash: s.scenario_hash,
    }));
}

function definedOnly(o: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(Object.entries(o).filter((e): e is [string, string] => e[1] != null));
}
