/**
 * One `agent-loadtest report <run-dir>` in a fresh process, as a user runs it: prints its wall time, CPU time,
 * the process's time from its start (loading the bundle included) and its peak RSS as one JSON line on stdout
 * (the command's own lines go to stderr).
 *
 *   node .tmp/report-bench/report-child.mjs <run-dir> <baseline-dir>
 */
import { reportCommand } from "../src/cli/report.js";

const [runDir, baselineDir] = process.argv.slice(2);
const log = console.log;
console.log = (...args: unknown[]) => console.error(...args);
const cpu = () => {
  const u = process.resourceUsage();
  return (u.userCPUTime + u.systemCPUTime) / 1000;
};
const t0 = performance.now();
const cpu0 = cpu();
const code = await reportCommand([runDir, "--baseline-dir", baselineDir]);
const ms = performance.now() - t0;
// CPU (user + sys, every thread) over the same span as the wall time: on a shared runner the wall
// time carries other work's noise, the CPU time far less.
const cpuMs = cpu() - cpu0;
// The process's whole life so far (performance.now counts from its start): the command plus loading it.
const processMs = performance.now();
log(
  JSON.stringify({ code, ms, cpu_ms: cpuMs, process_ms: processMs, rss_kb: process.resourceUsage().maxRSS }),
);
