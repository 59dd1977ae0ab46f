/**
 * What a line of events.jsonl must hold before the recorder reads it. The file may come from an
 * artifact or a hand edit: a line that is not a RunEvent is an error naming its field, never a crash.
 * Objects are loose (newer fields pass), but every field the recorder reads has its type checked.
 */
import { z } from "zod";
import { ERROR_BUCKETS, PHASES, SPAN_KINDS } from "./events.js";

const num = z.number().refine(Number.isFinite, "expected a finite number");
const optNum = num.nullable().optional();
const str = z.string();

const span = z.looseObject({
  kind: z.enum(SPAN_KINDS),
  name: str,
  start: num,
  end: num,
  ok: z.boolean(),
  ttft_ms: optNum,
  tokens_in: optNum,
  tokens_out: optNum,
  icl_ms: z.array(num).optional(),
});

const base = { t: num };
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
    scheduled_t: optNum,
    stage: z.int().nullable().optional(),
    warmup: z.boolean().optional(),
  }),
  z.looseObject({
    type: z.literal("phase"),
    ...base,
    session: str,
    phase: z.enum(PHASES),
    start: num,
    end: num,
  }),
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
  z.looseObject({
    type: z.literal("session_end"),
    ...base,
    session: str,
    attempt: z.int().min(0),
    status: z.enum(["passed", "failed", "errored"]),
    reward: num.nullable(),
    bucket: z.enum(ERROR_BUCKETS).nullable(),
    error: str.nullable(),
    ttft_ms: optNum,
    tpot_ms: optNum,
    tokens_in: optNum,
    tokens_out: optNum,
    retrying: z.boolean().optional(),
  }),
  z.looseObject({
    type: z.enum(["stage_start", "stage_end"]),
    ...base,
    stage: z.int(),
    concurrency: z.int().min(0),
  }),
  z.looseObject({ type: z.literal("run_end"), ...base, interrupted: z.boolean() }),
]);

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

/** The event, or the path and message of its first bad field. */
export function checkEvent(value: unknown): { ok: true } | { ok: false; field: string; message: string } {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { ok: false, field: "(line)", message: "expected a JSON object" };
  // A type this version does not know is skipped by the recorder, as a newer writer's would be.
  const type = (value as { type?: unknown }).type;
  if (typeof type === "string" && !KNOWN.has(type)) return { ok: true };
  const r = RUN_EVENT.safeParse(value);
  if (r.success) return { ok: true };
  const issue = r.error.issues[0];
  return {
    ok: false,
    field: issue?.path.map(String).join(".") || "(line)",
    message: issue?.message ?? "invalid",
  };
}
