/**
 * A restored entry's archive, extracted with GNU tar into a staging folder of its own: the folder the
 * entry names becomes `dir` only when no member leaves it. One row per planted member; afterwards no
 * file is anywhere under the temp root but the archives, and `dir` was never made.
 */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { RefusedEntry, stage } from "../../../src/action/cache-entry.js";
import { ESCAPED, type Plant, plantedArchive } from "../../support/planted-entry.js";

const root = mkdtempSync(join(tmpdir(), "cache-entry-"));
const METHOD = "zstd-without-long";

/** A saved entry as the Action writes it: members `key/…`, a link inside, zstd. */
function savedArchive(): string {
  const src = join(root, "src");
  mkdirSync(join(src, "key", "sub"), { recursive: true });
  writeFileSync(join(src, "key", "manifest.json"), "[]");
  symlinkSync("../manifest.json", join(src, "key", "sub", "link"));
  const file = join(root, "saved.tzst");
  execFileSync("tar", ["--posix", "-c", "--use-compress-program", "zstdmt", "-f", file, "-C", src, "key"]);
  rmSync(src, { recursive: true });
  return file;
}

const saved = savedArchive();
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a restored entry's archive", () => {
  it("a saved entry becomes the folder, its inward link kept", async () => {
    const dir = join(root, "ok", "key");
    await stage(saved, METHOD, dir);
    expect(readdirSync(dir).sort()).toEqual(["manifest.json", "sub"]);
    expect(readlinkSync(join(dir, "sub", "link"))).toBe("../manifest.json");
    expect(readdirSync(join(root, "ok"))).toEqual(["key"]);
    rmSync(join(root, "ok"), { recursive: true });
  });

  it.each<[Plant, RegExp]>([
    ["traversal", /Removing leading `key\/\.\.\/\.\.\/'/],
    ["absolute", /Removing leading `\/'/],
    ["symlink", /escape|Not a directory|Cannot open/],
  ])("%s member: refused (%s), nothing outside the staging folder, no folder made", async (plant, why) => {
    const outside = join(root, "outside");
    const a = plantedArchive(saved, "key", plant, { outside, victim: "" });
    const dir = join(root, `dest-${plant}`, "key");
    try {
      const err = await stage(a.file, METHOD, dir).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(RefusedEntry);
      expect((err as Error).message).toMatch(why);
    } finally {
      a.cleanup();
    }
    expect(existsSync(dir)).toBe(false);
    expect(readdirSync(join(root, `dest-${plant}`))).toEqual([]);
    expect(existsSync(outside)).toBe(false);
    const planted = readdirSync(root, { recursive: true })
      .map(String)
      .filter((f) => f.includes(ESCAPED));
    expect(planted).toEqual([]);
  });
});
