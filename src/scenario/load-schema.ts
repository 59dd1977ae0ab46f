/**
 * `load:` in the scenario: how hard the run drives the agents — the strategy (fixed, ramp, find_max,
 * rate), its schedule of stages, warm-up, the weighted mix, and the SLO find_max holds each stage to.
 */
import { z } from "zod";
import { limit } from "../limits.js";
import { expression, Fraction, inFlight, MetricKeySchema, sessionCount } from "./schema-parts.js";

const SloSchema = z.record(
  MetricKeySchema,
  z
    .union([expression("SLO"), z.array(expression("SLO"))])
    .describe("One expression or a list, e.g. p(95)<5000."),
);

export const LoadSchema = z.strictObject({
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
