/** Real loopback servers and a one-session driver for the HTTP runtime and gateway tests. */
import { mkdtempSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SessionEvent, SessionOutcome } from "../../src/events/events.js";
import type { Runtime, SessionSpec } from "../../src/runtimes/types.js";

export interface TestServer {
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

export async function startServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<TestServer> {
  const server = createServer(handler);
  server.keepAliveTimeout = 5000;
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** A port nobody listens on. */
export async function closedPort(): Promise<number> {
  const s = await startServer(() => {});
  await s.close();
  return s.port;
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const c of req) parts.push(c as Buffer);
  return Buffer.concat(parts).toString("utf8");
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function spec(over: Partial<SessionSpec> = {}): SessionSpec {
  return {
    id: "0001-test",
    index: 1,
    pair: 0,
    agent: { name: "svc" },
    tags: {},
    attempt: 1,
    successRewardThreshold: 1,
    ...over,
  };
}

export async function runOne(
  rt: Runtime,
  over: Partial<SessionSpec> = {},
  env: Record<string, string> = {},
  signal: AbortSignal = new AbortController().signal,
): Promise<{ outcome: SessionOutcome; events: SessionEvent[] }> {
  const events: SessionEvent[] = [];
  const outcome = await rt.runSession(spec(over), {
    dir: mkdtempSync(join(tmpdir(), "http-test-")),
    emit: (e) => events.push(e),
    signal,
    env,
  });
  return { outcome, events };
}
