/** The recipes, the architecture page and the guides name files that exist: a rename that forgets them fails here. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TIERS } from "../../../vitest.config.js";

const ROOT = join(import.meta.dirname, "../../..");

/** Every `path` in backticks that names a file or folder of the repository (placeholders like <name> skipped). */
function namedPaths(doc: string): string[] {
  const text = readFileSync(join(ROOT, doc), "utf8");
  const paths = [...text.matchAll(/`((?:src|tests|scripts|bench|schemas|examples)\/[^`\s]*)`/g)].map(
    (m) => m[1],
  );
  return [...new Set(paths.filter((p) => !p.includes("<")))];
}

describe.each(["CONTRIBUTING.md", "ARCHITECTURE.md", "docs/beyond-one-runner.md", "docs/agent-recipes.md"])(
  "%s",
  (doc) => {
    const paths = namedPaths(doc);

    it("names files", () => {
      expect(paths.length).toBeGreaterThan(doc === "CONTRIBUTING.md" ? 20 : 5);
    });

    it.each(paths)("%s exists", (p) => {
      expect(existsSync(join(ROOT, p))).toBe(true);
    });
  },
);

/** The user's pages name files too (examples, schemas, benchmarks); those named exist. */
const PAGES = [
  "README.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md") && f !== "beyond-one-runner.md" && f !== "agent-recipes.md")
    .map((f) => `docs/${f}`),
];
// `tests/test.sh` on these pages is a Harbor task's own folder, not this repository's tests/.
const OURS = new Set<string>([...TIERS, "support", "fixtures"]);
const taskRelative = (p: string) => p.startsWith("tests/") && !OURS.has(p.split("/")[1]);
const named = PAGES.flatMap((doc) =>
  namedPaths(doc)
    .filter((p) => !taskRelative(p))
    .map((p) => [doc, p] as const),
);

describe("the user's pages", () => {
  it("name files", () => {
    expect(named.length).toBeGreaterThan(20);
  });

  it.each(named)("%s: %s exists", (_, p) => {
    expect(existsSync(join(ROOT, p))).toBe(true);
  });
});
