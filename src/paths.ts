/**
 * Names that become paths. A scenario name (from YAML, `--set`, events.jsonl or an Action input) is
 * checked where it enters, and every path built from one is resolved and proven to stay in its folder.
 */
import { realpathSync } from "node:fs";
import { isAbsolute, relative, resolve, sep } from "node:path";
import { UserError } from "./errors.js";

/** Letters, digits, '.', '_' and '-', at most 100, starting with a letter or digit (so never `.` or `..`). */
export const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
export const SAFE_NAME_HINT =
  "expected 1 to 100 letters, digits, '.', '_' or '-', starting with a letter or digit";

/** The name itself, or a UserError naming where it came from. */
export function checkName(name: unknown, where: string | undefined, field: string): string {
  if (typeof name === "string" && SAFE_NAME.test(name)) return name;
  throw new UserError(`${SAFE_NAME_HINT}, got ${JSON.stringify(name)?.slice(0, 60)}`, where, field);
}

/**
 * A name an outside party sent URL-encoded (a session in `/s/<id>/…`), decoded and held to the
 * safe-name rule; null when it does not decode or is no safe name.
 */
export function decodedName(encoded: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  return SAFE_NAME.test(name) ? name : null;
}

/** True when `path` is `folder` itself or below it, both resolved: the one containment rule. */
export function within(folder: string, path: string): boolean {
  const rel = relative(resolve(folder), resolve(path));
  return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
}

/** within() on real paths (every link resolved): false when either is missing or a link leads out. */
export function realWithin(folder: string, path: string): boolean {
  try {
    return within(realpathSync(folder), realpathSync(path));
  } catch {
    return false;
  }
}

/** `folder/leaf`, resolved; a leaf that would land outside `folder` (or on it) is refused. */
export function pathInside(folder: string, leaf: string, field = "name"): string {
  const root = resolve(folder);
  const path = resolve(root, leaf);
  if (path === root || !within(root, path))
    throw new UserError(`${JSON.stringify(leaf)} would leave the folder ${root}`, undefined, field);
  return path;
}
