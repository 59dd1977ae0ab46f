/**
 * Which sessions a sequential look sees: per arm, the first to start, once all of them have ended,
 * as many judged as the look plans — never the first to end (the fast ones), never a warm-up or an
 * interrupted session.
 */
import { describe, expect, it } from "vitest";
import type { RunEvent } from "../../../src/events/events.js";
import { LookCounter } from "../../../src/pipeline/sequential.js";

const start = (session: string, arm: "candidate" | "reference", warmup = false): RunEvent => ({
  type: "session_start",
  t: 0,
  session,
  pair: 0,
  task: "t",
  agent: "a",
  tags: { arm },
  attempt: 1,
  ...(warmup ? { warmup: true } : {}),
});
const end = (session: string, bucket: string | null = null): RunEvent =>
  ({
    type: "session_end",
    t: 1,
    session,
    attempt: 1,
    status: bucket ? "errored" : "passed",
    reward: bucket ? null : 1,
    bucket,
    error: null,
  }) as RunEvent;

describe("a sequential look's sessions", () => {
  it("are the first to start on each arm, once all of them have ended, not the first to end", () => {
    const c = new LookCounter(["candidate", "reference"]);
    for (const e of [start("c1", "candidate"), start("c2", "candidate"), start("c3", "candidate")]) c.add(e);
    for (const e of [start("r1", "reference"), start("r2", "reference")]) c.add(e);
    // c3 and c2 end first (fast ones): a look of 2 a side waits for c1.
    for (const e of [end("c3"), end("c2"), end("r1"), end("r2")]) c.add(e);
    expect(c.reached(2)).toBeNull();
    c.add(end("c1"));
    expect([...c.reached(2)!].sort()).toEqual(["c1", "c2", "r1", "r2"]);
    expect(c.ended()).toEqual({ candidate: 3, reference: 2 });
  });

  it("count judged sessions only: a warm-up never starts a look's count, an interrupted one is passed over", () => {
    const c = new LookCounter(["candidate"]);
    for (const e of [start("w", "candidate", true), start("a", "candidate"), start("b", "candidate")])
      c.add(e);
    c.add(start("d", "candidate"));
    for (const e of [end("w"), end("a"), end("b", "interrupted"), end("d")]) c.add(e);
    // a and d are judged; b was cut off and does not count.
    expect([...c.reached(2)!].sort()).toEqual(["a", "b", "d"]);
    expect(c.reached(3)).toBeNull();
  });

  it("against a stored baseline there is one arm, whatever a session's tags say", () => {
    const c = new LookCounter(["candidate"]);
    for (const e of [start("x", "reference"), end("x")]) c.add(e);
    expect([...c.reached(1)!]).toEqual(["x"]);
  });
});
