/**
 * The Docker runtime: one container per session, driven through the Engine API (dockerode).
 * A session is a trial (../trial.ts) in a DockerEnvironment (environment.ts); this class owns what
 * sessions share: preconditions, images, compose files, archives, prewarmed containers, the sweep.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import Dockerode from "dockerode";
import type { AgentSpec } from "../../agents/types.js";
import { InfraError, UserError } from "../../errors.js";
import type { SessionEvent, SessionOutcome } from "../../events/events.js";
import type { EnvironmentConfig, Task } from "../../scenario/model.js";
import { type SeparateVerifier, separateVerifiers } from "../../scenario/verifier-mode.js";
import { withoutRunnerInternals } from "../../secrets.js";
import { EnvError } from "../environment.js";
import { OWNER_LABEL, PROCESS_OWNER, ROLE_LABEL, RUN_LABEL, SESSION_LABEL } from "../labels.js";
import { bucketOf } from "../outcome.js";
import { runTrial } from "../trial.js";
import type { RunContext, Runtime, SessionIO, SessionSpec } from "../types.js";
import { type AgentInstallMode, AgentLayers, prepareAgentLayers, sessionImage } from "./agent-layer.js";
import { type BuilderKind, buildImage } from "./build.js";
import { type ComposeSpec, parseCompose, type Sidecar, startOrder, type VolumeMount } from "./compose.js";
import { DockerEnvironment } from "./environment.js";
import { isGone } from "./exec.js";
import { ensurePulled, ImageCache, type ImageResult, imageExists, taskImageTag } from "./images.js";
import { startSampler } from "./sampler.js";
import {
  agentBind,
  type ComposeResources,
  type ImageFacts,
  type MainImage,
  type MainNetwork,
  RUN_VERIFIER,
  type SessionHost,
  type SessionImage,
  type Unpacked,
  VERIFIER_LOGS,
} from "./session-host.js";
import { sweepRun } from "./sweep.js";
import { listTree, packTar, type TarEntry } from "./tar.js";
import { DockerVerifier } from "./verifier.js";

export { RUN_LABEL } from "../labels.js";

export interface DockerRuntimeOptions {
  runId: string;
  runDir: string;
  /** Container network: "bridge" (default), "host", "none" or a network name. */
  network_mode?: string;
  pids_limit?: number;
  /** Containers created ahead per task, so env_setup leaves the measured path. */
  prewarm?: number;
  /** Passed as build arg BASE_IMAGE to task Dockerfiles (`ARG BASE_IMAGE` / `FROM ${BASE_IMAGE}`). */
  base_image?: string;
  /** Stats sampling period per session container; 0 turns sampling off. */
  resource_interval_ms?: number;
  docker?: Dockerode;
  /** Tasks known before the run: compose files checked and images resolved in prepare(). */
  tasks?: Task[];
  /** Throw InfraError from prepare() when a known task's image cannot be built or found. */
  strict_images?: boolean;
  /** Limit for an agent's `install` step, seconds. */
  agent_setup_timeout_sec?: number;
  /** Bound on removing one session's containers and network, ms. */
  teardown_timeout_ms?: number;
  /** The agents of the plan with their tasks: built-in coding agents are installed and layered in prepare(). */
  /** `field`: the scenario field the agent came from, named by an install error. */
  agent_tasks?: { agent: AgentSpec; tasks: Task[]; field?: string }[];
  /** Leave session containers in place for debugging (close() still sweeps them unless this is set). */
  keep_containers?: boolean;
  /** Platform for image builds and pulls, e.g. "linux/amd64". */
  platform?: string;
  /** How built-in agents reach session containers: mounted, layered, or `auto` (agent-layer.ts). */
  agent_install?: AgentInstallMode;
  /** The image builder, instead of the best one the runner has (build.ts); tests force `classic`. */
  builder?: BuilderKind;
}

const KEEP_ALIVE_SH = "sleep infinity 2>/dev/null || while :; do sleep 3600; done";
const KEEP_ALIVE = ["sh", "-c", KEEP_ALIVE_SH];
// PID 1 of a fresh session container unpacks the session's files from its stdin, sent over the attach
// connection as the container starts (no archive request, no exec), says how that went, then keeps the
// container alive. Images without tar or whose user cannot write / get the files through putArchive.
const FILES_MARK = "agent-loadtest:files=";
const UNPACK_THEN_KEEP_ALIVE = [
  "sh",
  "-c",
  `if ! command -v tar >/dev/null 2>&1; then echo ${FILES_MARK}no-tar; elif tar -xf - -C / 2>/dev/null; then echo ${FILES_MARK}ok; else echo ${FILES_MARK}failed; fi; exec 0</dev/null; ${KEEP_ALIVE_SH}`,
];
const FILES_MARK_WAIT_MS = 10_000;
const SHELL_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** The PATH Docker gives a process when the image sets none. */
const DEFAULT_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
interface ImageConfig {
  workdir: string;
  env: Record<string, string>;
  user: string;
}

function envRecord(list: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of list) {
    const eq = item.indexOf("=");
    if (eq > 0) out[item.slice(0, eq)] = item.slice(eq + 1);
  }
  return out;
}

/** A session id as part of a Docker network name. */
function sanitize(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, "-")
    .slice(0, 40);
}

const errText = (err: unknown): string => (err instanceof Error ? err.message : String(err)).split("\n")[0];

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export class DockerRuntime implements Runtime, SessionHost {
  readonly kind = "docker" as const;
  readonly docker: Dockerode;
  private readonly images = new ImageCache();
  private readonly agentLayers: AgentLayers;
  private readonly trees = new Map<string, Promise<TarEntry[]>>();
  private readonly composes = new Map<string, ComposeSpec>();
  private readonly imageConfigs = new Map<string, Promise<ImageConfig>>();
  /** Content-hash tag per build context, dockerfile and args. */
  private readonly tags = new Map<string, Promise<string>>();
  /** The tests folder of a task, packed once. */
  private readonly testArchives = new Map<string, Promise<{ entries: TarEntry[]; tar: Buffer }>>();
  private readonly imageFacts = new Map<string, ImageFacts>();
  private readonly pools = new Map<string, Promise<Dockerode.Container | null>[]>();
  readonly networkMode: string;
  /** Where containers find the host: `host-gateway` or a concrete gateway IP. */
  private hostGateway = "host-gateway";
  hasDefaultBridge = true;
  private ctx: RunContext | null = null;
  /** Aborted by the run's interruption or close(): image builds and pulls stop waiting. */
  private readonly stopping = new AbortController();
  private closed = false;
  private prewarmSeq = 0;
  private warnedLoopback = false;

  constructor(private readonly opts: DockerRuntimeOptions) {
    this.docker = opts.docker ?? new Dockerode();
    this.networkMode = opts.network_mode ?? "bridge";
    this.agentLayers = new AgentLayers(this.docker, opts.agent_install, (tag) => ({
      logFile: this.buildLog(`agent-${tag}`),
      timeoutSec: 900,
      networkMode: this.buildNetworkMode(),
      platform: this.opts.platform,
      signal: this.stopping.signal,
      builder: this.opts.builder,
    }));
  }

  private log(level: "info" | "warn" | "error", message: string): void {
    this.ctx?.log(level, message);
  }

  async prepare(ctx: RunContext): Promise<void> {
    this.ctx = ctx;
    if (ctx.signal?.aborted) this.stopping.abort();
    else ctx.signal?.addEventListener("abort", () => this.stopping.abort(), { once: true });
    try {
      await withDeadline(this.docker.ping(), 10_000).then((ok) => {
        if (ok === undefined) throw new Error("no answer within 10s");
      });
    } catch (err) {
      throw new InfraError(
        `Docker daemon unreachable (${errText(err)}); start Docker or run scripts/docker-setup.sh`,
      );
    }
    const nets = await this.docker.listNetworks().catch(() => [] as Dockerode.NetworkInspectInfo[]);
    this.hasDefaultBridge = nets.some((n) => n.Name === "bridge");
    if (this.networkMode !== "host" && this.networkMode !== "none") {
      if (this.networkMode === "bridge" && !this.hasDefaultBridge) {
        throw new InfraError(
          'the Docker daemon has no default "bridge" network; set runtime.docker.network_mode to "host" or a network name',
        );
      }
      if (!this.hasDefaultBridge)
        this.hostGateway = (await this.gatewayOf(this.networkMode)) ?? "host-gateway";
    }
    await sweepRun(this.opts.runId, this.docker, PROCESS_OWNER);
    for (const task of this.opts.tasks ?? []) {
      if (task.hasCompose) this.compose(task);
    }
    // Both environments of a task with a separate verifier are built once, before any session.
    const results = await Promise.all(
      (this.opts.tasks ?? []).flatMap((task) => [
        this.taskImage(task).then((r) => [task, r] as const),
        ...separateVerifiers(task).map((v) => this.verifierImage(task, v).then((r) => [task, r] as const)),
      ]),
    );
    // Interrupted while building: the run ends as interrupted, not as a failed build.
    if (this.stopping.signal.aborted) return;
    for (const [task, result] of results) {
      if (result.ok) continue;
      if (this.opts.strict_images) throw new InfraError(`task ${task.name}: ${result.error}`);
      ctx.log("warn", `task ${task.name}: ${result.error}; its sessions end in ${bucketOf(result.kind)}`);
    }
    this.agentLayers.say = (line) => ctx.progress?.(line);
    const installs = await prepareAgentLayers(this.agentLayers, this.opts.agent_tasks ?? [], (t) =>
      this.taskImage(t),
    );
    for (const record of installs) ctx.agentInstalled?.(record);
  }

  /** The task's image, with the session's built-in coding agent baked in or mounted when it has one. */
  async sessionImage(agent: AgentSpec, task: Task): Promise<SessionImage> {
    return sessionImage(this.agentLayers, agent, await this.taskImage(task));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopping.abort();
    const pools = [...this.pools.values()].flat();
    this.pools.clear();
    await withDeadline(Promise.allSettled(pools), 10_000);
    if (this.opts.keep_containers) {
      this.log(
        "warn",
        `keep_containers: containers labelled ${RUN_LABEL}=${this.opts.runId} are left running`,
      );
      return;
    }
    await withDeadline(sweepRun(this.opts.runId, this.docker, PROCESS_OWNER), 60_000);
  }

  // ── images ────────────────────────────────────────────────────────────────

  private buildNetworkMode(): string | undefined {
    if (this.networkMode === "host" || this.networkMode === "none") return this.networkMode;
    return this.hasDefaultBridge ? undefined : "host";
  }

  private buildLog(tag: string): string {
    return path.join(this.opts.runDir, "logs", `build-${tag.replace(/[/:]/g, "_")}.log`);
  }

  private async buildCached(
    contextDir: string,
    dockerfile: string | null,
    args: Record<string, string>,
    timeoutSec: number,
  ): Promise<ImageResult> {
    // Hashing the build context reads every file: once per context, not once per session.
    const key = JSON.stringify([contextDir, dockerfile, args]);
    let pending = this.tags.get(key);
    if (!pending) {
      pending = taskImageTag(contextDir, args, dockerfile ?? "Dockerfile");
      this.tags.set(key, pending);
    }
    const tag = await pending;
    return this.images.get(tag, async () => {
      if (await imageExists(this.docker, tag)) return { ok: true, image: tag, built: false };
      this.log("info", `building image ${tag} from ${contextDir}`);
      this.ctx?.progress?.(`building image ${tag} from ${contextDir}`);
      const started = performance.now();
      const built = await buildImage(this.docker, {
        contextDir,
        dockerfile: dockerfile ?? undefined,
        tag,
        buildArgs: args,
        timeoutSec,
        logFile: this.buildLog(tag),
        networkMode: this.buildNetworkMode(),
        platform: this.opts.platform,
        signal: this.stopping.signal,
        builder: this.opts.builder,
      });
      if (built.ok)
        this.ctx?.progress?.(`built image ${tag} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return built;
    });
  }

  /** The main image of a task: pinned `docker_image`, else a build of `environment/`. */
  taskImage(task: Task): Promise<ImageResult> {
    return this.envImage(task.config.environment, path.join(task.dir, "environment"));
  }

  /** A separate verifier's image: its pinned `docker_image`, else a build of its context. */
  verifierImage(task: Task, verifier: SeparateVerifier): Promise<ImageResult> {
    return this.envImage(verifier.config, path.join(task.dir, verifier.context));
  }

  /** An environment's image: pinned `docker_image`, else a build of the folder `contextDir`, cached by content. */
  private async envImage(env: EnvironmentConfig, contextDir: string): Promise<ImageResult> {
    if (env.docker_image) {
      const name = env.docker_image;
      return this.images.get(`pull:${name}`, () =>
        ensurePulled(this.docker, name, env.build_timeout_sec, this.opts.platform, this.stopping.signal),
      );
    }
    if (!existsSync(path.join(contextDir, "Dockerfile"))) {
      return {
        ok: false,
        kind: "build",
        error: `${contextDir}/Dockerfile is missing and no docker_image is set`,
      };
    }
    const args: Record<string, string> = this.opts.base_image ? { BASE_IMAGE: this.opts.base_image } : {};
    return this.buildCached(contextDir, null, args, env.build_timeout_sec);
  }

  private sidecarImage(task: Task, sidecar: Sidecar): Promise<ImageResult> {
    const timeout = task.config.environment.build_timeout_sec;
    if (sidecar.build)
      return this.buildCached(sidecar.build.context, sidecar.build.dockerfile, sidecar.build.args, timeout);
    const name = sidecar.image as string;
    return this.images.get(`pull:${name}`, () =>
      ensurePulled(this.docker, name, timeout, this.opts.platform, this.stopping.signal),
    );
  }

  compose(task: Task): ComposeSpec {
    let spec = this.composes.get(task.dir);
    if (!spec) {
      const yaml = path.join(task.dir, "environment", "docker-compose.yaml");
      const file = existsSync(yaml) ? yaml : path.join(task.dir, "environment", "docker-compose.yml");
      // As Harbor runs compose: the runner's environment with the task's on top — less the runner's own
      // internals (service tokens, the Action's inputs), which a task file never reaches.
      const parsed = parseCompose(file, readFileSync(file, "utf8"), {
        ...withoutRunnerInternals(process.env),
        ...task.config.environment.env,
      });
      // Ordered once: a cycle or an unknown dependency is refused here, before any session.
      spec = { ...parsed, sidecars: startOrder(parsed) };
      this.composes.set(task.dir, spec);
    }
    return spec;
  }

  /** What a session needs from its image's config: working dir, environment, default user. */
  private imageConfig(image: string): Promise<ImageConfig> {
    let pending = this.imageConfigs.get(image);
    if (!pending) {
      pending = this.docker
        .getImage(image)
        .inspect()
        .then((info) => ({
          workdir: info.Config?.WorkingDir || "/",
          env: envRecord(info.Config?.Env ?? []),
          user: info.Config?.User ?? "",
        }))
        .catch(() => ({ workdir: "/", env: {}, user: "" }));
      this.imageConfigs.set(image, pending);
    }
    return pending;
  }

  async workdirOf(task: Task, image: string): Promise<string> {
    return task.config.environment.workdir ?? (await this.imageConfig(image)).workdir;
  }

  /** The main container's environment: the compose file's `main` service, then task.toml's. */
  private containerEnv(task: Task): Record<string, string> {
    const compose = task.hasCompose ? this.compose(task).main.environment : {};
    return { ...compose, ...task.config.environment.env };
  }

  /**
   * Test folders as one `/tests` archive, readable and runnable by any verifier user (`chmod -R a+rx`);
   * a later folder's file wins over an earlier one's of the same name.
   */
  testArchive(dirs: string[]): Promise<{ entries: TarEntry[]; tar: Buffer }> {
    const key = dirs.join("\0");
    let pending = this.testArchives.get(key);
    if (!pending) {
      pending = Promise.all(dirs.map((d) => this.tree(d, "tests"))).then((trees) => {
        const byName = new Map<string, TarEntry>();
        for (const e of trees.flat())
          byName.set(e.name, e.type === "symlink" ? e : { ...e, mode: e.mode | 0o555 });
        const entries: TarEntry[] = [{ name: "tests", type: "dir", mode: 0o755 }, ...byName.values()];
        return { entries, tar: packTar(entries) };
      });
      this.testArchives.set(key, pending);
    }
    return pending;
  }

  tree(dir: string, prefix: string): Promise<TarEntry[]> {
    const key = `${dir}\0${prefix}`;
    let pending = this.trees.get(key);
    if (!pending) {
      pending = listTree(dir, prefix);
      this.trees.set(key, pending);
    }
    return pending;
  }

  // ── containers ────────────────────────────────────────────────────────────

  private async gatewayOf(network: string): Promise<string | null> {
    try {
      const info = await this.docker.getNetwork(network).inspect();
      const gw = (info.IPAM?.Config ?? []).map((c: { Gateway?: string }) => c.Gateway).find(Boolean);
      return gw ?? null;
    } catch {
      return null;
    }
  }

  /**
   * Creates and starts a session's main container; with `files` (a tar archive), PID 1 unpacks them
   * as it starts. `created` learns of the container before it starts, so a failed start still gets
   * it removed.
   */
  async createMain(
    task: Task,
    main: MainImage,
    sessionLabel: string,
    network: MainNetwork | null,
    files?: Buffer,
    created?: (container: Dockerode.Container) => void,
  ): Promise<{ container: Dockerode.Container; unpacked: Unpacked; startedAt: number }> {
    const env = task.config.environment;
    const networkMode = network?.name ?? this.networkMode;
    const hostAddress =
      networkMode === "host"
        ? "127.0.0.1"
        : network && !this.hasDefaultBridge
          ? (network.gateway ?? "host-gateway")
          : this.hostGateway;
    const memory = env.memory_mb ? env.memory_mb * 1024 * 1024 : undefined;
    const mounts = [
      // A compose session's named volumes, shared with its sidecars.
      ...(network && task.hasCompose ? volumeMounts(this.compose(task).main.volumes, network.name) : []),
      ...(main.mount ? [agentBind(main.mount)] : []),
    ];
    const container = await this.docker.createContainer({
      Image: main.image,
      Cmd: files ? UNPACK_THEN_KEEP_ALIVE : KEEP_ALIVE,
      OpenStdin: files !== undefined,
      StdinOnce: files !== undefined,
      Labels: {
        [RUN_LABEL]: this.opts.runId,
        [OWNER_LABEL]: PROCESS_OWNER,
        [SESSION_LABEL]: sessionLabel,
        [ROLE_LABEL]: "main",
      },
      Env: Object.entries(this.containerEnv(task)).map(([k, v]) => `${k}=${v}`),
      WorkingDir: env.workdir ?? undefined,
      Tty: false,
      HostConfig: {
        NanoCpus: env.cpus ? Math.round(env.cpus * 1e9) : undefined,
        Memory: memory,
        // No swap: a memory limit the agent can page around is no limit.
        MemorySwap: memory,
        PidsLimit: this.opts.pids_limit ?? 512,
        NetworkMode: networkMode,
        ExtraHosts: networkMode === "none" ? [] : [`host.docker.internal:${hostAddress}`],
        Mounts: mounts.length ? mounts : undefined,
      },
      NetworkingConfig: network ? { EndpointsConfig: { [network.name]: { Aliases: ["main"] } } } : undefined,
    });
    created?.(container);
    // Its CPU counter starts at 0 with it: the first sample reads from here.
    const startedAt = Date.now();
    if (!files) {
      await container.start();
      return { container, unpacked: "unknown", startedAt };
    }
    const stream = (await container.attach({
      stream: true,
      stdin: true,
      stdout: true,
      stderr: true,
      hijack: true,
    })) as NodeJS.ReadWriteStream & { destroy(): void };
    try {
      const said = this.unpackAnswer(stream);
      await container.start();
      stream.end(files);
      return { container, unpacked: await said, startedAt };
    } finally {
      // Closes PID 1's stdin too (StdinOnce), so a tar still reading gets its end of input.
      stream.destroy();
    }
  }

  /** Reads PID 1's word on the files from the attach stream; "unknown" when it never says. */
  private unpackAnswer(stream: NodeJS.ReadableStream): Promise<Unpacked> {
    return new Promise<Unpacked>((resolve) => {
      const out = new PassThrough();
      let text = "";
      const stop = (): void => done("unknown");
      const done = (answer: Unpacked): void => {
        clearTimeout(timer);
        this.stopping.signal.removeEventListener("abort", stop);
        out.removeAllListeners("data");
        out.resume();
        resolve(answer);
      };
      const timer = setTimeout(() => done("unknown"), FILES_MARK_WAIT_MS);
      // The run stopping does not wait for an answer that may never come.
      this.stopping.signal.addEventListener("abort", stop, { once: true });
      out.on("data", (chunk: Buffer) => {
        // An image's entrypoint may print first; only the mark matters.
        text = (text + chunk.toString("utf8")).slice(-4096);
        const m = text.match(/agent-loadtest:files=(ok|no-tar|failed)\n/);
        if (m) done(m[1] as Unpacked);
      });
      this.docker.modem.demuxStream(stream, out, out);
      stream.once("end", () => done("unknown"));
      stream.once("close", () => done("unknown"));
      stream.once("error", () => done("unknown"));
    });
  }

  private poolKey(task: Task, main: MainImage): string {
    return `${task.dir}\0${main.image}\0${main.mount?.source ?? ""}`;
  }

  /** Keeps `prewarm` started containers ready for the next sessions of this task. */
  refill(task: Task, image: MainImage): void {
    const want = this.opts.prewarm ?? 0;
    if (want <= 0 || task.hasCompose || this.closed || this.stopping.signal.aborted) return;
    const key = this.poolKey(task, image);
    const pool = this.pools.get(key) ?? [];
    this.pools.set(key, pool);
    while (pool.length < want) {
      this.prewarmSeq += 1;
      pool.push(
        this.createMain(task, image, `prewarm-${this.prewarmSeq}`, null).then(
          (r) => r.container,
          () => null,
        ),
      );
    }
  }

  async takePrewarmed(task: Task, image: MainImage): Promise<Dockerode.Container | null> {
    const pool = this.pools.get(this.poolKey(task, image));
    const next = pool?.shift();
    if (!next) return null;
    const container = await next;
    if (!container) return null;
    const alive = await container.inspect().then(
      (i) => i.State.Running,
      () => false,
    );
    return alive ? container : null;
  }

  async startCompose(
    task: Task,
    sessionId: string,
    signal: AbortSignal,
    own: ComposeResources,
  ): Promise<MainNetwork> {
    let compose: ComposeSpec;
    try {
      compose = this.compose(task);
    } catch (err) {
      throw new EnvError("compose", err instanceof UserError ? err.line : errText(err));
    }
    const name = `agent-loadtest-${sanitize(sessionId)}-${Math.random().toString(36).slice(2, 8)}`;
    own.network = await this.createNetwork(name, sessionId);
    own.volumes.push(...(await this.createVolumes(compose, name, sessionId)));
    // The gateway is only needed where the daemon has no default bridge to reach the host through.
    const network = { name, gateway: this.hasDefaultBridge ? null : await this.gatewayOf(name) };
    await this.startSidecars(task, compose, sessionId, name, signal, (c) => own.sidecars.push(c));
    return network;
  }

  private async startSidecars(
    task: Task,
    spec: ComposeSpec,
    sessionId: string,
    network: string,
    signal: AbortSignal,
    started: (c: Dockerode.Container) => void,
  ): Promise<void> {
    const byName = new Map<string, Dockerode.Container>();
    const deadline = Date.now() + task.config.environment.build_timeout_sec * 1000;
    const waitFor = async (deps: Record<string, "service_started" | "service_healthy">): Promise<void> => {
      for (const [dep, condition] of Object.entries(deps)) {
        if (condition !== "service_healthy") continue;
        const c = byName.get(dep);
        for (;;) {
          if (signal.aborted) throw new Error("interrupted while waiting for sidecars");
          const state = (await c?.inspect())?.State;
          const health = state?.Health?.Status;
          if (health === "healthy") break;
          if (health === "unhealthy" || !state?.Running) {
            throw new EnvError("unhealthy", `sidecar ${dep} is ${health ?? "not running"}`);
          }
          if (Date.now() > deadline) throw new EnvError("unhealthy", `sidecar ${dep} not healthy in time`);
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    };
    for (const sidecar of spec.sidecars) {
      const image = await this.sidecarImage(task, sidecar);
      if (!image.ok) throw new EnvError(image.kind, `sidecar ${sidecar.name}: ${image.error}`);
      await waitFor(sidecar.dependsOn);
      const hc = sidecar.healthcheck;
      const container = await this.docker.createContainer({
        Image: image.image,
        Cmd: sidecar.command ?? undefined,
        Env: Object.entries(sidecar.environment).map(([k, v]) => `${k}=${v}`),
        Labels: {
          [RUN_LABEL]: this.opts.runId,
          [OWNER_LABEL]: PROCESS_OWNER,
          [SESSION_LABEL]: sessionId,
          [ROLE_LABEL]: `sidecar:${sidecar.name}`,
        },
        Healthcheck: hc
          ? {
              Test: hc.test,
              Interval: hc.intervalNs,
              Timeout: hc.timeoutNs,
              Retries: hc.retries,
              StartPeriod: hc.startPeriodNs,
            }
          : undefined,
        HostConfig: {
          NetworkMode: network,
          PidsLimit: this.opts.pids_limit ?? 512,
          Mounts: volumeMounts(sidecar.volumes, network),
        },
        NetworkingConfig: { EndpointsConfig: { [network]: { Aliases: [sidecar.name] } } },
      });
      started(container);
      byName.set(sidecar.name, container);
      await container.start();
    }
    await waitFor(spec.main.dependsOn);
  }

  // ── the session ───────────────────────────────────────────────────────────

  reachable(env: Record<string, string>, ownNetwork: boolean): Record<string, string> {
    return !ownNetwork && this.networkMode === "host" ? { ...env } : this.reachableFromContainers(env);
  }

  /** Loopback URLs in the run's variables, as containers reach the host. */
  private reachableFromContainers(env: Record<string, string>): Record<string, string> {
    const external: Record<string, string> = { ...env };
    for (const [key, value] of Object.entries(external)) {
      if (!/_URL$|_BASE_URL$|_ENDPOINT$/.test(key)) continue;
      const rewritten = value.replace(
        /\/\/(127\.0\.0\.1|localhost|\[::1\])(?=[:/]|$)/,
        "//host.docker.internal",
      );
      if (rewritten !== value && !this.warnedLoopback) {
        this.warnedLoopback = true;
        this.log(
          "warn",
          `${key} points at loopback; containers reach it as host.docker.internal, so that service must listen beyond 127.0.0.1 (or use network_mode "host")`,
        );
      }
      external[key] = rewritten;
    }
    return external;
  }

  facts(image: string): Readonly<ImageFacts> {
    return this.imageFacts.get(image) ?? {};
  }

  learn(image: string, facts: Partial<ImageFacts>): void {
    this.imageFacts.set(image, { ...this.imageFacts.get(image), ...facts });
  }

  /** Does the agent run as root here (no user in task.toml, none or root in the image)? */
  private async runsAsRoot(task: Task, image: string): Promise<boolean> {
    const user = task.config.agent.user ?? (await this.imageConfig(image)).user;
    return user === "" || /^(root|0)(:(root|0))?$/.test(user);
  }

  /**
   * The script of a staged session exec (see runStaged): the agent ("$@" under `timeout` when the image
   * has GNU timeout), the mark with its exit code, then on the host's word the tests from stdin, a fresh
   * /logs/verifier, the verifier in the environment its own exec would have had, and the logs archive.
   * Null when that environment cannot be written as shell assignments (a name sh cannot set).
   */
  async stagedScript(
    task: Task,
    image: string,
    agentKeys: string[],
    verifier: { timeoutSec: number; env: Record<string, string> },
  ): Promise<((mark: string) => string) | null> {
    const verifierEnv = verifier.env;
    if (![...agentKeys, ...Object.keys(verifierEnv)].every((k) => SHELL_NAME.test(k))) return null;
    if (!(await this.runsAsRoot(task, image))) return null;
    // What a fresh exec sees: the image's environment, then the task's, then Docker's defaults.
    const base: Record<string, string> = {
      PATH: DEFAULT_PATH,
      HOME: "/root",
      ...(await this.imageConfig(image)).env,
      ...this.containerEnv(task),
    };
    const q = (v: string): string => `'${v.replaceAll("'", `'\\''`)}'`;
    const restore = agentKeys
      .filter((k) => !(k in verifierEnv))
      .map((k) => (k in base ? `export ${k}=${q(base[k] as string)}` : `unset ${k}`));
    const setVerifier = Object.entries(verifierEnv).map(([k, v]) => `export ${k}=${q(v)}`);
    // GNU timeout in the image enforces the limits in place; once a session said whether the image
    // has it, later scripts skip asking.
    const known = this.facts(image).gnuTimeout;
    const probe =
      known === undefined ? ["_g=0; timeout --version >/dev/null 2>&1 && _g=1"] : [`_g=${known ? 1 : 0}`];
    const limited = (n: string, cmd: string): string =>
      known === false
        ? cmd
        : `if [ $_g = 1 ] && [ ${n} -gt 0 ]; then timeout -s KILL ${n} ${cmd}; else ${cmd}; fi`;
    return (mark) =>
      [
        "_n=$1; shift",
        ...probe,
        limited('"$_n"', '"$@" </dev/null'),
        "_rc=$?",
        `printf '\\n%s %s timeout=%s\\n' '${mark}' "$_rc" "$_g"; printf '\\n%s -\\n' '${mark}' >&2`,
        "IFS= read -r _go || exit 124",
        'case "$_go" in k*) kill -9 -1 2>/dev/null ;; esac',
        'case "$_go" in *c) rm -rf /tests ;; esac',
        "tar -xf - -C / || exit 125",
        ...restore,
        ...setVerifier,
        `rm -rf ${VERIFIER_LOGS} && mkdir -m 777 -p ${VERIFIER_LOGS}`,
        limited(String(Math.ceil(verifier.timeoutSec)), RUN_VERIFIER),
        "_rc=$?",
        "tar -cf - -C / logs",
        "exit $_rc",
      ].join("\n");
  }

  startSampler(
    container: Dockerode.Container,
    emit: (e: SessionEvent) => void,
    since: number | null,
  ): () => Promise<void> {
    return startSampler(container, this.opts.resource_interval_ms ?? 1000, emit, since);
  }

  runSession(spec: SessionSpec, io: SessionIO): Promise<SessionOutcome> {
    return runTrial(spec, io, (task, plan) => new DockerEnvironment(this, spec, task, plan, io), {
      agentSetupTimeoutSec: this.opts.agent_setup_timeout_sec,
      verifier: (task, verifier, step) => new DockerVerifier(this, spec, task, verifier, step, io),
    });
  }

  /** The session's named volumes (compose `volumes:`), labelled like its containers; named after its network. */
  private async createVolumes(
    spec: ComposeSpec,
    network: string,
    sessionId: string,
  ): Promise<Dockerode.Volume[]> {
    const labels = { [RUN_LABEL]: this.opts.runId, [OWNER_LABEL]: PROCESS_OWNER, [SESSION_LABEL]: sessionId };
    return Promise.all(
      spec.volumes.map(async (v) => {
        const name = sessionVolume(network, v);
        await this.docker.createVolume({ Name: name, Labels: labels });
        return this.docker.getVolume(name);
      }),
    );
  }

  private createNetwork(name: string, sessionId: string): Promise<Dockerode.Network> {
    return this.docker.createNetwork({
      Name: name,
      Driver: "bridge",
      CheckDuplicate: true,
      Labels: { [RUN_LABEL]: this.opts.runId, [OWNER_LABEL]: PROCESS_OWNER, [SESSION_LABEL]: sessionId },
    });
  }

  /** Removes one session's containers and network, bounded in time; true when all went. */
  async teardown(
    container: Dockerode.Container | null,
    sidecars: Dockerode.Container[],
    network: Dockerode.Network | null,
    volumes: Dockerode.Volume[] = [],
  ): Promise<boolean> {
    if (this.opts.keep_containers) return true;
    const work = async (): Promise<boolean> => {
      const removals = [container, ...sidecars]
        .filter((c): c is Dockerode.Container => c !== null)
        .map((c) =>
          c.remove({ force: true, v: true }).then(
            () => true,
            (err) => isGone(err),
          ),
        );
      const removed = await Promise.all(removals);
      const gone = (err: unknown) => (err as { statusCode?: number }).statusCode === 404;
      const volumesRemoved = await Promise.all(volumes.map((v) => v.remove().then(() => true, gone)));
      let ok = [...removed, ...volumesRemoved].every(Boolean);
      if (network) {
        ok =
          (await network.remove().then(
            () => true,
            (err) => (err as { statusCode?: number }).statusCode === 404,
          )) && ok;
      }
      return ok;
    };
    const done = await withDeadline(work(), this.opts.teardown_timeout_ms ?? 30_000);
    if (done === undefined)
      this.log(
        "warn",
        `teardown of container ${container?.id.slice(0, 12) ?? "-"} timed out; close() sweeps it`,
      );
    return done ?? false;
  }
}

/** One session's Docker volume for a compose volume: unique per session, as its network is. */
function sessionVolume(network: string, volume: string): string {
  return `${network}_${volume}`;
}

function volumeMounts(mounts: VolumeMount[], network: string): Dockerode.MountSettings[] {
  return mounts.map((m) => ({
    Type: "volume",
    Source: sessionVolume(network, m.volume),
    Target: m.target,
    ReadOnly: m.readOnly,
  }));
}

export function createDockerRuntime(opts: DockerRuntimeOptions): Runtime {
  return new DockerRuntime(opts);
}
