/**
 * The HTTP runtime's measuring client against undici 7 (a Pool), autocannon and Locust (FastHttpUser), on one loopback
 * endpoint whose timing is known: NDJSON, first token at 50 ms, 20 tokens 5 ms apart, so a session
 * truly takes 145 ms (bench/http-bench-server.mjs, which also records what it really did).
 * Closed loop at each concurrency for a bounded time; server and client pinned to different cores.
 * Reported per client and concurrency:
 *   - sessions/s inside the window, as a share of the closed-loop maximum (concurrency / 0.145 s);
 *   - client CPU µs per session (user + system of the client process over the window);
 *   - TTFT and E2E error against the server's true timing (measured − true, per session, p50/p99).
 * Ours runs the real runtime: template, traceparent, stream parser on every chunk (token lines
 * validated and classified from their bytes, the done line JSON-parsed), event mapping, success
 * rule, span and outcome per session. Client CPU is also split: cpu_sys_us is the kernel's part.
 *
 * Each client is a separate process run in turn, the order rotated every round; the medians of the
 * rounds are printed with ours/peer ratios and the targets (bench/http-bench-report.ts).
 * Every loop is bounded: each client stops at --duration or after a cap of sessions per
 * worker, and is killed if it has not exited CLIENT_GRACE_S after its duration.
 *
 * Run: bash bench/http-bench.sh [--duration S] [--warmup S] [--concurrency 50,200] [--clients ours,undici,autocannon,locust] [--repeat N] [--json FILE]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createHttpRuntime } from "../src/runtimes/http/index.js";
import {
  medianRows,
  quantile,
  type Row,
  ratioLines,
  rotated,
  tableLines,
  targetLines,
} from "./http-bench-report.js";

const TRUE_SESSION_S = 0.145;

const { values: args } = parseArgs({
  options: {
    role: { type: "string", default: "orchestrate" },
    url: { type: "string" },
    concurrency: { type: "string", default: "50,200" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    json: { type: "string" },
    clients: { type: "string", default: "ours,undici,autocannon,locust" },
    repeat: { type: "string", default: "3" },
    "bench-dir": { type: "string" },
  },
});

interface ClientResult {
  sessions: number;
  cpu_us: number;
  /** Of cpu_us, the part spent in the kernel (socket reads and writes, epoll). */
  cpu_sys_us?: number;
  window_s: number;
  /** [session id, ttft ms, e2e ms] measured by the client. */
  samples?: [string, number, number][];
  /** autocannon: E2E only, no session ids. */
  e2e_ms?: number[];
  /** Involuntary context switches of the client in the window: the OS took its core away. */
  ivcsw?: number;
  loop_p99_ms?: number;
  loop_max_ms?: number;
}

// ───────────────────────────── role: our client ─────────────────────────────

/**
 * Event-loop delay is sampled every 10 ms: sampling every 1 ms woke our client 1,000 times a second,
 * a cost autocannon and Locust do not carry, and it still catches every stall longer than 10 ms.
 */
const LOOP_SAMPLE_MS = 10;
/** A bound far above what 145 ms sessions allow in the window; only a broken server could reach it. */
const maxSessionsPerWorker = (durationS: number) => Math.ceil((durationS / TRUE_SESSION_S) * 10) + 10;
/** A client still running this long after its duration is killed and the benchmark fails. */
const CLIENT_GRACE_S = 60;

async function runOurs(url: string, concurrency: number, durationS: number, warmupS: number): Promise<void> {
  const rt = createHttpRuntime({
    defaults: {
      base_url: url,
      request: { method: "POST", path: "/", body: { q: "hello", session: "{{session_id}}" } },
      stream: { format: "ndjson", token_event: "type=token", done_event: "type=done" },
      success: { status_in: ["succeeded"] },
      timeout_sec: 30,
    },
    maxConnections: concurrency + 16,
  });
  await rt.prepare({ runId: "bench", runDir: tmpdir(), log: () => {} });
  const signal = new AbortController().signal;
  const dir = tmpdir();
  const start = performance.now();
  const end = start + durationS * 1000;
  let t0: number | null = null;
  let cpu0: NodeJS.CpuUsage | null = null;
  let t1: number | null = null;
  let cpu1: NodeJS.CpuUsage | null = null;
  let ivcsw0 = 0;
  let ivcsw = 0;
  const loop = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
  setTimeout(() => {
    t0 = performance.now();
    cpu0 = process.cpuUsage();
    ivcsw0 = process.resourceUsage().involuntaryContextSwitches;
    loop.enable();
  }, warmupS * 1000);
  setTimeout(
    () => {
      t1 = performance.now();
      cpu1 = process.cpuUsage(cpu0 ?? undefined);
      ivcsw = process.resourceUsage().involuntaryContextSwitches - ivcsw0;
      loop.disable();
    },
    durationS * 1000 - 50,
  );
  const samples: [string, number, number][] = [];
  let errors = 0;
  let seq = 0;
  const bound = maxSessionsPerWorker(durationS);
  const worker = async () => {
    for (let n = 0; n < bound && performance.now() < end; n++) {
      const id = `ours-${seq++}`;
      const o = await rt.runSession(
        {
          id,
          index: seq,
          pair: 0,
          agent: { name: "bench" },
          tags: {},
          attempt: 1,
          successRewardThreshold: 1,
        },
        { dir, emit: () => {}, signal, env: {} },
      );
      if (t0 === null || t1 !== null) continue;
      if (o.status !== "passed") {
        errors++;
        continue;
      }
      samples.push([id, o.ttft_ms as number, o.attrs?.e2e_from_send_ms as number]);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await rt.close();
  if (t1 === null) {
    // every worker stopped before the window closed (a stalled timer); close it now
    t1 = performance.now();
    cpu1 = process.cpuUsage(cpu0 ?? undefined);
    ivcsw = process.resourceUsage().involuntaryContextSwitches - ivcsw0;
  }
  const cpu = cpu1 as unknown as NodeJS.CpuUsage;
  const result: ClientResult & { errors: number } = {
    ivcsw,
    // The histogram holds whole sampling intervals; the delay is what exceeds the interval.
    loop_p99_ms: Math.max(0, loop.percentile(99) / 1e6 - LOOP_SAMPLE_MS),
    loop_max_ms: Math.max(0, loop.max / 1e6 - LOOP_SAMPLE_MS),
    sessions: samples.length,
    cpu_us: cpu.user + cpu.system,
    cpu_sys_us: cpu.system,
    window_s: ((t1 as unknown as number) - (t0 as unknown as number)) / 1000,
    samples,
    errors,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

// ───────────────────────────── orchestration ─────────────────────────────

function pinned(core: number, argv: string[]): string[] {
  return cpus().length > 1 ? ["taskset", "-c", String(core), ...argv] : argv;
}

/** The child's stdout once it exits 0; killed and rejected if it runs past `limitS` seconds. */
function collect(child: ChildProcess, limitS: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`a client ran past ${limitS}s and was killed: ${err.slice(-2000)}`));
    }, limitS * 1000);
    child.stdout?.on("data", (b) => {
      out += b;
    });
    child.stderr?.on("data", (b) => {
      err += b;
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${err.slice(-2000)}`));
    });
  });
}

async function startServer(benchDir: string): Promise<{ url: string; stop(): void }> {
  const [cmd, ...rest] = pinned(0, [process.execPath, join(benchDir, "http-bench-server.mjs"), "0"]);
  const child = spawn(cmd, rest, { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve) => {
    child.stdout.once("data", (b) => resolve(Number(String(b).trim())));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") };
}

const CLIENTS = ["ours", "undici", "autocannon", "locust"];

async function runClient(
  client: string,
  url: string,
  c: number,
  d: number,
  w: number,
  benchDir: string,
  self: string,
): Promise<ClientResult> {
  const limitS = d + CLIENT_GRACE_S;
  const node = (script: string, ...rest: string[]) => pinned(1, [process.execPath, script, ...rest]);
  const lastLine = (out: string) => JSON.parse(out.trim().split("\n").pop() as string);
  if (client === "ours") {
    const argv = node(
      self,
      "--role",
      "ours",
      "--url",
      url,
      "--concurrency",
      String(c),
      "--duration",
      String(d),
      "--warmup",
      String(w),
    );
    return lastLine(await collect(spawn(argv[0], argv.slice(1)), limitS));
  }
  if (client === "undici" || client === "autocannon") {
    const script = join(benchDir, `http-bench-${client}.mjs`);
    const argv = node(script, client === "autocannon" ? `${url}/` : url, String(c), String(d), String(w));
    return lastLine(await collect(spawn(argv[0], argv.slice(1)), limitS));
  }
  const out = join(mkdtempSync(join(tmpdir(), "locust-")), "result.json");
  const argv = pinned(1, [
    "locust",
    "-f",
    join(benchDir, "http-bench-locust.py"),
    "--headless",
    "-u",
    String(c),
    "-r",
    String(c),
    "-t",
    `${d}s`,
    "--host",
    url,
    "--only-summary",
    "--loglevel",
    "ERROR",
    "--exit-code-on-error",
    "0",
  ]);
  await collect(
    spawn(argv[0], argv.slice(1), {
      env: { ...process.env, BENCH_OUT: out, BENCH_WARMUP: String(w), BENCH_DURATION: String(d) },
    }),
    limitS,
  );
  return JSON.parse(readFileSync(out, "utf8"));
}

/** One client's run at concurrency c, against the truth the server recorded, as a table row. */
async function measure(
  client: string,
  serverUrl: string,
  c: number,
  d: number,
  w: number,
  benchDir: string,
  self: string,
): Promise<Row> {
  await fetch(`${serverUrl}/reset`);
  const r = await runClient(client, serverUrl, c, d, w, benchDir, self);
  const truth = (await (await fetch(`${serverUrl}/truth`)).json()) as Record<string, [number, number]>;
  const ttftErr: number[] = [];
  const e2eErr: number[] = [];
  const e2e: number[] = r.e2e_ms ?? [];
  const trueE2e: number[] = [];
  for (const [sid, ttft, e] of r.samples ?? []) {
    e2e.push(e);
    const t = truth[sid];
    if (!t) continue;
    ttftErr.push(ttft - t[0]);
    e2eErr.push(e - t[1]);
    trueE2e.push(t[1]);
  }
  if (!r.samples) for (const t of Object.values(truth)) trueE2e.push(t[1]);
  const rate = r.sessions / r.window_s;
  const has = ttftErr.length > 0;
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return {
    client,
    concurrency: c,
    sessions_per_s: round(rate),
    share_of_max: round(rate / (c / TRUE_SESSION_S)),
    cpu_us_per_session: Math.round(r.cpu_us / Math.max(1, r.sessions)),
    ttft_err_p50_ms: has ? round(quantile(ttftErr, 0.5)) : null,
    ttft_err_p99_ms: has ? round(quantile(ttftErr, 0.99)) : null,
    e2e_err_p50_ms: has ? round(quantile(e2eErr, 0.5)) : null,
    e2e_err_p99_ms: has ? round(quantile(e2eErr, 0.99)) : null,
    e2e_p50_ms: round(quantile(e2e, 0.5)),
    server_true_e2e_p50_ms: trueE2e.length ? round(quantile(trueE2e, 0.5)) : null,
    client_preempted_per_s: r.ivcsw != null ? round(r.ivcsw / r.window_s) : null,
    client_loop_delay_max_ms: r.loop_max_ms != null ? round(r.loop_max_ms) : null,
    errors: (r as { errors?: number }).errors ?? 0,
  };
}

async function orchestrate(self: string): Promise<void> {
  const benchDir = args["bench-dir"] ?? dirname(fileURLToPath(import.meta.url));
  const levels = (args.concurrency as string).split(",").map(Number);
  const d = Number(args.duration);
  const w = Number(args.warmup);
  const repeat = Number(args.repeat);
  const clients = (args.clients as string).split(",");
  const unknown = clients.filter((c) => !CLIENTS.includes(c));
  if (unknown.length > 0)
    throw new Error(`unknown client ${unknown.join(", ")}; one of ${CLIENTS.join(", ")}`);
  const server = await startServer(benchDir);
  const rows: Row[] = [];
  try {
    // Rounds rotate the client order, so a burst of outside load does not always hit the same client.
    for (let round = 0; round < repeat; round++) {
      for (const c of levels) {
        for (const client of rotated(clients, round)) {
          const row = await measure(client, server.url, c, d, w, benchDir, self);
          rows.push(row);
          process.stderr.write(`${JSON.stringify(row)}\n`);
        }
      }
    }
  } finally {
    server.stop();
  }
  const medians = medianRows(rows, levels, clients);
  const cpuModel = cpus()[0]?.model ?? "unknown CPU";
  const verdict = targetLines(medians);
  const lines = [
    `HTTP client benchmark — ${cpuModel}, ${cpus().length} cores, node ${process.version}; server on core 0, client on core 1`,
    `host load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} — other processes on these cores distort every column (see preempted/s)`,
    `endpoint: NDJSON, first token 50 ms, 20 tokens 5 ms apart (145 ms); closed loop, ${d}s each, window after ${w}s warm-up; median of ${repeat} rotated rounds`,
    `clients: ${clients.join(", ")} (undici ${undiciVersion(benchDir)})`,
    "",
    ...tableLines(medians),
    ...ratioLines(medians),
    ...verdict.lines,
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
  if (args.json) {
    writeFileSync(
      args.json,
      `${JSON.stringify({ duration_s: d, warmup_s: w, medians, rounds: rows }, null, 2)}\n`,
    );
  }
  if (verdict.missed > 0) process.exitCode = 1;
}

/** The undici the peer loads (the repository's node_modules), or "not installed". */
function undiciVersion(benchDir: string): string {
  try {
    const pkg = join(benchDir, "..", "node_modules", "undici", "package.json");
    return (JSON.parse(readFileSync(pkg, "utf8")) as { version: string }).version;
  } catch {
    return "not installed";
  }
}

const self = fileURLToPath(import.meta.url);
if (args.role === "ours") {
  await runOurs(args.url as string, Number(args.concurrency), Number(args.duration), Number(args.warmup));
} else {
  await orchestrate(self);
}
