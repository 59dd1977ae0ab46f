/**
 * `baseline update`: turn a finished run into `baselines/<scenario>.json`, keeping the previous
 * baseline's summary in the bounded history. A baseline of another scenario hash (the workload
 * changed) is replaced, its history with it: earlier runs measured another workload. A run whose
 * gate failed (report.json) is no baseline unless the user says so with `force`: every later run
 * would be gated against that failure.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildBaseline, readBaselineFor, writeBaseline } from "../baseline/index.js";
import { recordedWorkload } from "../baseline/refusal.js";
import { UserError } from "../errors.js";
import type { FailOn } from "../gate/types.js";
import { failuresBesidesBaseline } from "../gate/verdict.js";
import { readRunReport } from "../report/write.js";
import { baselinePathFor, readRun } from "./read-run.js";

export interface BaselineUpdate {
  file: string;
  sessions: number;
  historyLength: number;
  /** The scenario hash of the baseline this one replaced, when the workload changed. */
  replacedHash: string | null;
  /** Checks of the run that failed and were adopted anyway (`force`); empty otherwise. */
  forcedOver: string[];
}

export interface UpdateOptions {
  /** Adopt a run whose gate failed. */
  force?: boolean;
  /** Which failing checks make the run no baseline (data ones always), default both. */
  failOn?: FailOn[];
  now?: Date;
}

/** Where a run came from: the CI's variables when present, else what the run recorded. */
export function sourceFromEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const out: Record<string, string> = {};
  if (env.GITHUB_SHA) out.sha = env.GITHUB_SHA;
  if (env.GITHUB_REF) out.ref = env.GITHUB_REF;
  if (env.GITHUB_RUN_ID) out.ci_run_id = env.GITHUB_RUN_ID;
  if (env.GITHUB_REPOSITORY) out.repository = env.GITHUB_REPOSITORY;
  return out;
}

/**
 * The checks that make this run no baseline, as `metric rule` — judged from its report.json, the
 * verdict the user saw; a missing or refused baseline is what the update fixes, so it does not count.
 * A run directory without report.json was never judged: nothing to hold against it.
 */
export function failedChecks(runDir: string, failOn?: FailOn[]): string[] {
  if (!existsSync(join(runDir, "report.json"))) return [];
  const report = readRunReport(runDir);
  return failuresBesidesBaseline(report.gate.checks, failOn).map((c) => `${c.metric} ${c.rule}`);
}

export function updateBaseline(
  runDir: string,
  baselineDir: string,
  opts: UpdateOptions = {},
): BaselineUpdate {
  // A same-job comparison's baseline is its candidate arm: the reference arm is not this scenario's agent.
  const { run, scenario, events } = readRun(runDir);
  if (run.counts.total === 0) throw new UserError("the run has no sessions to make a baseline of", runDir);
  if (run.interrupted)
    throw new UserError("the run was interrupted; a baseline needs a complete run", runDir);
  const failed = failedChecks(runDir, opts.failOn);
  if (failed.length > 0 && !opts.force)
    throw new UserError(
      `the run failed its gate (${failed.slice(0, 3).join("; ")}${failed.length > 3 ? "; …" : ""}): every later run would be gated against that; fix it and record a passing run, or pass --force to adopt this one`,
      runDir,
    );
  // Where the gate reads it: `regression.baseline` when the scenario names one.
  const file = baselinePathFor(scenario, run.scenario.name, baselineDir);
  const { baseline: previous, stale } = readBaselineFor(file, run.scenario);
  const src = { ...sourceFromEnv(), ...run.source };
  const baseline = buildBaseline(
    run,
    previous,
    {
      sha: src.sha ?? null,
      ref: src.ref ?? null,
      run_id: run.run_id,
      time: (opts.now ?? new Date()).toISOString(),
    },
    { workload: recordedWorkload(events.find((e) => e.type === "run_start")) },
  );
  writeBaseline(file, baseline);
  return {
    file,
    sessions: run.counts.total,
    historyLength: baseline.history.length,
    replacedHash: stale?.scenario.hash ?? null,
    forcedOver: failed,
  };
}
