/** The README's Limits table is the one src/limits.ts renders: one table, documented as enforced. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LIMITS, limitsTable } from "../../../src/limits.js";
import { MAX_LATENCY_MS } from "../../../src/metrics/event-schema.js";
import { MAX_HEAD_BYTES } from "../../../src/runtimes/http/client.js";
import { MAX_MESSAGE_CHARS } from "../../../src/runtimes/http/stream-parser.js";

const README = readFileSync(join(import.meta.dirname, "../../../README.md"), "utf8");

describe("Limits", () => {
  it("the README's table is src/limits.ts's, row for row", () => {
    const m = /<!-- limits:begin -->\n([\s\S]*?)\n<!-- limits:end -->/.exec(README);
    expect(m?.[1]).toBe(limitsTable());
  });

  it("has one row per limit, each with what it bounds and what happens past it", () => {
    for (const [name, l] of Object.entries(LIMITS)) {
      expect(l.value, name).toBeGreaterThan(0);
      expect(l.what.length, name).toBeGreaterThan(0);
      expect(l.past.length, name).toBeGreaterThan(0);
    }
  });

  it.each([
    ["streamMessageBytes", MAX_MESSAGE_CHARS],
    ["responseHeadBytes", MAX_HEAD_BYTES],
    ["latencyMs", MAX_LATENCY_MS],
  ] as const)("the code enforcing %s reads it from the table", (name, used) => {
    expect(used).toBe(LIMITS[name].value);
  });
});
