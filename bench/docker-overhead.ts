/**
 * Per-session overhead of the Docker runtime, against two references, on a trial that does nothing
 * (nop agent, a verifier that writes reward 1), so what is measured is the harness alone:
 *   floor    — the Engine API calls a trial cannot avoid, made directly: create+start, one upload,
 *              one exec, one download, remove;
 *   runtime  — DockerRuntime.runSession (env_setup, verify with a cleared /logs/verifier, log
 *              collection, teardown);
 *   cli      — the same steps as one `docker` CLI process each (run -d, cp, exec, cp, rm -f),
 *              the per-step process cost Harbor pays through `docker compose`.
 * Sessions run one after another so the numbers are latency, not contention.
 *
 * Run: npx rolldown bench/docker-overhead.ts --platform node --format esm --external dockerode \
 *        -o .tmp/docker-overhead.mjs && node .tmp/docker-overhead.mjs [--sessions N] [--json FILE]
 * Needs a Docker engine and the base images (scripts/docker-setup.sh).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import Dockerode from "dockerode";
import { createDockerRuntime } from "../src/runtimes/docker/runtime.js";
import { fileEntry, packTar } from "../src/runtimes/docker/tar.js";
import type { Task } from "../src/scenario/model.js";

const IMAGE = "agent-loadtest/base-busybox:1";
const LABEL = "agent-loadtest.run";

interface Stats {
  n: number;
  mean: number;
  p50: number;
  p95: number;
  min: number;
  max: number;
}

function stats(ms: number[]): Stats {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)];
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    n: s.length,
    mean: round(s.reduce((a, b) => a + b, 0) / s.length),
    p50: round(q(0.5)),
    p95: round(q(0.95)),
    min: round(s[0]),
    max: round(s[s.length - 1]),
  };
}

async function drain(stream: NodeJS.ReadableStream): Promise<void> {
  await new Promise<void>((resolve) => {
    stream.on("end", resolve);
    stream.on("close", resolve);
    stream.resume();
  });
}

async function floorSession(docker: Dockerode, runId: string): Promise<void> {
  const c = await docker.createContainer({
    Image: IMAGE,
    Cmd: ["sh", "-c", "sleep infinity"],
    Labels: { [LABEL]: runId },
    HostConfig: { NetworkMode: "host" },
  });
  await c.start();
  await c.putArchive(
    packTar([fileEntry("tests/test.sh", "#!/bin/sh\necho 1 > /logs/verifier/reward.txt\n", 0o755)]),
    {
      path: "/",
    },
  );
  const exec = await c.exec({
    Cmd: ["sh", "-c", "mkdir -p /logs/verifier && /tests/test.sh"],
    AttachStdout: true,
    AttachStderr: true,
  });
  await drain(await exec.start({ hijack: true, stdin: false }));
  await drain(await c.getArchive({ path: "/logs/verifier" }));
  await c.remove({ force: true });
}

function cliSession(runId: string, dir: string): void {
  const docker = (...args: string[]) =>
    execFileSync("docker", args, { stdio: ["ignore", "pipe", "pipe"] })
      .toString()
      .trim();
  const id = docker(
    "run",
    "-d",
    "--network",
    "host",
    "--label",
    `${LABEL}=${runId}`,
    IMAGE,
    "sh",
    "-c",
    "sleep infinity",
  );
  docker("cp", path.join(dir, "tests"), `${id}:/tests`);
  docker("exec", id, "sh", "-c", "mkdir -p /logs/verifier && /tests/test.sh");
  docker("cp", `${id}:/logs/verifier`, path.join(dir, `verifier-${id.slice(0, 8)}`));
  docker("rm", "-f", id);
}

function benchTask(dir: string): Task {
  return {
    name: "bench-nop",
    dir,
    instruction: "Nothing to do.",
    hasSolution: false,
    hasCompose: false,
    config: {
      schema_version: "1.4",
      name: null,
      metadata: {},
      agent: { timeout_sec: 60, user: null },
      verifier: { timeout_sec: 60, env: {}, user: null },
      environment: {
        build_timeout_sec: 60,
        docker_image: IMAGE,
        cpus: null,
        memory_mb: null,
        storage_mb: null,
        env: {},
        workdir: "/app",
        network_mode: null,
      },
      solution: { env: {} },
    },
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { sessions: { type: "string", default: "20" }, json: { type: "string" } },
  });
  const n = Number(values.sessions);
  const docker = new Dockerode();
  await docker.ping();
  const dir = mkdtempSync(path.join(tmpdir(), "agent-loadtest-bench-"));
  execFileSync("mkdir", ["-p", path.join(dir, "tests"), path.join(dir, "environment")]);
  writeFileSync(path.join(dir, "tests", "test.sh"), "#!/bin/sh\necho 1 > /logs/verifier/reward.txt\n", {
    mode: 0o755,
  });
  const runId = `bench-${Date.now().toString(36)}`;
  const time = async (fn: () => Promise<void> | void): Promise<number> => {
    const t = performance.now();
    await fn();
    return performance.now() - t;
  };

  const floor: number[] = [];
  const runtimeMs: number[] = [];
  const cli: number[] = [];
  const runtime = createDockerRuntime({ runId, runDir: dir, network_mode: "host", resource_interval_ms: 0 });
  await runtime.prepare({ runId, runDir: dir, log: () => undefined });
  const task = benchTask(dir);
  // One warm-up of each, so image and page caches are equal for all three.
  await floorSession(docker, runId);
  cliSession(runId, dir);
  for (let i = 0; i < n; i++) {
    floor.push(await time(() => floorSession(docker, runId)));
    runtimeMs.push(
      await time(async () => {
        const outcome = await runtime.runSession(
          {
            id: `s${i}`,
            index: i,
            pair: 0,
            agent: { name: "nop" },
            task,
            tags: {},
            attempt: 1,
            successRewardThreshold: 1,
          },
          {
            dir: path.join(dir, "sessions", `s${i}`),
            emit: () => undefined,
            signal: new AbortController().signal,
            env: {},
          },
        );
        if (outcome.status !== "passed") throw new Error(`bench session failed: ${outcome.error}`);
      }),
    );
    cli.push(await time(() => cliSession(runId, dir)));
  }
  await runtime.close();

  const result = {
    sessions: n,
    engine: (await docker.version()).Version,
    ms_per_session: { floor: stats(floor), runtime: stats(runtimeMs), cli: stats(cli) },
    runtime_over_floor_ms: Math.round((stats(runtimeMs).p50 - stats(floor).p50) * 10) / 10,
    cli_over_floor_ms: Math.round((stats(cli).p50 - stats(floor).p50) * 10) / 10,
  };
  console.log(`docker overhead, ${n} sequential no-op sessions (ms per session)`);
  console.log("            mean     p50     p95     min     max");
  for (const [name, s] of Object.entries(result.ms_per_session)) {
    const f = (v: number) => v.toFixed(1).padStart(8);
    console.log(`${name.padEnd(8)}${f(s.mean)}${f(s.p50)}${f(s.p95)}${f(s.min)}${f(s.max)}`);
  }
  console.log(
    `runtime − floor (p50): ${result.runtime_over_floor_ms} ms · cli − floor (p50): ${result.cli_over_floor_ms} ms`,
  );
  if (values.json) writeFileSync(values.json, `${JSON.stringify(result, null, 2)}\n`);
}

await main();
