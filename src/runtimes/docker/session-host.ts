/**
 * What a session's Docker environment (environment.ts) uses of its runtime (runtime.ts): the engine,
 * and the run-wide caches (images, archives, what each image can do) its sessions share.
 */
import type Dockerode from "dockerode";
import type { SessionEvent } from "../../metrics/events.js";
import type { AgentSpec, Task } from "../../scenario/model.js";
import type { SeparateVerifier } from "../../scenario/verifier-mode.js";
import type { ComposeSpec } from "./compose.js";
import type { ImageResult } from "./images.js";
import type { TarEntry } from "./tar.js";

export const AGENT_LOGS = "/logs/agent";
export const VERIFIER_LOGS = "/logs/verifier";
/** An emptied verifier folder any verifier user can write. */
export const CLEAR_VERIFIER = `rm -rf ${VERIFIER_LOGS} && mkdir -m 777 -p ${VERIFIER_LOGS}`;
export const RUN_VERIFIER = `/tests/test.sh > ${VERIFIER_LOGS}/test-stdout.txt 2>&1 </dev/null`;

/** What PID 1 did with the files: unpacked them, has no tar, failed, or never answered. */
export type Unpacked = "ok" | "no-tar" | "failed" | "unknown";

/** The network a compose session's main container joins. */
export interface MainNetwork {
  name: string;
  gateway: string | null;
}

export interface SessionHost {
  readonly docker: Dockerode;
  readonly networkMode: string;
  readonly hasDefaultBridge: boolean;
  /** Per image: is there a tar to carry the verifier's files through its exec? */
  readonly tars: Map<string, boolean>;
  /** Per image: does PID 1 unpack the session's files (false once it could not)? */
  readonly unpacks: Map<string, boolean>;
  /** Per image: does it have GNU timeout (so limits are enforced inside the container)? */
  readonly gnuTimeout: Map<string, boolean>;
  taskImage(task: Task): Promise<ImageResult>;
  /** A separate verifier's image: its pinned `docker_image`, else a build of its context (verifier-mode.ts). */
  verifierImage(task: Task, verifier: SeparateVerifier): Promise<ImageResult>;
  /** The task's image with the session's built-in coding agent baked in (else the task's). */
  sessionImage(agent: AgentSpec, task: Task): Promise<ImageResult>;
  compose(task: Task): ComposeSpec;
  workdirOf(task: Task, image: string): Promise<string>;
  tree(dir: string, prefix: string): Promise<TarEntry[]>;
  testArchive(dirs: string[]): Promise<{ entries: TarEntry[]; tar: Buffer }>;
  createNetwork(name: string, sessionId: string): Promise<Dockerode.Network>;
  createVolumes(spec: ComposeSpec, network: string, sessionId: string): Promise<Dockerode.Volume[]>;
  gatewayOf(network: string): Promise<string | null>;
  startSidecars(
    task: Task,
    spec: ComposeSpec,
    sessionId: string,
    network: string,
    signal: AbortSignal,
    started: (c: Dockerode.Container) => void,
  ): Promise<void>;
  createMain(
    task: Task,
    image: string,
    sessionLabel: string,
    network: MainNetwork | null,
    files?: Buffer,
    created?: (container: Dockerode.Container) => void,
  ): Promise<{ container: Dockerode.Container; unpacked: Unpacked; startedAt: number }>;
  takePrewarmed(task: Task, image: string): Promise<Dockerode.Container | null>;
  refill(task: Task, image: string): void;
  /** Loopback URLs in the run's variables, as containers reach the host. */
  reachableFromContainers(env: Record<string, string>): Record<string, string>;
  runsAsRoot(task: Task, image: string): Promise<boolean>;
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
