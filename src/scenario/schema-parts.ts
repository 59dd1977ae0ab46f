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
