/**
 * Names that arrive in a request become paths only here: one path segment of a safe shape, resolved,
 * then checked to sit inside the folder it names. A name read from a file is never a path.
 */
import { resolve } from "node:path";
import { within } from "../paths.js";

/** A request named something outside the folders the console serves: a 400. */
export class BadPath extends Error {
  override name = "BadPath";
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** `root/name` for one safe path segment (no separators, no dot-dot, no leading dot). */
export function childOf(root: string, name: unknown): string {
  if (typeof name !== "string" || !SEGMENT.test(name) || name.includes(".."))
    throw new BadPath(`not a plain name: ${JSON.stringify(String(name).slice(0, 80))}`);
  return inside(root, name);
}

/** A relative path resolved against root, refused unless it stays inside root. */
export function inside(root: string, path: unknown): string {
  if (typeof path !== "string" || path === "" || path.includes("\0"))
    throw new BadPath("expected a relative path");
  const base = resolve(root);
  const abs = resolve(base, path);
  if (abs === base || !within(base, abs)) throw new BadPath(`outside ${base}: ${path.slice(0, 200)}`);
  return abs;
}

/** A name the console knows of, whose real path (links resolved) lies outside its folder: a 404. */
export class NotFound extends Error {
  override name = "NotFound";
}
