/**
 * What the gate judges a run by: `thresholds:` (k6-style expressions per metric) and `regression:`
 * (tolerances against a stored baseline or a same-job reference arm). Their metric keys and
 * expressions are checked here by the gate's parser; which metrics exist is checked in schema.ts.
 */
import { z } from "zod";
import { AgentSpecSchema } from "./agent-schema.js";
import { count, expression, MetricKeySchema } from "./schema-parts.js";

const ThresholdEntry = z.union(
  [
    expression("threshold"),
    z.strictObject({
      threshold: expression("threshold").describe("The expression, e.g. p(95)<2500."),
      abortOnFail: z.boolean().optional().describe("Stop the run early once the threshold fails."),
      delayAbortEval: z
        .string()
        .optional()
        .describe('Wait this long into the run before abortOnFail may stop it, e.g. "30s".'),
    }),
  ],
  {
    error:
      "expected a threshold expression such as p(95)<2500, or { threshold, abortOnFail?, delayAbortEval? }",
  },
);

export const ThresholdsSchema = z
  .record(
    MetricKeySchema,
    z
      .union([expression("threshold"), z.array(ThresholdEntry)])
      .describe("One expression or a list of expressions and { threshold, abortOnFail, delayAbortEval }."),
  )
  .describe("k6-style thresholds: metric (optionally {tag:value}) to expressions like p(95)<2500.")
  .meta({
    examples: [
      {
        pass_rate: ["rate>=0.95"],
        e2e_ms: ["p(95)<15000"],
        "e2e_ms{task:agent-loadtest/tool-heavy}": ["p(95)<20000"],
      },
    ],
  });

const Change = z.union([z.string().regex(/^[0-9]+(\.[0-9]+)?(%|ms|s)$/), z.number().min(0)], {
  error: 'expected a percentage like "15%", a time like "25ms", or an amount in the metric\'s unit',
});

export const RegressionSchema = z
  .strictObject({
    baseline: z
      .string()
      .optional()
      .describe("Baseline file; default baselines/<name>.json from the working folder."),
    // Left absent when unwritten (the gate reads absent as "fail"), so a written "fail" stays the user's word.
    on_missing: z
      .enum(["fail", "warn", "pass"])
      .optional()
      .meta({ default: "fail" })
      .describe("What the gate says when there is no baseline to compare with."),
    confidence: z
      .number()
      .gt(0)
      .lt(1)
      .default(0.95)
      .describe("1 − α shared by the gated rules: identical runs fail the gate at most α of the time."),
    seed: z.int().default(1).describe("Seed of the permutation tests."),
    min_samples: count(1)
      .default(20)
      .describe("Sessions a side below which a latency rule only warns (a percentile rule: at least 10)."),
    metrics: z
      .record(
        MetricKeySchema,
        z
          .strictObject({
            max_increase: Change.optional()
              .describe(
                'Tolerated rise: "15%" of the baseline, or an amount — "25ms"/"2s" on a latency, a share (0.05) on a rate.',
              )
              .meta({ examples: ["25%"] }),
            max_decrease: Change.optional().describe(
              'Tolerated drop, written as max_increase is: "20%", "25ms", or 0.05 on a rate.',
            ),
            statistic: z
              .enum(["p50", "p90", "p95", "p99", "mean", "rate"])
              .optional()
              .describe("What is compared (default: p50 for a latency, rate for pass_rate and error_rate)."),
            advisory: z.boolean().optional().describe("Report the rule, never fail the gate on it."),
          })
          .describe("A rule on one metric (optionally {tag:value})."),
      )
      .default({})
      .describe(
        "Rules per metric; none listed means e2e_ms max_increase 15% and pass_rate max_decrease 0.05.",
      )
      .meta({
        examples: [{ e2e_ms: { max_increase: "25%", statistic: "p50" }, pass_rate: { max_decrease: 0.15 } }],
      }),
    new_error_buckets: z
      .enum(["fail", "warn", "ignore"])
      .default("warn")
      .describe("What an error bucket the baseline never saw does, when its count is more than chance."),
    history: z
      .strictObject({
        window: count(1).default(20).describe("Latest baseline runs the drift check reads."),
        min_runs: count(1).default(5).describe("Runs the history needs before the drift check applies."),
      })
      .optional()
      .describe("The drift check against the baseline's history of earlier runs."),
    // A reference agent run in the same job, interleaved with the candidate on the same tasks, as the baseline.
    compare_with: z
      .strictObject({ agent: AgentSpecSchema })
      .optional()
      .describe(
        "A reference agent run in the same job, interleaved with the pairs' on the same tasks, compared with instead of a stored baseline.",
      ),
  })
  .describe("Regression rules against a baseline: a stored file, or a reference arm run in the same job.");
