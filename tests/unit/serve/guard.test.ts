import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { CSRF_HEADER, gate, HttpError, loginHeaders, newSecrets } from "../../../src/serve/guard.js";

const HOST = "127.0.0.1:8080";
const own = new Set([HOST]);

function req(method: string, url: string, headers: Record<string, string> = {}): IncomingMessage {
  const h: Record<string, string> = { host: HOST, ...headers };
  if (method !== "GET") h["content-type"] ??= "application/json";
  return { method, url, headers: h } as unknown as IncomingMessage;
}

const status = (v: ReturnType<typeof gate>) => (v instanceof HttpError ? v.status : v);

describe("gate on loopback without a token", () => {
  const s = newSecrets(null, 8080);
  it.each([
    ["GET /api/runs", req("GET", "/api/runs"), null],
    ["a POST with the page's CSRF token", req("POST", "/api/start", { [CSRF_HEADER]: s.csrf }), null],
    ["a POST without it", req("POST", "/api/start"), 403],
    ["a DELETE without it", req("DELETE", "/api/runs/x"), 403],
    [
      "a POST with the right Origin but no CSRF token",
      req("POST", "/api/start", { origin: `http://${HOST}` }),
      403,
    ],
    [
      "a POST with another process's CSRF token",
      req("POST", "/api/start", { [CSRF_HEADER]: newSecrets(null, 8080).csrf }),
      403,
    ],
    [
      "a POST with the CSRF token from another origin",
      req("POST", "/api/start", { [CSRF_HEADER]: s.csrf, origin: "null" }),
      403,
    ],
    [
      "a sandboxed page's fetch (Sec-Fetch-Site cross-site)",
      req("GET", "/api/runs", { "sec-fetch-site": "cross-site" }),
      403,
    ],
    ["a rebound DNS name", req("GET", "/", { host: "evil.example:8080" }), 403],
    ["?token= when no token is set (no login)", req("GET", "/?token=x"), null],
  ])("%s", (_, r, expected) => {
    expect(status(gate(s, r, own))).toBe(expected);
  });
});

describe("gate with a token", () => {
  const s = newSecrets("the-token", 8080);
  const cookie = (v: string) => ({ cookie: `other=1; ${s.cookie}=${v}` });
  it.each([
    ["no token", req("GET", "/api/runs"), 401],
    ["the token as Bearer", req("GET", "/api/runs", { authorization: "Bearer the-token" }), null],
    ["the login cookie", req("GET", "/api/runs", cookie(s.session)), null],
    ["a wrong cookie", req("GET", "/api/runs", cookie(`${s.session}x`)), 401],
    ["the token itself as the cookie", req("GET", "/api/runs", cookie("the-token")), 401],
    ["the token in an API URL", req("GET", "/api/runs?token=the-token"), 401],
    ["the token in the page's URL: a login", req("GET", "/?token=the-token"), "login"],
    ["a wrong token in the page's URL", req("GET", "/?token=nope"), 401],
    ["a POST with the cookie and no CSRF token", req("POST", "/api/start", cookie(s.session)), 403],
    [
      "a POST with Bearer and no CSRF token",
      req("POST", "/api/start", { authorization: "Bearer the-token" }),
      403,
    ],
    ["a POST with the CSRF token and no login", req("POST", "/api/start", { [CSRF_HEADER]: s.csrf }), 401],
    ["a POST with both", req("POST", "/api/start", { ...cookie(s.session), [CSRF_HEADER]: s.csrf }), null],
  ])("%s", (_, r, expected) => {
    expect(status(gate(s, r, own))).toBe(expected);
  });

  it("logs in with an HttpOnly, SameSite=Strict cookie holding the session, not the token, and a clean URL", () => {
    const h = loginHeaders(s);
    expect(h["set-cookie"]).toBe(
      `agent_loadtest_console_8080=${s.session}; Path=/; HttpOnly; SameSite=Strict`,
    );
    expect(h["set-cookie"]).not.toContain("the-token");
    expect(h.location).toBe("/");
  });

  it("draws fresh secrets per process", () => {
    const t = newSecrets("the-token", 8080);
    expect(t.csrf).not.toBe(s.csrf);
    expect(t.session).not.toBe(s.session);
    expect(s.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
