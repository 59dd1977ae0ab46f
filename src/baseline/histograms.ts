/**
 * HDR histograms of per-session values, stored compressed in the baseline so metrics without
 * per-session samples can still be compared. Values are recorded as integers at 3 significant digits, in
 * the steps of their metric's unit (`unitSteps`: latencies in microseconds, as milliseconds would lose
 * sub-ms resolution of fast spans; dollars in millionths).
 */
import * as hdr from "hdr-histogram-js";
import { unitSteps } from "../metrics/figures.js";

/** The metric's values, in its unit's steps (figures.ts `unitSteps`, the one place that knows them). */
export function encodeHistogram(values: readonly number[], metric: string): string {
  const scale = unitSteps(metric);
  const h = hdr.build({ numberOfSignificantValueDigits: 3, lowestDiscernibleValue: 1, autoResize: true });
  for (const v of values) if (Number.isFinite(v) && v >= 0) h.recordValue(Math.round(v * scale));
  const encoded = hdr.encodeIntoCompressedBase64(h);
  h.destroy();
  return encoded;
}

export interface DecodedHistogram {
  count: number;
  /** p in [0, 100], in the metric's unit. */
  percentile(p: number): number;
  /**
   * Up to `max` representative values (evenly spaced quantiles), for rank methods that need
   * samples; deterministic.
   */
  values(max: number): number[];
}

export function decodeHistogram(encoded: string, metric: string): DecodedHistogram {
  const scale = unitSteps(metric);
  const h = hdr.decodeFromCompressedBase64(encoded);
  const count = h.totalCount;
  const percentile = (p: number) => h.getValueAtPercentile(p) / scale;
  return {
    count,
    percentile,
    values: (max) => {
      const k = Math.min(count, max);
      return Array.from({ length: k }, (_, i) => percentile((100 * (i + 0.5)) / k));
    },
  };
}
