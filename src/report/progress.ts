/**
 * Progress of a run while it runs: the live recorder's totals → a plain-data state (what the CLI,
 * the Action and the web console show) → one line of text. Pure: time comes in as an argument.
 */

import type { ErrorBucket } from "../events/events.js";
import { lang } from "../i18n/i18n.js";
import { type FindMaxLoad, findMaxPlan } from "../load/stage-plan.js";
import type { LiveView } from "../metrics/live-view.js";
import { cutToWidth, displayWidth } from "../terminal.js";
import { ms as formatMs } from "./format.js";

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

// The report's one duration format, so the live line and the summary print the same figure alike.
const EN = lang("en");
const ms = (x: number | null) => formatMs(x, EN);

/** Error buckets by count, largest first (interrupted sessions are no error: the recorder counts them apart). */
function errorRows(errors: ProgressState["errors"]): [string, number][] {
  const rows = Object.entries(errors)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([k, n]) => [k, n ?? 0] as [string, number]);
  return rows.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

/** The errors field's forms: every bucket, the largest and how many more, the total. */
function errorForms(errors: ProgressState["errors"]): string[] {
  const rows = errorRows(errors);
  if (rows.length === 0) return ["errors none", ""];
  const all = `errors ${rows.map(([k, n]) => `${k} ${n}`).join(", ")}`;
  const total = `errors ${rows.reduce((a, [, n]) => a + n, 0)}`;
  if (rows.length === 1) return [all, total];
  return [all, `errors ${rows[0][0]} ${rows[0][1]} +${rows.length - 1} more`, total];
}

/** The stages as planned: find_max's probes and what bisection may add (stage-plan.ts), else the list. */
function stageCount(load: LoadShape, planned: number): { count: number | null; bisect: number } {
  if (load.strategy !== "find_max") return { count: load.stages?.length ?? null, bisect: 0 };
  const plan = findMaxPlan(load, planned);
  return { count: plan.probes.length + plan.bisect, bisect: plan.bisect };
}

function stageForms(p: ProgressState): string[] {
  const st = p.stage;
  if (!st) return [];
  const at = `(concurrency ${st.concurrency})`;
  const short = `stage ${st.index}${st.count && p.strategy !== "find_max" ? `/${st.count}` : ""}`;
  if (p.strategy !== "find_max" || !st.count) return [`${short} ${at}`, short, ""];
  // find_max stops at the first breach: its stage count is a bound, the bisection part said apart.
  const probes = st.count - st.bisect;
  const bound = st.bisect > 0 ? `up to ${probes} + ${st.bisect} bisection` : `up to ${probes}`;
  return [`stage ${st.index}${st.label === "bisect" ? " (bisection)" : ""} of ${bound} ${at}`, short, ""];
}

export type ProgressFieldKey =
  | "elapsed"
  | "stage"
  | "schedule"
  | "done"
  | "in_flight"
  | "pass"
  | "e2e"
  | "interrupted"
  | "errors"
  | "eta";

/** A piece of the line: its forms from the longest to the shortest; "" leaves it out. */
export interface ProgressField {
  key: ProgressFieldKey;
  forms: string[];
}

/** The line's pieces in the order they are shown: elapsed, stage, schedule, done, in flight, pass, e2e, errors, ETA. */
export function progressFields(p: ProgressState): ProgressField[] {
  const f = (key: ProgressFieldKey, ...forms: string[]): ProgressField => ({ key, forms });
  const at = clock(p.elapsed_s);
  const p95 = ms(p.e2e_p95_ms);
  const fields = [f("elapsed", `progress ${at}`, at, "")];
  const stage = stageForms(p);
  if (stage.length) fields.push(f("stage", ...stage));
  if (p.schedule_s != null)
    fields.push(f("schedule", `${clock(Math.min(p.elapsed_s, p.schedule_s))} of ${clock(p.schedule_s)}`, ""));
  const done = p.strategy === "fixed" ? `${p.done}/${p.planned}` : `${p.done}`;
  fields.push(
    f("done", `${done} done`, ...(p.strategy === "fixed" ? [done] : [])),
    f("in_flight", `${p.in_flight} in flight`, ""),
    f("pass", `pass ${p.pass_rate == null ? "–" : `${(p.pass_rate * 100).toFixed(1)}%`}`),
    f("e2e", `e2e p50 ${ms(p.e2e_p50_ms)} p95 ${p95}`, `e2e p95 ${p95}`, `p95 ${p95.replace(" ", "")}`),
  );
  // Cut off by an interrupt: said apart, never as an error.
  if (p.interrupted > 0) fields.push(f("interrupted", `interrupted ${p.interrupted}`));
  fields.push(f("errors", ...errorForms(p.errors)));
  if (p.eta_s != null && !p.ended) fields.push(f("eta", `ETA ${clock(p.eta_s)}`, ""));
  return fields;
}

/**
 * When the line is wider than the terminal, the next field to shorten, least important first: what
 * stays longest is done/planned, the pass rate, e2e p95, the interrupted count and the errors' total.
 */
const SHRINK: readonly ProgressFieldKey[] = [
  "e2e", // p50 out
  "errors", // "errors none" out; a long list to its largest bucket
  "in_flight",
  "schedule",
  "stage", // the stage without its concurrency
  "eta",
  "elapsed", // without the word "progress"
  "errors", // the total only
  "stage",
  "elapsed",
  "e2e", // "p95 812ms"
  "done", // "20/60"
];

const SEPARATOR = " · ";

/** The fields on one line of at most `width` display columns (no limit: every field in full). */
export function fitProgress(fields: readonly ProgressField[], width = Number.POSITIVE_INFINITY): string {
  const form = new Map<ProgressFieldKey, number>();
  const line = (sep: string) =>
    fields
      .map((f) => f.forms[form.get(f.key) ?? 0])
      .filter(Boolean)
      .join(sep);
  const fits = (text: string) => displayWidth(text) <= width;
  if (fits(line(SEPARATOR))) return line(SEPARATOR);
  for (const key of SHRINK) {
    const field = fields.find((f) => f.key === key);
    if (!field) continue;
    form.set(key, Math.min((form.get(key) ?? 0) + 1, field.forms.length - 1));
    if (fits(line(SEPARATOR))) return line(SEPARATOR);
  }
  // Narrower still: plain spaces between the fields, then cut.
  return cutToWidth(line(" "), width);
}

/**
 * One progress line: elapsed, done/planned (or the schedule), in flight, pass rate, e2e, errors, stage,
 * ETA; at most `width` display columns, dropping the least important fields first.
 */
export function formatProgress(p: ProgressState, width?: number): string {
  return fitProgress(progressFields(p), width);
}
