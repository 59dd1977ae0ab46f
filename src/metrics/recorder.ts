/**
 * Turns a stream of RunEvents into a RunResult. Pure: the same code records a live run and
 * rebuilds one offline from events.jsonl, so a report made later equals the one made live.
 * Its parts are beside it: sessions in flight (open-sessions.ts), sample storage (sample-columns.ts),
 * schedule keeping of an open loop (open-loop.ts) and the counts (tally.ts).
 */

import {
  capError,
  type ErrorBucket,
  type PhaseName,
  type RunEvent,
  type SessionEndEvent,
  SPAN_KINDS,
  type SpanKind,
  type StageEvent,
} from "../events/events.js";
import { TargetCollector } from "../evidence/collect.js";
import { llmModeOf } from "../scenario/llm-mode.js";
import { ECONOMY_METRICS } from "../scenario/thresholds.js";
import { sortInPlace } from "../stats/quantiles.js";
import { EconomyTally, SessionCalls } from "./economics.js";
import { Figures, roundingOf } from "./figures.js";
import { MetricHistogram, round3 } from "./histogram.js";
import type { LiveView } from "./live-view.js";
import { maxInFlight, openLoopOf } from "./open-loop.js";
import { OpenSessions } from "./open-sessions.js";
import { Pricer, pricingOf } from "./pricing.js";
import { PHASE_METRIC, ROW_READERS, RowColumn, SampleColumn } from "./sample-columns.js";
import { buildSeries, peakConcurrencyOf, throughputOf } from "./series.js";
import { attachSessionTable, SessionColumns, type SessionTable } from "./session-table.js";
import { tallyTable } from "./tally.js";
import {
  type AgentInstall,
  isJudged,
  type MetricSummary,
  type ResourceSummary,
  type RunResult,
  type SessionRecord,
  type StageWindow,
  type Tags,
} from "./types.js";

/** Run warnings kept for the report; past this many the rest are in events.jsonl. */
export const MAX_NOTES = 20;

const SPAN_METRIC = Object.fromEntries(SPAN_KINDS.map((k) => [k, `${k}_ms`])) as Record<SpanKind, string>;

/** Session rows made at run_start for the sessions it plans, at most (past it the table grows by doubling). */
const RESERVED_SESSIONS = 1 << 20;

function selectorKey(metric: string, tags: Tags): string {
  const parts = Object.keys(tags)
    .sort()
    .map((k) => `${k}=${tags[k]}`);
  return `${metric}{${parts.join(",")}}`;
}

export class Recorder {
  private runStart: Extract<RunEvent, { type: "run_start" }> | null = null;
  private runEnd: Extract<RunEvent, { type: "run_end" }> | null = null;
  private readonly open = new OpenSessions();
  /** Every ended session, as columns (src/metrics/session-table.ts): no object per session is kept. */
  private readonly done = new SessionColumns();
  /** metric → every gated sample, with its session's tag set. */
  private readonly samples = new Map<string, SampleColumn | RowColumn>();
  /** Selector → the figures of its samples (src/metrics/figures.ts), valid while its column has `length` samples. */
  private readonly selected = new Map<string, { length: number; dist: Figures }>();
  /** e2e in constant memory for the progress line while the run runs (approximate; the final line reads the figures). */
  private readonly liveE2e = new MetricHistogram();
  private readonly stageWindows = new Map<number, StageWindow>();
  private readonly hostCpu: number[] = [];
  private readonly hostMem: number[] = [];
  private readonly sessCpu: number[] = [];
  /** How long each container sample's CPU covers, ms (1 each for logs from before samples said). */
  private readonly sessCpuMs: number[] = [];
  private readonly sessMem: number[] = [];
  private readonly notes = new Set<string>();
  private readonly target = new TargetCollector();
  private readonly agents: AgentInstall[] = [];
  private firstT = Number.POSITIVE_INFINITY;
  private lastT = 0;
  /** Kept as sessions end, so a progress line costs O(1), not a snapshot. */
  private readonly tally = { passed: 0, failed: 0, errored: 0, warmup: 0, interrupted: 0 };
  private readonly buckets: Partial<Record<ErrorBucket, number>> = {};
  /** Prices LLM calls by the scenario's `pricing:` (read at run_start) and the catalog. */
  private pricer = new Pricer();
  private readonly economy = new EconomyTally();

  add(e: RunEvent): void {
    // Target events carry the target's own times (a slow query before the run), not the run's clock.
    if (e.type === "target" || e.type === "target_mark") {
      this.target.add(e);
      return;
    }
    this.firstT = Math.min(this.firstT, e.t);
    this.lastT = Math.max(this.lastT, e.t);
    switch (e.type) {
      case "run_start":
        if (!this.runStart) {
          this.runStart = e;
          this.pricer = new Pricer(pricingOf(e.scenario));
        } else
          this.runStart = {
            ...this.runStart,
            planned_sessions: this.runStart.planned_sessions + e.planned_sessions,
          };
        // Bounded: a plan is a claim, and a run may end long before it.
        this.done.reserve(Math.min(this.runStart.planned_sessions, RESERVED_SESSIONS));
        break;
      case "run_end":
        this.runEnd = this.runEnd ? { ...e, interrupted: this.runEnd.interrupted || e.interrupted } : e;
        break;
      case "session_start": {
        const prev = this.open.get(e.session);
        if (prev) prev.attempts++;
        else
          this.open.start(e.session, {
            first: e,
            attempts: 1,
            phases: {},
            spans: [],
            cpuPeak: null,
            memPeak: null,
          });
        break;
      }
      case "phase": {
        const s = this.open.get(e.session);
        if (s) s.phases[e.phase] = (s.phases[e.phase] ?? 0) + (e.end - e.start);
        break;
      }
      case "span": {
        this.open.get(e.session)?.spans.push(e.span);
        break;
      }
      case "resource": {
        if (e.session) {
          const s = this.open.get(e.session);
          if (s) {
            s.cpuPeak = Math.max(s.cpuPeak ?? 0, e.cpu_pct);
            s.memPeak = Math.max(s.memPeak ?? 0, e.mem_bytes);
          }
          this.sessCpu.push(e.cpu_pct);
          this.sessCpuMs.push(e.interval_ms != null && e.interval_ms > 0 ? e.interval_ms : 1);
          this.sessMem.push(e.mem_bytes);
        } else {
          this.hostCpu.push(e.cpu_pct);
          this.hostMem.push(e.mem_bytes);
        }
        break;
      }
      case "session_end":
        if (!e.retrying) this.finish(e);
        break;
      case "stage_start":
      case "stage_end":
        this.stage(e);
        break;
      case "agent_install":
        this.agents.push({ name: e.name, version: e.version, install: e.install });
        break;
      case "log":
        // The run's own warnings (a schedule cut short, a circuit breaker, a loopback URL), once each.
        if (!e.session && e.level !== "info" && this.notes.size < MAX_NOTES) this.notes.add(e.message);
        break;
      default:
        break;
    }
  }

  private stage(e: StageEvent): void {
    const w = this.stageWindows.get(e.stage);
    if (e.type === "stage_end" && w) {
      w.end = e.t;
      return;
    }
    // A stage_end without its start (a truncated log) still says the stage ran, and ended then.
    this.stageWindows.set(e.stage, {
      stage: e.stage,
      concurrency: e.concurrency,
      label: e.label ?? null,
      start: e.t,
      end: e.type === "stage_end" ? e.t : Number.NaN,
    });
  }

  private finish(e: SessionEndEvent): void {
    const s = this.open.get(e.session);
    if (!s) return;
    this.open.end(e.session);
    const spanSums: SessionRecord["spans"] = {};
    const calls = new SessionCalls(this.pricer);
    for (const sp of s.spans) {
      spanSums[sp.kind] = (spanSums[sp.kind] ?? 0) + Math.max(0, sp.end - sp.start);
      if (sp.kind === "llm") calls.add(sp);
    }
    const start = s.first.t;
    const rec: SessionRecord = {
      id: e.session,
      pair: s.first.pair,
      task: s.first.task,
      agent: s.first.agent,
      tags: this.done.tagSets.internPairTags(s.first.pair, s.first.tags),
      attempts: s.attempts,
      status: e.status,
      reward: e.reward,
      bucket: e.bucket,
      error: capError(e.error),
      start,
      end: e.t,
      scheduled: s.first.scheduled_t ?? null,
      warmup: s.first.warmup ?? false,
      stage: s.first.stage ?? null,
      e2e_ms: e.t - start,
      ttft_ms: e.ttft_ms ?? null,
      tpot_ms: e.tpot_ms ?? null,
      tokens_in: e.tokens_in ?? calls.tokensIn,
      tokens_out: e.tokens_out ?? calls.tokensOut,
      phases: s.phases,
      spans: spanSums,
      cpu_peak_pct: s.cpuPeak,
      mem_peak_bytes: s.memPeak,
    };
    // Set apart, not spread into the literal: a spread makes every session's record the slow way.
    if (e.steps?.length) rec.steps = e.steps;
    const economy = calls.economy();
    if (economy) rec.economy = economy;
    const row = this.done.append(rec);
    this.count(rec);
    if (!isJudged(rec)) return;

    const set = this.done.set.data[row];
    this.putRow("e2e_ms", rec.e2e_ms);
    if (rec.scheduled != null) {
      const lag = Math.max(0, rec.start - rec.scheduled);
      this.put(set, "e2e_sched_ms", e.t - rec.scheduled);
      this.put(set, "schedule_lag_ms", lag);
      if (rec.ttft_ms != null) this.put(set, "ttft_sched_ms", rec.ttft_ms + lag);
    }
    this.putRow("ttft_ms", rec.ttft_ms);
    this.putRow("tokens_in", rec.tokens_in);
    this.putRow("tokens_out", rec.tokens_out);
    this.putRow("attempts", rec.attempts);
    for (const p in rec.phases) this.putRow(PHASE_METRIC[p as PhaseName], rec.phases[p as PhaseName]);
    // TPOT is the session's own when its stream reported one, else each LLM call's.
    this.put(set, "tpot_ms", rec.tpot_ms);
    for (const sp of s.spans) {
      const dur = sp.end - sp.start;
      this.put(set, SPAN_METRIC[sp.kind], dur);
      // Any stream's gaps: an LLM call's, or an agent service's stream to its user (network span).
      for (const gap of sp.icl_ms ?? []) this.put(set, "icl_ms", gap);
      if (sp.kind !== "llm") continue;
      this.put(set, "llm_ttft_ms", sp.ttft_ms);
      this.put(set, "llm_tokens_in", sp.tokens_in);
      this.put(set, "llm_tokens_out", sp.tokens_out);
      const callTpot =
        sp.ttft_ms != null && sp.tokens_out != null && sp.tokens_out >= 2
          ? (dur - sp.ttft_ms) / (sp.tokens_out - 1)
          : null;
      this.put(set, "llm_tpot_ms", callTpot);
      if (rec.tpot_ms == null) this.put(set, "tpot_ms", callTpot);
    }
    if (economy) for (const m of ECONOMY_METRICS) this.putRow(m, economy[m]);
    const tokens =
      rec.tokens_in == null && rec.tokens_out == null ? null : (rec.tokens_in ?? 0) + (rec.tokens_out ?? 0);
    this.economy.add(economy, tokens, rec.status === "passed");
  }

  private count(rec: SessionRecord): void {
    // The same split as the report's counts: an interrupted session is neither a pass nor an error.
    if (rec.warmup) this.tally.warmup++;
    else if (!isJudged(rec)) this.tally.interrupted++;
    else this.tally[rec.status]++;
    // Interrupted is counted apart and never an error bucket, as in tallySessions.
    if (!rec.warmup && isJudged(rec) && rec.bucket)
      this.buckets[rec.bucket] = (this.buckets[rec.bucket] ?? 0) + 1;
  }

  /** What a progress line shows, without building a snapshot: cheap enough to read every second. */
  live(): LiveView {
    const rs = this.runStart;
    let stage: StageWindow | null = null;
    for (const w of this.stageWindows.values()) if (!stage || w.stage > stage.stage) stage = w;
    return {
      startedAt: rs?.t ?? null,
      planned: rs?.planned_sessions ?? 0,
      scenario: rs?.scenario ?? null,
      inFlight: this.open.size,
      ...this.tally,
      buckets: { ...this.buckets },
      e2e: this.liveE2e.count > 0 ? this.liveE2e : null,
      figures: (metric) => this.distribution(metric) ?? null,
      stage: stage && Number.isNaN(stage.end) ? { ...stage } : null,
      stagesSeen: this.stageWindows.size,
      ended: this.runEnd != null,
    };
  }

  private put(set: number, metric: string, v: number | null | undefined): void {
    if (v == null || !Number.isFinite(v) || v < 0) return;
    let col = this.samples.get(metric);
    if (!col) {
      col = new SampleColumn();
      this.samples.set(metric, col);
    }
    (col as SampleColumn).push(set, v);
  }

  /** A sample the session's row holds (ROW_READERS reads it back): counted, not stored again. */
  private putRow(metric: string, v: number | null | undefined): void {
    if (v == null || !Number.isFinite(v) || v < 0) return;
    let col = this.samples.get(metric);
    if (!col) {
      col = new RowColumn(this.done, ROW_READERS[metric]);
      this.samples.set(metric, col);
    }
    col.length++;
    if (metric === "e2e_ms") this.liveE2e.record(v);
  }

  /** A metric's summary, read once per report: from the cached figures, else computed in `buf` and dropped. */
  private summaryOf(metric: string, buf: SortBuffers): MetricSummary | undefined {
    const col = this.samples.get(metric);
    if (!col) return undefined;
    const cached = this.selected.get(selectorKey(metric, {}));
    if (cached && cached.length === col.length) return cached.dist.summary() ?? undefined;
    buf.fit(col.length);
    const values = this.collect(col, null, buf.values);
    // The figures are dropped here with their samples: a million sessions' sorted samples for every
    // metric would outweigh the rest of the run.
    return new Figures(sortInPlace(values, buf.radix), true, roundingOf(metric)).summary() ?? undefined;
  }

  /** Any metric's figures, with an optional tag filter, over the matching samples (cached until more arrive). */
  distribution(metric: string, tags: Tags = {}): Figures | undefined {
    const col = this.samples.get(metric);
    if (!col) return undefined;
    const key = selectorKey(metric, tags);
    const cached = this.selected.get(key);
    if (cached && cached.length === col.length) return cached.dist.count > 0 ? cached.dist : undefined;
    const all = Object.keys(tags).length === 0;
    // The selector is tested once per tag set; each sample then costs one lookup by its session's set.
    const match = all ? null : this.done.tagSets.matching(tags);
    // Counted first when filtered, so the kept samples are exactly as long as the selection.
    let n = col.length;
    if (match) {
      n = 0;
      col.forEach((set) => {
        if (match[set]) n++;
      });
    }
    const values = this.collect(col, match, new Float64Array(n));
    const dist = new Figures(
      sortInPlace(values.length === n ? values : values.slice()),
      true,
      roundingOf(metric),
    );
    this.selected.set(key, { length: col.length, dist });
    return dist.count > 0 ? dist : undefined;
  }

  /** The column's samples of the matching tag sets, into `into` (grown if short): every value a column holds is a sample. */
  private collect(col: SampleColumn | RowColumn, match: Uint8Array | null, into: Float64Array): Float64Array {
    let values = into;
    let n = 0;
    col.forEach((set, v) => {
      if (match && !match[set]) return;
      if (n === values.length) values = grown(values);
      values[n++] = v;
    });
    return values.subarray(0, n);
  }

  /**
   * The run so far, for decisions while it runs (stage SLOs, the circuit breaker): sessions still
   * in flight are left out rather than closed.
   */
  snapshot(): RunResult {
    return this.build();
  }

  /** The finished run: sessions still open when it ended were cut short and count, as interrupted. */
  result(): RunResult {
    for (const [id, s] of this.open.entries()) {
      this.finish({
        type: "session_end",
        t: this.runEnd?.t ?? this.lastT,
        session: id,
        attempt: s.attempts,
        status: "errored",
        reward: null,
        bucket: "interrupted",
        error: "the run ended before this session did",
      });
    }
    return this.build();
  }

  private build(): RunResult {
    const rs = this.runStart;
    const sessions = this.done.table();
    const tally = tallyTable(sessions);
    const gated = sessions.judgedPositions();

    const startedAt = rs?.t ?? this.firstT;
    const finishedAt = this.runEnd?.t ?? this.lastT;
    const series = buildSeries(sessions, startedAt, finishedAt);
    const stages = [...this.stageWindows.values()]
      .map((w) => ({ ...w, end: Number.isNaN(w.end) ? finishedAt : w.end }))
      .sort((a, b) => a.stage - b.stage);
    return withRecords(sessions, {
      run_id: rs?.run_id ?? "unknown",
      scenario: {
        name: rs?.scenario_name ?? "unknown",
        hash: rs?.scenario_hash ?? "",
        llm_mode: llmModeOf(rs?.scenario),
      },
      scenarioConfig: rs?.scenario ?? null,
      environment: rs?.environment ?? {},
      source: rs?.source ?? {},
      reproduce: rs?.reproduce ?? null,
      started_at: startedAt,
      finished_at: finishedAt,
      interrupted: this.runEnd?.interrupted ?? true,
      notes: [...this.notes],
      planned: rs?.planned_sessions ?? sessions.length,
      ...tally,
      // Every column holds at least one sample, so every name has its figures.
      metrics: lazyFigures([...this.samples.keys()].sort(), (m, buf) => this.summaryOf(m, buf)),
      distribution: (metric, tags) => this.distribution(metric, tags),
      series,
      throughput: {
        ...throughputOf(sessions, gated),
        peak_concurrency: peakConcurrencyOf(sessions),
        duration_s: round3((finishedAt - startedAt) / 1000),
      },
      resources: this.resources(sessions),
      stages,
      open_loop: openLoopOf(sessions, gated, maxInFlight(rs?.scenario)),
      economy: this.economy.result(this.pricer),
      target: this.target.result(),
      agents: [...this.agents],
    });
  }

  private resources(sessions: SessionTable): ResourceSummary {
    const stat = (xs: number[]) => {
      if (xs.length === 0) return null;
      let sum = 0;
      let max = Number.NEGATIVE_INFINITY;
      for (const x of xs) {
        sum += x;
        if (x > max) max = x;
      }
      return { mean: round3(sum / xs.length), max };
    };
    const host = stat(this.hostCpu);
    const cpu = stat(this.sessCpu);
    return {
      samples: this.sessCpu.length + this.hostCpu.length,
      // Containers' CPU over the time their samples cover: a short tail sample weighs what it lasted.
      cpu_pct: cpu && { ...cpu, mean: round3(weightedMean(this.sessCpu, this.sessCpuMs)) },
      mem_bytes: stat(this.sessMem),
      host: host ? { cpu_pct: host, mem_bytes: stat(this.hostMem) ?? { mean: 0, max: 0 } } : null,
      oom_kills: countWhere(sessions, (i) => sessions.bucket(i) === "agent_oom"),
    };
  }
}

/**
 * Each metric's figures computed when first read: a snapshot taken between sessions (abortOnFail,
 * stage SLOs) asks one metric's figures, not every metric's. Enumerable, so reports serialize them all.
 * The metrics share one pair of sort buffers, let go once every metric's figures are made.
 */
function lazyFigures(
  names: string[],
  summaryOf: (metric: string, buf: SortBuffers) => MetricSummary | undefined,
): RunResult["metrics"] {
  const metrics: RunResult["metrics"] = {};
  let buf: SortBuffers | null = new SortBuffers();
  let left = names.length;
  for (const m of names) {
    let summary: RunResult["metrics"][string] | undefined;
    let made = false;
    Object.defineProperty(metrics, m, {
      enumerable: true,
      get: () => {
        if (made) return summary;
        summary = summaryOf(m, buf ?? new SortBuffers());
        made = true;
        if (--left === 0) buf = null;
        return summary;
      },
    });
  }
  return metrics;
}

/** A run's samples of one metric and the radix sort's second buffer, grown to the longest column asked for. */
class SortBuffers {
  values = new Float64Array(0);
  radix = new Uint32Array(0);
  fit(n: number): void {
    if (this.values.length >= n) return;
    this.values = new Float64Array(n);
    this.radix = new Uint32Array(2 * n);
  }
}

function grown(xs: Float64Array): Float64Array {
  const out = new Float64Array(Math.max(16, xs.length * 2));
  out.set(xs);
  return out;
}

function weightedMean(xs: number[], ws: number[]): number {
  let sum = 0;
  let weight = 0;
  for (let i = 0; i < xs.length; i++) {
    sum += xs[i] * ws[i];
    weight += ws[i];
  }
  return sum / weight;
}

/** Record a whole list of events. */
export function recordEvents(events: Iterable<RunEvent>): RunResult {
  const r = new Recorder();
  for (const e of events) r.add(e);
  return r.result();
}

function countWhere(t: SessionTable, pred: (i: number) => boolean): number {
  let n = 0;
  for (let i = 0; i < t.length; i++) if (pred(i)) n++;
  return n;
}

/**
 * The run with its table, and `sessions` made from it when first read: a consumer that reads the
 * table (sessionTableOf: report, gate, junit) never makes a million records; one that reads
 * `sessions` gets them all, once.
 */
function withRecords(table: SessionTable, run: Omit<RunResult, "sessions">): RunResult {
  let records: SessionRecord[] | null = null;
  // Kept by identity: a copy made with other sessions ({ ...run, sessions }) does not carry this table.
  attachSessionTable(run, table);
  return Object.defineProperty(run, "sessions", {
    enumerable: true,
    configurable: true,
    get: () => {
      records ??= table.records();
      return records;
    },
    set: (v: SessionRecord[]) => {
      records = v;
    },
  }) as RunResult;
}
