/** Build a baseline from a run: pure, so `baseline update` and tests share one definition. */
import { UserError } from "../errors.js";
import { countsForFigures, isSessionMetric, sessionSample } from "../metrics/figures.js";
import type { SessionTable } from "../metrics/session-table.js";
import type { RunResult, SessionRecord } from "../metrics/types.js";
import type { WorkloadFields } from "../scenario/fingerprint.js";
import { encodeHistogram } from "./histograms.js";
import { runnerOf } from "./runner.js";
import { downsample, sessionMetricNames, toSample } from "./samples.js";
import { BASELINE_SCHEMA_VERSION, type Baseline, type HistoryEntry } from "./schema.js";

export interface BaselineSource {
  sha: string | null;
  ref: string | null;
  run_id: string;
  /** ISO 8601. */
  time: string;
}

export interface BuildOptions {
  /** Model, prompt and dataset versions; default: the previous baseline's. */
  labels?: Record<string, string>;
  /** Per-session samples kept, default 2000. */
  maxSamples?: number;
  /** History entries kept, default 30. */
  maxHistory?: number;
  /** The hashed workload's fields the run recorded, kept to say later what changed. */
  workload?: WorkloadFields | null;
}

export const DEFAULT_MAX_SAMPLES = 2000;
export const DEFAULT_MAX_HISTORY = 30;

/**
 * A run's speed index: the mean over tasks of each task's mean log e2e (tasks weigh equally, so
 * task-to-task spread does not enter), and the sampling variance of that index.
 */
export function speedIndex(sessions: readonly SessionRecord[]): { index: number; variance: number } | null {
  return speedIndexOf(
    sessions.length,
    (i) => sessions[i].task,
    (i) => sessionSample(sessions[i], "e2e_ms"),
  );
}

/** speedIndex of the sessions at `at` in a session table, read by column. */
export function speedIndexOfTable(
  t: SessionTable,
  at: Int32Array,
): { index: number; variance: number } | null {
  return speedIndexOf(
    at.length,
    (j) => t.task(at[j]),
    (j) =>
      sessionSample(
        { warmup: t.warmup(at[j]), bucket: t.bucket(at[j]), e2e_ms: t.e2e(at[j]), ttft_ms: null },
        "e2e_ms",
      ),
  );
}

function speedIndexOf(
  n: number,
  taskOf: (i: number) => string,
  e2eOf: (i: number) => number | null,
): { index: number; variance: number } | null {
  const byTask = new Map<string, number[]>();
  for (let i = 0; i < n; i++) {
    const e2e = e2eOf(i);
    if (e2e === null || !(e2e > 0)) continue;
    const task = taskOf(i);
    const list = byTask.get(task) ?? [];
    list.push(Math.log(e2e));
    byTask.set(task, list);
  }
  const tasks = [...byTask.values()].filter((l) => l.length >= 2);
  if (tasks.length === 0) return null;
  let index = 0;
  let variance = 0;
  for (const l of tasks) {
    const mean = l.reduce((a, v) => a + v, 0) / l.length;
    index += mean;
    variance += l.reduce((a, v) => a + (v - mean) ** 2, 0) / (l.length - 1) / l.length;
  }
  return { index: index / tasks.length, variance: variance / tasks.length ** 2 };
}

/** The baseline's own run as a history entry. */
export function historyEntryOf(
  b: Pick<Baseline, "source" | "summary">,
  speed: { index: number; variance: number } | null = null,
  costPerPass?: number | null,
): HistoryEntry {
  const m = b.summary.metrics;
  return {
    time: b.source.time,
    sha: b.source.sha,
    run_id: b.source.run_id,
    sessions: b.summary.sessions,
    pass_rate: b.summary.pass_rate,
    e2e_p50: m.e2e_ms?.p50 ?? null,
    e2e_p95: m.e2e_ms?.p95 ?? null,
    ttft_p95: m.ttft_ms?.p95 ?? null,
    ...(speed ? { e2e_log_index: speed.index, e2e_log_index_var: speed.variance } : {}),
    ...(costPerPass !== undefined ? { cost_per_pass_usd: costPerPass } : {}),
  };
}

export function buildBaseline(
  run: RunResult,
  previous: Baseline | null,
  source: BaselineSource,
  opts: BuildOptions = {},
): Baseline {
  // Warm-up sessions are recorded but never gated, so they are not part of the baseline either
  // (the run's counts, pass rate and buckets already leave them out).
  const gated = run.sessions.filter((s) => !s.warmup);
  const metrics = run.metrics;
  // A baseline of errors alone would pass every later rule vacuously (nothing left to slow down or fail).
  if (!metrics.e2e_ms || run.counts.completed === 0) {
    throw new UserError(
      `run ${run.run_id} has no latency samples of a completed session (none passed or failed: every session errored or none ran); a baseline needs at least one`,
      "events.jsonl",
      "sessions",
    );
  }

  // Histograms hold every sample behind the run's figures (src/metrics/figures.ts), not the capped sample.
  const histograms: Record<string, string> = {};
  const judged = gated.filter(countsForFigures);
  // The efficiency figures among them (docs/cost.md): a rule on model calls or cost reads their histogram on an older baseline.
  for (const metric of sessionMetricNames(judged)) {
    const values = isSessionMetric(metric)
      ? judged.map((s) => sessionSample(s, metric)).filter((v): v is number => v !== null)
      : Array.from(run.distribution(metric)?.sorted ?? []);
    if (values.length > 0) histograms[metric] = encodeHistogram(values, metric);
  }

  const summary = {
    sessions: run.counts.total,
    pass_rate: run.pass_rate,
    error_buckets: { ...run.error_buckets } as Record<string, number>,
    metrics,
  };
  // History spans scenario versions only while the scenario hash stays: other hashes measured something else.
  const carried = previous && previous.scenario.hash === run.scenario.hash ? previous.history : [];
  const own = historyEntryOf({ source, summary }, speedIndex(gated), run.economy?.cost_per_pass_usd);
  const history = [...carried.filter((h) => h.run_id !== source.run_id), own].slice(
    -(opts.maxHistory ?? DEFAULT_MAX_HISTORY),
  );

  const runner = runnerOf(run.environment);
  return {
    schemaVersion: BASELINE_SCHEMA_VERSION,
    scenario: {
      name: run.scenario.name,
      hash: run.scenario.hash,
      ...(run.scenario.llm_mode ? { llm_mode: run.scenario.llm_mode } : {}),
      ...(opts.workload ? { workload: opts.workload } : {}),
    },
    source,
    labels: opts.labels ?? previous?.labels ?? {},
    environment: run.environment,
    ...(runner ? { runner } : {}),
    summary,
    samples: downsample(gated, opts.maxSamples ?? DEFAULT_MAX_SAMPLES).map(toSample),
    histograms,
    history,
    ...(run.economy ? { price_table: run.economy.price_table } : {}),
  };
}
