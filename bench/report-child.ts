/**
 * One `agent-loadtest report <run-dir>` in a fresh process, as a user runs it: prints its wall time and
 * the process's peak RSS as one JSON line on stdout (the command's own lines go to stderr).
 *
 *   node .tmp/report-bench/report-child.mjs <run-dir> <baseline-dir>
 */
import { reportCommand } from "../src/cli/report.js";

const [runDir, baselineDir] = process.argv.slice(2);
const log = console.log;
console.log = (...args: unknown[]) => console.error(...args);
const t0 = performance.now();
const code = await reportCommand([runDir, "--baseline-dir", baselineDir]);
const ms = performance.now() - t0;
log(JSON.stringify({ code, ms, rss_kb: process.resourceUsage().maxRSS }));
