/**
 * Turns a stream of RunEvents into a RunResult. Pure: the same code records a live run and
 * rebuilds one offline from events.jsonl, so a report made later equals the one made live.
 */

import {
  capError,
  type ErrorBucket,
  PHASES,
  type PhaseName,
  type RunEvent,
  type SessionEndEvent,
  type SessionStartEvent,
  SPAN_KINDS,
  type Span,
  type SpanKind,
  type StageEvent,
} from "../events/events.js";
import { TargetCollector } from "../evidence/collect.js";
import { llmModeOf } from "../scenario/llm-mode.js";
import { sortInPlace } from "../stats/quantiles.js";
import { Figures } from "./figures.js";
import { MetricHistogram, round3, SampleDistribution } from "./histogram.js";
import type { LiveView } from "./live-view.js";
import { buildSeries, peakConcurrencyOf, throughputOf } from "./series.js";
import { attachSessionTable, SessionColumns, type SessionTable } from "./session-table.js";
import {
  type AgentInstall,
  isJudged,
  type MetricSummary,
  type OpenLoopSummary,
  type ResourceSummary,
  type RunResult,
  type SessionRecord,
  type StageWindow,
  type Tags,
} from "./types.js";

/** Run warnings kept for the report; past this many the rest are in events.jsonl. */
export const MAX_NOTES = 20;

/**
 * Sessions started and not yet ended, by id. An ended one is blanked and the blanks swept in batches:
 * deleting each as it ends makes V8 shrink and regrow the map's table over and over when the sessions
 * in flight hover near a quarter of its capacity (64 in flight: most of the recorder's time).
 */
class OpenSessions {
  private byId = new Map<string, OpenSession | undefined>();
  size = 0;
  private blanks = 0;

  get(id: string): OpenSession | undefined {
    return this.byId.get(id);
  }

  /** A session not open now (one that ended may start again: a repeated id). */
  start(id: string, s: OpenSession): void {
    // A blank keeps its old place: deleted first, so the session is last in order, as a new one is.
    if (this.byId.delete(id)) this.blanks--;
    this.byId.set(id, s);
    this.size++;
  }

  end(id: string): void {
    this.byId.set(id, undefined);
    this.size--;
    if (++this.blanks > this.size + 1024) this.sweep();
  }

  /** The open sessions in the order they started. */
  *entries(): Generator<[string, OpenSession]> {
    for (const [id, s] of this.byId) if (s) yield [id, s];
  }

  private sweep(): void {
    const kept = new Map<string, OpenSession | undefined>();
    for (const [id, s] of this.byId) if (s) kept.set(id, s);
    this.byId = kept;
    this.blanks = 0;
  }
}

interface OpenSession {
  /** The first attempt's start: a retried session's latency includes its retries. */
  first: SessionStartEvent;
  attempts: number;
  phases: SessionRecord["phases"];
  spans: Span[];
  cpuPeak: number | null;
  memPeak: number | null;
}

const PHASE_METRIC = Object.fromEntries(PHASES.map((p) => [p, `${p}_ms`])) as Record<PhaseName, string>;
const SPAN_METRIC = Object.fromEntries(SPAN_KINDS.map((k) => [k, `${k}_ms`])) as Record<SpanKind, string>;

/** Session rows made at run_start for the sessions it plans, at most (past it the table grows by doubling). */
const RESERVED_SESSIONS = 1 << 20;

/** Generator lag past this is a late start: beyond timer jitter and GC pauses, the schedule was not kept. */
const LATE_MS = 100;
/** An open-loop run is invalid past either budget (AIPerf: lag p99 > 500 ms; perf_analyzer: >1 % late). */
const LAG_P99_BUDGET_MS = 500;
const LATE_FRACTION_BUDGET = 0.01;

function selectorKey(metric: string, tags: Tags): string {
  const parts = Object.keys(tags)
    .sort()
    .map((k) => `${k}=${tags[k]}`);
  return `${metric}{${parts.join(",")}}`;
}

/**
 * Every sample of one metric with the session it came from, in typed-array chunks: what a tag selector
 * reads. Per-tag histograms are built from it when asked for, not kept for every tag of every session,
 * so recording stays one histogram update and one append per sample. A chunk holds its values as
 * float32 and its tag sets as uint16 while every one fits exactly (whole milliseconds and token counts
 * do), 6 bytes a sample instead of 12, and is widened in place the first time one does not.
 */
class SampleColumn {
  /** Filled in order; a full chunk is never copied or freed, so a long run does not churn memory. */
  private readonly chunks: SampleChunk[] = [];
  private last: SampleChunk | null = null;
  private fill = 0;
  length = 0;

  /** `owner`: the tag set of the sample's session. */
  push(owner: number, v: number): void {
    let c = this.last;
    if (!c || this.fill === c.values.length) {
      const size = Math.min(65_536, c ? c.values.length * 2 : 256);
      c = this.last = { values: new Float32Array(size), owners: new Uint16Array(size) };
      this.chunks.push(c);
      this.fill = 0;
    }
    if (c.values instanceof Float32Array && Math.fround(v) !== v) c.values = Float64Array.from(c.values);
    if (c.owners instanceof Uint16Array && owner > 0xffff) c.owners = Int32Array.from(c.owners);
    c.values[this.fill] = v;
    c.owners[this.fill] = owner;
    this.fill++;
    this.length++;
  }

  forEach(fn: (owner: number, v: number) => void): void {
    let left = this.length;
    for (const c of this.chunks) {
      const n = Math.min(left, c.values.length);
      const { values, owners } = c;
      for (let i = 0; i < n; i++) fn(owners[i], values[i]);
      left -= n;
    }
  }
}

interface SampleChunk {
  values: Float32Array | Float64Array;
  owners: Uint16Array | Int32Array;
}

/**
 * A metric a judged session records at most once (e2e, TTFT, tokens, attempts, each phase's time),
 * read from the session's row of the session table when asked for rather than kept a second time.
 */
const ROW_READERS: Record<string, (d: SessionColumns) => ArrayLike<number> | undefined> = {
  e2e_ms: (d) => d.e2e.data,
  ttft_ms: (d) => d.optional.get("ttft")?.data,
  tokens_in: (d) => d.optional.get("tokens_in")?.data,
  tokens_out: (d) => d.optional.get("tokens_out")?.data,
  attempts: (d) => d.attempts.data,
  ...Object.fromEntries(
    PHASES.map((p) => [PHASE_METRIC[p], (d: SessionColumns) => d.optional.get(`phase:${p}`)?.data]),
  ),
};

class RowColumn {
  /** The samples recorded (the rows whose value is a sample). */
  length = 0;
  constructor(
    private readonly done: SessionColumns,
    /** The column, looked up once per pass (it is replaced as it grows). */
    private readonly column: (d: SessionColumns) => ArrayLike<number> | undefined,
  ) {}

  forEach(fn: (set: number, v: number) => void): void {
    const d = this.done;
    const col = this.column(d);
    if (!col) return;
    const sets = d.set.data;
    for (let row = 0; row < d.length; row++) {
      if (!d.judgedRow(row)) continue;
      const v = col[row];
      if (Number.isFinite(v) && v >= 0) fn(sets[row], v);
    }
  }
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
        if (!this.runStart) this.runStart = e;
        else
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
    let tokensIn: number | null = null;
    let tokensOut: number | null = null;
    for (const sp of s.spans) {
      spanSums[sp.kind] = (spanSums[sp.kind] ?? 0) + Math.max(0, sp.end - sp.start);
      if (sp.kind !== "llm") continue;
      if (sp.tokens_in != null) tokensIn = (tokensIn ?? 0) + sp.tokens_in;
      if (sp.tokens_out != null) tokensOut = (tokensOut ?? 0) + sp.tokens_out;
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
      tokens_in: e.tokens_in ?? tokensIn,
      tokens_out: e.tokens_out ?? tokensOut,
      phases: s.phases,
      spans: spanSums,
      cpu_peak_pct: s.cpuPeak,
      mem_peak_bytes: s.memPeak,
    };
    // Set apart, not spread into the literal: a spread makes every session's record the slow way.
    if (e.steps?.length) rec.steps = e.steps;
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
    return new Figures(sortInPlace(values, buf.radix), true).summary() ?? undefined;
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
    const dist = new Figures(sortInPlace(values.length === n ? values : values.slice()), true);
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

function maxInFlight(scenario: unknown): number | null {
  const v = (scenario as { load?: { max_in_flight?: unknown } } | null)?.load?.max_in_flight;
  return typeof v === "number" && v > 0 ? v : null;
}

/**
 * Schedule keeping of an open-loop run. A session whose scheduled time found `max_in_flight`
 * sessions already running waited for the target (client queueing, reported in the lag); any
 * other delay is the generator's own, and only that can invalidate the run.
 */
function openLoopOf(t: SessionTable, gated: Int32Array, cap: number | null): OpenLoopSummary | null {
  if (!t.anyScheduled()) return null;
  const sched: Scheduled[] = [];
  for (const i of gated) {
    const scheduled = t.scheduled(i);
    if (scheduled != null) sched.push({ scheduled, start: t.start(i), end: t.end(i) });
  }
  return openLoop(sched, cap);
}

type Scheduled = Pick<SessionRecord, "scheduled" | "start" | "end">;

export function openLoop(sessions: readonly Scheduled[], cap: number | null): OpenLoopSummary | null {
  const sched = sessions.filter((s) => s.scheduled != null).sort((a, b) => a.scheduled! - b.scheduled!);
  if (sched.length === 0) return null;
  const lag = (s: Scheduled) => Math.max(0, s.start - s.scheduled!);
  // In flight at each scheduled time: sessions started before it and not yet ended.
  const starts = sched.map((s) => s.start).sort((a, b) => a - b);
  const ends = sched.map((s) => s.end).sort((a, b) => a - b);
  const countBelow = (xs: number[], t: number) => {
    let lo = 0;
    let hi = xs.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (xs[mid] <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const generator: number[] = [];
  let queued = 0;
  // Dispatch is FIFO: an arrival whose predecessor was still waiting for a slot waits behind it,
  // even at the instant between one session's end and the next one's start.
  let prevQueued = false;
  let prevStart = Number.NEGATIVE_INFINITY;
  for (const s of sched) {
    const t = s.scheduled!;
    const inFlight = countBelow(starts, t) - countBelow(ends, t);
    const isQueued: boolean = cap != null && lag(s) > 0 && (inFlight >= cap || (prevQueued && prevStart > t));
    if (isQueued) queued++;
    else generator.push(lag(s));
    prevQueued = isQueued;
    prevStart = s.start;
  }
  const all = new SampleDistribution(sched.map(lag));
  const gen = new SampleDistribution(generator);
  const late = generator.filter((x) => x > LATE_MS).length;
  const rate = (first: number, last: number) =>
    last > first ? round3(((sched.length - 1) * 1000) / (last - first)) : 0;
  const genP99 = gen.count > 0 ? gen.percentile(99) : 0;
  const lateFraction = late / sched.length;
  const reasons: string[] = [];
  if (genP99 > LAG_P99_BUDGET_MS)
    reasons.push(`generator lag p99 ${Math.round(genP99)} ms > ${LAG_P99_BUDGET_MS} ms`);
  if (lateFraction > LATE_FRACTION_BUDGET)
    reasons.push(
      `${late} of ${sched.length} sessions (${(lateFraction * 100).toFixed(1)}%) started over ${LATE_MS} ms late`,
    );
  return {
    sessions: sched.length,
    offered_sps: rate(sched[0].scheduled!, sched[sched.length - 1].scheduled!),
    achieved_sps: rate(starts[0], starts[starts.length - 1]),
    schedule_lag_p50_ms: round3(all.percentile(50)),
    schedule_lag_p99_ms: round3(all.percentile(99)),
    generator_lag_p99_ms: round3(genP99),
    late_sessions: late,
    late_fraction: round3(lateFraction),
    queued_sessions: queued,
    valid: reasons.length === 0,
    invalid_reason: reasons.length === 0 ? null : `the load generator fell behind: ${reasons.join("; ")}`,
  };
}

/** Record a whole list of events. */
export function recordEvents(events: Iterable<RunEvent>): RunResult {
  const r = new Recorder();
  for (const e of events) r.add(e);
  return r.result();
}

/** Counts, pass rate and error buckets of a set of sessions; warm-up sessions are counted apart and never gated. */
export function tallySessions(
  sessions: readonly SessionRecord[],
): Pick<RunResult, "counts" | "pass_rate" | "error_buckets"> {
  return tallyTable(SessionColumns.of(sessions));
}

function tallyTable(t: SessionTable): Pick<RunResult, "counts" | "pass_rate" | "error_buckets"> {
  let passed = 0;
  let failed = 0;
  let errored = 0;
  let warmup = 0;
  let interrupted = 0;
  const buckets: Partial<Record<ErrorBucket, number>> = {};
  for (let i = 0; i < t.length; i++) {
    if (t.warmup(i)) {
      warmup++;
      continue;
    }
    if (!t.judged(i)) {
      interrupted++;
      continue;
    }
    const status = t.status(i);
    if (status === "passed") passed++;
    else if (status === "failed") failed++;
    else errored++;
    const bucket = t.bucket(i);
    if (bucket) buckets[bucket] = (buckets[bucket] ?? 0) + 1;
  }
  const total = passed + failed + errored;
  return {
    counts: { total, completed: passed + failed, passed, failed, errored, warmup, interrupted },
    pass_rate: total === 0 ? null : passed / total,
    error_buckets: buckets,
  };
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
