#!/usr/bin/env bash
# difftest.sh - differential testing of the interpreter, bufopt's pipelines
# and upstream MLIR on the corpus (test/corpus/*.mlir, or the files given).
#
# For each program P (each has a @main that builds its inputs and prints):
#   1. ref: `bufopt P --run --heap-report` must succeed with no heap error;
#   2. every pipeline of scripts/difftest.pipelines: bufopt P ARGS, then run
#      the result: same output as ref, no heap error (NAME+stages: the IR
#      after each pass too, scripts/stages.sh);
#   3. when mlir-opt and mlir-runner are present (LLVM_BIN):
#      a. upstream bufferizes P (one-shot-bufferize + buffer-deallocation-
#         pipeline); bufopt runs that output: same output as ref, no error;
#      b. the bufferized program is lowered to LLVM and run by mlir-runner
#         with test/runtime's heap counter: same output as ref, and the
#         allocs/frees/peak_bytes/leaked_bytes the counter saw equal the
#         interpreter's report on the bufferized program.
# A program may skip pipelines with a `// difftest-skip: NAME ...` line.
# A program passes when all its checks pass.  Prints PASS/FAIL per program
# and ends with "difftest: N passed, M failed"; exits 1 on any failure.
# Environment: BUFOPT_BUILD (build dir), BUFOPT (the driver), LLVM_BIN, DIFFTEST_UPSTREAM=0 to
# skip step 3, DIFFTEST_JOBS (parallel programs, default 2), DIFFTEST_VERBOSE=1
# to print each run's heap counters under its PASS/FAIL line (bufopt's
# pipelines and upstream's side by side).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
B=${BUFOPT_BUILD:-build}
[[ $B = /* ]] || B="$root/$B"
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
BUFOPT=${BUFOPT:-$B/bufopt}
RUNTIME="$B/test/runtime/libheap_counter.so"
LIBDIR=$(dirname "$LLVM_BIN")/lib
JOBS=${DIFFTEST_JOBS:-2}
BUFFERIZE='--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops'
# arith first too: finalize-memref-to-llvm lowers memref.generic_atomic_rmw
# only when the ops of its body are LLVM already.
LOWER=(--lower-vector-multi-reduction --lower-vector-mask --convert-bufferization-to-memref --convert-linalg-to-loops --expand-strided-metadata --lower-affine
  --convert-math-to-libm --convert-vector-to-scf --convert-scf-to-cf
  --convert-vector-to-llvm --convert-arith-to-llvm '--finalize-memref-to-llvm=use-generic-functions'
  --convert-math-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-ub-to-llvm
  --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts)

upstream=1
[[ ${DIFFTEST_UPSTREAM:-1} == 0 ]] && upstream=0
for tool in mlir-opt mlir-runner; do [[ -x $LLVM_BIN/$tool ]] || upstream=0; done
runner_libs=
if [[ $upstream == 1 ]]; then
  c_utils=$(ls "$LIBDIR"/libmlir_c_runner_utils.so* 2>/dev/null | head -n 1)
  utils=$(ls "$LIBDIR"/libmlir_runner_utils.so* 2>/dev/null | head -n 1)
  if [[ -z $c_utils || -z $utils || ! -f $RUNTIME ]]; then
    upstream=0
  else
    runner_libs="$c_utils,$utils,$RUNTIME"
  fi
fi

# Heap counters of a `heap: k=v ...` line, without copied_bytes and errors.
counters() { grep -o 'heap: .*' "$1" | head -n 1 | grep -oE '\b(allocs|frees|peak_bytes|leaked_bytes)=[0-9]+' | tr '\n' ' '; }

# Same output, up to printMemref*'s addresses ("base@ = 0x..."), which differ
# between runs of mlir-runner and are made up by the interpreter.
same() { cmp -s <(sed -E 's/base@ = 0x[0-9a-f]+/base@ = ADDR/' "$1") <(sed -E 's/base@ = 0x[0-9a-f]+/base@ = ADDR/' "$2"); }

# Checks one program; prints PASS/FAIL lines; exit status 0 on pass.
check_one() {
  local f=$1 t
  t=$(mktemp -d)
  local why=() heaps=()
  # `// difftest: leaky-input`: a buffer program without frees (the
  # deallocation pipelines add them); its own run may only fail on leaks,
  # and the pipelines that keep the leaks (no deallocation: roundtrip,
  # canonicalize, empty-tensor-to-alloc-tensor) are skipped.
  # `// difftest-skip: NAME... [upstream]` in a program: pipelines (and the
  # upstream leg) that cannot take it (e.g. ONNX sequences: no upstream
  # dialect; bufferization-pipeline lowers them, one-shot-bufferize alone
  # does not).
  local skip
  skip=$(grep -m1 -o 'difftest-skip:.*' "$f" | cut -d: -f2-)
  local leaky=0
  grep -q '^// difftest: leaky-input' "$f" && leaky=1
  if ! "$BUFOPT" "$f" --run --heap-report >"$t/ref" 2>"$t/ref.err" &&
      { [[ $leaky == 0 ]] || grep 'error:' "$t/ref.err" | grep -qv 'error: leak:'; }; then
    why+=("the interpreter fails on the original program: $(grep -m1 'error:' "$t/ref.err")")
  else
    while IFS= read -r line; do
      [[ $line =~ ^[[:space:]]*(#|$) ]] && continue
      local name=${line%%:*} args=${line#*:} argv=()
      [[ $leaky == 1 && ( $name == roundtrip || $name == canonicalize ||
                           $name == empty-tensor-to-alloc-tensor ) ]] && continue
      [[ " $skip " == *" $name "* ]] && continue
      # Arguments split at spaces; {SP} stands for a space inside one.
      read -ra argv <<<"$args"
      argv=("${argv[@]//\{SP\}/ }")
      rm -f "$t/p.out"
      if ! "$BUFOPT" "$f" "${argv[@]}" >"$t/p.mlir" 2>"$t/p.err"; then
        why+=("pipeline $name fails: $(grep -m1 'error:' "$t/p.err")")
      elif ! "$BUFOPT" "$t/p.mlir" --run --heap-report >"$t/p.out" 2>"$t/p.err"; then
        why+=("pipeline $name: the result does not run cleanly: $(grep -m1 'error:' "$t/p.err")")
        rm -f "$t/p.out"
      elif ! same "$t/ref" "$t/p.out"; then
        why+=("pipeline $name changes the output: $(diff "$t/ref" "$t/p.out" | head -n 3 | tr '\n' ' ')")
        rm -f "$t/p.out"
      fi
      heaps+=("$name: $(grep -o 'heap: .*' "$t/p.err" | head -n 1)")
      # NAME+stages: each pass's output runs too (scripts/stages.sh).
      if [[ $name == *+stages && -s $t/p.out ]] &&
          ! "$root/scripts/stages.sh" "$BUFOPT" "$f" "$t/ref" "${argv[@]}" >"$t/st.out"; then
        why+=("pipeline $name: $(head -n 1 "$t/st.out")")
      fi
      # NAME+runner: bufopt's result also runs under mlir-runner (lowered by
      # mlir-opt) with the counting allocator: same output, same counters
      # as the interpreter's, nothing leaked.
      if [[ $name == *+runner && $upstream == 1 && -s $t/p.out ]]; then
        sed -E '/memref\.alloc/s/ \{alignment = [0-9]+ : i64\}//' "$t/p.mlir" >"$t/p2.mlir"
        "$BUFOPT" "$t/p2.mlir" --run --heap-report >/dev/null 2>"$t/p2.err"
        rm -f "$t/prt.heap"
        if ! "$LLVM_BIN/mlir-opt" "$t/p2.mlir" "${LOWER[@]}" >"$t/pll.mlir" 2>"$t/pll.err"; then
          why+=("pipeline $name: mlir-opt cannot lower bufopt's output: $(grep -m1 'error:' "$t/pll.err")")
        elif ! BUFOPT_HEAP_REPORT="$t/prt.heap" timeout 60 "$LLVM_BIN/mlir-runner" "$t/pll.mlir" -e main \
            -entry-point-result=void -shared-libs="$runner_libs" >"$t/prt.out" 2>"$t/prt.err"; then
          why+=("pipeline $name: mlir-runner fails on bufopt's output: $(head -n 2 "$t/prt.err" | tr '\n' ' ')")
        elif ! same "$t/ref" "$t/prt.out"; then
          why+=("pipeline $name: mlir-runner prints differently: $(diff "$t/ref" "$t/prt.out" | head -n 3 | tr '\n' ' ')")
        elif [[ ! -f $t/prt.heap ]]; then
          why+=("pipeline $name: the runtime heap counter wrote no report")
        elif [[ $(counters "$t/p2.err") != "$(counters "$t/prt.heap")" ]]; then
          why+=("pipeline $name: heap counters differ: interpreter [$(counters "$t/p2.err")] mlir-runner [$(counters "$t/prt.heap")]")
        elif ! grep -q 'leaked_bytes=0 invalid_frees=0' "$t/prt.heap"; then
          why+=("pipeline $name: mlir-runner's heap counter sees a leak or an invalid free: $(cat "$t/prt.heap")")
        fi
        [[ -f $t/prt.heap ]] && heaps+=("$name under mlir-runner: $(cat "$t/prt.heap")")
      fi
    done <"$root/scripts/difftest.pipelines"
    if [[ $upstream == 1 && " $skip " != *" upstream "* ]]; then
      if ! "$LLVM_BIN/mlir-opt" "$f" "$BUFFERIZE" --buffer-deallocation-pipeline >"$t/up.mlir" 2>"$t/up.err"; then
        why+=("mlir-opt cannot bufferize it: $(grep -m1 'error:' "$t/up.err")")
      else
        if ! "$BUFOPT" "$t/up.mlir" --run --heap-report >"$t/up.out" 2>"$t/up.run.err"; then
          why+=("the interpreter fails on mlir-opt's bufferized program: $(grep -m1 'error:' "$t/up.run.err")")
        elif ! same "$t/ref" "$t/up.out"; then
          why+=("mlir-opt's bufferized program prints differently: $(diff "$t/ref" "$t/up.out" | head -n 3 | tr '\n' ' ')")
        fi
        heaps+=("mlir-opt: $(grep -o 'heap: .*' "$t/up.run.err" | head -n 1)")
        # Alignment padding would change the byte counts the allocator sees.
        sed -E '/memref\.alloc/s/ \{alignment = [0-9]+ : i64\}//' "$t/up.mlir" >"$t/up2.mlir"
        if ! "$LLVM_BIN/mlir-opt" "$t/up2.mlir" "${LOWER[@]}" >"$t/ll.mlir" 2>"$t/ll.err"; then
          why+=("mlir-opt cannot lower it: $(grep -m1 'error:' "$t/ll.err")")
        elif ! BUFOPT_HEAP_REPORT="$t/rt.heap" timeout 60 "$LLVM_BIN/mlir-runner" "$t/ll.mlir" -e main \
            -entry-point-result=void -shared-libs="$runner_libs" >"$t/rt.out" 2>"$t/rt.err"; then
          why+=("mlir-runner fails: $(head -n 2 "$t/rt.err" | tr '\n' ' ')")
        else
          if ! same "$t/ref" "$t/rt.out"; then
            why+=("mlir-runner prints differently: $(diff "$t/ref" "$t/rt.out" | head -n 3 | tr '\n' ' ')")
          fi
          if [[ ! -f $t/rt.heap ]]; then
            why+=("the runtime heap counter wrote no report")
          elif ! grep -q 'invalid_frees=0' "$t/rt.heap"; then
            why+=("mlir-runner's heap counter sees invalid frees: $(cat "$t/rt.heap")")
          elif [[ -f $t/up.run.err && $(counters "$t/up.run.err") != "$(counters "$t/rt.heap")" ]]; then
            why+=("heap counters differ: interpreter [$(counters "$t/up.run.err")] mlir-runner [$(counters "$t/rt.heap")]")
          fi
        fi
      fi
    fi
  fi
  [[ -f $t/rt.heap ]] && heaps+=("mlir-runner: $(cat "$t/rt.heap")")
  rm -rf "$t"
  local verdict=PASS
  [[ ${#why[@]} == 0 ]] || verdict=FAIL
  echo "$verdict: $f"
  [[ ${#why[@]} == 0 ]] || printf '  | %s\n' "${why[@]}"
  [[ ${DIFFTEST_VERBOSE:-0} == 1 && ${#heaps[@]} -gt 0 ]] && printf '  = %s\n' "${heaps[@]}"
  [[ $verdict == PASS ]]
}
export -f check_one counters same
export BUFOPT BUFFERIZE LLVM_BIN upstream runner_libs root
export LOWER_STR="${LOWER[*]}"

if [[ $# -gt 0 ]]; then
  files=("$@")
else
  files=("$root"/test/corpus/*.mlir)
fi
[[ $upstream == 0 ]] && echo "difftest: mlir-opt/mlir-runner or the runtime counter missing: upstream checks skipped"
# Each program in its own shell; LOWER is re-split from LOWER_STR there.
results=$(printf '%s\n' "${files[@]}" | xargs -P "$JOBS" -I{} bash -c 'LOWER=($LOWER_STR); check_one "$@"' _ {})
echo "$results"
pass=$(grep -c '^PASS' <<<"$results")
fail=$(grep -c '^FAIL' <<<"$results")
echo "difftest: $pass passed, $fail failed"
[[ $fail == 0 ]]
