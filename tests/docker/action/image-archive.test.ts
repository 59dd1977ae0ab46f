/**
 * Image folders without the layers below them, against the real engine: a nonce base (one layer on
 * busybox) and an image on it. The image's folder holds only its own layer and loads when the base is
 * here; on an engine without the base it does not load until the base's own folder is loaded first.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseOf, layerCount, loadImageDir, saveImageDir } from "../../../src/action/image-archive.js";
import { docker, ENGINE } from "../../support/docker.js";

const NONCE = `${process.pid}-${Date.now()}`;
const BASE = `agent-loadtest-test/archive-base:${process.pid}`;
const TOP = `agent-loadtest-test/archive-top:${process.pid}`;
const dir = mkdtempSync(join(tmpdir(), "image-archive-"));

/** `docker build` of a one-line Dockerfile (the legacy builder, as the engine here has). */
async function build(tag: string, dockerfile: string): Promise<void> {
  const ctx = join(dir, `ctx-${tag.replace(/\W/g, "_")}`);
  rmSync(ctx, { recursive: true, force: true });
  mkdirSync(ctx);
  writeFileSync(join(ctx, "Dockerfile"), dockerfile);
  const stream = await docker.buildImage({ context: ctx, src: ["Dockerfile"] }, { t: tag });
  await new Promise((resolve, reject) =>
    docker.modem.followProgress(stream, (e) => (e ? reject(e) : resolve(null))),
  );
}

const remove = (tag: string) =>
  docker
    .getImage(tag)
    .remove({ force: true })
    .catch(() => undefined);

/** Bytes of every file under `d`. */
function bytes(d: string): number {
  return readdirSync(d, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((n, e) => n + statSync(join(e.parentPath, e.name)).size, 0);
}

describe.skipIf(!ENGINE)("image folders without the layers below them", () => {
  beforeAll(async () => {
    await build(
      BASE,
      `FROM agent-loadtest/base-busybox:1\nRUN head -c 2000000 /dev/urandom > /base-${NONCE}\n`,
    );
    await build(TOP, `FROM ${BASE}\nRUN echo ${NONCE} > /top\n`);
  }, 120_000);

  afterAll(async () => {
    await remove(TOP);
    await remove(BASE);
    rmSync(dir, { recursive: true, force: true });
  });

  it("finds the base, saves the top without it, and loads it back only once the base is here", async () => {
    const base = await baseOf(docker, TOP);
    expect(base?.id).toBe((await docker.getImage(BASE).inspect()).Id);
    expect(base?.layers).toBe(await layerCount(docker, BASE));
    const topDir = join(dir, "top");
    const baseDir = join(dir, "base");
    await saveImageDir(docker, [TOP], base!.layers, topDir);
    await saveImageDir(docker, [BASE], 0, baseDir);
    // The base's 2 MB of random bytes are in its folder, not in the top's.
    expect(bytes(baseDir)).toBeGreaterThan(2_000_000);
    expect(bytes(topDir)).toBeLessThan(100_000);

    await remove(TOP);
    await remove(BASE);
    await expect(loadImageDir(docker, topDir)).rejects.toThrow(/layer\.tar|no such file/);
    // The engine names what each load made: the checks after a restore read these names.
    expect(await loadImageDir(docker, baseDir)).toEqual([BASE]);
    expect(await loadImageDir(docker, topDir)).toEqual([TOP]);
    expect((await docker.getImage(TOP).inspect()).RootFS?.Layers).toHaveLength(await layerCount(docker, TOP));
    expect(await layerCount(docker, TOP)).toBe(base!.layers + 1);
  }, 120_000);
});
