/**
 * Everything after the sessions: record events.jsonl, gate against thresholds and the baseline,
 * write every report. `agent-loadtest report <run-dir>` calls exactly this, so a rebuilt report
 * equals the live one apart from its generation time.
 */
import { matchRunners, runnerOf } from "../baseline/runner.js";
import { readBaselineFor } from "../baseline/store.js";
import { EXIT } from "../errors.js";
import type { FailOn, GateCheck, Verdict } from "../gate/types.js";
import { gate, verdictStatus } from "../gate/verdict.js";
import { computeStages, writeStagesJson } from "../load/stages.js";
import type { RunEvent } from "../metrics/events.js";
import type { RunResult } from "../metrics/types.js";
import { summarizeFindings, withAiSummary } from "../report/ai-summary.js";
import { buildReport } from "../report/build.js";
import { withReason } from "../report/reasons.js";
import { resourceSeries } from "../report/resources.js";
import type { Report } from "../report/schema.js";
import { type ReportFiles, writeReports } from "../report/write.js";
import { referenceBaseline } from "./compare.js";
import { baselinePathFor, readRun } from "./read-run.js";

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
  const { eventsFile, events, run, scenario: sc, compareWith, arms } = readRun(runDir);

  const baselinePath = compareWith
    ? `reference arm (${compareWith.agent.name}) of this run`
    : baselinePathFor(sc, run.scenario.name, opts.baselineDir);
  const found = arms
    ? { baseline: referenceBaseline(arms.reference, run.run_id, compareWith!.agent.name), stale: null }
    : readBaselineFor(baselinePath, run.scenario);
  const baseline = found.baseline;
  const verdict = withShardWorkloads(
    gate({
      run,
      thresholds: sc.thresholds ?? {},
      regression: sc.regression,
      baseline,
      baselinePath,
      ...(found.stale
        ? {
            staleBaseline: {
              recorded: found.stale.scenario.hash,
              now: run.scenario.hash,
              runDir,
              llmMode: found.stale.scenario.llm_mode,
            },
          }
        : {}),
      failOn: opts.failOn,
      interrupted: run.interrupted,
    }),
    events,
    run.scenario.hash,
    opts.failOn,
  );
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
      ...(baseline ? { runner: matchRunners(baseline.runner ?? null, runnerOf(run.environment)) } : {}),
    },
    stages,
    // Resource samples over time, on the same 1-s grid as the other series.
    resourceSeries: resourceSeries(events, {
      t0: run.series.t0,
      step_ms: run.series.step_ms,
      buckets: run.series.in_flight.length,
    }),
    generatedAt: opts.now,
  });
  writeStagesJson(runDir, stages);
  // The optional AI summary reads the report's findings and never changes the verdict; then one write.
  const summary = await summarizeFindings(report, sc, process.env);
  const model = sc.diagnosis?.llm?.model_env ? (process.env[sc.diagnosis.llm.model_env] ?? null) : null;
  const final = withAiSummary(report, summary, model);
  const files = { ...writeReports(runDir, final, run), events: eventsFile };
  const exitCode = CHECKS_EXIT[final.gate.status];
  return { report: final, run, exitCode, files };
}

/**
 * A merged run whose shard measured another scenario (hash or name) than the trusted one fails,
 * with the reason: those sessions say nothing about this workload.
 */
export function withShardWorkloads(
  verdict: Verdict,
  events: readonly RunEvent[],
  hash: string,
  failOn?: FailOn[],
): Verdict {
  const start = events.find((e) => e.type === "run_start");
  const other = (start?.merged_from ?? []).filter((s) => s.scenario_hash !== hash);
  if (other.length === 0) return verdict;
  const list = other
    .map((s) => `${s.shard ? `shard ${s.shard.index}/${s.shard.count}` : s.run_id} ran ${s.scenario_hash}`)
    .join("; ")
    .slice(0, 400);
  const checks: GateCheck[] = [
    ...verdict.checks,
    withReason({
      kind: "data",
      metric: "shards",
      rule: "same scenario hash",
      observed: other.length,
      baseline: null,
      interval: null,
      status: "fail",
      facts: { key: "data.shard_workloads", params: { count: other.length, hash, list } },
    }),
  ];
  const checksStatus = verdictStatus(checks, failOn);
  // An interrupted run stays interrupted; the shard check joins its checks as information.
  return {
    ...verdict,
    checks,
    checksStatus,
    status: verdict.status === "interrupted" ? verdict.status : checksStatus,
  };
}

function definedOnly(o: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(Object.entries(o).filter((e): e is [string, string] => e[1] != null));
}
