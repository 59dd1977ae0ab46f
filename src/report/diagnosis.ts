/**
 * Diagnosis: rule-based findings from a report's numbers, each with the evidence it rests on.
 * Pure and deterministic. Rules read only the report model, so a rebuilt report diagnoses the same way.
 */
import { SPAN_KINDS } from "../events/events.js";
import { lang } from "../i18n/i18n.js";
import { kneeSentence } from "./format.js";
import type { Finding, KneeWhy, Report, StageReport } from "./schema.js";
import { diagnoseTarget } from "./target-diagnosis.js";

export type Diagnosable = Omit<Report, "findings" | "ai_summary">;

/** Thresholds of the rules, named so the report and the tests speak of the same numbers. */
export const RULES = {
  burstErrorRate: 0.02,
  burstWindowS: 30,
  /** Fewer sessions ending in a window than this say nothing about its error rate. */
  burstMinSessions: 10,
  /** p99/p50 at the last stage this many times the first stage's ratio. */
  tailGrowth: 1.5,
  /** Relative change counted as worse, and the band counted as flat. */
  worse: 0.2,
  flat: 0.1,
  /** Span time per session that grew this much (relative) and by this share of baseline e2e. */
  spanGrowth: 0.2,
  spanShareOfE2e: 0.1,
  cpuPct: 85,
  cpuForS: 60,
  memRatio: 0.9,
} as const;

export function diagnose(r: Diagnosable): Finding[] {
  return [
    ...sessionsFailed(r),
    ...knee(r),
    ...breakPoint(r),
    ...errorBurst(r),
    ...tailDivergence(r),
    ...ttftVsE2e(r),
    ...spanAttribution(r),
    ...cpuSaturation(r),
    ...memoryPressure(r),
    ...oomKills(r),
    ...diagnoseTarget(r),
  ];
}

const round = (v: number, d = 3) => Math.round(v * 10 ** d) / 10 ** d;
const fmtPct = (v: number) => `${(v * 100).toFixed(1)}%`;
const fmtMs = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`);

// Knee and break come from the stage view (load.knee_gain, load.break_error_rate): one definition,
// so the report, stages.json and the dashboard never disagree.

/** The knee, as the stage view explains it: no later stage grew throughput by knee_gain over it. */
function kneeFinding(k: StageReport, why: Extract<KneeWhy, { key: "flat" }>): Finding {
  const p = why.params;
  return {
    rule: "knee",
    severity: "info",
    title: `Throughput stops growing past concurrency ${k.concurrency}`,
    detail: `${kneeSentence(why, lang("en"))}: more load past this point mostly adds queueing.`,
    evidence: [
      {
        metric: "throughput_sps",
        window: null,
        values: {
          concurrency: p.concurrency,
          throughput: p.throughput_sps,
          concurrency_after: p.best_after_concurrency,
          throughput_after: p.best_after_throughput_sps,
          gain: p.gain,
          knee_gain: p.knee_gain,
        },
      },
    ],
  };
}

function knee(r: Diagnosable): Finding[] {
  const steps = r.stages?.steps ?? [];
  const i = steps.findIndex((s) => s.knee);
  if (i < 0) return [];
  const k = steps[i];
  const why = r.stages?.knee_why;
  if (why?.key === "flat") return [kneeFinding(k, why)];
  // A report from before the knee said why: the next step up shows it stopped paying.
  const next = steps.slice(i + 1).find((s) => s.sessions > 0 && s.concurrency > k.concurrency) ?? null;
  const gain =
    next && k.throughput_sps > 0 ? (next.throughput_sps - k.throughput_sps) / k.throughput_sps : null;
  return [
    {
      rule: "knee",
      severity: "info",
      title: `Throughput stops growing past concurrency ${k.concurrency}`,
      detail: `From concurrency ${k.concurrency} to ${next?.concurrency ?? "–"} throughput went from ${k.throughput_sps} to ${next?.throughput_sps ?? "–"} sessions/s${gain != null ? ` (${gain >= 0 ? "+" : ""}${fmtPct(gain)})` : ""}: more load past this point mostly adds queueing.`,
      evidence: [
        {
          metric: "throughput_sps",
          window: null,
          values: {
            concurrency: k.concurrency,
            throughput: k.throughput_sps,
            concurrency_after: next?.concurrency ?? null,
            throughput_after: next?.throughput_sps ?? null,
            gain: gain == null ? null : round(gain),
          },
        },
      ],
    },
  ];
}

function breakPoint(r: Diagnosable): Finding[] {
  const steps = r.stages?.steps ?? [];
  const broken = steps.find((s) => s.break);
  const b = broken ?? steps.find((s) => s.slo === "fail");
  if (!b) return [];
  const why = broken
    ? `error rate ${fmtPct(b.error_rate)}, past the break line`
    : `SLO on ${b.breaching_metric ?? "a limit"} breached at ${fmtPct(b.error_rate)} errors`;
  return [
    {
      rule: "break",
      severity: "warn",
      title: broken
        ? `Breaks at concurrency ${b.concurrency}`
        : `SLO breached at concurrency ${b.concurrency}`,
      detail: `Stage ${b.stage} at concurrency ${b.concurrency}: ${why}. Max sustainable concurrency: ${r.stages?.max_sustainable_concurrency ?? "none found"}.`,
      evidence: [
        {
          metric: broken ? "error_rate" : (b.breaching_metric ?? "error_rate"),
          window: null,
          values: {
            stage: b.stage,
            concurrency: b.concurrency,
            error_rate: round(b.error_rate),
            e2e_p95_ms: b.e2e_ms?.p95 ?? null,
            max_sustainable_concurrency: r.stages?.max_sustainable_concurrency ?? null,
          },
        },
      ],
    },
  ];
}

function errorBurst(r: Diagnosable): Finding[] {
  const s = r.series;
  const stepS = s.step_ms / 1000;
  const w = Math.max(1, Math.round(RULES.burstWindowS / stepS));
  const n = s.failed.length;
  if (n < w) return [];
  const bursts: { from: number; to: number; failed: number; ended: number; peak: number }[] = [];
  let cur: (typeof bursts)[number] | null = null;
  for (let i = 0; i + w <= n; i++) {
    let failed = 0;
    let ended = 0;
    for (let j = i; j < i + w; j++) {
      failed += s.failed[j];
      ended += s.failed[j] + s.completed[j];
    }
    const rate = ended > 0 ? failed / ended : 0;
    if (ended >= RULES.burstMinSessions && rate > RULES.burstErrorRate) {
      if (cur && i <= cur.to) {
        cur.to = i + w;
        cur.peak = Math.max(cur.peak, rate);
      } else {
        cur = { from: i, to: i + w, failed: 0, ended: 0, peak: rate };
        bursts.push(cur);
      }
    }
  }
  return bursts.map((b) => {
    for (let j = b.from; j < b.to; j++) {
      b.failed += s.failed[j];
      b.ended += s.failed[j] + s.completed[j];
    }
    const from = round(b.from * stepS, 1);
    const to = round(b.to * stepS, 1);
    const rate = b.failed / b.ended;
    return {
      rule: "error_burst" as const,
      severity: rate > 0.1 ? ("critical" as const) : ("warn" as const),
      title: `Error rate above ${fmtPct(RULES.burstErrorRate)} for ${round(to - from, 0)} s (${from}–${to} s): ${fmtPct(rate)} of sessions failed`,
      detail: `${b.failed} of ${b.ended} sessions ending in this window failed; the worst ${RULES.burstWindowS} s reached ${fmtPct(b.peak)} (rule: above ${fmtPct(RULES.burstErrorRate)} for ${RULES.burstWindowS} s).`,
      evidence: [
        {
          metric: "error_rate",
          window: { from_s: from, to_s: to },
          values: {
            failed: b.failed,
            ended: b.ended,
            error_rate: round(rate),
            peak_window_rate: round(b.peak),
          },
        },
      ],
    };
  });
}

function tailDivergence(r: Diagnosable): Finding[] {
  const steps = (r.stages?.steps ?? []).filter((s) => s.e2e_ms && s.e2e_ms.p50 > 0);
  if (steps.length < 2) return [];
  const ratios = steps.map((s) => (s.e2e_ms?.p99 ?? 0) / (s.e2e_ms?.p50 ?? 1));
  let rises = 0;
  for (let i = 1; i < ratios.length; i++) if (ratios[i] > ratios[i - 1]) rises++;
  const first = ratios[0];
  const last = ratios[ratios.length - 1];
  if (last < first * RULES.tailGrowth || rises < (ratios.length - 1) / 2) return [];
  const values: Record<string, number | null> = {};
  steps.forEach((s, i) => {
    values[`c${s.concurrency}_p99_over_p50`] = round(ratios[i], 2);
  });
  return [
    {
      rule: "tail_divergence",
      severity: "warn",
      title: `Tail latency diverges: p99/p50 grows from ${first.toFixed(1)}× to ${last.toFixed(1)}× across stages`,
      detail: `The slowest sessions slow down faster than the median as concurrency rises from ${steps[0].concurrency} to ${steps[steps.length - 1].concurrency}: a sign of contention (queues, locks, rate limits) rather than uniform slowdown.`,
      evidence: [{ metric: "e2e_ms p99/p50", window: null, values }],
    },
  ];
}

/**
 * What the gate found for a latency metric against the baseline or the reference arm, from its
 * regression check (the untagged rule on `metric`, regressing upward): `worse` only when the rule
 * is significant (p ≤ α, bounds excluding no change) and beyond its tolerance — never a point delta.
 * Without such a check, the report's p95 against the baseline's describes it, and can only say flat.
 */
interface Side {
  statistic: string;
  before: number;
  after: number;
  change: number;
  p: number | null;
  worse: boolean;
  flat: boolean;
}

export function gateSide(r: Diagnosable, metric: string): Side | null {
  const checks = r.gate.checks.filter(
    (c) =>
      c.kind === "regression" &&
      c.metric === metric &&
      c.facts.params.direction === "increase" &&
      typeof c.facts.params.p === "number" &&
      c.observed != null &&
      c.baseline != null &&
      c.baseline > 0,
  );
  const significant = (c: (typeof checks)[number]) =>
    (c.facts.params.p as number) <= (c.facts.params.alpha as number) &&
    c.facts.params.beyond === true &&
    c.facts.key !== "regression.unshown";
  const c = checks.find(significant) ?? checks[0];
  if (c) {
    const [before, after] = [c.baseline as number, c.observed as number];
    const worse = significant(c) && after > before;
    const statistic = String(c.facts.params.statistic ?? "p50");
    return {
      statistic,
      before,
      after,
      change: after / before - 1,
      p: c.facts.params.p as number,
      worse,
      flat: !worse,
    };
  }
  const now = r.metrics[metric];
  const base = r.baseline?.found ? r.baseline.metrics?.[metric] : undefined;
  if (!now || !base || !(base.p95 > 0)) return null;
  const change = now.p95 / base.p95 - 1;
  return {
    statistic: "p95",
    before: base.p95,
    after: now.p95,
    change,
    p: null,
    worse: false,
    flat: Math.abs(change) < RULES.flat,
  };
}

/** `E2E p50 1.20 s → 1.45 s (+20.8%, p = 0.003)`: a side as the finding says it. */
function sideText(label: string, x: Side): string {
  const sign = x.change >= 0 ? "+" : "";
  const p =
    x.p == null
      ? ""
      : `, ${x.worse ? "significant, " : "not significant, "}p = ${Number(x.p.toPrecision(2))}`;
  return `${label} ${x.statistic} ${fmtMs(x.before)} → ${fmtMs(x.after)} (${sign}${fmtPct(x.change)}${p})`;
}

function sideValues(prefix: string, x: Side): Record<string, number | null> {
  return {
    [`${prefix}_${x.statistic}_ms`]: x.after,
    [`${prefix}_${x.statistic}_baseline_ms`]: x.before,
    [`${prefix}_change`]: round(x.change),
    [`${prefix}_p`]: x.p == null ? null : Number(x.p.toPrecision(3)),
  };
}

function ttftVsE2e(r: Diagnosable): Finding[] {
  const e = gateSide(r, "e2e_ms");
  const t = gateSide(r, "ttft_ms");
  // Only a change the gate found significant is worth a sentence; noise stays silent.
  if (!e || !t || !(e.worse || t.worse)) return [];
  const values = { ...sideValues("ttft", t), ...sideValues("e2e", e) };
  const evidence = [{ metric: "ttft_ms, e2e_ms", window: null, values }];
  const change = `${sideText("TTFT", t)}; ${sideText("E2E", e)}`;
  if (t.worse && e.flat)
    return [
      {
        rule: "ttft_e2e_attribution",
        severity: "warn",
        title: "Time to first token got worse while end-to-end did not: look at queueing or prefill",
        detail: `${change}. Requests wait longer before the model starts answering (queueing at the LLM endpoint, longer prompts or prefill), but the sessions as a whole are not shown slower.`,
        evidence,
      },
    ];
  if (e.worse && t.flat)
    return [
      {
        rule: "ttft_e2e_attribution",
        severity: "warn",
        title: "End-to-end got worse while time to first token did not: look at tools or decode",
        detail: `${change}. The model starts answering as fast as before; the extra time is spent after the first token (tool calls, more steps, longer outputs or slower decode).`,
        evidence,
      },
    ];
  if (e.worse && t.worse) {
    const share = (t.after - t.before) / Math.max(1e-9, e.after - e.before);
    return [
      {
        rule: "ttft_e2e_attribution",
        severity: "warn",
        title: "Both time to first token and end-to-end got worse",
        detail: `${change}. The TTFT increase accounts for about ${fmtPct(Math.min(1, Math.max(0, share)))} of the E2E increase.`,
        evidence,
      },
    ];
  }
  return [];
}

/**
 * The layer a span kind measures, as the run saw it. Over the http runtime the only `network` span
 * is the client's own HTTP request — send to last byte — so it holds the service's work and the
 * network together: "request", never "network".
 */
export function spanLayer(kind: string, runtime: string): { name: string; what: string } {
  if (kind === "network" && runtime === "http")
    return {
      name: "request",
      what: "HTTP requests as the client timed them (the service's own work and the network together)",
    };
  return { name: kind, what: `${kind} spans` };
}

/** Span time per session by kind against the baseline, naming the kind that grew most — only to explain an E2E regression the gate found. */
function spanAttribution(r: Diagnosable): Finding[] {
  const bm = r.baseline?.found ? r.baseline.metrics : null;
  const baseE2e = bm?.e2e_ms;
  const nowN = r.metrics.e2e_ms?.count ?? 0;
  if (!bm || !baseE2e || baseE2e.count === 0 || nowN === 0) return [];
  if (!gateSide(r, "e2e_ms")?.worse) return [];
  const perSession = (m: { mean: number; count: number } | undefined, sessions: number) =>
    m ? (m.mean * m.count) / sessions : 0;
  const rows = SPAN_KINDS.map((k) => {
    const now = perSession(r.metrics[`${k}_ms`], nowN);
    const base = perSession(bm[`${k}_ms`], baseE2e.count);
    return { kind: k, now, base, delta: now - base };
  }).filter((x) => x.now > 0 || x.base > 0);
  if (rows.length === 0) return [];
  const top = [...rows].sort((a, b) => b.delta - a.delta)[0];
  const rel = top.base > 0 ? top.delta / top.base : Number.POSITIVE_INFINITY;
  if (top.delta < RULES.spanShareOfE2e * baseE2e.mean || rel < RULES.spanGrowth) return [];
  const values: Record<string, number | null> = {};
  for (const x of rows) {
    const layer = spanLayer(x.kind, r.runtime).name;
    values[`${layer}_ms_per_session`] = round(x.now, 1);
    values[`${layer}_ms_per_session_baseline`] = round(x.base, 1);
  }
  const layer = spanLayer(top.kind, r.runtime);
  return [
    {
      rule: "span_attribution",
      severity: "warn",
      title: `Time in ${layer.name} spans grew most against the baseline: +${fmtMs(top.delta)} per session`,
      detail: `The gate found end-to-end slower; of the span kinds, time in ${layer.what} per session grew most, from ${fmtMs(top.base)} to ${fmtMs(top.now)}${Number.isFinite(rel) ? ` (+${fmtPct(rel)})` : ""}, ${fmtPct(top.delta / baseE2e.mean)} of the baseline's mean session.`,
      evidence: [{ metric: `${top.kind}_ms`, window: null, values }],
    },
  ];
}

/**
 * Every session failed: the diagnosis says so, with the buckets and the first message, rather than
 * nothing (no other rule fires on a run with no success to compare).
 */
function sessionsFailed(r: Diagnosable): Finding[] {
  const n = r.sessions.total;
  if (n === 0 || r.sessions.passed > 0) return [];
  const buckets = Object.entries(r.error_buckets)
    .filter(([, c]) => c > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const list = buckets.map(([b, c]) => `${b} ${c}`).join(", ");
  const top = buckets[0]?.[0];
  const example = top ? r.error_examples[top]?.message : null;
  const first = example ? ` The first ${top} session said: ${example.slice(0, 200)}` : "";
  return [
    {
      rule: "sessions_failed",
      severity: "critical",
      title: `All ${n} session${n === 1 ? "" : "s"} failed (pass rate 0%)${list ? `: ${list}` : ""}`,
      detail: `No session passed, so latency and throughput describe failures, not the agent at work.${top === "task_failed" ? " task_failed: the agent ran, but the task's verifier gave a reward below success_reward_threshold." : ""}${first}`,
      evidence: [
        {
          metric: "sessions",
          window: null,
          values: { sessions: n, passed: 0, pass_rate: 0, ...Object.fromEntries(buckets) },
        },
      ],
    },
  ];
}

/** Longest run of consecutive buckets above a level, in seconds. */
function longestAbove(xs: (number | null)[], level: number, stepS: number) {
  let best = { from: 0, to: 0, peak: 0 };
  let start = -1;
  let peak = 0;
  for (let i = 0; i <= xs.length; i++) {
    const v = i < xs.length ? xs[i] : null;
    if (v != null && v > level) {
      if (start < 0) {
        start = i;
        peak = v;
      } else peak = Math.max(peak, v);
    } else if (start >= 0) {
      if (i - start > best.to - best.from) best = { from: start, to: i, peak };
      start = -1;
    }
  }
  return {
    from_s: best.from * stepS,
    to_s: best.to * stepS,
    seconds: (best.to - best.from) * stepS,
    peak: best.peak,
  };
}

function cpuSaturation(r: Diagnosable): Finding[] {
  const s = r.resources.series;
  if (!s) return [];
  const stepS = s.step_ms / 1000;
  const out: Finding[] = [];
  for (const [metric, xs, who] of [
    ["container_cpu_pct", s.cpu_pct, "Agent containers"],
    ["host_cpu_pct", s.host_cpu_pct, "The runner host"],
  ] as const) {
    const run = longestAbove(xs, RULES.cpuPct, stepS);
    if (run.seconds < RULES.cpuForS) continue;
    out.push({
      rule: "cpu_saturation",
      severity: "warn",
      title: `${who} ran above ${RULES.cpuPct}% CPU for ${Math.round(run.seconds)} s`,
      detail: `${who} stayed above ${RULES.cpuPct}% CPU from ${run.from_s} s to ${run.to_s} s (peak ${run.peak.toFixed(0)}%): latency in this window may measure the runner, not the agent.`,
      evidence: [
        {
          metric,
          window: { from_s: run.from_s, to_s: run.to_s },
          values: { peak_pct: round(run.peak, 1), seconds: run.seconds, level_pct: RULES.cpuPct },
        },
      ],
    });
  }
  return out;
}

function memoryPressure(r: Diagnosable): Finding[] {
  const s = r.resources.series;
  if (!s || s.mem_limit_bytes == null) return [];
  let peak = 0;
  let at = -1;
  s.mem_ratio.forEach((v, i) => {
    if (v != null && v > peak) {
      peak = v;
      at = i;
    }
  });
  if (peak < RULES.memRatio) return [];
  const t = (at * s.step_ms) / 1000;
  return [
    {
      rule: "memory_pressure",
      severity: "warn",
      title: `Container memory reached ${fmtPct(peak)} of its limit`,
      detail: `At ${t} s a container used ${fmtPct(peak)} of its ${(s.mem_limit_bytes / 2 ** 20).toFixed(0)} MiB limit: close to being OOM-killed.`,
      evidence: [
        {
          metric: "container_mem_ratio",
          window: { from_s: t, to_s: t + s.step_ms / 1000 },
          values: {
            peak_ratio: round(peak),
            mem_limit_bytes: s.mem_limit_bytes,
            level_ratio: RULES.memRatio,
          },
        },
      ],
    },
  ];
}

function oomKills(r: Diagnosable): Finding[] {
  const n = r.resources.oom_kills;
  if (n <= 0) return [];
  return [
    {
      rule: "oom_kill",
      severity: "critical",
      title: `${n} session${n === 1 ? " was" : "s were"} OOM-killed`,
      detail: `The kernel killed the agent for exceeding its memory limit in ${n} session${n === 1 ? "" : "s"} (bucket agent_oom). Raise the limit or find what grows.`,
      evidence: [
        {
          metric: "oom_kills",
          window: null,
          values: { oom_kills: n, mem_peak_bytes: r.resources.mem_bytes?.max ?? null },
        },
      ],
    },
  ];
}
