/** Builds report.json from a RunResult and its verdict. Pure: the same inputs give the same report. */
import { PHASES, SPAN_KINDS } from "../metrics/events.js";
import { figureSummary, sessionSample } from "../metrics/figures.js";
import { isJudged, type RunResult, type SessionRecord, type Tags } from "../metrics/types.js";
import { diagnose } from "./diagnosis.js";
import { isLocale } from "./i18n.js";
import { type GateCheck, REPORT_SCHEMA_VERSION, type Report, type ResourceSeries } from "./schema.js";
import { stepBreakdown } from "./steps.js";
import { targetReport } from "./target.js";

export interface ReportInputs {
  run: RunResult;
  verdict: { status: Report["verdict"]; checks: GateCheck[]; checksStatus?: Report["gate"]["status"] };
  baseline: Report["baseline"];
  stages?: Report["stages"];
  /** Resource samples over time (see resources.ts); null when the run had none or they were not read. */
  resourceSeries?: ResourceSeries | null;
  generatedAt?: Date;
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
}: ReportInputs): Report {
  const sc = (run.scenarioConfig ?? {}) as ScenarioLike;
  const gated = run.sessions.filter(isJudged);
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
    breakdown: breakdown(gated),
    error_buckets: run.error_buckets as Record<string, number>,
    error_examples: errorExamples(gated),
    throughput: run.throughput,
    open_loop: run.open_loop ?? null,
    resources: { ...run.resources, series: resourceSeries },
    target: targetReport(run),
    agents: run.agents ?? [],
    ...withSteps(gated),
    stages,
    series: run.series,
    // Interrupted: the checks on the sessions that finished are information, not the verdict.
    gate: {
      status: verdict.checksStatus ?? (verdict.status === "interrupted" ? "warn" : verdict.status),
      checks: verdict.checks,
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
function withSteps(sessions: Parameters<typeof stepBreakdown>[0]): {
  steps?: ReturnType<typeof stepBreakdown>;
} {
  const steps = stepBreakdown(sessions);
  return steps.length ? { steps } : {};
}

/** The report with its diagnosis (re)computed, e.g. once resource samples over time are known. */
function withFindings(report: Omit<Report, "findings">): Report {
  const { ai_summary, ...rest } = report as Report;
  const out: Report = { ...rest, findings: diagnose(rest) };
  if (ai_summary !== undefined) out.ai_summary = ai_summary;
  return out;
}

/**
 * Sessions broken down by each tag (scenario/journey, agent, task, pair, and any pair tag). Sessions
 * sharing a tag set (the recorder keeps one tags object per set) are grouped once, so the per-session
 * work is a few map lookups; each group keeps its sessions in run order, so its sums are added in the
 * same order whatever the grouping.
 */
function breakdown(sessions: SessionRecord[]): Report["breakdown"] {
  const groups = new Map<string, Map<string, number[]>>();
  const cells = new Map<Tags, Map<string, number[][]>>();
  const listsOf = (s: SessionRecord): number[][] => {
    const byTags = cells.get(s.tags) ?? new Map<string, number[][]>();
    cells.set(s.tags, byTags);
    const key = `${s.agent}\u0000${s.task}\u0000${s.pair}`;
    let lists = byTags.get(key);
    if (!lists) {
      lists = [];
      const tags: Record<string, string> = { ...s.tags, agent: s.agent, task: s.task, pair: String(s.pair) };
      for (const [k, v] of Object.entries(tags)) {
        const byValue = groups.get(k) ?? new Map<string, number[]>();
        groups.set(k, byValue);
        const list = byValue.get(v) ?? [];
        byValue.set(v, list);
        lists.push(list);
      }
      byTags.set(key, lists);
    }
    return lists;
  };
  sessions.forEach((s, i) => {
    for (const list of listsOf(s)) list.push(i);
  });
  const out: Report["breakdown"] = {};
  for (const [tag, byValue] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    out[tag] = {};
    for (const [value, idx] of [...byValue].sort(([a], [b]) => a.localeCompare(b)))
      out[tag][value] = breakdownEntry(idx.map((i) => sessions[i]));
  }
  return out;
}

function breakdownEntry(list: SessionRecord[]): Report["breakdown"][string][string] {
  let passed = 0;
  const buckets: Record<string, number> = {};
  for (const s of list) {
    if (s.status === "passed") passed++;
    if (s.bucket) buckets[s.bucket] = (buckets[s.bucket] ?? 0) + 1;
  }
  return {
    sessions: list.length,
    passed,
    pass_rate: list.length ? passed / list.length : null,
    // The figures a threshold with this tag selector tests.
    e2e_ms: figureSummary(list.map((s) => sessionSample(s, "e2e_ms") ?? Number.NaN)),
    ttft_ms: figureSummary(list.map((s) => sessionSample(s, "ttft_ms") ?? Number.NaN)),
    error_buckets: buckets,
    phases_ms: meanPer(list, PHASES, (s, k) => s.phases[k]),
    spans_ms: meanPer(list, SPAN_KINDS, (s, k) => s.spans[k]),
  };
}

function meanPer<K extends string>(
  list: SessionRecord[],
  keys: readonly K[],
  get: (s: SessionRecord, k: K) => number | undefined,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of keys) {
    let sum = 0;
    let seen = false;
    for (const s of list) {
      const v = get(s, k);
      if (v != null) {
        sum += v;
        seen = true;
      }
    }
    if (seen) out[k] = Math.round((sum / list.length) * 1000) / 1000;
  }
  return out;
}

function errorExamples(sessions: SessionRecord[]): Report["error_examples"] {
  const out: Report["error_examples"] = {};
  for (const s of sessions) {
    if (s.bucket && !out[s.bucket]) out[s.bucket] = { session: s.id, message: s.error };
  }
  return out;
}
