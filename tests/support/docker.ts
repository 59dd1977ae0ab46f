/** Shared by the Docker runtime tests: a reachable engine, one-session trials, leftover counts. */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Dockerode from "dockerode";
import type { AgentSpec } from "../../src/agents/types.js";
import type { SessionEvent, SessionOutcome } from "../../src/events/events.js";
import {
  createDockerRuntime,
  type DockerRuntimeOptions,
  RUN_LABEL,
} from "../../src/runtimes/docker/index.js";
import type { SessionIO } from "../../src/runtimes/types.js";
import { loadTask } from "../../src/scenario/tasks.js";
import { needTool } from "./tools.js";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const FIXTURES = path.join(ROOT, "tests/fixtures/docker-tasks");
export const docker = new Dockerode();

/** Pings the engine; runs scripts/docker-setup.sh once when it does not answer. In CI a missing engine fails. */
export async function ensureEngine(): Promise<boolean> {
  const ping = () =>
    docker.ping().then(
      () => true,
      () => false,
    );
  if (await ping()) return true;
  const setup = spawnSync("bash", [path.join(ROOT, "scripts/docker-setup.sh")], {
    stdio: "inherit",
    timeout: 240_000,
    // The engine outlives the test run: not under the run's TMPDIR, which is removed when it ends.
    env: { ...process.env, TMPDIR: "/tmp" },
  });
  return !needTool(`a running Docker engine (docker-setup.sh exited ${setup.status})`, await ping());
}

export const ENGINE = await ensureEngine();

let seq = 0;
export function newRunId(label: string): string {
  seq += 1;
  return `test-${label}-${process.pid}-${Date.now().toString(36)}-${seq}`;
}

export interface Trial {
  outcome: SessionOutcome;
  events: SessionEvent[];
  dir: string;
  runDir: string;
  runId: string;
  logs: string[];
}

export interface TrialOptions {
  runtime?: Partial<DockerRuntimeOptions>;
  threshold?: number;
  env?: Record<string, string>;
  /** Runs beside the session (e.g. to break its container); gets the run id. */
  during?: (runId: string) => Promise<void>;
  sessions?: number;
  /** Run the sessions at once instead of one after another. */
  concurrent?: boolean;
  /** Aborts the sessions' signal after this many ms. */
  abortAfterMs?: number;
}

export function taskDir(name: string): string {
  if (path.isAbsolute(name)) return name;
  return name.startsWith("tasks/") ? path.join(ROOT, name) : path.join(FIXTURES, name);
}

export const BUSYBOX = "agent-loadtest/base-busybox:1";
/** GNU `timeout` and a real sh, as distribution images have: the in-image limits take effect. */
export const COREUTILS = "agent-loadtest/base-coreutils:1";

/** A copy of a fixture task whose `docker_image` is `image`. */
export function onImage(task: string, image: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `agent-loadtest-task-${path.basename(task)}-`));
  cpSync(taskDir(task), dir, { recursive: true });
  const toml = path.join(dir, "task.toml");
  writeFileSync(
    toml,
    readFileSync(toml, "utf8").replace(/^docker_image = .*$/m, `docker_image = "${image}"`),
  );
  return dir;
}

/** prepare → runSession (× sessions, one after another) → close, with a fresh runtime and run id. */
export async function runTrials(task: string, agent: AgentSpec, opts: TrialOptions = {}): Promise<Trial[]> {
  const runId = newRunId(path.basename(task));
  const runDir = mkdtempSync(path.join(tmpdir(), "agent-loadtest-docker-"));
  const loaded = loadTask(taskDir(task));
  const logs: string[] = [];
  const runtime = createDockerRuntime({
    runId,
    runDir,
    network_mode: "host",
    resource_interval_ms: 0,
    ...opts.runtime,
  });
  const trials: Trial[] = [];
  try {
    await runtime.prepare({ runId, runDir, log: (level, message) => logs.push(`${level}: ${message}`) });
    const one = async (i: number): Promise<Trial> => {
      const events: SessionEvent[] = [];
      const id = `s${i}`;
      const abort = new AbortController();
      if (opts.abortAfterMs !== undefined) setTimeout(() => abort.abort(), opts.abortAfterMs);
      const io: SessionIO = {
        dir: path.join(runDir, "sessions", id),
        emit: (e) => events.push(e),
        signal: abort.signal,
        env: { AGENT_SESSION_ID: id, AGENT_RUN_ID: runId, ...(opts.env ?? {}) },
      };
      const run = runtime.runSession(
        {
          id,
          index: i,
          pair: 0,
          agent,
          task: loaded,
          tags: {},
          attempt: 1,
          successRewardThreshold: opts.threshold ?? 1,
        },
        io,
      );
      const [outcome] = await Promise.all([run, opts.during?.(runId)]);
      return { outcome, events, dir: io.dir, runDir, runId, logs };
    };
    const n = opts.sessions ?? 1;
    if (opts.concurrent) trials.push(...(await Promise.all(Array.from({ length: n }, (_, i) => one(i)))));
    else for (let i = 0; i < n; i++) trials.push(await one(i));
  } finally {
    await runtime.close();
  }
  return trials;
}

export async function runTrial(task: string, agent: AgentSpec, opts: TrialOptions = {}): Promise<Trial> {
  return (await runTrials(task, agent, opts))[0];
}

/** Containers and networks still carrying the run's label. */
export async function leftovers(runId: string): Promise<{ containers: number; networks: number }> {
  const filters = JSON.stringify({ label: [`${RUN_LABEL}=${runId}`] });
  const [containers, networks] = await Promise.all([
    docker.listContainers({ all: true, filters }),
    docker.listNetworks({ filters }),
  ]);
  return { containers: containers.length, networks: networks.length };
}

export function phases(events: SessionEvent[]): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const e of events) if (e.type === "phase") out[e.phase] = e.ok;
  return out;
}

export const oracle: AgentSpec = { name: "oracle" };
export const nop: AgentSpec = { name: "nop" };
export const shAgent = (script: string, extra: Partial<AgentSpec> = {}): AgentSpec => ({
  name: "sh-agent",
  command: ["sh", "-c", script],
  ...extra,
});
