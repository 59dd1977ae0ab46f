/**
 * Warm jobs on fresh runners: through the Actions cache service (@actions/cache), the Action restores
 * before the run and saves after it
 *  - each built-in agent's install folder, keyed by agent@version and the runner's platform;
 *  - the task images and the agents' layers on them, as one `docker save` archive keyed by the tasks'
 *    content tags and the agents' name@version (a layer's own tag follows from those).
 * Restored layers make the agents' installs unnecessary, so an agent is restored only when a layer is missing.
 * The cache is never a reason to fail: a miss, a corrupt entry or a broken service is a warning (or a
 * line) and a cold run. Nothing here throws.
 */
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type Dockerode from "dockerode";
import { agentCacheRoot, isInstalled } from "../agents/install.js";
import { type CodingAgentUse, codingAgentOf } from "../agents/session.js";
import { errorMessage } from "../errors.js";
import type { LoadedScenario } from "../scenario/model.js";
import type { Log } from "./log.js";

type CacheModule = typeof import("@actions/cache");

export interface WarmAgent {
  use: CodingAgentUse;
  /** `<cache>/agents/<name>@<version>` */
  dir: string;
  key: string;
}

export interface WarmPlan {
  agents: WarmAgent[];
  /** The built task images' content tags (docker runtime only). */
  taskTags: string[];
  /** The docker save archive's place on disk while it is restored or saved. */
  archive: string;
  imagesKey: string | null;
}

export interface Restored {
  imagesHit: boolean;
  /** Keys of the agents restored (or present), which need no save. */
  agentsHit: Set<string>;
}

const PLATFORM = `${process.platform}-${process.arch}`;

/** What this scenario's runs would cache: its built-in agents, and on Docker its built task images. */
export async function warmPlan(loaded: LoadedScenario): Promise<WarmPlan> {
  const root = agentCacheRoot();
  const agents = new Map<string, WarmAgent>();
  for (const pair of loaded.pairs) {
    const use = codingAgentOf(pair.agent);
    if (!use) continue;
    const entry = `${use.def.name}@${use.version}`;
    agents.set(entry, { use, dir: path.join(root, entry), key: `agent-loadtest-agent-${entry}-${PLATFORM}` });
  }
  const sc = loaded.scenario;
  const taskTags = new Set<string>();
  if (sc.runtime.type === "docker") {
    const { taskImageTag } = await import("../runtimes/docker/images.js");
    const base = sc.runtime.docker?.base_image;
    const args: Record<string, string> = base ? { BASE_IMAGE: base } : {};
    for (const pair of loaded.pairs)
      for (const task of pair.tasks) {
        const context = path.join(task.dir, "environment");
        if (task.config.environment.docker_image || !existsSync(path.join(context, "Dockerfile"))) continue;
        taskTags.add(await taskImageTag(context, args));
      }
  }
  const tags = [...taskTags].sort();
  const names = [...agents.keys()].sort();
  const digest = createHash("sha256")
    .update(JSON.stringify([tags, names]))
    .digest("hex")
    .slice(0, 24);
  return {
    agents: [...agents.values()],
    taskTags: tags,
    archive: path.join(path.dirname(root), "images", "images.tar"),
    imagesKey: tags.length > 0 ? `agent-loadtest-images-${PLATFORM}-${digest}` : null,
  };
}

async function docker(): Promise<Dockerode> {
  const { default: Docker } = await import("dockerode");
  return new Docker();
}

async function exists(d: Dockerode, tag: string): Promise<boolean> {
  return d
    .getImage(tag)
    .inspect()
    .then(
      () => true,
      () => false,
    );
}

/** Every layer tag of the plan's agents on its task images; null when a task image or a layer is missing. */
async function layerTags(d: Dockerode, plan: WarmPlan): Promise<string[] | null> {
  const { existingLayer } = await import("../runtimes/docker/agent-layer.js");
  const out: string[] = [];
  for (const tag of plan.taskTags) {
    if (!(await exists(d, tag))) return null;
    for (const a of plan.agents) {
      const layer = await existingLayer(d, tag, { name: a.use.def.name, version: a.use.version });
      if (!layer) return null;
      if (layer !== tag) out.push(layer);
    }
  }
  return out;
}

/** `cache.restoreCache`, as true on a hit; its own failures it reports itself, as warnings. */
async function restore(cache: CacheModule, paths: string[], key: string): Promise<boolean> {
  return (await cache.restoreCache(paths, key)) === key;
}

/** The images archive: restored, then `docker load`ed; a load that fails is a warning, then the run builds. */
async function restoreImages(cache: CacheModule, plan: WarmPlan, log: Log): Promise<boolean> {
  if (!plan.imagesKey) return false;
  const d = await docker();
  if (await layerTags(d, plan)) {
    log.info(`cache: the task images and agent layers are already here`);
    return true;
  }
  await mkdir(path.dirname(plan.archive), { recursive: true });
  try {
    if (!(await restore(cache, [plan.archive], plan.imagesKey))) {
      log.info(`cache: no images restored for ${plan.imagesKey}; they are built`);
      return false;
    }
    const { followJsonStream } = await import("../runtimes/docker/images.js");
    const started = performance.now();
    const stream = await d.loadImage(createReadStream(plan.archive), { quiet: true });
    const error = await followJsonStream(stream, null);
    if (error) throw new Error(error);
    const loaded = await layerTags(d, plan);
    if (!loaded) throw new Error("the archive did not hold every image");
    const s = ((performance.now() - started) / 1000).toFixed(1);
    log.info(`cache: loaded ${plan.taskTags.length + loaded.length} images in ${s} s (${plan.imagesKey})`);
    return true;
  } catch (e) {
    log.warning(`cache: the cached images could not be loaded (${errorMessage(e)}); they are built`);
    return false;
  } finally {
    await rm(plan.archive, { force: true });
  }
}

/** One agent's install folder; a failed or partial extraction leaves nothing a run would trust. */
async function restoreAgent(cache: CacheModule, a: WarmAgent, log: Log): Promise<boolean> {
  const entry = `${a.use.def.name}@${a.use.version}`;
  if (isInstalled(a.use.def, a.use.version)) return true;
  await rm(a.dir, { recursive: true, force: true });
  if (await restore(cache, [a.dir], a.key)) {
    if (isInstalled(a.use.def, a.use.version)) {
      log.info(`cache: restored agent ${entry}`);
      return true;
    }
    log.warning(`cache: the cached agent ${entry} is incomplete; it is installed`);
  } else log.info(`cache: agent ${entry} not in the cache; it is installed`);
  await rm(a.dir, { recursive: true, force: true });
  return false;
}

async function cacheModule(log: Log): Promise<CacheModule | null> {
  const cache = await import("@actions/cache");
  if (cache.isFeatureAvailable()) return cache;
  log.info("cache: no Actions cache service on this runner; a cold start");
  return null;
}

/** Before the run. Never throws: whatever goes wrong, the run starts cold. */
export async function restoreWarm(plan: WarmPlan, log: Log): Promise<Restored> {
  const none: Restored = { imagesHit: false, agentsHit: new Set() };
  try {
    const cache = await cacheModule(log);
    if (!cache) return none;
    const imagesHit = await restoreImages(cache, plan, log).catch((e) => {
      log.warning(`cache: restoring images failed (${errorMessage(e)}); they are built`);
      return false;
    });
    // With every layer in place no agent is installed, so none is restored.
    const agents = imagesHit && plan.taskTags.length > 0 ? [] : plan.agents;
    const hits = await Promise.all(
      agents.map((a) =>
        restoreAgent(cache, a, log).catch((e) => {
          log.warning(`cache: restoring ${a.key} failed (${errorMessage(e)})`);
          return false;
        }),
      ),
    );
    return { imagesHit, agentsHit: new Set(agents.filter((_, i) => hits[i]).map((a) => a.key)) };
  } catch (e) {
    log.warning(`cache: restore failed (${errorMessage(e)}); a cold start`);
    return none;
  }
}

/** Saves `paths` under `key` unless the cache has it already. */
async function save(cache: CacheModule, paths: string[], key: string, log: Log): Promise<void> {
  if ((await cache.restoreCache(paths, key, [], { lookupOnly: true })) === key) return;
  const id = await cache.saveCache(paths, key);
  if (id > 0) log.info(`cache: saved ${key}`);
}

async function saveImages(cache: CacheModule, plan: WarmPlan, log: Log): Promise<void> {
  if (!plan.imagesKey) return;
  const d = await docker();
  const layers = await layerTags(d, plan);
  if (!layers) return;
  if ((await cache.restoreCache([plan.archive], plan.imagesKey, [], { lookupOnly: true })) === plan.imagesKey)
    return;
  await mkdir(path.dirname(plan.archive), { recursive: true });
  try {
    const names = [...plan.taskTags, ...layers];
    const stream = await (
      d as unknown as { getImages(o: { names: string[] }): Promise<NodeJS.ReadableStream> }
    ).getImages({ names });
    await pipeline(stream, createWriteStream(plan.archive));
    const id = await cache.saveCache([plan.archive], plan.imagesKey);
    if (id > 0) log.info(`cache: saved ${names.length} images as ${plan.imagesKey}`);
  } finally {
    await rm(plan.archive, { force: true });
  }
}

/** After the run: what was neither restored nor there before goes to the cache. Never throws. */
export async function saveWarm(plan: WarmPlan, restored: Restored, log: Log): Promise<void> {
  try {
    const cache = await cacheModule(log);
    if (!cache) return;
    if (!restored.imagesHit)
      await saveImages(cache, plan, log).catch((e) =>
        log.warning(`cache: saving the images failed (${errorMessage(e)})`),
      );
    for (const a of plan.agents) {
      if (restored.agentsHit.has(a.key) || !isInstalled(a.use.def, a.use.version)) continue;
      await save(cache, [a.dir], a.key, log).catch((e) =>
        log.warning(`cache: saving ${a.key} failed (${errorMessage(e)})`),
      );
    }
  } catch (e) {
    log.warning(`cache: save failed (${errorMessage(e)})`);
  }
}
