/**
 * Reading one response off the bytes: the head (status line and headers, parsed where they lie),
 * then the body as Content-Length, chunked or read-to-close, each read handed to the caller with
 * its arrival time. Framing the server gets wrong (RFC 9112 §6.3: a bad or conflicting
 * Content-Length, Content-Length beside chunked, a bad chunk, a head past MAX_HEAD_BYTES, bytes past
 * the declared body) is `protocol_error` and the connection is closed: bytes of unknown meaning
 * would poison the next exchange on it. Pure over bytes: no socket here (pool.ts owns those).
 */
import { limit } from "../../limits.js";
import type { CallOptions, TransportError } from "./transport.js";

/** An idle connection older than this is closed rather than reused (servers drop idle sockets at ~5 s). */
export const DEFAULT_IDLE_MS = 4000;
export const CRLF2 = Buffer.from("\r\n\r\n");
/** A response head (status line and headers) larger than this is refused, as servers refuse requests. */
export const MAX_HEAD_BYTES = limit("responseHeadBytes");
/** A chunk-size or trailer line longer than this is not HTTP. */
const MAX_LINE = 4096;
/** A chunk size: hex digits (at most 12: 256 TiB), then optional `;extensions`. */
const CHUNK_LINE = /^([0-9a-fA-F]{1,12})[ \t]*(;.*)?$/;

/** Byte → hex digit value, -1 for anything else. */
const HEX = new Int8Array(256).fill(-1);
for (let c = 0; c < 10; c++) HEX[48 + c] = c;
for (let c = 0; c < 6; c++) HEX[97 + c] = HEX[65 + c] = 10 + c;

export interface ResponseHead {
  /** 11 for HTTP/1.1, 10 for 1.0 (any other digit pair: major*10+minor), null when the status line is not HTTP. */
  version: number | null;
  /** 0 when the status line is not HTTP. */
  status: number;
  /** Names in lower case, values trimmed; a repeated name's values joined with ", ". */
  headers: Record<string, string>;
}

const isDigit = (b: number) => b >= 48 && b <= 57;
/** The whitespace String.prototype.trim removes, as latin1 bytes. */
const isSpace = (b: number) => (b >= 9 && b <= 13) || b === 32 || b === 160;

/**
 * The response head in buf[start, end) (the blank line excluded), read from the bytes: the status
 * line `HTTP/d.d ddd`, then `name: value` lines split on CRLF; lines without a name are skipped.
 */
export function parseResponseHead(buf: Buffer, start: number, end: number): ResponseHead {
  let eol = start;
  while (eol < end && !(buf[eol] === 13 && eol + 1 < end && buf[eol + 1] === 10)) eol++;
  const b = start;
  const http =
    eol - b >= 12 &&
    buf[b] === 72 && // H
    buf[b + 1] === 84 &&
    buf[b + 2] === 84 &&
    buf[b + 3] === 80 &&
    buf[b + 4] === 47 && // /
    isDigit(buf[b + 5]) &&
    buf[b + 6] === 46 && // .
    isDigit(buf[b + 7]) &&
    buf[b + 8] === 32 &&
    isDigit(buf[b + 9]) &&
    isDigit(buf[b + 10]) &&
    isDigit(buf[b + 11]);
  const version = http ? (buf[b + 5] - 48) * 10 + (buf[b + 7] - 48) : null;
  const status = http ? (buf[b + 9] - 48) * 100 + (buf[b + 10] - 48) * 10 + (buf[b + 11] - 48) : 0;
  const headers: Record<string, string> = {};
  let at = eol + 2;
  while (at < end) {
    let next = at;
    let colon = -1;
    while (next < end && !(buf[next] === 13 && next + 1 < end && buf[next + 1] === 10)) {
      if (colon < 0 && buf[next] === 58) colon = next;
      next++;
    }
    if (colon > at) {
      let ns = at;
      let ne = colon;
      while (ns < ne && isSpace(buf[ns])) ns++;
      while (ne > ns && isSpace(buf[ne - 1])) ne--;
      let vs = colon + 1;
      let ve = next;
      while (vs < ve && isSpace(buf[vs])) vs++;
      while (ve > vs && isSpace(buf[ve - 1])) ve--;
      const name = buf.toString("latin1", ns, ne).toLowerCase();
      const value = buf.toString("latin1", vs, ve);
      const prior = headers[name];
      headers[name] = prior === undefined && !(name in headers) ? value : `${prior}, ${value}`;
    }
    at = next + 2;
  }
  return { version, status, headers };
}

/**
 * RFC 9112 §6.3: a Content-Length that is not one decimal number (`abc`, a repeated header joined to
 * `10, 10`), or one beside chunked, leaves the body's end unknown (the request-smuggling shapes).
 */
export function framingError(headers: Record<string, string>): string | null {
  const cl = headers["content-length"];
  if (cl !== undefined && headers["transfer-encoding"] !== undefined)
    return "both Content-Length and Transfer-Encoding";
  if (cl !== undefined && !/^[0-9]{1,15}$/.test(cl))
    return `invalid Content-Length ${JSON.stringify(cl.slice(0, 40))}`;
  return null;
}

enum Body {
  Head,
  Fixed,
  ChunkSize,
  ChunkData,
  ChunkCrlf,
  Trailers,
  UntilClose,
  Done,
}

/** One request/response exchange on a connection. */
export class Exchange {
  status: number | null = null;
  headers: Record<string, string> = {};
  headersMs: number | null = null;
  private state = Body.Head;
  private head: Buffer | null = null;
  private remaining = 0;
  private line = "";
  private readonly parts: Buffer[] = [];
  private kept = 0;
  private keep = 0;
  /** The caller stopped reading; the body is drained so the connection can be reused. */
  stopped = false;
  /** A timer bounds the drain of a stopped exchange. */
  drainGuarded = false;
  /** The caller wants the connection closed, not drained. */
  dropped = false;
  keepAlive = true;
  idleMs = DEFAULT_IDLE_MS;
  bytesIn = 0;

  constructor(
    readonly o: CallOptions,
    readonly finish: (error: TransportError | null) => void,
  ) {}

  get complete(): boolean {
    return this.state === Body.Done;
  }

  get readsToClose(): boolean {
    return this.state === Body.UntilClose;
  }

  body(): Buffer | null {
    return this.parts.length > 0 ? Buffer.concat(this.parts) : this.keep > 0 ? Buffer.alloc(0) : null;
  }

  /** Feed one socket read. Returns true when the response is complete. */
  feed(buf: Buffer, t: number, len = buf.length): boolean {
    this.bytesIn += len;
    let at = 0;
    while (at < len && this.state !== Body.Done) {
      switch (this.state) {
        case Body.Head: {
          const next = this.readHead(buf, at, len, t);
          if (next < 0) return false;
          at = next;
          break;
        }
        case Body.Fixed: {
          const n = Math.min(this.remaining, len - at);
          this.deliver(buf.subarray(at, at + n), t);
          at += n;
          this.remaining -= n;
          if (this.remaining === 0) this.state = Body.Done;
          break;
        }
        case Body.UntilClose:
          this.deliver(buf.subarray(at, len), t);
          at = len;
          break;
        case Body.ChunkSize:
        case Body.Trailers: {
          // The usual line — hex digits (or nothing, ending the trailers) and CRLF, all in this
          // read — is read from the bytes; anything else (extensions, a split line) as text below.
          if (this.line === "") {
            let i = at;
            let size = 0;
            for (; i < len && i - at < 12; i++) {
              const d = HEX[buf[i]];
              if (d < 0) break;
              size = size * 16 + d;
            }
            if (i + 1 < len && buf[i] === 13 && buf[i + 1] === 10) {
              const empty = i === at;
              if (this.state === Body.Trailers ? empty : !empty) {
                at = i + 2;
                if (this.state === Body.Trailers) this.state = Body.Done;
                else if (size === 0) this.state = Body.Trailers;
                else {
                  this.remaining = size;
                  this.state = Body.ChunkData;
                }
                break;
              }
            }
          }
          const nl = buf.indexOf(10, at);
          if (nl < 0 || nl >= len) {
            this.line += buf.toString("latin1", at, len);
            if (this.line.length > MAX_LINE) return this.protocolError(`a chunk line over ${MAX_LINE} bytes`);
            return false;
          }
          const text = (this.line + buf.toString("latin1", at, nl)).replace(/\r$/, "");
          this.line = "";
          at = nl + 1;
          if (this.state === Body.Trailers) {
            if (text === "") this.state = Body.Done;
          } else {
            const hex = CHUNK_LINE.exec(text);
            if (!hex) return this.protocolError(`invalid chunk size ${JSON.stringify(text.slice(0, 40))}`);
            const size = Number.parseInt(hex[1], 16);
            if (size === 0) this.state = Body.Trailers;
            else {
              this.remaining = size;
              this.state = Body.ChunkData;
            }
          }
          break;
        }
        case Body.ChunkData: {
          const n = Math.min(this.remaining, len - at);
          this.deliver(buf.subarray(at, at + n), t);
          at += n;
          this.remaining -= n;
          if (this.remaining === 0) {
            this.state = Body.ChunkCrlf;
            this.remaining = 2;
          }
          break;
        }
        case Body.ChunkCrlf: {
          // The CRLF that ends a chunk's data: anything else means the chunk was longer than its size.
          const want = this.remaining === 2 ? 13 : 10;
          if (buf[at] !== want) return this.protocolError("a chunk longer than its declared size");
          at++;
          this.remaining--;
          if (this.remaining === 0) this.state = Body.ChunkSize;
          break;
        }
      }
    }
    // One request in flight per connection: bytes past the response's end are not ours to read.
    if (this.state === Body.Done && at < len)
      return this.protocolError(
        `${len - at} bytes past the end of the response (a body longer than declared)`,
      );
    return this.state === Body.Done;
  }

  /**
   * The response head from buf[at, len): where the body starts, or -1 while the head is incomplete.
   * Broken framing ends the exchange (protocolError is true) and the rest of the read is skipped (len).
   */
  private readHead(buf: Buffer, at: number, len: number, t: number): number {
    const tooLong = `a response head over ${MAX_HEAD_BYTES} bytes`;
    if (this.head === null) {
      // The usual case: the whole head is in this read, parsed where it lies.
      const end = buf.indexOf(CRLF2, at);
      if (end < 0 || end + 4 > len) {
        if (len - at > MAX_HEAD_BYTES) return this.protocolError(tooLong) && len;
        this.head = Buffer.from(buf.subarray(at, len));
        return -1;
      }
      const bad = this.parseHead(parseResponseHead(buf, at, end), t, end - at);
      return bad ? this.protocolError(bad) && len : end + 4;
    }
    const data = Buffer.concat([this.head, buf.subarray(at, len)]);
    const end = data.indexOf(CRLF2);
    if (end < 0) {
      if (data.length > MAX_HEAD_BYTES) return this.protocolError(tooLong) && len;
      this.head = data;
      return -1;
    }
    const consumed = end + 4 - this.head.length;
    this.head = null;
    const bad = this.parseHead(parseResponseHead(data, 0, end), t, end);
    return bad ? this.protocolError(bad) && len : at + consumed;
  }

  /** The framing is broken: the exchange fails as protocol_error and its connection is not reused. */
  private protocolError(message: string): true {
    this.state = Body.Done;
    this.keepAlive = false;
    this.finish({ bucket: "protocol_error", message });
    return true;
  }

  /** Reads the head; returns what is wrong with its framing, or null. */
  private parseHead(h: ResponseHead, t: number, bytes: number): string | null {
    const { status, headers } = h;
    if (bytes > MAX_HEAD_BYTES) return `a response head over ${MAX_HEAD_BYTES} bytes`;
    if (status >= 100 && status < 200 && status !== 101) return null; // 100 Continue, 103 Early Hints: wait on
    const framing = framingError(headers);
    if (framing) return framing;
    this.status = status;
    this.headers = headers;
    this.headersMs = t;
    const keep = this.o.keepBody ?? 0;
    this.keep = typeof keep === "number" ? keep : keep(status);
    const conn = (headers.connection ?? "").toLowerCase();
    this.keepAlive = h.version !== null && (h.version === 11 ? conn !== "close" : conn === "keep-alive");
    const kaHeader = headers["keep-alive"];
    const ka = kaHeader === undefined ? null : /timeout=(\d+)/.exec(kaHeader);
    if (ka) this.idleMs = Math.max(0, Number(ka[1]) * 1000 - 500);
    this.o.onHeaders?.(status);
    const te = (headers["transfer-encoding"] ?? "").toLowerCase();
    if (this.o.method === "HEAD" || status === 204 || status === 304) this.state = Body.Done;
    else if (te.includes("chunked")) this.state = Body.ChunkSize;
    else if (headers["content-length"] !== undefined) {
      this.remaining = Number(headers["content-length"]);
      this.state = this.remaining > 0 ? Body.Fixed : Body.Done;
    } else {
      this.state = Body.UntilClose;
      this.keepAlive = false;
    }
    return null;
  }

  private deliver(chunk: Buffer, t: number): void {
    if (chunk.length === 0 || this.stopped) return;
    const keep = this.keep;
    if (this.kept < keep) {
      // Copy: the socket's buffer may be reused once this read returns.
      this.parts.push(Buffer.from(chunk.subarray(0, keep - this.kept)));
      this.kept += Math.min(chunk.length, keep - this.kept);
    }
    const stop = this.o.onData?.(chunk, t);
    if (stop === true || stop === "drop") {
      this.stopped = true;
      this.dropped = stop === "drop";
      if (this.dropped) this.keepAlive = false;
      this.finish(null);
    }
  }
}
