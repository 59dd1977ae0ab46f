/**
 * The agents tier's expensive fixtures, made once: every built-in coding agent (and the pinned Node some
 * of them need) installed into the agent cache at its pinned version, and the Action bundled from src/.
 * Run as the tier's globalSetup, and called lazily by the tests themselves (memoized per process): the
 * installs settle atomically in the cache and the bundle lands in a folder named by the sources' hash,
 * so two workers making the same thing at once leave one whole copy.
 */
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { type HostInstall, installOnHost } from "../../src/agents/install.js";
import { AGENTS, NODE_RUNTIME } from "../../src/agents/table.js";

const ROOT = resolve(import.meta.dirname, "../..");

let installs: Promise<HostInstall[]> | undefined;

/** Every built-in agent at its pinned version, and the pinned Node, in the agent cache; one pass per process. */
export function warmAgentInstalls(): Promise<HostInstall[]> {
  installs ??= (async () => {
    const out: HostInstall[] = [];
    // Two at a time: npm is network- and disk-bound, and the runner has two cores.
    const queue = [
      ...AGENTS.map((a) => () => installOnHost(a, a.version)),
      () => installOnHost(NODE_RUNTIME, NODE_RUNTIME.version),
    ];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) out.push(await next());
    };
    await Promise.all([worker(), worker()]);
    return out;
  })();
  return installs;
}

function sourcesHash(dir: string): { hash: string; newest: number } {
  const h = createHash("sha256");
  let newest = 0;
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => statSync(join(dir, f)).isFile())
    .sort();
  for (const f of files) {
    const p = join(dir, f);
    newest = Math.max(newest, statSync(p).mtimeMs);
    h.update(f).update("\0").update(readFileSync(p)).update("\0");
  }
  return { hash: h.digest("hex").slice(0, 16), newest };
}

let bundle: Promise<string> | undefined;

/**
 * The Action's main step as a user's runner starts it: dist/index.js when it is at least as new as src/,
 * else one bundle of src/ per content of src/ (.tmp/action-<hash>), shared by every file and worker.
 */
export function sharedActionEntry(): Promise<string> {
  bundle ??= (async () => {
    const { hash, newest } = sourcesHash(join(ROOT, "src"));
    const dist = join(ROOT, "dist/index/index.js");
    if (existsSync(dist) && statSync(dist).mtimeMs >= newest) return join(ROOT, "dist/index.js");
    const out = join(ROOT, ".tmp", `action-${hash}`);
    const entry = join(out, "index.mjs");
    if (existsSync(entry)) {
      // Marked as in use, so no pruning below takes it from a run still reading it.
      utimesSync(out, new Date(), new Date());
      return entry;
    }
    // Built aside and renamed into place: a reader sees no folder or a whole one.
    const tmp = `${out}.tmp-${process.pid}-${Date.now()}`;
    const { build } = await import("rolldown");
    await build({
      input: join(ROOT, "src/action/index.ts"),
      platform: "node",
      external: [/^[^./]/],
      logLevel: "silent",
      output: { dir: tmp, format: "esm", entryFileNames: "index.mjs" },
    });
    mkdirSync(join(ROOT, ".tmp"), { recursive: true });
    // Bundles of older sources, unused for an hour, go: one bundle per edit of src/ would pile up.
    for (const d of readdirSync(join(ROOT, ".tmp")))
      if (/^action-[0-9a-f]{16}$/.test(d) && statSync(join(ROOT, ".tmp", d)).mtimeMs < Date.now() - 3_600_000)
        rmSync(join(ROOT, ".tmp", d), { recursive: true, force: true });
    try {
      renameSync(tmp, out);
    } catch {
      // Another worker placed the same bundle first.
      rmSync(tmp, { recursive: true, force: true });
    }
    return entry;
  })();
  return bundle;
}

/** The tier's globalSetup: everything above before the first file starts. */
export default async function setup(): Promise<void> {
  await Promise.all([warmAgentInstalls(), sharedActionEntry()]);
}
