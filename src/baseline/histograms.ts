/**
 * HDR histograms of per-session values, stored compressed in the baseline so metrics without
 * per-session samples can still be compared. Values are recorded in microseconds (HDR records integers;
 * milliseconds would lose sub-ms resolution of fast spans) at 3 significant digits.
 */
import * as hdr from "hdr-histogram-js";

export function encodeHistogram(valuesMs: readonly number[]): string {
  const h = hdr.build({ numberOfSignificantValueDigits: 3, lowestDiscernibleValue: 1, autoResize: true });
  for (const v of valuesMs) if (Number.isFinite(v) && v >= 0) h.recordValue(Math.round(v * 1000));
  const encoded = hdr.encodeIntoCompressedBase64(h);
  h.destroy();
  return encoded;
}

export interface DecodedHistogram {
  count: number;
  /** p in [0, 100], milliseconds. */
  percentile(p: number): number;
  /**
   * Up to `max` representative values in ms (evenly spaced quantiles), for rank methods that need
   * samples; deterministic.
   */
  values(max: number): number[];
}

export function decodeHistogram(encoded: string): DecodedHistogram {
  const h = hdr.decodeFromCompressedBase64(encoded);
  const count = h.totalCount;
  const percentile = (p: number) => h.getValueAtPercentile(p) / 1000;
  return {
    count,
    percentile,
    values: (max) => {
      const k = Math.min(count, max);
      return Array.from({ length: k }, (_, i) => percentile((100 * (i + 0.5)) / k));
    },
  };
}
