/**
 * Cache entries as a writer of the cache scope could plant them: a saved entry's archive (zstd tar,
 * members `<folder>/…`) with one change — a member that leaves the folder, a link out of it, a manifest
 * naming another image, a record of another image id.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type Plant = "traversal" | "absolute" | "symlink" | "extra-tags" | "id-mismatch";

/** File names every planted member that would leave its folder carries, for a search afterwards. */
export const ESCAPED = "ESCAPED-planted";

const tar = (...args: string[]) => execFileSync("tar", args, { stdio: ["ignore", "ignore", "pipe"] });

// biome-ignore lint/suspicious/noExplicitAny: a planted file is edited as loosely as it is written
type Json = any;

/** Edits `<folder>/<file>` (JSON) in place. */
function editJson(folder: string, file: string, edit: (v: Json) => unknown): void {
  const at = join(folder, file);
  writeFileSync(at, JSON.stringify(edit(JSON.parse(readFileSync(at, "utf8")))));
}

/**
 * The archive of `saved` (an entry's file, folder `top`) changed by `plant`: written to a new file.
 * `outside`: an absolute folder an absolute member aims at; `victim`: a tag the manifest adds.
 */
export function plantedArchive(
  saved: string,
  top: string,
  plant: Plant,
  o: { outside: string; victim: string },
) {
  const work = mkdtempSync(join(tmpdir(), "planted-"));
  const tarFile = join(work, "entry.tar");
  const tree = join(work, "tree");
  execFileSync("mkdir", [tree]);
  tar("-x", "--use-compress-program", "unzstd", "-f", saved, "-C", tree);
  writeFileSync(join(work, ESCAPED), "planted\n");
  if (plant === "extra-tags")
    editJson(join(tree, top), "manifest.json", (m) => [{ ...m[0], RepoTags: [...m[0].RepoTags, o.victim] }]);
  if (plant === "id-mismatch")
    editJson(join(tree, top), "agent-loadtest-image.json", (r) => ({ ...r, id: `sha256:${"e".repeat(64)}` }));
  if (plant === "symlink") symlinkSync("../../..", join(tree, top, "escape"));
  tar("--posix", "-c", "-f", tarFile, "-C", tree, top);
  // Appended with -P so that tar stores the names as written.
  const member = {
    traversal: `${top}/../../${ESCAPED}-traversal`,
    absolute: `${o.outside}/${ESCAPED}-absolute`,
    symlink: `${top}/escape/${ESCAPED}-symlink`,
  }[plant as string];
  if (member) tar("-r", "-P", "-f", tarFile, "-C", work, `--transform=s|^${ESCAPED}$|${member}|`, ESCAPED);
  const out = join(work, "entry.tzst");
  execFileSync("zstd", ["-q", "-o", out, tarFile]);
  return { file: out, cleanup: () => rmSync(work, { recursive: true, force: true }) };
}
