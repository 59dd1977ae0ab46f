/**
 * Planted warm-cache entries, against the cache stand-in and the real engine: a writer of the cache
 * scope puts an entry under the task image's key (as the newest of its family) holding a member that
 * leaves its folder (`..`, absolute, through a link), a manifest naming another image, or a record of
 * another image id. Each run: a warning naming the entry, no planted file anywhere, no tag that was on
 * the engine names another image afterwards, the task image built and the gate passed.
 * The entries hold the task image alone, so the agent is a one-line command: a built-in agent's own
 * entries (its install, its layer) and their refusal are tests/agents/action/cache.test.ts's.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ActionRun, runAction } from "../../support/action-harness.js";
import { sharedActionEntry } from "../../support/agents-setup.js";
import { CacheService } from "../../support/cache-service.js";
import { docker, ENGINE } from "../../support/docker.js";
import { ESCAPED, type Plant, plantedArchive } from "../../support/planted-entry.js";
import { runtimeToken } from "../../support/results-service.js";
import { removeWarmImages, type WarmWorkspace, warmWorkspace } from "../../support/warm-fixture.js";

const TOKEN = runtimeToken("run-backend-1", "job-backend-1");
/** Solves tasks/hello-file in a shell line: the runs' time goes to the cache, not to an agent starting. */
const WRITER = { name: "writer", command: ["sh", "-c", "echo 'hello from the agent' > /app/hello.txt"] };
const IMAGES = /^agent-loadtest-images-linux-x64-[0-9a-f]{24}$/;
const VICTIM = `agent-loadtest-test/victim:${process.pid}`;

const PLANTS: [Plant, RegExp][] = [
  ["traversal", /the entry \S+ is refused \(tar: Removing leading `agent-loadtest-images-\S+\/\.\.\/\.\.\/'/],
  ["absolute", /the entry \S+ is refused \(tar: Removing leading `\/'/],
  ["symlink", /the entry \S+ is refused \(/],
  [
    "extra-tags",
    /the entry agent-loadtest-images-\S+ is refused: its manifest\.json names the tags \[.*victim/,
  ],
  [
    "id-mismatch",
    /the entry agent-loadtest-images-\S+ is refused: the loaded agent-loadtest\/task-\S+ is not the image sha256:e{64}/,
  ],
];

/** Every `repo:tag` on the engine and the image it names. */
function tags(): Map<string, string> {
  const out = execFileSync("docker", ["images", "--format", "{{.Repository}}:{{.Tag}} {{.ID}}"]).toString();
  return new Map(
    out
      .split("\n")
      .filter((l) => l && !l.startsWith("<none>"))
      .map((l) => l.split(" ") as [string, string]),
  );
}

describe.skipIf(!ENGINE)("planted warm-cache entries", () => {
  let service: CacheService;
  let ws: WarmWorkspace;
  let entry: string;
  const root = mkdtempSync(join(tmpdir(), "agent-cache-"));
  const cache = join(root, "cache");
  const runs = new Map<Plant, { r: ActionRun; before: Map<string, string>; after: Map<string, string> }>();

  const run = () => {
    rmSync(cache, { recursive: true, force: true });
    return runAction({
      inputs: { scenario: ws.scenario, comment: "never", "artifact-name": "" },
      env: { ...service.env(), AGENT_LOADTEST_CACHE: cache },
      event: null,
      cwd: ws.dir,
      script: entry,
    });
  };

  beforeAll(async () => {
    [service, entry] = await Promise.all([new CacheService(TOKEN).start(), sharedActionEntry()]);
    ws = warmWorkspace([WRITER]);
    await docker
      .getImage("agent-loadtest/base-busybox:1")
      .tag({ repo: VICTIM.split(":")[0], tag: String(process.pid) });
    const miss = await run();
    if (miss.code !== 0) throw new Error(miss.visibleLog.slice(-3000));
    const saved = service.entries.find((e) => e.finalized && IMAGES.test(e.key))!;
    for (const [plant] of PLANTS) {
      await removeWarmImages(ws, []);
      const a = plantedArchive(saved.file, saved.key, plant, {
        outside: join(root, "outside"),
        victim: VICTIM,
      });
      service.plant(`${saved.key}-newest`, saved.key, a.file);
      a.cleanup();
      const before = tags();
      const r = await run();
      runs.set(plant, { r, before, after: tags() });
    }
  }, 1_200_000);

  afterAll(async () => {
    if (ws) await removeWarmImages(ws, []);
    await docker
      .getImage(VICTIM)
      .remove({ noprune: true })
      .catch(() => undefined);
    for (const dir of [root, ws?.dir ?? ""]) if (dir) rmSync(dir, { recursive: true, force: true });
    await service?.stop();
  });

  it.each(PLANTS)(
    "%s: a warning, nothing outside, no tag moved, the image built, the gate passed",
    (plant, warning) => {
      const { r, before, after } = runs.get(plant)!;
      expect(r.code, r.visibleLog.slice(-3000)).toBe(0);
      expect(r.visibleLog).toMatch(new RegExp(`::warning::cache: .*${warning.source}`));
      expect(r.visibleLog).toMatch(/building image agent-loadtest\/task-[0-9a-f]{16} from /);
      const moved = [...before].filter(([tag, id]) => after.has(tag) && after.get(tag) !== id);
      expect(moved).toEqual([]);
      expect(after.get(VICTIM)).toBe(before.get(VICTIM));
      const found = spawnSync("find", [tmpdir(), "-name", `${ESCAPED}*`, "-not", "-path", "*/planted-*"]);
      expect(found.stdout.toString()).toBe("");
    },
    // A ceiling, not a measure: the walk of the shared temp folder takes seconds on a busy runner.
    60_000,
  );
});
