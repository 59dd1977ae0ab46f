#!/usr/bin/env bash
# One command: bundle the benchmark (it runs the real Docker runtime from src/) and run it.
#   bash bench/docker-overhead.sh [--sessions N] [--rounds R] [--concurrency 1,4] [--agent-ms MS] [--profile] [--json FILE]
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
npx rolldown bench/docker-overhead.ts --platform node --format esm --external dockerode \
  -o .tmp/docker-overhead.mjs --log-level warn >/dev/null
exec node .tmp/docker-overhead.mjs "$@"
