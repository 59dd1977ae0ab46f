// autocannon as a peer in bench/http-bench.ts: the same POST over `connections` keep-alive
// connections, one request in flight each (closed loop). It reads each response to its end but does
// not parse the stream, so it reports E2E only. Prints one JSON line:
// {sessions, cpu_us, window_s, e2e_ms: [...]} for the responses completed inside the window.
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";

const [url, connections, duration, warmup] = process.argv.slice(2);
const D = Number(duration);
const W = Number(warmup);
let t0 = null;
let cpu0 = null;
let t1 = null;
let cpu1 = null;
let n = 0;
let ivcsw0 = 0;
let ivcsw = 0;
const e2e = [];

const instance = autocannon({
  url,
  method: "POST",
  body: JSON.stringify({ q: "hello" }),
  headers: { "content-type": "application/json" },
  connections: Number(connections),
  pipelining: 1,
  duration: D,
});
instance.on("response", (_client, status, _bytes, responseTime) => {
  if (t0 === null || t1 !== null || status !== 200) return;
  n++;
  e2e.push(responseTime);
});
setTimeout(() => {
  t0 = performance.now();
  cpu0 = process.cpuUsage();
  ivcsw0 = process.resourceUsage().involuntaryContextSwitches;
}, W * 1000);
setTimeout(
  () => {
    t1 = performance.now();
    cpu1 = process.cpuUsage(cpu0);
    ivcsw = process.resourceUsage().involuntaryContextSwitches - ivcsw0;
  },
  D * 1000 - 50,
);
instance.on("done", () => {
  process.stdout.write(
    `${JSON.stringify({ sessions: n, cpu_us: cpu1.user + cpu1.system, window_s: (t1 - t0) / 1000, ivcsw, e2e_ms: e2e })}\n`,
  );
});
