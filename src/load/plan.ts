/**
 * Plans a run: which sessions, in which order, with which agent and task. Pure and deterministic,
 * so shards of the same plan partition it exactly and a rerun plans the same sessions.
 */
import type { AgentSpec, ResolvedPair, Task } from "../scenario/model.js";

export interface PlannedSession {
  id: string;
  /** Position in the whole plan, stable across shards. */
  index: number;
  pair: number;
  agent: AgentSpec;
  task?: Task;
  /** Label for the report when there is no task (HTTP journeys). */
  taskName: string;
  tags: Record<string, string>;
  warmup: boolean;
}

export interface Shard {
  index: number; // 1-based
  count: number;
}

export function parseShard(s: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(s.trim());
  const index = m ? Number(m[1]) : Number.NaN;
  const count = m ? Number(m[2]) : Number.NaN;
  if (!m || count < 1 || index < 1 || index > count) {
    throw new Error(`shard must be i/n with 1 <= i <= n, got "${s}"`);
  }
  return { index, count };
}

const slug = (s: string) =>
  s
    .replace(/^.*\//, "")
    .replace(/[^a-zA-Z0-9._-]+/g, "-")
    .slice(0, 40) || "session";

/**
 * Pairs take turns (round-robin) so a multi-agent run interleaves its agents in time; within a
 * pair, sessions cycle through its tasks in order.
 */
export function planSessions(
  pairs: ResolvedPair[],
  opts: { warmupSessions?: number; shard?: Shard | null; journeyName?: (pair: ResolvedPair) => string } = {},
): PlannedSession[] {
  const taken = pairs.map(() => 0);
  const all: PlannedSession[] = [];
  let remaining = pairs.reduce((a, p) => a + p.sessions, 0);
  while (remaining > 0) {
    for (const p of pairs) {
      const k = taken[p.index];
      if (k >= p.sessions) continue;
      taken[p.index]++;
      remaining--;
      const task = p.tasks.length > 0 ? p.tasks[k % p.tasks.length] : undefined;
      const taskName = task?.name ?? opts.journeyName?.(p) ?? p.tags.scenario ?? `pair-${p.index}`;
      const index = all.length;
      all.push({
        id: `${String(index).padStart(4, "0")}-${slug(taskName)}`,
        index,
        pair: p.index,
        agent: p.agent,
        task,
        taskName,
        tags: p.tags,
        warmup: index < (opts.warmupSessions ?? 0),
      });
    }
  }
  const shard = opts.shard;
  return shard ? all.filter((s) => s.index % shard.count === shard.index - 1) : all;
}
