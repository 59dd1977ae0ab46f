/**
 * `target.<series>` threshold keys: the target's own series (evidence), gated like a trend over the
 * points inside the run's window. Label selectors pick series: `target.cpu_busy{instance:db-1}`.
 */
import { targetValues } from "../evidence/collect.js";
import { SampleDistribution } from "../metrics/histogram.js";
import type { Distribution, RunResult, Tags } from "../metrics/types.js";
import { TARGET_PREFIX } from "../scenario/thresholds.js";

/** The series' points within the run as a distribution; undefined when it has none there. */
export function targetDistribution(run: RunResult, metric: string, tags: Tags): Distribution | undefined {
  const name = metric.slice(TARGET_PREFIX.length);
  const values = targetValues(run.target, name, tags, run.started_at, run.finished_at);
  return values.length > 0 ? new SampleDistribution(values) : undefined;
}

/** The unit the series declared, for the check's reason. */
export function targetUnit(run: RunResult, metric: string): string | undefined {
  const name = metric.slice(TARGET_PREFIX.length);
  return run.target?.series.find((s) => s.name === name)?.unit ?? undefined;
}
