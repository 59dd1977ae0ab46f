/**
 * Merges shard runs of one plan into one run directory: the union of their events (sessions of
 * different shards never share an id) and their session folders, then the usual finalize. Counts
 * and histograms come out exactly as if the plan had run unsharded.
 */
import { cpSync, existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { UserError } from "../errors.js";
import type { RunEvent } from "../metrics/events.js";
import { readEvents } from "./event-log.js";
import { type Finalized, type FinalizeOptions, finalizeRun } from "./finalize.js";
import { createRunDir } from "./run-dir.js";

export async function mergeRuns(
  runDirs: string[],
  outDir: string,
  opts: FinalizeOptions,
): Promise<Finalized & { runDir: string }> {
  if (runDirs.length === 0) throw new UserError("no run directories to merge", undefined, "merge");
  const all: RunEvent[] = [];
  let scenario: { name: string; hash: string } | null = null;
  const seen = new Set<string>();
  const shards: { index: number; count: number }[] = [];
  for (const dir of runDirs) {
    const file = join(dir, "events.jsonl");
    if (!existsSync(file)) throw new UserError("not a run directory (no events.jsonl)", dir);
    const events = readEvents(file);
    const start = events.find((e): e is Extract<RunEvent, { type: "run_start" }> => e.type === "run_start");
    if (!start) throw new UserError("events.jsonl has no run_start event", file);
    if (scenario && (scenario.hash !== start.scenario_hash || scenario.name !== start.scenario_name)) {
      throw new UserError(
        `shard of scenario ${start.scenario_name}@${start.scenario_hash} cannot merge with ${scenario.name}@${scenario.hash}`,
        dir,
      );
    }
    scenario = { name: start.scenario_name, hash: start.scenario_hash };
    // Two runs of one shard hold the same sessions: merged, they would count twice.
    const key = start.shard ? `shard ${start.shard.index}/${start.shard.count}` : `run ${start.run_id}`;
    if (seen.has(key)) throw new UserError(`${key} is listed twice`, dir);
    seen.add(key);
    if (start.shard) shards.push(start.shard);
    all.push(...events);
  }
  // Stable by time, so the earliest run_start leads and the latest run_end closes.
  all.sort((a, b) => a.t - b.t);
  // The merged run is the whole plan: what reproduces it is the run without --shard.
  const first = all.find((e) => e.type === "run_start");
  if (first?.type === "run_start" && first.reproduce)
    first.reproduce = first.reproduce.replace(/ --shard \d+\/\d+/, "");
  const missing = missingShards(shards);
  if (missing) all.push({ type: "log", t: all.at(-1)?.t ?? Date.now(), level: "warn", message: missing });
  const runDir = createRunDir(outDir, scenario!.name);
  writeFileSync(join(runDir, "events.jsonl"), all.map((e) => `${JSON.stringify(e)}\n`).join(""));
  for (const dir of runDirs) {
    if (existsSync(join(dir, "sessions")))
      cpSync(join(dir, "sessions"), join(runDir, "sessions"), { recursive: true });
  }
  return { ...(await finalizeRun(runDir, opts)), runDir };
}

/** Which shards of the plan the merge lacks, said as a warning for the report; null when none. */
export function missingShards(shards: { index: number; count: number }[]): string | null {
  if (shards.length === 0) return null;
  const count = Math.max(...shards.map((s) => s.count));
  const have = new Set(shards.map((s) => s.index));
  const lacking = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !have.has(i));
  if (lacking.length === 0) return null;
  return `merged ${have.size} of ${count} shards: shard${lacking.length > 1 ? "s" : ""} ${lacking.join(", ")} missing, so the report covers part of the plan`;
}
