/**
 * The metrics and scheduler benchmarks: `npx vitest run --config bench/metrics.vitest.config.ts`.
 * Each prints its numbers and whether its target holds, and fails when one does not.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["bench/metrics.bench.ts", "bench/scheduler.bench.ts", "bench/redact.bench.ts"],
    // One file at a time, in a fresh process with gc exposed, so RSS and timings are the code's own.
    fileParallelism: false,
    pool: "forks",
    execArgv: ["--expose-gc"],
    testTimeout: 300_000,
    silent: false,
  },
});
