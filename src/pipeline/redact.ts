/**
 * What agents wrote themselves (logs, spans, trajectories in the run directory) is scrubbed of
 * secret values when the sessions are over; events are masked as they are written.
 */
import { existsSync, lstatSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SECRET_MASK, secretForms } from "../secrets.js";

function replaceAll(buf: Buffer, needle: Buffer, mask: Buffer): Buffer | null {
  let at = buf.indexOf(needle);
  if (at < 0) return null;
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    parts.push(buf.subarray(from, at), mask);
    from = at + needle.length;
    at = buf.indexOf(needle, from);
  }
  parts.push(buf.subarray(from));
  return Buffer.concat(parts);
}

/** Rewrites files under `dir` that hold a secret (as bytes: logs need not be UTF-8); returns the paths it changed. */
export function scrubDir(dir: string, secrets: readonly string[]): string[] {
  const forms = secretForms(secrets).map((f) => Buffer.from(f));
  if (forms.length === 0) return [];
  const mask = Buffer.from(SECRET_MASK);
  const changed: string[] = [];
  for (const rel of listFiles(dir)) {
    const file = join(dir, rel);
    let buf: Buffer = readFileSync(file);
    let hit = false;
    for (const f of forms) {
      const next = replaceAll(buf, f, mask);
      if (next) {
        buf = next;
        hit = true;
      }
    }
    if (hit) {
      writeFileSync(file, buf);
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
