/**
 * A session container's CPU and memory. CPU comes from the cgroup's cumulative usage counter: each
 * sample is the usage between two readings over the time between them, the first from the
 * container's start (the counter is 0 there), so no sample reads 0 for want of a previous one. Read
 * from the host's cgroup files (cgroup.ts), a last reading at stop covers the tail too, so every
 * moment of a container's life is in exactly one sample however short the session; through the
 * Engine's stats call (a remote engine), which answers on its next one-second tick, there is none.
 */
import type Dockerode from "dockerode";
import type { SessionEvent } from "../../events/events.js";
import { type CgroupReading, hostCgroup } from "./cgroup.js";

/** One reading of the counter: CPU ns used since the container started, at a wall-clock ms. */
export interface CpuReading {
  usageNs: number;
  atMs: number;
}

/** CPU between two readings, as a share of one core (100 = one core busy the whole time). */
export function cpuPctBetween(a: CpuReading, b: CpuReading): number | null {
  const ms = b.atMs - a.atMs;
  if (!(ms > 0) || !(b.usageNs >= a.usageNs)) return null;
  return Math.round(((b.usageNs - a.usageNs) / 1e6 / ms) * 10_000) / 100;
}

interface Stats {
  read?: string;
  cpu_stats?: { cpu_usage?: { total_usage?: number } };
  memory_stats?: { usage?: number; limit?: number; stats?: Record<string, number> };
}

/** The Engine's stats as a reading: the daemon's time of it, memory without reclaimable page cache. */
export function readingOfStats(st: Stats): CgroupReading | null {
  const usage = st.cpu_stats?.cpu_usage?.total_usage;
  const mem = st.memory_stats;
  // Right after start the daemon may have no sample yet.
  if (usage === undefined || mem?.usage === undefined) return null;
  const at = st.read ? Date.parse(st.read) : Number.NaN;
  const cache = mem.stats?.total_inactive_file ?? mem.stats?.inactive_file ?? 0;
  return {
    usageNs: usage,
    atMs: Number.isFinite(at) && at > 0 ? at : Date.now(),
    memBytes: Math.max(0, mem.usage - cache),
    memLimitBytes: mem.limit ?? null,
  };
}

async function engineReading(container: Dockerode.Container): Promise<CgroupReading | null> {
  try {
    const st = await container.stats({ stream: false, "one-shot": true } as { stream: false });
    return readingOfStats(st as unknown as Stats);
  } catch {
    // The container is going away; the session's own steps report that.
    return null;
  }
}

/**
 * Samples `container` every `everyMs` until the returned stop. `since` is when the container started
 * (its counter was 0 then); without it (a container started earlier, for the pool) the first reading
 * is the baseline and the samples cover the session from there.
 */
export function startSampler(
  container: Dockerode.Container,
  everyMs: number,
  emit: (e: SessionEvent) => void,
  since: number | null,
  host: (() => CgroupReading | null) | null = hostCgroup(container.id),
): () => Promise<void> {
  if (everyMs <= 0) return async () => undefined;
  let prev: CpuReading | null = since === null ? null : { usageNs: 0, atMs: since };
  const take = (cur: CgroupReading | null): void => {
    if (!cur) return;
    if (prev === null) {
      // The first reading of a container started earlier is the baseline.
      prev = cur;
      return;
    }
    const cpu = cpuPctBetween(prev, cur);
    // A reading older than the last, or a counter that went back: wait for a later one.
    if (cpu === null) return;
    emit({
      type: "resource",
      cpu_pct: cpu,
      mem_bytes: cur.memBytes,
      mem_limit_bytes: cur.memLimitBytes,
      interval_ms: cur.atMs - prev.atMs,
    });
    prev = cur;
  };
  let busy = false;
  const tick = async (): Promise<void> => {
    if (host) return take(host());
    if (busy) return;
    busy = true;
    take(await engineReading(container));
    busy = false;
  };
  if (prev === null) void tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    if (host) take(host());
  };
}
