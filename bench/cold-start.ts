/**
 * Warm jobs on fresh runners: the time before the first session of a 3-agent run (claude-code, codex,
 * qwen-code on tasks/hello-file in Docker against the mock LLM, as examples/agents.yaml) run by the
 * Action three ways, each as the runner runs it (`node <bundle of src/action/index.ts>` with INPUT_*):
 *   cold     — nothing here: an empty agent cache, none of the images; the Action's cache misses on a
 *              local stand-in of the Actions cache service, installs and builds, then saves;
 *   restored — a fresh runner again (empty agent cache, images removed); the cache is restored through
 *              the stand-in (images `docker load`ed), nothing is installed or built;
 *   warm     — the images and agents already here, `cache: false`.
 * The time is from the Action's start to the first `session_start` in events.jsonl. Targets: restored
 * ≤ 1.2× warm and ≤ 0.3× cold. The task carries a nonce, so its image and layers are this bench's own;
 * base images (node:22-bookworm-slim) are kept, so "cold" here pulls nothing (on a fresh runner it would
 * pull, which only makes cold slower). Exit 1 when a target is missed.
 * Run: bash bench/cold-start.sh [--agents claude-code,codex,qwen-code]
 */
import { mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { codingAgent } from "../src/agents/table.js";
import { type ActionRun, runAction } from "../tests/support/action-harness.js";
import { CacheService } from "../tests/support/cache-service.js";
import { removeWarmImages, warmWorkspace } from "../tests/support/warm-fixture.js";

const { values: args } = parseArgs({
  options: {
    agents: { type: "string", default: "claude-code,codex,qwen-code" },
    entry: { type: "string" },
  },
});
const AGENTS = args.agents!.split(",").map((name) => {
  const def = codingAgent(name);
  if (!def) throw new Error(`unknown agent ${name}`);
  return { name, version: def.version };
});
const ENTRY = args.entry ?? path.resolve(".tmp/cold-start/action/index.mjs");
const TOKEN = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(
  JSON.stringify({ scp: "Actions.Results:run-1:job-1" }),
).toString("base64url")}.`;

const service = await new CacheService(TOKEN).start();
// The shell wrapper runs from the repository root.
const ws = warmWorkspace(AGENTS, 1, process.cwd());
const dirs: string[] = [];

/** One Action run; ms from its start to the first session's start. */
async function timed(label: string, agentCache: string, cache: boolean): Promise<number> {
  const started = Date.now();
  const r: ActionRun = await runAction({
    inputs: { scenario: ws.scenario, comment: "never", "artifact-name": "", cache: String(cache) },
    env: {
      ACTIONS_RUNTIME_TOKEN: TOKEN,
      ACTIONS_RESULTS_URL: service.url,
      ACTIONS_CACHE_SERVICE_V2: "true",
      AGENT_LOADTEST_CACHE: agentCache,
    },
    event: null,
    cwd: ws.dir,
    script: ENTRY,
  });
  if (r.code !== 0) {
    console.error(r.visibleLog.slice(-4000));
    throw new Error(`${label}: the Action ended with exit ${r.code}`);
  }
  const events = readFileSync(path.join(r.outputs["run-dir"], "events.jsonl"), "utf8").split("\n");
  const first = events.find((l) => l.includes('"type":"session_start"'));
  if (!first) throw new Error(`${label}: no session started`);
  const ms = (JSON.parse(first) as { t: number }).t - started;
  const lines = r.visibleLog
    .split("\n")
    .filter((l) => /cache:|installing|installed|building|built|loaded/.test(l));
  console.log(`--- ${label}: ${(ms / 1000).toFixed(1)} s before the first session`);
  for (const l of lines.slice(0, 20)) console.log(`    ${l.slice(0, 160)}`);
  return ms;
}

// One agent cache path for every run, as HOME is the same on every runner; "fresh" moves its contents away.
const home = mkdtempSync(path.join(tmpdir(), "agent-cache-"));
dirs.push(home);
const AGENT_CACHE = path.join(home, "cache");
const ASIDE = path.join(home, "aside");

let failed = false;
try {
  console.log(
    `bench:cold — ${AGENTS.map((a) => `${a.name}@${a.version}`).join(", ")} on hello-file (Docker)`,
  );
  const cold = await timed("cold", AGENT_CACHE, true);
  // A fresh runner: no images, an empty agent cache (the installs kept aside for the warm run).
  await removeWarmImages(ws, AGENTS);
  renameSync(AGENT_CACHE, ASIDE);
  const restored = await timed("restored", AGENT_CACHE, true);
  rmSync(AGENT_CACHE, { recursive: true, force: true });
  renameSync(ASIDE, AGENT_CACHE);
  const warm = await timed("warm", AGENT_CACHE, false);
  const row = (name: string, ms: number) => `  ${name.padEnd(10)} ${(ms / 1000).toFixed(1).padStart(7)} s`;
  console.log("\ntime before the first session");
  console.log([row("cold", cold), row("restored", restored), row("warm", warm)].join("\n"));
  const check = (what: string, ratio: number, target: number) => {
    const holds = ratio <= target;
    failed ||= !holds;
    console.log(
      `  ${what.padEnd(22)} ${ratio.toFixed(2)}×  (target ≤ ${target}×)  ${holds ? "HOLDS" : "MISSED"}`,
    );
  };
  check("restored / warm", restored / warm, 1.2);
  check("restored / cold", restored / cold, 0.3);
  const sizes = service.entries
    .filter((e) => e.finalized)
    .map((e) => `${e.key} ${(e.sizeBytes / 2 ** 20).toFixed(0)} MiB`);
  console.log(`\ncache entries:\n  ${sizes.join("\n  ")}`);
} finally {
  await removeWarmImages(ws, AGENTS);
  for (const d of [...dirs, ws.dir]) rmSync(d, { recursive: true, force: true });
  await service.stop();
}
process.exit(failed ? 1 : 0);
