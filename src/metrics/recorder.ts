/**
 * Turns a stream of RunEvents into a RunResult. Pure: the same code records a live run and
 * rebuilds one offline from events.jsonl, so a report made later equals the one made live.
 */
import type { ErrorBucket, RunEvent, SessionEndEvent, SessionStartEvent, Span } from "./events.js";
import { MetricHistogram, SampleDistribution } from "./histogram.js";
import { buildSeries, peakConcurrency } from "./series.js";
import type { Distribution, ResourceSummary, RunResult, SessionRecord, Tags } from "./types.js";

interface OpenSession {
  start: SessionStartEvent;
  attempts: number;
  phases: SessionRecord["phases"];
  spans: Span[];
  cpuPeak: number | null;
  memPeak: number | null;
}

/** Tags a session's samples are broken down by. */
function sessionTags(s: Pick<SessionRecord, "pair" | "agent" | "task" | "tags">): Tags {
  return { ...s.tags, pair: String(s.pair), agent: s.agent, task: s.task };
}

function tagKey(metric: string, tags: Tags): string {
  const parts = Object.keys(tags)
    .sort()
    .map((k) => `${k}=${tags[k]}`);
  return parts.length === 0 ? metric : `${metric}{${parts.join(",")}}`;
}

export class Recorder {
  private runStart: Extract<RunEvent, { type: "run_start" }> | null = null;
  private runEnd: Extract<RunEvent, { type: "run_end" }> | null = null;
  private readonly open = new Map<string, OpenSession>();
  private readonly done = new Map<string, SessionRecord>();
  /** metric → tag key → histogram; the untagged total and one entry per single tag. */
  private readonly hist = new Map<string, MetricHistogram>();
  /** Per-session samples of every metric, for tag combinations and session-level statistics. */
  private readonly perSession = new Map<string, Map<string, number[]>>();
  private readonly hostCpu: number[] = [];
  private readonly hostMem: number[] = [];
  private readonly sessCpu: number[] = [];
  private readonly sessMem: number[] = [];
  private firstT = Number.POSITIVE_INFINITY;
  private lastT = 0;

  add(e: RunEvent): void {
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
        break;
      case "run_end":
        this.runEnd = this.runEnd ? { ...e, interrupted: this.runEnd.interrupted || e.interrupted } : e;
        break;
      case "session_start": {
        const prev = this.open.get(e.session);
        this.open.set(e.session, {
          start: e,
          attempts: (prev?.attempts ?? 0) + 1,
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
      default:
        break;
    }
  }

  private finish(e: SessionEndEvent): void {
    const s = this.open.get(e.session);
    if (!s) return;
    this.open.delete(e.session);
    const spanSums: SessionRecord["spans"] = {};
    for (const sp of s.spans) spanSums[sp.kind] = (spanSums[sp.kind] ?? 0) + Math.max(0, sp.end - sp.start);
    const llm = s.spans.filter((sp) => sp.kind === "llm");
    const sumOr = (k: "tokens_in" | "tokens_out") =>
      llm.some((sp) => sp[k] != null) ? llm.reduce((a, sp) => a + (sp[k] ?? 0), 0) : null;
    const rec: SessionRecord = {
      id: e.session,
      pair: s.start.pair,
      task: s.start.task,
      agent: s.start.agent,
      tags: s.start.tags,
      attempts: s.attempts,
      status: e.status,
      reward: e.reward,
      bucket: e.bucket,
      error: e.error,
      start: s.start.t,
      end: e.t,
      scheduled: s.start.scheduled_t ?? null,
      warmup: s.start.warmup ?? false,
      stage: s.start.stage ?? null,
      e2e_ms: e.t - s.start.t,
      ttft_ms: e.ttft_ms ?? null,
      tpot_ms: e.tpot_ms ?? null,
      tokens_in: e.tokens_in ?? sumOr("tokens_in"),
      tokens_out: e.tokens_out ?? sumOr("tokens_out"),
      phases: s.phases,
      spans: spanSums,
      cpu_peak_pct: s.cpuPeak,
      mem_peak_bytes: s.memPeak,
    };
    this.done.set(rec.id, rec);
    if (rec.warmup) return;

    const samples = new Map<string, number[]>();
    const put = (metric: string, v: number | null | undefined) => {
      if (v == null || !Number.isFinite(v)) return;
      const list = samples.get(metric);
      if (list) list.push(v);
      else samples.set(metric, [v]);
    };
    put("e2e_ms", rec.e2e_ms);
    if (rec.scheduled != null) put("e2e_sched_ms", e.t - rec.scheduled);
    if (rec.scheduled != null) put("schedule_lag_ms", Math.max(0, rec.start - rec.scheduled));
    put("ttft_ms", rec.ttft_ms);
    put("tpot_ms", rec.tpot_ms);
    put("tokens_in", rec.tokens_in);
    put("tokens_out", rec.tokens_out);
    put("attempts", rec.attempts);
    for (const [phase, ms] of Object.entries(rec.phases)) put(`${phase}_ms`, ms);
    for (const sp of s.spans) {
      put(`${sp.kind}_ms`, sp.end - sp.start);
      if (sp.kind === "llm") {
        put("llm_ttft_ms", sp.ttft_ms);
        for (const gap of sp.icl_ms ?? []) put("icl_ms", gap);
      }
    }
    this.perSession.set(rec.id, samples);
    const tags = sessionTags(rec);
    for (const [metric, values] of samples) {
      for (const key of [metric, ...Object.entries(tags).map(([k, v]) => tagKey(metric, { [k]: v }))]) {
        let h = this.hist.get(key);
        if (!h) {
          h = new MetricHistogram();
          this.hist.set(key, h);
        }
        for (const v of values) h.record(v);
      }
    }
  }

  /** Any metric with an optional tag filter; one tag reads a kept histogram, more compute from sessions. */
  distribution(metric: string, tags: Tags = {}): Distribution | undefined {
    const keys = Object.keys(tags);
    if (keys.length <= 1) {
      const h = this.hist.get(tagKey(metric, tags));
      return h && h.count > 0 ? h : undefined;
    }
    const values: number[] = [];
    for (const rec of this.done.values()) {
      if (rec.warmup) continue;
      const st = sessionTags(rec);
      if (!keys.every((k) => st[k] === tags[k])) continue;
      values.push(...(this.perSession.get(rec.id)?.get(metric) ?? []));
    }
    return values.length > 0 ? new SampleDistribution(values) : undefined;
  }

  result(): RunResult {
    const rs = this.runStart;
    // Sessions still open when the run ended were cut short: they count, as interrupted.
    for (const [id, s] of this.open) {
      this.finish({
        type: "session_end",
        t: this.runEnd?.t ?? this.lastT,
        session: id,
        attempt: s.start.attempt,
        status: "errored",
        reward: null,
        bucket: "interrupted",
        error: "the run ended before this session did",
      });
    }
    const sessions = [...this.done.values()].sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
    const gated = sessions.filter((s) => !s.warmup);
    const passed = gated.filter((s) => s.status === "passed").length;
    const failed = gated.filter((s) => s.status === "failed").length;
    const errored = gated.filter((s) => s.status === "errored").length;
    const buckets: Partial<Record<ErrorBucket, number>> = {};
    for (const s of gated) if (s.bucket) buckets[s.bucket] = (buckets[s.bucket] ?? 0) + 1;

    const metrics: RunResult["metrics"] = {};
    for (const [key, h] of [...this.hist].sort(([a], [b]) => a.localeCompare(b))) {
      if (!key.includes("{") && h.count > 0) metrics[key] = h.summary();
    }
    const startedAt = rs?.t ?? this.firstT;
    const finishedAt = this.runEnd?.t ?? this.lastT;
    const series = buildSeries(sessions, startedAt, finishedAt);
    const windowStart = gated.length > 0 ? Math.min(...gated.map((s) => s.start)) : startedAt;
    const windowEnd = gated.length > 0 ? Math.max(...gated.map((s) => s.end)) : finishedAt;
    const windowS = Math.max(1e-3, (windowEnd - windowStart) / 1000);
    return {
      run_id: rs?.run_id ?? "unknown",
      scenario: { name: rs?.scenario_name ?? "unknown", hash: rs?.scenario_hash ?? "" },
      scenarioConfig: rs?.scenario ?? null,
      environment: rs?.environment ?? {},
      source: rs?.source ?? {},
      started_at: startedAt,
      finished_at: finishedAt,
      interrupted: this.runEnd?.interrupted ?? true,
      planned: rs?.planned_sessions ?? sessions.length,
      sessions,
      counts: {
        total: gated.length,
        completed: passed + failed,
        passed,
        failed,
        errored,
        warmup: sessions.length - gated.length,
      },
      pass_rate: gated.length === 0 ? null : passed / gated.length,
      error_buckets: buckets,
      metrics,
      distribution: (metric, tags) => this.distribution(metric, tags),
      series,
      throughput: {
        stable_sps: gated.length === 0 ? 0 : round3(gated.length / windowS),
        peak_sps: Math.max(0, ...series.completed),
        peak_concurrency: peakConcurrency(sessions),
        duration_s: round3((finishedAt - startedAt) / 1000),
      },
      resources: this.resources(sessions),
    };
  }

  private resources(sessions: SessionRecord[]): ResourceSummary {
    const stat = (xs: number[]) =>
      xs.length === 0
        ? null
        : { mean: round3(xs.reduce((a, b) => a + b, 0) / xs.length), max: Math.max(...xs) };
    const host = stat(this.hostCpu);
    return {
      samples: this.sessCpu.length + this.hostCpu.length,
      cpu_pct: stat(this.sessCpu),
      mem_bytes: stat(this.sessMem),
      host: host ? { cpu_pct: host, mem_bytes: stat(this.hostMem) ?? { mean: 0, max: 0 } } : null,
      oom_kills: sessions.filter((s) => s.bucket === "agent_oom").length,
    };
  }
}

function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}

/** Record a whole list of events. */
export function recordEvents(events: Iterable<RunEvent>): RunResult {
  const r = new Recorder();
  for (const e of events) r.add(e);
  return r.result();
}
