/**
 * A container's cgroup, read from the host's /sys/fs/cgroup when the engine runs on this machine:
 * the cumulative CPU counter (0 when the container started) and memory, at once and exactly, where
 * the Engine's stats call answers only on its next one-second tick. v1 (cgroupfs or systemd driver)
 * and v2 layouts; null when none is readable (a remote engine, Docker Desktop's VM).
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export interface CgroupReading {
  /** CPU ns used by the container since it started. */
  usageNs: number;
  atMs: number;
  /** Memory in use, page cache that can be reclaimed left out (as `docker stats` shows it). */
  memBytes: number;
  memLimitBytes: number | null;
}

const read = (file: string): string | null => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
};

/** `key value` lines (cpu.stat, memory.stat) → the value of `key`. */
export function statValue(text: string, key: string): number | null {
  const m = new RegExp(`^${key} (\\d+)$`, "m").exec(text);
  return m ? Number(m[1]) : null;
}

/** A limit file's value: null for "max" (v2) or the "no limit" page-rounded maximum (v1). */
export function limitValue(text: string): number | null {
  const v = Number(text.trim());
  return Number.isFinite(v) && v > 0 && v < 2 ** 60 ? v : null;
}

type Reader = () => Omit<CgroupReading, "atMs"> | null;

function v2(dir: string): Reader | null {
  if (read(path.join(dir, "cpu.stat")) === null) return null;
  return () => {
    const usec = statValue(read(path.join(dir, "cpu.stat")) ?? "", "usage_usec");
    const mem = Number(read(path.join(dir, "memory.current")) ?? Number.NaN);
    if (usec === null || !Number.isFinite(mem)) return null;
    const cache = statValue(read(path.join(dir, "memory.stat")) ?? "", "inactive_file") ?? 0;
    const limit = read(path.join(dir, "memory.max"));
    return {
      usageNs: usec * 1000,
      memBytes: Math.max(0, mem - cache),
      memLimitBytes: limit === null ? null : limitValue(limit),
    };
  };
}

function v1(cpuDir: string, memDir: string): Reader | null {
  if (read(path.join(cpuDir, "cpuacct.usage")) === null) return null;
  return () => {
    const usage = Number(read(path.join(cpuDir, "cpuacct.usage")) ?? Number.NaN);
    const mem = Number(read(path.join(memDir, "memory.usage_in_bytes")) ?? Number.NaN);
    if (!Number.isFinite(usage) || !Number.isFinite(mem)) return null;
    const cache = statValue(read(path.join(memDir, "memory.stat")) ?? "", "total_inactive_file") ?? 0;
    const limit = read(path.join(memDir, "memory.limit_in_bytes"));
    return {
      usageNs: usage,
      memBytes: Math.max(0, mem - cache),
      memLimitBytes: limit === null ? null : limitValue(limit),
    };
  };
}

/** The container's cgroup reader, or null when this host does not show it. */
export function hostCgroup(id: string, root = "/sys/fs/cgroup"): (() => CgroupReading | null) | null {
  if (!/^[0-9a-f]{12,64}$/.test(id)) return null;
  const leaves = [`docker/${id}`, `system.slice/docker-${id}.scope`];
  let reader: Reader | null = null;
  for (const leaf of leaves) {
    reader ??= v2(path.join(root, leaf));
    for (const cpu of ["cpuacct", "cpu,cpuacct"])
      reader ??= v1(path.join(root, cpu, leaf), path.join(root, "memory", leaf));
  }
  if (!reader) return null;
  const found = reader;
  return () => {
    const r = found();
    return r ? { ...r, atMs: Date.now() } : null;
  };
}
