/**
 * Progress of a run while it runs: the live recorder's totals → a plain-data state (what the CLI,
 * the Action and the web console show) → one line of text. Pure: time comes in as an argument.
 */

import { type FindMaxLoad, findMaxPlan } from "../load/stage-plan.js";
import type { ErrorBucket } from "./events.js";
import type { LiveView } from "./live-view.js";

export interface ProgressState {
  elapsed_s: number;
  strategy: string;
  planned: number;
  /** Sessions that ended, warm-up included (done/planned for a fixed run; ramp and rate cycle the plan). */
  done: number;
  in_flight: number;
  passed: number;
  failed: number;
  errored: number;
  interrupted: number;
  pass_rate: number | null;
  e2e_p50_ms: number | null;
  e2e_p95_ms: number | null;
  errors: Partial<Record<ErrorBucket, number>>;
  /**
   * index is 1-based, as in stage events; count is the most stages the plan may run (for find_max its
   * probes plus the most bisection may add, `bisect`), so index never passes it.
   */
  stage: {
    index: number;
    count: number | null;
    bisect: number;
    concurrency: number;
    label: string | null;
  } | null;
  /** The schedule's length for time-bound strategies (ramp, rate), s; null when the plan bounds it. */
  schedule_s: number | null;
  eta_s: number | null;
  ended: boolean;
}

interface LoadShape extends FindMaxLoad {
  strategy?: string;
  stages?: { concurrency: number; sessions?: number; hold_sec?: number }[];
  duration_sec?: number;
}

function loadOf(scenario: unknown): LoadShape {
  const load = (scenario as { load?: unknown } | null)?.load;
  return load && typeof load === "object" ? (load as LoadShape) : {};
}

/** Seconds the schedule lasts when time bounds it: a ramp's holds, a rate run's duration. */
function scheduleSeconds(load: LoadShape): number | null {
  if (load.strategy === "rate" && load.duration_sec) return load.duration_sec;
  if (load.strategy === "ramp" || load.strategy === "rate") {
    const holds = (load.stages ?? []).map((s) => s.hold_sec ?? 0);
    const total = holds.reduce((a, b) => a + b, 0);
    return total > 0 ? total : null;
  }
  return null;
}

function finite(x: number | undefined): number | null {
  return x != null && Number.isFinite(x) ? x : null;
}

/**
 * `final`: the run's last line, which shows the run's figures (the values the report shows and the
 * checks test); before that the line reads the approximate running histogram, cheap every second.
 * A view whose run has ended is final.
 */
export function progressState(v: LiveView, now: number, final = v.ended): ProgressState {
  const load = loadOf(v.scenario);
  const strategy = load.strategy ?? "fixed";
  const elapsed = v.startedAt == null ? 0 : Math.max(0, (now - v.startedAt) / 1000);
  const done = v.passed + v.failed + v.errored + v.warmup + v.interrupted;
  const gated = v.passed + v.failed + v.errored;
  const schedule = scheduleSeconds(load);
  let eta: number | null = null;
  if (v.ended) eta = 0;
  else if (schedule != null) eta = Math.max(0, schedule - elapsed);
  else if (strategy === "fixed" && done > 0 && v.planned > 0) eta = (elapsed / done) * (v.planned - done);
  const source = final ? v.figures("e2e_ms") : v.e2e;
  const e2e = source && source.count > 0 ? source : null;
  return {
    elapsed_s: elapsed,
    strategy,
    planned: v.planned,
    done,
    in_flight: v.inFlight,
    passed: v.passed,
    failed: v.failed,
    errored: v.errored,
    interrupted: v.interrupted,
    pass_rate: gated === 0 ? null : v.passed / gated,
    e2e_p50_ms: finite(e2e?.percentile(50)),
    e2e_p95_ms: finite(e2e?.percentile(95)),
    errors: v.buckets,
    stage: v.stage
      ? {
          index: v.stage.stage,
          ...stageCount(load, v.planned),
          concurrency: v.stage.concurrency,
          label: v.stage.label,
        }
      : null,
    schedule_s: schedule,
    eta_s: eta,
    ended: v.ended,
  };
}

/** `m:ss`, or `h:mm:ss` past an hour. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60));
  const ss = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${mm.padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
}

const ms = (x: number | null) => (x == null ? "–" : `${Math.round(x)} ms`);

function errorsText(errors: ProgressState["errors"]): string {
  const rows = Object.entries(errors).filter(([, n]) => (n ?? 0) > 0);
  if (rows.length === 0) return "errors none";
  rows.sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0) || (a[0] < b[0] ? -1 : 1));
  return `errors ${rows.map(([k, n]) => `${k} ${n}`).join(", ")}`;
}

/** The stages as planned: find_max's probes and what bisection may add (stage-plan.ts), else the list. */
function stageCount(load: LoadShape, planned: number): { count: number | null; bisect: number } {
  if (load.strategy !== "find_max") return { count: load.stages?.length ?? null, bisect: 0 };
  const plan = findMaxPlan(load, planned);
  return { count: plan.probes.length + plan.bisect, bisect: plan.bisect };
}

function stageText(p: ProgressState): string | null {
  const st = p.stage;
  if (!st) return null;
  const at = `(concurrency ${st.concurrency})`;
  if (p.strategy !== "find_max" || !st.count)
    return `stage ${st.index}${st.count ? `/${st.count}` : ""} ${at}`;
  // find_max stops at the first breach: its stage count is a bound, the bisection part said apart.
  const probes = st.count - st.bisect;
  const bound = st.bisect > 0 ? `up to ${probes} + ${st.bisect} bisection` : `up to ${probes}`;
  return `stage ${st.index}${st.label === "bisect" ? " (bisection)" : ""} of ${bound} ${at}`;
}

/** One progress line: elapsed, done/planned (or the schedule), in flight, pass rate, e2e, errors, stage, ETA. */
export function formatProgress(p: ProgressState): string {
  const parts = [`progress ${clock(p.elapsed_s)}`];
  const stage = stageText(p);
  if (stage) parts.push(stage);
  if (p.schedule_s != null)
    parts.push(`${clock(Math.min(p.elapsed_s, p.schedule_s))} of ${clock(p.schedule_s)}`);
  parts.push(p.strategy === "fixed" ? `${p.done}/${p.planned} done` : `${p.done} done`);
  parts.push(`${p.in_flight} in flight`);
  parts.push(`pass ${p.pass_rate == null ? "–" : `${(p.pass_rate * 100).toFixed(1)}%`}`);
  parts.push(`e2e p50 ${ms(p.e2e_p50_ms)} p95 ${ms(p.e2e_p95_ms)}`);
  parts.push(errorsText(p.errors));
  if (p.eta_s != null && !p.ended) parts.push(`ETA ${clock(p.eta_s)}`);
  return parts.join(" · ");
}
