/** Walks a zod schema along a field path: which keys an object allows, whether a `--set` path exists. */
import type { z } from "zod";
import type { FieldPath } from "./yaml-source.js";

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & {
  innerType?: Schema;
  in?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  valueType?: Schema;
  options?: Schema[];
};

const def = (schema: Schema): Def => schema._zod.def as Def;

/** Strips optional/default/pipe wrappers down to the schema that checks the value's shape. */
function unwrap(schema: Schema): Schema {
  let s = schema;
  for (;;) {
    const d = def(s);
    const inner = d.innerType ?? (d.type === "pipe" ? d.in : undefined);
    if (!inner) return s;
    s = inner;
  }
}

/** Schemas the value at `path` may match (several below a union); empty when no such field exists. */
export function schemasAt(root: Schema, path: FieldPath): Schema[] {
  let candidates = expandUnions([unwrap(root)]);
  for (const seg of path) {
    candidates = expandUnions(
      candidates.flatMap((s) => {
        const d = def(s);
        if (d.type === "object" && typeof seg === "string" && d.shape && seg in d.shape)
          return [unwrap(d.shape[seg])];
        if (d.type === "array" && typeof seg === "number" && d.element) return [unwrap(d.element)];
        if (d.type === "record" && typeof seg === "string" && d.valueType) return [unwrap(d.valueType)];
        if (d.type === "unknown" || d.type === "any") return [s];
        return [];
      }),
    );
  }
  return candidates;
}

function expandUnions(schemas: Schema[]): Schema[] {
  return schemas.flatMap((s) => {
    const d = def(s);
    return d.type === "union" ? expandUnions((d.options ?? []).map(unwrap)) : [s];
  });
}

/** Keys the object schema(s) at `path` allow (empty when it is not an object). */
export function allowedKeys(root: Schema, path: FieldPath): string[] {
  return [...new Set(schemasAt(root, path).flatMap((s) => Object.keys(def(s).shape ?? {})))];
}
