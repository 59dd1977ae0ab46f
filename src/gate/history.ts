/**
 * Drift against the baseline's history of runs. Each earlier run is one observation (session-level
 * tests cannot see run-to-run noise: runner speed, upstream API), so this asks whether this run's
 * statistic falls outside a prediction interval for one more run: t(1−α/2, n−1) · s · √(1 + 1/n)
 * on the log scale for latencies. It only ever warns: history says "look", the PR gate decides.
 */
import type { Baseline, HistoryEntry } from "../baseline/schema.js";
import type { RunResult } from "../metrics/types.js";
import { studentTQuantile } from "../stats/distributions.js";
import { meanSd } from "../stats/quantiles.js";
import { formatValue } from "./thresholds.js";
import type { GateCheck, HistoryTrend } from "./types.js";

export interface HistoryOptions {
  /** Most recent baseline runs to use, default 20. */
  window?: number;
  /** Fewer runs than this give a trend but no check, default 5. */
  min_runs?: number;
  confidence?: number;
}

interface Statistic {
  metric: HistoryTrend["metric"];
  of(h: HistoryEntry): number | null;
  current(run: RunResult, metrics: RunResult["metrics"]): number | null;
  log: boolean;
  /** The values the statistic can take (a proportion's [0, 1]). */
  bounds?: [number, number];
}

const STATISTICS: Statistic[] = [
  {
    metric: "e2e_p50",
    of: (h) => h.e2e_p50,
    current: (_r, m) => m.e2e_ms?.p50 ?? null,
    log: true,
  },
  {
    metric: "e2e_p95",
    of: (h) => h.e2e_p95,
    current: (_r, m) => m.e2e_ms?.p95 ?? null,
    log: true,
  },
  {
    metric: "ttft_p95",
    of: (h) => h.ttft_p95,
    current: (_r, m) => m.ttft_ms?.p95 ?? null,
    log: true,
  },
  {
    metric: "pass_rate",
    of: (h) => h.pass_rate,
    current: (r) => r.pass_rate,
    log: false,
    bounds: [0, 1],
  },
];

/** Identical runs would give a zero-width interval and flag any jitter; these floors stand for measurement resolution. */
const MIN_HALF_WIDTH = { log: Math.log(1.01), linear: 0.01 };

/** Prediction interval for one more observation from a sample, on the given scale. */
export function predictionInterval(
  values: readonly number[],
  confidence: number,
): { center: number; half: number } {
  const n = values.length;
  const { mean, sd } = meanSd(values);
  return {
    center: mean,
    half: studentTQuantile(1 - (1 - confidence) / 2, n - 1) * sd * Math.sqrt(1 + 1 / n),
  };
}

export function historyChecks(
  run: RunResult,
  baseline: Baseline,
  opts: HistoryOptions = {},
): { checks: GateCheck[]; trends: HistoryTrend[] } {
  const window = baseline.history.slice(-(opts.window ?? 20));
  const minRuns = Math.max(2, opts.min_runs ?? 5);
  const confidence = opts.confidence ?? 0.95;
  const checks: GateCheck[] = [];
  const trends: HistoryTrend[] = [];
  // The same headline figures the report shows and the baseline's history recorded.
  const metrics = run.metrics;
  for (const st of STATISTICS) {
    const points = window.map((h) => ({ time: h.time, sha: h.sha, run_id: h.run_id, value: st.of(h) }));
    const current = st.current(run, metrics);
    const values = points.map((p) => p.value).filter((v): v is number => v !== null && (!st.log || v > 0));
    if (values.length < minRuns || current === null || (st.log && current <= 0)) {
      trends.push({ metric: st.metric, points, current, interval: null });
      continue;
    }
    const tf = st.log ? Math.log : (v: number) => v;
    const back = st.log ? Math.exp : (v: number) => v;
    const pi = predictionInterval(values.map(tf), confidence);
    const half = Math.max(pi.half, st.log ? MIN_HALF_WIDTH.log : MIN_HALF_WIDTH.linear);
    // A proportion's interval stays within [0, 1].
    const [lo, hi] = st.bounds ?? [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
    const interval: [number, number] = [
      Math.max(lo, back(pi.center - half)),
      Math.min(hi, back(pi.center + half)),
    ];
    trends.push({ metric: st.metric, points, current, interval });
    const inside = current >= interval[0] && current <= interval[1];
    const where = inside ? "inside" : current > interval[1] ? "above" : "below";
    const params = {
      metric: st.metric,
      unit: st.log ? "ms" : "rate",
      observed: current,
      lower: interval[0],
      upper: interval[1],
      runs: values.length,
    };
    checks.push({
      kind: "history",
      metric: st.metric,
      rule: `within the run-to-run range of the last ${values.length} baseline runs`,
      observed: current,
      baseline: back(pi.center),
      interval,
      status: inside ? "pass" : "warn",
      facts: { key: `history.${where}`, params },
      n_baseline: values.length,
      method: `Student-t prediction interval (${formatValue(confidence * 100)}%)${st.log ? " on the log scale" : ""}`,
    });
  }
  return { checks, trends };
}
