/**
 * Container CPU from the cgroup's cumulative counter: the arithmetic, the cgroup files of each layout,
 * and the sampler's first sample (from the container's start) and last (at its stop).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type Dockerode from "dockerode";
import { describe, expect, it } from "vitest";
import type { SessionEvent } from "../../../../src/events/events.js";
import {
  type CgroupReading,
  hostCgroup,
  limitValue,
  statValue,
} from "../../../../src/runtimes/docker/cgroup.js";
import { cpuPctBetween, readingOfStats, startSampler } from "../../../../src/runtimes/docker/sampler.js";

const ID = "c7aa5cb30b88f6d971d2143afa59d592ee3387a4ea1beb98cf828d2e7433394b";

describe("cpuPctBetween: usage between two readings over the time between them, of one core", () => {
  it.each([
    ["one core the whole second", { usageNs: 0, atMs: 0 }, { usageNs: 1e9, atMs: 1000 }, 100],
    ["half a core", { usageNs: 5e8, atMs: 1000 }, { usageNs: 1e9, atMs: 2000 }, 50],
    ["two cores", { usageNs: 0, atMs: 0 }, { usageNs: 6e9, atMs: 3000 }, 200],
    ["idle", { usageNs: 7, atMs: 0 }, { usageNs: 7, atMs: 1000 }, 0],
    ["no time between them", { usageNs: 0, atMs: 5 }, { usageNs: 10, atMs: 5 }, null],
    ["a counter that went back (another container)", { usageNs: 9, atMs: 0 }, { usageNs: 1, atMs: 5 }, null],
  ])("%s", (_name, a, b, want) => {
    expect(cpuPctBetween(a, b)).toBe(want);
  });
});

describe("cgroup files", () => {
  it.each([
    ["usage_usec 12345\nuser_usec 1\n", "usage_usec", 12345],
    ["cache 4\ntotal_inactive_file 77\n", "total_inactive_file", 77],
    ["inactive_file_x 5\n", "inactive_file", null],
  ])("statValue(%j, %s) = %s", (text, key, want) => {
    expect(statValue(text, key)).toBe(want);
  });

  it.each([
    ["67108864\n", 67108864],
    ["max\n", null],
    ["9223372036854771712\n", null],
  ])("limitValue(%j) = %s", (text, want) => {
    expect(limitValue(text)).toBe(want);
  });

  const write = (dir: string, files: Record<string, string>) => {
    mkdirSync(dir, { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  };

  it("reads v1 (cgroupfs driver): cpuacct.usage in ns, memory without inactive page cache", () => {
    const root = mkdtempSync(path.join(tmpdir(), "cgroup-v1-"));
    write(path.join(root, "cpuacct/docker", ID), { "cpuacct.usage": "39483591\n" });
    write(path.join(root, "memory/docker", ID), {
      "memory.usage_in_bytes": "5000\n",
      "memory.stat": "cache 10\ntotal_inactive_file 1000\n",
      "memory.limit_in_bytes": "67108864\n",
    });
    expect(hostCgroup(ID, root)?.()).toMatchObject({
      usageNs: 39483591,
      memBytes: 4000,
      memLimitBytes: 67108864,
    });
  });

  it("reads v2 (systemd driver): usage_usec, memory.current, no limit as max", () => {
    const root = mkdtempSync(path.join(tmpdir(), "cgroup-v2-"));
    write(path.join(root, `system.slice/docker-${ID}.scope`), {
      "cpu.stat": "usage_usec 2500\nuser_usec 2000\n",
      "memory.current": "8192\n",
      "memory.stat": "anon 1\ninactive_file 192\n",
      "memory.max": "max\n",
    });
    expect(hostCgroup(ID, root)?.()).toMatchObject({
      usageNs: 2_500_000,
      memBytes: 8000,
      memLimitBytes: null,
    });
  });

  it("null where this host shows no such container (a remote engine), or for a name that is no id", () => {
    const root = mkdtempSync(path.join(tmpdir(), "cgroup-none-"));
    expect(hostCgroup(ID, root)).toBeNull();
    expect(hostCgroup("../../etc", root)).toBeNull();
  });
});

describe("readingOfStats: the Engine's stats as a reading", () => {
  it("takes the daemon's time of the reading and leaves reclaimable page cache out", () => {
    const r = readingOfStats({
      read: "2026-12-01T20:12:26.529231864Z",
      cpu_stats: { cpu_usage: { total_usage: 41334688 } },
      memory_stats: { usage: 5000, limit: 64, stats: { inactive_file: 1000 } },
    });
    expect(r).toEqual({
      usageNs: 41334688,
      atMs: Date.parse("2026-12-01T20:12:26.529Z"),
      memBytes: 4000,
      memLimitBytes: 64,
    });
  });
  it("null before the daemon has a sample", () => {
    expect(readingOfStats({ cpu_stats: {}, memory_stats: {} })).toBeNull();
  });
});

describe("startSampler", () => {
  const container = { id: ID } as Dockerode.Container;
  const reader = (readings: CgroupReading[]) => () => readings.shift() ?? null;
  const at = (usageS: number, atMs: number): CgroupReading => ({
    usageNs: usageS * 1e9,
    atMs,
    memBytes: 100,
    memLimitBytes: null,
  });

  it("a session shorter than the period: one sample, from the container's start to its stop", async () => {
    const events: SessionEvent[] = [];
    const stop = startSampler(container, 60_000, (e) => events.push(e), 1000, reader([at(0.4, 1500)]));
    await stop();
    expect(events).toEqual([
      { type: "resource", cpu_pct: 80, mem_bytes: 100, mem_limit_bytes: null, interval_ms: 500 },
    ]);
  });

  it("a container started before the session (prewarmed): the first reading is the baseline", async () => {
    const events: SessionEvent[] = [];
    const stop = startSampler(
      container,
      60_000,
      (e) => events.push(e),
      null,
      reader([at(9, 1000), at(9.5, 2000)]),
    );
    await stop();
    expect(events).toEqual([
      { type: "resource", cpu_pct: 50, mem_bytes: 100, mem_limit_bytes: null, interval_ms: 1000 },
    ]);
  });

  it("sampling off: no reading at all", async () => {
    let reads = 0;
    const stop = startSampler(
      container,
      0,
      () => undefined,
      1000,
      () => {
        reads++;
        return null;
      },
    );
    await stop();
    expect(reads).toBe(0);
  });
});
