import { describe, expect, it } from "vitest";
import { parseShard, planSessions } from "../../src/load/plan.js";
import type { ResolvedPair, Task } from "../../src/scenario/model.js";

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
