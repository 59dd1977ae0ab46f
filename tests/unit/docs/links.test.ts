/** Every relative link of the docs resolves: to a file of the repository, and to a heading when it names one. */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../../..");
const DOCS = [
  "README.md",
  "ARCHITECTURE.md",
  "CONTRIBUTING.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/** Markdown outside fenced code blocks, where links are links. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, "");
}

/** GitHub's anchors of a file's headings: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of prose(text).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = m[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, "")
      .replace(/ /g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** `[label](target)` links that point inside the repository. */
function relativeLinks(doc: string): string[] {
  const text = prose(readFileSync(join(ROOT, doc), "utf8"));
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((t) => !/^(https?:|mailto:)/.test(t));
}

describe.each(DOCS)("%s", (doc) => {
  const links = relativeLinks(doc);

  it.each(links.length > 0 ? links : ["(none)"])("%s resolves", (link) => {
    if (link === "(none)") return;
    const [file, anchor] = link.split("#");
    const target = file === "" ? join(ROOT, doc) : join(ROOT, dirname(doc), file);
    expect(existsSync(target), `${relative(ROOT, target)} exists`).toBe(true);
    if (anchor === undefined) return;
    expect(
      statSync(target).isFile() && target.endsWith(".md"),
      `${link}: an anchor needs a markdown file`,
    ).toBe(true);
    expect([...anchors(readFileSync(target, "utf8"))], `${link}: no heading with that anchor`).toContain(
      anchor,
    );
  });
});

describe("the anchor rule", () => {
  it.each([
    ["## Pull requests from forks", "pull-requests-from-forks"],
    ["## `pairs[].agent`", "pairsagent"],
    ["## `evidence.files[]` (form 1)", "evidencefiles-form-1"],
    ["## The gate\n## The gate", "the-gate-1"],
  ])("%s → #%s", (heading, anchor) => {
    expect([...anchors(heading)]).toContain(anchor);
  });
});
