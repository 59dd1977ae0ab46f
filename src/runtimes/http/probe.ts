/**
 * Before the first journey: can a TCP connection reach each service the journeys call? A target
 * where nothing listens would fail every session as `connect_refused`, which is the runner's
 * problem (exit 3), not the agent's verdict. One bounded connect per distinct origin, through the
 * proxy when the client would use one.
 */
import { connect } from "node:net";
import { type ProxyEnv, proxyFor } from "./proxy.js";

/** Enough for a connect on any network that can carry the load; the run's "≤ 10 s to a cause" holds. */
export const PROBE_TIMEOUT_MS = 5000;

export interface ProbeTarget {
  /** The URL the journey calls, or its base: only the origin is read. */
  url: string;
  /** Where the URL was written, for the fix: `runtime.http.base_url`. */
  field: string;
}

/** Why an origin cannot be reached, in one line; null when it accepts a connection. */
export type ProbeResult = { target: ProbeTarget; problem: string } | null;

/** The one sentence for a service the journeys cannot reach, and its fix. */
export function unreachableSentence(r: NonNullable<ProbeResult>): string {
  const { field } = r.target;
  return `${r.problem} (${field}): start the agent service before the run, or point ${field} at where it listens`;
}

/** The origin a journey's URL names, when it is fixed (no template in the scheme, host or port). */
export function fixedOrigin(url: string): URL | null {
  const m = /^https?:\/\/[^/?#]+/i.exec(url);
  if (!m || m[0].includes("{")) return null;
  try {
    return new URL(m[0]);
  } catch {
    return null;
  }
}

/** Probes every distinct origin at once; the first problem found, in target order, or null. */
export async function probeTargets(
  targets: readonly ProbeTarget[],
  env: ProxyEnv = process.env,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<ProbeResult> {
  const seen = new Map<string, ProbeTarget>();
  for (const t of targets) {
    const origin = fixedOrigin(t.url);
    if (origin && !seen.has(origin.origin)) seen.set(origin.origin, t);
  }
  const results = await Promise.all(
    [...seen].map(async ([origin, target]) => {
      const problem = await probeOrigin(new URL(origin), env, timeoutMs);
      return problem ? { target, problem } : null;
    }),
  );
  return results.find((r) => r !== null) ?? null;
}

/** One connect to where the client would connect (the target, or its proxy); the reason it failed. */
export async function probeOrigin(origin: URL, env: ProxyEnv, timeoutMs: number): Promise<string | null> {
  let proxy: URL | null = null;
  try {
    proxy = proxyFor(origin, env);
  } catch {
    return null; // an unusable proxy setting is the client's to report, per session
  }
  const to = proxy ?? origin;
  const port = Number(to.port) || (to.protocol === "https:" ? 443 : 80);
  const host = to.hostname.replace(/^\[|\]$/g, "");
  const code = await tcpConnect(host, port, timeoutMs);
  if (code === null) return null;
  const at = proxy ? `${proxy.origin} (the proxy for ${origin.origin})` : origin.origin;
  if (code === "ECONNREFUSED") return `nothing listens at ${at}`;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return `the host ${host} of ${at} does not resolve`;
  if (code === "ETIMEDOUT") return `${at} accepted no connection within ${timeoutMs / 1000} s`;
  return `cannot connect to ${at} (${code})`;
}

/** null when the connection opened; else the error code (ETIMEDOUT past the deadline). */
function tcpConnect(host: string, port: number, timeoutMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (code: string | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(code);
    };
    const timer = setTimeout(() => done("ETIMEDOUT"), timeoutMs);
    socket.once("connect", () => done(null));
    socket.once("error", (e: NodeJS.ErrnoException) => done(e.code ?? e.message));
  });
}
