#!/usr/bin/env bash
# run.sh - interpreter speed: runs each bench/interp/*.mlir with
# `bufopt --run --heap-report=json`, prints wall time, executed ops (the
# interpreter's step count) and ops per second.  Targets (issue 3): the
# 256^3 matmul under 0.2 s; interpreted code at 20M ops/s or more.
set -euo pipefail
BUFOPT=${BUFOPT:-$(dirname "$0")/../../build/bufopt}
[[ $BUFOPT = /* ]] || BUFOPT="$PWD/$BUFOPT"
cd "$(dirname "$0")"
printf '%-20s %10s %14s %14s\n' program seconds ops ops/s
for f in *.mlir; do
  t0=$(date +%s.%N)
  json=$("$BUFOPT" "$f" --run --heap-report=json 2>&1 >/dev/null | grep '^{')
  t1=$(date +%s.%N)
  steps=$(sed -n 's/.*"steps": \([0-9]*\).*/\1/p' <<<"$json")
  awk -v f="${f%.mlir}" -v a="$t0" -v b="$t1" -v n="${steps:-0}" \
    'BEGIN { t = b - a; printf "%-20s %10.3f %14d %14.0f\n", f, t, n, (t > 0 ? n / t : 0) }'
done
