/**
 * `baselines/<scenario>.json`: what a later run is compared with. Versioned with `schemaVersion`;
 * older versions are migrated on read (migrate.ts), newer ones refused.
 */

import { z } from "zod";
import { WORKLOAD_LIMITS } from "../scenario/fingerprint.js";
import { LLM_MODES } from "../scenario/llm-mode.js";
import { runnerSchema } from "./runner.js";

export const BASELINE_SCHEMA_VERSION = 1;

/** Bounded where it is read too: a hand-edited file cannot make a refusal message unbounded. */
export const workloadSchema = z
  .object({
    fields: z
      .record(z.string().max(WORKLOAD_LIMITS.pathChars), z.string().max(WORKLOAD_LIMITS.valueChars))
      .refine((f) => Object.keys(f).length <= WORKLOAD_LIMITS.fields, {
        message: `at most ${WORKLOAD_LIMITS.fields} fields`,
      }),
    omitted: z.number().int().nonnegative(),
  })
  .meta({ description: "The hashed workload's leaf fields, path → JSON value, secrets masked." });

const count = z.number().int().nonnegative();
const ms = z.number().nonnegative();

const sessionEconomySchema = z.object({
  llm_calls: count.nullable(),
  tool_calls: count.nullable(),
  tokens_cached: count.nullable(),
  context_tokens_max: count.nullable(),
  cost_usd: z.number().nonnegative().nullable(),
});

export const metricSummarySchema = z.object({
  count,
  min: z.number(),
  mean: z.number(),
  p50: z.number(),
  p90: z.number(),
  p95: z.number(),
  p99: z.number(),
  max: z.number(),
});

export const baselineSampleSchema = z
  .object({
    task: z.string(),
    pair: count,
    tags: z.record(z.string(), z.string()).optional(),
    e2e_ms: ms,
    ttft_ms: ms.nullable(),
    pass: z.boolean(),
    /** Error bucket of a failed or errored session, null when it passed. */
    bucket: z.string().nullable(),
    /** Its efficiency figures (docs/cost.md), when its LLM calls were seen: what cost and call rules compare by task. */
    economy: sessionEconomySchema.optional(),
  })
  .meta({ description: "One gated session of the baseline run." });

export const historyEntrySchema = z
  .object({
    time: z.string(),
    sha: z.string().nullable(),
    run_id: z.string(),
    sessions: count,
    pass_rate: z.number().min(0).max(1).nullable(),
    e2e_p50: ms.nullable(),
    e2e_p95: ms.nullable(),
    ttft_p95: ms.nullable(),
    /**
     * Run speed index: the mean over tasks of each task's mean log e2e, and its sampling variance;
     * their spread over runs is the run-to-run variance the gate adds to its tests.
     */
    e2e_log_index: z.number().nullable().optional(),
    e2e_log_index_var: z.number().nonnegative().nullable().optional(),
    /** What the run's LLM calls cost per passed session, USD; absent when it saw none (docs/cost.md). */
    cost_per_pass_usd: z.number().nonnegative().nullable().optional(),
  })
  .meta({ description: "Run-level statistics of one baseline run." });

export const baselineSchema = z
  .object({
    schemaVersion: z.literal(BASELINE_SCHEMA_VERSION),
    scenario: z.object({
      name: z.string().min(1),
      hash: z.string().min(1),
      /** What the LLM answers came from; absent in baselines recorded before it was kept. */
      llm_mode: z.enum(LLM_MODES).optional(),
      /**
       * The workload the hash covers, as leaf fields (path → JSON value, secrets masked, bounded):
       * what a refusal for another hash compares field by field. Absent in baselines recorded
       * before it was kept; such a refusal says only that the scenario changed.
       */
      workload: workloadSchema.optional(),
    }),
    source: z.object({
      sha: z.string().nullable(),
      ref: z.string().nullable(),
      run_id: z.string(),
      /** ISO 8601. */
      time: z.string(),
    }),
    /** Model, prompt and dataset versions the baseline was recorded with. */
    labels: z.record(z.string(), z.string()),
    environment: z.record(z.string(), z.string()),
    /** The machine kind it was recorded on; absent in baselines recorded before it was kept. */
    runner: runnerSchema.optional(),
    summary: z.object({
      sessions: count,
      pass_rate: z.number().min(0).max(1).nullable(),
      error_buckets: z.record(z.string(), count),
      /** Milliseconds. */
      metrics: z.record(z.string(), metricSummarySchema),
    }),
    /** Per-session samples, capped with task balance kept. */
    samples: z.array(baselineSampleSchema),
    /** HDR histograms of per-session values in microseconds, compressed base64 (hdr-histogram-js). */
    histograms: z.record(z.string(), z.string()),
    /** Earlier runs and this one (newest last), bounded. */
    history: z.array(historyEntrySchema),
    /** The price catalog its costs come from (docs/cost.md); absent when its run saw no LLM call. */
    price_table: z.string().max(200).optional(),
  })
  .meta({
    title: "agent-loadtest baseline",
    description: "Stored baseline of a scenario: summary, per-session samples, histograms and run history.",
  });

export type Baseline = z.infer<typeof baselineSchema>;
export type BaselineSample = z.infer<typeof baselineSampleSchema>;
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** The JSON Schema published as `schemas/baseline.schema.json`. */
export function baselineJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(baselineSchema, { target: "draft-2020-12" }) as Record<string, unknown>;
}
