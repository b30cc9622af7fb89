#!/bin/sh
# output-identity.sh OLD_BUFOPT NEW_BUFOPT - are two bufopt binaries
# byte-identical on everything the tests run?
#
# Every RUN line of every lit test (test/**/*.mlir, the directories lit.cfg.py
# excludes left out) that calls bufopt is run twice through sh, once with
# each binary (lit's substitutions %s %S %p %t %T %bufopt %mlir_opt
# %examples applied; FileCheck, not, mlir-opt from LLVM_BIN).  `bufopt` on
# PATH is a wrapper that records each invocation's stdout, stderr and exit
# status; the files a RUN line writes under %t are recorded too.  Then every
# program of test/corpus/ runs under every pipeline of
# scripts/difftest.pipelines, and the result with `--run --heap-report`, as
# scripts/difftest.sh does.  Both records must be equal byte for byte; the
# only masking: invocations with --mlir-timing have their decimal numbers
# replaced (wall-clock times).
#
# Prints the differing invocations (first lines of each diff) and one line
# "N invocations identical, M differ (K RUN lines, P corpus runs)"; exits 1
# when M > 0.  ONLY=REGEX limits both to the paths it matches.  Sequential (one process at a time): a few minutes.
set -eu
[ $# -eq 2 ] || { echo "usage: $0 OLD_BUFOPT NEW_BUFOPT" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
old=$(realpath "$1") new=$(realpath "$2")
exec python3 - "$root" "$LLVM_BIN" "$old" "$new" <<'EOF'
import difflib, os, re, shutil, subprocess, sys, tempfile

root, llvm_bin, old, new = sys.argv[1:5]
excl = {"unit", "fuzz", "interop", "Inputs", "Output"}
work = tempfile.mkdtemp(prefix="output-identity.")

WRAPPER = """#!/bin/sh
# claims the first free slot (mkdir is atomic: piped bufopts run together)
n=$(cat "$BO_LOG/next" 2>/dev/null || true)
n=${n:-0}
while ! mkdir "$BO_LOG/$n" 2>/dev/null; do n=$((n + 1)); done
echo $((n + 1)) > "$BO_LOG/next"
d=$BO_LOG/$n
printf '%s\\n' "$*" > "$d/args"
"$BO_REAL" "$@" > "$d/out" 2> "$d/err"
rc=$?
echo $rc > "$d/rc"
cat "$d/out"
cat "$d/err" >&2
exit $rc
"""

# One wrapper and one %t directory for both sides, so that paths printed
# in outputs agree; the wrapper runs $BO_REAL.
bindir = os.path.join(work, "bin")
os.makedirs(bindir)
with open(os.path.join(bindir, "bufopt"), "w") as f:
    f.write(WRAPPER)
os.chmod(os.path.join(bindir, "bufopt"), 0o755)
bins = {"old": old, "new": new}

def run_lines(path):
    lines, cur = [], None
    for raw in open(path, errors="replace"):
        m = re.search(r"\bRUN:(.*)$", raw)
        if not m:
            continue
        text = m.group(1).rstrip()
        cur = (cur + " " if cur is not None else "") + text.rstrip("\\").strip()
        if not text.endswith("\\"):
            lines.append(cur)
            cur = None
    return lines

def record(logdir, tdir):
    """(args, out, err, rc) per invocation, then the files under %t."""
    recs = []
    for i in sorted(int(x) for x in os.listdir(logdir) if x.isdigit()):
        rd = lambda f: open(os.path.join(logdir, str(i), f), "rb").read()
        args = rd("args").decode(errors="replace")
        out, err = rd("out"), rd("err")
        if "timing" in args:
            out = re.sub(rb"\d+\.\d+", b"N", out)
            err = re.sub(rb"\d+\.\d+", b"N", err)
        recs.append(("bufopt " + args.strip(), out + b"\n--stderr--\n" + err +
                     b"\n--rc-- " + rd("rc")))
    # piped invocations start in either order: compare them sorted
    recs.sort()
    for dp, _, fs in os.walk(tdir):
        for f in sorted(fs):
            p = os.path.join(dp, f)
            recs.append(("file " + os.path.relpath(p, tdir), open(p, "rb").read()))
    return recs

def run(side, key, cmd, tdir):
    logdir = os.path.join(work, side, key + ".log")
    shutil.rmtree(tdir, ignore_errors=True)
    os.makedirs(logdir)
    os.makedirs(tdir)
    env = dict(os.environ, BO_LOG=logdir, BO_REAL=bins[side],
               PATH=os.pathsep.join([bindir, llvm_bin, os.environ.get("PATH", "")]))
    p = subprocess.Popen(["sh", "-c", cmd], cwd=tdir, env=env, stdin=subprocess.DEVNULL,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                         start_new_session=True)
    try:
        p.wait(timeout=600)
    except subprocess.TimeoutExpired:  # recorded as a difference-free timeout
        os.killpg(p.pid, 9)
        p.wait()
        print(f"TIMEOUT {key} ({side})")
    r = record(logdir, tdir)
    shutil.rmtree(tdir)
    return r

def subst(cmd, path, tbase):
    d = os.path.dirname(path)
    reps = [("%bufopt", os.path.join(bindir, "bufopt")),
            ("%mlir_opt", os.path.join(llvm_bin, "mlir-opt")),
            ("%examples", os.path.join(root, "examples")),
            ("%s", path), ("%S", d), ("%p", d), ("%t", os.path.join(tbase, "t")),
            ("%T", tbase)]
    for a, b in reps:
        cmd = cmd.replace(a, b)
    return cmd

same = differ = nlines = ncorpus = 0
def compare(key, a, b):
    global same, differ
    for i in range(max(len(a), len(b))):
        ra = a[i] if i < len(a) else ("(none)", b"")
        rb = b[i] if i < len(b) else ("(none)", b"")
        if ra == rb:
            same += 1
            continue
        differ += 1
        print(f"DIFFER {key}: {ra[0]}")
        d = difflib.unified_diff(ra[1].decode(errors="replace").splitlines(),
                                 rb[1].decode(errors="replace").splitlines(),
                                 "old", "new", lineterm="", n=1)
        for line in list(d)[:12]:
            print("  " + line)

tests = []
for dp, dns, fs in os.walk(os.path.join(root, "test")):
    dns[:] = sorted(x for x in dns if x not in excl)
    tests += [os.path.join(dp, f) for f in sorted(fs) if f.endswith(".mlir")]
only = re.compile(os.environ.get("ONLY", ""))  # ONLY=regex: the matching paths only
for path in sorted(tests):
    rel = os.path.relpath(path, root)
    if not only.search(rel):
        continue
    for k, line in enumerate(run_lines(path)):
        if not re.search(r"(^|[\s|(])(%bufopt|bufopt)\b", line):
            continue
        key = re.sub(r"[^A-Za-z0-9_.-]", "_", rel) + f".{k}"
        tbase = os.path.join(work, "t", key)
        recs = {side: run(side, key, subst(line, path, tbase), tbase) for side in ("old", "new")}
        nlines += 1
        compare(f"{rel} RUN #{k + 1}", recs["old"], recs["new"])

pipes = []
for line in open(os.path.join(root, "scripts", "difftest.pipelines")):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    name, _, args = line.partition(":")
    pipes.append((name.strip(), [a.replace("{SP}", " ") for a in args.split()]))
import shlex
for prog in sorted(os.listdir(os.path.join(root, "test", "corpus"))):
    if not prog.endswith(".mlir"):
        continue
    path = os.path.join(root, "test", "corpus", prog)
    if not only.search(os.path.join("test", "corpus", prog)):
        continue
    for name, args in pipes:
        key = f"corpus_{prog}.{re.sub(r'[^A-Za-z0-9_.-]', '_', name)}"
        cmd = ("bufopt " + shlex.quote(path) + " " + " ".join(shlex.quote(a) for a in args) +
               " -o out.mlir; bufopt out.mlir --run --heap-report")
        tbase = os.path.join(work, "t", key)
        recs = {side: run(side, key, cmd, tbase) for side in ("old", "new")}
        ncorpus += 1
        compare(f"corpus/{prog} {name}", recs["old"], recs["new"])

shutil.rmtree(work)
print(f"{same} invocations identical, {differ} differ "
      f"({nlines} RUN lines, {ncorpus} corpus runs)")
sys.exit(1 if differ else 0)
EOF
