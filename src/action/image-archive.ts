/**
 * One image as a folder the Actions cache can hold: its `docker save` layout, without the layer files
 * of the image below it (its base, or the task image under an agent layer). `docker load` skips every
 * layer the engine already has before it opens that layer's file, so a folder loads whenever the image
 * below is present; it is loaded first. The layers below are then neither stored, fetched, extracted nor
 * copied again, and each image's folder loads on its own, beside the others.
 */
import { spawn } from "node:child_process";
import { mkdir, readFile, rm, unlink } from "node:fs/promises";
import path from "node:path";
import type Dockerode from "dockerode";

interface ManifestItem {
  Layers: string[];
}

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
    // Saved by a tag when it has one, so the runner it is restored on has that tag too.
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
  if (below === 0) return;
  const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")) as ManifestItem[];
  const drop = new Set(manifest.flatMap((m) => m.Layers.slice(0, below)));
  const keep = new Set(manifest.flatMap((m) => m.Layers.slice(below)));
  for (const file of drop) if (!keep.has(file)) await unlink(path.join(dir, file)).catch(() => undefined);
}

/** `docker load` of a folder `saveImageDir` wrote, streamed through `tar` (never whole in memory). */
export async function loadImageDir(d: Dockerode, dir: string): Promise<void> {
  const { followJsonStream } = await import("../runtimes/docker/images.js");
  const child = spawn("tar", ["-c", "-C", dir, "."], { stdio: ["ignore", "pipe", "ignore"] });
  const exited = new Promise<number | null>((r) => child.on("close", r));
  const stream = await d.loadImage(child.stdout, { quiet: true });
  const error = await followJsonStream(stream, null);
  const code = await exited;
  if (error) throw new Error(error);
  if (code !== 0) throw new Error(`tar of ${dir} ended with exit ${code}`);
}
