#!/bin/sh
# static-link.sh INPUT.mlir TMP - the ABI as a library user sees it (run by
# test/abi/static-link.mlir, so by make check).  Uses the build directory
# of the `bufopt` first on PATH (lit puts BUFOPT_BUILD there) and prints:
#   - the static link of test/abi/user.c against libbufopt.a (no -flto, no
#     LTO plugin needed): "static link: ok in under 5 s" or the failure;
#   - user.c's output on INPUT (bufferization-pipeline, the interpreter's
#     run, how often the library called the user's functions), and that
#     count again with user.c linked against libbufopt.so;
#   - the symbols: global symbols libbufopt.a defines without the bo_
#     prefix, dynamic symbols of libbufopt.so without it, and the soname.
set -u
in=$1 t=$2
here=$(cd "$(dirname "$0")" && pwd)
B=$(dirname "$(command -v bufopt)")
lib=$B/libbufopt.a
cc=${CC:-cc}
# a sanitizer build's library needs its runtime
san=
nm "$lib" | grep -q ' U __asan_' && san=-fsanitize=address,undefined
$cc -std=c11 -O1 $san -I"$here/../../include" -c "$here/user.c" -o "$t.o" || exit 1
start=$(date +%s%N)
$cc $san "$t.o" "$lib" -lm -o "$t.exe" || { echo "static link: failed"; exit 1; }
ms=$(( ($(date +%s%N) - start) / 1000000 ))
if [ "$ms" -lt 5000 ]; then echo "static link: ok in under 5 s"; else echo "static link: ${ms} ms"; fi
"$t.exe" "$in" || exit 1
# the same program linked with libbufopt.so: its functions stay its own
$cc $san "$t.o" -L"$B" -lbufopt -lm -Wl,-rpath,"$B" -o "$t.dyn" || exit 1
"$t.dyn" "$in" | sed -n 's/^library calls/shared library: library calls/p'
# (a sanitizer build adds its runtime's symbols: not counted)
skip='^(__asan|__odr_asan|___asan|__ubsan|__sancov)'
n=$(nm -g --defined-only "$lib" | awk 'NF == 3 {print $3}' | grep -v '^bo_' | grep -Evc "$skip")
echo "libbufopt.a globals without bo_: $n"
n=$(nm -D --defined-only "$B/libbufopt.so" | awk '{print $3}' | grep -v '^bo_' | grep -Evc "$skip")
echo "libbufopt.so exports without bo_: $n"
readelf -d "$B/libbufopt.so" | sed -n 's/.*Library soname: \[\(.*\)\]/soname: \1/p'
