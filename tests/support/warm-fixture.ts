/**
 * A workspace for the Action's cache: tasks/hello-file copied with a nonce in its environment (so its
 * content tag, and the agent layers on it, are this workspace's own and removing them touches no one
 * else's images), the mock LLM's portable script, and a Docker scenario running the given built-in agents.
 */
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import Dockerode from "dockerode";
import { existingLayer } from "../../src/runtimes/docker/agent-layer.js";
import { taskImageTag } from "../../src/runtimes/docker/images.js";

const ROOT = resolve(import.meta.dirname, "../..");
const NONCE_LABEL = "agent-loadtest.test-nonce";

/** A built-in agent (by name and version), or a command agent: `command` run in the task's container. */
export interface WarmAgentSpec {
  name: string;
  version?: string;
  command?: string[];
}

export interface WarmWorkspace {
  dir: string;
  scenario: string;
  /** The copied task's environment folder (its image's content tag is taken from it). */
  envDir: string;
}

/** `root`: the repository (a bundled caller, as the bench, names it); `agentInstall`: the scenario's. */
export function warmWorkspace(
  agents: WarmAgentSpec[],
  o: { sessions?: number; root?: string; agentInstall?: "auto" | "mount" | "layer" } = {},
): WarmWorkspace {
  const { sessions = 1, root = ROOT, agentInstall = "auto" } = o;
  const dir = mkdtempSync(join(tmpdir(), "warm-ws-"));
  const task = join(dir, "tasks", "hello-file");
  cpSync(join(root, "tasks", "hello-file"), task, { recursive: true });
  const envDir = join(task, "environment");
  // In the Dockerfile, so the image itself (its id, hence its agent layers' tags) is this workspace's own.
  const nonce = `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  appendFileSync(join(envDir, "Dockerfile"), `LABEL ${NONCE_LABEL}="${nonce}"\n`);
  mkdirSync(join(dir, "scripts"));
  cpSync(join(root, "examples", "scripts", "hello-file.yaml"), join(dir, "scripts", "hello-file.yaml"));
  const pairs = agents
    .map(
      (a) =>
        `  - agent: { name: ${a.name}${a.version ? `, version: "${a.version}"` : ""}${a.command ? `, command: ${JSON.stringify(a.command)}` : ""} }\n    task: tasks/hello-file\n    sessions: ${sessions}\n    n_concurrent: 1\n`,
    )
    .join("");
  const scenario = join(dir, "warm.yaml");
  writeFileSync(
    scenario,
    `name: warm
mode: ${agents.length > 1 ? "multi_agent_multi_session" : "single_agent_multi_session"}
runtime:
  type: docker
  docker:
    network_mode: host
    agent_install: ${agentInstall}
services:
  mock_llm:
    ttft_ms: 20
    itl_ms: 2
    tokens: 8
    script: scripts/hello-file.yaml
pairs:
${pairs}load:
  concurrency: ${agents.length}
thresholds:
  pass_rate: ["rate>=1"]
retry:
  max_retries: 0
`,
  );
  return { dir, scenario, envDir };
}

/** The workspace's task image tag and the agents' layer tags on it that exist now. */
export async function warmImages(
  ws: WarmWorkspace,
  agents: { name: string; version: string }[],
  docker = new Dockerode(),
): Promise<{ task: string; layers: string[]; present: boolean }> {
  const task = await taskImageTag(ws.envDir, {});
  const present = await docker
    .getImage(task)
    .inspect()
    .then(
      () => true,
      () => false,
    );
  const layers: string[] = [];
  if (present)
    for (const a of agents) {
      const layer = await existingLayer(docker, task, a);
      if (layer && layer !== task) layers.push(layer);
    }
  return { task, layers, present };
}

/** Removes the workspace's images (layers first): the next run finds none of them. */
export async function removeWarmImages(
  ws: WarmWorkspace,
  agents: { name: string; version: string }[],
  docker = new Dockerode(),
): Promise<void> {
  const { task, layers } = await warmImages(ws, agents, docker);
  // Only images this workspace made: a layer on its task image, the task image with its nonce.
  const ours = async (tag: string) => {
    const labels = (await docker.getImage(tag).inspect()).Config?.Labels ?? {};
    return tag === task ? NONCE_LABEL in labels : labels["agent-loadtest.base"] === task;
  };
  for (const tag of [...layers, task])
    if (await ours(tag).catch(() => false))
      await docker
        .getImage(tag)
        .remove({ force: true })
        .catch(() => undefined);
}
