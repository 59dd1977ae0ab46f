/**
 * The scenario file, as zod schemas. Objects are strict: a misspelt key is an error, not a silent default.
 * Cross-field rules (mode, pair targets, load strategy) are in `checkScenario` at the end.
 */

import { z } from "zod";
import { PLACEHOLDERS } from "../agents/recipe.js";
import { CODING_AGENT_NAMES } from "../agents/table.js";
import { DIALECTS, RECIPE_TRACES } from "../agents/types.js";
import { ERROR_BUCKETS } from "../events/events.js";
import { targetSeriesNames } from "../evidence/presets.js";
import { LOCALES } from "../i18n/i18n.js";
// One grammar for thresholds: the gate's parser validates them here, before anything runs.
import { limit } from "../limits.js";
import { SAFE_NAME, SAFE_NAME_HINT } from "../paths.js";
import { DEFAULT_OUTPUT_DIR } from "./defaults.js";
import { EvidenceSchema } from "./evidence.js";
import { hint } from "./issues.js";
import {
  COUNTER_METRICS,
  isTargetMetric,
  parseMetricKey,
  parseThreshold,
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
    scripts: z
      .boolean()
      .default(false)
      .describe(
        "Run the package's install scripts (off by default). Then it installs in a container of the task's image (docker runtime), never on the runner.",
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
    command: Argv.optional()
      .describe("argv of a custom agent, run in the task workspace.")
      .meta({ examples: [["node", "/agent/agent.mjs"]] }),
    mount: z
      .string()
      .optional()
      .describe(
        "Folder copied into the session's workspace as /agent. It must resolve (links followed) inside the scenario's repository or the one the run starts in, unless the run admits it with --allow-host-path (the Action's allow-host-path).",
      ),
    env: EnvMap.optional().describe(
      "Variables the agent gets, over the run's own (LLM base URLs, AGENT_INSTRUCTION, …); a key named like a credential is secret.",
    ),
    install: z
      .string()
      .optional()
      .describe("Shell command run once per session before the agent, timed as agent_setup."),
    model: z
      .string()
      .optional()
      .describe("Model a built-in coding agent asks for (default: the mock LLM's model)."),
    timeout_sec: z
      .number()
      .positive()
      .optional()
      .describe("Seconds the agent may run; overrides the task's [agent] timeout_sec (and a step's)."),
    recipe: AgentRecipeSchema.optional(),
  })
  .describe("The agent under test.");

const RequestTemplateSchema = z
  .strictObject({
    method: z.enum(["GET", "POST", "PUT", "PATCH", "DELETE"]).default("POST").describe("HTTP method."),
    path: z
      .string()
      .optional()
      .describe(
        "Path appended to base_url; may hold {{session_id}}, {{trace_id}}, {{case_id}}, {{journey}}.",
      ),
    url: z.string().optional().describe("Absolute URL, instead of path."),
    headers: StringMap.optional().describe("Request headers; values may hold {{…}} placeholders."),
    body: z
      .unknown()
      .optional()
      .describe("JSON body; strings in it may hold {{…}} placeholders.")
      .meta({ examples: [{ input: "{{case_id}}", session: "{{session_id}}" }] }),
  })
  .refine((r) => (r.path === undefined) !== (r.url === undefined), {
    message: "set exactly one of path or url",
    ...whenValid,
  })
  .describe("The request that starts a journey: exactly one of path or url.");

const StreamSchema = z
  .strictObject({
    format: z
      .enum(["ndjson", "sse", "poll", "none"])
      .describe(
        "How the reply is read: an NDJSON or SSE stream, a JSON reply then polling (poll), or one JSON reply (none).",
      ),
    token_event: z
      .string()
      .optional()
      .describe(
        'Selector of content-bearing events (default "type=token"); `field=a|b` matches either value.',
      ),
    done_event: z
      .string()
      .optional()
      .describe('Selector of the event that ends the stream (default "type=done").'),
    status_path: z
      .string()
      .optional()
      .describe('Dotted path of the business status in an event or reply (default "status").'),
    error_path: z
      .string()
      .optional()
      .describe(
        'Dotted path of an error in an event or reply (default "error"); one present fails the session.',
      ),
    poll: z
      .strictObject({
        url: z
          .string()
          .describe(
            "URL polled after the first reply, relative to the request's; may use {{response.<field>}}.",
          ),
        interval_ms: z.number().positive().describe("Milliseconds between polls."),
        terminal_states: z
          .array(z.string())
          .min(1)
          .describe("Statuses that end polling; the journey's timeout_sec bounds the wait."),
      })
      .optional()
      .describe("With format poll: where and how often to poll."),
  })
  .refine((s) => s.format !== "poll" || s.poll !== undefined, {
    message: "format poll needs a poll: { url, interval_ms, terminal_states } block",
    path: ["poll"],
    ...whenValid,
  })
  .describe("How the service's reply is read: stream format and event mapping.");

const SuccessSchema = z
  .strictObject({
    status_in: z
      .array(z.string())
      .optional()
      .describe("Business statuses that pass; another (or none) is business_failed.")
      .meta({ examples: [["succeeded", "degraded"]] }),
    status_path: z
      .string()
      .optional()
      .describe("Dotted path of the status status_in reads (default: stream.status_path, else status)."),
    http_status: z
      .array(z.int().min(100).max(599))
      .optional()
      .describe("HTTP statuses that pass (default: any 2xx)."),
  })
  .describe("What makes a journey a success beyond a complete reply.");

const httpTargetFields = {
  base_url: z
    .url({ protocol: /^https?$/, error: "expected an http(s) URL" })
    .optional()
    .describe("The service's URL; default: the URL of services.agent_service."),
  request: RequestTemplateSchema.optional(),
  stream: StreamSchema.optional(),
  success: SuccessSchema.optional(),
  timeout_sec: z
    .number()
    .positive()
    .optional()
    .describe("Seconds a journey may take, polling included (default 120); past it: timeout."),
  headers: StringMap.optional().describe("Headers sent with every request, under the request's own."),
  expected_states: z
    .array(z.string())
    .optional()
    .describe("Statuses a journey should pass through; the ones missed are recorded per session."),
  trace_header: z
    .string()
    .optional()
    .describe("A header that also carries the trace id, besides traceparent."),
};

/** An agent service reached over HTTP: how to call it, read its stream and judge success. */
export const HttpTargetSchema = z.strictObject(httpTargetFields);
/** A named HTTP journey of one pair; unset fields fall back to `runtime.http`. */
export const JourneySchema = z
  .strictObject({
    name: z.string().regex(NAME).describe("The journey's name in the report ({{journey}} in templates)."),
    ...httpTargetFields,
  })
  .describe(
    "This pair's HTTP journey (runtime http); unset fields fall back to runtime.http. Without one, its sessions are named after the pair's scenario tag, else the request (POST /v1/chat).",
  );

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
  sessions: sessionCount(1)
    .default(1)
    .describe("Sessions this pair runs; a same-job reference arm runs as many."),
  n_concurrent: inFlight()
    .default(1)
    .describe("Sessions of this pair in flight at once (capped by load.concurrency)."),
  weight: z.number().positive().default(1).describe("Share of sessions under load.mix weighted."),
  tags: StringMap.default({})
    .describe("Tags on this pair's sessions, for selectors like e2e_ms{scenario:x}.")
    .meta({ examples: [{ scenario: "echo" }] }),
});

const RuntimeType = z.enum(["local", "docker", "http"]);

const RuntimeObject = z.strictObject({
  type: RuntimeType.default("local").describe(
    "local: the agent as a child process; docker: one container per session; http: journeys against an agent service.",
  ),
  docker: z
    .strictObject({
      network_mode: z
        .string()
        .default("bridge")
        .describe("Session containers' network: bridge, host, none or a network name."),
      pids_limit: count(1).default(512).describe("Most processes a session container may hold."),
      prewarm: count(0)
        .default(0)
        .describe("Containers created ahead per task, so env_setup leaves the measured path."),
      keep_containers: z.boolean().optional().describe("Leave session containers in place, for debugging."),
      base_image: z
        .string()
        .optional()
        .describe("Build argument BASE_IMAGE for task Dockerfiles that declare ARG BASE_IMAGE."),
      platform: z.string().optional().describe('Platform of image builds and pulls, e.g. "linux/amd64".'),
      agent_install: z
        .enum(["auto", "mount", "layer"])
        .default("auto")
        .describe(
          "How a built-in agent's install reaches session containers: mount (read-only from this machine's agent cache, nothing built), layer (copied into an image built on the task's, for an engine on another machine), auto (mount when the engine is reached through a local socket, else layer).",
        ),
    })
    .optional()
    .describe("Settings of the docker runtime."),
  http: HttpTargetSchema.optional().describe(
    "The agent service (runtime http): every pair's journey defaults, or the one journey.",
  ),
});

/** `runtime: docker` is `runtime: { type: docker }` (see shorthands.ts, which expands it in the file). */
// The mapping first: a wrong field inside it is the error worth reporting, not "not a word".
const RuntimeSchema = z
  .union([RuntimeObject, RuntimeType.transform((type) => RuntimeObject.parse({ type }))])
  .describe("Where sessions run: `runtime: docker` is short for `runtime: { type: docker }`.");

const ServicesSchema = z.strictObject({
  mock_llm: z
    .strictObject({
      host: z.string().default("127.0.0.1").describe("Address the mock LLM listens on."),
      port: Port.default(0).describe("Port the mock LLM listens on; 0 picks a free port."),
      ttft_ms: z.number().min(0).default(50).describe("Milliseconds before the first token."),
      itl_ms: z.number().min(0).default(10).describe("Milliseconds between later tokens."),
      tokens: count(1).default(16).describe("Output tokens of a reply the script does not decide."),
      jitter_ms: z
        .number()
        .min(0)
        .default(0)
        .describe(
          "Seeded jitter: TTFT moves by up to ±jitter_ms, each later token by up to +min(jitter_ms, itl_ms).",
        ),
      seed: z.int().default(1).describe("Seed of the jitter, the generated text and the fault draw."),
      capacity: count(1)
        .optional()
        .describe("Requests served at once; the rest queue in order (default: unlimited)."),
      script: z
        .string()
        .optional()
        .describe("YAML or JSON script answering by turn or by rule (relative to the scenario)."),
      faults: z
        .strictObject({
          rate_429: Fraction.optional().describe("Share of requests answered 429 (with retry-after)."),
          rate_500: Fraction.optional().describe("Share of requests answered 500."),
          rate_stall: Fraction.optional().describe("Share of streams that stall mid-reply (30 s)."),
          rate_disconnect: Fraction.optional().describe("Share of streams cut mid-reply."),
          rate_malformed: Fraction.optional().describe("Share of streams with a malformed chunk."),
        })
        .optional()
        .describe("Injected faults, exact shares of model requests, seeded."),
      model: z
        .string()
        .default("mock-1")
        .describe("Model named in /v1/models and used when a request names none."),
      replay: z
        .string()
        .optional()
        .describe(
          "A cassette folder (recorded by services.gateway.record): each session replays a recorded conversation of its task instead of scripted answers; a request that does not match is bucket replay_mismatch.",
        ),
      timing: z
        .string()
        .regex(
          /^(recorded|fixed|scaled\(\s*\d+(\.\d+)?\s*\))$/,
          "expected recorded, fixed or scaled(<factor>)",
        )
        .optional()
        .describe(
          "Replay timing: recorded (default), scaled(<factor>) (every offset times the factor), or fixed (ttft_ms, itl_ms).",
        ),
    })
    .refine((m) => m.timing === undefined || m.replay !== undefined, {
      message: "timing applies to replay: set replay too",
      path: ["timing"],
      ...whenValid,
    })
    .optional()
    .describe(
      "A deterministic LLM server for the run; agents get OPENAI_BASE_URL, ANTHROPIC_BASE_URL and GOOGLE_GEMINI_BASE_URL pointing at it.",
    ),
  gateway: z
    .strictObject({
      upstream: z
        .string()
        .optional()
        .describe("URL of the LLM the gateway forwards to (default: the mock LLM)."),
      record: z
        .string()
        .optional()
        .describe(
          "A cassette folder: every call of every session is recorded there (normalised request, response chunks with their timing; never keys or headers), one file per session under its task.",
        ),
      enabled: z
        .boolean()
        .optional()
        .describe("Default: on with record, and for built-in coding agents against the mock; else off."),
    })
    .optional()
    .describe(
      "A recording proxy between agents and their LLM: every call becomes an llm span with TTFT and tokens.",
    ),
  agent_service: z
    .strictObject({
      command: Argv.optional()
        .describe("argv of the service, run in the scenario's folder; it listens on $PORT (127.0.0.1).")
        .meta({ examples: [["node", "service.mjs"]] }),
      image: z.string().optional().describe("Image run as the service, on the host network."),
      dockerfile: z
        .string()
        .optional()
        .describe("Dockerfile built (cached by content) and run as the service."),
      context: z.string().optional().describe("Build context of dockerfile (default: its folder)."),
      port: Port.optional().describe(
        "Port the service listens on, given to it as PORT (default: a free port for a command, 8080 for a container).",
      ),
      health_path: z
        .string()
        .default("/health")
        .describe("Path polled until it answers 2xx; the run starts then."),
      env: EnvMap.optional().describe(
        "Variables the service gets, over the LLM base URLs; PORT and AGENT_RUN_ID are always set.",
      ),
      startup_timeout_sec: z
        .number()
        .positive()
        .default(60)
        .describe("Seconds the service has to become healthy (an image build or pull gets ten times this)."),
    })
    .refine((s) => s.command !== undefined || s.image !== undefined || s.dockerfile !== undefined, {
      message: "set command, image or dockerfile",
      ...whenValid,
    })
    .optional()
    .describe(
      "The agent service the run starts for its journeys (runtime http): a command, an image or a Dockerfile, once per run.",
    ),
});

const SloSchema = z.record(
  MetricKeySchema,
  z
    .union([expression("SLO"), z.array(expression("SLO"))])
    .describe("One expression or a list, e.g. p(95)<5000."),
);

const LoadSchema = z.strictObject({
  strategy: z
    .enum(["fixed", "ramp", "find_max", "rate"])
    .default("fixed")
    .describe(
      "fixed: a closed loop until the plan is done; ramp: concurrency follows stages; find_max: stages until load.slo breaks; rate: an open loop of arrivals per second.",
    ),
  concurrency: inFlight()
    .optional()
    .describe("Cap on sessions in flight for strategy fixed (default: the pairs' n_concurrent summed)."),
  stages: z
    .array(
      z
        .strictObject({
          concurrency: inFlight().describe("Sessions in flight during the stage."),
          hold_sec: z.number().min(0).optional().describe("Seconds the stage lasts (ramp, rate)."),
          sessions: sessionCount(1).optional().describe("Sessions the stage runs (find_max)."),
          rate: z.number().positive().optional().describe("Arrivals per second during the stage (rate)."),
        })
        .describe("One step of the schedule."),
    )
    .min(1)
    .max(limit("stages"), { error: `at most ${limit("stages")} stages (see Limits)` })
    .optional()
    .describe("The schedule of ramp, find_max and a staged rate, in order.")
    .meta({
      examples: [
        [
          { concurrency: 2, hold_sec: 30 },
          { concurrency: 8, hold_sec: 30 },
        ],
      ],
    }),
  warmup_sessions: sessionCount(0)
    .default(0)
    .describe("First sessions of the plan run as warm-up: recorded, never gated."),
  warmup_sec: z
    .number()
    .min(0)
    .default(0)
    .describe("Sessions that start in the run's first seconds are warm-up: recorded, never gated."),
  duration_sec: z.number().positive().optional().describe("Seconds strategy rate offers arrivals for."),
  rate: z.number().positive().optional().describe("Session arrivals per second (strategy rate)."),
  arrival: z
    .enum(["constant", "poisson"])
    .default("constant")
    .describe("Arrival process of strategy rate: evenly spaced, or seeded Poisson."),
  max_in_flight: inFlight().optional().describe("Cap on sessions in flight under strategy rate."),
  mix: z
    .enum(["weighted", "sequential"])
    .default("sequential")
    .describe(
      "How pairs share the plan: take turns (sequential), or by weight in a seeded order (weighted).",
    ),
  seed: z.int().default(1).describe("Seed of the weighted mix and the Poisson arrivals."),
  slo: SloSchema.optional()
    .describe("Limits find_max holds each step to, same grammar as thresholds.")
    .meta({ examples: [{ e2e_ms: ["p(95)<20000"], errors: ["rate<0.05"] }] }),
  bisect: z
    .boolean()
    .default(false)
    .describe("find_max: after the first breach, bisect between the last good and the breaching stage."),
  knee_gain: z
    .number()
    .positive()
    .default(0.1)
    .describe("Throughput growth (0.1 = 10%) a later stage must show for the knee to move past a stage."),
  break_error_rate: Fraction.default(0.1).describe("Error rate that marks a stage as the break point."),
  circuit_breaker_error_rate: Fraction.default(0.3).describe(
    "Error rate of a stage past which ramp and find_max run no further stages.",
  ),
  max_sessions: sessionCount(1)
    .optional()
    .describe("Most sessions the run starts in all; ramp and rate cycle through the plan up to it."),
});

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

const ThresholdsSchema = z
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

const RegressionSchema = z
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
