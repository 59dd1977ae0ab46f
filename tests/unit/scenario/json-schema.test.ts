import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { scenarioJsonSchema } from "../../../src/scenario/json-schema.js";

const committed = fileURLToPath(new URL("../../../schemas/scenario.schema.json", import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/scenarios/${name}`, import.meta.url));

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
      "schemas/scenario.schema.json is stale; regenerate it with npm run schema",
    ).toBe(true);
  });

  it.each(["basic.yaml", "http.yaml"])("accepts %s, as editors will", (name) => {
    const validate = new Ajv2020({ strict: false }).compile(JSON.parse(scenarioJsonSchema()));
    // editors see the file before ${VAR} expansion; these fixtures only use it in string fields
    const doc = parse(readFileSync(fixture(name), "utf8").replace("${MOCK_PORT:-0}", "0"));
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
  });

  it("rejects an unknown key, as editors will", () => {
    const validate = new Ajv2020({ strict: false }).compile(JSON.parse(scenarioJsonSchema()));
    expect(validate({ name: "x", pairs: [{ agent: { name: "nop" }, task: "t" }], thresold: {} })).toBe(false);
  });
});
