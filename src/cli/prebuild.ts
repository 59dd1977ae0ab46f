/**
 * `agent-loadtest prebuild <task-dir> [--tag NAME] [--base-image IMAGE] [--agent NAME[@VER]]`: build a
 * task's image once (with a built-in coding agent baked in, when asked) and pin it as
 * `[environment].docker_image` in its task.toml, so runs skip the build.
 * The rest of task.toml is kept as written.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type Dockerode from "dockerode";
import { CODING_AGENT_NAMES, codingAgent } from "../agents/table.js";
import type { AgentDef } from "../agents/types.js";
import { InfraError, UserError } from "../errors.js";
import { pingDocker } from "../pipeline/preflight.js";
import { hint } from "../scenario/issues.js";
import { loadTask } from "../scenario/tasks.js";
import { parseFlags } from "./common.js";
import { prebuildFlags } from "./flag-tables.js";

/** task.toml text with `docker_image` set in `[environment]`, everything else untouched. */
export function pinDockerImage(text: string, image: string): string {
  const line = `docker_image = ${JSON.stringify(image)}`;
  const lines = text.split("\n");
  const header = lines.findIndex((l) => /^\s*\[environment\]\s*(#.*)?$/.test(l));
  if (header === -1) {
    const sep = text.length === 0 || text.endsWith("\n") ? "" : "\n";
    return `${text}${sep}\n[environment]\n${line}\n`;
  }
  let end = lines.length;
  for (let i = header + 1; i < lines.length; i++) {
    if (/^\s*\[/.test(lines[i])) {
      end = i;
      break;
    }
  }
  for (let i = header + 1; i < end; i++) {
    if (/^\s*docker_image\s*=/.test(lines[i])) {
      lines[i] = line;
      return lines.join("\n");
    }
  }
  lines.splice(header + 1, 0, line);
  return lines.join("\n");
}

export async function prebuildCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseFlags("prebuild", argv, prebuildFlags);
  const agent = values.agent === undefined ? null : parseAgentFlag(String(values.agent));
  if (positionals.length !== 1) {
    throw new UserError("expects exactly one task folder", undefined, "agent-loadtest prebuild");
  }
  const dir = path.resolve(positionals[0]);
  const task = loadTask(dir);
  const envDir = path.join(dir, "environment");
  // Loaded here, not at the top: the command table lists prebuild without pulling in the Docker client.
  const { default: Dockerode } = await import("dockerode");
  const { buildImage, buildNetworkFor, taskImageTag } = await import("../runtimes/docker/build.js");
  const buildArgs: Record<string, string> = values["base-image"]
    ? { BASE_IMAGE: values["base-image"] as string }
    : {};
  const tag = (values.tag as string | undefined) ?? (await taskImageTag(envDir, buildArgs));
  const docker = new Dockerode();
  await pingDocker(docker);
  const logFile = path.join(tmpdir(), `agent-loadtest-prebuild-${tag.replace(/[/:]/g, "_")}.log`);
  const result = await buildImage(docker, {
    contextDir: envDir,
    tag,
    buildArgs,
    timeoutSec: task.config.environment.build_timeout_sec,
    logFile,
    networkMode: await buildNetworkFor(docker),
  });
  if (!result.ok) throw new InfraError(`${result.error} (build log: ${logFile})`);
  const image = agent ? await bakeAgent(docker, tag, agent, logFile) : tag;
  const tomlFile = path.join(dir, "task.toml");
  writeFileSync(tomlFile, pinDockerImage(readFileSync(tomlFile, "utf8"), image));
  console.log(`built ${image} and pinned it in ${tomlFile}`);
  return 0;
}

/** `--agent NAME[@VER]`: a built-in coding agent, at its pinned version unless one is given. */
export function parseAgentFlag(value: string): { def: AgentDef; version: string } {
  const at = value.lastIndexOf("@");
  const name = at > 0 ? value.slice(0, at) : value;
  const def = codingAgent(name);
  if (!def) {
    const near = hint(name, CODING_AGENT_NAMES);
    throw new UserError(
      `unknown agent "${name}"${near} (built in: ${CODING_AGENT_NAMES.join(", ")})`,
      undefined,
      "--agent",
    );
  }
  return { def, version: at > 0 ? value.slice(at + 1) : def.version };
}

async function bakeAgent(
  docker: Dockerode,
  baseImage: string,
  agent: { def: AgentDef; version: string },
  logFile: string,
): Promise<string> {
  const { installOnHost } = await import("../agents/install.js");
  const { ensureAgentLayer } = await import("../runtimes/docker/agent-layer.js");
  const install = await installOnHost(agent.def, agent.version);
  const layer = await ensureAgentLayer(docker, { baseImage, install, logFile, timeoutSec: 900 });
  if (!layer.ok) throw new InfraError(`${layer.error} (build log: ${logFile})`);
  return layer.image;
}
