#!/usr/bin/env bash
# upstream-parity.sh - bufopt next to mlir-opt 22 on upstream MLIR test files,
# chunk by chunk.
#
#   usage: scripts/upstream-parity.sh [-v] [-k KEEPDIR] DIR|FILE...
#
# Every .mlir file given (directories are searched recursively) is split on
# its `// -----` lines, as --split-input-file does, and each chunk is written
# to a file of its own so that both tools see exactly the same text (and
# relative expected-* locations still hold).  The flags of the file's first
# RUN line (everything before the first `|`, without %s, the tool name,
# -split-input-file and -verify-diagnostics) are given to both tools, so a
# canonicalize file runs -canonicalize and an -allow-unregistered-dialect
# file allows unregistered ops.  Each file is one of three kinds:
#
#   invalid   its RUN line has -verify-diagnostics.  Per chunk with an
#             expected-* comment: does mlir-opt --verify-diagnostics pass
#             (mlir-ok), does bufopt --verify-diagnostics pass (expected
#             diagnostics produced: diag-ok), and does bufopt accept the
#             chunk outright, exit status 0 without --verify-diagnostics,
#             while mlir-opt rejects it (invalid chunk accepted: accepted).
#             Chunks without an expected-* comment are counted as round trip.
#   canon     its RUN line runs -canonicalize (or another pass): the flags
#             are given to both tools and the outputs compared.
#   roundtrip neither: the outputs are compared as printed (custom form)
#             and with --mlir-print-op-generic (generic form).
#
# Columns: chunks; rt = chunks with no expected-* comment, rt-ok = those
# mlir-opt accepts; same = of those, bufopt's output byte-identical to
# mlir-opt's (custom form, or the pass output); gen-same = likewise with
# --mlir-print-op-generic; diag = chunks with expected-* comments, d-ok =
# those whose expectations mlir-opt meets, ours = of those, the ones whose
# expectations bufopt meets too (expected diagnostics produced); accepted =
# expected-* chunks that mlir-opt rejects and bufopt accepts (should be 0).  -v lists every chunk that differs, with the first
# lines of the difference; -k DIR keeps every chunk and both outputs there.
#
# The upstream files are whatever version the search store holds (fetched
# by hand into a scratch directory such as /tmp/<name>/up/; they are never
# copied into this repository); mlir-opt 22 (LLVM_BIN, default
# /usr/lib/llvm-22/bin) is the judge of what upstream accepts and prints,
# not the CHECK lines of the files.  Environment: BUFOPT (default
# build/bufopt), LLVM_BIN, TIMEOUT (seconds per run, default 20).
# Informational: exits 0 (1 on a usage error).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
BUFOPT=${BUFOPT:-$root/build/bufopt}
MLIR_OPT=${LLVM_BIN:-/usr/lib/llvm-22/bin}/mlir-opt
TIMEOUT=${TIMEOUT:-20}
verbose=0 keep=
while getopts "vk:" opt; do
  case $opt in
  v) verbose=1 ;;
  k) keep=$OPTARG ;;
  *) echo "usage: $0 [-v] [-k KEEPDIR] DIR|FILE..." >&2; exit 1 ;;
  esac
done
shift $((OPTIND - 1))
if (($# == 0)); then
  echo "usage: $0 [-v] [-k KEEPDIR] DIR|FILE..." >&2
  exit 1
fi
[ -x "$BUFOPT" ] || { echo "upstream-parity: no bufopt at $BUFOPT (make first)" >&2; exit 1; }
[ -x "$MLIR_OPT" ] || { echo "upstream-parity: no mlir-opt at $MLIR_OPT" >&2; exit 1; }
files=()
for a in "$@"; do
  if [ -d "$a" ]; then
    while IFS= read -r f; do files+=("$f"); done < <(find "$a" -name '*.mlir' | sort)
  else
    files+=("$a")
  fi
done
if [ -n "$keep" ]; then
  mkdir -p "$keep"
  work=$keep
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi

# The flags of the first RUN line, one per line, for both tools.
run_flags() {
  local line
  line=$(grep -m1 -E '^// *RUN:' "$1" | sed -E 's@^// *RUN: *@@; s@\|.*@@')
  local t
  for t in $line; do
    case $t in
    %s | *mlir-opt | -split-input-file | --split-input-file) ;;
    -verify-diagnostics | --verify-diagnostics | -verify-roundtrip | --verify-roundtrip) ;;
    -mlir-print-op-generic | --mlir-print-op-generic) ;;
    -*) # the quotes a shell would remove (-canonicalize="test-convergence")
      t=${t//\"/}
      printf '%s\n' "${t//\'/}" ;;
    esac
  done
}

# run TOOL OUT ARGS...: the tool's stdout in OUT, stderr in OUT.err; status.
run() {
  local tool=$1 out=$2
  shift 2
  timeout "$TIMEOUT" "$tool" "$@" >"$out" 2>"$out.err"
}

show_diff() { # label ref ours
  ((verbose)) || return 0
  echo "    $1"
  if [ -s "$3.err" ] && ! [ -s "$3" ]; then
    head -n 3 "$3.err" | sed 's/^/      ! /'
  else
    diff "$2" "$3" | head -n 8 | sed 's/^/      | /'
  fi
}

fmt='%-46s %-9s %6s %4s %5s %4s %8s %4s %4s %4s %8s\n'
printf "$fmt" file kind chunks rt rt-ok same gen-same diag d-ok ours accepted
T_chunks=0 T_ok=0 T_same=0 T_gsame=0 T_dexp=0 T_dmok=0 T_dok=0 T_acc=0 T_rt=0
n=0
for f in "${files[@]}"; do
  n=$((n + 1))
  mapfile -t flags < <(run_flags "$f")
  kind=roundtrip
  grep -m1 -E '^// *RUN:' "$f" | grep -q -e '-verify-diagnostics' && kind=invalid
  if [ $kind = roundtrip ]; then
    for t in "${flags[@]}"; do
      case $t in -allow-unregistered-dialect | --allow-unregistered-dialect | -mlir-*) ;; *) kind=canon ;; esac
    done
  fi
  d=$work/$n
  mkdir -p "$d"
  # Split on `// -----` lines (the marker line itself belongs to no chunk).
  awk -v d="$d" 'BEGIN { c = 1; f = d "/c1.mlir"; printf "" > f }
    /^\/\/ -----/ { close(f); c++; f = d "/c" c ".mlir"; printf "" > f; next }
    { print > f }' "$f"
  chunks=0 ok=0 same=0 gsame=0 dexp=0 dmok=0 dok=0 acc=0 rt=0
  for c in $(ls "$d" | grep -E '^c[0-9]+\.mlir$' | sort -t c -k2 -n); do
    cf=$d/$c
    base=${cf%.mlir}
    chunks=$((chunks + 1))
    if grep -q -E 'expected-(error|warning|remark|note)' "$cf"; then
      dexp=$((dexp + 1))
      mok=0
      run "$MLIR_OPT" "$base.ref" "${flags[@]}" --verify-diagnostics "$cf" && mok=1
      dmok=$((dmok + mok))
      if run "$BUFOPT" "$base.ours" "${flags[@]}" --verify-diagnostics "$cf"; then
        dok=$((dok + mok))
      elif ((verbose && mok)); then
        echo "    $(basename "$f") chunk ${c%.mlir}: expected diagnostics not produced"
        grep -m 2 -E 'error|note' "$base.ours.err" | sed 's/^/      ! /'
      fi
      if ! run "$MLIR_OPT" "$base.rej" "${flags[@]}" "$cf" && run "$BUFOPT" "$base.acc" "${flags[@]}" "$cf"; then
        acc=$((acc + 1))
        ((verbose)) && echo "    $(basename "$f") chunk ${c%.mlir}: invalid chunk accepted"
      fi
      continue
    fi
    rt=$((rt + 1))
    run "$MLIR_OPT" "$base.ref" "${flags[@]}" "$cf" || continue
    ok=$((ok + 1))
    if run "$BUFOPT" "$base.ours" "${flags[@]}" "$cf" && cmp -s "$base.ref" "$base.ours"; then
      same=$((same + 1))
    else
      show_diff "$(basename "$f") chunk ${c%.mlir}: custom form differs" "$base.ref" "$base.ours"
    fi
    if [ $kind = canon ]; then continue; fi
    run "$MLIR_OPT" "$base.gref" "${flags[@]}" --mlir-print-op-generic "$cf"
    if run "$BUFOPT" "$base.gours" "${flags[@]}" --mlir-print-op-generic "$cf" &&
      cmp -s "$base.gref" "$base.gours"; then
      gsame=$((gsame + 1))
    else
      show_diff "$(basename "$f") chunk ${c%.mlir}: generic form differs" "$base.gref" "$base.gours"
    fi
  done
  name=${f#"${f%/*/*}"/}
  gcol=$gsame
  [ $kind = canon ] && gcol=-
  printf "$fmt" "$name" "$kind" "$chunks" "$rt" "$ok" "$same" "$gcol" "$dexp" "$dmok" "$dok" "$acc"
  T_chunks=$((T_chunks + chunks)) T_ok=$((T_ok + ok)) T_same=$((T_same + same))
  T_gsame=$((T_gsame + gsame)) T_dexp=$((T_dexp + dexp)) T_dmok=$((T_dmok + dmok))
  T_dok=$((T_dok + dok)) T_acc=$((T_acc + acc)) T_rt=$((T_rt + rt))
done
printf "$fmt" total "" "$T_chunks" "$T_rt" "$T_ok" "$T_same" "$T_gsame" "$T_dexp" "$T_dmok" "$T_dok" "$T_acc"
pct() { if (($2)); then echo "$((100 * $1 / $2))%"; else echo "-"; fi; }
echo "round trip identical: $T_same/$T_ok ($(pct $T_same $T_ok)), generic $T_gsame/$T_ok;" \
  "expected diagnostics produced: $T_dok/$T_dmok ($(pct $T_dok $T_dmok)); invalid chunks accepted: $T_acc"
