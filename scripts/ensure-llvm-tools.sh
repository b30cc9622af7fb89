#!/usr/bin/env bash
# ensure-llvm-tools.sh - make sure FileCheck, lit, not and mlir-opt are there.
#
# `make check` needs the LLVM test tools and mlir-opt (Debian packages
# llvm-22-tools and mlir-22-tools).  As root this installs them with apt-get;
# otherwise it prints the command to run and fails.
set -euo pipefail
bin=${1:-/usr/lib/llvm-22/bin}
missing=0
for tool in FileCheck lit not mlir-opt; do
  [[ -x "$bin/$tool" ]] || missing=1
done
[[ $missing == 0 ]] && exit 0
cmd="apt-get update && apt-get install -y llvm-22-tools mlir-22-tools"
if [[ $(id -u) == 0 ]]; then
  echo "installing the LLVM test tools: $cmd" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq llvm-22-tools mlir-22-tools >&2
else
  echo "error: FileCheck/lit/mlir-opt are missing from $bin. Run:" >&2
  echo "  sudo sh -c '$cmd'" >&2
  exit 1
fi
