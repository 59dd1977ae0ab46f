/**
 * The scenario file, as zod schemas. Objects are strict: a misspelt key is an error, not a silent default.
 * Cross-field rules (mode, pair targets, load strategy) are in `checkScenario` at the end.
 */

import { z } from "zod";
import { PLACEHOLDERS } from "../agents/recipe.js";
import { CODING_AGENT_NAMES } from "../agents/table.js";
import { DIALECTS, RECIPE_TRACES } from "../agents/types.js";
import { targetSeriesNames } from "../evidence/presets.js";
// One grammar for thresholds: the gate's parser validates them here, before anything runs.
import { parseMetricKey, parseThreshold, validateThresholds } from "../gate/thresholds.js";
import { limit } from "../limits.js";
import { ERROR_BUCKETS } from "../metrics/events.js";
import { SAFE_NAME, SAFE_NAME_HINT } from "../paths.js";
import { LOCALES } from "../report/i18n.js";
import { EvidenceSchema } from "./evidence.js";
import { hint } from "./issues.js";

/** Agents that need no command: the two of Harbor's harness and the real coding agents (src/agents). */
/** Where run directories go unless told: `run` (a scenario's output_dir), `demo` and `serve` agree. */
export const DEFAULT_OUTPUT_DIR = "runs";

export const BUILTIN_AGENTS = ["oracle", "nop", ...CODING_AGENT_NAMES] as const;
export const MODES = [
  "single_agent_single_task",
  "single_agent_multi_session",
  "multi_agent_single_task",
  "multi_agent_multi_session",
] as const;

const NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]*$/;
/** A host variable's name or a scenario key (an env key, a header name such as x-api-key). */
const SECRET_REF = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

const count = (min: number) => z.int().min(min);
/** A session count: at most the sessions limit (src/limits.ts), so no plan outgrows the runner. */
const sessionCount = (min: number) =>
  count(min).max(limit("sessions"), { error: `at most ${limit("sessions")} sessions (see Limits)` });
/** Sessions in flight at once. */
const inFlight = () =>
  count(1).max(limit("concurrency"), { error: `at most ${limit("concurrency")} in flight (see Limits)` });
/** Object-level rules run only once the object's own fields are valid, so a misspelt key is reported first. */
const whenValid = { when: (payload: z.core.ParsePayload) => payload.issues.length === 0 };
/** YAML writes `PORT: 8080` as a number; env values are strings, so scalars are taken as written. */
const EnvValue = z
  .union([z.string(), z.number(), z.boolean()], { error: "expected a string" })
  .transform(String);
const EnvMap = z.record(z.string(), EnvValue);
const StringMap = z.record(z.string(), z.string());
const Argv = z.array(z.string()).min(1, "expected a non-empty argv list, e.g. [python, agent.py]");
const Port = z.int().min(0).max(65535);
const Fraction = z.number().min(0).max(1);

/** Runs the k6 threshold parser as a zod check so bad expressions fail at load time. */
function expression(what: string) {
  return z.string().superRefine((value, ctx) => {
    try {
      parseThreshold(value);
    } catch (err) {
      ctx.addIssue({
        code: "custom",
        message: (err as Error).message.replace(/^invalid threshold/, `invalid ${what}`),
      });
    }
  });
}

const MetricKeySchema = z.string().superRefine((value, ctx) => {
  try {
    parseMetricKey(value);
  } catch (err) {
    ctx.addIssue({ code: "custom", message: (err as Error).message });
  }
});

const RECIPE_TEXT = limit("recipeTextBytes");
const RECIPE_ENTRIES = limit("recipeEntries");
/** A recipe's text: bounded, and only the placeholders a launch fills (`{{instruction}}` in args only). */
const recipeText = (args: boolean) =>
  z
    .string()
    .refine((t) => Buffer.byteLength(t) <= RECIPE_TEXT, `at most ${RECIPE_TEXT} bytes (see Limits)`)
    .superRefine((t, ctx) => {
      for (const [, key] of t.matchAll(/\{\{(\w+)\}\}/g)) {
        const known = args ? PLACEHOLDERS : PLACEHOLDERS.filter((k) => k !== "instruction" && k !== "args");
        if (!(known as readonly string[]).includes(key as string))
          ctx.addIssue({
            code: "custom",
            message: `unknown placeholder {{${key}}} (known: ${known.join(", ")})`,
          });
      }
    });
const recipeList = <T extends z.ZodType>(item: T) =>
  z.array(item).max(RECIPE_ENTRIES, { error: `at most ${RECIPE_ENTRIES} entries (see Limits)` });

export const AgentRecipeSchema = z
  .strictObject({
    npm: z
      .string()
      .max(300)
      .regex(
        /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*@\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/,
        "expected <package>@<exact version>, e.g. @kilocode/cli@7.7.7 (a range or tag is not pinned)",
      )
      .describe("The npm package and its exact version, e.g. `@kilocode/cli@7.7.7`."),
    bin: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, "expected a plain program name, e.g. kilo")
      .describe("The program the package installs in node_modules/.bin."),
    args: recipeList(recipeText(true))
      .default([])
      .describe(
        "The headless command's arguments; `{{instruction}}` is the task's prompt, `{{args}}` where model_args and agent.args go (else at the end).",
      ),
    model_args: recipeList(recipeText(false))
      .optional()
      .describe('Arguments added only when a model is known, e.g. ["--model", "{{model}}"].'),
    env: z
      .record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "expected a variable name"), recipeText(false))
      .refine(
        (e) => Object.keys(e).length <= RECIPE_ENTRIES,
        `at most ${RECIPE_ENTRIES} variables (see Limits)`,
      )
      .optional()
      .describe("Variables for the agent; `{{base_url}}`, `{{model}}` and `{{home}}` are filled in."),
    files: recipeList(
      z.strictObject({
        path: z
          .string()
          .regex(
            /^(?!.*(^|\/)\.\.(\/|$))[A-Za-z0-9._-][A-Za-z0-9._/-]{0,199}$/,
            "expected a path under HOME, no ..",
          )
          .describe("Relative to the session's HOME."),
        content: recipeText(false).describe(
          "The file's text, placeholders filled in; name keys by their variable, not their value.",
        ),
      }),
    )
      .optional()
      .describe("Config files written under the session's HOME before the agent starts."),
    trace: z
      .enum(RECIPE_TRACES)
      .describe(
        "What the agent prints on stdout: `stream-json` (Claude Code's), `jsonl` (JSON event lines), `none`, or a built-in's format (`codex-json`, `opencode-json`, `gemini-stream`).",
      ),
    dialect: z
      .enum(DIALECTS)
      .describe(
        "The API it speaks: decides the base URL and key variables it is given (OpenAI, Anthropic, Responses, Gemini).",
      ),
  })
  .describe("An npm-distributed agent installed and run like the built-ins (see docs/agent-recipes.md).");

export const AgentSpecSchema = z
  .strictObject({
    name: z
      .string()
      .min(1)
      .describe(
        "Agent name; `oracle`, `nop`, `claude-code`, `codex`, `gemini-cli`, `qwen-code`, `opencode`, `kilo` and `pi` are built in and need no command; with a `recipe`, any name of your own.",
      ),
    version: z
      .string()
      .regex(/^[0-9A-Za-z.+-]+$/, "expected an npm version, e.g. 0.24.4")
      .optional()
      .describe("Version of a built-in coding agent's npm package (default: the pinned one)."),
    args: z
      .array(z.string())
      .optional()
      .describe("Extra flags for a built-in coding agent's or a recipe's headless command."),
    command: Argv.optional().describe("argv of a custom agent, run in the task workspace."),
    mount: z.string().optional().describe("Folder copied into the session's workspace as /agent."),
    env: EnvMap.optional(),
    install: z.string().optional().describe("Shell command run once per session before the agent."),
    model: z.string().optional(),
    timeout_sec: z.number().positive().optional().describe("Overrides the task's [agent].timeout_sec."),
    recipe: AgentRecipeSchema.optional(),
  })
  .describe("The agent under test.");

const RequestTemplateSchema = z
  .strictObject({
    method: z.enum(["GET", "POST", "PUT", "PATCH", "DELETE"]).default("POST"),
    path: z.string().optional().describe("Path appended to base_url."),
    url: z.string().optional().describe("Absolute URL, instead of path."),
    headers: StringMap.optional(),
    body: z.unknown().optional().describe("JSON body."),
  })
  .refine((r) => (r.path === undefined) !== (r.url === undefined), {
    message: "set exactly one of path or url",
    ...whenValid,
  });

const StreamSchema = z
  .strictObject({
    format: z.enum(["ndjson", "sse", "poll", "none"]),
    token_event: z.string().optional().describe('Selector of content-bearing events, e.g. "type=token".'),
    done_event: z.string().optional(),
    status_path: z.string().optional(),
    error_path: z.string().optional(),
    poll: z
      .strictObject({
        url: z.string(),
        interval_ms: z.number().positive(),
        terminal_states: z.array(z.string()).min(1),
      })
      .optional(),
  })
  .refine((s) => s.format !== "poll" || s.poll !== undefined, {
    message: "format poll needs a poll: { url, interval_ms, terminal_states } block",
    path: ["poll"],
    ...whenValid,
  });

const SuccessSchema = z.strictObject({
  status_in: z.array(z.string()).optional(),
  status_path: z.string().optional(),
  http_status: z.array(z.int().min(100).max(599)).optional(),
});

const httpTargetFields = {
  base_url: z.url({ protocol: /^https?$/, error: "expected an http(s) URL" }).optional(),
  request: RequestTemplateSchema.optional(),
  stream: StreamSchema.optional(),
  success: SuccessSchema.optional(),
  timeout_sec: z.number().positive().optional(),
  headers: StringMap.optional(),
  expected_states: z.array(z.string()).optional(),
  trace_header: z.string().optional(),
};

/** An agent service reached over HTTP: how to call it, read its stream and judge success. */
export const HttpTargetSchema = z.strictObject(httpTargetFields);
/** A named HTTP journey of one pair; unset fields fall back to `runtime.http`. */
export const JourneySchema = z.strictObject({ name: z.string().regex(NAME), ...httpTargetFields });

const DatasetSchema = z.strictObject({
  path: z.string().min(1).describe("Folder whose direct subfolders are Harbor tasks."),
  task_names: z.array(z.string()).optional().describe("Globs on task folder names to include."),
  exclude_task_names: z.array(z.string()).optional().describe("Globs on task folder names to exclude."),
  n_tasks: count(1).optional().describe("Keep the first N tasks after filtering."),
});

const PairSchema = z.strictObject({
  agent: AgentSpecSchema,
  task: z.string().min(1).optional().describe("Path of a Harbor task folder."),
  dataset: DatasetSchema.optional(),
  journey: JourneySchema.optional(),
  sessions: sessionCount(1).default(1),
  n_concurrent: inFlight().default(1),
  weight: z.number().positive().default(1),
  tags: StringMap.default({}),
});

const RuntimeType = z.enum(["local", "docker", "http"]);

const RuntimeObject = z.strictObject({
  type: RuntimeType.default("local"),
  docker: z
    .strictObject({
      network_mode: z.string().default("bridge"),
      pids_limit: count(1).default(512),
      prewarm: count(0).default(0),
      keep_containers: z.boolean().optional(),
      base_image: z.string().optional(),
      platform: z.string().optional(),
    })
    .optional(),
  http: HttpTargetSchema.optional(),
});

/** `runtime: docker` is `runtime: { type: docker }` (see shorthands.ts, which expands it in the file). */
// The mapping first: a wrong field inside it is the error worth reporting, not "not a word".
const RuntimeSchema = z.union([
  RuntimeObject,
  RuntimeType.transform((type) => RuntimeObject.parse({ type })),
]);

const ServicesSchema = z.strictObject({
  mock_llm: z
    .strictObject({
      host: z.string().default("127.0.0.1"),
      port: Port.default(0).describe("0 picks a free port."),
      ttft_ms: z.number().min(0).default(50),
      itl_ms: z.number().min(0).default(10),
      tokens: count(1).default(16),
      jitter_ms: z.number().min(0).default(0),
      seed: z.int().default(1),
      capacity: count(1).optional().describe("Concurrent streams served before queueing."),
      script: z.string().optional(),
      faults: z
        .strictObject({
          rate_429: Fraction.optional(),
          rate_500: Fraction.optional(),
          rate_stall: Fraction.optional(),
          rate_disconnect: Fraction.optional(),
          rate_malformed: Fraction.optional(),
        })
        .optional(),
      model: z.string().default("mock-1"),
    })
    .optional(),
  gateway: z
    .strictObject({
      upstream: z.string().optional(),
      enabled: z
        .boolean()
        .optional()
        .describe("Default: on for built-in coding agents against the mock, else off."),
    })
    .optional(),
  agent_service: z
    .strictObject({
      command: Argv.optional(),
      image: z.string().optional(),
      dockerfile: z.string().optional(),
      context: z.string().optional(),
      port: Port.optional(),
      health_path: z.string().default("/health"),
      env: EnvMap.optional(),
      startup_timeout_sec: z.number().positive().default(60),
    })
    .refine((s) => s.command !== undefined || s.image !== undefined || s.dockerfile !== undefined, {
      message: "set command, image or dockerfile",
      ...whenValid,
    })
    .optional(),
});

const SloSchema = z.record(MetricKeySchema, z.union([expression("SLO"), z.array(expression("SLO"))]));

const LoadSchema = z.strictObject({
  strategy: z.enum(["fixed", "ramp", "find_max", "rate"]).default("fixed"),
  concurrency: inFlight().optional(),
  stages: z
    .array(
      z.strictObject({
        concurrency: inFlight(),
        hold_sec: z.number().min(0).optional(),
        sessions: sessionCount(1).optional(),
        rate: z.number().positive().optional(),
      }),
    )
    .min(1)
    .max(limit("stages"), { error: `at most ${limit("stages")} stages (see Limits)` })
    .optional(),
  warmup_sessions: sessionCount(0).default(0),
  warmup_sec: z.number().min(0).default(0),
  duration_sec: z.number().positive().optional(),
  rate: z.number().positive().optional().describe("Session arrivals per second (strategy rate)."),
  arrival: z.enum(["constant", "poisson"]).default("constant"),
  max_in_flight: inFlight().optional(),
  mix: z.enum(["weighted", "sequential"]).default("sequential"),
  seed: z.int().default(1),
  slo: SloSchema.optional().describe("Limits find_max holds each step to, same grammar as thresholds."),
  bisect: z.boolean().default(false),
  knee_gain: z.number().positive().default(0.1),
  break_error_rate: Fraction.default(0.1),
  circuit_breaker_error_rate: Fraction.default(0.3),
  max_sessions: sessionCount(1).optional(),
});

const ThresholdEntry = z.union(
  [
    expression("threshold"),
    z.strictObject({
      threshold: expression("threshold"),
      abortOnFail: z.boolean().optional(),
      delayAbortEval: z.string().optional(),
    }),
  ],
  {
    error:
      "expected a threshold expression such as p(95)<2500, or { threshold, abortOnFail?, delayAbortEval? }",
  },
);

const ThresholdsSchema = z
  .record(MetricKeySchema, z.union([expression("threshold"), z.array(ThresholdEntry)]))
  .describe("k6-style thresholds: metric (optionally {tag:value}) to expressions like p(95)<2500.");

const Change = z.union([z.string().regex(/^[0-9]+(\.[0-9]+)?%$/), z.number().min(0)], {
  error: 'expected a percentage like "15%" or an absolute amount in the metric\'s unit',
});

const RegressionSchema = z.strictObject({
  baseline: z
    .string()
    .optional()
    .describe("Baseline file; default baselines/<name>.json from the working folder."),
  on_missing: z.enum(["fail", "warn", "pass"]).default("fail"),
  confidence: z.number().gt(0).lt(1).default(0.95),
  seed: z.int().default(1),
  min_samples: count(1).default(20),
  metrics: z
    .record(
      MetricKeySchema,
      z.strictObject({
        max_increase: Change.optional(),
        max_decrease: Change.optional(),
        statistic: z.enum(["p50", "p90", "p95", "p99", "mean", "rate"]).optional(),
        advisory: z.boolean().optional(),
      }),
    )
    .default({}),
  new_error_buckets: z.enum(["fail", "warn", "ignore"]).default("warn"),
  history: z.strictObject({ window: count(1).default(20), min_runs: count(1).default(5) }).optional(),
  // A reference agent run in the same job, interleaved with the candidate on the same tasks, as the baseline.
  compare_with: z.strictObject({ agent: AgentSpecSchema }).optional(),
});

const SamplingSchema = z.strictObject({
  resource_interval_ms: z.int().positive().default(1000),
  keep_logs: z.enum(["all", "failed", "none"]).default("all"),
  log_excerpt_bytes: count(0).default(4096),
});

const RetrySchema = z.strictObject({
  max_retries: count(0).default(0),
  backoff_ms: z.number().min(0).default(1000),
  on_buckets: z.array(z.enum(ERROR_BUCKETS)).optional(),
});

const ScenarioFields = z.strictObject({
  $schema: z.string().optional(),
  // It names the run folder and the baseline file: never a path (see paths.ts).
  name: z.string().regex(SAFE_NAME, SAFE_NAME_HINT),
  description: z.string().optional(),
  mode: z.enum(MODES).default("single_agent_multi_session"),
  pairs: z.array(PairSchema).min(1, "expected at least one pair"),
  runtime: RuntimeSchema.prefault({}),
  services: ServicesSchema.prefault({}),
  load: LoadSchema.prefault({}),
  thresholds: ThresholdsSchema.default({}),
  // Absent means no regression gate; present, a missing baseline fails unless on_missing says otherwise.
  regression: RegressionSchema.optional(),
  labels: StringMap.default({}).describe("Versions recorded with the baseline: model, prompt, dataset."),
  sampling: SamplingSchema.prefault({}),
  retry: RetrySchema.prefault({}),
  output_dir: z.string().default(DEFAULT_OUTPUT_DIR),
  report: z
    .strictObject({
      locale: z
        .enum(LOCALES)
        .default("en")
        .describe("Language of report.md, the PR comment, the job summary and the dashboard."),
    })
    .prefault({}),
  success_reward_threshold: z.number().default(1.0),
  secrets: z
    .array(
      z.string().regex(SECRET_REF, "expected a variable name or a scenario key, e.g. PROD_CRED or x-api-key"),
    )
    .default([])
    .describe(
      "Names whose values are secret besides those named like one: host variables (`${VAR}`) and scenario keys (env keys, header names).",
    ),
  evidence: EvidenceSchema.optional(),
  diagnosis: z
    .strictObject({
      llm: z
        .strictObject({
          url_env: z.string(),
          key_env: z.string().optional(),
          model_env: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
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
      if (!p.syntax) fail(ctx, [...at, ...p.path], p.message);
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
        fail(ctx, ["pairs", i, "sessions"], `mode ${s.mode} runs one session per pair, got ${pair.sessions}`);
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
    total += pair.sessions * arms;
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
