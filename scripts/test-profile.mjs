#!/usr/bin/env node
// `npm run test:profile [report.json]`: where the suite's time goes, from vitest's JSON report (`npm test`
// writes .tmp/vitest.json) and, beside it, the timeline reporter's .tmp/timeline.json (when a worker took
// each file and when it finished it: the JSON report dates a file from its first test, without its imports
// and beforeAll), and the CPU log of tests/support/cpu-setup.ts (.tmp/cpu.jsonl: what each file's processes
// used). Prints the ten slowest files and the ten costliest in CPU, each tier's files, tests and summed file time, the wall time
// (the run's start, global setups included, to its end) and the average number of files running at once;
// then the assertion count (scripts/count-expects.mjs).
import { readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { expectsLine } from "./count-expects.mjs";

const ROOT = join(fileURLToPath(import.meta.url), "../..");
const file = process.argv[2] ?? join(ROOT, ".tmp/vitest.json");

let report;
try {
  report = JSON.parse(readFileSync(file, "utf8"));
} catch (e) {
  console.error(`test:profile: cannot read ${file} (${e.message}); run npm test, or vitest with`);
  console.error(
    "  --reporter=json --outputFile.json=.tmp/vitest.json --reporter=./tests/support/timeline-reporter.ts",
  );
  process.exit(1);
}

/** The timeline reporter's record of the same run, or none (an older run, or a run without it). */
function timelineOf(report) {
  try {
    const t = JSON.parse(readFileSync(join(dirname(file), "timeline.json"), "utf8"));
    // Both reporters start within moments of each other; a timeline left by another run is not this one's.
    return Math.abs(t.begun - report.startTime) < 60_000 ? t : undefined;
  } catch {
    return undefined;
  }
}
const timeline = timelineOf(report);
const taken = new Map((timeline?.files ?? []).map((f) => [f.file, f]));

/** CPU seconds per test file, from this run's lines of the CPU log (a line from another run is not used). */
function cpuOf(report) {
  const until = timeline?.ended ?? Date.now();
  const since = timeline?.begun ?? report.startTime;
  const cpu = new Map();
  try {
    for (const line of readFileSync(join(dirname(file), "cpu.jsonl"), "utf8").split("\n")) {
      if (!line) continue;
      const l = JSON.parse(line);
      // One line per file, written when the file ends: inside the run's span.
      if (l.at >= since && l.at <= until) cpu.set(l.file, l.cpu_s);
    }
  } catch {
    // no CPU log: the profile shows time alone
  }
  return cpu;
}
const cpu = cpuOf(report);

const files = report.testResults
  .map((r) => {
    const path = relative(ROOT, r.name);
    const parts = path.split(sep);
    const start = taken.get(r.name)?.start ?? r.startTime;
    const end = taken.get(r.name)?.end ?? r.endTime;
    return {
      path,
      tier: parts[0] === "tests" && parts.length > 2 ? parts[1] : "(other)",
      ms: end - start,
      start,
      end,
      tests: r.assertionResults?.length ?? 0,
      cpu: cpu.get(r.name),
      status: r.status,
    };
  })
  .filter((f) => Number.isFinite(f.ms));
if (files.length === 0) {
  console.error(`test:profile: ${file} has no test files with start and end times`);
  process.exit(1);
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const pad = (text, n) => String(text).padStart(n);

const cpuText = (f) => (f.cpu === undefined ? "" : ` cpu ${pad(f.cpu.toFixed(1), 6)} s`);
const line = (f) =>
  `${pad(s(f.ms), 9)}${cpuText(f)}  ${f.tier.padEnd(11)} ${f.path}${f.status === "passed" ? "" : ` (${f.status})`}`;
console.log("slowest files:");
for (const f of [...files].sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(line(f));
if (cpu.size > 0) {
  // The suite runs on as many cores as workers: what a file's processes burn, the others wait for.
  console.log("\ncostliest files in CPU (the file's worker and the processes it started; not containers):");
  for (const f of files
    .filter((f) => f.cpu !== undefined)
    .sort((a, b) => b.cpu - a.cpu)
    .slice(0, 10))
    console.log(line(f));
}

const tiers = new Map();
for (const f of files) {
  const t = tiers.get(f.tier) ?? { files: 0, tests: 0, ms: 0, start: Infinity, end: -Infinity };
  t.files += 1;
  t.tests += f.tests;
  t.ms += f.ms;
  t.start = Math.min(t.start, f.start);
  t.end = Math.max(t.end, f.end);
  tiers.set(f.tier, t);
}
console.log("\ntiers (summed file time; span from its first file's start to its last file's end):");
for (const [tier, t] of [...tiers].sort((a, b) => b[1].ms - a[1].ms))
  console.log(
    `${tier.padEnd(11)} ${pad(t.files, 4)} files ${pad(t.tests, 5)} tests ${pad(s(t.ms), 9)} summed ${pad(s(t.end - t.start), 9)} span`,
  );

const first = Math.min(...files.map((f) => f.start));
const last = Math.max(...files.map((f) => f.end));
const wall = timeline ? timeline.ended - timeline.begun : last - first;
const summed = files.reduce((a, f) => a + f.ms, 0);
console.log(
  `\nwall ${s(wall)}, ${files.length} files, ${s(summed)} summed: ${(summed / wall).toFixed(2)} files running at once on average`,
);
if (timeline) console.log(`before the first file (global setups): ${s(first - timeline.begun)}`);
if (timeline?.cpu) {
  const { cores, busy_s, containers_s } = timeline.cpu;
  const files_s = [...cpu.values()].reduce((a, c) => a + c, 0);
  const parts = [
    cpu.size > 0 ? `the files' processes ${files_s.toFixed(0)} s` : null,
    containers_s === null ? null : `containers ${containers_s.toFixed(0)} s`,
  ].filter(Boolean);
  console.log(
    `CPU: busy ${((100 * busy_s) / (cores * (wall / 1000))).toFixed(1)}% of ${cores} cores (${busy_s.toFixed(0)} s)${parts.length ? `; ${parts.join(", ")}` : ""}`,
  );
}
// How long the run had 0, 1, 2… files going (fewer than workers: a tail to shorten), by sweeping the spans.
const edges = files.flatMap((f) => [
  [f.start, 1],
  [f.end, -1],
]);
edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
const byRunning = new Map();
let running = 0;
for (let i = 0; i < edges.length - 1; i++) {
  running += edges[i][1];
  const ms = edges[i + 1][0] - edges[i][0];
  if (ms > 0) byRunning.set(running, (byRunning.get(running) ?? 0) + ms);
}
console.log(
  `time with N files running: ${[...byRunning]
    .sort((a, b) => a[0] - b[0])
    .map(([n, ms]) => `${n}: ${s(ms)}`)
    .join(", ")}`,
);
console.log(expectsLine());
