/**
 * One Actions cache entry, moved as untrusted data: whoever can write a cache scope this job reads
 * chooses its bytes. @actions/cache extracts with `tar -P` into the workspace, so its restore is not
 * used: the entry is located and downloaded through the toolkit, then extracted by GNU tar without -P
 * (which refuses `..` members, strips a leading `/` and makes links that point out only at its end)
 * into a fresh staging folder, and taken only when tar said nothing of the kind and the folder holds
 * exactly the entry's folder, made of files, folders and links that stay inside it. Only then does it
 * replace `dir`. Saving names every member relative to the folder's parent (`<folder>/…`), so that a
 * restore needs no -P. One pass of tar over the archive, as the toolkit's own extraction.
 */
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readdir, readlink, realpath, rename, rm } from "node:fs/promises";
import path from "node:path";
import { errorMessage } from "../errors.js";
import { within } from "../paths.js";
import type { Log } from "./log.js";

type CacheModule = typeof import("@actions/cache");

/** An entry that is not what this job saved; `message` says why, for the log. */
export class RefusedEntry extends Error {}

interface Located {
  url: string;
  key: string;
}

/** The entry of `key` (else of the newest prefix match of a restore key), as the toolkit finds it. */
async function locate(paths: string[], key: string, restoreKeys: string[], method: string) {
  const { getCacheServiceVersion } = await import("@actions/cache/lib/internal/config.js");
  const { getCacheVersion } = await import("@actions/cache/lib/internal/cacheUtils.js");
  const version = getCacheVersion(paths, method as never);
  if (getCacheServiceVersion() === "v2") {
    const { internalCacheTwirpClient } = await import(
      "@actions/cache/lib/internal/shared/cacheTwirpClient.js"
    );
    const r = await internalCacheTwirpClient().GetCacheEntryDownloadURL({ key, restoreKeys, version });
    return r.ok ? ({ url: r.signedDownloadUrl, key: r.matchedKey } as Located) : undefined;
  }
  const { getCacheEntry } = await import("@actions/cache/lib/internal/cacheHttpClient.js");
  const e = await getCacheEntry([key, ...restoreKeys], paths, { compressionMethod: method as never });
  return e?.archiveLocation ? ({ url: e.archiveLocation, key: e.cacheKey ?? key } as Located) : undefined;
}

/** tar's own arguments for reading the toolkit's archive of `method` (gzip, or zstd with or without long windows). */
const decompress = (method: string) =>
  method === "gzip" ? ["-z"] : ["--use-compress-program", "unzstd --long=30"];

/** Runs tar; resolves with its first line that tells of a member it changed or refused, or null. */
function extract(archive: string, method: string, into: string): Promise<string | null> {
  const args = [
    ...["-x", "-f", archive, ...decompress(method), "-C", into],
    ...["--no-same-owner", "--no-same-permissions", "--warning=no-timestamp", "--warning=no-unknown-keyword"],
  ];
  return new Promise((resolve, reject) => {
    // tar's messages in English whatever the runner's locale: "Removing leading" is read below.
    const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", LC_ALL: "C" };
    const child = spawn("tar", args, { stdio: ["ignore", "ignore", "pipe"], env });
    let err = "";
    child.stderr.on("data", (c: Buffer) => {
      if (err.length < 4000) err += c.toString("utf8");
    });
    child.on("error", reject);
    child.on("close", (code) => {
      const lines = err.split("\n").filter(Boolean);
      // "Removing leading `/'": a member named outside the folder, which tar moved in; taken as refused.
      const moved = lines.find((l) => /Removing leading/.test(l));
      if (code !== 0) resolve(lines.find((l) => !/Exiting with failure/.test(l)) ?? `tar exit ${code}`);
      else resolve(moved ?? null);
    });
  });
}

/** Whether the link at `link` leads to a place inside `root` (real path; a dangling one by its text). */
async function linkInside(root: string, link: string): Promise<boolean> {
  try {
    return within(root, await realpath(link));
  } catch {
    return within(root, path.resolve(path.dirname(link), await readlink(link)));
  }
}

/** Why the staging folder is not exactly the entry's folder `top` of files, folders and inward links, or null. */
async function refusal(staging: string, top: string): Promise<string | null> {
  const names = await readdir(staging, { withFileTypes: true });
  const other = names.find((e) => e.name !== top);
  if (other) return `it holds ${JSON.stringify(other.name)} beside its folder`;
  if (!names[0]?.isDirectory()) return `it holds no folder ${top}`;
  const folder = path.join(staging, top);
  const root = await realpath(folder);
  for (const e of await readdir(folder, { recursive: true, withFileTypes: true })) {
    const at = path.join(e.parentPath, e.name);
    const rel = path.relative(folder, at);
    if (e.isSymbolicLink()) {
      if (!(await linkInside(root, at))) return `the link ${JSON.stringify(rel)} leads out of it`;
    } else if (!e.isFile() && !e.isDirectory())
      return `${JSON.stringify(rel)} is not a file, a folder or a link`;
  }
  return null;
}

/** Extracts `archive` into a fresh staging folder beside `dir`, checks it, then makes it `dir`. */
export async function stage(archive: string, method: string, dir: string): Promise<void> {
  await mkdir(path.dirname(dir), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(dir), `.${path.basename(dir)}.staging-`));
  try {
    const why = (await extract(archive, method, staging)) ?? (await refusal(staging, path.basename(dir)));
    if (why) throw new RefusedEntry(why);
    await rm(dir, { recursive: true, force: true });
    await rename(path.join(staging, path.basename(dir)), dir);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Restores the entry of `key` (or the newest match of `restoreKeys`) into `dir`: the key restored, or
 * undefined — a miss, or an entry refused or failed, which is a warning. Never throws.
 */
export async function restoreEntry(dir: string, key: string, restoreKeys: string[], log: Log) {
  const utils = await import("@actions/cache/lib/internal/cacheUtils.js");
  let found: Located | undefined;
  let archive = "";
  try {
    const method = await utils.getCompressionMethod();
    found = await locate([dir], key, restoreKeys, method);
    if (!found) return undefined;
    archive = path.join(await utils.createTempDirectory(), utils.getCacheFileName(method));
    const { downloadCache } = await import("@actions/cache/lib/internal/cacheHttpClient.js");
    const v2 = (await import("@actions/cache/lib/internal/config.js")).getCacheServiceVersion() === "v2";
    await downloadCache(found.url, archive, v2 ? { useAzureSdk: true } : {});
    await stage(archive, method, dir);
    return found.key;
  } catch (e) {
    const name = found?.key ?? key;
    if (e instanceof RefusedEntry)
      log.warning(`cache: the entry ${name} is refused (${e.message}); it is ignored`);
    else log.warning(`cache: restoring ${name} failed (${errorMessage(e)})`);
    return undefined;
  } finally {
    if (archive) await rm(path.dirname(archive), { recursive: true, force: true });
  }
}

/**
 * Saves the folder `dir` as `key`: the toolkit names members relative to GITHUB_WORKSPACE, set here to
 * the folder's parent so that they read `<folder>/…` (the version, from `[dir]`, is the restore's).
 * Saves run one at a time, after the run: nothing else reads the variable meanwhile.
 */
export async function saveFolder(cache: CacheModule, dir: string, key: string): Promise<number> {
  const before = process.env.GITHUB_WORKSPACE;
  process.env.GITHUB_WORKSPACE = path.dirname(dir);
  try {
    return await cache.saveCache([dir], key);
  } finally {
    if (before === undefined) delete process.env.GITHUB_WORKSPACE;
    else process.env.GITHUB_WORKSPACE = before;
  }
}
