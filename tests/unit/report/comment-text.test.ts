/**
 * The PR comment's text pieces: cuts after whole words and between clauses (never inside a number or
 * a command), commands as code spans, and paths shown relative to the repository.
 */
import { describe, expect, it } from "vitest";
import { fitComment, GITHUB_COMMENT_LIMIT } from "../../../src/action/comment.js";
import { lang } from "../../../src/i18n/i18n.js";
import { displayPaths, displayRoot } from "../../../src/report/digest.js";
import { clip, cutClauses, htmlLine, mdProse } from "../../../src/report/escape.js";
import { COMMENT_MARKER } from "../../../src/report/markdown.js";
import { intervalText, shortReason } from "../../../src/report/reasons.js";
import { synthReport } from "../../support/report-synthetic.js";

describe("clip", () => {
  it.each([
    ["short stays", 20, "short stays"],
    ["the reasons would decide it", 20, "the reasons would…"],
    ["x".repeat(30), 10, `${"x".repeat(9)}…`],
    ["cut, after the comma", 12, "cut, after…"],
  ])("%j in %i → %j", (text, max, want) => {
    const got = clip(text, max);
    expect(got).toBe(want);
    expect(got.length).toBeLessThanOrEqual(max);
  });
});

describe("cutClauses", () => {
  const stale =
    "baselines/a.json was recorded for scenario hash 1a2b3c, but the workload now hashes to 9f8e7d, so it is not compared with; make this run the new baseline with `agent-loadtest baseline update runs/r1` and commit it";
  it.each([
    { text: "fits as it is", max: 40, want: "fits as it is" },
    // the first clause, the command's, and the last stay; the middle ones go, marked
    {
      text: stale,
      max: 170,
      want: "baselines/a.json was recorded for scenario hash 1a2b3c …; make this run the new baseline with `agent-loadtest baseline update runs/r1` and commit it",
    },
    // the advice at the end stays: how many more sessions would decide it
    {
      text: "p95 1.2 s vs 1 s: ratio 1.20×, beyond the 15% increase tolerance but not yet significant (p = 0.11, needs ≤ 0.05); about 10 more sessions per side (30 per side in all) would decide it",
      max: 140,
      want: "p95 1.2 s vs 1 s: ratio 1.20× …; about 10 more sessions per side (30 per side in all) would decide it",
    },
    // a bracket is one piece: the interval is never split
    {
      text: "p95 1.2 s vs 1 s: ratio 1.20× (95% one-sided bounds [1.01×, 1.40×]), within the 25% tolerance, so it passes, and more",
      max: 90,
      want: "p95 1.2 s vs 1 s: ratio 1.20× (95% one-sided bounds [1.01×, 1.40×]) …, and more",
    },
  ])("$max: $want", ({ text, max, want }) => {
    const got = cutClauses(text, max);
    expect(got).toBe(want);
    expect(got.length).toBeLessThanOrEqual(max);
  });

  it("falls back to a whole-word cut when the first clause alone is too long", () => {
    const got = cutClauses(`${"word ".repeat(40)}end`, 50);
    expect(got).toMatch(/^(word ){9}word…$/);
  });
});

describe("mdProse", () => {
  it.each([
    [
      "run `agent-loadtest baseline update <run-dir>` now",
      false,
      "run `agent-loadtest baseline update <run-dir>` now",
    ],
    ["a `x | y` in a table cell", true, "a `x \\| y` in a table cell"],
    ["a `x | y` in a paragraph", false, "a `x | y` in a paragraph"],
    ["<b>@team</b> *bold*", false, "&lt;b&gt;&#64;team&lt;/b&gt; \\*bold\\*"],
    // an odd backtick is text, escaped; the pair before it is code
    ["`a` and ` alone", false, "`a` and &#96; alone"],
  ])("%j (table %s) → %j", (text, table, want) => expect(mdProse(text, 200, table)).toBe(want));
});

describe("htmlLine", () => {
  it("escapes for raw HTML, not Markdown: no backslash shows in a <summary>", () => {
    expect(htmlLine("e2e_ms{task:<x>} @me")).toBe("e2e_ms{task:&lt;x&gt;} &#64;me");
  });
});

describe("displayPaths", () => {
  const { report } = synthReport({ sessions: 10 });
  const root = "/home/runner/work/repo";
  const r = {
    ...report,
    baseline: { ...report.baseline!, file: `${root}/baselines/x.json`, found: false },
    notes: [`wrote ${root}/runs/r1/report.md`, "kept /tmp/elsewhere as it is", `${root}2/other`],
    gate: {
      ...report.gate,
      checks: [
        {
          kind: "regression" as const,
          metric: "baseline",
          rule: "on_missing: warn",
          observed: null,
          baseline: null,
          interval: null,
          status: "warn" as const,
          reason: `no baseline at ${root}/baselines/x.json`,
          facts: { key: "baseline.missing", params: { where: `${root}/baselines/x.json` } },
        },
      ],
    },
  };

  it("shows paths under the root relative to it, in every field a comment prints, and others as they are", () => {
    const shown = displayPaths(r, root);
    expect(shown.baseline?.file).toBe("baselines/x.json");
    expect(shown.notes).toEqual([
      "wrote runs/r1/report.md",
      "kept /tmp/elsewhere as it is",
      `${root}2/other`,
    ]);
    expect(shown.gate.checks[0].reason).toBe("no baseline at baselines/x.json");
    expect(shown.gate.checks[0].facts.params.where).toBe("baselines/x.json");
    // the model itself is left alone
    expect(r.baseline.file).toBe(`${root}/baselines/x.json`);
  });

  it.each([null, "", "/"])("with root %j changes nothing", (root) => {
    expect(displayPaths(r, root)).toBe(r);
  });

  it("takes the Action's workspace, else the working directory", () => {
    expect(displayRoot({ GITHUB_WORKSPACE: "/ws" }, "/cwd")).toBe("/ws");
    expect(displayRoot({}, "/cwd")).toBe("/cwd");
  });
});

describe("a check's cell in its own unit", () => {
  const en = lang("en");
  const regression = (scale: string, lower: number, upper: number | null) => ({
    interval: [lower, upper ?? Number.POSITIVE_INFINITY] as [number, number],
    facts: { key: "regression.within", params: { scale, lower, upper } },
  });
  it.each([
    [regression("ratio", 1.339, 2.695), "[1.34×, 2.70×]"],
    [regression("ratio", 0.73, null), "[0.73×, ∞)"],
    [regression("points", -0.33, -0.069), "[−33 points, −6.9 points]"],
    [
      {
        interval: [900, 1300] as [number, number],
        facts: { key: "history.inside", params: { unit: "ms", lower: 900, upper: 1300 } },
      },
      "[900 ms, 1.3 s]",
    ],
    [{ interval: null, facts: { key: "threshold.pass", params: {} } }, ""],
  ])("%j → %s", (c, want) => expect(intervalText(c, en)).toBe(want));

  it("a regression's short reason leaves the bounds to the interval column and keeps the re-run size", () => {
    const c = {
      reason: "",
      facts: {
        key: "regression.warn",
        params: {
          metric: "e2e_ms",
          statistic: "p95",
          scale: "ratio",
          direction: "increase",
          observed: 1200,
          baseline: 1000,
          estimate: 1.2,
          lower: 0.98,
          upper: 1.45,
          confidence: 0.95,
          tolerance: 0.15,
          tolerance_relative: true,
          p: 0.11,
          alpha: 0.05,
          family: 2,
          sessions_needed: 30,
          n_side: 20,
        },
      },
    };
    const short = shortReason(c, en);
    expect(short).not.toContain("bounds");
    expect(short).not.toContain("adjusted");
    expect(short).toMatch(/ratio 1\.20×/);
    expect(short).toMatch(/\d+ more sessions per side/);
    expect(short.length).toBeLessThanOrEqual(200);
  });
});

describe("a comment past GitHub's limit", () => {
  it("is cut at the end of a line, so no table row or reason is left half", () => {
    const row = (i: number) => `| check ${i} | a reason that would decide it |`;
    const body = `${COMMENT_MARKER}\n${Array.from({ length: 3000 }, (_, i) => row(i)).join("\n")}`;
    const out = fitComment(body, "s");
    expect(out.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    const kept = out.slice(0, out.indexOf("\n\n_Comment cut")).split("\n").slice(1);
    expect(kept.length).toBeGreaterThan(100);
    for (const [i, line] of kept.entries()) expect(line).toBe(row(i));
  });
});
