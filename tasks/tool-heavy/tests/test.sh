#!/bin/sh
# reward.json: `total` and `report` (each 0 or 1); `reward` is 1 only when both are right.
expected_total=0
expected_report=""
for f in $(ls /app/data | sort); do
  amount=$(awk '/^amount /{print $2}' "/app/data/$f")
  expected_total=$((expected_total + amount))
  expected_report="${expected_report}$f: $amount
"
done
total=0
report=0
[ -f /app/total.txt ] && [ "$(tr -d ' \n' < /app/total.txt)" = "$expected_total" ] && total=1
[ -f /app/report.md ] && [ "$(cat /app/report.md)" = "$(printf '%s' "$expected_report")" ] && report=1
echo "total=$total report=$report (expected total $expected_total)"
echo "{\"reward\": $((total * report)), \"total\": $total, \"report\": $report}" > /logs/verifier/reward.json
