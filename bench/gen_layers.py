#!/usr/bin/env python3
"""gen_layers.py N - print a tensor program of N dense layers (MLIR text).

Each layer is the shape of one step of an MLP in destination-passing style:
    %eK = tensor.empty, %fK = linalg.fill 0 into it, %mK = linalg.matmul of the
    previous activation and a weight, %xK = linalg.generic adding %mK and the
    previous activation (a residual connection).
Every layer is ~600 bytes, so 16000 layers make ~9 MiB, the size bench/run.sh
uses to show that parsing, verifying and printing stay linear.
    usage: bench/gen_layers.py 16000 > /tmp/l16000.mlir
"""
import sys

SHAPE = "tensor<16x16xf32>"


def main():
    if len(sys.argv) != 2 or not sys.argv[1].isdigit():
        sys.exit("usage: gen_layers.py N")
    n = int(sys.argv[1])
    out = sys.stdout
    out.write("#map = affine_map<(d0, d1) -> (d0, d1)>\n")
    out.write(f"func.func @layers(%x0: {SHAPE}, %w: {SHAPE}) -> {SHAPE} {{\n")
    out.write("  %zero = arith.constant 0.000000e+00 : f32\n")
    t = SHAPE
    for k in range(1, n + 1):
        p = k - 1
        out.write(
            f"  %e{k} = tensor.empty() : {t}\n"
            f"  %f{k} = linalg.fill ins(%zero : f32) outs(%e{k} : {t}) -> {t}\n"
            f"  %m{k} = linalg.matmul ins(%x{p}, %w : {t}, {t}) outs(%f{k} : {t}) -> {t}\n"
            f"  %x{k} = linalg.generic {{indexing_maps = [#map, #map, #map], "
            f"iterator_types = [\"parallel\", \"parallel\"]}} "
            f"ins(%m{k}, %x{p} : {t}, {t}) outs(%e{k} : {t}) {{\n"
            f"  ^bb0(%a: f32, %b: f32, %o: f32):\n"
            f"    %s = arith.addf %a, %b : f32\n"
            f"    linalg.yield %s : f32\n"
            f"  }} -> {t}\n")
    out.write(f"  return %x{n} : {t}\n}}\n")


if __name__ == "__main__":
    main()
