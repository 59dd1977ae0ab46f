/**
 * What a line of events.jsonl must hold before the recorder reads it. The file may come from an
 * artifact or a hand edit: a line that is not a RunEvent is an error naming its field, never a crash.
 * Objects are loose (newer fields pass), but every field the recorder reads has its type checked,
 * and every measurement a line holds alone is possible: latencies finite and >= 0, a span or phase
 * that ends after it starts, a passed session without an error bucket and a failed one with one.
 */
import { z } from "zod";
import { limit } from "../limits.js";
import { ERROR_BUCKETS, PHASES, SPAN_KINDS } from "./events.js";

const num = z.number().refine(Number.isFinite, "expected a finite number");
const optNum = num.nullable().optional();
/** Past this a latency (31 years) is no measurement, and the histograms could not hold it. */
export const MAX_LATENCY_MS = limit("latencyMs");
/** Times are epoch ms: within this of 1970 (year ±33,000), so a difference of two is a finite number. */
const MAX_TIME_MS = limit("timeMs");
/** A model name as a provider sends it: longer is not a name. */
export const MAX_MODEL_CHARS = 200;
/** A duration in ms: what a percentile of a latency is made of. */
const ms = num.refine((v) => v >= 0 && v <= MAX_LATENCY_MS, {
  message: `expected a latency: a number from 0 to ${MAX_LATENCY_MS} ms`,
  params: { kind: "latency" },
});
const optMs = ms.nullable().optional();
const time = num.refine((v) => Math.abs(v) <= MAX_TIME_MS, {
  message: `expected a time in epoch ms, within ${MAX_TIME_MS} of 1970`,
  params: { kind: "latency" },
});
const str = z.string();
const endsAfterStart: [
  (o: { start: number; end: number }) => boolean,
  { message: string; path: string[]; params: { kind: EventProblemKind } },
] = [
  (o) => o.end >= o.start && o.end - o.start <= MAX_LATENCY_MS,
  {
    message: `expected end - start from 0 to ${MAX_LATENCY_MS} ms: a negative or impossible duration`,
    path: ["end"],
    params: { kind: "latency" },
  },
];

const span = z
  .looseObject({
    kind: z.enum(SPAN_KINDS),
    name: str,
    start: time,
    end: time,
    ok: z.boolean(),
    ttft_ms: optMs,
    tokens_in: optNum,
    tokens_out: optNum,
    tokens_cached: optNum,
    tool_calls: optNum,
    model: z.string().max(MAX_MODEL_CHARS).nullable().optional(),
    icl_ms: z.array(ms).optional(),
  })
  .refine(...endsAfterStart);

/** What is wrong with a bad line: an impossible latency, a count that cannot add up, or no RunEvent at all. */
export type EventProblemKind = "latency" | "count" | "malformed";
/** Fields a latency is made of or taken from: a NaN or infinity there is an impossible latency. */
const LATENCY_FIELDS = new Set(["t", "start", "end", "ttft_ms", "tpot_ms", "icl_ms"]);

const base = { t: time };
/** A step's name is a folder name under steps/. */
const stepName = z.string().min(1).max(limit("stepNameChars"));
const stepOutcome = z.looseObject({
  name: stepName.nullable(),
  reward: num.nullable(),
  bucket: z.enum(ERROR_BUCKETS).nullable(),
  error: str.nullable(),
  agent_exec_ms: optMs,
  verify_ms: optMs,
});
const RUN_EVENT = z.discriminatedUnion("type", [
  z.looseObject({
    type: z.literal("run_start"),
    ...base,
    run_id: str,
    scenario: z.unknown(),
    scenario_name: str,
    scenario_hash: str,
    planned_sessions: z.int().min(0),
    shard: z
      .looseObject({ index: z.int().min(1), count: z.int().min(1) })
      .refine((s) => s.index <= s.count, {
        message: "expected index <= count",
        path: ["index"],
        params: { kind: "count" },
      })
      .nullable()
      .optional(),
    environment: z.record(str, str),
    source: z.record(str, str).optional(),
    reproduce: str.nullable().optional(),
    merged_from: z.array(z.looseObject({ run_id: str, scenario_hash: str })).optional(),
  }),
  z.looseObject({
    type: z.literal("session_start"),
    ...base,
    session: str,
    pair: z.int().min(0),
    task: str,
    agent: str,
    tags: z.record(str, str),
    attempt: z.int().min(0),
    scheduled_t: time.nullable().optional(),
    stage: z.int().nullable().optional(),
    warmup: z.boolean().optional(),
  }),
  z
    .looseObject({
      type: z.literal("phase"),
      ...base,
      session: str,
      phase: z.enum(PHASES),
      start: time,
      end: time,
      step: stepName.optional(),
    })
    .refine(...endsAfterStart),
  z.looseObject({ type: z.literal("span"), ...base, session: str, span }),
  z.looseObject({
    type: z.literal("resource"),
    ...base,
    session: str.nullable().optional(),
    cpu_pct: num,
    mem_bytes: num,
    interval_ms: optNum,
  }),
  z.looseObject({
    type: z.literal("log"),
    ...base,
    session: str.nullable().optional(),
    level: z.enum(["info", "warn", "error"]),
    message: str,
  }),
  z
    .looseObject({
      type: z.literal("session_end"),
      ...base,
      session: str,
      attempt: z.int().min(0),
      status: z.enum(["passed", "failed", "errored"]),
      reward: num.nullable(),
      bucket: z.enum(ERROR_BUCKETS).nullable(),
      error: str.nullable(),
      ttft_ms: optMs,
      tpot_ms: optMs,
      tokens_in: optNum,
      tokens_out: optNum,
      retrying: z.boolean().optional(),
      steps: z.array(stepOutcome).max(limit("taskSteps")).optional(),
    })
    // Error buckets add up to the sessions that did not pass: one bucket each, none for a pass.
    .refine((e) => (e.status === "passed") === (e.bucket === null), {
      message: "expected a bucket exactly when the session did not pass",
      path: ["bucket"],
      params: { kind: "count" },
    }),
  z.looseObject({
    type: z.enum(["stage_start", "stage_end"]),
    ...base,
    stage: z.int(),
    concurrency: z.int().min(0),
  }),
  z.looseObject({
    type: z.literal("run_end"),
    ...base,
    interrupted: z.boolean(),
    reason: str.nullable().optional(),
  }),
]);

/** What every event has, known to this version or not. */
const ANY_EVENT = z.looseObject({ type: str, ...base });

const KNOWN = new Set<string>([
  "run_start",
  "session_start",
  "phase",
  "span",
  "resource",
  "log",
  "session_end",
  "stage_start",
  "stage_end",
  "run_end",
]);

/** A span as an agent or the gateway reports it: the path and message of its first bad field, or null. */
export function spanProblem(value: unknown): { field: string; message: string } | null {
  const r = span.safeParse(value);
  return r.success ? null : firstIssue(r.error);
}

function firstIssue(error: z.ZodError): { field: string; message: string; kind: EventProblemKind } {
  const issue = error.issues[0];
  const path = issue?.path.map(String) ?? [];
  const own = issue?.code === "custom" ? (issue.params?.kind as EventProblemKind | undefined) : undefined;
  const received = (issue as { received?: unknown } | undefined)?.received;
  const nonFinite = received === "Infinity" || received === "NaN" || (issue?.code === "custom" && !own);
  const latency = nonFinite && path.some((p) => LATENCY_FIELDS.has(p));
  return {
    field: path.join(".") || "(line)",
    message: issue?.message ?? "invalid",
    kind: own ?? (latency ? "latency" : "malformed"),
  };
}

/** The event, or the path and message of its first bad field. */
export function checkEvent(
  value: unknown,
): { ok: true } | { ok: false; field: string; message: string; kind: EventProblemKind } {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { ok: false, field: "(line)", message: "expected a JSON object", kind: "malformed" };
  // The common shapes, checked by hand (a long run holds millions); anything else is the schema's to say.
  if (plainValid(value as Record<string, unknown>)) return { ok: true };
  return checkEventBySchema(value);
}

/** checkEvent by the schema alone: the one answer and message for any line the hand check does not pass. */
export function checkEventBySchema(
  value: unknown,
): { ok: true } | { ok: false; field: string; message: string; kind: EventProblemKind } {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { ok: false, field: "(line)", message: "expected a JSON object", kind: "malformed" };
  // A type this version does not know is skipped by the recorder, as a newer writer's would be.
  const type = (value as { type?: unknown }).type;
  // It still has a time: every event's `t` sets the run's window.
  const r = (typeof type === "string" && !KNOWN.has(type) ? ANY_EVENT : RUN_EVENT).safeParse(value);
  return r.success ? { ok: true } : { ok: false, ...firstIssue(r.error) };
}

/*
 * A hand-written check of the events a long run is made of (session_start, phase, span, resource,
 * session_end) that accepts only what RUN_EVENT accepts: it says yes to a plain well-formed line and
 * leaves everything else (any optional field it does not look at, any doubt) to the schema, whose
 * answer and message stay the only ones. tests/unit/metrics/event-fast-check.test.ts holds the two equal.
 */
const PHASE_SET = new Set<string>(PHASES);
const SPAN_SET = new Set<string>(SPAN_KINDS);
const BUCKET_SET = new Set<string>(ERROR_BUCKETS);
const STATUS_SET = new Set(["passed", "failed", "errored"]);

const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const isTime = (v: unknown): v is number => isNum(v) && Math.abs(v) <= MAX_TIME_MS;
const isMs = (v: unknown): boolean => isNum(v) && v >= 0 && v <= MAX_LATENCY_MS;
const optMsOk = (v: unknown): boolean => v === undefined || v === null || isMs(v);
const optNumOk = (v: unknown): boolean => v === undefined || v === null || isNum(v);
const countOk = (v: unknown): boolean => Number.isSafeInteger(v) && (v as number) >= 0;
const spanOk = (start: unknown, end: unknown): boolean =>
  isTime(start) && isTime(end) && end >= start && end - start <= MAX_LATENCY_MS;

function plainValid(e: Record<string, unknown>): boolean {
  if (!isTime(e.t)) return false;
  switch (e.type) {
    case "session_start":
      return (
        typeof e.session === "string" &&
        countOk(e.pair) &&
        typeof e.task === "string" &&
        typeof e.agent === "string" &&
        stringRecord(e.tags) &&
        countOk(e.attempt) &&
        (e.scheduled_t === undefined || e.scheduled_t === null || isTime(e.scheduled_t)) &&
        (e.stage === undefined || e.stage === null || Number.isSafeInteger(e.stage)) &&
        (e.warmup === undefined || typeof e.warmup === "boolean")
      );
    case "phase":
      return (
        typeof e.session === "string" &&
        typeof e.phase === "string" &&
        PHASE_SET.has(e.phase) &&
        spanOk(e.start, e.end) &&
        e.step === undefined
      );
    case "span":
      return typeof e.session === "string" && plainSpan(e.span);
    case "resource":
      return (
        (e.session === undefined || e.session === null || typeof e.session === "string") &&
        isNum(e.cpu_pct) &&
        isNum(e.mem_bytes) &&
        optNumOk(e.interval_ms)
      );
    case "session_end":
      return plainEnd(e);
    default:
      return false;
  }
}

function plainSpan(v: unknown): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const s = v as Record<string, unknown>;
  return (
    typeof s.kind === "string" &&
    SPAN_SET.has(s.kind) &&
    typeof s.name === "string" &&
    spanOk(s.start, s.end) &&
    typeof s.ok === "boolean" &&
    optMsOk(s.ttft_ms) &&
    optNumOk(s.tokens_in) &&
    optNumOk(s.tokens_out) &&
    optNumOk(s.tokens_cached) &&
    optNumOk(s.tool_calls) &&
    (s.model == null || (typeof s.model === "string" && s.model.length <= MAX_MODEL_CHARS)) &&
    s.icl_ms === undefined
  );
}

function plainEnd(e: Record<string, unknown>): boolean {
  const bucketOk = e.bucket === null || (typeof e.bucket === "string" && BUCKET_SET.has(e.bucket));
  return (
    typeof e.session === "string" &&
    countOk(e.attempt) &&
    typeof e.status === "string" &&
    STATUS_SET.has(e.status) &&
    (e.reward === null || isNum(e.reward)) &&
    bucketOk &&
    (e.error === null || typeof e.error === "string") &&
    optMsOk(e.ttft_ms) &&
    optMsOk(e.tpot_ms) &&
    optNumOk(e.tokens_in) &&
    optNumOk(e.tokens_out) &&
    (e.retrying === undefined || typeof e.retrying === "boolean") &&
    e.steps === undefined &&
    (e.status === "passed") === (e.bucket === null)
  );
}

function stringRecord(v: unknown): boolean {
  if (
    typeof v !== "object" ||
    v === null ||
    Array.isArray(v) ||
    Object.getPrototypeOf(v) !== Object.prototype
  )
    return false;
  for (const k in v) if (typeof (v as Record<string, unknown>)[k] !== "string") return false;
  return true;
}
