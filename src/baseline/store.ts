/**
 * Reading and writing baseline files. The only I/O of the core: a read that refuses what it cannot
 * trust, and an atomic write (temp file in the same directory, fsync, rename) so a run killed
 * mid-write leaves the previous baseline intact.
 */
import { randomBytes } from "node:crypto";
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import type { z } from "zod";
import { UserError } from "../errors.js";
import { formatPath } from "../scenario/yaml-source.js";
import { decodeHistogram } from "./histograms.js";
import { baselineV0Schema, migrateV0 } from "./migrate.js";
import { BASELINE_SCHEMA_VERSION, type Baseline, baselineSchema } from "./schema.js";

/** The JSON path of the first bad field, as `summary.metrics["e2e_ms"].p95` or `samples[3].pass`. */
function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  const path = (issue?.path ?? []).map((k) => (typeof k === "number" ? k : String(k)));
  return { field: formatPath(path) || "(root)", message: issue?.message ?? "invalid" };
}

/** A histogram that does not decode would fail the gate mid-way; it is refused where it is read. */
function checkHistograms(b: Baseline, file: string): void {
  for (const [metric, encoded] of Object.entries(b.histograms)) {
    try {
      decodeHistogram(encoded, metric);
    } catch {
      throw new UserError("not an encoded histogram", file, formatPath(["histograms", metric]));
    }
  }
}

/**
 * Parse a baseline file's text: JSON → migrate older versions → validate. Pure; `file` only names
 * the source in errors.
 */
export function parseBaseline(text: string, file: string): Baseline {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new UserError(`invalid JSON in baseline: ${(err as Error).message}`, file);
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new UserError("a baseline must be a JSON object", file);
  }
  const version = (raw as Record<string, unknown>).schemaVersion;
  if (version === undefined)
    throw new UserError("missing schemaVersion; not an agent-loadtest baseline", file, "schemaVersion");
  if (typeof version !== "number" || !Number.isInteger(version) || version < 0) {
    throw new UserError(`unknown schemaVersion ${JSON.stringify(version)}`, file, "schemaVersion");
  }
  if (version > BASELINE_SCHEMA_VERSION) {
    throw new UserError(
      `schemaVersion ${version} is newer than this agent-loadtest understands (${BASELINE_SCHEMA_VERSION}); upgrade agent-loadtest`,
      file,
      "schemaVersion",
    );
  }
  if (version === 0) {
    const v0 = baselineV0Schema.safeParse(raw);
    if (!v0.success) {
      const { field, message } = firstIssue(v0.error);
      throw new UserError(`${message} (schemaVersion 0 baseline)`, file, field);
    }
    raw = migrateV0(v0.data);
  }
  const parsed = baselineSchema.safeParse(raw);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    throw new UserError(message, file, field);
  }
  checkHistograms(parsed.data, file);
  return parsed.data;
}

/** Read a baseline without checking which scenario it belongs to (for `baseline update` across a scenario change). */
export function readBaselineFile(path: string): Baseline | null {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new UserError(`cannot read baseline: ${(err as Error).message}`, path);
  }
  return parseBaseline(text, path);
}

/**
 * The baseline for this scenario, or null when there is none yet. A baseline recorded for another
 * scenario (name or hash) is refused: comparing with it would gate against something else.
 */
export function readBaseline(path: string, expected: { name: string; hash: string }): Baseline | null {
  const found = readBaselineFor(path, expected);
  if (found.stale) {
    throw new UserError(
      `baseline was recorded for scenario hash ${found.stale.scenario.hash}, but the scenario now hashes to ${expected.hash}; ` +
        "refresh it with `agent-loadtest baseline update <run-dir>`",
      path,
      "scenario.hash",
    );
  }
  return found.baseline;
}

/**
 * The baseline for this scenario, or, when the file holds one recorded for another scenario hash
 * (the workload changed since), that one as `stale`; `stored` is either (refusal.ts judges it).
 * Another scenario's name is refused: that is a wrong path, not a change.
 */
export function readBaselineFor(
  path: string,
  expected: { name: string; hash: string },
): { baseline: Baseline | null; stale: Baseline | null; stored: Baseline | null } {
  const b = readBaselineFile(path);
  if (!b) return { baseline: null, stale: null, stored: null };
  if (b.scenario.name !== expected.name) {
    throw new UserError(
      `baseline is for scenario ${JSON.stringify(b.scenario.name)}, not ${JSON.stringify(expected.name)}`,
      path,
      "scenario.name",
    );
  }
  return b.scenario.hash === expected.hash
    ? { baseline: b, stale: null, stored: b }
    : { baseline: null, stale: b, stored: b };
}

/** Records (labels, metrics, histograms, tags) with sorted keys; objects keep the schema's key order. */
function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Stable text: same baseline, same bytes, so baseline diffs in a PR show only what changed. */
export function serializeBaseline(b: Baseline): string {
  const v = baselineSchema.parse(b); // key order of the schema, unknown keys dropped
  const stable: Baseline = {
    ...v,
    labels: sortKeys(v.labels),
    environment: sortKeys(v.environment),
    summary: {
      ...v.summary,
      error_buckets: sortKeys(v.summary.error_buckets),
      metrics: sortKeys(v.summary.metrics),
    },
    samples: v.samples.map((s) => (s.tags ? { ...s, tags: sortKeys(s.tags) } : s)),
    histograms: sortKeys(v.histograms),
  };
  return `${JSON.stringify(stable, null, 2)}\n`;
}

export interface WriteHooks {
  /** Called after the temp file is durable and before the rename: the commit point (tests simulate a crash here). */
  beforeRename?(tempPath: string): void;
}

/**
 * Write atomically: the new content goes to a temp file in the same directory (same file system,
 * so rename is atomic), is fsynced, then renamed over the target. A crash before the rename leaves
 * the old file untouched; after it, the new file is complete.
 */
export function writeBaseline(path: string, baseline: Baseline, hooks: WriteHooks = {}): void {
  const text = serializeBaseline(baseline);
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  // Random suffix: a temp file left by a killed run (pids repeat in containers) never blocks this one.
  const temp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
  const fd = openSync(temp, "wx", 0o644);
  try {
    try {
      const bytes = Buffer.from(text, "utf8");
      for (let off = 0; off < bytes.length; ) off += writeSync(fd, bytes, off, bytes.length - off);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    hooks.beforeRename?.(temp);
    renameSync(temp, path);
  } catch (err) {
    try {
      unlinkSync(temp);
    } catch {
      // already gone
    }
    throw err;
  }
  // Make the rename itself durable; not every platform lets us open a directory.
  try {
    const dfd = openSync(dir, "r");
    try {
      fsyncSync(dfd);
    } finally {
      closeSync(dfd);
    }
  } catch {
    // best effort
  }
}
