/**
 * Can every gated regression rule reach a verdict at the sizes the scenario plans? A latency rule
 * below its minimum sample (src/gate/regression-latency.ts `minimumFor`) only ever warns, a drop on a tail
 * quantile needs the sessions that close its upper bound (`closedBoundFrom`), and a rate rule whose
 * most extreme outcome (every session gone the wrong way against a perfect baseline) is not
 * significant at the family's level can never fail either: such a scenario passes a 2× slowdown with
 * exit 0. `validate` and `run` say so before the run, naming the rule, the sessions a side it needs,
 * the side that is short and the fix.
 *
 * Pure: the plan comes in as counts of gated sessions per tag set, the baseline as data.
 */
import type { Baseline } from "../baseline/schema.js";
import {
  DEFAULT_MIN_SAMPLES,
  DEFAULT_REGRESSION_METRICS,
  isRateMetric,
  ruleTextOf,
  statisticOf,
} from "../gate/regression.js";
import { baselineLatency, closedBoundFrom, minimumFor } from "../gate/regression-latency.js";
import { baselineProportion } from "../gate/regression-rate.js";
import type { Direction } from "../gate/regression-rule.js";
import type { RegressionConfig, RegressionStatistic } from "../gate/types.js";
import { isSessionMetric } from "../metrics/figures.js";
import type { Tags } from "../metrics/types.js";
import type { LoadedScenario } from "../scenario/model.js";
import { parseMetricKey } from "../scenario/thresholds.js";
import { twoProportionTest } from "../stats/comparisons.js";
import { type PlannedSession, scenarioPlan, sessionsOf } from "./plan.js";

/** Gated sessions the plan runs with these own tags (pair, agent, task and the pair's tags). */
export interface PlannedGroup {
  tags: Tags;
  n: number;
}

export interface DecidabilityInput {
  config: RegressionConfig;
  /** The plan's gated sessions by tag set; null when the load's schedule decides how many run. */
  planned: PlannedGroup[] | null;
  /** A reference arm in the same job (`compare_with`): its sessions, tagged `arm: reference`, are the baseline. */
  sameJob: boolean;
  /** The stored baseline this scenario's runs compare with, when one exists (same scenario hash). */
  baseline: Baseline | null;
}

/** Why a rule needs the sessions it needs. */
export type NeedWhy = "min_samples" | "permutation_floor" | "quantile_bound" | "rate_extreme";

export interface RuleSizes {
  metric: string;
  /** As checks name it: `p50 max_increase 25%`. */
  rule: string;
  statistic: RegressionStatistic;
  direction: Direction;
  /** Sessions a side from which the rule can fail. */
  needed: number;
  why: NeedWhy;
  /** This run's gated sessions for the rule. */
  run: number;
  /** The compared side's: the stored baseline's own, else the plan's (the first baseline is such a run). */
  baseline: number;
  /** The compared side is a stored baseline: it keeps its size until it is recorded again. */
  stored: boolean;
  decides: boolean;
}

/** The tag of a same-job comparison's arms (src/scenario/load.ts ARM_TAG): `candidate`, `reference`. */
const ARM_TAG = "arm";
/** Selector keys only the run knows (a session's status, its stage): they narrow nothing here. */
const RUN_KEYS = new Set(["bucket", "status", "stage"]);

/** Gated sessions matching the selector: an upper bound where it names what only the run knows. */
function plannedFor(planned: PlannedGroup[], selector: Tags): number {
  const known = Object.entries(selector).filter(([k]) => !RUN_KEYS.has(k));
  let n = 0;
  for (const g of planned) if (known.every(([k, v]) => g.tags[k] === v)) n += g.n;
  return n;
}

/** The smallest p a rate rule can reach at these sizes: every session of the run gone the wrong way. */
function extremeRateP(direction: Direction, n: number): number {
  return direction === "decrease"
    ? twoProportionTest(0, n, n, n, "less").p
    : twoProportionTest(n, n, 0, n, "greater").p;
}

/** Sessions a side from which a rate rule's extreme outcome reaches `level` (bounded search). */
function rateNeeded(direction: Direction, level: number): number {
  const most = 1000;
  for (let n = 1; n < most; n++) if (extremeRateP(direction, n) <= level) return n;
  return most;
}

interface RuleDraft {
  metric: string;
  selector: Tags;
  statistic: RegressionStatistic;
  direction: Direction;
  rule: string;
}

/** Every gated rule, one per direction; advisory rules and rules the gate refuses left out. */
function draftRules(config: RegressionConfig): RuleDraft[] {
  const metrics =
    config.metrics && Object.keys(config.metrics).length > 0 ? config.metrics : DEFAULT_REGRESSION_METRICS;
  const out: RuleDraft[] = [];
  for (const [metric, rule] of Object.entries(metrics)) {
    if (rule.advisory === true) continue;
    let selector: Tags;
    try {
      selector = parseMetricKey(metric).tags;
    } catch {
      continue; // the gate refuses it itself, as a failed check naming the syntax
    }
    const statistic = statisticOf(metric, rule);
    for (const direction of ["increase", "decrease"] as const) {
      const raw = direction === "increase" ? rule.max_increase : rule.max_decrease;
      if (raw !== undefined)
        out.push({ metric, selector, statistic, direction, rule: ruleTextOf(statistic, direction, raw) });
    }
  }
  return out;
}

/** The stored baseline's own sessions for the rule, as the gate counts them; null when it has none to count. */
function storedSize(b: Baseline, d: RuleDraft): number | null {
  const { metric, tags } = parseMetricKey(d.metric);
  if (isRateMetric(d.metric)) return baselineProportion(b, metric, tags).n;
  const side = baselineLatency(b, metric, tags);
  return "side" in side ? side.side.values.length : null;
}

/** A latency rule's minimum a side and why; a rate rule's at Bonferroni's share of α, the least closed testing gives it. */
function need(d: RuleDraft, config: RegressionConfig, family: number): { needed: number; why: NeedWhy } {
  const confidence = config.confidence ?? 0.95;
  if (d.statistic === "rate")
    return { needed: rateNeeded(d.direction, (1 - confidence) / Math.max(1, family)), why: "rate_extreme" };
  const minSamples = config.min_samples ?? DEFAULT_MIN_SAMPLES;
  const minimum = minimumFor(d.statistic, minSamples);
  const closed = d.direction === "decrease" ? closedBoundFrom(d.statistic, confidence) : null;
  if (closed !== null && closed > minimum) return { needed: closed, why: "quantile_bound" };
  return { needed: minimum, why: minimum > minSamples ? "permutation_floor" : "min_samples" };
}

/**
 * Every gated regression rule (one per direction) with the sessions a side it needs and has. Rules
 * on metrics sampled per span or call, and plans whose schedule decides the count, are left out:
 * their sizes are known only once the run is.
 */
export function ruleSizes(x: DecidabilityInput): RuleSizes[] {
  const planned = x.planned;
  if (planned === null) return [];
  const drafts = draftRules(x.config);
  const arm = (name: string) => planned.filter((g) => g.tags[ARM_TAG] === name);
  const out: RuleSizes[] = [];
  for (const d of drafts) {
    if (d.statistic !== "rate" && !isSessionMetric(parseMetricKey(d.metric).metric)) continue;
    const run = plannedFor(x.sameJob ? arm("candidate") : planned, d.selector);
    const stored = !x.sameJob && x.baseline !== null ? storedSize(x.baseline, d) : null;
    if (!x.sameJob && x.baseline !== null && stored === null) continue;
    const baseline = x.sameJob ? plannedFor(arm("reference"), d.selector) : (stored ?? run);
    const { needed, why } = need(d, x.config, drafts.length);
    const { metric, rule, statistic, direction } = d;
    const decides = Math.min(run, baseline) >= needed;
    out.push({
      metric,
      rule,
      statistic,
      direction,
      needed,
      why,
      run,
      baseline,
      stored: stored !== null,
      decides,
    });
  }
  return out;
}

/** The plan's gated sessions (warm-up left out) by their own tags: pair, agent, task and the pair's tags. */
export function plannedGroups(plan: Iterable<PlannedSession>): PlannedGroup[] {
  const groups = new Map<string, PlannedGroup>();
  for (const s of plan) {
    if (s.warmup) continue;
    const tags: Tags = { ...s.tags, pair: String(s.pair), agent: s.agent.name, task: s.taskName };
    const id = JSON.stringify(tags);
    const g = groups.get(id);
    if (g) g.n++;
    else groups.set(id, { tags, n: 1 });
  }
  return [...groups.values()];
}

/** The plan's sizes of every gated rule of a loaded scenario, against its stored baseline if any. */
export function scenarioRuleSizes(
  loaded: Pick<LoadedScenario, "pairs" | "scenario">,
  baseline: Baseline | null,
): RuleSizes[] {
  const { regression, load } = loaded.scenario;
  if (!regression) return [];
  const sameJob = regression.compare_with != null;
  // A schedule by time (ramp, rate, find_max) runs as many sessions as its clock allows.
  const planned = load.strategy === "fixed" ? plannedGroups(sessionsOf(scenarioPlan(loaded))) : null;
  return ruleSizes({ config: regression, planned, sameJob, baseline: sameJob ? null : baseline });
}
