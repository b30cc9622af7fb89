#!/bin/sh
# integration-sweep.sh [DIR] - MLIR's own integration programs (llvm-project
# mlir/test/Integration/Dialect/{Linalg,Tensor}/CPU/*.mlir: tensor programs
# that print through printMemrefF32 and check the text with FileCheck) run
# three ways, each checked by FileCheck against the program itself:
#   upstream  mlir-opt 22 + mlir-runner: the file's first RUN pipeline as
#             written (%s and the runner libraries substituted,
#             mlir-cpu-runner read as mlir-runner); when mlir-opt 22 refuses
#             that pipeline (passes removed since: -linalg-bufferize, ...,
#             or test passes a release build lacks), the same program through
#             today's equivalent: one-shot-bufferize with function boundaries,
#             buffer-deallocation-pipeline and difftest's lowering;
#   bufopt    `bufopt --bufferization-pipeline` in place of upstream's
#             bufferization, then difftest's lowering by mlir-opt 22 and
#             mlir-runner with test/runtime's counting allocator: the checked
#             text, and no leak and no invalid free;
#   interp    `bufopt --run`: bufopt's interpreter on the tensor program.
# The files are never part of the project: fetch them (e.g. with a
# read_file tool) into DIR, /tmp/analysis/integration by default.  Prints one
# line per program and way (ok, or the first line of the reason), then the
# counts: programs, those upstream runs, and how many of those pass with
# bufopt's pipeline and in the interpreter.  Sequential; a few seconds per
# program.  Environment: BUFOPT (default build/bufopt), LLVM_BIN.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-/tmp/analysis/integration}
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
BUFOPT=${BUFOPT:-$root/build/bufopt}
RUNTIME=$root/build/test/runtime/libheap_counter.so
[ -d "$dir" ] || { echo "integration-sweep: no directory $dir" >&2; exit 2; }
[ -x "$BUFOPT" ] || { echo "integration-sweep: $BUFOPT is missing (make)" >&2; exit 2; }
[ -f "$RUNTIME" ] || make -C "$root" "$RUNTIME" >/dev/null
exec python3 - "$dir" "$LLVM_BIN" "$BUFOPT" "$RUNTIME" <<'EOF'
import atexit, glob, os, re, shlex, shutil, subprocess, sys, tempfile

dirname, llvm_bin, bufopt, runtime = sys.argv[1:5]
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
         "--convert-func-to-llvm", "--convert-cf-to-llvm", "--reconcile-unrealized-casts"]
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

def runner_cmd(libs):
    return [runner, "-e", "main", "-entry-point-result=void", "-shared-libs=" + ",".join(libs)]

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

def run_line(path):
    text = open(path).read()
    lines, cur = [], ""
    for l in text.splitlines():
        m = re.match(r"\s*//\s*RUN:\s?(.*)$", l)
        if not m:
            if cur: break
            continue
        part = m.group(1)
        if part.rstrip().endswith("\\"):
            cur += part.rstrip()[:-1] + " "
        else:
            cur += part
            break
    for k, v in defines(text).items():
        cur = cur.replace(k, v)
    subst = {"%mlir_runner_utils": utils, "%mlir_c_runner_utils": c_utils,
             "%mlir_lib_dir/libmlir_runner_utils%shlibext": utils,
             "%mlir_lib_dir/libmlir_c_runner_utils%shlibext": c_utils, "%s": path}
    for k in sorted(subst, key=len, reverse=True):
        cur = cur.replace(k, subst[k])
    return cur

def upstream(path):
    line = run_line(path)
    stages = [s.strip() for s in line.split("|") if s.strip()]
    out, ok = None, True
    for s in stages:
        argv = shlex.split(s)
        tools = {"mlir-opt": mlir_opt, "mlir-runner": runner, "mlir-cpu-runner": runner}
        if argv and argv[0] in tools: argv[0] = tools[argv[0]]
        if argv and argv[0] == "FileCheck":
            break
        rc, o, e = run(argv, inp=out)
        if rc != 0:
            ok = False
            why = first_error(e)
            break
        out = o
    if ok and out is not None:
        good, why = filecheck_ok(path, out)
        if good: return True, "RUN line as written"
    # today's equivalent
    rc, o, e = run([mlir_opt, path, "--one-shot-bufferize=bufferize-function-boundaries",
                    "--buffer-deallocation-pipeline"] + LOWER)
    if rc != 0:
        return False, "RUN line: %s; today's pipeline: %s" % (why, first_error(e))
    rc, o2, e2 = run(runner_cmd([c_utils, utils, runtime]), inp=o)
    if rc != 0:
        return False, "RUN line: %s; today's pipeline under mlir-runner: %s" % (why, first_error(e2))
    good, why2 = filecheck_ok(path, o2)
    if not good:
        return False, "RUN line: %s; today's pipeline: FileCheck: %s" % (why, why2)
    return True, "today's pipeline (the RUN line: %s)" % why

def pre_passes(path):
    """The passes the first mlir-opt of the RUN line runs before its
    bufferization (convert-elementwise-to-linalg, ...), in option form."""
    stages = [s.strip() for s in run_line(path).split("|") if s.strip()]
    if not stages: return []
    argv = shlex.split(stages[0])
    if not argv or argv[0] != "mlir-opt" or any(a.startswith(("-pass-pipeline", "--pass-pipeline")) for a in argv):
        return []
    pre = []
    for a in argv[1:]:
        if not a.startswith("-"): continue
        if re.search(r"bufferize|buffer-deallocation", a): return pre
        pre.append(a)
    return [] # no bufferization in the RUN line: nothing to put before bufopt's

def with_bufopt(path, base):
    src, note = path, ""
    pre = pre_passes(path)
    if pre:
        rc, o, e = run([mlir_opt, path] + pre)
        if rc == 0:
            src = os.path.join(work, base)
            open(src, "w").write(o)
            note = " (after mlir-opt %s)" % " ".join(pre)
        else: # as today's pipeline upstream: without them
            note = " (without %s: %s)" % (" ".join(pre), first_error(e))
    rc, o, e = run([bufopt, src, "--bufferization-pipeline"])
    if rc != 0: return False, "bufopt --bufferization-pipeline%s: %s" % (note, first_error(e))
    # the counting allocator sees no alignment padding (as difftest.sh)
    o = re.sub(r"(memref\.alloc[^\n]*?) \{alignment = [0-9]+ : i64\}", r"\1", o)
    rc, ll, e = run([mlir_opt, "-"] + LOWER, inp=o)
    if rc != 0: return False, "mlir-opt cannot lower bufopt's output: " + first_error(e)
    heap = os.path.join(work, base + ".heap")
    if os.path.exists(heap): os.remove(heap)
    env = dict(os.environ, BUFOPT_HEAP_REPORT=heap)
    rc, out, e = run(runner_cmd([c_utils, utils, runtime]), inp=ll, env=env)
    if rc != 0: return False, "mlir-runner: " + first_error(e)
    good, why = filecheck_ok(path, out)
    if not good: return False, "FileCheck: " + why
    report = open(heap).read().strip() if os.path.exists(heap) else ""
    if "leaked_bytes=0 invalid_frees=0" not in report:
        return False, "heap counter: " + (report or "no report")
    return True, report + note

def interp(path):
    rc, o, e = run([bufopt, path, "--run", "--heap-report"])
    if rc != 0: return False, first_error(e)
    good, why = filecheck_ok(path, o)
    return (good, "FileCheck: " + why) if not good else (True, first_error(e) if "heap:" in e else "")

files = sorted(glob.glob(os.path.join(dirname, "*.mlir")))
n_up = n_bo = n_in = 0
for f in files:
    base = os.path.basename(f)
    up, upwhy = upstream(f)
    bo, bowhy = with_bufopt(f, base)
    it, itwhy = interp(f)
    n_up += up
    n_bo += up and bo
    n_in += up and it
    print("%s" % base)
    print("  upstream: %s" % (("ok, " + upwhy) if up else "FAIL: " + upwhy))
    print("  bufopt:   %s" % (("ok, " + bowhy) if bo else "FAIL: " + bowhy))
    print("  interp:   %s" % (("ok" + (", " + itwhy if itwhy else "")) if it else "FAIL: " + itwhy))
print("integration-sweep: %d programs, mlir-opt 22 runs %d; of those bufopt's pipeline passes %d, "
      "its interpreter %d" % (len(files), n_up, n_bo, n_in))
EOF
