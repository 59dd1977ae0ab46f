/** docs/limits.md's table is the one src/limits.ts renders: one table, documented as enforced. */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_LATENCY_MS } from "../../../src/events/event-schema.js";
import { LIMITS, limitsTable } from "../../../src/limits.js";
import { MAX_HEAD_BYTES } from "../../../src/runtimes/http/exchange.js";
import { MAX_MESSAGE_CHARS } from "../../../src/runtimes/http/framing.js";

const DOC = join(import.meta.dirname, "../../../docs/limits.md");
const TABLE = /(<!-- limits:begin -->\n)([\s\S]*?)(\n<!-- limits:end -->)/;

describe("Limits", () => {
  it("docs/limits.md's table is src/limits.ts's, row for row (UPDATE_DOCS=1 rewrites it)", () => {
    if (process.env.UPDATE_DOCS === "1")
      writeFileSync(
        DOC,
        readFileSync(DOC, "utf8").replace(TABLE, (_, a, _t, b) => `${a}${limitsTable()}${b}`),
      );
    const m = TABLE.exec(readFileSync(DOC, "utf8"));
    expect(m?.[2]).toBe(limitsTable());
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
