#!/usr/bin/env bash
# One command: bundle the benchmark (it runs the real HTTP runtime from src/) and run it.
#   bash bench/http-bench.sh [--duration S] [--warmup S] [--concurrency 50,200] [--clients ours,autocannon,locust] [--repeat N] [--json FILE]
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
npx rolldown bench/http-bench.ts --platform node --format esm -o .tmp/http-bench.mjs --log-level warn >/dev/null
exec node .tmp/http-bench.mjs --bench-dir bench "$@"
