/**
 * Stage reports (ramp, find_max, staged rate): pure, from the run's sessions, its stage windows and
 * the scenario's load model; each stage judged by load/stages.ts `evaluateView`, as it was while the
 * run went.
 */
import { evaluateView, stageView } from "../load/stages.js";
import { round3 } from "../metrics/histogram.js";
import { peakConcurrency } from "../metrics/series.js";
import type {
  MetricFigures,
  MetricSummary,
  RunResult,
  SessionRecord,
  StageWindow,
} from "../metrics/types.js";
import type { Scenario } from "../scenario/schema.js";
import type { KneeWhy, Report, StageReport } from "./schema.js";

type Load = Scenario["load"];

const STAGED = new Set(["ramp", "find_max", "rate"]);

/**
 * Each stage with its throughput, latency and verdict; the knee (where throughput stopped growing
 * by `knee_gain` for good while concurrency grew, see findKnee) and why, the break (the first stage whose error
 * rate went over `break_error_rate`) and, with an SLO, the highest concurrency that held it below
 * the lowest that did not.
 */
export function computeStages(run: RunResult, load: Load | undefined): Report["stages"] {
  if (!load || !STAGED.has(load.strategy)) return null;
  const windows = stageWindows(run);
  if (windows.length === 0) return null;

  const steps: StageReport[] = windows.map((w) => {
    const view = stageView(run, w.stage);
    const v = evaluateView(view, load);
    const durationMs = Math.max(1, w.end - w.start);
    // Throughput at this level: sessions (of any stage) that ended inside the stage's window.
    const ended = run.sessions.filter((s) => !s.warmup && s.end >= w.start && s.end <= w.end).length;
    return {
      stage: w.stage,
      // An open-loop stage sets a rate, not a concurrency: report the concurrency it reached.
      concurrency: load.strategy === "rate" ? peakConcurrency(view.sessions) : w.concurrency,
      sessions: view.counts.total,
      duration_s: round3(durationMs / 1000),
      throughput_sps: round3((ended * 1000) / durationMs),
      error_rate: round3(v.error_rate),
      pass_rate: view.pass_rate == null ? null : round3(view.pass_rate),
      e2e_ms: summary(view.distribution("e2e_ms")),
      ttft_ms: summary(view.distribution("ttft_ms")),
      slo: v.slo,
      breaching_metric: v.breaching_metric,
      knee: false,
      break: false,
    };
  });

  const { index: kneeAt, why: kneeWhy } = findKnee(steps, load.knee_gain);
  if (kneeAt >= 0) steps[kneeAt].knee = true;
  const breakAt = steps.findIndex((s) => s.sessions > 0 && s.error_rate > load.break_error_rate);
  if (breakAt >= 0) steps[breakAt].break = true;

  const failing = steps.filter((s) => s.slo === "fail");
  const lowestFail = failing.reduce<StageReport | null>(
    (lo, s) => (lo === null || s.concurrency < lo.concurrency ? s : lo),
    null,
  );
  // find_max searches with or without an SLO (the circuit breaker still fails stages).
  const held = (s: StageReport) =>
    s.sessions > 0 && (s.slo === "pass" || (s.slo === null && load.strategy === "find_max"));
  const passing = steps.filter(
    (s) => held(s) && (lowestFail === null || s.concurrency < lowestFail.concurrency),
  );
  const maxPass = passing.length === 0 ? null : Math.max(...passing.map((s) => s.concurrency));
  return {
    strategy: load.strategy,
    steps,
    max_sustainable_concurrency: maxPass,
    breaching_metric: lowestFail?.breaching_metric ?? null,
    knee_concurrency: kneeAt >= 0 ? steps[kneeAt].concurrency : null,
    knee_why: kneeWhy,
    break_concurrency: breakAt >= 0 ? steps[breakAt].concurrency : null,
  };
}

/**
 * The knee: the first stage after which throughput never again grew by `kneeGain` over it, as
 * concurrency rose — so a flat step followed by a stage that grows moves it up, and a top stage
 * still growing means there is none. Ramp-down stages (lower concurrency) are not compared.
 * Returns the knee's index (-1 for none) and why, as facts the report renders.
 */
export function findKnee(steps: StageReport[], kneeGain: number): { index: number; why: KneeWhy } {
  const rising: number[] = [];
  for (let i = 0; i < steps.length; i++) {
    if (steps[i].sessions === 0) continue;
    const top = rising[rising.length - 1];
    if (top === undefined || steps[i].concurrency > steps[top].concurrency) rising.push(i);
  }
  // Relative growth; null from a stage that finished nothing (any throughput after it is growth).
  const gain = (from: number, to: number): number | null =>
    steps[from].throughput_sps > 0
      ? round3((steps[to].throughput_sps - steps[from].throughput_sps) / steps[from].throughput_sps)
      : null;
  const grew = (from: number, to: number): boolean => {
    const g = gain(from, to);
    return g === null ? steps[to].throughput_sps > 0 : g >= kneeGain;
  };
  const pct = round3(kneeGain);
  if (rising.length < 2) return { index: -1, why: { key: "few_stages", params: { stages: rising.length } } };
  for (let k = 0; k < rising.length - 1; k++) {
    const later = rising.slice(k + 1);
    const best = later.reduce((a, b) => (steps[b].throughput_sps > steps[a].throughput_sps ? b : a));
    if (grew(rising[k], best)) continue;
    const knee = steps[rising[k]];
    return {
      index: rising[k],
      why: {
        key: "flat",
        params: {
          concurrency: knee.concurrency,
          throughput_sps: knee.throughput_sps,
          best_after_concurrency: steps[best].concurrency,
          best_after_throughput_sps: steps[best].throughput_sps,
          gain: gain(rising[k], best),
          knee_gain: pct,
        },
      },
    };
  }
  // Every stage was outgrown by a later one: the top stage itself still grew over the one before it.
  const [from, to] = rising.slice(-2);
  return {
    index: -1,
    why: {
      key: "growing",
      params: {
        from_concurrency: steps[from].concurrency,
        from_throughput_sps: steps[from].throughput_sps,
        to_concurrency: steps[to].concurrency,
        to_throughput_sps: steps[to].throughput_sps,
        gain: gain(from, to),
        knee_gain: pct,
      },
    },
  };
}

/** Stage windows from stage events, else (an older log) from the stages' sessions. */
function stageWindows(run: RunResult): StageWindow[] {
  if (run.stages && run.stages.length > 0) return run.stages;
  const byStage = new Map<number, SessionRecord[]>();
  for (const s of run.sessions) {
    if (s.stage == null) continue;
    const list = byStage.get(s.stage) ?? [];
    byStage.set(s.stage, list);
    list.push(s);
  }
  return [...byStage]
    .sort(([a], [b]) => a - b)
    .map(([stage, list]) => ({
      stage,
      concurrency: 0,
      label: null,
      start: Math.min(...list.map((s) => s.start)),
      end: Math.max(...list.map((s) => s.end)),
    }));
}

function summary(d: MetricFigures | undefined): MetricSummary | null {
  return d?.summary() ?? null;
}
