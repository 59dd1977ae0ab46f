#!/usr/bin/env bash
# One command: bundle the Action's main step and the benchmark (both from src/), then run it.
#   bash bench/cold-start.sh [--agents claude-code,codex,qwen-code]
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/cold-start
# The Action as tests/support/cli-entry.ts bundles it: packages stay in node_modules.
node --input-type=module -e 'const { build } = await import("rolldown");
await build({ input: "src/action/index.ts", platform: "node", external: [/^[^./]/], logLevel: "silent",
  output: { dir: ".tmp/cold-start/action", format: "esm", entryFileNames: "index.mjs" } });'
npx rolldown bench/cold-start.ts --platform node --format esm --external dockerode \
  -d .tmp/cold-start/bench --entry-file-names "[name].mjs" --log-level warn >/dev/null
exec node .tmp/cold-start/bench/cold-start.mjs --entry "$PWD/.tmp/cold-start/action/index.mjs" "$@"
