/**
 * A vitest reporter that writes when each test file started and ended on the wall clock
 * (.tmp/timeline.json), for `npm run test:profile`. vitest's JSON report dates a file from its first test,
 * so a file's imports and `beforeAll` (an image build, an agent's first start) are missing from it; this
 * dates it from the moment a worker took it. It also notes how busy the machine's CPU was over the run,
 * and how much of it went to containers.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, resolve } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

const OUT = resolve(".tmp/timeline.json");
/** Every container's CPU on a cgroup v1 host (the Docker engine's cpuacct group), in nanoseconds. */
const CONTAINERS = "/sys/fs/cgroup/cpuacct/docker/cpuacct.usage";

/** The machine's busy CPU seconds since boot (/proc/stat), and the containers' where the engine's group is. */
function cpuNow(): { busy_s: number; containers_s: number | null } {
  const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n", 1)[0].trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are not busy
  const busy = ticks.slice(0, 8).reduce((a, t, i) => (i === 3 || i === 4 ? a : a + t), 0);
  return { busy_s: busy / 100, containers_s: containersSeconds() };
}

/** The containers' CPU seconds since the engine started, or null where its cgroup is not there. */
function containersSeconds(): number | null {
  try {
    return Number(readFileSync(CONTAINERS, "utf8")) / 1e9;
  } catch {
    return null;
  }
}

export default class TimelineReporter implements Reporter {
  /** Per test file (its absolute path, as the JSON report names it): when it started and ended. */
  private readonly files = new Map<string, { file: string; start: number; end?: number }>();
  private begun = Date.now();
  private cpu = cpuNow();

  onTestRunStart(): void {
    this.begun = Date.now();
    this.cpu = cpuNow();
  }

  onTestModuleStart(m: TestModule): void {
    this.files.set(m.moduleId, { file: m.moduleId, start: Date.now() });
  }

  onTestModuleEnd(m: TestModule): void {
    const f = this.files.get(m.moduleId);
    if (f) f.end = Date.now();
  }

  onTestRunEnd(): void {
    mkdirSync(dirname(OUT), { recursive: true });
    const now = cpuNow();
    const cpu = {
      cores: availableParallelism(),
      busy_s: now.busy_s - this.cpu.busy_s,
      containers_s:
        now.containers_s === null || this.cpu.containers_s === null
          ? null
          : now.containers_s - this.cpu.containers_s,
    };
    const timeline = { begun: this.begun, ended: Date.now(), cpu, files: [...this.files.values()] };
    writeFileSync(OUT, `${JSON.stringify(timeline, null, 1)}\n`);
  }
}
