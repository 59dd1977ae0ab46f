/**
 * Plans a run: which sessions, in which order, with which agent and task. Pure and deterministic,
 * so shards of the same plan partition it exactly and a rerun plans the same sessions.
 */

import type { AgentSpec } from "../agents/types.js";
import { limit } from "../limits.js";
import { mulberry32 } from "../rng.js";
import type { LoadedScenario, ResolvedPair, Task } from "../scenario/model.js";

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
  if (count > limit("shards")) throw new Error(`shard i/n: at most ${limit("shards")} shards (see Limits)`);
  return { index, count };
}

const slug = (s: string) =>
  s
    .replace(/^.*\//, "")
    .replace(/[^a-zA-Z0-9._-]+/g, "-")
    .slice(0, 40) || "session";

const sessionId = (index: number, taskName: string) => `${String(index).padStart(4, "0")}-${slug(taskName)}`;

/**
 * A plan read by position: a session is made when it is asked for, so a plan of any size costs
 * memory by its pairs, never by its sessions. An array of sessions is one too (tests).
 */
export interface SessionPlan {
  readonly length: number;
  at(index: number): PlannedSession | undefined;
}

/** Which pair, and which of its sessions (k), holds a position of the whole plan. */
type Slot = (index: number) => { pair: ResolvedPair; k: number };

/**
 * Sequential mix: pairs take turns (round-robin) so a multi-agent run interleaves its agents in
 * time; within a pair, sessions cycle through its tasks in order.
 *
 * Weighted mix: the plan has as many sessions as the pairs' `sessions` add up to, split between
 * pairs in proportion to `weight` (largest remainder, so the split is exact to one session) and
 * put in a seeded random order (a seeded permutation of positions, computed per position). The
 * whole plan is ordered before sharding, so shards partition it.
 */
export function sessionPlan(pairs: ResolvedPair[], opts: PlanOptions = {}): SessionPlan {
  const total = pairs.reduce((a, p) => a + p.sessions, 0);
  const slot = opts.mix === "weighted" ? weightedSlots(pairs, total, opts.seed ?? 1) : roundRobinSlots(pairs);
  const make = (index: number): PlannedSession => {
    const { pair: p, k } = slot(index);
    const task = p.tasks.length > 0 ? p.tasks[k % p.tasks.length] : undefined;
    const taskName = task?.name ?? p.journey?.name ?? p.tags.scenario ?? `pair-${p.index}`;
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
  };
  const shard = opts.shard;
  const length = shard ? Math.max(0, Math.floor((total - shard.index) / shard.count) + 1) : total;
  const position = (i: number) => (shard ? i * shard.count + shard.index - 1 : i);
  return {
    length: Math.min(length, total),
    at: (i) => (Number.isInteger(i) && i >= 0 && i < Math.min(length, total) ? make(position(i)) : undefined),
  };
}

/** Every session of a plan, in order (for plans known to be small: tests, listings). */
export function* sessionsOf(plan: SessionPlan): Generator<PlannedSession> {
  for (let i = 0; i < plan.length; i++) yield plan.at(i) as PlannedSession;
}

/** The plan as an array: what tests and small callers read. */
export function planSessions(pairs: ResolvedPair[], opts: PlanOptions = {}): PlannedSession[] {
  return [...sessionsOf(sessionPlan(pairs, opts))];
}

/** The plan of a scenario (or of one shard of it): what `run` executes and what `merge` checks shards against. */
export function scenarioPlan(loaded: Pick<LoadedScenario, "pairs" | "scenario">, shard?: Shard | null) {
  const { load } = loaded.scenario;
  return sessionPlan(loaded.pairs, {
    warmupSessions: load.warmup_sessions,
    mix: load.mix,
    seed: load.seed,
    shard,
  });
}

/**
 * Round r of the round-robin gives one session to every pair with more than r sessions, in pair
 * order. Rounds between two distinct session counts have the same pairs: one segment each.
 */
function roundRobinSlots(pairs: ResolvedPair[]): Slot {
  const levels = [...new Set(pairs.map((p) => p.sessions).filter((n) => n > 0))].sort((a, b) => a - b);
  const segments: { start: number; lo: number; active: ResolvedPair[] }[] = [];
  let start = 0;
  let lo = 0;
  for (const hi of levels) {
    const active = pairs.filter((p) => p.sessions >= hi);
    segments.push({ start, lo, active });
    start += (hi - lo) * active.length;
    lo = hi;
  }
  return (index) => {
    let seg = segments[0];
    for (const s of segments) if (s.start <= index) seg = s;
    const o = index - seg.start;
    return { pair: seg.active[o % seg.active.length], k: seg.lo + Math.floor(o / seg.active.length) };
  };
}

/** Pair of every plan position: counts exact to the weights, positions permuted by a seeded bijection. */
function weightedSlots(pairs: ResolvedPair[], total: number, seed: number): Slot {
  const counts = weightedCounts(
    pairs.map((p) => p.weight),
    total,
  );
  const starts: number[] = [];
  let acc = 0;
  for (const c of counts) {
    starts.push(acc);
    acc += c;
  }
  const permute = seededPermutation(total, seed);
  return (index) => {
    const slot = permute(index);
    // The last pair whose range starts at or before the slot (and holds sessions).
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (starts[mid] <= slot) lo = mid;
      else hi = mid - 1;
    }
    while (counts[lo] === 0) lo--;
    return { pair: pairs[lo], k: slot - starts[lo] };
  };
}

/**
 * A seeded bijection of [0, n): a four-round Feistel network on the smallest even-bit domain that
 * holds n, walked until it lands inside (fewer than four steps on average). O(1) memory for any n.
 */
export function seededPermutation(n: number, seed: number): (i: number) => number {
  let bits = 2;
  while (2 ** bits < n) bits += 2;
  const half = bits / 2;
  const mask = 2 ** half - 1;
  const rand = mulberry32(seed);
  const keys = [0, 1, 2, 3].map(() => Math.floor(rand() * 2 ** 32) >>> 0);
  const round = (x: number, key: number) => {
    let h = Math.imul(x ^ key, 0x9e3779b1) >>> 0;
    h = Math.imul(h ^ (h >>> 15), 0x85ebca6b) >>> 0;
    return (h ^ (h >>> 13)) & mask;
  };
  const once = (x: number) => {
    let l = Math.floor(x / 2 ** half);
    let r = x % 2 ** half;
    for (const key of keys) [l, r] = [r, (l ^ round(r, key)) & mask];
    return l * 2 ** half + r;
  };
  return (i) => {
    let x = once(i);
    while (x >= n) x = once(x);
    return x;
  };
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
