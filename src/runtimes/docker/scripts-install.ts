/**
 * A recipe with `scripts: true`: its package's install scripts are code from the registry, so npm runs
 * them in a throwaway container of the task image — never on the runner — with the install's work
 * folder bind-mounted, this machine's user id (the files stay ours to rename and remove), the host
 * network (to reach the registry the user's npm configuration names) and npm's own environment only.
 * The install is keyed by the task image too: what scripts build belongs to the image they ran in.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type Dockerode from "dockerode";
import {
  agentCacheRoot,
  type HostInstall,
  INSTALL_TIMEOUT_MS,
  type Installable,
  installWith,
  type NpmRunner,
} from "../../agents/install.js";
import { containerNpmEnv, userNpmrc } from "../../agents/npm-env.js";
import { errorMessage } from "../../errors.js";

/** Where the work folder and the user's `.npmrc` appear in the install container. */
const PREFIX = "/agent-loadtest-install";
const NPMRC = "/agent-loadtest-npmrc";

export interface ScriptsInstallOptions {
  /** The engine's network for the install; `host` reaches a registry on the runner's loopback. */
  networkMode?: string;
  root?: string;
  timeoutMs?: number;
}

/** Installs `def@version` by npm in a container of `image`, scripts on; reused per image. */
export async function installInImage(
  docker: Dockerode,
  image: string,
  def: Installable,
  version: string,
  opts: ScriptsInstallOptions = {},
): Promise<HostInstall> {
  const id = (await docker.getImage(image).inspect()).Id.replace(/^sha256:/, "").slice(0, 16);
  const root = opts.root ?? path.join(agentCacheRoot(), "with-scripts", id);
  return installWith(def, version, root, inContainer(docker, image, opts));
}

function inContainer(docker: Dockerode, image: string, opts: ScriptsInstallOptions): NpmRunner {
  return async (prefix, args) => {
    const npmrc = userNpmrc();
    const hasNpmrc = npmrc !== undefined && existsSync(npmrc) && statSync(npmrc).isFile();
    const mounts = [{ Type: "bind" as const, Source: prefix, Target: PREFIX, ReadOnly: false }];
    if (hasNpmrc) mounts.push({ Type: "bind", Source: npmrc, Target: NPMRC, ReadOnly: true });
    const env = containerNpmEnv(process.env, hasNpmrc ? NPMRC : undefined);
    const container = await docker.createContainer({
      Image: image,
      Entrypoint: ["npm"],
      Cmd: [...args, "--prefix", PREFIX],
      Env: Object.entries(env).map(([k, v]) => `${k}=${v}`),
      WorkingDir: "/tmp",
      Tty: true,
      ...(process.getuid && process.getgid ? { User: `${process.getuid()}:${process.getgid()}` } : {}),
      Labels: { "agent-loadtest.image": "scripts-install" },
      HostConfig: { Mounts: mounts, NetworkMode: opts.networkMode ?? "host" },
    });
    try {
      await startAndWait(container, image, opts.timeoutMs ?? INSTALL_TIMEOUT_MS);
    } finally {
      await container.remove({ force: true }).catch(() => undefined);
    }
  };
}

/** Runs the install container to its end; npm's failure becomes an error with its output as stderr. */
async function startAndWait(container: Dockerode.Container, image: string, timeoutMs: number): Promise<void> {
  try {
    await container.start();
  } catch (err) {
    throw new Error(`the task image ${image} cannot run npm for the install scripts (${errorMessage(err)})`);
  }
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("npm timed out"), { killed: true })), timeoutMs);
  });
  try {
    const { StatusCode } = (await Promise.race([container.wait(), timedOut])) as { StatusCode: number };
    if (StatusCode === 0) return;
    const log = (await container.logs({ stdout: true, stderr: true, tail: 200 })).toString("utf8");
    throw Object.assign(new Error(`npm exited ${StatusCode} in ${image}`), { stderr: log });
  } finally {
    clearTimeout(timer);
  }
}
