#!/usr/bin/env python3
"""gen_loops.py N - print a tensor program of N dense layers, each an scf.for.

The loop-carried form of gen_layers.py: layer K is a loop (3 iterations)
whose iteration argument starts as the previous layer's activation; the body
computes %m = matmul(arg, %w) into a fresh zero-filled tensor and adds it
into the argument in place (linalg.generic with outs = the argument), then
yields that.  One-Shot Bufferize keeps every loop-carried tensor in the
init's buffer (equivalent yields, no copies) and allocates one buffer per
loop body: N allocations, 0 copies.
    usage: bench/gen_loops.py 1000 > /tmp/loops1000.mlir
"""
import sys

SHAPE = "tensor<16x16xf32>"


def main():
    if len(sys.argv) != 2 or not sys.argv[1].isdigit():
        sys.exit("usage: gen_loops.py N")
    n = int(sys.argv[1])
    t = SHAPE
    out = sys.stdout
    out.write("#map = affine_map<(d0, d1) -> (d0, d1)>\n")
    out.write(f"func.func @loops(%x0: {t}, %w: {t}) -> {t} {{\n")
    out.write("  %zero = arith.constant 0.000000e+00 : f32\n")
    out.write("  %c0 = arith.constant 0 : index\n")
    out.write("  %c1 = arith.constant 1 : index\n")
    out.write("  %c3 = arith.constant 3 : index\n")
    for k in range(1, n + 1):
        p = k - 1
        out.write(
            f"  %x{k} = scf.for %i{k} = %c0 to %c3 step %c1 iter_args(%a{k} = %x{p}) -> ({t}) {{\n"
            f"    %e = tensor.empty() : {t}\n"
            f"    %f = linalg.fill ins(%zero : f32) outs(%e : {t}) -> {t}\n"
            f"    %m = linalg.matmul ins(%a{k}, %w : {t}, {t}) outs(%f : {t}) -> {t}\n"
            f"    %g = linalg.generic {{indexing_maps = [#map, #map], "
            f"iterator_types = [\"parallel\", \"parallel\"]}} "
            f"ins(%m : {t}) outs(%a{k} : {t}) {{\n"
            f"    ^bb0(%a: f32, %o: f32):\n"
            f"      %s = arith.addf %a, %o : f32\n"
            f"      linalg.yield %s : f32\n"
            f"    }} -> {t}\n"
            f"    scf.yield %g : {t}\n"
            f"  }}\n")
    out.write(f"  return %x{n} : {t}\n}}\n")


if __name__ == "__main__":
    main()
