#!/bin/sh
# layering.sh [BUILD_DIR] - the link-level layering of the library, from nm
# on the objects of BUILD_DIR (default build):
#   1. src/dialects/, src/analysis/ and src/interfaces/ objects reference no
#      symbol defined in src/transforms/ (the services ops call live beside
#      the interfaces, not in a pass);
#   2. src/ir/ objects reference no symbol defined in src/pass/,
#      src/transforms/, src/dialects/ or src/init/ (the IR core knows no
#      pass and no dialect: registration happens at the edge, src/init/).
# Prints each offending reference, then one count per rule; exits 1 when
# either count is not 0.
B=${1:-build}
tmp=$(mktemp -d) && trap 'rm -rf "$tmp"' EXIT
defs() { for d in "$@"; do ls "$B/src/$d/"*.o 2>/dev/null; done | xargs -r nm --defined-only -j |
         grep -v -e ':$' -e '^$' | sort -u; }
defs transforms > "$tmp/transforms"
defs pass transforms dialects init > "$tmp/edge"
check() { # objects... ; rule file in $rule, message in $msg
  for o in "$@"; do
    [ -f "$o" ] || continue
    nm -u -j "$o" | sort -u | comm -12 - "$rule" | sed "s|^|$o -> |; s|\$| $msg|"
  done
}
rule=$tmp/transforms msg='(defined in src/transforms/)'
check "$B"/src/dialects/*.o "$B"/src/analysis/*.o "$B"/src/interfaces/*.o > "$tmp/r1"
rule=$tmp/edge msg='(a pass, a dialect or their registration)'
check "$B"/src/ir/*.o > "$tmp/r2"
cat "$tmp/r1" "$tmp/r2"
n1=$(wc -l < "$tmp/r1"); n2=$(wc -l < "$tmp/r2")
echo "references from src/dialects, src/analysis, src/interfaces to src/transforms: $n1"
echo "references from src/ir to passes and dialects: $n2"
[ "$n1" -eq 0 ] && [ "$n2" -eq 0 ]
