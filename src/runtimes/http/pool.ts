/**
 * Connections and the keep-alive pool: one socket per connection (node:net, node:tls, or through a
 * proxy: absolute-form requests or a CONNECT tunnel), one exchange in flight on it, reads fed to the
 * exchange as they come off the socket, and a pool per origin explicitly sized (no silent
 * connection cap) that hands idle connections on and opens one when a slot frees.
 */
import { connect as netConnect, type Socket } from "node:net";
import { performance } from "node:perf_hooks";
import { connect as tlsConnect } from "node:tls";
import { CRLF2, DEFAULT_IDLE_MS, type Exchange, MAX_HEAD_BYTES, parseResponseHead } from "./exchange.js";
import { type TransportBucket, transportBucket } from "./transport.js";

/** Shared by every plain-TCP connection's reads; 64 KiB so long replies come in few reads (§6.6). */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);

function describe(err: Error): string {
  const code = (err as { code?: string }).code;
  return code && !err.message.startsWith(code) ? `${code}: ${err.message}` : err.message;
}

export class Connection {
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

export class Pool {
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
