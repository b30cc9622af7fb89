#!/usr/bin/env bash
# run_tests.sh - the whole test suite behind `make check`.
#
# Runs, in order: the C unit tests (each test/unit/test_*.c binary), the lit
# suite (every *.mlir under test/), the fuzz corpus replay (every file of
# test/fuzz/corpus through the fuzz target's function, one process each) and
# the interop check (test/interop/run.sh: mlir-opt accepts bufopt's output)
# and the differential test (scripts/difftest.sh over test/corpus).
# Each unit binary, lit test, corpus file and interop file counts as one test.
# Every test has a time limit (TEST_TIMEOUT, 120 s; the lit suite as a whole
# gets ten times that); a hang is a failure.
# Ends with exactly one line "N passed, M failed"; exits 1 when M > 0.
# Expects the binaries to be built already (make check does that);
# BUFOPT_BUILD names the build directory (build/ or build-san/).
set -uo pipefail
cd "$(dirname "$0")/.."
B=${BUFOPT_BUILD:-build}
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
export BUFOPT_BUILD=$B LLVM_BIN
TEST_TIMEOUT=${TEST_TIMEOUT:-120}  # seconds per unit test and replayed input; x10 for lit
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
passed=0
failed=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT

echo "== unit tests"
for t in "$B"/test/unit/test_*; do
  [[ -x $t && ! -d $t && $t != *.d ]] || continue
  if timeout "$TEST_TIMEOUT" "$t" >"$log" 2>&1; then
    passed=$((passed + 1))
    echo "PASS: $(basename "$t")"
  else
    failed=$((failed + 1))
    echo "FAIL: $(basename "$t")"
    tail -n 30 "$log" | sed 's/^/  | /'
  fi
done

echo "== lit"
# (lit's own --timeout needs psutil; one limit for the whole suite instead)
timeout $((TEST_TIMEOUT * 10)) "$LLVM_BIN/lit" -sv test/ >"$log" 2>&1
grep -E '^(FAIL|XPASS|UNRESOLVED|TIMEOUT):|^# \| |error:' "$log" | head -n 200
tail -n 12 "$log" | grep -E '^ *(Passed|Failed|Unresolved|Timed Out|Expectedly Failed|Unexpectedly Passed|Unsupported) *:' || true
count() {
  local n
  # lit pads the names to one width ("Passed           : 316") once any
  # other category is present, so spaces may stand before the colon.
  n=$(sed -n "s/^ *$1 *: *\([0-9]*\).*/\1/p" "$log" | head -n 1)
  echo "${n:-0}"
}
lit_pass=$(($(count Passed) + $(count 'Expectedly Failed')))
lit_fail=$(($(count Failed) + $(count Unresolved) + $(count 'Timed Out') + $(count 'Unexpectedly Passed')))
if [[ $lit_pass == 0 && $lit_fail == 0 ]]; then
  echo "lit ran no test"
  tail -n 20 "$log"
  lit_fail=1
fi
passed=$((passed + lit_pass))
failed=$((failed + lit_fail))

echo "== fuzz corpus replay"
replay="$B/test/fuzz/replay"
fuzz_pass=0
fuzz_fail=0
for f in test/fuzz/corpus/*; do
  [[ -f $f ]] || continue
  if timeout "$TEST_TIMEOUT" "$replay" "$f" >"$log" 2>&1; then
    fuzz_pass=$((fuzz_pass + 1))
  else
    fuzz_fail=$((fuzz_fail + 1))
    echo "FAIL: replay $f"
    tail -n 30 "$log" | sed 's/^/  | /'
  fi
done
for f in test/fuzz/corpus-passes/*; do
  [[ -f $f ]] || continue
  if timeout "$TEST_TIMEOUT" "$B/test/fuzz/replay_passes" "$f" >"$log" 2>&1; then
    fuzz_pass=$((fuzz_pass + 1))
  else
    fuzz_fail=$((fuzz_fail + 1))
    echo "FAIL: replay_passes $f"
    tail -n 30 "$log" | sed 's/^/  | /'
  fi
done
echo "replayed $((fuzz_pass + fuzz_fail)) inputs: $fuzz_pass passed, $fuzz_fail failed"
passed=$((passed + fuzz_pass))
failed=$((failed + fuzz_fail))

echo "== interop"
test/interop/run.sh >"$log" 2>&1
grep -v '^PASS' "$log"
ip=$(sed -n 's/^interop: \([0-9]*\) passed, \([0-9]*\) failed.*/\1/p' "$log")
if=$(sed -n 's/^interop: \([0-9]*\) passed, \([0-9]*\) failed.*/\2/p' "$log")
passed=$((passed + ${ip:-0}))
failed=$((failed + ${if:-1}))

echo "== difftest"
# scripts/difftest.sh: each corpus program (test/corpus) counts as one test.
timeout $((TEST_TIMEOUT * 10)) scripts/difftest.sh >"$log" 2>&1
grep -v '^PASS' "$log"
dp=$(sed -n 's/^difftest: \([0-9]*\) passed, \([0-9]*\) failed.*/\1/p' "$log")
df=$(sed -n 's/^difftest: \([0-9]*\) passed, \([0-9]*\) failed.*/\2/p' "$log")
passed=$((passed + ${dp:-0}))
failed=$((failed + ${df:-1}))

echo "$passed passed, $failed failed"
[[ $failed == 0 ]]
