#!/usr/bin/env bash
# stages.sh - runs every stage of a pipeline in the interpreter.
#
#   scripts/stages.sh BUFOPT PROGRAM REF_OUTPUT ARGS...
#
# Transforms PROGRAM with `BUFOPT PROGRAM ARGS` and dumps the whole module
# after each pass (--mlir-print-ir-after-all --mlir-print-ir-module-scope;
# the passes a pipeline pass runs are dumped one by one).  Of consecutive
# dumps of one func.func pass (one per function) the last is kept.  Each
# kept dump is run with `BUFOPT --run --heap-report`: its output must equal
# REF_OUTPUT (printMemref's made-up addresses aside) and the checked heap
# must report no error; before the first dump of the pass named by
# STAGES_LEAKY_UNTIL (default hlo-deallocate: the pipeline has not freed
# anything yet) only leaks are allowed.  Prints one line per failing stage
# and exits 1 if any failed.  Cost: one run per stage.
set -uo pipefail
bufopt=$1 prog=$2 ref=$3
shift 3
until=${STAGES_LEAKY_UNTIL:-hlo-deallocate}
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
if ! "$bufopt" "$prog" "$@" --mlir-print-ir-after-all --mlir-print-ir-module-scope \
    -o /dev/null 2>"$t/dumps"; then
  echo "the pipeline fails: $(grep -m1 'error:' "$t/dumps")"
  exit 1
fi
# One file per stage, s<k>.<pass>.mlir, a func.func pass's consecutive
# dumps overwriting each other.
awk -v dir="$t" '
  /^\/\/ -----\/\/ IR Dump After / {
    match($0, /\(([a-z0-9-]+)\) \(/)
    name = substr($0, RSTART + 1, RLENGTH - 4)
    if (name != last) k++
    last = name
    if (file != "") close(file)
    file = sprintf("%s/s%03d.%s.mlir", dir, k, name)
    printf "" > file
    next
  }
  file != "" { print > file }
' "$t/dumps"
norm() { sed -E 's/base@ = 0x[0-9a-f]+/base@ = ADDR/' "$1"; }
fail=0 leaky=1
for s in "$t"/s*.mlir; do
  [[ -e $s ]] || continue
  stage=$(basename "$s" .mlir)
  stage=${stage#*.}
  [[ $stage == "$until" ]] && leaky=0
  "$bufopt" "$s" --run --heap-report >"$t/out" 2>"$t/err"
  errs=$(grep 'error:' "$t/err")
  [[ $leaky == 1 ]] && errs=$(grep -v 'error: leak:' <<<"$errs")
  if [[ -n $errs ]]; then
    echo "stage $(basename "$s" .mlir): $(head -n 1 <<<"$errs")"
    fail=1
  elif ! cmp -s <(norm "$ref") <(norm "$t/out"); then
    echo "stage $(basename "$s" .mlir): the output differs: $(diff <(norm "$ref") <(norm "$t/out") | head -n 3 | tr '\n' ' ')"
    fail=1
  fi
done
exit $fail
