import { createServer, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { MeasuringClient } from "../../../../src/runtimes/http/client.js";
import { sleep, startServer } from "../../../support/http-server.js";

/** A raw TCP server answering each request with `reply` written in `pieces` (with a pause between). */
async function rawServer(reply: (req: string, n: number) => string[]): Promise<{ url: URL; server: Server }> {
  let n = 0;
  const server = createServer((sock: Socket) => {
    let buf = "";
    sock.on("data", async (d) => {
      buf += d.toString("latin1");
      const end = buf.indexOf("\r\n\r\n");
      if (end < 0) return;
      const len = Number(/content-length: (\d+)/i.exec(buf.slice(0, end))?.[1] ?? 0);
      if (buf.length < end + 4 + len) return;
      const req = buf.slice(0, end + 4 + len);
      buf = buf.slice(end + 4 + len);
      for (const piece of reply(req, n++)) {
        if (piece === "<close>") {
          sock.destroy();
          return;
        }
        sock.write(Buffer.from(piece, "latin1"));
        // The pieces apart in time: the client reads each as it comes (a raw wire, not a timing bound).
        await sleep(2);
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as { port: number }).port;
  return { url: new URL(`http://127.0.0.1:${port}/x?y=1`), server };
}

const servers: Server[] = [];
const clients: MeasuringClient[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
  for (const c of clients.splice(0)) c.close();
});

async function fetchOnce(pieces: string[] | ((req: string, n: number) => string[]), times = 1) {
  const { url, server } = await rawServer(typeof pieces === "function" ? pieces : () => pieces);
  servers.push(server);
  const client = new MeasuringClient({ maxConnections: 4 });
  clients.push(client);
  const results = [];
  for (let i = 0; i < times; i++) {
    const reads: string[] = [];
    const r = await client.call({
      method: "POST",
      url,
      headers: { "content-type": "application/json" },
      body: '{"a":1}',
      deadline: performance.now() + 2000,
      keepBody: 1 << 20,
      onData: (c) => {
        reads.push(c.toString("latin1"));
        return undefined;
      },
    });
    results.push({ ...r, text: r.body?.toString("latin1") ?? "", reads });
  }
  return results;
}

const H = "HTTP/1.1 200 OK\r\n";

describe("measuring client: HTTP/1.1 framing", () => {
  it.each([
    // name,                          pieces,                                                          status, body
    ["content-length", [`${H}content-length: 5\r\n\r\nhello`], 200, "hello"],
    ["head split mid-line", ["HTTP/1.1 20", "1 Created\r\ncontent-le", "ngth: 2\r\n\r", "\nok"], 201, "ok"],
    [
      "chunked",
      [`${H}transfer-encoding: chunked\r\n\r\n5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n`],
      200,
      "hello world",
    ],
    [
      "chunked, split everywhere",
      [
        `${H}transfer-encoding: chunked\r\n\r\n`,
        "5\r",
        "\nhel",
        "lo\r",
        "\n",
        "a;ext=1\r\n0123456789",
        "\r\n0\r\n",
        "\r\n",
      ],
      200,
      "hello0123456789",
    ],
    [
      "chunked with trailers",
      [`${H}transfer-encoding: chunked\r\n\r\n2\r\nok\r\n0\r\nx-t: 1\r\n\r\n`],
      200,
      "ok",
    ],
    ["100 Continue first", ["HTTP/1.1 100 Continue\r\n\r\n", `${H}content-length: 2\r\n\r\nok`], 200, "ok"],
    [
      "no length: read to close",
      ["HTTP/1.1 200 OK\r\nconnection: close\r\n\r\nuntil ", "close", "<close>"],
      200,
      "until close",
    ],
    ["204 has no body", ["HTTP/1.1 204 No Content\r\n\r\n"], 204, ""],
    ["head split at every byte", [..."HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n", "ok"], 200, "ok"],
    [
      "odd casing and whitespace in framing headers",
      ['HTTP/1.1 200 OK\r\nTRANSFER-Encoding : \t Chunked \r\n\r\n2;x="y"\r\nok\r\n0\r\n\r\n'],
      200,
      "ok",
    ],
    [
      "100 Continue, head and body in one read",
      ["HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok"],
      200,
      "ok",
    ],
  ] as const)("%s", async (_name, pieces, status, body) => {
    const [r] = await fetchOnce([...pieces]);
    expect(r.error).toBeNull();
    expect(r.status).toBe(status);
    expect(r.text).toBe(body);
  });

  it("delivers each body read with its arrival, and sends one well-formed request", async () => {
    let seen = "";
    const [r] = await fetchOnce((req) => {
      seen = req;
      return [`${H}transfer-encoding: chunked\r\n\r\n`, "1\r\na\r\n", "1\r\nb\r\n", "0\r\n\r\n"];
    });
    expect(r.reads).toEqual(["a", "b"]);
    expect(seen).toMatch(
      /^POST \/x\?y=1 HTTP\/1\.1\r\nhost: 127\.0\.0\.1:\d+\r\ncontent-type: application\/json\r\ncontent-length: 7\r\n\r\n\{"a":1\}$/,
    );
  });

  it("reuses a kept-alive connection", async () => {
    const ports = new Set<number>();
    const s = await startServer((req, res) => {
      ports.add(req.socket.remotePort as number);
      req.resume();
      req.on("end", () => res.end("ok"));
    });
    const client = new MeasuringClient();
    clients.push(client);
    for (let i = 0; i < 5; i++) {
      const r = await client.call({ method: "GET", url: new URL(s.url), headers: {}, keepBody: 10 });
      expect(r.body?.toString()).toBe("ok");
    }
    expect(ports.size).toBe(1);
    await s.close();
  });

  it("never opens more connections than its pool size; the rest wait their turn", async () => {
    let open = 0;
    let peak = 0;
    const s = await startServer((req, res) => {
      req.resume();
      // Each answer held open a moment, so the calls overlap and the pool has to queue them.
      setTimeout(() => res.end("ok"), 20);
    });
    s.server.on("connection", (sock) => {
      open++;
      peak = Math.max(peak, open);
      sock.on("close", () => open--);
    });
    const client = new MeasuringClient({ maxConnections: 3 });
    clients.push(client);
    const rs = await Promise.all(
      Array.from({ length: 12 }, () => client.call({ method: "GET", url: new URL(s.url), headers: {} })),
    );
    expect(rs.every((r) => r.status === 200)).toBe(true);
    expect(peak).toBe(3);
    await s.close();
  });

  it("a connection closed mid-body is connection_reset", async () => {
    const [cut] = await fetchOnce([`${H}content-length: 10\r\n\r\nabc`, "<close>"]);
    expect(cut.error?.bucket).toBe("connection_reset");
    expect(cut.error?.message).toContain("mid-body");
  });
});

const TE = "transfer-encoding: chunked\r\n";
describe("measuring client: framing the server gets wrong is protocol_error, and the connection is not reused", () => {
  it.each([
    // name,                             the first reply (one write),                                      message
    ["Content-Length not a number", `${H}content-length: abc\r\n\r\nok`, /invalid Content-Length "abc"/],
    [
      "Content-Length repeated",
      `${H}content-length: 10\r\ncontent-length: 10\r\n\r\n0123456789`,
      /invalid Content-Length "10, 10"/,
    ],
    ["Content-Length negative", `${H}content-length: -1\r\n\r\n`, /invalid Content-Length "-1"/],
    [
      "Content-Length beside chunked",
      `${H}content-length: 2\r\n${TE}\r\n2\r\nok\r\n0\r\n\r\n`,
      /both Content-Length and Transfer-Encoding/,
    ],
    ["chunk size not hex", `${H}${TE}\r\nzz\r\nok\r\n0\r\n\r\n`, /invalid chunk size "zz"/],
    ["chunk size half hex", `${H}${TE}\r\n1g\r\nok\r\n0\r\n\r\n`, /invalid chunk size "1g"/],
    [
      "chunk longer than its size",
      `${H}${TE}\r\n2\r\nokay\r\n0\r\n\r\n`,
      /chunk longer than its declared size/,
    ],
    ["chunk size past 12 hex digits", `${H}${TE}\r\n${"f".repeat(13)}\r\n`, /invalid chunk size/],
    [
      "a head over the limit",
      `${H}x-big: ${"a".repeat(70_000)}\r\ncontent-length: 2\r\n\r\nok`,
      /response head over 65536 bytes/,
    ],
    [
      "a body longer than declared",
      `${H}content-length: 2\r\n\r\nhello`,
      /3 bytes past the end of the response/,
    ],
  ])("%s", async (_name, bad, message) => {
    const { url, server } = await rawServer((_req, n) =>
      n === 0 ? [bad] : [`${H}content-length: 2\r\n\r\nok`],
    );
    servers.push(server);
    const sockets: Socket[] = [];
    server.on("connection", (sock) => sockets.push(sock));
    const client = new MeasuringClient({ maxConnections: 1 });
    clients.push(client);
    const call = () =>
      client.call({ method: "GET", url, headers: {}, keepBody: 100, deadline: performance.now() + 2000 });
    const first = await call();
    expect(first.error?.bucket).toBe("protocol_error");
    expect(first.error?.message).toMatch(message);
    // The next session on the pool succeeds, on a new connection.
    const next = await call();
    expect(next.error).toBeNull();
    expect(next.status).toBe(200);
    expect(next.body?.toString()).toBe("ok");
    expect(sockets).toHaveLength(2);
  });

  it("bytes arriving on an idle kept-alive connection: it is closed, never reused", async () => {
    const { url, server } = await rawServer((_req, n) =>
      n === 0
        ? [`${H}content-length: 2\r\n\r\nok`, "HTTP/1.1 200 OK\r\ncontent-length: 5\r\n\r\nforged"]
        : [`${H}content-length: 2\r\n\r\nok`],
    );
    servers.push(server);
    const sockets: Socket[] = [];
    server.on("connection", (sock) => sockets.push(sock));
    const client = new MeasuringClient({ maxConnections: 1 });
    clients.push(client);
    const call = () =>
      client.call({ method: "GET", url, headers: {}, keepBody: 100, deadline: performance.now() + 2000 });
    expect((await call()).body?.toString()).toBe("ok");
    // The stray bytes reach the idle connection between the calls: the test's subject, not a bound.
    await sleep(30);
    const next = await call();
    expect(next.body?.toString()).toBe("ok");
    expect(sockets).toHaveLength(2);
  });
});
