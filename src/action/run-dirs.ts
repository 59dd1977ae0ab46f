/**
 * `merge-from`: a glob (or several, one a line) naming shard run directories, for example the folders
 * actions/download-artifact made. A match that is not a run directory itself is searched one level
 * down, since an artifact folder may hold the run directory or be it.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import picomatch from "picomatch";
import { UserError } from "../errors.js";

const isDir = (p: string) => statSync(p, { throwIfNoEntry: false })?.isDirectory() ?? false;
const isRunDir = (p: string) => existsSync(join(p, "events.jsonl"));

/** The folders under `cwd` that the patterns match, sorted. */
export function globDirs(patterns: string[], cwd: string): string[] {
  const found = new Set<string>();
  for (const raw of patterns) {
    const pattern = raw.trim().replace(/\/+$/, "");
    if (pattern === "") continue;
    const abs = isAbsolute(pattern) ? pattern : join(cwd, pattern);
    if (!picomatch.scan(abs).isGlob) {
      if (isDir(abs)) found.add(resolve(abs));
      continue;
    }
    const { base, glob } = picomatch.scan(abs);
    const root = base === "" ? cwd : base;
    if (!isDir(root)) continue;
    const match = picomatch(abs, { dot: true });
    const depth = glob.includes("**") ? Number.POSITIVE_INFINITY : glob.split("/").length;
    walk(root, root.split(sep).length, depth, (dir) => {
      if (match(dir)) found.add(resolve(dir));
    });
  }
  return [...found].sort();
}

function walk(dir: string, rootDepth: number, maxDepth: number, visit: (dir: string) => void): void {
  if (dir.split(sep).length - rootDepth >= maxDepth) return;
  let entries: import("node:fs").Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    if (!e.isDirectory() || e.name === "node_modules" || e.name === ".git") continue;
    const child = join(dir, e.name);
    visit(child);
    walk(child, rootDepth, maxDepth, visit);
  }
}

/** Run directories from `merge-from`; a UserError when there are none. */
export function shardRunDirs(mergeFrom: string, cwd: string): string[] {
  const patterns = mergeFrom.split(/\r?\n/).filter((l) => l.trim() !== "");
  const runs = new Set<string>();
  for (const dir of globDirs(patterns, cwd)) {
    if (isRunDir(dir)) {
      runs.add(dir);
      continue;
    }
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory() && isRunDir(join(dir, e.name))) runs.add(join(dir, e.name));
    }
  }
  // A pattern broad enough to match a run and its sessions/ folder must not count the run twice.
  const list = [...runs].sort();
  const top = list.filter((d) => !list.some((o) => o !== d && d.startsWith(o + sep)));
  if (top.length === 0) {
    throw new UserError(
      `matches no run directory (a folder holding events.jsonl) under ${relative(process.cwd(), cwd) || "."}`,
      undefined,
      "input merge-from",
    );
  }
  return top;
}
