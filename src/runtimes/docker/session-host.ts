/**
 * Every session's host: the half of the Docker runtime its sessions use. `SessionHost` is what a
 * session's environment (environment.ts) and a separate verifier (verifier.ts) call; DockerSessionHost
 * implements it: the main container (created with its files, prewarmed, torn down), what sessions learn
 * of an image (its config, `facts`), the test archives, the single exec's script, sampling. The image
 * and compose half (images, compose files, a compose session's network and sidecars) is DockerRuntime's
 * (runtime.ts), which extends it.
 */
import { PassThrough } from "node:stream";
import Dockerode from "dockerode";
import type { AgentSpec } from "../../agents/types.js";
import type { SessionEvent } from "../../events/events.js";
import type { Task } from "../../scenario/model.js";
import type { SeparateVerifier } from "../../scenario/verifier-mode.js";
import { OWNER_LABEL, PROCESS_OWNER, ROLE_LABEL, RUN_LABEL, SESSION_LABEL } from "../labels.js";
import type { RunContext } from "../types.js";
import type { ComposeSpec, VolumeMount } from "./compose.js";
import { isGone } from "./exec.js";
import type { ImageResult } from "./images.js";
import { startSampler } from "./sampler.js";
import { listTree, packTar, type TarEntry } from "./tar.js";

export const AGENT_LOGS = "/logs/agent";
export const VERIFIER_LOGS = "/logs/verifier";
/** An emptied verifier folder any verifier user can write. */
export const CLEAR_VERIFIER = `rm -rf ${VERIFIER_LOGS} && mkdir -m 777 -p ${VERIFIER_LOGS}`;
export const RUN_VERIFIER = `/tests/test.sh > ${VERIFIER_LOGS}/test-stdout.txt 2>&1 </dev/null`;

/** A host folder bind-mounted read-only into a session's container (a built-in agent's install). */
export interface AgentMount {
  source: string;
  target: string;
}

/** The engine's mount of an agent's install: the probe (agent-layer.ts) asks for exactly what sessions get. */
export function agentBind(m: AgentMount) {
  return { Type: "bind" as const, Source: m.source, Target: m.target, ReadOnly: true };
}

/** What a session's main container starts from: its image, and its agent's install when mounted. */
export interface MainImage {
  image: string;
  mount?: AgentMount;
}

/** The image a session starts, with its agent's mount when the agent is not in the image. */
export type SessionImage = ImageResult & { mount?: AgentMount };

/** What PID 1 did with the files: unpacked them, has no tar, failed, or never answered. */
export type Unpacked = "ok" | "no-tar" | "failed" | "unknown";

/** What a compose session started beside its main container. */
export interface ComposeResources {
  network: Dockerode.Network | null;
  volumes: Dockerode.Volume[];
  sidecars: Dockerode.Container[];
}

/** The network a compose session's main container joins. */
export interface MainNetwork {
  name: string;
  gateway: string | null;
}

/** What an image can do, learned from its first sessions; undefined until known. */
export interface ImageFacts {
  /** It has tar, so the agent's exec can carry the verifier's files (single exec). */
  tar?: boolean;
  /** PID 1 unpacks the session's files (false once it could not). */
  unpacks?: boolean;
  /** It has GNU timeout, so limits are enforced inside the container. */
  gnuTimeout?: boolean;
}

/** What a session's environment and a separate verifier use of their runtime. */
export interface SessionHost {
  readonly docker: Dockerode;
  /** What sessions learned of an image so far (read-only here: the runtime records it). */
  facts(image: string): Readonly<ImageFacts>;
  /** A session learned something of its image (that it has GNU timeout). */
  learn(image: string, facts: Partial<ImageFacts>): void;
  /** A separate verifier's image: its pinned `docker_image`, else a build of its context (verifier-mode.ts). */
  verifierImage(task: Task, verifier: SeparateVerifier): Promise<ImageResult>;
  /** The task's image with the session's built-in coding agent baked in or mounted (else the task's). */
  sessionImage(agent: AgentSpec, task: Task): Promise<SessionImage>;
  workdirOf(task: Task, image: string): Promise<string>;
  tree(dir: string, prefix: string): Promise<TarEntry[]>;
  testArchive(dirs: string[]): Promise<{ entries: TarEntry[]; tar: Buffer }>;
  /**
   * A compose session's network, volumes and sidecars, each put in `own` as soon as it exists (a failure
   * midway still tears them down); says the network the main container joins. Throws EnvError.
   */
  startCompose(
    task: Task,
    sessionId: string,
    signal: AbortSignal,
    own: ComposeResources,
  ): Promise<MainNetwork>;
  createMain(
    task: Task,
    image: MainImage,
    sessionLabel: string,
    network: MainNetwork | null,
    files?: Buffer,
    created?: (container: Dockerode.Container) => void,
  ): Promise<{ container: Dockerode.Container; unpacked: Unpacked; startedAt: number }>;
  takePrewarmed(task: Task, image: MainImage): Promise<Dockerode.Container | null>;
  refill(task: Task, image: MainImage): void;
  /** The run's variables as the session's containers reach the host (`ownNetwork`: a compose session's). */
  reachable(env: Record<string, string>, ownNetwork: boolean): Record<string, string>;
  /** The single exec's script, or null where it cannot run (not root, a name sh cannot set). */
  stagedScript(
    task: Task,
    image: string,
    agentKeys: string[],
    verifier: { timeoutSec: number; env: Record<string, string> },
  ): Promise<((mark: string) => string) | null>;
  /** Samples the container until the returned stop (which takes a last reading); `since`: when it started. */
  startSampler(
    container: Dockerode.Container,
    emit: (e: SessionEvent) => void,
    since: number | null,
  ): () => Promise<void>;
  teardown(
    container: Dockerode.Container | null,
    sidecars: Dockerode.Container[],
    network: Dockerode.Network | null,
    volumes?: Dockerode.Volume[],
  ): Promise<boolean>;
}

/** What of the run's options sessions' host reads (DockerRuntimeOptions, runtime.ts, has the rest). */
export interface SessionHostOptions {
  runId: string;
  /** Container network: "bridge" (default), "host", "none" or a network name. */
  network_mode?: string;
  pids_limit?: number;
  /** Containers created ahead per task, so env_setup leaves the measured path. */
  prewarm?: number;
  /** Stats sampling period per session container; 0 turns sampling off. */
  resource_interval_ms?: number;
  docker?: Dockerode;
  /** Bound on removing one session's containers and network, ms. */
  teardown_timeout_ms?: number;
  /** Leave session containers in place for debugging (close() still sweeps them unless this is set). */
  keep_containers?: boolean;
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

/** The work's result, or undefined once `ms` have passed. */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The session-facing half of the Docker runtime, and the state both halves share (the engine, the
 * network sessions join, the run's stop); the runtime (runtime.ts) gives it images and compose files.
 */
export abstract class DockerSessionHost implements SessionHost {
  readonly docker: Dockerode;
  private readonly trees = new Map<string, Promise<TarEntry[]>>();
  private readonly imageConfigs = new Map<string, Promise<ImageConfig>>();
  /** The tests folder of a task, packed once. */
  private readonly testArchives = new Map<string, Promise<{ entries: TarEntry[]; tar: Buffer }>>();
  private readonly imageFacts = new Map<string, ImageFacts>();
  protected readonly pools = new Map<string, Promise<Dockerode.Container | null>[]>();
  readonly networkMode: string;
  /** Where containers find the host: `host-gateway` or a concrete gateway IP. */
  protected hostGateway = "host-gateway";
  hasDefaultBridge = true;
  protected ctx: RunContext | null = null;
  /** Aborted by the run's interruption or close(): image builds and pulls stop waiting. */
  protected readonly stopping = new AbortController();
  protected closed = false;
  private prewarmSeq = 0;
  private warnedLoopback = false;

  constructor(protected readonly opts: SessionHostOptions) {
    this.docker = opts.docker ?? new Dockerode();
    this.networkMode = opts.network_mode ?? "bridge";
  }

  abstract sessionImage(agent: AgentSpec, task: Task): Promise<SessionImage>;
  abstract verifierImage(task: Task, verifier: SeparateVerifier): Promise<ImageResult>;
  abstract startCompose(
    task: Task,
    sessionId: string,
    signal: AbortSignal,
    own: ComposeResources,
  ): Promise<MainNetwork>;
  /** A compose task's file, parsed once (the runtime's). */
  abstract compose(task: Task): ComposeSpec;

  protected log(level: "info" | "warn" | "error", message: string): void {
    this.ctx?.log(level, message);
  }

  // ── images as sessions see them ───────────────────────────────────────────

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
export function sessionVolume(network: string, volume: string): string {
  return `${network}_${volume}`;
}

/** A service's compose volumes as the engine mounts them: the session's own volumes. */
export function volumeMounts(mounts: VolumeMount[], network: string): Dockerode.MountSettings[] {
  return mounts.map((m) => ({
    Type: "volume",
    Source: sessionVolume(network, m.volume),
    Target: m.target,
    ReadOnly: m.readOnly,
  }));
}
