/**
 * What agents and services wrote themselves (logs, spans, trajectories, gzip files in the run
 * directory) is scrubbed of secret values with the one redactor; events are masked as they are written.
 */
import { existsSync, lstatSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { makeRedactor, type Redactor, redactFile } from "../secrets.js";

/**
 * Rewrites files under `dir` that hold a secret (as bytes: logs need not be UTF-8; .gz unpacked);
 * returns the paths it changed. `skip` names files already masked as written.
 */
export function scrubDir(
  dir: string,
  secrets: readonly string[] | Redactor,
  skip: ReadonlySet<string> = new Set(),
): string[] {
  const redact = typeof secrets === "function" ? secrets : makeRedactor(secrets);
  const changed: string[] = [];
  for (const rel of listFiles(dir)) {
    if (skip.has(rel)) continue;
    const file = join(dir, rel);
    const masked = redactFile(redact, rel, readFileSync(file));
    if (masked) {
      writeFileSync(file, masked);
      changed.push(rel);
    }
  }
  return changed;
}

/** Regular files under `dir`, relative, symlinks not followed. */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((rel) => lstatSync(join(dir, rel), { throwIfNoEntry: false })?.isFile() ?? false)
    .sort();
}
