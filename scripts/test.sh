#!/usr/bin/env bash
# The test command (`npm test`): bring up what the tests need (`npm run setup:test`: Chromium, promtool,
# a Docker engine with offline base images…), typecheck, lint, structure, check dist/ is built from src/,
# then run every tier (vitest.config.ts) and print the assertion count. `npm run test:profile` then reads
# .tmp/vitest.json for where the time went.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "machine setup: system tools, docker engine and offline base images"
bash scripts/setup-test.sh

step "typecheck (the browser code too: src/web, with DOM types)"
npx tsc --noEmit
npx tsc --noEmit -p src/web
step "lint"
npx biome check .
# Before the tests: several of them run the bundle, and a stale one would fail them confusingly.
step "structure: no import cycle, no function over 120 lines"
node scripts/check-structure.mjs
step "browser bundles in sync with src/web/"
node scripts/build-web.mjs --check
step "dist/ in sync with src/"
node scripts/check-dist.mjs
step "tests: every tier"
mkdir -p .tmp
# Every temporary folder the tests (and the runs they start) make goes under one, removed at the end.
TMPDIR="$(mktemp -d /tmp/agent-loadtest-tests-XXXXXX)"
export TMPDIR
trap 'rm -rf "$TMPDIR"' EXIT
status=0
# What each test file's processes burn on the CPU, for `npm run test:profile` (tests/support/cpu-setup.ts).
rm -f .tmp/cpu.jsonl
export TEST_CPU_LOG="$PWD/.tmp/cpu.jsonl"
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json \
  --reporter=./tests/support/timeline-reporter.ts || status=$?
node -e '
  const r = JSON.parse(require("fs").readFileSync(".tmp/vitest.json", "utf8"));
  console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`);
  if (r.numTotalTests === 0) { console.error("no tests ran"); process.exit(1); }
' || status=1
node scripts/count-expects.mjs
exit "$status"
