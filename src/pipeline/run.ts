/**
 * The run pipeline, shared by the CLI and the Action:
 * plan → start services → run sessions on the runtime (events to events.jsonl) → finalize (gate, reports).
 */
import { hostname } from "node:os";
import { join, relative, resolve } from "node:path";
import { hostRunner, runnerEnvironment } from "../baseline/runner.js";
import type { Baseline } from "../baseline/schema.js";
import { readBaselineFor } from "../baseline/store.js";
import { type InfraError, ioError, isIoError, UserError } from "../errors.js";
import type { RunEvent } from "../events/events.js";
import { onFatal } from "../fatal.js";
import { shouldAbort } from "../gate/thresholds.js";
import { lang } from "../i18n/i18n.js";
import { scenarioRuleSizes } from "../load/decidable.js";
import { executeLoad } from "../load/execute.js";
import { type SessionPlan, type Shard, scenarioPlan } from "../load/plan.js";
import { findMaxPlan } from "../load/stage-plan.js";
import { Recorder } from "../metrics/recorder.js";
import type { RunResult } from "../metrics/types.js";
import { abortReason } from "../report/reasons.js";
import { lookLine } from "../report/sequential.js";
import { sizeWarnings } from "../report/size-warnings.js";
import type { Runtime } from "../runtimes/types.js";
import type { LoadedScenario } from "../scenario/model.js";
import type { Scenario } from "../scenario/schema.js";
import { makeRedactor, type Redactor } from "../secrets.js";
import { EventLog } from "./event-log.js";
import { type Finalized, finalizeRun } from "./finalize.js";
import { sampleHost } from "./host-sampler.js";
import { type ProgressOptions, startProgress } from "./progress.js";
import { baselinePathFor } from "./read-run.js";
import { scrubDir } from "./redact.js";
import { createRunDir } from "./run-dir.js";
import { createRuntime } from "./runtimes.js";
import { hasBudget, looksFor } from "./sequential.js";
import { type Services, startServices } from "./services.js";
import { runPlannedSession } from "./session.js";
import { type TargetWatch, watchTarget } from "./target-evidence.js";

export interface RunOptions {
  /** Overrides the scenario's output_dir. */
  outDir?: string;
  baselineDir?: string;
  shard?: Shard | null;
  /** Aborting stops scheduling, tears down, and still writes reports (marked interrupted). */
  signal?: AbortSignal;
  log?: (line: string) => void;
  /** Where the run came from (commit, ref, CI run), recorded in events and baselines. */
  source?: Record<string, string>;
  failOn?: ("slo" | "regression")[];
  /** Runs sessions on this runtime instead of the one the scenario names (embedding, tests). */
  runtime?: Runtime;
  /** The command that runs this again, shown in the report; default `npx agent-loadtest run <file>`. */
  reproduce?: string;
  /** Progress lines while sessions run (default none). */
  progress?: ProgressOptions;
  /** Said before the first session, as the run's own warnings: they reach the report's notes. */
  warnings?: string[];
}

export interface RunOutcome extends Finalized {
  runDir: string;
  runId: string;
}

export async function runScenario(loaded: LoadedScenario, opts: RunOptions = {}): Promise<RunOutcome> {
  const run = openRun(loaded, opts);
  writeRunStart(run, loaded, opts);
  // Read once: the size warnings and the sequential gate's looks both ask it.
  const stored = loaded.scenario.regression ? storedBaseline(loaded, opts.baselineDir) : null;
  for (const message of [...(opts.warnings ?? []), ...undecidableRules(loaded, stored)])
    run.write({ type: "log", t: Date.now(), level: "warn", message });
  const stopOnSignal = () => run.controller.abort();
  opts.signal?.addEventListener("abort", stopOnSignal, { once: true });
  // A failure underneath (disk full under a log): every session stops, and the run ends with it.
  const offFatal = onFatal((e) => {
    run.fatal ??= e;
    run.controller.abort();
  });
  const held: Held = {
    runtime: null,
    services: null,
    stopHostSampling: () => {},
    stopProgress: () => {},
    target: null,
  };
  const finalize = () =>
    finalizeRun(run.runDir, { baselineDir: resolve(opts.baselineDir ?? "baselines"), failOn: opts.failOn });
  try {
    await runSessions(run, loaded, opts, held, stored);
    if (run.controller.signal.aborted) run.reason = run.fatal?.message ?? "interrupted by a signal";
  } catch (e) {
    // A file the run could not write is the machine's failure: exit 3 with it, in one line.
    run.fatal ??= isIoError(e) ? ioError(e) : null;
    run.reason = e instanceof Error ? e.message : String(e);
    if (!run.fatal) throw e;
  } finally {
    opts.signal?.removeEventListener("abort", stopOnSignal);
    await closeRun(run, held);
    offFatal();
  }
  if (run.fatal) {
    // Whatever reports still fit; `report <run-dir>` rebuilds the rest once there is room.
    await finalize().catch(() => {});
    throw run.fatal;
  }
  const fin = await finalize();
  return { ...fin, runDir: run.runDir, runId: run.runId };
}

/** One run in progress: its plan, directory, event log and the live view load decisions read. */
interface OpenRun {
  sc: Scenario;
  plan: SessionPlan;
  planSize: number;
  runDir: string;
  runId: string;
  redact: Redactor;
  live: Recorder;
  events: EventLog;
  /** Every event in the order written, for the sequential gate's looks (null without a session budget). */
  ordered: RunEvent[] | null;
  write: (e: RunEvent) => void;
  controller: AbortController;
  log: (line: string) => void;
  /** Why the run ended other than by completing its plan. */
  reason: string | null;
  /** The failure underneath that ended it (exit 3), if any. */
  fatal: InfraError | null;
}

/** What the run started and must stop, whatever happens. */
interface Held {
  runtime: Runtime | null;
  services: Services | null;
  stopHostSampling: () => void;
  stopProgress: () => void;
  /** The target's own metrics over the load's window (evidence.*). */
  target: TargetWatch | null;
}

function openRun(loaded: LoadedScenario, opts: RunOptions): OpenRun {
  const sc = loaded.scenario;
  if (opts.shard && hasBudget(sc))
    throw new UserError(
      "a session budget decides from every session of the run as it goes; a shard sees only its own: give the pairs a fixed number of sessions to shard",
      loaded.file,
      "pairs[0].sessions",
    );
  const plan = scenarioPlan(loaded, opts.shard);
  const runDir = createRunDir(resolve(opts.outDir ?? sc.output_dir), sc.name);
  const redact = makeRedactor(loaded.secretValues);
  // A live view of the run for load decisions (stage SLOs, circuit breaker); finalize re-reads the file.
  const live = new Recorder();
  const ordered: RunEvent[] | null = hasBudget(sc) ? [] : null;
  const taps = [(e: RunEvent) => live.add(e), ...(ordered ? [(e: RunEvent) => void ordered.push(e)] : [])];
  const events = new EventLog(join(runDir, "events.jsonl"), redact, taps);
  return {
    sc,
    plan,
    planSize: loaded.pairs.reduce((a, p) => a + p.sessions, 0),
    runDir,
    runId: runDir.slice(runDir.lastIndexOf("/") + 1),
    redact,
    live,
    events,
    ordered,
    write: (e) => events.write(e),
    controller: new AbortController(),
    log: opts.log ?? (() => {}),
    reason: null,
    fatal: null,
  };
}

function writeRunStart(run: OpenRun, loaded: LoadedScenario, opts: RunOptions): void {
  const { sc } = run;
  run.write({
    type: "run_start",
    t: Date.now(),
    run_id: run.runId,
    scenario: JSON.parse(run.redact(JSON.stringify(sc))),
    scenario_name: sc.name,
    scenario_hash: loaded.hash,
    ...(loaded.workload ? { scenario_workload: loaded.workload } : {}),
    planned_sessions: run.plan.length,
    shard: opts.shard ?? null,
    environment: {
      host: hostname(),
      platform: `${process.platform}-${process.arch}`,
      node: process.version,
      runtime: sc.runtime.type,
      ...runnerEnvironment(hostRunner()),
    },
    source: opts.source ?? {},
    reproduce:
      opts.reproduce ??
      `npx agent-loadtest run ${relative(process.cwd(), loaded.file) || loaded.file}${opts.shard ? ` --shard ${opts.shard.index}/${opts.shard.count}` : ""}`,
  });
}

/** Services up, runtime prepared, then the load strategy runs every planned session. */
async function runSessions(
  run: OpenRun,
  loaded: LoadedScenario,
  opts: RunOptions,
  held: Held,
  stored: Baseline | null,
): Promise<void> {
  const { sc, write, controller } = run;
  const startedAt = Date.now();
  const services = await startServices(loaded, { runId: run.runId, runDir: run.runDir });
  held.services = services;
  const runtime = opts.runtime ?? (await createRuntime(loaded, run.runId, run.runDir));
  held.runtime = runtime;
  await runtime.prepare({
    runId: run.runId,
    runDir: run.runDir,
    log: (level, message) => write({ type: "log", t: Date.now(), level, message }),
    signal: controller.signal,
    agentInstalled: (a) => write({ type: "agent_install", t: Date.now(), ...a }),
    progress: (line) => run.log(line),
  });
  run.log(
    `running ${describeLoad(sc.load, run.plan.length, run.ordered !== null)} on the ${runtime.kind} runtime`,
  );
  held.stopHostSampling = sampleHost(sc.sampling.resource_interval_ms, write);
  held.target = watchTarget(loaded, write);
  held.stopProgress = startProgress(() => run.live.live(), opts.progress).stop;
  const stopEarly = (why: string) => {
    run.reason = `stopped early: ${why}`;
    write({ type: "log", t: Date.now(), level: "warn", message: run.reason });
    run.log(run.reason);
  };
  await executeLoad(run.plan, {
    load: sc.load,
    pairLimits: new Map(loaded.pairs.map((p) => [p.index, p.n_concurrent])),
    signal: controller.signal,
    write,
    snapshot: () => run.live.snapshot(),
    shouldStop: eitherStops(
      abortWatch(sc.thresholds, () => run.live.snapshot(), startedAt, stopEarly),
      sequentialWatch(run, stored),
    ),
    planSize: run.planSize,
    shard: opts.shard,
    runOne: async (s, meta) => {
      await runPlannedSession(s, {
        runtime,
        runDir: run.runDir,
        write,
        env: services.env,
        runId: run.runId,
        signal: controller.signal,
        successRewardThreshold: sc.success_reward_threshold,
        retry: sc.retry,
        redact: run.redact,
        stage: meta.stage,
        scheduledAt: () => meta.scheduledAt,
        sessionEnv: services.sessionEnv,
        takeSpans: services.takeSpans,
        beginSession: services.beginSession,
        endSession: services.endSession,
      });
    },
  });
}

/** Stops what the run started, ends the event log, and scrubs what agents wrote themselves. */
async function closeRun(run: OpenRun, held: Held): Promise<void> {
  held.stopHostSampling();
  await held.target?.stop();
  held.stopProgress();
  await held.runtime?.close().catch(() => {});
  for (const message of held.services?.warnings() ?? [])
    run.write({ type: "log", t: Date.now(), level: "warn", message });
  await held.services?.close().catch(() => {});
  run.write({
    type: "run_end",
    t: Date.now(),
    interrupted: run.controller.signal.aborted,
    reason: run.reason,
  });
  run.events.close();
  // What agents and services wrote themselves (logs, spans, trajectories) may echo a key they were
  // given; events.jsonl was masked line by line as it was written.
  try {
    scrubDir(run.runDir, run.redact, new Set(["events.jsonl"]));
  } catch (e) {
    run.fatal ??= ioError(e);
  }
}

/**
 * k6's abortOnFail: between session starts, at most once a second (a snapshot costs O(sessions)),
 * thresholds marked abortOnFail are checked on the run so far; a breach stops scheduling.
 */
/** Stops when either watch says so; each is asked every time, so both see every poll. */
function eitherStops(
  a: (() => boolean) | undefined,
  b: (() => boolean) | undefined,
): (() => boolean) | undefined {
  if (!a || !b) return a ?? b;
  return () => {
    const x = a();
    const y = b();
    return x || y;
  };
}

/**
 * The sequential gate as the run goes (src/pipeline/sequential.ts): each look the events so far
 * complete is printed and logged, and one that decides stops the run from starting more sessions
 * (those in flight finish; the report decides at the same look, replayed from events.jsonl).
 */
function sequentialWatch(run: OpenRun, stored: Baseline | null): (() => boolean) | undefined {
  const { sc, ordered } = run;
  if (!ordered) return undefined;
  const looks = looksFor(sc, sc.regression?.compare_with ? null : stored);
  const say = (level: "info" | "warn", message: string) => {
    run.write({ type: "log", t: Date.now(), level, message });
    run.log(message);
  };
  if (!looks) {
    say("warn", "the sequential gate has no baseline to look against: the run plays its whole budget");
    return undefined;
  }
  const L = lang(sc.report.locale);
  return () => {
    if (looks.decided) return true;
    for (const look of looks.feed(ordered)) say("info", lookLine(look, looks.design.sizes.length, L));
    return looks.decided !== null;
  };
}

/** The stored baseline this scenario compares with, when it can be read and matches; else null. */
function storedBaseline(loaded: LoadedScenario, baselineDir = "baselines"): Baseline | null {
  const sc = loaded.scenario;
  try {
    return readBaselineFor(baselinePathFor(sc, sc.name, resolve(baselineDir)), {
      name: sc.name,
      hash: loaded.hash,
    }).baseline;
  } catch {
    // A baseline the gate cannot read is the gate's to report, with its own message.
    return null;
  }
}

function abortWatch(
  thresholds: Scenario["thresholds"],
  snapshot: () => RunResult,
  startedAt: number,
  onAbort: (why: string) => void,
): (() => boolean) | undefined {
  const watched = Object.values(thresholds).some((rules) =>
    (Array.isArray(rules) ? rules : [rules]).some((r) => typeof r !== "string" && r.abortOnFail),
  );
  if (!watched) return undefined;
  let stopped = false;
  let last = 0;
  return () => {
    if (stopped) return true;
    const now = Date.now();
    if (now - last < 1000) return false;
    last = now;
    const decision = shouldAbort(thresholds, snapshot(), now - startedAt);
    if (decision.abort) {
      stopped = true;
      onAbort(abortReason(decision.checks[0]));
    }
    return stopped;
  };
}

/**
 * Gated rules that can never fail at the plan's sizes (src/gate/decidable.ts), said once before the
 * first session: against the stored baseline's own size when there is one this scenario compares with.
 */
export function undecidableRules(loaded: LoadedScenario, stored?: Baseline | null): string[] {
  const sc = loaded.scenario;
  if (!sc.regression) return [];
  const baseline = stored === undefined ? storedBaseline(loaded) : stored;
  return sizeWarnings(scenarioRuleSizes(loaded, baseline), lang(sc.report.locale));
}

/** What the run is about to do, as the startup line says it: sessions for a fixed plan, the schedule otherwise. */
export function describeLoad(load: Scenario["load"], planned: number, budgeted = false): string {
  // find_max stops at the first breach: its stages and sessions are upper bounds (stage-plan.ts).
  const stages = load.stages ?? [];
  const peak = Math.max(0, ...stages.map((s) => s.concurrency));
  const cap = load.max_sessions ? `, at most ${load.max_sessions} sessions` : "";
  switch (load.strategy) {
    case "ramp":
      return `a ramp over ${stages.length} stages up to concurrency ${peak} (${stages.reduce((a, s) => a + (s.hold_sec ?? 0), 0)} s${cap}), cycling through ${planned} planned sessions`;
    case "find_max": {
      const fm = findMaxPlan(load, planned);
      const top = Math.max(...fm.probes.map((p) => p.concurrency));
      const more = fm.bisect > 0 ? `, bisection may add ${fm.bisect}` : "";
      return `find_max over up to ${fm.probes.length} stages up to concurrency ${top}${more}, up to ${fm.sessions} sessions, cycling through ${planned} planned sessions`;
    }
    case "rate":
      return `${load.rate ? `${load.rate} sessions/s` : `${stages.length} rate stages`}${load.duration_sec ? ` for ${load.duration_sec} s` : ""}${cap}, cycling through ${planned} planned sessions`;
    default:
      // A budget plans its max; the sequential gate may stop well before.
      return budgeted ? `up to ${planned} sessions (fixed, a session budget)` : `${planned} sessions (fixed)`;
  }
}
