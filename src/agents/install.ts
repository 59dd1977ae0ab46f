/**
 * Installs a built-in agent, a recipe's package (or the Node it needs) once per machine:
 * `npm install <package>@<version>` for linux-x64 into a cache folder keyed by name@version, reused by
 * every later run. The package is untrusted code: npm runs with its lifecycle scripts off and an
 * environment holding only npm's own settings (npm-env.ts); a recipe that needs its scripts
 * (`scripts: true`) is installed in a container of its task image instead (runtimes/docker), never here.
 * The install is made in a folder of its own and renamed into place whole, with a marker naming the
 * exact package, version and the integrity npm recorded, so an interrupted or concurrent install, or a
 * folder of another package, is never an entry a later run trusts.
 * A version the registry does not have, or a registry out of reach, is an InfraError with the cause in one line.
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { InfraError } from "../errors.js";
import { readBounded } from "../read-bounded.js";
import { npmEnv } from "./npm-env.js";
import type { AgentDef } from "./types.js";

/** What an install needs to know of a package: an agent's row, or the Node runtime's. */
export type Installable = Pick<AgentDef, "name" | "package" | "entry" | "extras" | "scripts"> & {
  /** How errors name it; `agent <name>` unless given. */
  label?: string;
};

/** What an install is, as its marker records it and every reuse checks. */
export interface InstallIdentity {
  package: string;
  version: string;
  /** The tarball's integrity npm recorded in its lockfile (null when the registry gave none). */
  integrity: string | null;
  /** Whether the package's lifecycle scripts ran (in a container of a task image). */
  scripts: boolean;
}

const run = promisify(execFile);
/** In an install folder once it is whole: the install's identity as JSON. */
export const INSTALL_MARKER = ".agent-loadtest-installed";
/** A marker is a few hundred bytes; a larger file there is not one of ours. */
const MARKER_MAX_BYTES = 4096;
const VIEW_TIMEOUT_MS = 60_000;
export const INSTALL_TIMEOUT_MS = 15 * 60_000;
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

/** The folder of `def@version` under `root`; the name is injective per package (recipe.ts installName). */
export function installDir(def: Pick<Installable, "name">, version: string, root = agentCacheRoot()): string {
  return path.join(root, `${def.name}@${version}`);
}

/** The marker's text for an install. */
export function markerText(id: InstallIdentity): string {
  return `${JSON.stringify(id)}\n`;
}

/** The identity a folder's marker records, or null when it has none we wrote. */
export function readMarker(dir: string): InstallIdentity | null {
  const file = path.join(dir, INSTALL_MARKER);
  try {
    const s = statSync(file);
    if (!s.isFile() || s.size > MARKER_MAX_BYTES) return null;
    const id = JSON.parse(readFileSync(file, "utf8")) as Partial<InstallIdentity>;
    if (typeof id.package !== "string" || typeof id.version !== "string") return null;
    const integrity = typeof id.integrity === "string" ? id.integrity : null;
    return { package: id.package, version: id.version, integrity, scripts: id.scripts === true };
  } catch {
    return null;
  }
}

/** Whether the folder holds exactly `def`'s package at `version`, installed as `def` asks. */
function holds(dir: string, def: Pick<Installable, "package" | "scripts">, version: string): boolean {
  const id = readMarker(dir);
  return (
    id !== null &&
    id.package === def.package &&
    id.version === version &&
    id.scripts === (def.scripts === true)
  );
}

/**
 * Whether `def@version` is installed whole in the cache: its marker names this package and version
 * (a folder of any other is not this install) and its program is there.
 */
export function isInstalled(
  def: Pick<Installable, "name" | "package" | "entry" | "scripts">,
  version: string,
  root = agentCacheRoot(),
): boolean {
  const dir = installDir(def, version, root);
  return holds(dir, def, version) && existsSync(path.join(dir, def.entry));
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
        env: npmEnv(),
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
 * one of the same package and version wins and ours is dropped; anything else (no marker, another
 * package's) is never trusted and is replaced.
 */
async function settle(tmp: string, dir: string, same: (dir: string) => boolean): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await rename(tmp, dir);
      return;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== "ENOTEMPTY" && code !== "EEXIST") throw err;
      if (same(dir)) {
        await rm(tmp, { recursive: true, force: true });
        return;
      }
      if (attempt > 2) throw err;
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/**
 * The integrity npm recorded for the package it installed (its hidden lockfile), checking that it
 * installed exactly the version asked for.
 */
async function lockedIntegrity(tmp: string, def: Installable, version: string): Promise<string | null> {
  const text = await readBounded(path.join(tmp, "node_modules", ".package-lock.json"));
  let entry: { version?: unknown; integrity?: unknown } | undefined;
  try {
    entry = text === null ? undefined : JSON.parse(text).packages?.[`node_modules/${def.package}`];
  } catch {
    entry = undefined;
  }
  if (!entry) throw new Error("npm wrote no lockfile entry for the package");
  if (entry.version !== version) throw new Error(`npm installed version ${String(entry.version)}`);
  return typeof entry.integrity === "string" ? entry.integrity : null;
}

/**
 * An install's error as the user reads it: naming the scenario field that chose the version
 * (`agent.version`, or a declared recipe's `agent.recipe.npm`).
 */
export function installError(field: string | undefined, err: Error, declared = false): Error {
  return field ? new InfraError(`${field}.${declared ? "recipe.npm" : "version"}: ${err.message}`) : err;
}

/** Runs `npm <args>` with the install folder as its prefix (on this machine, or in a container). */
export type NpmRunner = (prefix: string, args: string[]) => Promise<void>;

/** npm on this machine, scripts off, with npm's own environment only. */
const onHost: NpmRunner = async (prefix, args) => {
  await run("npm", [...args, "--prefix", prefix, "--ignore-scripts"], {
    timeout: INSTALL_TIMEOUT_MS,
    maxBuffer: 16 << 20,
    env: npmEnv(),
  });
};

export async function installOnHost(
  def: Installable,
  version: string,
  root = agentCacheRoot(),
): Promise<HostInstall> {
  if (def.scripts)
    throw new InfraError(
      `${def.label ?? `agent ${def.name}`}: a recipe with scripts: true installs only in a container of its task image (the docker runtime), never on this machine`,
    );
  return installWith(def, version, root, onHost);
}

/**
 * The one install path: reused when whole and of this package, else npm (through `npm`) into a work
 * folder that becomes the install, marker last, only once complete.
 */
export async function installWith(
  def: Installable,
  version: string,
  root: string,
  npm: NpmRunner,
): Promise<HostInstall> {
  const started = performance.now();
  const label = def.label ?? `agent ${def.name}`;
  if (!VERSION.test(version)) throw new InfraError(`${label}: "${version}" is not a version`);
  const entry = `${def.name}@${version}`;
  const dir = installDir(def, version, root);
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
    const args = ["install", "--no-save", "--no-audit", "--no-fund", "--no-package-lock"];
    args.push("--os=linux", "--cpu=x64", "--engine-strict=false", "--loglevel=error");
    await npm(tmp, [...args, `${def.package}@${version}`, ...(def.extras ?? [])]);
    if (!existsSync(path.join(tmp, def.entry))) throw new Error(`${def.entry} is missing after the install`);
    const integrity = await lockedIntegrity(tmp, def, version);
    const id = { package: def.package, version, integrity, scripts: def.scripts === true };
    await writeFile(path.join(tmp, INSTALL_MARKER), markerText(id));
    await settle(tmp, dir, (d) => holds(d, def, version));
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    if (err instanceof InfraError) throw err;
    throw new InfraError(`${label}: installing ${def.package}@${version} failed (${firstLine(err)})`);
  }
  return done(false);
}
