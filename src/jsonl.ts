/** JSON Lines as files from outside hold them: blank lines skipped, each other line parsed on its own. */

/** What a line that does not parse as JSON is read as. */
export const NOT_JSON: unique symbol = Symbol("not JSON");

/** A line's value as an object of fields; any other JSON (`null`, `42`, a list) has none. */
export const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Each non-blank line: its number (from 1) and its value, or NOT_JSON. */
export function* jsonLines(text: string): Generator<[line: number, value: unknown]> {
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(lines[i]);
    } catch {
      value = NOT_JSON;
    }
    yield [i + 1, value];
  }
}
