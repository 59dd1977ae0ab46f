/**
 * Run-to-run spread of a latency rule against a stored baseline. Sessions of one run share its
 * runner's speed and the upstream's load, so a session-level test sees none of the noise between
 * two runs: identical runs on a drifting runner fail it. The baseline's history measures that noise
 * once it holds ≥ 5 runs (a prediction t-test of this run's speed index, k − 1 df). Below that the
 * rule assumes a prior: σ of a run's log speed between runs, RUN_SPREAD_PRIOR. Measured on a loaded
 * CI-like machine (a built-in agent against the mock, one task, 20 sessions a run): σ of log p50
 * between runs ≈ 0.13; the prior rounds it up to 0.15, so identical runs there fail ≲ α.
 *
 * With the prior the change must stand out from run noise: the run's log ratio against a one-run
 * baseline varies by N(0, 2σ²) on top of its sampling variance se², so the rule's p-value is also
 * 1 − Φ(estimate / √(2σ² + se²)) and the larger of it and the session-level p-value decides (valid
 * under either model). A same-job comparison (`compare_with`, interleaved) has no run-to-run spread.
 */
import { speedIndexOfTable } from "../baseline/build.js";
import type { Baseline } from "../baseline/schema.js";
import type { RunResult } from "../metrics/types.js";
import { normalCdf, normalQuantile, studentTCdf, studentTQuantile } from "../stats/distributions.js";
import { meanSd } from "../stats/quantiles.js";
import { gatedPositions } from "./run-metrics.js";
import type { RunSpread } from "./types.js";

/** σ of log latency between runs assumed while the history is too short to measure it. */
export const RUN_SPREAD_PRIOR = 0.15;
/** Runs of history needed before their spread is trusted as run-to-run variance. */
export const MIN_HISTORY_RUNS = 5;

/** A comparison on the log scale: estimate, one-sided bounds, sampling se, p-values of up and down. */
export interface LogComparison {
  estimate: number;
  lower: number;
  upper: number;
  se: number;
  pUp: number;
  pDown: number;
  method: string;
}

export interface SpreadDecision<C extends LogComparison> {
  comparison: C;
  spread: RunSpread;
  /** Run-to-run variance of the log ratio more sessions cannot shrink (for the hint). */
  between: number;
}

/**
 * The bounds widened by the run-to-run spread (each one-sided at `confidence`, half-width `q·sd`):
 * the shown interval then excludes "no change" only when the spread's p-value does too, so a
 * verdict and its interval agree.
 */
function widened<C extends LogComparison>(c: C, halfWidth: number): Pick<C, "lower" | "upper"> {
  if (!Number.isFinite(halfWidth)) return { lower: c.lower, upper: c.upper };
  return {
    lower: Math.min(c.lower, c.estimate - halfWidth),
    upper: Math.max(c.upper, c.estimate + halfWidth),
  };
}

function historyRuns(b: Baseline) {
  return b.history.filter((h) => typeof h.e2e_log_index === "number");
}

/**
 * Run-to-run variance of log latency from ≥ 5 history runs, for the hint only: the spread of their
 * speed indices less what sampling alone gives an index, taken median-unbiased ((k − 1)s² /
 * χ²₀.₅(k − 1)) — from 5 runs the mean-unbiased s² falls below the truth more often than not.
 */
function measuredBetween(b: Baseline): number {
  const runs = b.history.filter(
    (h) => typeof h.e2e_log_index === "number" && typeof h.e2e_log_index_var === "number",
  );
  const k = runs.length;
  if (k < MIN_HISTORY_RUNS) return 0;
  const { sd } = meanSd(runs.map((h) => h.e2e_log_index!));
  const sampling = runs.reduce((s, h) => s + h.e2e_log_index_var!, 0) / k;
  const df = k - 1;
  const chiMedian = df * (1 - 2 / (9 * df)) ** 3;
  return Math.max(0, (sd * sd * df) / chiMedian - sampling);
}

/** The history's prediction t-test of this run's speed index; null when it cannot apply. */
function historyTest<C extends LogComparison>(
  c: C,
  run: RunResult,
  b: Baseline,
  confidence: number,
): SpreadDecision<C> | null {
  const runs = historyRuns(b);
  const k = runs.length;
  const { table, at } = gatedPositions(run);
  const own = speedIndexOfTable(table, at);
  if (!own || k < MIN_HISTORY_RUNS) return null;
  const { mean, sd } = meanSd(runs.map((h) => h.e2e_log_index!));
  if (!(sd > 0)) return null;
  const t = (own.index - mean) / (sd * Math.sqrt(1 + 1 / k));
  return {
    comparison: {
      ...c,
      ...widened(c, studentTQuantile(confidence, k - 1) * sd * Math.sqrt(1 + 1 / k)),
      pUp: Math.max(c.pUp, 1 - studentTCdf(t, k - 1)),
      pDown: Math.max(c.pDown, studentTCdf(t, k - 1)),
      method: `${c.method}; and against the spread of ${k} baseline runs (prediction t-test, ${k - 1} df)`,
    },
    spread: { source: "history", sigma: sd, runs: k },
    between: 2 * measuredBetween(b),
  };
}

/** The prior: the log ratio's variance grows by 2σ² (one run on each side). */
export function priorTest<C extends LogComparison>(
  c: C,
  runs: number,
  confidence: number,
  sigma = RUN_SPREAD_PRIOR,
): SpreadDecision<C> {
  const between = 2 * sigma * sigma;
  const sd = Math.sqrt(between + (Number.isFinite(c.se) ? c.se * c.se : 0));
  const z = c.estimate / sd;
  return {
    comparison: {
      ...c,
      ...widened(c, normalQuantile(confidence) * sd),
      pUp: Math.max(c.pUp, 1 - normalCdf(z)),
      pDown: Math.max(c.pDown, normalCdf(z)),
      method: `${c.method}; and against a prior run-to-run spread σ ${sigma} (normal, √(2σ² + se²))`,
    },
    spread: { source: "prior", sigma, runs },
    between,
  };
}

/**
 * A relative latency rule's comparison with run-to-run spread allowed for: the history's t-test
 * (e2e_ms with ≥ 5 runs), else the prior; nothing in a same-job comparison.
 */
export function withRunSpread<C extends LogComparison>(
  c: C,
  x: { run: RunResult; baseline: Baseline; metric: string; sameJob: boolean; confidence: number },
): SpreadDecision<C> {
  const runs = x.baseline.history.length;
  if (x.sameJob) return { comparison: c, spread: { source: "same_job", sigma: 0, runs }, between: 0 };
  const measured = x.metric === "e2e_ms" ? historyTest(c, x.run, x.baseline, x.confidence) : null;
  return measured ?? priorTest(c, runs, x.confidence);
}
