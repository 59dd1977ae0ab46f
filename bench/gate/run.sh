#!/usr/bin/env bash
# Bundle one gate benchmark script (it runs the real pipeline from src/) and run it.
#   bash bench/gate/run.sh calibration [--reps 400] [--seed 0] [--workers 2] [--only defaults,readme,p95,properties] [--cells same50,...]
#   bash bench/gate/run.sh synthetic-run --out DIR [--sessions 100] [--scale 1.3] ...
set -euo pipefail
cd "$(dirname "$0")/../.."
name="${1:?usage: bench/gate/run.sh calibration|synthetic-run [options]}"
shift
mkdir -p .tmp
npx rolldown "bench/gate/${name}.ts" --platform node --format esm -o ".tmp/gate-${name}.mjs" --log-level warn >/dev/null
exec node ".tmp/gate-${name}.mjs" "$@"
