// undici 7 as a peer in bench/http-bench.ts: one undici Pool of `connections` keep-alive connections
// (one per worker, one request in flight each, as our client's pool holds them) driven by as many workers in a
// closed loop. Each session sends the request ours sends (the same body with its session id,
// traceparent and x-agent-loadtest-session headers), then streams the NDJSON body through undici's
// dispatcher handler: every chunk is timestamped as it arrives, split into lines and each line
// JSON-parsed; TTFT is the arrival of the first token line, E2E the end of the body, a session counts
// when it saw the done event. The dispatcher handler is undici's cheapest way to read a body (no
// Readable per response), the one a client timing every chunk would use.
// Prints one JSON line: {sessions, cpu_us, cpu_sys_us, window_s, ivcsw, loop_max_ms, samples, errors}.
// Bounded: the loop stops at `duration` seconds or after MAX_SESSIONS_PER_WORKER sessions per worker,
// each session at SESSION_TIMEOUT_MS.
//   node bench/http-bench-undici.mjs URL CONNECTIONS DURATION_S WARMUP_S
import { randomBytes } from "node:crypto";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { Pool } from "undici";

const [url, connections, duration, warmup] = process.argv.slice(2);
const C = Number(connections);
const D = Number(duration);
const W = Number(warmup);
/** The same per-session limit ours runs with (timeout_sec: 30). */
const SESSION_TIMEOUT_MS = 30_000;
/** Far above what a 145 ms session allows in the window; only a broken server could reach it. */
const MAX_SESSIONS_PER_WORKER = Math.ceil((D / 0.145) * 10) + 10;
const LOOP_SAMPLE_MS = 10;

const pool = new Pool(url, {
  connections: C,
  pipelining: 1,
  keepAliveTimeout: 60_000,
  keepAliveMaxTimeout: 60_000,
  headersTimeout: SESSION_TIMEOUT_MS,
  bodyTimeout: SESSION_TIMEOUT_MS,
});

/** One session: resolves [ttft ms, e2e ms, done seen] or rejects with the transport error. */
function session(id) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let status = 0;
    let first = null;
    let done = false;
    let rest = "";
    const line = (text) => {
      if (text.length === 0) return;
      const event = JSON.parse(text);
      if (event.type === "token") {
        if (first === null) first = performance.now();
      } else if (event.type === "done") done = event.status === "succeeded";
    };
    pool.dispatch(
      {
        origin: url,
        path: "/",
        method: "POST",
        headers: {
          "content-type": "application/json",
          traceparent: `00-${randomBytes(16).toString("hex")}-${randomBytes(8).toString("hex")}-01`,
          "x-agent-loadtest-session": id,
        },
        body: JSON.stringify({ q: "hello", session: id }),
      },
      {
        onRequestStart() {},
        onResponseStart(_controller, statusCode) {
          status = statusCode;
        },
        onResponseData(_controller, chunk) {
          const text = rest + chunk.toString("utf8");
          let from = 0;
          for (let nl = text.indexOf("\n"); nl >= 0; nl = text.indexOf("\n", from)) {
            line(text.slice(from, nl));
            from = nl + 1;
          }
          rest = text.slice(from);
        },
        onResponseEnd() {
          line(rest);
          resolve([status, first === null ? null : first - start, performance.now() - start, done]);
        },
        onResponseError(_controller, err) {
          reject(err);
        },
      },
    );
  });
}

const start = performance.now();
const end = start + D * 1000;
let t0 = null;
let cpu0 = null;
let t1 = null;
let cpu1 = null;
let ivcsw0 = 0;
let ivcsw = 0;
const loop = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
const open = setTimeout(() => {
  t0 = performance.now();
  cpu0 = process.cpuUsage();
  ivcsw0 = process.resourceUsage().involuntaryContextSwitches;
  loop.enable();
}, W * 1000);
const close = () => {
  t1 = performance.now();
  cpu1 = process.cpuUsage(cpu0 ?? undefined);
  ivcsw = process.resourceUsage().involuntaryContextSwitches - ivcsw0;
  loop.disable();
};
const closing = setTimeout(close, D * 1000 - 50);

const samples = [];
let errors = 0;
let seq = 0;
const worker = async () => {
  for (let n = 0; n < MAX_SESSIONS_PER_WORKER && performance.now() < end; n++) {
    const id = `undici-${seq++}`;
    let r = null;
    try {
      r = await session(id);
    } catch {
      // a transport error: counted below when inside the window
    }
    if (t0 === null || t1 !== null) continue;
    if (r === null || r[0] !== 200 || !r[3] || r[1] === null) {
      errors++;
      continue;
    }
    samples.push([id, r[1], r[2]]);
  }
};
await Promise.all(Array.from({ length: C }, worker));
clearTimeout(open);
clearTimeout(closing);
if (t1 === null) close();
await pool.close();
process.stdout.write(
  `${JSON.stringify({
    sessions: samples.length,
    cpu_us: cpu1.user + cpu1.system,
    cpu_sys_us: cpu1.system,
    window_s: (t1 - t0) / 1000,
    ivcsw,
    loop_max_ms: Math.max(0, loop.max / 1e6 - LOOP_SAMPLE_MS),
    samples,
    errors,
  })}\n`,
);
