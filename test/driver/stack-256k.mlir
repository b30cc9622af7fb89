// A 256 KiB stack: the deep-nesting input (480 nested scf.if) and the
// deep-recursion input (1,990 calls under --run) end with an error naming the
// stack, not a crash, in every phase; on the default stack both work.
// RUN: not bash -c 'ulimit -s 256 && exec bufopt %S/Inputs/deep-nesting-480.mlir' 2>&1 | FileCheck --check-prefix=NEST %s
// RUN: not bash -c 'ulimit -s 256 && exec bufopt %S/Inputs/deep-nesting-480.mlir --bufferization-pipeline' 2>&1 | FileCheck --check-prefix=NEST %s
// RUN: not bash -c 'ulimit -s 256 && exec bufopt %S/Inputs/deep-nesting-480.mlir --canonicalize --cse --run' 2>&1 | FileCheck --check-prefix=NEST %s
// RUN: not bash -c 'ulimit -s 256 && exec bufopt %S/Inputs/deep-recursion-1990.mlir --run' 2>&1 | FileCheck --check-prefix=REC %s
// RUN: not bash -c 'ulimit -s 256 && exec bufopt %S/Inputs/deep-recursion-1990.mlir --bufferization-pipeline --run' 2>&1 | FileCheck --check-prefix=REC %s
// A stack the parser needs to accept 480 levels (~1.4 KiB a level; 2 MiB
// leaves room for sanitizer builds): the other phases need less per level,
// so they all finish.
// RUN: bash -c 'ulimit -s 2048 && exec bufopt %S/Inputs/deep-nesting-480.mlir --mlir-print-op-generic' | FileCheck --check-prefix=OK %s
// RUN: bash -c 'ulimit -s 2048 && exec bufopt %S/Inputs/deep-nesting-480.mlir --bufferization-pipeline --run' 2>&1 | FileCheck --check-prefix=RAN --allow-empty %s
// RUN: bash -c 'ulimit -s 8192 && exec bufopt %S/Inputs/deep-recursion-1990.mlir --run' | FileCheck --check-prefix=DEEP %s

// NEST: deep-nesting-480.mlir:{{[0-9]+}}:{{[0-9]+}}: error: nesting is too deep for the available stack
// REC: deep-recursion-1990.mlir:{{[0-9]+}}:{{[0-9]+}}: error: {{.*}}nesting or call depth ({{[0-9]+}} calls) is too deep for the available stack
// OK: "scf.if"
// RAN-NOT: error
// DEEP: 1990
