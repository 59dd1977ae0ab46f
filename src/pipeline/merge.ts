/**
 * Merges shard runs of one plan into one run directory: the union of their sessions and
 * measurements, then the usual finalize. Counts and histograms come out exactly as if the plan had
 * run unsharded. A shard is data (in the fork-PR flow the PR's own code wrote it): everything that
 * decides the verdict or touches this job's environment — thresholds, regression rules, baseline
 * path, diagnosis endpoint, secrets, the run folder's name — comes from the trusted scenario.
 */
import { cpSync, existsSync, lstatSync, writeFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { UserError } from "../errors.js";
import type { RunEvent, RunStartEvent } from "../events/events.js";
import { limit } from "../limits.js";
import { scenarioPlan } from "../load/plan.js";
import type { LoadedScenario } from "../scenario/model.js";
import { makeRedactor } from "../secrets.js";
import { type InvalidEvent, readEventLog } from "./event-log.js";
import { type Finalized, type FinalizeOptions, finalizeRun } from "./finalize.js";
import { createRunDir } from "./run-dir.js";
import { auditShards, type Refusal, refusalTally, type ShardRead, shardOf } from "./shard-audit.js";

export interface MergeOptions extends FinalizeOptions {
  /** The scenario of the trusted checkout, the only source of gate settings. */
  trusted: LoadedScenario;
}

/** A shard's identity and the workload it measured, kept in the merged run_start. */
export interface MergedShard {
  run_id: string;
  shard: { index: number; count: number } | null;
  scenario_hash: string;
}

export async function mergeRuns(
  runDirs: string[],
  outDir: string,
  opts: MergeOptions,
): Promise<Finalized & { runDir: string }> {
  if (runDirs.length === 0) throw new UserError("no run directories to merge", undefined, "merge");
  const { trusted } = opts;
  const shards = checkedShards(runDirs, trusted);
  const events: RunEvent[] = [];
  for (const shard of shards) {
    for (const e of shard.events) if (e.type !== "run_start") events.push(e);
    const t = shard.start.t;
    if (shard.droppedBytes > 0)
      events.push(
        warn(t, `${shard.label}: its events.jsonl ended in a cut line, ${shard.droppedBytes} bytes dropped`),
      );
    if (!shard.sameWorkload) events.push(warn(t, mismatchNote(shard.label, shard.start, trusted)));
    if (!shard.events.some((e) => e.type === "run_end")) events.push(...cutShort(shard));
  }
  const starts = shards.map((s) => s.start);
  const missing = missingShards(starts.map(shardOf));
  if (missing) events.push(warn(lastT(events, starts), missing));
  const runDir = createRunDir(outDir, trusted.scenario.name);
  const redact = makeRedactor(trusted.secretValues);
  const head = trustedStart(trusted, starts, basename(runDir), redact);
  // Stable by time, so the trusted run_start leads and the latest run_end closes.
  const all = [head, ...events.sort((a, b) => a.t - b.t)];
  writeFileSync(join(runDir, "events.jsonl"), all.map((e) => `${redact(JSON.stringify(e))}\n`).join(""));
  for (const dir of runDirs) copySessions(join(dir, "sessions"), join(runDir, "sessions"));
  return { ...(await finalizeRun(runDir, opts)), runDir };
}

/**
 * The shards' events once every one is checked against the trusted plan; any tampering refuses the
 * whole merge (exit 2) with one line that names the first thing refused and counts each kind.
 */
export function checkedShards(runDirs: string[], trusted: LoadedScenario): CheckedShard[] {
  const shards = readShards(runDirs, trusted);
  const refusals = auditShards(shards, {
    plan: scenarioPlan(trusted),
    load: trusted.scenario.load,
    maxRetries: trusted.scenario.retry.max_retries,
  });
  if (refusals.length > 0) throw refused(refusals, shards.length);
  return shards;
}

type CheckedShard = ShardRead & { droppedBytes: number };

/** Each run directory's events, every bad line kept for the audit; the same shard twice is refused. */
function readShards(runDirs: string[], trusted: LoadedScenario): CheckedShard[] {
  const seen = new Set<string>();
  return runDirs.map((dir) => {
    const file = join(dir, "events.jsonl");
    if (!existsSync(file)) throw new UserError("not a run directory (no events.jsonl)", dir);
    // Its events only: the scenario it recorded is never read, let alone obeyed.
    const invalid: InvalidEvent[] = [];
    const log = readEventLog(file, file, (bad) => invalid.push(bad));
    const i = log.events.findIndex((e) => e.type === "run_start");
    if (i < 0) {
      const bad = invalid[0];
      if (bad) throw new UserError(bad.message, `${file}:${bad.line}`, bad.field);
      throw new UserError("events.jsonl has no run_start event", file);
    }
    const start = log.events[i] as RunStartEvent;
    const label = start.shard ? `shard ${start.shard.index}/${start.shard.count}` : `run ${start.run_id}`;
    // Two runs of one shard hold the same sessions: merged, they would count twice.
    const key = start.shard ? label : "an unsharded run (the whole plan)";
    if (seen.has(key)) throw new UserError(`${key} is listed twice`, dir);
    seen.add(key);
    return {
      label,
      file,
      start,
      startLine: log.lines[i],
      events: log.events,
      lines: log.lines,
      invalid,
      sameWorkload: sameWorkload(start, trusted),
      droppedBytes: log.droppedBytes,
    };
  });
}

/** One line for the whole refusal: the first thing refused, where, and how many of each kind. */
function refused(refusals: Refusal[], shards: number): UserError {
  const first = refusals[0];
  const inShards = new Set(refusals.map((r) => r.where.slice(0, r.where.lastIndexOf(":")))).size;
  return new UserError(
    `${first.message}; merge refused ${inShards} of ${shards} shard${shards === 1 ? "" : "s"}: ${refusalTally(refusals)}`,
    first.where,
    first.field,
  );
}

/** A shard without run_end was killed: its run counts as interrupted, so no cut-off session passes unseen. */
function cutShort(shard: ShardRead): RunEvent[] {
  let t = shard.start.t;
  for (const e of shard.events) if (e.t > t) t = e.t;
  const reason = `${shard.label} has no run_end: its run was cut short, so the merged run counts as interrupted`;
  return [warn(t, reason), { type: "run_end", t, interrupted: true, reason }];
}

/** The merged run's run_start: the trusted scenario, and what each shard said it measured. */
function trustedStart(
  trusted: LoadedScenario,
  starts: RunStartEvent[],
  runId: string,
  redact: (s: string) => string,
): RunStartEvent {
  const first = starts.reduce((a, b) => (b.t < a.t ? b : a));
  const merged_from: MergedShard[] = starts.map((s) => ({
    run_id: s.run_id,
    shard: s.shard ?? null,
    // A shard of another name measured another scenario, whatever hash it claims.
    scenario_hash:
      s.scenario_name === trusted.scenario.name
        ? s.scenario_hash
        : `${s.scenario_hash} (scenario ${JSON.stringify(s.scenario_name).slice(0, 60)})`,
  }));
  return {
    type: "run_start",
    t: first.t,
    run_id: runId,
    scenario: JSON.parse(redact(JSON.stringify(trusted.scenario))),
    scenario_name: trusted.scenario.name,
    scenario_hash: trusted.hash,
    ...(trusted.workload ? { scenario_workload: trusted.workload } : {}),
    planned_sessions: starts.reduce((n, s) => n + s.planned_sessions, 0),
    shard: null,
    environment: first.environment,
    source: first.source ?? {},
    // The merged run is the whole plan: what reproduces it is the trusted scenario without --shard.
    reproduce: `npx agent-loadtest run ${relative(process.cwd(), trusted.file) || trusted.file}`,
    merged_from,
  };
}

function sameWorkload(start: RunStartEvent, trusted: LoadedScenario): boolean {
  return start.scenario_hash === trusted.hash && start.scenario_name === trusted.scenario.name;
}

function mismatchNote(key: string, start: RunStartEvent, trusted: LoadedScenario): string {
  const name = JSON.stringify(start.scenario_name).slice(0, 60);
  return `${key} measured scenario ${name} hash ${start.scenario_hash}, but the trusted scenario is ${trusted.scenario.name} hash ${trusted.hash}: its sessions ran another workload`;
}

function warn(t: number, message: string): RunEvent {
  return { type: "log", t, level: "warn", message };
}

function lastT(events: RunEvent[], starts: RunStartEvent[]): number {
  // A loop, not Math.max(...): a spread of a large shard's events overflows the stack.
  let t = Number.NEGATIVE_INFINITY;
  for (const e of events) if (e.t > t) t = e.t;
  for (const s of starts) if (s.t > t) t = s.t;
  return t;
}

/** Session folders, files and folders only: a symlink in an artifact could point anywhere on this runner. */
function copySessions(from: string, to: string): void {
  if (!existsSync(from) || lstatSync(from).isSymbolicLink()) return;
  cpSync(from, to, {
    recursive: true,
    filter: (src) => {
      const st = lstatSync(src);
      return st.isDirectory() || st.isFile();
    },
  });
}

/** Shard numbers a warning lists at most; the rest are counted. */
const MISSING_LISTED = limit("missingShardsListed");

/** Which shards of the plan the merge lacks, said as a warning for the report; null when none. */
export function missingShards(shards: { index: number; count: number }[]): string | null {
  if (shards.length === 0) return null;
  let count = 0;
  for (const s of shards) count = Math.max(count, s.count);
  const have = new Set(shards.map((s) => s.index));
  const lackingCount = count - have.size;
  // The first few gaps, in at most have.size + MISSING_LISTED steps: no walk over a claimed count.
  const lacking: number[] = [];
  for (let i = 1; i <= count && lacking.length < Math.min(lackingCount, MISSING_LISTED); i++)
    if (!have.has(i)) lacking.push(i);
  if (lackingCount === 0) return null;
  const more = lackingCount > lacking.length ? ` and ${lackingCount - lacking.length} more` : "";
  return `merged ${have.size} of ${count} shards: shard${lackingCount > 1 ? "s" : ""} ${lacking.join(", ")}${more} missing, so the report covers part of the plan`;
}
