#!/usr/bin/env bash
# Installs the system tools the tests use as real validators when they are missing:
# Chromium (the dashboard in a real browser), tmux (the CLI's progress in a real terminal),
# promtool (the Prometheus export), Prometheus with a node exporter (the target-side evidence tests
# scrape and query them on loopback), cmark-gfm (GitHub's Markdown renderer: the PR comment as GitHub
# shows it) with a colour emoji font for the comment's pictures, and kubectl
# (`kubectl apply --dry-run=client` on the Kubernetes example). A test whose tool is missing skips outside CI,
# saying so (tests/support/tools.ts), and fails with CI=true. Run by `npm run setup:test`; with every tool
# present it only checks.
set -euo pipefail

need=()
# CHROMIUM_PATH points the tests at another Chromium or Chrome (e.g. google-chrome on Ubuntu runners).
if [ -z "${CHROMIUM_PATH:-}" ] || [ ! -x "${CHROMIUM_PATH}" ]; then
  command -v chromium >/dev/null 2>&1 || need+=(chromium)
fi
{ command -v promtool >/dev/null 2>&1 && [ -x /usr/bin/prometheus ]; } || need+=(prometheus)
[ -x /usr/bin/prometheus-node-exporter ] || need+=(prometheus-node-exporter)
# tmux: the CLI's live progress is run in a real terminal at 80 and 120 columns.
command -v tmux >/dev/null 2>&1 || need+=(tmux)
# cmark-gfm renders report.md's PR comment as github.com does (tests/integration/report/comment-render.test.ts).
command -v cmark-gfm >/dev/null 2>&1 || need+=(cmark-gfm)
[ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || need+=(fonts-noto-color-emoji)
want_kubectl=0
command -v kubectl >/dev/null 2>&1 || want_kubectl=1
# Where apt has no kubectl package, say so once a week instead of refreshing apt's lists on every run.
NO_KUBECTL_MARK="${AGENT_LOADTEST_CACHE:-${HOME:-/root}/.cache/agent-loadtest}/no-kubectl-package"
if [ "$want_kubectl" -eq 1 ] && [ -n "$(find "$NO_KUBECTL_MARK" -mtime -7 2>/dev/null)" ]; then
  echo "test-deps: no kubectl package here (checked within a week); the Kubernetes dry run will skip" >&2
  want_kubectl=0
fi
if [ "${#need[@]}" -eq 0 ] && [ "$want_kubectl" -eq 0 ]; then
  echo "test-deps: chromium, prometheus, promtool, prometheus-node-exporter, tmux, cmark-gfm, the emoji font$(command -v kubectl >/dev/null 2>&1 && echo " and kubectl") present"
  exit 0
fi
if [ "$(id -u)" != 0 ] && ! command -v sudo >/dev/null 2>&1; then
  echo "test-deps: missing ${need[*]}$([ "$want_kubectl" -eq 1 ] && echo " kubectl") and no root to install them" >&2
  exit 1
fi
SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo -n"
$SUDO apt-get update -qq
if [ "$want_kubectl" -eq 1 ]; then
  # Debian packages kubectl as kubernetes-client; other sources name the package kubectl.
  kubectl_pkg=""
  for p in kubectl kubernetes-client; do
    if [ -n "$(apt-cache policy "$p" 2>/dev/null | awk '/Candidate:/ && $2 != "(none)" {print $2}')" ]; then
      kubectl_pkg="$p"
      break
    fi
  done
  if [ -n "$kubectl_pkg" ]; then
    need+=("$kubectl_pkg")
  else
    echo "test-deps: no kubectl package here; the Kubernetes dry run will skip" >&2
    mkdir -p "$(dirname "$NO_KUBECTL_MARK")" && touch "$NO_KUBECTL_MARK"
  fi
fi
[ "${#need[@]}" -eq 0 ] && exit 0
echo "test-deps: installing ${need[*]}"
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
