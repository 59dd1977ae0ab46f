/** Synthetic runs for the report tests: events as a live run would write them, recorded and reported. */

import type { ErrorBucket, RunEvent } from "../../src/events/events.js";
import type { CheckFacts, GateCheck } from "../../src/gate/types.js";
import { recordEvents } from "../../src/metrics/recorder.js";
import type { RunResult } from "../../src/metrics/types.js";
import { buildReport } from "../../src/report/build.js";
import { resourceSeries } from "../../src/report/resources.js";
import type { Report } from "../../src/report/schema.js";

export const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);

/** What a hostile or broken agent might print: markup, comments, code fences, mentions, table breaks. */
export const HOSTILE = [
  "<script>window.__pwned=1</script>",
  "</script><script>window.__pwned=2</script>",
  '<img src=x onerror="window.__pwned=3">',
  "<!-- hidden",
  "``` unbalanced ` backticks",
  "@octocat please look",
  "a | b | c",
  "[link](javascript:alert(1))",
  "**bold** _it_ # heading",
  "\u0000nul\u001bescape",
].join(" ");

export interface SynthOptions {
  sessions: number;
  concurrency?: number;
  journeys?: number;
  /** Number of distinct error buckets failures cycle through. */
  buckets?: number;
  /** Does session i fail? Default: none. */
  fails?: (i: number, startS: number) => boolean;
  /** Session duration in ms. */
  duration?: (i: number, journey: number) => number;
  /** TTFT in ms. */
  ttft?: (i: number) => number;
  /** Tool span ms per session. */
  toolMs?: (i: number) => number;
  /** Error message for failed session i. */
  error?: (i: number) => string;
  /** Task name for journey j. */
  taskName?: (j: number) => string;
  bucketOf?: (i: number) => string;
  /** Container CPU % and memory (bytes) at second t, sampled every second. */
  cpu?: (t: number) => number;
  mem?: (t: number) => number;
  memLimit?: number;
  /** LLM calls answer as a model the scenario prices ($3 / $15 per million tokens), so sessions have a cost. */
  priced?: boolean;
}

/** Deterministic noise in [0, 1). */
export function noise(i: number): number {
  const x = Math.sin(i * 12.9898 + 78.233) * 43758.5453;
  return x - Math.floor(x);
}

export function synthEvents(o: SynthOptions): RunEvent[] {
  const c = o.concurrency ?? 20;
  const nj = o.journeys ?? 1;
  const nb = o.buckets ?? 5;
  const duration = o.duration ?? ((i, j) => 800 + j * 150 + noise(i) * 400);
  const ttft = o.ttft ?? ((i) => 120 + noise(i + 7) * 60);
  const toolMs = o.toolMs ?? ((i) => 80 + noise(i + 3) * 40);
  const events: RunEvent[] = [
    {
      type: "run_start",
      t: T0,
      run_id: "run-synthetic",
      scenario: {
        name: "synthetic",
        description: "synthetic run",
        runtime: { type: "http" },
        secrets: [],
        ...(o.priced ? { pricing: { "synth-1": { input: 3, output: 15 } } } : {}),
      },
      scenario_name: "synthetic",
      scenario_hash: "abc123",
      planned_sessions: o.sessions,
      environment: { runner: "test" },
    },
  ];
  // Closed loop: each of `c` workers starts its next session when the last one ends.
  const free = new Array<number>(c).fill(T0 + 10);
  let end = T0;
  for (let i = 0; i < o.sessions; i++) {
    let w = 0;
    for (let k = 1; k < c; k++) if (free[k] < free[w]) w = k;
    const start = free[w];
    const j = i % nj;
    const d = duration(i, j);
    const stop = start + d;
    free[w] = stop + 1;
    end = Math.max(end, stop);
    const id = `s${String(i).padStart(5, "0")}`;
    const fail = o.fails?.(i, (start - T0) / 1000) ?? false;
    const task = o.taskName?.(j) ?? `journey-${j}`;
    const ft = ttft(i);
    const tool = toolMs(i);
    events.push(
      {
        type: "session_start",
        t: start,
        session: id,
        pair: j,
        task,
        agent: "agent-a",
        tags: { scenario: task },
        attempt: 1,
      },
      { type: "phase", t: start + 5, session: id, phase: "agent_setup", start, end: start + 5, ok: true },
      {
        type: "span",
        t: start + 5 + ft + 50,
        session: id,
        span: {
          kind: "llm",
          name: "chat",
          start: start + 5,
          end: start + 5 + ft + 50,
          ok: true,
          ttft_ms: ft,
          tokens_in: 100,
          tokens_out: 40,
          ...(o.priced ? { model: "synth-1" } : {}),
        },
      },
      {
        type: "span",
        t: start + 60 + ft + tool,
        session: id,
        span: { kind: "tool", name: "search", start: start + 60 + ft, end: start + 60 + ft + tool, ok: true },
      },
      {
        type: "phase",
        t: stop - 20,
        session: id,
        phase: "agent_exec",
        start: start + 5,
        end: stop - 20,
        ok: !fail,
      },
      { type: "phase", t: stop, session: id, phase: "verify", start: stop - 20, end: stop, ok: !fail },
      {
        type: "session_end",
        t: stop,
        session: id,
        attempt: 1,
        status: fail ? "failed" : "passed",
        reward: fail ? 0 : 1,
        bucket: fail
          ? ((o.bucketOf?.(i) ?? `bucket_${String(i % nb).padStart(2, "0")}`) as ErrorBucket)
          : null,
        error: fail ? (o.error?.(i) ?? `session ${id} failed: assertion ${i % nb} did not hold`) : null,
        ttft_ms: ft,
      },
    );
  }
  if (o.cpu || o.mem) {
    for (let t = 0; t * 1000 < end - T0; t++) {
      events.push({
        type: "resource",
        t: T0 + t * 1000 + 500,
        session: "s00000",
        cpu_pct: o.cpu?.(t) ?? 10,
        mem_bytes: o.mem?.(t) ?? 100 * 2 ** 20,
        mem_limit_bytes: o.memLimit ?? null,
      });
    }
  }
  events.push({ type: "run_end", t: end + 10, interrupted: false });
  return events.sort((a, b) => a.t - b.t);
}

/** Failing checks as the gate makes them: facts only (the report writes each reason from them). */
export function failingChecks(n: number): GateCheck[] {
  return Array.from({ length: n }, (_, i) => {
    const observed = 1234.5 + i;
    const facts: CheckFacts =
      i % 2
        ? {
            key: "regression.fail",
            params: {
              metric: "e2e_ms",
              statistic: "p95",
              scale: "ratio",
              direction: "increase",
              observed,
              baseline: 1000,
              estimate: observed / 1000,
              lower: 1.16,
              upper: 1.3,
              confidence: 0.95,
              tolerance: 0.15,
              tolerance_relative: true,
              p: 0.001,
              alpha: 0.05,
              family: 1,
              beyond: true,
            },
          }
        : {
            key: "threshold.fail",
            params: { aggregation: "p(95)", value: observed, unit: "ms", op: "<", limit: 1000 },
          };
    return {
      kind: i % 2 ? ("regression" as const) : ("threshold" as const),
      metric: i === 0 ? "e2e_ms" : `e2e_ms{scenario:journey-${i % 5}}`,
      rule: i % 2 ? "p95 max_increase 15%" : "p(95)<1000",
      observed,
      baseline: i % 2 ? 1000 : null,
      interval: i % 2 ? ([1.16, 1.3] as [number, number]) : null,
      status: "fail" as const,
      facts,
    };
  });
}

export interface Synth {
  events: RunEvent[];
  run: RunResult;
  report: Report;
}

export function synthReport(
  o: SynthOptions,
  extra: {
    checks?: GateCheck[];
    baseline?: Report["baseline"];
    stages?: Report["stages"];
  } = {},
): Synth {
  const events = synthEvents(o);
  const run = recordEvents(events);
  const checks = extra.checks ?? [];
  const status = checks.some((c) => c.status === "fail")
    ? "fail"
    : checks.some((c) => c.status === "warn")
      ? "warn"
      : "pass";
  const s = run.series;
  const report = buildReport({
    run,
    verdict: { status, checks },
    baseline: extra.baseline ?? null,
    stages: extra.stages ?? null,
    resourceSeries: resourceSeries(events, { t0: s.t0, step_ms: s.step_ms, buckets: s.in_flight.length }),
    generatedAt: new Date(T0 + 3_600_000),
  });
  return { events, run, report };
}

/** A baseline block made from another synthetic run's metrics. */
export function baselineFrom(
  run: RunResult,
  history: Report["baseline"] extends infer B ? (B extends { history: infer H } ? H : never) : never = [],
): Report["baseline"] {
  return {
    file: "baselines/synthetic.json",
    found: true,
    source: { commit: "0123abc", ref: "refs/heads/main" },
    metrics: run.metrics,
    pass_rate: run.pass_rate,
    history,
  };
}
