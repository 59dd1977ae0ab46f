/**
 * What a runtime provides to the trial lifecycle (trial.ts): a place a session runs in. The lifecycle
 * decides the order of the steps, their phases and every bucket; an environment only does the steps
 * and reports plain facts (exit codes, timeouts, aborts, OOM kills, whether it is still alive).
 */
/** Host folders an agent needs inside the environment, by the name they appear under (`/agent`, `/solution`). */
export type MountName = "agent" | "solution";

export interface ExecRequest {
  argv: string[];
  env: Record<string, string>;
  /** The user to run as; null: the environment's default. */
  user?: string | null;
  /** Seconds; null means no limit. */
  timeoutSec: number | null;
  /** Files in the session folder for the output; the same file twice merges both streams. */
  stdout: string;
  stderr: string;
}

export interface ExecResult {
  exitCode: number | null;
  timedOut: boolean;
  /** Stopped because the run was interrupted. */
  aborted: boolean;
  /** The command could not start at all (not found, not executable). */
  spawnError?: string | null;
  /** The signal that ended it, when one did. */
  signal?: string | null;
}

export interface VerifyRequest {
  timeoutSec: number;
  /** The task's `[verifier].env`. */
  env: Record<string, string>;
  user: string | null;
  /** The agent ran out of time: its leftover processes go before the verifier runs. */
  killLeftovers: boolean;
  /** The agent's variables, for an environment whose verifier shares the agent's host (local). */
  agentEnv: Record<string, string>;
  /** Host folders that become `/tests`, in order: a later one's files win over an earlier one's. */
  tests: string[];
  /** Empty `/tests` before they go in (a multi-step task's later steps must not see earlier tests). */
  clearTests: boolean;
}

/** The verifier a `runAgent` is followed by. */
export type NextVerifier = Pick<VerifyRequest, "timeoutSec" | "env" | "user">;

/** Where things are, as the agent sees them. */
export interface EnvironmentPaths {
  workdir: string;
  agentLogs: string;
  verifierLogs: string;
  instructionFile: string;
  mount(name: MountName): string;
  /** Where a built-in coding agent's install, HOME and node are here; absent: the environment has none. */
  codingAgent?(name: string): { installDir: string; home: string; node: string };
}

export interface TrialEnvironment {
  /**
   * env_setup: make the environment, with the mounts in place. Absent when there is nothing to start
   * (no phase is timed then). Throws EnvError for a failure it can name by kind.
   */
  start?(signal: AbortSignal): Promise<void>;
  /** Valid once started. */
  paths(): EnvironmentPaths;
  /** The run's variables (service URLs, ids) as commands in this environment must see them. */
  runEnv(env: Record<string, string>): Record<string, string>;
  /** A command (the agent's install step). */
  exec(req: ExecRequest, signal: AbortSignal): Promise<ExecResult>;
  /** Merges the host folder `from` into the folder `to` (a path as `paths()` gives them): its files win. */
  uploadDir(from: string, to: string): Promise<void>;
  /** Replaces the folder `to` with the host folder `from`: uploadDir on an emptied folder. */
  replaceDir(from: string, to: string): Promise<void>;
  /**
   * The agent. May keep its exec open to carry the verifier that follows (see DockerEnvironment):
   * `next` is that verifier's limit, variables and user, as its `verify` will ask.
   */
  runAgent(req: ExecRequest, signal: AbortSignal, next: NextVerifier): Promise<ExecResult>;
  /** The task's tests, put in only now, on an emptied verifier folder, and `tests/test.sh`. */
  verify(req: VerifyRequest, signal: AbortSignal): Promise<ExecResult>;
  /** Brings the agent's and the verifier's log folders to `<session>/agent` and `<session>/verifier`. */
  collectLogs(): Promise<void>;
  /**
   * Copies absolute paths of this environment to the host folder `to`, each at `to/<its path>`, best
   * effort: one record a path. Absent: the environment cannot give files out (no separate verifier).
   */
  download?(paths: string[], to: string): Promise<ArtifactRecord[]>;
  /** Did the OOM killer act here? */
  oomKilled(): Promise<boolean>;
  /** Why the environment is gone (removed or stopped under the session), or null while it is there. */
  gone(): Promise<string | null>;
  /** Facts for the outcome's attrs (image, container id, ...). */
  attrs(): Record<string, string | number | boolean>;
  /** Remove everything the session started; bounded in time; true when all went. */
  stop(): Promise<boolean>;
}

/** What became of one artifact path: copied, not there, or failed to copy (why). */
export interface ArtifactRecord {
  path: string;
  status: "ok" | "missing" | "failed";
  error?: string;
}

/**
 * A verifier's own environment (a task's or a step's separate verifier): started fresh for one
 * verification, given only the collected artifacts, then stopped. Its tests are in its image.
 */
export interface VerifierEnvironment {
  /** Builds or finds its image and starts it. Throws EnvError for a failure it can name by kind. */
  start(signal: AbortSignal): Promise<void>;
  /** The host folder `from`, laid out as download() left it, to the same absolute paths here (parents made). */
  upload(from: string, paths: string[]): Promise<void>;
  /** `/tests/test.sh` on an emptied verifier folder; its logs come back to `<session>/verifier`. */
  verify(req: Pick<VerifyRequest, "timeoutSec" | "env" | "user">, signal: AbortSignal): Promise<ExecResult>;
  attrs(): Record<string, string | number | boolean>;
  /** Remove everything it started; bounded in time; true when all went. */
  stop(): Promise<boolean>;
}

/**
 * What went wrong in an environment, in its own terms: an image that would not build (`build`, or
 * `buildkit` when the Dockerfile needs a builder the engine lacks) or pull, a compose file it could not
 * use, a sidecar not healthy, a start that failed, a container gone. The trial maps a kind to a bucket
 * (`bucketOf`, outcome.ts); an environment never names one.
 */
export type EnvErrorKind = "build" | "buildkit" | "pull" | "compose" | "unhealthy" | "start" | "gone";

/** A failure of the environment, by kind; its message is the one the session's outcome carries. */
export class EnvError extends Error {
  constructor(
    readonly kind: EnvErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "EnvError";
  }
}
