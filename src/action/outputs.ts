/**
 * What a finished run shows on GitHub without any token: step outputs, the job summary (the full
 * report), annotations for failing checks. All text passes through the redactor first.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { FailOn } from "../gate/types.js";
import type { GateCheck, Report } from "../report/schema.js";
import { type Core, core } from "./toolkit.js";

/** GitHub shows at most 10 error and 10 warning annotations per step. */
export const ANNOTATION_LIMIT = 10;
/** A step summary above 1 MiB is dropped by the runner. */
const SUMMARY_BYTES = 1024 * 1024;

export interface RunFiles {
  runDir: string;
  reportJson: string;
  reportMd: string;
}

export function setOutputs(
  report: Report,
  files: RunFiles,
  redact: (s: string) => string = (s) => s,
): Record<string, string> {
  const dashboard = join(files.runDir, "dashboard.html");
  const n = (v: number | null | undefined) => (v == null || !Number.isFinite(v) ? "" : String(v));
  const out: Record<string, string> = {
    verdict: report.verdict,
    "run-dir": files.runDir,
    "report-json": files.reportJson,
    "report-md": files.reportMd,
    dashboard: existsSync(dashboard) ? dashboard : "",
    "pass-rate": n(report.pass_rate),
    "e2e-p95-ms": n(report.metrics.e2e_ms?.p95),
    "ttft-p95-ms": n(report.metrics.ttft_ms?.p95),
    "cost-usd": n(report.economy?.cost_usd),
    "cost-per-pass-usd": n(report.economy?.cost_per_pass_usd),
  };
  for (const [k, v] of Object.entries(out)) core().setOutput(k, redact(v));
  return out;
}

/** Writes the summary, re-rendering smaller if multi-byte text pushes it past the byte limit. */
export async function writeSummary(render: (budget: number) => string, budget: number): Promise<boolean> {
  if (!process.env.GITHUB_STEP_SUMMARY) return false;
  let b = budget;
  let text = render(b);
  while (Buffer.byteLength(text, "utf8") > SUMMARY_BYTES && b > 10_000) {
    b = Math.floor(b / 2);
    text = render(b);
  }
  await core().summary.addRaw(text, true).write();
  return true;
}

/** Which `fail-on` class a check belongs to; a gate with no data is both. */
export function failClasses(c: GateCheck): FailOn[] {
  if (c.kind === "threshold") return ["slo"];
  if (c.kind === "regression" || c.kind === "history") return ["regression"];
  return ["slo", "regression"];
}

/** The failing checks that `fail-on` lets fail the step. */
export function blockingChecks(report: Report, failOn: readonly FailOn[]): GateCheck[] {
  return report.gate.checks.filter(
    (c) => c.status === "fail" && failClasses(c).some((k) => failOn.includes(k)),
  );
}

export function checkLine(c: GateCheck): string {
  const observed = c.observed == null ? "no data" : `observed ${round(c.observed)}`;
  const base = c.baseline == null ? "" : `, baseline ${round(c.baseline)}`;
  return `${c.metric} ${c.rule}: ${observed}${base} — ${c.reason}`;
}

// To the microsecond, as the step outputs and report.json carry it: an annotation quotes the same value.
const round = (v: number) => String(Math.round(v * 1000) / 1000);

/**
 * One annotation per failing (error) and warning check, within GitHub's per-step limits; one error is
 * kept for the step's own failure line and a few warnings for the Action's own (comment, artifact).
 */
export function annotate(report: Report, redact: (s: string) => string, scenario: string): void {
  const emit = (checks: GateCheck[], fn: Core["error"], what: string, limit: number) => {
    const shown = checks.length > limit ? checks.slice(0, limit - 1) : checks;
    for (const c of shown)
      fn(redact(checkLine(c)), { title: redact(`agent-loadtest ${scenario}: ${c.metric} ${what}`) });
    if (shown.length < checks.length) {
      fn(`${checks.length - shown.length} more ${what} checks: see the job summary.`, {
        title: `agent-loadtest ${scenario}`,
      });
    }
  };
  const by = (s: GateCheck["status"]) => report.gate.checks.filter((c) => c.status === s);
  emit(by("fail"), core().error, "failed", ANNOTATION_LIMIT - 1);
  emit(by("warn"), core().warning, "warning", ANNOTATION_LIMIT - 3);
}
