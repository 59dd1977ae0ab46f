/** The installed package itself: its folder (examples, templates) and its version. */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The package root: two levels above both src/cli/ and the bundle in dist/cli/. */
export function packageRoot(): string {
  return join(dirname(fileURLToPath(import.meta.url)), "..", "..");
}

/** The package.json at the package root, as data (its fields are checked where they are read). */
export function packageJson(root = packageRoot()): Record<string, unknown> {
  return JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
}

/** The package's version. */
export function packageVersion(root = packageRoot()): string {
  const { version } = packageJson(root);
  return typeof version === "string" ? version : "unknown";
}
