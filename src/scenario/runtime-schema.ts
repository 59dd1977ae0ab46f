/**
 * Where sessions run and what they talk to: `runtime:` (local, docker, or http with the journey's
 * request, stream and success rules, shared by `runtime.http` and each pair's `journey`) and
 * `services:`, the servers the run starts beside the agents (mock LLM, gateway, agent service).
 */
import { z } from "zod";
import { Argv, count, EnvMap, Fraction, Port, StringMap, whenValid } from "./schema-parts.js";

const NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]*$/;

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
export const RuntimeSchema = z
  .union([RuntimeObject, RuntimeType.transform((type) => RuntimeObject.parse({ type }))])
  .describe("Where sessions run: `runtime: docker` is short for `runtime: { type: docker }`.");

export const ServicesSchema = z.strictObject({
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
      prompt_cache: z
        .boolean()
        .optional()
        .describe(
          "Report the conversation before the model's last answer as cached prompt tokens, as a provider's prompt cache would (default: nothing cached).",
        ),
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
