/**
 * docs/scenario-reference.md is the zod schema rendered: it is current (`npm run docs` rewrites it),
 * it lists exactly the schema's fields, and every field says what it is.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scenarioJsonSchema } from "../../../src/scenario/json-schema.js";
import { scenarioReference } from "../../../src/scenario/reference.js";

const DOC = join(import.meta.dirname, "../../../docs/scenario-reference.md");

interface Node {
  description?: string;
  properties?: Record<string, Node>;
  items?: Node;
  additionalProperties?: Node | boolean;
  anyOf?: Node[];
}

/** Every property of the JSON schema by name path (`pairs.agent.name`), with its description. */
function schemaFields(): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>();
  const walk = (n: Node, path: string[]) => {
    for (const [k, v] of Object.entries(n.properties ?? {})) {
      out.set([...path, k].join("."), v.description);
      walk(v, [...path, k]);
    }
    for (const b of n.anyOf ?? []) walk(b, path);
    if (n.items) walk(n.items, path);
    if (typeof n.additionalProperties === "object") walk(n.additionalProperties, [...path, "*"]);
  };
  walk(JSON.parse(scenarioJsonSchema()), []);
  return out;
}

/** The fields the doc lists: each table row's field under its section's heading, as a name path. */
function docFields(doc: string): Set<string> {
  const out = new Set<string>();
  let section: string[] = [];
  for (const line of doc.split("\n")) {
    const heading = /^## (?:Top level|`([^`]+)`)/.exec(line);
    if (heading) {
      const path = heading[1] ?? "";
      section =
        path === ""
          ? []
          : path
              .replace(/\[\]/g, "")
              .replace(/<[a-z]+>/g, "*")
              .split(".");
    }
    const row = /^\| `([^`]+)`/.exec(line);
    if (row && row[1] !== "field") out.add([...section, row[1]].join("."));
  }
  return out;
}

describe("docs/scenario-reference.md", () => {
  it("is the schema's reference (UPDATE_DOCS=1 rewrites it)", () => {
    const generated = scenarioReference();
    if (process.env.UPDATE_DOCS === "1") writeFileSync(DOC, generated);
    expect(
      readFileSync(DOC, "utf8") === generated,
      "docs/scenario-reference.md is stale; run npm run docs",
    ).toBe(true);
  });

  it("lists exactly the schema's fields", () => {
    const doc = docFields(readFileSync(DOC, "utf8"));
    const schema = [...schemaFields().keys()].sort();
    expect(schema.length).toBeGreaterThan(150);
    expect([...doc].sort()).toEqual(schema);
  });

  it("describes every field of the schema", () => {
    const undescribed = [...schemaFields()].filter(([, d]) => !d?.trim()).map(([p]) => p);
    expect(undescribed).toEqual([]);
  });

  it("documents the PORT an agent service listens on", () => {
    expect(readFileSync(DOC, "utf8")).toMatch(/`port` .*given to it as PORT/);
  });
});
