/**
 * The hand check of common events (src/events/event-schema.ts) says yes only where the schema does:
 * every well-formed event of each common shape, and the same events with one field broken or deleted.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkEvent, checkEventBySchema } from "../../../src/events/event-schema.js";
import { anyValue, mutateJson } from "../../support/json-mutations.js";

const T = Date.UTC(2026, 0, 1);
const EVENTS: Record<string, unknown>[] = [
  {
    type: "session_start",
    t: T,
    session: "s1",
    attempt: 1,
    pair: 0,
    task: "t",
    agent: "a",
    tags: { scenario: "x" },
  },
  {
    type: "session_start",
    t: T,
    session: "s1",
    attempt: 2,
    pair: 3,
    task: "t",
    agent: "a",
    tags: {},
    warmup: true,
  },
  // As a live run writes it (src/pipeline/session.ts): no schedule, no stage, then an open-loop staged one.
  {
    type: "session_start",
    t: T,
    session: "s1",
    pair: 0,
    task: "t",
    agent: "a",
    tags: { scenario: "x" },
    attempt: 1,
    scheduled_t: null,
    stage: null,
    warmup: false,
  },
  {
    type: "session_start",
    t: T,
    session: "s1",
    pair: 0,
    task: "t",
    agent: "a",
    tags: {},
    attempt: 1,
    scheduled_t: T - 3.5,
    stage: 2,
    warmup: false,
  },
  { type: "phase", t: T + 5, session: "s1", phase: "agent_exec", start: T, end: T + 5, ok: true },
  {
    type: "span",
    t: T + 9,
    session: "s1",
    span: {
      kind: "llm",
      name: "chat",
      start: T,
      end: T + 9,
      ok: true,
      ttft_ms: 3,
      tokens_in: 10,
      tokens_out: 4,
    },
  },
  {
    type: "span",
    t: T + 9,
    session: "s1",
    span: { kind: "tool", name: "bash", start: T, end: T + 9, ok: false },
  },
  { type: "resource", t: T, cpu_pct: 12.5, mem_bytes: 1e9 },
  { type: "resource", t: T, session: "s1", cpu_pct: 1, mem_bytes: 2, interval_ms: 1000, mem_limit_bytes: 5 },
  {
    type: "session_end",
    t: T + 10,
    session: "s1",
    attempt: 1,
    status: "passed",
    reward: 1,
    bucket: null,
    error: null,
    ttft_ms: 3,
  },
  {
    type: "session_end",
    t: T + 10,
    session: "s1",
    attempt: 1,
    status: "errored",
    reward: null,
    bucket: "agent_exit",
    error: "exit 1",
    tokens_in: 5,
    retrying: false,
  },
];

describe("the hand check of common events", () => {
  it("passes every well-formed common event, as the schema does", () => {
    for (const e of EVENTS) {
      expect(checkEventBySchema(e)).toEqual({ ok: true });
      expect(checkEvent(e)).toEqual({ ok: true });
    }
  });

  it("answers as the schema does, with its message, when one field is broken or deleted", () => {
    fc.assert(
      fc.property(fc.constantFrom(...EVENTS), fc.nat(), anyValue, (e, pick, to) => {
        const bad = mutateJson(e, pick, to);
        expect(checkEvent(bad)).toEqual(checkEventBySchema(bad));
      }),
      { numRuns: 3000, seed: 24 },
    );
  });
});
