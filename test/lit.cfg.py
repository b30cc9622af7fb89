# lit.cfg.py - lit configuration for bufopt's FileCheck tests.
#
# Every *.mlir under test/ is a test (test/unit, test/fuzz and test/interop
# hold other kinds of tests and are skipped).  RUN lines name the tools
# directly: `bufopt %s | FileCheck %s`, `not bufopt ...`, `mlir-opt ...`;
# PATH puts the build directory (BUFOPT_BUILD, default build/) first and the
# LLVM tools (LLVM_BIN, default /usr/lib/llvm-22/bin) second.  Sanitizer
# options pass through so `make check SANITIZE=1` fails on any report.
import os

import lit.formats

config.name = "bufopt"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["unit", "fuzz", "interop", "Inputs", "Output"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(config.test_source_root)
build = os.environ.get("BUFOPT_BUILD", "build")
if not os.path.isabs(build):
    build = os.path.join(root, build)
config.test_exec_root = os.path.join(build, "lit")
llvm_bin = os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin")

config.environment["PATH"] = os.pathsep.join(
    [build, llvm_bin, os.environ.get("PATH", "/usr/bin:/bin")])
for var in ("ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

config.substitutions.append(("%bufopt", os.path.join(build, "bufopt")))
config.substitutions.append(("%build_dir", build))
config.substitutions.append(("%mlir_opt", os.path.join(llvm_bin, "mlir-opt")))
config.substitutions.append(("%examples", os.path.join(root, "examples")))
# mlir-runner's C support library (printF32, ...), versioned by Debian
import glob
_c_utils = sorted(glob.glob(os.path.join(os.path.dirname(llvm_bin), "lib",
                                         "libmlir_c_runner_utils.so*")))
config.substitutions.append(("%mlir_c_runner_utils",
                             _c_utils[0] if _c_utils else "libmlir_c_runner_utils.so"))
# mlir-runner's C++ support library (printMemrefF32, ...)
_utils = sorted(glob.glob(os.path.join(os.path.dirname(llvm_bin), "lib",
                                       "libmlir_runner_utils.so*")))
config.substitutions.append(("%mlir_runner_utils",
                             _utils[0] if _utils else "libmlir_runner_utils.so"))
