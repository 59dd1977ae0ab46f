/**
 * Secrets never reach logs, reports, comments or artifacts. Every known secret value is masked as
 * `***` in what the run writes (events as they happen) and in what agents wrote themselves (their
 * logs, spans and trajectories in the run directory, scrubbed when the sessions are over).
 */
import { existsSync, lstatSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const MASK = "***";
/** Shorter values would mask noise. */
const MIN_SECRET = 4;

/** The forms a secret takes in text: as is, JSON-escaped, base64. Longest first, so a secret containing another is masked whole. */
export function secretForms(secrets: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const v of new Set(secrets.filter((s) => s.length >= MIN_SECRET))) {
    forms.add(v);
    forms.add(JSON.stringify(v).slice(1, -1));
    forms.add(Buffer.from(v).toString("base64"));
  }
  return [...forms].sort((a, b) => b.length - a.length);
}

export function makeRedactor(secrets: readonly string[]): (text: string) => string {
  const forms = secretForms(secrets);
  if (forms.length === 0) return (t) => t;
  const re = new RegExp(forms.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
  return (t) => t.replace(re, MASK);
}

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
  const mask = Buffer.from(MASK);
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
