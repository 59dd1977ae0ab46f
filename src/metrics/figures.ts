/**
 * The summary figures of a run — count, min, mean, p50/p90/p95/p99, max of every trend metric
 * (`e2e_ms`, `ttft_ms`, phases, span kinds, …) — from one definition that every check and every
 * surface reads, so the p95 a threshold tests is the p95 the report, the comment, the dashboard,
 * the console, the progress line, the Action's outputs, JUnit and Prometheus show.
 *
 * Which samples count: every sample a judged session recorded (warm-up and interrupted sessions
 * are never judged) — passed, failed, errored and timed-out sessions alike, as k6 counts failed
 * requests in `http_req_duration`. A session that crashed after 60 s kept its user waiting 60 s,
 * and leaving failures out would let a change that turns slow successes into failures look faster;
 * the pass rate and error checks judge the failures themselves, and `{status:passed}` selects the
 * passed sessions alone. A session without the measurement (no token, no such phase) adds nothing.
 *
 * Which estimator: Harrell-Davis (a Beta-weighted average of all order statistics: steadier than
 * one order statistic at CI sample sizes, and the statistic the regression rules test), type-7
 * interpolation above HD_MAX_N samples, where the two agree. Figures are kept to the microsecond.
 */
import { ECONOMY_METRICS } from "../scenario/thresholds.js";
import { meanOf } from "../stats/comparisons.js";
import { harrellDavisSorted, quantileSorted, sortInPlace } from "../stats/quantiles.js";
import { round3 } from "./histogram.js";
import type { MetricFigures, MetricSummary, SessionRecord } from "./types.js";
import { isJudged } from "./types.js";

const HD_MAX_N = 5000;

/** The quantile of each summary statistic. */
export const FIGURE_QUANTILES = { p50: 0.5, p90: 0.9, p95: 0.95, p99: 0.99 } as const;
export type FigureStatistic = keyof typeof FIGURE_QUANTILES | "mean";

/** Does this session's sample count for the run's figures? */
export function countsForFigures(s: { warmup: boolean; bucket: string | null }): boolean {
  return isJudged(s);
}

/** Is this a sample at all (a measured, non-negative, finite value)? */
export function isSample(v: number | null | undefined): v is number {
  return v != null && Number.isFinite(v) && v >= 0;
}

/** The q-quantile of sorted samples by the figures' estimator, unrounded (the regression rules resample it). */
export function figureQuantileSorted(sorted: ArrayLike<number>, q: number): number {
  return sorted.length <= HD_MAX_N ? harrellDavisSorted(sorted, q) : quantileSorted(sorted, q);
}

/** A regression statistic on sorted samples: `mean` or a quantile, unrounded. */
export function figureStatistic(statistic: string): (sorted: ArrayLike<number>) => number {
  if (statistic === "mean") return meanOf;
  const q = (FIGURE_QUANTILES as Record<string, number>)[statistic];
  if (q === undefined) throw new Error(`no figure statistic ${statistic}`);
  return (sorted) => figureQuantileSorted(sorted, q);
}

/** A metric's figures over its samples: what thresholds ask and summaries show, each value rounded once. */
export class Figures implements MetricFigures {
  readonly sorted: Float64Array;
  private readonly memo = new Map<number, number>();

  /**
   * `presorted`: `samples` is a Float64Array of samples only, already in sortInPlace's order, and is
   * taken as is. `round`: how finely each figure is kept (roundingOf the metric).
   */
  constructor(
    samples: ArrayLike<number>,
    presorted = false,
    private readonly round: (v: number) => number = round3,
  ) {
    this.sorted = presorted ? (samples as Float64Array) : sortedSamples(samples);
  }

  get count(): number {
    return this.sorted.length;
  }
  get min(): number {
    return this.count === 0 ? Number.NaN : this.round(this.sorted[0]);
  }
  get max(): number {
    return this.count === 0 ? Number.NaN : this.round(this.sorted[this.count - 1]);
  }
  get mean(): number {
    return this.count === 0 ? Number.NaN : this.round(meanOf(this.sorted));
  }

  /** p in [0, 100]; p(0) is the min and p(100) the max. */
  percentile(p: number): number {
    if (this.count === 0) return Number.NaN;
    if (p <= 0) return this.min;
    if (p >= 100) return this.max;
    let v = this.memo.get(p);
    if (v === undefined) {
      v = this.round(figureQuantileSorted(this.sorted, p / 100));
      this.memo.set(p, v);
    }
    return v;
  }

  summary(): MetricSummary | null {
    if (this.count === 0) return null;
    return {
      count: this.count,
      min: this.min,
      mean: this.mean,
      p50: this.percentile(50),
      p90: this.percentile(90),
      p95: this.percentile(95),
      p99: this.percentile(99),
      max: this.max,
    };
  }
}

/** The samples (isSample) of a list, sorted. */
function sortedSamples(samples: ArrayLike<number>): Float64Array {
  const kept = new Float64Array(samples.length);
  let n = 0;
  for (let i = 0; i < samples.length; i++) {
    const v = samples[i];
    if (isSample(v)) kept[n++] = v;
  }
  return sortInPlace(n === kept.length ? kept : kept.slice(0, n));
}

/** The summary of a list of samples; null when none counts. */
export function figureSummary(samples: ArrayLike<number>): MetricSummary | null {
  return new Figures(samples).summary();
}

/**
 * A statistic's figure of sorted samples (`mean`, `p50`, …), to the microsecond: the value a
 * regression rule shows, equal to the summary's value under the same name.
 */
export function figureOf(sorted: ArrayLike<number>, statistic: string, metric = ""): number {
  return roundingOf(metric)(figureStatistic(statistic)(sorted));
}

/**
 * How many steps a unit of the metric is kept to: dollars (`*_usd`) to the millionth (a session often
 * costs a fraction of a cent), the rest to the thousandth (ms to the µs). Figures round to it, and the
 * baseline's histograms record integers of it.
 */
export const unitSteps = (metric: string): number => (metric.endsWith("_usd") ? 1e6 : 1000);

/** Rounds a figure of the metric to its unit's steps. */
export function roundingOf(metric: string): (v: number) => number {
  const steps = unitSteps(metric);
  return steps === 1000 ? round3 : (v) => Math.round(v * steps) / steps;
}

/**
 * Metrics a session records once, whose samples keep their session (its task, for task-stratified
 * tests, in the run and in the baseline's samples): its times and its efficiency figures.
 */
export const SESSION_METRICS = ["e2e_ms", "ttft_ms", ...ECONOMY_METRICS] as const;
export type SessionMetric = (typeof SESSION_METRICS)[number];

export function isSessionMetric(metric: string): metric is SessionMetric {
  return (SESSION_METRICS as readonly string[]).includes(metric);
}

/** The session's own value of a per-session metric, whether or not it counts. */
function sessionValue(
  s: Pick<SessionRecord, "e2e_ms" | "ttft_ms" | "economy">,
  metric: SessionMetric,
): number | null | undefined {
  return metric === "e2e_ms" || metric === "ttft_ms" ? s[metric] : s.economy?.[metric];
}

/** The session's sample of `metric` when it counts for the run's figures, else null. */
export function sessionSample(
  s: { warmup: boolean; bucket: string | null } & Pick<SessionRecord, "e2e_ms" | "ttft_ms" | "economy">,
  metric: SessionMetric,
): number | null {
  if (!countsForFigures(s)) return null;
  const v = sessionValue(s, metric);
  return isSample(v) ? v : null;
}
