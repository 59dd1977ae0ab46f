/**
 * RunResults for gate and baseline tests, built from plain session arrays with the run's own
 * figures (src/metrics/figures.ts), so the tests do not depend on the recorder.
 */
import { Figures } from "../../src/metrics/figures.js";
import type {
  MetricFigures,
  MetricSummary,
  RunResult,
  SessionRecord,
  Tags,
} from "../../src/metrics/types.js";

let nextId = 0;

export function session(over: Partial<SessionRecord> = {}): SessionRecord {
  const status = over.status ?? "passed";
  return {
    id: `s${nextId++}`,
    pair: 0,
    task: "t0",
    agent: "oracle",
    tags: {},
    attempts: 1,
    status,
    reward: status === "passed" ? 1 : 0,
    bucket: status === "passed" ? null : status === "failed" ? "task_failed" : "agent_exit",
    error: null,
    start: 0,
    end: 0,
    scheduled: null,
    warmup: false,
    stage: null,
    e2e_ms: 1000,
    ttft_ms: null,
    tpot_ms: null,
    tokens_in: null,
    tokens_out: null,
    phases: {},
    spans: {},
    cpu_peak_pct: null,
    mem_peak_bytes: null,
    ...over,
  };
}

/** A sorted-array Distribution for tests that need one by hand: the run's own figures (src/metrics/figures.ts). */
export function sortedDistribution(values: number[]): MetricFigures {
  return new Figures(values);
}

function metricValue(s: SessionRecord, metric: string): number | null {
  if (metric === "e2e_ms") return s.e2e_ms;
  if (metric === "ttft_ms") return s.ttft_ms;
  if (metric === "tpot_ms") return s.tpot_ms;
  const m = /^(.*)_ms$/.exec(metric);
  if (!m) return null;
  return (s.phases as Record<string, number>)[m[1]] ?? (s.spans as Record<string, number>)[m[1]] ?? null;
}

function matches(s: SessionRecord, tags?: Tags): boolean {
  if (!tags) return true;
  const own: Tags = { ...s.tags, pair: String(s.pair), agent: s.agent, task: s.task };
  return Object.entries(tags).every(([k, v]) => own[k] === v);
}

export interface RunOptions {
  name?: string;
  hash?: string;
  run_id?: string;
  /** Extra per-metric values not carried on sessions (e.g. icl_ms chunk gaps). */
  extra?: Record<string, number[]>;
}

export function makeRun(sessions: SessionRecord[], opts: RunOptions = {}): RunResult {
  const gated = sessions.filter((s) => !s.warmup);
  const values = (metric: string, tags?: Tags): number[] => {
    if (opts.extra?.[metric] && !tags) return opts.extra[metric];
    return gated
      .filter((s) => matches(s, tags))
      .map((s) => metricValue(s, metric))
      .filter((v): v is number => v !== null);
  };
  const distribution = (metric: string, tags?: Tags): MetricFigures | undefined => {
    const v = values(metric, tags);
    return v.length === 0 ? undefined : new Figures(v);
  };
  const names = new Set<string>(["e2e_ms", "ttft_ms", "tpot_ms", ...Object.keys(opts.extra ?? {})]);
  for (const s of gated) {
    for (const p of Object.keys(s.phases)) names.add(`${p}_ms`);
    for (const k of Object.keys(s.spans)) names.add(`${k}_ms`);
  }
  const metrics: Record<string, MetricSummary> = {};
  for (const name of names) {
    const d = distribution(name)?.summary();
    if (d) metrics[name] = d;
  }
  const passed = gated.filter((s) => s.status === "passed").length;
  const failed = gated.filter((s) => s.status === "failed").length;
  const errored = gated.filter((s) => s.status === "errored").length;
  const buckets: Record<string, number> = {};
  for (const s of gated) if (s.bucket) buckets[s.bucket] = (buckets[s.bucket] ?? 0) + 1;
  return {
    run_id: opts.run_id ?? "run-1",
    scenario: { name: opts.name ?? "demo", hash: opts.hash ?? "h1" },
    scenarioConfig: {},
    environment: { runner: "test" },
    source: {},
    reproduce: null,
    started_at: 0,
    finished_at: 0,
    interrupted: false,
    notes: [],
    planned: sessions.length,
    sessions,
    counts: {
      total: gated.length,
      completed: passed + failed,
      interrupted: 0,
      passed,
      failed,
      errored,
      warmup: sessions.length - gated.length,
    },
    pass_rate: gated.length === 0 ? null : passed / gated.length,
    error_buckets: buckets,
    metrics,
    distribution,
    series: {
      t0: 0,
      step_ms: 1000,
      started: [],
      completed: [],
      failed: [],
      in_flight: [],
      e2e_p50: [],
      e2e_p95: [],
    },
    throughput: { stable_sps: 0, peak_sps: 0, peak_concurrency: 0, duration_s: 0 },
    resources: { samples: 0, cpu_pct: null, mem_bytes: null, host: null, oom_kills: 0 },
  };
}
