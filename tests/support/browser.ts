/** Headless Chromium for the dashboard tests: offline, sandboxed profile, every request recorded. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { needTool } from "./tools.js";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Skip only where Chromium is missing and this is not CI; in CI a missing browser fails the test. */
export const skipBrowser = needTool("Chromium", CHROMIUM);

export interface Opened {
  page: Page;
  requests: string[];
  consoleErrors: string[];
  close(): Promise<void>;
}

export async function openFile(file: string): Promise<Opened> {
  const profile = mkdtempSync(join(tmpdir(), "dash-profile-"));
  // A persistent context on a fresh profile directory is playwright's form of --user-data-dir.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const requests: string[] = [];
  const consoleErrors: string[] = [];
  page.on("request", (r) => {
    requests.push(r.url());
  });
  page.on("console", (m) => {
    if (m.type() === "error") consoleErrors.push(m.text());
  });
  page.on("pageerror", (e) => {
    consoleErrors.push(String(e));
  });
  await page.goto(`file://${file}`, { waitUntil: "load" });
  return {
    page,
    requests,
    consoleErrors,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
