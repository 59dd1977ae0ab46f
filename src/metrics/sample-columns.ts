/**
 * Where a recorder keeps each metric's gated samples, with the tag set of the session each came from:
 * a compact typed-array column for per-span and per-call samples, or, for a metric a session records
 * at most once, a view that reads them back from the session table's rows instead of storing them twice.
 */
import { PHASES, type PhaseName } from "../events/events.js";
import { ECONOMY_METRICS } from "../scenario/thresholds.js";
import type { SessionColumns } from "./session-table.js";

export const PHASE_METRIC = Object.fromEntries(PHASES.map((p) => [p, `${p}_ms`])) as Record<
  PhaseName,
  string
>;

/**
 * Every sample of one metric with the session it came from, in typed-array chunks: what a tag selector
 * reads. Per-tag histograms are built from it when asked for, not kept for every tag of every session,
 * so recording stays one histogram update and one append per sample. A chunk holds its values as
 * float32 and its tag sets as uint16 while every one fits exactly (whole milliseconds and token counts
 * do), 6 bytes a sample instead of 12, and is widened in place the first time one does not.
 */
export class SampleColumn {
  /** Filled in order; a full chunk is never copied or freed, so a long run does not churn memory. */
  private readonly chunks: SampleChunk[] = [];
  private last: SampleChunk | null = null;
  private fill = 0;
  length = 0;

  /** `owner`: the tag set of the sample's session. */
  push(owner: number, v: number): void {
    let c = this.last;
    if (!c || this.fill === c.values.length) {
      const size = Math.min(65_536, c ? c.values.length * 2 : 256);
      c = this.last = { values: new Float32Array(size), owners: new Uint16Array(size) };
      this.chunks.push(c);
      this.fill = 0;
    }
    if (c.values instanceof Float32Array && Math.fround(v) !== v) c.values = Float64Array.from(c.values);
    if (c.owners instanceof Uint16Array && owner > 0xffff) c.owners = Int32Array.from(c.owners);
    c.values[this.fill] = v;
    c.owners[this.fill] = owner;
    this.fill++;
    this.length++;
  }

  forEach(fn: (owner: number, v: number) => void): void {
    let left = this.length;
    for (const c of this.chunks) {
      const n = Math.min(left, c.values.length);
      const { values, owners } = c;
      for (let i = 0; i < n; i++) fn(owners[i], values[i]);
      left -= n;
    }
  }
}

interface SampleChunk {
  values: Float32Array | Float64Array;
  owners: Uint16Array | Int32Array;
}

/**
 * A metric a judged session records at most once (e2e, TTFT, tokens, attempts, each phase's time),
 * read from the session's row of the session table when asked for rather than kept a second time.
 */
export const ROW_READERS: Record<string, (d: SessionColumns) => ArrayLike<number> | undefined> = {
  e2e_ms: (d) => d.e2e.data,
  ttft_ms: (d) => d.optional.get("ttft")?.data,
  tokens_in: (d) => d.optional.get("tokens_in")?.data,
  tokens_out: (d) => d.optional.get("tokens_out")?.data,
  attempts: (d) => d.attempts.data,
  ...Object.fromEntries(ECONOMY_METRICS.map((m) => [m, (d: SessionColumns) => d.optional.get(m)?.data])),
  ...Object.fromEntries(
    PHASES.map((p) => [PHASE_METRIC[p], (d: SessionColumns) => d.optional.get(`phase:${p}`)?.data]),
  ),
};

export class RowColumn {
  /** The samples recorded (the rows whose value is a sample). */
  length = 0;
  constructor(
    private readonly done: SessionColumns,
    /** The column, looked up once per pass (it is replaced as it grows). */
    private readonly column: (d: SessionColumns) => ArrayLike<number> | undefined,
  ) {}

  forEach(fn: (set: number, v: number) => void): void {
    const d = this.done;
    const col = this.column(d);
    if (!col) return;
    const sets = d.set.data;
    for (let row = 0; row < d.length; row++) {
      if (!d.judgedRow(row)) continue;
      const v = col[row];
      if (Number.isFinite(v) && v >= 0) fn(sets[row], v);
    }
  }
}
