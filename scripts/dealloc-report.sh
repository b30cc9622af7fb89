#!/bin/sh
# dealloc-report.sh - buffer deallocation on the corpus, bufopt against
# upstream.
#
# For every test/corpus/*.mlir: bufferize with bufopt's one-shot-bufferize,
# then
#   ours:     bufopt --ownership-based-buffer-deallocation
#             --buffer-deallocation-simplification=fresh-call-results
#             --bufferization-lower-deallocations
#   upstream: mlir-opt --buffer-deallocation-pipeline (on the same
#             bufferized text)
# run both in bufopt's interpreter (--run --heap-report) and require the
# original program's output, no leak and no heap error.  Counts per program
# and side: `call @dealloc_helper` in the text (static count), i1
# ownership values carried by control flow (i1 block arguments and i1
# results of region ops: the dynamic-ownership plumbing the deallocation
# added, counted in the printed text), and peak heap bytes at run time.
# Programs our one-shot-bufferize (or a pass) cannot handle are listed as
# skipped with the reason.  Usage: scripts/dealloc-report.sh [files...]
set -u
cd "$(dirname "$0")/.."
BUFOPT=${BUFOPT:-build/bufopt}
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
OSB='--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops'
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
[ $# -gt 0 ] || set -- test/corpus/*.mlir

# i1 ownership plumbing in printed IR: block arguments `%argN: i1` of
# non-entry blocks (region blocks: `^bb0(...: i1` or iter_args `= %false`
# / `%true`), and `-> (..., i1)` results of scf ops.
count_i1() {
  awk '
    /^ *func\.func/ { next }
    { n += gsub(/%[a-zA-Z0-9_]+ = %(false|true)[_0-9]*[,)]/, "&") }
    /\^bb[0-9]+\(/ { s = $0; n += gsub(/: i1/, "", s) }
    /= scf\.(if|while|execute_region|index_switch|for)/ && /-> \(/ {
      s = $0; sub(/.*-> \(/, "", s); n += gsub(/i1/, "", s) }
    END { print n + 0 }' "$1"
}
heap_field() { sed -n "s/.*$2=\([0-9]*\).*/\1/p" "$1" | tail -n 1; }

printf '%-28s %8s %8s %10s %10s %10s %10s  %s\n' program helper_b helper_u i1_b i1_u peak_b peak_u status
tb=0; tu=0; ib=0; iu=0; pb=0; pu=0; ok=0; skipped=0; failed=0
for f in "$@"; do
  name=$(basename "$f" .mlir)
  if ! "$BUFOPT" "$f" --run > "$T/ref" 2> "$T/ref.err"; then
    # the tensor program itself must run (tensors: no heap to leak)
    :
  fi
  if ! "$BUFOPT" "$f" "$OSB" -o "$T/buf.mlir" 2> "$T/err"; then
    printf '%-28s skipped: one-shot-bufferize: %s\n' "$name" "$(grep -m1 -o 'error: .*' "$T/err" | cut -c1-90)"
    skipped=$((skipped + 1)); continue
  fi
  if ! "$BUFOPT" "$T/buf.mlir" --ownership-based-buffer-deallocation \
       --buffer-deallocation-simplification=fresh-call-results \
       --bufferization-lower-deallocations -o "$T/ours.mlir" 2> "$T/err"; then
    printf '%-28s skipped: bufopt deallocation: %s\n' "$name" "$(grep -m1 -o 'error: .*' "$T/err" | cut -c1-90)"
    skipped=$((skipped + 1)); continue
  fi
  if ! "$MLIR_OPT" "$T/buf.mlir" --buffer-deallocation-pipeline -o "$T/up.mlir" 2> "$T/err"; then
    printf '%-28s skipped: mlir-opt deallocation: %s\n' "$name" "$(grep -m1 -o 'error: .*' "$T/err" | cut -c1-90)"
    skipped=$((skipped + 1)); continue
  fi
  status=ok
  for side in ours up; do
    "$BUFOPT" "$T/$side.mlir" --run --heap-report > "$T/$side.out" 2> "$T/$side.err"
    rc=$?
    if [ $rc -ne 0 ] || ! cmp -s "$T/ref" "$T/$side.out" ||
       [ "$(heap_field "$T/$side.err" leaked_bytes)" != 0 ] ||
       [ "$(heap_field "$T/$side.err" errors)" != 0 ]; then
      status="FAILED($side: $(grep -m1 'heap:\|error' "$T/$side.err" | cut -c1-80))"
    fi
  done
  hb=$(grep -c 'call @dealloc_helper' "$T/ours.mlir"); hu=$(grep -c 'call @dealloc_helper' "$T/up.mlir")
  i1b=$(count_i1 "$T/ours.mlir"); i1u=$(count_i1 "$T/up.mlir")
  peb=$(heap_field "$T/ours.err" peak_bytes); peu=$(heap_field "$T/up.err" peak_bytes)
  printf '%-28s %8s %8s %10s %10s %10s %10s  %s\n' "$name" "$hb" "$hu" "$i1b" "$i1u" "${peb:-?}" "${peu:-?}" "$status"
  if [ "$status" = ok ]; then
    ok=$((ok + 1)); tb=$((tb + hb)); tu=$((tu + hu)); ib=$((ib + i1b)); iu=$((iu + i1u))
    pb=$((pb + ${peb:-0})); pu=$((pu + ${peu:-0}))
  else
    failed=$((failed + 1))
  fi
done
printf '%-28s %8s %8s %10s %10s %10s %10s\n' TOTAL "$tb" "$tu" "$ib" "$iu" "$pb" "$pu"
echo "programs: $ok ok, $failed failed, $skipped skipped (totals over the ok ones)"
[ "$failed" -eq 0 ]
