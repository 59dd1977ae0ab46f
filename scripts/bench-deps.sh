#!/usr/bin/env bash
# The peers the HTTP benchmark measures against, installed when missing: Locust (Debian's
# python3-locust) and taskset (util-linux) to pin server and client to different cores.
set -euo pipefail
need=()
python3 -c 'import locust' >/dev/null 2>&1 || need+=(python3-locust)
command -v taskset >/dev/null 2>&1 || need+=(util-linux)
[ "${#need[@]}" -eq 0 ] && exit 0
SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo -n"
echo "bench-deps: installing ${need[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
