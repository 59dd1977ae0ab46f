/**
 * The measuring HTTP client: node:http with an explicitly sized keep-alive pool (no silent
 * connection cap, reference §6.5), the body read as a stream with every read timestamped on the
 * monotonic clock, and transport failures named as error buckets.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { performance } from "node:perf_hooks";
import type { ErrorBucket } from "../../metrics/events.js";

/** What can go wrong below HTTP. */
export type TransportBucket = Extract<
  ErrorBucket,
  "timeout" | "connect_refused" | "connection_reset" | "interrupted"
>;

export interface TransportError {
  bucket: TransportBucket;
  /** `ECONNREFUSED connect 127.0.0.1:1`, `response ended mid-body`, ... */
  message: string;
}

export interface CallOptions {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string | Buffer | null;
  /** Aborts the call as `interrupted`. */
  signal?: AbortSignal;
  /** Monotonic deadline (performance.now() ms); past it the call ends as `timeout`. */
  deadline?: number;
  /** Called when the response headers arrive. */
  onHeaders?: (status: number) => void;
  /** Called with every read of the body and its arrival time; return true to stop reading (e.g. done seen). */
  onData?: (chunk: Buffer, tMs: number) => boolean | undefined;
  /** Keep the body in `CallResult.body` up to this many bytes (for JSON replies). Default 0. */
  keepBody?: number;
}

export interface CallResult {
  /** HTTP status, null when no response arrived. */
  status: number | null;
  headers: IncomingHttpHeaders;
  /** performance.now() just before the request was handed to the socket layer. */
  sendMs: number;
  /** performance.now() when the response headers arrived. */
  headersMs: number | null;
  /** performance.now() when the body ended, or the call failed. */
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
  HPE_INVALID_CHUNK_SIZE: "connection_reset",
};

export function transportBucket(err: unknown): TransportBucket {
  const code = (err as { code?: string } | null)?.code ?? "";
  return CODE_BUCKET[code] ?? "connection_reset";
}

export interface MeasuringClientOptions {
  /** Pool size per origin; size it to the run's peak concurrency. Default 1024. */
  maxConnections?: number;
}

export class MeasuringClient {
  private readonly http: HttpAgent;
  private readonly https: HttpsAgent;
  readonly maxConnections: number;

  constructor(opts: MeasuringClientOptions = {}) {
    this.maxConnections = opts.maxConnections ?? 1024;
    const pool = {
      keepAlive: true,
      maxSockets: this.maxConnections,
      maxFreeSockets: this.maxConnections,
      scheduling: "lifo" as const,
    };
    this.http = new HttpAgent(pool);
    this.https = new HttpsAgent(pool);
  }

  call(o: CallOptions): Promise<CallResult> {
    return new Promise<CallResult>((resolve) => {
      const tls = o.url.protocol === "https:";
      const keep = o.keepBody ?? 0;
      const parts: Buffer[] = [];
      let kept = 0;
      let status: number | null = null;
      let headers: IncomingHttpHeaders = {};
      let headersMs: number | null = null;
      let settled = false;
      let timer: NodeJS.Timeout | null = null;
      let sendMs = performance.now();

      const finish = (error: TransportError | null) => {
        if (settled) return;
        settled = true;
        if (timer) clearTimeout(timer);
        o.signal?.removeEventListener("abort", onAbort);
        resolve({
          status,
          headers,
          sendMs,
          headersMs,
          endMs: performance.now(),
          body: keep > 0 ? Buffer.concat(parts) : null,
          error,
        });
      };
      const fail = (bucket: TransportBucket, message: string) => {
        finish({ bucket, message });
        req.destroy();
      };
      const onAbort = () => fail("interrupted", "the run was interrupted");

      const req = (tls ? httpsRequest : httpRequest)(o.url, {
        method: o.method,
        headers: o.headers,
        agent: tls ? this.https : this.http,
      });
      req.on("error", (err) => {
        if (settled) return;
        const code = (err as { code?: string }).code;
        finish({ bucket: transportBucket(err), message: code ? `${code}: ${err.message}` : err.message });
      });
      req.on("response", (res) => {
        headersMs = performance.now();
        status = res.statusCode ?? null;
        headers = res.headers;
        o.onHeaders?.(status ?? 0);
        res.on("data", (chunk: Buffer) => {
          if (settled) return;
          const t = performance.now();
          if (kept < keep) {
            parts.push(chunk);
            kept += chunk.length;
          }
          if (o.onData?.(chunk, t) === true) {
            // The caller has what it needs (done event): stop here, let the socket go.
            finish(null);
            res.resume();
          }
        });
        res.on("end", () => finish(null));
        res.on("aborted", () => {
          if (!settled) fail("connection_reset", "the connection closed mid-body");
        });
        res.on("error", (err) => {
          if (!settled)
            fail(transportBucket(err), `${(err as { code?: string }).code ?? "error"}: ${err.message}`);
        });
        res.on("close", () => {
          if (!settled && !res.complete) fail("connection_reset", "the connection closed mid-body");
        });
      });

      if (o.signal?.aborted) {
        onAbort();
        return;
      }
      o.signal?.addEventListener("abort", onAbort, { once: true });
      if (o.deadline !== undefined) {
        const left = Math.max(0, o.deadline - performance.now());
        timer = setTimeout(() => fail("timeout", `no complete response within the timeout`), left);
      }
      sendMs = performance.now();
      req.end(o.body ?? undefined);
    });
  }

  close(): void {
    this.http.destroy();
    this.https.destroy();
  }
}

/** Monotonic ms → epoch ms, for events and spans. */
export const epochMs = (monotonicMs: number): number => performance.timeOrigin + monotonicMs;
