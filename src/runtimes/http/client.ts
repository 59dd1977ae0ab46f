/**
 * The measuring HTTP client: HTTP/1.1 over node:net / node:tls with an explicitly sized keep-alive
 * pool (no silent connection cap, unlike a default agent pool), every read of the body timestamped on the
 * monotonic clock as it comes off the socket, and transport failures named as error buckets.
 *
 * Why not node:http: its ClientRequest / IncomingMessage / stream machinery costs more CPU per
 * session than the whole measurement (bench/http-bench.ts), and a load generator that saturates its
 * own core measures itself. The protocol subset is small: one request in flight per connection,
 * Content-Length or chunked bodies (or read-to-close), 1xx skipped, keep-alive honoured. Framing the
 * server gets wrong (RFC 9112 §6.3: a bad or conflicting Content-Length, Content-Length beside
 * chunked, a bad chunk, a head past MAX_HEAD_BYTES, bytes past the declared body) is `protocol_error`
 * and the connection is closed: bytes of unknown meaning would poison the next exchange on it.
 */
import { connect as netConnect, type Socket } from "node:net";
import { performance } from "node:perf_hooks";
import { connect as tlsConnect } from "node:tls";
import { UserError } from "../../errors.js";
import type { ErrorBucket } from "../../events/events.js";
import { limit } from "../../limits.js";
import { type ProxyEnv, parseProxyUrl, proxyFor } from "./proxy.js";

/** What can go wrong below HTTP. */
export type TransportBucket = Extract<
  ErrorBucket,
  "timeout" | "connect_refused" | "connection_reset" | "protocol_error" | "interrupted"
>;

export interface TransportError {
  bucket: TransportBucket;
  /** `ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1`, `the connection closed mid-body`, ... */
  message: string;
}

export interface CallOptions {
  method: string;
  url: URL;
  /** Lower-case names; host and content-length are set by the client. */
  headers: Record<string, string>;
  body?: string | Buffer | null;
  /** Aborts the call as `interrupted`. */
  signal?: AbortSignal;
  /** Monotonic deadline (performance.now() ms); past it the call ends as `timeout`. */
  deadline?: number;
  /** Called when the response head arrives. */
  onHeaders?: (status: number) => void;
  /**
   * Called with every read of the body and its arrival time; return true to stop (e.g. done seen),
   * `"drop"` to stop and close the connection unread (a stream past its limits).
   */
  onData?: (chunk: Buffer, tMs: number) => boolean | "drop" | undefined;
  /**
   * Keep the body in `CallResult.body` up to this many bytes (JSON replies), or decide by status
   * (a stream keeps only an error reply). Default 0.
   */
  keepBody?: number | ((status: number) => number);
}

export interface CallResult {
  /** HTTP status, null when no response arrived. */
  status: number | null;
  /** Response headers, names in lower case. */
  headers: Record<string, string>;
  /** performance.now() just before the request was written. */
  sendMs: number;
  /** performance.now() when the response head arrived. */
  headersMs: number | null;
  /** performance.now() when the body ended, the caller stopped, or the call failed. */
  endMs: number;
  body: Buffer | null;
  error: TransportError | null;
}

/** Socket error codes → buckets. Anything not named here that breaks a socket is a reset. */
const CODE_BUCKET: Record<string, TransportBucket> = {
  ECONNREFUSED: "connect_refused",
  ENOTFOUND: "connect_refused",
  EAI_AGAIN: "connect_refused",
  EHOSTUNREACH: "connect_refused",
  ENETUNREACH: "connect_refused",
  EADDRNOTAVAIL: "connect_refused",
  ETIMEDOUT: "timeout",
  ECONNRESET: "connection_reset",
  EPIPE: "connection_reset",
  ECONNABORTED: "connection_reset",
  ERR_STREAM_PREMATURE_CLOSE: "connection_reset",
};

export function transportBucket(err: unknown): TransportBucket {
  const code = (err as { code?: string } | null)?.code ?? "";
  return CODE_BUCKET[code] ?? "connection_reset";
}

function describe(err: Error): string {
  const code = (err as { code?: string }).code;
  return code && !err.message.startsWith(code) ? `${code}: ${err.message}` : err.message;
}

export interface MeasuringClientOptions {
  /** Connections per origin; size it to the run's peak concurrency. Default 1024. */
  maxConnections?: number;
  /** Where HTTP(S)_PROXY and NO_PROXY are read; default process.env. */
  env?: ProxyEnv;
}

/** An idle connection older than this is closed rather than reused (servers drop idle sockets at ~5 s). */
const DEFAULT_IDLE_MS = 4000;
const CRLF2 = Buffer.from("\r\n\r\n");
/** A response head (status line and headers) larger than this is refused, as servers refuse requests. */
export const MAX_HEAD_BYTES = limit("responseHeadBytes");
/** A chunk-size or trailer line longer than this is not HTTP. */
const MAX_LINE = 4096;
/** A chunk size: hex digits (at most 12: 256 TiB), then optional `;extensions`. */
const CHUNK_LINE = /^([0-9a-fA-F]{1,12})[ \t]*(;.*)?$/;
/** Shared by every plain-TCP connection's reads; 64 KiB so long replies come in few reads (§6.6). */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);

// ───────────────────────────── response parsing ─────────────────────────────

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
class Exchange {
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

// ───────────────────────────── connections and the pool ─────────────────────────────

class Connection {
  current: Exchange | null = null;
  idleSince = 0;
  idleMs = DEFAULT_IDLE_MS;
  closed = false;
  /** Through a forward proxy: requests name the whole URL (absolute form) and carry its credentials. */
  proxyAuth: string | null = null;
  absoluteForm = false;
  /** A CONNECT tunnel not yet open: the request waits here, the proxy's answer collects here. */
  private tunnel: { pending: (string | Buffer)[]; head: Buffer; open: (raw: Socket) => Socket } | null = null;

  constructor(
    public socket: Socket,
    private readonly pool: Pool,
    viaOnread: boolean,
  ) {
    socket.setNoDelay(true);
    // Plain TCP reads arrive through `onread` (see Pool.connect); TLS through data events.
    if (!viaOnread) socket.on("data", (buf: Buffer) => this.read(buf));
    this.watch(socket);
  }

  private watch(socket: Socket): void {
    socket.on("error", (err) => this.fail(transportBucket(err), describe(err)));
    socket.on("close", () => {
      const ex = this.current;
      if (ex?.readsToClose) {
        ex.feed(Buffer.alloc(0), performance.now());
        this.current = null;
        ex.finish(null);
      }
      this.fail(
        "connection_reset",
        ex?.status == null ? "the connection closed before a response" : "the connection closed mid-body",
      );
    });
  }

  /**
   * An https target behind a proxy: ask it to CONNECT, and once it says 2xx, speak TLS to the
   * target through the tunnel (`open` wraps the raw socket).
   */
  startTunnel(authority: string, open: (raw: Socket) => Socket): void {
    this.tunnel = { pending: [], head: Buffer.alloc(0), open };
    const auth = this.proxyAuth ? `proxy-authorization: ${this.proxyAuth}\r\n` : "";
    this.socket.write(`CONNECT ${authority} HTTP/1.1\r\nhost: ${authority}\r\n${auth}\r\n`);
  }

  /** The proxy's answer to CONNECT: on 2xx the tunnel opens and the waiting request goes out. */
  private readTunnel(buf: Buffer, len: number): void {
    const tunnel = this.tunnel as NonNullable<Connection["tunnel"]>;
    tunnel.head = Buffer.concat([tunnel.head, buf.subarray(0, len)]);
    const end = tunnel.head.indexOf(CRLF2);
    if (end < 0) {
      if (tunnel.head.length > MAX_HEAD_BYTES)
        this.fail("protocol_error", "the proxy's answer to CONNECT is too long");
      return;
    }
    const { status } = parseResponseHead(tunnel.head, 0, end);
    if (status < 200 || status > 299 || end + 4 < tunnel.head.length) {
      this.fail("connect_refused", `the proxy answered CONNECT with ${status || "no HTTP status"}`);
      return;
    }
    this.tunnel = null;
    const raw = this.socket;
    raw.removeAllListeners("data");
    this.socket = tunnel.open(raw);
    this.socket.on("data", (b: Buffer) => this.read(b));
    this.watch(this.socket);
    for (const w of tunnel.pending) this.socket.write(w);
  }

  send(data: string | Buffer): void {
    if (this.tunnel) this.tunnel.pending.push(data);
    else this.socket.write(data);
  }

  /** One read off the socket; the buffer may be reused once this returns. */
  read(buf: Buffer, len = buf.length): void {
    if (this.tunnel) {
      this.readTunnel(buf, len);
      return;
    }
    const t = performance.now();
    const ex = this.current;
    // Bytes on an idle connection answer nothing we asked: it is not reused.
    if (!ex) {
      if (len > 0) this.destroy();
      return;
    }
    if (ex.feed(buf, t, len)) this.done(ex);
    else if (ex.dropped) {
      this.current = null;
      this.destroy();
    } else if (ex.stopped && !ex.drainGuarded) {
      // Usually the rest of the body came in the same read; only a still-busy connection needs a timer.
      ex.drainGuarded = true;
      drainGuard(this, ex);
    }
  }

  private done(ex: Exchange): void {
    this.current = null;
    ex.finish(null);
    if (ex.keepAlive && !this.closed) {
      this.idleMs = ex.idleMs;
      this.pool.release(this);
    } else this.destroy();
  }

  fail(bucket: TransportBucket, message: string): void {
    const ex = this.current;
    this.current = null;
    ex?.finish({ bucket, message });
    this.destroy();
  }

  destroy(): void {
    if (this.closed) return;
    this.closed = true;
    this.socket.destroy();
    this.pool.forget(this);
  }
}

class Pool {
  private readonly idle: Connection[] = [];
  private open = 0;
  private readonly waiters: ((c: Connection) => void)[] = [];

  constructor(
    private readonly url: URL,
    private readonly max: number,
    readonly key: string,
    private readonly proxy: URL | null = null,
  ) {}

  acquire(): Connection | Promise<Connection> {
    const now = performance.now();
    while (this.idle.length > 0) {
      const c = this.idle.pop() as Connection;
      if (!c.closed && now - c.idleSince < c.idleMs) return c;
      c.destroy();
    }
    if (this.open < this.max) return this.connect();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private connect(): Connection {
    this.open++;
    const tls = this.url.protocol === "https:";
    const port = Number(this.url.port) || (tls ? 443 : 80);
    const host = this.url.hostname.replace(/^\[|\]$/g, "");
    if (this.proxy) return this.viaProxy(host, port, tls);
    if (tls) {
      const socket = tlsConnect({ host, port, servername: host, ALPNProtocols: ["http/1.1"] });
      return new Connection(socket, this, false);
    }
    // Reads land in one shared buffer and go straight to the parser: no stream machinery and no
    // allocation per read (callbacks are synchronous, so one buffer serves every connection).
    let conn: Connection | null = null;
    const socket = netConnect({
      host,
      port,
      onread: {
        buffer: READ_BUFFER,
        callback: (n: number, buf: Uint8Array) => {
          conn?.read(buf as Buffer, n);
          return true;
        },
      },
    });
    conn = new Connection(socket, this, true);
    return conn;
  }

  /** http: requests go to the proxy in absolute form; https: through a CONNECT tunnel, TLS end to end. */
  private viaProxy(host: string, port: number, tls: boolean): Connection {
    const proxy = this.proxy as URL;
    const pPort = Number(proxy.port) || (proxy.protocol === "https:" ? 443 : 80);
    const pHost = proxy.hostname.replace(/^\[|\]$/g, "");
    const socket =
      proxy.protocol === "https:"
        ? tlsConnect({ host: pHost, port: pPort, servername: pHost })
        : netConnect({ host: pHost, port: pPort });
    const conn = new Connection(socket, this, false);
    if (proxy.username)
      conn.proxyAuth = `Basic ${Buffer.from(`${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`).toString("base64")}`;
    if (!tls) {
      conn.absoluteForm = true;
      return conn;
    }
    conn.startTunnel(`${host.includes(":") ? `[${host}]` : host}:${port}`, (raw) =>
      tlsConnect({ socket: raw, servername: host, ALPNProtocols: ["http/1.1"] }),
    );
    return conn;
  }

  release(c: Connection): void {
    const w = this.waiters.shift();
    if (w) w(c);
    else {
      c.idleSince = performance.now();
      this.idle.push(c);
    }
  }

  forget(c: Connection): void {
    this.open--;
    const i = this.idle.indexOf(c);
    if (i >= 0) this.idle.splice(i, 1);
    // A slot opened: a waiting call gets a fresh connection.
    const w = this.waiters.shift();
    if (w) w(this.connect());
  }

  close(): void {
    for (const c of [...this.idle]) c.destroy();
  }
}

// ───────────────────────────── the client ─────────────────────────────

type Abortable = { fail(bucket: TransportBucket, message: string): void };
type Timed = { deadline: number; handle: Abortable };

/** How often deadlines are checked: one timer per client, not one per call. */
const SWEEP_MS = 20;

export class MeasuringClient {
  readonly maxConnections: number;
  private readonly pools = new Map<string, Pool>();
  /** One listener per abort signal, however many calls are in flight on it. */
  private readonly inflight = new WeakMap<AbortSignal, Set<Abortable>>();

  private readonly env: ProxyEnv;

  constructor(opts: MeasuringClientOptions = {}) {
    this.maxConnections = opts.maxConnections ?? 1024;
    this.env = opts.env ?? process.env;
    // A proxy URL that cannot be used is the user's to fix, before any session.
    for (const name of ["http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY"]) {
      const v = this.env[name]?.trim();
      if (!v) continue;
      try {
        parseProxyUrl(v);
      } catch (e) {
        throw new UserError((e as Error).message, undefined, `environment variable ${name}`);
      }
    }
  }

  private readonly timed = new Set<Timed>();
  private sweeper: NodeJS.Timeout | null = null;

  /** Fails calls past their deadline; runs only while some call has one. */
  private sweep(): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => {
      const now = performance.now();
      for (const t of this.timed) {
        if (t.deadline <= now) t.handle.fail("timeout", "no complete response within the timeout");
      }
      if (this.timed.size === 0 && this.sweeper) {
        clearInterval(this.sweeper);
        this.sweeper = null;
      }
    }, SWEEP_MS);
    this.sweeper.unref();
  }

  /** Each URL's pool, kept while its href is unchanged: the origin is not rebuilt per call. */
  private readonly poolOf = new WeakMap<URL, { href: string; pool: Pool }>();

  private pool(url: URL): Pool {
    const hit = this.poolOf.get(url);
    if (hit !== undefined && hit.href === url.href && this.pools.get(hit.pool.key) === hit.pool)
      return hit.pool;
    const p = this.originPool(url);
    this.poolOf.set(url, { href: url.href, pool: p });
    return p;
  }

  private originPool(url: URL): Pool {
    const key = `${url.protocol}//${url.host}`;
    let p = this.pools.get(key);
    if (!p) {
      p = new Pool(url, this.maxConnections, key, proxyFor(url, this.env));
      this.pools.set(key, p);
    }
    return p;
  }

  private track(signal: AbortSignal): Set<Abortable> {
    let set = this.inflight.get(signal);
    if (!set) {
      const calls = new Set<Abortable>();
      set = calls;
      this.inflight.set(signal, calls);
      signal.addEventListener(
        "abort",
        () => {
          for (const c of [...calls]) c.fail("interrupted", "the run was interrupted");
        },
        { once: true },
      );
    }
    return set;
  }

  call(o: CallOptions): Promise<CallResult> {
    return new Promise<CallResult>((resolve) => {
      let sendMs = performance.now();
      let settled = false;
      let timed: Timed | null = null;
      let conn: Connection | null = null;
      const calls = o.signal ? this.track(o.signal) : null;
      const finish = (error: TransportError | null) => {
        if (settled) return;
        settled = true;
        if (timed) this.timed.delete(timed);
        calls?.delete(handle);
        resolve({
          status: ex.status,
          headers: ex.headers,
          sendMs,
          headersMs: ex.headersMs,
          endMs: performance.now(),
          body: ex.body(),
          error,
        });
      };
      const ex = new Exchange(o, finish);
      const handle: Abortable = {
        fail: (bucket, message) => {
          if (settled) return;
          finish({ bucket, message });
          // The exchange is cut short: the connection cannot be reused.
          if (conn && conn.current === ex) {
            conn.current = null;
            conn.destroy();
          }
        },
      };
      if (o.signal?.aborted) {
        handle.fail("interrupted", "the run was interrupted");
        return;
      }
      calls?.add(handle);
      if (o.deadline !== undefined) {
        timed = { deadline: o.deadline, handle };
        this.timed.add(timed);
        this.sweep();
      }
      const start = (c: Connection) => {
        if (settled) {
          // Timed out or aborted while waiting for a connection: hand it on unused.
          this.pool(o.url).release(c);
          return;
        }
        let head: string | Buffer;
        try {
          head = requestHead(o, c);
        } catch (e) {
          this.pool(o.url).release(c);
          handle.fail("connection_reset", (e as Error).message);
          return;
        }
        conn = c;
        c.current = ex;
        sendMs = performance.now();
        c.send(head);
      };
      const got = this.pool(o.url).acquire();
      if (got instanceof Promise) got.then(start);
      else start(got);
    });
  }

  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    for (const p of this.pools.values()) p.close();
    this.pools.clear();
  }
}

/** Bytes after the caller stopped reading are drained for reuse, but not forever (an endless SSE stream). */
const DRAIN_MS = 5000;

function drainGuard(conn: Connection, ex: Exchange): void {
  setTimeout(() => {
    if (conn.current === ex) {
      conn.current = null;
      conn.destroy();
    }
  }, DRAIN_MS).unref();
}

/** The request line's target and host header of a URL, kept while its href is unchanged. */
const targets = new WeakMap<URL, { href: string; text: string }>();
function targetOf(url: URL): string {
  const hit = targets.get(url);
  if (hit !== undefined && hit.href === url.href) return hit.text;
  const text = ` ${url.pathname}${url.search} HTTP/1.1\r\nhost: ${url.host}\r\n`;
  targets.set(url, { href: url.href, text });
  return text;
}

/** Through a forward proxy the request line names the whole URL (RFC 9112 §3.2.2). */
function absoluteTargetOf(url: URL): string {
  return ` ${url.protocol}//${url.host}${url.pathname}${url.search} HTTP/1.1\r\nhost: ${url.host}\r\n`;
}

/** The whole request as one write: request line, headers, body. */
function requestHead(o: CallOptions, c: Connection): string | Buffer {
  const body = o.body ?? null;
  const len = body === null ? 0 : typeof body === "string" ? Buffer.byteLength(body) : body.length;
  let head = o.method + (c.absoluteForm ? absoluteTargetOf(o.url) : targetOf(o.url));
  if (c.proxyAuth) head += `proxy-authorization: ${c.proxyAuth}\r\n`;
  for (const name in o.headers) {
    if (name === "host" || name === "content-length") continue;
    const v = o.headers[name];
    if (v.indexOf("\r") >= 0 || v.indexOf("\n") >= 0) throw new Error(`header ${name} contains a line break`);
    head += `${name}: ${v}\r\n`;
  }
  if (body !== null || o.method === "POST" || o.method === "PUT" || o.method === "PATCH") {
    head += `content-length: ${len}\r\n`;
  }
  head += "\r\n";
  if (body === null) return head;
  return typeof body === "string" ? head + body : Buffer.concat([Buffer.from(head, "latin1"), body]);
}

/** Monotonic ms → epoch ms, for events and spans. */
export const epochMs = (monotonicMs: number): number => TIME_ORIGIN + monotonicMs;
/** Read once: the getter asks the platform on every call. */
const TIME_ORIGIN = performance.timeOrigin;
