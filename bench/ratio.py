#!/usr/bin/env python3
"""ratio.py - the round-trip speed ratio, bufopt against mlir-opt, timed finely.

bench/run.sh times with /usr/bin/time, whose 0.01 s resolution is coarse
next to bufopt's ~0.13 s at 16,000 layers.  This script times each run with
time.perf_counter (wall) and the children's rusage (user + sys CPU; the timing
of bench/growth.py, run_once),
runs the tools alternately (ROUNDS rounds of: mlir-opt, then each bufopt
binary), so that a change of machine load hits all of them, and prints for
each the minimum and the median over the rounds and the ratios
mlir-opt / bufopt of both.  --gap S sleeps S seconds before each run (a
"cold" run: on a VM that reports freed memory to its host, memory freed by
the previous run must be faulted in again).

    usage: bench/ratio.py [--layers 16000] [--rounds 15] [--gap 0]
                          [--pipeline ARGS] [BUFOPT ...]
BUFOPT defaults to build-pgo/bufopt and build/bufopt (those that exist).
--pipeline "--one-shot-bufferize=bufferize-function-boundaries" times a
pass instead of the round trip (both tools get the same arguments).
Environment: LLVM_BIN.  Not run by make check.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(root, "bench"))
from growth import run_once  # noqa: E402  (wall and cpu of one run)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--layers", type=int, default=16000)
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--gap", type=float, default=0.0)
    ap.add_argument("--pipeline", default="")
    ap.add_argument("bufopt", nargs="*")
    a = ap.parse_args()
    llvm = os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin")
    tools = [("mlir-opt", os.path.join(llvm, "mlir-opt"))]
    bins = a.bufopt or [b for b in ("build-pgo/bufopt", "build/bufopt")
                        if os.path.exists(os.path.join(root, b))]
    if not bins:
        sys.exit("ratio: no bufopt binary (run make or make pgo)")
    for b in bins:
        tools.append((b, b if os.path.isabs(b) else os.path.join(root, b)))
    extra = a.pipeline.split() if a.pipeline else []
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "layers.mlir")
        with open(src, "w") as f:
            subprocess.run([sys.executable, os.path.join(root, "bench/gen_layers.py"),
                            str(a.layers)], stdout=f, check=True)
        res = {name: ([], []) for name, _ in tools}
        for _ in range(a.rounds):
            for name, path in tools:
                if a.gap:
                    time.sleep(a.gap)
                w, c = run_once([path, src] + extra, os.devnull)
                res[name][0].append(w)
                res[name][1].append(c)
    size = os.path.getsize(src) if os.path.exists(src) else 0
    print(f"{a.layers} layers, {a.rounds} rounds, gap {a.gap} s"
          + (f", {a.pipeline}" if a.pipeline else ", round trip"))
    print(f"{'tool':20s} {'wall min':>9s} {'wall med':>9s} {'cpu min':>9s} {'cpu med':>9s}"
          f" {'ratio min':>9s} {'ratio med':>9s}")
    ref = res["mlir-opt"]
    for name, _ in tools:
        w, c = res[name]
        line = (f"{name:20s} {min(w):9.4f} {statistics.median(w):9.4f} {min(c):9.4f}"
                f" {statistics.median(c):9.4f}")
        if name != "mlir-opt":
            line += (f" {min(ref[0]) / min(w):8.2f}x {statistics.median(ref[0]) / statistics.median(w):8.2f}x"
                     f"  (cpu {min(ref[1]) / min(c):.2f}x / {statistics.median(ref[1]) / statistics.median(c):.2f}x)")
        print(line)


if __name__ == "__main__":
    main()
