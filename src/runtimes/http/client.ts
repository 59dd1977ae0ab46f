/**
 * The measuring HTTP client: HTTP/1.1 over node:net / node:tls with an explicitly sized keep-alive
 * pool (no silent connection cap, unlike a default agent pool), every read of the body timestamped on the
 * monotonic clock as it comes off the socket, and transport failures named as error buckets.
 *
 * Why not node:http: its ClientRequest / IncomingMessage / stream machinery costs more CPU per
 * session than the whole measurement (bench/http-bench.ts), and a load generator that saturates its
 * own core measures itself. The protocol subset is small: one request in flight per connection,
 * Content-Length or chunked bodies (or read-to-close), 1xx skipped, keep-alive honoured.
 *
 * This module is the client: calls, their deadlines and aborts, and the request as written. The
 * response is read in exchange.ts, connections are kept in pool.ts, and the call's types live in
 * transport.ts (re-exported here: they are the client's API).
 */
import { performance } from "node:perf_hooks";
import { UserError } from "../../errors.js";
import { Exchange } from "./exchange.js";
import { type Connection, Pool } from "./pool.js";
import { type ProxyEnv, parseProxyUrl, proxyFor } from "./proxy.js";
import type { CallOptions, CallResult, TransportBucket, TransportError } from "./transport.js";

export type { CallOptions, CallResult, TransportBucket, TransportError } from "./transport.js";

export interface MeasuringClientOptions {
  /** Connections per origin; size it to the run's peak concurrency. Default 1024. */
  maxConnections?: number;
  /** Where HTTP(S)_PROXY and NO_PROXY are read; default process.env. */
  env?: ProxyEnv;
}

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
