/**
 * The one incremental stream parser every measuring client uses (HTTP runtime, LLM gateway, tests).
 *
 * Pure: bytes and their arrival times in, a StreamResult out. Three layers, each replaceable:
 *   bytes ──TextDecoder(stream)──▶ text ──framer (SSE | NDJSON)──▶ messages ──dialect──▶ StreamResult
 * The framers are framing.ts's; this module decodes, hands messages to the dialect and keeps the times.
 * Dialects: every LLM wire of src/llm-wire/ (each decodes its own messages into this parser's
 * accumulator), or `generic` (a caller's classifier, for agent services).
 * One shortcut, exact or declined: generic NDJSON with a `tokenShape` takes whole token lines straight
 * from the bytes (token-scan.ts); every other line goes the way above.
 * TTFT is the first *content-bearing* message (as vLLM bench and AIPerf count it): role preludes, usage-only chunks,
 * comments, pings and [DONE] never count.
 */
import { TextDecoder } from "node:util";
import type { ErrorBucket } from "../../events/events.js";
import { errorMessage, isRateLimit } from "../../llm-wire/errors.js";
import { dialectNamed } from "../../llm-wire/table.js";
import {
  type Accumulator,
  isObj,
  type StreamUsage,
  type ToolCallResult,
  type WireDialect,
} from "../../llm-wire/wire.js";
import {
  type Framer,
  type LineSplitter,
  MAX_MESSAGE_CHARS,
  NdjsonFramer,
  type Overflow,
  type Sink,
  SseFramer,
  type StreamMessage,
} from "./framing.js";
import { scannable, TokenScanner, type TokenShape } from "./token-scan.js";

export type { StreamUsage, ToolCallResult } from "../../llm-wire/wire.js";
export type { TokenShape } from "./token-scan.js";

// ───────────────────────────── results ─────────────────────────────

export interface StreamError {
  /**
   * `error_event`: the server reported an error inside a 2xx stream; `malformed`: unparsable message;
   * `too_large`: a line or event past LIMITS.streamMessageBytes (bucket protocol_error).
   */
  kind: "error_event" | "malformed" | "too_large";
  bucket: ErrorBucket;
  message: string;
  /** Character offset of the offending message in the decoded stream, and its message index. */
  offset: number;
  messageIndex: number;
}

export interface StatusEvent {
  tMs: number;
  text: string | null;
}

export interface StreamResult {
  /** First content-bearing message minus the start time, ms; null when none arrived. */
  ttftMs: number | null;
  /** First byte of the body minus the start time, ms. */
  ttfbMs: number | null;
  /** Arrival time of every content-bearing message, in the caller's clock. */
  contentTimes: number[];
  /** Gaps between successive content-bearing messages, ms (inter-chunk latency). */
  gapsMs: number[];
  /** Last content-bearing message minus start, ms (E2E without the trailing usage/[DONE]). */
  lastContentMs: number | null;
  /** Decode time per output token, (E2E − TTFT)/(n − 1) with n = outputTokens; null when n < 2. */
  tpotMs: number | null;
  /** `end()` time minus start, ms. */
  endMs: number | null;
  text: string;
  reasoning: string;
  toolCalls: ToolCallResult[];
  finishReason: string | null;
  usage: StreamUsage | null;
  outputTokens: number;
  /** Where `outputTokens` came from: the server's usage, or one per content chunk. */
  outputTokensSource: "usage" | "chunks";
  /** Saw the end marker (`[DONE]`, `message_stop`, `response.completed`, Gemini's finishReason, or the generic classifier's `done`). */
  done: boolean;
  /** The first error; later ones are counted in `errorCount`. */
  error: StreamError | null;
  errorCount: number;
  messages: number;
  statuses: StatusEvent[];
  model: string | null;
  responseId: string | null;
}

// ───────────────────────────── dialects ─────────────────────────────

export type GenericKind = "token" | "done" | "status" | "error" | "ignore";
export interface GenericVerdict {
  kind: GenericKind;
  /** Text carried by a token (appended to `text`) or a status. */
  text?: string;
  /** For `error`: what to report and which bucket (default `business_failed`). */
  message?: string;
  bucket?: ErrorBucket;
}
/** Decides what an agent-service event means. `json` is undefined when `data` is not JSON. */
export type EventClassifier = (msg: StreamMessage & { json: unknown }) => GenericKind | GenericVerdict;

/** An LLM wire dialect's name (src/llm-wire/table.ts), or `generic`. */
export type StreamDialect = string;

export interface StreamParserOptions {
  /** The request's send time, in the same clock as the `tMs` given to push(). */
  startMs: number;
  /** A dialect's name or its row; default `openai`. */
  dialect?: StreamDialect | WireDialect;
  /** Default `sse`. */
  framing?: "sse" | "ndjson";
  /** Required for the generic dialect. */
  classify?: EventClassifier;
  /**
   * Generic NDJSON only: events of this shape are tokens, and `classify` must say exactly that of
   * them (kind token, text from the shape's text fields, no side effects). They are then recognised
   * from the bytes without JSON.parse or a classify call.
   */
  tokenShape?: TokenShape;
  /** Assemble `text` (default true). A caller that never reads the text saves decoding it. */
  collectText?: boolean;
  /** Characters a line or event may hold; default LIMITS.streamMessageBytes (tests pass less). */
  maxMessageChars?: number;
}

/** Rate limits get their own bucket; every other in-stream error is the server's. */
const errorBucket = (err: unknown): ErrorBucket =>
  isRateLimit(err) ? "llm_rate_limited" : "llm_server_error";

// ───────────────────────────── the parser ─────────────────────────────

export class StreamParser {
  /** Created on first use; the BOM is handled here so bytes the fast path takes count as seen. */
  private decoder: TextDecoder | null = null;
  private bomPossible = true;
  private readonly framer: Framer;
  /** Set for generic NDJSON with a token shape. */
  private readonly fast: TokenScanner | null = null;
  private readonly lines: LineSplitter | null = null;
  /** The decoder holds no partial character and the line splitter no partial line. */
  private clean = true;
  /** The LLM wire that decodes messages; null for generic. */
  private readonly wire: WireDialect | null;
  private readonly classify: EventClassifier | undefined;
  private readonly startMs: number;
  private now = 0;
  private firstByte: number | null = null;
  private ended: number | null = null;

  private readonly contentTimes: number[] = [];
  private readonly acc: Accumulated;
  private error: StreamError | null = null;
  private errorCount = 0;
  private messages = 0;
  private readonly statuses: StatusEvent[] = [];
  /** The message being decoded, for an error the wire reports. */
  private current: StreamMessage | null = null;

  constructor(opts: StreamParserOptions) {
    this.startMs = opts.startMs;
    const dialect = opts.dialect ?? "openai";
    this.wire = typeof dialect !== "string" ? dialect : dialect === "generic" ? null : dialectNamed(dialect);
    this.classify = opts.classify;
    if (!this.wire && !this.classify) throw new Error("generic dialect needs a classify function");
    this.acc = new Accumulated(
      opts.collectText ?? true,
      () => this.contentTimes.push(this.now),
      (err) => this.fail(this.current as StreamMessage, "error_event", errorBucket(err), errorMessage(err)),
    );
    const sink: Sink = (m) => this.message(m);
    const max = opts.maxMessageChars ?? MAX_MESSAGE_CHARS;
    const over: Overflow = (offset) => this.overflow(offset, max);
    if (opts.framing === "ndjson") {
      const framer = new NdjsonFramer(sink, max, over);
      this.framer = framer;
      if (!this.wire && opts.tokenShape) {
        this.fast = scannerFor(opts.tokenShape);
        this.lines = this.fast && framer.lines;
      }
    } else this.framer = new SseFramer(sink, max, over);
  }

  /** A line or event past the limit: protocol_error, and the caller drops the connection (`tooLarge`). */
  private overflow(offset: number, max: number): void {
    this.tooLarge = true;
    const msg = { event: null, data: "", offset, index: this.messages };
    this.fail(msg, "too_large", "protocol_error", `a stream line or event longer than ${max} characters`);
  }

  /** A line or event outgrew the limit: nothing more of the stream is read; drop its connection. */
  tooLarge = false;

  /** Feed one read as it arrived at `tMs`. */
  push(chunk: Uint8Array | string, tMs: number): void {
    if (chunk.length === 0 || this.tooLarge) return;
    this.now = tMs;
    if (this.firstByte === null) this.firstByte = tMs;
    if (typeof chunk === "string") this.framer.push(chunk);
    else if (this.fast) this.pushLines(chunk);
    else this.framer.push(this.decode(chunk, true));
  }

  /** The body ended (or the caller gave up) at `tMs`. */
  end(tMs: number): StreamResult {
    if (this.ended === null) {
      this.now = tMs;
      this.ended = tMs;
      if (this.decoder) {
        const tail = this.decode(null, false);
        if (tail) this.framer.push(tail);
      }
      this.framer.end();
    }
    return this.result();
  }

  /** Streaming UTF-8 decode; a BOM is dropped only as the stream's first character. */
  private decode(bytes: Uint8Array | null, stream: boolean): string {
    this.decoder ??= new TextDecoder("utf-8", { ignoreBOM: true });
    let text = bytes ? this.decoder.decode(bytes, { stream }) : this.decoder.decode();
    if (this.bomPossible && text.length > 0) {
      this.bomPossible = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    return text;
  }

  /**
   * Whole lines (ending with their terminator) while the stream decoder holds nothing: decoding them
   * on their own gives the same text, and ASCII needs no decoder at all.
   */
  private decodeLines(buf: Uint8Array, start: number, end: number): string {
    let ascii = true;
    for (let i = start; i < end; i++) {
      if (buf[i] >= 0x80) {
        ascii = false;
        break;
      }
    }
    if (ascii) {
      this.bomPossible = false;
      return asBuffer(buf).toString("latin1", start, end);
    }
    let text = LINE_DECODER.decode(buf.subarray(start, end));
    if (this.bomPossible) {
      this.bomPossible = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    return text;
  }

  /**
   * Generic NDJSON with a token shape: whole lines that are token events are taken from the bytes;
   * everything else (and any line begun in an earlier read) goes through the decoder and the framer.
   */
  private pushLines(buf: Uint8Array): void {
    const lines = this.lines as LineSplitter;
    const fast = this.fast as TokenScanner;
    const n = buf.length;
    let at = 0;
    while (at < n) {
      if (!this.clean) {
        // Finish the line the framer holds, up to and with its terminator.
        const eol = lineEnd(buf, at);
        if (eol < 0) {
          this.framer.push(this.decode(buf.subarray(at), true));
          return;
        }
        const next = afterTerminator(buf, eol);
        this.framer.push(this.decode(buf.subarray(at, next), true));
        at = next;
        this.clean = true;
        continue;
      }
      if (lines.pendingCR && buf[at] === 10) {
        lines.advance(1, false); // the LF of a CRLF split across reads
        this.bomPossible = false;
        at++;
        continue;
      }
      const eol = lineEnd(buf, at);
      if (eol >= 0 && fast.match(buf, at, eol)) {
        const next = afterTerminator(buf, eol);
        lines.advance(fast.chars + next - eol, buf[next - 1] === 13);
        this.bomPossible = false;
        (this.framer as NdjsonFramer).skipMessage();
        this.messages++;
        if (this.acc.collectText) {
          const text = fast.text(buf);
          if (text) this.acc.text += text;
        }
        this.contentTimes.push(this.now);
        at = next;
        continue;
      }
      // Not a whole token line: the framer takes it as it takes any line.
      if (eol < 0) {
        this.framer.push(this.decode(buf.subarray(at), true));
        this.clean = false;
        return;
      }
      const next = afterTerminator(buf, eol);
      this.framer.push(this.decodeLines(buf, at, next));
      at = next;
    }
  }

  /** Seen the end marker, or dead past the limit: the caller reads no more. */
  get isDone(): boolean {
    return this.acc.done || this.tooLarge;
  }

  /** A snapshot; valid mid-stream too. */
  result(): StreamResult {
    const times = this.contentTimes;
    const gapsMs: number[] = [];
    for (let i = 1; i < times.length; i++) gapsMs.push(times[i] - times[i - 1]);
    const acc = this.acc;
    const fromUsage = acc.usage?.completionTokens != null;
    const outputTokens = fromUsage ? (acc.usage?.completionTokens as number) : times.length;
    const decodeMs = times.length > 0 ? times[times.length - 1] - times[0] : 0;
    return {
      ttftMs: times.length > 0 ? times[0] - this.startMs : null,
      ttfbMs: this.firstByte === null ? null : this.firstByte - this.startMs,
      contentTimes: [...times],
      gapsMs,
      lastContentMs: times.length > 0 ? times[times.length - 1] - this.startMs : null,
      tpotMs: times.length > 0 && outputTokens >= 2 ? decodeMs / (outputTokens - 1) : null,
      endMs: this.ended === null ? null : this.ended - this.startMs,
      text: acc.text,
      reasoning: acc.reasoning,
      toolCalls: acc.tools.map((t) => ({ ...t })),
      finishReason: acc.finishReason,
      usage: acc.usage ? { ...acc.usage } : null,
      outputTokens,
      outputTokensSource: fromUsage ? "usage" : "chunks",
      done: acc.done,
      error: this.error,
      errorCount: this.errorCount,
      messages: this.messages,
      statuses: [...this.statuses],
      model: acc.model,
      responseId: acc.responseId,
    };
  }

  // ── message handling ──

  private message(msg: StreamMessage): void {
    this.messages++;
    const wire = this.wire;
    if (!wire) {
      this.generic(msg);
      return;
    }
    const data = msg.data.trim();
    if (wire.endMarker !== undefined && data === wire.endMarker) {
      this.acc.done = true;
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch (err) {
      this.fail(msg, "malformed", "stream_parse", `malformed JSON: ${(err as Error).message}`);
      return;
    }
    if (!isObj(json)) {
      this.fail(msg, "malformed", "stream_parse", "message is not a JSON object");
      return;
    }
    this.current = msg;
    wire.decode(json, msg.event, this.acc);
  }

  private fail(msg: StreamMessage, kind: StreamError["kind"], bucket: ErrorBucket, message: string): void {
    this.errorCount++;
    if (this.error) return;
    const where = `message ${msg.index} at char ${msg.offset}`;
    this.error = {
      kind,
      bucket,
      message: `${message} (${where})`,
      offset: msg.offset,
      messageIndex: msg.index,
    };
  }

  private generic(msg: StreamMessage): void {
    // The OpenAI-style end of stream, whatever the service's own event names.
    if (msg.data.trim() === "[DONE]") {
      this.acc.done = true;
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(msg.data);
    } catch (err) {
      // NDJSON lines must be JSON; SSE data of agent services may be plain text, but data that
      // opens like JSON and does not parse is a broken chunk, not text.
      if (this.framer instanceof NdjsonFramer || /^\s*[[{]/.test(msg.data)) {
        this.fail(msg, "malformed", "stream_parse", `malformed JSON: ${(err as Error).message}`);
        return;
      }
    }
    const raw = (this.classify as EventClassifier)({ ...msg, json });
    const v: GenericVerdict = typeof raw === "string" ? { kind: raw } : raw;
    switch (v.kind) {
      case "token":
        if (v.text && this.acc.collectText) this.acc.text += v.text;
        this.contentTimes.push(this.now);
        return;
      case "done":
        this.acc.done = true;
        return;
      case "status":
        this.statuses.push({ tMs: this.now, text: v.text ?? null });
        return;
      case "error":
        this.fail(msg, "error_event", v.bucket ?? "business_failed", v.message ?? msg.data.slice(0, 200));
        return;
      default:
        return;
    }
  }
}

/** What the wire decoders write: the answer's text, tool calls, usage and end, one per response. */
class Accumulated implements Accumulator {
  text = "";
  reasoning = "";
  readonly tools: ToolCallResult[] = [];
  /** Slot in `tools` for each wire index (OpenAI tool_calls[].index or Anthropic block index). */
  private slots: Map<number, number> | null = null;
  finishReason: string | null = null;
  usage: StreamUsage | null = null;
  done = false;
  model: string | null = null;
  responseId: string | null = null;

  constructor(
    readonly collectText: boolean,
    readonly content: () => void,
    readonly fail: (err: unknown) => void,
  ) {}

  openTool(wire: number, id: string | null, name: string): ToolCallResult {
    const slot = this.tools.length;
    const call = { index: slot, id, type: "function", name, arguments: "" };
    this.tools.push(call);
    this.slots ??= new Map();
    this.slots.set(wire, slot);
    return call;
  }

  toolAt(wire: number): ToolCallResult | undefined {
    const slot = this.slots?.get(wire);
    return slot === undefined ? undefined : this.tools[slot];
  }
}

/** Stateless: decodes whole lines only (a terminator ends any partial character). */
const LINE_DECODER = new TextDecoder("utf-8", { ignoreBOM: true });

const asBuffer = (b: Uint8Array): Buffer =>
  Buffer.isBuffer(b) ? b : Buffer.from(b.buffer, b.byteOffset, b.byteLength);

/** One scanner per shape (a journey's mapping): scans are synchronous, so sessions share it. */
const scanners = new WeakMap<TokenShape, TokenScanner | null>();
function scannerFor(shape: TokenShape): TokenScanner | null {
  let s = scanners.get(shape);
  if (s === undefined) {
    s = scannable(shape) ? new TokenScanner(shape) : null;
    scanners.set(shape, s);
  }
  return s;
}

/** Index of the first CR or LF at or after `from`, or -1. */
function lineEnd(buf: Uint8Array, from: number): number {
  for (let i = from; i < buf.length; i++) {
    const c = buf[i];
    if (c === 10 || c === 13) return i;
  }
  return -1;
}

/** Index after the line terminator at `eol` (CRLF counts as one when both are in this read). */
function afterTerminator(buf: Uint8Array, eol: number): number {
  return buf[eol] === 13 && eol + 1 < buf.length && buf[eol + 1] === 10 ? eol + 2 : eol + 1;
}

/** Parse a whole recorded stream: `reads` are (chunk, arrival ms) in order; `endMs` defaults to the last read. */
export function parseStream(
  reads: ReadonlyArray<readonly [Uint8Array | string, number]>,
  opts: StreamParserOptions,
  endMs?: number,
): StreamResult {
  const p = new StreamParser(opts);
  for (const [chunk, t] of reads) p.push(chunk, t);
  return p.end(endMs ?? (reads.length > 0 ? reads[reads.length - 1][1] : opts.startMs));
}
