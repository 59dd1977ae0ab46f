/**
 * Seeded mutations the fuzz suite applies to JSON lines and text files: one field set to a hostile
 * value (or deleted), bytes cut and spliced, lines repeated or moved, the file cut short. Sizes are
 * bounded, so every case is bounded in time by its input, not by a timer.
 */
import fc from "fast-check";

/** Values a hostile or broken writer puts where a field was: wrong types, impossible numbers, names. */
export const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1, -1e12, -1e308, 2 ** 53 + 1, 0, 1e7, -0),
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    "../../escaped",
    "\u001b[2J",
    "<script>x</script>",
    "e2e_ms",
    "passed",
    "task_failed",
    "interrupted",
  ),
  fc.constant([]),
  fc.constant({}),
);

/** A JSON value with one field somewhere set to another value (undefined deletes it). */
export function mutateJson(value: unknown, pick: number, to: unknown): unknown {
  const copy = structuredClone(value);
  const slots: { obj: Record<string, unknown>; key: string }[] = [];
  const walk = (v: unknown) => {
    if (v && typeof v === "object")
      for (const [k, x] of Object.entries(v)) {
        slots.push({ obj: v as Record<string, unknown>, key: k });
        walk(x);
      }
  };
  walk(copy);
  if (slots.length === 0) return copy;
  const { obj, key } = slots[pick % slots.length];
  if (to === undefined) delete obj[key];
  else obj[key] = to;
  return copy;
}

export const textEdit = fc.tuple(fc.nat(), fc.nat({ max: 64 }), fc.string({ unit: "binary", maxLength: 8 }));
export function spliceText(text: string, [at, cut, insert]: [number, number, string]): string {
  const i = at % (text.length + 1);
  return text.slice(0, i) + insert + text.slice(i + cut);
}

/** What JSON.stringify cannot write but JSON.parse reads back as an infinity. */
const INFINITIES = fc.constantFrom("1e999", "-1e999");

/**
 * One mutation of a JSON-lines text: a field of one line changed, an infinity put in a number's
 * place, bytes spliced, a line repeated or moved, or the text cut short.
 */
export function jsonLinesMutation(text: string): fc.Arbitrary<string> {
  const lines = text.trimEnd().split("\n");
  const joined = (ls: string[]) => `${ls.join("\n")}\n`;
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc.tuple(fc.nat(), fc.nat(), anyValue).map(([line, pick, to]) => {
        const out = [...lines];
        const i = line % out.length;
        out[i] = JSON.stringify(mutateJson(JSON.parse(out[i]), pick, to)) ?? "null";
        return joined(out);
      }),
    },
    fc.tuple(fc.nat(), fc.nat(), INFINITIES).map(([line, pick, inf]) => {
      const out = [...lines];
      const i = line % out.length;
      const numbers = [...out[i].matchAll(/:(-?\d+(\.\d+)?(e[+-]?\d+)?)/g)];
      if (numbers.length === 0) return joined(out);
      const m = numbers[pick % numbers.length];
      out[i] = `${out[i].slice(0, m.index + 1)}${inf}${out[i].slice(m.index + m[0].length)}`;
      return joined(out);
    }),
    textEdit.map((e) => spliceText(text, e)),
    fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => {
      // a line repeated or moved: the same session twice, an end before its start
      const out = [...lines];
      out.splice(b % out.length, 0, out[a % out.length]);
      return joined(out);
    }),
    fc.nat().map((a) => joined(lines.filter((_, i) => i !== a % lines.length))),
    fc.nat().map((n) => text.slice(0, n % (text.length + 1))),
  );
}
