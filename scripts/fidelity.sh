#!/usr/bin/env bash
# fidelity.sh - how often bufopt prints exactly what mlir-opt prints.
#
# For every .mlir under test/ (and examples/) that mlir-opt accepts (with
# --split-input-file when the file's RUN lines use it, and
# --allow-unregistered-dialect), compares `bufopt FILE` with `mlir-opt FILE`
# and prints PASS or DIFF (with the first lines of the diff), then
# "fidelity: X/Y files identical (P%)".  Informational: exits 0.
#   usage: scripts/fidelity.sh [BUILD_DIR] [FILES...]
set -uo pipefail
cd "$(dirname "$0")/.."
B=${1:-${BUFOPT_BUILD:-build}}
shift || true
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
MLIR_OPT="$LLVM_BIN/mlir-opt --allow-unregistered-dialect"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if (($#)); then
  files=("$@")
else
  mapfile -t files < <(find test examples -name '*.mlir' -not -path '*/Output/*' -not -path 'test/fuzz/*' | sort)
fi
same=0 total=0 gsame=0
for f in "${files[@]}"; do
  split=
  grep -q -e '--split-input-file' "$f" && split=--split-input-file
  $MLIR_OPT $split "$f" >"$tmp/ref" 2>/dev/null || continue
  total=$((total + 1))
  if "$B/bufopt" --allow-unregistered-dialect $split "$f" >"$tmp/ours" 2>"$tmp/err" && cmp -s "$tmp/ref" "$tmp/ours"; then
    same=$((same + 1))
    echo "PASS: $f"
  else
    echo "DIFF: $f"
    if [[ -s $tmp/err ]]; then head -n 3 "$tmp/err" | sed 's/^/  ! /'; fi
    diff -u "$tmp/ref" "$tmp/ours" | sed -n '3,14p' | sed 's/^/  | /'
  fi
  # the generic form too (--mlir-print-op-generic)
  $MLIR_OPT $split --mlir-print-op-generic "$f" >"$tmp/gref" 2>/dev/null
  if "$B/bufopt" --allow-unregistered-dialect $split --mlir-print-op-generic "$f" >"$tmp/gours" 2>/dev/null &&
    cmp -s "$tmp/gref" "$tmp/gours"; then
    gsame=$((gsame + 1))
  else
    echo "DIFF (generic): $f"
    diff -u "$tmp/gref" "$tmp/gours" | sed -n '3,14p' | sed 's/^/  | /'
  fi
done
pct=0 gpct=0
((total)) && pct=$((100 * same / total)) && gpct=$((100 * gsame / total))
echo "fidelity (generic form): $gsame/$total files identical ($gpct%)"
echo "fidelity: $same/$total files identical ($pct%)"
