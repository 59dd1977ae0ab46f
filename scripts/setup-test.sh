#!/usr/bin/env bash
# `npm run setup:test`: installs and starts what the test tiers need, once per machine. Idempotent and quick
# when everything is there (it only checks). Parts, all by default:
#   tools   system tools (scripts/test-deps.sh): Chromium, Prometheus + promtool + node exporter, tmux,
#           cmark-gfm with the emoji font, kubectl — the integration, browser and e2e tiers;
#   docker  a Docker engine and the offline base images (scripts/docker-setup.sh) — the docker, agents and
#           e2e tiers.
# e.g. `npm run setup:test -- tools` on a runner that runs the integration tier only.
set -euo pipefail
cd "$(dirname "$0")/.."

parts=("$@")
[ "${#parts[@]}" -gt 0 ] || parts=(tools docker)
for part in "${parts[@]}"; do
  case "$part" in
    tools) bash scripts/test-deps.sh ;;
    docker) bash scripts/docker-setup.sh ;;
    *)
      echo "setup-test: unknown part '$part' (tools, docker)" >&2
      exit 2
      ;;
  esac
done
