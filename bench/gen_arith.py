#!/usr/bin/env python3
"""gen_arith.py N - print a function of ~8N scalar ops for canonicalize/cse.

Each step k adds constants (some repeated: the folder uniques them), a
foldable sum of two constants, an identity (x + 0), a duplicate of the
previous step's expression (cse merges it) and a dead op; the live chain
threads through all steps, so nothing collapses wholesale.
    usage: bench/gen_arith.py 10000 > /tmp/a10000.mlir
           build/bufopt /tmp/a10000.mlir --canonicalize --cse --mlir-timing -o /dev/null
"""
import sys


def main():
    if len(sys.argv) != 2 or not sys.argv[1].isdigit():
        sys.exit("usage: gen_arith.py N")
    n = int(sys.argv[1])
    w = sys.stdout.write
    w("func.func @chain(%x0: i64, %y: i64) -> i64 {\n")
    for k in range(1, n + 1):
        p = k - 1
        w(f"  %a{k} = arith.constant {k % 97} : i64\n"
          f"  %b{k} = arith.constant 3 : i64\n"
          f"  %s{k} = arith.addi %a{k}, %b{k} : i64\n"
          f"  %z{k} = arith.constant 0 : i64\n"
          f"  %t{k} = arith.addi %x{p}, %z{k} : i64\n"
          f"  %u{k} = arith.muli %t{k}, %y : i64\n"
          f"  %v{k} = arith.muli %t{k}, %y : i64\n"
          f"  %d{k} = arith.subi %u{k}, %s{k} : i64\n"
          f"  %x{k} = arith.addi %d{k}, %v{k} : i64\n")
    w(f"  return %x{n} : i64\n}}\n")


if __name__ == "__main__":
    main()
