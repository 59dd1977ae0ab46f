/**
 * Writes every report of a run directory from one Report model: report.json, report.md,
 * dashboard.html, metrics.prom, junit.xml. This is the file-system edge of the report module: it also
 * reads what only the run directory holds (log excerpts) before rendering.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { UserError } from "../errors.js";
import { type SessionList, sessionTableOf } from "../metrics/session-table.js";
import type { RunResult, SessionRecord } from "../metrics/types.js";
import { knownRedactor, knownSecrets, makeRedactor, type Redactor, secretValuesOf } from "../secrets.js";
import { type BisectResult, renderBisect, renderBisectDashboard } from "./bisect.js";
import { renderDashboard, shownSessions } from "./dashboard.js";
import { renderJunit } from "./junit.js";
import { journeyBreakdown, renderSummary } from "./markdown.js";
import { renderPrometheus } from "./prometheus.js";
import { REPORT_SCHEMA_VERSION, type Report, ReportSchema } from "./schema.js";

export interface ReportFiles {
  reportJson: string;
  reportMd: string;
  dashboard: string;
  metricsProm: string;
  junitXml: string;
  /** `stages.json`: the stage report on its own, for charts and scripts; null when the run has no stages. */
  stagesJson: string | null;
}

/** Sessions with a log excerpt in the dashboard (failed first), and bytes kept from each log's end. */
const EXCERPT_SESSIONS = 200;
const EXCERPT_BYTES = 2048;
const EXCERPT_SESSION_CHARS = 4096;
/** Session folders looked at for excerpts, at most (a passed session often has none). */
const EXCERPT_TRIES = 1000;
const LOG_FILES = ["agent.stderr.log", "agent.stdout.log", "verifier.stderr.log", "verifier.stdout.log"];

/** Writes the reports of one model; what report.json holds is exactly the model given. */
export function writeReports(runDir: string, report: Report, run: RunResult): ReportFiles {
  const files: ReportFiles = {
    reportJson: join(runDir, "report.json"),
    reportMd: join(runDir, "report.md"),
    dashboard: join(runDir, "dashboard.html"),
    metricsProm: join(runDir, "metrics.prom"),
    junitXml: join(runDir, "junit.xml"),
    stagesJson: report.stages ? join(runDir, "stages.json") : null,
  };
  // Built from masked events, and masked once more as written: the one redactor is the last word.
  const redact = reportRedactor(run.scenarioConfig);
  const write = (file: string, text: string) => writeFileSync(file, redact(text));
  write(files.reportJson, `${JSON.stringify(report, null, 2)}\n`);
  write(files.reportMd, renderSummary(report, { dashboard: "dashboard.html" }));
  write(files.metricsProm, renderPrometheus(report));
  if (files.stagesJson) write(files.stagesJson, `${JSON.stringify(report.stages, null, 2)}\n`);
  // Views of the run's session table made as each pass reaches them, not records: junit.xml and the
  // dashboard count them all, and keep and read every field of a bounded number (JUNIT_SESSIONS, DASHBOARD_ROWS).
  const sessions = sessionTableOf(run).each();
  write(files.junitXml, renderJunit(report, sessions, junitJourney(report)));
  write(
    files.dashboard,
    renderRunDashboard(runDir, report, { sessions, scenarioConfig: run.scenarioConfig }, redact),
  );
  return files;
}

/** dashboard.html of a run directory: the report, its sessions, and their log excerpts. */
export function renderRunDashboard(
  runDir: string,
  report: Report,
  run: Pick<RunResult, "scenarioConfig"> & { sessions: SessionList },
  redact: Redactor = reportRedactor(run.scenarioConfig),
): string {
  const shown = shownSessions(run.sessions);
  const logs = readLogExcerpts(runDir, shown, redact);
  return renderDashboard(report, run.sessions, { logs, shown });
}

/** report.json of a run directory, checked against the schema; a user error when absent or foreign. */
export function readRunReport(runDir: string): Report {
  const file = join(runDir, "report.json");
  if (!existsSync(file))
    throw new UserError("no report.json here: rebuild it with `agent-loadtest report`", runDir);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    throw new UserError("not JSON", file);
  }
  const parsed = ReportSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UserError(
      `${issue.message} (schemaVersion ${REPORT_SCHEMA_VERSION} expected); rebuild it with \`agent-loadtest report\``,
      file,
      issue.path.join(".") || undefined,
    );
  }
  return parsed.data;
}

/** A session's journey as junit.xml names it: the tag the report's journey table is by, else its task. */
export function junitJourney(report: Report): (s: SessionRecord) => string {
  const tag = journeyBreakdown(report)?.tag ?? "task";
  return (s) => (tag === "task" ? s.task : tag === "agent" ? s.agent : (s.tags[tag] ?? s.task));
}

export function junitSessions(report: Report, sessions: SessionRecord[]) {
  const journey = junitJourney(report);
  return sessions.map((s) => ({
    id: s.id,
    task: s.task,
    journey: journey(s),
    status: s.status,
    bucket: s.bucket,
    error: s.error,
    e2e_ms: s.e2e_ms,
    warmup: s.warmup,
  }));
}

/**
 * The end of each session's logs, failed sessions first, with secret values masked. At most
 * EXCERPT_TRIES session folders are looked at, so the cost stays bounded whatever the run's size.
 */
export function readLogExcerpts(
  runDir: string,
  sessions: SessionRecord[],
  secrets: readonly string[] | Redactor = [],
  maxSessions = EXCERPT_SESSIONS,
): Record<string, string> {
  const out: Record<string, string> = {};
  const order = [...sessions].sort((a, b) => Number(a.status === "passed") - Number(b.status === "passed"));
  const mask = typeof secrets === "function" ? secrets : makeRedactor(secrets);
  let kept = 0;
  let tries = 0;
  for (const s of order) {
    if (kept >= maxSessions || tries++ >= EXCERPT_TRIES) break;
    const dir = join(runDir, "sessions", s.id);
    if (!/^[\w.-]+$/.test(s.id) || !existsSync(dir)) continue;
    const parts: string[] = [];
    for (const name of LOG_FILES) {
      const text = tail(join(dir, name), EXCERPT_BYTES);
      if (text && text.trim() !== "") parts.push(`── ${name} ──\n${text.trimEnd()}`);
    }
    if (parts.length > 0) {
      // Masked before the cut, so a cut cannot leave half a secret unmasked.
      const text = mask(parts.join("\n"));
      out[s.id] = text.length > EXCERPT_SESSION_CHARS ? `${text.slice(0, EXCERPT_SESSION_CHARS - 1)}…` : text;
      kept++;
    }
  }
  return out;
}

function tail(file: string, bytes: number): string | null {
  if (!existsSync(file)) return null;
  const size = statSync(file).size;
  const n = Math.min(size, bytes);
  const buf = Buffer.alloc(n);
  const fd = openSync(file, "r");
  try {
    readSync(fd, buf, 0, n, size - n);
  } finally {
    closeSync(fd);
  }
  const text = buf.toString("utf8").replace(/^[\uFFFD]+/, "");
  return size > n ? `…${text}` : text;
}

/**
 * What this process decided is secret (the scenario it ran), plus — for a run folder rebuilt later,
 * whose scenario is recorded masked — the host variables it lists or that are named like secrets.
 */
function reportRedactor(scenario: unknown): Redactor {
  const named = (scenario as { secrets?: unknown } | null)?.secrets;
  const listed = Array.isArray(named) ? named.filter((x): x is string => typeof x === "string") : [];
  return makeRedactor([...knownSecrets(), ...secretValuesOf(process.env, listed)]);
}

/** The bisect's folder: report.json (the data), report.md and dashboard.html (the same, in words and a chart). */
export function writeBisect(out: string, r: BisectResult): { json: string; md: string; dashboard: string } {
  mkdirSync(out, { recursive: true });
  const files = {
    json: join(out, "report.json"),
    md: join(out, "report.md"),
    dashboard: join(out, "dashboard.html"),
  };
  // Commit subjects and authors are the repository's text: masked as every report is.
  const write = (file: string, text: string) => writeFileSync(file, knownRedactor()(text));
  write(files.json, `${JSON.stringify(r, null, 1)}\n`);
  write(files.md, renderBisect(r));
  write(files.dashboard, renderBisectDashboard(r));
  return files;
}
