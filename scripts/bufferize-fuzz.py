#!/usr/bin/env python3
"""bufferize-fuzz.py - compares one-shot-bufferize with mlir-opt's on random
straight-line tensor programs (fill, insert, extract, generic, copy, add,
tensor.empty, extract_slice + fill, insert_slice, over two tensor<8xf32>
arguments).  For each seed and option set, both tools' outputs must be
byte-identical; mismatching programs are written to OUT_DIR.

    usage: scripts/bufferize-fuzz.py [FIRST_SEED] [COUNT] [OUT_DIR] [--run] [--defined]
With --defined every tensor.empty is a bufferization.alloc_tensor copy of
%a1 (other programs for the same seeds): no program reads unspecified
contents, so --run compares the printed values of every mismatch.
With --run each mismatch is classified by scripts/fuzz_harness.py (see
there: both rewrites run in bufopt's interpreter, buffers and copies
counted).  A crash of bufopt is counted.
Environment: BUFOPT (default build/bufopt), LLVM_BIN.
Not part of `make check` (it takes minutes); run it after changing the
analysis.  Last run (issue 4): `scripts/bufferize-fuzz.py 1 1000 OUT --run`:
1000 programs, 0 mismatches, 0 crashes (seed 297, a top-down linalg.copy
of a tensor.empty onto itself, now matches: see docs/one-shot-bufferize.md,
"Where the output differs").
"""
import collections
import os
import random
import subprocess
import sys

import fuzz_harness

T = "tensor<8xf32>"
OPTIONS = ["bufferize-function-boundaries test-analysis-only", "test-analysis-only",
           "bufferize-function-boundaries",
           "bufferize-function-boundaries analysis-heuristic=top-down test-analysis-only"]


def program(seed):
    rnd = random.Random(seed)
    vals, slices, reads, lines = ["%a0", "%a1"], [], [], []
    count = [0]

    def new():
        count[0] += 1
        return "%%v%d" % count[0]

    for _ in range(rnd.randint(3, 12)):
        op = rnd.choice(["fill", "insert", "extract", "generic", "slice", "insert_slice",
                         "empty", "copy", "add"])
        r = new()
        if op == "fill":
            lines.append(f"  {r} = linalg.fill ins(%s : f32) outs({rnd.choice(vals)} : {T}) -> {T}")
            vals.append(r)
        elif op == "insert":
            lines.append(f"  {r} = tensor.insert %s into {rnd.choice(vals)}[%i] : {T}")
            vals.append(r)
        elif op == "extract":
            v = rnd.choice(vals + [s for s, _ in slices])
            ty = T if v in vals else "tensor<4xf32>"
            lines.append(f"  {r} = tensor.extract {v}[%c0] : {ty}")
            reads.append(r)
        elif op == "generic":
            x, o = rnd.choice(vals), rnd.choice(vals)
            lines.append(f"  {r} = linalg.generic {{indexing_maps = [#id, #id], iterator_types = "
                         f"[\"parallel\"]}} ins({x} : {T}) outs({o} : {T}) {{\n"
                         f"  ^bb0(%in: f32, %out: f32):\n    %m = arith.addf %in, %out : f32\n"
                         f"    linalg.yield %m : f32\n  }} -> {T}")
            vals.append(r)
        elif op == "slice":
            off = rnd.choice([0, 2, 4])
            lines.append(f"  {r} = tensor.extract_slice {rnd.choice(vals)}[{off}] [4] [1] : {T} to tensor<4xf32>")
            slices.append((r, off))
            if rnd.random() < 0.6:
                f = new()
                lines.append(f"  {f} = linalg.fill ins(%s : f32) outs({r} : tensor<4xf32>) -> tensor<4xf32>")
                slices.append((f, off))
        elif op == "insert_slice" and slices:
            s, off = rnd.choice(slices)
            if rnd.random() < 0.5:
                off = rnd.choice([0, 2, 4])
            lines.append(f"  {r} = tensor.insert_slice {s} into {rnd.choice(vals)}[{off}] [4] [1] : "
                         f"tensor<4xf32> into {T}")
            vals.append(r)
        elif op == "empty" and "--defined" in sys.argv[4:]:  # see the usage
            lines.append(f"  {r} = bufferization.alloc_tensor() copy(%a1) : {T}")
            vals.append(r)
        elif op == "empty":
            lines.append(f"  {r} = tensor.empty() : {T}")
            vals.append(r)
        elif op == "copy":
            lines.append(f"  {r} = linalg.copy ins({rnd.choice(vals)} : {T}) outs({rnd.choice(vals)} : {T}) -> {T}")
            vals.append(r)
        elif op == "add":
            x, y, o = rnd.choice(vals), rnd.choice(vals), rnd.choice(vals)
            lines.append(f"  {r} = linalg.add ins({x}, {y} : {T}, {T}) outs({o} : {T}) -> {T}")
            vals.append(r)
    rets = rnd.sample(vals, min(len(vals), rnd.randint(1, 3))) + reads[-1:]
    types = [T] * (len(rets) - len(reads[-1:])) + ["f32"] * len(reads[-1:])
    return ("#id = affine_map<(d0) -> (d0)>\n"
            f"func.func @f(%a0: {T}, %a1: {T}, %s: f32, %i: index) -> ({', '.join(types)}) {{\n"
            "  %c0 = arith.constant 0 : index\n" + "\n".join(lines) + "\n"
            f"  return {', '.join(rets)} : {', '.join(types)}\n}}\n")


def main():
    first = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    out = sys.argv[3] if len(sys.argv) > 3 else "bufferize-fuzz-out"
    bufopt = os.environ.get("BUFOPT", "build/bufopt")
    mlir_opt = os.path.join(os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin"), "mlir-opt")
    classify = "--run" in sys.argv[4:]
    classes = collections.Counter()
    bad = crashes = 0
    for seed in range(first, first + count):
        text = program(seed).encode()
        for opts in OPTIONS:
            flag = "--one-shot-bufferize=" + opts
            up = subprocess.run([mlir_opt, flag, "-"], input=text, capture_output=True)
            bo = subprocess.run([bufopt, flag, "-"], input=text, capture_output=True)
            if bo.returncode < 0:
                crashes += 1
                print("CRASH seed", seed, opts)
            if up.returncode != 0:
                continue
            if bo.stdout != up.stdout:
                bad += 1
                os.makedirs(out, exist_ok=True)
                with open(os.path.join(out, "seed%d.mlir" % seed), "wb") as f:
                    f.write(text)
                print("mismatch: seed %d, %s" % (seed, opts))
                if classify:
                    rewrite = "--one-shot-bufferize=" + " ".join(o for o in opts.split() if o != "test-analysis-only")
                    c = fuzz_harness.classify(program(seed), rewrite, bufopt, mlir_opt)
                    classes[c.split()[0]] += 1
                    print("  class:", c)
    print("bufferize-fuzz: %d programs, %d mismatches, %d crashes" % (count, bad, crashes))
    if classify:
        print("classes:", ", ".join("%s %d" % kv for kv in sorted(classes.items())))
    sys.exit(1 if bad or crashes else 0)


if __name__ == "__main__":
    main()
