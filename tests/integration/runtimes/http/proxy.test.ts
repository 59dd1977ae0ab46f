/**
 * Agent services behind a proxy, through the real CLI: HTTP_PROXY forwards http requests (absolute
 * form), HTTPS_PROXY tunnels https with CONNECT (TLS end to end, the service's certificate checked),
 * NO_PROXY and loopback targets go direct. The service's name resolves only at the proxy, as inside
 * a corporate network; every socket is on loopback.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer as createHttp, request, type Server } from "node:http";
import { createServer as createHttps } from "node:https";
import { type AddressInfo, connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliEntry } from "../../../support/cli-entry.js";
import { cli } from "../../../support/tampered-shard.js";

const NAME = "agent-service.test";
let dir: string;
let httpPort: number;
let httpsPort: number;
let proxyUrl: string;
let entry: { entry: string; cleanup(): void };
const servers: Server[] = [];
const hits: string[] = [];

const reply = (_req: unknown, res: import("node:http").ServerResponse) => {
  res.writeHead(200, { "content-type": "application/x-ndjson" });
  res.end('{"type":"token","text":"hi"}\n{"type":"done","status":"succeeded"}\n');
};
const listen = (s: Server) =>
  new Promise<number>((r) => s.listen(0, "127.0.0.1", () => r((s.address() as AddressInfo).port)));

beforeAll(async () => {
  entry = await cliEntry();
  dir = mkdtempSync(join(tmpdir(), "proxy-"));
  const key = join(dir, "key.pem");
  const cert = join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-keyout",
      key,
      "-out",
      cert,
      "-subj",
      `/CN=${NAME}`,
      "-addext",
      `subjectAltName=DNS:${NAME}`,
    ],
    { stdio: "ignore" },
  );
  const http = createHttp(reply);
  const https = createHttps({ key: readFileSync(key), cert: readFileSync(cert) }, reply);
  servers.push(http, https);
  httpPort = await listen(http);
  httpsPort = await listen(https);
  // The proxy: any host name is this runner's loopback (its DNS, as it were).
  const proxy = createHttp((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    const url = new URL(req.url ?? "/");
    const up = request(
      {
        host: "127.0.0.1",
        port: url.port,
        path: url.pathname + url.search,
        method: req.method,
        headers: req.headers,
      },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    req.pipe(up);
  });
  proxy.on("connect", (req, client: Socket, head: Buffer) => {
    hits.push(`CONNECT ${req.url}`);
    const port = Number((req.url ?? "").split(":").pop());
    const up = connect(port, "127.0.0.1", () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      up.write(head);
      up.pipe(client);
      client.pipe(up);
    });
    up.on("error", () => client.destroy());
    client.on("error", () => up.destroy());
  });
  servers.push(proxy);
  proxyUrl = `http://127.0.0.1:${await listen(proxy)}`;
  writeFileSync(join(dir, "ca.pem"), readFileSync(cert));
}, 30_000);
afterAll(() => {
  entry?.cleanup();
  for (const s of servers) s.close();
});

function scenario(baseUrl: string): string {
  const file = join(dir, `s-${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(
    file,
    `name: behind-proxy
runtime:
  type: http
  http:
    base_url: ${baseUrl}
    request: { method: POST, path: /chat, body: { q: hi } }
    stream: { format: ndjson }
    success: { status_in: [succeeded] }
pairs:
  - agent: { name: service }
    sessions: 3
    n_concurrent: 1
thresholds:
  pass_rate: ["rate>=0.99"]
`,
  );
  return file;
}

async function run(baseUrl: string, env: Record<string, string>) {
  hits.length = 0;
  const out = join(dir, `out-${Math.random().toString(36).slice(2)}`);
  const r = await cli(
    ["run", scenario(baseUrl), "--out", out, "-q"],
    dir,
    {
      NODE_EXTRA_CA_CERTS: join(dir, "ca.pem"),
      HTTP_PROXY: "",
      HTTPS_PROXY: "",
      NO_PROXY: "",
      ...env,
    },
    entry.entry,
  );
  const [runDir] = readdirSync(out);
  const reportFile = join(out, runDir, "report.json");
  const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, "utf8")) : null;
  return { ...r, report, hits: [...hits] };
}

describe("agent services behind a proxy", () => {
  it("HTTPS_PROXY: a CONNECT tunnel, TLS to the service through it", async () => {
    const r = await run(`https://${NAME}:${httpsPort}`, { HTTPS_PROXY: proxyUrl });
    expect(r.code, r.out).toBe(0);
    expect(r.report.sessions.passed).toBe(3);
    // one tunnel, kept alive for every session
    expect(r.hits).toEqual([`CONNECT ${NAME}:${httpsPort}`]);
  }, 60_000);

  it("HTTP_PROXY: requests in absolute form through the proxy", async () => {
    const r = await run(`http://${NAME}:${httpPort}`, { HTTP_PROXY: proxyUrl });
    expect(r.code, r.out).toBe(0);
    expect(r.report.sessions.passed).toBe(3);
    expect(r.hits).toEqual(Array(3).fill(`POST http://${NAME}:${httpPort}/chat`));
  }, 60_000);

  it("NO_PROXY names the service: it is reached directly (and its name does not resolve here)", async () => {
    const r = await run(`http://${NAME}:${httpPort}`, {
      HTTP_PROXY: proxyUrl,
      NO_PROXY: `localhost,.${NAME.split(".")[1]}`,
    });
    // Checked before the first session: the runner's problem (exit 3), not a verdict on the agent.
    expect(r.code, r.out).toBe(3);
    expect(r.out).toContain(`the host ${NAME} of http://${NAME}:${httpPort} does not resolve`);
    expect(r.report).toBeNull();
    expect(r.hits).toEqual([]);
  }, 60_000);

  it("a loopback service never goes through the proxy", async () => {
    const r = await run(`http://127.0.0.1:${httpPort}`, { HTTP_PROXY: proxyUrl });
    expect(r.code, r.out).toBe(0);
    expect(r.hits).toEqual([]);
  }, 60_000);

  it("a proxy URL that is not one: exit 2 naming the variable", async () => {
    const out = join(dir, "bad");
    const r = await cli(["run", scenario(`http://${NAME}:${httpPort}`), "--out", out, "-q"], dir, {
      HTTP_PROXY: "socks5://127.0.0.1:1080",
    });
    expect(r.code, r.out).toBe(2);
    expect(r.out.trim()).toMatch(
      /^error: environment variable HTTP_PROXY: the proxy URL .* is not http: or https:$/,
    );
  }, 60_000);
});
