#!/usr/bin/env bash
# dealloc.sh - the deallocation pipeline on the bufferized layer chain,
# bufopt vs mlir-opt, side by side in one run.
#
# For N in SIZES (default 1000 4000 16000 layers of bench/gen_layers.py) the
# chain is bufferized once by bufopt (--one-shot-bufferize with function
# boundaries and identity layouts: the same text mlir-opt prints), then
# `--buffer-deallocation-pipeline` is timed on that memref program with both
# tools (best of RUNS for bufopt; one run of mlir-opt, for N in
# UPSTREAM_SIZES: upstream is slow).  Prints both times, the ratio, the
# growth of bufopt's time relative to the first size, and the number of
# memref.dealloc and dealloc_helper calls in each output.
#   usage: bench/dealloc.sh   (BUFOPT=... LLVM_BIN=... RUNS=3 SIZES="..." UPSTREAM_SIZES="...")
set -euo pipefail
cd "$(dirname "$0")/.."
BUFOPT=${BUFOPT:-build/bufopt}
MLIR_OPT=${LLVM_BIN:-/usr/lib/llvm-22/bin}/mlir-opt
RUNS=${RUNS:-3}
SIZES=${SIZES:-"1000 4000 16000"}
UPSTREAM_SIZES=${UPSTREAM_SIZES:-"1000 4000 16000"}
BUFFERIZE='--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map'
PIPE=--buffer-deallocation-pipeline
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

best_time() { # CMD... -> best wall-clock seconds over RUNS
  local best="" t
  for ((i = 0; i < RUNS; i++)); do
    /usr/bin/time -f '%e' -o "$tmp/time" "$@" >/dev/null 2>&1 || { echo fail; return; }
    t=$(tail -n 1 "$tmp/time")
    if [[ -z $best ]] || awk -v a="$t" -v b="$best" 'BEGIN {exit !(a < b)}'; then best=$t; fi
  done
  echo "$best"
}

printf '%8s %10s %8s %12s %9s %10s %10s %10s %10s\n' layers "bufopt(s)" growth "mlir-opt(s)" speedup deallocs "helpers" "deallocs(up)" "helpers(up)"
first=
for n in $SIZES; do
  python3 bench/gen_layers.py "$n" >"$tmp/l.mlir"
  "$BUFOPT" "$tmp/l.mlir" "$BUFFERIZE" -o "$tmp/m.mlir"
  t=$(best_time "$BUFOPT" "$tmp/m.mlir" $PIPE -o /dev/null)
  "$BUFOPT" "$tmp/m.mlir" $PIPE -o "$tmp/bo.mlir"
  [[ -z $first ]] && first=$t
  growth=$(awk -v a="$t" -v b="$first" 'BEGIN {printf "%.1fx", (b > 0 ? a / b : 0)}')
  d=$(grep -c 'memref.dealloc' "$tmp/bo.mlir" || true)
  h=$(grep -c 'call @dealloc_helper' "$tmp/bo.mlir" || true)
  up=- ratio=- ud=- uh=-
  if [[ " $UPSTREAM_SIZES " == *" $n "* && -x $MLIR_OPT ]]; then
    /usr/bin/time -f '%e' -o "$tmp/time" "$MLIR_OPT" "$tmp/m.mlir" $PIPE -o "$tmp/up.mlir" 2>/dev/null
    up=$(tail -n 1 "$tmp/time")
    ratio=$(awk -v a="$up" -v b="$t" 'BEGIN {printf "%.0fx", (b > 0 ? a / b : 0)}')
    ud=$(grep -c 'memref.dealloc' "$tmp/up.mlir" || true)
    uh=$(grep -c 'call @dealloc_helper' "$tmp/up.mlir" || true)
  fi
  printf '%8s %10s %8s %12s %9s %10s %10s %10s %10s\n' "$n" "$t" "$growth" "$up" "$ratio" "$d" "$h" "$ud" "$uh"
done
