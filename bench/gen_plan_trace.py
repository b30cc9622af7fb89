#!/usr/bin/env python3
"""gen_plan_trace.py N [SEED] - a MiniMalloc CSV of N buffers shaped like a
long straight-line program: buffer i is created at tick i and lives a few
ticks (mostly 1-8, sometimes up to 200: skip connections), sizes from 64 B
to 1 MiB in powers of two with some odd sizes.  Written to stdout."""
import random
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
out = ["id,lower,upper,size"]
for i in range(n):
    life = rng.randint(1, 8) if rng.random() < 0.95 else rng.randint(9, 200)
    size = 1 << rng.randint(6, 20)
    if rng.random() < 0.3:
        size = rng.randint(1, size)
    out.append(f"b{i},{i},{i + life},{size}")
sys.stdout.write("\n".join(out) + "\n")
