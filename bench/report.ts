/**
 * `agent-loadtest report` at 10k / 100k / 1M sessions: synthetic run folders (events.jsonl as a live
 * run writes it: phases, an LLM and a tool span, 5% failures over six buckets, eight tasks, two agents,
 * a host resource sample a second, the logs of a few hundred failed sessions), each reported by the
 * real command in a fresh process. Prints the time, the peak RSS and the size of every output against
 * the targets, then the console's `GET /api/runs` with those reports in its output folder.
 *
 *   bash bench/report.sh [--sizes 10000,100000,1000000] [--dir .tmp/report-bench/runs]
 */
import { spawnSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { request } from "node:http";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { startConsole } from "../src/serve/server.js";

const GENERATOR = "report-bench/2";
const TASKS = 8;
const CONCURRENCY = 64;
const BUCKETS = [
  "task_failed",
  "agent_exit",
  "agent_timeout",
  "verifier_failed",
  "agent_oom",
  "reward_missing",
];
/** Failed sessions that get log files in sessions/<id>/ (a real run has a folder per session). */
const LOGGED = 300;
const T0 = Date.UTC(2026, 0, 1);
const MB = 2 ** 20;

interface Target {
  label: string;
  holds: (r: Measured) => boolean;
  value: (r: Measured) => string;
}

interface Measured {
  sessions: number;
  ms: number;
  /** User + system CPU of the child, ms: what the wall time is when nothing else runs beside it. */
  cpuMs: number;
  /** The child's time from its start: the command plus loading it. */
  processMs: number;
  rssMb: number;
  code: number;
  sizes: Record<string, number>;
}

function noise(i: number): number {
  const x = Math.sin(i * 12.9898 + 78.233) * 43758.5453;
  return x - Math.floor(x);
}

/** events.jsonl of n sessions, written as it is made (never held whole). */
function generate(dir: string, n: number): void {
  mkdirSync(dir, { recursive: true });
  const scenario = {
    name: "report-bench",
    pairs: [{ agent: { name: "nop" }, task: "tasks/echo-bench", sessions: 1 }],
    thresholds: { e2e_ms: ["p(95)<5000"], ttft_ms: ["p(99)<2000"], "e2e_ms{task:task-3}": ["p(95)<6000"] },
  };
  const fd = openSync(join(dir, "events.jsonl"), "w");
  let buf: string[] = [];
  const put = (e: object) => {
    buf.push(JSON.stringify(e));
    if (buf.length >= 4096) flush();
  };
  const flush = () => {
    writeSync(fd, `${buf.join("\n")}\n`);
    buf = [];
  };
  put({
    type: "run_start",
    t: T0,
    run_id: `bench-${n}`,
    scenario,
    scenario_name: scenario.name,
    scenario_hash: `bench-${n}`,
    planned_sessions: n,
    environment: { runner: "bench" },
  });
  const free = new Float64Array(CONCURRENCY).fill(T0 + 10);
  let nextSample = T0 + 500;
  let end = T0;
  let logged = 0;
  for (let i = 0; i < n; i++) {
    let w = 0;
    for (let k = 1; k < CONCURRENCY; k++) if (free[k] < free[w]) w = k;
    const start = Math.round(free[w]);
    while (nextSample < start) {
      put({
        type: "resource",
        t: nextSample,
        cpu_pct: 40 + 30 * noise(nextSample),
        mem_bytes: 2e9 + 1e8 * noise(nextSample + 1),
      });
      nextSample += 1000;
    }
    const task = `task-${i % TASKS}`;
    const d = Math.round(800 + (i % TASKS) * 120 + noise(i) * 900);
    const stop = start + d;
    free[w] = stop + 1;
    end = Math.max(end, stop);
    const id = `s${String(i).padStart(7, "0")}`;
    const fail = noise(i + 11) < 0.05;
    const ttft = Math.round(120 + noise(i + 7) * 80);
    const tool = Math.round(60 + noise(i + 3) * 50);
    const common = { session: id };
    put({
      type: "session_start",
      t: start,
      ...common,
      attempt: 1,
      pair: i % TASKS,
      task,
      agent: `agent-${i % 2}`,
      tags: { scenario: task },
    });
    put({ type: "phase", t: start + 5, ...common, phase: "agent_setup", start, end: start + 5, ok: true });
    put({
      type: "span",
      t: start + 60 + ttft,
      ...common,
      span: {
        kind: "llm",
        name: "chat",
        start: start + 5,
        end: start + 60 + ttft,
        ok: true,
        ttft_ms: ttft,
        tokens_in: 900,
        tokens_out: 40,
      },
    });
    put({
      type: "span",
      t: start + 70 + ttft + tool,
      ...common,
      span: { kind: "tool", name: "bash", start: start + 70 + ttft, end: start + 70 + ttft + tool, ok: true },
    });
    put({
      type: "phase",
      t: stop - 20,
      ...common,
      phase: "agent_exec",
      start: start + 5,
      end: stop - 20,
      ok: !fail,
    });
    put({ type: "phase", t: stop, ...common, phase: "verify", start: stop - 20, end: stop, ok: !fail });
    const bucket = fail ? BUCKETS[i % BUCKETS.length] : null;
    put({
      type: "session_end",
      t: stop,
      ...common,
      attempt: 1,
      status: !fail ? "passed" : bucket === "task_failed" ? "failed" : "errored",
      reward: fail ? 0 : 1,
      bucket,
      error: fail ? `session ${id}: ${bucket} after step ${i % 7} (exit ${1 + (i % 3)})` : null,
      ttft_ms: ttft,
    });
    if (fail && logged < LOGGED) {
      logged++;
      const sd = join(dir, "sessions", id);
      mkdirSync(sd, { recursive: true });
      writeFileSync(join(sd, "agent.stderr.log"), `${"working…\n".repeat(400)}error: ${bucket}\n`);
    }
  }
  put({ type: "run_end", t: end + 10, interrupted: false });
  flush();
  closeSync(fd);
  writeFileSync(join(dir, ".generator"), `${GENERATOR} ${n}\n`);
}

function ensureRun(root: string, n: number): string {
  const dir = join(root, `report-bench-${n}`);
  const mark = join(dir, ".generator");
  if (existsSync(mark) && readFileSync(mark, "utf8").trim() === `${GENERATOR} ${n}`) return dir;
  const t0 = performance.now();
  generate(dir, n);
  const mb = statSync(join(dir, "events.jsonl")).size / MB;
  console.log(
    `  generated ${n} sessions (${mb.toFixed(0)} MB events.jsonl) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return dir;
}

const OUTPUTS = ["report.json", "report.md", "dashboard.html", "junit.xml"];

function measure(child: string, dir: string, n: number, baselines: string): Measured {
  for (const f of OUTPUTS) if (existsSync(join(dir, f))) writeFileSync(join(dir, f), "");
  const r = spawnSync(process.execPath, [child, dir, baselines], { encoding: "utf8", maxBuffer: 64 * MB });
  const last = r.stdout.trim().split("\n").pop() ?? "";
  let out: { code: number; ms: number; cpu_ms: number; process_ms: number; rss_kb: number };
  try {
    out = JSON.parse(last);
  } catch {
    console.log(r.stderr.slice(-2000));
    return {
      sessions: n,
      ms: Number.NaN,
      cpuMs: Number.NaN,
      processMs: Number.NaN,
      rssMb: Number.NaN,
      code: r.status ?? -1,
      sizes: {},
    };
  }
  const sizes = Object.fromEntries(
    OUTPUTS.map((f) => [f, existsSync(join(dir, f)) ? statSync(join(dir, f)).size : 0]),
  );
  return {
    sessions: n,
    ms: out.ms,
    cpuMs: out.cpu_ms,
    processMs: out.process_ms,
    rssMb: out.rss_kb / 1024,
    code: out.code,
    sizes,
  };
}

/** junit.xml is bounded when it stops growing with the sessions: at most 1 MB at any size. */
const JUNIT_MAX = 1 * MB;
const DASHBOARD_MAX = 3 * MB;

function targets(n: number): Target[] {
  const t: Target[] = [];
  const limits: Record<number, [number, number]> = { 100000: [2, 250], 1000000: [20, 500] };
  if (limits[n]) {
    const [s, mb] = limits[n];
    t.push({
      label: `time ≤ ${s} s`,
      holds: (r) => r.ms <= s * 1000,
      value: (r) => `${(r.ms / 1000).toFixed(2)} s`,
    });
    t.push({
      label: `peak RSS ≤ ${mb} MB`,
      holds: (r) => r.rssMb <= mb,
      value: (r) => `${r.rssMb.toFixed(0)} MB`,
    });
  }
  t.push({
    label: "dashboard.html ≤ 3 MB",
    holds: (r) => (r.sizes["dashboard.html"] ?? Infinity) <= DASHBOARD_MAX,
    value: (r) => `${((r.sizes["dashboard.html"] ?? 0) / MB).toFixed(2)} MB`,
  });
  t.push({
    label: "junit.xml ≤ 1 MB (bounded)",
    holds: (r) => (r.sizes["junit.xml"] ?? Infinity) <= JUNIT_MAX,
    value: (r) => `${((r.sizes["junit.xml"] ?? 0) / MB).toFixed(2)} MB`,
  });
  return t;
}

function get(url: string, token: string): Promise<{ status: number; bytes: number }> {
  return new Promise((ok, fail) => {
    // As a script asks the console: the per-start secret as a Bearer token.
    const headers = { authorization: `Bearer ${token}` };
    const req = request(url, { timeout: 60_000, headers }, (res) => {
      let bytes = 0;
      res.on("data", (c: Buffer) => {
        bytes += c.length;
      });
      res.on("end", () => ok({ status: res.statusCode ?? 0, bytes }));
    });
    req.on("error", fail);
    req.end();
  });
}

/** `GET /api/runs` on a console whose output folder holds the reports just written: first, then warm. */
async function consoleListing(root: string): Promise<boolean> {
  const c = await startConsole(
    {
      cwd: root,
      outputDir: root,
      baselineDir: join(root, ".baselines"),
      scenarios: root,
      token: null,
      cli: { node: process.execPath, entry: "none" },
    },
    "127.0.0.1",
    0,
  );
  try {
    const times: number[] = [];
    for (let i = 0; i < 4; i++) {
      const t0 = performance.now();
      const r = await get(`${c.url}api/runs`, c.token);
      times.push(performance.now() - t0);
      if (r.status !== 200) throw new Error(`GET /api/runs: ${r.status}`);
    }
    const warm = Math.max(...times.slice(1));
    const ok = warm <= 50;
    console.log(
      `\nconsole GET /api/runs (${root}): first ${times[0].toFixed(1)} ms, then ${times
        .slice(1)
        .map((t) => t.toFixed(1))
        .join(" / ")} ms`,
    );
    console.log(`  ${ok ? "HOLDS " : "MISSED"} repeated listing ≤ 50 ms: ${warm.toFixed(1)} ms`);
    return ok;
  } finally {
    await c.close();
  }
}

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "10000,100000,1000000" },
    dir: { type: "string", default: ".tmp/report-bench/runs" },
  },
});
const root = resolve(values.dir);
const child = join(import.meta.dirname, "report-child.mjs");
const baselines = join(root, ".baselines");
mkdirSync(baselines, { recursive: true });
let missed = 0;
for (const n of values.sizes.split(",").map(Number)) {
  console.log(`\n${n.toLocaleString("en")} sessions`);
  const dir = ensureRun(root, n);
  const m = measure(child, dir, n, baselines);
  const sizes = OUTPUTS.map((f) => `${f} ${((m.sizes[f] ?? 0) / MB).toFixed(2)} MB`).join(", ");
  console.log(
    `  report: ${(m.ms / 1000).toFixed(2)} s (CPU ${(m.cpuMs / 1000).toFixed(2)} s; ${(m.processMs / 1000).toFixed(2)} s from the process's start), peak RSS ${m.rssMb.toFixed(0)} MB, exit ${m.code}; ${sizes}`,
  );
  for (const t of targets(n)) {
    const ok = t.holds(m);
    if (!ok) missed++;
    console.log(`  ${ok ? "HOLDS " : "MISSED"} ${t.label}: ${t.value(m)}`);
  }
}
if (!(await consoleListing(root))) missed++;
console.log(missed ? `\n${missed} target(s) MISSED` : "\nevery target HOLDS");
process.exit(missed ? 1 : 0);
