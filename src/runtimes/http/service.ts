/**
 * The agent service a scenario starts for its journeys (`services.agent_service`): a local command,
 * or a container from an image or a Dockerfile. Started once per run, ready when its health path
 * answers 2xx, stopped at the end. Its base URL goes to the HTTP runtime.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { killTree, newMark, newTree, PROC_MARK, trackTree } from "../../children.js";
import { InfraError } from "../../errors.js";
import { ROLE_LABEL, RUN_LABEL } from "../labels.js";

export interface AgentServiceSpec {
  command?: string[];
  image?: string;
  dockerfile?: string;
  context?: string;
  port?: number;
  health_path: string;
  env?: Record<string, string>;
  startup_timeout_sec: number;
}

export interface AgentServiceContext {
  /** Folder the command runs in (the scenario's). */
  cwd: string;
  runId: string;
  /** Where the service's output goes: `<logDir>/agent-service.log`. */
  logDir: string;
  /** What the service needs to reach the LLM (mock or gateway), merged under the spec's env. */
  env: Record<string, string>;
}

export interface AgentService {
  url: string;
  close(): Promise<void>;
}

const DEFAULT_CONTAINER_PORT = 8080;
const STOP_GRACE_MS = 5000;

export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
  const port = (srv.address() as { port: number }).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

export async function startAgentService(
  spec: AgentServiceSpec,
  ctx: AgentServiceContext,
): Promise<AgentService> {
  mkdirSync(ctx.logDir, { recursive: true });
  return spec.command ? startCommand(spec, ctx) : startContainer(spec, ctx);
}

async function startCommand(spec: AgentServiceSpec, ctx: AgentServiceContext): Promise<AgentService> {
  const port = spec.port || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const argv = spec.command as string[];
  const logFile = join(ctx.logDir, "agent-service.log");
  const log = createWriteStream(logFile, { flags: "a" });
  const tail: string[] = [];
  const mark = newMark();
  const child: ChildProcess = spawn(argv[0], argv.slice(1), {
    cwd: ctx.cwd,
    env: {
      PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin",
      HOME: process.env.HOME ?? ctx.cwd,
      LANG: process.env.LANG ?? "C.UTF-8",
      ...ctx.env,
      ...(spec.env ?? {}),
      PORT: String(port),
      AGENT_RUN_ID: ctx.runId,
      [PROC_MARK]: mark,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so stopping it stops whatever it spawned too.
    detached: true,
  });
  // The exit paths end it too (killAllChildren), with whatever it started.
  const tree = child.pid ? newTree(child.pid, mark) : null;
  const untrack = tree ? trackTree(tree) : () => {};
  log.on("error", () => {}); // a full disk loses the service's log, not the run
  const keep = (b: Buffer) => {
    log.write(b);
    tail.push(b.toString("utf8"));
    if (tail.length > 20) tail.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exited: string | null = null;
  const exit = new Promise<void>((resolve) => {
    child.on("exit", (code, signal) => {
      exited = signal ? `killed by ${signal}` : `exited with code ${code}`;
      resolve();
    });
    child.on("error", (e) => {
      exited = `could not start: ${e.message}`;
      resolve();
    });
  });
  const stop = async () => {
    if (exited === null && child.pid) {
      signalGroup(child.pid, "SIGTERM");
      const killer = setTimeout(() => child.pid && signalGroup(child.pid, "SIGKILL"), STOP_GRACE_MS);
      await exit;
      clearTimeout(killer);
    }
    if (tree) killTree(tree);
    untrack();
    await new Promise<void>((r) => log.end(() => r()));
  };
  try {
    await waitHealthy(`${url}${spec.health_path}`, spec.startup_timeout_sec, () => exited);
  } catch (e) {
    await stop();
    const out = tail.join("").trim().split("\n").slice(-5).join(" | ");
    throw new InfraError(
      `agent service ${argv.join(" ")}: ${(e as Error).message}${out ? ` — last output: ${out}` : ""} (log: ${logFile})`,
    );
  }
  return { url, close: stop };
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

async function waitHealthy(url: string, timeoutSec: number, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + timeoutSec * 1000;
  let last = "no answer";
  while (Date.now() < deadline) {
    const gone = exited();
    if (gone) throw new Error(`${gone} before it was healthy`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = (e as { cause?: { code?: string } }).cause?.code ?? (e as Error).message;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not healthy at ${url} within ${timeoutSec}s (last: ${last})`);
}

/**
 * A container on the host network: 127.0.0.1 means the same thing inside and out, so the mock LLM
 * and the gateway need no extra routing. Docker is imported only when a scenario asks for it.
 */
async function startContainer(spec: AgentServiceSpec, ctx: AgentServiceContext): Promise<AgentService> {
  const { default: Dockerode } = await import("dockerode");
  const { buildImage, ensurePulled, imageExists, serviceImageTag } = await import("../docker/build.js");
  const docker = new Dockerode();
  try {
    await docker.ping();
  } catch (e) {
    throw new InfraError(`agent service: Docker is not reachable: ${(e as Error).message}`);
  }
  const port = spec.port || DEFAULT_CONTAINER_PORT;
  let image = spec.image ?? "";
  if (spec.dockerfile) {
    const contextDir = spec.context ?? dirname(spec.dockerfile);
    const dockerfile = spec.dockerfile.startsWith(contextDir)
      ? spec.dockerfile.slice(contextDir.length).replace(/^\/+/, "")
      : spec.dockerfile;
    // Tagged by content, as task images are: the next run reuses it, and runs leave no tag each.
    const tag = await serviceImageTag(contextDir, dockerfile);
    if (!(await imageExists(docker, tag))) {
      const r = await buildImage(docker, {
        contextDir,
        dockerfile,
        tag,
        buildArgs: {},
        timeoutSec: spec.startup_timeout_sec * 10,
        logFile: join(ctx.logDir, "agent-service-build.log"),
        networkMode: "host",
      });
      if (!r.ok) throw new InfraError(`agent service: ${r.error}`);
    }
    image = tag;
  } else {
    const r = await ensurePulled(docker, image, spec.startup_timeout_sec * 10);
    if (!r.ok) throw new InfraError(`agent service: ${r.error}`);
  }
  const env = { ...ctx.env, ...(spec.env ?? {}), PORT: String(port), AGENT_RUN_ID: ctx.runId };
  const container = await docker.createContainer({
    Image: image,
    Env: Object.entries(env).map(([k, v]) => `${k}=${v}`),
    Labels: { [RUN_LABEL]: ctx.runId, [ROLE_LABEL]: "agent-service" },
    HostConfig: { NetworkMode: "host", AutoRemove: false },
  });
  const stop = async () => {
    await container.stop({ t: Math.ceil(STOP_GRACE_MS / 1000) }).catch(() => {});
    await container.remove({ force: true }).catch(() => {});
  };
  try {
    await container.start();
    let state = "";
    const exited = () => state || null;
    const poll = setInterval(() => {
      container
        .inspect()
        .then((i) => {
          if (!i.State.Running) state = `exited with code ${i.State.ExitCode}`;
        })
        .catch(() => {
          state = "container gone";
        });
    }, 500);
    try {
      await waitHealthy(`http://127.0.0.1:${port}${spec.health_path}`, spec.startup_timeout_sec, exited);
    } finally {
      clearInterval(poll);
    }
  } catch (e) {
    await stop();
    throw new InfraError(`agent service ${image}: ${(e as Error).message}`);
  }
  return { url: `http://127.0.0.1:${port}`, close: stop };
}
