/**
 * Samples the host's CPU and memory while a run is under way, as resource events without a session:
 * the runner itself is part of what a load test measures (a saturated runner explains slow sessions).
 */
import { cpus, freemem, totalmem } from "node:os";
import type { RunEvent } from "../events/events.js";

interface CpuTimes {
  busy: number;
  total: number;
}

function cpuTimes(): CpuTimes {
  let busy = 0;
  let total = 0;
  for (const c of cpus()) {
    const t = c.times;
    const all = t.user + t.nice + t.sys + t.idle + t.irq;
    busy += all - t.idle;
    total += all;
  }
  return { busy, total };
}

/** CPU use between two readings, as a percentage of all cores (100 = every core busy). */
export function cpuPercent(a: CpuTimes, b: CpuTimes): number {
  const total = b.total - a.total;
  return total <= 0 ? 0 : Math.round(((b.busy - a.busy) / total) * 1000) / 10;
}

/** Starts sampling every `intervalMs`; the returned function stops it. */
export function sampleHost(intervalMs: number, write: (e: RunEvent) => void): () => void {
  if (intervalMs <= 0) return () => {};
  let last = cpuTimes();
  const timer = setInterval(() => {
    const now = cpuTimes();
    write({
      type: "resource",
      t: Date.now(),
      session: null,
      cpu_pct: cpuPercent(last, now),
      mem_bytes: totalmem() - freemem(),
      mem_limit_bytes: totalmem(),
    });
    last = now;
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
