#!/usr/bin/env python3
"""merge_alloc_ratio.py [PROGRAMS] - arena / lower bound of every merge-alloc
scope of the corpus (test/corpus/*.mlir by default).

Each program is bufferized (eliminate-empty-tensors, one-shot-bufferize as
in --bufferization-pipeline) and run through merge-alloc with report=X.json;
per scope it prints the arena, the planner's lower bound (sizes rounded up
to their alignment, plan.h) and the plain live-bytes bound (most bytes live
at one tick, unrounded), and both ratios.  The arena is trimmed to its
high-water mark, so it can be below the rounded bound.
"""
import glob, json, os, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
bufopt = os.environ.get("BUFOPT", os.path.join(root, "build", "bufopt"))
files = sys.argv[1:] or sorted(glob.glob(os.path.join(root, "test", "corpus", "*.mlir")))
worst = 0.0
with tempfile.TemporaryDirectory() as tmp:
    rep = os.path.join(tmp, "r.json")
    for f in files:
        if os.path.exists(rep):
            os.remove(rep)
        subprocess.run([bufopt, f, "--eliminate-empty-tensors",
                        "--one-shot-bufferize=bufferize-function-boundaries "
                        "function-boundary-type-conversion=identity-layout-map "
                        "allow-return-allocs-from-loops",
                        "--merge-alloc=report=" + rep],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if not os.path.exists(rep):
            continue
        for line in open(rep):
            for s in json.loads(line)["scopes"]:
                ev = []
                for b in s["buffers"]:
                    ev += [(b["start"], 1, b["size"]), (b["end"], 0, b["size"])]
                live = lb = 0
                for _, alloc, size in sorted(ev):
                    live += size if alloc else -size
                    lb = max(lb, live)
                r1 = s["arena"] / max(1, s["lower_bound"])
                r2 = s["arena"] / max(1, lb)
                worst = max(worst, r2)
                print("%-20s %-22s n=%2d arena=%6d lb_aligned=%6d lb_bytes=%6d "
                      "arena/lb_aligned=%.3f arena/lb_bytes=%.3f"
                      % (os.path.basename(f)[:-5], s["name"][:22], len(s["buffers"]),
                         s["arena"], s["lower_bound"], lb, r1, r2))
print("worst arena/lb_bytes: %.3f" % worst)
