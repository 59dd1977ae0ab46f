/**
 * Resource samples over time, in the buckets of the run's time series. RunResult keeps only peaks and
 * means; the charts and the saturation rule need the samples' shape in time, which events.jsonl holds.
 */
import type { RunEvent } from "../events/events.js";
import type { ResourceSeries } from "./schema.js";

type ResourceEvent = Extract<RunEvent, { type: "resource" }>;

export function resourceSeries(
  events: Iterable<RunEvent>,
  grid: { t0: number; step_ms: number; buckets: number },
): ResourceSeries | null {
  const n = Math.max(1, grid.buckets);
  const cpu: (number | null)[] = new Array(n).fill(null);
  const mem: (number | null)[] = new Array(n).fill(null);
  const ratio: (number | null)[] = new Array(n).fill(null);
  const hostCpu: number[][] = Array.from({ length: n }, () => []);
  const hostMem: number[][] = Array.from({ length: n }, () => []);
  let limit: number | null = null;
  let seen = 0;
  const at = (t: number) => Math.min(n - 1, Math.max(0, Math.floor((t - grid.t0) / grid.step_ms)));
  const max = (a: number | null, b: number) => (a == null ? b : Math.max(a, b));
  for (const e of events) {
    if (e.type !== "resource") continue;
    const r = e as ResourceEvent;
    if (!Number.isFinite(r.cpu_pct) || !Number.isFinite(r.mem_bytes)) continue;
    seen++;
    const b = at(r.t);
    if (r.session) {
      cpu[b] = max(cpu[b], r.cpu_pct);
      mem[b] = max(mem[b], r.mem_bytes);
      if (r.mem_limit_bytes && r.mem_limit_bytes > 0) {
        ratio[b] = max(ratio[b], r.mem_bytes / r.mem_limit_bytes);
        limit = limit == null ? r.mem_limit_bytes : Math.min(limit, r.mem_limit_bytes);
      }
    } else {
      hostCpu[b].push(r.cpu_pct);
      hostMem[b].push(r.mem_bytes);
    }
  }
  if (seen === 0) return null;
  const mean = (xs: number[]) => (xs.length === 0 ? null : round(xs.reduce((a, v) => a + v, 0) / xs.length));
  return {
    t0: grid.t0,
    step_ms: grid.step_ms,
    cpu_pct: cpu.map((v) => (v == null ? null : round(v))),
    mem_bytes: mem,
    mem_ratio: ratio.map((v) => (v == null ? null : round(v))),
    host_cpu_pct: hostCpu.map(mean),
    host_mem_bytes: hostMem.map(mean),
    mem_limit_bytes: limit,
  };
}

function round(v: number): number {
  return Math.round(v * 1000) / 1000;
}
