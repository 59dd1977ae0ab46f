/** What the post step does: find this step's run ids and sweep their Docker resources, in bounded time. */
import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from "node:fs";
import { join } from "node:path";
import { errorMessage } from "../errors.js";
import { STATE } from "./state.js";

/** The whole post step stays under this, so a hung Docker daemon cannot hold the job. */
const DEADLINE_MS = 90_000;

/**
 * The run ids to sweep: the one the main step saved, plus every run directory begun under the
 * output folder since the step started (the main step may have died before saving its id). A run
 * id is its directory's name.
 */
export function runIdsToSweep(state: (name: string) => string): string[] {
  const ids = new Set<string>();
  const saved = state(STATE.runId);
  if (saved) ids.add(saved);
  const outDir = state(STATE.outputDir);
  const since = Number(state(STATE.startedAt));
  if (outDir && Number.isFinite(since) && existsSync(outDir)) {
    for (const e of readdirSync(outDir, { withFileTypes: true })) {
      if (!e.isDirectory()) continue;
      const dir = join(outDir, e.name);
      const t = startedAt(join(dir, "events.jsonl")) ?? statSync(dir).mtimeMs;
      if (t >= since - 1000) ids.add(e.name);
    }
  }
  return [...ids];
}

/** When a run began, from its first event. */
function startedAt(events: string): number | null {
  try {
    const fd = openSync(events, "r");
    const buf = Buffer.alloc(64 * 1024);
    const n = readSync(fd, buf, 0, buf.length, 0);
    closeSync(fd);
    const first = buf.subarray(0, n).toString("utf8").split("\n", 1)[0];
    const e = JSON.parse(first) as { type?: string; t?: number };
    return e.type === "run_start" && typeof e.t === "number" ? e.t : null;
  } catch {
    return null;
  }
}

/**
 * What the post step needs of the runner: the state the main step saved and two log lines, in the
 * workflow-command syntax @actions/core writes. Without the toolkit (and its HTTP client) the post
 * bundle holds the Docker client and little else.
 */
const escapeData = (s: string) => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
const core = {
  getState: (name: string) => process.env[`STATE_${name}`] ?? "",
  info: (m: string) => void process.stdout.write(`${m}\n`),
  warning: (m: string) => void process.stdout.write(`::warning::${escapeData(m)}\n`),
};

export async function cleanup(): Promise<void> {
  await removeBaseWorktree();
  const ids = runIdsToSweep((n) => core.getState(n));
  if (ids.length === 0) return;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"timeout">((r) => {
    timer = setTimeout(() => r("timeout"), DEADLINE_MS);
  });
  try {
    const work = sweepAll(ids, core.getState(STATE.owner) || undefined, core);
    const res = await Promise.race([work, deadline]);
    if (res === "timeout")
      core.warning(`cleanup of run ${ids.join(", ")} did not finish in ${DEADLINE_MS / 1000}s`);
  } catch (e) {
    core.warning(`cleanup of run ${ids.join(", ")} failed: ${errorMessage(e)}`);
  } finally {
    clearTimeout(timer);
  }
}

/** `compare-with`: the base commit's worktree, when the main step died before removing it. */
async function removeBaseWorktree(): Promise<void> {
  const dir = core.getState(STATE.baseWorktree);
  const repo = core.getState(STATE.baseRepo);
  if (!dir || !repo || !existsSync(dir)) return;
  const { removeBase } = await import("./base-worktree.js");
  const problem = await removeBase({ dir, repo });
  if (problem) core.warning(`could not remove the base worktree ${dir}: ${problem}`);
  else core.info(`removed the base worktree ${dir}`);
}

/** `owner`: the main step's process, as its containers are labelled (absent from a main step that saved none). */
async function sweepAll(ids: string[], owner: string | undefined, log: typeof core): Promise<void> {
  const { sweepRun } = await import("../runtimes/docker/sweep.js");
  for (const id of ids) {
    const r = await sweepRun(id, undefined, owner);
    if (r.containers + r.networks > 0)
      log.info(`removed ${r.containers} container(s) and ${r.networks} network(s) of run ${id}`);
  }
}
