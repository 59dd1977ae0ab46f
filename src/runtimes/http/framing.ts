/**
 * The stream parser's framing layer: decoded text → messages. Lines split on LF, CRLF or CR (a pair
 * split across reads included), then framed as server-sent events or NDJSON lines, each message
 * with its character offset and index. Bounded: a line or event past MAX_MESSAGE_CHARS is never
 * assembled; it is reported once and the stream is dead from there. Knows no dialect or timing
 * (stream-parser.ts does).
 */
import { limit } from "../../limits.js";

/** One framed message: an SSE event or an NDJSON line. */
export interface StreamMessage {
  /** SSE `event:` field; null when absent (the default "message" type) and for NDJSON. */
  event: string | null;
  data: string;
  /** Character offset in the decoded stream where this message began. */
  offset: number;
  /** 0-based count of messages dispatched before this one. */
  index: number;
}

export type Sink = (msg: StreamMessage) => void;
/** A line or event outgrew the limit at this character offset; the stream is dead from there. */
export type Overflow = (offset: number) => void;

/** The most characters a line or an SSE event may hold (LIMITS.streamMessageBytes: a character is at least a byte). */
export const MAX_MESSAGE_CHARS = limit("streamMessageBytes");

/**
 * Splits decoded text into lines on LF, CRLF or CR, even when a CRLF pair is split across reads.
 * A line past `max` characters is never assembled: the splitter reports it once and takes no more.
 */
export class LineSplitter {
  private buf = "";
  private bufOffset = 0;
  /** The last text ended with CR: an LF that starts the next one belongs to it. */
  pendingCR = false;
  private consumed = 0;
  /** A line outgrew `max`: nothing more is split. */
  dead = false;

  constructor(
    private readonly onLine: (line: string, offset: number) => void,
    private readonly max = MAX_MESSAGE_CHARS,
    private readonly onOverflow: Overflow = () => {},
  ) {}

  /** Held memory stays under `max`: a line that would outgrow it is dropped and reported. */
  private overflow(): void {
    this.dead = true;
    this.buf = "";
    this.onOverflow(this.bufOffset);
  }

  push(text: string): void {
    if (text.length === 0 || this.dead) return; // a read that ended mid-character decodes to ""
    let start = 0;
    let i = 0;
    if (this.pendingCR && text.startsWith("\n")) {
      // The LF of a CRLF whose CR ended the previous read.
      start = i = 1;
      this.consumed += 1;
      this.bufOffset = this.consumed;
    }
    this.pendingCR = false;
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      if (this.buf.length + (i - start) > this.max) {
        this.overflow();
        return;
      }
      const line = this.buf + text.slice(start, i);
      const lineOffset = this.bufOffset;
      this.buf = "";
      let next = i + 1;
      if (c === 13) {
        if (next < text.length) {
          if (text.charCodeAt(next) === 10) next++;
        } else {
          this.pendingCR = true;
        }
      }
      this.consumed += next - start;
      this.bufOffset = this.consumed;
      start = next;
      i = next - 1;
      this.onLine(line, lineOffset);
      if (this.dead) return;
    }
    if (start < text.length) {
      if (this.buf.length + (text.length - start) > this.max) {
        this.overflow();
        return;
      }
      this.buf += text.slice(start);
      this.consumed += text.length - start;
    }
  }

  /** The unterminated last line, if any. */
  rest(): { line: string; offset: number } | null {
    return this.buf.length > 0 ? { line: this.buf, offset: this.bufOffset } : null;
  }

  /** No partial line is held: the next character starts a line (after an LF owed to a CR). */
  get atLineStart(): boolean {
    return this.buf.length === 0;
  }

  /** Account for `chars` characters of whole lines (terminators included) taken without push(). */
  advance(chars: number, endsWithCR: boolean): void {
    this.consumed += chars;
    this.bufOffset = this.consumed;
    this.pendingCR = endsWithCR;
  }
}

export interface Framer {
  push(text: string): void;
  /** End of stream; an NDJSON last line without newline is still a message, an SSE event is not. */
  end(): void;
}

/** WHATWG server-sent events framing (https://html.spec.whatwg.org/#event-stream-interpretation). */
export class SseFramer implements Framer {
  private readonly lines: LineSplitter;
  private data: string[] = [];
  /** Characters of the event's data so far: an event is bounded as a line is. */
  private dataChars = 0;
  private event = "";
  private eventOffset = -1;
  private index = 0;

  constructor(
    private readonly sink: Sink,
    private readonly max = MAX_MESSAGE_CHARS,
    private readonly onOverflow: Overflow = () => {},
  ) {
    this.lines = new LineSplitter((line, offset) => this.line(line, offset), max, onOverflow);
  }

  push(text: string): void {
    this.lines.push(text);
  }

  end(): void {
    // Per spec, an event without its terminating blank line is discarded.
  }

  private line(line: string, offset: number): void {
    if (line === "") {
      this.dispatch();
      return;
    }
    if (line.charCodeAt(0) === 58 /* : */) return; // comment, e.g. keep-alive `: ping`
    if (this.eventOffset < 0) this.eventOffset = offset;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.charCodeAt(0) === 32) value = value.slice(1);
    if (field === "data") {
      this.dataChars += value.length + 1;
      if (this.dataChars > this.max) {
        // Dead from here, as a line past the limit is.
        this.lines.dead = true;
        this.data = [];
        this.onOverflow(this.eventOffset);
        return;
      }
      this.data.push(value);
    } else if (field === "event") this.event = value.slice(0, 256);
    // `id`, `retry` and unknown fields do not matter for measuring.
  }

  private dispatch(): void {
    const offset = this.eventOffset;
    const data = this.data;
    const event = this.event;
    this.data = [];
    this.dataChars = 0;
    this.event = "";
    this.eventOffset = -1;
    if (data.length === 0) return;
    this.sink({ event: event || null, data: data.join("\n"), offset, index: this.index++ });
  }
}

/** Newline-delimited JSON: one message per non-blank line. */
export class NdjsonFramer implements Framer {
  readonly lines: LineSplitter;
  private index = 0;

  constructor(
    private readonly sink: Sink,
    max = MAX_MESSAGE_CHARS,
    onOverflow: Overflow = () => {},
  ) {
    this.lines = new LineSplitter((line, offset) => this.line(line, offset), max, onOverflow);
  }

  push(text: string): void {
    this.lines.push(text);
  }

  end(): void {
    if (this.lines.dead) return;
    const rest = this.lines.rest();
    if (rest) this.line(rest.line, rest.offset);
  }

  private line(line: string, offset: number): void {
    if (line.trim() === "") return;
    this.sink({ event: null, data: line, offset, index: this.index++ });
  }

  /** A message was taken without framing (the token fast path): it still has its index. */
  skipMessage(): void {
    this.index++;
  }
}
