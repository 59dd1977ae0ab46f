#!/usr/bin/env node
// `npm run test:profile [report.json]`: where the suite's time goes, from vitest's JSON report (`npm test`
// writes .tmp/vitest.json). Prints the ten slowest files, each tier's files, tests and summed file time,
// the wall time (first file's start to last file's end) and the average number of files running at once;
// then the assertion count (scripts/count-expects.mjs).
import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { expectsLine } from "./count-expects.mjs";

const ROOT = join(fileURLToPath(import.meta.url), "../..");
const file = process.argv[2] ?? join(ROOT, ".tmp/vitest.json");

let report;
try {
  report = JSON.parse(readFileSync(file, "utf8"));
} catch (e) {
  console.error(`test:profile: cannot read ${file} (${e.message}); run npm test, or vitest with`);
  console.error("  --reporter=json --outputFile.json=.tmp/vitest.json");
  process.exit(1);
}

const files = report.testResults
  .filter((r) => Number.isFinite(r.startTime) && Number.isFinite(r.endTime))
  .map((r) => {
    const path = relative(ROOT, r.name);
    const parts = path.split(sep);
    return {
      path,
      tier: parts[0] === "tests" && parts.length > 2 ? parts[1] : "(other)",
      ms: r.endTime - r.startTime,
      start: r.startTime,
      end: r.endTime,
      tests: r.assertionResults?.length ?? 0,
      status: r.status,
    };
  });
if (files.length === 0) {
  console.error(`test:profile: ${file} has no test files with start and end times`);
  process.exit(1);
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const pad = (text, n) => String(text).padStart(n);

console.log("slowest files:");
for (const f of [...files].sort((a, b) => b.ms - a.ms).slice(0, 10))
  console.log(
    `${pad(s(f.ms), 9)}  ${f.tier.padEnd(11)} ${f.path}${f.status === "passed" ? "" : ` (${f.status})`}`,
  );

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

const wall = Math.max(...files.map((f) => f.end)) - Math.min(...files.map((f) => f.start));
const summed = files.reduce((a, f) => a + f.ms, 0);
console.log(
  `\nwall ${s(wall)}, ${files.length} files, ${s(summed)} summed: ${(summed / wall).toFixed(2)} files running at once on average`,
);
console.log(expectsLine());
