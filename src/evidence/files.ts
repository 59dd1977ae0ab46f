/**
 * Parsers of the target's exported evidence, text in, points out (no I/O): Prometheus API JSON
 * (`query_range` matrix or instant vector), Prometheus CSV exports, and JSONL event logs.
 */
import { fieldsOf, jsonLines, NOT_JSON } from "../jsonl.js";

export interface ParsedSeries {
  labels: Record<string, string>;
  points: [number, number][];
}

/** A file the user pointed at that does not parse; the message names the line when there is one. */
export class EvidenceFormatError extends Error {}

/** Seconds, milliseconds or an ISO date → epoch ms; NaN when none of them. */
export function parseTime(v: unknown): number {
  if (typeof v === "number") return v < 1e11 ? v * 1000 : v;
  if (typeof v !== "string" || v.trim() === "") return Number.NaN;
  const s = v.trim();
  if (/^[+-]?\d+(\.\d+)?$/.test(s)) return parseTime(Number(s));
  return Date.parse(s);
}

function sample(pair: unknown): [number, number] | null {
  if (!Array.isArray(pair) || pair.length < 2) return null;
  const t = parseTime(pair[0]);
  const v = Number(pair[1]);
  return Number.isFinite(t) && Number.isFinite(v) ? [t, v] : null;
}

function keepLabels(metric: unknown, keep: readonly string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!metric || typeof metric !== "object") return out;
  for (const [k, v] of Object.entries(metric as Record<string, unknown>)) {
    if (k === "__name__" || typeof v !== "string") continue;
    if (!keep || keep.includes(k)) out[k] = v;
  }
  return out;
}

/**
 * A Prometheus HTTP API answer (`{status, data: {resultType, result}}`, or its `data` alone): one entry
 * per result series; NaN and ±Inf samples are dropped (a histogram quantile with no traffic).
 */
export function parsePromResult(body: unknown, keep?: readonly string[]): ParsedSeries[] {
  const root = body as { status?: unknown; error?: unknown; data?: unknown } | null;
  if (root?.status === "error")
    throw new EvidenceFormatError(`Prometheus said: ${String(root.error ?? "error")}`);
  const data = (root && "data" in root ? root.data : root) as {
    resultType?: unknown;
    result?: unknown;
  } | null;
  if (!data || !Array.isArray(data.result))
    throw new EvidenceFormatError("expected a Prometheus API answer with data.result");
  if (data.resultType === "scalar") {
    const p = sample(data.result);
    return p ? [{ labels: {}, points: [p] }] : [];
  }
  return data.result.map((r: { metric?: unknown; values?: unknown; value?: unknown }) => {
    const raw = Array.isArray(r.values) ? r.values : r.value ? [r.value] : [];
    const points = raw.map(sample).filter((p): p is [number, number] => p !== null);
    return { labels: keepLabels(r.metric, keep), points };
  });
}

/** `a,"b,c",d` → cells; doubled quotes inside quotes are one quote (RFC 4180). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      cells.push(cur);
      cur = "";
    } else cur += c;
  }
  cells.push(cur);
  return cells.map((x) => x.trim());
}

/**
 * A wide CSV as Prometheus and Grafana export it: the first column is the time (epoch s, ms or ISO),
 * every other column one series, named by its header cell under `label`. Empty cells are gaps.
 */
export function parseSeriesCsv(text: string, label: string): ParsedSeries[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "" && !l.startsWith("#"));
  if (lines.length === 0) throw new EvidenceFormatError("empty CSV; expected a header row: time,<series>...");
  const header = csvCells(lines[0]);
  if (header.length < 2)
    throw new EvidenceFormatError("line 1: expected a time column and at least one series");
  const out: ParsedSeries[] = header.slice(1).map((h, i) => ({
    labels: { [label]: h || `column_${i + 2}` },
    points: [],
  }));
  lines.slice(1).forEach((line, i) => {
    const cells = csvCells(line);
    const t = parseTime(cells[0]);
    if (!Number.isFinite(t))
      throw new EvidenceFormatError(`line ${i + 2}: ${JSON.stringify(cells[0])} is not a time`);
    out.forEach((s, j) => {
      const cell = cells[j + 1];
      if (cell === undefined || cell === "") return;
      const v = Number(cell);
      if (Number.isFinite(v)) s.points.push([t, v]);
    });
  });
  for (const s of out) s.points.sort((a, b) => a[0] - b[0]);
  return out;
}

export interface EventLogFields {
  time_field: string;
  duration_field: string;
  duration_unit: "ms" | "s";
  label_field: string;
}

export interface ParsedMark {
  t: number;
  label: string;
  duration_ms: number | null;
}

/** A JSONL event log (slow queries: time, duration, statement digest); a line without a time is an error. */
export function parseEventLog(text: string, f: EventLogFields): ParsedMark[] {
  const out: ParsedMark[] = [];
  for (const [line, value] of jsonLines(text)) {
    if (value === NOT_JSON) throw new EvidenceFormatError(`line ${line}: not JSON`);
    const o = fieldsOf(value);
    const t = parseTime(o[f.time_field]);
    if (!Number.isFinite(t)) throw new EvidenceFormatError(`line ${line}: no time in field ${f.time_field}`);
    const d = Number(o[f.duration_field]);
    const label = o[f.label_field];
    out.push({
      t,
      label: typeof label === "string" ? label : label == null ? "" : JSON.stringify(label),
      duration_ms:
        Number.isFinite(d) && o[f.duration_field] != null ? (f.duration_unit === "s" ? d * 1000 : d) : null,
    });
  }
  return out;
}
