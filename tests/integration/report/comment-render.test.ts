/**
 * The PR comment as GitHub shows it: report.md's comment rendered by cmark-gfm (GitHub's own
 * renderer, with the extensions GitHub enables) for a passing run, a failing run, a run with no
 * baseline yet and a same-job comparison (and a refused baseline, whose reason is the longest). What a
 * reader sees holds no escaped entity or stray backtick, no word cut short, no host path and no empty
 * column. With UPDATE_SCREENSHOT=1 it refreshes docs/comment-<shape>.png from Chromium.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { displayPaths } from "../../../src/report/digest.js";
import { renderComment } from "../../../src/report/markdown.js";
import { openFile, skipBrowser } from "../../support/browser.js";
import { needTool } from "../../support/tools.js";
import { type Made, makeShape, SHAPES, type Shape } from "./comment-shapes.js";

const CMARK = process.env.CMARK_GFM_PATH ?? "/usr/bin/cmark-gfm";
/** Skipped only where cmark-gfm is missing outside CI (scripts/test-deps.sh installs it); in CI a missing one fails. */
const skipCmark = needTool("cmark-gfm", CMARK);
/** What github.com enables for comments: GFM's extensions, and raw HTML (GitHub sanitizes it after). */
const EXTENSIONS = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"];

function cmark(markdown: string): string {
  const args = ["--unsafe", ...EXTENSIONS.flatMap((e) => ["--extension", e])];
  const out = spawnSync(CMARK, args, { input: markdown, encoding: "utf8", timeout: 20_000 });
  if (out.status !== 0) throw new Error(`cmark-gfm failed: ${out.stderr || out.error}`);
  return out.stdout;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) => {
    if (e[0] !== "#") return ENTITIES[e.toLowerCase()] ?? m;
    const code = e[1] === "x" || e[1] === "X" ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
    return String.fromCodePoint(code);
  });
}

/** The text a reader sees: tags and comments gone, entities decoded once (as the browser does). */
function textOf(html: string): string {
  return decode(
    html
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<\/?(code|strong|em|sub|sup|a|del)\b[^>]*>/g, "")
      .replace(/<[^>]+>/g, " "),
  );
}

/** Every table's body cells as text, row by row. */
function tables(html: string): string[][][] {
  return [...html.matchAll(/<table>([\s\S]*?)<\/table>/g)].map(([, t]) =>
    [...t.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
      .filter(([, row]) => row.includes("<td"))
      .map(([, row]) => [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map(([, c]) => textOf(c).trim())),
  );
}

const ALL: Shape[] = [...SHAPES, "refused"];
const made = new Map<Shape, Made & { md: string; html: string; text: string }>();

beforeAll(async () => {
  if (skipCmark) return;
  for (const shape of ALL) {
    const m = await makeShape(shape);
    const md = renderComment(m.report, {
      dashboard: "dashboard.html in the artifact agent-loadtest-report",
      root: m.root,
    });
    const html = cmark(md);
    made.set(shape, { ...m, md, html, text: textOf(html) });
  }
}, 60_000);

afterAll(() => {
  for (const m of made.values()) rmSync(m.root, { recursive: true, force: true });
});

describe.skipIf(skipCmark)("the PR comment as GitHub renders it (cmark-gfm)", () => {
  it("makes each shape with the verdict it stands for", () => {
    const verdict = (s: Shape) => made.get(s)!.report.gate.status;
    expect(ALL.map(verdict)).toEqual(["pass", "fail", "warn", "fail", "fail"]);
    expect(made.get("no-baseline")!.report.baseline?.found).toBe(false);
    expect(made.get("same-job")!.report.baseline?.file).toMatch(/reference arm/);
  });

  it.each(ALL)("%s: shows no escaped entity and no backtick as text", (shape) => {
    const { text } = made.get(shape)!;
    expect(text).not.toMatch(/&(#\d+|#x[0-9a-f]+|[a-z]+);/i);
    expect(text).not.toContain("`");
    // nor a Markdown escape left standing (raw HTML such as a <summary> shows its backslashes)
    expect(text).not.toMatch(/\\[_*[\]#~!\\|]/);
  });

  it.each(ALL)("%s: cuts no word short (a cut follows a whole word said in full elsewhere)", (shape) => {
    const { text } = made.get(shape)!;
    for (const [, word] of text.matchAll(/(\p{L}+)…/gu)) {
      expect(text, `"${word}…"`).toMatch(new RegExp(`(^|[^\\p{L}])${word}(?![\\p{L}…])`, "u"));
    }
  });

  it.each(ALL)("%s: shows no host path", (shape) => {
    const { text, root } = made.get(shape)!;
    expect(text).not.toMatch(/(^|[\s("'=])\/(tmp|home|work|root)\//);
    expect(text).not.toContain(root);
  });

  it.each(ALL)("%s: leaves no table column empty", (shape) => {
    const found = tables(made.get(shape)!.html);
    expect(found.length).toBeGreaterThan(1);
    for (const rows of found) {
      const width = Math.max(...rows.map((r) => r.length));
      for (let i = 0; i < width; i++) {
        const column = rows.map((r) => r[i] ?? "");
        expect(
          column.some((c) => c !== "" && c !== "–"),
          `column ${i} of ${JSON.stringify(rows)}`,
        ).toBe(true);
      }
    }
  });

  it("shows commands as code, and the whole reason below the table when its cell is short", () => {
    const missing = made.get("no-baseline")!;
    expect(missing.html).toMatch(/<code>agent-loadtest baseline update [^<]*<\/code>/);
    expect(missing.text).toContain("baselines/checkout-agent.json");
    const flat = (s: string) => s.replace(/\s+/g, " ");
    for (const shape of ALL) {
      const m = made.get(shape)!;
      // Every command the comment names is code, never text around backticks.
      const commands = m.html.match(/agent-loadtest (baseline|run|report)\b[^<]*/g) ?? [];
      const coded = m.html.match(/<code>agent-loadtest (baseline|run|report)\b[^<]*<\/code>/g) ?? [];
      expect(coded.length, shape).toBe(commands.length);
      // Every check's whole reason is shown: in its cell, or folded below the table when the cell is short.
      for (const c of displayPaths(m.report, m.root).gate.checks)
        expect(flat(m.text), shape).toContain(flat(c.reason.replace(/`/g, "")));
    }
  });

  it("says one unit per column: a pass rate in percent, a ratio's interval with ×", () => {
    const fail = tables(made.get("fail")!.html);
    const has = (r: string[], text: string) => r.some((c) => c.includes(text));
    const checks = fail.find((rows) => rows.some((r) => has(r, "rate>=0.8")))!;
    const rate = checks.find((r) => has(r, "rate>=0.8"))!;
    expect(rate).toContain("75.0%");
    const e2e = checks.find((r) => has(r, "p95 max_increase 15%"))!;
    expect(e2e.some((c) => /^\[\d\.\d\d×, (∞\)|\d\.\d\d×\])$/.test(c))).toBe(true);
    expect(made.get("pass")!.text).not.toMatch(/\bruns? \+ this/);
  });

  it("marks a change 🔴/🟢 only on the rows a rule gates", () => {
    for (const shape of ALL) {
      const [kpi] = tables(made.get(shape)!.html);
      for (const row of kpi) {
        if (/[🔴🟢]/u.test(row.join(" "))) expect(["pass rate", "e2e p95"], shape).toContain(row[0]);
      }
    }
  });
});

const MAX_SHOT_HEIGHT = 1200;

/** A page with GitHub's look for a comment body, at a comment's width. */
function page(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; background: #fff; }
.markdown-body { box-sizing: border-box; width: 900px; padding: 16px 24px; color: #1f2328;
  font: 14px/1.5 -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; }
/* The emoji font only for emoji: its digits and spaces would otherwise set the text */
@font-face { font-family: Emoji; src: local("Noto Color Emoji"); unicode-range: U+2300-27BF, U+1F000-1FAFF, U+FE0F; }
.markdown-body, code { font-family: -apple-system, "Segoe UI", "DejaVu Sans", Emoji, sans-serif; }
h2 { font-size: 1.5em; font-weight: 600; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0; margin: 0 0 16px; }
h3 { font-size: 1.25em; font-weight: 600; margin: 24px 0 16px; }
p, table, details, ul, blockquote { margin: 0 0 16px; }
table { border-collapse: collapse; display: block; width: max-content; max-width: 100%; overflow: auto; }
th, td { padding: 6px 13px; border: 1px solid #d1d9e0; }
th { font-weight: 600; }
tr:nth-child(2n) { background: #f6f8fa; }
code { padding: .2em .4em; font-size: 85%; background: rgba(129,139,152,.12); border-radius: 6px;
  font-family: ui-monospace, "DejaVu Sans Mono", Emoji, monospace; }
summary { cursor: pointer; }
blockquote { padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }
sub { font-size: 75%; }
</style></head><body><div class="markdown-body">${html}</div></body></html>`;
}

describe.skipIf(skipCmark || skipBrowser)("a picture of each comment (Chromium)", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "comment-shot-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(SHAPES)(
    "%s: renders offline, in a picture small enough for docs/",
    async (shape) => {
      const file = join(dir, `${shape}.html`);
      writeFileSync(file, page(made.get(shape)!.html));
      const opened = await openFile(file);
      try {
        await opened.page.setViewportSize({ width: 900, height: 800 });
        const shot = join(dir, `comment-${shape}.png`);
        const body = opened.page.locator(".markdown-body");
        const box = (await body.boundingBox())!;
        // At most the height of a tall screen: the part a reviewer reads first, in a picture docs can afford.
        await opened.page.screenshot({
          path: shot,
          fullPage: true,
          clip: { x: box.x, y: box.y, width: box.width, height: Math.min(box.height, MAX_SHOT_HEIGHT) },
        });
        expect(opened.requests.filter((u) => !u.startsWith("file:"))).toEqual([]);
        expect(statSync(shot).size).toBeLessThan(150_000);
        if (process.env.UPDATE_SCREENSHOT === "1")
          copyFileSync(shot, resolve("docs", `comment-${shape}.png`));
      } finally {
        await opened.close();
      }
    },
    60_000,
  );
});
