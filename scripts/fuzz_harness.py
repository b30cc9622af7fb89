"""fuzz_harness.py - classifies a one-shot-bufferize mismatch found by
scripts/bufferize-fuzz.py or scripts/bufferize-fuzz-regions.py (imported by
both; used when they are given --run).

For a program with a function @f, classify(text, args, flag, ...) appends a
@main that calls @f on constant arguments (every combination listed in
`args`: a list of argument-text tuples) and prints every element of every
result with vector.print.  The program is bufferized by both tools with
`flag` (an option set that rewrites, not test-analysis-only); both outputs
are run in bufopt's interpreter (--run, reads of uninitialised memory
allowed: tensor.empty contents) and compared with the unbufferized
program's run.  It also counts the buffers and copies of @f in both
outputs.  Returns "wrong-code" (bufopt's output prints other values than
the tensor program, or fails to run), "upstream-wrong", "more-copies"
(bufopt's @f has more allocations plus copies than mlir-opt's; the counts
follow), "fewer-copies", "traded" (same sum, other split), "text" (same
counts, other text), "run-error" (the harness
did not run); "undef-" before the last three when the tensor program reads
tensor.empty contents (its printed values are unspecified: not compared).
"""
import re
import subprocess

T = "tensor<8xf32>"


def with_main(text, params, results, calls):
    """text: the program; params: @f's parameter types; results: its result
    types; calls: a list of argument-value lists (SSA constants made here)."""
    lines = ["func.func @main() {", "  %hc0 = arith.constant 0 : index",
             "  %hc1 = arith.constant 1 : index", "  %hc8 = arith.constant 8 : index"]
    for k, args in enumerate(calls):
        names = []
        for j, (ty, val) in enumerate(zip(params, args)):
            name = "%%h%d_%d" % (k, j)
            typed = "" if ty == "i1" else " : " + ty  # `true` carries its type
            lines.append(f"  {name} = arith.constant {val}{typed}")
            names.append(name)
        res = "%%r%d" % k
        lines.append(f"  {res}:{len(results)} = func.call @f({', '.join(names)}) : "
                     f"({', '.join(params)}) -> ({', '.join(results)})")
        for m, ty in enumerate(results):
            if ty == "f32":
                lines.append(f"  vector.print {res}#{m} : f32")
                continue
            lines.append(f"  scf.for %hj{k}_{m} = %hc0 to %hc8 step %hc1 {{\n"
                         f"    %he{k}_{m} = tensor.extract {res}#{m}[%hj{k}_{m}] : {T}\n"
                         f"    vector.print %he{k}_{m} : f32\n  }}")
    lines += ["  return", "}"]
    return text + "\n".join(lines) + "\n"


def counts(ir):
    """Buffers and copies in @f of a bufferized module."""
    m = re.search(r"func\.func @f\(.*?\n  }\n", ir, re.S)
    body = m.group(0) if m else ir
    return (body.count("memref.alloc"), body.count("memref.copy") + body.count("linalg.copy"))


def run(cmd, data):
    return subprocess.run(cmd, input=data, capture_output=True)


def signature(text):
    """@f's parameter and result types (no commas inside these types)."""
    m = re.search(r"func\.func @f\((.*?)\) -> \((.*?)\) \{", text)
    params = [p.split(":", 1)[1].strip() for p in m.group(1).split(",")]
    return params, [r.strip() for r in m.group(2).split(",")]


A0 = "dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]>"
A1 = "dense<[-1.5, 0.25, 9.0, 10.0, 11.0, 12.5, 13.0, 14.0]>"
VALUES = {"f32": ["3.5"], "i1": ["true", "false"]}


def argument_sets(params):
    """Every combination of the scalar values of VALUES; the fourth
    parameter (%i, an index) is 5, a later index (%n, a trip count) 0 or 2;
    the tensors are A0 then A1."""
    sets = [[]]
    tensors = [A0, A1]
    for j, ty in enumerate(params):
        if ty.startswith("tensor"):
            choices = [tensors[min(j, 1)]]
        elif ty == "index":
            choices = ["5"] if j == 3 else ["0", "2"]
        else:
            choices = VALUES[ty]
        sets = [s + [c] for s in sets for c in choices]
    return sets


def failed(proc):
    """Did a --run fail other than by leaking (no deallocation here)?"""
    errors = [l for l in proc.stderr.decode().splitlines() if "error:" in l]
    return any("error: leak:" not in l for l in errors) or (proc.returncode and not errors)


def classify(text, flag, bufopt, mlir_opt):
    params, results = signature(text)
    prog = with_main(text, params, results, argument_sets(params)).encode()
    run_flags = ["--run", "--run-allow-uninit"]
    ref = run([bufopt] + run_flags + ["-"], prog)
    up = run([mlir_opt, flag, "-"], prog)
    bo = run([bufopt, flag, "-"], prog)
    if failed(ref) or up.returncode or bo.returncode:
        return "run-error"
    up_run = run([bufopt] + run_flags + ["-"], up.stdout)
    bo_run = run([bufopt] + run_flags + ["-"], bo.stdout)
    # A program that reads tensor.empty contents prints unspecified values:
    # its outputs are not compared (marked "undef-").
    undefined = b"never written" in ref.stderr
    prefix = "undef-" if undefined else ""
    if failed(bo_run) or (not undefined and bo_run.stdout != ref.stdout):
        return "wrong-code"
    if failed(up_run) or (not undefined and up_run.stdout != ref.stdout):
        return "upstream-wrong"
    cu, cb = counts(up.stdout.decode()), counts(bo.stdout.decode())
    detail = " (buffers, copies) bufopt %s mlir-opt %s" % (cb, cu)
    if sum(cb) > sum(cu):
        return prefix + "more-copies" + detail
    if sum(cb) < sum(cu):
        return prefix + "fewer-copies" + detail
    return prefix + ("text" if cb == cu else "traded") + detail
