/**
 * The one incremental stream parser every measuring client uses (HTTP runtime, LLM gateway, tests).
 *
 * Pure: bytes and their arrival times in, a StreamResult out. Three layers, each replaceable:
 *   bytes ──TextDecoder(stream)──▶ text ──framer (SSE | NDJSON)──▶ messages ──dialect──▶ StreamResult
 * Dialects: `openai` (chat.completion.chunk), `anthropic` (messages SSE), `responses` (OpenAI Responses
 * API events), `gemini` (GenerateContentResponse chunks), `generic` (a caller's classifier).
 * One shortcut, exact or declined: generic NDJSON with a `tokenShape` takes whole token lines straight
 * from the bytes (token-scan.ts); every other line goes the way above.
 * TTFT is the first *content-bearing* message (as vLLM bench and AIPerf count it): role preludes, usage-only chunks,
 * comments, pings and [DONE] never count.
 */
import { TextDecoder } from "node:util";
import type { ErrorBucket } from "../../events/events.js";
import { limit } from "../../limits.js";
import { scannable, TokenScanner, type TokenShape } from "./token-scan.js";

export type { TokenShape } from "./token-scan.js";

// ───────────────────────────── framing ─────────────────────────────

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

type Sink = (msg: StreamMessage) => void;
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

// ───────────────────────────── results ─────────────────────────────

export interface ToolCallResult {
  index: number;
  id: string | null;
  type: string;
  name: string;
  /** Concatenated argument fragments, as sent (not validated as JSON). */
  arguments: string;
}

export interface StreamUsage {
  promptTokens: number | null;
  completionTokens: number | null;
  totalTokens: number | null;
  reasoningTokens: number | null;
  /** Prompt tokens served from the provider's prompt cache (included in promptTokens). */
  cachedTokens: number | null;
}

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

export type StreamDialect = "openai" | "anthropic" | "responses" | "gemini" | "generic";

export interface StreamParserOptions {
  /** The request's send time, in the same clock as the `tMs` given to push(). */
  startMs: number;
  dialect?: StreamDialect;
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

type Json = Record<string, unknown>;

const isObj = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === "string" ? v : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** Rate limits get their own bucket; every other in-stream error is the server's. */
function errorBucket(err: unknown): ErrorBucket {
  const e = isObj(err) ? err : {};
  const words = `${e.type ?? ""} ${e.code ?? ""} ${e.status ?? ""}`.toLowerCase();
  return /rate_limit|429|too_many|quota/.test(words) ? "llm_rate_limited" : "llm_server_error";
}

function errorText(err: unknown): string {
  if (isObj(err)) {
    const m = str(err.message);
    if (m) return m;
  }
  return typeof err === "string" ? err : JSON.stringify(err);
}

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
  private readonly collectText: boolean;
  private readonly dialect: StreamDialect;
  private readonly classify: EventClassifier | undefined;
  private readonly startMs: number;
  private now = 0;
  private firstByte: number | null = null;
  private ended: number | null = null;

  private readonly contentTimes: number[] = [];
  private text = "";
  private reasoning = "";
  private readonly tools: ToolCallResult[] = [];
  /** Slot in `tools` for each wire index (OpenAI tool_calls[].index or Anthropic block index). */
  private slots: Map<number, number> | null = null;
  private get toolSlot(): Map<number, number> {
    this.slots ??= new Map();
    return this.slots;
  }
  private finishReason: string | null = null;
  private usage: StreamUsage | null = null;
  private done = false;
  private error: StreamError | null = null;
  private errorCount = 0;
  private messages = 0;
  private readonly statuses: StatusEvent[] = [];
  private model: string | null = null;
  private responseId: string | null = null;

  constructor(opts: StreamParserOptions) {
    this.startMs = opts.startMs;
    this.dialect = opts.dialect ?? "openai";
    this.classify = opts.classify;
    if (this.dialect === "generic" && !this.classify)
      throw new Error("generic dialect needs a classify function");
    this.collectText = opts.collectText ?? true;
    const sink: Sink = (m) => this.message(m);
    const max = opts.maxMessageChars ?? MAX_MESSAGE_CHARS;
    const over: Overflow = (offset) => this.overflow(offset, max);
    if (opts.framing === "ndjson") {
      const framer = new NdjsonFramer(sink, max, over);
      this.framer = framer;
      if (this.dialect === "generic" && opts.tokenShape) {
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
        if (this.collectText) {
          const text = fast.text(buf);
          if (text) this.text += text;
        }
        this.content();
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
    return this.done || this.tooLarge;
  }

  /** A snapshot; valid mid-stream too. */
  result(): StreamResult {
    const times = this.contentTimes;
    const gapsMs: number[] = [];
    for (let i = 1; i < times.length; i++) gapsMs.push(times[i] - times[i - 1]);
    const fromUsage = this.usage?.completionTokens != null;
    const outputTokens = fromUsage ? (this.usage?.completionTokens as number) : times.length;
    const decodeMs = times.length > 0 ? times[times.length - 1] - times[0] : 0;
    return {
      ttftMs: times.length > 0 ? times[0] - this.startMs : null,
      ttfbMs: this.firstByte === null ? null : this.firstByte - this.startMs,
      contentTimes: [...times],
      gapsMs,
      lastContentMs: times.length > 0 ? times[times.length - 1] - this.startMs : null,
      tpotMs: times.length > 0 && outputTokens >= 2 ? decodeMs / (outputTokens - 1) : null,
      endMs: this.ended === null ? null : this.ended - this.startMs,
      text: this.text,
      reasoning: this.reasoning,
      toolCalls: this.tools.map((t) => ({ ...t })),
      finishReason: this.finishReason,
      usage: this.usage ? { ...this.usage } : null,
      outputTokens,
      outputTokensSource: fromUsage ? "usage" : "chunks",
      done: this.done,
      error: this.error,
      errorCount: this.errorCount,
      messages: this.messages,
      statuses: [...this.statuses],
      model: this.model,
      responseId: this.responseId,
    };
  }

  // ── message handling ──

  private message(msg: StreamMessage): void {
    this.messages++;
    if (this.dialect === "generic") {
      this.generic(msg);
      return;
    }
    const data = msg.data.trim();
    if (this.dialect === "openai" && data === "[DONE]") {
      this.done = true;
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
    if (this.dialect === "openai") this.openai(msg, json);
    else if (this.dialect === "anthropic") this.anthropic(msg, json);
    else if (this.dialect === "responses") this.responses(msg, json);
    else this.gemini(msg, json);
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

  private content(): void {
    this.contentTimes.push(this.now);
  }

  private openai(msg: StreamMessage, chunk: Json): void {
    if ("error" in chunk && chunk.error != null) {
      this.fail(msg, "error_event", errorBucket(chunk.error), errorText(chunk.error));
      return;
    }
    this.responseId ??= str(chunk.id);
    this.model ??= str(chunk.model);
    if (isObj(chunk.usage)) this.usage = openaiUsage(chunk.usage);
    // `choices` may be [], null or absent (usage-only chunks from various servers).
    const choices = Array.isArray(chunk.choices) ? chunk.choices : [];
    let bearing = false;
    for (const choice of choices) {
      if (!isObj(choice)) continue;
      // n>1 streams interleave choices; the measured answer is choice 0.
      if ((num(choice.index) ?? 0) !== 0) continue;
      const finish = str(choice.finish_reason);
      if (finish) this.finishReason = finish;
      const delta = isObj(choice.delta) ? choice.delta : null;
      if (!delta) continue;
      const text = str(delta.content);
      if (text) {
        if (this.collectText) this.text += text;
        bearing = true;
      }
      const thought = str(delta.reasoning_content) || str(delta.reasoning);
      if (thought) {
        if (this.collectText) this.reasoning += thought;
        bearing = true;
      }
      if (Array.isArray(delta.tool_calls) && delta.tool_calls.length > 0) {
        for (const frag of delta.tool_calls) if (isObj(frag)) this.openaiToolFragment(frag);
        bearing = true;
      }
    }
    if (bearing) this.content();
  }

  private openaiToolFragment(frag: Json): void {
    const wire = num(frag.index) ?? 0;
    const fn = isObj(frag.function) ? frag.function : {};
    const id = str(frag.id);
    let slot = this.toolSlot.get(wire);
    // Some servers (Ollama) reuse index 0 for parallel calls; a new id then opens a new call.
    if (slot === undefined || (id && this.tools[slot].id && this.tools[slot].id !== id)) {
      slot = this.tools.length;
      this.tools.push({ index: slot, id: null, type: "function", name: "", arguments: "" });
      this.toolSlot.set(wire, slot);
    }
    const call = this.tools[slot];
    if (id && !call.id) call.id = id;
    const type = str(frag.type);
    if (type) call.type = type;
    const name = str(fn.name);
    if (name && !call.name) call.name = name;
    const args = str(fn.arguments);
    if (args) call.arguments += args;
  }

  private anthropic(msg: StreamMessage, ev: Json): void {
    const type = str(ev.type) ?? msg.event;
    switch (type) {
      case "message_start": {
        const m = isObj(ev.message) ? ev.message : {};
        this.responseId ??= str(m.id);
        this.model ??= str(m.model);
        if (isObj(m.usage)) {
          // Output tokens here are a placeholder; the real count arrives in message_delta.
          this.usage = { ...anthropicUsage(m.usage), completionTokens: null, totalTokens: null };
        }
        return;
      }
      case "content_block_start": {
        const block = isObj(ev.content_block) ? ev.content_block : {};
        if (block.type === "tool_use" || block.type === "server_tool_use") {
          const slot = this.tools.length;
          this.tools.push({
            index: slot,
            id: str(block.id),
            type: "function",
            name: str(block.name) ?? "",
            arguments: "",
          });
          this.toolSlot.set(num(ev.index) ?? slot, slot);
        }
        return;
      }
      case "content_block_delta": {
        const d = isObj(ev.delta) ? ev.delta : {};
        if (d.type === "text_delta") {
          const t = str(d.text);
          if (t) {
            if (this.collectText) this.text += t;
            this.content();
          }
        } else if (d.type === "thinking_delta") {
          const t = str(d.thinking);
          if (t) {
            if (this.collectText) this.reasoning += t;
            this.content();
          }
        } else if (d.type === "input_json_delta") {
          const slot = this.toolSlot.get(num(ev.index) ?? -1);
          if (slot !== undefined) this.tools[slot].arguments += str(d.partial_json) ?? "";
          this.content();
        }
        return;
      }
      case "message_delta": {
        const d = isObj(ev.delta) ? ev.delta : {};
        const stop = str(d.stop_reason);
        if (stop) this.finishReason = stop;
        if (isObj(ev.usage)) {
          const u = anthropicUsage(ev.usage);
          const prompt = u.promptTokens ?? this.usage?.promptTokens ?? null;
          const completion = u.completionTokens;
          const total = prompt !== null && completion !== null ? prompt + completion : null;
          this.usage = {
            promptTokens: prompt,
            completionTokens: completion,
            totalTokens: total,
            reasoningTokens: null,
            cachedTokens: u.cachedTokens ?? this.usage?.cachedTokens ?? null,
          };
        }
        return;
      }
      case "message_stop":
        this.done = true;
        return;
      case "error":
        this.fail(msg, "error_event", errorBucket(ev.error), errorText(ev.error));
        return;
      default:
        // ping, content_block_stop, unknown future events: not content.
        return;
    }
  }

  /** A new tool call in `tools`, keyed by the wire's index for it. */
  private openTool(wire: number, id: string | null, name: string): ToolCallResult {
    const slot = this.tools.length;
    const call = { index: slot, id, type: "function", name, arguments: "" };
    this.tools.push(call);
    this.toolSlot.set(wire, slot);
    return call;
  }

  /** OpenAI Responses API events: deltas of text, reasoning and function-call arguments are content. */
  private responses(msg: StreamMessage, ev: Json): void {
    const type = str(ev.type) ?? msg.event;
    const response = isObj(ev.response) ? ev.response : null;
    if (response) {
      this.responseId ??= str(response.id);
      this.model ??= str(response.model);
      if (isObj(response.usage)) this.usage = responsesUsage(response.usage);
    }
    switch (type) {
      case "response.output_text.delta":
      case "response.reasoning_text.delta":
      case "response.reasoning_summary_text.delta":
      case "response.refusal.delta": {
        const t = str(ev.delta);
        if (!t) return;
        if (this.collectText) {
          if (type === "response.output_text.delta" || type === "response.refusal.delta") this.text += t;
          else this.reasoning += t;
        }
        this.content();
        return;
      }
      case "response.output_item.added": {
        const item = isObj(ev.item) ? ev.item : {};
        if (item.type !== "function_call" && item.type !== "custom_tool_call") return;
        // The call's name arrives here: content, as an OpenAI chat tool-call prelude is.
        const call = this.openTool(
          num(ev.output_index) ?? this.tools.length,
          str(item.call_id),
          str(item.name) ?? "",
        );
        call.arguments = str(item.arguments) ?? str(item.input) ?? "";
        this.content();
        return;
      }
      case "response.function_call_arguments.delta":
      case "response.custom_tool_call_input.delta": {
        const slot = this.toolSlot.get(num(ev.output_index) ?? -1);
        if (slot !== undefined) this.tools[slot].arguments += str(ev.delta) ?? "";
        this.content();
        return;
      }
      case "response.completed":
      case "response.incomplete":
        this.finishReason = type === "response.completed" ? "completed" : incompleteReason(response);
        this.done = true;
        return;
      case "response.failed":
      case "error": {
        const err = response && isObj(response.error) ? response.error : isObj(ev.error) ? ev.error : ev;
        this.fail(msg, "error_event", errorBucket(err), errorText(err));
        return;
      }
      default:
        // created, in_progress, content_part.*, *.done, unknown future events: not content.
        return;
    }
  }

  /** Gemini GenerateContentResponse chunks: each part with text, a thought or a functionCall is content. */
  private gemini(msg: StreamMessage, chunk: Json): void {
    if (isObj(chunk.error)) {
      const e = chunk.error;
      const err = { type: e.status, code: e.code, message: e.message };
      this.fail(msg, "error_event", errorBucket(err), errorText(err));
      return;
    }
    this.responseId ??= str(chunk.responseId);
    this.model ??= str(chunk.modelVersion);
    if (isObj(chunk.usageMetadata)) this.usage = geminiUsage(chunk.usageMetadata);
    const candidate =
      Array.isArray(chunk.candidates) && isObj(chunk.candidates[0]) ? chunk.candidates[0] : {};
    const content = isObj(candidate.content) ? candidate.content : {};
    let bearing = false;
    for (const part of Array.isArray(content.parts) ? content.parts : []) {
      if (!isObj(part)) continue;
      const t = str(part.text);
      if (t) {
        if (this.collectText) {
          if (part.thought === true) this.reasoning += t;
          else this.text += t;
        }
        bearing = true;
      }
      if (isObj(part.functionCall)) {
        const fc = part.functionCall;
        const call = this.openTool(this.tools.length, str(fc.id), str(fc.name) ?? "");
        call.arguments = JSON.stringify(fc.args ?? {});
        bearing = true;
      }
    }
    const finish = str(candidate.finishReason);
    if (finish) {
      this.finishReason = finish;
      // Gemini has no end marker: the chunk with a finish reason is the last.
      this.done = true;
    }
    if (bearing) this.content();
  }

  private generic(msg: StreamMessage): void {
    // The OpenAI-style end of stream, whatever the service's own event names.
    if (msg.data.trim() === "[DONE]") {
      this.done = true;
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
        if (v.text && this.collectText) this.text += v.text;
        this.content();
        return;
      case "done":
        this.done = true;
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

/** A token count as a server reports it: a negative or non-finite one is no count at all. */
const count = (v: unknown): number | null => {
  const n = num(v);
  return n !== null && n >= 0 ? n : null;
};

/** Token counts of an OpenAI `usage` object, streamed or not. */
export function openaiUsage(u: Json): StreamUsage {
  const details = isObj(u.completion_tokens_details) ? u.completion_tokens_details : {};
  const prompt = isObj(u.prompt_tokens_details) ? u.prompt_tokens_details : {};
  return {
    promptTokens: count(u.prompt_tokens),
    completionTokens: count(u.completion_tokens),
    totalTokens: count(u.total_tokens),
    reasoningTokens: count(details.reasoning_tokens),
    cachedTokens: count(prompt.cached_tokens),
  };
}

/** Token counts of a Responses API `usage` object. */
export function responsesUsage(u: Json): StreamUsage {
  const input = isObj(u.input_tokens_details) ? u.input_tokens_details : {};
  const output = isObj(u.output_tokens_details) ? u.output_tokens_details : {};
  return {
    promptTokens: count(u.input_tokens),
    completionTokens: count(u.output_tokens),
    totalTokens: count(u.total_tokens),
    reasoningTokens: count(output.reasoning_tokens),
    cachedTokens: count(input.cached_tokens),
  };
}

/** Token counts of Gemini `usageMetadata`: thoughts are output tokens, as other providers count them. */
export function geminiUsage(u: Json): StreamUsage {
  const candidates = count(u.candidatesTokenCount);
  const thoughts = count(u.thoughtsTokenCount);
  return {
    promptTokens: count(u.promptTokenCount),
    completionTokens: candidates === null && thoughts === null ? null : (candidates ?? 0) + (thoughts ?? 0),
    totalTokens: count(u.totalTokenCount),
    reasoningTokens: thoughts,
    cachedTokens: count(u.cachedContentTokenCount),
  };
}

/** A non-stream reply's usage, by dialect (Gemini names it usageMetadata). */
export function usageOfReply(dialect: StreamDialect, body: unknown): StreamUsage | null {
  if (!isObj(body)) return null;
  const u = dialect === "gemini" ? body.usageMetadata : body.usage;
  if (!isObj(u)) return null;
  const read = {
    openai: openaiUsage,
    generic: openaiUsage,
    anthropic: anthropicUsage,
    responses: responsesUsage,
    gemini: geminiUsage,
  };
  return read[dialect](u);
}

const incompleteReason = (response: Json | null): string => {
  const d = response && isObj(response.incomplete_details) ? response.incomplete_details : {};
  return str(d.reason) ?? "incomplete";
};

/** Token counts of an Anthropic `usage` object, cached input counted as prompt tokens. */
export function anthropicUsage(u: Json): StreamUsage {
  // ATIF and OpenAI count cached input as prompt tokens; Anthropic reports it separately.
  const parts = [u.input_tokens, u.cache_read_input_tokens, u.cache_creation_input_tokens].map(count);
  const prompt = parts.every((p) => p === null) ? null : parts.reduce<number>((a, p) => a + (p ?? 0), 0);
  return {
    promptTokens: prompt,
    completionTokens: count(u.output_tokens),
    totalTokens: null,
    reasoningTokens: null,
    cachedTokens: count(u.cache_read_input_tokens),
  };
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
