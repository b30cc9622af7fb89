#!/usr/bin/env bash
# run.sh - bufopt vs mlir-opt on generated programs of growing size.
#
# For N in 1000 4000 16000 layers (bench/gen_layers.py; 16000 is ~9 MiB),
# times `mlir-opt f.mlir -o /dev/null` and `bufopt f.mlir -o /dev/null` side
# by side (best of RUNS runs, the two alternating, wall clock and user+sys,
# from /usr/bin/time -v) and prints input size, both times, the speed ratio,
# bufopt's MB/s, both peak RSS figures and the best user+sys times and their
# ratio.  Linear behaviour shows as a flat MB/s column.
#   usage: bench/run.sh            (BUFOPT=build/bufopt LLVM_BIN=... RUNS=3 SIZES="...")
set -euo pipefail
cd "$(dirname "$0")/.."
BUFOPT=${BUFOPT:-build/bufopt}
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
MLIR_OPT=$LLVM_BIN/mlir-opt
RUNS=${RUNS:-3}
SIZES=${SIZES:-"1000 4000 16000"}
[[ -x $BUFOPT ]] || { echo "bench: $BUFOPT is missing (run make)" >&2; exit 1; }
[[ -x /usr/bin/time ]] || { echo "bench: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# one_run CMD... -> prints "wall cpu rss_kb" of one run (cpu = user + sys)
one_run() {
  if ! /usr/bin/time -v "$@" -o /dev/null 2>"$tmp/time" >/dev/null; then
    echo "bench: failed: $*" >&2
    grep -v -E '^\s' "$tmp/time" | head -n 5 >&2
    echo "nan nan 0"
    return
  fi
  awk -F': ' '
    /Elapsed \(wall clock\)/ {n = split($2, p, ":"); w = 0; for (j = 1; j <= n; j++) w = w * 60 + p[j]}
    /User time \(seconds\)/ {u = $2}
    /System time \(seconds\)/ {s = $2}
    /Maximum resident set size/ {r = $2}
    END {printf "%s %.2f %s\n", w, u + s, r}' "$tmp/time"
}

# measure_pair A B -> "wall_a cpu_a rss_a wall_b cpu_b rss_b": the runs of
# the two tools alternate (a b a b ...), so that a change of load on a shared
# machine hits both; best wall and best cpu over RUNS runs, max RSS.
measure_pair() {
  local a=$1 b=$2 f=$3 wa="" ca="" ra=0 wb="" cb="" rb=0 w c r
  for ((i = 0; i < RUNS; i++)); do
    read -r w c r < <(one_run "$a" "$f")
    if [[ -z $wa ]] || awk -v x="$w" -v y="$wa" 'BEGIN {exit !(x < y)}'; then wa=$w; fi
    if [[ -z $ca ]] || awk -v x="$c" -v y="$ca" 'BEGIN {exit !(x < y)}'; then ca=$c; fi
    ((r > ra)) && ra=$r
    read -r w c r < <(one_run "$b" "$f")
    if [[ -z $wb ]] || awk -v x="$w" -v y="$wb" 'BEGIN {exit !(x < y)}'; then wb=$w; fi
    if [[ -z $cb ]] || awk -v x="$c" -v y="$cb" 'BEGIN {exit !(x < y)}'; then cb=$c; fi
    ((r > rb)) && rb=$r
  done
  echo "$wa $ca $ra $wb $cb $rb"
}

printf '%8s %9s %12s %12s %9s %10s %14s %14s %18s %9s\n' layers "size(MB)" "mlir-opt(s)" "bufopt(s)" speedup "bufopt MB/s" "mlir-opt RSS" "bufopt RSS" "cpu mlir/bufopt(s)" "cpu ratio"
for n in $SIZES; do
  f=$tmp/layers$n.mlir
  python3 bench/gen_layers.py "$n" >"$f"
  bytes=$(wc -c <"$f")
  read -r tm cm rm tb cb rb < <(measure_pair "$MLIR_OPT" "$BUFOPT" "$f")
  awk -v n="$n" -v b="$bytes" -v tm="$tm" -v tb="$tb" -v rm="$rm" -v rb="$rb" -v cm="$cm" -v cb="$cb" 'BEGIN {
    mb = b / 1e6
    sp = (tb > 0 && tm == tm + 0) ? sprintf("%.2fx", tm / tb) : "n/a"
    rate = (tb > 0) ? sprintf("%.1f", mb / tb) : "n/a"
    cr = (cb > 0 && cm == cm + 0) ? sprintf("%.2fx", cm / cb) : "n/a"
    printf "%8d %9.2f %12s %12s %9s %10s %11.1f MB %11.1f MB %18s %9s\n", n, mb, tm, tb, sp, rate, rm / 1024, rb / 1024, cm "/" cb, cr
  }'
done
echo "(time: best of $RUNS wall-clock runs, the two tools alternating; /usr/bin/time resolution is 0.01 s; speedup = mlir-opt time / bufopt time; cpu = best user+sys, less sensitive to the load of a shared machine)"
