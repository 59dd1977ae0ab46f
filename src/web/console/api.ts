/** The console page's helpers: its own origin's JSON API, escaping, element lookup, formats. */
import type { ApiError } from "../../report/console-api.js";
import { ms, pct } from "../../report/format.js";
import { pageLang } from "../shared/i18n.js";

/**
 * An API call's outcome: the route's answer (its type in report/console-api.ts, as the server sends it)
 * when the status is 2xx, else its refusal (`ApiError` unless the route names another).
 */
export type Answer<T, E = ApiError> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; data: E };

export const $ = <T extends Element = HTMLElement>(sel: string, root: ParentNode = document) =>
  root.querySelector(sel) as T;
export const $$ = <T extends Element = HTMLElement>(sel: string, root: ParentNode = document) => [
  ...root.querySelectorAll<T>(sel),
];
export const input = (sel: string) => $<HTMLInputElement>(sel);

const ESC: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Text for markup: every value from the API passes here before it goes into innerHTML. */
export const esc = (s: unknown): string => String(s ?? "").replace(/[&<>"']/g, (c) => ESC[c]);

/* The login cookie proves the secret; this page alone holds its session's CSRF token every state change needs. */
const CSRF = $('meta[name="csrf-token"]')?.getAttribute("content") ?? "";

/** A call of the console's API; `T` and `E` are what the server sends on that route (report/console-api.ts). */
export async function api<T, E = ApiError>(
  path: string,
  method = "GET",
  body?: unknown,
): Promise<Answer<T, E>> {
  const headers: Record<string, string> = {};
  const change = method !== "GET";
  if (change) headers["x-console-csrf"] = CSRF;
  if (change || body !== undefined) headers["content-type"] = "application/json";
  const payload = body !== undefined ? JSON.stringify(body) : change ? "{}" : undefined;
  const r = await fetch(path, { method, headers, body: payload });
  // The session is gone (the console restarted): the bare page says how to log in again.
  if (r.status === 401) location.replace("/");
  const data: unknown = await r.json();
  return r.ok
    ? { ok: true, status: r.status, data: data as T }
    : { ok: false, status: r.status, data: data as E };
}

/** The page's messages (units), sent as data by the server from the report's catalog. */
export const L = pageLang(JSON.parse($("#messages")?.textContent ?? '{"locale":"en","messages":{}}'));
export const fmtMs = (x: number | null | undefined) => ms(x, L);
export const fmtPct = (x: number | null | undefined) => pct(x, 1, L);

/** Minutes and seconds, `m:ss`. */
export function fmtClock(s: number | null | undefined): string {
  if (s == null) return "–";
  const v = Math.max(0, Math.round(s));
  const r = v % 60;
  return `${Math.floor(v / 60)}:${r < 10 ? "0" : ""}${r}`;
}
export const fmtTime = (iso: string | null | undefined) => (iso ? iso.replace("T", " ").slice(0, 19) : "–");
