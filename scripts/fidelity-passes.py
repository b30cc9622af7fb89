#!/usr/bin/env python3
"""fidelity-passes.py - the generic form of pass outputs, bufopt against mlir-opt.

For every lit RUN line `mlir-opt %s ARGS ...` under test/ (without
--verify-diagnostics) whose ARGS mlir-opt accepts, runs both tools with
ARGS --mlir-print-op-generic and compares the text; prints each differing
RUN line with the first lines of its diff, then
"generic after passes: N same, M differ".  The generic form shows what the
custom form hides: properties upstream's builders set (nontemporal = false,
operandSegmentSizes) and the numbering of names passes write.
    usage: scripts/fidelity-passes.py [--custom] [REPO_ROOT]
(--custom: the custom form instead.)  A RUN line's `-o FILE` is dropped
(the text is compared).  Informational, not part of make check (~1 min).
Last run (2026-11-22, 220 RUN lines): 213 same, 7 differ, in both forms:
the buffer-deallocation-pipeline outputs of corpus-dealloc/branches,
corpus-dealloc/loops and buffer-deallocation-simplification-regions
(bufopt's ownership plumbing goes beyond upstream's by design,
docs/buffer-deallocation.md); cf-loops-run, scf-forall-differs and
scf-forall-differs-whole (mlir-opt 22 miscompiles them; the tests show
it); writable-false-conflicts with print-conflicts (mlir-opt numbers
conflicts in its own function order, which varies between its runs).  The
session's starting binary (6bee737) on the same lines: 99 same in generic
form, 184 in custom form.
"""
import re, subprocess, sys, glob, os, shlex
custom = '--custom' in sys.argv
argv = [a for a in sys.argv[1:] if a != '--custom']
root = argv[0] if argv else '.'
bo = os.path.join(root, 'build/bufopt'); mo = '/usr/lib/llvm-22/bin/mlir-opt'
same = diff = 0; seen = set()
for f in sorted(glob.glob(root + '/test/**/*.mlir', recursive=True)):
    for line in open(f):
        m = re.match(r'\s*//\s*RUN:\s*mlir-opt %s (.*?)(\||$)', line)
        if not m: continue
        args = m.group(1).strip()
        if 'verify-diagnostics' in args or (f, args) in seen: continue
        seen.add((f, args))
        a = shlex.split(args)
        if '-o' in a:  # the RUN line writes a file: compare the text instead
            k = a.index('-o')
            a = a[:k] + a[k + 2:]
        a += [] if custom else ['--mlir-print-op-generic']
        r1 = subprocess.run([mo, f] + a, capture_output=True, text=True)
        if r1.returncode: continue
        r2 = subprocess.run([bo, f] + a, capture_output=True, text=True)
        if r1.stdout == r2.stdout: same += 1
        else:
            diff += 1
            import difflib
            d = [l for l in difflib.unified_diff(r1.stdout.splitlines(), r2.stdout.splitlines(), lineterm='', n=0) if l[:1] in '+-' and l[:3] not in ('+++','---')]
            print('DIFF', os.path.relpath(f, root), args); print('\n'.join('   ' + l[:200] for l in d[:6]))
print(f"{'custom' if custom else 'generic'} after passes: {same} same, {diff} differ")
