#!/usr/bin/env bash
# pipeline-report.sh - bufopt's main job against upstream on the corpus.
#
# For every test/corpus/*.mlir (or the files given):
#   bufopt:   bufopt P --bufferization-pipeline
#   upstream: mlir-opt P --one-shot-bufferize=OPTS --buffer-deallocation-pipeline
#             --optimize-allocation-liveness
# (OPTS: bufferize-function-boundaries, identity layouts,
# allow-return-allocs-from-loops), both run in bufopt's interpreter
# (--run --heap-report): the output must equal the tensor program's and the
# heap report must show no leak and no error.  Per program and side: peak
# heap bytes, allocations, copied bytes, `call @dealloc_helper` in the text
# (static count) and i1 ownership values carried by control flow (i1 block
# arguments and i1 results of scf ops).  Ends with the totals and the line
#   pipeline: bufopt peak=P allocs=A helpers=H; upstream peak=P2 allocs=A2
#   helpers=H2; programs with higher peak than upstream: K; failures: F
# Exit status 1 when a program fails or has a higher peak than upstream.
set -uo pipefail
cd "$(dirname "$0")/.."
BUFOPT=${BUFOPT:-build/bufopt}
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
OSB='--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops'
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
[[ $# -gt 0 ]] || set -- test/corpus/*.mlir

field() { grep -o "$1=[0-9]*" "$2" | head -n 1 | cut -d= -f2; }
count_i1() {
  awk '
    /^ *func\.func/ { next }
    /\^bb[0-9]+\(/ { s = $0; n += gsub(/: i1/, "", s) }
    /= scf\.(if|while|execute_region|index_switch|for)/ && /-> \(/ {
      s = $0; sub(/.*-> \(/, "", s); n += gsub(/i1/, "", s) }
    /iter_args\(/ { s = $0; n += gsub(/= %(true|false)[_0-9]*/, "", s) }
    END { print n + 0 }' "$1"
}

printf '%-28s %8s %8s %6s %6s %6s %6s %4s %4s\n' program peak peak_up allocs a_up helper h_up i1 i1_up
tp=0 tpu=0 ta=0 tau=0 th=0 thu=0 ti=0 tiu=0 worse=0 fail=0
for f in "$@"; do
  name=$(basename "$f" .mlir)
  "$BUFOPT" "$f" --run >"$T/ref" 2>/dev/null || { echo "$name: the tensor program does not run"; fail=$((fail + 1)); continue; }
  ok=1
  if ! "$BUFOPT" "$f" --bufferization-pipeline >"$T/bo.mlir" 2>"$T/bo.err"; then
    echo "$name: bufopt fails: $(grep -m1 error: "$T/bo.err")"; ok=0
  elif ! "$BUFOPT" "$T/bo.mlir" --run --heap-report >"$T/bo.out" 2>"$T/bo.heap" || ! cmp -s "$T/ref" "$T/bo.out" ||
       [[ $(field leaked_bytes "$T/bo.heap") != 0 || $(field errors "$T/bo.heap") != 0 ]]; then
    echo "$name: bufopt's result is wrong: $(grep -m1 -E 'error|heap:' "$T/bo.heap")"; ok=0
  fi
  if ! "$MLIR_OPT" "$f" "$OSB" --buffer-deallocation-pipeline --optimize-allocation-liveness >"$T/up.mlir" 2>"$T/up.err"; then
    echo "$name: upstream fails: $(grep -m1 error: "$T/up.err")"; up=0
  elif ! "$BUFOPT" "$T/up.mlir" --run --heap-report >"$T/up.out" 2>"$T/up.heap" || ! cmp -s "$T/ref" "$T/up.out"; then
    echo "$name: upstream's result does not run the same: $(grep -m1 -E 'error|heap:' "$T/up.heap")"; up=0
  else
    up=1
  fi
  if [[ $ok == 0 ]]; then fail=$((fail + 1)); continue; fi
  p=$(field peak_bytes "$T/bo.heap") a=$(field allocs "$T/bo.heap")
  h=$(grep -c 'call @dealloc_helper' "$T/bo.mlir") i=$(count_i1 "$T/bo.mlir")
  if [[ $up == 1 ]]; then
    pu=$(field peak_bytes "$T/up.heap") au=$(field allocs "$T/up.heap")
    hu=$(grep -c 'call @dealloc_helper' "$T/up.mlir") iu=$(count_i1 "$T/up.mlir")
    tp=$((tp + p)) tpu=$((tpu + pu)) ta=$((ta + a)) tau=$((tau + au)) th=$((th + h)) thu=$((thu + hu))
    ti=$((ti + i)) tiu=$((tiu + iu))
    ((p > pu)) && { worse=$((worse + 1)); echo "$name: higher peak than upstream"; }
  else
    pu=- au=- hu=- iu=-
  fi
  printf '%-28s %8s %8s %6s %6s %6s %6s %4s %4s\n' "$name" "$p" "$pu" "$a" "$au" "$h" "$hu" "$i" "$iu"
done
printf '%-28s %8s %8s %6s %6s %6s %6s %4s %4s\n' TOTAL "$tp" "$tpu" "$ta" "$tau" "$th" "$thu" "$ti" "$tiu"
echo "pipeline: bufopt peak=$tp allocs=$ta helpers=$th i1=$ti; upstream peak=$tpu allocs=$tau helpers=$thu i1=$tiu (over the programs both handle); programs with higher peak than upstream: $worse; failures: $fail"
[[ $worse == 0 && $fail == 0 ]]
