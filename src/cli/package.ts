/** The installed package itself: its folder (examples, templates) and its version. */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The package root: two levels above both src/cli/ and the bundle in dist/cli/. */
export function packageRoot(): string {
  return join(dirname(fileURLToPath(import.meta.url)), "..", "..");
}

/** The `version` of the package.json at the package root. */
export function packageVersion(root = packageRoot()): string {
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version?: unknown };
  return typeof version === "string" ? version : "unknown";
}
