#!/usr/bin/env python3
"""merge_alloc_ratio.py [PROGRAMS] - arena / lower bound of every merge-alloc
arena of the corpus (test/corpus/*.mlir by default).

Each program is bufferized (eliminate-empty-tensors, one-shot-bufferize as
in --bufferization-pipeline) and run through merge-alloc with report=X.json
(MERGE_ALLOC_OPTIONS, e.g. "keep-peak=false", are added to its options);
per arena it prints the arena, the report's lower bound (plan.h: the most
bytes live at one tick, sizes as they are) and the same bound recomputed
here from the buffers, and the ratio.  The last line: the worst ratio and
the arenas above 1.05.
"""
import glob, json, os, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
bufopt = os.environ.get("BUFOPT", os.path.join(root, "build", "bufopt"))
files = sys.argv[1:] or sorted(glob.glob(os.path.join(root, "test", "corpus", "*.mlir")))
worst = 0.0
above = 0
n = 0
with tempfile.TemporaryDirectory() as tmp:
    rep = os.path.join(tmp, "r.json")
    for f in files:
        if os.path.exists(rep):
            os.remove(rep)
        subprocess.run([bufopt, f, "--eliminate-empty-tensors",
                        "--one-shot-bufferize=bufferize-function-boundaries "
                        "function-boundary-type-conversion=identity-layout-map "
                        "allow-return-allocs-from-loops",
                        "--merge-alloc=report=" + rep + " " +
                        os.environ.get("MERGE_ALLOC_OPTIONS", "")],
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
                n += 1
                above += r2 > 1.05
                print("%-20s %-40s n=%3d arena=%6d lower_bound=%6d recomputed=%6d ratio=%.3f%s"
                      % (os.path.basename(f)[:-5], s["name"][:40], len(s["buffers"]),
                         s["arena"], s["lower_bound"], lb, r1, " ABOVE-1.05" if r2 > 1.05 else ""))
print("arenas: %d, worst arena/lower bound: %.3f, above 1.05: %d" % (n, worst, above))
