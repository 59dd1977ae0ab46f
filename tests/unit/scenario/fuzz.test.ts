/**
 * Fuzz: hostile scenario files through the parse and validation entry the CLI uses. Every case is
 * a scenario or one UserError line naming the file (exit 2): never another exception, a warning
 * printed behind the user's back, or a hang (the test's timeout bounds the whole run; no case is timed,
 * so the result does not depend on the machine's speed). Seeded, so a failure replays.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UserError } from "../../../src/errors.js";
import { parseScenario } from "../../../src/scenario/parse.js";
import { FUZZ_SEED, scenarioText } from "../../support/scenario-mutations.js";

const warnings: string[] = [];
const onWarning = (w: Error) => warnings.push(w.message);
beforeAll(() => process.on("warning", onWarning));
afterAll(() => process.off("warning", onWarning));

describe("fuzz: scenario YAML", () => {
  it("2,000 mutated scenario files: a scenario, or exit 2 with one line naming the file", () => {
    let valid = 0;
    fc.assert(
      fc.property(scenarioText, (text) => {
        try {
          parseScenario(text, "fuzz.yaml", { env: {} });
          valid++;
        } catch (e) {
          if (!(e instanceof UserError)) throw new Error(`not a UserError: ${(e as Error)?.stack ?? e}`);
          expect(e.line).toMatch(/^fuzz\.yaml(:\d+:\d+)?: /);
          expect(e.line).not.toMatch(/[\r\n]/);
        }
      }),
      { seed: FUZZ_SEED, numRuns: 2000, endOnFailure: true },
    );
    // Both sides were exercised: the generator is not all noise, nor all valid.
    expect(valid).toBeGreaterThan(50);
    expect(valid).toBeLessThan(1800);
    expect(warnings).toEqual([]);
  }, 60_000);
});
