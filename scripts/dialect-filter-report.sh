#!/usr/bin/env bash
# dialect-filter-report.sh - bufopt's one-shot-bufferize with a dialect-filter
# next to mlir-opt 22's, over the corpus (test/corpus/*.mlir, or the files
# given after the options).
#
# For each filter F (default: tensor,scf  tensor,linalg,scf  linalg,scf,arith
# tensor; or FILTERS="a,b c,d") and each program P, both tools run
#   --one-shot-bufferize="dialect-filter=F allow-return-allocs-from-loops $EXTRA"
# (EXTRA: more options, e.g. EXTRA=bufferize-function-boundaries)
# and the outputs are compared:
#   identical   both succeed, byte-identical text
#   differ      both succeed, different text
#   refused     bufopt errors, mlir-opt succeeds
#   upstream    mlir-opt errors, bufopt succeeds
#   both-error  both error
# Then every program bufopt accepts is run (`--run`) and must print what P
# itself prints ("runs the same": same output, no error but leaks; a
# difference is listed as WRONG).
# VERBOSE=1 lists the program names per class.  Environment: BUFOPT,
# LLVM_BIN, EXTRA.  Not part of make check.  Exits 1 when some result is WRONG.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
BUFOPT=${BUFOPT:-$root/build/bufopt}
MLIR_OPT=${LLVM_BIN:-/usr/lib/llvm-22/bin}/mlir-opt
FILTERS=${FILTERS:-"tensor,scf tensor,linalg,scf linalg,scf,arith tensor"}
files=("$@")
[ ${#files[@]} -eq 0 ] && files=("$root"/test/corpus/*.mlir)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
wrong=0
printf '%-22s %9s %6s %7s %8s %10s %9s\n' filter identical differ refused upstream both-error runs-same
for f in $FILTERS; do
  declare -A n=([identical]=0 [differ]=0 [refused]=0 [upstream]=0 [both-error]=0)
  declare -A names=()
  runs=0 accepted=0
  for p in "${files[@]}"; do
    opt="dialect-filter=$f allow-return-allocs-from-loops${EXTRA:+ $EXTRA}"
    "$BUFOPT" "$p" --one-shot-bufferize="$opt" >"$tmp/b" 2>/dev/null; rb=$?
    "$MLIR_OPT" "$p" --one-shot-bufferize="$opt" >"$tmp/m" 2>/dev/null; rm_=$?
    if [ $rb -ne 0 ] && [ $rm_ -ne 0 ]; then c=both-error
    elif [ $rb -ne 0 ]; then c=refused
    elif [ $rm_ -ne 0 ]; then c=upstream
    elif cmp -s "$tmp/b" "$tmp/m"; then c=identical
    else c=differ; fi
    n[$c]=$((n[$c] + 1))
    names[$c]+=" $(basename "$p" .mlir)"
    if [ $rb -eq 0 ]; then
      accepted=$((accepted + 1))
      "$BUFOPT" "$p" --run >"$tmp/want" 2>&1
      # Leaks are expected (memref.alloc without a deallocation pass, with
      # 'bufferization' in the filter); any other error is not.
      "$BUFOPT" "$tmp/b" --run >"$tmp/got" 2>"$tmp/err"
      if cmp -s "$tmp/want" "$tmp/got" && ! grep 'error:' "$tmp/err" | grep -qv 'error: leak:'; then
        runs=$((runs + 1))
      else
        echo "WRONG: $f $(basename "$p")"; wrong=1
      fi
    fi
  done
  printf '%-22s %9d %6d %7d %8d %10d %6d/%d\n' "$f" "${n[identical]}" "${n[differ]}" \
    "${n[refused]}" "${n[upstream]}" "${n[both-error]}" "$runs" "$accepted"
  if [ "${VERBOSE:-0}" = 1 ]; then
    for c in differ refused upstream both-error; do
      [ -n "${names[$c]:-}" ] && echo "  $c:${names[$c]}"
    done
  fi
  unset n names
done
exit $wrong
