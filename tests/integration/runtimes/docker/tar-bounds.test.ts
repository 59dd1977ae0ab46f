/**
 * What comes out of a container is copied under bounds: each file up to its bound, then a marker
 * line; a hard link copied from the file it names when the archive carried it and the budget holds
 * it, else refused with why — never silently dropped. Archives are made by GNU tar, as an engine makes them.
 */
import { execFileSync } from "node:child_process";
import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { type ExtractOptions, extractTarChecked } from "../../../../src/runtimes/docker/tar.js";
import { cutMarker } from "../../../../src/runtimes/log-file.js";

type Tree = Record<string, string | { linkTo: string }>;

/** A tar archive of the tree, made by `tar` from a real folder (hard links are real hard links). */
function archiveOf(tree: Tree): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), "tar-src-"));
  for (const [name, what] of Object.entries(tree)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    if (typeof what === "string") writeFileSync(path.join(dir, name), what);
    else linkSync(path.join(dir, what.linkTo), path.join(dir, name));
  }
  return execFileSync("tar", ["-cf", "-", "-C", dir, "--sort=name", "."], { maxBuffer: 1 << 28 });
}

function filesIn(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rel of readdirSync(dir, { recursive: true }).map(String).sort()) {
    try {
      out[rel] = readFileSync(path.join(dir, rel), "utf8");
    } catch {
      // a folder
    }
  }
  return out;
}

interface Row {
  name: string;
  tree: Tree;
  opts?: ExtractOptions;
  only?: string[];
  files: Record<string, string>;
  refused?: RegExp[];
}

const BIG = "x".repeat(3000);

const ROWS: Row[] = [
  {
    name: "a file under the bound is whole",
    tree: { "agent/log.txt": "short" },
    opts: { fileBytes: 100 },
    files: { "agent/log.txt": "short" },
  },
  {
    name: "many files each under the file bound: those past their folder's total are cut, down to nothing; another folder's are whole",
    tree: { "agent/a.log": BIG, "agent/b.log": BIG, "agent/c.log": BIG, "verifier/reward.txt": "1" },
    opts: { fileBytes: 5000, folderBytes: 4000 },
    files: {
      "agent/a.log": BIG,
      "agent/b.log": `${BIG.slice(0, 1000)}${cutMarker(1000, 2000)}`,
      "agent/c.log": cutMarker(0, 3000),
      "verifier/reward.txt": "1",
    },
  },
  {
    name: "a file past the bound is cut with a marker line; the reward after it is whole",
    tree: { "verifier/big.log": BIG, "verifier/reward.txt": "1" },
    opts: { fileBytes: 1000 },
    files: {
      "verifier/big.log": `${BIG.slice(0, 1000)}${cutMarker(1000, 2000)}`,
      "verifier/reward.txt": "1",
    },
  },
  {
    name: "a file exactly at the bound is whole",
    tree: { "agent/log.txt": BIG.slice(0, 1000) },
    opts: { fileBytes: 1000 },
    files: { "agent/log.txt": BIG.slice(0, 1000) },
  },
  {
    name: "two hard-linked artifacts are both copied",
    tree: { "artifacts/a.txt": "same inode", "artifacts/b.txt": { linkTo: "artifacts/a.txt" } },
    files: { "artifacts/a.txt": "same inode", "artifacts/b.txt": "same inode" },
  },
  {
    name: "three names of one file, the copies within the budget",
    tree: { "a/one": "abc", "a/two": { linkTo: "a/one" }, "b/three": { linkTo: "a/one" } },
    opts: { linkBudget: { left: 6 } },
    files: { "a/one": "abc", "a/two": "abc", "b/three": "abc" },
  },
  {
    name: "a hard link past the budget is refused, named",
    tree: { "a/one": "abc", "a/two": { linkTo: "a/one" }, "a/zz": { linkTo: "a/one" } },
    opts: { linkBudget: { left: 4 } },
    files: { "a/one": "abc", "a/two": "abc" },
    refused: [/^a\/zz: a hard link to .*a\/one, 3 bytes past the bound/],
  },
  {
    name: "a hard link to a file the extraction did not write is refused, named",
    tree: { "x/a.txt": "elsewhere", "y/b.txt": { linkTo: "x/a.txt" } },
    only: ["y"],
    files: {},
    refused: [/^y\/b\.txt: a hard link to .*x\/a\.txt, which the archive did not carry/],
  },
];

describe("copying out of a container under bounds", () => {
  it.each(ROWS)("$name", async (row) => {
    const dest = mkdtempSync(path.join(tmpdir(), "tar-out-"));
    const got = await extractTarChecked(Readable.from([archiveOf(row.tree)]), dest, 0, row.only, {
      symlinks: false,
      ...row.opts,
    });
    expect(got.complete).toBe(true);
    expect(filesIn(dest)).toEqual(row.files);
    expect(got.refused).toHaveLength(row.refused?.length ?? 0);
    for (const [i, re] of (row.refused ?? []).entries()) expect(got.refused[i]).toMatch(re);
  });
});
