/** Builds report.json from a RunResult and its verdict. Pure: the same inputs give the same report. */

import { PHASES, SPAN_KINDS } from "../events/events.js";
import type { GateCheck } from "../gate/types.js";
import { isLocale } from "../i18n/i18n.js";
import { Figures, type figureSummary, isSample, roundingOf } from "../metrics/figures.js";
import { type SessionTable, sessionTableOf } from "../metrics/session-table.js";
import type { RunResult, SessionRecord } from "../metrics/types.js";
import { sortInPlace } from "../stats/quantiles.js";
import { diagnose } from "./diagnosis.js";
import { withReason } from "./reasons.js";
import { REPORT_SCHEMA_VERSION, type Report, type ResourceSeries } from "./schema.js";
import { stepBreakdown } from "./steps.js";
import { targetReport } from "./target.js";

export interface ReportInputs {
  run: RunResult;
  /** The gate's verdict: its checks carry facts, and the report writes each one's reason from them. */
  verdict: { status: Report["verdict"]; checks: GateCheck[]; checksStatus?: Report["gate"]["status"] };
  baseline: Report["baseline"];
  stages?: Report["stages"];
  /** Resource samples over time (see resources.ts); null when the run had none or they were not read. */
  resourceSeries?: ResourceSeries | null;
  generatedAt?: Date;
  /** The sequential gate's looks, when the run had a session budget. */
  sequential?: Report["sequential"];
}

interface ScenarioLike {
  description?: string | null;
  report?: { locale?: string };
  runtime?: { type?: string };
  labels?: Record<string, string>;
}

export function buildReport({
  run,
  verdict,
  baseline,
  stages = null,
  resourceSeries = null,
  generatedAt = new Date(),
  sequential,
}: ReportInputs): Report {
  const sc = (run.scenarioConfig ?? {}) as ScenarioLike;
  // The judged sessions, read by column from the run's table (no record per session).
  const table = sessionTableOf(run);
  const gated = table.judgedPositions();
  const report: Omit<Report, "findings"> = {
    schemaVersion: REPORT_SCHEMA_VERSION,
    generated_at: generatedAt.toISOString(),
    run_id: run.run_id,
    scenario: {
      name: run.scenario.name,
      hash: run.scenario.hash,
      description: sc.description ?? null,
      ...(run.scenario.llm_mode ? { llm_mode: run.scenario.llm_mode } : {}),
    },
    verdict: verdict.status,
    locale: isLocale(sc.report?.locale) ? sc.report.locale : "en",
    interrupted: run.interrupted,
    notes: run.notes,
    runtime: sc.runtime?.type ?? run.environment.runtime ?? "unknown",
    started_at: new Date(run.started_at).toISOString(),
    finished_at: new Date(run.finished_at).toISOString(),
    duration_s: run.throughput.duration_s,
    sessions: { planned: run.planned, ...run.counts },
    pass_rate: run.pass_rate,
    // Every metric's figures, as the gate tests them (src/metrics/figures.ts).
    metrics: run.metrics,
    breakdown: breakdown(table, gated, run.economy != null),
    error_buckets: run.error_buckets as Record<string, number>,
    error_examples: errorExamples(table, gated),
    throughput: run.throughput,
    open_loop: run.open_loop ?? null,
    resources: { ...run.resources, series: resourceSeries },
    target: targetReport(run),
    agents: run.agents ?? [],
    // Only when an LLM call was seen: a run without any keeps its report as it was.
    ...(sequential ? { sequential } : {}),
    ...(run.economy ? { economy: run.economy } : {}),
    ...withSteps(table, gated),
    stages,
    series: run.series,
    // Interrupted: the checks on the sessions that finished are information, not the verdict.
    gate: {
      status: verdict.checksStatus ?? (verdict.status === "interrupted" ? "warn" : verdict.status),
      checks: verdict.checks.map(withReason),
    },
    baseline,
    labels: sc.labels ?? {},
    environment: run.environment,
    source: run.source,
    reproduce: run.reproduce,
  };
  return withFindings(report);
}

/** The per-step table, only when some session ran steps (a single-step run's report is as before). */
function withSteps(t: SessionTable, at: Int32Array): { steps?: ReturnType<typeof stepBreakdown> } {
  const ran: { task: string; steps: NonNullable<SessionRecord["steps"]> }[] = [];
  for (const i of at) {
    const steps = t.steps(i);
    if (steps) ran.push({ task: t.task(i), steps });
  }
  const steps = stepBreakdown(ran);
  return steps.length ? { steps } : {};
}

/** The report with its diagnosis (re)computed, e.g. once resource samples over time are known. */
function withFindings(report: Omit<Report, "findings">): Report {
  const { ai_summary, ...rest } = report as Report;
  const out: Report = { ...rest, findings: diagnose(rest) };
  if (ai_summary !== undefined) out.ai_summary = ai_summary;
  return out;
}

/** One breakdown cell's sums over its sessions, added in run order whatever the grouping. */
interface Group {
  sessions: number;
  passed: number;
  buckets: Record<string, number>;
  /** The tag sets whose sessions make up this cell (a cell is a union of whole sets). */
  sets: number[];
  /** Summed time of each phase, then each span kind (TIMES), and whether any session had it. */
  times: number[];
  seen: boolean[];
  /** Summed cost of its priced sessions, and how many (the mean `cost_usd{tag:value}` tests). */
  cost: number;
  priced: number;
}

/** A breakdown cell's timed parts: each phase, then each span kind. */
const TIMES: ({ phase: (typeof PHASES)[number] } | { span: (typeof SPAN_KINDS)[number] })[] = [
  ...PHASES.map((phase) => ({ phase })),
  ...SPAN_KINDS.map((span) => ({ span })),
];

const newGroup = (): Group => ({
  sessions: 0,
  passed: 0,
  buckets: {},
  sets: [],
  times: TIMES.map(() => 0),
  seen: TIMES.map(() => false),
  cost: 0,
  priced: 0,
});

/**
 * Samples kept by tag set. A cell's figures sort the samples of the sets it is made of at once: a radix
 * sort has no branch on the data, where merging sorted sets mispredicts about one a sample a level.
 */
class SamplesBySet {
  private readonly values: Float64Array[] = [];
  private readonly counts: number[] = [];
  /** One buffer for every cell's samples and one for their sort, sized for the largest cell: a cell's figures are numbers, kept after it is reused. */
  private all = new Float64Array(0);
  private scratch = new Uint32Array(0);
  /** `sizes`: the sessions of each set, the most samples it can get (each array made once, that long). */
  constructor(private readonly sizes: readonly number[]) {}
  add(set: number, v: number | null): void {
    if (v === null) return;
    const n = this.counts[set] ?? 0;
    this.values[set] ??= new Float64Array(this.sizes[set]);
    this.values[set][n] = v;
    this.counts[set] = n + 1;
  }
  /** The figures of the samples of these sets. */
  summary(sets: readonly number[]): ReturnType<typeof figureSummary> {
    let n = 0;
    for (const set of sets) n += this.counts[set] ?? 0;
    if (this.all.length < n) {
      this.all = new Float64Array(n);
      this.scratch = new Uint32Array(2 * n);
    }
    const all = this.all.subarray(0, n);
    let at = 0;
    for (const set of sets) {
      const k = this.counts[set] ?? 0;
      if (k > 0) all.set(this.values[set].subarray(0, k), at);
      at += k;
    }
    return new Figures(sortInPlace(all, this.scratch), true).summary();
  }
}

/**
 * Sessions broken down by each tag (scenario/journey, agent, task, pair, and any pair tag), read by
 * column from the run's session table. The groups of a session are found once per tag set (sessions
 * sharing a set share them), so the per-session work is a few additions; sums are added in run order.
 * `economy`: the run saw LLM calls, so each group gets its mean cost per session (null when none priced).
 */
function breakdown(t: SessionTable, at: Int32Array, economy: boolean): Report["breakdown"] {
  const groups = new Map<string, Map<string, Group>>();
  const bySet: Group[][] = [];
  // A set's sessions share their tags, agent, task and pair: the set's groups are found at its first session.
  const groupsOf = (i: number): Group[] => {
    const lists: Group[] = [];
    const tags: Record<string, string> = {
      ...t.tags(i),
      agent: t.agent(i),
      task: t.task(i),
      pair: String(t.pair(i)),
    };
    for (const [k, v] of Object.entries(tags)) {
      const byValue = groups.get(k) ?? new Map<string, Group>();
      groups.set(k, byValue);
      const g = byValue.get(v) ?? newGroup();
      byValue.set(v, g);
      g.sets.push(t.setId(i));
      lists.push(g);
    }
    bySet[t.setId(i)] = lists;
    return lists;
  };
  // Each phase's and span kind's column read by row (t.phase / t.span without a lookup per session),
  // those some session has.
  const times: { k: number; col: ArrayLike<number> }[] = [];
  TIMES.forEach((of, k) => {
    const col = t.timesByRow(of);
    if (col) times.push({ k, col });
  });
  const cost = economy ? t.valuesByRow("cost_usd") : null;
  const perSet: number[] = [];
  for (const i of at) perSet[t.setId(i)] = (perSet[t.setId(i)] ?? 0) + 1;
  const e2e = new SamplesBySet(perSet);
  const ttft = new SamplesBySet(perSet);
  for (const i of at) {
    const set = t.setId(i);
    const gs = bySet[set] ?? groupsOf(i);
    // The figures a threshold with this tag selector tests (src/metrics/figures.ts): `at` holds judged
    // sessions only, so each of their samples counts.
    e2e.add(set, sample(t.e2e(i)));
    ttft.add(set, sample(t.ttft(i)));
    const passed = t.passed(i);
    const bucket = t.bucket(i);
    for (const g of gs) {
      g.sessions++;
      if (passed) g.passed++;
      if (bucket) g.buckets[bucket] = (g.buckets[bucket] ?? 0) + 1;
    }
    // Each group's sums get their sessions' times in run order, whatever the grouping.
    const row = t.order[i];
    for (const { k, col } of times) addTo(gs, k, col[row]);
    const usd = cost ? cost[row] : Number.NaN;
    if (!Number.isNaN(usd))
      for (const g of gs) {
        g.cost += usd;
        g.priced++;
      }
  }
  const out: Report["breakdown"] = {};
  for (const [tag, byValue] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    out[tag] = {};
    for (const [value, g] of [...byValue].sort(([a], [b]) => a.localeCompare(b)))
      out[tag][value] = economy
        ? { ...breakdownEntry(g, e2e, ttft), cost_usd_mean: g.priced > 0 ? usd(g.cost / g.priced) : null }
        : breakdownEntry(g, e2e, ttft);
  }
  return out;
}

const sample = (v: number | null): number | null => (isSample(v) ? v : null);
const usd = roundingOf("cost_usd");

function addTo(gs: Group[], k: number, v: number): void {
  if (Number.isNaN(v)) return;
  for (const g of gs) {
    g.times[k] += v;
    g.seen[k] = true;
  }
}

function breakdownEntry(
  g: Group,
  e2e: SamplesBySet,
  ttft: SamplesBySet,
): Report["breakdown"][string][string] {
  return {
    sessions: g.sessions,
    passed: g.passed,
    pass_rate: g.sessions ? g.passed / g.sessions : null,
    e2e_ms: e2e.summary(g.sets),
    ttft_ms: ttft.summary(g.sets),
    error_buckets: g.buckets,
    phases_ms: meanPer(PHASES, 0, g, g.sessions),
    spans_ms: meanPer(SPAN_KINDS, PHASES.length, g, g.sessions),
  };
}

/** The mean of each of `keys`, whose sums are a group's TIMES from `from` on. */
function meanPer(keys: readonly string[], from: number, g: Group, n: number): Record<string, number> {
  const out: Record<string, number> = {};
  keys.forEach((k, i) => {
    if (g.seen[from + i]) out[k] = Math.round((g.times[from + i] / n) * 1000) / 1000;
  });
  return out;
}

/** The first judged session of each error bucket, in run order. */
function errorExamples(t: SessionTable, at: Int32Array): Report["error_examples"] {
  const out: Report["error_examples"] = {};
  for (const i of at) {
    const bucket = t.bucket(i);
    if (bucket && !out[bucket]) out[bucket] = { session: t.id(i), message: t.error(i) };
  }
  return out;
}
