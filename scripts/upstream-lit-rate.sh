#!/bin/sh
# upstream-lit-rate.sh [DIR] - upstream MLIR's lit tests of bufferization
# (mlir/test/Dialect/Bufferization/Transforms/*.mlir, Linalg / SCF / Tensor
# one-shot-bufferize*.mlir) run with bufopt in place of mlir-opt: the pass
# rate per file and per `// -----` chunk.
#
# The files are never part of the project: fetch them (e.g. with a
# read_file tool) into DIR, /tmp/analysis/upstream by default.  For each
# file, every RUN line that calls mlir-opt is run through sh with mlir-opt
# read as bufopt (%s %t %p %S substituted; FileCheck and `not` from
# LLVM_BIN); RUN lines that call no mlir-opt are left out.  A file passes
# when all of them pass.  A file whose RUN lines split the input
# (--split-input-file) is also cut into its chunks, each written alone (its
# lines kept at their numbers, as mlir-opt's diagnostics count them) and
# checked with every RUN line: a chunk passes when each one does.  Chunks
# that use the `test` dialect (ops or attributes spelled test.*, or
# test-* passes) are counted apart.  Prints one line per file (chunks
# passed / total, and those without the test dialect), each failing chunk
# without the test dialect with the first line of its reason, then the
# totals, also among the chunks mlir-opt 22 itself passes (the files in an
# index may be of another MLIR version, whose expected text 22 no longer
# prints).  Sequential.  Environment: BUFOPT (default build/bufopt), LLVM_BIN.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-/tmp/analysis/upstream}
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
BUFOPT=${BUFOPT:-$root/build/bufopt}
[ -d "$dir" ] || { echo "upstream-lit-rate: no directory $dir" >&2; exit 2; }
[ -x "$BUFOPT" ] || { echo "upstream-lit-rate: $BUFOPT is missing (make)" >&2; exit 2; }
exec python3 - "$dir" "$LLVM_BIN" "$BUFOPT" <<'EOF'
import atexit, glob, os, re, shutil, subprocess, sys, tempfile

dirname, llvm_bin, bufopt = sys.argv[1:4]
work = tempfile.mkdtemp(prefix="upstream-lit-rate.")
atexit.register(shutil.rmtree, work, True)
env = dict(os.environ, PATH=llvm_bin + ":" + os.environ.get("PATH", ""))

def run_lines(text):
    lines, cur = [], ""
    for l in text.splitlines():
        m = re.match(r"\s*//\s*RUN:\s?(.*)$", l)
        if not m:
            continue
        part = m.group(1).rstrip()
        if part.endswith("\\"):
            cur += part[:-1] + " "
        else:
            lines.append(cur + part)
            cur = ""
    return [l for l in lines if re.search(r"(^|[\s|])mlir-opt\b", l)]

def command(line, path, tmp, tool):
    line = re.sub(r"(^|(?<=[\s|(]))mlir-opt\b", tool, line)
    for k, v in (("%s", path), ("%t", tmp), ("%p", os.path.dirname(path)), ("%S", os.path.dirname(path))):
        line = line.replace(k, v)
    return line

def reason(out, err):
    for text in (err, out):
        for l in text.splitlines():
            if "error" in l:
                return l.strip()[:220]
    lines = [l for l in (err + out).splitlines() if l.strip()]
    return lines[0].strip()[:220] if lines else "exit status"

def prefixes(line):
    # the check prefixes the RUN line's FileCheck reads (CHECK by default)
    m = re.search(r"\bFileCheck\b([^|]*)", line)
    found = re.findall(r"--?check-prefix(?:es)?[= ]([\w,-]+)", m.group(1)) if m else []
    return [x for f in found for x in f.split(",") if x] or ["CHECK"]

def has_checks(text, names):
    # a directive of one of the prefixes; a chunk cut out of a file may have
    # none for a RUN line whose prefix only other chunks use (lit, on the
    # whole file, would not see that), so that RUN line only runs the tool
    alt = "|".join(re.escape(n) for n in names)
    return bool(re.search(r"(^|[\s/;])(%s)(-NEXT|-SAME|-LABEL|-NOT|-DAG|-EMPTY|-COUNT-\d+)?(\{LITERAL\})?:" % alt,
                          text, re.M))

def check(lines, path, tag, tool=bufopt, chunk=False):
    text = open(path).read()
    for i, line in enumerate(lines):
        if "FileCheck" in line and not has_checks(text, prefixes(line)): # FileCheck would refuse it
            line = re.sub(r"\bFileCheck\b[^|]*", "cat >/dev/null ", line)
        elif chunk and len(prefixes(line)) > 1:
            # a chunk may use only some of the prefixes (the file uses all)
            line = re.sub(r"\bFileCheck\b", "FileCheck --allow-unused-prefixes", line, count=1)
        cmd = "set -o pipefail; " + command(line, path, os.path.join(work, "%s.%d.tmp" % (tag, i)), tool)
        try:
            p = subprocess.run(["bash", "-c", cmd], capture_output=True, text=True, env=env, timeout=60)
        except subprocess.TimeoutExpired:
            return False, "RUN #%d: timeout" % (i + 1)
        if p.returncode != 0:
            return False, "RUN #%d: %s" % (i + 1, reason(p.stdout, p.stderr))
    return True, ""

def uses_test_dialect(text, lines):
    body = "\n".join(l for l in text.splitlines() if not re.match(r"\s*//", l))
    return bool(re.search(r"[\"\s(]test\.\w", body) or
                any(re.search(r"(^|[\s,(])--?test-[a-z]", l) for l in lines))

files = sorted(glob.glob(os.path.join(dirname, "*.mlir")))
mlir_opt = os.path.join(llvm_bin, "mlir-opt")
tot_f = ok_f = tot_c = ok_c = tot_n = ok_n = tot_u = ok_u = tot_t = ok_t = tot_tu = ok_tu = 0
failures, tfailures = [], []
for f in files:
    text = open(f).read()
    lines = run_lines(text)
    base = os.path.basename(f)
    if not lines:
        print("%s: no RUN line calls mlir-opt, left out" % base)
        continue
    tot_f += 1
    fok, fwhy = check(lines, f, base)
    ok_f += fok
    if any("split-input-file" in l for l in lines):
        pieces = re.split(r"^// -----\s*$", text, flags=re.M)
    else:
        pieces = [text]
    offset, c_ok, c_tot, n_ok, n_tot = 0, 0, 0, 0, 0
    for k, piece in enumerate(pieces):
        chunk = "\n" * offset + piece
        offset += piece.count("\n") + (1 if k + 1 < len(pieces) else 0)
        if not re.search(r"\S", re.sub(r"(?m)^\s*//.*$", "", piece)):
            continue # only comments (the RUN lines' header)
        cpath = os.path.join(work, "%s.chunk%d.mlir" % (base[:-5], k))
        # the RUN lines and the file's leading check prefixes stay with chunk 0
        open(cpath, "w").write(chunk)
        good, why = check(lines, cpath, "%s.%d" % (base, k), chunk=True) if len(pieces) > 1 else (fok, fwhy)
        testd = uses_test_dialect(piece, lines)
        # mlir-opt 22 on the same chunk: files of another MLIR version may
        # expect text 22 no longer prints; those chunks count apart
        up, _ = check(lines, cpath, "%s.%d.up" % (base, k), mlir_opt, chunk=len(pieces) > 1)
        if up and not testd:
            tot_u += 1
            ok_u += good
        if testd:
            tot_t += 1
            ok_t += good
            if up:
                tot_tu += 1
                ok_tu += good
        c_tot += 1
        c_ok += good
        if not good:
            m = re.search(r"func\.func\s+(?:private\s+)?@([\w$.-]+)", piece)
            (tfailures if testd else failures).append("%s chunk %d%s%s: %s" % (base, k, " (@%s)" % m.group(1) if m else "",
                                                  "" if up else " [mlir-opt 22 fails it too]", why))
        if not testd:
            n_tot += 1
            n_ok += good
    tot_c += c_tot; ok_c += c_ok; tot_n += n_tot; ok_n += n_ok
    print("%s: file %s; chunks %d/%d pass, without the test dialect %d/%d" %
          (base, "passes" if fok else "fails (" + fwhy + ")", c_ok, c_tot, n_ok, n_tot))
print()
for l in failures:
    print("FAIL " + l)
print()
for l in tfailures:
    print("FAIL (test dialect) " + l)
print()
pct = lambda a, b: 100.0 * a / b if b else 0.0
print("upstream-lit-rate: files %d/%d (%.0f%%); chunks %d/%d (%.0f%%); chunks without the test "
      "dialect %d/%d (%.0f%%); of those mlir-opt 22 passes %d/%d (%.0f%%)" %
      (ok_f, tot_f, pct(ok_f, tot_f), ok_c, tot_c, pct(ok_c, tot_c), ok_n, tot_n, pct(ok_n, tot_n),
       ok_u, tot_u, pct(ok_u, tot_u)))
print("upstream-lit-rate: chunks with the test dialect %d/%d (%.0f%%); of those mlir-opt 22 passes %d/%d (%.0f%%)" %
      (ok_t, tot_t, pct(ok_t, tot_t), ok_tu, tot_tu, pct(ok_tu, tot_tu)))
EOF
