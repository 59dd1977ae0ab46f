/**
 * Image builds, through the best builder the runner has, chosen once per Docker client:
 * - `buildx`: `docker buildx build --load` when `docker buildx version` answers (GitHub's runners);
 * - `buildkit`: the Engine API with `version=2` when the daemon builds with BuildKit that way;
 * - `classic`: the Engine API's classic builder. A Dockerfile that needs BuildKit fails here before the
 *   build, with one line naming the file, line and instruction (dockerfile-syntax.ts).
 * Every builder gets the same context tar, the same limits (build timeout, the run's interruption) and
 * writes one bounded build log.
 */
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type Dockerode from "dockerode";
import { killTree, newMark, newTree, PROC_MARK, trackTree } from "../../children.js";
import { limit } from "../../limits.js";
import { BuildKitTrace } from "./buildkit-trace.js";
import { needsBuildKit } from "./dockerfile-syntax.js";
import {
  type BuildRequest,
  followJsonStream,
  type ImageResult,
  imageExists,
  whenAborted,
  withTimeout,
} from "./images.js";
import { fileEntry, listTree, packTar } from "./tar.js";

/** For the lazy build sites (prebuild, HTTP services): one import, so the bundle holds images.ts once. */
export { buildNetworkFor, ensurePulled, imageExists, serviceImageTag, taskImageTag } from "./images.js";

export type BuilderKind = "buildx" | "buildkit" | "classic";

/** What the runner has; each answers once, bounded. */
export interface BuilderProbe {
  buildx(): Promise<boolean>;
  engineBuildKit(): Promise<boolean>;
}

export interface BuildOptions {
  /** The builder to use, skipping the probe (tests; prebuild could offer it). */
  builder?: BuilderKind;
  /** The Docker CLI to run buildx with (default `docker` on PATH). */
  cli?: string;
}

const PROBE_MS = 10_000;

/** The first builder the runner has, in order of preference. */
export async function chooseBuilder(probe: BuilderProbe): Promise<BuilderKind> {
  if (await probe.buildx()) return "buildx";
  if (await probe.engineBuildKit()) return "buildkit";
  return "classic";
}

/**
 * The CLI's environment: it must load images into the daemon this client talks to, so a client on a unix
 * socket names it in DOCKER_HOST unless the user already set one (the CLI's context could name another).
 */
async function cliEnv(docker: Dockerode): Promise<NodeJS.ProcessEnv> {
  const modem = docker.modem as { getSocketPath?: () => Promise<unknown> };
  const socket = process.env.DOCKER_HOST ? undefined : await modem.getSocketPath?.().catch(() => undefined);
  if (typeof socket !== "string" || socket.startsWith("//./pipe/")) return { ...process.env };
  return { ...process.env, DOCKER_HOST: `unix://${socket}` };
}

/** Exit status of `cli args`, or null when it cannot run or outlives `ms`; its output is discarded. */
function exitCodeOf(cli: string, args: string[], env: NodeJS.ProcessEnv, ms: number): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(cli, args, { stdio: "ignore", env });
    const timer = setTimeout(() => child.kill("SIGKILL"), ms);
    child.on("error", () => resolve(null));
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/**
 * Does this daemon build with BuildKit through the API? A `version=2` build of `FROM scratch` + `COPY
 * --chmod` of a file that is not there: BuildKit answers with its progress messages first (and then fails,
 * so no image is left); a daemon without it ignores the parameter and the classic builder answers.
 */
export async function engineHasBuildKit(docker: Dockerode): Promise<boolean> {
  const dockerfile = "FROM scratch\nCOPY --chmod=755 absent /absent\n";
  const context = Readable.from([packTar([fileEntry("Dockerfile", dockerfile)])]);
  try {
    return await withTimeout(
      async (cancel) => {
        const stream = (await docker.buildImage(
          context as unknown as NodeJS.ReadableStream,
          {
            version: "2",
          } as Dockerode.ImageBuildOptions,
        )) as NodeJS.ReadableStream & { destroy?: () => void };
        whenAborted(cancel, () => stream.destroy?.());
        return await new Promise<boolean>((resolve) => {
          let seen = "";
          const decide = (answer: boolean): void => {
            stream.destroy?.();
            resolve(answer);
          };
          stream.on("data", (chunk: Buffer) => {
            seen += chunk.toString("utf8");
            if (seen.includes('"moby.buildkit.trace"')) decide(true);
            else if (seen.length > 64 * 1024) decide(false);
          });
          stream.on("end", () => decide(false));
          stream.on("error", () => decide(false));
        });
      },
      PROBE_MS,
      "BuildKit probe",
    );
  } catch {
    return false;
  }
}

/** The probes against the real CLI and daemon. */
export function runnerProbe(docker: Dockerode, cli = "docker"): BuilderProbe {
  return {
    buildx: async () => (await exitCodeOf(cli, ["buildx", "version"], await cliEnv(docker), PROBE_MS)) === 0,
    engineBuildKit: () => engineHasBuildKit(docker),
  };
}

const chosen = new WeakMap<Dockerode, Promise<BuilderKind>>();

/** The builder of this Docker client, probed on its first build and remembered. */
export function builderFor(docker: Dockerode, cli?: string): Promise<BuilderKind> {
  let pending = chosen.get(docker);
  if (!pending) {
    pending = chooseBuilder(runnerProbe(docker, cli));
    chosen.set(docker, pending);
  }
  return pending;
}

/** A build log that stops growing at its limit, and says so once. */
function boundedLog(file: string): { write: (text: string) => void; end: () => Promise<void> } {
  const stream = createWriteStream(file, { flags: "a" });
  stream.on("error", () => undefined);
  const max = limit("buildLogBytes");
  let written = 0;
  return {
    // A cancelled build's stream may still deliver a chunk after the log is closed: dropped, never a crash.
    write: (text) => {
      if (stream.writableEnded || written > max) return;
      written += Buffer.byteLength(text);
      stream.write(written > max ? `\n# build log cut at ${max} bytes\n` : text);
    },
    end: () => new Promise<void>((resolve) => stream.end(() => resolve())),
  };
}

/** The context the builder reads: the caller's stream, or `contextDir` packed. */
async function contextOf(req: BuildRequest): Promise<NodeJS.ReadableStream> {
  if (req.context) return req.context();
  return Readable.from([packTar(await listTree(req.contextDir))]);
}

/** On the classic builder, the one line a Dockerfile that needs BuildKit fails with (null: none needed). */
async function classicRefusal(req: BuildRequest): Promise<string | null> {
  const file = path.join(req.contextDir, req.dockerfile ?? "Dockerfile");
  const text = await readFile(file, "utf8").catch(() => null);
  return text === null ? null : needsBuildKit(file, text);
}

/** One build through the Engine API; `version` "2" asks for BuildKit. Resolves to the build's error. */
async function engineBuild(
  docker: Dockerode,
  req: BuildRequest,
  kind: "buildkit" | "classic",
  write: (text: string) => void,
  cancel: AbortSignal,
): Promise<string | null> {
  const stream = (await docker.buildImage(
    (await contextOf(req)) as unknown as NodeJS.ReadableStream,
    {
      t: req.tag,
      dockerfile: req.dockerfile ?? "Dockerfile",
      buildargs: req.buildArgs,
      rm: true,
      forcerm: true,
      networkmode: req.networkMode,
      platform: req.platform,
      labels: req.labels ?? { "agent-loadtest.image": "task" },
      ...(kind === "buildkit" ? { version: "2" } : {}),
    } as Dockerode.ImageBuildOptions,
  )) as NodeJS.ReadableStream & { destroy?: () => void };
  // Closing the request makes the daemon cancel the build.
  whenAborted(cancel, () => stream.destroy?.());
  return followJsonStream(stream, write, kind === "buildkit" ? new BuildKitTrace() : undefined);
}

/** The arguments of `docker buildx build` for a request; the context comes as a tar on stdin. */
export function buildxArgs(req: BuildRequest): string[] {
  const args = ["buildx", "build", "--load", "--progress=plain", "-t", req.tag];
  if (req.dockerfile && req.dockerfile !== "Dockerfile") args.push("-f", req.dockerfile);
  for (const [k, v] of Object.entries(req.buildArgs)) args.push("--build-arg", `${k}=${v}`);
  for (const [k, v] of Object.entries(req.labels ?? { "agent-loadtest.image": "task" }))
    args.push("--label", `${k}=${v}`);
  if (req.platform) args.push("--platform", req.platform);
  if (req.networkMode === "host") args.push("--network", "host", "--allow", "network.host");
  else if (req.networkMode) args.push("--network", req.networkMode);
  args.push("-");
  return args;
}

/** One build through `docker buildx build --load`, its process tree ended on cancel. Resolves to its error. */
async function buildxBuild(
  docker: Dockerode,
  cli: string,
  req: BuildRequest,
  write: (text: string) => void,
  cancel: AbortSignal,
): Promise<string | null> {
  const context = await contextOf(req);
  const env = await cliEnv(docker);
  const mark = newMark();
  const child = spawn(cli, buildxArgs(req), {
    env: { ...env, [PROC_MARK]: mark },
    stdio: ["pipe", "pipe", "pipe"],
    detached: true,
  });
  const tree = child.pid ? newTree(child.pid, mark) : null;
  const untrack = tree ? trackTree(tree) : () => {};
  let last = "";
  const keep = (chunk: Buffer): void => {
    const text = chunk.toString("utf8");
    write(text);
    last = (last + text).slice(-4096);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.stdin.on("error", () => undefined);
  context.pipe(child.stdin);
  whenAborted(cancel, () => tree && killTree(tree));
  const code = await new Promise<number | string>((resolve) => {
    child.on("error", (e) => resolve(`could not start ${cli}: ${e.message}`));
    child.on("close", (c, signal) => resolve(c ?? `killed by ${signal}`));
  });
  untrack();
  if (code === 0) return null;
  if (typeof code === "string") return code;
  const lines = last.split("\n").filter((l) => l.trim());
  const error = lines.reverse().find((l) => l.startsWith("ERROR:"));
  return error?.replace(/^ERROR:\s*/, "") ?? `docker buildx build exited with code ${code}`;
}

/** Builds one image; the build log streams to `req.logFile`. A failure is `env_build` with its cause. */
export async function buildImage(docker: Dockerode, req: BuildRequest & BuildOptions): Promise<ImageResult> {
  await mkdir(path.dirname(req.logFile), { recursive: true });
  const log = boundedLog(req.logFile);
  try {
    const kind = req.builder ?? (await builderFor(docker, req.cli));
    log.write(`# build ${req.tag} from ${req.contextDir} (builder: ${kind})\n`);
    const refusal = kind === "classic" ? await classicRefusal(req) : null;
    if (refusal) {
      log.write(`ERROR: ${refusal}\n`);
      return { ok: false, kind: "buildkit", error: refusal };
    }
    const error = await withTimeout(
      (cancel) =>
        kind === "buildx"
          ? buildxBuild(docker, req.cli ?? "docker", req, log.write, cancel)
          : engineBuild(docker, req, kind, log.write, cancel),
      req.timeoutSec * 1000,
      `image build of ${req.tag}`,
      req.signal,
    );
    if (error) return { ok: false, kind: "build", error: `image build failed: ${error.trim()}` };
    if (!(await imageExists(docker, req.tag))) {
      return { ok: false, kind: "build", error: `image build of ${req.tag} produced no image` };
    }
    return { ok: true, image: req.tag, built: true };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    log.write(`ERROR: ${message}\n`);
    return { ok: false, kind: "build", error: message };
  } finally {
    await log.end();
  }
}
