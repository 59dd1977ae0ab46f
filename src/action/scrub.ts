/**
 * Secrets never reach the artifact: agents may print what they were given (a key in their env) into
 * their logs, which land in the run directory. Before upload every file there is rewritten with each
 * secret value replaced by `***`.
 */
import { lstatSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const MASK = Buffer.from("***");

/** Values shorter than this would mask noise (the pipeline's redactor draws the same line). */
const MIN_SECRET = 4;

export function secretForms(secrets: readonly string[]): Buffer[] {
  const values = [...new Set(secrets.filter((s) => s.length >= MIN_SECRET))];
  const forms = new Set<string>();
  for (const v of values) {
    forms.add(v);
    forms.add(JSON.stringify(v).slice(1, -1));
    forms.add(Buffer.from(v).toString("base64"));
  }
  // Longest first, so a secret containing another is masked whole.
  return [...forms].sort((a, b) => b.length - a.length).map((f) => Buffer.from(f));
}

function replaceAll(buf: Buffer, needle: Buffer): Buffer | null {
  let at = buf.indexOf(needle);
  if (at < 0) return null;
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    parts.push(buf.subarray(from, at), MASK);
    from = at + needle.length;
    at = buf.indexOf(needle, from);
  }
  parts.push(buf.subarray(from));
  return Buffer.concat(parts);
}

/** Rewrites files under `dir` that hold a secret; returns the paths it changed (relative). */
export function scrubDir(dir: string, secrets: readonly string[]): string[] {
  const forms = secretForms(secrets);
  if (forms.length === 0) return [];
  const changed: string[] = [];
  for (const rel of listFiles(dir)) {
    const file = join(dir, rel);
    let buf: Buffer = readFileSync(file);
    let hit = false;
    for (const f of forms) {
      const next = replaceAll(buf, f);
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
  return readdirSync(dir, { recursive: true, withFileTypes: false })
    .map(String)
    .filter((rel) => {
      try {
        return lstatSync(join(dir, rel), { throwIfNoEntry: false })?.isFile() ?? false;
      } catch {
        return false;
      }
    })
    .sort();
}
