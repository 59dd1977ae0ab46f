/**
 * Turns zod's validation issues into the one message a user sees: the first problem in file order,
 * at its `file:line:col`, with the field path and what was expected.
 */
import type { z } from "zod";
import { UserError } from "../errors.js";
import { allowedKeys } from "./schema-path.js";
import {
  type FieldPath,
  formatPath,
  locate,
  offsetOf,
  type PathSegment,
  type YamlSource,
} from "./yaml-source.js";

type Issue = z.core.$ZodIssue;

interface Located {
  issue: Issue;
  path: PathSegment[];
  atKey: boolean;
}

export interface IssueContext {
  src: YamlSource;
  schema: z.core.$ZodType;
  /** Where a value given on the command line came from (`--set a.b=1`), when the path was set there. */
  overriddenAt?: (path: FieldPath) => string | undefined;
}

export function issuesToUserError(issues: readonly Issue[], ctx: IssueContext): UserError {
  const located = issues.map((issue) => pinpoint(issue, []));
  const offset = (l: Located) => offsetOf(ctx.src, l.path, l.atKey);
  const first = located.reduce((a, b) => (offset(b) < offset(a) ? b : a));
  const where = ctx.overriddenAt?.(first.path) ?? locate(ctx.src, first.path, first.atKey);
  const allowed = () => allowedKeys(ctx.schema, first.path.slice(0, -1));
  return new UserError(describeIssue(first.issue, first.path, allowed), where, formatPath(first.path));
}

/** Descends into unions and record keys to the issue that says what is actually wrong. */
export function pinpoint(issue: Issue, base: PathSegment[]): Located {
  const path = [...base, ...(issue.path as PathSegment[])];
  if (issue.code === "invalid_union") {
    // the branch whose type matched but failed deeper knows more than "no branch matched"
    const branch = issue.errors.find(
      (errs) => errs.length > 0 && !errs.every((e) => e.code === "invalid_type" && e.path.length === 0),
    );
    if (branch) return pinpoint(branch[0], path);
  }
  if (issue.code === "unrecognized_keys") return { issue, path: [...path, issue.keys[0]], atKey: true };
  if (issue.code === "invalid_key") return { issue: issue.issues[0] ?? issue, path, atKey: true };
  return { issue, path, atKey: false };
}

/** What was expected, in the user's words. `allowed` lists the keys where a key was unknown. */
export function describeIssue(issue: Issue, path: FieldPath, allowed: () => string[] = () => []): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return `is required (expected ${noun(issue.expected)})`;
      return `expected ${noun(issue.expected)}, got ${show(issue.input)}${quoted(issue.expected, issue.input)}`;
    case "unrecognized_keys": {
      const key = String(path[path.length - 1]);
      const keys = allowed();
      return `unknown key "${key}"${hint(key, keys)}${keys.length ? `; expected one of: ${keys.join(", ")}` : ""}`;
    }
    case "invalid_value": {
      const values = issue.values.map(String);
      const got = show(issue.input);
      return `expected one of ${values.join(", ")}, got ${got}${hint(String(issue.input), values)}`;
    }
    case "invalid_union": {
      // No branch's type matched (pinpoint found none that failed deeper): name every type it takes.
      const types = issue.errors.map((errs) => errs[0]).filter((e) => e?.code === "invalid_type");
      if (types.length !== issue.errors.length || types.length === 0) return issue.message;
      const nouns = types.map((e) => noun((e as { expected: string }).expected));
      return `expected ${nouns.join(" or ")}, got ${show(issue.input)}`;
    }
    case "too_small":
      if (issue.origin === "array") return `expected at least ${issue.minimum} item(s)`;
      if (issue.origin === "string") return "must not be empty";
      return `expected a value ${issue.inclusive ? ">=" : ">"} ${issue.minimum}, got ${show(issue.input)}`;
    case "too_big":
      if (issue.origin === "array") return `expected at most ${issue.maximum} item(s)`;
      return `expected a value ${issue.inclusive ? "<=" : "<"} ${issue.maximum}, got ${show(issue.input)}`;
    default:
      return issue.message;
  }
}

const NOUNS: Record<string, string> = {
  int: "an integer",
  number: "a number",
  string: "a string",
  boolean: "true or false",
  array: "a list",
  object: "a mapping",
  record: "a mapping",
};

function noun(expected: string): string {
  return NOUNS[expected] ?? expected;
}

/** `"8080"` where a number belongs: usually a quoted `${VAR}`. */
function quoted(expected: string, input: unknown): string {
  const numeric = expected === "number" || expected === "int";
  return numeric && typeof input === "string" && input.trim() !== "" && !Number.isNaN(Number(input))
    ? " (write it without quotes to make it a number)"
    : "";
}

function show(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  return typeof value === "string" ? JSON.stringify(value) : `${typeof value} ${String(value)}`;
}

/** ` (did you mean "x"?)` for the closest candidate within edit distance 2, ignoring case. */
export function hint(word: string, candidates: readonly string[]): string {
  const best = closest(word, candidates);
  return best === undefined ? "" : ` (did you mean "${best}"?)`;
}

/** The candidate closest to a mistyped word, within edit distance 2 (a swap of neighbours is 1), ignoring case. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of candidates) {
    const d = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
function editDistance(a: string, b: string): number {
  const d: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    d[i] = [i];
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}
