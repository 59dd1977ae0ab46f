/**
 * Per-session samples a baseline keeps: the metrics present, and the capped, task-balanced sample.
 * Which sessions count for each figure is src/metrics/figures.ts's to say.
 */
import type { SessionRecord } from "../metrics/types.js";
import { ECONOMY_METRICS } from "../scenario/thresholds.js";
import type { BaselineSample } from "./schema.js";

/** Names of the per-session metrics present in these sessions. */
export function sessionMetricNames(sessions: readonly SessionRecord[]): string[] {
  const names = new Set<string>();
  for (const s of sessions) {
    names.add("e2e_ms");
    if (s.ttft_ms !== null) names.add("ttft_ms");
    if (s.tpot_ms !== null) names.add("tpot_ms");
    for (const p of Object.keys(s.phases)) names.add(`${p}_ms`);
    for (const k of Object.keys(s.spans)) names.add(`${k}_ms`);
    if (s.economy) for (const m of ECONOMY_METRICS) if (s.economy[m] != null) names.add(m);
  }
  return [...names].sort();
}

export function toSample(s: SessionRecord): BaselineSample {
  return {
    task: s.task,
    pair: s.pair,
    ...(Object.keys(s.tags).length > 0 ? { tags: s.tags } : {}),
    e2e_ms: s.e2e_ms,
    ttft_ms: s.ttft_ms,
    pass: s.status === "passed",
    bucket: s.bucket,
    ...(s.economy ? { economy: s.economy } : {}),
  };
}

/**
 * At most `cap` sessions, deterministic, keeping every task represented as evenly as the run allows
 * (water-filling: small tasks keep all their sessions, large ones share the rest), and within a task
 * spread evenly over the run's time so early and late sessions both stay.
 */
export function downsample(sessions: readonly SessionRecord[], cap: number): SessionRecord[] {
  if (sessions.length <= cap) return [...sessions];
  const byTask = new Map<string, SessionRecord[]>();
  for (const s of sessions) {
    const list = byTask.get(s.task) ?? [];
    list.push(s);
    byTask.set(s.task, list);
  }
  const tasks = [...byTask.keys()].sort();
  const size = (t: string) => byTask.get(t)!.length;
  // Water level: the largest per-task allowance whose total fits the cap.
  const total = (level: number) => tasks.reduce((sum, t) => sum + Math.min(size(t), level), 0);
  let lo = 0;
  let hi = Math.max(...tasks.map(size));
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (total(mid) <= cap) lo = mid;
    else hi = mid - 1;
  }
  const quota = new Map(tasks.map((t) => [t, Math.min(size(t), lo)]));
  // What the level leaves over goes one per task, in name order, to tasks that still have sessions.
  let remaining = cap - total(lo);
  for (const t of tasks) {
    if (remaining > 0 && quota.get(t)! < size(t)) {
      quota.set(t, quota.get(t)! + 1);
      remaining--;
    }
  }
  const out: SessionRecord[] = [];
  for (const t of tasks) {
    const list = byTask.get(t)!.sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const q = quota.get(t)!;
    for (let i = 0; i < q; i++) out.push(list[Math.floor(((i + 0.5) * list.length) / q)]);
  }
  return out;
}
