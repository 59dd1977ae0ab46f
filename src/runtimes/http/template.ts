/**
 * Request templates: `{{name}}` placeholders in the URL, headers and JSON body, filled per session.
 * Pure. A string that is exactly one placeholder takes the value's type (a number stays a number).
 */

/** The variables every journey request can use. */
export const TEMPLATE_VARIABLES = [
  "session_id",
  "trace_id",
  "case_id",
  "journey",
  "run_id",
  "attempt",
  "index",
] as const;

export type TemplateVars = Record<string, string | number | unknown>;

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}/g;
const WHOLE = /^\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}$/;

/** `a.b.0.c` in a JSON value; undefined when any step is missing. */
export function getPath(value: unknown, path: string): unknown {
  if (path === "" || path === ".") return value;
  return getSteps(value, path.split("."));
}

/** getPath with the path already split, for hot loops. */
export function getSteps(value: unknown, steps: readonly string[]): unknown {
  let cur: unknown = value;
  for (const key of steps) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

function lookup(vars: TemplateVars, name: string): unknown {
  return name in vars ? vars[name] : getPath(vars, name);
}

export function renderString(text: string, vars: TemplateVars): string {
  if (!text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const v = lookup(vars, name);
    if (v === undefined) return whole;
    return typeof v === "string" ? v : JSON.stringify(v);
  });
}

/** Fills placeholders in every string of a JSON value. */
export function renderJson(value: unknown, vars: TemplateVars): unknown {
  if (typeof value === "string") {
    const m = WHOLE.exec(value);
    if (m) {
      const v = lookup(vars, m[1]);
      return v === undefined ? value : v;
    }
    return renderString(value, vars);
  }
  if (Array.isArray(value)) return value.map((v) => renderJson(v, vars));
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = renderJson(v, vars);
    return out;
  }
  return value;
}

/** Placeholder names used anywhere in a JSON value (strings only). */
export function placeholders(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === "string") {
    for (const m of value.matchAll(PLACEHOLDER)) into.add(m[1]);
  } else if (Array.isArray(value)) {
    for (const v of value) placeholders(v, into);
  } else if (value !== null && typeof value === "object") {
    for (const v of Object.values(value)) placeholders(v, into);
  }
  return into;
}
