/**
 * The token fast path: recognises an agent service's token event from its bytes, without JSON.parse,
 * when the mapping's token selector is one top-level field (`type=token`, or `delta` = present and not
 * empty). Token events are most of a stream, and parsing each into an object is most of the client's
 * CPU and garbage per session.
 *
 * The scan is exact or it declines: it accepts only a line that is a complete, valid JSON object
 * (strict grammar, well-formed UTF-8, no duplicate of the fields it reads, the selected field a string
 * without escapes in its name) and decides exactly what JSON.parse followed by the selector would.
 * Anything else — nested doubt, escapes in a name, a number where a string is tested, malformed
 * input — is left to the full parse, which then reports it as before.
 */

/** A token event recognisable from one top-level field of a JSON object. */
export interface TokenShape {
  /** The top-level field the token selector tests, e.g. `type`. */
  field: string;
  /** Values of that field that make a token, e.g. ["token"]; null: present and not empty. */
  values: readonly string[] | null;
  /** Fields that may carry the token's text, in order; the first that is a string wins. */
  textFields: readonly string[];
}

const QUOTE = 34;
const BACKSLASH = 92;
/** Nesting deeper than this is left to JSON.parse. */
const MAX_DEPTH = 32;

const utf8 = (s: string): Uint8Array => Buffer.from(s, "utf8");

/** A shape is usable only when its strings survive a UTF-8 round trip (no lone surrogates). */
export function scannable(shape: TokenShape): boolean {
  const all = [shape.field, ...(shape.values ?? []), ...shape.textFields];
  return all.every((s) => Buffer.from(s, "utf8").toString("utf8") === s);
}

function equalBytes(buf: Uint8Array, start: number, end: number, want: Uint8Array): boolean {
  if (end - start !== want.length) return false;
  for (let i = 0; i < want.length; i++) if (buf[start + i] !== want[i]) return false;
  return true;
}

/** String value found by the last scan: where its content is, and whether it has escapes. */
const ABSENT = 0;
const STRING = 1;
const OTHER = 2;

export class TokenScanner {
  private readonly field: Uint8Array;
  private readonly values: Uint8Array[] | null;
  private readonly valueStrings: Set<string> | null;
  private readonly textFields: Uint8Array[];
  /** Per text field: kind, content start/end, escaped (reused between scans, no allocation). */
  private readonly textKind: Int32Array;
  private readonly textAt: Int32Array;
  private readonly textEnd: Int32Array;
  private readonly textEsc: Uint8Array;
  /** UTF-16 length of the last accepted line. */
  chars = 0;
  /** UTF-16 units fewer than bytes in the line so far (multi-byte characters). */
  private short = 0;
  /** Set by str(): the string had a backslash escape. */
  private esc = false;

  constructor(shape: TokenShape) {
    this.field = utf8(shape.field);
    this.values = shape.values ? shape.values.map(utf8) : null;
    this.valueStrings = shape.values ? new Set(shape.values) : null;
    this.textFields = shape.textFields.map(utf8);
    const n = this.textFields.length;
    this.textKind = new Int32Array(n);
    this.textAt = new Int32Array(n);
    this.textEnd = new Int32Array(n);
    this.textEsc = new Uint8Array(n);
  }

  /**
   * Is buf[start, end) — one line without its terminator — a token event? On true, `chars` is the
   * line's UTF-16 length and text() reads the token's text.
   */
  match(buf: Uint8Array, start: number, end: number): boolean {
    this.short = 0;
    for (let f = 0; f < this.textKind.length; f++) this.textKind[f] = ABSENT;
    let fieldKind = ABSENT;
    let fieldAt = 0;
    let fieldEnd = 0;
    let fieldEsc = false;
    let i = ws(buf, start, end);
    if (i >= end || buf[i] !== 123 /* { */) return false;
    i = ws(buf, i + 1, end);
    if (i >= end) return false;
    if (buf[i] !== 125 /* } */) {
      for (;;) {
        if (i >= end || buf[i] !== QUOTE) return false;
        const keyAt = i + 1;
        i = this.str(buf, keyAt, end);
        if (i < 0 || this.esc) return false; // an escaped name might spell a field we read
        const keyEnd = i - 1;
        i = ws(buf, i, end);
        if (i >= end || buf[i] !== 58 /* : */) return false;
        i = ws(buf, i + 1, end);
        if (i >= end) return false;
        const valAt = i;
        const isString = buf[i] === QUOTE;
        i = this.value(buf, i, end, 1);
        if (i < 0) return false;
        const valEsc = this.esc;
        if (equalBytes(buf, keyAt, keyEnd, this.field)) {
          if (fieldKind !== ABSENT) return false; // duplicate: JSON.parse keeps the last
          fieldKind = isString ? STRING : OTHER;
          fieldAt = valAt + 1;
          fieldEnd = i - 1;
          fieldEsc = isString && valEsc;
        }
        for (let f = 0; f < this.textFields.length; f++) {
          if (!equalBytes(buf, keyAt, keyEnd, this.textFields[f])) continue;
          if (this.textKind[f] !== ABSENT) return false;
          this.textKind[f] = isString ? STRING : OTHER;
          this.textAt[f] = valAt + 1;
          this.textEnd[f] = i - 1;
          this.textEsc[f] = isString && valEsc ? 1 : 0;
        }
        i = ws(buf, i, end);
        if (i >= end) return false;
        if (buf[i] === 44 /* , */) {
          i = ws(buf, i + 1, end);
          continue;
        }
        if (buf[i] !== 125) return false;
        break;
      }
    }
    if (ws(buf, i + 1, end) !== end) return false;
    // The selector: a string field equal to one of the values, or (no values) a non-empty string.
    if (fieldKind !== STRING) return false;
    if (this.values === null) {
      if (fieldEnd === fieldAt) return false;
    } else if (fieldEsc) {
      if (!(this.valueStrings as Set<string>).has(jsonString(buf, fieldAt, fieldEnd))) return false;
    } else {
      let hit = false;
      for (const v of this.values) {
        if (equalBytes(buf, fieldAt, fieldEnd, v)) {
          hit = true;
          break;
        }
      }
      if (!hit) return false;
    }
    this.chars = end - start - this.short;
    return true;
  }

  /** The accepted token's text, as tokenText(JSON.parse(line)) gives it; undefined when none. */
  text(buf: Uint8Array): string | undefined {
    for (let f = 0; f < this.textFields.length; f++) {
      if (this.textKind[f] !== STRING) continue;
      const at = this.textAt[f];
      const end = this.textEnd[f];
      return this.textEsc[f] === 1 ? jsonString(buf, at, end) : utf8Slice(buf, at, end);
    }
    return undefined;
  }

  /** Any JSON value at buf[i]; the index after it, or -1. */
  private value(buf: Uint8Array, i: number, end: number, depth: number): number {
    this.esc = false;
    const c = buf[i];
    if (c === QUOTE) return this.str(buf, i + 1, end);
    if (c === 123 || c === 91 /* { [ */) {
      if (depth >= MAX_DEPTH) return -1;
      const close = c === 123 ? 125 : 93;
      i = ws(buf, i + 1, end);
      if (i < end && buf[i] === close) return i + 1;
      for (;;) {
        if (i >= end) return -1;
        if (c === 123) {
          if (buf[i] !== QUOTE) return -1;
          i = this.str(buf, i + 1, end);
          if (i < 0) return -1;
          i = ws(buf, i, end);
          if (i >= end || buf[i] !== 58) return -1;
          i = ws(buf, i + 1, end);
          if (i >= end) return -1;
        }
        i = this.value(buf, i, end, depth + 1);
        if (i < 0) return -1;
        i = ws(buf, i, end);
        if (i >= end) return -1;
        if (buf[i] === close) {
          this.esc = false;
          return i + 1;
        }
        if (buf[i] !== 44) return -1;
        i = ws(buf, i + 1, end);
      }
    }
    if (c === 116) return literal(buf, i, end, TRUE);
    if (c === 102) return literal(buf, i, end, FALSE);
    if (c === 110) return literal(buf, i, end, NULL);
    return number(buf, i, end);
  }

  /**
   * A string's content from buf[i] (just after the opening quote): the index after the closing
   * quote, or -1 for anything JSON.parse would reject or whose decoding might differ (ill-formed UTF-8).
   */
  private str(buf: Uint8Array, i: number, end: number): number {
    this.esc = false;
    while (i < end) {
      const c = buf[i];
      if (c === QUOTE) return i + 1;
      if (c < 0x20) return -1;
      if (c === BACKSLASH) {
        this.esc = true;
        if (i + 1 >= end) return -1;
        const e = buf[i + 1];
        if (e === 117 /* u */) {
          if (i + 6 > end) return -1;
          for (let k = i + 2; k < i + 6; k++) if (!isHex(buf[k])) return -1;
          i += 6;
        } else if (
          e === QUOTE ||
          e === BACKSLASH ||
          e === 47 ||
          e === 98 ||
          e === 102 ||
          e === 110 ||
          e === 114 ||
          e === 116
        ) {
          i += 2;
        } else return -1;
        continue;
      }
      if (c < 0x80) {
        i++;
        continue;
      }
      const n = utf8Length(buf, i, end);
      if (n === 0) return -1;
      // 2 and 3 bytes are one UTF-16 unit, 4 bytes a surrogate pair.
      this.short += n === 4 ? 2 : n - 1;
      i += n;
    }
    return -1;
  }
}

const TRUE = utf8("true");
const FALSE = utf8("false");
const NULL = utf8("null");

function ws(buf: Uint8Array, i: number, end: number): number {
  while (i < end) {
    const c = buf[i];
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) break;
    i++;
  }
  return i;
}

function literal(buf: Uint8Array, i: number, end: number, word: Uint8Array): number {
  if (i + word.length > end) return -1;
  for (let k = 0; k < word.length; k++) if (buf[i + k] !== word[k]) return -1;
  return i + word.length;
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isHex = (c: number) => isDigit(c) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);

/** JSON number grammar: -?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)? */
function number(buf: Uint8Array, i: number, end: number): number {
  if (i < end && buf[i] === 45) i++;
  if (i >= end) return -1;
  if (buf[i] === 48) i++;
  else if (buf[i] >= 49 && buf[i] <= 57) while (i < end && isDigit(buf[i])) i++;
  else return -1;
  if (i < end && buf[i] === 46) {
    i++;
    if (i >= end || !isDigit(buf[i])) return -1;
    while (i < end && isDigit(buf[i])) i++;
  }
  if (i < end && (buf[i] === 101 || buf[i] === 69)) {
    i++;
    if (i < end && (buf[i] === 43 || buf[i] === 45)) i++;
    if (i >= end || !isDigit(buf[i])) return -1;
    while (i < end && isDigit(buf[i])) i++;
  }
  return i;
}

/** Length of the well-formed UTF-8 sequence at buf[i] (Unicode table 3-7), 0 when ill-formed. */
function utf8Length(buf: Uint8Array, i: number, end: number): number {
  const c = buf[i];
  const cont = (k: number, lo = 0x80, hi = 0xbf) => i + k < end && buf[i + k] >= lo && buf[i + k] <= hi;
  if (c >= 0xc2 && c <= 0xdf) return cont(1) ? 2 : 0;
  if (c === 0xe0) return cont(1, 0xa0) && cont(2) ? 3 : 0;
  if ((c >= 0xe1 && c <= 0xec) || c === 0xee || c === 0xef) return cont(1) && cont(2) ? 3 : 0;
  if (c === 0xed) return cont(1, 0x80, 0x9f) && cont(2) ? 3 : 0;
  if (c === 0xf0) return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
  if (c >= 0xf1 && c <= 0xf3) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  if (c === 0xf4) return cont(1, 0x80, 0x8f) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}

/** A JSON string's content with escapes, decoded exactly as JSON.parse does. */
function jsonString(buf: Uint8Array, at: number, end: number): string {
  return JSON.parse(utf8Slice(buf, at - 1, end + 1)) as string;
}

function utf8Slice(buf: Uint8Array, at: number, end: number): string {
  const b = Buffer.isBuffer(buf) ? buf : Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  return b.toString("utf8", at, end);
}
