import { describe, expect, it } from "vitest";
import {
  cycled,
  parseShard,
  planSessions,
  seededPermutation,
  sessionPlan,
  weightedCounts,
} from "../../../src/load/plan.js";
import { SessionSource } from "../../../src/load/scheduler.js";
import type { ResolvedPair, Task } from "../../../src/scenario/model.js";

const task = (name: string) => ({ name, dir: `/t/${name}` }) as Task;
const pair = (index: number, sessions: number, tasks: Task[], tags = {}): ResolvedPair => ({
  index,
  agent: { name: `agent${index}` },
  tasks,
  sessions,
  n_concurrent: 1,
  weight: 1,
  tags,
});

describe("planSessions", () => {
  it("cycles a pair's sessions through its tasks in order", () => {
    const plan = planSessions([pair(0, 5, [task("a"), task("b")])]);
    expect(plan.map((s) => s.taskName)).toEqual(["a", "b", "a", "b", "a"]);
    expect(plan.map((s) => s.id)).toEqual(["0000-a", "0001-b", "0002-a", "0003-b", "0004-a"]);
  });

  it("interleaves pairs so agents share the run's time fairly", () => {
    const plan = planSessions([pair(0, 3, [task("x")]), pair(1, 1, [task("y")])]);
    expect(plan.map((s) => s.pair)).toEqual([0, 1, 0, 0]);
  });

  it("flags the first sessions as warm-up", () => {
    const plan = planSessions([pair(0, 4, [task("x")])], { warmupSessions: 2 });
    expect(plan.map((s) => s.warmup)).toEqual([true, true, false, false]);
  });

  it("shards partition the plan exactly", () => {
    const pairs = [pair(0, 7, [task("a"), task("b")]), pair(1, 4, [task("c")])];
    const whole = planSessions(pairs).map((s) => s.id);
    const shards = [1, 2, 3].flatMap((i) =>
      planSessions(pairs, { shard: { index: i, count: 3 } }).map((s) => s.id),
    );
    expect(shards.sort()).toEqual([...whole].sort());
    expect(new Set(shards).size).toBe(whole.length);
  });
});

describe("parseShard", () => {
  it.each([
    ["1/1", { index: 1, count: 1 }],
    ["2/4", { index: 2, count: 4 }],
  ])("%s", (s, want) => expect(parseShard(s)).toEqual(want));
  it.each(["0/2", "3/2", "1", "a/b", "1/0", ""])("rejects %j", (s) =>
    expect(() => parseShard(s)).toThrow(/i\/n/),
  );
});

describe("weighted mix", () => {
  const journeys = [40, 25, 20, 10, 5].map((weight, i) => ({
    ...pair(i, 80, [task(`j${i}`)], { scenario: `j${i}` }),
    weight,
  }));

  it.each([
    [[1, 1], 4, [2, 2]],
    [[40, 25, 20, 10, 5], 400, [160, 100, 80, 40, 20]],
    [[1, 1, 1], 10, [4, 3, 3]],
    [[2, 1], 1, [1, 0]],
    [[0.7, 0.3], 9, [6, 3]],
  ])("weights %j over %i sessions split as %j", (weights, total, want) => {
    expect(weightedCounts(weights, total)).toEqual(want);
  });

  it("splits the plan by weight, in a shuffled order that is the same for the same seed", () => {
    const a = planSessions(journeys, { mix: "weighted", seed: 7 });
    const b = planSessions(journeys, { mix: "weighted", seed: 7 });
    const c = planSessions(journeys, { mix: "weighted", seed: 8 });
    expect(a.length).toBe(400);
    expect(a.map((s) => s.pair)).toEqual(b.map((s) => s.pair));
    expect(a.map((s) => s.pair)).not.toEqual(c.map((s) => s.pair));
    const share = (p: number) => a.filter((s) => s.pair === p).length / a.length;
    expect([0, 1, 2, 3, 4].map(share)).toEqual([0.4, 0.25, 0.2, 0.1, 0.05]);
    // shuffled: the first 100 sessions already hold every journey
    expect(new Set(a.slice(0, 100).map((s) => s.pair)).size).toBe(5);
  });

  it("shards partition the weighted plan exactly", () => {
    const whole = planSessions(journeys, { mix: "weighted", seed: 3 });
    const shards = [1, 2, 3].flatMap((i) =>
      planSessions(journeys, { mix: "weighted", seed: 3, shard: { index: i, count: 3 } }),
    );
    expect(shards.map((s) => s.id).sort()).toEqual(whole.map((s) => s.id).sort());
    const byId = new Map(whole.map((s) => [s.id, s.pair]));
    expect(shards.every((s) => byId.get(s.id) === s.pair)).toBe(true);
  });

  it("gives cycled sessions ids that stay unique across shards", () => {
    const pairs = [pair(0, 5, [task("a")])];
    const ids = [1, 2].flatMap((i) =>
      planSessions(pairs, { shard: { index: i, count: 2 } }).flatMap((s) =>
        [0, 1, 2].map((cycle) => cycled(s, cycle, 5).id),
      ),
    );
    expect(new Set(ids).size).toBe(15);
    expect(cycled(planSessions(pairs)[0], 2, 5)).toMatchObject({ index: 10, id: "0010-a", warmup: false });
  });
});

describe("the plan is read by position", () => {
  it.each([1, 2, 3, 5, 16, 17, 1000, 4097])("a seeded permutation of %i positions is a bijection", (n) => {
    const p = seededPermutation(n, 42);
    const seen = new Set(Array.from({ length: n }, (_, i) => p(i)));
    expect(seen.size).toBe(n);
    expect([...seen].every((x) => Number.isInteger(x) && x >= 0 && x < n)).toBe(true);
  });

  it("gives any position of a 1e8-session plan without making the others", () => {
    const pairs = [pair(0, 60_000_000, [task("a"), task("b")]), pair(1, 40_000_000, [task("c")])];
    for (const mix of ["sequential", "weighted"] as const) {
      const plan = sessionPlan(pairs, { mix, seed: 5 });
      expect(plan.length).toBe(100_000_000);
      const last = plan.at(99_999_999);
      expect(last?.id).toMatch(/^99999999-/);
      expect(plan.at(100_000_000)).toBeUndefined();
      const shard = sessionPlan(pairs, { mix, seed: 5, shard: { index: 3, count: 7 } });
      expect(shard.length).toBe(Math.floor((100_000_000 - 3) / 7) + 1);
      expect(shard.at(1)?.index).toBe(9);
    }
  });

  it("sequential: pairs of unequal size take turns until each runs out", () => {
    const plan = planSessions([pair(0, 1, [task("x")]), pair(1, 3, [task("y")]), pair(2, 2, [task("z")])]);
    expect(plan.map((s) => s.pair)).toEqual([0, 1, 2, 1, 2, 1]);
  });
});

describe("SessionSource over a plan", () => {
  const plan = planSessions([pair(0, 4, [task("a")]), pair(1, 4, [task("b")])]);

  it("hands out in order, passes over a capped pair and comes back to it first", () => {
    const src = new SessionSource(plan);
    const notPair0 = (s: { pair: number }) => s.pair !== 0;
    expect(src.take(notPair0)?.index).toBe(1);
    expect(src.take(notPair0)?.index).toBe(3);
    expect(src.take()?.index).toBe(0);
    expect(src.take()?.index).toBe(2);
  });

  it("cycles with ids unique by stride, and stops at max", () => {
    const src = new SessionSource(plan, { cycle: true, stride: 8, max: 10 });
    const ids = Array.from({ length: 12 }, () => src.take()?.index ?? null);
    expect(ids).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, null, null]);
    expect(src.exhausted()).toBe(true);
  });
});
