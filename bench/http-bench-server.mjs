// The benchmark's endpoint: POST / streams NDJSON — the first token 50 ms after the request
// arrives, then 20 tokens in all, 5 ms apart, then a done event — so a session truly takes 145 ms.
// Emission is on absolute deadlines (no drift). The true time of every write is recorded per
// session (x-agent-loadtest-session header) and served at GET /truth, so clients' TTFT and E2E can
// be compared with what the server really did. GET /reset clears it.
import { createServer } from "node:http";
import { performance } from "node:perf_hooks";

const FIRST_MS = 50;
const TOKENS = 20;
const GAP_MS = 5;
const port = Number(process.argv[2] ?? 0);

let truth = new Map();
const tokenLines = Array.from({ length: TOKENS }, (_, i) => `{"type":"token","text":"tok${i} "}\n`);
const DONE = '{"type":"done","status":"succeeded"}\n';

const server = createServer((req, res) => {
  if (req.method === "GET") {
    if (req.url === "/truth") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(Object.fromEntries(truth)));
    } else {
      truth = new Map();
      res.end("ok");
    }
    return;
  }
  const t0 = performance.now();
  const sid = req.headers["x-agent-loadtest-session"];
  req.resume();
  req.on("end", () => {
    res.writeHead(200, { "content-type": "application/x-ndjson" });
    let i = 0;
    let first = 0;
    const tick = () => {
      const now = performance.now();
      if (i === 0) first = now - t0;
      res.write(tokenLines[i]);
      i++;
      if (i < TOKENS) {
        setTimeout(tick, Math.max(0, t0 + FIRST_MS + i * GAP_MS - performance.now()));
      } else {
        const e2e = performance.now() - t0;
        res.end(DONE);
        if (sid) truth.set(sid, [Math.round(first * 1000) / 1000, Math.round(e2e * 1000) / 1000]);
      }
    };
    setTimeout(tick, Math.max(0, t0 + FIRST_MS - performance.now()));
  });
});
server.keepAliveTimeout = 60_000;
server.headersTimeout = 65_000;
server.maxRequestsPerSocket = 0;
server.listen(port, "127.0.0.1", () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on("SIGTERM", () => process.exit(0));
