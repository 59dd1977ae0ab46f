/** The live recorder's running totals, as progress reads them while a run runs. */
import type { ErrorBucket } from "../events/events.js";
import type { Distribution, StageWindow } from "./types.js";

export interface LiveView {
  /** The run_start time, epoch ms; null before it. */
  startedAt: number | null;
  planned: number;
  /** The resolved scenario from run_start (its `load` says the schedule). */
  scenario: unknown;
  inFlight: number;
  passed: number;
  failed: number;
  errored: number;
  warmup: number;
  /** Sessions cut off by an interrupt: done, but not judged. */
  interrupted: number;
  buckets: Partial<Record<ErrorBucket, number>>;
  /** e2e so far in constant memory (HDR, approximate): what the line shows while the run runs. */
  e2e: Distribution | null;
  /** A metric's figures (src/metrics/figures.ts) over the sessions so far: what the final line shows. */
  figures(metric: string): Distribution | null;
  /** The stage running now (ramp, find_max, rate), null between stages and for fixed runs. */
  stage: StageWindow | null;
  stagesSeen: number;
  ended: boolean;
}
