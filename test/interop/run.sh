#!/usr/bin/env bash
# run.sh - interop: mlir-opt must accept everything bufopt prints.
#
# For examples/*.mlir and every *.mlir under test/ that mlir-opt accepts
# (split with --split-input-file when the file's RUN lines use it): bufopt's
# output must be accepted by mlir-opt, and mlir-opt's output on it must be
# byte-identical to mlir-opt's output on the original.  Files mlir-opt itself
# rejects (tests of invalid input) are skipped.  Prints PASS/FAIL/SKIP per
# file and "interop: N passed, M failed, K skipped"; exits 1 on a failure.
set -uo pipefail
cd "$(dirname "$0")/../.."
B=${BUFOPT_BUILD:-build}
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
MLIR_OPT="$LLVM_BIN/mlir-opt --allow-unregistered-dialect"
BUFOPT="$B/bufopt"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0 skip=0
while IFS= read -r f; do
  split=
  grep -q -e '--split-input-file' "$f" && split=--split-input-file
  if ! $MLIR_OPT $split "$f" >"$tmp/ref" 2>/dev/null; then
    skip=$((skip + 1))
    echo "SKIP: $f (mlir-opt rejects it)"
    continue
  fi
  if ! "$BUFOPT" --allow-unregistered-dialect $split "$f" >"$tmp/ours" 2>"$tmp/err"; then
    fail=$((fail + 1))
    echo "FAIL: $f: bufopt rejects a file mlir-opt accepts"
    head -n 5 "$tmp/err" | sed 's/^/  | /'
    continue
  fi
  if ! $MLIR_OPT $split "$tmp/ours" >"$tmp/back" 2>"$tmp/err"; then
    fail=$((fail + 1))
    echo "FAIL: $f: mlir-opt rejects bufopt's output"
    head -n 5 "$tmp/err" | sed 's/^/  | /'
    continue
  fi
  # mlir-opt's own text need not read back as itself (an f80 / f128 decimal
  # is read as a double): then bufopt's must read as mlir-opt's does.
  if ! cmp -s "$tmp/ref" "$tmp/back" &&
     ! { $MLIR_OPT $split "$tmp/ref" >"$tmp/ref2" 2>/dev/null && cmp -s "$tmp/ref2" "$tmp/back"; }; then
    fail=$((fail + 1))
    echo "FAIL: $f: mlir-opt reads bufopt's output as a different program"
    diff -u "$tmp/ref" "$tmp/back" | head -n 12 | sed 's/^/  | /'
    continue
  fi
  pass=$((pass + 1))
  echo "PASS: $f"
done < <(find examples test -name '*.mlir' -not -path '*/Output/*' -not -path 'test/fuzz/*' | sort)
echo "interop: $pass passed, $fail failed, $skip skipped"
[[ $fail == 0 ]]
