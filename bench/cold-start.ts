/**
 * Warm jobs on fresh runners: the time before the first session of a 3-agent run (claude-code, codex,
 * qwen-code on tasks/hello-file in Docker against the mock LLM, as examples/agents.yaml) run by the
 * Action three ways, each as the runner runs it (`node <bundle of src/action/index.ts>` with INPUT_*):
 *   cold     — nothing here: an empty agent cache and npm cache, none of the images; the Action's cache misses on a
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
import { cpus, loadavg, tmpdir } from "node:os";
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
    rounds: { type: "string", default: "3" },
    verbose: { type: "boolean", default: false },
  },
});
const AGENTS = args.agents!.split(",").map((name) => {
  const def = codingAgent(name);
  if (!def) throw new Error(`unknown agent ${name}`);
  return { name, version: def.version };
});
const ROUNDS = Math.max(1, Math.min(9, Number(args.rounds) || 3));
const VERBOSE = args.verbose!;
const ENTRY = args.entry ?? path.resolve(".tmp/cold-start/action/index.mjs");
const TOKEN = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(
  JSON.stringify({ scp: "Actions.Results:run-1:job-1" }),
).toString("base64url")}.`;

/** One Action run: ms from its start to the first session's start and to its run_start, its start, and its log. */
interface Timed {
  ms: number;
  runStart: number;
  started: number;
  log: string;
}

async function timed(label: string, ctx: Round, cache: boolean): Promise<Timed> {
  const started = Date.now();
  const r: ActionRun = await runAction({
    inputs: { scenario: ctx.ws.scenario, comment: "never", "artifact-name": "", cache: String(cache) },
    env: {
      ...ctx.service.env(),
      AGENT_LOADTEST_CACHE: ctx.agentCache,
      // A fresh runner's npm has no packages either: every run gets its own npm cache.
      npm_config_cache: mkdtempSync(path.join(ctx.home, "npm-")),
    },
    event: null,
    cwd: ctx.ws.dir,
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
  const runStart =
    (JSON.parse(events.find((l) => l.includes('"type":"run_start"'))!) as { t: number }).t - started;
  console.log(`--- ${label}: ${(ms / 1000).toFixed(1)} s before the first session`);
  if (VERBOSE)
    for (const l of events.slice(0, events.indexOf(first) + 1)) {
      const e = JSON.parse(l) as { t: number; type: string; message?: string; agent?: string };
      console.log(
        `    +${((e.t - started) / 1000).toFixed(2)} s  ${e.type} ${e.message ?? e.agent ?? ""}`.slice(
          0,
          160,
        ),
      );
    }
  if (VERBOSE)
    for (const l of r.visibleLog
      .split("\n")
      .filter((l) => /cache:|installing|installed|building|built/.test(l)))
      console.log(`    ${l.slice(0, 160)}`);
  return { ms, runStart, started, log: r.visibleLog };
}

interface Round {
  service: CacheService;
  ws: ReturnType<typeof warmWorkspace>;
  /** One agent cache path for every run, as HOME is the same on every runner. */
  agentCache: string;
  /** The round's own folder (its npm caches). */
  home: string;
}

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const num = (log: string, re: RegExp) => Number(log.match(re)?.[1] ?? Number.NaN) * 1000;

/** An entry's key as the breakdown names it: `agent codex@0.171.0`, `agent-loadtest-images`. */
const label = (key: string) =>
  key.replace(/^agent-loadtest-install-(.+)-linux-x64-f\d+$/, "agent $1").replace(/-linux-x64-\w+$/, "");

/** Where the restored run's time went: the Action's log lines and the stand-in's request spans. */
function breakdown(run: Timed, service: CacheService): string[] {
  const spans = service.spans.filter((s) => s.start >= run.started);
  const firstCall = Math.min(...spans.map((s) => s.start)) - run.started;
  const wall = num(run.log, /cache: restore done in ([\d.]+) s/);
  const rows = [`  Action start → first cache request    ${secs(firstCall).padStart(7)}`];
  rows.push(`  restore + docker load (wall)          ${secs(wall).padStart(7)}`);
  const keys = [...run.log.matchAll(/cache: restored (agent-loadtest-\S+) in/g)].map((m) => m[1]!);
  for (const key of keys) {
    // The stand-in's side, from the properties to the last piece handed to the socket: the Action may
    // read it well after (its restore time, from its own log, holds the rest and the extraction).
    const mine = spans.filter((s) => s.key === key);
    const served = mine.length
      ? Math.max(...mine.map((s) => s.end)) - Math.min(...mine.map((s) => s.start))
      : Number.NaN;
    const restored = num(run.log, new RegExp(`cache: restored ${key} in ([\\d.]+) s`));
    const load = num(run.log, new RegExp(`cache: docker load of ${key} in ([\\d.]+) s`));
    const size = service.entries.find((e) => e.key === key)?.sizeBytes ?? 0;
    rows.push(
      `    ${label(key).padEnd(30)} ${`${(size / 2 ** 20).toFixed(0)} MiB`.padStart(8)}` +
        `  served in ${secs(served)}  restored in ${secs(restored)}` +
        (Number.isNaN(load) ? "" : `  load ${secs(load)}`),
    );
  }
  rows.push(`  restored → run_start                  ${secs(run.runStart - firstCall - wall).padStart(7)}`);
  // The run's prepare: its first container (the mount probe) waits while the engine syncs the
  // filesystem, which writes back every page the restore left dirty.
  rows.push(`  run_start → first session             ${secs(run.ms - run.runStart).padStart(7)}`);
  return rows;
}

/** One round on its own task (a new nonce), agent cache and cache service: cold, restored, warm. */
async function round(n: number): Promise<{ cold: number; restored: number; warm: number; rows: string[] }> {
  const service = await new CacheService(TOKEN).start();
  // The shell wrapper runs from the repository root.
  const ws = warmWorkspace(AGENTS, { root: process.cwd() });
  const home = mkdtempSync(path.join(tmpdir(), "agent-cache-"));
  const ctx: Round = { service, ws, home, agentCache: path.join(home, "cache") };
  const aside = path.join(home, "aside");
  try {
    console.log(`round ${n}`);
    const cold = await timed("cold", ctx, true);
    // A fresh runner: no images, an empty agent cache (the installs kept aside for the warm run).
    await removeWarmImages(ws, AGENTS);
    renameSync(ctx.agentCache, aside);
    const restored = await timed("restored", ctx, true);
    const rows = breakdown(restored, service);
    for (const r of rows) console.log(`  ${r}`);
    rmSync(ctx.agentCache, { recursive: true, force: true });
    renameSync(aside, ctx.agentCache);
    const warm = await timed("warm", ctx, false);
    if (n === 1) {
      const sizes = service.entries
        .filter((e) => e.finalized)
        .map((e) => `${e.key} ${(e.sizeBytes / 2 ** 20).toFixed(0)} MiB`);
      console.log(`  cache entries:\n    ${sizes.join("\n    ")}`);
    }
    return { cold: cold.ms, restored: restored.ms, warm: warm.ms, rows };
  } finally {
    await removeWarmImages(ws, AGENTS);
    for (const d of [home, ws.dir]) rmSync(d, { recursive: true, force: true });
    await service.stop();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

console.log(
  `bench:cold — ${AGENTS.map((a) => `${a.name}@${a.version}`).join(", ")} on hello-file (Docker), ` +
    `${ROUNDS} round(s), the median of each`,
);
const rounds = [];
for (let n = 1; n <= ROUNDS; n++) rounds.push(await round(n));
const cold = median(rounds.map((r) => r.cold));
const restored = median(rounds.map((r) => r.restored));
const warm = median(rounds.map((r) => r.warm));
const row = (name: string, ms: number, all: number[]) =>
  `  ${name.padEnd(10)} ${(ms / 1000).toFixed(1).padStart(7)} s   (${all.map((x) => (x / 1000).toFixed(1)).join(", ")})`;
console.log("\ntime before the first session (median; every round)");
console.log(
  [
    row(
      "cold",
      cold,
      rounds.map((r) => r.cold),
    ),
    row(
      "restored",
      restored,
      rounds.map((r) => r.restored),
    ),
    row(
      "warm",
      warm,
      rounds.map((r) => r.warm),
    ),
  ].join("\n"),
);
const mid = rounds.find((r) => r.restored === restored)!;
console.log("\nthe median restored run, where its time went\n" + mid.rows.join("\n"));
let failed = false;
const check = (what: string, ratio: number, target: number) => {
  const holds = ratio <= target;
  failed ||= !holds;
  console.log(
    `  ${what.padEnd(22)} ${ratio.toFixed(2)}×  (target ≤ ${target}×)  ${holds ? "HOLDS" : "MISSED"}`,
  );
};
console.log("");
check("restored / warm", restored / warm, 1.2);
check("restored / cold", restored / cold, 0.3);
console.log(
  `  load average: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")} (${cpus().length} cores)`,
);
process.exit(failed ? 1 : 0);
