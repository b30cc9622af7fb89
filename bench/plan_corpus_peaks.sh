#!/usr/bin/env bash
# plan_corpus_peaks.sh - merge-alloc on the test corpus: for every program
# (or the files given), the interpreter's heap counters (allocations, peak
# bytes) of bufopt's --bufferization-pipeline without merge-alloc ("off"),
# with merge-alloc=true ("on"), and of upstream mlir-opt 22's
# one-shot-bufferize + buffer-deallocation-pipeline run by bufopt's
# interpreter ("up").  Prints one row per program, a marker where "on" is
# worse than "off" (more allocations or a higher peak), and the totals.
# Column tmp: the most static temporaries of one function (memref.allocs of
# static shape that are not returned or yielded out of a loop, after
# One-Shot Bufferize: merge-alloc's analysis-only lifetimes; of the
# alternatives of a branch, scf.if or scf.index_switch, only the largest
# counts: one execution runs one); "no-drop" marks a program with tmp >= 2
# whose allocations do not drop.
# Environment: BUFOPT (driver, default build/bufopt), LLVM_BIN.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
BUFOPT=${BUFOPT:-$root/build/bufopt}
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
BUFFERIZE='--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops'
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
heap() { # FILE -> "allocs peak" or "- -"
  local h
  h=$("$BUFOPT" "$1" --run --heap-report 2>&1 >/dev/null | grep -o 'heap:.*' | head -n 1)
  [[ -z $h || ! -s $1 ]] && { echo "- -"; return; }
  echo "$(grep -oE 'allocs=[0-9]+' <<<"$h" | cut -d= -f2) $(grep -oE 'peak_bytes=[0-9]+' <<<"$h" | cut -d= -f2)"
}
files=("$@")
[[ ${#files[@]} == 0 ]] && files=("$root"/test/corpus/*.mlir)
temps() { # FILE -> the most static temporaries of one function
  # The alternatives of a branch (scf.if then/else, scf.index_switch cases)
  # never run in one execution: a branch counts its largest alternative.
  "$BUFOPT" "$1" --convert-onnx-seq-to-krnl --eliminate-empty-tensors "$BUFFERIZE" \
    --merge-alloc=analysis-only 2>/dev/null |
    awk 'function pop() { v = (cur[n] > best[n] ? cur[n] : best[n]); n--; if (n) cur[n] += v; else c += v }
         /func.func/ { while (n) pop(); if (c > m) m = c; c = 0; depth = 0 }
         {
           while (n && kind[n] == "switch" && pending[n] && depth == d[n] && $0 !~ /^ *(case -?[0-9]+|default) \{$/) pop()
           if ($0 ~ /^ *\}/) {
             depth--
             if (n && depth == d[n]) {
               if (cur[n] > best[n]) best[n] = cur[n]; cur[n] = 0
               if (kind[n] == "if" && $0 !~ /else \{$/) pop(); else if (kind[n] == "switch") pending[n] = 1
             }
           }
           if ($0 ~ /^ *(case -?[0-9]+|default) \{$/ && n && kind[n] == "switch") pending[n] = 0
           if ($0 ~ /scf\.if .*\{$/) { n++; kind[n] = "if"; d[n] = depth; best[n] = 0; cur[n] = 0 }
           if ($0 ~ /scf\.index_switch/) { n++; kind[n] = "switch"; d[n] = depth; best[n] = 0; cur[n] = 0; pending[n] = 1 }
           if ($0 ~ /\{$/) depth++
         }
         /memref.alloc\(\) \{__mergealloc_lifetime = array<i64: [0-9]+, [0-9-]+/ && !/array<i64: [0-9]+, -2/ { if (n) cur[n]++; else c++ }
         END { while (n) pop(); if (c > m) m = c; print m + 0 }'
}
printf '%-28s %4s %6s %6s %6s %6s %6s %6s\n' program tmp off_n off_pk on_n on_pk up_n up_pk
sa=(0 0 0 0 0 0); worse=0; fewer=0; lower=0; nodrop=0
for f in "${files[@]}"; do
  n=$(basename "$f" .mlir)
  "$BUFOPT" "$f" --bufferization-pipeline=merge-alloc=false >"$t/off.mlir" 2>/dev/null || : >"$t/off.mlir"
  "$BUFOPT" "$f" --bufferization-pipeline=merge-alloc=true >"$t/on.mlir" 2>/dev/null || : >"$t/on.mlir"
  "$LLVM_BIN/mlir-opt" "$f" "$BUFFERIZE" --buffer-deallocation-pipeline >"$t/up.mlir" 2>/dev/null || : >"$t/up.mlir"
  read -r a b <<<"$(heap "$t/off.mlir")"; read -r c d <<<"$(heap "$t/on.mlir")"; read -r e g <<<"$(heap "$t/up.mlir")"
  tmp=$(temps "$f")
  mark=
  if [[ $a != - && $c != - ]]; then
    (( c > a || d > b )) && { mark=' WORSE'; worse=$((worse + 1)); }
    (( c < a )) && fewer=$((fewer + 1))
    (( d < b )) && lower=$((lower + 1))
    (( d > g )) 2>/dev/null && [[ $g != - ]] && mark="$mark above-upstream"
    (( tmp >= 2 && c >= a )) && { mark="$mark no-drop"; nodrop=$((nodrop + 1)); }
  fi
  printf '%-28s %4s %6s %6s %6s %6s %6s %6s%s\n' "$n" "$tmp" "$a" "$b" "$c" "$d" "$e" "$g" "$mark"
  i=0; for v in "$a" "$b" "$c" "$d" "$e" "$g"; do [[ $v != - ]] && sa[$i]=$((sa[i] + v)); i=$((i + 1)); done
done
printf '%-28s %4s %6s %6s %6s %6s %6s %6s\n' total '' "${sa[@]}"
echo "merge-alloc=true vs off: fewer allocations in $fewer programs, lower peak in $lower, worse in $worse; tmp >= 2 without a drop: $nodrop"
