/**
 * The Docker runtime: one container per session, driven through the Engine API (dockerode).
 * A session is a trial (../trial.ts) in a DockerEnvironment (environment.ts); this class owns the image
 * and compose half of what sessions share: preconditions, images (task, verifier, sidecar and agent
 * layers), compose files and a compose session's network, volumes and sidecars, the sweep. The half
 * sessions call (containers, archives, the single exec's script, teardown) is DockerSessionHost's
 * (session-host.ts), which it extends.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type Dockerode from "dockerode";
import type { AgentSpec } from "../../agents/types.js";
import { InfraError, UserError } from "../../errors.js";
import type { SessionOutcome } from "../../events/events.js";
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
import { type ComposeSpec, parseCompose, type Sidecar, startOrder } from "./compose.js";
import { DockerEnvironment } from "./environment.js";
import { ensurePulled, ImageCache, type ImageResult, imageExists, taskImageTag } from "./images.js";
import {
  type ComposeResources,
  DockerSessionHost,
  type MainNetwork,
  type SessionHostOptions,
  type SessionImage,
  sessionVolume,
  volumeMounts,
  withDeadline,
} from "./session-host.js";
import { sweepRun } from "./sweep.js";
import { DockerVerifier } from "./verifier.js";

export { RUN_LABEL } from "../labels.js";

export interface DockerRuntimeOptions extends SessionHostOptions {
  runDir: string;
  /** Passed as build arg BASE_IMAGE to task Dockerfiles (`ARG BASE_IMAGE` / `FROM ${BASE_IMAGE}`). */
  base_image?: string;
  /** Tasks known before the run: compose files checked and images resolved in prepare(). */
  tasks?: Task[];
  /** Throw InfraError from prepare() when a known task's image cannot be built or found. */
  strict_images?: boolean;
  /** Limit for an agent's `install` step, seconds. */
  agent_setup_timeout_sec?: number;
  /** The agents of the plan with their tasks: built-in coding agents are installed and layered in prepare(). */
  /** `field`: the scenario field the agent came from, named by an install error. */
  agent_tasks?: { agent: AgentSpec; tasks: Task[]; field?: string }[];
  /** Platform for image builds and pulls, e.g. "linux/amd64". */
  platform?: string;
  /** How built-in agents reach session containers: mounted, layered, or `auto` (agent-layer.ts). */
  agent_install?: AgentInstallMode;
  /** The image builder, instead of the best one the runner has (build.ts); tests force `classic`. */
  builder?: BuilderKind;
}

/** A session id as part of a Docker network name. */
function sanitize(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, "-")
    .slice(0, 40);
}

const errText = (err: unknown): string => (err instanceof Error ? err.message : String(err)).split("\n")[0];

export class DockerRuntime extends DockerSessionHost implements Runtime {
  readonly kind = "docker" as const;
  private readonly images = new ImageCache();
  private readonly agentLayers: AgentLayers;
  private readonly composes = new Map<string, ComposeSpec>();
  /** Content-hash tag per build context, dockerfile and args. */
  private readonly tags = new Map<string, Promise<string>>();

  constructor(protected override readonly opts: DockerRuntimeOptions) {
    super(opts);
    this.agentLayers = new AgentLayers(this.docker, opts.agent_install, (tag) => ({
      logFile: this.buildLog(`agent-${tag}`),
      timeoutSec: 900,
      networkMode: this.buildNetworkMode(),
      platform: this.opts.platform,
      signal: this.stopping.signal,
      builder: this.opts.builder,
    }));
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

  // ── compose sessions ──────────────────────────────────────────────────────

  private async gatewayOf(network: string): Promise<string | null> {
    try {
      const info = await this.docker.getNetwork(network).inspect();
      const gw = (info.IPAM?.Config ?? []).map((c: { Gateway?: string }) => c.Gateway).find(Boolean);
      return gw ?? null;
    } catch {
      return null;
    }
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

  // ── the session ───────────────────────────────────────────────────────────

  runSession(spec: SessionSpec, io: SessionIO): Promise<SessionOutcome> {
    return runTrial(spec, io, (task, plan) => new DockerEnvironment(this, spec, task, plan, io), {
      agentSetupTimeoutSec: this.opts.agent_setup_timeout_sec,
      verifier: (task, verifier, step) => new DockerVerifier(this, spec, task, verifier, step, io),
    });
  }
}

export function createDockerRuntime(opts: DockerRuntimeOptions): Runtime {
  return new DockerRuntime(opts);
}
