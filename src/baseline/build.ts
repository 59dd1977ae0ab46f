/** Build a baseline from a run: pure, so `baseline update` and tests share one definition. */
import type { RunResult } from "../metrics/types.js";
import { encodeHistogram } from "./histograms.js";
import { countsForLatency, downsample, sessionMetricNames, sessionValue, toSample } from "./samples.js";
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
}

export const DEFAULT_MAX_SAMPLES = 2000;
export const DEFAULT_MAX_HISTORY = 30;

/** The baseline's own run as a history entry. */
export function historyEntryOf(b: Pick<Baseline, "source" | "summary">): HistoryEntry {
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

  // Histograms use every gated session, not the capped sample, with the same latency rule as comparisons.
  const histograms: Record<string, string> = {};
  const forLatency = gated.filter((s) => countsForLatency(s.bucket));
  for (const metric of sessionMetricNames(forLatency)) {
    const values = forLatency.map((s) => sessionValue(s, metric)).filter((v): v is number => v !== null);
    if (values.length > 0) histograms[metric] = encodeHistogram(values);
  }

  const summary = {
    sessions: run.counts.total,
    pass_rate: run.pass_rate,
    error_buckets: { ...run.error_buckets } as Record<string, number>,
    metrics: run.metrics,
  };
  // History spans scenario versions only while the scenario hash stays: other hashes measured something else.
  const carried = previous && previous.scenario.hash === run.scenario.hash ? previous.history : [];
  const own = historyEntryOf({ source, summary });
  const history = [...carried.filter((h) => h.run_id !== source.run_id), own].slice(
    -(opts.maxHistory ?? DEFAULT_MAX_HISTORY),
  );

  return {
    schemaVersion: BASELINE_SCHEMA_VERSION,
    scenario: { name: run.scenario.name, hash: run.scenario.hash },
    source,
    labels: opts.labels ?? previous?.labels ?? {},
    environment: run.environment,
    summary,
    samples: downsample(gated, opts.maxSamples ?? DEFAULT_MAX_SAMPLES).map(toSample),
    histograms,
    history,
  };
}
