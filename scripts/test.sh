#!/usr/bin/env bash
# The test command (`npm test`): typecheck, lint, structure, check dist/ is built from src/, bring up what the
# tests need (Chromium, promtool, a Docker engine with offline base images), then run every test.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

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
step "system tools the tests use"
bash scripts/test-deps.sh
step "docker engine and offline base images"
bash scripts/docker-setup.sh
step "tests"
mkdir -p .tmp
# Every temporary folder the tests (and the runs they start) make goes under one, removed at the end.
TMPDIR="$(mktemp -d /tmp/agent-loadtest-tests-XXXXXX)"
export TMPDIR
trap 'rm -rf "$TMPDIR"' EXIT
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json || status=$?
node -e '
  const r = JSON.parse(require("fs").readFileSync(".tmp/vitest.json", "utf8"));
  console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`);
  if (r.numTotalTests === 0) { console.error("no tests ran"); process.exit(1); }
' || status=1
exit "$status"
