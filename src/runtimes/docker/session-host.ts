/**
 * What a session's Docker environment (environment.ts) uses of its runtime (runtime.ts): the engine,
 * and the run-wide caches (images, archives, what each image can do) its sessions share.
 */
import type Dockerode from "dockerode";
import type { AgentSpec } from "../../agents/types.js";
import type { SessionEvent } from "../../events/events.js";
import type { Task } from "../../scenario/model.js";
import type { SeparateVerifier } from "../../scenario/verifier-mode.js";
import type { ImageResult } from "./images.js";
import type { TarEntry } from "./tar.js";

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
