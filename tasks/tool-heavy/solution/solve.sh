#!/bin/sh
set -e
cd /app
total=0
: > report.md
for f in $(ls data | sort); do
  amount=$(awk '/^amount /{print $2}' "data/$f")
  total=$((total + amount))
  echo "$f: $amount" >> report.md
done
echo "$total" > total.txt
