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

type Part = string | ((vars: TemplateVars) => string);

/**
 * `JSON.stringify(renderJson(value, vars))` as a function of the variables, with everything
 * outside placeholders serialized once. Values it cannot lay out ahead (anything but JSON
 * strings, numbers, booleans, null, arrays and plain objects; a `__proto__` key) keep the full path.
 */
export function compileJsonBody(value: unknown): (vars: TemplateVars) => string {
  const parts: Part[] = [];
  if (!layOut(value, parts)) return (vars) => JSON.stringify(renderJson(value, vars));
  const merged: Part[] = [];
  for (const p of parts) {
    const last = merged.length - 1;
    if (typeof p === "string" && last >= 0 && typeof merged[last] === "string") merged[last] += p;
    else merged.push(p);
  }
  return (vars) => {
    let out = "";
    for (const p of merged) out += typeof p === "string" ? p : p(vars);
    return out;
  };
}

function layOut(value: unknown, parts: Part[]): boolean {
  if (typeof value === "string") {
    parts.push(
      value.includes("{{")
        ? (vars) => JSON.stringify(renderJson(value, vars)) ?? "null"
        : JSON.stringify(value),
    );
    return true;
  }
  if (value === null || typeof value === "number" || typeof value === "boolean") {
    parts.push(JSON.stringify(value));
    return true;
  }
  if (Array.isArray(value)) {
    parts.push("[");
    for (let i = 0; i < value.length; i++) {
      if (i > 0) parts.push(",");
      if (!(i in value) || !layOut(value[i], parts)) return false;
    }
    parts.push("]");
    return true;
  }
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    parts.push("{");
    let first = true;
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (k === "__proto__") return false;
      if (!first) parts.push(",");
      first = false;
      parts.push(`${JSON.stringify(k)}:`);
      if (!layOut(v, parts)) return false;
    }
    parts.push("}");
    return true;
  }
  return false;
}
