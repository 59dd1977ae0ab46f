/**
 * report.json, versioned: the contract scripts and the Action's outputs read. The zod schema is the
 * single source; schemas/report.schema.json is generated from it and committed.
 */

import { z } from "zod";
import { runnerSchema } from "../baseline/runner.js";
import { LOCALES } from "../i18n/i18n.js";
import { LLM_MODES } from "../scenario/llm-mode.js";

export const REPORT_SCHEMA_VERSION = 1;

const num = z.number();
const nullableNum = z.number().nullable();

export const MetricSummarySchema = z.strictObject({
  count: num,
  min: num,
  mean: num,
  p50: num,
  p90: num,
  p95: num,
  p99: num,
  max: num,
});

const RunSpreadSchema = z.strictObject({
  source: z.enum(["prior", "history", "same_job"]),
  sigma: num,
  runs: num,
});

/** What a check decided on: the sentence's key and its values, unformatted (src/report/reasons.ts renders it). */
const CheckFactsSchema = z.strictObject({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), num, z.boolean(), z.null(), RunSpreadSchema])),
});

export const GateCheckSchema = z.strictObject({
  kind: z.enum(["threshold", "regression", "history", "data"]),
  metric: z.string(),
  rule: z.string(),
  observed: nullableNum,
  baseline: nullableNum,
  interval: z.tuple([num, num]).nullable(),
  status: z.enum(["pass", "warn", "fail"]),
  reason: z.string(),
  facts: CheckFactsSchema,
  advisory: z.boolean().optional(),
  n: z.number().optional(),
  n_baseline: z.number().optional(),
  method: z.string().optional(),
  /** Point estimate: run/baseline ratio (relative rules) or difference (absolute rules). */
  ratio: z.number().optional(),
  /** One-sided p-value of a change in the regressing direction, adjusted over the gated rules (closed testing) when the rule could fail. */
  p_value: z.number().optional(),
  /** Sessions per side a re-run needs to decide a warning (power calculation; at least the rule's minimum). */
  sessions_needed: z.number().int().optional(),
  /** The run-to-run spread a relative latency rule allowed for: measured (history), assumed (prior) or none (same_job). */
  run_spread: RunSpreadSchema.optional(),
});

const BreakdownEntrySchema = z.strictObject({
  sessions: num,
  passed: num,
  pass_rate: nullableNum,
  e2e_ms: MetricSummarySchema.nullable(),
  ttft_ms: MetricSummarySchema.nullable(),
  error_buckets: z.record(z.string(), num),
  /** Mean time per session in each phase and span kind, ms (sessions without one count as 0). */
  phases_ms: z.record(z.string(), num),
  spans_ms: z.record(z.string(), num),
  /** Mean cost of a session, USD (`cost_usd{tag:value}`), when the run priced its LLM calls. */
  cost_usd_mean: nullableNum.optional(),
});

export const StageSchema = z.strictObject({
  stage: num,
  concurrency: num,
  sessions: num,
  duration_s: num,
  throughput_sps: num,
  error_rate: num,
  pass_rate: nullableNum,
  e2e_ms: MetricSummarySchema.nullable(),
  ttft_ms: MetricSummarySchema.nullable(),
  slo: z.enum(["pass", "fail"]).nullable(),
  breaching_metric: z.string().nullable(),
  knee: z.boolean(),
  break: z.boolean(),
});

/**
 * `flat`: no later stage grew throughput by knee_gain over the knee's; `growing`: the top stage still
 * grew by it over the one before (no knee); `few_stages`: fewer than two rising stages to compare.
 */
export const KneeWhySchema = z.discriminatedUnion("key", [
  z.strictObject({
    key: z.literal("flat"),
    params: z.strictObject({
      concurrency: num,
      throughput_sps: num,
      best_after_concurrency: num,
      best_after_throughput_sps: num,
      gain: nullableNum,
      knee_gain: num,
    }),
  }),
  z.strictObject({
    key: z.literal("growing"),
    params: z.strictObject({
      from_concurrency: num,
      from_throughput_sps: num,
      to_concurrency: num,
      to_throughput_sps: num,
      gain: nullableNum,
      knee_gain: num,
    }),
  }),
  z.strictObject({ key: z.literal("few_stages"), params: z.strictObject({ stages: num }) }),
]);

export type KneeWhy = z.infer<typeof KneeWhySchema>;

/** Resource samples in time buckets aligned with `series` (null where a bucket had none). */
export const ResourceSeriesSchema = z.strictObject({
  t0: num,
  step_ms: num,
  /** Busiest container's CPU in each bucket, percent of one core. */
  cpu_pct: z.array(nullableNum),
  /** Largest container memory in each bucket, bytes. */
  mem_bytes: z.array(nullableNum),
  /** Highest container memory / its limit in each bucket (null without a limit). */
  mem_ratio: z.array(nullableNum),
  host_cpu_pct: z.array(nullableNum),
  host_mem_bytes: z.array(nullableNum),
  /** Smallest container memory limit seen, bytes. */
  mem_limit_bytes: nullableNum,
});

/** The target's own series and event marks, aligned with the load (times are epoch ms). */
export const TargetReportSchema = z.strictObject({
  /** How long a series must stay over its limit for the saturation rule, seconds. */
  sustain_s: num,
  series: z.array(
    z.strictObject({
      name: z.string(),
      labels: z.record(z.string(), z.string()),
      unit: z.string().nullable(),
      role: z.enum(["cpu", "memory", "queue", "running", "ttft"]).nullable(),
      limit: nullableNum,
      source: z.enum(["range", "instant", "file"]),
      /** `[epoch ms, value]`, in time order (the run's window plus a margin). */
      points: z.array(z.tuple([num, num])),
      /** Over the points inside the run; null when none fall there. */
      summary: z.strictObject({ count: num, min: num, mean: num, p95: num, max: num, last: num }).nullable(),
    }),
  ),
  /** Timestamped target events (slow queries), at most a few thousand. */
  marks: z.array(z.strictObject({ t: num, log: z.string(), label: z.string(), duration_ms: nullableNum })),
  /** Marks grouped by log and label, by total duration, longest first. */
  top_marks: z.array(
    z.strictObject({ log: z.string(), label: z.string(), count: num, total_ms: num, max_ms: nullableNum }),
  ),
});

export const FINDING_RULES = [
  "knee",
  "break",
  "error_burst",
  "tail_divergence",
  "ttft_e2e_attribution",
  "span_attribution",
  "cpu_saturation",
  "memory_pressure",
  "oom_kill",
  "target_saturation",
  "target_memory_growth",
  "target_idle_errors",
  "llm_queueing",
  "sessions_failed",
] as const;

/** One diagnosis: what a rule saw, and the numbers it saw it in. */
export const FindingSchema = z.strictObject({
  rule: z.enum(FINDING_RULES),
  severity: z.enum(["info", "warn", "critical"]),
  title: z.string(),
  detail: z.string(),
  evidence: z.array(
    z.strictObject({
      metric: z.string(),
      /** Seconds from the run's start, or null when the evidence is not a time window (stages, baseline). */
      window: z.strictObject({ from_s: num, to_s: num }).nullable(),
      values: z.record(z.string(), nullableNum),
    }),
  ),
});

export const ReportSchema = z.strictObject({
  schemaVersion: z.literal(REPORT_SCHEMA_VERSION),
  generated_at: z.string(),
  run_id: z.string(),
  scenario: z.strictObject({
    name: z.string(),
    hash: z.string(),
    description: z.string().nullable(),
    /** What the LLM answers came from: the scripted mock, a replayed cassette, a real endpoint. */
    llm_mode: z.enum(LLM_MODES).optional(),
  }),
  verdict: z.enum(["pass", "warn", "fail", "interrupted"]),
  /** The language report.md, the comment, the summary and the dashboard are written in (report.locale). */
  locale: z.enum(LOCALES).optional(),
  interrupted: z.boolean(),
  /** Warnings the run logged: a schedule cut short, a circuit breaker, an early stop. */
  notes: z.array(z.string()).optional(),
  runtime: z.string(),
  started_at: z.string(),
  finished_at: z.string(),
  duration_s: num,
  sessions: z.strictObject({
    planned: num,
    total: num,
    completed: num,
    passed: num,
    failed: num,
    errored: num,
    warmup: num,
    /** Cut off by SIGINT/SIGTERM: counted apart, in no rate, latency or check. */
    interrupted: num,
  }),
  pass_rate: nullableNum,
  metrics: z.record(z.string(), MetricSummarySchema),
  breakdown: z.record(z.string(), z.record(z.string(), BreakdownEntrySchema)),
  error_buckets: z.record(z.string(), num),
  error_examples: z.record(
    z.string(),
    z.strictObject({ session: z.string(), message: z.string().nullable() }),
  ),
  throughput: z.strictObject({
    stable_sps: num,
    peak_sps: num,
    peak_concurrency: num,
    duration_s: num,
  }),
  /** Open-loop (`rate`) runs: offered vs achieved rate and schedule lag; invalid when the generator fell behind. */
  open_loop: z
    .strictObject({
      sessions: num,
      offered_sps: num,
      achieved_sps: num,
      schedule_lag_p50_ms: num,
      schedule_lag_p99_ms: num,
      generator_lag_p99_ms: num,
      late_sessions: num,
      late_fraction: num,
      queued_sessions: num,
      valid: z.boolean(),
      invalid_reason: z.string().nullable(),
    })
    .nullable(),
  resources: z.strictObject({
    samples: num,
    cpu_pct: z.strictObject({ mean: num, max: num }).nullable(),
    mem_bytes: z.strictObject({ mean: num, max: num }).nullable(),
    host: z
      .strictObject({
        cpu_pct: z.strictObject({ mean: num, max: num }),
        mem_bytes: z.strictObject({ mean: num, max: num }),
      })
      .nullable(),
    oom_kills: num,
    series: ResourceSeriesSchema.nullable(),
  }),
  /** Target-side evidence (evidence.prometheus, evidence.files); null or absent when not configured. */
  target: TargetReportSchema.nullable().optional(),
  /** Multi-step tasks: per task and step, sessions that ran it, passed it, mean reward and phase times. */
  steps: z
    .array(
      z.strictObject({
        task: z.string(),
        step: z.string(),
        sessions: num,
        passed: num,
        reward_mean: nullableNum,
        agent_exec_ms_mean: nullableNum,
        verify_ms_mean: nullableNum,
      }),
    )
    .optional(),
  /**
   * The sequential gate's looks (docs/gate.md), when the pairs' sessions were a budget: each look's
   * planned sessions a side, what each arm had ended, its level, the α spent by it, each rule's
   * estimate, bounds, p and chance of failing by the budget's end, and what it decided.
   */
  sequential: z
    .strictObject({
      budget: z.strictObject({ min: num, max: num, step: num }),
      alpha: num,
      spending: z.string(),
      futility_power: num,
      decision: z.enum(["fail", "pass", "budget", "ended"]),
      looks: z.array(
        z.strictObject({
          look: num,
          planned: num,
          ended: z.record(z.string(), num),
          alpha: num,
          alpha_spent: num,
          decision: z.enum(["fail", "pass", "continue", "budget", "ended"]),
          rules: z.array(
            z.strictObject({
              metric: z.string(),
              rule: z.string(),
              scale: z.string().nullable(),
              estimate: nullableNum,
              lower: nullableNum,
              upper: nullableNum,
              p: nullableNum,
              /** The rule's check at this look's level: what fails the look. */
              status: z.enum(["pass", "warn", "fail"]),
              power_by_end: nullableNum,
            }),
          ),
        }),
      ),
    })
    .optional(),
  /** What the run's LLM calls cost (src/metrics/economics.ts); absent when no call was seen. */
  economy: z
    .strictObject({
      price_table: z.string(),
      unpriced_models: z.array(z.string()),
      sessions: num,
      priced_sessions: num,
      cost_usd: num.nullable(),
      cost_per_pass_usd: num.nullable(),
      tokens_per_pass: num.nullable(),
      llm_calls: num,
    })
    .optional(),
  /** Built-in coding agents installed for the run, timed once (host install plus image layers). */
  agents: z
    .array(
      z.strictObject({
        name: z.string(),
        version: z.string(),
        install: z.strictObject({ cached: z.boolean(), ms: num }),
      }),
    )
    .default([]),
  stages: z
    .strictObject({
      strategy: z.string(),
      steps: z.array(StageSchema),
      max_sustainable_concurrency: nullableNum,
      breaching_metric: z.string().nullable(),
      knee_concurrency: nullableNum,
      /** Why the knee is where it is, or why there is none, as facts each locale renders. */
      knee_why: KneeWhySchema.nullable().optional(),
      break_concurrency: nullableNum,
    })
    .nullable(),
  series: z.strictObject({
    t0: num,
    step_ms: num,
    started: z.array(num),
    completed: z.array(num),
    failed: z.array(num),
    in_flight: z.array(num),
    e2e_p50: z.array(nullableNum),
    e2e_p95: z.array(nullableNum),
    /** The run's spend so far at the end of each bucket (USD); absent when no session was priced. */
    cost_usd: z.array(num).optional(),
  }),
  gate: z.strictObject({
    status: z.enum(["pass", "warn", "fail"]),
    checks: z.array(GateCheckSchema),
  }),
  baseline: z
    .strictObject({
      file: z.string(),
      /** A baseline this run is compared with; false when there is none or it was refused. */
      found: z.boolean(),
      /** The file holds a baseline that was refused, and why (the gate's check says it in full). */
      refused: z.enum(["scenario_changed", "llm_mode"]).optional(),
      source: z.record(z.string(), z.string()).nullable(),
      metrics: z.record(z.string(), MetricSummarySchema).nullable(),
      pass_rate: nullableNum,
      history: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
      /** The machine kinds of the baseline and of this run; `same` null when the baseline's is unknown. */
      runner: z
        .strictObject({
          baseline: runnerSchema.nullable(),
          run: runnerSchema.nullable(),
          same: z.boolean().nullable(),
        })
        .optional(),
      /** The price catalog the baseline's costs come from, when it had any. */
      price_table: z.string().optional(),
    })
    .nullable(),
  findings: z.array(FindingSchema),
  /** Advisory text from the scenario's diagnosis LLM; never changes the verdict. */
  ai_summary: z.strictObject({ model: z.string().nullable(), text: z.string() }).nullable().optional(),
  labels: z.record(z.string(), z.string()),
  environment: z.record(z.string(), z.string()),
  source: z.record(z.string(), z.string()),
  /** The command that runs this scenario again. */
  reproduce: z.string().nullable(),
});

export type Report = z.infer<typeof ReportSchema>;
export type GateCheck = z.infer<typeof GateCheckSchema>;
export type StageReport = z.infer<typeof StageSchema>;
export type Finding = z.infer<typeof FindingSchema>;
export type FindingRule = (typeof FINDING_RULES)[number];
export type ResourceSeries = z.infer<typeof ResourceSeriesSchema>;
export type TargetReport = z.infer<typeof TargetReportSchema>;

/** JSON Schema (draft 2020-12) of report.json, as committed in schemas/report.schema.json. */
export function reportJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(ReportSchema, { target: "draft-2020-12" }) as Record<string, unknown>;
  const { $schema, ...rest } = schema;
  return {
    $schema,
    title: "agent-loadtest report.json",
    description: `report.json of an agent-loadtest run, schemaVersion ${REPORT_SCHEMA_VERSION}. Durations are milliseconds.`,
    ...rest,
  };
}

/** The committed file's exact text. */
export function reportJsonSchemaText(): string {
  return `${JSON.stringify(reportJsonSchema(), null, 2)}\n`;
}
