/**
 * The building blocks the scenario's sub-schemas share: counts bounded by the limits, env and string
 * maps, argv, ports and fractions, and the metric keys and threshold expressions the gate's own
 * parser checks — one definition each, so every section of the file reads a field the same way.
 */
import { z } from "zod";
import { limit } from "../limits.js";
import { parseMetricKey, parseThreshold } from "./thresholds.js";

export const count = (min: number) => z.int().min(min);
/** A session count: at most the sessions limit (src/limits.ts), so no plan outgrows the runner. */
export const sessionCount = (min: number) =>
  count(min).max(limit("sessions"), { error: `at most ${limit("sessions")} sessions (see Limits)` });
/** Sessions in flight at once. */
export const inFlight = () =>
  count(1).max(limit("concurrency"), { error: `at most ${limit("concurrency")} in flight (see Limits)` });
/** Object-level rules run only once the object's own fields are valid, so a misspelt key is reported first. */
export const whenValid = { when: (payload: z.core.ParsePayload) => payload.issues.length === 0 };
/** YAML writes `PORT: 8080` as a number; env values are strings, so scalars are taken as written. */
const EnvValue = z
  .union([z.string(), z.number(), z.boolean()], { error: "expected a string" })
  .transform(String);
export const EnvMap = z.record(z.string(), EnvValue);
export const StringMap = z.record(z.string(), z.string());
export const Argv = z.array(z.string()).min(1, "expected a non-empty argv list, e.g. [python, agent.py]");
export const Port = z.int().min(0).max(65535);
export const Fraction = z.number().min(0).max(1);

/** Looks a session budget may plan at most: past this many the boundaries' numerical integration is no cheaper than the gain. */
export const MAX_LOOKS = 50;

/**
 * `sessions: { min, max, step }`: a budget the sequential gate (docs/gate.md) spends only until its
 * verdict is known — `min` first, a look after each `step` more, `max` at most.
 */
export const SessionBudget = z
  .strictObject({
    min: sessionCount(1).describe("Sessions before the first look."),
    max: sessionCount(1).describe("Most sessions the pair runs: the last look."),
    step: sessionCount(1).describe("Sessions between looks."),
  })
  .superRefine(({ min, max, step }, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (min > max) issue("min", `min (${min}) is above max (${max})`);
    else if (step > max - min)
      issue("step", `step (${step}) is larger than max − min (${max - min}): a budget looks at least twice`);
    else if (Math.ceil((max - min) / step) + 1 > MAX_LOOKS)
      issue("step", `${Math.ceil((max - min) / step) + 1} looks; at most ${MAX_LOOKS} (a larger step)`);
  })
  .describe("A session budget for the sequential gate: start with min, look after each step, stop by max.")
  .meta({ examples: [{ min: 20, max: 120, step: 10 }] });
export type Budget = z.infer<typeof SessionBudget>;
/** The sessions a pair plans: its count, or its budget's max. */
export const plannedSessions = (s: number | Budget): number => (typeof s === "number" ? s : s.max);
/** A budget's looks: the sessions per pair at each, min, min + step, …, max. */
export function budgetLooks(b: { min: number; max: number; step: number }): number[] {
  const looks: number[] = [];
  for (let n = b.min; n < b.max; n += b.step) looks.push(n);
  looks.push(b.max);
  return looks;
}

/** Runs the k6 threshold parser as a zod check so bad expressions fail at load time. */
export function expression(what: string) {
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

export const MetricKeySchema = z.string().superRefine((value, ctx) => {
  try {
    parseMetricKey(value);
  } catch (err) {
    ctx.addIssue({ code: "custom", message: (err as Error).message });
  }
});
