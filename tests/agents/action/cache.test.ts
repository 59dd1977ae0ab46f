/**
 * The Action's warm cache end to end, against a local stand-in of the Actions cache service (v2 twirp
 * API and blob URLs, as @actions/cache 4 calls them) and the real Docker engine and npm registry:
 * both ways a built-in agent reaches its sessions (`runtime.docker.agent_install`):
 *  - miss: a cold run installs gemini-cli (the lightest of the built-in agents to install and start) and builds the task image (and, layered, the agent's layer),
 *    then saves the agent's install, the task image (without its base's layers), its base and the
 *    layer, one entry each;
 *  - hit: on a "fresh runner" (images removed, an empty agent cache) the task image (and the layer) come
 *    back through `docker load`, a mounted agent's install beside them; the base, present here, is not
 *    fetched; nothing is built or installed;
 *  - corrupt: the task image's entry holds garbage: a warning and a cold start of the images, the
 *    agent's install restored from its own entry instead of npm; the gate still passes.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ActionRun, runAction } from "../../support/action-harness.js";
import { sharedActionEntry } from "../../support/agents-setup.js";
import { CacheService } from "../../support/cache-service.js";
import { ENGINE } from "../../support/docker.js";
import { runtimeToken } from "../../support/results-service.js";
import {
  removeWarmImages,
  type WarmWorkspace,
  warmImages,
  warmWorkspace,
} from "../../support/warm-fixture.js";

const TOKEN = runtimeToken("run-backend-1", "job-backend-1");
const AGENT = { name: "gemini-cli", version: "0.61.0", npm: "@google/gemini-cli" };
const AGENTS = [{ name: AGENT.name, version: AGENT.version }];
/** The agent as the log names it, in a regular expression. */
const NAMED = `${AGENT.name}@${AGENT.version}`.replaceAll(".", "\\.");
const IMAGES = /^agent-loadtest-images-linux-x64-[0-9a-f]{24}$/;
const LAYER = /^agent-loadtest-layer-linux-x64-[0-9a-f]{24}$/;
const BASE = /^agent-loadtest-base-linux-x64-[0-9a-f]{24}$/;
const AGENT_KEY = `agent-loadtest-install-${AGENT.name}@${AGENT.version}-linux-x64-f2`;

describe.skipIf(!ENGINE).each(["mount", "layer"] as const)("the warm cache, agents by %s", (mode) => {
  const layered = mode === "layer";
  let service: CacheService;
  let ws: WarmWorkspace;
  let entry: string;
  const cache = join(mkdtempSync(join(tmpdir(), "agent-cache-")), "cache");
  const runs: Record<"miss" | "hit" | "corrupt" | "again", ActionRun | null> = {
    miss: null,
    hit: null,
    corrupt: null,
    again: null,
  };
  const calls: Record<string, string[]> = {};

  /** The Action on a fresh runner: the agent cache (at the same path, as HOME is on every runner) empty. */
  const run = async (inputs: Record<string, string> = {}) => {
    rmSync(cache, { recursive: true, force: true });
    const from = service.log.length;
    const r = await runAction({
      inputs: { scenario: ws.scenario, comment: "never", "artifact-name": "", ...inputs },
      env: {
        ...service.env(),
        AGENT_LOADTEST_CACHE: cache,
      },
      event: null,
      cwd: ws.dir,
      script: entry,
    });
    return { r, calls: service.log.slice(from) };
  };
  const imagesKey = () => service.entries.find((e) => IMAGES.test(e.key))?.key ?? "";

  beforeAll(async () => {
    [service, entry] = await Promise.all([new CacheService(TOKEN).start(), sharedActionEntry()]);
    ws = warmWorkspace(AGENTS, { agentInstall: mode });
    let out = await run();
    runs.miss = out.r;
    calls.miss = out.calls;
    await removeWarmImages(ws, AGENTS);
    out = await run();
    runs.hit = out.r;
    calls.hit = out.calls;
    if (imagesKey()) service.corrupt(imagesKey());
    await removeWarmImages(ws, AGENTS);
    out = await run();
    runs.corrupt = out.r;
    calls.corrupt = out.calls;
    await removeWarmImages(ws, AGENTS);
    out = await run();
    runs.again = out.r;
    calls.again = out.calls;
  }, 900_000);

  afterAll(async () => {
    if (ws) await removeWarmImages(ws, AGENTS);
    for (const dir of [join(cache, ".."), ws?.dir ?? ""])
      if (dir) rmSync(dir, { recursive: true, force: true });
    await service?.stop();
  });

  it("miss: installs and builds (and says so), passes, then saves the agent, the images and the base", () => {
    const r = runs.miss!;
    expect(r.code, r.visibleLog.slice(-3000)).toBe(0);
    expect(r.visibleLog).toMatch(/cache: no images restored for agent-loadtest-images-/);
    expect(r.visibleLog).toMatch(new RegExp(`installing agent ${NAMED} \\(npm ${AGENT.npm}\\)`));
    expect(r.visibleLog).toMatch(new RegExp(`agent ${NAMED} installed in \\d`));
    expect(r.visibleLog).toMatch(/building image agent-loadtest\/task-[0-9a-f]{16} from /);
    const building = new RegExp(`building the ${NAMED} layer on agent-loadtest/task-`);
    if (layered) expect(r.visibleLog).toMatch(building);
    else expect(r.visibleLog).not.toMatch(building);
    expect(r.visibleLog).not.toMatch(/::warning::/);
    const entries = layered ? 4 : 3;
    expect(calls.miss.filter((c) => /CreateCacheEntry$/.test(c))).toHaveLength(entries);
    expect(calls.miss.filter((c) => /FinalizeCacheEntryUpload$/.test(c))).toHaveLength(entries);
    expect(service.entry(AGENT_KEY)?.sizeBytes).toBeGreaterThan(1_000_000);
    expect(imagesKey()).toMatch(IMAGES);
    expect(r.visibleLog).toMatch(/cache: saved agent-loadtest\/task-[0-9a-f]{16} as agent-loadtest-images-/);
    const savedLayer = new RegExp(`cache: saved the ${NAMED} layer as agent-loadtest-layer-`);
    if (layered) expect(r.visibleLog).toMatch(savedLayer);
    else expect(r.visibleLog).not.toMatch(savedLayer);
    expect(r.visibleLog).toMatch(/cache: saved its base \S+ as agent-loadtest-base-/);
    const sizes = (re: RegExp) => service.entries.filter((e) => re.test(e.key)).map((e) => e.sizeBytes);
    // The task image's entry holds no base layer (the base is an entry of its own); the layer holds the install.
    expect(sizes(IMAGES)[0]).toBeLessThan(1_000_000);
    expect(sizes(BASE)[0]).toBeGreaterThan(10_000_000);
    if (layered) expect(sizes(LAYER)[0]).toBeGreaterThan(10_000_000);
    else expect(sizes(LAYER)).toEqual([]);
  });

  it("hit: loads the task image (and the layer, or restores the install), installs and builds nothing, saves nothing", async () => {
    const r = runs.hit!;
    expect(r.code, r.visibleLog.slice(-3000)).toBe(0);
    expect(r.visibleLog).toMatch(
      new RegExp(`cache: loaded ${layered ? 2 : 1} images? in [\\d.]+ s \\(agent-loadtest-images-`),
    );
    const layerLoad = /cache: docker load of agent-loadtest-layer-linux-x64-[0-9a-f]{24} in /;
    if (layered) expect(r.visibleLog).toMatch(layerLoad);
    else {
      expect(r.visibleLog).not.toMatch(layerLoad);
      expect(r.visibleLog).toMatch(new RegExp(`cache: restored \\S+ in [\\d.]+ s \\(agent ${NAMED}\\)`));
    }
    // The base is here, so its entry is never fetched.
    expect(r.visibleLog).not.toMatch(/agent-loadtest-base-/);
    expect(r.visibleLog).not.toMatch(/building image|installing agent|building the/);
    expect(r.visibleLog).not.toMatch(/::warning::/);
    // The download GitHub's runners make: the Azure SDK's properties, then the blob in ranged pieces.
    expect(calls.hit.some((c) => c.startsWith("HEAD /devstoreaccount1/cache/"))).toBe(true);
    expect(calls.hit.some((c) => c.startsWith("GET /devstoreaccount1/cache/"))).toBe(true);
    expect(service.spans.some((s) => s.piece)).toBe(true);
    expect(calls.hit.filter((c) => /CreateCacheEntry$/.test(c))).toEqual([]);
    const images = await warmImages(ws, AGENTS);
    expect(images.present).toBe(true);
    expect(images.layers).toHaveLength(layered ? 1 : 0);
  });

  it("corrupt: a warning, the images built again from the agent's restored install, and the gate passes", () => {
    const r = runs.corrupt!;
    expect(r.code, r.visibleLog.slice(-3000)).toBe(0);
    expect(r.visibleLog).toMatch(/::warning::cache: the entry agent-loadtest-images-\S+ is refused \(/);
    expect(r.visibleLog).toMatch(new RegExp(`cache: restored \\S+ in [\\d.]+ s \\(agent ${NAMED}\\)`));
    expect(r.visibleLog).toMatch(new RegExp(`agent ${NAMED} found installed`));
    expect(r.visibleLog).not.toMatch(/installed in \d/);
    expect(r.visibleLog).toMatch(/building image agent-loadtest\/task-/);
    expect(r.visibleLog).not.toMatch(/::error::/);
    // The corrupt entry cannot be deleted, and each restore keeps it alive: the images built are saved
    // beside it under a new name, which the next restore finds first.
    const key = imagesKey();
    expect(calls.corrupt.filter((c) => /CreateCacheEntry$/.test(c)).length).toBeGreaterThan(0);
    expect(service.entries.filter((e) => e.finalized && e.key.startsWith(`${key}-r`))).toHaveLength(1);
  });

  it("after a corrupt entry: the replacement is restored, nothing is built, no warning", () => {
    const r = runs.again!;
    expect(r.code, r.visibleLog.slice(-3000)).toBe(0);
    expect(r.visibleLog).toMatch(new RegExp(`cache: restored ${imagesKey()}-r\\w+ in`));
    expect(r.visibleLog).not.toMatch(/building image|installing agent|building the/);
    expect(r.visibleLog).not.toMatch(/::warning::/);
    expect(calls.again.filter((c) => /CreateCacheEntry$/.test(c))).toEqual([]);
  });

  // Whatever the agents' install mode: one run says it.
  it.runIf(mode === "mount")(
    "cache: false makes no call to the service",
    async () => {
      const before = service.log.length;
      const r = await runAction({
        inputs: {
          scenario: ws.scenario,
          cache: "false",
          comment: "never",
          "artifact-name": "",
          mode: "gate",
        },
        env: service.env(),
        event: null,
        cwd: ws.dir,
        script: entry,
      });
      expect(r.code, r.visibleLog.slice(-3000)).toBe(0);
      expect(service.log.slice(before)).toEqual([]);
    },
    300_000,
  );

  it("cache: maybe is invalid input (exit 2)", async () => {
    const r = await runAction({
      inputs: { scenario: ws.scenario, cache: "maybe" },
      event: null,
      script: entry,
    });
    expect(r.code).toBe(2);
    expect(r.visibleLog).toMatch(/input cache: expected true or false, got "maybe"/);
  }, 60_000);
});
