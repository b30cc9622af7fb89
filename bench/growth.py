#!/usr/bin/env python3
"""growth.py - how bufopt's time grows from SMALL to BIG layers (issue 4).

Issue 4 asks that one-shot-bufferize handle 16,000 layers in at most 20x the
time of 1,000.  A single run of the small case takes ~20 ms, close to the
resolution of /usr/bin/time and easily disturbed on a shared machine, so
this script measures robustly:
  * runs are interleaved (ROUNDS rounds of SMALL_RUNS small runs and
    BIG_RUNS big runs), so a change of machine load hits both sizes;
  * each run is timed with time.perf_counter (wall, ns resolution) and with
    the children's rusage (user + sys CPU time); the minimum over all runs
    is kept (the run least disturbed by other processes);
  * the pass's own time is read from --mlir-timing (minimum over runs).
It prints, for each pipeline, small and big times and the ratio big/small,
for wall, CPU and pass-only time.  The outputs of the big case must be the
same on every run (checked), and can be compared with a reference file
(REF_DIR/<pipeline-name>.<big>.mlir written with --save, checked with
--check): a speed change must not change the text.

    usage: bench/growth.py [--small 1000] [--big 16000] [--rounds 5]
                           [--small-runs 4] [--big-runs 1]
                           [--pipeline osb|pipeline|both] [--gen bench/gen_layers.py]
                           [--bufopt build/bufopt] [--save DIR | --check DIR]
Not run by make check (it takes ~30 s).
"""
import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile
import time

PIPELINES = {
    "osb": ["--one-shot-bufferize=bufferize-function-boundaries"],
    "pipeline": ["--bufferization-pipeline"],
}
PASS_NAMES = {"osb": "one-shot-bufferize", "pipeline": "bufferization-pipeline"}


def run_once(cmd, out):
    """Runs cmd writing to out; returns (wall, cpu, pass seconds or None)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    p = subprocess.run(cmd + ["-o", out], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       text=True)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if p.returncode != 0:
        sys.exit("growth: failed: %s\n%s" % (" ".join(cmd), p.stderr[:2000]))
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def pass_time(cmd, name):
    p = subprocess.run(cmd + ["--mlir-timing", "-o", os.devnull], stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE, text=True)
    for line in p.stderr.splitlines():
        m = re.match(r"\s*([0-9.]+) \(\s*[0-9.]+%\)\s+(\S+)\s*$", line)
        if m and m.group(2) == name:
            return float(m.group(1))
    sys.exit("growth: no '%s' line in --mlir-timing output of %s" % (name, " ".join(cmd)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--small", type=int, default=1000)
    ap.add_argument("--big", type=int, default=16000)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--small-runs", type=int, default=4)
    ap.add_argument("--big-runs", type=int, default=1)
    ap.add_argument("--pipeline", choices=["osb", "pipeline", "both"], default="both")
    ap.add_argument("--gen", default="bench/gen_layers.py")
    ap.add_argument("--bufopt", default=os.environ.get("BUFOPT", "build/bufopt"))
    ap.add_argument("--save", metavar="DIR")
    ap.add_argument("--check", metavar="DIR")
    args = ap.parse_args()
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    names = ["osb", "pipeline"] if args.pipeline == "both" else [args.pipeline]
    with tempfile.TemporaryDirectory() as tmp:
        files = {}
        for n in (args.small, args.big):
            files[n] = os.path.join(tmp, "l%d.mlir" % n)
            with open(files[n], "w") as f:
                subprocess.run([sys.executable, args.gen, str(n)], stdout=f, check=True)
        print("%-9s %6s %10s %10s %8s %10s %10s %8s %10s %10s %8s" %
              ("pipeline", "size", "wall(s)", "", "ratio", "cpu(s)", "", "ratio",
               "pass(s)", "", "ratio"))
        for name in names:
            best = {n: [float("inf")] * 3 for n in (args.small, args.big)}
            outs = {}
            for _ in range(args.rounds):
                for n, runs in ((args.small, args.small_runs), (args.big, args.big_runs)):
                    cmd = [args.bufopt, files[n]] + PIPELINES[name]
                    for _ in range(runs):
                        out = os.path.join(tmp, "out%d.mlir" % n)
                        wall, cpu = run_once(cmd, out)
                        pt = pass_time(cmd, PASS_NAMES[name])
                        with open(out, "rb") as f:
                            text = f.read()
                        if outs.setdefault(n, text) != text:
                            sys.exit("growth: %s at %d: the output differs between runs" % (name, n))
                        b = best[n]
                        best[n] = [min(b[0], wall), min(b[1], cpu), min(b[2], pt)]
            s, g = best[args.small], best[args.big]
            print("%-9s %6s %10.4f %10.4f %8.2f %10.4f %10.4f %8.2f %10.4f %10.4f %8.2f" %
                  (name, "%d/%d" % (args.small, args.big), s[0], g[0], g[0] / s[0], s[1], g[1],
                   g[1] / s[1], s[2], g[2], g[2] / s[2]))
            ref_name = "%s.%d.mlir" % (name, args.big)
            if args.save:
                os.makedirs(args.save, exist_ok=True)
                with open(os.path.join(args.save, ref_name), "wb") as f:
                    f.write(outs[args.big])
            if args.check:
                with open(os.path.join(args.check, ref_name), "rb") as f:
                    same = f.read() == outs[args.big]
                print("%-9s output at %d layers identical to %s: %s" %
                      (name, args.big, os.path.join(args.check, ref_name), "yes" if same else "NO"))
                if not same:
                    sys.exit(1)


if __name__ == "__main__":
    main()
