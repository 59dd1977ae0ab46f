import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import {
  CSRF_HEADER,
  gate,
  HttpError,
  loginHeaders,
  newSecrets,
  newSession,
} from "../../../src/serve/guard.js";

const HOST = "127.0.0.1:8080";
const own = new Set([HOST]);

function req(method: string, url: string, headers: Record<string, string> = {}): IncomingMessage {
  const h: Record<string, string> = { host: HOST, ...headers };
  if (method !== "GET") h["content-type"] ??= "application/json";
  return { method, url, headers: h } as unknown as IncomingMessage;
}

/** The gate's answer in a word: its status, "login", "browser" (a cookie session) or "script" (Bearer). */
const outcome = (v: ReturnType<typeof gate>) =>
  v instanceof HttpError ? v.status : v === "login" ? v : "csrf" in v ? "browser" : "script";

describe("gate with the secret drawn at start (loopback, no --token)", () => {
  const s = newSecrets(null, 8080);
  const session = newSession(s);
  const csrf = s.sessions.get(session) ?? "";
  const other = newSession(s);
  const cookie = (v: string) => ({ cookie: `other=1; ${s.cookie}=${v}` });
  const bearer = { authorization: `Bearer ${s.token}` };
  it.each([
    ["GET / with nothing", req("GET", "/"), 401],
    ["GET /api/runs with nothing", req("GET", "/api/runs"), 401],
    ["a POST with nothing", req("POST", "/api/start"), 401],
    ["a DELETE with nothing", req("DELETE", "/api/runs/x"), 401],
    [
      "a POST with a session's CSRF token and no cookie",
      req("POST", "/api/start", { [CSRF_HEADER]: csrf }),
      401,
    ],
    ["the secret as Bearer", req("GET", "/api/runs", bearer), "script"],
    ["the secret as Bearer, a POST without CSRF token", req("POST", "/api/start", bearer), "script"],
    ["a wrong Bearer", req("GET", "/api/runs", { authorization: `Bearer ${s.token}x` }), 401],
    ["the login cookie", req("GET", "/api/runs", cookie(session)), "browser"],
    ["a wrong cookie", req("GET", "/api/runs", cookie(`${session}x`)), 401],
    ["the secret itself as the cookie", req("GET", "/api/runs", cookie(s.token)), 401],
    ["the secret in an API URL", req("GET", `/api/runs?token=${s.token}`), 401],
    ["the secret in the page's URL: a login", req("GET", `/?token=${s.token}`), "login"],
    ["a wrong secret in the page's URL", req("GET", "/?token=nope"), 401],
    ["an empty secret in the page's URL", req("GET", "/?token="), 401],
    ["a POST with the cookie and no CSRF token", req("POST", "/api/start", cookie(session)), 403],
    [
      "a POST with the cookie and its session's CSRF token",
      req("POST", "/api/start", { ...cookie(session), [CSRF_HEADER]: csrf }),
      "browser",
    ],
    [
      "a POST with the cookie and another session's CSRF token",
      req("POST", "/api/start", { ...cookie(other), [CSRF_HEADER]: csrf }),
      403,
    ],
    [
      "a POST with the cookie and the right Origin but no CSRF token",
      req("POST", "/api/start", { ...cookie(session), origin: `http://${HOST}` }),
      403,
    ],
    [
      "a POST with cookie and CSRF token from another origin",
      req("POST", "/api/start", { ...cookie(session), [CSRF_HEADER]: csrf, origin: "null" }),
      403,
    ],
    [
      "a POST that is not JSON (a form)",
      req("POST", "/api/start", { ...bearer, "content-type": "application/x-www-form-urlencoded" }),
      415,
    ],
    [
      "a sandboxed page's fetch (Sec-Fetch-Site cross-site)",
      req("GET", "/api/runs", { ...cookie(session), "sec-fetch-site": "cross-site" }),
      403,
    ],
    [
      "a rebound DNS name, even with the secret",
      req("GET", `/?token=${s.token}`, { host: "evil.example:8080" }),
      403,
    ],
  ])("%s → %s", (_, r, expected) => {
    expect(outcome(gate(s, r, own))).toBe(expected);
  });

  it("draws a 256-bit hex secret per start, and takes --token's as it is", () => {
    expect(s.token).toMatch(/^[0-9a-f]{64}$/);
    expect(newSecrets(null, 8080).token).not.toBe(s.token);
    expect(newSecrets("the-token", 8080).token).toBe("the-token");
  });
});

describe("login sessions", () => {
  it("logs in with an HttpOnly, SameSite=Strict cookie holding the session, not the secret, and a clean URL", () => {
    const s = newSecrets("the-token", 8080);
    const session = newSession(s);
    const h = loginHeaders(s, session);
    expect(h["set-cookie"]).toBe(`agent_loadtest_console_8080=${session}; Path=/; HttpOnly; SameSite=Strict`);
    expect(h["set-cookie"]).not.toContain("the-token");
    expect(h.location).toBe("/");
  });

  it("gives each login its own session and CSRF token, and forgets the oldest past 64", () => {
    const s = newSecrets(null, 8080);
    const first = newSession(s);
    const second = newSession(s);
    expect(first).not.toBe(second);
    expect(s.sessions.get(first)).not.toBe(s.sessions.get(second));
    expect(s.sessions.get(first)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (let i = 0; i < 63; i++) newSession(s);
    expect(s.sessions.size).toBe(64);
    expect(s.sessions.has(first)).toBe(false);
    expect(s.sessions.has(second)).toBe(true);
  });
});
