#!/usr/bin/env bash
# pgo-train.sh - the training run of `make pgo` (profile-guided optimisation).
#
# Runs an instrumented bufopt (built with -fprofile-generate) on what bufopt
# is used for, so that the second build (-fprofile-use) lays out and inlines
# the code for it:
#   * the round trip (parse, verify, print) of a 2,000-layer chain of
#     bench/gen_layers.py and of every .mlir file under test/ and examples/,
#     custom and generic form;
#   * the main job (--bufferization-pipeline) and one-shot-bufferize on the
#     corpus programs and on a 500-layer chain;
#   * the interpreter (--run) on the corpus programs.
# Errors of invalid test inputs are expected and ignored; the run takes well
# under a minute.
#   usage: scripts/pgo-train.sh BUFOPT
set -uo pipefail
cd "$(dirname "$0")/.."
BUFOPT=${1:?usage: pgo-train.sh BUFOPT}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
run() { timeout 20 "$BUFOPT" "$@" >/dev/null 2>&1 || true; }

python3 bench/gen_layers.py 2000 >"$tmp/l2k.mlir"
python3 bench/gen_layers.py 500 >"$tmp/l500.mlir"
run "$tmp/l2k.mlir" -o /dev/null
run "$tmp/l500.mlir" --one-shot-bufferize=bufferize-function-boundaries -o /dev/null
run "$tmp/l500.mlir" --bufferization-pipeline -o /dev/null
n=0
while IFS= read -r f; do
  run "$f" -o /dev/null
  run "$f" --mlir-print-op-generic -o /dev/null
  n=$((n + 1))
done < <(find test examples -name '*.mlir' -not -path 'test/fuzz/*' | sort)
for f in test/corpus/*.mlir examples/*.mlir; do
  run "$f" --run
  run "$f" --one-shot-bufferize=bufferize-function-boundaries -o /dev/null
  run "$f" --bufferization-pipeline -o "$tmp/b.mlir"
  run "$tmp/b.mlir" --run --heap-report
done
echo "pgo-train: $n files and the layer chains"
