/**
 * The gate every console request passes before it reaches a route: its Host and Origin, the token
 * off loopback (a one-time `/?token=` login that leaves an HttpOnly, SameSite=Strict cookie), and for
 * a state change the CSRF token only the console's own page holds. Pure over the request's headers.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** Header the console's page sends its CSRF token in (a custom header: no form or link can set it). */
export const CSRF_HEADER = "x-console-csrf";

export interface Secrets {
  /** `--token`, or null on loopback without one. */
  token: string | null;
  /** Per process, written into the console's page only. */
  csrf: string;
  /** Per process, the login cookie's value: the token itself never sits in a cookie or a URL. */
  session: string;
  /** The login cookie's name; with the port in it, as browsers share a host's cookies across ports. */
  cookie: string;
}

/** The cookie's name carries the port the console is bound to, known once it listens. */
export function newSecrets(token: string | null, port: number): Secrets {
  const random = () => randomBytes(32).toString("base64url");
  return { token, csrf: random(), session: random(), cookie: cookieName(port) };
}

export function cookieName(port: number): string {
  return `agent_loadtest_console_${port}`;
}

/** A request refused with its HTTP status (the gate's, or a route's). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function cookieOf(req: IncomingMessage, name: string): string {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return "";
}

/** The Bearer header (API clients) or the login cookie (the browser); never a query parameter. */
function authorized(s: Secrets, req: IncomingMessage): boolean {
  if (!s.token) return true;
  const auth = req.headers.authorization ?? "";
  if (auth.startsWith("Bearer ") && sameSecret(auth.slice(7), s.token)) return true;
  return sameSecret(cookieOf(req, s.cookie), s.session);
}

/** 403 for a caller from another origin (a page elsewhere, a sandboxed file, a rebound DNS name). */
function foreign(req: IncomingMessage, ownHosts: Set<string>): HttpError | null {
  const host = req.headers.host ?? "";
  // On loopback the Host must be ours (a rebound DNS name is not); elsewhere the token guards.
  if (ownHosts.size > 0 && !ownHosts.has(host))
    return new HttpError(403, `unexpected Host header: ${host.slice(0, 80)}`);
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`)
    return new HttpError(403, "cross-origin request refused");
  const site = req.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site")
    return new HttpError(403, "cross-origin request refused");
  return null;
}

/** What a request may do: refused (with its status), a login (the token in `?token=` on `/`), or pass. */
export function gate(s: Secrets, req: IncomingMessage, ownHosts: Set<string>): HttpError | "login" | null {
  const refused = foreign(req, ownHosts);
  if (refused) return refused;
  const url = new URL(req.url ?? "/", "http://x");
  if (s.token && req.method === "GET" && url.pathname === "/" && url.searchParams.has("token")) {
    const ok = sameSecret(url.searchParams.get("token") ?? "", s.token);
    return ok ? "login" : new HttpError(401, "wrong token");
  }
  if (req.method !== "GET" && !(req.headers["content-type"] ?? "").startsWith("application/json"))
    return new HttpError(415, "expected application/json");
  if (!authorized(s, req))
    return new HttpError(
      401,
      "missing or wrong token: open /?token=… once to log in, or send Authorization: Bearer",
    );
  const csrf = req.headers[CSRF_HEADER];
  if (req.method !== "GET" && !(typeof csrf === "string" && sameSecret(csrf, s.csrf)))
    return new HttpError(403, "missing or wrong CSRF token: state changes come from the console's own page");
  return null;
}

/** The login's answer: the cookie, and a redirect to the same page without the token in its URL. */
export function loginHeaders(s: Secrets): Record<string, string> {
  return {
    "set-cookie": `${s.cookie}=${s.session}; Path=/; HttpOnly; SameSite=Strict`,
    location: "/",
    "cache-control": "no-store",
    "referrer-policy": "no-referrer",
  };
}
