/**
 * Fuzz: hostile agent output — terminal escapes, HTML, Markdown, 10 MB lines, invalid UTF-8 — in a
 * session's error and its logs. report.md, the job summary and dashboard.html keep it inert: no
 * control bytes, no live tags or links, the dashboard's own scripts only, and bounded sizes.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { main } from "../../../src/cli/main.js";
import { renderSummary } from "../../../src/report/markdown.js";
import { ScenarioSchema } from "../../../src/scenario/schema.js";
import { synthEvents } from "../../support/report-synthetic.js";
import { BASE, FUZZ_SEED } from "../../support/scenario-mutations.js";

const FRAGMENTS = [
  "\u001b[2J\u001b[H",
  "\u001b]8;;https://evil.example/\u0007click\u001b]8;;\u0007",
  "\u009b31m",
  "\u0007\u0008\u0000",
  "\r\n## forged heading\r\n",
  "<script>alert(1)</script>",
  "</script><script>alert(2)</script>",
  '<img src=x onerror="alert(3)">',
  "<details open><summary>x</summary>",
  "<!-- hide the rest",
  "[click](javascript:alert(4))",
  "![pixel](https://tracker.example/p.gif)",
  "| a | b |\n|---|---|",
  "```\nfenced",
  "@everyone @octocat",
  "&lt;already&gt; &amp;",
  "\u202eevil\u202c",
  "💥 \ud800 lone surrogate",
];
const hostile = fc
  .array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ unit: "binary", maxLength: 20 })), {
    minLength: 1,
    maxLength: 8,
  })
  .map((parts) => parts.join(" "));
/** Bytes that are not UTF-8: lone continuation bytes, a cut multi-byte character, overlongs. */
const invalidUtf8 = fc
  .array(fc.constantFrom(0x80, 0xbf, 0xc0, 0xc1, 0xe2, 0x82, 0xf5, 0xff, 0x1b, 0x41), {
    minLength: 1,
    maxLength: 40,
  })
  .map((b) => Buffer.from(b));

let root: string;
let cleanScripts: number;
afterEach(() => vi.restoreAllMocks());

async function report(dir: string): Promise<number> {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
  const code = await main(["report", dir, "--baseline-dir", join(root, "baselines")]);
  vi.restoreAllMocks();
  return code;
}

/** A run whose failed sessions said `error` and printed `log` (bytes) to their stdout. */
function hostileRun(name: string, error: string, log: Buffer): string {
  const dir = join(root, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const events = synthEvents({
    sessions: 12,
    concurrency: 3,
    fails: (i) => i % 3 === 0,
    error: () => error,
    bucketOf: () => "agent_exit",
    taskName: () => error.slice(0, 40),
  });
  events[0] = {
    ...events[0],
    scenario: ScenarioSchema.parse({ ...BASE, name: "synthetic" }),
  } as (typeof events)[0];
  writeFileSync(join(dir, "events.jsonl"), events.map((e) => `${JSON.stringify(e)}\n`).join(""));
  for (const e of events)
    if (e.type === "session_start") {
      mkdirSync(join(dir, "sessions", e.session), { recursive: true });
      writeFileSync(join(dir, "sessions", e.session, "agent.stdout.log"), log);
    }
  return dir;
}

function read(dir: string) {
  const md = readFileSync(join(dir, "report.md"), "utf8");
  const html = readFileSync(join(dir, "dashboard.html"), "utf8");
  const summary = renderSummary(JSON.parse(readFileSync(join(dir, "report.json"), "utf8")));
  return { md, html, summary };
}

function expectInert({ md, html, summary }: ReturnType<typeof read>): void {
  for (const text of [md, html, summary]) {
    // no terminal control: ESC, CSI, BEL, backspace, NUL as raw characters
    expect(text).not.toMatch(/[\u0000\u0007\u0008\u001b\u009b]/);
  }
  for (const text of [md, summary]) {
    // our own markup (<details>, <summary>, <sub>) aside, no tag the agent wrote is live
    expect(text).not.toMatch(/<(script|img|a|iframe|svg)\b|<details open><summary>x</i);
    expect(text).not.toMatch(/(?<!\\)\]\((javascript|https?):/i);
    expect(text).not.toMatch(/^#+ forged/m);
    expect(text.replace("<!-- agent-loadtest-action:report -->", "")).not.toContain("<!--");
  }
  // The dashboard runs its own scripts only.
  expect(html.match(/<script/gi)?.length).toBe(cleanScripts);
  expect(html.match(/<\/script/gi)?.length).toBe(cleanScripts);
  // (an `onerror=` inside the JSON data block is text: its `<` is written \u003c)
  expect(html).not.toMatch(/<img/i);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "fuzz-hostile-"));
  const clean = hostileRun("clean", "plain failure", Buffer.from("ok\n"));
  expect(await report(clean)).toBeLessThanOrEqual(1);
  cleanScripts = read(clean).html.match(/<script/gi)?.length ?? 0;
  expect(cleanScripts).toBeGreaterThan(0);
});

// The 10 MB case leaves ~200 MB of run folders behind otherwise.
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("fuzz: hostile agent output stays inert", () => {
  it("60 generated errors and logs (escapes, HTML, Markdown, invalid UTF-8) in report.md, the summary and the dashboard", async () => {
    await fc.assert(
      fc.asyncProperty(hostile, invalidUtf8, hostile, async (error, bad, logText) => {
        const dir = hostileRun("case", error, Buffer.concat([Buffer.from(logText), bad, Buffer.from("\n")]));
        expect(await report(dir)).toBeLessThanOrEqual(1);
        expectInert(read(dir));
      }),
      { seed: FUZZ_SEED + 4, numRuns: 60, endOnFailure: true },
    );
  }, 60_000);

  it("a 10 MB line of output: reports stay small and inert", async () => {
    const line = `${"\u001b[31m<b>x</b>".repeat(1_000_000)}`;
    expect(line.length).toBeGreaterThan(10_000_000);
    const dir = hostileRun("huge", line, Buffer.from(`${line}\n`));
    expect(await report(dir)).toBeLessThanOrEqual(1);
    const out = read(dir);
    expectInert(out);
    expect(out.md.length).toBeLessThan(200_000);
    expect(out.summary.length).toBeLessThan(1_100_000);
    expect(out.html.length).toBeLessThan(3_000_000);
  }, 60_000);
});
