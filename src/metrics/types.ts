/**
 * RunResult: what the recorder makes of a run's events, and what the gate and the reports read.
 * All durations are milliseconds.
 */

import type { ErrorBucket, PhaseName, SessionStatus, SpanKind, StepOutcome } from "../events/events.js";
import type { TargetEvidence } from "../evidence/types.js";
import type { LlmMode } from "../scenario/llm-mode.js";
import type { EconomyMetric } from "../scenario/thresholds.js";

/** Summary of one metric as report.json carries it. */
export interface MetricSummary {
  count: number;
  min: number;
  mean: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
}

/** A distribution the gate can ask any aggregation of. */
export interface Distribution {
  readonly count: number;
  readonly min: number;
  readonly max: number;
  readonly mean: number;
  /** p in [0, 100]. */
  percentile(p: number): number;
}

/** A metric's figures (src/metrics/figures.ts): its exact samples, sorted, and the one estimator over them. */
export interface MetricFigures extends Distribution {
  readonly sorted: Float64Array;
  summary(): MetricSummary | null;
}

/** Tags a metric can be broken down by: `scenario` (from pair tags), `pair`, `agent`, `task`, and any pair tag. */
export type Tags = Record<string, string>;

/**
 * Is the session judged (pass rate, error rates, latency, gate)? Warm-up sessions are recorded but
 * never judged; sessions cut off by an interrupt are counted apart, never as failures.
 */
export function isJudged(s: { warmup: boolean; bucket: string | null }): boolean {
  return !s.warmup && s.bucket !== "interrupted";
}

export interface SessionRecord {
  id: string;
  pair: number;
  task: string;
  agent: string;
  tags: Tags;
  attempts: number;
  status: SessionStatus;
  reward: number | null;
  bucket: ErrorBucket | null;
  error: string | null;
  /** Epoch ms. */
  start: number;
  end: number;
  scheduled: number | null;
  warmup: boolean;
  stage: number | null;
  e2e_ms: number;
  ttft_ms: number | null;
  tpot_ms: number | null;
  tokens_in: number | null;
  tokens_out: number | null;
  phases: Partial<Record<PhaseName, number>>;
  /** Sum of span durations per kind in this session. */
  spans: Partial<Record<SpanKind, number>>;
  /** Peak container CPU (%) and memory (bytes) when sampled. */
  cpu_peak_pct: number | null;
  mem_peak_bytes: number | null;
  /** A multi-step task's steps, as the session's outcome gave them. */
  steps?: StepOutcome[];
  /** Its efficiency figures (src/metrics/economics.ts); absent when no LLM call of it was seen. */
  economy?: SessionEconomy;
}

/** A session's efficiency figures, each null when what it counts was not reported. */
export type SessionEconomy = Record<EconomyMetric, number | null>;

export interface TimeSeries {
  /** Epoch ms of bucket 0. */
  t0: number;
  step_ms: number;
  started: number[];
  completed: number[];
  failed: number[];
  /** Peak sessions in flight within each bucket. */
  in_flight: number[];
  /** e2e p50/p95 of sessions that ended in each bucket (null when none). */
  e2e_p50: (number | null)[];
  e2e_p95: (number | null)[];
  /** The run's spend so far at the end of each bucket (USD, judged sessions); absent when none was priced. */
  cost_usd?: number[];
}

export interface Throughput {
  /** Sessions ended per second: mean of the steady window's 1-second buckets (docs/reports.md). */
  stable_sps: number;
  /** Most sessions ended in one 1-second bucket; never below stable_sps. */
  peak_sps: number;
  peak_concurrency: number;
  duration_s: number;
}

/** One stage of a staged load model (ramp, find_max, staged rate), from its stage_start/stage_end events. */
export interface StageWindow {
  stage: number;
  concurrency: number;
  label: string | null;
  /** Epoch ms; `end` is the run's end when the stage never closed. */
  start: number;
  end: number;
}

/**
 * How well an open-loop run kept to its arrival schedule. The run is invalid when the load
 * generator, not the target, fell behind: then its latencies understate what users would see.
 */
export interface OpenLoopSummary {
  /** Sessions that had a scheduled start. */
  sessions: number;
  /** Arrivals per second the schedule asked for, and the starts per second achieved. */
  offered_sps: number;
  achieved_sps: number;
  /** Actual start − scheduled start, ms, over every scheduled session (client queueing included). */
  schedule_lag_p50_ms: number;
  schedule_lag_p99_ms: number;
  /** Lag of the generator itself: sessions held by `max_in_flight` while the target was busy are left out. */
  generator_lag_p99_ms: number;
  /** Sessions the generator started more than 100 ms late, and their share. */
  late_sessions: number;
  late_fraction: number;
  /** Sessions that waited for a `max_in_flight` slot. */
  queued_sessions: number;
  valid: boolean;
  /** Why the run is invalid, in one line; null when valid. */
  invalid_reason: string | null;
}

export interface ResourceSummary {
  samples: number;
  cpu_pct: { mean: number; max: number } | null;
  mem_bytes: { mean: number; max: number } | null;
  host: { cpu_pct: { mean: number; max: number }; mem_bytes: { mean: number; max: number } } | null;
  oom_kills: number;
}

export interface RunResult {
  run_id: string;
  /** `llm_mode`: what the LLM answers came from (scripted mock, replay, real endpoint). */
  scenario: { name: string; hash: string; llm_mode?: LlmMode };
  /** The resolved scenario as recorded in run_start (secrets redacted). */
  scenarioConfig: unknown;
  environment: Record<string, string>;
  source: Record<string, string>;
  reproduce: string | null;
  started_at: number;
  finished_at: number;
  interrupted: boolean;
  /** Warnings the run itself logged (not a session's), in order, each once. */
  notes: string[];
  planned: number;
  /** Final attempt of every session, warm-up included (flagged). */
  sessions: SessionRecord[];
  counts: {
    total: number;
    completed: number;
    passed: number;
    failed: number;
    errored: number;
    warmup: number;
    /** Cut off by an interrupt (SIGINT/SIGTERM): counted apart, left out of every rate and latency. */
    interrupted: number;
  };
  /** passed / total over judged sessions (see isJudged); null when there were none. */
  pass_rate: number | null;
  error_buckets: Partial<Record<ErrorBucket, number>>;
  /** The figures of every metric recorded (src/metrics/figures.ts): e2e_ms, ttft_ms, tpot_ms, icl_ms, <phase>_ms, <kind>_ms, ... */
  metrics: Record<string, MetricSummary>;
  /** Any metric's figures with a tag filter; undefined when the metric got no samples. */
  distribution(metric: string, tags?: Tags): MetricFigures | undefined;
  series: TimeSeries;
  throughput: Throughput;
  resources: ResourceSummary;
  /** Stage boundaries, in order; absent or empty for unstaged runs. */
  stages?: StageWindow[];
  /** Present when sessions had scheduled starts (strategy rate). */
  open_loop?: OpenLoopSummary | null;
  /** What the target reported about itself (Prometheus, imported files); absent when not configured. */
  target?: TargetEvidence | null;
  /** Built-in coding agents installed for the run: host install plus image layers, timed once. */
  agents?: AgentInstall[];
  /** What the run's LLM calls cost (src/metrics/economics.ts); null when no call was seen. */
  economy?: RunEconomy | null;
}

export interface AgentInstall {
  name: string;
  version: string;
  install: { cached: boolean; ms: number };
}

/** What a run's LLM calls cost (src/metrics/economics.ts sums it as sessions end). */
export interface RunEconomy {
  /** The price catalog the costs come from. */
  price_table: string;
  /** Models with no price: their calls, and their sessions, cost null. */
  unpriced_models: string[];
  /** Judged sessions with LLM calls, and how many of them have a cost. */
  sessions: number;
  priced_sessions: number;
  /** Total of the judged sessions; null when any session with calls has no cost. */
  cost_usd: number | null;
  cost_per_pass_usd: number | null;
  tokens_per_pass: number | null;
  llm_calls: number;
}
