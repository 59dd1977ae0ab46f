#!/usr/bin/env bash
# Bundle the report benchmark (it runs the real `report` command from src/) and run it.
#   bash bench/report.sh [--sizes 10000,100000,1000000] [--dir .tmp/report-bench/runs]
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
npx rolldown bench/report.ts bench/report-child.ts --platform node --format esm --external dockerode \
  -d .tmp/report-bench --entry-file-names "[name].mjs" --log-level warn >/dev/null
exec node .tmp/report-bench/report.mjs "$@"
