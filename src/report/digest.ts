/**
 * What a reader must not miss, for every surface that shows a run: its error buckets with the first
 * message of each, and its warnings. report.md renders them as Markdown, the CLI prints them; both
 * read them here, so the terminal shows every warning the report shows. Text is plain and unescaped:
 * each surface escapes it for its medium.
 */
import { runnerLabel } from "../baseline/runner.js";
import { type Lang, lang } from "../i18n/i18n.js";
import { num } from "./format.js";
import type { Finding, Report } from "./schema.js";

export interface BucketRow {
  bucket: string;
  count: number;
  /** The first session that landed in the bucket, and its message. */
  example: { session: string; message: string | null } | null;
}

/** Error buckets, largest first (ties by name), each with its first session's message. */
export function bucketRows(r: Report): BucketRow[] {
  return Object.entries(r.error_buckets)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([bucket, count]) => ({ bucket, count, example: r.error_examples[bucket] ?? null }));
}

export type WarningKind = "open_loop" | "runner" | "note" | "baseline" | "finding";

/** Text from a run, a baseline or an agent made safe for one medium (Markdown, a terminal). */
export type Escape = (text: string) => string;

export interface ReportWarning {
  kind: WarningKind;
  /** Said first and stressed where the medium can (report.md: bold); the catalog's, trusted. */
  lead?: string;
  /** The warning in the report's language, the data in it escaped by the surface's `esc`. */
  text(esc: Escape): string;
}

/**
 * Every warning report.md shows, in its order: a run invalid as a measurement, a baseline from another
 * runner, the run's own warnings (an unreachable Prometheus, a stage cut short), no baseline yet, and
 * the diagnosis's warn and critical findings.
 */
export function reportWarnings(r: Report, L: Lang = lang(r.locale)): ReportWarning[] {
  const out: ReportWarning[] = [];
  const o = r.open_loop;
  if (o && !o.valid)
    out.push({
      kind: "open_loop",
      lead: L.t("open_loop.invalid"),
      text: (esc) => `${esc(o.invalid_reason ?? "")} (${openLoopRates(r, L)})`,
    });
  const m = r.baseline?.runner;
  const [base, run] = [m?.baseline, m?.run];
  if (m?.same === false && base && run)
    out.push({
      kind: "runner",
      text: (esc) => L.t("runner.other", { baseline: esc(runnerLabel(base)), run: esc(runnerLabel(run)) }),
    });
  for (const note of r.notes ?? []) out.push({ kind: "note", text: (esc) => esc(note) });
  // Model names are the provider's words: escaped as any other data.
  const unpriced = r.economy?.unpriced_models ?? [];
  const tables = [r.baseline?.found ? r.baseline.price_table : undefined, r.economy?.price_table];
  if (tables[0] && tables[1] && tables[0] !== tables[1])
    out.push({
      kind: "note",
      text: (esc) => L.t("kpi.repriced", { baseline: esc(tables[0] ?? ""), run: esc(tables[1] ?? "") }),
    });
  if (unpriced.length > 0)
    out.push({
      kind: "note",
      text: (esc) => L.t("kpi.unpriced", { models: esc(unpriced.slice(0, 5).join(", ")) }),
    });
  const b = r.baseline;
  // A missing or refused baseline the gate judged is said by its check; this is for the rest.
  const said = r.gate.checks.some(
    (c) => c.metric === "baseline" && c.kind === "regression" && c.status !== "pass",
  );
  if (b && !b.found && !said) {
    const key = b.refused ? (`headline.baseline_refused.${b.refused}` as const) : "headline.no_baseline";
    out.push({ kind: "baseline", text: (esc) => `${L.t(key)} (${esc(b.file)})` });
  }
  for (const f of r.findings.filter((f) => f.severity !== "info"))
    out.push({ kind: "finding", text: (esc) => esc(findingText(f, L).title) });
  return out;
}

/**
 * The folder a report's paths are shown relative to: the workspace in the Action (GITHUB_WORKSPACE),
 * else the working directory the CLI was started in (where the user's commands run from).
 */
export function displayRoot(env: Record<string, string | undefined>, cwd: string): string {
  return env.GITHUB_WORKSPACE || cwd;
}

/**
 * The report with every absolute path under `root` shown relative to it (`baselines/x.json`,
 * `runs/<id>`): the baseline's file, the checks' facts and reasons, the run's notes, the reproduce
 * command and error messages. This is where a report's paths leave the host; a path outside `root`
 * is left as it is, true if long.
 */
export function displayPaths(r: Report, root: string | null | undefined): Report {
  const base = root?.replace(/[\\/]+$/, "") ?? "";
  // "/" or "" would strip every path's first slash: nothing to be relative to.
  if (base.length < 2) return r;
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const under = new RegExp(`${escaped}(?:[\\\\/]+|(?![\\w.-]))`, "g");
  const rel = (s: string) => (s.includes(base) ? s.replace(under, (m) => (m === base ? "." : "")) : s);
  const relAll = <T>(v: T): T => (typeof v === "string" ? (rel(v) as T) : v);
  return {
    ...r,
    ...(r.baseline ? { baseline: { ...r.baseline, file: rel(r.baseline.file) } } : {}),
    ...(r.reproduce ? { reproduce: rel(r.reproduce) } : {}),
    ...(r.notes ? { notes: r.notes.map(rel) } : {}),
    error_examples: Object.fromEntries(
      Object.entries(r.error_examples).map(([k, ex]) => [
        k,
        ex && { ...ex, message: ex.message && rel(ex.message) },
      ]),
    ),
    gate: {
      ...r.gate,
      checks: r.gate.checks.map((c) => ({
        ...c,
        reason: rel(c.reason),
        ...(c.facts
          ? {
              facts: {
                ...c.facts,
                params: Object.fromEntries(Object.entries(c.facts.params).map(([k, v]) => [k, relAll(v)])),
              },
            }
          : {}),
      })),
    },
  };
}

/** An open-loop run's offered and achieved rates and its schedule lag, in words. */
export function openLoopRates(r: Report, L: Lang): string {
  const o = r.open_loop;
  if (!o) return "";
  return L.t("open_loop.rates", {
    offered: num(o.offered_sps, 2, L),
    achieved: num(o.achieved_sps, 2, L),
    lag: `${num(o.schedule_lag_p99_ms, 1, L)} ${L.t("unit.ms")}`,
  });
}

/**
 * A finding in the report's language: English keeps the rule's own title and detail; other languages
 * name the rule from the catalog and let the evidence line carry the numbers.
 */
export function findingText(f: Finding, L: Lang): { title: string; detail: string } {
  if (L.locale === "en") return { title: f.title, detail: f.detail };
  return { title: L.t(`finding.${f.rule}`), detail: "" };
}
