import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { scenarioJsonSchema } from "../../src/scenario/json-schema.js";

const committed = fileURLToPath(new URL("../../schemas/scenario.schema.json", import.meta.url));

describe("schemas/scenario.schema.json", () => {
  it("matches the zod schema", () => {
    const generated = scenarioJsonSchema();
    if (process.env.UPDATE_SCHEMA === "1") writeFileSync(committed, generated);
    let current = "";
    try {
      current = readFileSync(committed, "utf8");
    } catch {}
    expect(
      current === generated,
      "schemas/scenario.schema.json is stale; regenerate it with UPDATE_SCHEMA=1 npx vitest run tests/scenario/json-schema.test.ts",
    ).toBe(true);
  });
});
