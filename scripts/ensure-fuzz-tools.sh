#!/usr/bin/env bash
# ensure-fuzz-tools.sh - make sure clang and libFuzzer's runtime are there.
#
# `make fuzz` builds with clang -fsanitize=fuzzer; Debian ships the runtime
# in libclang-rt-14-dev.  As root this installs what is missing.
set -euo pipefail
have_fuzzer() {
  command -v clang >/dev/null &&
    ls "$(clang -print-resource-dir 2>/dev/null)"/lib/linux/libclang_rt.fuzzer-x86_64.a >/dev/null 2>&1
}
have_fuzzer && exit 0
cmd="apt-get update && apt-get install -y clang libclang-rt-14-dev"
if [[ $(id -u) == 0 ]]; then
  echo "installing clang and libFuzzer: $cmd" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clang libclang-rt-14-dev >&2
else
  echo "error: clang with libFuzzer is missing. Run:" >&2
  echo "  sudo sh -c '$cmd'" >&2
  exit 1
fi
