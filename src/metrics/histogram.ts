/**
 * One metric's distribution in constant memory: an HDR histogram (3 significant digits) of
 * microseconds, plus exact count, sum, min and max. What baselines store and the progress line reads
 * while a run runs; the run's figures themselves are exact (src/metrics/figures.ts).
 */
import * as hdr from "hdr-histogram-js";
import type { Distribution } from "./types.js";

const SCALE = 1000; // ms → µs: sub-millisecond values keep their digits in an integer histogram

export class MetricHistogram implements Distribution {
  private readonly h = hdr.build({
    bitBucketSize: 32,
    numberOfSignificantValueDigits: 3,
    useWebAssembly: false,
  });
  count = 0;
  private sum = 0;
  min = Number.POSITIVE_INFINITY;
  max = Number.NEGATIVE_INFINITY;

  record(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) return;
    this.h.recordValue(Math.round(ms * SCALE));
    this.count++;
    this.sum += ms;
    if (ms < this.min) this.min = ms;
    if (ms > this.max) this.max = ms;
  }

  get mean(): number {
    return this.count === 0 ? Number.NaN : this.sum / this.count;
  }

  percentile(p: number): number {
    if (this.count === 0) return Number.NaN;
    if (p <= 0) return this.min;
    if (p >= 100) return this.max;
    // HDR answers with the bucket's highest equivalent value; clamp into the exact range seen.
    const v = this.h.getValueAtPercentile(p) / SCALE;
    return Math.min(this.max, Math.max(this.min, v));
  }

  merge(other: MetricHistogram): void {
    if (other.count === 0) return;
    this.h.add(other.h);
    this.count += other.count;
    this.sum += other.sum;
    this.min = Math.min(this.min, other.min);
    this.max = Math.max(this.max, other.max);
  }

  /** Compressed base64 HDR encoding (values in µs), as baselines store it. */
  encode(): string {
    return hdr.encodeIntoCompressedBase64(this.h);
  }

  destroy(): void {
    this.h.destroy();
  }
}

/** An exact distribution over a small array, for tag combinations no histogram was kept for. */
export class SampleDistribution implements Distribution {
  private readonly sorted: number[];
  constructor(values: number[]) {
    this.sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  }
  get count(): number {
    return this.sorted.length;
  }
  get min(): number {
    return this.sorted[0] ?? Number.NaN;
  }
  get max(): number {
    return this.sorted[this.sorted.length - 1] ?? Number.NaN;
  }
  get mean(): number {
    return this.sorted.length === 0
      ? Number.NaN
      : this.sorted.reduce((a, b) => a + b, 0) / this.sorted.length;
  }
  /** Nearest-rank percentile, the definition HDR histograms approximate. */
  percentile(p: number): number {
    const n = this.sorted.length;
    if (n === 0) return Number.NaN;
    const rank = Math.min(n, Math.max(1, Math.ceil((p / 100) * n)));
    return this.sorted[rank - 1];
  }
}

/** Milliseconds to the microsecond (and any other figure to three decimals), as every report shows them. */
export function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}
