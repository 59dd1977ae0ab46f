/**
 * Older baseline files, upgraded on read so a user never has to regenerate a baseline after an
 * upgrade. Each step takes version N to N+1; readBaseline applies them in order.
 *
 * v0 (agent-loadtest 0.0.x): flat, no labels, no histograms, no history:
 *   { schemaVersion: 0, scenario: "<name>", scenario_hash, commit, ref?, run_id, created_at,
 *     sessions, pass_rate, error_buckets?, metrics: { <name>: MetricSummary },
 *     samples?: [{ task, e2e_ms, ttft_ms?, passed, bucket? }] }
 */
import { z } from "zod";
import { historyEntryOf } from "./build.js";
import { encodeHistogram } from "./histograms.js";
import { metricSummarySchema } from "./schema.js";

export const baselineV0Schema = z.object({
  schemaVersion: z.literal(0),
  scenario: z.string().min(1),
  scenario_hash: z.string().min(1),
  commit: z.string().nullable().optional(),
  ref: z.string().nullable().optional(),
  run_id: z.string(),
  created_at: z.string(),
  sessions: z.number().int().nonnegative(),
  pass_rate: z.number().min(0).max(1).nullable(),
  error_buckets: z.record(z.string(), z.number().int().nonnegative()).optional(),
  metrics: z.record(z.string(), metricSummarySchema),
  samples: z
    .array(
      z.object({
        task: z.string(),
        e2e_ms: z.number().nonnegative(),
        ttft_ms: z.number().nonnegative().nullable().optional(),
        passed: z.boolean(),
        bucket: z.string().nullable().optional(),
      }),
    )
    .optional(),
});
export type BaselineV0 = z.infer<typeof baselineV0Schema>;

/** v0 → v1: nest scenario and source, rename fields, rebuild e2e/ttft histograms from the samples, seed the history. */
export function migrateV0(v0: BaselineV0): Record<string, unknown> {
  const samples = (v0.samples ?? []).map((s) => ({
    task: s.task,
    pair: 0,
    e2e_ms: s.e2e_ms,
    ttft_ms: s.ttft_ms ?? null,
    pass: s.passed,
    bucket: s.bucket ?? (s.passed ? null : "task_failed"),
  }));
  const histograms: Record<string, string> = {};
  if (samples.length > 0) {
    histograms.e2e_ms = encodeHistogram(
      samples.map((s) => s.e2e_ms),
      "e2e_ms",
    );
    const ttft = samples.map((s) => s.ttft_ms).filter((v): v is number => v !== null);
    if (ttft.length > 0) histograms.ttft_ms = encodeHistogram(ttft, "ttft_ms");
  }
  const sha = v0.commit ?? null;
  const migrated = {
    schemaVersion: 1,
    scenario: { name: v0.scenario, hash: v0.scenario_hash },
    source: { sha, ref: v0.ref ?? null, run_id: v0.run_id, time: v0.created_at },
    labels: {},
    environment: {},
    summary: {
      sessions: v0.sessions,
      pass_rate: v0.pass_rate,
      error_buckets: v0.error_buckets ?? {},
      metrics: v0.metrics,
    },
    samples,
    histograms,
  };
  return { ...migrated, history: [historyEntryOf(migrated)] };
}
