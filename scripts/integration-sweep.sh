#!/bin/sh
# integration-sweep.sh [DIR...] - MLIR's own integration programs
# (llvm-project mlir/test/Integration/Dialect/{Linalg,Tensor}/CPU/*.mlir:
# tensor programs that print through printMemrefF32 and check the text with
# FileCheck; Dialect/{Tensor,MemRef}/*-runtime-verification.mlir and
# Linalg/CPU/runtime-verification.mlir: programs whose
# -generate-runtime-verification checks fail, lowered with -test-cf-assert,
# which prints a failing check's message and goes on) run three ways, each
# checked by FileCheck against the program itself:
#   upstream  mlir-opt 22 + mlir-runner: the file's RUN statements up to the
#             first FileCheck, run by bash as lit would (DEFINEs, nested
#             ones too, %s %t and the runner libraries substituted,
#             mlir-cpu-runner read as mlir-runner); when that fails
#             (passes removed since: -linalg-bufferize, ..., old syntax),
#             the same program through today's equivalent: the transform
#             schedule erased, one-shot-bufferize with function boundaries
#             and buffer-deallocation-pipeline (not for a program already
#             on memrefs), difftest's lowering;
#   bufopt    `bufopt --bufferization-pipeline` in place of upstream's
#             bufferization: on the program after the RUN line's passes
#             before its bufferization (run by mlir-opt: the transform
#             interpreter, convert-elementwise-to-linalg, ...); a RUN line
#             that bufferizes nothing (a memref program) gets bufopt's
#             parse and print only.  Then difftest's lowering by mlir-opt
#             22 and mlir-runner (entry point: the RUN line's -e) with
#             test/runtime's counting allocator: the checked text, and no
#             leak and no invalid free (a leak of a program bufopt did not
#             bufferize is the program's own and is reported, not failed);
#   interp    `bufopt --run`: bufopt's interpreter on the same program as
#             the bufopt way (before bufferization).
# A program whose RUN line lowers with -test-cf-assert gets it in the
# lowering of the two other ways too (before convert-cf-to-llvm), and the
# interpreter runs it with --run-assert-continue (the same text, and the op
# a failed check guards is not run) and --run-allow-uninit (these programs
# read memory they never wrote: tensor.empty, memref.alloca); its
# -generate-runtime-verification stays among the passes before
# bufferization also when the RUN line bufferizes nothing.
# The files are never part of the project: fetch them (e.g. with a
# read_file tool) into DIRs, /tmp/analysis/integration by default.  Prints one
# line per program and way (ok, or the first line of the reason), then the
# counts per directory and in all: programs, those upstream runs, and how
# many of those pass with bufopt's pipeline and in the interpreter.
# Sequential; a few seconds per program.  Environment: BUFOPT (default
# build/bufopt), LLVM_BIN.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
[ $# -gt 0 ] || set -- /tmp/analysis/integration
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
BUFOPT=${BUFOPT:-$root/build/bufopt}
RUNTIME=$root/build/test/runtime/libheap_counter.so
for dir in "$@"; do
  [ -d "$dir" ] || { echo "integration-sweep: no directory $dir" >&2; exit 2; }
done
[ -x "$BUFOPT" ] || { echo "integration-sweep: $BUFOPT is missing (make)" >&2; exit 2; }
[ -f "$RUNTIME" ] || make -C "$root" LTO= "${RUNTIME#"$root"/}" >/dev/null
exec python3 - "$LLVM_BIN" "$BUFOPT" "$RUNTIME" "$@" <<'EOF'
import atexit, glob, os, re, shlex, shutil, subprocess, sys, tempfile

llvm_bin, bufopt, runtime = sys.argv[1:4]
dirnames = sys.argv[4:]
libdir = os.path.join(os.path.dirname(llvm_bin), "lib")
def lib(name):
    found = sorted(glob.glob(os.path.join(libdir, name + ".so*")))
    return found[0] if found else os.path.join(libdir, name + ".so")
utils, c_utils = lib("libmlir_runner_utils"), lib("libmlir_c_runner_utils")
mlir_opt = os.path.join(llvm_bin, "mlir-opt")
runner = os.path.join(llvm_bin, "mlir-runner")
filecheck = os.path.join(llvm_bin, "FileCheck")
# difftest.sh's lowering
LOWER = ["--convert-bufferization-to-memref", "--convert-linalg-to-loops", "--expand-strided-metadata",
         "--lower-affine", "--convert-math-to-libm", "--convert-vector-to-scf", "--convert-scf-to-cf",
         "--convert-vector-to-llvm", "--finalize-memref-to-llvm=use-generic-functions",
         "--convert-math-to-llvm", "--convert-arith-to-llvm", "--convert-index-to-llvm",
         "--convert-func-to-llvm", "--convert-cf-to-llvm", "--convert-ub-to-llvm",
         "--reconcile-unrealized-casts"]
def uses_test_cf_assert(path):
    """The RUN line lowers cf.assert with -test-cf-assert (print, go on)."""
    stmts, _ = run_statements(path)
    return any(re.search(r"(^|\s)--?test-cf-assert\b", c) for c in stmts)

def lowering(path):
    """difftest's lowering, with -test-cf-assert when the RUN line has it."""
    if not uses_test_cf_assert(path): return LOWER
    i = LOWER.index("--convert-cf-to-llvm")
    return LOWER[:i] + ["--test-cf-assert"] + LOWER[i:]

work = tempfile.mkdtemp(prefix="integration-sweep.")
atexit.register(shutil.rmtree, work, True)

def run(cmd, inp=None, env=None, timeout=120):
    try:
        p = subprocess.run(cmd, input=inp, capture_output=True, text=True, timeout=timeout, env=env)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 124, "", "timeout"

def first_error(text):
    for line in text.splitlines():
        if "error" in line:
            return line.strip()[:200]
    lines = [l for l in text.splitlines() if l.strip()]
    return (lines[0].strip()[:200] if lines else "no output")

def filecheck_ok(path, out):
    rc, _, err = run([filecheck, path], inp=out)
    return rc == 0, first_error(err)

def runner_cmd(libs, entry="main"):
    return [runner, "-e", entry, "-entry-point-result=void", "-shared-libs=" + ",".join(libs)]

def entry_point(path):
    """The function the RUN lines run (mlir-runner's -e), main by default."""
    stmts, text = run_statements(path)
    for c in stmts:
        m = re.search(r"(?:^|\s)-e\s+([A-Za-z_][\w.$]*)", substitute(c, path, text, "t"))
        if m: return m.group(1)
    return "main"

def defines(text):
    """lit's `// DEFINE: %{name} = value` substitutions."""
    out, cur = {}, None
    for l in text.splitlines():
        m = re.match(r"\s*//\s*DEFINE:\s?(.*)$", l)
        if not m:
            cur = None
            continue
        part = m.group(1).rstrip()
        if cur is None:
            d = re.match(r"(%\{[\w.-]+\})\s*=\s*(.*)$", part)
            if not d: continue
            cur, part = d.group(1), d.group(2)
            out[cur] = ""
        cont = part.endswith("\\")
        out[cur] += (part[:-1] if cont else part) + " "
        if not cont: cur = None
    return out

def substitute(cmd, path, text, tmp):
    """lit's substitutions: DEFINEs (nested ones too), the runner
    libraries, %s and %t."""
    d = defines(text)
    for _ in range(8):
        before = cmd
        for k, v in d.items():
            cmd = cmd.replace(k, v)
        if cmd == before: break
    subst = {"%mlir_runner_utils": utils, "%mlir_c_runner_utils": c_utils,
             "%mlir_lib_dir/libmlir_runner_utils%shlibext": utils,
             "%mlir_lib_dir/libmlir_c_runner_utils%shlibext": c_utils, "%s": path, "%t": tmp}
    for k in sorted(subst, key=len, reverse=True):
        cmd = cmd.replace(k, subst[k])
    return re.sub(r"\bmlir-cpu-runner\b", "mlir-runner", cmd)

def run_statements(path):
    """The file's RUN statements (continuation lines joined), up to and
    including the first that calls FileCheck: one lit test run."""
    text = open(path).read()
    stmts, cur = [], ""
    for l in text.splitlines():
        m = re.match(r"\s*//\s*RUN:\s?(.*)$", l)
        if not m: continue
        part = m.group(1).rstrip()
        if part.endswith("\\"):
            cur += part[:-1] + " "
            continue
        stmts.append(cur + part)
        cur = ""
        if "FileCheck" in stmts[-1]: break
    return stmts, text

def run_line(path):
    """The first RUN statement, substituted (its first mlir-opt gives the
    passes before bufferization)."""
    stmts, text = run_statements(path)
    return substitute(stmts[0], path, text, os.path.join(work, "t")) if stmts else ""

def has_transforms(path):
    return "transform.with_named_sequence" in open(path).read() or \
        "transform.sequence" in open(path).read()

def upstream(path):
    stmts, text = run_statements(path)
    tmp = os.path.join(work, os.path.basename(path) + ".t")
    env = dict(os.environ, PATH=llvm_bin + ":" + os.environ.get("PATH", ""))
    why = "no RUN line"
    if stmts and "FileCheck" in stmts[-1]:
        script = "set -e\n" + "\n".join("set -o pipefail 2>/dev/null || true; " +
                                        substitute(c, path, text, tmp) for c in stmts)
        rc, o, e = run(["bash", "-c", script], env=env)
        if rc == 0: return True, "RUN line as written"
        why = first_error(e + o)
    # today's equivalent: the transform schedule erased (it changes the
    # form, not the result), one-shot-bufferize with function boundaries
    # and the deallocation pipeline (not for programs already on memrefs),
    # difftest's lowering
    pre = ["-test-transform-dialect-erase-schedule"] if has_transforms(path) else []
    buf = ["--one-shot-bufferize=bufferize-function-boundaries", "--buffer-deallocation-pipeline"]
    if uses_test_cf_assert(path): pre = pre + ["-generate-runtime-verification"]
    rc, o, e = run([mlir_opt, path] + pre + buf + lowering(path))
    if rc != 0: # a program on memrefs (its own deallocs refuse the pipeline)
        rc2, o2, e2 = run([mlir_opt, path] + pre + lowering(path))
        if rc2 == 0: rc, o, e = rc2, o2, e2
    if rc != 0:
        return False, "RUN line: %s; today's pipeline: %s" % (why, first_error(e))
    rc, o2, e2 = run(runner_cmd([c_utils, utils, runtime], entry_point(path)), inp=o)
    if rc != 0:
        return False, "RUN line: %s; today's pipeline under mlir-runner: %s" % (why, first_error(e2))
    good, why2 = filecheck_ok(path, o2)
    if not good:
        return False, "RUN line: %s; today's pipeline: FileCheck: %s" % (why, why2)
    return True, "today's pipeline (the RUN line: %s)" % why

def pre_passes(path):
    """The passes the first mlir-opt of the RUN line runs before its
    bufferization (convert-elementwise-to-linalg, the transform
    interpreter, ...), in option form, and whether it bufferizes at all."""
    stages = [s.strip() for s in run_line(path).split("|") if s.strip()]
    if not stages: return [], True
    argv = shlex.split(stages[0])
    if not argv or argv[0] != "mlir-opt" or any(a.startswith(("-pass-pipeline", "--pass-pipeline")) for a in argv):
        return [], True
    pre = []
    for a in argv[1:]:
        if not a.startswith("-") or a.startswith(("-o", "--o")): continue
        if re.search(r"bufferize|buffer-deallocation", a): return pre, True
        pre.append(a)
    # no bufferization in the RUN line: a memref program (its passes are
    # all lowering, but for the checks -generate-runtime-verification
    # adds), or a transform script that bufferizes by itself
    erase = [a for a in pre if "transform" in a or "generate-runtime-verification" in a]
    return erase, False

def program_source(path, base):
    """The program as upstream's bufferization sees it: after the RUN
    line's passes before bufferization, run by mlir-opt (the transform
    schedule applied and erased, ...).  Returns (file, note, bufferizes)."""
    pre, bufferizes = pre_passes(path)
    if not pre: return path, "", bufferizes
    rc, o, e = run([mlir_opt, path] + pre)
    if rc != 0: # as today's pipeline upstream: without them
        return path, " (without %s: %s)" % (" ".join(pre), first_error(e)), bufferizes
    src = os.path.join(work, base)
    open(src, "w").write(o)
    return src, " (after mlir-opt %s)" % " ".join(pre), bufferizes

def with_bufopt(path, base):
    src, note, bufferizes = program_source(path, base)
    if not bufferizes:
        note += " (the RUN line bufferizes nothing: bufopt parses and prints it)"
    rc, o, e = run([bufopt, src] + (["--bufferization-pipeline"] if bufferizes else []))
    if rc != 0: return False, "bufopt --bufferization-pipeline%s: %s" % (note, first_error(e))
    # the counting allocator sees no alignment padding (as difftest.sh)
    o = re.sub(r"(memref\.alloc[^\n]*?) \{alignment = [0-9]+ : i64\}", r"\1", o)
    rc, ll, e = run([mlir_opt, "-"] + lowering(path), inp=o)
    if rc != 0: return False, "mlir-opt cannot lower bufopt's output: " + first_error(e)
    heap = os.path.join(work, base + ".heap")
    if os.path.exists(heap): os.remove(heap)
    env = dict(os.environ, BUFOPT_HEAP_REPORT=heap)
    rc, out, e = run(runner_cmd([c_utils, utils, runtime], entry_point(path)), inp=ll, env=env)
    if rc != 0: return False, "mlir-runner: " + first_error(e)
    good, why = filecheck_ok(path, out)
    if not good: return False, "FileCheck: " + why
    report = open(heap).read().strip() if os.path.exists(heap) else ""
    if "leaked_bytes=0 invalid_frees=0" not in report:
        if not bufferizes and "invalid_frees=0" in report:
            # nothing was bufferized: the leak is the program's own (its
            # allocations are its own memref.alloc ops)
            return True, report + note + " (the program's own leak)"
        return False, "heap counter: " + (report or "no report")
    return True, report + note

def interp(path, base):
    """bufopt's interpreter on the program as upstream bufferizes it (after
    the RUN line's passes before bufferization, see program_source)."""
    src, note, bufferizes = program_source(path, base + ".interp.mlir")
    flags = ["--run-assert-continue", "--run-allow-uninit"] if uses_test_cf_assert(path) else []
    rc, o, e = run([bufopt, src, "--run=" + entry_point(path), "--heap-report"] + flags)
    own_leak = False
    if rc != 0 and not bufferizes and re.search(r"heap: .* errors=[1-9]", e) and \
            not re.search(r"error: (?!.*leak)", e):
        # only leaks, in a program whose memory is its own
        own_leak = True
    elif rc != 0:
        return False, first_error(e)
    good, why = filecheck_ok(path, o)
    if not good: return False, "FileCheck: " + why
    heap = [l for l in e.splitlines() if l.startswith("heap:")]
    return True, (heap[0] if heap else "") + note + (" (the program's own leak)" if own_leak else "")

def counts(label, c):
    print("integration-sweep: %s%d programs, mlir-opt 22 runs %d; of those bufopt's pipeline "
          "passes %d, its interpreter %d" % (label, c[0], c[1], c[2], c[3]))

total = [0, 0, 0, 0]
for dirname in dirnames:
    files = sorted(glob.glob(os.path.join(dirname, "*.mlir")))
    c = [len(files), 0, 0, 0]
    for f in files:
        base = os.path.basename(f)
        up, upwhy = upstream(f)
        bo, bowhy = with_bufopt(f, base)
        it, itwhy = interp(f, base)
        c[1] += up
        c[2] += up and bo
        c[3] += up and it
        print("%s" % base)
        print("  upstream: %s" % (("ok, " + upwhy) if up else "FAIL: " + upwhy))
        print("  bufopt:   %s" % (("ok, " + bowhy) if bo else "FAIL: " + bowhy))
        print("  interp:   %s" % (("ok" + (", " + itwhy if itwhy else "")) if it else "FAIL: " + itwhy))
    if len(dirnames) > 1: counts(dirname + ": ", c)
    total = [a + b for a, b in zip(total, c)]
counts("", total)
EOF
