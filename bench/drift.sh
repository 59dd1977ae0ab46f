#!/usr/bin/env bash
# One command: bundle the benchmark (it runs the real pipeline from src/) and run it.
#   bash bench/drift.sh [--agent codex] [--sessions 20] [--concurrency 4] [--runs 8] [--compares 6]
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
npx rolldown bench/drift.ts --platform node --format esm --external dockerode \
  -d .tmp/drift --entry-file-names "[name].mjs" --log-level warn >/dev/null
exec node .tmp/drift/drift.mjs "$@"
