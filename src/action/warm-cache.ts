/**
 * Warm jobs on fresh runners: through the Actions cache service (@actions/cache), the Action restores
 * before the run and saves after it
 *  - each built-in agent's install folder, keyed by agent@version and the runner's platform;
 *  - each task image, keyed by its content tag, as a `docker save` folder without its base's layers
 *    (image-archive.ts); the base gets an entry of its own, fetched only on a runner that lacks it;
 *  - where agents are layered rather than mounted (an engine on another machine, agent-layer.ts), each
 *    agent's layer on each task image, keyed by that tag and the agent's name@version (the layer's own
 *    tag follows from those), saved without the layers below it.
 * Every entry downloads at once, and each image loads as soon as it and the image below it are in.
 * Restored layers make the agents' installs unnecessary, so a layered agent is restored only when a
 * layer is missing; a mounted one is restored beside the images.
 * The cache is never a reason to fail: a miss, a corrupt entry or a broken service is a warning (or a
 * line) and a cold run. Nothing here throws.
 * An entry is data from whoever can write a cache scope this job reads: it is extracted into a staging
 * folder of its own (cache-entry.ts), and an image folder loads only when it names exactly the tags
 * this job expects, in agent-loadtest's namespace, and the image recorded at its save (image-archive.ts);
 * the base's entry carries no tag at all. Anything else is a warning and a cold run.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type Dockerode from "dockerode";
import { agentCacheRoot, isInstalled } from "../agents/install.js";
import { type CodingAgentUse, codingAgentOf } from "../agents/session.js";
import { errorMessage } from "../errors.js";
import type { LoadedScenario } from "../scenario/model.js";
import { RefusedEntry, restoreEntry as restoreFolder, saveFolder } from "./cache-entry.js";
import {
  baseOf,
  checkImageDir,
  checkLoaded,
  layerCount,
  loadImageDir,
  saveImageDir,
} from "./image-archive.js";
import type { Log } from "./log.js";

type CacheModule = typeof import("@actions/cache");

/** In a task image's folder saved without its base's layers: the base's image id and cache key. */
const BASE_FILE = "agent-loadtest-base.json";

export interface WarmAgent {
  use: CodingAgentUse;
  /** `<cache>/agents/<name>@<version>` */
  dir: string;
  key: string;
}

/** One cache entry holding one image as a `docker save` folder (image-archive.ts). */
export interface WarmEntry {
  key: string;
  /** The folder's place on disk while it is restored or saved. */
  dir: string;
}

/** A task image's entry and its agents' layer entries. */
export interface WarmImage extends WarmEntry {
  /** The task image's content tag. */
  task: string;
  layers: (WarmEntry & { agent: WarmAgent })[];
}

export interface WarmPlan {
  agents: WarmAgent[];
  /** The agents reach sessions in layers (cached with the images), not mounted from their installs. */
  layered: boolean;
  /** The built task images' content tags (docker runtime only). */
  taskTags: string[];
  images: WarmImage[];
  /** Where image folders are restored and saved. */
  imagesRoot: string;
}

export interface Restored {
  imagesHit: boolean;
  /** Keys of the agents restored (or present), which need no save. */
  agentsHit: Set<string>;
  /** Keys this restore got nothing usable from (a miss, a failed download or extraction, a bad load). */
  unrestored: Set<string>;
}

const PLATFORM = `${process.platform}-${process.arch}`;
/**
 * The entries' layout (member names relative to the folder's parent, an image record, an untagged
 * base): in every key, so that an entry of another layout is never found, neither by this Action nor
 * by an earlier one, which extracts with `tar -P`.
 */
const FORMAT = "2";

const digest = (...parts: string[]) =>
  createHash("sha256")
    .update(JSON.stringify([FORMAT, ...parts]))
    .digest("hex")
    .slice(0, 24);

/** A base image's own entry, keyed by its image id. */
const baseKeyOf = (id: string) => `agent-loadtest-base-${PLATFORM}-${digest(id)}`;

/** An agent's install entry (not `agent-loadtest-agent-…`, the layout before FORMAT 2, nor a prefix of it). */
const agentKey = (entry: string) => `agent-loadtest-install-${entry}-${PLATFORM}-f${FORMAT}`;

/** What this scenario's runs would cache: its built-in agents, and on Docker its built task images. */
export async function warmPlan(loaded: LoadedScenario): Promise<WarmPlan> {
  const root = agentCacheRoot();
  const agents = new Map<string, WarmAgent>();
  for (const pair of loaded.pairs) {
    const use = codingAgentOf(pair.agent);
    if (!use) continue;
    const entry = `${use.def.name}@${use.version}`;
    agents.set(entry, { use, dir: path.join(root, entry), key: agentKey(entry) });
  }
  const sc = loaded.scenario;
  const taskTags = new Set<string>();
  let layered = false;
  if (sc.runtime.type === "docker") {
    const { agentInstallMode } = await import("../runtimes/docker/agent-layer.js");
    layered = agentInstallMode(sc.runtime.docker?.agent_install, await docker()) === "layer";
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
  const imagesRoot = path.join(path.dirname(root), "images");
  const entry = (kind: string, ...parts: string[]): WarmEntry => {
    const key = `agent-loadtest-${kind}-${PLATFORM}-${digest(...parts)}`;
    return { key, dir: path.join(imagesRoot, key) };
  };
  const images = [...taskTags].sort().map((task) => ({
    task,
    ...entry("images", task),
    layers: layered
      ? [...agents.entries()].map(([name, agent]) => ({ agent, ...entry("layer", task, name) }))
      : [],
  }));
  return { agents: [...agents.values()], layered, taskTags: images.map((i) => i.task), images, imagesRoot };
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

/** Every layer tag of the plan's layered agents on its task images; null when an image or a layer is missing. */
async function layerTags(d: Dockerode, plan: WarmPlan): Promise<string[] | null> {
  const { existingLayer } = await import("../runtimes/docker/agent-layer.js");
  const out: string[] = [];
  for (const img of plan.images) {
    const tag = img.task;
    if (!(await exists(d, tag))) return null;
    for (const { agent: a } of img.layers) {
      const layer = await existingLayer(d, tag, { name: a.use.def.name, version: a.use.version });
      if (!layer) return null;
      if (layer !== tag) out.push(layer);
    }
  }
  return out;
}

/**
 * The cache as this module uses it. An entry's key names a family: the key itself (its first save) and
 * `<key>-r<time>`, a save made beside an entry this job could not use — the service cannot delete one,
 * and every restore that touches an entry keeps it alive, so a corrupt entry would otherwise make every
 * later job cold. A restore asks for the family's newest: a name never saved, then the key as a prefix,
 * which the service answers with the most recently created match. Whether an entry missed or failed is
 * told at the save, by the lookup it makes anyway, not by a second request before the run.
 */
class Entries {
  /** Keys found at the save although this job's restore got nothing usable: saved beside them. */
  private readonly replaced = new Set<string>();

  constructor(
    private readonly cache: CacheModule,
    readonly unrestored: Set<string>,
    private readonly log: Log,
  ) {}

  /** The key of the entry restored into `dir`, or undefined; a refused or failed entry is a warning. */
  async restore(dir: string, key: string): Promise<string | undefined> {
    const got = await restoreFolder(dir, `${key}-newest`, [key], this.log);
    if (got === undefined) this.unrestored.add(key);
    return got;
  }

  /**
   * Whether a save would add nothing: the family's newest entry is there and this job could use it. One
   * there that the restore did not give (or that another job saved meanwhile) is saved beside.
   */
  async present(paths: string[], key: string): Promise<boolean> {
    const found = await this.cache.restoreCache(paths, `${key}-newest`, [key], { lookupOnly: true });
    if (found === undefined) return false;
    if (!this.unrestored.has(key)) return true;
    this.replaced.add(key);
    return false;
  }

  /** Saves `paths` as the family's newest entry: the key it took, or null (the toolkit warned why). */
  async save(dir: string, key: string): Promise<string | null> {
    const name = this.replaced.has(key) ? `${key}-r${Date.now().toString(36)}` : key;
    return (await saveFolder(this.cache, dir, name)) > 0 ? name : null;
  }
}

const secs = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** `restore` of one image entry, its time logged (the benchmark reads it). */
async function restoreEntry(cache: Entries, e: WarmEntry, log: Log): Promise<boolean> {
  const started = performance.now();
  const got = await cache.restore(e.dir, e.key);
  if (got) log.info(`cache: restored ${got} in ${secs(started)} s`);
  return got !== undefined;
}

/** `docker load` of an entry's folder, once it names exactly what the job expects; checked again after. */
async function loadEntry(d: Dockerode, e: WarmEntry, expect: { tags: string[]; id?: string }, log: Log) {
  const started = performance.now();
  try {
    const record = await checkImageDir(e.dir, expect);
    await checkLoaded(d, record, await loadImageDir(d, e.dir));
  } catch (err) {
    if (err instanceof RefusedEntry) throw new RefusedEntry(`the entry ${e.key} is refused: ${err.message}`);
    throw err;
  }
  log.info(`cache: docker load of ${e.key} in ${secs(started)} s`);
}

/** A task image saved without its base's layers needs the base: from its own entry when it is not here. */
async function ensureBase(cache: Entries, d: Dockerode, img: WarmImage, root: string, log: Log) {
  const file = path.join(img.dir, BASE_FILE);
  if (!existsSync(file)) return;
  const base = JSON.parse(await readFile(file, "utf8")) as { id?: unknown; key?: unknown };
  // The file came out of the cache: data. Its key names a folder removed below, so only a key this
  // module could have written is taken.
  if (
    typeof base.id !== "string" ||
    !/^sha256:[0-9a-f]{64}$/.test(base.id) ||
    base.key !== baseKeyOf(base.id)
  )
    throw new Error(`${BASE_FILE} in ${img.key} does not name a base image`);
  if (await exists(d, base.id)) return;
  const entry = { key: base.key, dir: path.join(root, base.key) };
  try {
    if (!(await restoreEntry(cache, entry, log)))
      throw new Error(`the base image's entry ${base.key} is missing`);
    await loadEntry(d, entry, { tags: [], id: base.id }, log);
  } finally {
    await rm(entry.dir, { recursive: true, force: true });
  }
}

/**
 * One task image and its layers: every entry fetched at once; the task image loads once its base is
 * here, each layer once the task image is. False (and a line) when an entry is missing.
 */
async function restoreImage(cache: Entries, d: Dockerode, img: WarmImage, root: string, log: Log) {
  const layers = img.layers.map((l) => restoreEntry(cache, l, log));
  const task = (async () => {
    if (!(await restoreEntry(cache, img, log))) return false;
    await ensureBase(cache, d, img, root, log);
    await loadEntry(d, img, { tags: [img.task] }, log);
    return true;
  })();
  const loads = img.layers.map(async (l, i) => {
    const [have, under] = await Promise.all([layers[i], task]);
    if (!have || !under) return have;
    // The layer's tag follows from the task image just loaded and the agent, never from the entry.
    const { agentLayerTag } = await import("../runtimes/docker/agent-layer.js");
    const agent = { name: l.agent.use.def.name, version: l.agent.use.version };
    await loadEntry(d, l, { tags: [await agentLayerTag(d, img.task, agent)] }, log);
    return have;
  });
  // Every load settles before the folders are removed; the first failure is the one reported.
  const settled = await Promise.allSettled([task, ...loads]);
  const failed = settled.find((r) => r.status === "rejected");
  if (failed) throw (failed as PromiseRejectedResult).reason;
  const missing = [img, ...img.layers].filter(
    (_, i) => !(settled[i] as PromiseFulfilledResult<boolean>).value,
  );
  if (missing.length === 0) return true;
  log.info(`cache: no images restored for ${missing.map((e) => e.key).join(", ")}; they are built`);
  return false;
}

/** The images: restored, then `docker load`ed; a load that fails is a warning, then the run builds. */
async function restoreImages(cache: Entries, plan: WarmPlan, log: Log): Promise<boolean> {
  if (plan.images.length === 0) return false;
  const d = await docker();
  if (await layerTags(d, plan)) {
    log.info(`cache: the task images and agent layers are already here`);
    return true;
  }
  const started = performance.now();
  try {
    const hits = await Promise.all(
      plan.images.map((img) => restoreImage(cache, d, img, plan.imagesRoot, log)),
    );
    if (!hits.every(Boolean)) return false;
    const loaded = await layerTags(d, plan);
    if (!loaded) throw new Error("the entries did not hold every image");
    const keys = plan.images.map((i) => i.key).join(", ");
    const n = plan.taskTags.length + loaded.length;
    log.info(`cache: loaded ${n} image${n === 1 ? "" : "s"} in ${secs(started)} s (${keys})`);
    return true;
  } catch (e) {
    // Which entry broke the load is not known: each is saved again.
    for (const img of plan.images) for (const e of [img, ...img.layers]) cache.unrestored.add(e.key);
    log.warning(`cache: the cached images could not be loaded (${errorMessage(e)}); they are built`);
    return false;
  } finally {
    await rm(plan.imagesRoot, { recursive: true, force: true });
  }
}

/** One agent's install folder; a failed or partial extraction leaves nothing a run would trust. */
async function restoreAgent(cache: Entries, a: WarmAgent, log: Log): Promise<boolean> {
  const entry = `${a.use.def.name}@${a.use.version}`;
  if (isInstalled(a.use.def, a.use.version)) return true;
  await rm(a.dir, { recursive: true, force: true });
  const started = performance.now();
  const got = await cache.restore(a.dir, a.key);
  if (got) {
    if (isInstalled(a.use.def, a.use.version)) {
      log.info(`cache: restored ${got} in ${secs(started)} s (agent ${entry})`);
      return true;
    }
    cache.unrestored.add(a.key);
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
  const none: Restored = { imagesHit: false, agentsHit: new Set(), unrestored: new Set() };
  try {
    const module = await cacheModule(log);
    if (!module) return none;
    const cache = new Entries(module, new Set(), log);
    const started = performance.now();
    const images = restoreImages(cache, plan, log).catch((e) => {
      log.warning(`cache: restoring images failed (${errorMessage(e)}); they are built`);
      return false;
    });
    const restoreAgents = (agents: WarmAgent[]) =>
      Promise.all(
        agents.map((a) =>
          restoreAgent(cache, a, log).catch((e) => {
            log.warning(`cache: restoring ${a.key} failed (${errorMessage(e)})`);
            return false;
          }),
        ),
      ).then((hits) => agents.filter((_, i) => hits[i]).map((a) => a.key));
    // Mounted agents come beside the images; layered ones only when a layer is missing (with every
    // layer in place no agent is installed).
    const mounted = plan.layered ? null : restoreAgents(plan.agents);
    const imagesHit = await images;
    const agents = mounted ?? restoreAgents(imagesHit && plan.taskTags.length > 0 ? [] : plan.agents);
    const agentsHit = new Set(await agents);
    log.info(`cache: restore done in ${secs(started)} s`);
    return { imagesHit, agentsHit, unrestored: cache.unrestored };
  } catch (e) {
    log.warning(`cache: restore failed (${errorMessage(e)}); a cold start`);
    return none;
  }
}

/** Saves the folder `dir` under `key` unless the cache has it already. */
async function save(cache: Entries, dir: string, key: string, log: Log): Promise<void> {
  if (await cache.present([dir], key)) return;
  const saved = await cache.save(dir, key);
  if (saved) log.info(`cache: saved ${saved}`);
}

/** Whether the cache already holds `e` (then it is not saved again). */
const cached = (cache: Entries, e: WarmEntry) => cache.present([e.dir], e.key);

/** Writes an entry's folder with `write`, then saves it (the key it took, or null); the folder is removed either way. */
async function saveEntry(cache: Entries, e: WarmEntry, write: () => Promise<void>): Promise<string | null> {
  try {
    await write();
    return await cache.save(e.dir, e.key);
  } finally {
    await rm(e.dir, { recursive: true, force: true });
  }
}

/** The task image without its base's layers (and the base in an entry of its own), then each layer on it. */
async function saveImage(cache: Entries, d: Dockerode, img: WarmImage, root: string, log: Log) {
  if (!(await cached(cache, img))) {
    const base = await baseOf(d, img.task);
    const baseKey = base && baseKeyOf(base.id);
    // The base first: a task image's entry whose base has no entry would not load where the base is missing.
    if (base && baseKey) {
      const e = { key: baseKey, dir: path.join(root, baseKey) };
      const saved =
        !(await cached(cache, e)) &&
        // By its id alone: a restore never tags a base (a tag outside agent-loadtest's namespace).
        (await saveEntry(cache, e, () => saveImageDir(d, [base.id], 0, e.dir)));
      if (saved) log.info(`cache: saved its base ${base.name} as ${saved}`);
    }
    const saved = await saveEntry(cache, img, async () => {
      await saveImageDir(d, [img.task], base?.layers ?? 0, img.dir);
      if (base) await writeFile(path.join(img.dir, BASE_FILE), JSON.stringify({ id: base.id, key: baseKey }));
    });
    if (saved) log.info(`cache: saved ${img.task} as ${saved}`);
  }
  const below = await layerCount(d, img.task);
  const { existingLayer } = await import("../runtimes/docker/agent-layer.js");
  for (const l of img.layers) {
    const tag = await existingLayer(d, img.task, {
      name: l.agent.use.def.name,
      version: l.agent.use.version,
    });
    if (!tag || tag === img.task || (await cached(cache, l))) continue;
    const saved = await saveEntry(cache, l, () => saveImageDir(d, [tag], below, l.dir));
    if (saved) log.info(`cache: saved the ${l.agent.use.def.name}@${l.agent.use.version} layer as ${saved}`);
  }
}

async function saveImages(cache: Entries, plan: WarmPlan, log: Log): Promise<void> {
  if (plan.images.length === 0) return;
  const d = await docker();
  if (!(await layerTags(d, plan))) return;
  for (const img of plan.images) await saveImage(cache, d, img, plan.imagesRoot, log);
}

/** After the run: what was neither restored nor there before goes to the cache. Never throws. */
export async function saveWarm(plan: WarmPlan, restored: Restored, log: Log): Promise<void> {
  try {
    const module = await cacheModule(log);
    if (!module) return;
    const cache = new Entries(module, restored.unrestored, log);
    if (!restored.imagesHit)
      await saveImages(cache, plan, log).catch((e) =>
        log.warning(`cache: saving the images failed (${errorMessage(e)})`),
      );
    for (const a of plan.agents) {
      if (restored.agentsHit.has(a.key) || !isInstalled(a.use.def, a.use.version)) continue;
      await save(cache, a.dir, a.key, log).catch((e) =>
        log.warning(`cache: saving ${a.key} failed (${errorMessage(e)})`),
      );
    }
  } catch (e) {
    log.warning(`cache: save failed (${errorMessage(e)})`);
  }
}
