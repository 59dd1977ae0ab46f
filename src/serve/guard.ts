/**
 * The gate every console request passes before it reaches a route: its Host and Origin, then the
 * per-start secret — as `Authorization: Bearer` (scripts), or as the HttpOnly, SameSite=Strict cookie
 * a one-time `/?token=` visit exchanged it for (the browser) — and, for a browser's state change, the
 * CSRF token of that cookie's session. On loopback too: any local process, container on the host
 * network or other user can reach the port, and only the one who started the console has the secret.
 * Pure over the request's headers, but for the session table a login adds to.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** Header the console's page sends its CSRF token in (a custom header: no form or link can set it). */
export const CSRF_HEADER = "x-console-csrf";

/** Logins remembered at once (each visit of the start URL is one); the oldest is forgotten first. */
const MAX_SESSIONS = 64;

export interface Secrets {
  /** `--token` (or AGENT_LOADTEST_TOKEN), else drawn at start: printed once, in the start URL. */
  token: string;
  /** Login cookie value → that session's CSRF token. The token itself never sits in a cookie. */
  sessions: Map<string, string>;
  /** The login cookie's name; with the port in it, as browsers share a host's cookies across ports. */
  cookie: string;
}

/** Who a request comes from, once the gate let it through: a browser session (with its CSRF token) or a script. */
export type Caller = { csrf: string } | { bearer: true };

const random = () => randomBytes(32).toString("base64url");

/** The cookie's name carries the port the console is bound to, known once it listens. */
export function newSecrets(token: string | null, port: number): Secrets {
  // Hex: no credential shape (`sk-…`) can turn up in it and get the printed URL masked.
  return { token: token || randomBytes(32).toString("hex"), sessions: new Map(), cookie: cookieName(port) };
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

/** The Bearer header or a login cookie; never a query parameter (but at the login itself). */
function caller(s: Secrets, req: IncomingMessage): Caller | null {
  const auth = req.headers.authorization ?? "";
  if (auth.startsWith("Bearer ") && sameSecret(auth.slice(7), s.token)) return { bearer: true };
  const session = cookieOf(req, s.cookie);
  for (const [id, csrf] of s.sessions) if (sameSecret(session, id)) return { csrf };
  return null;
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

export const NO_SECRET =
  "missing or wrong secret: open the URL agent-loadtest serve printed, or send Authorization: Bearer <token>";

/** What a request may do: refused (with its status), a login (the secret in `?token=` on `/`), or pass as its caller. */
export function gate(s: Secrets, req: IncomingMessage, ownHosts: Set<string>): HttpError | "login" | Caller {
  const refused = foreign(req, ownHosts);
  if (refused) return refused;
  const url = new URL(req.url ?? "/", "http://x");
  if (req.method === "GET" && url.pathname === "/" && url.searchParams.has("token"))
    return sameSecret(url.searchParams.get("token") ?? "", s.token) ? "login" : new HttpError(401, NO_SECRET);
  if (req.method !== "GET" && !(req.headers["content-type"] ?? "").startsWith("application/json"))
    return new HttpError(415, "expected application/json");
  const who = caller(s, req);
  if (!who) return new HttpError(401, NO_SECRET);
  // A browser sends its cookie on its own; it never sends Authorization on its own: only a cookie needs the page's token.
  const csrf = req.headers[CSRF_HEADER];
  if (req.method !== "GET" && "csrf" in who && !(typeof csrf === "string" && sameSecret(csrf, who.csrf)))
    return new HttpError(403, "missing or wrong CSRF token: state changes come from the console's own page");
  return who;
}

/** A new browser session: its cookie value, with a CSRF token of its own that only its page will carry. */
export function newSession(s: Secrets): string {
  const id = random();
  s.sessions.set(id, random());
  if (s.sessions.size > MAX_SESSIONS) s.sessions.delete(s.sessions.keys().next().value as string);
  return id;
}

/** The login's answer: the cookie, and a redirect to the same page without the secret in its URL. */
export function loginHeaders(s: Secrets, session: string): Record<string, string> {
  return {
    "set-cookie": `${s.cookie}=${session}; Path=/; HttpOnly; SameSite=Strict`,
    location: "/",
    "cache-control": "no-store",
    "referrer-policy": "no-referrer",
  };
}
