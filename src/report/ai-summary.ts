/**
 * Optional AI summary of the diagnosis: when the scenario names an OpenAI-compatible endpoint under
 * `diagnosis.llm`, the findings and the run's numbers (never secrets, never raw logs or agent text)
 * are sent to it and its answer goes into the report under a labelled heading. Advisory only: it never
 * changes the verdict, and any failure simply leaves it out.
 */

import { knownSecrets, makeRedactor, secretValuesOf } from "../secrets.js";
import type { Report } from "./schema.js";

export interface DiagnosisLlmConfig {
  diagnosis?: { llm?: { url_env: string; key_env?: string; model_env?: string } } | null;
}

export interface SummaryOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const MAX_ANSWER = 4000;

/** What the model gets: numbers and our own rule texts only. */
export function summaryPrompt(r: Report): { system: string; user: string } {
  const m = (k: string) => {
    const s = r.metrics[k];
    return s ? { p50: s.p50, p95: s.p95, p99: s.p99, count: s.count } : null;
  };
  const bm = r.baseline?.found ? r.baseline.metrics : null;
  const facts = {
    verdict: r.verdict,
    sessions: r.sessions,
    pass_rate: r.pass_rate,
    baseline_pass_rate: r.baseline?.found ? r.baseline.pass_rate : null,
    latency_ms: { e2e: m("e2e_ms"), ttft: m("ttft_ms"), llm_span: m("llm_ms"), tool_span: m("tool_ms") },
    baseline_latency_ms: bm
      ? {
          e2e: bm.e2e_ms ?? null,
          ttft: bm.ttft_ms ?? null,
          llm_span: bm.llm_ms ?? null,
          tool_span: bm.tool_ms ?? null,
        }
      : null,
    throughput: r.throughput,
    error_buckets: r.error_buckets,
    failing_checks: r.gate.checks
      .filter((c) => c.status !== "pass")
      .map((c) => ({
        metric: c.metric,
        rule: c.rule,
        observed: c.observed,
        baseline: c.baseline,
        status: c.status,
      })),
    stages: r.stages
      ? {
          max_sustainable_concurrency: r.stages.max_sustainable_concurrency,
          knee_concurrency: r.stages.knee_concurrency,
          break_concurrency: r.stages.break_concurrency,
        }
      : null,
    findings: r.findings.map((f) => ({
      rule: f.rule,
      severity: f.severity,
      title: f.title,
      evidence: f.evidence,
    })),
  };
  return {
    system:
      "You are a performance engineer reviewing a load test of an AI agent. Using only the facts given, write at most 8 short bullet points: the most likely cause of any regression or failure, and what to check next. Do not invent numbers. Plain text, no HTML.",
    user: JSON.stringify(facts),
  };
}

function chatUrl(base: string): string {
  const b = base.replace(/\/+$/, "");
  if (b.endsWith("/chat/completions")) return b;
  if (/\/v\d+$/.test(b)) return `${b}/chat/completions`;
  return `${b}/v1/chat/completions`;
}

/**
 * Asks the scenario's diagnosis LLM to summarize the findings. Null when not configured, when the URL
 * variable is unset, or on any failure (the report goes out without it).
 */
export async function summarizeFindings(
  report: Report,
  scenario: DiagnosisLlmConfig | null | undefined,
  env: Record<string, string | undefined>,
  o: SummaryOptions = {},
): Promise<string | null> {
  const cfg = scenario?.diagnosis?.llm;
  if (!cfg) return null;
  const url = env[cfg.url_env];
  if (!url) return null;
  const key = cfg.key_env ? env[cfg.key_env] : undefined;
  const model = (cfg.model_env ? env[cfg.model_env] : undefined) || "default";
  const { system, user } = summaryPrompt(report);
  // Belt and braces: no value of a secret-looking variable leaves, even if one slipped into a name.
  const scrub = makeRedactor([...knownSecrets(), ...secretValuesOf(env, cfg.key_env ? [cfg.key_env] : [])]);
  try {
    const res = await (o.fetch ?? fetch)(chatUrl(url), {
      method: "POST",
      headers: { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify({
        model,
        stream: false,
        temperature: 0,
        max_tokens: 600,
        messages: [
          { role: "system", content: system },
          { role: "user", content: scrub(user) },
        ],
      }),
      signal: AbortSignal.timeout(o.timeoutMs ?? 30_000),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const text = body.choices?.[0]?.message?.content;
    if (typeof text !== "string" || text.trim() === "") return null;
    const t = scrub(text.trim());
    return t.length > MAX_ANSWER ? `${t.slice(0, MAX_ANSWER - 1)}…` : t;
  } catch {
    return null;
  }
}

/** The report with the summary attached under its advisory heading; the verdict is untouched. */
export function withAiSummary(report: Report, text: string | null, model: string | null = null): Report {
  if (!text) return report;
  return { ...report, ai_summary: { model, text } };
}
