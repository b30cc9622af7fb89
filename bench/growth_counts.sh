#!/usr/bin/env bash
# growth_counts.sh - deterministic growth figures, SMALL vs BIG layers.
#
# Wall and CPU times on a shared machine move by 2x with the load (see
# bench/growth.py); these counts do not.  For one pipeline (default
# one-shot-bufferize with function boundaries) it prints, for SMALL and
# BIG layers of bench/gen_layers.py and their ratio:
#   * page faults (perf stat, or /usr/bin/time's minor faults without perf):
#     each is a fresh 4 KiB page the process touched;
#   * instructions, D1 misses and LL misses from cachegrind, with the
#     last level set to one core's L2 (LL="2097152,16,64"; the L3 of a shared
#     machine is mostly other processes'), so LL misses count what leaves
#     L2: the part of the time that grows faster than the instructions when
#     the working set outgrows the cache.
# It takes ~2 minutes (cachegrind runs the big case ~50x slower).  Not run
# by make check.
#   usage: bench/growth_counts.sh [PIPELINE-FLAG]
#          (BUFOPT=build/bufopt SMALL=1000 BIG=16000 LL=... GEN=bench/gen_layers.py)
set -euo pipefail
cd "$(dirname "$0")/.."
BUFOPT=${BUFOPT:-build/bufopt}
SMALL=${SMALL:-1000}
BIG=${BIG:-16000}
LL=${LL:-2097152,16,64}
GEN=${GEN:-bench/gen_layers.py}
FLAG=${1:---one-shot-bufferize=bufferize-function-boundaries}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

faults() { # file -> page faults of one run
  if perf stat -x, -e page-faults -o "$tmp/perf" "$BUFOPT" "$1" "$FLAG" -o /dev/null 2>/dev/null; then
    awk -F, '/page-faults/ {print $1}' "$tmp/perf"
  else
    /usr/bin/time -f '%R' -o "$tmp/time" "$BUFOPT" "$1" "$FLAG" -o /dev/null
    tail -n 1 "$tmp/time"
  fi
}

counts() { # file -> "instructions d1_misses ll_misses"
  valgrind --tool=cachegrind --cache-sim=yes --LL="$LL" --cachegrind-out-file=/dev/null \
    "$BUFOPT" "$1" "$FLAG" -o /dev/null 2>"$tmp/cg" >/dev/null
  local i d l
  i=$(awk '/ I *refs:/ {gsub(",", "", $4); print $4}' "$tmp/cg")
  d=$(awk '/ D1 *misses:/ {gsub(",", "", $4); print $4}' "$tmp/cg")
  l=$(awk '/ LLd misses:/ {gsub(",", "", $4); print $4}' "$tmp/cg")
  echo "$i $d $l"
}

declare -A F I D L
for n in "$SMALL" "$BIG"; do
  python3 "$GEN" "$n" >"$tmp/l$n.mlir"
  F[$n]=$(faults "$tmp/l$n.mlir")
  read -r I[$n] D[$n] L[$n] < <(counts "$tmp/l$n.mlir")
done
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", b / a}'; }
echo "bufopt $FLAG, $SMALL vs $BIG layers (LL = $LL)"
printf '%-14s %14s %14s %8s\n' count "$SMALL" "$BIG" ratio
printf '%-14s %14s %14s %8s\n' page-faults "${F[$SMALL]}" "${F[$BIG]}" "$(ratio "${F[$SMALL]}" "${F[$BIG]}")"
printf '%-14s %14s %14s %8s\n' instructions "${I[$SMALL]}" "${I[$BIG]}" "$(ratio "${I[$SMALL]}" "${I[$BIG]}")"
printf '%-14s %14s %14s %8s\n' D1-misses "${D[$SMALL]}" "${D[$BIG]}" "$(ratio "${D[$SMALL]}" "${D[$BIG]}")"
printf '%-14s %14s %14s %8s\n' LLd-misses "${L[$SMALL]}" "${L[$BIG]}" "$(ratio "${L[$SMALL]}" "${L[$BIG]}")"
