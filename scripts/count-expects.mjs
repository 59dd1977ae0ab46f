#!/usr/bin/env node
// Counts the assertions the suite writes: `expect(`, `expect.soft(` and `expect.poll(` calls in tests/ (the
// fixtures excluded), per tier. Printed by `npm test` and `npm run test:profile`, so a change that moves
// tests between files or tiers shows whether an assertion went missing.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(fileURLToPath(import.meta.url), "../..");
const EXPECT = /\bexpect(?:\.soft|\.poll)?\(/g;

/** Per folder under tests/ (unit, integration, …, support): the number of expect calls. */
export function countExpects(root = ROOT) {
  const tests = join(root, "tests");
  const byTier = {};
  for (const entry of readdirSync(tests, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.[cm]?[jt]sx?$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const tier = relative(tests, file).split(sep)[0];
    if (tier === "fixtures") continue;
    const n = readFileSync(file, "utf8").match(EXPECT)?.length ?? 0;
    byTier[tier] = (byTier[tier] ?? 0) + n;
  }
  const total = Object.values(byTier).reduce((a, b) => a + b, 0);
  return { total, byTier };
}

/** One line: the total, then each folder's share. */
export function expectsLine(root = ROOT) {
  const { total, byTier } = countExpects(root);
  const parts = Object.entries(byTier)
    .sort((a, b) => b[1] - a[1])
    .map(([tier, n]) => `${tier} ${n}`);
  return `expect calls: ${total} (${parts.join(", ")})`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(expectsLine());
