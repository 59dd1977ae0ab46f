/**
 * Plans a run: which sessions, in which order, with which agent and task. Pure and deterministic,
 * so shards of the same plan partition it exactly and a rerun plans the same sessions.
 */
import { mulberry32 } from "../rng.js";
import type { AgentSpec, LoadedScenario, ResolvedPair, Task } from "../scenario/model.js";

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

export interface PlanOptions {
  warmupSessions?: number;
  shard?: Shard | null;
  journeyName?: (pair: ResolvedPair) => string;
  /** `sequential` (default): pairs take turns. `weighted`: the plan's sessions split by pair weight. */
  mix?: "weighted" | "sequential";
  /** Seed of the weighted mix's order. */
  seed?: number;
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

const sessionId = (index: number, taskName: string) => `${String(index).padStart(4, "0")}-${slug(taskName)}`;

/**
 * Sequential mix: pairs take turns (round-robin) so a multi-agent run interleaves its agents in
 * time; within a pair, sessions cycle through its tasks in order.
 *
 * Weighted mix: the plan has as many sessions as the pairs' `sessions` add up to, split between
 * pairs in proportion to `weight` (largest remainder, so the split is exact to one session) and
 * put in a seeded random order. The whole plan is drawn before sharding, so shards partition it.
 */
export function planSessions(pairs: ResolvedPair[], opts: PlanOptions = {}): PlannedSession[] {
  const order = opts.mix === "weighted" ? weightedOrder(pairs, opts.seed ?? 1) : roundRobinOrder(pairs);
  const taken = new Map<number, number>();
  const all = order.map((pairIndex, index): PlannedSession => {
    const p = pairs.find((x) => x.index === pairIndex)!;
    const k = taken.get(pairIndex) ?? 0;
    taken.set(pairIndex, k + 1);
    const task = p.tasks.length > 0 ? p.tasks[k % p.tasks.length] : undefined;
    const taskName = task?.name ?? opts.journeyName?.(p) ?? p.tags.scenario ?? `pair-${p.index}`;
    return {
      id: sessionId(index, taskName),
      index,
      pair: p.index,
      agent: p.agent,
      task,
      taskName,
      tags: p.tags,
      warmup: index < (opts.warmupSessions ?? 0),
    };
  });
  const shard = opts.shard;
  return shard ? all.filter((s) => s.index % shard.count === shard.index - 1) : all;
}

/** The plan of a scenario (or of one shard of it): what `run` executes and what `merge` checks shards against. */
export function scenarioPlan(loaded: Pick<LoadedScenario, "pairs" | "scenario">, shard?: Shard | null) {
  const { load } = loaded.scenario;
  return planSessions(loaded.pairs, {
    warmupSessions: load.warmup_sessions,
    mix: load.mix,
    seed: load.seed,
    shard,
  });
}

function roundRobinOrder(pairs: ResolvedPair[]): number[] {
  const taken = pairs.map(() => 0);
  const order: number[] = [];
  let remaining = pairs.reduce((a, p) => a + p.sessions, 0);
  while (remaining > 0) {
    pairs.forEach((p, i) => {
      if (taken[i] >= p.sessions) return;
      taken[i]++;
      remaining--;
      order.push(p.index);
    });
  }
  return order;
}

/** Pair of every plan position: counts exact to the weights, order shuffled by a seeded PRNG. */
export function weightedOrder(pairs: ResolvedPair[], seed: number): number[] {
  const total = pairs.reduce((a, p) => a + p.sessions, 0);
  const counts = weightedCounts(
    pairs.map((p) => p.weight),
    total,
  );
  const order = pairs.flatMap((p, i) => new Array<number>(counts[i]).fill(p.index));
  const rand = mulberry32(seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/** Splits `total` in proportion to `weights`: floors first, then the largest remainders (ties: first). */
export function weightedCounts(weights: number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (sum > 0 ? (w / sum) * total : 0));
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of byRemainder) {
    if (left <= 0) break;
    counts[i]++;
    left--;
  }
  return counts;
}

/**
 * The same planned session on a later pass through the plan (time-based strategies keep cycling).
 * `stride` is the size of the whole, unsharded plan, so cycled ids stay unique across shards.
 */
export function cycled(s: PlannedSession, cycle: number, stride: number): PlannedSession {
  if (cycle === 0) return s;
  const index = cycle * stride + s.index;
  return { ...s, index, id: sessionId(index, s.taskName), warmup: false };
}
