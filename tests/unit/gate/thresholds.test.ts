import { describe, expect, it } from "vitest";
import { UserError } from "../../../src/errors.js";
import { evaluateThreshold, evaluateThresholds, shouldAbort } from "../../../src/gate/thresholds.js";
import { abortReason } from "../../../src/report/reasons.js";
import {
  parseDuration,
  parseMetricKey,
  parseThreshold,
  ThresholdSyntaxError,
  validateThresholds,
} from "../../../src/scenario/thresholds.js";
import { reasonOf } from "../../support/reasons.js";
import { makeRun, session } from "../../support/run-fixtures.js";

describe("parseThreshold: the grammar", () => {
  const valid: Array<[string, ReturnType<typeof parseThreshold>]> = [
    ["p(95)<2500", { aggregation: "p", percentile: 95, op: "<", value: 2500 }],
    ["p(99.9)<=3000", { aggregation: "p", percentile: 99.9, op: "<=", value: 3000 }],
    ["p(100)<1", { aggregation: "p", percentile: 100, op: "<", value: 1 }],
    ["p(0.1)>5", { aggregation: "p", percentile: 0.1, op: ">", value: 5 }],
    ["  p ( 90 )  <  2.5  ", { aggregation: "p", percentile: 90, op: "<", value: 2.5 }],
    ["avg<200", { aggregation: "avg", op: "<", value: 200 }],
    ["min>=0", { aggregation: "min", op: ">=", value: 0 }],
    ["max<=60000", { aggregation: "max", op: "<=", value: 60000 }],
    ["med<1.5e3", { aggregation: "med", op: "<", value: 1500 }],
    ["count==0", { aggregation: "count", op: "==", value: 0 }],
    ["count===0", { aggregation: "count", op: "==", value: 0 }],
    ["count!=3", { aggregation: "count", op: "!=", value: 3 }],
    ["rate>=0.99", { aggregation: "rate", op: ">=", value: 0.99 }],
    ["rate>.9", { aggregation: "rate", op: ">", value: 0.9 }],
    ["value>-1", { aggregation: "value", op: ">", value: -1 }],
    ["rate\t<\t0.05", { aggregation: "rate", op: "<", value: 0.05 }],
  ];
  it.each(valid)("%j parses", (expr, expected) => {
    expect(parseThreshold(expr)).toEqual(expected);
  });

  const malformed: Array<[string, RegExp]> = [
    ["p95<1", /write percentiles as p\(95\)/],
    ["p(95)<", /missing value/],
    ["p(0)<1", /outside \(0, 100\]/],
    ["p(101)<1", /outside \(0, 100\]/],
    ["p(-5)<1", /outside/],
    ["p(abc)<1", /not a number/],
    ["p(95<1", /missing \)/],
    ["avg<<1", /unexpected "<" after operator </],
    ["avg=1", /expected an operator/],
    ["foo>1", /unknown aggregation "foo"/],
    ["p(95)<abc", /value "abc" is not a number/],
    ["p(95)<1ms", /not a number/],
    ["", /empty expression/],
    ["   ", /empty expression/],
    ["<5", /expected an aggregation/],
    ["avg 5", /expected an operator/],
  ];
  it.each(malformed)("%j is a ThresholdSyntaxError", (expr, message) => {
    let err: unknown;
    try {
      parseThreshold(expr);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ThresholdSyntaxError);
    expect(err).toBeInstanceOf(UserError); // exit 2: invalid input
    expect((err as Error).message).toContain(JSON.stringify(expr));
    expect((err as Error).message).toMatch(message);
  });
});

describe("parseMetricKey: metric names and tag selectors", () => {
  const valid: Array<[string, ReturnType<typeof parseMetricKey>]> = [
    ["e2e_ms", { metric: "e2e_ms", tags: {} }],
    ["e2e_ms{scenario:rag,task:x}", { metric: "e2e_ms", tags: { scenario: "rag", task: "x" } }],
    [" e2e_ms { scenario : rag , task : x } ", { metric: "e2e_ms", tags: { scenario: "rag", task: "x" } }],
    ["errors{bucket:agent_timeout}", { metric: "errors", tags: { bucket: "agent_timeout" } }],
    ["llm_ms{url:http://a:8080/v1}", { metric: "llm_ms", tags: { url: "http://a:8080/v1" } }],
  ];
  it.each(valid)("%j parses", (key, expected) => {
    expect(parseMetricKey(key)).toEqual(expected);
  });
  const malformed = ["", "e2e_ms{", "e2e_ms{task}", "e2e_ms{:x}", "e2e_ms{task:}", "9lives", "e2e ms"];
  it.each(malformed)("%j is a ThresholdSyntaxError", (key) => {
    expect(() => parseMetricKey(key)).toThrow(ThresholdSyntaxError);
  });
});

describe("parseDuration: delayAbortEval", () => {
  it.each([
    ["500ms", 500],
    ["10s", 10_000],
    ["1m", 60_000],
    ["1m30s", 90_000],
    ["1.5s", 1500],
    ["2h", 7_200_000],
  ])("%j is %d ms", (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });
  it.each(["", "10", "s", "10 seconds", "-1s"])("%j is rejected", (text) => {
    expect(() => parseDuration(text)).toThrow(ThresholdSyntaxError);
  });
});

// A small run: 10 sessions on two tasks, one failed, one errored, one warm-up that must not count.
const run = makeRun(
  [
    ...[100, 200, 300, 400, 500, 600, 700, 800].map((e2e, i) =>
      session({ e2e_ms: e2e, ttft_ms: e2e / 10, task: i < 4 ? "a" : "b", tags: { scenario: "rag" } }),
    ),
    session({ e2e_ms: 900, task: "b", status: "failed", tags: { scenario: "rag" } }),
    session({
      e2e_ms: 1000,
      task: "b",
      status: "errored",
      bucket: "agent_timeout",
      tags: { scenario: "chat" },
    }),
    session({ e2e_ms: 99999, warmup: true }),
  ],
  { extra: { icl_ms: [5, 10, 15] } },
);

describe("evaluateThreshold: against a RunResult", () => {
  const cases: Array<[key: string, expr: string, status: "pass" | "fail", observed: number | null]> = [
    // trends
    ["e2e_ms", "p(50)<600", "pass", 550],
    ["e2e_ms", "med<=550", "pass", 550],
    ["e2e_ms", "p(100)==1000", "pass", 1000],
    ["e2e_ms", "avg<500", "fail", 550],
    ["e2e_ms", "min>=100", "pass", 100],
    ["e2e_ms", "max<1000", "fail", 1000],
    ["e2e_ms", "count==10", "pass", 10],
    ["e2e_ms{task:a}", "max<=400", "pass", 400],
    ["e2e_ms{scenario:chat}", "count==1", "pass", 1],
    ["ttft_ms", "p(50)<100", "pass", 45],
    ["icl_ms", "avg==10", "pass", 10],
    // the rate of passed sessions
    ["pass_rate", "rate>=0.8", "pass", 0.8],
    ["pass_rate", "rate>0.8", "fail", 0.8],
    ["pass_rate", "count==8", "pass", 8],
    ["pass_rate{task:a}", "rate==1", "pass", 1],
    ["pass_rate{task:b}", "rate<0.7", "pass", 4 / 6],
    // counters
    ["errors", "count==2", "pass", 2],
    ["errors", "rate<=0.2", "pass", 0.2],
    ["errors{bucket:agent_timeout}", "count==0", "fail", 1],
    ["errors{bucket:env_build}", "count==0", "pass", 0],
    ["errors{bucket:task_failed}", "rate==0.1", "pass", 0.1],
    ["errors{task:a}", "count==0", "pass", 0],
    ["sessions", "count>=10", "pass", 10],
    ["sessions{task:a}", "rate==0.4", "pass", 0.4],
    ["sessions{status:errored}", "count<1", "fail", 1],
  ];
  it.each(cases)("%s %s → %s", (key, expr, status, observed) => {
    const check = evaluateThreshold(run, key, expr);
    expect(check).toMatchObject({ kind: "threshold", metric: key, rule: expr, status, baseline: null });
    if (observed === null) expect(check.observed).toBeNull();
    else expect(check.observed).toBeCloseTo(observed, 10);
  });

  const failing: Array<[key: string, expr: string, reason: RegExp]> = [
    // k6 #1346: a threshold on a metric that got no samples must not pass
    ["tpot_ms", "p(95)<100", /no samples were recorded for tpot_ms/],
    ["e2e_ms{task:nope}", "p(95)<100", /no samples were recorded for e2e_ms\{task:nope\}/],
    ["agent_exec_ms", "avg<1", /no samples/],
    ["pass_rate{task:nope}", "rate>=0.9", /no samples were recorded for pass_rate\{task:nope\}/],
    ["errors{task:nope}", "rate<0.1", /no samples/],
    [
      "foo_latency",
      "p(95)<1",
      /unknown metric "foo_latency"; known metrics: pass_rate, sessions, errors, .*e2e_ms/,
    ],
    ["e2e_ms", "rate<0.1", /rate does not apply to trend metric e2e_ms; use p\(N\), avg/],
    ["pass_rate", "p(95)<1", /p\(95\) does not apply to rate metric pass_rate/],
    ["errors", "avg<1", /avg does not apply to counter/],
    ["errors{bucket:nonsense}", "count==0", /unknown error bucket "nonsense"/],
    ["e2e_ms", "p95<1", /invalid threshold "p95<1"/],
    ["e2e_ms{", "p(95)<1", /invalid threshold "e2e_ms\{"/],
  ];
  it.each(failing)("%s %s fails: %s", (key, expr, reason) => {
    const check = evaluateThreshold(run, key, expr);
    expect(check.status).toBe("fail");
    expect(reasonOf(check)).toMatch(reason);
  });

  it("says what it saw and what it wanted", () => {
    expect(reasonOf(evaluateThreshold(run, "e2e_ms", "p(95)<500"))).toBe("p(95)=979.2 ms, not < 500");
    expect(reasonOf(evaluateThreshold(run, "pass_rate", "rate>=0.5"))).toBe("rate=0.8 >= 0.5");
  });

  it("evaluates every rule of every key, object form included", () => {
    const checks = evaluateThresholds(run, {
      e2e_ms: ["p(95)<2000", { threshold: "max<2000", abortOnFail: true }],
      pass_rate: "rate>0.5",
    });
    expect(checks.map((c) => [c.metric, c.rule, c.status])).toEqual([
      ["e2e_ms", "p(95)<2000", "pass"],
      ["e2e_ms", "max<2000", "pass"],
      ["pass_rate", "rate>0.5", "pass"],
    ]);
  });
});

describe("shouldAbort: abortOnFail between sessions", () => {
  const slow = makeRun([session({ e2e_ms: 5000 }), session({ e2e_ms: 6000 })]);
  const empty = makeRun([]);
  const cases: Array<
    [
      name: string,
      rule: Parameters<typeof shouldAbort>[0],
      partial: typeof slow,
      elapsed: number,
      abort: boolean,
    ]
  > = [
    [
      "failing abortOnFail threshold aborts",
      { e2e_ms: { threshold: "p(95)<1000", abortOnFail: true } },
      slow,
      0,
      true,
    ],
    ["plain string thresholds never abort", { e2e_ms: "p(95)<1000" }, slow, 0, false],
    [
      "abortOnFail: false never aborts",
      { e2e_ms: { threshold: "p(95)<1000", abortOnFail: false } },
      slow,
      0,
      false,
    ],
    [
      "before delayAbortEval: no abort",
      { e2e_ms: { threshold: "p(95)<1000", abortOnFail: true, delayAbortEval: "10s" } },
      slow,
      9_999,
      false,
    ],
    [
      "after delayAbortEval: abort",
      { e2e_ms: { threshold: "p(95)<1000", abortOnFail: true, delayAbortEval: "10s" } },
      slow,
      10_000,
      true,
    ],
    [
      "passing threshold: no abort",
      { e2e_ms: { threshold: "p(95)<10000", abortOnFail: true } },
      slow,
      0,
      false,
    ],
    [
      "no samples yet: no abort",
      { e2e_ms: { threshold: "p(95)<1000", abortOnFail: true } },
      empty,
      60_000,
      false,
    ],
  ];
  it.each(cases)("%s", (_name, thresholds, partial, elapsed, abort) => {
    const d = shouldAbort(thresholds, partial, elapsed);
    expect(d.abort).toBe(abort);
    if (abort)
      expect(abortReason(d.checks[0])).toMatch(
        /^threshold e2e_ms p\(95\)<1000 failed \(p\(95\)=.* ms, not < 1000\); abortOnFail$/,
      );
  });
});

describe("validateThresholds: static checks for the scenario validator", () => {
  it("reports each bad key, expression, duration, metric, bucket and aggregation with its path", () => {
    const problems = validateThresholds({
      "e2e_ms{": "p(95)<1",
      e2e_ms: ["p(95)<1", "p95<1", { threshold: "avg<1", delayAbortEval: "soon" }, "rate<0.1"],
      pass_rate: "rate>=0.9",
      e2e_mss: "p(95)<1",
      "errors{bucket:no_such_bucket}": "count==0",
      agent_exec_ms: "rate>0",
    });
    expect(problems.map((p) => [p.path, p.syntax])).toEqual([
      [["e2e_ms{"], true],
      [["e2e_ms", 1], true],
      [["e2e_ms", 2], true],
      [["e2e_ms", 3], false],
      [["e2e_mss"], false],
      [["errors{bucket:no_such_bucket}"], false],
      [["agent_exec_ms"], false],
    ]);
    expect(problems[3].message).toMatch(/rate does not apply to trend metric e2e_ms; use p\(N\), avg/);
    expect(problems[4].message).toMatch(
      /^unknown metric "e2e_mss"; known metrics: pass_rate, sessions, errors, e2e_ms/,
    );
    expect(problems[5].message).toMatch(/^unknown error bucket "no_such_bucket"; known: /);
  });
});
