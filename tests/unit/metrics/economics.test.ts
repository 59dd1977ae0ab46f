import { describe, expect, it } from "vitest";
import { buildBaseline } from "../../../src/baseline/build.js";
import type { RunEvent, Span } from "../../../src/events/events.js";
import { regressionChecks } from "../../../src/gate/regression.js";
import type { RegressionConfig } from "../../../src/gate/types.js";
import { gate } from "../../../src/gate/verdict.js";
import { SessionCalls } from "../../../src/metrics/economics.js";
import { PRICE_TABLE, Pricer, pricingOf } from "../../../src/metrics/pricing.js";
import { recordEvents } from "../../../src/metrics/recorder.js";
import { buildReport } from "../../../src/report/build.js";
import { renderMarkdown } from "../../../src/report/markdown.js";

/** A session's efficiency figures, as the recorder adds them in its walk over the session's spans. */
function sessionEconomy(spans: readonly Span[], pricer: Pricer) {
  const calls = new SessionCalls(pricer);
  for (const sp of spans) if (sp.kind === "llm") calls.add(sp);
  return calls.economy();
}

const T0 = 1_700_000_000_000;
const ACME = { input: 3, cached_input: 0.3, output: 15 };

const reportOf = (run: ReturnType<typeof recordEvents>) =>
  buildReport({ run, verdict: gate({ run, thresholds: {} }), baseline: null, generatedAt: new Date(T0) });

const llm = (o: Partial<Span>): Span => ({ kind: "llm", name: "c", start: T0, end: T0 + 10, ok: true, ...o });

describe("what a call costs", () => {
  it("a scenario's price: uncached input, cached input and output, each at its rate, to the millionth", () => {
    const p = new Pricer(new Map([["acme-1", ACME]]));
    // 10,000 × $3 + 2,000 × $0.30 + 800 × $15 per million
    expect(p.cost({ model: "acme-1", tokens_in: 12_000, tokens_cached: 2_000, tokens_out: 800 })).toBeCloseTo(
      0.0426,
      9,
    );
    // No cached price: cached input costs the input price.
    const plain = new Pricer(new Map([["acme-1", { input: 3, output: 15 }]]));
    expect(plain.cost({ model: "acme-1", tokens_in: 1_000_000, tokens_cached: 500_000, tokens_out: 0 })).toBe(
      3,
    );
  });

  it("the catalog prices known models, cache reads at their own rate; the scenario's price wins", () => {
    const p = new Pricer();
    // gpt-4.1: $2 input, $0.50 cached input, $8 output per million.
    expect(
      p.cost({ model: "gpt-4.1", tokens_in: 1_000_000, tokens_cached: 100_000, tokens_out: 1_000_000 }),
    ).toBeCloseTo(9.85, 6);
    const mine = new Pricer(new Map([["gpt-4.1", { input: 1, output: 1 }]]));
    expect(mine.cost({ model: "gpt-4.1", tokens_in: 1_000_000, tokens_out: 1_000_000 })).toBe(2);
    expect(PRICE_TABLE).toMatch(/^@pydantic\/genai-prices@\d+\.\d+\.\d+$/);
  });

  it("an unknown model costs null, never 0, and is named", () => {
    const p = new Pricer();
    expect(p.cost({ model: "mock-1", tokens_in: 10, tokens_out: 10 })).toBeNull();
    expect(p.cost({ model: null, tokens_in: 10, tokens_out: 10 })).toBeNull();
    expect(p.cost({ model: "gpt-4.1", tokens_in: null, tokens_out: 10 })).toBeNull();
    expect([...p.unpriced]).toEqual(["mock-1"]);
  });

  it("a recorded scenario's pricing keeps numbers only, and a name is only a name", () => {
    const raw = JSON.parse(
      '{"pricing":{"__proto__":{"input":1,"output":2},"m":{"input":"1","output":2},"n":{"input":1,"output":2,"cached_input":-1}}}',
    );
    const p = pricingOf(raw);
    expect([...p.keys()]).toEqual(["__proto__", "n"]);
    expect(p.get("n")).toEqual({ input: 1, output: 2 });
    expect(pricingOf(null).size).toBe(0);
  });
});

describe("a session's efficiency figures", () => {
  const pricer = () => new Pricer(new Map([["acme-1", ACME]]));

  it("calls, tool calls, cached tokens, the largest prompt and the cost, from its llm spans only", () => {
    const spans: Span[] = [
      llm({ model: "acme-1", tokens_in: 1000, tokens_cached: 200, tokens_out: 50, tool_calls: 2 }),
      llm({ model: "acme-1", tokens_in: 3000, tokens_cached: 1000, tokens_out: 100, tool_calls: 0 }),
      { kind: "tool", name: "grep", start: T0, end: T0 + 5, ok: true },
    ];
    const e = sessionEconomy(spans, pricer());
    expect(e).toMatchObject({ llm_calls: 2, tool_calls: 2, tokens_cached: 1200, context_tokens_max: 3000 });
    expect(e?.cost_usd).toBeCloseTo((2800 * 3 + 1200 * 0.3 + 150 * 15) / 1e6, 12);
  });

  it("no llm span: nothing saw its calls; one unpriced call: no cost, as a partial sum would understate it", () => {
    expect(sessionEconomy([{ kind: "tool", name: "x", start: T0, end: T0, ok: true }], pricer())).toBeNull();
    const e = sessionEconomy(
      [
        llm({ model: "acme-1", tokens_in: 10, tokens_out: 1 }),
        llm({ model: "other", tokens_in: 10, tokens_out: 1 }),
      ],
      pricer(),
    );
    expect(e?.llm_calls).toBe(2);
    expect(e?.cost_usd).toBeNull();
    expect(e?.tool_calls).toBeNull();
  });
});

function run(pricing: Record<string, unknown> | undefined, model: string): RunEvent[] {
  const events: RunEvent[] = [
    {
      type: "run_start",
      t: T0,
      run_id: "r1",
      scenario: { name: "s", ...(pricing ? { pricing } : {}) },
      scenario_name: "s",
      scenario_hash: "abc",
      planned_sessions: 3,
      environment: {},
    },
  ];
  ["a", "b", "c"].forEach((id, i) => {
    const t = T0 + i * 100;
    const calls = i + 1;
    events.push({
      type: "session_start",
      t,
      session: id,
      pair: 0,
      task: "t",
      agent: "x",
      tags: {},
      attempt: 1,
    });
    for (let k = 0; k < calls; k++)
      events.push({
        type: "span",
        t: t + 50,
        session: id,
        span: llm({ start: t, end: t + 10, model, tokens_in: 1000, tokens_out: 100, tool_calls: 1 }),
      });
    const passed = id !== "c";
    events.push({
      type: "session_end",
      t: t + 60,
      session: id,
      attempt: 1,
      status: passed ? "passed" : "failed",
      reward: passed ? 1 : 0,
      bucket: passed ? null : "task_failed",
      error: null,
    });
  });
  events.push({ type: "run_end", t: T0 + 400, interrupted: false });
  return events;
}

describe("a run's cost", () => {
  it("per session as figures the gate tests, per passed task in report.json and the KPI table", () => {
    const r = recordEvents(run({ "acme-1": ACME }, "acme-1"));
    // One call: 1000 × $3 + 100 × $15 per million = $0.0045; sessions make 1, 2 and 3 calls.
    expect(r.metrics.llm_calls).toMatchObject({ count: 3, min: 1, p50: 2, max: 3 });
    expect(r.metrics.tool_calls.max).toBe(3);
    expect(r.metrics.cost_usd).toMatchObject({ min: 0.0045, max: 0.0135, mean: 0.009 });
    expect(r.economy).toMatchObject({ sessions: 3, priced_sessions: 3, llm_calls: 6, unpriced_models: [] });
    expect(r.economy?.cost_usd).toBeCloseTo(0.027, 9);
    // Two passed: $0.027 / 2, and (3 sessions × calls × 1,100 tokens) / 2.
    expect(r.economy?.cost_per_pass_usd).toBeCloseTo(0.0135, 9);
    expect(r.economy?.tokens_per_pass).toBe(3300);
    const report = reportOf(r);
    expect(report.economy?.price_table).toBe(PRICE_TABLE);
    // Per journey (here the one task) and per tag, as `cost_usd{task:t}` tests it.
    expect(report.breakdown.task.t.cost_usd_mean).toBe(0.009);
    expect(report.breakdown.agent.x.cost_usd_mean).toBe(0.009);
    const md = renderMarkdown(report);
    expect(md).toMatch(/cost \/ session \(mean\)\s*\|\s*\$0\.0090/);
    expect(md).toMatch(/cost \/ passed task\s*\|\s*\$0\.0135/);
    expect(md).toMatch(/model calls p50\s*\|\s*2/);
  });

  it("an unknown model: no cost, said in the report with its name escaped; no LLM call: no economy at all", () => {
    const r = recordEvents(run(undefined, "mock-1<b>"));
    expect(r.metrics.cost_usd).toBeUndefined();
    expect(r.economy).toMatchObject({
      cost_usd: null,
      cost_per_pass_usd: null,
      unpriced_models: ["mock-1<b>"],
    });
    const md = renderMarkdown(reportOf(r));
    expect(md).toContain("No price for mock-1&lt;b&gt;");
    const none = recordEvents(run(undefined, "x").filter((e) => e.type !== "span"));
    expect(none.economy).toBeNull();
    expect(reportOf(none)).not.toHaveProperty("economy");
  });
});

/** `n` sessions of each of two tasks, the second making four times the calls of the first, times `more`. */
function twoTasks(n: number, more = 1, seed = 1): RunEvent[] {
  let x = seed;
  // -1, 0 or 1 more call, seeded (Park-Miller)
  const jitter = () => {
    x = (x * 48271) % 2147483647;
    return (x % 3) - 1;
  };
  const events: RunEvent[] = [
    {
      type: "run_start",
      t: T0,
      run_id: `r${seed}`,
      scenario: { name: "s", pricing: { "acme-1": ACME } },
      scenario_name: "s",
      scenario_hash: "abc",
      planned_sessions: 2 * n,
      environment: {},
    },
  ];
  for (let i = 0; i < 2 * n; i++) {
    const task = i % 2 === 0 ? "small" : "large";
    const t = T0 + i * 100;
    const id = `s${i}`;
    events.push({ type: "session_start", t, session: id, pair: 0, task, agent: "x", tags: {}, attempt: 1 });
    const calls = Math.round(((task === "small" ? 2 : 8) + jitter()) * more);
    for (let k = 0; k < calls; k++)
      events.push({
        type: "span",
        t: t + 50,
        session: id,
        span: llm({ start: t, end: t + 10, model: "acme-1", tokens_in: 1000, tokens_out: 100 }),
      });
    events.push({
      type: "session_end",
      t: t + 60,
      session: id,
      attempt: 1,
      status: "passed",
      reward: 1,
      bucket: null,
      error: null,
    });
  }
  events.push({ type: "run_end", t: T0 + 200 * n + 100, interrupted: false });
  return events;
}

describe("cost and call rules compare each task with itself", () => {
  const SOURCE = { sha: "b", ref: "main", run_id: "b", time: "2026-01-01T00:00:00Z" };
  const rules: RegressionConfig = {
    metrics: {
      llm_calls: { max_increase: "20%", statistic: "mean" },
      cost_usd: { max_increase: "10%", statistic: "mean" },
    },
    bootstrap_reps: 500,
  };

  it("the baseline keeps each session's figures with its task, and the rules test within tasks", () => {
    const base = buildBaseline(recordEvents(twoTasks(20)), null, SOURCE);
    const sample = base.samples.find((s) => s.task === "large");
    expect(sample?.economy).toMatchObject({ llm_calls: expect.any(Number), cost_usd: expect.any(Number) });
    expect(sample!.economy!.cost_usd).toBeCloseTo(sample!.economy!.llm_calls! * 0.0045, 9);

    const same = regressionChecks(recordEvents(twoTasks(20, 1, 7)), base, rules);
    const doubled = regressionChecks(recordEvents(twoTasks(20, 2, 7)), base, rules);
    for (const c of [...same, ...doubled].filter((c) => c.metric !== "errors")) {
      expect(c.method).toMatch(
        /permutation test of the mean ratio \(sessions shuffled within tasks\).*\(2 tasks\)/,
      );
      expect(c.method).not.toMatch(/histogram/);
    }
    expect(same.filter((c) => c.metric !== "errors").map((c) => c.status)).toEqual(["pass", "pass"]);
    expect(doubled.filter((c) => c.metric !== "errors").map((c) => c.status)).toEqual(["fail", "fail"]);
  });

  it("a baseline recorded before its samples kept the figures is compared through its histogram", () => {
    const base = buildBaseline(recordEvents(twoTasks(20)), null, SOURCE);
    const older = { ...base, samples: base.samples.map(({ economy: _, ...s }) => s) };
    const [calls] = regressionChecks(recordEvents(twoTasks(20, 2, 7)), older, rules);
    expect(calls.method).toMatch(/baseline from its histogram/);
    expect(calls.status).toBe("fail");
  });
});
