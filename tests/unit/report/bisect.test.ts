/**
 * The bisect's report in words (report.md, the nightly's issue and culprit comment) and as a page
 * (dashboard.html): what it names, and that a commit's subject or author, the repository's text, stays
 * inert wherever it shows.
 */

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import {
  bisectJsonSchemaText,
  bisectResultSchema,
  bisectTitle,
  renderBisect,
  renderBisectDashboard,
  renderBisectIssue,
  renderCulpritComment,
} from "../../../src/report/bisect.js";
import { bisectResult, probe, sha } from "../../support/bisect-result.js";

const found = bisectResult();

describe("schemas/bisect.schema.json", () => {
  const committed = join(import.meta.dirname, "../../../schemas/bisect.schema.json");
  it("matches the zod schema, and a bisect's report.json is valid against it", () => {
    const generated = bisectJsonSchemaText();
    if (process.env.UPDATE_SCHEMA === "1") writeFileSync(committed, generated);
    const current = existsSync(committed) ? readFileSync(committed, "utf8") : "";
    expect(current === generated, "stale: regenerate it with npm run schema").toBe(true);
    const validate = new Ajv2020({ strict: false, allErrors: true }).compile(JSON.parse(current));
    expect(validate(JSON.parse(JSON.stringify(found))), JSON.stringify(validate.errors)).toBe(true);
    // Data from a folder: a commit that is not a hash does not read as a bisect's.
    expect(validate({ ...found, good: "<script>" })).toBe(false);
    expect(bisectResultSchema.safeParse({ ...found, good: "<script>" }).success).toBe(false);
  });
});

describe("the bisect report", () => {
  it("names the culprit, its share of the effect and each probe, with the repository's text inert", () => {
    const text = renderBisect(found);
    expect(text).toContain("16 commits; the bad commit against the good one: 1.40×. Outcome: found.");
    expect(text).toContain("**Culprit** `bbbbbbbbbbbb`");
    expect(text).toContain("1.38× against its reference, 96% of the good→bad effect");
    expect(text).not.toContain("<script>");
    expect(text).not.toMatch(/(^|[^`\\])@octocat/);
    expect(text.split("\n").filter((l) => l.startsWith("| `"))).toHaveLength(4);
  });

  it("a bisect out of time says which commits the culprit is among, and how to go on", () => {
    const r = bisectResult({
      outcome: "out_of_time",
      culprits: [],
      narrowed: { after: sha("3"), upto: sha("7"), commits: 4 },
    });
    const text = renderBisect(r);
    expect(text).toContain("its time ran out");
    expect(text).toContain("**Narrowed to** 4 commits after `333333333333` up to `777777777777`");
    expect(bisectTitle(r, "nightly")).toBe(
      "Performance regression in nightly: e2e_ms 1.40× from 000000000000 to ffffffffffff · among 4 commits up to 777777777777",
    );
  });

  it("the issue says why the nightly bisected and carries the report; the culprit's comment points to it", () => {
    const body = renderBisectIssue(found, {
      scenario: "nightly",
      why: "e2e_ms p50 max_increase 10%: observed 800, baseline 570",
      runUrl: "https://github.com/acme/agents/actions/runs/1",
    });
    expect(body).toMatch(
      /^\[The nightly run\]\(https:\/\/github\.com\/acme\/agents\/actions\/runs\/1\) of nightly regressed against the baseline recorded at `000000000000`/,
    );
    expect(body).toContain(renderBisect(found));
    const comment = renderCulpritComment(found, found.culprits[0], "https://github.com/acme/agents/issues/5");
    expect(comment).toContain("names `bbbbbbbbbbbb` of this pull request");
    expect(comment).toContain("Details: https://github.com/acme/agents/issues/5");
    expect(comment).not.toContain("<script>");
    expect(bisectTitle(found, "nightly").length).toBeLessThanOrEqual(240);
  });

  it("the page runs no script, escapes every string, and marks the culprit on the chart", () => {
    const page = renderBisectDashboard(found);
    expect(page).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
    expect(page).not.toMatch(/<script|<img/i);
    expect(page).not.toContain('onerror="');
    expect(page).toContain("bbbbbbbbbbbb ◀ culprit");
    // One mark per probe that measured an effect (the skipped one has none), and the "no change" line.
    expect(page.match(/<circle /g)).toHaveLength(3);
    expect(page).toContain('stroke-dasharray="4 3"');
  });

  it("an absolute rule's effects are differences: written signed, charted on a linear axis around 0", () => {
    const r = bisectResult({
      scale: "difference",
      effect: 240,
      probes: [
        probe("f", "bad", 240),
        probe("8", "good", 0),
        probe("b", "bad", 250),
        probe("a", "good", -12.5),
      ],
    });
    const text = renderBisect(r);
    expect(text).toContain("the bad commit against the good one: +240.");
    expect(text).toContain("| good | −12.5 |");
    expect(text).not.toContain("×");
    const page = renderBisectDashboard(r);
    expect(page).not.toMatch(/NaN|Infinity/);
    expect(page.match(/<circle /g)).toHaveLength(4);
  });
});
