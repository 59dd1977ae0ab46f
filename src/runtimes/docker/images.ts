/**
 * Task images: a pinned `docker_image` is used as is (pulled when missing), otherwise the task's
 * `environment/` is built (build.ts) and tagged by its content hash, so sessions of one task
 * share one build. One build per tag at a time; the outcome (tag or failure) is remembered for the run.
 */
import { createHash } from "node:crypto";
import type Dockerode from "dockerode";
import type { EnvErrorKind } from "../environment.js";
import type { BuildKitTrace } from "./buildkit-trace.js";
import { listTree } from "./tar.js";

export type ImageResult =
  | { ok: true; image: string; built: boolean }
  | { ok: false; kind: EnvErrorKind; error: string };

export interface BuildRequest {
  /** Build context folder (the task's `environment/`, or a compose service's context). */
  contextDir: string;
  dockerfile?: string;
  tag: string;
  buildArgs: Record<string, string>;
  timeoutSec: number;
  logFile: string;
  /** Network for RUN steps ("host" where the daemon has no default bridge). */
  networkMode?: string;
  platform?: string;
  /** The run's interruption: the build is cancelled and reported as stopped. */
  signal?: AbortSignal;
  /** A ready tar stream of the context (large contexts stream instead of packing `contextDir` in memory). */
  context?: () => NodeJS.ReadableStream;
  labels?: Record<string, string>;
}

/** sha256 of a folder's files (paths, modes, contents) plus extra inputs, first 16 hex chars. */
export async function contentHash(dir: string, extra: Record<string, string> = {}): Promise<string> {
  const hash = createHash("sha256");
  for (const entry of await listTree(dir)) {
    hash.update(`${entry.type}\0${entry.name}\0${entry.mode & 0o111 ? "x" : "-"}\0`);
    if (entry.data) hash.update(entry.data);
    if (entry.linkname) hash.update(entry.linkname);
    hash.update("\0");
  }
  for (const key of Object.keys(extra).sort()) hash.update(`${key}=${extra[key]}\0`);
  return hash.digest("hex").slice(0, 16);
}

export async function imageExists(docker: Dockerode, name: string): Promise<boolean> {
  try {
    await docker.getImage(name).inspect();
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads a progress stream of JSON lines, writing `stream` text to `log`; resolves to the first error.
 * A BuildKit build's progress (`moby.buildkit.trace`) is rendered through `trace`.
 */
export function followJsonStream(
  stream: NodeJS.ReadableStream,
  log: ((text: string) => void) | null,
  trace?: BuildKitTrace,
): Promise<string | null> {
  return new Promise((resolve) => {
    let rest = "";
    let error: string | null = null;
    const line = (text: string): void => {
      if (!text.trim()) return;
      try {
        const msg = JSON.parse(text) as {
          id?: string;
          stream?: string;
          status?: string;
          error?: string;
          errorDetail?: { message?: string };
          aux?: unknown;
        };
        if (msg.id === "moby.buildkit.trace") {
          if (trace && typeof msg.aux === "string") log?.(trace.render(msg.aux));
        } else if (msg.stream) log?.(msg.stream);
        else if (msg.status) log?.(`${msg.status}\n`);
        if (msg.error || msg.errorDetail) {
          error ??= msg.errorDetail?.message ?? msg.error ?? "build failed";
          log?.(`ERROR: ${error}\n`);
        }
      } catch {
        log?.(`${text}\n`);
      }
    };
    stream.on("data", (chunk: Buffer) => {
      rest += chunk.toString("utf8");
      const lines = rest.split("\n");
      rest = lines.pop() ?? "";
      for (const l of lines) line(l);
    });
    stream.on("end", () => {
      line(rest);
      resolve(error);
    });
    stream.on("close", () => resolve(error));
    stream.on("error", (e: Error) => resolve(error ?? e.message));
  });
}

/** Calls `fn` once `signal` aborts, or now when it already has (the request may outlive the wait). */
export function whenAborted(signal: AbortSignal, fn: () => void): void {
  if (signal.aborted) fn();
  else signal.addEventListener("abort", fn, { once: true });
}

/** Runs `work` until it ends, `ms` pass, or `stop` aborts (the run is interrupted); `cancel` tells it to give up. */
export function withTimeout<T>(
  work: (cancel: AbortSignal) => Promise<T>,
  ms: number,
  what: string,
  stop?: AbortSignal,
): Promise<T> {
  const ctl = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let onStop = (): void => undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      ctl.abort();
      reject(new Error(`${what} timed out after ${Math.round(ms / 1000)}s`));
    }, ms);
    onStop = () => {
      ctl.abort();
      reject(new Error(`${what} stopped: the run was interrupted`));
    };
    if (stop?.aborted) onStop();
    else stop?.addEventListener("abort", onStop, { once: true });
  });
  return Promise.race([work(ctl.signal), timeout]).finally(() => {
    clearTimeout(timer);
    stop?.removeEventListener("abort", onStop);
  });
}

/** Uses a named image, pulling it when missing locally; a failed pull is kind `pull`. */
export async function ensurePulled(
  docker: Dockerode,
  name: string,
  timeoutSec: number,
  platform?: string,
  signal?: AbortSignal,
): Promise<ImageResult> {
  if (await imageExists(docker, name)) return { ok: true, image: name, built: false };
  try {
    const error = await withTimeout(
      async (cancel) => {
        const stream = (await docker.pull(name, platform ? { platform } : {})) as NodeJS.ReadableStream & {
          destroy?: () => void;
        };
        whenAborted(cancel, () => stream.destroy?.());
        return followJsonStream(stream, null);
      },
      timeoutSec * 1000,
      `pull of ${name}`,
      signal,
    );
    if (!error && (await imageExists(docker, name))) return { ok: true, image: name, built: false };
    return {
      ok: false,
      kind: "pull",
      error: `image ${name} is not present and could not be pulled: ${error}`,
    };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return {
      ok: false,
      kind: "pull",
      error: `image ${name} is not present and could not be pulled: ${message}`,
    };
  }
}

/** Remembers one result per key and runs at most one resolution per key at a time (per process). */
export class ImageCache {
  private readonly results = new Map<string, Promise<ImageResult>>();

  get(key: string, resolve: () => Promise<ImageResult>): Promise<ImageResult> {
    let pending = this.results.get(key);
    if (!pending) {
      pending = resolve();
      this.results.set(key, pending);
    }
    return pending;
  }
}

/** The network RUN steps use: the daemon default, or "host" where it has no default bridge. */
export async function buildNetworkFor(docker: Dockerode, networkMode?: string): Promise<string | undefined> {
  if (networkMode === "host" || networkMode === "none") return networkMode;
  const nets = await docker.listNetworks().catch(() => [] as Dockerode.NetworkInspectInfo[]);
  return nets.some((n) => n.Name === "bridge") ? undefined : "host";
}

/** The content-hash tag a task's `environment/` builds to (build args are part of the content). */
/** The content-hash tag an agent service's build context builds to. */
export async function serviceImageTag(contextDir: string, dockerfile = "Dockerfile"): Promise<string> {
  return `agent-loadtest/agent-service-${await contentHash(contextDir, { dockerfile })}`;
}

export async function taskImageTag(
  envDir: string,
  buildArgs: Record<string, string>,
  dockerfile = "Dockerfile",
): Promise<string> {
  return `agent-loadtest/task-${await contentHash(envDir, { ...buildArgs, dockerfile })}`;
}
