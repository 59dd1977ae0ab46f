/**
 * What one call of the measuring client is: what it asks (CallOptions), what it gets back
 * (CallResult), and how a failure below HTTP is named (TransportError, a socket error code → its
 * bucket). Its own module so the client, the response parser and the connection pool share these
 * without importing each other; the gateway names its socket errors with transportBucket too.
 */
import type { ErrorBucket } from "../../events/events.js";

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
