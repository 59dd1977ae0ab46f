/**
 * Fuzz: the event reader, events.jsonl → run. Mutated files (fields retyped or set to impossible
 * values, infinities, spliced bytes, lines moved, repeated, dropped or cut) are read and recorded.
 * Every case is a run or one UserError naming the file's line: never another exception. What the
 * reader lets through makes only possible latencies: every summary of every `_ms` metric finite and >= 0.
 */
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UserError } from "../../../src/errors.js";
import { recordEvents } from "../../../src/metrics/recorder.js";
import { readEventLog } from "../../../src/pipeline/event-log.js";
import { jsonLinesMutation } from "../../support/json-mutations.js";
import { HOSTILE, synthEvents } from "../../support/report-synthetic.js";
import { FUZZ_SEED } from "../../support/scenario-mutations.js";

const events = synthEvents({
  sessions: 6,
  concurrency: 3,
  fails: (i) => i % 4 === 0,
  error: () => HOSTILE,
  bucketOf: (i) => (i % 2 === 0 ? "task_failed" : "http_5xx"),
});
const text = events.map((e) => `${JSON.stringify(e)}\n`).join("");
// In memory where the runner has it: 2,000 small writes need no disk.
const file = join(
  mkdtempSync(join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), "fuzz-event-reader-")),
  "events.jsonl",
);

describe("fuzz: the event reader (events.jsonl → run)", () => {
  it("2,000 mutated files: a run with possible latencies only, or one UserError naming the line", () => {
    let read = 0;
    let refused = 0;
    fc.assert(
      fc.property(jsonLinesMutation(text), (mutated) => {
        writeFileSync(file, mutated);
        let log: ReturnType<typeof readEventLog>;
        try {
          log = readEventLog(file, "events.jsonl");
        } catch (e) {
          if (!(e instanceof UserError)) throw e;
          expect(e.line).toMatch(/^events\.jsonl:\d+: /);
          expect(e.line).not.toMatch(/[\r\n]/);
          refused++;
          return;
        }
        read++;
        const run = recordEvents(log.events);
        for (const [name, m] of Object.entries(run.metrics).filter(([k]) => k.endsWith("_ms")))
          for (const [stat, v] of Object.entries(m))
            if (typeof v === "number")
              expect(Number.isFinite(v) && v >= 0, `${name}.${stat} = ${v}`).toBe(true);
        expect(run.counts.total).toBe(run.counts.passed + run.counts.failed + run.counts.errored);
        // Error buckets add up to the judged sessions that did not pass.
        const buckets = Object.values(run.error_buckets).reduce((a, b) => a + (b ?? 0), 0);
        expect(buckets).toBe(run.counts.failed + run.counts.errored);
      }),
      { seed: FUZZ_SEED + 10, numRuns: 2000, endOnFailure: true },
    );
    // Both sides were exercised: the mutations are not all refused, nor all harmless.
    expect(read).toBeGreaterThan(200);
    expect(refused).toBeGreaterThan(200);
  }, 60_000);
});
