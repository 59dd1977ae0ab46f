/**
 * A built-in agent in a session's container at /opt/agents/<name>, one of two ways:
 *  - mount (an engine on this machine): the host install, bind-mounted read-only into every session
 *    container of the task image — nothing is built or copied, and a warm job restores only the install;
 *  - layer (an engine elsewhere, which cannot see this machine's files): one layer `FROM <task image>`
 *    that copies the host install, tagged by the task image's id and the agent's name@version, so later
 *    sessions and runs reuse it. The install folder streams to the daemon through `tar` (hundreds of MB,
 *    never in memory).
 * An image that already carries the agent (`prebuild --agent`, or a layer made earlier) is used as it is.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type Dockerode from "dockerode";
import {
  type HostInstall,
  INSTALL_MARKER,
  installError,
  installOnHost,
  isInstalled,
} from "../../agents/install.js";
import { type CodingAgentUse, codingAgentOf } from "../../agents/session.js";
import { AGENTS_ROOT } from "../../agents/table.js";
import type { AgentInstallRecord, AgentSpec } from "../../agents/types.js";
import { errorMessage, InfraError } from "../../errors.js";
import type { Task } from "../../scenario/model.js";
import { type BuilderKind, buildImage } from "./build.js";
import { type ImageResult, imageExists } from "./images.js";
import { installInImage } from "./scripts-install.js";
import { type AgentMount, agentBind, type SessionImage } from "./session-host.js";

export interface LayerRequest {
  baseImage: string;
  install: HostInstall;
  logFile: string;
  timeoutSec: number;
  networkMode?: string;
  platform?: string;
  signal?: AbortSignal;
  builder?: BuilderKind;
}

export async function agentLayerTag(
  docker: Dockerode,
  baseImage: string,
  install: Pick<HostInstall, "name" | "version">,
): Promise<string> {
  const id = (await docker.getImage(baseImage).inspect()).Id;
  const key = createHash("sha256")
    .update(`${id}\n${install.name}@${install.version}\n`)
    .digest("hex")
    .slice(0, 16);
  return `agent-loadtest/agent-${install.name}:${key}`;
}

/** Streams `<ctx>/Dockerfile` and the install folder (as `agent/`) as one tar. */
function contextStream(ctxDir: string, install: HostInstall): NodeJS.ReadableStream {
  const parent = path.dirname(install.dir);
  const base = path.basename(install.dir);
  const tar = spawn(
    "tar",
    [
      "-c",
      "-C",
      ctxDir,
      "Dockerfile",
      "-C",
      parent,
      `--transform=s,^${base.replace(/[.@]/g, "\\$&")},agent,`,
      base,
    ],
    { stdio: ["ignore", "pipe", "ignore"] },
  );
  return tar.stdout;
}

type LayerResult = SessionImage & { cached: boolean; ms: number };

export type AgentInstallMode = "auto" | "mount" | "layer";

/**
 * `auto`: mounted when the engine is reached through a local socket, and then only once it shows the
 * install through the mount (mountRefused) — a job container or a pod handed the host's socket sees other
 * paths than the engine does; else layered.
 */
export function agentInstallMode(
  setting: AgentInstallMode | undefined,
  docker: Dockerode,
): "mount" | "layer" {
  if (setting === "mount" || setting === "layer") return setting;
  const modem = docker.modem as { socketPath?: unknown; host?: unknown };
  return modem.socketPath !== undefined && modem.host === undefined ? "mount" : "layer";
}

/**
 * Why the engine cannot show the install at `mount.source` through a mount (it sees other files, or
 * none there), or null when it can: a container created with the mount and never started, asked for
 * the install's marker, then removed.
 */
async function mountRefused(docker: Dockerode, image: string, mount: AgentMount): Promise<string | null> {
  let container: Dockerode.Container | null = null;
  try {
    container = await docker.createContainer({
      Image: image,
      Cmd: ["true"],
      HostConfig: { Mounts: [agentBind(mount)] },
    });
    const stat = (await container.infoArchive({ path: `${mount.target}/${INSTALL_MARKER}` })) as {
      resume?: () => void;
    };
    // The answer is read to its end, or its socket keeps the process alive.
    stat.resume?.();
    return null;
  } catch (err) {
    return errorMessage(err);
  } finally {
    await container?.remove({ force: true }).catch(() => undefined);
  }
}

/**
 * The agent's layer on `baseImage` when it is already there (built by an earlier run, restored from a
 * cache, or the base pinned by `prebuild --agent`), else null: then the agent must be installed and layered.
 */
export async function existingLayer(
  docker: Dockerode,
  baseImage: string,
  agent: Pick<HostInstall, "name" | "version">,
): Promise<string | null> {
  const base = await docker.getImage(baseImage).inspect();
  if (base.Config?.Labels?.["agent-loadtest.agent"] === `${agent.name}@${agent.version}`) return baseImage;
  const tag = await agentLayerTag(docker, baseImage, agent);
  return (await imageExists(docker, tag)) ? tag : null;
}

export async function ensureAgentLayer(docker: Dockerode, req: LayerRequest): Promise<LayerResult> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const ready = await existingLayer(docker, req.baseImage, req.install);
  if (ready) return { ok: true, image: ready, built: false, cached: true, ms: ms() };
  const tag = await agentLayerTag(docker, req.baseImage, req.install);
  const ctxDir = await mkdtemp(path.join(tmpdir(), "agent-layer-"));
  try {
    const target = `${AGENTS_ROOT}/${req.install.name}`;
    await writeFile(path.join(ctxDir, "Dockerfile"), `FROM ${req.baseImage}\nCOPY agent ${target}\n`);
    const result = await buildImage(docker, {
      contextDir: ctxDir,
      context: () => contextStream(ctxDir, req.install),
      tag,
      buildArgs: {},
      timeoutSec: req.timeoutSec,
      logFile: req.logFile,
      networkMode: req.networkMode,
      platform: req.platform,
      signal: req.signal,
      builder: req.builder,
      labels: {
        "agent-loadtest.image": "agent",
        "agent-loadtest.agent": `${req.install.name}@${req.install.version}`,
        "agent-loadtest.base": req.baseImage,
      },
    });
    return { ...result, cached: false, ms: ms() };
  } finally {
    await rm(ctxDir, { recursive: true, force: true });
  }
}

/**
 * The layers of one run, built at most once per (task image, agent@version); install records per agent.
 * An agent whose layer is already there is not installed on the host at all.
 */
export class AgentLayers {
  private readonly layers = new Map<string, Promise<LayerResult>>();
  private readonly installs = new Map<string, Promise<HostInstall>>();
  /** Says what is being installed or built, for the run's live progress. */
  say: (line: string) => void = () => {};

  private readonly mode: "mount" | "layer";
  /** Whether the engine shows each install folder through a mount (null) or why not: asked once per folder. */
  private readonly refusals = new Map<string, Promise<string | null>>();

  constructor(
    private readonly docker: Dockerode,
    /** `runtime.docker.agent_install`: a refused mount asked for is an error; one chosen by `auto`, a layer. */
    private readonly setting: AgentInstallMode | undefined,
    private readonly options: (tag: string) => Omit<LayerRequest, "baseImage" | "install">,
  ) {
    this.mode = agentInstallMode(setting, docker);
  }

  host(use: CodingAgentUse): Promise<HostInstall> {
    const key = `${use.def.name}@${use.version}`;
    let pending = this.installs.get(key);
    if (!pending) {
      if (!isInstalled(use.def, use.version)) this.say(`installing agent ${key} (npm ${use.def.package})`);
      pending = installOnHost(use.def, use.version).then((install) => {
        this.say(`agent ${key} ${install.cached ? "found installed" : `installed in ${secs(install.ms)}`}`);
        return install;
      });
      this.installs.set(key, pending);
    }
    return pending;
  }

  /** A recipe with `scripts: true`: installed in a container of the task image, once per image. */
  private inImage(baseImage: string, use: CodingAgentUse): Promise<HostInstall> {
    const key = `${baseImage}\n${use.def.name}@${use.version}`;
    let pending = this.installs.get(key);
    if (!pending) {
      this.say(
        `installing agent ${use.def.name}@${use.version} in ${baseImage} (npm ${use.def.package}, scripts on)`,
      );
      pending = installInImage(this.docker, baseImage, use.def, use.version);
      this.installs.set(key, pending);
    }
    return pending;
  }

  layer(baseImage: string, use: CodingAgentUse): Promise<LayerResult> {
    const key = `${baseImage}\n${use.def.name}@${use.version}`;
    let pending = this.layers.get(key);
    if (!pending) {
      pending = this.build(baseImage, use);
      this.layers.set(key, pending);
    }
    return pending;
  }

  private async build(baseImage: string, use: CodingAgentUse): Promise<LayerResult> {
    const started = performance.now();
    const agent = { name: use.def.name, version: use.version };
    const ready = await existingLayer(this.docker, baseImage, agent);
    if (ready) return { ok: true, image: ready, built: false, cached: true, ms: 0 };
    if (use.def.scripts && this.mode === "layer") {
      const error = `recipe.scripts: the install scripts run in a container with the install folder mounted, and this engine cannot mount this machine's folders (runtime.docker.agent_install: ${this.setting ?? "auto"})`;
      return { ok: false, kind: "start", error, cached: false, ms: 0 };
    }
    const install = use.def.scripts ? await this.inImage(baseImage, use) : await this.host(use);
    if (this.mode === "mount") {
      const mount = { source: install.dir, target: `${AGENTS_ROOT}/${install.name}` };
      let refused = this.refusals.get(install.dir);
      if (!refused) {
        refused = mountRefused(this.docker, baseImage, mount);
        this.refusals.set(install.dir, refused);
      }
      const why = await refused;
      if (!why) {
        const ms = Math.round(performance.now() - started);
        return { ok: true, image: baseImage, built: false, cached: install.cached, ms, mount };
      }
      const error = `runtime.docker.agent_install: mount: the engine cannot mount ${install.dir} (${why})`;
      if (this.setting === "mount") return { ok: false, kind: "start", error, cached: false, ms: 0 };
      this.say(`the engine cannot mount ${install.dir} (${why}); the agent is layered`);
    }
    const name = `${install.name}@${install.version}`;
    this.say(`building the ${name} layer on ${baseImage}`);
    const result = await ensureAgentLayer(this.docker, { baseImage, install, ...this.options(name) });
    if (result.ok) this.say(`built the ${name} layer on ${baseImage} in ${secs(result.ms)}`);
    const ms = Math.round(performance.now() - started);
    return { ...result, cached: result.cached && install.cached, ms };
  }
}

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * prepare(): each built-in coding agent of the plan installed once (when a layer needs it) and layered
 * on every task image it runs on, the agents side by side; one record per agent@version (cached only
 * when nothing had to be installed or built).
 */
export async function prepareAgentLayers(
  layers: AgentLayers,
  agentTasks: { agent: AgentSpec; tasks: Task[]; field?: string }[],
  taskImage: (task: Task) => Promise<ImageResult>,
): Promise<AgentInstallRecord[]> {
  const byAgent = new Map<string, { use: CodingAgentUse; tasks: Task[]; field?: string }>();
  for (const { agent, tasks, field } of agentTasks) {
    const use = codingAgentOf(agent);
    if (!use) continue;
    const key = `${use.def.name}@${use.version}`;
    const seen = byAgent.get(key);
    byAgent.set(key, { use, tasks: [...(seen?.tasks ?? []), ...tasks], field: seen?.field ?? field });
  }
  const one = async ({ use, tasks, field }: { use: CodingAgentUse; tasks: Task[]; field?: string }) => {
    let ms = 0;
    let cached = true;
    for (const task of tasks) {
      const base = await taskImage(task);
      if (!base.ok) continue;
      const layer = await layers.layer(base.image, use).catch((err: Error) => {
        throw installError(field, err, use.label !== undefined);
      });
      if (!layer.ok)
        throw new InfraError(`agent ${use.def.name}@${use.version} on ${base.image}: ${layer.error}`);
      ms += layer.ms;
      cached &&= layer.cached;
    }
    return { name: use.def.name, version: use.version, install: { cached, ms } };
  };
  // Every agent's install and layers at once: npm and the daemon overlap instead of queueing.
  const settled = await Promise.allSettled([...byAgent.values()].map(one));
  const failed = settled.find((s) => s.status === "rejected");
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return settled.map((s) => (s as PromiseFulfilledResult<AgentInstallRecord>).value);
}

/** The image a session starts: the task's, with its built-in coding agent's layer on top or mounted. */
export async function sessionImage(
  layers: AgentLayers,
  agent: AgentSpec,
  base: ImageResult,
): Promise<SessionImage> {
  const use = codingAgentOf(agent);
  if (!use || !base.ok) return base;
  return layers.layer(base.image, use);
}
