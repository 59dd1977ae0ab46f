/** The recipes, the architecture page and the guides name files that exist: a rename that forgets them fails here. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

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
