#!/bin/sh
# Reward 1 when answer.txt in the agent's working directory holds exactly the asked line
# (a trailing newline is allowed), else 0. No `set -e`: the reward must always be written.
workdir="${AGENT_WORKDIR:-/app}"
logs="${VERIFIER_LOGS_DIR:-/logs/verifier}"
expected="echo: the quick brown fox"
mkdir -p "$logs"

if [ -f "$workdir/answer.txt" ] && [ "$(cat "$workdir/answer.txt")" = "$expected" ]; then
  echo "PASS: $workdir/answer.txt holds the expected line"
  echo 1 > "$logs/reward.txt"
else
  echo "FAIL: $workdir/answer.txt is missing or does not hold exactly: $expected"
  echo 0 > "$logs/reward.txt"
fi
