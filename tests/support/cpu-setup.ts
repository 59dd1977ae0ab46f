/**
 * When TEST_CPU_LOG names a file (`npm test` sets it): after each test file, one line of the CPU seconds
 * its worker and the children it waited for (the CLI runs, agents and tools it started) used on it, for
 * `npm run test:profile`. A container's CPU is the engine's: the timeline reporter counts it per run.
 */
import { appendFileSync, readFileSync } from "node:fs";
import { isMainThread } from "node:worker_threads";
import { afterAll, expect } from "vitest";

const LOG = process.env.TEST_CPU_LOG;

/**
 * In a forked worker: utime + stime of the process and cutime + cstime of its waited-for children; in a
 * worker thread (the unit tier, whose files share one process): the thread's own. In seconds.
 */
function cpuSeconds(): number {
  const stat = isMainThread ? "/proc/self/stat" : "/proc/thread-self/stat";
  const f = readFileSync(stat, "utf8").split(") ")[1].split(" ");
  const own = Number(f[11]) + Number(f[12]);
  return (isMainThread ? own + Number(f[13]) + Number(f[14]) : own) / 100;
}

if (LOG) {
  // Taken before the file's imports: they count.
  const start = cpuSeconds();
  afterAll(() => {
    const line = { file: expect.getState().testPath ?? "", cpu_s: cpuSeconds() - start, at: Date.now() };
    appendFileSync(LOG, `${JSON.stringify(line)}\n`);
  });
}
