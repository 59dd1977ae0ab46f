/**
 * bisect/dashboard.html in headless Chromium, written as the bisect writes it (its hostile commit
 * subject included): it draws one mark per probe that measured an effect, marks the culprit, runs
 * nothing of the repository's text, and asks the network for nothing.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeBisect } from "../../../src/report/write.js";
import { bisectResult } from "../../support/bisect-result.js";
import { type Opened, openFile, skipBrowser } from "../../support/browser.js";

describe.skipIf(skipBrowser)("bisect/dashboard.html in headless Chromium", () => {
  let opened: Opened;
  beforeAll(async () => {
    const files = writeBisect(mkdtempSync(join(tmpdir(), "bisect-page-")), bisectResult());
    opened = await openFile(files.dashboard);
  });
  afterAll(async () => {
    await opened?.close();
  });

  it("draws each measured probe beside 'no change', the culprit marked, and nothing runs", async () => {
    const { page } = opened;
    expect(await page.locator("svg circle").count()).toBe(3);
    expect(await page.locator("svg text", { hasText: "◀ culprit" }).textContent()).toBe(
      "bbbbbbbbbbbb ◀ culprit",
    );
    expect(await page.locator("tbody tr").count()).toBe(4);
    expect(await page.textContent("p b")).toBe("Culprit");
    expect(await page.evaluate("window.__pwned")).toBeUndefined();
    expect(await page.locator("body script, body img").count()).toBe(0);
    // Its one file: nothing else was asked for.
    expect(opened.requests.filter((u) => !u.startsWith("file://"))).toEqual([]);
    expect(opened.consoleErrors).toEqual([]);
  });
});
