/**
 * metrics.prom: the run in Prometheus text exposition (for a Pushgateway, node_exporter's textfile
 * collector or `promtool`). Base units (seconds, ratios), `_total` only on counters, HELP and TYPE on
 * every family, and `run` / `scenario` labels on every sample.
 */
import { PHASES, SPAN_KINDS } from "../events/events.js";
import type { MetricSummary } from "../metrics/types.js";
import type { Report } from "./schema.js";

const P = "agent_loadtest";
const QUANTILES = [
  ["0.5", "p50"],
  ["0.9", "p90"],
  ["0.95", "p95"],
  ["0.99", "p99"],
] as const;

type Labels = Record<string, string>;

class Exposition {
  private readonly out: string[] = [];
  constructor(private readonly base: Labels) {}

  family(name: string, type: "gauge" | "counter" | "summary", help: string): void {
    this.out.push(`# HELP ${name} ${help.replace(/\\/g, "\\\\").replace(/\n/g, "\\n")}`);
    this.out.push(`# TYPE ${name} ${type}`);
  }

  sample(name: string, value: number, labels: Labels = {}): void {
    const all = { ...this.base, ...labels };
    const l = Object.entries(all)
      .map(([k, v]) => `${k}="${escapeLabel(v)}"`)
      .join(",");
    this.out.push(`${name}{${l}} ${fmt(value)}`);
  }

  /** A summary family: quantiles, _sum and _count per label set, from millisecond summaries (`unit` 1: as they are). */
  summary(name: string, help: string, rows: [Labels, MetricSummary][], unit = 1000): void {
    if (rows.length === 0) return;
    this.family(name, "summary", help);
    for (const [labels, m] of rows) {
      for (const [q, key] of QUANTILES) this.sample(name, m[key] / unit, { ...labels, quantile: q });
      this.sample(`${name}_sum`, (m.mean * m.count) / unit, labels);
      this.sample(`${name}_count`, m.count, labels);
    }
  }

  text(): string {
    return `${this.out.join("\n")}\n`;
  }
}

function escapeLabel(v: string): string {
  return v.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
}

function fmt(v: number): string {
  if (Number.isNaN(v)) return "NaN";
  if (v === Number.POSITIVE_INFINITY) return "+Inf";
  if (v === Number.NEGATIVE_INFINITY) return "-Inf";
  return String(Math.round(v * 1e6) / 1e6);
}

/** What the run's LLM calls cost (docs/cost.md), when it saw any: per session, and per run and passed session. */
function economy(x: Exposition, r: Report): void {
  const e = r.economy;
  if (!e) return;
  const m = r.metrics;
  const per = (metric: string, help: string) =>
    x.summary(`${P}_session_${metric}`, help, m[metric] ? [[{}, m[metric]]] : [], 1);
  per("llm_calls", "Model calls per session.");
  per("tool_calls", "Tool calls the model asked for, per session.");
  per("cost_usd", "What a session's LLM calls cost, USD.");
  x.family(
    `${P}_cost_usd`,
    "gauge",
    "What the run's LLM calls cost, USD: in all, and per passed session (NaN when unpriced).",
  );
  x.sample(`${P}_cost_usd`, e.cost_usd ?? Number.NaN, { per: "run" });
  x.sample(`${P}_cost_usd`, e.cost_per_pass_usd ?? Number.NaN, { per: "passed_session" });
}

export function renderPrometheus(r: Report): string {
  const x = new Exposition({ run: r.run_id, scenario: r.scenario.name });
  const m = r.metrics;

  x.family(`${P}_run_info`, "gauge", "Run identity; always 1.");
  x.sample(`${P}_run_info`, 1, { scenario_hash: r.scenario.hash, runtime: r.runtime });

  x.family(
    `${P}_verdict`,
    "gauge",
    "Gate verdict as a state set: 1 for the verdict the run got, 0 otherwise.",
  );
  for (const v of ["pass", "warn", "fail", "interrupted"] as const)
    x.sample(`${P}_verdict`, r.verdict === v ? 1 : 0, { verdict: v });

  x.family(`${P}_gate_checks`, "gauge", "Gate checks by status.");
  for (const st of ["pass", "warn", "fail"] as const)
    x.sample(`${P}_gate_checks`, r.gate.checks.filter((c) => c.status === st).length, { status: st });

  x.family(`${P}_run_duration_seconds`, "gauge", "Wall time of the run.");
  x.sample(`${P}_run_duration_seconds`, r.duration_s);

  x.family(`${P}_sessions_total`, "counter", "Sessions by final status, warm-up excluded.");
  for (const st of ["passed", "failed", "errored"] as const)
    x.sample(`${P}_sessions_total`, r.sessions[st], { status: st });

  x.family(`${P}_pass_ratio`, "gauge", "Passed sessions over all gated sessions (NaN when none ran).");
  x.sample(`${P}_pass_ratio`, r.pass_rate ?? Number.NaN);

  x.family(`${P}_errors_total`, "counter", "Failed or errored sessions by error bucket.");
  for (const [bucket, n] of Object.entries(r.error_buckets).sort(([a], [b]) => a.localeCompare(b)))
    x.sample(`${P}_errors_total`, n, { bucket });

  x.family(
    `${P}_throughput_sessions_per_second`,
    "gauge",
    "Sessions completed per second: stable window and best second.",
  );
  x.sample(`${P}_throughput_sessions_per_second`, r.throughput.stable_sps, { window: "stable" });
  x.sample(`${P}_throughput_sessions_per_second`, r.throughput.peak_sps, { window: "peak" });

  x.family(`${P}_concurrency_peak_sessions`, "gauge", "Most sessions in flight at once.");
  x.sample(`${P}_concurrency_peak_sessions`, r.throughput.peak_concurrency);

  if (r.stages) {
    x.family(
      `${P}_max_sustainable_concurrency_sessions`,
      "gauge",
      "Highest stage concurrency that held the SLO (NaN when none did).",
    );
    x.sample(`${P}_max_sustainable_concurrency_sessions`, r.stages.max_sustainable_concurrency ?? Number.NaN);
  }

  x.summary(`${P}_session_e2e_seconds`, "End-to-end session duration.", m.e2e_ms ? [[{}, m.e2e_ms]] : []);
  x.summary(`${P}_ttft_seconds`, "Time to first token.", m.ttft_ms ? [[{}, m.ttft_ms]] : []);
  x.summary(`${P}_tpot_seconds`, "Decode time per output token.", m.tpot_ms ? [[{}, m.tpot_ms]] : []);
  x.summary(
    `${P}_phase_seconds`,
    "Time per session in each phase.",
    PHASES.filter((p) => m[`${p}_ms`]).map((p) => [{ phase: p }, m[`${p}_ms`]]),
  );
  x.summary(
    `${P}_span_seconds`,
    "Duration of each span by kind.",
    SPAN_KINDS.filter((k) => m[`${k}_ms`]).map((k) => [{ kind: k }, m[`${k}_ms`]]),
  );

  economy(x, r);

  const res = r.resources;
  if (res.cpu_pct) {
    x.family(`${P}_container_cpu_ratio`, "gauge", "Agent container CPU, share of one core (1 = 100%).");
    x.sample(`${P}_container_cpu_ratio`, res.cpu_pct.mean / 100, { stat: "mean" });
    x.sample(`${P}_container_cpu_ratio`, res.cpu_pct.max / 100, { stat: "max" });
  }
  if (res.mem_bytes) {
    x.family(`${P}_container_memory_bytes`, "gauge", "Agent container memory.");
    x.sample(`${P}_container_memory_bytes`, res.mem_bytes.mean, { stat: "mean" });
    x.sample(`${P}_container_memory_bytes`, res.mem_bytes.max, { stat: "max" });
  }
  x.family(`${P}_oom_kills_total`, "counter", "Sessions whose agent was OOM-killed.");
  x.sample(`${P}_oom_kills_total`, res.oom_kills);

  x.family(`${P}_findings`, "gauge", "Diagnosis findings by rule and severity.");
  const counts = new Map<string, number>();
  for (const f of r.findings)
    counts.set(`${f.rule}\u0000${f.severity}`, (counts.get(`${f.rule}\u0000${f.severity}`) ?? 0) + 1);
  for (const [k, n] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    const [rule, severity] = k.split("\u0000");
    x.sample(`${P}_findings`, n, { rule, severity });
  }
  return x.text();
}
