/**
 * Fuzz, through the real binary: a seeded sample of the hostile scenario files the unit fuzz suite
 * parses in-process, each given to `agent-loadtest validate`. Exit 0 or 2, one line (a valid file adds
 * its warnings, a line each), no stack trace. Each file is a CLI start (half a second of CPU): the suite
 * samples 24; the unit fuzz suite parses thousands in-process.
 */
import { mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FUZZ_SEED, scenarioText } from "../../support/scenario-mutations.js";
import { cli } from "../../support/tampered-shard.js";

describe("fuzz: agent-loadtest validate on hostile scenario files", () => {
  it("24 sampled files: exit 0 or 2, one line each (and a line per warning)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fuzz-cli-"));
    // The cases name their task relative to the repository; the same folder is found beside them here.
    symlinkSync(join(import.meta.dirname, "../../../tasks"), join(dir, "tasks"));
    const texts = fc.sample(scenarioText, { seed: FUZZ_SEED + 1, numRuns: 24 });
    const codes = new Map<number | null, number>();
    for (let i = 0; i < texts.length; i += 4) {
      const batch = texts.slice(i, i + 4).map(async (text, j) => {
        const file = join(dir, `case-${i + j}.yaml`);
        writeFileSync(file, text);
        const r = await cli(["validate", file], dir);
        codes.set(r.code, (codes.get(r.code) ?? 0) + 1);
        expect([0, 2], `${file}\n${r.out}`).toContain(r.code);
        // One line; a valid file may add a warning line each (a rule that cannot fail at its sizes).
        const lines = r.out.trimEnd().split("\n");
        if (r.code === 2) expect(lines, r.out).toHaveLength(1);
        else
          expect(
            lines.filter((l) => !l.startsWith("warning: ")),
            r.out,
          ).toHaveLength(1);
        expect(r.out).not.toMatch(/\n\s+at |internal error/);
        // the file as the user named it (relative to the working folder), then line and column
        if (r.code === 2) expect(r.out).toMatch(new RegExp(`^error: case-${i + j}\\.yaml(:\\d+:\\d+)?: `));
      });
      await Promise.all(batch);
    }
    expect(codes.get(0)).toBeGreaterThan(0);
    expect(codes.get(2)).toBeGreaterThan(0);
  }, 120_000);
});
