/** The run directories of the output folder, as the console lists, compares and deletes them. */
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { readBaselineFile } from "../baseline/store.js";
import { checkEvent } from "../events/event-schema.js";
import type { RunStartEvent } from "../events/events.js";
import { realWithin } from "../paths.js";
import { type BisectResult, bisectResultSchema } from "../report/bisect.js";
import {
  type BisectListed,
  type HistoryAnswer,
  RUN_DETAIL_FIELDS,
  type RunDetail,
  type RunSummary,
} from "../report/console-api.js";
import { BadPath, childOf, NotFound } from "./paths.js";

/** What the console knows of runs it started: their exit code, and whether they still run. */
export interface JobInfo {
  running: boolean;
  exitCode: number | null;
}

/** A run stopped by a signal is interrupted, whatever verdict its report carries. */
const INTERRUPT_CODES = new Set([130, 143]);

type Report = Record<string, unknown> & {
  verdict?: string;
  interrupted?: boolean;
  scenario?: { name?: string };
  sessions?: { total?: number; planned?: number };
  metrics?: Record<string, { p95?: number }>;
  economy?: { cost_per_pass_usd?: number | null };
};

/** What a listing shows of a report: a few fields, kept instead of the report. */
type Facts = Report;

/** Runs the console has read, at most; past this the oldest entry is read again when listed. */
const INDEX_MAX = 10_000;

/**
 * The runs the console has read: a report's listed facts and an events.jsonl's run_start, each keyed by
 * its file's path, mtime and size. A listing reads only the files that changed since the last one, so it
 * costs a stat per run however large the reports are. `reads` counts the report.json files parsed.
 */
export class RunIndex {
  private readonly reports = new Map<string, { key: string; facts: Facts | null }>();
  private readonly starts = new Map<string, { key: string; start: RunStartEvent | null }>();
  private readonly bisects = new Map<string, { key: string; result: BisectResult | null }>();
  reads = 0;

  report(file: string): Facts | null {
    return (
      this.cached(this.reports, file, () => {
        this.reads++;
        return { facts: factsOf(readJson(file)) };
      })?.facts ?? null
    );
  }

  /** A bisect's report.json as its schema reads it; null when it does not. */
  bisect(file: string): BisectResult | null {
    return (
      this.cached(this.bisects, file, () => {
        this.reads++;
        const r = bisectResultSchema.safeParse(readJson(file));
        return { result: r.success ? r.data : null };
      })?.result ?? null
    );
  }

  runStart(file: string): RunStartEvent | null {
    return this.cached(this.starts, file, () => ({ start: runStart(file) }))?.start ?? null;
  }

  private cached<T extends object>(
    map: Map<string, T & { key: string }>,
    file: string,
    read: () => T,
  ): T | null {
    let key: string;
    try {
      const st = statSync(file);
      key = `${st.mtimeMs}:${st.size}:${st.ino}`;
    } catch {
      return null;
    }
    const hit = map.get(file);
    if (hit && hit.key === key) return hit;
    const entry = { ...read(), key };
    map.delete(file);
    map.set(file, entry);
    if (map.size > INDEX_MAX) map.delete(map.keys().next().value as string);
    return entry;
  }
}

function factsOf(r: Report | null): Facts | null {
  if (!r) return null;
  const e2e = r.metrics?.e2e_ms?.p95;
  const ttft = r.metrics?.ttft_ms?.p95;
  return {
    verdict: r.verdict,
    interrupted: r.interrupted,
    scenario: { name: r.scenario?.name },
    sessions: { total: r.sessions?.total, planned: r.sessions?.planned },
    started_at: r.started_at,
    duration_s: r.duration_s,
    pass_rate: r.pass_rate,
    metrics: { e2e_ms: { p95: e2e }, ttft_ms: { p95: ttft } },
    economy: { cost_per_pass_usd: r.economy?.cost_per_pass_usd },
  };
}

function readJson(file: string): Report | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Report;
  } catch {
    return null;
  }
}

/** The first line of events.jsonl: run_start, without reading a long log. */
function runStart(file: string): RunStartEvent | null {
  const fd = openSync(file, "r");
  try {
    const buf = Buffer.alloc(256 * 1024);
    const n = readSync(fd, buf, 0, buf.length, 0);
    const line = buf.subarray(0, n).toString("utf8").split("\n")[0];
    const e: unknown = JSON.parse(line);
    // A run directory is data: only a run_start that passes the event schema is read.
    return checkEvent(e).ok && (e as { type?: unknown }).type === "run_start" ? (e as RunStartEvent) : null;
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

/** A run directory by its id: one folder of the output folder holding an events.jsonl. */
export function runDir(outputDir: string, id: unknown): string {
  const dir = childOf(outputDir, id);
  if (!existsSync(join(dir, "events.jsonl"))) throw new BadPath(`not a run directory: ${String(id)}`);
  // An unpacked artifact may hold links: a run is read only where its real path stays in the folder.
  if (!runFile(dir, "events.jsonl")) throw new NotFound(`not found: ${String(id)}`);
  return dir;
}

/** `dir/name` of a run directory when its real path lies inside the output folder (the run's parent); else null. */
export function runFile(dir: string, name: string): string | null {
  const file = join(dir, name);
  return realWithin(dirname(dir), file) ? file : null;
}

export function verdictOf(report: Report | null, job: JobInfo | undefined): string | null {
  if (job?.exitCode != null && INTERRUPT_CODES.has(job.exitCode)) return "interrupted";
  if (!report) return null;
  if (report.verdict === "interrupted" || report.interrupted === true) return "interrupted";
  return typeof report.verdict === "string" ? report.verdict : null;
}

export function summarize(
  outputDir: string,
  id: string,
  job?: JobInfo,
  index: RunIndex = new RunIndex(),
): RunSummary | null {
  const dir = join(outputDir, id);
  const events = runFile(dir, "events.jsonl");
  if (!events) return null;
  const reportFile = runFile(dir, "report.json");
  const report = job?.running || !reportFile ? null : index.report(reportFile);
  const start = index.runStart(events);
  const num = (x: unknown) => (typeof x === "number" && Number.isFinite(x) ? x : null);
  return {
    id,
    scenario: report?.scenario?.name ?? start?.scenario_name ?? id.replace(/__.*$/, ""),
    started_at:
      (typeof report?.started_at === "string" ? report.started_at : null) ??
      (start ? new Date(start.t).toISOString() : null),
    duration_s: num(report?.duration_s),
    verdict: verdictOf(report, job),
    state: job?.running ? "running" : report ? "done" : "incomplete",
    exit_code: job?.exitCode ?? null,
    sessions: num(report?.sessions?.total),
    planned: num(report?.sessions?.planned) ?? num(start?.planned_sessions),
    pass_rate: num(report?.pass_rate),
    e2e_p95_ms: num(report?.metrics?.e2e_ms?.p95),
    ttft_p95_ms: num(report?.metrics?.ttft_ms?.p95),
    cost_per_pass_usd: num(report?.economy?.cost_per_pass_usd),
    has_dashboard: runFile(dir, "dashboard.html") !== null,
    started_here: job !== undefined,
  };
}

export function listRuns(
  outputDir: string,
  jobs: (id: string) => JobInfo | undefined,
  index: RunIndex = new RunIndex(),
): RunSummary[] {
  if (!existsSync(outputDir)) return [];
  const out: RunSummary[] = [];
  for (const name of readdirSync(outputDir)) {
    if (name.startsWith(".") || !statSync(join(outputDir, name)).isDirectory()) continue;
    const s = summarize(outputDir, name, jobs(name), index);
    if (s) out.push(s);
  }
  return out.sort((a, b) => (b.started_at ?? "").localeCompare(a.started_at ?? ""));
}

/**
 * Bisects a listing reads at most, and the largest report.json of one it parses: a bisect of a few
 * hundred commits writes some tens of KiB, so a listing parses a few MiB at the most.
 */
const BISECTS_MAX = 50;
const BISECT_REPORT_BYTES = 1 << 20;

/**
 * The output folder's bisects, newest first: folders of their own (`bisect --out <output>/<name>`) and
 * the `bisect/` folder of a nightly's run directory. Their report.json is data: one that does not read
 * as a bisect's (bisectResultSchema) is not listed.
 */
export function listBisects(outputDir: string, index: RunIndex = new RunIndex()): BisectListed[] {
  if (!existsSync(outputDir)) return [];
  const found: { id: string; file: string; mtime: number }[] = [];
  for (const name of readdirSync(outputDir)) {
    if (name.startsWith(".")) continue;
    for (const id of [name, `${name}/bisect`]) {
      const dir = join(outputDir, id);
      // Both files inside the output folder (an unpacked artifact may hold links).
      const file = realWithin(outputDir, join(dir, "report.json")) ? join(dir, "report.json") : null;
      if (!file || !realWithin(outputDir, join(dir, "state.json"))) continue;
      const st = statSync(file, { throwIfNoEntry: false });
      if (st?.isFile() && st.size <= BISECT_REPORT_BYTES) found.push({ id, file, mtime: st.mtimeMs });
    }
  }
  return found
    .sort((a, b) => b.mtime - a.mtime)
    .slice(0, BISECTS_MAX)
    .flatMap(({ id, file, mtime }) => {
      const r = index.bisect(file);
      return r ? [{ ...r, id, finished_at: new Date(mtime).toISOString() }] : [];
    });
}

/** What a comparison shows of one run: KPIs, latency distributions, checks. */
export function runDetail(dir: string): RunDetail | null {
  const file = runFile(dir, "report.json");
  const r = file && readJson(file);
  if (!r) return null;
  // The file's own fields, as report.json's schema names them (a run directory is data: read, not checked).
  return Object.fromEntries(RUN_DETAIL_FIELDS.map((k) => [k, r[k] ?? null])) as RunDetail;
}

export function deleteRun(outputDir: string, id: unknown): void {
  rmSync(runDir(outputDir, id), { recursive: true, force: true });
}

/** A scenario's baseline history (from its baseline file) beside its runs in the output folder. */
export function history(baselineDir: string, scenario: string, runs: RunSummary[]): HistoryAnswer {
  const file = `${childOf(baselineDir, scenario)}.json`;
  let baseline = null;
  try {
    baseline = readBaselineFile(file);
  } catch {
    // an unreadable baseline shows as none; `agent-loadtest report` says why
  }
  return {
    scenario,
    baseline: baseline && { source: baseline.source, history: baseline.history },
    runs: runs.filter((r) => r.scenario === scenario && r.state === "done").reverse(),
  };
}
