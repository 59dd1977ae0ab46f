/**
 * What the Docker runtime costs per session, beside two references, in one run on one prebuilt image.
 * Every variant runs the same trivial trial (the agent reads its instruction and writes one file; the
 * verifier writes reward 1), so what is measured is the harness — everything but the agent's own work:
 *   floor    — the least any container session needs, straight through the Engine API and nothing else:
 *              create, start, one exec (created, streamed to its end, exit code read), remove;
 *   floor2   — the same with a second exec: a trial with separate agent and verifier execs, as Harbor runs it;
 *   nop      — the same pipeline with the built-in `nop` agent (no command): the short session, the
 *              verifier alone on one exec (the task's test finds nothing done: reward 0, `failed`);
 *   runtime  — our pipeline's session: runPlannedSession → DockerRuntime.runSession with the scenario
 *              defaults (1 s resource sampling): create, start (instruction + agent sent to PID 1),
 *              one exec that runs the agent, then takes the tests, runs the verifier on a fresh
 *              /logs/verifier and returns the logs, remove; events and result.json as in a run;
 *   cli      — a Harbor-style trial, one `docker` process per step as Harbor pays through
 *              `docker compose`: create, start, cp (instruction + agent), exec agent, cp tests,
 *              exec verifier, cp logs down, rm -f — the same steps as the runtime.
 * At each concurrency, each variant runs `--sessions` sessions on that many workers, `--rounds` times
 * in rotating order (so drift on a shared host hits every variant alike). Reported per variant: session
 * latency (p50/p95), overhead = latency − the agent's own work (`--agent-ms`, 0 by default), and
 * sessions/s over the batch; then the ratios against the targets (overhead ≤ 1.2× floor at p50,
 * throughput ≥ 1.3× cli; exit 1 when one is missed). `--profile` adds where the runtime's time goes: each Engine API call's
 * latency and each phase's.
 *
 * Run: bash bench/docker-overhead.sh [--sessions N] [--rounds R] [--concurrency 1,4] [--agent-ms MS]
 *                                    [--profile] [--json FILE]
 * Needs a Docker engine and the base images (scripts/docker-setup.sh).
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import Dockerode from "dockerode";
import type { AgentSpec } from "../src/agents/types.js";
import type { RunEvent } from "../src/events/events.js";
import { runPlannedSession } from "../src/pipeline/session.js";
import { createDockerRuntime } from "../src/runtimes/docker/runtime.js";
import { sweepRun } from "../src/runtimes/docker/sweep.js";
import type { Runtime } from "../src/runtimes/types.js";
import { loadTask } from "../src/scenario/tasks.js";

const IMAGE = "agent-loadtest/base-busybox:1";
const LABEL = "agent-loadtest.run";
const KEEP_ALIVE = ["sh", "-c", "sleep infinity"];
const run = promisify(execFile);

const { values: args } = parseArgs({
  options: {
    sessions: { type: "string", default: "20" },
    rounds: { type: "string", default: "2" },
    concurrency: { type: "string", default: "1,4" },
    "agent-ms": { type: "string", default: "0" },
    variants: { type: "string", default: "floor,floor2,nop,runtime,cli" },
    profile: { type: "boolean", default: false },
    json: { type: "string" },
  },
});
const SESSIONS = Number(args.sessions);
const ROUNDS = Number(args.rounds);
const LEVELS = String(args.concurrency).split(",").map(Number);
const AGENT_MS = Number(args["agent-ms"]);
const VARIANTS = String(args.variants).split(",") as Variant[];
type Variant = "floor" | "floor2" | "nop" | "runtime" | "cli";

// ── the trial ────────────────────────────────────────────────────────────────

const AGENT_SCRIPT = `#!/bin/sh
cat "$AGENT_INSTRUCTION_FILE" > /dev/null
${AGENT_MS > 0 ? `sleep ${AGENT_MS / 1000}` : ""}
touch "$AGENT_WORKDIR/done"
`;
const AGENT_INLINE = `${AGENT_MS > 0 ? `sleep ${AGENT_MS / 1000}; ` : ""}touch /app/done`;
const TEST_SCRIPT = `#!/bin/sh
if [ -f /app/done ]; then echo 1 > /logs/verifier/reward.txt; else echo 0 > /logs/verifier/reward.txt; fi
`;
const VERIFY =
  "rm -rf /logs/verifier; mkdir -p /logs/verifier; /tests/test.sh > /logs/verifier/test-stdout.txt 2>&1";

function writeFixture(dir: string): { taskDir: string; agentDir: string; stage: string } {
  const taskDir = path.join(dir, "task");
  mkdirSync(path.join(taskDir, "environment"), { recursive: true });
  mkdirSync(path.join(taskDir, "tests"), { recursive: true });
  writeFileSync(
    path.join(taskDir, "task.toml"),
    `schema_version = "1.4"\n\n[agent]\ntimeout_sec = 60\n\n[verifier]\ntimeout_sec = 60\n\n[environment]\nbuild_timeout_sec = 60\nworkdir = "/app"\ndocker_image = "${IMAGE}"\n`,
  );
  writeFileSync(path.join(taskDir, "instruction.md"), "Create the file /app/done.\n");
  writeFileSync(path.join(taskDir, "environment", "README.md"), "prebuilt image, pinned in task.toml\n");
  writeFileSync(path.join(taskDir, "tests", "test.sh"), TEST_SCRIPT, { mode: 0o755 });
  const agentDir = path.join(dir, "agent");
  mkdirSync(agentDir, { recursive: true });
  writeFileSync(path.join(agentDir, "agent.sh"), AGENT_SCRIPT, { mode: 0o755 });
  // What the CLI trial copies in with its one upload: the instruction, the agent, the workdir.
  const stage = path.join(dir, "stage");
  mkdirSync(path.join(stage, "logs", "agent"), { recursive: true });
  mkdirSync(path.join(stage, "logs", "verifier"), { recursive: true });
  mkdirSync(path.join(stage, "app"), { recursive: true });
  mkdirSync(path.join(stage, "agent"), { recursive: true });
  writeFileSync(path.join(stage, "logs", "agent", "instruction.md"), "Create the file /app/done.\n");
  writeFileSync(path.join(stage, "agent", "agent.sh"), AGENT_SCRIPT, { mode: 0o755 });
  return { taskDir, agentDir, stage };
}

async function drain(stream: NodeJS.ReadableStream): Promise<void> {
  await new Promise<void>((resolve) => {
    stream.once("end", resolve);
    stream.once("close", resolve);
    stream.once("error", () => resolve());
    stream.resume();
  });
}

async function floorSession(docker: Dockerode, runId: string, execs: number): Promise<void> {
  const c = await docker.createContainer({
    Image: IMAGE,
    Cmd: KEEP_ALIVE,
    Labels: { [LABEL]: runId },
    HostConfig: { NetworkMode: "host" },
  });
  await c.start();
  for (const cmd of [AGENT_INLINE, "test -f /app/done"].slice(0, execs)) {
    const exec = await c.exec({ Cmd: ["sh", "-c", cmd], AttachStdout: true, AttachStderr: true });
    await drain(await exec.start({ hijack: true, stdin: false }));
    const info = await exec.inspect();
    if (info.ExitCode !== 0) throw new Error(`floor exec exited ${info.ExitCode}`);
  }
  await c.remove({ force: true });
}

async function cliSession(runId: string, stage: string, taskDir: string, out: string): Promise<void> {
  const docker = async (...a: string[]): Promise<string> => (await run("docker", a)).stdout.trim();
  const id = await docker(
    "create",
    "--network",
    "host",
    "--label",
    `${LABEL}=${runId}`,
    "-w",
    "/app",
    IMAGE,
    ...KEEP_ALIVE,
  );
  try {
    await docker("start", id);
    await docker("cp", `${stage}/.`, `${id}:/`);
    await docker(
      "exec",
      "-e",
      "AGENT_INSTRUCTION_FILE=/logs/agent/instruction.md",
      "-e",
      "AGENT_WORKDIR=/app",
      id,
      "sh",
      "/agent/agent.sh",
    );
    await docker("cp", path.join(taskDir, "tests"), `${id}:/tests`);
    await docker("exec", id, "sh", "-c", VERIFY);
    const dest = path.join(out, id.slice(0, 12));
    mkdirSync(dest, { recursive: true });
    await docker("cp", `${id}:/logs`, dest);
  } finally {
    await docker("rm", "-f", id);
  }
}

// ── measuring ────────────────────────────────────────────────────────────────

interface Stats {
  n: number;
  mean: number;
  p50: number;
  p95: number;
  max: number;
}

function stats(ms: number[]): Stats {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))];
  const r = (v: number) => Math.round(v * 10) / 10;
  return {
    n: s.length,
    mean: r(s.reduce((a, b) => a + b, 0) / Math.max(1, s.length)),
    p50: r(q(0.5)),
    p95: r(q(0.95)),
    max: r(s[s.length - 1]),
  };
}

/** Runs `n` sessions on `c` workers; returns each session's latency and the batch's wall time. */
async function batch(
  n: number,
  c: number,
  one: (i: number) => Promise<void>,
): Promise<{ latencies: number[]; wallMs: number }> {
  const latencies: number[] = [];
  let next = 0;
  const t0 = performance.now();
  const worker = async (): Promise<void> => {
    for (;;) {
      const i = next++;
      if (i >= n) return;
      const t = performance.now();
      await one(i);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: c }, worker));
  return { latencies, wallMs: performance.now() - t0 };
}

/** Times every Engine API request made through this client, by method and path shape. */
function profileApi(docker: Dockerode): Map<string, number[]> {
  const calls = new Map<string, number[]>();
  const modem = docker.modem as unknown as {
    dial: (opts: { method: string; path: string }, cb: (...a: unknown[]) => void) => unknown;
  };
  const dial = modem.dial.bind(modem);
  modem.dial = (opts, cb) => {
    const t = performance.now();
    const key = `${opts.method} ${opts.path.split("?")[0].replace(/[0-9a-f]{64}/g, ":id")}`;
    return dial(opts, (...a: unknown[]) => {
      const list = calls.get(key) ?? [];
      list.push(performance.now() - t);
      calls.set(key, list);
      cb(...a);
    });
  };
  return calls;
}

// ── main ─────────────────────────────────────────────────────────────────────

async function main(): Promise<void> {
  const docker = new Dockerode();
  await docker.ping();
  await docker.getImage(IMAGE).inspect(); // prebuilt: fail now, not mid-run
  const dir = mkdtempSync(path.join(tmpdir(), "agent-loadtest-bench-"));
  const { taskDir, agentDir, stage } = writeFixture(dir);
  const task = loadTask(taskDir);
  const agent: AgentSpec = { name: "bench-agent", command: ["sh", "/agent/agent.sh"], mount: agentDir };
  const runId = `bench-${Date.now().toString(36)}`;
  // The runtime gets a client of its own, so the profile counts its requests alone.
  const runtimeDocker = new Dockerode();
  const apiCalls = args.profile ? profileApi(runtimeDocker) : null;
  const phases = new Map<string, number[]>();
  const runtime: Runtime = createDockerRuntime({
    runId,
    runDir: dir,
    docker: runtimeDocker,
    network_mode: "host",
    // The scenario default (sampling.resource_interval_ms): the pipeline never runs with sampling off.
    resource_interval_ms: 1000,
    tasks: [task],
    strict_images: true,
  });
  await runtime.prepare({ runId, runDir: dir, log: () => undefined });
  let seq = 0;
  const runtimeSession = async (agent: AgentSpec, expected: "passed" | "failed"): Promise<void> => {
    seq += 1;
    const id = `s${seq}`;
    const outcome = await runPlannedSession(
      {
        id,
        index: seq,
        pair: 0,
        agent,
        task,
        taskName: task.name,
        tags: {},
        warmup: false,
      } as Parameters<typeof runPlannedSession>[0],
      {
        runtime,
        runDir: dir,
        write: (e: RunEvent) => {
          if (e.type === "phase") {
            const key = agent.name === "nop" ? `nop ${e.phase}` : e.phase;
            const list = phases.get(key) ?? [];
            list.push(e.end - e.start);
            phases.set(key, list);
          }
        },
        env: {},
        runId,
        signal: new AbortController().signal,
        successRewardThreshold: 1,
        retry: { max_retries: 0, backoff_ms: 0 },
        redact: (s) => s,
      },
    );
    if (outcome.status !== expected) throw new Error(`${agent.name} session ${id}: ${outcome.error}`);
  };
  const cliOut = path.join(dir, "cli");
  const sessionOf: Record<Variant, () => Promise<void>> = {
    floor: () => floorSession(docker, runId, 1),
    floor2: () => floorSession(docker, runId, 2),
    nop: () => runtimeSession({ name: "nop" }, "failed"),
    runtime: () => runtimeSession(agent, "passed"),
    cli: () => cliSession(runId, stage, taskDir, cliOut),
  };

  // Warm-up: image, page cache and the daemon's first-request costs for every variant.
  for (const v of VARIANTS) await batch(2, 1, sessionOf[v]);
  apiCalls?.clear();
  phases.clear();

  const results: Record<
    string,
    Record<Variant, { latency: Stats; overhead: Stats; sessions_per_s: number }>
  > = {};
  const profiles: Record<string, { api: Record<string, Stats>; phases: Record<string, Stats> }> = {};
  for (const c of LEVELS) {
    const lat: Record<string, number[]> = {};
    const wall: Record<string, number> = {};
    apiCalls?.clear();
    phases.clear();
    for (let r = 0; r < ROUNDS; r++) {
      const order = VARIANTS.map((_, i) => VARIANTS[(i + r) % VARIANTS.length]);
      for (const v of order) {
        const b = await batch(SESSIONS, c, sessionOf[v]);
        lat[v] = [...(lat[v] ?? []), ...b.latencies];
        wall[v] = (wall[v] ?? 0) + b.wallMs;
      }
    }
    results[`c${c}`] = Object.fromEntries(
      VARIANTS.map((v) => [
        v,
        {
          latency: stats(lat[v]),
          overhead: stats(lat[v].map((ms) => ms - AGENT_MS)),
          sessions_per_s: Math.round((lat[v].length / (wall[v] / 1000)) * 100) / 100,
        },
      ]),
    ) as Record<Variant, { latency: Stats; overhead: Stats; sessions_per_s: number }>;
    if (apiCalls)
      profiles[`c${c}`] = {
        api: Object.fromEntries([...apiCalls].map(([k, v]) => [k, stats(v)])),
        phases: Object.fromEntries([...phases].map(([k, v]) => [k, stats(v)])),
      };
  }
  await runtime.close();
  await sweepRun(runId, docker);
  rmSync(dir, { recursive: true, force: true });

  const engine = await docker.version();
  const f = (v: number, w = 9) => v.toFixed(1).padStart(w);
  console.log(
    `docker overhead · engine ${engine.Version} (${engine.Os}/${engine.Arch}) · ${cpus().length} CPUs · image ${IMAGE}`,
  );
  console.log(
    `${SESSIONS} sessions × ${ROUNDS} rounds per variant and concurrency · agent's own work ${AGENT_MS} ms`,
  );
  const ratios: Record<string, Record<string, number>> = {};
  let missed = 0;
  for (const [level, byVariant] of Object.entries(results)) {
    console.log(`\nconcurrency ${level.slice(1)}    latency p50  p95      overhead p50  mean     sessions/s`);
    for (const [v, s] of Object.entries(byVariant)) {
      console.log(
        `  ${v.padEnd(8)}${f(s.latency.p50, 13)}${f(s.latency.p95)}${f(s.overhead.p50, 14)}${f(s.overhead.mean)}${f(s.sessions_per_s, 14)}`,
      );
    }
    const { floor, floor2, nop, runtime: ours, cli } = byVariant;
    const r: Record<string, number> = {};
    if (floor && nop) r.overhead_nop_over_floor = nop.overhead.p50 / floor.overhead.p50;
    if (floor && ours) r.overhead_runtime_over_floor = ours.overhead.p50 / floor.overhead.p50;
    if (floor2 && ours) r.overhead_runtime_over_floor2 = ours.overhead.p50 / floor2.overhead.p50;
    if (cli && ours) r.throughput_runtime_over_cli = ours.sessions_per_s / cli.sessions_per_s;
    if (cli && floor) r.overhead_cli_over_floor = cli.overhead.p50 / floor.overhead.p50;
    ratios[level] = r;
    const mark = (ok: boolean) => {
      if (!ok) missed += 1;
      return ok ? "HOLDS" : "MISSED";
    };
    if (r.overhead_runtime_over_floor !== undefined)
      console.log(
        `  runtime/floor overhead p50: ${r.overhead_runtime_over_floor.toFixed(2)}× (target ≤ 1.20×: ${mark(r.overhead_runtime_over_floor <= 1.2)})`,
      );
    if (r.overhead_nop_over_floor !== undefined)
      console.log(
        `  nop/floor overhead p50:     ${r.overhead_nop_over_floor.toFixed(2)}× (target ≤ 1.20×: ${mark(r.overhead_nop_over_floor <= 1.2)})`,
      );
    if (r.overhead_runtime_over_floor2 !== undefined)
      console.log(`  runtime/floor2 overhead p50: ${r.overhead_runtime_over_floor2.toFixed(2)}×`);
    if (r.throughput_runtime_over_cli !== undefined)
      console.log(
        `  runtime/cli sessions/s:     ${r.throughput_runtime_over_cli.toFixed(2)}× (target ≥ 1.30×: ${mark(r.throughput_runtime_over_cli >= 1.3)})`,
      );
    if (r.overhead_cli_over_floor !== undefined)
      console.log(`  cli/floor overhead p50:     ${r.overhead_cli_over_floor.toFixed(2)}×`);
  }
  for (const [level, p] of Object.entries(profiles)) {
    console.log(`\nruntime profile at concurrency ${level.slice(1)} (ms)      n     p50     p95    mean`);
    const rows = [
      ...Object.entries(p.phases).map(([k, s]) => [`phase ${k}`, s] as const),
      ...Object.entries(p.api)
        .sort((a, b) => b[1].mean * b[1].n - a[1].mean * a[1].n)
        .map(([k, s]) => [k, s] as const),
    ];
    for (const [k, s] of rows)
      console.log(`  ${k.padEnd(38)}${String(s.n).padStart(5)}${f(s.p50, 8)}${f(s.p95, 8)}${f(s.mean, 8)}`);
  }
  if (args.json) {
    writeFileSync(
      args.json,
      `${JSON.stringify(
        {
          engine: engine.Version,
          cpus: cpus().length,
          image: IMAGE,
          sessions: SESSIONS,
          rounds: ROUNDS,
          agent_ms: AGENT_MS,
          results,
          ratios,
          profiles,
        },
        null,
        2,
      )}\n`,
    );
  }
  // As every benchmark in bench/: a missed target is a failing exit.
  if (missed > 0) process.exitCode = 1;
}

await main();
