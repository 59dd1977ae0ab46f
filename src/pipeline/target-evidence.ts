/**
 * The run's target-side evidence step: while the load runs, instant queries every `step_sec` (live
 * progress); when it stops, one `query_range` per series over the run's window and the imported files.
 * Everything lands in events.jsonl as `target` events. A failing or slow Prometheus, or a bad file,
 * is a warning in the report's notes: the run and its verdict never depend on it.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { RunEvent } from "../events/events.js";
import { parseEventLog, parsePromResult, parseSeriesCsv } from "../evidence/files.js";
import { type TargetQuery, targetQueries } from "../evidence/presets.js";
import type { TargetSource } from "../evidence/types.js";
import type { EvidenceFile, PrometheusEvidence } from "../scenario/evidence.js";
import type { LoadedScenario } from "../scenario/model.js";
import { type PrometheusClient, prometheusClient } from "./prometheus-client.js";

/** Prometheus refuses range queries past 11,000 points per series. */
const MAX_RANGE_POINTS = 11_000;

export interface TargetWatch {
  /** Ends live polling and records the window's series and files; never throws. */
  stop(): Promise<void>;
}

type Write = (e: RunEvent) => void;

export function watchTarget(
  loaded: LoadedScenario,
  write: Write,
  env: Record<string, string | undefined> = process.env,
): TargetWatch {
  const evidence = loaded.scenario.evidence;
  if (!evidence) return { stop: async () => {} };
  const startedAt = Date.now();
  const warned = new Set<string>();
  const warn = (message: string) => {
    if (warned.has(message)) return;
    warned.add(message);
    write({ type: "log", t: Date.now(), level: "warn", message: `target evidence: ${message}` });
  };
  const prom = evidence.prometheus;
  const client = prom ? clientFor(prom, env, warn) : null;
  const live = prom && client ? pollLive(prom, client, write, warn) : null;
  return {
    async stop() {
      const endedAt = Date.now();
      await live?.stop();
      const margin = evidence.margin_sec * 1000;
      if (prom && client) await recordRange(prom, client, startedAt - margin, endedAt, write, warn);
      const window = { from: startedAt - margin, to: endedAt + margin };
      for (const f of evidence.files) importFile(f, loaded.dir, window, write, warn);
    },
  };
}

function clientFor(
  prom: PrometheusEvidence,
  env: Record<string, string | undefined>,
  warn: (m: string) => void,
): PrometheusClient {
  const headers: Record<string, string> = {};
  for (const [header, name] of Object.entries(prom.headers_env ?? {})) {
    const value = env[name];
    if (value) headers[header] = value;
    else warn(`header ${header}: environment variable ${name} is not set; querying without it`);
  }
  return prometheusClient(prom.url, headers, prom.timeout_sec * 1000);
}

function seriesEvent(name: string, q: TargetQuery, source: TargetSource) {
  return (s: { labels: Record<string, string>; points: [number, number][] }): RunEvent => ({
    type: "target",
    t: Date.now(),
    name,
    labels: s.labels,
    unit: q.unit ?? null,
    role: q.role ?? null,
    limit: q.limit ?? null,
    source,
    points: s.points,
  });
}

/** Instant queries every step, one round at a time (a slow Prometheus skips rounds, never piles them up). */
function pollLive(
  prom: PrometheusEvidence,
  client: PrometheusClient,
  write: Write,
  warn: (m: string) => void,
) {
  const queries = Object.entries(targetQueries(prom));
  let round: Promise<unknown> | null = null;
  const tick = () => {
    if (round) return;
    const at = Date.now();
    round = Promise.all(
      queries.map(([name, q]) =>
        client.instant(q.promql, at, q.labels).then(
          (found) => {
            for (const s of found) write(seriesEvent(name, q, "instant")(s));
          },
          // One line per cause: an unreachable Prometheus fails every query the same way.
          (e) => warn(`live queries failed: ${(e as Error).message}`),
        ),
      ),
    ).finally(() => {
      round = null;
    });
  };
  const timer = setInterval(tick, prom.step_sec * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await round;
    },
  };
}

async function recordRange(
  prom: PrometheusEvidence,
  client: PrometheusClient,
  from: number,
  to: number,
  write: Write,
  warn: (m: string) => void,
): Promise<void> {
  const step = Math.max(prom.step_sec, Math.ceil((to - from) / 1000 / MAX_RANGE_POINTS));
  const failed = new Map<string, string[]>();
  const empty: string[] = [];
  await Promise.all(
    Object.entries(targetQueries(prom)).map(async ([name, q]) => {
      try {
        const found = await client.range(q.promql, from, to, step, q.labels);
        if (found.every((s) => s.points.length === 0)) empty.push(name);
        for (const s of found) if (s.points.length > 0) write(seriesEvent(name, q, "range")(s));
      } catch (e) {
        const why = (e as Error).message;
        failed.set(why, [...(failed.get(why) ?? []), name]);
      }
    }),
  );
  for (const [why, names] of failed)
    warn(`${plural(names, "query", "queries")} ${names.sort().join(", ")} failed: ${why}`);
  if (empty.length)
    warn(`${plural(empty, "query", "queries")} ${empty.sort().join(", ")} returned no data over the run`);
}

function plural(xs: unknown[], one: string, many: string): string {
  return xs.length === 1 ? one : many;
}

/** One file of `evidence.files`, clipped to the run's window (plus margin). */
function importFile(
  f: EvidenceFile,
  dir: string,
  window: { from: number; to: number },
  write: Write,
  warn: (m: string) => void,
): void {
  const inWindow = (t: number) => t >= window.from && t <= window.to;
  let text: string;
  try {
    text = readFileSync(resolve(dir, f.path), "utf8");
  } catch (e) {
    warn(`cannot read ${f.path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    return;
  }
  try {
    if ("log" in f) {
      const marks = parseEventLog(text, f);
      const kept = marks.filter((m) => inWindow(m.t));
      if (marks.length > 0 && kept.length === 0)
        warn(`${f.path}: none of its ${marks.length} events fall in the run`);
      for (const m of kept) write({ type: "target_mark", log: f.log, ...m });
      return;
    }
    const parsed = /\.json$/i.test(f.path)
      ? parsePromResult(JSON.parse(text))
      : parseSeriesCsv(text, f.label);
    const q: TargetQuery = { promql: "", unit: f.unit, role: f.role, limit: f.limit };
    let kept = 0;
    for (const s of parsed) {
      const points = s.points.filter(([t]) => inWindow(t));
      kept += points.length;
      if (points.length > 0) write(seriesEvent(f.name, q, "file")({ labels: s.labels, points }));
    }
    if (kept === 0) warn(`${f.path}: no points fall in the run`);
  } catch (e) {
    warn(`${f.path}: ${(e as Error).message}`);
  }
}
