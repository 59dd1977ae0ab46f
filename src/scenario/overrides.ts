/**
 * `--set path=value` overrides, applied to the parsed document before validation so they are checked
 * like the file itself. Paths must name a field of the schema; values are read as YAML (`8`, `true`, `[a, b]`).
 */
import { isSeq, parse } from "yaml";
import type { z } from "zod";
import { UserError } from "../errors.js";
import { hint } from "./issues.js";
import { allowedKeys, schemasAt } from "./schema-path.js";
import { type FieldPath, formatPath, type PathSegment, parsePath, type YamlSource } from "./yaml-source.js";

export interface Override {
  path: PathSegment[];
  /** How messages name it: `--set load.concurrency` (never the value, which may be a secret). */
  where: string;
}

export function applyOverrides(
  src: YamlSource,
  sets: readonly string[],
  schema: z.core.$ZodType,
): Override[] {
  return sets.map((set) => {
    const eq = set.indexOf("=");
    if (eq <= 0) throw new UserError(`expected path=value, got "${set}"`, "--set");
    const pathText = set.slice(0, eq).trim();
    let path: PathSegment[];
    try {
      path = parsePath(pathText);
    } catch (err) {
      throw new UserError((err as Error).message, "--set", pathText);
    }
    const where = `--set ${formatPath(path)}`;
    checkPathExists(src, path, schema, where);
    src.doc.setIn(path, src.doc.createNode(readValue(set.slice(eq + 1))));
    return { path, where };
  });
}

/** `--set` location of the override that wrote `path` (or one of its parents), if any. */
export function overrideAt(overrides: readonly Override[], path: FieldPath): string | undefined {
  // the last override of a path wins, so it is the one to blame
  for (const o of [...overrides].reverse()) {
    if (o.path.length <= path.length && o.path.every((seg, i) => seg === path[i])) return o.where;
  }
  return undefined;
}

function checkPathExists(src: YamlSource, path: PathSegment[], schema: z.core.$ZodType, where: string): void {
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    const prefix = path.slice(0, i + 1);
    if (typeof seg === "number") {
      const list = src.doc.getIn(path.slice(0, i), true);
      const length = isSeq(list) ? list.items.length : 0;
      if (seg >= length) {
        throw new UserError(
          `index ${seg} is out of range (the list has ${length} item(s))`,
          where,
          formatPath(prefix),
        );
      }
    }
    if (schemasAt(schema, prefix).length === 0) {
      const parent = path.slice(0, i);
      const allowed = allowedKeys(schema, parent);
      const known = allowed.length ? `; expected one of: ${allowed.join(", ")}` : "";
      throw new UserError(
        `unknown field "${String(seg)}"${hint(String(seg), allowed)}${known}`,
        where,
        formatPath(prefix),
      );
    }
  }
}

function readValue(text: string): unknown {
  if (text === "") return "";
  try {
    return parse(text);
  } catch {
    return text;
  }
}
