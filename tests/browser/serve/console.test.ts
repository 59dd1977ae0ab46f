/**
 * The web console in real Chromium, opened from the start URL `serve` printed: start a run from
 * examples/quickstart.yaml and watch it, stop a second one, open a dashboard, compare, delete, and a
 * form-made scenario with an error — with no console error, no request leaving the console's own
 * origin, the secret in no answer and the session's CSRF token in the console's page only.
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bisectResult } from "../../support/bisect-result.js";
import { CHROMIUM, skipBrowser } from "../../support/browser.js";
import { ROOT } from "../../support/cli-entry.js";
import { type Served, serve } from "../../support/console.js";

let served: Served;
let context: BrowserContext;
let page: Page;
let profile: string;
const consoleErrors: string[] = [];
const requests: string[] = [];
const leaving: string[] = [];
/** Every page and JSON answer the browser got, read as it arrived. */
const answers: Promise<{ url: string; status: number; text: string } | null>[] = [];
let csrf = "";
let firstRun = "";
let stoppedRun = "";

async function opened(p: Page): Promise<void> {
  p.on("console", (m) => {
    if (m.type() === "error") consoleErrors.push(`${p.url()}: ${m.text()}`);
  });
  p.on("pageerror", (e) => consoleErrors.push(`${p.url()}: ${String(e)}`));
}

beforeAll(async () => {
  served = await serve([]);
  profile = mkdtempSync(join(tmpdir(), "console-profile-"));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1360, height: 900 },
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
    ],
  });
  const origin = new URL(served.url).origin;
  // Every request the page makes passes here: the console's origin goes through, anything else is refused and noted.
  await context.route("**/*", (route) => {
    const url = route.request().url();
    requests.push(url);
    if (url.startsWith(`${origin}/`) || url.startsWith("data:")) return route.continue();
    leaving.push(url);
    return route.abort();
  });
  context.on("page", opened);
  context.on("response", (r) => {
    if (!/html|json/.test(r.headers()["content-type"] ?? "")) return;
    answers.push(
      r.text().then(
        (text) => ({ url: r.url(), status: r.status(), text }),
        () => null,
      ),
    );
  });
  page = context.pages()[0] ?? (await context.newPage());
  await opened(page);
}, 60_000);

afterAll(async () => {
  await context?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
  await served?.stop();
}, 60_000);

/**
 * A picture of the page (or one part): `npm run screenshot` refreshes docs/<name> (console.png: README,
 * docs/console.md); a test run leaves the checkout alone.
 */
async function screenshot(what: Page | Locator, name: string): Promise<void> {
  const shot = join(tmpdir(), `${process.pid}-${name}`);
  await what.screenshot({ path: shot, ...("goto" in what ? { fullPage: true } : {}) });
  if (process.env.UPDATE_SCREENSHOT === "1") {
    mkdirSync(join(ROOT, "docs"), { recursive: true });
    copyFileSync(shot, join(ROOT, "docs", name));
  }
}

async function startFromFile(file: string, set: string[] = []): Promise<string> {
  await page.goto(`${served.url}#new`);
  await page.locator("#scenario-file option", { hasText: file }).waitFor({ state: "attached" });
  await page.selectOption("#scenario-file", file);
  await page.fill("#scenario-set", set.join("\n"));
  await page.click("#start-file");
  await page.waitForURL(/#run\//, { timeout: 60_000 });
  return decodeURIComponent(new URL(page.url()).hash.replace("#run/", ""));
}

describe.skipIf(skipBrowser)("agent-loadtest serve in Chromium", () => {
  it("opens from the printed start URL on a clean URL, logged in by a cookie, with an empty run list", async () => {
    expect(served.output()).toContain(`console: ${served.login}`);
    expect(served.token).toMatch(/^[0-9a-f]{64}$/);
    await page.goto(served.login);
    expect(page.url()).toBe(served.url);
    const cookies = await context.cookies(served.url);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    expect(cookies[0].value).not.toContain(served.token);
    csrf = (await page.getAttribute('meta[name="csrf-token"]', "content")) ?? "";
    expect(csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect.poll(() => page.textContent("#runs-table")).toContain("no runs yet");
  });

  it("starts a run from examples/quickstart.yaml, shows its progress update, and lists it with its verdict", async () => {
    // Twice the example's sessions, for charts with something in them.
    firstRun = await startFromFile("examples/quickstart.yaml", ["pairs[0].sessions=24"]);
    expect(firstRun).toMatch(/^quickstart__\d{4}-/);
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          const done = await page.textContent("#t-done").catch(() => null);
          if (done) seen.add(done);
          return done;
        },
        { timeout: 60_000, interval: 100 },
      )
      .toBe("24/24");
    // More than the start and the end: the numbers moved while it ran.
    expect(seen.size, [...seen].join(" ")).toBeGreaterThanOrEqual(2);
    await expect.poll(() => page.textContent("#t-verdict"), { timeout: 60_000 }).toMatch(/^(pass|warn)$/);
    expect(await page.locator("#run-charts svg").count()).toBe(3);
    expect(await page.textContent("#run-log")).toMatch(/progress \d+:\d\d · \d+\/24 done/);
    // Its gate checks, from its report; no "started from the CLI" note on a run this console started.
    await expect.poll(() => page.locator("#run-checks li").count()).toBeGreaterThan(0);
    expect(await page.textContent("#run-checks")).toMatch(/PASS pass_rate/);
    expect(await page.isHidden("#run-note")).toBe(true);
    await screenshot(page, "console.png");
    await page.goto(`${served.url}#runs`);
    const row = page.locator(`tr[data-id="${firstRun}"]`);
    await expect.poll(() => row.locator(".c-verdict").textContent()).toMatch(/^(pass|warn)$/);
    expect(await row.locator(".c-sessions").textContent()).toBe("24");
  }, 120_000);

  it("stops a second run with Stop, after a page reload: it ends interrupted, with its reports written", async () => {
    stoppedRun = await startFromFile("examples/quickstart.yaml", ["pairs[0].sessions=400"]);
    expect(stoppedRun).toMatch(/^quickstart__\d{4}-/);
    await expect
      .poll(async () => Number((await page.textContent("#t-done").catch(() => "0/0"))?.split("/")[0]), {
        timeout: 60_000,
      })
      .toBeGreaterThanOrEqual(2);
    // The run is the console's child, not the page's: a reload finds it still running.
    await page.reload();
    await expect
      .poll(() => page.textContent("#t-verdict").catch(() => null), { timeout: 30_000 })
      .toBe("running");
    await page.click("#stop-btn");
    await expect.poll(() => page.textContent("#t-verdict"), { timeout: 60_000 }).toBe("interrupted");
    expect(await page.textContent("#run-links")).toContain("open dashboard.html");
    for (const f of ["report.json", "report.md", "dashboard.html", "events.jsonl"])
      expect(existsSync(join(served.cwd, "runs", stoppedRun, f)), f).toBe(true);
    await page.goto(`${served.url}#runs`);
    const row = page.locator(`tr[data-id="${stoppedRun}"]`);
    await expect.poll(() => row.locator(".c-verdict").textContent()).toBe("interrupted");
  }, 120_000);

  it("opens the stopped run's dashboard.html from the list, sandboxed, with its charts", async () => {
    const row = page.locator(`tr[data-id="${stoppedRun}"]`);
    const [dash] = await Promise.all([context.waitForEvent("page"), row.locator("a.dash").click()]);
    await dash.waitForLoadState("load");
    expect(dash.url()).toContain(`/runs/${stoppedRun}/dashboard.html`);
    expect(await dash.title()).toContain("quickstart");
    // The run's file draws its charts inside the console's sandboxed frame.
    const frame = dash.frameLocator("iframe[sandbox]");
    await expect.poll(() => frame.locator("svg.plot").count()).toBeGreaterThan(0);
    expect(await frame.locator("#verdict").textContent()).toMatch(/interrupted/i);
    await dash.close();
  });

  it("filters and sorts the list", async () => {
    await page.fill("#filter", "interrupted");
    await expect.poll(() => page.locator("#runs-table tr[data-id]").count()).toBe(1);
    await page.fill("#filter", "");
    await expect.poll(() => page.locator("#runs-table tr[data-id]").count()).toBe(2);
    const order = () =>
      page
        .locator("#runs-table tr[data-id]")
        .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-id")));
    // Newest first by default; a click on Sessions sorts ascending (the stopped run has fewer).
    expect(await order()).toEqual([stoppedRun, firstRun]);
    await page.click('th[data-sort="sessions"]');
    await expect.poll(order).toEqual([stoppedRun, firstRun]);
    await page.click('th[data-sort="sessions"]');
    await expect.poll(order).toEqual([firstRun, stoppedRun]);
  });

  it("compares the two runs side by side", async () => {
    await page.locator(`tr[data-id="${firstRun}"] .pick`).check();
    await page.locator(`tr[data-id="${stoppedRun}"] .pick`).check();
    await page.click("#compare-btn");
    await page.waitForURL(/#compare\//);
    const table = page.locator("table.cmp");
    await table.waitFor();
    const text = await table.textContent();
    expect(text).toContain(firstRun);
    expect(text).toContain(stoppedRun);
    expect(text).toContain("e2e_ms");
    expect(text).toContain("interrupted");
    expect(await table.locator(".bar").count()).toBeGreaterThanOrEqual(10);
  });

  it("shows a scenario's baseline history beside its runs", async () => {
    execFileSync(process.execPath, [served.entry, "baseline", "update", join("runs", firstRun)], {
      cwd: served.cwd,
      timeout: 30_000,
    });
    await page.goto(`${served.url}#runs`);
    await page.locator(`tr[data-id="${firstRun}"] .c-scenario a`).click();
    await page.waitForURL(/#history\/quickstart$/);
    const body = page.locator("#history-body");
    await expect.poll(() => body.locator("table tr").count()).toBe(2);
    expect(await body.textContent()).toMatch(/Baseline history.*100\.0%/);
    expect(await body.locator("svg path, svg circle").count()).toBeGreaterThanOrEqual(2);
    // Readable: round y ticks (more than top and bottom), dates along x, the svg no wider than drawn.
    const texts = await body.locator("svg").first().locator("text").allTextContents();
    expect(texts.filter((t) => /^\d+(\.\d+)? (ms|s|min)$/.test(t)).length).toBeGreaterThanOrEqual(3);
    expect(texts).toContain("date (UTC)");
    expect(texts.some((t) => /^\d\d-\d\d( \d\d:\d\d)?$/.test(t))).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
    const box = await body.locator("svg").first().boundingBox();
    expect(box?.width).toBeLessThanOrEqual(460);
    // What a passed task cost (the quickstart prices the mock's model): a second chart, in dollars.
    expect(await body.textContent()).toContain("cost per passed task by date");
    const cost = await body.locator("svg").nth(1).locator("text").allTextContents();
    expect(cost.filter((t) => /^\$\d+(\.\d+)?$/.test(t)).length).toBeGreaterThanOrEqual(3);
    expect(await body.locator("svg").nth(1).locator("circle").count()).toBeGreaterThanOrEqual(1);
    await screenshot(page.locator("#history"), "console-history.png");
  }, 60_000);

  it("deletes a run after a confirmation", async () => {
    await page.goto(`${served.url}#runs`);
    const row = page.locator(`tr[data-id="${stoppedRun}"]`);
    page.once("dialog", (d) => d.accept());
    await row.locator("button.del").click();
    await expect.poll(() => row.count()).toBe(0);
    expect(existsSync(join(served.cwd, "runs", stoppedRun))).toBe(false);
    expect(existsSync(join(served.cwd, "runs", firstRun))).toBe(true);
  });

  it("a run started from the CLI shows its gate checks and where its records are, not an empty log", async () => {
    const cli = spawnSync(
      process.execPath,
      [served.entry, "run", "examples/quickstart.yaml", "--out", "runs", "-q"],
      {
        cwd: served.cwd,
        timeout: 60_000,
      },
    );
    expect(cli.status, String(cli.stderr)).toBe(0);
    const cliRun = readdirSync(join(served.cwd, "runs")).find((d) => d !== firstRun) ?? "";
    expect(cliRun).toMatch(/^quickstart__\d{4}-/);
    // Listed beside the console's own runs (a reload: the list was already open).
    await page.goto(`${served.url}#runs`);
    await page.reload();
    await page.locator(`tr[data-id="${cliRun}"]`).waitFor();
    await page.goto(`${served.url}#run/${encodeURIComponent(cliRun)}`);
    await expect.poll(() => page.locator("#run-checks li").count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const checks = await page.locator("#run-checks li").allTextContents();
    expect(
      checks.every((c) => /^(PASS|WARN|FAIL) \S+ .+ — .+/.test(c)),
      checks.join("\n"),
    ).toBe(true);
    expect(checks.some((c) => c.startsWith("PASS pass_rate"))).toBe(true);
    await expect
      .poll(() => page.textContent("#run-note"))
      .toBe(
        `This run was started from the CLI, not from this console: its terminal output is not kept; what it recorded is in runs/${cliRun}/ (events.jsonl, report.md).`,
      );
    expect(await page.isVisible("#run-note")).toBe(true);
    // The quickstart logs nothing to its events: no log box at all rather than an empty one.
    expect(await page.isHidden("#run-log-box")).toBe(true);
    expect(await page.textContent("#t-verdict")).toMatch(/^(pass|warn)$/);
  }, 90_000);

  it("a form-made scenario with an error shows it at its field and line", async () => {
    await page.goto(`${served.url}#new`);
    await page.fill("#f-name", "form-made");
    await page.fill("#f-agent", "oracle");
    await page.fill("#f-task", "tasks/echo-bench");
    await page.fill("#f-sessions", "0");
    await page.click("#check-form");
    const field = page.locator('.field[data-field="pairs[0].sessions"]');
    await expect.poll(() => field.getAttribute("class")).toContain("bad");
    expect(await field.locator(".err").textContent()).toMatch(/pairs\[0\]\.sessions/);
    expect(await page.textContent("#form-msg")).toMatch(
      /scenarios\/form-made\.yaml:\d+:\d+: pairs\[0\]\.sessions/,
    );
    expect(await page.locator("#yaml .ln.bad").count()).toBe(1);
    await page.fill("#f-sessions", "2");
    await page.click("#check-form");
    await expect.poll(() => page.textContent("#form-msg")).toBe("valid: scenarios/form-made.yaml");
    expect(await page.locator(".field.bad").count()).toBe(0);
  });

  it("shows a bisect under the runs, its probes as steps, with the repository's text inert", async () => {
    const dir = join(served.cwd, "runs", "bisect-nightly");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "state.json"), "{}");
    writeFileSync(join(dir, "report.json"), JSON.stringify(bisectResult()));
    await page.goto(`${served.url}#runs`);
    const bisect = page.locator('#bisects details[data-id="bisect-nightly"]');
    await expect.poll(() => bisect.count()).toBe(1);
    expect(await bisect.locator("summary").textContent()).toMatch(
      /^found e2e_ms 1\.40× 000000000000\.\.ffffffffffff · 16 commits · culprit: bbbbbbbbbbbb <script>/,
    );
    await bisect.locator("summary").click();
    expect(await bisect.locator("table.steps tr").count()).toBe(5);
    expect(await bisect.locator("table.steps tr").nth(3).textContent()).toMatch(
      /^3bbbbbbbbbbbb000000000000bad1\.38×/,
    );
    expect(await page.evaluate("window.__pwned")).toBeUndefined();
    expect(await page.locator("#bisects script, #bisects img").count()).toBe(0);
  });

  it("made no request outside its origin and logged no console error", () => {
    expect(leaving).toEqual([]);
    expect(requests.length).toBeGreaterThan(5);
    expect(consoleErrors).toEqual([]);
  });

  it("served the secret in no answer, and the CSRF token in the console's page only", async () => {
    const got = (await Promise.all(answers)).filter((a) => a !== null);
    const paths = new Set(got.map((a) => new URL(a.url).pathname));
    // Every kind of answer was seen: the page, the API, a dashboard's frame and its file.
    for (const p of ["/", "/api/runs", "/api/scenarios", `/runs/${stoppedRun}/dashboard.html`])
      expect(paths, p).toContain(p);
    expect([...paths].some((p) => p.endsWith("/raw/dashboard.html"))).toBe(true);
    for (const a of got) {
      expect(a.text, a.url).not.toContain(served.token);
      if (new URL(a.url).pathname !== "/") expect(a.text, a.url).not.toContain(csrf);
    }
  });

  it("without its cookie, the browser gets only the page that says to open the printed URL", async () => {
    // The open page finds its session gone at its next call, and turns into the page that says how back in.
    await page.goto(`${served.url}#new`);
    await context.clearCookies();
    const locked = page.waitForResponse((r) => r.url() === served.url && r.status() === 401);
    await page.evaluate("location.hash = '#runs'");
    await locked;
    await expect
      .poll(() => page.textContent("body"))
      .toContain("Open the URL printed by agent-loadtest serve");
    await page.goto("about:blank");
    expect((await page.goto(served.url))?.status()).toBe(401);
    expect(await page.content()).not.toContain(csrf);
    expect(await page.locator("script").count()).toBe(0);
  });
});
