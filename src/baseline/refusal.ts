/**
 * Whether the stored baseline is compared with a run, and if not, why: the one place that decides.
 * A baseline recorded against other LLM answers (scripted, replayed, real) or for another scenario
 * hash (the workload changed) is refused; a refusal for another hash names the fields that changed,
 * old → new, from the workload the baseline kept (secrets masked where it was hashed).
 */
import { type WorkloadChange, type WorkloadFields, workloadChanges } from "../scenario/fingerprint.js";
import type { LlmMode } from "../scenario/llm-mode.js";
import { type Baseline, workloadSchema } from "./schema.js";

export type BaselineRefusal =
  | { why: "llm_mode"; recorded: LlmMode; now: LlmMode }
  | {
      why: "scenario_changed";
      recorded: string;
      now: string;
      /** null when the baseline (or the run) predates keeping the workload: only the hashes differ. */
      changes: WorkloadChange[] | null;
    };

export interface JudgedBaseline {
  /** The baseline this run is compared with; null when there is none or it was refused. */
  baseline: Baseline | null;
  refusal: BaselineRefusal | null;
}

/** What the run measured, as far as a baseline is concerned. */
export interface RunWorkload {
  hash: string;
  llm_mode?: LlmMode;
  /** The hashed workload's fields; null for runs recorded before they were kept. */
  workload: WorkloadFields | null;
}

/** `stored` is whatever the baseline file holds for this scenario's name, any hash, or null. */
export function judgeBaseline(stored: Baseline | null, run: RunWorkload): JudgedBaseline {
  if (!stored) return { baseline: null, refusal: null };
  const recordedMode = stored.scenario.llm_mode;
  // A replay, a script and a real endpoint answer differently: no statistic bridges them.
  if (recordedMode && run.llm_mode && recordedMode !== run.llm_mode)
    return { baseline: null, refusal: { why: "llm_mode", recorded: recordedMode, now: run.llm_mode } };
  if (stored.scenario.hash === run.hash) return { baseline: stored, refusal: null };
  const old = stored.scenario.workload;
  const changes = old && run.workload ? workloadChanges(old, run.workload) : null;
  return {
    baseline: null,
    refusal: { why: "scenario_changed", recorded: stored.scenario.hash, now: run.hash, changes },
  };
}

/** The workload a run_start recorded, when it is well-formed; a run dir is data, read with care. */
export function recordedWorkload(start: unknown): WorkloadFields | null {
  const value = (start as { scenario_workload?: unknown } | null)?.scenario_workload;
  if (value === undefined) return null;
  const parsed = workloadSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Changes shown in one message; the rest is a "…". */
export const CHANGES_SHOWN = 4;
/** Characters of one old or new value in a message. */
const VALUE_SHOWN = 60;

/**
 * The changed fields as one line: `pairs[0].agent.env.MODE: "ok" → "broken"; load.concurrency: 4 → 8`,
 * `–` for a field absent on that side, at most CHANGES_SHOWN of them.
 */
export function changesText(changes: readonly WorkloadChange[]): string {
  const value = (v: string | null) =>
    v === null ? "–" : v.length > VALUE_SHOWN ? `${v.slice(0, VALUE_SHOWN - 1)}…` : v;
  const shown = changes.slice(0, CHANGES_SHOWN).map((c) => `${c.field}: ${value(c.old)} → ${value(c.now)}`);
  return changes.length > CHANGES_SHOWN ? `${shown.join("; ")}; …` : shown.join("; ");
}
