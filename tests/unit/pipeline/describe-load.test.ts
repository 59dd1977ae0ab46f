import { describe, expect, it } from "vitest";
import { describeLoad } from "../../../src/pipeline/run.js";
import type { Scenario } from "../../../src/scenario/schema.js";

const load = (over: Partial<Scenario["load"]>): Scenario["load"] =>
  ({ strategy: "fixed", warmup_sessions: 0, warmup_sec: 0, ...over }) as Scenario["load"];

describe("the startup line", () => {
  it("counts sessions only where the plan is what runs", () => {
    expect(describeLoad(load({}), 20)).toBe("20 sessions (fixed)");
    expect(
      describeLoad(
        load({
          strategy: "ramp",
          max_sessions: 400,
          stages: [
            { concurrency: 2, hold_sec: 5 },
            { concurrency: 8, hold_sec: 10 },
          ],
        }),
        8,
      ),
    ).toBe(
      "a ramp over 2 stages up to concurrency 8 (15 s, at most 400 sessions), cycling through 8 planned sessions",
    );
    expect(
      describeLoad(
        load({ strategy: "find_max", bisect: true, stages: [{ concurrency: 4 }, { concurrency: 16 }] }),
        16,
      ),
    ).toBe(
      // 16 + 64 sessions for the probes (each ≥ the plan and 4 × concurrency), and at most
      // ceil(log2 12) = 4 bisection stages of 64 each
      "find_max over up to 2 stages up to concurrency 16, bisection may add 4, up to 336 sessions, cycling through 16 planned sessions",
    );
    // Without stages find_max doubles from load.concurrency: 12 probes, each ≥ the plan and 4 × concurrency.
    expect(describeLoad(load({ strategy: "find_max", concurrency: 2, max_sessions: 500 }), 8)).toBe(
      "find_max over up to 12 stages up to concurrency 4096, up to 500 sessions, cycling through 8 planned sessions",
    );
    expect(describeLoad(load({ strategy: "rate", rate: 50, duration_sec: 20 }), 10)).toBe(
      "50 sessions/s for 20 s, cycling through 10 planned sessions",
    );
  });
});
