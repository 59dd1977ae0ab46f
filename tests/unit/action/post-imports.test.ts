/** The post step's bundle is the Docker client and the sweep: nothing of the run engine or the toolkit. */
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("../../../src/", import.meta.url));

/** Every module reachable from `entry` by static or dynamic import: src files and package names. */
function reachable(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, "utf8");
    // import "x", import … from "x", import("x"), export … from "x"; `import type` is erased
    for (const m of text.matchAll(
      /(?:^import\s+|^import(?! type)[^;"]*?from\s*|import\(\s*|^export[^;"]*?from\s*)"([^"]+)"/gms,
    )) {
      const spec = m[1];
      if (spec.startsWith(".")) visit(resolve(dirname(file), spec.replace(/\.js$/, ".ts")));
      else if (!spec.startsWith("node:")) packages.add(spec);
    }
  };
  visit(join(SRC, entry));
  return { files: [...files].map((f) => relative(SRC, f)).sort(), packages: [...packages].sort() };
}

describe("src/action/post-index.ts (dist/post.js)", () => {
  it("needs only the Docker client", () => {
    const { files, packages } = reachable("action/post-index.ts");
    expect(packages).toEqual(["dockerode"]);
    expect(files).toEqual([
      "action/base-worktree.ts",
      "action/cleanup.ts",
      "action/post-index.ts",
      "action/post.ts",
      "action/state.ts",
      "errors.ts",
      "runtimes/docker/sweep.ts",
      "runtimes/labels.ts",
      "shims/dirname.ts",
    ]);
  });

  it("the walk sees the run engine where it is (the main entry)", () => {
    const { files, packages } = reachable("action/index.ts");
    expect(files).toContain("pipeline/run.ts");
    expect(packages).toContain("@actions/artifact");
  });
});
