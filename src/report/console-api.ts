/**
 * The web console's JSON API, as its server sends it (src/serve/) and its page reads it
 * (src/web/console/): one set of types for both sides. They live here, below both, because the
 * answers are the report's and the baseline's data (report.json's fields, a baseline's history, the
 * progress state). A request that succeeds answers 200 with its answer; one that is refused answers a
 * 4xx or 5xx with an `ApiError`, or the refusal its route names.
 */

import type { Baseline, HistoryEntry } from "../baseline/schema.js";
import type { ErrorBucket, SessionStatus } from "../events/events.js";
import type { BisectResult } from "./bisect.js";
import type { ProgressState } from "./progress.js";
import type { Report } from "./schema.js";

/** A refused request, with its HTTP status. */
export interface ApiError {
  error: string;
}

export type RunState = "running" | "done" | "incomplete";

/** A run of the output folder, as the list of runs shows it. */
export interface RunSummary {
  id: string;
  scenario: string;
  started_at: string | null;
  duration_s: number | null;
  /** pass | warn | fail | interrupted, or null while there is no report. */
  verdict: string | null;
  state: RunState;
  exit_code: number | null;
  sessions: number | null;
  planned: number | null;
  pass_rate: number | null;
  e2e_p95_ms: number | null;
  ttft_p95_ms: number | null;
  /** What its LLM calls cost per passed session (docs/cost.md); null when unknown. */
  cost_per_pass_usd: number | null;
  has_dashboard: boolean;
  /** Started by this console (its output is in the run page's log), not from the CLI or an earlier console. */
  started_here: boolean;
}

/** `GET /api/runs`: every run of the output folder, newest first. */
export interface RunsAnswer {
  runs: RunSummary[];
}

/** The report.json fields a run's answer carries, in this order: what a comparison shows of a run. */
export const RUN_DETAIL_FIELDS = [
  "run_id",
  "scenario",
  "verdict",
  "interrupted",
  "started_at",
  "duration_s",
  "sessions",
  "pass_rate",
  "metrics",
  "error_buckets",
  "throughput",
  "gate",
  "stages",
  "notes",
] as const satisfies readonly (keyof Report)[];

/** A run's report.json, cut to `RUN_DETAIL_FIELDS`; a field the file lacks is null. */
export type RunDetail = { [K in (typeof RUN_DETAIL_FIELDS)[number]]: Exclude<Report[K], undefined> | null };

/** `GET /api/runs/<id>`: the run as listed, its report's detail (null while it has none), its folder. */
export interface RunAnswer {
  summary: RunSummary | null;
  report: RunDetail | null;
  /** Where its files are, as the user would type it. */
  dir: string;
}

/** One bisect of the output folder (a folder of its own, or a nightly run's `bisect/`), as its report.json says. */
export type BisectListed = BisectResult & {
  /** Its folder, relative to the output folder. */
  id: string;
  /** When its report was written (ISO 8601). */
  finished_at: string;
};

/** `GET /api/bisects`: the output folder's bisects, newest first, each with its steps (probes). */
export interface BisectsAnswer {
  bisects: BisectListed[];
}

/** `DELETE /api/runs/<id>`. */
export interface DeleteAnswer {
  deleted: string;
}

/** `POST /api/runs/<id>/stop`: SIGTERM sent to a run this console started. */
export interface StopAnswer {
  stopping: string;
}

/** `POST /api/start`: the run directory's id of the run started. */
export interface StartAnswer {
  id: string;
}

/** `POST /api/start` refused: the scenario's problem (400), or a run that ended before it started (500), or an `ApiError`. */
export type StartRefusal = { problem: Problem } | (ApiError & { output?: string });

/** `GET /api/scenarios`: the scenario files, where the form writes new ones, and the form's choices. */
export interface ScenariosAnswer {
  scenarios: string[];
  new_dir: string;
  modes: readonly string[];
  agents: readonly string[];
}

/** What is wrong with a scenario, as its loader said it. */
export interface Problem {
  message: string;
  /** `file:line:col` as the loader said it. */
  where: string | null;
  line: number | null;
  field: string | null;
}

/** The console's scenario form, as the page sends it and a template keeps it. */
export interface ScenarioForm {
  name?: string;
  description?: string;
  mode?: string;
  runtime?: string;
  mock_llm?: boolean;
  agent?: { name?: string; command?: string; mount?: string };
  target?: "task" | "dataset";
  task?: string;
  dataset?: string;
  task_names?: string[];
  sessions?: string | number;
  n_concurrent?: string | number;
  strategy?: string;
  /** `2x30, 4x60`: concurrency × hold seconds per stage (find_max: just concurrencies). */
  stages?: string;
  rate?: string | number;
  duration_sec?: string | number;
  /** One `metric: expression[, expression]` per line. */
  thresholds?: string;
}

/** `POST /api/scenarios`: the form's scenario as YAML, its problem (a problem is data, not a refusal), and whether it was saved. */
export interface FormResult {
  /** Where it is (or would be) written, relative to the repository. */
  file: string;
  yaml: string;
  problem: Problem | null;
  saved: boolean;
}

/** `GET /api/dataset?path=`: the task names of a dataset folder. */
export interface DatasetAnswer {
  path: string;
  tasks: string[];
}

/** A saved form: its file's content as written by `POST /api/templates` (not checked: it only refills the form). */
export interface Template {
  name: string;
  form: ScenarioForm;
}

/** `GET /api/templates`. */
export interface TemplatesAnswer {
  templates: Template[];
}

/** `POST /api/templates`. */
export interface TemplateSaved {
  saved: string;
}

/** `GET /api/history/<scenario>`: its baseline file's source and history (null without one) and its finished runs, oldest first. */
export interface HistoryAnswer {
  scenario: string;
  baseline: { source: Baseline["source"]; history: HistoryEntry[] } | null;
  runs: RunSummary[];
}

/** `GET /api/runs/<id>/stream`: the Server-Sent Events of a run's live feed, by event name. */
export interface StreamEvents {
  /** A session's first attempt started (warm-up left out). */
  start: { t: number };
  /** A session ended for good; `e2e_ms` from its first start. */
  end: { t: number; session: string; status: SessionStatus; bucket: ErrorBucket | null; e2e_ms: number };
  /** A log line of the run (its events.jsonl). */
  log: { t: number; text: string };
  /** A line of the run's own output (a run this console started). */
  output: { text: string };
  progress: ProgressState;
  /** The run is over and its reports are written. */
  done: { verdict: string | null; exit_code: number | null };
}
