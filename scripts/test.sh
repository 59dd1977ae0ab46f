#!/usr/bin/env bash
# The test command (`npm test`): typecheck, lint, bring up what the tests need (a Docker engine,
# offline base images), run every test, and fail when dist/ is stale.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "typecheck"
npx tsc --noEmit
step "lint"
npx biome check .
step "system tools the tests use"
bash scripts/test-deps.sh
step "docker engine and offline base images"
bash scripts/docker-setup.sh
step "tests"
mkdir -p .tmp
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json || status=$?
node -e '
  const r = JSON.parse(require("fs").readFileSync(".tmp/vitest.json", "utf8"));
  console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`);
  if (r.numTotalTests === 0) { console.error("no tests ran"); process.exit(1); }
' || status=1
[ "$status" = 0 ] || exit "$status"
step "dist/ in sync with src/"
node scripts/check-dist.mjs
