#!/usr/bin/env python3
"""gen_checks.py - writes a round-trip lit test from an input and mlir-opt.

Usage: scripts/gen_checks.py input.mlir.in output.mlir [extra mlir-opt flags]

The test's expected text is what mlir-opt 22 prints for the input (the
yardstick bufopt must match byte for byte); the input is written by hand.
Lines become CHECK-NEXT lines (the first a CHECK); FileCheck's special
sequences are escaped.
"""
import subprocess
import sys

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"


def escape(line):
    out = []
    i = 0
    while i < len(line):
        two = line[i:i + 2]
        if two in ("[[", "]]", "{{", "}}"):
            out.append("{{" + "\\" + two[0] + "\\" + two[1] + "}}")
            i += 2
        else:
            out.append(line[i])
            i += 1
    return "".join(out)


def main():
    src, dst = sys.argv[1], sys.argv[2]
    flags = sys.argv[3:]
    text = open(src).read()
    res = subprocess.run([MLIR_OPT, "--allow-unregistered-dialect", *flags, src],
                         capture_output=True, text=True)
    if res.returncode != 0:
        sys.exit("mlir-opt rejected %s:\n%s" % (src, res.stderr))
    lines = res.stdout.rstrip("\n").split("\n")
    run = " ".join(flags)
    head = []
    head.append("// RUN: bufopt %s %s | FileCheck %%s" % (run, "%s") if run else "// RUN: bufopt %s | FileCheck %s")
    head.append("// RUN: bufopt %s %s | bufopt %s | FileCheck %%s" % (run, "%s", run) if run else "// RUN: bufopt %s | bufopt | FileCheck %s")
    head.append("// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s")
    checks = []
    for i, l in enumerate(lines):
        tag = "CHECK" if i == 0 else "CHECK-NEXT"
        if l.strip() == "":
            checks.append("// CHECK-EMPTY:")
        else:
            checks.append("// %s: %s" % (tag, escape(l)))
    with open(dst, "w") as f:
        f.write("\n".join(head) + "\n\n" + text.rstrip("\n") + "\n\n" + "\n".join(checks) + "\n")


if __name__ == "__main__":
    main()
