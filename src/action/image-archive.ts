/**
 * One image as a folder the Actions cache can hold: its `docker save` layout, without the layer files
 * of the image below it (its base, or the task image under an agent layer). `docker load` skips every
 * layer the engine already has before it opens that layer's file, so a folder loads whenever the image
 * below is present; it is loaded first. The layers below are then neither stored, fetched, extracted nor
 * copied again, and each image's folder loads on its own, beside the others.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { mkdir, readFile, rm, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type Dockerode from "dockerode";
import { within } from "../paths.js";
import { readBounded } from "../read-bounded.js";
import { RefusedEntry } from "./cache-entry.js";

interface ManifestItem {
  Config: string;
  RepoTags?: string[] | null;
  Layers: string[];
}

/**
 * Written beside a saved image: what a restore holds the folder to. `id` is the engine's image id,
 * `config` the digest of the config file the manifest names, `tags` the tags saved (none for a base).
 */
export const IMAGE_RECORD = "agent-loadtest-image.json";

export interface ImageRecord {
  id: string;
  config: string;
  tags: string[];
}

/** Tags a restored image may carry: this product's own namespace, nothing a job pulls or builds FROM. */
const OWN_TAG = /^agent-loadtest\/[a-z0-9][a-z0-9._-]*:[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;
const DIGEST = /^sha256:[0-9a-f]{64}$/;

/** `repo:tag` as docker save writes it: a name without a tag is `:latest`. */
const fullTag = (name: string) => (/:[^/]*$/.test(name) ? name : `${name}:latest`);
/** Bounds on the JSON files read out of a restored folder (a docker save manifest is a few KB). */
const JSON_BYTES = 1024 * 1024;

/** Runs `tar` with `args`; `input` is piped to its stdin. Rejects with tar's own error line. */
function tar(args: string[], input?: NodeJS.ReadableStream): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("tar", args, { stdio: [input ? "pipe" : "ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr?.on("data", (c: Buffer) => {
      if (err.length < 2000) err += c.toString("utf8");
    });
    if (input) {
      input.on("error", (e: Error) => {
        child.kill();
        reject(e);
      });
      input.pipe(child.stdin!);
    }
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`tar: ${err.trim().split("\n")[0] || `exit ${code}`}`)),
    );
  });
}

/** The number of layers of `image` (0 when it is absent). */
export async function layerCount(d: Dockerode, image: string): Promise<number> {
  const info = await d
    .getImage(image)
    .inspect()
    .catch(() => null);
  return info?.RootFS?.Layers?.length ?? 0;
}

/**
 * The image `image` was built on: of the images here, the one whose layers are the longest proper prefix
 * of its own (a build keeps no link to its base), or null: then `image` is saved whole.
 */
export async function baseOf(
  d: Dockerode,
  image: string,
): Promise<{ id: string; name: string; layers: number } | null> {
  const own = (await d.getImage(image).inspect()).RootFS?.Layers ?? [];
  let best: { id: string; name: string; layers: number } | null = null;
  for (const summary of await d.listImages()) {
    const n = best?.layers ?? 0;
    const layers = (await d
      .getImage(summary.Id)
      .inspect()
      .then((i) => i.RootFS?.Layers ?? [])
      .catch(() => [])) as string[];
    if (layers.length <= n || layers.length >= own.length) continue;
    // Its tag only names it in the log: a base is saved and restored by id (warm-cache.ts).
    const name = summary.RepoTags?.find((t) => t !== "<none>:<none>") ?? summary.Id;
    if (layers.every((l, i) => own[i] === l)) best = { id: summary.Id, name, layers: layers.length };
  }
  return best;
}

/**
 * `docker save` of `names` into `dir`, then the files of each image's first `below` layers removed
 * (they are the image underneath, loaded before this one). `below` 0 keeps every layer.
 */
export async function saveImageDir(d: Dockerode, names: string[], below: number, dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const stream = await (
    d as unknown as { getImages(o: { names: string[] }): Promise<NodeJS.ReadableStream> }
  ).getImages({ names });
  await tar(["-x", "-C", dir], stream);
  const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")) as ManifestItem[];
  await writeRecord(d, dir, names, manifest);
  if (below === 0) return;
  const drop = new Set(manifest.flatMap((m) => m.Layers.slice(0, below)));
  const keep = new Set(manifest.flatMap((m) => m.Layers.slice(below)));
  for (const file of drop) if (!keep.has(file)) await unlink(path.join(dir, file)).catch(() => undefined);
}

/** `docker load` of a folder `saveImageDir` wrote, streamed through `tar` (never whole in memory). */
export async function loadImageDir(d: Dockerode, dir: string): Promise<string[]> {
  const { followJsonStream } = await import("../runtimes/docker/images.js");
  const child = spawn("tar", ["-c", "-C", dir, "."], { stdio: ["ignore", "pipe", "ignore"] });
  const exited = new Promise<number | null>((r) => child.on("close", r));
  const stream = await d.loadImage(child.stdout, { quiet: true });
  const loaded: string[] = [];
  const error = await followJsonStream(stream, (text) => {
    for (const m of text.matchAll(/^Loaded image(?: ID)?: (\S+)$/gm)) loaded.push(m[1]!);
  });
  const code = await exited;
  if (error) throw new Error(error);
  if (code !== 0) throw new Error(`tar of ${dir} ended with exit ${code}`);
  return loaded;
}

const sha256 = async (file: string) => {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return `sha256:${hash.digest("hex")}`;
};

function sameTags(a: readonly string[], b: readonly string[]): boolean {
  const [x, y] = [[...a].sort(), [...b].sort()];
  return x.length === y.length && x.every((t, i) => t === y[i]);
}

async function writeRecord(d: Dockerode, dir: string, names: string[], manifest: ManifestItem[]) {
  const record: ImageRecord = {
    id: (await d.getImage(names[0]!).inspect()).Id,
    config: await sha256(path.join(dir, manifest[0]!.Config)),
    tags: names.filter((n) => !DIGEST.test(n)).map(fullTag),
  };
  await writeFile(path.join(dir, IMAGE_RECORD), JSON.stringify(record));
}

async function readJson(file: string, what: string): Promise<unknown> {
  const text = await readBounded(file, JSON_BYTES);
  if (text === null) throw new RefusedEntry(`it holds no ${what}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new RefusedEntry(`its ${what} is not JSON`);
  }
}

async function readRecord(dir: string): Promise<ImageRecord> {
  const r = (await readJson(path.join(dir, IMAGE_RECORD), IMAGE_RECORD)) as Partial<ImageRecord> | null;
  const ok =
    typeof r?.id === "string" &&
    typeof r.config === "string" &&
    DIGEST.test(r.config) &&
    Array.isArray(r.tags) &&
    r.tags.every((t) => typeof t === "string");
  if (!ok) throw new RefusedEntry(`its ${IMAGE_RECORD} is not a record this product writes`);
  return r as ImageRecord;
}

/** The image names the `repositories` file and an OCI `index.json` would give on load (docker.io/ dropped). */
async function otherNames(dir: string): Promise<string[]> {
  const names: string[] = [];
  if (existsSync(path.join(dir, "repositories"))) {
    const repos = (await readJson(path.join(dir, "repositories"), "repositories file")) as Record<
      string,
      object
    >;
    for (const [repo, tags] of Object.entries(repos ?? {}))
      for (const tag of Object.keys(tags ?? {})) names.push(`${repo}:${tag}`);
  }
  if (existsSync(path.join(dir, "index.json"))) {
    const index = (await readJson(path.join(dir, "index.json"), "index.json")) as {
      manifests?: { annotations?: Record<string, string> }[];
    };
    for (const m of index?.manifests ?? []) {
      const name = m.annotations?.["io.containerd.image.name"];
      if (name) names.push(name.replace(/^docker\.io\/(library\/)?/, ""));
    }
  }
  return names;
}

/**
 * Before `docker load` of a restored folder: it must name exactly `expect.tags` (in this product's
 * namespace) in its manifest, its record and whatever else `docker load` reads names from, and its
 * config must be the one recorded (and its id `expect.id`, when the job knows it). Else a RefusedEntry;
 * nothing has reached the engine.
 */
export async function checkImageDir(
  dir: string,
  expected: { tags: string[]; id?: string },
): Promise<ImageRecord> {
  const expect = { ...expected, tags: expected.tags.map(fullTag) };
  const bad = expect.tags.find((t) => !OWN_TAG.test(t));
  if (bad) throw new RefusedEntry(`${bad} is not a tag of agent-loadtest's own`);
  const record = await readRecord(dir);
  const want = JSON.stringify(expect.tags);
  if (!sameTags(record.tags, expect.tags))
    throw new RefusedEntry(`it records the tags ${JSON.stringify(record.tags)}, not ${want}`);
  if (expect.id && record.id !== expect.id)
    throw new RefusedEntry(`it records the image ${record.id}, not ${expect.id}`);
  const manifest = await readJson(path.join(dir, "manifest.json"), "manifest.json");
  if (!Array.isArray(manifest) || manifest.length !== 1)
    throw new RefusedEntry("its manifest.json holds other than one image");
  const item = manifest[0] as Partial<ManifestItem>;
  const tags = item.RepoTags ?? [];
  if (!Array.isArray(tags) || !sameTags(tags, expect.tags))
    throw new RefusedEntry(`its manifest.json names the tags ${JSON.stringify(tags)}, not ${want}`);
  const extra = (await otherNames(dir)).find((n) => !expect.tags.includes(n));
  if (extra) throw new RefusedEntry(`it names the image ${extra}`);
  const config = typeof item.Config === "string" ? path.join(dir, item.Config) : "";
  if (!config || !within(dir, config) || !existsSync(config) || (await sha256(config)) !== record.config)
    throw new RefusedEntry(`its image config is not the one recorded (${record.config})`);
  return record;
}

/**
 * After `docker load`: the engine said it loaded only the recorded tags (or, untagged, the recorded id),
 * and each recorded tag names the recorded image (a base, untagged, is there by id). A name that is not
 * the record's, or a tag that names another image, is removed, so the run builds it, and the load is refused.
 */
export async function checkLoaded(d: Dockerode, record: ImageRecord, loaded: string[]): Promise<void> {
  const idOf = (name: string) =>
    d
      .getImage(name)
      .inspect()
      .then((i) => i.Id)
      .catch(() => null);
  const stray = loaded.filter((n) => n !== record.id && !record.tags.includes(fullTag(n)));
  if (stray.length > 0) {
    for (const name of stray.filter((n) => !DIGEST.test(n)))
      await d
        .getImage(name)
        .remove({ noprune: true })
        .catch(() => undefined);
    throw new RefusedEntry(`docker load named ${stray.join(", ")}, which it does not record`);
  }
  if (record.tags.length === 0) {
    if ((await idOf(record.id)) !== record.id) throw new RefusedEntry(`the image ${record.id} did not load`);
    return;
  }
  const wrong: string[] = [];
  for (const tag of record.tags) if ((await idOf(tag)) !== record.id) wrong.push(tag);
  if (wrong.length === 0) return;
  for (const tag of wrong)
    await d
      .getImage(tag)
      .remove({ noprune: true })
      .catch(() => undefined);
  throw new RefusedEntry(`the loaded ${wrong.join(", ")} is not the image ${record.id} recorded`);
}
