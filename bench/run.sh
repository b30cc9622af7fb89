#!/usr/bin/env bash
# run.sh - bufopt vs mlir-opt on generated programs of growing size.
#
# For N in 1000 4000 16000 layers (bench/gen_layers.py; 16000 is ~9 MiB),
# times `mlir-opt f.mlir -o /dev/null` and `bufopt f.mlir -o /dev/null` side
# by side (best of RUNS runs, wall clock, from /usr/bin/time -v) and prints
# input size, both times, the speed ratio, bufopt's MB/s, and both peak RSS
# figures.  Linear behaviour shows as a flat MB/s column.
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

# measure CMD... -> prints "seconds rss_kb" (best time, max RSS over runs)
measure() {
  local best="" rss=0 t r
  for ((i = 0; i < RUNS; i++)); do
    if ! /usr/bin/time -v "$@" -o /dev/null 2>"$tmp/time" >/dev/null; then
      echo "bench: failed: $*" >&2
      grep -v -E '^\s' "$tmp/time" | head -n 5 >&2
      echo "nan 0"
      return
    fi
    t=$(awk -F': ' '/Elapsed \(wall clock\)/ {n = split($2, p, ":"); s = 0; for (j = 1; j <= n; j++) s = s * 60 + p[j]; print s}' "$tmp/time")
    r=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$tmp/time")
    if [[ -z $best ]] || awk -v a="$t" -v b="$best" 'BEGIN {exit !(a < b)}'; then best=$t; fi
    ((r > rss)) && rss=$r
  done
  echo "$best $rss"
}

printf '%8s %9s %12s %12s %9s %10s %14s %14s\n' layers "size(MB)" "mlir-opt(s)" "bufopt(s)" speedup "bufopt MB/s" "mlir-opt RSS" "bufopt RSS"
for n in $SIZES; do
  f=$tmp/layers$n.mlir
  python3 bench/gen_layers.py "$n" >"$f"
  bytes=$(wc -c <"$f")
  read -r tm rm < <(measure "$MLIR_OPT" "$f")
  read -r tb rb < <(measure "$BUFOPT" "$f")
  awk -v n="$n" -v b="$bytes" -v tm="$tm" -v tb="$tb" -v rm="$rm" -v rb="$rb" 'BEGIN {
    mb = b / 1e6
    sp = (tb > 0 && tm == tm + 0) ? sprintf("%.2fx", tm / tb) : "n/a"
    rate = (tb > 0) ? sprintf("%.1f", mb / tb) : "n/a"
    printf "%8d %9.2f %12s %12s %9s %10s %11.1f MB %11.1f MB\n", n, mb, tm, tb, sp, rate, rm / 1024, rb / 1024
  }'
done
echo "(time: best of $RUNS wall-clock runs; /usr/bin/time resolution is 0.01 s; speedup = mlir-opt time / bufopt time)"
