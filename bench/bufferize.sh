#!/usr/bin/env bash
# bufferize.sh - one-shot-bufferize on the layer chain, bufopt vs mlir-opt.
#
# For N in SIZES (default 1000 4000 16000 layers of bench/gen_layers.py),
# times `bufopt f.mlir --one-shot-bufferize=bufferize-function-boundaries
# -o /dev/null` (best of RUNS, wall clock) and reports the pass's own time
# (--mlir-timing), and, for N in UPSTREAM_SIZES (default 1000: upstream's
# analysis is quadratic, ~3 min at 16000), mlir-opt's time, whether both
# outputs are byte-identical, and the memref.alloc / memref.copy counts.
#   usage: bench/bufferize.sh   (BUFOPT=... LLVM_BIN=... RUNS=3 SIZES="..." UPSTREAM_SIZES="..." GEN=...)
# For the growth from 1k to 16k layers (issue 4: at most 20x) see
# bench/growth.py (interleaved best-of timings and ratios) and
# bench/growth_counts.sh (page faults and cache misses, deterministic).
set -euo pipefail
cd "$(dirname "$0")/.."
BUFOPT=${BUFOPT:-build/bufopt}
MLIR_OPT=${LLVM_BIN:-/usr/lib/llvm-22/bin}/mlir-opt
RUNS=${RUNS:-3}
SIZES=${SIZES:-"1000 4000 16000"}
UPSTREAM_SIZES=${UPSTREAM_SIZES:-1000}
GEN=${GEN:-bench/gen_layers.py}  # bench/gen_loops.py: the same chain as scf.for loops
PASS='--one-shot-bufferize=bufferize-function-boundaries'
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

best_time() { # CMD... -> best wall-clock seconds over RUNS
  local best="" t
  for ((i = 0; i < RUNS; i++)); do
    /usr/bin/time -f '%e' -o "$tmp/time" "$@" >/dev/null 2>&1
    t=$(tail -n 1 "$tmp/time")
    if [[ -z $best ]] || awk -v a="$t" -v b="$best" 'BEGIN {exit !(a < b)}'; then best=$t; fi
  done
  echo "$best"
}

printf '%8s %10s %14s %12s %14s %10s %14s %14s\n' layers "bufopt(s)" "pass only(s)" "mlir-opt(s)" "same output" "allocs" "copies" "allocs(up)"
for n in $SIZES; do
  f=$tmp/l$n.mlir
  python3 "$GEN" "$n" >"$f"
  t=$(best_time "$BUFOPT" "$f" "$PASS" -o /dev/null)
  pass=$("$BUFOPT" "$f" "$PASS" --mlir-timing -o "$tmp/bo.mlir" 2>&1 | awk '/one-shot-bufferize/ {print $1}')
  allocs=$(grep -c 'memref.alloc' "$tmp/bo.mlir" || true)
  copies=$(grep -c 'memref.copy' "$tmp/bo.mlir" || true)
  up=- same=- upallocs=-
  if [[ " $UPSTREAM_SIZES " == *" $n "* && -x $MLIR_OPT ]]; then
    /usr/bin/time -f '%e' -o "$tmp/time" "$MLIR_OPT" "$f" "$PASS" -o "$tmp/up.mlir" 2>/dev/null
    up=$(tail -n 1 "$tmp/time")
    cmp -s "$tmp/bo.mlir" "$tmp/up.mlir" && same=yes || same=no
    upallocs=$(grep -c 'memref.alloc' "$tmp/up.mlir" || true)
  fi
  printf '%8s %10s %14s %12s %14s %10s %14s %14s\n' "$n" "$t" "$pass" "$up" "$same" "$allocs" "$copies" "$upallocs"
done
