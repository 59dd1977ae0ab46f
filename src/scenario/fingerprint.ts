/**
 * The scenario hash a baseline is tied to, and the file-path fields a scenario resolves.
 *
 * The hash covers what defines the workload (agents, tasks, runtime, services, load, retries), as written
 * after `${VAR}` and `--set`: not the gate (thresholds, regression), labels or reporting, so tightening a
 * threshold or bumping a model label keeps the baseline; not how many sessions a pair runs (a sample
 * size, not a workload: a quick PR gate compares with a larger nightly baseline); and not zod's
 * defaults, so a release that adds a
 * defaulted field does not orphan every stored baseline; not `services.gateway.record` (recording the
 * calls changes nothing they do). Secret values are masked and paths made relative
 * to the scenario folder, so the same file hashes equally on every machine.
 *
 * A baseline keeps that hashed workload as its leaf fields (bounded), so a baseline refused for
 * another hash can say which fields changed, old → new, instead of only that something did.
 */
import { createHash } from "node:crypto";
import { isAbsolute, relative, resolve, sep } from "node:path";
import { makeRedactor, NOT_SECRET_FIELDS, SECRET_MASK, SECRET_NAME } from "../secrets.js";
import { formatPath } from "./yaml-source.js";

const WORKLOAD_KEYS = [
  "name",
  "mode",
  "pairs",
  "runtime",
  "services",
  "load",
  "retry",
  "success_reward_threshold",
];

/** Fields holding file paths, relative to the scenario folder; `*` is every item of a list. */
const PATH_FIELDS = [
  ["pairs", "*", "task"],
  ["pairs", "*", "dataset", "path"],
  ["pairs", "*", "agent", "mount"],
  ["regression", "compare_with", "agent", "mount"],
  ["regression", "baseline"],
  ["services", "mock_llm", "script"],
  ["services", "mock_llm", "replay"],
  ["services", "gateway", "record"],
  ["services", "agent_service", "dockerfile"],
  ["services", "agent_service", "context"],
  ["evidence", "files", "*", "path"],
];

/** A deep copy of `scenario` with every path field passed through `fn`. */
export function mapPathFields<T>(scenario: T, fn: (path: string) => string): T {
  const copy = structuredClone(scenario);
  for (const field of PATH_FIELDS) mapAt(copy, field, fn);
  return copy;
}

function mapAt(node: unknown, field: string[], fn: (path: string) => string): void {
  if (node === null || typeof node !== "object") return;
  const [head, ...rest] = field;
  const obj = node as Record<string, unknown>;
  if (head === "*") {
    if (Array.isArray(node)) for (const item of node) mapAt(item, rest, fn);
  } else if (rest.length > 0) {
    mapAt(obj[head], rest, fn);
  } else if (typeof obj[head] === "string") {
    obj[head] = fn(obj[head] as string);
  }
}

/** Path as seen from the scenario folder, with `/` separators on every OS. */
export function relativeToScenario(dir: string, path: string): string {
  const rel = relative(dir, resolve(dir, path)) || ".";
  return isAbsolute(rel) ? rel : rel.split(sep).join("/");
}

/** The hashed workload's leaves, path → JSON value (`pairs[0].agent.env.MODE` → `"fast"`), bounded. */
export interface WorkloadFields {
  fields: Record<string, string>;
  /** Leaves past WORKLOAD_LIMITS.fields, not kept. */
  omitted: number;
}

/** A baseline file stays small whatever the scenario: fields kept, and characters of one value. */
export const WORKLOAD_LIMITS = { fields: 400, valueChars: 160, pathChars: 400 } as const;

export interface Fingerprint {
  hash: string;
  workload: WorkloadFields;
}

export function scenarioHash(
  raw: Record<string, unknown>,
  dir: string,
  secretValues: readonly string[],
): string {
  return scenarioFingerprint(raw, dir, secretValues).hash;
}

/** The scenario hash and the workload it covers, as a baseline keeps it. */
export function scenarioFingerprint(
  raw: Record<string, unknown>,
  dir: string,
  secretValues: readonly string[],
): Fingerprint {
  const workload = Object.fromEntries(WORKLOAD_KEYS.filter((k) => k in raw).map((k) => [k, raw[k]]));
  if (Array.isArray(workload.pairs))
    workload.pairs = workload.pairs.map((p) => {
      if (p === null || typeof p !== "object") return p;
      const { sessions: _, ...rest } = p as Record<string, unknown>;
      return rest;
    });
  // Recording a run's calls does not change what it runs: a recording run keeps its baseline.
  const gateway = (workload.services as { gateway?: Record<string, unknown> } | undefined)?.gateway;
  if (gateway && typeof gateway === "object" && "record" in gateway) {
    const { record: _, ...rest } = gateway;
    workload.services = { ...(workload.services as object), gateway: rest };
  }
  const portable = mapPathFields(workload, (p) => relativeToScenario(dir, p));
  const masked = maskSecrets(portable, secretValues);
  const hash = createHash("sha256").update(canonicalJson(masked)).digest("hex").slice(0, 16);
  return { hash, workload: workloadFields(masked) };
}

/**
 * The leaves of a masked workload in canonical order, at most WORKLOAD_LIMITS.fields of them. A
 * field named like a credential is masked here too, whatever its value; a long value keeps its
 * start and a digest, so a change to it still shows.
 */
export function workloadFields(masked: unknown): WorkloadFields {
  const fields: Record<string, string> = {};
  let kept = 0;
  let omitted = 0;
  const walk = (v: unknown, path: (string | number)[]): void => {
    const key = path.at(-1);
    if (typeof key === "string" && SECRET_NAME.test(key) && !NOT_SECRET_FIELDS.has(key) && v !== null) {
      leaf(JSON.stringify(SECRET_MASK), path);
    } else if (Array.isArray(v) && v.length > 0) {
      for (const [i, x] of v.entries()) walk(x, [...path, i]);
    } else if (v !== null && typeof v === "object" && Object.keys(v).length > 0) {
      const entries = Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      for (const [k, x] of entries) walk(x, [...path, k]);
    } else {
      leaf(JSON.stringify(v) ?? "null", path);
    }
  };
  const leaf = (json: string, path: (string | number)[]) => {
    const name = formatPath(path);
    if (kept >= WORKLOAD_LIMITS.fields || name.length > WORKLOAD_LIMITS.pathChars) return void omitted++;
    fields[name] = boundedValue(json);
    kept++;
  };
  walk(masked, []);
  return { fields, omitted };
}

function boundedValue(json: string): string {
  if (json.length <= WORKLOAD_LIMITS.valueChars) return json;
  const digest = createHash("sha256").update(json).digest("hex").slice(0, 12);
  return `${json.slice(0, WORKLOAD_LIMITS.valueChars - 40)}… (${json.length} chars, sha256 ${digest})`;
}

/** One field of the workload that differs: null where the field is absent on that side. */
export interface WorkloadChange {
  field: string;
  old: string | null;
  now: string | null;
}

/** The fields that differ between a baseline's workload and this run's, in field order. */
export function workloadChanges(old: WorkloadFields, now: WorkloadFields): WorkloadChange[] {
  const names = [...new Set([...Object.keys(old.fields), ...Object.keys(now.fields)])].sort();
  const out: WorkloadChange[] = [];
  for (const field of names) {
    const a = old.fields[field] ?? null;
    const b = now.fields[field] ?? null;
    if (a !== b) out.push({ field, old: a, now: b });
  }
  return out;
}

/**
 * The document with secrets masked by the one redactor (inside strings, in every form), and a number
 * or flag that is itself a secret (`PIN: ${PIN}` read as YAML) replaced whole, so no hash carries one.
 */
export function maskSecrets(value: unknown, secretValues: readonly string[]): unknown {
  const redact = makeRedactor(secretValues);
  const whole = new Set(secretValues);
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return redact(v);
    if (typeof v === "number" || typeof v === "boolean") return whole.has(String(v)) ? SECRET_MASK : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === "object")
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value);
}

/** JSON with object keys sorted at every level. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
