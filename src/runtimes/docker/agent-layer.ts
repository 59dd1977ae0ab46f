/**
 * A built-in agent baked into a task image: one layer `FROM <task image>` that copies the host install to
 * /opt/agents/<name>, tagged by the task image's id and the agent's name@version, so later sessions and
 * runs reuse it. The install folder streams to the daemon through `tar` (hundreds of MB, never in memory).
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type Dockerode from "dockerode";
import { type HostInstall, installError, installOnHost } from "../../agents/install.js";
import { type CodingAgentUse, codingAgentOf } from "../../agents/session.js";
import { AGENTS_ROOT } from "../../agents/table.js";
import type { AgentInstallRecord } from "../../agents/types.js";
import { InfraError } from "../../errors.js";
import type { AgentSpec, Task } from "../../scenario/model.js";
import { type BuilderKind, buildImage } from "./build.js";
import { type ImageResult, imageExists } from "./images.js";

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
  install: HostInstall,
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

export async function ensureAgentLayer(
  docker: Dockerode,
  req: LayerRequest,
): Promise<ImageResult & { cached: boolean; ms: number }> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  // A task image pinned by `prebuild --agent` already holds this agent.
  const base = await docker.getImage(req.baseImage).inspect();
  if (base.Config?.Labels?.["agent-loadtest.agent"] === `${req.install.name}@${req.install.version}`)
    return { ok: true, image: req.baseImage, built: false, cached: true, ms: ms() };
  const tag = await agentLayerTag(docker, req.baseImage, req.install);
  if (await imageExists(docker, tag)) return { ok: true, image: tag, built: false, cached: true, ms: ms() };
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

/** The layers of one run, built at most once per (task image, agent@version); install records per agent. */
export class AgentLayers {
  private readonly layers = new Map<string, Promise<ImageResult & { cached: boolean; ms: number }>>();
  private readonly installs = new Map<string, Promise<HostInstall>>();

  constructor(
    private readonly docker: Dockerode,
    private readonly options: (tag: string) => Omit<LayerRequest, "baseImage" | "install">,
  ) {}

  host(use: CodingAgentUse): Promise<HostInstall> {
    const key = `${use.def.name}@${use.version}`;
    let pending = this.installs.get(key);
    if (!pending) {
      pending = installOnHost(use.def, use.version);
      this.installs.set(key, pending);
    }
    return pending;
  }

  async layer(
    baseImage: string,
    use: CodingAgentUse,
  ): Promise<ImageResult & { cached: boolean; ms: number }> {
    const key = `${baseImage}\n${use.def.name}@${use.version}`;
    let pending = this.layers.get(key);
    if (!pending) {
      pending = this.host(use).then((install) =>
        ensureAgentLayer(this.docker, {
          baseImage,
          install,
          ...this.options(`${install.name}@${install.version}`),
        }),
      );
      this.layers.set(key, pending);
    }
    return pending;
  }
}

/**
 * prepare(): each built-in coding agent of the plan installed once and layered on every task image it
 * runs on; one record per agent@version (cached only when nothing had to be installed or built).
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
  const records: AgentInstallRecord[] = [];
  for (const { use, tasks, field } of byAgent.values()) {
    const host = await layers.host(use).catch((err: Error) => {
      throw installError(field, err);
    });
    let ms = host.ms;
    let cached = host.cached;
    for (const task of tasks) {
      const base = await taskImage(task);
      if (!base.ok) continue;
      const layer = await layers.layer(base.image, use);
      if (!layer.ok)
        throw new InfraError(`agent ${use.def.name}@${use.version} on ${base.image}: ${layer.error}`);
      ms += layer.ms;
      cached &&= layer.cached;
    }
    records.push({ name: use.def.name, version: use.version, install: { cached, ms } });
  }
  return records;
}

/** The image a session starts: the task's, with its built-in coding agent's layer on top. */
export async function sessionImage(
  layers: AgentLayers,
  agent: AgentSpec,
  base: ImageResult,
): Promise<ImageResult> {
  const use = codingAgentOf(agent);
  if (!use || !base.ok) return base;
  return layers.layer(base.image, use);
}
