/**
 * The scenario file, as zod schemas. Objects are strict: a misspelt key is an error, not a silent default.
 * This module is the file's top level and its pairs; each section has its own module beside it
 * (agent-schema, runtime-schema, load-schema, gate-schema, evidence; shared fields in schema-parts).
 * Cross-field rules (mode, pair targets, load strategy) are in `checkScenario` at the end.
 */

import { z } from "zod";
import { CODING_AGENT_NAMES } from "../agents/table.js";
import { ERROR_BUCKETS } from "../events/events.js";
import { targetSeriesNames } from "../evidence/presets.js";
import { LOCALES } from "../i18n/i18n.js";
// One grammar for thresholds: the gate's parser validates them here, before anything runs.
import { limit } from "../limits.js";
import { SAFE_NAME, SAFE_NAME_HINT } from "../paths.js";
import { AgentSpecSchema } from "./agent-schema.js";
import { DEFAULT_OUTPUT_DIR } from "./defaults.js";
import { EvidenceSchema } from "./evidence.js";
import { RegressionSchema, ThresholdsSchema } from "./gate-schema.js";
import { hint } from "./issues.js";
import { LoadSchema } from "./load-schema.js";
import { type HttpTargetSchema, JourneySchema, RuntimeSchema, ServicesSchema } from "./runtime-schema.js";
import {
  budgetLooks,
  count,
  inFlight,
  plannedSessions,
  SessionBudget,
  StringMap,
  sessionCount,
  whenValid,
} from "./schema-parts.js";
import {
  COUNTER_METRICS,
  isTargetMetric,
  parseMetricKey,
  RATE_METRICS,
  RATE_REGRESSION_METRICS,
  TREND_METRICS,
  validateThresholds,
} from "./thresholds.js";

/** Agents that need no command: the two of Harbor's harness and the real coding agents (src/agents). */
export const BUILTIN_AGENTS = ["oracle", "nop", ...CODING_AGENT_NAMES] as const;
export const MODES = [
  "single_agent_single_task",
  "single_agent_multi_session",
  "multi_agent_single_task",
  "multi_agent_multi_session",
] as const;

/** A host variable's name or a scenario key (an env key, a header name such as x-api-key). */
const SECRET_REF = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

const DatasetSchema = z
  .strictObject({
    path: z.string().min(1).describe("Folder whose direct subfolders are Harbor tasks."),
    task_names: z
      .array(z.string())
      .optional()
      .describe("Globs on task folder names to include.")
      .meta({ examples: [["echo-*", "tool-heavy"]] }),
    exclude_task_names: z.array(z.string()).optional().describe("Globs on task folder names to exclude."),
    n_tasks: count(1).optional().describe("Keep the first N tasks after filtering."),
  })
  .describe("A folder of Harbor tasks, instead of one task.");

const PairSchema = z.strictObject({
  agent: AgentSpecSchema,
  task: z
    .string()
    .min(1)
    .optional()
    .describe("Path of a Harbor task folder.")
    .meta({ examples: ["../tasks/echo-bench"] }),
  dataset: DatasetSchema.optional(),
  journey: JourneySchema.optional(),
  sessions: z
    .union([sessionCount(1), SessionBudget])
    .default(1)
    .describe(
      "Sessions this pair runs (a same-job reference arm runs as many), or a budget { min, max, step } the sequential gate stops early within.",
    ),
  n_concurrent: inFlight()
    .default(1)
    .describe("Sessions of this pair in flight at once (capped by load.concurrency)."),
  weight: z.number().positive().default(1).describe("Share of sessions under load.mix weighted."),
  tags: StringMap.default({})
    .describe("Tags on this pair's sessions, for selectors like e2e_ms{scenario:x}.")
    .meta({ examples: [{ scenario: "echo" }] }),
});

const UsdPerMillion = z.number().min(0).max(100_000);

/** USD per million tokens of the models a scenario's agents call: added to the price catalog, or over it. */
const PricingSchema = z
  .record(
    z.string().min(1).max(200),
    z.strictObject({
      input: UsdPerMillion.describe("USD per million input (prompt) tokens."),
      cached_input: UsdPerMillion.optional().describe(
        "USD per million input tokens read from the provider's prompt cache (default: the input price).",
      ),
      output: UsdPerMillion.describe("USD per million output tokens (reasoning included)."),
    }),
  )
  .describe(
    "Prices of models by the name the provider answers with, USD per million tokens; a model here is priced by this, others by the bundled catalog (@pydantic/genai-prices). A model neither knows costs null.",
  )
  .meta({ examples: [{ "qwen3-coder-plus": { input: 1, cached_input: 0.1, output: 5 } }] });
const SamplingSchema = z
  .strictObject({
    resource_interval_ms: z
      .int()
      .positive()
      .default(1000)
      .describe("Milliseconds between CPU and memory samples of the host and each session container."),
    keep_logs: z
      .enum(["all", "failed", "none"])
      .default("all")
      .describe("Reserved: accepted, not read by this version (every session's logs are kept)."),
    log_excerpt_bytes: count(0).default(4096).describe("Reserved: accepted, not read by this version."),
  })
  .describe("Resource sampling.");

const RetrySchema = z
  .strictObject({
    max_retries: count(0).default(0).describe("Retries of a session that failed in a retryable bucket."),
    backoff_ms: z
      .number()
      .min(0)
      .default(1000)
      .describe("Milliseconds before the first retry, doubled for each later one."),
    on_buckets: z
      .array(z.enum(ERROR_BUCKETS))
      .optional()
      .describe(
        "Buckets retried (default: llm_rate_limited, llm_server_error, connect_refused, http_5xx, container_gone).",
      ),
  })
  .describe("Retries of upstream hiccups; a session counts once, with its attempts.");

const ScenarioFields = z.strictObject({
  $schema: z
    .string()
    .optional()
    .describe("Path or URL of scenario.schema.json, for editors; ignored by runs."),
  // It names the run folder and the baseline file: never a path (see paths.ts).
  name: z
    .string()
    .regex(SAFE_NAME, SAFE_NAME_HINT)
    .describe("The scenario's name: it names the run folder and the baseline file.")
    .meta({ examples: ["pr-smoke"] }),
  description: z.string().optional().describe("One line for people, recorded in report.json."),
  mode: z
    .enum(MODES)
    .default("single_agent_multi_session")
    .describe(
      "single_agent_*: exactly one pair; multi_agent_*: two or more; *_single_task: one session per pair.",
    ),
  pairs: z
    .array(PairSchema.describe("An agent and what it works on: a task, a dataset or an HTTP journey."))
    .min(1, "expected at least one pair")
    .describe("What runs: each pair is an agent and its task, dataset or journey."),
  runtime: RuntimeSchema.prefault({}),
  services: ServicesSchema.prefault({}).describe("Servers the run starts beside the agents."),
  load: LoadSchema.prefault({}).describe("How hard: the load strategy and its schedule."),
  thresholds: ThresholdsSchema.default({}),
  // Absent means no regression gate; present, a missing baseline fails unless on_missing says otherwise.
  regression: RegressionSchema.optional(),
  pricing: PricingSchema.optional(),
  labels: StringMap.default({})
    .describe("Versions recorded with the baseline: model, prompt, dataset.")
    .meta({ examples: [{ model: "gpt-x-2025-01", prompt: "v3" }] }),
  sampling: SamplingSchema.prefault({}),
  retry: RetrySchema.prefault({}),
  output_dir: z
    .string()
    .default(DEFAULT_OUTPUT_DIR)
    .describe("Folder run directories are made in, from the working folder (run --out overrides it)."),
  report: z
    .strictObject({
      locale: z
        .enum(LOCALES)
        .default("en")
        .describe("Language of report.md, the PR comment, the job summary and the dashboard."),
    })
    .prefault({})
    .describe("How the reports are written."),
  success_reward_threshold: z
    .number()
    .default(1.0)
    .describe("Reward a session needs to pass (the verifier's reward.txt, or reward.json's reward)."),
  secrets: z
    .array(
      z.string().regex(SECRET_REF, "expected a variable name or a scenario key, e.g. PROD_CRED or x-api-key"),
    )
    .default([])
    .describe(
      "Names whose values are secret besides those named like one: host variables (`${VAR}`) and scenario keys (env keys, header names).",
    )
    .meta({ examples: [["PROD_CRED_A", "x-tenant"]] }),
  evidence: EvidenceSchema.optional(),
  diagnosis: z
    .strictObject({
      llm: z
        .strictObject({
          url_env: z
            .string()
            .describe("Variable holding the OpenAI-compatible endpoint's URL; unset, no summary."),
          key_env: z.string().optional().describe("Variable holding its API key (secret, never recorded)."),
          model_env: z.string().optional().describe("Variable holding the model name."),
        })
        .optional()
        .describe("An LLM that writes an optional summary of the diagnosis' findings."),
    })
    .optional()
    .describe("The report's diagnosis of what went wrong."),
});

export const ScenarioSchema = ScenarioFields.superRefine((s, ctx) => checkScenario(s, ctx), {
  ...whenValid,
});

export type Scenario = z.output<typeof ScenarioSchema>;
export type ScenarioInput = z.input<typeof ScenarioSchema>;
export type HttpTarget = z.output<typeof HttpTargetSchema>;
export type Journey = z.output<typeof JourneySchema>;

type Parsed = z.output<typeof ScenarioFields>;
type Ctx = z.core.$RefinementCtx<Parsed>;

function fail(ctx: Ctx, path: (string | number)[], message: string): void {
  ctx.addIssue({ code: "custom", path, message });
}

function checkScenario(s: Parsed, ctx: Ctx): void {
  checkMode(s, ctx);
  s.pairs.forEach((pair, i) => {
    checkPair(s, pair, i, ctx);
  });
  const compare = s.regression?.compare_with;
  if (compare) checkAgent(s, compare.agent, ["regression", "compare_with", "agent"], ctx);
  checkLoad(s, ctx);
  checkGateMetrics(s, ctx);
  checkTolerances(s, ctx);
  checkBudgets(s, ctx);
}

/**
 * A session budget is the sequential gate's (docs/gate.md): it needs regression rules to decide, a
 * load that runs the plan's sessions (fixed, rate), and the same looks on every pair, so one look
 * sees every pair at its own step.
 */
function checkBudgets(s: Parsed, ctx: Ctx): void {
  const budgets = s.pairs.map((p) => (typeof p.sessions === "number" ? null : p.sessions));
  const first = budgets.findIndex((b) => b !== null);
  if (first < 0) return;
  const at = ["pairs", first, "sessions"];
  if (s.load.strategy === "ramp" || s.load.strategy === "find_max") {
    fail(
      ctx,
      at,
      `a session budget needs load.strategy fixed or rate; ${s.load.strategy} plans its own stages`,
    );
    return;
  }
  if (!s.regression) {
    fail(ctx, at, "a session budget stops when the regression rules decide: add regression");
    return;
  }
  const looks = budgetLooks(budgets[first]!).length;
  budgets.forEach((b, i) => {
    if (b === null)
      fail(
        ctx,
        ["pairs", i, "sessions"],
        `pair ${first} has a session budget: give every pair one (or none)`,
      );
    else if (budgetLooks(b).length !== looks)
      fail(
        ctx,
        ["pairs", i, "sessions"],
        `${budgetLooks(b).length} looks where pair ${first} has ${looks}: every pair's budget looks as often`,
      );
  });
}

/**
 * A tolerance says its unit where one matters: `max_increase: 25` on a latency could be 25 ms or a
 * misread 25%, so a latency takes "25%" or "25ms"; a rate's bare amount is a share (0.05), never 5.
 */
function checkTolerances(s: Parsed, ctx: Ctx): void {
  for (const [key, rule] of Object.entries(s.regression?.metrics ?? {})) {
    let metric: string;
    try {
      metric = parseMetricKey(key).metric;
    } catch {
      continue; // the key's own check reported it
    }
    for (const field of ["max_increase", "max_decrease"] as const) {
      const v = rule[field];
      const at = ["regression", "metrics", key, field];
      if (v === undefined) continue;
      const time = typeof v === "string" && /[0-9]m?s$/.test(v);
      if (metric.endsWith("_ms") && typeof v === "number")
        fail(ctx, at, `${metric} is a time: write ${v}% or ${v}ms`);
      else if (!metric.endsWith("_ms") && time)
        fail(ctx, at, `${metric} is not a time: write a percentage like "15%" or an amount in its unit`);
      else if (
        (RATE_REGRESSION_METRICS as readonly string[]).includes(metric) &&
        typeof v === "number" &&
        v > 1
      )
        fail(
          ctx,
          at,
          `${metric} is a share from 0 to 1: write ${v / 100} (points) or ${v}% (of the baseline's)`,
        );
    }
  }
}

/** A metric no run records, an unknown bucket or an aggregation that cannot apply fails now, not after the load. */
function checkGateMetrics(s: Parsed, ctx: Ctx): void {
  // Target series are gated over the whole run, not per stage: a stage SLO cannot name one.
  const sets: [(string | number)[], Parsed["thresholds"] | undefined, string[]][] = [
    [["thresholds"], s.thresholds, targetSeriesNames(s.evidence)],
    [["load", "slo"], s.load.slo, []],
  ];
  for (const [at, rules, targets] of sets) {
    for (const p of validateThresholds(rules ?? {}, targets))
      if (!p.syntax) fail(ctx, [...at, ...p.path], withMetricHint(p.message, p.path));
  }
  checkRegressionMetrics(s, ctx);
}

/** Every metric a threshold may name (target series aside), as the gate's validator knows them. */
const THRESHOLD_METRICS = [...RATE_METRICS, ...COUNTER_METRICS, ...TREND_METRICS];
/** Every metric a regression rule may compare. */
const REGRESSION_METRICS = [...RATE_REGRESSION_METRICS, ...TREND_METRICS];

/** A misspelt metric gets the name it was probably meant to be, beside the name as written. */
function withMetricHint(message: string, path: readonly (string | number)[]): string {
  const metric = path.length === 1 ? unknownMetric(String(path[0]), THRESHOLD_METRICS) : null;
  if (metric === null) return message;
  const near = hint(metric, THRESHOLD_METRICS);
  const named = `unknown metric ${JSON.stringify(metric)}`;
  return message.startsWith(named) ? `${named}${near}${message.slice(named.length)}` : `${message}${near}`;
}

/** The metric a gate key names when it is not one of `known` (target series are checked with the evidence), else null. */
function unknownMetric(key: string, known: readonly string[]): string | null {
  let metric: string;
  try {
    metric = parseMetricKey(key).metric;
  } catch {
    return null; // the key's own check reports it
  }
  return isTargetMetric(metric) || known.includes(metric) ? null : metric;
}

/** A regression rule on a metric no run records can never decide: refused now, not after the load. */
function checkRegressionMetrics(s: Parsed, ctx: Ctx): void {
  for (const key of Object.keys(s.regression?.metrics ?? {})) {
    const metric = unknownMetric(key, REGRESSION_METRICS);
    if (metric === null) continue;
    fail(
      ctx,
      ["regression", "metrics", key],
      `unknown metric ${JSON.stringify(metric)}${hint(metric, REGRESSION_METRICS)}; regression rules apply to ${REGRESSION_METRICS.join(", ")}`,
    );
  }
}

function checkMode(s: Parsed, ctx: Ctx): void {
  const single = s.mode.startsWith("single_agent");
  if (single && s.pairs.length !== 1) {
    const several = `; to compare agents use mode multi_agent_${s.mode.endsWith("single_task") ? "single_task" : "multi_session"}`;
    fail(ctx, ["pairs"], `mode ${s.mode} takes exactly one pair, got ${s.pairs.length}${several}`);
  }
  if (!single && s.pairs.length < 2) {
    fail(ctx, ["pairs"], `mode ${s.mode} takes at least two pairs, got ${s.pairs.length}`);
  }
  if (s.mode.endsWith("single_task")) {
    s.pairs.forEach((pair, i) => {
      if (pair.sessions !== 1) {
        fail(
          ctx,
          ["pairs", i, "sessions"],
          `mode ${s.mode} runs one session per pair, got ${JSON.stringify(pair.sessions)}`,
        );
      }
    });
  }
}

function checkPair(s: Parsed, pair: Parsed["pairs"][number], i: number, ctx: Ctx): void {
  const at = ["pairs", i];
  const targets = (["task", "dataset", "journey"] as const).filter((k) => pair[k] !== undefined);
  if (s.runtime.type === "http") {
    for (const k of targets.filter((t) => t !== "journey")) {
      fail(ctx, [...at, k], `runtime http calls an agent service; a pair takes a journey, not a ${k}`);
    }
    if (!pair.journey?.request && !s.runtime.http?.request) {
      fail(
        ctx,
        [...at, "journey"],
        "runtime http needs a journey with a request here, or runtime.http.request",
      );
    }
    // A service the scenario starts gives its own URL (on a free port unless one is set).
    if (!pair.journey?.base_url && !s.runtime.http?.base_url && !s.services.agent_service) {
      fail(
        ctx,
        ["runtime", "http", "base_url"],
        "runtime http needs a base_url, or a services.agent_service to start",
      );
    }
  } else if (targets.includes("journey")) {
    fail(ctx, [...at, "journey"], `a journey needs runtime.type http (runtime is ${s.runtime.type})`);
  } else if (targets.length !== 1) {
    const message =
      targets.length === 0 ? "set one of task or dataset" : "set only one of task or dataset, got both";
    fail(ctx, targets.length === 0 ? at : [...at, "dataset"], message);
  }
  checkAgent(s, pair.agent, [...at, "agent"], ctx);
}

function checkAgent(
  s: Parsed,
  agent: Parsed["pairs"][number]["agent"],
  at: (string | number)[],
  ctx: Ctx,
): void {
  if (agent.recipe) {
    checkRecipeAgent(agent, at, ctx);
    if (agent.recipe.scripts && s.runtime.type !== "docker")
      fail(
        ctx,
        [...at, "recipe", "scripts"],
        `a recipe's install scripts run only in a container of the task's image: runtime docker (runtime is ${s.runtime.type})`,
      );
    return;
  }
  const builtin = (BUILTIN_AGENTS as readonly string[]).includes(agent.name);
  if (!builtin && !agent.command && s.runtime.type !== "http") {
    const near = hint(agent.name, BUILTIN_AGENTS);
    fail(
      ctx,
      [...at, near ? "name" : "command"],
      near
        ? `unknown agent "${agent.name}"${near}; a custom agent needs a command`
        : `agent "${agent.name}" needs a command (built in: ${BUILTIN_AGENTS.join(", ")})`,
    );
  }
  const coding = (CODING_AGENT_NAMES as readonly string[]).includes(agent.name);
  for (const k of ["version", "args"] as const) {
    if (agent[k] !== undefined && (!coding || agent.command))
      fail(
        ctx,
        [...at, k],
        `${k} applies to the built-in coding agents (${CODING_AGENT_NAMES.join(", ")}) and recipes only`,
      );
  }
}

/** A declared recipe is the agent: its own name, its version in `npm`, no command beside it. */
function checkRecipeAgent(agent: Parsed["pairs"][number]["agent"], at: (string | number)[], ctx: Ctx): void {
  if ((BUILTIN_AGENTS as readonly string[]).includes(agent.name))
    fail(ctx, [...at, "name"], `"${agent.name}" is built in; a recipe agent needs a name of its own`);
  if (agent.command) fail(ctx, [...at, "command"], "an agent with a recipe takes no command");
  if (agent.version !== undefined)
    fail(ctx, [...at, "version"], "a recipe pins its version in recipe.npm (<package>@<version>)");
}

/**
 * The plan as a whole stays within the sessions limit: the pairs' sessions in all (twice with a
 * same-job reference arm), and the arrivals a rate schedule offers.
 */
function checkPlanSize(s: Parsed, ctx: Ctx): void {
  const max = limit("sessions");
  const arms = s.regression?.compare_with ? 2 : 1;
  let total = 0;
  for (const [i, pair] of s.pairs.entries()) {
    total += plannedSessions(pair.sessions) * arms;
    if (total > max) {
      fail(
        ctx,
        ["pairs", i, "sessions"],
        `the pairs plan ${total} sessions or more; at most ${max} (see Limits)`,
      );
      return;
    }
  }
  const load = s.load;
  if (load.strategy !== "rate") return;
  const arrivals = (rate: number, sec: number | undefined, at: (string | number)[]) => {
    const n = sec === undefined ? 0 : Math.round(rate * sec);
    if (n > max) fail(ctx, at, `offers ${n} arrivals; at most ${max} sessions (see Limits)`);
  };
  if (load.stages?.every((st) => st.rate !== undefined))
    for (const [i, st] of load.stages.entries())
      arrivals(st.rate!, st.hold_sec ?? load.duration_sec, ["load", "stages", i, "rate"]);
  else if (load.rate !== undefined) arrivals(load.rate, load.duration_sec, ["load", "rate"]);
}

function checkLoad(s: Parsed, ctx: Ctx): void {
  checkPlanSize(s, ctx);
  const load = s.load;
  if (load.strategy === "ramp" && !load.stages) {
    fail(ctx, ["load", "stages"], "strategy ramp needs stages: [{ concurrency, hold_sec }]");
  }
  if (
    load.strategy === "rate" &&
    load.rate === undefined &&
    !load.stages?.every((st) => st.rate !== undefined)
  ) {
    fail(
      ctx,
      ["load", "rate"],
      "strategy rate needs load.rate (sessions per second) or a rate on every stage",
    );
  }
}
