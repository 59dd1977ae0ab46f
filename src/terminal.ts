/**
 * Text on a terminal is measured in display columns, not in string length: a CJK character or an
 * emoji takes two columns, a combining mark none. What fits a width is cut by columns.
 */

/** Ranges of East Asian Wide and Fullwidth code points (UAX #11), the common blocks. */
const WIDE: readonly [number, number][] = [
  [0x1100, 0x115f], // Hangul Jamo
  [0x2e80, 0x303e], // CJK radicals, Kangxi, CJK symbols and punctuation
  [0x3041, 0x33ff], // Hiragana, Katakana, Bopomofo, CJK compatibility
  [0x3400, 0x4dbf], // CJK extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xa000, 0xa4cf], // Yi
  [0xa960, 0xa97f], // Hangul Jamo extended A
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe10, 0xfe19], // vertical forms
  [0xfe30, 0xfe6f], // CJK compatibility forms, small forms
  [0xff00, 0xff60], // fullwidth forms
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f], // pictographs, emoticons
  [0x1f900, 0x1f9ff],
  [0x20000, 0x2fffd], // CJK extensions B and beyond
  [0x30000, 0x3fffd],
];

/** Combining marks, variation selectors and format characters (zero-width space, joiners). */
const ZERO = /^[\p{Mn}\p{Me}\p{Cf}]$/u;
const EMOJI = /^\p{Emoji_Presentation}$/u;

function codePointWidth(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0;
  if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) return 0;
  if (cp < 0x300) return 1;
  if (ZERO.test(ch)) return 0;
  if (EMOJI.test(ch)) return 2;
  for (const [lo, hi] of WIDE) if (cp >= lo && cp <= hi) return 2;
  return 1;
}

/** Columns the text takes on a terminal (control characters take none). */
export function displayWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += codePointWidth(ch);
  return w;
}

/** The text cut to at most `width` columns, ending in "…" when cut; never splits a wide character. */
export function cutToWidth(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  if (width <= 0) return "";
  let out = "";
  let w = 0;
  for (const ch of text) {
    const cw = codePointWidth(ch);
    if (w + cw > width - 1) break;
    out += ch;
    w += cw;
  }
  return `${out}…`;
}
