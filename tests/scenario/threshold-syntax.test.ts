import { describe, expect, it } from "vitest";
import { parseMetricKey, parseThresholdExpression } from "../../src/scenario/threshold-syntax.js";

describe("parseThresholdExpression", () => {
  it.each([
    ["p(95)<2500", { aggregation: "p", percentile: 95, op: "<", value: 2500 }],
    ["p(99.9) <= 4000", { aggregation: "p", percentile: 99.9, op: "<=", value: 4000 }],
    ["p( 50 )>1", { aggregation: "p", percentile: 50, op: ">", value: 1 }],
    ["p(100)<10", { aggregation: "p", percentile: 100, op: "<", value: 10 }],
    ["avg<200", { aggregation: "avg", op: "<", value: 200 }],
    ["  min >= 0.5  ", { aggregation: "min", op: ">=", value: 0.5 }],
    ["max<1e3", { aggregation: "max", op: "<", value: 1000 }],
    ["med!=3", { aggregation: "med", op: "!=", value: 3 }],
    ["count==0", { aggregation: "count", op: "==", value: 0 }],
    ["rate>=0.99", { aggregation: "rate", op: ">=", value: 0.99 }],
    ["value>-1", { aggregation: "value", op: ">", value: -1 }],
    ["rate>.5", { aggregation: "rate", op: ">", value: 0.5 }],
  ])("%s", (source, expected) => {
    expect(parseThresholdExpression(source)).toEqual(expected);
  });

  it.each([
    ["", /empty threshold expression/],
    ["p95<2500", /unknown aggregation "p95" \(write p\(95\)\)/],
    ["mean<3", /unknown aggregation "mean"; expected p\(N\), avg, min, max, med, count, rate, value/],
    ["<3", /unknown aggregation "<3"/],
    ["p(0)<3", /percentile 0 is out of range/],
    ["p(101)<3", /percentile 101 is out of range/],
    ["p(-5)<3", /unknown aggregation "p"/],
    ["avg 3", /expected an operator \(<= >= == != < >\) after "avg"/],
    ["p(90)=3", /expected an operator .* after "p\(90\)"/],
    ["avg<", /expected a number after "<", got nothing/],
    ["avg<abc", /expected a number after "<", got "abc"/],
    ["avg<3ms", /expected a number after "<", got "3ms"/],
    ["avg<<3", /expected a number after "<", got "<3"/],
  ])("rejects %j", (source, message) => {
    expect(() => parseThresholdExpression(source)).toThrow(message);
  });
});

describe("parseMetricKey", () => {
  it.each([
    ["e2e_ms", { name: "e2e_ms", tags: {} }],
    ["span.llm_ms", { name: "span.llm_ms", tags: {} }],
    ["e2e_ms{pair:a}", { name: "e2e_ms", tags: { pair: "a" } }],
    ["e2e_ms{ pair: a , task:echo-bench }", { name: "e2e_ms", tags: { pair: "a", task: "echo-bench" } }],
  ])("%s", (source, expected) => {
    expect(parseMetricKey(source)).toEqual(expected);
  });

  it.each([
    ["", /invalid metric name ""/],
    ["e2e ms", /invalid metric name "e2e ms"/],
    ["9lives", /invalid metric name "9lives"/],
    ["e2e_ms{pair:a", /must end with "}"/],
    ["e2e_ms{pair}", /invalid tag filter "pair"/],
    ["e2e_ms{pair:}", /invalid tag filter "pair:"/],
    ["e2e_ms{}", /invalid tag filter ""/],
  ])("rejects %j", (source, message) => {
    expect(() => parseMetricKey(source)).toThrow(message);
  });
});
