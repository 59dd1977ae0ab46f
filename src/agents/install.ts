/**
 * Installs a built-in agent (or the Node it needs) once per machine: `npm install <package>@<version>`
 * for linux-x64 into a cache folder keyed by name@version, reused by every later run. The install is
 * made in a folder of its own and renamed into place whole, marker included, so an interrupted or
 * concurrent install never leaves an entry a later run trusts.
 * A version the registry does not have, or a registry out of reach, is an InfraError with the cause in one line.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { InfraError } from "../errors.js";
import type { AgentDef } from "./types.js";

/** What an install needs to know of a package: an agent's row, or the Node runtime's. */
export type Installable = Pick<AgentDef, "name" | "package" | "entry" | "extras"> & {
  /** How errors name it; `agent <name>` unless given. */
  label?: string;
};

const run = promisify(execFile);
/** In an install folder once it is whole. */
export const INSTALL_MARKER = ".agent-loadtest-installed";
const VIEW_TIMEOUT_MS = 60_000;
const INSTALL_TIMEOUT_MS = 15 * 60_000;
/** A work folder older than the longest install is left from an interrupted one. */
const STALE_MS = INSTALL_TIMEOUT_MS + 60_000;

export interface HostInstall {
  name: string;
  version: string;
  dir: string;
  cached: boolean;
  ms: number;
}

export function agentCacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(env.AGENT_LOADTEST_CACHE ?? path.join(homedir(), ".cache", "agent-loadtest"), "agents");
}

const VERSION = /^[0-9A-Za-z.+-]+$/;

/** Whether `def@version` is installed whole in the cache (its marker and its program are there). */
export function isInstalled(
  def: Pick<Installable, "name" | "entry">,
  version: string,
  root = agentCacheRoot(),
): boolean {
  const dir = path.join(root, `${def.name}@${version}`);
  return existsSync(path.join(dir, INSTALL_MARKER)) && existsSync(path.join(dir, def.entry));
}

function firstLine(err: unknown): string {
  const e = err as { stderr?: string; message?: string; killed?: boolean };
  if (e.killed) return "npm gave no answer in time";
  const text = `${e.stderr ?? ""}\n${e.message ?? ""}`;
  const line = text
    .split("\n")
    .find((l) =>
      /npm (error|ERR!) (code|404|network)|E404|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN/.test(l),
    );
  return (line ?? text.split("\n").find((l) => l.trim()) ?? "npm failed")
    .replace(/^npm (error|ERR!) /, "")
    .trim();
}

/** Asks the registry whether the version exists (only when it is not installed yet). */
async function checkVersion(def: Installable, version: string): Promise<void> {
  const label = def.label ?? `agent ${def.name}`;
  let out: string;
  try {
    out = (
      await run("npm", ["view", `${def.package}@${version}`, "version", "--json"], {
        timeout: VIEW_TIMEOUT_MS,
      })
    ).stdout;
  } catch (err) {
    const why = firstLine(err);
    if (/E404|404/.test(why))
      throw new InfraError(`${label}: ${def.package}@${version} is not in the npm registry`);
    throw new InfraError(`${label}: cannot reach the npm registry for ${def.package}@${version} (${why})`);
  }
  if (out.trim() === "")
    throw new InfraError(`${label}: ${def.package} has no version ${version} in the npm registry`);
}

/** Work folders of interrupted installs of `entry` (`<entry>.tmp-*`), once surely abandoned. */
async function sweepStale(root: string, entry: string): Promise<void> {
  const names = await readdir(root).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.startsWith(`${entry}.tmp-`))) {
    const dir = path.join(root, name);
    const age = await stat(dir).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (age > STALE_MS) await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Puts the finished install `tmp` at `dir`. Another process may have put its own there first: a whole
 * one (marker) wins and ours is dropped; a folder without the marker is never trusted and is replaced.
 */
async function settle(tmp: string, dir: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await rename(tmp, dir);
      return;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== "ENOTEMPTY" && code !== "EEXIST") throw err;
      if (existsSync(path.join(dir, INSTALL_MARKER))) {
        await rm(tmp, { recursive: true, force: true });
        return;
      }
      if (attempt > 2) throw err;
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/**
 * An install's error as the user reads it: naming the scenario field that chose the version
 * (`agent.version`, or a declared recipe's `agent.recipe.npm`).
 */
export function installError(field: string | undefined, err: Error, declared = false): Error {
  return field ? new InfraError(`${field}.${declared ? "recipe.npm" : "version"}: ${err.message}`) : err;
}

export async function installOnHost(
  def: Installable,
  version: string,
  root = agentCacheRoot(),
): Promise<HostInstall> {
  const started = performance.now();
  const label = def.label ?? `agent ${def.name}`;
  if (!VERSION.test(version)) throw new InfraError(`${label}: "${version}" is not a version`);
  const entry = `${def.name}@${version}`;
  const dir = path.join(root, entry);
  const done = (cached: boolean): HostInstall => ({
    name: def.name,
    version,
    dir,
    cached,
    ms: Math.round(performance.now() - started),
  });
  if (isInstalled(def, version, root)) return done(true);
  await checkVersion(def, version);
  await sweepStale(root, entry);
  // A folder of its own (mkdtemp), even for two installs of one process started in the same millisecond.
  await mkdir(root, { recursive: true });
  const tmp = await mkdtemp(`${dir}.tmp-`);
  try {
    // The exact version for the container's platform; npm must not swap it for one whose engines fit the host.
    const args = ["install", "--prefix", tmp, "--no-save", "--no-audit", "--no-fund", "--no-package-lock"];
    args.push("--os=linux", "--cpu=x64", "--engine-strict=false", "--loglevel=error");
    await run("npm", [...args, `${def.package}@${version}`, ...(def.extras ?? [])], {
      timeout: INSTALL_TIMEOUT_MS,
      maxBuffer: 16 << 20,
    });
    if (!existsSync(path.join(tmp, def.entry))) throw new Error(`${def.entry} is missing after the install`);
    await writeFile(path.join(tmp, INSTALL_MARKER), `${def.package}@${version}\n`);
    await settle(tmp, dir);
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    if (err instanceof InfraError) throw err;
    throw new InfraError(`${label}: installing ${def.package}@${version} failed (${firstLine(err)})`);
  }
  return done(false);
}
