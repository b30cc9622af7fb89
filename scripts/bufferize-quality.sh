#!/usr/bin/env bash
# bufferize-quality.sh - how good bufopt's one-shot-bufferize is next to
# mlir-opt 22's, over the corpus (test/corpus/*.mlir, or the files given).
#
# For each program P and each of two option sets
#   identity: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map
#             allow-return-allocs-from-loops   (the set scripts/difftest.sh uses)
#   infer:    bufferize-function-boundaries allow-return-allocs-from-loops
#             (function-boundary-type-conversion left at its default, infer-layout-map)
# both tools bufferize P; both results run in bufopt's interpreter
# (`--run --heap-report`); each must print what P itself prints and have no
# heap error other than leaks (deallocation is a later pass).  The table
# gives, per program, allocs and copied_bytes of the heap report for bufopt
# and for mlir-opt, and a status:
#   ok            both ran and printed P's output
#   bufopt-fails  bufopt cannot bufferize P (its first error is shown below the table)
#   upstream-fails  mlir-opt cannot
#   WRONG         a result printed something else or had a heap error
# Totals count the programs where both tools succeed; a program is "worse"
# when bufopt allocates more or copies more bytes than mlir-opt.  Lines:
#   quality: bufopt allocs=A copied=C; mlir-opt allocs=A2 copied=C2; programs where bufopt is worse: K
#   (the identity set; the infer set follows as `quality[infer-layout-map]: ...`)
#   fidelity: N/M   programs whose test-analysis-only output (with
#                   bufferize-function-boundaries allow-return-allocs-from-loops)
#                   equals mlir-opt's byte for byte
# Exits 1 when some result is WRONG, else 0.  Environment: BUFOPT_BUILD,
# BUFOPT, LLVM_BIN.  Run by `make bufferize-report` (not part of make check).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
B=${BUFOPT_BUILD:-build}
[[ $B = /* ]] || B="$root/$B"
BUFOPT=${BUFOPT:-$B/bufopt}
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
MLIR_OPT=$LLVM_BIN/mlir-opt
SETS=(identity infer)
declare -A OPTS=(
  [identity]='bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops'
  [infer]='bufferize-function-boundaries allow-return-allocs-from-loops')

if [[ $# -gt 0 ]]; then files=("$@"); else files=("$root"/test/corpus/*.mlir); fi
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT

# `allocs copied` of the heap report in file $1, or "- -".
heap_of() {
  local line
  line=$(grep -o 'heap: .*' "$1" | head -n 1)
  [[ -z $line ]] && { echo "- -"; return; }
  echo "$(grep -oE 'allocs=[0-9]+' <<<"$line" | cut -d= -f2) $(grep -oE 'copied_bytes=[0-9]+' <<<"$line" | cut -d= -f2)"
}

# Runs bufferized program $1 (exit status of the run ignored: leaks fail it);
# ok when its stdout equals $2 and its only errors are leaks.
run_checked() {
  "$BUFOPT" "$1" --run --heap-report >"$1.out" 2>"$1.err"
  cmp -s "$1.out" "$2" || return 1
  ! grep 'error:' "$1.err" | grep -vq 'error: leak:'
}

declare -A A_B C_B A_U C_U WORSE N
for s in "${SETS[@]}"; do A_B[$s]=0 C_B[$s]=0 A_U[$s]=0 C_U[$s]=0 WORSE[$s]=0 N[$s]=0; done
wrong=0 fid=0 fid_total=0
failures=()
printf '%-26s %-8s %9s %12s %9s %12s  %s\n' program set b.allocs b.copied u.allocs u.copied status
for f in "${files[@]}"; do
  name=$(basename "$f" .mlir)
  if ! "$BUFOPT" "$f" --run >"$t/ref" 2>"$t/ref.err"; then
    printf '%-26s %-8s %s\n' "$name" - "skipped: the interpreter fails on the program itself"
    continue
  fi
  for s in "${SETS[@]}"; do
    status=ok
    ba=- bc=- ua=- uc=-
    if ! "$BUFOPT" "$f" "--one-shot-bufferize=${OPTS[$s]}" >"$t/b.mlir" 2>"$t/b.err"; then
      status=bufopt-fails
      failures+=("$name ($s): $(grep -m1 'error:' "$t/b.err" | sed 's/^[^ ]* //')")
    else
      run_checked "$t/b.mlir" "$t/ref" || status=WRONG
      read -r ba bc < <(heap_of "$t/b.mlir.err")
    fi
    if ! "$MLIR_OPT" "$f" "--one-shot-bufferize=${OPTS[$s]}" >"$t/u.mlir" 2>"$t/u.err"; then
      [[ $status == ok ]] && status=upstream-fails
    else
      if ! run_checked "$t/u.mlir" "$t/ref"; then
        [[ $status == ok ]] && status="WRONG(upstream result)"
      fi
      read -r ua uc < <(heap_of "$t/u.mlir.err")
    fi
    [[ $status == WRONG ]] && wrong=1
    if [[ $status == ok ]]; then
      N[$s]=$((N[$s] + 1))
      A_B[$s]=$((A_B[$s] + ba)); C_B[$s]=$((C_B[$s] + bc))
      A_U[$s]=$((A_U[$s] + ua)); C_U[$s]=$((C_U[$s] + uc))
      if ((ba > ua || bc > uc)); then WORSE[$s]=$((WORSE[$s] + 1)); status="ok (worse)"; fi
    fi
    printf '%-26s %-8s %9s %12s %9s %12s  %s\n' "$name" "$s" "$ba" "$bc" "$ua" "$uc" "$status"
  done
  # Fidelity of the analysis: the annotated IR, byte for byte.
  fid_total=$((fid_total + 1))
  a='--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops test-analysis-only'
  if "$BUFOPT" "$f" "$a" >"$t/ba" 2>/dev/null && "$MLIR_OPT" "$f" "$a" >"$t/ua" 2>/dev/null &&
    cmp -s "$t/ba" "$t/ua"; then
    fid=$((fid + 1))
  else
    failures+=("$name: test-analysis-only output differs from mlir-opt's (or a tool fails)")
  fi
done
if ((${#failures[@]})); then
  echo
  echo "not bufferized / analysis differs:"
  for x in "${failures[@]}"; do echo "  $x"; done
fi
echo
for s in "${SETS[@]}"; do
  prefix="quality"
  [[ $s == infer ]] && prefix="quality[infer-layout-map]"
  echo "$prefix: bufopt allocs=${A_B[$s]} copied=${C_B[$s]}; mlir-opt allocs=${A_U[$s]} copied=${C_U[$s]}; programs where bufopt is worse: ${WORSE[$s]} (over ${N[$s]} programs both bufferize)"
done
echo "fidelity: $fid/$fid_total"
exit $wrong
