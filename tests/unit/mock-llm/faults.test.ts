import { describe, expect, it } from "vitest";
import { UserError } from "../../../src/errors.js";
import type { ChatRequest } from "../../../src/llm-wire/wire.js";
import { applyStreamFault, FaultPlan, parseFaultSpec } from "../../../src/mock-llm/faults.js";

const _req = (messages: ChatRequest["messages"], extra: Partial<ChatRequest> = {}): ChatRequest => ({
  api: "openai",
  model: "m",
  stream: true,
  includeUsage: true,
  maxTokens: null,
  messages,
  tools: [],
  forcedTool: null,
  contentHash: 1,
  ...extra,
});

describe("fault spec", () => {
  it.each([
    [
      "429:0.1,500:0.05,stall:0.01,disconnect:0.01,malformed:0.01",
      { rate_429: 0.1, rate_500: 0.05, rate_stall: 0.01, rate_disconnect: 0.01, rate_malformed: 0.01 },
    ],
    [" 429:1 ", { rate_429: 1 }],
    ["", {}],
  ])("%j parses", (spec, rates) => {
    expect(parseFaultSpec(spec)).toEqual(rates);
  });

  it.each([
    ["404:0.1", /not KIND:RATE/],
    ["429", /not KIND:RATE/],
    ["429:abc", /must be a number in \[0, 1\]/],
    ["500:1.5", /must be a number in \[0, 1\]/],
    ["429:0.6,500:0.6", /add up to 1.2/],
  ])("%j is refused: %s", (spec, message) => {
    expect(() => parseFaultSpec(spec)).toThrow(UserError);
    expect(() => parseFaultSpec(spec)).toThrow(message);
  });
});

describe("fault plan: exact counts by block", () => {
  it.each([
    [{ rate_429: 0.1 }, 10, 1000, { "429": 100 }],
    [{ rate_429: 0.1, rate_500: 0.05, rate_stall: 0.01 }, 100, 1000, { "429": 100, "500": 50, stall: 10 }],
    [{ rate_disconnect: 0.013 }, 1000, 3000, { disconnect: 39 }],
    [{ rate_malformed: 1 }, 1, 7, { malformed: 7 }],
    [{}, 1, 50, {}],
  ])("%j: block %i, over %i requests → %j", (rates, block, n, expected) => {
    const plan = new FaultPlan(rates, 42);
    expect(plan.blockSize).toBe(block);
    const counts: Record<string, number> = {};
    for (let i = 0; i < n; i++) {
      const f = plan.draw(i);
      if (f) counts[f] = (counts[f] ?? 0) + 1;
    }
    expect(counts).toEqual(expected);
  });

  it("depends on the seed and the index only", () => {
    const draws = (seed: number) =>
      Array.from({ length: 200 }, (_, i) => new FaultPlan({ rate_429: 0.1 }, seed).draw(i));
    expect(draws(1)).toEqual(draws(1));
    expect(draws(1)).not.toEqual(draws(2));
  });
});

describe("mid-stream faults on a planned stream", () => {
  const frames = [
    { at: 0, data: "role" },
    ...[10, 20, 30, 40].map((at, i) => ({ at, data: `t${i}`, content: true })),
    { at: 40, data: "done" },
  ];
  it("stall: frames after the third token are pushed back by the stall", () => {
    expect(applyStreamFault(frames, "stall", 1000, "").frames.map((f) => f.at)).toEqual([
      0, 10, 20, 30, 1040, 1040,
    ]);
  });
  it("disconnect: the stream is cut after the third token", () => {
    const r = applyStreamFault(frames, "disconnect", 0, "");
    expect(r.cut).toBe(true);
    expect(r.frames.map((f) => f.data)).toEqual(["role", "t0", "t1", "t2"]);
  });
  it("malformed: a broken chunk follows the third token and the stream goes on", () => {
    expect(applyStreamFault(frames, "malformed", 0, "BAD").frames.map((f) => f.data)).toEqual([
      "role",
      "t0",
      "t1",
      "t2",
      "BAD",
      "t3",
      "done",
    ]);
  });
  it("a stream with no tokens is faulted right after its first frame", () => {
    expect(
      applyStreamFault(
        [
          { at: 0, data: "role" },
          { at: 0, data: "done" },
        ],
        "disconnect",
        0,
        "",
      ).frames,
    ).toHaveLength(1);
  });
});
